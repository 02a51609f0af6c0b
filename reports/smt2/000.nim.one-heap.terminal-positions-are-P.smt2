; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let (($x1 (= 0 x1)))
 (and $x1)))
(assert
 (let (($x1 (= 0 x1)))
(not $x1)))
(check-sat)
