"""Bounded domains: finite sets of positions, numbered 0..N-1, closed under moves.

Two kinds:

* :class:`BoxDomain` -- every position whose part ``i`` lies in ``0..bounds[i]``,
  numbered in mixed radix (row-major), which is lexicographic order;
* :class:`PositionsDomain` -- an explicit set of positions (for instance everything
  reachable from a start position), numbered in lexicographic order.

Numbering in lexicographic order makes "the smallest witness" well defined: it is
the witness with the smallest index. Closure under moves is checked when the game
graph is built (:mod:`gamecheck.engine.graph`); a domain that is not closed is refused.
"""

from __future__ import annotations

import math
import os
import time
from abc import ABC, abstractmethod
from collections import deque
from typing import Any, Callable, Iterable, Protocol, Sequence

import numpy as np

from gamecheck.errors import ResourceLimitError, UsageError, counted
from gamecheck.position import Position, format_position

__all__ = [
    "Domain", "BoxDomain", "PositionsDomain", "MultisetDomain", "count_multisets", "count_multisets_by_total", "multiset_totals", "box_domain", "reachable_domain", "MAX_REACHABLE_OPTIONS",
    "reachable_estimate", "BYTES_PER_POSITION", "BYTES_PER_OPTION", "available_memory",
    "max_positions_in_memory", "estimate_bytes", "guard_bytes", "largest_that_fits", "guard_memory",
    "DEFAULT_TIME_LIMIT", "time_limit", "Deadline", "MAX_SEARCH_POSITIONS", "SEARCH_MOVES_PER_SECOND",
]


class PartsRuleset(Protocol):
    """What a domain needs of a ruleset (:class:`gamecheck.games.base.Ruleset` has it all):
    domains sit below the games in the package's layers, so they name only this."""

    arity: int | None
    #: the component rulesets of a sum and the slices of a position they occupy (empty otherwise)
    components: tuple[Any, ...]
    slices: tuple[slice, ...]
    #: play ends though no linear potential says so (take-and-break games)
    play_ends: bool

    @property
    def unwrapped(self) -> Any: ...  # the ruleset whose moves are played (through misere(...))
    def spec(self) -> str: ...
    def validate(self, position: Sequence[int]) -> Position: ...
    def options(self, position: Position) -> list[Any]: ...
    def potential(self, k: int) -> tuple[int, ...] | None: ...
    def option_positions(self, position: Position) -> list[Position]: ...
    def reachable_size(self, starts: Sequence[Position]) -> tuple[int, int, str] | None: ...
    def reachable_bound(self, starts: Sequence[Sequence[int]]) -> int | None: ...


class Domain(ABC):
    """A finite set of positions with a bijection to ``0..size-1``.

    Attributes:
        k: the number of parts of every position.
        size: the number of positions.
    """

    k: int
    size: int

    @abstractmethod
    def index(self, position: Sequence[int]) -> int | None:
        """The number of ``position``, or ``None`` if it lies outside the domain."""

    @abstractmethod
    def position(self, i: int) -> Position:
        """The position numbered ``i`` (``0 <= i < size``)."""

    @abstractmethod
    def columns(self) -> list[np.ndarray]:
        """The parts of every position as ``k`` int64 arrays of shape ``(size,)``."""

    @abstractmethod
    def describe(self, ruleset: PartsRuleset | None = None) -> str:
        """A sentence naming the domain, e.g. ``"every position with each heap <= 20"``."""

    def __contains__(self, position: object) -> bool:
        return isinstance(position, tuple) and self.index(position) is not None

    def __len__(self) -> int:
        return self.size

    def positions(self) -> Iterable[Position]:
        """Every position, in index order."""
        for i in range(self.size):
            yield self.position(i)


class BoxDomain(Domain):
    """Every position with ``0 <= part_i <= bounds[i]``, in lexicographic order.

    Args:
        bounds: the largest value of each part (non-negative ints).

    Raises:
        UsageError: on a negative or non-integer bound.
    """

    def __init__(self, bounds: Sequence[int]):
        bounds = tuple(bounds)
        if not bounds:
            raise UsageError("a domain needs at least one part")
        for b in bounds:
            if isinstance(b, bool) or not isinstance(b, (int, np.integer)) or b < 0:
                raise UsageError(f"bound {b!r} is not allowed; bounds are non-negative integers")
        self.bounds: tuple[int, ...] = tuple(int(b) for b in bounds)
        self.k = len(bounds)
        self.shape = tuple(b + 1 for b in self.bounds)
        self.size = math.prod(self.shape)
        strides = []
        acc = 1
        for s in reversed(self.shape):
            strides.append(acc)
            acc *= s
        self.strides: tuple[int, ...] = tuple(reversed(strides))

    def index(self, position: Sequence[int]) -> int | None:
        if len(position) != self.k:
            return None
        i = 0
        for x, b, st in zip(position, self.bounds, self.strides):
            if x < 0 or x > b:
                return None
            i += x * st
        return i

    def position(self, i: int) -> Position:
        out = []
        for st, s in zip(self.strides, self.shape):
            out.append((i // st) % s)
        return tuple(out)

    def columns(self) -> list[np.ndarray]:
        idx = np.arange(self.size, dtype=np.int64)
        return [(idx // st) % s for st, s in zip(self.strides, self.shape)]

    def describe(self, ruleset: PartsRuleset | None = None) -> str:
        if len(set(self.bounds)) == 1:
            what = "heap" if self.k > 1 else "heap size"
            text = f"every position with each {what} <= {self.bounds[0]}" if self.k > 1 else f"every heap size 0..{self.bounds[0]}"
        else:
            text = "every position with " + ", ".join(f"x{i + 1} <= {b}" for i, b in enumerate(self.bounds))
        return f"{text} ({self.size:,} positions)"

    def __repr__(self) -> str:
        return f"BoxDomain({list(self.bounds)})"


class PositionsDomain(Domain):
    """An explicit finite set of positions, numbered in lexicographic order.

    Args:
        positions: the positions (duplicates are dropped); all of the same length.
        label: optional description, e.g. ``"positions reachable from (3, 4)"``.

    Raises:
        UsageError: when empty or when lengths differ.
    """

    def __init__(self, positions: Iterable[Sequence[int]], label: str = ""):
        pos = sorted(set(tuple(int(v) for v in p) for p in positions))
        if not pos:
            raise UsageError("a domain needs at least one position")
        lengths = {len(p) for p in pos}
        if len(lengths) != 1:
            raise UsageError(f"positions in one domain must have the same number of parts, got {sorted(lengths)}")
        self.k = lengths.pop()
        self.size = len(pos)
        self._positions = pos
        self._index = {p: i for i, p in enumerate(pos)}
        self.label = label

    def index(self, position: Sequence[int]) -> int | None:
        return self._index.get(tuple(position))

    def position(self, i: int) -> Position:
        return self._positions[i]

    def positions(self) -> Iterable[Position]:
        return iter(self._positions)

    def columns(self) -> list[np.ndarray]:
        arr = np.array(self._positions, dtype=np.int64).reshape(self.size, self.k)
        return [arr[:, j].copy() for j in range(self.k)]

    def describe(self, ruleset: PartsRuleset | None = None) -> str:
        text = self.label or "an explicit set of positions"
        return f"{text} ({self.size:,} positions)"

    def __repr__(self) -> str:
        return f"PositionsDomain({self.size} positions)"


def count_multisets(bound: int, max_heaps: int | None = None, max_size: int | None = None) -> list[int]:
    """How many multisets of non-empty heaps have each number of heaps ``j = 0, 1, ...``:
    heaps of ``1..max_size`` counters (``max_size`` ``None``: up to ``bound``), at most
    ``max_heaps`` of them, ``bound`` counters in all at most (:func:`count_multisets_by_total`; no
    multiset is listed). For domains whose table of counts is too large to keep, use
    :func:`multiset_totals`.

    Args:
        bound: the most counters in all (``>= 0``).
        max_heaps: the most non-empty heaps, or ``None`` (no limit but ``bound``).
        max_size: the largest heap, or ``None``.

    Returns:
        ``counts[j]`` for ``j = 0, 1, ...`` (``counts[0] == 1``: the empty position), each at most
        :data:`COUNT_LIMIT`.

    Raises:
        ResourceLimitError: the table of counts would be too large to keep.
    """
    size_cap = bound if max_size is None else min(max_size, bound)
    width = bound if max_heaps is None else min(max_heaps, bound)
    ways = count_multisets_by_total(bound, width, size_cap)
    if ways is None:
        raise ResourceLimitError(f"the multisets of heaps totalling at most {bound} are too many to count by number "
                                 "of heaps; use multiset_totals")
    return [min(int(round(v)), COUNT_LIMIT) for v in ways.sum(axis=1)]


#: counts of multisets stop at this (a domain that large is refused long before)
COUNT_LIMIT = 10**15

#: the bytes one stored heap of a :class:`MultisetDomain` takes (int32), and one position's
#: bookkeeping besides its heaps (its total)
_MULTISET_HEAP_BYTES = 4
_MULTISET_POSITION_BYTES = 8


def _multisets_by_count(bound: int, width: int, cap: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """Every multiset of ``j = 0..width`` heaps of ``1..cap`` totalling at most ``bound``:
    ``[(rows, totals)]`` by ``j``, each ``rows`` an int32 array of shape ``(count, j)`` in
    decreasing order within a row and lexicographic order between rows."""
    out = []
    prev = np.zeros((1, 0), dtype=np.int32)
    prev_total = np.zeros(1, dtype=np.int64)
    out.append((prev, prev_total))
    for j in range(1, width + 1):
        last = prev[:, -1].astype(np.int64) if j > 1 else np.full(len(prev), cap, dtype=np.int64)
        room = np.maximum(np.minimum(last, bound - prev_total), 0)
        reps = np.repeat(np.arange(len(prev)), room)
        # the new (smallest) heap runs 1..room within each block of repeats
        offs = np.arange(reps.size) - np.repeat(np.cumsum(room) - room, room)
        new = (offs + 1).astype(np.int32)
        prev = np.concatenate([prev[reps], new[:, None]], axis=1)
        prev_total = prev_total[reps] + new
        if len(prev) == 0:
            break
        out.append((prev, prev_total))
    return out


class MultisetDomain(Domain):
    """Every position of a heap game that is a multiset of non-empty heaps, within limits given
    in the user's terms: at most ``bound`` counters in all, at most ``max_heaps`` non-empty
    heaps, each heap at most ``max_size``. No heap slots: a position is the tuple of its heaps
    in decreasing order (``(5, 3, 3)``; ``()`` is the empty position).

    A disjunctive sum of ``components`` heap games (``sum(kayles, nim)``) has one multiset per
    component; the limits hold for all its heaps together, and a position is written as the
    components' heaps with a ``0`` between two components: ``(5, 3, 0, 2)`` is the Kayles rows 5
    and 3 and the Nim heap 2, ``(0, 2)`` no Kayles row and the Nim heap 2 (a heap is never 0, so
    the zeros only separate).

    Positions are stored in *groups*, one per number of heaps of each component ``key = (j1, ...,
    jc)``: an int32 array of shape ``(count, j1 + ... + jc)`` whose rows are the components' heaps
    one after the other, in lexicographic order. They are numbered group by group (fewer heaps
    first), so position ``i`` lies in the group whose range holds it. The number of positions and
    the heaps stored are counted (:func:`count_multisets`) and the memory guarded before anything
    is generated.

    Args:
        bound: the most counters in all (``0 .. 2**31 - 1``).
        max_heaps: the most non-empty heaps (``1..``), or ``None``.
        max_size: the largest heap (``1..``), or ``None``.
        what: the positions in words for messages (e.g. the ruleset's spec).
        components: the number of heap games summed (``1..16``).

    Attributes:
        k: the most heaps a position of the domain has.
        size: the number of positions.
        groups: ``[(key, start, rows)]``: the positions whose components have ``key`` heaps,
            numbered from ``start``.

    Raises:
        UsageError: a limit that is not a non-negative (``bound``) or positive int.
        ResourceLimitError: the positions would not fit in half the free memory.
    """

    def __init__(self, bound: int, max_heaps: int | None = None, max_size: int | None = None, what: str = "",
                 components: int = 1):
        for name, v, low in (("bound", bound, 0), ("max_heaps", max_heaps, 1), ("max_size", max_size, 1),
                             ("components", components, 1)):
            if v is None and name != "bound":
                continue
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < low or v > 2**31 - 1:
                raise UsageError(f"{name} {v!r} is not allowed; give an integer {low}..{2**31 - 1}")
        self.bound = int(bound)
        self.max_heaps = None if max_heaps is None else int(max_heaps)
        self.max_size = None if max_size is None else int(max_size)
        self.components = int(components)
        if self.components > 16:
            raise UsageError(f"a sum of {self.components} heap games is not allowed; at most 16")
        width = self.bound if self.max_heaps is None else min(self.max_heaps, self.bound)
        cap = self.bound if self.max_size is None else min(self.max_size, self.bound)
        size, stored = self._count(width, cap)
        need = stored * _MULTISET_HEAP_BYTES * 3 + size * _MULTISET_POSITION_BYTES * 4
        many = f"{size:,}" if size < COUNT_LIMIT else f"more than {COUNT_LIMIT:.0e}".replace("e+", "e")
        guard_bytes(need, f"{what or 'the positions'}: {many} multisets of heaps ({self.describe_limits()})",
                    "lower the bound, or give max_heaps or max_size")
        single = _multisets_by_count(self.bound, width if cap > 0 else 0, max(cap, 1))
        parts: list[tuple[tuple[int, ...], np.ndarray, np.ndarray]] = [((j,), r, t) for j, (r, t) in enumerate(single)]
        for _ in range(self.components - 1):
            parts = self._combine(parts, single, width)
        if self.components > 1:
            parts.sort(key=lambda g: (sum(g[0]), g[0]))
        self.groups: list[tuple[tuple[int, ...], int, np.ndarray]] = []
        start = 0
        for key, rows, _ in parts:
            if len(rows) == 0:
                continue
            if self.components > 1 and rows.shape[1] and len(rows) > 1:
                rows = rows[np.lexsort(rows.T[::-1])]
            self.groups.append((key, start, rows))
            start += len(rows)
        self.size = start
        assert self.size == size, (self.size, size)
        self.k = max((sum(key) for key, _, _ in self.groups), default=0)
        self.counts = [sum(len(r) for key, _, r in self.groups if sum(key) == j) for j in range(self.k + 1)]
        self._starts = np.array([g[1] for g in self.groups] + [self.size], dtype=np.int64)
        self._by_key = {key: i for i, (key, _, _) in enumerate(self.groups)}
        self._index: dict[tuple[int, ...], int] | None = None
        self.what = what

    def _count(self, width: int, cap: int) -> tuple[int, int]:
        """``(positions, heaps stored)``, counted without listing a position (a domain far too
        large to list is counted only so far: :data:`COUNT_LIMIT`)."""
        if self.components == 1:
            size, stored, exact = multiset_totals(self.bound, width, cap)
            return (size, stored) if exact else (max(size, COUNT_LIMIT), max(stored, COUNT_LIMIT))
        one = count_multisets_by_total(self.bound, width, cap)  # one[j][s]
        if one is None:
            return COUNT_LIMIT, COUNT_LIMIT
        table = one
        for _ in range(self.components - 1):
            top = min(self.bound, table.shape[1] + one.shape[1] - 2)
            nxt = np.zeros((width + 1, top + 1))
            for j1 in range(table.shape[0]):
                for j2 in range(min(one.shape[0], width + 1 - j1)):
                    conv = np.convolve(table[j1], one[j2])[: top + 1]
                    nxt[j1 + j2, : conv.size] += conv
            table = np.minimum(nxt, COUNT_LIMIT)
        size = min(int(round(table.sum())), COUNT_LIMIT)
        stored = min(int(round((table.sum(axis=1) * np.arange(table.shape[0])).sum())), COUNT_LIMIT)
        return size, stored

    def _combine(self, parts: list, single: list, width: int) -> list:
        """The groups of one more component: every pair of a partial position and a multiset of
        the new component whose heaps stay within the limits."""
        out = []
        for key, rows, totals in parts:
            for j, (r2, t2) in enumerate(single):
                if sum(key) + j > width:
                    break
                order = np.argsort(t2, kind="stable")
                r2s, t2s = r2[order], t2[order]
                room = np.searchsorted(t2s, self.bound - totals, side="right")
                reps = np.repeat(np.arange(len(rows)), room)
                offs = np.arange(reps.size) - np.repeat(np.cumsum(room) - room, room)
                combined = np.concatenate([rows[reps], r2s[offs]], axis=1)
                out.append((key + (j,), combined, totals[reps] + t2s[offs]))
        return out

    # -- limits in words ---------------------------------------------------------------
    def describe_limits(self) -> str:
        """The limits in words: ``"heaps totalling at most 50, at most 3 heaps, each at most 20"``."""
        parts = [f"heaps totalling at most {self.bound}"]
        if self.max_heaps is not None:
            parts.append(f"at most {self.max_heaps} heap{'s' if self.max_heaps != 1 else ''}")
        if self.max_size is not None:
            parts.append(f"each at most {self.max_size}")
        return ", ".join(parts)

    def describe(self, ruleset: PartsRuleset | None = None) -> str:
        count = f"{self.size:,} position{'s' if self.size != 1 else ''}"
        if self.max_heaps == 1 and self.components == 1:
            top = self.bound if self.max_size is None else min(self.bound, self.max_size)
            return f"every heap size 0..{top} ({count}: one heap or none)"
        which = "multiset" if self.components == 1 else f"position of {self.components} heap games (multisets)"
        return f"every {which} of {self.describe_limits()} ({count})"

    def __repr__(self) -> str:
        extra = f", components={self.components}" if self.components > 1 else ""
        return f"MultisetDomain(bound={self.bound}, max_heaps={self.max_heaps}, max_size={self.max_size}{extra})"

    # -- numbering --------------------------------------------------------------------------
    def blocks(self, position: Sequence[int]) -> list[tuple[int, ...]] | None:
        """A position's heaps, one tuple per component (each in decreasing order, zeros dropped):
        for a sum, the heaps between the separating zeros; ``None`` when a sum's position does not
        have exactly one zero between two components."""
        heaps = [int(h) for h in position]
        if self.components == 1:
            return [tuple(sorted((h for h in heaps if h), reverse=True))]
        out: list[list[int]] = [[]]
        for h in heaps:
            if h == 0:
                out.append([])
            else:
                out[-1].append(h)
        if len(out) != self.components:
            return None
        return [tuple(sorted(b, reverse=True)) for b in out]

    def join(self, blocks: Sequence[Sequence[int]]) -> Position:
        """The position of the components' heaps ``blocks`` (a zero between two components)."""
        out: list[int] = []
        for i, b in enumerate(blocks):
            if i:
                out.append(0)
            out.extend(int(h) for h in b)
        return tuple(out)

    def canonical(self, position: Sequence[int]) -> Position:
        """The position of the heaps given (in any order within a component), zeros dropped for
        one game; a sum's position is returned as it is when it does not split into its
        components (then it lies outside the domain)."""
        b = self.blocks(position)
        return tuple(position) if b is None else self.join(b)

    def group_of(self, i: int) -> int:
        """The number of the group of position ``i``."""
        return int(np.searchsorted(self._starts, i, side="right")) - 1

    def split_row(self, key: tuple[int, ...], row: Sequence[int]) -> list[tuple[int, ...]]:
        """A stored row of the group ``key`` as one tuple per component."""
        out, at = [], 0
        for j in key:
            out.append(tuple(int(v) for v in row[at:at + j]))
            at += j
        return out

    def position(self, i: int) -> Position:
        key, start, rows = self.groups[self.group_of(i)]
        return self.join(self.split_row(key, rows[i - start]))

    def positions(self) -> Iterable[Position]:
        for key, _, rows in self.groups:
            for r in rows.tolist():
                yield self.join(self.split_row(key, r))

    def contains(self, position: Sequence[int]) -> bool:
        """Whether the position lies within the limits (whatever the order of its heaps)."""
        if any(int(h) < 0 for h in position):
            return False
        b = self.blocks(position)
        if b is None:
            return False
        heaps = [h for blk in b for h in blk]
        return (sum(heaps) <= self.bound and (self.max_heaps is None or len(heaps) <= self.max_heaps)
                and (self.max_size is None or not heaps or max(heaps) <= self.max_size))

    def index(self, position: Sequence[int]) -> int | None:
        if not self.contains(position):
            return None
        b = self.blocks(position)
        key = tuple(len(x) for x in b)  # type: ignore[union-attr]
        if self._index is not None:
            return self._index.get(self.join(b))  # type: ignore[arg-type]
        g = self._by_key.get(key)
        if g is None:
            return None
        _, start, rows = self.groups[g]
        p = tuple(h for blk in b for h in blk)  # type: ignore[union-attr]
        lo, hi = 0, len(rows)
        while lo < hi:  # rows are in lexicographic order
            mid = (lo + hi) // 2
            if tuple(rows[mid].tolist()) < p:
                lo = mid + 1
            else:
                hi = mid
        if lo < len(rows) and tuple(rows[lo].tolist()) == p:
            return start + lo
        return None  # pragma: no cover - every position within the limits is listed

    def index_map(self) -> dict[tuple[int, ...], int]:
        """A dict from every position to its number (built once, for many lookups)."""
        if self._index is None:
            out: dict[tuple[int, ...], int] = {}
            for key, start, rows in self.groups:
                if self.components == 1:
                    out.update(zip(map(tuple, rows.tolist()), range(start, start + len(rows))))
                else:
                    out.update(zip((self.join(self.split_row(key, r)) for r in rows.tolist()),
                                   range(start, start + len(rows))))
            self._index = out
        return self._index

    def totals(self) -> np.ndarray:
        """The number of counters of every position (int64, by number)."""
        return np.concatenate([rows.sum(axis=1, dtype=np.int64) if rows.shape[1] else np.zeros(len(rows), np.int64)
                               for _, _, rows in self.groups])

    def heap_counts(self) -> np.ndarray:
        """The number of heaps of every position (int64, by number)."""
        return np.concatenate([np.full(len(rows), sum(key), dtype=np.int64) for key, _, rows in self.groups])

    def columns(self) -> list[np.ndarray]:
        """The heaps as ``k`` columns, padded with zeros (empty heaps) after a position's
        heaps: for code that reads positions as fixed-length tuples (the rule language reads
        the groups instead, so that ``heaps`` holds the non-empty heaps only)."""
        cols = [np.zeros(self.size, dtype=np.int64) for _ in range(self.k)]
        for key, start, rows in self.groups:
            for c in range(rows.shape[1]):
                cols[c][start:start + len(rows)] = rows[:, c]
        return cols


#: the largest total the count of multisets runs to (a domain with a larger one and at least two
#: heaps of at least two counters holds far more positions than any that fits in memory)
_TOTAL_MAX = 10_000_000
#: the most (heap count x total) steps one count of multisets takes
_COUNT_WORK = 50_000_000
#: the most cells of a table of counts kept whole (for a sum's components)
_TABLE_CELLS = 4_000_000


def _stride_prefix_sum(h: np.ndarray, j: int) -> np.ndarray:
    """``g[t] = h[t] + g[t - j]``: the power series ``h / (1 - q^j)``."""
    n = h.size
    pad = (-n) % j
    a = np.concatenate([h, np.zeros(pad)]).reshape(-1, j)
    return np.cumsum(a, axis=0).reshape(-1)[:n]


def _box_rows(width: int, cap: int, total: int, limit: int):
    """The rows ``j = 0, 1, ..., width``: the multisets of exactly ``j`` heaps of ``1..cap`` by total
    ``0..total`` (float64 vectors), one at a time. The multisets of at most ``j`` heaps of at most
    ``cap`` are counted by the Gaussian binomial coefficient ``[j + cap, j]`` in ``q`` (the
    partitions in a ``j`` by ``cap`` box; Andrews 1976, *The Theory of Partitions* ch. 3), built by
    ``[j+c, j] = [j-1+c, j-1] (1 - q^(c+j)) / (1 - q^j)``: a shift and a strided prefix sum. Stops
    once the counts so far pass ``limit``."""
    prev = np.zeros(total + 1)
    prev[0] = 1.0
    yield prev.copy()
    seen = 1.0
    for j in range(1, width + 1):
        h = prev.copy()
        k = cap + j
        if k <= total:
            h[k:] -= prev[: total + 1 - k]
        cur = _stride_prefix_sum(h, j)
        row = cur - prev
        yield row
        seen += float(row.sum())
        if seen >= limit:
            return
        prev = cur


def multiset_totals(bound: int, width: int, cap: int, limit: int = COUNT_LIMIT) -> tuple[int, int, bool]:
    """``(positions, heaps stored, exact)``: how many multisets of at most ``width`` heaps of
    ``1..cap`` total at most ``bound``, and their heaps in all, counted without listing one.

    Closed forms for one heap (``1 + cap`` multisets) and heaps of one counter (``1 + width``);
    otherwise the Gaussian binomial coefficients of :func:`_box_rows`, in at most
    :data:`_COUNT_WORK` steps. A domain larger than that (two or more heaps of two or more
    counters, with totals past :data:`_TOTAL_MAX` or that many steps) is counted on a smaller
    one it contains: the counts are then *lower bounds* (``exact`` is ``False``), already far
    more positions than fit in memory. Each count stops at ``limit``.
    """
    width, cap = min(width, bound), min(cap, bound)
    if width == 0 or cap == 0:
        return 1, 0, True
    if width == 1:
        return 1 + cap, cap, True
    if cap == 1:
        return min(width + 1, limit), min(width * (width + 1) // 2, limit), True
    total = min(bound, cap * width)
    exact = total <= _TOTAL_MAX and (width + 1) * (total + 1) <= _COUNT_WORK
    if not exact:  # the largest smaller problem inside: many heaps and a small total, or few and a large one
        side = math.isqrt(_COUNT_WORK)
        if width >= side:
            width, total = side - 1, side - 1
        else:
            total = min(_TOTAL_MAX, _COUNT_WORK // (width + 1) - 1)
        cap = min(cap, total)
    size = stored = 0.0
    for j, row in enumerate(_box_rows(width, cap, total, limit)):
        n = float(row.sum())
        size += n
        stored += j * n
    return min(int(round(size)), limit), min(int(round(stored)), limit), exact


def count_multisets_by_total(bound: int, width: int, cap: int, limit: int = COUNT_LIMIT) -> np.ndarray | None:
    """``ways[j][s]``: the multisets of exactly ``j <= width`` heaps of ``1..cap`` totalling ``s``
    (:func:`_box_rows`), a float64 array of shape ``(width' + 1, total' + 1)`` with ``total' =
    min(bound, cap * width)`` (no multiset totals more); ``None`` when it would hold more than
    :data:`_TABLE_CELLS` cells (the domain is far too large to list anyway)."""
    width, cap = min(width, bound), min(cap, bound)
    total = min(bound, cap * width)
    if (width + 1) * (total + 1) > _TABLE_CELLS:
        return None
    rows = list(_box_rows(width, cap, total, limit))
    return np.minimum(np.array(rows), limit)




def box_domain(ruleset: PartsRuleset, bound: int | Sequence[int], k: int | None = None) -> BoxDomain:
    """The box domain of a ruleset: every part ``0..bound`` (or per-part bounds).

    Raises:
        UsageError: if the part count is unknown or the bounds do not match it.
    """
    k = ruleset.arity if k is None else k
    if isinstance(bound, (list, tuple)):
        if k is not None and len(bound) != k:
            raise UsageError(f"bound {list(bound)} has {len(bound)} entries; ruleset {ruleset.spec()} has {k} part(s)")
        return BoxDomain(bound)
    if k is None:
        raise UsageError(f"ruleset {ruleset.spec()} needs a heap count for a box domain (e.g. heaps=3)")
    return BoxDomain([bound] * k)


def reachable_domain(ruleset: PartsRuleset, starts: Iterable[Sequence[int]], max_positions: int | None = None,
                     max_options: int | None = None, max_seconds: float | None = None,
                     size: "tuple[int, int, str] | None" = None) -> PositionsDomain:
    """Every position reachable from ``starts`` (closed under moves by construction).

    The work is bounded before and while it is done:

    * before generating a move, a bound on the reachable set is compared with the limits:
      ``size`` or the ruleset's own exact count (``ruleset.reachable_size(starts)``, e.g.
      tokens on a graph: the product of the vertices each token reaches), else the
      ruleset's potential (:func:`reachable_estimate`: for Nim, subtraction games and
      their sums the reachable set lies in the box below the start);
    * a ruleset with no such bound (a game file: its moves may go on for ever) is searched
      up to :data:`MAX_SEARCH_POSITIONS` positions, and every search stops after
      ``max_options`` moves and ``max_seconds`` seconds, with a message that says how far it
      got and, when the parts kept growing, that the game may never end.

    Args:
        ruleset: the ruleset.
        starts: start positions.
        max_positions: refuse beyond this many positions (default: what fits in half the
            free memory, :func:`max_positions_in_memory`, and at most
            :data:`MAX_SEARCH_POSITIONS` for a ruleset with no bound).
        max_options: stop (refuse) after generating this many moves (default
            :data:`MAX_REACHABLE_OPTIONS`).
        max_seconds: stop (refuse) after this many seconds of search (default
            :func:`time_limit`, ``GAMECHECK_TIME_LIMIT``).
        size: ``(positions, moves, how)``: an upper bound on the reachable positions and moves
            that the caller computed (``how`` says how, for the message), or ``None``.

    Raises:
        ResourceLimitError: (exit 3, one line with the estimate or how far the search got)
            more than ``max_positions`` positions, ``max_options`` moves, or ``max_seconds``.
    """
    limit = max_positions if max_positions is not None else max_positions_in_memory()
    cap = MAX_REACHABLE_OPTIONS if max_options is None else max_options
    seconds = time_limit() if max_seconds is None else max_seconds
    starts = [ruleset.validate(s) for s in starts]
    first = format_position(starts[0]) if starts else "()"
    for game, top_part in _heap_rules_within(ruleset, starts):
        game.guard_heaps(top_part)  # a heap game of a game file: its heap-moves estimated first
    if size is None:
        size = ruleset.reachable_size(starts)  # counted exactly when the ruleset can (tokens on a graph)
    if size is not None:
        positions, moves, how = size
        if positions > limit or moves > cap or moves / SEARCH_MOVES_PER_SECOND > seconds:
            why = (f"more than the {limit:,} that fit in memory" if positions > limit else
                   f"more than the {cap:,} moves a search generates" if moves > cap else
                   f"about {moves / SEARCH_MOVES_PER_SECOND:,.0f} s of search, more than the {seconds:g} s limit "
                   "(GAMECHECK_TIME_LIMIT sets it)")
            raise ResourceLimitError(
                f"{positions:,} positions and {moves:,} moves are reachable from {first} ({how}): {why}; start from "
                "a smaller position")
    estimate = reachable_estimate(ruleset, starts)
    if estimate is not None and estimate > limit and size is None:
        raise ResourceLimitError(
            f"{f'up to {estimate:,}' if estimate < 10**12 else 'more than 10^12'} positions can be reachable from "
            f"{first} ({_estimate_how(ruleset)}), more than the "
            f"{limit:,} that fit in memory; start from a smaller position"
            + _largest_start_hint(ruleset, starts[0], limit))
    unbounded = estimate is None and size is None and not _play_ends(ruleset)
    if unbounded and max_positions is None:
        limit = min(limit, MAX_SEARCH_POSITIONS)
    step = ruleset.option_positions
    start_top = max((max(s) for s in starts if s), default=0)
    top = start_top
    seen = set(starts)
    queue = deque(starts)
    options = 0
    began = time.monotonic()
    done = 0

    def stop(what: str) -> ResourceLimitError:
        hint = ""
        if unbounded:
            grew = (f"its moves reached a part of {top:,} from a start whose largest part is {start_top:,}, and "
                    if top > 2 * start_top + 1 else "")
            hint = (f" (the game may never end: {grew}{_subject(ruleset)} has no potential that bounds its play); "
                    "check its moves, or start from a smaller position")
        else:
            hint = "; start from a smaller position (or label a bounded domain with `gamecheck label`)"
        return ResourceLimitError(f"{what}{hint}")

    while queue:
        p = queue.popleft()
        done += 1
        if done & 1023 == 0 and time.monotonic() - began > seconds:
            raise stop(f"the search of the positions reachable from {first} stopped after {seconds:g} s "
                       f"(GAMECHECK_TIME_LIMIT) with {len(seen):,} positions found and more to explore")
        opts = step(p)
        options += len(opts)
        if options > cap:
            raise stop(f"the moves reachable from {first} exceed {cap:,} (the most a search generates)")
        for q in opts:
            if q not in seen:
                seen.add(q)
                if len(seen) > limit:
                    if q:
                        top = max(top, max(q))
                    raise stop(f"the positions reachable from {first} exceed {limit:,}"
                               + ("" if unbounded else " (what fits in memory)"))
                if q:
                    m = max(q)
                    if m > top:
                        top = m
                queue.append(q)
    label = "positions reachable from " + ", ".join(format_position(s) for s in starts[:3])
    if len(starts) > 3:
        label += f" and {counted(len(starts) - 3, 'more position')}"
    return PositionsDomain(seen, label=label)


def _heap_rules_within(ruleset: Any, starts: Sequence[Position]) -> list[tuple[Any, int]]:
    """The rulesets inside ``ruleset`` whose heaps' options are estimated before they are
    generated (``guard_heaps``: heap games of game files), each with the largest part the
    starts give it (every heap a move leaves is smaller); through a misère wrapper
    (``unwrapped``) and the components of a sum (``components`` and ``slices``)."""
    if not starts:
        return []
    if callable(getattr(ruleset, "guard_heaps", None)):
        return [(ruleset, max((max(s) for s in starts if s), default=0))]
    inner = ruleset.unwrapped
    if inner is not ruleset:
        return _heap_rules_within(inner, starts)
    out = []
    for comp, sl in zip(ruleset.components, ruleset.slices):
        out.extend(_heap_rules_within(comp, [tuple(s[sl]) for s in starts]))
    return out


def _estimate_how(ruleset: Any) -> str:
    """How :func:`reachable_estimate` bounded the reachable set, for messages."""
    k = ruleset.arity
    try:
        has_potential = k is not None and ruleset.potential(k) is not None
    except Exception:  # noqa: BLE001 - a message must not fail
        has_potential = False
    return ("every position of smaller potential" if has_potential else
            "every multiset of smaller heaps that fits the heap slots")


def _play_ends(ruleset: Any) -> bool:
    """Whether the ruleset says that play from any position ends though it gives no linear
    potential (``play_ends``: take-and-break games, whose moves leave only smaller heaps), also
    through a misère wrapper (``unwrapped``) or for every component of a sum (``components``)."""
    if ruleset.play_ends:
        return True
    inner = ruleset.unwrapped
    if inner is not ruleset:
        return _play_ends(inner)
    comps = ruleset.components
    return bool(comps) and all(c.potential(c.arity) is not None or _play_ends(c) for c in comps)


def _subject(ruleset: PartsRuleset) -> str:
    """``"game file g.toml"`` or ``"the ruleset nim"``, for messages."""
    where = getattr(ruleset, "where", None)
    if isinstance(where, str) and where:
        return where
    try:
        return f"the ruleset {ruleset.spec()}"
    except Exception:  # noqa: BLE001 - a message must not fail
        return "the game"


#: the most moves a reachable-set search generates (about half a minute of Python)
MAX_REACHABLE_OPTIONS = 20_000_000
#: the most positions searched when the ruleset gives no bound on the reachable set in advance
#: (a game file has no potential, and its moves may go on for ever): about 3 to 8 s of search
MAX_SEARCH_POSITIONS = 1_000_000
#: moves per second of a reachable-set search and the labelling of what it found (Python;
#: measured about 1.3e5 on a 2-core machine for a sum of a Nim heap and tokens on a graph of
#: 10^6 edges, rounded down): turns an exact count of the moves into an estimate of the time
SEARCH_MOVES_PER_SECOND = 1e5


def reachable_estimate(ruleset: PartsRuleset, starts: Sequence[Sequence[int]]) -> int | None:
    """An upper bound on the number of positions reachable from ``starts``, computed
    without generating a move, or ``None`` when the ruleset gives none.

    Every move lowers the potential ``w . x`` (:meth:`PartsRuleset.potential`, weights
    ``w >= 0``) and parts stay non-negative, so a reachable position ``y`` has
    ``w . y <= W`` with ``W = max w . start``: with every weight positive there are at
    most ``prod(W // w_i + 1)`` such ``y`` (``C(W + k, k)`` for equal weights). A part
    of weight 0 is bounded by ``2 W`` (Fibonacci Nim's move cap: at most twice the
    last take). The estimate only decides whether to refuse up front; the search
    itself is capped too."""
    starts = [tuple(s) for s in starts]
    if not starts:
        return 0
    k = len(starts[0])
    w = ruleset.potential(k)
    if w is None or len(w) != k or any(x < 0 for x in w) or not any(w):
        # a ruleset may bound its reachable set otherwise (take-and-break games: multisets of
        # smaller heaps), also through a misère wrapper
        return ruleset.unwrapped.reachable_bound(starts)
    W = max(sum(a * b for a, b in zip(w, s)) for s in starts)
    counted = _positions_below(w, W) * len(starts)
    # a ruleset may know a closer bound too (rows of coins: each part is 0 or 1)
    other = ruleset.unwrapped.reachable_bound(starts)
    return counted if other is None else min(counted, other)


def _positions_below(w: Sequence[int], W: int) -> int:
    """How many non-negative points ``y`` have ``w . y <= W`` (an upper bound; a part of
    weight 0 counted as at most ``2 W``)."""
    k = len(w)
    if len(set(w)) == 1:
        return math.comb(W // w[0] + k, k)
    out = 1
    for wi in w:
        out *= (W // wi + 1) if wi > 0 else (2 * W + 1)
    return out


def _largest_start_hint(ruleset: PartsRuleset, start: Sequence[int], limit: int) -> str:
    """'; a position with potential at most N fits' (by bisection), or ''."""
    w = ruleset.potential(len(start))
    if w is None or not any(w):
        return ""
    W0 = sum(a * b for a, b in zip(w, start))
    best = largest_that_fits(lambda W: _positions_below(w, W), W0, limit)
    if best < 0:
        return ""
    what = "counters in all" if set(w) == {1} else "potential (weighted counters)"
    return f" (at most about {best:,} {what} fit)"


# -- memory guard ---------------------------------------------------------------------------

#: bytes the Python engine needs per position and per option (lists, numpy copies, dicts)
BYTES_PER_POSITION = 400
BYTES_PER_OPTION = 120


def _read_int(path: str, key: str | None = None) -> int | None:
    """An integer from a small system file: its first word, or the number after ``key:``
    (``kB`` values in bytes); ``None`` when absent, unreadable or not a number (``max``)."""
    try:
        with open(path) as fh:
            for line in fh:
                words = line.split()
                if key is None or (words and words[0] == key + ":"):
                    value = words[0] if key is None else words[1]
                    unit = 1024 if key is not None and words[-1] == "kB" else 1
                    return int(value) * unit if value.isdigit() else None
    except (OSError, IndexError):
        pass
    return None


def available_memory() -> int:
    """Bytes of memory this process may still allocate: the least of the machine's
    ``MemAvailable`` (/proc/meminfo, else 4 GiB), what the control group's ``memory.max``
    leaves (a container's limit) and what the address-space limit (``ulimit -v``, RLIMIT_AS)
    leaves beside the process's present size. ``GAMECHECK_MEMORY_LIMIT`` (bytes) overrides it.

    Raises:
        UsageError: ``GAMECHECK_MEMORY_LIMIT`` is not a number.
    """
    env = os.environ.get("GAMECHECK_MEMORY_LIMIT")
    if env:
        try:
            return int(float(env))
        except ValueError:
            raise UsageError(f"GAMECHECK_MEMORY_LIMIT={env!r} is not a number of bytes") from None
    have = [_read_int("/proc/meminfo", "MemAvailable") or (4 << 30)]
    limit, used = _read_int("/sys/fs/cgroup/memory.max"), _read_int("/sys/fs/cgroup/memory.current")
    if limit is not None and used is not None:
        have.append(limit - used)
    try:
        import resource  # POSIX only

        soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    except (ImportError, OSError, ValueError):
        soft = -1
    if soft not in (-1, getattr(resource, "RLIM_INFINITY", -1)):
        size = _read_int("/proc/self/status", "VmSize")
        if size is not None:
            have.append(soft - size)
    return max(0, min(have))


#: the most seconds of estimated work a command starts; beyond, it refuses up front
#: (``GAMECHECK_TIME_LIMIT`` overrides it, in seconds)
DEFAULT_TIME_LIMIT = 600.0


def time_limit() -> float:
    """Seconds of estimated work a command may start (``GAMECHECK_TIME_LIMIT`` or 600).

    Raises:
        UsageError: ``GAMECHECK_TIME_LIMIT`` is not a positive finite number.
    """
    text = os.environ.get("GAMECHECK_TIME_LIMIT")
    if not text:
        return DEFAULT_TIME_LIMIT
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0 or value != value or value == float("inf"):
        raise UsageError(f"GAMECHECK_TIME_LIMIT={text!r}: must be a positive number of seconds")
    return value


class Deadline:
    """The clock of one computation: :func:`time_limit` seconds (``GAMECHECK_TIME_LIMIT``) from
    its creation, or ``seconds``. Long loops call :meth:`check` between chunks of work (each a
    fraction of a second), so the limit is overshot by little and nothing runs on for ever.

    Args:
        seconds: the budget (default :func:`time_limit`).
        source: what sets the budget, named in the message (default ``"GAMECHECK_TIME_LIMIT"``).

    Raises:
        UsageError: ``GAMECHECK_TIME_LIMIT`` is not a positive finite number.
    """

    def __init__(self, seconds: float | None = None, source: str = "GAMECHECK_TIME_LIMIT"):
        self.seconds = time_limit() if seconds is None else float(seconds)
        self.source = source
        self.at = time.monotonic() + self.seconds

    def passed(self) -> bool:
        """Whether the time is up."""
        return time.monotonic() > self.at

    def left(self) -> float:
        """Seconds left (0 when the time is up)."""
        return max(0.0, self.at - time.monotonic())

    def message(self, what: str) -> str:
        """``"stopped after 5 s (GAMECHECK_TIME_LIMIT): <what>"``."""
        return f"stopped after {self.seconds:g} s ({self.source}): {what}"

    def check(self, what: str | Callable[[], str]) -> None:
        """Raise when the time is up.

        Args:
            what: what was being done (or a callable giving it, evaluated only when raising),
                for the message.

        Raises:
            ResourceLimitError: ``"stopped after N s (GAMECHECK_TIME_LIMIT): <what>"``.
        """
        if time.monotonic() > self.at:
            raise ResourceLimitError(self.message(what() if callable(what) else what))


def max_positions_in_memory() -> int:
    """The largest position count the Python engine accepts (half the available memory)."""
    return max(1000, available_memory() // 2 // (BYTES_PER_POSITION + 20 * BYTES_PER_OPTION))


def estimate_bytes(positions: int, options: int) -> int:
    """Estimated peak bytes to label a graph of this size with the Python engine."""
    return positions * BYTES_PER_POSITION + options * BYTES_PER_OPTION


def guard_bytes(need: int, what: str, suggestion: str = "") -> None:
    """Refuse (exit 3) when ``need`` bytes are more than half the free memory.

    Raises:
        ResourceLimitError: with the estimate, the memory allowed and a suggestion.
    """
    have = available_memory() // 2
    if need > have:
        msg = f"{what}: needs about {need / 2**30:.1f} GiB, more than the {have / 2**30:.1f} GiB allowed"
        if suggestion:
            msg += f"; {suggestion}"
        raise ResourceLimitError(msg)


def largest_that_fits(need: Callable[[int], int], upper: int, have: int) -> int:
    """The largest ``b`` in ``0..upper`` with ``need(b) <= have`` (``need`` non-decreasing),
    by bisection; ``-1`` when not even ``need(0)`` fits. Used to tell a refused user
    which size would fit."""
    lo, hi = -1, upper
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if need(mid) <= have:
            lo = mid
        else:
            hi = mid - 1
    return lo


def guard_memory(positions: int, options: int, what: str, suggestion: str = "") -> None:
    """Refuse (exit 3) when labelling this graph would need more than half the free memory.

    Raises:
        ResourceLimitError: with the estimate, the memory available and a suggestion.
    """
    need = estimate_bytes(positions, options)
    have = available_memory() // 2
    if need > have:
        msg = (
            f"{what}: {positions:,} positions and {options:,} options need about {need / 2**30:.1f} GiB, "
            f"more than the {have / 2**30:.1f} GiB allowed"
        )
        if suggestion:
            msg += f"; {suggestion}"
        raise ResourceLimitError(msg)
