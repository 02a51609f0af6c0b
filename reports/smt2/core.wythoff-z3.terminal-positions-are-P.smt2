; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 9))
(declare-fun x1 () (_ BitVec 9))
(declare-fun isqrt!10 () (_ BitVec 11))
(declare-fun isqrt!11 () (_ BitVec 11))
(declare-fun y2 () (_ BitVec 9))
(declare-fun y1 () (_ BitVec 9))
(assert
 (and (and (bvsle (_ bv0 9) x1) (bvsge (_ bv255 9) x1)) (and (bvsle (_ bv0 9) x2) (bvsge (_ bv255 9) x2))))
(assert
 (and (= (_ bv0 9) x1) (= (_ bv0 9) x2)))
(assert
 (let ((?x23751 (bvsub x1 x2)))
 (let ((?x22738 (ite (bvslt ?x23751 (_ bv0 9)) (bvneg ?x23751) ?x23751)))
 (let (($x41250 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) ((_ extract 9 0) (bvashr (bvadd ((_ sign_extend 2) ?x22738) isqrt!10) (_ bv1 11))))))
 (not $x41250)))))
(assert
 (let (($x41793 (bvsle (_ bv0 11) isqrt!10)))
 (and $x41793 (bvsge (_ bv570 11) isqrt!10))))
(assert
 (let ((?x23751 (bvsub x1 x2)))
 (let ((?x22738 (ite (bvslt ?x23751 (_ bv0 9)) (bvneg ?x23751) ?x23751)))
 (let ((?x33787 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x22738) (_ bv5 12))) ((_ sign_extend 11) ?x22738))))
 (let ((?x42807 ((_ sign_extend 9) isqrt!10)))
 (let ((?x14383 (bvmul ?x42807 ?x42807)))
 (bvsle ?x14383 ?x33787)))))))
(assert
 (let ((?x42807 ((_ sign_extend 9) isqrt!10)))
 (let ((?x14383 (bvmul ?x42807 ?x42807)))
 (let ((?x35138 (bvadd (bvadd ?x14383 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!10) (_ bv2 12)))) (_ bv1 20))))
 (let ((?x23751 (bvsub x1 x2)))
 (let ((?x22738 (ite (bvslt ?x23751 (_ bv0 9)) (bvneg ?x23751) ?x23751)))
 (let ((?x33787 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x22738) (_ bv5 12))) ((_ sign_extend 11) ?x22738))))
 (bvslt ?x33787 ?x35138))))))))
(assert
 (let (($x42794 (bvsle (_ bv0 11) isqrt!11)))
 (and $x42794 (bvsge (_ bv570 11) isqrt!11))))
(assert
 (let ((?x42724 (bvsub y1 y2)))
 (let ((?x30557 (ite (bvslt ?x42724 (_ bv0 9)) (bvneg ?x42724) ?x42724)))
 (let ((?x43599 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x30557) (_ bv5 12))) ((_ sign_extend 11) ?x30557))))
 (let ((?x52101 ((_ sign_extend 9) isqrt!11)))
 (let ((?x17892 (bvmul ?x52101 ?x52101)))
 (bvsle ?x17892 ?x43599)))))))
(assert
 (let ((?x52101 ((_ sign_extend 9) isqrt!11)))
(let ((?x17892 (bvmul ?x52101 ?x52101)))
(let ((?x551 (bvadd (bvadd ?x17892 ((_ sign_extend 8) (bvmul ((_ sign_extend 1) isqrt!11) (_ bv2 12)))) (_ bv1 20))))
(let ((?x42724 (bvsub y1 y2)))
(let ((?x30557 (ite (bvslt ?x42724 (_ bv0 9)) (bvneg ?x42724) ?x42724)))
(let ((?x43599 (bvmul ((_ sign_extend 8) (bvmul ((_ sign_extend 3) ?x30557) (_ bv5 12))) ((_ sign_extend 11) ?x30557))))
(bvslt ?x43599 ?x551))))))))
(check-sat)
