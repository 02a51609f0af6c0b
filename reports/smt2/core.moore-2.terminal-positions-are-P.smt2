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
(declare-fun divq!17 () (_ BitVec 2))
(declare-fun divq!18 () (_ BitVec 2))
(declare-fun divq!19 () (_ BitVec 2))
(declare-fun divq!20 () (_ BitVec 2))
(declare-fun divq!21 () (_ BitVec 2))
(declare-fun divq!22 () (_ BitVec 2))
(declare-fun divq!23 () (_ BitVec 2))
(declare-fun divq!24 () (_ BitVec 2))
(declare-fun divq!25 () (_ BitVec 2))
(declare-fun divq!26 () (_ BitVec 2))
(declare-fun divq!27 () (_ BitVec 2))
(declare-fun divq!28 () (_ BitVec 2))
(declare-fun divq!29 () (_ BitVec 2))
(declare-fun divq!30 () (_ BitVec 2))
(declare-fun divq!31 () (_ BitVec 2))
(declare-fun divq!32 () (_ BitVec 2))
(declare-fun divq!33 () (_ BitVec 2))
(declare-fun divr!34 () (_ BitVec 3))
(declare-fun y3 () (_ BitVec 17))
(declare-fun y2 () (_ BitVec 17))
(declare-fun y1 () (_ BitVec 17))
(declare-fun divq!35 () (_ BitVec 2))
(declare-fun divr!36 () (_ BitVec 3))
(declare-fun divq!37 () (_ BitVec 2))
(declare-fun divr!38 () (_ BitVec 3))
(declare-fun divq!39 () (_ BitVec 2))
(declare-fun divr!40 () (_ BitVec 3))
(declare-fun divq!41 () (_ BitVec 2))
(declare-fun divr!42 () (_ BitVec 3))
(declare-fun divq!43 () (_ BitVec 2))
(declare-fun divr!44 () (_ BitVec 3))
(declare-fun divq!45 () (_ BitVec 2))
(declare-fun divr!46 () (_ BitVec 3))
(declare-fun divq!47 () (_ BitVec 2))
(declare-fun divr!48 () (_ BitVec 3))
(declare-fun divq!49 () (_ BitVec 2))
(declare-fun divr!50 () (_ BitVec 3))
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
(assert
 (and (and (bvsle (_ bv0 17) x1) (bvsge (_ bv65535 17) x1)) (and (bvsle (_ bv0 17) x2) (bvsge (_ bv65535 17) x2)) (and (bvsle (_ bv0 17) x3) (bvsge (_ bv65535 17) x3))))
(assert
 (and (= (_ bv0 17) x1) (= (_ bv0 17) x2) (= (_ bv0 17) x3)))
(assert
 (not (and (= (_ bv0 3) divr!16) (= (_ bv0 3) divr!15) (= (_ bv0 3) divr!14) (= (_ bv0 3) divr!13) (= (_ bv0 3) divr!12) (= (_ bv0 3) divr!11) (= (_ bv0 3) divr!10) (= (_ bv0 3) divr!9) (= (_ bv0 3) divr!8) (= (_ bv0 3) divr!7) (= (_ bv0 3) divr!6) (= (_ bv0 3) divr!5) (= (_ bv0 3) divr!4) (= (_ bv0 3) divr!3) (= (_ bv0 3) divr!2) (= (_ bv0 3) divr!1))))
(assert
 (and (bvsle (_ bv0 2) divq!17) (bvsge (_ bv1 2) divq!17)))
(assert
 (and (bvsle (_ bv0 3) divr!16) (bvsge (_ bv2 3) divr!16)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x1 (_ bv0 17)) (_ bv1 17)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x2 (_ bv0 17)) (_ bv1 17))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr x3 (_ bv0 17)) (_ bv1 17)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!17) (_ bv3 3))) ((_ sign_extend 1) divr!16))))
(assert
 (and (bvsle (_ bv0 2) divq!18) (bvsge (_ bv1 2) divq!18)))
(assert
 (and (bvsle (_ bv0 3) divr!15) (bvsge (_ bv2 3) divr!15)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x1 (_ bv1 17))) (_ bv1 16)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x2 (_ bv1 17))) (_ bv1 16))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr x3 (_ bv1 17))) (_ bv1 16)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!18) (_ bv3 3))) ((_ sign_extend 1) divr!15))))
(assert
 (and (bvsle (_ bv0 2) divq!19) (bvsge (_ bv1 2) divq!19)))
(assert
 (and (bvsle (_ bv0 3) divr!14) (bvsge (_ bv2 3) divr!14)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x1 (_ bv2 17))) (_ bv1 15)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x2 (_ bv2 17))) (_ bv1 15))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr x3 (_ bv2 17))) (_ bv1 15)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!19) (_ bv3 3))) ((_ sign_extend 1) divr!14))))
(assert
 (and (bvsle (_ bv0 2) divq!20) (bvsge (_ bv1 2) divq!20)))
(assert
 (and (bvsle (_ bv0 3) divr!13) (bvsge (_ bv2 3) divr!13)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x1 (_ bv3 17))) (_ bv1 14)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x2 (_ bv3 17))) (_ bv1 14))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr x3 (_ bv3 17))) (_ bv1 14)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!20) (_ bv3 3))) ((_ sign_extend 1) divr!13))))
(assert
 (and (bvsle (_ bv0 2) divq!21) (bvsge (_ bv1 2) divq!21)))
(assert
 (and (bvsle (_ bv0 3) divr!12) (bvsge (_ bv2 3) divr!12)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x1 (_ bv4 17))) (_ bv1 13)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x2 (_ bv4 17))) (_ bv1 13))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr x3 (_ bv4 17))) (_ bv1 13)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!21) (_ bv3 3))) ((_ sign_extend 1) divr!12))))
(assert
 (and (bvsle (_ bv0 2) divq!22) (bvsge (_ bv1 2) divq!22)))
(assert
 (and (bvsle (_ bv0 3) divr!11) (bvsge (_ bv2 3) divr!11)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x1 (_ bv5 17))) (_ bv1 12)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x2 (_ bv5 17))) (_ bv1 12))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr x3 (_ bv5 17))) (_ bv1 12)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!22) (_ bv3 3))) ((_ sign_extend 1) divr!11))))
(assert
 (and (bvsle (_ bv0 2) divq!23) (bvsge (_ bv1 2) divq!23)))
(assert
 (and (bvsle (_ bv0 3) divr!10) (bvsge (_ bv2 3) divr!10)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x1 (_ bv6 17))) (_ bv1 11)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x2 (_ bv6 17))) (_ bv1 11))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr x3 (_ bv6 17))) (_ bv1 11)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!23) (_ bv3 3))) ((_ sign_extend 1) divr!10))))
(assert
 (and (bvsle (_ bv0 2) divq!24) (bvsge (_ bv1 2) divq!24)))
(assert
 (and (bvsle (_ bv0 3) divr!9) (bvsge (_ bv2 3) divr!9)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x1 (_ bv7 17))) (_ bv1 10)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x2 (_ bv7 17))) (_ bv1 10))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr x3 (_ bv7 17))) (_ bv1 10)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!24) (_ bv3 3))) ((_ sign_extend 1) divr!9))))
(assert
 (and (bvsle (_ bv0 2) divq!25) (bvsge (_ bv1 2) divq!25)))
(assert
 (and (bvsle (_ bv0 3) divr!8) (bvsge (_ bv2 3) divr!8)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x1 (_ bv8 17))) (_ bv1 9)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x2 (_ bv8 17))) (_ bv1 9))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr x3 (_ bv8 17))) (_ bv1 9)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!25) (_ bv3 3))) ((_ sign_extend 1) divr!8))))
(assert
 (and (bvsle (_ bv0 2) divq!26) (bvsge (_ bv1 2) divq!26)))
(assert
 (and (bvsle (_ bv0 3) divr!7) (bvsge (_ bv2 3) divr!7)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x1 (_ bv9 17))) (_ bv1 8)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x2 (_ bv9 17))) (_ bv1 8))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr x3 (_ bv9 17))) (_ bv1 8)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!26) (_ bv3 3))) ((_ sign_extend 1) divr!7))))
(assert
 (and (bvsle (_ bv0 2) divq!27) (bvsge (_ bv1 2) divq!27)))
(assert
 (and (bvsle (_ bv0 3) divr!6) (bvsge (_ bv2 3) divr!6)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x1 (_ bv10 17))) (_ bv1 7)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x2 (_ bv10 17))) (_ bv1 7))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr x3 (_ bv10 17))) (_ bv1 7)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!27) (_ bv3 3))) ((_ sign_extend 1) divr!6))))
(assert
 (and (bvsle (_ bv0 2) divq!28) (bvsge (_ bv1 2) divq!28)))
(assert
 (and (bvsle (_ bv0 3) divr!5) (bvsge (_ bv2 3) divr!5)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x1 (_ bv11 17))) (_ bv1 6)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x2 (_ bv11 17))) (_ bv1 6))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr x3 (_ bv11 17))) (_ bv1 6)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!28) (_ bv3 3))) ((_ sign_extend 1) divr!5))))
(assert
 (and (bvsle (_ bv0 2) divq!29) (bvsge (_ bv1 2) divq!29)))
(assert
 (and (bvsle (_ bv0 3) divr!4) (bvsge (_ bv2 3) divr!4)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x1 (_ bv12 17))) (_ bv1 5)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x2 (_ bv12 17))) (_ bv1 5))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr x3 (_ bv12 17))) (_ bv1 5)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!29) (_ bv3 3))) ((_ sign_extend 1) divr!4))))
(assert
 (and (bvsle (_ bv0 2) divq!30) (bvsge (_ bv1 2) divq!30)))
(assert
 (and (bvsle (_ bv0 3) divr!3) (bvsge (_ bv2 3) divr!3)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x1 (_ bv13 17))) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x2 (_ bv13 17))) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr x3 (_ bv13 17))) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!30) (_ bv3 3))) ((_ sign_extend 1) divr!3))))
(assert
 (and (bvsle (_ bv0 2) divq!31) (bvsge (_ bv1 2) divq!31)))
(assert
 (and (bvsle (_ bv0 3) divr!2) (bvsge (_ bv2 3) divr!2)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x1 (_ bv14 17))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x2 (_ bv14 17))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr x3 (_ bv14 17))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!31) (_ bv3 3))) ((_ sign_extend 1) divr!2))))
(assert
 (and (bvsle (_ bv0 2) divq!32) (bvsge (_ bv1 2) divq!32)))
(assert
 (and (bvsle (_ bv0 3) divr!1) (bvsge (_ bv2 3) divr!1)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x1 (_ bv15 17))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x2 (_ bv15 17))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr x3 (_ bv15 17))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!32) (_ bv3 3))) ((_ sign_extend 1) divr!1))))
(assert
 (and (bvsle (_ bv0 2) divq!33) (bvsge (_ bv1 2) divq!33)))
(assert
 (and (bvsle (_ bv0 3) divr!34) (bvsge (_ bv2 3) divr!34)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y1 (_ bv0 17)) (_ bv1 17)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y2 (_ bv0 17)) (_ bv1 17))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand (bvashr y3 (_ bv0 17)) (_ bv1 17)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!33) (_ bv3 3))) ((_ sign_extend 1) divr!34))))
(assert
 (and (bvsle (_ bv0 2) divq!35) (bvsge (_ bv1 2) divq!35)))
(assert
 (and (bvsle (_ bv0 3) divr!36) (bvsge (_ bv2 3) divr!36)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y1 (_ bv1 17))) (_ bv1 16)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y2 (_ bv1 17))) (_ bv1 16))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 15 0) (bvashr y3 (_ bv1 17))) (_ bv1 16)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!35) (_ bv3 3))) ((_ sign_extend 1) divr!36))))
(assert
 (and (bvsle (_ bv0 2) divq!37) (bvsge (_ bv1 2) divq!37)))
(assert
 (and (bvsle (_ bv0 3) divr!38) (bvsge (_ bv2 3) divr!38)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y1 (_ bv2 17))) (_ bv1 15)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y2 (_ bv2 17))) (_ bv1 15))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 14 0) (bvashr y3 (_ bv2 17))) (_ bv1 15)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!37) (_ bv3 3))) ((_ sign_extend 1) divr!38))))
(assert
 (and (bvsle (_ bv0 2) divq!39) (bvsge (_ bv1 2) divq!39)))
(assert
 (and (bvsle (_ bv0 3) divr!40) (bvsge (_ bv2 3) divr!40)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y1 (_ bv3 17))) (_ bv1 14)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y2 (_ bv3 17))) (_ bv1 14))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 13 0) (bvashr y3 (_ bv3 17))) (_ bv1 14)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!39) (_ bv3 3))) ((_ sign_extend 1) divr!40))))
(assert
 (and (bvsle (_ bv0 2) divq!41) (bvsge (_ bv1 2) divq!41)))
(assert
 (and (bvsle (_ bv0 3) divr!42) (bvsge (_ bv2 3) divr!42)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y1 (_ bv4 17))) (_ bv1 13)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y2 (_ bv4 17))) (_ bv1 13))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 12 0) (bvashr y3 (_ bv4 17))) (_ bv1 13)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!41) (_ bv3 3))) ((_ sign_extend 1) divr!42))))
(assert
 (and (bvsle (_ bv0 2) divq!43) (bvsge (_ bv1 2) divq!43)))
(assert
 (and (bvsle (_ bv0 3) divr!44) (bvsge (_ bv2 3) divr!44)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y1 (_ bv5 17))) (_ bv1 12)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y2 (_ bv5 17))) (_ bv1 12))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 11 0) (bvashr y3 (_ bv5 17))) (_ bv1 12)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!43) (_ bv3 3))) ((_ sign_extend 1) divr!44))))
(assert
 (and (bvsle (_ bv0 2) divq!45) (bvsge (_ bv1 2) divq!45)))
(assert
 (and (bvsle (_ bv0 3) divr!46) (bvsge (_ bv2 3) divr!46)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y1 (_ bv6 17))) (_ bv1 11)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y2 (_ bv6 17))) (_ bv1 11))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 10 0) (bvashr y3 (_ bv6 17))) (_ bv1 11)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!45) (_ bv3 3))) ((_ sign_extend 1) divr!46))))
(assert
 (and (bvsle (_ bv0 2) divq!47) (bvsge (_ bv1 2) divq!47)))
(assert
 (and (bvsle (_ bv0 3) divr!48) (bvsge (_ bv2 3) divr!48)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y1 (_ bv7 17))) (_ bv1 10)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y2 (_ bv7 17))) (_ bv1 10))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 9 0) (bvashr y3 (_ bv7 17))) (_ bv1 10)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!47) (_ bv3 3))) ((_ sign_extend 1) divr!48))))
(assert
 (and (bvsle (_ bv0 2) divq!49) (bvsge (_ bv1 2) divq!49)))
(assert
 (and (bvsle (_ bv0 3) divr!50) (bvsge (_ bv2 3) divr!50)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y1 (_ bv8 17))) (_ bv1 9)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y2 (_ bv8 17))) (_ bv1 9))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 8 0) (bvashr y3 (_ bv8 17))) (_ bv1 9)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!49) (_ bv3 3))) ((_ sign_extend 1) divr!50))))
(assert
 (and (bvsle (_ bv0 2) divq!51) (bvsge (_ bv1 2) divq!51)))
(assert
 (and (bvsle (_ bv0 3) divr!52) (bvsge (_ bv2 3) divr!52)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y1 (_ bv9 17))) (_ bv1 8)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y2 (_ bv9 17))) (_ bv1 8))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 7 0) (bvashr y3 (_ bv9 17))) (_ bv1 8)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!51) (_ bv3 3))) ((_ sign_extend 1) divr!52))))
(assert
 (and (bvsle (_ bv0 2) divq!53) (bvsge (_ bv1 2) divq!53)))
(assert
 (and (bvsle (_ bv0 3) divr!54) (bvsge (_ bv2 3) divr!54)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y1 (_ bv10 17))) (_ bv1 7)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y2 (_ bv10 17))) (_ bv1 7))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 6 0) (bvashr y3 (_ bv10 17))) (_ bv1 7)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!53) (_ bv3 3))) ((_ sign_extend 1) divr!54))))
(assert
 (and (bvsle (_ bv0 2) divq!55) (bvsge (_ bv1 2) divq!55)))
(assert
 (and (bvsle (_ bv0 3) divr!56) (bvsge (_ bv2 3) divr!56)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y1 (_ bv11 17))) (_ bv1 6)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y2 (_ bv11 17))) (_ bv1 6))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 5 0) (bvashr y3 (_ bv11 17))) (_ bv1 6)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!55) (_ bv3 3))) ((_ sign_extend 1) divr!56))))
(assert
 (and (bvsle (_ bv0 2) divq!57) (bvsge (_ bv1 2) divq!57)))
(assert
 (and (bvsle (_ bv0 3) divr!58) (bvsge (_ bv2 3) divr!58)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y1 (_ bv12 17))) (_ bv1 5)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y2 (_ bv12 17))) (_ bv1 5))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 4 0) (bvashr y3 (_ bv12 17))) (_ bv1 5)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!57) (_ bv3 3))) ((_ sign_extend 1) divr!58))))
(assert
 (and (bvsle (_ bv0 2) divq!59) (bvsge (_ bv1 2) divq!59)))
(assert
 (and (bvsle (_ bv0 3) divr!60) (bvsge (_ bv2 3) divr!60)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y1 (_ bv13 17))) (_ bv1 4)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y2 (_ bv13 17))) (_ bv1 4))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 3 0) (bvashr y3 (_ bv13 17))) (_ bv1 4)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!59) (_ bv3 3))) ((_ sign_extend 1) divr!60))))
(assert
 (and (bvsle (_ bv0 2) divq!61) (bvsge (_ bv1 2) divq!61)))
(assert
 (and (bvsle (_ bv0 3) divr!62) (bvsge (_ bv2 3) divr!62)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y1 (_ bv14 17))) (_ bv1 3)))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y2 (_ bv14 17))) (_ bv1 3))))) ((_ sign_extend 1) ((_ extract 1 0) (bvand ((_ extract 2 0) (bvashr y3 (_ bv14 17))) (_ bv1 3)))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!61) (_ bv3 3))) ((_ sign_extend 1) divr!62))))
(assert
 (and (bvsle (_ bv0 2) divq!63) (bvsge (_ bv1 2) divq!63)))
(assert
 (and (bvsle (_ bv0 3) divr!64) (bvsge (_ bv2 3) divr!64)))
(assert
 (= ((_ sign_extend 1) (bvadd (bvadd ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y1 (_ bv15 17))) (_ bv1 2))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y2 (_ bv15 17))) (_ bv1 2)))) ((_ sign_extend 1) (bvand ((_ extract 1 0) (bvashr y3 (_ bv15 17))) (_ bv1 2))))) (bvadd ((_ sign_extend 1) (bvmul ((_ sign_extend 1) divq!63) (_ bv3 3))) ((_ sign_extend 1) divr!64))))
(check-sat)
