"""The public Python API: games, solutions, labels, claims and verdicts.

Everything here is re-exported by :mod:`gamecheck` (``import gamecheck as gc``); the command
line (:mod:`gamecheck.cli`) is a thin layer that parses arguments, calls these functions and
renders what they return.

The games half -- :class:`Game`, :class:`Solution`, :class:`Labels`, :class:`Outcome`,
:func:`game`, :func:`load_game`, :func:`load_graph`, :func:`label`, :func:`misere_quotient`,
:func:`rulesets` -- is defined in :mod:`gamecheck.gameapi`, which loads none of the claims,
checker, prover or reports (what ``gamecheck solve`` needs); this module re-exports it and adds
the claims, their checks and proofs, and the audit.

>>> import gamecheck as gc
>>> g = gc.game("nim", heaps=3)
>>> s = g.solve((11, 6, 10, 8))
>>> s.outcome, s.grundy
(<Outcome.N: 'N'>, 15)

Every error raised here is a :class:`gamecheck.errors.GamecheckError` subclass with a one-line
message (``UsageError`` for bad input, ``ResourceLimitError`` when the work would not fit).
"""

from __future__ import annotations

import importlib.util
import os
import tomllib
from pathlib import Path
from typing import Any, Callable, Sequence

from gamecheck import args as _args
from gamecheck.args import public
from gamecheck.audit import CheckResult, ErrorResult, ProofResult, Result, Verdict
from gamecheck.batch import ClaimsFile, check_entries, error_record, line_verdicts, prove_entries, text_records
from gamecheck.batch import read_claims as _read_claims
from gamecheck.catalog import catalogue_claims, catalogue_documents
from gamecheck.checker.parallel import WORKERS_PER_CPU, check_claim_parallel, check_scheduler_address
from gamecheck.checker.context import exit_status
from gamecheck.checker.serial import check_claim
from gamecheck.claims import MAX_PROVE_BITS, Claim
from gamecheck.claims import load_claims as _load_claims
from gamecheck.claims import load_claims_file as _load_claims_file
from gamecheck.document import DocumentCheck, SourceText, check_document as _check_document, document_table, init_text, read_source
from gamecheck.files import file_scope, reference
from gamecheck.atomic import atomic_write_text, check_name_lengths, check_target, read_user_file
from gamecheck.engine.graph import ENGINES
from gamecheck.errors import GamecheckError, UsageError
# the games half of the API (no claims: what `gamecheck solve` and `label` load), re-exported here
from gamecheck.gameapi import (
    Game, Labels, MisereQuotient, Outcome, Solution, game, label, load_game, load_graph, misere_quotient, nim_inv,
    nim_mul, nim_pow, rulesets,
)
from gamecheck.position import MAX_PARTS
from gamecheck.prover.prove import prove_claim
from gamecheck.prover.solvers import DEFAULT_BUDGET
from gamecheck.verify import certify_queries, result_record, run_audit, write_audit_reports

__all__ = [
    "Outcome", "Verdict", "Game", "Solution", "Labels", "Result", "game", "label", "load_graph", "load_claims",
    "check", "prove", "Claim", "GamecheckError", "rulesets", "catalogue", "audit_claims", "select_claims",
    "exit_status", "write_audit_reports", "write_check_reports", "misere_quotient", "MisereQuotient", "init_audit",
    "check_document", "read_claims", "check_claims", "prove_claims", "document_coverage", "ClaimsFile", "ErrorResult",
    "nim_mul", "nim_pow", "nim_inv",
]

#: the most local worker processes :func:`check` starts (4 per CPU core)
MAX_WORKERS = WORKERS_PER_CPU * (os.cpu_count() or 1)
#: the longest time limit of one solver query (seconds)
MAX_TIMEOUT = 86_400.0


def _output_folder(name: str, value: Any, where: str) -> Path | None:
    """An output folder argument: created with its parents when missing.

    Raises:
        UsageError: not a path, an existing file in its place, or a folder that cannot be made.
    """
    folder = _args.path(name, value, optional=True, where=where)
    if folder is None:
        return None
    try:
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"{where}{name}={_args.shown(str(folder))} is a file, not a folder")
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"{where}{name}={_args.shown(str(folder))}: cannot make the folder "
                         f"({exc.strerror or exc})") from None
    return folder


# -- claims and verdicts ---------------------------------------------------------------------------

@public
def load_claims(path: str | Path, *, allow_outside_files: bool = False) -> list[Claim]:
    """Read the claims of a TOML (or JSON) claim file; see the documentation's "Writing claims
    (TOML)" for the format.

    A file a claim names (``game = "x.toml"``, ``graph(file=...)`` in its ruleset) is read
    relative to the claims file and must be inside the claims file's folder, so that a claims
    file from someone else cannot copy other files into a report (:mod:`gamecheck.files`).

    Parameters
    ----------
    path : str or pathlib.Path
        The claims file.
    allow_outside_files : bool, default False
        Allow files outside the claims file's folder (``--allow-outside-files``).

    Returns
    -------
    list of Claim
        The claims, in file order.

    Raises
    ------
    UsageError
        A missing or unreadable file, or a claim that fails validation (the message names the
        file, the claim and the field).

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = pathlib.Path(folder, "claims.toml")
    ...     _ = path.write_text('[[claim]]\\nid = "bash-3"\\nstatement = "Bash, m = 3: P at the multiples of 4."\\n'
    ...                         'source = { document = "notes", section = "1" }\\nruleset = "bash"\\n'
    ...                         'params = { m = 3 }\\nbound = 30\\nkind = "p-rule"\\nrule = "n % 4 == 0"\\n')
    ...     claims = gc.load_claims(path)
    >>> claims
    [Claim(bash-3: 'p-rule', ruleset='bash', params={'m': 3}, bound=30, rule='n % 4 == 0')]
    >>> gc.check(claims[0]).verdict
    <Verdict.HOLDS: 'holds'>
    """
    _args.path("path", path, where="gc.load_claims(): ")
    allow = _args.flag("allow_outside_files", allow_outside_files, where="gc.load_claims(): ")
    return _load_claims(path, allow_outside_files=allow)


def init_audit(document: str | Path, out: str | Path | None = None, *, force: bool = False) -> Path:
    """Start the audit of a text of one's own: write the claims file that ``gamecheck init``
    writes (what :func:`gamecheck.document.init_text` says), atomically.

    Parameters
    ----------
    document : str or pathlib.Path
        The text (UTF-8, with or without a byte-order mark; any language).
    out : str or pathlib.Path, optional
        The claims file to write (default: beside the text, its name with ``.claims.toml``).
    force : bool, default False
        Replace an existing file (else it is refused).

    Returns
    -------
    pathlib.Path
        The file written. It names the text (``document``, relative to it) when the text is in
        its folder or below, and checks cleanly as it is: no claim, every non-blank line unread.

    Raises
    ------
    UsageError
        A text that cannot be read (missing, a folder, not UTF-8, binary), an ``out`` that
        exists (without ``force``) or cannot be written.

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     doc = pathlib.Path(folder, "notes.md")
    ...     _ = doc.write_text("# Nim\\n\\nThe nim-sum decides.\\n", encoding="utf-8")
    ...     path = gc.init_audit(doc)
    ...     d = gc.check_document(path)
    >>> path.name, d.coverage.lines, d.coverage.unread, d.status
    ('notes.claims.toml', 2, 2, 'same')
    """
    where = "gc.init_audit(): "
    document = _args.path("document", document, where=where)
    out = _args.path("out", out, optional=True, where=where)
    force = _args.flag("force", force, where=where)
    source = read_source(document)
    target = out if out is not None else document.with_name(document.stem + ".claims.toml")
    if target.exists() and not force:
        raise UsageError(f"{_args.shown(str(target))} exists; give force=True to replace it, or another out=")
    if target.is_dir():
        raise UsageError(f"{_args.shown(str(target))} is a folder; give a file name for the claims file")
    check_target(target, make_parents=False)  # a symlink loop, a device, a missing folder: one line, nothing written
    base = target.parent.resolve()
    rel: str | None = None
    try:
        rel = document.resolve().relative_to(base).as_posix()
    except ValueError:
        rel = None  # the text is elsewhere: the check names it with document=
    try:
        return atomic_write_text(target, init_text(source, rel))
    except OSError as exc:
        raise UsageError(f"cannot write {_args.shown(str(target))}: {exc.strerror or exc}") from None


def check_document(path: str | Path, document: str | Path | None = None, *,
                   allow_outside_files: bool = False, missing_ok: bool = False) -> DocumentCheck | None:
    """Check a claims file against the text it audits: the text's hash, the lines its claims
    cite, and how much of it has been read (:func:`gamecheck.document.check_document`).

    Parameters
    ----------
    path : str or pathlib.Path
        The claims file; its ``[document]`` table records the text's hash and lines.
    document : str or pathlib.Path, optional
        The text (the user's own path). Default: the ``document`` path of the ``[document]``
        table, relative to the claims file and inside its folder (:mod:`gamecheck.files`).
    allow_outside_files : bool, default False
        Let the table's ``document`` point outside the claims file's folder.
    missing_ok : bool, default False
        Return ``None`` (instead of raising) when no text is named at all.

    Returns
    -------
    gamecheck.document.DocumentCheck or None
        ``status`` (``same``, ``changed``, ``unrecorded``), the cited ranges that ``moved`` or
        ``changed`` (by a line diff), ``errors`` (citations past the end of the text), and the
        ``coverage`` (cited, explained, unread lines).

    Raises
    ------
    UsageError
        A claims file or text that cannot be read, a malformed ``[document]`` table, or no text
        named (no ``document`` argument and no ``document`` in the table).

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.check_document("no-such-claims.toml")
    Traceback (most recent call last):
        ...
    gamecheck.errors.UsageError: cannot read claims file 'no-such-claims.toml': No such file or directory
    """
    where = "gc.check_document(): "
    path = _args.path("path", path, where=where)
    document = _args.path("document", document, optional=True, where=where)
    allow = _args.flag("allow_outside_files", allow_outside_files, where=where)
    missing_ok = _args.flag("missing_ok", missing_ok, where=where)
    found = _claims_and_text(path, document, allow, missing_ok)
    return None if found is None else _check_document(found[2], found[0], found[1])


def _claims_and_text(path: Path, document: Path | None, allow: bool,
                     missing_ok: bool = False) -> tuple[list[Any], SourceText, dict[str, Any]] | None:
    """The claims of ``path`` (read claim by claim: a table that is not a well-formed claim cites
    its lines through its :class:`ErrorResult`), the text they audit and their checked
    ``[document]`` table; ``None`` with ``missing_ok`` when no text is named."""
    read = _read_claims(path, allow_outside_files=allow)
    claims, raw = list(read.entries), read.document
    table = document_table(raw, str(path))
    if document is None:
        named = table.get("document")
        if not named and missing_ok:
            return None
        if not named:
            raise UsageError(f"{_args.shown(str(path))} names no text to check against: give document=PATH, or "
                             "write document = \"PATH\" in its [document] table")
        with file_scope(str(path), allow_outside=allow):
            document = reference(named, "document")
    return claims, read_source(document), table


def _claim(c: Any, where: str) -> Claim:
    if not isinstance(c, Claim):
        raise UsageError(f"{where}c={_args.shown(c, 60)} is not a claim; build one with gc.Claim(kind=..., "
                         "ruleset=..., ...)")
    return c


def _bound(bound: Any, where: str) -> int | list[int] | None:
    """A claim bound override: ``None``, a non-negative int or a list of them."""
    if isinstance(bound, (list, tuple)):
        if not 1 <= len(bound) <= MAX_PARTS:
            raise UsageError(f"{where}bound={_args.shown(bound)} is not allowed; give one bound or a list of 1 to "
                             f"{MAX_PARTS} per-part bounds")
        return [_args.integer(f"bound[{i}]", b, 0, where=where) for i, b in enumerate(bound)]  # type: ignore[misc]
    return _args.integer("bound", bound, 0, (1 << 31) - 1, optional=True, where=where)


@public
def check(c: Claim, *, engine: str = "auto", bound: int | list[int] | None = None, workers: int = 1,
          scheduler: Any = None, state_dir: str | Path | None = None, resume: bool = False,
          chunk_positions: int | None = None) -> CheckResult:
    """Check a claim exhaustively over its bounded domain (a refutation is the smallest witness,
    replayed through the ruleset).

    P-position rules and Grundy formulas are checked through local conditions (the certificate
    conditions and the mex conditions), so the domain can be split into chunks that are checked
    independently; every other kind is decided against the exhaustive labels.

    Parameters
    ----------
    c : Claim
        The claim.
    engine : {"auto", "arrays", "networkx", "compact"}
        The labelling engine (same verdicts).
    bound : int or list of int, optional
        Override the claim's bound.
    workers : int, default 1
        Check the domain in independent chunks on this many local processes.
    scheduler : str, optional
        Send the chunks to a Dask cluster at this address, such as ``"tcp://127.0.0.1:8786"``.
    state_dir : str or pathlib.Path, optional
        Record finished chunks in this folder, so that an interrupted run can ``resume``.
    resume : bool, default False
        Continue the run recorded in ``state_dir``.
    chunk_positions : int, optional
        Positions per chunk. With ``workers``, ``scheduler``, ``state_dir`` or
        ``chunk_positions`` the verdict and the smallest witness are those of the
        single-process check (:mod:`gamecheck.checker.parallel`).

    Returns
    -------
    gamecheck.audit.CheckResult
        ``.verdict`` (:class:`Verdict` ``HOLDS``, ``REFUTED``, ``INCONCLUSIVE`` or ``VACUOUS``),
        ``.witness`` (a :class:`~gamecheck.audit.Witness` when refuted), ``.reason``, ``.bound``
        (the domain in words), ``.positions_checked``.

    Raises
    ------
    UsageError
        A claim that cannot be checked as written (bad rule, unknown name), or a bad argument.

    Examples
    --------
    >>> import gamecheck as gc
    >>> c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=50, rule="xor(heaps) == 0")
    >>> r = gc.check(c)
    >>> r.verdict, r.positions_checked, r.bound
    (<Verdict.HOLDS: 'holds'>, 2601, 'every position with each heap <= 50 (2,601 positions)')
    >>> bad = gc.Claim(kind="p-rule", ruleset="bash", params={"m": 3}, bound=30, rule="n % 3 == 0")
    >>> w = gc.check(bad).witness
    >>> w.position, w.condition, w.move, w.to
    ([3], 'move from P to P', 'take 3', [0])

    References
    ----------
    E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways for your Mathematical Plays*
    (1982), ch. 2: a set is the set of P-positions iff it holds every terminal position, no move
    joins two of its positions and every other position has a move into it. R. Sprague (1935)
    and P. M. Grundy (1939): the mex conditions of Grundy values.
    """
    where = "gc.check(): "
    c = _claim(c, where)
    return _check_with(c, _check_options(where, engine, bound, workers, scheduler, state_dir, resume, chunk_positions))


def _check_options(where: str, engine: Any, bound: Any, workers: Any, scheduler: Any, state_dir: Any, resume: Any,
                   chunk_positions: Any) -> dict[str, Any]:
    """The options of a check (:func:`check`), checked once for a whole run."""
    _args.choice("engine", engine, ENGINES, where=where)
    bound = _bound(bound, where)
    workers = _args.integer("workers", workers, 1, MAX_WORKERS, where=where)
    if scheduler is not None and not isinstance(scheduler, str):
        raise UsageError(f"{where}scheduler={_args.shown(scheduler)} is not allowed; give the address of a Dask "
                         "scheduler, e.g. 'tcp://127.0.0.1:8786', or None")
    state_dir = _args.path("state_dir", state_dir, optional=True, where=where)
    resume = _args.flag("resume", resume, where=where)
    chunk_positions = _args.integer("chunk_positions", chunk_positions, 1, optional=True, where=where)
    if resume and not state_dir:
        raise UsageError(f"{where}resume=True needs state_dir (the folder the interrupted run recorded its chunks in)")
    return {"engine": engine, "bound": bound, "workers": workers, "scheduler": scheduler, "state_dir": state_dir,
            "resume": resume, "chunk_positions": chunk_positions}


def _check_with(c: Claim, o: dict[str, Any]) -> CheckResult:
    """Check one claim with options checked by :func:`_check_options`."""
    if o["workers"] > 1 or o["scheduler"] or o["state_dir"] or o["chunk_positions"]:
        return check_claim_parallel(c, o["bound"], workers=o["workers"], scheduler=o["scheduler"],
                                    chunk_positions=o["chunk_positions"], state_dir=o["state_dir"],
                                    resume=o["resume"], engine=o["engine"])
    return check_claim(c, o["engine"], o["bound"])


@public
def prove(c: Claim, *, bits: int | None = None, timeout: float | None = None,
          smt2_dir: str | Path | None = None, budget: float = 1.0) -> ProofResult:
    """Prove a claim for every position of a bit width (or every n), or refute it with a
    counterexample replayed through the ruleset.

    Each condition of the proof is decided by two independent solvers (z3 and Bitwuzla for
    bit-vectors, z3 and cvc5 for quantified queries and integers); "proved" needs two unsat
    answers for every condition (:mod:`gamecheck.prover.solvers`). Limits are deterministic
    resource counts, so the verdict does not depend on the machine. ``gamecheck prove`` and
    ``gamecheck verify`` use the same defaults.

    Parameters
    ----------
    c : Claim
        A claim of a provable kind (p-rule, grundy, no-move, some-move, winning-move, forall).
    bits : int, optional
        Bit width of each part, 1..256 (default: the claim's ``prove_bits``, else 64).
    timeout : float, optional
        The wall-clock safety net per solver call, in seconds (default: the claim's
        ``prove_timeout``, else 600); reaching it makes the verdict inconclusive.
    smt2_dir : str or pathlib.Path, optional
        Write each query as an SMT-LIB 2 file here.
    budget : float, default 1.0
        A factor (> 0) on the default resource limits of every solver
        (:data:`gamecheck.prover.solvers.DEFAULT_BUDGET`); 2 gives each solver twice as much.
        It multiplies the claim's own ``prove_budget``.

    Returns
    -------
    gamecheck.audit.ProofResult
        ``.verdict`` (:class:`Verdict` ``PROVED``, ``REFUTED`` or ``INCONCLUSIVE``), ``.witness``,
        ``.reason``, ``.domain`` (what was proved), ``.queries`` (each condition with every
        solver's answer).

    Raises
    ------
    UsageError
        A claim kind the prover does not handle, a bad bit width, safety net or budget.

    Examples
    --------
    >>> import gamecheck as gc
    >>> c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=50, rule="xor(heaps) == 0")
    >>> p = gc.prove(c, bits=8)
    >>> p.verdict, p.domain
    (<Verdict.PROVED: 'proved'>, 'every position of 2 part(s), each < 2^8')
    >>> [(q.name, q.status) for q in p.queries][1:]
    [('terminal positions are P', 'unsat'), ('no move from P to P', 'unsat'), ('found strategy moves from N to P', 'unsat')]

    References
    ----------
    E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways for your Mathematical Plays*
    (1982), ch. 2: the three certificate conditions of P-positions. R. Sprague (1935) and
    P. M. Grundy (1939): the mex conditions of Grundy values. N. Wetzler, M. J. H. Heule and
    W. A. Hunt, "DRAT-trim: efficient checking and trimming using expressive clausal proofs"
    (2014): the DRAT proofs checked for the certificates of ``gamecheck verify``.
    """
    where = "gc.prove(): "
    c = _claim(c, where)
    return _prove_with(c, _prove_options(where, bits, timeout, smt2_dir, budget))


def _prove_options(where: str, bits: Any, timeout: Any, smt2_dir: Any, budget: Any) -> dict[str, Any]:
    """The options of a proof (:func:`prove`), checked once for a whole run."""
    bits = _args.integer("bits", bits, 1, MAX_PROVE_BITS, optional=True, where=where)
    if timeout is not None:
        timeout = _args.number("timeout", timeout, 0.0, MAX_TIMEOUT, low_open=True, where=where)
    factor = _args.number("budget", budget, 0.0, 1000.0, low_open=True, where=where)
    return {"bits": bits, "timeout": timeout, "smt2_dir": _output_folder("smt2_dir", smt2_dir, where), "factor": factor}


def _prove_with(c: Claim, o: dict[str, Any]) -> ProofResult:
    """Prove one claim with options checked by :func:`_prove_options` (the claim's own
    ``prove_budget`` multiplies the run's)."""
    factor = o["factor"] * (float(c.prove_budget) if c.prove_budget is not None else 1.0)
    return prove_claim(c, bits=o["bits"], timeout=o["timeout"], smt2_dir=o["smt2_dir"],
                       budget=DEFAULT_BUDGET.scaled(factor))


# -- a claims file, claim by claim -----------------------------------------------------------------

@public
def read_claims(path: str | Path, *, allow_outside_files: bool = False) -> ClaimsFile:
    """Read a claims file claim by claim, for a run over all its claims (what ``gamecheck check``
    and ``gamecheck prove`` read): one bad claim spoils only itself.

    Unlike :func:`load_claims`, which raises at the first claim that is not well formed, a
    ``[[claim]]`` table that is not a well-formed claim -- a field of the wrong type or value, an
    unknown field or kind, a missing field, an id used before, a table that is not TOML while the
    rest of the file is -- is kept, in its place, as an :class:`ErrorResult` (verdict ``error``)
    that names the file, the claim (by its id, or its place ``#N`` when it has none) and the
    field; the other claims load.

    Parameters
    ----------
    path : str or pathlib.Path
        The claims file.
    allow_outside_files : bool, default False
        Allow files outside the claims file's folder (``--allow-outside-files``).

    Returns
    -------
    gamecheck.batch.ClaimsFile
        ``entries`` (claims and errors, in file order), ``claims``, ``errors``, ``document`` (the
        ``[document]`` table) and ``select(ids)``.

    Raises
    ------
    UsageError
        What is wrong with the file as a whole: missing, unreadable, not UTF-8, not TOML outside
        its claims, no claims, a bad ``[document]`` table.

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> good = 'id = "{}"\\nstatement = "s"\\nruleset = "nim"\\nparams = {{ heaps = 2 }}\\nkind = "p-rule"\\n'
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = pathlib.Path(folder, "claims.toml")
    ...     _ = path.write_text("[[claim]]\\n" + good.format("a") + 'bound = 5\\nrule = "xor(heaps) == 0"\\n'
    ...                         "[[claim]]\\n" + good.format("b") + 'bound = "five"\\nrule = "x1 == x2"\\n')
    ...     read = gc.read_claims(path)
    >>> [c.id for c in read.claims], [(e.id, e.field) for e in read.errors]
    (['a'], [('b', 'bound')])
    """
    _args.path("path", path, where="gc.read_claims(): ")
    allow = _args.flag("allow_outside_files", allow_outside_files, where="gc.read_claims(): ")
    return _read_claims(path, allow_outside_files=allow)


def _entries(entries: Any, where: str) -> list[Claim | ErrorResult]:
    if isinstance(entries, ClaimsFile):
        return list(entries.entries)
    return _args.sequence_of("entries", entries, (Claim, ErrorResult), "claims (gc.Claim) or their errors", where=where)


@public
def check_claims(entries: Sequence[Claim | ErrorResult] | ClaimsFile, *, engine: str = "auto",
                 bound: int | list[int] | None = None, workers: int = 1, scheduler: Any = None,
                 state_dir: str | Path | None = None, resume: bool = False, chunk_positions: int | None = None,
                 on_claim: Callable[[str], None] | None = None) -> list[CheckResult | ErrorResult]:
    """Check every claim of a run (what ``gamecheck check FILE`` does): every claim is validated
    before any is checked (:func:`gamecheck.batch.preflight`: its fields, its ruleset built as the
    checker builds it, its position, every rule text parsed against the names the checker
    allows), then each good claim is checked as :func:`check` checks it.

    A claim that cannot be checked as written -- in the preflight, or by a usage error raised
    while it is checked -- gets an :class:`ErrorResult` (verdict ``error``, its ``field`` and
    ``message`` naming the claim) in its place; the others are checked as usual. A resource limit
    stays an inconclusive verdict. :func:`check` on one bad claim still raises its one-line
    :class:`UsageError`.

    Parameters
    ----------
    entries : sequence of Claim and ErrorResult, or ClaimsFile
        The claims (:func:`read_claims`: ``.entries``, or ``.select(ids)``).
    engine, bound, workers, scheduler, state_dir, resume, chunk_positions
        As :func:`check` (checked once, before any claim).
    on_claim : callable, optional
        Called with each entry's id before it is checked (a progress bar).

    Returns
    -------
    list of CheckResult and ErrorResult
        One per entry, in order.

    Raises
    ------
    UsageError
        A bad argument (not a bad claim).

    Examples
    --------
    >>> import gamecheck as gc
    >>> good = gc.Claim(id="nim", kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=9, rule="xor(heaps) == 0")
    >>> bad = gc.Claim(id="oops", kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=9, rule="xor(heaps) ==")
    >>> [(r.id if isinstance(r, gc.ErrorResult) else r.claim.id, r.verdict) for r in gc.check_claims([good, bad])]
    [('nim', <Verdict.HOLDS: 'holds'>), ('oops', <Verdict.ERROR: 'error'>)]
    >>> gc.exit_status(gc.check_claims([good, bad]))
    2
    """
    where = "gc.check_claims(): "
    items = _entries(entries, where)
    options = _check_options(where, engine, bound, workers, scheduler, state_dir, resume, chunk_positions)
    _args.function("on_claim", on_claim, where=where)
    _check_run_options(options)
    return check_entries(items, lambda c: _check_with(c, options), on_claim)


def _check_run_options(o: dict[str, Any]) -> None:
    """What the chunked checker would refuse about the run's own options (not about a claim), refused
    before the first claim, so that it stops the run instead of becoming every claim's error: a
    scheduler address that is not one, Dask missing, a state folder that is a file."""
    if o["scheduler"] is not None:
        check_scheduler_address(o["scheduler"])
        if importlib.util.find_spec("distributed") is None:
            raise UsageError("sending chunks to a Dask cluster needs dask.distributed; install the extra: "
                             "pip install 'gamecheck[dask]'")
    if o["state_dir"] is not None:
        check_name_lengths(o["state_dir"], f"state_dir={_args.shown(str(o['state_dir']))[:60]}")
    if o["state_dir"] is not None and o["state_dir"].exists() and not o["state_dir"].is_dir():
        raise UsageError(f"state_dir={_args.shown(str(o['state_dir']))} is a file, not a folder; give a folder for "
                         "the state files")


@public
def prove_claims(entries: Sequence[Claim | ErrorResult] | ClaimsFile, *, bits: int | None = None,
                 timeout: float | None = None, smt2_dir: str | Path | None = None, budget: float = 1.0,
                 certify_dir: str | Path | None = None,
                 on_claim: Callable[[str], None] | None = None) -> list[ProofResult | ErrorResult]:
    """Prove every claim of a run (what ``gamecheck prove FILE`` does), as :func:`check_claims`
    checks them: the same preflight first, then each good claim proved as :func:`prove` proves
    it; a claim that cannot be proved as written gets an :class:`ErrorResult`. A kind the prover
    does not take, or a rule it cannot encode, is no error: the proof is inconclusive and its
    ``reason`` says why in one line.

    Parameters
    ----------
    entries : sequence of Claim and ErrorResult, or ClaimsFile
        The claims.
    bits, timeout, smt2_dir, budget
        As :func:`prove` (checked once, before any claim).
    certify_dir : str or pathlib.Path, optional
        Give every condition of a proved claim answered unsat over quantifier-free bit-vectors a
        DRAT certificate in this folder (with ``smt2_dir``; what ``prove --report`` stores).
    on_claim : callable, optional
        Called with each entry's id before it is proved.

    Returns
    -------
    list of ProofResult and ErrorResult
        One per entry, in order.

    Raises
    ------
    UsageError
        A bad argument (not a bad claim).

    Examples
    --------
    >>> import gamecheck as gc
    >>> nim = gc.Claim(id="nim", kind="p-rule", ruleset="nim", params={"heaps": 2}, rule="xor(heaps) == 0")
    >>> one = gc.Claim(id="one", kind="outcome", ruleset="nim", position=[1, 1], outcome="P")
    >>> bad = gc.Claim(id="bad", kind="p-rule", ruleset="nim", params={"heapz": 2}, rule="x1 == x2")
    >>> for r in gc.prove_claims([nim, one, bad], bits=4):
    ...     print(r.id if isinstance(r, gc.ErrorResult) else r.claim.id, r.verdict.value, "|", r.reason[:48])
    nim proved | the three certificate conditions hold; the claim
    one inconclusive | kind 'outcome' is checked exhaustively only
    bad error | claim 'bad': field 'params': ruleset 'nim' has n
    """
    where = "gc.prove_claims(): "
    items = _entries(entries, where)
    options = _prove_options(where, bits, timeout, smt2_dir, budget)
    certify_dir = _args.path("certify_dir", certify_dir, optional=True, where=where)
    _args.function("on_claim", on_claim, where=where)

    def one(c: Claim) -> ProofResult:
        r = _prove_with(c, options)
        if certify_dir is not None and r.verdict == Verdict.PROVED:
            certify_queries(r, certify_dir)
        return r
    return prove_entries(items, one, on_claim)


@public
def document_coverage(doc: DocumentCheck, results: Sequence[Any], proofs: Sequence[Any] | None = None) -> dict[str, Any]:
    """The coverage of an audited text with the verdicts of its lines: what ``check --document
    --json`` and ``prove --document --json`` print under ``coverage``.

    Parameters
    ----------
    doc : gamecheck.document.DocumentCheck
        The claims file checked against its text (:func:`check_document`).
    results : sequence
        The run's results (CheckResults, ProofResults, ErrorResults).
    proofs : sequence, optional
        With check results, each claim's proof (``check --prove``), in the same order.

    Returns
    -------
    dict
        :meth:`gamecheck.document.Coverage.to_json` (lines, cited, explained, unread, ...) with
        ``verdicts`` -- how many lines take each verdict class of the annotated view
        (``refuted``, ``error``, ``inconclusive``, ``vacuous``, ``holds``, ``proved``) -- and
        ``proved``, the lines whose claims were proved.
    """
    where = "gc.document_coverage(): "
    if not isinstance(doc, DocumentCheck):
        raise UsageError(f"{where}doc={_args.shown(doc, 60)} is not allowed; give the result of gc.check_document()")
    results = _args.sequence_of("results", results, (CheckResult, ProofResult, ErrorResult), "results", where=where)
    counts = line_verdicts(doc, text_records(results, proofs))
    return {**doc.coverage.to_json(), "verdicts": counts, "proved": counts["proved"]}


# -- the catalogue and the audit -------------------------------------------------------------------

@public
def select_claims(claims: Sequence[Claim], ids: Sequence[str], origin: str) -> list[Claim]:
    """The claims with these ids, in the order given (all claims when ``ids`` is empty).

    Raises:
        UsageError: an id that is not among ``claims`` (``origin`` names where they came from).
    """
    where = "gc.select_claims(): "
    claims = _args.sequence_of("claims", claims, Claim, "gc.Claim", where=where)
    ids = _args.sequence_of("ids", ids, str, "claim ids (str)", where=where)
    _args.text("origin", origin, where=where)
    if not ids:
        return list(claims)
    by_id = {c.id: c for c in claims}
    for i in ids:
        if i not in by_id:
            raise UsageError(f"claim '{i}' is not in {origin}; known ids: {', '.join(sorted(by_id))[:300]}")
    return [by_id[i] for i in ids]


@public
def catalogue(documents: Sequence[str] = ()) -> tuple[list[Claim], list[dict[str, Any]]]:
    """The bundled catalogue: the claims read from the five source documents (and the core
    claims), and each document's ``file``, ``title``, ``language`` and ``summary``.

    Args:
        documents: only these files (name, stem or number such as ``"003"``); all when empty.

    Raises:
        UsageError: an unknown document.
    """
    documents = _args.sequence_of("documents", documents, str, "document names (str)", where="gc.catalogue(): ")
    return catalogue_claims(documents), catalogue_documents(documents)


@public
def audit_claims(claims: Sequence[Claim], *, engine: str = "auto", titles: dict[str, str] | None = None,
          on_done: Callable[[CheckResult], None] | None = None, prove: bool = True,
          smt2_dir: str | Path | None = None) -> tuple[list[CheckResult], list[dict[str, Any]]]:
    """The audit behind ``gamecheck verify``: check every claim exhaustively and, where it opts
    in with ``prove_bits``, with z3; return the results and their ``results.json`` records.

    Args:
        claims: the claims (:func:`catalogue`).
        engine: the labelling engine.
        titles: document file -> title, for the records.
        on_done: called with each result as it is ready (a progress bar).
        prove: run z3 where a claim opts in.
        smt2_dir: write every z3 query there as SMT-LIB 2 (created when missing).

    Raises:
        UsageError: an argument of the wrong type or value (named).
    """
    where = "gc.audit_claims(): "
    claims = _args.sequence_of("claims", claims, Claim, "gc.Claim", where=where)
    _args.choice("engine", engine, ENGINES, where=where)
    titles = _args.mapping("titles", titles, where=where)
    _args.function("on_done", on_done, where=where)
    prove = _args.flag("prove", prove, where=where)
    smt2_dir = _output_folder("smt2_dir", smt2_dir, where)
    return run_audit(claims, engine, titles, on_done, prove=prove, smt2_dir=smt2_dir)


@public
def write_check_reports(claims: Sequence[Claim | ErrorResult], results: Sequence[CheckResult | ErrorResult],
                        out_dir: str | Path, *, source: str | Path | None = None, document: DocumentCheck | None = None,
                        proofs: Sequence[ProofResult | ErrorResult | None] | None = None) -> list[Path]:
    """The audit's pages for claims of a user's own: ``index.md``, one Markdown page per
    group, ``results.json``, ``html/`` and the figures, in ``out_dir`` (what ``gamecheck
    check FILE --report DIR`` writes).

    Parameters
    ----------
    claims : sequence of Claim (and ErrorResult)
        The claims checked, in order (the entries of :func:`read_claims`: a table that did not
        load stands for itself).
    results : sequence of gamecheck.audit.CheckResult (and ErrorResult)
        Their results (:func:`check`, :func:`check_claims`), in the same order; a claim that
        could not be checked is shown as an error, with its message and field.
    out_dir : str or pathlib.Path
        The folder (created when missing; files of an earlier run of the reports that this run
        did not write are removed, only gamecheck's own).
    source : str or pathlib.Path, optional
        The claims file: its ``[document]`` table (``file``, ``title``, ``language``,
        ``summary``), if any, heads the pages.
    document : gamecheck.document.DocumentCheck, optional
        The claims checked against their text (:func:`check_document`): then
        ``html/document.html`` shows the text itself, line by line, annotated with the
        verdicts of the claims that cite each line, and the coverage. Only a user who passes
        the text gets a page that carries it.
    proofs : sequence, optional
        Each claim's proof (:func:`prove_claims`; ``None`` where none was made), in the same
        order (``check --prove``): it is the claim's ``z3`` record, a proved claim gets its proof
        page, and its lines on the annotated text are ``proved``.

    Returns
    -------
    list of pathlib.Path
        Every file written.

    Raises
    ------
    UsageError
        Claims and results of different lengths, or a folder that cannot be written.

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> c = gc.Claim(id="bash-3", kind="p-rule", ruleset="bash", params={"m": 3}, bound=30, rule="n % 4 == 0")
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     written = gc.write_check_reports([c], [gc.check(c)], folder)
    ...     sorted(p.name for p in written if p.suffix == ".md" or p.name == "results.json")
    ['bash-3.md', 'index.md', 'results.json']
    """
    where = "gc.write_check_reports(): "
    claims = _args.sequence_of("claims", claims, (Claim, ErrorResult), "gc.Claim", where=where)
    results = _args.sequence_of("results", results, (CheckResult, ErrorResult), "results of gc.check", where=where)
    out_dir = _args.path("out_dir", out_dir, where=where)
    source = _args.path("source", source, optional=True, where=where)
    if len(claims) != len(results):
        raise UsageError(f"{where}{len(claims)} claims but {len(results)} results; give one result per claim")
    if proofs is not None:
        proofs = _args.sequence_of("proofs", proofs, (ProofResult, ErrorResult, type(None)), "results of gc.prove or None",
                                   where=where)
        if len(proofs) != len(results):
            raise UsageError(f"{where}{len(results)} results but {len(proofs)} proofs; give one proof (or None) per claim")
    for i, (c, r) in enumerate(zip(claims, results)):
        rid = r.id if isinstance(r, ErrorResult) else r.claim.id
        if (r.claim if isinstance(r, CheckResult) else r) is not c and rid != c.id:
            raise UsageError(f"{where}results[{i}] is the result of claim {_args.shown(rid)}, not of "
                             f"{_args.shown(c.id)}; give the results in the claims' order")
    docs: list[dict[str, Any]] = []
    if source is not None:
        try:
            raw = read_user_file(source, f"claims file {_args.shown(str(source))}", 16 << 20)
            table = tomllib.loads(raw.decode("utf-8")).get("document")
        except (OSError, GamecheckError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError, ValueError):
            table = None
        if isinstance(table, dict) and table.get("file"):
            docs.append({k: table.get(k, "") for k in ("file", "title", "language", "summary")})
    for c in claims:
        named = c.document if isinstance(c, Claim) else (c.claim.document if c.claim is not None else "")
        if named and all(d["file"] != named for d in docs):
            docs.append({"file": named, "title": named, "language": "", "summary": ""})
    titles = {d["file"]: d["title"] or d["file"] for d in docs}
    if document is not None and not isinstance(document, DocumentCheck):
        raise UsageError(f"{where}document={_args.shown(document, 60)} is not allowed; give the result of "
                         "gc.check_document() or None")
    records = text_records(results, proofs, titles, document=str(docs[0]["file"]) if docs else "")
    return write_audit_reports(records, docs, out_dir, document=document)
