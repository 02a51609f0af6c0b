"""Subtraction games: remove s counters from one heap, s from a finite subtraction set."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from gamecheck.errors import UsageError
from gamecheck.rulesets.base import Move, Position, Ruleset, Translation, smt_single_part_move


def parse_subtraction_set(value: Any) -> tuple[int, ...]:
    """Read a subtraction set from ``"1,3,6"``, ``[1, 3, 6]`` or a range like ``"1..4"``.

    Returns:
        the sorted tuple of distinct positive ints.

    Raises:
        UsageError: if the set is empty or holds anything but positive integers.
    """
    items: Iterable[Any]
    if isinstance(value, str):
        text = value.strip().strip("{}[]()")
        if ".." in text and "," not in text:
            lo, _, hi = text.partition("..")
            try:
                items = range(int(lo), int(hi) + 1)
            except ValueError:
                raise UsageError(f"subtraction set '{value}' is not a range like 1..4") from None
        else:
            items = [p for p in (s.strip() for s in text.split(",")) if p]
    elif isinstance(value, int) and not isinstance(value, bool):
        items = [value]
    else:
        items = value
    out = set()
    for item in items:
        try:
            v = int(item)
        except (TypeError, ValueError):
            raise UsageError(f"subtraction set element '{item}' is not an integer; give positive integers like 1,3,6") from None
        if isinstance(item, bool) or v < 1:
            raise UsageError(f"subtraction set element '{item}' is not allowed; elements must be positive integers")
        out.add(v)
    if not out:
        raise UsageError(f"subtraction set '{value}' is empty; give positive integers like 1,3,6")
    return tuple(sorted(out))


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
        if heaps is not None and (isinstance(heaps, bool) or not isinstance(heaps, int) or heaps < 1):
            raise UsageError(f"{self.name}: heaps={heaps!r} is not allowed; give a positive integer")
        self.arity = heaps

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"set": list(self.subtraction_set)}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    def with_arity(self, k: int) -> "SubtractionGame":
        if self.arity is None:
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

        from gamecheck.smt import eq, le, sub

        return smt_single_part_move(
            xs, ys, lambda x, y: z3.Or([z3.And(le(s, x), eq(y, sub(x, s))) for s in self.subtraction_set])
        )

    def smt_terminal(self, xs):
        import z3

        from gamecheck.smt import lt

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
        try:
            mv = int(m)
        except (TypeError, ValueError):
            raise UsageError(f"bash: m={m!r} is not allowed; give a positive integer") from None
        if isinstance(m, bool) or mv < 1:
            raise UsageError(f"bash: m={m!r} is not allowed; give a positive integer")
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
