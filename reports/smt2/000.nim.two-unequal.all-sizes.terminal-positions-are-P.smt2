(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 bound!1)) (and (>= x2 0) (<= x2 bound!1))))
(assert
 (and (= 0 x1) (= 0 x2)))
(assert
 (not (= x1 x2)))
(check-sat)
