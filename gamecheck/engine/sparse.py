"""Grundy sequences of octal games (and Grundy's game) by the sparse-space method.

In an octal game whose moves leave at most two heaps, ``g(n)`` is the mex of the values
of its options, and most options are two heaps ``a + b = n - k`` with the value
``g(a) ^ g(b)``: ``O(n)`` pairs per heap, ``O(n^2)`` for the sequence.  For many games the
values split into a *rare* and a *common* class (Gangolli and Plambeck, "A note on
periodicity in some octal games", Int. J. Game Theory 18 (1989) 311-320; Flammenkamp's
octal-game tables): with a bit mask ``M`` (and, when every breaking move removes a number of
counters of the same parity ``pi``, the position's parity), heap ``i`` is rare when
``parity(g(i) & M) ^ h*((i ^ pi) & 1) == 0`` (``h`` is 0 or 1), and ``M``, ``h`` are chosen so
that rare heaps are as few as possible -- the number of rare heaps for every ``(M, h)`` at
once is a Walsh-Hadamard transform of the histogram of ``(g(i), parity of i)``.

The class of a pair is the XOR of its heaps' classes, and it can be read off its value:
``parity(v & M) ^ f`` with ``f = h*((n ^ pi) & 1)``.  So a value of class 1 can only come
from a pair with exactly one rare heap, and every such pair is listed by running over the
rare heaps (``R`` of them): after that, the least excluded value of class 1, ``c``, is
exact.  Values of class 0 below ``c`` that no rare pair gave are then looked for among all
pairs, stopping as soon as every one of them has turned up -- which, when the split holds,
happens after a few pairs.  If one is never found, it is ``g(n)``: a new rare heap, appended
to the list (its value is of class 0 under the split in use).  The split itself is looked at
again (a transform of the histogram, ``O(V log V)``) after every ``max(16, R/32)`` new rare
heaps, and the list rebuilt only when a split with a sixteenth fewer rare heaps turns up.
With ``M = 0, h = 0`` every heap is rare and this is the direct method, ``n/2`` pairs a heap;
it is used while the best split leaves more than an eighth of the heaps rare (taken again
past a sixth), where the rare pairs and scans would cost more than they save.  The engine says which
one it ran (the class split in use and the share of rare heaps).

Each value needs ``O(R + s)`` steps instead of ``O(n)`` (``s`` the pairs scanned before every
class-0 value below ``c`` appeared), so sequences of games with few rare values take
near-linear time.  The pairs' values are gathered as bitsets held in registers, without
branches, a block of pairs at a time (64, then doubling up to 1,024), so that the compiler
vectorises both the rare pairs and the scan (about 0.15 ns per scanned pair and word group on
this kind of machine, against about 1 ns for a store or a branch per pair); only the words an
answer needs are filled (see the note above :func:`_next_group`), and the direct method with
values past 255 stamps each pair's value instead.  Values are ``uint16``
(``uint32`` past 65,535); the state besides them is the rare-heap list (``int32``) with the
rare heaps' values, and a histogram of ``2 V`` counts (``V`` a power of two above every
value): about 8 bytes per heap, 134 MB for ``2^24`` heaps.
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np


from gamecheck.errors import UsageError
from gamecheck.lazy import Kernels
from gamecheck.engine.threads import THREADS_ENV, check_threads, default_threads, threads_for, usable_cpus  # noqa: F401 (re-exported)
from gamecheck.games.heap import as_heap_game
from gamecheck.games.takebreak import OctalGame

if TYPE_CHECKING:
    from gamecheck.domain import Deadline

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

__all__ = ["SparseEngine", "sparse_applies", "Split", "verify_two_heap_values", "class_split", "ValuesOnDisk",
           "values_on_disk", "threads_for", "default_threads", "check_threads"]

#: the chunk of heaps computed between two looks at a deadline aims at this many seconds
CHUNK_SECONDS = 0.1
#: a round of the two-thread pipeline (:meth:`SparseEngine._extend_two`) aims at this many seconds
ROUND_SECONDS = 0.05
_ROUND_MIN = 1024
_ROUND_MAX = 1 << 20
#: below this heap the sequential kernel runs alone (rare heaps still come often; a heap takes microseconds)
_TWO_FROM = 1 << 14
#: a call computing fewer heaps than this runs on one thread: short runs (a claim's bound, a
#: time estimate's first steps) gain nothing, and would first compile the two-thread kernels
#: (seconds, once; then loaded from numba's cache)
_TWO_MIN_RUN = 1 << 17
#: two failed checks closer than this: the sequential kernel runs alone for a stretch of heaps,
#: _BACKOFF0 at first, doubling (up to _BACKOFF_MAX) while failures keep coming that close
_CALM_GAP = 1 << 15
_BACKOFF0 = 1 << 16
_BACKOFF_MAX = 1 << 22


def _next_step(step: int, seconds: float) -> int:
    """The next chunk of heaps: twice as many after a quick chunk, half after a slow one
    (aiming at :data:`CHUNK_SECONDS`), never fewer than 16."""
    if seconds < CHUNK_SECONDS / 2:
        return step * 2
    if seconds > 2 * CHUNK_SECONDS:
        return max(16, step // 2)
    return step


# state slots
_M, _H, _NRARE, _V, _RECOMPUTES, _SCANNED, _RAREPAIRS, _ADDED, _NARROW = range(9)
_STATE = 16  # slots


@kernel
def _parity(x):  # pragma: no cover - compiled
    x ^= x >> 32
    x ^= x >> 16
    x ^= x >> 8
    x ^= x >> 4
    x ^= x >> 2
    x ^= x >> 1
    return x & 1


@kernel
def _top(g, n):  # pragma: no cover - compiled
    """The largest of ``g[0:n]`` (a memory-mapped file read once, no temporary)."""
    t = 0
    for i in range(n):
        if g[i] > t:
            t = g[i]
    return t


@kernel
def _histogram(g, n, pi, hist):  # pragma: no cover - compiled
    """``hist[(g[i] << 1) | ((i ^ pi) & 1)] += 1`` for ``i < n`` (no temporary arrays)."""
    for i in range(n):
        hist[(np.int64(g[i]) << 1) | ((i ^ pi) & 1)] += 1


# The options' values of a heap are gathered as a bitset: value ``v`` is bit ``v & 63`` of word
# ``v >> 6``.  The loops below keep the words in registers (four, or eight from ``base`` on)
# and set them without branches, which the compiler turns into vector instructions (a few
# tenths of a nanosecond per pair where a store per pair takes about one); ``g`` is read
# through unsigned indices, so that no negative-index check stands in the way.  Every helper
# is inlined into its caller (``inline='always'``): a compiled call per block of pairs cost
# about a third of the kernel's time (0.166 to 2^20: 0.51 s called, 0.37 s inlined).  The
# word selection is written once for four words (_put4) and once for eight (_put8): eight
# built as two _put4 on ``w`` and ``w - 4`` ran 2.3% slower (0.6 to 2^17, the 8-word path),
# while these give the same machine code as the loops written out in full.

@kernel(inline='always')
def _put4(w0, w1, w2, w3, b, w):  # pragma: no cover - compiled
    """The four words ``w0 .. w3`` with ``b`` ORed into word ``w`` (none of them when ``w`` is
    not 0 to 3), without a branch."""
    z = np.uint64(0)
    return (w0 | (b if w == 0 else z), w1 | (b if w == 1 else z),
            w2 | (b if w == 2 else z), w3 | (b if w == 3 else z))


@kernel(inline='always')
def _put8(w0, w1, w2, w3, w4, w5, w6, w7, b, w):  # pragma: no cover - compiled
    """The eight words ``w0 .. w7`` with ``b`` ORed into word ``w`` (as :func:`_put4`)."""
    z = np.uint64(0)
    return (w0 | (b if w == 0 else z), w1 | (b if w == 1 else z), w2 | (b if w == 2 else z),
            w3 | (b if w == 3 else z), w4 | (b if w == 4 else z), w5 | (b if w == 5 else z),
            w6 | (b if w == 6 else z), w7 | (b if w == 7 else z))


@kernel(inline='always')
def _put2(w0, w1, b, w):  # pragma: no cover - compiled
    """The two words ``w0, w1`` with ``b`` ORed into word ``w`` (as :func:`_put4`)."""
    z = np.uint64(0)
    return w0 | (b if w == 0 else z), w1 | (b if w == 1 else z)


@kernel(inline='always')
def _pair_bit(g, m, x):  # pragma: no cover - compiled
    """The value ``v = g[x] ^ g[m - x]`` of the split ``(x, m - x)``: its bit in its word and its
    word ``v >> 6``."""
    v = np.uint64(g[np.uint64(x)] ^ g[np.uint64(m - x)])
    return np.uint64(1) << (v & np.uint64(63)), v >> np.uint64(6)


@kernel(inline='always')
def _rare_bit(g, m, rare, grare, i, unequal):  # pragma: no cover - compiled
    """As :func:`_pair_bit` for the split ``(rare[i], m - rare[i])`` (``grare[i]`` the value of
    ``rare[i]``); with ``unequal``, the bit of a pair of equal heaps is 0."""
    r = np.uint64(rare[np.uint64(i)])
    um = np.uint64(m)
    v = np.uint64(grare[np.uint64(i)] ^ g[um - r])
    b = np.uint64(1) << (v & np.uint64(63))
    if unequal:
        b = b if r + r != um else np.uint64(0)
    return b, v >> np.uint64(6)


@kernel(inline='always')
def _or_pairs2(g, m, a, e, base):  # pragma: no cover - compiled
    """Words ``base, base + 1`` of the values ``g[x] ^ g[m - x]`` for ``a <= x < e``."""
    z = np.uint64(0)
    w0, w1 = z, z
    b0 = np.uint64(base)
    for x in range(a, e):
        b, w = _pair_bit(g, m, x)
        w0, w1 = _put2(w0, w1, b, w - b0)
    return w0, w1


@kernel(inline='always')
def _or_rare2(g, m, rare, grare, i0, i1, base, unequal):  # pragma: no cover - compiled
    """Words ``base, base + 1`` of the values ``grare[i] ^ g[m - rare[i]]``, ``i0 <= i < i1``."""
    z = np.uint64(0)
    w0, w1 = z, z
    b0 = np.uint64(base)
    for i in range(i0, i1):
        b, w = _rare_bit(g, m, rare, grare, i, unequal)
        w0, w1 = _put2(w0, w1, b, w - b0)
    return w0, w1


@kernel(inline='always')
def _or_pairs4(g, m, a, e, base):  # pragma: no cover - compiled
    """Words ``base .. base + 3`` of the values ``g[x] ^ g[m - x]`` for ``a <= x < e``."""
    z = np.uint64(0)
    w0, w1, w2, w3 = z, z, z, z
    b0 = np.uint64(base)
    for x in range(a, e):
        b, w = _pair_bit(g, m, x)
        w0, w1, w2, w3 = _put4(w0, w1, w2, w3, b, w - b0)  # wraps below base
    return w0, w1, w2, w3


@kernel(inline='always')
def _or_pairs8(g, m, a, e, base):  # pragma: no cover - compiled
    """Words ``base .. base + 7`` of the values ``g[x] ^ g[m - x]`` for ``a <= x < e``."""
    z = np.uint64(0)
    w0, w1, w2, w3, w4, w5, w6, w7 = z, z, z, z, z, z, z, z
    b0 = np.uint64(base)
    for x in range(a, e):
        b, w = _pair_bit(g, m, x)
        w0, w1, w2, w3, w4, w5, w6, w7 = _put8(w0, w1, w2, w3, w4, w5, w6, w7, b, w - b0)  # wraps below base
    return w0, w1, w2, w3, w4, w5, w6, w7


@kernel(inline='always')
def _or_rare4(g, m, rare, grare, i0, i1, base, unequal):  # pragma: no cover - compiled
    """Words ``base .. base + 3`` of the values ``grare[i] ^ g[m - rare[i]]`` for ``i0 <= i < i1``;
    with ``unequal``, a pair of equal heaps is left out."""
    z = np.uint64(0)
    w0, w1, w2, w3 = z, z, z, z
    b0 = np.uint64(base)
    for i in range(i0, i1):
        b, w = _rare_bit(g, m, rare, grare, i, unequal)
        w0, w1, w2, w3 = _put4(w0, w1, w2, w3, b, w - b0)
    return w0, w1, w2, w3


@kernel(inline='always')
def _or_rare8(g, m, rare, grare, i0, i1, base, unequal):  # pragma: no cover - compiled
    """Words ``base .. base + 7`` of the values ``grare[i] ^ g[m - rare[i]]``, ``i0 <= i < i1``."""
    z = np.uint64(0)
    w0, w1, w2, w3, w4, w5, w6, w7 = z, z, z, z, z, z, z, z
    b0 = np.uint64(base)
    for i in range(i0, i1):
        b, w = _rare_bit(g, m, rare, grare, i, unequal)
        w0, w1, w2, w3, w4, w5, w6, w7 = _put8(w0, w1, w2, w3, w4, w5, w6, w7, b, w - b0)
    return w0, w1, w2, w3, w4, w5, w6, w7


@kernel(inline='always')
def _store4(bits, c, w0, w1, w2, w3):  # pragma: no cover - compiled
    """``bits[c + j] |= wj`` for ``j < 4``."""
    bits[c] |= w0
    bits[c + 1] |= w1
    bits[c + 2] |= w2
    bits[c + 3] |= w3


# The words are filled with one pass over the pairs per group of words: two words (values
# below 128), four or eight at once, so that a pass costs what its answer needs.  The least
# excluded value of class 1 is looked for a group at a time from the bottom -- words 0-1,
# 2-3, 4-7, then eight at a time, or 0-3, 4-7, ... when fewer than three values in four are
# below 128 -- so that a heap whose answer lies in the low words never pays for the high
# ones: a value of 0.6 is below 256 at 92% of its heaps to 2^20 (below 128 at 53%), while
# its largest values need eight words; 0.166's are below 128 at 97%.  The scan, which knows
# the values it needs, makes one pass as wide as they are (2, 4, 8 words, then eight at a
# time).  The per-heap steps (_candidate, _scan, _direct_mex) are compiled once and called
# per heap, not inlined at each caller: inlined, with constant bounds at each call site, the first
# compile took 27 s instead of 9 s, for a few per cent of speed.

@kernel(inline='always')
def _next_group(lo, W):  # pragma: no cover - compiled
    """The end of the group of words after word ``lo`` (2, 4 or a multiple of 8)."""
    hi = 2 * lo if lo < 8 else lo + 8
    return min(hi, max(W, 4))


@kernel(inline='always')
def _words_for(upto):  # pragma: no cover - compiled
    """The words one pass needs for the values below ``upto``: 2, 4, or a multiple of 8."""
    need = (upto + 63) >> 6
    if need <= 2:
        return 2
    if need <= 4:
        return 4
    return (need + 7) & ~7


@kernel(inline='always')
def _or_split(g, m, a, e, bits, lo, hi):  # pragma: no cover - compiled
    """``bits[lo:hi] |=`` the values of the splits ``(x, m - x)``, ``a <= x < e`` (``hi - lo``
    is 2, 4 or a multiple of 8)."""
    if hi - lo == 2:
        w0, w1 = _or_pairs2(g, m, a, e, lo)
        bits[lo] |= w0
        bits[lo + 1] |= w1
    elif hi - lo == 4:
        w0, w1, w2, w3 = _or_pairs4(g, m, a, e, lo)
        _store4(bits, lo, w0, w1, w2, w3)
    else:
        for c in range(lo, hi, 8):
            w0, w1, w2, w3, w4, w5, w6, w7 = _or_pairs8(g, m, a, e, c)
            _store4(bits, c, w0, w1, w2, w3)
            _store4(bits, c + 4, w4, w5, w6, w7)


@kernel(inline='always')
def _or_rare(g, m, rare, grare, i0, i1, unequal, bits, lo, hi):  # pragma: no cover - compiled
    """``bits[lo:hi] |=`` the values of the splits ``(rare[i], m - rare[i])``, ``i0 <= i < i1``
    (``hi - lo`` is 2, 4 or a multiple of 8)."""
    if hi - lo == 2:
        w0, w1 = _or_rare2(g, m, rare, grare, i0, i1, lo, unequal)
        bits[lo] |= w0
        bits[lo + 1] |= w1
    elif hi - lo == 4:
        w0, w1, w2, w3 = _or_rare4(g, m, rare, grare, i0, i1, lo, unequal)
        _store4(bits, lo, w0, w1, w2, w3)
    else:
        for c in range(lo, hi, 8):
            w0, w1, w2, w3, w4, w5, w6, w7 = _or_rare8(g, m, rare, grare, i0, i1, c, unequal)
            _store4(bits, c, w0, w1, w2, w3)
            _store4(bits, c + 4, w4, w5, w6, w7)


@kernel(inline='always')
def _covered(bits, upto):  # pragma: no cover - compiled
    """Whether every value below ``upto`` has its bit set."""
    one = np.uint64(1)
    j = 0
    while 64 * j < upto:
        x = ~bits[j]
        if upto - 64 * j < 64:
            x &= (one << np.uint64(upto - 64 * j)) - one
        if x != 0:
            return False
        j += 1
    return True


@kernel(inline='always')
def _mark_moves(g, n, whole, takes, bits):  # pragma: no cover - compiled
    """Clear ``bits`` and set the values of heap ``n``'s options that leave at most one heap:
    taking the whole heap, taking ``k`` and leaving one heap."""
    one = np.uint64(1)
    for j in range(bits.shape[0]):
        bits[j] = 0
    for k in whole:
        if k == n:
            bits[0] |= one
    for k in takes:
        if k < n:
            v = g[n - k]
            bits[v >> 6] |= one << np.uint64(v & 63)


@kernel(inline='always')
def _rare_below(rare, i0, nrare, m):  # pragma: no cover - compiled
    """The end ``i`` of the rare heaps below ``m``: ``rare[i0:i]`` (``rare`` increasing)."""
    lo = i0
    hi = nrare
    while lo < hi:
        mid = (lo + hi) >> 1
        if rare[mid] < m:
            lo = mid + 1
        else:
            hi = mid
    return lo


@kernel(inline='always')
def _rare_ends(rare, nrare, splits, n, ends):  # pragma: no cover - compiled
    """Fill ``ends[j]`` with the end of the rare heaps below ``m = n - splits[j]`` (the parts of
    the splits with a rare part); returns ``(i0, pairs)``: the first rare heap that is a part
    (a heap of 0 is none) and the number of such splits."""
    i0 = 1 if nrare > 0 and rare[0] == 0 else 0
    pairs = 0
    for j in range(splits.shape[0]):
        m = n - splits[j]
        ends[j] = _rare_below(rare, i0, nrare, m) if m >= 2 else i0
        pairs += ends[j] - i0
    return i0, pairs


@kernel(inline='always')
def _mark_rare(g, n, splits, unequal, rare, grare, i0, ends, bits, lo, hi):  # pragma: no cover - compiled
    """``bits[lo:hi] |=`` the values of every split of heap ``n`` with a rare part: for the
    ``j``-th ``k`` of ``splits``, the parts ``rare[i0:ends[j]]`` of ``m = n - k``."""
    for j in range(splits.shape[0]):
        m = n - splits[j]
        if m >= 2:
            _or_rare(g, m, rare, grare, i0, ends[j], unequal, bits, lo, hi)


@kernel(inline='always')
def _mark_known(g, n, whole, takes, splits, unequal, rare, grare, nrare, bits, W, ends):  # pragma: no cover - compiled
    """Set in ``bits`` (cleared first) the values of heap ``n``'s options that need no scan:
    taking the whole heap, taking and leaving one heap, and every split with a rare part
    (``rare[:nrare]``, increasing; ``grare`` their values), in every word below ``W``.
    Returns the number of rare pairs looked at."""
    _mark_moves(g, n, whole, takes, bits)
    i0, pairs = _rare_ends(rare, nrare, splits, n, ends)
    _mark_rare(g, n, splits, unequal, rare, grare, i0, ends, bits, 0, _words_for(64 * W))
    return pairs


@kernel(inline='always')
def _lowest_in(bits, lo, hi, mask):  # pragma: no cover - compiled
    """The least value in words ``lo .. hi - 1`` (at most ``len(mask)``) whose bit is clear in
    ``bits`` and set in ``mask``, or ``64 * hi`` if none."""
    top = min(hi, mask.shape[0])
    for j in range(lo, top):
        x = ~bits[j] & mask[j]
        if x != 0:
            b = 0
            while (x >> np.uint64(b)) & np.uint64(1) == 0:
                b += 1
            return 64 * j + b
    return 64 * hi


#: the first block of splits scanned per heap; each next block is twice as long, up to _BLOCK_MAX
_BLOCK0 = 64
_BLOCK_MAX = 1024


@kernel(inline='always')
def _largest_part(m, unequal):  # pragma: no cover - compiled
    """The largest smaller part ``a`` of a split of ``m`` counters into two heaps ``(a, m - a)``:
    ``m // 2``, one less when ``unequal`` and ``m`` is even (``a == b`` is not a move); below 1
    when ``m`` has no split."""
    half = m >> 1
    if unequal and (m & 1) == 0:
        half -= 1  # a == b is not a move
    return half


@kernel  # a call per heap, as _scan
def _candidate(g, n, splits, unequal, rare, grare, i0, ends, bits, W, mask, narrow):  # pragma: no cover - compiled
    """The least value of class 1 (set in ``mask``) that no option of heap ``n`` marked in ``bits``
    nor any split with a rare part has -- exact, since only such splits give class-1 values --
    or ``64 W`` if none: the rare splits are added a word group at a time from the bottom
    (two words first when ``narrow``, else four), and the search stops at the first group that
    has one."""
    lo = 0
    while lo < W:
        hi = _next_group(lo, W) if lo > 0 else (2 if narrow else 4)
        _mark_rare(g, n, splits, unequal, rare, grare, i0, ends, bits, lo, hi)
        c = _lowest_in(bits, lo, hi, mask)
        lo = hi
        if c < 64 * min(hi, W):
            return c
    return 64 * W


@kernel  # a call per heap (not inlined: its pair loops are compiled once, not at each caller)
def _scan(g, n, splits, unequal, bits, W, upto):  # pragma: no cover - compiled
    """Add to ``bits`` (the words holding the values below ``upto``) the values of heap ``n``'s
    splits, block by block from the smallest part, until every value below ``upto`` is set or
    no split is left.  Returns ``(every value below upto set, splits looked at)``."""
    scanned = 0
    block = _BLOCK0
    hi = _words_for(upto)
    for k in splits:
        m = n - k
        if m < 2:
            continue
        half = _largest_part(m, unequal)
        a = 1
        while a <= half:
            e = min(half + 1, a + block)
            _or_split(g, m, a, e, bits, 0, hi)
            scanned += e - a
            a = e
            if block < _BLOCK_MAX:
                block *= 2
            if _covered(bits, upto):
                return True, scanned
    return _covered(bits, upto), scanned


@kernel  # a call per heap, as _scan
def _direct_mex(g, n, splits, unequal, bits, W, allmask, mark):  # pragma: no cover - compiled
    """The mex of heap ``n``'s options by the direct method: ``bits`` holds the values of the
    options that leave at most one heap; every split ``(a, m - a)``, ``a <= m - a``, is added a
    word group at a time from the bottom until a group has a value no option has -- or, when
    values reach 256 (eight words or more, where two or three passes would be made), stamped
    in ``mark`` (``mark[v] = n + 1``, a store per split, as the direct engine of
    :mod:`gamecheck.engine.sequences` does).  Returns ``(mex, splits looked at)``; the mex is
    ``64 W`` when every value below it is an option's."""
    pairs = 0
    for k in splits:
        m = n - k
        if m >= 2:
            pairs += max(0, _largest_part(m, unequal))
    if W >= 8:
        stamp = n + 1
        for k in splits:
            m = n - k
            if m >= 2:
                for a in range(1, _largest_part(m, unequal) + 1):
                    mark[g[np.uint64(a)] ^ g[np.uint64(m - a)]] = stamp
        v = 0
        while v < 64 * W and (mark[v] == stamp or (bits[v >> 6] >> np.uint64(v & 63)) & np.uint64(1)):
            v += 1
        return v, pairs
    lo = 0
    while lo < W:
        hi = 2 if lo == 0 else _next_group(lo, W)
        for k in splits:
            m = n - k
            if m >= 2:
                half = _largest_part(m, unequal)
                if half >= 1:
                    _or_split(g, m, 1, half + 1, bits, lo, hi)
        c = _lowest_in(bits, lo, hi, allmask)
        if c < 64 * min(hi, W):
            return c, pairs
        lo = hi
    return 64 * W, pairs


@kernel
def _relist(g, n, s, pi, rare, grare, st, classmask, keep):  # pragma: no cover - compiled
    """Take the class split ``s = 2 M + h`` for heaps ``0 .. n - 1``: fill ``classmask[f]`` (the
    bitset of the values ``v`` with ``parity(v & M) ^ f == 1``) and, with ``keep``, list the rare
    heaps (``rare``, their values in ``grare``); without it the list is left empty (the direct
    method, ``s = 0``, needs none)."""
    M = s >> 1
    h = s & 1
    for j in range(classmask.shape[1]):
        classmask[0, j] = 0
        classmask[1, j] = 0
    for v in range(st[_V]):
        bit = np.uint64(1) << np.uint64(v & 63)
        if _parity(v & M):
            classmask[0, v >> 6] |= bit
        else:
            classmask[1, v >> 6] |= bit
    k = 0
    if keep:
        for i in range(n):
            cls = _parity(g[i] & M) ^ (h & ((i ^ pi) & 1))
            if cls == 0:
                rare[k] = i
                grare[k] = g[i]
                k += 1
    st[_M] = M
    st[_H] = h
    st[_NRARE] = k
    st[_RECOMPUTES] += 1


@kernel
def _rare_counts(hist, size, n):  # pragma: no cover - compiled
    """The number of rare heaps among ``n`` under every class split ``s`` (``size = 2 V``
    entries): the Walsh-Hadamard transform of the histogram of ``(g(i), parity of i)``."""
    w = hist[:size].copy()
    span = 1
    while span < size:
        for i in range(0, size, 2 * span):
            for j in range(i, i + span):
                x = w[j]
                y = w[j + span]
                w[j] = x + y
                w[j + span] = x - y
        span *= 2
    for s in range(size):
        w[s] = (n + w[s]) >> 1
    return w


@kernel
def _best_split(hist, size, n, pi):  # pragma: no cover - compiled
    """``(s, count)``: the class split with the fewest rare heaps among ``n`` (the first such
    ``s``), and that count."""
    return _fewest(_rare_counts(hist, size, n), pi)


@kernel(inline='always')
def _fewest(w, pi):  # pragma: no cover - compiled
    """``(s, w[s])`` for the first split ``s`` with the fewest rare heaps in the counts ``w``
    (when ``pi`` is 2 the position's parity cannot be used: odd ``s`` are skipped)."""
    best_s = 0
    best = w[0]
    for s in range(1, w.shape[0]):
        if pi == 2 and (s & 1):
            continue  # breaking moves of both parities: the position's parity cannot be used
        if w[s] < best:
            best = w[s]
            best_s = s
    return best_s, best


@kernel
def _recompute(g, n, hist, pi, rare, grare, st, classmask):  # pragma: no cover - compiled
    """Choose the class split (M, h) with the fewest rare heaps among ``g[0:n]``, list them
    (``rare``, and their values in ``grare``), and fill ``classmask``."""
    s, _ = _best_split(hist, 2 * st[_V], n, pi)
    _relist(g, n, s, pi, rare, grare, st, classmask, True)


@kernel
def _choose(g, n, hist, pi, rare, grare, st, classmask, force):  # pragma: no cover - compiled
    """Look at the class split again after ``n`` heaps.  The direct method (``s = 0``) is kept
    while the best split leaves more than an eighth of the heaps rare, and taken again when
    the split in use leaves more than a sixth rare (each rare heap costs a pair per heap and
    the scans of such games stay long, so past that the direct method's ``n / 2`` pairs, one
    pass each, are cheaper: 0.04 at 21% rare, 0.137 at 32%, 0.76 at 24%); otherwise a better split is
    taken when it has a sixteenth fewer rare heaps.  The rare list is rebuilt only when the
    split changes (or ``force``); new rare heaps are appended by the kernel as they come."""
    w = _rare_counts(hist, 2 * st[_V], n)
    best_s, best = _fewest(w, pi)
    cur_s = (st[_M] << 1) | st[_H]
    if cur_s == 0:
        new_s = best_s if 8 * best <= n else 0
    elif 6 * w[cur_s] > n:
        new_s = best_s if 8 * best <= n else 0
    else:
        new_s = best_s if best < w[cur_s] - (w[cur_s] >> 4) else cur_s
    if new_s != cur_s or force:
        _relist(g, n, new_s, pi, rare, grare, st, classmask, new_s != 0)
    st[_ADDED] = 0
    _narrow(hist, n, st)


@kernel(inline='always')
def _narrow(hist, n, st):  # pragma: no cover - compiled
    """Set ``st[_NARROW]`` when at least three values in four among ``n`` heaps are below 128
    (the class-1 search then starts with two words)."""
    low = 0
    for j in range(min(256, hist.shape[0])):
        low += hist[j]
    st[_NARROW] = 1 if 4 * low >= 3 * n else 0


@kernel(nogil=True)
def _kernel(g, start, end, whole, takes, splits, pi, unequal, st, rare, grare, hist, bits, classmask):  # pragma: no cover
    """Fill ``g[start:end]``; returns the first heap not done (``end``, or a heap whose value
    would reach ``V``: the caller doubles ``V`` and calls again).  ``bits``: the excluded
    values of the heap at hand (``max(W, 4)`` words); ``classmask[f]``: the values of class 1
    when the pair-parity term is ``f``."""
    V = st[_V]
    W = V // 64
    allmask = np.full(W, np.uint64(0xFFFFFFFFFFFFFFFF), dtype=np.uint64)
    ends = np.zeros(splits.shape[0], dtype=np.int64)
    mark = np.zeros(V if W >= 8 else 1, dtype=np.int64)
    scanned = 0
    rare_pairs = 0
    for n in range(start, end):
        M = st[_M]
        h = st[_H]
        nrare = st[_NRARE]
        _mark_moves(g, n, whole, takes, bits)
        if M == 0 and h == 0:  # the direct method
            ans, looked = _direct_mex(g, n, splits, unequal, bits, W, allmask, mark)
            scanned += looked
            if ans >= V:
                st[_SCANNED] += scanned
                st[_RAREPAIRS] += rare_pairs
                return n
            g[n] = ans
            hist[(ans << 1) | ((n ^ pi) & 1)] += 1
            if (n + 1) < 256 or ((n + 1) & 255) == 0:
                _choose(g, n + 1, hist, pi, rare, grare, st, classmask, False)
            continue
        f = h & ((n ^ pi) & 1)
        i0, pairs = _rare_ends(rare, nrare, splits, n, ends)
        rare_pairs += pairs
        # the least excluded value of class 1 (exact: such values come only from rare pairs),
        # a word group at a time from the bottom
        cand = _candidate(g, n, splits, unequal, rare, grare, i0, ends, bits, W, classmask[f], st[_NARROW])
        # then the class-0 values below it that no rare pair gave, among all splits
        done = _covered(bits, cand)
        if not done:
            done, looked = _scan(g, n, splits, unequal, bits, W, cand)
            scanned += looked
        if not done:
            # every split was looked at: the exact mex, a value of class 0 below cand
            ans = _lowest_in(bits, 0, (cand + 63) >> 6, allmask)
            g[n] = ans
            hist[(ans << 1) | ((n ^ pi) & 1)] += 1
            rare[nrare] = n  # a new rare heap under the split in use
            grare[nrare] = ans
            st[_NRARE] = nrare + 1
            st[_ADDED] += 1
            if st[_ADDED] >= max(16, (nrare + 1) >> 5):
                _choose(g, n + 1, hist, pi, rare, grare, st, classmask, False)
            continue
        if cand >= V:
            st[_SCANNED] += scanned
            st[_RAREPAIRS] += rare_pairs
            return n
        g[n] = cand
        hist[(cand << 1) | ((n ^ pi) & 1)] += 1
        if (n & 4095) == 0:
            _narrow(hist, n + 1, st)
    st[_SCANNED] += scanned
    st[_RAREPAIRS] += rare_pairs
    return end


# -- two threads for one game: speculate, then verify -------------------------------------------
#
# In the sparse mode, g(n) is the class-1 candidate c (found from the rare pairs alone) unless
# a class-0 value below c is missing among all pairs -- a new rare heap, which for a game
# whose split holds is a rare event (0.6 has had its 1,584 rare heaps since n = 2^15).  So one
# thread runs ahead computing c for a chunk of heaps as if every heap were common (its rare
# list and split cannot change, since a common heap adds nothing to them), keeping each heap's
# marked words; meanwhile the scan that checks "every class-0 value below c is there" runs on
# the chunk before, split between both threads.  A check that fails at heap f means g(f) is a
# new rare heap: every value from f on is dropped and the sequential kernel takes over at f.
# The values are therefore exactly the sequential kernel's, in the same order of work.

@kernel(nogil=True)
def _speculate(g, start, end, whole, takes, splits, pi, unequal, st, rare, grare, bits, classmask, known, wk):  # pragma: no cover
    """Set ``g[n]`` to heap ``n``'s class-1 candidate for ``start <= n < end``, as if each heap
    were common, and keep its marked words in ``known[n - start, :wk]``.  Returns
    ``(first heap not done, rare pairs looked at)``: ``end``, or a heap whose candidate would
    reach ``V`` (the sequential kernel widens there)."""
    V = st[_V]
    W = V // 64
    M = st[_M]
    h = st[_H]
    nrare = st[_NRARE]
    ends = np.zeros(splits.shape[0], dtype=np.int64)
    rare_pairs = 0
    narrow = st[_NARROW]
    for n in range(start, end):
        _mark_moves(g, n, whole, takes, bits)
        f = h & ((n ^ pi) & 1)
        i0, pairs = _rare_ends(rare, nrare, splits, n, ends)
        rare_pairs += pairs
        cand = _candidate(g, n, splits, unequal, rare, grare, i0, ends, bits, W, classmask[f], narrow)
        if cand >= V:
            return n, rare_pairs
        g[n] = cand
        for j in range(wk):
            known[n - start, j] = bits[j]
    return end, rare_pairs


@kernel(nogil=True)
def _check_range(g, lo, hi, base, splits, unequal, known, wk, counts):  # pragma: no cover
    """Check the candidates ``g[lo:hi]`` left by :func:`_speculate` (``known[n - base]`` the
    words it marked): the first heap where a class-0 value below ``g[n]`` is no option's, or
    -1.  ``counts[0]`` gets the pairs scanned."""
    bits = np.zeros(max(8, wk), dtype=np.uint64)
    scanned = 0
    for n in range(lo, hi):
        for j in range(wk):
            bits[j] = known[n - base, j]
        cand = np.int64(g[n])
        if _covered(bits, cand):
            continue
        done, looked = _scan(g, n, splits, unequal, bits, wk, cand)
        scanned += looked
        if not done:
            counts[0] += scanned
            return n
    counts[0] += scanned
    return -1


@kernel(nogil=True)
def _add_counts(g, lo, hi, pi, hist):  # pragma: no cover - compiled
    """``hist[(g[i] << 1) | ((i ^ pi) & 1)] += 1`` for ``lo <= i < hi``."""
    for i in range(lo, hi):
        hist[(np.int64(g[i]) << 1) | ((i ^ pi) & 1)] += 1


class Split:
    """The moves of an octal game whose moves leave at most two heaps, as the kernel reads them.

    Attributes:
        whole, takes, splits: the ``k`` whose digit allows taking the whole heap of ``k``,
            taking ``k`` and leaving one heap, taking ``k`` and leaving two.
        pi: the parity of every ``k`` in ``splits`` (0 or 1), or 2 when they differ.
        unequal: the two heaps must differ (Grundy's game).
    """

    def __init__(self, whole: list[int], takes: list[int], splits: list[int], unequal: bool = False):
        self.whole = np.array(whole, dtype=np.int64)
        self.takes = np.array(takes, dtype=np.int64)
        self.splits = np.array(splits, dtype=np.int64)
        par = {k & 1 for k in splits}
        self.pi = par.pop() if len(par) == 1 else 2
        self.unequal = unequal


def sparse_applies(game) -> Split | None:
    """The :class:`Split` of a game the sparse-space method computes: an octal game (no
    move leaves three heaps) or Grundy's game; ``None`` for others."""
    heap = as_heap_game(game)
    moves = heap.sparse_moves() if heap is not None else None
    if moves is None:
        return None
    whole, takes, splits, unequal = moves
    return Split(whole, takes, splits, unequal=unequal)


_disk_setting: list["ValuesOnDisk"] = []


class ValuesOnDisk:
    """``with ValuesOnDisk(path, done): ...`` -- a sparse-space engine made inside keeps its
    values in the file ``path`` (raw little-endian ``uint16``; past 65,535 the file
    ``path.with_suffix(".u32")`` of ``uint32``), memory-mapped, instead of in memory: its memory
    is then the rare-heap lists, the histogram and the page cache the system lends it.  With
    ``done > 0`` the file already holds ``g(0 .. done - 1)`` (trusted: the caller checked them,
    e.g. by their SHA-256) and the engine continues from them.  ``explore --state`` uses it for
    runs whose values would not fit in memory.

    Attributes:
        path: the file now in use (it changes to the ``.u32`` one when the values widen).
    """

    def __init__(self, path: "str | os.PathLike[str]", done: int = 0):
        self.path = Path(path)
        self.done = int(done)

    def __enter__(self) -> "ValuesOnDisk":
        _disk_setting.append(self)
        return self

    def __exit__(self, *exc) -> None:
        _disk_setting.remove(self)


def values_on_disk() -> "ValuesOnDisk | None":
    """The innermost :class:`ValuesOnDisk` setting, or ``None`` (values in memory)."""
    return _disk_setting[-1] if _disk_setting else None


def _map(path, dtype, cap: int, create: bool) -> np.ndarray:
    """``path`` as a memory-mapped array of ``cap`` values (the file created, or grown, to size)."""
    itemsize = np.dtype(dtype).itemsize
    with open(path, "w+b" if create else "r+b") as fh:
        if os.fstat(fh.fileno()).st_size < cap * itemsize:
            fh.truncate(cap * itemsize)
    return np.memmap(path, dtype=dtype, mode="r+", shape=(cap,))


class SparseEngine:
    """Grundy values ``g[0:done]`` of one game by the sparse-space method, extendable.

    Args:
        game: an octal game whose moves leave at most two heaps, or Grundy's game.
        prefix: values computed before (trusted), to continue from.
        capacity: heaps to allocate for.
        threads: 1, or 2 to compute one sequence on two threads (speculate and check, see
            :meth:`_extend_two`; the values are the same); ``None``: :func:`default_threads`.

    Raises:
        ValueError: a game the method does not apply to (see :func:`sparse_applies`).
        UsageError: ``threads`` not 1 or 2.
    """

    def __init__(self, game, prefix: np.ndarray | None = None, capacity: int = 0, threads: int | None = None):
        split = sparse_applies(game)
        if split is None:
            raise ValueError(f"{game.title}: the sparse-space method needs moves that leave at most two heaps")
        threads = default_threads() if threads is None else check_threads(threads)
        self.game = game
        self.split = split
        self.threads = threads
        #: what the two-thread pipeline did: rounds, heaps checked by each thread, checks that failed
        self.pipeline = {"rounds": 0, "checked_by_helper": 0, "checked_by_main": 0, "failed_checks": 0}
        self.st = np.zeros(_STATE, dtype=np.int64)
        self.st[_V] = 64
        self.cap = 0
        self.done = 0
        self.disk = values_on_disk()
        self.g = np.zeros(0, dtype=np.uint16)
        self.rare = np.zeros(0, dtype=np.int32)
        self.grare = np.zeros(0, dtype=np.uint16)
        self.hist = np.zeros(2 * 64, dtype=np.int64)
        self._arrays(64)
        start = 0 if prefix is None else len(prefix)
        on_file = 0
        if self.disk is not None:
            if self.disk.done and prefix is not None:
                raise ValueError("values on disk continue from their file, not from a prefix")
            on_file = start = self.disk.done
            dtype = np.uint32 if self.disk.path.suffix == ".u32" else np.uint16
            self.g = _map(self.disk.path, dtype, max(capacity, start, 1), create=not on_file)
            self.grare = np.zeros(0, dtype=dtype)
        self.grow(max(capacity, start, 1))
        if start:
            top = int(np.max(prefix)) if not on_file else int(_top(self.g, start))
            while self.st[_V] <= top:
                self._widen()
            if not on_file:
                self.g[:start] = prefix
            _histogram(self.g, start, split.pi, self.hist)
            self.done = start
            _choose(self.g, start, self.hist, split.pi, self.rare, self.grare, self.st, self.classmask, True)

    def _arrays(self, V: int) -> None:
        self.bits = np.zeros(max(4, V // 64), dtype=np.uint64)
        self.classmask = np.zeros((2, V // 64), dtype=np.uint64)

    def grow(self, cap: int) -> None:
        """Room for heaps ``0 .. cap - 1``."""
        if cap <= self.cap:
            return
        if self.disk is not None:  # the file grows; its values stay where they are
            if isinstance(self.g, np.memmap):
                self.g.flush()
            g = _map(self.disk.path, self.g.dtype, max(cap, len(self.g)), create=False)
        else:
            g = np.zeros(cap, dtype=self.g.dtype)
            g[: self.done] = self.g[: self.done]
        # the rare-heap lists: only their filled part is copied, so the rest of the new
        # arrays stays untouched zero pages (a few per cent of the heaps are rare)
        k = min(int(self.st[_NRARE]), len(self.rare))
        rare = np.zeros(cap, dtype=np.int32)
        rare[:k] = self.rare[:k]
        grare = np.zeros(cap, dtype=self.g.dtype)
        grare[:k] = self.grare[:k]
        self.g, self.rare, self.grare, self.cap = g, rare, grare, cap

    def _widen(self) -> None:
        V = int(self.st[_V]) * 2
        if V > 65536 and self.g.dtype == np.uint16:
            if self.disk is not None:  # a file of uint32 beside the uint16 one, filled a chunk at a time
                wide = self.disk.path.with_suffix(".u32")
                g = _map(wide, np.uint32, max(self.cap, 1), create=True)
                for a in range(0, self.done, 1 << 24):
                    g[a: min(self.done, a + (1 << 24))] = self.g[a: min(self.done, a + (1 << 24))]
                g.flush()
                self.disk.path = wide
                self.g = g
            else:
                self.g = self.g.astype(np.uint32)
            self.grare = self.grare.astype(np.uint32)
        hist = np.zeros(2 * V, dtype=np.int64)
        hist[: len(self.hist)] = self.hist
        self.hist = hist
        self._arrays(V)
        self.st[_V] = V
        _choose(self.g, self.done, self.hist, self.split.pi, self.rare, self.grare, self.st, self.classmask, True)

    def extend(self, end: int, deadline: "Deadline | None" = None) -> None:
        """Compute ``g[done:end]``.

        Args:
            end: one past the last heap wanted.
            deadline: a :class:`gamecheck.domain.Deadline`: the heaps are then computed a chunk
                at a time (chunks sized to take about a tenth of a second) and the deadline is
                checked between chunks; what was computed before it passed is kept.

        Raises:
            ResourceLimitError: the deadline passed (``"stopped after N s
                (GAMECHECK_TIME_LIMIT): ..."``).
        """
        if end <= self.done:
            return
        self.grow(end)
        if self.threads >= 2 and end - self.done >= max(4 * _ROUND_MIN, _TWO_MIN_RUN):
            self._extend_two(end, deadline)
            return
        if deadline is None:
            self._extend(end)
            return
        step = 1024
        while self.done < end:
            deadline.check(lambda: f"the Grundy values of {self.game.title} were computed for heaps "
                                   f"0..{self.done - 1:,} of 0..{end - 1:,}")
            t0 = time.monotonic()
            self._extend(min(end, self.done + step))
            step = _next_step(step, time.monotonic() - t0)

    def _extend(self, end: int) -> None:
        s = self.split
        a = self.done
        while a < end:
            a = _kernel(self.g, a, end, s.whole, s.takes, s.splits, s.pi, s.unequal, self.st, self.rare, self.grare,
                        self.hist, self.bits, self.classmask)
            self.done = a
            if a < end:
                self._widen()

    def _sparse_mode(self) -> bool:
        return not (self.st[_M] == 0 and self.st[_H] == 0)

    def _extend_two(self, end: int, deadline: "Deadline | None") -> None:
        """Compute ``g[done:end]`` on two threads (see the note above :func:`_speculate`): this
        thread speculates a round of heaps while a helper thread checks the round before, and
        this thread checks the rest of it when done; the share each checks is set from the last
        round's timings so that both finish together.  Rounds aim at :data:`ROUND_SECONDS`.
        The direct method (no split in use), a widening, and a failed check run the sequential
        kernel; the deadline is looked at between rounds."""
        s = self.split
        pipe = self.pipeline
        helper_counts = np.zeros(1, dtype=np.int64)
        main_counts = np.zeros(1, dtype=np.int64)
        share = 0.75  # of a round's checks done by the helper; set again from each round's timings
        size = _ROUND_MIN
        prev: tuple[int, int] | None = None  # a speculated round, not yet checked
        prev_known = np.zeros((0, 1), dtype=np.uint64)
        # where new rare heaps come often (0.146 gains one every 30 heaps or so at 2^15), every
        # round would fail early: after two failed checks less than _CALM_GAP heaps apart the
        # sequential kernel runs alone for `backoff` heaps (doubling while it goes on)
        last_fail: int | None = None
        calm_until = 0
        backoff = _BACKOFF0

        def check(lo: int, hi: int, known: np.ndarray, counts: np.ndarray) -> int:
            return _check_range(self.g, lo, hi, prev[0] if prev else lo, s.splits, s.unequal, known, known.shape[1],
                                counts)

        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="gamecheck-sparse") as pool:
            while self.done < end or prev is not None:
                a = self.done if prev is None else prev[1]
                if prev is None:
                    if deadline is not None:
                        deadline.check(lambda: f"the Grundy values of {self.game.title} were computed for heaps "
                                               f"0..{self.done - 1:,} of 0..{end - 1:,}")
                    if not self._sparse_mode() or end - a < 2 * _ROUND_MIN or a < max(_TWO_FROM, calm_until):
                        # the direct method, too little left to share, or rare heaps coming often:
                        # the sequential kernel
                        self._extend(min(end, a + 4 * size))
                        continue
                wk = max(4, int(self.st[_V]) // 64)
                b = min(end, a + size)
                if deadline is not None and deadline.passed():
                    b = a  # check the round in hand, then stop
                known = np.empty((max(0, b - a), wk), dtype=np.uint64)
                fut = None
                cut = 0
                if prev is not None:
                    pa, pb = prev
                    cut = pa + min(pb - pa, int(round(share * (pb - pa))))
                    fut = pool.submit(check, pa, cut, prev_known, helper_counts)
                t0 = time.perf_counter()
                stop, pairs = a, 0
                if b > a:
                    stop, pairs = _speculate(self.g, a, b, s.whole, s.takes, s.splits, s.pi, s.unequal, self.st,
                                             self.rare, self.grare, self.bits, self.classmask, known, wk)
                t1 = time.perf_counter()
                bad_main = check(cut, prev[1], prev_known, main_counts) if prev is not None else -1
                t2 = time.perf_counter()
                bad_helper = fut.result() if fut is not None else -1
                t3 = time.perf_counter()
                pipe["rounds"] += 1
                if prev is not None:
                    pa, pb = prev
                    pipe["checked_by_helper"] += cut - pa
                    pipe["checked_by_main"] += pb - cut
                    bad = bad_helper if bad_helper >= 0 else bad_main
                    if bad >= 0:  # a new rare heap at `bad`: drop every value from it on
                        pipe["failed_checks"] += 1
                        self._settle(pa, bad)
                        self._extend(bad + 1)  # the sequential kernel: the exact value, the split looked at
                        prev = None
                        size = _ROUND_MIN  # rare heaps come in bursts: speculate little for a while
                        if last_fail is not None and bad - last_fail < _CALM_GAP:
                            calm_until = bad + backoff
                            backoff = min(2 * backoff, _BACKOFF_MAX)
                            pipe["sequential_stretches"] = pipe.get("sequential_stretches", 0) + 1
                        elif last_fail is not None:
                            backoff = _BACKOFF0
                        last_fail = bad
                        continue
                    self._settle(pa, pb)
                    if cut > pa and stop > a:  # share the next checks so that both threads finish together
                        per_check = (t3 - t0) / (cut - pa)
                        per_spec = (t1 - t0) / (stop - a)
                        share = min(1.0, max(0.5, (per_spec + per_check) / (2 * per_check)))
                self.st[_RAREPAIRS] += pairs
                prev = (a, stop) if stop > a else None
                prev_known = known
                if stop < b:  # a candidate would reach V: check what came before, then widen
                    if prev is not None:
                        bad = check(a, stop, prev_known, main_counts)
                        pipe["checked_by_main"] += stop - a
                        if bad >= 0:
                            pipe["failed_checks"] += 1
                            stop = bad
                        self._settle(a, stop)
                    prev = None
                    self._extend(self.done + 1)  # the sequential kernel widens and goes on
                    continue
                if t3 > t0 and b > a:  # at most twice as long a round as the last
                    size = max(_ROUND_MIN, min(_ROUND_MAX, 2 * size, int(size * ROUND_SECONDS / (t3 - t0))))
        self.st[_SCANNED] += int(helper_counts[0] + main_counts[0])

    def _settle(self, lo: int, hi: int) -> None:
        """Heaps ``lo .. hi - 1`` are checked: count their values and move ``done`` to ``hi``."""
        _add_counts(self.g, lo, hi, self.split.pi, self.hist)
        self.done = hi
        if (lo >> 12) != (hi >> 12):
            _narrow(self.hist, hi, self.st)

    def flush(self) -> None:
        """Write the values on disk out (with :class:`ValuesOnDisk`; nothing otherwise)."""
        if isinstance(self.g, np.memmap):
            self.g.flush()

    @property
    def values(self) -> np.ndarray:
        """``g[0:done]`` (a view)."""
        return self.g[: self.done]

    def work_done(self) -> int:
        """Pairs looked at so far (rare pairs and scanned pairs)."""
        return int(self.st[_SCANNED] + self.st[_RAREPAIRS])

    @staticmethod
    def bytes_per_heap(on_disk: bool = False) -> int:
        """Memory per heap, bytes: the value (2; 4 past 65,535), a rare-list slot (4) and the
        rare heap's value (2; 4 past 65,535) -- counted at the wider size, 12.  With the values
        on disk (:class:`ValuesOnDisk`): the rare lists only, which hold at most a sixth of the
        heaps (past that the direct method keeps none) -- 2."""
        return 2 if on_disk else 12

    def stats(self) -> dict:
        """``{"mask", "parity", "rare", "last_rare", "rare_share", "recomputes", "pairs_scanned", "rare_pairs"}``:
        the class split in use (``mask`` 0 and ``parity`` False: every heap is rare, the direct
        method), how many heaps are rare and the largest of them (``None`` when none is), and the
        work done."""
        st = self.st
        if st[_M] == 0 and st[_H] == 0:  # the direct method: every heap is rare (no list is kept)
            nrare = self.done
            last = self.done - 1 if self.done else None
        else:
            nrare = int(st[_NRARE])
            last = int(self.rare[:nrare].max()) if nrare else None
        return {"mask": int(st[_M]), "parity": bool(st[_H]), "rare": nrare, "last_rare": last,
                "rare_share": float(nrare) / max(1, self.done), "recomputes": int(st[_RECOMPUTES]),
                "pairs_scanned": int(st[_SCANNED]), "rare_pairs": int(st[_RAREPAIRS])}


# -- the class split of a given sequence (for tables) ---------------------------------------------

@kernel
def _split_summary(g, n, M, h, pi):  # pragma: no cover - compiled
    """``(rare heaps, the last of them or -1)`` among ``g[0:n]`` under the split ``(M, h)``."""
    count = 0
    last = -1
    for i in range(n):
        if (_parity(np.int64(g[i]) & M) ^ (h & ((i ^ pi) & 1))) == 0:
            count += 1
            last = i
    return count, last


def class_split(game, values: np.ndarray) -> dict | None:
    """The rare/common split of ``values`` (Grundy values of heaps ``0 .. len - 1`` of ``game``)
    with the fewest rare heaps, whichever method computed them -- the figure published tables
    give (Gangolli and Plambeck 1989; Flammenkamp): ``{"mask", "parity", "rare_heaps",
    "last_rare_heap"}`` (``last_rare_heap`` ``None`` when no heap is rare), or ``None`` for a game
    the sparse-space method does not apply to.  ``O(n + V log V)``."""
    split = sparse_applies(game)
    if split is None:
        return None
    g = np.ascontiguousarray(values)
    n = int(g.size)
    top = int(g.max()) if n else 0
    V = 64
    while V <= top:
        V *= 2
    hist = np.zeros(2 * V, dtype=np.int64)
    _histogram(g, n, split.pi, hist)
    s, _ = _best_split(hist, 2 * V, n, split.pi)
    M, h = s >> 1, s & 1
    count, last = _split_summary(g, n, M, h, split.pi)
    return {"mask": int(M), "parity": bool(h), "rare_heaps": int(count), "last_rare_heap": None if last < 0 else int(last)}


# -- verifying a given sequence (for periodicity certificates) -----------------------------------

@kernel
def _has_split_value(g, n, splits, unequal, target):  # pragma: no cover - compiled
    """Whether some split of heap ``n`` has the value ``target`` (every split is looked at,
    a block at a time, with vector comparisons)."""
    t = g.dtype.type(target)
    for k in splits:
        m = n - k
        half = _largest_part(m, unequal)
        for a in range(1, half + 1, 4096):
            hit = False
            for x in range(a, min(half + 1, a + 4096)):
                hit |= (g[np.uint64(x)] ^ g[np.uint64(m - x)]) == t
            if hit:
                return True
    return False


@kernel(nogil=True)
def _verify_kernel(g, start, upto, whole, takes, splits, pi, unequal, M, h, rare, grare, nrare, W):  # pragma: no cover
    """The first ``n`` in ``start..upto`` where ``g[n]`` is not the mex of its options' values, or -1.
    Reads only ``g`` (no value is computed): for each heap, every value below ``g[n]`` must
    have a witness and ``g[n]`` none; witnesses of class-1 values and every pair with a
    rare heap come from the rare list, the rest from a scan that stops when all are found,
    and ``g[n]`` itself, when of class 0 (a rare heap), is looked for among all pairs."""
    one = np.uint64(1)
    bits = np.zeros(max(4, W), dtype=np.uint64)
    ends = np.zeros(splits.shape[0], dtype=np.int64)
    for n in range(start, upto + 1):
        gn = np.int64(g[n])
        _mark_known(g, n, whole, takes, splits, unequal, rare, grare, nrare, bits, W, ends)
        if (bits[gn >> 6] >> np.uint64(gn & 63)) & one:
            return n  # g[n] is an option's value
        # class 1 values come only from pairs with one rare heap (all marked above); a value
        # of class 0 (n is a rare heap) is looked for among all pairs
        if (_parity(gn & M) ^ (h & ((n ^ pi) & 1))) == 0:
            if _has_split_value(g, n, splits, unequal, gn):
                return n
        if not _covered(bits, gn):
            done, _ = _scan(g, n, splits, unequal, bits, W, gn)
            if not done:
                return n  # a value below g[n] has no option
    return -1


def verify_two_heap_values(values: np.ndarray, digits, upto: int, deadline: "Deadline | None" = None) -> int | None:
    """The first heap ``n <= upto`` whose value is not the mex of its options in the octal
    game ``digits`` (moves leaving at most two heaps), or ``None`` when all agree.

    It reads the values only, computing none: the class split used (the one with the fewest
    rare heaps among the values given, by the Walsh-Hadamard transform) only decides which
    pairs are looked at first, never the verdict -- a pair with exactly one rare heap has a
    value of class 1 and every other pair one of class 0, whatever the split.  About as fast
    as the sparse-space computation (:class:`SparseEngine`), so it can check long sequences.
    With a ``deadline`` (:class:`gamecheck.domain.Deadline`) the heaps are checked a chunk at a
    time and the deadline looked at between chunks.

    Raises:
        ValueError: a code with a move leaving three heaps.
        ResourceLimitError: the deadline passed before every heap was checked.
    """
    game = OctalGame.from_digits(list(digits))
    split = sparse_applies(game)
    if split is None:
        raise ValueError("verify_two_heap_values needs moves that leave at most two heaps")
    g64 = np.asarray(values[: upto + 1])
    top = int(g64.max()) if g64.size else 0
    g = np.ascontiguousarray(g64, dtype=np.uint16 if top < 1 << 16 else np.uint32)  # compact: faster scans
    V = 64
    while V <= top:
        V *= 2
    hist = np.zeros(2 * V, dtype=np.int64)
    _histogram(g, g.size, split.pi, hist)
    st = np.zeros(_STATE, dtype=np.int64)
    st[_V] = V
    rare = np.zeros(max(1, g.size), dtype=np.int32)
    grare = np.zeros(max(1, g.size), dtype=g.dtype)
    classmask = np.zeros((2, V // 64), dtype=np.uint64)
    _recompute(g, g.size, hist, split.pi, rare, grare, st, classmask)
    args = (split.whole, split.takes, split.splits, split.pi, split.unequal, st[_M], st[_H], rare, grare,
            st[_NRARE], V // 64)
    if deadline is None:
        bad = _verify_kernel(g, 0, upto, *args)
        return None if bad < 0 else int(bad)
    a, step = 0, 1024
    while a <= upto:
        deadline.check(lambda: f"the Grundy values of the octal game were checked for heaps 0..{a - 1:,} of "
                                   f"0..{upto:,}")
        b = min(upto, a + step - 1)
        t0 = time.monotonic()
        bad = _verify_kernel(g, a, b, *args)
        if bad >= 0:
            return int(bad)
        step = _next_step(step, time.monotonic() - t0)
        a = b + 1
    return None
