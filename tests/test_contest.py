"""A held-out set of contest problems, each stated as a game file and answered by gamecheck.

Every problem lives in ``tests/contest/<name>.toml`` (the rules written from the contest
statement, the problem cited at the top of the file and in its ``description``). The tests
load the file with :func:`gamecheck.load_game`, solve a range of inputs and compare the
outcome -- and for many positions the set of winning moves -- with an answer computed HERE,
independently of gamecheck: a memoised brute-force recursion written from the statement, the
problem's known closed form, or the sample input/output of the statement.

Problems:

* LeetCode 292 "Nim Game" (take 1-3 stones)                 -> nim_game.toml
* LeetCode 1510 "Stone Game IV" (take a square number)       -> stone_game_iv.toml
* HDU 1847 "Good Luck in CET-4 Everybody!" (take 2^k cards)  -> good_luck_cet4.toml
* Euclid's game (POJ 2348 / UVa 10368)                       -> euclid.toml
* Chomp on a 2 x n board                                     -> chomp_2xn.toml
* HDU 3032 "Nim or not Nim?" (take or split, heap game)      -> nim_or_not_nim.toml
* POJ 2484 "A Funny Game" (coins in a circle, bit mask)      -> funny_game.toml
* HDU 1907 "John" (misère Nim)                               -> john.toml
"""

from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache
from itertools import combinations_with_replacement
from pathlib import Path

import pytest

import gamecheck as gc

CONTEST = Path(__file__).parent / "contest"


@lru_cache(maxsize=None)
def game(name: str, misere: bool = False) -> gc.Game:
    return gc.load_game(CONTEST / f"{name}.toml", misere=misere)


def heaps_of(position) -> tuple[int, ...]:
    """A heap-game position as a sorted tuple of its non-empty heaps (gamecheck pads heap
    positions with empty slots)."""
    return tuple(sorted(h for h in position if h))


def multisets(max_heap: int, sizes=(1, 2, 3)):
    return [c for k in sizes for c in combinations_with_replacement(range(1, max_heap + 1), k)]


def test_every_contest_file_is_used():
    used = {"nim_game", "stone_game_iv", "good_luck_cet4", "euclid", "chomp_2xn", "nim_or_not_nim",
            "funny_game", "john"}
    assert {p.stem for p in CONTEST.glob("*.toml")} == used


# -- 1. LeetCode 292 Nim Game --------------------------------------------------------------------

@pytest.mark.parametrize("n", range(1, 61))
def test_leetcode_292_nim_game(n):
    """LeetCode 292 Nim Game: take 1-3 stones, the last stone wins; you win iff n % 4 != 0,
    and the only winning move leaves a multiple of 4."""
    s = game("nim_game").solve(n)
    assert (s.outcome == "N") == (n % 4 != 0)
    assert s.winning_moves == ([(n - n % 4,)] if n % 4 else [])


# -- 2. LeetCode 1510 Stone Game IV --------------------------------------------------------------

@lru_cache(maxsize=None)
def square_wins(n: int) -> bool:
    k = 1
    while k * k <= n:
        if not square_wins(n - k * k):
            return True
        k += 1
    return False


@pytest.mark.parametrize("n, alice_wins", [(1, True), (2, False), (4, True), (7, False), (17, False)])
def test_leetcode_1510_statement_examples(n, alice_wins):
    """LeetCode 1510 Stone Game IV, the examples of the statement."""
    assert (game("stone_game_iv").solve(n).outcome == "N") == alice_wins


@pytest.mark.parametrize("lo", range(1, 121, 20))
def test_leetcode_1510_stone_game_iv(lo):
    """LeetCode 1510 Stone Game IV: remove a non-zero square number of stones; against a
    memoised brute force, outcome and winning moves for n = 1..120."""
    for n in range(lo, lo + 20):
        s = game("stone_game_iv").solve(n)
        assert (s.outcome == "N") == square_wins(n), n
        want = {(n - k * k,) for k in range(1, n + 1) if k * k <= n and not square_wins(n - k * k)}
        assert set(s.winning_moves) == want, n


# -- 3. HDU 1847 Good Luck in CET-4 --------------------------------------------------------------

_P2_WINS: list[bool] = [False]  # the same recursion, filled bottom-up (no deep Python recursion)


def power_of_two_wins(n: int) -> bool:
    while len(_P2_WINS) <= n:
        m = len(_P2_WINS)
        _P2_WINS.append(any(not _P2_WINS[m - (1 << k)] for k in range(m.bit_length()) if 1 << k <= m))
    return _P2_WINS[n]


@pytest.mark.parametrize("n, kiki_wins", [(1, True), (3, False)])
def test_hdu_1847_statement_sample(n, kiki_wins):
    """HDU 1847, the sample: "1" -> Kiki, "3" -> Cici."""
    assert (game("good_luck_cet4").solve(n).outcome == "N") == kiki_wins


@pytest.mark.parametrize("n", list(range(1, 101)) + [999, 1000])
def test_hdu_1847_good_luck_in_cet4(n):
    """HDU 1847 Good Luck in CET-4 Everybody!: take 2^k cards, last card wins; "Kiki" (the
    first player) wins iff n % 3 != 0 (no power of two is a multiple of 3), checked also
    against a brute force; every winning move leaves a multiple of 3."""
    s = game("good_luck_cet4").solve(n)
    assert (s.outcome == "N") == (n % 3 != 0) == power_of_two_wins(n)
    want = {(n - (1 << k),) for k in range(n.bit_length()) if (n - (1 << k)) % 3 == 0}
    assert set(s.winning_moves) == want


# -- 4. Euclid's game ----------------------------------------------------------------------------

@lru_cache(maxsize=None)
def euclid_wins(a: int, b: int) -> bool:
    """The player to move wins (a, b), both positive; making a 0 wins."""
    if a < b:
        a, b = b, a
    for k in range(1, a // b + 1):
        if a - k * b == 0 or not euclid_wins(a - k * b, b):
            return True
    return False


def euclid_closed_form(a: int, b: int) -> bool:
    """With a >= b > 0 the first player wins iff a == b or a / b > golden ratio
    (= (1 + sqrt 5) / 2), i.e. 2a - b > sqrt(5) b."""
    a, b = max(a, b), min(a, b)
    return a == b or (2 * a - b) ** 2 > 5 * b * b


@pytest.mark.parametrize("a, b, stan_wins", [(34, 12, True), (15, 24, False)])
def test_euclid_statement_samples(a, b, stan_wins):
    """POJ 2348 Euclid's Game, the sample: "34 12" -> Stan wins, "15 24" -> Ollie wins."""
    assert (game("euclid").solve((a, b)).outcome == "N") == stan_wins


@pytest.mark.parametrize("a", range(1, 26))
def test_euclids_game(a):
    """Euclid's game: every pair 1..25 against a memoised brute force and the golden-ratio
    closed form; the winning moves against the brute force."""
    g = game("euclid")
    for b in range(1, 26):
        s = g.solve((a, b))
        assert (s.outcome == "N") == euclid_wins(a, b) == euclid_closed_form(a, b), (a, b)
        big, small = max(a, b), min(a, b)
        want = set()
        for k in range(1, big // small + 1):
            r = big - k * small
            if r == 0 or not euclid_wins(r, small):
                want.add((r, b) if a >= b else (a, r))
        assert set(s.winning_moves) == want, (a, b)


def test_euclid_positions_with_a_zero_are_lost_for_the_player_to_move():
    """Euclid's game: a 0 on the board means the previous player just won."""
    for p in [(0, 5), (7, 0), (0, 0)]:
        s = game("euclid").solve(p)
        assert s.outcome == "P" and s.winning_moves == []


# -- 5. Chomp 2 x n ------------------------------------------------------------------------------

def chomp_options(top: int, bottom: int) -> list[tuple[int, int]]:
    """Chomp options written square by square: eat (row, col) and everything below/right of
    it; the poisoned square (top row, column 0) is never eaten by a move (eating it loses)."""
    squares = {(0, c) for c in range(top)} | {(1, c) for c in range(bottom)}
    out = []
    for (r, c) in sorted(squares):
        if (r, c) == (0, 0):
            continue
        left = {(rr, cc) for (rr, cc) in squares if not (rr >= r and cc >= c)}
        out.append((sum(1 for rr, _ in left if rr == 0), sum(1 for rr, _ in left if rr == 1)))
    return out


@lru_cache(maxsize=None)
def chomp_wins(top: int, bottom: int) -> bool:
    return any(not chomp_wins(*q) for q in chomp_options(top, bottom))


@pytest.mark.parametrize("top", range(1, 21))
def test_chomp_2xn(top):
    """Chomp on 2 rows: every position (top, bottom), bottom <= top <= 20, against a brute
    force over the squares; the closed form: the player to move loses iff top == bottom + 1;
    the full 2 x n board is a first-player win by moving to (n, n - 1)."""
    g = game("chomp_2xn")
    for bottom in range(top + 1):
        s = g.solve((top, bottom))
        assert (s.outcome == "P") == (not chomp_wins(top, bottom)) == (top == bottom + 1), (top, bottom)
        want = {q for q in chomp_options(top, bottom) if not chomp_wins(*q)}
        assert set(s.winning_moves) == want, (top, bottom)
    assert game("chomp_2xn").solve((top, top)).winning_moves == [(top, top - 1)]


def test_chomp_poisoned_square_alone_is_lost():
    s = game("chomp_2xn").solve((1, 0))
    assert s.outcome == "P" and s.winning_moves == []


# -- 6. HDU 3032 Nim or not Nim? -----------------------------------------------------------------

@lru_cache(maxsize=None)
def take_or_split_wins(heaps: tuple[int, ...]) -> bool:
    """Brute force over the sorted multiset of non-empty heaps."""
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        options = [(a,) if a else () for a in range(h)] + [(a, h - a) for a in range(1, h)]
        for opt in options:
            if not take_or_split_wins(tuple(sorted(rest + opt))):
                return True
    return False


def lasker_sg(h: int) -> int:
    """The known Grundy values of HDU 3032: sg(4k+1) = 4k+1, sg(4k+2) = 4k+2,
    sg(4k+3) = 4k+4, sg(4k+4) = 4k+3."""
    return 0 if h == 0 else {1: h, 2: h, 3: h + 1, 0: h - 1}[h % 4]


@pytest.mark.parametrize("heaps, alice_wins", [((2, 2, 3), True), ((3, 3), False)])
def test_hdu_3032_statement_sample(heaps, alice_wins):
    """HDU 3032 Nim or not Nim?, the sample: "2 2 3" -> Alice, "3 3" -> Bob."""
    assert (game("nim_or_not_nim").solve(heaps).outcome == "N") == alice_wins


@pytest.mark.parametrize("size", [1, 2, 3])
@pytest.mark.parametrize("method", ["auto", "enumeration", "sprague-grundy"])
def test_hdu_3032_nim_or_not_nim(size, method):
    """HDU 3032: every multiset of `size` heaps 1..7 against a brute force over multisets
    of heaps; winning moves (as multisets) against the brute force."""
    g = game("nim_or_not_nim")
    for heaps in multisets(7 if size < 3 else 6, (size,)):
        s = g.solve(heaps, method=method)
        assert (s.outcome == "N") == take_or_split_wins(heaps), (heaps, method)
        got = {heaps_of(m) for m in s.winning_moves}
        want = set()
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for opt in [(a,) if a else () for a in range(h)] + [(a, h - a) for a in range(1, h)]:
                q = tuple(sorted(rest + opt))
                if not take_or_split_wins(q):
                    want.add(q)
        assert got == want, (heaps, method)


def test_hdu_3032_larger_heaps_against_the_known_grundy_values():
    """HDU 3032 with heaps up to 120: the first player wins iff the xor of the known Grundy
    values is non-zero."""
    g = game("nim_or_not_nim")
    for heaps in [(120,), (97, 31), (64, 63), (100, 77, 23), (119, 118, 117), (5, 6, 7, 8)]:
        s = g.solve(heaps, method="sprague-grundy")
        x = 0
        for h in heaps:
            x ^= lasker_sg(h)
        assert s.grundy == x and (s.outcome == "N") == (x != 0), heaps


# -- 7. POJ 2484 A Funny Game --------------------------------------------------------------------

def circle_options(n: int, m: int) -> list[int]:
    present = [i for i in range(n) if m >> i & 1]
    out = [m & ~(1 << i) for i in present]
    pairs = {frozenset((i, (i + 1) % n)) for i in range(n)} if n >= 2 else set()
    for pair in pairs:
        if len(pair) == 2 and all(m >> i & 1 for i in pair):
            out.append(m & ~sum(1 << i for i in pair))
    return out


@lru_cache(maxsize=None)
def circle_wins(n: int, m: int) -> bool:
    return any(not circle_wins(n, q) for q in circle_options(n, m))


@pytest.mark.parametrize("n", range(1, 11))
def test_poj_2484_a_funny_game(n):
    """POJ 2484 A Funny Game: n coins in a circle; Alice (first) wins iff n <= 2 (for n >= 3
    Bob answers symmetrically); checked against the closed form and a brute force over the
    bit masks."""
    s = game("funny_game").solve((n, (1 << n) - 1))
    assert (s.outcome == "N") == (n <= 2) == circle_wins(n, (1 << n) - 1)
    if n <= 2:
        assert s.winning_moves == [(n, 0)]  # take everything


@pytest.mark.parametrize("n", [4, 5, 6])
def test_poj_2484_every_partial_circle(n):
    """POJ 2484: every set of remaining coins of a circle of n, against the brute force."""
    g = game("funny_game")
    for m in range(1 << n):
        s = g.solve((n, m))
        assert (s.outcome == "N") == circle_wins(n, m), (n, bin(m))
        want = {(n, q) for q in circle_options(n, m) if not circle_wins(n, q)}
        assert set(s.winning_moves) == want, (n, bin(m))


# -- 8. HDU 1907 John (misère Nim) ---------------------------------------------------------------

@lru_cache(maxsize=None)
def misere_nim_wins(heaps: tuple[int, ...]) -> bool:
    """Brute force: the player who eats the last candy loses, so with no candy left the
    player to move has won."""
    if not heaps:
        return True
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        for a in range(h):
            if not misere_nim_wins(tuple(sorted(rest + ((a,) if a else ())))):
                return True
    return False


def john_closed_form(heaps: tuple[int, ...]) -> bool:
    """Bouton's misère rule: with every heap 1, John wins iff the number of heaps is even;
    otherwise iff the nim-sum is non-zero."""
    x = 0
    for h in heaps:
        x ^= h
    return len(heaps) % 2 == 0 if max(heaps) == 1 else x != 0


@pytest.mark.parametrize("heaps, john_wins", [((3, 5, 1), True), ((1,), False)])
def test_hdu_1907_statement_sample(heaps, john_wins):
    """HDU 1907 John, the sample: "3 5 1" -> John, "1" -> Brother."""
    assert (game("john", misere=True).solve(heaps).outcome == "N") == john_wins


@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_hdu_1907_john_misere_nim(size):
    """HDU 1907 John: every multiset of `size` heaps 1..6 in misère play, against a brute
    force and Bouton's misère rule; the winning moves against the brute force; the same file
    in normal play still answers ordinary Nim."""
    g, normal = game("john", misere=True), game("john")
    for heaps in multisets(6 if size < 4 else 4, (size,)):
        s = g.solve(heaps)
        assert (s.outcome == "N") == misere_nim_wins(heaps) == john_closed_form(heaps), heaps
        want = set()
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for a in range(h):
                q = tuple(sorted(rest + ((a,) if a else ())))
                if not misere_nim_wins(q):
                    want.add(q)
        assert {heaps_of(m) for m in s.winning_moves} == want, heaps
        x = 0
        for h in heaps:
            x ^= h
        assert (normal.solve(heaps).outcome == "N") == (x != 0), heaps


# -- the command line on two of the files --------------------------------------------------------

def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True,
                          timeout=300, cwd=CONTEST)


def test_cli_solves_the_euclid_sample():
    """POJ 2348 sample "34 12" on the command line: Stan wins, and the winning moves are the
    brute force's."""
    out = run_cli("solve", "--game", "euclid.toml", "34", "12", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["outcome"] == "N"
    want = {(34 - k * 12, 12) for k in range(1, 3) if not euclid_wins(34 - k * 12, 12)}
    assert {tuple(w["position"]) for w in data["winning_moves"]} == want


def test_cli_explores_the_hdu_3032_grundy_sequence():
    """HDU 3032 on the command line: `explore` gives the known Grundy values for heaps 0..200."""
    out = run_cli("explore", "--game", "nim_or_not_nim.toml", "--n", "200", "--json", "--no-report", "--no-check")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["values"][:201] == [lasker_sg(h) for h in range(201)]
