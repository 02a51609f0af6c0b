"""Tests of gamecheck.engine.periodicity: observed and certified periods of Grundy
sequences, against sequences computed here by brute force (plain mex over the options,
independent of gamecheck.engine.sequences)."""

from __future__ import annotations

import json
import time
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gamecheck.errors import UsageError
from gamecheck.engine.periodicity import (
    Periodicity,
    ValuesMismatchError,
    certify,
    certify_octal,
    certify_subtraction,
    find_period,
    parse_octal_code,
)

# ---------------------------------------------------------------------------
# brute-force references


def mex(values) -> int:
    m = 0
    while m in values:
        m += 1
    return m


def sub_grundy(S, N):
    g = []
    for n in range(N + 1):
        g.append(mex({g[n - s] for s in S if s <= n}))
    return g


def octal_grundy(digits, N):
    """Grundy values of the take-and-break game with these code digits: removing k
    counters (digit digits[k]) may leave j non-empty heaps when bit 2**j is set."""
    g = []
    for n in range(N + 1):
        opts = set()
        for k, d in enumerate(digits):
            if not d or k > n:
                continue
            m = n - k
            if d & 1 and m == 0:
                opts.add(0)
            if d & 2 and m >= 1:
                opts.add(g[m])
            if d & 4:
                for a in range(1, m // 2 + 1):
                    opts.add(g[a] ^ g[m - a])
            if d & 8:
                for a in range(1, m // 3 + 1):
                    for b in range(a, (m - a) // 2 + 1):
                        c = m - a - b
                        if c >= b:
                            opts.add(g[a] ^ g[b] ^ g[c])
        g.append(mex(opts))
    return g


def lasker_grundy(N):
    """Lasker's Nim, one heap: take any number, or split into two non-empty heaps."""
    g = []
    for n in range(N + 1):
        opts = set(g[:n]) | {g[a] ^ g[n - a] for a in range(1, n // 2 + 1)}
        g.append(mex(opts))
    return g


def holds_on(long, e, p, s=0):
    return all(long[n + p] == long[n] + s for n in range(e, len(long) - p))


def least_preperiod(long, p):
    """Least e with long[n + p] == long[n] for e <= n <= len - 1 - p."""
    last = -1
    for n in range(len(long) - p):
        if long[n + p] != long[n]:
            last = n
    return last + 1


def theorem_reference(long, needed):
    """Smallest period p (with its least preperiod e, from the whole long sequence)
    whose check needs at most the long sequence, for a check of the form
    'g(n + p) = g(n) for e <= n < hi(e, p)' reading values up to needed(e, p)."""
    N = len(long) - 1
    for p in range(1, N + 1):
        e = least_preperiod(long, p)
        if needed(e, p) <= N:
            return e, p
    return None


KAYLES = octal_grundy([0, 7, 7], 400)
DAWSON = octal_grundy([0, 0, 7], 400)


# ---------------------------------------------------------------------------
# the classical examples


def test_kayles_certified_from_71_with_period_12():
    r = certify_octal(KAYLES, [0, 7, 7])
    assert (r.preperiod, r.period, r.saltus, r.certified) == (71, 12, 0, True)
    assert r.status() == "certified periodic from n = 71 with period 12"
    # Guy–Smith: 71 <= n < 2*71 + 12 + 2 = 156, so values up to 155 + 12 = 167
    assert r.needed_to == 167
    assert "Guy–Smith" in r.certificate and "156" in r.certificate
    assert KAYLES[70 + 12] != KAYLES[70]  # the last exceptional value is at n = 70
    assert certify_octal(KAYLES, "0.77").to_json() == r.to_json()


def test_kayles_needs_values_up_to_167():
    short = certify_octal(KAYLES[:167], [0, 7, 7])  # up to n = 166
    assert not short.certified
    assert (short.preperiod, short.period, short.needed_to) == (71, 12, 167)
    assert "167" in short.certificate and "166" in short.certificate
    assert short.status() == "observed periodic from n = 71 with period 12 up to n = 166, not certified"
    exact = certify_octal(KAYLES[:168], [0, 7, 7])
    assert exact.certified and (exact.preperiod, exact.period) == (71, 12)


def test_dawsons_kayles_period_34():
    # 0.07: the last exceptional value is g(52) (g(52 + 34) != g(52)), so the preperiod
    # is 53; "last exception at n = 51" is the count for Dawson's chess 0.137, the same
    # sequence shifted by one: the 0.137 heap n plays like the 0.07 heap n + 1.
    r = certify_octal(DAWSON, [0, 0, 7])
    assert (r.preperiod, r.period, r.certified) == (53, 34, True)
    assert r.needed_to == 2 * 53 + 2 * 34 + 2 - 1
    chess = octal_grundy([0, 1, 3, 7], 400)
    assert chess[:-1] == DAWSON[1:]
    rc = certify_octal(chess, "0.137")
    assert (rc.preperiod, rc.period, rc.certified) == (52, 34, True)


@pytest.mark.parametrize(
    "S, e, p, block",
    [
        ((1, 2), 0, 3, [0, 1, 2]),
        ((2, 3, 7), 0, 5, [0, 0, 1, 1, 2]),
        ((1, 3, 4), 0, 7, [0, 1, 0, 1, 2, 3, 2]),
    ],
)
def test_subtraction_examples(S, e, p, block):
    long = sub_grundy(S, 300)
    assert long[e : e + p] == block
    r = certify_subtraction(long, S)
    assert (r.preperiod, r.period, r.saltus, r.certified) == (e, p, 0, True)
    assert r.needed_to == e + p + max(S) - 1
    assert r.status() == f"certified periodic from n = {e} with period {p}"
    just = certify_subtraction(long[: r.needed_to + 1], S)
    assert just.certified and (just.preperiod, just.period) == (e, p)
    short = certify_subtraction(long[: r.needed_to], S)
    assert not short.certified


@pytest.mark.parametrize("m", range(1, 8))
def test_bash(m):
    S = range(1, m + 1)
    long = sub_grundy(list(S), 200)
    r = certify(long, kind="subtraction", subtraction_set=S)
    assert (r.preperiod, r.period, r.certified) == (0, m + 1, True)


def test_single_block_is_never_periodic():
    # exactly one period of S(1, 3, 4): neither certified nor observed
    one = sub_grundy((1, 3, 4), 6)
    r = certify_subtraction(one, (1, 3, 4))
    assert not r.certified and r.period is None
    assert r.status() == "no period found up to n = 6"
    assert find_period(one) is None
    block = list(range(40))
    assert find_period(block) is None
    assert find_period(block + block) == (0, 40, 0)
    assert find_period(block + block, min_repeats=3) is None
    assert find_period(block + block[:39]) is None
    assert find_period([0, 1, 2, 3, 4, 5]) is None
    assert find_period([0, 1, 2, 0, 1]) is None  # 5 values < 2 periods of 3
    assert find_period([0, 1, 2, 0, 1, 2]) == (0, 3, 0)
    assert find_period([0, 1, 2, 0, 1, 2], min_repeats=3) is None


def test_octal_e0_needs_the_conservative_range():
    # 0.04: remove 2 counters leaving exactly two non-empty heaps; g(0..3) = 0, g(4) = 1.
    # The check 0 <= n < p + t alone would "certify" period 1 from 0 on g(0..3).
    g = octal_grundy([0, 0, 4], 60)
    assert g[:5] == [0, 0, 0, 0, 1]
    r = certify_octal(g[:4], [0, 0, 4])
    assert not r.certified
    assert (r.preperiod, r.period, r.needed_to) == (0, 1, 5)
    r5 = certify_octal(g[:6], [0, 0, 4])
    assert not (r5.certified and r5.period == 1)


@pytest.mark.parametrize("digits, length", [((0, 0, 4), 4), ((0, 0, 1), 5), ((0, 0, 2), 3)])
def test_octal_regressions_at_e_0(digits, length):
    # each of these would be "certified" by the range e <= n < r*e + (r-1)*p + t at e = 0
    # (0.01 and 0.02 with r = 1, 0.04 with r = 2) although the sequence changes later
    long = octal_grundy(digits, 60)
    r = certify_octal(long[:length], digits)
    assert not r.certified
    assert not holds_on(long, 0, 1) and not holds_on(long, 0, 3)


def test_every_two_digit_octal_code_on_short_prefixes():
    for d1 in range(8):
        for d2 in range(8):
            digits = (0, d1, d2)
            if digits == (0, 0, 0):
                continue
            long = octal_grundy(digits, 150)
            for length in range(2, 45):
                r = certify_octal(long[:length], digits)
                if r.certified:
                    assert holds_on(long, r.preperiod, r.period), (digits, length, r)


def test_degenerate_codes():
    for digits in ([], [0], [0, 0, 0], "0.0", ".000"):
        r = certify_octal([0] * 5, digits)
        assert (r.preperiod, r.period, r.certified, r.needed_to) == (0, 1, True, 0)
        assert "no moves" in r.certificate
    with pytest.raises(ValuesMismatchError):
        certify_octal([0, 1, 0], [0, 0])
    # t = 0: only a digit before the point (4.0: split a heap into two, nothing removed)
    g = octal_grundy([4], 200)
    r = certify_octal(g, [4])
    assert r.certified and holds_on(g, r.preperiod, r.period)
    # 0.1: only whole heaps of 1 may be removed: g = 0, 1, 0, 0, ...
    r = certify_octal([0, 1, 0, 0], "0.1")
    assert (r.preperiod, r.period, r.certified) == (2, 1, True)
    # subtraction game without moves
    r = certify_subtraction([0, 0, 0], [])
    assert r.certified and (r.preperiod, r.period) == (0, 1)


def test_parse_octal_code():
    assert parse_octal_code("0.77") == (0, 7, 7)
    assert parse_octal_code(".07") == (0, 0, 7)
    assert parse_octal_code("4.0") == (4,)
    assert parse_octal_code("0.f") == (0, 15)
    assert parse_octal_code([0, 3, 0, 0]) == (0, 3)
    assert parse_octal_code("0.2G") == (0, 2, 16)  # CGSuite's letters: G is 16 (remove 2, leave 4 heaps)
    # 'x' is a digit (33) in CGSuite's notation now, so '#' stands for a bad character; 0.7! has no digit form
    for bad in ("077", "0.7#", "12.3", [0, -1], [1, 3], "2.7", "0.7!"):
        with pytest.raises(UsageError):
            parse_octal_code(bad)


def test_wrong_values_are_refused_not_certified():
    # g(100) corrupted: period 12 now fails at n = 88 and n = 100, so the least
    # preperiod is 101 and the check reads values up to 2*101 + 2*12 + 2 - 1 = 227,
    # which are recomputed: the corruption is found instead of certified
    bad = list(KAYLES)
    bad[100] += 1
    with pytest.raises(ValuesMismatchError) as info:
        certify_octal(bad, [0, 7, 7])
    assert (info.value.n, info.value.given, info.value.expected) == (100, KAYLES[100] + 1, KAYLES[100])
    assert isinstance(info.value, ValueError)
    wrong_sub = sub_grundy((1, 3, 4), 100)
    wrong_sub[3] = 2
    with pytest.raises(ValuesMismatchError) as info:
        certify_subtraction(wrong_sub, (1, 3, 4))
    assert info.value.n == 3
    with pytest.raises(ValuesMismatchError):
        certify_subtraction([0, 0, 7, 0, 0, 7, 0, 0, 7], (1, 2))  # 7 > |S| options
    # a corruption late in the data only delays the certificate, never makes a wrong one
    late = list(KAYLES)
    late[390] += 1
    r = certify_octal(late, [0, 7, 7])
    assert not r.certified
    with pytest.raises(UsageError):
        certify_octal([0, -1, 2], [0, 7, 7])
    with pytest.raises(UsageError):
        certify_subtraction([], (1, 2))
    with pytest.raises(UsageError):
        certify_subtraction([0, 1], (0, 2))


def test_certify_dispatch_and_json():
    r = certify(KAYLES, kind="octal", digits="0.77")
    assert r.certified and r.period == 12
    doc = r.to_json()
    assert set(doc) == {
        "preperiod", "period", "saltus", "certified", "observed_to", "certificate", "needed_to", "status"
    }
    json.dumps(doc)
    assert doc["observed_to"] == 400
    with pytest.raises(UsageError):
        certify(KAYLES, kind="octal")
    with pytest.raises(UsageError):
        certify(KAYLES, kind="subtraction")
    r = certify(sub_grundy((1, 3, 4), 50), kind="subtraction", subtraction_set="1,3,4")
    assert r.certified and r.period == 7


def test_other_kinds_are_only_observed():
    las = lasker_grundy(120)
    r = certify(las, kind="lasker")
    assert (r.preperiod, r.period, r.saltus, r.certified, r.needed_to) == (1, 4, 4, False, None)
    assert r.status() == (
        "observed arithmetic-periodic from n = 1 with period 4 and saltus 4 up to n = 120, not certified"
    )
    assert "no periodicity theorem" in r.certificate
    r = certify(las, kind="lasker", arithmetic=False)
    assert r.period is None
    take_half = [0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0]
    r = certify(take_half, kind="take-half")
    assert not r.certified
    r = certify([n % 5 for n in range(50)], kind="predicate")
    assert (r.preperiod, r.period, r.certified) == (0, 5, False)
    assert r.status() == "observed periodic from n = 0 with period 5 up to n = 49, not certified"


# ---------------------------------------------------------------------------
# find_period


def test_find_period_arithmetic():
    las = lasker_grundy(100)
    assert find_period(las, arithmetic=True) == (1, 4, 4)
    assert find_period(las) is None
    assert find_period(list(range(30)), arithmetic=True) == (0, 1, 1)
    # plain periodicity is preferred
    assert find_period([3] * 10, arithmetic=True) == (0, 1, 0)
    assert find_period([0, 1] * 10, arithmetic=True) == (0, 2, 0)
    # floor(n / 2): arithmetic with period 2 and saltus 1, even when the data end on a
    # pair of equal values (a plain "period 1" at the very end must not win)
    half = [n // 2 for n in range(41)] + [20]
    assert find_period(half, arithmetic=True) == (0, 2, 1)
    # one shifted repetition does not count: the saltus is read off the data
    assert find_period([5, 0, 7, 2], arithmetic=True) is None


def test_find_period_prefers_the_shortest_explanation():
    # Dawson's Kayles cut where g(N - 1) = g(N): not "period 1 from N - 1"
    N = next(n for n in range(200, 400) if DAWSON[n - 1] == DAWSON[n])
    assert find_period(DAWSON[: N + 1]) == (53, 34, 0)
    assert find_period(KAYLES) == (71, 12, 0)


def test_find_period_options():
    seq = [9, 9, 9] + [0, 1, 2] * 5
    assert find_period(seq) == (3, 3, 0)
    assert find_period(seq, start=5) == (5, 3, 0)
    assert find_period(seq, max_period=2) is None
    assert find_period([]) is None
    assert find_period([1]) is None
    assert find_period(np.array([4, 4], dtype=np.int8)) == (0, 1, 0)
    for kwargs in ({"min_repeats": 1}, {"start": -1}, {"max_period": 0}):
        with pytest.raises(UsageError):
            find_period(seq, **kwargs)
    for bad in ([1.5, 2.0], [[1, 2]], [True, False]):
        with pytest.raises(UsageError):
            find_period(bad)


def _reference_find(values, start, reps, arithmetic):
    """find_period's definition, by brute force."""
    N = len(values) - 1
    best = None
    for arith in (False, True) if arithmetic else (False,):
        need = reps + 1 if arith else reps
        for p in range(1, N + 1):
            if N - p < start:
                break
            s = values[N] - values[N - p] if arith else 0
            if arith and s == 0:
                continue
            e = start
            for n in range(N - p, start - 1, -1):
                if values[n + p] - values[n] != s:
                    e = n + 1
                    break
            if N + 1 - e >= need * p:
                key = (e + p, s != 0, p, e, s)
                if best is None or key < best:
                    best = key
    return None if best is None else (best[3], best[2], best[4])


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(0, 2), min_size=0, max_size=50),
    st.integers(0, 5),
    st.integers(2, 3),
    st.booleans(),
)
def test_find_period_matches_its_definition(values, start, reps, arithmetic):
    assert find_period(values, start=start, min_repeats=reps, arithmetic=arithmetic) == _reference_find(
        values, start, reps, arithmetic
    )


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(0, 2), min_size=0, max_size=50),
    st.integers(0, 5),
    st.integers(2, 3),
    st.booleans(),
    st.sampled_from([np.uint8, np.uint16, np.uint32]),
)
def test_find_period_reads_unsigned_values_without_wrapping(values, start, reps, arithmetic, dtype):
    # a sequence engine's values come as uint16/uint32 (memory-mapped on disk for long runs) and
    # are read as they are: a negative difference g(n + p) - g(n) must not wrap around
    arr = np.array(values, dtype=dtype)
    assert find_period(arr, start=start, min_repeats=reps, arithmetic=arithmetic) == _reference_find(
        values, start, reps, arithmetic
    )


@pytest.mark.parametrize("dtype", [np.uint16, np.uint32])
@pytest.mark.parametrize("saltus", [-2, 3])
def test_unsigned_values_with_an_arithmetic_period(dtype, saltus):
    # g(n + 3) = g(n) + saltus from n = 2: a falling saltus in unsigned values must not wrap
    values = [7, 0] + [400 + (5, 1, 3)[k % 3] + (k // 3) * saltus for k in range(120)]
    assert find_period(np.array(values, dtype=dtype), arithmetic=True) == _reference_find(values, 0, 2, True)
    assert find_period(np.array(values, dtype=dtype), arithmetic=True) == (2, 3, saltus)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(0, 3), min_size=1, max_size=12),
    st.lists(st.integers(0, 3), min_size=0, max_size=30),
    st.integers(60, 400),
    st.integers(-2, 2),
)
def test_find_period_on_planted_periods(block, pre, total, saltus):
    values = list(pre)
    while len(values) < total:
        k = (len(values) - len(pre)) // len(block)
        values.append(block[(len(values) - len(pre)) % len(block)] + k * saltus)
    assert find_period(values, arithmetic=True) == _reference_find(values, 0, 2, True)
    found = find_period(values, arithmetic=True)
    e, p, s = found
    # the planted explanation is never beaten by a longer one
    assert e + p <= len(pre) + len(block)


def test_find_period_is_fast_on_long_sequences():
    rng = np.random.default_rng(5)
    tail = np.tile(np.asarray(KAYLES[71:83]), 10**6 // 12)
    long = np.concatenate([np.asarray(KAYLES[:71]), tail])
    t0 = time.perf_counter()
    assert find_period(long) == (71, 12, 0)
    noise = rng.integers(0, 1000, 200_000)
    assert find_period(noise, arithmetic=True) is None
    spike = np.zeros(200_000, dtype=np.int64)
    spike[100_000] = 1
    assert find_period(spike, arithmetic=True) == (100_001, 1, 0)
    assert time.perf_counter() - t0 < 10


# ---------------------------------------------------------------------------
# soundness of certificates: property tests against long brute-force sequences

SUB_LONG = 2000


@lru_cache(maxsize=None)
def _sub_long(S):
    return sub_grundy(S, SUB_LONG)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(st.integers(1, 9), min_size=1, max_size=5), st.integers(1, 400))
def test_subtraction_certificates_are_sound_and_complete(S, length):
    S = tuple(sorted(S))
    smax = S[-1]
    long = _sub_long(S)
    r = certify_subtraction(long[:length], S)
    assert r.observed_to == length - 1
    if r.certified:
        assert r.saltus == 0 and r.needed_to <= length - 1
        assert holds_on(long, r.preperiod, r.period)
        # exact: the least period and preperiod of the whole long sequence
        ref = theorem_reference(long, lambda e, p: e + p + smax - 1)
        assert (r.preperiod, r.period) == ref
    # completeness: once the window is inside the data, the certificate is issued
    e, p = theorem_reference(long, lambda e, p: e + p + smax - 1)
    need = e + p + smax - 1
    assert holds_on(long, e, p)
    ok = certify_subtraction(long[: need + 1], S)
    assert ok.certified and (ok.preperiod, ok.period, ok.needed_to) == (e, p, need)
    if need >= 1:
        assert not certify_subtraction(long[:need], S).certified


OCT_LONG = 320


@lru_cache(maxsize=None)
def _oct_long(digits, N):
    return octal_grundy(digits, N)


def _octal_needed(digits):
    t = len(digits) - 1
    bits = 0
    for d in digits:
        bits |= d
    r = max(1, bits.bit_length() - 1)
    return lambda e, p: r * max(e, 1) + r * p + t - 1


def _check_octal(digits, long, length):
    r = certify_octal(long[:length], digits)
    if r.certified:
        assert r.needed_to <= length - 1
        e, p, s = r.preperiod, r.period, r.saltus
        # every certified claim holds on the much longer brute-force sequence (an arithmetic
        # period, s > 0, comes from the automaton certificate of hexadecimal codes)
        assert all(long[n + p] == long[n] + s for n in range(e, len(long) - p)), (digits, r)
        assert s == 0 or (digits[0] == 0 and "finite automata" in r.certificate)
        # and the preperiod is the least one (the long sequence shows the exception)
        assert e == 0 or long[e - 1 + p] != long[e - 1] + s
    ref = theorem_reference(long, _octal_needed(digits))
    if ref is not None:
        e, p = ref
        need = _octal_needed(digits)(e, p)
        ok = certify_octal(long[: need + 1], digits)
        assert ok.certified and (ok.preperiod, ok.period, ok.needed_to) == (e, p, need)
        if r.certified:
            assert (r.preperiod, r.period) == (e, p)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([0, 4]),
    st.lists(st.integers(0, 7), min_size=1, max_size=3).filter(lambda ds: ds[-1] != 0),
    st.integers(2, 160),
)
def test_octal_certificates_are_sound(d0, rest, length):
    digits = (d0, *rest)
    long = _oct_long(digits, OCT_LONG)
    _check_octal(digits, long, length)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([0, 4, 8]),
    st.lists(st.integers(0, 15), min_size=1, max_size=2).filter(lambda ds: ds[-1] != 0),
    st.integers(2, 70),
)
def test_hexadecimal_certificates_are_sound(d0, rest, length):
    digits = (d0, *rest)
    long = _oct_long(digits, 140)
    _check_octal(digits, long, length)


def test_hexadecimal_examples():
    # 0.F: remove one counter leaving 0, 1, 2 or 3 heaps: g = 0, 1, 0, 1, ...
    long = octal_grundy((0, 15), 120)
    r = certify_octal(long, "0.f")
    assert (r.preperiod, r.period, r.certified) == (0, 2, True)
    assert "extended" in r.certificate and "r = 3" in r.certificate
    # 0.8: remove one counter leaving exactly three heaps: g(n) = (n - 1) // 3 for n >= 1,
    # arithmetic-periodic: certified by the automaton certificate (gamecheck.engine.hexcert)
    long = octal_grundy((0, 8), 120)
    assert long[1:] == [(n - 1) // 3 for n in range(1, 121)]
    r = certify_octal(long, (0, 8))
    assert (r.preperiod, r.period, r.saltus, r.certified, r.needed_to) == (1, 3, 1, True, 3)
    assert certify_octal(long, (0, 8), arithmetic=False).saltus == 0
    # octal codes look for plain periods only unless asked
    assert certify_octal(KAYLES[:100], "0.77").saltus == 0


def test_periodicity_status_strings():
    assert Periodicity(5, 3, 2, True, 90, "x", 40).status() == (
        "certified arithmetic-periodic from n = 5 with period 3 and saltus 2"
    )
    assert Periodicity(None, None, 0, False, 90, "x", None).status() == "no period found up to n = 90"
