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


# -- the rule language's builtins nim_mul and nim_pow --------------------------------------------------

from gamecheck.errors import RuleError, UndefinedValue  # noqa: E402
from gamecheck.lang.expr import parse  # noqa: E402


@settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2 ** 63 - 1) | st.integers(0, 300), st.integers(0, 2 ** 63 - 1)
                          | st.integers(0, 70)), min_size=1, max_size=12))
def test_vector_forms_on_wide_values(pairs):
    """The vectorised builtins on 63-bit values (products of 2^63 or more fall back to the scalar
    form position by position) give the scalar form's values."""
    a = np.array([p[0] for p in pairs], dtype=np.int64)
    b = np.array([p[1] for p in pairs], dtype=np.int64)
    # (a rule's own value must fit in int64 to be evaluated vectorised: hence the shifts)
    for src in ("nim_mul(a, b) >> 1", "nim_pow(a, b % 200) % 1000003", "(nim_mul(a, 3) ^ nim_pow(b, 2)) >> 2"):
        e = parse(src)
        got = e.evaluate_array({"a": a, "b": b}, len(pairs))
        assert [int(v) for v in got] == [e.evaluate({"a": x, "b": y}) for x, y in pairs], src
    assert [int(v) for v in parse("nim_mul(a, b) >> 1").evaluate_array({"a": a, "b": b}, len(pairs))] == \
        [nim_mul(x, y) >> 1 for x, y in pairs]


def test_builtin_errors_are_one_line_rule_errors():
    with pytest.raises(UndefinedValue, match="nim_mul needs a non-negative integer, got -2"):
        parse("nim_mul(a, 3)").evaluate({"a": -2})
    with pytest.raises(UndefinedValue, match="at position 1"):
        parse("nim_mul(a, 3)").evaluate_array({"a": np.array([1, -2, 3])}, 3)
    with pytest.raises(RuleError, match="nim_pow needs an integer, got"):
        parse("nim_pow(heaps, 3)").evaluate({"heaps": (1, 2)})
    with pytest.raises(RuleError, match=r"nim_mul needs arguments below 2\*\*4096"):
        parse("nim_mul(2 ** 4096, 3)").evaluate({})
    with pytest.raises(RuleError, match="a base of more than 512 bits takes exponents up to 4096"):
        parse("nim_pow(2 ** 600, 5000)").evaluate({})
    for src in ("nim_mul(a, 3)", "nim_pow(heaps, 3)", "nim_pow(2 ** 600, 5000)"):
        try:
            parse(src).evaluate({"a": -1, "heaps": (1,)})
        except RuleError as exc:
            assert "\n" not in str(exc)


def test_the_bilinear_encoding_against_the_mex_definition():
    """The prover's encoding of nim_mul on 4-bit variables, at every one of the 256 points,
    against the brute-force product (z3 simplifies the term with the values substituted)."""
    import z3

    from gamecheck.lang.smt import Compiler, sym_var

    a, b = sym_var("na", 0, 15), sym_var("nb", 0, 15)
    r = Compiler().compile("nim_mul(a, b)", {"a": a, "b": b})
    sq = Compiler().compile("nim_pow(a, 2) + 100 * nim_pow(a, 7)", {"a": a})
    for x in range(16):
        for y in range(16):
            got = z3.simplify(z3.substitute(r.term, (a.term, z3.BitVecVal(x, a.width)),
                                            (b.term, z3.BitVecVal(y, b.width))))
            assert got.as_long() == mex_product(x, y)
        got = z3.simplify(z3.substitute(sq.term, (a.term, z3.BitVecVal(x, a.width))))
        assert got.as_signed_long() == nim_pow(x, 2) + 100 * nim_pow(x, 7)


def test_the_prover_proves_field_laws_below_256():
    import z3

    from gamecheck.lang.smt import Compiler, as_bool, domain, sym_var

    # GF(2^8): commutativity, 1, Lagrange; GF(2^4): distributivity and associativity (at 8 bits
    # these degree-3 identities take z3 from 40 s to past a minute)
    for bound, laws in ((255, "nim_mul(a, b) == nim_mul(b, a) and nim_mul(a, 1) == a "
                              "and nim_pow(a, 255) == (1 if a else 0) and nim_pow(a, 256) == a"),
                        (15, "nim_mul(a, b ^ c) == nim_mul(a, b) ^ nim_mul(a, c) "
                             "and nim_mul(nim_mul(a, b), c) == nim_mul(a, nim_mul(b, c))")):
        env = {n: sym_var(f"law{bound}_{n}", 0, bound) for n in "abc"}
        comp = Compiler()
        r = comp.compile(laws, env)
        s = z3.Solver()
        s.add(*domain(env), *comp.side, z3.Not(as_bool(r)))
        assert s.check() == z3.unsat, laws
    # and a false law is refuted: nim-multiplication is not the ordinary product
    comp = Compiler()
    env = {n: sym_var(f"false_{n}", 0, 255) for n in "ab"}
    r = comp.compile("nim_mul(a, b) == a * b", env)
    s = z3.Solver()
    s.add(*domain(env), *comp.side, z3.Not(as_bool(r)))
    assert s.check() == z3.sat


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2 ** 64 - 1), st.integers(0, 2 ** 64 - 1))
def test_the_encoding_at_64_bits(x, y):
    import z3

    from gamecheck.lang.smt import Compiler, domain, eq, sym_var, value_of

    env = {"a": sym_var("wide_a", 0, 2 ** 64 - 1), "b": sym_var("wide_b", 0, 2 ** 64 - 1)}
    comp = Compiler()
    r = comp.compile("nim_mul(a, b)", env)
    s = z3.Solver()
    s.add(*domain(env), *comp.side, eq(env["a"], x), eq(env["b"], y))
    assert s.check() == z3.sat and value_of(r, s.model()) == nim_mul(x, y)


def test_what_the_prover_cannot_encode():
    from gamecheck.lang.smt import Compiler, NeedsBitVectors, NotExpressible, integer_mode, sym_var

    small = sym_var("ne_a", 0, 100)
    with pytest.raises(NotExpressible, match="nim_pow needs a constant exponent"):
        Compiler().compile("nim_pow(a, n)", {"a": small, "n": sym_var("ne_n", 0, 5)})
    with pytest.raises(NotExpressible, match=r"below 2\*\*64"):
        Compiler().compile("nim_mul(a, 3)", {"a": sym_var("ne_w", 0, 2 ** 64)})
    with pytest.raises(NotExpressible, match="non-negative"):
        Compiler().compile("nim_mul(a, 3)", {"a": sym_var("ne_z", -1, 5)})
    with pytest.raises(NotExpressible, match="at most 9 one bits"):
        Compiler().compile("nim_pow(a, 1023)", {"a": sym_var("ne_p", 0, 1000)})  # GF(2^16): 1023 stays
    assert Compiler().compile("nim_pow(a, 255 + 3)", {"a": sym_var("ne_r", 0, 255)}) is not None  # reduced to 3
    with integer_mode():
        with pytest.raises(NeedsBitVectors):
            Compiler().compile("nim_mul(a, 3)", {"a": sym_var("ne_i", 0, 100)})


def test_the_public_api_and_a_claim_that_uses_the_builtins():
    import gamecheck as gc

    assert (gc.nim_mul(2, 3), gc.nim_pow(2, 3), gc.nim_inv(2)) == (1, 1, 3)
    with pytest.raises(gc.UsageError, match="'b'"):
        gc.nim_mul(1)
    # x ⊗ 3 = 0 only for x = 0 (no zero divisors), so this is Bouton's rule for two heaps
    holds = gc.Claim(id="nimprod", kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=12,
                     rule="nim_mul(x1 ^ x2, 3) == 0")
    assert gc.check(holds).verdict == "holds"
    assert gc.prove(holds, bits=4).verdict == "proved"
    wrong = gc.Claim(id="nimpow", kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=12,
                     rule="nim_pow(x1 ^ x2, 3) == 1")
    r = gc.check(wrong)
    assert r.verdict == "refuted" and tuple(r.witness.position) == (0, 0)


def test_a_claim_with_no_other_bit_operation_is_proved_on_bit_vectors():
    import gamecheck as gc

    # Bash's game with moves 1..3: P iff n % 4 == 0; nim_mul(x, 1) = x, so the rule is the same,
    # and the integer encoding has no nim-product: the prover compiles the claim to bit-vectors
    c = gc.Claim(id="bash-nim", kind="p-rule", ruleset="bash", params={"m": 3}, bound=40,
                 rule="nim_mul(n % 4, 1) == 0")
    assert gc.check(c).verdict == "holds"
    assert gc.prove(c, bits=5).verdict == "proved"


def test_a_claim_about_every_heap_size_reads_nim_mul_as_a_function_of_periodic_values():
    import gamecheck as gc

    # Dawson's Kayles has period 34 from n = 53 on, and G(86) != G(52) (Winning Ways, ch. 4); x ↦ x ⊗ 3
    # is injective (a field), so the claim below holds from n = 53 and fails at n = 52
    rule = "nim_mul(G(n + 34), 3) == nim_mul(G(n), 3)"
    r = gc.check(gc.Claim(kind="label-identity", ruleset="dawsons-kayles", max_heaps=1, rule=rule, where="n >= 53"))
    assert r.verdict == "proved" and "every heap size" in r.bound
    r = gc.check(gc.Claim(kind="label-identity", ruleset="dawsons-kayles", max_heaps=1, rule=rule, where="n >= 52"))
    assert r.verdict == "refuted" and "n = 52" in r.bound
