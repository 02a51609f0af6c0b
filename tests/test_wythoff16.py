"""Wythoff's P-positions through the inverse maps of the Beatty pair (issue 25, point 7).

With phi = (1 + sqrt 5) / 2, A(d) = floor(d phi) (Wythoff 1907), B(d) = A(d) + d, and the
inverse maps IDX(a) = floor((a + 1) / phi), JDX(b) = floor((b + 1) / phi^2) (Beatty 1926:
d is the only integer in (a / phi, (a + 1) / phi) when a = A(d), d >= 1). The rule-language
texts below are checked against values computed independently: the floors by exact integer
comparisons with sqrt 5 (no isqrt), the P-positions by retrograde analysis.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from gamecheck.lang.expr import parse

A_TEXT = "(d + isqrt(5 * d * d)) // 2"
IDX_TEXT = "(isqrt(5 * (a + 1) * (a + 1)) - (a + 1)) // 2"
JDX_TEXT = "(3 * (b + 1) - isqrt(5 * (b + 1) * (b + 1)) - 1) // 2"
LETS = {"a": "min(x1, x2)", "b": "max(x1, x2)", "d": "abs(x1 - x2)", "Ad": A_TEXT, "I": IDX_TEXT, "J": JDX_TEXT}
RULE = "Ad == a and I == d and J == d"


def _phi_below(d: int, n: int) -> bool:
    """d * phi < n, exactly: 2 d phi = d + d sqrt 5 < 2 n iff 5 d^2 < (2n - d)^2 with 2n - d > 0."""
    return 2 * n - d > 0 and 5 * d * d < (2 * n - d) ** 2


def _floor_over_phi(n: int) -> int:
    """floor(n / phi) for n >= 0: the greatest d with d * phi <= n (never equal for d >= 1)."""
    d = 0
    while _phi_below(d + 1, n):
        d += 1
    return d


def _floor_times_phi(d: int) -> int:
    """floor(d phi) for d >= 0: the least a with d phi < a + 1, found by search."""
    a = 0
    while not _phi_below(d, a + 1) and a <= 2 * d:
        a += 1
    return a


def _ev(text: str, **env: int) -> int:
    return parse(text).evaluate(env)


def _p_positions(n: int) -> set[tuple[int, int]]:
    """P-positions of Wythoff's game with both heaps below n, by retrograde analysis."""
    p = [[False] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            moves = [(x - t, y) for t in range(1, x + 1)] + [(x, y - t) for t in range(1, y + 1)]
            moves += [(x - t, y - t) for t in range(1, min(x, y) + 1)]
            p[x][y] = not any(p[u][v] for u, v in moves)
    return {(x, y) for x in range(n) for y in range(n) if p[x][y]}


def _rule(x1: int, x2: int) -> bool:
    env: dict[str, int] = {"x1": x1, "x2": x2}
    for name, text in LETS.items():
        env[name] = parse(text).evaluate(env)
    return bool(parse(RULE).evaluate(env))


def test_inverse_maps_up_to_1e5() -> None:
    """IDX(A(d)) == d and JDX(A(d) + d) == d for every d <= 10^5 (the rule-language texts)."""
    a_of = parse(A_TEXT)
    idx, jdx = parse(IDX_TEXT), parse(JDX_TEXT)
    for d in range(10**5 + 1):
        a = a_of.evaluate({"d": d})
        assert idx.evaluate({"a": a}) == d
        assert jdx.evaluate({"b": a + d}) == d


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=3000))
def test_maps_are_the_floors(n: int) -> None:
    """The isqrt texts equal the floors found by exact comparisons with sqrt 5."""
    assert _ev(A_TEXT, d=n) == _floor_times_phi(n)
    assert _ev(IDX_TEXT, a=n) == _floor_over_phi(n + 1)
    # (n + 1) / phi^2 = (n + 1) - (n + 1) / phi, never an integer: floor = n - floor((n + 1) / phi)
    assert _ev(JDX_TEXT, b=n) == n - _floor_over_phi(n + 1)


def test_rule_is_the_p_positions_up_to_60() -> None:
    """The rule with the inverse maps holds exactly at the P-positions of the 61 x 61 box."""
    expected = _p_positions(61)
    assert (0, 0) in expected and (1, 2) in expected and (3, 5) in expected and (2, 1) in expected
    got = {(x, y) for x in range(61) for y in range(61) if _rule(x, y)}
    assert got == expected
