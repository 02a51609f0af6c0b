; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2))))
(assert
 (let ((?x8769 (bvxor x1 x2)))
 (let (($x12449 (= (_ bv0 65) ?x8769)))
 (not $x12449))))
(assert
 (let (($x12040 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2))))
 (not $x12040)))
(assert
 (let ((?x8769 (bvxor x1 x2)))
(let ((?x8564 (ite (bvslt (bvxor x1 ?x8769) x1) (_ bv0 2) (_ bv1 2))))
(let (($x12723 (= (_ bv0 2) ?x8564)))
(let ((?x10549 (bvxor (ite $x12723 x1 x2) ?x8769)))
(let ((?x677 (ite (= (_ bv1 2) ?x8564) ?x10549 x2)))
(let ((?x10091 (ite $x12723 ?x10549 x1)))
(let (($x11681 (= (_ bv0 65) (bvxor ?x10091 ?x677))))
(let (($x4588 (or (and (and true (bvslt ?x10091 x1)) (= x2 ?x677)) (and (and true (bvslt ?x677 x2)) (= x1 ?x10091)))))
(not (and true $x4588 $x11681)))))))))))
(check-sat)
