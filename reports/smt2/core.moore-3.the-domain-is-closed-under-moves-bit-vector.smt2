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
 (let (($x41287 (bvsle (_ bv6144 13) cy1)))
 (and $x41287 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x6907 (bvsle (_ bv6144 13) cy2)))
 (and $x6907 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x48237 (bvsle (_ bv6144 13) cy3)))
 (and $x48237 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x51938 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x1775 ((_ sign_extend 9) cx3)))
 (let (($x10611 (bvslt cy3 ?x1775)))
 (let ((?x7499 ((_ sign_extend 9) cx2)))
 (let (($x62833 (bvslt cy2 ?x7499)))
 (let ((?x39804 ((_ sign_extend 9) cx1)))
 (let (($x50755 (bvslt cy1 ?x39804)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x39804)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x7499)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x1775)) (or $x50755 $x62833 $x10611) (<= ?x51938 3))))))))))
(assert
 (let (($x47905 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x47905)))
(check-sat)
