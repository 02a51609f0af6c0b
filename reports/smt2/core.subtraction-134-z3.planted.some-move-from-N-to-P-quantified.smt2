; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let (($x1 (or (= 0 (mod x1 8)) (= 2 (mod x1 8)))))
 (not $x1)))
(assert
 (let (($x2 (and (> 1 x1))))
 (not $x2)))
(assert
 (forall ((q1 Int) )(let (($x3 (or (and (<= 1 x1) (= q1 (- x1 1))) (and (<= 3 x1) (= q1 (- x1 3))) (and (<= 4 x1) (= q1 (- x1 4))))))
(=> (and (and (and (>= q1 0) (<= q1 18446744073709551615))) (or (and $x3))) (not (or (= 0 (mod q1 8)) (= 2 (mod q1 8)))))))
)
(check-sat)
