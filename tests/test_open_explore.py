"""Open-ended exploration (issue 15): without --n, explore grows the sequence until the
period is certified or --max-n / --time stops it; Ctrl-C keeps what was computed;
--save / --load continue a sequence instead of recomputing it.

Independent references: the periods and preperiods of 0.56 (period 144 from 326,640) and
Dawson's Kayles 0.07 (period 34 from 53), as the reference solver tczajka/octal-games prints
them (its "Found period start=326640 period=144"; Winning Ways ch. 4 for 0.07), and the values
of the direct engine (the T2-bitset method, another algorithm) for --load."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import gamecheck as gc
from gamecheck.engine.sequences import _Engine
from gamecheck.games.takebreak import parse_octal


def _cli(*args: str, cwd: Path | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=cwd)


def direct(code: str, n: int) -> np.ndarray:
    eng = _Engine(parse_octal(code), capacity=n)
    eng.extend(n)
    return eng.g[:n].copy()


def test_056_is_certified_without_n():
    r = _cli("explore", "octal", "0.56", "--no-report", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert (d["period"], d["preperiod"], d["certified"]) == (144, 326640, True)
    assert d["engine"]["method"] == "sparse-space"
    assert any("needs values up to n = 653,569" in note for note in d["notes"])
    assert "checked against the mex rule by the sparse-space verifier" in d["periodicity"]["certificate"]


def test_a_short_period_stops_at_the_first_target():
    r = _cli("explore", "octal", "0.07", "--no-report", "--json", "--no-check")
    d = json.loads(r.stdout)
    assert (d["period"], d["preperiod"], d["certified"]) == (34, 53, True)
    assert len(d["values"]) == 2001


def test_max_n_and_time_stop_it_and_say_so():
    d = json.loads(_cli("explore", "octal", "0.166", "--max-n", "9000", "--no-report", "--json", "--no-check").stdout)
    assert not d["certified"] and len(d["values"]) == 9001
    assert any("--max-n" in note for note in d["notes"])
    assert d["values"] == direct("0.166", 9001).tolist()
    t0 = time.monotonic()
    d = json.loads(_cli("explore", "octal", "0.166", "--time", "1", "--no-report", "--json", "--no-check").stdout)
    assert time.monotonic() - t0 < 60
    assert not d["certified"] and any("time budget" in note for note in d["notes"])


def test_save_and_load_continue_the_sequence(tmp_path):
    f = tmp_path / "s166.npz"
    r = _cli("explore", "octal", "0.166", "--max-n", "5000", "--save", str(f), "--no-report", "--json", "--no-check")
    assert r.returncode == 0 and f.exists(), r.stderr
    r = _cli("explore", "octal", "0.166", "--max-n", "12000", "--load", str(f), "--no-report", "--json",
             "--no-check")
    d = json.loads(r.stdout)
    assert d["values"] == direct("0.166", 12001).tolist()
    assert any("continued from 5,001 saved values" in note for note in d["notes"])
    # the values of another game are refused, in one line
    r = _cli("explore", "octal", "0.36", "--load", str(f), "--no-report")
    assert r.returncode == 2 and "are of octal game 0.166" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    r = _cli("explore", "wythoff", "--load", str(f), "--no-report")
    assert r.returncode == 2 and "one-heap games" in r.stderr


def test_ctrl_c_keeps_the_values_computed(tmp_path):
    # compile the kernels here first (numba's cache is shared with the child): in a fresh
    # checkout the first compilation takes seconds, and a Ctrl-C then only ends start-up
    gc.explore.explore("octal", "0.166", n=40000, check=False)
    f = tmp_path / "int.npz"
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    p = subprocess.Popen([sys.executable, "-m", "gamecheck", "explore", "octal", "0.166", "--save", str(f),
                          "--no-report", "--json", "--no-check"], cwd=tmp_path, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(8)  # start-up, then the sequence grows (0.166 is not known to be periodic)
    p.send_signal(signal.SIGINT)  # lands while computing, checking the period or fitting: all keep the values
    out, err = p.communicate(timeout=120)
    assert p.returncode == 130, err
    d = json.loads(out)
    assert d["interrupted"] and any("interrupted (Ctrl-C)" in note for note in d["notes"])
    n = len(d["values"])
    assert n > 2001
    saved = gc.explore.load_sequence(f, parse_octal("0.166"))
    assert len(saved) == n and np.array_equal(saved[:50000], direct("0.166", min(n, 50000)))


def test_python_api_grows_too():
    e = gc.explore.explore("octal", "0.56", check=False)
    assert e.periodicity.certified and (e.periodicity.period, e.periodicity.preperiod) == (144, 326640)
    with pytest.raises(gc.UsageError, match="one-heap games"):
        gc.explore.explore("nim", max_n=100)


def test_the_engine_reported_is_the_one_that_ran():
    """With an explicit --n the JSON names the engine and its class split: for 0.166 to 2^16
    the reference solver (tczajka/octal-games) prints rare_mask=fd num_rare=176."""
    d = json.loads(_cli("explore", "octal", "0.166", "--n", "65535", "--no-report", "--json", "--no-check").stdout)
    assert d["engine"]["method"] == "sparse-space"
    assert (d["engine"]["mask"], d["engine"]["rare_heaps"]) == (0xFD, 176)


def test_a_slow_step_stops_at_the_time_budget():
    """A step of a slow game (a general take-and-break code, pure Python) is checked against the
    budget inside the engine, not only between steps: the run stops near the budget with the values
    computed so far (it ran on for 34 s past a 10 s budget before)."""
    import time

    from gamecheck.engine.sequences import SequenceRun
    from gamecheck.games import make_ruleset

    game = make_ruleset("octal", {"code": "0.3G"}).heap_game()
    run = SequenceRun(game)
    t0 = time.perf_counter()
    reached = run.extend(20_000, deadline=t0 + 1.0)
    assert reached is False
    assert time.perf_counter() - t0 < 20  # the whole range would take many minutes
    assert 0 < run.done < 20_001
