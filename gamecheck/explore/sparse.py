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
happens after a few pairs.  If one is never found, it is ``g(n)`` (a new rare heap) and the
classes are chosen again; otherwise ``g(n) = c``.  With ``M = 0, h = 0`` every heap is rare
and this is the direct method; the engine says which one it ran (the class split in use
and the share of rare heaps).

Each value needs ``O(R + s)`` steps instead of ``O(n)`` (``s`` the pairs scanned before every
class-0 value below ``c`` appeared), so sequences of games with few rare values take
near-linear time.  Values are ``uint16`` (``uint32`` past 65,535); the state besides them is
the rare-heap list (``int32``) and a histogram of ``2 V`` counts (``V`` a power of two above
every value): about 6 bytes per heap, 100 MB for ``2^24`` heaps.
"""

from __future__ import annotations

import numpy as np

try:
    import numba
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError("gamecheck.explore.sparse needs numba (pip install numba)") from exc

from gamecheck.games.takebreak import GrundysGame, OctalGame

__all__ = ["SparseEngine", "sparse_applies", "Split", "verify_two_heap_values"]

# state slots
_M, _H, _NRARE, _V, _RECOMPUTES, _SCANNED, _RAREPAIRS = range(7)


@numba.njit(cache=True)
def _parity(x):  # pragma: no cover - compiled
    x ^= x >> 32
    x ^= x >> 16
    x ^= x >> 8
    x ^= x >> 4
    x ^= x >> 2
    x ^= x >> 1
    return x & 1


@numba.njit(cache=True)
def _histogram(g, n, pi, hist):  # pragma: no cover - compiled
    """``hist[(g[i] << 1) | ((i ^ pi) & 1)] += 1`` for ``i < n`` (no temporary arrays)."""
    for i in range(n):
        hist[(np.int64(g[i]) << 1) | ((i ^ pi) & 1)] += 1


@numba.njit(cache=True)
def _recompute(g, n, hist, pi, rare, st, classmask):  # pragma: no cover - compiled
    """Choose the class split (M, h) with the fewest rare heaps among ``g[0:n]``, list them,
    and fill ``classmask[f]``: the bitset of the values ``v`` with ``parity(v & M) ^ f == 1``."""
    size = 2 * st[_V]
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
    best_s = 0
    best = (n + w[0]) >> 1
    for s in range(1, size):
        if pi == 2 and (s & 1):
            continue  # breaking moves of both parities: the position's parity cannot be used
        c = (n + w[s]) >> 1
        if c < best:
            best = c
            best_s = s
    M = best_s >> 1
    h = best_s & 1
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
    for i in range(n):
        cls = _parity(g[i] & M) ^ (h & ((i ^ pi) & 1))
        if cls == 0:
            rare[k] = i
            k += 1
    st[_M] = M
    st[_H] = h
    st[_NRARE] = k
    st[_RECOMPUTES] += 1


@numba.njit(cache=True)
def _lowest_zero(bits, W, mask):  # pragma: no cover - compiled
    """The least value whose bit is clear in ``bits`` and set in ``mask`` (``64 W`` if none)."""
    for j in range(W):
        x = ~bits[j] & mask[j]
        if x != 0:
            b = 0
            while (x >> np.uint64(b)) & np.uint64(1) == 0:
                b += 1
            return 64 * j + b
    return 64 * W


@numba.njit(cache=True)
def _popcount(x):  # pragma: no cover - compiled
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return (x * np.uint64(0x0101010101010101)) >> np.uint64(56)


@numba.njit(cache=True)
def _mark_known(g, n, whole, takes, splits, unequal, rare, nrare, bits):  # pragma: no cover - compiled
    """Set in ``bits`` (cleared first) the values of heap ``n``'s options that need no scan:
    taking the whole heap, taking and leaving one heap, and every split with a rare part
    (``rare[:nrare]``, increasing).  Returns the number of rare pairs looked at."""
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
    pairs = 0
    for k in splits:
        m = n - k
        if m < 2:
            continue
        for i in range(nrare):
            r = rare[i]
            if r == 0:
                continue
            if r >= m:
                break  # the rare list is in increasing order
            b = m - r
            if unequal and r == b:
                continue
            v = g[r] ^ g[b]
            bits[v >> 6] |= one << np.uint64(v & 63)
            pairs += 1
    return pairs


@numba.njit(cache=True)
def _scan(g, n, splits, unequal, need, nrem, bits):  # pragma: no cover - compiled
    """Look among all splits of heap ``n`` for the ``nrem`` values flagged in ``need``,
    clearing each flag (and setting its bit) when found, until none is left.  Returns
    ``(values still missing, pairs looked at)``."""
    one = np.uint64(1)
    scanned = 0
    for k in splits:
        m = n - k
        if m < 2:
            continue
        half = m >> 1
        if unequal and (m & 1) == 0:
            half -= 1  # a == b is not a move
        a = 1
        while a <= half:
            v = g[a] ^ g[m - a]
            if need[v]:
                need[v] = 0
                bits[v >> 6] |= one << np.uint64(v & 63)
                nrem -= 1
                if nrem == 0:
                    break
            a += 1
        scanned += a
        if nrem == 0:
            break
    return nrem, scanned


@numba.njit(cache=True)
def _kernel(g, start, end, whole, takes, splits, pi, unequal, st, rare, hist, bits, classmask, need):  # pragma: no cover
    """Fill ``g[start:end]``; returns the first heap not done (``end``, or a heap whose value
    would reach ``V``: the caller doubles ``V`` and calls again).  ``bits``: the excluded
    values of the heap at hand (``W`` words); ``classmask[f]``: the values of class 1 when the
    pair-parity term is ``f``; ``need``: a byte per value, set for the class-0 values the scan
    still looks for."""
    V = st[_V]
    W = V // 64
    one = np.uint64(1)
    full = np.uint64(0xFFFFFFFFFFFFFFFF)
    allmask = np.full(W, full, dtype=np.uint64)
    scanned = 0
    rare_pairs = 0
    for n in range(start, end):
        M = st[_M]
        h = st[_H]
        nrare = st[_NRARE]
        all_rare = M == 0 and h == 0
        rare_pairs += _mark_known(g, n, whole, takes, splits, unequal, rare, nrare, bits)
        f = h & ((n ^ pi) & 1)
        # the least excluded value of class 1 (exact: such values come only from rare pairs)
        cand = V if all_rare else _lowest_zero(bits, W, classmask[f])
        # class-0 values below cand that no rare pair gave
        nrem = 0
        for j in range(W):
            lo = 64 * j
            if lo >= cand:
                break
            x = ~bits[j]
            if cand - lo < 64:
                x &= (one << np.uint64(cand - lo)) - one
            nrem += _popcount(x)
        if nrem > 0 and not all_rare:
            for j in range(W):
                lo = 64 * j
                if lo >= cand:
                    break
                x = ~bits[j]
                if cand - lo < 64:
                    x &= (one << np.uint64(cand - lo)) - one
                while x != 0:
                    b = 0
                    while (x >> np.uint64(b)) & one == 0:
                        b += 1
                    need[lo + b] = 1
                    x &= x - one
            nrem, looked = _scan(g, n, splits, unequal, need, nrem, bits)
            scanned += looked
            if nrem > 0:
                for v in range(cand):
                    need[v] = 0
        new_rare = False
        if nrem > 0:
            ans = _lowest_zero(bits, W, allmask)
            new_rare = not all_rare
        else:
            if cand >= V:
                st[_SCANNED] += scanned
                st[_RAREPAIRS] += rare_pairs
                return n
            ans = cand
        g[n] = ans
        hist[(ans << 1) | ((n ^ pi) & 1)] += 1
        if new_rare or (all_rare and ((n + 1) < 256 or ((n + 1) & 255) == 0)):
            _recompute(g, n + 1, hist, pi, rare, st, classmask)
        elif all_rare or _parity(ans & M) == (h & ((n ^ pi) & 1)):
            rare[nrare] = n
            st[_NRARE] = nrare + 1
    st[_SCANNED] += scanned
    st[_RAREPAIRS] += rare_pairs
    return end


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
    if isinstance(game, GrundysGame):
        return Split([], [], [0], unequal=True)
    if isinstance(game, OctalGame):
        if any(d & 8 for d in game.digits):
            return None
        whole = [k for k, d in enumerate(game.digits) if d & 1]
        takes = [k for k, d in enumerate(game.digits) if d & 2]
        splits = [k for k, d in enumerate(game.digits) if d & 4]
        return Split(whole, takes, splits)
    return None


class SparseEngine:
    """Grundy values ``g[0:done]`` of one game by the sparse-space method, extendable.

    Args:
        game: an octal game whose moves leave at most two heaps, or Grundy's game.
        prefix: values computed before (trusted), to continue from.
        capacity: heaps to allocate for.

    Raises:
        ValueError: a game the method does not apply to (see :func:`sparse_applies`).
    """

    def __init__(self, game, prefix: np.ndarray | None = None, capacity: int = 0):
        split = sparse_applies(game)
        if split is None:
            raise ValueError(f"{game.title}: the sparse-space method needs moves that leave at most two heaps")
        self.game = game
        self.split = split
        self.st = np.zeros(8, dtype=np.int64)
        self.st[_V] = 64
        self.cap = 0
        self.done = 0
        self.g = np.zeros(0, dtype=np.uint16)
        self.rare = np.zeros(0, dtype=np.int32)
        self.hist = np.zeros(2 * 64, dtype=np.int64)
        self._arrays(64)
        start = 0 if prefix is None else len(prefix)
        self.grow(max(capacity, start, 1))
        if start:
            top = int(np.max(prefix))
            while self.st[_V] <= top:
                self._widen()
            self.g[:start] = prefix
            _histogram(self.g, start, split.pi, self.hist)
            self.done = start
            _recompute(self.g, start, self.hist, split.pi, self.rare, self.st, self.classmask)

    def _arrays(self, V: int) -> None:
        self.bits = np.zeros(V // 64, dtype=np.uint64)
        self.classmask = np.zeros((2, V // 64), dtype=np.uint64)
        self.need = np.zeros(V, dtype=np.uint8)

    def grow(self, cap: int) -> None:
        """Room for heaps ``0 .. cap - 1``."""
        if cap <= self.cap:
            return
        g = np.zeros(cap, dtype=self.g.dtype)
        g[: self.done] = self.g[: self.done]
        rare = np.zeros(cap, dtype=np.int32)
        rare[: len(self.rare)] = self.rare
        self.g, self.rare, self.cap = g, rare, cap

    def _widen(self) -> None:
        V = int(self.st[_V]) * 2
        if V > 65536 and self.g.dtype == np.uint16:
            self.g = self.g.astype(np.uint32)
        hist = np.zeros(2 * V, dtype=np.int64)
        hist[: len(self.hist)] = self.hist
        self.hist = hist
        self._arrays(V)
        self.st[_V] = V
        _recompute(self.g, self.done, self.hist, self.split.pi, self.rare, self.st, self.classmask)

    def extend(self, end: int) -> None:
        """Compute ``g[done:end]``."""
        if end <= self.done:
            return
        self.grow(end)
        s = self.split
        a = self.done
        while a < end:
            a = _kernel(self.g, a, end, s.whole, s.takes, s.splits, s.pi, s.unequal, self.st, self.rare, self.hist,
                        self.bits, self.classmask, self.need)
            self.done = a
            if a < end:
                self._widen()

    @property
    def values(self) -> np.ndarray:
        """``g[0:done]`` (a view)."""
        return self.g[: self.done]

    def work_done(self) -> int:
        """Pairs looked at so far (rare pairs and scanned pairs)."""
        return int(self.st[_SCANNED] + self.st[_RAREPAIRS])

    @staticmethod
    def bytes_per_heap() -> int:
        """Memory per heap: the value (2 bytes, 4 past 65,535) and a rare-list slot (4)."""
        return 8

    def stats(self) -> dict:
        """``{"mask", "parity", "rare", "rare_share", "recomputes", "pairs_scanned", "rare_pairs"}``:
        the class split in use (``mask`` 0 and ``parity`` False: every heap is rare, the direct
        method), how many heaps are rare, and the work done."""
        st = self.st
        return {"mask": int(st[_M]), "parity": bool(st[_H]), "rare": int(st[_NRARE]),
                "rare_share": float(st[_NRARE]) / max(1, self.done), "recomputes": int(st[_RECOMPUTES]),
                "pairs_scanned": int(st[_SCANNED]), "rare_pairs": int(st[_RAREPAIRS])}


# -- verifying a given sequence (for periodicity certificates) -----------------------------------

@numba.njit(cache=True)
def _verify_kernel(g, upto, whole, takes, splits, pi, unequal, M, h, rare, nrare, W):  # pragma: no cover
    """The first ``n <= upto`` where ``g[n]`` is not the mex of its options' values, or -1.
    Reads only ``g`` (no value is computed): for each heap, every value below ``g[n]`` must
    have a witness and ``g[n]`` none; witnesses of class-1 values and every pair with a
    rare heap come from the rare list, the rest from a scan that stops when all are found,
    and ``g[n]`` itself, when of class 0 (a rare heap), is looked for among all pairs."""
    one = np.uint64(1)
    bits = np.zeros(W, dtype=np.uint64)
    need = np.zeros(64 * W, dtype=np.uint8)  # only values below g[n] are ever set
    for n in range(upto + 1):
        gn = np.int64(g[n])
        _mark_known(g, n, whole, takes, splits, unequal, rare, nrare, bits)
        if (bits[gn >> 6] >> np.uint64(gn & 63)) & one:
            return n  # g[n] is an option's value
        # class 1 values come only from pairs with one rare heap (all marked above); a value
        # of class 0 (n is a rare heap) is looked for among all pairs
        if (_parity(gn & M) ^ (h & ((n ^ pi) & 1))) == 0:
            for k in splits:
                m = n - k
                if m < 2:
                    continue
                half = m >> 1
                if unequal and (m & 1) == 0:
                    half -= 1  # a == b is not a move
                for a in range(1, half + 1):
                    if (g[a] ^ g[m - a]) == gn:
                        return n
        nrem = 0
        for v in range(gn):
            if not ((bits[v >> 6] >> np.uint64(v & 63)) & one):
                need[v] = 1
                nrem += 1
        if nrem:
            nrem, _ = _scan(g, n, splits, unequal, need, nrem, bits)
            if nrem:
                for v in range(gn):
                    need[v] = 0
                return n  # a value below g[n] has no option
    return -1


def verify_two_heap_values(values: np.ndarray, digits, upto: int) -> int | None:
    """The first heap ``n <= upto`` whose value is not the mex of its options in the octal
    game ``digits`` (moves leaving at most two heaps), or ``None`` when all agree.

    It reads the values only, computing none: the class split used (the one with the fewest
    rare heaps among the values given, by the Walsh-Hadamard transform) only decides which
    pairs are looked at first, never the verdict -- a pair with exactly one rare heap has a
    value of class 1 and every other pair one of class 0, whatever the split.  About as fast
    as the sparse-space computation (:class:`SparseEngine`), so it can check long sequences.

    Raises:
        ValueError: a code with a move leaving three heaps.
    """
    game = OctalGame.from_digits(list(digits))
    split = sparse_applies(game)
    if split is None:
        raise ValueError("verify_two_heap_values needs moves that leave at most two heaps")
    g64 = np.asarray(values[: upto + 1])
    top = int(g64.max()) if g64.size else 0
    g = np.ascontiguousarray(g64, dtype=np.uint16 if top < 1 << 16 else np.int64)  # compact: faster scans
    V = 64
    while V <= top:
        V *= 2
    hist = np.zeros(2 * V, dtype=np.int64)
    _histogram(g, g.size, split.pi, hist)
    st = np.zeros(8, dtype=np.int64)
    st[_V] = V
    rare = np.zeros(max(1, g.size), dtype=np.int32)
    classmask = np.zeros((2, V // 64), dtype=np.uint64)
    _recompute(g, g.size, hist, split.pi, rare, st, classmask)
    bad = _verify_kernel(g, upto, split.whole, split.takes, split.splits, split.pi, split.unequal,
                         st[_M], st[_H], rare, st[_NRARE], V // 64)
    return None if bad < 0 else int(bad)
