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
 (let (($x1496 (bvsle (_ bv14167099448608935641088 74) cy1)))
 (and $x1496 (bvsge (_ bv4722366482869645213696 74) cy1))))
(assert
 (let (($x6409 (bvsle (_ bv14167099448608935641088 74) cy2)))
 (and $x6409 (bvsge (_ bv4722366482869645213696 74) cy2))))
(assert
 (let (($x379 (bvsle (_ bv14167099448608935641088 74) cy3)))
 (and $x379 (bvsge (_ bv4722366482869645213696 74) cy3))))
(assert
 (let (($x1602 (bvsle (_ bv14167099448608935641088 74) cy4)))
 (and $x1602 (bvsge (_ bv4722366482869645213696 74) cy4))))
(assert
 (let ((?x525 ((_ sign_extend 9) cx3)))
 (let (($x531 (= ?x525 cy3)))
 (let ((?x543 ((_ sign_extend 9) cx2)))
 (let (($x314 (= ?x543 cy2)))
 (let ((?x1518 ((_ sign_extend 9) cx1)))
 (let (($x4991 (= ?x1518 cy1)))
 (let (($x3428 (and (and (bvsle (_ bv0 74) cy4) (bvslt cy4 ((_ sign_extend 9) cx4))) $x4991 $x314 $x531)))
 (let ((?x523 ((_ sign_extend 9) cx4)))
 (let (($x547 (= ?x523 cy4)))
 (or (and (and (bvsle (_ bv0 74) cy1) (bvslt cy1 ?x1518)) $x314 $x531 $x547) (and (and (bvsle (_ bv0 74) cy2) (bvslt cy2 ?x543)) $x4991 $x531 $x547) (and (and (bvsle (_ bv0 74) cy3) (bvslt cy3 ?x525)) $x4991 $x314 $x547) $x3428)))))))))))
(assert
 (let (($x6006 (and (and (bvsle (_ bv0 74) cy1) (bvsge (_ bv18446744073709551615 74) cy1)) (and (bvsle (_ bv0 74) cy2) (bvsge (_ bv18446744073709551615 74) cy2)) (and (bvsle (_ bv0 74) cy3) (bvsge (_ bv18446744073709551615 74) cy3)) (and (bvsle (_ bv0 74) cy4) (bvsge (_ bv18446744073709551615 74) cy4)))))
(not $x6006)))
(check-sat)
