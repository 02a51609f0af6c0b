; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2))))
(assert
 (let ((?x6851 (bvxor x1 x2)))
 (let (($x110 (= (_ bv0 65) ?x6851)))
 (not $x110))))
(assert
 (let (($x8735 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2))))
 (not $x8735)))
(assert
 (let ((?x6851 (bvxor x1 x2)))
(let ((?x1542 (ite (bvslt (bvxor x1 ?x6851) x1) (_ bv0 2) (_ bv1 2))))
(let (($x12869 (= (_ bv0 2) ?x1542)))
(let ((?x3355 (bvxor (ite $x12869 x1 x2) ?x6851)))
(let ((?x26851 (ite (= (_ bv1 2) ?x1542) ?x3355 x2)))
(let ((?x314 (ite $x12869 ?x3355 x1)))
(let (($x26487 (= (_ bv0 65) (bvxor ?x314 ?x26851))))
(let (($x10858 (or (and (and true (bvslt ?x314 x1)) (= x2 ?x26851)) (and (and true (bvslt ?x26851 x2)) (= x1 ?x314)))))
(not (and true $x10858 $x26487)))))))))))
(check-sat)
