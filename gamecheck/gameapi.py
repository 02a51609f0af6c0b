"""The public API's games: make a game, solve a position, label a domain -- no claims.

:class:`Outcome`, :class:`Game`, :class:`Solution`, :class:`Labels`, :func:`game`,
:func:`load_game`, :func:`load_graph`, :func:`label`, :func:`misere_quotient` and
:func:`rulesets`. :mod:`gamecheck.api` re-exports every one of them, and :mod:`gamecheck`
loads them from here on first use (``gc.game``, ``gc.Game``, ...).

The module sits below the claims in the layers (the import-linter contract in
``pyproject.toml``): it uses the engine, the games and their domains, never the claims, the
checker, the prover, the audit or the reports. So ``gamecheck solve``, ``gamecheck label`` and
``gamecheck rulesets`` load only what they use (``tests/test_light_commands.py``).

>>> import gamecheck as gc
>>> gc.game("nim", heaps=3).solve((11, 6, 10, 8)).grundy
15
"""

from __future__ import annotations

import enum
import itertools
import time
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from gamecheck import args as _args
from gamecheck.args import public
from gamecheck.domain import Domain, box_domain, guard_bytes, reachable_domain
from gamecheck.engine.analysis import PositionReport, analyse_position
from gamecheck.engine.gamma import add_gamma
from gamecheck.engine.graph import ENGINES, MAX_EXPORT_OPTIONS, MAX_EXPORT_POSITIONS, build_digraph
from gamecheck.engine.label import (
    estimate_options, guard_work, label_bytes, label_domain, numba_available, resolve_engine,
)
from gamecheck.engine import partial as _partial
from gamecheck.engine.labelfile import save_labels
from gamecheck.engine.labels import OUTCOME_LETTERS
from gamecheck.engine.labels import LabelArrays as _EngineLabels
from gamecheck.engine.misere import misere_figures
from gamecheck.engine import nimber as _nimber
from gamecheck.engine.quotient import MAX_QUOTIENT_HEAP, MisereQuotient, heap_game_of
from gamecheck.engine.quotient import misere_quotient as _misere_quotient
from gamecheck.engine.sprague import SMALL_PRODUCT, reachable_estimate, solve_by_sprague_grundy
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games import list_rulesets, make_ruleset
from gamecheck.games.base import MOVE_BYTES, Move, Ruleset
from gamecheck.games.custom import load_game as _load_game
from gamecheck.games.graphgame import load_graph as _load_graph
from gamecheck.notebook import html_table as _table
from gamecheck.position import MAX_PARTS, Position, format_position

__all__ = [
    "Outcome", "Game", "Solution", "Labels", "game", "load_game", "load_graph", "label", "misere_quotient",
    "MisereQuotient", "rulesets", "nim_mul", "nim_pow", "nim_inv",
]


class Outcome(enum.StrEnum):
    """The outcome class of a position. A ``str`` enum: ``Outcome.P == "P"``.

    Attributes
    ----------
    P : str
        ``"P"``: the previous player wins (the player to move loses with best play).
    N : str
        ``"N"``: the next player (the player to move) wins.
    D : str
        ``"D"``: a draw (the game graph has a cycle the players can keep to; Smith 1966).

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.game("nim").solve((1, 1)).outcome
    <Outcome.P: 'P'>
    >>> gc.Outcome.N == "N", gc.Outcome("D")
    (True, <Outcome.D: 'D'>)

    References
    ----------
    C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966): games with cycles
    and their draws.
    """

    P = "P"
    N = "N"
    D = "D"


def _position(value: Any) -> Position:
    """A position from user input: a sequence of non-negative ints (one int is one heap)."""
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        value = (value,)
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        raise UsageError(f"position={_args.shown(value, 60)} is not allowed; give a tuple of non-negative integers "
                         "like (3, 4, 5)")
    # never materialise more parts than a position may have (``range(10**12)`` is one line, not a MemoryError)
    try:
        size = len(value)  # type: ignore[arg-type]
    except TypeError:
        size = None
    if size is not None and size > MAX_PARTS:
        raise UsageError(f"position has {size:,} parts; at most {MAX_PARTS} are allowed")
    parts = list(itertools.islice(iter(value), MAX_PARTS + 1))
    if len(parts) > MAX_PARTS:
        raise UsageError(f"position has more than {MAX_PARTS} parts; at most {MAX_PARTS} are allowed")
    for v in parts:
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise UsageError(f"position value {v!r:.40} is not an integer; give non-negative integers like (3, 4, 5)")
        if v < 0:
            raise UsageError(f"position value {v} is negative; heap sizes are non-negative integers")
    if not parts:
        raise UsageError("empty position; give at least one heap size, e.g. (3, 4, 5)")
    return tuple(int(v) for v in parts)


# -- games and solutions ---------------------------------------------------------------------------

@dataclass(frozen=True, repr=False)
class Solution:
    """Everything known about one position after retrograde analysis of every position
    reachable from it (Zermelo 1913; Sprague 1935 and Grundy 1939 for the Grundy value).

    Returned by :meth:`Game.solve`.

    Attributes
    ----------
    game : Game
        The game solved.
    position : tuple of int
        The position.
    play : str
        ``"normal"`` or ``"misere"`` (the play the game was made with).
    outcome : Outcome
        The outcome under that play.
    grundy : int or None
        The Grundy value -- a normal-play figure, whatever the play (under misère play see
        ``misere_grundy``) -- or ``None`` where it is undefined (a cycle is reachable).
    remoteness : int or None
        Moves to the end under best play (Smith 1966), ``None`` for a draw.
    winning_moves : list of tuple of int
        The options that win under that play, as position tuples, in move order (the first
        :data:`gamecheck.engine.sprague.MAX_LISTED` when there are more). Every one listed is a
        winning move.
    winning_move_count : int or None
        How many winning moves there are; ``None`` when they were not all looked for: the
        Sprague-Grundy method and the misère quotient look at most at
        :data:`gamecheck.engine.sprague.MAX_SCANNED` options of a position (a heap of ``n``
        counters of an octal game has about ``n``), and list the winning moves found among them.
    winning_moves_truncated : bool
        Whether ``winning_moves`` leaves some winning moves out (more were counted than listed,
        or the scan stopped at its cap; the report's notes say how far it went).
    method : str
        ``"enumeration"`` (every reachable position labelled), ``"sprague-grundy"`` (from the
        summands' Grundy values; remoteness ``None``) or ``"misere-quotient"`` (a misère sum of
        heaps, from the misère quotient).
    misere_grundy : int or None
        Under misère play, the misère Grundy value (Conway: 1 at a terminal position, else the
        mex of the options' values; 0 exactly at misère P-positions), ``None`` in normal play or
        when out of reach; the genus of each heap is in ``report.genus``.
    positions_examined : int
        How many reachable positions were labelled (0 for Sprague–Grundy).
    report : gamecheck.engine.analysis.PositionReport
        The full report (both plays, move descriptions, the options' Grundy values).

    Examples
    --------
    >>> import gamecheck as gc
    >>> s = gc.game("nim").solve((11, 6, 10, 8))
    >>> s
    Solution(nim at (11, 6, 10, 8): N, grundy=15, 3 winning move(s))
    >>> s.outcome, s.grundy, s.remoteness, s.method, s.positions_examined
    (<Outcome.N: 'N'>, 15, 29, 'enumeration', 8316)

    References
    ----------
    E. Zermelo, "Über eine Anwendung der Mengenlehre auf die Theorie des Schachspiels" (1913):
    backward induction. R. Sprague (1935) and P. M. Grundy (1939): the Grundy value and the
    Sprague–Grundy theorem. C. A. B. Smith, "Graphs and composite games" (1966): remoteness.
    """

    game: "Game"
    position: Position
    play: str
    outcome: Outcome
    grundy: int | None
    remoteness: int | None
    winning_moves: list[Position]
    positions_examined: int
    report: PositionReport = field(compare=False)
    winning_move_count: int | None = 0
    method: str = "enumeration"
    misere_grundy: int | None = None
    winning_moves_truncated: bool = False

    def __repr__(self) -> str:
        moves = (f"{self.winning_move_count} winning move(s)" if self.winning_move_count is not None
                 else f"{len(self.winning_moves)} winning move(s) found, not all looked for")
        return (f"Solution({self.game.spec} at {format_position(self.position)}: {self.outcome.value}, "
                f"grundy={self.grundy}, {moves})")

    def _repr_html_(self) -> str:
        return _table([("game", self.game.spec), ("position", format_position(self.position)),
                       ("play", self.play), ("outcome", self.outcome.value), ("Grundy value", self.grundy),
                       ("remoteness", self.remoteness),
                       ("winning moves", (", ".join(format_position(p) for p in self.winning_moves) or "none")
                        + (" (the first found; not all were looked for)" if self.winning_move_count is None
                           else f" (first {len(self.winning_moves)} of {self.winning_move_count})"
                           if self.winning_move_count > len(self.winning_moves) else "")),
                       ("method", self.method)])

    def to_json(self) -> dict[str, Any]:
        """The JSON document ``gamecheck solve --json`` prints.

        Returns
        -------
        dict
            ``ruleset``, ``position``, ``play``, ``outcome``, ``grundy``, ``remoteness``,
            ``winning_moves``, ``normal``, ``misere``, ``positions_examined``, ``method``,
            ``winning_move_count`` (``None`` when not every option was looked at),
            ``winning_moves_truncated`` and, depending on the game, ``nim_columns``, ``summands``,
            ``misere_grundy``, ``genus``, ``gamma``, ``notes``.

        Examples
        --------
        >>> import gamecheck as gc
        >>> doc = gc.game("nim").solve((1, 2)).to_json()
        >>> doc["outcome"], doc["winning_moves"]
        ('N', [{'move': 'take 1 from heap 2', 'position': [1, 1]}])
        """
        return self.report.to_json(misere=self.play == "misere")


class Game:
    """An impartial game: a ruleset (its moves) and the play (normal or misère).

    Build one with :func:`game`, :func:`load_game` or :func:`load_graph`. A game of a ruleset
    whose part count is its ``heaps`` parameter (Nim, Moore's Nim_k, ...) uses ``heaps`` as the
    size of its default domains (:func:`label`); :meth:`solve` takes a position of any number of
    heaps.

    Parameters
    ----------
    ruleset : gamecheck.games.base.Ruleset
        The moves.
    misere : bool, default False
        Misère play (the player who makes the last move loses); a misère ruleset such as
        ``misere(nim)`` is misère play in any case.

    Attributes
    ----------
    ruleset : gamecheck.games.base.Ruleset
        The ruleset (the moves).
    misere : bool
        True for misère play (the player who makes the last move loses).

    Raises
    ------
    UsageError
        ``ruleset`` is not a ruleset, or ``misere`` is not True or False.

    Examples
    --------
    >>> import gamecheck as gc
    >>> g = gc.game("nim", heaps=3)
    >>> g, g.spec, g.play
    (Game('nim(heaps=3)'), 'nim(heaps=3)', 'normal')
    >>> gc.Game(g.ruleset, misere=True)
    Game('nim(heaps=3)', misere=True)
    """

    @public
    def __init__(self, ruleset: Ruleset, misere: bool = False):
        if not isinstance(ruleset, Ruleset):
            raise UsageError(f"gc.Game(): ruleset={_args.shown(ruleset, 60)} is not a ruleset; build games with "
                             "gc.game('nim', ...)")
        self.ruleset = ruleset
        self.misere = _args.flag("misere", misere, where="gc.Game(): ") or bool(ruleset.misere)

    @property
    def spec(self) -> str:
        """The ruleset's spec, e.g. ``"nim(heaps=3)"`` (what the CLI accepts)."""
        return self.ruleset.spec()

    @property
    def play(self) -> str:
        """``"misere"`` or ``"normal"``."""
        return "misere" if self.misere else "normal"

    def __repr__(self) -> str:
        return f"Game({self.spec!r}{', misere=True' if self.misere else ''})"

    def _repr_html_(self) -> str:
        return _table([("game", self.spec), ("play", self.play), ("parts", self.ruleset.arity or "any")])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and (self.ruleset, self.misere) == (other.ruleset, other.misere)

    def __hash__(self) -> int:
        return hash((self.ruleset, self.misere))

    @public
    def for_position(self, k: int) -> Ruleset:
        """The ruleset fixed to positions of ``k`` parts.

        Parameters
        ----------
        k : int
            The number of parts (heaps), 1 to 64.

        Returns
        -------
        gamecheck.games.base.Ruleset
            The ruleset with ``k`` parts. Where the ``heaps`` parameter only sizes the default
            domain (Nim), the same moves with ``k`` heaps.

        Raises
        ------
        UsageError
            When the ruleset's part count is fixed by its rules and is not ``k``, or ``k`` is not a
            whole number from 1 to 64.

        Examples
        --------
        >>> import gamecheck as gc
        >>> gc.game("nim", heaps=3).for_position(2).spec()
        'nim(heaps=2)'
        """
        k = _args.integer("k", k, 1, MAX_PARTS, where="Game.for_position(): ")
        rs = self.ruleset
        params = rs.params
        if rs.arity is not None and rs.arity != k and params.get("heaps") == rs.arity:
            # the heap count is only the size of the default domain: the moves are the same
            free = type(rs).from_params(**{p: v for p, v in params.items() if p != "heaps"})
            if free.arity is None:
                return free.with_arity(k)
        return rs.with_arity(k)

    @public
    def options(self, position: Sequence[int]) -> list[Move]:
        """The moves from ``position``.

        Parameters
        ----------
        position : sequence of int, or int
            The parts (heap sizes); an int is one heap. For a game on a graph, vertex names.

        Returns
        -------
        list of gamecheck.games.base.Move
            One per move, in move order, each with ``.description`` and ``.position`` (the option).

        Raises
        ------
        UsageError
            A position that is not valid for the ruleset.

        Examples
        --------
        >>> import gamecheck as gc
        >>> [(m.description, m.position) for m in gc.game("nim").options((2, 1))]
        [('take 1 from heap 1', (1, 1)), ('take 2 from heap 1', (0, 1)), ('take 1 from heap 2', (2, 0))]
        """
        pos = self._raw_position(position)
        if self.ruleset.vertex_names() is not None:  # tokens on a graph
            return self.ruleset.with_arity(len(pos)).options(pos)
        rs = self.for_position(len(pos))
        pos = rs.validate(pos)
        most = rs.option_bound(pos)
        if most is not None:  # refused before a list too large for memory is built
            guard_bytes(most * MOVE_BYTES, f"listing the up to {most:,} options of {format_position(pos)}",
                        "ask for a smaller position")
        return rs.options(pos)

    def _raw_position(self, position: Any) -> Position:
        """A position from user input: vertex names for a graph game (a name, or a list or tuple
        of names; an int is taken as a name), else parts (:func:`_position`).

        Raises:
            UsageError: naming the argument ``position`` and what is allowed.
        """
        if self.ruleset.vertex_names() is None:  # not tokens on a graph
            return _position(position)
        ok = isinstance(position, (str, int, np.integer)) and not isinstance(position, bool)
        if isinstance(position, (list, tuple)):
            ok = 1 <= len(position) <= MAX_PARTS and all(
                isinstance(v, (str, int, np.integer)) and not isinstance(v, bool) for v in position)
        if not ok:
            raise UsageError(f"position={_args.shown(position, 60)} is not allowed; give a vertex name or a list of "
                             f"1 to {MAX_PARTS} vertex names of {self.ruleset.title}")
        return self.ruleset.position_of(position)  # type: ignore[arg-type]

    @public
    def graph(self, position: Sequence[int] | int, bound: int | None = None) -> tuple[Any, Domain]:
        """The game graph for inspection: the positions reachable from ``position`` (or, with
        ``bound``, every position of that many parts with each part ``0..bound``).

        Parameters
        ----------
        position : sequence of int, or int
            The start; its number of parts fixes the ruleset's.
        bound : int, optional
            Instead of the reachable positions, the box of every position with parts ``0..bound``.

        Returns
        -------
        tuple of (networkx.DiGraph, gamecheck.domain.Domain)
            ``(graph, domain)``: a :class:`networkx.DiGraph` (node = position tuple, edge attribute
            ``move``) and the :class:`~gamecheck.domain.Domain` it covers.

        Raises
        ------
        UsageError
            A malformed position or a negative bound.
        ResourceLimitError
            More than 200,000 positions or about 1,000,000 moves (export is for inspection).

        Examples
        --------
        >>> import gamecheck as gc
        >>> graph, domain = gc.game("nim").graph((2, 1))
        >>> graph.number_of_nodes(), graph.number_of_edges(), domain.size
        (6, 9, 6)
        """
        bound = _args.integer("bound", bound, 0, optional=True, where="Game.graph(): ")
        pos = self.ruleset.canonical(self._raw_position(position))
        rs = self.for_position(len(pos))
        pos = rs.validate(pos)
        if bound is not None:
            domain = box_domain(rs, bound)
        else:
            domain = reachable_domain(rs, [pos], max_positions=MAX_EXPORT_POSITIONS, max_options=MAX_EXPORT_OPTIONS)
        if domain.size > MAX_EXPORT_POSITIONS:
            raise ResourceLimitError(
                f"the graph has {domain.size:,} positions; export is for inspection, at most {MAX_EXPORT_POSITIONS:,}")
        moves = estimate_options(rs, domain)
        if moves > MAX_EXPORT_OPTIONS:
            raise ResourceLimitError(
                f"the graph has about {moves:,} moves; export is for inspection, at most {MAX_EXPORT_OPTIONS:,}")
        return build_digraph(rs, domain), domain

    @public
    def label_domain(self, domain: Domain, engine: str = "auto") -> _EngineLabels:
        """The engine's labels of every position of ``domain`` (indexed like the domain).

        Parameters
        ----------
        domain : gamecheck.domain.Domain
            A bounded set of positions closed under moves, e.g. from :meth:`graph` or
            ``gc.label(...).domain``.
        engine : {"auto", "arrays", "networkx", "compact"}
            The labelling engine (the labels are the same).

        Returns
        -------
        gamecheck.engine.labels.LabelArrays
            Outcome codes (normal and misère play), remoteness and Grundy values, one per position of
            the domain.

        Raises
        ------
        UsageError
            ``domain`` is not a :class:`~gamecheck.domain.Domain`, or an unknown engine.
        ResourceLimitError
            Labels that would not fit in memory.

        Examples
        --------
        >>> import gamecheck as gc
        >>> g = gc.game("nim")
        >>> graph, domain = g.graph((2, 1))
        >>> g.label_domain(domain).grundy.tolist()          # (0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)
        [0, 1, 1, 0, 2, 3]
        """
        if not isinstance(domain, Domain):
            raise UsageError(f"Game.label_domain(): domain={_args.shown(domain)} is not allowed; give a "
                             "gamecheck.domain.Domain (from Game.graph or gc.label(...).domain)")
        _args.choice("engine", engine, ENGINES, where="Game.label_domain(): ")
        return label_domain(self.for_position(domain.k), domain, engine)

    @public
    def solve(self, position: Sequence[int] | int, engine: str = "auto", *, method: str = "auto") -> Solution:
        """Solve one position: outcome, Grundy value, remoteness and the winning moves.

        Two methods give the same outcome, Grundy value and winning moves where both apply
        (the tests cross-check them):

        * ``"enumeration"``: retrograde analysis of every position reachable from it
          (Zermelo 1913); gives remoteness and both plays, for any ruleset.
        * ``"sprague-grundy"``: for a heap game (Nim, subtraction games, take-and-break
          games, ...) or a ``sum(...)``, the nim-sum of the summands' Grundy values
          (Sprague 1935, Grundy 1939), each heap's value computed once and cached
          (:mod:`gamecheck.engine.sprague`); no remoteness. Misère play does not obey the
          theorem: misère Nim is solved by Bouton's misère rule, other misère sums of heaps from
          their misère quotient (method ``"misere-quotient"``).
        * ``"auto"`` (default): enumeration when at most
          :data:`~gamecheck.engine.sprague.SMALL_PRODUCT` positions can be reachable,
          else Sprague–Grundy where it applies, else enumeration.

        The Sprague–Grundy method and the misère quotient look for winning moves among at most
        :data:`~gamecheck.engine.sprague.MAX_SCANNED` (1,000,000) options, generated one at a
        time, and list at most :data:`~gamecheck.engine.sprague.MAX_LISTED` (64): a heap of
        ``10^12`` counters is answered at once from a certified period, with the first winning
        moves found and ``winning_move_count`` ``None``. Heap values are computed only up to the
        largest heap, and stop at the time limit (``GAMECHECK_TIME_LIMIT``); a misère quotient
        grown for a heap beyond 512 gets at most
        :data:`~gamecheck.engine.sprague.QUOTIENT_GROWTH_SECONDS`.

        Parameters
        ----------
        position : sequence of int, or int
            The parts (heap sizes), a tuple of non-negative ints (an int is one heap); for a game on a
            graph, a vertex name or a list of names.
        engine : {"auto", "arrays", "networkx", "compact"}
            The labelling engine (same answer).
        method : {"auto", "enumeration", "sprague-grundy"}
            How to solve it (see above).

        Returns
        -------
        Solution
            The outcome, Grundy value, remoteness, winning moves and how they were found.

        Raises
        ------
        UsageError
            A malformed position, an unknown engine or method, or ``method="sprague-grundy"`` for a
            game that is not a sum of heaps or components.
        ResourceLimitError
            When the positions reachable from it would not fit in memory or take longer than the time
            limit (``GAMECHECK_TIME_LIMIT``); when the Grundy values of its heaps would, or were
            stopped at it (``"stopped after N s (GAMECHECK_TIME_LIMIT): ..."``); in misère play,
            a heap beyond the misère quotient's heaps when its period is not certified.

        Examples
        --------
        >>> import gamecheck as gc
        >>> s = gc.game("nim").solve((11, 6, 10, 8))
        >>> s.outcome, s.grundy, s.winning_moves
        (<Outcome.N: 'N'>, 15, [(4, 6, 10, 8), (11, 6, 5, 8), (11, 6, 10, 7)])
        >>> big = gc.game("nim").solve((100, 200, 300))
        >>> big.method, big.grundy, big.winning_moves, big.remoteness
        ('sprague-grundy', 384, [(100, 200, 172)], None)
        >>> gc.game("nim", misere=True).solve((1, 1, 1)).outcome
        <Outcome.P: 'P'>

        References
        ----------
        E. Zermelo (1913): backward induction in finite games. R. Sprague, "Über mathematische
        Kampfspiele" (1935), and P. M. Grundy, "Mathematics and games" (1939): the Sprague–Grundy
        theorem (the value of a sum is the nim-sum of the values). C. L. Bouton, "Nim, a game with a
        complete mathematical theory" (1901): normal and misère Nim.
        """
        _args.choice("method", method, METHODS, where="Game.solve(): ")
        _args.choice("engine", engine, ENGINES, where="Game.solve(): ")
        graph = self.ruleset.loopy
        raw = self._raw_position(position)
        rep = None
        if method == "sprague-grundy" or (
                method == "auto" and reachable_estimate(self.ruleset, raw) > SMALL_PRODUCT):
            rep = solve_by_sprague_grundy(self.ruleset, raw, misere=self.misere, engine=engine)
            if rep is None and method == "sprague-grundy":
                why = ("misère play of a sum is decided this way only for sums of heaps (Bouton's rule for Nim, the "
                       "misère quotient for other heap games)" if self.misere else
                       "the game is neither a heap game nor a sum, or a summand can reach a cycle")
                raise UsageError(f"the Sprague-Grundy method does not apply to {self.spec}: {why}; "
                                 "use method 'enumeration'")
        if rep is None:
            try:
                pos = self.ruleset.canonical(raw)  # e.g. Fibonacci Nim: (n,) -> (n, n - 1)
                rep = analyse_position(self.for_position(len(pos)), pos, engine)
            except (UsageError, ResourceLimitError) as exc:
                if self.misere and method == "auto" and reachable_estimate(self.ruleset, raw) > SMALL_PRODUCT:
                    # say why the fast path was not taken
                    cls = ResourceLimitError if isinstance(exc, ResourceLimitError) else UsageError
                    raise cls(f"misère play is decided without enumeration only for sums of heaps (Bouton's "
                              f"rule for Nim, the misère quotient for other heap games), so every reachable "
                              f"position must be enumerated, and: {exc}") from None
                raise
            if graph and not self.misere:
                rep = add_gamma(rep)  # gamma-values too, cross-checked against the enumeration
        if self.misere and rep.method == "misere-quotient" and reachable_estimate(self.ruleset, raw) > SMALL_PRODUCT:
            rep.notes.append("misère Grundy value and genus: not computed for a position this large (the misère "
                             "quotient decides the outcome; method='enumeration' computes them for small positions)")
        elif self.misere:  # misère figures: the misère Grundy value, the genus of each heap
            rep.misere_grundy, rep.genus, notes = misere_figures(rep.ruleset, rep.position)
            rep.notes.extend(notes)
        outcome, remoteness, wins = rep.for_play(self.misere)
        return Solution(
            game=self, position=rep.shown(rep.position), play=self.play, outcome=Outcome(outcome), grundy=rep.grundy,
            remoteness=remoteness, winning_moves=[rep.shown(mv.position) for mv in wins],
            positions_examined=rep.positions_examined, report=rep,
            winning_move_count=rep.move_count(self.misere), method=rep.method,
            misere_grundy=rep.misere_grundy if self.misere else None,
            winning_moves_truncated=rep.truncated(self.misere))



@public
def misere_quotient(game: Any, max_heap: int | None = None, *, seconds: float | None = None) -> MisereQuotient:
    """The misère quotient of the sums of heaps of a heap game (Plambeck and Siegel 2008;
    :mod:`gamecheck.engine.quotient`).

    Parameters
    ----------
    game : Game, str or gamecheck.games.base.Ruleset
        A :class:`Game`, a ruleset spec (``"kayles"``, ``"octal(code='0.75')"``,
        ``"subtraction(set=[1,2])"``, ``"nim"``) or a ruleset: Nim or a heap game.
    max_heap : int, optional
        Cover the sums of heaps of size ``0 .. max_heap``; ``None`` grows the bound until the
        heaps' elements have a certified period (octal and finite subtraction games), the time
        runs out or heap 4,000 is reached.
    seconds : float, optional
        The most seconds of computing (default ``GAMECHECK_TIME_LIMIT`` or 600).

    Returns
    -------
    gamecheck.explore.MisereQuotient
        ``.order``, ``.p_portion``, ``.presentation``, ``.tame``, ``.period``, ``.preperiod``,
        ``.element(position)``, ``.outcome(position)``, ``.winning_moves(position)``,
        ``.to_json()``.

    Raises
    ------
    UsageError
        Not a heap game, or a bad argument.
    ResourceLimitError
        ``max_heap`` not reached within the time, or a quotient too large.

    Examples
    --------
    >>> q = misere_quotient("nim", max_heap=3)
    >>> q.order, q.p_portion, q.presentation, q.tame
    (6, 2, '<a, b | a^2 = 1, b^3 = b>', True)
    >>> q.element((1, 2, 2)), q.outcome((2, 2))
    ('ab^2', 'P')
    >>> import gamecheck as gc
    >>> k = gc.misere_quotient("kayles")          # grown to a certified period
    >>> k.order, k.p_portion, k.tame, (k.preperiod, k.period), k.certified
    (40, 9, False, (71, 12), True)

    References
    ----------
    T. E. Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005): the
    misère quotient. T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games",
    J. Combin. Theory A 115 (2008): how to compute one, and the quotient periodicity theorem.
    """
    where = "gc.misere_quotient(): "
    if isinstance(game, Game):
        ruleset = game.ruleset
    elif isinstance(game, str):
        ruleset = make_ruleset(_args.text("game", game, where=where), {})
    elif isinstance(game, Ruleset):
        ruleset = game
    else:
        raise UsageError(f"{where}game={_args.shown(game)} is not allowed; give a Game, a ruleset spec such as "
                         f"'kayles' or a ruleset")
    max_heap = _args.integer("max_heap", max_heap, 0, MAX_QUOTIENT_HEAP, optional=True, where=where)
    seconds = _args.number("seconds", seconds, 0, 1e9, optional=True, low_open=True, where=where)
    heap_game_of(ruleset)  # a usage error before any work
    return _misere_quotient(ruleset, max_heap, seconds=seconds)


@public
def load_game(path: str | Path, *, misere: bool = False, heaps: int | None = None) -> Game:
    """The game of a game file of your own (a TOML ``[game]`` table; see the documentation's
    "Write your own game as a TOML file" and :mod:`gamecheck.games.custom`).

    Parameters
    ----------
    path : str or pathlib.Path
        The ``.toml`` file.
    misere : bool, default False
        Misère play.
    heaps : int, optional
        The heap slots of a heap game (default: from each position).

    Returns
    -------
    Game
        The game; ``solve``, ``label``, ``check`` and ``explore`` take it like a built-in one.

    Raises
    ------
    UsageError
        One line naming the file, the key and what is wrong.

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = pathlib.Path(folder, "divisor.toml")
    ...     _ = path.write_text('[game]\\nname = "divisor game"\\nposition = ["n"]\\n'
    ...                         'moves = "[(n - d,) for d in range(1, n) if n % d == 0]"\\n')
    ...     gc.load_game(path).solve(12).winning_moves
    [(11,), (9,)]
    """
    where = "gc.load_game(): "
    _args.path("path", path, where=where)
    misere = _args.flag("misere", misere, where=where)
    heaps = _args.integer("heaps", heaps, 1, MAX_PARTS, optional=True, where=where)
    return Game(_load_game(path, heaps), misere=misere)


@public
def load_graph(path: str | Path, *, misere: bool = False) -> Game:
    """The game of tokens on a directed graph of your own (cycles allowed; see
    :mod:`gamecheck.games.graphgame`): ``gc.load_graph("g.txt").solve(["a", "b"])`` puts a
    token on ``a`` and one on ``b`` (a sum) and solves it from Smith's gamma-values.

    Parameters
    ----------
    path : str or pathlib.Path
        An edge list (``u v`` per line), GraphML (``.graphml``) or node-link JSON (``.json``)
        file.
    misere : bool, default False
        Misère play (solved by enumeration only).

    Returns
    -------
    Game
        A game whose :meth:`Game.solve` takes vertex names (a name or a list).

    Raises
    ------
    UsageError
        One line naming the file (and line) and what is wrong.

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = pathlib.Path(folder, "loopy.txt")
    ...     _ = path.write_text("a b\\nb c\\nc a\\nc d\\nd e\\nf a\\nf e\\n")
    ...     g = gc.load_graph(path)
    >>> g.solve("f").outcome, g.solve("a").outcome, g.solve(["c", "d"]).outcome
    (<Outcome.N: 'N'>, <Outcome.D: 'D'>, <Outcome.N: 'N'>)

    References
    ----------
    C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966): gamma-values and
    sums of games with cycles. A. S. Fraenkel and Y. Yesha, "The generalized Sprague-Grundy
    function and its invariance under certain mappings", J. Combin. Theory A 43 (1986): the
    algorithm.
    """
    _args.path("path", path, where="gc.load_graph(): ")
    misere = _args.flag("misere", misere, where="gc.load_graph(): ")
    return Game(_load_graph(path), misere=misere)


#: the methods :meth:`Game.solve` knows
METHODS = ("auto", "enumeration", "sprague-grundy")


@public
def game(spec: str, *, misere: bool = False, **params: Any) -> Game:
    """The game of a ruleset spec, with keyword parameters.

    Parameters
    ----------
    spec : str
        A ruleset name or spec, as the CLI accepts it: ``"nim"``, ``"bash(m=3)"``,
        ``"subtraction(set=[1,3,4])"``, ``"sum(nim, bash(m=2))"``, ``"misere(nim)"``;
        ``gamecheck rulesets`` lists them.
    misere : bool, default False
        Misère play (the player who makes the last move loses).
    **params
        Parameters of the outermost ruleset, e.g. ``heaps=3`` or ``m=2`` (override the spec's).

    Returns
    -------
    Game
        The game.

    Raises
    ------
    UsageError
        An unknown ruleset, a bad parameter or a spec that does not parse.

    Examples
    --------
    >>> game("bash", m=3)
    Game('bash(m=3)')
    >>> import gamecheck as gc
    >>> gc.game("subtraction", set=[1, 3, 4]).solve(7).outcome
    <Outcome.P: 'P'>
    >>> gc.game("nim", misere=True)
    Game('nim', misere=True)
    """
    if not isinstance(spec, str):
        raise UsageError(f"gc.game(): spec={_args.shown(spec, 60)} is not allowed; give a ruleset name such as 'nim'")
    misere = _args.flag("misere", misere, where="gc.game(): ")
    return Game(make_ruleset(spec, dict(params)), misere=misere)


# -- labels --------------------------------------------------------------------------------------

#: every label :func:`label` computes unless ``only`` names one
ALL_LABELS = ("outcome", "misere", "grundy", "remoteness")
#: what ``only`` may name: the label computed alone
ONLY_LABELS = ("grundy", "outcome", "misere")
_LABEL_WORDS = {"outcome": "normal-play outcomes", "misere": "misère outcomes", "grundy": "Grundy values",
                "remoteness": "remoteness values"}

@dataclass(frozen=True, repr=False)
class Labels:
    """Every position of a bounded domain, labelled by retrograde analysis.

    Returned by :func:`label`.

    Attributes
    ----------
    game : Game
        The game (its ruleset fixed to the domain's number of parts).
    domain : gamecheck.domain.Domain
        The positions, in lexicographic order.
    positions : numpy.ndarray
        int64 array of shape ``(N, k)``: row ``i`` is position ``i``.
    outcome : numpy.ndarray
        ``N`` one-letter strings ``"P"``, ``"N"``, ``"D"`` (normal play).
    misere : numpy.ndarray
        The same for misère play.
    grundy : numpy.ndarray
        int64 array of ``N`` Grundy values (``-1`` where undefined: a cycle is reachable); with
        ``only="grundy"`` on a box of a translation ruleset, the narrowest unsigned type that
        holds them (uint8, uint16 or uint32: no cycles there).
    remoteness : numpy.ndarray
        int64 array of ``N`` normal-play remoteness values (``-1`` for draws).
    engine : str
        The engine that ran.
    seconds : float
        Its wall time.
    estimated_bytes : int
        The memory estimate made before labelling.
    raw : gamecheck.engine.labels.LabelArrays
        The engine's arrays (outcome codes, misère remoteness); an array not computed (see
        ``labels``) is ``None``.
    labels : tuple of str
        The labels computed: ``("outcome", "misere", "grundy", "remoteness")`` for every label,
        else the one asked for with :func:`label`'s ``only`` (``"grundy"``, ``"outcome"`` or
        ``"misere"``); the attributes of the others are ``None``.

    Examples
    --------
    >>> import gamecheck as gc
    >>> lab = gc.label(gc.game("nim", heaps=2), bound=3)
    >>> lab
    Labels(nim(heaps=2), 16 positions: P 4, N 12, D 0)
    >>> lab.positions[lab.outcome == "P"].tolist()
    [[0, 0], [1, 1], [2, 2], [3, 3]]
    >>> lab.grundy[:4].tolist(), len(lab)
    ([0, 1, 2, 3], 16)
    """

    game: Game
    domain: Domain
    grundy: np.ndarray
    remoteness: np.ndarray
    engine: str
    seconds: float
    estimated_bytes: int
    raw: _EngineLabels
    labels: tuple[str, ...] = ALL_LABELS

    def _need(self, name: str) -> None:
        if name not in self.labels:
            raise UsageError(f"the {_LABEL_WORDS[name]} were not computed (only {', '.join(self.labels)}); "
                             f"label with only=None (every label) or only='{name}'")

    # ``positions``, ``outcome`` and ``misere`` are built on first use: for a large domain they
    # are most of the memory (16.8 million positions of three parts: 400 MB of positions)
    @cached_property
    def positions(self) -> np.ndarray:
        """int64 array of shape ``(N, k)``: row ``i`` is position ``i``."""
        cols = self.domain.columns()
        return np.stack(cols, axis=1).astype(np.int64) if cols else np.zeros((0, self.domain.k), dtype=np.int64)

    @cached_property
    def outcome(self) -> np.ndarray:
        """``N`` one-letter strings ``"P"``, ``"N"``, ``"D"`` (normal play).

        Raises:
            UsageError: the normal-play outcomes were not computed (``only`` named another label).
        """
        self._need("outcome")
        return np.array(list(OUTCOME_LETTERS))[self.raw.outcome]

    @cached_property
    def misere(self) -> np.ndarray:
        """The same for misère play.

        Raises:
            UsageError: the misère outcomes were not computed.
        """
        self._need("misere")
        return np.array(list(OUTCOME_LETTERS))[self.raw.misere]

    def __len__(self) -> int:
        return int(self.domain.size)

    @public
    def counts(self, misere: bool = False) -> dict[str, int]:
        """How many positions of each outcome (from the engine's codes, without building the letter
        arrays).

        Parameters
        ----------
        misere : bool, default False
            Count the outcomes of misère play instead of normal play.

        Returns
        -------
        dict
            ``{"P": ..., "N": ..., "D": ...}``.

        Raises
        ------
        UsageError
            ``misere`` is not True or False, or that play's outcomes were not computed.

        Examples
        --------
        >>> import gamecheck as gc
        >>> lab = gc.label(gc.game("nim", heaps=3), bound=15)
        >>> lab.counts(), lab.counts(misere=True)["P"]
        ({'P': 256, 'N': 3840, 'D': 0}, 256)
        """
        play = "misere" if _args.flag("misere", misere, where="Labels.counts(): ") else "outcome"
        self._need(play)
        codes = self.raw.misere if play == "misere" else self.raw.outcome
        tally = np.bincount(np.asarray(codes, dtype=np.int64), minlength=len(OUTCOME_LETTERS))
        return {o: int(tally[OUTCOME_LETTERS.index(o)]) for o in "PND"}

    def summary(self) -> dict[str, Any]:
        """The labelling in one JSON-ready record (what ``gamecheck label --json`` prints, with
        the command's own peak memory and output file).

        Returns
        -------
        dict
            ``ruleset`` (spec), ``domain`` (its description), ``positions``, ``engine``,
            ``normal`` and ``misere`` (outcome counts, :meth:`counts`), ``max_grundy``,
            ``max_remoteness``, ``max_misere_remoteness`` (``None`` for an empty domain or a
            label not computed), ``seconds`` (labelling time, rounded to ms), ``estimated_bytes``
            and ``labels`` (the labels computed).

        Examples
        --------
        >>> import gamecheck as gc
        >>> s = gc.label(gc.game("nim", heaps=2), bound=3).summary()
        >>> s["positions"], s["normal"], s["max_grundy"]
        (16, {'P': 4, 'N': 12, 'D': 0}, 3)
        """
        rs, dom = self.game.ruleset, self.domain
        have = set(self.labels)

        def largest(arr: np.ndarray | None, name: str) -> int | None:
            return None if not dom.size or name not in have or arr is None else int(arr.max())

        return {
            "ruleset": rs.spec(), "domain": dom.describe(rs), "positions": int(dom.size), "engine": self.engine,
            "labels": list(self.labels),
            "normal": self.counts() if "outcome" in have else None,
            "misere": self.counts(misere=True) if "misere" in have else None,
            "max_grundy": largest(self.grundy, "grundy"),
            "max_remoteness": largest(self.remoteness, "remoteness"),
            "max_misere_remoteness": largest(self.raw.misere_remoteness, "remoteness"),
            "seconds": round(self.seconds, 3), "estimated_bytes": int(self.estimated_bytes),
        }

    def __repr__(self) -> str:
        if "outcome" not in self.labels:
            return f"Labels({self.game.spec}, {len(self):,} positions: {', '.join(self.labels)} only)"
        c = self.counts()
        return (f"Labels({self.game.spec}, {len(self):,} positions: P {c['P']:,}, N {c['N']:,}, D {c['D']:,})")

    def _repr_html_(self) -> str:
        rows: list[tuple[str, Any]] = [("game", self.game.spec), ("domain", self.domain.describe(self.game.ruleset)),
                                       ("positions", f"{len(self):,}")]
        if "outcome" in self.labels:
            c = self.counts()
            rows.append(("P / N / D", f"{c['P']:,} / {c['N']:,} / {c['D']:,}"))
        if "grundy" in self.labels:
            rows.append(("largest Grundy value", int(self.grundy.max()) if len(self) else None))
        rows += [("labels", ", ".join(self.labels)), ("engine", self.engine)]
        return _table(rows)

    @public
    def save(self, path: str | Path) -> Path:
        """Write the labels and the domain's ranking to ``path`` (``.npz``, atomically); read them
        back with :func:`gamecheck.engine.labelfile.load_labels`.

        Parameters
        ----------
        path : str or pathlib.Path
            The file to write, in a folder that exists.

        Returns
        -------
        pathlib.Path
            The file written.

        Raises
        ------
        UsageError
            The folder of ``path`` does not exist or is not writable, or not every label was
            computed (the file holds them all).

        Examples
        --------
        >>> import gamecheck as gc, pathlib, tempfile
        >>> lab = gc.label(gc.game("nim", heaps=2), bound=3)
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     lab.save(pathlib.Path(folder, "nim2.npz")).name
        'nim2.npz'
        """
        path = _args.path("path", path, where="Labels.save(): ")
        if self.labels != ALL_LABELS:
            raise UsageError(f"Labels.save(): only {', '.join(self.labels)} was computed, and a labels file holds every "
                             "label; label with only=None to save")
        if not path.parent.is_dir():
            raise UsageError(f"Labels.save(): path={_args.shown(str(path))}: the folder '{path.parent}' does not exist")
        return save_labels(path, self.game.ruleset, self.domain, self.raw, make_parents=False)

    @public
    def to_pandas(self) -> Any:
        """The labels as a table.

        Returns
        -------
        pandas.DataFrame
            One column per part (the ruleset's part names), then ``outcome``, ``misere``, ``grundy``,
            ``remoteness``; one row per position.

        Raises
        ------
        UsageError
            When pandas is not installed (``pip install pandas``).

        Examples
        --------
        >>> import gamecheck as gc
        >>> df = gc.label(gc.game("nim", heaps=3), bound=15).to_pandas()
        >>> df.shape, list(df.columns)
        ((4096, 7), ['x1', 'x2', 'x3', 'outcome', 'misere', 'grundy', 'remoteness'])
        """
        try:
            import pandas as pd  # lazy: optional dependency
        except ImportError:
            raise UsageError("Labels.to_pandas needs pandas; install it with `pip install pandas`") from None
        names = self.game.ruleset.part_names(self.positions.shape[1])
        data: dict[str, Any] = {n: self.positions[:, i] for i, n in enumerate(names)}
        for name in ALL_LABELS:  # the labels computed, in this order
            if name in self.labels:
                data[name] = getattr(self, name)
        return pd.DataFrame(data)


@public
def label(g: Game, bound: int | Sequence[int], *, heaps: int | None = None, engine: str = "auto",
          only: str | None = None, threads: int | None = None) -> Labels:
    """Label every position of the game's default domain at ``bound``.

    Parameters
    ----------
    g : Game
        The game (:func:`game`).
    bound : int or sequence of int
        Every part ``0..bound`` (per-part bounds as a sequence; staircase Nim: at most
        ``bound`` coins in all).
    heaps : int, optional
        The number of parts, when the game does not fix it (default: the ruleset's).
    engine : {"auto", "arrays", "networkx", "compact"}
        The labelling engine (same labels).
    only : {None, "grundy", "outcome", "misere"}
        Compute this label alone: the Grundy values, or the outcomes of normal or of misère play.
        On a box of a translation ruleset (Nim, subtraction games, Bash, Wythoff, Moore's Nim, their
        sums) with the compact engine, :mod:`gamecheck.engine.partial` computes it without the
        others, in 1 to 4 bytes per position instead of 58, on one or two threads (an outcome's
        options are read up to the first P-option); elsewhere every label is computed and the
        others are dropped.  Default: every label.
    threads : {None, 1, 2}
        Threads for ``only`` on a box (default: ``GAMECHECK_THREADS``, else 2 when two CPUs are
        usable); the labels are the same.

    Returns
    -------
    Labels
        Outcome, misère outcome, Grundy value and remoteness of every position (with ``only``:
        that label; ``Labels.labels`` names what was computed).

    Raises
    ------
    UsageError
        A negative bound, no part count, an unknown engine or label, a bad ``threads``.
    ResourceLimitError
        The labels would not fit in half the free memory or take longer than the time limit; the
        message names the largest bound that fits.

    Examples
    --------
    >>> import gamecheck as gc
    >>> lab = gc.label(gc.game("nim", heaps=3), bound=15)
    >>> lab.positions.shape, lab.counts()
    ((4096, 3), {'P': 256, 'N': 3840, 'D': 0})
    >>> x = lab.positions
    >>> bool((((x[:, 0] ^ x[:, 1] ^ x[:, 2]) == 0) == (lab.outcome == "P")).all())   # Bouton
    True
    >>> int(gc.label(gc.game("nim", heaps=3), bound=15, only="grundy").grundy.max())
    15

    References
    ----------
    E. Zermelo (1913): backward induction (retrograde analysis). C. A. B. Smith, "Graphs and
    composite games" (1966): draws and remoteness.
    """
    where = "gc.label(): "
    if not isinstance(g, Game):
        raise UsageError(f"{where}g={_args.shown(g, 60)} is not a game; build one with gc.game('nim', heaps=3)")
    if isinstance(bound, (list, tuple)):
        if not 1 <= len(bound) <= MAX_PARTS:
            raise UsageError(f"{where}bound={_args.shown(bound)} is not allowed; give one bound or a list of 1 to "
                             f"{MAX_PARTS} per-part bounds")
        bound = [_args.integer(f"bound[{i}]", b, 0, where=where) for i, b in enumerate(bound)]
    else:
        bound = _args.integer("bound", bound, 0, where=where)
    heaps = _args.integer("heaps", heaps, 1, MAX_PARTS, optional=True, where=where)
    _args.choice("engine", engine, ENGINES, where=where)
    _args.choice("only", only, ONLY_LABELS, optional=True, where=where)
    if threads is not None:
        threads = _args.integer("threads", threads, 1, 2, where=where)
    rs = g.ruleset
    k = heaps if heaps is not None else (rs.arity if rs.arity is not None else rs.default_arity)
    if k is None:
        raise UsageError(f"ruleset {rs.spec()} needs a heap count; give heaps=K")
    rs = g.for_position(k)

    def domain_at(b: Any) -> Domain:
        return rs.domain(b, k)

    dom = domain_at(bound)
    fast = only is not None and engine in ("auto", "compact") and numba_available() and _partial.supports(rs, dom)
    per_position = _partial.bytes_per_position(rs, dom, only) if fast else None
    guard_work(rs, dom, "compact" if fast else engine, f"labels of {rs.spec()}",
               domain_at if isinstance(bound, int) else None, bound if isinstance(bound, int) else None,
               bytes_per_position=per_position)
    if fast:
        used, need = "compact", dom.size * per_position
        t0 = time.perf_counter()
        raw = _only_label(rs, dom, only, threads)
    else:
        used = resolve_engine(engine, dom)
        need = label_bytes(rs, dom, used)
        t0 = time.perf_counter()
        raw = label_domain(rs, dom, used)
        if only is not None:  # computed with the others: keep the one asked for
            raw = _EngineLabels(**{f: getattr(raw, f) if f in _KEEP[only] else None for f in _KEEP["all"]})
    seconds = time.perf_counter() - t0
    return Labels(game=Game(rs, g.misere), domain=dom, grundy=raw.grundy, remoteness=raw.remoteness, engine=used,
                  seconds=seconds, estimated_bytes=int(need), raw=raw,
                  labels=ALL_LABELS if only is None else (only,))


#: the engine's arrays each label keeps
_KEEP = {"grundy": ("grundy",), "outcome": ("outcome",), "misere": ("misere",),
         "all": ("outcome", "remoteness", "misere", "misere_remoteness", "grundy")}


def _only_label(rs: Ruleset, dom: Domain, only: str, threads: int | None) -> _EngineLabels:
    """One label of every position of a box, by :mod:`gamecheck.engine.partial` (the others ``None``)."""
    arrays: dict[str, Any] = dict.fromkeys(_KEEP["all"])
    if only == "grundy":
        arrays["grundy"] = _partial.grundy_values(rs, dom, threads=threads)
    else:
        arrays[only] = _partial.outcomes(rs, dom, misere=only == "misere", threads=threads)
    return _EngineLabels(**arrays)


@public
def rulesets() -> list[dict[str, Any]]:
    """Every registered ruleset as ``{"name", "aliases", "summary", "params"}``, by name."""
    return list_rulesets()


#: nim-multiplication (:mod:`gamecheck.engine.nimber`) behind the API's boundary: a wrong
#: number of arguments is a UsageError too, and nothing but a GamecheckError leaves
nim_mul = public(_nimber.nim_mul)
nim_pow = public(_nimber.nim_pow)
nim_inv = public(_nimber.nim_inv)
