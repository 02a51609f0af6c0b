"""The ruleset interface: positions, options and the variables a rule may use.

A *ruleset* says which moves are legal; a *position* is a tuple of non-negative
ints (its *parts*: heap sizes, stair contents, ...). The *options* of a position
are the positions reachable in one move, each with a human description of the
move ("take 2 from heap 1").

Rulesets whose moves are translations by a fixed set of vectors (a move from
``x`` to ``x + d`` is legal exactly when every part of ``x + d`` is >= 0) say so
through :meth:`Ruleset.translations`; the array engine then generates every
option of a whole box domain with a few numpy operations per vector instead of a
Python loop per option. Nim, subtraction games and their disjunctive sums are of
this kind ("vector subtraction games", Winning Ways ch. 4).
"""

from __future__ import annotations

import numbers
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Sequence

from gamecheck.args import shown
from gamecheck.domain import Domain, box_domain
from gamecheck.errors import ResourceLimitError, UsageError, printable
from gamecheck.position import MAX_PARTS, Position, format_position
from gamecheck.lang.smt import NotExpressible, eq, in_integer_mode, in_range, sym_var

__all__ = [
    "MOVE_BYTES", "one_heap_copy",
    "MAX_PARTS", "MAX_TRANSLATIONS", "show_value", "check_count", "guard_translations", "Move",
    "Translation", "Ruleset", "smt_single_part_move", "check_arity",
]

#: the most move vectors :meth:`Ruleset.translations` lists for one box (each is a Python
#: object; more would exhaust memory before any graph is built)
MAX_TRANSLATIONS = 1_000_000


#: a parameter value for a one-line error message (:func:`gamecheck.args.shown`: ``repr``
#: shortened, every character that is not printable escaped, huge integers named by size)
show_value = shown


def check_count(ruleset: str, what: str, value: Any, high: int = MAX_PARTS) -> int | None:
    """A count parameter (heaps, stairs, coins, k): ``None`` or an int in ``1..high``.

    Raises:
        UsageError: ``nim: heaps=0 is not allowed; give a positive integer (at most 64)``.
    """
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not 1 <= value <= high:
        raise UsageError(f"{ruleset}: {what}={show_value(value)} is not allowed; give a positive integer "
                         f"(at most {high})")
    return int(value)


def guard_translations(ruleset: "Ruleset", bounds: Sequence[Any], count: Callable[[list[int]], int]) -> list[int]:
    """Check the per-part bounds of a box (non-negative ints) and refuse (exit 3) to list
    more than :data:`MAX_TRANSLATIONS` move vectors; ``count(bounds)`` is how many the
    ruleset would list.

    Returns:
        the bounds as a list of ints.

    Raises:
        UsageError: on a bound that is not a non-negative integer.
        ResourceLimitError: naming the count, the limit and the bounds.
    """
    out = []
    for b in bounds:
        if isinstance(b, bool) or not isinstance(b, numbers.Integral) or b < 0:
            raise UsageError(f"bound {show_value(b)} is not allowed; bounds are non-negative integers")
        out.append(int(b))
    n = count(out)
    if n > MAX_TRANSLATIONS:
        raise ResourceLimitError(
            f"ruleset {ruleset.spec()} has {n:,} move vectors on the box with bounds {format_position(out)}, "
            f"more than the {MAX_TRANSLATIONS:,} allowed; lower the bound"
        )
    return out


def one_heap_copy(ruleset: "Ruleset") -> "Ruleset | None":
    """The same ruleset with one heap (``heaps=1``), for a several-heap ruleset that is the
    disjunctive sum of copies of its one-heap game (:meth:`Ruleset.heap_component`); ``None``
    for fewer than two heaps."""
    if (ruleset.arity or 0) < 2:
        return None
    params = dict(ruleset.params)
    params["heaps"] = 1
    return type(ruleset).from_params(**params)


@dataclass(frozen=True)
class Move:
    """One move: its description and the option (position) it leads to.

    Attributes:
        description: human text, e.g. ``"take 2 from heap 1"`` (heaps numbered from 1).
        position: the option reached, a tuple of non-negative ints.
    """

    description: str
    position: Position


#: bytes one listed :class:`Move` takes (the object, its description and its option tuple),
#: measured with tracemalloc on Nim and Kayles: about 230; rounded up
MOVE_BYTES = 320


@dataclass(frozen=True)
class Translation:
    """A move vector of a translation ruleset.

    Attributes:
        delta: the vector added to the position (same length as the position).
        describe: ``describe(position) -> str`` gives the move's description.
    """

    delta: tuple[int, ...]
    describe: Callable[[Position], str]


class Ruleset(ABC):
    """Base class of every ruleset.

    Subclasses set ``name`` (the registry key), ``summary`` (one line for
    ``gamecheck rulesets``) and implement :meth:`options`.

    Attributes:
        name: registry name, e.g. ``"nim"``.
        summary: one-line description.
        arity: number of parts of a position, or ``None`` when any length is allowed
            (then :meth:`with_arity` fixes it from a given position).
    """

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    #: the words ``gamecheck explore`` accepts for the ruleset's one-heap game (heap games
    #: only; :func:`gamecheck.games.takebreak.heap_game`), filed by the registry
    explore_names: ClassVar[tuple[str, ...]] = ()
    #: names and one-line help of the parameters ``from_params`` accepts
    param_help: ClassVar[dict[str, str]] = {}

    arity: int | None = None
    #: the part count used when a claim over a box domain gives none (None: must be given)
    default_arity: ClassVar[int | None] = None
    #: True when the ruleset is played under the misère convention by default (the
    #: player who makes the last move loses), e.g. ``misere(nim)``
    misere: ClassVar[bool] = False

    # -- abilities: what callers outside ``games/`` ask instead of the class ----------
    #: every position is a disjunctive sum of single heaps of one game, a heap's options
    #: given by :meth:`heap_options` (Nim, subtraction and take-and-break games, heap games of
    #: game files): the Sprague-Grundy theorem (Sprague 1935; Grundy 1939) solves it from the
    #: Grundy values of single heaps
    is_heap_game: ClassVar[bool] = False
    #: a move may split a heap into several (take-and-break games, Winning Ways ch. 4): a
    #: position is a multiset of heaps kept in slots, largest first, empty slots last
    splits_heaps: ClassVar[bool] = False
    #: the heaps are Nim heaps: a heap of ``n`` has exactly the options ``0 .. n-1``, so its
    #: Grundy value is ``n`` and misère play follows Bouton's misère rule (Bouton 1901)
    nim_heaps: ClassVar[bool] = False
    #: a disjunctive sum: a position is the concatenation of :attr:`components`' positions
    is_sum: ClassVar[bool] = False
    #: the component rulesets of a sum (empty for any other ruleset)
    components: tuple["Ruleset", ...] = ()
    #: the slice of a sum's position each component occupies (empty for any other ruleset)
    slices: tuple[slice, ...] = ()
    #: positions are tokens on a directed graph that may have cycles: values are Smith's
    #: gamma-values (Smith 1966), computed per token, and play need not end
    loopy: ClassVar[bool] = False
    #: the theorem that certifies the period of the ruleset's heap Grundy sequence from
    #: finitely many values: ``"octal"`` (Guy and Smith 1956), ``"subtraction"`` (finite
    #: subtraction sets; Winning Ways ch. 4), ``"all-but"`` (all-but subtraction games:
    #: arithmetic periodicity, Siegel 2005, by the check of
    #: :func:`gamecheck.engine.periodicity.certify_all_but`), or ``None``
    periodicity_theorem: ClassVar[str | None] = None
    #: play from any position ends though :meth:`potential` gives no linear proof of it
    #: (take-and-break games: every heap a move leaves is smaller than the one it acts on)
    play_ends: ClassVar[bool] = False

    # -- construction -------------------------------------------------------------
    @classmethod
    def from_params(cls, **params: Any) -> "Ruleset":
        """Build the ruleset from keyword parameters.

        Raises:
            UsageError: on an unknown or invalid parameter.
        """
        unknown = sorted(str(k) for k in params if k not in cls.param_help)
        if unknown:
            allowed = ", ".join(sorted(cls.param_help)) or "none"
            raise UsageError(f"ruleset '{cls.name}' has no parameter '{printable(unknown[0])[:40]}'; allowed: {allowed}")
        return cls(**params)  # type: ignore[call-arg]

    def with_arity(self, k: int) -> "Ruleset":
        """Return this ruleset fixed to positions of ``k`` parts (``k >= 1``).

        Raises:
            UsageError: if the ruleset has a fixed arity different from ``k``.
        """
        check_arity(self, k)
        if self.arity is not None and self.arity != k:
            raise UsageError(
                f"ruleset {self.spec()} takes positions of {self.arity} part(s), got {k}"
            )
        return self

    # -- identity -----------------------------------------------------------------
    @property
    def params(self) -> dict[str, Any]:
        """The parameters as JSON-ready values."""
        return {}

    def spec(self) -> str:
        """Canonical spec string, accepted back by :func:`gamecheck.games.make_ruleset`."""
        if not self.params:
            return self.name
        inner = ", ".join(f"{k}={_spec_value(v)}" for k, v in self.params.items())
        return f"{self.name}({inner})"

    def __repr__(self) -> str:
        return self.spec()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ruleset) and self.spec() == other.spec()

    def __hash__(self) -> int:
        return hash(self.spec())

    # -- abilities ------------------------------------------------------------------
    @property
    def unwrapped(self) -> "Ruleset":
        """The ruleset whose moves are played: the inner ruleset of ``misere(G)``, this
        ruleset otherwise (misère play has the same game graph)."""
        return self

    @property
    def has_smt_encoding(self) -> bool:
        """Whether the ruleset has a symbolic move relation (:meth:`smt_options`) for the z3
        prover; ``False`` when it would raise :class:`~gamecheck.lang.smt.NotExpressible`."""
        return type(self).smt_options is not Ruleset.smt_options

    def heap_component(self) -> "Ruleset | None":
        """The one-heap ruleset of which this several-heap ruleset is the disjunctive sum of
        copies, so that a rule may name each heap's Grundy value ``g1 .. gk`` (Nim, finite
        subtraction games and Bash with ``heaps >= 2``); ``None`` otherwise."""
        return None

    def heap_game(self) -> Any:
        """The :class:`~gamecheck.games.heap.HeapRules` view of this ruleset (its one-heap
        game, for the sequence engine), or ``None`` when it is not such a heap game (Nim,
        whose heaps have a closed form, answers ``None`` too)."""
        return None

    def heap_grundy(self, n: int) -> int | None:
        """The Grundy value of one heap of ``n`` counters when the ruleset's theory gives it
        in closed form without computation (Nim: ``n``, Bouton 1901), else ``None``."""
        return None

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        """The options of one heap of ``n`` counters of a heap game (:attr:`is_heap_game`):
        each the tuple of the non-empty heaps a move leaves.

        Raises:
            UsageError: the ruleset is not a heap game.
        """
        raise UsageError(f"ruleset {self.spec()} is not a heap game")

    def heap_has_move(self, n: int) -> bool:
        """Whether one heap of ``n`` counters of a heap game has a move (without listing its
        options where the ruleset can tell: a take-and-break game's heap of ``n`` has about
        ``n`` of them).

        Raises:
            UsageError: the ruleset is not a heap game.
        """
        return bool(self.heap_options(n))

    def coin_values(self, n: int) -> list[int] | None:
        """For a coin-turning game (:mod:`gamecheck.games.turning`; Winning Ways ch. 14): the
        Grundy values ``[g(0), ..., g(n)]`` of a single head at coins ``0..n`` (a position's value
        is the nim-sum of its heads'); ``None`` for any other ruleset (the default)."""
        return None

    #: a coin-turning game or a product of two (:mod:`gamecheck.games.turning`): a position is a set
    #: of heads (parts 0 or 1), its Grundy value the nim-sum of :meth:`head_values` over its heads
    #: (Winning Ways ch. 14), and a move changes only parts before its last head's
    coin_turning: ClassVar[bool] = False

    def head_values(self, k: int) -> list[int] | None:
        """For a coin-turning game or a product of two (:mod:`gamecheck.games.turning`): the Grundy
        value of a position with a single head at part ``i``, for each of its ``k`` parts, by the
        mex recursion over the move rule (a position's value is the nim-sum of its heads');
        ``None`` for any other ruleset (the default)."""
        return None

    def factor_values(self) -> tuple[list[int], list[int]] | None:
        """For a product of two coin-turning games: the single-coin values of the first game at
        rows ``1..rows`` and of the second at columns ``1..cols``, by which the Tartan theorem
        (Winning Ways ch. 14) gives a head at ``(x, y)`` the value ``g1(x) ⊗ g2(y)``; ``None``
        for any other ruleset (the default)."""
        return None

    def vertex_names(self) -> Sequence[str] | None:
        """The vertex names of a game of tokens on a graph (a part is a vertex number), else
        ``None``."""
        return None

    #: how the implicit (compact) engine lays out the positions: ``"box"`` (translation
    #: moves on a box), or ``"staircase"`` (staircase Nim's coins-in-all domain)
    compact_layout: ClassVar[str] = "box"

    def reachable_size(self, starts: Sequence[Position]) -> tuple[int, int, str] | None:
        """The positions and moves reachable from ``starts``, counted exactly without
        generating a move, with a phrase saying how: ``(positions, moves, how)``; ``None``
        when the ruleset cannot count them (the default; tokens on a graph can)."""
        return None

    def reachable_bound(self, starts: Sequence[Sequence[int]]) -> int | None:
        """An upper bound on the positions reachable from ``starts`` when :meth:`potential`
        gives none, computed without generating a move (take-and-break games: multisets of
        smaller heaps); ``None`` by default."""
        return None

    def explore_bound(self, k: int, default: int) -> int:
        """The per-part bound ``gamecheck explore`` uses for ``k`` parts when none is given;
        ``default`` is the general table's (kept unless the ruleset's parts are not counts
        of the usual size: stairs, coins, vertex numbers)."""
        return default

    # -- positions ----------------------------------------------------------------
    def part_names(self, k: int | None = None) -> tuple[str, ...]:
        """Names of the parts of a position, used as rule variables (``x1..xk``)."""
        k = self.arity if k is None else k
        if k is None:
            raise UsageError(f"ruleset {self.spec()} needs a heap count")
        return tuple(f"x{i + 1}" for i in range(k))

    def part_label(self, i: int) -> str:
        """Human name of part ``i`` (0-based), e.g. ``"heap 1"``."""
        return f"heap {i + 1}"

    def validate(self, position: Sequence[int]) -> Position:
        """Check a position and return it as a tuple.

        Raises:
            UsageError: if a part is not a non-negative int or the length is wrong.
        """
        try:
            pos = tuple(position)
        except TypeError:
            raise UsageError(f"position {show_value(position)} is not allowed; give a list of non-negative integers") from None
        if len(pos) > MAX_PARTS:
            raise UsageError(f"position has {len(pos)} parts; at most {MAX_PARTS} are allowed")
        if self.arity is not None and len(pos) != self.arity:
            raise UsageError(
                f"position {format_position(pos)} has {len(pos)} part(s); ruleset {self.spec()} needs {self.arity}"
            )
        if not pos:
            raise UsageError(f"position {format_position(pos)} is empty; give at least one heap")
        for v in pos:
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise UsageError(f"position {format_position(pos)}: part {show_value(v)} is not a non-negative integer")
        return pos

    def variables(self, k: int | None = None) -> dict[str, Any]:
        """Parameter values visible to rules (e.g. ``m`` for Bash, ``S`` for a subtraction set)."""
        return {}

    def variable_names(self, k: int | None = None) -> tuple[str, ...]:
        """Every name a rule may use for this ruleset: parts, ``heaps``, ``k``, parameters,
        and ``n`` for a one-heap game."""
        names = list(self.part_names(k)) + ["heaps", "k"] + list(self.variables(k))
        if (self.arity if k is None else k) == 1:
            names.insert(0, "n")  # the one heap of a one-heap game
        return tuple(dict.fromkeys(names))

    # -- moves --------------------------------------------------------------------
    @abstractmethod
    def options(self, position: Position) -> list[Move]:
        """Every move from ``position``, in a fixed order, each with its option."""

    def option_positions(self, position: Position) -> list[Position]:
        """The options of ``position`` in :meth:`options`' order, without the move
        descriptions; rulesets whose descriptions are costly to build override it."""
        return [mv.position for mv in self.options(position)]

    def translations(self, bounds: Sequence[int]) -> list[Translation] | None:
        """The move vectors, for translation rulesets on a box domain with these
        per-part bounds; ``None`` for rulesets whose moves are not translations."""
        return None

    def translation_count(self, bounds: list[int]) -> int | None:
        """How many move vectors :meth:`translations` lists for these bounds, counted without
        listing them (so that a sum refuses too many before building any); ``None`` where it
        is not known in advance."""
        return None

    def explain(self, position: Position, misere: bool) -> dict[str, Any]:
        """What the ruleset's own theory says about ``position``, for a reader: extra JSON
        fields of ``solve`` (Nim: ``nim_columns`` and ``rule``, Bouton's rule applied to it);
        ``{}`` by default."""
        return {}

    def option_bound(self, position: Position) -> int | None:
        """An upper bound on the number of moves from ``position``, computed without listing
        them (Nim: the sum of the heaps), or ``None`` when the ruleset gives none. Listing the
        options of a huge position is refused from it before any memory is spent."""
        return None

    def reachable_box(self, position: Position) -> tuple[int, ...] | None:
        """Per-part bounds of the box of positions that is exactly the set reachable from
        ``position`` (closed under moves, every position of it reachable), when the ruleset
        knows it (Nim and Wythoff: the box below the position); ``None`` otherwise. That box is
        labelled by the vectorised translation moves instead of a search, and its size and
        moves are counted before anything is generated."""
        return None

    def potential(self, k: int) -> tuple[int, ...] | None:
        """Weights ``w`` with ``w . (option - position) < 0`` for every move, proving
        that play ends (no cycles); ``None`` when the ruleset gives no such proof."""
        return None

    def default_bound(self, k: int) -> int:
        """A per-part bound that keeps a box domain of ``k`` parts to a modest size."""
        return 10

    # -- symbolic form (for the z3 prover, gamecheck.prover.prove) ---------------------
    def smt_options(self, xs: Sequence[Any], ys: Sequence[Any]) -> Any:
        """A z3 formula saying that position ``ys`` is an option of position ``xs``
        (both lists of :class:`gamecheck.lang.smt.SymInt`, one per part; the prover adds the
        domain constraints of both).

        Raises:
            gamecheck.lang.smt.NotExpressible: for rulesets without a symbolic move relation.
        """
        raise NotExpressible(f"ruleset {self.spec()} has no symbolic move relation")

    def smt_terminal(self, xs: Sequence[Any]) -> Any:
        """A z3 formula saying that ``xs`` has no option."""
        raise NotExpressible(f"ruleset {self.spec()} has no symbolic terminal condition")

    def smt_domain(self, xs: Sequence[Any], bits: int) -> tuple[Any, str]:
        """The prover's domain for a bit width: ``(formula, description)``. It must be
        closed under moves (the prover checks it: :meth:`smt_closure_query`). Default:
        every part in ``0 .. 2**bits - 1``."""
        import z3

        return z3.And([in_range(x, 0, 2**bits - 1) for x in xs]), (
            f"every position of {len(xs)} part(s), each < 2^{bits}"
        )

    def smt_closure_query(self, k: int, bits: int) -> tuple[list[Any], str]:
        """Assertions that are unsatisfiable exactly when the prover's domain of
        ``k``-part positions at ``bits`` bits is closed under moves (every option of a
        position of the domain is in the domain) — the hypothesis under which the
        certificate conditions prove a rule (Berlekamp, Conway & Guy, *Winning Ways*,
        ch. 2). ``(assertions, encoding)``, encoding ``"bit-vector"`` or ``"integer"``.

        The default asks for a position ``x`` of the domain with an option ``y`` outside
        it, the parts of ``y`` ranging over a far wider interval so that the move
        relation itself, not the declared ranges, decides.

        Raises:
            gamecheck.lang.smt.NotExpressible: for rulesets without a symbolic move relation.
        """
        xs = [sym_var(f"cx{i + 1}", 0, 2**bits - 1) for i in range(k)]
        wide = 2 ** (bits + 8)
        ys = [sym_var(f"cy{i + 1}", -wide, wide) for i in range(k)]
        dom_x, _ = self.smt_domain(xs, bits)
        dom_y, _ = self.smt_domain(ys, bits)
        import z3

        ranges = [in_range(y, -wide, wide) for y in ys]
        encoding = "integer" if in_integer_mode() else "bit-vector"
        return [dom_x, *ranges, self.smt_options(xs, ys), z3.Not(dom_y)], encoding

    # -- user input and default domains ------------------------------------------------
    def canonical(self, position: tuple[int, ...]) -> tuple[int, ...]:
        """Map a position as a user typed it to the ruleset's own position.

        The default returns ``position`` unchanged. A ruleset whose positions carry
        more than the user naturally types overrides it: ``fibonacci-nim`` reads a
        single heap ``(85,)`` as the start position ``(85, 84)``, ``new-nim`` reads a
        plain list of heaps as the start of the game. Called before :meth:`validate`
        (and before :meth:`with_arity`) by :func:`gamecheck.engine.analysis.analyse_position`;
        it must leave a position already in the ruleset's form unchanged.
        """
        return position

    def domain(self, bound: "int | Sequence[int]", k: int | None = None) -> "Domain":
        """The default bounded domain for rule claims with this ``bound``.

        The default is the box domain (every part ``0..bound``, or per-part bounds;
        :func:`gamecheck.domain.box_domain`). A ruleset whose box is not closed under
        its moves (staircase Nim: coins pile up on lower stairs) or whose positions
        are not all of the box (Fibonacci Nim: ``c <= n``) overrides this.

        Args:
            bound: one bound for every part, or a list of per-part bounds.
            k: the part count (default: the ruleset's arity).

        Raises:
            UsageError: when the part count is unknown or the bounds do not match it.
        """
        return box_domain(self, bound, k)


def smt_single_part_move(xs, ys, step) -> "object":
    """z3: ``ys`` differs from ``xs`` in exactly one part ``i`` and ``step(x_i, y_i)``
    holds there (the move of a game played on one heap at a time)."""
    import z3

    cases = []
    for i in range(len(xs)):
        same = [eq(xs[j], ys[j]) for j in range(len(xs)) if j != i]
        cases.append(z3.And([step(xs[i], ys[i])] + same))
    return z3.Or(cases)


def _spec_value(v: Any) -> str:
    if isinstance(v, (list, tuple)):
        return "[" + ",".join(str(x) for x in v) + "]"
    return str(v)


def check_arity(ruleset: "Ruleset", k: Any) -> int:
    """A part count for :meth:`Ruleset.with_arity`: an int in ``1..MAX_PARTS``.

    Raises:
        UsageError: naming the count and the limit.
    """
    if isinstance(k, bool) or not isinstance(k, numbers.Integral) or not 1 <= k <= MAX_PARTS:
        raise UsageError(f"ruleset {ruleset.spec()}: {show_value(k)} parts is not allowed; "
                         f"a position has 1 to {MAX_PARTS} parts")
    return int(k)
