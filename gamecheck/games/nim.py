"""Nim: take any positive number of counters from one heap (Bouton 1901)."""

from __future__ import annotations

from typing import Any, Sequence

from gamecheck.games.base import (
    one_heap_copy,
    Move, Position, Ruleset, Translation, check_arity, check_count, guard_translations, smt_single_part_move,
)
from gamecheck.lang.smt import eq, le, lt

__all__ = ["Nim", "z3_and", "nim_columns"]


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
    is_heap_game = True
    nim_heaps = True

    def heap_component(self) -> "Ruleset | None":
        return one_heap_copy(self)

    def __init__(self, heaps: int | None = None):
        self.arity = check_count("nim", "heaps", heaps)

    def heap_grundy(self, n: int) -> int:
        """The Grundy value of a Nim heap of ``n``: ``n`` itself (its options are the heaps
        ``0 .. n-1``, whose mex is ``n``; Bouton 1901)."""
        return n

    def heap_has_move(self, n: int) -> bool:
        """A Nim heap has a move exactly when it is not empty."""
        return n > 0

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        """The options of one Nim heap of ``n``: every smaller heap, ``()`` for the empty one
        (the move that takes the whole heap), in increasing order of what is left."""
        return [(m,) if m else () for m in range(n)]

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

    def translation_count(self, bounds: list[int]) -> int | None:
        """One move vector per heap and per amount taken: the sum of the bounds."""
        return sum(bounds)

    def translations(self, bounds: Sequence[int]) -> list[Translation]:
        bounds = guard_translations(self, bounds, self.translation_count)
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

    def explain(self, position: Position, misere: bool) -> dict[str, Any]:
        """The binary columns of the nim-sum and Bouton's rule applied to ``position`` (1901):
        ``{"nim_columns": ..., "rule": text}`` (the columns are a normal-play figure)."""
        cols = nim_columns(position)
        if misere:
            big = sum(1 for h in position if h > 1)
            if big:
                rule = ("misère Nim (Bouton 1901): a heap has more than 1 counter, so the player to move loses "
                        f"exactly when the nim-sum is 0 (here {cols['nim_sum']}); a winning move makes it 0, "
                        "unless that would leave only heaps of size 0 and 1, where it leaves an odd number of 1s.")
            else:
                ones = sum(1 for h in position if h == 1)
                rule = ("misère Nim (Bouton 1901): every heap has at most 1 counter; the player to move loses "
                        f"exactly when the number of 1s is odd (here {ones}).")
        elif cols["nim_sum"]:
            rule = (f"odd columns (bit): {', '.join(map(str, cols['unbalanced']))}; "
                    "a winning move makes every column even.")
        else:
            rule = "every column has an even number of 1s: nim-sum 0."
        return {"nim_columns": cols, "rule": rule}

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


def nim_columns(position: Position) -> dict[str, Any]:
    """The binary column table that explains a Nim position's nim-sum (Bouton 1901).

    Returns:
        ``{"width", "rows": [(heap, value, bits)], "nim_sum", "nim_sum_bits",
        "column_sums": [count of 1s per column, most significant first],
        "unbalanced": [bit indexes with an odd column sum]}``.
    """
    s = 0
    for v in position:
        s ^= v
    width = max(1, max(position).bit_length() if position else 1)
    rows = [(i + 1, v, format(v, f"0{width}b")) for i, v in enumerate(position)]
    sums = [sum((v >> b) & 1 for v in position) for b in reversed(range(width))]
    return {
        "width": width,
        "rows": rows,
        "nim_sum": s,
        "nim_sum_bits": format(s, f"0{width}b"),
        "column_sums": sums,
        "unbalanced": [b for b in reversed(range(width)) if (s >> b) & 1],
    }
