; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () (_ BitVec 11))
(declare-fun x2 () (_ BitVec 11))
(assert
 (and (and (bvsle (_ bv0 11) x1) (bvsge (_ bv1023 11) x1)) (and (bvsle (_ bv0 11) x2) (bvsge (_ bv1023 11) x2)) (bvsle x2 x1)))
(assert
 (or (= (_ bv0 11) x1) (= (_ bv0 11) x2)))
(assert
 (not (or (= (_ bv0 11) x1) (= (_ bv1 11) x1) (= (_ bv2 11) x1) (= (_ bv3 11) x1) (= (_ bv5 11) x1) (= (_ bv8 11) x1) (= (_ bv13 11) x1) (= (_ bv21 11) x1) (= (_ bv34 11) x1) (= (_ bv55 11) x1) (= (_ bv89 11) x1) (= (_ bv144 11) x1) (= (_ bv233 11) x1) (= (_ bv377 11) x1) (= (_ bv610 11) x1) (= (_ bv987 11) x1))))
(check-sat)
