; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2))))
(assert
 (let ((?x10096 (bvxor x1 x2)))
 (let (($x9610 (= (_ bv0 65) ?x10096)))
 (not $x9610))))
(assert
 (let (($x13431 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2))))
 (not $x13431)))
(assert
 (let ((?x10096 (bvxor x1 x2)))
(let ((?x1654 (ite (bvslt (bvxor x1 ?x10096) x1) (_ bv0 2) (_ bv1 2))))
(let (($x12562 (= (_ bv0 2) ?x1654)))
(let ((?x10257 (bvxor (ite $x12562 x1 x2) ?x10096)))
(let ((?x38584 (ite (= (_ bv1 2) ?x1654) ?x10257 x2)))
(let ((?x11889 (ite $x12562 ?x10257 x1)))
(let (($x38587 (= (_ bv0 65) (bvxor ?x11889 ?x38584))))
(let (($x145 (or (and (and true (bvslt ?x11889 x1)) (= x2 ?x38584)) (and (and true (bvslt ?x38584 x2)) (= x1 ?x11889)))))
(not (and true $x145 $x38587)))))))))))
(check-sat)
