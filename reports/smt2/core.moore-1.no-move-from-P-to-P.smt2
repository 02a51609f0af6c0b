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
 (let ((?x51 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x54134 (bvand (bvadd ?x51 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2)))) (_ bv1 3))))
 (let ((?x54261 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x11394 (bvadd ?x54261 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x12857 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x14661 (bvand (bvadd ?x12857 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4))))) (_ bv1 3))))
 (and (= (_ bv0 2) ((_ extract 1 0) ?x14661)) (= (_ bv0 2) ((_ extract 1 0) (bvand ?x11394 (_ bv1 3)))) (= (_ bv0 2) ((_ extract 1 0) ?x54134))))))))))
(assert
 (let ((?x44684 (+ (ite (bvslt y1 x1) 1 0) (ite (bvslt y2 x2) 1 0) (ite (bvslt y3 x3) 1 0))))
 (and (and true (bvsle y1 x1)) (and true (bvsle y2 x2)) (and true (bvsle y3 x3)) (or (bvslt y1 x1) (bvslt y2 x2) (bvslt y3 x3)) (<= ?x44684 1))))
(assert
 (let ((?x34203 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2))))))
(let ((?x18064 (bvand (bvadd ?x34203 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2)))) (_ bv1 3))))
(let ((?x64511 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3)))))))
(let ((?x51774 (bvadd ?x64511 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))))
(let ((?x24037 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4)))))))
(let ((?x42663 (bvand (bvadd ?x24037 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4))))) (_ bv1 3))))
(and (= (_ bv0 2) ((_ extract 1 0) ?x42663)) (= (_ bv0 2) ((_ extract 1 0) (bvand ?x51774 (_ bv1 3)))) (= (_ bv0 2) ((_ extract 1 0) ?x18064))))))))))
(check-sat)
