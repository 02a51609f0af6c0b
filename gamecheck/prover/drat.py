"""gamecheck's own DRAT proof checker: forward checking of RUP and RAT lemmas, compiled with numba.

A DRAT proof (Heule, Hunt and Wetzler, "Trimming while checking clausal proofs", FMCAD 2013;
Wetzler, Heule and Hunt, "DRAT-trim: Efficient checking and trimming using expressive clausal
proofs", SAT 2014) is a sequence of clause additions (lemmas) and deletions that ends with the
empty clause.  Each lemma ``C`` must be, with respect to the clauses present at that point (the
formula ``F``, plus the earlier lemmas, less the deleted clauses):

* **RUP** (reverse unit propagation): assigning every literal of ``C`` false and running unit
  propagation on ``F`` reaches a conflict (so ``F`` implies ``C``); or
* **RAT** on its pivot ``p``, the *first* literal of ``C`` as written: for every clause ``D`` of
  ``F`` that contains ``-p``, the resolvent ``C | (D - {-p})`` is RUP (adding ``C`` keeps ``F``
  satisfiable when it was).

The proof is accepted only when the empty clause itself is added as a lemma and checks (it is
RUP exactly when unit propagation on the clauses present refutes them), or when the formula
already contains the empty clause.  A proof that stops early is rejected, however close it got.

How it checks (forward checking, every lemma in order):

* clauses are stored once in a flat ``int32`` array (literal ``v`` as ``2v``, ``-v`` as
  ``2v+1``), duplicate literals removed; two watched literals per clause (Moskewicz et al.,
  "Chaff", DAC 2001), with the watch lists as linked lists of per-clause nodes, so nothing is
  ever reallocated;
* the unit propagation of the clauses present is kept at the top level between lemmas; a lemma
  is checked above it and the assignment undone to the top level afterwards;
* a deletion is matched by its set of literals (order and duplicates ignored) through a hash
  table.  Two deletions are *ignored*, as DRAT-trim does: one that names no clause present, and
  one of a clause that is the reason of a top-level assignment (a unit, or a clause that
  propagated).  Ignoring a deletion only keeps more clauses, which cannot make an invalid proof
  pass: every clause kept is implied by, or keeps the satisfiability of, the formula; RAT over
  a larger clause set is a stronger condition.  The counts are reported.

**Trimming** (:func:`trim_drat`, for the certificates gamecheck writes): the same forward
check, recording for each lemma the clauses its refutation used (the conflict clause, the reasons
of the literals set above the top level, and the reasons of the top-level literals reached, whose
own reasons are followed once at the end); from the empty clause back, only the lemmas reached are
kept, with the deletions of the clauses kept.  A proof with a RAT lemma is left whole.  The
trimmed proof is checked again from scratch before anything relies on it.

**Variables that occur only in the proof** (extension variables, above the formula's largest
variable) are renumbered densely before checking: ``base + 1``, ``base + 2``, ... in increasing
order, where ``base`` is the largest variable that occurs in the formula.  This is sound: the map
is a bijection on the variables and fixes every variable of the formula, so it leaves the formula
as it is and maps each clause present, each unit propagation, each RUP refutation and each RAT
resolvent (pivot included: the first literal stays first) to its image, and back; deletions are
matched by sets of literals, which the bijection preserves.  The renumbered proof is valid exactly
when the proof is.  A failing lemma is shown with the variables as the proof wrote them.  So the
checker's memory follows the sizes of the formula and the proof, not the largest literal written
(a lemma on variable 2,000,000,000 costs what a lemma on variable ``base + 1`` does).

**Memory.**  Text is read twice (counted, then stored in arrays of exactly that size), and the
bytes the check will allocate are estimated from those counts (:func:`check_memory`: 46 bytes a
variable, 55 a clause or proof step, 8 a literal, plus the clause hash table) before anything of
that size is allocated; a check that does not fit in the memory the process may still allocate
(:func:`gamecheck.domain.available_memory`, which honours ``ulimit -v``) is not made, and the
proof is *not accepted* (``ok=False``, ``out_of_memory=True``); one that runs out of memory all
the same fails likewise -- a MemoryError never escapes :func:`check_drat`.

This module shares no code with CaDiCaL or any other solver or checker: it was written for
gamecheck from the two papers above (numba for the inner loops).  Binary DRAT is read and
written as DRAT-trim defines it: ``a`` (0x61) or ``d`` (0x64), then each literal ``l`` as the
unsigned LEB128 varint of ``2|l| + (l < 0)``, then ``0``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import numpy as np

from gamecheck.domain import available_memory
from gamecheck.lazy import Kernels
from gamecheck.errors import UsageError

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

__all__ = ["DratResult", "DratTrim", "WORK_LIMIT", "check_drat", "trim_drat", "check_memory", "dimacs_size", "parse_dimacs", "parse_drat", "drat_to_binary",
           "clauses_to_dimacs"]


@dataclass
class DratResult:
    """The outcome of :func:`check_drat`.

    Attributes:
        ok: the proof is a valid DRAT refutation of the formula (the empty clause was derived).
        lemmas: the lemmas (additions) checked before stopping.
        reason: a one-line explanation (why it failed, or how it succeeded).
        seconds: wall time of the check (parsing included).
        deletions: deletions read; ``ignored_deletions``: those ignored (see the module
            docstring: a clause not present, or the reason of a top-level assignment).
        failed_step: the 1-based step (line of a text proof) of the lemma that failed, or
            ``None``.
        rat_lemmas: the lemmas that needed the RAT check (not RUP).
        memory: the bytes the check was estimated to allocate (:func:`check_memory`; 0 when
            it did not get that far).
        out_of_memory: the check was not made, or not finished, for want of memory (``ok`` is
            then false: the proof is not accepted).
    """

    ok: bool
    lemmas: int
    reason: str
    seconds: float
    deletions: int = 0
    ignored_deletions: int = 0
    failed_step: int | None = None
    rat_lemmas: int = 0
    memory: int = 0
    out_of_memory: bool = False

    def to_json(self) -> dict[str, Any]:
        """The fields as a JSON-ready dict."""
        return {"ok": self.ok, "lemmas": self.lemmas, "reason": self.reason, "seconds": round(self.seconds, 3),
                "deletions": self.deletions, "ignored_deletions": self.ignored_deletions,
                "failed_step": self.failed_step, "rat_lemmas": self.rat_lemmas,
                "memory": self.memory, "out_of_memory": self.out_of_memory}


# -- parsing -----------------------------------------------------------------------------------------

_ERR_NONE, _ERR_TOKEN, _ERR_UNTERMINATED, _ERR_HEADER, _ERR_RANGE = 0, 1, 2, 3, 4
_LIT_MAX = (1 << 31) - 2


@kernel
def _decimal(data, j, n):
    """The number written in decimal by the digits from ``data[j]`` on (before ``n``), and the
    index after them; -1 as the number when it exceeds ``_LIT_MAX`` (the index is then that of
    the digit that made it too large)."""
    v = 0
    while j < n and 48 <= data[j] <= 57:
        v = v * 10 + (data[j] - 48)
        if v > _LIT_MAX:
            return -1, j
        j += 1
    return v, j


@kernel
def _scan_text(data, dimacs, store, lits, starts, is_del):
    """Tokenise DIMACS (``dimacs``) or text DRAT.  Run twice: first with ``store`` false (the
    arrays are not touched: the sizes are counted), then with arrays of exactly those sizes.

    Returns ``(n_lits, n_clauses, header_vars, header_clauses, largest_var, err, err_pos)``:
    the clause ``i`` is ``lits[starts[i]:starts[i+1]]`` (signed DIMACS literals), ``is_del[i]``
    marks a deletion; ``err`` is one of the ``_ERR_*`` codes, ``err_pos`` the byte offset."""
    n = data.shape[0]
    nl = 0
    nc = 0
    hv = -1
    hc = -1
    top = 0
    in_clause = False
    deletion = False
    line_start = True
    i = 0
    while i < n:
        b = data[i]
        if b == 10 or b == 13:
            line_start = True
            i += 1
            continue
        if b == 32 or b == 9:
            i += 1
            continue
        if b == 99 and line_start and not in_clause and not deletion:  # 'c' comment line
            while i < n and data[i] != 10:
                i += 1
            continue
        if b == 112 and dimacs and line_start:  # 'p cnf V C'
            if hv >= 0 or nc > 0 or in_clause:
                return 0, 0, -1, -1, 0, _ERR_HEADER, i
            j = i + 1
            while j < n and (data[j] == 32 or data[j] == 9):
                j += 1
            if j + 3 > n or data[j] != 99 or data[j + 1] != 110 or data[j + 2] != 102:
                return 0, 0, -1, -1, 0, _ERR_HEADER, i
            j += 3
            vals = np.zeros(2, np.int64)
            for k in range(2):
                while j < n and (data[j] == 32 or data[j] == 9):
                    j += 1
                if j >= n or data[j] < 48 or data[j] > 57:
                    return 0, 0, -1, -1, 0, _ERR_HEADER, i
                v, j = _decimal(data, j, n)
                if v < 0:
                    return 0, 0, -1, -1, 0, _ERR_HEADER, i
                vals[k] = v
            while j < n and (data[j] == 32 or data[j] == 9 or data[j] == 13):
                j += 1
            if j < n and data[j] != 10:
                return 0, 0, -1, -1, 0, _ERR_HEADER, i
            hv = vals[0]
            hc = vals[1]
            i = j
            continue
        line_start = False
        if b == 100 and not dimacs and not in_clause and not deletion:  # 'd'
            if i + 1 < n and not (data[i + 1] == 32 or data[i + 1] == 9):
                return 0, 0, -1, -1, 0, _ERR_TOKEN, i
            deletion = True
            i += 1
            continue
        neg = False
        if b == 45:
            neg = True
            i += 1
            if i >= n:
                return 0, 0, -1, -1, 0, _ERR_TOKEN, i - 1
            b = data[i]
        if b < 48 or b > 57:
            return 0, 0, -1, -1, 0, _ERR_TOKEN, i
        tok = i
        v, i = _decimal(data, i, n)
        if v < 0:
            return 0, 0, -1, -1, 0, _ERR_RANGE, tok
        if i < n and not (data[i] == 32 or data[i] == 9 or data[i] == 10 or data[i] == 13):
            return 0, 0, -1, -1, 0, _ERR_TOKEN, i
        if not in_clause:
            if store:
                starts[nc] = nl
                is_del[nc] = 1 if deletion else 0
            in_clause = True
        if v == 0:
            if neg:
                return 0, 0, -1, -1, 0, _ERR_TOKEN, tok
            nc += 1
            in_clause = False
            deletion = False
        else:
            if store:
                lits[nl] = -v if neg else v
            if v > top:
                top = v
            nl += 1
    if in_clause or deletion:
        return 0, 0, -1, -1, 0, _ERR_UNTERMINATED, n
    if store:
        starts[nc] = nl
    return nl, nc, hv, hc, top, _ERR_NONE, 0


@kernel
def _scan_binary(data, store, lits, starts, is_del):
    """Binary DRAT, counted (``store`` false) or stored (arrays of the counted sizes), as
    :func:`_scan_text`.  Returns ``(n_lits, n_steps, largest_var, err, err_pos)``."""
    n = data.shape[0]
    nl = 0
    nc = 0
    top = 0
    i = 0
    while i < n:
        b = data[i]
        if b != 97 and b != 100:
            return 0, 0, 0, _ERR_TOKEN, i
        if store:
            starts[nc] = nl
            is_del[nc] = 1 if b == 100 else 0
        i += 1
        done = False
        while i < n:
            u = 0
            shift = 0
            tok = i
            while True:
                if i >= n:
                    return 0, 0, 0, _ERR_UNTERMINATED, n
                x = data[i]
                i += 1
                if shift > 28:
                    return 0, 0, 0, _ERR_RANGE, tok
                u |= np.int64(x & 127) << shift
                shift += 7
                if x < 128:
                    break
            if u == 0:
                done = True
                break
            v = u >> 1
            if v == 0 or v > _LIT_MAX:
                return 0, 0, 0, _ERR_RANGE, tok
            if store:
                lits[nl] = -v if (u & 1) else v
            if v > top:
                top = v
            nl += 1
        if not done:
            return 0, 0, 0, _ERR_UNTERMINATED, n
        nc += 1
    if store:
        starts[nc] = nl
    return nl, nc, top, _ERR_NONE, 0


@kernel
def _encode_binary(lits, starts, is_del):
    """Binary DRAT bytes of parsed steps."""
    nc = starts.shape[0] - 1
    out = np.empty(nc * 2 + lits.shape[0] * 5, np.uint8)
    k = 0
    for c in range(nc):
        out[k] = 100 if is_del[c] else 97
        k += 1
        for j in range(starts[c], starts[c + 1]):
            x = lits[j]
            u = np.int64(2 * x) if x > 0 else np.int64(-2 * x + 1)
            while u > 127:
                out[k] = (u & 127) | 128
                k += 1
                u >>= 7
            out[k] = u
            k += 1
        out[k] = 0
        k += 1
    return out[:k].copy()


_ERRS = {_ERR_TOKEN: "an unexpected token", _ERR_UNTERMINATED: "a clause not ended by 0",
         _ERR_HEADER: "a malformed 'p cnf' header", _ERR_RANGE: "a literal out of range"}
#: the arrays the counting passes are given (and do not touch)
_NO_LITS, _NO_STARTS, _NO_DEL = np.empty(0, np.int32), np.empty(0, np.int64), np.empty(0, np.uint8)


def _as_bytes(data: Any, what: str) -> bytes:
    if isinstance(data, str):
        return data.encode("ascii", errors="replace")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    if isinstance(data, (list, tuple)):
        if all(isinstance(x, str) for x in data):
            return ("\n".join(data) + "\n").encode("ascii", errors="replace")
        if all(isinstance(x, (bytes, bytearray)) for x in data):
            return b"\n".join(bytes(x) for x in data) + b"\n"
    raise UsageError(f"{what}: give text (str or bytes) or a list of text lines, not {type(data).__name__}")


def _dimacs_counts(raw: np.ndarray) -> tuple[int, int, int, int]:
    """``(header_vars, clauses, literals, largest_var)`` of DIMACS bytes, nothing allocated;
    raises UsageError as :func:`parse_dimacs` does."""
    nl, nc, hv, hc, top, err, pos = _scan_text(raw, True, False, _NO_LITS, _NO_STARTS, _NO_DEL)
    if err:
        raise UsageError(f"DIMACS CNF: {_ERRS[err]} at byte {pos}")
    if hv < 0:
        raise UsageError("DIMACS CNF: no 'p cnf VARIABLES CLAUSES' header")
    if nc != hc:
        raise UsageError(f"DIMACS CNF: the header says {hc} clauses, the file has {nc}")
    if top > hv:
        raise UsageError(f"DIMACS CNF: literal {top} exceeds the header's {hv} variables")
    return int(hv), int(nc), int(nl), int(top)


def _store_text(raw: np.ndarray, dimacs: bool, nl: int, nc: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The second pass of :func:`_scan_text`: arrays of exactly the counted sizes."""
    lits = np.empty(nl, np.int32)
    starts = np.empty(nc + 1, np.int64)
    is_del = np.zeros(nc, np.uint8)
    _scan_text(raw, dimacs, True, lits, starts, is_del)
    return lits, starts, is_del


def _store_binary(raw: np.ndarray, nl: int, nc: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The second pass of :func:`_scan_binary`."""
    lits = np.empty(nl, np.int32)
    starts = np.empty(nc + 1, np.int64)
    is_del = np.zeros(nc, np.uint8)
    _scan_binary(raw, True, lits, starts, is_del)
    return lits, starts, is_del


def dimacs_size(data: str | bytes | Sequence[str]) -> tuple[int, int, int, int]:
    """The sizes of a DIMACS CNF, read without allocating its clauses (a first pass of
    :func:`parse_dimacs`, so a CNF too large to check is known before anything is allocated).

    Returns:
        ``(num_vars, clauses, literals, largest_var)``: the header's variables, the clauses, the
        literals in all, and the largest variable that occurs.

    Raises:
        UsageError: as :func:`parse_dimacs`.
    """
    return _dimacs_counts(np.frombuffer(_as_bytes(data, "DIMACS CNF"), np.uint8))


def parse_dimacs(data: str | bytes | Sequence[str]) -> tuple[int, np.ndarray, np.ndarray]:
    """Read a DIMACS CNF (``p cnf V C`` header, ``c`` comment lines, clauses ended by ``0``).

    Args:
        data: the text (``str`` or ``bytes``) or a list of lines.

    Returns:
        ``(num_vars, lits, starts)``: clause ``i`` is ``lits[starts[i]:starts[i+1]]`` (signed
        ``int32`` literals).  The text is read twice (counted, then stored), so the arrays take
        exactly 4 bytes a literal and 8 a clause, whatever the text's comments and spacing.

    Raises:
        UsageError: (one line) no or a malformed header, a token that is not an integer, a clause
            not ended by ``0``, a literal above ``V``, or a clause count that differs from ``C``.
    """
    raw = np.frombuffer(_as_bytes(data, "DIMACS CNF"), np.uint8)
    hv, nc, nl, _ = _dimacs_counts(raw)
    lits, starts, _ = _store_text(raw, True, nl, nc)
    return hv, lits, starts


def _looks_binary(raw: bytes) -> bool:
    """DRAT-trim's rule of thumb: text DRAT holds only digits, '-', 'd', 'c', spaces and line
    ends in its first bytes."""
    if raw[:1] == b"a":
        return True
    head = raw[:64]
    if head.startswith(b"c"):
        return False
    return any(b not in b"0123456789-d \t\r\n" for b in head)


def _drat_counts(raw: bytes, binary: bool | None) -> tuple[np.ndarray, bool, int, int, int, str]:
    """``(bytes as array, binary, steps, literals, largest_var, error)`` of a proof, nothing
    allocated; ``error`` is ``""`` or the one-line reason it does not parse."""
    if binary is None:
        binary = _looks_binary(raw)
    arr = np.frombuffer(raw, np.uint8)
    if binary:
        nl, nc, top, err, pos = _scan_binary(arr, False, _NO_LITS, _NO_STARTS, _NO_DEL)
        kind = "binary DRAT proof"
    else:
        nl, nc, _, _, top, err, pos = _scan_text(arr, False, False, _NO_LITS, _NO_STARTS, _NO_DEL)
        kind = "DRAT proof"
    return arr, bool(binary), int(nc), int(nl), int(top), (f"{kind}: {_ERRS[err]} at byte {pos}" if err else "")


def parse_drat(proof: str | bytes | Sequence[str], binary: bool | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Read a DRAT proof, text (``1 -2 0`` / ``d 1 -2 0`` lines, as CaDiCaL writes and as
    ``pysat`` returns them as a list of lines) or binary (see the module docstring).

    Args:
        proof: the proof as ``str``, ``bytes`` or a list of lines.
        binary: the format; ``None`` guesses it from the first bytes (DRAT-trim's rule).

    Returns:
        ``(lits, starts, is_del)``: step ``i`` is ``lits[starts[i]:starts[i+1]]``, a deletion when
        ``is_del[i]`` (counted first, then stored: exactly 4 bytes a literal, 9 a step).

    Raises:
        UsageError: (one line, with the byte offset) the proof does not parse.
    """
    arr, binary, nc, nl, _, err = _drat_counts(_as_bytes(proof, "DRAT proof"), binary)
    if err:
        raise UsageError(err)
    return _store_binary(arr, nl, nc) if binary else _store_text(arr, False, nl, nc)


def drat_to_binary(proof: str | bytes | Sequence[str]) -> bytes:
    """The binary DRAT encoding of a proof (text or binary), about a third of the text's size.

    Raises:
        UsageError: the proof does not parse."""
    lits, starts, is_del = parse_drat(proof)
    return _encode_binary(lits, starts, is_del).tobytes()


def clauses_to_dimacs(num_vars: int, clauses: Iterable[Sequence[int]]) -> str:
    """DIMACS text of a clause list (``p cnf`` header, one clause a line)."""
    rows = [" ".join(map(str, c)) + " 0" for c in clauses]
    return f"p cnf {num_vars} {len(rows)}\n" + "".join(r + "\n" for r in rows)


# -- the checker -------------------------------------------------------------------------------------

#: the most work :func:`check_drat` does on one proof (watches visited by unit propagation plus
#: literals scanned for RAT; a few nanoseconds each): forward checking is quadratic in the worst
#: case, so a forged proof of millions of RAT lemmas would otherwise run for hours. The 69
#: certificates of the committed audit need at most 16 million (measured: 125 times less).
WORK_LIMIT = 2_000_000_000
#: trail length, propagation head, work done and the last conflict (a clause id, or ``-2 - lit``
#: when a literal of the clause checked was already true), in the state array
_TL, _QH, _WORK, _CONF = 0, 1, 2, 3


@kernel
def _assign(lit, c, st, val, reason, trail):
    val[lit] = 1
    val[lit ^ 1] = -1
    reason[lit >> 1] = c
    trail[st[_TL]] = lit
    st[_TL] += 1


@kernel
def _backtrack(to, st, val, reason, trail):
    for i in range(to, st[_TL]):
        lit = trail[i]
        val[lit] = 0
        val[lit ^ 1] = 0
        reason[lit >> 1] = -1
    st[_TL] = to
    st[_QH] = to


@kernel
def _propagate(st, val, reason, trail, lits, cs, cl, deleted, wnext, whead):
    """Unit propagation from ``trail[st[_QH]:]``; True on a conflict."""
    while st[_QH] < st[_TL]:
        fl = trail[st[_QH]] ^ 1  # the literal just made false
        st[_QH] += 1
        prev = -1
        node = whead[fl]
        while node != -1:
            st[_WORK] += 1
            nxt = wnext[node]
            c = node >> 1
            if deleted[c]:  # lazy removal of a deleted clause's watch
                if prev == -1:
                    whead[fl] = nxt
                else:
                    wnext[prev] = nxt
                node = nxt
                continue
            s = cs[c]
            if lits[s] == fl:
                lits[s] = lits[s + 1]
                lits[s + 1] = fl
            first = lits[s]
            if val[first] == 1:
                prev = node
                node = nxt
                continue
            e = s + cl[c]
            moved = False
            for k in range(s + 2, e):
                lk = lits[k]
                if val[lk] != -1:
                    lits[s + 1] = lk
                    lits[k] = fl
                    if prev == -1:
                        whead[fl] = nxt
                    else:
                        wnext[prev] = nxt
                    wnext[node] = whead[lk]
                    whead[lk] = node
                    moved = True
                    break
            if moved:
                node = nxt
                continue
            if val[first] == -1:
                st[_CONF] = c
                return True
            _assign(first, c, st, val, reason, trail)
            prev = node
            node = nxt
    return False


@kernel
def _refutes(lo, hi, skip, st, val, reason, trail, lits, cs, cl, deleted, wnext, whead):
    """Assigns false every literal of ``lits[lo:hi]`` but ``skip`` (-1: none), above the
    current assignment, and propagates; True on a conflict (the clause is RUP).  The caller
    backtracks."""
    for j in range(lo, hi):
        lit = lits[j]
        if lit == skip:
            continue
        if val[lit] == 1:
            st[_CONF] = -2 - lit
            return True
        if val[lit] == 0:
            _assign(lit ^ 1, -1, st, val, reason, trail)
    return _propagate(st, val, reason, trail, lits, cs, cl, deleted, wnext, whead)


@kernel
def _mix(x):
    z = np.uint64(x) * np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(31))) * np.uint64(0xBF58476D1CE4E5B9)
    return z ^ (z >> np.uint64(29))


def _checker_arrays(nvars: int, clauses: int, literals: int) -> tuple[np.ndarray, ...]:
    """The arrays of :func:`_check` for ``nvars`` variables, ``clauses`` formula clauses and
    proof steps and ``literals`` literals: ``(val, mark, reason, trail, st, lits, cs, cl,
    deleted, taut, wnext, whead, hhead, hnext, hkey)``, the bytes :func:`check_memory` counts."""
    nlit = 2 * (nvars + 1)
    n = clauses + 1
    hsize = 1 << max(0, (2 * n - 1).bit_length())  # the power of two at or above 2n
    return (np.zeros(nlit, np.int8), np.zeros(nlit, np.int64), np.full(nvars + 1, -1, np.int64),
            np.empty(nvars + 1, np.int32), np.zeros(4, np.int64), np.empty(max(literals, 1), np.int32),
            np.zeros(n, np.int64), np.zeros(n, np.int32), np.zeros(n, np.uint8), np.zeros(n, np.uint8),
            np.full(2 * n, -1, np.int64), np.full(nlit, -1, np.int64), np.full(hsize, -1, np.int64),
            np.full(n, -1, np.int64), np.zeros(n, np.uint64))


@kernel
def _check(f_lits, f_starts, p_lits, p_starts, p_del, work_limit, val, mark, reason, trail, st, lits, cs, cl, deleted,
           taut, wnext, whead, hhead, hnext, hkey, track, seen, lvl, vstack, dmark, dstart, dstep, dtarget, ddata, info):
    """Forward DRAT check, in the arrays of :func:`_checker_arrays` (allocated by the caller, so
    that a MemoryError leaves nothing behind: numba does not free what a kernel allocated when
    it raises).  Returns ``(status, lemmas, failed_step, deletions, ignored, rats)``: status 0 ok
    (empty clause derived or in the formula), 1 a lemma failed, 2 no empty clause, 3 the work
    (watches visited in propagation, literals scanned for RAT) passed ``work_limit`` at a lemma.

    With ``track`` on, the check also records what each lemma's RUP refutation used, for
    :func:`trim_drat` (the arrays of :func:`_tracking_arrays`; with ``track`` off they are not
    touched): ``ddata[dstart[c]:dstart[c + 1]]`` are the clauses the refutation of the clause
    stored as ``c`` used (its conflict clause and the reasons of the literals that led to it;
    for a literal set at the top level, only its reason, whose own reasons :func:`_needed`
    follows), ``dstep[c]`` its proof step (-1 for the formula's clauses), ``dtarget[step]`` the
    clause a deletion removed (-1: ignored).  ``info`` receives ``[deps used, the top-level
    conflict's clause (-1: none), the id the empty clause would have had, RAT lemmas seen,
    overflow]``: a proof with RAT lemmas is not trimmed, and an overflow of ``ddata`` asks the
    caller for a larger one."""
    nf = f_starts.shape[0] - 1
    npr = p_starts.shape[0] - 1
    hmask = np.uint64(hhead.shape[0] - 1)
    nstored = 0  # clauses stored (ids 0..nstored-1)
    ltop = 0
    root_conflict = False
    stamp = 0
    lemmas = 0
    deletions = 0
    ignored = 0
    rats = 0
    dst = 0  # the stamp of the lemma whose dependencies are recorded
    if track:
        info[0] = 0
        info[1] = -1
        info[2] = -1
        info[3] = 0
        info[4] = 0
        dstart[0] = 0

    for step in range(-nf, npr):
        if step < 0:
            a = f_starts[step + nf]
            b = f_starts[step + nf + 1]
            src = f_lits
            is_deletion = False
        else:
            a = p_starts[step]
            b = p_starts[step + 1]
            src = p_lits
            is_deletion = p_del[step] != 0
        # the clause's literal codes, deduplicated in order, into lits[ltop:...]
        stamp += 1
        k = ltop
        tautology = False
        for j in range(a, b):
            x = src[j]
            code = 2 * x if x > 0 else -2 * x + 1
            if mark[code] == stamp:
                continue
            if mark[code ^ 1] == stamp:
                tautology = True
            mark[code] = stamp
            lits[k] = code
            k += 1
        n = k - ltop
        h = np.uint64(n)
        for j in range(ltop, k):
            h += _mix(lits[j])

        if is_deletion:
            deletions += 1
            found = -1
            c = hhead[h & hmask]
            while c != -1:
                if hkey[c] == h and cl[c] == n and not deleted[c]:
                    same = True
                    for j in range(cs[c], cs[c] + n):
                        if mark[lits[j]] != stamp:
                            same = False
                            break
                    if same:
                        found = c
                        break
                c = hnext[c]
            if found == -1:
                ignored += 1
                continue
            if track:
                dtarget[step] = found
            is_reason = False
            for j in range(cs[found], cs[found] + n):
                if reason[lits[j] >> 1] == found:
                    is_reason = True
                    break
            if is_reason or n <= 1:
                ignored += 1
                if track:
                    dtarget[step] = -1
                continue
            deleted[found] = 1
            continue

        if step >= 0:  # a lemma: check it
            lemmas += 1
            if not root_conflict:
                base = st[_TL]
                conflict = _refutes(ltop, k, -1, st, val, reason, trail, lits, cs, cl, deleted, wnext, whead)
                if track:
                    dstart[nstored] = info[0]
                    if conflict:
                        dst += 1
                        _record(st[_CONF], base, dst, st, reason, trail, lits, cs, cl, lvl, seen, vstack, dmark, ddata,
                                info)
                if not conflict and n > 0:
                    # RAT on the pivot: every resolvent with a clause holding -pivot is RUP
                    rats += 1
                    npiv = lits[ltop] ^ 1
                    level1 = st[_TL]
                    ok = True
                    for d in range(nstored):
                        if deleted[d]:
                            continue
                        st[_WORK] += cl[d]
                        has = False
                        for j in range(cs[d], cs[d] + cl[d]):
                            if lits[j] == npiv:
                                has = True
                                break
                        if not has:
                            continue
                        conf2 = _refutes(cs[d], cs[d] + cl[d], npiv, st, val, reason, trail, lits, cs, cl, deleted,
                                         wnext, whead)
                        _backtrack(level1, st, val, reason, trail)
                        if not conf2:
                            ok = False
                            break
                    conflict = ok
                    if track:
                        info[3] += 1
                _backtrack(base, st, val, reason, trail)
                if not conflict:
                    return 1, lemmas, step, deletions, ignored, rats
                if st[_WORK] > work_limit:
                    return 3, lemmas, step, deletions, ignored, rats
            if n == 0:
                if track:
                    info[2] = nstored
                return 0, lemmas, step, deletions, ignored, rats
        elif n == 0:  # the formula holds the empty clause
            return 0, 0, -1, deletions, ignored, rats

        # store the clause and bring the top-level propagation up to date
        c = nstored
        nstored += 1
        if track:
            if step < 0 or root_conflict:
                dstart[c] = info[0]
            dstart[c + 1] = info[0]
            dstep[c] = step if step >= 0 else -1
        cs[c] = ltop
        cl[c] = n
        ltop = k
        hkey[c] = h
        slot = h & hmask
        hnext[c] = hhead[slot]
        hhead[slot] = c
        if tautology:
            taut[c] = 1
            continue
        if root_conflict:
            continue
        # move two literals that are not false to the front
        s = cs[c]
        nonfalse = 0
        for j in range(s, s + n):
            if val[lits[j]] != -1:
                t = lits[s + nonfalse]
                lits[s + nonfalse] = lits[j]
                lits[j] = t
                nonfalse += 1
                if nonfalse == 2:
                    break
        if n >= 2:
            wnext[2 * c] = whead[lits[s]]
            whead[lits[s]] = 2 * c
            wnext[2 * c + 1] = whead[lits[s + 1]]
            whead[lits[s + 1]] = 2 * c + 1
        if nonfalse == 0:
            root_conflict = True
            if track:
                info[1] = c
        elif nonfalse == 1 and val[lits[s]] == 0:
            _assign(lits[s], c, st, val, reason, trail)
            if _propagate(st, val, reason, trail, lits, cs, cl, deleted, wnext, whead):
                root_conflict = True
                if track:
                    info[1] = st[_CONF]
    return 2, lemmas, -1, deletions, ignored, rats


@kernel
def _record(cc, base, dst, st, reason, trail, lits, cs, cl, lvl, seen, vstack, dmark, ddata, info):
    """Record the clauses a lemma's refutation used, after :func:`_refutes` found a conflict
    above the top level ``trail[:base]``: the conflict clause ``cc`` (or, for ``cc <= -2``, the
    literal ``-2 - cc`` that was already true), then, walking back from its literals, the reason
    of every literal set above the top level and the reason (only) of every top-level literal
    reached.  Appends to ``ddata`` from ``info[0]``; sets ``info[4]`` when it is full."""
    for i in range(base, st[_TL]):
        lvl[trail[i] >> 1] = dst
    top = 0
    if cc >= 0:
        if dmark[cc] != dst:
            dmark[cc] = dst
            if info[0] >= ddata.shape[0]:
                info[4] = 1
                return
            ddata[info[0]] = cc
            info[0] += 1
        for j in range(cs[cc], cs[cc] + cl[cc]):
            v = lits[j] >> 1
            if seen[v] != dst:
                seen[v] = dst
                vstack[top] = v
                top += 1
    else:
        v = (-2 - cc) >> 1
        seen[v] = dst
        vstack[top] = v
        top += 1
    while top > 0:
        top -= 1
        v = vstack[top]
        r = reason[v]
        if r < 0:
            continue  # a literal of the lemma, assumed false
        if dmark[r] != dst:
            dmark[r] = dst
            if info[0] >= ddata.shape[0]:
                info[4] = 1
                return
            ddata[info[0]] = r
            info[0] += 1
        if lvl[v] != dst:
            continue  # set at the top level: its own reasons are followed once, by _needed
        for j in range(cs[r], cs[r] + cl[r]):
            u = lits[j] >> 1
            if seen[u] != dst:
                seen[u] = dst
                vstack[top] = u
                top += 1


@kernel
def _needed(first, ddata, dstart, dstep, reason, lits, cs, cl, need, isreason, stack):
    """Mark in ``need`` every stored clause the refutation depends on, from the clauses
    ``first``: a lemma's recorded dependencies, and for a clause that set a top-level literal the
    reasons of its other (false) literals.  Returns the number of lemmas needed."""
    for v in range(reason.shape[0]):
        if reason[v] >= 0:
            isreason[reason[v]] = 1
    top = 0
    for i in range(first.shape[0]):
        stack[top] = first[i]
        top += 1
    count = 0
    while top > 0:
        top -= 1
        c = stack[top]
        if need[c]:
            continue
        need[c] = 1
        if dstep[c] >= 0:
            count += 1
            for j in range(dstart[c], dstart[c + 1]):
                d = ddata[j]
                if not need[d]:
                    stack[top] = d
                    top += 1
        if isreason[c]:
            for j in range(cs[c], cs[c] + cl[c]):
                r = reason[lits[j] >> 1]
                if r >= 0 and r != c and not need[r]:
                    stack[top] = r
                    top += 1
    return count


def _tracking_arrays(nvars: int, clauses: int, steps: int, deps: int) -> tuple[np.ndarray, ...]:
    """The arrays :func:`_check` records dependencies in, for ``nvars`` variables, ``clauses``
    formula clauses and proof steps, ``steps`` proof steps and room for ``deps`` dependencies:
    ``(seen, lvl, vstack, dmark, dstart, dstep, dtarget, ddata, info)``."""
    n = clauses + 1
    return (np.zeros(nvars + 1, np.int64), np.zeros(nvars + 1, np.int64), np.empty(nvars + 1, np.int32),
            np.zeros(n, np.int64), np.zeros(n + 1, np.int64), np.full(n, -1, np.int64),
            np.full(max(steps, 1), -1, np.int64), np.empty(max(deps, 1), np.int32), np.zeros(5, np.int64))


#: what :func:`_check` is given when it records nothing
_NO_TRACKING = _tracking_arrays(0, 0, 0, 0)


@kernel
def _largest(lits):
    """The largest variable of signed literals (0 when there is none)."""
    top = 0
    for j in range(lits.shape[0]):
        x = np.int64(lits[j])
        if x < 0:
            x = -x
        if x > top:
            top = x
    return top


@kernel
def _renumber(p_lits, base):
    """Renumber in place the variables of ``p_lits`` above ``base`` densely, ``base + 1``,
    ``base + 2``, ... in increasing order (signs kept).  Returns ``(ext, m)``: the original
    variables, sorted (the new variable ``base + 1 + i`` was ``ext[i]``), and the literals
    renumbered."""
    m = 0
    for j in range(p_lits.shape[0]):
        x = p_lits[j]
        if x > base or -x > base:
            m += 1
    vals = np.empty(m, np.int32)
    k = 0
    for j in range(p_lits.shape[0]):
        x = p_lits[j]
        if x > base or -x > base:
            vals[k] = x if x > 0 else -x
            k += 1
    vals.sort()
    u = 0
    for j in range(m):
        if j == 0 or vals[j] != vals[j - 1]:
            vals[u] = vals[j]
            u += 1
    ext = vals[:u].copy()
    for j in range(p_lits.shape[0]):
        x = p_lits[j]
        if x > base or -x > base:
            r = np.searchsorted(ext, x if x > 0 else -x)
            p_lits[j] = base + 1 + r if x > 0 else -(base + 1 + r)
    return ext, m


#: bytes the checker (:func:`_check`) allocates per variable: the values and marks of both of its
#: literals (1 + 8 bytes each), its reason (8), its trail slot (4), the watch-list heads of both
#: literals (8 each)
BYTES_PER_VARIABLE = 46
#: bytes per clause of the formula or step of the proof, besides the hash table's heads: the parsed
#: start (8) and deletion flag (1), then in the checker the clause's start (8), length (4), deleted
#: and tautology flags (1 + 1), its two watch nodes (8 each), its hash chain link (8) and key (8)
BYTES_PER_CLAUSE = 55
#: bytes per literal: the parsed literal (4) and the checker's copy (4)
BYTES_PER_LITERAL = 8
#: memory kept free beside the estimate (Python objects, numba's own allocations)
MEMORY_SLACK = 64 << 20


def check_memory(variables: int, clauses: int, literals: int, renumbered: int = 0) -> int:
    """The bytes :func:`check_drat` allocates to check a formula and proof of these sizes (the
    arrays, as the code allocates them; measured against the process's peak size in
    ``tests/test_recheck_memory.py``).

    Args:
        variables: the variables after renumbering (the formula's largest variable plus the
            proof's variables above it).
        clauses: the formula's clauses plus the proof's steps (additions and deletions).
        literals: the formula's literals plus the proof's.
        renumbered: the proof's literals on variables above the formula's (renumbering them
            takes 8 bytes each: their variables sorted, and the map back kept).

    Returns:
        the bytes: :data:`BYTES_PER_VARIABLE` a variable, :data:`BYTES_PER_CLAUSE` a clause or
        step, :data:`BYTES_PER_LITERAL` a literal, the hash table of clauses (8 bytes a slot,
        the power of two at or above twice the clauses) and the renumbering.
    """
    n = int(clauses) + 1
    hsize = 1 << max(0, (2 * n - 1).bit_length())
    return (BYTES_PER_VARIABLE * (int(variables) + 1) + BYTES_PER_CLAUSE * n + BYTES_PER_LITERAL * max(int(literals), 1)
            + 8 * hsize + 8 * int(renumbered) + 64)


def _n(k: int, word: str) -> str:
    return f"{k:,} {word}" + ("" if k == 1 else "s")


def _mib(n: int) -> str:
    return f"{n / (1 << 20):,.0f} MiB" if n >= 1 << 20 else f"{n:,} bytes"


def _formula(num_vars: int | None, clauses: Any) -> tuple[int, np.ndarray, np.ndarray]:
    if isinstance(clauses, tuple) and len(clauses) == 2 and isinstance(clauses[0], np.ndarray):
        lits, starts = clauses
        return int(num_vars or 0), np.asarray(lits, np.int32), np.asarray(starts, np.int64)
    rows = [list(map(int, c)) for c in clauses]
    if any(x == 0 for r in rows for x in r):
        raise UsageError("a clause holds the literal 0; give clauses as lists of non-zero integers")
    lens = np.fromiter((len(r) for r in rows), np.int64, len(rows))
    starts = np.zeros(len(rows) + 1, np.int64)
    np.cumsum(lens, out=starts[1:])
    flat = [x for r in rows for x in r]
    if any(abs(x) > _LIT_MAX for x in flat):
        raise UsageError("a literal is out of range (above 2^31 - 2)")
    lits = np.array(flat, np.int32)
    return int(num_vars or 0), lits, starts


def check_drat(num_vars: int | None, clauses: Any, proof: Any, binary: bool | None = None, *,
               memory: int | None = None, work_limit: int | None = None) -> DratResult:
    """Check that ``proof`` is a DRAT refutation of the CNF ``clauses`` (see the module
    docstring: forward checking, RUP then RAT on the first literal, deletions honoured except
    of top-level reasons, the empty clause required).  Calls no solver.

    The proof's variables above the formula's largest are renumbered densely first (see the
    module docstring), and the memory the check needs (:func:`check_memory`) is compared with
    ``memory`` before anything of that size is allocated: a check that does not fit fails
    (``ok=False``, ``out_of_memory=True``, the estimate in ``memory``), and so does one that runs
    out of memory all the same.  Never a MemoryError.

    Args:
        num_vars: the number of variables the formula declares; it sizes nothing (the arrays
            follow the variables that occur), and literals above it in the proof (extension
            variables) are allowed.
        clauses: DIMACS text (``str``/``bytes``), a list of clauses (lists of non-zero
            ``int``), or ``(lits, starts)`` arrays as :func:`parse_dimacs` returns.
        proof: the DRAT proof: text or binary ``bytes``, ``str``, or a list of text lines (as
            ``pysat``'s ``get_proof()`` returns); ``(lits, starts, is_del)`` arrays also do.
        binary: the proof's format when it is bytes (``None``: guessed, see :func:`parse_drat`).
        memory: the bytes the check may allocate (``None``: what the process may still
            allocate, :func:`gamecheck.domain.available_memory`, less :data:`MEMORY_SLACK`).
        work_limit: the most work the check may do, counted in watches visited by unit
            propagation and literals scanned for RAT (``None``: :data:`WORK_LIMIT`); a proof
            that needs more fails (``ok=False``, the reason says so), whatever it would have
            given -- a deterministic bound, the same on every machine.

    Returns:
        a :class:`DratResult`.  A proof that does not parse gives ``ok=False`` with the reason
        (no exception), so that a damaged certificate is reported as a failure.

    Raises:
        UsageError: a formula that does not parse (DIMACS) or is not a list of clauses.

    Source: Wetzler, Heule and Hunt, SAT 2014 (DRAT); Heule, Hunt and Wetzler, FMCAD 2013 (RAT
    checking of clausal proofs).
    """
    t0 = time.perf_counter()
    # sizes first: text is counted without allocating its clauses
    f_raw = None
    if isinstance(clauses, (str, bytes, bytearray, memoryview)):
        f_raw = np.frombuffer(_as_bytes(clauses, "DIMACS CNF"), np.uint8)
        _, f_nc, f_nl, base = _dimacs_counts(f_raw)
    else:
        _, f_lits, f_starts = _formula(num_vars, clauses)
        f_nc, f_nl, base = f_starts.shape[0] - 1, f_lits.shape[0], int(_largest(f_lits))
    p_raw = None
    if isinstance(proof, tuple) and len(proof) == 3 and isinstance(proof[0], np.ndarray):
        p_lits, p_starts, p_del = (np.asarray(proof[0], np.int32), np.asarray(proof[1], np.int64),
                                   np.asarray(proof[2], np.uint8))
        p_ns, p_nl, p_top = p_starts.shape[0] - 1, p_lits.shape[0], int(_largest(p_lits))
    else:
        try:
            p_raw, binary, p_ns, p_nl, p_top, err = _drat_counts(_as_bytes(proof, "DRAT proof"), binary)
        except UsageError as exc:
            err = str(exc)
        if err:
            return DratResult(False, 0, f"the proof does not parse: {err}", time.perf_counter() - t0)
    if memory is None:
        memory = max(0, available_memory() - MEMORY_SLACK)

    def too_much(need: int, nv: int, verb: str) -> DratResult:
        sizes = (f"a formula of {_n(f_nc, 'clause')} and {_n(f_nl, 'literal')}, a proof of {_n(p_ns, 'step')} and "
                 f"{_n(p_nl, 'literal')}, {_n(nv, 'variable')}")
        return DratResult(False, 0, f"checking {verb} {_mib(need)} of memory ({sizes}), more than the "
                          f"{_mib(memory)} available", time.perf_counter() - t0, memory=need, out_of_memory=True)

    # before parsing: the least the check needs (no variable of the proof above the formula's)
    need = check_memory(base, f_nc + p_ns, f_nl + p_nl)
    if need > memory:
        return too_much(need, base, "needs at least")  # proof-only variables come on top
    try:
        if f_raw is not None:
            f_lits, f_starts, _ = _store_text(f_raw, True, f_nl, f_nc)
        if p_raw is not None:
            p_lits, p_starts, p_del = _store_binary(p_raw, p_nl, p_ns) if binary else \
                _store_text(p_raw, False, p_nl, p_ns)
        ext, m = _NO_LITS, 0
        if p_top > base:
            if p_raw is None:
                p_lits = p_lits.copy()  # the caller's array stays as it was
            ext, m = _renumber(p_lits, base)
        nv = base + ext.shape[0]
        # before the checker's arrays: exactly what it allocates
        need = check_memory(nv, f_nc + p_ns, f_nl + p_nl, m)
        if need > memory:
            return too_much(need, nv, "needs")
        arrays = _checker_arrays(nv, f_nc + p_ns, f_nl + p_nl)
        status, lemmas, step, dels, ignored, rats = _check(f_lits, f_starts, p_lits, p_starts, p_del,
                                                           int(WORK_LIMIT if work_limit is None else work_limit), *arrays,
                                                           False, *_NO_TRACKING)
        del arrays
    except MemoryError:
        return DratResult(False, 0, f"the memory ran out while checking ({_n(f_nc + p_ns, 'clause')} and proof steps, "
                          f"{_n(f_nl + p_nl, 'literal')}; {_mib(need)} estimated, {_mib(memory)} available)",
                          time.perf_counter() - t0, memory=need, out_of_memory=True)
    seconds = time.perf_counter() - t0
    if status == 0:
        how = ("the formula holds the empty clause" if step < 0 else
               f"the empty clause derived at step {step + 1} after {lemmas} lemmas")
        return DratResult(True, lemmas, f"valid DRAT refutation: {how}", seconds, dels, ignored, None, rats, need)
    if status == 1:
        a, b = int(p_starts[step]), int(p_starts[step + 1])

        def original(x: int) -> int:  # a renumbered variable shown as the proof wrote it
            v = abs(x)
            v = int(ext[v - base - 1]) if v > base else v
            return v if x > 0 else -v

        shown = " ".join([str(original(int(x))) for x in p_lits[a:min(b, a + 12)]] + (["..."] if b - a > 12 else [])
                         + ["0"])
        return DratResult(False, lemmas, f"lemma {lemmas} (proof step {step + 1}: {shown}) is neither RUP nor RAT "
                          "on its first literal", seconds, dels, ignored, step + 1, rats, need)
    if status == 3:
        return DratResult(False, lemmas, f"the check stopped at lemma {lemmas:,} (proof step {step + 1:,}): it passed "
                          f"its work limit of {WORK_LIMIT if work_limit is None else work_limit:,} steps (watches "
                          "visited and literals scanned); a proof this costly is not checked, so it does not pass",
                          seconds, dels, ignored, None, rats, need)
    return DratResult(False, lemmas, f"the proof does not derive the empty clause ({lemmas} lemmas checked)",
                      seconds, dels, ignored, None, rats, need)


@dataclass
class DratTrim:
    """The outcome of :func:`trim_drat`.

    Attributes:
        check: the forward check of the proof as given (:class:`DratResult`).
        proof: the trimmed proof, binary DRAT, or ``None`` (not trimmed: the check failed, the
            proof has RAT lemmas, or the formula holds the empty clause).
        lemmas: the proof's lemmas before trimming; ``kept``: after (``lemmas`` when not trimmed).
        reason: one line: what was kept, or why nothing was trimmed.
    """

    check: DratResult
    proof: bytes | None
    lemmas: int
    kept: int
    reason: str


def trim_drat(num_vars: int | None, clauses: Any, proof: Any, binary: bool | None = None, *,
              work_limit: int | None = None) -> DratTrim:
    """Check a DRAT proof forward and keep only the lemmas the refutation needs.

    While it checks, the checker records for each lemma the clauses its unit-propagation
    refutation used (the conflict clause and the reasons that led to it); from the empty clause
    back, every lemma reached is kept, with the deletions of the clauses kept, in the proof's
    order ("trimming", Heule, Hunt and Wetzler, FMCAD 2013; this is the forward variant: the
    dependencies are those of the conflict the forward check found, not a core-first search as
    DRAT-trim's backward check does, so fewer lemmas are dropped).  Deletions the check ignored
    are left out.  The trimmed proof is a DRAT proof of the same formula in its own right; the
    caller checks it again (:func:`check_drat`) before trusting it -- trimming is an
    optimisation of size, never a reason to accept anything.

    Args:
        num_vars, clauses, proof, binary, work_limit: as for :func:`check_drat` (the proof as
            text, binary, lines, or ``(lits, starts, is_del)`` arrays).

    Returns:
        a :class:`DratTrim`.  A proof with RAT lemmas is not trimmed (their dependencies are
        every clause holding the negated pivot), and neither is one that fails the check.

    Raises:
        UsageError: as :func:`check_drat`.
    """
    t0 = time.perf_counter()
    if isinstance(clauses, (str, bytes, bytearray, memoryview)):
        _, f_lits, f_starts = parse_dimacs(clauses)
    else:
        _, f_lits, f_starts = _formula(num_vars, clauses)
    if isinstance(proof, tuple) and len(proof) == 3 and isinstance(proof[0], np.ndarray):
        p_lits, p_starts, p_del = (np.asarray(proof[0], np.int32), np.asarray(proof[1], np.int64),
                                   np.asarray(proof[2], np.uint8))
    else:
        try:
            p_lits, p_starts, p_del = parse_drat(proof, binary)
        except UsageError as exc:
            res = DratResult(False, 0, f"the proof does not parse: {exc}", time.perf_counter() - t0)
            return DratTrim(res, None, 0, 0, "not trimmed: " + res.reason)
    base = int(_largest(f_lits))
    c_lits = p_lits
    if int(_largest(p_lits)) > base:
        c_lits = p_lits.copy()
        ext, _ = _renumber(c_lits, base)
        nv = base + ext.shape[0]
    else:
        nv = base
    nf, ns = f_starts.shape[0] - 1, p_starts.shape[0] - 1
    limit = int(WORK_LIMIT if work_limit is None else work_limit)
    room = 16 * (ns + 1)
    while True:
        arrays = _checker_arrays(nv, nf + ns, f_lits.shape[0] + p_lits.shape[0])
        tracking = _tracking_arrays(nv, nf + ns, ns, room)
        status, lemmas, step, dels, ignored, rats = _check(f_lits, f_starts, c_lits, p_starts, p_del, limit, *arrays,
                                                           True, *tracking)
        info = tracking[-1]
        if not info[4]:
            break
        room *= 4  # the dependencies did not fit: again, with more room
    seconds = time.perf_counter() - t0
    res = DratResult(status == 0, lemmas, "valid DRAT refutation" if status == 0 else
                     "not a valid refutation (see check_drat for the reason)", seconds, dels, ignored, None, rats)
    if status != 0:
        return DratTrim(res, None, lemmas, lemmas, "not trimmed: the proof does not check")
    if step < 0:
        return DratTrim(res, None, 0, 0, "not trimmed: the formula holds the empty clause")
    if info[3]:
        return DratTrim(res, None, lemmas, lemmas, f"not trimmed: the proof has {info[3]:,} RAT lemmas")
    reason_, lits, cs, cl = arrays[2], arrays[5], arrays[6], arrays[7]
    dstart, dstep, dtarget, ddata = tracking[4:8]
    final = int(info[2])
    if info[1] >= 0:  # a conflict at the top level: its clause, and the reasons of its (false) literals
        rc = int(info[1])
        first = np.array([rc] + [int(reason_[v]) for v in (lits[cs[rc]:cs[rc] + cl[rc]] >> 1) if reason_[v] >= 0],
                         np.int64)
    else:
        first = ddata[dstart[final]:info[0]].astype(np.int64)
    need = np.zeros(final + 1, np.uint8)  # the clauses stored before the empty one: ids 0..final-1
    isreason = np.zeros(final + 1, np.uint8)
    stack = np.empty(int(info[0]) + int(cl[:final].sum()) + first.shape[0] + 1, np.int64)
    kept = int(_needed(first, ddata, dstart, dstep, reason_, lits, cs, cl, need, isreason, stack))
    keep = np.zeros(ns, np.bool_)
    ids = np.nonzero(need[nf:final])[0] + nf
    keep[dstep[ids]] = True
    keep[step] = True  # the empty clause
    dels_at = np.nonzero(dtarget[:ns] >= 0)[0]
    dels_at = dels_at[dels_at < step]
    target = dtarget[dels_at]
    keep[dels_at[(target < nf) | (need[target] == 1)]] = True
    steps = np.nonzero(keep)[0]
    lens = (p_starts[steps + 1] - p_starts[steps])
    n_starts = np.zeros(steps.shape[0] + 1, np.int64)
    np.cumsum(lens, out=n_starts[1:])
    idx = np.concatenate([np.arange(p_starts[t], p_starts[t + 1]) for t in steps]) if steps.shape[0] else \
        np.empty(0, np.int64)
    out = _encode_binary(p_lits[idx].astype(np.int32), n_starts, p_del[steps])
    return DratTrim(res, out.tobytes(), lemmas, kept + 1,
                    f"trimmed: {kept + 1:,} of {lemmas:,} lemmas kept ({seconds:.2f} s to check and record)")
