; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (bvsgt (_ bv18446744073709551616 66) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2)))))
(assert
 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2)))
(assert
 (not (= (_ bv0 65) x1)))
(check-sat)
