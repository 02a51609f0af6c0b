; benchmark generated from python API
(set-info :status unknown)
(declare-fun x1 () Int)
(assert
 (and (and (>= x1 0) (<= x1 18446744073709551615))))
(assert
 (let ((?x52415 (mod x1 7)))
 (let (($x9769 (= 2 ?x52415)))
 (let (($x14278 (= 0 ?x52415)))
 (let (($x51127 (or $x14278 $x9769)))
 (not $x51127))))))
(assert
 (let (($x44671 (and (> 1 x1))))
 (not $x44671)))
(assert
 (let ((?x29530 (ite (= 4 (mod x1 7)) 4 (ite (= 5 (mod x1 7)) 3 4))))
(let ((?x52415 (mod x1 7)))
(let (($x9769 (= 2 ?x52415)))
(let ((?x45832 (ite (= 1 ?x52415) 1 (ite $x9769 1 (ite (= 3 ?x52415) 1 ?x29530)))))
(let (($x14278 (= 0 ?x52415)))
(let ((?x18609 (- x1 (ite $x14278 1 ?x45832))))
(let ((?x18968 (mod ?x18609 7)))
(let (($x2964 (or (= 0 ?x18968) (= 2 ?x18968))))
(let (($x18328 (or (and (<= 1 x1) (= ?x18609 (- x1 1))) (and (<= 3 x1) (= ?x18609 (- x1 3))) (and (<= 4 x1) (= ?x18609 (- x1 4))))))
(let (($x39868 (or (and $x18328))))
(not (and true $x39868 $x2964)))))))))))))
(check-sat)
