; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () (_ BitVec 9))
(declare-fun cx1 () (_ BitVec 9))
(declare-fun cy1 () (_ BitVec 18))
(declare-fun cy2 () (_ BitVec 18))
(assert
 (and (and (bvsle (_ bv0 9) cx1) (bvsge (_ bv255 9) cx1)) (and (bvsle (_ bv0 9) cx2) (bvsge (_ bv255 9) cx2))))
(assert
 (let (($x24878 (bvsle (_ bv196608 18) cy1)))
 (and $x24878 (bvsge (_ bv65536 18) cy1))))
(assert
 (let (($x27118 (bvsle (_ bv196608 18) cy2)))
 (and $x27118 (bvsge (_ bv65536 18) cy2))))
(assert
 (let ((?x9897 ((_ sign_extend 9) cx1)))
 (let (($x48116 (bvslt cy1 ?x9897)))
 (let (($x53889 (bvsle (_ bv0 18) cy2)))
 (let (($x18452 (bvsle (_ bv0 18) cy1)))
 (let (($x23756 (and $x18452 $x53889 $x48116 (= (bvsub ?x9897 cy1) (bvsub ((_ sign_extend 9) cx2) cy2)))))
 (let (($x21624 (or (and $x18452 $x48116 (= cy2 ((_ sign_extend 9) cx2))) (and $x53889 (bvslt cy2 ((_ sign_extend 9) cx2)) (= cy1 ?x9897)))))
 (or $x21624 $x23756))))))))
(assert
 (let (($x35861 (and (and (bvsle (_ bv0 18) cy1) (bvsge (_ bv255 18) cy1)) (and (bvsle (_ bv0 18) cy2) (bvsge (_ bv255 18) cy2)))))
(not $x35861)))
(check-sat)
