"""Interruption, time limits and partial writes (issue 12): Ctrl-C stops a z3 query with
exit status 130, a solver time limit is enforced, a failed report run leaves the previous
reports, and no temporary file is left behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import z3

from gamecheck.lang import smt
from gamecheck.atomic import atomic_open
from gamecheck.errors import UsageError


def hard_query() -> z3.Solver:
    """A nonlinear query z3 does not settle in seconds (x^3 + y^3 = z^3 in 48-bit
    bit-vectors, no zero) -- a stand-in for a long proof."""
    x, y, z = z3.BitVecs("x y z", 48)
    s = z3.Solver()
    s.add(x * x * x + y * y * y == z * z * z, x != 0, y != 0, z != 0,
          z3.ULT(x, 2**15), z3.ULT(y, 2**15), z3.ULT(z, 2**15), x * y != 0)
    return s


def test_solver_time_limit_is_enforced():
    t0 = time.monotonic()
    r, why = smt.check_with_limit(hard_query(), 1.0)
    took = time.monotonic() - t0
    if r != z3.unknown:  # pragma: no cover - a faster z3 settled it: nothing to time out
        pytest.skip(f"z3 settled the query in {took:.1f} s")
    assert "timed out after 1 s" in why
    assert took < 1.0 + 3.0  # the limit plus the grace and thread start-up


def _gamecheck(*args: str, cwd: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "gamecheck", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


#: Fibonacci Nim's rule without the catalogue's lemmas: zeck_min's greedy bit-blasted at 24 bits,
#: where "no move from P to P" takes the solvers many seconds (Wythoff, the former example, is now
#: proved through its lemmas in seconds)
SLOW_CLAIM = """
[[claim]]
id = "slow.fibonacci-nim"
statement = "Fibonacci Nim: P exactly when n = 0 or the smallest Zeckendorf term of n exceeds c."
ruleset = "fibonacci-nim"
kind = "p-rule"
rule = "n == 0 or zeck_min(n) > c"
let = { z = "zeck_min(n)", r = "max(n - zeck_min(n), 0)" }
strategy = "(r, min(2 * z, r))"
"""


def test_ctrl_c_during_a_z3_query_exits_130_and_leaves_no_tmp(tmp_path):
    (tmp_path / "slow.toml").write_text(SLOW_CLAIM, encoding="utf-8")
    p = _gamecheck("prove", "slow.toml", "--bits", "24", "--timeout", "120", "--smt2", "smt", cwd=tmp_path)
    # wait until the first queries are written (the run is inside z3 by then)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not list((tmp_path / "smt").glob("*terminal*.smt2")):
        time.sleep(0.2)
    time.sleep(1.5)
    t0 = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert time.monotonic() - t0 < 10, "the interrupt waited for the query to finish"
    assert p.returncode == 130, (out, err)
    assert "Traceback" not in err and [ln for ln in err.splitlines() if ln.strip()] == ["error: interrupted"]
    assert not list(tmp_path.rglob("*.tmp"))


def test_atomic_open_removes_the_temporary_file_on_failure(tmp_path):
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(KeyboardInterrupt):
        with atomic_open(target, "w") as fh:
            fh.write("half")
            raise KeyboardInterrupt
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


def test_atomic_open_names_an_unwritable_path(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(UsageError, match="is a file, not a folder"):
        with atomic_open(blocker / "sub" / "out.txt", "w") as fh:
            fh.write("x")
    with pytest.raises(UsageError, match="folder, not a file"):
        with atomic_open(tmp_path, "w") as fh:
            fh.write("x")


def test_failed_report_run_leaves_the_previous_reports(tmp_path, monkeypatch):
    from gamecheck.report import markdown

    rec = {"id": "a.b", "document": "d.txt", "section": "1", "statement": "s", "ruleset": "nim", "params": {},
           "kind": "outcome", "verdict": "holds", "expected": "holds", "method": "exhaustive", "bound": "",
           "positions_checked": 1, "seconds": 0.0, "witness": None, "group": "a", "reason": ""}
    docs = [{"file": "d.txt", "title": "D", "language": "en", "summary": ""}]
    markdown.write_reports([rec], docs, tmp_path, figures=False)
    before = {str(p.relative_to(tmp_path)): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert "results.json" in before and json.loads(before["results.json"])[0]["verdict"] == "holds"
    assert "html/index.html" in before

    def boom(*a, **k):
        raise KeyboardInterrupt

    monkeypatch.setattr(markdown, "results_json", boom)
    with pytest.raises(KeyboardInterrupt):
        markdown.write_reports([dict(rec, verdict="refuted")], docs, tmp_path, figures=False)
    after = {str(p.relative_to(tmp_path)): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert after == before  # nothing of the failed run was moved in (pages, site, results.json)
    assert [p.name for p in tmp_path.iterdir() if p.is_dir()] == ["html"]  # the staging folder is gone
    assert not list(tmp_path.rglob("*.tmp"))
