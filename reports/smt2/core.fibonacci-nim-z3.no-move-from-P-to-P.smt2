; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun x2 () Int)
(declare-fun y1 () Int)
(declare-fun y2 () Int)
(declare-fun Z!1 () Int)
(declare-fun Z!2 () Int)
(assert
 (and (and (>= x1 0) (<= x1 4294967295)) (and (>= x2 0) (<= x2 4294967295)) (<= x2 x1)))
(assert
 (and (and (>= y1 0) (<= y1 4294967295)) (and (>= y2 0) (<= y2 4294967295)) (<= y2 y1)))
(assert
 (or (= 0 x1) (< x2 Z!1)))
(assert
 (let ((?x1 (- x1 y1)))
 (let ((?x2 (* ?x1 2)))
 (and (< 0 ?x1) (<= ?x1 x2) true (= y2 (ite (<= ?x2 y1) ?x2 y1))))))
(assert
 (or (= 0 y1) (< y2 Z!2)))
(assert
 (=> true (or (= 0 x1) (and (<= 1 Z!1) (<= Z!1 x1)))))
(assert
 (=> true (or (= 0 y1) (and (<= 1 Z!2) (<= Z!2 y1)))))
(assert
 (let ((?x3 (- x1 x1)))
 (=> (and true true) (or (<= x1 x1) (<= Z!1 ?x3) (<= Z!1 (* ?x3 2))))))
(assert
 (let ((?x4 (- y1 x1)))
 (=> (and true true) (or (<= y1 x1) (<= Z!2 ?x4) (<= Z!1 (* ?x4 2))))))
(assert
 (let ((?x5 (- x1 y1)))
 (=> (and true true) (or (<= x1 y1) (<= Z!1 ?x5) (<= Z!2 (* ?x5 2))))))
(assert
 (let ((?x6 (- y1 y1)))
 (=> (and true true) (or (<= y1 y1) (<= Z!2 ?x6) (<= Z!2 (* ?x6 2))))))
(assert
 (and (>= Z!1 0) (<= Z!1 2971215073)))
(assert
 (and (>= Z!2 0) (<= Z!2 2971215073)))
(assert
 (=> (= x1 y1) (= Z!1 Z!2)))
(check-sat)
