"""Long octal sequences keep one compact copy of their values (issue 15, "values stored
compactly"): the values as the engine computed them (uint16), int32 (not int64) for the period
search, rule candidates judged a block of heaps at a time, growth copying only the filled part of
the rare-heap lists. Each shortcut is checked here against the plain computation: the pure-Python
mex oracle, the direct engine (another algorithm), or a loop over every heap."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck.explore.run as run
from gamecheck.engine.periodicity import _as_values, certify
from gamecheck.engine.sequences import SequenceRun, _Engine, grundy_sequence, grundy_sequence_naive
from gamecheck.engine.sparse import SparseEngine
from gamecheck.games.takebreak import parse_octal
from gamecheck.lang import expr as rexpr


def direct(game, n: int) -> np.ndarray:
    eng = _Engine(game, capacity=n)
    eng.extend(n)
    return eng.g[:n].copy()


def test_compact_values_are_the_oracles_in_two_bytes():
    game = parse_octal("0.166")
    want = grundy_sequence_naive(game, 1500)
    compact = grundy_sequence(game, 1500, compact=True)
    wide = grundy_sequence(game, 1500)
    assert compact.dtype == np.uint16 and wide.dtype == np.int64
    assert compact.tolist() == want == wide.tolist()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["0.166", "0.36", "0.6", "0.56", "0.137", "0.156", "4.0"]),
       st.lists(st.integers(1, 900), min_size=1, max_size=6))
def test_growing_step_by_step_gives_the_direct_engines_values(code, steps):
    """The engine starts with room for one heap and grows at every step (copying only the
    rare heaps found so far); the values are those of the direct engine."""
    game = parse_octal(code)
    e = SparseEngine(game, capacity=1)
    n = 0
    for s in steps:
        n += s
        e.extend(n)
    assert np.array_equal(e.values.astype(np.int64), direct(game, n)), (code, steps)


def test_a_sequence_run_view_is_its_values_without_a_copy():
    game = parse_octal("0.36")
    r = SequenceRun(game)
    r.extend(5000)
    view = r.values_view()
    assert np.shares_memory(view, r.engine.g) and view.tolist() == r.values.tolist()
    r.extend(40000)  # the engine moves to a larger array; the view keeps the values it had
    assert view.tolist() == direct(game, len(view)).tolist()


@pytest.mark.parametrize("block", [1, 7, 64, 1 << 20])
def test_rules_are_judged_block_by_block_as_on_every_heap(monkeypatch, block):
    """The first heap where a rule and the values disagree, found a block at a time, is the one
    a loop over every heap finds (mismatches planted in early, middle and last blocks)."""
    monkeypatch.setattr(run, "_JUDGE_BLOCK", block)
    vals = np.array([3 * (n % 4) for n in range(300)], dtype=np.uint16)
    grundy = rexpr.parse("3 * (n % 4)", ["n"])
    p_rule = rexpr.parse("n % 4 == 0", ["n"])
    assert run._first_mismatch(grundy, vals, p_rule=False) == (None, None)
    assert run._first_mismatch(p_rule, vals, p_rule=True) == (None, None)
    for at in (0, 6, 150, 299):
        bad = vals.copy()
        bad[at] = 7
        loop = next(n for n in range(300) if 3 * (n % 4) != bad[n])
        assert loop == at and run._first_mismatch(grundy, bad, p_rule=False) == (loop, 3 * (loop % 4))
        bad[at] = 0 if vals[at] else 5  # now a P-position where the rule says N, or the other way
        loop_p = next(n for n in range(300) if (n % 4 == 0) != (bad[n] == 0))
        assert loop_p == at and run._first_mismatch(p_rule, bad, p_rule=True) == (loop_p, loop_p % 4 == 0)


def test_period_search_reads_compact_values_as_int32_only_when_exact():
    small = np.arange(10, dtype=np.int32)
    assert _as_values(small) is small  # no copy
    assert _as_values(np.arange(10, dtype=np.uint16)).dtype == np.int32
    big = np.array([0, 2**31 - 1, -(2**31)], dtype=np.int32)  # differences overflow int32
    wide = _as_values(big)
    assert wide.dtype == np.int64 and int(wide[1] - wide[2]) == 2**32 - 1
    assert _as_values(np.array([2**32 - 1], dtype=np.uint32)).dtype == np.int64


def test_certifying_compact_values_gives_the_same_period_as_int64():
    """0.156 (period 349 from 3479, Flammenkamp's octal table) is certified past the sparse
    verifier's threshold, which then reads the uint16 array itself."""
    game = parse_octal("0.156")
    g = grundy_sequence(game, 20000, compact=True)
    a, b = certify(g, kind="octal", digits=game.digits), certify(g.astype(np.int64), kind="octal", digits=game.digits)
    assert (a.period, a.preperiod, a.certified, a.certificate) == (b.period, b.preperiod, b.certified, b.certificate)
    assert a.certified and (a.period, a.preperiod) == (349, 3479)
    assert a.needed_to >= 4096  # the sparse verifier ran (FAST_CHECK_FROM)
    broken = g.copy()
    broken[5000] ^= 1  # a value the certificate reads, no longer the mex of its options
    with pytest.raises(Exception, match=r"values\[5000\]"):
        certify(broken, kind="octal", digits=game.digits)


def test_the_cli_writes_the_values_as_bytes_between_its_json_text():
    """--json writes the long array as orjson's bytes straight to stdout; the document around
    it stays valid JSON and the values are the oracle's."""
    p = subprocess.run([sys.executable, "-m", "gamecheck", "explore", "octal", "0.166", "--n", "3000", "--json",
                        "--no-report"], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-500:]
    d = json.loads(p.stdout)
    assert d["values"] == grundy_sequence_naive(parse_octal("0.166"), 3000)
    assert d["kind"] == "sequence" and d["candidates"]
    # the process's own peak so far: more than the values alone, less than the machine
    assert 3001 * 2 < d["peak_memory_bytes"] < 4 * 2**30


def test_the_peak_memory_is_the_commands_own_not_its_parents():
    """On Linux ru_maxrss survives exec, so a command started by a large parent (a test runner
    of several GB) reported the parent's size; the peak now comes from VmHWM, the command's
    own high-water mark (a parent holding 600 MB must not raise it past 600 MB)."""
    ballast = bytearray(600 * 2**20)
    ballast[::4096] = b"\x01" * len(ballast[::4096])  # touch every page: resident
    p = subprocess.run([sys.executable, "-m", "gamecheck", "explore", "octal", "0.166", "--n", "300", "--json",
                        "--no-report"], capture_output=True, text=True, timeout=300)
    del ballast
    assert p.returncode == 0, p.stderr[-500:]
    assert json.loads(p.stdout)["peak_memory_bytes"] < 600 * 2**20
