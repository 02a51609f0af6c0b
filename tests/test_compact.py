"""Tests of gamecheck.engine.compact (numba retrograde and implicit option generation).

Every label of the compact engine is compared, array for array and dtype for
dtype, with the pure-Python retrograde of :mod:`gamecheck.engine.labels` (itself tested
against independent references in ``test_solve.py``), and the implicit engine
also with closed forms computed here independently:

* Nim: P iff the nim-sum is 0, Grundy value = nim-sum; misère P iff (some heap
  >= 2 and nim-sum 0) or (every heap <= 1 and nim-sum 1) (Bouton 1901);
* subtraction {1, 3, 4}: P iff n mod 7 in {0, 2} (Winning Ways ch. 4);
* other subtraction sets: memoised recursion (tests/conftest.py);
* Wythoff: the P-positions are (a_k, a_k + k) and swaps, a_k = floor(k phi) =
  (k + isqrt(5 k^2)) // 2 (Wythoff 1907);
* staircase Nim: P iff the nim-sum of the odd-numbered stairs is 0 (Sprague 1937).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import brute_grundy, brute_outcomes, subtraction_options
from gamecheck.engine.compact import (
    label_compact,
    label_implicit,
    retrograde_compact,
    supports_implicit,
    warm_up,
)
from gamecheck.domain import BoxDomain, PositionsDomain, reachable_domain
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.engine.graph import build_csr
from gamecheck.engine.label import label_domain
from gamecheck.games import Nim, StaircaseNim, SubtractionGame, Wythoff, make_ruleset
from gamecheck.engine.labels import OUTCOME_D, OUTCOME_N, OUTCOME_P, LabelArrays, retrograde

P, N, D = OUTCOME_P, OUTCOME_N, OUTCOME_D
FIELDS = ("outcome", "remoteness", "misere", "misere_remoteness", "grundy")


@pytest.fixture(scope="module", autouse=True)
def _jit():
    """Compile (or load from cache) the kernels once, outside hypothesis deadlines."""
    assert warm_up() >= 0.0


# ---------------------------------------------------------------------------
# helpers


def csr(options: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    """Option lists -> (offsets, targets), int64."""
    offsets = np.zeros(len(options) + 1, dtype=np.int64)
    if options:
        offsets[1:] = np.cumsum([len(o) for o in options])
    targets = np.array([t for o in options for t in o], dtype=np.int64)
    return offsets, targets


def assert_same(got: LabelArrays, want: LabelArrays) -> None:
    assert isinstance(got, LabelArrays)
    for f in FIELDS:
        a, b = getattr(got, f), getattr(want, f)
        assert a.dtype == b.dtype, f"{f}: dtype {a.dtype} != {b.dtype}"
        assert a.shape == b.shape, f"{f}: shape {a.shape} != {b.shape}"
        np.testing.assert_array_equal(a, b, err_msg=f)


def csr_labels(ruleset, domain) -> LabelArrays:
    """The reference: pure-Python retrograde over the arrays engine's CSR."""
    return retrograde(*build_csr(ruleset, domain, engine="arrays"))


def nim_sum(cols) -> np.ndarray:
    out = np.zeros_like(cols[0])
    for c in cols:
        out ^= c
    return out


def wythoff_p_positions(limit: int) -> set[tuple[int, int]]:
    """Wythoff's P-positions with both parts <= limit, by integer arithmetic."""
    out = set()
    for k in range(limit + 1):
        a = (k + math.isqrt(5 * k * k)) // 2  # floor(k * phi), phi = (1 + sqrt 5) / 2
        b = a + k
        if b <= limit:
            out.add((a, b))
            out.add((b, a))
    return out


# ---------------------------------------------------------------------------
# retrograde_compact == solve.retrograde on random graphs


@st.composite
def graphs(draw):
    """Random option lists: acyclic (options of i below i) or arbitrary (cycles,
    self-loops); duplicates allowed in both."""
    n = draw(st.integers(min_value=1, max_value=24))
    acyclic = draw(st.booleans())
    options = []
    for i in range(n):
        if acyclic:
            opts = draw(st.lists(st.integers(0, i - 1), max_size=6)) if i else []
        else:
            opts = draw(st.lists(st.integers(0, n - 1), max_size=5))
            if draw(st.integers(0, 9)) == 0:
                opts.append(i)  # self-loop
        options.append(opts)
    return options


@settings(max_examples=400, deadline=None)
@given(graphs())
def test_retrograde_compact_equals_solve(options):
    off, tgt = csr(options)
    want = retrograde(off, tgt)
    assert_same(retrograde_compact(off, tgt), want)
    assert_same(retrograde_compact(off.astype(np.int32), tgt.astype(np.int32)), want)
    assert_same(retrograde_compact(off, tgt, index_dtype=np.int64), want)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 40), st.integers(0, 3), st.data())
def test_retrograde_compact_long_cycles_and_chains(n, extra, data):
    """A long chain with back edges: deep remoteness, draws mixed with wins."""
    options = [[i - 1] if i else [] for i in range(n)]
    for _ in range(extra):
        a = data.draw(st.integers(0, n - 1))
        b = data.draw(st.integers(0, n - 1))
        options[a].append(b)
    off, tgt = csr(options)
    assert_same(retrograde_compact(off, tgt), retrograde(off, tgt))


def test_retrograde_compact_known_small_graphs():
    # 0 terminal; 1 -> 0; 2 <-> 3 (a draw); 4 -> 2 and 4 -> 1 (normal: a draw, misère: N
    # through the misère-P 1); 5 -> 1 twice and 5 -> 0
    options = [[], [0], [3], [2], [2, 1], [1, 1, 0]]
    lab = retrograde_compact(*csr(options))
    assert lab.outcome.tolist() == [P, N, D, D, D, N]
    assert lab.remoteness.tolist() == [0, 1, -1, -1, -1, 1]
    assert lab.grundy.tolist() == [0, 1, -1, -1, -1, 2]
    assert lab.misere.tolist() == [N, P, D, D, N, N]
    assert lab.misere_remoteness.tolist() == [0, 1, -1, -1, 2, 2]


def test_retrograde_compact_empty_graph():
    lab = retrograde_compact(np.array([0]), np.array([]))
    assert len(lab) == 0
    assert_same(lab, retrograde(np.array([0]), np.array([])))


@pytest.mark.parametrize(
    "offsets, targets",
    [
        ([1, 2], [0, 0]),  # offsets[0] != 0
        ([0, 2, 1], [0, 1]),  # decreasing
        ([0, 1], [0, 0]),  # length mismatch
        ([0, 1, 2], [0, 2]),  # target out of range
        ([0, 1, 2], [0, -1]),  # negative target
        ([0.0, 1.0], [0.0]),  # not integers
        ([[0, 1]], [0]),  # not one-dimensional
        ([], []),  # no offsets at all
    ],
)
def test_retrograde_compact_rejects_what_solve_rejects(offsets, targets):
    for dtype in (None, np.int32):
        off = np.array(offsets) if dtype is None or not offsets else np.array(offsets, dtype=dtype)
        with pytest.raises(UsageError) as want:
            retrograde(off, np.array(targets))
        with pytest.raises(UsageError) as got:
            retrograde_compact(off, np.array(targets))
        assert str(got.value) == str(want.value)


def test_retrograde_compact_index_dtype_checked():
    off, tgt = csr([[], [0]])
    with pytest.raises(UsageError, match="index_dtype"):
        retrograde_compact(off, tgt, index_dtype=np.int16)


def test_retrograde_compact_memory_guard(monkeypatch):
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", "1000")
    off, tgt = csr([[i - 1] if i else [] for i in range(100)])
    with pytest.raises(ResourceLimitError, match="compact engine"):
        retrograde_compact(off, tgt)


# ---------------------------------------------------------------------------
# implicit labels: Nim


@pytest.mark.parametrize("bounds", [(6, 9), (7, 7), (4, 5, 3), (3, 3, 3), (12,), (2, 1, 2, 3)])
def test_nim_implicit(bounds):
    r, dom = Nim(heaps=len(bounds)), BoxDomain(bounds)
    assert supports_implicit(r, dom)
    lab = label_implicit(r, dom)
    assert_same(lab, csr_labels(r, dom))
    assert_same(label_compact(r, dom), lab)
    cols = dom.columns()
    x = nim_sum(cols)
    np.testing.assert_array_equal(lab.grundy, x)  # Bouton 1901 / Sprague-Grundy
    np.testing.assert_array_equal(lab.outcome == P, x == 0)
    small = np.all(np.stack(cols) <= 1, axis=0)
    misere_p = np.where(small, x == 1, x == 0)  # Bouton's misère rule
    np.testing.assert_array_equal(lab.misere == P, misere_p)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=3))
def test_nim_implicit_random_bounds(bounds):
    r, dom = Nim(heaps=len(bounds)), BoxDomain(bounds)
    lab = label_implicit(r, dom)
    assert_same(lab, csr_labels(r, dom))
    np.testing.assert_array_equal(lab.grundy, nim_sum(dom.columns()))


def test_nim_million_positions():
    """10^6 positions (three heaps <= 99): the P-count is the number of (a, b, c)
    with a ^ b ^ c == 0, counted by numpy."""
    b = 99
    lab = label_compact(Nim(heaps=3), BoxDomain([b] * 3))
    a = np.arange(b + 1)
    xor = a[:, None, None] ^ a[None, :, None] ^ a[None, None, :]
    assert len(lab) == 10**6
    assert int(np.count_nonzero(lab.outcome == P)) == int(np.count_nonzero(xor == 0))
    np.testing.assert_array_equal(lab.grundy, xor.ravel())
    # remoteness is even exactly on P-positions (Smith 1966), and there are no draws
    np.testing.assert_array_equal(lab.remoteness % 2 == 0, lab.outcome == P)
    assert not np.any(lab.outcome == D)


# ---------------------------------------------------------------------------
# implicit labels: subtraction games


def test_subtraction_134_implicit():
    r, dom = SubtractionGame(set=[1, 3, 4], heaps=1), BoxDomain([300])
    lab = label_implicit(r, dom)
    assert_same(lab, csr_labels(r, dom))
    n = np.arange(301)
    np.testing.assert_array_equal(lab.outcome == P, np.isin(n % 7, [0, 2]))


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.integers(1, 12), min_size=1, max_size=4, unique=True),
    st.lists(st.integers(0, 40), min_size=1, max_size=2),
)
def test_subtraction_random_set_implicit(sset, bounds):
    r, dom = SubtractionGame(set=sset, heaps=len(bounds)), BoxDomain(bounds)
    lab = label_implicit(r, dom)
    assert_same(lab, csr_labels(r, dom))
    opts = subtraction_options(sorted(sset))
    is_p, g = brute_outcomes(opts), brute_grundy(opts)
    is_p_mis = brute_outcomes(opts, misere=True)
    for i, pos in enumerate(dom.positions()):
        assert (lab.outcome[i] == P) == is_p(pos)
        assert (lab.misere[i] == P) == is_p_mis(pos)
        assert lab.grundy[i] == g(pos)


def test_bash_and_sums_and_misere_implicit():
    for spec, bounds in [
        ("bash(m=3)", [50]),
        ("sum(nim, subtraction(set=[2,5]))", [7, 30]),
        ("sum(wythoff, bash(m=2))", [5, 6, 9]),
        ("misere(nim(heaps=2))", [6, 4]),
        ("misere(subtraction(set=[1,3,4]))", [60]),
    ]:
        r, dom = make_ruleset(spec), BoxDomain(bounds)
        assert supports_implicit(r, dom), spec
        assert_same(label_implicit(r, dom), csr_labels(r, dom))


# ---------------------------------------------------------------------------
# implicit labels: Wythoff


@pytest.mark.parametrize("bounds", [(30, 30), (17, 40), (0, 5)])
def test_wythoff_implicit(bounds):
    r, dom = Wythoff(), BoxDomain(bounds)
    lab = label_implicit(r, dom)
    assert_same(lab, csr_labels(r, dom))
    want = {p for p in wythoff_p_positions(max(bounds)) if p[0] <= bounds[0] and p[1] <= bounds[1]}
    got = {dom.position(i) for i in np.flatnonzero(lab.outcome == P)}
    assert got == want


def test_wythoff_larger_box_closed_form():
    b = 400
    r, dom = Wythoff(), BoxDomain([b, b])
    lab = label_implicit(r, dom)
    got = {dom.position(i) for i in np.flatnonzero(lab.outcome == P)}
    assert got == wythoff_p_positions(b)
    assert np.array_equal(lab.outcome == P, lab.grundy == 0)


# ---------------------------------------------------------------------------
# implicit labels: staircase Nim


@pytest.mark.parametrize("stairs, total", [(1, 9), (2, 12), (3, 10), (4, 7), (3, 0)])
def test_staircase_implicit(stairs, total):
    r = StaircaseNim(stairs=stairs)
    dom = r.domain(total)
    assert supports_implicit(r, dom)
    lab = label_implicit(r, dom)
    assert_same(lab, csr_labels(r, dom))
    cols = dom.columns()
    odd = nim_sum(cols[0::2])  # stairs 1, 3, 5, ... (0-based 0, 2, 4, ...)
    np.testing.assert_array_equal(lab.outcome == P, odd == 0)
    assert_same(label_implicit(make_ruleset(f"misere(staircase(stairs={stairs}))"), dom), lab)


def test_staircase_on_reachable_domain_falls_back():
    r = StaircaseNim(stairs=3)
    dom = reachable_domain(r, [(2, 1, 3)])
    assert not supports_implicit(r, dom)
    with pytest.raises(UsageError, match="no implicit engine"):
        label_implicit(r, dom)
    assert_same(label_compact(r, dom), label_domain(r, dom))


def test_staircase_on_a_box_is_not_closed():
    r = StaircaseNim(stairs=2)
    dom = BoxDomain([3, 3])
    assert not supports_implicit(r, dom)
    with pytest.raises(UsageError, match="not closed"):
        label_compact(r, dom)


def test_staircase_misnumbered_domain_is_refused():
    """A domain with the right positions but another numbering is caught by the
    kernel's rank check."""

    class Reversed(PositionsDomain):
        def __init__(self, base):
            super().__init__(base.positions())
            self._positions = self._positions[::-1]
            self._index = {p: i for i, p in enumerate(self._positions)}

    r = StaircaseNim(stairs=2)
    dom = Reversed(r.domain(4))
    assert supports_implicit(r, dom)
    with pytest.raises(UsageError, match="lexicographic"):
        label_implicit(r, dom)


# ---------------------------------------------------------------------------
# dispatch, fallbacks, guards


@pytest.mark.parametrize(
    "spec, domain",
    [
        ("take-half", BoxDomain([40])),
        ("fibonacci-nim", None),
        ("nim(heaps=2)", "reachable"),
    ],
)
def test_unsupported_rulesets_fall_back_to_csr(spec, domain):
    r = make_ruleset(spec)
    if domain is None:
        domain = r.domain(12)
    elif domain == "reachable":
        domain = reachable_domain(r, [(5, 7)])
    assert not supports_implicit(r, domain)
    with pytest.raises(UsageError, match="no implicit engine"):
        label_implicit(r, domain)
    assert_same(label_compact(r, domain), label_domain(r, domain))


def test_implicit_equals_compact_csr_path():
    r, dom = Nim(heaps=3), BoxDomain([9, 8, 7])
    assert_same(label_implicit(r, dom), retrograde_compact(*build_csr(r, dom, engine="arrays")))


def test_implicit_memory_guard(monkeypatch):
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", "1000")
    with pytest.raises(ResourceLimitError, match="compact engine"):
        label_implicit(Nim(heaps=2), BoxDomain([50, 50]))


def test_trivial_box():
    r, dom = Nim(heaps=2), BoxDomain([0, 0])
    lab = label_implicit(r, dom)
    assert_same(lab, csr_labels(r, dom))
    assert lab.outcome.tolist() == [P] and lab.misere.tolist() == [N]
