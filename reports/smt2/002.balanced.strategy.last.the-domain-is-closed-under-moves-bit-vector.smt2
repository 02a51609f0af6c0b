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
 (let (($x2044 (= ?x384 cy3)))
 (let ((?x10621 ((_ sign_extend 9) cx2)))
 (let (($x2727 (= ?x10621 cy2)))
 (let ((?x3775 ((_ sign_extend 9) cx1)))
 (let (($x10623 (= ?x3775 cy1)))
 (let (($x11899 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x10623 $x2727 $x2044)))
 (let ((?x13407 ((_ sign_extend 9) cx4)))
 (let (($x6369 (= ?x13407 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x3775)) $x2727 $x2044 $x6369) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x10621)) $x10623 $x2044 $x6369) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x384)) $x10623 $x2727 $x6369) $x11899)))))))))))
(assert
 (let (($x4277 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x4277)))
(check-sat)
