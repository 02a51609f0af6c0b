; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 65))
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(declare-fun y3 () (_ BitVec 65))
(declare-fun y2 () (_ BitVec 65))
(declare-fun y1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (and (bvsle (_ bv0 65) x3) (bvsge (_ bv18446744073709551615 65) x3))))
(assert
 (and (and (bvsle (_ bv0 65) y1) (bvsge (_ bv18446744073709551615 65) y1)) (and (bvsle (_ bv0 65) y2) (bvsge (_ bv18446744073709551615 65) y2)) (and (bvsle (_ bv0 65) y3) (bvsge (_ bv18446744073709551615 65) y3))))
(assert
 (let ((?x1 (ite (bvslt x1 x2) x2 x1)))
 (let ((?x2 (ite (bvslt ?x1 x3) x3 ?x1)))
 (let ((?x3 (bvxor (bvxor x1 x2) x3)))
 (or (and (bvsge (_ bv1 65) ?x2) (= (_ bv1 65) ?x3)) (and (bvslt (_ bv1 65) ?x2) (= (_ bv0 65) ?x3)))))))
(assert
 (let ((?x4 (= x2 y2)))
 (let ((?x5 (= x3 y3)))
 (let ((?x6 (= x1 y1)))
 (or (and (and true (bvslt y1 x1)) ?x4 ?x5) (and (and true (bvslt y2 x2)) ?x6 ?x5) (and (and true (bvslt y3 x3)) ?x6 ?x4))))))
(assert
 (let ((?x7 (ite (bvslt y1 y2) y2 y1)))
 (let ((?x8 (ite (bvslt ?x7 y3) y3 ?x7)))
 (let ((?x9 (bvxor (bvxor y1 y2) y3)))
 (or (and (bvsge (_ bv1 65) ?x8) (= (_ bv1 65) ?x9)) (and (bvslt (_ bv1 65) ?x8) (= (_ bv0 65) ?x9)))))))
(check-sat)
