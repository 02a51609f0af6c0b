"""Rule discovery (gamecheck.explore.discover): rediscoveries from labels alone,
consistency of every reported candidate, the quadratic-irrational recogniser, and
the hand-off to the checker and the prover."""

from __future__ import annotations

import json
from decimal import ROUND_FLOOR, Decimal, getcontext
from fractions import Fraction
from types import SimpleNamespace

import numpy as np
import pytest

from gamecheck.lang import expr as rexpr
from gamecheck.domain import BoxDomain
from gamecheck.explore.discover import (
    Candidate, QuadraticIrrational, beatty_interval, discover, discover_sequence, evaluate_candidates,
    recognise_quadratic,
)
from gamecheck.engine.label import label_domain
from gamecheck.games import make_ruleset
from gamecheck.engine.labels import OUTCOME_N, OUTCOME_P, LabelArrays

getcontext().prec = 60


def _labelled(spec: str, params: dict, bound: int):
    rs = make_ruleset(spec, params)
    if rs.arity is None:
        rs = rs.with_arity(rs.default_arity or 1)
    dom = rs.domain(bound, rs.arity)
    return rs, dom, label_domain(rs, dom)


def _decimal_floor(x: Decimal) -> int:
    return int(x.to_integral_value(rounding=ROUND_FLOOR))


def assert_consistent(c: Candidate, rs, dom, labels) -> None:
    """Evaluate the candidate's rule position by position with the scalar evaluator of
    gamecheck.lang.expr (not the code that found it) and compare with the labels."""
    names = rs.part_names(dom.k)
    g = [int(v) for v in labels.grundy]
    misere = getattr(rs, "misere", False)
    outcome = labels.misere if misere else labels.outcome
    rule = rexpr.parse(c.rule)
    where = rexpr.parse(c.where) if c.where else None
    for i in range(dom.size):
        pos = dom.position(i)
        env = dict(zip(names, pos))
        env.update({f"x{j + 1}": v for j, v in enumerate(pos)})
        if dom.k == 1:
            env["n"] = pos[0]
        env.update(heaps=tuple(pos), k=len(pos), g=g[i], G=tuple(g), P=bool(outcome[i] == OUTCOME_P))
        env.update(rs.variables(dom.k))
        if where is not None and not where.evaluate(env):
            continue
        got = rule.evaluate(env)
        if c.kind == "p-rule":
            assert got == (outcome[i] == OUTCOME_P), (c.rule, pos)
        elif c.kind == "grundy":
            assert got == g[i], (c.rule, pos)
        else:
            assert got is True, (c.rule, pos)


def _by_rule(cands, kind: str, rule: str) -> Candidate:
    hits = [c for c in cands if c.kind == kind and c.rule == rule]
    assert hits, f"{kind} {rule!r} not among {[(c.kind, c.rule) for c in cands]}"
    return hits[0]


# ------------------------------------------------------------------ rediscoveries


def test_bouton_rediscovered_from_nim_labels():
    rs, dom, lab = _labelled("nim", {"heaps": 3}, 15)
    cands = discover(rs, lab, dom)
    g = _by_rule(cands, "grundy", "x1 ^ x2 ^ x3")
    p = _by_rule(cands, "p-rule", "x1 ^ x2 ^ x3 == 0")
    assert g.family == p.family == "xor"
    assert cands[0] is g  # the simplest candidate comes first
    for c in cands:
        assert_consistent(c, rs, dom, lab)
    assert [c.complexity for c in cands] == sorted(c.complexity for c in cands)


@pytest.mark.parametrize("m", [3, 5])
def test_bash_rule_rediscovered(m):
    rs, dom, lab = _labelled("bash", {"m": m}, 120)
    cands = discover(rs, lab, dom)
    p = _by_rule(cands, "p-rule", f"n % {m + 1} == 0")
    g = _by_rule(cands, "grundy", f"n % {m + 1}")
    assert p.family == g.family == "residue"
    assert g.details["period"] == m + 1 and g.details["preperiod"] == 0
    for c in cands:
        assert_consistent(c, rs, dom, lab)


def test_wythoff_beatty_pairs_with_phi():
    rs, dom, lab = _labelled("wythoff", {}, 60)
    cands = discover(rs, lab, dom)
    beatty = [c for c in cands if c.family == "beatty"]
    assert len(beatty) == 1
    c = beatty[0]
    assert c.kind == "p-rule"
    assert c.details["alpha"] == "(1+sqrt(5))/2"
    assert c.details["minimal_polynomial"] == "x^2 - x - 1"
    assert "phi" in c.description
    assert_consistent(c, rs, dom, lab)
    # the rule is exact far beyond the data: compare with floor(k*phi) in decimal arithmetic
    phi = (1 + Decimal(5).sqrt()) / 2
    lower = {_decimal_floor(k * phi): k for k in range(400)}
    rule = rexpr.parse(c.rule)
    for x1 in range(0, 300, 7):
        for x2 in range(0, 300, 3):
            lo, hi = min(x1, x2), max(x1, x2)
            truth = lo in lower and hi == lo + lower[lo]
            assert rule.evaluate({"x1": x1, "x2": x2}) == truth, (x1, x2)


def test_take_half_interleaving_pattern():
    rs, dom, lab = _labelled("take-half", {}, 200)
    cands = discover(rs, lab, dom)
    inter = [c for c in cands if c.family == "interleave"]
    assert inter, [c.rule for c in cands]
    c = inter[0]
    assert c.kind == "label-identity"
    assert c.rule == "g == (0 if n == 0 else (n // 2 + 1 if n % 2 == 1 else G[n // 2 - 1]))"
    assert c.details["odd"] == {"form": "a*k + b", "a": 1, "b": 1, "from": 1}
    assert c.details["even"]["form"] == "g(k + c)" and c.details["even"]["c"] == -1
    # the pattern itself, read independently off the labels: g(2k+1) = k+1, g(2k) = g(k-1)
    g = [int(v) for v in lab.grundy]
    assert all(g[2 * k + 1] == k + 1 for k in range(100))
    assert all(g[2 * k] == g[k - 1] for k in range(1, 101))
    # closed forms of the binary family, usable by the prover
    _by_rule(cands, "p-rule", "(n + 2) & (n + 1) == 0")
    _by_rule(cands, "grundy", "(n + 2) >> bitlen((n + 2) & -(n + 2))")
    for c in cands:
        assert_consistent(c, rs, dom, lab)
    checked = evaluate_candidates([c], rs, prove_bits=8)[0]
    assert checked.check["verdict"] == "holds"
    assert "400" in checked.check["bound"]  # twice the data
    assert checked.prove["verdict"] == "skipped" and checked.prove["reason"]


def test_fibonacci_nim_start_positions():
    rs, dom, lab = _labelled("fibonacci-nim", {}, 40)
    cands = discover(rs, lab, dom)
    c = _by_rule(cands, "p-rule", "is_fib(n)")
    assert c.where == "c == n - 1"
    assert c.family == "zeckendorf"
    fibs = {1, 2, 3, 5, 8, 13, 21, 34}
    for n in range(1, 41):
        i = dom.index((n, n - 1))
        assert (lab.outcome[i] == OUTCOME_P) == (n in fibs)
    # Whinihan's full solution over every (n, c): P iff c is below the smallest Zeckendorf term
    _by_rule(cands, "p-rule", "n == 0 or c < zeck_min(n)")
    for c in cands:
        assert_consistent(c, rs, dom, lab)


# ------------------------------------------------------------------ negative: random labels


@pytest.mark.parametrize("seed", range(4))
def test_random_labels_give_only_consistent_candidates(seed):
    rng = np.random.default_rng(seed)
    rs = make_ruleset("wythoff")
    dom = BoxDomain([19, 19])
    out = np.where(rng.random(dom.size) < 0.3, OUTCOME_P, OUTCOME_N).astype(np.int8)
    z = np.zeros(dom.size, dtype=np.int64)
    lab = LabelArrays(out, z, out.copy(), z, rng.integers(0, 5, dom.size))
    cands = discover(rs, lab, dom)
    for c in cands:
        assert_consistent(c, rs, dom, lab)
    assert not [c for c in cands if c.family in ("beatty", "xor", "linear", "threshold")]

    rs1 = make_ruleset("nim", {"heaps": 1})
    dom1 = BoxDomain([150])
    g = rng.integers(0, 4, dom1.size)
    out1 = np.where(g == 0, OUTCOME_P, OUTCOME_N).astype(np.int8)
    z1 = np.zeros(dom1.size, dtype=np.int64)
    lab1 = LabelArrays(out1, z1, out1.copy(), z1, g)
    cands1 = discover(rs1, lab1, dom1)
    for c in cands1:
        assert_consistent(c, rs1, dom1, lab1)
    assert cands1 == []
    assert discover_sequence(g.tolist()) == []


# ------------------------------------------------------------------ quadratic irrationals


def test_recogniser_returns_phi_from_wythoff_labels():
    rs, dom, lab = _labelled("wythoff", {}, 60)
    pairs = sorted((x1, x2) for i, (x1, x2) in enumerate(dom.positions())
                   if lab.outcome[i] == OUTCOME_P and x1 <= x2)
    a = [x for x, _ in pairs]
    lo, hi = beatty_interval(a)
    phi = recognise_quadratic(lo, hi)
    assert (phi.p, phi.q, phi.d, phi.r) == (1, 1, 5, 2)
    assert phi.text() == "(1+sqrt(5))/2" and phi.name() == "phi"
    assert lo <= Fraction(1618033988, 10 ** 9) < hi


def test_recogniser_one_plus_sqrt2():
    silver = 1 + Decimal(2).sqrt()
    seq = [_decimal_floor(k * silver) for k in range(40)]
    x = recognise_quadratic(*beatty_interval(seq))
    assert (x.p, x.q, x.d, x.r) == (1, 1, 2, 1)
    assert x.text() == "1+sqrt(2)"
    assert x.minimal_polynomial() == (1, -2, -1)
    # its Beatty partner: 1/a + 1/b = 1
    b = x.complement()
    assert b.text() == "(2+sqrt(2))/2"
    assert abs(1 / x.value + 1 / b.value - 1) < 1e-12


def test_made_up_beatty_game_with_silver_ratio():
    """LabelArrays where the P-positions are (floor(k b), floor(k a)), a = 1 + sqrt 2 and
    b = a / (a - 1) = 1 + 1/sqrt 2: not Wythoff's difference k, so the general form."""
    a = 1 + Decimal(2).sqrt()
    b = 1 + 1 / Decimal(2).sqrt()
    pairs = {(_decimal_floor(k * b), _decimal_floor(k * a)) for k in range(60)}
    dom = BoxDomain([50, 50])
    out = np.array([OUTCOME_P if (min(p), max(p)) in pairs else OUTCOME_N for p in dom.positions()], dtype=np.int8)
    z = np.zeros(dom.size, dtype=np.int64)
    lab = LabelArrays(out, z, out.copy(), z, z - 1)
    rs = make_ruleset("wythoff")  # only its part names x1, x2 are used
    cands = discover(rs, lab, dom)
    beatty = [c for c in cands if c.family == "beatty"]
    assert len(beatty) == 1
    c = beatty[0]
    assert c.details["alpha"] == "(2+sqrt(2))/2" and c.details["beta"] == "1+sqrt(2)"
    assert_consistent(c, rs, dom, lab)
    rule = rexpr.parse(c.rule)
    far = {(_decimal_floor(k * b), _decimal_floor(k * a)) for k in range(400)}
    for x1 in range(0, 400, 11):
        for x2 in range(0, 400, 5):
            assert rule.evaluate({"x1": x1, "x2": x2}) == ((min(x1, x2), max(x1, x2)) in far), (x1, x2)


@pytest.mark.parametrize("qi", [(1, 1, 5, 2), (3, -1, 5, 2), (1, 1, 2, 1), (0, 1, 3, 1), (-1, 2, 7, 3), (5, -2, 2, 1)])
def test_floor_times_and_floor_text_are_exact(qi):
    x = QuadraticIrrational.make(*qi)
    val = (Decimal(x.p) + Decimal(x.q) * Decimal(x.d).sqrt()) / Decimal(x.r)
    text = rexpr.parse(x.floor_text("t"))
    for t in list(range(0, 60)) + [10 ** 6 + 7, 2 ** 40 + 3]:
        want = _decimal_floor(t * val)
        assert x.floor_times(t) == want
        assert text.evaluate({"t": t}) == want


def test_recogniser_none_for_empty_or_rational_only_intervals():
    assert beatty_interval([0, 1, 3, 4, 2]) is None
    assert recognise_quadratic(Fraction(3, 2), Fraction(3, 2)) is None


# ------------------------------------------------------------------ sequences


def test_discover_sequence_with_periodicity_object():
    rs, dom, lab = _labelled("subtraction", {"set": [1, 3, 4]}, 100)
    values = [int(v) for v in lab.grundy]
    per = SimpleNamespace(preperiod=0, period=7, saltus=0)
    cands = discover_sequence(values, periodicity=per)
    g = _by_rule(cands, "grundy", "(0, 1, 0, 1, 2, 3, 2)[n % 7]")
    assert g.details["period"] == 7
    _by_rule(cands, "p-rule", "n % 7 in (0, 2)")
    assert g.rule in [c.rule for c in discover_sequence(values)]  # found without the object too


def test_discover_sequence_preperiod_and_saltus():
    # periodic after a preperiod
    values = [3, 5, 0] + [1, 2, 0, 4] * 20
    c = _by_rule(discover_sequence(values), "grundy", "(3, 5, 0)[n] if n < 3 else (2, 0, 4, 1)[n % 4]")
    assert c.family == "periodic"
    assert (c.details["preperiod"], c.details["period"]) == (3, 4)
    # arithmetic-periodic: g(n + 2) = g(n) + 1
    values = [n // 2 + (n % 2) * 3 for n in range(80)]
    c = _by_rule(discover_sequence(values), "grundy", "(0, 3)[n % 2] + n // 2")
    assert c.family == "arithmetic-periodic" and c.details["saltus"] == 1
    for cand in discover_sequence(values):
        e = rexpr.parse(cand.rule)
        for n, v in enumerate(values):
            env = {"n": n, "g": v, "G": tuple(values)}
            assert e.evaluate(env) == (v if cand.kind == "grundy" else v == 0 if cand.kind == "p-rule" else True)


def test_discover_sequence_interleave_and_json():
    g = [0]
    for n in range(1, 300):
        g.append((n + 1) // 2 if n % 2 else g[n // 2 - 1])
    cands = discover_sequence(g)
    inter = [c for c in cands if c.family == "interleave"]
    assert inter and inter[0].rule == "g == (0 if n == 0 else (n // 2 + 1 if n % 2 == 1 else G[n // 2 - 1]))"
    text = json.dumps([c.to_json() for c in cands])
    assert "interleave" in text


# ------------------------------------------------------------------ checker and prover


def test_evaluate_candidates_holds_and_refuted():
    rs, dom, lab = _labelled("nim", {"heaps": 3}, 7)
    bouton = _by_rule(discover(rs, lab, dom), "p-rule", "x1 ^ x2 ^ x3 == 0")
    wrong = Candidate("p-rule", "x1 ^ x2 ^ x3 == 1", "xor", 7, "a deliberately wrong rule", {"data_bound": [7, 7, 7]})
    broken = Candidate("grundy", "x1 // (x2 - x2)", "linear", 5, "divides by zero", {"data_bound": [7, 7, 7]})
    out = evaluate_candidates([bouton, wrong, broken], rs, prove_bits=4, prove_timeout=10)
    assert out[0].check["verdict"] == "holds"
    assert "<= 14" in out[0].check["bound"]  # twice the data's bound
    assert out[0].check["positions"] == 15 ** 3
    assert out[0].prove["verdict"] == "proved" and out[0].prove["bits"] == 4
    assert out[1].check["verdict"] == "refuted"
    w = out[1].check["witness"]
    assert w["position"] == [0, 0, 0] and w["claimed"] == "N" and w["true"] == "P"
    assert out[1].prove["verdict"] == "skipped"
    # a rule undefined at a point of its domain is refuted there (issue 35), not an error
    assert out[2].check["verdict"] == "refuted" and "division by zero" in out[2].check["reason"]
    assert out[2].prove["verdict"] != "proved"
    json.dumps([c.to_json() for c in out])


def test_evaluate_candidates_without_prover_and_with_bound():
    rs, dom, lab = _labelled("bash", {"m": 3}, 40)
    cands = discover(rs, lab, dom)
    out = evaluate_candidates(cands, rs, check_bound=500, prove_bits=None)
    assert all(c.check["verdict"] == "holds" and c.check["positions"] == 501 for c in out)
    assert all(c.prove is None for c in out)
