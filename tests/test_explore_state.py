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


# -- values on disk (memory-mapped) ------------------------------------------------------------

def _sha256_file(path: Path, count: int, itemsize: int = 2) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()[: count * itemsize]).hexdigest()


def test_values_on_disk_are_the_values_and_their_hash_is_recorded(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMECHECK_VALUES_ON_DISK", "1")
    state = tmp_path / "state"
    got = gc.explore.explore("octal", "0.6", n=1 << 17, state=state, check=False)
    meta = json.loads((state / "state.json").read_text())
    assert meta["values_file"] == "values.u16" and meta["done"] == (1 << 17) + 1
    assert not (state / "values.npz").exists()
    raw = np.fromfile(state / "values.u16", dtype=np.uint16)[: meta["done"]]
    monkeypatch.setenv("GAMECHECK_VALUES_ON_DISK", "0")
    fresh = gc.explore.explore("octal", "0.6", n=1 << 17, check=False)
    assert np.array_equal(raw, np.asarray(fresh.values)) and np.array_equal(np.asarray(got.values), raw)
    assert meta["sha256"] == _sha256_file(state / "values.u16", meta["done"])
    assert tuple(int(v) for v in raw[:301]) == brute("0.6", 300)
    # continued (a larger n), whatever the setting now: the folder keeps its values on disk
    more = gc.explore.explore("octal", "0.6", n=1 << 18, state=state, check=False)
    assert any("SHA-256 checked" in note for note in more.notes)
    fresh = gc.explore.explore("octal", "0.6", n=1 << 18, check=False)
    assert np.array_equal(np.asarray(more.values), np.asarray(fresh.values))


def test_a_killed_run_on_disk_continues(tmp_path):
    n = 1 << 19
    script = tmp_path / "run.py"
    script.write_text(_RUN)
    state = tmp_path / "state"
    env = dict(os.environ, GAMECHECK_VALUES_ON_DISK="1")
    proc = subprocess.Popen([sys.executable, str(script), str(state), str(n)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
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


def test_changed_values_on_disk_are_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMECHECK_VALUES_ON_DISK", "1")
    state = tmp_path / "state"
    gc.explore.explore("octal", "0.6", n=5000, state=state, check=False)
    raw = bytearray((state / "values.u16").read_bytes())
    raw[200] ^= 1
    (state / "values.u16").write_bytes(bytes(raw))
    with pytest.raises(UsageError, match="SHA-256"):
        gc.explore.explore("octal", "0.6", n=6000, state=state, check=False)
    with pytest.raises(UsageError, match="another game"):
        gc.explore.explore("octal", "0.16", n=6000, state=state, check=False)
    monkeypatch.setenv("GAMECHECK_VALUES_ON_DISK", "sometimes")
    with pytest.raises(UsageError, match="GAMECHECK_VALUES_ON_DISK='sometimes'"):
        gc.explore.explore("octal", "0.6", n=6000, state=tmp_path / "other", check=False)


def test_values_on_disk_widen_to_a_uint32_file(tmp_path):
    """Past 65,535 the values move to a file of uint32 (forced here by widening early)."""
    from gamecheck.engine.sequences import _Engine
    from gamecheck.engine.sparse import SparseEngine, ValuesOnDisk
    from gamecheck.games.takebreak import parse_octal

    game = parse_octal("0.6")
    want = _Engine(game, capacity=4000)
    want.extend(4000)
    with ValuesOnDisk(tmp_path / "v.u16") as disk:
        e = SparseEngine(game, capacity=100, threads=1)
        e.extend(100)
        e.st[3] = 1 << 16  # V: the next widening crosses 65,535
        e._widen()
        assert e.g.dtype == np.uint32 and disk.path.name == "v.u32"
        e.extend(4000)
        e.flush()
    assert np.array_equal(np.fromfile(tmp_path / "v.u32", dtype=np.uint32)[:4000].astype(np.int64), want.g[:4000])


@pytest.mark.slow
def test_values_on_disk_stay_out_of_anonymous_memory(tmp_path):
    """At 2^24 heaps the values are 32 MB: a run with them on disk reaches that much less
    anonymous memory at its peak (RssAnon, sampled every 5 ms) than the same run in memory, and
    grows it by less than the values' own size (the periodicity search reads the uint16 values as
    they are: a copy to int32 alone would add 64 MB)."""
    script = tmp_path / "mem.py"
    script.write_text(
        "import sys, threading, time\nimport gamecheck as gc\npeak, stop = [0], [False]\n"
        "def sample():\n"
        "    while not stop[0]:\n"
        "        for line in open('/proc/self/status'):\n"
        "            if line.startswith('RssAnon'):\n"
        "                peak[0] = max(peak[0], int(line.split()[1]))\n"
        "        time.sleep(0.005)\n"
        "if __name__ == '__main__':\n"
        "    gc.explore.explore('octal', '0.6', n=1 << 10, check=False, threads=1)\n"
        "    base = [int(x.split()[1]) for x in open('/proc/self/status') if x.startswith('RssAnon')][0]\n"
        "    t = threading.Thread(target=sample, daemon=True)\n"
        "    t.start()\n"
        "    gc.explore.explore('octal', '0.6', n=1 << 24, state=sys.argv[1], check=False, threads=1)\n"
        "    stop[0] = True\n"
        "    t.join()\n"
        "    print(base, peak[0])\n")
    anon, base = {}, {}
    for mode in ("0", "1"):
        out = subprocess.run([sys.executable, str(script), str(tmp_path / f"s{mode}")], capture_output=True, text=True,
                             env=dict(os.environ, GAMECHECK_VALUES_ON_DISK=mode), check=True)
        base[mode], anon[mode] = (int(v) * 1024 for v in out.stdout.split()[-2:])
    assert anon["0"] - anon["1"] > 0.7 * 2 * (1 << 24), anon
    assert anon["1"] - base["1"] < 2 * (1 << 24), (base, anon)
