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
 (let (($x7089 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x7089 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x667 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x667 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x282 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x282 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x276 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x276 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x266 ((_ sign_extend 9) cx3)))
 (let (($x6867 (= ?x266 cy3)))
 (let ((?x7133 ((_ sign_extend 9) cx2)))
 (let (($x5505 (= ?x7133 cy2)))
 (let ((?x5510 ((_ sign_extend 9) cx1)))
 (let (($x6101 (= ?x5510 cy1)))
 (let (($x5518 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x6101 $x5505 $x6867)))
 (let ((?x5507 ((_ sign_extend 9) cx4)))
 (let (($x6108 (= ?x5507 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x5510)) $x5505 $x6867 $x6108) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x7133)) $x6101 $x6867 $x6108) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x266)) $x6101 $x5505 $x6108) $x5518)))))))))))
(assert
 (let (($x7366 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x7366)))
(check-sat)
