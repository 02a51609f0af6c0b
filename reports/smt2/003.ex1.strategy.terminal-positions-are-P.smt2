; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (and (> 1 x1)))
(assert
 (let ((?x10267 (mod x1 4)))
(let (($x44 (= 0 ?x10267)))
(not $x44))))
(check-sat)
