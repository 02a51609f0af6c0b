(declare-fun bound!1 () Int)
(declare-fun bound!2 () Int)
(declare-fun bound!3 () Int)
(declare-fun bound!4 () Int)
(declare-fun bound!5 () Int)
(set-info :status unknown)
(declare-fun x2 () Int)
(declare-fun x1 () Int)
(declare-fun y2 () Int)
(declare-fun y1 () Int)
(declare-fun A!6 () Int)
(declare-fun A!7 () Int)
(declare-fun A!8 () Int)
(declare-fun A!9 () Int)
(declare-fun A!10 () Int)
(declare-fun A!11 () Int)
(declare-fun A!12 () Int)
(declare-fun A!13 () Int)
(assert
 (and (and (>= x1 0) (<= x1 bound!1)) (and (>= x2 0) (<= x2 bound!1))))
(assert
 (and (and (>= y1 0) (<= y1 bound!1)) (and (>= y2 0) (<= y2 bound!1))))
(assert
 (= (ite (< x2 x1) x2 x1) A!6))
(assert
 (let ((?x1 (< y1 x1)))
 (or (or (and true ?x1 (= y2 x2)) (and true (< y2 x2) (= y1 x1))) (and true true ?x1 (= (- x1 y1) (- x2 y2))))))
(assert
 (= (ite (< y2 y1) y2 y1) A!7))
(assert
 (let ((?x2 (- x1 x2)))
 (let ((?x3 (ite (< ?x2 0) (- ?x2) ?x2)))
 (=> true (or (= 0 ?x3) (<= A!6 (- (* ?x3 2) 1)))))))
(assert
 (let ((?x4 (- y1 y2)))
 (let ((?x5 (ite (< ?x4 0) (- ?x4) ?x4)))
 (=> true (or (= 0 ?x5) (<= A!7 (- (* ?x5 2) 1)))))))
(assert
 (let ((?x6 (- x1 x2)))
 (let ((?x7 (ite (< ?x6 0) (- ?x6) ?x6)))
 (=> true (or (= 0 ?x7) (<= ?x7 A!6))))))
(assert
 (let ((?x8 (- y1 y2)))
 (let ((?x9 (ite (< ?x8 0) (- ?x8) ?x8)))
 (=> true (or (= 0 ?x9) (<= ?x9 A!7))))))
(assert
 (let ((?x10 (- x1 x2)))
 (let ((?x11 (ite (< ?x10 0) (- ?x10) ?x10)))
 (let ((?x12 (+ A!6 ?x11)))
 (=> true (or (= 0 ?x11) (and (<= ?x11 A!6) (= (- (+ A!10 1) A!6) ?x11) (not (= A!9 ?x12)) (= (- (* ?x12 2) A!8) ?x11))))))))
(assert
 (let ((?x13 (- y1 y2)))
 (let ((?x14 (ite (< ?x13 0) (- ?x13) ?x13)))
 (let ((?x15 (+ A!7 ?x14)))
 (=> true (or (= 0 ?x14) (and (<= ?x14 A!7) (= (- (+ A!13 1) A!7) ?x14) (not (= A!12 ?x15)) (= (- (* ?x15 2) A!11) ?x14))))))))
(assert
 (and (>= A!6 0) (<= A!6 bound!2)))
(assert
 (and (>= A!7 0) (<= A!7 bound!2)))
(assert
 (and (>= A!10 0) (<= A!10 bound!3)))
(assert
 (and (>= A!8 0) (<= A!8 bound!4)))
(assert
 (and (>= A!9 0) (<= A!9 bound!5)))
(assert
 (and (>= A!13 0) (<= A!13 bound!3)))
(assert
 (and (>= A!11 0) (<= A!11 bound!4)))
(assert
 (and (>= A!12 0) (<= A!12 bound!5)))
(assert
 (let ((?x16 (- x1 x2)))
 (let ((?x17 (- y1 y2)))
 (=> (= (ite (< ?x16 0) (- ?x16) ?x16) (ite (< ?x17 0) (- ?x17) ?x17)) (= A!6 A!7)))))
(assert
 (let ((?x18 (- x1 x2)))
 (=> (= (ite (< ?x18 0) (- ?x18) ?x18) A!6) (= A!6 A!10))))
(assert
 (let ((?x19 (- x1 x2)))
 (let ((?x20 (ite (< ?x19 0) (- ?x19) ?x19)))
 (=> (= ?x20 (+ A!6 ?x20)) (= A!6 A!8)))))
(assert
 (let ((?x21 (- x1 x2)))
 (let ((?x22 (ite (< ?x21 0) (- ?x21) ?x21)))
 (let ((?x23 (- (+ A!8 1) (+ A!6 ?x22))))
 (=> (= ?x22 (ite (> 0 ?x23) 0 ?x23)) (= A!6 A!9))))))
(assert
 (let ((?x24 (- x1 x2)))
 (=> (= (ite (< ?x24 0) (- ?x24) ?x24) A!7) (= A!6 A!13))))
(assert
 (let ((?x25 (- x1 x2)))
 (let ((?x26 (- y1 y2)))
 (=> (= (ite (< ?x25 0) (- ?x25) ?x25) (+ A!7 (ite (< ?x26 0) (- ?x26) ?x26))) (= A!6 A!11)))))
(assert
 (let ((?x27 (- x1 x2)))
 (let ((?x28 (- y1 y2)))
 (let ((?x29 (- (+ A!11 1) (+ A!7 (ite (< ?x28 0) (- ?x28) ?x28)))))
 (=> (= (ite (< ?x27 0) (- ?x27) ?x27) (ite (> 0 ?x29) 0 ?x29)) (= A!6 A!12))))))
(assert
 (let ((?x30 (- x1 x2)))
 (=> (= 0 (ite (< ?x30 0) (- ?x30) ?x30)) (= 0 A!6))))
(assert
 (let ((?x31 (- y1 y2)))
 (=> (= (ite (< ?x31 0) (- ?x31) ?x31) A!6) (= A!7 A!10))))
(assert
 (let ((?x32 (- y1 y2)))
 (let ((?x33 (- x1 x2)))
 (=> (= (ite (< ?x32 0) (- ?x32) ?x32) (+ A!6 (ite (< ?x33 0) (- ?x33) ?x33))) (= A!7 A!8)))))
(assert
 (let ((?x34 (- y1 y2)))
 (let ((?x35 (- x1 x2)))
 (let ((?x36 (- (+ A!8 1) (+ A!6 (ite (< ?x35 0) (- ?x35) ?x35)))))
 (=> (= (ite (< ?x34 0) (- ?x34) ?x34) (ite (> 0 ?x36) 0 ?x36)) (= A!7 A!9))))))
(assert
 (let ((?x37 (- y1 y2)))
 (=> (= (ite (< ?x37 0) (- ?x37) ?x37) A!7) (= A!7 A!13))))
(assert
 (let ((?x38 (- y1 y2)))
 (let ((?x39 (ite (< ?x38 0) (- ?x38) ?x38)))
 (=> (= ?x39 (+ A!7 ?x39)) (= A!7 A!11)))))
(assert
 (let ((?x40 (- y1 y2)))
 (let ((?x41 (ite (< ?x40 0) (- ?x40) ?x40)))
 (let ((?x42 (- (+ A!11 1) (+ A!7 ?x41))))
 (=> (= ?x41 (ite (> 0 ?x42) 0 ?x42)) (= A!7 A!12))))))
(assert
 (let ((?x43 (- y1 y2)))
 (=> (= 0 (ite (< ?x43 0) (- ?x43) ?x43)) (= 0 A!7))))
(assert
 (let ((?x44 (- x1 x2)))
 (=> (= A!6 (+ A!6 (ite (< ?x44 0) (- ?x44) ?x44))) (= A!10 A!8))))
(assert
 (let ((?x45 (- x1 x2)))
 (let ((?x46 (- (+ A!8 1) (+ A!6 (ite (< ?x45 0) (- ?x45) ?x45)))))
 (=> (= A!6 (ite (> 0 ?x46) 0 ?x46)) (= A!10 A!9)))))
(assert
 (=> (= A!6 A!7) (= A!10 A!13)))
(assert
 (let ((?x47 (- y1 y2)))
 (=> (= A!6 (+ A!7 (ite (< ?x47 0) (- ?x47) ?x47))) (= A!10 A!11))))
(assert
 (let ((?x48 (- y1 y2)))
 (let ((?x49 (- (+ A!11 1) (+ A!7 (ite (< ?x48 0) (- ?x48) ?x48)))))
 (=> (= A!6 (ite (> 0 ?x49) 0 ?x49)) (= A!10 A!12)))))
(assert
 (=> (= 0 A!6) (= 0 A!10)))
(assert
 (let ((?x50 (- x1 x2)))
 (let ((?x51 (+ A!6 (ite (< ?x50 0) (- ?x50) ?x50))))
 (let ((?x52 (- (+ A!8 1) ?x51)))
 (=> (= ?x51 (ite (> 0 ?x52) 0 ?x52)) (= A!8 A!9))))))
(assert
 (let ((?x53 (- x1 x2)))
 (=> (= (+ A!6 (ite (< ?x53 0) (- ?x53) ?x53)) A!7) (= A!8 A!13))))
(assert
 (let ((?x54 (- x1 x2)))
 (let ((?x55 (- y1 y2)))
 (=> (= (+ A!6 (ite (< ?x54 0) (- ?x54) ?x54)) (+ A!7 (ite (< ?x55 0) (- ?x55) ?x55))) (= A!8 A!11)))))
(assert
 (let ((?x56 (- x1 x2)))
 (let ((?x57 (- y1 y2)))
 (let ((?x58 (- (+ A!11 1) (+ A!7 (ite (< ?x57 0) (- ?x57) ?x57)))))
 (=> (= (+ A!6 (ite (< ?x56 0) (- ?x56) ?x56)) (ite (> 0 ?x58) 0 ?x58)) (= A!8 A!12))))))
(assert
 (let ((?x59 (- x1 x2)))
 (=> (= 0 (+ A!6 (ite (< ?x59 0) (- ?x59) ?x59))) (= 0 A!8))))
(assert
 (let ((?x60 (- x1 x2)))
 (let ((?x61 (- (+ A!8 1) (+ A!6 (ite (< ?x60 0) (- ?x60) ?x60)))))
 (=> (= (ite (> 0 ?x61) 0 ?x61) A!7) (= A!9 A!13)))))
(assert
 (let ((?x62 (- x1 x2)))
 (let ((?x63 (- (+ A!8 1) (+ A!6 (ite (< ?x62 0) (- ?x62) ?x62)))))
 (let ((?x64 (- y1 y2)))
 (=> (= (ite (> 0 ?x63) 0 ?x63) (+ A!7 (ite (< ?x64 0) (- ?x64) ?x64))) (= A!9 A!11))))))
(assert
 (let ((?x65 (- x1 x2)))
 (let ((?x66 (- (+ A!8 1) (+ A!6 (ite (< ?x65 0) (- ?x65) ?x65)))))
 (let ((?x67 (- y1 y2)))
 (let ((?x68 (- (+ A!11 1) (+ A!7 (ite (< ?x67 0) (- ?x67) ?x67)))))
 (=> (= (ite (> 0 ?x66) 0 ?x66) (ite (> 0 ?x68) 0 ?x68)) (= A!9 A!12)))))))
(assert
 (let ((?x69 (- x1 x2)))
 (let ((?x70 (- (+ A!8 1) (+ A!6 (ite (< ?x69 0) (- ?x69) ?x69)))))
 (=> (= 0 (ite (> 0 ?x70) 0 ?x70)) (= 0 A!9)))))
(assert
 (let ((?x71 (- y1 y2)))
 (=> (= A!7 (+ A!7 (ite (< ?x71 0) (- ?x71) ?x71))) (= A!13 A!11))))
(assert
 (let ((?x72 (- y1 y2)))
 (let ((?x73 (- (+ A!11 1) (+ A!7 (ite (< ?x72 0) (- ?x72) ?x72)))))
 (=> (= A!7 (ite (> 0 ?x73) 0 ?x73)) (= A!13 A!12)))))
(assert
 (=> (= 0 A!7) (= 0 A!13)))
(assert
 (let ((?x74 (- y1 y2)))
 (let ((?x75 (+ A!7 (ite (< ?x74 0) (- ?x74) ?x74))))
 (let ((?x76 (- (+ A!11 1) ?x75)))
 (=> (= ?x75 (ite (> 0 ?x76) 0 ?x76)) (= A!11 A!12))))))
(assert
 (let ((?x77 (- y1 y2)))
 (=> (= 0 (+ A!7 (ite (< ?x77 0) (- ?x77) ?x77))) (= 0 A!11))))
(assert
 (let ((?x78 (- y1 y2)))
 (let ((?x79 (- (+ A!11 1) (+ A!7 (ite (< ?x78 0) (- ?x78) ?x78)))))
 (=> (= 0 (ite (> 0 ?x79) 0 ?x79)) (= 0 A!12)))))
(assert
 (let ((?x80 (- x1 x2)))
 (let ((?x81 (- y1 y2)))
 (=> (and true true (< (ite (< ?x80 0) (- ?x80) ?x80) (ite (< ?x81 0) (- ?x81) ?x81))) (< A!6 A!7)))))
(assert
 (let ((?x82 (- y1 y2)))
 (let ((?x83 (- x1 x2)))
 (=> (and true true (< (ite (< ?x82 0) (- ?x82) ?x82) (ite (< ?x83 0) (- ?x83) ?x83))) (< A!7 A!6)))))
(check-sat)
