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
 (let (($x34926 (bvsle (_ bv6144 13) cy1)))
 (and $x34926 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x28820 (bvsle (_ bv6144 13) cy2)))
 (and $x28820 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x44775 (bvsle (_ bv6144 13) cy3)))
 (and $x44775 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x25109 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x11770 ((_ sign_extend 9) cx3)))
 (let (($x51979 (bvslt cy3 ?x11770)))
 (let ((?x24481 ((_ sign_extend 9) cx2)))
 (let (($x55483 (bvslt cy2 ?x24481)))
 (let ((?x19102 ((_ sign_extend 9) cx1)))
 (let (($x29780 (bvslt cy1 ?x19102)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x19102)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x24481)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x11770)) (or $x29780 $x55483 $x51979) (<= ?x25109 3))))))))))
(assert
 (let (($x34062 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x34062)))
(check-sat)
