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
 (let (($x1669 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x1669 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x10026 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x10026 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x1649 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x1649 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x10934 ((_ sign_extend 9) cx2)))
 (let (($x11197 (= ?x10934 cy2)))
 (let ((?x2270 ((_ sign_extend 9) cx1)))
 (let (($x12585 (= ?x2270 cy1)))
 (let (($x10586 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x12585 $x11197)))
 (let ((?x3641 ((_ sign_extend 9) cx3)))
 (let (($x10927 (= ?x3641 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x2270)) $x11197 $x10927) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x10934)) $x12585 $x10927) $x10586)))))))))
(assert
 (let (($x6899 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x6899)))
(check-sat)
