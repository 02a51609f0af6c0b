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
 (let (($x4281 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x4281 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x303 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x303 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x13 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x13 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x293 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x293 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x430 ((_ sign_extend 9) cx3)))
 (let (($x8 (= ?x430 cy3)))
 (let ((?x290 ((_ sign_extend 9) cx2)))
 (let (($x136 (= ?x290 cy2)))
 (let ((?x1410 ((_ sign_extend 9) cx1)))
 (let (($x530 (= ?x1410 cy1)))
 (let (($x543 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x530 $x136 $x8)))
 (let ((?x429 ((_ sign_extend 9) cx4)))
 (let (($x62 (= ?x429 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x1410)) $x136 $x8 $x62) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x290)) $x530 $x8 $x62) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x430)) $x530 $x136 $x62) $x543)))))))))))
(assert
 (let (($x4267 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x4267)))
(check-sat)
