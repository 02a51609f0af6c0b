; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () (_ BitVec 65))
(declare-fun b () (_ BitVec 65))
(declare-fun r () (_ BitVec 65))
(assert
 (let (($x1 (bvsle (_ bv0 65) a)))
 (and $x1 (bvsge (_ bv18446744073709551615 65) a))))
(assert
 (let (($x2 (bvsle (_ bv0 65) b)))
 (and $x2 (bvsge (_ bv18446744073709551615 65) b))))
(assert
 (let (($x3 (bvsle (_ bv0 65) r)))
 (and $x3 (bvsge (_ bv18446744073709551615 65) r))))
(assert
 (let (($x4 (= a b)))
(let (($x5 (or (not (= (_ bv0 65) (bvxor a r))) (not (= (_ bv0 65) (bvxor b r))) $x4)))
(not $x5))))
(check-sat)
