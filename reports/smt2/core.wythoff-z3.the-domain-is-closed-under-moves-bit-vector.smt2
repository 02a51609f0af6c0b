; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () (_ BitVec 9))
(declare-fun cx1 () (_ BitVec 9))
(declare-fun cy1 () (_ BitVec 18))
(declare-fun cy2 () (_ BitVec 18))
(assert
 (and (and (bvsle (_ bv0 9) cx1) (bvsge (_ bv255 9) cx1)) (and (bvsle (_ bv0 9) cx2) (bvsge (_ bv255 9) cx2))))
(assert
 (let (($x6660 (bvsle (_ bv196608 18) cy1)))
 (and $x6660 (bvsge (_ bv65536 18) cy1))))
(assert
 (let (($x29374 (bvsle (_ bv196608 18) cy2)))
 (and $x29374 (bvsge (_ bv65536 18) cy2))))
(assert
 (let ((?x62535 ((_ sign_extend 9) cx1)))
 (let (($x13667 (bvslt cy1 ?x62535)))
 (let (($x27925 (bvsle (_ bv0 18) cy2)))
 (let (($x28143 (bvsle (_ bv0 18) cy1)))
 (let (($x7421 (and $x28143 $x27925 $x13667 (= (bvsub ?x62535 cy1) (bvsub ((_ sign_extend 9) cx2) cy2)))))
 (let (($x64510 (or (and $x28143 $x13667 (= cy2 ((_ sign_extend 9) cx2))) (and $x27925 (bvslt cy2 ((_ sign_extend 9) cx2)) (= cy1 ?x62535)))))
 (or $x64510 $x7421))))))))
(assert
 (let (($x44038 (and (and (bvsle (_ bv0 18) cy1) (bvsge (_ bv255 18) cy1)) (and (bvsle (_ bv0 18) cy2) (bvsge (_ bv255 18) cy2)))))
(not $x44038)))
(check-sat)
