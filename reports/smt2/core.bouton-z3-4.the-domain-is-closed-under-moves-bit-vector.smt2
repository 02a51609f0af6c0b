; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx4 () (_ BitVec 65))
(declare-fun cx3 () (_ BitVec 65))
(declare-fun cx2 () (_ BitVec 65))
(declare-fun cx1 () (_ BitVec 65))
(declare-fun cy1 () (_ BitVec 74))
(declare-fun cy2 () (_ BitVec 74))
(declare-fun cy3 () (_ BitVec 74))
(declare-fun cy4 () (_ BitVec 74))
(assert
 (and (and (bvsle (_ bv0 65) cx1) (bvsge (_ bv18446744073709551615 65) cx1)) (and (bvsle (_ bv0 65) cx2) (bvsge (_ bv18446744073709551615 65) cx2)) (and (bvsle (_ bv0 65) cx3) (bvsge (_ bv18446744073709551615 65) cx3)) (and (bvsle (_ bv0 65) cx4) (bvsge (_ bv18446744073709551615 65) cx4))))
(assert
 (let (($x7173 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x7173 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x2654 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x2654 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x26092 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x26092 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x25750 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x25750 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x25483 ((_ sign_extend 9) cx3)))
 (let (($x25484 (= ?x25483 cy3)))
 (let ((?x3052 ((_ sign_extend 9) cx2)))
 (let (($x25482 (= ?x3052 cy2)))
 (let ((?x5500 ((_ sign_extend 9) cx1)))
 (let (($x11548 (= ?x5500 cy1)))
 (let (($x7602 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x11548 $x25482 $x25484)))
 (let ((?x147 ((_ sign_extend 9) cx4)))
 (let (($x8654 (= ?x147 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x5500)) $x25482 $x25484 $x8654) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x3052)) $x11548 $x25484 $x8654) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x25483)) $x11548 $x25482 $x8654) $x7602)))))))))))
(assert
 (let (($x11048 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x11048)))
(check-sat)
