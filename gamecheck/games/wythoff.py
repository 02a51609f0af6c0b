"""Wythoff's game: take from one heap, or the same number from both (Wythoff 1907)."""

from __future__ import annotations

from typing import Sequence

from gamecheck.errors import UsageError
from gamecheck.games.base import Move, Ruleset, Translation, guard_translations
from gamecheck.position import Position
from gamecheck.lang.smt import eq, le, lt, sub

__all__ = ["Wythoff"]


class Wythoff(Ruleset):
    """Wythoff's game on two heaps.

    A position is a pair of heap sizes ``(x1, x2)``. A move takes ``t >= 1``
    counters from one heap, or the same ``t >= 1`` from both heaps. The last player
    to move wins (normal play).

    Theory (Wythoff 1907, "A modification of the game of Nim", Nieuw Archief voor
    Wiskunde 7): the P-positions are exactly the pairs ``(a_k, a_k + k)`` and their
    swaps, ``k = 0, 1, 2, ...``, with ``a_k = floor(k * phi)``, ``phi = (1 + sqrt 5) / 2``
    (the lower Wythoff sequence, OEIS A000201; ``a_k + k = floor(k * phi^2)``).

    The moves are translations by ``-t e1``, ``-t e2`` and ``-t (e1 + e2)``, so the
    array engine handles a box domain with numpy operations per move vector.
    """

    name = "wythoff"
    summary = "Wythoff's game: take from one heap or the same number from both (Wythoff 1907)"
    aliases = ("wythoff-game",)
    param_help: dict[str, str] = {}
    arity = 2
    default_arity = 2

    def options(self, position: Position) -> list[Move]:
        x1, x2 = position
        moves = [Move(f"take {t} from heap 1", (x1 - t, x2)) for t in range(1, x1 + 1)]
        moves += [Move(f"take {t} from heap 2", (x1, x2 - t)) for t in range(1, x2 + 1)]
        moves += [Move(f"take {t} from both heaps", (x1 - t, x2 - t)) for t in range(1, min(x1, x2) + 1)]
        return moves

    def translation_count(self, bounds: list[int]) -> int | None:
        """Takes from either heap, and equal takes from both: ``b1 + b2 + min(b1, b2)``."""
        return bounds[0] + bounds[1] + min(bounds) if len(bounds) == 2 else None

    def translations(self, bounds: Sequence[int]) -> list[Translation]:
        if len(bounds) != 2:
            raise UsageError(f"ruleset wythoff has 2 parts, got {len(bounds)} bounds")
        b1, b2 = guard_translations(self, bounds, self.translation_count)
        out = [Translation((-t, 0), _describer(f"take {t} from heap 1")) for t in range(1, b1 + 1)]
        out += [Translation((0, -t), _describer(f"take {t} from heap 2")) for t in range(1, b2 + 1)]
        out += [Translation((-t, -t), _describer(f"take {t} from both heaps")) for t in range(1, min(b1, b2) + 1)]
        return out

    def potential(self, k: int) -> tuple[int, ...]:
        return (1, 1)

    def reachable_box(self, position: Position) -> tuple[int, ...] | None:
        # (y1, y2) below (x1, x2): take x1 - y1 from heap 1, then x2 - y2 from heap 2
        return tuple(position) if len(position) == 2 else None

    def smt_options(self, xs, ys):
        import z3

        x1, x2 = xs
        y1, y2 = ys
        one = z3.Or(z3.And(le(0, y1), lt(y1, x1), eq(y2, x2)), z3.And(le(0, y2), lt(y2, x2), eq(y1, x1)))
        both = z3.And(le(0, y1), le(0, y2), lt(y1, x1), eq(sub(x1, y1), sub(x2, y2)))
        return z3.Or(one, both)

    def smt_terminal(self, xs):
        import z3

        return z3.And([eq(x, 0) for x in xs])

    def default_bound(self, k: int) -> int:
        return 80


def _describer(text: str):
    return lambda pos: text
