"""Benchmark: the general take-and-break codes' dynamic program over parts, compiled
(gamecheck.engine.tbvalues, numba, uint64 word arrays) against the pure-Python version it
replaced (frozen below, unchanged but for its name: ``OldCodeValues``, the class of
``gamecheck/engine/tbvalues.py`` at commit f9c3cb2, rows held as Python integers).

Run from the repository root:

    python experiments/bench_tbcode.py              # n = 2000 and 4000 (about 10 minutes)
    python experiments/bench_tbcode.py --quick      # n = 500 and 1000 (about a minute)
    python experiments/bench_tbcode.py --cap 60     # give up on a pure-Python run after 60 s

Both run in this one process, one after the other, from a fresh table for each row: the old
class heap by heap through ``mex`` (as the engine called it), the new through ``fill`` (as the
engine calls it now), after a warm-up that compiles or loads the kernels (not timed). A
pure-Python run past ``--cap`` seconds is stopped by its own deadline check (every 64 parts)
and reported as a lower bound (``>``), its speed-up too; the values each computed are compared
heap by heap (the prefix it reached, for a stopped run). Seconds are wall-clock, one thread;
the table is printed as Markdown (``docs/benchmarks.md`` holds the last one).
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path
from typing import Any, Sequence

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gamecheck.domain import Deadline  # noqa: E402
from gamecheck.engine.tbvalues import CodeValues, warm_up  # noqa: E402
from gamecheck.errors import ResourceLimitError  # noqa: E402
from gamecheck.games.tbcode import TakeBreakCode, parse_code  # noqa: E402

#: the codes timed: one table without modifier and four-heap moves (0.3G), pairwise unequal
#: (Grundy's game), any number of heaps with values growing like n ({2+}.0), not all equal (flags)
CODES = ("0.3G", "4!.0", "{2+}.0", "0.{2,3}?")


# ---------------------------------------------------------------------------------------------
# BASELINE: the pure-Python dynamic program, frozen from gamecheck/engine/tbvalues.py (f9c3cb2)
# ---------------------------------------------------------------------------------------------

class OldCodeValues:
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


# ---------------------------------------------------------------------------------------------
# the benchmark
# ---------------------------------------------------------------------------------------------


def run_old(text: str, n: int, cap: float) -> tuple[float, list[int], bool]:
    """Seconds, values and whether it finished (``cap`` seconds at most) of the old class."""
    cv = OldCodeValues(parse_code(text))
    cv.deadline = Deadline(cap, source="--cap")
    g: list[int] = []
    t0 = time.perf_counter()
    try:
        for m in range(n + 1):
            g.append(cv.mex(g, m))
    except ResourceLimitError:
        return time.perf_counter() - t0, g, False
    return time.perf_counter() - t0, g, True


def run_new(text: str, n: int) -> tuple[float, list[int]]:
    cv = CodeValues(parse_code(text))
    g = np.zeros(n + 1, dtype=np.int64)
    t0 = time.perf_counter()
    cv.fill(g, 0, n + 1)
    return time.perf_counter() - t0, g.tolist()


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="n = 500 and 1000")
    ap.add_argument("--cap", type=float, default=240.0, help="seconds before a pure-Python run is stopped")
    ap.add_argument("--codes", nargs="*", default=list(CODES))
    args = ap.parse_args(argv)
    sizes = (500, 1000) if args.quick else (2000, 4000)
    warm_up()
    print(f"python {platform.python_version()}, {platform.machine()}, numba kernels warmed; cap {args.cap:g} s")
    print()
    print("| code | n | pure Python (s) | compiled (s) | speed-up | largest value |")
    print("|---|---:|---:|---:|---:|---:|")
    bad = 0
    for text in args.codes:
        for n in sizes:
            t_new, new = run_new(text, n)
            t_old, old, finished = run_old(text, n, args.cap)
            same = new[: len(old)] == old
            bad += not same
            mark = "" if finished else ">"
            reached = "" if finished else f" (stopped at heap {len(old):,})"
            print(f"| `{text}` | {n:,} | {mark}{t_old:.2f}{reached} | {t_new:.3f} | {mark}{t_old / t_new:.0f}x | "
                  f"{max(new)} |" + ("" if same else " VALUES DIFFER"), flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
