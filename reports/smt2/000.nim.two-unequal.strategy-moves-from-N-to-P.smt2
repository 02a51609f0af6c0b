; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615)) (and (>= x2 0) (<= x2 18446744073709551615))))
(assert
 (let (($x83 (= x1 x2)))
 (not $x83)))
(assert
 (let (($x95 (and (= 0 x1) (= 0 x2))))
 (not $x95)))
(assert
 (let ((?x98 (ite (< x2 x1) x2 x1)))
(let (($x19 (= ?x98 ?x98)))
(let (($x81 (or (and (and true (< ?x98 x1)) (= x2 ?x98)) (and (and true (< ?x98 x2)) (= x1 ?x98)))))
(not (and true $x81 $x19))))))
(check-sat)
