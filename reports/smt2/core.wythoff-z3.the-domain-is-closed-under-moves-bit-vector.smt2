; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () (_ BitVec 9))
(declare-fun cx1 () (_ BitVec 9))
(declare-fun cy1 () (_ BitVec 18))
(declare-fun cy2 () (_ BitVec 18))
(assert
 (and (and (bvsle (_ bv0 9) cx1) (bvsge (_ bv255 9) cx1)) (and (bvsle (_ bv0 9) cx2) (bvsge (_ bv255 9) cx2))))
(assert
 (let (($x39057 (bvsle (_ bv196608 18) cy1)))
 (and $x39057 (bvsge (_ bv65536 18) cy1))))
(assert
 (let (($x55344 (bvsle (_ bv196608 18) cy2)))
 (and $x55344 (bvsge (_ bv65536 18) cy2))))
(assert
 (let ((?x42807 ((_ sign_extend 9) cx1)))
 (let (($x14383 (bvslt cy1 ?x42807)))
 (let (($x19102 (bvsle (_ bv0 18) cy2)))
 (let (($x40527 (bvsle (_ bv0 18) cy1)))
 (let (($x52334 (and $x40527 $x19102 $x14383 (= (bvsub ?x42807 cy1) (bvsub ((_ sign_extend 9) cx2) cy2)))))
 (let (($x4183 (or (and $x40527 $x14383 (= cy2 ((_ sign_extend 9) cx2))) (and $x19102 (bvslt cy2 ((_ sign_extend 9) cx2)) (= cy1 ?x42807)))))
 (or $x4183 $x52334))))))))
(assert
 (let (($x33787 (and (and (bvsle (_ bv0 18) cy1) (bvsge (_ bv255 18) cy1)) (and (bvsle (_ bv0 18) cy2) (bvsge (_ bv255 18) cy2)))))
(not $x33787)))
(check-sat)
