; benchmark generated from python API
(set-info :status unknown)
(declare-fun x2 () (_ BitVec 17))
(declare-fun x1 () (_ BitVec 17))
(declare-fun y2 () (_ BitVec 17))
(declare-fun y1 () (_ BitVec 17))
(declare-fun A!163 () (_ BitVec 18))
(declare-fun A!165 () (_ BitVec 18))
(declare-fun A!169 () (_ BitVec 20))
(declare-fun A!171 () (_ BitVec 20))
(declare-fun A!167 () (_ BitVec 19))
(declare-fun A!175 () (_ BitVec 20))
(declare-fun A!177 () (_ BitVec 20))
(declare-fun A!173 () (_ BitVec 19))
(assert
 (and (and (bvsle (_ bv0 17) x1) (bvsge (_ bv65535 17) x1)) (and (bvsle (_ bv0 17) x2) (bvsge (_ bv65535 17) x2))))
(assert
 (and (and (bvsle (_ bv0 17) y1) (bvsge (_ bv65535 17) y1)) (and (bvsle (_ bv0 17) y2) (bvsge (_ bv65535 17) y2))))
(assert
 (= ((_ sign_extend 1) (ite (bvslt x2 x1) x2 x1)) A!163))
(assert
 (let ((?x1 (bvslt y1 x1)))
 (or (or (and true ?x1 (= y2 x2)) (and true (bvslt y2 x2) (= y1 x1))) (and true true ?x1 (= (bvsub x1 y1) (bvsub x2 y2))))))
(assert
 (= ((_ sign_extend 1) (ite (bvslt y2 y1) y2 y1)) A!165))
(assert
 (let ((?x2 (bvsub x1 x2)))
 (let ((?x3 (ite (bvslt ?x2 (_ bv0 17)) (bvneg ?x2) ?x2)))
 (=> true (or (= (_ bv0 17) ?x3) (bvsle A!163 (bvsub (bvmul ((_ sign_extend 1) ?x3) (_ bv2 18)) (_ bv1 18))))))))
(assert
 (let ((?x4 (bvsub y1 y2)))
 (let ((?x5 (ite (bvslt ?x4 (_ bv0 17)) (bvneg ?x4) ?x4)))
 (=> true (or (= (_ bv0 17) ?x5) (bvsle A!165 (bvsub (bvmul ((_ sign_extend 1) ?x5) (_ bv2 18)) (_ bv1 18))))))))
(assert
 (let ((?x6 (bvsub x1 x2)))
 (let ((?x7 (ite (bvslt ?x6 (_ bv0 17)) (bvneg ?x6) ?x6)))
 (let ((?x8 ((_ sign_extend 1) A!163)))
 (let ((?x9 ((_ sign_extend 2) ?x7)))
 (let ((?x10 ((_ sign_extend 1) (bvadd ?x8 ?x9))))
 (=> true (or (= (_ bv0 17) ?x7) (and (bvsle ((_ sign_extend 1) ?x7) A!163) (= (bvsub (bvadd A!167 (_ bv1 19)) ?x8) ?x9) (not (= A!171 ?x10)) (= (bvsub (bvmul ?x10 (_ bv2 20)) A!169) ((_ sign_extend 3) ?x7)))))))))))
(assert
 (let ((?x11 (bvsub y1 y2)))
 (let ((?x12 (ite (bvslt ?x11 (_ bv0 17)) (bvneg ?x11) ?x11)))
 (let ((?x13 ((_ sign_extend 1) A!165)))
 (let ((?x14 ((_ sign_extend 2) ?x12)))
 (let ((?x15 ((_ sign_extend 1) (bvadd ?x13 ?x14))))
 (=> true (or (= (_ bv0 17) ?x12) (and (bvsle ((_ sign_extend 1) ?x12) A!165) (= (bvsub (bvadd A!173 (_ bv1 19)) ?x13) ?x14) (not (= A!177 ?x15)) (= (bvsub (bvmul ?x15 (_ bv2 20)) A!175) ((_ sign_extend 3) ?x12)))))))))))
(assert
 (and (bvsle (_ bv0 18) A!163) (bvsge (_ bv106037 18) A!163)))
(assert
 (and (bvsle (_ bv0 18) A!165) (bvsge (_ bv106037 18) A!165)))
(assert
 (and (bvsle (_ bv0 19) A!167) (bvsge (_ bv171571 19) A!167)))
(assert
 (and (bvsle (_ bv0 20) A!169) (bvsge (_ bv277609 20) A!169)))
(assert
 (and (bvsle (_ bv0 20) A!171) (bvsge (_ bv449182 20) A!171)))
(assert
 (and (bvsle (_ bv0 19) A!173) (bvsge (_ bv171571 19) A!173)))
(assert
 (and (bvsle (_ bv0 20) A!175) (bvsge (_ bv277609 20) A!175)))
(assert
 (and (bvsle (_ bv0 20) A!177) (bvsge (_ bv449182 20) A!177)))
(assert
 (let ((?x16 (bvsub x1 x2)))
 (let ((?x17 (bvsub y1 y2)))
 (=> (= (ite (bvslt ?x16 (_ bv0 17)) (bvneg ?x16) ?x16) (ite (bvslt ?x17 (_ bv0 17)) (bvneg ?x17) ?x17)) (= A!163 A!165)))))
(assert
 (let ((?x18 (bvsub x1 x2)))
 (=> (= ((_ sign_extend 1) (ite (bvslt ?x18 (_ bv0 17)) (bvneg ?x18) ?x18)) A!163) (= ((_ sign_extend 1) A!163) A!167))))
(assert
 (let ((?x19 (bvsub x1 x2)))
 (let ((?x20 ((_ sign_extend 2) (ite (bvslt ?x19 (_ bv0 17)) (bvneg ?x19) ?x19))))
 (=> (= ?x20 (bvadd ((_ sign_extend 1) A!163) ?x20)) (= ((_ sign_extend 2) A!163) A!169)))))
(assert
 (let ((?x21 (bvsub x1 x2)))
 (let ((?x22 (ite (bvslt ?x21 (_ bv0 17)) (bvneg ?x21) ?x21)))
 (let ((?x23 (bvsub (bvadd A!169 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) ?x22))))))
 (=> (= ((_ sign_extend 3) ?x22) (ite (bvsgt (_ bv0 20) ?x23) (_ bv0 20) ?x23)) (= ((_ sign_extend 2) A!163) A!171))))))
(assert
 (let ((?x24 (bvsub x1 x2)))
 (=> (= ((_ sign_extend 1) (ite (bvslt ?x24 (_ bv0 17)) (bvneg ?x24) ?x24)) A!165) (= ((_ sign_extend 1) A!163) A!173))))
(assert
 (let ((?x25 (bvsub x1 x2)))
 (let ((?x26 (bvsub y1 y2)))
 (=> (= ((_ sign_extend 2) (ite (bvslt ?x25 (_ bv0 17)) (bvneg ?x25) ?x25)) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x26 (_ bv0 17)) (bvneg ?x26) ?x26)))) (= ((_ sign_extend 2) A!163) A!175)))))
(assert
 (let ((?x27 (bvsub x1 x2)))
 (let ((?x28 (bvsub y1 y2)))
 (let ((?x29 (bvsub (bvadd A!175 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x28 (_ bv0 17)) (bvneg ?x28) ?x28)))))))
 (=> (= ((_ sign_extend 3) (ite (bvslt ?x27 (_ bv0 17)) (bvneg ?x27) ?x27)) (ite (bvsgt (_ bv0 20) ?x29) (_ bv0 20) ?x29)) (= ((_ sign_extend 2) A!163) A!177))))))
(assert
 (let ((?x30 (bvsub x1 x2)))
 (=> (= (_ bv0 17) (ite (bvslt ?x30 (_ bv0 17)) (bvneg ?x30) ?x30)) (= (_ bv0 18) A!163))))
(assert
 (let ((?x31 (bvsub y1 y2)))
 (=> (= ((_ sign_extend 1) (ite (bvslt ?x31 (_ bv0 17)) (bvneg ?x31) ?x31)) A!163) (= ((_ sign_extend 1) A!165) A!167))))
(assert
 (let ((?x32 (bvsub y1 y2)))
 (let ((?x33 (bvsub x1 x2)))
 (=> (= ((_ sign_extend 2) (ite (bvslt ?x32 (_ bv0 17)) (bvneg ?x32) ?x32)) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x33 (_ bv0 17)) (bvneg ?x33) ?x33)))) (= ((_ sign_extend 2) A!165) A!169)))))
(assert
 (let ((?x34 (bvsub y1 y2)))
 (let ((?x35 (bvsub x1 x2)))
 (let ((?x36 (bvsub (bvadd A!169 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x35 (_ bv0 17)) (bvneg ?x35) ?x35)))))))
 (=> (= ((_ sign_extend 3) (ite (bvslt ?x34 (_ bv0 17)) (bvneg ?x34) ?x34)) (ite (bvsgt (_ bv0 20) ?x36) (_ bv0 20) ?x36)) (= ((_ sign_extend 2) A!165) A!171))))))
(assert
 (let ((?x37 (bvsub y1 y2)))
 (=> (= ((_ sign_extend 1) (ite (bvslt ?x37 (_ bv0 17)) (bvneg ?x37) ?x37)) A!165) (= ((_ sign_extend 1) A!165) A!173))))
(assert
 (let ((?x38 (bvsub y1 y2)))
 (let ((?x39 ((_ sign_extend 2) (ite (bvslt ?x38 (_ bv0 17)) (bvneg ?x38) ?x38))))
 (=> (= ?x39 (bvadd ((_ sign_extend 1) A!165) ?x39)) (= ((_ sign_extend 2) A!165) A!175)))))
(assert
 (let ((?x40 (bvsub y1 y2)))
 (let ((?x41 (ite (bvslt ?x40 (_ bv0 17)) (bvneg ?x40) ?x40)))
 (let ((?x42 (bvsub (bvadd A!175 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) ?x41))))))
 (=> (= ((_ sign_extend 3) ?x41) (ite (bvsgt (_ bv0 20) ?x42) (_ bv0 20) ?x42)) (= ((_ sign_extend 2) A!165) A!177))))))
(assert
 (let ((?x43 (bvsub y1 y2)))
 (=> (= (_ bv0 17) (ite (bvslt ?x43 (_ bv0 17)) (bvneg ?x43) ?x43)) (= (_ bv0 18) A!165))))
(assert
 (let ((?x44 ((_ sign_extend 1) A!163)))
 (let ((?x45 (bvsub x1 x2)))
 (=> (= ?x44 (bvadd ?x44 ((_ sign_extend 2) (ite (bvslt ?x45 (_ bv0 17)) (bvneg ?x45) ?x45)))) (= ((_ sign_extend 1) A!167) A!169)))))
(assert
 (let ((?x46 (bvsub x1 x2)))
 (let ((?x47 (bvsub (bvadd A!169 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x46 (_ bv0 17)) (bvneg ?x46) ?x46)))))))
 (=> (= ((_ sign_extend 2) A!163) (ite (bvsgt (_ bv0 20) ?x47) (_ bv0 20) ?x47)) (= ((_ sign_extend 1) A!167) A!171)))))
(assert
 (=> (= A!163 A!165) (= A!167 A!173)))
(assert
 (let ((?x48 (bvsub y1 y2)))
 (=> (= ((_ sign_extend 1) A!163) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x48 (_ bv0 17)) (bvneg ?x48) ?x48)))) (= ((_ sign_extend 1) A!167) A!175))))
(assert
 (let ((?x49 (bvsub y1 y2)))
 (let ((?x50 (bvsub (bvadd A!175 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x49 (_ bv0 17)) (bvneg ?x49) ?x49)))))))
 (=> (= ((_ sign_extend 2) A!163) (ite (bvsgt (_ bv0 20) ?x50) (_ bv0 20) ?x50)) (= ((_ sign_extend 1) A!167) A!177)))))
(assert
 (=> (= (_ bv0 18) A!163) (= (_ bv0 19) A!167)))
(assert
 (let ((?x51 (bvsub x1 x2)))
 (let ((?x52 ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x51 (_ bv0 17)) (bvneg ?x51) ?x51))))))
 (let ((?x53 (bvsub (bvadd A!169 (_ bv1 20)) ?x52)))
 (=> (= ?x52 (ite (bvsgt (_ bv0 20) ?x53) (_ bv0 20) ?x53)) (= A!169 A!171))))))
(assert
 (let ((?x54 (bvsub x1 x2)))
 (=> (= (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x54 (_ bv0 17)) (bvneg ?x54) ?x54))) ((_ sign_extend 1) A!165)) (= A!169 ((_ sign_extend 1) A!173)))))
(assert
 (let ((?x55 (bvsub x1 x2)))
 (let ((?x56 (bvsub y1 y2)))
 (=> (= (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x55 (_ bv0 17)) (bvneg ?x55) ?x55))) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x56 (_ bv0 17)) (bvneg ?x56) ?x56)))) (= A!169 A!175)))))
(assert
 (let ((?x57 (bvsub x1 x2)))
 (let ((?x58 (bvsub y1 y2)))
 (let ((?x59 (bvsub (bvadd A!175 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x58 (_ bv0 17)) (bvneg ?x58) ?x58)))))))
 (=> (= ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x57 (_ bv0 17)) (bvneg ?x57) ?x57)))) (ite (bvsgt (_ bv0 20) ?x59) (_ bv0 20) ?x59)) (= A!169 A!177))))))
(assert
 (let ((?x60 (bvsub x1 x2)))
 (=> (= (_ bv0 19) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x60 (_ bv0 17)) (bvneg ?x60) ?x60)))) (= (_ bv0 20) A!169))))
(assert
 (let ((?x61 (bvsub x1 x2)))
 (let ((?x62 (bvsub (bvadd A!169 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x61 (_ bv0 17)) (bvneg ?x61) ?x61)))))))
 (=> (= (ite (bvsgt (_ bv0 20) ?x62) (_ bv0 20) ?x62) ((_ sign_extend 2) A!165)) (= A!171 ((_ sign_extend 1) A!173))))))
(assert
 (let ((?x63 (bvsub x1 x2)))
 (let ((?x64 (bvsub (bvadd A!169 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x63 (_ bv0 17)) (bvneg ?x63) ?x63)))))))
 (let ((?x65 (bvsub y1 y2)))
 (=> (= (ite (bvsgt (_ bv0 20) ?x64) (_ bv0 20) ?x64) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x65 (_ bv0 17)) (bvneg ?x65) ?x65))))) (= A!171 A!175))))))
(assert
 (let ((?x66 (bvsub x1 x2)))
 (let ((?x67 (bvsub (bvadd A!169 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x66 (_ bv0 17)) (bvneg ?x66) ?x66)))))))
 (let ((?x68 (bvsub y1 y2)))
 (let ((?x69 (bvsub (bvadd A!175 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x68 (_ bv0 17)) (bvneg ?x68) ?x68)))))))
 (=> (= (ite (bvsgt (_ bv0 20) ?x67) (_ bv0 20) ?x67) (ite (bvsgt (_ bv0 20) ?x69) (_ bv0 20) ?x69)) (= A!171 A!177)))))))
(assert
 (let ((?x70 (bvsub x1 x2)))
 (let ((?x71 (bvsub (bvadd A!169 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!163) ((_ sign_extend 2) (ite (bvslt ?x70 (_ bv0 17)) (bvneg ?x70) ?x70)))))))
 (=> (= (_ bv0 20) (ite (bvsgt (_ bv0 20) ?x71) (_ bv0 20) ?x71)) (= (_ bv0 20) A!171)))))
(assert
 (let ((?x72 ((_ sign_extend 1) A!165)))
 (let ((?x73 (bvsub y1 y2)))
 (=> (= ?x72 (bvadd ?x72 ((_ sign_extend 2) (ite (bvslt ?x73 (_ bv0 17)) (bvneg ?x73) ?x73)))) (= ((_ sign_extend 1) A!173) A!175)))))
(assert
 (let ((?x74 (bvsub y1 y2)))
 (let ((?x75 (bvsub (bvadd A!175 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x74 (_ bv0 17)) (bvneg ?x74) ?x74)))))))
 (=> (= ((_ sign_extend 2) A!165) (ite (bvsgt (_ bv0 20) ?x75) (_ bv0 20) ?x75)) (= ((_ sign_extend 1) A!173) A!177)))))
(assert
 (=> (= (_ bv0 18) A!165) (= (_ bv0 19) A!173)))
(assert
 (let ((?x76 (bvsub y1 y2)))
 (let ((?x77 ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x76 (_ bv0 17)) (bvneg ?x76) ?x76))))))
 (let ((?x78 (bvsub (bvadd A!175 (_ bv1 20)) ?x77)))
 (=> (= ?x77 (ite (bvsgt (_ bv0 20) ?x78) (_ bv0 20) ?x78)) (= A!175 A!177))))))
(assert
 (let ((?x79 (bvsub y1 y2)))
 (=> (= (_ bv0 19) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x79 (_ bv0 17)) (bvneg ?x79) ?x79)))) (= (_ bv0 20) A!175))))
(assert
 (let ((?x80 (bvsub y1 y2)))
 (let ((?x81 (bvsub (bvadd A!175 (_ bv1 20)) ((_ sign_extend 1) (bvadd ((_ sign_extend 1) A!165) ((_ sign_extend 2) (ite (bvslt ?x80 (_ bv0 17)) (bvneg ?x80) ?x80)))))))
 (=> (= (_ bv0 20) (ite (bvsgt (_ bv0 20) ?x81) (_ bv0 20) ?x81)) (= (_ bv0 20) A!177)))))
(assert
 (let ((?x82 (bvsub x1 x2)))
 (let ((?x83 (bvsub y1 y2)))
 (=> (and true true (bvslt (ite (bvslt ?x82 (_ bv0 17)) (bvneg ?x82) ?x82) (ite (bvslt ?x83 (_ bv0 17)) (bvneg ?x83) ?x83))) (bvslt A!163 A!165)))))
(assert
 (let ((?x84 (bvsub y1 y2)))
 (let ((?x85 (bvsub x1 x2)))
 (=> (and true true (bvslt (ite (bvslt ?x84 (_ bv0 17)) (bvneg ?x84) ?x84) (ite (bvslt ?x85 (_ bv0 17)) (bvneg ?x85) ?x85))) (bvslt A!165 A!163)))))
(check-sat)
