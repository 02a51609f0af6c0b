"""Take-half: remove at most half of a heap (rounded up)."""

from __future__ import annotations

from typing import Any

from gamecheck.games.base import check_count, smt_single_part_move
from gamecheck.games.heap import Heaps, HeapRules, check_heap_size, leave
from gamecheck.lang.smt import add, eq, le, lt, mul, sub

__all__ = ["TakeHalf"]


class TakeHalf(HeapRules):
    """The take-half game: remove ``t`` counters, ``1 <= t <= ceil(s / 2)``.

    A position is one heap size ``s`` (or several heaps, played as a disjunctive
    sum: a move is made in one heap). A move from a heap of ``s`` takes
    ``t`` counters with ``1 <= t <= ceil(s / 2)``, so it leaves between
    ``floor(s / 2)`` and ``s - 1``. The last player to move wins.

    Theory: the moves are not a fixed subtraction set, so the Grundy sequence is
    computed by retrograde analysis; by the mex rule it begins
    ``0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0`` for ``s = 0..14``, which
    follows ``g(2m + 1) = m + 1`` and ``g(2m) = g(m - 1)`` (a "take-a-fraction"
    game in the sense of Levine 2006, "Fractal sequences and restricted Nim";
    the P-positions are ``0, 2, 6, 14, ... = 2^j - 2``). Nothing here relies on
    these formulas: labels come from the game graph.

    Args:
        heaps: heap count (default: from the position; one heap for rule claims).

    Raises:
        UsageError: if ``heaps`` is not a positive int.
    """

    name = "take-half"
    summary = "take-half: remove 1..ceil(s/2) counters from a heap of s"
    aliases = ("half", "ceil-half")
    explore_names = ("take-half", *aliases)
    param_help = {"heaps": "number of heaps (default: from the position; 1 for rule claims)"}
    default_arity = 1
    kind = "take-half"
    options_grow_with_heap = True
    checks_candidates = True

    def __init__(self, heaps: int | None = None):
        self.arity = check_count(self.name, "heaps", heaps)

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.arity is None else {"heaps": self.arity}

    @property
    def title(self) -> str:
        return "take 1..ceil(s/2)"

    def explore_args(self) -> list[str]:
        return ["take-half"]

    def _heap_options(self, n: int) -> list[Heaps]:
        return [leave(n - t) for t in range(1, (n + 1) // 2 + 1)]

    def iter_heap_options(self, n: int):
        n = check_heap_size(n)
        return (leave(n - t) for t in range(1, (n + 1) // 2 + 1))

    def smt_options(self, xs, ys):
        # take t with 1 <= t <= ceil(x/2), i.e. 2t <= x + 1
        return smt_single_part_move(
            xs, ys, lambda x, y: _and(le(0, y), lt(y, x), le(mul(2, sub(x, y)), add(x, 1)))
        )

    def smt_terminal(self, xs):
        import z3

        return z3.And([eq(x, 0) for x in xs])

    def potential(self, k: int) -> tuple[int, ...]:
        return (1,) * k

    def default_bound(self, k: int) -> int:
        return {1: 500, 2: 60, 3: 16}.get(k, 8)


def _and(*conds):
    import z3

    return z3.And(*conds)
