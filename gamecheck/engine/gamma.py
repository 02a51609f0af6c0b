"""Smith's generalised Sprague–Grundy function (gamma-values) of a finite directed graph
that may have cycles, and the outcome of sums of tokens from it.

A gamma-value is a non-negative integer or infinity with the set ``K`` of the finite
values among the vertex's options, written ``∞(K)`` (C. A. B. Smith, "Graphs and composite
games", J. Combin. Theory 1 (1966) 51-81; A. S. Fraenkel and Y. Yesha, "The generalized
Sprague-Grundy function and its invariance under certain mappings", J. Combin. Theory A 43
(1986) 165-177).  With a counter function ``c`` on the finite values, ``gamma`` is the
unique function with:

A. if ``gamma(u)`` is finite, it is the mex of the finite values of ``u``'s options;
B. if ``gamma(u) = l`` is finite and ``v`` is an option of ``u`` with ``gamma(v) > l``
   (infinite counts as larger), some option ``w`` of ``v`` has ``gamma(w) = l`` and
   ``c(w) < c(u)``;
C. if ``gamma(u)`` is infinite, some option ``v`` of ``u`` with infinite ``gamma(v) = ∞(K)``
   has ``mex gamma(F(u))`` not in ``K``.

Outcomes under normal play: ``gamma = 0`` is a P-position, finite ``> 0`` an N-position,
``∞(K)`` an N-position when ``0 ∈ K`` and a draw (D) otherwise.  For a sum of tokens
(Smith 1966): all finite -- the nim-sum decides; exactly one ``∞(K)`` with nim-sum ``b``
of the others -- N when ``b ∈ K``, else D; two or more infinite -- D.

:func:`gamma_values` is the labelling algorithm of Fraenkel and Yesha (1986): for
``i = 0, 1, ...`` it labels ``i`` every unlabelled vertex with no option labelled ``i``
whose unlabelled or infinite options all have an option labelled ``i`` (the counter counts
these steps), then marks infinite every unlabelled vertex with no option labelled ``i``;
with a work queue each stage costs ``O(|V| + |E|)``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from gamecheck.domain import time_limit
from gamecheck.engine.analysis import PositionReport
from gamecheck.errors import GamecheckError, ResourceLimitError
from gamecheck.games.base import Move
from gamecheck.games.graphgame import GraphGame
from gamecheck.position import Position

__all__ = [
    "INFINITE", "GammaValues", "gamma_values", "sum_gamma", "outcome_of_gamma", "describe_gamma", "gamma_json",
    "graph_gamma", "solve_graph", "add_gamma", "MAX_LISTED",
]

#: the value stored for an infinite gamma-value
INFINITE = -1
_UNLABELLED = -2

#: a gamma-value: an int, or ``(INFINITE, K)`` with ``K`` the sorted finite option values
Gamma = Any


@dataclass(frozen=True)
class GammaValues:
    """The gamma-values of every vertex of a graph (build with :func:`gamma_values`).

    Attributes:
        values: int64 array of shape ``(n,)``: the finite value, or :data:`INFINITE`.
        counters: int64 array: Fraenkel and Yesha's counter ``c(u)`` for finite values
            (the order in which they were labelled), ``-1`` for infinite ones.
        successors: the options of each vertex (deduplicated), as given.
    """

    values: np.ndarray
    counters: np.ndarray
    successors: tuple[tuple[int, ...], ...]

    def is_finite(self, u: int) -> bool:
        """Whether ``gamma(u)`` is finite."""
        return int(self.values[u]) >= 0

    def finite_options(self, u: int) -> tuple[int, ...]:
        """``K``: the sorted set of finite gamma-values among ``u``'s options."""
        return tuple(sorted({int(self.values[v]) for v in self.successors[u] if self.values[v] >= 0}))

    def gamma(self, u: int) -> Gamma:
        """``gamma(u)``: an int, or ``(INFINITE, K)`` for ``∞(K)``."""
        g = int(self.values[u])
        return g if g >= 0 else (INFINITE, self.finite_options(u))

    def outcome(self, u: int) -> str:
        """Normal-play outcome of one token on ``u``: ``"P"``, ``"N"`` or ``"D"``."""
        return outcome_of_gamma(self.gamma(u))


def _stages(succ_off, succ_idx, pred_off, pred_idx, label, counter, has_i, bad, queue, state, work_cap):  # pragma: no cover - compiled
    """Fraenkel and Yesha's stages over CSR arrays (the body of :func:`gamma_values`, compiled
    by numba when it is installed): runs whole stages until the graph is labelled or about
    ``work_cap`` steps are done. ``state`` is ``[i, m, remaining]`` (the stage, the counter,
    the vertices left), updated in place; returns the steps done."""
    n = label.shape[0]
    work = 0
    while state[2] > 0 and work < work_cap:
        i = state[0]
        for u in range(n):
            has_i[u] = False
            if label[u] == -2:
                b = 0
                for k in range(succ_off[u], succ_off[u + 1]):
                    if label[succ_idx[k]] < 0:
                        b += 1
                bad[u] = b
                work += succ_off[u + 1] - succ_off[u]
            else:
                bad[u] = 0
        work += n
        head = 0
        tail = 0
        for u in range(n):
            if label[u] == -2 and bad[u] == 0:
                queue[tail] = u
                tail += 1
        while head < tail:
            u = queue[head]
            head += 1
            if label[u] != -2 or has_i[u] or bad[u] != 0:
                continue
            label[u] = i
            counter[u] = state[1]
            state[1] += 1
            state[2] -= 1
            for k in range(pred_off[u], pred_off[u + 1]):
                p = pred_idx[k]
                work += 1
                if label[p] == -2:
                    bad[p] -= 1  # u was open without an option labelled i; now it is closed
                if not has_i[p]:
                    has_i[p] = True  # p can no longer be labelled i
                    if label[p] < 0:  # p is open and now has an option labelled i
                        for k2 in range(pred_off[p], pred_off[p + 1]):
                            q = pred_idx[k2]
                            work += 1
                            if label[q] == -2:
                                bad[q] -= 1
                                if bad[q] == 0 and not has_i[q]:
                                    queue[tail] = q
                                    tail += 1
        for u in range(n):
            if label[u] == -2 and not has_i[u]:
                label[u] = -1
                state[2] -= 1
        state[0] += 1
    return work


_KERNEL: list = []


def _kernel():
    """:func:`_stages` compiled by numba (cached on disk), or the plain function without numba."""
    if not _KERNEL:
        try:
            import numba  # lazy: heavy (numba), and only graph games need it here
        except ImportError:  # pragma: no cover - numba is a dependency
            _KERNEL.append(_stages)
        else:
            _KERNEL.append(numba.njit(cache=True)(_stages))
    return _KERNEL[0]


#: steps of the labelling done between two looks at the clock
_STEPS_PER_CALL = 50_000_000


def gamma_values(successors: Sequence[Sequence[int]], seconds: float | None = None,
                 what: str = "the graph") -> GammaValues:
    """Smith's gamma-values of every vertex (Fraenkel and Yesha's algorithm; module docstring).

    Each stage costs ``O(|V| + |E|)`` and there are (largest finite value + 2) stages, so a
    graph whose values grow large (a complete acyclic graph on ``k`` vertices has values up
    to ``k - 1``) costs up to ``O(|V| (|V| + |E|))``: the stages run compiled (numba) and the
    clock is read between batches of steps.

    Args:
        successors: for each vertex ``0 .. n-1`` its options (vertex numbers; repeats and
            self-loops allowed -- a vertex with a self-loop is never finite).
        seconds: the most seconds (default :func:`gamecheck.domain.time_limit`,
            ``GAMECHECK_TIME_LIMIT``).
        what: the graph, for the message.

    Returns:
        a :class:`GammaValues`.

    Raises:
        ValueError: an option outside ``0 .. n-1``.
        ResourceLimitError: (exit 3) the labelling did not finish within ``seconds``.
    """
    n = len(successors)
    succ = tuple(tuple(dict.fromkeys(int(v) for v in s)) for s in successors)
    degrees = np.fromiter((len(s) for s in succ), dtype=np.int64, count=n)
    succ_off = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(degrees, out=succ_off[1:])
    succ_idx = np.fromiter((v for s in succ for v in s), dtype=np.int64, count=int(succ_off[-1]))
    if succ_idx.size and (succ_idx.min() < 0 or succ_idx.max() >= n):
        bad_k = int(np.flatnonzero((succ_idx < 0) | (succ_idx >= n))[0])
        u = int(np.searchsorted(succ_off, bad_k, side="right") - 1)
        raise ValueError(f"vertex {u} has the option {int(succ_idx[bad_k])}, outside 0..{n - 1}")
    src = np.repeat(np.arange(n, dtype=np.int64), degrees)
    order = np.argsort(succ_idx, kind="stable")
    pred_idx = src[order]
    pred_off = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(succ_idx, minlength=n), out=pred_off[1:])
    label = np.full(n, _UNLABELLED, dtype=np.int64)
    counter = np.full(n, -1, dtype=np.int64)
    has_i = np.zeros(n, dtype=np.bool_)
    bad = np.zeros(n, dtype=np.int64)
    queue = np.zeros(max(2 * n, 1), dtype=np.int64)
    state = np.array([0, 0, n], dtype=np.int64)
    limit = time_limit() if seconds is None else seconds
    kernel = _kernel()
    began = time.monotonic()
    while state[2] > 0:
        kernel(succ_off, succ_idx, pred_off, pred_idx, label, counter, has_i, bad, queue, state, _STEPS_PER_CALL)
        if state[2] > 0 and time.monotonic() - began > limit:
            raise ResourceLimitError(
                f"the gamma-values of {what} ({n:,} vertices, {int(succ_off[-1]):,} edges): stopped after {limit:g} s "
                f"(GAMECHECK_TIME_LIMIT) at stage {int(state[0]):,} with {int(state[2]):,} vertices left; the stages "
                "grow with the largest gamma-value")
    return GammaValues(values=label, counters=counter, successors=succ)


def outcome_of_gamma(g: Gamma) -> str:
    """Normal-play outcome of a gamma-value: ``0`` is P, finite ``> 0`` N, ``∞(K)`` N when
    ``0 ∈ K`` else D (Smith 1966)."""
    if isinstance(g, int):
        return "P" if g == 0 else "N"
    return "N" if 0 in g[1] else "D"


def sum_gamma(gammas: Sequence[Gamma]) -> Gamma:
    """The gamma-value of a sum of tokens from the tokens' gamma-values (Smith 1966): the
    nim-sum when all are finite; ``∞(K ⊕ b)`` when exactly one is ``∞(K)`` and ``b`` is the
    nim-sum of the others; ``∞()`` when two or more are infinite."""
    b = 0
    infinite = []
    for g in gammas:
        if isinstance(g, int):
            b ^= g
        else:
            infinite.append(g)
    if not infinite:
        return b
    if len(infinite) == 1:
        return (INFINITE, tuple(sorted(k ^ b for k in infinite[0][1])))
    return (INFINITE, ())


def describe_gamma(g: Gamma) -> str:
    """``"3"`` or ``"∞(0,2)"``."""
    if isinstance(g, int):
        return str(g)
    return "∞(" + ",".join(map(str, g[1])) + ")"


# -- games on graphs -----------------------------------------------------------------------------

#: the winning moves listed by default (the rest are counted)
MAX_LISTED = 64


def gamma_json(g: Gamma) -> Any:
    """A gamma-value as JSON: an int, or ``{"infinite": true, "options": [K...]}``."""
    if isinstance(g, int):
        return g
    return {"infinite": True, "options": list(g[1])}


def graph_gamma(game: GraphGame) -> GammaValues:
    """The gamma-values of every vertex of a game on a graph, computed once per graph
    (shared by its copies with a token count)."""
    holder = game.__dict__.setdefault("_gamma_holder", [None])
    if holder[0] is None:
        holder[0] = gamma_values(game.successors, what=game.title)
    return holder[0]


def solve_graph(ruleset: GraphGame, position: Position, *, max_listed: int = MAX_LISTED) -> PositionReport:
    """Solve tokens on a graph from Smith's gamma-values, without enumerating the product of
    the tokens' positions (normal play; see the module docstring).

    Args:
        ruleset: a :class:`~gamecheck.games.graphgame.GraphGame`.
        position: the vertex number of each token (validated).
        max_listed: list at most this many winning moves (all are counted).

    Returns:
        a :class:`~gamecheck.engine.analysis.PositionReport` with ``method ==
        "sprague-grundy"``, ``gamma`` and ``summand_gammas`` set, the Grundy value where the
        gamma-value is finite, remoteness and misère figures ``None``.

    Raises:
        UsageError: a position that is not valid for the graph.
    """
    ruleset = ruleset.with_arity(len(position))
    position = ruleset.validate(tuple(position))
    gv = graph_gamma(ruleset)
    gammas = [gv.gamma(u) for u in position]
    total = sum_gamma(gammas)
    outcome = outcome_of_gamma(total)
    wins: list[Move] = []
    count = 0
    if outcome == "N":
        for mv in ruleset.options(position):
            if outcome_of_gamma(sum_gamma([gv.gamma(u) for u in mv.position])) == "P":
                count += 1
                if len(wins) < max_listed:
                    wins.append(mv)
    names = ruleset.names_of(position)
    infinite = sum(1 for g in gammas if not isinstance(g, int))
    why = {0: "every token's gamma-value is finite, so the nim-sum decides",
           1: "one token's gamma-value is infinite: N when the nim-sum of the others is among its finite options' "
              "values, else a draw",
           }.get(infinite, f"{infinite} tokens have infinite gamma-values: a draw")
    notes = [f"solved from Smith's generalised Sprague-Grundy values (gamma, Smith 1966; Fraenkel and Yesha 1986): "
             f"{why}; gamma of the position {describe_gamma(total)}; remoteness is not computed by this method"]
    return PositionReport(
        ruleset=ruleset, position=position, outcome=outcome,
        grundy=total if isinstance(total, int) else None, remoteness=None,
        misere_outcome=None, misere_remoteness=None, winning_moves=wins, misere_winning_moves=[],
        positions_examined=0, option_grundy=[], method="sprague-grundy", winning_move_count=count,
        summands=[(f"token {i + 1} on {name}", None, g if isinstance(g, int) else None)  # type: ignore[misc]
                  for i, (name, g) in enumerate(zip(names, gammas))],
        notes=notes, gamma=gamma_json(total), summand_gammas=[gamma_json(g) for g in gammas], vertices=names)


def add_gamma(report: PositionReport) -> PositionReport:
    """Give an enumeration report of a game on a graph its gamma-values and vertex names,
    after checking that Smith's theory gives the outcome enumeration found.

    Raises:
        GamecheckError: the two disagree (a bug: both are theorems about the same graph).
    """

    other = solve_graph(report.ruleset, report.position, max_listed=0)  # type: ignore[arg-type]
    if other.outcome != report.outcome or other.winning_move_count != len(report.winning_moves):
        raise GamecheckError(f"internal error: gamma-values give {other.outcome} with {other.winning_move_count} winning move(s) at "
                            f"{report.position}, enumeration {report.outcome} with {len(report.winning_moves)}")
    report.gamma = other.gamma
    if isinstance(other.gamma, int):
        # a finite gamma-value is the Grundy value of the position (Smith 1966: on a graph
        # without cycles the two are the same; on a loopy graph a finite gamma-value is the
        # nim-heap the position behaves as in every sum)
        if report.grundy is not None and report.grundy != other.gamma:
            raise GamecheckError(f"internal error: at {report.position} the Grundy value {report.grundy} differs "
                                 f"from the gamma-value {other.gamma}")
        report.grundy = other.gamma
    gv = graph_gamma(report.ruleset.with_arity(len(report.position)))  # type: ignore[attr-defined]
    filled = []
    for mv, g in report.option_grundy:
        if g is None:  # an option that reaches a cycle: its Grundy value is its finite gamma-value, if any
            total = sum_gamma([gv.gamma(u) for u in mv.position])
            g = total if isinstance(total, int) else None
        filled.append((mv, g))
    report.option_grundy = filled
    report.summand_gammas = other.summand_gammas
    report.vertices = other.vertices
    if len(report.position) > 1:
        report.summands = other.summands
    return report
