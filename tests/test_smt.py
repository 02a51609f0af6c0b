"""Tests of gamecheck.lang.smt: compiled z3 terms agree exactly with Expr.evaluate."""

from __future__ import annotations

import math
import time

import pytest
import z3
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.errors import RuleError
from gamecheck.lang.expr import parse
from gamecheck.lang.smt import (
    MAX_WIDTH, Compiler, NotExpressible, SymInt, add, as_bool, as_int, bv_width, const, domain, eq,
    in_range, ite, le, lt, mul, solve, sub, sym_var, value_of, NeedsBitVectors, integer_mode,
)

N20 = (0, 2 ** 20 - 1)          # non-negative
Z20 = (-(2 ** 20), 2 ** 20 - 1)  # signed
SMALL = (-8, 8)
NSMALL = (0, 12)
NEGDIV = (-(2 ** 10), -1)

FILTERED_MIN = "min(j for j in range(3) if heaps[j] ^ xor(heaps) < heaps[j])"

# (rule, intervals of a, b, c)
TEMPLATES: list[tuple[str, tuple]] = [
    ("a + b - c", (Z20, Z20, Z20)),
    ("a * b - c * c", (Z20, Z20, Z20)),
    ("-a * 3 + abs(b - c) + +c", (Z20, Z20, Z20)),
    ("a // 7 + a % 7 * 100", (Z20, Z20, Z20)),
    ("a // -5 + a % -5 * 3", (Z20, Z20, Z20)),
    ("a // 7 + a % 10 * 3 + (a * b) // 1000 - (a * b) % 1000 + c // 3 + (a % 5) // 3", (N20, N20, N20)),
    ("a // (b + 1) - a % (b + 1)", (Z20, N20, Z20)),
    ("floor(a, c) + ceil(a, c) + a // c * 1000 + a % c", (Z20, Z20, NEGDIV)),
    ("floor(a, b + 1) - ceil(a, b + 1)", (Z20, N20, Z20)),
    ("a // 8 + a % 16 + (a >> 3) + (a << 5) + (a >> 100)", (Z20, Z20, Z20)),
    ("(a << (b % 40)) >> (c % 50)", (Z20, N20, N20)),
    ("a & b | c ^ ~a", (Z20, Z20, Z20)),
    ("(a ^ b) & (b | c) ^ ~(a & c)", (N20, N20, N20)),
    ("a ** 3 - b ** 2 + 2 ** (c % 70)", (Z20, Z20, N20)),
    ("3 ** (c % 20) - (-1) ** (c % 4097) + 0 ** (c % 3) + 4 ** (c % 7) + a ** (c % 4)", (SMALL, Z20, N20)),
    ("a < b <= c", (SMALL, SMALL, SMALL)),
    ("a == b or b != c and not a > c", (SMALL, SMALL, SMALL)),
    ("(a if a > b else b) - (c if c >= 0 else -c)", (Z20, Z20, Z20)),
    ("max(a, b, c) - min(a, b, c) + max(heaps) * min(heaps)", (Z20, Z20, Z20)),
    ("sum(heaps) + xor(heaps) + xor(a, b) + sum(a, b, 1) + xor(a) + sum(c)", (Z20, Z20, Z20)),
    ("sum(h for h in heaps if h % 3 == 1) - xor(h for h in heaps if h & 1)", (Z20, Z20, Z20)),
    ("count(h > 5 for h in heaps) + count(heaps) + sum(1 for h in heaps if h > 1)", (SMALL, SMALL, SMALL)),
    ("any(h == 0 for h in heaps) or all(h > b for h in heaps if h != b)", (SMALL, SMALL, SMALL)),
    (FILTERED_MIN, (N20, N20, N20)),
    (f"replace(heaps, {FILTERED_MIN}, heaps[{FILTERED_MIN}] ^ xor(heaps))", (N20, N20, N20)),
    ("min(heaps[j] for j in range(3) if heaps[j] > b) - max(h for h in heaps if h < b)", (SMALL, SMALL, SMALL)),
    ("max(h for h in heaps if h > 3) if any(h > 3 for h in heaps) else -1", (SMALL, SMALL, SMALL)),
    ("replace(heaps, a % 3, b) == (b, b, c)", (N20, Z20, Z20)),
    ("replace(heaps, a % 3, -c)", (N20, Z20, Z20)),
    ("heaps[c % 3] + (a, b, c)[(a + b) % 3] + (5, 6, 7)[c % 3]", (N20, N20, N20)),
    ("isqrt(a) + isqrt(a * b) + isqrt(7)", (N20, N20, N20)),
    ("(a + isqrt(5 * a * a)) // 2", (N20, N20, N20)),
    ("is_fib(a) + is_fib(b % 100) + is_fib(13)", (N20, N20, N20)),
    ("fib_floor(a) + fib_floor(b % 100) * 3 + fib_floor(21)", (N20, N20, N20)),
    ("popcount(a) + bitlen(b) * 100 + bitlen(c % 4) * 10000", (N20, N20, N20)),
    ("nim_mul(a, b) + nim_mul(c % 256, c % 256) * 3 + nim_pow(a % 1024, 5) - nim_mul(b, 6)", (N20, N20, N20)),
    ("bit(a, b % 25) + bit(c, 3) * 2 + bit(a, 40) * 4", (Z20, N20, Z20)),
    ("a in (1, 2, b) or c in heaps and a not in {3, 4}", (SMALL, SMALL, SMALL)),
    ("a in range(b, c) or b not in range(5) or c in range(a)", (SMALL, SMALL, SMALL)),
    ("len(heaps) + len([h for h in heaps if h > 0]) + len(range(a % 5)) + len(range(b, c))",
     (SMALL, SMALL, SMALL)),
    ("(a, b, c) == heaps and (a, b) != (b, a) and (a, b) != (a, b, c) and (a,) != a", (SMALL, SMALL, SMALL)),
    ("(a, b, a ^ b)", (N20, N20, N20)),
    ("mex(heaps) + 10 * mex(h % 4 for h in heaps) + 100 * mex(heaps, (a + 1,))", (NSMALL, NSMALL, NSMALL)),
    ("fib(10) + zeck_min(12) + len(zeckendorf(100)) + zeck_count(30) + xor_basis_removed((3, 5, 6)) + a",
     (Z20, Z20, Z20)),
    ("True + (a > b) * 3 - (b > c) + abs(a < c)", (SMALL, SMALL, SMALL)),
    ("(a > 0) & (b > 0) | (c > 0) ^ (a == b)", (SMALL, SMALL, SMALL)),
    ("sum(j * heaps[j] for j in range(len(heaps)))", (Z20, Z20, Z20)),
    ("(a * b) // (c * c + 1) % 1000", (Z20, Z20, Z20)),
    ("~a >> 3 | b << 2", (Z20, Z20, Z20)),
    ("a // 2 ** (b % 10) + a % 2 ** (c % 12)", (Z20, N20, N20)),
    ("max(a % 4 == 0, b > c) and min(a > 0, True)", (SMALL, SMALL, SMALL)),
    ("sum(range(a % 7)) + sum(j for j in range(b % 5, 6)) + count(range(c % 3))", (N20, N20, N20)),
    ("min(range(a % 4, 9)) + max(range(b % 5)) if b % 5 > 0 else 0", (N20, N20, N20)),
    ("(3 if a > 0 else True) + (-a if b else c) * (a > 0 or b != 0)", (SMALL, SMALL, SMALL)),
    # several for clauses: later ones see earlier names; filters between them
    ("sum(h * g for h in heaps if h > a for g in heaps if g < h)", (SMALL, SMALL, SMALL)),
    ("count(i + j == c % 5 for i in range(a % 4) for j in range(b % 4))", (N20, N20, N20)),
    ("min(i ^ j for i in range(1, a % 4 + 2) for j in range(i) if j != b % 3)", (N20, N20, N20)),
]


def _vars(intervals):
    names = ("a", "b", "c")
    syms = {n: sym_var(f"{n}_{i}", lo, hi) for i, (n, (lo, hi)) in enumerate(zip(names, intervals))}
    return syms


_COMPILED: dict[tuple[int, bool], tuple] = {}


def _compiled(k: int, integer: bool = False):
    """Compile template k once: (compiler, env, result, solver with domain and side conditions)."""
    if (k, integer) not in _COMPILED:
        rule, intervals = TEMPLATES[k]
        with integer_mode(integer):
            syms = _vars(intervals)
            env = dict(syms)
            env["heaps"] = (syms["a"], syms["b"], syms["c"])
            comp = Compiler()
            result = comp.compile(rule, env)
        solver = z3.Solver()
        solver.add(*domain(env), *comp.side)
        _COMPILED[k, integer] = (comp, syms, result, solver)
    return _COMPILED[k, integer]


def _agree(k: int, values: dict, integer: bool = False):
    rule, _ = TEMPLATES[k]
    comp, syms, result, solver = _compiled(k, integer)
    env = dict(values)
    env["heaps"] = (values["a"], values["b"], values["c"])
    solver.push()
    try:
        for n, v in values.items():
            solver.add(eq(syms[n], v))
        try:
            expected = parse(rule).evaluate(env)
        except RuleError:
            # the evaluator raises here: the compiled definedness conditions must say so
            assert comp.defined, f"{rule}: evaluator raises at {values} but no definedness condition"
            solver.add(z3.And(*comp.defined))
            assert solver.check() == z3.unsat, f"{rule}: defined at {values} though the evaluator raises"
            return
        if comp.defined:
            solver.add(z3.And(*comp.defined))
        assert solver.check() == z3.sat, f"{rule}: no model at {values}"
        got = value_of(result, solver.model())
        assert got == expected, f"{rule} at {values}: compiled {got}, evaluator {expected}"
        solver.add(z3.Not(eq(result, expected)))
        assert solver.check() == z3.unsat, f"{rule} at {values}: compiled term may differ from {expected}"
    finally:
        solver.pop()


@pytest.mark.parametrize("k", range(len(TEMPLATES)), ids=[t[0][:40] for t in TEMPLATES])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_agrees_with_evaluator(k, data):
    _, intervals = TEMPLATES[k]
    values = {n: data.draw(st.integers(lo, hi), label=n) for n, (lo, hi) in zip("abc", intervals)}
    _agree(k, values)


@pytest.mark.parametrize("k", range(len(TEMPLATES)), ids=[t[0][:40] for t in TEMPLATES])
def test_agrees_at_interval_corners(k):
    _, intervals = TEMPLATES[k]
    (alo, ahi), (blo, bhi), (clo, chi) = intervals
    for a, b, c in [(alo, blo, clo), (ahi, bhi, chi), (alo, bhi, clo), (ahi, blo, chi),
                    (min(max(0, alo), ahi), min(max(0, blo), bhi), min(max(1, clo), chi))]:
        _agree(k, {"a": a, "b": b, "c": c})


_BITWISE = ("^", "&", "|", "<<", ">>", "~", "popcount", "bit(", "xor(", "nim_mul(", "nim_pow(")


@pytest.mark.parametrize("k", range(len(TEMPLATES)), ids=[t[0][:40] for t in TEMPLATES])
def test_integer_mode_agrees_with_evaluator(k):
    """The integer encoding means the same as the evaluator; only bitwise rules may refuse it."""
    rule, intervals = TEMPLATES[k]
    try:
        _compiled(k, integer=True)
    except NeedsBitVectors:
        assert any(op in rule for op in _BITWISE), f"{rule} needs no bit-vectors"
        return
    comp, syms, result, _ = _compiled(k, integer=True)
    assert all(not z3.is_bv(v.term) for v in syms.values())
    (alo, ahi), (blo, bhi), (clo, chi) = intervals
    import random
    rnd = random.Random(k)
    points = [(alo, blo, clo), (ahi, bhi, chi), (alo, bhi, clo), (ahi, blo, chi),
              (min(max(0, alo), ahi), min(max(0, blo), bhi), min(max(1, clo), chi))]
    points += [(rnd.randint(alo, ahi), rnd.randint(blo, bhi), rnd.randint(clo, chi)) for _ in range(6)]
    with integer_mode():
        for a, b, c in points:
            _agree(k, {"a": a, "b": b, "c": c}, integer=True)


def test_integer_mode_refuses_bitwise_operators():
    with integer_mode():
        x = sym_var("ix", 0, 2**64 - 1)
        assert not z3.is_bv(x.term)
        with pytest.raises(NeedsBitVectors):
            Compiler().compile("x ^ 1", {"x": x})
        # masks and shifts by constants are arithmetic
        r = Compiler().compile("(x & 7) + (x >> 3) * 8 == x", {"x": x})
    s = z3.Solver()
    s.add(in_range(x, 0, 2**64 - 1), z3.Not(as_bool(r)))
    assert s.check() == z3.unsat


def test_integer_mode_mod_7_at_64_bits_is_fast():
    """The subtraction game {1, 3, 4}: no move from n % 7 in {0, 2} to another such n
    (a bit-vector divider makes this a minutes-long query)."""
    with integer_mode():
        n = sym_var("in", 0, 2**64 - 1)
        comp = Compiler()
        r = comp.compile("n % 7 in (0, 2) and any(n >= s and (n - s) % 7 in (0, 2) for s in (1, 3, 4))", {"n": n})
    res, _ = solve([in_range(n, 0, 2**64 - 1), as_bool(r)], comp, timeout_ms=20_000)
    assert res == z3.unsat


def test_every_function_is_covered():
    from gamecheck.lang.expr import FUNCTIONS
    text = " ".join(t[0] for t in TEMPLATES)
    for name in FUNCTIONS:
        assert name + "(" in text, name


# -- no silent overflow ---------------------------------------------------------

U64 = (0, 2 ** 64 - 1)


def _xy():
    x = sym_var("ox", *U64)
    y = sym_var("oy", *U64)
    return x, y, [in_range(x, *U64), in_range(y, *U64)]


def _valid(rule, env, assumptions, comp=None):
    comp = comp or Compiler()
    r = comp.compile(rule, env)
    res, _ = solve(assumptions + [z3.Not(as_bool(r))], comp, timeout_ms=60_000)
    return res


def test_no_overflow_multiplication_by_2_64():
    x, y, dom = _xy()
    r = Compiler().compile("x * 2**64 == 0", {"x": x})
    s = z3.Solver()
    s.add(*dom, z3.Not(as_bool(r)))
    assert s.check() == z3.sat
    s.add(eq(x, 1))
    assert s.check() == z3.sat          # x = 1 is a counterexample
    # a 64-bit wrapping encoding would call the rule valid
    w = z3.BitVec("w", 64)
    assert z3.Solver().check(w * z3.BitVecVal(2 ** 64 % 2 ** 64, 64) != 0) == z3.unsat


@pytest.mark.parametrize("rule", ["x + y >= x", "(x << 70) >> 70 == x", "x * y < 2**128", "x - y < 2**64",
                                  "x * y >= 0", "(x + y) // 2 <= max(x, y)", "x ^ y <= x + y",
                                  "-x <= 0", "~x < 0", "x % (y + 1) <= y"])
def test_no_overflow_valid(rule):
    x, y, dom = _xy()
    assert _valid(rule, {"x": x, "y": y}, dom) == z3.unsat


def test_wrapping_encoding_gets_these_wrong():
    x, y = z3.BitVecs("wx wy", 64)
    for f in [z3.UGE(x + y, x), z3.LShR(x << 70, 70) == x, z3.ULT(x * y, z3.BitVecVal(2 ** 63, 64) * 2)]:
        assert z3.Solver().check(z3.Not(f)) == z3.sat


def test_no_overflow_counterexamples():
    x, y, dom = _xy()
    # false claims must have counterexamples, found with exact values
    c = Compiler()
    r = c.compile("x + y < 2**64", {"x": x, "y": y})
    res, m = solve(dom + [z3.Not(as_bool(r))], c)
    assert res == z3.sat
    assert value_of(x, m) + value_of(y, m) >= 2 ** 64
    r = c.compile("x * y < 2**127", {"x": x, "y": y})
    res, m = solve(dom + [z3.Not(as_bool(r))], c)
    assert res == z3.sat
    assert value_of(x, m) * value_of(y, m) >= 2 ** 127


def test_interval_widths_follow_the_rule():
    x, y, _ = _xy()
    r = Compiler().compile("x * y", {"x": x, "y": y})
    assert (r.lo, r.hi) == (0, (2 ** 64 - 1) ** 2)
    assert r.term.size() == bv_width(r.lo, r.hi) == 129
    r = Compiler().compile("x - y", {"x": x, "y": y})
    assert (r.lo, r.hi) == (-(2 ** 64 - 1), 2 ** 64 - 1) and r.term.size() == 65
    r = Compiler().compile("x % 10", {"x": x})
    assert (r.lo, r.hi) == (0, 9) and r.term.size() == 5
    r = Compiler().compile("x & 255 | 3", {"x": x})
    assert r.hi == 255
    assert Compiler().compile("x < 2**70", {"x": x}) is True  # decided by the intervals


# -- isqrt ------------------------------------------------------------------------


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 2 ** 40 - 1))
def test_isqrt_of_5nn(v):
    n = sym_var("isq_n", 0, 2 ** 40 - 1)
    c = Compiler()
    r = c.compile("isqrt(5*n*n)", {"n": n})
    s = z3.Solver()
    s.add(in_range(n, 0, 2 ** 40 - 1), *c.side, eq(n, v))
    assert s.check() == z3.sat
    assert value_of(r, s.model()) == math.isqrt(5 * v * v)
    s.add(z3.Not(eq(r, math.isqrt(5 * v * v))))
    assert s.check() == z3.unsat


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2 ** 40 - 1))
def test_isqrt_circuit_mode(v):
    n = sym_var("isq_c", 0, 2 ** 40 - 1)
    c = Compiler(isqrt="circuit")
    r = c.compile("isqrt(5*n*n) + isqrt(n)", {"n": n})
    assert c.side == []
    got = z3.simplify(z3.substitute(r.term, (n.term, z3.BitVecVal(v, n.term.size()))))
    assert got.as_signed_long() == math.isqrt(5 * v * v) + math.isqrt(v)


def test_isqrt_identity_for_64_bit_n():
    n = sym_var("isq_id", 0, 2 ** 64 - 1)
    c = Compiler()
    r = c.compile("(n + isqrt(5*n*n)) // 2 + n == (3*n + isqrt(5*n*n)) // 2", {"n": n})
    assert len(c.side) == 3  # one fresh variable, shared by both occurrences
    t = time.time()
    res, _ = solve([in_range(n, 0, 2 ** 64 - 1), z3.Not(as_bool(r))], c, timeout_ms=60_000)
    assert res == z3.unsat
    assert time.time() - t < 20


def test_isqrt_properties_small():
    # the defining inequalities, as stated in the side conditions (r*r, r*r + 2*r + 1): instant
    n = sym_var("isq_p", 0, 2 ** 64 - 1)
    assert _valid("isqrt(n)**2 <= n < isqrt(n)**2 + 2*isqrt(n) + 1", {"n": n},
                  [in_range(n, 0, 2 ** 64 - 1)]) == z3.unsat
    # (r + 1)**2 is another multiplier: bit-level nonlinear reasoning, fine for small widths
    k = sym_var("isq_k", 0, 2 ** 16 - 1)
    assert _valid("n < (isqrt(n) + 1)**2", {"n": k}, [in_range(k, 0, 2 ** 16 - 1)]) == z3.unsat
    m = sym_var("isq_m", 0, 2 ** 10 - 1)
    assert _valid("isqrt(n*n) == n", {"n": m}, [in_range(m, 0, 2 ** 10 - 1)]) == z3.unsat
    assert _valid("isqrt(n*n + 1) == n + 1", {"n": m}, [in_range(m, 0, 2 ** 10 - 1)]) == z3.sat


# -- not expressible ---------------------------------------------------------------


@pytest.mark.parametrize("rule, needle", [
    ("fib(n)", "function 'fib' needs a constant argument"),
    ("zeckendorf(n)", "function 'zeckendorf' needs a constant argument"),
    ("zeck_min(n - 1)", "zeck_min needs a non-negative integer"),
    ("xor_basis_removed(heaps)", "xor_basis_removed"),
    ("x // y", "may be 0"),
    ("x % (y - 3)", "may be 0"),
    ("floor(x, y)", "may be 0"),
    ("2 ** x", "larger than 4096"),
    ("2 ** (x % 4000)", "MAX_WIDTH"),
    ("(-1) ** x", "larger than 4096"),
    ("x ** y", "exponent"),
    ("x ** 65", "exponent"),
    ("1 << x", "MAX_WIDTH"),
    ("x << (y - 1)", "negative"),
    ("x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x "
     "* x * x * x * x * x * x", "MAX_WIDTH"),
    ("isqrt(x - 1)", "non-negative"),
    ("popcount(x - y)", "non-negative"),
    ("bitlen(-x)", "non-negative"),
    ("heaps[x]", "out of range"),
    ("replace(heaps, x, 0)", "out of range"),
    ("heaps[5]", "out of range"),
    ("is_fib(x * x * x)", "is_fib"),
    ("1 // 0 + x", "division by zero"),
    ("min(h for h in heaps if False)", "empty"),
    ("unknown + 1", "unknown name"),
    ("[h for h in heaps if h > x]", "comprehension"),
    ("sum(range(x))", "MAX_UNROLL"),
    ("heaps + 1", "integer"),
    ("heaps < heaps", "integers"),
])
def test_not_expressible(rule, needle):
    x = sym_var("nx", 0, 2 ** 64 - 1)
    y = sym_var("ny", 0, 2 ** 64 - 1)
    env = {"x": x, "y": y, "n": x, "heaps": (x, y, 3)}
    with pytest.raises(NotExpressible) as info:
        Compiler().compile(rule, env)
    msg = str(info.value)
    assert needle in msg
    assert msg.startswith("rule '")


def test_not_expressible_names_the_subexpression():
    x = sym_var("nx2", 0, 2 ** 64 - 1)
    with pytest.raises(NotExpressible, match=r"in 'fib\(x \+ 1\)'"):
        Compiler().compile("x + 2 * fib(x + 1) > 3", {"x": x})


def test_parse_errors_are_rule_errors():
    with pytest.raises(RuleError):
        Compiler().compile("x.y", {"x": 1})
    with pytest.raises(RuleError):
        Compiler().compile("x / 2", {"x": 1})


def test_guarded_constant_branches_are_not_compiled():
    x = sym_var("gx", 0, 10)
    c = Compiler()
    assert c.compile("1 // 0 if False else 3", {"x": x}) == 3
    assert c.compile("True or fib(x)", {"x": x}) is True
    assert c.compile("x > 20 and fib(x) > 0", {"x": x}) is False  # decided by the interval


# -- definedness of filtered min/max --------------------------------------------


def test_defined_respects_the_path():
    hs = tuple(sym_var(f"dh{i}", 0, 2 ** 64 - 1) for i in range(3))
    c = Compiler()
    r = c.compile("min(h for h in heaps if h > 5) if heaps[0] > 5 else 0", {"heaps": hs})
    assert len(c.defined) == 1
    # defined wherever the evaluator does not raise: here everywhere
    assert solve(domain({"h": hs}) + [z3.Not(c.defined[0])])[0] == z3.unsat
    assert isinstance(r, SymInt)


def test_nim_strategy_is_defined_and_wins():
    """From xor != 0, moving heap i = min(j ... if h_j ^ S < h_j) to h_i ^ S is legal and reaches xor 0."""
    k = 4
    hs = tuple(sym_var(f"sh{i}", 0, 2 ** 64 - 1) for i in range(k))
    env = {"heaps": hs, "k": k}
    c = Compiler()
    s_ = c.compile("xor(heaps)", env)
    i = c.compile("min(j for j in range(k) if heaps[j] ^ xor(heaps) < heaps[j])", env)
    y = c.compile("replace(heaps, min(j for j in range(k) if heaps[j] ^ xor(heaps) < heaps[j]), "
                  "heaps[min(j for j in range(k) if heaps[j] ^ xor(heaps) < heaps[j])] ^ xor(heaps))", env)
    target = c.compile("xor(heaps) == 0", {"heaps": y})
    legal = z3.Or([z3.And(eq(i, j), lt(y[j], hs[j]), *[eq(y[m], hs[m]) for m in range(k) if m != j])
                   for j in range(k)])
    dom = domain(env)
    claim = z3.And(*c.defined, legal, as_bool(target))
    assert solve(dom + [z3.Not(eq(s_, 0)), z3.Not(claim)], c)[0] == z3.unsat
    # and at xor 0 the filtered min is undefined (no heap can be lowered to a nim-sum 0)
    assert solve(dom + [eq(s_, 0), z3.And(*c.defined)], c)[0] == z3.unsat


# -- the representative proof ---------------------------------------------------------


def test_no_move_keeps_xor_zero_8_heaps_64_bits():
    k = 8
    xs = tuple(sym_var(f"px{i}", 0, 2 ** 64 - 1) for i in range(k))
    ys = tuple(sym_var(f"py{i}", 0, 2 ** 64 - 1) for i in range(k))
    c = Compiler()
    t0 = time.time()
    px = c.compile("xor(heaps) == 0", {"heaps": xs})
    py = c.compile("xor(heaps) == 0", {"heaps": ys})
    move = z3.Or([z3.And(lt(ys[i], xs[i]), *[eq(ys[j], xs[j]) for j in range(k) if j != i]) for i in range(k)])
    s = z3.Solver()
    s.add(*domain({"x": xs, "y": ys}), *c.side, as_bool(px), move, as_bool(py))
    assert s.check() == z3.unsat
    elapsed = time.time() - t0
    assert elapsed < 20
    # sanity: without the condition at y, a move from a P-position exists
    s2 = z3.Solver()
    s2.add(*domain({"x": xs, "y": ys}), as_bool(px), move, z3.Not(as_bool(py)), eq(xs[0], 2 ** 63))
    assert s2.check() == z3.sat


# -- public helpers and value_of -----------------------------------------------------


def test_helpers_exact():
    x = sym_var("hx", -(2 ** 70), 2 ** 70)
    y = sym_var("hy", 0, 2 ** 70)
    dom = [in_range(x, -(2 ** 70), 2 ** 70), in_range(y, 0, 2 ** 70)]
    s = z3.Solver()
    s.add(*dom, eq(x, -(2 ** 70)), eq(y, 2 ** 70))
    assert s.check() == z3.sat
    m = s.model()
    assert value_of(add(x, y), m) == 0
    assert value_of(sub(x, y), m) == -(2 ** 71)
    assert value_of(mul(x, y), m) == -(2 ** 140)
    assert value_of(mul(x, 3), m) == -3 * 2 ** 70
    assert value_of(ite(lt(x, y), x, y), m) == -(2 ** 70)
    assert value_of(ite(le(y, x), (x, 1), (y, 2)), m) == (2 ** 70, 2)
    assert z3.is_true(z3.simplify(eq((x, 1), (x, 1))))
    assert value_of(eq((1, 2), (1, 2, 3)), m) is False
    assert value_of(as_int(True), m) == 1
    assert value_of(as_int(lt(x, y)), m) == 1
    assert value_of(as_bool(y), m) is True
    assert value_of(as_bool(0), m) is False
    assert value_of(const(-5), m) == -5
    assert const(-5).term.size() == bv_width(-5, -5)


@settings(max_examples=30, deadline=None)
@given(st.integers(-(2 ** 100), 2 ** 100), st.integers(0, 2 ** 100), st.booleans())
def test_value_of_round_trips(a, b, flag):
    x = sym_var("rx", -(2 ** 100), 2 ** 100)
    y = sym_var("ry", 0, 2 ** 100)
    p = z3.Bool("rp")
    c = Compiler()
    r = c.compile("(x, y, x - y, p, -x if p else y, x < y)", {"x": x, "y": y, "p": p})
    s = z3.Solver()
    s.add(eq(x, a), eq(y, b), p == flag)
    assert s.check() == z3.sat
    got = value_of(r, s.model())
    assert got == (a, b, a - b, flag, -a if flag else b, a < b)
    assert value_of(5, s.model()) == 5 and value_of(True, s.model()) is True


def test_fresh_names_never_collide():
    n = sym_var("fn", 0, 2 ** 30)
    c1, c2 = Compiler(), Compiler()
    r1 = c1.compile("isqrt(n)", {"n": n})
    r2 = c2.compile("isqrt(n + 1)", {"n": n})
    r3 = c1.compile("isqrt(2 * n)", {"n": n})
    names = {str(r.term) for r in (r1, r2, r3)}
    assert len(names) == 3
    assert c1.compile("isqrt(n)", {"n": n}) is r1  # the same argument shares its variable


def test_env_values():
    c = Compiler()
    p = z3.Bool("ep")
    assert c.compile("a + len(s) + s[1]", {"a": 2, "s": [4, 5, 6]}) == 10
    r = c.compile("p and a > 1", {"p": p, "a": 2})
    assert r.eq(p)
    with pytest.raises(TypeError):
        c.compile("a", {"a": 1.5})


def test_max_width_constant():
    assert MAX_WIDTH == 2048
    x = sym_var("mw", 0, 2 ** 1000)
    assert Compiler().compile("x * x < 2**2001", {"x": x}) is True
    with pytest.raises(NotExpressible):
        Compiler().compile("x * x * x", {"x": x})
