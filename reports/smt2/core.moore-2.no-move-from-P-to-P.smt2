; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(declare-fun y3 () (_ BitVec 4))
(declare-fun y2 () (_ BitVec 4))
(declare-fun y1 () (_ BitVec 4))
(declare-fun divr!8 () (_ BitVec 3))
(declare-fun divr!6 () (_ BitVec 3))
(declare-fun divr!4 () (_ BitVec 3))
(declare-fun divr!14 () (_ BitVec 3))
(declare-fun divr!12 () (_ BitVec 3))
(declare-fun divr!10 () (_ BitVec 3))
(declare-fun divq!3 () (_ BitVec 2))
(declare-fun divq!5 () (_ BitVec 2))
(declare-fun divq!7 () (_ BitVec 2))
(declare-fun divq!9 () (_ BitVec 2))
(declare-fun divq!11 () (_ BitVec 2))
(declare-fun divq!13 () (_ BitVec 2))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (and (and (bvsle (_ bv0 4) y1) (bvsge (_ bv7 4) y1)) (and (bvsle (_ bv0 4) y2) (bvsge (_ bv7 4) y2)) (and (bvsle (_ bv0 4) y3) (bvsge (_ bv7 4) y3))))
(assert
 (and (= (_ bv0 3) divr!4) (= (_ bv0 3) divr!6) (= (_ bv0 3) divr!8)))
(assert
 (let ((?x1 (bvslt y1 x1)))
 (let ((?x2 (bvslt y2 x2)))
 (let ((?x3 (bvslt y3 x3)))
 (and (and true (bvsle y1 x1)) (and true (bvsle y2 x2)) (and true (bvsle y3 x3)) (or ?x1 ?x2 ?x3) (<= (+ (ite ?x1 1 0) (ite ?x2 1 0) (ite ?x3 1 0)) 2))))))
(assert
 (and (= (_ bv0 3) divr!10) (= (_ bv0 3) divr!12) (= (_ bv0 3) divr!14)))
(assert
 (and (bvsle (_ bv0 2) divq!3) (bvsge (_ bv1 2) divq!3)))
(assert
 (and (bvsle (_ bv0 3) divr!4) (bvsge (_ bv2 3) divr!4)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!3) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
(assert
 (and (bvsle (_ bv0 2) divq!5) (bvsge (_ bv1 2) divq!5)))
(assert
 (and (bvsle (_ bv0 3) divr!6) (bvsge (_ bv2 3) divr!6)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!5) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
(assert
 (and (bvsle (_ bv0 2) divq!7) (bvsge (_ bv1 2) divq!7)))
(assert
 (and (bvsle (_ bv0 3) divr!8) (bvsge (_ bv2 3) divr!8)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!7) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
(assert
 (and (bvsle (_ bv0 2) divq!9) (bvsge (_ bv1 2) divq!9)))
(assert
 (and (bvsle (_ bv0 3) divr!10) (bvsge (_ bv2 3) divr!10)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!9) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
(assert
 (and (bvsle (_ bv0 2) divq!11) (bvsge (_ bv1 2) divq!11)))
(assert
 (and (bvsle (_ bv0 3) divr!12) (bvsge (_ bv2 3) divr!12)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!11) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
(assert
 (and (bvsle (_ bv0 2) divq!13) (bvsge (_ bv1 2) divq!13)))
(assert
 (and (bvsle (_ bv0 3) divr!14) (bvsge (_ bv2 3) divr!14)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!13) (_ bv3 3))) ((_ sign_extend 1) divr!14))))
(check-sat)
