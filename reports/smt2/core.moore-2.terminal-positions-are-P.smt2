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
(assert
 (and (and (bvsle (_ bv0 17) x1) (bvsge (_ bv65535 17) x1)) (and (bvsle (_ bv0 17) x2) (bvsge (_ bv65535 17) x2)) (and (bvsle (_ bv0 17) x3) (bvsge (_ bv65535 17) x3))))
(assert
 (and (= (_ bv0 17) x1) (= (_ bv0 17) x2) (= (_ bv0 17) x3)))
(assert
 (not (and (= (_ bv0 3) divr!46) (= (_ bv0 3) divr!48) (= (_ bv0 3) divr!50) (= (_ bv0 3) divr!52) (= (_ bv0 3) divr!54) (= (_ bv0 3) divr!56) (= (_ bv0 3) divr!58) (= (_ bv0 3) divr!60) (= (_ bv0 3) divr!62) (= (_ bv0 3) divr!64) (= (_ bv0 3) divr!66) (= (_ bv0 3) divr!68) (= (_ bv0 3) divr!70) (= (_ bv0 3) divr!72) (= (_ bv0 3) divr!74) (= (_ bv0 3) divr!76))))
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
(check-sat)
