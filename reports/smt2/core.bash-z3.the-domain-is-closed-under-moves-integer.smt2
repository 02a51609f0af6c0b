; benchmark generated from python API
(set-info :status unknown)
(declare-fun cx1 () Int)
(declare-fun cy1 () Int)
(assert
 (and (>= cx1 0) (<= cx1 18446744073709551615)))
(assert
 (and (>= cy1 (- 4722366482869645213696)) (<= cy1 4722366482869645213696)))
(assert
 (or (and (<= 1 cx1) (= cy1 (- cx1 1))) (and (<= 2 cx1) (= cy1 (- cx1 2))) (and (<= 3 cx1) (= cy1 (- cx1 3))) (and (<= 4 cx1) (= cy1 (- cx1 4))) (and (<= 5 cx1) (= cy1 (- cx1 5))) (and (<= 6 cx1) (= cy1 (- cx1 6))) (and (<= 7 cx1) (= cy1 (- cx1 7)))))
(assert
 (not (and (>= cy1 0) (<= cy1 18446744073709551615))))
(check-sat)
