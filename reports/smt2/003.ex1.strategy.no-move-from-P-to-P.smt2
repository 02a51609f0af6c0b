; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun y1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (and (and (>= y1 0) (<= y1 18446744073709551615))))
(assert
 (let ((?x9095 (mod x1 4)))
 (= 0 ?x9095)))
(assert
 (let (($x12775 (or (and (<= 1 x1) (= y1 (- x1 1))) (and (<= 2 x1) (= y1 (- x1 2))) (and (<= 3 x1) (= y1 (- x1 3))))))
 (or (and $x12775))))
(assert
 (let ((?x5462 (mod y1 4)))
(= 0 ?x5462)))
(check-sat)
