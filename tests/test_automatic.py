"""Finite automata over LSB-first binary tracks (gamecheck.engine.automatic), each operation
against brute force on small numbers.

The expected sets are computed here from the formulas themselves (Python arithmetic on every
tuple below 2^5 or 2^6), never from the automata. Every automaton is also checked to keep the
invariant of the module: a word and the same word followed by zero letters are accepted alike.
"""

from __future__ import annotations

import itertools
import operator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gamecheck.domain import Deadline
from gamecheck.engine import automatic as au
from gamecheck.errors import ResourceLimitError, UsageError

BITS = 5
SMALL = 1 << BITS


def run(a: au.DFA, tuples: np.ndarray, length: int) -> np.ndarray:
    """Acceptance of every row of ``tuples`` (track order), reading ``length`` letters; vectorised
    here, independent of :func:`au.accepts`."""
    q = np.zeros(tuples.shape[0], dtype=np.int64)
    for i in range(length):
        letter = np.zeros(tuples.shape[0], dtype=np.int64)
        for j in range(tuples.shape[1]):
            letter |= ((tuples[:, j] >> i) & 1) << j
        q = a.delta[q, letter]
    return a.accept[q]


def grid(k: int, size: int = SMALL) -> np.ndarray:
    return np.array(list(itertools.product(range(size), repeat=k)), dtype=np.int64).reshape(-1, k)


def language(a: au.DFA, size: int = SMALL) -> set[tuple[int, ...]]:
    """The accepted tuples below ``size``, also checking the padding invariant."""
    pts = grid(len(a.tracks), size)
    width = max(1, (size - 1).bit_length())
    got = run(a, pts, width)
    assert (got == run(a, pts, width + 3)).all(), "acceptance changed by trailing zero letters"
    return {tuple(int(x) for x in row) for row in pts[got]}


def brute(tracks, pred, size: int = SMALL) -> set[tuple[int, ...]]:
    return {t for t in itertools.product(range(size), repeat=len(tracks)) if pred(dict(zip(tracks, t)))}


# ---------------------------------------------------------------------------
# atoms

coef = st.integers(-3, 3)


@settings(max_examples=60, deadline=None)
@given(st.lists(coef, min_size=1, max_size=3), st.integers(-12, 12))
def test_linear_equations(cs, c):
    tracks = ["x", "y", "z"][: len(cs)]
    a = au.linear(dict(zip(tracks, cs)), c)
    assert language(a) == brute(tracks, lambda v: sum(k * v[t] for k, t in zip(cs, tracks)) == c)


def test_atoms_by_hand():
    assert language(au.xor("x", "y", "z")) == brute("xyz", lambda v: v["x"] ^ v["y"] == v["z"])
    assert language(au.less("x", "y")) == brute("xy", lambda v: v["x"] < v["y"])
    assert language(au.less_equal("x", "y")) == brute("xy", lambda v: v["x"] <= v["y"])
    for c in (0, 1, 6, 31):
        assert language(au.const("x", c)) == {(c,)}
    assert language(au.true(["x", "y"])) == brute("xy", lambda v: True)
    assert language(au.false(["x"])) == set()
    # a constant larger than the grid, read with enough letters
    assert au.accepts(au.const("x", 1000), {"x": 1000}) and not au.accepts(au.const("x", 1000), {"x": 999})


def test_usage_errors():
    with pytest.raises(UsageError):
        au.linear({"x": 1.5}, 2)
    with pytest.raises(UsageError):
        au.const("x", -1)
    with pytest.raises(UsageError):
        au.xor("x", "x", "z")
    with pytest.raises(UsageError):
        au.exists(au.less("x", "y"), "z")
    with pytest.raises(UsageError):
        au.reorder(au.less("x", "y"), ["x"])
    with pytest.raises(UsageError):
        au.accepts(au.less("x", "y"), {"x": 1})
    with pytest.raises(UsageError):
        au.true([f"t{i}" for i in range(au.MAX_TRACKS + 1)])


# ---------------------------------------------------------------------------
# random formulas: Boolean operations and projection

ATOMS = {
    "x+y=z": (lambda: au.linear({"x": 1, "y": 1, "z": -1}, 0), lambda v: v["x"] + v["y"] == v["z"]),
    "x^y=z": (lambda: au.xor("x", "y", "z"), lambda v: v["x"] ^ v["y"] == v["z"]),
    "x<y": (lambda: au.less("x", "y"), lambda v: v["x"] < v["y"]),
    "y<=z": (lambda: au.less_equal("y", "z"), lambda v: v["y"] <= v["z"]),
    "2x=y+1": (lambda: au.linear({"x": 2, "y": -1}, 1), lambda v: 2 * v["x"] == v["y"] + 1),
    "3y=z+2x": (lambda: au.linear({"y": 3, "z": -1, "x": -2}, 0), lambda v: 3 * v["y"] == v["z"] + 2 * v["x"]),
    "x=5": (lambda: au.const("x", 5), lambda v: v["x"] == 5),
    "z-y=7": (lambda: au.linear({"z": 1, "y": -1}, 7), lambda v: v["z"] - v["y"] == 7),
}

formula = st.recursive(
    st.sampled_from(sorted(ATOMS)).map(lambda k: ("atom", k)),
    lambda sub: st.one_of(
        st.tuples(st.just("and"), sub, sub),
        st.tuples(st.just("or"), sub, sub),
        st.tuples(st.just("not"), sub),
    ),
    max_leaves=4,
)


def build(f):
    """(automaton over x, y, z, predicate) of a formula tree."""
    if f[0] == "atom":
        a, p = ATOMS[f[1]]
        return au.reorder(au.conj(a(), au.true(["x", "y", "z"])), ["x", "y", "z"]), p
    if f[0] == "not":
        a, p = build(f[1])
        return au.complement(a), (lambda v: not p(v))
    (a, p), (b, q) = build(f[1]), build(f[2])
    op = operator.and_ if f[0] == "and" else operator.or_
    fn = au.conj if f[0] == "and" else au.disj
    return au.reorder(fn(a, b), ["x", "y", "z"]), (lambda v: op(p(v), q(v)))


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(formula)
def test_boolean_combinations(f):
    a, p = build(f)
    assert language(a, 16) == brute("xyz", p, 16)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(formula, st.sampled_from("xyz"))
def test_projection_bounded_witnesses(f, track):
    """``exists track`` against brute force where the witness is bounded: the formula is
    conjoined with ``track <= x + y + z``-free bound ``track < 64`` written as an atom."""
    a, p = build(f)
    bound = au.less(track, "_b")
    a = au.exists(au.conj(au.conj(a, bound), au.const("_b", 64)), "_b")
    e = au.exists(au.reorder(a, ["x", "y", "z"]), track)
    rest = [t for t in "xyz" if t != track]
    want = {t for t in itertools.product(range(16), repeat=2)
            if any(p({**dict(zip(rest, t)), track: w}) for w in range(64))}
    assert language(e, 16) == want


def test_projection_needs_the_padding_fix():
    # exists y: y = x + 40: every x; the witness y is longer than x (the padding fix)
    e = au.exists(au.linear({"y": 1, "x": -1}, 40), "y")
    assert language(e) == brute("x", lambda v: True)
    # exists y: x = 3 y: the multiples of 3, with y shorter than x
    m3 = au.exists(au.linear({"x": 1, "y": -3}, 0), "y")
    assert language(m3, 64) == brute("x", lambda v: v["x"] % 3 == 0, 64)
    # exists y: x = y XOR 32 and y < 8: the numbers 32..39
    e = au.exists(au.conj(au.exists(au.conj(au.xor("y", "k", "x"), au.const("k", 32)), "k"),
                          au.less("y", "_8")), "y")
    e = au.exists(au.conj(e, au.const("_8", 8)), "_8")
    assert language(e, 64) == {(x,) for x in range(32, 40)}


def test_unbounded_projection():
    # exists z: x + z = y  <=>  x <= y; exists z: z > x (always)
    assert au.minimize(au.exists(au.linear({"x": 1, "z": 1, "y": -1}, 0), "z")).states == \
        au.minimize(au.less_equal("x", "y")).states
    assert language(au.exists(au.linear({"x": 1, "z": 1, "y": -1}, 0), "z")) == brute("xy", lambda v: v["x"] <= v["y"])
    assert language(au.exists(au.less("x", "z"), "z")) == brute("x", lambda v: True)


# ---------------------------------------------------------------------------
# minimization, tracks, witnesses


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(formula, formula)
def test_minimization_is_canonical(f, g):
    a, _ = build(f)
    b, _ = build(g)
    m = au.minimize(a)
    assert language(m, 16) == language(a, 16)
    assert au.minimize(m).states == m.states
    # the same language built two ways gives the same arrays
    x = au.reorder(au.disj(a, b), ["x", "y", "z"])
    y = au.reorder(au.disj(b, a), ["x", "y", "z"])
    x, y = au.minimize(x), au.minimize(y)
    assert (x.delta == y.delta).all() and (x.accept == y.accept).all()


def test_minimization_shrinks():
    # x = 1 or x = 1: the duplicate states merge; the minimal automaton of {1}: start, after 1, dead
    d = au.DFA(("x",), np.array([[1, 2], [3, 3], [2, 2], [2, 2]], dtype=np.int32),
               np.array([False, False, False, False]))
    assert au.minimize(d).states == 1
    assert au.minimize(au.disj(au.const("x", 1), au.const("x", 1))).states == 3


def test_reorder_and_rename():
    a = au.linear({"x": 1, "y": -2}, 1)  # x = 2y + 1
    b = au.reorder(a, ["y", "x"])
    assert language(b) == {(y, x) for (x, y) in language(a)}
    c = au.reorder(a, ["y", "w", "x"])  # a new free track
    assert language(c, 16) == {(y, w, x) for (x, y) in language(a, 16) for w in range(16)}
    r = au.rename(a, {"x": "n"})
    assert r.tracks == ("n", "y") and language(r) == language(a)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(formula)
def test_witness_and_least(f):
    a, p = build(f)
    w = au.witness(a)
    inside = brute("xyz", p, 32)
    if w is None:
        assert au.is_empty(a) and not inside
        return
    assert p(w) and au.accepts(a, w)
    # the shortest word: no accepted tuple of a smaller bit length
    width = max(v.bit_length() for v in w.values())
    assert not any(max(t).bit_length() < width for t in inside)
    least_x = au.least(a, "x")
    xs = [t[0] for t in inside]
    if xs and min(xs) < 32:
        assert least_x == min(xs)


def test_least_of_a_large_set():
    a = au.conj(au.exists(au.linear({"x": 1, "q": -7}, 3), "q"), au.less("_c", "x"))
    a = au.exists(au.conj(a, au.const("_c", 1000)), "_c")  # x = 3 mod 7, x > 1000
    assert au.least(a, "x") == min(x for x in range(1001, 1100) if x % 7 == 3)
    assert au.least(au.false(["x"]), "x") is None


# ---------------------------------------------------------------------------
# limits


def test_state_cap_and_deadline():
    a = au.conj(au.linear({"x": 5, "y": -3}, 17), au.linear({"x": 1, "z": -7}, 2))
    with pytest.raises(ResourceLimitError, match="exceeds 3 automaton states"):
        au.conj(a, au.xor("x", "y", "z"), cap=3)
    with pytest.raises(ResourceLimitError, match="exceeds 2 automaton states"):
        au.exists(a, "z", cap=2)
    gone = Deadline(1e-9, "a test")
    import time
    time.sleep(0.01)
    with pytest.raises(ResourceLimitError, match="stopped after"):
        au.exists(a, "z", deadline=gone)
    with pytest.raises(ResourceLimitError, match="stopped after"):
        au.linear({"x": 1, "y": 1}, 3, deadline=gone)
