"""Solving sums by the Sprague–Grundy theorem (gamecheck.engine.sprague, issue 14 part 3).

Every answer of the Sprague–Grundy method is compared with the enumeration method (which
labels every reachable position by retrograde analysis) on random small positions, and on
big positions with values computed here: Bouton's rule for Nim (1901) and the published
periods of Kayles (period 12 from n = 71) and Dawson's chess (0.137: period 34 from
n = 52), re-derived by a brute force written in this file from the definition of octal
codes (tests/test_takebreak.py's octal_moves)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.errors import UsageError
from test_takebreak import octal_moves

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

HEAP_SPECS = ["nim", "bash(m=2)", "bash(m=3)", "subtraction(set=[1,3,4])", "subtraction(set=[2,5])", "kayles",
              "dawson", "grundy-game", "lasker", "take-half", "octal(code=\"0.137\")", "octal(code=\"0.6\")",
              "all-but(set=[1,2])", "subtract-squares"]


def _multiset(pos) -> tuple[int, ...]:
    return tuple(sorted(h for h in pos if h))


def _normal(sol: gc.Solution, split: bool) -> tuple:
    moves = sorted(_multiset(p) if split else tuple(p) for p in sol.winning_moves)
    return sol.outcome, sol.grundy, moves


@FAST
@given(spec=st.sampled_from(HEAP_SPECS), heaps=st.lists(st.integers(0, 9), min_size=1, max_size=3))
def test_sprague_grundy_agrees_with_enumeration_on_heap_games(spec, heaps):
    g = gc.game(spec)
    split = spec in ("kayles", "dawson", "grundy-game", "lasker") or spec.startswith("octal")
    sg = g.solve(tuple(heaps), method="sprague-grundy")
    en = g.solve(tuple(heaps), method="enumeration")
    assert sg.method == "sprague-grundy" and en.method == "enumeration"
    assert _normal(sg, split) == _normal(en, split)
    assert sg.winning_move_count == en.winning_move_count


@FAST
@given(a=st.integers(0, 6), b=st.integers(0, 6), c=st.integers(0, 5), d=st.integers(0, 5))
def test_sum_with_a_component_that_is_not_a_heap_game(a, b, c, d):
    # Wythoff's game is not a heap game: its Grundy value comes from its own positions
    g = gc.game("sum(nim, bash(m=2), wythoff)")
    pos = (a, b, c, d)
    sg = g.solve(pos, method="sprague-grundy")
    en = g.solve(pos, method="enumeration")
    assert (sg.outcome, sg.grundy, sorted(sg.winning_moves)) == (en.outcome, en.grundy, sorted(en.winning_moves))


@FAST
@given(heaps=st.lists(st.integers(0, 7), min_size=1, max_size=4))
def test_misere_nim_by_boutons_rule_agrees_with_enumeration(heaps):
    g = gc.game("nim", misere=True)
    sg = g.solve(tuple(heaps), method="sprague-grundy")
    en = g.solve(tuple(heaps), method="enumeration")
    assert (sg.outcome, sorted(sg.winning_moves)) == (en.outcome, sorted(en.winning_moves))


def test_nim_100_200_300_by_hand():
    # 100 ^ 200 ^ 300 = 384 = 0b110000000: only 300 has bit 8, so the one winning move
    # takes 300 to 300 ^ 384 = 172
    s = gc.game("nim").solve((100, 200, 300))
    assert s.method == "sprague-grundy"
    assert (s.outcome, s.grundy, s.winning_moves) == (gc.Outcome.N, 384, [(100, 200, 172)])
    assert s.remoteness is None and s.positions_examined == 0


def nim_sum(values: list[int], heaps) -> int:
    """The nim-sum of the heaps' values."""
    v = 0
    for h in heaps:
        v ^= values[h]
    return v


def _periodic_values(digits: tuple[int, ...], e: int, p: int, upto: int) -> list[int]:
    """The Grundy values of one heap of an octal game, from a brute force over 0..e+3p and the
    published period p from preperiod e (checked on that range)."""
    @lru_cache(maxsize=None)
    def g(n: int) -> int:
        vals = set()
        for opt in octal_moves(digits, (n,) if n else ()):
            v = 0
            for h in opt:
                v ^= g(h)
            vals.add(v)
        m = 0
        while m in vals:
            m += 1
        return m

    base = [g(n) for n in range(e + 3 * p + 1)]
    assert all(base[n] == base[n + p] for n in range(e, e + 2 * p + 1))  # the period is seen
    return [base[n] if n < len(base) else base[e + (n - e) % p] for n in range(upto + 1)]


def test_kayles_1000_2000_3000_from_the_published_period():
    kay = _periodic_values((0, 7, 7), 71, 12, 3000)  # Guy and Smith 1956; OEIS A002186
    s = gc.game("kayles").solve((1000, 2000, 3000))
    assert s.method == "sprague-grundy"
    want = kay[1000] ^ kay[2000] ^ kay[3000]
    assert s.grundy == want and s.outcome == (gc.Outcome.P if want == 0 else gc.Outcome.N)
    # the winning moves, counted here from the definition: from one heap h to an option of
    # value kay[h] ^ want
    count = 0
    for h in (1000, 2000, 3000):
        t = kay[h] ^ want  # t > kay[h] is possible too: a move may raise a heap's value
        for opt in octal_moves((0, 7, 7), (h,)):
            v = 0
            for x in opt:
                v ^= kay[x]
            count += v == t
    # octal_moves gives sets (one per multiset); gamecheck lists a split a + b once as well
    assert s.winning_move_count == count and len(s.winning_moves) == min(count, 64)
    assert all(nim_sum(kay, pos) == 0 for pos in s.winning_moves)


def test_dawsons_chess_at_100000_from_the_period():
    chess = _periodic_values((0, 1, 3, 7), 52, 34, 100_000)  # 0.137 (Dawson 1934; Winning Ways ch. 4)
    s = gc.game("octal:0.137").solve(100_000)
    assert s.grundy == chess[100_000]
    assert "certified periodic" in " ".join(s.report.notes)
    assert all(nim_sum(chess, pos) == 0 for pos in s.winning_moves)


def test_auto_enumerates_small_positions_and_uses_the_theorem_on_big_ones():
    small = gc.game("nim").solve((3, 4, 5))
    assert small.method == "enumeration" and small.remoteness is not None
    big = gc.game("nim").solve((300, 300, 300))
    assert big.method == "sprague-grundy"


def test_methods_refused_where_they_do_not_apply():
    with pytest.raises(UsageError, match="does not apply"):
        gc.game("wythoff").solve((3, 5), method="sprague-grundy")
    with pytest.raises(UsageError, match="misère"):  # misère play of a game that is not a sum of heaps
        gc.game("wythoff", misere=True).solve((3, 5), method="sprague-grundy")
    # a misère sum of heaps is solved from its misère quotient (tests/test_quotient.py)
    assert gc.game("kayles", misere=True).solve((3, 5), method="sprague-grundy").method == "misere-quotient"
    with pytest.raises(UsageError, match="method='bogus'"):
        gc.game("nim").solve((3, 5), method="bogus")


def test_cli_solve_kayles_json():
    out = subprocess.run([sys.executable, "-m", "gamecheck", "solve", "kayles", "1000", "2000", "3000", "--json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["method"] == "sprague-grundy" and data["remoteness"] is None
    assert data["winning_move_count"] == len(data["winning_moves"]) or len(data["winning_moves"]) == 64
    assert [s["heap"] for s in data["summands"]] == [1000, 2000, 3000]
    assert Counter(m["move"].split(" (")[0] for m in data["winning_moves"])  # each move is described
