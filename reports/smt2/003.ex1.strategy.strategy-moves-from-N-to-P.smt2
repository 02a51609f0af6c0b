; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x87 (mod x1 4)))
 (let (($x6348 (= 0 ?x87)))
 (not $x6348))))
(assert
 (let (($x57 (and (> 1 x1))))
 (not $x57)))
(assert
 (let (($x21 (= 0 (mod (- x1 (mod x1 4)) 4))))
(let (($x685 (or (and (<= 1 x1) (= (- x1 (mod x1 4)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 4)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 4)) (- x1 3))))))
(let (($x6086 (or (and $x685))))
(not (and true $x6086 $x21))))))
(check-sat)
