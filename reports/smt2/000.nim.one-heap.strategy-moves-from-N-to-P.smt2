; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let (($x18 (= 0 x1)))
 (not $x18)))
(assert
 (let (($x18 (= 0 x1)))
 (let (($x24 (and $x18)))
 (not $x24))))
(assert
 (not (and true (or (and (and true (< 0 x1)))) (= 0 0))))
(check-sat)
