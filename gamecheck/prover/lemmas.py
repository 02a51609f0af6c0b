"""Proofs through lemmas: named functions, lemmas checked on their own, conditions decided with
the functions abstracted.

Some certificate conditions are out of reach of bit-blasting at useful widths however they are
encoded. "No move from P to P" for Wythoff's game (Wythoff 1907) needs the fact that the lower
and upper Wythoff sequences ``A(k) = floor(k phi)`` and ``A(k) + k`` never meet (Beatty 1926),
a statement about two indices whose square roots SAT cannot relate beyond about 12 bits
(``experiments/wythoff_encodings.py``). Split in two, it becomes easy:

1. **Lemmas about one index**, e.g. ``A(A(k)) + 1 - A(k) == k``, each established on its own
   (:func:`check_lemmas`): first **proved for every natural number** of its variables by one query
   over the unbounded integers, decided by two solvers (z3 and cvc5, non-linear integer arithmetic;
   :func:`prove_lemma`), so that a lemma used at 64 bits is as certain as one at 16; then, where
   there are at most :data:`MAX_LEMMA_VALUES` values, **evaluated at every value** of its variables
   below ``2^bits`` (numpy, and the scalar evaluator on a sample) -- a cross-check of the proof, or
   the lemma's only support when the solvers do not settle it. A lemma neither proved nor
   evaluated is not established, and the proof is inconclusive (never proved). "F is strictly
   increasing" is the lemma ``F(k) < F(k + 1)``.
2. **The conditions with the functions abstracted** (:class:`ProofAbstraction`): every occurrence of a
   function's body in the claim's texts (matched on the syntax tree, :func:`abstract_tree`) and
   every call of it in a lemma becomes a fresh bit-vector variable bounded by the interval the
   compiler proves for the body. The query then gets

   * functional consistency of those variables (Ackermann 1954: equal arguments, equal values),
   * every lemma instantiated at the arguments of the applications in the query, guarded by
     ``0 <= argument < 2^bits``,
   * for an increasing function, ``s < t => F(s) < F(t)`` for every pair of its applications
     (strict monotonicity on ``[0, 2^bits]`` follows from the one-step lemma by induction),

   and stays quantifier-free bit-vector logic, so both solvers and the certificate step take it.

Soundness: the true functions satisfy every added constraint (the lemmas were proved, or checked
at every value the guards allow), so every model of the concrete query is a model of the abstract one, and
``unsat`` of the abstract query proves the concrete condition. A ``sat`` answer may be spurious;
the prover replays it and reports "inconclusive" when it does not replay.
"""

from __future__ import annotations

import ast
import hashlib
import itertools
import time
from dataclasses import dataclass, field
from typing import Any, Mapping, NamedTuple, Sequence

import numpy as np

from gamecheck.audit import Budget, LemmaCheck  # records a ProofResult holds (they live with the records)
from gamecheck.lazy import lazy_module
from gamecheck.errors import NeedsBitVectors, NotExpressible, RuleError, UndefinedValue
from gamecheck.lang import expr as rexpr
from gamecheck.lang import symbolic as S
from gamecheck.lang.smt import Compiler
from gamecheck.lang.syntax import read_rule
from gamecheck.lang.builtins import fib_values_upto
from gamecheck.prover.smtlib import canonical_smt2
from gamecheck.prover.solvers import decide  # looked up at call time: recheck replays recorded answers
from gamecheck.lang.functions import (Function, LemmaSpec, abstract_tree, flatten_calls, lemma_specs, lemma_texts,
                                      lemma_variables, parse_functions, parse_use)

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = [
    "Function", "LemmaCheck", "LemmaSpec", "ProofAbstraction", "parse_functions", "lemma_texts", "lemma_specs",
    "check_lemmas", "lemma_query", "UsedLemma",
    "MAX_LEMMA_VALUES", "LEMMA_BUDGET",
]

#: the most values a lemma is evaluated at (2^24: the exhaustive check of a one-variable lemma
#: at 24 bits takes about a second per function call in it)
MAX_LEMMA_VALUES = 1 << 24
#: values evaluated per numpy block
_BLOCK = 1 << 16
#: values also evaluated by the scalar evaluator, as a cross-check of the numpy path
_SAMPLE = 512


# -- checking lemmas by evaluation --------------------------------------------------------------




def _compiled(text: str, functions: Mapping[str, Function]) -> tuple[list[Any], Any]:
    """The lemma ``text`` parsed once: its function calls in evaluation order as ``(name, body,
    parameters, arguments)`` and the final truth value, all as rule-language expressions."""
    calls, final = flatten_calls(text, functions)
    return ([(name, rexpr.parse(f.body), f.params, [rexpr.parse(a) for a in args]) for name, f, args in calls],
            rexpr.parse(final))


def _evaluate_block(calls, final, env: dict[str, Any], size: int) -> np.ndarray:
    env = dict(env)
    for name, body, params, args in calls:
        env[name] = body.evaluate_array(dict(zip(params, [a.evaluate_array(env, size) for a in args])), size)
    return np.asarray(final.evaluate_array(env, size), dtype=bool)


def _evaluate_scalar(calls, final, env: dict[str, int]) -> bool:
    env = dict(env)
    for name, body, params, args in calls:
        env[name] = body.evaluate(dict(zip(params, [a.evaluate(env) for a in args])))
    return bool(final.evaluate(env))


def _check_into(res: LemmaCheck, text: str, functions, bits: int) -> None:
    """Fill ``res``: the lemma ``text`` at every value of ``res.variables`` below ``2^bits``."""
    variables = res.variables
    n = 1 << (bits * len(variables))
    if n > MAX_LEMMA_VALUES:
        res.reason = (f"{len(variables)} variable(s) at {bits} bits are {n:,} values, more than the "
                      f"{MAX_LEMMA_VALUES:,} a lemma is evaluated at")
        return
    mask = (1 << bits) - 1

    def point(j: int) -> dict[str, int]:
        return {v: (j >> (bits * i)) & mask for i, v in enumerate(variables)}

    try:
        calls, final = _compiled(text, functions)
        for start in range(0, n, _BLOCK):
            idx = np.arange(start, min(n, start + _BLOCK), dtype=np.int64)
            env = {v: (idx >> (bits * i)) & mask for i, v in enumerate(variables)}
            ok = _evaluate_block(calls, final, env, len(idx))
            if not ok.all():
                first = int(np.argmin(ok))
                res.counterexample, res.values = point(int(idx[first])), start + first + 1
                return
        res.values = n
        # the scalar evaluator at a deterministic sample (every value when there are few)
        for j in range(0, n, max(1, n // _SAMPLE)):
            res.sample += 1
            if not _evaluate_scalar(calls, final, point(j)):
                res.counterexample = point(j)
                res.reason = "the numpy and the scalar evaluator disagree here (a bug of gamecheck)"
                return
    except RuleError as exc:
        res.reason = f"it cannot be evaluated at every value: {exc}"
        return
    res.holds = True


# -- proving lemmas for every natural number ----------------------------------------------------

#: the resource limits of one lemma query: far below a condition's (the catalogue's lemmas take z3
#: at most 897,000 units -- Fibonacci Nim's "next term" lemma at 32 bits -- and cvc5 at most
#: 422,000; one the solvers cannot settle costs about 0.5 s of z3 and 5-8 s of cvc5 so)
LEMMA_BUDGET = Budget(z3=2_000_000, bitwuzla=100_000, cvc5=600_000, wall=60.0)
#: the largest constant exponent of ``**`` in a lemma query
_MAX_POW = 8
#: the most instances of used lemmas one lemma query tries (points^variables per used lemma)
MAX_INSTANCES = 5_000


class _IntegerTerms:
    """A lemma as z3 integer terms: the rule language's exact integer meaning over the unbounded
    integers, proof functions inlined.

    Every ``isqrt(m)`` becomes a fresh integer ``s`` with its defining inequalities
    ``s >= 0, s*s <= m < (s+1)*(s+1)`` (asserted when ``m >= 0``), every ``a // d`` a fresh ``q``
    with ``d*q <= a < d*q + d`` (``d > 0``; mirrored for ``d < 0``) and ``a % d`` as
    ``a - d*q`` (Python's floor division). That the argument of ``isqrt`` is non-negative and
    a divisor non-zero are **obligations**: the query asks for them too, at every value (also in
    a branch a condition would skip), so a lemma proved so is defined everywhere.
    """

    def __init__(self, functions: Mapping[str, Function], abstract: bool = False, bits: int | None = None) -> None:
        self.functions = functions
        self.abstract = abstract  # proof functions as uninterpreted functions, bodies not inlined
        self._ufs: dict[str, Any] = {}
        # Fibonacci builtins are stated below 2^bits only (the Fibonacci numbers there are
        # constants); using one makes the whole query bounded
        self.bits = bits
        self.bounded = False
        self.defs: list[Any] = []  # defining constraints of the fresh variables
        self.obligations: list[Any] = []  # truth values the lemma needs to be defined
        self._n = 0
        # one fresh variable per isqrt / quotient of the same argument terms (z3 terms are
        # hash-consed, so equal terms have equal ids): an instance of a used lemma then speaks of
        # the very square root a function's body took
        self._memo: dict[tuple, Any] = {}
        # the terms a used lemma is instantiated at: arguments of proof-function applications
        # and values of isqrt (the lemma's own variables are added by lemma_query)
        self.points: list[Any] = []

    def _point(self, t: Any) -> None:
        if not any(t.eq(p) for p in self.points):
            self.points.append(t)

    def snapshot(self) -> tuple:
        """The state to :meth:`restore` after a trial translation."""
        return len(self.defs), len(self.obligations), self._n, dict(self._memo), list(self.points)

    def restore(self, state: tuple) -> None:
        nd, no, self._n, self._memo, self.points = state
        del self.defs[nd:], self.obligations[no:]

    def _fresh(self, prefix: str) -> Any:
        self._n += 1
        return z3.Int(f"{prefix}!{self._n}")

    def _int(self, v: Any, node: ast.AST) -> Any:
        if isinstance(v, z3.ArithRef):
            return v
        raise NotExpressible(f"'{ast.unparse(node)}' is not an integer here")

    def _bool(self, v: Any, node: ast.AST) -> Any:
        if isinstance(v, z3.BoolRef):
            return v
        raise NotExpressible(f"'{ast.unparse(node)}' is not a truth value here")

    def term(self, node: ast.AST, env: Mapping[str, Any]) -> Any:
        """The z3 term of ``node`` (a rule-language syntax tree) with names bound by ``env``.

        Raises:
            NotExpressible: a construct this translation does not take (bitwise operators,
                sequences, ...): the lemma is then only evaluated.
        """
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool):
                return z3.BoolVal(node.value)
            if isinstance(node.value, int):
                return z3.IntVal(node.value)
        elif isinstance(node, ast.Name):
            if node.id in env:
                return env[node.id]
            raise NotExpressible(f"the name '{node.id}' is not bound")
        elif isinstance(node, ast.UnaryOp):
            v = self.term(node.operand, env)
            if isinstance(node.op, ast.Not):
                return z3.Not(self._bool(v, node.operand))
            if isinstance(node.op, ast.USub):
                return -self._int(v, node.operand)
            if isinstance(node.op, ast.UAdd):
                return self._int(v, node.operand)
        elif isinstance(node, ast.BoolOp):
            vs = [self._bool(self.term(v, env), v) for v in node.values]
            return z3.And(*vs) if isinstance(node.op, ast.And) else z3.Or(*vs)
        elif isinstance(node, ast.Compare):
            left = self.term(node.left, env)
            parts = []
            for op, right_node in zip(node.ops, node.comparators):
                right = self.term(right_node, env)
                parts.append(self._compare(op, left, right, node))
                left = right
            return parts[0] if len(parts) == 1 else z3.And(*parts)
        elif isinstance(node, ast.IfExp):
            c = self._bool(self.term(node.test, env), node.test)
            a, b = self.term(node.body, env), self.term(node.orelse, env)
            if isinstance(a, z3.BoolRef) != isinstance(b, z3.BoolRef):
                raise NotExpressible(f"'{ast.unparse(node)}' mixes integers and truth values")
            return z3.If(c, a, b)
        elif isinstance(node, ast.BinOp):
            return self._binop(node, env)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
            return self._call(node, env)
        raise NotExpressible(f"'{ast.unparse(node)}' is not translated to integer arithmetic")

    def _fibonacci(self, name: str, m: Any, node: ast.AST) -> Any:
        """``fib_floor``, ``is_fib`` and ``zeck_min`` of ``m`` below ``2^bits``.

        ``fib_floor(m)`` is a chain of comparisons with the Fibonacci numbers below the bound;
        ``is_fib(m)`` is ``m == 0 or m == fib_floor(m)``; ``zeck_min`` is an uninterpreted
        function with, at each argument, one step of the greedy that defines it (Zeckendorf
        1972): ``zeck_min(0) = 0``, and for ``1 <= m < 2^bits``, ``zeck_min(m) = m`` when ``m``
        is a Fibonacci number, else ``zeck_min(m - fib_floor(m))``. The argument must be
        natural (an obligation), and below the bound for the first two (an obligation too).
        """
        if self.bits is None:
            raise NotExpressible(f"'{ast.unparse(node)}': {name} is translated below a bound only")
        self.bounded = True
        bound = 1 << self.bits
        self.obligations.append(m >= 0)
        key = ("fib_floor", m.get_id())
        floor = self._memo.get(key)
        if floor is None:
            floor = self._memo[key] = _fib_floor_chain(m, bound)
        if name == "fib_floor":
            self.obligations.append(m < bound)
            return floor
        if name == "is_fib":
            self.obligations.append(m < bound)
            return z3.Or(m == 0, m == floor)
        uf = self._ufs.get("zeck_min!")
        if uf is None:
            uf = self._ufs["zeck_min!"] = z3.Function("zeck_min", z3.IntSort(), z3.IntSort())
        key = ("zeck_min", m.get_id())
        if key not in self._memo:
            self._memo[key] = True
            self.defs.append(z3.Implies(m == 0, uf(m) == 0))
            self.defs.append(z3.Implies(z3.And(m >= 1, m < bound), uf(m) == z3.If(m == floor, m, uf(m - floor))))
            self._point(uf(m))
            self._point(m - floor)
        return uf(m)

    def _compare(self, op: ast.cmpop, a: Any, b: Any, node: ast.AST) -> Any:
        if isinstance(op, (ast.Eq, ast.NotEq)):
            if isinstance(a, z3.BoolRef) != isinstance(b, z3.BoolRef):
                raise NotExpressible(f"'{ast.unparse(node)}' compares an integer with a truth value")
            return a == b if isinstance(op, ast.Eq) else a != b
        a, b = self._int(a, node), self._int(b, node)
        if isinstance(op, ast.Lt):
            return a < b
        if isinstance(op, ast.LtE):
            return a <= b
        if isinstance(op, ast.Gt):
            return a > b
        if isinstance(op, ast.GtE):
            return a >= b
        raise NotExpressible(f"the comparison in '{ast.unparse(node)}' is not translated")

    def _binop(self, node: ast.BinOp, env: Mapping[str, Any]) -> Any:
        a = self._int(self.term(node.left, env), node.left)
        if isinstance(node.op, ast.Pow):
            e = node.right
            if not (isinstance(e, ast.Constant) and type(e.value) is int and 0 <= e.value <= _MAX_POW):
                raise NotExpressible(f"'{ast.unparse(node)}': only constant exponents 0..{_MAX_POW} are translated")
            out: Any = z3.IntVal(1)
            for _ in range(e.value):
                out = out * a
            return out
        b = self._int(self.term(node.right, env), node.right)
        if isinstance(node.op, ast.Add):
            return a + b
        if isinstance(node.op, ast.Sub):
            return a - b
        if isinstance(node.op, ast.Mult):
            return a * b
        if isinstance(node.op, (ast.FloorDiv, ast.Mod)):
            key = ("div", a.get_id(), b.get_id())
            q = self._memo.get(key)
            if q is None:
                q = self._memo[key] = self._fresh("div")
                self.defs.append(z3.Implies(b > 0, z3.And(b * q <= a, a < b * q + b)))
                self.defs.append(z3.Implies(b < 0, z3.And(b * q >= a, a > b * q + b)))
            self.obligations.append(b != 0)
            return q if isinstance(node.op, ast.FloorDiv) else a - b * q
        raise NotExpressible(f"the operator of '{ast.unparse(node)}' is not translated")

    def _call(self, node: ast.Call, env: Mapping[str, Any]) -> Any:
        name = node.func.id  # type: ignore[attr-defined]
        f = self.functions.get(name)
        if f is not None:  # a proof function: its body, at these arguments
            if len(node.args) != len(f.params):
                raise NotExpressible(f"'{name}' takes {len(f.params)} argument(s)")
            args = [self._int(self.term(a, env), a) for a in node.args]
            for a in args:
                self._point(a)
            if self.abstract:
                uf = self._ufs.get(name)
                if uf is None:
                    uf = self._ufs[name] = z3.Function(name, *([z3.IntSort()] * (len(args) + 1)))
                return uf(*args)
            return self.term(f.tree, dict(zip(f.params, args)))
        args = [self._int(self.term(a, env), a) for a in node.args]
        if name == "isqrt" and len(args) == 1:
            m = args[0]
            key = ("isqrt", m.get_id())
            s = self._memo.get(key)
            if s is None:
                s = self._memo[key] = self._fresh("isqrt")
                self.defs.append(z3.Implies(m >= 0, z3.And(s >= 0, s * s <= m, m < (s + 1) * (s + 1))))
                self._point(s)
            self.obligations.append(m >= 0)
            return s
        if name in ("fib_floor", "is_fib", "zeck_min") and len(args) == 1:
            return self._fibonacci(name, args[0], node)
        if name == "abs" and len(args) == 1:
            return z3.If(args[0] >= 0, args[0], -args[0])
        if name in ("min", "max") and len(args) >= 2:
            out = args[0]
            for b in args[1:]:
                out = z3.If(b < out, b, out) if name == "min" else z3.If(b > out, b, out)
            return out
        raise NotExpressible(f"the call '{ast.unparse(node)}' is not translated to integer arithmetic")


class UsedLemma(NamedTuple):
    """An earlier lemma a lemma's proof instantiates (:func:`lemma_query`'s ``use``).

    Attributes:
        text: its text; variables: its free variables, sorted.
        at: the terms of one named instance by variable (None: every point of the query).
        bounded: it was proved below ``2^bits`` only (instances only at arguments there).
    """

    text: str
    variables: Sequence[str]
    at: Mapping[str, str] | None = None
    bounded: bool = False


@dataclass(frozen=True)
class _Plan:
    """How a lemma's query is built (:func:`lemma_query`'s keywords, gathered)."""

    use: Sequence[UsedLemma] = ()
    descent: Mapping[str, str] | None = None
    abstract: bool = False
    bounded: bool = False


def _total(terms: list[Any]) -> Any:
    """The sum of integer terms (one term as itself: cvc5 refuses ``(+ x)``)."""
    return terms[0] if len(terms) == 1 else z3.Sum(*terms)


def _fib_floor_chain(m: Any, bound: int) -> Any:
    """fib_floor(m) for 0 <= m < bound: the largest Fibonacci number <= m, as comparisons with the
    Fibonacci numbers below ``bound`` (constants)."""
    out: Any = z3.IntVal(0)
    for f in fib_values_upto(bound - 1):
        out = z3.If(m >= f, z3.IntVal(f), out)
    return out


def _linear(node: ast.AST) -> bool:
    """True when ``node`` multiplies, divides or raises no two parts that are not constants
    (calls count as atoms, whatever their arguments)."""
    if isinstance(node, ast.Call):
        return True
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, (ast.Mult, ast.FloorDiv, ast.Mod, ast.Pow)):
            consts = [isinstance(x, ast.Constant) for x in (node.left, node.right)]
            if not any(consts):
                return False
        return _linear(node.left) and _linear(node.right)
    if isinstance(node, ast.UnaryOp):
        return _linear(node.operand)
    if isinstance(node, ast.IfExp):
        return _linear(node.body) and _linear(node.orelse)
    return isinstance(node, (ast.Name, ast.Constant))


def lemma_query(text: str, variables: Sequence[str], functions: Mapping[str, Function],
                use: Sequence[tuple] = (), descent: Mapping[str, str] | None = None, abstract: bool = False,
                bits: int | None = None, bounded: bool = False) -> str:
    """The SMT-LIB query whose ``unsat`` proves lemma ``text`` for every natural number.

    Args:
        text: the lemma, a rule-language truth value.
        variables: its free variables (:func:`lemma_variables`), each declared an integer >= 0.
        functions: the proof functions it calls (inlined, :class:`_IntegerTerms`).
        use: earlier lemmas as :class:`UsedLemma` (or tuples of its fields: ``(text,
            variables[, terms[, bounded]])``), each already proved for every natural number (with
            ``bounded``: below ``2^bits``, and then instantiated only at arguments below it, and
            the query is bounded too). With ``terms`` (rule-language texts by variable,
            over the lemma's variables) it is instantiated there only (wherever the terms are
            natural numbers); else at every tuple of the query's **points** -- the lemma's
            variables, the arguments of its proof-function applications, the values of its
            ``isqrt`` -- that are natural numbers, where the instance introduces no square root
            or quotient the query does not already have (so the instances speak of the query's
            own terms, and their number stays (points)^variables at most).
        descent: one term per variable: prove the lemma by **infinite descent** (Fermat): the
            query then asks that wherever the lemma fails (or is undefined) at naturals ``v``, it
            also fails at the terms ``v'`` -- defined, natural, with ``sum(v') < sum(v)``. Since a
            sum of naturals cannot decrease forever, there is then no counterexample at all.
        abstract: the proof functions are uninterpreted (no body inlined): the lemma then
            follows from the instances of ``use`` alone, which holds of the true functions too.
        bits: the width of the proof. A lemma (or a used lemma) that calls ``zeck_min``,
            ``fib_floor`` or ``is_fib`` is then proved for every value below ``2^bits`` only
            (:meth:`_IntegerTerms._fibonacci`): the variables, and with ``descent`` the smaller
            terms, are asked to lie below it. ``None``: such a lemma is not translated.
        bounded: prove it below ``2^bits`` whatever it calls (it uses a lemma proved so).

    Returns:
        canonical SMT-LIB text (:func:`~gamecheck.prover.smtlib.canonical_smt2`): the variables
        ``>= 0``, the defining constraints of every ``isqrt`` and quotient, the instances of the
        used lemmas, and the negation of "the lemma holds and every ``isqrt`` argument is >= 0
        and every divisor non-zero" (with ``descent``, also the negation of "a smaller
        counterexample exists"). A model is a counterexample (or a point where the lemma is
        undefined); with ``descent``, a model is a counterexample the descent does not reduce.

    Raises:
        NotExpressible: the lemma uses a construct the translation does not take.
        RuleError: the lemma does not parse.
    """
    plan = _Plan(tuple(UsedLemma(*u) for u in use), descent, abstract, bounded)
    return _lemma_query(text, variables, functions, plan, bits)[0]


def _lemma_query(text: str, variables: Sequence[str], functions: Mapping[str, Function], plan: _Plan,
                 bits: int | None) -> tuple[str, bool]:
    """:func:`lemma_query`, and whether the query is bounded (below ``2^bits``)."""
    use, descent, abstract = plan.use, plan.descent, plan.abstract
    if plan.bounded and bits is None:
        raise NotExpressible("a lemma using one proved below a bound needs the bound")
    tr = _IntegerTerms(functions, abstract, bits)
    tr.bounded = plan.bounded
    env = {v: z3.Int(v) for v in variables}
    for v in variables:
        tr._point(env[v])
    tree = read_rule(text)[1]
    goal = tr._bool(tr.term(tree, env), tree)
    failing = z3.Not(z3.And(goal, *tr.obligations))
    # every integer-valued part of the lemma as written that is linear (no product of two
    # non-constants) is a point too (translating it again reuses the memoised square roots and
    # quotients: no new variable)
    n_ob = len(tr.obligations)
    for node in ast.walk(tree):
        if isinstance(node, (ast.BinOp, ast.Call, ast.UnaryOp, ast.IfExp)) and _linear(node):
            t = tr.term(node, env)
            if isinstance(t, z3.ArithRef):
                tr._point(t)
    del tr.obligations[n_ob:]
    extra: list[Any] = []
    if descent:
        n0 = len(tr.obligations)
        smaller = {}
        for v in variables:
            t = read_rule(descent[v])[1]
            smaller[v] = tr._int(tr.term(t, env), t)
            tr._point(smaller[v])
        n1 = len(tr.obligations)
        goal1 = tr._bool(tr.term(tree, smaller), tree)
        again = z3.Not(z3.And(goal1, *tr.obligations[n1:]))
        reduced = [*tr.obligations[n0:n1], *[smaller[v] >= 0 for v in variables],
                   _total(list(smaller.values())) < _total(list(env.values())), again]
        extra.append(reduced)
    instances: list[Any] = []
    points = list(tr.points)
    for utext, uvars, at, used_bounded in use:
        # a used lemma proved below 2^bits only holds at arguments there
        limit = (1 << int(bits)) if used_bounded and bits is not None else None

        def guard(terms: Sequence[Any]) -> Any:
            return z3.And(*[c >= 0 for c in terms], *([c < limit for c in terms] if limit else []))

        utree = read_rule(utext)[1]
        if at:  # exactly this instance, at the terms given
            terms = []
            for v in uvars:
                t = read_rule(at[v])[1]
                terms.append(tr._int(tr.term(t, env), t))
            n0 = len(tr.obligations)
            inst = tr._bool(tr.term(utree, dict(zip(uvars, terms))), utree)
            del tr.obligations[n0:]
            instances.append(z3.Implies(guard(terms), inst))
            continue
        if len(points) ** len(uvars) + len(instances) > MAX_INSTANCES:
            raise NotExpressible(f"using '{utext}' at every point would make {len(points) ** len(uvars):,} instances, "
                                 f"more than {MAX_INSTANCES:,}; name the instances: NAME(VARIABLE = TERM, ...)")
        for combo in itertools.product(points, repeat=len(uvars)):
            state = tr.snapshot()
            inst = tr._bool(tr.term(utree, dict(zip(uvars, combo))), utree)
            if tr._n != state[2]:  # it would bring new square roots or quotients: not this instance
                tr.restore(state)
                continue
            # its definedness is not asked again (the used lemma was proved defined at every natural)
            del tr.obligations[state[1]:]
            tr.points = state[4]
            instances.append(z3.Implies(guard(combo), inst))
    below: list[Any] = []
    if tr.bounded:  # the lemma holds below 2^bits: its variables (and the smaller ones) stay there
        bound = 1 << int(bits)  # type: ignore[arg-type]
        below = [env[v] < bound for v in variables]
        for reduced in extra:
            reduced.extend(smaller[v] < bound for v in variables)
    s = z3.Solver()
    s.add(*[env[v] >= 0 for v in variables], *below, *tr.defs, *instances, failing,
          *[z3.Not(z3.And(*reduced)) for reduced in extra])
    how = ""
    if descent:
        how += "; by descent: " + ", ".join(f"{v} -> {descent[v]}" for v in variables)
    if use:
        how += f"; using {len(use)} proved lemma(s), {len(instances)} instance(s)"
    if abstract:
        how += "; the proof functions uninterpreted"
    where = f" below 2^{bits}" if tr.bounded else ""
    header = (f"; lemma: {text}\n; unsat: it holds for every natural number{where} of "
              f"{', '.join(variables) or 'no variable'}{how}\n")
    return canonical_smt2(header + s.to_smt2()), tr.bounded


def _prove_into(res: LemmaCheck, text: str, functions: Mapping[str, Function], budget: Budget,
                plan: _Plan = _Plan(), bits: int | None = None) -> bool:
    """Ask the solvers for ``res``'s lemma at every natural number; fill its query fields and,
    for a model that evaluation confirms, its counterexample. Returns True when the lemma is
    undefined at that counterexample (rather than false)."""
    try:
        smt2, is_bounded = _lemma_query(text, res.variables, functions, plan, bits)
        res.bound_bits = int(bits) if is_bounded and bits is not None else 0
    except (NotExpressible, NeedsBitVectors) as exc:
        res.solver_reason = f"no integer query: {exc}"
        return False
    res.smt2, res.smt2_sha256 = smt2, hashlib.sha256(smt2.encode()).hexdigest()
    d = decide(smt2, budget)
    res.solver_status, res.solvers = d.status, list(d.answers)
    if d.status == "unsat":
        return False
    if d.status == "sat":
        point = {v: int(d.values.get(v, 0)) for v in res.variables}
        where = ", ".join(f"{k} = {v}" for k, v in point.items())
        try:
            calls, final = _compiled(text, functions)
            ok = _evaluate_scalar(calls, final, point)
            why = ""
        except UndefinedValue as exc:  # isqrt of a negative number, division by zero: no value there
            ok, why = False, f"it is undefined there: {exc}"
        except RuleError as exc:  # past the language's limits: the model is not confirmed
            res.solver_reason = f"a solver's model ({where}) could not be evaluated: {exc}"
            return False
        if ok and plan.descent:  # a counterexample the descent does not reduce, or no counterexample at all
            res.solver_reason = f"the descent step fails at {where} (the lemma holds there)"
            return False
        if ok:
            res.solver_reason = f"a solver's model ({where}) is no counterexample when evaluated (a bug of gamecheck)"
        else:
            res.solver_reason = f"false at {where}" + (f" ({why})" if why else "") + " (evaluated)"
            res.counterexample = point
        return bool(why)
    res.solver_reason = d.reason or "the solvers did not settle it"
    return False


def _check_one(statement: str, text: str, variables: list[str], functions, bits: int,
               budget: Budget | None = LEMMA_BUDGET, plan: _Plan = _Plan(), unproved: str = "",
               names: Sequence[str] = ()) -> LemmaCheck:
    """One lemma established (see :func:`check_lemmas`): the solvers' proof for every natural
    number (``unproved``: the name of a used lemma that was not proved, so none is asked; ``names``:
    the used lemmas as the claim writes them), evaluation at every value below ``2^bits`` where
    feasible, and the combination."""
    t0 = time.perf_counter()
    res = LemmaCheck(statement, variables)
    try:
        if unproved:
            res.solver_reason = f"it uses the lemma '{unproved}', which was not proved for every natural number"
            undefined = False
        else:
            undefined = _prove_into(res, text, functions, budget, plan, bits) if budget is not None else False
        n = 1 << (bits * len(variables))
        inside = res.counterexample is not None and all(0 <= v < (1 << bits) for v in res.counterexample.values())
        if inside and n > MAX_LEMMA_VALUES:  # a model of the solvers, confirmed by evaluation, inside the width
            res.method = "a solver's model, evaluated"
            if undefined:
                res.reason = res.solver_reason
            return res
        res.counterexample = None  # evaluation finds the first one (one beyond the width says nothing about it)
        if n <= MAX_LEMMA_VALUES:
            _check_into(res, text, functions, bits)
        _combine(res, bits, n)
        if res.proved and res.holds and (plan.descent or names):
            how = (" by descent" if plan.descent else "") + (f", using {', '.join(names)}" if names else "")
            res.method = res.method.replace(_solver_method(res), _solver_method(res) + how, 1)
    finally:
        res.seconds = time.perf_counter() - t0
    return res


def _solver_method(res: LemmaCheck) -> str:
    return f"solver, every value below 2^{res.bound_bits}" if res.bound_bits else "solver, every integer"


def _combine(res: LemmaCheck, bits: int, n: int) -> None:
    """``res.holds``, ``method`` and ``reason`` from the solvers' answer and the evaluation."""
    evaluated = n <= MAX_LEMMA_VALUES
    below = f"evaluated at every value below 2^{bits}" if res.variables else "evaluated"
    if res.proved:
        if evaluated and not res.holds:  # evaluation contradicts two solvers' proof
            res.holds = False
            res.reason = ("two solvers proved it for every natural number, and evaluation disagrees"
                          + (f" at {_where(res.counterexample)}" if res.counterexample else f": {res.reason}")
                          + " (a bug of gamecheck)")
            return
        res.holds = True
        res.method = f"{_solver_method(res)} ({' + '.join(a.solver for a in res.solvers)})"
        if evaluated:
            res.method += f"; {below} as a cross-check"
        return
    if evaluated:
        if res.holds:
            res.method = below
        return  # res.holds / counterexample / reason from the evaluation
    res.holds = False
    res.reason = (f"inconclusive: the solvers did not prove it for every natural number ({res.solver_reason}), and "
                  f"{len(res.variables)} variable(s) at {bits} bits are {n:,} values, more than the "
                  f"{MAX_LEMMA_VALUES:,} a lemma is evaluated at")


def _where(point: Mapping[str, int] | None) -> str:
    return ", ".join(f"{k} = {v}" for k, v in (point or {}).items())


def check_lemmas(lemmas: Sequence[str | LemmaSpec], increasing: Sequence[str], functions: Mapping[str, Function],
                 bits: int, budget: Budget | None = LEMMA_BUDGET) -> list[LemmaCheck]:
    """Establish each lemma for every value of its variables below ``2^bits``.

    Each lemma is first proved for every natural number by the solvers (:func:`lemma_query`,
    decided by :func:`~gamecheck.prover.solvers.decide`: two solvers must answer ``unsat``),
    then, when its variables have at most :data:`MAX_LEMMA_VALUES` values below ``2^bits``,
    evaluated at every one (a cross-check of the proof, or the lemma's only support when the
    solvers do not settle it). A lemma that is neither proved nor evaluated is not established
    (``holds`` False, the reason says "inconclusive"); a model of the solvers is reported as a
    counterexample only after the lemma is evaluated false there, inside the width.

    Args:
        lemmas: rule-language truth values, or :class:`LemmaSpec` entries (a lemma that uses
            earlier ones by name, or is proved by ``descent``; :func:`lemma_query`); their free
            variables range over ``[0, 2^bits)``. A lemma using one that was not proved for every
            natural number gets no solver query (only evaluation).
        increasing: names of one-parameter functions claimed strictly increasing on
            ``[0, 2^bits]``, established as the lemma ``F(k) < F(k + 1)``.
        functions: the proof functions the lemmas call (:func:`parse_functions`).
        bits: the proof's width (any, 1..256; evaluation only up to :data:`MAX_LEMMA_VALUES`).
        budget: the resource limits of each lemma query (:data:`LEMMA_BUDGET`); None asks no
            solver (evaluation only, as before solver proofs of lemmas).

    Returns:
        One :class:`LemmaCheck` per lemma, then one per increasing function, in order. Function
        calls are evaluated at every value, also in a branch a condition would skip, so write
        arguments that are defined everywhere (e.g. ``max(x, 0)`` under ``isqrt``); the solver
        query asks the same of them.

    Raises:
        RuleError: a lemma that does not parse or calls an unknown function.
    """
    out = []
    by_name: dict[str, tuple[LemmaCheck, str, list[str]]] = {}
    for entry in lemmas:
        spec = entry if isinstance(entry, LemmaSpec) else LemmaSpec(entry)
        text = spec.text
        variables = lemma_variables(text, functions)
        parsed = [parse_use(u) for u in spec.use]
        use = tuple(UsedLemma(by_name[u][1], by_name[u][2], at, bool(by_name[u][0].bound_bits)) for u, at in parsed)
        unproved = next((u for u, _ in parsed if not by_name[u][0].proved), "")
        plan = _Plan(use, dict(spec.descent) if spec.descent else None, spec.abstract, any(u.bounded for u in use))
        res = _check_one(text, text, variables, functions, bits, budget, plan, unproved, spec.use)
        if spec.name:
            res.method += f"; named '{spec.name}'"
            by_name[spec.name] = (res, text, variables)
        out.append(res)
    for name in increasing:
        f = functions.get(name)
        if f is None or len(f.params) != 1:
            raise RuleError(f"'{name}' in prove_increasing is not a proof function of one parameter")
        out.append(_check_one(f"{name} is strictly increasing on [0, 2^{bits}]", f"{name}(k) < {name}(k + 1)",
                              ["k"], functions, bits, budget))
    return out


# -- the abstraction ---------------------------------------------------------------------------


@dataclass
class _App:
    name: str
    args: tuple[Any, ...]
    value: Any  # a SymInt, or an int for constant arguments


@dataclass
class ProofAbstraction:
    """Proof functions as fresh variables, shared by the compilers of one proof.

    Use :meth:`compiler` for every compiler of the conditions, then :meth:`constraints` for the
    constraints a query needs (functional consistency, lemma instances, monotonicity).

    Attributes:
        functions: the proof functions (:func:`parse_functions`).
        lemmas: the lemma texts (already checked by :func:`check_lemmas`).
        increasing: names of functions checked strictly increasing.
        bits: the width the lemmas were checked at (their variables range over ``[0, 2^bits)``).
        congruence: ``"ackermann"`` (each application a fresh variable, consistency asserted
            pairwise; z3 settles Wythoff's conditions about 3 times faster so) or
            ``"functions"`` (uninterpreted functions, whose consistency the solvers keep).
        uses: for a lemma (by its text), the names of the conditions it is added to (by
            default every condition).
        everywhere: lemma texts (and names of increasing functions) proved for every natural
            number: their instances are guarded by ``argument >= 0`` only, not by the width,
            so a query compiled at a larger bound keeps them (the proof for every size).
    """

    functions: Mapping[str, Function]
    lemmas: Sequence[str]
    increasing: Sequence[str]
    bits: int
    apps: list[_App] = field(default_factory=list)
    _cache: dict[tuple, _App] = field(default_factory=dict)
    _ufs: dict[str, Any] = field(default_factory=dict)
    congruence: str = "ackermann"
    uses: Mapping[str, Sequence[str]] = field(default_factory=dict)
    everywhere: frozenset | set = field(default_factory=frozenset)

    def compiler(self):
        """A :class:`~gamecheck.lang.smt.Compiler` whose texts have the functions' bodies
        abstracted and whose calls of the functions become :meth:`call`."""
        return Compiler(calls={name: self.call for name in self.functions},
                        rewrite=lambda tree: abstract_tree(tree, self.functions))

    def _function(self, name: str) -> Any:
        """The uninterpreted function standing for ``name`` (bit-vectors of :attr:`width` bits,
        or integers in integer mode)."""
        f = self._ufs.get(name)
        if f is None:
            sort = z3.IntSort() if S.in_integer_mode() else z3.BitVecSort(self.width)
            f = z3.Function(name, *([sort] * len(self.functions[name].params)), sort)
            self._ufs[name] = f
        return f

    @property
    def width(self) -> int:
        """Bits of the arguments and values of the uninterpreted functions: the proof's width
        plus 8 (values up to 2^7 times the largest position part)."""
        return self.bits + 8

    def _term(self, v: Any) -> Any:
        if S.in_integer_mode():
            return z3.IntVal(v) if isinstance(v, int) else v.term
        if isinstance(v, int):
            return z3.BitVecVal(v, self.width)
        if S.bv_width(v.lo, v.hi) > self.width:
            raise NotExpressible(f"a value in [{v.lo}, {v.hi}] is too wide for the proof functions' {self.width} bits")
        return S.extend(v.term, self.width)

    def call(self, comp, name: str, args: list) -> Any:
        """The value of ``name(*args)``: an int for constant arguments (evaluated), else the
        uninterpreted function applied to them, as a :class:`~gamecheck.lang.symbolic.SymInt`
        with the interval the compiler proves for the body at ``args`` (asserted by
        :meth:`constraints` in the queries that mention it)."""
        f = self.functions[name]
        if len(args) != len(f.params):
            raise NotExpressible(f"'{name}' takes {len(f.params)} argument(s), not {len(args)}")
        args = [S.num(a) if not isinstance(a, S.SymInt) else a for a in args]
        if any(not isinstance(a, (int, S.SymInt)) for a in args):
            raise NotExpressible(f"'{name}' takes integers")
        if all(isinstance(a, int) for a in args):
            value = int(rexpr.parse(f.body).evaluate(dict(zip(f.params, args))))
            key = (name,) + tuple(("c", a) for a in args)
            if key not in self._cache:
                self._cache[key] = app = _App(name, tuple(args), value)
                self.apps.append(app)
            return value
        key = (name,) + tuple(("c", a) if isinstance(a, int) else (a.term.get_id(), a.lo, a.hi) for a in args)
        hit = self._cache.get(key)
        if hit is not None:
            return hit.value
        scratch = Compiler()
        try:
            body = scratch.compile(f.body, dict(zip(f.params, args)))
        except NeedsBitVectors:
            # an integer proof whose function's body needs bit-vectors (zeck_min's circuit): only
            # its interval is needed, which a bit-vector compile of the same intervals gives
            with S.integer_mode(False):
                scratch = Compiler()
                bv_args = [a if isinstance(a, int) else S.sym_var(S.fresh_name("arg"), a.lo, a.hi) for a in args]
                body = scratch.compile(f.body, dict(zip(f.params, bv_args)))
        if scratch.defined:
            raise NotExpressible(f"'{name}' is not defined at every argument in range")
        lo, hi = S.bounds(body) if isinstance(body, S.SymInt) else (int(body), int(body))
        value: Any
        if lo == hi:
            value = lo
        else:
            if not S.in_integer_mode() and S.bv_width(lo, hi) > self.width:
                raise NotExpressible(f"'{name}' takes values in [{lo}, {hi}], too wide for {self.width} bits")
            if self.congruence == "functions":
                value = S.SymInt(self._function(name)(*[self._term(a) for a in args]), lo, hi)
            else:
                value = S.sym_var(S.fresh_name(name), lo, hi)
        app = _App(name, tuple(args), value)
        self._cache[key] = app
        self.apps.append(app)
        return value

    def _apps_in(self, assertions: Sequence[Any]) -> list[_App]:
        stack, seen = list(assertions), set()
        while stack:
            e = stack.pop()
            if e.get_id() in seen:
                continue
            seen.add(e.get_id())
            stack.extend(e.children())
        return [a for a in self.apps if isinstance(a.value, S.SymInt) and a.value.term.get_id() in seen]

    def _in_lemma_range(self, t: Any, everywhere: bool = False) -> Any:
        if everywhere:
            return S.zbool(S.num_le(0, t))
        return S.zbool(S.all_of([S.num_le(0, t), S.num_le(t, (1 << self.bits) - 1)]))

    def constraints(self, assertions: Sequence[Any], condition: str = "") -> list[z3.BoolRef]:
        """The constraints a query of ``assertions`` needs: every lemma instantiated at every
        argument (tuple) of the applications in it (guarded by the range the lemma was checked
        on), the interval of every application, the values at the constant arguments met so far,
        and monotonicity of the increasing functions between the query's own applications.
        Functional consistency is the uninterpreted functions' own. Every constraint holds of the
        true functions (the lemmas having been checked), so adding them is sound."""
        used = self._apps_in(assertions)
        terms: list[Any] = []
        seen = set()
        for a in used:
            for t in a.args:
                k = ("c", t) if isinstance(t, int) else (t.term.get_id(), t.lo, t.hi)
                if k not in seen:
                    seen.add(k)
                    terms.append(t)
        comp = self.compiler()
        out: list[z3.BoolRef] = []
        for text in self.lemmas:
            if condition and self.uses.get(text) and condition not in self.uses[text]:
                continue  # the lemma names the conditions it serves, and this is not one of them
            vs = lemma_variables(text, self.functions)
            for combo in itertools.product(terms, repeat=len(vs)):
                body = comp.compile(text, dict(zip(vs, combo)))
                guard = S.all_of([self._in_lemma_range(t, text in self.everywhere) for t in combo])
                out.append(S.zbool(S.implies(guard, body)))
        out.extend(comp.side)
        # every application the query now mentions, also those the instances reuse from the cache
        apps = self._apps_in(list(assertions) + out)
        out.extend(S.in_range(a.value, a.value.lo, a.value.hi) for a in apps)
        if self.congruence == "functions":
            # the values at constant arguments (the uninterpreted functions know nothing else)
            named = {a.name for a in apps}
            for a in self.apps:
                if isinstance(a.value, int) and a.name in named:
                    out.append(self._function(a.name)(*[self._term(x) for x in a.args]) == self._term(a.value))
        else:
            # functional consistency by hand (Ackermann 1954), also with the constant arguments
            known = [a for a in self.apps if isinstance(a.value, int)]
            for a, b in itertools.combinations(apps + known, 2):
                if a.name != b.name or (isinstance(a.value, int) and isinstance(b.value, int)):
                    continue
                if any(S.bounds(x)[1] < S.bounds(y)[0] or S.bounds(y)[1] < S.bounds(x)[0]
                       for x, y in zip(a.args, b.args)):
                    continue  # arguments that cannot be equal
                same = S.all_of([S.num_eq(x, y) for x, y in zip(a.args, b.args)])
                out.append(S.zbool(S.implies(same, S.num_eq(a.value, b.value))))
        for name in self.increasing:  # between the applications of the query itself
            mine = [a for a in used if a.name == name]
            for a, b in itertools.permutations(mine, 2):
                s, t = a.args[0], b.args[0]
                always = name in self.everywhere
                guard = S.all_of([self._in_lemma_range(s, always), self._in_lemma_range(t, always), S.num_lt(s, t)])
                out.append(S.zbool(S.implies(guard, S.num_lt(a.value, b.value))))
        return [c for c in out if not z3.is_true(c)]
