; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 17))
(declare-fun x1 () (_ BitVec 17))
(declare-fun A!163 () (_ BitVec 18))
(assert
 (and (and (bvsle (_ bv0 17) x1) (bvsge (_ bv65535 17) x1)) (and (bvsle (_ bv0 17) x2) (bvsge (_ bv65535 17) x2))))
(assert
 (and (= (_ bv0 17) x1) (= (_ bv0 17) x2)))
(assert
 (not (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) A!163)))
(assert
 (let ((?x1 (bvsub x1 x2)))
 (let ((?x2 (ite (bvslt ?x1 (_ bv0 17)) (bvneg ?x1) ?x1)))
 (=> true (or (= (_ bv0 17) ?x2) (bvsle A!163 (bvsub (bvmul ((_ sign_extend 1) ?x2) (_ bv2 18)) (_ bv1 18))))))))
(assert
 (and (bvsle (_ bv0 18) A!163) (bvsge (_ bv106037 18) A!163)))
(assert
 (let ((?x3 (bvsub x1 x2)))
 (=> (= (_ bv0 17) (ite (bvslt ?x3 (_ bv0 17)) (bvneg ?x3) ?x3)) (= (_ bv0 18) A!163))))
(check-sat)
