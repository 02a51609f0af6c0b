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
 (and (bvsle (_ bv14167099448608935641088 74) cy1) (bvsge (_ bv4722366482869645213696 74) cy1)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy2) (bvsge (_ bv4722366482869645213696 74) cy2)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy3) (bvsge (_ bv4722366482869645213696 74) cy3)))
(assert
 (let ((?x1 ((_ sign_extend 9) cx1)))
 (let ((?x2 ((_ sign_extend 9) cx2)))
 (let ((?x3 ((_ sign_extend 9) cx3)))
 (let ((?x4 (bvslt cy1 ?x1)))
 (let ((?x5 (bvslt cy2 ?x2)))
 (let ((?x6 (bvslt cy3 ?x3)))
 (and (and (bvsle (_ bv0 74) cy1) (bvsle cy1 ?x1)) (and (bvsle (_ bv0 74) cy2) (bvsle cy2 ?x2)) (and (bvsle (_ bv0 74) cy3) (bvsle cy3 ?x3)) (or ?x4 ?x5 ?x6) (not (or (and ?x4 ?x5) (and ?x4 ?x6) (and ?x5 ?x6)))))))))))
(assert
 (not (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(check-sat)
