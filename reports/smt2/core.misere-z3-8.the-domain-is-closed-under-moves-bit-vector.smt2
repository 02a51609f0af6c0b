; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx8 () (_ BitVec 65))
(declare-fun cx7 () (_ BitVec 65))
(declare-fun cx6 () (_ BitVec 65))
(declare-fun cx5 () (_ BitVec 65))
(declare-fun cx4 () (_ BitVec 65))
(declare-fun cx3 () (_ BitVec 65))
(declare-fun cx2 () (_ BitVec 65))
(declare-fun cx1 () (_ BitVec 65))
(declare-fun cy1 () (_ BitVec 74))
(declare-fun cy2 () (_ BitVec 74))
(declare-fun cy3 () (_ BitVec 74))
(declare-fun cy4 () (_ BitVec 74))
(declare-fun cy5 () (_ BitVec 74))
(declare-fun cy6 () (_ BitVec 74))
(declare-fun cy7 () (_ BitVec 74))
(declare-fun cy8 () (_ BitVec 74))
(assert
 (and (and (bvsle (_ bv0 65) cx1) (bvsge (_ bv18446744073709551615 65) cx1)) (and (bvsle (_ bv0 65) cx2) (bvsge (_ bv18446744073709551615 65) cx2)) (and (bvsle (_ bv0 65) cx3) (bvsge (_ bv18446744073709551615 65) cx3)) (and (bvsle (_ bv0 65) cx4) (bvsge (_ bv18446744073709551615 65) cx4)) (and (bvsle (_ bv0 65) cx5) (bvsge (_ bv18446744073709551615 65) cx5)) (and (bvsle (_ bv0 65) cx6) (bvsge (_ bv18446744073709551615 65) cx6)) (and (bvsle (_ bv0 65) cx7) (bvsge (_ bv18446744073709551615 65) cx7)) (and (bvsle (_ bv0 65) cx8) (bvsge (_ bv18446744073709551615 65) cx8))))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy1) (bvsge (_ bv4722366482869645213696 74) cy1)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy2) (bvsge (_ bv4722366482869645213696 74) cy2)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy3) (bvsge (_ bv4722366482869645213696 74) cy3)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy4) (bvsge (_ bv4722366482869645213696 74) cy4)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy5) (bvsge (_ bv4722366482869645213696 74) cy5)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy6) (bvsge (_ bv4722366482869645213696 74) cy6)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy7) (bvsge (_ bv4722366482869645213696 74) cy7)))
(assert
 (and (bvsle (_ bv14167099448608935641088 74) cy8) (bvsge (_ bv4722366482869645213696 74) cy8)))
(assert
 (let ((?x1 ((_ sign_extend 9) cx1)))
 (let ((?x2 ((_ sign_extend 9) cx2)))
 (let ((?x3 (= ?x2 cy2)))
 (let ((?x4 ((_ sign_extend 9) cx3)))
 (let ((?x5 (= ?x4 cy3)))
 (let ((?x6 ((_ sign_extend 9) cx4)))
 (let ((?x7 (= ?x6 cy4)))
 (let ((?x8 ((_ sign_extend 9) cx5)))
 (let ((?x9 (= ?x8 cy5)))
 (let ((?x10 ((_ sign_extend 9) cx6)))
 (let ((?x11 (= ?x10 cy6)))
 (let ((?x12 ((_ sign_extend 9) cx7)))
 (let ((?x13 (= ?x12 cy7)))
 (let ((?x14 ((_ sign_extend 9) cx8)))
 (let ((?x15 (= ?x14 cy8)))
 (let ((?x16 (= ?x1 cy1)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x1)) ?x3 ?x5 ?x7 ?x9 ?x11 ?x13 ?x15) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x2)) ?x16 ?x5 ?x7 ?x9 ?x11 ?x13 ?x15) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x4)) ?x16 ?x3 ?x7 ?x9 ?x11 ?x13 ?x15) (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ?x6)) ?x16 ?x3 ?x5 ?x9 ?x11 ?x13 ?x15) (and (and (bvsle (_ bv0 74) cy5) (bvslt cy5 ?x8)) ?x16 ?x3 ?x5 ?x7 ?x11 ?x13 ?x15) (and (and (bvsle (_ bv0 74) cy6) (bvslt cy6 ?x10)) ?x16 ?x3 ?x5 ?x7 ?x9 ?x13 ?x15) (and (and (bvsle (_ bv0 74) cy7) (bvslt cy7 ?x12)) ?x16 ?x3 ?x5 ?x7 ?x9 ?x11 ?x15) (and (and (bvsle (_ bv0 74) cy8) (bvslt cy8 ?x14)) ?x16 ?x3 ?x5 ?x7 ?x9 ?x11 ?x13)))))))))))))))))))
(assert
 (not (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)) (and (bvsle (_ bv0 74) cy5) (bvsge (_ bv18446744073709551615 74) cy5)) (and (bvsle (_ bv0 74) cy6) (bvsge (_ bv18446744073709551615 74) cy6)) (and (bvsle (_ bv0 74) cy7) (bvsge (_ bv18446744073709551615 74) cy7)) (and (bvsle (_ bv0 74) cy8) (bvsge (_ bv18446744073709551615 74) cy8)))))
(check-sat)
