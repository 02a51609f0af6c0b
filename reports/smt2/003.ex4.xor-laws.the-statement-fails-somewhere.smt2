; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 65))
(declare-fun y () (_ BitVec 65))
(declare-fun z () (_ BitVec 65))
(assert
 (let (($x1782 (bvsle (_ bv0 65) x)))
 (and $x1782 (bvsge (_ bv18446744073709551615 65) x))))
(assert
 (let (($x113 (bvsle (_ bv0 65) y)))
 (and $x113 (bvsge (_ bv18446744073709551615 65) y))))
(assert
 (let (($x7885 (bvsle (_ bv0 65) z)))
 (and $x7885 (bvsge (_ bv18446744073709551615 65) z))))
(assert
 (let (($x10923 (= y z)))
(let (($x8364 (or (not (= (bvxor x y) (bvxor x z))) $x10923)))
(let (($x3777 (and (= (bvxor x y) (bvxor y x)) (= (bvxor x (bvxor y z)) (bvxor (bvxor x y) z)) (= (bvxor (_ bv0 65) x) x) (= (_ bv0 65) (bvxor x x)) $x8364)))
(not $x3777)))))
(check-sat)
