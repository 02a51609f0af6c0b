; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () (_ BitVec 65))
(declare-fun b () (_ BitVec 65))
(declare-fun r () (_ BitVec 65))
(assert
 (and (bvsle (_ bv0 65) a) (bvsge (_ bv18446744073709551615 65) a)))
(assert
 (and (bvsle (_ bv0 65) b) (bvsge (_ bv18446744073709551615 65) b)))
(assert
 (and (bvsle (_ bv0 65) r) (bvsge (_ bv18446744073709551615 65) r)))
(assert
 (not (or (not (= (_ bv0 65) (bvxor a r))) (not (= (_ bv0 65) (bvxor b r))) (= a b))))
(check-sat)
