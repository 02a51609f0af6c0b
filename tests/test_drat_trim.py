"""Trimming DRAT proofs (issue 37, point 5): :func:`gamecheck.prover.drat.trim_drat` keeps only the
lemmas a refutation needs, so that the audit's largest conditions fit in a certificate.

Trimming is an optimisation of size, never a reason to accept anything: every trimmed proof here is
checked again by gamecheck's checker *and* by dratify (the independent second checker), and must be
a subsequence of the proof it came from.  The hand-made examples have their kept lemmas worked out
by hand; the random ones are unsatisfiable formulas refuted by a SAT solver (python-sat)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.prover.certificate import binary_drat_to_text, second_checker
from gamecheck.prover.drat import check_drat, parse_drat, trim_drat

needs_dratify = pytest.mark.skipif(second_checker() is None, reason="dratify (a dependency) is not installed")

#: x1 is forced both ways: (1 2) (1 -2) give 1, (-1 3) (-1 -3) give -1
SQUARE = [[1, 2], [1, -2], [-1, 3], [-1, -3]]


def _steps(proof: bytes) -> list[tuple[str, tuple[int, ...]]]:
    lits, starts, is_del = parse_drat(proof, True)
    return [("d" if is_del[i] else "a", tuple(int(x) for x in lits[starts[i]:starts[i + 1]]))
            for i in range(len(starts) - 1)]


def _dratify_ok(clauses: list[list[int]], proof: bytes) -> bool:
    import dratify

    nv = max((abs(x) for c in clauses for x in c), default=0)
    text = f"p cnf {nv} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
    res = dratify.check_proof(dratify.parse_dimacs(text), binary_drat_to_text(proof), engine="python")
    return bool(res.ok and res.reached_empty)


def _is_subsequence(small: list, big: list) -> bool:
    it = iter(big)
    return all(any(s == b for b in it) for s in small)


def test_a_useless_lemma_is_dropped() -> None:
    # (1 2 3) is RUP (subsumed by (1 2)) but the refutation never uses it; (1) and the empty clause it needs
    t = trim_drat(None, SQUARE, "1 2 3 0\n1 0\n0\n")
    assert t.check.ok and t.lemmas == 3 and t.kept == 2, t.reason
    assert _steps(t.proof) == [("a", (1,)), ("a", ())]
    assert check_drat(None, SQUARE, t.proof, binary=True).ok


def test_deletions_of_kept_clauses_stay_and_of_dropped_ones_go() -> None:
    proof = "1 2 3 0\n1 4 0\nd 1 2 3 0\nd 1 4 0\n1 0\nd 1 2 0\n0\n"
    t = trim_drat(None, SQUARE, proof)
    # the two useless lemmas and their deletions go; the deletion of the formula's (1 2) stays
    assert _steps(t.proof) == [("a", (1,)), ("d", (1, 2)), ("a", ())], t.reason
    assert check_drat(None, SQUARE, t.proof, binary=True).ok


def test_a_top_level_conflict_keeps_what_led_to_it() -> None:
    # adding (1) propagates 3 and -3 at the top level: a conflict there; the empty clause follows from it
    t = trim_drat(None, SQUARE, "2 3 0\n1 0\n0\n")
    assert t.check.ok and [s for s in _steps(t.proof)] == [("a", (1,)), ("a", ())], t.reason
    # a chain of top-level units: adding (1) sets 3, 4 and 5 and then falsifies (-5 -3); the useless
    # (1 2 7) goes, and (-1 5), which the chain may use as a reason, is kept or not -- either way the
    # trimmed proof must check
    chain = [[1, 2], [1, -2], [-1, 3], [-3, 4], [-4, 5], [-5, -3]]
    t = trim_drat(None, chain, "1 2 7 0\n-1 5 0\n1 0\n0\n")
    assert t.check.ok and t.proof is not None, t.reason
    kept = _steps(t.proof)
    assert ("a", (1, 2, 7)) not in kept and kept[-2:] == [("a", (1,)), ("a", ())]
    assert check_drat(None, chain, t.proof, binary=True).ok


def test_rat_proofs_and_failed_proofs_are_not_trimmed() -> None:
    # (5) is not RUP but RAT on 5 (a fresh variable): trimming would need every clause with -5, so the
    # proof is left whole
    t = trim_drat(None, SQUARE, "5 0\n1 0\n0\n")
    assert t.check.ok and t.proof is None and "RAT" in t.reason
    t = trim_drat(None, SQUARE, "1 0\n")  # no empty clause
    assert not t.check.ok and t.proof is None
    t = trim_drat(None, SQUARE + [[]], "")
    assert t.check.ok and t.proof is None and "empty clause" in t.reason


def _unsat_formula(rng: random.Random, nv: int) -> list[list[int]]:
    """A random 3-CNF over ``nv`` variables with clauses added until it is unsatisfiable."""
    from pysat.solvers import Solver

    clauses: list[list[int]] = []
    while True:
        vs = rng.sample(range(1, nv + 1), 3)
        clauses.append([v if rng.random() < 0.5 else -v for v in vs])
        if len(clauses) >= 4 * nv:
            with Solver(name="minisat22", bootstrap_with=clauses) as s:
                if not s.solve():
                    return clauses


@needs_dratify
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), nv=st.integers(8, 40), solver=st.sampled_from(["cadical195", "glucose4"]))
def test_trimmed_proofs_of_random_formulas_check_twice(seed: int, nv: int, solver: str) -> None:
    from pysat.solvers import Solver

    clauses = _unsat_formula(random.Random(seed), nv)
    with Solver(name=solver, bootstrap_with=clauses, with_proof=True) as s:
        assert s.solve() is False
        proof = s.get_proof()
    t = trim_drat(nv, clauses, proof)
    assert t.check.ok, t.reason
    if t.proof is None:
        return  # nothing to trim (a RAT step, or the formula refuted by propagation alone): said so
    assert t.kept <= t.lemmas
    assert check_drat(nv, clauses, t.proof, binary=True).ok
    assert _dratify_ok(clauses, t.proof)
    original = [s for s in _steps(b"".join(_b(line) for line in proof))]
    assert _is_subsequence(_steps(t.proof), original)


def _b(line: str) -> bytes:
    from gamecheck.prover.drat import drat_to_binary

    return drat_to_binary([line])
