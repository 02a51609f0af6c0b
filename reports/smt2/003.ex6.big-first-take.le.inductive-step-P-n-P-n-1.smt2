; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (let (($x1 (>= fibn 1)))
 (let (($x2 (>= n 2)))
 (and $x2 $x1 (<= fibn fibn1) (<= fibn1 (* 2 fibn))))))
(assert
 (<= (+ (* 0 fibn) (* 1 fibn1)) (* 2 (+ (* 1 fibn) (* 0 fibn1)))))
(assert
 (let (($x3 (<= (+ (* 0 fibn1) (* 1 (+ fibn fibn1))) (* 2 (+ (* 1 fibn1) (* 0 (+ fibn fibn1)))))))
(not $x3)))
(check-sat)
