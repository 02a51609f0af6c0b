"""Tests of gamecheck.lang.builtins: every builtin and operator is one record whose three forms
(scalar, vectorised, symbolic z3) agree.

For each record a rule calls it on small random integers ``a``, ``b``, ``c`` (and on the
sequence ``heaps = (a, b, c)``):

* the vectorised evaluator, run on several positions at once, gives the scalar value at every
  position, and where the scalar form raises it raises the same message (plus the position);
* the rule compiled to z3 over the intervals of ``a``, ``b``, ``c`` has, at the drawn point, the
  scalar value and no other (or, where the scalar form raises, a definedness condition that
  excludes the point); a builtin without a symbolic form is refused with its reason and folded
  when its arguments are constants.
"""

from __future__ import annotations

import ast

import numpy as np
import pytest
import z3
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.errors import RuleError
from gamecheck.lang.builtins import BINARY_OPERATORS, BUILTINS, COMPARISONS, FUNCTIONS, UNARY_OPERATORS, Builtin
from gamecheck.lang.expr import parse
from gamecheck.lang.smt import Compiler, NotExpressible, domain, eq, sym_var, value_of
from gamecheck.lang.syntax import BINARY_SYMBOLS, COMPARE_SYMBOLS, UNARY_SYMBOLS

Z = (-8, 12)   # signed
N = (0, 12)    # non-negative
P = (1, 5)     # positive
S = (0, 5)     # small non-negative (exponents, shifts, indices)

# (rule, intervals of a, b, c): every builtin and every operator is called by at least one rule
CALLS: list[tuple[str, tuple]] = [
    ("abs(a - b)", (Z, Z, Z)),
    ("all(h > b for h in heaps)", (Z, Z, Z)),
    ("any(h == c for h in heaps if h != a)", (Z, Z, Z)),
    ("bit(a, c) + 2 * bit(b, 1)", (Z, Z, S)),
    ("bitlen(a) + 10 * bitlen(c)", (N, N, N)),
    ("ceil(a, c) - ceil(b, -c)", (Z, Z, P)),
    ("count(h % 2 for h in heaps) + count(heaps)", (Z, Z, Z)),
    ("fib(c) + fib(a)", (N, N, N)),
    ("floor(a, c) + 100 * floor(b, -c)", (Z, Z, P)),
    ("is_fib(a) + 2 * is_fib(b)", (N, N, N)),
    ("isqrt(a * b) + isqrt(c)", (N, N, N)),
    ("len([h for h in heaps if h > c]) + len(range(c))", (Z, Z, S)),
    ("max(a, b, c) + max(h for h in heaps if h != b)", (Z, Z, Z)),
    ("mex(heaps) + 10 * mex(h % 3 for h in heaps)", (N, N, S)),
    ("nim_mul(a, b) + 100 * nim_mul(c, c) + 1000 * nim_mul(a, 6)", (N, N, N)),
    ("nim_pow(a, 3) + 100 * nim_pow(b, 0) + 1000 * nim_pow(c, 2) + nim_pow(a, 15)", (N, N, S)),
    ("min(heaps) * min(a, b) - min(h for h in heaps if h > a)", (Z, Z, Z)),
    ("popcount(a) + 10 * popcount(b)", (N, N, N)),
    ("sum(j for j in range(c)) + sum(j for j in range(a, b))", (Z, Z, S)),
    ("replace(heaps, c % 3, a + b)", (Z, Z, S)),
    ("sum(heaps) + sum(a, b) + sum(c)", (Z, Z, Z)),
    ("xor(heaps) + 100 * xor(a, b) + xor()", (Z, Z, Z)),
    ("xor_basis_removed(heaps)", (N, N, N)),
    ("zeck_count(a)", (N, N, N)),
    ("zeck_min(a) + zeck_min(b)", (N, N, N)),
    ("fib_floor(a) + 3 * fib_floor(b)", (N, N, N)),
    ("len(zeckendorf(a)) + sum(zeckendorf(b))", (N, N, N)),
    # operators
    ("a + b - c * a", (Z, Z, Z)),
    ("a // c + 100 * (a % c) + b // -c + 1000 * (b % -c)", (Z, Z, P)),
    ("a // b", (Z, Z, Z)),
    ("a % b", (Z, Z, Z)),
    ("a ** c - b ** 2", (Z, Z, S)),
    ("(a << c) + (b >> c) - (a >> 20)", (Z, Z, S)),
    ("(a & b) + 100 * (a | c) - (b ^ c)", (Z, Z, Z)),
    ("(a > 0) & (b > 0) | (c > 0) ^ (a == b)", (Z, Z, Z)),
    ("-a + +b * ~c", (Z, Z, Z)),
    ("not a", (Z, Z, Z)),
    ("(a == b) + 2 * (a != c) + 4 * (a < b) + 8 * (a <= c) + 16 * (b > c) + 32 * (b >= a)", (Z, Z, Z)),
    ("(a in (b, c)) + 2 * (a not in range(b, 9)) + 4 * (b in heaps)", (Z, Z, Z)),
]

IDS = [rule[:50] for rule, _ in CALLS]

#: rules the prover must refuse over their intervals (the scalar form raises at some point)
REFUSED = {"a // b": "division by a value that may be 0", "a % b": "modulo by a value that may be 0"}


def _point(intervals):
    return st.tuples(*[st.integers(lo, hi) for lo, hi in intervals])


def _env(a, b, c):
    return {"a": a, "b": b, "c": c, "heaps": (a, b, c)}


def _scalar(rule, env):
    try:
        return "value", parse(rule).evaluate(env)
    except RuleError as exc:
        return "error", str(exc)


def test_every_builtin_and_operator_is_called():
    called, binary, unary, compare = set(), set(), set(), set()
    for rule, _ in CALLS:
        for node in ast.walk(ast.parse(rule, mode="eval")):
            if isinstance(node, ast.Call):
                called.add(node.func.id)
            elif isinstance(node, ast.BinOp):
                binary.add(BINARY_SYMBOLS[type(node.op)])
            elif isinstance(node, ast.UnaryOp):
                unary.add(UNARY_SYMBOLS[type(node.op)])
            elif isinstance(node, ast.Compare):
                compare.update(COMPARE_SYMBOLS[type(op)] for op in node.ops)
    assert called == set(FUNCTIONS)
    assert binary == set(BINARY_OPERATORS) and unary == set(UNARY_OPERATORS) and compare == set(COMPARISONS)


def test_the_table():
    assert FUNCTIONS == tuple(sorted(BUILTINS))
    for name, b in BUILTINS.items():
        assert isinstance(b, Builtin) and b.name == name and b.doc
        assert b.min_args >= 0 and (b.max_args is None or b.max_args >= b.min_args)
        assert (b.symbolic is None) == bool(b.symbolic_reason), name
    for table in (BINARY_OPERATORS, UNARY_OPERATORS, COMPARISONS):
        for sym, op in table.items():
            assert op.symbol == sym and op.doc and op.scalar and op.vector and op.symbolic
    assert BUILTINS["range"].takes() == "1 or 2" and BUILTINS["sum"].takes() == "at least 1"
    assert BUILTINS["bit"].takes() == "2" and BUILTINS["xor"].takes() == "at least 0"


def test_the_evaluators_do_not_load_z3():
    import subprocess
    import sys

    code = ("import sys; from gamecheck.lang.expr import parse; import numpy as np; "
            "parse('xor(heaps) + isqrt(a)').evaluate({'heaps': (1, 2), 'a': 5}); "
            "parse('popcount(a)').evaluate_array({'a': np.arange(3)}, 3); print('z3' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


@pytest.mark.parametrize("k", range(len(CALLS)), ids=IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_vector_form_agrees_with_scalar_form(k, data):
    rule, intervals = CALLS[k]
    points = data.draw(st.lists(_point(intervals), min_size=1, max_size=6))
    size = len(points)
    cols = [np.array(col, dtype=np.int64) for col in zip(*points)]
    env = _env(*cols)
    expected = [_scalar(rule, _env(*p)) for p in points]
    try:
        got = parse(rule).evaluate_array(env, size)
    except RuleError as exc:
        msg = str(exc)
        assert msg.endswith(")") and " (at position " in msg, msg
        where = int(msg.rsplit(" (at position ", 1)[1][:-1])
        assert expected[where] == ("error", msg.rsplit(" (at position ", 1)[0]), (rule, points[where])
        return
    assert all(kind == "value" for kind, _ in expected), (rule, points, expected)
    for p, (_, value) in enumerate(expected):
        if isinstance(value, tuple):
            assert tuple(col[p].item() for col in got) == value
        else:
            assert got[p].item() == value and type(got[p].item()) is type(value), (rule, points[p])


_COMPILED: dict[int, tuple] = {}


def _compiled(k: int):
    """Rule k compiled once over the intervals: (compiler, variables, result) or the refusal."""
    if k not in _COMPILED:
        rule, intervals = CALLS[k]
        xs = {n: sym_var(f"{n}_b{k}", lo, hi) for n, (lo, hi) in zip("abc", intervals)}
        comp = Compiler()
        try:
            _COMPILED[k] = (comp, xs, comp.compile(rule, _env(xs["a"], xs["b"], xs["c"])))
        except NotExpressible as exc:
            _COMPILED[k] = (None, xs, exc)
    return _COMPILED[k]


def _without_symbolic_form(rule: str) -> list[str]:
    called = {node.func.id for node in ast.walk(ast.parse(rule, mode="eval")) if isinstance(node, ast.Call)}
    return [name for name in sorted(called) if BUILTINS[name].symbolic is None]


@pytest.mark.parametrize("k", range(len(CALLS)), ids=IDS)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_symbolic_form_agrees_with_scalar_form(k, data):
    rule, intervals = CALLS[k]
    a, b, c = data.draw(_point(intervals))
    kind, value = _scalar(rule, _env(a, b, c))
    comp, xs, result = _compiled(k)
    missing = _without_symbolic_form(rule)
    if rule in REFUSED:
        assert comp is None and REFUSED[rule] in str(result), rule
        return
    if comp is None:
        # only a builtin without a symbolic form may refuse these small intervals
        assert missing and any(BUILTINS[n].symbolic_reason in str(result) for n in missing), str(result)
        # with constant arguments the compiler evaluates the scalar form
        if kind == "value":
            assert Compiler().compile(rule, _env(a, b, c)) == value
        return
    assert not missing, rule
    solver = z3.Solver()
    solver.add(*domain(xs), *comp.side, *comp.defined)
    solver.add(*[eq(xs[n], v) for n, v in zip("abc", (a, b, c))])
    if kind == "error":
        # the evaluator raises here: the compiled definedness conditions exclude the point
        assert comp.defined and solver.check() == z3.unsat, (rule, (a, b, c), value)
        return
    assert solver.check() == z3.sat, (rule, (a, b, c))
    assert value_of(result, solver.model()) == value
    solver.add(z3.Not(eq(result, value)))
    assert solver.check() == z3.unsat, (rule, (a, b, c), value)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.integers(0, 2**63 - 1), st.integers(0, 92).map(lambda i: _fib(i)),
                          st.integers(0, 62).map(lambda b: 2**b), st.integers(1, 62).map(lambda b: 2**b - 1)),
                min_size=2, max_size=40))
def test_bitlen_and_is_fib_vector_forms_on_wide_values(xs):
    """The numpy forms of bitlen and is_fib (shifts; a table of F(0..92)) against the scalar
    forms (Python's int.bit_length; Fibonacci numbers generated up to n) on 63-bit values."""
    arr = np.array(xs, dtype=np.int64)
    for src in ("bitlen(n)", "is_fib(n)"):
        e = parse(src)
        got = np.asarray(e.evaluate_array({"n": arr}, arr.size)).astype(np.int64).tolist()
        assert got == [int(e.evaluate({"n": x})) for x in xs], src


def _fib(i: int) -> int:
    a, b = 0, 1
    for _ in range(i):
        a, b = b, a + b
    return a
