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
 (let (($x1199 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x1199 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x1496 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x1496 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x430 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x430 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x526 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x526 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x429 ((_ sign_extend 9) cx3)))
 (let (($x1535 (= ?x429 cy3)))
 (let ((?x244 ((_ sign_extend 9) cx2)))
 (let (($x69 (= ?x244 cy2)))
 (let ((?x403 ((_ sign_extend 9) cx1)))
 (let (($x10632 (= ?x403 cy1)))
 (let (($x7682 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x10632 $x69 $x1535)))
 (let ((?x4267 ((_ sign_extend 9) cx4)))
 (let (($x408 (= ?x4267 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x403)) $x69 $x1535 $x408) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x244)) $x10632 $x1535 $x408) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x429)) $x10632 $x69 $x408) $x7682)))))))))))
(assert
 (let (($x12010 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x12010)))
(check-sat)
