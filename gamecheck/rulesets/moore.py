"""Moore's Nim_k: remove counters from up to k heaps in one move (Moore 1910)."""

from __future__ import annotations

import itertools
from typing import Any, Sequence

from gamecheck.errors import UsageError
from gamecheck.rulesets.base import Move, Position, Ruleset, Translation


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
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise UsageError(f"moore: k={k!r} is not allowed; give a positive integer")
        if heaps is not None and (isinstance(heaps, bool) or not isinstance(heaps, int) or heaps < 1):
            raise UsageError(f"moore: heaps={heaps!r} is not allowed; give a positive integer")
        self.k = k
        self.arity = heaps

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"k": self.k}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    def with_arity(self, k: int) -> "MooreNim":
        if self.arity is None:
            return MooreNim(k=self.k, heaps=k)
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

    def translations(self, bounds: Sequence[int]) -> list[Translation]:
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

        from gamecheck.smt import as_bool, le, lt

        changed = [lt(y, x) for x, y in zip(xs, ys)]
        count = z3.Sum([z3.If(c, 1, 0) for c in changed])
        return z3.And([z3.And(le(0, y), le(y, x)) for x, y in zip(xs, ys)] + [z3.Or(changed), count <= self.k])

    def smt_terminal(self, xs):
        import z3

        from gamecheck.smt import eq

        return z3.And([eq(x, 0) for x in xs])


def _const(text: str):
    return lambda pos: text
