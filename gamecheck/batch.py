"""A claims file checked or proved claim by claim: one bad claim spoils only itself (issue 35).

``gamecheck check FILE`` and ``gamecheck prove FILE`` run over every claim of a file. A claim
that cannot be checked as written -- a field of the wrong type, an unknown ruleset or parameter,
a rule that does not parse or reads a name it may not, a position the ruleset refuses -- gets an
:class:`gamecheck.audit.ErrorResult` (verdict ``error``) in its place among the results, naming
the claim and the field; every other claim is checked and reported as usual, and the run exits
with status 2 at the end (:func:`gamecheck.checker.context.exit_status`).

* :func:`read_claims` -- a claims file read claim by claim: a ``[[claim]]`` table the loader
  refuses becomes an error in its place (by its id, or by its place in the file when it has no
  usable id), and the others load (:func:`gamecheck.claims.load_claims_file` with ``errors``);
* :func:`preflight` -- what every claim passes before any claim is checked: its own validation
  (:meth:`gamecheck.claims.Claim.validate`), its ruleset built the way the checker builds it
  (:func:`gamecheck.checker.context.claim_ruleset`, or the spec alone for a kind that speaks of
  any number of heaps), its position read by that ruleset, and every rule text parsed against the
  names the checker will allow (:func:`gamecheck.checker.context.rule_names` -- called, not
  copied, so that the preflight moves with the checker);
* :func:`check_entries`, :func:`prove_entries` -- every claim preflighted first, then each good
  one checked (or proved); a usage error raised about one claim while it is checked or proved
  (a :class:`~gamecheck.errors.UsageError`, a :class:`~gamecheck.errors.RuleError`) becomes that
  claim's error. A resource limit stays an inconclusive verdict, as the checker makes it; an
  internal error still stops the run;
* :func:`error_record`, :func:`text_records`, :func:`line_verdicts` -- the records the reports
  and the annotated text read.

A statement about integers (``forall``, ``partition``) has no ruleset; its texts are parsed when
it is checked, and an error there is the claim's error too.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

from gamecheck.audit import CheckResult, ErrorResult, ProofResult, Verdict
from gamecheck.checker.context import RULE_TEXTS, claim_names, claim_ruleset, rule_names
from gamecheck.claims import Claim, load_claims_file
from gamecheck.errors import ResourceLimitError, RuleError, UsageError, printable
from gamecheck.games import make_ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.report.proofs import proof_records
from gamecheck.report.textview import VERDICT_ORDER, line_classes
from gamecheck.verify import default_group, result_record

__all__ = [
    "ClaimsFile", "Entry", "read_claims", "preflight", "check_entries", "prove_entries", "error_record",
    "text_records", "line_verdicts", "field_of",
]

#: one claim of a file: the claim, or the error that stands in its place
Entry = Claim | ErrorResult


@dataclass(frozen=True)
class ClaimsFile:
    """A claims file read claim by claim (:func:`read_claims`).

    Attributes:
        path: the file, as given.
        entries: every ``[[claim]]`` table in file order: the claim, or the
            :class:`~gamecheck.audit.ErrorResult` of a table that is not a well-formed claim.
        document: the file's ``[document]`` table as read (``{}`` when it has none).
    """

    path: str
    entries: tuple[Entry, ...]
    document: dict[str, Any] = field(default_factory=dict)

    @property
    def claims(self) -> list[Claim]:
        """The claims that loaded, in file order."""
        return [e for e in self.entries if isinstance(e, Claim)]

    @property
    def errors(self) -> list[ErrorResult]:
        """The tables that did not load, in file order."""
        return [e for e in self.entries if isinstance(e, ErrorResult)]

    def select(self, ids: Sequence[str], origin: str | None = None) -> list[Entry]:
        """The entries with these ids, in the order given (every entry when ``ids`` is empty).

        Raises:
            UsageError: an id that is none of the file's (``origin`` names the file).
        """
        if not ids:
            return list(self.entries)
        by_id: dict[str, Entry] = {}
        for e in self.entries:
            by_id.setdefault(e.id, e)
        for i in ids:
            if i not in by_id:
                known = ", ".join(sorted(by_id))[:300]
                raise UsageError(f"claim '{printable(i)}' is not in {printable(origin or self.path)}; known ids: {known}")
        return [by_id[i] for i in ids]


def read_claims(path: str | Path, allow_outside_files: bool = False) -> ClaimsFile:
    """Read a claims file claim by claim.

    Every ``[[claim]]`` table that is not a well-formed claim (as
    :func:`gamecheck.claims.parse_claims_file` with ``errors`` says) is kept as an
    :class:`~gamecheck.audit.ErrorResult` at its place (stage ``"load"``): its id is the table's
    (``ID#N`` for a table repeating an id, ``#N`` for one without a usable id, N its place among
    the tables), its ``field`` the field the message names, its ``source_lines`` the table's
    when they are well formed.

    Raises:
        UsageError: what is wrong with the file as a whole (missing, not UTF-8, not TOML outside
            its claims, no claims, a bad ``[document]`` table).
    """
    failed: list[tuple[int, str, str, list[list[int]] | None]] = []
    claims, doc = load_claims_file(path, allow_outside_files, errors=failed)
    by_index = {f[0]: f for f in failed}
    entries: list[Entry] = []
    used: set[str] = set()
    loaded = iter(claims)
    for index in range(1, len(claims) + len(failed) + 1):
        f = by_index.get(index)
        if f is None:
            c = next(loaded)
            used.add(c.id)
            entries.append(c)
            continue
        _, cid, message, lines = f
        eid = (f"{cid}#{index}" if cid in used or any(c.id == cid for c in claims) else cid) if cid else f"#{index}"
        used.add(eid)
        entries.append(ErrorResult(eid, " ".join(message.split()), field_of(message), "load", index,
                                   source_lines=lines))
    return ClaimsFile(str(path), tuple(entries), doc)


# -- which field ----------------------------------------------------------------------------------

#: a field named in a claim's message, in the words of :mod:`gamecheck.claims`, most precise first
_FIELD_PATTERNS = (
    re.compile(r"does not read field '([\w.]+)'"),
    re.compile(r"\bfield '([\w.]+)'"),
    re.compile(r"\bunknown field \"([\w.]+)\""),
    re.compile(r"\bneeds (?:an? )?(?:integer )?'(\w+)'"),
)
#: a message about one field that does not say "field"
_FIELD_WORDS = (
    (re.compile(r"\bclaim id\b.* is not allowed|\bappears twice\b"), "id"),
    (re.compile(r"^(?:[^:]*: )*kind .* is not allowed"), "kind"),
    (re.compile(r"^(?:[^:]*: )*expected .* is not allowed"), "expected"),
    (re.compile(r"either 'ruleset' or 'game'|\[claim\.game\]|: game "), "game"),
    (re.compile(r": ruleset: |\bruleset spec\b|\bunknown ruleset\b"), "ruleset"),
)


def field_of(message: str) -> str:
    """The field a claim's error message names (``"bound"``, ``"rule"``, ``"kind"``, ...), or
    ``""`` when it names none (a table that is not TOML, an unknown parameter of a spec)."""
    for pattern in _FIELD_PATTERNS:
        m = pattern.search(message)
        if m:
            return m.group(1).split(".")[0] if m.group(1).startswith("source.") else m.group(1)
    for pattern, name in _FIELD_WORDS:
        if pattern.search(message):
            return name
    return ""


def _texts(claim: Claim, names: list[str]) -> list[tuple[str, str, list[str]]]:
    """Each rule text of a game claim with the field it is in and the names it may use: the
    texts of :data:`gamecheck.checker.context.RULE_TEXTS`, the ``let`` helpers and the strategy
    (which may also read the kind's ``strategy_names``), then the prover's ``p_rule``."""
    out = [(f, getattr(claim, f), names) for f in RULE_TEXTS]
    out += [(f"let.{k}", v, names) for k, v in claim.let.items()]
    out.append(("strategy", claim.strategy, names + list(type(claim).strategy_names)))
    out.append(("p_rule", claim.p_rule, names))
    return [(f, t, n) for f, t, n in out if t]


def _rule_field(claim: Claim, ruleset: Any) -> str:
    """The field of the first rule text of ``claim`` that does not parse against the names the
    checker allows (``""`` when each parses alone)."""
    for name, text, names in _texts(claim, claim_names(ruleset, claim)):
        try:
            rexpr.parse(text, names)
        except RuleError:
            return name
    return ""


def _quoted_field(claim: Claim, message: str) -> str:
    """The field whose text a rule's message quotes (``rule 'x ==': ...``), else the field the
    message names in words, else ``""``."""
    for name, text, _ in _texts(claim, []):
        if f"'{text}'" in message:
            return name
    return field_of(message)


def _ruleset_field(claim: Claim, message: str) -> str:
    """``params`` when a spec's message names one of the claim's parameters, else ``ruleset``."""
    for key in claim.params or {}:
        if re.search(rf"(?<![\w-]){re.escape(str(key))}(?:=|'|\b)", message):
            return "params"
    return "ruleset"


def _message(claim: Claim, name: str, exc: BaseException) -> str:
    """One line naming the file, the claim and the field, then what is wrong."""
    msg = " ".join(str(exc).split())
    origin = printable(claim.origin) if claim.origin else ""
    if origin and msg.startswith(f"{origin}: "):
        msg = msg[len(origin) + 2:]
    who = f"claim '{printable(claim.id)}'"
    if msg.startswith(f"{who}: "):
        msg = msg[len(who) + 2:]
    what = f"field '{name}': " if name and f"field '{name}'" not in msg else ""
    return (f"{origin}: " if origin else "") + f"{who}: {what}{msg}"


def _error(claim: Claim, name: str, exc: BaseException, stage: str, t0: float) -> ErrorResult:
    return ErrorResult(claim.id, _message(claim, name, exc), name, stage, claim=claim,
                       source_lines=claim.source_lines, seconds=time.perf_counter() - t0)


def preflight(claim: Claim) -> ErrorResult | None:
    """The checks every claim of a run passes before any claim is checked: ``None`` when the
    claim can be checked as written, else its :class:`~gamecheck.audit.ErrorResult` (stage
    ``"preflight"``).

    In order: :meth:`Claim.validate`; for a claim about a game, its ruleset built as the checker
    builds it (``ruleset`` or ``params`` at fault), the claim's ``position`` read by it, and every
    rule text (``rule``, ``move``, ``within``, ``where``, ``target``, the ``let`` helpers, the
    ``strategy``) parsed against the names the checker allows
    (:func:`gamecheck.checker.context.rule_names`). A domain too large is not an error: the check
    makes it an inconclusive verdict.
    """
    t0 = time.perf_counter()
    try:
        claim.validate()
    except UsageError as exc:
        return _error(claim, field_of(str(exc)), exc, "preflight", t0)
    if not type(claim).uses_ruleset:
        return None
    try:
        ruleset = make_ruleset(claim.ruleset, claim.params) if type(claim).any_heap_count else claim_ruleset(claim)
    except ResourceLimitError:
        return None
    except UsageError as exc:
        return _error(claim, _ruleset_field(claim, str(exc)), exc, "preflight", t0)
    if claim.position is not None:
        try:
            ruleset.validate(ruleset.canonical(tuple(claim.position)))
        except ResourceLimitError:
            return None
        except UsageError as exc:
            return _error(claim, "position", exc, "preflight", t0)
    if _texts(claim, []):
        try:
            rule_names(claim, ruleset)
        except RuleError as exc:
            return _error(claim, _rule_field(claim, ruleset) or _quoted_field(claim, str(exc)), exc, "preflight", t0)
        except ResourceLimitError:
            return None
        except UsageError as exc:
            return _error(claim, _quoted_field(claim, str(exc)), exc, "preflight", t0)
    return None


def _guarded(claim: Claim, work: Callable[[Claim], Any], stage: str) -> Any:
    """``work(claim)``, with a usage error about the claim made its error."""
    t0 = time.perf_counter()
    try:
        return work(claim)
    except ResourceLimitError:
        raise  # the checker makes a limit an inconclusive verdict; one that escapes stops the run (exit 3)
    except UsageError as exc:
        return _error(claim, _quoted_field(claim, str(exc)), exc, stage, t0)


def _run(entries: Iterable[Entry], work: Callable[[Claim], Any], stage: str,
         on_claim: Callable[[str], None] | None) -> list[Any]:
    first = [e if isinstance(e, ErrorResult) else (preflight(e) or e) for e in entries]  # every claim, before any check
    out: list[Any] = []
    for e in first:
        if on_claim is not None:
            on_claim(e.id)
        out.append(e if isinstance(e, ErrorResult) else _guarded(e, work, stage))
    return out


def check_entries(entries: Iterable[Entry], check: Callable[[Claim], CheckResult],
                  on_claim: Callable[[str], None] | None = None) -> list[CheckResult | ErrorResult]:
    """Check the claims of a file: every claim preflighted (:func:`preflight`) before any is
    checked, then each good one checked with ``check(claim)``; one result per entry, in order.

    Args:
        entries: claims and the errors of tables that did not load (:attr:`ClaimsFile.entries`).
        check: checks one claim (:func:`gamecheck.check` with the run's options).
        on_claim: called with each entry's id before it is checked (a progress bar).

    Returns:
        a :class:`~gamecheck.audit.CheckResult` per claim checked, an
        :class:`~gamecheck.audit.ErrorResult` per claim that could not be (a usage error raised
        while it was checked included: stage ``"check"``).
    """
    return _run(entries, check, "check", on_claim)


def prove_entries(entries: Iterable[Entry], prove: Callable[[Claim], ProofResult],
                  on_claim: Callable[[str], None] | None = None) -> list[ProofResult | ErrorResult]:
    """Prove the claims of a file, as :func:`check_entries` checks them: the same preflight, then
    ``prove(claim)`` for each good one (a usage error it raises: stage ``"prove"``). A kind the
    prover does not take is no error: its proof is inconclusive and says why in one line."""
    return _run(entries, prove, "prove", on_claim)


# -- records --------------------------------------------------------------------------------------

def error_record(err: ErrorResult, titles: Mapping[str, str] | None = None, document: str = "") -> dict[str, Any]:
    """The ``results.json`` record of a claim that could not be checked: :meth:`ErrorResult.to_json`
    with the fields the report pages read (as :func:`gamecheck.verify.result_record` gives them
    for a result): ``reason`` (the message), no witness or domain, the claim's ``group``, rule and
    source when it could be read, else the group ``errors`` and ``document`` (the claims file's
    text, when it names one)."""
    c = err.claim
    rec = err.to_json()
    doc = c.document if c is not None else document
    rule = c.rule_text() if c is not None else None
    if c is not None and c.let:
        rule = "; ".join(f"{k} = {v}" for k, v in c.let.items()) + ("; " + rule if rule else "")
    rec.update(
        document=doc, section=c.section if c is not None else "", statement=c.statement if c is not None else "",
        reason=err.message, method="", bound="", domain=None, positions_checked=0, positions_labelled=0, witness=None,
        vacuous=None, group=default_group(c) if c is not None else "errors",
        document_title=(titles or {}).get(doc, doc), rule=rule,
        where=c.where if c is not None else None, target=c.target if c is not None else None,
        notes=c.notes if c is not None else "", command=None, solve_command=None, z3=None,
        translation=c.translation if c is not None else "", reading=c.reading if c is not None else "literal",
        reading_of=(c.reading_of or None) if c is not None else None,
        reading_note=c.reading_note if c is not None else "", role=c.role if c is not None else "statement",
        category=None,
    )
    return rec


def _z3(proof: Any) -> dict[str, Any] | None:
    """The ``z3`` field of a record from a proof (as :func:`gamecheck.verify.z3_record` gives
    it), or from a proof that could not be made (verdict ``error`` and its message)."""
    if proof is None:
        return None
    if isinstance(proof, ErrorResult):
        return {"verdict": str(Verdict.ERROR), "reason": proof.message, "field": proof.field, "queries": []}
    z = proof.to_json()
    z.pop("id", None)
    z.pop("expected", None)
    return z


def text_records(results: Sequence[Any], proofs: Sequence[Any] | None = None, titles: Mapping[str, str] | None = None,
                 document: str = "", source: str | None = None) -> list[dict[str, Any]]:
    """The records of a run, one per result, in order: a check's
    (:func:`gamecheck.verify.result_record`, its ``z3`` from the claim's proof in ``proofs`` when
    given), a proof's (:func:`gamecheck.report.proofs.proof_records`: its ``verdict`` is the
    proof's) or an error's (:func:`error_record`).

    Args:
        results: CheckResults, ProofResults and ErrorResults.
        proofs: with check results, each claim's proof (or ``None``, or an ErrorResult), in order.
        titles: document file -> title.
        document: the text the claims file names, for errors whose claim could not be read.
        source: the claims file (the command on a proof page).
    """
    out: list[dict[str, Any]] = []
    for i, r in enumerate(results):
        if isinstance(r, ErrorResult):
            out.append(error_record(r, titles, document))
        elif isinstance(r, ProofResult):
            out.append(proof_records([r], source=source)[0])
        else:
            rec = result_record(r.claim, r, titles)
            proof = proofs[i] if proofs is not None and i < len(proofs) else None
            if proof is not None:
                rec["z3"] = _z3(proof)
            out.append(rec)
    return out


def line_verdicts(doc: Any, records: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """How many lines of the audited text (``doc``, a :class:`gamecheck.document.DocumentCheck`)
    take each verdict class of :data:`gamecheck.report.textview.VERDICT_ORDER` (``proved`` among
    them), as the annotated view colours them."""
    by_id = {str(r.get("id", "")): r for r in records}
    classes = line_classes(doc, by_id)
    return {k: classes.count(k) for k in VERDICT_ORDER}
