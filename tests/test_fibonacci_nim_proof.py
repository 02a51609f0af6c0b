"""Fibonacci Nim's rule as a catalogue claim of the ruleset (issue 37, point 4).

``core.fibonacci-nim-z3`` states Whinihan's rule (1963) at every position (n, c) of the
``fibonacci-nim`` ruleset: P exactly when n = 0 or the smallest Zeckendorf term of n exceeds
the take limit c, with the winning move "take that smallest term". Every expected value below
comes from this file's own computations: a memoised recursion over (heap, largest take) for the
game, and an enumeration of the sums of non-consecutive Fibonacci numbers for Zeckendorf's
representation (no greedy), never from the code under test.
"""

from __future__ import annotations

import functools

import pytest
import z3

from gamecheck.catalog import catalogue_claims
from gamecheck.checker.serial import check_claim
from gamecheck.errors import NotExpressible
from gamecheck.games import make_ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import position_env
from gamecheck.lang.smt import Compiler, sym_var
from gamecheck.prover.prove import prove_claim

#: OEIS A000045, the Fibonacci numbers, as listed there (F(0) .. F(12))
A000045 = (0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144)


@functools.lru_cache(maxsize=None)
def _mover_wins(heap: int, most: int) -> bool:
    """True when the player to move wins Fibonacci Nim with ``heap`` counters left and at
    most ``most`` of them to take: some take t leaves the opponent a losing position
    (heap - t, at most 2t)."""
    return any(not _mover_wins(heap - t, min(2 * t, heap - t)) for t in range(1, min(most, heap) + 1))


def _smallest_terms(limit: int) -> dict[int, int]:
    """Every value of a sum of distinct, pairwise non-consecutive Fibonacci numbers from 1, 2,
    3, 5, ..., up to ``limit``, mapped to its smallest term (0 for the empty sum), by
    enumerating the sums; a value reached twice would contradict Zeckendorf's theorem."""
    fibs = [1, 2]
    while fibs[-1] + fibs[-2] <= limit:
        fibs.append(fibs[-1] + fibs[-2])
    out: dict[int, int] = {}

    def walk(i: int, total: int, smallest: int) -> None:
        # choose fibs[i] or not, then move on; after taking one, skip its neighbour
        if total > limit:
            return
        if i < 0:
            assert total not in out, f"{total} has two representations"
            out[total] = smallest
            return
        walk(i - 1, total, smallest)
        walk(i - 2, total + fibs[i], fibs[i])

    walk(len(fibs) - 1, 0, 0)
    return out


def _claim(cid: str):
    return next(c for c in catalogue_claims(["core"]) if c.id == cid)


def test_every_number_has_one_representation_up_to_4095():
    terms = _smallest_terms(4095)
    assert set(terms) == set(range(4096))
    assert terms[0] == 0 and terms[1] == 1 and terms[4] == 1 and terms[12] == 1 and terms[10] == 2


def test_zeck_min_circuit_agrees_with_the_enumeration():
    # the symbolic form of zeck_min (the prover's encoding) at every n below 2^12
    n = sym_var("zm_n", 0, 2 ** 12 - 1)
    term = Compiler().compile("zeck_min(n)", {"n": n})
    terms = _smallest_terms(4095)
    width = n.term.size()
    got = {v: z3.simplify(z3.substitute(term.term, (n.term, z3.BitVecVal(v, width)))).as_signed_long()
           for v in range(4096)}
    assert got == terms
    assert got[3000] == 5  # 3000 = 2584 + 377 + 34 + 5
    # a negative argument is refused, as the evaluator raises there
    with pytest.raises(NotExpressible, match="non-negative"):
        Compiler().compile("zeck_min(n - 1)", {"n": n})


def test_start_positions_lose_exactly_at_fibonacci_heaps():
    # the start of a heap of N is (N, N - 1): the first move may take anything but everything
    losing = [heap for heap in range(1, 61) if not _mover_wins(heap, heap - 1)]
    assert losing == [f for f in sorted(set(A000045)) if 1 <= f <= 60]
    assert losing == [1, 2, 3, 5, 8, 13, 21, 34, 55]


def test_rule_of_every_position_matches_the_brute_force():
    # Whinihan's rule over every (n, c), c <= n <= 60, from the brute force and the enumeration
    terms = _smallest_terms(60)
    for heap in range(61):
        for most in range(heap + 1):
            assert (not _mover_wins(heap, most)) == (heap == 0 or terms[heap] > most), (heap, most)
    # the claim's own rule text, evaluated by the rule language, says the same
    claim, rs = _claim("core.fibonacci-nim-z3"), make_ruleset("fibonacci-nim")
    rule = rexpr.parse(claim.rule)
    for heap in range(61):
        for most in range(heap + 1):
            assert bool(rule.evaluate(position_env(rs, [heap, most]))) == (not _mover_wins(heap, most))


def test_the_claim_is_a_p_rule_of_the_ruleset_with_a_strategy():
    claim = _claim("core.fibonacci-nim-z3")
    assert claim.ruleset == "fibonacci-nim" and claim.kind == "p-rule" and claim.role == "core"
    assert claim.expected == "holds" and claim.strategy and claim.prove_bits >= 32  # issue 37's floor


def test_the_claim_holds_exhaustively():
    got = check_claim(_claim("core.fibonacci-nim-z3"))
    assert got.verdict == "holds"
    assert "100" in got.bound


def test_the_claim_is_proved_at_its_width():
    claim = _claim("core.fibonacci-nim-z3")
    res = prove_claim(claim)
    assert res.verdict == "proved", res.reason
    assert res.bits == claim.prove_bits
    assert f"2^{claim.prove_bits}" in res.domain
    names = [q.name for q in res.queries]
    assert "no move from P to P" in names and "strategy moves from N to P" in names
    assert all(q.status == "unsat" for q in res.queries)
    # through lemmas about the smallest Zeckendorf term, each proved by descent below the width
    # (never "for every size": the Fibonacci numbers are constants below a bound)
    assert res.encoding == "integers" and "all sizes" not in res.domain
    assert res.lemmas and all(lem.proved and lem.holds and lem.bound_bits == claim.prove_bits for lem in res.lemmas)
    assert any("by descent" in lem.method for lem in res.lemmas)


def test_the_planted_rule_is_refuted_with_a_true_witness():
    claim = _claim("core.fibonacci-nim-z3.planted")
    assert claim.role == "planted" and claim.expected == "refuted"
    # the planted rule: "the heap is a Fibonacci number", read at every position
    fib = set(A000045)
    res = prove_claim(claim)
    assert res.verdict == "refuted"
    heap, most = res.witness.position
    assert (heap, most) == (4, 0)
    # the brute force disagrees with the planted rule there
    assert (not _mover_wins(heap, most)) != (heap in fib)
    got = check_claim(claim)
    assert got.verdict == "refuted"
    heap, most = got.witness.position
    assert (not _mover_wins(heap, most)) != (heap in fib)
    assert (heap, most) == (1, 1)


# -- the lemmas' Fibonacci arithmetic, checked against this file's own enumeration ----------------


_ENUMERATED = _smallest_terms(4095)


def _zeck_min_enumerated(n: int) -> int:
    """The smallest term of n's Zeckendorf representation, found among all sums of
    non-consecutive Fibonacci numbers (no greedy)."""
    return _ENUMERATED[n]


def test_fib_floor_is_the_largest_fibonacci_number_below():
    e = rexpr.parse("fib_floor(n)")
    fibs = sorted(set(A000045))
    for n in range(0, 145):
        assert e.evaluate({"n": n}) == max(f for f in fibs if f <= n)


def test_the_four_fibonacci_nim_lemmas_hold_by_enumeration():
    # the lemmas of core.fibonacci-nim-z3, checked here against the enumeration
    z = _zeck_min_enumerated
    for n in range(1, 400):
        assert 1 <= z(n) <= n
        assert z(n) == n or z(n - z(n)) > 2 * z(n)
        for t in range(1, z(n)):
            assert z(n - t) <= 2 * t


def test_a_false_lemma_about_zeck_min_is_found_false_below_the_bound():
    from gamecheck.lang.functions import lemma_specs, parse_functions
    from gamecheck.prover.lemmas import check_lemmas

    fns = parse_functions(["Z(n) = zeck_min(n)"])
    # false: 7 = 5 + 2 has smallest term 2 and is no Fibonacci number
    (res,) = check_lemmas(lemma_specs(["n == 0 or Z(n) == 1 or is_fib(n)"]), [], fns, 8)
    assert not res.holds and res.counterexample is not None
    n = res.counterexample["n"]
    assert _zeck_min_enumerated(n) != 1 and n not in set(A000045)
    # true, and proved below the bound by the greedy's own step
    (ok,) = check_lemmas(lemma_specs(["n == 0 or is_fib(n) or Z(n) == Z(n - fib_floor(n))"]), [], fns, 12)
    assert ok.proved and ok.holds and ok.bound_bits == 12


def test_a_term_reaching_the_bound_is_not_proved_by_the_solvers():
    from gamecheck.lang.functions import lemma_specs, parse_functions
    from gamecheck.prover.lemmas import check_lemmas

    # n + 1 reaches 2^bits at n = 2^bits - 1, where the chain of Fibonacci numbers says nothing
    (res,) = check_lemmas(lemma_specs(["fib_floor(n + 1) >= fib_floor(n)"]), [], {}, 6)
    assert not res.proved
    assert res.holds and res.method.startswith("evaluated")  # true, and evaluated at all 64 values


def test_zeck_min_on_arrays_agrees_with_the_enumeration():
    import numpy as np

    n = np.arange(0, 4096, dtype=np.int64)
    got = rexpr.parse("zeck_min(n)").evaluate_array({"n": n}, len(n))
    assert [int(v) for v in got] == [_ENUMERATED[i] for i in range(4096)]
