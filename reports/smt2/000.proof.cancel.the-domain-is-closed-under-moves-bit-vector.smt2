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
 (let (($x362 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x362 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x359 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x359 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x149 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x149 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x144 ((_ sign_extend 9) cx2)))
 (let (($x145 (= ?x144 cy2)))
 (let ((?x140 ((_ sign_extend 9) cx1)))
 (let (($x21 (= ?x140 cy1)))
 (let (($x15 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x21 $x145)))
 (let ((?x154 ((_ sign_extend 9) cx3)))
 (let (($x139 (= ?x154 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x140)) $x145 $x139) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x144)) $x21 $x139) $x15)))))))))
(assert
 (let (($x367 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x367)))
(check-sat)
