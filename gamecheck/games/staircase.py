"""Staircase Nim: move coins one stair down (Sprague 1937; Winning Ways)."""

from __future__ import annotations

import math
from typing import Any, Iterator, Sequence

from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games.base import Move, Ruleset, check_arity, check_count
from gamecheck.position import Position
from gamecheck.lang.smt import add, eq, in_range, le, lt, sub
from gamecheck.domain import PositionsDomain, max_positions_in_memory

__all__ = ["StaircaseNim"]


def _check_count(what: str, value: Any, ruleset: str) -> int | None:
    return check_count(ruleset, what, value)


class StaircaseNim(Ruleset):
    """Staircase Nim.

    A position ``(x1, ..., xk)`` holds ``xi`` coins on stair ``i`` (stair 1 is the
    lowest). A move carries ``t >= 1`` coins from stair ``i >= 2`` down to stair
    ``i - 1``, or from stair 1 to the floor, where they leave the game. The last
    player to move wins.

    Theory (Sprague 1937; Berlekamp, Conway & Guy, Winning Ways, ch. on staircase
    Nim): a position is a P-position exactly when the nim-sum of the odd-numbered
    stairs ``x1 ^ x3 ^ x5 ^ ...`` is 0 -- the game is Nim on the odd stairs, and a
    move from an even stair is answered by carrying the same coins one stair further.

    The moves are translations (``-t`` on stair ``i``, ``+t`` on stair ``i - 1``), but
    no box is closed under them (stair ``i - 1`` can overflow), so
    :meth:`translations` returns ``None`` and :meth:`domain` gives the closed set of
    positions with at most ``bound`` coins in all.

    Args:
        stairs: the stair count ``k >= 1`` (``heaps`` is a synonym), or ``None`` to
            take it from each position.

    Raises:
        UsageError: if the stair count is not a positive int.
    """

    name = "staircase"
    summary = "staircase Nim: move coins from a stair to the one below (Sprague 1937)"
    aliases = ("staircase-nim",)
    param_help = {
        "stairs": "number of stairs (default: from the position)",
        "heaps": "same as stairs",
    }

    def __init__(self, stairs: int | None = None, heaps: int | None = None):
        s = _check_count("stairs", stairs, self.name)
        h = _check_count("heaps", heaps, self.name)
        if s is not None and h is not None and s != h:
            raise UsageError(f"{self.name}: stairs={s} and heaps={h} disagree; give one of them")
        self.arity = s if s is not None else h

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.arity is None else {"stairs": self.arity}

    def with_arity(self, k: int) -> "StaircaseNim":
        if self.arity is None:
            return StaircaseNim(stairs=check_arity(self, k))
        return super().with_arity(k)  # type: ignore[return-value]

    def part_label(self, i: int) -> str:
        return f"stair {i + 1}"

    # -- moves -----------------------------------------------------------------------
    def options(self, position: Position) -> list[Move]:
        moves = []
        for i, x in enumerate(position):
            for t in range(1, x + 1):
                coins = "coin" if t == 1 else "coins"
                if i == 0:
                    desc = f"move {t} {coins} from stair 1 to the floor"
                    pos = (x - t,) + position[1:]
                else:
                    desc = f"move {t} {coins} from stair {i + 1} to stair {i}"
                    pos = position[: i - 1] + (position[i - 1] + t, x - t) + position[i + 1 :]
                moves.append(Move(desc, pos))
        return moves

    def smt_options(self, xs, ys):
        import z3

        cases = []
        k = len(xs)
        for i in range(k):
            conds = [le(0, ys[i]), lt(ys[i], xs[i])]
            for j in range(k):
                if j == i:
                    continue
                if j == i - 1:
                    conds.append(eq(ys[j], add(xs[j], sub(xs[i], ys[i]))))
                else:
                    conds.append(eq(ys[j], xs[j]))
            cases.append(z3.And(conds))
        return z3.Or(cases)

    def smt_terminal(self, xs):
        import z3

        return z3.And([eq(x, 0) for x in xs])

    def smt_domain(self, xs, bits):
        """Every position with fewer than 2^bits coins in all (closed: coins only move down)."""
        import z3

        total = xs[0]
        for x in xs[1:]:
            total = add(total, x)
        return z3.And([in_range(x, 0, 2**bits - 1) for x in xs] + [lt(total, 2**bits)]), (
            f"every staircase of {len(xs)} stairs with fewer than 2^{bits} coins in all"
        )

    def smt_closure_query(self, k: int, bits: int):
        """Closure of the prover's domain (fewer than 2^bits coins in all) under moves,
        over the integers: a move keeps or lowers the total, which bit-vector adders
        make hard for the solver at 64 bits and linear integer arithmetic makes easy."""
        import z3

        xs = [z3.Int(f"cx{i + 1}") for i in range(k)]
        ys = [z3.Int(f"cy{i + 1}") for i in range(k)]
        cases = []
        for i in range(k):
            conds = [ys[i] >= 0, ys[i] < xs[i]]
            for j in range(k):
                if j == i - 1:
                    conds.append(ys[j] == xs[j] + xs[i] - ys[i])
                elif j != i:
                    conds.append(ys[j] == xs[j])
            cases.append(z3.And(conds))
        cap = 2**bits

        def dom(v):
            return z3.And([z3.And(t >= 0, t < cap) for t in v] + [z3.Sum(v) < cap])

        return [dom(xs), z3.Or(cases), z3.Not(dom(ys))], "integer"

    def translations(self, bounds: Sequence[int]) -> None:
        """``None``: no box is closed under the moves, so the generic engine is used."""
        return None

    def potential(self, k: int) -> tuple[int, ...]:
        # a move of t coins from stair i to i - 1 (or off) lowers sum(i * x_i) by t
        return tuple(range(1, k + 1))

    def default_bound(self, k: int) -> int:
        return {1: 200, 2: 60, 3: 30, 4: 20, 5: 14}.get(k, 10)

    compact_layout = "staircase"

    def explore_bound(self, k: int, default: int) -> int:
        """20 coins in all (the bound of a staircase domain counts every coin)."""
        return 20

    def domain(self, bound: Any, k: int | None = None):
        """Every position of ``k`` stairs with at most ``bound`` coins in all (closed:
        a move never adds coins).

        Raises:
            UsageError: on per-stair bounds (no box is closed), a bad bound, or an
                unknown stair count.
            ResourceLimitError: when the domain would not fit in memory.
        """
        k = self.arity if k is None else k
        if k is None:
            raise UsageError(f"ruleset {self.spec()} needs a stair count for a domain (e.g. stairs=4)")
        if isinstance(bound, (list, tuple)):
            raise UsageError(
                f"ruleset {self.spec()}: per-stair bounds {list(bound)} give no closed domain "
                "(coins pile up on lower stairs); give one bound, the total number of coins"
            )
        if isinstance(bound, bool) or not isinstance(bound, int) or bound < 0:
            raise UsageError(f"bound {bound!r} is not allowed; bounds are non-negative integers")
        size = math.comb(bound + k, k)
        limit = max_positions_in_memory()
        if size > limit:
            raise ResourceLimitError(
                f"{size:,} positions of {k} stairs with at most {bound} coins exceed the limit of {limit:,}; lower the bound"
            )
        return PositionsDomain(_compositions(k, bound), label=f"every position with at most {bound} coins in all")


def _compositions(k: int, total: int) -> Iterator[Position]:
    """Every ``k``-tuple of non-negative ints with sum at most ``total``."""
    if k == 1:
        for v in range(total + 1):
            yield (v,)
        return
    for v in range(total + 1):
        for rest in _compositions(k - 1, total - v):
            yield (v,) + rest
