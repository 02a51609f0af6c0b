"""Every recorded solver answer asked again (issue 37, point 1: "recheck replays it")."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gamecheck.errors import UsageError
from gamecheck.solver_replay import replay_answers

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "reports"
CLAIM = "000.nim.one-heap"  # integer queries: z3 and cvc5, each in a fraction of a second


def _folder(tmp_path: Path, edit=None) -> Path:
    """A report folder with the committed record of CLAIM and its SMT-LIB files; ``edit``
    changes the record first."""
    rec = next(r for r in json.loads((REPORTS / "results.json").read_text(encoding="utf-8")) if r["id"] == CLAIM)
    if edit is not None:
        edit(rec)
    out = tmp_path / "r"
    (out / "smt2").mkdir(parents=True)
    (out / "results.json").write_text(json.dumps([rec]), encoding="utf-8")
    for q in rec["z3"]["queries"]:
        shutil.copy(REPORTS / "smt2" / q["smt2"], out / "smt2" / q["smt2"])
    return out


def test_the_committed_answers_come_out_the_same(tmp_path):
    rec = next(r for r in json.loads((REPORTS / "results.json").read_text(encoding="utf-8")) if r["id"] == CLAIM)
    recorded = sum(a["status"] in ("sat", "unsat") for q in rec["z3"]["queries"] for a in q["solvers"])
    r = replay_answers(_folder(tmp_path))
    assert r.ok and r.answers == recorded == r.same and recorded >= 8


def test_a_changed_count_and_a_missing_file_are_found(tmp_path):
    def edit(rec):
        rec["z3"]["queries"][1]["solvers"][0]["resources"] += 1

    folder = _folder(tmp_path, edit)
    gone = json.loads((folder / "results.json").read_text())[0]["z3"]["queries"][2]["smt2"]
    (folder / "smt2" / gone).unlink()
    r = replay_answers(folder)
    assert not r.ok and len(r.differences) == 1 and r.missing == [gone]
    cid, _, _, was, now = r.differences[0]
    assert cid == CLAIM and was[1] == now[1] + 1 and was[0] == now[0]


def test_the_cli_says_so_and_exits_1(tmp_path):
    def edit(rec):
        rec["z3"]["queries"][0]["solvers"][1]["resources"] = 7

    folder = _folder(tmp_path, edit)
    p = subprocess.run([sys.executable, "-m", "gamecheck", "recheck", str(folder), "--no-checks", "--solvers"],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 1, p.stderr[-500:]
    assert "CHANGED" in p.stdout and "recorded unsat with 7" in p.stdout
    assert "asked again" in p.stdout and "Traceback" not in p.stderr


def test_a_folder_without_results_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError, match="results.json"):
        replay_answers(tmp_path)
    p = subprocess.run([sys.executable, "-m", "gamecheck", "recheck", str(tmp_path), "--certificates-only", "--solvers"],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and "--solvers" in p.stderr and "Traceback" not in p.stderr
