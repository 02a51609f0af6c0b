"""Regression tests for the wrong verdicts of issue 12 (each expected value is computed
independently here: plain loops, a memoised recursion, or a hand-checked example)."""

from __future__ import annotations

import json
from functools import lru_cache
from math import isqrt

import pytest
from click.testing import CliRunner

from gamecheck.checker.serial import check_claim
from gamecheck.claims import parse_claims
from gamecheck.cli import main
from gamecheck.prover.prove import prove_claim


def one(text: str):
    (c,) = parse_claims(text)
    return c


def partition_claim(seqs: list[str], bound: int) -> str:
    return (f'[[claim]]\nid = "p"\nstatement = "s"\nsource = "t"\nkind = "partition"\n'
            f"sequences = {json.dumps(seqs)}\nbound = {bound}\n")


# -- 1. partition --------------------------------------------------------------------------------

def brute_partition(funcs, bound: int) -> bool:
    """Every integer 1..bound hit exactly once, strictly increasing sequences, no term < 1
    at an index that can give a term <= bound (indices scanned far past the bound)."""
    hits = {v: 0 for v in range(1, bound + 1)}
    for f in funcs:
        vals = [f(n) for n in range(1, 3 * bound + 10)]
        if any(b <= a for a, b in zip(vals, vals[1:])):
            return False
        for v in vals:
            if v < 1:
                return False
            if v <= bound:
                hits[v] += 1
    return all(c == 1 for c in hits.values())


def test_partition_with_a_zero_term_is_refuted():
    seqs = ["n - 1", "100 * n"]
    assert not brute_partition([lambda n: n - 1, lambda n: 100 * n], 100)
    r = check_claim(one(partition_claim(seqs, 100)))
    assert r.verdict == "refuted"
    # the witness names the value outside 1.. and the (sequence, n) giving it
    assert r.witness.position == [0]
    assert "sequence 1 'n - 1'" in r.witness.reason and "n = 1" in r.witness.reason
    # ... and the integer hit twice, by which (sequence, n)
    assert "100 is a term 2 times" in r.witness.reason and "n = 101" in r.witness.reason


def test_partition_of_a_shifted_sequence_names_the_repeated_value():
    # every term positive, but the second sequence repeats a term of the first
    seqs = ["n", "n + 3"]
    assert not brute_partition([lambda n: n, lambda n: n + 3], 10)
    r = check_claim(one(partition_claim(seqs, 10)))
    assert r.verdict == "refuted"
    assert r.witness.position == [4] and r.witness.condition == "repeated value"


def test_partition_decreasing_sequence_is_refuted():
    seqs = ["100 - n", "n + 200"]
    assert not brute_partition([lambda n: 100 - n, lambda n: n + 200], 100)
    r = check_claim(one(partition_claim(seqs, 100)))
    assert r.verdict == "refuted" and r.witness.condition == "monotonicity"


def test_partition_beatty_golden_ratio_holds():
    # floor(n phi) and floor(n phi^2) = floor(n phi) + n partition the positive integers (Beatty 1926)
    a = lambda n: (n + isqrt(5 * n * n)) // 2  # noqa: E731
    b = lambda n: (n + isqrt(5 * n * n)) // 2 + n  # noqa: E731
    assert brute_partition([a, b], 500)
    r = check_claim(one(partition_claim(["(n + isqrt(5 * n * n)) // 2", "(n + isqrt(5 * n * n)) // 2 + n"], 500)))
    assert r.verdict == "holds"


def test_partition_missing_value():
    assert not brute_partition([lambda n: 2 * n], 9)
    r = check_claim(one(partition_claim(["2 * n"], 9)))
    assert r.verdict == "refuted" and r.witness.position == [1] and r.witness.condition == "missing value"


# -- 2. a claim's strategy is part of the claim -------------------------------------------------

STRATEGY = """
[[claim]]
id = "nim2-wrong-strategy"
statement = "two-heap Nim: P iff equal heaps; the winning move makes heap 1 equal to heap 2"
source = "test"
ruleset = "nim"
params = { heaps = 2 }
kind = "p-rule"
rule = "x1 == x2"
strategy = "(x2, x2)"
bound = 7
prove_bits = 3
expected = "refuted"
"""


def nim_options(p):
    for i, h in enumerate(p):
        for t in range(h):
            yield p[:i] + (t,) + p[i + 1:]


@lru_cache(maxsize=None)
def nim_p(p) -> bool:
    return not any(nim_p(q) for q in nim_options(p))


def test_wrong_strategy_with_right_rule_is_refuted_by_prove_and_check():
    c = one(STRATEGY)
    # the rule is right (brute force) ...
    assert all(nim_p((a, b)) == (a == b) for a in range(8) for b in range(8))
    # ... the strategy is not: at (0, 1) it names (1, 1), which is no option of (0, 1)
    assert (1, 1) not in set(nim_options((0, 1)))
    r = prove_claim(c, 3, 20)
    assert r.verdict == "refuted", r.reason
    x = tuple(r.witness.position)
    target = (x[1], x[1])
    assert not nim_p(x) and (target not in set(nim_options(x)) or not nim_p(target))
    rc = check_claim(c)
    assert rc.verdict == "refuted"


def test_right_strategy_is_proved():
    c = one(STRATEGY.replace('strategy = "(x2, x2)"', 'strategy = "(min(x1, x2), min(x1, x2))"')
            .replace('expected = "refuted"', 'expected = "holds"'))
    assert prove_claim(c, 3, 20).verdict == "proved"
    assert check_claim(c).verdict == "holds"


def test_grundy_strategy_is_checked_and_proved():
    base = """
[[claim]]
id = "g"
statement = "one-heap Nim: g(n) = n, and the move to v reaches value v"
source = "test"
ruleset = "nim"
params = { heaps = 1 }
kind = "grundy"
rule = "n"
strategy = "STRAT"
bound = 12
prove_bits = 4
"""
    good, bad = one(base.replace("STRAT", "(v,)")), one(base.replace("STRAT", "(max(v - 1, 0),)"))
    assert check_claim(good).verdict == "holds" and prove_claim(good, 4, 20).verdict == "proved"
    # the strategy fails first at n = 2 with v = 1 (it moves to 0): hand-checked
    rb, pb = check_claim(bad), prove_claim(bad, 4, 20)
    assert rb.verdict == "refuted" and rb.witness.position == [2]
    assert pb.verdict == "refuted" and pb.witness.position == [2]


# -- 3. induction refutes only inside the stated range -------------------------------------------

FIB = """
[[claim]]
id = "fib-bound"
statement = "fib(n) < 2^E for 1 <= n <= 60"
source = "test"
kind = "forall"
vars = { n = [1, 60] }
rule = "fib(n) < 2**E"
prove_bits = 8
"""


def fibs(k: int) -> list[int]:
    out, a, b = [], 0, 1
    for _ in range(k + 1):
        out.append(a)
        a, b = b, a + b
    return out


def test_true_bounded_fibonacci_statement_is_not_refuted():
    F = fibs(200)
    assert all(F[n] < 2**70 for n in range(1, 61)) and F[103] >= 2**70
    r = prove_claim(one(FIB.replace("E", "70")), 8, 20)
    assert r.verdict == "proved", r.reason
    assert "60 points" in r.reason and "n = 103" in r.reason


def test_false_bounded_fibonacci_statement_is_refuted_inside_the_range():
    F = fibs(80)
    first = next(n for n in range(1, 61) if F[n] >= 2**40)
    r = prove_claim(one(FIB.replace("E", "40")), 8, 20)
    assert r.verdict == "refuted" and r.witness.position == [first]
    assert check_claim(one(FIB.replace("E", "40"))).verdict == "refuted"


# -- 4. misère output is misère --------------------------------------------------------------------

@lru_cache(maxsize=None)
def misere_p(p) -> bool:
    opts = list(nim_options(p))
    if not opts:
        return False  # the player to move at the end wins in misère play (the other moved last)
    return not any(misere_p(q) for q in opts)


def test_solve_misere_shows_misere_figures_only():
    runner = CliRunner()
    r = runner.invoke(main, ["solve", "nim", "--misere", "1", "1", "2", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["play"] == "misere" and "grundy" not in d and d["normal"]["grundy"] == 1 ^ 1 ^ 2
    assert d["outcome"] == ("P" if misere_p((1, 1, 2)) else "N")
    wins = {tuple(m["position"]) for m in d["winning_moves"]}
    assert wins == {q for q in nim_options((1, 1, 2)) if misere_p(q)} == {(1, 1, 1)}
    r = runner.invoke(main, ["solve", "nim", "--misere", "1", "1", "2"])
    text = r.output
    assert "makes every column even" not in text
    assert "Grundy value of normal play" in text and "winning moves (misère play)" in text


def test_explore_misere_nim_lists_misere_p_positions(tmp_path):
    r = CliRunner().invoke(main, ["explore", "misere(nim)", "--bound", "6", "--no-check", "--no-report", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    want = sorted([a, b] for a in range(7) for b in range(7) if misere_p((a, b)))
    assert d["play"] == "misere" and sorted(d["p_positions"]) == want and d["values"] is None
    assert [0, 0] not in d["p_positions"]  # normal play's P-position (0, 0) is misère N


def test_graph_misere_labels():
    r = CliRunner().invoke(main, ["graph", "misere(nim)", "1", "1", "--format", "json"])
    d = json.loads(r.output)
    by = {tuple(n["position"]): n for n in d["nodes"]}
    for p, node in by.items():
        assert node["play"] == "misere" and node["outcome"] == ("P" if misere_p(p) else "N")
        assert "grundy" not in node and node["normal_grundy"] == p[0] ^ p[1]


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__, "-q"])
