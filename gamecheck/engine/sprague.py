"""Solving sums by the Sprague–Grundy theorem, without enumerating the product space.

A position of a heap game (Nim, the subtraction games and Bash, the take-and-break
games, games of heap moves from a game file) is the disjunctive sum of its heaps, and a
position of ``sum(G1, ..., Gc)`` the sum of its components. By the Sprague–Grundy theorem
(Sprague 1935; Grundy 1939; Berlekamp, Conway and Guy, *Winning Ways* ch. 2) the Grundy
value of a sum is the nim-sum of its components' Grundy values, and a move wins exactly
when it takes the nim-sum to 0: from component ``i`` of value ``g_i`` to an option of value
``g_i XOR s`` (``s`` the nim-sum). Such an option exists when ``g_i XOR s < g_i`` (by the mex
rule), and may also exist when it is larger (a reversible move), so every option of every
summand is looked at -- except in Nim, whose heap of ``n`` has exactly the options ``0..n-1``.

So :func:`solve_by_sprague_grundy` needs only the Grundy values of single heaps -- computed
once per heap game by :mod:`gamecheck.engine.sequences` and cached (:func:`heap_values`);
when the sequence's period is certified (Guy–Smith for octal games, the subtraction-game
window for finite subtraction sets, :mod:`gamecheck.engine.periodicity`) a heap beyond the
computed range gets its value from the period -- and, for a component that is not a heap
game, the Grundy value of that component alone (retrograde analysis of its own positions).

Misère play does not obey this theory (*Winning Ways* ch. 13). Misère Nim is solved by
Bouton's misère rule (Bouton 1901): a misère P-position is one where some heap has 2 or more
counters and the nim-sum is 0, or every heap has at most 1 counter and the nim-sum is 1. Any
other misère sum of heaps -- of one heap game, or of several (``sum(kayles, nim)``) -- is
solved from the misère quotient of its heaps (Plambeck and Siegel 2008;
:mod:`gamecheck.engine.quotient`): the position's element decides its outcome, and a move wins
when the element of the heaps it leaves is in the P-portion. Sums with other components are
left to enumeration (:func:`gamecheck.engine.analysis.analyse_position`).

Tokens on a graph of the user's own (:mod:`gamecheck.games.graphgame`), which may have
cycles, are solved by Smith's generalisation (:func:`gamecheck.engine.gamma.solve_graph`);
so is a sum with graph components (``sum(nim, graph(file=...))``): each token's gamma-value
is read from the graph's, never from an enumeration of its reachable set, and a sum with one
infinite gamma-value ``∞(K)`` is N exactly when the nim-sum ``b`` of the others is in ``K``
(the winning moves take that token to an option of value ``b``), a draw otherwise (Smith 1966).

Remoteness is not a function of the components' Grundy values; the reports made here give
``None`` for it and say so in their notes.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Sequence

import numpy as np

from gamecheck.engine.analysis import PositionReport, analyse_position, reachable_size
from gamecheck.engine.gamma import (
    describe_gamma, gamma_json, graph_gamma, outcome_of_gamma, solve_graph, sum_gamma,
)
from gamecheck.engine.quotient import MAX_QUOTIENT_HEAP, MisereQuotient, combined_heap_game, heap_game_of, misere_quotient
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.engine.periodicity import Periodicity, certify
from gamecheck.domain import Deadline, time_limit
from gamecheck.engine.sequences import SequenceRun, options_values, warm_up
from gamecheck.games.base import Move, Ruleset
from gamecheck.games.graphgame import GraphGame
from gamecheck.games.heap import HeapRules, as_heap_game
from gamecheck.position import Position, format_position

__all__ = [
    "HeapValues", "heap_values", "heap_values_of", "heap_grundy_at", "Component", "solve_position", "components", "solve_by_sprague_grundy", "MAX_LISTED",
    "MAX_SCANNED", "QUOTIENT_GROWTH_SECONDS", "SMALL_PRODUCT", "reachable_estimate",
]

#: the winning moves listed by default (the rest are counted, when every option was looked at)
MAX_LISTED = 64
#: the most options of a position the Sprague-Grundy method and the misère quotient look at, in
#: each play, for its winning moves (a heap of ``n`` counters of an octal game has about ``n``
#: options, so a heap of 10^12 has far too many to look at all); past it the scan stops, the
#: winning moves found so far are listed, their count is not known (``None``) and the report
#: says so -- the outcome and the Grundy value never depend on the scan
MAX_SCANNED = 1_000_000
#: at most this many positions in the product space: ``solve`` enumerates (and so gives
#: remoteness and both plays) instead of using the Sprague–Grundy theorem
SMALL_PRODUCT = 20_000
#: the first length computed for a heap game whose sequence may become periodic
_FIRST = 1024


class HeapValues:
    """The Grundy values ``g(0), g(1), ...`` of one heap game, computed on demand and kept.

    Values are computed by the sequence engine (numba) for the built-in heap games and by
    the mex rule over :meth:`HeapRules.heap_options` for the others; lengths double, and
    after each step a periodicity certificate is tried where a theorem applies. Once the
    period is certified, ``value(n)`` for any ``n`` comes from it.

    Args:
        game: a :class:`~gamecheck.games.heap.HeapRules` ruleset (its heap count is ignored).

    Attributes:
        values: int64 array ``g(0..N)`` computed so far.
        periodicity: the last :class:`~gamecheck.engine.periodicity.Periodicity` found
            (``None`` before the first try, or for kinds without a theorem).
    """

    def __init__(self, game: HeapRules):
        if as_heap_game(game) is None:
            raise UsageError(f"{game!r} is not a heap game")
        self.game = game
        self.values = np.zeros(0, dtype=np.int64)
        self.periodicity: Periodicity | None = None

    @property
    def certified(self) -> bool:
        """True when the period is certified (every heap's value is known)."""
        return self.periodicity is not None and self.periodicity.certified

    def value(self, n: int) -> int:
        """The Grundy value of one heap of ``n`` counters (``n >= 0``).

        Raises:
            UsageError: ``n`` negative.
            ResourceLimitError: when the values up to ``n`` would not fit in memory or time.
        """
        if n < 0:
            raise UsageError(f"heap size {n} is negative; give n >= 0")
        if n < len(self.values):
            return int(self.values[n])
        if self.certified:
            per = self.periodicity
            e, p, s = per.preperiod, per.period, per.saltus  # type: ignore[union-attr]
            q, r = divmod(n - e, p)
            return int(self.values[e + r]) + s * q
        self._compute(n)
        return self.value(n)

    def ensure(self, n: int) -> None:
        """Make ``value(m)`` immediate for every ``m <= n``."""
        if n >= len(self.values) and not self.certified:
            self._compute(n)

    def values_at(self, idx: np.ndarray) -> np.ndarray:
        """The Grundy values of heaps of the sizes ``idx`` (a 1-D array of non-negative ints),
        computed as far as needed, beyond the computed range from the certified period.

        Raises:
            UsageError: a negative size.
            ResourceLimitError: when the values up to the largest size would not fit.
        """
        idx = np.asarray(idx, dtype=np.int64)
        if idx.size == 0:
            return np.zeros(0, dtype=np.int64)
        if int(idx.min()) < 0:
            raise UsageError(f"heap size {int(idx.min())} is negative; give n >= 0")
        self.ensure(int(idx.max()))
        n = len(self.values)
        if int(idx.max()) < n:
            return self.values[idx]
        per = self.periodicity
        e, p, s = per.preperiod, per.period, per.saltus  # type: ignore[union-attr]
        out = np.empty(idx.size, dtype=np.int64)
        inside = idx < n
        out[inside] = self.values[idx[inside]]
        q, r = np.divmod(idx[~inside] - e, p)
        out[~inside] = self.values[e + r] + s * q
        return out

    def _compute(self, n: int) -> None:
        """Values up to heap ``n`` at least, or every heap's from a certified period.

        Never beyond ``n``: the length doubles from :data:`_FIRST` (or goes to the heap a
        certificate's check needs) but stops at ``n``, a certificate is tried at each step
        where a theorem applies, and the whole -- values and certificates -- runs against one
        :class:`~gamecheck.domain.Deadline` (``GAMECHECK_TIME_LIMIT``): values not reached in
        time raise, a certificate not finished in time is "not certified" (the values up to
        ``n``, computed by the mex rule, answer without it)."""
        game = self.game
        if n >= len(self.values):
            game.guard_heaps(n)  # a heap game of a game file: its options estimated before they are generated
        certifiable = game.periodicity_theorem is not None
        if game.compiled_sequence:
            warm_up(game)  # compile (or load) the kernels before the clock starts
        deadline = Deadline()
        run = None
        m = max(len(self.values), 1)
        while len(self.values) <= n and not self.certified:
            if certifiable:
                want = _FIRST - 1 if m < _FIRST - 1 else 2 * m
                if self.periodicity is not None and self.periodicity.needed_to is not None:
                    want = max(want, self.periodicity.needed_to)
                m = min(n, want)
            else:
                m = n
            if game.compiled_sequence:  # one engine for the whole growth: each step goes on from the last
                if run is None:
                    run = SequenceRun(game, prefix=self.values if len(self.values) else None)
                self.values = run.compute(m, deadline)
            else:
                self.values = self._sequence(m, deadline)
            if certifiable:
                self.periodicity = certify(self.values, **game.periodicity_args(), deadline=deadline)

    def _sequence(self, n: int, deadline: Deadline | None = None) -> np.ndarray:
        """The mex rule in Python (heap games of game files), extending what is known."""
        game = self.game
        g = np.zeros(n + 1, dtype=np.int64)
        g[: len(self.values)] = self.values
        for k in range(len(self.values), n + 1):
            if deadline is not None and k % 256 == 0:
                deadline.check(lambda: f"the Grundy values of {game.title} were computed for heaps 0..{k - 1:,} of "
                                       f"0..{n:,}")
            seen = options_values(game, g, k)
            v = 0
            while v in seen:
                v += 1
            g[k] = v
        return g


@lru_cache(maxsize=32)
def heap_values(game: HeapRules) -> HeapValues:
    """The cached :class:`HeapValues` of a heap game (one per game, whatever its heap count)."""
    return HeapValues(game)


def heap_values_of(ruleset: Ruleset) -> "HeapValues | None":
    """The Grundy values of single heaps of a heap game (:meth:`Ruleset.heap_game`; cached, its
    heap count ignored), or ``None`` for a game whose heaps have them in closed form (Nim:
    a heap of ``n`` has value ``n``) or that is not a heap game."""
    rs = ruleset.unwrapped
    if rs.heap_grundy(0) is not None:
        return None
    hg = rs.heap_game() if rs.is_heap_game else None
    return None if hg is None else heap_values(_one_heap(hg))


def heap_grundy_at(ruleset: Ruleset, idx: np.ndarray) -> np.ndarray:
    """The Grundy values of single heaps of sizes ``idx`` (a 1-D array of non-negative ints) of
    a heap game: in closed form where the theory gives one (Nim: ``n``; Bouton 1901), else from
    :class:`HeapValues` (the sequence engine, extended by a certified period).

    Raises:
        UsageError: not a heap game, or a negative size.
        ResourceLimitError: values that would not fit in memory or time.
    """
    rs = ruleset.unwrapped
    idx = np.asarray(idx, dtype=np.int64)
    if not rs.is_heap_game:
        raise UsageError(f"ruleset {rs.spec()} is not a heap game")
    if rs.heap_grundy(0) is not None:
        if idx.size and int(idx.min()) < 0:
            raise UsageError(f"heap size {int(idx.min())} is negative; give n >= 0")
        return np.array([rs.heap_grundy(int(h)) for h in idx.tolist()], dtype=np.int64) if not rs.nim_heaps \
            else idx.copy()
    hv = heap_values_of(rs)
    if hv is None:
        raise UsageError(f"ruleset {rs.spec()} has no Grundy sequence of single heaps")
    return hv.values_at(idx)


# -- components -------------------------------------------------------------------------------

@dataclass
class Component:
    """One summand of a position: a heap of a heap game, or a component of a sum.

    Attributes:
        start, stop: the slice of the position it occupies.
        ruleset: the heap game (for a heap) or the component's ruleset.
        grundy: its Grundy value (``None`` for a token on a graph whose gamma-value is infinite).
        heap: the heap size for a heap (``None`` for another component).
        label: ``"heap 2"`` or ``"component 1"`` (for move descriptions).
        slots: for a heap of a take-and-break component of a sum, the slice of that
            component's heap slots (a move rewrites them sorted, largest first, padded).
        gamma: for a token on a graph (:mod:`gamecheck.games.graphgame`), its Smith
            gamma-value (an int, or ``(INFINITE, K)``); ``None`` otherwise.
    """

    start: int
    stop: int
    ruleset: Ruleset
    grundy: int | None
    heap: int | None
    label: str
    slots: tuple[int, int] | None = None
    gamma: Any = None


def _heap_ruleset(rs: Ruleset) -> Ruleset | None:
    return rs if rs.is_heap_game else None


def _heap_value(rs: Ruleset, n: int) -> int:
    closed = rs.heap_grundy(n)
    return closed if closed is not None else heap_values(_one_heap(rs.heap_game())).value(n)


def _one_heap(rs: HeapRules) -> HeapRules:
    """The heap game without its heap count, so that its values are cached once."""
    if rs.arity is None:
        return rs
    clone = copy.copy(rs)
    clone.arity = None
    return clone


def components(ruleset: Ruleset, position: Position, engine: str = "auto") -> list[Component] | None:
    """The summands of ``position`` with their Grundy values, or ``None`` when the
    position is not a sum this module can solve (the ruleset is neither a heap game nor a
    sum, or a component has no Grundy value because it can reach a cycle).

    Raises:
        UsageError: a position that does not fit the ruleset.
        ResourceLimitError: a component too large to analyse.
    """
    ruleset = ruleset.unwrapped
    heap_rs = _heap_ruleset(ruleset)
    if heap_rs is not None:
        out = []
        for i, n in enumerate(position):
            if n < 0:
                raise UsageError(f"heap size {n} is negative; give heap sizes >= 0")
            if n or not heap_rs.splits_heaps:
                out.append(Component(i, i + 1, heap_rs, _heap_value(heap_rs, n), n, f"heap {i + 1}"))
        return out
    if ruleset.is_sum:
        if len(position) != ruleset.arity:
            raise UsageError(f"ruleset {ruleset.spec()} has {ruleset.arity} parts, got the position "
                             f"{format_position(position)}")
        out = []
        for c_index, (comp, sl) in enumerate(zip(ruleset.components, ruleset.slices)):
            sub = tuple(position[sl])
            inner = components(comp, sub, engine) if _heap_ruleset(comp) is not None else None
            if inner is not None:
                slots = (sl.start, sl.stop) if comp.splits_heaps else None
                for c in inner:
                    out.append(Component(sl.start + c.start, sl.start + c.stop, c.ruleset, c.grundy, c.heap,
                                         f"component {c_index + 1}, {c.label}" if len(sub) > 1
                                         else f"component {c_index + 1}", slots))
                continue
            if comp.loopy:  # tokens on a graph: Smith's gamma-values, no enumeration
                comp = comp.with_arity(len(sub))
                sub = comp.validate(sub)
                gv = graph_gamma(comp)
                for t, u in enumerate(sub):
                    g = gv.gamma(u)
                    out.append(Component(sl.start + t, sl.start + t + 1, comp.with_arity(1) if len(sub) > 1 else comp,
                                         g if isinstance(g, int) else None, None,
                                         f"component {c_index + 1}" + (f", token {t + 1}" if len(sub) > 1 else ""),
                                         gamma=g))
                continue
            rep = analyse_position(comp, sub, engine)
            if rep.grundy is None:
                return None
            out.append(Component(sl.start, sl.stop, comp, rep.grundy, None, f"component {c_index + 1}"))
        return out
    return None


def reachable_estimate(ruleset: Ruleset, position: Position) -> float:
    """An upper estimate of the positions reachable from ``position`` (``inf`` when
    unknown): the product over heaps of ``heap + 1`` for games that never split a heap; for
    tokens on a graph and sums with graphs, the exact count of
    :func:`gamecheck.engine.analysis.reachable_size`."""
    ruleset = ruleset.unwrapped
    if ruleset.coin_turning:  # parts after the last head never change; the others are 0 or 1
        last = max((i for i, v in enumerate(position) if v), default=-1)
        return float(2 ** (last + 1))
    if ruleset.loopy:
        return float(math.prod(ruleset.reachable_count(u) for u in position))  # type: ignore[attr-defined]
    if ruleset.is_sum and any(c.loopy for c in ruleset.components):
        try:
            counted = reachable_size(ruleset, tuple(position))
        except UsageError:
            return math.inf  # a position that does not fit: the solver says why
        return math.inf if counted is None else float(counted[0])
    if ruleset.splits_heaps:
        total = sum(position)
        return float(2 ** total) if total < 60 else math.inf
    if ruleset.is_heap_game or (
            ruleset.is_sum and all(c.is_heap_game and not c.splits_heaps for c in ruleset.components)):
        return float(math.prod(p + 1 for p in position))
    return math.inf


# -- options of one component --------------------------------------------------------------------

def _heaps_text(heaps: Sequence[int]) -> str:
    return " + ".join(map(str, heaps)) if heaps else "nothing"


class _Scan:
    """The options looked at for winning moves, against a cap (:data:`MAX_SCANNED`; ``None``:
    no cap). ``stopped`` is set when an option was left unseen because the cap was reached."""

    def __init__(self, cap: int | None):
        self.cap = cap
        self.looked = 0
        self.stopped = False
        #: some heap has more options than the cap leaves: the scan cannot end complete, so it
        #: may stop as soon as the moves to list are found (their number is not counted anyway)
        self.doomed = False

    def enough(self, found: int, listed: int) -> bool:
        """Whether to stop now: ``found >= listed`` winning moves are in hand and the scan could
        not have counted them all (``stopped`` is then set)."""
        if self.doomed and found >= listed:
            self.stopped = True
            return True
        return False

    def take(self) -> bool:
        """Count one more option to look at; ``False`` (and ``stopped``) once the cap is reached."""
        if self.cap is not None and self.looked >= self.cap:
            self.stopped = True
            return False
        self.looked += 1
        return True


def _iter_heap_options(rs: Any, n: int, scan: _Scan | None = None):
    """The options of one heap of ``n`` (heaps left, parts increasing) one at a time, without
    building the list: in the order of :meth:`~gamecheck.games.heap.HeapRules.heap_options`
    when the scan can look at all of them, else in the order
    :meth:`~gamecheck.games.heap.HeapRules.iter_heap_options_spread` gives (an octal game's
    splits by their smaller part, every take at once)."""
    if scan is not None and scan.cap is not None:
        left = max(0, scan.cap - scan.looked)
        count = rs.heap_option_count(n) if hasattr(rs, "heap_option_count") else None
        if count is not None and count > left:
            scan.doomed = True
        spread = getattr(rs, "iter_heap_options_spread", None)
        if spread is not None:
            return spread(n, left)
    lazy = getattr(rs, "iter_heap_options", None)
    return lazy(n) if lazy is not None else iter(rs.heap_options(n))


def _heap_moves(c: Component, target: int, scan: _Scan | None = None):
    """The moves of the heap ``c`` to heaps of Grundy value ``target``, as
    ``(description, the heaps replacing it)``; the options are generated lazily and, with a
    ``scan``, each is counted against its cap (the generator ends when the cap is reached)."""
    rs, n = c.ruleset, c.heap
    assert n is not None
    if rs.nim_heaps:
        if target < n and (scan is None or scan.take()):
            yield f"take {n - target} from {c.label}", (target,)
        return
    split = rs.splits_heaps
    vals = heap_values(_one_heap(rs.heap_game()))
    for left in _iter_heap_options(rs, n, scan):
        if scan is not None and not scan.take():
            return
        v = 0
        for h in left:
            v ^= vals.value(h)
        if v != target:
            continue
        removed = n - sum(left)
        if split:
            yield (f"take {removed} from {c.label} ({n}), leaving {_heaps_text(left)}" if removed
                   else f"split {c.label} ({n}) into {_heaps_text(left)}"), tuple(left)
        else:
            yield f"take {removed} from {c.label}", (left[0] if left else 0,)


def _other_moves(c: Component, sub: Position, target: int, engine: str):
    if c.gamma is not None:  # a token on a graph: the options whose gamma-value is the target
        game: GraphGame = c.ruleset  # type: ignore[assignment]
        gv = graph_gamma(game)
        u = sub[0]
        for v in game.successors[u]:
            if int(gv.values[v]) == target:
                yield f"{c.label}: {game.names[u]} -> {game.names[v]}", (v,)
        return
    rep = analyse_position(c.ruleset, sub, engine)
    for mv, g in rep.option_grundy:
        if g == target:
            yield f"{c.label}: {mv.description}", tuple(mv.position)


# -- solving ---------------------------------------------------------------------------------------

def solve_by_sprague_grundy(ruleset: Ruleset, position: Position, *, misere: bool = False, engine: str = "auto",
                            max_listed: int = MAX_LISTED, max_scanned: int | None = MAX_SCANNED
                            ) -> PositionReport | None:
    """Solve a sum from its components' Grundy values (see the module docstring).

    Args:
        ruleset: the ruleset (a heap game, a ``sum(...)``, or ``misere(...)`` of one).
        position: the position (heap sizes for a heap game; for a take-and-break game the
            heaps, in any order, zeros ignored -- no heap slots are needed here).
        misere: misère play (solved only for Nim, by Bouton's misère rule).
        engine: the engine for components that are analysed by enumeration.
        max_listed: list at most this many winning moves (all are counted when every option
            was looked at).
        max_scanned: look at most at this many options of the position for winning moves, in
            each play (``None``: every option). Past it the report's
            ``winning_moves_truncated`` (``misere_...``) is set, its winning-move count is
            ``None`` and a note says how many options were looked at; every move listed is a
            winning move, and the outcome and Grundy value do not depend on the scan.

    Returns:
        a :class:`~gamecheck.engine.analysis.PositionReport` with ``method ==
        "sprague-grundy"`` (remoteness ``None``; the other play's figures ``None`` unless
        known), or ``None`` when the theorem does not apply here (the caller enumerates).

    Raises:
        UsageError: a malformed position.
        ResourceLimitError: Grundy values that would not fit in memory or time.
    """
    position = tuple(int(p) for p in position)
    misere = misere or ruleset.misere
    if ruleset.coin_turning:  # a set of heads: the nim-sum of the heads' values (normal play only)
        return None if misere else _solve_coins(ruleset, position, max_listed, max_scanned)
    if ruleset.loopy:  # loopy: Smith's gamma-values (normal play only)
        return None if misere else solve_graph(ruleset, position, max_listed=max_listed)  # type: ignore[arg-type]
    split = ruleset.unwrapped.splits_heaps
    if split:  # a multiset of heaps: empty heaps (slots) are not heaps
        position = tuple(h for h in position if h)
    comps = components(ruleset, position, engine)
    if comps is None:
        return None
    if any(c.grundy is None for c in comps):  # a token whose gamma-value is infinite
        return None if misere else _solve_loopy_sum(ruleset, position, comps, max_listed)
    all_nim = all(c.ruleset.nim_heaps for c in comps)
    if misere and not all_nim and any(c.heap is None for c in comps):
        return None  # misère play of a sum with a component that is not a heap: enumeration
    s = 0
    for c in comps:
        s ^= c.grundy
    normal_outcome = "P" if s == 0 else "N"
    notes = [f"solved by the Sprague-Grundy theorem from the Grundy values of {len(comps)} summand(s) "
             f"(nim-sum {s}); remoteness is not computed by this method"]
    for rs in {c.ruleset.heap_game() for c in comps if c.heap is not None and c.ruleset.heap_game() is not None}:
        hv = heap_values(_one_heap(rs))
        if hv.certified:
            notes.append(f"{hv.game.title}: {hv.periodicity.status()}; "  # type: ignore[union-attr]
                         "values beyond the computed range come from the certified period")

    def replace(c: Component, parts: tuple[int, ...]) -> Position:
        return _replace(position, c, parts, split)

    def moves_to(pred: Callable[[Position], bool] | None, s_value: int, scan: _Scan):
        """Winning moves: to nim-sum 0 (normal play) or passing ``pred`` (misère Nim)."""
        done: set[tuple[Any, int, Any]] = set()
        for c in comps:
            if split and c.heap is not None:
                # a take-and-break position is a multiset: a heap equal to one already looked at
                # (same game, same slots) has the same moves to the same positions
                key = (c.ruleset.spec(), c.heap, c.slots)
                if key in done:
                    continue
                done.add(key)
            if pred is None:
                # an option of value t exists when t < g (mex), and may exist when t > g
                # (a reversible move): every option is looked at, except in Nim
                t = c.grundy ^ s_value
                gen = (_heap_moves(c, t, scan) if c.heap is not None
                       else _other_moves(c, position[c.start:c.stop], t, engine))
                for desc, parts in gen:
                    yield Move(desc, replace(c, parts))
                if scan.stopped:
                    return
            else:
                n = c.heap
                for m in sorted({n ^ s_value, 0, 1}):  # type: ignore[operator]
                    if 0 <= m < n:  # type: ignore[operator]
                        pos = replace(c, (m,))
                        if pred(pos):
                            yield Move(f"take {n - m} from {c.label}", pos)  # type: ignore[operator]

    def collect(gen, scan: _Scan | None = None) -> tuple[list[Move], int]:
        """The first ``max_listed`` moves and the count; for a take-and-break game moves to
        the same multiset of heaps (taking from either of two equal heaps) are one option."""
        listed, count = [], 0
        seen: set[Position] = set()
        for mv in gen:
            if scan is not None and scan.enough(count, max_listed):
                break
            if split:
                key = tuple(sorted(mv.position))
                if key in seen:
                    continue
                seen.add(key)
            count += 1
            if len(listed) < max_listed:
                listed.append(mv)
        return listed, count

    scan = _Scan(max_scanned)
    wins, count = collect(moves_to(None, s, scan), scan) if s else ([], 0)
    scan_note = _scan_note(scan, len(wins), "normal play", "its Grundy value (nim-sum) is not 0") if scan.stopped else None
    if misere and not all_nim:
        rep = _solve_misere_by_quotient(ruleset, position, comps, split, max_listed, max_scanned)
        rep.winning_moves, rep.winning_move_count = wins, (None if scan.stopped else count)
        rep.winning_moves_truncated = scan.stopped or count > len(wins)
        if scan_note:
            rep.notes.append(scan_note)
        return rep
    if scan_note:
        notes.append(scan_note)
    misere_outcome = None
    misere_wins: list[Move] = []
    misere_count = None
    if all_nim:
        misere_outcome = "P" if _misere_nim_p(position) else "N"
        misere_wins, misere_count = (collect(moves_to(_misere_nim_p, s, _Scan(None))) if misere_outcome == "N"
                                     else ([], 0))
        notes.append("misère play: Bouton's misère rule for Nim (1901)")
    return PositionReport(
        ruleset=ruleset,
        position=position,
        outcome=normal_outcome,
        grundy=s,
        remoteness=None,
        misere_outcome=misere_outcome,  # type: ignore[arg-type]
        misere_remoteness=None,
        winning_moves=wins,
        misere_winning_moves=misere_wins,
        positions_examined=0,
        option_grundy=[],
        method="sprague-grundy",
        winning_move_count=None if scan.stopped else count,
        misere_winning_move_count=misere_count,
        summands=[(c.label, c.heap, c.grundy) for c in comps],
        notes=notes,
        winning_moves_truncated=scan.stopped or count > len(wins),
        misere_winning_moves_truncated=misere_count is not None and misere_count > len(misere_wins),
    )


def _solve_coins(ruleset: Ruleset, position: Position, max_listed: int, max_scanned: int | None) -> PositionReport:
    """A position of a coin-turning game (or a product of two) from the values of its heads: the
    Grundy value is their nim-sum (Winning Ways ch. 14), each head's value by the mex recursion
    over the move rule (:meth:`~gamecheck.games.base.Ruleset.head_values`); a winning move is an
    option whose heads' values have nim-sum 0 (the options are listed, at most ``max_scanned``)."""
    rs = ruleset.with_arity(len(position)) if ruleset.arity is None else ruleset
    pos = rs.validate(position)
    values = rs.head_values(len(pos))
    assert values is not None  # a coin-turning ruleset has them
    heads = [i for i, v in enumerate(pos) if v]
    total = 0
    for i in heads:
        total ^= values[i]
    notes = [f"solved from the Grundy values of the {len(heads)} head(s), by the mex rule over the move rule: "
             f"a coin-turning position is the sum of its single heads (Winning Ways ch. 14), nim-sum {total}; "
             "remoteness is not computed by this method"]
    wins: list[Move] = []
    count: int | None = 0
    bound = rs.option_bound(pos) or 0
    if total and max_scanned is not None and bound > max_scanned:
        count = None
        notes.append(f"winning moves (normal play): not looked for among the {bound:,} options (at most "
                     f"{max_scanned:,} are); the position is N all the same -- its Grundy value is not 0")
    elif total:
        for mv in rs.options(pos):
            v = 0
            for i, bit in enumerate(mv.position):
                if bit:
                    v ^= values[i]
            if v == 0:
                count += 1  # type: ignore[operator]
                if len(wins) < max_listed:
                    wins.append(mv)
    labels = [rs.part_label(i) for i in heads]
    return PositionReport(
        ruleset=rs, position=pos, outcome="P" if total == 0 else "N", grundy=total, remoteness=None,
        misere_outcome=None, misere_remoteness=None, winning_moves=wins, misere_winning_moves=[],
        positions_examined=0, option_grundy=[], method="sprague-grundy", winning_move_count=count,
        summands=[(label, None, values[i]) for label, i in zip(labels, heads)], notes=notes,
        winning_moves_truncated=count is None or count > len(wins))


def _scan_note(scan: _Scan, found: int, play: str, why_n: str) -> str:
    """The note of a winning-move scan stopped at its cap: how many options were looked at,
    what was found, and that the outcome does not rest on it."""
    if found and scan.doomed and scan.looked < (scan.cap or 0):
        return (f"winning moves ({play}): the position has more options than the {scan.cap:,} looked at, at "
                f"most, so the winning moves are not counted; the scan stopped at the first {found:,} found "
                f"(after {scan.looked:,} options), which are listed")
    if found:
        return (f"winning moves ({play}): the scan for them stopped after {scan.looked:,} options (at most "
                f"{scan.cap:,} are looked at); the {found:,} winning move(s) found among them are listed, "
                "others may exist (their number is not counted)")
    return (f"winning moves ({play}): none found among the first {scan.looked:,} options looked at (at most "
            f"{scan.cap:,} are); the position is N all the same -- {why_n} -- so a winning move exists among the "
            "options not looked at")


def solve_position(ruleset: Ruleset, position: Position, *, misere: bool = False, engine: str = "auto",
                   method: str = "auto", max_listed: int = MAX_LISTED,
                   max_scanned: int | None = MAX_SCANNED) -> PositionReport | None:
    """Solve one position by the method ``gamecheck solve`` uses (one choice for the command,
    the API's :meth:`gamecheck.Game.solve` and the checker's claims about one position).

    * ``"enumeration"``: retrograde analysis of every position reachable from it
      (:func:`~gamecheck.engine.analysis.analyse_position`): remoteness and both plays;
    * ``"sprague-grundy"``: :func:`solve_by_sprague_grundy` (``None`` where it does not apply);
    * ``"auto"``: enumeration when at most :data:`SMALL_PRODUCT` positions can be reachable,
      else the Sprague–Grundy theorem where it applies, else enumeration.

    Args:
        ruleset: the ruleset (a position of a take-and-break game needs no heap slots).
        position: the position as typed (heaps in any order for a take-and-break game).
        misere: misère play (for the Sprague-Grundy method).
        engine: the labelling engine of an enumeration.
        method: ``"auto"``, ``"enumeration"`` or ``"sprague-grundy"``.
        max_listed: winning moves listed by the Sprague-Grundy method (all are counted).
        max_scanned: options looked at for winning moves by the Sprague-Grundy method and the
            misère quotient, in each play (``None``: all; see :func:`solve_by_sprague_grundy`).

    Returns:
        the :class:`~gamecheck.engine.analysis.PositionReport`; ``None`` only for
        ``method="sprague-grundy"`` where the theorem does not apply.

    Raises:
        UsageError: a malformed position.
        ResourceLimitError: values or an enumeration that would not fit.
    """
    raw = tuple(position)
    if method == "sprague-grundy" or (method == "auto" and reachable_estimate(ruleset, raw) > SMALL_PRODUCT):
        rep = solve_by_sprague_grundy(ruleset, raw, misere=misere, engine=engine, max_listed=max_listed,
                                      max_scanned=max_scanned)
        if rep is not None or method == "sprague-grundy":
            return rep
    return analyse_position(ruleset, raw, engine)


def _solve_loopy_sum(ruleset: Ruleset, position: Position, comps: list[Component],
                     max_listed: int) -> PositionReport:
    """A sum in which some token on a graph has an infinite gamma-value, by Smith's theory
    (C. A. B. Smith 1966; :mod:`gamecheck.engine.gamma`): with exactly one ``∞(K)`` and
    nim-sum ``b`` of the others the sum is N when ``b`` is in ``K`` (the winning moves take
    that token to an option of gamma-value ``b``), else a draw; with two or more, a draw."""
    gammas = [c.gamma if c.gamma is not None else c.grundy for c in comps]
    total = sum_gamma(gammas)
    outcome = outcome_of_gamma(total)
    wins: list[Move] = []
    count = 0
    infinite = [c for c in comps if c.grundy is None]
    if outcome == "N" and len(infinite) == 1:
        c = infinite[0]
        b = 0
        for other in comps:
            if other is not c:
                b ^= other.grundy  # type: ignore[operator]
        for desc, parts in _other_moves(c, position[c.start:c.stop], b, "auto"):
            count += 1
            if len(wins) < max_listed:
                wins.append(Move(desc, position[:c.start] + parts + position[c.stop:]))
    why = ("one summand's gamma-value is infinite: N when the nim-sum of the others is among its finite options' "
           "values, else a draw" if len(infinite) == 1 else f"{len(infinite)} summands have infinite gamma-values: "
           "a draw")
    notes = [f"solved from Smith's generalised Sprague-Grundy values (gamma, Smith 1966; Fraenkel and Yesha 1986) of "
             f"{len(comps)} summand(s): {why}; gamma of the position {describe_gamma(total)}; remoteness is not "
             "computed by this method"]
    return PositionReport(
        ruleset=ruleset, position=position, outcome=outcome, grundy=None, remoteness=None,
        misere_outcome=None, misere_remoteness=None, winning_moves=wins, misere_winning_moves=[],
        positions_examined=0, option_grundy=[], method="sprague-grundy", winning_move_count=count,
        misere_winning_move_count=None, summands=[(c.label, c.heap, c.grundy) for c in comps],  # type: ignore[misc]
        notes=notes, gamma=gamma_json(total), summand_gammas=[gamma_json(g) for g in gammas])


def _misere_nim_p(position: Position) -> bool:
    """Bouton's misère rule (1901): a misère Nim P-position."""
    s = 0
    for h in position:
        s ^= h
    if any(h >= 2 for h in position):
        return s == 0
    return s == 1


def _replace(position: Position, c: Component, parts: tuple[int, ...], split: bool) -> Position:
    """``position`` with the summand ``c`` replaced by the heaps ``parts`` a move leaves."""
    if c.slots is not None:  # the heap slots of a take-and-break component of a sum
        a, b = c.slots
        heaps = [h for h in position[a:c.start] + parts + position[c.stop:b] if h]
        block = tuple(sorted(heaps, reverse=True))
        return position[:a] + block + (0,) * max(0, b - a - len(block)) + position[b:]
    pos = position[: c.start] + parts + position[c.stop:]
    # a take-and-break position is a multiset of heaps: the heaps a move leaves take the
    # place of the heap it acted on; empty heaps are dropped
    return tuple(h for h in pos if h) if split else pos


#: the largest heap whose misère quotient ``solve`` computes directly (heap by heap up to it); a
#: larger heap needs the quotient's certified period
_QUOTIENT_DIRECT = 512
#: the most seconds ``solve`` grows a misère quotient for, looking for its certified period (a
#: larger heap needs one), or ``GAMECHECK_TIME_LIMIT`` if less: the quotients that have one are
#: certified within a second (Kayles at heap 94, Guiles at 86), the wild ones (0.07, 0.137, 0.4,
#: 4.7, ...) have none within minutes; ``gamecheck explore CODE --misere --quotient`` grows one for
#: longer
QUOTIENT_GROWTH_SECONDS = 10.0

#: misère quotients already computed by ``solve``: game spec(s) -> quotient
_QUOTIENTS: dict[tuple[str, ...], tuple[MisereQuotient, Callable[[int, int], int] | None]] = {}


def _quotient_for(games: list[Any], bounds: list[int]) -> tuple[MisereQuotient, Callable[[int, int], int] | None]:
    """The misère quotient covering heaps up to ``bounds[j]`` of each game (cached)."""
    key = tuple(g.spec for g in games) + (() if len(games) == 1 else tuple(map(str, bounds)))
    got = _QUOTIENTS.get(key)
    if got is not None and (len(games) > 1 or got[0].certified or got[0].max_heap >= bounds[0]):
        return got
    if len(games) == 1 and bounds[0] > _QUOTIENT_DIRECT:
        # a large heap: grow the quotient until its period is certified (then it covers every heap
        # size), within the heap limit and the time limit -- never heap by heap up to a million
        budget = min(time_limit(), QUOTIENT_GROWTH_SECONDS)
        q = misere_quotient(games[0], seconds=budget)
        if not (q.certified or q.max_heap >= bounds[0]):
            why = q.stopped or q.certificate
            if q.stopped and q.stopped.startswith("time limit"):
                why = (f"stopped after {budget:g} s: solve grows a misère quotient for at most "
                       f"{QUOTIENT_GROWTH_SECONDS:g} s, or GAMECHECK_TIME_LIMIT if less")
            raise ResourceLimitError(
                f"heap {bounds[0]:,} is beyond the misère quotient of {games[0].title}: its heaps were computed up to "
                f"{q.max_heap:,} ({why}) and its period is not certified, so larger heaps are not covered; give heaps "
                f"up to {q.max_heap:,}")
        got = (q, None)
    elif len(games) == 1:
        q = misere_quotient(games[0], max(bounds[0], 1))
        got = (q, None)
    elif sum(bounds) > MAX_QUOTIENT_HEAP:
        raise ResourceLimitError(f"the heaps of this sum add up to {sum(bounds):,}; the misère quotient of a sum of "
                                 f"different games is computed for heaps adding up to at most {MAX_QUOTIENT_HEAP:,}")
    else:
        game, number = combined_heap_game(games, bounds)
        q = misere_quotient(game, sum(bounds))
        got = (q, number)
    _QUOTIENTS[key] = got
    return got


def _solve_misere_by_quotient(ruleset: Ruleset, position: Position, comps: list[Component], split: bool,
                              max_listed: int, max_scanned: int | None = MAX_SCANNED) -> PositionReport:
    """A misère sum of heaps (every summand a heap) solved from the misère quotient of its heap
    games (the normal-play winning moves are left to the caller); the options are generated
    lazily and at most ``max_scanned`` of them looked at (see :func:`solve_by_sprague_grundy`)."""
    games: list[Any] = []
    index: dict[str, int] = {}
    for c in comps:
        hg = heap_game_of(c.ruleset)
        if hg.spec not in index:
            index[hg.spec] = len(games)
            games.append(hg)
    bounds = [0] * len(games)
    for c in comps:
        j = index[heap_game_of(c.ruleset).spec]
        bounds[j] = max(bounds[j], c.heap)  # type: ignore[type-var]
    try:
        q, number = _quotient_for(games, bounds)
    except ResourceLimitError as exc:
        raise ResourceLimitError(f"misère play of this position is solved from the misère quotient of its heaps, and: "
                                 f"{exc}") from None

    def heap_id(c: Component, h: int) -> int:
        return h if number is None else number(index[heap_game_of(c.ruleset).spec], h)

    ids = [heap_id(c, c.heap) for c in comps]  # type: ignore[arg-type]
    element = q.element_index(ids)
    outcome = "P" if q._pre.p[element] else "N"
    s = 0
    for c in comps:
        s ^= c.grundy  # type: ignore[operator]

    def replace(c: Component, parts: tuple[int, ...]) -> Position:
        return _replace(position, c, parts, split)

    wins: list[Move] = []
    count = 0
    seen: set[Position] = set()
    scan = _Scan(max_scanned)
    done: set[tuple[str, int, Any]] = set()
    if outcome == "N":
        for i, c in enumerate(comps):
            n = c.heap
            game = games[index[heap_game_of(c.ruleset).spec]]
            if split:  # a heap equal to one already looked at has the same moves to the same positions
                key = (game.spec, n, c.slots)
                if key in done:
                    continue
                done.add(key)
            # the element of the other heaps, once (the quotient is commutative)
            rest = q.element_index(ids[:i] + ids[i + 1:])
            opts = (((m,) if m else () for m in range(n)) if c.ruleset.nim_heaps  # type: ignore[arg-type]
                    else _iter_heap_options(c.ruleset.unwrapped.heap_game(), n, scan))
            for opt in opts:
                if scan.enough(count, max_listed) or not scan.take():
                    break
                left = tuple(sorted((h for h in opt if h), reverse=True))
                y = int(q._pre.mul[rest, q.element_index([heap_id(c, h) for h in left])])
                if not q._pre.p[y]:
                    continue
                removed = n - sum(left)  # type: ignore[operator]
                if c.ruleset.splits_heaps:
                    desc = (f"take {removed} from {c.label} ({n}), leaving {_heaps_text(left)}" if removed
                            else f"split {c.label} ({n}) into {_heaps_text(left)}")
                    after = replace(c, left)
                else:
                    desc = f"take {removed} from {c.label}"
                    after = replace(c, (left[0] if left else 0,))
                key = tuple(sorted(after)) if split else after
                if key in seen:
                    continue
                seen.add(key)
                count += 1
                if len(wins) < max_listed:
                    wins.append(Move(desc, after))
            if scan.stopped:
                break
    name = q.element(ids)
    covered = ("every heap size" if q.certified else str(q.max_heap) if number is None
               else ", ".join(f"{b} of {g.title}" for g, b in zip(games, bounds)))
    notes = [f"misère play: from the misère quotient of {q.game} (Plambeck and Siegel 2008), heaps up to "
             f"{covered}: order {q.order}, P-portion {q.p_portion}; "
             f"the position's element is {name}, {'in' if outcome == 'P' else 'not in'} the P-portion; each winning "
             "move leaves heaps whose element is in the P-portion",
             f"normal play: the Sprague-Grundy theorem (nim-sum {s})"]
    if scan.stopped:
        notes.append(_scan_note(scan, len(wins), "misère play", "its element is not in the P-portion"))
    return PositionReport(
        ruleset=ruleset, position=position, outcome="P" if s == 0 else "N", grundy=s, remoteness=None,
        misere_outcome=outcome, misere_remoteness=None, winning_moves=[], misere_winning_moves=wins,
        positions_examined=0, option_grundy=[], method="misere-quotient", winning_move_count=None,
        misere_winning_move_count=None if scan.stopped else count,
        misere_winning_moves_truncated=scan.stopped or count > len(wins),
        summands=[(c.label, c.heap, c.grundy) for c in comps],  # type: ignore[misc]
        notes=notes, quotient={"game": q.game, "element": name, "order": q.order, "p_portion": q.p_portion,
                               "max_heap": q.max_heap, "certified": q.certified, "presentation": q.presentation})
