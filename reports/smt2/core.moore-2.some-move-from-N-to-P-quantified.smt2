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
 (let (($x1 (= (_ bv0 3) divr!8)))
 (let (($x2 (= (_ bv0 3) divr!6)))
 (let (($x3 (= (_ bv0 3) divr!4)))
 (let (($x4 (and $x3 $x2 $x1)))
 (not $x4))))))
(assert
 (let (($x5 (and (= (_ bv0 4) x1) (= (_ bv0 4) x2) (= (_ bv0 4) x3))))
 (not $x5)))
(assert
 (forall ((q1 (_ BitVec 4)) (q2 (_ BitVec 4)) (q3 (_ BitVec 4)) (divr!20 (_ BitVec 3)) (divq!19 (_ BitVec 2)) (divr!18 (_ BitVec 3)) (divq!17 (_ BitVec 2)) (divr!16 (_ BitVec 3)) (divq!15 (_ BitVec 2)) )(let ((?x6 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x7 ((_ sign_extend 1) (bvadd ?x6 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q3 (_ bv2 4))) (_ bv1 2)))))))
 (let (($x8 (= ?x7 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!19) (_ bv3 3))) ((_ sign_extend 1) divr!20)))))
 (let ((?x9 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x10 (bvadd ?x9 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q3 (_ bv1 4))) (_ bv1 3)))))))
 (let (($x11 (= ((_ sign_extend 1) ?x10) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!17) (_ bv3 3))) ((_ sign_extend 1) divr!18)))))
 (let ((?x12 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x13 ((_ sign_extend 1) (bvadd ?x12 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q3 (_ bv0 4)) (_ bv1 4))))))))
 (let (($x14 (= ?x13 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!15) (_ bv3 3))) ((_ sign_extend 1) divr!16)))))
 (let ((?x15 (+ (ite (bvslt q1 x1) 1 0) (ite (bvslt q2 x2) 1 0) (ite (bvslt q3 x3) 1 0))))
 (let (($x16 (and (and true (bvsle q1 x1)) (and true (bvsle q2 x2)) (and true (bvsle q3 x3)) (or (bvslt q1 x1) (bvslt q2 x2) (bvslt q3 x3)) (<= ?x15 2))))
 (let (($x17 (and (and (bvsle (_ bv0 4) q1) (bvsge (_ bv7 4) q1)) (and (bvsle (_ bv0 4) q2) (bvsge (_ bv7 4) q2)) (and (bvsle (_ bv0 4) q3) (bvsge (_ bv7 4) q3)))))
 (let (($x18 (and $x17 $x16 (and (bvsle (_ bv0 2) divq!15) (bvsge (_ bv1 2) divq!15)) (and (bvsle (_ bv0 3) divr!16) (bvsge (_ bv2 3) divr!16)) $x14 (and (bvsle (_ bv0 2) divq!17) (bvsge (_ bv1 2) divq!17)) (and (bvsle (_ bv0 3) divr!18) (bvsge (_ bv2 3) divr!18)) $x11 (and (bvsle (_ bv0 2) divq!19) (bvsge (_ bv1 2) divq!19)) (and (bvsle (_ bv0 3) divr!20) (bvsge (_ bv2 3) divr!20)) $x8)))
 (=> $x18 (not (and (= (_ bv0 3) divr!16) (= (_ bv0 3) divr!18) (= (_ bv0 3) divr!20))))))))))))))))))
 )
(assert
 (let (($x19 (bvsle (_ bv0 2) divq!3)))
 (and $x19 (bvsge (_ bv1 2) divq!3))))
(assert
 (let (($x20 (bvsle (_ bv0 3) divr!4)))
 (and $x20 (bvsge (_ bv2 3) divr!4))))
(assert
 (let ((?x21 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!3) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
 (let ((?x22 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x23 (bvadd ?x22 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x23) ?x21)))))
(assert
 (let (($x24 (bvsle (_ bv0 2) divq!5)))
 (and $x24 (bvsge (_ bv1 2) divq!5))))
(assert
 (let (($x25 (bvsle (_ bv0 3) divr!6)))
 (and $x25 (bvsge (_ bv2 3) divr!6))))
(assert
 (let ((?x26 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!5) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
 (let ((?x27 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x28 (bvadd ?x27 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x28) ?x26)))))
(assert
 (let (($x29 (bvsle (_ bv0 2) divq!7)))
 (and $x29 (bvsge (_ bv1 2) divq!7))))
(assert
 (let (($x30 (bvsle (_ bv0 3) divr!8)))
 (and $x30 (bvsge (_ bv2 3) divr!8))))
(assert
 (let ((?x31 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!7) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
 (let ((?x32 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x33 (bvadd ?x32 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))))
 (= ((_ sign_extend 1) ?x33) ?x31)))))
(assert
 (let (($x34 (bvsle (_ bv0 2) divq!9)))
 (and $x34 (bvsge (_ bv1 2) divq!9))))
(assert
 (let (($x35 (bvsle (_ bv0 3) divr!10)))
 (and $x35 (bvsge (_ bv2 3) divr!10))))
(assert
 (let ((?x36 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!9) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
 (let ((?x37 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x38 (bvadd ?x37 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x38) ?x36)))))
(assert
 (let (($x39 (bvsle (_ bv0 2) divq!11)))
 (and $x39 (bvsge (_ bv1 2) divq!11))))
(assert
 (let (($x40 (bvsle (_ bv0 3) divr!12)))
 (and $x40 (bvsge (_ bv2 3) divr!12))))
(assert
 (let ((?x41 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!11) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
 (let ((?x42 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x43 (bvadd ?x42 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x43) ?x41)))))
(assert
 (let (($x44 (bvsle (_ bv0 2) divq!13)))
 (and $x44 (bvsge (_ bv1 2) divq!13))))
(assert
 (let (($x45 (bvsle (_ bv0 3) divr!14)))
 (and $x45 (bvsge (_ bv2 3) divr!14))))
(assert
 (let ((?x46 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!13) (_ bv3 3))) ((_ sign_extend 1) divr!14))))
(let ((?x47 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2))))))
(let ((?x48 (bvadd ?x47 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))))
(= ((_ sign_extend 1) ?x48) ?x46)))))
(check-sat)
