(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 bound!1)) (and (>= x2 0) (<= x2 bound!1))))
(assert
 (not (= x1 x2)))
(assert
 (not (and (= 0 x1) (= 0 x2))))
(assert
 (let ((?x1 (ite (< x2 x1) x2 x1)))
 (not (and true (or (and (and true (< ?x1 x1)) (= x2 ?x1)) (and (and true (< ?x1 x2)) (= x1 ?x1))) (= ?x1 ?x1)))))
(check-sat)
