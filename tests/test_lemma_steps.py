"""Lemmas proved in steps (issue 37, point 4): infinite descent, lemmas that use earlier ones (at
every point of the query or at named terms), lemmas proved with the functions abstracted, and the
proof for every size once every lemma holds for every natural number.

Every fact asserted here is checked independently: square numbers and Wythoff's P-positions by
brute force written in this file, the descent by hand (the pair (s, m) = (2, 1) solves
s^2 = 4 m^2, so "sqrt 4 is irrational" is false and no descent can prove it).
"""

from __future__ import annotations

import math

import pytest

from gamecheck.errors import RuleError
from gamecheck.lang.functions import lemma_specs, parse_functions, parse_use
from gamecheck.prover.lemmas import check_lemmas, lemma_query
from gamecheck.prover.prove import _bound_free
from gamecheck.prover.smtlib import canonical_smt2

A_DEF = "A(k) = (k + isqrt(5 * k * k)) // 2"


def _sqrt5_chain():
    return [
        {"name": "pairs", "for": ["lemma proofs"], "lemma": "m == 0 or s * s != 5 * m * m",
         "descent": {"m": "s - 2 * m", "s": "5 * m - 2 * s"}},
        {"name": "sqrt5", "for": ["lemma proofs"], "use": ["pairs"],
         "lemma": "m == 0 or isqrt(5 * m * m) * isqrt(5 * m * m) < 5 * m * m"},
    ]


def test_sqrt5_is_irrational_by_descent_and_the_fact_carries_to_isqrt():
    # no square is 5 times a non-zero square (brute force below 200)
    assert not any(s * s == 5 * m * m for m in range(1, 200) for s in range(0, 500))
    res = check_lemmas(lemma_specs(_sqrt5_chain()), [], {}, 64)
    assert [r.proved for r in res] == [True, True]
    assert "by descent" in res[0].method and "using pairs" in res[1].method
    assert all(r.holds for r in res)


def test_a_false_descent_is_never_a_proof():
    # sqrt 4 = 2: (s, m) = (2, 1) solves s^2 = 4 m^2, and the "descent" (s - 2m, 4m - 2s) = (0, 0)
    # leaves the counterexamples; the lemma is then evaluated and found false at m = 1, s = 2
    spec = {"lemma": "m == 0 or s * s != 4 * m * m", "descent": {"m": "s - 2 * m", "s": "4 * m - 2 * s"}}
    (res,) = check_lemmas(lemma_specs([spec]), [], {}, 3)
    assert not res.proved and not res.holds
    assert res.counterexample is not None
    m, s = res.counterexample["m"], res.counterexample["s"]
    assert m != 0 and s * s == 4 * m * m


def test_a_lemma_using_an_unproved_one_gets_no_query_and_stays_unproved():
    chain = _sqrt5_chain()
    del chain[0]["descent"]  # "pairs" is then beyond both solvers
    res = check_lemmas(lemma_specs(chain), [], {}, 40)
    assert not res[0].proved and not res[1].proved
    assert "uses the lemma 'pairs'" in res[1].solver_reason and not res[1].solvers
    assert not res[1].holds and "inconclusive" in res[1].reason  # 2^40 values: not evaluated either


def test_lower_and_upper_bounds_of_floor_k_phi_proved_from_irrationality():
    fns = parse_functions([A_DEF])
    chain = _sqrt5_chain() + [
        {"name": "lower", "use": ["sqrt5"], "lemma": "k == 0 or A(k) * A(k) < A(k) * k + k * k"},
        {"name": "upper", "use": ["sqrt5"], "lemma": "(A(k) + 1) * (A(k) + 1) > (A(k) + 1) * k + k * k"},
    ]
    res = check_lemmas(lemma_specs(chain), [], fns, 12)
    assert all(r.proved and r.holds for r in res)
    # cross-check: floor(k phi) is the a with a^2 < ak + k^2 < (a+1)^2 - k (independent integer arithmetic)
    for k in range(1, 3000):
        a = (k + math.isqrt(5 * k * k)) // 2
        assert a * a < a * k + k * k and (a + 1) ** 2 > (a + 1) * k + k * k


def test_named_instances_and_abstract_proofs():
    fns = parse_functions([A_DEF])
    chain = _sqrt5_chain() + [
        {"name": "lower", "use": ["sqrt5"], "lemma": "k == 0 or A(k) * A(k) < A(k) * k + k * k"},
        # from "lower" at k alone, A uninterpreted: A(k) < 2k for k >= 1
        {"abstract": True, "use": ["lower(k = k)"], "lemma": "k == 0 or A(k) <= 2 * k - 1"},
        # a false one the same way is not proved (A(1) = 1)
        {"abstract": True, "use": ["lower(k = k)"], "lemma": "k == 0 or A(k) >= 2 * k"},
    ]
    res = check_lemmas(lemma_specs(chain), [], fns, 8)
    assert res[3].proved and res[3].holds
    assert not res[4].proved and not res[4].holds and res[4].counterexample == {"k": 1}
    q = lemma_query("k == 0 or A(k) <= 2 * k - 1", ["k"], fns, [(chain[2]["lemma"], ["k"], {"k": "k"})], abstract=True)
    assert "isqrt" not in q.split("; benchmark")[1]  # no body inlined
    assert "(declare-fun A (Int) Int)" in q


def test_lemma_fields_are_checked_when_read():
    with pytest.raises(RuleError, match="not the name of an earlier lemma"):
        lemma_specs([{"lemma": "x >= 0", "use": ["later"]}, {"name": "later", "lemma": "x >= 0"}])
    with pytest.raises(RuleError, match="given to two lemmas"):
        lemma_specs([{"name": "a", "lemma": "x >= 0"}, {"name": "a", "lemma": "x >= 1"}])
    with pytest.raises(RuleError, match="is not allowed"):
        lemma_specs([{"name": "has-hyphen", "lemma": "x >= 0"}])
    with pytest.raises(RuleError, match="abstract = true needs lemmas to use"):
        lemma_specs([{"abstract": True, "lemma": "x >= 0"}])
    with pytest.raises(RuleError, match="neither a lemma's name"):
        parse_use("f(1)")
    assert parse_use("floor(x = A(x) - x, k = 2 * x)") == ("floor", {"x": "A(x) - x", "k": "2 * x"})
    from gamecheck.lang.functions import check_lemmas_syntax

    with pytest.raises(RuleError, match="one term for each variable"):
        check_lemmas_syntax([A_DEF], [{"lemma": "m == 0 or s != m", "descent": {"m": "s"}}], [])
    with pytest.raises(RuleError, match="reads 'z'"):
        check_lemmas_syntax([A_DEF], [{"lemma": "m >= 0", "descent": {"m": "z"}}], [])
    with pytest.raises(RuleError, match="has the variables k"):
        check_lemmas_syntax([A_DEF], [{"name": "lo", "lemma": "A(k) >= 0"},
                                      {"lemma": "A(x) >= 0", "use": ["lo(x = x)"]}], [])


def test_bound_free_replaces_only_the_bound_and_needs_canonical_names():
    big_a, big_b = str(2**300), str(2**600)
    a = canonical_smt2(f"(declare-fun A!3 () Int)(assert (<= A!3 {big_a}))")
    b = canonical_smt2(f"(declare-fun A!40 () Int)(assert (<= A!40 {big_b}))")
    out = _bound_free(a, b)  # canonical texts number the fresh variable alike
    assert out is not None and "A!1" in out and "bound!0" in out and big_a not in out
    # anything else that differs: not the same query
    assert _bound_free("(assert (= A!1 5))", "(assert (= A!1 6))") is None


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=2, max_value=40))
def test_a_descent_never_proves_a_false_irrationality(k):
    # "sqrt k is irrational" by the classic descent (m, s) -> (s - r m, k m - r s), r = isqrt(k):
    # true exactly when k is no square; whatever the solvers say, a proof must agree with brute force
    r = math.isqrt(k)
    spec = {"lemma": f"m == 0 or s * s != {k} * m * m",
            "descent": {"m": f"s - {r} * m", "s": f"{k} * m - {r} * s"}}
    (res,) = check_lemmas(lemma_specs([spec]), [], {}, 4)
    square = r * r == k
    brute = not any(s * s == k * m * m for m in range(1, 16) for s in range(0, 64))
    assert brute == (not square)
    if res.proved:
        assert not square
    if square:
        assert not res.holds and res.counterexample is not None


def test_too_many_instances_are_refused_in_one_line_not_built():
    # a used lemma of three variables over a query with many points: the instances are counted
    # before they are built, and the lemma gets no query (it is then only evaluated)
    fns = parse_functions([A_DEF])
    many = " and ".join(f"A(x + {i}) >= 0" for i in range(20))
    chain = [{"name": "three", "lemma": "x + y + z >= 0"}, {"use": ["three"], "lemma": many}]
    res = check_lemmas(lemma_specs(chain), [], fns, 4)
    assert res[0].proved
    assert not res[1].proved and "more than 5,000" in res[1].solver_reason and "name the instances" in res[1].solver_reason
    assert res[1].holds  # true, and evaluated at its 16 values


def test_a_lemma_proved_below_the_bound_is_not_used_above_it():
    # "zeck_min(n) <= 13" holds below 2^4 (every n < 16 has a smallest Zeckendorf term <= 13) and is
    # false above (zeck_min(21) = 21). A lemma about n + 16, beyond the bound, must not borrow it:
    # "zeck_min(n + 16) <= 13" is false at n = 5, and must be found false, never proved
    assert 21 == 13 + 8  # 21 is a Fibonacci number: its smallest term is itself
    chain = [{"name": "small", "descent": {"n": "n - fib_floor(n)"}, "lemma": "zeck_min(n) <= 13"},
             {"use": ["small(n = n + 16)"], "lemma": "zeck_min(n + 16) <= 13"}]
    res = check_lemmas(lemma_specs(chain), [], {}, 4)
    assert res[0].proved and res[0].holds and res[0].bound_bits == 4
    assert not res[1].proved and not res[1].holds
    assert res[1].counterexample is not None
    n = res[1].counterexample["n"]
    assert n + 16 in (21,)  # the only n < 16 with zeck_min(n + 16) > 13
