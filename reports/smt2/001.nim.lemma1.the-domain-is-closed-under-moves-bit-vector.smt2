; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx4 () (_ BitVec 65))
(declare-fun cx3 () (_ BitVec 65))
(declare-fun cx2 () (_ BitVec 65))
(declare-fun cx1 () (_ BitVec 65))
(declare-fun cy1 () (_ BitVec 74))
(declare-fun cy2 () (_ BitVec 74))
(declare-fun cy3 () (_ BitVec 74))
(declare-fun cy4 () (_ BitVec 74))
(assert
 (and (and (bvsle (_ bv0 65) cx1) (bvsge (_ bv18446744073709551615 65) cx1)) (and (bvsle (_ bv0 65) cx2) (bvsge (_ bv18446744073709551615 65) cx2)) (and (bvsle (_ bv0 65) cx3) (bvsge (_ bv18446744073709551615 65) cx3)) (and (bvsle (_ bv0 65) cx4) (bvsge (_ bv18446744073709551615 65) cx4))))
(assert
 (let (($x303 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x303 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x677 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x677 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x673 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x673 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x668 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x668 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x287 ((_ sign_extend 9) cx3)))
 (let (($x288 (= ?x287 cy3)))
 (let ((?x664 ((_ sign_extend 9) cx2)))
 (let (($x286 (= ?x664 cy2)))
 (let ((?x284 ((_ sign_extend 9) cx1)))
 (let (($x274 (= ?x284 cy1)))
 (let (($x261 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x274 $x286 $x288)))
 (let ((?x282 ((_ sign_extend 9) cx4)))
 (let (($x283 (= ?x282 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x284)) $x286 $x288 $x283) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x664)) $x274 $x288 $x283) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x287)) $x274 $x286 $x283) $x261)))))))))))
(assert
 (let (($x299 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x299)))
(check-sat)
