"""explore -> emit -> check -> prove (issue 28, point 4): the candidate rules an exploration
finds, written as a claims file (:mod:`gamecheck.explore.emit`), are read back unchanged by
``load_claims``, ``check`` and ``prove``, with the verdicts explore recorded.

Three games: a subtraction game (a Grundy formula with a certified period), Wythoff's game
(the Beatty pairs) and two-heap Nim (Bouton's xor rule). Independent oracles: the brute-force
games of ``tests/bruteforce.py`` (mex recursion), Bouton's theorem, and the Beatty pairs
``(floor(k*phi), floor(k*phi) + k)`` computed with exact integers.
"""

from __future__ import annotations

import math
import tomllib

import bruteforce as bf
import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.claims import parse_claims
from gamecheck.cli import main
from gamecheck.explore import api
from gamecheck.explore.emit import claims_toml, emit_claims, emitted_claims, toml_value
from gamecheck.lang import expr as rexpr


def _explore(name):
    if name == "subtraction":
        return gc.explore.explore("subtraction", "1,2,3", n=40, prove_bits=8, prove_timeout=20)
    if name == "wythoff":
        return gc.explore.explore("wythoff", bound=30, prove_bits=None)
    return gc.explore.explore("nim", heaps=2, bound=8, prove_bits=4, prove_timeout=20)


@pytest.fixture(scope="module")
def emitted(tmp_path_factory):
    """For each game: the exploration, the file written and the claims read back from it."""
    out = {}
    folder = tmp_path_factory.mktemp("emit")
    for name in ("subtraction", "wythoff", "nim"):
        e = _explore(name)
        path = folder / f"{name}.toml"
        written = emit_claims(e, path)
        out[name] = (e, path, written, gc.load_claims(str(path)))
    return out


def _verdict(v):
    return str(getattr(v, "value", v))


@pytest.mark.parametrize("name", ["subtraction", "wythoff", "nim"])
def test_emit_check_prove_round_trip(emitted, name):
    e, path, written, claims = emitted[name]
    assert [c.id for c in claims] == [c.id for c in written]
    assert len({c.id for c in claims}) == len(claims) == len(e.candidates)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Claims found by: gamecheck explore ")
    for cand, claim in zip(e.candidates, claims):
        assert claim.kind == cand.kind and claim.rule == cand.rule and claim.where == cand.where
        assert claim.ruleset == e.ruleset_spec and claim.play == e.play
        assert claim.id.startswith("explore.") and cand.family in claim.id
        recorded = _verdict(cand.check["verdict"])
        assert claim.expected == recorded  # every candidate of these games was checked: holds or refuted
        res = gc.check(claim)
        assert _verdict(res.verdict) == claim.expected, (claim.id, res.reason)
        assert res.bound == cand.check["bound"]  # the same domain as explore's check
        assert _verdict(cand.check["verdict"]) in claim.notes and cand.family in claim.notes
        if claim.prove_bits is not None:
            assert cand.prove["verdict"] == "proved" and claim.prove_bits == cand.prove["bits"]
            assert _verdict(gc.prove(claim).verdict) == "proved", claim.id


def test_subtraction_grundy_formula_and_its_certified_period(emitted):
    e, _, _, claims = emitted["subtraction"]
    assert e.periodicity.certified and (e.periodicity.preperiod, e.periodicity.period) == (0, 4)
    grundy = [c for c in claims if c.kind == "grundy"]
    assert [c.rule for c in grundy] == ["n % 4"]
    g = grundy[0]
    assert g.ruleset == "subtraction(set=[1,2,3], heaps=1)" and g.prove_bits == 8
    assert "certified periodic from n = 0 with period 4" in g.notes and "Certificate:" in g.notes
    assert "period 4 from n = 0" in g.notes
    # the oracle: the mex recursion of tests/bruteforce.py, well past the bound explore used
    game = bf.subtraction([1, 2, 3])
    rule = rexpr.parse(g.rule, ["n"])
    assert bf.grundy_failures(game, 200, lambda p: rule.evaluate({"n": p[0]})) == []
    for c in claims:
        if c.kind == "p-rule":
            r = rexpr.parse(c.rule, ["n"])
            assert bf.p_rule_failures(game, 200, lambda p, r=r: r.evaluate({"n": p[0]})) == []


def test_wythoff_beatty_pairs(emitted):
    _, _, _, claims = emitted["wythoff"]
    beatty = [c for c in claims if "beatty" in c.id]
    assert len(beatty) == 1 and beatty[0].kind == "p-rule" and beatty[0].expected == "holds"
    c = beatty[0]
    assert "(1+sqrt(5))/2" in c.notes and "x^2 - x - 1" in c.notes
    assert c.prove_bits is None and "prove_bits=None" in c.notes
    # the oracle: Wythoff's P-positions by brute force are the Beatty pairs of phi (Wythoff 1907)
    bound = 40
    phi_pairs = set()
    for k in range(bound + 1):
        a = (k + math.isqrt(5 * k * k)) // 2
        phi_pairs |= {(a, a + k), (a + k, a)}
    game = bf.wythoff()
    brute = {p for p in bf.box([bound, bound]) if game.is_p(p)}
    assert brute == {p for p in phi_pairs if max(p) <= bound}
    rule = rexpr.parse(c.rule, ["x1", "x2"])
    assert {p for p in bf.box([bound, bound]) if rule.evaluate({"x1": p[0], "x2": p[1]})} == brute


def test_nim_xor_rule_is_bouton(emitted):
    _, _, _, claims = emitted["nim"]
    by_rule = {c.rule: c for c in claims}
    bouton = by_rule["x1 ^ x2 == 0"]
    assert bouton.kind == "p-rule" and bouton.expected == "holds" and bouton.prove_bits == 4
    assert by_rule["x1 ^ x2"].kind == "grundy" and by_rule["x1 ^ x2"].expected == "holds"
    # Bouton (1901): the P-positions of Nim are those of nim-sum 0; the mex recursion agrees
    game = bf.nim(2)
    assert bf.p_rule_failures(game, 12, lambda p: p[0] ^ p[1] == 0) == []
    assert bf.grundy_failures(game, 12, lambda p: p[0] ^ p[1]) == []
    # explore's refuted candidates are written with expected = "refuted", and check agrees
    assert any(c.expected == "refuted" for c in claims)


def test_the_command_line_reads_the_file_unchanged(emitted):
    _, path, _, _ = emitted["nim"]
    res = CliRunner().invoke(main, ["check", str(path)])
    assert res.exit_code == 0, res.output
    res = CliRunner().invoke(main, ["prove", str(path)])
    assert res.exit_code in (0, 1), res.output  # claims without prove_bits may be inconclusive at 64 bits
    assert "x1 ^ x2 == 0" in res.output or "explore.nim.xor" in res.output


def test_explore_writes_the_file_and_says_where(tmp_path):
    path = tmp_path / "nim.toml"
    e = gc.explore.explore("nim", heaps=2, bound=5, prove_bits=None, emit_claims=path)
    assert any("emit_claims=" in n and str(path) in n for n in e.notes)
    claims = gc.load_claims(str(path))
    assert [c.rule for c in claims] == [c.rule for c in e.candidates]
    assert all(c.prove_bits is None for c in claims)


@pytest.mark.parametrize("bad", ["{tmp}/no-such-folder/x.toml", "{tmp}", "", 5])
def test_a_bad_path_is_refused_before_the_exploration(tmp_path, monkeypatch, bad):
    def boom(*a, **k):
        raise AssertionError("the exploration ran")

    monkeypatch.setattr(api, "explore_ruleset", boom)
    monkeypatch.setattr(api, "explore_sequence", boom)
    path = bad.format(tmp=tmp_path) if isinstance(bad, str) else bad
    with pytest.raises(gc.UsageError) as info:
        gc.explore.explore("nim", heaps=2, bound=5, emit_claims=path)
    assert "emit_claims" in str(info.value) and "\n" not in str(info.value)


def test_every_heap_game_emits_claims_that_check_and_prove_unchanged(tmp_path):
    # issue 35: an octal code's candidates become claims about every heap size (no bound,
    # max_heaps = 1), which check proves by the Guy-Smith theorem and prove proves the same way;
    # Kayles' only P-position on one heap is the empty row, g(n) repeats with period 12 from 71
    written = gc.explore.explore("octal", "0.77", n=200, prove_bits=None, emit_claims=tmp_path / "k.toml")
    assert any("written as claims" in note for note in written.notes)
    claims = gc.load_claims(tmp_path / "k.toml")
    assert [(c.kind, c.max_heaps, c.bound, c.expected) for c in claims] == [
        ("p-rule", 1, None, "holds"), ("grundy", 1, None, "holds")]
    assert claims[0].rule == "n == 0"
    for c in claims:
        r = gc.check(c)
        assert (r.verdict, r.as_expected) == ("proved", True), r.reason
        assert "period 12" in r.reason and "n >= 71" in r.reason
        assert gc.prove(c).verdict == "proved"
    # Grundy's game: no periodicity theorem, so its claims speak of the heaps explored
    gc.explore.explore("grundy", n=120, prove_bits=None, emit_claims=tmp_path / "g.toml")
    claims = gc.load_claims(tmp_path / "g.toml")
    assert claims and all(c.bound == 120 and c.max_heaps == 1 for c in claims)
    for c in claims:
        r = gc.check(c)
        assert r.verdict == "holds" and r.positions_checked == 121
        p = gc.prove(c)
        assert p.verdict == "inconclusive" and "take-and-break moves have no encoding" in p.reason
    # a heap game of a game file, written inline so the claims file does not depend on it
    f = tmp_path / "kayles.toml"
    f.write_text('[game]\nname = "rows"\nheap-moves = "[(a, h - 1 - a) for a in range(0, h)] + '
                 '[(a, h - 2 - a) for a in range(0, h - 1)]"\n', encoding="utf-8")
    gc.explore.explore(None, game_file=str(f), n=60, prove_bits=None, emit_claims=tmp_path / "f.toml")
    claims = gc.load_claims(tmp_path / "f.toml")
    assert claims and all("heap_moves" in c.ruleset for c in claims)
    assert all(gc.check(c).verdict == "holds" for c in claims)


HOSTILE = ['say "hi"', "back\\slash \\n not a newline", "two\nlines\r\n", "tab\there", "nul\x00bell\x07del\x7f",
           "unicode: φ ≤ √5 — 日本語 🎲", "'''triple'''", '"""', "\u2028line separator\u2029", "# not a comment",
           "]] [[claim]]", "\ufeffbom", ""]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_text_round_trips_through_the_toml_writer(text):
    doc = tomllib.loads(f"x = {toml_value(text)}\ny = {toml_value({'k': [text, 1], text or 'e': True})}\n")
    assert doc["x"] == text and doc["y"]["k"] == [text, 1] and doc["y"][text or "e"] is True


def test_hostile_text_round_trips_through_claims_toml(tmp_path):
    e = gc.explore.explore("nim", heaps=2, bound=4, check=False, prove_bits=None)
    hostile = "\n".join(HOSTILE)
    e.candidates[0].description = hostile
    e.candidates[0].family = 'fam"ily\n]]'
    e.subject = "nim\n[[claim]]\nid = \"injected\""
    text = claims_toml(e)
    claims = parse_claims(text)
    assert claims[0].statement == hostile.strip()  # the loader strips a statement's outer blanks
    assert 'fam"ily\n]]' in claims[0].notes and "injected" not in [c.id for c in claims]
    assert all(line.startswith("#") for line in text.split("[[claim]]")[0].splitlines() if line)
    # check=False: no verdict, so expected stays at its default and the notes say so
    assert all(c.expected == "holds" and "check=False" in c.notes for c in claims)
    assert [c.id for c in emit_claims(e, tmp_path / "h.toml")] == [c.id for c in emitted_claims(e)]


def test_a_lone_surrogate_is_written_as_a_replacement_character():
    written = toml_value("a\ud800b")
    assert tomllib.loads("x = " + written)["x"] == "a\ufffdb"
    with pytest.raises(gc.UsageError):
        toml_value(float("nan"))
    with pytest.raises(gc.UsageError):
        toml_value(object())


def test_a_misere_exploration_is_written_in_misere_play(tmp_path):
    e = gc.explore.explore("misere(subtraction)", subtraction_set="1,2", heaps=1, bound=30, prove_bits=None)
    assert e.play == "misere" and e.candidates
    claims = emit_claims(e, tmp_path / "m.toml")
    for c in gc.load_claims(str(tmp_path / "m.toml")):
        assert c.play == "misere" and c.ruleset == e.ruleset_spec
        assert _verdict(gc.check(c).verdict) == c.expected
    # the oracle: misère S(1, 2) loses exactly at n = 1 mod 3 (the last mover loses)
    game = bf.subtraction([1, 2])
    assert {p[0] for p in bf.box([60]) if game.is_p(p, True)} == {n for n in range(61) if n % 3 == 1}
    assert [c.rule for c in claims if c.expected == "holds"] == ["n % 3 == 1"]


def test_a_game_file_is_written_inline_so_the_claims_file_can_move(tmp_path, monkeypatch):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "take2.toml").write_text(
        '[game]\nname = "take 1 or 2 from one of two heaps"\nposition = ["a", "b"]\n'
        'moves = "[(a - t, b) for t in (1, 2) if t <= a] + [(a, b - t) for t in (1, 2) if t <= b]"\n',
        encoding="utf-8")
    (tmp_path / "out").mkdir()
    monkeypatch.chdir(tmp_path)
    e = gc.explore.explore(None, game_file="games/take2.toml", bound=6, prove_bits=None, emit_claims="out/t.toml")
    assert "file=" in e.ruleset_spec
    claims = gc.load_claims("out/t.toml")
    assert claims and all("file=" not in c.ruleset and c.id.startswith("explore.game.") for c in claims)
    assert all(_verdict(gc.check(c).verdict) == c.expected for c in claims)


def test_the_command_line_explores_emits_checks_and_proves(tmp_path):
    # gamecheck explore ... --emit-claims FILE, then check and prove FILE unchanged
    out = tmp_path / "found.toml"
    r = CliRunner().invoke(main, ["explore", "subtraction", "--set", "1,2,3", "--n", "60", "--emit-claims", str(out)])
    assert r.exit_code == 0, r.output
    claims = gc.load_claims(out)
    assert {c.kind for c in claims} >= {"grundy", "p-rule"}
    # the subtraction game {1, 2, 3}: Grundy value n mod 4 (Winning Ways ch. 4), P at the multiples of 4
    assert any(c.kind == "grundy" and rexpr.parse(c.rule).evaluate({"n": 7}) == 3 for c in claims)
    assert CliRunner().invoke(main, ["check", str(out)]).exit_code == 0
    r = CliRunner().invoke(main, ["prove", str(out), "--json"])
    assert r.exit_code == 0, r.output
    # a genus table has no rules to write: refused, nothing written
    bad = tmp_path / "none.toml"
    r = CliRunner().invoke(main, ["explore", "nim", "--misere", "--emit-claims", str(bad)])
    assert r.exit_code == 2 and not bad.exists()
