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
 (let (($x1267 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x1267 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x2898 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x2898 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x4260 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x4260 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x386 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x386 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x384 ((_ sign_extend 9) cx3)))
 (let (($x11430 (= ?x384 cy3)))
 (let ((?x11447 ((_ sign_extend 9) cx2)))
 (let (($x3750 (= ?x11447 cy2)))
 (let ((?x11644 ((_ sign_extend 9) cx1)))
 (let (($x7672 (= ?x11644 cy1)))
 (let (($x11089 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x7672 $x3750 $x11430)))
 (let ((?x11635 ((_ sign_extend 9) cx4)))
 (let (($x11451 (= ?x11635 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x11644)) $x3750 $x11430 $x11451) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x11447)) $x7672 $x11430 $x11451) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x384)) $x7672 $x3750 $x11451) $x11089)))))))))))
(assert
 (let (($x4277 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x4277)))
(check-sat)
