; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 33))
(declare-fun isqrt!0 () (_ BitVec 35))
(assert
 (let (($x1 (bvsle (_ bv1 33) n)))
 (and $x1 (bvsge (_ bv4294967295 33) n))))
(assert
 (let ((?x2 ((_ sign_extend 1) isqrt!0)))
 (let ((?x3 ((_ extract 34 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 2) n) (_ bv3 35))) ?x2) (_ bv1 36)))))
 (let ((?x4 ((_ sign_extend 2) n)))
 (let ((?x5 (bvadd ((_ sign_extend 1) ((_ extract 33 0) (bvashr (bvadd ?x4 isqrt!0) (_ bv1 35)))) ?x4)))
 (let (($x6 (= ?x5 ?x3)))
 (not $x6)))))))
(assert
 (let (($x7 (bvsle (_ bv2 35) isqrt!0)))
 (and $x7 (bvsge (_ bv9603838832 35) isqrt!0))))
(assert
 (let ((?x8 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
 (let ((?x9 ((_ sign_extend 33) isqrt!0)))
 (let ((?x10 (bvmul ?x9 ?x9)))
 (bvsle ?x10 ?x8)))))
(assert
 (let ((?x9 ((_ sign_extend 33) isqrt!0)))
(let ((?x10 (bvmul ?x9 ?x9)))
(let ((?x11 (bvadd (bvadd ?x10 ((_ sign_extend 32) (bvmul ((_ sign_extend 1) isqrt!0) (_ bv2 36)))) (_ bv1 68))))
(let ((?x8 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
(bvslt ?x8 ?x11))))))
(check-sat)
