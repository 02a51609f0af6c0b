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
 (let (($x295 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x295 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x299 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x299 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x302 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x302 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x305 ((_ sign_extend 9) cx2)))
 (let (($x306 (= ?x305 cy2)))
 (let ((?x683 ((_ sign_extend 9) cx1)))
 (let (($x687 (= ?x683 cy1)))
 (let (($x693 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x687 $x306)))
 (let ((?x307 ((_ sign_extend 9) cx3)))
 (let (($x682 (= ?x307 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x683)) $x306 $x682) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x305)) $x687 $x682) $x693)))))))))
(assert
 (let (($x293 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x293)))
(check-sat)
