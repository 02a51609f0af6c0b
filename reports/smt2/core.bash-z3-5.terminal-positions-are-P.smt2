; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (and (> 1 x1)))
(assert
 (let ((?x52042 (mod x1 6)))
(let (($x27620 (= 0 ?x52042)))
(not $x27620))))
(check-sat)
