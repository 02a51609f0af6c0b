; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x26841 (mod x1 8)))
 (let (($x52741 (= 0 ?x26841)))
 (not $x52741))))
(assert
 (let (($x2902 (and (> 1 x1))))
 (not $x2902)))
(assert
 (let (($x25005 (= 0 (mod (- x1 (mod x1 8)) 8))))
(let (($x21923 (or (and (<= 1 x1) (= (- x1 (mod x1 8)) (- x1 1))) (and (<= 2 x1) (= (- x1 (mod x1 8)) (- x1 2))) (and (<= 3 x1) (= (- x1 (mod x1 8)) (- x1 3))) (and (<= 4 x1) (= (- x1 (mod x1 8)) (- x1 4))) (and (<= 5 x1) (= (- x1 (mod x1 8)) (- x1 5))) (and (<= 6 x1) (= (- x1 (mod x1 8)) (- x1 6))) (and (<= 7 x1) (= (- x1 (mod x1 8)) (- x1 7))))))
(let (($x36720 (or (and $x21923))))
(not (and true $x36720 $x25005))))))
(check-sat)
