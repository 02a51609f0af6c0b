"""Coin turning ("Turning Turtles"): turn a head to tails, and maybe one coin to its left."""

from __future__ import annotations

from typing import Any, Sequence

from gamecheck.errors import UsageError
from gamecheck.games.base import Move, Ruleset, check_arity, check_count
from gamecheck.position import Position, format_position
from gamecheck.domain import box_domain

__all__ = ["CoinTurning"]


class CoinTurning(Ruleset):
    """A coin-turning game: Turning Turtles with an optional second coin.

    A position is a row of ``N`` coins ``(x1, ..., xN)``, ``xi = 1`` for heads and
    ``0`` for tails, numbered 1..N from the left. A move turns one heads-up coin
    ``i`` to tails and may also turn over one coin ``j < i`` (to its left), whichever
    way up it lies. The last player to move wins.

    Theory (Berlekamp, Conway & Guy, Winning Ways, ch. 14 "Turning Turtles";
    hihoCoder 1173): a head at place ``i`` behaves as a Nim heap of ``i`` -- turning
    ``i`` alone empties the heap, turning ``i`` and a tail ``j`` moves it to ``j``,
    turning ``i`` and a head ``j`` removes both, as Nim's "two heaps of ``j``" cancel.
    So the Grundy value is the nim-sum of the places of the heads. Labels here come
    from the game graph, not from that formula.

    Every part is a bit, so the box with bound 1 is closed and is the domain.

    Args:
        coins: the coin count ``N >= 1`` (``heaps`` is a synonym), or ``None`` to
            take it from each position.

    Raises:
        UsageError: if the coin count is not a positive int.
    """

    name = "coins"
    summary = "coin turning: turn a head to tails and maybe one coin to its left (Turning Turtles)"
    aliases = ("coin-turning", "turning-coins")
    param_help = {"coins": "number of coins (default: from the position)", "heaps": "same as coins"}

    def __init__(self, coins: int | None = None, heaps: int | None = None):
        coins = check_count(self.name, "coins", coins)
        heaps = check_count(self.name, "heaps", heaps)
        if coins is not None and heaps is not None and coins != heaps:
            raise UsageError(f"{self.name}: coins={coins} and heaps={heaps} disagree; give one of them")
        self.arity = coins if coins is not None else heaps

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.arity is None else {"coins": self.arity}

    def with_arity(self, k: int) -> "CoinTurning":
        if self.arity is None:
            return CoinTurning(coins=check_arity(self, k))
        return super().with_arity(k)  # type: ignore[return-value]

    def part_label(self, i: int) -> str:
        return f"coin {i + 1}"

    def validate(self, position: Sequence[int]) -> Position:
        """As :meth:`Ruleset.validate`, and every part must be 0 (tails) or 1 (heads).

        Raises:
            UsageError: naming the first part that is not 0 or 1.
        """
        pos = super().validate(position)
        for i, v in enumerate(pos):
            if v not in (0, 1):
                raise UsageError(
                    f"position {format_position(pos)}: {self.part_label(i)} is {v}; each coin is 0 (tails) or 1 (heads)"
                )
        return pos

    def options(self, position: Position) -> list[Move]:
        moves = []
        for i, x in enumerate(position):
            if x != 1:
                continue
            base = position[:i] + (0,) + position[i + 1 :]
            moves.append(Move(f"turn coin {i + 1}", base))
            for j in range(i):
                pos = base[:j] + (1 - base[j],) + base[j + 1 :]
                moves.append(Move(f"turn coins {i + 1} and {j + 1}", pos))
        return moves

    def potential(self, k: int) -> tuple[int, ...]:
        # coin i (1-based) weighs 2**(i-1): turning i to tails removes 2**(i-1), turning
        # one j < i changes the sum by at most 2**(j-1) < 2**(i-1)
        return tuple(1 << i for i in range(k))

    def default_bound(self, k: int) -> int:
        return 1

    def reachable_bound(self, starts: Sequence[Sequence[int]]) -> int | None:
        """``2^(i + 1)`` for a start whose last head is part ``i`` (summed over the starts): a move
        turns only its head and parts before it (coins to its left; on a board of a product, the
        coins of a rectangle below and left of it, all of smaller index), so the parts after
        the last head never change, and the others are 0 or 1."""
        total = 0
        for s in starts:
            last = max((i for i, v in enumerate(s) if v), default=-1)
            total += 1 << (last + 1)
        return total

    def explore_bound(self, k: int, default: int) -> int:
        """1: a coin is heads (1) or tails (0)."""
        return self.default_bound(k)

    def domain(self, bound: Any, k: int | None = None):
        """The box of every row of ``k`` coins (bound 1 per part; closed). ``bound``
        must be 1 (or 0: all tails), or a list of such bounds.

        Raises:
            UsageError: on another bound, or an unknown coin count.
        """
        vals = list(bound) if isinstance(bound, (list, tuple)) else [bound]
        for b in vals:
            if isinstance(b, bool) or b not in (0, 1):
                raise UsageError(
                    f"bound {b!r} is not allowed for ruleset {self.spec()}: coins are 0 or 1, so the bound is 1"
                )
        k = self.arity if k is None else k
        if k is None and not isinstance(bound, (list, tuple)):
            raise UsageError(f"ruleset {self.spec()} needs a coin count for a domain (e.g. coins=6)")
        return box_domain(self, bound, k)
