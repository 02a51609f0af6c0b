"""Fibonacci Nim: take at most twice what the opponent just took (Whinihan 1963)."""

from __future__ import annotations

from typing import Any, Sequence

from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games.base import Move, Ruleset
from gamecheck.position import Position
from gamecheck.lang.smt import eq, in_range, ite, le, lt, mul, sub
from gamecheck.domain import PositionsDomain, max_positions_in_memory

__all__ = ["FibonacciNim"]


class FibonacciNim(Ruleset):
    """Fibonacci Nim on one heap.

    A position is ``(n, c)``: ``n`` counters are left and the player to move may
    take at most ``c`` of them. A move takes ``t`` counters, ``1 <= t <= min(c, n)``,
    and leads to ``(n - t, min(2t, n - t))``: the next player may take at most twice
    what was just taken. The first move of a heap of ``N`` may take anything but the
    whole heap, so the start position is ``(N, N - 1)`` (see :meth:`canonical`; a
    single number typed by the user means that start). The last player to move wins.

    Theory (Whinihan 1963, "Fibonacci Nim", Fibonacci Quarterly 1(4); Zeckendorf
    1972): the start ``(N, N - 1)`` is a P-position exactly when ``N`` is a
    Fibonacci number. Otherwise a winning move takes the smallest term of the
    Zeckendorf representation of ``N`` (its sum of non-consecutive Fibonacci
    numbers); in general ``(n, c)`` is an N-position exactly when the smallest
    Zeckendorf term of ``n`` is at most ``c``.

    The parts are named ``n`` and ``c`` in rules (``x1`` and ``x2`` also work).
    """

    name = "fibonacci-nim"
    summary = "Fibonacci Nim: take 1..2x the previous take, not the whole heap first (Whinihan 1963)"
    aliases = ("fibonacci", "fib-nim")
    param_help: dict[str, str] = {}
    arity = 2
    default_arity = 2

    # -- positions -------------------------------------------------------------------
    def canonical(self, position: tuple[int, ...]) -> tuple[int, ...]:
        """``(N,)`` -> the start ``(N, N - 1)`` (``(0, 0)`` for ``N = 0``); pairs unchanged."""
        pos = tuple(position)
        if len(pos) != 1:
            return pos
        n = pos[0]
        if isinstance(n, int) and not isinstance(n, bool) and n >= 1:
            return (n, n - 1)
        return (n, 0)

    def part_names(self, k: int | None = None) -> tuple[str, ...]:
        return ("n", "c")

    def part_label(self, i: int) -> str:
        return ("the heap", "the take limit")[i] if i < 2 else super().part_label(i)

    def variable_names(self, k: int | None = None) -> tuple[str, ...]:
        names = list(super().variable_names(k)) + ["x1", "x2"]
        return tuple(dict.fromkeys(names))

    # -- moves -----------------------------------------------------------------------
    def options(self, position: Position) -> list[Move]:
        n, c = position
        moves = []
        for t in range(1, min(c, n) + 1):
            rest = n - t
            moves.append(Move(f"take {t}", (rest, min(2 * t, rest))))
        return moves

    def potential(self, k: int) -> tuple[int, ...]:
        return (1, 0)

    def smt_options(self, xs, ys):
        import z3

        n, c = xs
        yn, yc = ys
        t = sub(n, yn)
        rest = yn
        cap = ite(le(mul(2, t), rest), mul(2, t), rest)
        return z3.And(lt(0, t), le(t, c), le(0, yn), eq(yc, cap))

    def smt_terminal(self, xs):
        import z3

        n, c = xs
        return z3.Or(eq(n, 0), eq(c, 0))

    def smt_domain(self, xs, bits):
        """Every (n, c) with c <= n < 2^bits (closed under moves)."""
        import z3

        n, c = xs
        return z3.And(in_range(n, 0, 2**bits - 1), in_range(c, 0, 2**bits - 1), le(c, n)), (
            f"every Fibonacci Nim position (n, c) with c <= n < 2^{bits}"
        )

    def default_bound(self, k: int) -> int:
        return 100

    def domain(self, bound: Any, k: int | None = None):
        """Every ``(n, c)`` with ``0 <= c <= n <= bound`` (closed: an option
        ``(n - t, min(2t, n - t))`` has ``c' <= n' < n``).

        Raises:
            UsageError: on a bad bound or a part count other than 2.
        """
        if k is not None and k != 2:
            raise UsageError(f"ruleset {self.spec()} takes positions of 2 parts (n, c), got {k}")
        b = _one_bound(self, bound)
        size = (b + 1) * (b + 2) // 2
        limit = max_positions_in_memory()
        if size > limit:
            raise ResourceLimitError(f"{size:,} positions (n, c) with c <= n <= {b} exceed the limit of {limit:,}; lower the bound")
        return PositionsDomain(
            ((n, c) for n in range(b + 1) for c in range(n + 1)),
            label=f"every (n, c) with c <= n <= {b}",
        )


def _one_bound(rs: Ruleset, bound: Any) -> int:
    """The bound on ``n``: an int, or a list whose first entry bounds ``n`` (``c <= n`` anyway)."""
    if isinstance(bound, (list, tuple)):
        vals: Sequence[Any] = bound
        if len(vals) not in (1, 2):
            raise UsageError(f"bound {list(vals)} has {len(vals)} entries; ruleset {rs.spec()} has 2 parts (n, c)")
        b = vals[0]
    else:
        b = bound
    if isinstance(b, bool) or not isinstance(b, int) or b < 0:
        raise UsageError(f"bound {b!r} is not allowed; bounds are non-negative integers")
    return b
