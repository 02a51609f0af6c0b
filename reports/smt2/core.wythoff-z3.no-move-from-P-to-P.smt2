; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 9))
(declare-fun x1 () (_ BitVec 9))
(declare-fun y2 () (_ BitVec 9))
(declare-fun y1 () (_ BitVec 9))
(declare-fun isqrt!58 () (_ BitVec 11))
(declare-fun isqrt!59 () (_ BitVec 11))
(assert
 (and (and (bvsle (_ bv0 9) x1) (bvsge (_ bv255 9) x1)) (and (bvsle (_ bv0 9) x2) (bvsge (_ bv255 9) x2))))
(assert
 (and (and (bvsle (_ bv0 9) y1) (bvsge (_ bv255 9) y1)) (and (bvsle (_ bv0 9) y2) (bvsge (_ bv255 9) y2))))
(assert
 (let ((?x1 (bvsub x1 x2)))
 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)) isqrt!58) (_ bv1 11))))))
(assert
 (let ((?x2 (bvslt y1 x1)))
 (or (or (and true ?x2 (= y2 x2)) (and true (bvslt y2 x2) (= y1 x1))) (and true true ?x2 (= (bvsub x1 y1) (bvsub x2 y2))))))
(assert
 (let ((?x3 (bvsub y1 y2)))
 (= ((_ sign_extend 1) (ite (bvslt y2 y1) y2 y1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) (ite (bvslt ?x3 (_ bv0 9)) (bvneg ?x3) ?x3)) isqrt!59) (_ bv1 11))))))
(assert
 (and (bvsle (_ bv0 11) isqrt!58) (bvsge (_ bv570 11) isqrt!58)))
(assert
 (let ((?x4 ((_ sign_extend 9) isqrt!58)))
 (let ((?x5 (bvsub x1 x2)))
 (let ((?x6 (ite (bvslt ?x5 (_ bv0 9)) (bvneg ?x5) ?x5)))
 (bvsle (bvmul ?x4 ?x4) (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x6) (_ bv5 12))) ((_ sign_extend 11) ?x6)))))))
(assert
 (let ((?x7 (bvsub x1 x2)))
 (let ((?x8 (ite (bvslt ?x7 (_ bv0 9)) (bvneg ?x7) ?x7)))
 (let ((?x9 ((_ sign_extend 9) isqrt!58)))
 (bvslt (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x8) (_ bv5 12))) ((_ sign_extend 11) ?x8)) (bvadd (bvadd (bvmul ?x9 ?x9) ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!58) (_ bv2 12)))) (_ bv1 20)))))))
(assert
 (and (bvsle (_ bv0 11) isqrt!59) (bvsge (_ bv570 11) isqrt!59)))
(assert
 (let ((?x10 ((_ sign_extend 9) isqrt!59)))
 (let ((?x11 (bvsub y1 y2)))
 (let ((?x12 (ite (bvslt ?x11 (_ bv0 9)) (bvneg ?x11) ?x11)))
 (bvsle (bvmul ?x10 ?x10) (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x12) (_ bv5 12))) ((_ sign_extend 11) ?x12)))))))
(assert
 (let ((?x13 (bvsub y1 y2)))
 (let ((?x14 (ite (bvslt ?x13 (_ bv0 9)) (bvneg ?x13) ?x13)))
 (let ((?x15 ((_ sign_extend 9) isqrt!59)))
 (bvslt (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x14) (_ bv5 12))) ((_ sign_extend 11) ?x14)) (bvadd (bvadd (bvmul ?x15 ?x15) ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!59) (_ bv2 12)))) (_ bv1 20)))))))
(check-sat)
