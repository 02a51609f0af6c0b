; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 65))
(declare-fun y () (_ BitVec 65))
(declare-fun z () (_ BitVec 65))
(assert
 (and (bvsle (_ bv0 65) x) (bvsge (_ bv18446744073709551615 65) x)))
(assert
 (and (bvsle (_ bv0 65) y) (bvsge (_ bv18446744073709551615 65) y)))
(assert
 (and (bvsle (_ bv0 65) z) (bvsge (_ bv18446744073709551615 65) z)))
(assert
 (let ((?x1 (bvxor x y)))
 (not (and (= ?x1 (bvxor y x)) (= (bvxor x (bvxor y z)) (bvxor ?x1 z)) (= (bvxor (_ bv0 65) x) x) (= (_ bv0 65) (bvxor x x)) (or (not (= ?x1 (bvxor x z))) (= y z))))))
(check-sat)
