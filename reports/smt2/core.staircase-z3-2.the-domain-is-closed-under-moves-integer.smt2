; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () Int)
(declare-fun cx1 () Int)
(declare-fun cy2 () Int)
(declare-fun cy1 () Int)
(assert
 (and (and (>= cx1 0) (< cx1 18446744073709551616)) (and (>= cx2 0) (< cx2 18446744073709551616)) (< (+ cx1 cx2) 18446744073709551616)))
(assert
 (or (and (>= cy1 0) (< cy1 cx1) (= cy2 cx2)) (and (>= cy2 0) (< cy2 cx2) (= cy1 (- (+ cx1 cx2) cy2)))))
(assert
 (not (and (and (>= cy1 0) (< cy1 18446744073709551616)) (and (>= cy2 0) (< cy2 18446744073709551616)) (< (+ cy1 cy2) 18446744073709551616))))
(check-sat)
