"""Only the labels a question needs: Grundy values alone, or outcomes alone, of every position
of a box, on one or two threads.

:func:`gamecheck.engine.compact.label_implicit` computes the five labels of every position at
once (outcome and remoteness in normal and misère play, Grundy value), reading every option of
every position.  A claim about P-positions needs the outcome only, and a Grundy formula the
Grundy value only.  The kernels here compute just that, for the same rulesets and domains
(translation rulesets on a box: Nim, subtraction games, Bash, Wythoff, Moore's Nim and their
disjunctive sums, in normal or misère play; :func:`gamecheck.engine.compact.supports_implicit`):

* :func:`grundy_values` -- ``g(x) = mex{g(y) : y an option of x}`` (Sprague 1935; Grundy 1939),
  every option read once, the mex found by a "seen" array stamped with the position's rank;
  values stored in the narrowest unsigned type that holds the largest possible value (the
  largest number of options of a position);
* :func:`outcomes` -- normal play: ``x`` is a P-position iff no option is (Zermelo 1913);
  misère play: the same, except that a terminal position is an N-position.  The options are
  read until the first P-option: an N-position stops there.

Order of the work.  Every move lowers the rank (the move vectors have no positive part), so
increasing rank is a topological order: one thread walks the ranks in order, in slices of about
a million positions (so that Ctrl-C and a deadline are seen between slices).  Two threads need
positions with no option between them.  Every part of the box but the last (the last too when
the box has two parts) is cut into at most 32 chunks; a *tile* is a product of chunks, and its
*layer* the sum of its chunk numbers.  An option has no part larger than its position's, so it
lies in a tile of a lower layer, or in the same tile at a smaller rank.  Each tile is walked in
rank order (rows of consecutive ranks: the locality of one thread), the tiles of one layer are
independent, and the two threads take half of each layer's tiles and meet at the layer's end
(3-heap Nim to 255: 63 layers).  The values are those of one thread, exactly: the same
recursion on the same options.

Memory: the result only (1, 2 or 4 bytes per position for Grundy values, 1 for outcomes), the
tiles' list of row segments (a few dozen bytes per row) and a "seen" array per thread.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Callable

import numpy as np

from gamecheck.domain import BoxDomain, Deadline, Domain, available_memory
from gamecheck.engine.compact import BoxPlan, box_plan
from gamecheck.engine.labels import OUTCOME_N, OUTCOME_P
from gamecheck.engine.threads import check_threads, default_threads
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games.base import Ruleset
from gamecheck.games.nim import Nim
from gamecheck.lazy import Kernels

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

__all__ = ["supports", "grundy_values", "outcomes", "grundy_dtype", "bytes_per_position", "SLICE", "warm_up"]

#: positions per kernel call on one thread (Ctrl-C and deadlines are seen between calls)
SLICE = 1 << 20
#: a layer with fewer positions than this runs on one thread (a hand-over costs ~50 microseconds)
_SPLIT_MIN = 2048
#: the most chunks a part is cut into for two threads (see :func:`_tiles`)
_CHUNKS = 32

assert (OUTCOME_P, OUTCOME_N) == (0, 1)


# ---------------------------------------------------------------------------
# Kernels


@kernel(inline='always')
def _coords(r, strides, x):  # pragma: no cover - compiled
    """Write the parts of rank ``r`` (mixed radix with ``strides``) into ``x``."""
    for j in range(x.shape[0]):
        x[j] = r // strides[j]
        r -= x[j] * strides[j]


@kernel(inline='always')
def _step(x, shape):  # pragma: no cover - compiled
    """Advance the parts ``x`` to the next rank (mixed radix)."""
    j = x.shape[0] - 1
    while j >= 0:
        x[j] += 1
        if x[j] < shape[j]:
            return
        x[j] = 0
        j -= 1


@kernel(inline='always')
def _reach(x, fam_dir, f):  # pragma: no cover - compiled
    """The largest multiplier ``t`` with ``x - t*u >= 0`` for the direction ``u`` of family ``f``."""
    tmax = np.int64(1) << 62
    for j in range(x.shape[0]):
        u = fam_dir[f, j]
        if u > 0:
            q = x[j] if u == 1 else x[j] // u
            if q < tmax:
                tmax = q
    return tmax


@kernel(nogil=True)
def _grundy_blocks(g, shape, strides, fam_dir, fam_shift, fam_off, fam_t, starts, ends, lo, hi, seen):  # pragma: no cover
    """Grundy values of the row segments ``starts[i] .. ends[i] - 1`` for ``i`` in ``lo .. hi - 1``,
    in that order; every option of a rank must be computed before it (in an earlier layer, or
    earlier in its tile: :func:`_tiles`).  ``seen`` (length: the largest number of options + 2) is
    this thread's own."""
    x = np.empty(shape.shape[0], np.int64)
    nfam = fam_shift.shape[0]
    for i in range(lo, hi):
        r = starts[i]
        _coords(r, strides, x)
        while r < ends[i]:
            stamp = r + 1  # seen[] starts at 0: a stamp never seen
            for f in range(nfam):
                tmax = _reach(x, fam_dir, f)
                if tmax == 0:
                    continue
                s = fam_shift[f]
                for p in range(fam_off[f], fam_off[f + 1]):
                    t = fam_t[p]
                    if t > tmax:
                        break
                    seen[np.int64(g[np.uint64(r - t * s)])] = stamp
            m = 0
            while seen[m] == stamp:
                m += 1
            g[r] = m
            r += 1
            _step(x, shape)


@kernel(nogil=True)
def _outcome_blocks(o, shape, strides, fam_dir, fam_shift, fam_off, fam_t, starts, ends, lo, hi, misere):  # pragma: no cover
    """Outcome codes (P = 0, N = 1) of the row segments ``lo .. hi - 1``, as
    :func:`_grundy_blocks`; the options are read until the first P-option.  In misère play a
    terminal position is N."""
    x = np.empty(shape.shape[0], np.int64)
    nfam = fam_shift.shape[0]
    for i in range(lo, hi):
        r = starts[i]
        _coords(r, strides, x)
        while r < ends[i]:
            code = 0  # P until a P-option is found
            moves = False
            for f in range(nfam):
                tmax = _reach(x, fam_dir, f)
                if tmax == 0:
                    continue
                s = fam_shift[f]
                for p in range(fam_off[f], fam_off[f + 1]):
                    t = fam_t[p]
                    if t > tmax:
                        break
                    moves = True
                    if o[np.uint64(r - t * s)] == 0:
                        code = 1
                        break
                if code == 1:
                    break
            if misere and not moves:
                code = 1
            o[r] = code
            r += 1
            _step(x, shape)


# ---------------------------------------------------------------------------
# Plans and tiles


def supports(ruleset: Ruleset, domain: Domain) -> bool:
    """Whether :func:`grundy_values` and :func:`outcomes` take ``ruleset`` on ``domain``: a box
    domain and moves that are translations with no positive part (as
    :func:`gamecheck.engine.compact.supports_implicit` on a box).  Cost: ``O(#move vectors)``."""
    return not isinstance(box_plan(ruleset, domain), str)


def _plan(ruleset: Ruleset, domain: Domain, what: str) -> BoxPlan:
    plan = box_plan(ruleset, domain)
    if isinstance(plan, str):
        raise UsageError(f"{what}: no implicit engine: {plan}")
    return plan


def grundy_dtype(plan: BoxPlan) -> np.dtype:
    """The narrowest unsigned type that holds every Grundy value of the plan's box: a value is at
    most the number of options of its position, at most the number of move vectors."""
    most = int(plan.fam_t.shape[0])
    for dt in (np.uint8, np.uint16, np.uint32):
        if most <= np.iinfo(dt).max:
            return np.dtype(dt)
    raise UsageError(f"{most:,} move vectors: Grundy values may not fit 32 bits")  # pragma: no cover


def bytes_per_position(ruleset: Ruleset, domain: Domain, only: str) -> int:
    """Bytes per position of :func:`grundy_values` (``only="grundy"``: 1, 2 or 4) or of
    :func:`outcomes` (1), for the memory guard.

    Raises:
        UsageError: a ruleset or domain not supported.
    """
    if only != "grundy":
        return 1
    return grundy_dtype(_plan(ruleset, domain, f"Grundy values of {domain.describe(ruleset)}")).itemsize


def _strides(shape: np.ndarray) -> np.ndarray:
    k = shape.shape[0]
    strides = np.ones(k, dtype=np.int64)
    for j in range(k - 2, -1, -1):
        strides[j] = strides[j + 1] * shape[j + 1]
    return strides


def _tiles(shape: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The box cut into tiles, in layer order, as row segments: ``(starts, ends, tile_at,
    layer_at)`` -- segment ``i`` is the ranks ``starts[i] .. ends[i] - 1`` (part of one row), tile
    ``t`` is the segments ``tile_at[t] .. tile_at[t + 1] - 1`` in rank order, layer ``L`` is the
    tiles ``layer_at[L] .. layer_at[L + 1] - 1``.

    Every part but the last is cut into at most :data:`_CHUNKS` chunks (the last part too when
    the box has two parts: otherwise a layer would hold one tile); a tile's layer is the sum of
    its chunk numbers.  An option has no part larger than its position's, so its tile has no
    larger chunk number: it is in an earlier layer, or in the same tile at a smaller rank."""
    k = int(shape.shape[0])
    chunks = np.minimum(shape, _CHUNKS).astype(np.int64)
    if k >= 3 or k == 1:
        chunks[-1] = 1
    width = -(-shape // chunks)
    chunks = -(-shape // width)
    row = int(shape[-1])
    nrows = int(np.prod(shape[:-1]))
    prefix = np.indices(tuple(int(v) for v in shape[:-1])).reshape(k - 1, nrows) if k > 1 else np.zeros((0, 1), np.int64)
    nb = int(chunks[-1])
    seg_row = np.repeat(np.arange(nrows, dtype=np.int64), nb)
    seg_blk = np.tile(np.arange(nb, dtype=np.int64), nrows)
    tile = np.zeros(nrows * nb, dtype=np.int64)
    layer = np.zeros(nrows * nb, dtype=np.int64)
    for j in range(k - 1):
        c = (prefix[j] // width[j])[seg_row]
        tile = tile * chunks[j] + c
        layer += c
    tile = tile * nb + seg_blk
    layer += seg_blk
    order = np.lexsort((seg_blk, seg_row, tile, layer))  # by layer, then tile, then rank
    starts = seg_row[order] * row + seg_blk[order] * int(width[-1])
    ends = np.minimum(starts + int(width[-1]), (seg_row[order] + 1) * row)
    tile, layer = tile[order], layer[order]
    first = np.flatnonzero(np.concatenate(([True], tile[1:] != tile[:-1])))
    tile_at = np.append(first, tile.shape[0])
    tile_layer = layer[first]
    layer_at = np.searchsorted(tile_layer, np.arange(int(tile_layer.max()) + 2), side="left")
    return starts, ends, tile_at, layer_at


def _guard(need: int, what: str) -> None:
    have = available_memory() // 2
    if need > have:
        raise ResourceLimitError(
            f"{what}: about {need / 2**20:,.0f} MiB needed, but only {have / 2**20:,.0f} MiB (half the free memory) "
            "is available; lower the bound"
        )


def _run(plan: BoxPlan, out: np.ndarray, call: Callable[..., None], threads: int | None,
         deadline: Deadline | None, progress: Callable[[int], None] | None, extra: Callable[[], object]) -> None:
    """Fill ``out`` by ``call(out, shape, strides, ..., starts, ends, lo, hi, extra())``: one
    thread in rank order, or two threads layer by layer (see the module's docstring)."""
    shape = plan.shape
    strides = _strides(shape)
    n = plan.size
    args = (out, shape, strides, plan.fam_dir, plan.fam_shift, plan.fam_off, plan.fam_t)
    nthreads = default_threads() if threads is None else check_threads(threads)
    done = 0

    def tick(count: int) -> None:
        nonlocal done
        done += count
        if deadline is not None:
            deadline.check(f"{done:,} of {n:,} positions")
        if progress is not None:
            progress(done)

    if nthreads == 1 or shape.shape[0] == 1 or n < 2 * _SPLIT_MIN:
        state = extra()
        for lo in range(0, n, SLICE):
            hi = min(n, lo + SLICE)
            call(*args, np.array([lo], np.int64), np.array([hi], np.int64), 0, 1, state)
            tick(hi - lo)
        return
    starts, ends, tile_at, layer_at = _tiles(shape)
    states = (extra(), extra())
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="gamecheck-labels") as pool:
        batch = 0
        for L in range(layer_at.shape[0] - 1):
            ta, tb = int(layer_at[L]), int(layer_at[L + 1])
            a, b = int(tile_at[ta]), int(tile_at[tb])
            size = int((ends[a:b] - starts[a:b]).sum())
            if tb - ta < 2 or size < _SPLIT_MIN:
                call(*args, starts, ends, a, b, states[0])
            else:
                mid = int(tile_at[(ta + tb) // 2])  # two halves of the layer's tiles
                fut = pool.submit(call, *args, starts, ends, mid, b, states[1])
                try:
                    call(*args, starts, ends, a, mid, states[0])
                finally:
                    fut.result()
            batch += size
            if batch >= SLICE or L == layer_at.shape[0] - 2:
                tick(batch)
                batch = 0


# ---------------------------------------------------------------------------
# Public entry points


def grundy_values(ruleset: Ruleset, domain: Domain, *, threads: int | None = None,
                  deadline: Deadline | None = None, progress: Callable[[int], None] | None = None) -> np.ndarray:
    """The Grundy value of every position of a box, and nothing else.

    ``g(x) = mex{g(y) : y an option of x}`` (Sprague 1935; Grundy 1939), by one pass in an order
    in which every option comes first (Zermelo 1913); see the module's docstring for the order
    on two threads.  The values equal ``label_implicit(ruleset, domain).grundy``.

    Args:
        ruleset: a translation ruleset (:func:`supports`), in normal or misère play (the Grundy
            value is a normal-play label: misère play does not change it).
        domain: a :class:`~gamecheck.domain.BoxDomain`; its ranks index the result.
        threads: 1 or 2 (default: :func:`gamecheck.engine.threads.default_threads`).
        deadline: checked between slices of about a million positions.
        progress: called with the number of positions done, between slices.

    Returns:
        array of shape ``(domain.size,)``, dtype :func:`grundy_dtype` (uint8, uint16 or uint32).

    Raises:
        UsageError: a ruleset or domain not supported, a bad ``threads``.
        ResourceLimitError: the values would need more than half the free memory, or the
            deadline passed (the message names the positions done).
    """
    plan = _plan(ruleset, domain, f"Grundy values of {domain.describe(ruleset)}")
    dt = grundy_dtype(plan)
    _guard(plan.size * dt.itemsize, f"Grundy values of {domain.describe(ruleset)}")
    g = np.empty(plan.size, dtype=dt)
    most = int(plan.fam_t.shape[0])
    _run(plan, g, _grundy_blocks, threads, deadline, progress, lambda: np.zeros(most + 2, dtype=np.int64))
    return g


def outcomes(ruleset: Ruleset, domain: Domain, *, misere: bool = False, threads: int | None = None,
             deadline: Deadline | None = None, progress: Callable[[int], None] | None = None) -> np.ndarray:
    """The outcome of every position of a box in one play convention, and nothing else.

    Normal play: a position is a P-position iff none of its options is (Zermelo 1913); misère
    play (the player who makes the last move loses): the same, except that a terminal position
    is an N-position.  An N-position's options are read only up to its first P-option.  The codes
    equal ``label_implicit(ruleset, domain).outcome`` (``.misere`` in misère play).

    Args:
        ruleset: a translation ruleset (:func:`supports`); a ``misere(...)`` ruleset has the
            same moves -- the play convention is ``misere``.
        domain: a :class:`~gamecheck.domain.BoxDomain`; its ranks index the result.
        misere: misère play instead of normal play.
        threads, deadline, progress: as :func:`grundy_values`.

    Returns:
        int8 array of shape ``(domain.size,)``: ``OUTCOME_P`` (0) or ``OUTCOME_N`` (1).

    Raises:
        UsageError: a ruleset or domain not supported, a bad ``threads``.
        ResourceLimitError: as :func:`grundy_values`.
    """
    if not isinstance(misere, (bool, np.bool_)):
        raise UsageError(f"misere must be True or False, not {misere!r}")
    what = f"{'misère ' if misere else ''}outcomes of {domain.describe(ruleset)}"
    plan = _plan(ruleset, domain, what)
    _guard(plan.size, what)
    o = np.empty(plan.size, dtype=np.int8)
    flag = bool(misere)
    _run(plan, o, _outcome_blocks, threads, deadline, progress, lambda: flag)
    return o


def warm_up() -> None:
    """Compile (first run) or load from numba's cache the kernels of this module."""
    grundy_values(Nim(heaps=2), BoxDomain([1, 1]), threads=1)
    outcomes(Nim(heaps=2), BoxDomain([1, 1]), threads=1)
