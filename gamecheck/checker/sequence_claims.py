"""Claims about a whole Grundy sequence, decided for every n by a periodicity theorem.

A claim about a heap game's Grundy sequence or its P-positions with no upper limit on ``n``
(a ``p-rule``, ``grundy`` or ``label-identity`` claim about one heap, with no ``bound``) speaks
of every heap size ``n >= 0``: ``G(n + 34) == G(n)`` where ``n >= 52``, "the P-positions are the
n with n mod 7 in {0, 2}". Such a claim is decided in two steps:

1. **The sequence.** Where a periodicity theorem applies -- the Guy–Smith theorem for octal codes
   (Guy and Smith 1956; *Winning Ways* ch. 4; Siegel 2013 IV.2), its analogue for hexadecimal
   codes, the window of finite subtraction sets (:mod:`gamecheck.engine.periodicity`) -- the
   sequence is computed until the theorem certifies ``g(n + p) = g(n)`` for every ``n >= e``
   (Nim's ``g(n) = n`` is Bouton's, 1901).
2. **The rule.** The claim's condition at ``n`` is read, form by form, as an *ultimately
   periodic* function of ``n`` (:func:`shape_of`): ``n % 7``, ``G(n + 34)``, ``n >= 52``, sums,
   comparisons, ``mex`` over a fixed set... each has a threshold ``T`` and a period ``Q`` with
   ``c(n + Q) = c(n)`` for ``n >= T`` (linear terms are tracked exactly, and an arithmetic
   periodicity ``v(n + Q) = v(n) + d`` cancels in a difference, so ``g == n`` in Nim is decided
   too). Then checking ``n = 0 .. T + Q - 1`` decides every ``n``: the verdict is **proved**,
   with the theorem, the certified preperiod and period and the range recomputed.

A claim that fails is **refuted** at the least ``n`` where it does (its witness is that of the
bounded check at that ``n``). Where no theorem certifies the sequence, or the rule is not of a
form read here, or the claim is about misère play, the claim is checked up to a bound
(:data:`UNBOUNDED_CHECK` heaps): refuted when it fails there, else **inconclusive** for every
``n`` with the reason and the bound reached.
"""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass, replace
from typing import Any, Callable

import numpy as np

from gamecheck.audit import Draft, Witness
from gamecheck.checker.context import bool_values, claim_names, multiset_limits, uses_multisets
from gamecheck.claims import Claim, GrundyClaim, LabelIdentityClaim, PRuleClaim
from gamecheck.engine.sprague import heap_grundy_at, heap_values_of
from gamecheck.domain import box_domain
from gamecheck.engine.label import label_domain
from gamecheck.errors import NotPeriodic, RuleError, UndefinedValue, UsageError
from gamecheck.games.base import Ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import needed_lets
from gamecheck.lang.sequence import IndexedSequence
from gamecheck.lang.syntax import read_rule

__all__ = [
    "UNBOUNDED_CHECK", "UNBOUNDED_MISERE_CHECK", "Shape", "NotPeriodic", "SequenceTheory", "sequence_theory",
    "is_sequence_claim", "shape_of", "decide_every_n", "decide_equivalent",
]

#: heap sizes checked when no theorem decides a claim about every n (normal play)
UNBOUNDED_CHECK = 4096
#: the same in misère play (each heap's misère outcome comes from the misère quotient)
UNBOUNDED_MISERE_CHECK = 200
#: the kinds whose claims about one heap may speak of every n
_KINDS = (PRuleClaim, GrundyClaim, LabelIdentityClaim)
#: the longest constant range a comprehension is unrolled over by the reading of a rule
_MAX_UNROLL = 4096


@dataclass(frozen=True)
class Shape:
    """How a value of a rule depends on ``n``: for every ``n >= T``, ``v(n + Q) = v(n) + d``.

    Attributes:
        T: the threshold.
        Q: the period (``>= 1``).
        d: the change over one period (0: periodic; a truth value always has 0).
        lin: ``(a, b)`` when ``v(n) = a*n + b`` exactly for every ``n >= 0``, else ``None``.
        items: for a tuple, the shapes of its elements (then the other fields join them).
        eventually: for a truth value that is constant from ``T`` on, the constant when it is
            known (``n >= 52`` is eventually true), which decides ``A if C else B``, ``and``
            and ``or`` for large ``n`` without reading the other side.
    """

    T: int = 0
    Q: int = 1
    d: int = 0
    lin: tuple[int, int] | None = None
    items: tuple["Shape", ...] | None = None
    #: for a truth value constant from ``T`` on, that constant (``None``: not known)
    eventually: bool | None = None

    @property
    def const(self) -> int | None:
        """The value when it is a known constant."""
        return self.lin[1] if self.lin is not None and self.lin[0] == 0 else None

    def scaled_d(self, Q: int) -> int:
        """The change over ``Q`` (a multiple of :attr:`Q`)."""
        return self.d * (Q // self.Q)


def _const(v: int) -> Shape:
    return Shape(0, 1, 0, (0, int(v)))


def _periodic(*shapes: Shape, T: int = 0) -> Shape:
    """The join of periodic shapes (``d == 0``): threshold the largest, period the lcm."""
    for s in shapes:
        if s.d != 0:
            raise NotPeriodic("a value that grows with n is used where only periodic values are read")
    return Shape(max([T] + [s.T for s in shapes]), math.lcm(*[s.Q for s in shapes]) if shapes else 1, 0)


def _linear_sum(a: Shape, b: Shape, sign: int) -> Shape:
    Q = math.lcm(a.Q, b.Q)
    lin = None
    if a.lin is not None and b.lin is not None:
        lin = (a.lin[0] + sign * b.lin[0], a.lin[1] + sign * b.lin[1])
    return Shape(max(a.T, b.T), Q, a.scaled_d(Q) + sign * b.scaled_d(Q), lin)


def _is_zero(v: Shape) -> Shape:
    """The shape of ``v == 0`` (a truth value)."""
    return _periodic(v) if v.d == 0 else _eventually_constant(v, ast.Eq)


_SIGN_TRUE = {ast.Eq: lambda s: False, ast.NotEq: lambda s: True, ast.Lt: lambda s: s < 0, ast.LtE: lambda s: s < 0,
              ast.Gt: lambda s: s > 0, ast.GtE: lambda s: s > 0}


def _eventually_constant(diff: Shape, op: type) -> Shape:
    """A comparison ``left OP right`` whose difference ``left - right`` grows linearly: constant
    from where its sign is fixed, and that constant known from the sign of the slope."""
    if diff.lin is None or diff.lin[0] == 0:
        raise NotPeriodic("a comparison of values whose difference grows with n, not exactly linearly")
    a, b = diff.lin
    # a*n + b has the sign of a for n > |b| (|a| >= 1)
    value = _SIGN_TRUE[op](1 if a > 0 else -1) if op in _SIGN_TRUE else None
    return Shape(abs(b) + 1, 1, 0, eventually=value)


@dataclass
class SequenceTheory:
    """What decides a claim about every n of one heap game: the Grundy values and, where a
    theorem certifies them, the sequence's shape.

    Attributes:
        game: the heap game (its heap count ignored).
        shape: ``G(n)`` as a :class:`Shape` (preperiod, period and saltus), or ``None`` when no
            theorem certifies the sequence.
        theorem: the certificate in words (or why there is none).
        values: ``values(idx)`` gives ``G`` at the heap sizes ``idx``.
    """

    game: Ruleset
    shape: Shape | None
    theorem: str
    values: Callable[[np.ndarray], np.ndarray]


def sequence_theory(ruleset: Ruleset, n: int = UNBOUNDED_CHECK) -> SequenceTheory:
    """The Grundy sequence of a heap game, computed up to ``n`` heaps or until a periodicity
    theorem certifies it (:class:`SequenceTheory`).

    Raises:
        ResourceLimitError: values that would not fit in memory or time.
    """
    game = ruleset.unwrapped
    if game.nim_heaps:
        return SequenceTheory(game, Shape(0, 1, 1, (1, 0)), "Bouton (1901): a Nim heap of n has Grundy value n "
                              "(its options are the heaps 0 .. n-1, whose mex is n)", lambda idx: np.asarray(idx))
    hv = heap_values_of(game)
    if hv is None:
        return SequenceTheory(game, None, f"{game.spec()} has no Grundy sequence of single heaps",
                              lambda idx: heap_grundy_at(game, idx))
    hv.ensure(n)
    per = hv.periodicity
    values = hv.values_at
    title = getattr(game, "title", game.spec())
    if per is None or not per.certified:
        why = ((game.periodicity_reason or f"no periodicity theorem applies to {title}")
               if game.periodicity_theorem is None
               else f"the Grundy sequence of {title} is not certified periodic by n = {len(hv.values) - 1:,} "
                    f"({per.status() if per is not None else 'no period found'})")
        return SequenceTheory(game, None, why, values)
    return SequenceTheory(game, Shape(per.preperiod, per.period, per.saltus), per.certificate, values)


def is_sequence_claim(claim: Claim, ruleset: Ruleset, bound: Any = None) -> bool:
    """Whether a claim speaks of every heap size n of a heap game: a ``p-rule``, ``grundy`` or
    ``label-identity`` claim with no ``bound`` (and none given by the caller) whose positions
    are single heaps (``heaps = 1`` of a game that never splits a heap, such a game's default of
    one heap, or ``max_heaps = 1``)."""
    if not isinstance(claim, _KINDS) or claim.bound is not None or bound is not None or claim.position is not None:
        return False
    rs = ruleset.unwrapped
    if not rs.is_heap_game or rs.is_sum or rs.loopy:
        return False
    if uses_multisets(claim, ruleset):
        return multiset_limits(claim, ruleset)[0] == 1
    return ruleset.arity == 1


# -- reading a rule's dependence on n ------------------------------------------------------------

class _Reader:
    """Reads a rule's syntax tree as a :class:`Shape` (see :func:`shape_of`)."""

    def __init__(self, theory: SequenceTheory, env: dict[str, Any], lets: dict[str, ast.expr]):
        self.theory = theory
        self.env = env  # constants: the ruleset's parameters
        self.lets = lets
        self.bound: dict[str, Any] = {}

    def read(self, node: ast.expr) -> Any:
        meth = getattr(self, "r_" + type(node).__name__, None)
        if meth is None:
            raise NotPeriodic(f"'{ast.unparse(node)}' is not read as a function of n")
        return meth(node)

    def shape(self, node: ast.expr) -> Shape:
        v = self.read(node)
        if isinstance(v, list):
            raise NotPeriodic(f"'{ast.unparse(node)}' is a sequence where a value is needed")
        return v

    # values
    def r_Constant(self, node: ast.Constant) -> Shape:
        if isinstance(node.value, bool) or isinstance(node.value, int):
            return _const(int(node.value))
        raise NotPeriodic(f"constant {node.value!r}")

    def _g_of(self, x: Shape, what: str) -> Shape:
        G = self.theory.shape
        if G is None:
            raise NotPeriodic(self.theory.theorem)
        if x.const is not None:
            return Shape(0, 1, 0)
        if G.lin is not None and x.lin is not None and x.lin[0] >= 1:
            a, b = x.lin  # G(n) = g1*n + g0 exactly (Nim): G(a*n + b) is linear too
            return Shape(max(0, -(-(-b) // a)), 1, G.lin[0] * a, (G.lin[0] * a, G.lin[0] * b + G.lin[1]))
        if x.lin is not None and x.lin[0] >= 1:
            a, b = x.lin
            T = max(0, -(-(G.T - b) // a))
            return Shape(max(T, x.T), G.Q, a * G.d)
        if x.d == 0 and G.d == 0:
            return Shape(x.T, x.Q, 0)
        raise NotPeriodic(f"{what}: the index is not of the form a*n + b with a >= 1")

    def grundy_is_zero(self, what: str = "P") -> Shape:
        """The shape of ``G(n) == 0`` (``P``): periodic with the sequence, or, for an arithmetic
        periodicity with saltus ``d >= 1`` that is not exactly linear, eventually false: Grundy
        values are non-negative, so ``g(n) = g(n - Q) + d >= d > 0`` for every ``n >= T + Q``."""
        G = self.theory.shape
        if G is not None and G.d > 0 and G.lin is None:
            return Shape(G.T + G.Q, 1, 0, eventually=False)
        return _is_zero(self._g_of(Shape(0, 1, 1, (1, 0)), what))

    def r_Name(self, node: ast.Name) -> Any:
        name = node.id
        if name in self.bound:
            return self.bound[name]
        if name in ("n", "x1"):
            return Shape(0, 1, 1, (1, 0))
        if name == "g":
            return self._g_of(Shape(0, 1, 1, (1, 0)), "g")
        if name in ("P", "N"):
            return self.grundy_is_zero(name)
        if name == "heaps":
            return [Shape(1, 1, 1, (1, 0))]  # one heap of n (n >= 1; n = 0 is checked directly)
        if name == "k":
            return Shape(1, 1, 0)
        if name == "G":
            raise NotPeriodic("G is read only at an index, G(...)")
        if name in self.lets:
            node_ = self.lets[name]
            self.bound[name] = self.read(node_)
            return self.bound[name]
        if name in self.env:
            v = self.env[name]
            if isinstance(v, (tuple, list)):
                return [_const(int(x)) for x in v]
            return _const(int(v))
        raise NotPeriodic(f"'{name}' is not decided for every n by the Grundy sequence")

    def r_Tuple(self, node: ast.Tuple) -> list:
        return [self.shape(e) for e in node.elts]

    r_List = r_Tuple

    def r_Subscript(self, node: ast.Subscript) -> Shape:
        if isinstance(node.value, ast.Name) and node.value.id == "G":
            return self._g_of(self.shape(node.slice), ast.unparse(node))
        seq = self.read(node.value)
        i = self.shape(node.slice)
        if not isinstance(seq, list):
            raise NotPeriodic(f"'{ast.unparse(node)}' indexes a value")
        if i.const is not None:
            if not 0 <= i.const < len(seq):
                return Shape(0, 1, 0)  # undefined everywhere: the check finds it at n = 0
            return seq[i.const]
        return _periodic(i, *seq)

    def r_UnaryOp(self, node: ast.UnaryOp) -> Shape:
        v = self.shape(node.operand)
        if isinstance(node.op, ast.Not):
            out = _periodic(v)
            return out if v.eventually is None else Shape(out.T, 1, 0, eventually=not v.eventually)
        if isinstance(node.op, ast.USub):
            return Shape(v.T, v.Q, -v.d, None if v.lin is None else (-v.lin[0], -v.lin[1]))
        if isinstance(node.op, ast.UAdd):
            return v
        return Shape(v.T, v.Q, -v.d)  # ~x = -x - 1

    def r_BinOp(self, node: ast.BinOp) -> Shape:
        a, b = self.shape(node.left), self.shape(node.right)
        op = node.op
        if isinstance(op, ast.Add):
            return _linear_sum(a, b, 1)
        if isinstance(op, ast.Sub):
            return _linear_sum(a, b, -1)
        if isinstance(op, ast.Mult):
            for x, y in ((a, b), (b, a)):
                c = y.const
                if c is not None:
                    return Shape(x.T, x.Q, x.d * c, None if x.lin is None else (x.lin[0] * c, x.lin[1] * c))
            return _periodic(a, b)
        if isinstance(op, (ast.FloorDiv, ast.Mod)):
            c = b.const
            if c is None or c == 0:
                return _periodic(a, b)  # (a zero divisor is undefined: the check finds it)
            if isinstance(op, ast.Mod):
                # x(n + Q|c|) = x(n) + d|c|, the same modulo c
                return Shape(a.T, a.Q * (abs(c) if a.d else 1), 0)
            if a.lin is not None and a.lin[0] % c == 0:
                # (a0*n + b) // c = (a0/c)*n + b // c exactly when c divides a0
                return Shape(a.T, 1, a.lin[0] // c, (a.lin[0] // c, a.lin[1] // c))
            # over Q|c| the value moves by d|c|, so its quotient by c by d*sign(c)
            return Shape(a.T, a.Q * abs(c), a.d * abs(c) // c if a.d else 0)
        if isinstance(op, (ast.RShift, ast.LShift, ast.BitAnd, ast.BitOr, ast.BitXor, ast.Pow)):
            return _periodic(a, b)
        raise NotPeriodic(f"operator in '{ast.unparse(node)}'")

    def r_BoolOp(self, node: ast.BoolOp) -> Shape:
        # ``A and B``: eventually B where A is eventually true, eventually false where A is
        # eventually false (``or`` the other way round); the rest joined
        absorbing = isinstance(node.op, ast.Or)  # the value that decides the whole
        parts, failed = [], None
        for v in node.values:
            try:
                parts.append(self.shape(v))
            except NotPeriodic as exc:
                failed = exc
        for p in parts:
            if p.eventually is absorbing:
                return Shape(p.T, 1, 0, eventually=absorbing)
        if failed is not None:
            raise failed
        rest = [p for p in parts if p.eventually is None]
        T = max([p.T for p in parts] + [0])
        if not rest:
            return Shape(T, 1, 0, eventually=not absorbing)
        return _periodic(*rest, T=T)

    def r_IfExp(self, node: ast.IfExp) -> Shape:
        c = _periodic(self.shape(node.test))
        test = self.shape(node.test)
        if test.eventually is not None:
            # from the test's threshold on one branch only is taken (the other is checked below it)
            branch = self.shape(node.body if test.eventually else node.orelse)
            return Shape(max(test.T, branch.T), branch.Q, branch.d)
        a, b = self.shape(node.body), self.shape(node.orelse)
        Q = math.lcm(c.Q, a.Q, b.Q)
        if a.scaled_d(Q) != b.scaled_d(Q):
            raise NotPeriodic(f"the branches of '{ast.unparse(node)}' grow differently with n")
        return Shape(max(c.T, a.T, b.T), Q, a.scaled_d(Q))

    def r_Compare(self, node: ast.Compare) -> Shape:
        parts = []
        left = self.read(node.left)
        for op, right_node in zip(node.ops, node.comparators):
            if isinstance(op, (ast.In, ast.NotIn)):
                container = self._container(right_node)
                if isinstance(left, list):
                    raise NotPeriodic("'in' with a sequence on the left")
                if left.d == 0:
                    parts.append(_periodic(left, *container))
                elif left.lin is not None and all(c.const is not None for c in container):
                    parts.append(Shape(max([abs(c.const - left.lin[1]) for c in container] + [0]) + 1, 1, 0,
                                       eventually=isinstance(op, ast.NotIn)))
                else:
                    raise NotPeriodic(f"'{ast.unparse(node)}': a growing value tested against a set")
                left = None
                continue
            right = self.read(right_node)
            if isinstance(left, list) or isinstance(right, list):
                raise NotPeriodic(f"'{ast.unparse(node)}' compares sequences")
            diff = _linear_sum(left, right, -1)
            parts.append(_periodic(diff) if diff.d == 0 and diff.const is None else
                         Shape(0, 1, 0, eventually=_SIGN_TRUE[type(op)](diff.const) if diff.const is not None and
                               type(op) in _SIGN_TRUE else None) if diff.d == 0 else
                         _eventually_constant(diff, type(op)))
            left = right
        if len(parts) == 1:
            return parts[0]
        if any(p.eventually is False for p in parts):
            return Shape(max(p.T for p in parts), 1, 0, eventually=False)
        return _periodic(*parts)

    def _container(self, node: ast.expr) -> list[Shape]:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
            args = [self.shape(a) for a in node.args]
            if all(a.const is not None for a in args):
                r = range(*[a.const for a in args])
                if len(r) <= _MAX_UNROLL:
                    return [_const(v) for v in r]
            raise NotPeriodic(f"'{ast.unparse(node)}' is not a fixed range")
        if isinstance(node, ast.Set):
            return [self.shape(e) for e in node.elts]
        v = self.read(node)
        if not isinstance(v, list):
            raise NotPeriodic(f"'{ast.unparse(node)}' is not a sequence")
        return v

    def _elements(self, node: ast.expr) -> list[tuple[Shape, Shape | None]]:
        """The elements of an iterable with the shape of the condition under which each is
        present (``None``: always)."""
        if isinstance(node, (ast.GeneratorExp, ast.ListComp)):
            return self._comprehension(node)
        return [(s, None) for s in self._container(node)]

    def _comprehension(self, node: ast.GeneratorExp | ast.ListComp) -> list[tuple[Shape, Shape | None]]:
        out: list[tuple[Shape, Shape | None]] = []

        def walk(depth: int, cond: Shape | None) -> None:
            if depth == len(node.generators):
                out.append((self.shape(node.elt), cond))
                return
            gen = node.generators[depth]
            if not isinstance(gen.target, ast.Name):
                raise NotPeriodic("a comprehension over several names")
            items = self._container(gen.iter)
            if len(items) > _MAX_UNROLL:
                raise NotPeriodic("a comprehension over too many values")
            name = gen.target.id
            saved = self.bound.get(name)
            for item in items:
                self.bound[name] = item
                c = cond
                for test in gen.ifs:
                    t = _periodic(self.shape(test))
                    c = t if c is None else _periodic(c, t)
                walk(depth + 1, c)
            if saved is None:
                self.bound.pop(name, None)
            else:
                self.bound[name] = saved

        walk(0, None)
        return out

    def r_GeneratorExp(self, node: ast.GeneratorExp) -> list:
        items = self._comprehension(node)
        if any(c is not None for _, c in items):
            raise NotPeriodic(f"'{ast.unparse(node)}' has a length that depends on n")
        return [s for s, _ in items]

    r_ListComp = r_GeneratorExp

    def r_Call(self, node: ast.Call) -> Shape:
        if not isinstance(node.func, ast.Name):
            raise NotPeriodic(f"call '{ast.unparse(node)}'")
        name = node.func.id
        if name in ("sum",) and len(node.args) == 1:
            items = self._elements(node.args[0])
            shapes = [s if c is None else _periodic(s, c) for s, c in items]
            total = _const(0)
            for s in shapes:
                total = _linear_sum(total, s, 1)
            return total
        if name in ("min", "max", "xor", "mex", "any", "all", "count", "len", "sum"):
            if len(node.args) == 1 and not (name in ("min", "max", "xor", "sum") and self._is_value(node.args[0])):
                items = self._elements(node.args[0])
                return _periodic(*[s for s, _ in items], *[c for _, c in items if c is not None])
            return _periodic(*[self.shape(a) for a in node.args])
        args = [self.shape(a) for a in node.args]
        if name in ("floor", "ceil") and len(args) == 2 and args[1].const not in (None, 0):
            a, c = args[0], args[1].const
            return Shape(a.T, a.Q * abs(c), a.d * abs(c) // c if a.d else 0)
        if all(a.const is not None for a in args):
            return Shape(0, 1, 0)  # a function of constants: a constant
        if name in ("abs", "popcount", "bitlen", "bit", "floor", "ceil", "is_fib", "fib", "isqrt", "zeck_count",
                    "zeck_min", "nim_mul", "nim_pow"):
            return _periodic(*args)
        raise NotPeriodic(f"'{name}(...)' is not read as a function of n")

    def _is_value(self, node: ast.expr) -> bool:
        try:
            return not isinstance(self.read(node), list)
        except NotPeriodic:
            return False


def shape_of(text: str, theory: SequenceTheory, env: dict[str, Any], lets: dict[str, str]) -> Shape:
    """How a rule's value depends on ``n`` (:class:`Shape`), for a claim about every heap size.

    Args:
        text: the rule.
        theory: the game's sequence (:func:`sequence_theory`).
        env: the ruleset's parameters (constants a rule may read).
        lets: the claim's ``let`` helpers (texts, read where used).

    Raises:
        NotPeriodic: a part of the rule that is not read as ultimately periodic in n.
        RuleError: a rule that does not parse.
    """
    _, tree = read_rule(text)
    let_trees = {name: read_rule(src)[1] for name, src in lets.items()}
    v = _Reader(theory, env, let_trees).read(tree)
    if isinstance(v, list):
        raise NotPeriodic(f"'{text}' gives a sequence")
    return v


def condition_shape(claim: Claim, theory: SequenceTheory, env: dict[str, Any]) -> Shape:
    """The shape of the claim's condition at ``n`` (true where the claim holds at ``n``):
    ``not where or rule == truth`` for a ``p-rule`` (truth: ``G(n) == 0``), ``rule == G(n)``
    for a ``grundy`` claim, the rule itself for a ``label-identity`` claim.

    Raises:
        NotPeriodic: as :func:`shape_of`.
    """
    lets = {k: v for k, v in claim.let.items()}
    rule = shape_of(claim.rule, theory, env, lets)  # type: ignore[arg-type]
    reader = _Reader(theory, env, {})
    g = reader._g_of(Shape(0, 1, 1, (1, 0)), "g")
    if isinstance(claim, PRuleClaim):
        cond = _periodic(rule, reader.grundy_is_zero())
    elif isinstance(claim, GrundyClaim):
        diff = _linear_sum(rule, g, -1)
        if diff.d != 0:
            raise NotPeriodic("the rule and the Grundy sequence grow differently with n (so they differ somewhere, "
                              "which the check up to a bound finds)")
        cond = _periodic(diff)
    else:
        cond = _periodic(rule)
    if claim.where:
        cond = _periodic(cond, shape_of(claim.where, theory, env, lets))
    return cond


def sequence_env(ruleset: Ruleset, theory: SequenceTheory, n: np.ndarray) -> dict[str, Any]:
    """The rule environment of the heap sizes ``n >= 1`` (an int64 array): ``n``, ``x1``,
    ``heaps`` (one heap of ``n``), ``k`` = 1, ``g``, ``P``, ``N``, ``G`` and the ruleset's
    parameters."""
    g = np.asarray(theory.values(n), dtype=np.int64)
    env: dict[str, Any] = {"n": n, "x1": n, "heaps": (n,), "k": 1, "g": g, "P": g == 0, "N": g != 0,
                           "D": np.zeros(n.size, dtype=bool),
                           "G": IndexedSequence("G", theory.values, f"the Grundy sequence of "
                                                f"{getattr(theory.game, 'title', theory.game.spec())}")}
    for name, v in ruleset.unwrapped.variables(None).items():
        env[name] = tuple(v) if isinstance(v, list) else v
    return env


def _holds_where(claim: Claim, allowed: list[str], env: dict[str, Any], size: int,
                 in_scope: list[int]) -> np.ndarray:
    """Where the claim holds at the heap sizes of ``env`` (``size`` of them, or one when
    ``size`` is 0: scalar values); appends to ``in_scope`` how many of them its ``where`` takes.

    Raises:
        UndefinedValue: a reading that has no value at one of them (``position`` says which).
    """
    def value(text: str) -> Any:
        e = rexpr.parse(text, allowed)
        return e.evaluate(env) if size == 0 else e.evaluate_array(env, size)

    for name in needed_lets(claim.let, [claim.rule, claim.where]):
        env[name] = value(claim.let[name])
    scope = np.atleast_1d(np.asarray(value(claim.where))) if claim.where else np.ones(max(size, 1), dtype=bool)
    if scope.dtype != bool:
        raise RuleError(f"rule '{claim.where}' gives numbers, but a true/false condition is needed")
    in_scope.append(int(scope.sum()))
    v = np.atleast_1d(np.asarray(value(claim.rule)))  # type: ignore[arg-type]
    if isinstance(claim, GrundyClaim):
        if v.dtype == bool:
            raise RuleError(f"rule '{claim.rule}' gives true/false, but a Grundy value (an integer) is needed")
        ok = v.astype(np.int64) == np.atleast_1d(env["g"])
    else:
        if v.dtype != bool:
            raise RuleError(f"rule '{claim.rule}' gives numbers, but a true/false condition is needed "
                            "(write e.g. '... == 0')")
        ok = v == np.atleast_1d(env["P"]) if isinstance(claim, PRuleClaim) else v
    return ~scope | ok


def failures(claim: Claim, ruleset: Ruleset, theory: SequenceTheory, upto: int,
             in_scope: list[int] | None = None) -> int | None:
    """The least heap size ``n <= upto`` where the claim fails (or its reading is undefined),
    else ``None``: ``n = 0`` on its own (as the bounded check reads it: the empty position of a
    claim over multisets of heaps, a heap of 0 otherwise), every other ``n`` at once.
    ``in_scope`` (a list) receives the counts of ``n`` its ``where`` takes.

    Raises:
        RuleError: a malformed rule.
    """
    in_scope = [] if in_scope is None else in_scope
    allowed = list(dict.fromkeys(claim_names(ruleset, claim) + ["n", "x1", "G"]))
    empty = uses_multisets(claim, ruleset)
    env0 = sequence_env(ruleset, theory, np.array([1], dtype=np.int64))
    g0 = int(theory.values(np.array([0], dtype=np.int64))[0])
    env0.update(n=0, x1=0, heaps=() if empty else (0,), k=0 if empty else 1, g=g0, P=g0 == 0, N=g0 != 0, D=False)
    try:
        if not _holds_where(claim, allowed, env0, 0, in_scope)[0]:
            return 0
    except UndefinedValue:
        return 0
    if upto < 1:
        return None
    n = np.arange(1, upto + 1, dtype=np.int64)
    try:
        ok = _holds_where(claim, allowed, sequence_env(ruleset, theory, n), n.size, in_scope)
    except UndefinedValue as exc:
        return 1 if exc.position is None else int(exc.position) + 1
    bad = np.flatnonzero(~ok)
    return int(bad[0]) + 1 if bad.size else None


def decide_every_n(claim: Claim, ruleset: Ruleset, res: Draft,
                   check_up_to: Callable[[int], Any]) -> None:
    """Decide a claim about every heap size (:func:`is_sequence_claim`); see the module text.

    Args:
        claim: the claim (normal or misère play).
        ruleset: its ruleset.
        res: the result draft to fill.
        check_up_to: ``check_up_to(N)`` checks the claim with ``bound = N`` the usual way and
            returns its :class:`~gamecheck.audit.CheckResult` (for the witness of a refutation,
            and for the bounded check where no theorem decides every n).
    """
    if claim.misere:
        _bounded(claim, res, check_up_to, UNBOUNDED_MISERE_CHECK,
                 "a claim about every n in misère play is not decided by a periodicity theorem here (the misère "
                 "outcome of a heap is not a function of its Grundy value)")
        return
    theory = sequence_theory(ruleset)
    env = {k: v for k, v in ruleset.unwrapped.variables(None).items()}
    try:
        shape = condition_shape(claim, theory, env)
    except NotPeriodic as exc:
        _bounded(claim, res, check_up_to, UNBOUNDED_CHECK, str(exc))
        return
    last = shape.T + shape.Q - 1
    in_scope: list[int] = []
    bad = failures(claim, ruleset, theory, last, in_scope)
    if bad is not None:
        _refute_at(claim, res, check_up_to, bad)
        return
    res.extra["positions_in_scope"] = sum(in_scope)
    res.verdict = "proved"
    res.method = "periodicity theorem"
    res.bound = "every heap size n >= 0"
    res.positions_checked = last + 1
    G = theory.shape
    res.reason = (f"proved for every n: {theory.theorem.rstrip('.')}; the claim's condition at n repeats with period {shape.Q} "
                  f"from n = {shape.T} (read from its rule and the sequence's preperiod {G.T if G else 0} and period "
                  f"{G.Q if G else 1}), and it holds at every n = 0..{last} (recomputed), hence for every n")
    res.extra["every_n"] = {"theorem": theory.theorem, "preperiod": G.T if G else 0, "period": G.Q if G else 1,
                            "saltus": G.d if G else 0, "condition_threshold": shape.T, "condition_period": shape.Q,
                            "checked_to": last}
    if claim.where and sum(in_scope) == 0:
        res.vacuous = (f"its where '{claim.where}' holds at no n (its value repeats with period {shape.Q} from "
                       f"n = {shape.T}, and no n = 0..{last} satisfies it)")


def _refute_at(claim: Claim, res: Draft, check_up_to: Callable[[int], Any], n: int) -> None:
    got = check_up_to(max(n, 1))
    if got.verdict != "refuted":
        res.verdict = "refuted"
        res.reason = f"the claim fails at n = {n}"
        return
    res.verdict = "refuted"
    res.witness = got.witness
    res.reason = got.reason
    res.method = got.method
    res.bound = f"every heap size n >= 0 (it fails at n = {n}; checked at {got.bound})"
    res.positions_checked = got.positions_checked


def _bounded(claim: Claim, res: Draft, check_up_to: Callable[[int], Any], N: int, why: str) -> None:
    got = check_up_to(N)
    res.method = got.method
    res.positions_checked = got.positions_checked
    res.witness = got.witness
    if got.verdict in ("refuted", "inconclusive"):
        res.verdict = got.verdict
        res.reason = got.reason
        res.bound = got.bound
        return
    res.verdict = "inconclusive"
    res.bound = f"{got.bound}; every n >= 0 was claimed"
    res.reason = (f"holds for every n <= {N:,} ({got.reason}), but not decided for every n: {why}")
    res.extra["every_n"] = {"checked_to": N, "why_not": why}


# -- two games compared ---------------------------------------------------------------------------

def _title(rs: Ruleset) -> str:
    return getattr(rs.unwrapped, "title", rs.spec())


def _is_heap(rs: Ruleset) -> bool:
    u = rs.unwrapped
    return bool(u.is_heap_game and not u.is_sum and not u.loopy)


def decide_equivalent(claim: Claim, ruleset: Ruleset, other: Ruleset, res: Draft, engine: str = "auto") -> None:
    """``equivalent``: the two games have the same Grundy value at every position.

    Two heap games are compared heap by heap: by the Sprague–Grundy theorem two multisets of
    heaps then have the same value in both exactly when every single heap does. Up to ``bound``
    the sequences are compared at ``n = 0..bound``; without a bound, where a periodicity theorem
    certifies both, up to ``max(e1, e2) + lcm(p1, p2)`` (then they agree for every ``n``, or an
    arithmetic periodicity with different saltus makes them differ within two periods): the
    verdict is **proved**; else they are compared up to :data:`UNBOUNDED_CHECK` heaps and the
    verdict is **inconclusive** for every ``n``. Other games (with the same number of parts) are
    compared at every position of the box ``bound`` (each labelled by retrograde analysis).

    The witness of a refutation is the least heap (or position) where the values differ, with
    both values.

    Raises:
        UsageError: games whose positions differ in shape.
        ResourceLimitError: values or labels that would not fit.
    """
    a, b = _title(ruleset), _title(other)
    if _is_heap(ruleset) and _is_heap(other):
        bound = claim.bound if isinstance(claim.bound, int) else None
        if isinstance(claim.bound, list):
            raise UsageError(f"claim '{claim.id}': two heap games are compared heap by heap; give 'bound' as one "
                             "integer (the largest heap)")
        res.method = "Sprague-Grundy theorem: the Grundy sequences of single heaps compared"
        if bound is not None:
            _compare_heaps(claim, ruleset, other, res, bound, a, b, None)
            return
        ta, tb = sequence_theory(ruleset), sequence_theory(other)
        if ta.shape is not None and tb.shape is not None:
            T = max(ta.shape.T, tb.shape.T)
            Q = math.lcm(ta.shape.Q, tb.shape.Q)
            same_growth = ta.shape.scaled_d(Q) == tb.shape.scaled_d(Q)
            last = T + (Q if same_growth else 2 * Q) - 1
            proof = (f"{a}: {ta.theorem.rstrip('.')}. {b}: {tb.theorem.rstrip('.')}. Both sequences repeat (up to "
                     f"their saltus) with period {Q} from n = {T}")
            _compare_heaps(claim, ruleset, other, res, last, a, b, proof)
            return
        why = ta.theorem if ta.shape is None else tb.theorem
        _compare_heaps(claim, ruleset, other, res, UNBOUNDED_CHECK, a, b, None)
        if res.verdict == "holds":
            res.verdict = "inconclusive"
            res.reason = (f"the two Grundy sequences agree at every heap 0..{UNBOUNDED_CHECK:,}, but not decided for "
                          f"every n: {why}")
        return
    _compare_boxes(claim, ruleset, other, res, engine, a, b)


def _compare_heaps(claim: Claim, ruleset: Ruleset, other: Ruleset, res: Draft, last: int, a: str, b: str,
                   proof: str | None) -> None:
    n = np.arange(last + 1, dtype=np.int64)
    ga = heap_grundy_at(ruleset.unwrapped, n)
    gb = heap_grundy_at(other.unwrapped, n)
    res.positions_checked = last + 1
    res.bound = f"every heap 0..{last:,}" if proof is None else "every heap size n >= 0"
    bad = np.flatnonzero(ga != gb)
    if bad.size:
        x = int(bad[0])
        res.verdict = "refuted"
        res.bound = f"every heap 0..{last:,}"
        res.witness = Witness([x], int(gb[x]), int(ga[x]), "grundy values differ",
                              f"a heap of {x} has Grundy value {int(ga[x])} in {a} but {int(gb[x])} in {b}; the heaps "
                              f"0..{x - 1} agree." if x else
                              f"the empty heap has Grundy value {int(ga[x])} in {a} but {int(gb[x])} in {b}.",
                              true_grundy=int(ga[x]))
        res.extra["other_value"] = int(gb[x])
        return
    if proof is None:
        res.verdict = "holds"
        res.reason = (f"checked at all {last + 1:,} heaps 0..{last:,}: equal Grundy values, so by the Sprague-Grundy "
                      f"theorem every multiset of such heaps has the same value in both games")
        return
    res.verdict = "proved"
    res.method = "periodicity theorems (both sequences certified) and the Sprague-Grundy theorem"
    res.reason = (f"proved for every n: {proof}, and they agree at every n = 0..{last:,} (recomputed), hence at every "
                  "heap size; by the Sprague-Grundy theorem every position then has the same value in both games")


def _compare_boxes(claim: Claim, ruleset: Ruleset, other: Ruleset, res: Draft, engine: str, a: str, b: str) -> None:
    k1 = ruleset.arity or ruleset.default_arity
    k2 = other.arity or other.default_arity
    if k1 is None or k2 is None or k1 != k2:
        raise UsageError(f"claim '{claim.id}': {ruleset.spec()} and {other.spec()} are compared position by position, "
                         f"so both need the same number of parts (give params = {{ heaps = K }}); they have "
                         f"{k1 or 'no fixed'} and {k2 or 'no fixed'}")
    r1, r2 = ruleset.with_arity(k1), other.with_arity(k2)
    bound = claim.bound if claim.bound is not None else r1.default_bound(k1)
    dom = box_domain(r1, bound, k1)
    g1 = label_domain(r1, dom, engine).grundy
    g2 = label_domain(r2, dom, engine).grundy
    res.method = "exhaustive (both games labelled by retrograde analysis)"
    res.positions_checked = dom.size
    res.bound = dom.describe(r1)
    bad = np.flatnonzero(g1 != g2)
    if bad.size == 0:
        res.verdict = "holds"
        return
    x = int(bad[0])
    pos = dom.position(x)
    show = lambda v: "undefined (the position can reach a cycle)" if v < 0 else str(int(v))  # noqa: E731
    res.verdict = "refuted"
    res.witness = Witness(list(pos), show(g2[x]), show(g1[x]), "grundy values differ",
                          f"{pos} has Grundy value {show(g1[x])} in {a} but {show(g2[x])} in {b}.")
