"""Grundy values of general take-and-break codes by dynamic programming over parts.

A move of a general code (:mod:`gamecheck.games.tbcode`) may leave many heaps: ``{2+}.0`` splits a
heap of ``n`` into any partition with two or more parts, ``p(n)`` of them. The Grundy value of a
heap is the mex of the nim-sums of its options (Sprague 1935; Grundy 1939), and only the *set* of
those nim-sums matters, so it is computed without listing a partition: for each modifier in use a
table ``R[j][s]`` holds the nim-sums ``g(a_1) ^ ... ^ g(a_j)`` of the partitions of ``s`` into
``j`` parts (``j`` up to the largest count a digit names, ``J``; when a digit allows every count
from some ``c`` on, ``j`` is saturated: the row ``J``, one past every count named, holds ``J`` or
more parts) -- a bitmask, bit
``v`` for the nim-sum ``v``, so that XOR by ``w`` is ``log2 W`` masked block swaps -- built as a knapsack
over the part sizes ``p = 1, 2, ...`` in turn: when ``g(p)`` is known, part ``p`` is added with
each multiplicity ``c`` (``c`` copies add ``g(p)`` to the nim-sum when ``c`` is odd, nothing when
even) -- once (``c = 1``) for ``!`` (pairwise unequal parts), and with a flag for ``?`` counting the
part sizes used (0, 1, 2 or more: not all equal). ``=`` needs no table: ``j`` equal parts of ``s``
have nim-sum ``g(s/j)`` for odd ``j`` and 0 for even ``j``.

A partition of ``s`` into two or more parts has parts below ``s``, so after the parts
``1..n-1`` are added the rows of every ``s <= n`` are final, and heap ``n`` reads them. The tables
hold sums up to a capacity, doubled (and rebuilt from the values) when the sequence passes it.

Cost: about ``J (C^2 / 2) ln C`` bitmask updates to capacity ``C`` (``C^2 / 2`` for ``!``). Pure Python: the general codes
have no compiled kernel.
"""

from __future__ import annotations

from typing import Any, Sequence

from gamecheck.games.tbcode import TakeBreakCode

__all__ = ["CodeValues"]


class CodeValues:
    """The option values of a general take-and-break code's heaps, from the Grundy values of the
    smaller heaps, by the dynamic program of the module docstring.

    Args:
        code: the parsed code.

    Use: for ``n = 0, 1, 2, ...`` in turn call :meth:`option_values` ``(g, n)`` with the values
    ``g[0..n-1]``, take the mex as ``g[n]``, then :meth:`add_part` ``(n, g[n])``.
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
        self.cap = 0
        self.parts = 0  # parts 1..parts added
        self.tables: dict[str, list] = {}
        self.width = 1
        self._masks: list[int] = []
        self._widen(63)
        #: a :class:`gamecheck.domain.Deadline` checked every 64 parts while the tables are filled
        #: (a rebuild at twice the capacity adds every part again: seconds to minutes), or ``None``
        self.deadline: Any = None

    def estimate_bytes(self, n: int) -> int:
        """An estimate of the tables' bytes for heaps up to ``n`` (capacity up to ``2n``): a
        bitmask per row and sum, of one bit per nim-sum (taken as up to ``4n``) and a header of
        32 bytes; three times the rows for ``?``."""
        rows = sum(3 if k == "?" else 1 for k in self.kinds) * (self.J + 1)
        cap = 2 * max(n, 64)
        return rows * (cap + 1) * (32 + 8 + 2 * cap // 8)

    def _empty(self, kind: str, cap: int) -> list:
        rows = [[0] * (cap + 1) for _ in range(self.J + 1)]
        rows[0][0] = 1  # the empty partition of 0: nim-sum 0
        if kind == "?":  # by the number of part sizes used: 0, 1, 2 or more
            return [rows, [[0] * (cap + 1) for _ in range(self.J + 1)], [[0] * (cap + 1) for _ in range(self.J + 1)]]
        return rows

    def _widen(self, value: int) -> None:
        """Make the bit width ``W`` (a power of two) exceed ``value``, with the masks of the
        XOR permutation: ``_masks[i]`` the positions below ``W`` whose bit ``i`` is clear."""
        while self.width <= value:
            self.width *= 2
        W = self.width
        self._masks = []
        i = 0
        while (1 << i) < W:
            block = (1 << (1 << i)) - 1  # 2^i ones, then 2^i zeros, repeated
            period = 1 << (i + 1)
            self._masks.append(sum(block << (period * r) for r in range(W // period)))
            i += 1

    def _xor(self, x: int, w: int) -> int:
        """The set ``{v ^ w : v in x}`` of the bitmask ``x`` (values and ``w`` below the width):
        for each bit ``i`` of ``w``, the blocks of ``2^i`` positions swapped in pairs."""
        i = 0
        while w:
            if w & 1:
                sh, m = 1 << i, self._masks[i]
                x = ((x & m) << sh) | ((x >> sh) & m)
            w >>= 1
            i += 1
        return x

    def ensure(self, g: Sequence[int], n: int) -> None:
        """Make the tables hold sums up to ``n`` with the parts ``1..n-1`` added (``g[0..n-1]``
        known), rebuilding them at twice the capacity when ``n`` passes it."""
        if n > self.cap:
            cap = max(n, 2 * self.cap, 64)
            self.tables = {k: self._empty(k, cap) for k in self.kinds}
            self.cap = cap
            self.parts = 0
        for p in range(self.parts + 1, n):
            if self.deadline is not None and p % 64 == 0:
                self.deadline.check(lambda: f"the tables of code {self.code.text()} were filled with the parts "
                                            f"1..{self.parts:,} of 1..{n - 1:,}")  # the parts added are kept
            self.add_part(p, int(g[p]))

    def add_part(self, p: int, gp: int) -> None:
        """Add part size ``p`` (value ``gp``) to every table (parts ``1..p-1`` already added)."""
        if p != self.parts + 1:
            raise ValueError(f"parts are added in order: {self.parts + 1} next, not {p}")
        cap, J = self.cap, self.J
        if gp >= self.width // 2:  # nim-sums stay below the width: twice every value
            self._widen(2 * gp + 1)
        for kind, table in self.tables.items():
            if kind == "?":
                self._add_flagged(table, p, gp)
                continue
            most = 1 if kind == "!" else cap // p
            for s in range(cap - p, -1, -1):
                for j in range(J, -1, -1):
                    src = table[j][s]
                    if not src:
                        continue
                    odd = self._xor(src, gp)
                    for c in range(1, most + 1):
                        t, jj = s + c * p, j + c
                        if t > cap or (jj > J and not self.saturate):
                            break
                        table[min(jj, J)][t] |= odd if c & 1 else src
        self.parts = p

    def _add_flagged(self, table: list, p: int, gp: int) -> None:
        cap, J = self.cap, self.J
        for s in range(cap - p, -1, -1):
            for f in (2, 1, 0):
                for j in range(J, -1, -1):
                    src = table[f][j][s]
                    if not src:
                        continue
                    odd = self._xor(src, gp)
                    dest = table[min(f + 1, 2)]
                    for c in range(1, cap // p + 1):
                        t, jj = s + c * p, j + c
                        if t > cap or (jj > J and not self.saturate):
                            break
                        dest[min(jj, J)][t] |= odd if c & 1 else src

    def _many(self, kind: str, j: int, m: int) -> int:
        """Nim-sums of the partitions of ``m`` into exactly ``j`` parts (``j = J``: ``J`` or more)
        under the modifier ``kind`` (not ``=``), as a bitmask."""
        table = self.tables[kind]
        return table[2][j][m] if kind == "?" else table[j][m]

    def option_values(self, g: Sequence[int], n: int) -> set[int]:
        """The nim-sums of the options of a heap of ``n``, from ``g[0..n-1]``.

        Returns:
            the set of Grundy values of the options (its mex is ``g[n]``).
        """
        mask = self.option_mask(g, n)
        return {v for v in range(mask.bit_length()) if mask >> v & 1}

    def mex(self, g: Sequence[int], n: int) -> int:
        """``g[n]``: the least value no option of a heap of ``n`` has."""
        mask = self.option_mask(g, n)
        return ((mask + 1) & ~mask).bit_length() - 1

    def option_mask(self, g: Sequence[int], n: int) -> int:
        """:meth:`option_values` as a bitmask (bit ``v`` set when some option has value ``v``)."""
        out = 0
        if n <= 0:
            return out
        self.ensure(g, n)
        code = self.code
        top = n if code.repeat else min(n, len(code.digits))
        for k in range(0, top + 1):
            d = code.digit(k)
            if d.is_zero:
                continue
            m = n - k
            if m == 0:
                if k > 0 and d.allowed(0) is not None:
                    out |= 1
                continue
            if k > 0 and d.allowed(1) is not None:
                out |= 1 << int(g[m])
            for j, mod in d.counts:
                if 2 <= j <= m:
                    out |= self._read(g, mod, j, j, m)
            if d.more is not None and max(d.more[0], 2) <= m:
                out |= self._read(g, d.more[1], max(d.more[0], 2), None, m)
        return out

    def _read(self, g: Sequence[int], mod: str, lo: int, hi: int | None, m: int) -> int:
        """The nim-sums (a bitmask) of the partitions of ``m`` into ``lo..hi`` parts
        (``hi=None``: any number from ``lo``) under ``mod``."""
        out = 0
        if mod == "=":
            for j in range(lo, (m if hi is None else min(hi, m)) + 1):
                if m % j == 0:
                    out |= 1 << (int(g[m // j]) if j & 1 else 0)
            return out
        if hi is not None:
            return self._many(mod, hi, m)
        for j in range(lo, self.J + 1):
            out |= self._many(mod, j, m)
        return out
