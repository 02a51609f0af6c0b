"""The sparse-space engine (gamecheck.engine.sparse) against the pure-Python oracle and the
direct engine, published values, and the hand-over to the direct method."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.engine.sequences import _Engine, grundy_sequence, grundy_sequence_naive
from gamecheck.engine.sparse import SparseEngine, sparse_applies
from gamecheck.games import GrundysGame, OctalGame
from gamecheck.games.takebreak import parse_octal

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# A002188 (Grundy's game), typed in from the OEIS independently of the code
GRUNDY_0_40 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
               1, 2, 4, 1, 2, 4, 1]


def direct(game, n: int) -> np.ndarray:
    eng = _Engine(game, capacity=n)
    eng.extend(n)
    return eng.g[:n].copy()


@st.composite
def two_heap_octal(draw):
    d0 = draw(st.sampled_from([0, 0, 0, 4]))
    rest = draw(st.lists(st.integers(0, 7), min_size=1, max_size=4))
    return OctalGame.from_digits([d0] + rest)


@FAST
@given(two_heap_octal())
def test_matches_the_oracle(game):
    e = SparseEngine(game, capacity=200)
    e.extend(200)
    assert e.values.astype(np.int64).tolist() == grundy_sequence_naive(game, 199), game.title


@FAST
@given(two_heap_octal(), st.integers(300, 3000), st.integers(1, 299))
def test_matches_the_direct_engine_and_resumes_from_a_prefix(game, n, cut):
    want = direct(game, n)
    e = SparseEngine(game, capacity=n)
    e.extend(n)
    assert np.array_equal(e.values.astype(np.int64), want), game.title
    # a prefix given back (as --load does) continues to the same values
    r = SparseEngine(game, prefix=want[:cut])
    r.extend(n)
    assert np.array_equal(r.values.astype(np.int64), want)


@pytest.mark.parametrize("code", ["0.166", "0.36", "0.6", "0.376", "0.56", "0.354", "0.137", "0.77", "4.0", "0.156"])
def test_long_sequences_match_the_direct_engine(code):
    game = parse_octal(code)
    n = 20000
    e = SparseEngine(game, capacity=n)
    e.extend(n)
    assert np.array_equal(e.values.astype(np.int64), direct(game, n)), code


def test_grundys_game():
    e = SparseEngine(GrundysGame(), capacity=20000)
    e.extend(20000)
    assert e.values[:41].tolist() == GRUNDY_0_40
    assert np.array_equal(e.values.astype(np.int64), direct(GrundysGame(), 20000))


def test_the_class_split_is_sparse_where_published():
    """0.166 has few rare values (Flammenkamp's tables; tczajka/octal-games finds 176 to 2^20):
    the engine finds a split with a small rare share and reports it."""
    game = parse_octal("0.166")
    info: dict = {}
    grundy_sequence(game, 1 << 16, info=info)
    assert info["method"] == "sparse-space" and info["rare_share"] < 0.01 and info["mask"] != 0


@pytest.mark.parametrize("code", ["0.77", "0.137"])
def test_hands_over_to_the_direct_method_where_the_split_does_not_pay(code):
    """Kayles's scans stay long and Dawson's chess has a third of its heaps rare: past 2^15 the
    direct method takes over, and the values are the same."""
    game = parse_octal(code)
    info: dict = {}
    got = grundy_sequence(game, 40000, info=info)
    assert info["method"] == "direct" and info["sparse_until"] == 1 << 15
    assert np.array_equal(got, direct(game, 40001))


def test_three_heap_games_are_not_for_this_method():
    assert sparse_applies(parse_octal("0.8")) is None
    info: dict = {}
    grundy_sequence(parse_octal("0.8"), 100, info=info)
    assert info["method"] == "direct"


def test_values_past_65535_widen_the_type():
    """0.4 with heaps split freely has values growing with n; force the 16-bit limit by a
    prefix whose top value is large, then check the next values against the direct engine."""
    game = parse_octal("4.0")
    n = 3000
    want = direct(game, n)
    prefix = want[:100].copy()
    e = SparseEngine(game, prefix=prefix)
    e.st[3] = 1 << 16  # V: the next widening crosses 65,535
    e._widen()
    assert e.g.dtype == np.uint32
    e.extend(n)
    assert np.array_equal(e.values.astype(np.int64), want)


@pytest.mark.parametrize("code", ["0." + "7" * 40, "0." + "6" * 12])
def test_values_past_512_use_many_bitset_words(code):
    """Long codes give values in the thousands (bitsets of 8 or more words, read eight at a
    time); the values must still be the direct engine's."""
    game = parse_octal(code)
    n = 1500
    e = SparseEngine(game, capacity=n)
    e.extend(n)
    assert int(e.values.max()) >= 512
    assert np.array_equal(e.values.astype(np.int64), direct(game, n))


def _word_ranges(W):
    """The word ranges a pass may fill: 2, 4 or a multiple of 8 words, at the bases the engine uses."""
    out = [(0, 2), (0, 4), (2, 4)]
    if W >= 8:
        out += [(4, 8), (0, 8), (0, W)]
    if W >= 16:
        out += [(8, 16), (8, W)]
    return out


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**31), st.sampled_from([64, 256, 512, 2048]), st.booleans(), st.integers(0, 7))
def test_the_pair_bitsets_are_the_brute_force_sets(seed, V, unequal, pick):
    """The vectorised bitset helpers against a Python set of the pairs' values: a pass over
    words ``lo .. hi - 1`` sets exactly the pairs' values in that range and no other bit."""
    from gamecheck.engine.sparse import _or_rare, _or_split

    rng = np.random.default_rng(seed)
    g = rng.integers(0, V, size=400).astype(np.uint16)
    m = int(rng.integers(2, 400))
    a, e = sorted(int(x) for x in rng.integers(1, m // 2 + 2, size=2))
    W = V // 64
    ranges = _word_ranges(W)
    lo, hi = ranges[pick % len(ranges)]
    inside = range(64 * lo, 64 * hi)
    bits = np.zeros(max(8, W), dtype=np.uint64)
    _or_split(g, m, a, e, bits, lo, hi)
    want = {int(g[x] ^ g[m - x]) for x in range(a, e)} & set(inside)
    got = {v for v in range(64 * len(bits)) if (int(bits[v >> 6]) >> (v & 63)) & 1}
    assert got == want
    rare = np.unique(rng.integers(1, m, size=30)).astype(np.int32)
    grare = g[rare].copy()
    bits[:] = 0
    _or_rare(g, m, rare, grare, 0, rare.size, unequal, bits, lo, hi)
    want = {int(g[r] ^ g[m - r]) for r in rare.tolist() if not (unequal and 2 * r == m)} & set(inside)
    got = {v for v in range(64 * len(bits)) if (int(bits[v >> 6]) >> (v & 63)) & 1}
    assert got == want
