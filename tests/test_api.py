"""The public Python API (issue 13): the issue's snippet exactly as written, the README's
"Python API" examples as doctests, and the API's answers against an independent brute force
(tests/bruteforce.py imports nothing from gamecheck)."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bruteforce as bf
import gamecheck as gc

# the README's former "Python API" section, now a page of the documentation
README = Path(__file__).resolve().parent.parent / "docs" / "guide" / "python-api.md"

# Kayles (octal 0.77), g(0..35): OEIS A002186; period 12 from n = 71 (Guy and Smith 1956)
KAYLES = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
          1, 8, 6, 7]


def test_the_issue_snippet_exactly_as_written(tmp_path):
    g = gc.game("nim", heaps=3)
    s = g.solve((11, 6, 10, 8))
    assert isinstance(s, gc.Solution)
    assert s.outcome is gc.Outcome.N and s.outcome == "N" and isinstance(s.outcome, str)
    assert s.grundy == 11 ^ 6 ^ 10 ^ 8 == 15
    assert s.winning_moves == [(4, 6, 10, 8), (11, 6, 5, 8), (11, 6, 10, 7)]
    lab = gc.label(g, bound=15)
    assert isinstance(lab, gc.Labels)
    assert lab.positions.shape == (16 ** 3, 3)
    for arr in (lab.outcome, lab.grundy, lab.remoteness):
        assert isinstance(arr, np.ndarray) and arr.shape == (16 ** 3,)
    df = lab.to_pandas()
    assert len(df) == 16 ** 3 and list(df.columns)[-4:] == ["outcome", "misere", "grundy", "remoteness"]
    path = tmp_path / "claims.toml"
    path.write_text('[[claim]]\nid = "bouton"\nstatement = "Bouton"\nkind = "p-rule"\nruleset = "nim"\nparams = { heaps = 2 }\n'
                    'bound = 20\nrule = "xor(heaps) == 0"\n', encoding="utf-8")
    claims = gc.load_claims(path)
    assert isinstance(claims, list) and all(isinstance(c, gc.Claim) for c in claims)
    c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=50, rule="xor(heaps) == 0")
    r = gc.check(c)
    assert isinstance(r, gc.Result)
    assert r.verdict is gc.Verdict.HOLDS and r.witness is None
    p = gc.prove(c)
    assert isinstance(p, gc.Result) and p.verdict is gc.Verdict.PROVED
    seq = gc.explore.octal("0.77", n=400)
    assert seq.values[:len(KAYLES)].tolist() == KAYLES
    assert (seq.period, seq.preperiod, seq.certified) == (12, 71, True)


def test_reprs_are_short_and_html_exists():
    g = gc.game("nim", heaps=3)
    objs = [g, g.solve((1, 2, 3)), gc.label(g, bound=3),
            gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=5, rule="xor(heaps) == 0")]
    objs.append(gc.check(objs[-1]))
    objs.append(gc.explore.octal("0.07", n=100))
    for o in objs:
        text = repr(o)
        assert "\n" not in text and len(text) < 200, text
        html = o._repr_html_()
        assert html.startswith("<table") and html.endswith("</table>")


def test_a_refuted_claim_has_the_smallest_witness():
    # the "P-positions are the equal pairs" reading of 2-heap Nim is right; "heaps differ by 1" is not
    c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=10, rule="x1 == x2 + 1")
    r = gc.check(c)
    assert r.verdict is gc.Verdict.REFUTED
    game = bf.nim(2)
    bad = [q for q in bf.box([10, 10]) if game.is_p(q) != (q[0] == q[1] + 1)]
    assert tuple(r.witness.position) == min(bad, key=lambda q: (sum(q), q))
    assert gc.prove(c).verdict is gc.Verdict.REFUTED


@pytest.mark.parametrize("call", [
    lambda: gc.game("no-such-game"),
    lambda: gc.game(3),
    lambda: gc.game("nim", heaps=0),
    lambda: gc.game("nim").solve((1, -2)),
    lambda: gc.game("nim").solve("12"),
    lambda: gc.game("nim").solve(()),
    lambda: gc.label(gc.game("nim", heaps=2), bound=-1),
    lambda: gc.label("nim", bound=3),
    lambda: gc.label(gc.game("nim", heaps=2), bound=3, engine="fast"),
    lambda: gc.Claim(kind="no-such-kind", ruleset="nim", bound=3, rule="x1 == 0"),
    lambda: gc.check(gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=5, rule="x3 == 0")),
    lambda: gc.check("not a claim"),
    lambda: gc.load_claims("/no/such/file.toml"),
    lambda: gc.explore.octal("1.2.3"),
    lambda: gc.explore.octal("0.77", n=-1),
])
def test_bad_input_raises_one_line_gamecheck_errors(call):
    with pytest.raises(gc.GamecheckError) as info:
        call()
    assert "\n" not in str(info.value) and str(info.value)


def test_a_resource_limit_is_a_resource_error(monkeypatch):
    monkeypatch.setenv("GAMECHECK_TIME_LIMIT", "0.001")
    with pytest.raises(gc.ResourceLimitError, match="largest bound that fits"):
        gc.label(gc.game("nim", heaps=3), bound=400)


def test_misere_games_answer_for_misere_play():
    g = gc.game("nim", misere=True)
    game = bf.nim(3)
    for pos in [(1, 1, 1), (1, 1, 0), (2, 2, 1), (3, 1, 0)]:
        s = g.solve(pos)
        assert s.play == "misere"
        assert s.outcome == game.outcome(pos, misere=True)
        assert set(s.winning_moves) == game.winning_moves(pos, misere=True)
    assert gc.game("misere(nim)").solve((1, 1)).outcome is gc.Outcome.N


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=1, max_size=3), st.integers(1, 3))
def test_solve_agrees_with_brute_force(pos, m):
    pos = tuple(pos)
    for g, oracle in [(gc.game("nim"), bf.nim(len(pos))), (gc.game("bash", m=m), bf.bash(m, len(pos)))]:
        s = g.solve(pos)
        assert s.outcome == oracle.outcome(pos)
        assert s.grundy == oracle.grundy(pos)
        assert s.remoteness == oracle.remoteness(pos)
        assert set(s.winning_moves) == oracle.winning_moves(pos)


@settings(max_examples=15, deadline=None)
@given(st.sets(st.integers(1, 5), min_size=1, max_size=3), st.integers(1, 2), st.integers(0, 6))
def test_labels_agree_with_brute_force(subset, k, bound):
    spec = "subtraction(set=[" + ",".join(map(str, sorted(subset))) + "])"
    lab = gc.label(gc.game(spec), bound=bound, heaps=k) if k > 1 else gc.label(gc.game(spec), bound=bound)
    oracle = bf.subtraction(subset, lab.positions.shape[1])
    for row, o, mo, g, r in zip(lab.positions, lab.outcome, lab.misere, lab.grundy, lab.remoteness):
        q = tuple(int(v) for v in row)
        assert (o, mo, g, r) == (oracle.outcome(q), oracle.outcome(q, True), oracle.grundy(q), oracle.remoteness(q))


def _readme_api_section() -> str:
    text = README.read_text(encoding="utf-8")
    m = re.search(r"^# Python API\n(.*)", text, re.S | re.M)
    assert m, "docs/guide/python-api.md has a '# Python API' section"
    return m.group(1)


def test_readme_python_api_examples_run_as_doctests(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    # the README's graph example, as its printf command writes it
    (tmp_path / "loopy.txt").write_text("a b\nb c\nc a\nc d\nd e\nf a\nf e\n")
    section = _readme_api_section()
    blocks = re.findall(r"```pycon\n(.*?)```", section, re.S)
    assert len(blocks) >= 3
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    test = parser.get_doctest("\n".join(blocks), {}, "README Python API", str(README), 0)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted >= 15


def test_module_doctests():
    import gamecheck.api
    import gamecheck.explore.api
    import gamecheck.gameapi

    for mod in (gamecheck.api, gamecheck.gameapi, gamecheck.explore.api):
        result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0 and result.attempted > 0


def test_no_public_function_shares_its_name_with_a_module():
    """``gc.check`` must stay the function: a submodule ``gamecheck.check`` would replace the
    attribute as soon as it is imported (hence ``checker/`` and ``prover/``)."""
    import importlib.util

    for name in gc.__all__:
        if name not in ("explore", "__version__"):
            assert importlib.util.find_spec(f"gamecheck.{name}") is None, name
            assert not isinstance(getattr(gc, name), type(gc)), name


def test_a_malformed_claim_is_a_claim_error():
    with pytest.raises(gc.ClaimError, match="kind 'p-rule' needs a 'rule'"):
        gc.check(gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=5))
    assert issubclass(gc.ClaimError, gc.UsageError)
