; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (let (($x10461 (>= fibn 1)))
 (let (($x12422 (>= n 1)))
 (and $x12422 $x10461 (<= fibn fibn1) (<= fibn1 (* 2 fibn))))))
(assert
 (< (* 4 (+ (* 0 fibn) (* 1 fibn1))) (* 3 (+ (* 1 fibn) (* 1 fibn1)))))
(assert
 (let (($x7457 (< (* 4 (+ (* 0 fibn1) (* 1 (+ fibn fibn1)))) (* 3 (+ (* 1 fibn1) (* 1 (+ fibn fibn1)))))))
(not $x7457)))
(check-sat)
