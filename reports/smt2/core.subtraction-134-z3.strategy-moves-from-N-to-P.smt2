; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x17769 (mod x1 7)))
 (let (($x369 (= 2 ?x17769)))
 (let (($x43155 (= 0 ?x17769)))
 (let (($x39952 (or $x43155 $x369)))
 (not $x39952))))))
(assert
 (let (($x28330 (and (> 1 x1))))
 (not $x28330)))
(assert
 (let ((?x44849 (ite (= 4 (mod x1 7)) 4 (ite (= 5 (mod x1 7)) 3 4))))
(let ((?x17769 (mod x1 7)))
(let (($x369 (= 2 ?x17769)))
(let ((?x30632 (ite (= 1 ?x17769) 1 (ite $x369 1 (ite (= 3 ?x17769) 1 ?x44849)))))
(let (($x43155 (= 0 ?x17769)))
(let ((?x44533 (- x1 (ite $x43155 1 ?x30632))))
(let ((?x55697 (mod ?x44533 7)))
(let (($x9195 (or (= 0 ?x55697) (= 2 ?x55697))))
(let (($x29879 (or (and (<= 1 x1) (= ?x44533 (- x1 1))) (and (<= 3 x1) (= ?x44533 (- x1 3))) (and (<= 4 x1) (= ?x44533 (- x1 4))))))
(let (($x20248 (or (and $x29879))))
(not (and true $x20248 $x9195)))))))))))))
(check-sat)
