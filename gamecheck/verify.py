"""The audit behind ``gamecheck verify``: check catalogue claims and turn the results
into the records of ``reports/results.json`` (with the commands that reproduce each
verdict and replay each witness), then write the reports.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any, Callable, Iterable

from gamecheck.checker.serial import check_claim, claim_ruleset
from gamecheck.audit import CheckResult
from gamecheck.claims import INTEGER_KINDS, Claim
from gamecheck.errors import GamecheckError

__all__ = [
    "default_group", "solve_command", "result_record", "AUDIT_Z3_TIMEOUT", "z3_record", "run_audit",
    "write_audit_reports",
]


def default_group(claim: Claim) -> str:
    """The report page of a claim: its ``group`` field, else the first two parts of its id."""
    if claim.group:
        return claim.group
    parts = claim.id.split(".")
    return ".".join(parts[:2]) if len(parts) > 2 else parts[0]


def solve_command(claim: Claim, result: CheckResult) -> str | None:
    """A ``gamecheck solve`` command that replays the witness position, if there is one."""
    w = result.witness
    if w is None or claim.kind in INTEGER_KINDS or not w.position:
        return None
    try:
        rs = claim_ruleset(claim)
    except GamecheckError:
        return None
    args = ["gamecheck", "solve", rs.spec()] + [str(v) for v in w.position]
    if claim.misere and not getattr(rs, "misere", False):
        args.append("--misere")
    return " ".join(shlex.quote(a) for a in args)


def result_record(claim: Claim, result: CheckResult, titles: dict[str, str] | None = None) -> dict[str, Any]:
    """One entry of ``results.json``: :meth:`CheckResult.to_json` plus ``group``,
    ``document_title``, ``rule``, ``notes``, ``command``, ``solve_command`` and ``z3``."""
    rec = result.to_json()
    rule = claim.rule or claim.move
    if claim.kind == "partition":
        rule = " | ".join(claim.sequences or [])
    if claim.let:
        rule = "; ".join(f"{k} = {v}" for k, v in claim.let.items()) + ("; " + rule if rule else "")
    rec.update(
        group=default_group(claim),
        document_title=(titles or {}).get(claim.document, claim.document),
        rule=rule,
        where=claim.where,
        target=claim.target,
        notes=claim.notes,
        command=f"gamecheck verify --claim {claim.id}",
        solve_command=solve_command(claim, result),
        z3=None,
    )
    return rec


#: seconds per z3 query during an audit (a proof that needs longer is reported inconclusive)
AUDIT_Z3_TIMEOUT = 60.0


def z3_record(claim: Claim, timeout: float = AUDIT_Z3_TIMEOUT, smt2_dir: str | Path | None = None) -> dict[str, Any] | None:
    """The z3 verdict of a claim that opts in with ``prove_bits`` (else None), as a dict
    with ``verdict``, ``bound`` (the domain proved), ``method``, ``seconds``, ``reason``,
    ``witness`` and ``queries`` (with their SMT-LIB files when ``smt2_dir`` is given)."""
    from gamecheck.prover.prove import PROVABLE_KINDS, prove_claim

    if claim.prove_bits is None or claim.kind not in PROVABLE_KINDS:
        return None
    if claim.prove_timeout is not None:
        timeout = min(timeout, float(claim.prove_timeout))
    p = prove_claim(claim, bits=claim.prove_bits, timeout=timeout, smt2_dir=smt2_dir)
    rec = p.to_json()
    rec.pop("id", None)
    rec.pop("expected", None)
    return rec


def run_audit(
    claims: Iterable[Claim], engine: str = "auto", titles: dict[str, str] | None = None,
    on_done: Callable[[CheckResult], None] | None = None, prove: bool = True, smt2_dir: str | Path | None = None,
) -> tuple[list[CheckResult], list[dict[str, Any]]]:
    """Check every claim exhaustively and, where the claim opts in with ``prove_bits``,
    with z3 as well; return the results and their ``results.json`` records."""
    results, records = [], []
    if engine in ("auto", "compact"):
        from gamecheck.engine.label import numba_available

        if numba_available():
            from gamecheck.engine.compact import warm_up

            warm_up()  # one cache load; then ``auto`` labels every domain of 256+ positions with numba
    for c in claims:
        r = check_claim(c, engine)
        results.append(r)
        rec = result_record(r.claim, r, titles)
        if prove:
            rec["z3"] = z3_record(r.claim, smt2_dir=smt2_dir)
        records.append(rec)
        if on_done:
            on_done(r)
    return results, records


def write_audit_reports(records: list[dict[str, Any]], documents: list[dict[str, Any]], out_dir: str | Path) -> list[Path]:
    """Write ``index.md``, the group pages, ``results.json`` and figures (atomically)."""
    from gamecheck.report import write_reports

    return write_reports(records, documents, out_dir)
