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
 (let (($x3901 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x3901 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x409 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x409 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x557 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x557 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x5555 ((_ sign_extend 9) cx2)))
 (let (($x12801 (= ?x5555 cy2)))
 (let ((?x4541 ((_ sign_extend 9) cx1)))
 (let (($x1713 (= ?x4541 cy1)))
 (let (($x10586 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x1713 $x12801)))
 (let ((?x7509 ((_ sign_extend 9) cx3)))
 (let (($x5838 (= ?x7509 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x4541)) $x12801 $x5838) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x5555)) $x1713 $x5838) $x10586)))))))))
(assert
 (let (($x12775 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x12775)))
(check-sat)
