; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 33))
(declare-fun isqrt!0 () (_ BitVec 35))
(assert
 (let (($x7292 (bvsle (_ bv1 33) n)))
 (and $x7292 (bvsge (_ bv4294967295 33) n))))
(assert
 (let ((?x2446 ((_ sign_extend 1) isqrt!0)))
 (let ((?x8551 ((_ extract 34 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 2) n) (_ bv3 35))) ?x2446) (_ bv1 36)))))
 (let ((?x3968 ((_ sign_extend 2) n)))
 (let ((?x12449 (bvadd ((_ sign_extend 1) ((_ extract 33 0) (bvashr (bvadd ?x3968 isqrt!0) (_ bv1 35)))) ?x3968)))
 (let (($x14188 (= ?x12449 ?x8551)))
 (not $x14188)))))))
(assert
 (let (($x11818 (bvsle (_ bv2 35) isqrt!0)))
 (and $x11818 (bvsge (_ bv9603838832 35) isqrt!0))))
(assert
 (let ((?x2520 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
 (let ((?x14541 ((_ sign_extend 33) isqrt!0)))
 (let ((?x10091 (bvmul ?x14541 ?x14541)))
 (bvsle ?x10091 ?x2520)))))
(assert
 (let ((?x14541 ((_ sign_extend 33) isqrt!0)))
(let ((?x10091 (bvmul ?x14541 ?x14541)))
(let ((?x2189 (bvadd (bvadd ?x10091 ((_ sign_extend 32) (bvmul ((_ sign_extend 1) isqrt!0) (_ bv2 36)))) (_ bv1 68))))
(let ((?x2520 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
(bvslt ?x2520 ?x2189))))))
(check-sat)
