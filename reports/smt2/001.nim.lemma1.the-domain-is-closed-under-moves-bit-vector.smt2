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
 (let (($x53 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x53 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x21 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x21 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x379 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x379 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x539 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x539 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x345 ((_ sign_extend 9) cx3)))
 (let (($x228 (= ?x345 cy3)))
 (let ((?x344 ((_ sign_extend 9) cx2)))
 (let (($x348 (= ?x344 cy2)))
 (let ((?x339 ((_ sign_extend 9) cx1)))
 (let (($x326 (= ?x339 cy1)))
 (let (($x229 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x326 $x348 $x228)))
 (let ((?x347 ((_ sign_extend 9) cx4)))
 (let (($x355 (= ?x347 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x339)) $x348 $x228 $x355) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x344)) $x326 $x228 $x355) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x345)) $x326 $x348 $x355) $x229)))))))))))
(assert
 (let (($x363 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x363)))
(check-sat)
