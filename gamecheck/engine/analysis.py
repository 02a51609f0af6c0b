"""Analysis of single positions: outcome, Grundy value, remoteness and winning moves.

Everything here is computed by retrograde analysis of the positions reachable from
the one asked about (:func:`gamecheck.engine.label.label_domain`), never by a formula, so
it can serve as the ground truth that claims are checked against.
"""

from __future__ import annotations

from dataclasses import dataclass, field
import math
from functools import lru_cache
from typing import Any, Sequence

from gamecheck.domain import (
    MAX_REACHABLE_OPTIONS, MAX_SEARCH_POSITIONS, BoxDomain, Domain, PositionsDomain, max_positions_in_memory,
    reachable_domain,
)
from gamecheck.engine.graph import count_options
from gamecheck.engine.label import label_domain
from gamecheck.errors import ResourceLimitError
from gamecheck.games.base import Move, Ruleset
from gamecheck.games.nim import nim_columns
from gamecheck.position import Position, format_position
from gamecheck.engine.labels import LabelArrays

__all__ = [
    "PositionReport", "reachable_labels", "reachable_size", "analyse_position", "nim_columns", "describe_moves",
    "new_nim_answer", "COUNTED_COMPONENT_POSITIONS",
]


@dataclass
class PositionReport:
    """Everything ``gamecheck solve`` prints about one position.

    Attributes:
        ruleset: the ruleset (fixed to the position's part count).
        position: the position.
        outcome: normal-play outcome ``"P"``, ``"N"`` or ``"D"``.
        grundy: Grundy value, or ``None`` where undefined (cycles).
        remoteness: normal-play remoteness (moves to the end under best play), ``None`` for draws.
        misere_outcome, misere_remoteness: the same for misère play.
        winning_moves: moves to P-positions (normal play).
        misere_winning_moves: moves to misère P-positions.
        positions_examined: size of the reachable domain that was labelled (0 when the
            position was solved by the Sprague–Grundy theorem).
        option_grundy: Grundy value of each option, in move order.
        method: ``"enumeration"`` (retrograde analysis of every reachable position) or
            ``"sprague-grundy"`` (:mod:`gamecheck.engine.sprague`: from the summands'
            Grundy values; remoteness, and misère figures other than Nim's, are ``None``).
        winning_move_count, misere_winning_move_count: how many winning moves there are
            when the lists hold only the first ones (``None``: the lists are complete -- or,
            with ``winning_moves_truncated`` set, the scan stopped and the number is unknown).
        winning_moves_truncated, misere_winning_moves_truncated: the scan for winning moves
            stopped at its cap (:data:`gamecheck.engine.sprague.MAX_SCANNED` options) before
            every option was looked at, or more winning moves were counted than listed: the
            list does not hold every winning move.
        summands: ``(label, heap or None, Grundy value)`` of each summand (Sprague–Grundy).
        notes: sentences on how the figures were obtained.
        gamma: for a game on a graph (:mod:`gamecheck.games.graphgame`), Smith's gamma-value
            of the position as JSON (an int, or ``{"infinite": true, "options": [K...]}``);
            ``None`` for other games.
        summand_gammas: the gamma-value (JSON) of each token, in summand order.
        vertices: the vertex name of each token (graph games).
        misere_grundy: the misère Grundy value (:mod:`gamecheck.engine.misere`), set when
            solving under misère play; ``None`` when not computed or undefined.
        genus: ``(heap, Genus)`` of each distinct heap of a heap game under misère play.
        quotient: with ``method == "misere-quotient"``: ``{"game", "element", "order",
            "p_portion", "max_heap", "certified", "presentation"}`` of the misère quotient that
            decided the misère figures (:mod:`gamecheck.engine.quotient`).
    """

    ruleset: Ruleset
    position: Position
    outcome: str
    grundy: int | None
    remoteness: int | None
    misere_outcome: str | None
    misere_remoteness: int | None
    winning_moves: list[Move]
    misere_winning_moves: list[Move]
    positions_examined: int
    option_grundy: list[tuple[Move, int | None]] = field(default_factory=list)
    method: str = "enumeration"
    winning_move_count: int | None = None
    misere_winning_move_count: int | None = None
    summands: list[tuple[str, int | None, int]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    gamma: Any = None
    summand_gammas: list[Any] = field(default_factory=list)
    vertices: list[str] = field(default_factory=list)
    misere_grundy: int | None = None
    genus: list[tuple[int, Any]] = field(default_factory=list)
    quotient: dict[str, Any] | None = None
    winning_moves_truncated: bool = False
    misere_winning_moves_truncated: bool = False

    def shown(self, position: Position) -> Position:
        """A position as the user reads it: for a take-and-break game the heaps only (its
        empty heap slots dropped: a position is a multiset of heaps), else unchanged."""
        if self.ruleset.unwrapped.splits_heaps:
            return tuple(h for h in position if h)
        return tuple(position)

    def move_count(self, misere: bool = False) -> int | None:
        """How many winning moves there are in that play (the list may hold only the first);
        ``None`` when they were not all looked for (the scan stopped at its cap)."""
        n = self.misere_winning_move_count if misere else self.winning_move_count
        if n is None:
            return None if self._scan_stopped(misere) else len(self.for_play(misere)[2])
        return n

    def _scan_stopped(self, misere: bool) -> bool:
        flag = self.misere_winning_moves_truncated if misere else self.winning_moves_truncated
        n = self.misere_winning_move_count if misere else self.winning_move_count
        return flag and n is None

    def truncated(self, misere: bool = False) -> bool:
        """Whether the list of winning moves of that play leaves some out (more were counted
        than listed, or the scan for them stopped before every option was looked at)."""
        count = self.move_count(misere)
        return count is None or count > len(self.for_play(misere)[2])

    def for_play(self, misere: bool = False) -> tuple[str | None, int | None, list[Move]]:
        """``(outcome, remoteness, winning_moves)`` in misère or normal play: the one place the
        play picks a position's figures (the Grundy value is a normal-play figure either way)."""
        if misere:
            return self.misere_outcome, self.misere_remoteness, self.misere_winning_moves
        return self.outcome, self.remoteness, self.winning_moves

    def to_json(self, misere: bool = False) -> dict[str, Any]:
        """JSON document: ``outcome``, ``grundy``, ``winning_moves`` (``move`` and
        ``position`` list each), remoteness and the misère counterparts. With
        ``misere=True`` every top-level figure (``outcome``, ``remoteness``,
        ``winning_moves``) is a misère figure, and the Grundy value (a normal-play
        figure) appears only under ``normal``. ``method``, the winning-move counts, and
        (Sprague–Grundy) ``summands`` and ``notes`` say how the figures were obtained; a
        figure that method does not give is ``null``. ``winning_moves_truncated`` (also under
        ``normal`` and ``misere``) is true when the list leaves winning moves out: more were
        counted than listed, or the scan for them stopped at its cap -- then
        ``winning_move_count`` is ``null`` (not counted) and a note says how far it went."""
        names = self.ruleset.vertex_names() if self.vertices else None

        def moves(ms: list[Move]) -> list[dict[str, Any]]:
            if names is not None:  # tokens on a graph: the vertex names too
                return [{"move": m.description, "position": list(m.position),
                         "vertices": [names[i] for i in m.position]} for m in ms]
            return [{"move": m.description, "position": list(self.shown(m.position))} for m in ms]

        outcome, remoteness, wins = self.for_play(misere)

        out: dict[str, Any] = {
            "ruleset": self.ruleset.spec(),
            "position": list(self.shown(self.position)),
            "play": "misere" if misere else "normal",
            "outcome": outcome,
            "grundy": self.grundy,
            "remoteness": remoteness,
            "winning_moves": moves(wins),
            "normal": {"outcome": self.outcome, "grundy": self.grundy, "remoteness": self.remoteness,
                       "winning_moves": moves(self.winning_moves)},
            "misere": {
                "outcome": self.misere_outcome,
                "remoteness": self.misere_remoteness,
                "winning_moves": moves(self.misere_winning_moves),
            },
            "positions_examined": self.positions_examined,
            "method": self.method,
            "winning_move_count": self.move_count(misere),
            "winning_moves_truncated": self.truncated(misere),
        }
        out["normal"]["winning_move_count"] = self.move_count(False)
        out["normal"]["winning_moves_truncated"] = self.truncated(False)
        out["misere"]["winning_move_count"] = self.move_count(True)
        out["misere"]["winning_moves_truncated"] = self.truncated(True)
        if self.vertices:
            out["vertices"] = list(self.vertices)
        if self.gamma is not None:
            out["gamma"] = self.gamma
            out["normal"]["gamma"] = self.gamma
        if self.summands:
            out["summands"] = [{"summand": label, "heap": heap, "grundy": g} for label, heap, g in self.summands]
            for entry, g in zip(out["summands"], self.summand_gammas):
                entry["gamma"] = g
        if self.notes:
            out["notes"] = list(self.notes)
        if self.quotient is not None:
            out["quotient"] = dict(self.quotient)
            out["misere"]["element"] = self.quotient["element"]
        if self.option_grundy and len(self.position) == 1:  # the mex of these is the Grundy value
            out["normal"]["option_grundy"] = [{"move": m.description, "grundy": g} for m, g in self.option_grundy]
            if not misere:
                out["option_grundy"] = out["normal"]["option_grundy"]
        extra = self.ruleset.explain(tuple(self.position), misere)
        if "nim_columns" in extra:  # binary columns and the nim-sum are normal-play figures
            (out["normal"] if misere else out)["nim_columns"] = extra.pop("nim_columns")
        out.update(extra)
        if misere:
            # the Grundy value is a normal-play figure: under misère play it is only in "normal"
            del out["grundy"]
            out.pop("gamma", None)
            out["misere_grundy"] = out["misere"]["misere_grundy"] = self.misere_grundy
            if self.genus:
                out["genus"] = out["misere"]["genus"] = [{"heap": h, **g.to_json()} for h, g in self.genus]
        return out


def _opt(v: int) -> int | None:
    return None if v < 0 else int(v)


#: a component of a sum with no potential (a graph, a game file) whose reachable set is at most
#: this large is counted exactly (positions and moves) to bound the sum's before it is searched
COUNTED_COMPONENT_POSITIONS = 100_000


def reachable_size(ruleset: Ruleset, position: Position) -> tuple[int, int, str] | None:
    """The positions and moves reachable from ``position``, counted without searching the
    product space, or ``None`` when they cannot be counted so.

    Tokens on a graph: :meth:`GraphGame.reachable_size` (the product of the vertex sets the
    tokens reach). A sum with a component that has no potential (a graph, a game file): the
    components move independently, so the positions are the product ``prod P_i`` of the
    components' reachable sets and the moves ``sum_i M_i prod_{j != i} P_j``, each component
    counted on its own (a graph exactly; another component by searching its own reachable
    set, when it has at most :data:`COUNTED_COMPONENT_POSITIONS` positions). Misère play has
    the same positions and moves.

    Returns:
        ``(positions, moves, how)``, ``how`` a phrase for messages, or ``None``.

    Raises:
        UsageError: a position that does not fit the ruleset.
    """
    ruleset = ruleset.unwrapped
    if ruleset.loopy:
        return ruleset.reachable_size([tuple(position)])  # type: ignore[attr-defined]
    if not ruleset.is_sum or all(
            c.potential(c.arity) is not None for c in ruleset.components):  # type: ignore[arg-type]
        return None
    sizes: list[tuple[int, int]] = []
    for comp, sl in zip(ruleset.components, ruleset.slices):
        sub = tuple(position[sl])
        if comp.loopy:
            p, m, _ = comp.reachable_size([sub])  # type: ignore[attr-defined]
        else:
            try:
                dom = reachable_domain(comp, [sub], max_positions=COUNTED_COMPONENT_POSITIONS)
            except ResourceLimitError:
                return None
            p = dom.size
            m = sum(len(comp.option_positions(q)) for q in dom.positions())
        sizes.append((p, m))
    positions = 1
    for p, _ in sizes:
        positions *= p
    moves = sum(m * (positions // p) for p, m in sizes if p)
    how = "the product of the positions each component reaches: " + " x ".join(f"{p:,}" for p, _ in sizes[:8])
    return positions, moves, how


@lru_cache(maxsize=64)
def reachable_labels(ruleset: Ruleset, position: Position, engine: str = "auto") -> tuple[Domain, LabelArrays]:
    """Label every position reachable from ``position``.

    The reachable set is bounded before it is searched where it can be counted
    (:func:`reachable_size`: tokens on a graph, sums with such components) or bounded by the
    ruleset's potential, and the search itself stops at the limits of
    :func:`gamecheck.domain.reachable_domain` (positions that fit in memory, at most
    :data:`~gamecheck.domain.MAX_SEARCH_POSITIONS` for a game with no potential, 20 million
    moves, ``GAMECHECK_TIME_LIMIT`` seconds).

    Returns:
        ``(domain, labels)``.

    Raises:
        ResourceLimitError: (exit 3) too many positions or moves reachable, or the search ran
            out of time; the message has the count or how far the search got.
    """
    box = ruleset.reachable_box(position)
    domain: Domain | None = None
    if box is not None and math.prod(b + 1 for b in box) <= min(max_positions_in_memory(), MAX_SEARCH_POSITIONS):
        try:
            vectorised = ruleset.translations(box) is not None
        except ResourceLimitError:  # too many move vectors: the search below refuses with the count
            vectorised = False
        if vectorised:
            moves = count_options(ruleset, BoxDomain(box))  # exact: the box is the reachable set
            if moves > MAX_REACHABLE_OPTIONS:  # refused at once, not after generating them
                raise ResourceLimitError(
                    f"the {moves:,} moves reachable from {format_position(position)} exceed "
                    f"{MAX_REACHABLE_OPTIONS:,} (the most a search generates); start from a smaller position "
                    "(or label a bounded domain with `gamecheck label`)")
            domain = BoxDomain(box)  # the reachable set itself, labelled by vectorised moves
    if domain is None:  # searched, within the same limits (and refused with the count when too large)
        domain = reachable_domain(ruleset, [position], size=reachable_size(ruleset, position))
    return domain, label_domain(ruleset, domain, engine)


def analyse_position(ruleset: Ruleset, position: Position, engine: str = "auto") -> PositionReport:
    """Outcome, Grundy value, remoteness and winning moves of one position.

    Args:
        ruleset: a ruleset; fixed to ``len(position)`` parts if it has no arity yet.
        position: the position (validated).
        engine: graph engine (see :mod:`gamecheck.engine.graph`).

    Raises:
        UsageError: for an invalid position.
        ResourceLimitError: when the reachable domain is too large.
    """
    position = ruleset.canonical(tuple(position))
    ruleset = ruleset.with_arity(len(position))
    position = ruleset.validate(position)
    domain, labels = reachable_labels(ruleset, position, engine)
    i = domain.index(position)
    assert i is not None
    moves = ruleset.options(position)
    win, mwin, og = [], [], []
    for mv in moves:
        j = domain.index(mv.position)
        assert j is not None
        if labels.outcome_letter(j) == "P":
            win.append(mv)
        if labels.outcome_letter(j, misere=True) == "P":
            mwin.append(mv)
        og.append((mv, _opt(labels.grundy[j])))
    return PositionReport(
        ruleset=ruleset,
        position=position,
        outcome=labels.outcome_letter(i),
        grundy=_opt(labels.grundy[i]),
        remoteness=_opt(labels.remoteness[i]),
        misere_outcome=labels.outcome_letter(i, misere=True),
        misere_remoteness=_opt(labels.misere_remoteness[i]),
        winning_moves=win,
        misere_winning_moves=mwin,
        positions_examined=domain.size,
        option_grundy=og,
    )


def describe_moves(moves: list[Move]) -> str:
    """``"take 7 from heap 1 -> (4, 6, 10, 8); ..."`` for a witness explanation."""
    return "; ".join(f"{m.description} -> {format_position(m.position)}" for m in moves)


def new_nim_answer(ruleset: Ruleset, heaps: Sequence[int], engine: str = "auto") -> int:
    """New Nim (CQOI 2013; :class:`gamecheck.games.newnim.NewNim`): the least number of counters
    the first player must remove in the first turn to win, or ``-1`` when no first move wins.

    Computed by retrograde analysis of every position reachable from ``(2, heaps)``
    (:func:`analyse_position`): the smallest total removed over the moves to P-positions.

    Raises:
        UsageError: on an invalid list of heaps.
    """
    start = (2,) + tuple(heaps)
    rep = analyse_position(ruleset.with_arity(len(start)), start, engine)
    total = sum(start[1:])
    removed = [total - sum(mv.position[1:]) for mv in rep.winning_moves]
    return min(removed) if removed else -1
