"""Coin-turning games (gamecheck.games.turning) against brute force and published sequences.

The brute force here is written from the definitions alone: a move turns a set of coins whose
highest-numbered coin shows heads; the Grundy value of every position of a short row is found
by recursion over the game graph (memoised on the bitmask of heads). Nothing of it comes from
the module under test.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

import gamecheck as gc
from gamecheck.errors import UsageError
from gamecheck.games import make_ruleset
from gamecheck.games.turning import MockTurtles, Ruler, TurningGame, TurningTurtles, Twins, mex


# -- brute force, from the definitions -------------------------------------------------------

def allowed_sets(n_coins, ok):
    """Every set of coins (1-based, as a frozenset) that ``ok(sorted tuple)`` admits."""
    out = []
    for r in range(1, n_coins + 1):
        for combo in itertools.combinations(range(1, n_coins + 1), r):
            if ok(combo):
                out.append(combo)
    return out


def brute_grundy_table(n_coins, ok):
    """Grundy value of every row of ``n_coins`` coins (index: bitmask, bit i-1 = coin i heads),
    by recursion over the game graph: a move turns a set whose highest coin is heads."""
    sets = allowed_sets(n_coins, ok)

    @lru_cache(maxsize=None)
    def g(mask):
        seen = set()
        for s in sets:
            top = s[-1]
            if mask >> (top - 1) & 1:
                after = mask
                for c in s:
                    after ^= 1 << (c - 1)
                seen.add(g(after))
        v = 0
        while v in seen:
            v += 1
        return v

    return [g(m) for m in range(1 << n_coins)]


def row(mask, n):
    return tuple((mask >> i) & 1 for i in range(n))


def by_count(counts):
    return lambda s: len(s) in counts


def consecutive(s):
    return s == tuple(range(s[0], s[-1] + 1))


RULES = {
    "turning-turtles": by_count({1, 2}),
    "twins": by_count({2}),
    "mock-turtles": by_count({1, 2, 3}),
    "ruler": consecutive,
}


# -- published sequences, from their own definitions ------------------------------------------

def odious(k):
    """The k-th odious number (k >= 1): OEIS A000069, numbers with an odd number of 1s in binary,
    1, 2, 4, 7, 8, 11, 13, 14, ..."""
    found = [m for m in range(4 * k + 4) if bin(m).count("1") % 2 == 1]
    return found[k - 1]


def ruler_power(n):
    """OEIS A006519: the highest power of 2 dividing n (n >= 1), 1, 2, 1, 4, 1, 2, 1, 8, ..."""
    p = 1
    while n % (2 * p) == 0:
        p *= 2
    return p


def test_published_sequences_as_printed():
    # the first terms as OEIS prints them (A000069, offset 1; A006519, offset 1)
    assert [odious(k) for k in range(1, 17)] == [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31]
    assert [ruler_power(n) for n in range(1, 17)] == [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]


def test_mock_turtles_are_the_odious_numbers():
    g = MockTurtles().coin_values(300)
    assert g[0] == 0
    assert g[1:] == [odious(k) for k in range(1, 301)]


def test_ruler_is_the_ruler_function():
    g = Ruler().coin_values(512)
    assert g[1:] == [ruler_power(n) for n in range(1, 513)]


def test_turning_turtles_and_twins_are_nim_shifted():
    assert TurningTurtles().coin_values(100) == list(range(101))
    # Twins numbered from 1: a head at coin 1 has no move, and g(n) = n - 1 (Ferguson, from 0: n)
    assert Twins().coin_values(100) == [0] + list(range(100))


# -- the nim-sum against the game graph ---------------------------------------------------------

@pytest.mark.parametrize("name", sorted(RULES))
def test_every_position_of_short_rows(name):
    for n in range(1, 8):
        truth = brute_grundy_table(n, RULES[name])
        rs = make_ruleset(name, {"coins": n})
        for mask in range(1 << n):
            assert rs.grundy(row(mask, n)) == truth[mask], (name, n, row(mask, n))


@pytest.mark.parametrize("name", sorted(RULES))
def test_options_are_the_definitions(name):
    n = 6
    rs = make_ruleset(name, {"coins": n})
    sets = allowed_sets(n, RULES[name])
    for mask in range(1 << n):
        want = set()
        for s in sets:
            if mask >> (s[-1] - 1) & 1:
                after = mask
                for c in s:
                    after ^= 1 << (c - 1)
                want.add(row(after, n))
        got = [mv.position for mv in rs.options(row(mask, n))]
        assert len(got) == len(set(got))
        assert set(got) == want


def test_engine_labels_agree_with_brute_force():
    # the engine's enumeration (gc.label over the box of rows) gives the same Grundy values
    n = 7
    truth = brute_grundy_table(n, RULES["mock-turtles"])
    labels = gc.label(gc.game("mock-turtles"), bound=1, heaps=n)
    for i, pos in enumerate(labels.positions.tolist()):
        mask = sum(bit << j for j, bit in enumerate(pos))
        assert labels.grundy[i] == truth[mask]


def test_solve_reports_the_nim_sum():
    sol = gc.game("mock-turtles").solve((1, 0, 1, 0, 1))
    doc = sol.to_json()
    assert doc["grundy"] == 1 ^ 4 ^ 8
    assert doc["coin_nim_sum"] == doc["grundy"]
    assert [c["grundy"] for c in doc["coin_values"]] == [1, 4, 8]


def test_turning_turtles_is_the_older_coins_ruleset():
    a, b = make_ruleset("turning-turtles", {"coins": 5}), make_ruleset("coins", {"coins": 5})
    for mask in range(32):
        p = row(mask, 5)
        assert sorted(m.position for m in a.options(p)) == sorted(m.position for m in b.options(p))


@settings(max_examples=40, deadline=None)
@given(turns=st.one_of(st.none(), st.sets(st.integers(1, 4), min_size=1)),
       span=st.one_of(st.none(), st.integers(1, 5)), consec=st.integers(0, 1), n=st.integers(1, 6))
def test_random_family_members_against_brute_force(turns, span, consec, n):
    # turns=None, no span, not consecutive: Motley (any number anywhere), valued by linear algebra
    rs = TurningGame(turns=None if turns is None else sorted(turns), span=span, consecutive=consec, coins=n)

    def ok(s):
        return ((turns is None or len(s) in turns) and (span is None or s[-1] - s[0] < span)
                and (not consec or consecutive(s)))

    truth = brute_grundy_table(n, ok)
    assert [rs.grundy(row(1 << (i - 1), n)) for i in range(1, n + 1)] == rs.coin_values(n)[1:]
    for mask in range(1 << n):
        assert rs.grundy(row(mask, n)) == truth[mask]


def test_mex():
    assert mex([]) == 0 and mex({0, 1, 3}) == 2 and mex([1, 2]) == 0


# -- claims, errors, the command line -------------------------------------------------------------

def test_claims_on_a_coin_turning_game():
    good = gc.Claim(id="mt.grundy", kind="grundy", ruleset="mock-turtles", params={"coins": 6}, bound=1,
                    rule="x1*1 ^ x2*2 ^ x3*4 ^ x4*7 ^ x5*8 ^ x6*11")
    assert gc.check(good).verdict == gc.Verdict.HOLDS
    bad = gc.Claim(id="mt.wrong", kind="grundy", ruleset="mock-turtles", params={"coins": 6}, bound=1,
                   rule="x1*1 ^ x2*2 ^ x3*3 ^ x4*4 ^ x5*5 ^ x6*6")
    assert gc.check(bad).verdict == gc.Verdict.REFUTED


@pytest.mark.parametrize("spec, words", [
    ("turning(turns=[0])", "turns"),
    ("turning(turns=[1,2], span=0)", "span"),
    ("turning(consecutive=2, turns=[1])", "consecutive"),
    ("turning(span=18)", "any number of coins within span=18"),
    ("ruler(turns=[1])", "no parameter 'turns'"),
])
def test_bad_parameters(spec, words):
    with pytest.raises(UsageError, match=words):
        make_ruleset(spec)


def test_bad_coin_number():
    with pytest.raises(UsageError, match="coin"):
        Ruler().coin_values(-1)
    with pytest.raises(UsageError, match="0 \\(tails\\) or 1"):
        Ruler(coins=3).grundy((1, 2, 0))


def run(*args):
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True, timeout=120)


def test_cli_solve_and_explore():
    r = run("solve", "ruler", "1", "1", "0", "1", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["grundy"] == 1 ^ 2 ^ 4
    r = run("explore", "mock-turtles", "--n", "20", "--json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["kind"] == "sequence" and doc["values"][1:] == [odious(k) for k in range(1, 21)]
    r = run("explore", "ruler", "-p", "coins=6", "--json", "--prove-bits", "0")
    assert r.returncode == 0, r.stderr
    assert any("nim-sum of its heads' values (the coin-turning theorem" in n for n in json.loads(r.stdout)["notes"])
    r = run("solve", "twins(turns=[1])", "1")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "turns" in r.stderr


# -- the prover's move relation and proofs -----------------------------------------------------------

@pytest.mark.parametrize("spec", ["turning-turtles", "twins", "mock-turtles", "ruler", "turning(turns=[1,3], span=3)",
                                  "turning(span=2)", "turning(consecutive=1, turns=[2,3])"])
def test_smt_relation_is_the_move_rule(spec):
    z3 = pytest.importorskip("z3")
    from gamecheck.lang.smt import const

    n = 4
    rs = make_ruleset(spec, {"coins": n})
    sets = allowed_sets(n, lambda s: len(rs._lengths(s[-1])) > 0 and (rs.turns is None or len(s) in rs.turns)
                        and (rs.span is None or s[-1] - s[0] < rs.span) and (not rs.consecutive or consecutive(s)))
    for a in range(1 << n):
        x = row(a, n)
        want = set()
        for s in sets:
            if a >> (s[-1] - 1) & 1:
                b = a
                for c in s:
                    b ^= 1 << (c - 1)
                want.add(row(b, n))
        for b in range(1 << n):
            y = row(b, n)
            rel = z3.simplify(rs.smt_options([const(v) for v in x], [const(v) for v in y]))
            assert z3.is_true(rel) == (y in want), (spec, x, y)
        term = z3.simplify(rs.smt_terminal([const(v) for v in x]))
        assert z3.is_true(term) == (not want), (spec, x)


@pytest.mark.parametrize("spec, kind, rule, verdict", [
    ("mock-turtles", "grundy", "x1*1 ^ x2*2 ^ x3*4 ^ x4*7", "proved"),
    ("ruler", "p-rule", "(x1*1 ^ x2*2 ^ x3*1 ^ x4*4) == 0", "proved"),
    ("mock-turtles", "grundy", "x1*1 ^ x2*2 ^ x3*4 ^ x4*8", "refuted"),
])
def test_prove_on_a_row(spec, kind, rule, verdict):
    pytest.importorskip("z3")
    c = gc.Claim(id="t", kind=kind, ruleset=spec, params={"coins": 4}, bound=1, rule=rule)
    r = gc.prove(c, bits=4)
    assert r.verdict == verdict, r.reason
    assert gc.check(c).verdict == (gc.Verdict.HOLDS if verdict == "proved" else gc.Verdict.REFUTED)


def test_work_is_refused_before_it_is_done():
    from gamecheck.errors import ResourceLimitError

    with pytest.raises(ResourceLimitError, match="more than the"):
        Ruler().coin_values(100_000)
    with pytest.raises(ResourceLimitError, match="moves"):
        TurningGame(span=17, turns=None).coin_values(100_000)
    r = run("explore", "ruler", "--n", "100000")
    assert r.returncode == 3 and "give a smaller coin number" in r.stderr


@pytest.mark.parametrize("spec", ["mock-turtles", "ruler", "turning(turns=[2,4])", "turning(consecutive=1, span=3)",
                                  "turning(span=4, turns=[1,3])"])
def test_long_sequences_agree_with_listing_every_move(spec):
    # the fast ways (nim-sum arrays, prefix nim-sums) against the moves of each head listed
    rs = make_ruleset(spec)
    fast = rs.coin_values(60)
    g = [0]
    for m in range(1, 61):
        seen = set()
        for others in rs.head_moves(m):
            v = 0
            for t in others:
                v ^= g[t]
            seen.add(v)
        g.append(mex(seen))
    assert fast == g


def test_names_and_aliases():
    from gamecheck.games import lookup

    assert lookup("turning-game") is TurningGame and lookup("coin-turning-game") is TurningGame
    assert lookup("turtles") is TurningTurtles and lookup("Mock_Turtles") is MockTurtles
    assert make_ruleset("twins").spec() == "twins" and make_ruleset("ruler(coins=3)").spec() == "ruler(coins=3)"
    assert make_ruleset("turning(turns=[3,1], span=4)").spec() == "turning(turns=[1,3], span=4)"


def test_claims_file_on_the_command_line(tmp_path):
    f = tmp_path / "coins.toml"
    f.write_text('''
[[claim]]
id = "mock-turtles.grundy-5"
statement = "Mock Turtles, 5 coins: the nim-sum of the odious numbers 1, 2, 4, 7, 8 over the heads."
ruleset = "mock-turtles"
params = { coins = 5 }
bound = 1
kind = "grundy"
rule = "x1*1 ^ x2*2 ^ x3*4 ^ x4*7 ^ x5*8"

[[claim]]
id = "ruler.p-positions"
statement = "Ruler, 6 coins: P exactly when the heads' ruler values cancel."
ruleset = "ruler"
params = { coins = 6 }
bound = 1
kind = "p-rule"
rule = "(x1*1 ^ x2*2 ^ x3*1 ^ x4*4 ^ x5*1 ^ x6*2) == 0"

[[claim]]
id = "turning-corners.is-not-rugs"
statement = "Turning Corners on 2 x 2 boards: the head at (2, 2) is worth 2 x 2 = 3 (false: that is Rugs)."
ruleset = "turning-corners"
params = { rows = 2, cols = 2 }
bound = 1
kind = "grundy"
rule = "x4*3"
expected = "refuted"
''', encoding="utf-8")
    r = run("check", str(f), "--json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    records = doc["results"] if isinstance(doc, dict) else doc
    verdicts = {rec["id"]: rec["verdict"] for rec in records}
    assert verdicts == {"mock-turtles.grundy-5": "holds", "ruler.p-positions": "holds",
                        "turning-corners.is-not-rugs": "refuted"}


@settings(max_examples=30, deadline=None)
@given(spec=st.sampled_from(["mock-turtles", "ruler", "twins", "turning(turns=[1,3], span=4)",
                             "turning-corners(rows=3, cols=3)", 'turning-product(first="ruler", second="mock-turtles", rows=3, cols=3)']),
       data=st.data())
def test_solve_by_the_nim_sum_agrees_with_enumeration(spec, data):
    # the two methods of solve: the nim-sum of the heads' values (winning moves: options of nim-sum 0)
    # and retrograde analysis of every reachable position
    g = gc.game(spec)
    k = 9 if "rows" in spec else data.draw(st.integers(1, 9))
    pos = tuple(data.draw(st.lists(st.integers(0, 1), min_size=k, max_size=k)))
    a = g.solve(pos, method="sprague-grundy").to_json()
    b = g.solve(pos, method="enumeration").to_json()
    assert a["method"] == "sprague-grundy" and b["method"] == "enumeration"
    assert a["grundy"] == b["grundy"] and a["outcome"] == b["outcome"]
    assert sorted(m["position"] for m in a["winning_moves"]) == sorted(m["position"] for m in b["winning_moves"])


def test_solve_a_long_row_by_the_nim_sum():
    pos = (0,) * 39 + (1,)
    doc = gc.game("mock-turtles").solve(pos).to_json()
    assert doc["method"] == "sprague-grundy" and doc["grundy"] == odious(40)
    # the only winning move turns coin 40 alone: the nim-sum of two odious numbers has an even
    # number of 1s, and odious(40) an odd number
    assert [m["position"] for m in doc["winning_moves"]] == [[0] * 40]


def test_a_row_fixed_from_an_open_game_keeps_its_own_values():
    open_game = MockTurtles()
    open_game.coin_values(5)
    row8 = open_game.with_arity(8)
    row8.coin_values(20)
    assert open_game.coin_values(30)[1:] == [odious(k) for k in range(1, 31)]
    assert row8.coin_values(40)[1:] == [odious(k) for k in range(1, 41)]
