"""Grundy values of general take-and-break codes by dynamic programming over parts.

A move of a general code (:mod:`gamecheck.games.tbcode`) may leave many heaps: ``{2+}.0`` splits a
heap of ``n`` into any partition with two or more parts, ``p(n)`` of them. The Grundy value of a
heap is the mex of the nim-sums of its options (Sprague 1935; Grundy 1939), and only the *set* of
those nim-sums matters, so it is computed without listing a partition: for each modifier in use a
table ``R[j][s]`` holds the nim-sums ``g(a_1) ^ ... ^ g(a_j)`` of the partitions of ``s`` into
``j`` parts (``j`` up to the largest count a digit names, ``J``; when a digit allows every count
from some ``c`` on, ``j`` is saturated: the row ``J``, one past every count named, holds ``J`` or
more parts) -- a bitmask, bit ``v`` for the nim-sum ``v`` -- built as a knapsack over the part
sizes ``p = 1, 2, ...`` in turn: when ``g(p)`` is known, part ``p`` is added with each
multiplicity ``c`` (``c`` copies add ``g(p)`` to the nim-sum when ``c`` is odd, nothing when
even) -- once (``c = 1``) for ``!`` (pairwise unequal parts), and with a flag for ``?`` counting
the part sizes used (0, 1, 2 or more: not all equal). ``=`` needs no table: ``j`` equal parts of
``s`` have nim-sum ``g(s/j)`` for odd ``j`` and 0 for even ``j``.

A partition of ``s`` into two or more parts has parts below ``s``, so after the parts
``1..n-1`` are added the rows of every ``s <= n`` are final, and heap ``n`` reads them. The tables
hold sums up to a capacity, doubled (and rebuilt from the values) when the sequence passes it.

Layout (compiled with numba, as :mod:`gamecheck.engine.sequences`' octal kernel): a table per
modifier kind is a uint64 array ``(flags, J + 1, cap + 1, W)`` (``flags`` 3 for ``?``, else 1), a
row ``W`` words of 64 bits, ``64 W`` a power of two above twice every value so far (so every
nim-sum fits; ``W`` doubles, the rows copied, when a value reaches half of it). XOR of a row by
``w`` permutes its bits: within each word by the low six bits of ``w`` (six masked swaps,
``0x5555...``, ``0x3333...``, ``0x0f0f...``, ...), and the words by ``k -> k ^ (w >> 6)``. The
rows of a sum ``s`` use only the first ``ext[s]`` words (the power of two above the values of the
parts up to ``s``), so a code whose values grow does not pay the full width on small sums.
Adding a part, reading a heap's options and the mex run in compiled code; :meth:`CodeValues.fill`
runs whole ranges of heaps in one call, returning to Python only to rebuild, to widen, or (every
64 parts, when a deadline is set) to look at the deadline. Compiling the kernels took about half a
minute once (a 2-core machine busy with other work: the three tables' specialised copies of the
knapsack, which run about twice as fast as one shared copy); numba caches them, and
:func:`warm_up` compiles or loads them before a time is measured.

Cost: for each part ``p`` every row of a sum up to ``C - p`` is XORed by ``g(p)`` once, about
``(J + 1) C^2 / 2`` row XORs to capacity ``C`` (three times as many for ``?``), each of ``ext[s]``
words; and ORed into the rows it reaches: once for a plain table (the unbounded knapsack: the sums
in increasing order, a row taking its copies of ``p`` from ``s - p`` before it is read) and for
``!``, once per multiplicity for ``?`` (about ``J (C^2 / 2) ln C`` ORs with an unbounded count).
To heap 4,000 ``0.3G`` takes about 0.7 s, ``{2+}.0`` (values growing like ``n``) 1.7 s, ``{2+}?.0``
6 s; the pure-Python version this replaced, which held the rows as Python integers, took 54 s for
``0.3G`` (30 to 120 times as long as the kernels on the codes timed by
``experiments/bench_tbcode.py``, which runs both in one process: ``docs/benchmarks.md``).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from gamecheck.games.tbcode import TakeBreakCode, parse_code
from gamecheck.lazy import Kernels

__all__ = ["CodeValues", "warm_up"]

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

_ONE = np.uint64(1)
#: _SWAP[i]: the bits of a word whose index has bit i clear (XOR by 2^i swaps them with the others)
_SWAP = np.array([0x5555555555555555, 0x3333333333333333, 0x0F0F0F0F0F0F0F0F,
                  0x00FF00FF00FF00FF, 0x0000FFFF0000FFFF, 0x00000000FFFFFFFF], dtype=np.uint64)
#: a modifier's number in the digit arrays the kernels read (0: not allowed)
_MOD_CODE = {"": 1, "!": 2, "?": 3, "=": 4}


@kernel
def _words_of(v):  # pragma: no cover - compiled
    """The words (a power of two) of a bitmask holding every nim-sum of values up to ``v``."""
    w = 1
    while w <= (v >> 6):
        w *= 2
    return w


@kernel(inline='always')
def _xor_row(T, f, j, s, e, hi, nsw, shifts, masks, odd):  # pragma: no cover - compiled
    """``odd[0:e]`` = the row ``T[f, j, s]`` (its first ``e`` words) XORed by ``w``: the ``nsw``
    masked swaps within each word of the low six bits of ``w``, the word ``k`` moved to
    ``k ^ hi`` (``hi = w >> 6 < e``, ``e`` a power of two). Returns whether the row is empty."""
    empty = True
    for k in range(e):
        x = T[f, j, s, k]
        if x != 0:
            empty = False
            for b in range(nsw):
                mk = masks[b]
                sh = shifts[b]
                x = ((x & mk) << sh) | ((x >> sh) & mk)
        odd[k ^ hi] = x
    return empty


@kernel
def _add_to(T, flagged, once, saturate, p, gp, ext, wg, odd, shifts, masks, nsw):  # pragma: no cover - compiled
    """Add part ``p`` of value ``gp`` to one table ``T[f, j, s, word]``; ``once``: at most one
    copy (``!``); ``flagged``: ``f`` counts the part sizes used, 0, 1, 2 or more (``?``), else
    ``f = 0``. Only the words in use (``ext``, :func:`_add_parts`) are read.

    A plain table (no ``!``, no ``?``) takes any number of copies by the unbounded knapsack:
    the sums ``s`` in increasing order, each row (final: it took its copies from ``s - p``)
    XORed by ``gp`` into the row of one more part at ``s + p`` -- ``c`` copies come out XORed
    ``c`` times, ``gp`` for odd ``c``, nothing for even. The others take the copies of each
    row at once, the sums in decreasing order (rows not yet changed by ``p``)."""
    F = T.shape[0]
    J = T.shape[1] - 1
    cap = T.shape[2] - 1
    hi = gp >> 6
    if not flagged and not once:
        for s in range(0, cap - p + 1):
            e = ext[s] if ext[s] > wg else wg
            t = s + p
            for j in range(J + 1):
                if j == J and not saturate:
                    break
                if _xor_row(T, 0, j, s, e, hi, nsw, shifts, masks, odd):
                    continue
                dj = j + 1 if j < J else J
                for k in range(e):
                    T[0, dj, t, k] |= odd[k]
        return
    most = 1 if once else cap // p
    for s in range(cap - p, -1, -1):
        e = ext[s] if ext[s] > wg else wg  # the words in use in the rows of s and of s + c p
        for f in range(F - 1, -1, -1):
            df = (f + 1 if f < 2 else 2) if flagged else f
            for j in range(J, -1, -1):
                if j == J and once and not saturate:
                    continue
                if _xor_row(T, f, j, s, e, hi, nsw, shifts, masks, odd):
                    continue
                for c in range(1, most + 1):
                    t = s + c * p
                    jj = j + c
                    if t > cap or (jj > J and not saturate):
                        break
                    dj = jj if jj < J else J
                    if c & 1:
                        for k in range(e):
                            T[df, dj, t, k] |= odd[k]
                    else:
                        for k in range(e):
                            T[df, dj, t, k] |= T[f, j, s, k]


@kernel
def _add_parts(tp, tb, tq, have, saturate, vals, off, p0, p1, ext):  # pragma: no cover - compiled
    """Add the parts ``p0..p1-1`` (values ``vals[p - off]``) to the tables in use (``have[i]``:
    ``tp`` none, ``tb`` ``!``, ``tq`` ``?``), keeping ``ext[s]``, the words in use in the rows of
    ``s``."""
    cap = ext.shape[0] - 1
    W = max(tp.shape[3], tb.shape[3], tq.shape[3])
    odd = np.zeros(W, dtype=np.uint64)
    shifts = np.zeros(6, dtype=np.uint64)
    masks = np.zeros(6, dtype=np.uint64)
    for p in range(p0, p1):
        gp = vals[p - off]
        wg = _words_of(gp)
        for t in range(p, cap + 1):
            if ext[t] < wg:
                ext[t] = wg
        nsw = 0
        for b in range(6):  # the swaps within a word of XOR by gp
            if (gp >> b) & 1:
                shifts[nsw] = np.uint64(1 << b)
                masks[nsw] = _SWAP[b]
                nsw += 1
        if have[0]:
            _add_to(tp, False, False, saturate, p, gp, ext, wg, odd, shifts, masks, nsw)
        if have[1]:
            _add_to(tb, False, True, saturate, p, gp, ext, wg, odd, shifts, masks, nsw)
        if have[2]:
            _add_to(tq, True, False, saturate, p, gp, ext, wg, odd, shifts, masks, nsw)


@kernel
def _digit_at(k, nd, nr):  # pragma: no cover - compiled
    """The row of the digit for removing ``k`` counters in the digit arrays, -1 for none."""
    if k <= nd:
        return k
    if nr > 0:
        return 1 + nd + (k - 1 - nd) % nr
    return -1


@kernel
def _or_row(out, T, f, j, m, e):  # pragma: no cover - compiled
    for k in range(e):
        out[k] |= T[f, j, m, k]


@kernel
def _mask(g, n, cnt, more, nd, nr, J, tp, tb, tq, ext, out):  # pragma: no cover - compiled
    """The option values of a heap of ``n`` (``g[0..n-1]`` known, parts ``1..n-1`` added) as a
    bitmask in ``out`` (cleared first). ``cnt[i, j]``: the modifier number of leaving ``j`` heaps
    under digit row ``i`` (0: not allowed; ``cnt[i, 64]`` 1 when the digit allows nothing);
    ``more[i] = (c, modifier number)``, ``c = -1`` for none."""
    for k in range(out.shape[0]):
        out[k] = 0
    if n <= 0:
        return
    top = n if nr > 0 else (n if n < nd else nd)
    for k in range(top + 1):
        i = _digit_at(k, nd, nr)
        if i < 0 or cnt[i, 64] != 0:
            continue
        m = n - k
        if m == 0:
            if k > 0 and (cnt[i, 0] != 0 or (more[i, 0] >= 0 and more[i, 0] <= 0)):
                out[0] |= _ONE
            continue
        if k > 0 and (cnt[i, 1] != 0 or (more[i, 0] >= 0 and more[i, 0] <= 1)):
            v = g[m]
            out[v >> 6] |= _ONE << np.uint64(v & 63)
        e = ext[m]
        jtop = m if m < 63 else 63
        for j in range(2, jtop + 1):
            mod = cnt[i, j]
            if mod == 0:
                continue
            if mod == 4:  # all equal
                if m % j == 0:
                    v = g[m // j] if j & 1 else 0
                    out[v >> 6] |= _ONE << np.uint64(v & 63)
            elif mod == 1:
                _or_row(out, tp, 0, j, m, e)
            elif mod == 2:
                _or_row(out, tb, 0, j, m, e)
            else:
                _or_row(out, tq, 2, j, m, e)
        c = more[i, 0]
        if c >= 0:
            lo = c if c > 2 else 2
            if lo <= m:
                mod = more[i, 1]
                if mod == 4:
                    for j in range(lo, m + 1):
                        if m % j == 0:
                            v = g[m // j] if j & 1 else 0
                            out[v >> 6] |= _ONE << np.uint64(v & 63)
                else:
                    for j in range(lo, J + 1):
                        if mod == 1:
                            _or_row(out, tp, 0, j, m, e)
                        elif mod == 2:
                            _or_row(out, tb, 0, j, m, e)
                        else:
                            _or_row(out, tq, 2, j, m, e)


@kernel
def _first_clear(out):  # pragma: no cover - compiled
    """The least bit clear in the words ``out`` (``64 * len(out)`` when none is)."""
    for k in range(out.shape[0]):
        x = ~out[k]
        if x != 0:
            b = 0
            while (x >> np.uint64(b)) & _ONE == 0:
                b += 1
            return 64 * k + b
    return 64 * out.shape[0]


@kernel
def _run(g, start, end, parts, half, stop64, cnt, more, nd, nr, J, tp, tb, tq, have, saturate, ext,
         out):  # pragma: no cover - compiled
    """``g[n]`` for ``n = start..end-1`` (parts ``1..start-1`` added), adding part ``n - 1`` before
    heap ``n``. Stops at the first ``n`` (after ``start``) whose part ``n - 1`` passes the
    capacity, has a value of ``half`` or more (the caller widens), or, with ``stop64``, is a
    multiple of 64 (the caller looks at its deadline). Returns the first heap not done."""
    cap = ext.shape[0] - 1
    one = np.zeros(1, dtype=np.int64)
    for n in range(start, end):
        p = n - 1
        if p > parts:
            if n > start and (n > cap or g[p] >= half or (stop64 and p % 64 == 0)):
                return n
            if n > cap or g[p] >= half:  # pragma: no cover - the caller ensured the first
                return n
            one[0] = g[p]
            _add_parts(tp, tb, tq, have, saturate, one, p, p, p + 1, ext)
            parts = p
        _mask(g, n, cnt, more, nd, nr, J, tp, tb, tq, ext, out)
        g[n] = _first_clear(out)
    return end


class CodeValues:
    """The option values of a general take-and-break code's heaps, from the Grundy values of the
    smaller heaps, by the dynamic program of the module docstring (compiled).

    Args:
        code: the parsed code.

    Use: for ``n = 0, 1, 2, ...`` in turn call :meth:`option_values` ``(g, n)`` (or :meth:`mex`)
    with the values ``g[0..n-1]``, take the mex as ``g[n]``; the parts ``1..n-1`` are added to the
    tables on the way (:meth:`ensure`; :meth:`add_part` adds one by hand). :meth:`fill` does the
    same for a range of heaps of an int64 array in one compiled loop.
    """

    def __init__(self, code: TakeBreakCode):
        self.code = code
        digits = (code.before, *code.digits, *code.repeat)
        top = 1
        self.kinds: set[str] = set()
        for d in digits:
            for j, mod in d.counts:
                if j >= 2:
                    top = max(top, j)
                    self.kinds.add(mod)
            if d.more is not None:
                top = max(top, d.more[0])
                self.kinds.add(d.more[1])
        self.kinds.discard("=")
        #: whether some digit allows every count from some ``c`` on (``{2+}``): then the last row
        #: ``J = top + 1`` holds ``J`` or more parts; else ``J = top`` and larger counts are dropped
        self.saturate = any(d.more is not None for d in digits)
        self.J = top + 1 if self.saturate else top
        # the digits as the kernels read them: row 0 before the point, then the digits, the repeat
        self._nd, self._nr = len(code.digits), len(code.repeat)
        self._cnt = np.zeros((len(digits), 65), dtype=np.int64)
        self._more = np.full((len(digits), 2), -1, dtype=np.int64)
        for i, d in enumerate(digits):
            self._cnt[i, 64] = 1 if d.is_zero else 0
            for j, mod in d.counts:
                self._cnt[i, j] = _MOD_CODE[mod if j >= 2 else ""]
            if d.more is not None:
                self._more[i] = (d.more[0], _MOD_CODE[d.more[1]])
        self._have = np.array([k in self.kinds for k in ("", "!", "?")], dtype=np.bool_)
        self.cap = 0
        self.parts = 0  # parts 1..parts added
        #: the tables by modifier (``""``, ``"!"``, ``"?"``): uint64 arrays ``(flags, J + 1, cap + 1,
        #: words)``, ``flags`` 3 for ``?`` (part sizes used: 0, 1, 2 or more), else 1
        self.tables: dict[str, np.ndarray] = {}
        self.width = 64  # bits per row: 64 * words, a power of two above twice every value
        self._ext = np.ones(1, dtype=np.int64)
        self._dummy = np.zeros((1, 1, 1, 1), dtype=np.uint64)
        #: a :class:`gamecheck.domain.Deadline` checked every 64 parts while the tables are filled
        #: (a rebuild at twice the capacity adds every part again), or ``None``
        self.deadline: Any = None

    @property
    def words(self) -> int:
        """The uint64 words of a row (``width / 64``)."""
        return self.width // 64

    def estimate_bytes(self, n: int) -> int:
        """An estimate of the tables' bytes for heaps up to ``n``: ``flags x (J + 1) x (cap + 1)``
        rows (capacity up to ``2n``; three flags for ``?``) of ``W`` uint64 words, ``64 W`` the
        power of two above twice every value, the values taken as up to ``n`` (they grow like
        ``n`` for ``{2+}.0``; most codes stay far below: the tables are then smaller), and a word
        per sum for the extents of the rows."""
        rows = sum(3 if k == "?" else 1 for k in self.kinds) * (self.J + 1)
        n = max(n, 64)
        cap = 2 * n
        words = 1 << max(0, (2 * n).bit_length() - 6)  # 64 W > 2 n
        return rows * (cap + 1) * words * 8 + 8 * (cap + 1)

    def _table(self, kind: str) -> np.ndarray:
        return self.tables.get(kind, self._dummy)

    def _empty(self, kind: str, cap: int) -> np.ndarray:
        table = np.zeros((3 if kind == "?" else 1, self.J + 1, cap + 1, self.words), dtype=np.uint64)
        table[0, 0, 0, 0] = 1  # the empty partition of 0: nim-sum 0
        return table

    def _widen(self, value: int) -> None:
        """Make the bit width ``W`` (a power of two, 64 or more) exceed ``value``: more words per
        row, the rows copied."""
        width = self.width
        while width <= value:
            width *= 2
        if width == self.width:
            return
        old = self.words
        self.width = width
        for kind, table in self.tables.items():
            new = np.zeros(table.shape[:3] + (self.words,), dtype=np.uint64)
            new[..., :old] = table
            self.tables[kind] = new

    def ensure(self, g: Sequence[int], n: int) -> None:
        """Make the tables hold sums up to ``n`` with the parts ``1..n-1`` added (``g[0..n-1]``
        known), rebuilding them at twice the capacity when ``n`` passes it."""
        if n > self.cap:
            cap = max(n, 2 * self.cap, 64)
            self.cap = cap
            self.tables = {k: self._empty(k, cap) for k in sorted(self.kinds)}
            self._ext = np.ones(cap + 1, dtype=np.int64)
            self.parts = 0
        while self.parts + 1 < n:
            p = self.parts + 1
            if self.deadline is not None and p % 64 == 0:
                self.deadline.check(lambda: f"the tables of code {self.code.text()} were filled with the parts "
                                            f"1..{self.parts:,} of 1..{n - 1:,}")  # the parts added are kept
            q = min(n, (p // 64 + 1) * 64)  # parts p..q-1: up to the next multiple of 64
            vals = np.asarray(g[p:q], dtype=np.int64)
            self._add(vals, p, q)

    def _add(self, vals: np.ndarray, p: int, q: int) -> None:
        top = int(vals.max())
        if top >= self.width // 2:  # nim-sums stay below the width: twice every value
            self._widen(2 * top + 1)
        _add_parts(self._table(""), self._table("!"), self._table("?"), self._have, self.saturate,
                   vals, p, p, q, self._ext)
        self.parts = q - 1

    def add_part(self, p: int, gp: int) -> None:
        """Add part size ``p`` (value ``gp``) to every table (parts ``1..p-1`` already added)."""
        if p != self.parts + 1:
            raise ValueError(f"parts are added in order: {self.parts + 1} next, not {p}")
        self._add(np.array([gp], dtype=np.int64), p, p + 1)

    def _words_mask(self, g: Sequence[int], n: int) -> np.ndarray:
        self.ensure(g, n)
        garr = g if isinstance(g, np.ndarray) and g.dtype == np.int64 else np.asarray(g[:n], dtype=np.int64)
        out = np.zeros(self.words, dtype=np.uint64)
        _mask(garr, n, self._cnt, self._more, self._nd, self._nr, self.J, self._table(""), self._table("!"),
              self._table("?"), self._ext, out)
        return out

    def option_values(self, g: Sequence[int], n: int) -> set[int]:
        """The nim-sums of the options of a heap of ``n``, from ``g[0..n-1]``.

        Returns:
            the set of Grundy values of the options (its mex is ``g[n]``).
        """
        mask = self.option_mask(g, n)
        return {v for v in range(mask.bit_length()) if mask >> v & 1}

    def mex(self, g: Sequence[int], n: int) -> int:
        """``g[n]``: the least value no option of a heap of ``n`` has."""
        if n <= 0:
            return 0
        return int(_first_clear(self._words_mask(g, n)))

    def option_mask(self, g: Sequence[int], n: int) -> int:
        """:meth:`option_values` as a bitmask (bit ``v`` set when some option has value ``v``)."""
        if n <= 0:
            return 0
        return int.from_bytes(self._words_mask(g, n).tobytes(), "little")

    def fill(self, g: np.ndarray, a: int, end: int) -> None:
        """``g[n] = mex(g, n)`` for ``n = a..end-1`` (``g`` an int64 array holding ``g[0..a-1]``), in
        one compiled loop, stopping for a rebuild, a widening or a look at the deadline (every 64
        parts) as :meth:`ensure` does."""
        if not isinstance(g, np.ndarray) or g.dtype != np.int64 or g.ndim != 1:
            raise TypeError("fill needs a 1-d int64 array")
        if not 0 <= a <= end <= len(g):
            raise ValueError(f"heaps {a}..{end - 1} are not in an array of {len(g)} values")
        n = a
        while n < end:
            if n == 0:
                g[0] = 0
                n = 1
                continue
            self.ensure(g, n)
            out = np.zeros(self.words, dtype=np.uint64)
            n = int(_run(g, n, end, self.parts, self.width // 2, self.deadline is not None, self._cnt, self._more,
                         self._nd, self._nr, self.J, self._table(""), self._table("!"), self._table("?"),
                         self._have, self.saturate, self._ext, out))
            self.parts = n - 2  # heaps up to n - 1 done, the part of the last (n - 2) added


def warm_up() -> None:
    """Compile (first run) or load from numba's cache every kernel here, as each is called from
    Python (a rebuild, :meth:`CodeValues.mex`) and from :meth:`CodeValues.fill`: a few hundredths
    of a second once cached, so that a time measurement does not count them."""
    cv = CodeValues(parse_code("{2+}?.0"))
    g = np.zeros(70, dtype=np.int64)
    cv.fill(g, 0, 70)  # a rebuild at 65: parts added from Python
    cv.mex(g, 70)
