; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx1 () Int)
(declare-fun cx2 () Int)
(declare-fun cy1 () Int)
(declare-fun cy2 () Int)
(assert
 (and (and (>= cx1 0) (<= cx1 4294967295)) (and (>= cx2 0) (<= cx2 4294967295)) (<= cx2 cx1)))
(assert
 (and (>= cy1 (- 1099511627776)) (<= cy1 1099511627776)))
(assert
 (and (>= cy2 (- 1099511627776)) (<= cy2 1099511627776)))
(assert
 (let ((?x1 (- cx1 cy1)))
 (let ((?x2 (* ?x1 2)))
 (and (< 0 ?x1) (<= ?x1 cx2) (<= 0 cy1) (= cy2 (ite (<= ?x2 cy1) ?x2 cy1))))))
(assert
 (not (and (and (>= cy1 0) (<= cy1 4294967295)) (and (>= cy2 0) (<= cy2 4294967295)) (<= cy2 cy1))))
(check-sat)
