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
 (let (($x10133 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x10133 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x11194 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x11194 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x8007 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x8007 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x10129 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x10129 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x48908 ((_ sign_extend 9) cx3)))
 (let (($x49946 (= ?x48908 cy3)))
 (let ((?x10461 ((_ sign_extend 9) cx2)))
 (let (($x2141 (= ?x10461 cy2)))
 (let ((?x46899 ((_ sign_extend 9) cx1)))
 (let (($x21419 (= ?x46899 cy1)))
 (let (($x23292 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x21419 $x2141 $x49946)))
 (let ((?x35543 ((_ sign_extend 9) cx4)))
 (let (($x49238 (= ?x35543 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x46899)) $x2141 $x49946 $x49238) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x10461)) $x21419 $x49946 $x49238) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x48908)) $x21419 $x2141 $x49238) $x23292)))))))))))
(assert
 (let (($x9979 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x9979)))
(check-sat)
