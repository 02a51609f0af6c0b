; benchmark generated from python API
(set-info :status unknown)
(declare-fun fibn () Int)
(declare-fun fibn1 () Int)
(declare-fun n () Int)
(assert
 (let (($x10461 (>= fibn 1)))
 (let (($x1221 (>= n 2)))
 (and $x1221 $x10461 (<= fibn fibn1) (<= fibn1 (* 2 fibn))))))
(assert
 (let ((?x12728 (* 2 (+ (* 0 fibn) (* 1 fibn1)))))
 (and (< (+ (* 1 fibn) (* 1 fibn1)) ?x12728) (< ?x12728 (+ (* 1 fibn) (* 2 fibn1))))))
(assert
 (let ((?x2861 (* 2 (+ (* 0 fibn1) (* 1 (+ fibn fibn1))))))
(let (($x14465 (and (< (+ (* 1 fibn1) (* 1 (+ fibn fibn1))) ?x2861) (< ?x2861 (+ (* 1 fibn1) (* 2 (+ fibn fibn1)))))))
(not $x14465))))
(check-sat)
