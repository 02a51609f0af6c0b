; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(declare-fun y3 () (_ BitVec 4))
(declare-fun y2 () (_ BitVec 4))
(declare-fun y1 () (_ BitVec 4))
(declare-fun divr!6 () (_ BitVec 3))
(declare-fun divr!4 () (_ BitVec 3))
(declare-fun divr!2 () (_ BitVec 3))
(declare-fun divr!12 () (_ BitVec 3))
(declare-fun divr!10 () (_ BitVec 3))
(declare-fun divr!8 () (_ BitVec 3))
(declare-fun divq!1 () (_ BitVec 2))
(declare-fun divq!3 () (_ BitVec 2))
(declare-fun divq!5 () (_ BitVec 2))
(declare-fun divq!7 () (_ BitVec 2))
(declare-fun divq!9 () (_ BitVec 2))
(declare-fun divq!11 () (_ BitVec 2))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (and (and (bvsle (_ bv0 4) y1) (bvsge (_ bv7 4) y1)) (and (bvsle (_ bv0 4) y2) (bvsge (_ bv7 4) y2)) (and (bvsle (_ bv0 4) y3) (bvsge (_ bv7 4) y3))))
(assert
 (and (= (_ bv0 3) divr!2) (= (_ bv0 3) divr!4) (= (_ bv0 3) divr!6)))
(assert
 (let ((?x16649 (+ (ite (bvslt y1 x1) 1 0) (ite (bvslt y2 x2) 1 0) (ite (bvslt y3 x3) 1 0))))
 (and (and true (bvsle y1 x1)) (and true (bvsle y2 x2)) (and true (bvsle y3 x3)) (or (bvslt y1 x1) (bvslt y2 x2) (bvslt y3 x3)) (<= ?x16649 2))))
(assert
 (and (= (_ bv0 3) divr!8) (= (_ bv0 3) divr!10) (= (_ bv0 3) divr!12)))
(assert
 (let (($x13454 (bvsle (_ bv0 2) divq!1)))
 (and $x13454 (bvsge (_ bv1 2) divq!1))))
(assert
 (let (($x17304 (bvsle (_ bv0 3) divr!2)))
 (and $x17304 (bvsge (_ bv2 3) divr!2))))
(assert
 (let ((?x18266 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!1) (_ bv3 3))) ((_ sign_extend 1) divr!2))))
 (let ((?x55634 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x38289 (bvadd ?x55634 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x38289) ?x18266)))))
(assert
 (let (($x30472 (bvsle (_ bv0 2) divq!3)))
 (and $x30472 (bvsge (_ bv1 2) divq!3))))
(assert
 (let (($x44916 (bvsle (_ bv0 3) divr!4)))
 (and $x44916 (bvsge (_ bv2 3) divr!4))))
(assert
 (let ((?x55343 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!3) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
 (let ((?x13958 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x51048 (bvadd ?x13958 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x51048) ?x55343)))))
(assert
 (let (($x24241 (bvsle (_ bv0 2) divq!5)))
 (and $x24241 (bvsge (_ bv1 2) divq!5))))
(assert
 (let (($x51055 (bvsle (_ bv0 3) divr!6)))
 (and $x51055 (bvsge (_ bv2 3) divr!6))))
(assert
 (let ((?x12963 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!5) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
 (let ((?x1114 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x17817 (bvadd ?x1114 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))))
 (= ((_ sign_extend 1) ?x17817) ?x12963)))))
(assert
 (let (($x19414 (bvsle (_ bv0 2) divq!7)))
 (and $x19414 (bvsge (_ bv1 2) divq!7))))
(assert
 (let (($x12592 (bvsle (_ bv0 3) divr!8)))
 (and $x12592 (bvsge (_ bv2 3) divr!8))))
(assert
 (let ((?x42334 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!7) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
 (let ((?x45796 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x11576 (bvadd ?x45796 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x11576) ?x42334)))))
(assert
 (let (($x55622 (bvsle (_ bv0 2) divq!9)))
 (and $x55622 (bvsge (_ bv1 2) divq!9))))
(assert
 (let (($x56629 (bvsle (_ bv0 3) divr!10)))
 (and $x56629 (bvsge (_ bv2 3) divr!10))))
(assert
 (let ((?x20011 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!9) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
 (let ((?x20045 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x44158 (bvadd ?x20045 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x44158) ?x20011)))))
(assert
 (let (($x55467 (bvsle (_ bv0 2) divq!11)))
 (and $x55467 (bvsge (_ bv1 2) divq!11))))
(assert
 (let (($x31568 (bvsle (_ bv0 3) divr!12)))
 (and $x31568 (bvsge (_ bv2 3) divr!12))))
(assert
 (let ((?x43844 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!11) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
(let ((?x6041 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2))))))
(let ((?x49836 (bvadd ?x6041 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))))
(= ((_ sign_extend 1) ?x49836) ?x43844)))))
(check-sat)
