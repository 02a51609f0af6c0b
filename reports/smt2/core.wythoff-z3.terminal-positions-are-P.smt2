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
 (let ((?x4419 (bvsub x1 x2)))
 (let ((?x38211 (ite (bvslt ?x4419 (_ bv0 9)) (bvneg ?x4419) ?x4419)))
 (let (($x25294 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) ?x38211) isqrt!19) (_ bv1 11))))))
 (not $x25294)))))
(assert
 (let (($x57429 (bvsle (_ bv0 11) isqrt!19)))
 (and $x57429 (bvsge (_ bv570 11) isqrt!19))))
(assert
 (let ((?x4419 (bvsub x1 x2)))
 (let ((?x38211 (ite (bvslt ?x4419 (_ bv0 9)) (bvneg ?x4419) ?x4419)))
 (let ((?x35861 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x38211) (_ bv5 12))) ((_ sign_extend 11) ?x38211))))
 (let ((?x9897 ((_ sign_extend 9) isqrt!19)))
 (let ((?x48116 (bvmul ?x9897 ?x9897)))
 (bvsle ?x48116 ?x35861)))))))
(assert
 (let ((?x9897 ((_ sign_extend 9) isqrt!19)))
 (let ((?x48116 (bvmul ?x9897 ?x9897)))
 (let ((?x22606 (bvadd (bvadd ?x48116 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!19) (_ bv2 12)))) (_ bv1 20))))
 (let ((?x4419 (bvsub x1 x2)))
 (let ((?x38211 (ite (bvslt ?x4419 (_ bv0 9)) (bvneg ?x4419) ?x4419)))
 (let ((?x35861 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x38211) (_ bv5 12))) ((_ sign_extend 11) ?x38211))))
 (bvslt ?x35861 ?x22606))))))))
(assert
 (let (($x50570 (bvsle (_ bv0 11) isqrt!20)))
 (and $x50570 (bvsge (_ bv570 11) isqrt!20))))
(assert
 (let ((?x25295 (bvsub y1 y2)))
 (let ((?x29626 (ite (bvslt ?x25295 (_ bv0 9)) (bvneg ?x25295) ?x25295)))
 (let ((?x19765 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x29626) (_ bv5 12))) ((_ sign_extend 11) ?x29626))))
 (let ((?x64108 ((_ sign_extend 9) isqrt!20)))
 (let ((?x14787 (bvmul ?x64108 ?x64108)))
 (bvsle ?x14787 ?x19765)))))))
(assert
 (let ((?x64108 ((_ sign_extend 9) isqrt!20)))
(let ((?x14787 (bvmul ?x64108 ?x64108)))
(let ((?x20121 (bvadd (bvadd ?x14787 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!20) (_ bv2 12)))) (_ bv1 20))))
(let ((?x25295 (bvsub y1 y2)))
(let ((?x29626 (ite (bvslt ?x25295 (_ bv0 9)) (bvneg ?x25295) ?x25295)))
(let ((?x19765 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x29626) (_ bv5 12))) ((_ sign_extend 11) ?x29626))))
(bvslt ?x19765 ?x20121))))))))
(check-sat)
