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
 (let (($x52609 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x52609 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x42537 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x42537 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x51954 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x51954 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x49340 ((_ sign_extend 9) cx2)))
 (let (($x20977 (= ?x49340 cy2)))
 (let ((?x51941 ((_ sign_extend 9) cx1)))
 (let (($x52452 (= ?x51941 cy1)))
 (let (($x24561 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x52452 $x20977)))
 (let ((?x45488 ((_ sign_extend 9) cx3)))
 (let (($x49880 (= ?x45488 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x51941)) $x20977 $x49880) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x49340)) $x52452 $x49880) $x24561)))))))))
(assert
 (let (($x26023 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x26023)))
(check-sat)
