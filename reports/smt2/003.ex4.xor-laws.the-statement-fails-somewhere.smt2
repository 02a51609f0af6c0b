; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 65))
(declare-fun y () (_ BitVec 65))
(declare-fun z () (_ BitVec 65))
(assert
 (let (($x13011 (bvsle (_ bv0 65) x)))
 (and $x13011 (bvsge (_ bv18446744073709551615 65) x))))
(assert
 (let (($x11570 (bvsle (_ bv0 65) y)))
 (and $x11570 (bvsge (_ bv18446744073709551615 65) y))))
(assert
 (let (($x5765 (bvsle (_ bv0 65) z)))
 (and $x5765 (bvsge (_ bv18446744073709551615 65) z))))
(assert
 (let (($x12764 (= y z)))
(let (($x359 (or (not (= (bvxor x y) (bvxor x z))) $x12764)))
(let (($x5977 (and (= (bvxor x y) (bvxor y x)) (= (bvxor x (bvxor y z)) (bvxor (bvxor x y) z)) (= (bvxor (_ bv0 65) x) x) (= (_ bv0 65) (bvxor x x)) $x359)))
(not $x5977)))))
(check-sat)
