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
 (let (($x51068 (bvsle (_ bv6144 13) cy1)))
 (and $x51068 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x12139 (bvsle (_ bv6144 13) cy2)))
 (and $x12139 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x4944 (bvsle (_ bv6144 13) cy3)))
 (and $x4944 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x29458 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x34125 ((_ sign_extend 9) cx3)))
 (let (($x62759 (bvslt cy3 ?x34125)))
 (let ((?x29279 ((_ sign_extend 9) cx2)))
 (let (($x63579 (bvslt cy2 ?x29279)))
 (let ((?x41287 ((_ sign_extend 9) cx1)))
 (let (($x21777 (bvslt cy1 ?x41287)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x41287)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x29279)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x34125)) (or $x21777 $x63579 $x62759) (<= ?x29458 2))))))))))
(assert
 (let (($x29012 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x29012)))
(check-sat)
