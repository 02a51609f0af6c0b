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
 (let (($x27865 (bvsle (_ bv6144 13) cy1)))
 (and $x27865 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x32986 (bvsle (_ bv6144 13) cy2)))
 (and $x32986 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x18512 (bvsle (_ bv6144 13) cy3)))
 (and $x18512 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x23959 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x6552 ((_ sign_extend 9) cx3)))
 (let (($x50775 (bvslt cy3 ?x6552)))
 (let ((?x26112 ((_ sign_extend 9) cx2)))
 (let (($x45305 (bvslt cy2 ?x26112)))
 (let ((?x24212 ((_ sign_extend 9) cx1)))
 (let (($x30185 (bvslt cy1 ?x24212)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x24212)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x26112)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x6552)) (or $x30185 $x45305 $x50775) (<= ?x23959 1))))))))))
(assert
 (let (($x31594 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x31594)))
(check-sat)
