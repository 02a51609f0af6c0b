; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () (_ BitVec 33))
(declare-fun isqrt!0 () (_ BitVec 35))
(assert
 (let (($x2119 (bvsle (_ bv1 33) n)))
 (and $x2119 (bvsge (_ bv4294967295 33) n))))
(assert
 (let ((?x6223 ((_ sign_extend 1) isqrt!0)))
 (let ((?x1542 ((_ extract 34 0) (bvashr (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 2) n) (_ bv3 35))) ?x6223) (_ bv1 36)))))
 (let ((?x14526 ((_ sign_extend 2) n)))
 (let ((?x379 (bvadd ((_ sign_extend 1) ((_ extract 33 0) (bvashr (bvadd ?x14526 isqrt!0) (_ bv1 35)))) ?x14526)))
 (let (($x544 (= ?x379 ?x1542)))
 (not $x544)))))))
(assert
 (let (($x3771 (bvsle (_ bv2 35) isqrt!0)))
 (and $x3771 (bvsge (_ bv9603838832 35) isqrt!0))))
(assert
 (let ((?x3492 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
 (let ((?x691 ((_ sign_extend 33) isqrt!0)))
 (let ((?x539 (bvmul ?x691 ?x691)))
 (bvsle ?x539 ?x3492)))))
(assert
 (let ((?x691 ((_ sign_extend 33) isqrt!0)))
(let ((?x539 (bvmul ?x691 ?x691)))
(let ((?x314 (bvadd (bvadd ?x539 ((_ sign_extend 32) (bvmul ((_ sign_extend 1) isqrt!0) (_ bv2 36)))) (_ bv1 68))))
(let ((?x3492 (bvmul ((_ sign_extend 32) (bvmul ((_ sign_extend 3) n) (_ bv5 36))) ((_ sign_extend 35) n))))
(bvslt ?x3492 ?x314))))))
(check-sat)
