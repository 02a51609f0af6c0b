; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 17))
(declare-fun x2 () (_ BitVec 17))
(declare-fun x1 () (_ BitVec 17))
(declare-fun divr!1 () (_ BitVec 3))
(declare-fun divr!2 () (_ BitVec 3))
(declare-fun divr!3 () (_ BitVec 3))
(declare-fun divr!4 () (_ BitVec 3))
(declare-fun divr!5 () (_ BitVec 3))
(declare-fun divr!6 () (_ BitVec 3))
(declare-fun divr!7 () (_ BitVec 3))
(declare-fun divr!8 () (_ BitVec 3))
(declare-fun divr!9 () (_ BitVec 3))
(declare-fun divr!10 () (_ BitVec 3))
(declare-fun divr!11 () (_ BitVec 3))
(declare-fun divr!12 () (_ BitVec 3))
(declare-fun divr!13 () (_ BitVec 3))
(declare-fun divr!14 () (_ BitVec 3))
(declare-fun divr!15 () (_ BitVec 3))
(declare-fun divr!16 () (_ BitVec 3))
(declare-fun divr!17 () (_ BitVec 3))
(declare-fun divr!18 () (_ BitVec 3))
(declare-fun divr!19 () (_ BitVec 3))
(declare-fun divr!20 () (_ BitVec 3))
(declare-fun divr!21 () (_ BitVec 3))
(declare-fun divr!22 () (_ BitVec 3))
(declare-fun divr!23 () (_ BitVec 3))
(declare-fun divr!24 () (_ BitVec 3))
(declare-fun divr!25 () (_ BitVec 3))
(declare-fun divr!26 () (_ BitVec 3))
(declare-fun divr!27 () (_ BitVec 3))
(declare-fun divr!28 () (_ BitVec 3))
(declare-fun divr!29 () (_ BitVec 3))
(declare-fun divr!30 () (_ BitVec 3))
(declare-fun divr!31 () (_ BitVec 3))
(declare-fun divr!32 () (_ BitVec 3))
(declare-fun divq!33 () (_ BitVec 2))
(declare-fun divq!34 () (_ BitVec 2))
(declare-fun divq!35 () (_ BitVec 2))
(declare-fun divq!36 () (_ BitVec 2))
(declare-fun divq!37 () (_ BitVec 2))
(declare-fun divq!38 () (_ BitVec 2))
(declare-fun divq!39 () (_ BitVec 2))
(declare-fun divq!40 () (_ BitVec 2))
(declare-fun divq!41 () (_ BitVec 2))
(declare-fun divq!42 () (_ BitVec 2))
(declare-fun divq!43 () (_ BitVec 2))
(declare-fun divq!44 () (_ BitVec 2))
(declare-fun divq!45 () (_ BitVec 2))
(declare-fun divq!46 () (_ BitVec 2))
(declare-fun divq!47 () (_ BitVec 2))
(declare-fun divq!48 () (_ BitVec 2))
(declare-fun divq!49 () (_ BitVec 2))
(declare-fun divr!50 () (_ BitVec 3))
(declare-fun y3 () (_ BitVec 17))
(declare-fun y2 () (_ BitVec 17))
(declare-fun y1 () (_ BitVec 17))
(declare-fun divq!51 () (_ BitVec 2))
(declare-fun divr!52 () (_ BitVec 3))
(declare-fun divq!53 () (_ BitVec 2))
(declare-fun divr!54 () (_ BitVec 3))
(declare-fun divq!55 () (_ BitVec 2))
(declare-fun divr!56 () (_ BitVec 3))
(declare-fun divq!57 () (_ BitVec 2))
(declare-fun divr!58 () (_ BitVec 3))
(declare-fun divq!59 () (_ BitVec 2))
(declare-fun divr!60 () (_ BitVec 3))
(declare-fun divq!61 () (_ BitVec 2))
(declare-fun divr!62 () (_ BitVec 3))
(declare-fun divq!63 () (_ BitVec 2))
(declare-fun divr!64 () (_ BitVec 3))
(declare-fun divq!65 () (_ BitVec 2))
(declare-fun divr!66 () (_ BitVec 3))
(declare-fun divq!67 () (_ BitVec 2))
(declare-fun divr!68 () (_ BitVec 3))
(declare-fun divq!69 () (_ BitVec 2))
(declare-fun divr!70 () (_ BitVec 3))
(declare-fun divq!71 () (_ BitVec 2))
(declare-fun divr!72 () (_ BitVec 3))
(declare-fun divq!73 () (_ BitVec 2))
(declare-fun divr!74 () (_ BitVec 3))
(declare-fun divq!75 () (_ BitVec 2))
(declare-fun divr!76 () (_ BitVec 3))
(declare-fun divq!77 () (_ BitVec 2))
(declare-fun divr!78 () (_ BitVec 3))
(declare-fun divq!79 () (_ BitVec 2))
(declare-fun divr!80 () (_ BitVec 3))
(declare-fun divq!81 () (_ BitVec 2))
(declare-fun divq!82 () (_ BitVec 2))
(declare-fun divq!83 () (_ BitVec 2))
(declare-fun divq!84 () (_ BitVec 2))
(declare-fun divq!85 () (_ BitVec 2))
(declare-fun divq!86 () (_ BitVec 2))
(declare-fun divq!87 () (_ BitVec 2))
(declare-fun divq!88 () (_ BitVec 2))
(declare-fun divq!89 () (_ BitVec 2))
(declare-fun divq!90 () (_ BitVec 2))
(declare-fun divq!91 () (_ BitVec 2))
(declare-fun divq!92 () (_ BitVec 2))
(declare-fun divq!93 () (_ BitVec 2))
(declare-fun divq!94 () (_ BitVec 2))
(declare-fun divq!95 () (_ BitVec 2))
(declare-fun divq!96 () (_ BitVec 2))
(assert
 (and (and (bvsle (_ bv0 17) x1) (bvsge (_ bv65535 17) x1)) (and (bvsle (_ bv0 17) x2) (bvsge (_ bv65535 17) x2)) (and (bvsle (_ bv0 17) x3) (bvsge (_ bv65535 17) x3))))
(assert
 (not (and (= (_ bv0 3) divr!16) (= (_ bv0 3) divr!15) (= (_ bv0 3) divr!14) (= (_ bv0 3) divr!13) (= (_ bv0 3) divr!12) (= (_ bv0 3) divr!11) (= (_ bv0 3) divr!10) (= (_ bv0 3) divr!9) (= (_ bv0 3) divr!8) (= (_ bv0 3) divr!7) (= (_ bv0 3) divr!6) (= (_ bv0 3) divr!5) (= (_ bv0 3) divr!4) (= (_ bv0 3) divr!3) (= (_ bv0 3) divr!2) (= (_ bv0 3) divr!1))))
(assert
 (not (and (= (_ bv0 17) x1) (= (_ bv0 17) x2) (= (_ bv0 17) x3))))
(assert
 (let ((?x1 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x2 (ite (bvslt x3 ?x1) x3 ?x1)))
 (let ((?x3 (bvslt ?x2 x1)))
 (let ((?x4 (bvslt ?x2 x2)))
 (let ((?x5 (bvslt ?x2 x3)))
 (not (and true (and (and true (bvsle ?x2 x1)) (and true (bvsle ?x2 x2)) (and true (bvsle ?x2 x3)) (or ?x3 ?x4 ?x5) (not (and ?x3 ?x4 ?x5))) (and (= (_ bv0 3) divr!32) (= (_ bv0 3) divr!31) (= (_ bv0 3) divr!30) (= (_ bv0 3) divr!29) (= (_ bv0 3) divr!28) (= (_ bv0 3) divr!27) (= (_ bv0 3) divr!26) (= (_ bv0 3) divr!25) (= (_ bv0 3) divr!24) (= (_ bv0 3) divr!23) (= (_ bv0 3) divr!22) (= (_ bv0 3) divr!21) (= (_ bv0 3) divr!20) (= (_ bv0 3) divr!19) (= (_ bv0 3) divr!18) (= (_ bv0 3) divr!17))))))))))
(assert
 (and (bvsle (_ bv0 2) divq!33) (bvsge (_ bv1 2) divq!33)))
(assert
 (and (bvsle (_ bv0 3) divr!16) (bvsge (_ bv2 3) divr!16)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 17)) (_ bv1 17)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 17)) (_ bv1 17))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 17)) (_ bv1 17)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!33) (_ bv3 3))) ((_ sign_extend 1) divr!16))))
(assert
 (and (bvsle (_ bv0 2) divq!34) (bvsge (_ bv1 2) divq!34)))
(assert
 (and (bvsle (_ bv0 3) divr!15) (bvsge (_ bv2 3) divr!15)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x1 (_ bv1 17))) (_ bv1 16)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x2 (_ bv1 17))) (_ bv1 16))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x3 (_ bv1 17))) (_ bv1 16)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!34) (_ bv3 3))) ((_ sign_extend 1) divr!15))))
(assert
 (and (bvsle (_ bv0 2) divq!35) (bvsge (_ bv1 2) divq!35)))
(assert
 (and (bvsle (_ bv0 3) divr!14) (bvsge (_ bv2 3) divr!14)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x1 (_ bv2 17))) (_ bv1 15)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x2 (_ bv2 17))) (_ bv1 15))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x3 (_ bv2 17))) (_ bv1 15)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!35) (_ bv3 3))) ((_ sign_extend 1) divr!14))))
(assert
 (and (bvsle (_ bv0 2) divq!36) (bvsge (_ bv1 2) divq!36)))
(assert
 (and (bvsle (_ bv0 3) divr!13) (bvsge (_ bv2 3) divr!13)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x1 (_ bv3 17))) (_ bv1 14)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x2 (_ bv3 17))) (_ bv1 14))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x3 (_ bv3 17))) (_ bv1 14)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!36) (_ bv3 3))) ((_ sign_extend 1) divr!13))))
(assert
 (and (bvsle (_ bv0 2) divq!37) (bvsge (_ bv1 2) divq!37)))
(assert
 (and (bvsle (_ bv0 3) divr!12) (bvsge (_ bv2 3) divr!12)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x1 (_ bv4 17))) (_ bv1 13)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x2 (_ bv4 17))) (_ bv1 13))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x3 (_ bv4 17))) (_ bv1 13)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!37) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
(assert
 (and (bvsle (_ bv0 2) divq!38) (bvsge (_ bv1 2) divq!38)))
(assert
 (and (bvsle (_ bv0 3) divr!11) (bvsge (_ bv2 3) divr!11)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x1 (_ bv5 17))) (_ bv1 12)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x2 (_ bv5 17))) (_ bv1 12))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x3 (_ bv5 17))) (_ bv1 12)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!38) (_ bv3 3))) ((_ sign_extend 1) divr!11))))
(assert
 (and (bvsle (_ bv0 2) divq!39) (bvsge (_ bv1 2) divq!39)))
(assert
 (and (bvsle (_ bv0 3) divr!10) (bvsge (_ bv2 3) divr!10)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x1 (_ bv6 17))) (_ bv1 11)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x2 (_ bv6 17))) (_ bv1 11))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x3 (_ bv6 17))) (_ bv1 11)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!39) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
(assert
 (and (bvsle (_ bv0 2) divq!40) (bvsge (_ bv1 2) divq!40)))
(assert
 (and (bvsle (_ bv0 3) divr!9) (bvsge (_ bv2 3) divr!9)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x1 (_ bv7 17))) (_ bv1 10)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x2 (_ bv7 17))) (_ bv1 10))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x3 (_ bv7 17))) (_ bv1 10)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!40) (_ bv3 3))) ((_ sign_extend 1) divr!9))))
(assert
 (and (bvsle (_ bv0 2) divq!41) (bvsge (_ bv1 2) divq!41)))
(assert
 (and (bvsle (_ bv0 3) divr!8) (bvsge (_ bv2 3) divr!8)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x1 (_ bv8 17))) (_ bv1 9)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x2 (_ bv8 17))) (_ bv1 9))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x3 (_ bv8 17))) (_ bv1 9)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!41) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
(assert
 (and (bvsle (_ bv0 2) divq!42) (bvsge (_ bv1 2) divq!42)))
(assert
 (and (bvsle (_ bv0 3) divr!7) (bvsge (_ bv2 3) divr!7)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x1 (_ bv9 17))) (_ bv1 8)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x2 (_ bv9 17))) (_ bv1 8))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x3 (_ bv9 17))) (_ bv1 8)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!42) (_ bv3 3))) ((_ sign_extend 1) divr!7))))
(assert
 (and (bvsle (_ bv0 2) divq!43) (bvsge (_ bv1 2) divq!43)))
(assert
 (and (bvsle (_ bv0 3) divr!6) (bvsge (_ bv2 3) divr!6)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x1 (_ bv10 17))) (_ bv1 7)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x2 (_ bv10 17))) (_ bv1 7))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x3 (_ bv10 17))) (_ bv1 7)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!43) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
(assert
 (and (bvsle (_ bv0 2) divq!44) (bvsge (_ bv1 2) divq!44)))
(assert
 (and (bvsle (_ bv0 3) divr!5) (bvsge (_ bv2 3) divr!5)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x1 (_ bv11 17))) (_ bv1 6)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x2 (_ bv11 17))) (_ bv1 6))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x3 (_ bv11 17))) (_ bv1 6)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!44) (_ bv3 3))) ((_ sign_extend 1) divr!5))))
(assert
 (and (bvsle (_ bv0 2) divq!45) (bvsge (_ bv1 2) divq!45)))
(assert
 (and (bvsle (_ bv0 3) divr!4) (bvsge (_ bv2 3) divr!4)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x1 (_ bv12 17))) (_ bv1 5)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x2 (_ bv12 17))) (_ bv1 5))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x3 (_ bv12 17))) (_ bv1 5)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!45) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
(assert
 (and (bvsle (_ bv0 2) divq!46) (bvsge (_ bv1 2) divq!46)))
(assert
 (and (bvsle (_ bv0 3) divr!3) (bvsge (_ bv2 3) divr!3)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x1 (_ bv13 17))) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x2 (_ bv13 17))) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x3 (_ bv13 17))) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!46) (_ bv3 3))) ((_ sign_extend 1) divr!3))))
(assert
 (and (bvsle (_ bv0 2) divq!47) (bvsge (_ bv1 2) divq!47)))
(assert
 (and (bvsle (_ bv0 3) divr!2) (bvsge (_ bv2 3) divr!2)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv14 17))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv14 17))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv14 17))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!47) (_ bv3 3))) ((_ sign_extend 1) divr!2))))
(assert
 (and (bvsle (_ bv0 2) divq!48) (bvsge (_ bv1 2) divq!48)))
(assert
 (and (bvsle (_ bv0 3) divr!1) (bvsge (_ bv2 3) divr!1)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv15 17))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv15 17))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv15 17))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!48) (_ bv3 3))) ((_ sign_extend 1) divr!1))))
(assert
 (and (bvsle (_ bv0 2) divq!49) (bvsge (_ bv1 2) divq!49)))
(assert
 (and (bvsle (_ bv0 3) divr!50) (bvsge (_ bv2 3) divr!50)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 17)) (_ bv1 17)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 17)) (_ bv1 17))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 17)) (_ bv1 17)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!49) (_ bv3 3))) ((_ sign_extend 1) divr!50))))
(assert
 (and (bvsle (_ bv0 2) divq!51) (bvsge (_ bv1 2) divq!51)))
(assert
 (and (bvsle (_ bv0 3) divr!52) (bvsge (_ bv2 3) divr!52)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y1 (_ bv1 17))) (_ bv1 16)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y2 (_ bv1 17))) (_ bv1 16))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y3 (_ bv1 17))) (_ bv1 16)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!51) (_ bv3 3))) ((_ sign_extend 1) divr!52))))
(assert
 (and (bvsle (_ bv0 2) divq!53) (bvsge (_ bv1 2) divq!53)))
(assert
 (and (bvsle (_ bv0 3) divr!54) (bvsge (_ bv2 3) divr!54)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y1 (_ bv2 17))) (_ bv1 15)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y2 (_ bv2 17))) (_ bv1 15))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y3 (_ bv2 17))) (_ bv1 15)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!53) (_ bv3 3))) ((_ sign_extend 1) divr!54))))
(assert
 (and (bvsle (_ bv0 2) divq!55) (bvsge (_ bv1 2) divq!55)))
(assert
 (and (bvsle (_ bv0 3) divr!56) (bvsge (_ bv2 3) divr!56)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y1 (_ bv3 17))) (_ bv1 14)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y2 (_ bv3 17))) (_ bv1 14))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y3 (_ bv3 17))) (_ bv1 14)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!55) (_ bv3 3))) ((_ sign_extend 1) divr!56))))
(assert
 (and (bvsle (_ bv0 2) divq!57) (bvsge (_ bv1 2) divq!57)))
(assert
 (and (bvsle (_ bv0 3) divr!58) (bvsge (_ bv2 3) divr!58)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y1 (_ bv4 17))) (_ bv1 13)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y2 (_ bv4 17))) (_ bv1 13))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y3 (_ bv4 17))) (_ bv1 13)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!57) (_ bv3 3))) ((_ sign_extend 1) divr!58))))
(assert
 (and (bvsle (_ bv0 2) divq!59) (bvsge (_ bv1 2) divq!59)))
(assert
 (and (bvsle (_ bv0 3) divr!60) (bvsge (_ bv2 3) divr!60)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y1 (_ bv5 17))) (_ bv1 12)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y2 (_ bv5 17))) (_ bv1 12))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y3 (_ bv5 17))) (_ bv1 12)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!59) (_ bv3 3))) ((_ sign_extend 1) divr!60))))
(assert
 (and (bvsle (_ bv0 2) divq!61) (bvsge (_ bv1 2) divq!61)))
(assert
 (and (bvsle (_ bv0 3) divr!62) (bvsge (_ bv2 3) divr!62)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y1 (_ bv6 17))) (_ bv1 11)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y2 (_ bv6 17))) (_ bv1 11))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y3 (_ bv6 17))) (_ bv1 11)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!61) (_ bv3 3))) ((_ sign_extend 1) divr!62))))
(assert
 (and (bvsle (_ bv0 2) divq!63) (bvsge (_ bv1 2) divq!63)))
(assert
 (and (bvsle (_ bv0 3) divr!64) (bvsge (_ bv2 3) divr!64)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y1 (_ bv7 17))) (_ bv1 10)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y2 (_ bv7 17))) (_ bv1 10))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y3 (_ bv7 17))) (_ bv1 10)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!63) (_ bv3 3))) ((_ sign_extend 1) divr!64))))
(assert
 (and (bvsle (_ bv0 2) divq!65) (bvsge (_ bv1 2) divq!65)))
(assert
 (and (bvsle (_ bv0 3) divr!66) (bvsge (_ bv2 3) divr!66)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y1 (_ bv8 17))) (_ bv1 9)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y2 (_ bv8 17))) (_ bv1 9))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y3 (_ bv8 17))) (_ bv1 9)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!65) (_ bv3 3))) ((_ sign_extend 1) divr!66))))
(assert
 (and (bvsle (_ bv0 2) divq!67) (bvsge (_ bv1 2) divq!67)))
(assert
 (and (bvsle (_ bv0 3) divr!68) (bvsge (_ bv2 3) divr!68)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y1 (_ bv9 17))) (_ bv1 8)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y2 (_ bv9 17))) (_ bv1 8))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y3 (_ bv9 17))) (_ bv1 8)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!67) (_ bv3 3))) ((_ sign_extend 1) divr!68))))
(assert
 (and (bvsle (_ bv0 2) divq!69) (bvsge (_ bv1 2) divq!69)))
(assert
 (and (bvsle (_ bv0 3) divr!70) (bvsge (_ bv2 3) divr!70)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y1 (_ bv10 17))) (_ bv1 7)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y2 (_ bv10 17))) (_ bv1 7))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y3 (_ bv10 17))) (_ bv1 7)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!69) (_ bv3 3))) ((_ sign_extend 1) divr!70))))
(assert
 (and (bvsle (_ bv0 2) divq!71) (bvsge (_ bv1 2) divq!71)))
(assert
 (and (bvsle (_ bv0 3) divr!72) (bvsge (_ bv2 3) divr!72)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y1 (_ bv11 17))) (_ bv1 6)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y2 (_ bv11 17))) (_ bv1 6))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y3 (_ bv11 17))) (_ bv1 6)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!71) (_ bv3 3))) ((_ sign_extend 1) divr!72))))
(assert
 (and (bvsle (_ bv0 2) divq!73) (bvsge (_ bv1 2) divq!73)))
(assert
 (and (bvsle (_ bv0 3) divr!74) (bvsge (_ bv2 3) divr!74)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y1 (_ bv12 17))) (_ bv1 5)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y2 (_ bv12 17))) (_ bv1 5))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y3 (_ bv12 17))) (_ bv1 5)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!73) (_ bv3 3))) ((_ sign_extend 1) divr!74))))
(assert
 (and (bvsle (_ bv0 2) divq!75) (bvsge (_ bv1 2) divq!75)))
(assert
 (and (bvsle (_ bv0 3) divr!76) (bvsge (_ bv2 3) divr!76)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y1 (_ bv13 17))) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y2 (_ bv13 17))) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y3 (_ bv13 17))) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!75) (_ bv3 3))) ((_ sign_extend 1) divr!76))))
(assert
 (and (bvsle (_ bv0 2) divq!77) (bvsge (_ bv1 2) divq!77)))
(assert
 (and (bvsle (_ bv0 3) divr!78) (bvsge (_ bv2 3) divr!78)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv14 17))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv14 17))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv14 17))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!77) (_ bv3 3))) ((_ sign_extend 1) divr!78))))
(assert
 (and (bvsle (_ bv0 2) divq!79) (bvsge (_ bv1 2) divq!79)))
(assert
 (and (bvsle (_ bv0 3) divr!80) (bvsge (_ bv2 3) divr!80)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv15 17))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv15 17))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv15 17))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!79) (_ bv3 3))) ((_ sign_extend 1) divr!80))))
(assert
 (and (bvsle (_ bv0 2) divq!81) (bvsge (_ bv1 2) divq!81)))
(assert
 (and (bvsle (_ bv0 3) divr!32) (bvsge (_ bv2 3) divr!32)))
(assert
 (let ((?x6 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x7 ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr (ite (bvslt x3 ?x6) x3 ?x6) (_ bv0 17)) (_ bv1 17))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x7 ?x7) ?x7)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!81) (_ bv3 3))) ((_ sign_extend 1) divr!32))))))
(assert
 (and (bvsle (_ bv0 2) divq!82) (bvsge (_ bv1 2) divq!82)))
(assert
 (and (bvsle (_ bv0 3) divr!31) (bvsge (_ bv2 3) divr!31)))
(assert
 (let ((?x8 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x9 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr (ite (bvslt x3 ?x8) x3 ?x8) (_ bv1 17))) (_ bv1 16))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x9 ?x9) ?x9)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!82) (_ bv3 3))) ((_ sign_extend 1) divr!31))))))
(assert
 (and (bvsle (_ bv0 2) divq!83) (bvsge (_ bv1 2) divq!83)))
(assert
 (and (bvsle (_ bv0 3) divr!30) (bvsge (_ bv2 3) divr!30)))
(assert
 (let ((?x10 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x11 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr (ite (bvslt x3 ?x10) x3 ?x10) (_ bv2 17))) (_ bv1 15))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x11 ?x11) ?x11)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!83) (_ bv3 3))) ((_ sign_extend 1) divr!30))))))
(assert
 (and (bvsle (_ bv0 2) divq!84) (bvsge (_ bv1 2) divq!84)))
(assert
 (and (bvsle (_ bv0 3) divr!29) (bvsge (_ bv2 3) divr!29)))
(assert
 (let ((?x12 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x13 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr (ite (bvslt x3 ?x12) x3 ?x12) (_ bv3 17))) (_ bv1 14))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x13 ?x13) ?x13)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!84) (_ bv3 3))) ((_ sign_extend 1) divr!29))))))
(assert
 (and (bvsle (_ bv0 2) divq!85) (bvsge (_ bv1 2) divq!85)))
(assert
 (and (bvsle (_ bv0 3) divr!28) (bvsge (_ bv2 3) divr!28)))
(assert
 (let ((?x14 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x15 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr (ite (bvslt x3 ?x14) x3 ?x14) (_ bv4 17))) (_ bv1 13))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x15 ?x15) ?x15)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!85) (_ bv3 3))) ((_ sign_extend 1) divr!28))))))
(assert
 (and (bvsle (_ bv0 2) divq!86) (bvsge (_ bv1 2) divq!86)))
(assert
 (and (bvsle (_ bv0 3) divr!27) (bvsge (_ bv2 3) divr!27)))
(assert
 (let ((?x16 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x17 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr (ite (bvslt x3 ?x16) x3 ?x16) (_ bv5 17))) (_ bv1 12))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x17 ?x17) ?x17)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!86) (_ bv3 3))) ((_ sign_extend 1) divr!27))))))
(assert
 (and (bvsle (_ bv0 2) divq!87) (bvsge (_ bv1 2) divq!87)))
(assert
 (and (bvsle (_ bv0 3) divr!26) (bvsge (_ bv2 3) divr!26)))
(assert
 (let ((?x18 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x19 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr (ite (bvslt x3 ?x18) x3 ?x18) (_ bv6 17))) (_ bv1 11))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x19 ?x19) ?x19)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!87) (_ bv3 3))) ((_ sign_extend 1) divr!26))))))
(assert
 (and (bvsle (_ bv0 2) divq!88) (bvsge (_ bv1 2) divq!88)))
(assert
 (and (bvsle (_ bv0 3) divr!25) (bvsge (_ bv2 3) divr!25)))
(assert
 (let ((?x20 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x21 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr (ite (bvslt x3 ?x20) x3 ?x20) (_ bv7 17))) (_ bv1 10))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x21 ?x21) ?x21)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!88) (_ bv3 3))) ((_ sign_extend 1) divr!25))))))
(assert
 (and (bvsle (_ bv0 2) divq!89) (bvsge (_ bv1 2) divq!89)))
(assert
 (and (bvsle (_ bv0 3) divr!24) (bvsge (_ bv2 3) divr!24)))
(assert
 (let ((?x22 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x23 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr (ite (bvslt x3 ?x22) x3 ?x22) (_ bv8 17))) (_ bv1 9))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x23 ?x23) ?x23)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!89) (_ bv3 3))) ((_ sign_extend 1) divr!24))))))
(assert
 (and (bvsle (_ bv0 2) divq!90) (bvsge (_ bv1 2) divq!90)))
(assert
 (and (bvsle (_ bv0 3) divr!23) (bvsge (_ bv2 3) divr!23)))
(assert
 (let ((?x24 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x25 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr (ite (bvslt x3 ?x24) x3 ?x24) (_ bv9 17))) (_ bv1 8))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x25 ?x25) ?x25)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!90) (_ bv3 3))) ((_ sign_extend 1) divr!23))))))
(assert
 (and (bvsle (_ bv0 2) divq!91) (bvsge (_ bv1 2) divq!91)))
(assert
 (and (bvsle (_ bv0 3) divr!22) (bvsge (_ bv2 3) divr!22)))
(assert
 (let ((?x26 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x27 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr (ite (bvslt x3 ?x26) x3 ?x26) (_ bv10 17))) (_ bv1 7))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x27 ?x27) ?x27)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!91) (_ bv3 3))) ((_ sign_extend 1) divr!22))))))
(assert
 (and (bvsle (_ bv0 2) divq!92) (bvsge (_ bv1 2) divq!92)))
(assert
 (and (bvsle (_ bv0 3) divr!21) (bvsge (_ bv2 3) divr!21)))
(assert
 (let ((?x28 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x29 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr (ite (bvslt x3 ?x28) x3 ?x28) (_ bv11 17))) (_ bv1 6))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x29 ?x29) ?x29)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!92) (_ bv3 3))) ((_ sign_extend 1) divr!21))))))
(assert
 (and (bvsle (_ bv0 2) divq!93) (bvsge (_ bv1 2) divq!93)))
(assert
 (and (bvsle (_ bv0 3) divr!20) (bvsge (_ bv2 3) divr!20)))
(assert
 (let ((?x30 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x31 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr (ite (bvslt x3 ?x30) x3 ?x30) (_ bv12 17))) (_ bv1 5))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x31 ?x31) ?x31)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!93) (_ bv3 3))) ((_ sign_extend 1) divr!20))))))
(assert
 (and (bvsle (_ bv0 2) divq!94) (bvsge (_ bv1 2) divq!94)))
(assert
 (and (bvsle (_ bv0 3) divr!19) (bvsge (_ bv2 3) divr!19)))
(assert
 (let ((?x32 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x33 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr (ite (bvslt x3 ?x32) x3 ?x32) (_ bv13 17))) (_ bv1 4))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x33 ?x33) ?x33)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!94) (_ bv3 3))) ((_ sign_extend 1) divr!19))))))
(assert
 (and (bvsle (_ bv0 2) divq!95) (bvsge (_ bv1 2) divq!95)))
(assert
 (and (bvsle (_ bv0 3) divr!18) (bvsge (_ bv2 3) divr!18)))
(assert
 (let ((?x34 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x35 ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr (ite (bvslt x3 ?x34) x3 ?x34) (_ bv14 17))) (_ bv1 3))))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x35 ?x35) ?x35)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!95) (_ bv3 3))) ((_ sign_extend 1) divr!18))))))
(assert
 (and (bvsle (_ bv0 2) divq!96) (bvsge (_ bv1 2) divq!96)))
(assert
 (and (bvsle (_ bv0 3) divr!17) (bvsge (_ bv2 3) divr!17)))
(assert
 (let ((?x36 (ite (bvslt x2 x1) x2 x1)))
 (let ((?x37 ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr (ite (bvslt x3 ?x36) x3 ?x36) (_ bv15 17))) (_ bv1 2)))))
 (= ((_ sign_extend 1) (bvadd (bvadd ?x37 ?x37) ?x37)) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!96) (_ bv3 3))) ((_ sign_extend 1) divr!17))))))
(check-sat)
