; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x52042 (mod x1 6)))
 (let (($x27620 (= 0 ?x52042)))
 (not $x27620))))
(assert
 (let (($x55622 (and (> 1 x1))))
 (not $x55622)))
(assert
 (let (($x38404 (= 0 (mod (- x1 (mod x1 6)) 6))))
(let (($x15672 (or (and (<= 1 x1) (= (- x1 (mod x1 6)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 6)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 6)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 6)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 6)) (- x1 5))))))
(let (($x16781 (or (and $x15672))))
(not (and true $x16781 $x38404))))))
(check-sat)
