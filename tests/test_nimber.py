"""Tests of nim-multiplication (gamecheck.lang.nimber, re-exported by gamecheck.engine.nimber).

The values are checked against the definition of the nim-product by the mex rule, written here
(a brute-force recursion), for every pair below 64; the field laws on random nimbers of up to
4096 bits (hypothesis); the rules of Fermat 2-powers (Conway, *On Numbers and Games*, 1976,
ch. 6); the vectorised kernel against the scalar recursion; and hand-checked values: GF(4) =
{0, 1, 2, 3} with 2 ⊗ 2 = 3 and 2 ⊗ 3 = 1, and 4 ⊗ 4 = 6, 16 ⊗ 16 = 24 (Conway 1976, ch. 6;
Berlekamp, Conway and Guy, *Winning Ways*, ch. 14, the nim-multiplication table).
"""

from __future__ import annotations

import sys
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamecheck.engine import nimber as engine_nimber
from gamecheck.errors import UsageError
from gamecheck.lang.nimber import (
    MAX_NIMBER_BITS, POW_WIDE_BITS, field_bits, nim_inv, nim_mul, nim_mul_array, nim_pow, single_bit_products,
)

sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))


@lru_cache(maxsize=None)
def mex_product(a: int, b: int) -> int:
    """The nim-product by its definition: mex of (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') over a' < a, b' < b."""
    seen = {mex_product(x, b) ^ mex_product(a, y) ^ mex_product(x, y) for x in range(a) for y in range(b)}
    m = 0
    while m in seen:
        m += 1
    return m


def test_agrees_with_the_mex_definition_below_64():
    table = [[mex_product(a, b) for b in range(64)] for a in range(64)]
    assert all(nim_mul(a, b) == table[a][b] for a in range(64) for b in range(64))


def test_hand_checked_values():
    # GF(4): 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 3 ⊗ 3 = 2; the Fermat 2-powers squared: 4 ⊗ 4 = 6, 16 ⊗ 16 = 24,
    # 256 ⊗ 256 = 384; a Fermat 2-power times a smaller nimber is the ordinary product: 4 ⊗ 3 = 12
    assert (nim_mul(2, 2), nim_mul(2, 3), nim_mul(3, 3)) == (3, 1, 2)
    assert (nim_mul(4, 4), nim_mul(16, 16), nim_mul(256, 256), nim_mul(4, 3)) == (6, 24, 384, 12)
    assert nim_mul(8, 8) == 13  # Winning Ways, ch. 14's table: 8 ⊗ 8 = 13
    assert nim_pow(2, 3) == 1 and nim_inv(2) == 3 and nim_inv(1) == 1
    assert engine_nimber.nim_mul is nim_mul and engine_nimber.nim_mul_array is nim_mul_array


nimbers = st.integers(0, 2 ** 64 - 1) | st.integers(0, 2 ** 300) | st.integers(0, 2 ** MAX_NIMBER_BITS - 1) \
    | st.integers(0, 300)


@settings(max_examples=60, deadline=None)
@given(nimbers, nimbers, nimbers)
def test_field_laws(a, b, c):
    ab = nim_mul(a, b)
    assert ab == nim_mul(b, a)
    assert nim_mul(ab, c) == nim_mul(a, nim_mul(b, c))
    assert nim_mul(a, b ^ c) == ab ^ nim_mul(a, c)
    assert nim_mul(a, 1) == a and nim_mul(a, 0) == 0
    # closed in the smallest field holding both: below 2^(2^k)
    assert ab < 1 << field_bits(max(a, b))
    assert (ab == 0) == (a == 0 or b == 0)  # no zero divisors


@settings(max_examples=60, deadline=None)
@given(nimbers.filter(lambda x: x > 0))
def test_inverse(a):
    inv = nim_inv(a)
    assert nim_mul(a, inv) == 1
    assert inv < 1 << field_bits(a)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2 ** 70) | st.integers(0, 40), st.integers(0, 40))
def test_power_against_repeated_products(a, n):
    acc = 1
    for _ in range(n):
        acc = nim_mul(acc, a)
    assert nim_pow(a, n) == acc


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 2 ** 64 - 1), st.integers(0, 2 ** 200))
def test_power_with_large_exponents(a, n):
    # Lagrange: a^(2^64 - 1) = 1 in GF(2^64); so a^n depends on n modulo 2^64 - 1 (n >= 1),
    # and a^(2^64 - 2) is the inverse
    order = 2 ** 64 - 1
    assert nim_pow(a, order) == 1
    assert nim_pow(a, order - 1) == nim_inv(a)
    m = n % order
    assert nim_pow(a, n) == (nim_pow(a, m) if n else 1)
    assert nim_pow(0, n) == (1 if n == 0 else 0)


@pytest.mark.parametrize("k", range(12))  # F = 2^2048 is the largest Fermat 2-power below 2^4096
def test_fermat_two_power_rules(k):
    # F = 2^(2^k): F ⊗ F = 3F/2 and F ⊗ x = F * x for x < F (Conway 1976, ch. 6)
    f = 1 << (1 << k)
    assert nim_mul(f, f) == 3 * f // 2
    for x in {x for x in (0, 1, 2, f // 2, f - 1, (f - 1) // 3, 0x5A5A5A5A5A % f) if x < f}:
        assert nim_mul(f, x) == f * x == nim_mul(x, f)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 11), st.data())
def test_fermat_rules_as_laws(k, data):
    f = 1 << (1 << k)
    x = data.draw(st.integers(0, f - 1))
    assert nim_mul(f, x) == f * x
    # the product of distinct Fermat 2-powers is their ordinary product (Conway 1976, ch. 6)
    ks = data.draw(st.sets(st.integers(0, 11), max_size=4))
    prod_nim, prod_int = 1, 1
    for j in sorted(ks):
        prod_nim, prod_int = nim_mul(prod_nim, 1 << (1 << j)), prod_int << (1 << j)
    assert prod_nim == prod_int


def test_single_bit_table():
    t = single_bit_products()
    assert t.shape == (64, 64) and t.dtype == np.uint64 and not t.flags.writeable
    assert (t == t.T).all()
    for i in range(64):
        for j in range(0, 64, 7):
            assert int(t[i, j]) == nim_mul(1 << i, 1 << j)
    for i in range(6):
        for j in range(6):
            assert int(t[i, j]) == mex_product(1 << i, 1 << j)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2 ** 64 - 1), st.integers(0, 2 ** 64 - 1)), min_size=0, max_size=50))
def test_array_form_agrees_with_scalar_form(pairs):
    a = np.array([p[0] for p in pairs], dtype=np.uint64)
    b = np.array([p[1] for p in pairs], dtype=np.uint64)
    got = nim_mul_array(a, b)
    assert got.dtype == np.uint64 and got.shape == a.shape
    assert [int(v) for v in got] == [nim_mul(x, y) for x, y in pairs]


def test_array_form_below_64_against_the_mex_definition_and_broadcasts():
    a, b = np.meshgrid(np.arange(64), np.arange(64), indexing="ij")
    got = nim_mul_array(a, b)  # int64 arrays, non-negative
    assert got.shape == (64, 64)
    assert all(int(got[x, y]) == mex_product(x, y) for x in range(64) for y in range(64))
    assert nim_mul_array(np.arange(5, dtype=np.uint8), 2).tolist() == [nim_mul(x, 2) for x in range(5)]
    assert nim_mul_array(np.array([], dtype=np.uint64), np.array([], dtype=np.uint64)).shape == (0,)
    top = np.array([2 ** 64 - 1, 2 ** 63, 2 ** 32], dtype=np.uint64)
    assert [int(v) for v in nim_mul_array(top, top[::-1])] == [nim_mul(int(x), int(y)) for x, y in zip(top, top[::-1])]


def _one_line(call, *words):
    with pytest.raises(UsageError) as info:
        call()
    msg = str(info.value)
    assert "\n" not in msg
    for w in words:
        assert w in msg, (w, msg)


def test_bad_input_is_a_one_line_usage_error():
    _one_line(lambda: nim_mul(-1, 3), "nim_mul", "a", "-1", "non-negative")
    _one_line(lambda: nim_mul(3, 2.5), "nim_mul", "b", "2.5")
    _one_line(lambda: nim_mul(True, 3), "nim_mul", "a", "True", "bool")
    _one_line(lambda: nim_mul("7", 3), "nim_mul", "'7'")
    _one_line(lambda: nim_mul(2 ** MAX_NIMBER_BITS, 3), "nim_mul", "4097-bit", "2**4096")
    _one_line(lambda: nim_pow(3, -2), "nim_pow", "n", "-2")
    _one_line(lambda: nim_pow(2 ** (POW_WIDE_BITS + 1), 5000), "nim_pow", "5000", "4096")
    _one_line(lambda: nim_inv(0), "nim_inv", "0", "no inverse")
    _one_line(lambda: nim_inv(None), "nim_inv", "None")
    _one_line(lambda: nim_mul_array(np.array([-1, 2]), 3), "nim_mul_array", "a", "-1")
    _one_line(lambda: nim_mul_array(np.array([1.5]), 3), "nim_mul_array", "a", "float64")
    _one_line(lambda: nim_mul_array(1, np.array([True])), "nim_mul_array", "b", "bool")
    _one_line(lambda: nim_mul_array(np.arange(3), np.arange(4)), "nim_mul_array", "(3,)", "(4,)")
    assert nim_mul(np.int64(3), np.uint64(2)) == 1  # numpy integers are integers
    wide = 2 ** (POW_WIDE_BITS + 1) + 3
    assert nim_pow(wide, 2) == nim_mul(wide, wide)  # a wide base with a small exponent is allowed
