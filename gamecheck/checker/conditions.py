"""The local certificate conditions of P-position rules and Grundy formulas, on a chunk of positions.

A set R of positions of a finite acyclic game is exactly its set of P-positions iff

1. every terminal position is in R (misère play: no terminal position is in R),
2. no move leads from a position in R to a position in R, and
3. every position outside R that is not terminal has a move into R

(Berlekamp, Conway & Guy, *Winning Ways*, ch. 2; Siegel 2013, Thm. I.1.8). A function G is
the Grundy function iff G is never negative, no option of a position has the same value, and
every smaller value is the value of some option (the mex rule: Sprague 1935, Grundy 1939).

Each condition at a position depends only on the claimed value there and at its options, so
it can be checked on any *chunk* of positions: the claimed values at the chunk's positions,
then the options in batches (``src``: indices into the chunk of the positions that have the
move; the claimed value at each option). The serial checker (:mod:`gamecheck.checker.serial`)
checks the whole domain as one chunk with the batches of :func:`gamecheck.engine.graph.edge_chunks`;
the chunked, parallel and Dask checker (:mod:`gamecheck.checker.parallel`) checks ranges of ranks
with the options of each move vector. Both name the smallest violation the same way: least
potential, then least index (:func:`smallest`), and the first condition that fails there
(:func:`first_condition`).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from gamecheck.errors import ResourceLimitError

__all__ = [
    "P_CONDITIONS", "G_CONDITIONS", "GRUNDY_MASK_LIMIT", "PositionConditions", "GrundyConditions",
    "mex_values_missing", "check_mask_size", "potential_of", "smallest", "first_condition",
]

#: the conditions of a P-position rule, in the order a witness names them
P_CONDITIONS = ("terminal position", "move from P to P", "no move to P")
#: the conditions of a Grundy formula, in the order a witness names them
G_CONDITIONS = ("negative value", "option with the same value", "missing smaller value")
#: the Grundy check keeps bit masks (one bit per value below the largest claimed value, per
#: position) of at most this many bytes over the whole domain
GRUNDY_MASK_LIMIT = 1 << 30


class PositionConditions:
    """The three certificate conditions of a claimed set R of P-positions, on one chunk.

    Args:
        R: bool, shape ``(n,)``: whether the rule calls each position of the chunk a P-position.
        misere: misère play (condition 1 becomes "no terminal position is in R").

    Feed every option of the chunk's positions with :meth:`add_options`, then read
    :meth:`violations`.
    """

    names = P_CONDITIONS

    def __init__(self, R: np.ndarray, misere: bool):
        n = R.shape[0]
        self.R, self.misere = R, misere
        self.has_option = np.zeros(n, dtype=bool)
        self.into = np.zeros(n, dtype=bool)
        self.p_to_p = np.zeros(n, dtype=bool)

    def add_options(self, src: np.ndarray, r_option: np.ndarray) -> None:
        """A batch of moves: position ``src[j]`` (an index into the chunk) has an option where
        the rule gives ``r_option[j]`` (bool)."""
        self.has_option[src] = True
        self.into[src[r_option]] = True
        self.p_to_p[src[r_option & self.R[src]]] = True

    def violations(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Where each condition fails, in the order of :data:`P_CONDITIONS`: a terminal
        position outside R (misère play: in R), a position of R with an option in R, a
        non-terminal position outside R without an option in R (bool arrays, shape ``(n,)``)."""
        R = self.R
        terminal = ~self.has_option
        c1 = terminal & (R if self.misere else ~R)
        c3 = ~R & ~terminal & ~self.into
        return c1, self.p_to_p, c3


def check_mask_size(gmax: int, size: int) -> None:
    """Refuse a Grundy check whose bit masks would pass :data:`GRUNDY_MASK_LIMIT`.

    Args:
        gmax: the largest claimed value (negative values count as 0).
        size: the number of positions of the whole domain.

    Raises:
        ResourceLimitError: naming the largest value and the domain size.
    """
    words = gmax // 64 + 1
    if words * size * 8 > GRUNDY_MASK_LIMIT:
        raise ResourceLimitError(
            f"Grundy values up to {gmax} over {size:,} positions need more than 1 GiB of bit masks; lower the bound"
        )


class GrundyConditions:
    """The mex conditions of a claimed Grundy function G, on one chunk.

    Args:
        G: int64, shape ``(n,)``: the claimed value at each position of the chunk.

    Attributes:
        gmax: the largest claimed value (negative values count as 0), which sizes the bit masks:
            call :func:`check_mask_size` with it before feeding options.

    Feed every option with :meth:`add_options`, then read :meth:`violations`.
    """

    names = G_CONDITIONS

    def __init__(self, G: np.ndarray):
        n = G.shape[0]
        self.negative = G < 0
        self.values = np.where(self.negative, 0, G)
        self.gmax = int(self.values.max()) if n else 0
        self.words = self.gmax // 64 + 1
        self._masks: np.ndarray | None = None
        self.same = np.zeros(n, dtype=bool)

    @property
    def masks(self) -> np.ndarray:
        """uint64, shape ``(words, n)``: bit ``u % 64`` of word ``u // 64`` is set at a position
        with an option of smaller claimed value ``u`` (allocated on first use)."""
        if self._masks is None:
            self._masks = np.zeros((self.words, self.values.shape[0]), dtype=np.uint64)
        return self._masks

    def add_options(self, src: np.ndarray, g_option: np.ndarray, distinct: bool = True) -> None:
        """A batch of moves: position ``src[j]`` (an index into the chunk) has an option of
        claimed value ``g_option[j]``.

        Args:
            distinct: the entries of ``src`` are distinct (a batch of one move vector), so the
                masks are updated by plain indexing; otherwise by ``np.bitwise_or.at``.
        """
        one = np.uint64(1)
        masks = self.masks
        gd = np.where(g_option < 0, 0, g_option)
        gs = self.values[src]
        self.same[src[gs == gd]] = True
        for wd in range(self.words):
            v = gd - 64 * wd
            sel = (v >= 0) & (v < 64) & (gd < gs)
            if not sel.any():
                continue
            bits = np.left_shift(one, v[sel].astype(np.uint64))
            if distinct:
                masks[wd, src[sel]] |= bits
            else:
                np.bitwise_or.at(masks[wd], src[sel], bits)

    def violations(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Where each condition fails, in the order of :data:`G_CONDITIONS`: a negative value,
        an option with the same value, a smaller value no option has (bool arrays, shape ``(n,)``)."""
        return self.negative, self.same, mex_values_missing(self.masks, self.values)


def mex_values_missing(masks: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Where the second mex condition fails: position ``i`` with claimed value
    ``values[i] = v`` lacks an option of some value ``u < v``.

    Args:
        masks: uint64, shape ``(words, n)``; bit ``u`` of word ``u // 64`` at column
            ``i`` is set when some option of ``i`` has claimed value ``u``.
        values: int64, shape ``(n,)``, the claimed values clipped to ``>= 0``.

    Returns:
        bool, shape ``(n,)``.
    """
    one = np.uint64(1)
    missing = np.zeros(values.shape[0], dtype=bool)
    for wd in range(masks.shape[0]):
        cnt = np.clip(values - 64 * wd, 0, 64).astype(np.uint64)
        need = np.where(cnt == 64, np.uint64(0xFFFFFFFFFFFFFFFF), np.left_shift(one, np.minimum(cnt, 63)) - one)
        missing |= (masks[wd] & need) != need
    return missing


def potential_of(weights: Sequence[int], cols: Sequence[np.ndarray]) -> np.ndarray:
    """The potential ``sum(w_i * x_i)`` of each position given by the columns ``cols`` (every
    option of a position has a smaller potential: :meth:`gamecheck.games.base.Ruleset.potential`)."""
    return sum(w * c for w, c in zip(weights, cols))  # type: ignore[return-value]


def smallest(mask: np.ndarray, order: np.ndarray | None) -> int | None:
    """The smallest position where ``mask`` is true -- least ``order`` (the potential), then
    least index -- or ``None`` when there is none. Without an order: the least index.

    Every option of a position has a smaller potential, so the smallest position that breaks a
    local condition is also the smallest position where the claim is false.
    """
    idx = np.flatnonzero(mask)
    if idx.size == 0:
        return None
    if order is None:
        return int(idx[0])
    return int(idx[np.argmin(order[idx])])


def first_condition(names: Sequence[str], violations: Sequence[np.ndarray], x: int) -> str:
    """The name of the first condition that fails at position ``x`` (the one a witness names)."""
    return next(name for name, c in zip(names, violations) if c[x])
