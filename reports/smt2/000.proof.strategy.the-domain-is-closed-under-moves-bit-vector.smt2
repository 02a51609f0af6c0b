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
 (let (($x69 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x69 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x56 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x56 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x31 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x31 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let ((?x99 ((_ sign_extend 9) cx2)))
 (let (($x100 (= ?x99 cy2)))
 (let ((?x76 ((_ sign_extend 9) cx1)))
 (let (($x72 (= ?x76 cy1)))
 (let (($x45 (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ((_ sign_extend 9) cx3))) $x72 $x100)))
 (let ((?x97 ((_ sign_extend 9) cx3)))
 (let (($x52 (= ?x97 cy3)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x76)) $x100 $x52) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x99)) $x72 $x52) $x45)))))))))
(assert
 (let (($x63 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)))))
(not $x63)))
(check-sat)
