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
 (let (($x1 (= (_ bv0 3) divr!8)))
 (let (($x2 (= (_ bv0 3) divr!6)))
 (let (($x3 (= (_ bv0 3) divr!4)))
 (and $x3 $x2 $x1)))))
(assert
 (let ((?x4 (+ (ite (bvslt y1 x1) 1 0) (ite (bvslt y2 x2) 1 0) (ite (bvslt y3 x3) 1 0))))
 (and (and true (bvsle y1 x1)) (and true (bvsle y2 x2)) (and true (bvsle y3 x3)) (or (bvslt y1 x1) (bvslt y2 x2) (bvslt y3 x3)) (<= ?x4 2))))
(assert
 (let (($x5 (= (_ bv0 3) divr!14)))
 (let (($x6 (= (_ bv0 3) divr!12)))
 (let (($x7 (= (_ bv0 3) divr!10)))
 (and $x7 $x6 $x5)))))
(assert
 (let (($x8 (bvsle (_ bv0 2) divq!3)))
 (and $x8 (bvsge (_ bv1 2) divq!3))))
(assert
 (let (($x9 (bvsle (_ bv0 3) divr!4)))
 (and $x9 (bvsge (_ bv2 3) divr!4))))
(assert
 (let ((?x10 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!3) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
 (let ((?x11 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x12 (bvadd ?x11 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x12) ?x10)))))
(assert
 (let (($x13 (bvsle (_ bv0 2) divq!5)))
 (and $x13 (bvsge (_ bv1 2) divq!5))))
(assert
 (let (($x14 (bvsle (_ bv0 3) divr!6)))
 (and $x14 (bvsge (_ bv2 3) divr!6))))
(assert
 (let ((?x15 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!5) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
 (let ((?x16 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x17 (bvadd ?x16 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x17) ?x15)))))
(assert
 (let (($x18 (bvsle (_ bv0 2) divq!7)))
 (and $x18 (bvsge (_ bv1 2) divq!7))))
(assert
 (let (($x19 (bvsle (_ bv0 3) divr!8)))
 (and $x19 (bvsge (_ bv2 3) divr!8))))
(assert
 (let ((?x20 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!7) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
 (let ((?x21 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x22 (bvadd ?x21 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))))
 (= ((_ sign_extend 1) ?x22) ?x20)))))
(assert
 (let (($x23 (bvsle (_ bv0 2) divq!9)))
 (and $x23 (bvsge (_ bv1 2) divq!9))))
(assert
 (let (($x24 (bvsle (_ bv0 3) divr!10)))
 (and $x24 (bvsge (_ bv2 3) divr!10))))
(assert
 (let ((?x25 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!9) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
 (let ((?x26 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x27 (bvadd ?x26 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x27) ?x25)))))
(assert
 (let (($x28 (bvsle (_ bv0 2) divq!11)))
 (and $x28 (bvsge (_ bv1 2) divq!11))))
(assert
 (let (($x29 (bvsle (_ bv0 3) divr!12)))
 (and $x29 (bvsge (_ bv2 3) divr!12))))
(assert
 (let ((?x30 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!11) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
 (let ((?x31 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x32 (bvadd ?x31 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x32) ?x30)))))
(assert
 (let (($x33 (bvsle (_ bv0 2) divq!13)))
 (and $x33 (bvsge (_ bv1 2) divq!13))))
(assert
 (let (($x34 (bvsle (_ bv0 3) divr!14)))
 (and $x34 (bvsge (_ bv2 3) divr!14))))
(assert
 (let ((?x35 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!13) (_ bv3 3))) ((_ sign_extend 1) divr!14))))
(let ((?x36 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2))))))
(let ((?x37 (bvadd ?x36 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))))
(= ((_ sign_extend 1) ?x37) ?x35)))))
(check-sat)
