"""The automaton certificate of arithmetic periodicity for hexadecimal codes
(gamecheck.engine.hexcert, gamecheck.engine.periodicity.certify_hex_arithmetic).

Expected values come from a brute-force mex recursion written here (every split of every heap,
nim-sums by Python's ``^``), independent of gamecheck's engines. A wrong claim must be refuted
at exactly the first heap where the brute-force sequence departs from the claimed one (the
theorem's converse: the least counterexample of (Phi) is that heap).
"""

from __future__ import annotations

from functools import lru_cache

import pytest

import gamecheck as gc
from gamecheck.engine import automatic, periodicity
from gamecheck.engine.hexcert import hex_arithmetic_bad, not_applied_reason
from gamecheck.engine.periodicity import certify_hex_arithmetic, certify_octal, parse_octal_code
from gamecheck.errors import UsageError, ValuesMismatchError


def mex(values) -> int:
    m = 0
    while m in values:
        m += 1
    return m


@lru_cache(maxsize=None)
def splits(m: int, j: int) -> tuple[tuple[int, ...], ...]:
    """The ways to write m as j positive parts, a non-decreasing tuple each."""
    if j == 1:
        return ((m,),) if m >= 1 else ()
    out = []
    for a in range(1, m // j + 1):
        out += [(a, *rest) for rest in splits(m - a, j - 1) if rest[0] >= a]
    return tuple(out)


def brute(digits: tuple[int, ...], n: int) -> list[int]:
    """g(0..n) of a hexadecimal code: digit ``digits[t]`` bit ``2^j`` removes ``t`` counters and
    leaves exactly ``j`` non-empty heaps."""
    g: list[int] = []
    for h in range(n + 1):
        opts = set()
        for t, d in enumerate(digits):
            if t == 0 or t > h:
                continue
            for j in range(4):
                if d >> j & 1:
                    for parts in ([()] if j == 0 and h == t else [] if j == 0 else splits(h - t, j)):
                        v = 0
                        for a in parts:
                            v ^= g[a]
                        opts.add(v)
        g.append(mex(opts))
    return g


def claimed(F0: list[int], e: int, p: int, s: int, n: int) -> list[int]:
    """F(0..n): F0 below e + p, then F(j) = F(j - p) + s."""
    F = list(F0[: e + p])
    while len(F) <= n:
        F.append(F[len(F) - p] + s)
    return F


def first_departure(g: list[int], F: list[int]) -> int | None:
    return next((n for n in range(min(len(g), len(F))) if g[n] != F[n]), None)


# ---------------------------------------------------------------------------
# certificates

FAST = [
    ("0.8", 1, 3, 1),
    ("0.3F", 0, 6, 3),
    ("0.FF", 0, 1, 1),
    ("0.A8", 1, 4, 2),
    ("0.C9", 3, 3, 2),
    ("0.C", 1, 2, 1),
    ("0.08", 1, 4, 1),
]
SLOW = [
    ("0.F8", 7, 6, 4),
    ("0.8B", 7, 7, 4),
]


def _certified(code, e, p, s):
    digits = parse_octal_code(code)
    g = brute(digits, max(120, e + 6 * p))
    F = claimed(g, e, p, s, len(g) - 1)
    assert g == F, "the brute force does not show this period"
    r = certify_hex_arithmetic(g, code, e, p, s)
    assert r.certified and (r.preperiod, r.period, r.saltus, r.needed_to) == (e, p, s, e + p - 1)
    assert "finite automata" in r.certificate and f"values 0..{e + p - 1} recomputed by the mex rule" in r.certificate
    assert r.status() == f"certified arithmetic-periodic from n = {e} with period {p} and saltus {s}"
    # certify_octal finds the same from the values alone
    o = certify_octal(g, code)
    assert o.certified and (o.preperiod, o.period, o.saltus) == (e, p, s)


@pytest.mark.parametrize("code, e, p, s", FAST)
def test_certified(code, e, p, s):
    _certified(code, e, p, s)


@pytest.mark.slow
@pytest.mark.parametrize("code, e, p, s", SLOW)
def test_certified_slow(code, e, p, s):
    _certified(code, e, p, s)


# ---------------------------------------------------------------------------
# wrong claims: refuted at the first departure


@pytest.mark.parametrize("code, e, p, s", [("0.8", 1, 3, 1), ("0.A8", 1, 4, 2), ("0.C9", 3, 3, 2), ("0.FF", 0, 1, 1)])
@pytest.mark.parametrize("change", ["s+1", "s-1", "residue0", "residue-last", "p*2,s"])
def test_wrong_claims_refuted_at_the_first_departure(code, e, p, s, change):
    digits = parse_octal_code(code)
    g = brute(digits, 150)
    F0 = list(g)
    if change == "s+1":
        s2 = s + 1
    elif change == "s-1":
        s2 = s - 1
    elif change == "p*2,s":  # period doubled with the same saltus: wrong from e + 2p on
        p, s2 = 2 * p, s
    else:
        s2 = s
        r = 0 if change == "residue0" else p - 1
        F0[e + r] += 1  # F differs from g at e + r (a heap >= e): the departure is there
    F = claimed(F0, e, p, s2, 150)
    want = first_departure(g, F)
    assert want is not None
    c = hex_arithmetic_bad(F0, digits, e, p, s2)  # the first heaps checked directly first
    assert not c.holds and c.first_departure == want
    if code in ("0.8", "0.A8", "0.FF"):  # the automata alone (they stay small for these)
        c = hex_arithmetic_bad(F0, digits, e, p, s2, direct=0)
        assert not c.holds and c.first_departure == want and c.sizes["Opt"] > 0


def test_a_period_read_off_too_few_values_is_refuted():
    # 0.1C: the first 17 values look arithmetic-periodic from 5 with period 4 and saltus 2;
    # the sequence departs from that at n = 21 (brute force here)
    g = brute((0, 1, 12), 80)
    F = claimed(g, 5, 4, 2, 80)
    assert first_departure(g[:17], F) is None and first_departure(g, F) == 21
    r = certify_octal(g[:17], "0.1C")
    assert (r.preperiod, r.period, r.saltus, r.certified) == (5, 4, 2, False)
    assert "refuted" in r.certificate and "first at n = 21" in r.certificate
    r = certify_hex_arithmetic(g[:17], "0.1C", 5, 4, 2)
    assert not r.certified and "first at n = 21" in r.certificate


def test_values_are_recomputed_before_trust():
    g = brute((0, 8), 40)
    bad = list(g)
    bad[2] = 1  # g(2) = 0
    with pytest.raises(ValuesMismatchError) as info:
        certify_hex_arithmetic(bad, "0.8", 1, 3, 1)
    assert info.value.n == 2
    # a value past e + p that contradicts the proved sequence
    bad = list(g)
    bad[30] += 1
    with pytest.raises(ValuesMismatchError) as info:
        certify_hex_arithmetic(bad, "0.8", 1, 3, 1)
    assert info.value.n == 30 and info.value.expected == g[30]
    with pytest.raises(UsageError):
        certify_hex_arithmetic(g[:3], "0.8", 1, 3, 1)


def test_not_applied():
    assert not_applied_reason((0, 8)) is None
    assert "before the point" in not_applied_reason((4, 8))
    assert "not a hexadecimal digit" in not_applied_reason((0, 16))
    g = brute((0, 8), 20)
    r = certify_hex_arithmetic(g, (4, 8), 1, 3, 1)
    assert not r.certified and "not applied" in r.certificate


def test_resource_cap(monkeypatch):
    monkeypatch.setattr(automatic, "MAX_STATES", 20)
    monkeypatch.setattr(periodicity, "_HEX_CACHE", {})
    g = brute((0, 3, 15), 60)
    r = certify_hex_arithmetic(g, "0.3F", 0, 6, 3)
    assert not r.certified and "gave out" in r.certificate and "20 automaton states" in r.certificate


# ---------------------------------------------------------------------------
# explore and claims about every n


def test_explore_shows_the_certified_period():
    seq = gc.explore.sequence("octal", "0.3F", n=120)
    assert seq.periodicity.certified and (seq.periodicity.preperiod, seq.periodicity.period,
                                          seq.periodicity.saltus) == (0, 6, 3)
    assert [int(v) for v in seq.values] == brute((0, 3, 15), 120)


def test_claim_about_every_heap_size_proved():
    g = brute((0, 3, 15), 200)
    assert all(g[n] == 3 * (n // 6) + n % 3 for n in range(201))
    r = gc.check(gc.Claim(kind="grundy", ruleset="octal", params={"code": "0.3F", "heaps": 1},
                          rule="3 * (n // 6) + n % 3"))
    assert r.verdict == "proved" and "every heap size" in r.bound and "finite automata" in r.reason
    # a wrong rule: refuted at the least n where the brute force differs
    r = gc.check(gc.Claim(kind="grundy", ruleset="octal", params={"code": "0.3F", "heaps": 1},
                          rule="3 * (n // 6) + n % 6"))
    assert r.verdict == "refuted"
    assert r.witness.position == [min(n for n in range(201) if g[n] != 3 * (n // 6) + n % 6)]


def test_time_budget_gives_out_once(monkeypatch):
    monkeypatch.setattr(periodicity, "_HEX_CACHE", {})
    monkeypatch.setattr(periodicity, "_HEX_TIMED_OUT", {})
    monkeypatch.setattr(periodicity, "HEX_AUTOMATON_SECONDS", 1e-6)
    g = brute((0, 3, 15), 60)
    r = certify_octal(g, "0.3F")
    assert (r.preperiod, r.period, r.saltus, r.certified) == (0, 6, 3, False)
    assert "gave out" in r.certificate and "stopped after" in r.certificate
    # asked again in the same process (an open-ended exploration does): the same answer, not rerun
    assert len(periodicity._HEX_TIMED_OUT) == 1
    again = certify_octal(g, "0.3F")
    assert again.certificate == r.certificate and not again.certified
