; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (not (and (= (_ bv0 2) ((_ extract 1 0) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4))))) (_ bv1 3)))) (= (_ bv0 2) ((_ extract 1 0) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3))))) (_ bv1 3)))) (= (_ bv0 2) ((_ extract 1 0) (bvand (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2)))) (_ bv1 3)))))))
(assert
 (not (and (= (_ bv0 4) x1) (= (_ bv0 4) x2) (= (_ bv0 4) x3))))
(assert
 (let ((?x1 (bvxor (bvxor x1 x2) x3)))
 (let ((?x2 (ite (bvslt (bvxor x2 ?x1) x2) (_ bv1 3) (_ bv2 3))))
 (let ((?x3 (ite (bvslt (bvxor x1 ?x1) x1) (_ bv0 3) (_ bv2 3))))
 (let ((?x4 (ite (bvslt ?x2 ?x3) ?x2 ?x3)))
 (let ((?x5 (= (_ bv0 3) ?x4)))
 (let ((?x6 (= (_ bv1 3) ?x4)))
 (let ((?x7 (bvxor (ite ?x5 x1 (ite ?x6 x2 x3)) ?x1)))
 (let ((?x8 (ite ?x5 ?x7 x1)))
 (let ((?x9 (ite ?x6 ?x7 x2)))
 (let ((?x10 (ite (= (_ bv2 3) ?x4) ?x7 x3)))
 (let ((?x11 (bvslt ?x8 x1)))
 (let ((?x12 (bvslt ?x9 x2)))
 (let ((?x13 (bvslt ?x10 x3)))
 (not (and true (and (and true (bvsle ?x8 x1)) (and true (bvsle ?x9 x2)) (and true (bvsle ?x10 x3)) (or ?x11 ?x12 ?x13) (not (or (and ?x11 ?x12) (and ?x11 ?x13) (and ?x12 ?x13)))) (and (= (_ bv0 2) ((_ extract 1 0) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr ?x8 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr ?x9 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr ?x10 (_ bv0 4)) (_ bv1 4))))) (_ bv1 3)))) (= (_ bv0 2) ((_ extract 1 0) (bvand (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr ?x8 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr ?x9 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr ?x10 (_ bv1 4))) (_ bv1 3))))) (_ bv1 3)))) (= (_ bv0 2) ((_ extract 1 0) (bvand (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr ?x8 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr ?x9 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr ?x10 (_ bv2 4))) (_ bv1 2)))) (_ bv1 3)))))))))))))))))))))
(check-sat)
