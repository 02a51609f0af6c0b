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
 (let (($x11860 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x11860 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x10006 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x10006 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x4972 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x4972 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x4419 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x4419 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x4457 ((_ sign_extend 9) cx3)))
 (let (($x7167 (= ?x4457 cy3)))
 (let ((?x8357 ((_ sign_extend 9) cx2)))
 (let (($x8571 (= ?x8357 cy2)))
 (let ((?x151 ((_ sign_extend 9) cx1)))
 (let (($x8556 (= ?x151 cy1)))
 (let (($x679 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x8556 $x8571 $x7167)))
 (let ((?x142 ((_ sign_extend 9) cx4)))
 (let (($x26 (= ?x142 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x151)) $x8571 $x7167 $x26) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x8357)) $x8556 $x7167 $x26) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x4457)) $x8556 $x8571 $x26) $x679)))))))))))
(assert
 (let (($x10758 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x10758)))
(check-sat)
