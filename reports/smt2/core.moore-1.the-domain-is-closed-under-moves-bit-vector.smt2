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
 (let (($x42326 (bvsle (_ bv6144 13) cy1)))
 (and $x42326 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x18353 (bvsle (_ bv6144 13) cy2)))
 (and $x18353 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x55745 (bvsle (_ bv6144 13) cy3)))
 (and $x55745 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x48132 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x26986 ((_ sign_extend 9) cx3)))
 (let (($x10032 (bvslt cy3 ?x26986)))
 (let ((?x2047 ((_ sign_extend 9) cx2)))
 (let (($x55819 (bvslt cy2 ?x2047)))
 (let ((?x29530 ((_ sign_extend 9) cx1)))
 (let (($x45807 (bvslt cy1 ?x29530)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x29530)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x2047)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x26986)) (or $x45807 $x55819 $x10032) (<= ?x48132 1))))))))))
(assert
 (let (($x16489 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x16489)))
(check-sat)
