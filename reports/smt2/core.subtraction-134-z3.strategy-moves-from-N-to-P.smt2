; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x1 (mod x1 7)))
 (let (($x2 (= 2 ?x1)))
 (let (($x3 (= 0 ?x1)))
 (let (($x4 (or $x3 $x2)))
 (not $x4))))))
(assert
 (let (($x5 (and (> 1 x1))))
 (not $x5)))
(assert
 (let ((?x6 (ite (= 4 (mod x1 7)) 4 (ite (= 5 (mod x1 7)) 3 4))))
(let ((?x1 (mod x1 7)))
(let (($x2 (= 2 ?x1)))
(let ((?x7 (ite (= 1 ?x1) 1 (ite $x2 1 (ite (= 3 ?x1) 1 ?x6)))))
(let (($x3 (= 0 ?x1)))
(let ((?x8 (- x1 (ite $x3 1 ?x7))))
(let ((?x9 (mod ?x8 7)))
(let (($x10 (or (= 0 ?x9) (= 2 ?x9))))
(let (($x11 (or (and (<= 1 x1) (= ?x8 (- x1 1))) (and (<= 3 x1) (= ?x8 (- x1 3))) (and (<= 4 x1) (= ?x8 (- x1 4))))))
(let (($x12 (or (and $x11))))
(not (and true $x12 $x10)))))))))))))
(check-sat)
