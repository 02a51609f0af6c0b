; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () (_ BitVec 17))
(declare-fun cx1 () (_ BitVec 17))
(declare-fun cy1 () (_ BitVec 26))
(declare-fun cy2 () (_ BitVec 26))
(assert
 (and (and (bvsle (_ bv0 17) cx1) (bvsge (_ bv65535 17) cx1)) (and (bvsle (_ bv0 17) cx2) (bvsge (_ bv65535 17) cx2))))
(assert
 (and (bvsle (_ bv50331648 26) cy1) (bvsge (_ bv16777216 26) cy1)))
(assert
 (and (bvsle (_ bv50331648 26) cy2) (bvsge (_ bv16777216 26) cy2)))
(assert
 (let ((?x1 (bvsle (_ bv0 26) cy1)))
 (let ((?x2 ((_ sign_extend 9) cx1)))
 (let ((?x3 (bvslt cy1 ?x2)))
 (let ((?x4 ((_ sign_extend 9) cx2)))
 (let ((?x5 (bvsle (_ bv0 26) cy2)))
 (or (or (and ?x1 ?x3 (= cy2 ?x4)) (and ?x5 (bvslt cy2 ?x4) (= cy1 ?x2))) (and ?x1 ?x5 ?x3 (= (bvsub ?x2 cy1) (bvsub ?x4 cy2))))))))))
(assert
 (not (and (and (bvsle (_ bv0 26) cy1) (bvsge (_ bv65535 26) cy1)) (and (bvsle (_ bv0 26) cy2) (bvsge (_ bv65535 26) cy2)))))
(check-sat)
