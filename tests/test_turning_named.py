"""The named coin-turning games of Winning Ways ch. 14 as CGSuite lists them, CGSuite's turning codes
read by gamecheck, and products whose factors are given by a code.

The list of rulesets and their codes is CGSuite's (``lib/core/src/main/resources/org/cgsuite/lang/
resources/game/strip/Turning.cgs`` of aaron-siegel/cgsuite): Turning Turtles 1-2, Mock Turtles 1-3,
Moebius 1-5, Mogul 1-7, Moidores 1-9, Motley 1+, Twins 2, Triplets 3, Ruler 1+C, Mock Turtle Fives
1-3C(5), Triplet Fives 3C(5), Ruler Fives 1-5C, Turnips 3E, Grunt 4FS, Sym 1+S, Sympler 1+FS.

The oracles are independent of gamecheck's move generator and of its code reader: a turning code
is read here by a regular expression into a predicate on the set of coins a move turns (the
modifiers as CGSuite's documentation states them: C consecutive, C(k) within k places, E equally
spaced, S symmetrical, F the leftmost coin of the row among them; a list offers any element's
moves), and the Grundy values come from the game-graph recursion of tests/test_turning.py (every
position of a short row) or the single-head mex of tests/test_turning_shapes.py. The published
values are CGSuite's own test values (``lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala``,
"define other heap games properly": the Grundy values of heaps 1..20 and the options of heap 20).
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from functools import lru_cache
from math import comb

import pytest
from hypothesis import given, settings, strategies as st

from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games import REGISTRY, lookup, make_ruleset
from gamecheck.games.turning import TURNING_GAMES, TurningGame, parse_turning_code
from test_turning import brute_grundy_table, row  # the game-graph recursion over every row
from test_turning_shapes import brute_head_values  # the single-head mex over the definition's moves


# -- a turning code as a predicate on the coins turned (written from CGSuite's documentation) --------

def code_predicate(code):
    """``ok(s)``: the sorted tuple of coins ``s`` (the head last) is a move under ``code``."""
    elements = []
    for part in code.upper().split(","):
        m = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?((?:C\(\d+\)|[CESF])*)", part)
        assert m, part
        lo = int(m.group(1))
        hi = None if m.group(3) else int(m.group(2) or lo)
        mods = m.group(4)
        span = re.search(r"C\((\d+)\)", mods)
        plain = re.sub(r"C\(\d+\)", "", mods)
        elements.append((lo, hi, int(span.group(1)) if span else None, "C" in plain, "E" in plain, "S" in plain,
                         "F" in plain))

    def element_ok(s, lo, hi, span, consec, equal, sym, first):
        if len(s) < lo or (hi is not None and len(s) > hi):
            return False
        if span is not None and s[-1] - s[0] + 1 > span:
            return False
        if consec and s != tuple(range(s[0], s[-1] + 1)):
            return False
        if equal and len({b - a for a, b in zip(s, s[1:])}) > 1:
            return False
        if sym and len({s[i] + s[-1 - i] for i in range(len(s))}) > 1:
            return False
        return not first or s[0] == 1

    return lambda s: any(element_ok(s, *e) for e in elements)


# name -> CGSuite code (Turning.cgs)
CODES = {
    "turning-turtles": "1-2", "mock-turtles": "1-3", "moebius": "1-5", "mogul": "1-7", "moidores": "1-9",
    "motley": "1+", "twins": "2", "triplets": "3", "ruler": "1+C", "mock-turtle-fives": "1-3C(5)",
    "triplet-fives": "3C(5)", "ruler-fives": "1-5C", "turnips": "3E", "grunt": "4FS", "sym": "1+S",
    "sympler": "1+FS",
}

# GameHeapTest.scala, "define other heap games properly": (options of heap 20, g(1..20))
PUBLISHED = {
    "mock-turtles": (191, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]),
    "moidores": (169766, [1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215,
                          32768, 43691]),
    "triplets": (171, [0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35]),
    "ruler": (20, [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]),
    "mock-turtle-fives": (11, [1, 2, 4, 7, 8] * 4),
    "triplet-fives": (6, [0, 0, 1, 2, 4] * 4),
    "ruler-fives": (5, [1, 2, 1, 4] * 5),
    "turnips": (9, [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]),
    "grunt": (9, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]),
    "sym": (2046, [1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]),
}

NEW = ["moebius", "mogul", "moidores", "motley", "triplets", "mock-turtle-fives", "triplet-fives", "ruler-fives",
       "turnips", "grunt", "sym", "sympler"]


def test_every_game_of_cgsuites_list_is_named_with_its_code():
    named = {cls.name: cls for cls in TURNING_GAMES if cls.named}
    assert set(named) == set(CODES)
    for name, code in CODES.items():
        cls = lookup(name)
        assert cls is named[name] and cls.cgsuite_code == code
        assert parse_turning_code(code) == cls.fixed, name
        doc = " ".join(cls.__doc__.split())
        assert "Winning Ways ch. 14" in doc and f"CGSuite code ``{code}``" in doc, name
    # no new name shadows another ruleset (grunt is not grundy's game)
    assert lookup("grundy") is not lookup("grunt") and "grunt" in REGISTRY


@pytest.mark.parametrize("name", sorted(CODES))
def test_single_heads_against_the_definition(name):
    ok = code_predicate(CODES[name])
    game = make_ruleset(name)
    n = 14
    assert game.coin_values(n)[1:] == brute_head_values(n, ok)
    # the same rule given by its code, in the family
    assert make_ruleset(f'turning(code="{CODES[name]}")').coin_values(n) == game.coin_values(n)


@pytest.mark.parametrize("name", sorted(CODES))
def test_every_position_of_a_short_row(name):
    ok = code_predicate(CODES[name])
    n = 7
    table = brute_grundy_table(n, ok)
    game = make_ruleset(name, {"coins": n})
    for mask in range(1 << n):
        assert game.grundy(row(mask, n)) == table[mask], (name, mask)
    # the options listed are the definition's moves
    for mask in (0b1111111, 0b1010101, 0b1000000):
        pos = row(mask, n)
        got = sorted(m.position for m in game.options(pos))
        want = []
        for r in range(1, n + 1):
            for s in itertools.combinations(range(1, n + 1), r):
                if pos[s[-1] - 1] == 1 and ok(s):
                    want.append(tuple(1 - pos[i] if i + 1 in s else pos[i] for i in range(n)))
        assert got == sorted(want), (name, mask)


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_cgsuites_published_values(name):
    count, values = PUBLISHED[name]
    game = make_ruleset(name)
    assert game.coin_values(20)[1:] == values
    assert game.head_move_count(20) == count


def test_listed_options_of_a_head_at_20_are_cgsuites_counts():
    for name in ("triplets", "mock-turtle-fives", "turnips", "grunt", "sym"):
        count, _ = PUBLISHED[name]
        assert len(make_ruleset(name, {"coins": 20}).options(tuple([0] * 19 + [1]))) == count, name


@pytest.mark.slow
def test_moidores_lists_cgsuites_169766_options():
    assert len(make_ruleset("moidores", {"coins": 20}).options(tuple([0] * 19 + [1]))) == 169766


@pytest.mark.parametrize("name, most", [("moebius", 5), ("mogul", 7), ("moidores", 9), ("motley", None)])
def test_option_counts_are_sums_of_binomials(name, most):
    game = make_ruleset(name)
    for n in range(1, 31):
        # a head at n turns itself and j of the n - 1 coins to its left, j < most
        want = sum(comb(n - 1, j) for j in range(n if most is None else min(n, most)))
        assert game.head_move_count(n) == want, (name, n)
        if n <= 12:
            assert len(game.with_arity(n).options(tuple([0] * (n - 1) + [1]))) == want
    assert make_ruleset("moidores").head_move_count(20) == 169766  # CGSuite's count, GameHeapTest.scala


def test_motley_is_powers_of_two_without_listing_moves():
    game = make_ruleset("motley")
    assert game.coin_values(62)[1:] == [2 ** (n - 1) for n in range(1, 63)]
    with pytest.raises(ResourceLimitError, match="2\\^62"):
        make_ruleset("motley").coin_values(63)
    # the options of a head at 19 (2^18 moves) are refused in one line, not listed
    with pytest.raises(ResourceLimitError, match="262,144 moves") as info:
        game.with_arity(19).options(tuple([0] * 18 + [1]))
    assert "\n" not in str(info.value)
    # and a long row is solved by the nim-sum
    pos = (1, 0, 1) * 20
    assert game.grundy(pos) == sum(2 ** i for i in range(60) if pos[i])


def test_the_coset_rule_of_any_number_from_coin_1():
    ok = code_predicate("1+F")
    game = make_ruleset('turning(code="1+F")')
    assert game.coin_values(12)[1:] == brute_head_values(12, ok)
    table = brute_grundy_table(6, ok)
    for mask in range(1 << 6):
        assert game.with_arity(6).grundy(row(mask, 6)) == table[mask]


def test_sympler_under_cgsuites_code():
    # every move of a head past coin 1 turns coin 1 (worth 1) and coins worth 0: g = 1, 0, 0, ...
    assert make_ruleset("sympler").coin_values(30)[1:] == [1] + [0] * 29


# -- turning codes -----------------------------------------------------------------------------------

@pytest.mark.parametrize("code, params", [
    ("1-3", {"turns": [1, 2, 3]}), ("3", {"turns": [3]}), ("1+", {}), ("1+C", {"consecutive": 1}),
    ("1-3C(5)", {"turns": [1, 2, 3], "span": 5}), ("1-5c", {"turns": [1, 2, 3, 4, 5], "consecutive": 1}),
    ("3E", {"turns": [3], "spacing": "equal"}), ("4FS", {"turns": [4], "spacing": "symmetric", "first": 1}),
    ("1+S", {"spacing": "symmetric"}), ("1+FS", {"spacing": "symmetric", "first": 1}),
    ("1,3", {"turns": [1, 3]}), ("1-2C,5-6C", {"turns": [1, 2, 5, 6], "consecutive": 1}),
    ("2+C(4)", {"turns": [2, 3, 4], "span": 4}), ("1-2,3+", {}), (" 2 ", {"turns": [2]}),
])
def test_codes_read_as_parameters(code, params):
    assert parse_turning_code(code) == params


@pytest.mark.parametrize("code", ["1,3", "1-2C,5-6C", "2+C(4)", "2-4E", "1-3C(4)", "2S,4S", "3F", "1-2,3+"])
def test_codes_against_the_definition(code):
    ok = code_predicate(code)
    game = TurningGame(code=code)
    assert game.coin_values(11)[1:] == brute_head_values(11, ok)
    table = brute_grundy_table(6, ok)
    for mask in range(1 << 6):
        assert game.with_arity(6).grundy(row(mask, 6)) == table[mask], (code, mask)


@settings(max_examples=40, deadline=None)
@given(ranges=st.lists(st.tuples(st.integers(1, 4), st.integers(0, 2), st.booleans()), min_size=1, max_size=3),
       mods=st.sampled_from(["", "C", "E", "S", "F", "FS", "C(3)", "C(4)E", "FC(5)"]))
def test_random_codes_against_the_definition(ranges, mods):
    parts = []
    for lo, extra, plus in ranges:
        rng = f"{lo}+" if plus and "C(" in mods else f"{lo}-{lo + extra}" if extra else f"{lo}"
        parts.append(rng + mods)
    code = ",".join(parts)
    ok = code_predicate(code)
    try:
        game = TurningGame(code=code)
    except UsageError as exc:
        assert "allows no move" in str(exc)  # e.g. 4+C(3): no element fits in its span
        return
    assert game.coin_values(10)[1:] == brute_head_values(10, ok), code


@pytest.mark.parametrize("code, words", [
    ("1-3X", "'X' is not allowed at position 4"),
    ("1-3C(5", "where ')' is expected at position 7"),
    ("1-", "the end where a number is expected at position 3"),
    ("1,,2", "',' where a number is expected at position 3"),
    ("0-3", "0 coins"),
    ("3-1", "runs backwards at position 3"),
    ("1CE", "'E' after another of C, E, S"),
    ("1-3 C", "' ' is not allowed at position 4"),
    ("2-3,6C", "different modifiers (C and none)"),
    ("2+", "at least 2 coins, no most"),
    ("1-20", "at most 16"),
    ("4+C(3)", "allows no move"),
    ("", "empty"),
    ("1\n2", "'\\x0a' is not allowed at position 2"),
])
def test_bad_codes_are_one_line_errors(code, words):
    with pytest.raises(UsageError) as info:
        parse_turning_code(code)
    msg = str(info.value)
    assert "\n" not in msg and words in msg and "turning code" in msg
    with pytest.raises(UsageError):
        make_ruleset(f'turning(code="{code}")')


def test_code_specs_round_trip_and_take_the_named_title():
    rs = make_ruleset('turning(code="1-3c(5)", coins=6)')
    assert rs.spec() == 'turning(code="1-3C(5)", coins=6)' and make_ruleset(rs.spec()) == rs
    assert rs.title == "Mock Turtle Fives" and rs.coin_values(6) == make_ruleset("mock-turtle-fives").coin_values(6)
    assert make_ruleset('turning(code="2,5")').title == "coin-turning game 2,5"
    # a spec with spacing= is quoted, so it parses back
    rs = make_ruleset('turning(turns=[3], spacing="equal")')
    assert make_ruleset(rs.spec()) == rs and rs.title == "Turnips"
    with pytest.raises(UsageError, match="not both"):
        make_ruleset('turning(code="1-3", turns=[1])')
    with pytest.raises(UsageError, match="CGSuite code 1-5"):
        make_ruleset("moebius(turns=[1])")
    with pytest.raises(UsageError, match="quoted text"):
        make_ruleset("turning(code=3)")


def run(*args):
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True, timeout=120)


def test_cli_codes_and_names():
    r = run("solve", 'turning(code="1-5")', "1", "0", "1", "1", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["grundy"] == 1 ^ 4 ^ 8
    r = run("solve", "turnips", "0", "0", "1", "0", "0", "1", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["grundy"] == 0
    r = run("solve", 'turning(code="1-5Q")', "1", "0", "1")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "'Q' is not allowed at position 4" in r.stderr
    r = run("solve", 'turning-product(first="1-3X", second="ruler", rows=2, cols=2)', "1", "0", "0", "1")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "first=" in r.stderr


# -- products with factors given by a code -----------------------------------------------------------

def factor_moves(spec, n):
    """Every move of a head at ``n`` of a factor (a name of CODES or a code), ``n`` last."""
    ok = code_predicate(CODES.get(spec, spec))
    return [s + (n,) for r in range(n) for s in itertools.combinations(range(1, n), r) if ok(s + (n,))]


def brute_board(first, second, rows, cols):
    """Grundy value of every board (bit (x-1)*cols + (y-1) = coin (x, y)) by recursion."""
    moves = {(x, y): [[(i, j) for i in a for j in b] for a in factor_moves(first, x) for b in factor_moves(second, y)]
             for x in range(1, rows + 1) for y in range(1, cols + 1)}

    @lru_cache(maxsize=None)
    def g(mask):
        seen = set()
        for (x, y), ms in moves.items():
            if mask >> ((x - 1) * cols + (y - 1)) & 1:
                for coins in ms:
                    after = mask
                    for i, j in coins:
                        after ^= 1 << ((i - 1) * cols + (j - 1))
                    seen.add(g(after))
        v = 0
        while v in seen:
            v += 1
        return v

    return [g(m) for m in range(1 << (rows * cols))]


@lru_cache(maxsize=None)
def nim_product(a, b):
    """a ⊗ b by its mex definition (Conway, On Numbers and Games, ch. 6)."""
    seen = {nim_product(i, b) ^ nim_product(a, j) ^ nim_product(i, j) for i in range(a) for j in range(b)}
    v = 0
    while v in seen:
        v += 1
    return v


@pytest.mark.parametrize("first, second, rows, cols", [
    ("1-3C(5)", "twins", 3, 3), ("3E", "1+C", 4, 3), ("motley", "1-2", 3, 3), ("4FS", "1-3", 4, 3),
    ("1-5", "1+S", 3, 3), ("1,3", "2C", 3, 4),
])
def test_tartan_theorem_with_code_factors(first, second, rows, cols):
    rs = make_ruleset(f'turning-product(first="{first}", second="{second}", rows={rows}, cols={cols})')
    truth = brute_board(first, second, rows, cols)
    k = rows * cols
    for mask in range(1 << k):
        assert rs.grundy(tuple((mask >> i) & 1 for i in range(k))) == truth[mask]
    g1 = brute_head_values(rows, code_predicate(CODES.get(first, first)))
    g2 = brute_head_values(cols, code_predicate(CODES.get(second, second)))
    for x in range(1, rows + 1):
        for y in range(1, cols + 1):
            single = truth[1 << ((x - 1) * cols + (y - 1))]
            assert single == nim_product(g1[x - 1], g2[y - 1]) == rs.tartan_values()[x][y], (x, y)


def test_product_specs_with_codes():
    rs = make_ruleset('turning-product(first="1-3c(5)", second="moebius", rows=2, cols=3)')
    assert rs.spec() == 'turning-product(first="1-3C(5)", second="moebius", rows=2, cols=3)'
    assert make_ruleset(rs.spec()) == rs and rs.first.title == "Mock Turtle Fives"
    with pytest.raises(UsageError, match="first='1-3X': turning code '1-3X': 'X' is not allowed at position 4"):
        make_ruleset('turning-product(first="1-3X", second="ruler", rows=2, cols=2)')
    with pytest.raises(UsageError, match="or a CGSuite turning code"):
        make_ruleset('turning-product(first="nope", second="ruler", rows=2, cols=2)')
    with pytest.raises(ResourceLimitError, match="more than the 20,000,000 allowed"):
        make_ruleset('turning-product(first="motley", second="motley", rows=30, cols=2)').board_values()


# -- the prover's move relation ------------------------------------------------------------------------

@pytest.mark.parametrize("spec", NEW + ['turning(code="1+F")', 'turning(code="1-2C,4C")'])
def test_smt_relation_is_the_definition(spec):
    z3 = pytest.importorskip("z3")
    from gamecheck.lang.smt import const

    n = 4
    rs = make_ruleset(spec, {"coins": n})
    code = CODES.get(spec) or re.search(r'code="([^"]+)"', spec).group(1)
    ok = code_predicate(code)
    sets = [s for r in range(1, n + 1) for s in itertools.combinations(range(1, n + 1), r) if ok(s)]
    for a in range(1 << n):
        want = set()
        for s in sets:
            if a >> (s[-1] - 1) & 1:
                b = a
                for c in s:
                    b ^= 1 << (c - 1)
                want.add(b)
        x = [const(v) for v in row(a, n)]
        for b in range(1 << n):
            rel = z3.simplify(rs.smt_options(x, [const(v) for v in row(b, n)]))
            assert z3.is_true(rel) == (b in want), (spec, a, b)
        assert z3.is_true(z3.simplify(rs.smt_terminal(x))) == (not want), (spec, a)


@pytest.mark.parametrize("spec, params, rule, verdict", [
    ("motley", {"coins": 4}, "x1*1 ^ x2*2 ^ x3*4 ^ x4*8", "proved"),
    ("turning", {"code": "1-3C(3)", "coins": 4}, "x1*1 ^ x2*2 ^ x3*4 ^ x4*7", "refuted"),
    ("turning", {"code": "1-3C(3)", "coins": 4}, "x1*1 ^ x2*2 ^ x3*4 ^ x4*1", "proved"),
])
def test_prove_on_a_row(spec, params, rule, verdict):
    pytest.importorskip("z3")
    import gamecheck as gc

    c = gc.Claim(id="t", kind="grundy", ruleset=spec, params=params, bound=1, rule=rule)
    assert gc.prove(c, bits=4).verdict == verdict
    assert gc.check(c).verdict == (gc.Verdict.HOLDS if verdict == "proved" else gc.Verdict.REFUTED)
