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
 (let (($x1 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x1 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x2 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x2 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x3 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x3 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x4 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x4 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x5 ((_ sign_extend 9) cx3)))
 (let (($x6 (= ?x5 cy3)))
 (let ((?x7 ((_ sign_extend 9) cx2)))
 (let (($x8 (= ?x7 cy2)))
 (let ((?x9 ((_ sign_extend 9) cx1)))
 (let (($x10 (= ?x9 cy1)))
 (let (($x11 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x10 $x8 $x6)))
 (let ((?x12 ((_ sign_extend 9) cx4)))
 (let (($x13 (= ?x12 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x9)) $x8 $x6 $x13) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x7)) $x10 $x6 $x13) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x5)) $x10 $x8 $x13) $x11)))))))))))
(assert
 (let (($x14 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x14)))
(check-sat)
