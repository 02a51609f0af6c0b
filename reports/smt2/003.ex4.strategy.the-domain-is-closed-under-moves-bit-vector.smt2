; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx3 () (_ BitVec 65))
(declare-fun cx2 () (_ BitVec 65))
(declare-fun cx1 () (_ BitVec 65))
(declare-fun cy1 () (_ BitVec 74))
(declare-fun cy2 () (_ BitVec 74))
(declare-fun cy3 () (_ BitVec 74))
(assert
 (and (and (bvsle (_ bv0 65) cx1) (bvsge (_ bv18446744073709551615 65) cx1)) (and (bvsle (_ bv0 65) cx2) (bvsge (_ bv18446744073709551615 65) cx2)) (and (bvsle (_ bv0 65) cx3) (bvsge (_ bv18446744073709551615 65) cx3))))
(assert
 (let (($x3466 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x3466 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x113 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x113 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x11855 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x11855 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x941 ((_ sign_extend 9) cx2)))
 (let (($x6602 (= ?x941 cy2)))
 (let ((?x526 ((_ sign_extend 9) cx1)))
 (let (($x12010 (= ?x526 cy1)))
 (let (($x5418 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x12010 $x6602)))
 (let ((?x214 ((_ sign_extend 9) cx3)))
 (let (($x3361 (= ?x214 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x526)) $x6602 $x3361) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x941)) $x12010 $x3361) $x5418)))))))))
(assert
 (let (($x409 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x409)))
(check-sat)
