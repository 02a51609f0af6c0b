"""The compact engine: retrograde analysis compiled with numba, and implicit option
generation that never stores the edges.

Two ways to label every position of a finite game graph, both giving exactly the
:class:`gamecheck.engine.labels.LabelArrays` that :func:`gamecheck.engine.labels.retrograde` gives
(same arrays, same dtypes, same conventions: outcome codes ``P``/``N``/``D``,
normal and misère play, remoteness ``-1`` for draws, Grundy value ``-1`` where a
cycle can be reached):

* :func:`retrograde_compact` -- the FIFO retrograde of :mod:`gamecheck.engine.labels`
  over CSR arrays, run by numba instead of a Python loop per node and option.
  The reverse CSR is built by a counting sort (sources in increasing order, as
  the stable ``argsort`` of :func:`gamecheck.engine.labels.predecessors`), and every
  index array is ``int32`` when the node count and the edge count fit, ``int64``
  otherwise.  Handles any graph: duplicates, self-loops, cycles (draws).
* :func:`label_implicit` -- no graph at all.  The options of a position are
  generated on the fly from its number:

  - *translation rulesets on a box domain* (every ruleset whose
    :meth:`~gamecheck.games.base.Ruleset.translations` are non-zero vectors with
    no positive part: Nim, subtraction games and Bash on any number of heaps,
    Wythoff's game, Moore's Nim, disjunctive sums of these, and ``misere(...)`` of
    any of them).  The vectors are grouped into *rays* ``-t*u`` (``u`` a primitive
    direction with non-negative parts, ``t`` in a sorted list), so a position
    ``x`` of rank ``r`` has the options ``r - t*(u . strides)`` for the listed
    ``t <= min_j floor(x_j / u_j)`` -- for Nim, ``u = e_i`` and ``t = 1..x_i``;
  - *staircase Nim* on its default domain (every position of ``k`` stairs with
    at most ``B`` coins in all, a :class:`~gamecheck.domain.PositionsDomain`); the
    lexicographic number of an option is computed by the combinatorial number
    system.

  Every move lowers a potential (the rank itself on a box, because every
  vector is ``<= 0`` and non-zero; ``sum_i i*x_i`` for staircase Nim), so the
  game is acyclic and one pass in increasing potential order labels every
  position (Zermelo 1913, backward induction): a position is P iff no option is
  P (misère: a terminal position is N), its remoteness is ``1 + min`` over the
  P-options (N-positions) or ``1 + max`` over all options (P-positions) (Smith
  1966), its Grundy value the mex of its options' values (Sprague 1935; Grundy
  1939).  While labelling, the five labels of a position are packed in one int64
  (one memory read per option); memory is 26 bytes per position for the result
  plus 8 for the packed labels, nothing per option.

Figures (2-core VM, after warm-up): Nim with three heaps <= 127 (2,097,152
positions, 399,507,456 options) takes about 2.3-4.5 s implicitly; with heaps
<= 63 (262,144 positions, 24.8 M options) the implicit engine takes 0.15-0.2 s,
:func:`retrograde_compact` on the CSR arrays 0.7-1.0 s, and the pure-Python
:func:`gamecheck.engine.labels.retrograde` 10-17 s (plus 2-3 s for ``build_csr``).

:func:`label_compact` picks the implicit path when :func:`supports_implicit` says
so and otherwise builds the CSR arrays (:func:`gamecheck.engine.graph.build_csr`, engine
``"arrays"``) and runs :func:`retrograde_compact`.

JIT note: the compiled kernels are few (one CSR kernel with its two passes, one
box kernel, one staircase kernel with its ranking helper, one shared per-node
labelling step), all
``@numba.njit(cache=True)``.  The first call in a fresh environment compiles them
(a few seconds in all; the CSR kernel once more, lazily, for ``int64`` indices);
later processes load the machine code from numba's cache (``__pycache__`` next to
this file, or ``NUMBA_CACHE_DIR``) in well under a second.  :func:`warm_up`
compiles or loads them up front, e.g. before timing.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np


from gamecheck.lazy import Kernels
from gamecheck.domain import BoxDomain, Domain, PositionsDomain, available_memory
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.engine.graph import build_csr
from gamecheck.games.base import Ruleset
from gamecheck.games.nim import Nim
from gamecheck.games.staircase import StaircaseNim
from gamecheck.engine.labels import OUTCOME_D, OUTCOME_N, OUTCOME_P, LabelArrays, _check_csr

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

__all__ = [
    "retrograde_compact",
    "supports_implicit",
    "label_implicit",
    "label_compact",
    "warm_up",
    "BYTES_PER_POSITION_COMPACT",
]

P, N, D = OUTCOME_P, OUTCOME_N, OUTCOME_D
assert (P, N) == (0, 1), "the packed labels store the outcome code in one bit"
_INT32_MAX = np.iinfo(np.int32).max
_BIG = np.iinfo(np.int64).max

#: bytes of output per position (outcome int8 x2, remoteness int64 x2, Grundy int64)
BYTES_PER_POSITION_COMPACT = 26
#: peak bytes per position of the implicit engine (packed labels, output, one temporary)
_IMPLICIT_BYTES = BYTES_PER_POSITION_COMPACT + 16


# ---------------------------------------------------------------------------
# Kernels: CSR retrograde


@kernel(inline='always')
def _enqueue_leaves(count, queue):  # pragma: no cover - compiled
    """Put the nodes without options (``count[x] == 0``) in ``queue``, in increasing order;
    returns how many."""
    tail = 0
    for x in range(count.shape[0]):
        if count[x] == 0:
            queue[tail] = x
            tail += 1
    return tail


@kernel
def _csr_outcomes(off, poff, psrc, term, out, rem):  # pragma: no cover - compiled
    """FIFO retrograde pass of gamecheck.engine.labels._outcome_pass, compiled; fills ``out``
    and ``rem``.  ``term`` is the outcome of a terminal node (P normal, N misère)."""
    out[:] = D
    rem[:] = -1
    count = off[1:] - off[:-1]  # unresolved options per node (with multiplicity)
    queue = np.empty_like(count)
    head = 0
    tail = _enqueue_leaves(count, queue)
    for i in range(tail):
        out[queue[i]] = term
        rem[queue[i]] = 0
    while head < tail:
        y = queue[head]
        head += 1
        r = rem[y] + 1
        if out[y] == P:
            # every unresolved predecessor becomes N; the first one realises the min
            for j in range(poff[y], poff[y + 1]):
                x = psrc[j]
                if out[x] == D:
                    out[x] = N
                    rem[x] = r
                    queue[tail] = x
                    tail += 1
        else:
            # one fewer unresolved option; the last one makes x P and realises the max
            for j in range(poff[y], poff[y + 1]):
                x = psrc[j]
                if out[x] == D:
                    count[x] -= 1
                    if count[x] == 0:
                        out[x] = P
                        rem[x] = r
                        queue[tail] = x
                        tail += 1


@kernel
def _csr_grundy(off, tgt, poff, psrc):  # pragma: no cover - compiled
    """Counter-based reverse topological pass of gamecheck.engine.labels._grundy_pass."""
    n = off.shape[0] - 1
    count = off[1:] - off[:-1]
    maxdeg = 0
    for x in range(n):
        if count[x] > maxdeg:
            maxdeg = count[x]
    g = np.full(n, -1, np.int64)
    seen = np.full(maxdeg + 2, -1, np.int64)  # seen[v] == x: value v occurs among x's options
    queue = np.empty_like(count)
    head = 0
    tail = _enqueue_leaves(count, queue)
    for i in range(tail):
        g[queue[i]] = 0
    while head < tail:
        y = queue[head]
        head += 1
        for j in range(poff[y], poff[y + 1]):
            x = psrc[j]
            count[x] -= 1
            if count[x] == 0:
                a = off[x]
                b = off[x + 1]
                d = b - a
                for i in range(a, b):
                    v = g[tgt[i]]
                    if v <= d:  # a value above the degree cannot be the mex
                        seen[v] = x
                g[x] = _mex(seen, x)
                queue[tail] = x
                tail += 1
    return g


@kernel
def _csr_kernel(off, tgt):  # pragma: no cover - compiled
    """Reverse CSR by counting sort, then the three passes."""
    n = off.shape[0] - 1
    e = tgt.shape[0]
    poff = np.zeros_like(off)
    for j in range(e):
        poff[tgt[j] + 1] += 1
    for i in range(n):
        poff[i + 1] += poff[i]
    fill = poff[:-1].copy()
    psrc = np.empty_like(tgt)
    for x in range(n):
        for j in range(off[x], off[x + 1]):
            y = tgt[j]
            psrc[fill[y]] = x
            fill[y] += 1
    out = np.empty(n, np.int8)
    rem = np.empty(n, np.int64)
    mout = np.empty(n, np.int8)
    mrem = np.empty(n, np.int64)
    terms = np.array([P, N], np.int8)  # runtime values: one compiled pass, not two
    _csr_outcomes(off, poff, psrc, terms[0], out, rem)
    _csr_outcomes(off, poff, psrc, terms[1], mout, mrem)
    g = _csr_grundy(off, tgt, poff, psrc)
    return out, rem, mout, mrem, g


# ---------------------------------------------------------------------------
# Kernels: implicit (one pass in increasing potential order)


@kernel(inline='always')
def _layout(gb, rb):  # pragma: no cover - compiled
    """The packed label's layout (see :func:`_label_node`): the shifts of the misère remoteness,
    the outcome bit and the misère outcome bit, and the masks of the Grundy value and of a
    remoteness."""
    s_out = gb + 2 * rb
    return gb + rb, s_out, s_out + 1, (np.int64(1) << gb) - 1, (np.int64(1) << rb) - 1


@kernel(inline='always')
def _no_options():  # pragma: no cover - compiled
    """The accumulators of :func:`_fold_option` before any option: no P-option, least
    remoteness of the P-options ``_BIG``, largest remoteness ``-1`` (normal, then misère)."""
    return False, _BIG, np.int64(-1), False, _BIG, np.int64(-1)


@kernel(inline='always')
def _fold_play(ry, is_p, has_p, pmin, amax):  # pragma: no cover - compiled
    """One option of remoteness ``ry`` (a P-position when ``is_p``), in one play convention,
    folded into a node's accumulators: whether a P-option exists, the least remoteness among the
    P-options, the largest among all options.  Returns them updated."""
    if is_p:
        has_p = True
        if ry < pmin:
            pmin = ry
    if ry > amax:
        amax = ry
    return has_p, pmin, amax


@kernel(inline='always')
def _fold_option(v, gb, rmask, s_out, s_mrem, s_mout, has_p, pmin, amax, mhas_p, mpmin, mamax):  # pragma: no cover
    """Fold one option's packed label ``v`` (see :func:`_label_node`) into the accumulators of a
    node, normal play (``has_p, pmin, amax``) and misère play (``mhas_p, mpmin, mamax``), as
    :func:`_fold_play`; returns the six updated."""
    has_p, pmin, amax = _fold_play((v >> gb) & rmask, (v >> s_out) & 1 == P, has_p, pmin, amax)
    mhas_p, mpmin, mamax = _fold_play((v >> s_mrem) & rmask, (v >> s_mout) & 1 == P, mhas_p, mpmin, mamax)
    return has_p, pmin, amax, mhas_p, mpmin, mamax


@kernel(inline='always')
def _play_code(has_p, pmin, amax, s_code, s_rem):  # pragma: no cover - compiled
    """The outcome bit (at ``s_code``) and remoteness (at ``s_rem``) of a node with options, in one
    play convention, from the accumulators of :func:`_fold_play`."""
    if has_p:  # N: fastest win through a P-option
        return (np.int64(N) << s_code) | ((pmin + 1) << s_rem)
    return (amax + 1) << s_rem  # P: slowest loss, every option is N


@kernel(inline='always')
def _packed_code(m, gb, s_out, s_mrem, s_mout, has_p, pmin, amax, mhas_p, mpmin, mamax):  # pragma: no cover
    """The packed label of a node with options, from its Grundy value ``m`` and the
    accumulators of :func:`_fold_option`."""
    return _play_code(has_p, pmin, amax, s_out, gb) | _play_code(mhas_p, mpmin, mamax, s_mout, s_mrem) | m


@kernel(inline='always')
def _mex(seen, stamp):  # pragma: no cover - compiled
    """The least value ``m`` with ``seen[m] != stamp``."""
    m = np.int64(0)
    while seen[m] == stamp:
        m += 1
    return m


@kernel
def _label_node(r, buf, d, pk, seen, gb, rb):  # pragma: no cover - compiled
    """Label node ``r`` from its ``d`` options ``buf[:d]``, all labelled already.

    LabelArrays are packed in one int64 per node (one memory read per option): bits
    ``[0, gb)`` Grundy value, ``[gb, gb+rb)`` remoteness, ``[gb+rb, gb+2rb)``
    misère remoteness, bit ``gb+2rb`` outcome code, bit ``gb+2rb+1`` misère code
    (P = 0, N = 1; no draws in an acyclic game).
    """
    s_mrem, s_out, s_mout, gmask, rmask = _layout(gb, rb)
    if d == 0:
        pk[r] = np.int64(N) << s_mout  # P, misère N, remoteness 0, Grundy 0
        return
    has_p, pmin, amax, mhas_p, mpmin, mamax = _no_options()
    for i in range(d):
        v = pk[buf[i]]
        has_p, pmin, amax, mhas_p, mpmin, mamax = _fold_option(
            v, gb, rmask, s_out, s_mrem, s_mout, has_p, pmin, amax, mhas_p, mpmin, mamax)
        gv = v & gmask
        if gv <= d:  # a value above the degree cannot be the mex
            seen[gv] = r
    pk[r] = _packed_code(_mex(seen, r), gb, s_out, s_mrem, s_mout, has_p, pmin, amax, mhas_p, mpmin, mamax)


@kernel
def _box_kernel(shape, fam_dir, fam_shift, fam_off, fam_t, maxdeg, gb, rb):  # pragma: no cover - compiled
    """Translation rays on a box domain, ranks in mixed radix (row-major);
    returns the packed labels (see :func:`_label_node`, whose rule this applies through the same
    inlined helpers, :func:`_fold_option` and :func:`_packed_code`: each option's packed label is
    read once, as the rays are walked, with no option buffer)."""
    k = shape.shape[0]
    n = 1
    for j in range(k):
        n *= shape[j]
    pk = np.empty(n, np.int64)
    seen = np.full(maxdeg + 2, -1, np.int64)
    x = np.zeros(k, np.int64)
    nfam = fam_shift.shape[0]
    s_mrem, s_out, s_mout, gmask, rmask = _layout(gb, rb)
    for r in range(n):
        d = 0
        has_p, pmin, amax, mhas_p, mpmin, mamax = _no_options()
        for f in range(nfam):
            tmax = _BIG
            for j in range(k):
                u = fam_dir[f, j]
                if u > 0:
                    q = x[j] // u
                    if q < tmax:
                        tmax = q
            if tmax == 0:
                continue
            s = fam_shift[f]
            for p in range(fam_off[f], fam_off[f + 1]):
                t = fam_t[p]
                if t > tmax:
                    break
                v = pk[np.uint64(r - t * s)]  # unsigned index: no negative-index wrap check
                d += 1
                has_p, pmin, amax, mhas_p, mpmin, mamax = _fold_option(
                    v, gb, rmask, s_out, s_mrem, s_mout, has_p, pmin, amax, mhas_p, mpmin, mamax)
                gv = v & gmask
                if gv <= maxdeg:  # a value above every degree cannot be a mex
                    seen[np.uint64(gv)] = r
        if d == 0:
            pk[r] = np.int64(N) << s_mout  # P, misère N, remoteness 0, Grundy 0
        else:
            pk[r] = _packed_code(_mex(seen, r), gb, s_out, s_mrem, s_mout, has_p, pmin, amax, mhas_p, mpmin, mamax)
        j = k - 1  # next position in mixed radix
        while j >= 0:
            x[j] += 1
            if x[j] < shape[j]:
                break
            x[j] = 0
            j -= 1
    return pk


@kernel
def _composition_rank(x, total, binom):  # pragma: no cover - compiled
    """Lexicographic number of ``x`` among all k-tuples of naturals with sum <= total."""
    k = x.shape[0]
    r = 0
    rest = total
    for j in range(k):
        m = k - j  # (k - 1 - j) later parts, plus one
        r += binom[rest + m, m] - binom[rest - x[j] + m, m]
        rest -= x[j]
    return r


@kernel
def _staircase_kernel(cols, order, total, binom, gb, rb):  # pragma: no cover - compiled
    """Staircase Nim on every position with at most ``total`` coins; ``order`` is a
    topological order (increasing ``sum_i (i+1) x_i``).  Returns ``(ok, packed
    labels)``, ``ok = False`` when the domain is not numbered lexicographically."""
    k = cols.shape[0]
    n = cols.shape[1]
    pk = np.empty(n, np.int64)
    buf = np.empty(total + 1, np.int64)
    seen = np.full(total + 2, -1, np.int64)
    x = np.empty(k, np.int64)
    for idx in range(n):
        r = order[idx]
        for j in range(k):
            x[j] = cols[j, r]
        if _composition_rank(x, total, binom) != r:
            return False, pk
        d = np.int64(0)
        for i in range(k):
            xi = x[i]
            for t in range(1, xi + 1):
                x[i] = xi - t
                if i > 0:
                    x[i - 1] += t
                buf[d] = _composition_rank(x, total, binom)
                d += 1
                if i > 0:
                    x[i - 1] -= t
            x[i] = xi
        _label_node(r, buf, d, pk, seen, gb, rb)
    return True, pk


# ---------------------------------------------------------------------------
# Memory


def _guard(need: int, what: str, suggestion: str) -> None:
    have = available_memory() // 2
    if need > have:
        raise ResourceLimitError(
            f"{what}: the compact engine needs about {need / 2**30:.1f} GiB, "
            f"more than the {have / 2**30:.1f} GiB allowed; {suggestion}"
        )


# ---------------------------------------------------------------------------
# CSR entry point


def _validate_csr(offsets, targets) -> tuple[np.ndarray, np.ndarray, int]:
    """The checks of :func:`gamecheck.engine.labels._check_csr` without its int64 copy of
    int32 arrays; any failure is re-raised by ``_check_csr`` itself, so the errors
    and messages are those of :mod:`gamecheck.engine.labels`."""
    off = np.asarray(offsets)
    tgt = np.asarray(targets)
    native = (np.dtype(np.int32), np.dtype(np.int64))
    if off.ndim != 1 or tgt.ndim != 1 or off.dtype not in native or tgt.dtype not in native:
        return _check_csr(off, tgt)  # other dtypes and shapes: converted (or refused) there
    n = off.shape[0] - 1
    good = n >= 0 and off[0] == 0 and tgt.shape[0] == off[-1]
    if good and n > 0:
        good = bool(np.all(off[1:] >= off[:-1]))
    if good and tgt.size:
        good = int(tgt.min()) >= 0 and int(tgt.max()) < n
    if not good:
        _check_csr(off, tgt)  # raises UsageError with solve's message
        raise UsageError("malformed CSR arrays")  # pragma: no cover - _check_csr raised
    return off, tgt, n


def retrograde_compact(offsets, targets, *, index_dtype: Any = None) -> LabelArrays:
    """Label every node of a game graph by retrograde analysis, compiled with numba.

    The same labels as :func:`gamecheck.engine.labels.retrograde`, array for array:
    backward induction (Zermelo 1913) with draws and remoteness for loopy games
    (Smith 1966, "Graphs and composite games"; Berlekamp, Conway & Guy,
    *Winning Ways*, 2001, ch. 9 and ch. 12), plus Sprague–Grundy values
    (Sprague 1935; Grundy 1939).  The passes are the FIFO passes of
    :mod:`gamecheck.engine.labels` run by one numba kernel, each ``O(n + e)``; the mex of
    a node uses a scratch array of size ``max out-degree + 2`` (a Grundy value
    never exceeds the out-degree).

    Args:
        offsets: int array, shape ``(n+1,)``, ``offsets[0] == 0``,
            non-decreasing.
        targets: int array, shape ``(offsets[n],)``, values in ``[0, n)``;
            duplicates, self-loops and cycles are allowed.
        index_dtype: ``None`` (default: ``int32`` when ``n`` and ``e`` are below
            ``2**31``, else ``int64``), ``numpy.int32`` or ``numpy.int64`` -- the
            dtype of the internal index arrays (offsets, targets, predecessors,
            queues, counters).

    Returns:
        :class:`gamecheck.engine.labels.LabelArrays`: ``outcome`` and ``misere`` int8 codes
        (:data:`~gamecheck.engine.labels.OUTCOME_P`, ``_N``, ``_D``), ``remoteness`` and
        ``misere_remoteness`` int64 (``-1`` for draws), ``grundy`` int64 (``-1``
        on nodes that lie on or can reach a cycle); each of shape ``(n,)``.

    Raises:
        UsageError: the CSR arrays are malformed (the checks and messages of
            :mod:`gamecheck.engine.labels`), or ``index_dtype`` is not allowed or too
            small for the graph.
        ResourceLimitError: the working arrays (about ``8 e + 50 n`` bytes with
            ``int32`` indices) would need more than half the free memory.
    """
    off, tgt, n = _validate_csr(offsets, targets)
    e = int(tgt.shape[0])
    fits32 = n <= _INT32_MAX and e <= _INT32_MAX
    if index_dtype is None:
        idx = np.dtype(np.int32) if fits32 else np.dtype(np.int64)
    else:
        idx = np.dtype(index_dtype)
        if idx not in (np.dtype(np.int32), np.dtype(np.int64)):
            raise UsageError(f"index_dtype {index_dtype!r} is not allowed; use numpy.int32 or numpy.int64")
        if idx == np.dtype(np.int32) and not fits32:
            raise UsageError(f"a graph of {n:,} nodes and {e:,} moves needs int64 indices, not int32")
    isz = idx.itemsize
    copies = 2 if tgt.dtype != idx else 1  # targets copy (if any) + predecessors
    _guard(copies * e * isz + n * (5 * isz + BYTES_PER_POSITION_COMPACT + 8),
           f"retrograde of {n:,} nodes and {e:,} moves", "label a smaller graph")
    off_i = np.ascontiguousarray(off, dtype=idx)
    tgt_i = np.ascontiguousarray(tgt, dtype=idx)
    out, rem, mout, mrem, g = _csr_kernel(off_i, tgt_i)
    return LabelArrays(outcome=out, remoteness=rem, misere=mout, misere_remoteness=mrem, grundy=g)


# ---------------------------------------------------------------------------
# Implicit plans


@dataclass(frozen=True)
class _BoxPlan:
    shape: np.ndarray  # int64 (k,)
    fam_dir: np.ndarray  # int64 (F, k), primitive directions, parts >= 0
    fam_shift: np.ndarray  # int64 (F,), u . strides
    fam_off: np.ndarray  # int64 (F+1,)
    fam_t: np.ndarray  # int64 (T,), multipliers, increasing within a family
    size: int
    gb: int  # bits of a packed Grundy value
    rb: int  # bits of a packed remoteness


@dataclass(frozen=True)
class _StairPlan:
    cols: np.ndarray  # int64 (k, n)
    total: int
    binom: np.ndarray  # int64 (total + k + 1, k + 1)
    size: int
    gb: int
    rb: int


def _unwrap(ruleset: Ruleset) -> Ruleset:
    """The ruleset whose moves are played (misère play has the same game graph)."""
    return ruleset.unwrapped


def _box_plan(ruleset: Ruleset, domain: BoxDomain) -> _BoxPlan | str:
    trans = ruleset.translations(domain.bounds)
    if trans is None:
        return f"ruleset {ruleset.spec()} has no move vectors on a box (its moves are not translations)"
    k = domain.k
    rays: dict[tuple[int, ...], set[int]] = {}
    for tr in trans:
        delta = tuple(int(v) for v in tr.delta)
        if len(delta) != k:
            return f"ruleset {ruleset.spec()} gives a move vector of {len(delta)} part(s) on a box of {k}"
        if any(v > 0 for v in delta) or not any(delta):
            return (
                f"ruleset {ruleset.spec()} has the move vector {delta}; the implicit engine needs "
                "vectors with no positive part, not all zero (moves that lower the rank)"
            )
        t = math.gcd(*delta)
        u = tuple(-v // t for v in delta)
        rays.setdefault(u, set()).add(t)
    dirs = sorted(rays)
    strides = domain.strides
    fam_dir = np.array(dirs, dtype=np.int64).reshape(len(dirs), k)
    fam_shift = np.array([sum(a * s for a, s in zip(u, strides)) for u in dirs], dtype=np.int64)
    ts = [sorted(rays[u]) for u in dirs]
    fam_off = np.zeros(len(dirs) + 1, dtype=np.int64)
    np.cumsum([len(t) for t in ts], out=fam_off[1:])
    fam_t = np.array([t for group in ts for t in group], dtype=np.int64)
    # every move lowers the sum of the parts, so remoteness <= sum(bounds); Grundy <= degree
    gb, rb = _bits(len(fam_t)), _bits(sum(domain.bounds))
    if 2 + 2 * rb + gb > 63:
        return f"{domain.describe(ruleset)} with {len(fam_t):,} move vectors is too large for packed labels"
    return _BoxPlan(np.array(domain.shape, dtype=np.int64), fam_dir, fam_shift, fam_off, fam_t, domain.size, gb, rb)


def _staircase_plan(ruleset: StaircaseNim, domain: Domain) -> _StairPlan | str:
    if not isinstance(domain, PositionsDomain):
        return f"staircase Nim is implicit only on its own domain (at most B coins in all), not on {domain!r}"
    k = domain.k
    if ruleset.arity is not None and ruleset.arity != k:
        return f"ruleset {ruleset.spec()} has {ruleset.arity} stairs, the domain {k}"
    cols = np.stack(domain.columns()).reshape(k, domain.size)
    total = int(cols.sum(axis=0).max())
    if cols.min() < 0 or domain.size != math.comb(total + k, k):
        return (
            "staircase Nim is implicit only on the domain of every position with at most B coins in all "
            f"({domain.describe()} is not of that form)"
        )
    rows = total + k + 1
    table = [[math.comb(a, b) for b in range(k + 1)] for a in range(rows)]
    if max(max(row) for row in table) >= 2**62:
        return f"staircase Nim with {k} stairs and {total} coins overflows the rank arithmetic"
    # a move lowers sum_i i*x_i (<= k*total), so that bounds the remoteness; Grundy <= total
    gb, rb = _bits(total), _bits(k * total)
    if 2 + 2 * rb + gb > 63:
        return f"staircase Nim with {k} stairs and {total} coins is too large for packed labels"
    return _StairPlan(
        np.ascontiguousarray(cols, dtype=np.int64), total, np.array(table, dtype=np.int64), domain.size, gb, rb
    )


#: the plan of a box (public name, for :mod:`gamecheck.engine.partial`)
BoxPlan = _BoxPlan


def box_plan(ruleset: Ruleset, domain: Domain) -> _BoxPlan | str:
    """The rays of a translation ruleset on a box (:class:`BoxPlan`: the directions, their ranks'
    shifts and the multipliers of each), or the reason why there is none (a domain that is not a
    box, a move that does not lower the rank, a ruleset without move vectors).  A ``misere(...)``
    ruleset has the plan of its moves."""
    inner = _unwrap(ruleset)
    if inner.compact_layout in _LAYOUT_PLANS or not isinstance(domain, BoxDomain):
        return f"ruleset {ruleset.spec()} on this domain is not a translation ruleset on a box"
    return _box_plan(ruleset, domain)


#: the plans of the layouts other than a box (:attr:`gamecheck.games.base.Ruleset.compact_layout`)
_LAYOUT_PLANS = {"staircase": _staircase_plan}


def _plan(ruleset: Ruleset, domain: Domain) -> _BoxPlan | _StairPlan | str:
    """A plan for the implicit engine, or the reason why there is none."""
    inner = _unwrap(ruleset)
    plan = _LAYOUT_PLANS.get(inner.compact_layout)
    if plan is not None:
        return plan(inner, domain)
    if isinstance(domain, BoxDomain):
        return _box_plan(ruleset, domain)
    return (
        f"ruleset {ruleset.spec()} on {domain.describe(ruleset)}: the implicit engine handles translation "
        "rulesets (Nim, subtraction, Wythoff, their sums) on a box domain and staircase Nim on its own domain"
    )


def _bits(v: int) -> int:
    """Bits to store the integers ``0..v``."""
    return max(1, int(v).bit_length())


def _unpack(pk: np.ndarray, gb: int, rb: int) -> LabelArrays:
    """Packed labels (see :func:`_label_node`) -> :class:`LabelArrays`."""
    rmask = (1 << rb) - 1
    return LabelArrays(
        outcome=((pk >> (gb + 2 * rb)) & 1).astype(np.int8),
        remoteness=(pk >> gb) & rmask,
        misere=((pk >> (gb + 2 * rb + 1)) & 1).astype(np.int8),
        misere_remoteness=(pk >> (gb + rb)) & rmask,
        grundy=pk & ((1 << gb) - 1),
    )


def _run_plan(plan: _BoxPlan | _StairPlan, what: str) -> LabelArrays:
    if isinstance(plan, _BoxPlan):
        _guard(plan.size * _IMPLICIT_BYTES, what, "lower the bound")
        maxdeg = int(plan.fam_t.shape[0])
        pk = _box_kernel(
            plan.shape, plan.fam_dir, plan.fam_shift, plan.fam_off, plan.fam_t, maxdeg, plan.gb, plan.rb
        )
    else:
        k = plan.cols.shape[0]
        _guard(plan.size * (_IMPLICIT_BYTES + 16), what, "lower the bound")
        weights = np.arange(1, k + 1, dtype=np.int64)
        order = np.argsort(weights @ plan.cols, kind="stable").astype(np.int64)
        ok, pk = _staircase_kernel(plan.cols, order, plan.total, plan.binom, plan.gb, plan.rb)
        if not ok:
            raise UsageError(f"{what}: the domain is not numbered in lexicographic order")
    return _unpack(pk, plan.gb, plan.rb)


# ---------------------------------------------------------------------------
# Public entry points for rulesets


def supports_implicit(ruleset: Ruleset, domain: Domain) -> bool:
    """Whether :func:`label_implicit` can label ``domain`` without storing edges.

    True for a box domain (:class:`~gamecheck.domain.BoxDomain`) with a ruleset
    whose :meth:`~gamecheck.games.base.Ruleset.translations` are non-zero
    vectors without positive parts (Nim, subtraction games, Bash, Wythoff, Moore's
    Nim, disjunctive sums of them, ``misere(...)`` of them), and for staircase Nim
    (or ``misere(staircase)``) on its own domain, every position of ``k`` stairs
    with at most ``B`` coins in all.  False otherwise.  Cost: for staircase Nim
    one pass over the domain's positions (numpy); otherwise ``O(#move vectors)``.
    """
    return not isinstance(_plan(ruleset, domain), str)


def label_implicit(ruleset: Ruleset, domain: Domain) -> LabelArrays:
    """Label every position of a domain with options generated on the fly.

    One pass over the positions in an order in which every option comes before
    its position (increasing rank on a box; increasing ``sum_i i*x_i`` for
    staircase Nim) -- backward induction (Zermelo 1913): normal play P iff no
    option is P, misère P iff the position is not terminal and no option is
    misère-P; remoteness ``1 + min`` over P-options or ``1 + max`` over all
    options (Smith 1966; *Winning Ways* ch. 9); Grundy value
    ``mex{g(y)}`` (Sprague 1935; Grundy 1939).  The game graphs handled are
    acyclic, so there are no draws (no ``D``, no ``-1``).  Ranks are those of the
    domain: mixed radix as :meth:`BoxDomain.index`, lexicographic for staircase
    Nim's :class:`~gamecheck.domain.PositionsDomain`.

    Args:
        ruleset: a ruleset :func:`supports_implicit` accepts with ``domain``.
        domain: the domain; its numbering indexes the result.

    Returns:
        :class:`gamecheck.engine.labels.LabelArrays` with all five arrays of shape
        ``(domain.size,)`` -- ``outcome``, ``misere`` (int8 codes),
        ``remoteness``, ``misere_remoteness``, ``grundy`` (int64) -- equal to
        ``retrograde(*build_csr(ruleset, domain))``.

    Raises:
        UsageError: the ruleset and domain are not supported (the message says
            why; use :func:`label_compact` to fall back to CSR arrays).
        ResourceLimitError: the labels (26 bytes per position) would need more than
            half the free memory.
    """
    plan = _plan(ruleset, domain)
    if isinstance(plan, str):
        raise UsageError(f"no implicit engine: {plan}")
    return _run_plan(plan, f"labels of {domain.describe(ruleset)}")


def label_compact(ruleset: Ruleset, domain: Domain) -> LabelArrays:
    """Label every position of a domain with the compact engine.

    Implicit option generation (:func:`label_implicit`) when
    :func:`supports_implicit` says so, else the CSR arrays of
    :func:`gamecheck.engine.graph.build_csr` (engine ``"arrays"``) labelled by
    :func:`retrograde_compact`.  Either way the result equals
    :func:`gamecheck.engine.label.label_domain` (Zermelo 1913; Smith 1966; Sprague 1935,
    Grundy 1939).

    Args:
        ruleset: the ruleset.
        domain: a domain closed under the ruleset's moves.

    Returns:
        :class:`gamecheck.engine.labels.LabelArrays` indexed like the domain, arrays of shape
        ``(domain.size,)``.

    Raises:
        UsageError: a domain not closed under moves (from ``build_csr``).
        ResourceLimitError: the graph or labels would not fit in memory (the CSR
            path is first guarded by ``build_csr``'s estimate for this engine).
    """
    plan = _plan(ruleset, domain)
    if not isinstance(plan, str):
        return _run_plan(plan, f"labels of {domain.describe(ruleset)}")
    offsets, targets = build_csr(ruleset, domain, engine="compact")
    return retrograde_compact(offsets, targets)


def warm_up() -> float:
    """Compile (first run) or load from numba's cache (later runs) every kernel of
    this module for the argument types used by default; returns the seconds taken.

    The ``int64``-index variant of the CSR kernel is compiled only when a graph
    needs it (``n`` or ``e`` of ``2**31`` or more).
    """
    global WARM
    t0 = time.perf_counter()
    retrograde_compact(np.array([0, 1, 1]), np.array([1]))
    label_implicit(Nim(heaps=2), BoxDomain([1, 1]))
    label_implicit(StaircaseNim(stairs=2), StaircaseNim(stairs=2).domain(1))
    WARM = True
    return time.perf_counter() - t0


#: True once :func:`warm_up` has run in this process: the kernels are loaded, so the
#: ``auto`` engine uses them on small domains too (see :func:`gamecheck.engine.label.resolve_engine`)
WARM = False
