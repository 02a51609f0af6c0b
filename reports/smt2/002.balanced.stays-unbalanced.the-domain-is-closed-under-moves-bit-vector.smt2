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
 (let (($x527 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x527 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x1302 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x1302 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x368 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x368 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x363 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x363 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x1782 ((_ sign_extend 9) cx3)))
 (let (($x3595 (= ?x1782 cy3)))
 (let ((?x158 ((_ sign_extend 9) cx2)))
 (let (($x575 (= ?x158 cy2)))
 (let ((?x8694 ((_ sign_extend 9) cx1)))
 (let (($x337 (= ?x8694 cy1)))
 (let (($x567 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x337 $x575 $x3595)))
 (let ((?x580 ((_ sign_extend 9) cx4)))
 (let (($x581 (= ?x580 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x8694)) $x575 $x3595 $x581) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x158)) $x337 $x3595 $x581) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x1782)) $x337 $x575 $x581) $x567)))))))))))
(assert
 (let (($x3394 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x3394)))
(check-sat)
