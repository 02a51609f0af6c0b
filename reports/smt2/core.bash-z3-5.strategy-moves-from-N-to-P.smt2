; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x42149 (mod x1 6)))
 (let (($x49270 (= 0 ?x42149)))
 (not $x49270))))
(assert
 (let (($x51941 (and (> 1 x1))))
 (not $x51941)))
(assert
 (let (($x36061 (= 0 (mod (- x1 (mod x1 6)) 6))))
(let (($x26556 (or (and (<= 1 x1) (= (- x1 (mod x1 6)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 6)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 6)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 6)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 6)) (- x1 5))))))
(let (($x12533 (or (and $x26556))))
(not (and true $x12533 $x36061))))))
(check-sat)
