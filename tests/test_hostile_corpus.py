"""The hostile-input corpus of issue 24, run as real processes (slow: several minutes).

``experiments/hostile/run.py`` runs every entry of the new classes of
``experiments/hostile/corpus.json`` -- game files, graph files, ``--save``/``--load``,
``check --report`` pages, the Python API, files outside a claims file's folder and planted
claims on games with draws -- each as its own ``gamecheck`` (or ``python -c``) process with a
wall limit and a memory limit, and classifies the outcome.  Every entry must be ``ok``: no
hang, blow-up, traceback, false verdict, leaked secret, stray write, escaped markup, silent
acceptance of nonsense or wrong exception type.

    python -m pytest -m slow tests/test_hostile_corpus.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUN = ROOT / "experiments" / "hostile" / "run.py"
CORPUS = ROOT / "experiments" / "hostile" / "corpus.json"
#: the classes added for issue 24
NEW_CLASSES = ("gamefile", "graph", "saveload", "report", "api", "outside", "loopy")


@pytest.mark.slow
def test_the_corpus_file_has_the_new_classes():
    corpus = json.loads(CORPUS.read_text(encoding="utf-8"))
    counts = {c: sum(e["class"] == c for e in corpus) for c in NEW_CLASSES}
    assert all(counts.values()), counts
    assert sum(counts.values()) >= 300, counts


@pytest.mark.slow
def test_every_new_hostile_input_is_handled(tmp_path):
    results = tmp_path / "results.json"
    report = tmp_path / "hostile.md"
    proc = subprocess.run([sys.executable, str(RUN), "--only", ",".join(NEW_CLASSES), "--jobs", "2",
                           "--results", str(results), "--report", str(report)],
                          cwd=ROOT, capture_output=True, text=True, timeout=3 * 3600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = json.loads(results.read_text(encoding="utf-8"))
    assert {r["class"] for r in rows} == set(NEW_CLASSES)
    bad = [r for r in rows if r["outcome"] != "ok"]
    causes = report.read_text(encoding="utf-8").split("## Distinct causes", 1)[-1].split("## Failures", 1)[0]
    assert not bad, (f"{len(bad)} of {len(rows)} inputs are not ok:\n{causes.strip()[:6000]}\n"
                     + "\n".join(f"{r['id']}: {r['outcome']}" for r in bad[:50]))
