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
 (let (($x11322 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x11322 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x5057 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x5057 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x997 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x997 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x5976 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x5976 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x5977 ((_ sign_extend 9) cx3)))
 (let (($x7167 (= ?x5977 cy3)))
 (let ((?x13094 ((_ sign_extend 9) cx2)))
 (let (($x5462 (= ?x13094 cy2)))
 (let ((?x151 ((_ sign_extend 9) cx1)))
 (let (($x8851 (= ?x151 cy1)))
 (let (($x679 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x8851 $x5462 $x7167)))
 (let ((?x142 ((_ sign_extend 9) cx4)))
 (let (($x26 (= ?x142 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x151)) $x5462 $x7167 $x26) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x13094)) $x8851 $x7167 $x26) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x5977)) $x8851 $x5462 $x26) $x679)))))))))))
(assert
 (let (($x4453 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x4453)))
(check-sat)
