; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 33))
(declare-fun isqrt!0 () (_ BitVec 35))
(assert
 (let (($x9757 (bvsle (_ bv1 33) n)))
 (and $x9757 (bvsge (_ bv4294967295 33) n))))
(assert
 (let ((?x12087 ((_ sign_extend 1) isqrt!0)))
 (let ((?x2783 ((_ extract 34 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 2) n) (_ bv3 35))) ?x12087) (_ bv1 36)))))
 (let ((?x5478 ((_ sign_extend 2) n)))
 (let ((?x9610 (bvadd ((_ sign_extend 1) ((_ extract 33 0) (bvashr (bvadd ?x5478 isqrt!0) (_ bv1 35)))) ?x5478)))
 (let (($x6653 (= ?x9610 ?x2783)))
 (not $x6653)))))))
(assert
 (let (($x1949 (bvsle (_ bv2 35) isqrt!0)))
 (and $x1949 (bvsge (_ bv9603838832 35) isqrt!0))))
(assert
 (let ((?x2238 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
 (let ((?x5460 ((_ sign_extend 33) isqrt!0)))
 (let ((?x11889 (bvmul ?x5460 ?x5460)))
 (bvsle ?x11889 ?x2238)))))
(assert
 (let ((?x5460 ((_ sign_extend 33) isqrt!0)))
(let ((?x11889 (bvmul ?x5460 ?x5460)))
(let ((?x13068 (bvadd (bvadd ?x11889 ((_ sign_extend 32) (bvmul ((_ sign_extend 1) isqrt!0) (_ bv2 36)))) (_ bv1 68))))
(let ((?x2238 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
(bvslt ?x2238 ?x13068))))))
(check-sat)
