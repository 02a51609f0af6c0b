; benchmark generated from python API
(set-info :status unknown)
(declare-fun x8 () (_ BitVec 65))
(declare-fun x7 () (_ BitVec 65))
(declare-fun x6 () (_ BitVec 65))
(declare-fun x5 () (_ BitVec 65))
(declare-fun x4 () (_ BitVec 65))
(declare-fun x3 () (_ BitVec 65))
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (and (bvsle (_ bv0 65) x3) (bvsge (_ bv18446744073709551615 65) x3)) (and (bvsle (_ bv0 65) x4) (bvsge (_ bv18446744073709551615 65) x4)) (and (bvsle (_ bv0 65) x5) (bvsge (_ bv18446744073709551615 65) x5)) (and (bvsle (_ bv0 65) x6) (bvsge (_ bv18446744073709551615 65) x6)) (and (bvsle (_ bv0 65) x7) (bvsge (_ bv18446744073709551615 65) x7)) (and (bvsle (_ bv0 65) x8) (bvsge (_ bv18446744073709551615 65) x8)) (bvsgt (_ bv18446744073709551616 68) (bvadd (bvadd (bvadd (bvadd ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2))) ((_ sign_extend 2) x3)) ((_ sign_extend 2) x4))) ((_ sign_extend 3) x5)) ((_ sign_extend 3) x6)) ((_ sign_extend 3) x7)) ((_ sign_extend 3) x8)))))
(assert
 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2) (= (_ bv0 65) x3) (= (_ bv0 65) x4) (= (_ bv0 65) x5) (= (_ bv0 65) x6) (= (_ bv0 65) x7) (= (_ bv0 65) x8)))
(assert
 (not (= (_ bv0 65) (bvxor (bvxor (bvxor x1 x3) x5) x7))))
(check-sat)
