; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x1 (mod x1 8)))
 (let (($x2 (= 0 ?x1)))
 (not $x2))))
(assert
 (let (($x3 (and (> 1 x1))))
 (not $x3)))
(assert
 (let (($x4 (= 0 (mod (- x1 (mod x1 8)) 8))))
(let (($x5 (or (and (<= 1 x1) (= (- x1 (mod x1 8)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 8)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 8)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 8)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 8)) (- x1 5))) (and (<= 6 x1) (= (- x1 (mod x1 8)) (- x1 6))) (and (<= 7 x1) (= (- x1 (mod x1 8)) (- x1 7))))))
(let (($x6 (or (and $x5))))
(not (and true $x6 $x4))))))
(check-sat)
