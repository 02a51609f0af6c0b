; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () (_ BitVec 9))
(declare-fun cx1 () (_ BitVec 9))
(declare-fun cy1 () (_ BitVec 18))
(declare-fun cy2 () (_ BitVec 18))
(assert
 (and (and (bvsle (_ bv0 9) cx1) (bvsge (_ bv255 9) cx1)) (and (bvsle (_ bv0 9) cx2) (bvsge (_ bv255 9) cx2))))
(assert
 (let (($x14383 (bvsle (_ bv196608 18) cy1)))
 (and $x14383 (bvsge (_ bv65536 18) cy1))))
(assert
 (let (($x55645 (bvsle (_ bv196608 18) cy2)))
 (and $x55645 (bvsge (_ bv65536 18) cy2))))
(assert
 (let ((?x30212 ((_ sign_extend 9) cx1)))
 (let (($x42362 (bvslt cy1 ?x30212)))
 (let (($x19102 (bvsle (_ bv0 18) cy2)))
 (let (($x20265 (bvsle (_ bv0 18) cy1)))
 (let (($x46548 (and $x20265 $x19102 $x42362 (= (bvsub ?x30212 cy1) (bvsub ((_ sign_extend 9) cx2) cy2)))))
 (let (($x21514 (or (and $x20265 $x42362 (= cy2 ((_ sign_extend 9) cx2))) (and $x19102 (bvslt cy2 ((_ sign_extend 9) cx2)) (= cy1 ?x30212)))))
 (or $x21514 $x46548))))))))
(assert
 (let (($x41793 (and (and (bvsle (_ bv0 18) cy1) (bvsge (_ bv255 18) cy1)) (and (bvsle (_ bv0 18) cy2) (bvsge (_ bv255 18) cy2)))))
(not $x41793)))
(check-sat)
