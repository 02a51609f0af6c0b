; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun y1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (and (and (>= y1 0) (<= y1 18446744073709551615))))
(assert
 (let ((?x10267 (mod x1 4)))
 (= 0 ?x10267)))
(assert
 (let (($x6899 (or (and (<= 1 x1) (= y1 (- x1 1))) (and (<= 2 x1) (= y1 (- x1 2))) (and (<= 3 x1) (= y1 (- x1 3))))))
 (or (and $x6899))))
(assert
 (let ((?x8571 (mod y1 4)))
(= 0 ?x8571)))
(check-sat)
