; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 65))
(declare-fun isqrt!1 () (_ BitVec 67))
(declare-fun isqrt!2 () (_ BitVec 67))
(assert
 (and (bvsle (_ bv2 65) n) (bvsge (_ bv18446744073709551615 65) n)))
(assert
 (let ((?x1 ((_ sign_extend 2) (bvsub n (_ bv1 65)))))
 (let ((?x2 ((_ sign_extend 2) n)))
 (not (and (bvslt ((_ extract 65 0) (bvashr (bvadd ?x1 isqrt!2) (_ bv1 67))) ((_ extract 65 0) (bvashr (bvadd ?x2 isqrt!1) (_ bv1 67)))) (bvslt ((_ extract 66 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ?x1 (_ bv3 67))) ((_ sign_extend 1) isqrt!2)) (_ bv1 68))) ((_ extract 66 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ?x2 (_ bv3 67))) ((_ sign_extend 1) isqrt!1)) (_ bv1 68)))))))))
(assert
 (and (bvsle (_ bv4 67) isqrt!1) (bvsge (_ bv41248173712355948585 67) isqrt!1)))
(assert
 (let ((?x3 ((_ sign_extend 65) isqrt!1)))
 (bvsle (bvmul ?x3 ?x3) (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) n) (_ bv5 68))) ((_ sign_extend 67) n)))))
(assert
 (let ((?x4 ((_ sign_extend 65) isqrt!1)))
 (bvslt (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) n) (_ bv5 68))) ((_ sign_extend 67) n)) (bvadd (bvadd (bvmul ?x4 ?x4) ((_ sign_extend 64) (bvmul ((_ sign_extend 1) isqrt!1) (_ bv2 68)))) (_ bv1 132)))))
(assert
 (and (bvsle (_ bv2 67) isqrt!2) (bvsge (_ bv41248173712355948583 67) isqrt!2)))
(assert
 (let ((?x5 ((_ sign_extend 65) isqrt!2)))
 (let ((?x6 (bvsub n (_ bv1 65))))
 (bvsle (bvmul ?x5 ?x5) (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) ?x6) (_ bv5 68))) ((_ sign_extend 67) ?x6))))))
(assert
 (let ((?x7 (bvsub n (_ bv1 65))))
 (let ((?x8 ((_ sign_extend 65) isqrt!2)))
 (bvslt (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) ?x7) (_ bv5 68))) ((_ sign_extend 67) ?x7)) (bvadd (bvadd (bvmul ?x8 ?x8) ((_ sign_extend 64) (bvmul ((_ sign_extend 1) isqrt!2) (_ bv2 68)))) (_ bv1 132))))))
(check-sat)
