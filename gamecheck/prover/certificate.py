"""Proof certificates for unsat SMT queries over quantifier-free bit-vectors (issue 25).

:func:`certify` turns one unsat SMT-LIB query into a certificate that can be re-checked
without any SMT or SAT solver:

1. the query is parsed by z3 in a fresh context (so that z3's term numbering, and with it the
   CNF, depends only on the text) and bit-blasted to CNF by the z3 tactics ``simplify``,
   ``bit-blast`` and ``tseitin-cnf`` (:data:`TACTICS`); z3's probes make sure the query is
   QF_BV (no quantifier, no integer term) and the result purely propositional;
2. CaDiCaL (``python-sat``'s ``cadical195``) refutes the CNF and writes a DRAT proof; when that
   proof is too large, Glucose 4 (``glucose4``, no inprocessing: one lemma a conflict) is tried
   within larger limits (:data:`FALLBACK_CONFLICT_SCALE`, :data:`FALLBACK_SCALE`);
3. gamecheck's own checker (:mod:`gamecheck.prover.drat`, which shares no code with either
   solver) checks the proof, and keeps only the lemmas the refutation needs
   (:func:`gamecheck.prover.drat.trim_drat`: trimming, which halves the largest proofs); the
   trimmed proof is checked again as it is stored;
4. the CNF, the proof (binary DRAT) and the SHA-256 of the SMT-LIB text are stored in one
   xz-compressed file (the format below), byte-for-byte the same for the same query and the
   same z3 and CaDiCaL.

:func:`recheck_certificate` and :func:`recheck_folder` read certificates back and re-run the
checker -- nothing else.

**What a certificate does not cover.** The translation of the SMT query into CNF (z3's
bit-blaster and Tseitin encoding) is trusted: the certificate shows that *this CNF* is
unsatisfiable, and that the CNF was made from the query with this SHA-256 by this z3.  The
cross-check for that step is a second, independent one: another bit-blaster agreeing on
satisfiability, or another SMT solver (cvc5, bitwuzla) answering unsat on the same query.

**Size limits** (the certificates are committed to git): a certificate is written only when
its compressed file stays within ``max_bytes`` (default :data:`MAX_BYTES`, 192 KiB, after
trimming), its proof within ``max_lemmas`` lemmas (default :data:`MAX_LEMMAS`, 30,000, counted
before trimming; a lemma costs 6-20 bytes compressed), and CaDiCaL finds the refutation within
``max_conflicts`` conflicts (default :data:`MAX_CONFLICTS`, 15,000; CaDiCaL writes 2-4 lemmas a
conflict, and a run past the budget is stopped early rather than waited for).  Past any of them,
Glucose 4 gets 240,000 conflicts (:data:`FALLBACK_CONFLICT_SCALE` times CaDiCaL's), 240,000
lemmas and 1.5 MiB (:data:`FALLBACK_SCALE` times): enough for every unsat quantifier-free
condition of the audit (the largest, the staircase of eight heaps at 48 bits, is 152,538 lemmas
trimmed to 70,074, 1.4 MiB).  Every limit is a count, never a time:
the same query gets the same certificate, or none, on every machine.  A query past both is
reported as "too large" with the figures that exceeded them, and is named on the audit's page
(``reports/bench-certificates.md`` has the sizes).

**Checked twice.**  :func:`check_certificate` (``gamecheck recheck``) checks each certificate
with gamecheck's checker and with a second, independent one installed as a dependency:
``dratify`` (PyPI, Apache-2.0; its pure-Python forward RUP/RAT checker, :func:`second_check`),
which reads the CNF as DIMACS and the proof as text DRAT (converted from the binary by
:func:`binary_drat_to_text`, written apart from :mod:`gamecheck.prover.drat`).  A certificate
counts as checked only when both accept it; a missing dratify is said, never a pass.  Given
the query, recheck also bit-blasts it again and compares the CNF byte for byte when the same z3
made it, so a certificate of some other unsat CNF with the right hash fails.

**Reading back** trusts no size: a file past 256 MiB, or one that decompresses past 64 MiB (the
largest the audit writes decompresses to 1.1 MB; :func:`certify` writes none past it), fails
unchecked; the CNF and the proof are counted before they are parsed, and a certificate whose check
would need more memory than the process may still allocate (estimated from those counts by
:func:`gamecheck.prover.drat.check_memory`) fails with the estimate and the memory available --
not accepted, and never a MemoryError.  Variables that occur only in the proof are renumbered
densely, so a lemma on variable 2,000,000,000 costs no more than one on the next free variable.

**The file format** (version 1).  The file is an xz stream (``lzma.FORMAT_XZ``, CRC-64, preset
6; no timestamps or names are stored, so the bytes depend only on the content) holding::

    gamecheck-certificate 1
    format DRAT
    smt2-sha256 <64 hex digits: SHA-256 of the SMT-LIB text, UTF-8>
    bit-blaster z3 <version> simplify,bit-blast,tseitin-cnf
    solver <solver name and version>
    variables <V>
    clauses <C>
    lemmas <L>
    cnf-bytes <N>
    proof-bytes <M>
    <an empty line>
    <N bytes: the CNF in DIMACS ("p cnf V C", one clause a line)>
    <M bytes: the proof in binary DRAT (Wetzler, Heule and Hunt 2014)>

Header lines are ``key value`` in exactly this order, ASCII, ``\\n``-ended.
"""

from __future__ import annotations

import hashlib
import lzma
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from gamecheck.atomic import atomic_write_bytes, read_user_file, shown_path
from gamecheck.domain import available_memory
from gamecheck.errors import UsageError, printable
from gamecheck.prover.drat import DratResult, check_drat, dimacs_size, drat_to_binary, parse_dimacs, trim_drat

__all__ = ["Certificate", "CertificateCheck", "CheckerResult", "certify", "check_certificate", "recheck_certificate",
           "recheck_folder", "read_certificate", "second_check", "second_checker", "binary_drat_to_text",
           "SECOND_CHECKER", "SECOND_CHECKER_MIN", "FALLBACK_SCALE", "FALLBACK_CONFLICT_SCALE",
           "certificate_name", "bitblast", "SCOPE_NOTE", "TACTICS", "MAX_BYTES", "MAX_CONFLICTS", "MAX_LEMMAS", "SUFFIX", "FORMAT_VERSION"]

#: what a certificate covers and what it does not, for the audit's page (one paragraph)
SCOPE_NOTE = ("A certificate shows that the CNF stored in it is unsatisfiable: the SAT solver's DRAT proof (CaDiCaL's, "
              "or Glucose's where CaDiCaL's is too large) is checked by gamecheck's own checker "
              "(gamecheck/prover/drat.py, after Wetzler, Heule and Hunt 2014), which shares no code with the solvers, and "
              "`gamecheck recheck` checks it again with a second, independent checker (dratify), counting it only when "
              "both accept it. It does not cover the translation of the SMT query into that CNF "
              "(z3's simplify, bit-blast and tseitin-cnf tactics), which is trusted; the cross-check for that step "
              "is a second, independent one -- another bit-blaster agreeing on satisfiability, or a second SMT "
              "solver answering unsat on the same query.")
#: the z3 tactics that bit-blast a QF_BV query to CNF, in order
TACTICS = ("simplify", "bit-blast", "tseitin-cnf")
#: the largest certificate file written, bytes (compressed)
MAX_BYTES = 192 * 1024
#: CaDiCaL's conflict budget: past it the query is reported too large
MAX_CONFLICTS = 15_000
#: the most lemmas a stored proof may have
MAX_LEMMAS = 30_000
#: the file name ending of a certificate
SUFFIX = ".drat.xz"
#: the container's version
FORMAT_VERSION = 1
#: the most bytes a certificate may decompress to (64 MiB; past it the certificate fails unchecked, a
#: decompression bomb among them).  The largest certificate the audit writes decompresses to 1.1 MB
#: (``reports/certificates/``, within :data:`MAX_BYTES` compressed), and checking costs at most 44
#: bytes a byte of payload (empty clauses, 2 bytes each, 55 bytes and a hash slot or two each in the
#: checker; unit clauses 24, real certificates 2-20: :func:`gamecheck.prover.drat.check_memory`), so
#: any payload within this cap is checked in 2.8 GiB at worst; :func:`certify` writes none larger
_MAX_PAYLOAD = 64 << 20
#: the largest certificate file read
_MAX_FILE = 256 << 20
_HEADER_KEYS = ("gamecheck-certificate", "format", "smt2-sha256", "bit-blaster", "solver", "variables", "clauses",
                "lemmas", "cnf-bytes", "proof-bytes")
_SOLVER = "cadical195"
#: the solver tried when CaDiCaL's certificate is too large (python-sat's Glucose 4.1)
_FALLBACK = "glucose4"
#: Glucose 4's lemma and byte limits are this many times CaDiCaL's (240,000 lemmas before
#: trimming, 1.5 MiB compressed after: the audit's largest condition, the staircase of eight
#: heaps at 48 bits, needs 152,538 lemmas, trimmed to 70,074 and 1.4 MiB; dratify, the second
#: checker, pure Python, takes half a minute on it)
FALLBACK_SCALE = 8
#: Glucose 4's conflict budget is this many times CaDiCaL's (240,000: the audit's largest
#: condition needs 153,000; Glucose writes one lemma a conflict)
FALLBACK_CONFLICT_SCALE = 16
#: the second, independent DRAT checker (a dependency: PyPI ``dratify``, its pure-Python engine)
SECOND_CHECKER = "dratify"
#: the oldest version of it relied on (the one reviewed; pyproject.toml pins the same lower bound)
SECOND_CHECKER_MIN = "0.1.10"


@dataclass
class Certificate:
    """The record of one :func:`certify` run.

    Attributes:
        status: ``"checked"`` (written, the proof checked), ``"too large"`` (past a limit; no
            file), ``"refused"`` (not QF_BV), ``"conflict"`` (the CNF is satisfiable: the
            bit-blaster disagrees with the solver that answered unsat), ``"failed"`` (gamecheck's
            checker rejected CaDiCaL's proof).
        format: ``"DRAT"``.
        file: the certificate written, or ``None``.
        checked: the proof was checked by :func:`gamecheck.prover.drat.check_drat` and the file
            written.
        variables, clauses: the CNF's size (0 when not bit-blasted).
        lemmas: the stored proof's lemmas (additions), 0 when there is none.
        solver_lemmas: the lemmas the SAT solver wrote, before trimming (``lemmas`` when
            nothing was trimmed).
        bytes: the compressed file's size (also when too large to write; 0 when not made).
        seconds: wall time in all; ``timings``: seconds by stage (``bitblast``, ``sat``,
            ``check``, ``compress``).
        reason: one line: what was done, or why there is no certificate.
        smt2_sha256: SHA-256 of the SMT-LIB text (UTF-8).
        proof_bytes: the binary DRAT proof's size before compression.
        solver: the SAT solver whose proof it is (``cadical195``, or ``glucose4`` when CaDiCaL's
            was too large), or the last one tried.
    """

    status: str
    format: str = "DRAT"
    file: Path | None = None
    checked: bool = False
    variables: int = 0
    clauses: int = 0
    lemmas: int = 0
    solver_lemmas: int = 0
    bytes: int = 0
    seconds: float = 0.0
    reason: str = ""
    solver: str = ""
    smt2_sha256: str = ""
    proof_bytes: int = 0
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def conflict(self) -> bool:
        """The bit-blasted CNF is satisfiable although the query was reported unsat."""
        return self.status == "conflict"

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict (``file`` as a string or ``None``)."""
        return {"status": self.status, "format": self.format, "file": None if self.file is None else str(self.file),
                "checked": self.checked, "variables": self.variables, "clauses": self.clauses,
                "lemmas": self.lemmas, "solver_lemmas": self.solver_lemmas, "bytes": self.bytes, "proof_bytes": self.proof_bytes,
                "seconds": round(self.seconds, 3), "timings": {k: round(v, 3) for k, v in self.timings.items()},
                "reason": self.reason, "solver": self.solver, "smt2_sha256": self.smt2_sha256}


def certificate_name(smt2_name: str | os.PathLike[str]) -> str:
    """The certificate file name for an SMT-LIB file name: ``X.smt2`` -> ``X.drat.xz``."""
    stem = Path(smt2_name).name
    if stem.endswith(".smt2"):
        stem = stem[:-5]
    return stem + SUFFIX


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _z3_version() -> str:
    import z3

    return z3.get_version_string()


def _solver_version(name: str = "cadical195") -> str:
    try:
        import pysat

        return f"{name} (python-sat {pysat.__version__})"
    except Exception:  # pragma: no cover - pysat is a dependency
        return name


def bitblast(smt2_text: str) -> tuple[str, str | None]:
    """Bit-blast a QF_BV query to DIMACS CNF with the z3 tactics :data:`TACTICS`, in a fresh
    z3 context (the output depends only on the text).

    Args:
        smt2_text: SMT-LIB 2 text (declarations and assertions; ``check-sat`` is ignored).

    Returns:
        ``(dimacs, None)``, or ``("", reason)`` when the query is refused: quantified, or with
        terms outside QF_BV (integers), or left non-propositional by the tactics.

    Raises:
        UsageError: the text does not parse as SMT-LIB (z3's message, one line).
    """
    import z3

    ctx = z3.Context()
    try:
        assertions = z3.parse_smt2_string(smt2_text, ctx=ctx)
    except z3.Z3Exception as exc:
        msg = exc.value.decode() if isinstance(getattr(exc, "value", None), bytes) else str(exc)
        raise UsageError("the SMT-LIB text does not parse: " + printable(" ".join(msg.split()))[:200]) from None
    goal = z3.Goal(ctx=ctx)
    goal.add(assertions)
    if z3.Probe("has-quantifiers", ctx)(goal):
        return "", "refused: the query has quantifiers (forall/exists); certificates cover quantifier-free bit-vectors"
    if not z3.Probe("is-qfbv", ctx)(goal):
        return "", ("refused: the query is not quantifier-free bit-vectors (QF_BV): it has integer (or other "
                    "non-bit-vector) terms")
    result = z3.Then(*(z3.Tactic(t, ctx) for t in TACTICS))(goal)
    if len(result) != 1:  # pragma: no cover - these tactics do not split goals
        return "", f"refused: bit-blasting gave {len(result)} subgoals, not one"
    sub = result[0]
    if not z3.Probe("is-propositional", ctx)(sub):  # pragma: no cover - is-qfbv makes it propositional
        return "", "refused: bit-blasting left terms that are not propositional"
    return sub.dimacs(False), None


def _container(header: dict[str, str], cnf: bytes, proof: bytes) -> bytes:
    head = "".join(f"{k} {header[k]}\n" for k in _HEADER_KEYS) + "\n"
    return lzma.compress(head.encode("ascii") + cnf + proof, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=6)


def certify(smt2_text: str, out_file: str | os.PathLike[str] | None, *, max_bytes: int = MAX_BYTES,
            max_conflicts: int | None = MAX_CONFLICTS, max_lemmas: int | None = MAX_LEMMAS,
            fallback: bool = True) -> Certificate:
    """Make and check a DRAT certificate of an unsat QF_BV query; write it to ``out_file``.

    CaDiCaL is tried first, within the limits given.  When its certificate is too large (more
    conflicts, lemmas or bytes than allowed) and ``fallback`` is on, Glucose 4 is tried once
    more, within :data:`FALLBACK_CONFLICT_SCALE` times the conflicts and :data:`FALLBACK_SCALE`
    times the lemmas and bytes: Glucose does no inprocessing, so it
    writes one lemma a conflict and no more, and its proofs of the audit's larger conditions are
    2-5 times smaller than CaDiCaL's (``reports/bench-certificates.md``).  Both limits are counts
    (conflicts, lemmas, bytes), never time, so the outcome is the same on every machine.

    Args:
        smt2_text: the SMT-LIB 2 text of the query (as in ``reports/smt2/``).
        out_file: where to write the certificate (``.drat.xz``; folders are created; written
            atomically); ``None``: make and check it, write nothing (measurements).
        max_bytes: the largest file written (compressed bytes).
        max_conflicts: CaDiCaL's conflict budget (``None``: no budget).
        max_lemmas: the most lemmas a proof may have (``None``: no limit); counted before the
            proof is checked and compressed, so a proof past it costs no more time.
        fallback: try Glucose 4 within the scaled limits when CaDiCaL's certificate is too large.

    Returns:
        a :class:`Certificate`; ``status`` says whether it was written (``"checked"``) or why not
        (``"too large"`` -- with both solvers' reasons --, ``"refused"``, ``"conflict"`` -- the CNF
        is satisfiable, so the bit-blaster and the solver that answered unsat disagree -- or
        ``"failed"``).  No file is written unless the status is ``"checked"``.

    Raises:
        UsageError: the text does not parse as SMT-LIB; ``out_file`` cannot be written.

    Sources: DRAT, Wetzler, Heule and Hunt (SAT 2014); Tseitin (1968) for the CNF encoding.
    """
    t0 = time.perf_counter()
    digest = _sha256(smt2_text)
    timings: dict[str, float] = {}
    dimacs, refused = bitblast(smt2_text)
    timings["bitblast"] = time.perf_counter() - t0

    def done(status: str, reason: str, **kw: Any) -> Certificate:
        return Certificate(status=status, reason=reason, smt2_sha256=digest, seconds=time.perf_counter() - t0,
                           timings=timings, **kw)

    if refused is not None:
        return done("refused", refused)
    cnf = dimacs.encode("ascii")
    nv, lits, starts = parse_dimacs(cnf)
    if len(cnf) > _MAX_PAYLOAD:
        return done("too large", f"too large: the CNF takes {len(cnf):,} bytes, over the {_MAX_PAYLOAD >> 20} MiB "
                    "a certificate may hold", variables=nv, clauses=len(starts) - 1)
    nc = len(starts) - 1
    clauses = [lits[starts[i]:starts[i + 1]].tolist() for i in range(nc)]
    first = _attempt(_SOLVER, "CaDiCaL", clauses, nv, lits, starts, cnf, digest, timings,
                     max_bytes, max_conflicts, max_lemmas)
    if first[0] != "too large" or not fallback:
        status, reason, kw = first
        blob = kw.pop("blob", None)
        if status == "checked" and out_file is not None and blob is not None:
            kw["file"] = atomic_write_bytes(out_file, blob)
        return done(status, reason, **kw)

    def scaled(limit: int | None, by: int = FALLBACK_SCALE) -> int | None:
        return None if limit is None else by * int(limit)

    second = _attempt(_FALLBACK, "Glucose 4", clauses, nv, lits, starts, cnf, digest, timings,
                      scaled(max_bytes), scaled(max_conflicts, FALLBACK_CONFLICT_SCALE),  # type: ignore[arg-type]
                      scaled(max_lemmas))
    status, reason, kw = second
    if status == "too large":
        reason = f"{first[1]}; {reason.removeprefix('too large: ')}"
    if status != "checked" and first[2].get("bytes") and not kw.get("bytes"):
        kw["bytes"] = first[2]["bytes"]
    blob = kw.pop("blob", None)
    if status == "checked" and out_file is not None and blob is not None:
        kw["file"] = atomic_write_bytes(out_file, blob)
    return done(status, reason, **kw)


def _attempt(name: str, shown: str, clauses: list[list[int]], nv: int, lits: Any, starts: Any, cnf: bytes,
             digest: str, timings: dict[str, float], max_bytes: int, max_conflicts: int | None,
             max_lemmas: int | None) -> tuple[str, str, dict[str, Any]]:
    """One solver's try at a certificate: ``(status, reason, fields)`` for :class:`Certificate`;
    ``fields["blob"]`` holds the compressed file when the status is ``"checked"`` (not yet
    written).  The times go to ``timings`` (added up over tries)."""
    from pysat.solvers import Solver

    def add(key: str, dt: float) -> None:
        timings[key] = timings.get(key, 0.0) + dt

    nc = len(clauses)
    size: dict[str, Any] = {"variables": nv, "clauses": nc, "solver": name}
    t1 = time.perf_counter()
    if any(not c for c in clauses):  # the tactics found the query false: the CNF holds the empty clause
        proof_lines: list[str] = []
        answer: bool | None = False
    else:
        with Solver(name=name, bootstrap_with=clauses, with_proof=True) as solver:
            if max_conflicts is not None:
                solver.conf_budget(int(max_conflicts))
                answer = solver.solve_limited()
            else:
                answer = solver.solve()
            proof_lines = list(solver.get_proof() or []) if answer is False else []
    add("sat", time.perf_counter() - t1)
    if answer is None:
        return "too large", (f"too large: {shown} needs more than {max_conflicts:,} conflicts "
                             f"(CNF of {nv:,} variables, {nc:,} clauses)"), size
    if answer:
        return "conflict", ("CONFLICT: the bit-blasted CNF is satisfiable, although the query was reported "
                            "unsat -- z3's bit-blaster and the solver disagree; do not trust this condition"), size
    n_lemmas = sum(1 for line in proof_lines if not line.startswith("d"))
    if max_lemmas is not None and n_lemmas > max_lemmas:
        return "too large", (f"too large: {shown}'s proof has {n_lemmas:,} lemmas, over the limit of "
                             f"{max_lemmas:,}"), dict(size, lemmas=n_lemmas)
    t2 = time.perf_counter()
    proof = drat_to_binary(proof_lines) if proof_lines else b""
    del proof_lines
    trimmed = ""
    res: DratResult | None = None
    if proof:
        # keep only the lemmas the refutation needs (gamecheck.prover.drat.trim_drat, which checks
        # the proof forward as it records); a trimmed proof is checked again below, as it is stored
        trim = trim_drat(nv, (lits, starts), proof, binary=True)
        add("trim", time.perf_counter() - t2)
        if trim.proof is not None and trim.kept < trim.lemmas:
            proof = trim.proof
            trimmed = f"trimmed from {trim.lemmas:,} lemmas"
        elif trim.check.ok:
            res = trim.check  # stored as it was checked: no second pass over the same proof
    t2 = time.perf_counter()
    if res is None:  # a trimmed proof, an empty one, or one that failed (check_drat gives the reason)
        res = check_drat(nv, (lits, starts), proof, binary=True)
    add("check", time.perf_counter() - t2)
    size["lemmas"] = res.lemmas
    size["solver_lemmas"] = n_lemmas
    size["proof_bytes"] = len(proof)
    if not res.ok:
        return "failed", f"FAILED: gamecheck's DRAT checker rejected {shown}'s proof: {res.reason}", size
    shown_trim = f", {trimmed}" if trimmed else ""
    t3 = time.perf_counter()
    header = {"gamecheck-certificate": str(FORMAT_VERSION), "format": "DRAT", "smt2-sha256": digest,
              "bit-blaster": f"z3 {_z3_version()} {','.join(TACTICS)}",
              "solver": _solver_version(name) + (f"; {trimmed} by gamecheck" if trimmed else ""),
              "variables": str(nv), "clauses": str(nc), "lemmas": str(res.lemmas), "cnf-bytes": str(len(cnf)),
              "proof-bytes": str(len(proof))}
    payload = sum(len(f"{k} {header[k]}\n") for k in _HEADER_KEYS) + 1 + len(cnf) + len(proof)
    if payload > _MAX_PAYLOAD:  # recheck would refuse it
        return "too large", (f"too large: the certificate ({res.lemmas:,} lemmas, {shown}) holds {payload:,} "
                             f"bytes, over the {_MAX_PAYLOAD >> 20} MiB a certificate may decompress to"), size
    blob = _container(header, cnf, proof)
    add("compress", time.perf_counter() - t3)
    if len(blob) > max_bytes:
        return "too large", (f"too large: the certificate ({res.lemmas:,} lemmas, {shown}{shown_trim}) takes "
                             f"{len(blob):,} bytes compressed, over the limit of {max_bytes:,}"), dict(size, bytes=len(blob))
    return "checked", f"checked: {res.lemmas:,} lemmas ({shown}{shown_trim}), {len(blob):,} bytes", dict(
        size, checked=True, bytes=len(blob), blob=blob)


# -- reading back ------------------------------------------------------------------------------------

def read_certificate(path: str | os.PathLike[str]) -> tuple[dict[str, str], bytes, bytes]:
    """Read a certificate file (the format in the module docstring) without trusting it.

    Args:
        path: the ``.drat.xz`` file.

    Returns:
        ``(header, cnf, proof)``: the header fields (``{key: value}``), the DIMACS bytes and the
        binary DRAT bytes.

    Raises:
        UsageError: (one line) the file is missing or unreadable, larger than 256 MiB, not an xz
            stream or corrupt (a changed byte fails xz's CRC-64), decompresses past 64 MiB
            (``_MAX_PAYLOAD``) or past the memory left, or its header is not the version-1 header,
            or its sizes disagree with its content.
    """
    p = Path(path)
    what = f"certificate '{shown_path(p)}'"
    try:
        if p.is_file() and p.stat().st_size > _MAX_FILE:
            raise UsageError(f"{what}: larger than {_MAX_FILE >> 20} MiB")
        raw = read_user_file(p, what, _MAX_FILE)  # a FIFO or a device never blocks
    except OSError as exc:
        raise UsageError(f"{what}: cannot be read: {exc.strerror or exc}") from None
    dec = lzma.LZMADecompressor(format=lzma.FORMAT_XZ)
    try:
        data = dec.decompress(raw, max_length=_MAX_PAYLOAD)
    except lzma.LZMAError as exc:
        raise UsageError(f"{what}: not a valid xz stream ({exc})") from None
    except MemoryError:
        raise UsageError(f"{what}: the memory ran out while decompressing its {len(raw):,} bytes") from None
    if not dec.eof:
        if dec.needs_input:
            raise UsageError(f"{what}: the xz stream is truncated")
        raise UsageError(f"{what}: decompresses to more than {_MAX_PAYLOAD >> 20} MiB")
    if dec.unused_data:
        raise UsageError(f"{what}: {len(dec.unused_data)} bytes follow the xz stream")
    end = data.find(b"\n\n")
    if end < 0 or end > 4096:
        raise UsageError(f"{what}: no certificate header")
    try:
        lines = data[:end].decode("ascii").split("\n")
    except UnicodeDecodeError:
        raise UsageError(f"{what}: the header is not ASCII") from None
    header: dict[str, str] = {}
    for key, line in zip(_HEADER_KEYS, lines):
        k, _, v = line.partition(" ")
        if k != key or not v:
            raise UsageError(f"{what}: header line '{printable(line)[:60]}' where '{key} ...' belongs")
        header[k] = v
    if len(lines) != len(_HEADER_KEYS):
        raise UsageError(f"{what}: the header has {len(lines)} lines, not {len(_HEADER_KEYS)}")
    if header["gamecheck-certificate"] != str(FORMAT_VERSION) or header["format"] != "DRAT":
        raise UsageError(f"{what}: version {header['gamecheck-certificate']} format {header['format']} is not "
                         f"version {FORMAT_VERSION} DRAT")
    try:
        n_cnf, n_proof = int(header["cnf-bytes"]), int(header["proof-bytes"])
    except ValueError:
        raise UsageError(f"{what}: the header's sizes are not integers") from None
    n_body = len(data) - (end + 2)
    if n_cnf < 0 or n_proof < 0 or n_cnf + n_proof != n_body:
        raise UsageError(f"{what}: the header says {n_cnf} + {n_proof} bytes, the content has {n_body}")
    with memoryview(data) as view:  # one copy of each part, not two
        return header, bytes(view[end + 2:end + 2 + n_cnf]), bytes(view[end + 2 + n_cnf:])


@dataclass
class CheckerResult:
    """What one DRAT checker said of one certificate.

    Attributes:
        checker: its name (``"gamecheck"``, or ``"dratify <version>"``).
        ok: ``True`` accepted, ``False`` rejected (or out of memory), ``None`` not run (the
            checker is not installed, or the certificate failed before any checker could run).
        message: one line.
        seconds: wall time of the check.
    """

    checker: str
    ok: bool | None
    message: str
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The fields as a JSON-ready dict."""
        return {"checker": self.checker, "ok": self.ok, "message": self.message, "seconds": round(self.seconds, 3)}


@dataclass
class CertificateCheck:
    """The outcome of :func:`check_certificate`: one certificate, checked twice.

    Attributes:
        ok: the certificate holds: read, its hash (and, with the same z3, its CNF) that of the
            query, and **both** checkers accepted its proof.  A checker absent, a limit reached or
            a checker that rejects it: not ok.
        message: one line with both checkers' results (or why none ran).
        gamecheck: gamecheck's own checker's result (:func:`gamecheck.prover.drat.check_drat`).
        second: the second, independent checker's result (:func:`second_check`).
        cnf: how the stored CNF compares with the query bit-blasted again: ``"same"``,
            ``"not compared"`` (no query given, or another z3 version made it) or ``"differs"``.
    """

    ok: bool
    message: str
    gamecheck: CheckerResult
    second: CheckerResult
    cnf: str = "not compared"

    def to_json(self) -> dict[str, Any]:
        """The fields as a JSON-ready dict."""
        return {"ok": self.ok, "message": self.message, "cnf": self.cnf, "gamecheck": self.gamecheck.to_json(),
                "second": self.second.to_json()}


def second_checker() -> str | None:
    """The second DRAT checker's name and version (``"dratify 0.1.10"``), or ``None`` when it is
    not installed."""
    try:
        import dratify
    except Exception:  # not installed, or a broken install: either way it cannot check
        return None
    return f"{SECOND_CHECKER} {getattr(dratify, '__version__', '?')}"


def binary_drat_to_text(proof: bytes) -> str:
    """Binary DRAT (DRAT-trim's format: ``a``/``d``, LEB128 varints of ``2|l| + (l < 0)``, ``0``)
    as text DRAT, one step a line, for the second checker (which reads text only).

    Written from the format's definition for this purpose alone, in plain Python; it shares no
    code with :mod:`gamecheck.prover.drat`'s reader, so a fault in that reader is not repeated
    here.

    Raises:
        ValueError: (one line) a step that is not ``a`` or ``d``, a varint that runs past the
            end, a literal past 2**31, or a step not ended by ``0``.
    """
    out: list[str] = []
    i, n = 0, len(proof)
    while i < n:
        kind = proof[i]
        if kind not in (0x61, 0x64):
            raise ValueError(f"byte {i} of the proof is {kind:#04x}, not a step ('a' or 'd')")
        i += 1
        words = ["d"] if kind == 0x64 else []
        while True:
            value, shift = 0, 0
            while True:
                if i >= n:
                    raise ValueError("the proof ends inside a step (no closing 0)")
                byte = proof[i]
                i += 1
                value |= (byte & 0x7F) << shift
                shift += 7
                if byte < 0x80:
                    break
                if shift >= 35:
                    raise ValueError(f"a literal's varint ending at byte {i} is longer than 5 bytes")
            if value == 0:
                break
            var = value >> 1
            if var >= 1 << 31:
                raise ValueError(f"a literal names variable {var}, past 2**31")
            words.append(str(-var if value & 1 else var))
        words.append("0")
        out.append(" ".join(words))
    return "\n".join(out) + ("\n" if out else "")


#: the second checker's memory, bytes a literal of CNF and proof, and a step (measured on the
#: audit's largest certificates; its lists, tuples and dicts of Python ints)
_SECOND_BYTES_PER_LITERAL = 160
_SECOND_BYTES_PER_STEP = 400


def second_check(cnf: bytes, proof: bytes, *, literals: int | None = None, steps: int | None = None) -> CheckerResult:
    """Check a CNF (DIMACS bytes) and its binary DRAT proof with the second, independent checker:
    ``dratify`` (PyPI; its pure-Python engine, forward RUP and RAT checking, asked for by name so
    that no compiled engine another package registers is used).  The proof is handed over as
    text (:func:`binary_drat_to_text`); dratify parses the DIMACS itself.

    Args:
        cnf, proof: the certificate's parts.
        literals, steps: their counts, when known, for the memory estimate (else counted here).

    Returns:
        a :class:`CheckerResult`: ``ok=None`` when dratify is not installed (said so; never a
        pass); ``ok=False`` when it rejects the proof, cannot parse it, or would not fit in the
        memory left (estimated before it runs); never an exception.
    """
    name = second_checker()
    if name is None:
        return CheckerResult(SECOND_CHECKER, None, f"not installed: the certificate is not checked twice "
                                                   f"(pip install '{SECOND_CHECKER}>={SECOND_CHECKER_MIN}')")
    import dratify

    t0 = time.perf_counter()
    try:
        if literals is None or steps is None:
            literals = cnf.count(b" ") + len(proof)
            steps = cnf.count(b"\n") + proof.count(b"a") + proof.count(b"d")
        need = _SECOND_BYTES_PER_LITERAL * literals + _SECOND_BYTES_PER_STEP * steps + len(proof) * 8
        have = available_memory()
        if need > have:
            return CheckerResult(name, False, f"not run: it would need about {need / 2**20:,.0f} MiB, "
                                              f"{have / 2**20:,.0f} MiB are available; not accepted")
        text = binary_drat_to_text(proof)
        formula = dratify.parse_dimacs(cnf.decode("ascii"))
        res = dratify.check_proof(formula, text, engine="python")
        del text
    except (ValueError, UnicodeDecodeError) as exc:
        return CheckerResult(name, False, "cannot read it: " + printable(" ".join(str(exc).split()))[:200],
                             time.perf_counter() - t0)
    except MemoryError:
        return CheckerResult(name, False, "the memory ran out; not accepted", time.perf_counter() - t0)
    except RecursionError:  # pragma: no cover - dratify recurses nowhere; a guard all the same
        return CheckerResult(name, False, "the recursion limit was reached; not accepted", time.perf_counter() - t0)
    dt = time.perf_counter() - t0
    if res.ok and res.reached_empty:
        if res.steps == 0:
            return CheckerResult(name, True, f"ok: the CNF is refuted by unit propagation alone (no step of the proof "
                                             f"needed) in {dt:.2f} s", dt)
        return CheckerResult(name, True, f"ok: {res.steps:,} steps ({res.rup_steps:,} RUP, {res.rat_steps:,} RAT) "
                                         f"in {dt:.2f} s", dt)
    where = f" at step {res.failed_step:,}" if getattr(res, "failed_step", -1) and res.failed_step > 0 else ""
    return CheckerResult(name, False, f"rejected{where}: {printable(str(res.reason))[:200]}", dt)


def recheck_certificate(path: str | os.PathLike[str], smt2_text: str | None = None) -> tuple[bool, str]:
    """Re-check one certificate without calling any SMT or SAT solver (:func:`check_certificate`:
    with gamecheck's checker and the second, independent one).

    Returns:
        ``(ok, message)``: ``ok`` only when every step passed and both checkers accepted the
        proof; ``message`` is one line with both results (or what failed).  A damaged file gives
        ``(False, why)``, never an exception (nor a MemoryError).
    """
    c = check_certificate(path, smt2_text)
    return c.ok, c.message


def check_certificate(path: str | os.PathLike[str], smt2_text: str | None = None) -> CertificateCheck:
    """Re-check one certificate twice, without calling any SMT or SAT solver: decompress it,
    compare the stored SHA-256 with ``smt2_text`` (when given) and, when this z3 is the one that
    made it, bit-blast ``smt2_text`` again and compare the CNF byte for byte; then check the DRAT
    proof with gamecheck's checker (:func:`gamecheck.prover.drat.check_drat`) and with the second
    one (:func:`second_check`, dratify).

    A certificate whose check would not fit in the memory the process may still allocate (the
    estimate of :func:`gamecheck.prover.drat.check_memory`, made from the counted sizes before
    anything of that size is allocated) fails, with its size, the estimate and the memory
    available; so does one that runs out of memory all the same.  It is not accepted.

    Args:
        path: the certificate file.
        smt2_text: the SMT-LIB text it claims to certify (``None``: the hash and the CNF are not
            compared).

    Returns:
        a :class:`CertificateCheck`; ``ok`` only when every step passed and both checkers
        accepted.  A damaged file gives ``ok=False`` with why, never an exception.
    """
    t0 = time.perf_counter()
    try:
        return _recheck(path, smt2_text, t0)
    except MemoryError:
        try:
            size = f"{Path(path).stat().st_size:,} bytes"
        except (OSError, ValueError):
            size = "its size unknown"
        why = (f"the memory ran out while re-checking it ({size} compressed, "
               f"{time.perf_counter() - t0:.1f} s in); not accepted")
        return _failed(why)


def _not_run(why: str) -> tuple[CheckerResult, CheckerResult]:
    return (CheckerResult("gamecheck", None, "not run: " + why),
            CheckerResult(second_checker() or SECOND_CHECKER, None, "not run: " + why))


def _failed(why: str, cnf: str = "not compared") -> CertificateCheck:
    g, s = _not_run("the certificate failed before any checker ran")
    return CertificateCheck(False, why, g, s, cnf)


def _cnf_matches(header: dict[str, str], cnf: bytes, smt2_text: str) -> tuple[str, str]:
    """``("same" | "differs" | "not compared", why)``: the stored CNF against ``smt2_text``
    bit-blasted again by this z3, when it is the z3 (and the tactics) the header names."""
    made_by = f"z3 {_z3_version()} {','.join(TACTICS)}"
    if header.get("bit-blaster") != made_by:
        return "not compared", (f"the CNF was made by {printable(header.get('bit-blaster', '?'))[:80]}, this is "
                                f"{made_by}: not bit-blasted again")
    dimacs, refused = bitblast(smt2_text)
    if refused is not None:
        return "differs", f"the query is not one a certificate can cover ({refused})"
    if dimacs.encode("ascii") != cnf:
        return "differs", "the CNF stored in it is not the query bit-blasted again (by the same z3 and tactics)"
    return "same", ""


def _recheck(path: str | os.PathLike[str], smt2_text: str | None, t0: float) -> CertificateCheck:
    cnf_state = "not compared"
    try:
        header, cnf, proof = read_certificate(path)
        if smt2_text is not None and _sha256(smt2_text) != header["smt2-sha256"]:
            return _failed("the SMT-LIB file's SHA-256 differs from the one the certificate was made for")
        nv, nc, n_lits, _ = dimacs_size(cnf)  # counted: nothing of the CNF's size is allocated yet
    except UsageError as exc:
        return _failed(str(exc))
    if nv > len(cnf) + len(proof) + 1:  # every variable used takes a byte at least: the rest is only a claim of memory
        return _failed(f"the CNF declares {nv:,} variables, more than its {len(cnf):,} bytes and the proof's "
                       f"{len(proof):,} bytes could use; a damaged or forged header")
    if str(nv) != header["variables"] or str(nc) != header["clauses"]:
        return _failed(f"the CNF has {nv} variables and {nc} clauses, the header says "
                       f"{header['variables']} and {header['clauses']}")
    note = ""
    if smt2_text is not None:
        try:
            cnf_state, why = _cnf_matches(header, cnf, smt2_text)
        except UsageError as exc:
            return _failed(f"the query does not bit-blast: {exc}", "differs")
        if cnf_state == "differs":
            return _failed(why, cnf_state)
        note = f"; {why}" if why else "; the CNF is the query bit-blasted again"
    t1 = time.perf_counter()
    res = check_drat(nv, cnf, proof, binary=True)
    mine = _own_result(res, header, path, len(cnf) + len(proof), time.perf_counter() - t1)
    if res.out_of_memory:  # the second checker needs more memory still: not run
        second = CheckerResult(second_checker() or SECOND_CHECKER, None,
                               "not run: gamecheck's checker found no memory for it")
    else:
        steps = nc + res.lemmas + res.deletions
        second = second_check(cnf, proof, literals=n_lits + len(proof), steps=steps)
    ok = bool(mine.ok) and second.ok is True
    both = f"gamecheck: {mine.message}; {second.checker}: {second.message}"
    if ok:
        message = f"ok, checked twice -- {both}{note}"
    elif second.ok is None and mine.ok:
        message = (f"NOT CHECKED TWICE: the second checker ({SECOND_CHECKER}) is not installed -- {both}; not "
                   "accepted")
    else:
        message = f"not accepted -- {both}{note}"
    return CertificateCheck(ok, message, mine, second, cnf_state)


def _own_result(res: DratResult, header: dict[str, str], path: str | os.PathLike[str], payload: int,
                seconds: float) -> CheckerResult:
    """gamecheck's checker's result as a :class:`CheckerResult` (the lemma count compared with the
    header's)."""
    if res.out_of_memory:
        try:
            packed = f", {Path(path).stat().st_size:,} compressed"
        except (OSError, ValueError):
            packed = ""
        return CheckerResult("gamecheck", False, f"the certificate ({payload:,} bytes of CNF and proof{packed}) is "
                                                 f"not accepted: {res.reason}", seconds)
    if not res.ok:
        return CheckerResult("gamecheck", False, f"the DRAT proof does not check: {res.reason}", seconds)
    if str(res.lemmas) != header["lemmas"]:
        return CheckerResult("gamecheck", False, f"the proof has {res.lemmas} lemmas, the header says "
                                                 f"{header['lemmas']}", seconds)
    return CheckerResult("gamecheck", True, f"ok: {res.lemmas:,} lemmas checked in {seconds:.2f} s", seconds)


def recheck_folder(reports_dir: str | os.PathLike[str],
                   progress: Callable[[str], None] | None = None) -> list[tuple[Path, bool, str]]:
    """Re-check every certificate ``REPORTS/certificates/*.drat.xz`` against its query
    ``REPORTS/smt2/<same stem>.smt2`` (:func:`recheck_certificate`: gamecheck's checker and the
    second one, dratify; a certificate passes only when both accept it); no solver is called.

    Args:
        reports_dir: the audit's report folder.
        progress: called with each certificate's name before it is checked (a progress bar).

    Returns:
        ``[(certificate path, ok, message)]`` in name order; a certificate whose SMT-LIB file is
        missing fails.  An empty list when the folder holds no certificate.

    Raises:
        UsageError: ``reports_dir`` or its ``certificates`` folder is missing or not a folder.
    """
    root = Path(reports_dir)
    if not root.is_dir():
        raise UsageError(f"'{shown_path(root)}' is not a folder; give the audit's report folder (e.g. reports)")
    folder = root / "certificates"
    if not folder.is_dir():
        raise UsageError(f"'{shown_path(folder)}' does not exist; the report folder holds no certificates")
    out: list[tuple[Path, bool, str]] = []
    for cert in sorted(folder.glob("*" + SUFFIX)):
        if progress is not None:
            progress(cert.name)
        smt2 = root / "smt2" / (cert.name[:-len(SUFFIX)] + ".smt2")
        try:
            text = read_user_file(smt2, f"SMT-LIB file '{shown_path(smt2)}'", _MAX_FILE).decode("utf-8")
        except UsageError as exc:
            out.append((cert, False, f"no readable SMT-LIB file for it: {exc}"))
            continue
        except UnicodeDecodeError:
            out.append((cert, False, f"no readable SMT-LIB file '{shown_path(smt2)}' for it (not UTF-8)"))
            continue
        except MemoryError:
            out.append((cert, False, f"the memory ran out while reading its SMT-LIB file '{shown_path(smt2)}'"))
            continue
        ok, message = recheck_certificate(cert, text)
        del text
        out.append((cert, ok, message))
    return out
