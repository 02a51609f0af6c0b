; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 9))
(declare-fun x1 () (_ BitVec 9))
(declare-fun isqrt!58 () (_ BitVec 11))
(declare-fun isqrt!59 () (_ BitVec 11))
(declare-fun y2 () (_ BitVec 9))
(declare-fun y1 () (_ BitVec 9))
(assert
 (and (and (bvsle (_ bv0 9) x1) (bvsge (_ bv255 9) x1)) (and (bvsle (_ bv0 9) x2) (bvsge (_ bv255 9) x2))))
(assert
 (and (= (_ bv0 9) x1) (= (_ bv0 9) x2)))
(assert
 (let ((?x1 (bvsub x1 x2)))
 (not (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)) isqrt!58) (_ bv1 11)))))))
(assert
 (and (bvsle (_ bv0 11) isqrt!58) (bvsge (_ bv570 11) isqrt!58)))
(assert
 (let ((?x2 ((_ sign_extend 9) isqrt!58)))
 (let ((?x3 (bvsub x1 x2)))
 (let ((?x4 (ite (bvslt ?x3 (_ bv0 9)) (bvneg ?x3) ?x3)))
 (bvsle (bvmul ?x2 ?x2) (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x4) (_ bv5 12))) ((_ sign_extend 11) ?x4)))))))
(assert
 (let ((?x5 (bvsub x1 x2)))
 (let ((?x6 (ite (bvslt ?x5 (_ bv0 9)) (bvneg ?x5) ?x5)))
 (let ((?x7 ((_ sign_extend 9) isqrt!58)))
 (bvslt (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x6) (_ bv5 12))) ((_ sign_extend 11) ?x6)) (bvadd (bvadd (bvmul ?x7 ?x7) ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!58) (_ bv2 12)))) (_ bv1 20)))))))
(assert
 (and (bvsle (_ bv0 11) isqrt!59) (bvsge (_ bv570 11) isqrt!59)))
(assert
 (let ((?x8 ((_ sign_extend 9) isqrt!59)))
 (let ((?x9 (bvsub y1 y2)))
 (let ((?x10 (ite (bvslt ?x9 (_ bv0 9)) (bvneg ?x9) ?x9)))
 (bvsle (bvmul ?x8 ?x8) (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x10) (_ bv5 12))) ((_ sign_extend 11) ?x10)))))))
(assert
 (let ((?x11 (bvsub y1 y2)))
 (let ((?x12 (ite (bvslt ?x11 (_ bv0 9)) (bvneg ?x11) ?x11)))
 (let ((?x13 ((_ sign_extend 9) isqrt!59)))
 (bvslt (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x12) (_ bv5 12))) ((_ sign_extend 11) ?x12)) (bvadd (bvadd (bvmul ?x13 ?x13) ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!59) (_ bv2 12)))) (_ bv1 20)))))))
(check-sat)
