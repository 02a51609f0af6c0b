; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (bvsgt (_ bv18446744073709551616 66) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2)))))
(assert
 (let (($x34527 (= (_ bv0 65) x1)))
 (not $x34527)))
(assert
 (let (($x34527 (= (_ bv0 65) x1)))
 (let (($x12706 (and $x34527 (= (_ bv0 65) x2))))
 (not $x12706))))
(assert
 (let ((?x24128 (bvxor x1 x1)))
(let (($x21861 (= (_ bv0 65) ?x24128)))
(let (($x40029 (= ((_ sign_extend 1) ?x24128) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) (bvsub x2 x2))))))
(let (($x6100 (or (and true (bvslt ?x24128 x1) (= x2 x2)) (and true (bvslt x2 x2) $x40029))))
(not (and true $x6100 $x21861)))))))
(check-sat)
