; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (>= x1 0) (<= x1 18446744073709551615)))
(assert
 (let ((?x1 (mod x1 8)))
 (not (or (= 0 ?x1) (= 2 ?x1)))))
(assert
 (not (> 1 x1)))
(assert
 (forall ((q1 Int)) (let ((?x2 (mod q1 8)))
 (=> (and (and (>= q1 0) (<= q1 18446744073709551615)) (or (and (<= 1 x1) (= q1 (- x1 1))) (and (<= 3 x1) (= q1 (- x1 3))) (and (<= 4 x1) (= q1 (- x1 4))))) (not (or (= 0 ?x2) (= 2 ?x2)))))))
(check-sat)
