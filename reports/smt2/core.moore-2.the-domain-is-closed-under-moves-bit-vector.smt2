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
 (let (($x12093 (bvsle (_ bv6144 13) cy1)))
 (and $x12093 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x40968 (bvsle (_ bv6144 13) cy2)))
 (and $x40968 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x41003 (bvsle (_ bv6144 13) cy3)))
 (and $x41003 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x48820 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x22431 ((_ sign_extend 9) cx3)))
 (let (($x24741 (bvslt cy3 ?x22431)))
 (let ((?x18332 ((_ sign_extend 9) cx2)))
 (let (($x47231 (bvslt cy2 ?x18332)))
 (let ((?x26087 ((_ sign_extend 9) cx1)))
 (let (($x55817 (bvslt cy1 ?x26087)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x26087)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x18332)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x22431)) (or $x55817 $x47231 $x24741) (<= ?x48820 2))))))))))
(assert
 (let (($x46727 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x46727)))
(check-sat)
