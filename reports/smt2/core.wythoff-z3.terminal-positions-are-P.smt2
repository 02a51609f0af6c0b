; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 9))
(declare-fun x1 () (_ BitVec 9))
(declare-fun isqrt!19 () (_ BitVec 11))
(declare-fun isqrt!20 () (_ BitVec 11))
(declare-fun y2 () (_ BitVec 9))
(declare-fun y1 () (_ BitVec 9))
(assert
 (and (and (bvsle (_ bv0 9) x1) (bvsge (_ bv255 9) x1)) (and (bvsle (_ bv0 9) x2) (bvsge (_ bv255 9) x2))))
(assert
 (and (= (_ bv0 9) x1) (= (_ bv0 9) x2)))
(assert
 (let ((?x44613 (bvsub x1 x2)))
 (let ((?x49763 (ite (bvslt ?x44613 (_ bv0 9)) (bvneg ?x44613) ?x44613)))
 (let (($x52334 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) ?x49763) isqrt!19) (_ bv1 11))))))
 (not $x52334)))))
(assert
 (let (($x53229 (bvsle (_ bv0 11) isqrt!19)))
 (and $x53229 (bvsge (_ bv570 11) isqrt!19))))
(assert
 (let ((?x44613 (bvsub x1 x2)))
 (let ((?x49763 (ite (bvslt ?x44613 (_ bv0 9)) (bvneg ?x44613) ?x44613)))
 (let ((?x41793 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x49763) (_ bv5 12))) ((_ sign_extend 11) ?x49763))))
 (let ((?x30212 ((_ sign_extend 9) isqrt!19)))
 (let ((?x42362 (bvmul ?x30212 ?x30212)))
 (bvsle ?x42362 ?x41793)))))))
(assert
 (let ((?x30212 ((_ sign_extend 9) isqrt!19)))
 (let ((?x42362 (bvmul ?x30212 ?x30212)))
 (let ((?x46375 (bvadd (bvadd ?x42362 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!19) (_ bv2 12)))) (_ bv1 20))))
 (let ((?x44613 (bvsub x1 x2)))
 (let ((?x49763 (ite (bvslt ?x44613 (_ bv0 9)) (bvneg ?x44613) ?x44613)))
 (let ((?x41793 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x49763) (_ bv5 12))) ((_ sign_extend 11) ?x49763))))
 (bvslt ?x41793 ?x46375))))))))
(assert
 (let (($x44737 (bvsle (_ bv0 11) isqrt!20)))
 (and $x44737 (bvsge (_ bv570 11) isqrt!20))))
(assert
 (let ((?x23652 (bvsub y1 y2)))
 (let ((?x2026 (ite (bvslt ?x23652 (_ bv0 9)) (bvneg ?x23652) ?x23652)))
 (let ((?x29940 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x2026) (_ bv5 12))) ((_ sign_extend 11) ?x2026))))
 (let ((?x9492 ((_ sign_extend 9) isqrt!20)))
 (let ((?x18570 (bvmul ?x9492 ?x9492)))
 (bvsle ?x18570 ?x29940)))))))
(assert
 (let ((?x9492 ((_ sign_extend 9) isqrt!20)))
(let ((?x18570 (bvmul ?x9492 ?x9492)))
(let ((?x20641 (bvadd (bvadd ?x18570 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!20) (_ bv2 12)))) (_ bv1 20))))
(let ((?x23652 (bvsub y1 y2)))
(let ((?x2026 (ite (bvslt ?x23652 (_ bv0 9)) (bvneg ?x23652) ?x23652)))
(let ((?x29940 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x2026) (_ bv5 12))) ((_ sign_extend 11) ?x2026))))
(bvslt ?x29940 ?x20641))))))))
(check-sat)
