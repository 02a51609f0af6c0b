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
 (let (($x580 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x580 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x47712 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x47712 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x47626 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x47626 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x49953 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x49953 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x58594 ((_ sign_extend 9) cx3)))
 (let (($x50956 (= ?x58594 cy3)))
 (let ((?x34004 ((_ sign_extend 9) cx2)))
 (let (($x52468 (= ?x34004 cy2)))
 (let ((?x48492 ((_ sign_extend 9) cx1)))
 (let (($x55681 (= ?x48492 cy1)))
 (let (($x18187 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x55681 $x52468 $x50956)))
 (let ((?x49972 ((_ sign_extend 9) cx4)))
 (let (($x1973 (= ?x49972 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x48492)) $x52468 $x50956 $x1973) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x34004)) $x55681 $x50956 $x1973) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x58594)) $x55681 $x52468 $x1973) $x18187)))))))))))
(assert
 (let (($x8996 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x8996)))
(check-sat)
