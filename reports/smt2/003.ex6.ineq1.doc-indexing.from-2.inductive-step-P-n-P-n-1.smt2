; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (let (($x11889 (>= fibn 1)))
 (let (($x10248 (>= n 2)))
 (and $x10248 $x11889 (<= fibn fibn1) (<= fibn1 (* 2 fibn))))))
(assert
 (let ((?x5243 (* 2 (+ (* 0 fibn) (* 1 fibn1)))))
 (and (< (+ (* 1 fibn) (* 1 fibn1)) ?x5243) (< ?x5243 (+ (* 1 fibn) (* 2 fibn1))))))
(assert
 (let ((?x5968 (* 2 (+ (* 0 fibn1) (* 1 (+ fibn fibn1))))))
(let (($x5460 (and (< (+ (* 1 fibn1) (* 1 (+ fibn fibn1))) ?x5968) (< ?x5968 (+ (* 1 fibn1) (* 2 (+ fibn fibn1)))))))
(not $x5460))))
(check-sat)
