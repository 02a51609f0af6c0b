; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x362 (mod x1 7)))
 (let (($x13439 (= 2 ?x362)))
 (let (($x51941 (= 0 ?x362)))
 (let (($x17838 (or $x51941 $x13439)))
 (not $x17838))))))
(assert
 (let (($x36061 (and (> 1 x1))))
 (not $x36061)))
(assert
 (let ((?x8286 (ite (= 4 (mod x1 7)) 4 (ite (= 5 (mod x1 7)) 3 4))))
(let ((?x362 (mod x1 7)))
(let (($x13439 (= 2 ?x362)))
(let ((?x6343 (ite (= 1 ?x362) 1 (ite $x13439 1 (ite (= 3 ?x362) 1 ?x8286)))))
(let (($x51941 (= 0 ?x362)))
(let ((?x8089 (- x1 (ite $x51941 1 ?x6343))))
(let ((?x25716 (mod ?x8089 7)))
(let (($x2599 (or (= 0 ?x25716) (= 2 ?x25716))))
(let (($x14562 (or (and (<= 1 x1) (= ?x8089 (- x1 1))) (and (<= 3 x1) (= ?x8089 (- x1 3))) (and (<= 4 x1) (= ?x8089 (- x1 4))))))
(let (($x8450 (or (and $x14562))))
(not (and true $x8450 $x2599)))))))))))))
(check-sat)
