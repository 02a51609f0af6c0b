; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let (($x3906 (= 0 x1)))
 (not $x3906)))
(assert
 (let (($x3906 (= 0 x1)))
 (let (($x6148 (and $x3906)))
 (not $x6148))))
(assert
 (not (and true (or (and (and true (< 0 x1)))) (= 0 0))))
(check-sat)
