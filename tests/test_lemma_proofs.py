"""Lemmas proved for every natural number by two solvers, not only evaluated (issue 37, point 4).

A lemma about the proof function A(k) = (k + isqrt(5 k^2)) // 2 = floor(k phi) is first asked of
z3 and cvc5 as one query over the unbounded integers (:func:`gamecheck.prover.lemmas.lemma_query`);
it counts as proved only when both answer unsat. Otherwise it is evaluated at every value below
2^bits when there are at most 2^24 of them, and beyond that it is not established: the proof is
inconclusive, never proved. The values the tests compare against are computed here, independently:
floor(k phi) by exact integer comparisons with sqrt 5 (no isqrt), Wythoff's P-positions by
retrograde analysis.
"""

from __future__ import annotations


import dataclasses

import pytest

from gamecheck.errors import ReplayDiverged
from gamecheck.lang.functions import lemma_texts, parse_functions
from gamecheck.prover.lemmas import MAX_LEMMA_VALUES, check_lemmas, lemma_query
from gamecheck.prover.prove import prove_claim

A_DEF = "A(k) = (k + isqrt(5 * k * k)) // 2"


def _phi_times_below(d: int, n: int) -> bool:
    """d * phi < n, exactly: 2 d phi = d + d sqrt 5 < 2 n iff 2n - d > 0 and 5 d^2 < (2n - d)^2."""
    return 2 * n - d > 0 and 5 * d * d < (2 * n - d) ** 2


def _floor_phi(d: int) -> int:
    """floor(d phi) for d >= 0 by bisection on the exact comparison (any size of d)."""
    lo, hi = 0, 2 * d + 1  # d phi < 2d + 1
    while lo < hi:  # the least a with d phi < a + 1
        mid = (lo + hi) // 2
        if _phi_times_below(d, mid + 1):
            hi = mid
        else:
            lo = mid + 1
    return lo


def _wythoff_p(n: int) -> set[tuple[int, int]]:
    """P-positions of Wythoff's game with both heaps below n, by retrograde analysis."""
    p = [[False] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            moves = [(x - t, y) for t in range(1, x + 1)] + [(x, y - t) for t in range(1, y + 1)]
            moves += [(x - t, y - t) for t in range(1, min(x, y) + 1)]
            p[x][y] = not any(p[u][v] for u, v in moves)
    return {(x, y) for x in range(n) for y in range(n) if p[x][y]}


def _catalogue_wythoff():
    from gamecheck.catalog import catalogue_claims

    return next(c for c in catalogue_claims() if c.id == "core.wythoff-z3")


def test_the_independent_floor_is_floor_k_phi():
    assert [_floor_phi(k) for k in range(10)] == [0, 1, 3, 4, 6, 8, 9, 11, 12, 14]
    assert _floor_phi(10**30) == 1618033988749894848204586834365  # phi = 1.6180339887498948482045868343656...


# -- the solver route ----------------------------------------------------------------------------


def test_a_true_lemma_is_proved_for_every_natural_number_by_two_solvers():
    fns = parse_functions([A_DEF])
    lem, inc = check_lemmas(["x == 0 or A(x) <= 2 * x - 1"], ["A"], fns, 64)
    for chk in (lem, inc):
        assert chk.holds and chk.proved and chk.solver_status == "unsat", chk.reason
        assert chk.method.startswith("solver, every integer")
        assert sorted(a.solver for a in chk.solvers if a.status == "unsat") == ["cvc5", "z3"]
        assert chk.values == 0 and chk.counterexample is None  # 2^64 values: nothing evaluated
        rec = chk.to_json()
        assert rec["query"]["status"] == "unsat" and len(rec["query"]["smt2_sha256"]) == 64
    # what was proved, at values far beyond any evaluation
    for x in (1, 2, 3, 2**40 + 7, 2**64 - 1, 10**25):
        assert _floor_phi(x) <= 2 * x - 1 and _floor_phi(x) < _floor_phi(x + 1)


def test_the_query_is_over_the_unbounded_integers_with_isqrt_by_its_inequalities():
    text = lemma_query("A(x) >= x", ["x"], parse_functions([A_DEF]))
    assert "(declare-fun x () Int)" in text and "BitVec" not in text
    assert text.count("(check-sat)") == 1 and "; lemma: A(x) >= x" in text


def test_at_a_small_width_a_proved_lemma_is_also_evaluated_as_a_cross_check():
    [chk] = check_lemmas(["A(k) >= k"], [], parse_functions([A_DEF]), 10)
    assert chk.holds and chk.proved and chk.values == 1024
    assert chk.method.endswith("evaluated at every value below 2^10 as a cross-check")


def test_a_false_lemma_is_refuted_by_a_model_checked_by_evaluation():
    [chk] = check_lemmas(["A(A(k)) == k"], [], parse_functions([A_DEF]), 64)
    assert not chk.holds and not chk.proved
    assert chk.counterexample is not None and set(chk.counterexample) == {"k"}
    k = chk.counterexample["k"]
    assert 0 <= k < 2**64 and _floor_phi(_floor_phi(k)) != k
    # at a small width evaluation reports the first value where it fails
    [small] = check_lemmas(["A(A(k)) == k"], [], parse_functions([A_DEF]), 8)
    first = next(k for k in range(256) if _floor_phi(_floor_phi(k)) != k)
    assert not small.holds and small.counterexample == {"k": first}


def test_a_lemma_the_solvers_do_not_settle_is_evaluated_or_stays_inconclusive():
    # Wythoff's "k-lemma" rests on sqrt 5 being irrational, which neither solver derives within its
    # lemma budget: at 12 bits it holds by evaluation, at 32 bits it is not established, never proved
    c = _catalogue_wythoff()
    fns = parse_functions(c.prove_functions)
    texts, _ = lemma_texts(c.prove_lemmas)
    k_lemma = next(t for t in texts if "A(A(k))" in t)
    [small] = check_lemmas([k_lemma], [], fns, 12)
    [wide] = check_lemmas([k_lemma], [], fns, 32)
    assert small.solver_status != "unsat" and wide.solver_status != "unsat"
    assert small.holds and small.values == 4096 and small.method == "evaluated at every value below 2^12"
    assert 2**32 > MAX_LEMMA_VALUES
    assert not wide.holds and wide.counterexample is None and wide.values == 0
    assert wide.reason.startswith("inconclusive") and "more than" in wide.reason
    # the lemma is true (at the values checked here independently)
    for k in range(1, 3000):
        a, b = _floor_phi(k), _floor_phi(k) + k
        assert _floor_phi(a) + 1 - a == k and 2 * b - _floor_phi(b) == k


def test_a_lemma_undefined_somewhere_is_never_proved():
    [chk] = check_lemmas(["F(k) >= 0"], [], parse_functions(["F(k) = isqrt(k - 3)"]), 40)
    assert not chk.holds and not chk.proved
    assert chk.counterexample is not None and chk.counterexample["k"] < 3 and "undefined" in chk.reason


# -- the proof through lemmas ---------------------------------------------------------------------


def test_wythoff_through_lemmas_records_how_each_lemma_was_established_and_matches_retrograde_analysis():
    c = _catalogue_wythoff()
    res = prove_claim(c, bits=5)
    assert res.verdict == "proved", res.reason
    by_solver = [lem.statement for lem in res.lemmas if lem.proved]
    assert "A(0) == 0" in by_solver and "x == 0 or A(x) <= 2 * x - 1" in by_solver
    assert any("strictly increasing" in s for s in by_solver)
    assert all(lem.holds and lem.values == 1 << (5 * len(lem.variables)) for lem in res.lemmas)
    rule = c.rule
    from gamecheck.lang.expr import parse

    claimed = {(x, y) for x in range(64) for y in range(64) if parse(rule).evaluate({"x1": x, "x2": y})}
    assert claimed == _wythoff_p(64)
    assert claimed == {p for k in range(64) for p in ((_floor_phi(k), _floor_phi(k) + k), (_floor_phi(k) + k, _floor_phi(k)))
                       if max(p) < 64}


def test_wythoff_beyond_evaluation_is_inconclusive_never_proved_while_a_lemma_is_unproved():
    # without the descent, "sqrt 5 is irrational" is not proved (neither solver derives it), so
    # neither is any lemma that uses it: at 64 bits they cannot be evaluated either
    c = _catalogue_wythoff()
    lemmas = [dict(e) if isinstance(e, dict) else e for e in c.prove_lemmas]
    del lemmas[0]["descent"]
    res = prove_claim(dataclasses.replace(c, prove_lemmas=lemmas), bits=64)
    assert res.verdict == "inconclusive"
    assert "is not established: inconclusive" in res.reason
    assert not any(q.name == "no move from P to P" for q in res.queries)
    unproved = [lem for lem in res.lemmas if not lem.proved]
    assert any("which was not proved for every natural number" in lem.solver_reason for lem in unproved)


def test_wythoff_is_proved_for_every_position_of_any_size():
    # every lemma proved for every natural number (sqrt 5 irrational by descent, then Beatty's
    # partition step by step), the conditions linear once A is abstracted
    res = prove_claim(_catalogue_wythoff(), bits=64)
    assert res.verdict == "proved", res.reason
    assert res.encoding == "integers" and res.domain == "every position (all sizes)"
    assert all(lem.proved and lem.holds for lem in res.lemmas)
    assert any("by descent" in lem.method for lem in res.lemmas)


# -- recheck ------------------------------------------------------------------------------------


def test_recheck_replays_the_recorded_lemma_answers_and_notices_a_changed_query():
    from gamecheck.recheck import _recorded_lemma_answers

    fns = parse_functions([A_DEF])
    lemmas = ["A(0) == 0", "A(A(k)) == k"]
    first = [lem.to_json() for lem in check_lemmas(lemmas, ["A"], fns, 64)]

    def strip(recs):
        for r in recs:
            for a in r.get("query", {}).get("solvers", []):
                a.pop("seconds", None)
        return recs

    with _recorded_lemma_answers(first):
        again = [lem.to_json() for lem in check_lemmas(lemmas, ["A"], fns, 64)]
    assert strip(again) == strip([dict(r) for r in first])
    tampered = [dict(r) for r in first]
    tampered[0] = dict(tampered[0], query=dict(tampered[0]["query"], smt2_sha256="0" * 64))
    with pytest.raises(ReplayDiverged), _recorded_lemma_answers(tampered):
        check_lemmas(lemmas, ["A"], fns, 64)


def test_the_proof_page_says_how_each_lemma_was_established():
    from gamecheck.report.proofs import _helpers

    fns = parse_functions([A_DEF])
    recs = [lem.to_json() for lem in check_lemmas(["A(k) >= k", "A(A(k)) == k"], [], fns, 40)]
    rows = _helpers({"lemmas": recs, "functions": [A_DEF]})["lemmas"]
    assert rows[0]["holds"] and rows[0]["state"].startswith("proved for every natural number")
    assert "z3 unsat" in rows[0]["state"] and "cvc5 unsat" in rows[0]["state"]
    assert not rows[1]["holds"] and rows[1]["state"].startswith("fails at k = ")


def test_floor_division_and_remainder_have_pythons_meaning_in_the_query():
    fns = parse_functions(["F(k) = k - 7"])
    true = ["F(x) // 3 * 3 + F(x) % 3 == F(x) and 0 <= F(x) % 3 < 3",
            "F(x) // (-3) * (-3) + F(x) % (-3) == F(x) and -3 < F(x) % (-3) <= 0"]
    for chk in check_lemmas(true, [], fns, 48):
        assert chk.holds and chk.proved, chk.reason
    # truncating division would make this true at x = 0; Python's floor division makes it false
    [chk] = check_lemmas(["F(x) // 2 == -3 or x != 0"], [], fns, 48)
    assert not chk.holds and chk.counterexample == {"x": 0} and (0 - 7) // 2 == -4
