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
 (let (($x262 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x262 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x3361 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x3361 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x941 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x941 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x2047 ((_ sign_extend 9) cx2)))
 (let (($x10224 (= ?x2047 cy2)))
 (let ((?x8007 ((_ sign_extend 9) cx1)))
 (let (($x2844 (= ?x8007 cy1)))
 (let (($x526 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x2844 $x10224)))
 (let ((?x9129 ((_ sign_extend 9) cx3)))
 (let (($x7244 (= ?x9129 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x8007)) $x10224 $x7244) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x2047)) $x2844 $x7244) $x526)))))))))
(assert
 (let (($x11949 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x11949)))
(check-sat)
