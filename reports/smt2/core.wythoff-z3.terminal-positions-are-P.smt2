; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 9))
(declare-fun x1 () (_ BitVec 9))
(declare-fun isqrt!21 () (_ BitVec 11))
(declare-fun isqrt!22 () (_ BitVec 11))
(declare-fun y2 () (_ BitVec 9))
(declare-fun y1 () (_ BitVec 9))
(assert
 (and (and (bvsle (_ bv0 9) x1) (bvsge (_ bv255 9) x1)) (and (bvsle (_ bv0 9) x2) (bvsge (_ bv255 9) x2))))
(assert
 (and (= (_ bv0 9) x1) (= (_ bv0 9) x2)))
(assert
 (let ((?x1 (bvsub x1 x2)))
 (let ((?x2 (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)))
 (let (($x3 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) ?x2) isqrt!21) (_ bv1 11))))))
 (not $x3)))))
(assert
 (let (($x4 (bvsle (_ bv0 11) isqrt!21)))
 (and $x4 (bvsge (_ bv570 11) isqrt!21))))
(assert
 (let ((?x1 (bvsub x1 x2)))
 (let ((?x2 (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)))
 (let ((?x5 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x2) (_ bv5 12))) ((_ sign_extend 11) ?x2))))
 (let ((?x6 ((_ sign_extend 9) isqrt!21)))
 (let ((?x7 (bvmul ?x6 ?x6)))
 (bvsle ?x7 ?x5)))))))
(assert
 (let ((?x6 ((_ sign_extend 9) isqrt!21)))
 (let ((?x7 (bvmul ?x6 ?x6)))
 (let ((?x8 (bvadd (bvadd ?x7 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!21) (_ bv2 12)))) (_ bv1 20))))
 (let ((?x1 (bvsub x1 x2)))
 (let ((?x2 (ite (bvslt ?x1 (_ bv0 9)) (bvneg ?x1) ?x1)))
 (let ((?x5 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x2) (_ bv5 12))) ((_ sign_extend 11) ?x2))))
 (bvslt ?x5 ?x8))))))))
(assert
 (let (($x9 (bvsle (_ bv0 11) isqrt!22)))
 (and $x9 (bvsge (_ bv570 11) isqrt!22))))
(assert
 (let ((?x10 (bvsub y1 y2)))
 (let ((?x11 (ite (bvslt ?x10 (_ bv0 9)) (bvneg ?x10) ?x10)))
 (let ((?x12 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x11) (_ bv5 12))) ((_ sign_extend 11) ?x11))))
 (let ((?x13 ((_ sign_extend 9) isqrt!22)))
 (let ((?x14 (bvmul ?x13 ?x13)))
 (bvsle ?x14 ?x12)))))))
(assert
 (let ((?x13 ((_ sign_extend 9) isqrt!22)))
(let ((?x14 (bvmul ?x13 ?x13)))
(let ((?x15 (bvadd (bvadd ?x14 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!22) (_ bv2 12)))) (_ bv1 20))))
(let ((?x10 (bvsub y1 y2)))
(let ((?x11 (ite (bvslt ?x10 (_ bv0 9)) (bvneg ?x10) ?x10)))
(let ((?x12 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x11) (_ bv5 12))) ((_ sign_extend 11) ?x11))))
(bvslt ?x12 ?x15))))))))
(check-sat)
