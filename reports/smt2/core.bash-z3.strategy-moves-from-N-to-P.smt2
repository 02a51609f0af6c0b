; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x1153 (mod x1 8)))
 (let (($x21978 (= 0 ?x1153)))
 (not $x21978))))
(assert
 (let (($x5379 (and (> 1 x1))))
 (not $x5379)))
(assert
 (let (($x20649 (= 0 (mod (- x1 (mod x1 8)) 8))))
(let (($x23811 (or (and (<= 1 x1) (= (- x1 (mod x1 8)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 8)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 8)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 8)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 8)) (- x1 5))) (and (<= 6 x1) (= (- x1 (mod x1 8)) (- x1 6))) (and (<= 7 x1) (= (- x1 (mod x1 8)) (- x1 7))))))
(let (($x32774 (or (and $x23811))))
(not (and true $x32774 $x20649))))))
(check-sat)
