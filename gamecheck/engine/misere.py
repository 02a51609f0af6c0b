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

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable

from gamecheck.errors import ResourceLimitError
from gamecheck.games.base import Ruleset
from gamecheck.games.heap import HeapRules
from gamecheck.games.nim import Nim
from gamecheck.position import Position

__all__ = [
    "mex_values", "misere_grundy", "Genus", "genus", "genus_sequence", "multiset_options", "MAX_GENUS_POSITIONS",
    "GENUS_TERMS", "misere_figures", "SOLVE_LIMIT", "nim_heap_terms",
]

#: the most positions (of the position with its nim-heaps of size 2) one computation visits
MAX_GENUS_POSITIONS = 2_000_000
#: how many terms ``l0 .. l(K-1)`` of the genus are computed by default
GENUS_TERMS = 6


def _mex(values: Iterable[int]) -> int:
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


def mex_values(start: Hashable, options: Callable[[Hashable], Iterable[Hashable]], terminal: int,
               memo: dict | None = None, limit: int = MAX_GENUS_POSITIONS) -> int | None:
    """The value ``v(start)`` of the recursion ``v(p) = terminal`` when ``p`` has no options,
    else ``mex{v(q) : q an option of p}``; ``terminal = 0`` gives Grundy values, ``1``
    misère Grundy values.

    Args:
        start: a position (any hashable).
        options: ``p -> options of p``.
        terminal: the value of a terminal position.
        memo: a dict to reuse between calls (``position -> value``), updated in place.
        limit: the most positions to visit.

    Returns:
        the value, or ``None`` when a cycle is reachable (no value).

    Raises:
        ResourceLimitError: more than ``limit`` positions.
    """
    memo = {} if memo is None else memo
    if start in memo:
        return memo[start]
    on_stack: set = {start}
    stack: list[list] = [[start, list(options(start)), 0]]  # position, its options, next to look at
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
            stack.append([q, list(options(q)), 0])
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
    if isinstance(game, Nim):
        def heap(n):
            return [(m,) if m else () for m in range(n)]
    elif isinstance(game, HeapRules):
        heap = game.heap_options
    else:
        return None
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
          limit: int = MAX_GENUS_POSITIONS) -> Genus | None:
    """Conway's genus of ``position``, with ``terms`` terms ``l0 ..`` (module docstring).

    Args:
        ruleset: a ruleset whose positions cannot repeat (for cycles the genus is undefined).
        position: the position.
        terms: how many terms, ``1 .. 32``.
        limit: the most positions of the sums to visit.

    Returns:
        a :class:`Genus`, or ``None`` when a cycle is reachable.

    Raises:
        ResourceLimitError: too many positions.
        ValueError: ``terms`` outside ``1 .. 32``.
    """
    if not 1 <= terms <= 32:
        raise ValueError(f"terms {terms} is not allowed; give 1 to 32")
    opts, start = _options_of(ruleset, position)
    return _genus(start, opts, terms, {}, {}, limit)


def _genus(start, opts, terms: int, normal: dict, memo: dict, limit: int) -> Genus | None:
    g = mex_values(start, opts, 0, normal, limit)
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
        v = mex_values((start, k, 0), options, 1, memo, limit)
        if v is None:
            return None
        values.append(v)
    return Genus(grundy=g, terms=tuple(values))


def genus_sequence(game: Ruleset, n: int, terms: int = GENUS_TERMS,
                   limit: int = MAX_GENUS_POSITIONS) -> list[Genus]:
    """The genus of one heap of each size ``0 .. n`` of a heap game (sharing the work
    between heaps).

    Args:
        game: Nim or a heap game (:class:`~gamecheck.games.heap.HeapRules`).
        n: the largest heap, ``n >= 0``.
        terms: terms per genus (``1 .. 32``).
        limit: the most positions visited in all.

    Raises:
        ValueError: ``game`` is not a heap game, or ``terms`` out of range.
        ResourceLimitError: too many positions (take-and-break games split a heap into many
            multisets: the work grows fast with ``n``).
    """
    if not 1 <= terms <= 32:
        raise ValueError(f"terms {terms} is not allowed; give 1 to 32")
    opts = multiset_options(game)
    if opts is None:
        raise ValueError(f"{game.spec()} is not a heap game")
    normal: dict = {}
    memo: dict = {}
    out = []
    for h in range(n + 1):
        gen = _genus((h,) if h else (), opts, terms, normal, memo, limit)
        assert gen is not None  # heap games cannot cycle: every move shrinks a heap
        out.append(gen)
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
    if isinstance(ruleset, Nim):  # misère Nim is tame (Conway 1976): no search needed
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
        mg = mex_values(start, opts, 1, None, limit)
        if mg is None:
            notes.append("misère Grundy value: undefined (a cycle is reachable)")
    except ResourceLimitError:
        notes.append(f"misère Grundy value: not computed (more than {limit:,} positions)")
    genera: list[tuple[int, Genus]] = []
    if multiset_options(ruleset) is not None:
        skipped = []
        for h in sorted({h for h in position if h}):
            try:
                gen = genus(ruleset, (h,), limit=limit)
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
