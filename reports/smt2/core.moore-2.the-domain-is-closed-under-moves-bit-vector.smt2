; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx3 () (_ BitVec 17))
(declare-fun cx2 () (_ BitVec 17))
(declare-fun cx1 () (_ BitVec 17))
(declare-fun cy1 () (_ BitVec 26))
(declare-fun cy2 () (_ BitVec 26))
(declare-fun cy3 () (_ BitVec 26))
(assert
 (and (and (bvsle (_ bv0 17) cx1) (bvsge (_ bv65535 17) cx1)) (and (bvsle (_ bv0 17) cx2) (bvsge (_ bv65535 17) cx2)) (and (bvsle (_ bv0 17) cx3) (bvsge (_ bv65535 17) cx3))))
(assert
 (and (bvsle (_ bv50331648 26) cy1) (bvsge (_ bv16777216 26) cy1)))
(assert
 (and (bvsle (_ bv50331648 26) cy2) (bvsge (_ bv16777216 26) cy2)))
(assert
 (and (bvsle (_ bv50331648 26) cy3) (bvsge (_ bv16777216 26) cy3)))
(assert
 (let ((?x1 ((_ sign_extend 9) cx1)))
 (let ((?x2 ((_ sign_extend 9) cx2)))
 (let ((?x3 ((_ sign_extend 9) cx3)))
 (let ((?x4 (bvslt cy1 ?x1)))
 (let ((?x5 (bvslt cy2 ?x2)))
 (let ((?x6 (bvslt cy3 ?x3)))
 (and (and (bvsle (_ bv0 26) cy1) (bvsle cy1 ?x1)) (and (bvsle (_ bv0 26) cy2) (bvsle cy2 ?x2)) (and (bvsle (_ bv0 26) cy3) (bvsle cy3 ?x3)) (or ?x4 ?x5 ?x6) (not (and ?x4 ?x5 ?x6))))))))))
(assert
 (not (and (and (bvsle (_ bv0 26) cy1) (bvsge (_ bv65535 26) cy1)) (and (bvsle (_ bv0 26) cy2) (bvsge (_ bv65535 26) cy2)) (and (bvsle (_ bv0 26) cy3) (bvsge (_ bv65535 26) cy3)))))
(check-sat)
