"""``gamecheck solve`` at huge heaps and under the time limit (issue 36, round 3: hostile inputs).

Kayles at 10^12, misère Kayles at 10^30, Treblecross (0.007) and 0.37 at a thousand heaps,
wild misère games at a million: every answer comes promptly (or a one-line refusal, exit 3),
the values are those of an independent brute force here (the mex rule in plain Python, and for
Kayles its period checked here by the Guy-Smith condition on the brute-force values), every
winning move listed is a winning move, and a scan stopped at its cap says so.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from functools import lru_cache

import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.cli import main
from gamecheck.domain import Deadline
from gamecheck.engine import sprague
from gamecheck.engine.periodicity import certify_octal
from gamecheck.engine.sequences import grundy_sequence
from gamecheck.engine.sparse import SparseEngine, verify_two_heap_values
from gamecheck.errors import ResourceLimitError
from gamecheck.games import make_ruleset

RUNNER = CliRunner()
BIG = 10**12


# -- independent references: the mex rule in plain Python --------------------------------------

def _mex(values) -> int:
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


def brute_octal(digits: tuple[int, ...], upto: int) -> list[int]:
    """Grundy values 0..upto of the octal game with these digits (digits[k]: bit 1 takes the whole
    heap of k, bit 2 takes k leaving one heap, bit 4 takes k leaving two), by the mex rule."""
    g: list[int] = []
    for n in range(upto + 1):
        vals = set()
        for k, d in enumerate(digits):
            if k == 0 or k > n:
                continue
            m = n - k
            if d & 1 and m == 0:
                vals.add(0)
            if d & 2 and m >= 1:
                vals.add(g[m])
            if d & 4:
                for a in range(1, m // 2 + 1):
                    vals.add(g[a] ^ g[m - a])
        g.append(_mex(vals))
    return g


KAYLES = (0, 7, 7)
KAYLES_G = brute_octal(KAYLES, 240)
PRE, PER = 71, 12  # Kayles: period 12 from n = 71 (Guy and Smith 1956; checked below)


def test_kayles_period_checked_on_the_brute_force():
    """The Guy-Smith condition for Kayles (t = 2, r = 2): g(n + 12) = g(n) for 71 <= n < 2*71 + 12 + 2,
    on the brute-force values; so the period holds for every n >= 71 and a heap of any size has
    the value of a small heap of the same residue -- the reference for the huge heaps below."""
    assert all(KAYLES_G[n + PER] == KAYLES_G[n] for n in range(PRE, 2 * PRE + PER + 2))
    assert KAYLES_G[PRE - 1 + PER] != KAYLES_G[PRE - 1]  # and not from 70


def kayles(n: int) -> int:
    """The Kayles value of any heap, from the brute force and the period checked above."""
    if n < PRE:
        return KAYLES_G[n]
    return KAYLES_G[PRE + (n - PRE) % PER + 4 * PER]  # a multiple of 12 later, well inside the range


def test_kayles_at_10_12_agrees_with_the_brute_force_and_lists_winning_moves():
    t0 = time.monotonic()
    s = gc.game("kayles").solve((BIG,))
    assert time.monotonic() - t0 < 5
    assert s.grundy == kayles(BIG) == 1 and s.outcome.value == "N"
    assert s.method == "sprague-grundy"
    # a scan stopped early: the moves listed are winning, their number is not counted
    assert s.winning_move_count is None and s.winning_moves_truncated
    assert 0 < len(s.winning_moves) <= sprague.MAX_LISTED
    for a, b in s.winning_moves:
        assert BIG - (a + b) in (1, 2) and 1 <= a <= b  # a Kayles move: one or two pins from the row
        assert kayles(a) ^ kayles(b) == 0  # leaves a P-position
    doc = s.to_json()
    assert doc["winning_move_count"] is None and doc["winning_moves_truncated"] is True
    assert doc["normal"]["winning_moves_truncated"] is True
    assert any("not counted" in note for note in doc["notes"])


def test_kayles_sums_of_huge_heaps():
    pos = (BIG, BIG + 5, 7)
    s = gc.game("kayles").solve(pos)
    assert s.grundy == kayles(BIG) ^ kayles(BIG + 5) ^ kayles(7)
    for after in s.winning_moves:
        assert sum(after) in (sum(pos) - 1, sum(pos) - 2)
        x = 0
        for h in after:
            x ^= kayles(h)
        assert x == 0


def test_kayles_at_a_few_thousand_counts_every_winning_move():
    """Below the cap every option is looked at: the count is exact (the brute force's) and the
    list is the first winning moves in the usual order (as before the cap existed)."""
    n = 3000
    s = gc.game("kayles").solve((n,))
    want = []
    for k in (1, 2):  # the options in heap_options order: (m,), then (a, m - a) by a
        m = n - k
        want += [(m,)] if kayles(m) == 0 else []
        want += [(a, m - a) for a in range(1, m // 2 + 1) if kayles(a) ^ kayles(m - a) == 0]
    assert s.winning_move_count == len(want) == 249
    assert [tuple(sorted(p, reverse=True)) for p in s.winning_moves] == \
        [tuple(sorted(p, reverse=True)) for p in want[: sprague.MAX_LISTED]]
    assert s.winning_moves_truncated and s.to_json()["winning_moves_truncated"] is True  # 249 counted, 64 listed
    assert not any("not counted" in note for note in s.to_json()["notes"])


def test_the_cli_at_10_12_is_prompt_and_says_the_list_is_partial():
    t0 = time.monotonic()
    r = RUNNER.invoke(main, ["solve", "kayles", str(BIG)])
    assert r.exit_code == 0, r.output
    assert time.monotonic() - t0 < 5
    assert "not all looked for" in r.stdout and "not counted" in r.stdout
    assert r.stdout.count(" -> (") <= sprague.MAX_LISTED
    r = RUNNER.invoke(main, ["solve", "kayles", str(BIG), "--json"])
    doc = json.loads(r.stdout)
    assert doc["winning_moves_truncated"] is True and doc["winning_move_count"] is None


def test_misere_kayles_at_10_30_from_the_certified_quotient():
    """Misère Kayles at a heap of 10^30: the certified quotient period decides it (no MemoryError,
    no hang); each listed move is a legal Kayles move whose position the quotient puts in the
    P-portion (solved again on its own)."""
    n = 10**30
    t0 = time.monotonic()
    s = gc.game("misere(kayles)").solve((n,))
    assert time.monotonic() - t0 < 5
    assert s.method == "misere-quotient" and s.report.quotient["certified"]
    assert s.outcome.value == "N" and s.winning_move_count is None and s.winning_moves_truncated
    assert s.winning_moves
    for after in s.winning_moves[:5]:
        assert n - sum(after) in (1, 2) and len(after) <= 2
        assert gc.game("misere(kayles)").solve(after).outcome.value == "P"


def test_misere_kayles_at_10_12_on_the_command_line():
    r = RUNNER.invoke(main, ["solve", "misere(kayles)", str(BIG), "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["play"] == "misere" and doc["outcome"] == "N"
    assert doc["misere"]["winning_moves_truncated"] is True and doc["winning_move_count"] is None


# -- unsolved games: values only as far as the heaps need ------------------------------------------

TREBLECROSS = (0, 0, 0, 7)


def test_treblecross_at_1024_agrees_with_the_brute_force():
    """0.007 (Treblecross) has no known period: solve computes the values to 1,024 (this used to
    loop for ever at 1,023 values) and agrees with the brute force, winning moves and count included."""
    g = brute_octal(TREBLECROSS, 1024)
    t0 = time.monotonic()
    s = gc.game('octal(code="0.007")').solve((1024,))
    assert time.monotonic() - t0 < 5
    assert s.grundy == g[1024] and s.outcome.value == ("N" if g[1024] else "P")
    m = 1024 - 3
    want = ([(m,)] if g[m] == 0 else []) + [(a, m - a) for a in range(1, m // 2 + 1) if g[a] ^ g[m - a] == 0]
    assert s.winning_move_count == len(want) and not s.winning_moves_truncated
    assert sorted(tuple(sorted(p)) for p in s.winning_moves) == sorted(tuple(sorted(p)) for p in want)
    for n in (0, 1, 3, 4, 7, 50, 333, 1000):  # and at small heaps
        assert gc.game('octal(code="0.007")').solve((n,), method="sprague-grundy").grundy == g[n]


def test_0_37_past_1023_values():
    g = brute_octal((0, 3, 7), 1100)
    s = gc.game('octal(code="0.37")').solve((1100,))
    assert s.grundy == g[1100]
    for after in s.winning_moves:
        x = 0
        for h in after:
            x ^= g[h]
        assert x == 0


def test_lazy_options_are_the_listed_options():
    for name, params in [("kayles", {}), ("octal", {"code": "0.007"}), ("octal", {"code": "4.7"}),
                         ("octal", {"code": "0.137"}), ("grundy", {}), ("lasker", {}), ("take-half", {}),
                         ("all-but", {"set": "2,3"}), ("subtraction", {"set": "1,3,4"})]:
        hg = make_ruleset(name, params).heap_game()
        for n in range(40):
            opts = hg.heap_options(n)
            assert list(hg.iter_heap_options(n)) == opts, (name, n)
            assert list(hg.iter_heap_options_spread(n, len(opts))) == opts  # within the cap: same order
            spread = list(hg.iter_heap_options_spread(n, 0))
            assert sorted(spread) == sorted(opts) and len(spread) == len(opts)  # past it: the same options
            count = hg.heap_option_count(n)
            assert count is None or count == len(opts)
    it = make_ruleset("kayles", {}).heap_game().iter_heap_options(10**30)
    assert next(it) == (10**30 - 1,)  # nothing is listed up front


# -- the time limit ---------------------------------------------------------------------------------

def test_the_engines_stop_at_a_deadline():
    game = make_ruleset("octal", {"code": "0.6"}).heap_game()
    grundy_sequence(game, 8)  # compiled before the clock
    eng = SparseEngine(game, capacity=1 << 20)
    with pytest.raises(ResourceLimitError, match=r"stopped after 0 s \(GAMECHECK_TIME_LIMIT\)"):
        eng.extend(1 << 20, Deadline(0.0))
    g = grundy_sequence(game, 5000)
    with pytest.raises(ResourceLimitError, match="stopped after"):
        verify_two_heap_values(g, game.digits, 5000, Deadline(0.0))
    assert verify_two_heap_values(g, game.digits, 5000, Deadline(60)) is None
    with pytest.raises(ResourceLimitError, match="stopped after"):
        grundy_sequence(make_ruleset("lasker", {}).heap_game(), 200_000, deadline=Deadline(0.0))


def test_a_certificate_stopped_by_the_deadline_is_not_certified():
    g = brute_octal(KAYLES, 240)
    p = certify_octal(g, "0.77", deadline=Deadline(0.0))
    assert not p.certified and "stopped after 0 s" in p.certificate
    assert certify_octal(g, "0.77", deadline=Deadline(60)).certified


def test_the_time_limit_is_one_line_and_exit_3(tmp_path):
    """A sequence that cannot be computed within GAMECHECK_TIME_LIMIT: exit 3, one line on stderr
    naming the limit (refused up front from the measured growth, or stopped by the deadline).
    The kernels are compiled (or loaded from numba's cache) by an untimed run first: the limit
    is on the computing, whose clock starts once they are loaded."""
    subprocess.run([sys.executable, "-m", "gamecheck", "solve", 'octal(code="0.6")', "100"], capture_output=True,
                   timeout=300, cwd=tmp_path)
    t0 = time.monotonic()
    r = subprocess.run([sys.executable, "-m", "gamecheck", "solve", 'octal(code="0.6")', "3000000", "--json"],
                       capture_output=True, text=True, timeout=60, cwd=tmp_path,
                       env={**__import__("os").environ, "GAMECHECK_TIME_LIMIT": "1"})
    assert time.monotonic() - t0 < 15
    assert r.returncode == 3, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "GAMECHECK_TIME_LIMIT" in lines[0], r.stderr
    assert json.loads(r.stdout)["exit_status"] == 3


def test_a_wild_misere_quotient_is_grown_for_a_bounded_time(monkeypatch):
    """Misère 0.07 at a heap of a million needs a certified quotient period, which this wild game
    does not reach: solve grows the quotient for at most QUOTIENT_GROWTH_SECONDS and refuses."""
    monkeypatch.setattr(sprague, "QUOTIENT_GROWTH_SECONDS", 1.0)
    monkeypatch.setattr(sprague, "_QUOTIENTS", {})
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError, match="solve grows a misère quotient for at most 1 s|not certified"):
        gc.game('misere(octal(code="0.07"))').solve((1_000_000,))
    assert time.monotonic() - t0 < 5
