; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun y1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (and (and (>= y1 0) (<= y1 18446744073709551615))))
(assert
 (let ((?x87 (mod x1 4)))
 (= 0 ?x87)))
(assert
 (let (($x7885 (or (and (<= 1 x1) (= y1 (- x1 1))) (and (<= 2 x1) (= y1 (- x1 2))) (and (<= 3 x1) (= y1 (- x1 3))))))
 (or (and $x7885))))
(assert
 (let ((?x7784 (mod y1 4)))
(= 0 ?x7784)))
(check-sat)
