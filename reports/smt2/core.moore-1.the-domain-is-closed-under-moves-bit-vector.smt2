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
 (let (($x43833 (bvsle (_ bv6144 13) cy1)))
 (and $x43833 (bvsge (_ bv2048 13) cy1))))
(assert
 (let (($x53838 (bvsle (_ bv6144 13) cy2)))
 (and $x53838 (bvsge (_ bv2048 13) cy2))))
(assert
 (let (($x45796 (bvsle (_ bv6144 13) cy3)))
 (and $x45796 (bvsge (_ bv2048 13) cy3))))
(assert
 (let ((?x41253 (+ (ite (bvslt cy1 ((_ sign_extend 9) cx1)) 1 0) (ite (bvslt cy2 ((_ sign_extend 9) cx2)) 1 0) (ite (bvslt cy3 ((_ sign_extend 9) cx3)) 1 0))))
 (let ((?x18505 ((_ sign_extend 9) cx3)))
 (let (($x28720 (bvslt cy3 ?x18505)))
 (let ((?x47637 ((_ sign_extend 9) cx2)))
 (let (($x55566 (bvslt cy2 ?x47637)))
 (let ((?x44849 ((_ sign_extend 9) cx1)))
 (let (($x55731 (bvslt cy1 ?x44849)))
 (and (and (bvsle (_ bv0 13) cy1) (bvsle cy1 ?x44849)) (and (bvsle (_ bv0 13) cy2) (bvsle cy2 ?x47637)) (and (bvsle (_ bv0 13) cy3) (bvsle cy3 ?x18505)) (or $x55731 $x55566 $x28720) (<= ?x41253 1))))))))))
(assert
 (let (($x55343 (and (and (bvsle (_ bv0 13) cy1) (bvsge (_ bv7 13) cy1)) (and (bvsle (_ bv0 13) cy2) (bvsge (_ bv7 13) cy2)) (and (bvsle (_ bv0 13) cy3) (bvsge (_ bv7 13) cy3)))))
(not $x55343)))
(check-sat)
