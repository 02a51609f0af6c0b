; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 65))
(declare-fun isqrt!1 () (_ BitVec 67))
(declare-fun isqrt!2 () (_ BitVec 67))
(assert
 (let (($x1 (bvsle (_ bv2 65) n)))
 (and $x1 (bvsge (_ bv18446744073709551615 65) n))))
(assert
 (let ((?x2 ((_ sign_extend 1) isqrt!1)))
 (let ((?x3 ((_ extract 66 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 2) n) (_ bv3 67))) ?x2) (_ bv1 68)))))
 (let ((?x4 ((_ sign_extend 1) isqrt!2)))
 (let ((?x5 (bvashr (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 2) (bvsub n (_ bv1 65))) (_ bv3 67))) ?x4) (_ bv1 68))))
 (let ((?x6 ((_ extract 66 0) ?x5)))
 (let ((?x7 ((_ extract 65 0) (bvashr (bvadd ((_ sign_extend 2) n) isqrt!1) (_ bv1 67)))))
 (let ((?x8 ((_ extract 65 0) (bvashr (bvadd ((_ sign_extend 2) (bvsub n (_ bv1 65))) isqrt!2) (_ bv1 67)))))
 (let (($x9 (and (bvslt ?x8 ?x7) (bvslt ?x6 ?x3))))
 (not $x9))))))))))
(assert
 (let (($x10 (bvsle (_ bv4 67) isqrt!1)))
 (and $x10 (bvsge (_ bv41248173712355948585 67) isqrt!1))))
(assert
 (let ((?x11 (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) n) (_ bv5 68))) ((_ sign_extend 67) n))))
 (let ((?x12 ((_ sign_extend 65) isqrt!1)))
 (let ((?x13 (bvmul ?x12 ?x12)))
 (bvsle ?x13 ?x11)))))
(assert
 (let ((?x12 ((_ sign_extend 65) isqrt!1)))
 (let ((?x13 (bvmul ?x12 ?x12)))
 (let ((?x14 (bvadd (bvadd ?x13 ((_ sign_extend 64) (bvmul ((_ sign_extend 1) isqrt!1) (_ bv2 68)))) (_ bv1 132))))
 (let ((?x11 (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) n) (_ bv5 68))) ((_ sign_extend 67) n))))
 (bvslt ?x11 ?x14))))))
(assert
 (let (($x15 (bvsle (_ bv2 67) isqrt!2)))
 (and $x15 (bvsge (_ bv41248173712355948583 67) isqrt!2))))
(assert
 (let ((?x16 (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) (bvsub n (_ bv1 65))) (_ bv5 68))) ((_ sign_extend 67) (bvsub n (_ bv1 65))))))
 (let ((?x17 ((_ sign_extend 65) isqrt!2)))
 (let ((?x18 (bvmul ?x17 ?x17)))
 (bvsle ?x18 ?x16)))))
(assert
 (let ((?x17 ((_ sign_extend 65) isqrt!2)))
(let ((?x18 (bvmul ?x17 ?x17)))
(let ((?x19 (bvadd (bvadd ?x18 ((_ sign_extend 64) (bvmul ((_ sign_extend 1) isqrt!2) (_ bv2 68)))) (_ bv1 132))))
(let ((?x16 (bvmul ((_ sign_extend 64) (bvmul ((_ sign_extend 3) (bvsub n (_ bv1 65))) (_ bv5 68))) ((_ sign_extend 67) (bvsub n (_ bv1 65))))))
(bvslt ?x16 ?x19))))))
(check-sat)
