"""Subtraction games: remove s counters from one heap, s from a finite subtraction set."""

from __future__ import annotations

import numbers
import re
from typing import Any, Iterable, Sequence

from gamecheck.errors import UsageError
from gamecheck.games.base import (
    Move, Position, Ruleset, Translation, check_arity, check_count, guard_translations, show_value, smt_single_part_move,
)
from gamecheck.lang.smt import eq, le, lt, sub

__all__ = ["MAX_SET_SIZE", "MAX_SET_ELEMENT", "parse_subtraction_set", "SubtractionGame", "Bash"]


#: the most elements a subtraction set may have (Bash's m included)
MAX_SET_SIZE = 10_000
#: the largest element of a subtraction set (larger moves never fit any domain)
MAX_SET_ELEMENT = 10**18

_ALLOWED = "give positive integers up to 10**18, like 1,3,6 or a range like 1..4"


def parse_subtraction_set(value: Any) -> tuple[int, ...]:
    """Read a subtraction set from ``"1,3,6"``, ``[1, 3, 6]`` or a range like ``"1..4"``.

    Returns:
        the sorted tuple of distinct positive ints.

    Raises:
        UsageError: if the set is empty, has an empty element (``1,,2``), holds anything but
            positive integers up to 10**18, or has more than 10,000 elements.
    """
    items: Iterable[Any]
    shown = show_value(value)
    if isinstance(value, str):
        text = value.strip().strip("{}[]()").strip()
        if ".." in text and "," not in text:
            lo, _, hi = text.partition("..")
            lo, hi = lo.strip(), hi.strip()
            if not (_is_int_text(lo) and _is_int_text(hi)):
                raise UsageError(f"subtraction set {shown} is not a range like 1..4")
            a, b = int(lo), int(hi)
            if b - a + 1 > MAX_SET_SIZE:
                raise UsageError(f"subtraction set {shown} has {b - a + 1:,} elements; at most {MAX_SET_SIZE:,} are allowed")
            items = range(a, b + 1)
        elif not text:
            items = []
        else:
            items = [p.strip() for p in text.split(",")]
            if any(not p for p in items):
                raise UsageError(f"subtraction set {shown} has an empty element; {_ALLOWED}")
    elif isinstance(value, int) and not isinstance(value, bool):
        items = [value]
    elif isinstance(value, (list, tuple, range, set, frozenset)):
        items = value
    else:
        raise UsageError(f"subtraction set {shown} is not allowed; {_ALLOWED}")
    if len(items) > MAX_SET_SIZE:  # type: ignore[arg-type]
        raise UsageError(f"subtraction set {shown} has {len(items):,} elements; at most {MAX_SET_SIZE:,} are allowed")  # type: ignore[arg-type]
    out = set()
    for item in items:
        if isinstance(item, str) and _is_int_text(item.strip()):
            v = int(item.strip())
        elif isinstance(item, numbers.Integral) and not isinstance(item, bool):
            v = int(item)
        else:
            raise UsageError(f"subtraction set element '{show_value(item)[1:-1] if isinstance(item, str) else show_value(item)}' "
                             f"is not an integer; {_ALLOWED}")
        if v < 1 or v > MAX_SET_ELEMENT:
            raise UsageError(f"subtraction set element '{show_value(v)}' is not allowed; elements must be positive "
                             f"integers up to 10**18")
        out.add(v)
    if not out:
        raise UsageError(f"subtraction set {shown} is empty; give positive integers like 1,3,6")
    return tuple(sorted(out))


def _is_int_text(text: str) -> bool:
    """An optionally signed decimal integer of at most 30 digits (longer ones are never allowed)."""
    return re.fullmatch(r"[+-]?[0-9]{1,30}", text) is not None


class SubtractionGame(Ruleset):
    """A subtraction game S(s1, ..., sr) on one or several heaps.

    A move removes ``s`` counters from one heap, for some ``s`` in the finite
    subtraction set ``S`` with ``s <= heap``. On several heaps the game is the
    disjunctive sum of one-heap games (the "set Nim" of contest problems).
    Grundy sequences of finite subtraction games are ultimately periodic
    (Winning Ways, ch. 4; Siegel 2013, Thm. IV.2.6).

    Args:
        set: the subtraction set, as accepted by :func:`parse_subtraction_set`.
        heaps: heap count, or ``None`` to take it from each position.

    Raises:
        UsageError: on an empty or non-positive subtraction set.
    """

    name = "subtraction"
    summary = "subtraction game: remove s from one heap, s in a finite subtraction set S"
    aliases = ("subtract", "subtraction-game", "set-nim")
    param_help = {"set": "the subtraction set, e.g. 1,3,6", "heaps": "number of heaps (default: from the position)"}
    default_arity = 1

    def __init__(self, set: Any = None, heaps: int | None = None):  # noqa: A002 - the field's term
        if set is None:
            raise UsageError(f"ruleset '{self.name}' needs a subtraction set, e.g. --set 1,3,6")
        self.subtraction_set = parse_subtraction_set(set)
        self.arity = check_count(self.name, "heaps", heaps)

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"set": list(self.subtraction_set)}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    def with_arity(self, k: int) -> "SubtractionGame":
        if self.arity is None:
            k = check_arity(self, k)
            clone = object.__new__(type(self))
            clone.__dict__.update(self.__dict__)
            clone.arity = k
            return clone
        return super().with_arity(k)  # type: ignore[return-value]

    def part_names(self, k: int | None = None) -> tuple[str, ...]:
        return super().part_names(k)

    def variables(self, k: int | None = None) -> dict[str, Any]:
        return {"S": self.subtraction_set}

    def options(self, position: Position) -> list[Move]:
        moves = []
        for i, x in enumerate(position):
            for s in self.subtraction_set:
                if s > x:
                    break
                pos = position[:i] + (x - s,) + position[i + 1 :]
                moves.append(Move(self._describe(s, i, len(position)), pos))
        return moves

    def _describe(self, s: int, i: int, k: int) -> str:
        return f"take {s} from heap {i + 1}" if k > 1 else f"take {s}"

    def translations(self, bounds: Sequence[int]) -> list[Translation]:
        bounds = guard_translations(self, bounds, lambda bs: sum(sum(1 for s in self.subtraction_set if s <= b) for b in bs))
        out = []
        k = len(bounds)
        for i, b in enumerate(bounds):
            for s in self.subtraction_set:
                if s > b:
                    break
                delta = tuple(-s if j == i else 0 for j in range(k))
                out.append(Translation(delta, _describer(self, s, i, k)))
        return out

    def potential(self, k: int) -> tuple[int, ...]:
        return (1,) * k

    def default_bound(self, k: int) -> int:
        return {1: 2000, 2: 200, 3: 40}.get(k, 12)

    def smt_options(self, xs, ys):
        import z3

        return smt_single_part_move(
            xs, ys, lambda x, y: z3.Or([z3.And(le(s, x), eq(y, sub(x, s))) for s in self.subtraction_set])
        )

    def smt_terminal(self, xs):
        import z3

        return z3.And([lt(x, self.subtraction_set[0]) for x in xs])


def _describer(game: SubtractionGame, s: int, i: int, k: int):
    return lambda pos: game._describe(s, i, k)


class Bash(SubtractionGame):
    """Bash's game: the subtraction game S(1, ..., m) -- take 1 to m counters.

    The P-positions of one heap are exactly the multiples of ``m + 1``
    (classical; Winning Ways ch. 4).

    Args:
        m: the most one move may take (``m >= 1``).
        heaps: heap count, or ``None`` to take it from each position.

    Raises:
        UsageError: if ``m`` is not a positive int.
    """

    name = "bash"
    summary = "Bash's game: take 1..m from one heap (the subtraction game {1..m})"
    aliases = ("bash-game",)
    param_help = {"m": "the most one move may take", "heaps": "number of heaps (default: from the position)"}

    def __init__(self, m: Any = None, heaps: int | None = None):
        if m is None:
            raise UsageError("ruleset 'bash' needs m, the most one move may take, e.g. -m 3")
        if isinstance(m, str) and _is_int_text(m.strip()):
            m = int(m.strip())
        if isinstance(m, bool) or not isinstance(m, numbers.Integral) or not 1 <= m <= MAX_SET_SIZE:
            raise UsageError(f"bash: m={show_value(m)} is not allowed; give a positive integer (at most {MAX_SET_SIZE:,})")
        mv = int(m)
        self.m = mv
        super().__init__(set=range(1, mv + 1), heaps=heaps)

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"m": self.m}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    def variables(self, k: int | None = None) -> dict[str, Any]:
        return {"m": self.m, "S": self.subtraction_set}
