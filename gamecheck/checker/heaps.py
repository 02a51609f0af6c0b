"""Claims about heap games over multisets of heaps, decided by the Sprague–Grundy theorem.

A position of a heap game (Nim, a subtraction or all-but game, an octal or hexadecimal code,
Kayles, Grundy's game, Lasker's Nim, a heap game of a game file) is a *multiset* of heaps. A
claim speaks of such positions in the user's terms, with no heap slots
(:class:`gamecheck.domain.MultisetDomain`): ``bound = N`` is every multiset of heaps totalling at
most ``N`` counters, ``max_heaps`` limits the number of non-empty heaps and ``max_size`` each
heap. Rules read ``heaps`` (the non-empty heaps, largest first), ``k`` (their number, also
``len(heaps)``), ``n`` (the heap, when a position has at most one), the ruleset's parameters,
the labels and ``G`` (the Grundy sequence of one heap, ``G(n)`` or ``G[n]``).

Every label is computed from the Grundy values of single heaps, by theory rather than by
enumerating the game graph:

* ``g`` -- the Sprague–Grundy theorem (Sprague 1935; Grundy 1939; *Winning Ways* ch. 2): the
  value of a multiset of heaps is the nim-sum of its heaps' values, which the sequence engine
  (:mod:`gamecheck.engine.sequences`) computes once for every heap up to the largest;
* ``P``, ``N`` -- the value is 0, or not; ``terminal`` -- every heap has no option;
  ``wins`` -- the distinct options of nim-sum 0, counted heap by heap: a move on a heap of
  ``h`` to heaps ``L`` wins exactly when ``g(L) = s XOR g(h)`` (``s`` the position's nim-sum);
* ``MP`` (misère play) -- Bouton's misère rule for Nim (1901), else the misère quotient of the
  heaps up to the largest (Plambeck and Siegel 2008; :mod:`gamecheck.engine.quotient`) when it
  is found in the time allowed, else by enumeration;
* ``rem`` (remoteness) and whatever the quotient does not give -- by retrograde analysis of the
  positions the domain reaches (their game graph built here), which also cross-checks the
  quotient on small domains.

The result says which method decided the claim (``method``). Witnesses are the least position
by the number of counters, then the number of heaps, then lexicographically.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

import numpy as np

from gamecheck.checker.context import (
    DEFAULT_TOTAL, RuleContext, Unscoped, bool_values, claim_names, domain_lets, multiset_limits, multiset_names, multiset_ruleset,
    uses_multisets,
)
from gamecheck.claims import Claim
from gamecheck.domain import MultisetDomain, guard_memory, multiset_totals
from gamecheck.engine.labels import OUTCOME_D, OUTCOME_N, OUTCOME_P, retrograde
from gamecheck.engine.quotient import combined_heap_game, heap_game_of, misere_quotient
from gamecheck.engine.sprague import heap_grundy_at, solve_by_sprague_grundy
from gamecheck.errors import InternalError, ResourceLimitError, RuleError, UsageError
from gamecheck.games.base import Move, Ruleset
from gamecheck.games.heap import multiset_moves
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import LABEL_NAMES, bind_lets, needed_lets
from gamecheck.lang.sequence import IndexedSequence
from gamecheck.position import Position, format_position

__all__ = [
    "DEFAULT_TOTAL", "multiset_limits", "uses_multisets", "multiset_names", "grundy_sequence_variable",
    "HeapContext", "ENUMERATION_LIMIT", "CROSS_CHECK_LIMIT",
]

#: the most positions the enumeration fallback (remoteness, misère play without a quotient)
#: builds the game graph of
ENUMERATION_LIMIT = 2_000_000
#: the most positions on which the misère quotient's outcomes are cross-checked against the
#: enumeration (an internal error when they differ)
CROSS_CHECK_LIMIT = 20_000
#: the most heap options listed to count the winning moves (``wins``) heap by heap
WINS_WORK = 20_000_000
#: seconds allowed to the misère quotient of a claim's heaps before enumeration is used instead
QUOTIENT_SECONDS = 30.0


def grundy_sequence_variable(ruleset: Ruleset, name: str = "G") -> IndexedSequence:
    """``G``: the Grundy sequence of one heap of a heap game, read at any heap size (computed
    by the sequence engine, beyond its range from a certified period)."""
    game = ruleset.unwrapped
    return IndexedSequence(name, lambda idx: heap_grundy_at(game, idx),
                           f"the Grundy sequence of {getattr(game, 'title', game.spec())}")


def heap_games_of(ruleset: Ruleset) -> list[Ruleset]:
    """The heap games whose multisets make a position: the game itself, or a sum's components."""
    rs = ruleset.unwrapped
    return [c.unwrapped for c in rs.components] if rs.is_sum else [rs]


class HeapLabels:
    """The labels of a :class:`HeapContext`'s positions, each computed when first read (the
    fields of :class:`~gamecheck.engine.labels.LabelArrays`)."""

    def __init__(self, ctx: "HeapContext"):
        self._ctx = ctx
        self._grundy: np.ndarray | None = None
        self._outcome: np.ndarray | None = None
        self._misere: np.ndarray | None = None

    def __len__(self) -> int:
        return self._ctx.size

    @property
    def grundy(self) -> np.ndarray:
        if self._grundy is None:
            self._grundy = self._ctx._nim_sums()
            self._ctx._cross_check()
        return self._grundy

    @property
    def outcome(self) -> np.ndarray:
        if self._outcome is None:
            self._outcome = np.where(self.grundy == 0, OUTCOME_P, OUTCOME_N).astype(np.int8)
        return self._outcome

    @property
    def misere(self) -> np.ndarray:
        if self._misere is None:
            self._misere = self._ctx._misere_codes()
        return self._misere

    @property
    def remoteness(self) -> np.ndarray:
        rem = self._ctx._enumerated().remoteness[: self._ctx.size]
        note = "remoteness by retrograde analysis of the positions the domain reaches (no theorem gives it)"
        if note not in self._ctx.notes:
            self._ctx.notes.append(note)
            self._ctx.method += "; remoteness: enumeration"
        return rem

    @property
    def misere_remoteness(self) -> np.ndarray:
        return self._ctx._enumerated().misere_remoteness[: self._ctx.size]

    def codes(self, misere: bool = False) -> np.ndarray:
        """The outcome codes in misère or normal play."""
        return self.misere if misere else self.outcome


class HeapContext(RuleContext):
    """A claim's rules and labels over a :class:`~gamecheck.domain.MultisetDomain` of a heap
    game, or of a disjunctive sum of heap games (see the module text): the counterpart of
    :class:`RuleContext` for positions that are multisets of heaps.

    Rules are evaluated group by group (the positions with the same number of heaps in each
    component together), so ``heaps`` holds exactly the non-empty heaps of each position (a sum's
    heaps, component after component; ``heaps1``, ``heaps2``... each component's, and ``g1``,
    ``g2``... their Grundy values). Labels come from the Grundy values of single heaps; the game
    graph is built only for remoteness, and for misère play when no misère quotient is found.

    Args:
        claim, ruleset, domain, engine, needs: as for :class:`RuleContext` (``ruleset`` without
            a heap count).

    Attributes:
        games: the heap game of each component (one for a heap game).
        method: how the labels were found, in words (the result's ``method``).
        notes: what the checker should say about the labels (the quotient used, a fallback).

    Raises:
        UsageError: a rule naming something it may not.
        ResourceLimitError: Grundy values, a quotient or an enumeration that would not fit.
    """

    def __init__(self, claim: Claim, ruleset: Ruleset, domain: MultisetDomain, engine: str, needs: Iterable[str]):
        self.claim, self.ruleset, self.domain, self.engine = claim, ruleset, domain, engine
        self.games = heap_games_of(ruleset)
        self.game = self.games[0]
        self.c = len(self.games)
        self.size = domain.size
        self.one_heap = domain.max_heaps == 1 and self.c == 1
        self.names = claim_names(ruleset, claim)
        self.needs = set(needs)
        self.cols: list[np.ndarray] = []  # rules read the groups (heaps of each position), never slots
        self._labels = HeapLabels(self)
        self._csr = None
        self._lets: dict[tuple[int, ...], dict[str, Any]] = {}
        self._let_names: list[str] = []
        self._graph_labels: Any = None
        self._graph_positions: list[Position] | None = None
        self._extra_index: dict[Position, int] = {}
        self._extra: list[Position] = []
        self._quotient: Any = None
        self.order = domain.totals()
        self.acyclic = False  # decided against the labels, never by the local conditions
        self.method = "Sprague-Grundy theorem (the nim-sum of the heaps' Grundy values)"
        self.notes: list[str] = []
        self.env = {}
        self.top = max((int(rows.max()) for _, _, rows in domain.groups if rows.size), default=0)
        self.heap_g = [heap_grundy_at(g, np.arange(self.top + 1, dtype=np.int64)) for g in self.games]
        self._dead_heaps: list[np.ndarray] | None = None
        if self.c == 1:
            self._G = {"G": grundy_sequence_variable(self.game)}
        else:
            self._G = {f"G{i + 1}": grundy_sequence_variable(g, f"G{i + 1}") for i, g in enumerate(self.games)}

    # -- evaluation, group by group ----------------------------------------------------
    def _blocks(self, key: tuple[int, ...], rows: np.ndarray) -> list[list[np.ndarray]]:
        """The columns of each component's heaps in a group."""
        out, at = [], 0
        for j in key:
            out.append([rows[:, c] for c in range(at, at + j)])
            at += j
        return out

    def _group_env(self, key: tuple[int, ...], rows: np.ndarray, start: int) -> dict[str, Any]:
        blocks = self._blocks(key, rows)
        cols = tuple(c.astype(np.int64) for b in blocks for c in b)
        env: dict[str, Any] = {"heaps": cols, "k": len(cols)}
        if self.one_heap:
            n = cols[0] if cols else np.zeros(len(rows), dtype=np.int64)
            env["n"] = env["x1"] = n
        if self.c == 1:
            for name, v in self.game.variables(None).items():
                env[name] = tuple(v) if isinstance(v, list) else v
        else:
            for i, b in enumerate(blocks):
                env[f"heaps{i + 1}"] = tuple(c.astype(np.int64) for c in b)
                acc = np.zeros(len(rows), dtype=np.int64)
                for c in b:
                    acc ^= self.heap_g[i][c]
                env[f"g{i + 1}"] = acc
        sl = slice(start, start + len(rows))
        labels = self.needs & set(LABEL_NAMES)
        lab = self._labels
        if "P" in labels or "N" in labels or "g" in labels:
            g = lab.grundy[sl]
            env["g"], env["P"], env["N"] = g, g == 0, g != 0
        if "D" in labels:
            env["D"] = np.zeros(len(rows), dtype=bool)
        if "MP" in labels:
            env["MP"] = lab.misere[sl] == OUTCOME_P
        if "terminal" in labels:
            env["terminal"] = self._terminal_group(key, rows)
        if "wins" in labels:
            env["wins"] = self._wins_group(key, rows, lab.grundy[sl])
        if "rem" in labels:
            env["rem"] = lab.remoteness[sl]
        env.update(self._G)
        env.update(self._lets.get(key, {}))
        return env

    def _evaluate_groups(self, e: rexpr.Expr, mask: np.ndarray | None) -> Any:
        out: np.ndarray | None = None
        kinds: set[str] = set()
        for key, start, rows in self.domain.groups:
            sel = None if mask is None else np.flatnonzero(mask[start:start + len(rows)])
            if sel is not None and sel.size == 0:
                continue
            env = self._group_env(key, rows, start)
            if sel is not None and sel.size < len(rows):
                env = _restrict(env, sel)
                size = int(sel.size)
            else:
                sel, size = None, len(rows)
            try:
                val = e.evaluate_array(env, size)
            except RuleError as exc:
                pos = getattr(exc, "position", None)
                if pos is not None:
                    exc.position = start + (int(sel[pos]) if sel is not None else int(pos))  # type: ignore[attr-defined]
                raise
            if isinstance(val, tuple):
                raise RuleError(f"rule '{e.source}' gives a position where a value is needed")
            val = np.asarray(val)
            kinds.add("b" if val.dtype == bool else "i")
            if out is None:
                out = np.zeros(self.size, dtype=val.dtype)
            elif out.dtype != val.dtype:
                out = out.astype(np.int64)
            idx = np.arange(start, start + len(rows)) if sel is None else start + sel
            out[idx] = val
        if out is None:
            return np.zeros(self.size, dtype=bool).view(Unscoped)
        if len(kinds) > 1:
            raise RuleError(f"rule '{e.source}' gives true/false at some positions and numbers at others")
        return out

    def evaluate(self, source: str, what: str, mask: np.ndarray | None = None) -> Any:
        e = rexpr.parse(source, self.names)
        return self._evaluate_groups(e, None if mask is None or mask.all() else mask)

    def add_lets(self) -> None:
        """Evaluate the ``let`` helpers the rule, ``where``, ``target`` or ``within`` use, group
        by group (a helper may be a sequence whose length differs between groups)."""
        names = domain_lets(self.claim)
        self._let_names = names
        exprs = {name: rexpr.parse(self.claim.let[name], self.names) for name in names}
        for key, start, rows in self.domain.groups:
            env = self._group_env(key, rows, start)
            env = bind_lets(env, names, lambda name, env, rows=rows: exprs[name].evaluate_array(env, len(rows)))
            self._lets[key] = {name: env[name] for name in names}

    def scalar_env(self, position: Position) -> dict[str, Any]:
        """The rule environment at one position, in the domain or not (a position a move
        reaches), as Python ints and bools; ``let`` helpers evaluated at it."""
        env = self.position_env(position)
        names = list(self._let_names) or list(self.claim.let)
        exprs = {name: rexpr.parse(self.claim.let[name], self.names) for name in names}
        return bind_lets(env, names, lambda name, e: exprs[name].evaluate(e))

    def position_env(self, position: Position) -> dict[str, Any]:
        """:meth:`scalar_env` without the ``let`` helpers."""
        blocks = self._split(position)
        pos = self.domain.join(blocks)
        heaps = tuple(h for b in blocks for h in b)
        i = self.domain.index(pos)
        env: dict[str, Any] = {"heaps": heaps, "k": len(heaps)}
        if self.one_heap:
            env["n"] = env["x1"] = heaps[0] if heaps else 0
        if self.c == 1:
            for name, v in self.game.variables(None).items():
                env[name] = tuple(v) if isinstance(v, list) else v
        else:
            for j, b in enumerate(blocks):
                env[f"heaps{j + 1}"] = b
                env[f"g{j + 1}"] = self._component_sum(j, b)
        g = self._nim_sum_of(pos)
        env.update(g=g, P=g == 0, N=g != 0, D=False, **self._G)
        env["terminal"] = all(not self.games[j].heap_has_move(h) for j, b in enumerate(blocks) for h in b)
        if "MP" in self.needs:
            env["MP"] = self.code_of(pos, True) == OUTCOME_P
        if "wins" in self.needs:
            env["wins"] = sum(1 for mv in self.options(pos) if self._nim_sum_of(mv.position) == 0)
        if "rem" in self.needs:
            lab = self._enumerated()
            j = i if i is not None else self._graph_index().get(pos)
            if j is None:
                raise ResourceLimitError(f"claim '{self.claim.id}': the remoteness of {format_position(pos)} was not "
                                         "enumerated")
            env["rem"] = int(lab.remoteness[j])
        return env

    # -- labels ------------------------------------------------------------------------
    @property
    def labels(self) -> HeapLabels:  # type: ignore[override]
        return self._labels

    def _split(self, position: Sequence[int]) -> list[tuple[int, ...]]:
        blocks = self.domain.blocks(position)
        if blocks is None:
            raise UsageError(f"claim '{self.claim.id}': {format_position(position)} is not a position of "
                             f"{self.ruleset.spec()}: write its {self.c} components' heaps with a 0 between two "
                             "components, e.g. (5, 3, 0, 2)")
        return blocks

    def _g_at(self, j: int, h: int) -> int:
        return int(self.heap_g[j][h]) if h <= self.top else int(heap_grundy_at(self.games[j], np.array([h]))[0])

    def _component_sum(self, j: int, heaps: Sequence[int]) -> int:
        s = 0
        for h in heaps:
            s ^= self._g_at(j, h)
        return s

    def _nim_sum_of(self, pos: Sequence[int]) -> int:
        s = 0
        for j, b in enumerate(self._split(pos)):
            s ^= self._component_sum(j, b)
        return s

    def _nim_sums(self) -> np.ndarray:
        out = np.zeros(self.size, dtype=np.int64)
        for key, start, rows in self.domain.groups:
            acc = np.zeros(len(rows), dtype=np.int64)
            for j, b in enumerate(self._blocks(key, rows)):
                for col in b:
                    acc ^= self.heap_g[j][col]
            out[start:start + len(rows)] = acc
        return out

    @property
    def _dead(self) -> list[np.ndarray]:
        """Which heaps ``0..top`` of each component have no move (computed when first needed)."""
        if self._dead_heaps is None:
            self._dead_heaps = [np.array([not g.heap_has_move(h) for h in range(self.top + 1)], dtype=bool)
                                for g in self.games]
        return self._dead_heaps

    def _terminal_group(self, key: tuple[int, ...], rows: np.ndarray) -> np.ndarray:
        out = np.ones(len(rows), dtype=bool)
        for j, b in enumerate(self._blocks(key, rows)):
            for col in b:
                out &= self._dead[j][col]
        return out

    def _wins_table(self, j: int) -> tuple[np.ndarray, np.ndarray, int]:
        """The distinct options of each heap ``h <= top`` of component ``j`` by the nim-sum of
        what they leave: a sorted key array (``h * span + value``) and the count of each key."""
        g = self.heap_g[j]
        work = sum(self.games[j].heap_option_bound(h) if hasattr(self.games[j], "heap_option_bound") else h
                   for h in range(self.top + 1))
        if work > WINS_WORK:
            raise ResourceLimitError(f"claim '{self.claim.id}': counting the winning moves ('wins') lists the options of "
                                     f"every heap up to {self.top:,}: about {work:,} options, more than the "
                                     f"{WINS_WORK:,} allowed; lower the bound or give max_size")
        span = 1
        while span <= int(max((int(x.max(initial=0)) for x in self.heap_g), default=0)):
            span *= 2
        span *= 2
        keys: dict[int, int] = {}
        for h in range(self.top + 1):
            for left in set(tuple(sorted(x for x in o if x)) for o in self.games[j].heap_options(h)):
                v = 0
                for x in left:
                    v ^= int(g[x])
                keys[h * span + v] = keys.get(h * span + v, 0) + 1
        order = sorted(keys)
        return np.array(order, dtype=np.int64), np.array([keys[k] for k in order], dtype=np.int64), span

    def _wins_group(self, key: tuple[int, ...], rows: np.ndarray, s: np.ndarray) -> np.ndarray:
        if not hasattr(self, "_wins"):
            self._wins = [self._wins_table(j) for j in range(self.c)]
        out = np.zeros(len(rows), dtype=np.int64)
        for j, b in enumerate(self._blocks(key, rows)):
            keys, counts, span = self._wins[j]
            for c, col in enumerate(b):
                h = col.astype(np.int64)
                want = s ^ self.heap_g[j][h]
                k = h * span + want
                at = np.minimum(np.searchsorted(keys, k), max(keys.size - 1, 0))
                hit = (keys[at] == k) if keys.size else np.zeros(len(rows), dtype=bool)
                first = np.ones(len(rows), dtype=bool) if c == 0 else col != b[c - 1]
                out += np.where(hit & first & (s != 0), counts[at] if keys.size else 0, 0)
        return out

    def _misere_codes(self) -> np.ndarray:
        """Misère outcomes: Bouton's misère rule for Nim (and sums of Nim heaps), else the misère
        quotient of the heaps up to the largest, else enumeration."""
        dom = self.domain
        if all(g.nim_heaps for g in self.games):
            out = np.zeros(self.size, dtype=np.int8)
            for key, start, rows in dom.groups:
                x = np.zeros(len(rows), dtype=np.int64)
                big = np.zeros(len(rows), dtype=bool)
                for c in range(rows.shape[1]):
                    x ^= rows[:, c]
                    big |= rows[:, c] >= 2
                p = np.where(big, x == 0, x == 1)
                out[start:start + len(rows)] = np.where(p, OUTCOME_P, OUTCOME_N)
            self.notes.append("misère play: Bouton's misère rule for Nim (1901)")
            return out
        try:
            q, heap_id = self._misere_quotient()
        except ResourceLimitError as exc:
            self.notes.append(f"misère play: no misère quotient ({exc}); every position's outcome was enumerated")
            self.method = "enumeration (retrograde analysis) of the positions the domain reaches"
            return self._enumerated().misere[: self.size]
        pre = q._pre
        phi = [np.array([q._heap_element(heap_id(j, h)) for h in range(self.top + 1)], dtype=np.int64)
               for j in range(self.c)]
        out = np.zeros(self.size, dtype=np.int8)
        for key, start, rows in dom.groups:
            elem = np.zeros(len(rows), dtype=np.int64)
            for j, b in enumerate(self._blocks(key, rows)):
                for col in b:
                    elem = pre.mul[elem, phi[j][col]]
            out[start:start + len(rows)] = np.where(pre.p[elem], OUTCOME_P, OUTCOME_N)
        self.notes.append(f"misère play: the misère quotient of the heaps up to {self.top} (Plambeck and Siegel "
                          f"2008; {'tame' if q.tame else 'wild'}, order {q.order}, P-portion {q.p_portion})")
        self.method += "; misère play: the misère quotient"
        reach = self.closure_bound()
        if reach is not None and reach <= CROSS_CHECK_LIMIT:
            enum = self._enumerated().misere[: self.size]
            if not np.array_equal(enum, out):
                x = int(np.flatnonzero(enum != out)[0])
                raise InternalError(f"claim '{self.claim.id}': the misère quotient and the enumeration disagree at "
                                    f"{format_position(dom.position(x))}")
            self.notes.append(f"the quotient's outcomes agree with the enumeration at all {self.size:,} positions")
        return out

    def _misere_quotient(self) -> tuple[Any, Callable[[int, int], int]]:
        """The misère quotient of the domain's heaps (of one game, or of a sum's games together)
        and the heap numbering it reads: ``heap_id(component, heap)``."""
        if self._quotient is None:
            top = max(self.top, 1)
            if self.c == 1:
                q = misere_quotient(self.game, top, seconds=QUOTIENT_SECONDS)
                self._quotient = (q, lambda j, h: h)
            else:
                game, number = combined_heap_game([heap_game_of(g) for g in self.games], [top] * self.c)
                q = misere_quotient(game, top * self.c, seconds=QUOTIENT_SECONDS)
                self._quotient = (q, number)
        return self._quotient

    def _cross_check(self) -> None:
        """On a small domain, the Grundy values of the Sprague-Grundy theorem against a second,
        independent computation: retrograde analysis of every position the domain reaches
        (:meth:`_enumerated`, which raises :class:`InternalError` when they differ), so that a
        claim stating the theorem itself is tested, not only assumed."""
        reach = self.closure_bound()
        if reach is not None and reach <= CROSS_CHECK_LIMIT and self._graph_labels is None:
            self._enumerated()
            self.notes.append(f"the Grundy values agree with a retrograde analysis of the {len(self._graph_positions or []):,} "
                              "positions the domain reaches")

    def closure_bound(self) -> int | None:
        """An upper bound on the positions the domain and its moves reach, counted without
        generating them, or ``None`` when unknown (a heap game of a game file may leave more
        counters than it takes): a move never adds counters and never leaves a heap larger
        than the one it acts on, so every reachable position is a multiset of heaps totalling at
        most the bound, none larger than the largest heap."""
        if not all(getattr(g, "total_never_grows", True) for g in self.games):
            return None
        per, _, _ = multiset_totals(self.domain.bound, self.domain.bound, max(self.top, 1))
        return per ** self.c

    def _enumerated(self) -> Any:
        """Retrograde labels of the domain and every position it reaches (domain first)."""
        if self._graph_labels is None:
            reach = self.closure_bound()
            if self.size > ENUMERATION_LIMIT or (reach is not None and reach > ENUMERATION_LIMIT):
                raise ResourceLimitError(
                    f"claim '{self.claim.id}': remoteness and misère play without a misère quotient are found by "
                    f"enumerating the game graph, and the domain reaches up to {max(reach or 0, self.size):,} "
                    f"positions, more than the {ENUMERATION_LIMIT:,} enumerated; lower the bound or give max_heaps")
            positions = list(self.domain.positions())
            index = dict(self.domain.index_map())
            offsets = [0]
            targets: list[int] = []
            i = 0
            while i < len(positions):
                for mv in self.options(positions[i]):
                    j = index.get(mv.position)
                    if j is None:
                        j = index[mv.position] = len(positions)
                        positions.append(mv.position)
                        if len(positions) > 2 * ENUMERATION_LIMIT:
                            raise ResourceLimitError(
                                f"claim '{self.claim.id}': the positions the domain reaches number more than "
                                f"{2 * ENUMERATION_LIMIT:,}; lower the bound")
                    targets.append(j)
                offsets.append(len(targets))
                i += 1
            guard_memory(len(positions), len(targets), f"claim '{self.claim.id}': the game graph of its positions")
            self._graph_labels = retrograde(np.array(offsets, dtype=np.int64), np.array(targets, dtype=np.int64))
            self._graph_positions = positions
            g = self._graph_labels.grundy[: self.size]
            if not np.array_equal(g, self._labels.grundy):
                x = int(np.flatnonzero(g != self._labels.grundy)[0])
                raise InternalError(f"claim '{self.claim.id}': the Sprague-Grundy theorem and the enumeration disagree "
                                    f"at {format_position(self.domain.position(x))}")
        return self._graph_labels

    # -- positions and moves -------------------------------------------------------------
    def options(self, position: Position) -> list[Move]:
        """The moves of a position of multisets of heaps (:func:`gamecheck.games.heap.multiset_moves`,
        component by component)."""
        blocks = self._split(position)
        if self.c == 1:
            return multiset_moves(self.game, blocks[0])
        out = []
        for j, b in enumerate(blocks):
            for mv in multiset_moves(self.games[j], b):
                after = blocks[:j] + [mv.position] + blocks[j + 1:]
                out.append(Move(f"component {j + 1}: {mv.description}", self.domain.join(after)))
        return out

    def as_position(self, value: Any) -> Position | None:
        """A move rule's value as a position (heaps in any order within a component, a zero
        between components), or ``None`` when it is not a tuple of non-negative ints that splits
        into the components."""
        if not isinstance(value, tuple) or not all(isinstance(v, int) and v >= 0 for v in value):
            return None
        blocks = self.domain.blocks(value)
        return None if blocks is None else self.domain.join(blocks)

    def code_of(self, position: Position, misere: bool) -> int:
        """The outcome code of any position, in the domain or not."""
        pos = self.domain.join(self._split(position))
        i = self.domain.index(pos)
        if i is not None:
            return int(self.truth(misere)[i])
        if not misere:
            return OUTCOME_P if self._nim_sum_of(pos) == 0 else OUTCOME_N
        if all(g.nim_heaps for g in self.games):
            heaps = [h for b in self._split(pos) for h in b]
            x = 0
            for h in heaps:
                x ^= h
            return OUTCOME_P if (x == 0 if any(h >= 2 for h in heaps) else x == 1) else OUTCOME_N
        try:
            q, heap_id = self._misere_quotient()
            blocks = self._split(pos)
            if max((h for b in blocks for h in b), default=0) <= q.max_heap // max(self.c, 1) or q.certified:
                ids = [heap_id(j, h) for j, b in enumerate(blocks) for h in b]
                return OUTCOME_P if q._pre.p[q.element_index(ids)] else OUTCOME_N
        except (ResourceLimitError, UsageError):
            pass
        j = self._graph_index().get(pos)
        if j is None:
            raise ResourceLimitError(f"claim '{self.claim.id}': the misère outcome of {format_position(pos)} is not "
                                     "known without enumeration")
        return int(self._enumerated().misere[j])

    def grundy_of(self, position: Position) -> int:
        """The Grundy value of any position."""
        return self._nim_sum_of(position)

    def explain_grundy(self, position: Position) -> str:
        """Why a position has its Grundy value, for a witness: the heaps' values and their
        nim-sum, or, for one heap, the mex of its options' values."""
        blocks = self._split(position)
        pos = self.domain.join(blocks)
        heaps = [(j, h) for j, b in enumerate(blocks) for h in b]
        if len(heaps) == 1:
            vals = sorted({self._nim_sum_of(mv.position) for mv in self.options(pos)})
            return (f"the options of {format_position(pos)} have Grundy values {vals}, whose mex is "
                    f"{self._nim_sum_of(pos)}")
        if not heaps:
            return f"{format_position(pos)} is terminal: its Grundy value is 0"
        name = (lambda j: "G") if self.c == 1 else (lambda j: f"G{j + 1}")
        parts = " XOR ".join(f"{name(j)}({h}) = {self._g_at(j, h)}" for j, h in heaps)
        return (f"by the Sprague-Grundy theorem the Grundy value of {format_position(pos)} is the nim-sum of its "
                f"heaps' values, {parts}, which is {self._nim_sum_of(pos)}")

    def terminal_mask(self) -> np.ndarray:
        """Where a position has no move: every heap has no option."""
        out = np.zeros(self.size, dtype=bool)
        for key, start, rows in self.domain.groups:
            out[start:start + len(rows)] = self._terminal_group(key, rows)
        return out

    # -- what a move reaches (targets may lie outside the domain) ------------------------
    fixed_parts = False

    def target_index(self, position: Position) -> int | None:
        """The number of a position a move reaches: its index in the domain, else a number past
        the domain's (the position kept for :meth:`target_codes` and its kin)."""
        blocks = self.domain.blocks(position)
        if blocks is None:
            return None
        pos = self.domain.join(blocks)
        i = self.domain.index(pos)
        if i is not None:
            return i
        j = self._extra_index.get(pos)
        if j is None:
            j = self._extra_index[pos] = self.size + len(self._extra)
            self._extra.append(pos)
        return j

    def _at_targets(self, inside: np.ndarray, outside: Callable[[Position], Any], dtype: Any) -> Callable:
        def at(idx: np.ndarray) -> np.ndarray:
            idx = np.asarray(idx, dtype=np.int64)
            out = np.zeros(idx.size, dtype=dtype)
            mine = idx < self.size
            out[mine] = inside[idx[mine]]
            for r in np.flatnonzero(~mine).tolist():
                out[r] = outside(self._extra[int(idx[r]) - self.size])
            return out
        return at

    def target_codes(self, misere: bool) -> Callable[[np.ndarray], np.ndarray]:
        return self._at_targets(self.truth(misere), lambda p: self.code_of(p, misere), np.int8)

    def target_grundy(self) -> Callable[[np.ndarray], np.ndarray]:
        return self._at_targets(self.labels.grundy, self.grundy_of, np.int64)

    def target_rule(self, source: str) -> Callable[[np.ndarray], np.ndarray]:
        B = bool_values(self.evaluate(source, "target"), source)
        e = rexpr.parse(source, self.names)

        def outside(p: Position) -> bool:
            v = e.evaluate(self.scalar_env(p))
            if not isinstance(v, bool):
                raise RuleError(f"rule '{source}' gives {v!r}, but a true/false condition is needed")
            return v
        return self._at_targets(B, outside, bool)

    def moves_into(self, A: np.ndarray, target: str) -> np.ndarray:
        B_at = self.target_rule(target)
        hit = np.zeros(self.size, dtype=bool)
        for i in np.flatnonzero(A).tolist():
            pos = self.domain.position(i)
            for mv in self.options(pos):
                if B_at(np.array([self.target_index(mv.position)]))[0]:
                    hit[i] = True
                    break
        return hit

    def _graph_index(self) -> dict[Position, int]:
        self._enumerated()
        if not hasattr(self, "_gindex"):
            self._gindex = {p: j for j, p in enumerate(self._graph_positions or [])}
        return self._gindex


def _restrict(env: dict[str, Any], idx: np.ndarray) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, v in env.items():
        if isinstance(v, np.ndarray):
            out[name] = v[idx]
        elif isinstance(v, tuple) and v and isinstance(v[0], np.ndarray):
            out[name] = tuple(a[idx] for a in v)
        else:
            out[name] = v
    return out


def _value_at(v: Any, i: int) -> Any:
    if isinstance(v, np.ndarray):
        return bool(v[i]) if v.dtype == bool else int(v[i])
    if isinstance(v, tuple) and v and isinstance(v[0], np.ndarray):
        return tuple(int(a[i]) for a in v)
    return v
