; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (and (>= n 2) (>= fibn 1) (<= fibn fibn1) (<= fibn1 (* 2 fibn))))
(assert
 (let ((?x1 (* 1 fibn)))
 (let ((?x2 (* 1 fibn1)))
 (let ((?x3 (* 2 (+ (* 0 fibn) ?x2))))
 (and (< (+ ?x1 ?x2) ?x3) (< ?x3 (+ ?x1 (* 2 fibn1))))))))
(assert
 (let ((?x4 (* 1 fibn1)))
 (let ((?x5 (+ fibn fibn1)))
 (let ((?x6 (* 1 ?x5)))
 (let ((?x7 (* 2 (+ (* 0 fibn1) ?x6))))
 (not (and (< (+ ?x4 ?x6) ?x7) (< ?x7 (+ ?x4 (* 2 ?x5))))))))))
(check-sat)
