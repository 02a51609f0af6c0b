; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (let (($x12449 (>= fibn 1)))
 (let (($x1307 (>= n 1)))
 (and $x1307 $x12449 (<= fibn fibn1) (<= fibn1 (* 2 fibn))))))
(assert
 (< (* 4 (+ (* 0 fibn) (* 1 fibn1))) (* 3 (+ (* 1 fibn) (* 1 fibn1)))))
(assert
 (let (($x2616 (< (* 4 (+ (* 0 fibn1) (* 1 (+ fibn fibn1)))) (* 3 (+ (* 1 fibn1) (* 1 (+ fibn fibn1)))))))
(not $x2616)))
(check-sat)
