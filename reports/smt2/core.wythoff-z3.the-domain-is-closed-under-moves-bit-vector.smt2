; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () (_ BitVec 9))
(declare-fun cx1 () (_ BitVec 9))
(declare-fun cy1 () (_ BitVec 18))
(declare-fun cy2 () (_ BitVec 18))
(assert
 (and (and (bvsle (_ bv0 9) cx1) (bvsge (_ bv255 9) cx1)) (and (bvsle (_ bv0 9) cx2) (bvsge (_ bv255 9) cx2))))
(assert
 (let (($x1 (bvsle (_ bv196608 18) cy1)))
 (and $x1 (bvsge (_ bv65536 18) cy1))))
(assert
 (let (($x2 (bvsle (_ bv196608 18) cy2)))
 (and $x2 (bvsge (_ bv65536 18) cy2))))
(assert
 (let ((?x3 ((_ sign_extend 9) cx1)))
 (let (($x4 (bvslt cy1 ?x3)))
 (let (($x5 (bvsle (_ bv0 18) cy2)))
 (let (($x6 (bvsle (_ bv0 18) cy1)))
 (let (($x7 (and $x6 $x5 $x4 (= (bvsub ?x3 cy1) (bvsub ((_ sign_extend 9) cx2) cy2)))))
 (let (($x8 (or (and $x6 $x4 (= cy2 ((_ sign_extend 9) cx2))) (and $x5 (bvslt cy2 ((_ sign_extend 9) cx2)) (= cy1 ?x3)))))
 (or $x8 $x7))))))))
(assert
 (let (($x9 (and (and (bvsle (_ bv0 18) cy1) (bvsge (_ bv255 18) cy1)) (and (bvsle (_ bv0 18) cy2) (bvsge (_ bv255 18) cy2)))))
(not $x9)))
(check-sat)
