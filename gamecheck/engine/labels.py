"""Retrograde analysis (backward induction) of a finite game graph.

A game graph is given in CSR form over the nodes ``0 .. n-1``:

* ``offsets`` -- integer array of length ``n + 1`` with ``offsets[0] == 0``,
  non-decreasing;
* ``targets`` -- integer array of length ``offsets[n]`` with values in
  ``[0, n)``.

The options (moves) of node ``i`` are ``targets[offsets[i]:offsets[i+1]]``.
Duplicate targets (two moves to the same option) and self-loops are allowed,
and the graph may contain cycles.  A node without options is a terminal
position.

LabelArrays computed here (all by iterative passes with counters of unresolved
options and a FIFO queue; there is no recursion, so arbitrarily long paths are
fine):

* **Outcome** under normal play (the player who cannot move loses) and under
  misère play (the player who makes the last move loses): ``P`` (the previous
  player wins, i.e. the player to move loses), ``N`` (the next player, the one
  to move, wins) or ``D`` (draw: neither player can force a win, possible only
  in graphs with cycles).  This is backward induction (Zermelo 1913), extended
  to loopy games as in C. A. B. Smith, "Graphs and composite games",
  J. Combin. Theory 1 (1966), and Berlekamp, Conway & Guy, *Winning Ways for
  your Mathematical Plays*, 2nd ed. (2001), vol. 2.
* **Remoteness** (Smith 1966; *Winning Ways* ch. 9): the number of moves the
  game lasts when the winner plays to win as fast as possible and the loser to
  lose as slowly as possible.  A terminal position has remoteness 0; a
  non-terminal N-position has ``1 + min`` remoteness over its P-options; a
  non-terminal P-position has ``1 + max`` remoteness over its options (all N).
  Draws get ``-1``.
* **Grundy value** (nim-value; Sprague 1935, Grundy 1939):
  ``g(x) = mex{ g(y) : y an option of x }``, defined for every node that cannot
  reach a cycle; ``-1`` for the others.

The FIFO retrograde processes nodes in non-decreasing order of remoteness
(it is a breadth-first search on the reversed graph seeded with all terminal
positions), so the first P-option that makes a node N realises the minimum
and the last N-option that makes a node P realises the maximum.

Each pass costs ``O(n + e)``.  The reverse CSR (predecessor lists) is built
with numpy; the passes themselves run in plain Python over lists.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Iterable

import numpy as np

from gamecheck.errors import UsageError

__all__ = [
    "OUTCOME_P",
    "OUTCOME_N",
    "OUTCOME_D",
    "OUTCOME_LETTERS",
    "LabelArrays",
    "retrograde",
    "outcomes",
    "grundy_values",
    "predecessors",
    "mex",
]

OUTCOME_P, OUTCOME_N, OUTCOME_D = 0, 1, 2
OUTCOME_LETTERS = "PND"  # OUTCOME_LETTERS[code] -> 'P' / 'N' / 'D'


@dataclass(frozen=True)
class LabelArrays:
    """All labels of a game graph with ``n`` nodes.

    Attributes:
        outcome: int8, shape ``(n,)`` -- normal-play outcome code
            (:data:`OUTCOME_P`, :data:`OUTCOME_N` or :data:`OUTCOME_D`).
        remoteness: int64, shape ``(n,)`` -- normal-play remoteness, ``-1`` for
            draws.
        misere: int8, shape ``(n,)`` -- misère-play outcome code.
        misere_remoteness: int64, shape ``(n,)`` -- misère remoteness, ``-1``
            for draws.
        grundy: int64, shape ``(n,)`` -- Grundy value, ``-1`` where undefined
            (the node lies on a cycle or can reach one).
    """

    outcome: np.ndarray
    remoteness: np.ndarray
    misere: np.ndarray
    misere_remoteness: np.ndarray
    grundy: np.ndarray

    def __len__(self) -> int:
        return int(self.outcome.shape[0])

    def codes(self, misere: bool = False) -> np.ndarray:
        """The outcome codes of every node in misère play (the player who makes the last move
        loses) or normal play: the one place the play picks the labels."""
        return self.misere if misere else self.outcome

    def outcome_letter(self, i: int, misere: bool = False) -> str:
        """Return ``'P'``, ``'N'`` or ``'D'`` for node ``i`` (misère if asked)."""
        return OUTCOME_LETTERS[int(self.codes(misere)[i])]


# ---------------------------------------------------------------------------
# Input validation and reverse CSR


def _as_index_array(a, name: str) -> np.ndarray:
    arr = np.asarray(a)
    if arr.ndim != 1:
        raise UsageError(f"{name} must be a one-dimensional array, got shape {arr.shape}")
    if arr.size == 0:
        return arr.astype(np.int64)
    if arr.dtype.kind not in "iu":
        raise UsageError(f"{name} must hold integers, got dtype {arr.dtype}")
    return arr.astype(np.int64, copy=False)


def _check_csr(offsets, targets, what: str = "") -> tuple[np.ndarray, np.ndarray, int]:
    """Validate a CSR pair; return (offsets, targets, n) as int64 arrays."""
    oname = f"{what}offsets"
    tname = f"{what}targets"
    off = _as_index_array(offsets, oname)
    tgt = _as_index_array(targets, tname)
    if off.shape[0] < 1:
        raise UsageError(f"{oname} must have length n+1 >= 1, got an empty array")
    n = off.shape[0] - 1
    if off[0] != 0:
        raise UsageError(f"{oname}[0] must be 0, got {int(off[0])}")
    if n > 0:
        d = np.diff(off)
        if d.size and d.min() < 0:
            bad = int(np.argmax(d < 0))
            raise UsageError(
                f"{oname} must be non-decreasing, but {oname}[{bad + 1}]={int(off[bad + 1])} "
                f"< {oname}[{bad}]={int(off[bad])}"
            )
    if tgt.shape[0] != off[-1]:
        raise UsageError(
            f"{tname} has length {tgt.shape[0]} but {oname}[-1] is {int(off[-1])}; they must agree"
        )
    if tgt.size:
        lo, hi = int(tgt.min()), int(tgt.max())
        if lo < 0 or hi >= n:
            bad = lo if lo < 0 else hi
            raise UsageError(f"{tname} holds node {bad}, outside the range 0..{n - 1}")
    return off, tgt, n


def predecessors(offsets, targets) -> tuple[np.ndarray, np.ndarray]:
    """Reverse CSR of a game graph.

    Args:
        offsets: int array, shape ``(n+1,)``.
        targets: int array, shape ``(e,)``, with ``e = offsets[n]``.

    Returns:
        ``(pred_offsets, sources)``: int64 arrays of shapes ``(n+1,)`` and
        ``(e,)``.  The nodes having a move to ``j`` are
        ``sources[pred_offsets[j]:pred_offsets[j+1]]`` (one entry per move, so
        duplicate moves give duplicate entries; sources are in increasing
        order).

    Raises:
        UsageError: the CSR arrays are malformed.
    """
    off, tgt, n = _check_csr(offsets, targets)
    return _predecessors(off, tgt, n)


def _predecessors(off: np.ndarray, tgt: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    src = np.repeat(np.arange(n, dtype=np.int64), np.diff(off))
    order = np.argsort(tgt, kind="stable")
    sources = src[order]
    counts = np.bincount(tgt, minlength=n) if tgt.size else np.zeros(n, dtype=np.int64)
    poff = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(counts, out=poff[1:])
    return poff, sources


def _resolve_predecessors(off, tgt, n, preds) -> tuple[np.ndarray, np.ndarray]:
    if preds is None:
        return _predecessors(off, tgt, n)
    try:
        poff, psrc = preds
    except (TypeError, ValueError):
        raise UsageError("predecessors must be a pair (pred_offsets, sources)") from None
    poff, psrc, pn = _check_csr(poff, psrc, what="predecessor ")
    if pn != n or psrc.shape[0] != tgt.shape[0]:
        raise UsageError(
            f"predecessors describe {pn} nodes / {psrc.shape[0]} moves, "
            f"but the graph has {n} nodes / {tgt.shape[0]} moves"
        )
    return poff, psrc


# ---------------------------------------------------------------------------
# mex


def mex(values: Iterable[int]) -> int:
    """Minimum excludant: the least non-negative integer not in ``values``.

    ``mex(())`` is 0.  (Sprague 1935; Grundy 1939.)
    """
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


# ---------------------------------------------------------------------------
# Passes


def _outcome_pass(
    off: np.ndarray, poff: np.ndarray, psrc: np.ndarray, n: int, misere: bool
) -> tuple[np.ndarray, np.ndarray]:
    """FIFO retrograde pass; returns (codes int8, remoteness int64)."""
    P, N, D = OUTCOME_P, OUTCOME_N, OUTCOME_D
    deg = np.diff(off)
    terminal = deg == 0
    count = deg.tolist()  # unresolved options per node (with multiplicity)
    pl = poff.tolist()
    ps = psrc.tolist()
    out = np.where(terminal, N if misere else P, D).tolist()
    rem = np.where(terminal, 0, -1).tolist()
    queue = deque(np.flatnonzero(terminal).tolist())
    popleft = queue.popleft
    push = queue.append
    while queue:
        y = popleft()
        r = rem[y] + 1
        if out[y] == P:
            # every unresolved predecessor becomes N; first one wins = min remoteness
            for x in ps[pl[y]:pl[y + 1]]:
                if out[x] == D:
                    out[x] = N
                    rem[x] = r
                    push(x)
        else:
            # y is N: one fewer unresolved option; when none left, x is P (last = max)
            for x in ps[pl[y]:pl[y + 1]]:
                if out[x] == D:
                    c = count[x] - 1
                    count[x] = c
                    if c == 0:
                        out[x] = P
                        rem[x] = r
                        push(x)
    return np.array(out, dtype=np.int8), np.array(rem, dtype=np.int64)


def _grundy_pass(
    off: np.ndarray, tgt: np.ndarray, poff: np.ndarray, psrc: np.ndarray, n: int
) -> np.ndarray:
    """Counter-based reverse topological pass; -1 on nodes reaching a cycle."""
    deg = np.diff(off)
    terminal = deg == 0
    count = deg.tolist()
    ol = off.tolist()
    tl = tgt.tolist()
    pl = poff.tolist()
    ps = psrc.tolist()
    g = np.where(terminal, 0, -1).tolist()
    gget = g.__getitem__
    queue = deque(np.flatnonzero(terminal).tolist())
    popleft = queue.popleft
    push = queue.append
    while queue:
        y = popleft()
        for x in ps[pl[y]:pl[y + 1]]:
            c = count[x] - 1
            count[x] = c
            if c == 0:
                a = ol[x]
                b = ol[x + 1]
                if b - a == 1:
                    g[x] = 1 if g[tl[a]] == 0 else 0
                else:
                    seen = set(map(gget, tl[a:b]))
                    m = 0
                    while m in seen:
                        m += 1
                    g[x] = m
                push(x)
    return np.array(g, dtype=np.int64)


# ---------------------------------------------------------------------------
# Public entry points


def outcomes(
    offsets, targets, *, misere: bool = False, predecessors=None
) -> tuple[np.ndarray, np.ndarray]:
    """Outcome classes and remoteness of every node (Zermelo 1913; Smith 1966).

    Args:
        offsets: int array, shape ``(n+1,)`` (CSR row offsets).
        targets: int array, shape ``(e,)`` (CSR option lists).
        misere: use misère play (the player who makes the last move loses)
            instead of normal play.
        predecessors: optional precomputed reverse CSR ``(pred_offsets,
            sources)`` as returned by :func:`predecessors`.

    Returns:
        ``(codes, remoteness)``: int8 array of shape ``(n,)`` with outcome codes
        (:data:`OUTCOME_P`, :data:`OUTCOME_N`, :data:`OUTCOME_D`) and int64
        array of shape ``(n,)`` with the remoteness (``-1`` for draws).

    Raises:
        UsageError: the CSR arrays are malformed.
    """
    off, tgt, n = _check_csr(offsets, targets)
    poff, psrc = _resolve_predecessors(off, tgt, n, predecessors)
    return _outcome_pass(off, poff, psrc, n, bool(misere))


def grundy_values(offsets, targets, *, predecessors=None) -> np.ndarray:
    """Grundy values ``g(x) = mex{g(y)}`` (Sprague 1935; Grundy 1939).

    Args:
        offsets: int array, shape ``(n+1,)`` (CSR row offsets).
        targets: int array, shape ``(e,)`` (CSR option lists).
        predecessors: optional precomputed reverse CSR, see :func:`predecessors`.

    Returns:
        int64 array of shape ``(n,)``: the Grundy value of each node that cannot
        reach a cycle, ``-1`` for every node that lies on or can reach a cycle.

    Raises:
        UsageError: the CSR arrays are malformed.
    """
    off, tgt, n = _check_csr(offsets, targets)
    poff, psrc = _resolve_predecessors(off, tgt, n, predecessors)
    return _grundy_pass(off, tgt, poff, psrc, n)


def retrograde(offsets, targets) -> LabelArrays:
    """Label every node of a game graph by retrograde analysis.

    Backward induction (Zermelo 1913) with draws and remoteness for loopy
    games (Smith 1966, "Graphs and composite games"; Berlekamp, Conway & Guy,
    *Winning Ways*, 2001, ch. 9 and ch. 12), plus Sprague–Grundy values
    (Sprague 1935; Grundy 1939).

    Args:
        offsets: int array, shape ``(n+1,)``, ``offsets[0] == 0``,
            non-decreasing.
        targets: int array, shape ``(offsets[n],)``, values in ``[0, n)``.

    Returns:
        :class:`LabelArrays` with normal and misère outcomes and remoteness and the
        Grundy values, each an array of shape ``(n,)``.

    Raises:
        UsageError: the CSR arrays are malformed.
    """
    off, tgt, n = _check_csr(offsets, targets)
    poff, psrc = _predecessors(off, tgt, n)
    out, rem = _outcome_pass(off, poff, psrc, n, False)
    mout, mrem = _outcome_pass(off, poff, psrc, n, True)
    g = _grundy_pass(off, tgt, poff, psrc, n)
    return LabelArrays(
        outcome=out,
        remoteness=rem,
        misere=mout,
        misere_remoteness=mrem,
        grundy=g,
    )
