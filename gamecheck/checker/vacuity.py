"""Vacuity: a claim that holds (or is proved) but tests nothing.

A verdict that tests nothing is as bad as a wrong one. A claim that holds is *vacuous* when

1. its rule is a **tautology**: true for every value of its variables, whatever the game --
   the position's parts, the labels (``P``, ``N``, ``g``, ``wins``...) and the component
   Grundy values free -- and, for a statement about integers (``forall``), whatever values
   stand in place of its named functions (``isqrt``, ``fib``, ``bit``, ``^``...);
2. its ``where`` (or ``within``) is satisfied by **no position** of the domain;
3. the part of the claim that does the work is **never exercised**: a ``strategy`` or a
   ``winning-move`` rule that is never used (no position where it applies), a ``no-move`` or
   ``some-move`` claim whose rule holds nowhere, a ``no-move`` target that no position
   satisfies or that no move could reach, or the conclusion of an implication ``not A or B``
   (a rule's last disjunct) whose guards are true at every point, so ``B`` is never evaluated
   where it matters.

This is vacuity in the sense of model checking: a formula that holds vacuously in a
sub-formula holds whatever that sub-formula is (Beer, Ben-David, Eisner and Rodeh 1997,
"Efficient detection of vacuity in ACTL formulas"; Kupferman and Vardi 1999, "Vacuity
detection in temporal model checking").

**By evaluation** (over the domain the checker labelled): the positions where ``where``
holds, where the strategy or move rule is used, where a guard leaves the conclusion to
decide, are counted; a count of 0 is vacuity over that domain (exact, not sampled).

**By the solver** (z3, each query limited to :data:`SOLVER_RLIMIT` resource units): a rule is
compiled by :class:`LinearAbstraction` -- linear integer arithmetic, comparisons, ``and``/``or``/
``not``, conditionals, tuples, ``min``/``max``/``abs``/``sum``/``len`` and ``//``/``%`` by a
positive constant keep their meaning; every other operation (``^``, ``*`` of two variables,
``isqrt``, ``fib``, ``xor``, comprehensions...) becomes an *uninterpreted* function of its
arguments, so the solver may give it any value (equal arguments give equal values). The
abstraction over-approximates the rule's values, so

* ``not (where -> rule)`` unsatisfiable means the rule holds whatever those operations and
  the labels are: a tautology (:func:`tautology`); the Wythoff claim
  ``(n + isqrt(5n^2)) // 2 + n == (3n + isqrt(5n^2)) // 2`` is one, true whatever number
  ``isqrt(5n^2)`` is, so it does not test the golden ratio;
* ``where`` with the domain's bounds unsatisfiable means no position can satisfy it
  (:func:`prove_vacuity` uses it for the prover's domain of every position below 2^bits).

A rule that reads no variable at all (``3 + 4 + 5 == 12``) is an arithmetic fact, decided by
its arithmetic: it is never called a tautology. Nor is a ``forall`` rule of linear arithmetic
alone: a statement about integers that is true for every value is a theorem, and its truth is
what the claim states; a ``forall`` rule is vacuous when it stays true whatever the operations
it names are, for then it does not test them. A solver answer of ``unknown`` (time limit)
is never taken as vacuity.
"""

from __future__ import annotations

import ast
import itertools
from dataclasses import dataclass
from typing import Any, Callable, Iterable

import numpy as np

from gamecheck.lazy import lazy_module
from gamecheck.checker.heaps import HeapContext
from gamecheck.checker.context import (
    RuleContext, bool_values, claim_domain, claim_ruleset, multiset_limits, rule_names, truth, uses_multisets,
)
from gamecheck.claims import (
    AnswerClaim, Claim, ForallClaim, GrundyClaim, HookTable, LabelIdentityClaim, NoMoveClaim, PPositionsClaim,
    PRuleClaim, SomeMoveClaim, WinningMoveClaim,
)
from gamecheck.domain import BoxDomain, Domain, MultisetDomain
from gamecheck.engine.labels import OUTCOME_N
from gamecheck.errors import GamecheckError, NotExpressible, RuleError
from gamecheck.games.base import Ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import LABEL_NAMES, needed_lets, position_env
from gamecheck.lang.syntax import read_rule

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = ["vacuity", "prove_vacuity", "tautology", "LinearAbstraction", "SOLVER_TIMEOUT", "VACUITY_KINDS", "VACUITY",
           "VacuityHook"]

#: seconds per solver query of a vacuity check (an ``unknown`` answer is never vacuity)
SOLVER_TIMEOUT = 0.5
#: z3's resource limit per vacuity query (about half a second on a 2-core machine of 2026); the
#: decision rests on it, so it is the same everywhere; the time limit is only a safety net
SOLVER_RLIMIT = 1_000_000



@dataclass(frozen=True)
class VacuityHook:
    """What the vacuity checks examine of a claim kind (the hooks of :data:`VACUITY`).

    Attributes
    ----------
    evaluate : callable or None
        ``evaluate(claim, ruleset, domain, ctx, scope)``: the kind's own checks by evaluation
        over the checked domain (``scope`` is the ``where`` mask), after the common check of
        ``where``; the reason or ``None``.
    evaluates : callable
        ``evaluates(claim)``: whether the evaluation runs even for a claim without ``where``
        or ``strategy``.
    applies : callable
        ``applies(claim)``: whether the claim is examined at all (an ``answer`` at one
        position is not).
    on_proof : callable or None
        ``on_proof(claim, empty, where, domain_words)``: the kind's own checks by the solver
        after a proof, where ``empty(text)`` says whether no position of the proof's domain
        satisfies ``text``; the reason or ``None``.
    on_integers : callable or None
        ``on_integers(claim)``: the whole check of a statement about integers.
    tautology : bool
        Whether the claim's rule *is* the claim, so a tautology makes it vacuous
        (:func:`tautology`).
    """

    evaluate: Callable[..., str | None] | None = None
    evaluates: Callable[[Claim], bool] = lambda claim: False
    applies: Callable[[Claim], bool] = lambda claim: True
    on_proof: Callable[..., str | None] | None = None
    on_integers: Callable[[Claim], str | None] | None = None
    tautology: bool = False


#: the vacuity checks of each claim kind, keyed by the kind's class (:class:`VacuityHook`); a
#: kind without one (a claim about one position, a partition of the integers or a reachable
#: count always tests its one fact) is never vacuous
VACUITY = HookTable("vacuity")

#: the labels read as true/false (the others are integers; ``G`` is a sequence)
_BOOL_LABELS = ("P", "N", "D", "MP", "terminal")
#: functions whose value is true/false
_BOOL_FUNCTIONS = ("all", "any", "is_fib")
#: functions whose value is a sequence (never abstracted to one number)
_SEQ_FUNCTIONS = ("replace", "zeckendorf", "range")
#: the most points (or positions) the evaluation of guards visits
_MAX_POINTS = 5_000_000


def _shorten(text: str, limit: int = 70) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


# -- the abstraction ------------------------------------------------------------------------------

#: raised for a sub-expression the abstraction does not give a meaning: the nearest enclosing
#: node that can stand for one number or one truth value becomes a fresh uninterpreted term
#: (every exception class lives in gamecheck/errors.py)
_Opaque = NotExpressible


class LinearAbstraction:
    """Compiles rules to z3 over linear integer arithmetic, every other operation uninterpreted.

    Values are Python ints and bools (constants), z3 integer and boolean terms, and tuples of
    these. ``+``, ``-``, ``*`` by a constant, ``//`` and ``%`` by a positive constant (floor
    division, as Python), ``~``, comparisons (chains, ``in`` a tuple or a ``range``),
    ``and``/``or``/``not``, ``A if C else B``, tuple literals, subscripts of tuples, and
    ``abs``, ``min``, ``max``, ``sum``, ``len``, ``all``, ``any`` of tuples keep their meaning.
    A call of any other function with number arguments is an uninterpreted function of them
    (``isqrt(5 * n * n)`` twice is one value); any other construct (a comprehension, a
    subscript of the Grundy sequence ``G`` by a variable...) becomes a fresh term named by
    its text. Constant operands are evaluated exactly.

    Attributes:
        env: name -> value (z3 terms for variables, Python values for constants).
        touched: whether a compiled rule read a variable (a z3 term of ``env``).
        abstracted: the texts of the operations left uninterpreted, in order of appearance.
    """

    def __init__(self, env: dict[str, Any]):
        self.env = dict(env)
        self.touched = False
        self.abstracted: list[str] = []
        self._functions: dict[tuple[str, int], z3.FuncDeclRef] = {}
        self._opaque: dict[str, Any] = {}
        self._source = ""

    # -- entry point
    def compile(self, text: str) -> Any:
        """The value of rule ``text`` (parsed with :func:`gamecheck.lang.syntax.read_rule`, never
        evaluated by Python).

        Raises:
            RuleError: the rule does not parse.
            _Opaque: the whole rule is a sequence the abstraction cannot name.
        """
        source, tree = read_rule(text)
        old, self._source = self._source, source
        try:
            return self._c(tree)
        finally:
            self._source = old

    # -- helpers
    def _text(self, node: ast.AST) -> str:
        seg = ast.get_source_segment(self._source, node) if self._source else None
        return " ".join((seg or ast.unparse(node)).split())

    def _note(self, what: str) -> None:
        if what not in self.abstracted:
            self.abstracted.append(what)

    def _fresh(self, node: ast.AST, boolean: bool) -> Any:
        key = ("b:" if boolean else "i:") + self._text(node)
        if key not in self._opaque:
            name = f"opaque!{len(self._opaque)}"
            self._opaque[key] = z3.Bool(name) if boolean else z3.Int(name)
            self._note(self._text(node))
        return self._opaque[key]

    def _apply(self, name: str, args: list[Any], node: ast.AST, boolean: bool = False) -> Any:
        """``name`` applied to ``args`` as an uninterpreted function (one per name, arity and
        sort); ``node`` is the text noted in :attr:`abstracted`."""
        key = (name + ("?" if boolean else ""), len(args))
        f = self._functions.get(key)
        if f is None:
            sorts = [z3.IntSort()] * len(args) + [z3.BoolSort() if boolean else z3.IntSort()]
            f = z3.Function(f"uf!{name}!{len(args)}", *sorts)
            self._functions[key] = f
        self._note(self._text(node))
        return f(*args) if args else (z3.Bool if boolean else z3.Int)(f"uf!{name}!0")

    @staticmethod
    def is_const(v: Any) -> bool:
        return isinstance(v, (bool, int)) or (isinstance(v, tuple) and all(LinearAbstraction.is_const(e) for e in v))

    @staticmethod
    def as_int(v: Any) -> Any:
        if isinstance(v, bool):
            return int(v)
        if isinstance(v, int) or z3.is_arith(v):
            return v
        if z3.is_bool(v):
            return z3.If(v, 1, 0)
        raise _Opaque("not a number")

    @staticmethod
    def as_bool(v: Any) -> Any:
        if isinstance(v, bool):
            return v
        if isinstance(v, int):
            return v != 0
        if z3.is_bool(v):
            return v
        if z3.is_arith(v):
            return v != 0
        if isinstance(v, tuple):
            return len(v) > 0
        raise _Opaque("not a truth value")

    @staticmethod
    def _boolean_node(node: ast.AST) -> bool:
        if isinstance(node, (ast.Compare, ast.BoolOp)) or (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)):
            return True
        return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _BOOL_FUNCTIONS

    @staticmethod
    def _sequence_node(node: ast.AST) -> bool:
        if isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.GeneratorExp, ast.ListComp)):
            return True
        return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _SEQ_FUNCTIONS

    def _c(self, node: ast.AST) -> Any:
        meth = getattr(self, "_c_" + type(node).__name__, None)
        try:
            if meth is None:
                raise _Opaque(type(node).__name__)
            return meth(node)
        except _Opaque:
            if self._sequence_node(node) or (isinstance(node, ast.Name) and node.id == "G"):
                raise
            return self._fresh(node, self._boolean_node(node))
        except (ArithmeticError, ValueError, TypeError, OverflowError, z3.Z3Exception):
            # a constant operation the evaluator would refuse (division by zero...), or terms of
            # mixed sorts: any value is possible
            if self._sequence_node(node):
                raise _Opaque("sequence") from None
            return self._fresh(node, self._boolean_node(node))

    # -- nodes
    def _c_Constant(self, node: ast.Constant) -> Any:
        if isinstance(node.value, (bool, int)):
            return node.value
        raise _Opaque("constant")

    def _c_Name(self, node: ast.Name) -> Any:
        if node.id not in self.env:
            raise _Opaque(node.id)
        v = self.env[node.id]
        if v is _SEQUENCE:
            raise _Opaque(node.id)
        if not self.is_const(v):
            self.touched = True
        return v

    def _c_Tuple(self, node: ast.Tuple) -> tuple:
        return tuple(self._c(e) for e in node.elts)

    _c_List = _c_Tuple

    def _c_BinOp(self, node: ast.BinOp) -> Any:
        a, b = self._c(node.left), self._c(node.right)
        op = type(node.op)
        if isinstance(a, tuple) or isinstance(b, tuple):
            if op is ast.Add and isinstance(a, tuple) and isinstance(b, tuple):
                return a + b
            raise _Opaque("sequence arithmetic")
        a, b = self.as_int(a), self.as_int(b)
        const = isinstance(a, int) and isinstance(b, int)
        if op is ast.Add:
            return a + b
        if op is ast.Sub:
            return a - b
        if op is ast.Mult:
            if isinstance(a, int) or isinstance(b, int):
                return a * b
            return self._apply("*", [a, b], node)
        if op in (ast.FloorDiv, ast.Mod):
            if isinstance(b, int) and b > 0:
                if isinstance(a, int):
                    return a // b if op is ast.FloorDiv else a % b
                return a / b if op is ast.FloorDiv else a % b  # z3: floor for a positive divisor
            if const:
                return _constant("a0 // a1" if op is ast.FloorDiv else "a0 % a1", a, b)
            return self._apply("//" if op is ast.FloorDiv else "%", [a, b], node)
        symbol = {ast.Pow: "**", ast.BitXor: "^", ast.BitAnd: "&", ast.BitOr: "|", ast.LShift: "<<",
                  ast.RShift: ">>"}.get(op)
        if symbol is None:
            raise _Opaque("operator")
        if const:
            return _constant(f"a0 {symbol} a1", a, b)
        return self._apply(symbol, [a, b], node)

    def _c_UnaryOp(self, node: ast.UnaryOp) -> Any:
        a = self._c(node.operand)
        if isinstance(node.op, ast.Not):
            b = self.as_bool(a)
            return (not b) if isinstance(b, bool) else z3.Not(b)
        a = self.as_int(a)
        if isinstance(node.op, ast.USub):
            return -a
        if isinstance(node.op, ast.UAdd):
            return a
        return -a - 1  # ~a == -a - 1 for every integer

    def _c_BoolOp(self, node: ast.BoolOp) -> Any:
        parts = [self.as_bool(self._c(v)) for v in node.values]
        return _and(parts) if isinstance(node.op, ast.And) else _or(parts)

    def _equal(self, a: Any, b: Any) -> Any:
        if isinstance(a, tuple) or isinstance(b, tuple):
            if not (isinstance(a, tuple) and isinstance(b, tuple)):
                raise _Opaque("sequence compared with a number")
            if len(a) != len(b):
                return False
            return _and([self._equal(x, y) for x, y in zip(a, b)])
        if _is_boolish(a) and _is_boolish(b):
            a, b = self.as_bool(a), self.as_bool(b)
        else:
            a, b = self.as_int(a), self.as_int(b)
        if isinstance(a, (bool, int)) and isinstance(b, (bool, int)):
            return a == b
        return a == b

    def _member(self, x: Any, node: ast.AST) -> Any:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
            args = [self.as_int(self._c(a)) for a in node.args]
            if len(args) == 1:
                lo, hi = 0, args[0]
            elif len(args) == 2:
                lo, hi = args
            else:
                raise _Opaque("range with a step")
            x = self.as_int(x)
            return _and([lo <= x, x < hi])
        seq = self._c(node)
        if not isinstance(seq, tuple):
            raise _Opaque("membership")
        return _or([self._equal(x, e) for e in seq])

    def _c_Compare(self, node: ast.Compare) -> Any:
        left = self._c(node.left)
        out = []
        for op, right_node in zip(node.ops, node.comparators):
            if isinstance(op, (ast.In, ast.NotIn)):
                m = self._member(left, right_node)
                out.append(_not(m) if isinstance(op, ast.NotIn) else m)
                left = None
                continue
            right = self._c(right_node)
            if isinstance(op, (ast.Eq, ast.NotEq)):
                e = self._equal(left, right)
                out.append(_not(e) if isinstance(op, ast.NotEq) else e)
            else:
                if isinstance(left, tuple) or isinstance(right, tuple):
                    raise _Opaque("sequence order")
                a, b = self.as_int(left), self.as_int(right)
                out.append({ast.Lt: lambda: a < b, ast.LtE: lambda: a <= b, ast.Gt: lambda: a > b,
                            ast.GtE: lambda: a >= b}[type(op)]())
            left = right
        return _and(out)

    def _c_IfExp(self, node: ast.IfExp) -> Any:
        c = self.as_bool(self._c(node.test))
        if isinstance(c, bool):
            return self._c(node.body) if c else self._c(node.orelse)
        a, b = self._c(node.body), self._c(node.orelse)
        return self._choose(c, a, b)

    def _choose(self, c: Any, a: Any, b: Any) -> Any:
        if isinstance(a, tuple) or isinstance(b, tuple):
            if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
                return tuple(self._choose(c, x, y) for x, y in zip(a, b))
            raise _Opaque("sequences of different lengths")
        if _is_boolish(a) and _is_boolish(b):
            return z3.If(c, self.as_bool(a), self.as_bool(b))
        return z3.If(c, self.as_int(a), self.as_int(b))

    def _c_Subscript(self, node: ast.Subscript) -> Any:
        if isinstance(node.value, ast.Name) and node.value.id == "G":
            return self._apply("G", [self.as_int(self._c(node.slice))], node)
        seq = self._c(node.value)
        if not isinstance(seq, tuple):
            raise _Opaque("subscript")
        i = self.as_int(self._c(node.slice))
        if isinstance(i, int):
            if 0 <= i < len(seq):
                return seq[i]
            raise _Opaque("index out of range")
        if not seq or isinstance(seq[0], tuple):
            raise _Opaque("subscript")
        out = self._fresh(node, all(_is_boolish(e) for e in seq))  # an index out of range: any value
        for j in reversed(range(len(seq))):
            out = self._choose(i == j, seq[j], out)
        return out

    def _c_Call(self, node: ast.Call) -> Any:
        if not isinstance(node.func, ast.Name) or node.keywords:
            raise _Opaque("call")
        name = node.func.id
        if name in _SEQ_FUNCTIONS:
            raise _Opaque(name)
        args = [self._c(a) for a in node.args]
        if len(args) == 1 and isinstance(args[0], tuple) and name in ("min", "max", "sum", "all", "any", "len", "xor",
                                                                     "count", "mex"):
            items = list(args[0])
        else:
            items = args
        if name == "len" and len(args) == 1 and isinstance(args[0], tuple):
            return len(args[0])
        if name == "abs" and len(args) == 1:
            a = self.as_int(args[0])
            return abs(a) if isinstance(a, int) else z3.If(a >= 0, a, -a)
        if name in ("min", "max") and items and not any(isinstance(x, tuple) for x in items):
            vals = [self.as_int(x) for x in items]
            out = vals[0]
            for v in vals[1:]:
                if isinstance(out, int) and isinstance(v, int):
                    out = min(out, v) if name == "min" else max(out, v)
                else:
                    out = z3.If(v < out, v, out) if name == "min" else z3.If(v > out, v, out)
            return out
        if name == "sum" and len(args) == 1 and isinstance(args[0], tuple):
            return sum((self.as_int(x) for x in items), 0)
        if name in ("all", "any") and len(args) == 1 and isinstance(args[0], tuple):
            return (_and if name == "all" else _or)([self.as_bool(x) for x in items])
        if name == "count" and len(args) == 1 and isinstance(args[0], tuple):
            return sum((self.as_int(self.as_bool(x)) for x in items), 0)
        flat = []
        for x in items:
            if isinstance(x, tuple):
                raise _Opaque("sequence argument")
            flat.append(self.as_int(x))
        return self._apply(name, flat, node, boolean=name in _BOOL_FUNCTIONS)


def _constant(template: str, a: int, b: int) -> Any:
    """A constant operation, by the rule language's own evaluator (its limits and errors: an
    operation it refuses has no value, so it stays uninterpreted)."""
    try:
        return rexpr.parse(template).evaluate({"a0": a, "a1": b})
    except RuleError:
        raise _Opaque("refused") from None


#: the value of the Grundy sequence ``G`` (only its subscripts have a value: one per index)
_SEQUENCE = object()


def _is_boolish(v: Any) -> bool:
    return isinstance(v, bool) or (not isinstance(v, (int, tuple)) and z3.is_bool(v))


def _and(parts: list[Any]) -> Any:
    if any(p is False for p in parts):
        return False
    rest = [p for p in parts if p is not True]
    return True if not rest else (rest[0] if len(rest) == 1 else z3.And(*rest))


def _or(parts: list[Any]) -> Any:
    if any(p is True for p in parts):
        return True
    rest = [p for p in parts if p is not False]
    return False if not rest else (rest[0] if len(rest) == 1 else z3.Or(*rest))


def _not(v: Any) -> Any:
    return (not v) if isinstance(v, bool) else z3.Not(v)


def _unsat(assertions: Iterable[Any], timeout: float) -> bool:
    """Whether z3 answers ``unsat`` within :data:`SOLVER_RLIMIT` resource units (deterministic:
    the same answer on every machine), with ``timeout`` seconds as a safety net (``unknown``
    counts as no)."""
    s = z3.Solver()
    s.set("rlimit", SOLVER_RLIMIT)
    s.set("timeout", max(1, int(max(timeout, 10 * SOLVER_TIMEOUT) * 1000)))
    for a in assertions:
        if a is False:
            return True
        if a is not True:
            s.add(a)
    return s.check() == z3.unsat


# -- the claim's symbolic environment -------------------------------------------------------------

def _game_env(claim: Claim, ruleset: Ruleset, bounds: list[int] | None) -> tuple[dict[str, Any], list[Any]]:
    """The abstraction's environment of a game claim: the parts as integer variables (with
    ``0 <= part`` and, given ``bounds``, ``part <= bound``), the ruleset's parameters as their
    values, the labels and component Grundy values free; and the constraints on the parts."""
    k = ruleset.arity or 1
    parts = [z3.Int(f"x{i + 1}") for i in range(k)]
    cons: list[Any] = [p >= 0 for p in parts]
    if bounds is not None:
        cons += [p <= b for p, b in zip(parts, bounds)]
    if uses_multisets(claim, ruleset):
        # a multiset of heaps has no fixed number of parts: what reads the heaps is opaque here
        # (n, the one heap of a one-heap domain, stays an integer)
        env = {"n": parts[0], "x1": parts[0]} if multiset_limits(claim, ruleset)[0] == 1 else {}
        for name in LABEL_NAMES:
            env[name] = (_SEQUENCE if name == "G" else z3.Bool(f"label!{name}") if name in _BOOL_LABELS
                         else z3.Int(f"label!{name}"))
        return env, cons
    env = position_env(ruleset, parts)
    for name in LABEL_NAMES:
        if name == "G":
            env[name] = _SEQUENCE
        else:
            env[name] = z3.Bool(f"label!{name}") if name in _BOOL_LABELS else z3.Int(f"label!{name}")
    for i in range(k):
        env.setdefault(f"g{i + 1}", z3.Int(f"g{i + 1}"))
    return env, cons


def _bind_lets(ab: LinearAbstraction, claim: Claim, texts: Iterable[str | None]) -> None:
    """Bind the ``let`` helpers the texts need, in order (a helper the abstraction cannot name,
    e.g. a sequence, is left out: a rule using it becomes opaque there)."""
    try:
        names = needed_lets(claim.let, texts)
    except RuleError:
        names = list(claim.let)
    for name in names:
        try:
            ab.env[name] = ab.compile(claim.let[name])
        except (_Opaque, RuleError):
            ab.env.pop(name, None)


def _forall_env(claim: Claim) -> dict[str, Any]:
    return {name: z3.Int(name) for name in claim.vars}


def tautology(claim: Claim, ruleset: Ruleset | None = None, timeout: float = SOLVER_TIMEOUT) -> str | None:
    """Whether the claim's rule is a tautology, by the solver: true for every value of its
    variables, the labels free (whatever the game), every operation but linear arithmetic
    uninterpreted (:class:`LinearAbstraction`), under the claim's ``where``.

    Only the kinds whose rule *is* the claim are examined: ``label-identity`` and ``forall``
    (a ``p-rule`` of ``True`` says "every position in scope is P", which is a statement about
    the game). A rule that reads no variable is an arithmetic fact, never a tautology. A
    ``forall`` claim is a statement about integers, whose truth for every value *is* its
    content (``(x ^ y) == (y ^ x)``); it is a tautology only when it stays true whatever values
    stand in place of the operations it names (``isqrt``, ``fib``, ``^``...): then it does
    not test them. A ``forall`` rule of linear arithmetic alone names nothing of the kind.

    Args:
        claim: the claim.
        ruleset: its ruleset (for a game claim; built from the claim when ``None``).
        timeout: seconds for the solver.

    Returns:
        the reason (one sentence), or ``None``.
    """
    hook = VACUITY.find(claim)
    if hook is None or not hook.tautology or not claim.rule:
        return None
    integers = not type(claim).uses_ruleset
    try:
        if integers:
            env: dict[str, Any] = _forall_env(claim)
            cons: list[Any] = []
        else:
            rs = ruleset if ruleset is not None else claim_ruleset(claim)
            env, cons = _game_env(claim, rs, None)
        ab = LinearAbstraction(env)
        _bind_lets(ab, claim, (claim.rule, claim.where))
        ab.touched = False
        rule = ab.as_bool(ab.compile(claim.rule))
        where = ab.as_bool(ab.compile(claim.where)) if claim.where else True
    except (_Opaque, RuleError, GamecheckError, z3.Z3Exception):
        return None
    if not ab.touched:
        return None  # an arithmetic fact about constants: its arithmetic is what it tests
    free = [a for a in ab.abstracted if not any(a != b and a in b for b in ab.abstracted)]
    if integers and not free:
        return None  # a statement of linear arithmetic: the statement itself is what is checked
    if not _unsat(cons + [where, _not(rule)], timeout):
        return None
    scope = f" wherever '{_shorten(claim.where)}' holds" if claim.where else ""
    if integers:
        pieces = (" whatever values stand in place of " + ", ".join(f"'{_shorten(a, 40)}'" for a in free[:4])
                  if free else "")
        return (f"the rule '{_shorten(claim.rule)}' is true for every value of its variables{pieces} "
                "(z3: its negation is unsatisfiable), so checking it tests nothing of what it names")
    return (f"the rule '{_shorten(claim.rule)}' is true{scope} for every value of the position and of the labels, "
            "whatever the game (z3: its negation is unsatisfiable), so it tests nothing about the game")


def _where_unsat(claim: Claim, ruleset: Ruleset, bounds: list[int] | None, text: str,
                 timeout: float = SOLVER_TIMEOUT) -> bool:
    """Whether the solver shows that no position (parts in ``0..bounds``) satisfies ``text``."""
    try:
        env, cons = _game_env(claim, ruleset, bounds)
        ab = LinearAbstraction(env)
        _bind_lets(ab, claim, (text,))
        w = ab.as_bool(ab.compile(text))
    except (_Opaque, RuleError, GamecheckError, z3.Z3Exception):
        return False
    return _unsat(cons + [w], timeout)


# -- guards: the conclusion of an implication -----------------------------------------------------

def _implications(text: str) -> list[tuple[list[str], str]]:
    """The implications of a rule: each top-level conjunct that is a disjunction of two or more
    terms, as ``(guards, conclusion)`` texts -- the conclusion is the last term (``not A or B``
    reads "A implies B"; ``y > f or 3 * y < f or C`` reads "f/3 <= y <= f implies C")."""
    try:
        source, tree = read_rule(text)
    except RuleError:
        return []
    conjuncts = tree.values if isinstance(tree, ast.BoolOp) and isinstance(tree.op, ast.And) else [tree]
    out = []
    for c in conjuncts:
        if isinstance(c, ast.BoolOp) and isinstance(c.op, ast.Or) and len(c.values) >= 2:
            texts = [ast.get_source_segment(source, v) or ast.unparse(v) for v in c.values]
            out.append((texts[:-1], texts[-1]))
    return out


def _guard_reason(guards: list[str], conclusion: str, where: str) -> str:
    shown = " or ".join(f"'{_shorten(g, 50)}'" for g in guards)
    return (f"the conclusion '{_shorten(conclusion, 60)}' is never tested: at every {where} "
            f"{shown} is already true, so the rule holds whatever the conclusion says")


def _guards_on_domain(claim: Claim, ctx: RuleContext, scope: np.ndarray) -> str | None:
    """Evaluation over the domain: an implication of the rule whose guards are true at every
    position in scope."""
    for guards, conclusion in _implications(claim.rule or ""):
        free = scope.copy()
        try:
            for g in guards:
                free &= ~bool_values(ctx.evaluate(g, "guard", scope), g)
        except (RuleError, GamecheckError):
            continue
        if not free.any():
            return _guard_reason(guards, conclusion, "position in scope")
    return None


def _forall_points(claim: Claim) -> Iterable[dict[str, Any]]:
    names = list(claim.vars)
    for combo in itertools.product(*(range(lo, hi + 1) for lo, hi in claim.vars.values())):
        yield dict(zip(names, combo))


def _guards_on_integers(claim: Claim) -> str | None:
    """Evaluation over a ``forall`` claim's points: an implication whose guards are true at
    every point (stops at the first point that leaves the conclusion to decide)."""
    imps = _implications(claim.rule or "")
    if not imps:
        return None
    total = 1
    for lo, hi in claim.vars.values():
        total *= hi - lo + 1
    if total > _MAX_POINTS:
        return None
    names = list(claim.vars)
    try:
        lets = [(k, rexpr.parse(v, names + list(claim.let)[:i])) for i, (k, v) in enumerate(claim.let.items())]
        parsed = [([rexpr.parse(g, names + list(claim.let)) for g in gs], c) for gs, c in imps]
    except RuleError:
        return None
    open_ = [True] * len(parsed)  # still no point where all its guards are false
    for env in _forall_points(claim):
        try:
            for k, e in lets:
                env[k] = e.evaluate(env)
        except RuleError:
            continue
        for i, (gs, _) in enumerate(parsed):
            if open_[i]:
                try:
                    if not any(g.evaluate(env) for g in gs):
                        open_[i] = False
                except RuleError:
                    open_[i] = False
        if not any(open_):
            return None
    for i, (guards, conclusion) in enumerate(imps):
        if open_[i]:
            return _guard_reason(guards, conclusion, "point of the range")
    return None


# -- evaluation over the checked domain -----------------------------------------------------------

def _context(claim: Claim, ruleset: Ruleset, domain: Domain, engine: str) -> RuleContext:
    make = HeapContext if isinstance(domain, MultisetDomain) else RuleContext
    ctx = make(claim, ruleset, domain, engine, rule_names(claim, ruleset))  # type: ignore[arg-type]
    if type(claim).binds_lets:
        ctx.add_lets()
    return ctx


def _no_move_leaves(ctx: RuleContext, A: np.ndarray) -> bool:
    """Whether no position where ``A`` is true has a move to a position of the domain."""
    for i in np.flatnonzero(A).tolist()[:_MAX_POINTS]:
        pos = ctx.domain.position(i)
        if any(ctx.domain.index(mv.position) is not None for mv in ctx.options(pos)):
            return False
    return True


def _bounds(domain: Domain | None) -> list[int] | None:
    return list(domain.bounds) if isinstance(domain, BoxDomain) else None


def _where_reason(claim: Claim, ruleset: Ruleset, domain: Domain, text: str, field: str) -> str:
    everywhere = _where_unsat(claim, ruleset, None, text)
    how = ("the solver shows that no position satisfies it at all" if everywhere else
           "within the bound; the solver shows it unsatisfiable there" if _where_unsat(claim, ruleset, _bounds(domain), text)
           else "by evaluation at every position")
    return f"no position of the domain satisfies {field} '{_shorten(text)}' ({how}), so the claim speaks of nothing"


def _evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext, hook: VacuityHook) -> str | None:
    """The evaluation checks of a game claim that holds over ``domain`` (see the module text):
    the ``where`` condition, then the kind's own (``hook.evaluate``)."""
    scope = ctx.where_mask()
    if claim.where and not scope.any():
        return _where_reason(claim, ruleset, domain, claim.where, "the 'where' condition")
    return hook.evaluate(claim, ruleset, domain, ctx, scope) if hook.evaluate is not None else None


def _p_positions_evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                          scope: np.ndarray) -> str | None:
    if claim.within and not claim.positions:
        within = bool_values(ctx.evaluate(claim.within, "within"), claim.within)
        if not within.any():
            return _where_reason(claim, ruleset, domain, claim.within, "'within'")
    return None


def _move_unused(claim: Claim, ctx: RuleContext, scope: np.ndarray, what: str) -> str | None:
    """A move rule (or strategy) used at no position: no N-position with a move in scope."""
    codes = truth(ctx.labels, claim.misere)
    used = scope & (codes == OUTCOME_N) & ~ctx.terminal_mask()
    if not used.any():
        return (f"the {what} is never used: no position in scope is an N-position with a move, "
                "so no move of it is ever checked")
    return None


def _winning_move_evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                           scope: np.ndarray) -> str | None:
    return _move_unused(claim, ctx, scope, "move rule")


def _p_rule_evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                     scope: np.ndarray) -> str | None:
    if claim.strategy:
        return _move_unused(claim, ctx, scope, f"strategy '{_shorten(claim.strategy or '', 50)}'")
    return None


def _grundy_evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                     scope: np.ndarray) -> str | None:
    if claim.strategy:
        G = ctx.labels.grundy
        if not (scope & (G > 0)).any():
            return (f"the strategy '{_shorten(claim.strategy, 50)}' is never used: every position in scope has "
                    "Grundy value 0, so there is no smaller value for it to reach")
    return None


def _rule_in_scope(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                   scope: np.ndarray) -> tuple[np.ndarray, str | None]:
    """The positions in scope where a move claim's rule holds, and the reason when there are none."""
    A = bool_values(ctx.evaluate(claim.rule, "rule", scope), claim.rule) & scope  # type: ignore[arg-type]
    if not A.any():
        return A, _where_reason(claim, ruleset, domain, claim.rule if not claim.where else  # type: ignore[arg-type]
                                f"({claim.where}) and ({claim.rule})", "the rule")
    return A, None


def _some_move_evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                        scope: np.ndarray) -> str | None:
    # a strategy is used at every position of A (the claim held, so A is not empty)
    return _rule_in_scope(claim, ruleset, domain, ctx, scope)[1]


def _no_move_evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                      scope: np.ndarray) -> str | None:
    A, reason = _rule_in_scope(claim, ruleset, domain, ctx, scope)
    if reason:
        return reason
    B = bool_values(ctx.evaluate(claim.target, "target"), claim.target)  # type: ignore[arg-type]
    if not B.any():
        return (f"no position of the domain satisfies the target '{_shorten(claim.target or '')}', "
                "so no move can reach it whatever the game")
    if _no_move_leaves(ctx, A):
        return (f"no position satisfying '{_shorten(claim.rule or '')}' has a move, so the target "
                "is never reached by any move and the claim tests nothing")
    return None


def _label_identity_evaluate(claim: Claim, ruleset: Ruleset, domain: Domain, ctx: RuleContext,
                             scope: np.ndarray) -> str | None:
    reason = tautology(claim, ruleset)
    if reason:
        return reason
    return _guards_on_domain(claim, ctx, scope)


def vacuity(claim: Claim, ruleset: Ruleset | None = None, domain: Domain | None = None, *,
            context: RuleContext | None = None, engine: str = "auto") -> str | None:
    """Why a claim that holds is vacuous, or ``None`` when it tests something.

    Run on every claim whose exhaustive check holds (:func:`gamecheck.checker.serial.check_claim`
    and :func:`gamecheck.checker.parallel.check_claim_parallel` call it); see the module text
    for the three kinds of vacuity, by evaluation over the checked domain and by the solver
    (Beer et al. 1997; Kupferman and Vardi 1999).

    Args:
        claim: the claim, as checked (with ``play`` set by a ``misere(...)`` ruleset).
        ruleset: its ruleset (part count fixed), for a game claim; built when ``None``.
        domain: the domain it was checked over; built (:func:`claim_domain`) when ``None``.
        context: the checker's :class:`RuleContext` of that domain, when at hand (its
            evaluated rules and labels are reused).
        engine: graph engine, when the labels must be computed.

    Returns:
        the reason (one sentence saying what is never tested and why), or ``None``.

    Raises:
        UsageError, RuleError: as the check of the claim would (a malformed claim).
        ResourceLimitError: when the domain does not fit (as the check would).
    """
    hook = VACUITY.find(claim)
    if hook is None:
        return None
    if hook.on_integers is not None:
        return hook.on_integers(claim)
    if not hook.applies(claim):
        return None
    needs_eval = bool(claim.where or claim.strategy or hook.evaluates(claim))
    if not needs_eval:
        return None
    rs = ruleset if ruleset is not None else claim_ruleset(claim)
    if context is None:
        dom = domain if domain is not None else claim_domain(claim, rs, None, engine)
        context = _context(claim, rs, dom, engine)
    return _evaluate(claim, rs, context.domain, context, hook)


def prove_vacuity(claim: Claim, bits: int, timeout: float = SOLVER_TIMEOUT) -> str | None:
    """Why a claim the prover proved (every position with parts below ``2**bits``, or every
    value of a ``forall`` range) is vacuous, by the solver alone, or ``None``.

    The checks: the rule is a tautology (:func:`tautology`); no position of the proof's domain
    satisfies ``where`` (or, for a ``some-move``/``no-move`` claim, its rule within ``where``;
    for a ``no-move`` claim, its target); a ``p-rule``'s strategy has no position to act on
    (the rule is true at every position in scope), likewise a ``winning-move`` claim's
    ``p_rule``; a Grundy strategy has no value below the rule's to reach (the rule is 0 in
    scope). Each is an ``unsat`` answer about the :class:`LinearAbstraction` of the rules, which
    over-approximates them, so an answer is always sound; ``unknown`` is never vacuity.
    Evaluation over a bounded domain is :func:`vacuity`'s (the audit checks every claim it
    proves).

    Args:
        claim: the proved claim.
        bits: the bit width of the proof's domain (parts in ``0 .. 2**bits - 1``).
        timeout: seconds per solver query.

    Returns:
        the reason, or ``None``.

    Raises:
        UsageError: a claim whose ruleset cannot be built.
    """
    hook = VACUITY.find(claim)
    if hook is None:
        return None
    reason = tautology(claim, None, timeout)
    if reason or not type(claim).uses_ruleset:
        return reason
    rs = claim_ruleset(claim)
    top = 2 ** int(bits) - 1
    bounds = [top] * (rs.arity or 1)
    where = f"({claim.where})" if claim.where else "True"

    def empty(text: str) -> bool:
        return _where_unsat(claim, rs, bounds, text, timeout)

    domain_words = f"below 2^{bits}"
    if claim.where and empty(claim.where):
        return (f"no position with parts {domain_words} satisfies the 'where' condition '{_shorten(claim.where)}' "
                "(the solver shows it unsatisfiable), so the proof speaks of nothing")
    return hook.on_proof(claim, empty, where, domain_words) if hook.on_proof is not None else None


def _rule_empty_on_proof(claim: Claim, empty: Callable[[str], bool], where: str, domain_words: str) -> str | None:
    if claim.rule and empty(f"{where} and ({claim.rule})"):
        return (f"no position with parts {domain_words} satisfies the rule '{_shorten(claim.rule)}' in scope "
                "(the solver shows it unsatisfiable), so the claim speaks of nothing")
    return None


def _no_move_on_proof(claim: Claim, empty: Callable[[str], bool], where: str, domain_words: str) -> str | None:
    reason = _rule_empty_on_proof(claim, empty, where, domain_words)
    if reason:
        return reason
    if claim.target and empty(claim.target):
        return (f"no position with parts {domain_words} satisfies the target '{_shorten(claim.target)}' "
                "(the solver shows it unsatisfiable), so no move can reach it")
    return None


def _p_rule_on_proof(claim: Claim, empty: Callable[[str], bool], where: str, domain_words: str) -> str | None:
    if claim.strategy and claim.rule and empty(f"{where} and not ({claim.rule})"):
        return (f"the strategy is never used: the rule '{_shorten(claim.rule)}' calls every position in scope P "
                "(the solver shows its negation unsatisfiable), so no N-position needs a move")
    return None


def _winning_move_on_proof(claim: Claim, empty: Callable[[str], bool], where: str, domain_words: str) -> str | None:
    if claim.p_rule and empty(f"{where} and not ({claim.p_rule})"):
        return (f"the move rule is never used: the P-rule '{_shorten(claim.p_rule)}' covers every position in scope "
                "(the solver shows its negation unsatisfiable)")
    return None


def _grundy_on_proof(claim: Claim, empty: Callable[[str], bool], where: str, domain_words: str) -> str | None:
    if claim.strategy and claim.rule and empty(f"{where} and ({claim.rule}) > 0"):
        return (f"the strategy is never used: the rule '{_shorten(claim.rule)}' is 0 at every position in scope "
                "(the solver shows it), so there is no smaller value to reach")
    return None


def _always(claim: Claim) -> bool:
    return True


VACUITY.add(PRuleClaim, VacuityHook(evaluate=_p_rule_evaluate, on_proof=_p_rule_on_proof))
VACUITY.add(GrundyClaim, VacuityHook(evaluate=_grundy_evaluate, on_proof=_grundy_on_proof))
VACUITY.add(WinningMoveClaim, VacuityHook(evaluate=_winning_move_evaluate, evaluates=_always,
                                          on_proof=_winning_move_on_proof))
VACUITY.add(PPositionsClaim, VacuityHook(evaluate=_p_positions_evaluate, evaluates=lambda c: bool(c.within)))
VACUITY.add(NoMoveClaim, VacuityHook(evaluate=_no_move_evaluate, evaluates=_always, on_proof=_no_move_on_proof))
VACUITY.add(SomeMoveClaim, VacuityHook(evaluate=_some_move_evaluate, evaluates=_always,
                                       on_proof=_rule_empty_on_proof))
VACUITY.add(LabelIdentityClaim, VacuityHook(evaluate=_label_identity_evaluate, evaluates=_always, tautology=True))
VACUITY.add(AnswerClaim, VacuityHook(applies=lambda c: c.position is None))
VACUITY.add(ForallClaim, VacuityHook(on_integers=lambda c: tautology(c) or _guards_on_integers(c), tautology=True))
#: the kinds whose vacuity is examined (those with a hook in :data:`VACUITY`)
VACUITY_KINDS = VACUITY.kinds()
