(declare-fun bound!1 () Int)
(declare-fun bound!2 () Int)
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(declare-fun A!3 () Int)
(assert
 (and (and (>= x1 0) (<= x1 bound!1)) (and (>= x2 0) (<= x2 bound!1))))
(assert
 (and (= 0 x1) (= 0 x2)))
(assert
 (not (= (ite (< x2 x1) x2 x1) A!3)))
(assert
 (let ((?x1 (- x1 x2)))
 (let ((?x2 (ite (< ?x1 0) (- ?x1) ?x1)))
 (=> true (or (= 0 ?x2) (<= A!3 (- (* ?x2 2) 1)))))))
(assert
 (let ((?x3 (- x1 x2)))
 (let ((?x4 (ite (< ?x3 0) (- ?x3) ?x3)))
 (=> true (or (= 0 ?x4) (<= ?x4 A!3))))))
(assert
 (and (>= A!3 0) (<= A!3 bound!2)))
(assert
 (let ((?x5 (- x1 x2)))
 (=> (= 0 (ite (< ?x5 0) (- ?x5) ?x5)) (= 0 A!3))))
(check-sat)
