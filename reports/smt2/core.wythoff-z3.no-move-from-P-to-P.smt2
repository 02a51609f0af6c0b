; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 9))
(declare-fun x1 () (_ BitVec 9))
(declare-fun y2 () (_ BitVec 9))
(declare-fun y1 () (_ BitVec 9))
(declare-fun isqrt!21 () (_ BitVec 11))
(declare-fun isqrt!22 () (_ BitVec 11))
(assert
 (and (and (bvsle (_ bv0 9) x1) (bvsge (_ bv255 9) x1)) (and (bvsle (_ bv0 9) x2) (bvsge (_ bv255 9) x2))))
(assert
 (and (and (bvsle (_ bv0 9) y1) (bvsge (_ bv255 9) y1)) (and (bvsle (_ bv0 9) y2) (bvsge (_ bv255 9) y2))))
(assert
 (let ((?x1 (bvsub x1 x2)))
 (let ((?x2 (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)))
 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) ?x2) isqrt!21) (_ bv1 11)))))))
(assert
 (let (($x3 (bvslt y1 x1)))
 (let (($x4 (or (and true $x3 (= y2 x2)) (and true (bvslt y2 x2) (= y1 x1)))))
 (or $x4 (and true true $x3 (= (bvsub x1 y1) (bvsub x2 y2)))))))
(assert
 (let ((?x5 (bvsub y1 y2)))
 (let ((?x6 (ite (bvslt ?x5 (_ bv0 9)) (bvneg ?x5) ?x5)))
 (= ((_ sign_extend 1) (ite (bvslt y2 y1) y2 y1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) ?x6) isqrt!22) (_ bv1 11)))))))
(assert
 (let (($x7 (bvsle (_ bv0 11) isqrt!21)))
 (and $x7 (bvsge (_ bv570 11) isqrt!21))))
(assert
 (let ((?x1 (bvsub x1 x2)))
 (let ((?x2 (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)))
 (let ((?x8 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x2) (_ bv5 12))) ((_ sign_extend 11) ?x2))))
 (let ((?x9 ((_ sign_extend 9) isqrt!21)))
 (let ((?x10 (bvmul ?x9 ?x9)))
 (bvsle ?x10 ?x8)))))))
(assert
 (let ((?x9 ((_ sign_extend 9) isqrt!21)))
 (let ((?x10 (bvmul ?x9 ?x9)))
 (let ((?x11 (bvadd (bvadd ?x10 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!21) (_ bv2 12)))) (_ bv1 20))))
 (let ((?x1 (bvsub x1 x2)))
 (let ((?x2 (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)))
 (let ((?x8 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x2) (_ bv5 12))) ((_ sign_extend 11) ?x2))))
 (bvslt ?x8 ?x11))))))))
(assert
 (let (($x12 (bvsle (_ bv0 11) isqrt!22)))
 (and $x12 (bvsge (_ bv570 11) isqrt!22))))
(assert
 (let ((?x5 (bvsub y1 y2)))
 (let ((?x6 (ite (bvslt ?x5 (_ bv0 9)) (bvneg ?x5) ?x5)))
 (let ((?x13 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x6) (_ bv5 12))) ((_ sign_extend 11) ?x6))))
 (let ((?x14 ((_ sign_extend 9) isqrt!22)))
 (let ((?x15 (bvmul ?x14 ?x14)))
 (bvsle ?x15 ?x13)))))))
(assert
 (let ((?x14 ((_ sign_extend 9) isqrt!22)))
(let ((?x15 (bvmul ?x14 ?x14)))
(let ((?x16 (bvadd (bvadd ?x15 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!22) (_ bv2 12)))) (_ bv1 20))))
(let ((?x5 (bvsub y1 y2)))
(let ((?x6 (ite (bvslt ?x5 (_ bv0 9)) (bvneg ?x5) ?x5)))
(let ((?x13 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x6) (_ bv5 12))) ((_ sign_extend 11) ?x6))))
(bvslt ?x13 ?x16))))))))
(check-sat)
