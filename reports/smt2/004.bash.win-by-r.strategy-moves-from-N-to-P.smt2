; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x4016 (mod x1 6)))
 (let (($x10524 (= 0 ?x4016)))
 (not $x10524))))
(assert
 (let (($x10461 (and (> 1 x1))))
 (not $x10461)))
(assert
 (let (($x10129 (= 0 (mod (- x1 (mod x1 6)) 6))))
(let (($x570 (or (and (<= 1 x1) (= (- x1 (mod x1 6)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 6)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 6)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 6)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 6)) (- x1 5))))))
(let (($x1743 (or (and $x570))))
(not (and true $x1743 $x10129))))))
(check-sat)
