(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun y1 () Int)
(assert
 (and (>= x1 0) (<= x1 bound!1)))
(assert
 (and (>= y1 0) (<= y1 bound!1)))
(assert
 (let ((?x1 (mod x1 7)))
 (or (= 0 ?x1) (= 2 ?x1))))
(assert
 (or (and (<= 1 x1) (= y1 (- x1 1))) (and (<= 3 x1) (= y1 (- x1 3))) (and (<= 4 x1) (= y1 (- x1 4)))))
(assert
 (let ((?x2 (mod y1 7)))
 (or (= 0 ?x2) (= 2 ?x2))))
(check-sat)
