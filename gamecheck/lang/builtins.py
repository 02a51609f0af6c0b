"""Every builtin and operator of the rule language, each defined once with its three forms.

A rule (:mod:`gamecheck.lang.expr`) is evaluated three ways, and each function or operator it
can call has one record here holding the three forms side by side:

* ``scalar`` -- one position, exact Python integers (:meth:`~gamecheck.lang.expr.Expr.evaluate`);
* ``vector`` -- many positions at once, numpy int64/bool arrays
  (:meth:`~gamecheck.lang.expr.Expr.evaluate_array`, values of :mod:`gamecheck.lang.vector`);
  it gives the scalar form's value at every position, raising
  :class:`~gamecheck.lang.vector.Fallback` where it cannot guarantee that (the evaluator then
  goes position by position) and :class:`~gamecheck.lang.vector.PosError` where the scalar form
  raises;
* ``symbolic`` -- exact z3 terms for the prover (:class:`gamecheck.lang.smt.Compiler`, written
  with the algebra of :mod:`gamecheck.lang.symbolic`), the same value for every assignment of
  the variables within their intervals; it raises
  :class:`~gamecheck.lang.symbolic.NotExpressible` where it has no exact encoding (and where the
  scalar form may raise).

The evaluators only dispatch through the tables :data:`BUILTINS`, :data:`BINARY_OPERATORS`,
:data:`UNARY_OPERATORS` and :data:`COMPARISONS`; the names a rule may call are
:data:`FUNCTIONS`.  A property test (``tests/test_builtins.py``) checks that the three forms of
every builtin agree.

The symbolic forms load z3 (through :mod:`gamecheck.lang.symbolic`) on their first call, so the
scalar and vectorised evaluators never pay for it.

Sources of the mathematics: the mex (minimum excludant) and nim-sum of the Sprague-Grundy theory
(Sprague 1935, Grundy 1939; Berlekamp, Conway and Guy, *Winning Ways*, ch. 3-4); the nim-product
(Conway, *On Numbers and Games*, 1976, ch. 6; :mod:`gamecheck.lang.nimber`); Zeckendorf's
theorem (Zeckendorf 1972); the linear-basis greedy of the "New Nim" solution (CQOI 2013).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Any, Callable, Iterable, Protocol

import numpy as np

from gamecheck.lang import nimber
from gamecheck.lang import vector as V
from gamecheck.errors import Undefined
from gamecheck.lang.syntax import MAX_BITS, MAX_EXPONENT, MAX_FIB, MAX_ITERATIONS, OpError, fmt

__all__ = [
    "Builtin", "Operator", "SymbolicContext", "BUILTINS", "FUNCTIONS", "BINARY_OPERATORS", "UNARY_OPERATORS",
    "COMPARISONS", "IS_FIB_MAX", "ZECKENDORF_MAX", "ZECK_COUNT_MAX", "NIM_POW_PRODUCTS", "mex", "nim_sum",
    "fib_values_upto", "not_int", "too_big",
]

#: ``is_fib(n)`` with a symbolic argument needs its interval within ``[0, IS_FIB_MAX]``.
IS_FIB_MAX = 2 ** 128
#: Largest argument of ``zeckendorf`` (and ``zeck_min``).
ZECKENDORF_MAX = 10 ** 30
#: Largest argument of ``zeck_count``.
ZECK_COUNT_MAX = 10 ** 6
#: the most products of two symbolic nimbers in the prover's encoding of ``nim_pow`` (the
#: reduced exponent may have one more 1 bit than this)
NIM_POW_PRODUCTS = 8

_BIG = 1 << 4096
_ISQRT_I64_MAX = 3037000499  # math.isqrt(2**63 - 1)


# ----------------------------------------------------------------------------
# the records


@dataclass(frozen=True)
class Builtin:
    """A function of the rule language with its scalar, vectorised and symbolic forms.

    Attributes:
        name: the name rules call it by.
        min_args: the fewest positional arguments it takes.
        max_args: the most (None: any number).
        scalar: ``scalar(*args)`` on Python values (int, bool, tuple of ints, range); raises
            :class:`~gamecheck.lang.syntax.OpError` for a bad value and ``TypeError`` for a
            value of the wrong type (the evaluator adds the rule and the sub-expression).
        vector: ``vector(args, ctx)`` on vectorised values (:mod:`gamecheck.lang.vector`);
            None when the builtin is evaluated position by position (its results or arguments
            are sequences whose length may differ between positions).
        symbolic: ``symbolic(c, *args)`` on z3 values, ``c`` a :class:`SymbolicContext`; None
            when a symbolic argument has no exact encoding (constant arguments are evaluated
            with the scalar form by the compiler).
        symbolic_reason: why ``symbolic`` is None, the end of the compiler's message
            ``function '<name>' <reason>``.
        iterable_args: with one argument, the argument may be an iterable (so ``range(...)``
            is allowed there).
        iterable_only: the result may only be iterated (``range``): a rule may use it only in
            a comprehension, on the right of ``in`` or as the argument of a function with
            ``iterable_args``, and the scalar evaluator counts its length toward
            :data:`~gamecheck.lang.syntax.MAX_ITERATIONS`.
        doc: what it computes, in one line.
    """

    name: str
    min_args: int
    max_args: int | None
    scalar: Callable[..., Any]
    vector: Callable[[list, V.VCtx], Any] | None
    symbolic: Callable[..., Any] | None
    doc: str
    symbolic_reason: str = ""
    iterable_args: bool = False
    iterable_only: bool = False

    def takes(self) -> str:
        """How many arguments, in words for messages: ``"2"``, ``"1 or 2"``, ``"at least 1"``."""
        lo, hi = self.min_args, self.max_args
        if lo == hi:
            return str(lo)
        if hi is not None and hi == lo + 1:
            return f"{lo} or {hi}"
        return f"at least {lo}" if hi is None else f"{lo} to {hi}"


@dataclass(frozen=True)
class Operator:
    """An operator of the rule language with its scalar, vectorised and symbolic forms.

    Attributes:
        symbol: how rules write it (``"+"``, ``"//"``, ``"not in"``...).
        scalar: ``scalar(a, b)`` (``scalar(a)`` for a unary operator) on Python values; raises
            :class:`~gamecheck.lang.syntax.OpError` or ``TypeError`` as :attr:`Builtin.scalar`.
        vector: ``vector(a, b, ctx)`` (``vector(a, ctx)``) on vectorised values.
        symbolic: ``symbolic(c, a, b)`` (``symbolic(c, a)``) on z3 values.
        doc: what it computes, in one line.
        folds: the symbolic compiler evaluates constant operands with the scalar evaluator
            (False where the symbolic form handles constants itself: ``not``, ``in``).
    """

    symbol: str
    scalar: Callable[..., Any]
    vector: Callable[..., Any]
    symbolic: Callable[..., Any]
    doc: str
    folds: bool = True


class SymbolicContext(Protocol):
    """What a symbolic form may use of the compiler (:class:`gamecheck.lang.smt.Compiler`).

    Attributes:
        side: side conditions that define fresh variables (asserted in every query).
        side_ranges: the part of ``side`` that only bounds the fresh variables.
        defined: definedness conditions (``path -> some element selected``).
        cache: fresh variables already made for a term (keyed by the form).
        isqrt_mode: ``"side"`` (a fresh variable) or ``"circuit"`` (a square-root circuit).
    """

    side: list
    side_ranges: list
    defined: list
    cache: dict
    isqrt_mode: str

    def items(self, value: Any) -> list:
        """The ``(element, selected)`` items of an iterable value (spending the unroll budget)."""
        ...

    def path_condition(self) -> Any:
        """The condition under which the evaluator reaches the sub-expression compiled now."""
        ...

    def fold(self, text: str, values: list) -> Any:
        """The scalar evaluator's value of the template ``text`` (names ``a0, a1...``)."""
        ...


def _algebra() -> ModuleType:
    """The exact z3 arithmetic (:mod:`gamecheck.lang.symbolic`) of the symbolic forms, loaded on
    the first symbolic call so that the scalar and vectorised evaluators never import z3."""
    from gamecheck.lang import symbolic  # lazy: heavy (z3)

    return symbolic


#: every function a rule may call, by name (each section below adds its record)
BUILTINS: dict[str, Builtin] = {}
#: the binary operators, by symbol
BINARY_OPERATORS: dict[str, Operator] = {}
#: the unary operators, by symbol
UNARY_OPERATORS: dict[str, Operator] = {}
#: the comparison operators, by symbol
COMPARISONS: dict[str, Operator] = {}


def _define(record: Builtin | Operator, table: dict | None = None) -> None:
    """Register a builtin in :data:`BUILTINS` (an operator in ``table``), once."""
    table = BUILTINS if table is None else table
    key = record.name if isinstance(record, Builtin) else record.symbol
    assert key not in table, key
    table[key] = record


# ----------------------------------------------------------------------------
# helpers of the scalar forms: raise TypeError for wrong types, OpError for bad values


def not_int(x: Any) -> bool:
    """True unless ``x`` is a Python int or bool (a tuple, a range...)."""
    c = x.__class__
    return c is not int and c is not bool


def too_big(r: Any) -> bool:
    """True for an integer result of more than :data:`~gamecheck.lang.syntax.MAX_BITS` bits."""
    return r.__class__ is int and (r > _BIG or r < -_BIG) and r.bit_length() > MAX_BITS


def _need_int(name: str, x: Any, what: str = "an integer") -> None:
    if not_int(x):
        raise OpError(f"{name} needs {what}, got {fmt(x)}")


def _need_nonneg(name: str, x: Any) -> None:
    _need_int(name, x)
    if x < 0:
        raise Undefined(f"{name} needs a non-negative integer, got {fmt(x)}")


def _seq_or_args(name: str, args: tuple) -> Any:
    """The items of an iterable-or-several-integers function call."""
    if len(args) == 1:
        c = args[0].__class__
        if c is int or c is bool:
            return args
        if c is tuple or c is range:
            return _iterable(name, args[0])
        raise OpError(f"{name} needs integers or one sequence, got {fmt(args[0])}")
    for a in args:
        if not_int(a):
            raise OpError(f"{name} needs integers or one sequence, got {fmt(a)}")
    return args


def _iterable(name: str, a: Any) -> Any:
    """The elements of a sequence or a range (at most MAX_ITERATIONS of them)."""
    c = a.__class__
    if c is tuple:
        return a
    if c is range:
        if len(a) > MAX_ITERATIONS:
            raise OpError(f"range too long (more than {MAX_ITERATIONS} elements)")
        return a
    raise OpError(f"{name} needs a sequence, got {fmt(a)}")


# ----------------------------------------------------------------------------
# helpers of the vectorised forms


def _unary_vector(scalar: Callable, array: Callable, nonneg: bool = False) -> Callable:
    """The vectorised form of a one-integer operation: the scalar form on a uniform value,
    ``array(x, ctx)`` on an int64 array (after checking ``x >= 0`` when ``nonneg``)."""
    def vector(x, ctx):
        if V.is_uniform(x):
            try:
                return scalar(x)
            except (OpError, TypeError):
                raise V.PosError(ctx.pos(0)) from None
        if not isinstance(x, np.ndarray):
            raise V.PosError(ctx.pos(0))
        x = V.toint(x)
        if nonneg:
            V.check_nonneg(x, ctx)
        return array(x, ctx)
    return vector


def _binary_vector(scalar: Callable, array: Callable) -> Callable:
    """The vectorised form of a two-integer operation: the scalar form on uniform values,
    ``array(a, b, ctx)`` when an operand is an array."""
    def vector(a, b, ctx):
        if V.is_uniform(a) and V.is_uniform(b):
            try:
                return scalar(a, b)
            except (TypeError, OpError):
                raise V.PosError(ctx.pos(0)) from None
        if not (V.is_intlike(a) and V.is_intlike(b)):
            raise V.PosError(ctx.pos(0))
        return array(a, b, ctx)
    return vector


def _on_args(vector: Callable) -> Callable:
    """An operation's vectorised form ``vector(x, ..., ctx)`` as a builtin's ``vector(args, ctx)``."""
    def builtin_vector(args, ctx):
        return vector(*args, ctx)
    return builtin_vector


def _elementwise(fn: Callable, dtype: Any = np.int64) -> Callable:
    """The array part of a scalar integer function, applied element by element."""
    def array(x, ctx):
        return np.array([fn(int(v)) for v in x.tolist()], dtype=dtype).reshape(x.shape)
    return array


# ----------------------------------------------------------------------------
# helpers of the symbolic forms


def _sym_seq_or_args(c: SymbolicContext, name: str, args: tuple) -> list:
    S = _algebra()
    if len(args) == 1:
        a = args[0]
        if S.is_scalar(a):
            return [(a, True)]
        return c.items(a)
    for a in args:
        if not S.is_scalar(a):
            raise S.NotExpressible(f"{name} needs integers or one sequence, got {S.describe(a)}")
    return [(a, True) for a in args]


def _sym_iterable(c: SymbolicContext, name: str, a: Any) -> list:
    S = _algebra()
    if S.is_scalar(a):
        raise S.NotExpressible(f"{name} needs a sequence, got an integer")
    return c.items(a)


def _sym_ints(name: str, *args: Any) -> list:
    S = _algebra()
    for a in args:
        if not S.is_scalar(a):
            raise S.NotExpressible(f"{name} needs integers, got {S.describe(a)}")
    return [S.num(a) for a in args]


def _sym_nonneg(name: str, x: Any) -> None:
    S = _algebra()
    if x.lo < 0:
        raise S.NotExpressible(f"{name} needs a non-negative integer (the argument lies in "
                               f"[{S.short(x.lo)}, {S.short(x.hi)}])")


def _on_numbers(kernel: str) -> Callable:
    """The symbolic form of an arithmetic operator: the exact kernel ``symbolic.<kernel>``
    (``num_add``, ``num_pow``...) applied to the operands as numbers."""
    def symbolic(c, a, b):
        S = _algebra()
        return getattr(S, kernel)(S.num(a), S.num(b))
    return symbolic


# ============================================================================
# operators
#
# Arithmetic: a result of + - * ** << beyond MAX_BITS bits is refused; // and % round toward
# negative infinity (Python's floor division); >> is an arithmetic shift (floor(a / 2**s)).
# A vectorised result is computed in int64 only when its magnitude provably stays below
# 2**62 (else Fallback: position by position with Python integers).


def _result_too_large() -> OpError:
    return OpError(f"result too large (more than {MAX_BITS} bits)")


def _define_binary(symbol: str, scalar: Callable, array: Callable, symbolic: Callable, doc: str) -> None:
    """Register an arithmetic operator: its vectorised form is the scalar form on uniform values
    and ``array`` where an operand is an array."""
    _define(Operator(symbol, scalar, _binary_vector(scalar, array), symbolic, doc), BINARY_OPERATORS)


# -- + and - -------------------------------------------------------------------


def _add_scalar(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    r = a + b
    if too_big(r):
        raise _result_too_large()
    return r


def _sub_scalar(a, b):
    r = a - b
    if too_big(r):
        raise _result_too_large()
    return r


def _additive_array(ufunc: Callable) -> Callable:
    """The array part of ``+`` (``np.add``) or ``-`` (``np.subtract``)."""
    def array(a, b, ctx):
        a, b = V.toint(a), V.toint(b)
        if V.maxabs(a) + V.maxabs(b) >= V.SAFE:
            raise V.Fallback
        return ufunc(a, b)
    return array


_define_binary("+", _add_scalar, _additive_array(np.add), _on_numbers("num_add"), "sum")
_define_binary("-", _sub_scalar, _additive_array(np.subtract), _on_numbers("num_sub"), "difference")


# -- * -------------------------------------------------------------------------


def _mul_scalar(a, b):
    if not_int(a) or not_int(b):
        raise TypeError
    r = a * b
    if (r > _BIG or r < -_BIG) and r.bit_length() > MAX_BITS:
        raise _result_too_large()
    return r


def _mul_array(a, b, ctx):
    a, b = V.toint(a), V.toint(b)
    if V.maxabs(a) * V.maxabs(b) >= V.SAFE:
        raise V.Fallback
    return np.multiply(a, b)


_define_binary("*", _mul_scalar, _mul_array, _on_numbers("num_mul"), "product")


# -- // and % --------------------------------------------------------------------


def _floordiv_scalar(a, b):
    if not_int(a) or not_int(b):
        raise TypeError
    if b == 0:
        raise Undefined("division by zero")
    return a // b


def _mod_scalar(a, b):
    if not_int(a) or not_int(b):
        raise TypeError
    if b == 0:
        raise Undefined("modulo by zero")
    return a % b


def _division_array(ufunc: Callable) -> Callable:
    """The array part of ``//`` (``np.floor_divide``) or ``%`` (``np.remainder``)."""
    def array(a, b, ctx):
        a, b = V.toint(a), V.toint(b)
        V.check_nonzero(b, ctx)
        if V.maxabs(a) >= V.SAFE:
            raise V.Fallback
        return ufunc(a, b)
    return array


_floordiv_array = _division_array(np.floor_divide)
_mod_array = _division_array(np.remainder)


def _divmod_symbolic(c: SymbolicContext, a, d):
    """``(a // d, a % d)`` for a non-negative symbolic ``a`` and a constant ``d > 1`` that
    is not a power of two, as fresh variables q, r with ``a = q*d + r, 0 <= r < d``
    (unique, so asserting it is sound). A divider circuit of a wide bit-vector is hard
    for the solver; a multiplication by a constant is not. None when not applicable."""
    S = _algebra()
    if not isinstance(a, S.SymInt) or not isinstance(d, int) or isinstance(d, bool) or d <= 1 or a.lo < 0:
        return None
    if S.in_integer_mode():
        return None  # integer division by a constant is linear arithmetic for z3
    if S.pow2_exponent(d) is not None or a.lo // d == a.hi // d:
        return None  # shifts and masks, or a constant quotient: no fresh variables needed
    key = ("divmod", a.term.get_id(), a.lo, a.hi, d)
    hit = c.cache.get(key)
    if hit is not None:
        return hit[1]
    q = S.sym_var(S.fresh_name("divq"), a.lo // d, a.hi // d)
    r = S.sym_var(S.fresh_name("divr"), 0, min(d - 1, a.hi))
    c.side.append(S.in_range(q, a.lo // d, a.hi // d))
    c.side_ranges.append(c.side[-1])
    c.side.append(S.in_range(r, 0, min(d - 1, a.hi)))
    c.side_ranges.append(c.side[-1])
    c.side.append(S.zbool(S.num_eq(a, S.num_add(S.num_mul(q, d), r))))
    c.cache[key] = (a.term, (q, r))
    return q, r


def _floordiv_symbolic(c, a, b):
    S = _algebra()
    x, y = S.num(a), S.num(b)
    qr = _divmod_symbolic(c, x, y)
    return qr[0] if qr is not None else S.num_floordiv(x, y)


def _mod_symbolic(c, a, b):
    S = _algebra()
    x, y = S.num(a), S.num(b)
    qr = _divmod_symbolic(c, x, y)
    return qr[1] if qr is not None else S.num_mod(x, y)


_define_binary("//", _floordiv_scalar, _floordiv_array, _floordiv_symbolic,
               "floor division (rounds toward negative infinity)")
_define_binary("%", _mod_scalar, _mod_array, _mod_symbolic, "remainder of floor division (the sign of the divisor)")


# -- ** ------------------------------------------------------------------------


def _pow_scalar(a, b):
    if not_int(a) or not_int(b):
        raise TypeError
    if b < 0:
        raise Undefined("negative exponent")
    if b > MAX_EXPONENT:
        raise OpError(f"exponent larger than {MAX_EXPONENT}")
    if (a > 1 or a < -1) and a.bit_length() * b > MAX_BITS:
        raise _result_too_large()
    return a ** b


def _pow_array(a, b, ctx):
    a, b = V.toint(a), V.toint(b)
    V.check_nonneg(b, ctx)
    if isinstance(b, np.ndarray):
        big = b > MAX_EXPONENT
        if big.any():
            raise V.PosError(ctx.pos(V.first_true(big)))
    elif b > MAX_EXPONENT:
        raise V.PosError(ctx.pos(0))
    amax, emax = V.maxabs(a), V.maxabs(b)
    if amax > 1 and (emax >= 63 or amax ** emax >= V.SAFE):
        raise V.Fallback
    return np.power(a, b)


_define_binary("**", _pow_scalar, _pow_array, _on_numbers("num_pow"), f"power (exponents 0 to {MAX_EXPONENT})")


# -- << and >> -------------------------------------------------------------------


def _check_shift(a, b) -> None:
    if not_int(a) or not_int(b):
        raise TypeError
    if b < 0:
        raise Undefined("negative shift count")


def _lshift_scalar(a, b):
    _check_shift(a, b)
    if a and (b > MAX_BITS or int(a).bit_length() + b > MAX_BITS):
        raise _result_too_large()
    return a << b


def _lshift_array(a, b, ctx):
    a, b = V.toint(a), V.toint(b)
    V.check_nonneg(b, ctx)
    amax, smax = V.maxabs(a), V.maxabs(b)
    if amax == 0:
        return np.zeros(ctx.m, dtype=np.int64)
    if smax >= 62 or (amax << smax) >= V.SAFE:
        raise V.Fallback
    return np.left_shift(a, b)


def _rshift_scalar(a, b):
    _check_shift(a, b)
    return a >> b


def _rshift_array(a, b, ctx):
    a, b = V.toint(a), V.toint(b)
    V.check_nonneg(b, ctx)
    b = np.minimum(b, 63) if isinstance(b, np.ndarray) else min(b, 63)
    return np.right_shift(a, b)


_define_binary("<<", _lshift_scalar, _lshift_array, _on_numbers("num_lshift"), "left shift: a * 2**s")
_define_binary(">>", _rshift_scalar, _rshift_array, _on_numbers("num_rshift"),
               "arithmetic right shift: floor(a / 2**s)")


# -- & | ^ (on truth values: and, or, exclusive or) --------------------------------


def _bitand_scalar(a, b):
    return a & b


def _bitor_scalar(a, b):
    return a | b


def _bitxor_scalar(a, b):
    return a ^ b


def _bitwise_array(ufunc: Callable) -> Callable:
    """The array part of a bitwise operator (bool arrays stay bool)."""
    def array(a, b, ctx):
        if not (V.is_boolish(a) and V.is_boolish(b)):
            a, b = V.toint(a), V.toint(b)
        return ufunc(a, b)
    return array


def _bitwise_symbolic(sym: str) -> Callable:
    """The symbolic form of a bitwise operator (on two truth values: a z3 connective)."""
    def symbolic(c, a, b):
        S = _algebra()
        if S.is_boolish(a) and S.is_boolish(b):
            return S.bool_bitop(sym, a, b)
        return S.num_bitop(sym, S.num(a), S.num(b))
    return symbolic


_define_binary("&", _bitand_scalar, _bitwise_array(np.bitwise_and), _bitwise_symbolic("&"),
               "bitwise and (two's complement); 'and' of truth values")
_define_binary("|", _bitor_scalar, _bitwise_array(np.bitwise_or), _bitwise_symbolic("|"),
               "bitwise or; 'or' of truth values")
_define_binary("^", _bitxor_scalar, _bitwise_array(np.bitwise_xor), _bitwise_symbolic("^"),
               "bitwise exclusive or (the nim-sum of two heaps); 'xor' of truth values")


# -- unary - + ~ ---------------------------------------------------------------------


def _neg_scalar(a):
    if not_int(a):
        raise TypeError
    return -a


def _neg_array(a, ctx):
    if V.maxabs(a) >= V.SAFE:
        raise V.Fallback
    return np.negative(a)


def _neg_symbolic(c, a):
    S = _algebra()
    return S.num_neg(S.num(a))


def _pos_scalar(a):
    if not_int(a):
        raise TypeError
    return +a


def _pos_array(a, ctx):
    return a


def _pos_symbolic(c, a):
    return _algebra().num(a)


def _invert_scalar(a):
    if not_int(a):
        raise TypeError
    return ~a


def _invert_array(a, ctx):
    return np.invert(a)


def _invert_symbolic(c, a):
    S = _algebra()
    return S.num_invert(S.num(a))


_define(Operator("-", _neg_scalar, _unary_vector(_neg_scalar, _neg_array), _neg_symbolic, "negation"),
        UNARY_OPERATORS)
_define(Operator("+", _pos_scalar, _unary_vector(_pos_scalar, _pos_array), _pos_symbolic,
                 "the integer itself (True + 0 is 1)"), UNARY_OPERATORS)
_define(Operator("~", _invert_scalar, _unary_vector(_invert_scalar, _invert_array), _invert_symbolic,
                 "bitwise inversion: -a - 1"), UNARY_OPERATORS)


# -- not -----------------------------------------------------------------------


def _not_scalar(a):
    return not a


def _not_vector(a, ctx):
    return V.vnot(V.truth(a))


def _not_symbolic(c, a):
    S = _algebra()
    return S.negate(S.truth(a))


_define(Operator("not", _not_scalar, _not_vector, _not_symbolic, "negation of a truth value", folds=False),
        UNARY_OPERATORS)


# -- == and != ---------------------------------------------------------------------


def _eq_scalar(a, b):
    return a == b


def _ne_scalar(a, b):
    return a != b


def _ne_vector(a, b, ctx):
    return V.vnot(V.equal(a, b, ctx))


def _eq_symbolic(c, a, b):
    return _algebra().value_eq(a, b)


def _ne_symbolic(c, a, b):
    S = _algebra()
    return S.negate(S.value_eq(a, b))


_define(Operator("==", _eq_scalar, V.equal, _eq_symbolic, "equality (sequences: same length, equal elements)"),
        COMPARISONS)
_define(Operator("!=", _ne_scalar, _ne_vector, _ne_symbolic, "inequality"), COMPARISONS)


# -- < <= > >= ---------------------------------------------------------------------


def _lt_scalar(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a < b


def _le_scalar(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a <= b


def _gt_scalar(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a > b


def _ge_scalar(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a >= b


def _order_vector(ufunc: Callable, scalar: Callable) -> Callable:
    """The vectorised form of an order comparison: ``ufunc`` (``np.less``...) on arrays."""
    def vector(a, b, ctx):
        return V.order(ufunc, scalar, a, b, ctx)
    return vector


def _order_symbolic(sym: str) -> Callable:
    """The symbolic form of ``<``, ``<=``, ``>`` or ``>=`` (signed, exact)."""
    def symbolic(c, a, b):
        S = _algebra()
        if not (S.is_scalar(a) and S.is_scalar(b)):
            raise S.NotExpressible(f"'{sym}' needs integers, got {S.describe(a)} and {S.describe(b)}")
        x, y = S.num(a), S.num(b)
        if sym == "<":
            return S.num_lt(x, y)
        if sym == "<=":
            return S.num_le(x, y)
        if sym == ">":
            return S.num_lt(y, x)
        return S.num_le(y, x)
    return symbolic


_define(Operator("<", _lt_scalar, _order_vector(np.less, _lt_scalar), _order_symbolic("<"), "less than"),
        COMPARISONS)
_define(Operator("<=", _le_scalar, _order_vector(np.less_equal, _le_scalar), _order_symbolic("<="), "at most"),
        COMPARISONS)
_define(Operator(">", _gt_scalar, _order_vector(np.greater, _gt_scalar), _order_symbolic(">"), "greater than"),
        COMPARISONS)
_define(Operator(">=", _ge_scalar, _order_vector(np.greater_equal, _ge_scalar), _order_symbolic(">="), "at least"),
        COMPARISONS)


# -- in and not in -------------------------------------------------------------------


def _in_scalar(a, b):
    if not_int(a):
        raise OpError("the left side of 'in' must be an integer")
    c = b.__class__
    if c is not tuple and c is not range:
        raise OpError("the right side of 'in' must be a sequence or a range")
    return a in b


def _notin_scalar(a, b):
    return not _in_scalar(a, b)


def _in_vector(a, b, ctx):
    if a.__class__ is V.MList:
        a = a.as_tuple()
    if not V.is_intlike(a):
        raise V.PosError(ctx.pos(0))
    if b.__class__ is range:
        if V.is_uniform(a):
            return a in b
        if len(b) == 0:
            return False
        a = V.toint(a)
        lo = max(b.start, V.I64_MIN)
        hi = min(b.stop - 1, V.I64_MAX)
        if lo > hi:
            return False
        return (a >= lo) & (a <= hi)
    if b.__class__ is tuple:
        items = [(e, None) for e in b]
    elif b.__class__ is V.MList:
        items = b.items
    else:
        raise V.PosError(ctx.pos(0))
    return V.some(items, lambda e: V.equal(a, e, ctx))


def _notin_vector(a, b, ctx):
    return V.vnot(_in_vector(a, b, ctx))


def _in_symbolic(c, a, b):
    S = _algebra()
    if not S.is_scalar(a):
        raise S.NotExpressible("the left side of 'in' must be an integer")
    if b.__class__ is range:
        if S.is_const(a):
            return a in b
        if len(b) == 0:
            return False
        x = S.num(a)
        return S.all_of([S.num_le(b.start, x), S.num_lt(x, b.stop)])
    if isinstance(b, S.SymRange):
        x = S.num(a)
        return S.all_of([S.num_le(b.start, x), S.num_lt(x, b.stop)])
    if isinstance(b, tuple):
        if S.is_const(a) and S.is_const(b):
            return a in b
        return S.any_of(S.value_eq(a, e) for e in b)
    if isinstance(b, S.Masked):
        return S.any_of(S.all_of([m, S.value_eq(a, e)]) for e, m in b.items)
    raise S.NotExpressible("the right side of 'in' must be a sequence or a range")


def _notin_symbolic(c, a, b):
    S = _algebra()
    return S.negate(_in_symbolic(c, a, b))


_define(Operator("in", _in_scalar, _in_vector, _in_symbolic, "membership in a sequence, a set literal or a range",
                 folds=False), COMPARISONS)
_define(Operator("not in", _notin_scalar, _notin_vector, _notin_symbolic, "non-membership", folds=False),
        COMPARISONS)


# ============================================================================
# functions
#
# xor, sum, min and max take one iterable or several integers (a single integer argument is
# returned as it is); any, all, count, len and mex take iterables.  A comprehension with a
# symbolic filter is, for the symbolic forms, a list of (element, selected) items.


#: why the builtins on Fibonacci representations and New Nim have no symbolic form
_CONSTANT_ONLY = "needs a constant argument for the prover"


def mex(values: Iterable[int]) -> int:
    """Minimum excludant: the least non-negative integer not in ``values``.

    The Grundy value of a position is the mex of the Grundy values of its options
    (Sprague 1935, Grundy 1939).

    Args:
        values: any iterable of integers (negative values are ignored).

    Returns:
        The mex as a Python int (``0`` for an empty iterable).
    """
    seen = {int(v) for v in values}
    m = 0
    while m in seen:
        m += 1
    return m


def nim_sum(values: Iterable[int]) -> int:
    """Nim-sum (bitwise xor) of ``values``; ``0`` for an empty iterable.

    The Grundy value of a disjunctive sum is the nim-sum of the Grundy values of its
    components (Sprague-Grundy theorem; *Winning Ways*, ch. 4).
    """
    r = 0
    for v in values:
        r ^= int(v)
    return r


# -- xor -----------------------------------------------------------------------


def _xor_scalar(*args):
    r = 0
    for v in _seq_or_args("xor", args):
        r ^= v
    return r


def _xor_vector(args, ctx):
    items = V.items_or_args(args, ctx)
    acc_u = 0
    acc_a = None
    for v, mask in items:
        if not V.is_intlike(v):
            raise V.PosError(ctx.pos(0))
        v = V.toint(v) if isinstance(v, np.ndarray) else v
        if mask is not None:
            v = np.where(mask, V.toint(v), 0)
        if isinstance(v, np.ndarray):
            acc_a = v if acc_a is None else np.bitwise_xor(acc_a, v)
        else:
            acc_u ^= v
    if acc_a is None:
        return acc_u
    if acc_u:
        acc_a = np.bitwise_xor(acc_a, V.toint(acc_u))
    return acc_a


def _reduce_symbolic(name: str, combine: Callable) -> Callable:
    """The symbolic form of ``xor`` or ``sum``: ``combine(S, acc, x)`` over the items (an item
    not selected by a symbolic filter counts as 0); 0 when there is none."""
    def symbolic(c, *args):
        S = _algebra()
        acc = None
        for v, m in _sym_seq_or_args(c, name, args):
            x = S.num_ite(m, S.num(v), 0)
            acc = x if acc is None else combine(S, acc, x)
        return 0 if acc is None else acc
    return symbolic


_xor_symbolic = _reduce_symbolic("xor", lambda S, acc, x: S.num_bitop("^", acc, x))


_define(Builtin("xor", 0, None, _xor_scalar, _xor_vector, _xor_symbolic, iterable_args=True,
                doc="nim-sum (bitwise xor) of one iterable or of several integers; xor() is 0"))


# -- sum -----------------------------------------------------------------------


def _sum_scalar(*args):
    r = sum(_seq_or_args("sum", args))
    if too_big(r):
        raise OpError(f"sum too large (more than {MAX_BITS} bits)")
    return r


def _sum_vector(args, ctx):
    items = V.items_or_args(args, ctx)
    if V.all_uniform(items):
        r = sum(v for v, _ in items)
        if too_big(r):
            raise V.PosError(ctx.pos(0))  # the per-position evaluator gives the error
        return r
    total_bound = 0
    acc_u = 0
    acc_a = None
    for v, mask in items:
        if not V.is_intlike(v):
            raise V.PosError(ctx.pos(0))
        if mask is not None:
            v = np.where(mask, V.toint(v), 0)
        if isinstance(v, np.ndarray):
            v = V.toint(v)
            total_bound += V.maxabs(v)
            if total_bound >= V.SAFE:
                raise V.Fallback
            acc_a = v if acc_a is None else np.add(acc_a, v)
        else:
            acc_u += v
    if acc_u:
        if total_bound + abs(acc_u) >= V.SAFE:
            raise V.Fallback
        acc_a = np.add(acc_a, acc_u)
    return acc_a


_sum_symbolic = _reduce_symbolic("sum", lambda S, acc, x: S.num_add(acc, x))


_define(Builtin("sum", 1, None, _sum_scalar, _sum_vector, _sum_symbolic, iterable_args=True,
                doc="sum of one iterable or of several integers"))


# -- min and max -----------------------------------------------------------------


def _minmax_scalar(is_min: bool) -> Callable:
    name = "min" if is_min else "max"
    pick = min if is_min else max

    def scalar(*args):
        items = _seq_or_args(name, args)
        if not items:
            raise Undefined(f"{name} of an empty sequence")
        r = pick(items)
        if r.__class__ is bool and not all(v.__class__ is bool for v in items):
            return int(r)  # a bool only if every item is one (as in the vectorised evaluator)
        return r

    scalar.__name__ = f"_{name}_scalar"
    return scalar


def _minmax_vector(is_min: bool, scalar: Callable) -> Callable:
    def vector(args, ctx):
        items = V.items_or_args(args, ctx)
        for v, _ in items:
            if not V.is_intlike(v):
                raise V.PosError(ctx.pos(0))
        if not items:
            raise V.PosError(ctx.pos(0))
        if V.all_uniform(items):
            return scalar(*[v for v, _ in items]) if len(items) > 1 else items[0][0]
        dtype = np.bool_ if all(V.is_boolish(v) for v, _ in items) else np.int64
        m = ctx.m
        res = None
        have = None  # None: every position has an element
        for v, mask in items:
            v = V.broadcast(v, m, dtype)
            if res is None:
                res, have = v, mask
                continue
            better = np.less(v, res) if is_min else np.greater(v, res)
            if have is not None:
                better |= ~have
            if mask is not None:
                better &= mask
            res = np.where(better, v, res)
            if have is not None:
                have = None if mask is None else (have | mask)
        if have is not None and not have.all():
            raise V.PosError(ctx.pos(V.first_true(~have)))
        return res

    vector.__name__ = f"_{'min' if is_min else 'max'}_vector"
    return vector


def _minmax_symbolic(is_min: bool) -> Callable:
    name = "min" if is_min else "max"

    def symbolic(c, *args):
        S = _algebra()
        items = _sym_seq_or_args(c, name, args)
        if not items:
            path = c.path_condition()
            if path is True:
                raise S.NotExpressible(f"{name} of an empty sequence")
            c.defined.append(S.zbool(S.negate(path)))
            return 0
        all_bool = all(S.is_boolish(v) for v, _ in items)
        better = S.num_lt if is_min else (lambda x, y: S.num_lt(y, x))
        if all(m is True for _, m in items):
            acc = S.num(items[0][0])
            for v, _ in items[1:]:
                x = S.num(v)
                acc = S.num_ite(better(x, acc), x, acc)
            if isinstance(acc, S.SymInt):
                # the If-chain's interval is the union; min/max have tighter exact bounds
                bounds = [S.bounds(S.num(v)) for v, _ in items]
                pick = min if is_min else max
                lo, hi = pick(b[0] for b in bounds), pick(b[1] for b in bounds)
                if lo == hi:
                    return lo
                acc = S.SymInt(acc.term, lo, hi)
        else:
            path = c.path_condition()
            selected = S.any_of(m for _, m in items)
            if selected is not True:
                c.defined.append(S.zbool(S.implies(path, selected)))
            if all(v.__class__ is int or v.__class__ is bool for v, _ in items):
                # constant values (e.g. indices j of range(k)): the first selected in order
                order = sorted(((int(v), m) for v, m in items), key=lambda p: p[0], reverse=not is_min)
                acc = order[-1][0]
                for v, m in reversed(order[:-1]):
                    acc = S.num_ite(m, v, acc)
            else:
                acc = None
                has = False
                for v, m in items:
                    x = S.num(v)
                    if acc is None:
                        acc, has = x, m
                        continue
                    take = S.all_of([m, S.any_of([S.negate(has), better(x, acc)])])
                    acc = S.num_ite(take, x, acc)
                    has = S.any_of([has, m])
        if all_bool:
            return S.truth(acc)
        return acc

    symbolic.__name__ = f"_{name}_symbolic"
    return symbolic


_min_scalar = _minmax_scalar(True)
_max_scalar = _minmax_scalar(False)


_define(Builtin("min", 1, None, _min_scalar, _minmax_vector(True, _min_scalar), _minmax_symbolic(True),
                iterable_args=True, doc="least element of a non-empty iterable, or of several integers"))
_define(Builtin("max", 1, None, _max_scalar, _minmax_vector(False, _max_scalar), _minmax_symbolic(False),
                iterable_args=True, doc="greatest element of a non-empty iterable, or of several integers"))


# -- count, any, all, len ----------------------------------------------------------


def _count_scalar(it):
    n = 0
    for v in _iterable("count", it):
        if v:
            n += 1
    return n


def _count_vector(args, ctx):
    items = V.viter(args[0], ctx) if not V.is_intlike(args[0]) else None
    if items is None:
        raise V.PosError(ctx.pos(0))
    acc_u = 0
    acc_a = None
    for v, mask in items:
        if not V.is_intlike(v):
            raise V.PosError(ctx.pos(0))
        t = V.truth(v)
        if mask is not None:
            t = V.vand(mask, t)
        if t is True:
            acc_u += 1
        elif t is not False:
            t = t.astype(np.int64)
            acc_a = t if acc_a is None else acc_a + t
    if acc_a is None:
        return acc_u
    return acc_a + acc_u if acc_u else acc_a


def _count_symbolic(c, it):
    S = _algebra()
    acc = 0
    for v, m in _sym_iterable(c, "count", it):
        acc = S.num_add(acc, S.num_ite(S.all_of([m, S.truth(v)]), 1, 0))
    return acc


_define(Builtin("count", 1, 1, _count_scalar, _count_vector, _count_symbolic, iterable_args=True,
                doc="how many elements of an iterable are true (nonzero)"))


def _any_scalar(it):
    return any(_iterable("any", it))


def _some_vector(args: list, ctx: V.VCtx, negated: bool = False) -> Any:
    """Where some element of the iterable ``args[0]`` is true (``negated``: false)."""
    if V.is_intlike(args[0]):
        raise V.PosError(ctx.pos(0))
    if negated:
        return V.some(V.viter(args[0], ctx), lambda v: V.vnot(V.truth(v)))
    return V.some(V.viter(args[0], ctx), V.truth)


def _any_vector(args, ctx):
    return _some_vector(args, ctx)


def _any_symbolic(c, it):
    S = _algebra()
    return S.any_of(S.all_of([m, S.truth(v)]) for v, m in _sym_iterable(c, "any", it))


_define(Builtin("any", 1, 1, _any_scalar, _any_vector, _any_symbolic, iterable_args=True,
                doc="some element of an iterable is true"))


def _all_scalar(it):
    return all(_iterable("all", it))


def _all_vector(args, ctx):
    return V.vnot(_some_vector(args, ctx, negated=True))  # no element is false


def _all_symbolic(c, it):
    S = _algebra()
    return S.all_of(S.implies(m, S.truth(v)) for v, m in _sym_iterable(c, "all", it))


_define(Builtin("all", 1, 1, _all_scalar, _all_vector, _all_symbolic, iterable_args=True,
                doc="every element of an iterable is true"))


def _len_scalar(s):
    c = s.__class__
    if c is tuple or c is range:
        return len(s)
    raise OpError(f"len needs a sequence, got {fmt(s)}")


def _len_vector(args, ctx):
    s = args[0]
    c = s.__class__
    if c is range and len(s) > MAX_ITERATIONS:
        raise V.PosError(ctx.pos(0))  # refused as by the per-position evaluator
    if c is tuple or c is range:
        return len(s)
    if c is V.MList:
        acc_u = 0
        acc_a = None
        for _, mask in s.items:
            if mask is None:
                acc_u += 1
            else:
                t = mask.astype(np.int64)
                acc_a = t if acc_a is None else acc_a + t
        if acc_a is None:
            return acc_u
        return acc_a + acc_u if acc_u else acc_a
    raise V.PosError(ctx.pos(0))


def _len_symbolic(c, s):
    S = _algebra()
    if isinstance(s, tuple) or s.__class__ is range:
        return len(s)
    if isinstance(s, S.SymRange):
        n = S.num_sub(s.stop, s.start)
        return S.num_ite(S.num_lt(n, 0), 0, n)
    if isinstance(s, S.Masked):
        acc = 0
        for _, m in s.items:
            acc = S.num_add(acc, S.num_ite(m, 1, 0))
        return acc
    raise S.NotExpressible(f"len needs a sequence, got {S.describe(s)}")


_define(Builtin("len", 1, 1, _len_scalar, _len_vector, _len_symbolic, iterable_args=True,
                doc="length of a sequence or a range"))


# -- mex -----------------------------------------------------------------------


def _mex_scalar(*iterables):
    seen = set()
    for it in iterables:
        for v in _iterable("mex", it):
            _need_int("mex", v)
            seen.add(v)
    return mex(seen)


def _mex_symbolic(c, *args):
    S = _algebra()
    items = []
    for a in args:
        items.extend(_sym_iterable(c, "mex", a))
    k = len(items)
    present = []
    for m in range(k + 1):
        present.append(S.any_of(S.all_of([mask, S.value_eq(v, m)]) for v, mask in items))
    acc = k
    for m in range(k - 1, -1, -1):
        acc = S.num_ite(S.negate(present[m]), m, acc)
    return acc


_define(Builtin("mex", 1, None, _mex_scalar, None, _mex_symbolic, iterable_args=True,
                doc="minimum excludant of the union of the iterables (Sprague 1935, Grundy 1939)"))


# -- abs -----------------------------------------------------------------------


def _abs_scalar(x):
    _need_int("abs", x)
    return abs(x)


def _abs_vector(args, ctx):
    x = args[0]
    if V.is_uniform(x):
        return abs(x)
    if not isinstance(x, np.ndarray):
        raise V.PosError(ctx.pos(0))
    x = V.toint(x)
    if V.maxabs(x) >= V.SAFE:
        raise V.Fallback
    return np.abs(x)


def _abs_symbolic(c, x):
    S = _algebra()
    if not S.is_scalar(x):
        raise S.NotExpressible(f"abs needs an integer, got {S.describe(x)}")
    return S.num_abs(S.num(x))


_define(Builtin("abs", 1, 1, _abs_scalar, _abs_vector, _abs_symbolic, doc="absolute value"))


# -- popcount and bitlen -----------------------------------------------------------


def _popcount_scalar(x):
    _need_int("popcount", x)
    if x < 0:
        raise Undefined(f"popcount needs a non-negative integer, got {fmt(x)}")
    return int(x).bit_count()


def _popcount_array(x, ctx):
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x).astype(np.int64)
    v = x.astype(np.uint64)  # pragma: no cover - numpy < 2
    v = v - ((v >> np.uint64(1)) & np.uint64(0x5555555555555555))
    v = (v & np.uint64(0x3333333333333333)) + ((v >> np.uint64(2)) & np.uint64(0x3333333333333333))
    v = (v + (v >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return ((v * np.uint64(0x0101010101010101)) >> np.uint64(56)).astype(np.int64)


def _popcount_symbolic(c, x):
    S = _algebra()
    (x,) = _sym_ints("popcount", x)
    if not isinstance(x, S.SymInt):
        return x.bit_count()
    if S.in_integer_mode():
        raise S.needs_bit_vectors("popcount")
    _sym_nonneg("popcount", x)
    return S.bit_sum(x)


_define(Builtin("popcount", 1, 1, _popcount_scalar, _on_args(_unary_vector(_popcount_scalar, _popcount_array, True)),
                _popcount_symbolic, doc="number of 1 bits of x >= 0"))


def _bitlen_scalar(x):
    _need_nonneg("bitlen", x)
    return int(x).bit_length()


def _bitlen_array(x, ctx):
    """``bitlen`` of a non-negative int64 array, exactly: the number of right shifts to 0."""
    v = x.astype(np.uint64)
    out = np.zeros(x.shape, dtype=np.int64)
    for b in (32, 16, 8, 4, 2, 1):
        hi = v >> np.uint64(b)
        big = hi != 0
        out += big * b
        v = np.where(big, hi, v)
    return out + (v != 0)


def _bitlen_symbolic(c, x):
    S = _algebra()
    (x,) = _sym_ints("bitlen", x)
    if not isinstance(x, S.SymInt):
        return x.bit_length()
    _sym_nonneg("bitlen", x)
    lo_b, hi_b = x.lo.bit_length(), x.hi.bit_length()
    acc = lo_b
    for j in range(lo_b + 1, hi_b + 1):
        acc = S.num_ite(S.num_le(1 << (j - 1), x), j, acc)
    return acc


_define(Builtin("bitlen", 1, 1, _bitlen_scalar,
                _on_args(_unary_vector(_bitlen_scalar, _bitlen_array, True)), _bitlen_symbolic,
                doc="number of binary digits of x >= 0 (0 for 0): Python's int.bit_length"))


# -- bit -----------------------------------------------------------------------


def _bit_scalar(x, i):
    _need_int("bit", x)
    _need_int("bit", i)
    if i < 0:
        raise Undefined(f"bit needs a non-negative bit index, got {fmt(i)}")
    return (x >> i) & 1


def _bit_array(x, i, ctx):
    x, i = V.toint(x), V.toint(i)
    V.check_nonneg(i, ctx)
    i = np.minimum(i, 63) if isinstance(i, np.ndarray) else min(i, 63)
    return np.bitwise_and(np.right_shift(x, i), 1)


def _bit_symbolic(c, x, i):
    S = _algebra()
    x, i = _sym_ints("bit", x, i)
    if S.bounds(i)[0] < 0:
        raise S.NotExpressible("the bit index may be negative")
    return S.num_bitop("&", S.num_rshift(x, i), 1)


_define(Builtin("bit", 2, 2, _bit_scalar, _on_args(_binary_vector(_bit_scalar, _bit_array)), _bit_symbolic,
                doc="bit i of x (two's complement): (x >> i) & 1, i >= 0"))


# -- floor and ceil ----------------------------------------------------------------


def _floor_scalar(p, q):
    _need_int("floor", p)
    _need_int("floor", q)
    if q == 0:
        raise Undefined("division by zero")
    return p // q


def _floor_symbolic(c, p, q):
    S = _algebra()
    p, q = _sym_ints("floor", p, q)
    return S.num_floordiv(p, q)


_define(Builtin("floor", 2, 2, _floor_scalar, _on_args(_binary_vector(_floor_scalar, _floordiv_array)),
                _floor_symbolic, doc="floor(p / q) for q != 0"))


def _ceil_scalar(p, q):
    _need_int("ceil", p)
    _need_int("ceil", q)
    if q == 0:
        raise Undefined("division by zero")
    return -((-p) // q)


def _ceil_array(p, q, ctx):
    p, q = V.toint(p), V.toint(q)
    V.check_nonzero(q, ctx)
    if V.maxabs(p) >= V.SAFE:
        raise V.Fallback
    return np.negative(np.floor_divide(np.negative(p), q))


def _ceil_symbolic(c, p, q):
    S = _algebra()
    p, q = _sym_ints("ceil", p, q)
    return S.num_neg(S.num_floordiv(S.num_neg(p), q))


_define(Builtin("ceil", 2, 2, _ceil_scalar, _on_args(_binary_vector(_ceil_scalar, _ceil_array)), _ceil_symbolic,
                doc="ceil(p / q) for q != 0"))


# -- isqrt ---------------------------------------------------------------------


def _isqrt_scalar(n):
    _need_int("isqrt", n)
    if n < 0:
        raise Undefined(f"isqrt needs a non-negative integer, got {fmt(n)}")
    return math.isqrt(n)


def _isqrt_array(n, ctx):
    r = np.sqrt(n.astype(np.float64)).astype(np.int64)
    r = np.clip(r, 0, _ISQRT_I64_MAX)
    while True:
        too_big = r * r > n
        if not too_big.any():
            break
        r = r - too_big
    nu = n.astype(np.uint64)
    while True:
        r1 = (r + 1).astype(np.uint64)
        small = (r1 * r1 <= nu) & (r < _ISQRT_I64_MAX)
        if not small.any():
            break
        r = r + small
    return r


def _isqrt_symbolic(c, x):
    """A fresh variable r with ``r*r <= x < (r+1)**2`` (side conditions; unique, so sound), or
    with ``c.isqrt_mode == "circuit"`` the digit-by-digit square-root circuit."""
    S = _algebra()
    (x,) = _sym_ints("isqrt", x)
    if not isinstance(x, S.SymInt):
        return math.isqrt(x)
    _sym_nonneg("isqrt", x)
    rlo, rhi = math.isqrt(x.lo), math.isqrt(x.hi)
    if rlo == rhi:
        return rlo
    key = (x.term.get_id(), x.lo, x.hi)
    hit = c.cache.get(key)
    if hit is not None:
        return hit[1]
    if c.isqrt_mode == "circuit" and S.in_integer_mode():
        raise S.needs_bit_vectors("isqrt as a circuit")
    if c.isqrt_mode == "circuit":
        r = S.isqrt_circuit(x, rlo, rhi)
    else:
        r = S.sym_var(S.fresh_name("isqrt"), rlo, rhi)
        sq = S.num_square(r)
        c.side.append(S.in_range(r, rlo, rhi))
        c.side_ranges.append(c.side[-1])
        c.side.append(S.zbool(S.num_le(sq, x)))
        # (r + 1)**2 = r*r + 2*r + 1: one multiplier fewer than squaring r + 1
        c.side.append(S.zbool(S.num_lt(x, S.num_add(S.num_add(sq, S.num_mul(r, 2)), 1))))
    c.cache[key] = (x.term, r)
    return r


_define(Builtin("isqrt", 1, 1, _isqrt_scalar, _on_args(_unary_vector(_isqrt_scalar, _isqrt_array, True)),
                _isqrt_symbolic, doc="integer square root: the greatest r with r*r <= n, n >= 0"))


# -- range ---------------------------------------------------------------------


def _range_scalar(*args):
    for a in args:
        _need_int("range", a)
    return range(*args)


def _range_vector(args, ctx):
    for a in args:
        if isinstance(a, np.ndarray):
            raise V.Fallback
        if not V.is_uniform(a):
            raise V.PosError(ctx.pos(0))
    return range(*args)


def _range_symbolic(c, *args):
    S = _algebra()
    for a in args:
        if not S.is_scalar(a):
            raise S.NotExpressible(f"range needs integers, got {S.describe(a)}")
    vals = [S.num(a) for a in args]
    start, stop = (0, vals[0]) if len(vals) == 1 else (vals[0], vals[1])
    if not isinstance(start, S.SymInt) and not isinstance(stop, S.SymInt):
        return range(start, stop)
    return S.SymRange(start, stop)


_define(Builtin("range", 1, 2, _range_scalar, _range_vector, _range_symbolic, iterable_only=True,
                doc="range(n) or range(a, b), only as an iterable"))


# -- replace -------------------------------------------------------------------


def _replace_scalar(seq, i, v):
    if seq.__class__ is not tuple:
        raise OpError(f"replace needs a sequence as first argument, got {fmt(seq)}")
    _need_int("replace", i, "an integer index")
    _need_int("replace", v, "an integer value")
    if not 0 <= i < len(seq):
        raise Undefined(f"index {fmt(i)} out of range for a sequence of length {len(seq)}")
    return seq[:i] + (v,) + seq[i + 1:]


def _replace_vector(args, ctx):
    seq, i, v = args
    seq = V.vseq(seq, ctx)
    if not (V.is_intlike(i) and V.is_intlike(v)):
        raise V.PosError(ctx.pos(0))
    n = len(seq)
    if V.is_uniform(i):
        if not 0 <= i < n:
            raise V.PosError(ctx.pos(0))
        return seq[:i] + (v,) + seq[i + 1:]
    i = V.toint(i)
    bad = (i < 0) | (i >= n)
    if bad.any():
        raise V.PosError(ctx.pos(V.first_true(bad)))
    out = []
    for k, e in enumerate(seq):
        sel = i == k
        if not sel.any():
            out.append(e)
        else:
            dtype = np.bool_ if (V.is_boolish(e) and V.is_boolish(v)) else np.int64
            out.append(np.where(sel, V.broadcast(v, ctx.m, dtype), V.broadcast(e, ctx.m, dtype)))
    return tuple(out)


def _replace_symbolic(c, seq, i, v):
    S = _algebra()
    if isinstance(seq, S.Masked):
        seq = seq.as_tuple()
    if not isinstance(seq, tuple):
        raise S.NotExpressible(f"replace needs a sequence as first argument, got {S.describe(seq)}")
    i, v = _sym_ints("replace", i, v)
    n = len(seq)
    if not isinstance(i, S.SymInt):
        if not 0 <= i < n:
            raise S.NotExpressible(f"index {i} out of range for a sequence of length {n}")
        return seq[:i] + (v,) + seq[i + 1:]
    if i.lo < 0 or i.hi >= n:
        raise S.NotExpressible(f"the index may be out of range (it lies in [{S.short(i.lo)}, {S.short(i.hi)}], "
                               f"the sequence has length {n})")
    return tuple(S.value_ite(S.num_eq(i, j), v, seq[j]) if i.lo <= j <= i.hi else seq[j] for j in range(n))


_define(Builtin("replace", 3, 3, _replace_scalar, _replace_vector, _replace_symbolic,
                doc="the sequence with element i replaced by v (0 <= i < len(seq))"))


# -- Fibonacci numbers: fib, is_fib, zeckendorf, zeck_min, zeck_count -----------------


def _fib_big(n: int) -> int:
    """F(n) by fast doubling: F(2k) = F(k) (2 F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2."""
    a, b = 0, 1
    for bit in bin(n)[2:]:
        c = a * (2 * b - a)
        d = a * a + b * b
        if bit == "1":
            a, b = d, c + d
        else:
            a, b = c, d
    return a


_FIB_SMALL: tuple[int, ...] = tuple(_fib_big(i) for i in range(93))  # fib(92) < 2**63
_FIB_TABLE = np.array(_FIB_SMALL, dtype=np.int64)


def fib_values_upto(n: int) -> list[int]:
    """The distinct Fibonacci numbers 1, 2, 3, 5, 8, ... up to ``n`` (F2, F3, ... in the
    indexing F0 = 0, F1 = 1), smallest first; empty for ``n < 1``."""
    out, a, b = [], 1, 2
    while a <= n:
        out.append(a)
        a, b = b, a + b
    return out


def _fib_scalar(n):
    _need_int("fib", n)
    if n < 0:
        raise Undefined(f"fib needs a non-negative integer, got {fmt(n)}")
    if n <= 92:
        return _FIB_SMALL[n]
    if n > MAX_FIB:
        raise OpError(f"fib argument larger than {MAX_FIB} (fib(n) needs 0 <= n <= {MAX_FIB})")
    return _fib_big(int(n))


def _fib_array(n, ctx):
    if n.size and int(n.max()) > 92:
        raise V.Fallback
    return _FIB_TABLE[n]


_define(Builtin("fib", 1, 1, _fib_scalar, _on_args(_unary_vector(_fib_scalar, _fib_array, True)), None,
                symbolic_reason=_CONSTANT_ONLY,
                doc=f"the Fibonacci number F(n), F(0) = 0, F(1) = 1, 0 <= n <= {MAX_FIB}"))


def _is_fib_scalar(n):
    _need_nonneg("is_fib", n)
    return n == 0 or n in set(fib_values_upto(n))


def _is_fib_array(n, ctx):
    """``is_fib`` of a non-negative int64 array: membership in the table of F(0..92) (every
    Fibonacci number below 2^63)."""
    return np.isin(n, _FIB_TABLE)


def _is_fib_symbolic(c, n):
    S = _algebra()
    (n,) = _sym_ints("is_fib", n)
    if not isinstance(n, S.SymInt):
        return c.fold("is_fib(a0)", [n])
    if n.lo < 0 or n.hi > IS_FIB_MAX:
        raise S.NotExpressible(f"is_fib needs the argument within [0, 2**{IS_FIB_MAX.bit_length() - 1}] "
                               f"(it lies in [{S.short(n.lo)}, {S.short(n.hi)}])")
    fibs = [0] + fib_values_upto(n.hi)
    return S.any_of(S.num_eq(n, f) for f in fibs if n.lo <= f <= n.hi)


_define(Builtin("is_fib", 1, 1, _is_fib_scalar,
                _on_args(_unary_vector(_is_fib_scalar, _is_fib_array, True)),
                _is_fib_symbolic, doc="n >= 0 is a Fibonacci number (0, 1, 2, 3, 5, 8, ...)"))


def _fib_floor_scalar(n):
    _need_nonneg("fib_floor", n)
    fibs = fib_values_upto(n)
    return fibs[-1] if fibs else 0


def _fib_floor_array(n, ctx):
    """``fib_floor`` of a non-negative int64 array: the table entry at the last Fibonacci number <= n."""
    idx = np.searchsorted(_FIB_TABLE, n, side="right") - 1
    return _FIB_TABLE[np.clip(idx, 0, len(_FIB_TABLE) - 1)]


def _fib_floor_symbolic(c, n):
    """The largest Fibonacci number <= n: a chain of comparisons with the Fibonacci numbers of the
    argument's interval (bit-vectors and integers alike)."""
    S = _algebra()
    (n,) = _sym_ints("fib_floor", n)
    if not isinstance(n, S.SymInt):
        return c.fold("fib_floor(a0)", [n])
    if n.lo < 0 or n.hi > IS_FIB_MAX:
        raise S.NotExpressible(f"fib_floor needs the argument within [0, 2**{IS_FIB_MAX.bit_length() - 1}] "
                               f"(it lies in [{S.short(n.lo)}, {S.short(n.hi)}])")
    out: Any = _fib_floor_scalar(n.lo)
    for f in fib_values_upto(n.hi):
        if f > n.lo:
            out = S.value_ite(S.num_le(f, n), f, out)
    return out


_define(Builtin("fib_floor", 1, 1, _fib_floor_scalar, _on_args(_unary_vector(_fib_floor_scalar, _fib_floor_array, True)),
                _fib_floor_symbolic,
                doc="the largest Fibonacci number <= n (0 for n = 0): the first term of n's Zeckendorf decomposition"))


def _zeckendorf_scalar(n):
    _need_nonneg("zeckendorf", n)
    if n > ZECKENDORF_MAX:
        raise OpError("zeckendorf argument larger than 10**30")
    terms = []
    fibs = fib_values_upto(n)
    for f in reversed(fibs):
        if f <= n:
            terms.append(f)
            n -= f
    return tuple(terms)


_define(Builtin("zeckendorf", 1, 1, _zeckendorf_scalar, None, None, symbolic_reason=_CONSTANT_ONLY,
                doc="the greedy Zeckendorf decomposition of n >= 0 (Zeckendorf 1972): its Fibonacci terms, "
                    "largest first, each time the largest Fibonacci number that fits"))


def _zeck_min_scalar(n):
    t = _zeckendorf_scalar(n)
    return t[-1] if t else 0


def _zeck_min_symbolic(c, n):
    """The greedy as a circuit (:func:`gamecheck.lang.symbolic.zeck_min_circuit`): one conditional
    subtraction per Fibonacci number up to the argument's largest value; bit-vectors only."""
    S = _algebra()
    (n,) = _sym_ints("zeck_min", n)
    if not isinstance(n, S.SymInt):
        return c.fold("zeck_min(a0)", [n])
    _sym_nonneg("zeck_min", n)
    if n.hi > ZECKENDORF_MAX:
        raise S.NotExpressible(f"zeck_min needs the argument at most 10**30 (it lies in [{S.short(n.lo)}, "
                               f"{S.short(n.hi)}])")
    if S.in_integer_mode():
        raise S.needs_bit_vectors("zeck_min")
    return S.zeck_min_circuit(n, fib_values_upto(n.hi))


def _zeck_min_array(n, ctx):
    """``zeck_min`` of a non-negative int64 array: the greedy over the Fibonacci numbers below
    2^63 at once (one comparison and subtraction per Fibonacci number, largest first); the last
    number taken is the smallest term."""
    rest = np.asarray(n, dtype=np.int64).copy()
    low = np.zeros_like(rest)
    top = int(rest.max()) if rest.size else 0
    for f in reversed(fib_values_upto(top)):
        take = rest >= f
        rest = np.where(take, rest - f, rest)
        low = np.where(take, f, low)
    return low


_define(Builtin("zeck_min", 1, 1, _zeck_min_scalar,
                _on_args(_unary_vector(_zeck_min_scalar, _zeck_min_array, True)),
                _zeck_min_symbolic,
                doc="smallest term of the greedy Zeckendorf decomposition of n (0 for n = 0)"))


def _zeck_count_scalar(n):
    """How many ways n >= 0 is a sum of distinct, pairwise non-consecutive Fibonacci
    numbers from 1, 2, 3, 5, 8, ... (by exhaustive dynamic programming, independent of
    the greedy algorithm); Zeckendorf's theorem says it is 1 for every n >= 0."""
    _need_nonneg("zeck_count", n)
    if n > ZECK_COUNT_MAX:
        raise OpError("zeck_count argument larger than 10**6")
    fibs = fib_values_upto(n)
    # prefix[i]: the sum of fibs[:i], an upper bound on what a subset of them can reach
    prefix = [0]
    for f in fibs:
        prefix.append(prefix[-1] + f)

    # ways(i, rest, next_taken): choose a subset of fibs[:i] summing to rest, no two adjacent
    # (next_taken: fibs[i] was taken, so fibs[i - 1] may not be); largest terms first, pruned
    # when even every remaining term together falls short -- exhaustive all the same
    @lru_cache(maxsize=None)
    def ways(i, rest, next_taken):
        if rest == 0:
            return 1
        if i == 0 or prefix[i] < rest:
            return 0
        total = ways(i - 1, rest, False)
        if not next_taken and fibs[i - 1] <= rest:
            total += ways(i - 1, rest - fibs[i - 1], True)
        return total

    return ways(len(fibs), n, False)


_define(Builtin("zeck_count", 1, 1, _zeck_count_scalar,
                _on_args(_unary_vector(_zeck_count_scalar, _elementwise(_zeck_count_scalar), True)), None,
                symbolic_reason=_CONSTANT_ONLY,
                doc="how many ways n is a sum of distinct, pairwise non-consecutive Fibonacci numbers "
                    "(exhaustive; Zeckendorf's theorem says 1)"))


# -- xor_basis_removed ---------------------------------------------------------------


def _xor_basis_removed_scalar(seq):
    if seq.__class__ is not tuple:
        raise OpError(f"xor_basis_removed needs a sequence, got {fmt(seq)}")
    basis: list[int] = []
    removed = 0
    for h in sorted(seq, reverse=True):
        _need_nonneg("xor_basis_removed", h)
        v = h
        for b in basis:
            v = min(v, v ^ b)
        if v:
            basis.append(v)
            basis.sort(reverse=True)
        else:
            removed += h
    return removed


_define(Builtin("xor_basis_removed", 1, 1, _xor_basis_removed_scalar, None, None, symbolic_reason=_CONSTANT_ONLY,
                doc='the linear-basis greedy of the "New Nim" solution (CQOI 2013): visit the heaps in decreasing '
                    "order, keep a heap XOR-independent of those kept, remove it otherwise; the total size removed"))


# -- nim_mul and nim_pow (nim-multiplication) --------------------------------------
#
# The field of nimbers (Conway 1976, ch. 6; the arithmetic in gamecheck.lang.nimber). The
# symbolic forms are bit-level: nim-multiplication is bilinear over GF(2), so bit k of a ⊗ b is
# the xor of a_i and b_j over the pairs (i, j) whose single-bit product 2^i ⊗ 2^j has bit k set
# (arguments below 2^64, where those products are the table nimber.single_bit_products()).


def _nimber_arg(name: str, x: Any) -> int:
    """An argument of ``nim_mul``/``nim_pow`` as an int: OpError for a non-integer or one of
    ``2**MAX_NIMBER_BITS`` or more, Undefined for a negative one."""
    _need_nonneg(name, x)
    if x.bit_length() > nimber.MAX_NIMBER_BITS:
        raise OpError(f"{name} needs arguments below 2**{nimber.MAX_NIMBER_BITS}, got {fmt(x)}")
    return int(x)


def _nim_mul_scalar(a, b):
    return nimber.mul_unchecked(_nimber_arg("nim_mul", a), _nimber_arg("nim_mul", b))


def _nim_pow_scalar(a, n):
    a, n = _nimber_arg("nim_pow", a), _nimber_arg("nim_pow", n)
    refusal = nimber.pow_refusal(a, n)
    if refusal:
        raise OpError(f"nim_pow: {refusal}")
    return nimber.pow_unchecked(a, n)


def _nimber_arrays(a, b, ctx) -> tuple[Any, Any]:
    """Two int-like vectorised operands as int64 values (PosError at the first position where
    one is negative)."""
    a, b = V.toint(a), V.toint(b)
    bad = V.vor(a < 0, b < 0)
    if bad is not False:
        if isinstance(bad, np.ndarray):
            if bad.any():
                raise V.PosError(ctx.pos(V.first_true(bad)))
        else:
            raise V.PosError(ctx.pos(0))
    return a, b


def _int64_products(r: np.ndarray, m: int) -> np.ndarray:
    """uint64 nim-products as int64 of ``m`` positions (Fallback when one is ``2^63`` or more)."""
    if r.size and int(r.max()) > V.I64_MAX:
        raise V.Fallback
    return np.broadcast_to(r.astype(np.int64), (m,)) if r.ndim == 0 else r.astype(np.int64)


def _nim_mul_array(a, b, ctx):
    a, b = _nimber_arrays(a, b, ctx)
    return _int64_products(nimber.nim_mul_array(a, b), ctx.m)


def _nim_pow_array(a, n, ctx):
    """Square and multiply on arrays: the exponent's bits from the lowest, each a masked
    product (exponents reduced modulo the order of the multiplicative group, as the scalar form)."""
    a, n = _nimber_arrays(a, n, ctx)
    bits = nimber.field_bits(V.maxabs(a))
    if bits < 64:
        order = (1 << bits) - 1
        n = np.where(n == 0, 0, (n - 1) % order + 1) if isinstance(n, np.ndarray) else (
            0 if n == 0 else (n - 1) % order + 1)
    base = np.broadcast_to(np.asarray(a, dtype=np.uint64), (ctx.m,))
    n = np.broadcast_to(np.asarray(n, dtype=np.int64), (ctx.m,))
    result = np.ones(ctx.m, dtype=np.uint64)
    top = int(n.max()) if n.size else 0
    while top:
        odd = (n & 1).astype(bool)
        if odd.any():
            result = np.where(odd, nimber.nim_mul_array(result, base), result)
        n, top = n >> 1, top >> 1
        if top:
            base = nimber.nim_mul_array(base, base)
    return _int64_products(result, ctx.m)


def _nimber_bits(name: str, x: Any) -> list:
    """The bits of a non-negative number for the bilinear encoding, lowest first: z3 bit-vectors
    of width 1 for a :class:`~gamecheck.lang.symbolic.SymInt`, Python ints 0 and 1 for a constant."""
    S = _algebra()
    if not isinstance(x, S.SymInt):
        return [(x >> i) & 1 for i in range(x.bit_length())]
    _sym_nonneg(name, x)
    return [S.z3.Extract(i, i, x.term) for i in range(x.hi.bit_length())]


def _nimber_width(name: str, *xs: Any) -> int:
    """The bits ``w`` (a power of two, at most 64) of the smallest field of nimbers holding every
    value of the arguments' intervals; NotExpressible beyond 64 bits or in integer mode."""
    S = _algebra()
    if S.in_integer_mode():
        raise S.needs_bit_vectors(name)
    his = [S.bounds(x)[1] for x in xs]
    w = nimber.field_bits(max(his))
    if w > 64:
        raise S.NotExpressible(f"{name} needs its arguments below 2**64 for the prover (they may reach "
                               f"{S.short(max(his))})")
    return w


def _xor_of(terms: list) -> Any:
    """The xor of 1-bit terms and Python 0/1 (a Python int when no term is symbolic)."""
    acc, const = None, 0
    for t in terms:
        if t.__class__ is int:
            const ^= t
        else:
            acc = t if acc is None else acc ^ t
    if acc is None:
        return const
    return ~acc if const else acc


def _nim_product_term(name: str, a: Any, b: Any):
    """``a ⊗ b`` of non-negative numbers below ``2^64`` (one symbolic at least) as a SymInt:
    each bit the xor of the products a_i b_j of the pairs whose single-bit product has that bit
    (a square: of the a_i with 2^i ⊗ 2^i having it, the other pairs cancelling in twos)."""
    S = _algebra()
    z3 = S.z3
    w = _nimber_width(name, a, b)
    table = nimber.single_bit_products()
    xa, xb = _nimber_bits(name, a), _nimber_bits(name, b)
    square = isinstance(a, S.SymInt) and isinstance(b, S.SymInt) and a.term.eq(b.term)
    parts: list[list] = [[] for _ in range(w)]
    if square:
        pairs = [(i, i, xa[i]) for i in range(len(xa))]
    else:
        pairs = []
        for i, p in enumerate(xa):
            if p.__class__ is int and not p:
                continue
            for j, q in enumerate(xb):
                if q.__class__ is int and not q:
                    continue
                # a constant bit here is 1: the product is the other bit
                pairs.append((i, j, q if p.__class__ is int else (p if q.__class__ is int else p & q)))
    for i, j, t in pairs:
        v = int(table[i, j])
        k = 0
        while v:
            if v & 1:
                parts[k].append(t)
            v >>= 1
            k += 1
    bits = [_xor_of(p) for p in parts]
    terms = [z3.BitVecVal(bt, 1) if bt.__class__ is int else bt for bt in reversed(bits)]
    term = z3.ZeroExt(1, z3.Concat(*terms) if len(terms) > 1 else terms[0])
    lo = 1 if S.bounds(a)[0] >= 1 and S.bounds(b)[0] >= 1 else 0
    return S.make(term, lo, (1 << w) - 1)


def _nim_mul_symbolic(c, a, b):
    a, b = _sym_ints("nim_mul", a, b)
    return _nim_product_term("nim_mul", a, b)


def _nim_pow_symbolic(c, a, n):
    """Square and multiply with :func:`_nim_product_term`, for a constant exponent (reduced modulo
    the order of the multiplicative group) of at most ``NIM_POW_PRODUCTS + 1`` one bits: a square
    is linear over GF(2) (one xor of bits per result bit), a product of two symbolic nimbers of
    64 bits is up to 4,096 conjunctions."""
    S = _algebra()
    a, n = _sym_ints("nim_pow", a, n)
    if isinstance(n, S.SymInt):
        raise S.NotExpressible("nim_pow needs a constant exponent for the prover")
    if n < 0:
        raise S.NotExpressible(f"nim_pow needs a non-negative exponent, got {n}")
    w = _nimber_width("nim_pow", a)
    if isinstance(a, S.SymInt):
        _sym_nonneg("nim_pow", a)
    if n == 0:
        return 1
    e = (n - 1) % ((1 << w) - 1) + 1  # x^(2^w - 1) = 1 for x != 0, and 0^e = 0 for e >= 1
    if e.bit_count() > NIM_POW_PRODUCTS + 1:
        raise S.NotExpressible(f"nim_pow needs an exponent of at most {NIM_POW_PRODUCTS + 1} one bits for the "
                               f"prover (at most {NIM_POW_PRODUCTS} products of symbolic nimbers; squares are "
                               f"cheap), got {S.short(e)} after reducing it modulo 2**{w} - 1")
    result: Any = None
    base: Any = a
    while e:
        if e & 1:
            result = base if result is None else _nim_product_term("nim_pow", result, base)
        e >>= 1
        if e:
            base = _nim_product_term("nim_pow", base, base)
    return result


_define(Builtin("nim_mul", 2, 2, _nim_mul_scalar, _on_args(_binary_vector(_nim_mul_scalar, _nim_mul_array)),
                _nim_mul_symbolic,
                doc=f"the nim-product a ⊗ b of a, b >= 0 below 2**{nimber.MAX_NIMBER_BITS} (Conway 1976, ch. 6); "
                    "the prover needs them below 2**64"))
_define(Builtin("nim_pow", 2, 2, _nim_pow_scalar, _on_args(_binary_vector(_nim_pow_scalar, _nim_pow_array)),
                _nim_pow_symbolic,
                doc="the nim-power a ⊗ a ⊗ ... ⊗ a (n factors, nim_pow(a, 0) = 1) of a, n >= 0; the prover "
                    "needs a below 2**64 and a constant n"))


#: the names of :data:`BUILTINS`, sorted: the functions a rule may call
FUNCTIONS: tuple[str, ...] = tuple(sorted(BUILTINS))
