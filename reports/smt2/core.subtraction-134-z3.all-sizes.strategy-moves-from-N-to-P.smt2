(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (>= x1 0) (<= x1 bound!1)))
(assert
 (let ((?x1 (mod x1 7)))
 (not (or (= 0 ?x1) (= 2 ?x1)))))
(assert
 (not (> 1 x1)))
(assert
 (let ((?x2 (mod x1 7)))
 (let ((?x3 (- x1 (ite (= 0 ?x2) 1 (ite (= 1 ?x2) 1 (ite (= 2 ?x2) 1 (ite (= 3 ?x2) 1 (ite (= 4 ?x2) 4 (ite (= 5 ?x2) 3 4)))))))))
 (let ((?x4 (mod ?x3 7)))
 (not (and true (or (and (<= 1 x1) (= ?x3 (- x1 1))) (and (<= 3 x1) (= ?x3 (- x1 3))) (and (<= 4 x1) (= ?x3 (- x1 4)))) (or (= 0 ?x4) (= 2 ?x4))))))))
(check-sat)
