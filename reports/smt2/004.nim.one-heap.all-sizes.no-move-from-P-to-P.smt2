(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun y1 () Int)
(assert
 (and (>= x1 0) (<= x1 bound!1)))
(assert
 (and (>= y1 0) (<= y1 bound!1)))
(assert
 (= 0 x1))
(assert
 (and true (< y1 x1)))
(assert
 (= 0 y1))
(check-sat)
