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
 (let (($x44098 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x44098 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x1410 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x1410 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x23116 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x23116 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x8855 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x8855 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x14034 ((_ sign_extend 9) cx3)))
 (let (($x9328 (= ?x14034 cy3)))
 (let ((?x14457 ((_ sign_extend 9) cx2)))
 (let (($x5968 (= ?x14457 cy2)))
 (let ((?x38252 ((_ sign_extend 9) cx1)))
 (let (($x20982 (= ?x38252 cy1)))
 (let (($x2186 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x20982 $x5968 $x9328)))
 (let ((?x3355 ((_ sign_extend 9) cx4)))
 (let (($x23119 (= ?x3355 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x38252)) $x5968 $x9328 $x23119) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x14457)) $x20982 $x9328 $x23119) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x14034)) $x20982 $x5968 $x23119) $x2186)))))))))))
(assert
 (let (($x21240 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x21240)))
(check-sat)
