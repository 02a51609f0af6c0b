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
 (let (($x79 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x79 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x123 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x123 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x121 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x121 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x117 ((_ sign_extend 9) cx2)))
 (let (($x118 (= ?x117 cy2)))
 (let ((?x102 ((_ sign_extend 9) cx1)))
 (let (($x104 (= ?x102 cy1)))
 (let (($x30 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x104 $x118)))
 (let ((?x113 ((_ sign_extend 9) cx3)))
 (let (($x114 (= ?x113 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x102)) $x118 $x114) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x117)) $x104 $x114) $x30)))))))))
(assert
 (let (($x101 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x101)))
(check-sat)
