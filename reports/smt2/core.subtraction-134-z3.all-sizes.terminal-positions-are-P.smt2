(declare-fun bound!1 () Int)
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (>= x1 0) (<= x1 bound!1)))
(assert
 (> 1 x1))
(assert
 (let ((?x1 (mod x1 7)))
 (not (or (= 0 ?x1) (= 2 ?x1)))))
(check-sat)
