; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 65))
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (and (bvsle (_ bv0 65) x3) (bvsge (_ bv18446744073709551615 65) x3))))
(assert
 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2) (= (_ bv0 65) x3)))
(assert
 (let ((?x1 (ite (bvslt x1 x2) x2 x1)))
 (let ((?x2 (ite (bvslt ?x1 x3) x3 ?x1)))
 (let ((?x3 (bvxor (bvxor x1 x2) x3)))
 (or (and (bvsge (_ bv1 65) ?x2) (= (_ bv1 65) ?x3)) (and (bvslt (_ bv1 65) ?x2) (= (_ bv0 65) ?x3)))))))
(check-sat)
