; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (and (>= n 2) (>= fibn 1) (<= fibn fibn1) (<= fibn1 (* 2 fibn))))
(assert
 (< (+ (* 1 fibn) (* 2 fibn1)) (* 3 (+ (* 0 fibn) (* 1 fibn1)))))
(assert
 (let ((?x1 (+ fibn fibn1)))
 (not (< (+ (* 1 fibn1) (* 2 ?x1)) (* 3 (+ (* 0 fibn1) (* 1 ?x1)))))))
(check-sat)
