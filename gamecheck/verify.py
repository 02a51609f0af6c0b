"""The audit behind ``gamecheck verify``: check catalogue claims and turn the results
into the records of ``reports/results.json`` (with the commands that reproduce each
verdict and replay each witness, and the domain checked as structured facts), then
write the reports.

The records are the only thing the reports read (:mod:`gamecheck.report`): every fact a
page or a figure needs is put here, taken from the claim and the result objects, so the
report renders fields and never parses text back.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any, Callable, Iterable

from gamecheck.audit import CheckResult
from gamecheck.checker.context import claim_domain, claim_ruleset
from gamecheck.checker.serial import check_claim
from gamecheck.claims import INTEGER_KINDS, Claim
from gamecheck.domain import BoxDomain
from gamecheck.engine.label import numba_available
from gamecheck.errors import GamecheckError
from gamecheck.games.base import Ruleset
from gamecheck.prover.prove import PROVABLE_KINDS, prove_claim
from gamecheck.report import write_reports
from gamecheck.report.markdown import CATEGORY_TEXT

__all__ = [
    "default_group", "solve_command", "domain_record", "result_record", "AUDIT_Z3_TIMEOUT", "z3_record",
    "run_audit", "write_audit_reports", "CATEGORIES", "error_category",
]

#: what a refuted claim means for its document: (a) the document's statement, read as
#: written, is false; (b) one reading of ambiguous words is false; (c) a corrected reading
#: (ours) is false -- and, apart from the document's errors, the roles of claims that are
#: not the document's assertions (a planted false rule, a quiz option, an encoding artefact,
#: a core theorem)
CATEGORIES = tuple(CATEGORY_TEXT)  # the reports say what each means


def error_category(claim: Claim, verdict: str) -> str | None:
    """The category (:data:`CATEGORIES`) of a refuted claim, ``None`` for any other verdict.

    A claim whose ``role`` is not ``statement`` is listed by its role (it is not the
    document's error); a statement is a ``document-error`` when read literally, else its
    reading (``ambiguous`` or ``correction``)."""
    if verdict != "refuted":
        return None
    if claim.role != "statement":
        return claim.role
    return {"literal": "document-error", "ambiguous": "ambiguous", "corrected": "correction"}[claim.reading]


def default_group(claim: Claim) -> str:
    """The report page of a claim: its ``group`` field, else the first two parts of its id."""
    if claim.group:
        return claim.group
    parts = claim.id.split(".")
    return ".".join(parts[:2]) if len(parts) > 2 else parts[0]


def _ruleset_or_none(claim: Claim) -> Ruleset | None:
    """The claim's ruleset with its part count fixed, or ``None`` for a statement about
    integers or a ruleset that cannot be built."""
    if claim.kind in INTEGER_KINDS:
        return None
    try:
        return claim_ruleset(claim)
    except GamecheckError:
        return None


def solve_command(claim: Claim, result: CheckResult, ruleset: Ruleset | None = None) -> str | None:
    """A ``gamecheck solve`` command that replays the witness position, if there is one.

    Args:
        claim, result: the claim and its check.
        ruleset: the claim's ruleset (:func:`gamecheck.checker.context.claim_ruleset`), when
            already built.

    Returns:
        the shell-quoted command, or ``None`` (no witness position, a statement about
        integers, or a ruleset that cannot be built).
    """
    w = result.witness
    if w is None or claim.kind in INTEGER_KINDS or not w.position:
        return None
    rs = ruleset if ruleset is not None else _ruleset_or_none(claim)
    if rs is None:
        return None
    args = ["gamecheck", "solve", rs.spec()] + [str(v) for v in w.position]
    if claim.misere and not getattr(rs, "misere", False):
        args.append("--misere")
    return " ".join(shlex.quote(a) for a in args)


def domain_record(claim: Claim, ruleset: Ruleset | None = None) -> dict[str, Any] | None:
    """The domain a game claim is checked over, as structured facts (the ``domain`` field
    of a ``results.json`` record; the figures of the reports read it).

    A rule claim (p-rule, grundy, ...) is checked over the domain
    :func:`gamecheck.checker.context.claim_domain` gives; a claim about one position over the
    positions reachable from it.

    Args:
        claim: the claim.
        ruleset: the claim's ruleset with its part count fixed, when already built.

    Returns:
        ``None`` for a statement about integers (``forall``, ``partition``) or a ruleset
        that cannot be built; else ``{"k": parts, "bounds": ..., "start": ...}`` where
        ``bounds`` is the list of per-part bounds of a box domain (every part ``i`` in
        ``0..bounds[i]``; ``None`` for any other domain, e.g. staircase Nim's "at most N
        coins in all", or when the domain was refused for its size) and ``start`` is the
        position (in the ruleset's own form) whose reachable positions are checked
        (``None`` for a rule claim).
    """
    rs = ruleset if ruleset is not None else _ruleset_or_none(claim)
    if rs is None:
        return None
    k, bounds, start = rs.arity, None, None
    try:
        if claim.position is not None:
            start = [int(v) for v in rs.validate(rs.canonical(tuple(claim.position)))]
            k = len(start)
        else:
            domain = claim_domain(claim, rs)
            k = domain.k
            if isinstance(domain, BoxDomain):
                bounds = list(domain.bounds)
    except GamecheckError:  # a bad position, or a domain refused for its size: no bounds known
        pass
    return {"k": k, "bounds": bounds, "start": start}


def result_record(claim: Claim, result: CheckResult, titles: dict[str, str] | None = None) -> dict[str, Any]:
    """One entry of ``results.json``.

    Returns:
        :meth:`CheckResult.to_json` with ``domain`` (:func:`domain_record`) after ``bound``,
        then ``group``, ``document_title``, ``rule``, ``where``, ``target``, ``notes``,
        ``command``, ``solve_command``, ``z3`` (``None``; :func:`run_audit` fills it), and the
        claim's source: ``source_lines``, ``translation``, ``reading``, ``reading_of``,
        ``reading_note``, ``role`` and ``category`` (:func:`error_category`).
    """
    rs = _ruleset_or_none(claim)
    domain = domain_record(claim, rs)
    rec: dict[str, Any] = {}
    for key, value in result.to_json().items():
        rec[key] = value
        if key == "bound":
            rec["domain"] = domain
    rec.setdefault("domain", domain)
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
        solve_command=solve_command(claim, result, rs),
        z3=None,
        source_lines=claim.source_lines,
        translation=claim.translation,
        reading=claim.reading,
        reading_of=claim.reading_of or None,
        reading_note=claim.reading_note,
        role=claim.role,
        category=error_category(claim, result.verdict),
    )
    return rec


#: seconds per z3 query during an audit (a proof that needs longer is reported inconclusive)
AUDIT_Z3_TIMEOUT = 60.0


def z3_record(claim: Claim, timeout: float = AUDIT_Z3_TIMEOUT, smt2_dir: str | Path | None = None) -> dict[str, Any] | None:
    """The z3 verdict of a claim that opts in with ``prove_bits`` (else None), as a dict
    with ``verdict``, ``bound`` (the domain proved), ``method``, ``seconds``, ``reason``,
    ``witness`` and ``queries`` (with their SMT-LIB files when ``smt2_dir`` is given)."""
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
    if engine in ("auto", "compact") and numba_available():
        from gamecheck.engine.compact import warm_up  # lazy: heavy (numba, ~0.6 s to import)

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
    """Write ``index.md``, the group pages, ``results.json`` and figures (atomically)
    with :func:`gamecheck.report.write_reports`; returns every file written."""
    return write_reports(records, documents, out_dir)
