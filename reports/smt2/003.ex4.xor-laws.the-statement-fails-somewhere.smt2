; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 65))
(declare-fun y () (_ BitVec 65))
(declare-fun z () (_ BitVec 65))
(assert
 (let (($x1 (bvsle (_ bv0 65) x)))
 (and $x1 (bvsge (_ bv18446744073709551615 65) x))))
(assert
 (let (($x2 (bvsle (_ bv0 65) y)))
 (and $x2 (bvsge (_ bv18446744073709551615 65) y))))
(assert
 (let (($x3 (bvsle (_ bv0 65) z)))
 (and $x3 (bvsge (_ bv18446744073709551615 65) z))))
(assert
 (let (($x4 (= y z)))
(let (($x5 (or (not (= (bvxor x y) (bvxor x z))) $x4)))
(let (($x6 (and (= (bvxor x y) (bvxor y x)) (= (bvxor x (bvxor y z)) (bvxor (bvxor x y) z)) (= (bvxor (_ bv0 65) x) x) (= (_ bv0 65) (bvxor x x)) $x5)))
(not $x6)))))
(check-sat)
