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

from gamecheck.lazy import Kernels
from gamecheck.errors import UsageError

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

__all__ = ["DratResult", "check_drat", "parse_dimacs", "parse_drat", "drat_to_binary", "clauses_to_dimacs"]


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
    """

    ok: bool
    lemmas: int
    reason: str
    seconds: float
    deletions: int = 0
    ignored_deletions: int = 0
    failed_step: int | None = None
    rat_lemmas: int = 0

    def to_json(self) -> dict[str, Any]:
        """The fields as a JSON-ready dict."""
        return {"ok": self.ok, "lemmas": self.lemmas, "reason": self.reason, "seconds": round(self.seconds, 3),
                "deletions": self.deletions, "ignored_deletions": self.ignored_deletions,
                "failed_step": self.failed_step, "rat_lemmas": self.rat_lemmas}


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
def _parse_text(data, dimacs):
    """Tokenise DIMACS (``dimacs``) or text DRAT.

    Returns ``(lits, starts, is_del, n_clauses, header_vars, header_clauses, err, err_pos)``:
    the clause ``i`` is ``lits[starts[i]:starts[i+1]]`` (signed DIMACS literals), ``is_del[i]``
    marks a deletion; ``err`` is one of the ``_ERR_*`` codes, ``err_pos`` the byte offset."""
    n = data.shape[0]
    lits = np.empty(n // 2 + 1, np.int32)
    starts = np.empty(n // 2 + 2, np.int64)
    is_del = np.zeros(n // 2 + 1, np.uint8)
    nl = 0
    nc = 0
    hv = -1
    hc = -1
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
                return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_HEADER, i
            j = i + 1
            while j < n and (data[j] == 32 or data[j] == 9):
                j += 1
            if j + 3 > n or data[j] != 99 or data[j + 1] != 110 or data[j + 2] != 102:
                return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_HEADER, i
            j += 3
            vals = np.zeros(2, np.int64)
            for k in range(2):
                while j < n and (data[j] == 32 or data[j] == 9):
                    j += 1
                if j >= n or data[j] < 48 or data[j] > 57:
                    return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_HEADER, i
                v, j = _decimal(data, j, n)
                if v < 0:
                    return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_HEADER, i
                vals[k] = v
            while j < n and (data[j] == 32 or data[j] == 9 or data[j] == 13):
                j += 1
            if j < n and data[j] != 10:
                return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_HEADER, i
            hv = vals[0]
            hc = vals[1]
            i = j
            continue
        line_start = False
        if b == 100 and not dimacs and not in_clause and not deletion:  # 'd'
            if i + 1 < n and not (data[i + 1] == 32 or data[i + 1] == 9):
                return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_TOKEN, i
            deletion = True
            i += 1
            continue
        neg = False
        if b == 45:
            neg = True
            i += 1
            if i >= n:
                return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_TOKEN, i - 1
            b = data[i]
        if b < 48 or b > 57:
            return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_TOKEN, i
        tok = i
        v, i = _decimal(data, i, n)
        if v < 0:
            return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_RANGE, tok
        if i < n and not (data[i] == 32 or data[i] == 9 or data[i] == 10 or data[i] == 13):
            return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_TOKEN, i
        if not in_clause:
            starts[nc] = nl
            is_del[nc] = 1 if deletion else 0
            in_clause = True
        if v == 0:
            if neg:
                return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_TOKEN, tok
            nc += 1
            in_clause = False
            deletion = False
        else:
            lits[nl] = -v if neg else v
            nl += 1
    if in_clause or deletion:
        return lits[:0], starts[:1], is_del[:0], 0, -1, -1, _ERR_UNTERMINATED, n
    starts[nc] = nl
    return lits[:nl].copy(), starts[:nc + 1].copy(), is_del[:nc].copy(), nc, hv, hc, _ERR_NONE, 0


@kernel
def _parse_binary(data):
    """Binary DRAT: returns ``(lits, starts, is_del, n_clauses, err, err_pos)``."""
    n = data.shape[0]
    lits = np.empty(n, np.int32)
    starts = np.empty(n // 2 + 2, np.int64)
    is_del = np.zeros(n // 2 + 1, np.uint8)
    nl = 0
    nc = 0
    i = 0
    while i < n:
        b = data[i]
        if b != 97 and b != 100:
            return lits[:0], starts[:1], is_del[:0], 0, _ERR_TOKEN, i
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
                    return lits[:0], starts[:1], is_del[:0], 0, _ERR_UNTERMINATED, n
                x = data[i]
                i += 1
                if shift > 28:
                    return lits[:0], starts[:1], is_del[:0], 0, _ERR_RANGE, tok
                u |= np.int64(x & 127) << shift
                shift += 7
                if x < 128:
                    break
            if u == 0:
                done = True
                break
            v = u >> 1
            if v == 0 or v > _LIT_MAX:
                return lits[:0], starts[:1], is_del[:0], 0, _ERR_RANGE, tok
            lits[nl] = -v if (u & 1) else v
            nl += 1
        if not done:
            return lits[:0], starts[:1], is_del[:0], 0, _ERR_UNTERMINATED, n
        nc += 1
    starts[nc] = nl
    return lits[:nl].copy(), starts[:nc + 1].copy(), is_del[:nc].copy(), nc, _ERR_NONE, 0


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


def parse_dimacs(data: str | bytes | Sequence[str]) -> tuple[int, np.ndarray, np.ndarray]:
    """Read a DIMACS CNF (``p cnf V C`` header, ``c`` comment lines, clauses ended by ``0``).

    Args:
        data: the text (``str`` or ``bytes``) or a list of lines.

    Returns:
        ``(num_vars, lits, starts)``: clause ``i`` is ``lits[starts[i]:starts[i+1]]`` (signed
        ``int32`` literals).

    Raises:
        UsageError: (one line) no or a malformed header, a token that is not an integer, a clause
            not ended by ``0``, a literal above ``V``, or a clause count that differs from ``C``.
    """
    raw = np.frombuffer(_as_bytes(data, "DIMACS CNF"), np.uint8)
    lits, starts, _, nc, hv, hc, err, pos = _parse_text(raw, True)
    if err:
        raise UsageError(f"DIMACS CNF: {_ERRS[err]} at byte {pos}")
    if hv < 0:
        raise UsageError("DIMACS CNF: no 'p cnf VARIABLES CLAUSES' header")
    if nc != hc:
        raise UsageError(f"DIMACS CNF: the header says {hc} clauses, the file has {nc}")
    if lits.size and int(np.abs(lits).max()) > hv:
        raise UsageError(f"DIMACS CNF: literal {int(np.abs(lits).max())} exceeds the header's {hv} variables")
    return int(hv), lits, starts


def _looks_binary(raw: bytes) -> bool:
    """DRAT-trim's rule of thumb: text DRAT holds only digits, '-', 'd', 'c', spaces and line
    ends in its first bytes."""
    if raw[:1] == b"a":
        return True
    head = raw[:64]
    if head.startswith(b"c"):
        return False
    return any(b not in b"0123456789-d \t\r\n" for b in head)


def parse_drat(proof: str | bytes | Sequence[str], binary: bool | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Read a DRAT proof, text (``1 -2 0`` / ``d 1 -2 0`` lines, as CaDiCaL writes and as
    ``pysat`` returns them as a list of lines) or binary (see the module docstring).

    Args:
        proof: the proof as ``str``, ``bytes`` or a list of lines.
        binary: the format; ``None`` guesses it from the first bytes (DRAT-trim's rule).

    Returns:
        ``(lits, starts, is_del)``: step ``i`` is ``lits[starts[i]:starts[i+1]]``, a deletion when
        ``is_del[i]``.

    Raises:
        UsageError: (one line, with the byte offset) the proof does not parse.
    """
    raw = _as_bytes(proof, "DRAT proof")
    if binary is None:
        binary = _looks_binary(raw)
    arr = np.frombuffer(raw, np.uint8)
    if binary:
        lits, starts, is_del, _, err, pos = _parse_binary(arr)
        kind = "binary DRAT proof"
    else:
        lits, starts, is_del, _, _, _, err, pos = _parse_text(arr, False)
        kind = "DRAT proof"
    if err:
        raise UsageError(f"{kind}: {_ERRS[err]} at byte {pos}")
    return lits, starts, is_del


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

_TL, _QH = 0, 1  # trail length and propagation head, in the state array


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
            return True
        if val[lit] == 0:
            _assign(lit ^ 1, -1, st, val, reason, trail)
    return _propagate(st, val, reason, trail, lits, cs, cl, deleted, wnext, whead)


@kernel
def _mix(x):
    z = np.uint64(x) * np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(31))) * np.uint64(0xBF58476D1CE4E5B9)
    return z ^ (z >> np.uint64(29))


@kernel
def _check(nvars, f_lits, f_starts, p_lits, p_starts, p_del):
    """Forward DRAT check. Returns ``(status, lemmas, failed_step, deletions, ignored, rats)``:
    status 0 ok (empty clause derived or in the formula), 1 a lemma failed, 2 no empty clause."""
    nf = f_starts.shape[0] - 1
    npr = p_starts.shape[0] - 1
    nC = nf + npr
    nlit = 2 * (nvars + 1)
    val = np.zeros(nlit, np.int8)
    mark = np.zeros(nlit, np.int64)
    reason = np.full(nvars + 1, -1, np.int64)
    trail = np.empty(nvars + 1, np.int32)
    st = np.zeros(2, np.int64)
    total = f_lits.shape[0] + p_lits.shape[0]
    lits = np.empty(max(total, 1), np.int32)
    cs = np.zeros(nC + 1, np.int64)
    cl = np.zeros(nC + 1, np.int32)
    deleted = np.zeros(nC + 1, np.uint8)
    taut = np.zeros(nC + 1, np.uint8)
    wnext = np.full(2 * (nC + 1), -1, np.int64)
    whead = np.full(nlit, -1, np.int64)
    hsize = 1
    while hsize < 2 * (nC + 1):
        hsize *= 2
    hmask = np.uint64(hsize - 1)
    hhead = np.full(hsize, -1, np.int64)
    hnext = np.full(nC + 1, -1, np.int64)
    hkey = np.zeros(nC + 1, np.uint64)
    nstored = 0  # clauses stored (ids 0..nstored-1)
    ltop = 0
    root_conflict = False
    stamp = 0
    lemmas = 0
    deletions = 0
    ignored = 0
    rats = 0

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
            is_reason = False
            for j in range(cs[found], cs[found] + n):
                if reason[lits[j] >> 1] == found:
                    is_reason = True
                    break
            if is_reason or n <= 1:
                ignored += 1
                continue
            deleted[found] = 1
            continue

        if step >= 0:  # a lemma: check it
            lemmas += 1
            if not root_conflict:
                base = st[_TL]
                conflict = _refutes(ltop, k, -1, st, val, reason, trail, lits, cs, cl, deleted, wnext, whead)
                if not conflict and n > 0:
                    # RAT on the pivot: every resolvent with a clause holding -pivot is RUP
                    rats += 1
                    npiv = lits[ltop] ^ 1
                    level1 = st[_TL]
                    ok = True
                    for d in range(nstored):
                        if deleted[d]:
                            continue
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
                _backtrack(base, st, val, reason, trail)
                if not conflict:
                    return 1, lemmas, step, deletions, ignored, rats
            if n == 0:
                return 0, lemmas, step, deletions, ignored, rats
        elif n == 0:  # the formula holds the empty clause
            return 0, 0, -1, deletions, ignored, rats

        # store the clause and bring the top-level propagation up to date
        c = nstored
        nstored += 1
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
        elif nonfalse == 1 and val[lits[s]] == 0:
            _assign(lits[s], c, st, val, reason, trail)
            if _propagate(st, val, reason, trail, lits, cs, cl, deleted, wnext, whead):
                root_conflict = True
    return 2, lemmas, -1, deletions, ignored, rats


def _formula(num_vars: int | None, clauses: Any) -> tuple[int, np.ndarray, np.ndarray]:
    if isinstance(clauses, (str, bytes, bytearray, memoryview)):
        nv, lits, starts = parse_dimacs(clauses)
        return (nv if num_vars is None else max(nv, int(num_vars))), lits, starts
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


def check_drat(num_vars: int | None, clauses: Any, proof: Any, binary: bool | None = None) -> DratResult:
    """Check that ``proof`` is a DRAT refutation of the CNF ``clauses`` (see the module
    docstring: forward checking, RUP then RAT on the first literal, deletions honoured except
    of top-level reasons, the empty clause required).  Calls no solver.

    Args:
        num_vars: the number of variables (``None``: from the DIMACS header or the literals);
            literals above it in the proof (extension variables) are allowed.
        clauses: DIMACS text (``str``/``bytes``), a list of clauses (lists of non-zero
            ``int``), or ``(lits, starts)`` arrays as :func:`parse_dimacs` returns.
        proof: the DRAT proof: text or binary ``bytes``, ``str``, or a list of text lines (as
            ``pysat``'s ``get_proof()`` returns); ``(lits, starts, is_del)`` arrays also do.
        binary: the proof's format when it is bytes (``None``: guessed, see :func:`parse_drat`).

    Returns:
        a :class:`DratResult`.  A proof that does not parse gives ``ok=False`` with the reason
        (no exception), so that a damaged certificate is reported as a failure.

    Raises:
        UsageError: a formula that does not parse (DIMACS) or is not a list of clauses.

    Source: Wetzler, Heule and Hunt, SAT 2014 (DRAT); Heule, Hunt and Wetzler, FMCAD 2013 (RAT
    checking of clausal proofs).
    """
    t0 = time.perf_counter()
    nv, f_lits, f_starts = _formula(num_vars, clauses)
    if isinstance(proof, tuple) and len(proof) == 3 and isinstance(proof[0], np.ndarray):
        p_lits, p_starts, p_del = (np.asarray(proof[0], np.int32), np.asarray(proof[1], np.int64),
                                   np.asarray(proof[2], np.uint8))
    else:
        try:
            p_lits, p_starts, p_del = parse_drat(proof, binary)
        except UsageError as exc:
            return DratResult(False, 0, f"the proof does not parse: {exc}", time.perf_counter() - t0)
    top = 0
    if f_lits.size:
        top = max(top, int(np.abs(f_lits).max()))
    if p_lits.size:
        top = max(top, int(np.abs(p_lits).max()))
    nv = max(nv, top)
    status, lemmas, step, dels, ignored, rats = _check(nv, f_lits, f_starts, p_lits, p_starts, p_del)
    seconds = time.perf_counter() - t0
    if status == 0:
        how = ("the formula holds the empty clause" if step < 0 else
               f"the empty clause derived at step {step + 1} after {lemmas} lemmas")
        return DratResult(True, lemmas, f"valid DRAT refutation: {how}", seconds, dels, ignored, None, rats)
    if status == 1:
        a, b = int(p_starts[step]), int(p_starts[step + 1])
        shown = " ".join([str(int(x)) for x in p_lits[a:min(b, a + 12)]] + (["..."] if b - a > 12 else []) + ["0"])
        return DratResult(False, lemmas, f"lemma {lemmas} (proof step {step + 1}: {shown}) is neither RUP nor RAT "
                          "on its first literal", seconds, dels, ignored, step + 1, rats)
    return DratResult(False, lemmas, f"the proof does not derive the empty clause ({lemmas} lemmas checked)",
                      seconds, dels, ignored, None, rats)
