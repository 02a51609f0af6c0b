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
 (let (($x20872 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x20872 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x39647 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x39647 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x42322 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x42322 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x11992 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x11992 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x41217 ((_ sign_extend 9) cx3)))
 (let (($x18543 (= ?x41217 cy3)))
 (let ((?x30289 ((_ sign_extend 9) cx2)))
 (let (($x42273 (= ?x30289 cy2)))
 (let ((?x44646 ((_ sign_extend 9) cx1)))
 (let (($x45728 (= ?x44646 cy1)))
 (let (($x21947 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x45728 $x42273 $x18543)))
 (let ((?x21962 ((_ sign_extend 9) cx4)))
 (let (($x47589 (= ?x21962 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x44646)) $x42273 $x18543 $x47589) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x30289)) $x45728 $x18543 $x47589) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x41217)) $x45728 $x42273 $x47589) $x21947)))))))))))
(assert
 (let (($x47543 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x47543)))
(check-sat)
