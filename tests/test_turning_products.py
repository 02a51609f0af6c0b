"""Products of coin-turning games (Winning Ways ch. 14; Ferguson, Game Theory, Part I, ch. 5)
against a game-graph recursion over every position of small boards, and the Tartan theorem.

The brute force is written here from the definitions: a move of G1 × G2 turns the coins A × B,
A a move of G1 (a set of coins whose highest is x) and B a move of G2 (highest y), with (x, y)
showing heads. The nim-product used to state the Tartan theorem is computed here by its own
mex definition (Conway, On Numbers and Games, ch. 6: a ⊗ b = mex {a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b'}),
not by gamecheck.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

import gamecheck as gc
from gamecheck.errors import UsageError
from gamecheck.games import make_ruleset


def moves_1d(name, n):
    """Every move of a head at n (as the tuple of all coins turned, n last) of the named game."""
    rule = {
        "turning-turtles": lambda s: len(s) in (1, 2),
        "twins": lambda s: len(s) == 2,
        "mock-turtles": lambda s: len(s) in (1, 2, 3),
        "ruler": lambda s: s == tuple(range(s[0], s[-1] + 1)),
    }[name]
    out = []
    for r in range(0, n):
        for lower in itertools.combinations(range(1, n), r):
            s = lower + (n,)
            if rule(s):
                out.append(s)
    return out


def brute_board(first, second, rows, cols):
    """Grundy value of every board (bitmask, bit (x-1)*cols + (y-1) = coin (x, y)) by recursion."""
    moves = {}
    for x in range(1, rows + 1):
        for y in range(1, cols + 1):
            moves[(x, y)] = [[(i, j) for i in a for j in b] for a in moves_1d(first, x) for b in moves_1d(second, y)]

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
    """a ⊗ b by the definition: mex of a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' over a' < a, b' < b."""
    seen = {nim_product(i, b) ^ nim_product(a, j) ^ nim_product(i, j) for i in range(a) for j in range(b)}
    v = 0
    while v in seen:
        v += 1
    return v


def board(mask, n):
    return tuple((mask >> i) & 1 for i in range(n))


def test_nim_product_table_as_published():
    # Winning Ways ch. 14 / Conway ONAG ch. 6: the nim-multiplication table of 0..7, row 2: 0 2 3 1 8 10 11 9
    assert [nim_product(2, b) for b in range(8)] == [0, 2, 3, 1, 8, 10, 11, 9]
    assert [nim_product(a, a) for a in range(1, 9)] == [1, 3, 2, 6, 7, 5, 4, 13]


@pytest.mark.parametrize("first, second, rows, cols", [
    ("twins", "twins", 3, 3), ("twins", "twins", 3, 4), ("ruler", "ruler", 3, 3), ("ruler", "ruler", 3, 4),
    ("turning-turtles", "ruler", 3, 3), ("mock-turtles", "twins", 3, 3), ("ruler", "mock-turtles", 2, 4),
])
def test_every_board_position_and_the_tartan_theorem(first, second, rows, cols):
    rs = make_ruleset(f'turning-product(first="{first}", second="{second}", rows={rows}, cols={cols})')
    truth = brute_board(first, second, rows, cols)
    k = rows * cols
    for mask in range(1 << k):
        assert rs.grundy(board(mask, k)) == truth[mask]
    # the Tartan theorem: a single head at (x, y) has g1(x) ⊗ g2(y)
    g1 = make_ruleset(first).coin_values(rows)
    g2 = make_ruleset(second).coin_values(cols)
    for x in range(1, rows + 1):
        for y in range(1, cols + 1):
            single = truth[1 << ((x - 1) * cols + (y - 1))]
            assert single == nim_product(g1[x], g2[y]) == rs.board_values()[x][y], (x, y)


def test_options_are_the_definition():
    rs = make_ruleset("rugs(rows=2, cols=3)")
    for mask in range(1 << 6):
        pos = board(mask, 6)
        want = set()
        for x in (1, 2):
            for y in (1, 2, 3):
                if pos[(x - 1) * 3 + (y - 1)]:
                    for a in moves_1d("ruler", x):
                        for b in moves_1d("ruler", y):
                            after = list(pos)
                            for i in a:
                                for j in b:
                                    after[(i - 1) * 3 + (j - 1)] ^= 1
                            want.add(tuple(after))
        got = [m.position for m in rs.options(pos)]
        assert len(got) == len(set(got)) and set(got) == want


def test_turning_corners_is_twins_times_twins_not_ruler_times_ruler():
    # the four corners of a rectangle: Turning Corners (Winning Ways ch. 14) is Twins × Twins; the
    # issue called it Ruler × Ruler, which is Rugs (every coin of a rectangle) and differs
    tc = make_ruleset("turning-corners(rows=4, cols=4)")
    twins = make_ruleset('turning-product(first="twins", second="twins", rows=4, cols=4)')
    rugs = make_ruleset("rugs(rows=4, cols=4)")
    for mask in range(0, 1 << 16, 7):
        pos = board(mask, 16)
        assert sorted(m.position for m in tc.options(pos)) == sorted(m.position for m in twins.options(pos))
    assert tc.board_values() == twins.board_values()
    assert tc.board_values() != rugs.board_values()
    # numbered from 1, Turning Corners' head at (x, y) is worth (x - 1) ⊗ (y - 1): the table of ONAG
    assert [[tc.board_values()[x][y] for y in range(1, 5)] for x in range(1, 5)] == \
        [[nim_product(x, y) for y in range(4)] for x in range(4)]


def test_engine_labels_on_a_board():
    labels = gc.label(gc.game("turning-corners(rows=3, cols=3)"), bound=1)
    truth = brute_board("twins", "twins", 3, 3)
    for i, pos in enumerate(labels.positions.tolist()):
        assert labels.grundy[i] == truth[sum(b << j for j, b in enumerate(pos))]


def test_solve_on_a_board():
    doc = gc.game("rugs(rows=3, cols=3)").solve((0, 0, 0, 0, 1, 0, 0, 0, 1)).to_json()
    assert doc["grundy"] == nim_product(2, 2) ^ nim_product(1, 1) == doc["coin_nim_sum"]
    assert [(c["first"], c["second"]) for c in doc["coin_values"]] == [(2, 2), (1, 1)]


@settings(max_examples=25, deadline=None)
@given(first=st.sampled_from(["turning-turtles", "twins", "mock-turtles", "ruler"]),
       second=st.sampled_from(["turning-turtles", "twins", "mock-turtles", "ruler"]),
       rows=st.integers(1, 3), cols=st.integers(1, 3), data=st.data())
def test_random_products_and_boards(first, second, rows, cols, data):
    rs = make_ruleset(f'turning-product(first="{first}", second="{second}", rows={rows}, cols={cols})')
    truth = brute_board(first, second, rows, cols)
    mask = data.draw(st.integers(0, (1 << (rows * cols)) - 1))
    assert rs.grundy(board(mask, rows * cols)) == truth[mask]


@pytest.mark.parametrize("spec, words", [
    ('turning-product(first="kayles", second="twins", rows=2, cols=2)', "first="),
    ('turning-product(first="twins", second="twins", rows=9, cols=9)', "at most 64"),
    ('turning-product(first="twins", second="twins", rows=0, cols=2)', "rows=0"),
    ('turning-product(first="twins", rows=2, cols=2)', "second="),
    ("turning-corners(rows=2)", "cols="),
    ("rugs(rows=2, cols=2, first=1)", "no parameter 'first'"),
])
def test_bad_products(spec, words):
    with pytest.raises(UsageError, match=words):
        make_ruleset(spec)


def test_spec_round_trip():
    rs = make_ruleset('turning-product(first="ruler", second="mock-turtles", rows=3, cols=4)')
    assert make_ruleset(rs.spec()) == rs
    assert make_ruleset("turning-corners(rows=2, cols=5)").spec() == "turning-corners(rows=2, cols=5)"


def test_tartan_with_gamechecks_nim_mul():
    # the library's nim-multiplication (gamecheck.lang.nimber, branch i38-nimber) agrees with the
    # definition above and with the product's mex recursion on every head of an 8 × 8 board
    for first, second in [("twins", "twins"), ("ruler", "ruler"), ("mock-turtles", "turning-turtles")]:
        rs = make_ruleset(f'turning-product(first="{first}", second="{second}", rows=8, cols=8)')
        assert rs.board_values() == rs.tartan_values()
        g1, g2 = rs.factor_values()
        assert rs.head_values(64) == [gc.nim_mul(a, b) for a in g1 for b in g2]
        assert [gc.nim_mul(a, b) for a in range(6) for b in range(6)] == \
            [nim_product(a, b) for a in range(6) for b in range(6)]


def test_explore_checks_the_tartan_theorem_on_the_board():
    e = gc.explore.explore("turning-corners", params={"rows": 3, "cols": 4}, prove_bits=None, check=False)
    assert e.p_count == sum(1 for v in brute_board("twins", "twins", 3, 4) if v == 0)
    note = e.notes[0]
    assert "so does the Tartan theorem" in note and "at each of the 4,096 positions" in note


def test_a_claim_states_the_tartan_theorem_with_nim_mul():
    rule = " ^ ".join(f"x{(x - 1) * 3 + y}*nim_mul({x - 1}, {y - 1})" for x in range(1, 4) for y in range(1, 4))
    c = gc.Claim(id="tc.tartan", kind="grundy", ruleset="turning-corners", params={"rows": 3, "cols": 3}, bound=1,
                 rule=rule)
    assert gc.check(c).verdict == gc.Verdict.HOLDS
    wrong = gc.Claim(id="tc.ruler", kind="grundy", ruleset="turning-corners", params={"rows": 3, "cols": 3},
                     bound=1, rule=rule.replace("nim_mul(1, 1)", "nim_mul(2, 2)"))
    assert gc.check(wrong).verdict == gc.Verdict.REFUTED


def test_solve_shows_the_tartan_values():
    doc = gc.game("turning-corners(rows=4, cols=4)").solve((0,) * 15 + (1,)).to_json()
    assert doc["coin_values"] == [{"coin": [4, 4], "grundy": 2, "first": 3, "second": 3, "tartan": gc.nim_mul(3, 3)}]


def test_bad_boards_name_the_coin():
    rs = make_ruleset("turning-corners(rows=2, cols=2)")
    with pytest.raises(UsageError, match=r"coin \(2, 2\) is 2"):
        rs.grundy((0, 0, 0, 2))
    with pytest.raises(UsageError, match="takes boards of 4 coins"):
        rs.with_arity(3)


def test_the_reproduce_command_of_an_exploration_runs():
    # explore passes the part count (heaps=rows*cols); a product takes it when it repeats the count
    e = gc.explore.explore("rugs", params={"rows": 2, "cols": 3}, prove_bits=None, check=False)
    assert "--heaps 6" in e.command
    assert make_ruleset("rugs(rows=2, cols=3, heaps=6)") == make_ruleset("rugs(rows=2, cols=3)")
    with pytest.raises(UsageError, match="heaps=5"):
        make_ruleset("rugs(rows=2, cols=3, heaps=5)")


# -- the prover's move relation and a proof ------------------------------------------------------------

def _relation_agrees(rs, xs_masks, ys_of):
    z3 = pytest.importorskip("z3")
    from gamecheck.lang.smt import const

    k = rs.arity
    for a in xs_masks:
        x = board(a, k)
        want = {m.position for m in rs.options(x)}
        xs = [const(v) for v in x]
        for y in ys_of(x, want):
            rel = z3.simplify(rs.smt_options(xs, [const(v) for v in y]))
            assert z3.is_true(rel) == (y in want), (rs.spec(), x, y)
        assert z3.is_true(z3.simplify(rs.smt_terminal(xs))) == (not want), (rs.spec(), x)


@pytest.mark.parametrize("spec", ["turning-corners(rows=2, cols=2)", "rugs(rows=2, cols=2)",
                                  'turning-product(first="mock-turtles", second="turning-turtles", rows=2, cols=2)',
                                  'turning-product(first="twins", second="ruler", rows=2, cols=2)'])
def test_smt_relation_is_the_product_move_rule(spec):
    # every pair of 2 × 2 boards
    rs = make_ruleset(spec)
    _relation_agrees(rs, range(16), lambda x, want: [board(b, 4) for b in range(16)])


@pytest.mark.parametrize("spec", ["turning-corners(rows=2, cols=3)", "rugs(rows=3, cols=2)"])
def test_smt_relation_on_larger_boards(spec):
    # every option, and every board one coin away from an option or from the position, of every
    # third board of 6 coins
    rs = make_ruleset(spec)

    def near(x, want):
        out = set(want) | {x}
        for y in list(out):
            out |= {y[:i] + (1 - y[i],) + y[i + 1:] for i in range(len(y))}
        return sorted(out)

    _relation_agrees(rs, range(0, 64, 3), near)


@pytest.mark.parametrize("rule, verdict", [
    ("x1*1 ^ x2*2 ^ x3*1 ^ x4*2 ^ x5*3 ^ x6*2", "proved"),  # r(x) ⊗ r(y): 2 ⊗ 2 = 3 at (2, 2)
    ("x1*1 ^ x2*2 ^ x3*1 ^ x4*2 ^ x5*2 ^ x6*2", "refuted"),  # (2, 2) worth 2: false
])
def test_prove_the_tartan_values_of_rugs(rule, verdict):
    pytest.importorskip("z3")
    c = gc.Claim(id="rugs.tartan", kind="grundy", ruleset="rugs", params={"rows": 2, "cols": 3}, bound=1, rule=rule)
    assert gc.prove(c, bits=4).verdict == verdict


def test_an_unquoted_game_name_is_refused_in_one_line():
    with pytest.raises(UsageError, match="quoted text"):
        make_ruleset("turning-product(first=ruler, second=twins, rows=2, cols=2)")
