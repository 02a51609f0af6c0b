"""Heap rules: rulesets whose every move acts on one heap.

Nim-like games (subtraction games, Bash, take-half, the all-but and predicate
subtraction games) and the take-and-break games (octal and hexadecimal games,
Grundy's game, Lasker's Nim) share one idea: a move picks one heap of ``n``
counters and replaces it by a (possibly empty) collection of smaller heaps. The
whole ruleset is then described by :meth:`HeapRules.heap_options`, the options of a
single heap, and by the Sprague–Grundy theorem (Sprague 1935; Grundy 1939) a
collection of heaps has the nim-sum of its heaps' Grundy values -- the *Grundy
sequence* ``g(0), g(1), ...`` that :mod:`gamecheck.engine.sequences` computes.

:class:`HeapRules` is a mixin of :class:`gamecheck.games.base.Ruleset` subclasses:
the same object is a ruleset for the engine, the checker and the prover, and a heap
game for the sequence engine. :meth:`HeapRules.heap_moves` derives the moves of a
several-heap position from :meth:`HeapRules.heap_options` for the rulesets that never
split a heap.
"""

from __future__ import annotations

import numbers
from abc import abstractmethod
from typing import Any, ClassVar, Iterator

from gamecheck.errors import UsageError
from typing import Sequence

from gamecheck.games.base import Move, Ruleset, Translation, check_arity, guard_translations, show_value
from gamecheck.position import Position

__all__ = ["Heaps", "HeapRules", "as_heap_game", "check_heap_size", "leave", "take_text", "multiset_moves",
           "describe_heap_move"]

#: the heaps one move leaves in place of the heap it acts on (non-empty heaps only)
Heaps = tuple[int, ...]


def check_heap_size(n: Any) -> int:
    """A heap size: a non-negative int.

    Raises:
        UsageError: ``heap size -1 is negative; give n >= 0`` (one line).
    """
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        raise UsageError(f"heap size {show_value(n)} is not an integer; give n >= 0")
    if n < 0:
        raise UsageError(f"heap size n={n} is negative; give n >= 0")
    return int(n)


def leave(m: int) -> Heaps:
    """The heaps left when a move leaves ``m`` counters in one heap: ``(m,)``, or ``()``
    when ``m`` is 0."""
    return (m,) if m > 0 else ()


def as_heap_game(obj: Any) -> "HeapRules | None":
    """The :class:`HeapRules` view of ``obj`` (:meth:`Ruleset.heap_game`) when ``obj`` is a
    ruleset that has one, else ``None`` (for any other object too).

    Args:
        obj: anything (a ruleset, or a value a caller was given).

    Returns:
        the heap game, or ``None``.
    """
    return obj.heap_game() if isinstance(obj, Ruleset) else None


def describe_heap_move(h: int, left: Heaps, article: str = "a") -> str:
    """A move on one heap of ``h`` counters that leaves the heaps ``left``, in words:
    ``"take 2 from a heap of 7, leaving 3 + 2"``, ``"remove a heap of 4"`` (``article``:
    ``"the"`` where the position's heap is meant)."""
    t = h - sum(left)
    heap = f"{article} heap of {h}"
    if not left:
        return f"remove {heap}"
    if len(left) == 1:
        return f"take {t} from {heap}"
    parts = " + ".join(str(p) for p in left)
    if t == 0:
        return f"split {heap} into {parts}"
    return f"take {t} from {heap}, leaving {parts}"


def multiset_moves(game: Ruleset, position: Sequence[int]) -> list[Move]:
    """The moves of a position of a heap game read as a *multiset* of heaps (no heap slots):
    every option of every heap, the heaps left in decreasing order with empty heaps dropped.
    Two equal heaps give the same moves, so each heap size is played once, and two moves that
    leave the same multiset are one move.

    Args:
        game: a heap game (:attr:`Ruleset.is_heap_game`: Nim, a subtraction or take-and-break
            game, a heap game of a game file), whose :meth:`Ruleset.heap_options` gives the
            options of one heap.
        position: the heaps, in any order (zeros are empty heaps and ignored).

    Returns:
        the moves, each to a tuple of heaps in decreasing order, in the order of the heaps
        (largest first) and of each heap's options.

    Raises:
        UsageError: a negative heap, or a game that is not a heap game.
    """
    heaps = sorted((check_heap_size(h) for h in position if h), reverse=True)
    moves: list[Move] = []
    seen: set[tuple[int, ...]] = set()
    done: set[int] = set()
    for i, h in enumerate(heaps):
        if h in done:
            continue
        done.add(h)
        rest = heaps[:i] + heaps[i + 1:]
        for left in game.heap_options(h):
            after = tuple(sorted(rest + [x for x in left if x], reverse=True))
            if after in seen:
                continue
            seen.add(after)
            moves.append(Move(describe_heap_move(h, tuple(x for x in left if x)), after))
    return moves


def take_text(t: int, i: int, k: int) -> str:
    """The description of taking ``t`` counters from heap ``i`` (0-based) of ``k``:
    ``"take 2 from heap 1"``, or ``"take 2"`` on one heap."""
    return f"take {t} from heap {i + 1}" if k > 1 else f"take {t}"


class HeapRules(Ruleset):
    """A ruleset played on heaps, one heap per move (mixin base of the heap rulesets).

    Subclasses implement :attr:`title`, :meth:`explore_args` and either :meth:`takes`
    (games whose moves take a number of counters that does not depend on the heap:
    subtraction games -- they get :meth:`_heap_options` and :meth:`translations` from
    it) or :meth:`_heap_options`. Rulesets that never split a heap (``max_parts == 1``)
    get :meth:`options` from :meth:`heap_moves`.

    Attributes:
        kind: the family, for the sequence engine and its JSON: ``"subtraction"``,
            ``"all-but"``, ``"predicate"``, ``"octal"``, ``"grundy"``, ``"lasker"`` or
            ``"take-half"``.
        max_parts: the most heaps one move can leave in place of one (1 for games that
            never split).
    """

    kind: ClassVar[str] = ""
    is_heap_game = True
    #: the rules are fixed by the name and parameters (a game file's may change), and the
    #: sequence engine (:mod:`gamecheck.engine.sequences`) has a compiled kernel for them
    compiled_sequence: ClassVar[bool] = True
    #: candidates found on the one-heap sequence are checked on the ruleset with one heap by
    #: the exhaustive checker and the prover (subtraction games, take-half)
    checks_candidates: ClassVar[bool] = False

    def heap_game(self) -> "HeapRules":
        """This ruleset: a heap game is its own one-heap game."""
        return self

    def checker_ruleset(self) -> "HeapRules | None":
        """The ruleset on one heap that plays like this heap game when candidates found on its
        sequence go to the exhaustive checker and the prover (:attr:`checks_candidates`),
        else ``None``."""
        if not self.checks_candidates:
            return None
        return self.with_arity(1) if self.arity is None else self

    def periodicity_args(self) -> dict[str, Any]:
        """The keyword arguments of :func:`gamecheck.engine.periodicity.certify` for this
        game's Grundy sequence: ``{"kind": ...}`` plus the parameters its theorem needs
        (``subtraction_set`` for a subtraction game, ``digits`` for an octal game)."""
        return {"kind": self.kind}

    @property
    def periodicity_reason(self) -> str | None:
        """Why no periodicity theorem is applied to this game, in words, where the game can say
        more than that it has none (a general take-and-break code names the hypothesis of the
        Guy–Smith theorem it breaks); ``None`` otherwise."""
        return None

    def move_reach(self) -> tuple[int, int] | None:
        """``(take, parts)`` when every move takes at most ``take`` counters and leaves at
        most ``parts`` heaps (octal games: the last non-zero digit's index and the most heaps
        a move leaves; finite subtraction sets: the largest take and 1), else ``None``."""
        return None

    #: a heap of ``n`` has about ``n`` options or more (the sequence to ``N`` costs time
    #: quadratic in ``N``): all-but sets, take-half, Grundy's game, Lasker's Nim, octal games
    #: whose moves may split a heap
    options_grow_with_heap: ClassVar[bool] = False

    def sparse_moves(self) -> tuple[list[int], list[int], list[int], bool] | None:
        """For the sparse-space method (:mod:`gamecheck.engine.sparse`; Gangolli and Plambeck
        1989), a game whose every move takes ``k`` counters from a heap and leaves at most two
        heaps: ``(whole, takes, splits, unequal)`` -- the ``k`` that may take a whole heap,
        that leave one heap, that leave two, and whether the two must differ. ``None`` for a
        game the method does not apply to (the default)."""
        return None

    def octal_digits(self) -> tuple[int, ...] | None:
        """The digits of the game's octal or hexadecimal code (``digits[0]`` before the point),
        for the verifiers that read a code's moves from them; ``None`` for a game without one."""
        return None

    def kernel_takes(self, cap: int) -> Sequence[int] | None:
        """For the subtraction kernel of the sequence engine: every take a move may make on
        the heaps below ``cap`` (a finite subtraction set, or the takes of a predicate);
        ``None`` for games computed by another kernel."""
        return None

    def __new__(cls, *args: Any, **kwargs: Any) -> "HeapRules":
        # the moves come from takes() or _heap_options(): a class defining neither has none
        if cls.takes is HeapRules.takes and cls._heap_options is HeapRules._heap_options:
            raise TypeError(f"{cls.__name__} defines neither takes() nor _heap_options(); a heap ruleset needs one")
        return super().__new__(cls)

    @property
    def max_parts(self) -> int:
        """The most heaps one move leaves in place of the heap it acts on (1, 2 or 3)."""
        return 1

    @property
    @abstractmethod
    def title(self) -> str:
        """Human name, e.g. ``"octal game 0.77 (Kayles)"``, ``"subtraction game S(1,2)"``."""

    @abstractmethod
    def explore_args(self) -> list[str]:
        """The words after ``gamecheck explore`` that rebuild this game, e.g.
        ``["octal", "0.77"]`` or ``["subtraction", "--set", "1,2"]``."""

    def heap_params(self) -> dict[str, Any]:
        """The parameters that define the one-heap game, as JSON values (no heap count)."""
        return {}

    def to_json(self) -> dict[str, Any]:
        """``{"kind", "name", "spec", "max_parts", **heap_params}``;
        :func:`gamecheck.games.takebreak.heap_game_from_json` reads it back."""
        return {"kind": self.kind, "name": self.title, "spec": self.explore_args(), "max_parts": self.max_parts,
                **self.heap_params()}

    def guard_heaps(self, n: int, what: str = "") -> None:
        """Refuse, before the options of every heap ``0 .. n`` are generated, work that would not
        fit the time or memory limits. The built-in heap games list their options from a rule
        of their own, so nothing is refused here; a heap game of a game file, whose options come
        from the user's ``heap-moves``, estimates the work first
        (:meth:`gamecheck.games.custom.HeapMovesGame.guard_heaps`).

        Raises:
            ResourceLimitError: (in a subclass that estimates) the work would not fit.
        """

    def heap_options(self, n: int) -> list[Heaps]:
        """The options of one heap of ``n`` counters: each the tuple of the non-empty
        heaps the move leaves (``()`` when it leaves nothing), parts in increasing order.

        Args:
            n: the heap size, ``n >= 0``.

        Returns:
            the list, in the ruleset's move order (duplicates possible when two moves
            leave the same heaps).

        Raises:
            UsageError: if ``n`` is not a non-negative int.
        """
        return self._heap_options(check_heap_size(n))

    def iter_heap_options(self, n: int) -> Iterator[Heaps]:
        """:meth:`heap_options` one at a time, in the same order, without building the list:
        a heap of ``10^12`` counters of an octal game has about ``10^12`` options, and a caller
        that looks only at the first ones (``gamecheck solve`` looking for winning moves) must
        not wait for, or hold, all of them. The games whose option count grows with the heap
        (take-and-break games, take-half, all-but sets) generate them lazily; the others
        (a few options per heap, or a game file's ``heap-moves``) iterate over the list.

        Raises:
            UsageError: if ``n`` is not a non-negative int.
        """
        n = check_heap_size(n)
        if type(self)._heap_options is HeapRules._heap_options:  # the options come from takes()
            return (leave(n - t) for t in self.iter_takes(n))
        return iter(self._heap_options(n))

    def iter_heap_options_spread(self, n: int, limit: int) -> Iterator[Heaps]:
        """The options of a heap of ``n`` for a scan that looks at no more than ``limit`` of
        them: those of :meth:`iter_heap_options`, in its order when there are at most
        ``limit``; past it, a game with many options per heap may give them in another order
        that mixes its kinds of moves early (an octal game: the splits by their smaller part
        with every take at once, rather than every split of one take before the next take),
        so that the first ``limit`` looked at are not all of one kind.

        Raises:
            UsageError: if ``n`` is not a non-negative int.
        """
        return self.iter_heap_options(n)

    def heap_option_count(self, n: int) -> int | None:
        """The number of options :meth:`heap_options` lists for a heap of ``n``, counted
        without listing them where that is cheap (octal games whose moves leave at most two
        heaps), else ``None``."""
        return None

    def iter_takes(self, limit: int) -> Iterator[int]:
        """:meth:`takes` one at a time, increasing (the games whose takes grow with the heap
        generate them lazily)."""
        return iter(self.takes(limit) or ())

    def heap_has_move(self, n: int) -> bool:
        """Whether a heap of ``n`` has a move: a take of at most ``n`` for a subtraction game,
        else its options listed."""
        n = check_heap_size(n)
        takes = self.takes(n)
        return bool(takes) if takes is not None else bool(self._heap_options(n))

    def _heap_options(self, n: int) -> list[Heaps]:
        """:meth:`heap_options` for a checked ``n`` (default: from :meth:`takes`, which a class
        not overriding this defines -- checked when it is instantiated)."""
        return [leave(n - t) for t in self.takes(n) or ()]

    def option_bound(self, position: Position) -> int | None:
        return sum(self.heap_option_bound(x) for x in position)

    def heap_option_bound(self, n: int) -> int:
        """An upper bound on the options of one heap of ``n`` counters, without listing them:
        ``n`` for the games that take from a heap (one take per size at most), else
        ``(n + 1) ** max_parts`` (a subclass that splits heaps gives a closer count)."""
        return n if self.max_parts == 1 else (n + 1) ** self.max_parts

    def takes(self, limit: int) -> Sequence[int] | None:
        """For subtraction games (a move takes ``t`` counters from one heap, ``t`` in a
        set that does not depend on the heap): the takes ``1 <= t <= limit``, increasing.
        ``None`` for the other heap games (the default)."""
        return None

    def translation_count(self, bounds: list[int]) -> int | None:
        """One move vector per heap and per take allowed from a heap of its bound (``None``
        for a heap game whose moves are not takes)."""
        if self.takes(0) is None:
            return None
        return sum(len(self.takes(b) or ()) for b in bounds)

    def translations(self, bounds: Sequence[int]) -> list[Translation] | None:
        """Subtraction games: one move vector ``-t e_i`` per heap ``i`` and take ``t`` up
        to that heap's bound (see :meth:`gamecheck.games.base.Ruleset.translations`)."""
        if self.takes(0) is None:
            return None
        bounds = guard_translations(self, bounds, self.translation_count)
        out = []
        k = len(bounds)
        for i, b in enumerate(bounds):
            for t in self.takes(b):
                delta = tuple(-t if j == i else 0 for j in range(k))
                out.append(Translation(delta, _describer(t, i, k)))
        return out

    def __str__(self) -> str:
        return self.title

    # -- rulesets that never split a heap -------------------------------------------
    def heap_moves(self, position: Position) -> list[Move]:
        """The moves of a several-heap position of a game that never splits a heap: in
        each heap in turn, every option of that heap (``take t from heap i``; ``take t``
        on one heap)."""
        moves = []
        k = len(position)
        for i, x in enumerate(position):
            for left in self._heap_options(x):
                y = left[0] if left else 0
                moves.append(Move(take_text(x - y, i, k), position[:i] + (y,) + position[i + 1:]))
        return moves

    def options(self, position: Position) -> list[Move]:
        return self.heap_moves(position)

    def with_arity(self, k: int) -> "HeapRules":
        """This ruleset on ``k`` heaps (a copy when the heap count was open)."""
        if self.arity is None:
            clone = object.__new__(type(self))
            clone.__dict__.update(self.__dict__)
            clone.arity = check_arity(self, k)
            return clone
        return super().with_arity(k)  # type: ignore[return-value]


def _describer(t: int, i: int, k: int):
    return lambda pos: take_text(t, i, k)
