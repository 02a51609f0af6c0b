; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (and (> 1 x1)))
(assert
 (let ((?x4016 (mod x1 6)))
(let (($x10524 (= 0 ?x4016)))
(not $x10524))))
(check-sat)
