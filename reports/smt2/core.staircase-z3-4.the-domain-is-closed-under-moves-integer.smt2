; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx4 () Int)
(declare-fun cx3 () Int)
(declare-fun cx2 () Int)
(declare-fun cx1 () Int)
(declare-fun cy4 () Int)
(declare-fun cy3 () Int)
(declare-fun cy2 () Int)
(declare-fun cy1 () Int)
(assert
 (and (and (>= cx1 0) (< cx1 18446744073709551616)) (and (>= cx2 0) (< cx2 18446744073709551616)) (and (>= cx3 0) (< cx3 18446744073709551616)) (and (>= cx4 0) (< cx4 18446744073709551616)) (< (+ cx1 cx2 cx3 cx4) 18446744073709551616)))
(assert
 (let ((?x1 (= cy2 cx2)))
 (let ((?x2 (= cy3 cx3)))
 (let ((?x3 (= cy4 cx4)))
 (let ((?x4 (= cy1 cx1)))
 (or (and (>= cy1 0) (< cy1 cx1) ?x1 ?x2 ?x3) (and (>= cy2 0) (< cy2 cx2) (= cy1 (- (+ cx1 cx2) cy2)) ?x2 ?x3) (and (>= cy3 0) (< cy3 cx3) ?x4 (= cy2 (- (+ cx2 cx3) cy3)) ?x3) (and (>= cy4 0) (< cy4 cx4) ?x4 ?x1 (= cy3 (- (+ cx3 cx4) cy4)))))))))
(assert
 (not (and (and (>= cy1 0) (< cy1 18446744073709551616)) (and (>= cy2 0) (< cy2 18446744073709551616)) (and (>= cy3 0) (< cy3 18446744073709551616)) (and (>= cy4 0) (< cy4 18446744073709551616)) (< (+ cy1 cy2 cy3 cy4) 18446744073709551616))))
(check-sat)
