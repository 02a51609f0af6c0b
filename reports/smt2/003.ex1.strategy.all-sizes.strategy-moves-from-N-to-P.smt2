(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (>= x1 0) (<= x1 bound!1)))
(assert
 (not (= 0 (mod x1 4))))
(assert
 (not (> 1 x1)))
(assert
 (let ((?x1 (- x1 (mod x1 4))))
 (not (and true (or (and (<= 1 x1) (= ?x1 (- x1 1))) (and (<= 2 x1) (= ?x1 (- x1 2))) (and (<= 3 x1) (= ?x1 (- x1 3)))) (= 0 (mod ?x1 4))))))
(check-sat)
