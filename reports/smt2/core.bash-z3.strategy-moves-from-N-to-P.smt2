; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x3664 (mod x1 8)))
 (let (($x8748 (= 0 ?x3664)))
 (not $x8748))))
(assert
 (let (($x17817 (and (> 1 x1))))
 (not $x17817)))
(assert
 (let (($x3839 (= 0 (mod (- x1 (mod x1 8)) 8))))
(let (($x38784 (or (and (<= 1 x1) (= (- x1 (mod x1 8)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 8)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 8)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 8)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 8)) (- x1 5))) (and (<= 6 x1) (= (- x1 (mod x1 8)) (- x1 6))) (and (<= 7 x1) (= (- x1 (mod x1 8)) (- x1 7))))))
(let (($x25980 (or (and $x38784))))
(not (and true $x25980 $x3839))))))
(check-sat)
