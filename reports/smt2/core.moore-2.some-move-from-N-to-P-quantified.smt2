; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 4))
(declare-fun x2 () (_ BitVec 4))
(declare-fun x1 () (_ BitVec 4))
(declare-fun divr!3 () (_ BitVec 3))
(declare-fun divr!2 () (_ BitVec 3))
(declare-fun divr!1 () (_ BitVec 3))
(declare-fun divq!1 () (_ BitVec 2))
(declare-fun divq!2 () (_ BitVec 2))
(declare-fun divq!3 () (_ BitVec 2))
(declare-fun divq!4 () (_ BitVec 2))
(declare-fun divr!4 () (_ BitVec 3))
(declare-fun y3 () (_ BitVec 4))
(declare-fun y2 () (_ BitVec 4))
(declare-fun y1 () (_ BitVec 4))
(declare-fun divq!5 () (_ BitVec 2))
(declare-fun divr!5 () (_ BitVec 3))
(declare-fun divq!6 () (_ BitVec 2))
(declare-fun divr!6 () (_ BitVec 3))
(assert
 (and (and (bvsle (_ bv0 4) x1) (bvsge (_ bv7 4) x1)) (and (bvsle (_ bv0 4) x2) (bvsge (_ bv7 4) x2)) (and (bvsle (_ bv0 4) x3) (bvsge (_ bv7 4) x3))))
(assert
 (let (($x48695 (and (= (_ bv0 3) divr!1) (= (_ bv0 3) divr!2) (= (_ bv0 3) divr!3))))
 (not $x48695)))
(assert
 (let (($x24433 (and (= (_ bv0 4) x1) (= (_ bv0 4) x2) (= (_ bv0 4) x3))))
 (not $x24433)))
(assert
 (forall ((q1 (_ BitVec 4)) (q2 (_ BitVec 4)) (q3 (_ BitVec 4)) (divr!9 (_ BitVec 3)) (divq!9 (_ BitVec 2)) (divr!8 (_ BitVec 3)) (divq!8 (_ BitVec 2)) (divr!7 (_ BitVec 3)) (divq!7 (_ BitVec 2)) )(let ((?x63714 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x17015 ((_ sign_extend 1) (bvadd ?x63714 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr q3 (_ bv2 4))) (_ bv1 2)))))))
 (let (($x42974 (= ?x17015 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!9) (_ bv3 3))) ((_ sign_extend 1) divr!9)))))
 (let ((?x4290 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x58251 (bvadd ?x4290 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr q3 (_ bv1 4))) (_ bv1 3)))))))
 (let (($x3976 (= ((_ sign_extend 1) ?x58251) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!8) (_ bv3 3))) ((_ sign_extend 1) divr!8)))))
 (let ((?x58252 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x20846 ((_ sign_extend 1) (bvadd ?x58252 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr q3 (_ bv0 4)) (_ bv1 4))))))))
 (let (($x5529 (= ?x20846 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!7) (_ bv3 3))) ((_ sign_extend 1) divr!7)))))
 (let ((?x20166 (+ (ite (bvslt q1 x1) 1 0) (ite (bvslt q2 x2) 1 0) (ite (bvslt q3 x3) 1 0))))
 (let (($x8776 (and (and true (bvsle q1 x1)) (and true (bvsle q2 x2)) (and true (bvsle q3 x3)) (or (bvslt q1 x1) (bvslt q2 x2) (bvslt q3 x3)) (<= ?x20166 2))))
 (let (($x13623 (and (and (bvsle (_ bv0 4) q1) (bvsge (_ bv7 4) q1)) (and (bvsle (_ bv0 4) q2) (bvsge (_ bv7 4) q2)) (and (bvsle (_ bv0 4) q3) (bvsge (_ bv7 4) q3)))))
 (let (($x32503 (and $x13623 $x8776 (and (bvsle (_ bv0 2) divq!7) (bvsge (_ bv1 2) divq!7)) (and (bvsle (_ bv0 3) divr!7) (bvsge (_ bv2 3) divr!7)) $x5529 (and (bvsle (_ bv0 2) divq!8) (bvsge (_ bv1 2) divq!8)) (and (bvsle (_ bv0 3) divr!8) (bvsge (_ bv2 3) divr!8)) $x3976 (and (bvsle (_ bv0 2) divq!9) (bvsge (_ bv1 2) divq!9)) (and (bvsle (_ bv0 3) divr!9) (bvsge (_ bv2 3) divr!9)) $x42974)))
 (=> $x32503 (not (and (= (_ bv0 3) divr!7) (= (_ bv0 3) divr!8) (= (_ bv0 3) divr!9))))))))))))))))))
 )
(assert
 (let (($x29584 (bvsle (_ bv0 2) divq!1)))
 (and $x29584 (bvsge (_ bv1 2) divq!1))))
(assert
 (let (($x33062 (bvsle (_ bv0 3) divr!1)))
 (and $x33062 (bvsge (_ bv2 3) divr!1))))
(assert
 (let ((?x63903 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!1) (_ bv3 3))) ((_ sign_extend 1) divr!1))))
 (let ((?x63408 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x14218 (bvadd ?x63408 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x14218) ?x63903)))))
(assert
 (let (($x4802 (bvsle (_ bv0 2) divq!2)))
 (and $x4802 (bvsge (_ bv1 2) divq!2))))
(assert
 (let (($x21686 (bvsle (_ bv0 3) divr!2)))
 (and $x21686 (bvsge (_ bv2 3) divr!2))))
(assert
 (let ((?x8461 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!2) (_ bv3 3))) ((_ sign_extend 1) divr!2))))
 (let ((?x45893 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x33746 (bvadd ?x45893 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x33746) ?x8461)))))
(assert
 (let (($x32775 (bvsle (_ bv0 2) divq!3)))
 (and $x32775 (bvsge (_ bv1 2) divq!3))))
(assert
 (let (($x25845 (bvsle (_ bv0 3) divr!3)))
 (and $x25845 (bvsge (_ bv2 3) divr!3))))
(assert
 (let ((?x33747 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!3) (_ bv3 3))) ((_ sign_extend 1) divr!3))))
 (let ((?x61566 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv2 4))) (_ bv1 2))))))
 (let ((?x63340 (bvadd ?x61566 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv2 4))) (_ bv1 2))))))
 (= ((_ sign_extend 1) ?x63340) ?x33747)))))
(assert
 (let (($x39792 (bvsle (_ bv0 2) divq!4)))
 (and $x39792 (bvsge (_ bv1 2) divq!4))))
(assert
 (let (($x51941 (bvsle (_ bv0 3) divr!4)))
 (and $x51941 (bvsge (_ bv2 3) divr!4))))
(assert
 (let ((?x11394 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!4) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
 (let ((?x362 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 4)) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 4)) (_ bv1 4)))))))
 (let ((?x204 (bvadd ?x362 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 4)) (_ bv1 4)))))))
 (= ((_ sign_extend 1) ?x204) ?x11394)))))
(assert
 (let (($x25356 (bvsle (_ bv0 2) divq!5)))
 (and $x25356 (bvsge (_ bv1 2) divq!5))))
(assert
 (let (($x43092 (bvsle (_ bv0 3) divr!5)))
 (and $x43092 (bvsge (_ bv2 3) divr!5))))
(assert
 (let ((?x38394 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!5) (_ bv3 3))) ((_ sign_extend 1) divr!5))))
 (let ((?x54134 (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv1 4))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv1 4))) (_ bv1 3)))))))
 (let ((?x37343 (bvadd ?x54134 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv1 4))) (_ bv1 3)))))))
 (= ((_ sign_extend 1) ?x37343) ?x38394)))))
(assert
 (let (($x5377 (bvsle (_ bv0 2) divq!6)))
 (and $x5377 (bvsge (_ bv1 2) divq!6))))
(assert
 (let (($x2237 (bvsle (_ bv0 3) divr!6)))
 (and $x2237 (bvsge (_ bv2 3) divr!6))))
(assert
 (let ((?x22595 (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!6) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
(let ((?x26996 (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv2 4))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv2 4))) (_ bv1 2))))))
(let ((?x920 (bvadd ?x26996 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv2 4))) (_ bv1 2))))))
(= ((_ sign_extend 1) ?x920) ?x22595)))))
(check-sat)
