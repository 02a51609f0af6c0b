"""Games of the user's own (issue 14 part 1): classic problems answered by writing only a
game file, each against a value computed independently here (a brute force written in this
file from the game's definition, a published sequence, or a closed formula from the
literature), plus the errors a bad game file gets."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.errors import GamecheckError, UsageError

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                        HealthCheck.function_scoped_fixture])


def write(tmp_path: Path, name: str, body: str) -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(body), encoding="utf-8")
    return p


def mex(values) -> int:
    s, m = set(values), 0
    while m in s:
        m += 1
    return m


# -- the divisor game (LeetCode 1025) ------------------------------------------------------------

DIVISOR = """
    [game]
    name = "divisor game"
    position = ["n"]
    moves = "[(n - d,) for d in range(1, n) if n % d == 0]"
    """


def test_divisor_game_first_player_wins_exactly_when_n_is_even(tmp_path):
    g = gc.load_game(write(tmp_path, "divisor.toml", DIVISOR))
    for n in range(1, 80):
        assert (g.solve(n).outcome == "N") == (n % 2 == 0), n


# -- heap games: split Nim, Kayles, Grundy's game, Lasker's Nim, Mock Turtles ---------------------

def heap_values(options, upto: int) -> list[int]:
    """Grundy values of one heap from an option function written in the test."""
    g: list[int] = []
    for h in range(upto + 1):
        vals = []
        for opt in options(h):
            v = 0
            for x in opt:
                v ^= g[x]
            vals.append(v)
        g.append(mex(vals) if h else 0)
    return g


def file_values(path: Path, upto: int) -> list[int]:
    g = gc.load_game(path)
    return [g.solve((h,), method="sprague-grundy").grundy if h else 0 for h in range(upto + 1)]


def test_split_nim_against_a_brute_force_over_multisets(tmp_path):
    path = write(tmp_path, "split.toml", """
        [game]
        name = "split nim"
        heap-moves = "[(a, b) for a in range(1, h) for b in range(1, h) if a + b == h]"
        """)

    @lru_cache(maxsize=None)
    def p_position(heaps: tuple[int, ...]) -> bool:  # a heap becomes two smaller non-empty heaps
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for a in range(1, h):
                if p_position(tuple(sorted(rest + (a, h - a)))):
                    return False
        return True

    g = gc.load_game(path)
    for heaps in [(1,), (2,), (3,), (4,), (2, 3), (4, 4), (5, 2, 1), (6, 3), (7,), (3, 3, 2)]:
        for method in ("enumeration", "sprague-grundy"):
            s = g.solve(heaps, method=method)
            assert (s.outcome == "P") == p_position(tuple(sorted(heaps))), (heaps, method)


def test_kayles_grundys_game_and_laskers_nim_as_game_files(tmp_path):
    kayles = write(tmp_path, "kayles.toml", """
        [game]
        name = "Kayles"
        heap-moves = "[(a, h - 1 - a) for a in range(h)] + [(a, h - 2 - a) for a in range(h - 1)]"
        """)
    grundy = write(tmp_path, "grundy.toml", """
        [game]
        name = "Grundy's game"
        heap-moves = "[(a, h - a) for a in range(1, h) if 2 * a != h]"
        """)
    lasker = write(tmp_path, "lasker.toml", """
        [game]
        name = "Lasker's Nim"
        heap-moves = "[(a,) for a in range(h)] + [(a, h - a) for a in range(1, h)]"
        """)
    assert file_values(kayles, 20) == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]  # A002186
    assert file_values(grundy, 13) == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]  # A002188
    # Lasker's Nim (Winning Ways ch. 4): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3
    want = [0] + [n if n % 4 in (1, 2) else (n + 1 if n % 4 == 3 else n - 1) for n in range(1, 30)]
    assert file_values(lasker, 29) == want
    # the file's Kayles is the built-in Kayles
    s1 = gc.load_game(kayles).solve((7, 11, 13), method="sprague-grundy")
    s2 = gc.game("kayles").solve((7, 11, 13), method="sprague-grundy")
    assert (s1.outcome, s1.grundy, s1.winning_move_count) == (s2.outcome, s2.grundy, s2.winning_move_count)


MOCK = """
    [game]
    name = "Mock Turtles"
    description = "coins 1, 2, 3, ...; a heap h is a head on coin h; turn over 1, 2 or 3 coins, the highest from heads to tails"
    heap-moves = "[()] + [(a,) for a in range(1, h)] + [(a, b) for a in range(1, h) for b in range(1, a)]"
    """


def test_mock_turtles_values_are_the_odious_numbers(tmp_path):
    # Winning Ways ch. 14: coin h (from 1) has the h-th odious number (odd number of 1 bits)
    odious = [n for n in range(200) if bin(n).count("1") % 2 == 1]
    assert file_values(write(tmp_path, "mock.toml", MOCK), 30)[1:] == odious[:30]


@FAST
@given(heads=st.sets(st.integers(1, 7), min_size=1, max_size=4))
def test_mock_turtles_against_the_coin_game_itself(tmp_path, heads):
    @lru_cache(maxsize=None)
    def wins(mask: int) -> bool:  # bit c = coin c is heads (coins 1..7)
        for top in range(1, 8):
            if not mask >> top & 1:
                continue
            flips = [0] + [1 << a for a in range(1, top)] + [(1 << a) | (1 << b) for a in range(1, top)
                                                               for b in range(1, a)]
            for f in flips:
                if not wins(mask ^ (1 << top) ^ f):
                    return True
        return False

    g = gc.load_game(write(tmp_path, "mock.toml", MOCK))
    mask = sum(1 << h for h in heads)
    assert (g.solve(tuple(sorted(heads)), method="sprague-grundy").outcome == "N") == wins(mask)


# -- a walk that may not revisit a square (the position carries the visited set) ------------------

WALK = """
    [game]
    name = "walk on a 3 x 4 board"
    position = ["s", "v"]     # the token's square 0..11 and the visited squares as a bit mask
    moves = "[(t, v | (1 << t)) for t in range(12) if (v >> t) % 2 == 0 and abs(t % 4 - s % 4) + abs(t // 4 - s // 4) == 1]"
    """


def test_board_walk_without_revisits_against_a_depth_first_search(tmp_path):
    @lru_cache(maxsize=None)
    def wins(s: int, v: int) -> bool:
        for t in range(12):
            if not v >> t & 1 and abs(t % 4 - s % 4) + abs(t // 4 - s // 4) == 1 and not wins(t, v | 1 << t):
                return True
        return False

    g = gc.load_game(write(tmp_path, "walk.toml", WALK))
    for s in range(12):
        sol = g.solve((s, 1 << s))
        assert (sol.outcome == "N") == wins(s, 1 << s), s
        for w in sol.winning_moves:
            assert not wins(*w)


# -- a loopy game: draws -------------------------------------------------------------------------

LOOPY = """
    [game]
    name = "loopy counter"
    position = ["n"]
    # from 1..4 step down or up; 5 jumps back to 2; 6 and 7 lead into the loop or to 0
    moves = "[(n - 1,), (n + 1,)] if 1 <= n <= 4 else ([(2,)] if n == 5 else ([(5,), (0,)] if n == 7 else ([(5,)] if n == 6 else [])))"
    """


def loopy_options(n: int) -> list[int]:
    if 1 <= n <= 4:
        return [n - 1, n + 1]
    return {5: [2], 6: [5], 7: [5, 0]}.get(n, [])


def fixed_point_outcomes(nodes, options) -> dict[int, str]:
    """Outcomes of a finite loopy game by the fixed point of the win/lose rules (Smith 1966)."""
    out: dict[int, str] = {}
    changed = True
    while changed:
        changed = False
        for x in nodes:
            if x in out:
                continue
            opts = options(x)
            if any(out.get(y) == "P" for y in opts):
                out[x] = "N"
                changed = True
            elif all(out.get(y) == "N" for y in opts):
                out[x] = "P"
                changed = True
    return {x: out.get(x, "D") for x in nodes}


def test_a_loopy_game_file_is_labelled_with_draws(tmp_path):
    g = gc.load_game(write(tmp_path, "loopy.toml", LOOPY))
    want = fixed_point_outcomes(range(8), loopy_options)
    assert "D" in want.values()  # the example has draws
    for n in range(8):
        assert g.solve(n).outcome == want[n], n
    lab = gc.label(g, bound=7)
    assert {int(p[0]): o for p, o in zip(lab.positions, lab.outcome)} == want


def test_a_game_whose_positions_grow_without_end_is_refused_not_hung(tmp_path):
    g = gc.load_game(write(tmp_path, "up.toml", """
        [game]
        position = ["n"]
        moves = "[(n + 1,)]"
        """))
    with pytest.raises(GamecheckError):
        g.solve(0)


# -- sums and claims -----------------------------------------------------------------------------

def test_a_game_file_in_a_sum(tmp_path):
    path = write(tmp_path, "mock.toml", MOCK)
    # the game file's component gets 5 heap slots, enough for play from the heaps below
    # (enumeration needs them; the Sprague-Grundy method reads the heaps only)
    g = gc.game(f'sum(nim, game(file="{path}", heaps=5))')
    for pos in [(3, 4, 0, 0, 0, 0), (5, 3, 1, 0, 0, 0), (0, 2, 0, 0, 0, 0), (2, 4, 1, 0, 0, 0)]:
        a, b = g.solve(pos, method="sprague-grundy"), g.solve(pos, method="enumeration")
        assert (a.outcome, a.grundy, sorted(a.winning_moves)) == (b.outcome, b.grundy, sorted(b.winning_moves))


def test_claims_with_a_game_file_and_an_inline_game_table(tmp_path):
    write(tmp_path, "divisor.toml", DIVISOR)
    claims = write(tmp_path, "claims.toml", """
        [[claim]]
        id = "divisor.even"
        statement = "the first player wins the divisor game exactly when n is even"
        game = "divisor.toml"
        kind = "p-rule"
        rule = "n % 2 == 1 or n == 0"
        bound = 60

        [[claim]]
        id = "divisor.wrong"
        statement = "a wrong reading: multiples of 3 are lost"
        kind = "p-rule"
        rule = "n % 3 == 0"
        bound = 60
        expected = "refuted"
        [claim.game]
        position = ["n"]
        moves = "[(n - d,) for d in range(1, n) if n % d == 0]"
        """)
    cs = gc.load_claims(claims)
    results = [gc.check(c) for c in cs]
    assert [r.verdict for r in results] == [gc.Verdict.HOLDS, gc.Verdict.REFUTED]
    # the witness is the smallest n where the reading fails: 1 (n % 3 != 0, and 1 is lost)
    assert results[1].witness is not None


def test_cli_solve_label_and_explore_with_a_game_file(tmp_path):
    path = write(tmp_path, "mock.toml", MOCK)
    run = lambda *a: subprocess.run([sys.executable, "-m", "gamecheck", *a], capture_output=True, text=True,  # noqa: E731
                                    timeout=300, cwd=tmp_path)
    out = run("solve", "--game", str(path), "3", "5", "--json")
    assert out.returncode == 0, out.stderr
    # heaps 3 and 5: odious numbers 4 and 8 -> nim-sum 12
    assert json.loads(out.stdout)["grundy"] == 12
    out = run("explore", "--game", str(path), "--n", "40", "--json", "--no-report", "--no-check")
    assert out.returncode == 0, out.stderr
    odious = [n for n in range(100) if bin(n).count("1") % 2 == 1]
    assert json.loads(out.stdout)["values"][1:41] == odious[:40]
    walk = write(tmp_path, "walk.toml", WALK)
    out = run("solve", "--game", str(walk), "0", "1")
    assert out.returncode == 0 and "outcome" in out.stdout


# -- errors: one line naming the file, the key and what is wrong ---------------------------------

@pytest.mark.parametrize("body, words", [
    ('[game]\nposition = ["n"]\nmoves = "[(n - 1, 0)] if n > 0 else []"\n', ["bad.toml", "from (3)", "(2, 0)", "2 part"]),
    ('[game]\nposition = ["n"]\nmoves = "[(n - 2,)] if n > 0 else []"\n', ["bad.toml", "negative", "from (1)", "(-1)"]),
    ('[game]\nposition = ["n"]\nmoves = "[(n - 1,)]"\ncolour = "red"\n', ["bad.toml", "colour", "allowed"]),
    ('[game]\nposition = ["n"]\n', ["bad.toml", "moves"]),
    ('[game]\nposition = ["n"]\nmoves = "[(n - 1,)"\n', ["bad.toml", "moves", "parse"]),
    ('[game]\nposition = ["n"]\nmoves = "[(m - 1,)]"\n', ["bad.toml", "moves", "m"]),
    ('[game]\nposition = ["xor"]\nmoves = "[]"\n', ["bad.toml", "xor"]),
    ('[game]\nheap-moves = "[(h,)]"\n', ["bad.toml", "smaller than h"]),
    ('[game]\nposition = ["n"]\nmoves = "[(1,)]"\nheap-moves = "[()]"\n', ["bad.toml", "not both"]),
    ('[nogame]\nx = 1\n', ["bad.toml", "[game]"]),
    ('[game\n', ["bad.toml", "TOML"]),
])
def test_bad_game_files_get_one_line(tmp_path, body, words):
    path = tmp_path / "bad.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(UsageError) as exc:
        gc.load_game(path).solve(3)
    msg = str(exc.value)
    assert "\n" not in msg
    for w in words:
        assert w in msg, (w, msg)


def test_bad_game_file_on_the_command_line_exits_2(tmp_path):
    out = subprocess.run([sys.executable, "-m", "gamecheck", "solve", "--game", str(tmp_path / "none.toml"), "3"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "no such file" in out.stderr and "Traceback" not in out.stderr


def test_an_edited_game_file_is_a_new_game(tmp_path):
    """Caches keyed by the ruleset must not mix two versions of one file (issue 24: a claim
    checked, the file edited, the claim checked again used to keep the first verdict)."""
    import os

    path = tmp_path / "edited.toml"
    path.write_text('[game]\nposition = ["n"]\nmoves = "[(n - 1,)] if n else []"\n')
    claim = lambda: gc.Claim(kind="outcome", game=str(path), position=[2], outcome="P")  # noqa: E731
    assert gc.check(claim()).verdict == "holds"  # 2 -> 1 -> 0: 2 is P by hand
    path.write_text('[game]\nposition = ["n"]\nmoves = "[(n - 1,), (n - 2,)] if n >= 2 else [(n - 1,)] if n else []"\n')
    os.utime(path, ns=(0, 10**18))  # a new modification time, however coarse the file system's clock
    assert gc.check(claim()).verdict == "refuted"  # now 2 -> 0 wins: N


def test_heap_moves_leaving_the_same_heaps_are_one_move(tmp_path):
    path = tmp_path / "split.toml"
    path.write_text('[game]\nheap-moves = "[(a, h - 1 - a) for a in range(h)]"\n')  # remove one, split the rest
    # from a heap of 4 the rule lists (0, 3), (1, 2), (2, 1), (3, 0): the heaps left are (3) or (1, 2)
    assert sorted(mv.position for mv in gc.load_game(path, heaps=2).options((4, 0))) == [(2, 1), (3, 0)]


def test_a_graph_claim_without_a_token_count_has_one_token(tmp_path):
    (tmp_path / "g.txt").write_text("a b\nb c\n")  # a -> b -> c: c is P, b is N, a is P (by hand)
    (tmp_path / "claims.toml").write_text('[[claim]]\nid = "g"\nstatement = "P at a and c"\n'
                                          'ruleset = \'graph(file="g.txt")\'\nkind = "p-rule"\nbound = 2\n'
                                          'rule = "n != 1"\n')
    (c,) = gc.load_claims(tmp_path / "claims.toml")
    r = gc.check(c)
    assert r.verdict == "holds" and r.positions_checked == 3


def test_explore_of_a_graph_stays_within_its_vertices(tmp_path):
    (tmp_path / "g.txt").write_text("a b\nb c\nc a\nc d\n")  # d terminal: P; c N; b P; a N (by hand)
    e = gc.explore.explore(f'graph(file="{tmp_path / "g.txt"}")', check=False, prove_bits=None)
    assert [list(p) for p in e.p_positions] == [[1], [3]]
