"""The round-3 hostile-input corpus (issue 36, point 1), run as real processes (slow: about 10
minutes in two jobs on a 2-core machine).

``experiments/hostile/corpus3.py`` generates ``corpus3.json`` (a fixed seed) for the newest
surfaces -- FIFOs, devices, symlink loops and folders where a text, a claims file, a query, a
certificate or results.json belongs; pathological headings for init's title search; cited and
explained ranges reaching 10^12; the annotated view of 300,000-line texts; misère play at heaps
of a million and in wild games; misere-quotient claims and --time-limit; output paths under
loops, FIFOs and devices; forged certificates; --emit-claims; hostile lemma fields; planted
claims whose truth a brute force computes -- and ``experiments/hostile/run.py --corpus`` runs
each entry as its own ``gamecheck`` process under a wall limit and a 4 GiB address-space limit.
No entry may hang, blow up the memory, end in a traceback, give a false verdict (a verdict that
contradicts the brute force: "holds"/"proved" for a false claim above all) or write unsafely
(leak a file, write outside its place, let markup or control characters through, or write an
annotated page past its documented size).

    python -m pytest -m slow tests/test_hostile_round3_corpus.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = ROOT / "experiments" / "hostile"
GENERATOR = HOSTILE / "corpus3.py"
RUN = HOSTILE / "run.py"
COMMITTED = HOSTILE / "corpus3.json"
CLASSES = ("special", "heading", "ranges", "textview", "misere", "outpath", "certificate", "emit", "lemma", "planted")
#: the outcomes that may never occur (run.py's classes)
FORBIDDEN = ("hang", "memory", "traceback", "bad-exit", "false-verdict", "leak", "bad-write", "oversize", "injection")


def _generate(path: Path) -> list[dict]:
    proc = subprocess.run([sys.executable, str(GENERATOR), "--out", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(path.read_text(encoding="utf-8"))


def _shape(entries: list[dict]) -> list[tuple]:
    """What an entry asks (its files' bytes aside: xz output may differ between liblzma versions)."""
    return [(e["id"], e["class"], e["argv"], json.dumps(e.get("expect"), sort_keys=True), e.get("env"),
             sorted(e.get("files", {})), json.dumps(e.get("setup"), sort_keys=True)) for e in entries]


@pytest.mark.slow
def test_the_round3_corpus_is_generated_deterministically(tmp_path):
    first = _generate(tmp_path / "first.json")
    second = _generate(tmp_path / "second.json")
    assert (tmp_path / "first.json").read_bytes() == (tmp_path / "second.json").read_bytes()
    assert _shape(first) == _shape(json.loads(COMMITTED.read_text(encoding="utf-8"))), \
        "corpus3.json is not what corpus3.py generates: run python experiments/hostile/corpus3.py"
    counts = {c: sum(e["class"] == c for e in second) for c in CLASSES}
    assert all(v >= 15 for v in counts.values()) and sum(counts.values()) == len(second) >= 300, counts
    # the planted claims: false ones are among them, with their truth
    truths = [t for e in second if e["class"] == "planted" for t in e["expect"]["verdicts"].values()]
    assert truths.count("refuted") >= 100 and truths.count("holds") >= 100, (truths.count("refuted"), truths.count("holds"))


@pytest.mark.slow
def test_every_round3_hostile_input_is_handled(tmp_path):
    corpus = tmp_path / "corpus3.json"
    _generate(corpus)
    results = tmp_path / "results3.json"
    report = tmp_path / "hostile-round3.md"
    proc = subprocess.run([sys.executable, str(RUN), "--corpus", str(corpus), "--jobs", "2",
                           "--results", str(results), "--report", str(report)],
                          cwd=ROOT, capture_output=True, text=True, timeout=4 * 3600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = json.loads(results.read_text(encoding="utf-8"))
    assert {r["class"] for r in rows} == set(CLASSES)
    bad = [r for r in rows if r["outcome"] in FORBIDDEN or r["outcome"] == "runner-error"]
    causes = report.read_text(encoding="utf-8").split("## Distinct causes", 1)[-1].split("## Failures", 1)[0]
    assert not bad, (f"{len(bad)} of {len(rows)} inputs hang, blow up, crash, give a false verdict or write unsafely:\n"
                     f"{causes.strip()[:8000]}\n" + "\n".join(f"{r['id']}: {r['outcome']}" for r in bad[:80]))
