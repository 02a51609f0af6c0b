"""Misère play figures: misère Grundy values and Conway's genus, against brute force written
here and the published genera of nim-heaps (Winning Ways ch. 13: *0 = 0^120, *1 = 1^031,
*2 = 2^20, *3 = 3^31); every misère output shows misère figures, the normal-play ones labelled."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.engine.misere import genus, genus_sequence, misere_grundy


def _heap_rules(take: tuple[int, ...]):
    return gc.game(f"subtraction(set=[{','.join(map(str, take))}])").ruleset


def brute_values(take: tuple[int, ...], heaps: tuple[int, ...], twos: int = 0, misere: bool = True) -> int:
    """G-(heaps + twos nim-heaps of size 2) (G+ with misere=False) by plain recursion: the
    subtraction game's heaps and the nim-heaps are all listed in one sorted tuple each."""

    @lru_cache(maxsize=None)
    def value(game: tuple[int, ...], nim: tuple[int, ...]) -> int:
        opts = set()
        for i, h in enumerate(game):
            for t in take:
                if t <= h:
                    opts.add((tuple(sorted(game[:i] + (h - t,) + game[i + 1:])), nim))
        for i, h in enumerate(nim):
            for m in range(h):
                opts.add((game, tuple(sorted(nim[:i] + (m,) + nim[i + 1:]))))
        if not opts:
            return 1 if misere else 0
        vals = {value(*o) for o in opts}
        return next(v for v in range(len(vals) + 1) if v not in vals)

    return value(tuple(sorted(heaps)), (2,) * twos)


takes = st.lists(st.integers(1, 5), min_size=1, max_size=3, unique=True).map(lambda s: tuple(sorted(s)))


@settings(max_examples=60, deadline=None)
@given(takes, st.lists(st.integers(0, 9), min_size=1, max_size=3))
def test_misere_grundy_matches_brute_force_and_the_engine(take, heaps):
    rs = _heap_rules(take)
    mg = misere_grundy(rs, tuple(heaps))
    assert mg == brute_values(take, tuple(heaps))
    # 0 exactly at misère P-positions: the labelling engine decides those independently
    sol = gc.Game(rs, misere=True).solve(tuple(heaps), method="enumeration")
    assert (mg == 0) == (sol.outcome == "P")
    assert sol.misere_grundy == mg


@settings(max_examples=40, deadline=None)
@given(takes, st.integers(0, 12))
def test_genus_terms_match_brute_force(take, n):
    rs = _heap_rules(take)
    gen = genus(rs, (n,), terms=5)
    assert gen.grundy == brute_values(take, (n,), misere=False)
    assert gen.terms == tuple(brute_values(take, (n,), k) for k in range(5))


def test_published_nim_heap_genera():
    nim = gc.game("nim").ruleset
    assert [str(g) for g in genus_sequence(nim, 3)] == ["0^120", "1^031", "2^20", "3^31"]


@pytest.mark.parametrize("heaps", [(0,), (1,), (1, 1), (1, 1, 1), (2,), (2, 3), (1, 2, 3), (4, 4, 1), (5, 6, 7)])
def test_misere_nim_is_tame(heaps):
    """Misère Nim (Bouton 1901; Conway 1976): G- is the nim-sum when some heap exceeds 1,
    else 1 XOR the nim-sum -- against the search, which does not know this."""
    x = 0
    for h in heaps:
        x ^= h
    want = x if any(h > 1 for h in heaps) else 1 ^ x
    assert misere_grundy(gc.game("nim").ruleset, heaps) == want
    assert gc.game("nim", misere=True).solve(heaps).misere_grundy == want


def test_kayles_genus_agrees_with_its_grundy_sequence():
    """The genus's g is the normal Grundy value: Kayles A002186 (OEIS) for heaps 0..20."""
    a002186 = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]
    table = gc.explore.genus_table("kayles", n=20)
    assert [g.grundy for g in table.genera] == a002186
    # misère outcome of one heap (l0 == 0) against the engine's misère labels
    game = gc.game("kayles", misere=True)
    for h in range(1, 13):
        assert (table.genera[h].misere_grundy == 0) == (game.solve(h, method="enumeration").outcome == "P"), h


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True, timeout=120)


def test_cli_misere_solve_shows_misere_figures():
    r = _cli("solve", "kayles", "3", "4", "--misere", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["play"] == "misere" and "grundy" not in data  # the normal value only under "normal"
    assert data["normal"]["grundy"] == 3 ^ 1
    assert data["misere_grundy"] == brute_kayles((3, 4))
    assert {g["heap"]: g["genus"] for g in data["genus"]} == {3: "3^31", 4: "1^031"}
    text = _cli("solve", "kayles", "3", "4", "--misere").stdout
    assert "misère Grundy value: " in text and "not a misère figure" in text
    normal = json.loads(_cli("solve", "kayles", "3", "4", "--json").stdout)
    assert "misere_grundy" not in normal and "genus" not in normal


def brute_kayles(heaps: tuple[int, ...]) -> int:
    """Misère Grundy value of a Kayles position (take 1 or 2 adjacent pins from a row, maybe
    splitting it) by plain recursion."""

    @lru_cache(maxsize=None)
    def value(p: tuple[int, ...]) -> int:
        opts = set()
        for i, h in enumerate(p):
            rest = p[:i] + p[i + 1:]
            for t in (1, 2):
                for a in range(h - t + 1):
                    b = h - t - a
                    opts.add(tuple(sorted(x for x in rest + (a, b) if x)))
        if not opts:
            return 1
        vals = {value(o) for o in opts}
        return next(v for v in range(len(vals) + 1) if v not in vals)

    return value(tuple(sorted(heaps)))


def test_cli_explore_misere():
    r = _cli("explore", "kayles", "--misere", "--n", "8", "--json")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)["heaps"]
    assert [row["misere_grundy"] for row in rows] == [brute_kayles((h,)) for h in range(9)]
    assert rows[0]["genus"] == "0^120" and rows[0]["nim_like"]
    r = _cli("explore", "wythoff", "--misere")
    assert r.returncode == 2 and "one-heap game" in r.stderr and "Traceback" not in r.stderr


def test_take_and_break_positions_show_their_heaps():
    sol = gc.game("kayles").solve((5, 3))
    assert sol.position == (5, 3)
    assert all(0 not in p for p in sol.winning_moves)


def test_large_misere_sum_of_a_general_game_says_why_it_is_not_solved_fast():
    # not a sum of heaps: no misère quotient applies, so enumeration is refused with the reason
    r = _cli("solve", "wythoff", "300", "400", "--misere")
    assert r.returncode in (2, 3)
    assert "Traceback" not in r.stderr


def test_large_misere_kayles_sum_is_solved_from_the_quotient():
    # heaps far beyond enumeration: Kayles' quotient has a certified period (Plambeck 2005), so
    # heaps 100 and 200 get their elements from it; the answer is checked in tests/test_quotient.py
    # against exhaustive misère labelling for small sums
    r = _cli("solve", "kayles", "100", "200", "--misere", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["method"] == "misere-quotient" and data["misere"]["element"]
    assert data["quotient"]["certified"] is True


def test_label_shows_figures_of_both_plays_labelled():
    r = _cli("label", "nim", "--heaps", "2", "--bound", "3", "--json")
    data = json.loads(r.stdout)
    # misère remoteness of Nim heaps <= 3, independently: brute force here
    @lru_cache(maxsize=None)
    def rem(p):
        opts = [tuple(sorted(p[:i] + (m,) + p[i + 1:])) for i, h in enumerate(p) for m in range(h)]
        if not opts:
            return (True, 0)  # misère: the player to move at the end wins
        res = [rem(o) for o in opts]
        wins = [r for w, r in res if not w]
        if wins:
            return (True, 1 + min(wins))
        return (False, 1 + max(r for _, r in res))
    assert data["max_misere_remoteness"] == max(rem(tuple(sorted((a, b))))[1] for a in range(4) for b in range(4))
    text = _cli("label", "nim", "--heaps", "2", "--bound", "3").stdout
    assert "largest remoteness, misère play" in text and "largest Grundy value (normal play)" in text
