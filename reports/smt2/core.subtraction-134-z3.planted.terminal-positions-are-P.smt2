; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (>= x1 0) (<= x1 18446744073709551615)))
(assert
 (> 1 x1))
(assert
 (let ((?x1 (mod x1 8)))
 (not (or (= 0 ?x1) (= 2 ?x1)))))
(check-sat)
