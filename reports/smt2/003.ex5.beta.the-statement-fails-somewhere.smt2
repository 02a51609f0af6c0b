; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 33))
(declare-fun isqrt!1 () (_ BitVec 35))
(assert
 (and (bvsle (_ bv1 33) n) (bvsge (_ bv4294967295 33) n)))
(assert
 (let ((?x1 ((_ sign_extend 2) n)))
 (let ((?x2 (bvadd ?x1 isqrt!1)))
 (let ((?x3 ((_ sign_extend 34) ?x2)))
 (let ((?x4 (bvsub (bvadd ((_ sign_extend 2) (bvmul ((_ sign_extend 32) (bvmul ?x1 (_ bv4 35))) ((_ sign_extend 34) n))) ((_ sign_extend 1) (bvmul ((_ sign_extend 34) (bvmul ((_ sign_extend 1) n) (_ bv2 34))) ((_ sign_extend 33) ?x2)))) (bvmul ?x3 ?x3))))
 (not (and (bvsle (_ bv0 69) ?x4) (bvslt ?x4 ((_ sign_extend 33) (bvmul ((_ sign_extend 3) n) (_ bv5 36)))))))))))
(assert
 (and (bvsle (_ bv2 35) isqrt!1) (bvsge (_ bv9603838832 35) isqrt!1)))
(assert
 (let ((?x5 ((_ sign_extend 33) isqrt!1)))
 (bvsle (bvmul ?x5 ?x5) (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n)))))
(assert
 (let ((?x6 ((_ sign_extend 33) isqrt!1)))
 (bvslt (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n)) (bvadd (bvadd (bvmul ?x6 ?x6) ((_ sign_extend 32) (bvmul ((_ sign_extend 1) isqrt!1) (_ bv2 36)))) (_ bv1 68)))))
(check-sat)
