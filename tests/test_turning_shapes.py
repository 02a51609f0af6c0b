"""Coin-turning games whose turned coins are equally spaced, symmetrical, or start at coin 1
(issue 38, point 2): the ``spacing`` and ``first`` parameters of the ``turning`` family, which give
Turnips, Grunt and Sym of Winning Ways ch. 14 (CGSuite's spawning codes ``3E``, ``4FS``, ``1+S``).

The oracles here are independent of gamecheck's move generator: the sets of coins a move may turn
are filtered from all subsets by the definitions written in this file, and the Grundy values
come from a recursion over the whole game graph of short rows (every position, not only single
heads). The published sequences are CGSuite's own test values (``GameHeapTest.scala`` of
aaron-siegel/cgsuite at commit e909ab8, "define other heap games properly": the Grundy values of
heaps 1..20 and the options of heap 20), and Grunt is Grundy's game played with coins (Winning
Ways ch. 14): its head at coin n is worth g(n - 1) of Grundy's game, computed here by brute force.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

from gamecheck.errors import UsageError
from gamecheck.games import lookup, make_ruleset
from test_turning import brute_grundy_table  # the game-graph recursion over every row

TURNING = lookup("turning")


def equally_spaced(s):
    return len(s) < 3 or len({b - a for a, b in zip(s, s[1:])}) == 1


def symmetric(s):
    return len({s[i] + s[-1 - i] for i in range(len(s))}) == 1


def admits(turns, spacing, first, span):
    """The definition of a move (a sorted tuple of coins, the head last) for these parameters."""
    def ok(s):
        if turns is not None and len(s) not in turns:
            return False
        if span is not None and s[-1] - s[0] >= span:
            return False
        if spacing == "equal" and not equally_spaced(s):
            return False
        if spacing == "symmetric" and not symmetric(s):
            return False
        return not first or s[0] == 1
    return ok


def brute_head_values(n, ok):
    """g(1..n) of single heads by the mex over the moves the definition admits."""
    g = [0]
    for m in range(1, n + 1):
        seen = set()
        for r in range(0, m):
            for others in itertools.combinations(range(1, m), r):
                if ok(others + (m,)):
                    v = 0
                    for t in others:
                        v ^= g[t]
                    seen.add(v)
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g[1:]


# CGSuite's test values (heaps 1..20; options of heap 20)
TURNIPS = [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]
GRUNT = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
SYM = [1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]


@pytest.mark.parametrize("params, published, count", [
    ({"turns": [3], "spacing": "equal"}, TURNIPS, 9),
    ({"turns": [4], "spacing": "symmetric", "first": 1}, GRUNT, 9),
    ({"spacing": "symmetric"}, SYM, 2046),
])
def test_cgsuites_published_values(params, published, count):
    game = TURNING.from_params(**params)
    assert game.coin_values(20)[1:] == published
    assert game.head_move_count(20) == count == sum(1 for _ in game.head_moves(20))


def test_grunt_is_grundys_game_with_coins():
    @lru_cache(maxsize=None)
    def grundy(n):  # split a heap into two unequal heaps
        return min(set(range(n + 2)) - {grundy(a) ^ grundy(n - a) for a in range(1, (n + 1) // 2) if a != n - a})

    grunt = TURNING.from_params(turns=[4], spacing="symmetric", first=1)
    assert grunt.coin_values(40)[1:] == [grundy(n - 1) for n in range(1, 41)]


@pytest.mark.parametrize("turns, spacing, first, span", [
    ([3], "equal", 0, None), ([2, 3, 4], "equal", 0, 5), ([4], "symmetric", 1, None),
    (None, "symmetric", 0, None), ([1, 2, 3], None, 1, None), ([2, 3], "symmetric", 0, 4),
])
def test_every_position_of_short_rows(turns, spacing, first, span):
    params = {"turns": turns, "spacing": spacing, "first": first, "span": span}
    game = TURNING.from_params(**{k: v for k, v in params.items() if v not in (None, 0)})
    ok = admits(turns, spacing, first, span)
    n = 7
    table = brute_grundy_table(n, ok)
    heads = game.coin_values(n)
    for mask in range(1 << n):
        v = 0
        for i in range(n):
            if mask >> i & 1:
                v ^= heads[i + 1]
        assert v == table[mask], (params, mask)
    # and the options the ruleset lists are the definition's
    row = tuple([0] * (n - 1) + [1])
    got = sorted(tuple(i + 1 for i in range(n) if m.position[i] != row[i]) for m in game.with_arity(n).options(row))
    want = sorted(s for r in range(1, n + 1) for s in itertools.combinations(range(1, n + 1), r)
                  if s[-1] == n and ok(s))
    assert got == want


@settings(max_examples=30, deadline=None)
@given(turns=st.one_of(st.none(), st.lists(st.integers(1, 5), min_size=1, max_size=3)),
       spacing=st.sampled_from([None, "equal", "symmetric"]), first=st.integers(0, 1),
       span=st.one_of(st.none(), st.integers(1, 8)), n=st.integers(1, 11))
def test_random_members_against_the_definition(turns, spacing, first, span, n):
    if turns is None and spacing != "symmetric" and spacing != "equal" and (span is None or span > 17):
        return  # any number of coins anywhere: refused (tested apart)
    if spacing is None and not first:
        return  # the shapes this file is about
    params = {"turns": turns, "spacing": spacing, "first": first, "span": span}
    game = TURNING.from_params(**{k: v for k, v in params.items() if v not in (None, 0)})
    ok = admits(None if turns is None else sorted(set(turns)), spacing, first, span)
    assert game.coin_values(n)[1:] == brute_head_values(n, ok)
    for m in range(1, n + 1):
        assert game.head_move_count(m) == sum(1 for _ in game.head_moves(m))


def test_the_prover_relation_is_the_definition():
    z3 = pytest.importorskip("z3")
    from gamecheck.lang.smt import const

    n = 5
    for params in ({"turns": [3], "spacing": "equal"}, {"turns": [4], "spacing": "symmetric", "first": 1},
                   {"spacing": "symmetric"}):
        game = make_ruleset("turning", dict(params, coins=n))
        ok = admits(params.get("turns"), params.get("spacing"), params.get("first", 0), None)
        sets = [s for r in range(1, n + 1) for s in itertools.combinations(range(1, n + 1), r) if ok(s)]
        for a in range(1 << n):
            x = [a >> i & 1 for i in range(n)]
            want = set()
            for s in sets:
                if a >> (s[-1] - 1) & 1:
                    b = a
                    for c in s:
                        b ^= 1 << (c - 1)
                    want.add(b)
            for b in range(1 << n):
                y = [b >> i & 1 for i in range(n)]
                rel = z3.simplify(game.smt_options([const(v) for v in x], [const(v) for v in y]))
                assert z3.is_true(rel) == (b in want), (params, x, y)


def test_bad_shapes_are_one_line_errors():
    for params, words in [({"spacing": "odd"}, "spacing='odd'"), ({"spacing": "equal", "consecutive": 1}, "together"),
                          ({"turns": [3], "first": 2}, "first=2")]:
        with pytest.raises(UsageError) as info:
            TURNING.from_params(**params)
        assert "\n" not in str(info.value) and words.split("=")[0] in str(info.value)
