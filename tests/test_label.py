"""`gamecheck label`, engine selection, label files and the memory guard."""

import json
import math

import numpy as np
import pytest
from click.testing import CliRunner

from gamecheck.cli import main
from gamecheck.domain import BoxDomain
from gamecheck.engine.label import label_bytes, label_domain, resolve_engine
from gamecheck.engine.labelfile import load_labels
from gamecheck.games import make_ruleset

from conftest import brute_outcomes, subtraction_options


def run(*args, env=None):
    return CliRunner().invoke(main, list(args), env=env)


def _nim3_p_count(b):
    a = np.arange(b + 1)
    x = a[:, None, None] ^ a[None, :, None] ^ a[None, None, :]
    return int((x == 0).sum())


@pytest.mark.parametrize("engine", ["compact", "arrays", "networkx"])
def test_label_nim_counts_p_positions_like_bouton(engine):
    r = run("label", "nim", "--heaps", "3", "--bound", "12", "--engine", engine, "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["positions"] == 13 ** 3 and d["engine"] == engine
    assert d["normal"]["P"] == _nim3_p_count(12) and d["normal"]["D"] == 0
    assert d["max_grundy"] == 15  # 12 ^ 3 = 15 is reachable: 8 ^ 4 ^ 3
    assert d["normal"]["P"] + d["normal"]["N"] == d["positions"]


def test_label_wythoff_p_count_matches_the_golden_ratio_pairs():
    b = 200
    r = run("label", "wythoff", "--bound", str(b), "--json")
    d = json.loads(r.output)
    phi_pairs = set()
    k = 0
    while True:  # a_k = floor(k phi) = (k + isqrt(5k^2)) // 2, exact
        a = (k + math.isqrt(5 * k * k)) // 2
        if a > b:
            break
        for p in ((a, a + k), (a + k, a)):
            if max(p) <= b:
                phi_pairs.add(p)
        k += 1
    assert d["normal"]["P"] == len(phi_pairs)


def test_engines_give_identical_labels_on_a_subtraction_game():
    rs = make_ruleset("subtraction", {"set": "1,3,4"}).with_arity(1)
    dom = BoxDomain([300])
    a = label_domain(rs, dom, "arrays")
    c = label_domain(rs, dom, "compact")
    for f in ("outcome", "misere", "grundy", "remoteness", "misere_remoteness"):
        assert np.array_equal(getattr(a, f), getattr(c, f)), f
    is_p = brute_outcomes(subtraction_options((1, 3, 4)))
    assert [int(v) == 0 for v in c.outcome] == [is_p((n,)) for n in range(301)]


def test_auto_engine_is_compact_for_large_domains_only():
    assert resolve_engine("auto", BoxDomain([10, 10])) == "arrays"
    assert resolve_engine("auto", BoxDomain([300, 300])) == "compact"


def test_out_file_reads_back_with_its_ranking(tmp_path):
    f = tmp_path / "nim.npz"
    r = run("label", "nim", "--heaps", "3", "--bound", "9", "--out", str(f))
    assert r.exit_code == 0, r.output
    lf = load_labels(f)
    assert lf.ruleset.startswith("nim") and lf.domain.size == 1000
    assert lf.label_of((1, 2, 3))["outcome"] == 0 and lf.label_of((1, 2, 4))["grundy"] == 7
    # a staircase domain is not a box: the positions themselves are stored
    g = tmp_path / "stairs.npz"
    r = run("label", "staircase", "-p", "stairs=3", "--bound", "6", "--out", str(g), "--json")
    assert r.exit_code == 0, r.output
    sf = load_labels(g)
    # P iff the odd stairs (1 and 3) have nim-sum 0 (Sprague 1937)
    for pos in [(1, 4, 1), (2, 0, 3), (0, 6, 0), (3, 0, 3), (1, 0, 0)]:
        assert (sf.label_of(pos)["outcome"] == 0) == (pos[0] ^ pos[2] == 0)


def test_memory_guard_refuses_with_the_largest_bound_that_fits():
    env = {"GAMECHECK_MEMORY_LIMIT": str(2 * 2_000_000)}  # 2 MB allowed (half of the limit)
    r = run("label", "nim", "--heaps", "3", "--bound", "127", "--engine", "compact", env=env)
    assert r.exit_code == 3
    msg = r.output
    assert "GiB" in msg and "largest bound that fits is" in msg
    best = int(msg.rsplit("is", 1)[1].strip().rstrip("."))
    rs = make_ruleset("nim", {"heaps": 3})
    assert label_bytes(rs, BoxDomain([best] * 3), "compact") <= 2_000_000
    assert label_bytes(rs, BoxDomain([best + 1] * 3), "compact") > 2_000_000


@pytest.mark.parametrize("args", [("--bound", "-1"), ("--bound", "5", "--engine", "fast")])
def test_bad_label_arguments_exit_2(args):
    r = run("label", "nim", "--heaps", "2", *args)
    assert r.exit_code == 2


def test_largest_that_fits_matches_a_scan():
    from hypothesis import given, strategies as st

    from gamecheck.domain import largest_that_fits

    @given(st.lists(st.integers(0, 50), max_size=30), st.integers(0, 1000))
    def check(steps, have):
        need = [sum(steps[:i + 1]) for i in range(len(steps))] or [0]  # non-decreasing
        upper = len(need) - 1
        expect = max((b for b in range(upper + 1) if need[b] <= have), default=-1)
        assert largest_that_fits(lambda b: need[b], upper, have) == expect

    check()
