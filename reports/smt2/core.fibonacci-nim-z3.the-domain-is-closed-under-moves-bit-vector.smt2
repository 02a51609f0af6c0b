; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx1 () (_ BitVec 11))
(declare-fun cx2 () (_ BitVec 11))
(declare-fun cy1 () (_ BitVec 20))
(declare-fun cy2 () (_ BitVec 20))
(assert
 (and (and (bvsle (_ bv0 11) cx1) (bvsge (_ bv1023 11) cx1)) (and (bvsle (_ bv0 11) cx2) (bvsge (_ bv1023 11) cx2)) (bvsle cx2 cx1)))
(assert
 (and (bvsle (_ bv786432 20) cy1) (bvsge (_ bv262144 20) cy1)))
(assert
 (and (bvsle (_ bv786432 20) cy2) (bvsge (_ bv262144 20) cy2)))
(assert
 (let ((?x1 (bvsub ((_ sign_extend 9) cx1) cy1)))
 (let ((?x2 (bvmul ((_ sign_extend 1) ?x1) (_ bv2 21))))
 (let ((?x3 ((_ sign_extend 1) cy1)))
 (and (bvslt (_ bv0 20) ?x1) (bvsle ?x1 ((_ sign_extend 9) cx2)) (bvsle (_ bv0 20) cy1) (= ((_ sign_extend 1) cy2) (ite (bvsle ?x2 ?x3) ?x2 ?x3)))))))
(assert
 (not (and (and (bvsle (_ bv0 20) cy1) (bvsge (_ bv1023 20) cy1)) (and (bvsle (_ bv0 20) cy2) (bvsge (_ bv1023 20) cy2)) (bvsle cy2 cy1))))
(check-sat)
