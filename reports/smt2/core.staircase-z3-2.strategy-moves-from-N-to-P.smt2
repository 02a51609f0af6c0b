; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (bvsgt (_ bv18446744073709551616 66) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2)))))
(assert
 (let (($x3676 (= (_ bv0 65) x1)))
 (not $x3676)))
(assert
 (let (($x3676 (= (_ bv0 65) x1)))
 (let (($x42609 (and $x3676 (= (_ bv0 65) x2))))
 (not $x42609))))
(assert
 (let ((?x21032 (bvxor x1 x1)))
(let (($x48888 (= (_ bv0 65) ?x21032)))
(let (($x23546 (= ((_ sign_extend 1) ?x21032) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) (bvsub x2 x2))))))
(let (($x26520 (or (and true (bvslt ?x21032 x1) (= x2 x2)) (and true (bvslt x2 x2) $x23546))))
(not (and true $x26520 $x48888)))))))
(check-sat)
