; benchmark generated from python API
(set-info :status unknown)
(declare-fun x4 () (_ BitVec 65))
(declare-fun x3 () (_ BitVec 65))
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(declare-fun y4 () (_ BitVec 65))
(declare-fun y3 () (_ BitVec 65))
(declare-fun y2 () (_ BitVec 65))
(declare-fun y1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (and (bvsle (_ bv0 65) x3) (bvsge (_ bv18446744073709551615 65) x3)) (and (bvsle (_ bv0 65) x4) (bvsge (_ bv18446744073709551615 65) x4))))
(assert
 (and (and (bvsle (_ bv0 65) y1) (bvsge (_ bv18446744073709551615 65) y1)) (and (bvsle (_ bv0 65) y2) (bvsge (_ bv18446744073709551615 65) y2)) (and (bvsle (_ bv0 65) y3) (bvsge (_ bv18446744073709551615 65) y3)) (and (bvsle (_ bv0 65) y4) (bvsge (_ bv18446744073709551615 65) y4))))
(assert
 (= (_ bv0 65) (bvxor (bvxor (bvxor x1 x2) x3) x4)))
(assert
 (let ((?x1 (= x2 y2)))
 (let ((?x2 (= x3 y3)))
 (let ((?x3 (= x4 y4)))
 (let ((?x4 (= x1 y1)))
 (or (and (and true (bvslt y1 x1)) ?x1 ?x2 ?x3) (and (and true (bvslt y2 x2)) ?x4 ?x2 ?x3) (and (and true (bvslt y3 x3)) ?x4 ?x1 ?x3) (and (and true (bvslt y4 x4)) ?x4 ?x1 ?x2)))))))
(assert
 (= (_ bv0 65) (bvxor (bvxor (bvxor y1 y2) y3) y4)))
(check-sat)
