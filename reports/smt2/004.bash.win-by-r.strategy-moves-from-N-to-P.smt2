; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x4650 (mod x1 6)))
 (let (($x5968 (= 0 ?x4650)))
 (not $x5968))))
(assert
 (let (($x5190 (and (> 1 x1))))
 (not $x5190)))
(assert
 (let (($x10048 (= 0 (mod (- x1 (mod x1 6)) 6))))
(let (($x10460 (or (and (<= 1 x1) (= (- x1 (mod x1 6)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 6)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 6)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 6)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 6)) (- x1 5))))))
(let (($x6475 (or (and $x10460))))
(not (and true $x6475 $x10048))))))
(check-sat)
