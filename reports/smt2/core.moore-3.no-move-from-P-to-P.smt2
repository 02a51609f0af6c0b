; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(declare-fun y3 () (_ BitVec 4))
(declare-fun y2 () (_ BitVec 4))
(declare-fun y1 () (_ BitVec 4))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (and (and (bvsle (_ bv0 4) y1) (bvsge (_ bv7 4) y1)) (and (bvsle (_ bv0 4) y2) (bvsge (_ bv7 4) y2)) (and (bvsle (_ bv0 4) y3) (bvsge (_ bv7 4) y3))))
(assert
 (and (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2)))) (_ bv3 3)))))
(assert
 (and (and true (bvsle y1 x1)) (and true (bvsle y2 x2)) (and true (bvsle y3 x3)) (or (bvslt y1 x1) (bvslt y2 x2) (bvslt y3 x3)) true))
(assert
 (and (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3))))) (_ bv3 3))) (= (_ bv0 3) (bvand (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2)))) (_ bv3 3)))))
(check-sat)
