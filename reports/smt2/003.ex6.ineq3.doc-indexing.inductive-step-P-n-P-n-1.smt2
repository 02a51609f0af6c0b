; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (and (>= n 1) (>= fibn 1) (<= fibn fibn1) (<= fibn1 (* 2 fibn))))
(assert
 (let ((?x1 (* 1 fibn1)))
 (< (* 4 (+ (* 0 fibn) ?x1)) (* 3 (+ (* 1 fibn) ?x1)))))
(assert
 (let ((?x2 (* 1 (+ fibn fibn1))))
 (not (< (* 4 (+ (* 0 fibn1) ?x2)) (* 3 (+ (* 1 fibn1) ?x2))))))
(check-sat)
