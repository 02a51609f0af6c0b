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
 (let (($x671 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x671 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x7156 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x7156 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x5518 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x5518 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x5514 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x5514 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x10585 ((_ sign_extend 9) cx3)))
 (let (($x5354 (= ?x10585 cy3)))
 (let ((?x7147 ((_ sign_extend 9) cx2)))
 (let (($x276 (= ?x7147 cy2)))
 (let ((?x5516 ((_ sign_extend 9) cx1)))
 (let (($x6132 (= ?x5516 cy1)))
 (let (($x6620 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x6132 $x276 $x5354)))
 (let ((?x6751 ((_ sign_extend 9) cx4)))
 (let (($x6138 (= ?x6751 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x5516)) $x276 $x5354 $x6138) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x7147)) $x6132 $x5354 $x6138) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x10585)) $x6132 $x276 $x6138) $x6620)))))))))))
(assert
 (let (($x7625 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x7625)))
(check-sat)
