; benchmark generated from python API
(set-info :status unknown)
(declare-fun x3 () (_ BitVec 65))
(declare-fun x2 () (_ BitVec 65))
(declare-fun x1 () (_ BitVec 65))
(assert
 (and (and (bvsle (_ bv0 65) x1) (bvsge (_ bv18446744073709551615 65) x1)) (and (bvsle (_ bv0 65) x2) (bvsge (_ bv18446744073709551615 65) x2)) (and (bvsle (_ bv0 65) x3) (bvsge (_ bv18446744073709551615 65) x3))))
(assert
 (not (= (_ bv0 65) (bvxor (bvxor x1 x2) x3))))
(assert
 (not (and (= (_ bv0 65) x1) (= (_ bv0 65) x2) (= (_ bv0 65) x3))))
(assert
 (let ((?x1 (bvxor (bvxor x1 x2) x3)))
 (let ((?x2 ((_ extract 6 0) (bvsub (ite (bvsle (_ bv9223372036854775808 65) ?x1) (_ bv64 8) ((_ sign_extend 1) (ite (bvsle (_ bv4611686018427387904 65) ?x1) (_ bv63 7) (ite (bvsle (_ bv2305843009213693952 65) ?x1) (_ bv62 7) (ite (bvsle (_ bv1152921504606846976 65) ?x1) (_ bv61 7) (ite (bvsle (_ bv576460752303423488 65) ?x1) (_ bv60 7) (ite (bvsle (_ bv288230376151711744 65) ?x1) (_ bv59 7) (ite (bvsle (_ bv144115188075855872 65) ?x1) (_ bv58 7) (ite (bvsle (_ bv72057594037927936 65) ?x1) (_ bv57 7) (ite (bvsle (_ bv36028797018963968 65) ?x1) (_ bv56 7) (ite (bvsle (_ bv18014398509481984 65) ?x1) (_ bv55 7) (ite (bvsle (_ bv9007199254740992 65) ?x1) (_ bv54 7) (ite (bvsle (_ bv4503599627370496 65) ?x1) (_ bv53 7) (ite (bvsle (_ bv2251799813685248 65) ?x1) (_ bv52 7) (ite (bvsle (_ bv1125899906842624 65) ?x1) (_ bv51 7) (ite (bvsle (_ bv562949953421312 65) ?x1) (_ bv50 7) (ite (bvsle (_ bv281474976710656 65) ?x1) (_ bv49 7) (ite (bvsle (_ bv140737488355328 65) ?x1) (_ bv48 7) (ite (bvsle (_ bv70368744177664 65) ?x1) (_ bv47 7) (ite (bvsle (_ bv35184372088832 65) ?x1) (_ bv46 7) (ite (bvsle (_ bv17592186044416 65) ?x1) (_ bv45 7) (ite (bvsle (_ bv8796093022208 65) ?x1) (_ bv44 7) (ite (bvsle (_ bv4398046511104 65) ?x1) (_ bv43 7) (ite (bvsle (_ bv2199023255552 65) ?x1) (_ bv42 7) (ite (bvsle (_ bv1099511627776 65) ?x1) (_ bv41 7) (ite (bvsle (_ bv549755813888 65) ?x1) (_ bv40 7) (ite (bvsle (_ bv274877906944 65) ?x1) (_ bv39 7) (ite (bvsle (_ bv137438953472 65) ?x1) (_ bv38 7) (ite (bvsle (_ bv68719476736 65) ?x1) (_ bv37 7) (ite (bvsle (_ bv34359738368 65) ?x1) (_ bv36 7) (ite (bvsle (_ bv17179869184 65) ?x1) (_ bv35 7) (ite (bvsle (_ bv8589934592 65) ?x1) (_ bv34 7) (ite (bvsle (_ bv4294967296 65) ?x1) (_ bv33 7) (ite (bvsle (_ bv2147483648 65) ?x1) (_ bv32 7) ((_ sign_extend 1) (ite (bvsle (_ bv1073741824 65) ?x1) (_ bv31 6) (ite (bvsle (_ bv536870912 65) ?x1) (_ bv30 6) (ite (bvsle (_ bv268435456 65) ?x1) (_ bv29 6) (ite (bvsle (_ bv134217728 65) ?x1) (_ bv28 6) (ite (bvsle (_ bv67108864 65) ?x1) (_ bv27 6) (ite (bvsle (_ bv33554432 65) ?x1) (_ bv26 6) (ite (bvsle (_ bv16777216 65) ?x1) (_ bv25 6) (ite (bvsle (_ bv8388608 65) ?x1) (_ bv24 6) (ite (bvsle (_ bv4194304 65) ?x1) (_ bv23 6) (ite (bvsle (_ bv2097152 65) ?x1) (_ bv22 6) (ite (bvsle (_ bv1048576 65) ?x1) (_ bv21 6) (ite (bvsle (_ bv524288 65) ?x1) (_ bv20 6) (ite (bvsle (_ bv262144 65) ?x1) (_ bv19 6) (ite (bvsle (_ bv131072 65) ?x1) (_ bv18 6) (ite (bvsle (_ bv65536 65) ?x1) (_ bv17 6) (ite (bvsle (_ bv32768 65) ?x1) (_ bv16 6) ((_ sign_extend 1) (ite (bvsle (_ bv16384 65) ?x1) (_ bv15 5) (ite (bvsle (_ bv8192 65) ?x1) (_ bv14 5) (ite (bvsle (_ bv4096 65) ?x1) (_ bv13 5) (ite (bvsle (_ bv2048 65) ?x1) (_ bv12 5) (ite (bvsle (_ bv1024 65) ?x1) (_ bv11 5) (ite (bvsle (_ bv512 65) ?x1) (_ bv10 5) (ite (bvsle (_ bv256 65) ?x1) (_ bv9 5) (ite (bvsle (_ bv128 65) ?x1) (_ bv8 5) ((_ sign_extend 1) (ite (bvsle (_ bv64 65) ?x1) (_ bv7 4) (ite (bvsle (_ bv32 65) ?x1) (_ bv6 4) (ite (bvsle (_ bv16 65) ?x1) (_ bv5 4) (ite (bvsle (_ bv8 65) ?x1) (_ bv4 4) ((_ sign_extend 1) (ite (bvsle (_ bv4 65) ?x1) (_ bv3 3) (ite (bvsle (_ bv2 65) ?x1) (_ bv2 3) ((_ sign_extend 1) (ite (bvsle (_ bv1 65) ?x1) (_ bv1 2) (_ bv0 2))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))) (_ bv1 8)))))
 (let ((?x3 ((_ sign_extend 58) (ite (bvsgt (_ bv0 7) ?x2) (_ bv0 7) ?x2))))
 (let ((?x4 (= (_ bv1 2) ((_ extract 1 0) (bvand (bvashr x2 ?x3) (_ bv1 65))))))
 (let ((?x5 (= (_ bv1 2) ((_ extract 1 0) (bvand (bvashr x3 ?x3) (_ bv1 65))))))
 (let ((?x6 (ite ?x5 (_ bv2 3) ((_ sign_extend 1) (ite ?x4 (_ bv1 2) (_ bv0 2))))))
 (let ((?x7 (= (_ bv0 3) ?x6)))
 (let ((?x8 (= (_ bv1 3) ?x6)))
 (let ((?x9 (bvxor (ite ?x7 x1 (ite ?x8 x2 x3)) ?x1)))
 (let ((?x10 (ite ?x7 ?x9 x1)))
 (let ((?x11 (ite ?x8 ?x9 x2)))
 (let ((?x12 (= x2 ?x11)))
 (let ((?x13 (ite (= (_ bv2 3) ?x6) ?x9 x3)))
 (let ((?x14 (= x3 ?x13)))
 (let ((?x15 (= x1 ?x10)))
 (not (and (or (= (_ bv1 2) ((_ extract 1 0) (bvand (bvashr x1 ?x3) (_ bv1 65)))) ?x4 ?x5) (or (and (and true (bvslt ?x10 x1)) ?x12 ?x14) (and (and true (bvslt ?x11 x2)) ?x15 ?x14) (and (and true (bvslt ?x13 x3)) ?x15 ?x12)) (= (_ bv0 65) (bvxor (bvxor ?x10 ?x11) ?x13))))))))))))))))))))
(check-sat)
