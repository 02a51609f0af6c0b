; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x10267 (mod x1 4)))
 (let (($x44 (= 0 ?x10267)))
 (not $x44))))
(assert
 (let (($x1933 (and (> 1 x1))))
 (not $x1933)))
(assert
 (let (($x546 (= 0 (mod (- x1 (mod x1 4)) 4))))
(let (($x10908 (or (and (<= 1 x1) (= (- x1 (mod x1 4)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 4)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 4)) (- x1 3))))))
(let (($x3171 (or (and $x10908))))
(not (and true $x3171 $x546))))))
(check-sat)
