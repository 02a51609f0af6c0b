; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (let (($x10091 (>= fibn 1)))
 (let (($x11139 (>= n 2)))
 (and $x11139 $x10091 (<= fibn fibn1) (<= fibn1 (* 2 fibn))))))
(assert
 (let ((?x2616 (* 2 (+ (* 0 fibn) (* 1 fibn1)))))
 (and (< (+ (* 1 fibn) (* 1 fibn1)) ?x2616) (< ?x2616 (+ (* 1 fibn) (* 2 fibn1))))))
(assert
 (let ((?x3206 (* 2 (+ (* 0 fibn1) (* 1 (+ fibn fibn1))))))
(let (($x14541 (and (< (+ (* 1 fibn1) (* 1 (+ fibn fibn1))) ?x3206) (< ?x3206 (+ (* 1 fibn1) (* 2 (+ fibn fibn1)))))))
(not $x14541))))
(check-sat)
