"""One game's sequence on two threads (gamecheck.engine.sparse: speculate the class-1
candidates, check them on both threads, drop everything from a failed check on): the values
must be the direct engine's and the one-thread engine's, whatever the game, the rounds, the
widenings of the value range and the failed checks."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.domain import Deadline
from gamecheck.engine import sparse, threads
from gamecheck.engine.sequences import _Engine
from gamecheck.engine.sparse import SparseEngine, check_threads, default_threads, threads_for
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games import GrundysGame, OctalGame
from gamecheck.games.takebreak import parse_octal

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def direct(game, n: int) -> np.ndarray:
    """The direct engine's values (a store per pair, no class split): the independent oracle."""
    eng = _Engine(game, capacity=n)
    eng.extend(n)
    return eng.g[:n].copy()


def small_rounds(mp: pytest.MonkeyPatch) -> None:
    """Start the pipeline early and keep its rounds short, so that short sequences go through
    many rounds, widenings and failed checks."""
    mp.setattr(sparse, "_TWO_FROM", 128)
    mp.setattr(sparse, "_TWO_MIN_RUN", 0)
    mp.setattr(sparse, "_ROUND_MIN", 32)
    mp.setattr(sparse, "_ROUND_MAX", 512)
    mp.setattr(sparse, "_CALM_GAP", 0)  # never fall back to the sequential kernel for a stretch


@st.composite
def two_heap_octal(draw):
    d0 = draw(st.sampled_from([0, 0, 0, 4]))
    rest = draw(st.lists(st.integers(0, 7), min_size=1, max_size=4))
    return OctalGame.from_digits([d0] + rest)


@FAST
@given(two_heap_octal(), st.integers(1500, 5000))
def test_two_threads_give_the_direct_engines_values(game, n):
    want = direct(game, n)
    with pytest.MonkeyPatch.context() as mp:
        small_rounds(mp)
        two = SparseEngine(game, capacity=n, threads=2)
        two.extend(n)
    one = SparseEngine(game, capacity=n, threads=1)
    one.extend(n)
    assert np.array_equal(two.values.astype(np.int64), want), game.title
    assert np.array_equal(one.values.astype(np.int64), want), game.title


@pytest.mark.parametrize("code", ["0.6", "0.376", "0.16", "4.007", "0.354", "0.166"])
def test_named_games_through_many_rounds(code):
    """Games with late rare heaps (0.376, 0.16, 4.007) make checks fail; 0.6's values cross
    512 while the pipeline runs (a widening in the middle of a round)."""
    game = parse_octal(code)
    n = 30000
    with pytest.MonkeyPatch.context() as mp:
        small_rounds(mp)
        e = SparseEngine(game, capacity=n, threads=2)
        e.extend(n)
    assert np.array_equal(e.values.astype(np.int64), direct(game, n)), code
    assert e.pipeline["rounds"] > 10 and e.pipeline["checked_by_helper"] > 0, e.pipeline


def test_a_failed_check_is_seen_and_recomputed():
    """0.376 gains rare heaps past 2^10: some speculated candidates are wrong, each is caught by
    a check and recomputed, and the values are still exact."""
    game = parse_octal("0.376")
    n = 20000
    with pytest.MonkeyPatch.context() as mp:
        small_rounds(mp)
        e = SparseEngine(game, capacity=n, threads=2)
        e.extend(n)
    assert e.pipeline["failed_checks"] > 0
    assert np.array_equal(e.values.astype(np.int64), direct(game, n))


def test_frequent_rare_heaps_fall_back_to_one_thread_for_a_stretch():
    """0.376 still gains rare heaps every few hundred heaps below 2^15: after two failed checks
    close together the sequential kernel runs alone for a stretch, and the values are still
    exact."""
    game = parse_octal("0.376")
    n = 20000
    with pytest.MonkeyPatch.context() as mp:
        small_rounds(mp)
        mp.setattr(sparse, "_CALM_GAP", 1 << 15)
        mp.setattr(sparse, "_BACKOFF0", 512)
        e = SparseEngine(game, capacity=n, threads=2)
        e.extend(n)
    assert e.pipeline.get("sequential_stretches", 0) > 0, e.pipeline
    assert np.array_equal(e.values.astype(np.int64), direct(game, n))


def test_grundys_game_on_two_threads():
    game = GrundysGame()
    n = 12000
    with pytest.MonkeyPatch.context() as mp:
        small_rounds(mp)
        e = SparseEngine(game, capacity=n, threads=2)
        e.extend(n)
    assert np.array_equal(e.values.astype(np.int64), direct(game, n))


def test_a_deadline_stops_between_rounds_with_exact_values():
    game = parse_octal("0.6")
    n = 1 << 22
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(sparse, "_TWO_FROM", 128)
        e = SparseEngine(game, capacity=n, threads=2)
        with pytest.raises(ResourceLimitError, match="were computed for heaps"):
            e.extend(n, Deadline(0.3))
    assert 0 < e.done < n
    assert np.array_equal(e.values.astype(np.int64), direct(game, e.done))


def test_a_continued_run_on_two_threads():
    game = parse_octal("0.6")
    want = direct(game, 6000)
    with pytest.MonkeyPatch.context() as mp:
        small_rounds(mp)
        e = SparseEngine(game, prefix=want[:2500], threads=2)
        e.extend(6000)
    assert np.array_equal(e.values.astype(np.int64), want)


@pytest.mark.parametrize("bad", [0, 3, -1, True, 1.5, "2", None])
def test_threads_must_be_one_or_two(bad):
    if bad is None:
        return  # None means the default, checked below
    with pytest.raises(UsageError, match="threads must be 1 or 2"):
        check_threads(bad)
    with pytest.raises(UsageError, match="threads must be 1 or 2"):
        SparseEngine(parse_octal("0.6"), threads=bad)


def test_the_default_follows_the_setting_the_environment_and_the_cpus(monkeypatch):
    monkeypatch.setattr(threads, "usable_cpus", lambda: 2)
    monkeypatch.delenv(sparse.THREADS_ENV, raising=False)
    assert default_threads() == 2
    monkeypatch.setattr(threads, "usable_cpus", lambda: 1)
    assert default_threads() == 1
    monkeypatch.setenv(sparse.THREADS_ENV, "2")
    assert default_threads() == 2
    with threads_for(1):
        assert default_threads() == 1
        assert SparseEngine(parse_octal("0.6")).threads == 1
    monkeypatch.setenv(sparse.THREADS_ENV, "many")
    with pytest.raises(UsageError, match="'many'"):
        default_threads()
