; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (bvsgt (_ bv18446744073709551616 66) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2)))))
(assert
 (let (($x1 (= (_ bv0 65) x1)))
 (not $x1)))
(assert
 (let (($x1 (= (_ bv0 65) x1)))
 (let (($x2 (and $x1 (= (_ bv0 65) x2))))
 (not $x2))))
(assert
 (let ((?x3 (bvxor x1 x1)))
(let (($x4 (= (_ bv0 65) ?x3)))
(let (($x5 (= ((_ sign_extend 1) ?x3) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) (bvsub x2 x2))))))
(let (($x6 (or (and true (bvslt ?x3 x1) (= x2 x2)) (and true (bvslt x2 x2) $x5))))
(not (and true $x6 $x4)))))))
(check-sat)
