"""Moore's Nim_k: remove counters from up to k heaps in one move (Moore 1910)."""

from __future__ import annotations

import itertools
from typing import Any, Sequence

from gamecheck.games.base import Move, Ruleset, Translation, check_arity, check_count, guard_translations
from gamecheck.position import MAX_PARTS, Position
from gamecheck.lang.smt import eq, le, lt

__all__ = ["MooreNim"]


class MooreNim(Ruleset):
    """Moore's Nim_k on any number of heaps.

    A move takes a positive number of counters from each of at least one and at most
    ``k`` heaps (the amounts may differ). Nim is Nim_1. Moore (1910): a position is a
    P-position exactly when, writing the heaps in binary, every column's digit sum is
    divisible by ``k + 1``.

    Args:
        k: the most heaps one move may touch (``k >= 1``).
        heaps: heap count, or ``None`` to take it from each position.

    Raises:
        UsageError: on a non-positive ``k`` or heap count.
    """

    name = "moore"
    summary = "Moore's Nim_k: take counters from up to k heaps in one move (Moore 1910)"
    aliases = ("moore-nim", "nim-k")
    param_help = {"k": "the most heaps one move may touch", "heaps": "number of heaps (default: from the position)"}

    def __init__(self, k: Any = 1, heaps: int | None = None):
        self.k = check_count("moore", "k", k, MAX_PARTS)
        self.arity = check_count("moore", "heaps", heaps)

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"k": self.k}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    def with_arity(self, k: int) -> "MooreNim":
        if self.arity is None:
            return MooreNim(k=self.k, heaps=check_arity(self, k))
        return super().with_arity(k)  # type: ignore[return-value]

    def variables(self, k: int | None = None) -> dict[str, Any]:
        return {"K": self.k}

    def options(self, position: Position) -> list[Move]:
        moves = []
        n = len(position)
        nonempty = [i for i in range(n) if position[i] > 0]
        for size in range(1, min(self.k, len(nonempty)) + 1):
            for heaps in itertools.combinations(nonempty, size):
                for takes in itertools.product(*(range(1, position[i] + 1) for i in heaps)):
                    pos = list(position)
                    for i, t in zip(heaps, takes):
                        pos[i] -= t
                    desc = ", ".join(f"take {t} from heap {i + 1}" for i, t in zip(heaps, takes))
                    moves.append(Move(desc, tuple(pos)))
        return moves

    def translation_count(self, bounds: list[int]) -> int | None:
        """Every non-zero take from at most ``k`` heaps (:func:`_count_moves`)."""
        return _count_moves(bounds, self.k)

    def translations(self, bounds: Sequence[int]) -> list[Translation]:
        bounds = guard_translations(self, bounds, self.translation_count)
        out = []
        n = len(bounds)
        for size in range(1, min(self.k, n) + 1):
            for heaps in itertools.combinations(range(n), size):
                for takes in itertools.product(*(range(1, bounds[i] + 1) for i in heaps)):
                    delta = [0] * n
                    for i, t in zip(heaps, takes):
                        delta[i] = -t
                    desc = ", ".join(f"take {t} from heap {i + 1}" for i, t in zip(heaps, takes))
                    out.append(Translation(tuple(delta), _const(desc)))
        return out

    def potential(self, k: int) -> tuple[int, ...]:
        return (1,) * k

    def default_bound(self, k: int) -> int:
        return {1: 200, 2: 30, 3: 10}.get(k, 5)

    def smt_options(self, xs, ys):
        import z3

        changed = [lt(y, x) for x, y in zip(xs, ys)]
        # "at most k heaps change" as pure Boolean logic (no integer counting), so that the
        # bit-vector queries stay in QF_BV / BV, which every solver reads: no k + 1 of them change
        too_many = [z3.And(list(group)) for group in itertools.combinations(changed, self.k + 1)]
        at_most_k = z3.Not(z3.Or(too_many)) if too_many else z3.BoolVal(True)
        return z3.And([z3.And(le(0, y), le(y, x)) for x, y in zip(xs, ys)] + [z3.Or(changed), at_most_k])

    def smt_terminal(self, xs):
        import z3

        return z3.And([eq(x, 0) for x in xs])


def _count_moves(bounds: Sequence[int], k: int) -> int:
    """How many move vectors :meth:`MooreNim.translations` lists: for every set of at most
    ``k`` heaps, the product of their bounds (elementary symmetric sums, no enumeration)."""
    e = [1] + [0] * k  # e[j]: the sum over j-sets of heaps of the product of their bounds
    for b in bounds:
        for j in range(k, 0, -1):
            e[j] += e[j - 1] * b
    return sum(e[1:])


def _const(text: str):
    return lambda pos: text
