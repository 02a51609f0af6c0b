(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(declare-fun y2 () Int)
(declare-fun y1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 bound!1)) (and (>= x2 0) (<= x2 bound!1))))
(assert
 (and (and (>= y1 0) (<= y1 bound!1)) (and (>= y2 0) (<= y2 bound!1))))
(assert
 (= x1 x2))
(assert
 (or (and (and true (< y1 x1)) (= x2 y2)) (and (and true (< y2 x2)) (= x1 y1))))
(assert
 (= y1 y2))
(check-sat)
