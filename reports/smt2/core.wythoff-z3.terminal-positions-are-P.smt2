; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 9))
(declare-fun x1 () (_ BitVec 9))
(declare-fun isqrt!10 () (_ BitVec 11))
(declare-fun isqrt!11 () (_ BitVec 11))
(declare-fun y2 () (_ BitVec 9))
(declare-fun y1 () (_ BitVec 9))
(assert
 (and (and (bvsle (_ bv0 9) x1) (bvsge (_ bv255 9) x1)) (and (bvsle (_ bv0 9) x2) (bvsge (_ bv255 9) x2))))
(assert
 (and (= (_ bv0 9) x1) (= (_ bv0 9) x2)))
(assert
 (let ((?x28890 (bvsub x1 x2)))
 (let ((?x33087 (ite (bvslt ?x28890 (_ bv0 9)) (bvneg ?x28890) ?x28890)))
 (let (($x307 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) ?x33087) isqrt!10) (_ bv1 11))))))
 (not $x307)))))
(assert
 (let (($x674 (bvsle (_ bv0 11) isqrt!10)))
 (and $x674 (bvsge (_ bv570 11) isqrt!10))))
(assert
 (let ((?x28890 (bvsub x1 x2)))
 (let ((?x33087 (ite (bvslt ?x28890 (_ bv0 9)) (bvneg ?x28890) ?x28890)))
 (let ((?x50328 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x33087) (_ bv5 12))) ((_ sign_extend 11) ?x33087))))
 (let ((?x51197 ((_ sign_extend 9) isqrt!10)))
 (let ((?x48686 (bvmul ?x51197 ?x51197)))
 (bvsle ?x48686 ?x50328)))))))
(assert
 (let ((?x51197 ((_ sign_extend 9) isqrt!10)))
 (let ((?x48686 (bvmul ?x51197 ?x51197)))
 (let ((?x51766 (bvadd (bvadd ?x48686 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!10) (_ bv2 12)))) (_ bv1 20))))
 (let ((?x28890 (bvsub x1 x2)))
 (let ((?x33087 (ite (bvslt ?x28890 (_ bv0 9)) (bvneg ?x28890) ?x28890)))
 (let ((?x50328 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x33087) (_ bv5 12))) ((_ sign_extend 11) ?x33087))))
 (bvslt ?x50328 ?x51766))))))))
(assert
 (let (($x36693 (bvsle (_ bv0 11) isqrt!11)))
 (and $x36693 (bvsge (_ bv570 11) isqrt!11))))
(assert
 (let ((?x21787 (bvsub y1 y2)))
 (let ((?x28257 (ite (bvslt ?x21787 (_ bv0 9)) (bvneg ?x21787) ?x21787)))
 (let ((?x30586 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x28257) (_ bv5 12))) ((_ sign_extend 11) ?x28257))))
 (let ((?x52171 ((_ sign_extend 9) isqrt!11)))
 (let ((?x62087 (bvmul ?x52171 ?x52171)))
 (bvsle ?x62087 ?x30586)))))))
(assert
 (let ((?x52171 ((_ sign_extend 9) isqrt!11)))
(let ((?x62087 (bvmul ?x52171 ?x52171)))
(let ((?x52969 (bvadd (bvadd ?x62087 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!11) (_ bv2 12)))) (_ bv1 20))))
(let ((?x21787 (bvsub y1 y2)))
(let ((?x28257 (ite (bvslt ?x21787 (_ bv0 9)) (bvneg ?x21787) ?x21787)))
(let ((?x30586 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x28257) (_ bv5 12))) ((_ sign_extend 11) ?x28257))))
(bvslt ?x30586 ?x52969))))))))
(check-sat)
