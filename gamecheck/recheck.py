"""Re-derive a committed audit from its claims and find every change made to it (issue 36, point 2).

``gamecheck recheck REPORTS`` trusts none of the files it is given. For every claim of the
catalogue it

1. **re-runs the check** (no SMT solver: the exhaustive labelling, the Sprague–Grundy theorem, a
   certified period ...) and compares the whole record it gives with the claim's record in
   ``REPORTS/results.json`` -- a verdict, a witness, a bound or a statement edited there differs
   from its re-derivation, and the field is named;
2. **re-encodes each query of its proof** (for a claim the audit proves): the prover is run again
   with the solvers replaced by the answers recorded in ``results.json`` (:func:`replay_proof`), so
   the same queries are built, in the same order, from the claim alone, and the verdict is derived
   again from those answers. Each query's SMT-LIB text is compared byte for byte with the file in
   ``REPORTS/smt2/``, the sequence of conditions and the verdict with the record; the lemma
   queries of a proof through lemmas (:mod:`gamecheck.prover.lemmas`) are replayed the same way
   from the answers recorded with each lemma, and each re-encoded text's SHA-256 must be the one
   recorded;
3. **re-checks each certificate** against the re-encoded query (not against the stored file):
   the SHA-256 inside it must be that of the re-encoded text, its CNF that text bit-blasted again
   (when this z3 made it), its DRAT proof must be accepted by **two** checkers -- gamecheck's own
   and the independent ``dratify`` (:func:`gamecheck.prover.certificate.check_certificate`; a
   certificate counts as checked only when both accept it, and a missing second checker is a
   finding, not a pass) -- and its sizes must be those recorded; a query the record calls
   ``not applicable`` must be one over the integers or with quantifiers;
4. lists files no record names (an extra certificate or query) and records of claims that do not
   exist.

What it cannot re-derive without a solver is named in its summary: an ``unsat`` answer over the
integers or with quantifiers (no certificate exists for those) rests on the two solvers' recorded
answers. A recorded ``sat`` answer is re-derived: z3 is asked for a model of that query (a model
is its own certificate; the prover replays it through the ruleset as in the original run), so a
refutation is derived again, witness included. Otherwise z3 is used as a library only: to build
the terms of the queries and to evaluate the encodings at concrete positions
(:mod:`gamecheck.prover.validate`), never to answer an unsat query.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from gamecheck.atomic import read_user_file, shown_path
from gamecheck.audit import Answer
from gamecheck.catalog import catalogue_claims, catalogue_documents
from gamecheck.checker.serial import check_claim
from gamecheck.engine.label import numba_available
from gamecheck.errors import ReplayDiverged, UsageError
from gamecheck.prover import lemmas as lemmas_module
from gamecheck.prover import prove as prove_module
from gamecheck.prover.certificate import check_certificate, read_certificate, second_checker
from gamecheck.prover.prove import prove_claim
from gamecheck.prover.solvers import Decision, combine, settle
from gamecheck.report.markdown import TIMING_FIELDS
from gamecheck.report.proofs import with_proof_pages
from gamecheck.verify import _no_certificate, query_logic, result_record, z3_record_wanted

__all__ = ["Finding", "Recheck", "recheck_audit", "replay_proof", "TIMING_KEYS"]

#: record fields that are measurements of one run (times), not facts re-derived by a re-run (the
#: committed results.json holds none: they go to timings.json)
TIMING_KEYS = TIMING_FIELDS
#: the largest results.json read
_MAX_RESULTS = 256 << 20


@dataclass(frozen=True)
class Finding:
    """One difference between a committed audit and its re-derivation.

    Attributes:
        subject: what it is about: ``"results.json"``, a claim id, ``"smt2/<file>"``,
            ``"certificates/<file>"``.
        message: what differs, one line.
    """

    subject: str
    message: str

    def __str__(self) -> str:
        return f"{self.subject}: {self.message}"


@dataclass
class Recheck:
    """The outcome of :func:`recheck_audit`.

    Attributes:
        findings: every difference found (empty: the audit is what its claims give).
        claims: claims re-checked; proofs: proofs replayed; queries: queries re-encoded and
            compared; certificates: certificates re-checked against their re-encoded query.
        rests_on_answers: unsat answers with no certificate (integer arithmetic, quantifiers,
            or a refutation too large to store), which rest on the two solvers' recorded answers.
        sat_models: proofs with a recorded sat answer, re-derived by asking z3 for a model (a
            model is its own certificate: the prover replays it through the ruleset).
        second_checker: the second DRAT checker's name and version, or ``None`` when it is not
            installed (then no certificate counts as checked: a finding says so).
        checked_twice: certificates both checkers accepted (the others are findings).
        certificate_checks: each certificate's two results, in order: ``{"file", "cnf",
            "gamecheck": {...}, "second": {...}}`` (:class:`~gamecheck.prover.certificate.CheckerResult`).
    """

    findings: list[Finding] = field(default_factory=list)
    claims: int = 0
    proofs: int = 0
    queries: int = 0
    certificates: int = 0
    rests_on_answers: int = 0
    sat_models: int = 0
    second_checker: str | None = None
    checked_twice: int = 0
    certificate_checks: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.findings

    def to_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "claims": self.claims, "proofs": self.proofs, "queries": self.queries,
                "certificates": self.certificates, "rests_on_answers": self.rests_on_answers,
                "sat_models": self.sat_models, "second_checker": self.second_checker,
                "checked_twice": self.checked_twice, "certificate_checks": self.certificate_checks,
                "findings": [{"subject": f.subject, "message": f.message} for f in self.findings]}


def _strip(value: Any) -> Any:
    """``value`` without its timing fields, at every depth."""
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in TIMING_KEYS}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def _differences(stored: Any, derived: Any, where: str = "") -> list[str]:
    """The paths at which two JSON values differ (at most 5, each with both values, short)."""
    out: list[str] = []

    def walk(a: Any, b: Any, path: str) -> None:
        if len(out) >= 5:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for k in list(a) + [k for k in b if k not in a]:
                if k not in a:
                    out.append(f"{path}{k} is missing (the re-derivation gives {_short(b[k])})")
                elif k not in b:
                    out.append(f"{path}{k} = {_short(a[k])} is not in the re-derivation")
                else:
                    walk(a[k], b[k], f"{path}{k}.")
            return
        if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b)):
                walk(x, y, f"{path.rstrip('.')}[{i}].")
            return
        if a != b:
            out.append(f"{path.rstrip('.') or 'the record'} is {_short(a)}, the re-derivation gives {_short(b)}")

    walk(stored, derived, where)
    return out


def _short(v: Any) -> str:
    text = json.dumps(v, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 80 else text[:77] + "..."


def _settled_status(answers: Sequence[Answer]) -> str:
    """The status the portfolio's rule (:func:`gamecheck.prover.solvers.settle`) gives the
    recorded answers of one query: a recorded ``unsat`` must be two solvers' unsat with no sat
    before them in virtual time, and the record must hold no answer after the settling one."""
    if not answers:
        return "unknown"
    order = tuple(dict.fromkeys(a.solver for a in answers))
    need = 2  # the prover never takes one solver's unsat
    prefix, status, _ = settle(answers, order, need)
    if status is None or len(prefix) != len(answers):
        return "unknown" if status is None else f"{status} by {len(prefix)} of the {len(answers)} answers recorded"
    return combine(prefix, {}, need).status


@contextlib.contextmanager
def _recorded_answers(queries: Sequence[dict[str, Any]], texts: list[str], sat_models: list[int]) -> Iterator[None]:
    """Replace the prover's solvers by the answers recorded for its queries, in order; each
    query text the prover builds is appended to ``texts``. A recorded ``unsat`` or ``unknown``
    is taken as it is; a recorded ``sat`` is re-derived: z3 is asked for a model (its index is
    appended to ``sat_models``), which the prover then replays through the ruleset."""

    def decide(text: str, budget: Any = None, **_: Any) -> Decision:
        i = len(texts)
        texts.append(text)
        if i >= len(queries):
            raise ReplayDiverged(f"the proof asks {i + 1} queries, the record has {len(queries)}")
        q = queries[i]
        answers = [Answer(str(a.get("solver", "")), str(a.get("status", "")), int(a.get("resources") or 0), 0.0,
                          str(a.get("reason") or "")) for a in q.get("solvers") or [] if isinstance(a, dict)]
        status = str(q.get("status", ""))
        statuses = {a.status for a in answers}
        settled = _settled_status(answers)
        if status in ("sat", "unsat") and settled != status:
            raise ReplayDiverged(f"query {i + 1} ('{q.get('name')}') is recorded {status}, but its recorded answers "
                                 f"settle it as {settled} by the portfolio's rule")
        values: dict[str, int] = {}
        if status == "sat":  # a model is its own certificate: z3 finds one, the prover replays it through the ruleset
            got = saved(text, budget, only=("z3",))
            if got.status != "sat":
                raise ReplayDiverged(f"query {i + 1} ('{q.get('name')}') is recorded sat, but z3 finds no model "
                                f"({got.status})")
            values = got.values
            sat_models.append(i)
        return Decision(status, answers, values, "sat" in statuses and "unsat" in statuses,
                        str(q.get("reason") or "") if status == "unknown" else "")

    saved = prove_module.decide
    prove_module.decide = decide
    try:
        yield
    finally:
        prove_module.decide = saved


@contextlib.contextmanager
def _recorded_lemma_answers(lemmas: Sequence[dict[str, Any]]) -> Iterator[None]:
    """Replace the solvers of the lemma queries (:func:`gamecheck.prover.lemmas.check_lemmas`) by
    the answers recorded with the lemmas, in order. Each re-encoded query's SHA-256 must be the
    one recorded (the query re-derived from the claim alone); a recorded ``sat`` is re-derived by
    asking z3 for a model, as for the proof's queries."""
    recorded = [lem["query"] for lem in lemmas if isinstance(lem, dict) and isinstance(lem.get("query"), dict)]
    asked: list[int] = []

    def decide(text: str, budget: Any = None, **_: Any) -> Decision:
        i = len(asked)
        asked.append(i)
        if i >= len(recorded):
            raise ReplayDiverged(f"the proof asks {i + 1} lemma queries, the record has {len(recorded)}")
        q = recorded[i]
        digest = hashlib.sha256(text.encode()).hexdigest()
        if digest != q.get("smt2_sha256"):
            raise ReplayDiverged(f"lemma query {i + 1} re-encodes to SHA-256 {digest[:16]}..., the record has "
                                 f"{str(q.get('smt2_sha256'))[:16]}...")
        answers = [Answer(str(a.get("solver", "")), str(a.get("status", "")), int(a.get("resources") or 0), 0.0,
                          str(a.get("reason") or "")) for a in q.get("solvers") or [] if isinstance(a, dict)]
        status = str(q.get("status", ""))
        statuses = {a.status for a in answers}
        values: dict[str, int] = {}
        if status == "sat":  # the model is re-derived; the lemma's evaluation then confirms it
            got = saved(text, budget, only=("z3",))
            if got.status != "sat":
                raise ReplayDiverged(f"lemma query {i + 1} is recorded sat, but z3 finds no model ({got.status})")
            values = got.values
        return Decision(status, answers, values, "sat" in statuses and "unsat" in statuses,
                        str(q.get("reason") or "") if status == "unknown" else "")

    saved = lemmas_module.decide
    lemmas_module.decide = decide
    try:
        yield
    finally:
        lemmas_module.decide = saved


def replay_proof(claim: Any, stored: dict[str, Any]) -> tuple[dict[str, Any] | None, list[str], str]:
    """Run the prover on ``claim`` with every solver answer taken from ``stored`` (the claim's
    ``z3`` record in ``results.json``), so that its queries are re-encoded from the claim alone.

    Args:
        claim: the :class:`gamecheck.claims.Claim`.
        stored: its stored proof record (``queries``: each with ``status`` and ``solvers``).

    Returns:
        ``(record, texts, note)``: the proof record the replay derives (``None`` when its queries
        left the record's), the SMT-LIB text of each query it built, in order, and ``note``:
        ``""`` (every answer taken as recorded), ``"sat"`` (it ran to its verdict, asking z3 for
        the model of a recorded sat answer) or why the queries left the record's.
    """

    queries = [q for q in stored.get("queries") or [] if isinstance(q, dict)]
    texts: list[str] = []
    sat_models: list[int] = []
    try:
        lemmas = [lem for lem in stored.get("lemmas") or [] if isinstance(lem, dict)]
        with _recorded_answers(queries, texts, sat_models), _recorded_lemma_answers(lemmas):
            p = prove_claim(claim)
    except ReplayDiverged as exc:
        return None, texts, exc.message
    rec = p.to_json()
    rec.pop("id", None)
    rec.pop("expected", None)
    return rec, [q.text or "" for q in p.queries], "sat" if sat_models else ""


def _read_results(root: Path) -> list[dict[str, Any]]:
    path = root / "results.json"
    raw = read_user_file(path, f"'{shown_path(path)}'", _MAX_RESULTS)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise UsageError(f"'{shown_path(path)}' is not a JSON file ({str(exc)[:100]}); it was damaged") from None
    if not isinstance(data, list) or not all(isinstance(r, dict) and isinstance(r.get("id"), str) for r in data):
        raise UsageError(f"'{shown_path(path)}' is not a list of claim records; it was damaged")
    return data


def _first_difference(a: str, b: str) -> str:
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb), start=1):
        if x != y:
            return f"line {i} differs"
    if len(la) != len(lb):
        return f"{len(la)} lines stored, {len(lb)} re-encoded"
    return "the bytes differ (line ends or a final newline)"


def recheck_audit(reports_dir: str | os.PathLike[str], ids: Sequence[str] = (), *, checks: bool = True,
                  progress: Callable[[str], None] | None = None) -> Recheck:
    """Re-derive the audit in ``reports_dir`` from the catalogue's claims and report every change
    (see the module docstring).

    Args:
        reports_dir: the audit's report folder (``results.json``, ``smt2/``, ``certificates/``).
        ids: re-derive only these claims (default: every claim in ``results.json``); the files
            no record names are then not listed.
        checks: re-run each claim's check too (step 1; some minutes for the whole audit).
        progress: called with each claim id before it is re-derived.

    Returns:
        :class:`Recheck`; ``ok`` when nothing differs.

    Raises:
        UsageError: the folder or its ``results.json`` is missing or unreadable as a list of
            records; an id that is not in ``results.json``.
    """

    root = Path(reports_dir)
    if not root.is_dir():
        raise UsageError(f"'{shown_path(root)}' is not a folder; give the audit's report folder (e.g. reports)")
    records = _read_results(root)
    out = Recheck()
    by_id: dict[str, dict[str, Any]] = {}
    for r in records:
        if r["id"] in by_id:
            out.findings.append(Finding("results.json", f"claim '{r['id']}' has two records"))
        by_id[r["id"]] = r
    claims = {c.id: c for c in catalogue_claims()}
    titles = {d["file"]: d["title"] for d in catalogue_documents()}
    wanted = list(ids) or [r["id"] for r in records]
    for i in wanted:
        if i not in by_id:
            raise UsageError(f"claim '{i}' has no record in '{shown_path(root / 'results.json')}'")
    if not ids:
        for i in claims:
            if i not in by_id:
                out.findings.append(Finding("results.json", f"claim '{i}' of the catalogue has no record"))
    if checks:
        if numba_available():  # as the audit does: then the compact engine labels every domain of 256+ positions
            from gamecheck.engine.compact import warm_up  # lazy: heavy (numba)

            warm_up()
    final = {r["id"]: r for r in records}  # the records as re-derived, for the proof pages' names
    named_smt2: set[str] = set()
    named_certs: set[str] = set()
    out.second_checker = second_checker()
    missing = 0  # certificates gamecheck's checker accepted that no second checker could check
    for cid in wanted:
        rec = by_id[cid]
        if progress is not None:
            progress(cid)
        claim = claims.get(cid)
        if claim is None:
            out.findings.append(Finding(cid, "a record of a claim the catalogue does not have"))
            continue
        out.claims += 1
        if checks:
            derived = result_record(claim, check_claim(claim), titles)
            mine = {k: v for k, v in rec.items() if k != "z3"}
            theirs = {k: v for k, v in derived.items() if k != "z3"}
            for d in _differences(_strip(mine), _strip(theirs)):
                out.findings.append(Finding(cid, f"results.json: {d}"))
        stored = rec.get("z3")
        if not z3_record_wanted(claim):
            if stored is not None:
                out.findings.append(Finding(cid, "results.json: a proof record for a claim the audit does not prove"))
            continue
        if not isinstance(stored, dict):
            out.findings.append(Finding(cid, "results.json: the proof record is missing"))
            continue
        out.proofs += 1
        derived_z3, texts, stop = replay_proof(claim, stored)
        squeries = [q for q in stored.get("queries") or [] if isinstance(q, dict)]
        if stop == "sat":
            out.sat_models += 1
        if stop and stop != "sat":
            out.findings.append(Finding(cid, f"results.json: the proof's queries are not those recorded: {stop}"))
        else:
            mine = {k: v for k, v in stored.items() if k not in ("queries", "proof_page")}
            theirs = {k: v for k, v in derived_z3.items() if k != "queries"}  # type: ignore[union-attr]
            final[cid] = dict(rec, z3=dict(derived_z3, queries=stored.get("queries")))  # type: ignore[arg-type]
            for d in _differences(_strip(mine), _strip(theirs), "z3."):
                out.findings.append(Finding(cid, f"results.json: {d}"))
            if len(texts) != len(squeries):
                out.findings.append(Finding(cid, f"results.json: {len(squeries)} queries recorded, the proof asks "
                                                 f"{len(texts)}"))
            keep = ("name", "status", "statement", "solver", "reason")
            for k, (q, dq) in enumerate(zip(squeries, derived_z3["queries"])):  # type: ignore[index]
                for d in _differences({x: q.get(x) for x in keep}, {x: dq.get(x) for x in keep}, f"z3.queries[{k}]."):
                    out.findings.append(Finding(cid, f"results.json: {d}"))
        for k, text in enumerate(texts):
            if k >= len(squeries):
                break
            q = squeries[k]
            out.queries += 1
            name = q.get("smt2")
            if not isinstance(name, str) or not name or "/" in name or name.startswith("."):
                out.findings.append(Finding(cid, f"results.json: query {k + 1} names no SMT-LIB file"))
                continue
            named_smt2.add(name)
            path = root / "smt2" / name
            try:
                stored_text = read_user_file(path, f"'{shown_path(path)}'", 64 << 20).decode("utf-8")
            except (UsageError, UnicodeDecodeError) as exc:
                out.findings.append(Finding(f"smt2/{name}", f"cannot be read: {exc}"))
                stored_text = None
            if stored_text is not None and stored_text != text:
                out.findings.append(Finding(f"smt2/{name}", "differs from the query re-encoded from claim "
                                            f"'{cid}' ({_first_difference(stored_text, text)})"))
            if q.get("status") != "unsat":
                continue
            cert = q.get("certificate") if isinstance(q.get("certificate"), dict) else {}
            logic = query_logic(text)
            if logic != ("bv", False):
                expect = _no_certificate(text)
                if _strip(cert) != expect:
                    out.findings.append(Finding(cid, f"results.json: query {k + 1}'s certificate record is not the "
                                                     "one of a query over the integers or with quantifiers"))
                out.rests_on_answers += 1
                continue
            if cert.get("status") != "checked":
                out.rests_on_answers += 1
                if cert.get("status") not in ("too large",):
                    out.findings.append(Finding(cid, f"results.json: query {k + 1} is over bit-vectors and answered "
                                                     f"unsat, but its certificate is {_short(cert.get('status'))}"))
                continue
            cfile = cert.get("file")
            if not isinstance(cfile, str) or not cfile.startswith("certificates/") or "/" in cfile[13:]:
                out.findings.append(Finding(cid, f"results.json: query {k + 1}'s certificate names no file"))
                continue
            named_certs.add(cfile[13:])
            cpath = root / cfile
            out.certificates += 1
            check = check_certificate(cpath, text)
            out.certificate_checks.append({"file": cfile, "claim": cid, "ok": check.ok, "cnf": check.cnf,
                                           "gamecheck": check.gamecheck.to_json(), "second": check.second.to_json()})
            if not check.ok:
                if check.second.ok is None and check.gamecheck.ok and out.second_checker is None:
                    missing += 1  # one finding for them all, below
                else:
                    out.findings.append(Finding(cfile, f"{check.message} (the query re-encoded from claim '{cid}')"))
                continue
            out.checked_twice += 1
            try:
                header = read_certificate(cpath)[0]
            except (UsageError, MemoryError) as exc:  # it was read a moment ago: changed since, or memory ran out
                out.findings.append(Finding(cfile, f"cannot be read a second time: {exc or 'the memory ran out'}"))
                continue
            for key in ("variables", "clauses", "lemmas"):
                if str(cert.get(key)) != header[key]:
                    out.findings.append(Finding(cid, f"results.json: query {k + 1}'s certificate has {key} "
                                                     f"{cert.get(key)}, the file {header[key]}"))
    if missing:
        out.findings.append(Finding("certificates", f"the second DRAT checker (dratify) is not installed: {missing} "
                                    "certificate(s) were checked by gamecheck's checker alone, which is not a pass "
                                    "(pip install dratify)"))
    paged = {r["id"]: r for r in with_proof_pages(list(final.values()))}
    for cid in wanted:
        got, want = (by_id[cid].get("z3") or {}), (paged[cid].get("z3") or {})
        if isinstance(got, dict) and isinstance(want, dict) and got.get("proof_page") != want.get("proof_page"):
            out.findings.append(Finding(cid, f"results.json: z3.proof_page is {_short(got.get('proof_page'))}, the "
                                             f"re-derivation gives {_short(want.get('proof_page'))}"))
    if not ids:
        for folder, named, suffix in (("smt2", named_smt2, ".smt2"), ("certificates", named_certs, ".drat.xz")):
            d = root / folder
            if d.is_dir():
                for p in sorted(d.iterdir()):
                    if p.name.endswith(suffix) and p.name not in named:
                        out.findings.append(Finding(f"{folder}/{p.name}", "no record names this file"))
    return out
