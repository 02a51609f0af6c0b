"""Tests of gamecheck.engine.labels (retrograde analysis of game graphs).

The module under test is iterative (FIFO retrograde with counters); every
label is compared here against independent references:

* acyclic graphs -- plain memoised recursion straight from the definitions;
* cyclic graphs -- the least fixed point of "N if some option is P, P if every
  option is N", iterated naively from all-unknown; remoteness is checked by its
  local equations (which determine it uniquely on resolved nodes, see
  ``_check_remoteness_equations``); Grundy values against "can reach a cycle"
  computed with networkx plus the mex recursion elsewhere.
"""

from __future__ import annotations

import functools
import sys

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamecheck.errors import UsageError
from gamecheck.engine.labels import (
    OUTCOME_D,
    OUTCOME_LETTERS,
    OUTCOME_N,
    OUTCOME_P,
    LabelArrays,
    grundy_values,
    mex,
    outcomes,
    predecessors,
    retrograde,
)

P, N, D = OUTCOME_P, OUTCOME_N, OUTCOME_D


# ---------------------------------------------------------------------------
# helpers


def csr(options: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    """Option lists -> (offsets, targets)."""
    offsets = np.zeros(len(options) + 1, dtype=np.int64)
    offsets[1:] = np.cumsum([len(o) for o in options]) if options else []
    targets = np.array([t for o in options for t in o], dtype=np.int64)
    return offsets, targets


def letters(codes) -> str:
    return "".join(OUTCOME_LETTERS[int(c)] for c in codes)


def _mex(values) -> int:
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


# --- acyclic reference: memoised recursion from the definitions -------------


def acyclic_reference(options: list[list[int]]):
    opts = [tuple(o) for o in options]

    @functools.lru_cache(maxsize=None)
    def outcome(x: int, misere: bool) -> int:
        if not opts[x]:
            return N if misere else P
        return N if any(outcome(y, misere) == P for y in opts[x]) else P

    @functools.lru_cache(maxsize=None)
    def remoteness(x: int, misere: bool) -> int:
        if not opts[x]:
            return 0
        if outcome(x, misere) == N:
            # winner: fastest win through a P-option
            return 1 + min(remoteness(y, misere) for y in opts[x] if outcome(y, misere) == P)
        # loser: slowest loss; all options are N
        return 1 + max(remoteness(y, misere) for y in opts[x])

    @functools.lru_cache(maxsize=None)
    def grundy(x: int) -> int:
        return _mex(grundy(y) for y in opts[x])

    n = len(opts)
    return (
        [outcome(x, False) for x in range(n)],
        [remoteness(x, False) for x in range(n)],
        [outcome(x, True) for x in range(n)],
        [remoteness(x, True) for x in range(n)],
        [grundy(x) for x in range(n)],
    )


# --- cyclic reference: naive least fixed point -------------------------------


def fixed_point_outcomes(options: list[list[int]], misere: bool) -> list[int]:
    n = len(options)
    lab = [None] * n
    changed = True
    while changed:
        changed = False
        for x in range(n):
            if lab[x] is not None:
                continue
            if not options[x]:
                new = N if misere else P
            elif any(lab[y] == P for y in options[x]):
                new = N
            elif all(lab[y] == N for y in options[x]):
                new = P
            else:
                continue
            lab[x] = new
            changed = True
    return [D if v is None else v for v in lab]


def _check_remoteness_equations(options, out, rem) -> None:
    """Check the local remoteness equations on every node.

    On resolved nodes these equations determine the remoteness uniquely: if two
    solutions r, r' differed, take x minimising min(r(x), r'(x)) among the
    differing nodes, say r(x) < r'(x).  If x is P, every option y has
    r(y) < r(x), so r'(y) = r(y) and r'(x) = r(x).  If x is N, the P-option y
    realising r(x) has r(y) < r(x), so r'(y) = r(y) and r'(x) <= r(x).
    Either way a contradiction.
    """
    for x, o in enumerate(options):
        if out[x] == D:
            assert rem[x] == -1
        elif not o:
            assert rem[x] == 0
        elif out[x] == N:
            assert rem[x] == 1 + min(rem[y] for y in o if out[y] == P)
        else:
            assert all(out[y] == N for y in o)
            assert rem[x] == 1 + max(rem[y] for y in o)


def reaches_cycle(options: list[list[int]]) -> list[bool]:
    g = nx.DiGraph()
    g.add_nodes_from(range(len(options)))
    for x, o in enumerate(options):
        g.add_edges_from((x, y) for y in o)
    on_cycle = set()
    for comp in nx.strongly_connected_components(g):
        if len(comp) > 1:
            on_cycle |= comp
    on_cycle |= {x for x in g.nodes if g.has_edge(x, x)}
    return [bool(({x} | nx.descendants(g, x)) & on_cycle) for x in range(len(options))]


# ---------------------------------------------------------------------------
# strategies


@st.composite
def acyclic_graphs(draw):
    n = draw(st.integers(min_value=1, max_value=12))
    options = [[]]
    for i in range(1, n):
        options.append(draw(st.lists(st.integers(0, i - 1), max_size=5)))  # duplicates allowed
    return options


@st.composite
def cyclic_graphs(draw):
    n = draw(st.integers(min_value=1, max_value=12))
    return [draw(st.lists(st.integers(0, n - 1), max_size=4)) for _ in range(n)]


# ---------------------------------------------------------------------------
# property tests


@settings(max_examples=300, deadline=None)
@given(acyclic_graphs())
def test_acyclic_matches_recursive_reference(options):
    off, tgt = csr(options)
    lab = retrograde(off, tgt)
    out, rem, mout, mrem, g = acyclic_reference(options)
    assert lab.outcome.dtype == np.int8 and lab.misere.dtype == np.int8
    assert lab.remoteness.dtype == np.int64 and lab.misere_remoteness.dtype == np.int64
    assert lab.grundy.dtype == np.int64
    assert len(lab) == len(options)
    assert lab.outcome.tolist() == out
    assert lab.remoteness.tolist() == rem
    assert lab.misere.tolist() == mout
    assert lab.misere_remoteness.tolist() == mrem
    assert lab.grundy.tolist() == g
    # Sprague-Grundy theorem, normal play: P iff g == 0
    assert ((lab.grundy == 0) == (lab.outcome == P)).all()
    # the stand-alone entry points agree
    o2, r2 = outcomes(off, tgt, misere=True)
    assert o2.tolist() == mout and r2.tolist() == mrem
    assert grundy_values(off, tgt).tolist() == g


@settings(max_examples=300, deadline=None)
@given(cyclic_graphs())
def test_cyclic_matches_fixed_point_reference(options):
    off, tgt = csr(options)
    lab = retrograde(off, tgt)
    assert lab.outcome.tolist() == fixed_point_outcomes(options, misere=False)
    assert lab.misere.tolist() == fixed_point_outcomes(options, misere=True)
    _check_remoteness_equations(options, lab.outcome.tolist(), lab.remoteness.tolist())
    _check_remoteness_equations(options, lab.misere.tolist(), lab.misere_remoteness.tolist())

    bad = reaches_cycle(options)

    @functools.lru_cache(maxsize=None)
    def grundy(x):  # only called on nodes that cannot reach a cycle
        return _mex(grundy(y) for y in options[x])

    expected = [-1 if bad[x] else grundy(x) for x in range(len(options))]
    assert lab.grundy.tolist() == expected

    # precomputed predecessors give the same answer
    pre = predecessors(off, tgt)
    o, r = outcomes(off, tgt, predecessors=pre)
    assert o.tolist() == lab.outcome.tolist() and r.tolist() == lab.remoteness.tolist()
    assert grundy_values(off, tgt, predecessors=pre).tolist() == expected


@settings(max_examples=100, deadline=None)
@given(cyclic_graphs())
def test_predecessors_is_reverse_csr(options):
    off, tgt = csr(options)
    poff, src = predecessors(off, tgt)
    n = len(options)
    assert poff.shape == (n + 1,) and src.shape == tgt.shape
    for j in range(n):
        expected = sorted(x for x, o in enumerate(options) for y in o if y == j)
        assert src[poff[j]:poff[j + 1]].tolist() == expected


# ---------------------------------------------------------------------------
# hand-worked examples


def test_two_cycle_alone_is_draw():
    # 0 <-> 1, nothing else: nobody can ever be stuck.  Both D in either
    # convention, remoteness -1, Grundy undefined.
    lab = retrograde(*csr([[1], [0]]))
    assert letters(lab.outcome) == "DD" and letters(lab.misere) == "DD"
    assert lab.remoteness.tolist() == [-1, -1]
    assert lab.misere_remoteness.tolist() == [-1, -1]
    assert lab.grundy.tolist() == [-1, -1]


def test_two_cycle_with_exit():
    # a=0 -> b=1;  b -> a, b -> t=2;  t terminal.
    # Normal play: t = P (rem 0).  b has the P-option t: N, rem 1.
    #   a's only option b is N: a = P, rem 2.
    # Misere: t = N (rem 0).  b's options: t (N) and a (?); a's only option is
    #   b.  Nothing ever becomes P, so a, b = D: b will not move to t (that
    #   loses), a must return to b, forever.
    # Grundy: t = 0; a and b lie on a cycle -> -1.
    lab = retrograde(*csr([[1], [0, 2], []]))
    assert letters(lab.outcome) == "PNP"
    assert lab.remoteness.tolist() == [2, 1, 0]
    assert letters(lab.misere) == "DDN"
    assert lab.misere_remoteness.tolist() == [-1, -1, 0]
    assert lab.grundy.tolist() == [-1, -1, 0]
    assert lab.outcome_letter(0) == "P" and lab.outcome_letter(0, misere=True) == "D"


def test_self_loops():
    # 0 -> {0, 1}, 1 terminal: normal play 0 is N (move to 1), rem 1.
    # Misere: 1 is N, so moving there loses; 0 passes forever via the loop: D.
    lab = retrograde(*csr([[0, 1], []]))
    assert letters(lab.outcome) == "NP"
    assert lab.remoteness.tolist() == [1, 0]
    assert letters(lab.misere) == "DN"
    assert lab.misere_remoteness.tolist() == [-1, 0]
    assert lab.grundy.tolist() == [-1, 0]
    # a self-loop alone: D, D, grundy -1
    lab = retrograde(*csr([[0]]))
    assert letters(lab.outcome) == "D" and letters(lab.misere) == "D"
    assert lab.remoteness.tolist() == [-1] and lab.grundy.tolist() == [-1]
    # a self-loop plus duplicate moves to the terminal
    lab = retrograde(*csr([[1, 0, 1], []]))
    assert letters(lab.outcome) == "NP"


def test_three_cycle_with_exit_to_terminal():
    # 0 -> 1 -> 2 -> 0, and 0 -> 3 (terminal).
    # Normal: 3 = P r0; 0 has P-option 3: N r1; 2's only option 0 is N: P r2;
    #   1's only option 2 is P: N r3.
    # Misere: 3 = N r0; 0: options 1 (?) and 3 (N); 2: option 0 (?); 1: option
    #   2 (?).  Nothing resolves: 0, 1, 2 are D.
    # Grundy: 3 = 0, the cycle -1.
    lab = retrograde(*csr([[1, 3], [2], [0], []]))
    assert letters(lab.outcome) == "NNPP"
    assert lab.remoteness.tolist() == [1, 3, 2, 0]
    assert letters(lab.misere) == "DDDN"
    assert lab.misere_remoteness.tolist() == [-1, -1, -1, 0]
    assert lab.grundy.tolist() == [-1, -1, -1, 0]


def test_three_cycle_with_exit_of_length_two():
    # 0 -> 1 -> 2 -> 0, and 0 -> 4 -> 3 (terminal).
    # Normal: 3 = P r0; 4 = N r1; 0: options 1 (?) and 4 (N) -> unresolved;
    #   so 0, 1, 2 are D.
    # Misere: 3 = N r0; 4's only option is N: P r1; 0 has P-option 4: N r2;
    #   2's only option 0 is N: P r3; 1 has P-option 2: N r4.
    # Grundy: 3 = 0, 4 = 1, the cycle -1.
    lab = retrograde(*csr([[1, 4], [2], [0], [], [3]]))
    assert letters(lab.outcome) == "DDDPN"
    assert lab.remoteness.tolist() == [-1, -1, -1, 0, 1]
    assert letters(lab.misere) == "NNPNP"
    assert lab.misere_remoteness.tolist() == [2, 4, 3, 0, 1]
    assert lab.grundy.tolist() == [-1, -1, -1, 0, 1]


def test_remoteness_min_for_winner_max_for_loser():
    # 0 terminal (P, r0); 1 -> 0 (N, r1); 2 -> 1 (P, r2); 3 -> 2 (N, r3);
    # 4 -> {3, 1}: both options N, P with r = 1 + max(3, 1) = 4.
    # 5 -> {4, 0, 2}: P-options 4 (r4), 0 (r0), 2 (r2): N with r = 1 + 0 = 1.
    # Grundy: 0, 1, 0, 1, mex{1, 1} = 0, mex{0, 0, 0} = 1.
    lab = retrograde(*csr([[], [0], [1], [2], [3, 1], [4, 0, 2]]))
    assert letters(lab.outcome) == "PNPNPN"
    assert lab.remoteness.tolist() == [0, 1, 2, 3, 4, 1]
    assert lab.grundy.tolist() == [0, 1, 0, 1, 0, 1]


def test_grundy_mex_values():
    # a nim heap as a graph: k -> {0..k-1}; g(k) = k.
    lab = retrograde(*csr([list(range(k)) for k in range(6)]))
    assert lab.grundy.tolist() == [0, 1, 2, 3, 4, 5]
    assert mex([]) == 0 and mex([0, 1, 3]) == 2 and mex({1, 2}) == 0 and mex(range(4)) == 4


def test_empty_graph():
    lab = retrograde(np.array([0]), np.array([], dtype=np.int64))
    assert len(lab) == 0
    assert lab.outcome.shape == (0,) and lab.grundy.shape == (0,)
    lab = retrograde([0], [])
    assert len(lab) == 0


def test_labels_is_frozen():
    lab = retrograde(*csr([[]]))
    assert isinstance(lab, LabelArrays)
    with pytest.raises(Exception):
        lab.outcome = np.zeros(1, dtype=np.int8)  # type: ignore[misc]


# ---------------------------------------------------------------------------
# large inputs: no recursion, linear time


def test_long_path_no_recursion():
    n = 10**6
    offsets = np.concatenate([[0], np.arange(n)]).astype(np.int64)  # node 0 terminal
    targets = np.arange(n - 1, dtype=np.int64)  # i -> i-1
    limit = sys.getrecursionlimit()
    lab = retrograde(offsets, targets)
    assert sys.getrecursionlimit() == limit
    idx = np.arange(n)
    assert (lab.outcome == np.where(idx % 2 == 0, P, N)).all()
    assert (lab.remoteness == idx).all()
    assert (lab.grundy == idx % 2).all()
    assert (lab.misere == np.where(idx % 2 == 0, N, P)).all()
    assert (lab.misere_remoteness == idx).all()


def test_large_random_dag():
    rng = np.random.default_rng(12345)
    n, e = 2 * 10**5, 2 * 10**6
    src = rng.integers(1, n, e)
    tgt = (rng.random(e) * src).astype(np.int64)  # edges go to lower indices
    order = np.argsort(src, kind="stable")
    src, tgt = src[order], tgt[order]
    off = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(src, minlength=n), out=off[1:])
    lab = retrograde(off, tgt)
    assert (lab.outcome != D).all() and (lab.misere != D).all()
    assert (lab.grundy >= 0).all()
    assert ((lab.grundy == 0) == (lab.outcome == P)).all()
    # spot-check the definitions on a sample of nodes
    for x in rng.integers(0, n, 200).tolist():
        opts = tgt[off[x]:off[x + 1]]
        assert lab.grundy[x] == mex(lab.grundy[opts].tolist())
        if opts.size:
            win = lab.outcome[opts] == P
            if win.any():
                assert lab.remoteness[x] == 1 + lab.remoteness[opts[win]].min()
            else:
                assert lab.remoteness[x] == 1 + lab.remoteness[opts].max()


# ---------------------------------------------------------------------------
# malformed input


@pytest.mark.parametrize(
    "offsets, targets",
    [
        ([0, 1, 2], [1]),  # targets too short
        ([0, 1], [0, 0]),  # targets too long
        ([0, 2, 1], [0, 0]),  # decreasing offsets
        ([1, 1], []),  # offsets[0] != 0
        ([], []),  # no offsets at all
        ([0, 1, 1], [2]),  # target out of range
        ([0, 1, 1], [-1]),  # negative target
        ([0, 1.5], [0]),  # non-integer offsets
        ([[0, 1]], [0]),  # 2-D offsets
    ],
)
def test_malformed_csr_raises(offsets, targets):
    for fn in (retrograde, outcomes, grundy_values, predecessors):
        with pytest.raises(UsageError) as info:
            fn(offsets, targets)
        assert "\n" not in str(info.value)


def test_mismatched_predecessors_raise():
    off, tgt = csr([[1], []])
    with pytest.raises(UsageError):
        outcomes(off, tgt, predecessors=predecessors(*csr([[1], [], []])))
    with pytest.raises(UsageError):
        grundy_values(off, tgt, predecessors="nonsense")
