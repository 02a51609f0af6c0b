"""The first command leaves the checkout clean (issue 36, point 6).

`gamecheck verify` writes `reports/`, which is committed. Whatever differs between two runs or
two machines -- the times measured -- goes to `reports/timings.json`, which git ignores;
`results.json`, the pages, the proof pages, the SMT-LIB files and the certificates are the same
bytes on every run. Here a few claims of the catalogue (one proved over bit-vectors with a
certificate, one proved over the integers with its encoding validated, one refuted) are
audited twice.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from gamecheck.cli import main
from gamecheck.report.markdown import TIMING_FIELDS, TIMINGS_FILE

ROOT = Path(__file__).resolve().parent.parent
CLAIMS = ("001.nim.lemma1.smaller", "004.bash.win-by-r", "002.example.row-10")


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    outs = []
    for name in ("a", "b"):
        out = tmp_path_factory.mktemp(f"verify-{name}") / "reports"
        args = ["verify", *(a for c in CLAIMS for a in ("--claim", c)), "--reports", str(out)]
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 0, r.output
        outs.append(out)
    return outs


def _files(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def _keys(obj) -> set[str]:
    if isinstance(obj, dict):
        return set(obj) | {k for v in obj.values() for k in _keys(v)}
    if isinstance(obj, list):
        return {k for v in obj for k in _keys(v)}
    return set()


def test_two_runs_write_the_same_bytes_apart_from_the_timings(runs):
    a, b = runs
    files = _files(a)
    assert files == _files(b)
    for must in ("results.json", TIMINGS_FILE, "index.md", "html/index.html", "proofs/004.bash.win-by-r.md"):
        assert must in files
    assert any(f.startswith("smt2/") for f in files) and any(f.startswith("certificates/") for f in files)
    differ = [f for f in files if (a / f).read_bytes() != (b / f).read_bytes()]
    assert set(differ) <= {TIMINGS_FILE}, differ


def test_results_json_and_the_pages_hold_no_time(runs):
    a, _ = runs
    data = json.loads((a / "results.json").read_text(encoding="utf-8"))
    assert [r["id"] for r in data] == list(CLAIMS)
    assert not _keys(data) & TIMING_FIELDS
    proved = next(r for r in data if r["id"] == "004.bash.win-by-r")["z3"]
    assert proved["verdict"] == "proved" and proved["validation"] and proved["budget"]["wall"] > 0  # a limit, kept
    assert all(s["resources"] > 0 for q in proved["queries"] for s in q["solvers"])  # deterministic counts, kept
    for f in _files(a):
        if f.endswith((".md", ".html", ".json")) and f != TIMINGS_FILE:
            text = (a / f).read_text(encoding="utf-8")
            assert "seconds" not in text and not re.search(r"\b\d+\.\d+ ?s\b", text), f


def test_the_timings_file_holds_every_time_with_its_label(runs):
    a, _ = runs
    times = json.loads((a / TIMINGS_FILE).read_text(encoding="utf-8"))
    assert [t["id"] for t in times] == list(CLAIMS)
    assert all(isinstance(t["seconds"], float) for t in times)
    z3 = next(t for t in times if t["id"] == "004.bash.win-by-r")["z3"]
    assert isinstance(z3["seconds"], float) and isinstance(z3["validation"]["seconds"], float)
    for q in z3["queries"]:
        assert q["name"] and isinstance(q["seconds"], float)
        assert all(s["solver"] in ("z3", "bitwuzla", "cvc5") and isinstance(s["seconds"], float) for s in q["solvers"])


def test_the_timings_file_is_ignored_by_git_and_the_records_are_not():
    lines = [ln.strip() for ln in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()]
    assert f"reports/{TIMINGS_FILE}" in lines
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        return  # not a git checkout (an unpacked source distribution): the line above is the check

    def ignored(rel: str) -> bool:
        p = subprocess.run([git, "-C", str(ROOT), "check-ignore", "-q", rel], capture_output=True, timeout=60)
        assert p.returncode in (0, 1), p.stderr
        return p.returncode == 0

    assert ignored(f"reports/{TIMINGS_FILE}")  # (and not tracked: check-ignore says no for a tracked file)
    assert not ignored("reports/results.json") and not ignored("reports/index.md")


def test_the_committed_records_hold_no_time():
    """`reports/results.json` as committed: what `gamecheck verify` writes on a fresh clone, with
    no field that a second run would change (regenerate reports/ when this fails)."""
    data = json.loads((ROOT / "reports" / "results.json").read_text(encoding="utf-8"))
    timed = sorted(_keys(data) & TIMING_FIELDS)
    assert data and not timed, f"reports/results.json records {timed}: regenerate reports/ with `gamecheck verify`"
    assert not (ROOT / "reports" / TIMINGS_FILE).exists() or _tracked(f"reports/{TIMINGS_FILE}") is False


def _tracked(rel: str) -> bool | None:
    """Whether git tracks ``rel`` (None outside a git checkout)."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        return None
    p = subprocess.run([git, "-C", str(ROOT), "ls-files", "--error-unmatch", rel], capture_output=True, timeout=60)
    return p.returncode == 0
