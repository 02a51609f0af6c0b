; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (not (and (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2)))) (_ bv3 3))))))
(assert
 (not (and (= (_ bv0 4) x1) (= (_ bv0 4) x2) (= (_ bv0 4) x3))))
(assert
 (forall ((q1 (_ BitVec 4)) (q2 (_ BitVec 4)) (q3 (_ BitVec 4))) (=> (and (and (and (bvsle (_ bv0 4) q1) (bvsge (_ bv7 4) q1)) (and (bvsle (_ bv0 4) q2) (bvsge (_ bv7 4) q2)) (and (bvsle (_ bv0 4) q3) (bvsge (_ bv7 4) q3))) (and (and true (bvsle q1 x1)) (and true (bvsle q2 x2)) (and true (bvsle q3 x3)) (or (bvslt q1 x1) (bvslt q2 x2) (bvslt q3 x3)) true)) (not (and (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q3 (_ bv0 4)) (_ bv1 4))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q3 (_ bv1 4))) (_ bv1 3))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q3 (_ bv2 4))) (_ bv1 2)))) (_ bv3 3))))))))
(check-sat)
