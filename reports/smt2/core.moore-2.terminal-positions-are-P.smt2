; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(declare-fun divr!8 () (_ BitVec 3))
(declare-fun divr!6 () (_ BitVec 3))
(declare-fun divr!4 () (_ BitVec 3))
(declare-fun divq!3 () (_ BitVec 2))
(declare-fun divq!5 () (_ BitVec 2))
(declare-fun divq!7 () (_ BitVec 2))
(declare-fun divq!9 () (_ BitVec 2))
(declare-fun divr!10 () (_ BitVec 3))
(declare-fun y3 () (_ BitVec 4))
(declare-fun y2 () (_ BitVec 4))
(declare-fun y1 () (_ BitVec 4))
(declare-fun divq!11 () (_ BitVec 2))
(declare-fun divr!12 () (_ BitVec 3))
(declare-fun divq!13 () (_ BitVec 2))
(declare-fun divr!14 () (_ BitVec 3))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (and (= (_ bv0 4) x1) (= (_ bv0 4) x2) (= (_ bv0 4) x3)))
(assert
 (let (($x1 (= (_ bv0 3) divr!8)))
 (let (($x2 (= (_ bv0 3) divr!6)))
 (let (($x3 (= (_ bv0 3) divr!4)))
 (let (($x4 (and $x3 $x2 $x1)))
 (not $x4))))))
(assert
 (let (($x5 (bvsle (_ bv0 2) divq!3)))
 (and $x5 (bvsge (_ bv1 2) divq!3))))
(assert
 (let (($x6 (bvsle (_ bv0 3) divr!4)))
 (and $x6 (bvsge (_ bv2 3) divr!4))))
(assert
 (let ((?x7 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!3) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
 (let ((?x8 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x9 (bvadd ?x8 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x9) ?x7)))))
(assert
 (let (($x10 (bvsle (_ bv0 2) divq!5)))
 (and $x10 (bvsge (_ bv1 2) divq!5))))
(assert
 (let (($x11 (bvsle (_ bv0 3) divr!6)))
 (and $x11 (bvsge (_ bv2 3) divr!6))))
(assert
 (let ((?x12 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!5) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
 (let ((?x13 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x14 (bvadd ?x13 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x14) ?x12)))))
(assert
 (let (($x15 (bvsle (_ bv0 2) divq!7)))
 (and $x15 (bvsge (_ bv1 2) divq!7))))
(assert
 (let (($x16 (bvsle (_ bv0 3) divr!8)))
 (and $x16 (bvsge (_ bv2 3) divr!8))))
(assert
 (let ((?x17 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!7) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
 (let ((?x18 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x19 (bvadd ?x18 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))))
 (= ((_ sign_extend 1) ?x19) ?x17)))))
(assert
 (let (($x20 (bvsle (_ bv0 2) divq!9)))
 (and $x20 (bvsge (_ bv1 2) divq!9))))
(assert
 (let (($x21 (bvsle (_ bv0 3) divr!10)))
 (and $x21 (bvsge (_ bv2 3) divr!10))))
(assert
 (let ((?x22 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!9) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
 (let ((?x23 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x24 (bvadd ?x23 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x24) ?x22)))))
(assert
 (let (($x25 (bvsle (_ bv0 2) divq!11)))
 (and $x25 (bvsge (_ bv1 2) divq!11))))
(assert
 (let (($x26 (bvsle (_ bv0 3) divr!12)))
 (and $x26 (bvsge (_ bv2 3) divr!12))))
(assert
 (let ((?x27 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!11) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
 (let ((?x28 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x29 (bvadd ?x28 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x29) ?x27)))))
(assert
 (let (($x30 (bvsle (_ bv0 2) divq!13)))
 (and $x30 (bvsge (_ bv1 2) divq!13))))
(assert
 (let (($x31 (bvsle (_ bv0 3) divr!14)))
 (and $x31 (bvsge (_ bv2 3) divr!14))))
(assert
 (let ((?x32 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!13) (_ bv3 3))) ((_ sign_extend 1) divr!14))))
(let ((?x33 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2))))))
(let ((?x34 (bvadd ?x33 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))))
(= ((_ sign_extend 1) ?x34) ?x32)))))
(check-sat)
