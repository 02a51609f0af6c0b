"""Arithmetic periodicity g(n + p) = g(n) + s (the saltus s): detected in computed sequences,
certified for all-but subtraction games by the check of
:func:`gamecheck.engine.periodicity.certify_all_but` and for hexadecimal games by the automaton
certificate (:func:`gamecheck.engine.periodicity.certify_hex_arithmetic`), and used to prove
claims about every heap size.

Expected values come from outside the code under test: the Grundy values of all-but
subtraction games are computed here by brute force (the mex over every allowed take,
independent of gamecheck's engines and of the certificate's own recomputation), with small
cases worked by hand below; the hexadecimal game 0.8 (take one counter and leave exactly three
heaps) by the same brute force over its splits.
"""

from __future__ import annotations

import json
from functools import lru_cache

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st

import gamecheck as gc
from gamecheck.cli import main
from gamecheck.engine.periodicity import (
    ValuesMismatchError,
    _all_but_hypotheses,
    _all_but_mismatch,
    certify,
    certify_all_but,
    certify_octal,
    find_period,
)
from gamecheck.errors import UsageError


# ---------------------------------------------------------------------------
# brute force, written here


def mex(values) -> int:
    m = 0
    while m in values:
        m += 1
    return m


@lru_cache(maxsize=None)
def all_but(excluded: tuple[int, ...], n: int) -> tuple[int, ...]:
    """g(0..n) of the all-but subtraction game: from a heap of h take any t, 1 <= t <= h, t not
    in the excluded set; g(h) is the mex of the values of the heaps h - t."""
    g: list[int] = []
    ex = set(excluded)
    for h in range(n + 1):
        g.append(mex({g[h - t] for t in range(1, h + 1) if t not in ex}))
    return tuple(g)


def hexadecimal(digits: tuple[int, ...], n: int) -> list[int]:
    """g(0..n) of a hexadecimal code: digit ``digits[k]`` lets a move remove k counters and
    leave exactly j non-empty heaps when its bit 2^j is set (j = 0..3; Winning Ways ch. 4)."""
    g: list[int] = []
    for h in range(n + 1):
        seen = set()
        for k, d in enumerate(digits):
            m = h - k
            if k == 0 or m < 0:
                continue
            if d & 1 and m == 0:
                seen.add(0)
            if d & 2 and m >= 1:
                seen.add(g[m])
            if d & 4:
                seen.update(g[a] ^ g[m - a] for a in range(1, m // 2 + 1))
            if d & 8:
                for a in range(1, m + 1):
                    for b in range(a, m - a + 1):
                        if m - a - b >= b:
                            seen.add(g[a] ^ g[b] ^ g[m - a - b])
        g.append(mex(seen))
    return g


def holds(g, e: int, p: int, s: int) -> bool:
    return all(g[n + p] == g[n] + s for n in range(e, len(g) - p))


# ---------------------------------------------------------------------------
# all-but subtraction games: hand-checked examples


def test_hand_checked_all_but_values():
    # all-but {1}: a heap of 1 has no move; 2 -> 0; 3 -> 1, 0; 4 -> 2, 1, 0 (values 1, 0, 0) ...
    assert all_but((1,), 7) == (0, 0, 1, 1, 2, 2, 3, 3)
    # all-but {2}: 2 -> 1 only (value 1), so g(2) = 0; 4 -> 3, 1, 0 = {1, 1, 0}: 2;
    # 5 -> 4, 2, 1, 0 = {2, 0, 1, 0}: 3; 6 -> 5, 3, 2, 1, 0: 2; 7 -> 6, 4, 3, 2, 1, 0 but not 5: 3
    assert all_but((2,), 7) == (0, 1, 0, 1, 2, 3, 2, 3)
    # all-but {1, 2}: heaps 0..2 have no move, and a heap of n reaches exactly 0..n-3
    assert all_but((1, 2), 8) == (0, 0, 0, 1, 1, 1, 2, 2, 2)
    assert all_but((), 5) == (0, 1, 2, 3, 4, 5)  # nothing excluded: Nim


@pytest.mark.parametrize("excluded, e, p, s", [
    ((), 0, 1, 1),          # Nim, g(n) = n (Bouton)
    ((1,), 0, 2, 1),        # g(n) = n // 2, by hand above
    ((1, 2), 0, 3, 1),      # g(n) = n // 3, by hand above
    ((2,), 0, 4, 2),        # 0 1 0 1 | 2 3 2 3 | ..., by hand above
])
def test_all_but_certified_with_its_saltus(excluded, e, p, s):
    g = all_but(excluded, 200)
    assert holds(g, e, p, s)
    r = certify_all_but(g, excluded)
    assert (r.preperiod, r.period, r.saltus, r.certified) == (e, p, s, True)
    assert r.status() == f"certified arithmetic-periodic from n = {e} with period {p} and saltus {s}"
    assert "Siegel 2005" in r.certificate and f"hence for every n >= {e}" in r.certificate
    assert r.needed_to is not None and r.needed_to <= 200
    # through the dispatcher and the game's own arguments
    assert certify(g, **gc.game("all-but", set=list(excluded)).ruleset.periodicity_args()).certified


@pytest.mark.parametrize("excluded", [(1, 4, 6, 7, 9, 10), (4, 5, 9, 11, 14), (5, 9, 11, 14, 15, 17, 19),
                                      (3, 7, 10, 12)])
def test_all_but_with_a_preperiod_or_a_long_check(excluded):
    # sets found by brute force where the check's conditions 3 and 4 need a window longer than
    # e + max(m, p), or whose period is long ({3, 7, 10, 12}: 198, saltus 66): the certified
    # period is checked against values far beyond those the check read
    g = all_but(excluded, 1500)
    r = certify_all_but(g[:700], excluded)
    assert r.certified, r.certificate
    assert holds(g, r.preperiod, r.period, r.saltus)
    found = find_period(g, arithmetic=True)
    assert found == (r.preperiod, r.period, r.saltus)


def test_too_few_values_are_not_certified():
    # the check of period 59 reads heaps up to e + max(m, p) + p - 1 = 122 at least: 100 values
    # certify nothing, and what they show is only observed
    E = (5, 9, 11, 14, 15, 17, 19)
    g = all_but(E, 1500)
    r = certify_all_but(g[:100], E)
    assert not r.certified and r.certificate.startswith("not certified")
    assert r.needed_to is None or r.needed_to > 99
    again = certify_all_but(g[:123], E)
    assert again.certified and (again.preperiod, again.period, again.saltus, again.needed_to) == (5, 59, 17, 122)


def test_wrong_values_are_refused():
    # n // 3 is arithmetic-periodic but is all-but {1, 2}'s sequence, not all-but {1}'s: g(2) = 1
    with pytest.raises(ValuesMismatchError) as err:
        certify_all_but([n // 3 for n in range(120)], (1,))
    assert (err.value.n, err.value.expected) == (2, 1)


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(1, 15), max_size=5), st.integers(0, 120), st.integers(1, 3))
def test_the_recomputation_finds_the_first_wrong_value(excluded, at, delta):
    # the certificate's own mex check (_all_but_mismatch) against the brute force: a value
    # changed at one heap is found at that heap, with the brute force's value as the mex
    E = tuple(sorted(excluded))
    g = np.array(all_but(E, 120), dtype=np.int64)
    assert _all_but_mismatch(g, E, 120) is None
    bad = g.copy()
    bad[at] += delta
    assert _all_but_mismatch(bad, E, 120) == (at, int(g[at]))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(st.integers(1, 9), max_size=3))
def test_the_theorem_on_every_small_window(excluded):
    # the theorem itself, not the search: wherever its four conditions hold on the values
    # (checked literally by _all_but_hypotheses) for some (e, p, s, n1), the brute force keeps
    # g(n + p) = g(n) + s on all of its 400 values
    E = tuple(sorted(excluded))
    m = max(E, default=0)
    g = np.array(all_but(E, 400), dtype=np.int64)
    for p in range(1, 13):  # (for sets whose period is longer, nothing is met: nothing to test)
        for e in range(0, 10):
            s = int(g[e + p] - g[e])
            for n1 in range(e + max(m, p), e + max(m, p) + 12):
                if _all_but_hypotheses(g[: n1 + p], m, e, p, s, n1):
                    assert holds(g, e, p, s), (E, e, p, s, n1)
                    break


def test_the_conditions_are_read_literally():
    # all-but {4, 5, 9, 11, 14}: period 13, saltus 4 from 0; the values 0..12 include 4 = s + 0
    # with 0 not a value of a heap below e = 0, so condition 4 asks L(n1) + 8 > 4, met from
    # e + max(m, p) = 14 on; condition 1 fails for a wrong saltus and any n1 below 14 is refused
    E = (4, 5, 9, 11, 14)
    g = np.array(all_but(E, 200), dtype=np.int64)
    assert holds(g, 0, 13, 4)
    assert _all_but_hypotheses(g, 14, 0, 13, 4, 14)
    assert not _all_but_hypotheses(g, 14, 0, 13, 4, 13)
    assert not _all_but_hypotheses(g, 14, 0, 13, 5, 14)


def test_bad_input_is_a_usage_error():
    with pytest.raises(UsageError, match="kind 'all-but' needs excluded"):
        certify(list(range(10)), kind="all-but")
    with pytest.raises(UsageError, match="element 0 is not allowed"):
        certify_all_but(list(range(10)), [0])
    with pytest.raises(UsageError, match="negative"):
        certify_all_but([0, -1, 2], [1])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(st.integers(1, 12), max_size=4))
def test_all_but_certificates_are_sound(excluded):
    E = tuple(sorted(excluded))
    g = all_but(E, 700)
    r = certify_all_but(g[:301], E)
    if r.certified:
        assert r.saltus >= 1
        assert holds(g, r.preperiod, r.period, r.saltus)  # 700 values, more than twice those read
        # the least preperiod of that period in the whole data
        assert r.preperiod == 0 or g[r.preperiod - 1 + r.period] != g[r.preperiod - 1] + r.saltus
    else:  # some periods are long (all-but {3, 7, 10, 12}: 198, saltus 66): more values are needed
        assert r.certificate.startswith("not certified") and (r.needed_to is None or r.needed_to > 300)
        more = certify_all_but(g, E)  # every set of this range is certified from 700 values
        assert more.certified and holds(g, more.preperiod, more.period, more.saltus)


# ---------------------------------------------------------------------------
# the detector on sequences arithmetic-periodic by construction, and non-examples


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 9), max_size=6), st.lists(st.integers(0, 9), min_size=1, max_size=5),
       st.integers(1, 5), st.integers(4, 8))
def test_detector_on_constructed_sequences(pre, block, saltus, reps):
    e, p = len(pre), len(block)
    values = pre + [block[i % p] + 20 + saltus * (i // p) for i in range(reps * p + 3)]
    got = find_period(values, arithmetic=True)
    assert got is not None
    fe, fp, fs = got
    assert holds(values, fe, fp, fs)
    assert fe + fp <= e + p  # the least data that explains the tail
    # over the common period fp * p the two descriptions grow alike
    if fe + fp * p < len(values):
        assert fs * p == saltus * fp


@pytest.mark.parametrize("values", [
    [n * n for n in range(200)],                                           # no constant difference
    [int(n * 1.5 + (n % 7 == 3) * (n // 11)) for n in range(200)],         # a growing disturbance
    np.random.default_rng(38).integers(0, 50, 200).tolist(),                # pseudo-random
])
def test_detector_non_examples(values):
    got = find_period(values, arithmetic=True)
    assert got is None or 10 * (len(values) - got[0]) < len(values)  # at most a coincidence at the end
    r = certify(values, kind="grundy")
    assert not r.certified


def test_hexadecimal_arithmetic_periodicity_is_certified_by_automata():
    # 0.8: g(n) = (n - 1) // 3 for n >= 1 (brute force here); decided by the automaton certificate
    g = hexadecimal((0, 8), 90)
    assert g[1:] == [(n - 1) // 3 for n in range(1, 91)]
    r = certify_octal(g, "0.8")
    assert (r.preperiod, r.period, r.saltus, r.certified, r.needed_to) == (1, 3, 1, True, 3)
    assert r.status() == "certified arithmetic-periodic from n = 1 with period 3 and saltus 1"
    assert "finite automata" in r.certificate and "recomputed by the mex rule" in r.certificate


@pytest.mark.parametrize("code, digits, e, p, s", [
    ("0.c", (0, 12), 1, 2, 1),        # remove one, leave two or three heaps
    ("0.08", (0, 0, 8), 1, 4, 1),     # remove two, leave exactly three heaps
    ("0.f8", (0, 15, 8), 7, 6, 4),
])
def test_more_hexadecimal_saltus_certified(code, digits, e, p, s):
    g = hexadecimal(digits, 150)
    assert holds(g, e, p, s) and (e == 0 or g[e - 1 + p] != g[e - 1] + s)
    r = certify_octal(g, code)
    assert (r.preperiod, r.period, r.saltus, r.certified, r.needed_to) == (e, p, s, True, e + p - 1)
    assert "decided by finite automata" in r.certificate


# ---------------------------------------------------------------------------
# explore and claims about every n


def _explore_json(*args: str) -> dict:
    r = CliRunner().invoke(main, ["explore", *args, "--json", "--no-report", "--no-check"])
    assert r.exit_code == 0, r.stderr
    return json.loads(r.stdout)


def test_explore_reports_the_certified_saltus():
    d = _explore_json("subtraction", "--all-but", "2", "--n", "300")
    assert d["values"] == list(all_but((2,), 300))
    assert (d["preperiod"], d["period"], d["saltus"], d["certified"]) == (0, 4, 2, True)
    assert d["periodicity"]["status"] == "certified arithmetic-periodic from n = 0 with period 4 and saltus 2"
    assert "all-but" in d["periodicity"]["certificate"]
    r = CliRunner().invoke(main, ["explore", "subtraction", "--all-but", "2", "--n", "300", "--no-report",
                                  "--no-check"])
    assert "period: certified arithmetic-periodic from n = 0 with period 4 and saltus 2" in r.stdout


def test_explore_hexadecimal_saltus_certified():
    d = _explore_json("octal", "0.8", "--n", "120")
    assert (d["preperiod"], d["period"], d["saltus"], d["certified"]) == (1, 3, 1, True)
    assert d["periodicity"]["status"] == "certified arithmetic-periodic from n = 1 with period 3 and saltus 1"


def test_claims_about_every_n_proved_through_the_saltus():
    g = all_but((2,), 400)
    # g(n) = 2 * (n // 4) + n % 2: checked on the brute force here, proved for every n by the certificate
    assert all(g[n] == 2 * (n // 4) + n % 2 for n in range(401))
    r = gc.check(gc.Claim(kind="grundy", ruleset="all-but", params={"set": [2]}, rule="2 * (n // 4) + n % 2"))
    assert r.verdict == "proved" and "every heap size" in r.bound
    assert "All-but subtraction game" in r.reason
    # the P-positions are 0 and 2 only: P is eventually false once the values grow past 0
    assert [n for n in range(401) if g[n] == 0] == [0, 2]
    r = gc.check(gc.Claim(kind="p-rule", ruleset="all-but", params={"set": [2]}, rule="n in (0, 2)"))
    assert r.verdict == "proved"
    # a wrong rule is refuted at the least n where it fails (g(5) = 3, not 2)
    r = gc.check(gc.Claim(kind="grundy", ruleset="all-but", params={"set": [2]}, rule="n // 2"))
    assert r.verdict == "refuted" and r.witness.position == [min(n for n in range(401) if g[n] != n // 2)]
    # G(n + 4) == G(n) + 2 from 0 on
    r = gc.check(gc.Claim(kind="label-identity", ruleset="all-but", params={"set": [2]}, max_heaps=1,
                          rule="G(n + 4) == G(n) + 2"))
    assert r.verdict == "proved"
