; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2))))
(assert
 (not (= (_ bv0 65) (bvxor x1 x2))))
(assert
 (not (and (= (_ bv0 65) x1) (= (_ bv0 65) x2))))
(assert
 (let ((?x1 (bvxor x1 x2)))
 (let ((?x2 (ite (bvslt (bvxor x1 ?x1) x1) (_ bv0 2) (_ bv1 2))))
 (let ((?x3 (= (_ bv0 2) ?x2)))
 (let ((?x4 (bvxor (ite ?x3 x1 x2) ?x1)))
 (let ((?x5 (ite ?x3 ?x4 x1)))
 (let ((?x6 (ite (= (_ bv1 2) ?x2) ?x4 x2)))
 (not (and true (or (and (and true (bvslt ?x5 x1)) (= x2 ?x6)) (and (and true (bvslt ?x6 x2)) (= x1 ?x5))) (= (_ bv0 65) (bvxor ?x5 ?x6)))))))))))
(check-sat)
