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
 (let (($x3176 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x3176 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x44577 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x44577 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x6517 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x6517 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x26466 ((_ sign_extend 9) cx2)))
 (let (($x34616 (= ?x26466 cy2)))
 (let ((?x43118 ((_ sign_extend 9) cx1)))
 (let (($x30116 (= ?x43118 cy1)))
 (let (($x28970 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x30116 $x34616)))
 (let ((?x48270 ((_ sign_extend 9) cx3)))
 (let (($x42721 (= ?x48270 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x43118)) $x34616 $x42721) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x26466)) $x30116 $x42721) $x28970)))))))))
(assert
 (let (($x31162 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x31162)))
(check-sat)
