; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615)) (and (>= x2 0) (<= x2 18446744073709551615))))
(assert
 (let (($x27 (= x1 x2)))
 (not $x27)))
(assert
 (let (($x20 (and (= 0 x1) (= 0 x2))))
 (not $x20)))
(assert
 (let ((?x73 (ite (< x2 x1) x2 x1)))
(let (($x82 (= ?x73 ?x73)))
(let (($x100 (or (and (and true (< ?x73 x1)) (= x2 ?x73)) (and (and true (< ?x73 x2)) (= x1 ?x73)))))
(not (and true $x100 $x82))))))
(check-sat)
