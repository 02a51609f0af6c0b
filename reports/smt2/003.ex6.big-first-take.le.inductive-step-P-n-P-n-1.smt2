; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (and (>= n 2) (>= fibn 1) (<= fibn fibn1) (<= fibn1 (* 2 fibn))))
(assert
 (<= (+ (* 0 fibn) (* 1 fibn1)) (* 2 (+ (* 1 fibn) (* 0 fibn1)))))
(assert
 (let ((?x1 (+ fibn fibn1)))
 (not (<= (+ (* 0 fibn1) (* 1 ?x1)) (* 2 (+ (* 1 fibn1) (* 0 ?x1)))))))
(check-sat)
