"""Nim: take any positive number of counters from one heap (Bouton 1901)."""

from __future__ import annotations

from typing import Any, Sequence

from gamecheck.games.base import (
    Move, Position, Ruleset, Translation, check_arity, check_count, guard_translations, smt_single_part_move,
)
from gamecheck.lang.smt import eq, le, lt

__all__ = ["Nim", "z3_and"]


class Nim(Ruleset):
    """Nim with any number of heaps.

    A position is a tuple of heap sizes ``(x1, ..., xk)``; a move takes
    ``t >= 1`` counters from one heap. The last player to move wins (normal play).
    Bouton (1901): a position is a P-position iff the nim-sum ``x1 ^ ... ^ xk`` is 0.

    Args:
        heaps: the heap count ``k >= 1``, or ``None`` to take it from each position.

    Raises:
        UsageError: if ``heaps`` is not a positive int.
    """

    name = "nim"
    summary = "Nim: take any number of counters from one heap (Bouton 1901)"
    aliases = ("nim-game",)
    param_help = {"heaps": "number of heaps (default: from the position)"}

    def __init__(self, heaps: int | None = None):
        self.arity = check_count("nim", "heaps", heaps)

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.arity is None else {"heaps": self.arity}

    def with_arity(self, k: int) -> "Nim":
        if self.arity is None:
            return Nim(heaps=check_arity(self, k))
        return super().with_arity(k)  # type: ignore[return-value]

    def options(self, position: Position) -> list[Move]:
        moves = []
        for i, x in enumerate(position):
            for t in range(1, x + 1):
                pos = position[:i] + (x - t,) + position[i + 1 :]
                moves.append(Move(f"take {t} from heap {i + 1}", pos))
        return moves

    def translations(self, bounds: Sequence[int]) -> list[Translation]:
        bounds = guard_translations(self, bounds, sum)
        out = []
        k = len(bounds)
        for i, b in enumerate(bounds):
            for t in range(1, b + 1):
                delta = tuple(-t if j == i else 0 for j in range(k))
                out.append(Translation(delta, _taker(t, i)))
        return out

    def potential(self, k: int) -> tuple[int, ...]:
        return (1,) * k

    def option_bound(self, position: Position) -> int | None:
        return sum(position)  # take 1 .. x from a heap of x

    def reachable_box(self, position: Position) -> tuple[int, ...] | None:
        # every position below ``position`` (each heap at most its size) is reachable, and
        # nothing else: the box and the reachable set are the same
        return tuple(position) if self.arity in (None, len(position)) else None

    def default_bound(self, k: int) -> int:
        return {1: 200, 2: 60, 3: 20, 4: 10}.get(k, 5)

    def smt_options(self, xs, ys):
        return smt_single_part_move(xs, ys, lambda x, y: z3_and(le(0, y), lt(y, x)))

    def smt_terminal(self, xs):
        import z3

        return z3.And([eq(x, 0) for x in xs])


def z3_and(*conds):
    import z3

    return z3.And(*conds)


def _taker(t: int, i: int):
    return lambda pos: f"take {t} from heap {i + 1}"
