; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615)) (and (>= x2 0) (<= x2 18446744073709551615))))
(assert
 (let (($x1 (= x1 x2)))
 (not $x1)))
(assert
 (let (($x2 (and (= 0 x1) (= 0 x2))))
 (not $x2)))
(assert
 (let ((?x3 (ite (< x2 x1) x2 x1)))
(let (($x4 (= ?x3 ?x3)))
(let (($x5 (or (and (and true (< ?x3 x1)) (= x2 ?x3)) (and (and true (< ?x3 x2)) (= x1 ?x3)))))
(not (and true $x5 $x4))))))
(check-sat)
