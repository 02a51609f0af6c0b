; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x50203 (mod x1 6)))
 (let (($x34947 (= 0 ?x50203)))
 (not $x34947))))
(assert
 (let (($x21302 (and (> 1 x1))))
 (not $x21302)))
(assert
 (let (($x55702 (= 0 (mod (- x1 (mod x1 6)) 6))))
(let (($x22478 (or (and (<= 1 x1) (= (- x1 (mod x1 6)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 6)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 6)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 6)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 6)) (- x1 5))))))
(let (($x24820 (or (and $x22478))))
(not (and true $x24820 $x55702))))))
(check-sat)
