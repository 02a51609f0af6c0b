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
 (let (($x32485 (bvsle (_ bv6144 13) cy1)))
 (and $x32485 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x51467 (bvsle (_ bv6144 13) cy2)))
 (and $x51467 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x24762 (bvsle (_ bv6144 13) cy3)))
 (and $x24762 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x52129 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x32122 ((_ sign_extend 9) cx3)))
 (let (($x39285 (bvslt cy3 ?x32122)))
 (let ((?x20551 ((_ sign_extend 9) cx2)))
 (let (($x60179 (bvslt cy2 ?x20551)))
 (let ((?x53889 ((_ sign_extend 9) cx1)))
 (let (($x55863 (bvslt cy1 ?x53889)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x53889)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x20551)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x32122)) (or $x55863 $x60179 $x39285) (<= ?x52129 3))))))))))
(assert
 (let (($x28158 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x28158)))
(check-sat)
