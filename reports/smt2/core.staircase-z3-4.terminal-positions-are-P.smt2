; benchmark generated from python API
(set-info :status unknown)
(declare-fun x4 () (_ BitVec 65))
(declare-fun x3 () (_ BitVec 65))
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (let ((?x47792 ((_ sign_extend 2) x4)))
 (let ((?x24977 ((_ sign_extend 2) x3)))
 (let ((?x53939 (bvadd (bvadd ((_ sign_extend 1) (bvadd ((_ sign_extend 1) x1) ((_ sign_extend 1) x2))) ?x24977) ?x47792)))
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (and (bvsle (_ bv0 65) x3) (bvsge (_ bv18446744073709551615 65) x3)) (and (bvsle (_ bv0 65) x4) (bvsge (_ bv18446744073709551615 65) x4)) (bvsgt (_ bv18446744073709551616 67) ?x53939))))))
(assert
 (and (= (_ bv0 65) x1) (= (_ bv0 65) x2) (= (_ bv0 65) x3) (= (_ bv0 65) x4)))
(assert
 (let ((?x32389 (bvxor x1 x3)))
(let (($x53810 (= (_ bv0 65) ?x32389)))
(not $x53810))))
(check-sat)
