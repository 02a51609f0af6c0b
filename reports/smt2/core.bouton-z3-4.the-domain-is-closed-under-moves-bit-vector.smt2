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
 (let (($x3800 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x3800 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x14035 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x14035 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x39006 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x39006 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x39461 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x39461 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x47480 ((_ sign_extend 9) cx3)))
 (let (($x29852 (= ?x47480 cy3)))
 (let ((?x48258 ((_ sign_extend 9) cx2)))
 (let (($x9105 (= ?x48258 cy2)))
 (let ((?x5443 ((_ sign_extend 9) cx1)))
 (let (($x11322 (= ?x5443 cy1)))
 (let (($x3834 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x11322 $x9105 $x29852)))
 (let ((?x8947 ((_ sign_extend 9) cx4)))
 (let (($x5432 (= ?x8947 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x5443)) $x9105 $x29852 $x5432) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x48258)) $x11322 $x29852 $x5432) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x47480)) $x11322 $x9105 $x5432) $x3834)))))))))))
(assert
 (let (($x3267 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x3267)))
(check-sat)
