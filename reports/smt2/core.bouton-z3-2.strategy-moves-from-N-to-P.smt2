; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2))))
(assert
 (let ((?x1 (bvxor x1 x2)))
 (let (($x2 (= (_ bv0 65) ?x1)))
 (not $x2))))
(assert
 (let (($x3 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2))))
 (not $x3)))
(assert
 (let ((?x1 (bvxor x1 x2)))
(let ((?x4 (ite (bvslt (bvxor x1 ?x1) x1) (_ bv0 2) (_ bv1 2))))
(let (($x5 (= (_ bv0 2) ?x4)))
(let ((?x6 (bvxor (ite $x5 x1 x2) ?x1)))
(let ((?x7 (ite (= (_ bv1 2) ?x4) ?x6 x2)))
(let ((?x8 (ite $x5 ?x6 x1)))
(let (($x9 (= (_ bv0 65) (bvxor ?x8 ?x7))))
(let (($x10 (or (and (and true (bvslt ?x8 x1)) (= x2 ?x7)) (and (and true (bvslt ?x7 x2)) (= x1 ?x8)))))
(not (and true $x10 $x9)))))))))))
(check-sat)
