; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 33))
(declare-fun isqrt!0 () (_ BitVec 35))
(assert
 (and (bvsle (_ bv1 33) n) (bvsge (_ bv4294967295 33) n)))
(assert
 (let ((?x1 ((_ sign_extend 2) n)))
 (not (= (bvadd ((_ sign_extend 1) ((_ extract 33 0) (bvashr (bvadd ?x1 isqrt!0) (_ bv1 35)))) ?x1) ((_ extract 34 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ?x1 (_ bv3 35))) ((_ sign_extend 1) isqrt!0)) (_ bv1 36)))))))
(assert
 (and (bvsle (_ bv2 35) isqrt!0) (bvsge (_ bv9603838832 35) isqrt!0)))
(assert
 (let ((?x2 ((_ sign_extend 33) isqrt!0)))
 (bvsle (bvmul ?x2 ?x2) (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n)))))
(assert
 (let ((?x3 ((_ sign_extend 33) isqrt!0)))
 (bvslt (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n)) (bvadd (bvadd (bvmul ?x3 ?x3) ((_ sign_extend 32) (bvmul ((_ sign_extend 1) isqrt!0) (_ bv2 36)))) (_ bv1 68)))))
(check-sat)
