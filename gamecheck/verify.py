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
from gamecheck.checker.context import checked_record, claim_ruleset
from gamecheck.checker.serial import check_claim
from gamecheck.claims import Claim
from gamecheck.engine.label import numba_available
from gamecheck.errors import GamecheckError
from gamecheck.games.base import Ruleset
from gamecheck.catalog import catalogue_claims
from gamecheck.prover.prove import PROVES, prove_claim
from gamecheck.prover.solvers import query_logic
from gamecheck.report import write_reports
from gamecheck.report.markdown import CATEGORY_TEXT

__all__ = [
    "default_group", "solve_command", "domain_record", "result_record", "z3_record", "certify_queries",
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
    if not type(claim).uses_ruleset:
        return None
    try:
        return claim_ruleset(claim)
    except GamecheckError:
        return None


def solve_command(claim: Claim, result: CheckResult) -> str | None:
    """A ``gamecheck solve`` command that replays the witness position, if there is one.

    The ruleset is the one the check used, read from the result (its ``checked`` field,
    :class:`gamecheck.audit.Checked`): nothing is parsed or built again.

    Args:
        claim, result: the claim and its check.

    Returns:
        the shell-quoted command, or ``None`` (no witness position, a statement about
        integers, or a ruleset that cannot be built).
    """
    w, checked = result.witness, result.checked
    if w is None or not type(claim).uses_ruleset or not w.position or checked is None:
        return None
    args = ["gamecheck", "solve", checked.ruleset] + [str(v) for v in w.position]
    if claim.misere and not checked.misere:
        args.append("--misere")
    return " ".join(shlex.quote(a) for a in args)


def domain_record(claim: Claim, ruleset: Ruleset | None = None) -> dict[str, Any] | None:
    """The domain a game claim is checked over, as structured facts (the ``domain`` field
    of a ``results.json`` record; the figures of the reports read it), computed afresh from
    the claim. A result carries the same facts, made by the checker (its ``checked`` field);
    :func:`result_record` reads those.

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
    return None if rs is None else checked_record(claim, rs).to_json()


def result_record(claim: Claim, result: CheckResult, titles: dict[str, str] | None = None) -> dict[str, Any]:
    """One entry of ``results.json``.

    Everything comes from the claim and the result: the domain is the one the checker built
    (the result's ``checked`` field, :class:`gamecheck.audit.Checked`), so no ruleset spec is
    parsed, no domain built and no memory guard run again.

    Returns:
        :meth:`CheckResult.to_json` with ``domain`` (``checked.to_json()``, the facts
        :func:`domain_record` gives; ``None`` without them) after ``bound``,
        then ``group``, ``document_title``, ``rule``, ``where``, ``target``, ``notes``,
        ``command``, ``solve_command``, ``z3`` (``None``; :func:`run_audit` fills it), and the
        claim's source: ``source_lines``, ``translation``, ``reading``, ``reading_of``,
        ``reading_note``, ``role`` and ``category`` (:func:`error_category`).
    """
    checked = result.checked if type(claim).uses_ruleset else None
    domain = None if checked is None else checked.to_json()
    rec: dict[str, Any] = {}
    for key, value in result.to_json().items():
        rec[key] = value
        if key == "bound":
            rec["domain"] = domain
    rec.setdefault("domain", domain)
    rule = claim.rule_text()
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
        source_lines=claim.source_lines,
        translation=claim.translation,
        reading=claim.reading,
        reading_of=claim.reading_of or None,
        reading_note=claim.reading_note,
        role=claim.role,
        category=error_category(claim, result.verdict),
    )
    return rec


def _certify_job(text: str, out_file: str) -> dict[str, Any]:
    """Make one certificate (run in the certificate process: :func:`run_audit`)."""
    from gamecheck.prover.certificate import certify  # lazy: heavy (numba: the DRAT checker)

    return certify(text, out_file).to_json()


def _certificate_record(cert: dict[str, Any]) -> dict[str, Any]:
    """The ``certificate`` field of a query in ``results.json``: ``format``, ``file`` (relative
    to the reports folder, or None when none was stored), ``checked``, the sizes, and the
    reason (no times: they vary from run to run)."""
    f = cert.get("file")
    return {"format": cert.get("format", "DRAT"), "file": f"certificates/{Path(f).name}" if f else None,
            "checked": bool(cert.get("checked")), "status": cert.get("status"), "variables": cert.get("variables", 0),
            "clauses": cert.get("clauses", 0), "lemmas": cert.get("lemmas", 0), "bytes": cert.get("bytes", 0),
            "reason": cert.get("reason", "")}


def _no_certificate(text: str) -> dict[str, Any]:
    """The ``certificate`` field of an unsat condition that gets none: over the integers or with
    quantifiers, which bit-blasting to CNF does not cover; two solvers' unsat answers stand."""
    theory, quantified = query_logic(text)
    what = "quantifiers" if quantified else "integer arithmetic"
    return {"format": None, "file": None, "checked": False, "status": "not applicable", "variables": 0,
            "clauses": 0, "lemmas": 0, "bytes": 0,
            "reason": f"no certificate: the condition uses {what}, and certificates (CNF and a DRAT proof) are made "
                      "for quantifier-free bit-vectors only; it rests on two solvers' unsat answers"}


def certify_queries(result: Any, folder: str | Path) -> None:
    """Give every condition of ``result`` (a :class:`gamecheck.audit.ProofResult`) answered unsat
    over quantifier-free bit-vectors a DRAT certificate in ``folder`` (its ``certificate``
    field: :func:`_certificate_record`); conditions without an SMT-LIB file are skipped."""
    from gamecheck.prover.certificate import certificate_name, certify  # lazy: heavy (numba: the DRAT checker)

    for q in result.queries:
        if q.status == "unsat" and q.smt2 and q.text and query_logic(q.text) == ("bv", False):
            q.certificate = _certificate_record(certify(q.text, str(Path(folder) / certificate_name(q.smt2))).to_json())
        elif q.status == "unsat" and q.text:
            q.certificate = _no_certificate(q.text)


def z3_record_wanted(claim: Claim) -> bool:
    """Whether the audit proves ``claim`` too (it opts in with ``prove_bits`` and a proof method
    applies): the claims :func:`z3_record` gives a record for."""
    return claim.prove_bits is not None and PROVES.find(claim) is not None


def z3_record(claim: Claim, smt2_dir: str | Path | None = None,
              certify: Callable[[str, str], Any] | None = None) -> dict[str, Any] | None:
    """The proof record of a claim that opts in with ``prove_bits`` (else None).

    The claim is proved with the same defaults as ``gamecheck prove`` and :func:`gamecheck.prove`
    (its ``prove_bits``; the default deterministic solver budget), so the verdict is the same on
    every machine.

    Args:
        claim: the claim.
        smt2_dir: write every query there as SMT-LIB 2.
        certify: ``certify(smt2_text, out_file)``, called for every condition answered unsat over
            quantifier-free bit-vectors (needs ``smt2_dir``; the certificate goes to the
            ``certificates`` folder beside it); returns the certificate record (a dict) or a
            future of it.

    Returns:
        a dict with ``verdict``, ``bound`` (the domain proved), ``method``, ``lemma``, ``seconds``,
        ``reason``, ``witness``, ``queries`` (each with ``statement``, ``solvers`` and
        ``certificate``), ``encoding_validated``, ``validation``, ``budget`` and ``unbounded``.
    """
    if not z3_record_wanted(claim):
        return None
    p = prove_claim(claim, smt2_dir=smt2_dir)
    rec = p.to_json()
    rec.pop("id", None)
    rec.pop("expected", None)
    if certify is not None and smt2_dir is not None:
        from gamecheck.prover.certificate import certificate_name  # lazy: heavy (numba: the DRAT checker)

        cert_dir = Path(smt2_dir).parent / "certificates"
        for q, qrec in zip(p.queries, rec["queries"]):
            if q.status == "unsat" and q.smt2 and q.text and query_logic(q.text) == ("bv", False):
                qrec["certificate"] = certify(q.text, str(cert_dir / certificate_name(q.smt2)))
            elif q.status == "unsat" and q.text:
                qrec["certificate"] = _no_certificate(q.text)
    return rec


def run_audit(
    claims: Iterable[Claim], engine: str = "auto", titles: dict[str, str] | None = None,
    on_done: Callable[[CheckResult], None] | None = None, prove: bool = True, smt2_dir: str | Path | None = None,
) -> tuple[list[CheckResult], list[dict[str, Any]]]:
    """Check every claim exhaustively and, where the claim opts in with ``prove_bits``,
    prove it with two solvers per condition as well; return the results and their
    ``results.json`` records.

    With ``smt2_dir``, every query is written there and every condition proved over
    quantifier-free bit-vectors gets a DRAT certificate in the ``certificates`` folder beside
    it (:mod:`gamecheck.prover.certificate`), made in a separate process while the audit goes on.
    """
    results, records = [], []
    if engine in ("auto", "compact") and numba_available():
        from gamecheck.engine.compact import warm_up  # lazy: heavy (numba, ~0.6 s to import)

        warm_up()  # one cache load; then ``auto`` labels every domain of 256+ positions with numba
    pool = None
    if prove and smt2_dir is not None:
        import concurrent.futures
        import multiprocessing

        pool = concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    try:
        for c in claims:
            r = check_claim(c, engine)
            results.append(r)
            rec = result_record(r.claim, r, titles)
            if prove:
                rec["z3"] = z3_record(r.claim, smt2_dir=smt2_dir,
                                      certify=(lambda text, out: pool.submit(_certify_job, text, out)) if pool else None)
            records.append(rec)
            if on_done:
                on_done(r)
        for rec in records:  # the certificates made meanwhile
            for q in (rec.get("z3") or {}).get("queries", []):
                fut = q.get("certificate")
                if fut is not None and not isinstance(fut, dict):
                    q["certificate"] = _certificate_record(fut.result())
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
    return results, records


def write_audit_reports(records: list[dict[str, Any]], documents: list[dict[str, Any]], out_dir: str | Path, *,
                        document: Any = None) -> list[Path]:
    """Write ``index.md``, the group pages, ``results.json`` and figures (atomically)
    with :func:`gamecheck.report.write_reports`; returns every file written. With
    ``document`` (a :class:`gamecheck.document.DocumentCheck`), also ``html/document.html``.

    When ``records`` hold every claim of the catalogue, SMT-LIB files and certificates under
    ``out_dir/smt2`` and ``out_dir/certificates`` that no record names any more (a condition
    renamed or gone) are removed, so that the folder is what this audit wrote."""
    paths = write_reports(records, documents, out_dir, document=document)
    if {r["id"] for r in records} >= _catalogue_ids():
        named = {Path(q["smt2"]).name for r in records for q in (r.get("z3") or {}).get("queries", []) if q.get("smt2")}
        named |= {Path(q["certificate"]["file"]).name for r in records for q in (r.get("z3") or {}).get("queries", [])
                  if q.get("certificate") and q["certificate"].get("file")}
        for sub, pattern in (("smt2", "*.smt2"), ("certificates", "*.drat.xz")):
            for f in sorted((Path(out_dir) / sub).glob(pattern)):
                if f.name not in named and f.is_file() and not f.is_symlink():
                    f.unlink()
    return paths


def _catalogue_ids() -> set[str]:
    return {c.id for c in catalogue_claims()}
