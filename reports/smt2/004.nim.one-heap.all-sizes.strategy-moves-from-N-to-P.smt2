(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (>= x1 0) (<= x1 bound!1)))
(assert
 (not (= 0 x1)))
(assert
 (not (= 0 x1)))
(assert
 (not (and true (and true (< 0 x1)) (= 0 0))))
(check-sat)
