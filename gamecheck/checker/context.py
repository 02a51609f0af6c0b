"""What every checker of a claim shares: the ruleset and domain of a claim, the play it is about,
the names its rules may use, the component Grundy values and labels they may read, and the rule
context of a whole domain.

* :func:`claim_ruleset`, :func:`claim_domain`, :func:`claim_as_played` -- the claim's ruleset
  (fixed to its part count), its bounded domain (guarded against work that would not fit), and
  the claim with ``play = "misere"`` when the ruleset is a ``misere(...)`` wrapper;
* :func:`truth`, :func:`position_truth` -- the one misère switch: the outcome codes (or one
  position's outcome and winning moves) of the play a claim is about;
* :func:`claim_names`, :func:`rule_names`, :func:`domain_lets` -- the allow-list of a claim's
  rules, the names they use and the ``let`` helpers evaluated over a whole domain;
* :func:`component_tables`, :func:`label_env` -- the values beyond the position itself: the
  Grundy values ``g1 .. gc`` of the components of a disjunctive sum (each computed on the
  component's own game graph, so the Sprague-Grundy theorem can be tested) and the retrograde
  labels (:data:`gamecheck.lang.env.LABEL_NAMES`);
* :class:`RuleContext` -- a claim's rules evaluated over a whole domain (the serial checker);
* :func:`bool_values`, :func:`int_values` -- a rule's value as a condition or a Grundy value;
* :func:`exit_status` -- the exit status of a run of checks.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Collection, Iterable

import numpy as np

from gamecheck.audit import Checked, CheckResult, Verdict
from gamecheck.checker.conditions import potential_of, smallest
from gamecheck.claims import Claim
from gamecheck.domain import BoxDomain, Domain, MultisetDomain, box_domain
from gamecheck.engine.analysis import PositionReport, analyse_position
from gamecheck.engine.graph import edge_chunks
from gamecheck.engine.graph import build_csr
from gamecheck.engine.label import guard_work, label_domain
from gamecheck.engine.labels import OUTCOME_D, OUTCOME_N, OUTCOME_P, LabelArrays, retrograde
from gamecheck.errors import GamecheckError, RuleError, UsageError
from gamecheck.games import make_ruleset
from gamecheck.games.base import Move, Ruleset
from gamecheck.games.misere import Misere
from gamecheck.lang import expr as rexpr
from gamecheck.lang.syntax import check_value_rule
from gamecheck.lang.sequence import IndexedSequence
from gamecheck.engine.sprague import heap_grundy_at
from gamecheck.lang.env import (
    LABEL_NAMES, allowed_names, bind_lets, env_at, needed_lets, position_env, restrict_env,
)
from gamecheck.position import Position, format_position

__all__ = [
    "claim_ruleset", "claim_domain", "DEFAULT_TOTAL", "uses_multisets", "multiset_limits", "multiset_ruleset", "multiset_names", "checked_record", "claim_as_played", "truth", "position_truth", "heap_component",
    "claim_names", "domain_lets", "rule_names", "RULE_TEXTS", "ComponentTable", "component_tables", "label_env",
    "RuleContext", "Unscoped", "bool_values", "int_values", "exit_status",
]


# -- the claim's ruleset, domain and play ---------------------------------------------------------

#: the total of the heaps when a claim over multisets of heaps gives no bound
DEFAULT_TOTAL = 20


def uses_multisets(claim: Claim, ruleset: Ruleset) -> bool:
    """Whether a claim over a domain of positions of ``ruleset`` is checked over multisets of
    heaps (:class:`~gamecheck.domain.MultisetDomain`) rather than a box of heap slots.

    A claim does so when it speaks of a domain (it reads ``bound`` and names no position), its
    ruleset is a heap game (not a sum), no per-part bounds are given, and either the game splits
    heaps (take-and-break games: their positions are multisets whatever the claim says), or the
    claim gives ``max_heaps`` or ``max_size``, or it gives no heap count for a game that has none
    by default (Nim without ``heaps``). Nim and subtraction games with ``heaps = K`` keep the box
    of ``K`` ordered heaps named ``x1..xK``. A disjunctive sum of heap games is checked over one
    multiset per component when one of them splits heaps, or the claim gives ``max_heaps`` or
    ``max_size``.
    """
    cls = type(claim)
    if not cls.uses_ruleset or cls.any_heap_count or "bound" not in cls.reads or claim.position is not None:
        return False
    rs = ruleset.unwrapped
    if isinstance(claim.bound, list) or rs.loopy:
        return False
    limits = claim.max_heaps is not None or claim.max_size is not None
    if rs.is_sum:
        # a sum of heap games: one multiset per component when one of them splits heaps (or the
        # claim limits the heaps); a sum of games that never split keeps its box of parts
        comps = [c.unwrapped for c in rs.components]
        if not all(c.is_heap_game and not c.is_sum and not c.loopy for c in comps):
            return False
        return limits or any(c.splits_heaps for c in comps)
    if not rs.is_heap_game:
        return False
    if rs.splits_heaps or limits:
        return True
    return rs.arity is None and rs.default_arity is None


def _check_multiset_fields(claim: Claim, ruleset: Ruleset) -> None:
    """``max_heaps`` and ``max_size`` only where positions are multisets of heaps.

    Raises:
        UsageError: either given for a game that is not a heap game (or a sum, a graph).
    """
    if (claim.max_heaps is not None or claim.max_size is not None) and not uses_multisets(claim, ruleset):
        raise UsageError(f"claim '{claim.id}': max_heaps and max_size limit the heaps of a heap game (Nim, subtraction "
                         f"and take-and-break games); {ruleset.spec()} is not one: give 'bound' only")


def multiset_limits(claim: Claim, ruleset: Ruleset) -> tuple[int | None, int | None, str]:
    """``(max_heaps, max_size, note)`` of a claim over multisets: the claim's own, where a heap
    count given for a take-and-break game (``params = { heaps = K }``, its former heap slots)
    reads as ``max_heaps = K`` (and the note says so).

    Raises:
        UsageError: a heap count and ``max_heaps`` that disagree.
    """
    k = None if ruleset.unwrapped.is_sum else ruleset.unwrapped.arity
    if k is None and not ruleset.unwrapped.is_sum:  # the heap count set aside already (multiset_ruleset)
        k = getattr(ruleset.unwrapped, "heaps_given", None)
    note = ""
    max_heaps = claim.max_heaps
    if k is not None:
        if max_heaps is not None and max_heaps != k:
            raise UsageError(f"claim '{claim.id}': heaps = {k} and max_heaps = {max_heaps} disagree; a position of "
                             f"{ruleset.unwrapped.spec()} is a multiset of heaps: give max_heaps only")
        max_heaps = k
        heaps = f"{k} non-empty heap{'s' if k != 1 else ''}"
        note = (f"heaps = {k} reads as max_heaps = {k} here: every position of at most {heaps} "
                + ("(of a game that splits heaps, whatever heaps play from them leaves; the domain is larger than "
                   f"the {k} heap slots of earlier versions held, which kept only the positions whose play fits in "
                   "them)" if ruleset.unwrapped.splits_heaps
                   else "(with max_heaps or max_size a position is a multiset of heaps)"))
    return max_heaps, claim.max_size, note


def multiset_ruleset(ruleset: Ruleset) -> Ruleset:
    """The ruleset without a heap count (a position is any multiset of heaps), its misère
    wrapper kept."""
    if ruleset.arity is None or ruleset.unwrapped.is_sum:
        return ruleset  # (a sum's components are multisets whatever their part counts)
    inner = copy.copy(ruleset.unwrapped)
    inner.heaps_given = inner.arity  # type: ignore[attr-defined]  # read by multiset_limits
    inner.arity = None
    return Misere(inner) if ruleset.misere else inner



def claim_ruleset(claim: Claim) -> Ruleset:
    """The claim's ruleset, fixed to the right number of parts.

    Raises:
        UsageError: when the ruleset spec is bad or the part count cannot be known.
    """
    rs = make_ruleset(claim.ruleset, claim.params)
    if uses_multisets(claim, rs) or (rs.unwrapped.splits_heaps and claim.position is not None):
        return multiset_ruleset(rs)  # a position is a multiset of heaps: no heap count
    if rs.arity is None and claim.position is not None:
        rs = rs.with_arity(len(rs.canonical(tuple(claim.position))))
    if rs.arity is None:
        if claim.position is not None:
            rs = rs.with_arity(len(claim.position))
        elif isinstance(claim.bound, list):
            rs = rs.with_arity(len(claim.bound))
        elif claim.positions:
            rs = rs.with_arity(len(claim.positions[0]))
        elif rs.default_arity is not None:
            rs = rs.with_arity(rs.default_arity)
        else:
            raise UsageError(
                f"claim '{claim.id}': ruleset {rs.spec()} needs a heap count; add params = {{ heaps = K }}"
            )
    return rs


def claim_domain(claim: Claim, ruleset: Ruleset, bound: int | list[int] | None = None,
                 engine: str = "auto") -> BoxDomain:
    """The box domain a rule claim is checked over (``bound`` overrides the claim's).

    Raises:
        ResourceLimitError: before anything is allocated, when labelling the domain
            would not fit in half the free memory or would take longer than the time
            limit (:func:`gamecheck.engine.label.guard_work`), naming the largest bound that fits.
    """
    b = bound if bound is not None else claim.bound
    _check_multiset_fields(claim, ruleset)
    if uses_multisets(claim, ruleset):
        max_heaps, max_size, _ = multiset_limits(claim, ruleset)
        total = DEFAULT_TOTAL if b is None else b
        if isinstance(total, list):
            raise UsageError(f"claim '{claim.id}': a position of {ruleset.unwrapped.spec()} is a multiset of heaps; "
                             "give 'bound' as one integer (the most counters in all), not per-part bounds")
        comps = len(ruleset.unwrapped.components) if ruleset.unwrapped.is_sum else 1
        return MultisetDomain(total, max_heaps, max_size, f"claim '{claim.id}'", comps)  # type: ignore[return-value]
    if b is None:
        b = ruleset.default_bound(ruleset.arity)  # type: ignore[arg-type]

    def domain_at(x: Any) -> BoxDomain:
        domain_of = getattr(ruleset, "domain", None)
        if domain_of is not None:
            return domain_of(x, ruleset.arity)
        return box_domain(ruleset, x)

    domain = domain_at(b)
    scalar = b if isinstance(b, int) else None
    guard_work(ruleset, domain, engine, f"claim '{claim.id}'", domain_at if scalar is not None else None, scalar)
    return domain


def checked_record(claim: Claim, ruleset: Ruleset, domain: Domain | None = None, refused: bool = False) -> Checked:
    """The domain a game claim is checked over, as a :class:`gamecheck.audit.Checked` record (the
    ``checked`` field of its result), made by the checker where it builds the domain.

    A claim about one position is checked over the positions reachable from it (``start``); a
    rule claim over ``domain`` (:func:`claim_domain` gives it when ``None``; ``refused``: it was
    refused for its size, so no bounds are known).

    Args:
        claim: the claim.
        ruleset: its ruleset with the part count fixed (:func:`claim_ruleset`).
        domain: the domain checked, when already built.
        refused: the domain was refused for its size.
    """
    k, bounds, start, positions, text = ruleset.arity, None, None, 0, ""
    try:
        if claim.position is not None:
            if ruleset.unwrapped.splits_heaps:  # a multiset of heaps, no slots
                start = tuple(sorted((int(v) for v in claim.position if v), reverse=True)) or (0,)
            else:
                start = tuple(int(v) for v in ruleset.validate(ruleset.canonical(tuple(claim.position))))
            k = len(start)
        elif not refused:
            if domain is None:
                domain = claim_domain(claim, ruleset)
            k = domain.k
            if isinstance(domain, BoxDomain):
                bounds = tuple(domain.bounds)
            positions, text = domain.size, domain.describe(ruleset)
    except GamecheckError:  # a bad position, or a domain refused for its size: no bounds known
        pass
    return Checked(ruleset.spec(), bool(ruleset.misere), k, bounds, start, positions, text)


def claim_as_played(claim: Claim, ruleset: Ruleset) -> Claim:
    """The claim as it is checked: a claim about a ``misere(...)`` ruleset in normal play is a
    claim about misère play (``play = "misere"``); any other claim is returned as it is."""
    if ruleset.misere and claim.play == "normal":
        return dataclasses.replace(claim, play="misere")
    return claim


def truth(labels: LabelArrays, misere: bool) -> np.ndarray:
    """The outcome codes (``OUTCOME_P``, ``OUTCOME_N``, ``OUTCOME_D``) of every position in the
    play a claim is about: misère play (the player who makes the last move loses) or normal play."""
    return labels.codes(misere)


def position_truth(report: PositionReport, misere: bool) -> tuple[str, list[Move]]:
    """One position's outcome letter and winning moves in misère or normal play."""
    outcome, _, moves = report.for_play(misere)
    return outcome, moves


# -- names ----------------------------------------------------------------------------------------

#: the fields of a claim holding rules evaluated at every position of the domain (a ``strategy``
#: is evaluated where it applies)
RULE_TEXTS = ("rule", "move", "within", "where", "target")


def heap_component(ruleset: Ruleset) -> Ruleset | None:
    """The one-heap game of which a multi-heap Nim or subtraction game is the disjunctive sum
    (its Grundy values are ``g1 .. gk``), else None."""
    return ruleset.heap_component()


def multiset_names(ruleset: Ruleset, claim: Claim, one_heap: bool) -> list[str]:
    """The names a rule of a claim over multisets may use: ``heaps``, ``k``, ``n`` and ``x1``
    (when a position has at most one heap), the ruleset's parameters, the labels and the claim's
    ``let`` helpers; for a sum of heap games ``heaps1..heapsc``, ``g1..gc`` and ``G1..Gc`` (each
    component's heaps, Grundy value and Grundy sequence) in place of the parameters and ``G``."""
    rs = ruleset.unwrapped
    if rs.is_sum:
        c = len(rs.components)
        names = (["heaps", "k"] + [f"heaps{i + 1}" for i in range(c)] + [f"g{i + 1}" for i in range(c)]
                 + [f"G{i + 1}" for i in range(c)])
        names += [n for n in LABEL_NAMES if n not in names and n != "G"]
    else:
        names = ["heaps", "k"] + (["n", "x1"] if one_heap else []) + list(rs.variables(None))
        names += [n for n in LABEL_NAMES if n not in names]
    return list(dict.fromkeys(names)) + list(claim.let)


def claim_names(ruleset: Ruleset, claim: Claim) -> list[str]:
    """Every name the claim's rules may use: the ruleset's variables and part names, ``g1..gk``
    for a multi-heap Nim or subtraction game, the labels and the claim's ``let`` helpers."""
    if uses_multisets(claim, ruleset):
        return multiset_names(ruleset, claim, multiset_limits(claim, ruleset)[0] == 1)
    extra = [f"g{i + 1}" for i in range(ruleset.arity or 0)] if heap_component(ruleset) is not None else []
    return allowed_names(ruleset, claim.let, extra)


def domain_lets(claim: Claim) -> list[str]:
    """The ``let`` helpers evaluated over the whole domain: those the rule, ``where``,
    ``target`` or ``within`` use, in definition order (a helper used only by a strategy may
    be undefined at P-positions; the strategy check evaluates it where it applies).

    Raises:
        RuleError: a text that does not parse.
    """
    return needed_lets(claim.let, (claim.rule, claim.where, claim.target, claim.within))


def rule_names(claim: Claim, ruleset: Ruleset) -> set[str]:
    """The names the claim's rules, ``let`` helpers and strategy use (which component Grundy
    values and labels must be computed). A Grundy strategy may also use ``v``, the value it aims at.

    Raises:
        RuleError: a rule that does not parse or uses a name the claim does not allow.
    """
    names = claim_names(ruleset, claim)
    texts = [t for t in (getattr(claim, f) for f in RULE_TEXTS) if t] + list(claim.let.values())
    # the texts whose whole value is a number or a tuple: 'and'/'or' over numbers there would
    # mean something other than Python's reading (n % 4 or 1 is 1 or n % 4, never True)
    values = [claim.move, claim.strategy, *claim.let.values()] + ([claim.rule] if type(claim).rule_is_value else [])
    for t in values:
        if t:
            check_value_rule(t)
    needs: set[str] = set()
    for t in texts:
        needs |= set(rexpr.parse(t, names).names)
    if claim.strategy:
        extra = list(type(claim).strategy_names)
        needs |= set(rexpr.parse(claim.strategy, names + extra).names) - set(extra)
    return needs


# -- values beyond the position: component Grundy values, labels -----------------------------------

@dataclass(frozen=True)
class ComponentTable:
    """The Grundy values of one component of a sum over a box: the rule variable ``name``
    (``g1``, ``g2``...), the parts of the sum's position that are the component's position,
    and the component's Grundy value at every position of its box (``grundy``, indexed with
    ``strides``)."""

    name: str
    parts: tuple[int, ...]
    grundy: np.ndarray
    strides: tuple[int, ...]

    def at(self, cols: list[np.ndarray]) -> np.ndarray:
        """The component's Grundy value at the positions given by the sum's columns ``cols``."""
        return self.grundy[sum(cols[j] * s for j, s in zip(self.parts, self.strides))]


def component_tables(ruleset: Ruleset, bounds: list[int], needs: Collection[str], engine: str) -> list[ComponentTable]:
    """The Grundy tables of the components whose values ``g1 .. gc`` the rules use.

    The components are those of a :class:`gamecheck.games.DisjunctiveSum`, or the heaps of a
    multi-heap Nim or subtraction game (:func:`heap_component`). Each table is computed on the
    component's own game graph (retrograde analysis of the box of its parts up to ``bounds``),
    so a rule ``g1 ^ g2`` tests the Sprague-Grundy theorem rather than assuming it.

    Args:
        ruleset: the sum.
        bounds: the largest value of each part of the sum's positions.
        needs: the names the rules use.
        engine: graph engine (:func:`gamecheck.engine.label.label_domain`).

    Raises:
        ResourceLimitError: from labelling a component's box.
    """
    parts: list[tuple[str, Ruleset, list[int]]] = []
    if ruleset.is_sum:
        for c_index, (comp, sl) in enumerate(zip(ruleset.components, ruleset.slices)):
            parts.append((f"g{c_index + 1}", comp, list(range(sl.start, sl.stop))))
    comp1 = heap_component(ruleset)
    if comp1 is not None:
        parts += [(f"g{i + 1}", comp1, [i]) for i in range(len(bounds))]
    tables = []
    for name, comp, idx in parts:
        if name in needs:
            dom = BoxDomain([bounds[j] for j in idx])
            tables.append(ComponentTable(name, tuple(idx), label_domain(comp, dom, engine).grundy, tuple(dom.strides)))
    return tables


def grundy_sequence_of(claim: Claim, ruleset: Ruleset, domain: Domain, labels: LabelArrays) -> IndexedSequence:
    """``G``, the Grundy sequence of one heap, for a claim over a box: of a heap game, every
    heap size (the sequence engine; :func:`gamecheck.engine.sprague.heap_grundy_at`); of another
    game of one part, the labels of the box (reading past it is inconclusive, not undefined).

    Raises:
        UsageError: a game that is neither a heap game nor played on one part.
    """
    rs = ruleset.unwrapped
    if rs.is_heap_game and not rs.is_sum and not rs.loopy:
        return IndexedSequence("G", lambda idx: heap_grundy_at(rs, idx),
                               f"the Grundy sequence of {getattr(rs, 'title', rs.spec())}")
    if not (isinstance(domain, BoxDomain) and domain.k == 1):
        raise UsageError(f"claim '{claim.id}': G (the Grundy sequence of one heap) exists for heap games and games "
                         "played on one part only")
    g = np.asarray(labels.grundy, dtype=np.int64)
    return IndexedSequence("G", lambda idx: g[idx], "the Grundy values of the positions checked",
                           limit=domain.bounds[0])


def label_env(labels: LabelArrays, needs: Collection[str],
              csr: Callable[[], tuple[np.ndarray, np.ndarray]]) -> dict[str, Any]:
    """The labels a rule may read, at every position of a labelled domain: ``P``, ``N``, ``D``
    (normal-play outcome), ``MP`` (misère P-position), ``g`` (Grundy value, -1 where undefined),
    ``rem`` (remoteness, -1 for draws), ``terminal`` and, when ``needs`` has it, ``wins`` (the
    number of distinct options that are normal-play P-positions, from the game graph ``csr()``).
    ``G`` is the caller's (it exists for one-heap games only). On a game with draws ``P``, ``N``
    and ``D`` are the three outcomes (Smith 1966), ``g`` is -1 at every position that can reach
    a cycle and ``rem`` is -1 at draws."""
    env: dict[str, Any] = {
        "P": labels.outcome == OUTCOME_P,
        "N": labels.outcome == OUTCOME_N,
        "D": labels.outcome == OUTCOME_D,
        "MP": labels.misere == OUTCOME_P,
        "g": labels.grundy,
        "rem": labels.remoteness,
        # normal-play remoteness is 0 exactly at terminal positions (-1 marks draws)
        "terminal": labels.remoteness == 0,
    }
    if "wins" in needs:
        offsets, targets = csr()
        size = len(labels)
        src = np.repeat(np.arange(size, dtype=np.int64), np.diff(offsets))
        win = labels.outcome[targets] == OUTCOME_P
        # a move is known by the option it leads to: two listings of one option (a heap game
        # whose heap-moves give (1, 3) and (3, 1)) are one winning move
        # (the keys come grouped by position, so a stable sort -- a merge of runs -- is close to linear)
        pairs = np.sort(src[win] * size + targets[win].astype(np.int64), kind="stable")
        if pairs.size > 1:
            pairs = pairs[np.concatenate(([True], pairs[1:] != pairs[:-1]))]
        env["wins"] = np.bincount(pairs // size, minlength=size).astype(np.int64)
    return env


# -- a rule's value ---------------------------------------------------------------------------------

class Unscoped(np.ndarray):
    """The value of a rule evaluated where no position is in scope: usable as false or 0."""


def bool_values(value: Any, source: str) -> np.ndarray:
    """A rule's value at every position, as a true/false condition.

    Raises:
        RuleError: when the rule gives positions or numbers.
    """
    if isinstance(value, tuple):
        raise RuleError(f"rule '{source}' gives a position, but a true/false condition is needed")
    arr = np.asarray(value)
    if arr.dtype != bool:
        raise RuleError(f"rule '{source}' gives numbers, but a true/false condition is needed (write e.g. '... == 0')")
    return arr


def int_values(value: Any, source: str) -> np.ndarray:
    """A rule's value at every position, as a Grundy value (int64).

    Raises:
        RuleError: when the rule gives positions or true/false.
    """
    if isinstance(value, tuple):
        raise RuleError(f"rule '{source}' gives a position, but a Grundy value (an integer) is needed")
    if isinstance(value, Unscoped):
        return np.zeros(len(value), dtype=np.int64)
    arr = np.asarray(value)
    if arr.dtype == bool:
        raise RuleError(f"rule '{source}' gives true/false, but a Grundy value (an integer) is needed")
    return arr.astype(np.int64)


# -- a whole domain -----------------------------------------------------------------------------------

class RuleContext:
    """A ruleset and a domain with the rule variables evaluated over every position.

    Args:
        claim: the claim (its ``let`` helpers, ``where`` rule and id).
        ruleset: its ruleset.
        domain: the domain.
        engine: graph engine for labels and component Grundy values.
        needs: the names the claim's rules use (:func:`rule_names`): which component Grundy
            values and labels to compute.

    Attributes:
        env: the rule environment: ``x1..xk`` (arrays), ``heaps``, ``k``, ``n`` for one
            heap, the ruleset's parameters (:func:`gamecheck.lang.env.position_env`),
            ``g1..gc`` for sums, the labels the rules use, and ``let`` values (:meth:`add_lets`).
        names: the names the claim's rules may use (:func:`claim_names`).
        order: the potential of each position (or ``None``), which orders witnesses.
        acyclic: whether the ruleset gives a potential (so the game is finite and acyclic).
            Only then do the local certificate and mex conditions (Winning Ways ch. 2)
            decide a P-position rule or a Grundy formula; a ruleset without one (a game
            file, a graph, a sum with such a component) may have cycles, and its claims are
            decided against the retrograde labels P, N and D (Smith 1966; Fraenkel and
            Yesha 1986) by :mod:`gamecheck.checker.serial`.

    Raises:
        UsageError: a rule using ``G`` on a domain that is not one heap.
        ResourceLimitError: from labelling the domain or a component.
    """

    def __init__(self, claim: Claim, ruleset: Ruleset, domain: Domain, engine: str, needs: Iterable[str]):
        self.claim, self.ruleset, self.domain, self.engine = claim, ruleset, domain, engine
        self.size = domain.size
        self.cols = domain.columns()
        self.names = claim_names(ruleset, claim)
        self._labels: LabelArrays | None = None
        self._csr: tuple[np.ndarray, np.ndarray] | None = None
        needs = set(needs)
        env = position_env(ruleset, self.cols)
        bounds = [int(c.max()) if c.size else 0 for c in self.cols]
        for table in component_tables(ruleset, bounds, needs, engine):
            env[table.name] = table.at(self.cols)
        self.env = env
        self.base_env = env  # the environment before the claim's `let` helpers (add_lets)
        if needs & set(LABEL_NAMES):
            lab = self.labels
            env.update(label_env(lab, needs, lambda: self.csr))
            if "G" in needs:
                env["G"] = grundy_sequence_of(claim, ruleset, domain, lab)
        w = ruleset.potential(domain.k)
        self.order: np.ndarray | None = potential_of(w, self.cols) if w is not None else None
        self.acyclic = w is not None

    @property
    def csr(self) -> tuple[np.ndarray, np.ndarray]:
        """The game graph of the domain as CSR arrays ``(offsets, targets)`` (built once)."""
        if self._csr is None:
            self._csr = build_csr(self.ruleset, self.domain, self.engine)
        return self._csr

    @property
    def labels(self) -> LabelArrays:
        """Retrograde labels of the whole domain (computed once)."""
        if self._labels is None:
            if self._csr is not None and self.engine != "compact":
                self._labels = retrograde(*self._csr)
            else:
                # the engine chosen by size: compact (numba, implicit options where the
                # ruleset allows) for large domains, CSR arrays otherwise
                self._labels = label_domain(self.ruleset, self.domain, self.engine)
        return self._labels

    def truth(self, misere: bool) -> np.ndarray:
        """The outcome codes of every position in misère or normal play (:func:`truth`)."""
        return truth(self.labels, misere)

    def position_env(self, position: Position) -> dict[str, Any]:
        """The rule environment at one position of the domain without the claim's ``let``
        helpers (Python ints and bools): where a reading of the claim is probed."""
        return env_at(self.base_env, self.domain.index(position))  # type: ignore[arg-type]

    def where_mask(self) -> np.ndarray:
        """Where the claim applies (its ``where`` rule), else everywhere."""
        if not self.claim.where:
            return np.ones(self.size, dtype=bool)
        return bool_values(self.evaluate(self.claim.where, "where"), self.claim.where)

    def add_lets(self) -> None:
        """Evaluate the claim's ``let`` helpers over the domain — only those the rule,
        ``where``, ``target`` or ``within`` use (a helper used only by a strategy may be
        undefined at P-positions; the strategy check evaluates it where it applies)."""
        claim = self.claim
        self.env = bind_lets(self.env, domain_lets(claim), lambda name, env: rexpr.parse(claim.let[name], self.names)
                             .evaluate_array(env, self.size))

    def evaluate(self, source: str, what: str, mask: np.ndarray | None = None) -> Any:
        """Evaluate a rule at every position, or only where ``mask`` is true (elsewhere
        the result is False / 0), so a rule need not make sense outside its scope.

        Raises:
            RuleError: a rule that does not parse, uses a name not allowed, fails to evaluate,
                or gives a position where a value is needed.
        """
        e = rexpr.parse(source, self.names)
        if mask is None or mask.all():
            return e.evaluate_array(self.env, self.size)
        idx = np.flatnonzero(mask)
        if idx.size == 0:
            # nothing in scope: the rule is evaluated nowhere, and its value (false / 0) is used nowhere
            return np.zeros(self.size, dtype=bool).view(Unscoped)
        part = e.evaluate_array(restrict_env(self.env, idx), idx.size)
        if isinstance(part, tuple):
            raise RuleError(f"rule '{source}' gives a position where a value is needed")
        part = np.asarray(part)
        out = np.zeros(self.size, dtype=part.dtype if part.size else np.int64)
        out[idx] = part
        return out

    def smallest_first(self, idx: np.ndarray) -> np.ndarray:
        """The positions ``idx`` ordered by potential, then index (the witness order)."""
        if self.order is None or idx.size == 0:
            return idx
        return idx[np.lexsort((idx, self.order[idx]))]

    def first(self, mask: np.ndarray) -> int | None:
        """The smallest position (by potential, then index) where ``mask`` is true
        (:func:`gamecheck.checker.conditions.smallest`)."""
        return smallest(mask, self.order)

    def scalar_env(self, position: Position) -> dict[str, Any]:
        """The rule environment at one position of the domain, as Python ints and bools."""
        return env_at(self.env, self.domain.index(position))  # type: ignore[arg-type]

    # -- one position: what the checks ask of the game (a context over multisets of heaps,
    # :class:`gamecheck.checker.heaps.HeapContext`, answers them its own way) ------------------
    def options(self, position: Position) -> list[Move]:
        """The moves from ``position``, each with its option."""
        return self.ruleset.options(position)

    def as_position(self, value: Any) -> Position | None:
        """A move rule's value as a position of the domain's shape (``k`` parts), or ``None``."""
        if not isinstance(value, tuple) or len(value) != self.domain.k:
            return None
        return tuple(value)

    #: positions have a fixed number of parts (a context over multisets of heaps: no)
    fixed_parts = True

    def terminal_mask(self) -> np.ndarray:
        """Where a position has no move (normal-play remoteness 0)."""
        return self.labels.remoteness == 0

    def target_index(self, position: Position) -> int | None:
        """The number of a position a move reaches, for :meth:`target_codes` and its kin: its
        index in the domain (``None`` outside it: the domain is closed under moves)."""
        return self.domain.index(position)

    def target_codes(self, misere: bool) -> Callable[[np.ndarray], np.ndarray]:
        """The outcome codes at target numbers (:meth:`target_index`), as a function of an index array."""
        codes = self.truth(misere)
        return lambda idx: codes[idx]

    def target_grundy(self) -> Callable[[np.ndarray], np.ndarray]:
        """The Grundy values at target numbers, as a function of an index array."""
        g = self.labels.grundy
        return lambda idx: g[idx]

    def target_rule(self, source: str) -> Callable[[np.ndarray], np.ndarray]:
        """A true/false rule (a ``target``) at target numbers, as a function of an index array.

        Raises:
            RuleError: a rule that does not parse or is not true/false.
        """
        B = bool_values(self.evaluate(source, "target"), source)
        return lambda idx: B[idx]

    def moves_into(self, A: np.ndarray, target: str) -> np.ndarray:
        """Where ``A`` holds and some move reaches a position where ``target`` holds (the game
        graph of the domain, batch by batch)."""
        B = bool_values(self.evaluate(target, "target"), target)
        hit = np.zeros(self.size, dtype=bool)
        for ch in edge_chunks(self.ruleset, self.domain, self.cols):
            sel = A[ch.src] & B[ch.dst]
            hit[ch.src[sel]] = True
        return hit

    def explain_grundy(self, position: Position) -> str:
        """Why a position has its Grundy value, for a witness: the mex of its options' values."""
        rep = analyse_position(self.ruleset, position, self.engine)
        vals = sorted({g for _, g in rep.option_grundy if g is not None})
        return (f"the options of {format_position(position)} have Grundy values {vals}, whose mex is "
                f"{rep.grundy}")


def exit_status(results: Iterable[CheckResult]) -> int:
    """2 when a claim could not be checked as written (an :class:`gamecheck.audit.ErrorResult`,
    verdict ``error``), else 3 when a resource limit was hit, 0 when every verdict is as
    expected, else 1."""
    results = list(results)
    if any(r.verdict == Verdict.ERROR for r in results):
        return 2
    if any(r.resource_limited for r in results):
        return 3
    return 0 if all(r.as_expected for r in results) else 1
