; benchmark generated from python API
(set-info :status unknown)
(declare-fun x4 () (_ BitVec 65))
(declare-fun x3 () (_ BitVec 65))
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (and (bvsle (_ bv0 65) x3) (bvsge (_ bv18446744073709551615 65) x3)) (and (bvsle (_ bv0 65) x4) (bvsge (_ bv18446744073709551615 65) x4)) (bvsgt (_ bv18446744073709551616 67) (bvadd (bvadd ((_ sign_extend 1) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2))) ((_ sign_extend 2) x3)) ((_ sign_extend 2) x4)))))
(assert
 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2) (= (_ bv0 65) x3) (= (_ bv0 65) x4)))
(assert
 (not (= (_ bv0 65) (bvxor x1 x3))))
(check-sat)
