; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun x2 () Int)
(declare-fun Z!1 () Int)
(declare-fun Z!2 () Int)
(declare-fun Z!3 () Int)
(assert
 (and (and (>= x1 0) (<= x1 4294967295)) (and (>= x2 0) (<= x2 4294967295)) (<= x2 x1)))
(assert
 (not (or (= 0 x1) (< x2 Z!1))))
(assert
 (not (or (= 0 x1) (= 0 x2))))
(assert
 (let ((?x1 (- x1 Z!1)))
 (let ((?x2 (ite (> 0 ?x1) 0 ?x1)))
 (let ((?x3 (- x1 ?x2)))
 (let ((?x4 (* Z!1 2)))
 (let ((?x5 (ite (< ?x2 ?x4) ?x2 ?x4)))
 (let ((?x6 (* ?x3 2)))
 (not (and true (and (< 0 ?x3) (<= ?x3 x2) true (= ?x5 (ite (<= ?x6 ?x2) ?x6 ?x2))) (or (= 0 ?x2) (< ?x5 Z!2)))))))))))
(assert
 (=> true (or (= 0 x1) (and (<= 1 Z!1) (<= Z!1 x1)))))
(assert
 (let ((?x7 (- x1 Z!1)))
 (let ((?x8 (ite (> 0 ?x7) 0 ?x7)))
 (=> true (or (= 0 ?x8) (and (<= 1 Z!2) (<= Z!2 ?x8)))))))
(assert
 (=> true (or (= 0 x1) (= Z!1 x1) (< (* Z!1 2) Z!2))))
(assert
 (let ((?x9 (- x1 Z!1)))
 (let ((?x10 (ite (> 0 ?x9) 0 ?x9)))
 (=> true (or (= 0 ?x10) (= Z!2 ?x10) (< (* Z!2 2) Z!3))))))
(assert
 (and (>= Z!1 0) (<= Z!1 2971215073)))
(assert
 (and (>= Z!2 0) (<= Z!2 2971215073)))
(assert
 (and (>= Z!3 0) (<= Z!3 2971215073)))
(assert
 (let ((?x11 (- x1 Z!1)))
 (=> (= x1 (ite (> 0 ?x11) 0 ?x11)) (= Z!1 Z!2))))
(assert
 (let ((?x12 (- x1 Z!1)))
 (let ((?x13 (- (ite (> 0 ?x12) 0 ?x12) Z!2)))
 (=> (= x1 (ite (> 0 ?x13) 0 ?x13)) (= Z!1 Z!3)))))
(assert
 (let ((?x14 (- x1 Z!1)))
 (let ((?x15 (ite (> 0 ?x14) 0 ?x14)))
 (let ((?x16 (- ?x15 Z!2)))
 (=> (= ?x15 (ite (> 0 ?x16) 0 ?x16)) (= Z!2 Z!3))))))
(check-sat)
