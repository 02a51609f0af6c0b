"""An independent brute-force oracle for the planted-claim tests (issue 12).

Nothing here imports gamecheck: the games are written out again as plain option
functions, labelled by memoised recursion (every option of a position of these games
has fewer counters, so the recursion depth is at most the number of counters), and the
meaning of every claim kind is re-implemented from the README's definitions. Rules are
Python callables over the position (a tuple of ints), written by the tests alongside
the rule text they give gamecheck.

Claim semantics return the list of counterexamples, smallest first (least number of
counters, then lexicographic — the order the README promises for witnesses); an empty
list means the claim holds.
"""

from __future__ import annotations

import itertools
import sys
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

Pos = tuple[int, ...]


def key(pos: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The witness order: total counters, then lexicographic."""
    return (sum(pos), tuple(pos))


def mex(values: Iterable[int]) -> int:
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


class Game:
    """A finite impartial game given by its option function; labels by memoised recursion."""

    def __init__(self, name: str, arity: int, options: Callable[[Pos], Iterable[Pos]],
                 components: Sequence["Game"] = ()):
        self.name, self.arity, self._options = name, arity, options
        self.components = tuple(components)
        self.options = lru_cache(maxsize=None)(lambda pos: tuple(options(tuple(pos))))
        self._is_p = {False: lru_cache(maxsize=None)(lambda pos: self._p(pos, False)),
                      True: lru_cache(maxsize=None)(lambda pos: self._p(pos, True))}
        self.grundy = lru_cache(maxsize=None)(self._grundy)
        self.remoteness = lru_cache(maxsize=None)(self._remoteness)

    def __repr__(self) -> str:
        return self.name

    def _p(self, pos: Pos, misere: bool) -> bool:
        opts = self.options(pos)
        if not opts:
            return not misere  # normal: the player to move cannot move and loses
        return not any(self._is_p[misere](q) for q in opts)

    def is_p(self, pos: Sequence[int], misere: bool = False) -> bool:
        return self._is_p[bool(misere)](tuple(pos))

    def outcome(self, pos: Sequence[int], misere: bool = False) -> str:
        return "P" if self.is_p(pos, misere) else "N"

    def _grundy(self, pos: Pos) -> int:
        return mex(self.grundy(q) for q in self.options(pos))

    def _remoteness(self, pos: Pos) -> int:
        """Normal-play remoteness: 0 at a terminal position; an N-position 1 + the least
        remoteness of its P-options; a P-position 1 + the largest of its options'."""
        opts = self.options(pos)
        if not opts:
            return 0
        if self.is_p(pos):
            return 1 + max(self.remoteness(q) for q in opts)
        return 1 + min(self.remoteness(q) for q in opts if self.is_p(q))

    def winning_moves(self, pos: Sequence[int], misere: bool = False) -> set[Pos]:
        return {q for q in self.options(tuple(pos)) if self.is_p(q, misere)}

    def is_option(self, pos: Sequence[int], target: Any) -> bool:
        return isinstance(target, tuple) and tuple(target) in self.options(tuple(pos))

    def labels(self, pos: Sequence[int]) -> dict[str, Any]:
        """The label-identity labels at ``pos`` (normal play except MP)."""
        pos = tuple(pos)
        p = self.is_p(pos)
        return {"P": p, "N": not p, "D": False, "MP": self.is_p(pos, True), "g": self.grundy(pos),
                "terminal": not self.options(pos), "wins": len(self.winning_moves(pos)),
                "rem": self.remoteness(pos)}

    def reachable(self, pos: Sequence[int]) -> set[Pos]:
        seen, stack = {tuple(pos)}, [tuple(pos)]
        while stack:
            for q in self.options(stack.pop()):
                if q not in seen:
                    seen.add(q)
                    stack.append(q)
        return seen


# -- the games -----------------------------------------------------------------------------------

def _one_heap_moves(pos: Pos, takes: Callable[[int], Iterable[int]]) -> list[Pos]:
    out = []
    for i, x in enumerate(pos):
        for t in takes(x):
            if 1 <= t <= x:
                out.append(pos[:i] + (x - t,) + pos[i + 1:])
    return out


def nim(k: int) -> Game:
    return Game(f"nim{k}", k, lambda pos: _one_heap_moves(pos, lambda x: range(1, x + 1)))


def subtraction(S: Iterable[int], k: int = 1) -> Game:
    S = tuple(sorted(set(S)))
    return Game(f"subtraction{S}x{k}", k, lambda pos: _one_heap_moves(pos, lambda x: S))


def bash(m: int, k: int = 1) -> Game:
    return subtraction(range(1, m + 1), k)


def wythoff() -> Game:
    def opts(pos: Pos) -> list[Pos]:
        a, b = pos
        out = [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)]
        return out + [(a - t, b - t) for t in range(1, min(a, b) + 1)]
    return Game("wythoff", 2, opts)


def moore(K: int, heaps: int) -> Game:
    """Moore's Nim_K: take a positive amount from each of 1..K heaps."""
    def opts(pos: Pos) -> list[Pos]:
        out = []
        nonempty = [i for i, x in enumerate(pos) if x > 0]
        for r in range(1, min(K, len(nonempty)) + 1):
            for chosen in itertools.combinations(nonempty, r):
                for takes in itertools.product(*(range(1, pos[i] + 1) for i in chosen)):
                    q = list(pos)
                    for i, t in zip(chosen, takes):
                        q[i] -= t
                    out.append(tuple(q))
        return out
    return Game(f"moore{K}x{heaps}", heaps, opts)


def disjunctive_sum(*games: Game) -> Game:
    cuts = list(itertools.accumulate([0] + [g.arity for g in games]))

    def opts(pos: Pos) -> list[Pos]:
        out = []
        for g, a, b in zip(games, cuts, cuts[1:]):
            for q in g.options(pos[a:b]):
                out.append(pos[:a] + q + pos[b:])
        return out
    return Game("sum(" + ", ".join(g.name for g in games) + ")", cuts[-1], opts, components=games)


# -- domains -------------------------------------------------------------------------------------

def box(bounds: Sequence[int]) -> list[Pos]:
    """Every position with part i in 0..bounds[i], smallest first."""
    return sorted(itertools.product(*(range(b + 1) for b in bounds)), key=key)


def bounds_of(game: Game, bound: int | Sequence[int]) -> list[int]:
    return [bound] * game.arity if isinstance(bound, int) else list(bound)


def _safe(f: Callable[..., Any], *args: Any) -> Any:
    """Evaluate a rule or move; an exception counts as 'no value' (None)."""
    try:
        return f(*args)
    except (ArithmeticError, IndexError, ValueError, TypeError):
        return None


def _scope(where: Callable[[Pos], bool] | None, pos: Pos) -> bool:
    return where is None or bool(where(pos))


# -- rule kinds over a box -------------------------------------------------------------------------

def p_rule_failures(game: Game, bound, rule, misere: bool = False, where=None) -> list[Pos]:
    """p-rule: within the box (and ``where``) the P-positions are exactly where ``rule`` is true."""
    return [p for p in box(bounds_of(game, bound))
            if _scope(where, p) and bool(rule(p)) != game.is_p(p, misere)]


def grundy_failures(game: Game, bound, rule, where=None) -> list[Pos]:
    """grundy: the Grundy value of every position of the box is the rule's value."""
    return [p for p in box(bounds_of(game, bound)) if _scope(where, p) and rule(p) != game.grundy(p)]


def winning_move_failures(game: Game, bound, move, misere: bool = False, where=None) -> list[Pos]:
    """winning-move: from every N-position that has a move (a misère terminal position is N
    but has none), ``move(pos)`` is an option of it that is a P-position."""
    out = []
    for p in box(bounds_of(game, bound)):
        if not _scope(where, p) or game.is_p(p, misere) or not game.options(p):
            continue
        t = _safe(move, p)
        if not (game.is_option(p, t) and game.is_p(t, misere)):
            out.append(p)
    return out


def strategy_failures(game: Game, bound, rule, strategy, misere: bool = False) -> list[Pos]:
    """The prover's reading of a P-rule plus the winning move its proof uses: from every
    non-terminal position outside the rule, the strategy's target is an option inside it."""
    out = []
    for p in box(bounds_of(game, bound)):
        if rule(p) or not game.options(p):
            continue
        t = _safe(strategy, p)
        if not (game.is_option(p, t) and rule(t)):
            out.append(p)
    return out


def grundy_strategy_failures(game: Game, bound, strategy) -> list[Pos]:
    """A Grundy formula's strategy: for every v < g(pos), ``strategy(pos, v)`` is an option of
    Grundy value v."""
    out = []
    for p in box(bounds_of(game, bound)):
        for v in range(game.grundy(p)):
            t = _safe(strategy, p, v)
            if not (game.is_option(p, t) and game.grundy(t) == v):
                out.append(p)
                break
    return out


def p_positions_failures(game: Game, bound, positions, misere: bool = False, within=None) -> list[Pos]:
    """p-positions: every listed position is P, and every P-position of the box (where
    ``within`` holds) is listed."""
    listed = {tuple(p) for p in positions}
    return [p for p in box(bounds_of(game, bound))
            if (p in listed and not game.is_p(p, misere))
            or (p not in listed and _scope(within, p) and game.is_p(p, misere))]


def no_move_failures(game: Game, bound, rule, target, where=None) -> list[Pos]:
    """no-move: no move leads from a position where ``rule`` holds to one where ``target`` holds."""
    return [p for p in box(bounds_of(game, bound))
            if _scope(where, p) and rule(p) and any(target(q) for q in game.options(p))]


def some_move_failures(game: Game, bound, rule, target, where=None, strategy=None) -> list[Pos]:
    """some-move: from every position where ``rule`` holds some move reaches ``target``; with a
    ``strategy``, the strategy's own move does."""
    out = []
    for p in box(bounds_of(game, bound)):
        if not (_scope(where, p) and rule(p)):
            continue
        if strategy is None:
            ok = any(target(q) for q in game.options(p))
        else:
            t = _safe(strategy, p)
            ok = game.is_option(p, t) and bool(target(t))
        if not ok:
            out.append(p)
    return out


def label_identity_failures(game: Game, bound, rule, where=None) -> list[Pos]:
    """label-identity: ``rule(pos, labels)`` holds at every position of the box."""
    return [p for p in box(bounds_of(game, bound)) if _scope(where, p) and not rule(p, game.labels(p))]


def answer(game: Game, pos: Sequence[int], misere: bool = False) -> int:
    """The least number of counters a winning move removes; -1 when no move wins."""
    takes = [sum(pos) - sum(q) for q in game.winning_moves(pos, misere)]
    return min(takes) if takes else -1


def answer_failures(game: Game, bound, rule, misere: bool = False, where=None) -> list[Pos]:
    return [p for p in box(bounds_of(game, bound)) if _scope(where, p) and rule(p) != answer(game, p, misere)]


# -- single positions ------------------------------------------------------------------------------

def outcome_holds(game: Game, pos, outcome: str, misere: bool = False) -> bool:
    return game.outcome(tuple(pos), misere) == outcome  # no draws in these finite games


def grundy_value_holds(game: Game, pos, value: int) -> bool:
    return game.grundy(tuple(pos)) == value


def move_wins_holds(game: Game, pos, to, misere: bool = False) -> bool:
    return game.is_option(pos, tuple(to)) and game.is_p(tuple(to), misere)


def winning_moves_holds(game: Game, pos, moves, misere: bool = False) -> bool:
    return {tuple(m) for m in moves} == game.winning_moves(pos, misere)


def reachable_count(game: Game, pos) -> int:
    return len(game.reachable(pos))


# -- integers --------------------------------------------------------------------------------------

def forall_failures(ranges: dict[str, Sequence[int]], rule) -> list[tuple[int, ...]]:
    """forall: ``rule(**point)`` at every point of the ranges (inclusive), failures in order."""
    names = list(ranges)
    return [combo for combo in itertools.product(*(range(lo, hi + 1) for lo, hi in ranges.values()))
            if not rule(**dict(zip(names, combo)))]


def partition_defects(sequences: Sequence[Callable[[int], int]], bound: int, n_max: int) -> list[dict[str, Any]]:
    """partition (issue 12, point 1): every integer 1..bound is hit exactly once over all
    sequences and all indices n >= 1 whose value is <= bound, no value <= 0 is produced,
    and (README) each sequence is strictly increasing.

    Indices 1..n_max are evaluated: the caller chooses n_max past every index that can
    give a value <= bound for its sequences. Each defect: ``kind`` (``missing``,
    ``repeated``, ``not positive``, ``not increasing``), ``value`` and ``hits`` (a list
    of (sequence number from 1, n))."""
    hits: dict[int, list[tuple[int, int]]] = {}
    defects = []
    for s, f in enumerate(sequences, 1):
        prev = None
        for n in range(1, n_max + 1):
            v = f(n)
            if prev is not None and v <= prev:
                defects.append({"kind": "not increasing", "value": v, "hits": [(s, n)]})
            prev = v
            if v <= bound:
                hits.setdefault(v, []).append((s, n))
    for v, hs in sorted(hits.items()):
        if v <= 0:
            defects.append({"kind": "not positive", "value": v, "hits": hs})
    for v in range(1, bound + 1):
        hs = hits.get(v, [])
        if len(hs) != 1:
            defects.append({"kind": "missing" if not hs else "repeated", "value": v, "hits": hs})
    return defects


def misere_heap_p(heap_options: Callable[[int], Iterable[Sequence[int]]]) -> Callable[[tuple[int, ...]], bool]:
    """Misère P-positions of sums of heaps (heap sizes, largest first), by memoised recursion: a
    position with no move is an N-position; otherwise P exactly when every option is N."""

    @lru_cache(maxsize=None)
    def p(pos: tuple[int, ...]) -> bool:
        moved = False
        for i, h in enumerate(pos):
            if i and pos[i - 1] == h:
                continue
            rest = pos[:i] + pos[i + 1:]
            for o in heap_options(h):
                moved = True
                if p(tuple(sorted(rest + tuple(x for x in o if x), reverse=True))):
                    return False
        return moved
    return p


def heap_sums(total: int, largest: int):
    """Every sum of heaps of ``total`` counters, no heap above ``largest`` (largest first)."""
    if total == 0:
        yield ()
        return
    for h in range(min(total, largest), 0, -1):
        for rest in heap_sums(total - h, h):
            yield (h,) + rest


def misere_quotient_size(heap_options: Callable[[int], Iterable[Sequence[int]]], max_heap: int,
                         max_total: int) -> tuple[int, int]:
    """``(order, P-portion)`` of the misère quotient of the sums of heaps up to ``max_heap``, by
    brute force: the sums X of at most ``max_total`` counters are grouped by the outcomes of
    X + Z over every such sum Z (Plambeck and Siegel's indistinguishability, cut off at
    ``max_total``: a lower bound on the order that is exact once ``max_total`` is large enough)."""
    p = misere_heap_p(heap_options)
    half = [x for t in range(max_total // 2 + 1) for x in heap_sums(t, max_heap)]
    classes: dict[tuple[bool, ...], bool] = {}
    for x in half:
        key = tuple(p(tuple(sorted(x + z, reverse=True))) for z in half)
        classes[key] = p(x)
    return len(classes), sum(classes.values())
