; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(declare-fun x2 () Int)
(declare-fun Z!1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 4294967295)) (and (>= x2 0) (<= x2 4294967295)) (<= x2 x1)))
(assert
 (or (= 0 x1) (= 0 x2)))
(assert
 (not (or (= 0 x1) (< x2 Z!1))))
(assert
 (=> true (or (= 0 x1) (and (<= 1 Z!1) (<= Z!1 x1)))))
(assert
 (and (>= Z!1 0) (<= Z!1 2971215073)))
(check-sat)
