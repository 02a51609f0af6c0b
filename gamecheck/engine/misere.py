"""Misère Grundy values and Conway's genus.

The misère Grundy value ``G-`` of a position is ``1`` at a terminal position and otherwise
the mex of its options' misère Grundy values; a position is a misère P-position exactly
when ``G- = 0`` (Conway, *On Numbers and Games* ch. 12; Berlekamp, Conway and Guy,
*Winning Ways* ch. 13).  Unlike normal play, ``G-`` of a sum is not a function of the
summands' values, so it is computed here on the sum itself.

The genus of a position ``G`` is ``g^(l0 l1 l2 ...)`` with ``g`` its (normal-play) Grundy
value and ``lk = G-(G + *2 + ... + *2)`` (``k`` nim-heaps of size 2); the sequence
``l0, l1, ...`` ends by alternating between two values, and is written up to where that
alternation starts (so ``*0`` has genus ``0^120``, ``*1`` ``1^031``, ``*2`` ``2^20``).
A game whose genus is that of a nim-heap and whose options are all tame is tame: misère
play of sums of such games is misère Nim (Winning Ways ch. 13).

Both are computed by depth-first search over the positions reachable from the one asked
about (iterative, so deep games do not exhaust Python's stack); a game with a cycle has no
misère Grundy value (``None``).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable, Hashable, Iterable

from gamecheck.domain import available_memory, largest_that_fits, time_limit
from gamecheck.errors import ResourceLimitError
from gamecheck.games.base import Ruleset
from gamecheck.position import Position

__all__ = [
    "mex_values", "misere_grundy", "Genus", "genus", "genus_sequence", "multiset_options", "MAX_GENUS_POSITIONS",
    "GENUS_TERMS", "misere_figures", "SOLVE_LIMIT", "nim_heap_terms", "MAX_GENUS_OPTIONS", "MAX_GENUS_HEAPS",
    "GENUS_BYTES_PER_HEAP", "Work",
]

#: the most positions (of the position with its nim-heaps of size 2) one computation visits
MAX_GENUS_POSITIONS = 2_000_000
#: the most options one computation generates (as the built-in rulesets' searches: 20 million)
MAX_GENUS_OPTIONS = 20_000_000
#: the most heaps a genus table holds (``explore --misere --n``)
MAX_GENUS_HEAPS = 1_000_000
#: bytes one heap of a genus table takes (its Genus and its row of the JSON), for the estimate
GENUS_BYTES_PER_HEAP = 1_200
#: Nim's genus table is searched (a check of Conway's rule) up to this heap, then read from the rule
_NIM_SEARCHED = 64


class Work:
    """The work allowed to one misère computation: a count of the options generated and a
    deadline, checked as the search goes.

    Args:
        max_options: the most options (default :data:`MAX_GENUS_OPTIONS`).
        seconds: the most seconds (default :func:`gamecheck.domain.time_limit`,
            ``GAMECHECK_TIME_LIMIT``).
    """

    def __init__(self, max_options: int | None = None, seconds: float | None = None):
        self.cap = MAX_GENUS_OPTIONS if max_options is None else max_options
        self.seconds = time_limit() if seconds is None else seconds
        self.deadline = time.monotonic() + self.seconds
        self.options = 0
        self._calls = 0

    def charge(self, options: int) -> None:
        """Count ``options`` more options.

        Raises:
            ResourceLimitError: past the option cap or the deadline.
        """
        self.options += options
        if self.options > self.cap:
            raise ResourceLimitError(f"more than {self.cap:,} options generated; the misère values of this position "
                                     "are out of reach")
        self._calls += 1
        if self._calls & 1023 == 0 and time.monotonic() > self.deadline:
            raise ResourceLimitError(f"stopped after {self.seconds:g} s (GAMECHECK_TIME_LIMIT); the misère values of "
                                     "this position are out of reach")
#: how many terms ``l0 .. l(K-1)`` of the genus are computed by default
GENUS_TERMS = 6


def _mex(values: Iterable[int]) -> int:
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


def mex_values(start: Hashable, options: Callable[[Hashable], Iterable[Hashable]], terminal: int,
               memo: dict | None = None, limit: int = MAX_GENUS_POSITIONS, work: Work | None = None) -> int | None:
    """The value ``v(start)`` of the recursion ``v(p) = terminal`` when ``p`` has no options,
    else ``mex{v(q) : q an option of p}``; ``terminal = 0`` gives Grundy values, ``1``
    misère Grundy values.

    Args:
        start: a position (any hashable).
        options: ``p -> options of p``.
        terminal: the value of a terminal position.
        memo: a dict to reuse between calls (``position -> value``), updated in place.
        limit: the most positions to visit.
        work: the options and time allowed (default: a fresh :class:`Work`).

    Returns:
        the value, or ``None`` when a cycle is reachable (no value).

    Raises:
        ResourceLimitError: more than ``limit`` positions, or the work allowed is used up.
    """
    memo = {} if memo is None else memo
    if start in memo:
        return memo[start]
    work = Work() if work is None else work
    first = list(options(start))
    work.charge(len(first))
    on_stack: set = {start}
    stack: list[list] = [[start, first, 0]]  # position, its options, next to look at
    while stack:
        top = stack[-1]
        p, opts, i = top
        while i < len(opts) and opts[i] in memo:
            i += 1
        if i < len(opts):
            q = opts[i]
            top[2] = i
            if q in on_stack:
                return None  # a cycle
            on_stack.add(q)
            opts_q = list(options(q))
            work.charge(len(opts_q))
            stack.append([q, opts_q, 0])
            if len(memo) + len(stack) > limit:
                raise ResourceLimitError(f"more than {limit:,} positions are reachable; the misère Grundy values "
                                         "of this position are out of reach")
            continue
        memo[p] = terminal if not opts else _mex(memo[q] for q in opts)
        on_stack.discard(p)
        stack.pop()
    return memo[start]


def multiset_options(game: Ruleset) -> Callable[[tuple[int, ...]], list[tuple[int, ...]]] | None:
    """For a heap game (Nim, a subtraction or take-and-break game, a heap game of the user's
    own): the options of a position written as the sorted tuple of its non-empty heaps (a
    multiset, so that positions that differ only in the order of their heaps are one).
    ``None`` for other rulesets."""
    if not game.is_heap_game:
        return None
    heap = game.heap_options
    cache: dict[int, list[tuple[int, ...]]] = {}

    def options(p: tuple[int, ...]) -> list[tuple[int, ...]]:
        out = []
        for i, h in enumerate(p):
            if i and p[i - 1] == h:
                continue  # equal heaps give the same options
            left = cache.get(h)
            if left is None:
                left = cache[h] = list(dict.fromkeys(tuple(x for x in t if x) for t in heap(h)))
            rest = p[:i] + p[i + 1:]
            for t in left:
                out.append(tuple(sorted(rest + t)))
        return list(dict.fromkeys(out))
    return options


def _options_of(ruleset: Ruleset, position: Position) -> tuple[Callable, tuple]:
    multi = multiset_options(ruleset)
    if multi is not None:
        return multi, tuple(sorted(h for h in position if h))
    return ruleset.option_positions, tuple(position)


def misere_grundy(ruleset: Ruleset, position: Position, memo: dict | None = None) -> int | None:
    """The misère Grundy value ``G-`` of ``position`` (module docstring).

    Returns:
        a non-negative int (0 exactly at misère P-positions), or ``None`` when a cycle is
        reachable.

    Raises:
        ResourceLimitError: too many reachable positions.
    """
    opts, start = _options_of(ruleset, position)
    return mex_values(start, opts, 1, memo)


@dataclass(frozen=True)
class Genus:
    """Conway's genus of a position.

    Attributes:
        grundy: ``g``, the normal-play Grundy value.
        terms: ``l0 .. l(K-1)``: the misère Grundy values of the position plus ``k`` nim-heaps
            of size 2, ``k = 0 .. K-1``.
    """

    grundy: int
    terms: tuple[int, ...]

    @property
    def misere_grundy(self) -> int:
        """``l0``, the misère Grundy value."""
        return self.terms[0]

    def shown_terms(self) -> tuple[int, ...]:
        """The terms up to where the computed ones start alternating (Conway's notation:
        the last two shown repeat); all of them when they do not alternate to the end."""
        t = self.terms
        cut = len(t)
        while cut > 2 and t[cut - 1] == t[cut - 3]:
            cut -= 1
        return t[:cut]

    def __str__(self) -> str:
        """``"0^120"``: the Grundy value, ``^``, the terms (comma-separated when one exceeds 9)."""
        shown = self.shown_terms()
        sep = "," if any(v > 9 for v in shown) else ""
        return f"{self.grundy}^{sep.join(map(str, shown))}"

    def to_json(self) -> dict:
        """``{"genus": "0^120", "grundy": g, "misere_grundy": l0, "terms": [...]}``."""
        return {"genus": str(self), "grundy": self.grundy, "misere_grundy": self.misere_grundy,
                "terms": list(self.terms)}


def genus(ruleset: Ruleset, position: Position, terms: int = GENUS_TERMS,
          limit: int = MAX_GENUS_POSITIONS, work: Work | None = None) -> Genus | None:
    """Conway's genus of ``position``, with ``terms`` terms ``l0 ..`` (module docstring).

    Args:
        ruleset: a ruleset whose positions cannot repeat (for cycles the genus is undefined).
        position: the position.
        terms: how many terms, ``1 .. 32``.
        limit: the most positions of the sums to visit.
        work: the options and time allowed (default: a fresh :class:`Work`).

    Returns:
        a :class:`Genus`, or ``None`` when a cycle is reachable.

    Raises:
        ResourceLimitError: too many positions, options or seconds.
        ValueError: ``terms`` outside ``1 .. 32``.
    """
    if not 1 <= terms <= 32:
        raise ValueError(f"terms {terms} is not allowed; give 1 to 32")
    opts, start = _options_of(ruleset, position)
    return _genus(start, opts, terms, {}, {}, limit, work)


def _genus(start, opts, terms: int, normal: dict, memo: dict, limit: int, work: Work | None = None) -> Genus | None:
    work = Work() if work is None else work
    g = mex_values(start, opts, 0, normal, limit, work)
    if g is None:
        return None

    def options(state):
        p, twos, ones = state  # the position, then nim-heaps of size 2 and of size 1
        out = [(q, twos, ones) for q in opts(p)]
        if twos:
            out.append((p, twos - 1, ones + 1))
            out.append((p, twos - 1, ones))
        if ones:
            out.append((p, twos, ones - 1))
        return out

    values = []
    for k in range(terms):
        v = mex_values((start, k, 0), options, 1, memo, limit, work)
        if v is None:
            return None
        values.append(v)
    return Genus(grundy=g, terms=tuple(values))


def _genus_guard(game: Ruleset, n: int, terms: int, limit: int) -> None:
    """Refuse a genus table whose work will not fit, before any of it is done.

    A table of ``n + 1`` heaps needs about :data:`GENUS_BYTES_PER_HEAP` bytes a heap and at most
    :data:`MAX_GENUS_HEAPS` heaps. Nim past its first heaps is read from Conway's rule (no
    search). Any other heap game visits, for each heap ``h <= n``, at least the position ``(h)``
    with each of the ``terms (terms + 1) / 2`` combinations of nim-heaps of size 1 and 2 and the
    normal-play one, so at least ``(n + 1) (1 + terms (terms + 1) / 2)`` positions, which must be
    at most ``limit``; and it generates at least the options of those positions: from the
    option counts of heaps ``n // 2`` and ``n`` (a power law), about ``C(n) (n + 1) / (a + 1)``
    per combination, which must stay within :data:`MAX_GENUS_OPTIONS`.

    Raises:
        ResourceLimitError: (exit 3) with the estimate and the largest ``n`` that fits.
    """
    title = getattr(game, "title", None) or game.spec()
    per_heap = 1 + terms * (terms + 1) // 2
    have = available_memory() // 2
    checks: list[tuple[str, Callable[[int], bool]]] = [
        (f"more than the {MAX_GENUS_HEAPS:,} heaps a table holds", lambda m: m + 1 <= MAX_GENUS_HEAPS),
        (f"about {(n + 1) * GENUS_BYTES_PER_HEAP / 2**30:,.1f} GiB, more than the {have / 2**30:,.1f} GiB allowed "
         "(half the free memory)", lambda m: (m + 1) * GENUS_BYTES_PER_HEAP <= have),
    ]
    if not (game.nim_heaps and n > _NIM_SEARCHED):
        checks.append((f"at least {(n + 1) * per_heap:,} positions to visit, more than the {limit:,} allowed",
                       lambda m: (m + 1) * per_heap <= limit))
    for why, fits in checks:
        if not fits(n):
            best = largest_that_fits(lambda m, fits=fits: 0 if fits(m) else 1, n, 0)
            raise ResourceLimitError(f"the genus of every heap 0..{n:,} of {title}: {why}; the largest n that fits is "
                                     f"{max(best, 0):,}")
    if game.nim_heaps or n < 2:
        return
    game.guard_heaps(n)  # type: ignore[attr-defined]  # a game file's heap-moves: estimated first
    counts = {h: len(game.heap_options(h)) for h in (n // 2, n)}  # type: ignore[attr-defined]
    c_half, c_n = counts[n // 2], counts[n]
    a = math.log(c_n / c_half) / math.log(n / (n // 2)) if c_n > 0 and c_half > 0 else 1.0
    a = min(max(a, 0.0), 8.0)

    def options(m: int) -> float:
        return c_n * ((m / n) ** a) * (m + 1) / (a + 1) * per_heap

    if options(n) > MAX_GENUS_OPTIONS:
        best = largest_that_fits(lambda m: 0 if options(m) <= MAX_GENUS_OPTIONS else 1, n, 0)
        raise ResourceLimitError(f"the genus of every heap 0..{n:,} of {title}: at least about {options(n):,.0f} options "
                                 f"to generate (estimated from heaps {n // 2:,} and {n:,}), more than the "
                                 f"{MAX_GENUS_OPTIONS:,} allowed; the largest n that fits is about {max(best, 0):,}")


def genus_sequence(game: Ruleset, n: int, terms: int = GENUS_TERMS,
                   limit: int = MAX_GENUS_POSITIONS) -> list[Genus]:
    """The genus of one heap of each size ``0 .. n`` of a heap game (sharing the work
    between heaps).

    The work is estimated before it starts (the heaps, the memory of the table, the positions
    and options the search needs at least: see :func:`_genus_guard`) and bounded while it runs
    (``limit`` positions, :data:`MAX_GENUS_OPTIONS` options, ``GAMECHECK_TIME_LIMIT``). Nim's
    heaps past the first 64 are read from Conway's rule for the nim-heap ``*n``: genus
    ``n^(n, n XOR 2)`` for ``n >= 2`` (*On Numbers and Games* ch. 12; *Winning Ways* ch. 13,
    :func:`nim_heap_terms`), so a long table of Nim needs no search.

    Args:
        game: Nim or a heap game (:class:`~gamecheck.games.heap.HeapRules`).
        n: the largest heap, ``n >= 0``.
        terms: terms per genus (``1 .. 32``).
        limit: the most positions visited in all.

    Returns:
        ``n + 1`` :class:`Genus` values, heap ``0`` first.

    Raises:
        ValueError: ``game`` is not a heap game, or ``terms`` out of range.
        ResourceLimitError: (exit 3) more than :data:`MAX_GENUS_HEAPS` heaps, a table that would
            not fit in half the free memory, or a search that needs more positions or options
            than allowed -- refused up front with the largest ``n`` that fits; or a search that
            runs out of positions, options or time (take-and-break games split a heap into many
            multisets: the work grows fast with ``n``).
    """
    if not 1 <= terms <= 32:
        raise ValueError(f"terms {terms} is not allowed; give 1 to 32")
    opts = multiset_options(game)
    if opts is None:
        raise ValueError(f"{game.spec()} is not a heap game")
    _genus_guard(game, n, terms, limit)
    normal: dict = {}
    memo: dict = {}
    work = Work()
    out = []
    searched = min(n, _NIM_SEARCHED) if game.nim_heaps else n
    for h in range(searched + 1):
        try:
            gen = _genus((h,) if h else (), opts, terms, normal, memo, limit, work)
        except ResourceLimitError as exc:
            title = getattr(game, "title", None) or game.spec()
            raise ResourceLimitError(f"the genus of every heap 0..{n:,} of {title}: stopped at heap {h:,} ({exc}); "
                                     f"the largest n that fits is {h - 1:,}") from None
        assert gen is not None  # heap games cannot cycle: every move shrinks a heap
        out.append(gen)
    out.extend(Genus(grundy=h, terms=nim_heap_terms(h, terms)) for h in range(searched + 1, n + 1))
    return out


#: the most positions :func:`misere_figures` visits (``gamecheck solve --misere``)
SOLVE_LIMIT = 300_000


def misere_figures(ruleset: Ruleset, position: Position, limit: int = SOLVE_LIMIT
                   ) -> tuple[int | None, list[tuple[int, Genus]], list[str]]:
    """The misère figures ``gamecheck solve --misere`` adds: the misère Grundy value of the
    position and, for a heap game, the genus of each distinct heap.

    Returns:
        ``(misere_grundy or None, [(heap, genus)], notes)``; a figure out of reach (more than
        ``limit`` positions, or a cycle) is left out and a note says why.  For Nim beyond
        the limit the misère Grundy value comes from misère Nim being tame (Conway, *On
        Numbers and Games* ch. 12): the nim-sum when some heap exceeds 1, else 1 XOR the nim-sum.
    """
    notes: list[str] = []
    mg: int | None = None
    if ruleset.nim_heaps:  # misère Nim is tame (Conway 1976): no search needed
        x = 0
        for h in position:
            x ^= h
        mg = x if any(h > 1 for h in position) else 1 ^ x
        notes.append("misère Grundy value and genus from misère Nim being tame (Conway 1976): the nim-sum when some "
                     "heap exceeds 1, else 1 XOR the nim-sum; a heap of n >= 2 has genus n^(n, n XOR 2)")
        genera = [(h, Genus(h, nim_heap_terms(h))) for h in sorted({h for h in position if h})]
        return mg, genera, notes
    try:
        opts, start = _options_of(ruleset, position)
        mg = mex_values(start, opts, 1, None, limit, Work(max_options=20 * limit))
        if mg is None:
            notes.append("misère Grundy value: undefined (a cycle is reachable)")
    except ResourceLimitError:
        notes.append(f"misère Grundy value: not computed (more than {limit:,} positions or {20 * limit:,} moves, "
                     "or out of time)")
    genera: list[tuple[int, Genus]] = []
    if multiset_options(ruleset) is not None:
        skipped = []
        for h in sorted({h for h in position if h}):
            try:
                gen = genus(ruleset, (h,), limit=limit, work=Work(max_options=20 * limit))
            except ResourceLimitError:
                skipped.append(h)
                continue
            if gen is not None:
                genera.append((h, gen))
        if skipped:
            notes.append(f"genus not computed for heap(s) {', '.join(map(str, skipped[:8]))} (more than {limit:,} "
                         "positions)")
    return mg, genera, notes


def nim_heap_terms(n: int, terms: int = GENUS_TERMS) -> tuple[int, ...]:
    """The genus terms of the nim-heap ``*n`` (Winning Ways ch. 13): ``*0`` 1,2,0,2,...;
    ``*1`` 0,3,1,3,...; ``*n`` (n >= 2) n, n^2, n, n^2, ..."""
    head = {0: (1, 2, 0), 1: (0, 3, 1)}.get(n, (n, n ^ 2))
    return tuple(head[i] if i < len(head) else head[len(head) - 2 + (i - len(head)) % 2] for i in range(terms))
