; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 17))
(declare-fun x2 () (_ BitVec 17))
(declare-fun x1 () (_ BitVec 17))
(declare-fun divr!76 () (_ BitVec 3))
(declare-fun divr!74 () (_ BitVec 3))
(declare-fun divr!72 () (_ BitVec 3))
(declare-fun divr!70 () (_ BitVec 3))
(declare-fun divr!68 () (_ BitVec 3))
(declare-fun divr!66 () (_ BitVec 3))
(declare-fun divr!64 () (_ BitVec 3))
(declare-fun divr!62 () (_ BitVec 3))
(declare-fun divr!60 () (_ BitVec 3))
(declare-fun divr!58 () (_ BitVec 3))
(declare-fun divr!56 () (_ BitVec 3))
(declare-fun divr!54 () (_ BitVec 3))
(declare-fun divr!52 () (_ BitVec 3))
(declare-fun divr!50 () (_ BitVec 3))
(declare-fun divr!48 () (_ BitVec 3))
(declare-fun divr!46 () (_ BitVec 3))
(declare-fun divr!140 () (_ BitVec 3))
(declare-fun divr!138 () (_ BitVec 3))
(declare-fun divr!136 () (_ BitVec 3))
(declare-fun divr!134 () (_ BitVec 3))
(declare-fun divr!132 () (_ BitVec 3))
(declare-fun divr!130 () (_ BitVec 3))
(declare-fun divr!128 () (_ BitVec 3))
(declare-fun divr!126 () (_ BitVec 3))
(declare-fun divr!124 () (_ BitVec 3))
(declare-fun divr!122 () (_ BitVec 3))
(declare-fun divr!120 () (_ BitVec 3))
(declare-fun divr!118 () (_ BitVec 3))
(declare-fun divr!116 () (_ BitVec 3))
(declare-fun divr!114 () (_ BitVec 3))
(declare-fun divr!112 () (_ BitVec 3))
(declare-fun divr!110 () (_ BitVec 3))
(declare-fun divq!45 () (_ BitVec 2))
(declare-fun divq!47 () (_ BitVec 2))
(declare-fun divq!49 () (_ BitVec 2))
(declare-fun divq!51 () (_ BitVec 2))
(declare-fun divq!53 () (_ BitVec 2))
(declare-fun divq!55 () (_ BitVec 2))
(declare-fun divq!57 () (_ BitVec 2))
(declare-fun divq!59 () (_ BitVec 2))
(declare-fun divq!61 () (_ BitVec 2))
(declare-fun divq!63 () (_ BitVec 2))
(declare-fun divq!65 () (_ BitVec 2))
(declare-fun divq!67 () (_ BitVec 2))
(declare-fun divq!69 () (_ BitVec 2))
(declare-fun divq!71 () (_ BitVec 2))
(declare-fun divq!73 () (_ BitVec 2))
(declare-fun divq!75 () (_ BitVec 2))
(declare-fun divq!77 () (_ BitVec 2))
(declare-fun divr!78 () (_ BitVec 3))
(declare-fun y3 () (_ BitVec 17))
(declare-fun y2 () (_ BitVec 17))
(declare-fun y1 () (_ BitVec 17))
(declare-fun divq!79 () (_ BitVec 2))
(declare-fun divr!80 () (_ BitVec 3))
(declare-fun divq!81 () (_ BitVec 2))
(declare-fun divr!82 () (_ BitVec 3))
(declare-fun divq!83 () (_ BitVec 2))
(declare-fun divr!84 () (_ BitVec 3))
(declare-fun divq!85 () (_ BitVec 2))
(declare-fun divr!86 () (_ BitVec 3))
(declare-fun divq!87 () (_ BitVec 2))
(declare-fun divr!88 () (_ BitVec 3))
(declare-fun divq!89 () (_ BitVec 2))
(declare-fun divr!90 () (_ BitVec 3))
(declare-fun divq!91 () (_ BitVec 2))
(declare-fun divr!92 () (_ BitVec 3))
(declare-fun divq!93 () (_ BitVec 2))
(declare-fun divr!94 () (_ BitVec 3))
(declare-fun divq!95 () (_ BitVec 2))
(declare-fun divr!96 () (_ BitVec 3))
(declare-fun divq!97 () (_ BitVec 2))
(declare-fun divr!98 () (_ BitVec 3))
(declare-fun divq!99 () (_ BitVec 2))
(declare-fun divr!100 () (_ BitVec 3))
(declare-fun divq!101 () (_ BitVec 2))
(declare-fun divr!102 () (_ BitVec 3))
(declare-fun divq!103 () (_ BitVec 2))
(declare-fun divr!104 () (_ BitVec 3))
(declare-fun divq!105 () (_ BitVec 2))
(declare-fun divr!106 () (_ BitVec 3))
(declare-fun divq!107 () (_ BitVec 2))
(declare-fun divr!108 () (_ BitVec 3))
(declare-fun divq!109 () (_ BitVec 2))
(declare-fun divq!111 () (_ BitVec 2))
(declare-fun divq!113 () (_ BitVec 2))
(declare-fun divq!115 () (_ BitVec 2))
(declare-fun divq!117 () (_ BitVec 2))
(declare-fun divq!119 () (_ BitVec 2))
(declare-fun divq!121 () (_ BitVec 2))
(declare-fun divq!123 () (_ BitVec 2))
(declare-fun divq!125 () (_ BitVec 2))
(declare-fun divq!127 () (_ BitVec 2))
(declare-fun divq!129 () (_ BitVec 2))
(declare-fun divq!131 () (_ BitVec 2))
(declare-fun divq!133 () (_ BitVec 2))
(declare-fun divq!135 () (_ BitVec 2))
(declare-fun divq!137 () (_ BitVec 2))
(declare-fun divq!139 () (_ BitVec 2))
(assert
 (and (and (bvsle (_ bv0 17) x1) (bvsge (_ bv65535 17) x1)) (and (bvsle (_ bv0 17) x2) (bvsge (_ bv65535 17) x2)) (and (bvsle (_ bv0 17) x3) (bvsge (_ bv65535 17) x3))))
(assert
 (not (and (= (_ bv0 3) divr!46) (= (_ bv0 3) divr!48) (= (_ bv0 3) divr!50) (= (_ bv0 3) divr!52) (= (_ bv0 3) divr!54) (= (_ bv0 3) divr!56) (= (_ bv0 3) divr!58) (= (_ bv0 3) divr!60) (= (_ bv0 3) divr!62) (= (_ bv0 3) divr!64) (= (_ bv0 3) divr!66) (= (_ bv0 3) divr!68) (= (_ bv0 3) divr!70) (= (_ bv0 3) divr!72) (= (_ bv0 3) divr!74) (= (_ bv0 3) divr!76))))
(assert
 (not (and (= (_ bv0 17) x1) (= (_ bv0 17) x2) (= (_ bv0 17) x3))))
(assert
 (let ((?x1 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x2 (ite (bvslt x3 ?x1) x3 ?x1)))
 (let ((?x3 (bvslt ?x2 x1)))
 (let ((?x4 (bvslt ?x2 x2)))
 (let ((?x5 (bvslt ?x2 x3)))
 (not (and true (and (and true (bvsle ?x2 x1)) (and true (bvsle ?x2 x2)) (and true (bvsle ?x2 x3)) (or ?x3 ?x4 ?x5) (not (and ?x3 ?x4 ?x5))) (and (= (_ bv0 3) divr!110) (= (_ bv0 3) divr!112) (= (_ bv0 3) divr!114) (= (_ bv0 3) divr!116) (= (_ bv0 3) divr!118) (= (_ bv0 3) divr!120) (= (_ bv0 3) divr!122) (= (_ bv0 3) divr!124) (= (_ bv0 3) divr!126) (= (_ bv0 3) divr!128) (= (_ bv0 3) divr!130) (= (_ bv0 3) divr!132) (= (_ bv0 3) divr!134) (= (_ bv0 3) divr!136) (= (_ bv0 3) divr!138) (= (_ bv0 3) divr!140))))))))))
(assert
 (and (bvsle (_ bv0 2) divq!45) (bvsge (_ bv1 2) divq!45)))
(assert
 (and (bvsle (_ bv0 3) divr!46) (bvsge (_ bv2 3) divr!46)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 17)) (_ bv1 17)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 17)) (_ bv1 17))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 17)) (_ bv1 17)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!45) (_ bv3 3))) ((_ sign_extend 1) divr!46))))
(assert
 (and (bvsle (_ bv0 2) divq!47) (bvsge (_ bv1 2) divq!47)))
(assert
 (and (bvsle (_ bv0 3) divr!48) (bvsge (_ bv2 3) divr!48)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x1 (_ bv1 17))) (_ bv1 16)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x2 (_ bv1 17))) (_ bv1 16))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x3 (_ bv1 17))) (_ bv1 16)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!47) (_ bv3 3))) ((_ sign_extend 1) divr!48))))
(assert
 (and (bvsle (_ bv0 2) divq!49) (bvsge (_ bv1 2) divq!49)))
(assert
 (and (bvsle (_ bv0 3) divr!50) (bvsge (_ bv2 3) divr!50)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x1 (_ bv2 17))) (_ bv1 15)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x2 (_ bv2 17))) (_ bv1 15))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x3 (_ bv2 17))) (_ bv1 15)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!49) (_ bv3 3))) ((_ sign_extend 1) divr!50))))
(assert
 (and (bvsle (_ bv0 2) divq!51) (bvsge (_ bv1 2) divq!51)))
(assert
 (and (bvsle (_ bv0 3) divr!52) (bvsge (_ bv2 3) divr!52)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x1 (_ bv3 17))) (_ bv1 14)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x2 (_ bv3 17))) (_ bv1 14))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x3 (_ bv3 17))) (_ bv1 14)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!51) (_ bv3 3))) ((_ sign_extend 1) divr!52))))
(assert
 (and (bvsle (_ bv0 2) divq!53) (bvsge (_ bv1 2) divq!53)))
(assert
 (and (bvsle (_ bv0 3) divr!54) (bvsge (_ bv2 3) divr!54)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x1 (_ bv4 17))) (_ bv1 13)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x2 (_ bv4 17))) (_ bv1 13))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x3 (_ bv4 17))) (_ bv1 13)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!53) (_ bv3 3))) ((_ sign_extend 1) divr!54))))
(assert
 (and (bvsle (_ bv0 2) divq!55) (bvsge (_ bv1 2) divq!55)))
(assert
 (and (bvsle (_ bv0 3) divr!56) (bvsge (_ bv2 3) divr!56)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x1 (_ bv5 17))) (_ bv1 12)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x2 (_ bv5 17))) (_ bv1 12))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x3 (_ bv5 17))) (_ bv1 12)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!55) (_ bv3 3))) ((_ sign_extend 1) divr!56))))
(assert
 (and (bvsle (_ bv0 2) divq!57) (bvsge (_ bv1 2) divq!57)))
(assert
 (and (bvsle (_ bv0 3) divr!58) (bvsge (_ bv2 3) divr!58)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x1 (_ bv6 17))) (_ bv1 11)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x2 (_ bv6 17))) (_ bv1 11))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x3 (_ bv6 17))) (_ bv1 11)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!57) (_ bv3 3))) ((_ sign_extend 1) divr!58))))
(assert
 (and (bvsle (_ bv0 2) divq!59) (bvsge (_ bv1 2) divq!59)))
(assert
 (and (bvsle (_ bv0 3) divr!60) (bvsge (_ bv2 3) divr!60)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x1 (_ bv7 17))) (_ bv1 10)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x2 (_ bv7 17))) (_ bv1 10))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x3 (_ bv7 17))) (_ bv1 10)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!59) (_ bv3 3))) ((_ sign_extend 1) divr!60))))
(assert
 (and (bvsle (_ bv0 2) divq!61) (bvsge (_ bv1 2) divq!61)))
(assert
 (and (bvsle (_ bv0 3) divr!62) (bvsge (_ bv2 3) divr!62)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x1 (_ bv8 17))) (_ bv1 9)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x2 (_ bv8 17))) (_ bv1 9))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x3 (_ bv8 17))) (_ bv1 9)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!61) (_ bv3 3))) ((_ sign_extend 1) divr!62))))
(assert
 (and (bvsle (_ bv0 2) divq!63) (bvsge (_ bv1 2) divq!63)))
(assert
 (and (bvsle (_ bv0 3) divr!64) (bvsge (_ bv2 3) divr!64)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x1 (_ bv9 17))) (_ bv1 8)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x2 (_ bv9 17))) (_ bv1 8))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x3 (_ bv9 17))) (_ bv1 8)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!63) (_ bv3 3))) ((_ sign_extend 1) divr!64))))
(assert
 (and (bvsle (_ bv0 2) divq!65) (bvsge (_ bv1 2) divq!65)))
(assert
 (and (bvsle (_ bv0 3) divr!66) (bvsge (_ bv2 3) divr!66)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x1 (_ bv10 17))) (_ bv1 7)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x2 (_ bv10 17))) (_ bv1 7))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x3 (_ bv10 17))) (_ bv1 7)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!65) (_ bv3 3))) ((_ sign_extend 1) divr!66))))
(assert
 (and (bvsle (_ bv0 2) divq!67) (bvsge (_ bv1 2) divq!67)))
(assert
 (and (bvsle (_ bv0 3) divr!68) (bvsge (_ bv2 3) divr!68)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x1 (_ bv11 17))) (_ bv1 6)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x2 (_ bv11 17))) (_ bv1 6))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x3 (_ bv11 17))) (_ bv1 6)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!67) (_ bv3 3))) ((_ sign_extend 1) divr!68))))
(assert
 (and (bvsle (_ bv0 2) divq!69) (bvsge (_ bv1 2) divq!69)))
(assert
 (and (bvsle (_ bv0 3) divr!70) (bvsge (_ bv2 3) divr!70)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x1 (_ bv12 17))) (_ bv1 5)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x2 (_ bv12 17))) (_ bv1 5))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x3 (_ bv12 17))) (_ bv1 5)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!69) (_ bv3 3))) ((_ sign_extend 1) divr!70))))
(assert
 (and (bvsle (_ bv0 2) divq!71) (bvsge (_ bv1 2) divq!71)))
(assert
 (and (bvsle (_ bv0 3) divr!72) (bvsge (_ bv2 3) divr!72)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x1 (_ bv13 17))) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x2 (_ bv13 17))) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x3 (_ bv13 17))) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!71) (_ bv3 3))) ((_ sign_extend 1) divr!72))))
(assert
 (and (bvsle (_ bv0 2) divq!73) (bvsge (_ bv1 2) divq!73)))
(assert
 (and (bvsle (_ bv0 3) divr!74) (bvsge (_ bv2 3) divr!74)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv14 17))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv14 17))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv14 17))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!73) (_ bv3 3))) ((_ sign_extend 1) divr!74))))
(assert
 (and (bvsle (_ bv0 2) divq!75) (bvsge (_ bv1 2) divq!75)))
(assert
 (and (bvsle (_ bv0 3) divr!76) (bvsge (_ bv2 3) divr!76)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv15 17))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv15 17))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv15 17))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!75) (_ bv3 3))) ((_ sign_extend 1) divr!76))))
(assert
 (and (bvsle (_ bv0 2) divq!77) (bvsge (_ bv1 2) divq!77)))
(assert
 (and (bvsle (_ bv0 3) divr!78) (bvsge (_ bv2 3) divr!78)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 17)) (_ bv1 17)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 17)) (_ bv1 17))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 17)) (_ bv1 17)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!77) (_ bv3 3))) ((_ sign_extend 1) divr!78))))
(assert
 (and (bvsle (_ bv0 2) divq!79) (bvsge (_ bv1 2) divq!79)))
(assert
 (and (bvsle (_ bv0 3) divr!80) (bvsge (_ bv2 3) divr!80)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y1 (_ bv1 17))) (_ bv1 16)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y2 (_ bv1 17))) (_ bv1 16))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y3 (_ bv1 17))) (_ bv1 16)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!79) (_ bv3 3))) ((_ sign_extend 1) divr!80))))
(assert
 (and (bvsle (_ bv0 2) divq!81) (bvsge (_ bv1 2) divq!81)))
(assert
 (and (bvsle (_ bv0 3) divr!82) (bvsge (_ bv2 3) divr!82)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y1 (_ bv2 17))) (_ bv1 15)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y2 (_ bv2 17))) (_ bv1 15))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y3 (_ bv2 17))) (_ bv1 15)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!81) (_ bv3 3))) ((_ sign_extend 1) divr!82))))
(assert
 (and (bvsle (_ bv0 2) divq!83) (bvsge (_ bv1 2) divq!83)))
(assert
 (and (bvsle (_ bv0 3) divr!84) (bvsge (_ bv2 3) divr!84)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y1 (_ bv3 17))) (_ bv1 14)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y2 (_ bv3 17))) (_ bv1 14))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y3 (_ bv3 17))) (_ bv1 14)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!83) (_ bv3 3))) ((_ sign_extend 1) divr!84))))
(assert
 (and (bvsle (_ bv0 2) divq!85) (bvsge (_ bv1 2) divq!85)))
(assert
 (and (bvsle (_ bv0 3) divr!86) (bvsge (_ bv2 3) divr!86)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y1 (_ bv4 17))) (_ bv1 13)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y2 (_ bv4 17))) (_ bv1 13))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y3 (_ bv4 17))) (_ bv1 13)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!85) (_ bv3 3))) ((_ sign_extend 1) divr!86))))
(assert
 (and (bvsle (_ bv0 2) divq!87) (bvsge (_ bv1 2) divq!87)))
(assert
 (and (bvsle (_ bv0 3) divr!88) (bvsge (_ bv2 3) divr!88)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y1 (_ bv5 17))) (_ bv1 12)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y2 (_ bv5 17))) (_ bv1 12))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y3 (_ bv5 17))) (_ bv1 12)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!87) (_ bv3 3))) ((_ sign_extend 1) divr!88))))
(assert
 (and (bvsle (_ bv0 2) divq!89) (bvsge (_ bv1 2) divq!89)))
(assert
 (and (bvsle (_ bv0 3) divr!90) (bvsge (_ bv2 3) divr!90)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y1 (_ bv6 17))) (_ bv1 11)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y2 (_ bv6 17))) (_ bv1 11))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y3 (_ bv6 17))) (_ bv1 11)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!89) (_ bv3 3))) ((_ sign_extend 1) divr!90))))
(assert
 (and (bvsle (_ bv0 2) divq!91) (bvsge (_ bv1 2) divq!91)))
(assert
 (and (bvsle (_ bv0 3) divr!92) (bvsge (_ bv2 3) divr!92)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y1 (_ bv7 17))) (_ bv1 10)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y2 (_ bv7 17))) (_ bv1 10))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y3 (_ bv7 17))) (_ bv1 10)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!91) (_ bv3 3))) ((_ sign_extend 1) divr!92))))
(assert
 (and (bvsle (_ bv0 2) divq!93) (bvsge (_ bv1 2) divq!93)))
(assert
 (and (bvsle (_ bv0 3) divr!94) (bvsge (_ bv2 3) divr!94)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y1 (_ bv8 17))) (_ bv1 9)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y2 (_ bv8 17))) (_ bv1 9))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y3 (_ bv8 17))) (_ bv1 9)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!93) (_ bv3 3))) ((_ sign_extend 1) divr!94))))
(assert
 (and (bvsle (_ bv0 2) divq!95) (bvsge (_ bv1 2) divq!95)))
(assert
 (and (bvsle (_ bv0 3) divr!96) (bvsge (_ bv2 3) divr!96)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y1 (_ bv9 17))) (_ bv1 8)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y2 (_ bv9 17))) (_ bv1 8))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y3 (_ bv9 17))) (_ bv1 8)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!95) (_ bv3 3))) ((_ sign_extend 1) divr!96))))
(assert
 (and (bvsle (_ bv0 2) divq!97) (bvsge (_ bv1 2) divq!97)))
(assert
 (and (bvsle (_ bv0 3) divr!98) (bvsge (_ bv2 3) divr!98)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y1 (_ bv10 17))) (_ bv1 7)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y2 (_ bv10 17))) (_ bv1 7))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y3 (_ bv10 17))) (_ bv1 7)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!97) (_ bv3 3))) ((_ sign_extend 1) divr!98))))
(assert
 (and (bvsle (_ bv0 2) divq!99) (bvsge (_ bv1 2) divq!99)))
(assert
 (and (bvsle (_ bv0 3) divr!100) (bvsge (_ bv2 3) divr!100)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y1 (_ bv11 17))) (_ bv1 6)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y2 (_ bv11 17))) (_ bv1 6))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y3 (_ bv11 17))) (_ bv1 6)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!99) (_ bv3 3))) ((_ sign_extend 1) divr!100))))
(assert
 (and (bvsle (_ bv0 2) divq!101) (bvsge (_ bv1 2) divq!101)))
(assert
 (and (bvsle (_ bv0 3) divr!102) (bvsge (_ bv2 3) divr!102)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y1 (_ bv12 17))) (_ bv1 5)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y2 (_ bv12 17))) (_ bv1 5))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y3 (_ bv12 17))) (_ bv1 5)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!101) (_ bv3 3))) ((_ sign_extend 1) divr!102))))
(assert
 (and (bvsle (_ bv0 2) divq!103) (bvsge (_ bv1 2) divq!103)))
(assert
 (and (bvsle (_ bv0 3) divr!104) (bvsge (_ bv2 3) divr!104)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y1 (_ bv13 17))) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y2 (_ bv13 17))) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y3 (_ bv13 17))) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!103) (_ bv3 3))) ((_ sign_extend 1) divr!104))))
(assert
 (and (bvsle (_ bv0 2) divq!105) (bvsge (_ bv1 2) divq!105)))
(assert
 (and (bvsle (_ bv0 3) divr!106) (bvsge (_ bv2 3) divr!106)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv14 17))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv14 17))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv14 17))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!105) (_ bv3 3))) ((_ sign_extend 1) divr!106))))
(assert
 (and (bvsle (_ bv0 2) divq!107) (bvsge (_ bv1 2) divq!107)))
(assert
 (and (bvsle (_ bv0 3) divr!108) (bvsge (_ bv2 3) divr!108)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv15 17))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv15 17))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv15 17))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!107) (_ bv3 3))) ((_ sign_extend 1) divr!108))))
(assert
 (and (bvsle (_ bv0 2) divq!109) (bvsge (_ bv1 2) divq!109)))
(assert
 (and (bvsle (_ bv0 3) divr!110) (bvsge (_ bv2 3) divr!110)))
(assert
 (let ((?x6 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x7 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr (ite (bvslt x3 ?x6) x3 ?x6) (_ bv0 17)) (_ bv1 17))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x7 ?x7) ?x7)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!109) (_ bv3 3))) ((_ sign_extend 1) divr!110))))))
(assert
 (and (bvsle (_ bv0 2) divq!111) (bvsge (_ bv1 2) divq!111)))
(assert
 (and (bvsle (_ bv0 3) divr!112) (bvsge (_ bv2 3) divr!112)))
(assert
 (let ((?x8 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x9 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr (ite (bvslt x3 ?x8) x3 ?x8) (_ bv1 17))) (_ bv1 16))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x9 ?x9) ?x9)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!111) (_ bv3 3))) ((_ sign_extend 1) divr!112))))))
(assert
 (and (bvsle (_ bv0 2) divq!113) (bvsge (_ bv1 2) divq!113)))
(assert
 (and (bvsle (_ bv0 3) divr!114) (bvsge (_ bv2 3) divr!114)))
(assert
 (let ((?x10 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x11 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr (ite (bvslt x3 ?x10) x3 ?x10) (_ bv2 17))) (_ bv1 15))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x11 ?x11) ?x11)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!113) (_ bv3 3))) ((_ sign_extend 1) divr!114))))))
(assert
 (and (bvsle (_ bv0 2) divq!115) (bvsge (_ bv1 2) divq!115)))
(assert
 (and (bvsle (_ bv0 3) divr!116) (bvsge (_ bv2 3) divr!116)))
(assert
 (let ((?x12 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x13 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr (ite (bvslt x3 ?x12) x3 ?x12) (_ bv3 17))) (_ bv1 14))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x13 ?x13) ?x13)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!115) (_ bv3 3))) ((_ sign_extend 1) divr!116))))))
(assert
 (and (bvsle (_ bv0 2) divq!117) (bvsge (_ bv1 2) divq!117)))
(assert
 (and (bvsle (_ bv0 3) divr!118) (bvsge (_ bv2 3) divr!118)))
(assert
 (let ((?x14 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x15 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr (ite (bvslt x3 ?x14) x3 ?x14) (_ bv4 17))) (_ bv1 13))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x15 ?x15) ?x15)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!117) (_ bv3 3))) ((_ sign_extend 1) divr!118))))))
(assert
 (and (bvsle (_ bv0 2) divq!119) (bvsge (_ bv1 2) divq!119)))
(assert
 (and (bvsle (_ bv0 3) divr!120) (bvsge (_ bv2 3) divr!120)))
(assert
 (let ((?x16 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x17 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr (ite (bvslt x3 ?x16) x3 ?x16) (_ bv5 17))) (_ bv1 12))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x17 ?x17) ?x17)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!119) (_ bv3 3))) ((_ sign_extend 1) divr!120))))))
(assert
 (and (bvsle (_ bv0 2) divq!121) (bvsge (_ bv1 2) divq!121)))
(assert
 (and (bvsle (_ bv0 3) divr!122) (bvsge (_ bv2 3) divr!122)))
(assert
 (let ((?x18 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x19 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr (ite (bvslt x3 ?x18) x3 ?x18) (_ bv6 17))) (_ bv1 11))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x19 ?x19) ?x19)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!121) (_ bv3 3))) ((_ sign_extend 1) divr!122))))))
(assert
 (and (bvsle (_ bv0 2) divq!123) (bvsge (_ bv1 2) divq!123)))
(assert
 (and (bvsle (_ bv0 3) divr!124) (bvsge (_ bv2 3) divr!124)))
(assert
 (let ((?x20 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x21 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr (ite (bvslt x3 ?x20) x3 ?x20) (_ bv7 17))) (_ bv1 10))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x21 ?x21) ?x21)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!123) (_ bv3 3))) ((_ sign_extend 1) divr!124))))))
(assert
 (and (bvsle (_ bv0 2) divq!125) (bvsge (_ bv1 2) divq!125)))
(assert
 (and (bvsle (_ bv0 3) divr!126) (bvsge (_ bv2 3) divr!126)))
(assert
 (let ((?x22 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x23 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr (ite (bvslt x3 ?x22) x3 ?x22) (_ bv8 17))) (_ bv1 9))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x23 ?x23) ?x23)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!125) (_ bv3 3))) ((_ sign_extend 1) divr!126))))))
(assert
 (and (bvsle (_ bv0 2) divq!127) (bvsge (_ bv1 2) divq!127)))
(assert
 (and (bvsle (_ bv0 3) divr!128) (bvsge (_ bv2 3) divr!128)))
(assert
 (let ((?x24 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x25 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr (ite (bvslt x3 ?x24) x3 ?x24) (_ bv9 17))) (_ bv1 8))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x25 ?x25) ?x25)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!127) (_ bv3 3))) ((_ sign_extend 1) divr!128))))))
(assert
 (and (bvsle (_ bv0 2) divq!129) (bvsge (_ bv1 2) divq!129)))
(assert
 (and (bvsle (_ bv0 3) divr!130) (bvsge (_ bv2 3) divr!130)))
(assert
 (let ((?x26 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x27 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr (ite (bvslt x3 ?x26) x3 ?x26) (_ bv10 17))) (_ bv1 7))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x27 ?x27) ?x27)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!129) (_ bv3 3))) ((_ sign_extend 1) divr!130))))))
(assert
 (and (bvsle (_ bv0 2) divq!131) (bvsge (_ bv1 2) divq!131)))
(assert
 (and (bvsle (_ bv0 3) divr!132) (bvsge (_ bv2 3) divr!132)))
(assert
 (let ((?x28 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x29 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr (ite (bvslt x3 ?x28) x3 ?x28) (_ bv11 17))) (_ bv1 6))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x29 ?x29) ?x29)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!131) (_ bv3 3))) ((_ sign_extend 1) divr!132))))))
(assert
 (and (bvsle (_ bv0 2) divq!133) (bvsge (_ bv1 2) divq!133)))
(assert
 (and (bvsle (_ bv0 3) divr!134) (bvsge (_ bv2 3) divr!134)))
(assert
 (let ((?x30 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x31 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr (ite (bvslt x3 ?x30) x3 ?x30) (_ bv12 17))) (_ bv1 5))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x31 ?x31) ?x31)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!133) (_ bv3 3))) ((_ sign_extend 1) divr!134))))))
(assert
 (and (bvsle (_ bv0 2) divq!135) (bvsge (_ bv1 2) divq!135)))
(assert
 (and (bvsle (_ bv0 3) divr!136) (bvsge (_ bv2 3) divr!136)))
(assert
 (let ((?x32 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x33 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr (ite (bvslt x3 ?x32) x3 ?x32) (_ bv13 17))) (_ bv1 4))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x33 ?x33) ?x33)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!135) (_ bv3 3))) ((_ sign_extend 1) divr!136))))))
(assert
 (and (bvsle (_ bv0 2) divq!137) (bvsge (_ bv1 2) divq!137)))
(assert
 (and (bvsle (_ bv0 3) divr!138) (bvsge (_ bv2 3) divr!138)))
(assert
 (let ((?x34 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x35 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr (ite (bvslt x3 ?x34) x3 ?x34) (_ bv14 17))) (_ bv1 3))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x35 ?x35) ?x35)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!137) (_ bv3 3))) ((_ sign_extend 1) divr!138))))))
(assert
 (and (bvsle (_ bv0 2) divq!139) (bvsge (_ bv1 2) divq!139)))
(assert
 (and (bvsle (_ bv0 3) divr!140) (bvsge (_ bv2 3) divr!140)))
(assert
 (let ((?x36 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x37 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr (ite (bvslt x3 ?x36) x3 ?x36) (_ bv15 17))) (_ bv1 2)))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x37 ?x37) ?x37)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!139) (_ bv3 3))) ((_ sign_extend 1) divr!140))))))
(check-sat)
