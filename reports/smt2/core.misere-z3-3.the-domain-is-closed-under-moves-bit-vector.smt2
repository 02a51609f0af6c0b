; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx3 () (_ BitVec 65))
(declare-fun cx2 () (_ BitVec 65))
(declare-fun cx1 () (_ BitVec 65))
(declare-fun cy1 () (_ BitVec 74))
(declare-fun cy2 () (_ BitVec 74))
(declare-fun cy3 () (_ BitVec 74))
(assert
 (and (and (bvsle (_ bv0 65) cx1) (bvsge (_ bv18446744073709551615 65) cx1)) (and (bvsle (_ bv0 65) cx2) (bvsge (_ bv18446744073709551615 65) cx2)) (and (bvsle (_ bv0 65) cx3) (bvsge (_ bv18446744073709551615 65) cx3))))
(assert
 (let (($x26299 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x26299 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x32111 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x32111 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x46909 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x46909 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x37935 ((_ sign_extend 9) cx2)))
 (let (($x58870 (= ?x37935 cy2)))
 (let ((?x48159 ((_ sign_extend 9) cx1)))
 (let (($x48122 (= ?x48159 cy1)))
 (let (($x38402 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x48122 $x58870)))
 (let ((?x48920 ((_ sign_extend 9) cx3)))
 (let (($x32461 (= ?x48920 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x48159)) $x58870 $x32461) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x37935)) $x48122 $x32461) $x38402)))))))))
(assert
 (let (($x37907 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x37907)))
(check-sat)
