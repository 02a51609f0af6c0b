; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(declare-fun y3 () (_ BitVec 4))
(declare-fun y2 () (_ BitVec 4))
(declare-fun y1 () (_ BitVec 4))
(declare-fun divr!24 () (_ BitVec 3))
(declare-fun divr!22 () (_ BitVec 3))
(declare-fun divr!20 () (_ BitVec 3))
(declare-fun divr!30 () (_ BitVec 3))
(declare-fun divr!28 () (_ BitVec 3))
(declare-fun divr!26 () (_ BitVec 3))
(declare-fun divq!19 () (_ BitVec 2))
(declare-fun divq!21 () (_ BitVec 2))
(declare-fun divq!23 () (_ BitVec 2))
(declare-fun divq!25 () (_ BitVec 2))
(declare-fun divq!27 () (_ BitVec 2))
(declare-fun divq!29 () (_ BitVec 2))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (and (and (bvsle (_ bv0 4) y1) (bvsge (_ bv7 4) y1)) (and (bvsle (_ bv0 4) y2) (bvsge (_ bv7 4) y2)) (and (bvsle (_ bv0 4) y3) (bvsge (_ bv7 4) y3))))
(assert
 (and (= (_ bv0 3) divr!20) (= (_ bv0 3) divr!22) (= (_ bv0 3) divr!24)))
(assert
 (let ((?x1 (bvslt y1 x1)))
 (let ((?x2 (bvslt y2 x2)))
 (let ((?x3 (bvslt y3 x3)))
 (and (and true (bvsle y1 x1)) (and true (bvsle y2 x2)) (and true (bvsle y3 x3)) (or ?x1 ?x2 ?x3) (not (and ?x1 ?x2 ?x3)))))))
(assert
 (and (= (_ bv0 3) divr!26) (= (_ bv0 3) divr!28) (= (_ bv0 3) divr!30)))
(assert
 (and (bvsle (_ bv0 2) divq!19) (bvsge (_ bv1 2) divq!19)))
(assert
 (and (bvsle (_ bv0 3) divr!20) (bvsge (_ bv2 3) divr!20)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!19) (_ bv3 3))) ((_ sign_extend 1) divr!20))))
(assert
 (and (bvsle (_ bv0 2) divq!21) (bvsge (_ bv1 2) divq!21)))
(assert
 (and (bvsle (_ bv0 3) divr!22) (bvsge (_ bv2 3) divr!22)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!21) (_ bv3 3))) ((_ sign_extend 1) divr!22))))
(assert
 (and (bvsle (_ bv0 2) divq!23) (bvsge (_ bv1 2) divq!23)))
(assert
 (and (bvsle (_ bv0 3) divr!24) (bvsge (_ bv2 3) divr!24)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!23) (_ bv3 3))) ((_ sign_extend 1) divr!24))))
(assert
 (and (bvsle (_ bv0 2) divq!25) (bvsge (_ bv1 2) divq!25)))
(assert
 (and (bvsle (_ bv0 3) divr!26) (bvsge (_ bv2 3) divr!26)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!25) (_ bv3 3))) ((_ sign_extend 1) divr!26))))
(assert
 (and (bvsle (_ bv0 2) divq!27) (bvsge (_ bv1 2) divq!27)))
(assert
 (and (bvsle (_ bv0 3) divr!28) (bvsge (_ bv2 3) divr!28)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!27) (_ bv3 3))) ((_ sign_extend 1) divr!28))))
(assert
 (and (bvsle (_ bv0 2) divq!29) (bvsge (_ bv1 2) divq!29)))
(assert
 (and (bvsle (_ bv0 3) divr!30) (bvsge (_ bv2 3) divr!30)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!29) (_ bv3 3))) ((_ sign_extend 1) divr!30))))
(check-sat)
