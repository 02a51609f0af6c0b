; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (>= x1 0) (<= x1 18446744073709551615)))
(assert
 (= 0 x1))
(assert
 (not (= 0 x1)))
(check-sat)
