"""`gamecheck explore` end to end: JSON keys, certified periods, candidates, report page, errors.

Expected values come from outside the code under test: Kayles' nim-sequence and its
period 12 after the last exceptional value at n = 70 (Guy and Smith 1956; Winning
Ways ch. 4; OEIS A002186), Dawson's chess 0.137 with period 34 (Winning Ways), the
subtraction game S(1,3,4) with period 7 (hand-computed below by the mex rule),
Bouton's rule, Bash's rule and Wythoff's pairs with phi.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.cli import main

KAYLES_0_47 = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
               1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7]


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


def run_json(*args: str) -> dict:
    code, out, err = run(*args, "--json", "--no-report")
    assert code == 0, err
    return json.loads(out)


def brute_subtraction(S, n):
    g = []
    for i in range(n + 1):
        opts = {g[i - s] for s in S if s <= i}
        g.append(min(set(range(len(opts) + 1)) - opts))
    return g


def test_kayles_certified_period_with_preperiod():
    d = run_json("explore", "octal", "0.77")
    assert d["certified"] is True
    assert (d["preperiod"], d["period"], d["saltus"]) == (71, 12, 0)
    assert d["values"][:48] == KAYLES_0_47
    assert "Guy" in d["periodicity"]["certificate"]
    # the period holds on everything computed
    v = d["values"]
    assert all(v[n + 12] == v[n] for n in range(71, len(v) - 12))
    assert v[70] != v[82]  # n = 70 is the last exception
    assert {"values", "preperiod", "period", "saltus", "certified", "candidates"} <= set(d)


def test_kayles_not_certified_when_too_short():
    d = run_json("explore", "kayles", "--n", "100")
    assert d["certified"] is False
    assert len(d["values"]) == 101  # an explicit --n is not extended
    assert "not certified" in d["periodicity"]["status"]


def test_dawsons_chess_period_34():
    d = run_json("explore", "octal", "0.137", "--no-check")
    assert d["certified"] and d["period"] == 34


def test_subtraction_set_candidates_checked_and_proved():
    d = run_json("explore", "subtraction", "--set", "1,3,4", "--prove-timeout", "20")
    g = brute_subtraction((1, 3, 4), 60)
    assert d["values"][:61] == g
    assert d["certified"] and d["period"] == 7 and d["preperiod"] == 0
    p_rules = [c for c in d["candidates"] if c["kind"] == "p-rule"]
    assert p_rules, d["candidates"]
    best = p_rules[0]
    assert best["check"]["verdict"] == "holds"
    assert best["prove"]["verdict"] == "proved"
    # the candidate is right independently of the code that found it
    from gamecheck.lang import expr

    e = expr.parse(best["rule"], ["n"])
    assert all(bool(e.evaluate({"n": n})) == (g[n] == 0) for n in range(61))


def test_bash_rule_rediscovered_from_labels():
    d = run_json("explore", "bash", "-m", "3", "--prove-bits", "0")
    rules = {c["rule"].replace(" ", "") for c in d["candidates"]}
    assert "n%4==0" in rules and "n%4" in rules


def test_bouton_rediscovered():
    d = run_json("explore", "nim", "--heaps", "3", "--bound", "7", "--prove-bits", "0")
    rules = [c["rule"].replace(" ", "") for c in d["candidates"]]
    assert "x1^x2^x3==0" in rules
    assert all(c["check"]["verdict"] == "holds" for c in d["candidates"])
    assert d["p_count"] == 64  # (x1, x2) free, x3 = x1 ^ x2 < 8


def test_wythoff_beatty_phi():
    d = run_json("explore", "wythoff", "--bound", "40", "--prove-bits", "0")
    beatty = [c for c in d["candidates"] if c["family"] == "beatty"]
    assert beatty
    alpha = beatty[0]["details"]["alpha_value"]
    assert abs(alpha - (1 + math.sqrt(5)) / 2) < 1e-9
    assert beatty[0]["check"]["verdict"] == "holds"
    assert [0, 0] in d["p_positions"] and [3, 5] in d["p_positions"] and [2, 3] not in d["p_positions"]


def test_lasker_arithmetic_period_observed_not_certified():
    d = run_json("explore", "lasker", "--n", "200", "--no-check")
    assert d["certified"] is False
    assert (d["period"], d["saltus"]) == (4, 4)
    v = d["values"]
    assert all(v[4 * k + 3] == 4 * k + 4 and v[4 * k + 4] == 4 * k + 3 for k in range(40))


def test_report_page_and_figure(tmp_path: Path):
    code, out, err = run("explore", "octal", "0.07", "--report", str(tmp_path), "--no-check")
    assert code == 0, err
    pages = list(tmp_path.glob("*.md"))
    assert len(pages) == 1
    text = pages[0].read_text()
    assert "certified periodic from n = 53 with period 34" in text
    assert "gamecheck explore octal 0.07" in text
    figs = list((tmp_path / "figures").glob("*.png"))
    assert len(figs) == 1 and figs[0].read_bytes()[:4] == b"\x89PNG"
    assert not list(tmp_path.rglob("*.tmp"))


def test_explore_writes_nothing_unless_asked(tmp_path: Path, monkeypatch):
    # without --report no page and no figure appear, in the working folder or anywhere under it
    monkeypatch.chdir(tmp_path)
    code, out, err = run("explore", "octal", "0.07", "--n", "300", "--no-check")
    assert code == 0, err
    assert "certified" in out and "report:" not in out
    assert list(tmp_path.rglob("*")) == []


@pytest.mark.parametrize("args, needle", [
    (["octal", "0.7#"], "0.7#"),
    (["octal", "0.77", "--n", "-1"], "--n -1"),
    (["nim", "--heaps", "2", "--n", "5"], "--n is for one-heap games"),
    (["octal", "0.77", "--bound", "5"], "--bound is for multi-part"),
    (["wythoff", "--bound", "-3"], "--bound -3"),
    (["no-such-game"], "no-such-game"),
])
def test_bad_input_one_line_exit_2(args, needle):
    code, out, err = run("explore", *args, "--no-report")
    assert code == 2
    line = err.strip()
    assert "\n" not in line and "Traceback" not in line
    assert needle in line


def test_rule_period_proof_by_z3():
    from gamecheck.explore.run import _rule_repeats

    assert _rule_repeats("(0, 1, 1, 2)[n % 4]", 0, 4) == "unsat"
    assert _rule_repeats("n == 0", 1, 1) == "unsat"
    assert _rule_repeats("n % 5 == 0", 0, 3) == "sat"          # not periodic with period 3
    assert _rule_repeats("0 if n < 10 else n % 2", 5, 2) == "sat"  # the table starts at 10, not 5
    assert _rule_repeats("0 if n < 10 else n % 2", 10, 2) == "unsat"


def test_kayles_candidates_proved_through_certified_period():
    d = run_json("explore", "octal", "0.77")
    grundy = [c for c in d["candidates"] if c["kind"] == "grundy"]
    assert grundy and grundy[0]["prove"]["verdict"] == "proved"
    # the proved rule equals Kayles' published values
    from gamecheck.lang import expr

    e = expr.parse(grundy[0]["rule"], ["n"])
    assert [e.evaluate({"n": n}) for n in range(48)] == KAYLES_0_47
    # and reproduces the period far beyond the data
    assert e.evaluate({"n": 10**12 + 5}) == e.evaluate({"n": 10**12 + 5 - 12 * 10**6})


def test_uncertified_sequence_candidates_never_proved():
    d = run_json("explore", "grundy", "--n", "300")
    assert d["certified"] is False
    for c in d["candidates"]:
        assert (c.get("prove") or {}).get("verdict") != "proved"
    d = run_json("explore", "lasker", "--n", "300")
    for c in d["candidates"]:
        assert (c.get("prove") or {}).get("verdict") != "proved"


@pytest.mark.parametrize("args", [
    ["staircase", "-p", "stairs=3", "--bound", "10"],
    ["coins", "-p", "coins=5"],
    ["misere(nim)", "--heaps", "2", "--bound", "10"],
    ["sum(nim,bash(m=2))", "--bound", "20"],
])
def test_other_rulesets_explore_without_error(args):
    d = run_json("explore", *args, "--prove-bits", "0")
    assert d["p_count"] >= 1
    for c in d["candidates"]:  # whatever is proposed was checked and fits
        assert c["check"]["verdict"] == "holds"


def test_explore_proves_candidates_for_every_n_through_a_certified_saltus():
    # all-but(2, 3, 7): the Grundy rule and the P-positions are proved for every heap size by the
    # certified arithmetic period, as `gamecheck check` proves the claims --emit-claims writes
    from test_arithmetic_periodicity import all_but

    g = all_but((2, 3, 7), 400)
    assert all(g[n] == (0, 1, 0, 1)[n % 4] + 2 * (n // 4) for n in range(401))  # brute force
    ex = gc.explore.explore("all-but", "2,3,7", n=200)
    by_rule = {c.rule: c for c in ex.candidates}
    for rule in ("(0, 1, 0, 1)[n % 4] + 2 * (n // 4)", "n in (0, 2)"):
        cand = by_rule[rule]
        assert cand.check["verdict"] == "holds"
        assert cand.prove["verdict"] == "proved" and cand.prove["bound"] == "every heap size n >= 0"
        assert "All-but subtraction game" in cand.prove["reason"]
    # a plain period too: Dawson's Kayles (0.07) by the Guy–Smith theorem, every n
    ex = gc.explore.explore("octal", "0.07", n=200)
    grundy = next(c for c in ex.candidates if c.kind == "grundy")
    assert grundy.prove["verdict"] == "proved" and grundy.prove["bound"] == "every heap size n >= 0"
    # no certified period (Grundy's game): never proved
    ex = gc.explore.explore("grundy", n=120)
    assert all((c.prove or {}).get("verdict") != "proved" for c in ex.candidates)
