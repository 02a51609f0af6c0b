"""Ask the solvers again: every recorded answer of an audit replayed by the solver that gave it.

``gamecheck recheck`` re-derives an audit from its recorded answers without asking a solver
(:mod:`gamecheck.recheck`). This module is the other half, for a reader who wants the answers
themselves re-derived: each answer that settled a condition (``results.json``,
``queries[].solvers``) is asked again of the same solver, on the stored SMT-LIB file
(``smt2/``), under the claim's own deterministic budget, in a worker process
(:func:`gamecheck.prover.solvers.ask`). Resource limits are deterministic counts, so the same
solver version must give the same status and the same count (z3's ``rlimit count``, cvc5's
resource units, Bitwuzla's terminator polls); a different status or count is a finding. The
portfolio's record depends on nothing else (:func:`gamecheck.prover.solvers.settle`), so this
replays exactly what it recorded.

``gamecheck recheck REPORTS_DIR --solvers`` runs it; it costs about what the proofs cost.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from gamecheck.atomic import read_user_file, shown_path
from gamecheck.audit import Budget
from gamecheck.errors import GamecheckError, UsageError
from gamecheck.prover.solvers import DEFAULT_BUDGET, ask, solver_versions

__all__ = ["AnswerReplay", "replay_answers"]


@dataclass
class AnswerReplay:
    """What replaying the recorded answers found.

    Attributes:
        answers: answers asked again.
        same: of those, the ones whose status and resource count came out as recorded.
        differences: ``(claim id, query file, solver, recorded (status, count), now (status, count))``.
        missing: recorded query files that are not in ``smt2/`` (each a finding too).
        versions: the solver versions of this run (a different version may count differently).
    """

    answers: int = 0
    same: int = 0
    differences: list[tuple[str, str, str, tuple[str, int], tuple[str, int]]] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    versions: dict[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """True when every answer came out as recorded and no file was missing."""
        return not self.differences and not self.missing

    def to_json(self) -> dict[str, Any]:
        return {"answers": self.answers, "same": self.same, "ok": self.ok, "versions": self.versions,
                "missing": self.missing,
                "differences": [{"claim": c, "query": q, "solver": s, "recorded": list(a), "now": list(b)}
                                for c, q, s, a, b in self.differences]}


def replay_answers(reports_dir: str | Path, ids: Sequence[str] = (),
                   progress: Callable[[str], None] | None = None) -> AnswerReplay:
    """Ask every recorded ``sat``/``unsat`` answer of an audit again, of the solver that gave it.

    Args:
        reports_dir: an audit's report folder (``results.json`` and ``smt2/``).
        ids: only these claims (default: every claim with a proof).
        progress: called with each query file's name before it is replayed.

    Returns:
        :class:`AnswerReplay`.

    Raises:
        UsageError: when ``reports_dir`` has no readable ``results.json``, or an id is not in it.
    """
    folder = Path(reports_dir)
    path = folder / "results.json"
    try:
        records = json.loads(read_user_file(path, f"'{shown_path(path)}'", 256 << 20))
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        raise UsageError(f"'{path}' cannot be read as an audit's results.json ({exc})") from None
    if not isinstance(records, list):
        raise UsageError(f"'{path}' is not an audit's results.json (a list of records)")
    known = {r.get("id") for r in records if isinstance(r, dict)}
    for cid in ids:
        if cid not in known:
            raise UsageError(f"claim '{cid}' is not in '{path}'")
    out = AnswerReplay(versions=solver_versions())
    for r in records:
        if not isinstance(r, dict) or (ids and r.get("id") not in ids):
            continue
        proof = r.get("z3") or {}
        b = proof.get("budget")
        budget = Budget(**b) if isinstance(b, dict) else DEFAULT_BUDGET
        for q in proof.get("queries") or []:
            name = q.get("smt2")
            answers = [a for a in q.get("solvers") or [] if a.get("status") in ("sat", "unsat")]
            if not name or not answers:
                continue
            file = folder / "smt2" / str(name)
            if not file.is_file():
                out.missing.append(str(name))
                continue
            if progress is not None:
                progress(str(name))
            try:
                text = read_user_file(file, f"'{shown_path(file)}'", 64 << 20).decode("utf-8")
            except (GamecheckError, OSError, UnicodeDecodeError) as exc:
                out.missing.append(f"{name} (unreadable: {exc})")
                continue
            for a in answers:
                solver = str(a.get("solver"))
                got, _ = ask(solver, text, budget.limit(solver), model=True, wall=budget.wall)
                out.answers += 1
                recorded = (str(a.get("status")), int(a.get("resources") or 0))
                now = (got.status, got.resources)
                if now == recorded:
                    out.same += 1
                else:
                    out.differences.append((str(r.get("id")), str(name), solver, recorded, now))
    return out
