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
 (let (($x409 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x409 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x12801 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x12801 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x6299 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x6299 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x6076 ((_ sign_extend 9) cx2)))
 (let (($x6153 (= ?x6076 cy2)))
 (let ((?x13140 ((_ sign_extend 9) cx1)))
 (let (($x12994 (= ?x13140 cy1)))
 (let (($x557 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x12994 $x6153)))
 (let ((?x5133 ((_ sign_extend 9) cx3)))
 (let (($x10923 (= ?x5133 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x13140)) $x6153 $x10923) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x6076)) $x12994 $x10923) $x557)))))))))
(assert
 (let (($x4650 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x4650)))
(check-sat)
