"""Every witness states the Grundy value of its position (and of the option its move leads to)
where it is defined (issue 27).

The oracles are independent of gamecheck: Bouton's nim-sum for Nim, the brute-force mex
recursion of ``tests/bruteforce.py`` for subtraction games, and a small graph worked by hand
(Smith 1966) for a game with cycles."""

from __future__ import annotations

import functools
import json

from hypothesis import given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.report import write_reports
from gamecheck.verify import result_record

import bruteforce as bf  # noqa: E402


def _xor(heaps) -> int:
    return functools.reduce(lambda a, b: a ^ b, heaps, 0)


def _claim(kind: str = "p-rule", **kw) -> gc.Claim:
    return gc.Claim(id="t", kind=kind, statement="planted", **kw)


def test_nim_witness_states_the_nim_sums():
    r = gc.check(_claim(ruleset="nim", params={"heaps": 3}, bound=20, rule="xor(heaps) == 0 or x1 + x2 + x3 == 30"))
    w = r.witness
    assert r.verdict == "refuted"
    assert w.true_grundy == _xor(w.position)
    assert w.to is not None and w.to_true_grundy == _xor(w.to)
    rec = w.to_json()
    assert rec["true_grundy"] == _xor(w.position) and rec["to_true_grundy"] == _xor(w.to)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=3, unique=True), st.integers(2, 5), st.integers(0, 3))
def test_subtraction_witness_grundy_matches_brute_force(subset, modulus, residue):
    # a P-rule that is usually wrong: its witness's Grundy values must be the mex recursion's
    game = bf.subtraction(subset, 1)
    r = gc.check(_claim(ruleset="subtraction", params={"set": sorted(subset)}, bound=30,
                        rule=f"n % {modulus} == {residue % modulus}"))
    if r.verdict != "refuted":
        return
    w = r.witness
    assert w.true_grundy == game.grundy(tuple(w.position))
    if w.to is not None:
        assert w.to_true_grundy == game.grundy(tuple(w.to))


def test_a_grundy_claim_witness_states_the_value_too():
    # subtraction {1, 2}: the Grundy value of n is n mod 3; the claim says n mod 4
    r = gc.check(_claim("grundy", ruleset="subtraction", params={"set": [1, 2]}, bound=12, rule="n % 4"))
    w = r.witness
    assert r.verdict == "refuted"
    assert w.true_grundy == w.position[0] % 3 == w.true


def test_a_loopy_witness_has_the_finite_gamma_value_and_no_value_where_infinite(tmp_path):
    # x <-> y, x -> e, g -> x, g -> e, and z <-> w (a draw: both gamma-values infinite).
    # By hand (Smith 1966): e = 0, y = 0, x = 1, g = 2; z and w have no Grundy value.
    f = tmp_path / "g.txt"
    f.write_text("x y\ny x\nx e\ne\ng x\ng e\nz w\nw z\n")
    want = {"x": 1, "y": 0, "e": 0, "g": 2, "z": None, "w": None}
    game = gc.load_graph(f)
    refuted = 0
    for vertex, value in want.items():
        # "this position is P" fails at each N-position and at each draw
        r = gc.check(_claim("outcome", ruleset=f"graph(file='{f}')", position=[game.ruleset.vertex(vertex)], outcome="P"))
        if r.verdict != "refuted":
            continue
        refuted += 1
        assert r.witness.true_grundy == value, vertex
        assert ("true_grundy" in r.witness.to_json()) == (value is not None)
    assert refuted == 4  # x, g (N) and z, w (draws)


def test_a_claim_about_integers_gets_no_grundy_value():
    r = gc.check(gc.Claim(id="t", kind="forall", statement="planted", rule="x * x != 4", vars={"x": [0, 5]}))
    assert r.verdict == "refuted"
    assert r.witness.true_grundy is None and "true_grundy" not in r.witness.to_json()


def test_a_counterexample_of_the_prover_states_its_grundy_value():
    # two-heap Nim, "P iff the first heap is 0": z3's counterexample is replayed, and its
    # Grundy value is the nim-sum
    c = _claim(ruleset="nim", params={"heaps": 2}, bound=7, rule="x1 == 0", prove_bits=3)
    p = gc.prove(c, bits=3)
    assert p.verdict == "refuted"
    assert p.witness.true_grundy == _xor(p.witness.position)


def test_the_pages_show_the_grundy_column(tmp_path):
    c = _claim(ruleset="nim", params={"heaps": 2}, bound=6, rule="x1 == 0")
    r = gc.check(c)
    rec = result_record(c, r)
    write_reports([rec], [], tmp_path)
    md = "\n".join(p.read_text(encoding="utf-8") for p in tmp_path.glob("*.md") if p.name != "index.md")
    row = next(line for line in md.splitlines() if line.startswith("| 1. the position"))
    assert row.rstrip(" |").endswith(str(_xor(r.witness.position)))
    html = "\n".join(p.read_text(encoding="utf-8") for p in (tmp_path / "html").glob("*.html"))
    assert "<th>Grundy value</th>" in html
    data = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert data[0]["witness"]["true_grundy"] == _xor(r.witness.position)
