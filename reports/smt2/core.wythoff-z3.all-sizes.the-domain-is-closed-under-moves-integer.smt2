(declare-fun bound!1 () Int)
(declare-fun bound!2 () Int)
(set-info :status unknown)
(declare-fun cx2 () Int)
(declare-fun cx1 () Int)
(declare-fun cy1 () Int)
(declare-fun cy2 () Int)
(assert
 (and (and (>= cx1 0) (<= cx1 bound!1)) (and (>= cx2 0) (<= cx2 bound!1))))
(assert
 (and (>= cy1 (- bound!2)) (<= cy1 bound!2)))
(assert
 (and (>= cy2 (- bound!2)) (<= cy2 bound!2)))
(assert
 (let ((?x1 (<= 0 cy1)))
 (let ((?x2 (< cy1 cx1)))
 (let ((?x3 (<= 0 cy2)))
 (or (or (and ?x1 ?x2 (= cy2 cx2)) (and ?x3 (< cy2 cx2) (= cy1 cx1))) (and ?x1 ?x3 ?x2 (= (- cx1 cy1) (- cx2 cy2))))))))
(assert
 (not (and (and (>= cy1 0) (<= cy1 bound!1)) (and (>= cy2 0) (<= cy2 bound!1)))))
(check-sat)
