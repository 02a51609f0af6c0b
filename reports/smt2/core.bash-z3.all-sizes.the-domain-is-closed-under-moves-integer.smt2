(declare-fun bound!1 () Int)
(declare-fun bound!2 () Int)
(set-info :status unknown)
(declare-fun cx1 () Int)
(declare-fun cy1 () Int)
(assert
 (and (>= cx1 0) (<= cx1 bound!1)))
(assert
 (and (>= cy1 (- bound!2)) (<= cy1 bound!2)))
(assert
 (or (and (<= 1 cx1) (= cy1 (- cx1 1))) (and (<= 2 cx1) (= cy1 (- cx1 2))) (and (<= 3 cx1) (= cy1 (- cx1 3))) (and (<= 4 cx1) (= cy1 (- cx1 4))) (and (<= 5 cx1) (= cy1 (- cx1 5))) (and (<= 6 cx1) (= cy1 (- cx1 6))) (and (<= 7 cx1) (= cy1 (- cx1 7)))))
(assert
 (not (and (>= cy1 0) (<= cy1 bound!1))))
(check-sat)
