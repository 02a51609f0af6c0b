; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx3 () (_ BitVec 4))
(declare-fun cx2 () (_ BitVec 4))
(declare-fun cx1 () (_ BitVec 4))
(declare-fun cy1 () (_ BitVec 13))
(declare-fun cy2 () (_ BitVec 13))
(declare-fun cy3 () (_ BitVec 13))
(assert
 (and (and (bvsle (_ bv0 4) cx1) (bvsge (_ bv7 4) cx1)) (and (bvsle (_ bv0 4) cx2) (bvsge (_ bv7 4) cx2)) (and (bvsle (_ bv0 4) cx3) (bvsge (_ bv7 4) cx3))))
(assert
 (let (($x45802 (bvsle (_ bv6144 13) cy1)))
 (and $x45802 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x55586 (bvsle (_ bv6144 13) cy2)))
 (and $x55586 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x25381 (bvsle (_ bv6144 13) cy3)))
 (and $x25381 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x51527 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x50995 ((_ sign_extend 9) cx3)))
 (let (($x27412 (bvslt cy3 ?x50995)))
 (let ((?x2964 ((_ sign_extend 9) cx2)))
 (let (($x13717 (bvslt cy2 ?x2964)))
 (let ((?x15538 ((_ sign_extend 9) cx1)))
 (let (($x8690 (bvslt cy1 ?x15538)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x15538)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x2964)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x50995)) (or $x8690 $x13717 $x27412) (<= ?x51527 2))))))))))
(assert
 (let (($x38289 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x38289)))
(check-sat)
