"""``explore --state DIR``: a long run checkpointed to a folder and continued from it; a killed
run loses at most the work since the last checkpoint and ends with the same values."""

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
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.cli import main
from gamecheck.errors import UsageError

from test_survey import brute

_RUN = """
import sys
import gamecheck as gc
if __name__ == "__main__":
    gc.explore.explore("octal", "0.6", n=int(sys.argv[2]), state=sys.argv[1], checkpoint_seconds=0.2, check=False)
"""


def test_a_killed_run_continues_from_its_state(tmp_path):
    n = 1 << 18
    script = tmp_path / "run.py"
    script.write_text(_RUN)
    state = tmp_path / "state"
    proc = subprocess.Popen([sys.executable, str(script), str(state), str(n)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    meta = state / "state.json"
    t0 = time.monotonic()
    done = 0
    while time.monotonic() - t0 < 120 and proc.poll() is None:
        if meta.exists():
            try:
                done = json.loads(meta.read_text())["done"]
            except (ValueError, KeyError):
                done = 0
            if 0 < done < n + 1:
                break
        time.sleep(0.02)
    assert 0 < done < n + 1, f"no checkpoint before the end (done = {done})"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    again = gc.explore.explore("octal", "0.6", n=n, state=state, check=False)
    assert any("continued from" in note for note in again.notes)
    fresh = gc.explore.explore("octal", "0.6", n=n, check=False)
    assert np.array_equal(np.asarray(again.values), np.asarray(fresh.values))
    assert tuple(int(v) for v in again.values[:301]) == brute("0.6", 300)
    assert json.loads(meta.read_text())["done"] == n + 1


def test_state_refusals(tmp_path):
    gc.explore.explore("octal", "0.77", n=500, state=tmp_path / "k", check=False)
    with pytest.raises(UsageError, match="not of"):  # another game's values in the folder
        gc.explore.explore("octal", "0.6", n=500, state=tmp_path / "k", check=False)
    with pytest.raises(UsageError, match="octal, finite subtraction and all-but"):
        gc.explore.explore("grundy", n=100, state=tmp_path / "g")
    with pytest.raises(UsageError, match="without load=, save= or start="):
        gc.explore.explore("octal", "0.77", n=100, state=tmp_path / "k", save=tmp_path / "x.npz")
    (tmp_path / "file").write_text("x")
    with pytest.raises(UsageError, match="a file is in the way"):
        gc.explore.explore("octal", "0.77", n=100, state=tmp_path / "file")


def test_cli_state(tmp_path):
    state = tmp_path / "s"
    r = CliRunner().invoke(main, ["explore", "octal", "0.16", "--n", "3000", "--state", str(state), "--no-check"])
    assert r.exit_code == 0, r.stderr
    assert (state / "values.npz").exists() and json.loads((state / "state.json").read_text())["done"] == 3001
    r = CliRunner().invoke(main, ["explore", "octal", "0.16", "--n", "4000", "--state", str(state), "--no-check"])
    assert r.exit_code == 0 and "continued from 3,001 stored values" in r.stdout, r.stdout
    r = CliRunner().invoke(main, ["explore", "grundy", "--n", "100", "--state", str(tmp_path / "g")])
    assert r.exit_code == 2 and "--state keeps long runs" in r.stderr and "Traceback" not in r.stderr, r.stderr


def test_sigterm_stops_a_run_as_ctrl_c_does(tmp_path):
    """A batch system stops a job with SIGTERM: the ``gamecheck`` process unwinds as on Ctrl-C
    (the state written at the end, exit status 143, one line on stderr) and the same command
    continues from what it kept."""
    state = tmp_path / "state"
    cmd = [sys.executable, "-m", "gamecheck", "explore", "octal", "0.6", "--n", "2^26", "--state", str(state),
           "--no-check", "--threads", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    meta = state / "state.json"
    time.sleep(5)  # started, and computing (2^26 heaps take minutes)
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, (out, err)
    assert "Traceback" not in err and "g(0.." in out
    done = json.loads(meta.read_text())["done"]
    assert 0 < done < (1 << 26) + 1
    from gamecheck.games.takebreak import parse_octal
    from gamecheck.explore.savefile import load_sequence

    kept = load_sequence(state / "values.npz", parse_octal("0.6"))
    assert len(kept) == done
    assert tuple(int(v) for v in kept[:201]) == brute("0.6", 200)
