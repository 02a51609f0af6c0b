; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x12744 (mod x1 6)))
 (let (($x3206 (= 0 ?x12744)))
 (not $x3206))))
(assert
 (let (($x5190 (and (> 1 x1))))
 (not $x5190)))
(assert
 (let (($x6152 (= 0 (mod (- x1 (mod x1 6)) 6))))
(let (($x7091 (or (and (<= 1 x1) (= (- x1 (mod x1 6)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 6)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 6)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 6)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 6)) (- x1 5))))))
(let (($x11599 (or (and $x7091))))
(not (and true $x11599 $x6152))))))
(check-sat)
