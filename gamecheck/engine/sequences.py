"""Grundy sequences of one-heap games: subtraction games, octal and hexadecimal
(take-and-break) games, Grundy's game, Lasker's Nim, take-half.

A *heap game* is a ruleset on one heap of ``n`` counters whose options are
collections of smaller heaps (a move may split the heap).  By the
Sprague–Grundy theorem (Sprague 1935; Grundy 1939) a collection of heaps has the
nim-sum (XOR) of the heaps' Grundy values, so the whole game is described by its
*Grundy sequence* ``g(0), g(1), ...``, where ``g(n)`` is the mex of
``g(a_1) ^ ... ^ g(a_j)`` over the options ``(a_1, ..., a_j)`` of ``n``.

The games are the heap rulesets of :mod:`gamecheck.games` (one game model: each is a
:class:`gamecheck.games.heap.HeapRules`, whose :meth:`~gamecheck.games.heap.HeapRules.heap_options`
lists the options of one heap): subtraction games and Bash
(:class:`~gamecheck.games.SubtractionGame`), the all-but and predicate subtraction
games, take-half, and the take-and-break games of :mod:`gamecheck.games.takebreak`
(octal and hexadecimal games, Grundy's game, Lasker's Nim). This module holds only
the engines.

Engines:

* :func:`grundy_sequence` -- numba-compiled (``@numba.njit(cache=True)``, as
  :mod:`gamecheck.engine.compact`).  Octal games keep, for every heap size ``m``, the set
  ``T2(m) = {g(a) ^ g(b) : a + b = m, a, b >= 1}`` as a bitset of ``64 W`` bits
  (``64 W`` a power of two above every Grundy value so far, so every XOR fits;
  ``W`` doubles when a value reaches the top).  ``T2(m)`` is built once, in ``m/2``
  steps, and ORed into the option set of every heap ``m + k`` whose digit ``d_k``
  has bit 4 -- Kayles (two breaking digits) costs ``n^2/4`` lookups in all, not
  ``n^2/2``.  Three-heap moves use ``T3(m) = U_c g(c) ^ T2(m - c)`` over
  ``1 <= c <= m/3`` (every triple ``a <= b <= c`` arises with ``c`` its smallest
  part, and every term is a genuine triple): the bitsets ``T2(m - c)`` are ORed
  into one group per value ``w = g(c)``, then each group is XOR-permuted by ``w``
  (whole words by ``w >> 6``, bits within a word by ``w & 63`` with six masked
  swaps) -- ``n^2/6`` word operations.  Only three-heap games keep ``T2`` for
  every ``m``; the others keep the last ``t + 1`` (``t`` the last non-zero digit).
  The other rulesets mark option values in a stamp array (``seen[v] = n + 1``, so
  it is never cleared) whose size bounds the option count, which bounds the mex --
  values larger than that are skipped, so Lasker's Nim and the all-but games, whose
  values grow like ``n``, need no value bound.  Cost: ``O(n |S|)`` for subtraction
  and predicate games, ``O(n^2)`` for the others.
* :func:`grundy_sequence_until` -- the same engine run in chunks for a given
  number of seconds.
* :func:`grundy_sequence_naive` -- an independent pure-Python oracle: the options
  of :meth:`HeapRules.heap_options` (explicit heap tuples), a ``set`` of their nim-sums
  and the mex.  ``O(n^2)`` for two-heap games, ``O(n^3)`` for three-heap ones.

Figures (2-core VM, one core, after warm-up; ``experiments/explore/bench_grundy.py``
measures them and writes ``reports/bench-grundy.md``): to heap ``2^16``, Kayles,
Dawson's Kayles and Dawson's chess take about 0.5 s each, Grundy's game 0.9 s, the
hexadecimal game 0.F7 (values past 1000, so 32-word bitsets) about 12 s; the naive
oracle is about 1000 times slower than the engine at ``n = 2^11..2^13``; Kayles
reaches about 490,000 heaps in 30 s.  Compiling every kernel takes about 3 s once;
later processes load them from numba's cache in a fraction of a second
(:func:`warm_up`).  Hexadecimal games whose values grow like ``n`` (0.8, 0.FF, ...)
need bitsets of about ``n/64`` words, so their cost grows like ``n^3`` -- exact, but
slow: 0.FF takes about 3 s to heap 8,000, and each doubling of ``n`` costs about 8 times more.
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable

import numpy as np


from gamecheck.lazy import Kernels
from gamecheck.domain import Deadline, available_memory, largest_that_fits
from gamecheck.errors import ResourceLimitError, SequenceTooLarge, UsageError
from gamecheck.games.halving import TakeHalf
from gamecheck.games.heap import HeapRules, as_heap_game, check_heap_size
from gamecheck.games.subtraction import AllBut, SubtractionGame
from gamecheck.games.takebreak import GrundysGame, LaskersNim, OctalGame, parse_octal
from gamecheck.engine.label import time_limit
from gamecheck.engine.sparse import SparseEngine, _next_step, sparse_applies, values_on_disk
from gamecheck.engine.tbvalues import CodeValues, warm_up as warm_tables

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

__all__ = [
    "SequenceTooLarge", "SequenceRun",
    "grundy_sequence",
    "grundy_sequence_until",
    "grundy_sequence_naive",
    "options_values",
    "warm_up", "COMPILED_KINDS",
]


#: the kinds of heap games with an engine here (others: the mex rule in Python over listed options); the
#: general take-and-break codes (``"code"``) have theirs in :mod:`gamecheck.engine.tbvalues` (compiled too)
COMPILED_KINDS = ("subtraction", "all-but", "predicate", "octal", "grundy", "lasker", "take-half", "code")

# ---------------------------------------------------------------------------
# The naive oracle


def options_values(game: HeapRules, values: Any, n: int) -> set[int]:
    """The Grundy values of the options of a heap of ``n``: the nim-sums
    ``values[a_1] ^ ... ^ values[a_j]`` over :meth:`HeapRules.heap_options` ``(n)``.

    Args:
        game: the ruleset.
        values: Grundy values of heaps ``0..n-1`` at least (list or array).
        n: the heap size.

    Raises:
        UsageError: ``n`` negative or not an int.
    """
    out = set()
    for heaps in game.heap_options(n):
        x = 0
        for h in heaps:
            x ^= int(values[h])
        out.add(x)
    return out


def grundy_sequence_naive(game: HeapRules, n: int) -> list[int]:
    """Grundy values of heaps ``0..n`` by the plain mex rule in pure Python: the options
    as explicit heap tuples (:meth:`HeapRules.heap_options`), a set of their nim-sums, the
    mex.  No numba, no shared code with :func:`grundy_sequence` -- the tests' oracle
    and the benchmark's baseline.  ``O(n^2)`` (three-heap games: ``O(n^3)``).

    Raises:
        UsageError: ``n`` negative or not an int.
    """
    check_heap_size(n)
    g: list[int] = []
    for m in range(int(n) + 1):
        vals = options_values(game, g, m)
        v = 0
        while v in vals:
            v += 1
        g.append(v)
    return g


# ---------------------------------------------------------------------------
# Kernels (compiled)

_ONE = np.uint64(1)
_ALL = np.uint64(0xFFFFFFFFFFFFFFFF)
#: _SWAP[i]: the bits whose index has bit i clear (for XOR-permuting bits within a word)
_SWAP = np.array([0x5555555555555555, 0x3333333333333333, 0x0F0F0F0F0F0F0F0F,
                  0x00FF00FF00FF00FF, 0x0000FFFF0000FFFF, 0x00000000FFFFFFFF], dtype=np.uint64)


@kernel
def _octal_kernel(g, start, end, digits, t2, s3, need2, need3, s3_from, aux_only):  # pragma: no cover - compiled
    """Octal/hexadecimal game: fill ``g[start:end]`` (or, with ``aux_only``, only the
    bitsets ``T2``/``T3`` of those heaps, ``g`` given).  ``t2``/``s3`` are bitset rows
    indexed by ``m % rows``; ``W = t2.shape[1]`` words.  Returns the first heap not
    done: ``end``, or ``n`` when ``g(n)`` would reach ``64 W`` (the caller widens)."""
    W = t2.shape[1]
    V = 64 * W
    r2 = t2.shape[0]
    r3 = s3.shape[0]
    t = digits.shape[0] - 1
    acc = np.zeros(W, dtype=np.uint64)
    grp = np.zeros((V, W), dtype=np.uint64) if need3 else np.zeros((1, W), dtype=np.uint64)
    used = np.zeros(V, dtype=np.uint8)
    touched = np.empty(V, dtype=np.int64)
    mark = np.zeros(V if W > 1 else 1, dtype=np.int64)
    gmax = 0
    for i in range(end if aux_only else start):
        if g[i] > gmax:
            gmax = g[i]
    for n in range(start, end):
        if need2:
            row = n % r2
            if W == 1:  # one word: accumulate in a register (no store-load chain)
                word = np.uint64(0)
                for a in range(1, n // 2 + 1):
                    word |= _ONE << np.uint64(g[a] ^ g[n - a])
                t2[row, 0] = word
            else:  # stamp the values, then pack the bits below the next power of two above gmax
                stamp = n + 1
                for a in range(1, n // 2 + 1):
                    mark[g[a] ^ g[n - a]] = stamp
                top = 1
                while top <= gmax:
                    top *= 2
                for j in range(W):
                    t2[row, j] = 0
                for v in range(top):
                    if mark[v] == stamp:
                        t2[row, v >> 6] |= _ONE << np.uint64(v & 63)
        if need3 and n >= s3_from:
            row3 = n % r3
            for j in range(W):
                s3[row3, j] = 0
            nt = 0
            for c in range(1, n // 3 + 1):
                w = g[c]
                if used[w] == 0:
                    used[w] = 1
                    touched[nt] = w
                    nt += 1
                    for j in range(W):
                        grp[w, j] = 0
                rr = (n - c) % r2
                for j in range(W):
                    grp[w, j] |= t2[rr, j]
            for i in range(nt):
                w = touched[i]
                used[w] = 0
                hi = w >> 6
                lo = w & 63
                for j in range(W):
                    x = grp[w, j]
                    if x == 0:
                        continue
                    for b in range(6):
                        if (lo >> b) & 1:
                            s = np.uint64(1 << b)
                            mk = _SWAP[b]
                            x = ((x & mk) << s) | ((x >> s) & mk)
                    s3[row3, j ^ hi] |= x
        if aux_only:
            continue
        for j in range(W):
            acc[j] = 0
        kmax = t if t < n else n
        for k in range(kmax + 1):
            d = digits[k]
            if d == 0:
                continue
            m = n - k
            if m == 0:
                if d & 1:
                    acc[0] |= _ONE
            else:
                if d & 2:
                    v = g[m]
                    acc[v >> 6] |= _ONE << np.uint64(v & 63)
                if d & 4 and m >= 2:
                    rr = m % r2
                    for j in range(W):
                        acc[j] |= t2[rr, j]
                if d & 8 and m >= 3:
                    rr = m % r3
                    for j in range(W):
                        acc[j] |= s3[rr, j]
        mex = V
        for j in range(W):
            x = ~acc[j]
            if x != 0:
                b = 0
                while (x >> np.uint64(b)) & _ONE == 0:
                    b += 1
                mex = 64 * j + b
                break
        if mex >= V:
            return n
        g[n] = mex
        if mex > gmax:
            gmax = mex
    return end


@kernel(inline='always')
def _mark(seen, v, stamp):  # pragma: no cover - compiled
    """Note that value ``v`` occurs among the options of the heap stamped ``stamp`` (a value
    past the end of ``seen`` cannot be the mex, and is skipped)."""
    if v < seen.shape[0]:
        seen[v] = stamp


@kernel(inline='always')
def _mex(seen, stamp):  # pragma: no cover - compiled
    """The least value not marked with ``stamp`` in ``seen`` (at most ``seen.size``)."""
    size = seen.shape[0]
    mex = 0
    while mex < size and seen[mex] == stamp:
        mex += 1
    return mex


@kernel
def _subtraction_kernel(g, start, end, takes, seen):  # pragma: no cover - compiled
    """Subtraction game with the increasing ``takes``; ``seen.size`` > #takes."""
    for n in range(start, end):
        stamp = n + 1
        for i in range(takes.shape[0]):
            s = takes[i]
            if s > n:
                break
            _mark(seen, g[n - s], stamp)
        g[n] = _mex(seen, stamp)
    return end


@kernel
def _allbut_kernel(g, start, end, excluded, seen):  # pragma: no cover - compiled
    """All-but game: ``excluded[k] != 0`` for an excluded take ``k``; ``seen.size > end``."""
    le = excluded.shape[0]
    for n in range(start, end):
        stamp = n + 1
        for m in range(n):
            k = n - m
            if k < le and excluded[k] != 0:
                continue
            _mark(seen, g[m], stamp)
        g[n] = _mex(seen, stamp)
    return end


@kernel
def _split_kernel(g, start, end, take_any, unequal, seen):  # pragma: no cover - compiled
    """Grundy's game (``unequal``) and Lasker's Nim (``take_any``): splits ``a + b = n``
    (``a < b`` or ``a <= b``), plus every smaller heap when ``take_any``."""
    for n in range(start, end):
        stamp = n + 1
        if take_any:
            for m in range(n):
                _mark(seen, g[m], stamp)
        amax = (n - 1) // 2 if unequal else n // 2
        for a in range(1, amax + 1):
            _mark(seen, g[a] ^ g[n - a], stamp)
        g[n] = _mex(seen, stamp)
    return end


@kernel
def _take_half_kernel(g, start, end, seen):  # pragma: no cover - compiled
    """Take-half: the options of ``n`` are the heaps ``n // 2 .. n - 1``."""
    for n in range(start, end):
        stamp = n + 1
        for m in range(n // 2, n):
            _mark(seen, g[m], stamp)
        g[n] = _mex(seen, stamp)
    return end


# ---------------------------------------------------------------------------
# The engine: arrays, growth, memory guard


def _next_pow2(x: int) -> int:
    return 1 << max(0, (int(x) - 1).bit_length())


#: by kernel (a game's ``kind``): a stamp-array size larger than the option count of every
#: heap below ``cap``, from ``cap`` and the number of takes
_SEEN_SIZE: dict[str, Callable[[int, int], int]] = {
    "subtraction": lambda cap, takes: takes + 2,
    "predicate": lambda cap, takes: takes + 2,
    "all-but": lambda cap, takes: cap + 2,
    "grundy": lambda cap, takes: cap // 2 + 2,
    "lasker": lambda cap, takes: cap + cap // 2 + 2,
    "take-half": lambda cap, takes: cap // 2 + 3,
}


def _seen_size(game: HeapRules, cap: int, takes: int = 0) -> int:
    """A stamp-array size larger than the option count of every heap below ``cap``."""
    size = _SEEN_SIZE.get(game.kind)
    if size is None:
        raise AssertionError(game.kind)
    return size(cap, takes)


def _octal_shape(game: OctalGame, cap: int) -> tuple[int, int, bool, bool]:
    """(rows of T2, rows of T3, need2, need3)."""
    bits = 0
    for d in game.digits:
        bits |= d
    need3 = bool(bits & 8)
    need2 = bool(bits & 12)
    ring = game.last_nonzero + 1
    return (max(cap, 1) if need3 else ring if need2 else 1), (ring if need3 else 1), need2, need3


def _octal_bytes(game: Any, cap: int, words: int) -> int:
    r2, r3, _, need3 = _octal_shape(game, cap)
    return 8 * words * (r2 + r3) + (8 * 64 * words * words if need3 else 0) + 64 * 9 * words


#: by kernel (a game's ``kind``): the bytes of its arrays besides ``g`` for heaps ``0..cap-1``
_AUX_BYTES: dict[str, Callable[[Any, int, int], int]] = {
    "octal": _octal_bytes,
    # the tables of the dynamic program over parts; none when the sparse-space engine computes the values
    "code": lambda game, cap, words: 0 if sparse_applies(game) is not None else CodeValues(game.rule).estimate_bytes(cap),
    "subtraction": lambda game, cap, words: 8 * _seen_size(game, cap, len(game.kernel_takes(cap))),
    "predicate": lambda game, cap, words: 9 * cap + 16 * _seen_size(game, cap, cap),  # sieve + takes (<= cap)
}


def _estimate_bytes(game: HeapRules, cap: int, words: int = 1) -> int:
    """Bytes of the engine's arrays for heaps ``0..cap-1``."""
    aux = _AUX_BYTES.get(game.kind)
    return 8 * cap + (aux(game, cap, words) if aux is not None else 8 * _seen_size(game, cap))


def _guard(game: HeapRules, cap: int, words: int = 1) -> None:
    need = _estimate_bytes(game, cap, words)
    have = available_memory() // 2
    if need > have:
        lo = max(0, largest_that_fits(lambda c: _estimate_bytes(game, c, words), cap, have))  # heap count
        raise SequenceTooLarge(
            f"the Grundy sequence of {game.title} to n={cap - 1} needs about {need / 2**30:.2f} GiB, more than the "
            f"{have / 2**30:.2f} GiB allowed (half the available memory); the largest n that fits is about {lo - 1}")


class _Engine:
    """Grundy values ``g[0:done]`` of one game, extendable chunk by chunk."""

    def __init__(self, game: HeapRules, prefix: np.ndarray | None = None, capacity: int = 0):
        if as_heap_game(game) is None:
            raise UsageError(f"{game!r} is not a heap game; build one with heap_game(...)")
        self.game = game
        self.need2 = self.need3 = False  # the octal kernel's bitsets (set by _grow_octal)
        self.done = 0
        self.cap = 0
        self.words = 1
        self.g = np.zeros(0, dtype=np.int64)
        start = 0 if prefix is None else len(prefix)
        if prefix is not None and start and int(prefix.max()) >= 64:
            self.words = _next_pow2(-(-(int(prefix.max()) + 1) // 64))
        self._grow(max(capacity, start, 1))
        if prefix is not None and start:
            self.g[:start] = prefix
            self.done = start
            self._rebuild_aux()

    # -- arrays
    def _grow(self, cap: int) -> None:
        game = self.game
        _guard(game, cap, self.words)
        g = np.zeros(cap, dtype=np.int64)
        g[: self.done] = self.g[: self.done]
        self.g = g
        _GROW_AUX.get(game.kind, _Engine._grow_seen)(self, cap)
        self.cap = cap

    def _grow_octal(self, cap: int) -> None:
        game = self.game
        r2, r3, self.need2, self.need3 = _octal_shape(game, cap)
        self.digits = np.array(game.digits, dtype=np.int64)  # type: ignore[attr-defined]
        old2 = getattr(self, "t2", None)
        t2 = np.zeros((r2, self.words), dtype=np.uint64)
        if old2 is not None:
            t2[: old2.shape[0], : old2.shape[1]] = old2  # rows indexed m % rows: unchanged for m < old rows
        self.t2 = t2
        if getattr(self, "s3", None) is None or self.s3.shape[1] != self.words:
            s3 = np.zeros((r3, self.words), dtype=np.uint64)
            if getattr(self, "s3", None) is not None:
                s3[:, : self.s3.shape[1]] = self.s3
            self.s3 = s3

    def _grow_takes(self, cap: int) -> None:
        self.takes = np.asarray(self.game.kernel_takes(cap), dtype=np.int64)
        self.seen = np.zeros(_seen_size(self.game, cap, len(self.takes)), dtype=np.int64)

    def _grow_all_but(self, cap: int) -> None:
        excluded = self.game.excluded  # type: ignore[attr-defined]
        ex = np.zeros((excluded[-1] + 1) if excluded else 1, dtype=np.uint8)
        ex[list(excluded)] = 1
        self.excluded = ex
        self._grow_seen(cap)

    def _grow_seen(self, cap: int) -> None:
        self.seen = np.zeros(_seen_size(self.game, cap), dtype=np.int64)

    def _grow_code(self, cap: int) -> None:
        if getattr(self, "code_values", None) is None:
            self.code_values = CodeValues(self.game.rule)  # type: ignore[attr-defined]

    def _extend_code(self, a: int, end: int) -> None:
        """The mex of the option values of :class:`~gamecheck.engine.tbvalues.CodeValues` (a
        dynamic program over parts: no partition is listed), heap by heap."""
        self.code_values.fill(self.g, a, end)

    def _widen(self) -> None:
        """Double the bitset width (Grundy values reached ``64 W``)."""
        _guard(self.game, self.cap, 2 * self.words)
        self.words *= 2
        for attr in ("t2", "s3"):
            old = getattr(self, attr)
            new = np.zeros((old.shape[0], self.words), dtype=np.uint64)
            new[:, : old.shape[1]] = old
            setattr(self, attr, new)

    def _rebuild_aux(self) -> None:
        """Rebuild the octal bitsets of the given prefix (``T2`` of every heap for
        three-heap games, else of the last ``t + 1``; ``T3`` of the last ``t + 1``)."""
        if not self.need2:  # only an octal game whose moves split a heap keeps bitsets
            return
        t = self.game.last_nonzero
        lo = 0 if self.need3 else max(0, self.done - t - 1)
        _octal_kernel(self.g, lo, self.done, self.digits, self.t2, self.s3, self.need2, self.need3,
                      max(0, self.done - t - 1), True)

    # -- computation
    def extend(self, end: int, deadline: "Deadline | None" = None) -> None:
        """Compute ``g[done:end]`` (growing the arrays to ``end``); with a ``deadline``
        (:class:`gamecheck.domain.Deadline`) a chunk at a time, checking it between chunks.

        Raises:
            ResourceLimitError: the deadline passed (what was computed is kept).
        """
        if end <= self.done:
            return
        if end > self.cap:
            self._grow(end)
        game = self.game
        kernel = _EXTEND.get(game.kind)
        if kernel is None:  # pragma: no cover - every compiled kind is listed
            raise UsageError(f"no Grundy engine for {game.title}")
        if getattr(self, "code_values", None) is not None:
            self.code_values.deadline = deadline  # also checked inside a rebuild of its tables
        if deadline is None:
            kernel(self, self.done, end)
            self.done = end
            return
        step = 256 if self._quadratic() else 4096
        while self.done < end:
            deadline.check(lambda: f"the Grundy values of {game.title} were computed for heaps 0..{self.done - 1:,} "
                                    f"of 0..{end - 1:,}")
            b = min(end, self.done + step)
            t0 = time.monotonic()
            kernel(self, self.done, b)
            self.done = b
            step = _next_step(step, time.monotonic() - t0)

    def _extend_octal(self, a: int, end: int) -> None:
        while a < end:
            a = _octal_kernel(self.g, a, end, self.digits, self.t2, self.s3, self.need2, self.need3, 0, False)
            self.done = a  # heaps before a are final even if widening fails
            if a < end:
                self._widen()

    def work(self, a: int, b: int) -> float:
        """Relative cost of heaps ``a..b-1`` (quadratic games: sum of the heap sizes)."""
        if self._quadratic():
            return (b * b - a * a) / 2.0 + (b - a)
        return float(b - a)

    def _quadratic(self) -> bool:
        return self.game.options_grow_with_heap

    def heaps_for_work(self, a: int, work: float) -> int:
        """The ``b`` with ``work(a, b)`` about ``work`` (``b >= a + 1``)."""
        if self._quadratic():
            return max(a + 1, int(math.sqrt(a * a + 2.0 * work)))
        return max(a + 1, a + int(work))


#: by kernel (a game's ``kind``): how :class:`_Engine` sizes the arrays besides ``g``
_GROW_AUX: dict[str, Callable[[_Engine, int], None]] = {
    "octal": _Engine._grow_octal, "subtraction": _Engine._grow_takes, "predicate": _Engine._grow_takes,
    "all-but": _Engine._grow_all_but, "code": _Engine._grow_code,
}
#: by kernel (a game's ``kind``): the compiled kernel that extends ``g[a:end]``
_EXTEND: dict[str, Callable[[_Engine, int, int], None]] = {
    "octal": _Engine._extend_octal,
    "subtraction": lambda e, a, end: _subtraction_kernel(e.g, a, end, e.takes, e.seen),
    "predicate": lambda e, a, end: _subtraction_kernel(e.g, a, end, e.takes, e.seen),
    "all-but": lambda e, a, end: _allbut_kernel(e.g, a, end, e.excluded, e.seen),
    "grundy": lambda e, a, end: _split_kernel(e.g, a, end, False, True, e.seen),
    "lasker": lambda e, a, end: _split_kernel(e.g, a, end, True, False, e.seen),
    "take-half": lambda e, a, end: _take_half_kernel(e.g, a, end, e.seen),
    "code": _Engine._extend_code,
}


class _HybridEngine:
    """The sparse-space engine (:mod:`gamecheck.engine.sparse`) for octal games whose moves
    leave at most two heaps and for Grundy's game, handing over to the direct engine
    (:class:`_Engine`) from the heap where the class split stops paying: from
    :data:`SPARSE_CHECK_FROM` on, at every power of two, when the pairs it looked at per pair
    of the direct method did not fall over the last doubling (no sparse split, like Dawson's
    chess, or one whose scans stay long, like Kayles's)."""

    def __init__(self, game: HeapRules, prefix: np.ndarray | None = None, capacity: int = 0):
        self.game = game
        self.direct: _Engine | None = None
        self.switched_at: int | None = None
        self._work: dict[int, int] = {}  # pairs looked at per heap range [2^(k-1), 2^k), by k
        self._guard(max(capacity, 0 if prefix is None else len(prefix), 1))
        self.sparse = SparseEngine(game, prefix=prefix, capacity=capacity)

    def _guard(self, cap: int) -> None:
        need = SparseEngine.bytes_per_heap(on_disk=values_on_disk() is not None) * cap
        have = available_memory() // 2
        if need > have:
            raise SequenceTooLarge(
                f"the Grundy sequence of {self.game.title} to n={cap - 1} needs about {need / 2**30:.2f} GiB, more "
                f"than the {have / 2**30:.2f} GiB allowed (half the available memory); the largest n that fits is "
                f"about {have // SparseEngine.bytes_per_heap() - 1}")

    @property
    def done(self) -> int:
        return self.direct.done if self.direct is not None else self.sparse.done

    @property
    def cap(self) -> int:
        return self.direct.cap if self.direct is not None else self.sparse.cap

    @property
    def g(self) -> np.ndarray:
        return self.direct.g if self.direct is not None else self.sparse.g

    def _grow(self, cap: int) -> None:
        if self.direct is not None:
            self.direct._grow(cap)
        else:
            self._guard(cap)
            self.sparse.grow(cap)

    def _switch(self) -> None:
        self.switched_at = self.sparse.done
        self.direct = _Engine(self.game, prefix=self.sparse.values.astype(np.int64),
                              capacity=max(self.sparse.cap, self.sparse.done + 1))

    def extend(self, end: int, deadline: "Deadline | None" = None) -> None:
        """Compute ``g[done:end]`` (with a ``deadline``, checked between chunks: see
        :meth:`SparseEngine.extend`)."""
        if self.direct is None:
            a = self.sparse.done
            while a < end:
                nxt = 1 << a.bit_length()  # the next power of two above a
                b = min(end, nxt)
                before = self.sparse.work_done()
                try:
                    self.sparse.extend(b, deadline)
                finally:
                    self._work[a.bit_length()] = self._work.get(a.bit_length(), 0) + self.sparse.work_done() - before
                if b == nxt and self._not_paying(b):
                    self._switch()
                    break
                a = b
        if self.direct is not None:
            self.direct.extend(end, deadline)

    def _not_paying(self, b: int) -> bool:
        """At ``b = 2^k``: the pairs looked at per direct-method pair over ``[2^(k-1), 2^k)``
        did not fall (it falls by about half per doubling when the class split holds, and
        stays level when it does not: Kayles about 0.6, Dawson's chess about 1)."""
        k = b.bit_length() - 1
        if b < SPARSE_CHECK_FROM or k - 1 not in self._work or k - 2 not in self._work:
            return False
        if not _DIRECT_PAYS.get(self.game.kind, True) or self.sparse.disk is not None:
            return False  # (the direct engine keeps its values in memory: not for values on disk)

        def ratio(j: int) -> float:
            lo, hi = 1 << (j - 1), 1 << j
            return self._work[j] / max(1.0, (hi * hi - lo * lo) / 4)

        now, before = ratio(k), ratio(k - 1)
        return now > 0.3 and now > 0.85 * before

    def work(self, a: int, b: int) -> float:
        return self.direct.work(a, b) if self.direct is not None else float(b - a)

    def _quadratic(self) -> bool:
        return self.direct is not None

    def heaps_for_work(self, a: int, work: float) -> int:
        return self.direct.heaps_for_work(a, work) if self.direct is not None else max(a + 1, a + int(work))

    def method(self) -> dict[str, Any]:
        """Which method ran: ``{"method": "sparse-space" | "direct", ...}`` with the class split
        (mask, parity, rare heaps) or the heap from which the direct method took over."""
        st = self.sparse.stats()
        if self.direct is not None:
            return {"method": "direct", "sparse_until": self.switched_at,
                    "why": "the sparse-space split did not pay: the pairs it looked at per pair of the direct method stopped falling"}
        return {"method": "sparse-space", "mask": st["mask"], "parity": st["parity"], "rare_heaps": st["rare"],
                "rare_share": round(st["rare_share"], 6), "last_rare_heap": st["last_rare"]}


#: by kernel (a game's ``kind``): whether the direct engine may take over from the sparse-space one; not
#: for the general take-and-break codes, whose direct engine (the tables of tbvalues, compiled) is still
#: far slower, measured after it was compiled: for 0.4!3!, whose sparse split stops paying at 2^15 (the
#: pairs looked at per direct pair 1.29 there, 1.14 at 2^16), the sparse-space engine goes from 2^15 to
#: 2^16 in 4.9 s, while the direct one, which must first rebuild its tables from heap 1, takes 25 s to
#: 2^15 alone; for 4!.0, 0.7! and 4!.1!5? the split keeps paying (4!.0: 0.6 s to 2^17, the direct engine
#: 4.5 s to 2^14)
_DIRECT_PAYS = {"code": False}
#: by kernel: what else :func:`warm_up` compiles (the general codes' tables, which a short
#: sequence computed by the sparse-space engine never reaches)
_WARM_MORE: dict[str, Callable[[], Any]] = {"code": warm_tables}
#: the sparse-space engine is judged (and maybe replaced by the direct one) from this heap on
SPARSE_CHECK_FROM = 1 << 15


def _engine(game: HeapRules, prefix: np.ndarray | None = None, capacity: int = 0,
            direct: bool = False) -> "_Engine | _HybridEngine":
    """The engine for ``game``: sparse-space (with the direct method as fallback) where it
    applies, else (or with ``direct``) the direct one."""
    if not direct and sparse_applies(game) is not None:
        return _HybridEngine(game, prefix=prefix, capacity=capacity)
    return _Engine(game, prefix=prefix, capacity=capacity)


#: below this heap size every game here takes seconds at most: no time estimate is made
_TIME_GUARD_FROM = 1 << 16
#: by kernel (a game's ``kind``), where it differs: the general take-and-break codes (compiled, but about
#: cubic in n when the values grow like n: {2+}.0 takes about 0.35 s to n = 2,000, 2.2 s to 4,000)
_TIME_GUARD_BY_KIND = {"code": 1 << 10}


def _guard_time(game: HeapRules, n: int, eng: "_Engine | _HybridEngine | None" = None,
                deadline: "Deadline | None" = None) -> None:
    """Refuse, before going far, a sequence whose computation would take longer than the
    time limit (:func:`gamecheck.engine.label.time_limit`, ``GAMECHECK_TIME_LIMIT``).

    The time is measured on the sequence itself: ``eng`` (a fresh engine when ``None``) is
    extended to heaps ``2m`` and ``4m`` (``m`` doubled from 1,024 until the last step takes
    a tenth of a second or ``8m`` passes ``n``), the growth exponent ``a`` of ``time ~ n^a``
    fitted from the two steps (between 1 and 3: linear for finite subtraction sets and the
    sparse-space method, quadratic for splitting games, cubic for some three-heap games),
    and the time to ``n`` extrapolated.  The values computed on the way are kept in ``eng``,
    so the measurement costs nothing when the sequence goes on (and runs against ``deadline``,
    when given, like the rest).

    Raises:
        SequenceTooLarge: with the estimate and the largest n that fits.
        ResourceLimitError: the ``deadline`` passed during the measurement.
    """
    first = _TIME_GUARD_BY_KIND.get(game.kind, _TIME_GUARD_FROM)
    if n < first:
        return
    limit = time_limit()
    warm_up(game)  # compile (or load) the kernels before the clock starts
    if eng is None:
        eng = _engine(game, capacity=n + 1)
    # the clock is this thread's CPU time: another thread of the process (the report's
    # plotting library loading alongside, say) must not pass for a steeper growth
    t_start = time.thread_time()

    def until(m: int) -> float:  # extend to heap m, return the seconds this step took
        t0 = time.thread_time()
        eng.extend(min(m, n) + 1, deadline)
        return time.thread_time() - t0

    m = first >> 6
    until(m)
    t1, t2 = until(2 * m), until(4 * m)
    while t2 < 0.1 and 16 * m <= n:
        m *= 2
        t1, t2 = t2, until(4 * m)
    a = min(3.0, max(1.0, math.log(max(t2, 1e-6) / max(t1, 1e-6), 2)))
    done = 4 * m + 1
    spent = time.thread_time() - t_start
    # the rest costs T(n) - T(4m), with T(4m) = spent and T growing like n^a
    estimate = spent * max(1.0, ((n + 1) / done) ** a)
    if estimate <= limit:
        return
    fits = int(done * (limit / max(spent, 1e-6)) ** (1 / a)) - 1
    raise SequenceTooLarge(
        f"the Grundy sequence of {game.title} to n={n:,} would take about {_duration(estimate)} (measured on heaps up "
        f"to {4 * m:,}, growing like n^{a:.1f}), more than the {_duration(limit)} limit (GAMECHECK_TIME_LIMIT sets "
        f"it, in seconds); the largest n that fits is about {max(fits, 4 * m):,}")


def _duration(s: float) -> str:
    if s < 120:
        return f"{s:.0f} s"
    if s < 7200:
        return f"{s / 60:.0f} minutes"
    if s < 2 * 86400:
        return f"{s / 3600:.0f} hours"
    return f"{s / 86400:,.0f} days"


# ---------------------------------------------------------------------------
# Public entry points


def grundy_sequence(game: HeapRules, n: int, *, progress: Callable[[int], None] | None = None,
                    info: dict | None = None, compact: bool = False,
                    deadline: "Deadline | None" = None) -> np.ndarray:
    """Grundy values of the heaps ``0..n`` of a heap game, numba-compiled.

    Args:
        game: a :class:`HeapRules` (:func:`heap_game`, :func:`parse_octal`, ...).
        n: the largest heap (``>= 0``).
        progress: called as ``progress(k)`` with the number of heaps done so far
            (about 50 times, then with ``n + 1``).
        info: if given, filled with the method that ran (``{"method": "sparse-space", "mask",
            "parity", "rare_heaps", "rare_share"}``, or ``{"method": "direct", ...}``).
        compact: return the values in the engine's own integer type (``uint16``, or ``uint32``
            past 65,535, for the sparse-space engine: 32 MB rather than 128 MB at n = 2^24;
            ``int64`` otherwise) instead of widening them to ``int64``.  Subtracting two
            unsigned values wraps around: widen before arithmetic other than comparison and xor.
        deadline: a :class:`gamecheck.domain.Deadline` checked between chunks of heaps (each
            about a tenth of a second): the computation stops when it passes.

    Returns:
        int64 array of length ``n + 1`` (see ``compact``); entry ``m`` is the Grundy value of a
        heap of ``m``.

    Raises:
        UsageError: ``n`` negative or not an int, ``game`` not a heap game.
        SequenceTooLarge: (a :class:`~gamecheck.errors.ResourceLimitError` and a
            ``UsageError``) the arrays would need more than half the available
            memory -- estimated before allocating; the message gives the largest n
            that fits.
        ResourceLimitError: the ``deadline`` passed (``"stopped after N s
            (GAMECHECK_TIME_LIMIT): ..."``).
    """
    check_heap_size(n)
    n = int(n)
    if as_heap_game(game) is None:
        raise UsageError(f"{game!r} is not a heap game; build one with heap_game(...)")
    if not game.compiled_sequence:
        # a heap game of the user's own (game file): the mex rule over its heap options,
        # whose evaluation is estimated first (refused with the largest heap that fits)
        game.guard_heaps(n)
        g = np.zeros(n + 1, dtype=np.int64)
        for m in range(n + 1):
            if deadline is not None and m % 256 == 0:
                deadline.check(lambda: f"the Grundy values of {game.title} were computed for heaps 0..{m - 1:,} of "
                                       f"0..{n:,}")
            vals = options_values(game, g, m)
            v = 0
            while v in vals:
                v += 1
            g[m] = v
            if progress is not None and (m % 1024 == 0 or m == n):
                progress(m + 1)
        if info is not None:
            info.update({"method": "mex rule over the game's heap options"})
        return g
    _guard(game, n + 1)
    eng = _engine(game, capacity=n + 1)
    _guard_time(game, n, eng, deadline)  # measures by computing the first heaps (kept)
    if progress is None:
        eng.extend(n + 1, deadline)
    else:
        steps = 50
        total = eng.work(0, n + 1)
        for i in range(1, steps + 1):
            b = n + 1 if i == steps else min(n + 1, eng.heaps_for_work(0, total * i / steps))
            if b > eng.done:
                eng.extend(b, deadline)
                progress(eng.done)
    if info is not None and isinstance(eng, _HybridEngine):
        info.update(eng.method())
    elif info is not None:
        info.update({"method": "direct"})
    if compact:
        return eng.g if len(eng.g) == n + 1 else eng.g[: n + 1].copy()
    return eng.g[: n + 1].astype(np.int64)


def grundy_sequence_until(game: HeapRules, seconds: float, *, start: np.ndarray | None = None,
                          max_n: int | None = None) -> np.ndarray:
    """Compute a Grundy sequence as far as it gets in about ``seconds`` of wall time.

    Work proceeds in chunks of heaps sized from the measured speed (each chunk about
    a second, fewer near the end) so the time limit is overshot by little; JIT
    compilation (first use in a fresh environment) happens before the clock starts.

    Args:
        game: the heap game.
        seconds: the time budget (``>= 0``).
        start: a prefix ``g(0..k-1)`` computed before (e.g. by an earlier call), to
            continue from; it is trusted, not re-checked.  Octal games rebuild their
            bitsets from it: the last ``t + 1`` heaps' for two-heap games (cheap), every
            heap's two-heap set for three-heap games (about the two-heap share of
            recomputing the prefix).
        max_n: stop at this heap even if time remains.

    Returns:
        int64 array ``g(0..N)`` of every heap computed (at least the prefix given, and
        at least heap 0); stops early, without error, if memory would run out.

    Raises:
        UsageError: negative ``seconds``, a malformed ``start``.
    """
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not seconds >= 0:
        raise UsageError(f"seconds={seconds!r} is not allowed; give a non-negative number")
    if start is not None:
        start = np.asarray(start)
        if start.ndim != 1 or start.dtype.kind not in "iu" or (start.size and int(start.min()) < 0):
            raise UsageError("start must be a 1-d array of non-negative Grundy values (a previous result)")
        start = start.astype(np.int64)
    if max_n is not None:
        check_heap_size(max_n)
    limit = None if max_n is None else int(max_n) + 1
    warm_up(game)
    t0 = time.perf_counter()
    deadline = t0 + float(seconds)
    eng = _engine(game, prefix=start if start is not None and start.size else None,
                  capacity=max(1024, 0 if start is None else 2 * len(start)))
    if eng.done == 0:
        eng.extend(1)
    rate = None  # work units per second, once a chunk took long enough to measure
    chunk = 256 if eng._quadratic() else 4096
    while limit is None or eng.done < limit:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            break
        a = eng.done
        if rate is None:
            b = a + chunk
        else:
            if eng.work(a, a + 1) / rate > remaining:
                break
            b = eng.heaps_for_work(a, rate * min(1.0, 0.5 * remaining))
        if limit is not None:
            b = min(b, limit)
        if b > eng.cap:
            try:
                eng._grow(max(b, 2 * eng.cap))
            except ResourceLimitError:
                try:
                    eng._grow(b)
                except ResourceLimitError:
                    break
        t1 = time.perf_counter()
        try:
            eng.extend(b)
        except ResourceLimitError:  # widening the bitsets would not fit
            break
        dt = time.perf_counter() - t1
        if dt >= 0.01:
            w = eng.work(a, b) / dt
            rate = w if rate is None else 0.5 * rate + 0.5 * w
        elif rate is None:
            chunk *= 4
    return eng.g[: eng.done].astype(np.int64)


_WARM: set[str] = set()
#: by kind: the class whose warm-up compiled the same kernels (subtraction of a predicate runs
#: the subtraction kernel)
_SHARED_WARM = {"predicate": "SubtractionGame"}


def warm_up(game: HeapRules | None = None) -> float:
    """Compile (first run) or load from numba's cache the kernel(s) for ``game``
    (every kernel if ``None``); returns the seconds taken."""
    t0 = time.perf_counter()
    games: list[HeapRules] = [game] if game is not None else [
        parse_octal("0.F7"), SubtractionGame((1, 2)), AllBut((1,)), GrundysGame(), LaskersNim(),
        TakeHalf()]
    for gm in games:
        key = type(gm).__name__  # per class: a named octal game may run the sparse-space kernels
        shared = _SHARED_WARM.get(gm.kind)
        if key in _WARM or (shared is not None and shared in _WARM):
            continue
        grundy_sequence(gm, 8)
        extra = _WARM_MORE.get(gm.kind)
        if extra is not None:
            extra()  # the general codes' dynamic program over parts (the sparse-space engine may have run instead)
        _WARM.add(key)
        if shared is not None:
            _WARM.add(shared)
    return time.perf_counter() - t0


class SequenceRun:
    """A Grundy sequence computed step by step and kept, for open-ended exploration: extend
    it to a heap, within a deadline, reporting progress; it can be interrupted (Ctrl-C)
    between steps and keeps every value computed.

    Args:
        game: a heap game with a compiled engine (:data:`COMPILED_KINDS`).
        prefix: values computed before (e.g. loaded with ``--load``), trusted, to continue from.
        direct: use the direct method from the start (a run continued from values the
            sparse-space method had already handed over to the direct one: the hand-over is
            decided only at powers of two, so a continued run would otherwise spend up to the
            next one in a method that no longer pays).

    Raises:
        UsageError: not a heap game with a compiled engine, or a malformed prefix.
    """

    def __init__(self, game: HeapRules, prefix: np.ndarray | None = None, direct: bool = False):
        if as_heap_game(game) is None or not game.compiled_sequence:
            raise UsageError(f"{getattr(game, 'title', game)!r}: open-ended sequences need a compiled heap game "
                             f"({', '.join(COMPILED_KINDS)})")
        if prefix is not None:
            prefix = np.asarray(prefix)
            if prefix.ndim != 1 or prefix.dtype.kind not in "iu" or (prefix.size and int(prefix.min()) < 0):
                raise UsageError("the saved values must be a 1-d array of non-negative Grundy values")
            prefix = prefix.astype(np.int64) if prefix.size else None
        warm_up(game)
        self.game = game
        self.engine = _engine(game, prefix=prefix, capacity=max(1024, 0 if prefix is None else 2 * len(prefix)),
                              direct=direct)
        if self.engine.done == 0:
            self.engine.extend(1)

    @property
    def done(self) -> int:
        """How many values are computed (heaps ``0 .. done - 1``)."""
        return self.engine.done

    @property
    def values(self) -> np.ndarray:
        """``g(0 .. done - 1)`` (a copy), in the engine's compact integer type (``uint16`` or
        ``uint32`` for the sparse-space engine, ``int64`` otherwise): 2 bytes per value for
        long octal sequences."""
        return self.engine.g[: self.engine.done].copy()

    def values_view(self) -> np.ndarray:
        """``g(0 .. done - 1)`` without a copy: a view of the engine's array (the values in it
        never change; extending past its capacity moves the engine to a new array, and the
        view keeps the old one).  For reading a long sequence between steps without holding
        a second copy of it."""
        return self.engine.g[: self.engine.done]

    def method(self) -> dict[str, Any]:
        """Which method computes it (see :func:`grundy_sequence`'s ``info``)."""
        return self.engine.method() if isinstance(self.engine, _HybridEngine) else {"method": "direct"}

    def compute(self, n: int, deadline: "Deadline | None" = None) -> np.ndarray:
        """``g(0 .. n)`` as an int64 array, computing the heaps not yet done -- estimated first as
        :func:`grundy_sequence` does (memory, and the time measured on the sequence itself), then
        computed a chunk at a time, the ``deadline`` (:class:`gamecheck.domain.Deadline`) checked
        between chunks. What was computed is kept, so a later call goes on from it.

        Raises:
            SequenceTooLarge: the values up to ``n`` would not fit in memory or in the time limit.
            ResourceLimitError: the ``deadline`` passed first.
        """
        check_heap_size(n)
        n = int(n)
        eng = self.engine
        if n + 1 > eng.done:
            _guard(self.game, n + 1)
            if n + 1 > eng.cap:
                eng._grow(n + 1)
            _guard_time(self.game, n, eng, deadline)
            eng.extend(n + 1, deadline)
        return eng.g[: n + 1].astype(np.int64)

    def extend(self, n: int, *, deadline: float | None = None,
               progress: Callable[[int, float], None] | None = None) -> bool:
        """Compute up to heap ``n`` (``done == n + 1``), in steps of about half a second.

        Args:
            n: the last heap wanted.
            deadline: a :func:`time.perf_counter` time to stop at (``None``: none).
            progress: called after each step as ``progress(done, values_per_second)``.

        Returns:
            True when heap ``n`` is reached; False when the deadline came first or memory
            would not allow more (what was computed is kept).
        """
        eng = self.engine
        end = int(n) + 1
        if end > eng.cap:
            try:
                eng._grow(end)
            except ResourceLimitError:
                return False
        step = 4096
        while eng.done < end:
            if deadline is not None and time.perf_counter() >= deadline:
                return False
            a = eng.done
            b = min(end, a + step)
            t0 = time.perf_counter()
            # the engine checks the deadline between its own chunks too (a step of a slow game, or a
            # rebuild of a general code's tables, can take far longer than the half second aimed at)
            clock = None if deadline is None else Deadline(max(0.0, deadline - t0), source="the time budget")
            try:
                eng.extend(b, clock)
            except ResourceLimitError:
                return False
            dt = time.perf_counter() - t0
            rate = (eng.done - a) / dt if dt > 0 else float("inf")
            if progress is not None:
                progress(eng.done, rate)
            if dt < 0.25:
                step *= 2
            elif dt > 1.0 and step > 256:
                step //= 2
        return True
