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
 (let (($x515 (= (_ bv0 3) divr!6)))
 (let (($x44533 (= (_ bv0 3) divr!4)))
 (let (($x48820 (= (_ bv0 3) divr!2)))
 (and $x48820 $x44533 $x515)))))
(assert
 (let ((?x55261 (+ (ite (bvslt y1 x1) 1 0) (ite (bvslt y2 x2) 1 0) (ite (bvslt y3 x3) 1 0))))
 (and (and true (bvsle y1 x1)) (and true (bvsle y2 x2)) (and true (bvsle y3 x3)) (or (bvslt y1 x1) (bvslt y2 x2) (bvslt y3 x3)) (<= ?x55261 2))))
(assert
 (let (($x48342 (= (_ bv0 3) divr!12)))
 (let (($x13878 (= (_ bv0 3) divr!10)))
 (let (($x18036 (= (_ bv0 3) divr!8)))
 (and $x18036 $x13878 $x48342)))))
(assert
 (let (($x55578 (bvsle (_ bv0 2) divq!1)))
 (and $x55578 (bvsge (_ bv1 2) divq!1))))
(assert
 (let (($x5925 (bvsle (_ bv0 3) divr!2)))
 (and $x5925 (bvsge (_ bv2 3) divr!2))))
(assert
 (let ((?x18359 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!1) (_ bv3 3))) ((_ sign_extend 1) divr!2))))
 (let ((?x9906 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x46727 (bvadd ?x9906 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x46727) ?x18359)))))
(assert
 (let (($x47241 (bvsle (_ bv0 2) divq!3)))
 (and $x47241 (bvsge (_ bv1 2) divq!3))))
(assert
 (let (($x6889 (bvsle (_ bv0 3) divr!4)))
 (and $x6889 (bvsge (_ bv2 3) divr!4))))
(assert
 (let ((?x38054 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!3) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
 (let ((?x39564 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x13595 (bvadd ?x39564 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x13595) ?x38054)))))
(assert
 (let (($x46398 (bvsle (_ bv0 2) divq!5)))
 (and $x46398 (bvsge (_ bv1 2) divq!5))))
(assert
 (let (($x51824 (bvsle (_ bv0 3) divr!6)))
 (and $x51824 (bvsge (_ bv2 3) divr!6))))
(assert
 (let ((?x5636 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!5) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
 (let ((?x52021 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x44205 (bvadd ?x52021 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))))
 (= ((_ sign_extend 1) ?x44205) ?x5636)))))
(assert
 (let (($x38366 (bvsle (_ bv0 2) divq!7)))
 (and $x38366 (bvsge (_ bv1 2) divq!7))))
(assert
 (let (($x31710 (bvsle (_ bv0 3) divr!8)))
 (and $x31710 (bvsge (_ bv2 3) divr!8))))
(assert
 (let ((?x45115 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!7) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
 (let ((?x19188 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x45680 (bvadd ?x19188 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x45680) ?x45115)))))
(assert
 (let (($x30580 (bvsle (_ bv0 2) divq!9)))
 (and $x30580 (bvsge (_ bv1 2) divq!9))))
(assert
 (let (($x49527 (bvsle (_ bv0 3) divr!10)))
 (and $x49527 (bvsge (_ bv2 3) divr!10))))
(assert
 (let ((?x47582 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!9) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
 (let ((?x20547 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x28443 (bvadd ?x20547 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x28443) ?x47582)))))
(assert
 (let (($x31928 (bvsle (_ bv0 2) divq!11)))
 (and $x31928 (bvsge (_ bv1 2) divq!11))))
(assert
 (let (($x29674 (bvsle (_ bv0 3) divr!12)))
 (and $x29674 (bvsge (_ bv2 3) divr!12))))
(assert
 (let ((?x26372 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!11) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
(let ((?x34299 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2))))))
(let ((?x5526 (bvadd ?x34299 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))))
(= ((_ sign_extend 1) ?x5526) ?x26372)))))
(check-sat)
