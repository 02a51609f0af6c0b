; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (bvsgt (_ bv18446744073709551616 66) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2)))))
(assert
 (let (($x42684 (= (_ bv0 65) x1)))
 (not $x42684)))
(assert
 (let (($x42684 (= (_ bv0 65) x1)))
 (let (($x18452 (and $x42684 (= (_ bv0 65) x2))))
 (not $x18452))))
(assert
 (let ((?x16013 (bvxor x1 x1)))
(let (($x44599 (= (_ bv0 65) ?x16013)))
(let (($x16781 (= ((_ sign_extend 1) ?x16013) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) (bvsub x2 x2))))))
(let (($x40450 (or (and true (bvslt ?x16013 x1) (= x2 x2)) (and true (bvslt x2 x2) $x16781))))
(not (and true $x40450 $x44599)))))))
(check-sat)
