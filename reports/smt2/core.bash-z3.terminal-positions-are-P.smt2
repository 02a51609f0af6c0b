; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (and (> 1 x1)))
(assert
 (let ((?x1153 (mod x1 8)))
(let (($x21978 (= 0 ?x1153)))
(not $x21978))))
(check-sat)
