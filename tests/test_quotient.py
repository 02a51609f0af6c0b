"""Misère quotients (issue 26): every quotient computed here is checked against exhaustive
misère labelling of the sums of heaps it covers, by an oracle written in this file (octal
codes and subtraction sets re-implemented from their definitions; Winning Ways ch. 4), and
against values published or computed independently (misère Nim's tame quotients, Plambeck
and Siegel 2008; Bouton's misère rule)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.engine.quotient import HeapGame, element_period, is_tame, misere_quotient, tame_quotient
from gamecheck.errors import ResourceLimitError, UsageError

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bruteforce as bf  # noqa: E402  (the oracle: tests/bruteforce.py, independent of gamecheck)

sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))


# -- the oracle ---------------------------------------------------------------------------------

def octal_options(digits: tuple[int, ...]):
    """The options of one heap of an octal game, from the code's definition: digit ``d_j`` lets
    a move take ``j`` counters and leave no heap (bit 1), one heap (bit 2) or two heaps (bit 4)."""
    def options(n: int) -> list[tuple[int, ...]]:
        out = set()
        for j, d in enumerate(digits):
            if j > n:
                break
            m = n - j
            if d & 1 and m == 0 and j > 0:
                out.add(())
            if d & 2 and m >= 1 and j > 0:
                out.add((m,))
            if d & 4:
                for a in range(1, m // 2 + 1):
                    out.add((m - a, a))
        return sorted(out)
    return options


def subtraction_options(s: tuple[int, ...]):
    return lambda n: sorted({(n - t,) if n > t else () for t in s if t <= n})


def nim_options(n: int) -> list[tuple[int, ...]]:
    return [(m,) if m else () for m in range(n)]


misere_p = bf.misere_heap_p
partitions = bf.heap_sums


def assert_matches_labelling(q, options, max_total: int) -> int:
    """Every sum of heaps up to ``q.max_heap`` with at most ``max_total`` counters: the quotient's
    outcome is the exhaustive one. Returns how many positions were compared."""
    p = misere_p(options)
    count = 0
    for total in range(max_total + 1):
        for pos in partitions(total, q.max_heap):
            want = "P" if p(pos) else "N"
            assert q.outcome(pos) == want, (pos, q.element(pos))
            count += 1
    return count


# -- against exhaustive labelling -----------------------------------------------------------------

@pytest.mark.parametrize("code, max_heap, max_total", [
    ("0.77", 30, 22),   # Kayles
    ("0.07", 16, 20),   # Dawson's Kayles
    ("0.75", 20, 24),
    ("0.31", 12, 24),
    ("0.4", 16, 20),
    ("0.104", 14, 20),
    ("0.144", 14, 20),
    ("4.7", 12, 18),    # splitting without taking
])
def test_octal_quotients_predict_every_outcome(code, max_heap, max_total):
    q = gc.misere_quotient(gc.game("octal", code=code), max_heap=max_heap)
    digits = gc.game("octal", code=code).ruleset.digits
    assert q.max_heap == max_heap and len(q.elements) == max_heap + 1
    assert assert_matches_labelling(q, octal_options(digits), max_total) > 1000


@pytest.mark.parametrize("s", [(1, 2), (1, 3), (2, 3), (1, 4), (2, 5, 7)])
def test_subtraction_quotients_predict_every_outcome(s):
    q = gc.misere_quotient(f"subtraction(set={list(s)})", max_heap=16)
    assert_matches_labelling(q, subtraction_options(s), 22)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, 7), min_size=1, max_size=4), st.integers(3, 9))
def test_random_octal_games_against_brute_force(tail, max_heap):
    digits = (0,) + tuple(tail)
    if not any(digits):
        digits = (0, 3)
    game = HeapGame("random", "random", octal_options(digits))
    try:  # a trial monoid too large is refused, not guessed: 0.7105 at heap 8, where MisereSolver gives out too
        q = misere_quotient(game, max_heap, seconds=60, max_order=20_000)
    except ResourceLimitError:
        reject()
    assert_matches_labelling(q, octal_options(digits), 13)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(st.integers(1, 6), min_size=1, max_size=3), st.integers(2, 10))
def test_random_subtraction_games_against_brute_force(s, max_heap):
    s = tuple(sorted(s))
    q = misere_quotient(HeapGame("random", "random", subtraction_options(s)), max_heap, seconds=60)
    assert_matches_labelling(q, subtraction_options(s), 16)


def test_distinct_elements_are_told_apart_by_some_position():
    # the order is not too large: for every two elements, a sum of heaps Z (found by the oracle)
    # gives them different outcomes
    for spec, mh, zt in (("octal(code='0.75')", 12, 12), ("kayles", 9, 12), ("nim", 3, 8)):
        q = gc.misere_quotient(spec, max_heap=mh)
        opts = {"kayles": octal_options((0, 7, 7)), "nim": nim_options}.get(spec, octal_options((0, 7, 5)))
        p = misere_p(opts)
        reps: dict[str, tuple[int, ...]] = {"1": ()}
        queue = [()]
        for pos in queue:  # a smallest sum of heaps for every element, breadth first
            for h in range(1, mh + 1):
                nxt = tuple(sorted(pos + (h,), reverse=True))
                if q.element(nxt) not in reps:
                    reps[q.element(nxt)] = nxt
                    queue.append(nxt)
        assert len(reps) == q.order
        zs = [z for t in range(zt + 1) for z in partitions(t, mh)]
        names = sorted(reps)
        for i, x in enumerate(names):
            for y in names[i + 1:]:
                assert any(p(tuple(sorted(reps[x] + z, reverse=True))) != p(tuple(sorted(reps[y] + z, reverse=True)))
                           for z in zs), (x, y)


# -- published values --------------------------------------------------------------------------------

def test_misere_nim_is_the_tame_quotient_of_order_6():
    # Plambeck and Siegel (2008): misère Nim with heaps up to 3 has the quotient T_2,
    # <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}
    q = gc.misere_quotient("nim", max_heap=3)
    assert (q.order, q.p_portion, q.tame) == (6, 2, True)
    assert q.presentation == "<a, b | a^2 = 1, b^3 = b>"
    assert sorted(q.p_elements) == ["a", "b^2"]
    assert q.elements == ["1", "a", "b", "ab"]


@pytest.mark.parametrize("max_heap, order", [(1, 2), (2, 6), (3, 6), (4, 10), (7, 10), (8, 18), (15, 18)])
def test_misere_nim_orders_follow_bouton(max_heap, order):
    # Bouton's misère rule: a position is decided by the nim-sum when a heap exceeds 1 (2^k
    # classes, k the bits of the largest heap), else by the parity of the 1s (2 classes)
    q = gc.misere_quotient("nim", max_heap=max_heap)
    assert q.order == order and q.tame
    for pos in [(1,), (1, 1), (2, 2), (3, 2, 1), (1, 1, 1), (max_heap, max_heap), (max_heap, 1)]:
        if max(pos) > max_heap:
            continue
        big = any(h > 1 for h in pos)
        x = 0
        for h in pos:
            x ^= h
        assert q.outcome(pos) == ("P" if (x == 0 if big else x == 1) else "N")


def test_tame_quotients_are_recognised_and_kayles_is_wild():
    for k in range(0, 5):
        mul, p = tame_quotient(k)
        assert is_tame(mul, p)
    assert gc.misere_quotient("subtraction(set=[1,2])", max_heap=12).tame  # misère Nim heaps 0..2
    assert not gc.misere_quotient("kayles", max_heap=20).tame


def test_kayles_quotient_is_certified_periodic():
    # Kayles' heaps repeat with period 12 from heap 71 (Plambeck 2005 for misère play; the same
    # as its normal-play Grundy sequence, Guy and Smith 1956)
    q = gc.misere_quotient("kayles")
    assert q.certified and (q.preperiod, q.period) == (71, 12)
    assert q.element(71 + 12 * 40) == q.element(71)
    assert q.order == gc.misere_quotient("kayles", max_heap=q.max_heap + 30).order


def test_a_periodicity_check_does_not_disturb_the_growth():
    # a check of a (wrong) period lists heaps beyond the quotient's; growing on afterwards must
    # still give the quotient a fresh computation gives (MisereSolver: 0.72 has order 24)
    from gamecheck.engine.quotient import QuotientSolver
    options = octal_options((0, 7, 2))
    s = QuotientSolver(options)
    s.extend_to(12)
    assert not s.certify_period(3, 2, 2, 2)
    s.extend_to(40)
    fresh = QuotientSolver(options)
    fresh.extend_to(40)
    assert s.pre.order == fresh.pre.order == 24 and s.pre.phi == fresh.pre.phi


def test_element_period_finds_the_least_explanation():
    assert element_period([0, 1, 2, 1, 2, 1, 2]) == (1, 2)
    assert element_period([5, 5, 5, 5]) == (0, 1)
    assert element_period([0, 1, 2, 3]) is None


# -- the API and the command line ---------------------------------------------------------------------

def test_api_object():
    q = gc.misere_quotient(gc.game("kayles"), max_heap=12)
    assert q.order > 0 and 0 < q.p_portion < q.order
    assert q.element(()) == "1" and q.element(0) == "1"
    assert "MisereQuotient('kayles', max_heap=12" in repr(q)
    assert "<table>" in q._repr_html_()
    data = q.to_json()["quotient"]
    for f in ("order", "p_portion", "tame", "presentation", "max_heap", "period", "preperiod", "elements"):
        assert f in data
    assert len(data["elements"]) == 13 and isinstance(data["p_portion"], int)
    with pytest.raises(UsageError, match="beyond"):
        q.element((13,))
    with pytest.raises(UsageError, match="heap size"):
        q.outcome((-1,))
    with pytest.raises(UsageError, match="heap games"):
        gc.misere_quotient("wythoff")
    with pytest.raises(UsageError, match="max_heap"):
        gc.misere_quotient("kayles", max_heap=-1)
    with pytest.raises(UsageError, match="game="):
        gc.misere_quotient(3)


def test_time_limit_and_interrupt_keep_the_heaps_done():
    with pytest.raises(ResourceLimitError, match="reached heap"):
        gc.misere_quotient("dawsons-kayles", max_heap=60, seconds=0.5)
    q = gc.misere_quotient("dawsons-kayles", seconds=0.5)
    assert q.stopped and q.stopped.startswith("time limit") and not q.certified

    def stop(heap, order, period):
        if heap == 6:
            raise KeyboardInterrupt
    q = gc.explore.misere_quotient("kayles", on_heap=stop)
    assert q.stopped == "interrupted" and q.max_heap == 6


def test_solve_uses_the_quotient_and_agrees_with_enumeration():
    opts = octal_options((0, 7, 7))
    p = misere_p(opts)
    for pos in [(5, 6, 7), (3, 3), (9, 4, 1), (12,)]:
        sol = gc.game("kayles", misere=True).solve(pos, method="sprague-grundy")
        assert sol.method == "misere-quotient"
        assert sol.outcome == ("P" if p(tuple(sorted(pos, reverse=True))) else "N")
        for after in sol.winning_moves:  # every listed winning move leaves a misère P-position
            assert p(tuple(sorted((h for h in after if h), reverse=True)))
        want = sum(1 for i, h in enumerate(pos) if h not in pos[:i]
                   for o in opts(h) if p(tuple(sorted(pos[:i] + pos[i + 1:] + o, reverse=True))))
        assert sol.winning_move_count == want


def test_sum_of_kayles_and_nim_without_slots():
    k, n = octal_options((0, 7, 7)), nim_options

    @lru_cache(maxsize=None)
    def p(a: tuple[int, ...], b: tuple[int, ...]) -> bool:  # kayles heaps a, nim heaps b
        moved = False
        for i, h in enumerate(a):
            for o in k(h):
                moved = True
                if p(tuple(sorted(a[:i] + a[i + 1:] + o)), b):
                    return False
        for i, h in enumerate(b):
            for o in n(h):
                moved = True
                if p(a, tuple(sorted(b[:i] + b[i + 1:] + o))):
                    return False
        return moved

    for x in range(0, 9):
        for y in range(0, 5):
            sol = gc.game("sum(kayles, nim)", misere=True).solve((x, y), method="sprague-grundy")
            assert sol.outcome == ("P" if p((x,) if x else (), (y,) if y else ()) else "N"), (x, y)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True, timeout=300)


def test_cli_explore_quotient_json_and_errors():
    r = _cli("explore", "nim", "--misere", "--quotient", "--max-heap", "3", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)["quotient"]
    assert (d["order"], d["p_portion"], d["tame"], d["max_heap"]) == (6, 2, True, 3)
    assert d["elements"] == ["1", "a", "b", "ab"]
    r = _cli("explore", "octal", "0.75", "--misere", "--quotient")
    assert r.returncode == 0 and "certified periodic" in r.stdout and "order" in r.stdout
    for bad in (["explore", "kayles", "--quotient"], ["explore", "kayles", "--misere", "--max-heap", "4"],
                ["explore", "kayles", "--misere", "--quotient", "--n", "4"], ["explore", "wythoff", "--misere", "--quotient"]):
        r = _cli(*bad)
        assert r.returncode == 2 and "Traceback" not in r.stderr, (bad, r.stderr)


def test_cli_solve_kayles_misere_answers_from_the_quotient():
    r = _cli("solve", "kayles", "30", "41", "57", "--misere", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["method"] == "misere-quotient" and d["misere"]["element"] == d["quotient"]["element"]
    assert d["outcome"] in ("P", "N") and (d["outcome"] == "P") == (d["winning_move_count"] == 0)


# -- claims ------------------------------------------------------------------------------------------

def test_quotient_claims_hold_refute_and_say_why():
    ok = gc.Claim(kind="misere-quotient", ruleset="nim", bound=3,
                  quotient={"order": 6, "p_portion": ["b^2", "a"], "tame": True, "elements": {"3": "ab"},
                            "presentation": "<a, b |  a^2 = 1, b^3 = b>"})
    r = gc.check(ok)
    assert r.verdict == "holds" and "order as claimed" in r.reason
    bad = gc.Claim(kind="misere-quotient", ruleset="kayles", bound=12, quotient={"order": 48, "tame": True})
    r = gc.check(bad)
    assert r.verdict == "refuted" and "not 48" in r.reason and "tame is False" in r.reason
    # the whole game needs a certified period: Nim has no periodicity theorem
    r = gc.check(gc.Claim(kind="misere-quotient", ruleset="nim", quotient={"order": 6}))
    assert r.verdict == "inconclusive" and "bound" in r.reason
    with pytest.raises(gc.ClaimError, match="quotient fact"):
        gc.Claim(kind="misere-quotient", ruleset="nim", bound=3, quotient={"size": 6}).validate()
    with pytest.raises(gc.ClaimError, match="quotient"):
        gc.Claim(kind="misere-quotient", ruleset="nim", bound=3, quotient={}).validate()
    with pytest.raises(gc.ClaimError, match="quotient.order"):
        gc.Claim(kind="misere-quotient", ruleset="nim", bound=3, quotient={"order": "six"}).validate()


def test_misere_p_rules_are_also_checked_against_the_quotient():
    bouton = "(max(heaps) <= 1 and xor(heaps) == 1) or (max(heaps) > 1 and xor(heaps) == 0)"
    r = gc.check(gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 3}, bound=9, play="misere", rule=bouton))
    assert r.verdict == "holds" and r.extra["misere_quotient"]["rule_agrees"] and "misère quotient" in r.reason
    r = gc.check(gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 3}, bound=9, play="misere",
                          rule="xor(heaps) == 0"))
    assert r.verdict == "refuted" and r.extra["misere_quotient"]["order"] == 18
    assert not r.extra["misere_quotient"]["rule_agrees"]
    # a heap game other than Nim: Kayles rows, a position a multiset of at most two rows of 7 pins
    # in all, the rule from the oracle's P-positions written out; over multisets of heaps the
    # misère outcomes come from the quotient, cross-checked against the enumeration
    p = misere_p(octal_options((0, 7, 7)))
    ps = [m for m in ([()] + [(a,) for a in range(1, 8)] + [(a, b) for a in range(1, 8) for b in range(1, a + 1)
                                                            if a + b <= 7]) if p(m)]
    rule = " or ".join(f"(k == {len(m)}" + "".join(f" and heaps[{i}] == {h}" for i, h in enumerate(m)) + ")" for m in ps)
    r = gc.check(gc.Claim(kind="p-rule", ruleset="kayles", max_heaps=2, bound=7, play="misere", rule=rule))
    assert r.verdict == "holds" and "misère quotient" in r.method
    assert any("agree with the enumeration" in note for note in r.extra["method_notes"])
    wrong = rule.replace("(k == 0)", "(k == 9)") if "(k == 0)" in rule else rule + " or (k == 0)"
    r = gc.check(gc.Claim(kind="p-rule", ruleset="kayles", max_heaps=2, bound=7, play="misere", rule=wrong))
    assert r.verdict == "refuted" and r.witness.position == []  # the empty position is a misère N-position


def test_other_heap_games_game_files_and_hexadecimal_codes(tmp_path):
    # a heap game of your own: Lasker's Nim written as heap-moves (take any number, or split a
    # heap into two non-empty heaps), compared with the built-in Lasker's Nim and with the oracle
    f = tmp_path / "lasker.toml"
    f.write_text('[game]\nname = "lasker"\nheap-moves = "[(m,) for m in range(h)] + '
                 '[(a, h - a) for a in range(1, h) if a <= h - a]"\n', encoding="utf-8")

    def lasker(n):
        return sorted({(m,) if m else () for m in range(n)} | {(n - a, a) for a in range(1, n // 2 + 1)})

    mine = gc.explore.misere_quotient(None, game_file=str(f), max_heap=8)
    built = gc.misere_quotient("lasker", max_heap=8)
    assert (mine.order, mine.p_portion, mine.elements) == (built.order, built.p_portion, built.elements)
    assert_matches_labelling(mine, lasker, 14)
    assert not mine.certified  # no periodicity theorem for a game file

    def grundy_game(n):  # split a heap into two unequal non-empty heaps
        return sorted({(n - a, a) for a in range(1, (n + 1) // 2) if a != n - a})

    assert_matches_labelling(gc.misere_quotient("grundy", max_heap=14), grundy_game, 20)
    # a hexadecimal code: 0.8 lets a move take 1 counter and leave three non-empty heaps
    hexa = gc.game("octal", code="0.F").ruleset
    assert_matches_labelling(gc.misere_quotient(hexa, max_heap=9), hexa.heap_options, 14)


def test_hexadecimal_oracle_is_independent():
    # the oracle for 0.F written out from the definition: take 1, leave 0, 1, 2 or 3 heaps
    def opts(n):
        out = set()
        m = n - 1
        if m < 0:
            return []
        if m == 0:
            out.add(())
        if m >= 1:
            out.add((m,))
        for a in range(1, m):
            out.add(tuple(sorted((a, m - a), reverse=True)))
        for a in range(1, m):
            for b in range(1, m - a):
                out.add(tuple(sorted((a, b, m - a - b), reverse=True)))
        return sorted(out)
    assert_matches_labelling(gc.misere_quotient(gc.game("octal", code="0.F"), max_heap=9), opts, 14)


def test_cli_ctrl_c_keeps_the_heaps_done():
    # 0.35's quotient grows slowly (order 1,650 by heap 15): an interrupt comes mid-growth
    p = subprocess.Popen([sys.executable, "-m", "gamecheck", "explore", "octal", "0.35", "--misere", "--quotient",
                          "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(4)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 130, err
    d = json.loads(out)["quotient"]
    assert d["stopped"] == "interrupted" and len(d["elements"]) == d["max_heap"] + 1 > 1


def test_a_trial_monoid_too_large_is_refused_not_guessed():
    # 0.7105: the quotient of the heaps up to 7 has order 56 and 11 P-elements (MisereSolver
    # prints the same, then runs 120 s without finishing heap 8); heap 8 is refused
    game = HeapGame("0.7105", "0.7105", octal_options((0, 7, 1, 0, 5)))
    q = misere_quotient(game, 7, seconds=60)
    assert (q.order, q.p_portion) == (56, 11)
    assert_matches_labelling(q, octal_options((0, 7, 1, 0, 5)), 12)
    with pytest.raises(ResourceLimitError, match="trial monoid at heap 8"):
        misere_quotient(game, 8, seconds=60, max_order=20_000)
