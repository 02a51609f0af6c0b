; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 65))
(declare-fun y () (_ BitVec 65))
(declare-fun z () (_ BitVec 65))
(assert
 (let (($x12334 (bvsle (_ bv0 65) x)))
 (and $x12334 (bvsge (_ bv18446744073709551615 65) x))))
(assert
 (let (($x13364 (bvsle (_ bv0 65) y)))
 (and $x13364 (bvsge (_ bv18446744073709551615 65) y))))
(assert
 (let (($x5765 (bvsle (_ bv0 65) z)))
 (and $x5765 (bvsge (_ bv18446744073709551615 65) z))))
(assert
 (let (($x1933 (= y z)))
(let (($x359 (or (not (= (bvxor x y) (bvxor x z))) $x1933)))
(let (($x4457 (and (= (bvxor x y) (bvxor y x)) (= (bvxor x (bvxor y z)) (bvxor (bvxor x y) z)) (= (bvxor (_ bv0 65) x) x) (= (_ bv0 65) (bvxor x x)) $x359)))
(not $x4457)))))
(check-sat)
