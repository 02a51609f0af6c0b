"""Verdicts that do not depend on the machine (issue 25, point 2).

The committed reports were written by `gamecheck verify` on one machine. Under deterministic
resource limits, every solver answer recorded there must come out the same here: the same
status and the same resource count, whatever this machine's speed. The default run replays
every z3 answer of the committed audit that used at most `FAST` units (the bulk of them, in
seconds); `-m slow` replays all of them, and all of Bitwuzla's and cvc5's too.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from gamecheck.prover import solvers
from gamecheck.prover.solvers import DEFAULT_BUDGET, Budget

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "reports"
#: z3 answers up to this many resource units are replayed in the default test run
FAST = 3_000_000


def _answers(which: str, fast_only: bool) -> list[tuple[str, str, dict, Budget]]:
    committed = json.loads((REPORTS / "results.json").read_text(encoding="utf-8"))
    out = []
    for r in committed:
        z = r.get("z3") or {}
        budget = Budget(**z["budget"]) if z.get("budget") else DEFAULT_BUDGET
        for q in z.get("queries", []):
            if not q.get("smt2"):
                continue
            for a in q.get("solvers", []):
                if a["solver"] != which:
                    continue
                if fast_only and a["resources"] > FAST:
                    continue
                out.append((r["id"], q["smt2"], a, budget))
    return out


def _replay_z3(cases):
    assert cases, "the committed audit records no z3 answer"
    for cid, name, a, budget in cases:
        text = (REPORTS / "smt2" / name).read_text(encoding="utf-8")
        got, _ = solvers.ask("z3", text, budget.z3, model=True, wall=budget.wall)  # as the prover asks
        assert (got.status, got.resources) == (a["status"], a["resources"]), (cid, name)


def test_the_committed_z3_answers_come_out_the_same_here():
    cases = _answers("z3", fast_only=True)
    assert len(cases) >= 100
    _replay_z3(cases)


@pytest.mark.slow
def test_every_committed_solver_answer_comes_out_the_same_here():
    _replay_z3(_answers("z3", fast_only=False))
    for which in ("bitwuzla", "cvc5"):
        for cid, name, a, budget in _answers(which, fast_only=False):
            text = (REPORTS / "smt2" / name).read_text(encoding="utf-8")
            got, _ = solvers.ask(which, text, budget.limit(which), model=True, wall=budget.wall)  # as the prover asks
            assert (got.status, got.resources) == (a["status"], a["resources"]), (which, cid, name)


def test_verify_of_one_document_reproduces_the_committed_pages(tmp_path):
    """The README's main job for document 000: the claim pages, proof pages, SMT-LIB files and
    certificates it writes are byte for byte the committed ones, and its records of
    results.json are the committed records, field for field and in the same order (no time is
    recorded there: the times go to timings.json, which is not committed)."""
    out = tmp_path / "r"
    p = subprocess.run(["gamecheck", "verify", "--document", "000", "--reports", str(out)], capture_output=True,
                       text=True, timeout=900)
    assert p.returncode == 0, p.stderr[-800:]
    records = json.loads((out / "results.json").read_text(encoding="utf-8"))
    ids = {r["id"] for r in records}
    committed = {r["id"]: r for r in json.loads((REPORTS / "results.json").read_text(encoding="utf-8"))}
    for r in records:
        assert json.dumps(r, ensure_ascii=False) == json.dumps(committed.get(r["id"]), ensure_ascii=False), \
            f"results.json: {r['id']} differs from the committed record (regenerate reports/ with `gamecheck verify`)"
    compared = 0
    for sub in ("smt2", "certificates", "proofs"):
        for f in sorted((out / sub).glob("*")):
            if f.name.split(".md")[0].split(".smt2")[0].split(".drat")[0] and any(f.name.startswith(i + ".") for i in ids):
                assert f.read_bytes() == (REPORTS / sub / f.name).read_bytes(), f"{sub}/{f.name}"
                compared += 1
    for f in sorted(out.glob("000.*.md")):
        assert f.read_bytes() == (REPORTS / f.name).read_bytes(), f.name
        compared += 1
    assert compared >= 10
