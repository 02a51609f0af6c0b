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
 (let (($x10026 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x10026 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x11197 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x11197 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x12511 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x12511 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x6008 ((_ sign_extend 9) cx2)))
 (let (($x12335 (= ?x6008 cy2)))
 (let ((?x11192 ((_ sign_extend 9) cx1)))
 (let (($x12339 (= ?x11192 cy1)))
 (let (($x1649 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x12339 $x12335)))
 (let ((?x182 ((_ sign_extend 9) cx3)))
 (let (($x6485 (= ?x182 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x11192)) $x12335 $x6485) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x6008)) $x12339 $x6485) $x1649)))))))))
(assert
 (let (($x12744 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x12744)))
(check-sat)
