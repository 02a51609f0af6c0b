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
 (let (($x1 (bvsle (_ bv6144 13) cy1)))
 (and $x1 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x2 (bvsle (_ bv6144 13) cy2)))
 (and $x2 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x3 (bvsle (_ bv6144 13) cy3)))
 (and $x3 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x4 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x5 ((_ sign_extend 9) cx3)))
 (let (($x6 (bvslt cy3 ?x5)))
 (let ((?x7 ((_ sign_extend 9) cx2)))
 (let (($x8 (bvslt cy2 ?x7)))
 (let ((?x9 ((_ sign_extend 9) cx1)))
 (let (($x10 (bvslt cy1 ?x9)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x9)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x7)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x5)) (or $x10 $x8 $x6) (<= ?x4 1))))))))))
(assert
 (let (($x11 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x11)))
(check-sat)
