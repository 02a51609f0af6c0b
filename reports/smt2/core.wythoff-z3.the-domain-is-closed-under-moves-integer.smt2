; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx2 () Int)
(declare-fun cx1 () Int)
(declare-fun cy1 () Int)
(declare-fun cy2 () Int)
(assert
 (and (and (>= cx1 0) (<= cx1 18446744073709551615)) (and (>= cx2 0) (<= cx2 18446744073709551615))))
(assert
 (and (>= cy1 (- 4722366482869645213696)) (<= cy1 4722366482869645213696)))
(assert
 (and (>= cy2 (- 4722366482869645213696)) (<= cy2 4722366482869645213696)))
(assert
 (let ((?x1 (<= 0 cy1)))
 (let ((?x2 (< cy1 cx1)))
 (let ((?x3 (<= 0 cy2)))
 (or (or (and ?x1 ?x2 (= cy2 cx2)) (and ?x3 (< cy2 cx2) (= cy1 cx1))) (and ?x1 ?x3 ?x2 (= (- cx1 cy1) (- cx2 cy2))))))))
(assert
 (not (and (and (>= cy1 0) (<= cy1 18446744073709551615)) (and (>= cy2 0) (<= cy2 18446744073709551615)))))
(check-sat)
