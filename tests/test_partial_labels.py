"""Only the labels asked for (gamecheck.engine.partial): Grundy values alone and outcomes alone of
a translation ruleset on a box, on one and two threads, against a brute-force recursion over the
ruleset's own moves; and the checker's use of them, against the certificate conditions over every
option (same verdict, same witness)."""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.checker.serial import check_claim
from gamecheck.claims import parse_claims
from gamecheck.domain import BoxDomain, Deadline
from gamecheck.engine import partial
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games import make_ruleset

SPECS = [
    ("nim", {"heaps": 1}), ("nim", {"heaps": 2}), ("nim", {"heaps": 3}),
    ("subtraction", {"set": [1, 3], "heaps": 2}), ("subtraction", {"set": [2, 5, 6], "heaps": 3}),
    ("bash", {"m": 3, "heaps": 2}), ("wythoff", {}), ("moore", {"k": 2, "heaps": 3}),
    ("sum(subtraction(set=[1,2]), nim)", {}), ("sum(subtraction(set=[1,3,4]), wythoff)", {}),
]


def brute(ruleset, domain: BoxDomain):
    """Grundy values, normal and misère outcomes (0 = P, 1 = N) of every position of the box, by a
    memoised recursion over ``ruleset.options`` (Sprague-Grundy mex; Zermelo's induction)."""

    @lru_cache(maxsize=None)
    def labels(pos):
        opts = [labels(tuple(m.position)) for m in ruleset.options(pos)]
        seen = {g for g, _, _ in opts}
        g = next(v for v in range(len(opts) + 1) if v not in seen)
        normal = 1 if any(o == 0 for _, o, _ in opts) else 0
        misere = 1 if not opts or any(m == 0 for _, _, m in opts) else 0
        return g, normal, misere

    rows = [labels(tuple(int(v) for v in p)) for p in np.ndindex(*domain.shape)]
    return tuple(np.array(col) for col in zip(*rows))


@pytest.fixture
def tiny_layers(monkeypatch):
    """Split every layer between the two threads, however small, and cut every part in 3 chunks."""
    monkeypatch.setattr(partial, "_SPLIT_MIN", 1)
    monkeypatch.setattr(partial, "_CHUNKS", 3)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=st.sampled_from(SPECS), bound=st.integers(0, 9), threads=st.sampled_from([1, 2]))
def test_labels_against_brute_force(tiny_layers, case, bound, threads):
    spec, params = case
    rs = make_ruleset(spec, params)
    k = rs.arity or 2
    dom = BoxDomain([bound] * k)
    g, normal, misere = brute(rs, dom)
    got = partial.grundy_values(rs, dom, threads=threads)
    assert got.dtype.kind == "u" and np.array_equal(got, g)
    assert np.array_equal(partial.outcomes(rs, dom, threads=threads), normal)
    assert np.array_equal(partial.outcomes(rs, dom, misere=True, threads=threads), misere)


def test_uneven_box_and_block_edges(tiny_layers):
    # per-part bounds, a row cut in blocks that do not divide it, and a box of four parts
    rs = make_ruleset("nim", {"heaps": 2})
    dom = BoxDomain([6, 10])
    g, normal, _ = brute(rs, dom)
    assert np.array_equal(partial.grundy_values(rs, dom, threads=2), g)
    assert np.array_equal(partial.outcomes(rs, dom, threads=2), normal)
    rs4 = make_ruleset("nim", {"heaps": 4})
    dom4 = BoxDomain([3, 2, 4, 3])
    g4, n4, m4 = brute(rs4, dom4)
    assert np.array_equal(partial.grundy_values(rs4, dom4, threads=2), g4)
    assert np.array_equal(partial.outcomes(rs4, dom4, misere=True, threads=2), m4)


def test_nim_is_bouton_and_threads_agree():
    # three heaps to 40 (68,921 positions): both threads' values are Bouton's nim-sums (1902)
    rs = make_ruleset("nim", {"heaps": 3})
    dom = BoxDomain([40, 40, 40])
    a, b, c = np.meshgrid(*(np.arange(41),) * 3, indexing="ij")
    xor = (a ^ b ^ c).ravel()
    for threads in (1, 2):
        assert np.array_equal(partial.grundy_values(rs, dom, threads=threads), xor)
        assert np.array_equal(partial.outcomes(rs, dom, threads=threads), (xor != 0).astype(np.int8))


def test_dtype_follows_the_most_options():
    dom = BoxDomain([300, 300])
    assert partial.grundy_values(make_ruleset("nim", {"heaps": 2}), dom, threads=1).dtype == np.uint16
    assert partial.grundy_values(make_ruleset("subtraction", {"set": [1, 2], "heaps": 2}), dom).dtype == np.uint8


def test_refusals():
    with pytest.raises(UsageError, match="not a translation ruleset on a box"):
        partial.grundy_values(make_ruleset("staircase", {"stairs": 2}), make_ruleset("staircase", {"stairs": 2}).domain(3))
    with pytest.raises(UsageError, match="threads must be 1 or 2"):
        partial.outcomes(make_ruleset("nim", {"heaps": 2}), BoxDomain([3, 3]), threads=3)
    with pytest.raises(UsageError, match="misere must be True or False"):
        partial.outcomes(make_ruleset("nim", {"heaps": 2}), BoxDomain([3, 3]), misere="yes")


def test_deadline_between_slices(monkeypatch):
    monkeypatch.setattr(partial, "SLICE", 1000)
    with pytest.raises(ResourceLimitError, match="positions"):
        partial.grundy_values(make_ruleset("nim", {"heaps": 2}), BoxDomain([200, 200]), threads=1,
                              deadline=Deadline(0.0, "the time limit"))


def test_progress_reaches_the_size(monkeypatch):
    monkeypatch.setattr(partial, "SLICE", 5000)
    seen: list[int] = []
    partial.outcomes(make_ruleset("nim", {"heaps": 3}), BoxDomain([30, 30, 30]), threads=2, progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 31 ** 3


# -- the checker: labels alone against the certificate conditions over every option ---------------

RULES_P = ["x1 ^ x2 ^ x3 == 0", "(x1 ^ x2 ^ x3) % 3 == 0", "x1 + x2 == x3", "x1 ^ x2 == x3 % 8",
           "(x1 % 4) ^ (x2 % 4) ^ (x3 % 4) == 0", "x1 == x2"]
RULES_G = ["x1 ^ x2 ^ x3", "(x1 % 4) ^ (x2 % 4) ^ (x3 % 4)", "x1 + x2 + x3", "x1 ^ x2 ^ (x3 % 5)",
           "(x1 ^ x2 ^ x3) - 1"]
GAMES = ['ruleset = "nim(heaps=3)"', 'ruleset = "subtraction(set=[1,2,3], heaps=3)"',
         'ruleset = "moore(k=2, heaps=3)"', 'ruleset = "nim(heaps=3)"\nplay = "misere"']


def _claim(kind: str, game: str, rule: str, bound: int):
    text = f'[[claim]]\nid = "c"\nstatement = "s"\n{game}\nbound = {bound}\nkind = "{kind}"\nrule = "{rule}"\n'
    return parse_claims(text)[0]


def _outcome(result):
    w = dataclasses.asdict(result.witness) if result.witness is not None else None
    return result.verdict, w


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(GAMES), kind_rule=st.one_of(
    st.tuples(st.just("p-rule"), st.sampled_from(RULES_P)), st.tuples(st.just("grundy"), st.sampled_from(RULES_G))),
    bound=st.integers(1, 12))
def test_checker_labels_alone_give_the_same_verdict_and_witness(game, kind_rule, bound):
    kind, rule = kind_rule
    if kind == "grundy" and "misere" in game:
        return  # a Grundy formula is a normal-play claim
    c = _claim(kind, game, rule, bound)
    by_options = check_claim(c, engine="arrays")  # every option: the certificate conditions
    by_labels = check_claim(c, engine="compact")  # the outcomes or Grundy values alone
    assert _outcome(by_labels) == _outcome(by_options)


def test_checker_finds_the_planted_error_at_scale():
    # three heaps to 60 (226,981 positions, the compact engine): the nim-sum rule holds, and a rule
    # wrong at one position only is refuted there, as the certificate conditions name it
    good = check_claim(_claim("grundy", GAMES[0], "x1 ^ x2 ^ x3", 60))
    assert good.verdict == "holds"
    bad = check_claim(_claim("grundy", GAMES[0], "(x1 ^ x2 ^ x3) + (x1 == 37 and x2 == 5 and x3 == 59)", 60))
    assert bad.verdict == "refuted" and bad.witness.position == [37, 5, 59]
    assert bad.witness.claimed == (37 ^ 5 ^ 59) + 1 and bad.witness.true == 37 ^ 5 ^ 59
    p = check_claim(_claim("p-rule", GAMES[0], "x1 ^ x2 ^ x3 == 0 or (x1 == 0 and x2 == 1 and x3 == 2)", 60))
    assert p.verdict == "refuted" and p.witness.position == [0, 1, 2]


# -- gc.label(only=...) and `gamecheck label --only` ------------------------------------------------

def test_api_only_one_label():
    import gamecheck as gc

    g = gc.game("nim", heaps=3)
    full = gc.label(g, 9)
    for only in ("grundy", "outcome", "misere"):
        lab = gc.label(g, 9, only=only, threads=2)
        assert lab.labels == (only,) and lab.engine == "compact"
        s = lab.summary()
        assert s["labels"] == [only] and s["max_remoteness"] is None
        if only == "grundy":
            assert np.array_equal(lab.grundy, full.grundy) and s["normal"] is None and s["max_grundy"] == 15
            with pytest.raises(UsageError, match="normal-play outcomes were not computed"):
                lab.counts()
        else:
            misere = only == "misere"
            assert lab.counts(misere=misere) == full.counts(misere=misere) and lab.grundy is None
            assert np.array_equal(lab.misere if misere else lab.outcome, full.misere if misere else full.outcome)
        assert list(lab.to_pandas().columns) == ["x1", "x2", "x3", only]
        with pytest.raises(UsageError, match="holds every label"):
            lab.save("unused.npz")
    # a ruleset the partial engine does not take: every label computed, the one asked for kept
    st = gc.label(gc.game("staircase", stairs=3), 6, only="grundy")
    assert st.labels == ("grundy",) and np.array_equal(st.grundy, gc.label(gc.game("staircase", stairs=3), 6).grundy)
    for bad, match in ((dict(only="remoteness"), "only='remoteness' is not allowed"),
                       (dict(only="grundy", threads=3), "threads=3 is not allowed"),
                       (dict(threads=True), "threads=True is not allowed")):
        with pytest.raises(UsageError, match=match):
            gc.label(g, 3, **bad)


def test_cli_label_only(tmp_path):
    import json

    from click.testing import CliRunner

    from gamecheck.cli import main

    r = CliRunner().invoke(main, ["label", "nim", "--heaps", "3", "--bound", "31", "--only", "misere", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    # misère Nim (Bouton 1902): with a heap of 2 or more, P iff the nim-sum is 0; else P iff the
    # number of heaps of size 1 is odd
    a, b, c = np.meshgrid(*(np.arange(32),) * 3, indexing="ij")
    big = (a > 1) | (b > 1) | (c > 1)
    p = np.where(big, (a ^ b ^ c) == 0, ((a + b + c) % 2) == 1)
    assert data["labels"] == ["misere"] and data["normal"] is None
    assert data["misere"] == {"P": int(p.sum()), "N": int((~p).sum()), "D": 0}
    text = CliRunner().invoke(main, ["label", "nim", "--heaps", "2", "--bound", "20", "--only", "grundy"])
    assert text.exit_code == 0 and "grundy only" in text.output and "31" in text.output
    out = CliRunner().invoke(main, ["label", "nim", "--heaps", "2", "--bound", "5", "--only", "grundy",
                                    "--out", str(tmp_path / "x.npz")])
    assert out.exit_code == 2 and "--out saves every label" in out.output and not (tmp_path / "x.npz").exists()
