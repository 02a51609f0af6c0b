(declare-fun bound!0 () Int)
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 bound!0)) (and (>= x2 0) (<= x2 bound!0))))
(assert
 (and (= 0 x1) (= 0 x2)))
(assert
 (not (= x1 x2)))
(check-sat)
