(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun y1 () Int)
(assert
 (and (>= x1 0) (<= x1 bound!1)))
(assert
 (and (>= y1 0) (<= y1 bound!1)))
(assert
 (= 0 (mod x1 6)))
(assert
 (or (and (<= 1 x1) (= y1 (- x1 1))) (and (<= 2 x1) (= y1 (- x1 2))) (and (<= 3 x1) (= y1 (- x1 3))) (and (<= 4 x1) (= y1 (- x1 4))) (and (<= 5 x1) (= y1 (- x1 5)))))
(assert
 (= 0 (mod y1 6)))
(check-sat)
