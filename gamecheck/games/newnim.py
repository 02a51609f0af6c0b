"""New Nim (CQOI 2013): two turns of removing whole heaps, then ordinary Nim."""

from __future__ import annotations

import itertools
import math
from typing import Any, Sequence

from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games.base import Move, Ruleset, check_arity, check_count
from gamecheck.position import MAX_PARTS, Position, format_position
from gamecheck.domain import PositionsDomain, max_positions_in_memory

__all__ = ["NewNim"]


class NewNim(Ruleset):
    """The CQOI 2013 "New Nim" game (BZOJ 3105).

    A position is ``(p, x1, ..., xk)``: heap sizes ``x1..xk`` and the phase ``p``.
    ``p = 2``: the first player's heap-removal turn is next; ``p = 1``: the second
    player's removal turn; ``p = 0``: ordinary Nim, first player to move.

    * In a removal turn (``p >= 1``) the player removes any set of whole non-empty
      heaps -- possibly none -- but not all the non-empty heaps (with no non-empty
      heap the only move is to remove none). Removed heaps become 0 and ``p``
      drops by 1.
    * With ``p = 0`` a move is a Nim move: take ``t >= 1`` from one heap.

    The last player to move wins. A plain list of heaps typed by the user means
    the start ``(2, x1, ..., xk)`` (:meth:`canonical`).

    Theory (CQOI 2013; BZOJ 3105): the first player wins by keeping a set of heaps
    that is linearly independent over GF(2) (no non-empty subset with nim-sum 0),
    so the second player cannot leave a nim-sum of 0; keeping one of largest total
    -- a linear basis built greedily from the largest heap down -- minimises what is
    removed. :meth:`answer` does not use that formula: it reads the winning first
    moves off a retrograde analysis of the game graph.

    Args:
        heaps: the heap count ``k >= 1`` (positions then have ``k + 1`` parts), or
            ``None`` to take it from each position.

    Raises:
        UsageError: if ``heaps`` is not a positive int.
    """

    name = "new-nim"
    summary = "New Nim (CQOI 2013): each player removes whole heaps once, then Nim"
    aliases = ("newnim", "cqoi2013")
    param_help = {"heaps": "number of heaps (default: from the position); positions are (p, x1..xk)"}

    def __init__(self, heaps: int | None = None):
        # a position (p, x1..xk) has heaps + 1 parts, at most MAX_PARTS
        heaps = check_count(self.name, "heaps", heaps, MAX_PARTS - 1)
        self.heaps = heaps
        self.arity = None if heaps is None else heaps + 1

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.heaps is None else {"heaps": self.heaps}

    def with_arity(self, k: int) -> "NewNim":
        """Fix the part count ``k`` (the phase ``p`` and ``k - 1`` heaps)."""
        if self.arity is None:
            k = check_arity(self, k)
            if k < 2:
                raise UsageError(f"ruleset {self.spec()} takes positions (p, x1, ..., xk) with at least one heap, got {k} part(s)")
            return NewNim(heaps=k - 1)
        return super().with_arity(k)  # type: ignore[return-value]

    # -- positions -------------------------------------------------------------------
    def canonical(self, position: tuple[int, ...]) -> tuple[int, ...]:
        """A plain list of heaps ``(x1..xk)`` -> the start ``(2, x1..xk)``.

        Without a fixed heap count every position typed is read as a list of heaps;
        with ``heaps=k`` a position of ``k + 1`` parts is already ``(p, x1..xk)`` and
        is left unchanged.
        """
        pos = tuple(position)
        if self.arity is None or len(pos) == self.arity - 1:
            return (2,) + pos
        return pos

    def part_names(self, k: int | None = None) -> tuple[str, ...]:
        k = self.arity if k is None else k
        if k is None:
            raise UsageError(f"ruleset {self.spec()} needs a heap count")
        return ("p",) + tuple(f"x{i}" for i in range(1, k))

    def part_label(self, i: int) -> str:
        return "the phase p" if i == 0 else f"heap {i}"

    def validate(self, position: Sequence[int]) -> Position:
        pos = super().validate(position)
        if len(pos) < 2:
            raise UsageError(f"position {format_position(pos)} has no heap; new-nim positions are (p, x1, ..., xk) with k >= 1")
        if pos[0] > 2:
            raise UsageError(f"position {format_position(pos)}: phase p={pos[0]} is not allowed; p is 2, 1 or 0")
        return pos

    # -- moves -----------------------------------------------------------------------
    def options(self, position: Position) -> list[Move]:
        p, heaps = position[0], position[1:]
        moves: list[Move] = []
        if p == 0:
            for i, x in enumerate(heaps):
                for t in range(1, x + 1):
                    moves.append(Move(f"take {t} from heap {i + 1}", (0,) + heaps[:i] + (x - t,) + heaps[i + 1 :]))
            return moves
        nonempty = [i for i, x in enumerate(heaps) if x > 0]
        moves.append(Move("remove no heap", (p - 1,) + heaps))
        for r in range(1, len(nonempty)):
            for chosen in itertools.combinations(nonempty, r):
                new = list(heaps)
                for i in chosen:
                    new[i] = 0
                moves.append(Move(_removal(chosen, heaps), (p - 1,) + tuple(new)))
        return moves

    def potential(self, k: int) -> tuple[int, ...]:
        # a removal turn lowers p by 1 and never adds counters; a Nim move removes counters
        return (1,) * k

    def default_bound(self, k: int) -> int:
        return {1: 200, 2: 30, 3: 12, 4: 7, 5: 4}.get(k - 1, 3)

    def domain(self, bound: Any, k: int | None = None):
        """Every ``(p, x1..xk)`` with ``p`` in ``0..2`` and each heap ``0..bound``
        (closed: ``p`` and the heaps never grow). ``bound`` may list per-heap bounds
        (``k`` entries, or ``k + 1`` with the first bounding ``p``).

        Raises:
            UsageError: on bad bounds or an unknown heap count.
            ResourceLimitError: when the domain would not fit in memory.
        """
        k = self.arity if k is None else k
        if isinstance(bound, (list, tuple)):
            vals = list(bound)
            if k is None:
                k = len(vals) + 1
            if len(vals) == k:
                pmax, hb = min(2, vals[0]), vals[1:]
            elif len(vals) == k - 1:
                pmax, hb = 2, vals
            else:
                raise UsageError(f"bound {vals} has {len(vals)} entries; ruleset {self.spec()} has {k - 1} heap(s)")
        else:
            if k is None:
                raise UsageError(f"ruleset {self.spec()} needs a heap count for a domain (e.g. heaps=3)")
            pmax, hb = 2, [bound] * (k - 1)
        for b in list(hb) + [pmax]:
            if isinstance(b, bool) or not isinstance(b, int) or b < 0:
                raise UsageError(f"bound {b!r} is not allowed; bounds are non-negative integers")
        if k < 2:
            raise UsageError(f"ruleset {self.spec()} needs at least one heap")
        size = (pmax + 1) * math.prod(b + 1 for b in hb)
        limit = max_positions_in_memory()
        if size > limit:
            raise ResourceLimitError(f"{size:,} new-nim positions exceed the limit of {limit:,}; lower the bound")
        ranges = [range(pmax + 1)] + [range(b + 1) for b in hb]
        if len(set(hb)) == 1:
            heaps_text = f"each heap <= {hb[0]}"
        else:
            heaps_text = ", ".join(f"x{i + 1} <= {b}" for i, b in enumerate(hb))
        return PositionsDomain(itertools.product(*ranges), label=f"every (p, x1..x{k - 1}) with p <= {pmax} and {heaps_text}")

    # -- the contest question ------------------------------------------------------------


def _removal(chosen: Sequence[int], heaps: Sequence[int]) -> str:
    nums = [str(i + 1) for i in chosen]
    counters = sum(heaps[i] for i in chosen)
    word = "counter" if counters == 1 else "counters"
    if len(nums) == 1:
        return f"remove heap {nums[0]} ({counters} {word})"
    listed = ", ".join(nums[:-1]) + " and " + nums[-1]
    return f"remove heaps {listed} ({counters} {word})"
