"""Wythoff, Fibonacci Nim, staircase Nim, take-half, New Nim, coin turning, misère.

Every label is checked against an independent brute force: small memoised
recursions written here from the rules as stated (never gamecheck's solver), and
where the literature gives a formula, against that formula too.
"""

from __future__ import annotations

import itertools
import json
import math
from functools import lru_cache, reduce
from operator import xor

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st

from gamecheck.engine.analysis import analyse_position
from gamecheck.cli import main
from gamecheck.domain import BoxDomain, PositionsDomain
from gamecheck.errors import UsageError
from gamecheck.engine.graph import build_csr
from gamecheck.engine.analysis import new_nim_answer
from gamecheck.engine.label import label_domain
from gamecheck.games import (
    CoinTurning, FibonacciNim, Misere, NewNim, Nim, StaircaseNim, TakeHalf, Wythoff, lookup, make_ruleset,
)

from conftest import brute_grundy, brute_outcomes, nim_options


def p_set(ruleset, domain):
    """Positions of a domain that gamecheck labels P (normal play)."""
    labels = label_domain(ruleset, domain)
    return {domain.position(i) for i in range(domain.size) if labels.outcome_letter(i) == "P"}


def grundy_map(ruleset, domain):
    labels = label_domain(ruleset, domain)
    return {domain.position(i): int(labels.grundy[i]) for i in range(domain.size)}


# -- registry ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name,cls", [
    ("wythoff", Wythoff), ("wythoff-game", Wythoff),
    ("fibonacci-nim", FibonacciNim), ("fibonacci", FibonacciNim), ("fib-nim", FibonacciNim),
    ("staircase", StaircaseNim), ("staircase-nim", StaircaseNim),
    ("take-half", TakeHalf), ("half", TakeHalf), ("ceil-half", TakeHalf),
    ("new-nim", NewNim), ("newnim", NewNim), ("cqoi2013", NewNim),
    ("coins", CoinTurning), ("coin-turning", CoinTurning), ("turning-coins", CoinTurning),
])
def test_registry_names_and_aliases(name, cls):
    assert lookup(name) is cls
    rs = make_ruleset(name)
    assert isinstance(rs, cls)
    assert make_ruleset(rs.spec()) == rs
    assert cls.summary and cls.__doc__


def test_specs_with_parameters_round_trip():
    for spec in ["staircase(stairs=4)", "new-nim(heaps=3)", "coins(coins=6)", "take-half(heaps=2)"]:
        rs = make_ruleset(spec)
        assert make_ruleset(rs.spec()) == rs
    assert make_ruleset("staircase", {"heaps": 3}).arity == 3
    assert make_ruleset("new-nim", {"heaps": 3}).arity == 4
    with pytest.raises(UsageError):
        make_ruleset("wythoff(m=3)")
    with pytest.raises(UsageError):
        make_ruleset("staircase(stairs=0)")


# -- Wythoff ----------------------------------------------------------------------------------

def wythoff_options(pos):
    x, y = pos
    out = [(x - t, y) for t in range(1, x + 1)] + [(x, y - t) for t in range(1, y + 1)]
    out += [(x - t, y - t) for t in range(1, min(x, y) + 1)]
    return out


def test_wythoff_p_positions_are_the_golden_pairs():
    B = 30
    rs = Wythoff()
    dom = rs.domain(B)
    assert isinstance(dom, BoxDomain) and dom.bounds == (B, B)
    got = p_set(rs, dom)
    # Wythoff 1907: (a_k, a_k + k) with a_k = floor(k * phi) = (k + isqrt(5 k^2)) // 2 (OEIS A000201)
    pairs = set()
    for k in range(B + 1):
        a = (k + math.isqrt(5 * k * k)) // 2
        for p in ((a, a + k), (a + k, a)):
            if max(p) <= B:
                pairs.add(p)
    assert got == pairs
    is_p = brute_outcomes(wythoff_options)
    assert got == {p for p in itertools.product(range(B + 1), repeat=2) if is_p(p)}
    assert (3, 5) in got and (4, 7) in got and (6, 10) in got


def test_wythoff_moves_and_translations():
    rs = Wythoff()
    moves = [(m.description, m.position) for m in rs.options((2, 1))]
    assert moves == [
        ("take 1 from heap 1", (1, 1)), ("take 2 from heap 1", (0, 1)),
        ("take 1 from heap 2", (2, 0)), ("take 1 from both heaps", (1, 0)),
    ]
    deltas = {t.delta for t in rs.translations([3, 2])}
    assert (-3, 0) in deltas and (0, -2) in deltas and (-2, -2) in deltas and (-3, -3) not in deltas
    assert rs.potential(2) == (1, 1) and rs.default_arity == 2
    # the array engine and the networkx engine agree
    dom = BoxDomain([6, 6])
    a = build_csr(rs, dom)
    b = build_csr(rs, dom, engine="networkx")
    for i in range(dom.size):
        assert sorted(a[1][a[0][i]:a[0][i + 1]]) == sorted(b[1][b[0][i]:b[0][i + 1]])
    with pytest.raises(UsageError):
        analyse_position(rs, (1, 2, 3))


# -- Fibonacci Nim ----------------------------------------------------------------------------

@lru_cache(maxsize=None)
def fib_wins(n, c):
    """Brute force: the player to move, facing n counters and allowed to take at most c, wins."""
    return any(not fib_wins(n - t, min(2 * t, n - t)) for t in range(1, min(c, n) + 1))


def fibonacci_numbers(limit):
    fs, a, b = set(), 1, 2
    while a <= limit:
        fs.add(a)
        a, b = b, a + b
    return fs


def smallest_zeckendorf_term(n):
    fibs = sorted(fibonacci_numbers(n), reverse=True)
    last = None
    for f in fibs:
        if f <= n:
            n -= f
            last = f
    return last


def test_fibonacci_start_is_p_exactly_at_fibonacci_numbers():
    rs = FibonacciNim()
    fibs = fibonacci_numbers(60)
    dom = rs.domain(60)
    labels = label_domain(rs, dom)
    for N in range(1, 61):
        start = rs.canonical((N,))
        assert start == (N, N - 1)
        brute_p = not fib_wins(N, N - 1)
        assert brute_p == (N in fibs)
        assert (labels.outcome_letter(dom.index(start)) == "P") == brute_p
    assert rs.canonical((0,)) == (0, 0)
    assert rs.canonical((7, 3)) == (7, 3)
    # the general rule (Whinihan 1963): (n, c) with n > 0 is N iff the smallest Zeckendorf term of n is <= c
    for (n, c) in dom.positions():
        expected_n = n > 0 and smallest_zeckendorf_term(n) <= c
        assert (labels.outcome_letter(dom.index((n, c))) == "N") == expected_n == fib_wins(n, c)


def test_fibonacci_85_wins_by_taking_one():
    rep = analyse_position(FibonacciNim(), (85,))
    assert rep.position == (85, 84)
    assert rep.outcome == "N" and fib_wins(85, 84)
    wins = {m.description: m.position for m in rep.winning_moves}
    assert "take 1" in wins and wins["take 1"] == (84, 2)
    assert smallest_zeckendorf_term(85) == 1  # 85 = 55 + 21 + 8 + 1
    brute = {f"take {t}" for t in range(1, 85) if not fib_wins(85 - t, min(2 * t, 85 - t))}
    assert set(wins) == brute


def test_fibonacci_domain_parts_and_variables():
    rs = FibonacciNim()
    dom = rs.domain(10)
    assert isinstance(dom, PositionsDomain)
    assert set(dom.positions()) == {(n, c) for n in range(11) for c in range(n + 1)}
    assert "c <= n <= 10" in dom.describe(rs)
    build_csr(rs, dom)  # closed under moves: no UsageError
    assert rs.part_names() == ("n", "c")
    names = rs.variable_names()
    assert {"n", "c", "x1", "x2"} <= set(names)
    assert rs.potential(2) == (1, 0)
    assert [(m.description, m.position) for m in rs.options((5, 3))] == [
        ("take 1", (4, 2)), ("take 2", (3, 3)), ("take 3", (2, 2)),
    ]


# -- staircase Nim ----------------------------------------------------------------------------

def staircase_options(pos):
    out = []
    for i, x in enumerate(pos):
        for t in range(1, x + 1):
            q = list(pos)
            q[i] -= t
            if i > 0:
                q[i - 1] += t
            out.append(tuple(q))
    return out


def test_staircase_p_iff_odd_stairs_nim_sum_zero():
    rs = StaircaseNim(stairs=4)
    dom = rs.domain(12)
    assert isinstance(dom, PositionsDomain)
    assert dom.size == math.comb(16, 4)
    assert set(dom.positions()) == {p for p in itertools.product(range(13), repeat=4) if sum(p) <= 12}
    got = p_set(rs, dom)
    is_p = brute_outcomes(staircase_options)
    for p in dom.positions():
        assert (p in got) == is_p(p) == (p[0] ^ p[2] == 0), p


def test_staircase_moves_potential_and_closure():
    rs = StaircaseNim()
    moves = [(m.description, m.position) for m in rs.options((1, 0, 2))]
    assert moves == [
        ("move 1 coin from stair 1 to the floor", (0, 0, 2)),
        ("move 1 coin from stair 3 to stair 2", (1, 1, 1)),
        ("move 2 coins from stair 3 to stair 2", (1, 2, 0)),
    ]
    assert rs.translations([3, 3, 3]) is None
    assert rs.with_arity(3).potential(3) == (1, 2, 3)
    with pytest.raises(UsageError, match="not closed"):
        build_csr(StaircaseNim(stairs=3), BoxDomain([3, 3, 3]))
    with pytest.raises(UsageError):
        StaircaseNim().domain(5)  # no stair count
    with pytest.raises(UsageError):
        StaircaseNim(stairs=2).domain([3, 3])
    assert "at most 5 coins in all" in StaircaseNim(stairs=3).domain(5).describe()


# -- take-half --------------------------------------------------------------------------------

def half_options(pos):
    (s,) = pos
    return [(s - t,) for t in range(1, (s + 1) // 2 + 1)]


def test_take_half_grundy_values():
    expected = [0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0]
    g = brute_grundy(half_options)
    assert [g((s,)) for s in range(15)] == expected
    rs = make_ruleset("take-half")
    assert rs.default_arity == 1
    rs1 = rs.with_arity(1)
    got = grundy_map(rs1, rs1.domain(200))
    assert [got[(s,)] for s in range(15)] == expected
    assert all(got[(s,)] == g((s,)) for s in range(201))
    assert [m.description for m in rs1.options((5,))] == ["take 1", "take 2", "take 3"]
    assert "n" in rs1.variable_names()
    assert analyse_position(rs, (14,)).outcome == "P"


# -- New Nim (CQOI 2013) ------------------------------------------------------------------------

def brute_newnim_answer(heaps):
    """Play the whole game by plain recursion from the rules: the least number the first
    player removes in a winning first turn, or -1."""
    heaps = tuple(heaps)

    @lru_cache(maxsize=None)
    def nim_p(hs):  # ordinary Nim by recursion, the player to move loses?
        return all(not nim_p(q) for q in nim_options(hs))

    def removals(hs):
        idx = [i for i, x in enumerate(hs) if x > 0]
        out = []
        for r in range(len(idx)):  # any subset but all the non-empty heaps; none allowed
            for chosen in itertools.combinations(idx, r):
                out.append(tuple(0 if i in chosen else x for i, x in enumerate(hs)))
        return out or [hs]

    def second_player_loses(hs):
        # the second player removes; then the first player moves in Nim
        return all(not nim_p(q) for q in removals(hs))

    best = -1
    for q in removals(heaps):
        if second_player_loses(q):
            removed = sum(heaps) - sum(q)
            best = removed if best < 0 else min(best, removed)
    return best


def basis_answer(heaps):
    """The published solution (linear basis over GF(2), greedy from the largest)."""
    basis, kept = [], 0
    for h in sorted(heaps, reverse=True):
        v = h
        for b in basis:
            v = min(v, v ^ b)
        if v:
            basis.append(v)
            basis.sort(reverse=True)
            kept += h
    return sum(heaps) - kept


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=7), min_size=1, max_size=4))
def test_newnim_answer_matches_brute_force(heaps):
    rs = make_ruleset("new-nim")
    assert new_nim_answer(rs, tuple(heaps)) == brute_newnim_answer(heaps)


def test_newnim_examples_moves_and_domain():
    rs = NewNim()
    for heaps in [(5, 5, 6, 6), (3, 5, 6), (1, 2, 3), (7, 7), (0, 0), (4,)]:
        assert new_nim_answer(rs, heaps) == brute_newnim_answer(heaps)
    assert new_nim_answer(rs, (3, 5, 6)) == basis_answer((3, 5, 6)) == 3  # 3 ^ 5 == 6: drop the 3
    assert new_nim_answer(rs, (5, 5, 6, 6)) == basis_answer((5, 5, 6, 6)) == 11
    assert new_nim_answer(rs, (0, 0)) == -1  # no counters: the first player to move in Nim loses
    assert rs.canonical((3, 5)) == (2, 3, 5)
    assert NewNim(heaps=2).canonical((1, 3, 5)) == (1, 3, 5)
    assert NewNim(heaps=2).canonical((3, 5)) == (2, 3, 5)
    rep = analyse_position(rs, (3, 5, 6))
    assert rep.position == (2, 3, 5, 6) and rep.ruleset.arity == 4
    assert rs.with_arity(4).part_names() == ("p", "x1", "x2", "x3")
    moves = [(m.description, m.position) for m in rs.options((2, 5, 0, 4))]
    assert moves == [
        ("remove no heap", (1, 5, 0, 4)),
        ("remove heap 1 (5 counters)", (1, 0, 0, 4)),
        ("remove heap 3 (4 counters)", (1, 5, 0, 0)),
    ]
    assert [m.description for m in rs.options((1, 1, 2, 3))][4] == "remove heaps 1 and 2 (3 counters)"
    assert [m.description for m in rs.options((0, 2, 1))] == ["take 1 from heap 1", "take 2 from heap 1", "take 1 from heap 2"]
    assert [m.position for m in rs.options((1, 0, 0))] == [(0, 0, 0)]
    dom = NewNim(heaps=2).domain(4)
    assert dom.size == 3 * 25
    assert set(dom.positions()) == set(itertools.product(range(3), range(5), range(5)))
    build_csr(NewNim(heaps=2), dom)  # closed
    w = np.array(NewNim(heaps=2).potential(3))
    for p in dom.positions():
        for m in rs.options(p):
            assert w @ (np.array(m.position) - np.array(p)) < 0
    with pytest.raises(UsageError):
        analyse_position(NewNim(heaps=2), (3, 1, 1))  # phase 3


# -- coin turning -----------------------------------------------------------------------------

def coin_options(pos):
    out = []
    for i, x in enumerate(pos):
        if x == 1:
            base = list(pos)
            base[i] = 0
            out.append(tuple(base))
            for j in range(i):
                q = list(base)
                q[j] ^= 1
                out.append(tuple(q))
    return out


def test_coins_grundy_is_nim_sum_of_head_places():
    rs = CoinTurning(coins=6)
    dom = rs.domain(1)
    assert isinstance(dom, BoxDomain) and dom.size == 64
    got = grundy_map(rs, dom)
    g = brute_grundy(coin_options)
    for p in itertools.product((0, 1), repeat=6):
        formula = reduce(xor, (i + 1 for i, x in enumerate(p) if x), 0)  # Winning Ways: turning turtles
        assert got[p] == g(p) == formula, p


def test_coins_moves_and_bad_input():
    rs = CoinTurning()
    assert [(m.description, m.position) for m in rs.options((1, 0, 1))] == [
        ("turn coin 1", (0, 0, 1)),
        ("turn coin 3", (1, 0, 0)),
        ("turn coins 3 and 1", (0, 0, 0)),
        ("turn coins 3 and 2", (1, 1, 0)),
    ]
    with pytest.raises(UsageError, match="coin 2 is 2"):
        analyse_position(rs, (1, 2, 0))
    with pytest.raises(UsageError):
        CoinTurning(coins=3).domain(2)
    w = rs.potential(5)
    for p in itertools.product((0, 1), repeat=5):
        for m in rs.options(p):
            assert sum(a * (b - c) for a, b, c in zip(w, m.position, p)) < 0


# -- misère wrapper ---------------------------------------------------------------------------

def test_misere_wrapper():
    rs = make_ruleset("misere(nim)")
    assert isinstance(rs, Misere) and rs.misere is True and Nim.misere is False
    assert rs.spec() == "misere(nim)" and make_ruleset(rs.spec()) == rs
    for pos in [(1, 1, 2), (3, 0), (2,)]:
        assert rs.options(pos) == Nim().options(pos)
    r3 = rs.with_arity(3)
    assert r3.spec() == "misere(nim(heaps=3))" and r3.potential(3) == (1, 1, 1)
    assert r3.translations([2, 2, 2]) is not None
    b = make_ruleset("misere(bash(m=3))")
    assert b.misere and b.inner.m == 3 and b.default_arity == 1
    assert make_ruleset("misere(fibonacci-nim)").canonical((5,)) == (5, 4)
    assert isinstance(make_ruleset("misere(staircase(stairs=3))").domain(4), PositionsDomain)
    # misère Nim (Bouton 1901): P iff (some heap >= 2 and nim-sum 0) or (all heaps <= 1 and nim-sum 1)
    labels = label_domain(r3, BoxDomain([3, 3, 3]))
    is_p = brute_outcomes(nim_options, misere=True)
    for i, p in enumerate(BoxDomain([3, 3, 3]).positions()):
        assert (labels.outcome_letter(i, misere=True) == "P") == is_p(p)
    for bad in ["misere", "misere(nim, nim)", "misere(misere(nim))", "sum(misere(nim), nim)"]:
        with pytest.raises(UsageError):
            make_ruleset(bad)


# -- command line -----------------------------------------------------------------------------

@pytest.mark.parametrize("args,position,outcome", [
    (["wythoff", "4", "7"], [4, 7], "P"),
    (["fibonacci-nim", "85"], [85, 84], "N"),
    (["staircase", "3", "1", "4", "1", "5"], [3, 1, 4, 1, 5], "N"),
    (["nim", "--misere", "1", "1", "2"], [1, 1, 2], "N"),
    (["misere(nim)", "1", "1", "2"], [1, 1, 2], None),
    (["coins", "1", "0", "1", "1"], [1, 0, 1, 1], None),
    (["take-half", "14"], [14], "P"),
    (["new-nim", "3", "5", "6"], [2, 3, 5, 6], "N"),
])
def test_cli_solve_json(args, position, outcome):
    res = CliRunner().invoke(main, ["solve", *args, "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert {"outcome", "winning_moves"} <= set(data)
    # the Grundy value is a normal-play figure: under misère play it is given only under "normal" (issue 12)
    assert "grundy" in (data["normal"] if data["play"] == "misere" else data)
    assert data["position"] == position
    if outcome is not None:
        assert data["outcome"] == outcome
    for mv in data["winning_moves"]:
        assert set(mv) == {"move", "position"} and isinstance(mv["position"], list)
    if args[0] == "fibonacci-nim":
        assert {"move": "take 1", "position": [84, 2]} in data["winning_moves"]
    if args[0] == "staircase":
        # odd stairs 3 ^ 4 ^ 5 = 2: carry 2 coins off stair 1 (or other balancing moves)
        assert all(p[0] ^ p[2] ^ p[4] == 0 for p in (m["position"] for m in data["winning_moves"]))
    if "--misere" in args:
        assert data["play"] == "misere"


def test_cli_solve_bad_coin():
    res = CliRunner().invoke(main, ["solve", "coins", "1", "2", "0"])
    assert res.exit_code != 0
    assert "coin 2 is 2" in res.output
