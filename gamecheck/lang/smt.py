"""Rules of the rule language as exact z3 bit-vector terms.

The prover asks z3 questions such as "is there a position x with parts below
2**64 where the rule is true at x and at an option y of x?".  This module
compiles a rule (see :mod:`gamecheck.lang.expr`) into z3 terms whose meaning is
exactly :meth:`gamecheck.lang.expr.Expr.evaluate` with unbounded Python integers:
there is never a silent bit-vector overflow.

Representation
--------------
Every integer-valued term is a :class:`SymInt`: a *signed* (two's complement)
z3 bit-vector together with an interval ``[lo, hi]`` that interval analysis
proves for its value.  The bit-vector is ``bv_width(lo, hi)`` bits wide, which
holds every value of the interval.  Before an operation the operands are
sign-extended to a width that holds every possible result (computed from the
result interval), so the modular bit-vector operation equals the integer
operation; the result is then cut back to the width of its own interval.
A term that would need more than :data:`MAX_WIDTH` bits raises
:class:`NotExpressible`.

Some values are fresh variables defined by side conditions (``isqrt``, and
``//``/``%`` of a non-negative value by a constant that is not a power of
two, whose divider circuit is hard for the solver): see :attr:`Compiler.side`.

**The intervals are assumptions.**  :func:`sym_var` creates an unconstrained
bit-vector; every statement about compiled terms holds only for assignments
where each variable lies in its declared interval.  Assert
:func:`in_range` (or :func:`domain`) for every variable, together with the
compiler's :attr:`Compiler.side` conditions, in every query.

Values produced by :meth:`Compiler.compile` are Python ints and bools (when
the value is known, also by interval analysis: ``x < 2**70`` with ``x`` below
``2**64`` is ``True``), :class:`SymInt`, ``z3.BoolRef`` and tuples of these.

Partial operations
------------------
Where :meth:`Expr.evaluate` raises an error (division by zero, a negative
shift, an index out of range, ``isqrt`` of a negative number...) for some
values in the intervals, the rule is :class:`NotExpressible` -- with one
exception: ``min``/``max`` over a comprehension with a symbolic filter.  Its
value is well defined only where some element is selected; the condition
``path -> some element selected`` (``path``: the condition under which the
evaluator reaches the call) is appended to :attr:`Compiler.defined`.
"""

from __future__ import annotations

import ast
import contextlib
import contextvars
import itertools
import math
import threading
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Mapping

import numpy as np
import z3

from gamecheck.lang import expr as _expr
from gamecheck.errors import RuleError
from gamecheck.lang.expr import Expr, parse

__all__ = [
    "MAX_WIDTH", "MAX_UNROLL", "MAX_POW_EXPONENT", "IS_FIB_MAX",
    "NotExpressible", "SymInt", "bv_width", "sym_var", "in_range", "domain", "const",
    "as_int", "as_bool", "add", "sub", "mul", "eq", "lt", "le", "ite",
    "Compiler", "value_of", "solve", "NeedsBitVectors", "integer_mode", "in_integer_mode", "check_with_limit",
]

#: Widest bit-vector a compiled term may use.
MAX_WIDTH = 2048
#: Most comprehension / range elements unrolled in one :meth:`Compiler.compile`.
MAX_UNROLL = 20_000
#: Largest constant exponent of ``**`` with a symbolic base.
MAX_POW_EXPONENT = 64
#: ``is_fib(n)`` needs ``n``'s interval within ``[0, IS_FIB_MAX]``.
IS_FIB_MAX = 2 ** 128
#: Limits of the scalar evaluator (where it raises, the compiled rule must not have a value).
_MAX_RANGE = getattr(_expr, "MAX_ITERATIONS", 1_000_000)
_EVAL_MAX_EXPONENT = getattr(_expr, "MAX_EXPONENT", 4096)

_counter = itertools.count()


class NotExpressible(Exception):
    """The rule (or a sub-expression) has no exact encoding; the message says
    which construct and why."""

    located = False


class NeedsBitVectors(NotExpressible):
    """Raised in integer mode by an operation that needs bit-vectors (bitwise
    operators, symbolic shifts, popcount): compile with bit-vectors instead."""


_INTEGER_MODE: contextvars.ContextVar[bool] = contextvars.ContextVar("gamecheck_smt_integer_mode", default=False)


@contextlib.contextmanager
def integer_mode(on: bool = True):
    """Compile to z3 integers (linear/non-linear integer arithmetic) instead of
    bit-vectors inside this ``with`` block.

    Integer terms are exact without any widening, and z3's arithmetic solvers
    decide linear statements with ``//`` and ``%`` by constants (``n % 7 in (0, 2)``
    for every n < 2**64) at once, where bit-blasted dividers time out. Bitwise
    operators, symbolic shifts and ``popcount`` raise :class:`NeedsBitVectors`.
    The interval analysis is the same in both modes.
    """
    token = _INTEGER_MODE.set(bool(on))
    try:
        yield
    finally:
        _INTEGER_MODE.reset(token)


def in_integer_mode() -> bool:
    """True inside :func:`integer_mode`."""
    return _INTEGER_MODE.get()


def _needs_bv(what: str) -> NeedsBitVectors:
    return NeedsBitVectors(f"{what} needs bit-vectors")


def _fail(msg: str) -> NotExpressible:
    return NotExpressible(msg)


@dataclass(frozen=True)
class SymInt:
    """A signed bit-vector term whose value is proven to lie in ``[lo, hi]``
    (provided every variable lies in its declared interval)."""

    term: z3.BitVecRef
    lo: int
    hi: int

    @property
    def width(self) -> int:
        if z3.is_bv(self.term):
            return self.term.size()
        return bv_width(self.lo, self.hi)

    def __repr__(self) -> str:
        return f"SymInt({self.term}, [{self.lo}, {self.hi}], {self.width} bits)"


def bv_width(lo: int, hi: int) -> int:
    """Bits of a signed bit-vector that holds every integer of ``[lo, hi]``."""
    return max(2, max(int(lo).bit_length(), int(hi).bit_length()) + 1)


def _check_width(w: int, what: str = "a term") -> int:
    if w > MAX_WIDTH:
        raise _fail(f"{what} needs {w} bits, more than MAX_WIDTH = {MAX_WIDTH}")
    return w


# ----------------------------------------------------------------------------
# low-level helpers (values: Python int or SymInt)


def _ext(t: z3.BitVecRef, w: int) -> z3.BitVecRef:
    if not z3.is_bv(t):
        return t  # an integer term: no width
    n = t.size()
    if n < w:
        return z3.SignExt(w - n, t)
    if n > w:
        return z3.Extract(w - 1, 0, t)
    return t


def _w(v) -> int:
    if isinstance(v, SymInt):
        return v.width
    return bv_width(v, v)


def _bv(v, w: int) -> z3.BitVecRef:
    if isinstance(v, SymInt):
        return _ext(v.term, w)
    if _INTEGER_MODE.get():
        return z3.IntVal(v)
    return z3.BitVecVal(v, w)


def _lohi(v) -> tuple[int, int]:
    if isinstance(v, SymInt):
        return v.lo, v.hi
    return v, v


def _mk(term: z3.BitVecRef, lo: int, hi: int):
    """A result with a proven interval: a Python int when the interval is a point."""
    if lo > hi:  # pragma: no cover - interval analysis bug
        raise AssertionError(f"empty interval [{lo}, {hi}]")
    if lo == hi:
        return lo
    w = _check_width(bv_width(lo, hi), f"a value in [{_short(lo)}, {_short(hi)}]")
    return SymInt(_ext(term, w), lo, hi)


def _short(v: int) -> str:
    if -(10 ** 12) < v < 10 ** 12:
        return str(v)
    return ("-" if v < 0 else "") + f"2^{abs(v).bit_length()}"


def _opwidth(lo: int, hi: int, *vals) -> int:
    w = bv_width(lo, hi)
    for v in vals:
        w = max(w, _w(v))
    return _check_width(w, f"a value in [{_short(lo)}, {_short(hi)}]")


def _const_sym(v: int) -> SymInt:
    w = _check_width(bv_width(v, v), f"the constant {_short(v)}")
    return SymInt(_bv(v, w), v, v)


def _is_boolish(v) -> bool:
    return v.__class__ is bool or isinstance(v, z3.BoolRef)


def _is_scalar(v) -> bool:
    return v.__class__ in (int, bool) or isinstance(v, (SymInt, z3.BoolRef))


def _num(v):
    """An int-like value as a Python int or a SymInt."""
    c = v.__class__
    if c is int:
        return v
    if c is bool:
        return int(v)
    if isinstance(v, SymInt):
        return v
    if isinstance(v, z3.BoolRef):
        if z3.is_true(v):
            return 1
        if z3.is_false(v):
            return 0
        return SymInt(z3.If(v, _bv(1, 2), _bv(0, 2)), 0, 1)
    raise _fail(f"an integer is needed here, got {_describe(v)}")


def _describe(v) -> str:
    if isinstance(v, tuple):
        return f"a sequence of length {len(v)}"
    if isinstance(v, (range, _SymRange)):
        return "a range"
    if isinstance(v, _Masked):
        return "a filtered comprehension"
    return type(v).__name__


def _truth(v):
    """Truth value: a Python bool or a z3 BoolRef."""
    c = v.__class__
    if c is bool:
        return v
    if c is int:
        return v != 0
    if isinstance(v, SymInt):
        if v.lo > 0 or v.hi < 0:
            return True
        if v.lo == v.hi == 0:
            return False
        return v.term != _bv(0, v.width)
    if isinstance(v, z3.BoolRef):
        if z3.is_true(v):
            return True
        if z3.is_false(v):
            return False
        return v
    if c is tuple or c is range:
        return len(v) > 0
    if isinstance(v, _Masked):
        return _or([m for _, m in v.items])
    if isinstance(v, _SymRange):
        return _lt(v.start, v.stop)
    raise _fail(f"no truth value for {_describe(v)}")


def _connective(parts: Iterable, absorbing: bool, op) -> Any:
    """``op`` (z3.And or z3.Or) over ``parts`` with Python bools folded away: ``absorbing``
    (False for And, True for Or) decides the whole, its negation is dropped."""
    out = []
    for p in parts:
        if p is absorbing:
            return absorbing
        if p is not (not absorbing):
            out.append(p)
    if not out:
        return not absorbing
    return out[0] if len(out) == 1 else op(*out)


def _and(parts: Iterable) -> Any:
    return _connective(parts, False, z3.And)


def _or(parts: Iterable) -> Any:
    return _connective(parts, True, z3.Or)


def _not(p):
    if p is True or p is False:
        return not p
    return z3.Not(p)


def _implies(a, b):
    if a is True:
        return b
    if a is False or b is True:
        return True
    if b is False:
        return _not(a)
    return z3.Implies(a, b)


def _zbool(p) -> z3.BoolRef:
    if p is True or p is False:
        return z3.BoolVal(p)
    return p


# -- arithmetic (int | SymInt) -------------------------------------------------


def _add(a, b):
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a + b
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    lo, hi = alo + blo, ahi + bhi
    if lo == hi:
        return lo
    w = _opwidth(lo, hi, a, b)
    return _mk(_bv(a, w) + _bv(b, w), lo, hi)


def _neg(a):
    if not isinstance(a, SymInt):
        return -a
    lo, hi = -a.hi, -a.lo
    w = _opwidth(lo, hi, a)
    return _mk(-_bv(a, w), lo, hi)


def _sub(a, b):
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a - b
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    lo, hi = alo - bhi, ahi - blo
    if lo == hi:
        return lo
    w = _opwidth(lo, hi, a, b)
    return _mk(_bv(a, w) - _bv(b, w), lo, hi)


def _mul(a, b):
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a * b
    if not isinstance(a, SymInt):
        a, b = b, a
    if isinstance(b, SymInt) and a.term.eq(b.term) and (a.lo, a.hi) == (b.lo, b.hi):
        return _square(a)
    if not isinstance(b, SymInt):
        if b == 0:
            return 0
        if b == 1:
            return a
        if b == -1:
            return _neg(a)
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    corners = (alo * blo, alo * bhi, ahi * blo, ahi * bhi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    w = _opwidth(lo, hi, a, b)
    return _mk(_bv(a, w) * _bv(b, w), lo, hi)


def _square(a):
    if not isinstance(a, SymInt):
        return a * a
    lo2, hi2 = a.lo * a.lo, a.hi * a.hi
    if a.lo >= 0:
        lo, hi = lo2, hi2
    elif a.hi <= 0:
        lo, hi = hi2, lo2
    else:
        lo, hi = 0, max(lo2, hi2)
    w = _opwidth(lo, hi, a)
    t = _bv(a, w)
    return _mk(t * t, lo, hi)


def _abs(a):
    if not isinstance(a, SymInt):
        return abs(a)
    if a.lo >= 0:
        return a
    if a.hi <= 0:
        return _neg(a)
    lo, hi = 0, max(-a.lo, a.hi)
    w = _opwidth(lo, hi, a)
    t = _bv(a, w)
    return _mk(z3.If(t < 0, -t, t), lo, hi)


def _pow2_exponent(b: int) -> int | None:
    if b > 0 and b & (b - 1) == 0:
        return b.bit_length() - 1
    return None


def _floordiv(a, b):
    if not isinstance(b, SymInt):
        if b == 0:
            raise _fail("division by zero")
        if not isinstance(a, SymInt):
            return a // b
        if b == 1:
            return a
        if b == -1:
            return _neg(a)
        k = _pow2_exponent(b)
        if k is not None and not _INTEGER_MODE.get():
            return _rshift(a, k)
    blo, bhi = _lohi(b)
    if blo <= 0 <= bhi:
        raise _fail(f"division by a value that may be 0 (the divisor lies in [{_short(blo)}, {_short(bhi)}])")
    alo, ahi = _lohi(a)
    corners = (alo // blo, alo // bhi, ahi // blo, ahi // bhi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    w = _opwidth(lo, hi, a, b)
    ta, tb = _bv(a, w), _bv(b, w)
    if _INTEGER_MODE.get():
        # z3's integer division is Euclidean: the floor for a positive divisor
        if blo > 0:
            return _mk(ta / tb, lo, hi)
        return _mk((-ta) / (-tb), lo, hi)
    if alo >= 0 and blo > 0:
        return _mk(z3.UDiv(ta, tb), lo, hi)
    q0 = ta / tb  # signed division, truncating toward zero
    r0 = z3.SRem(ta, tb)
    zero = z3.BitVecVal(0, w)
    fix = z3.And(r0 != zero, (r0 < zero) != (tb < zero))
    return _mk(z3.If(fix, q0 - z3.BitVecVal(1, w), q0), lo, hi)


def _mod(a, b):
    if not isinstance(b, SymInt):
        if b == 0:
            raise _fail("modulo by zero")
        if not isinstance(a, SymInt):
            return a % b
        if b == 1 or b == -1:
            return 0
        k = _pow2_exponent(b)
        if k is not None and not _INTEGER_MODE.get():
            return _bitop("&", a, b - 1)
    blo, bhi = _lohi(b)
    if blo <= 0 <= bhi:
        raise _fail(f"modulo by a value that may be 0 (the divisor lies in [{_short(blo)}, {_short(bhi)}])")
    alo, ahi = _lohi(a)
    if blo > 0:
        lo, hi = 0, bhi - 1
        if alo >= 0:
            hi = min(hi, ahi)
            if ahi < blo:
                lo = alo
    else:
        lo, hi = blo + 1, 0
        if ahi <= 0:
            lo = max(lo, alo)
            if alo > bhi:
                hi = ahi
    if lo == hi:
        return lo
    w = _opwidth(lo, hi, a, b)
    ta, tb = _bv(a, w), _bv(b, w)
    if _INTEGER_MODE.get():
        # Euclidean remainder (0 <= r < |b|) equals Python's for b > 0; for b < 0
        # Python's remainder is a - b * floor(a / b)
        if blo > 0:
            return _mk(ta % tb, lo, hi)
        return _mk(ta - tb * ((-ta) / (-tb)), lo, hi)
    if alo >= 0 and blo > 0:
        return _mk(z3.URem(ta, tb), lo, hi)
    return _mk(ta % tb, lo, hi)  # z3 % is bvsmod: the sign follows the divisor, as in Python


def _lshift(a, s):
    slo, shi = _lohi(s)
    if slo < 0:
        if isinstance(s, SymInt):
            raise _fail(f"the shift count may be negative (it lies in [{_short(slo)}, {_short(shi)}])")
        raise _fail("negative shift count")
    if not isinstance(a, SymInt) and not isinstance(s, SymInt):
        return a << s
    alo, ahi = _lohi(a)
    if alo == ahi == 0:
        return 0
    if shi > MAX_WIDTH:
        raise _fail(f"shift by up to {_short(shi)} bits needs more than MAX_WIDTH = {MAX_WIDTH} bits")
    corners = (alo << slo, alo << shi, ahi << slo, ahi << shi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    if _INTEGER_MODE.get():
        if isinstance(s, SymInt):
            raise _needs_bv("a shift by a symbolic count")
        return _mul(a, 1 << s)
    w = _opwidth(lo, hi, a, s)
    return _mk(_bv(a, w) << _bv(s, w), lo, hi)


def _rshift(a, s):
    slo, shi = _lohi(s)
    if slo < 0:
        if isinstance(s, SymInt):
            raise _fail(f"the shift count may be negative (it lies in [{_short(slo)}, {_short(shi)}])")
        raise _fail("negative shift count")
    if not isinstance(a, SymInt) and not isinstance(s, SymInt):
        return a >> s
    alo, ahi = _lohi(a)
    corners = (alo >> slo, alo >> shi, ahi >> slo, ahi >> shi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    if _INTEGER_MODE.get():
        if isinstance(s, SymInt):
            raise _needs_bv("a shift by a symbolic count")
        return _floordiv(a, 1 << s)
    if isinstance(s, SymInt):
        w = max(_w(a), _w(s))
        return _mk(_bv(a, w) >> _bv(s, w), lo, hi)  # arithmetic shift = floor(a / 2**s)
    w = _w(a)
    return _mk(_bv(a, w) >> z3.BitVecVal(min(s, w - 1), w), lo, hi)


def _bitop(op: str, a, b):
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a & b if op == "&" else (a | b if op == "|" else a ^ b)
    if _INTEGER_MODE.get():
        if isinstance(a, int) and not isinstance(b, int):
            a, b = b, a
        if op == "&" and isinstance(b, int) and b >= 0 and b & (b + 1) == 0 and a.lo >= 0:
            return _mod(a, b + 1)  # a & (2**k - 1) == a % 2**k
        raise _needs_bv(f"the bitwise operator '{op}'")
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    if alo >= 0 and blo >= 0:
        n = max(ahi.bit_length(), bhi.bit_length())
        if op == "&":
            lo, hi = 0, min(ahi, bhi)
        elif op == "|":
            lo, hi = max(alo, blo), (1 << n) - 1
        else:
            lo, hi = 0, (1 << n) - 1
    elif op == "&" and alo >= 0:
        lo, hi = 0, ahi
    elif op == "&" and blo >= 0:
        lo, hi = 0, bhi
    else:
        n = max(x.bit_length() for x in (alo, ahi, blo, bhi))
        lo, hi = -(1 << n), (1 << n) - 1
    if lo == hi:
        return lo
    w = _opwidth(lo, hi, a, b)
    ta, tb = _bv(a, w), _bv(b, w)
    t = ta & tb if op == "&" else (ta | tb if op == "|" else ta ^ tb)
    return _mk(t, lo, hi)


def _invert(a):
    if not isinstance(a, SymInt):
        return ~a
    if _INTEGER_MODE.get():
        return _sub(-1, a)  # ~a == -a - 1
    return _mk(~a.term, -a.hi - 1, -a.lo - 1)


def _eq(a, b):
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a == b
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    if ahi < blo or bhi < alo:
        return False
    w = max(_w(a), _w(b))
    return _bv(a, w) == _bv(b, w)


def _lt(a, b):
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a < b
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    if ahi < blo:
        return True
    if alo >= bhi:
        return False
    w = max(_w(a), _w(b))
    return _bv(a, w) < _bv(b, w)


def _le(a, b):
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a <= b
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    if ahi <= blo:
        return True
    if alo > bhi:
        return False
    w = max(_w(a), _w(b))
    return _bv(a, w) <= _bv(b, w)


def _ite_num(c, a, b):
    """If(c, a, b) over ints/SymInts; c is a Python bool or a BoolRef."""
    if c is True:
        return a
    if c is False:
        return b
    if not isinstance(a, SymInt) and not isinstance(b, SymInt) and a == b:
        return a
    alo, ahi = _lohi(a)
    blo, bhi = _lohi(b)
    lo, hi = min(alo, blo), max(ahi, bhi)
    w = _opwidth(lo, hi, a, b)
    return _mk(z3.If(c, _bv(a, w), _bv(b, w)), lo, hi)


def _ite_val(c, a, b):
    """If(c, a, b) over compiled scalar or tuple values."""
    if c is True:
        return a
    if c is False:
        return b
    if isinstance(a, tuple) or isinstance(b, tuple):
        if not (isinstance(a, tuple) and isinstance(b, tuple)):
            raise _fail("the two branches give a sequence and an integer")
        if len(a) != len(b):
            raise _fail(f"the two branches give sequences of different lengths ({len(a)} and {len(b)})")
        return tuple(_ite_val(c, x, y) for x, y in zip(a, b))
    if not (_is_scalar(a) and _is_scalar(b)):
        raise _fail(f"a conditional over {_describe(a)} and {_describe(b)}")
    if _is_boolish(a) and _is_boolish(b):
        if a is b or (a.__class__ is bool and b.__class__ is bool and a == b):
            return a
        return z3.If(c, _zbool(a), _zbool(b))
    return _ite_num(c, _num(a), _num(b))


def _pow(a, e):
    if not isinstance(a, SymInt) and not isinstance(e, SymInt):
        return a ** e
    elo, ehi = _lohi(e)
    if elo < 0:
        if isinstance(e, SymInt):
            raise _fail(f"the exponent may be negative (it lies in [{_short(elo)}, {_short(ehi)}])")
        raise _fail("negative exponent")
    if ehi > _EVAL_MAX_EXPONENT:
        raise _fail(f"the exponent may be larger than {_EVAL_MAX_EXPONENT}, where the evaluator "
                    f"raises (it lies in [{_short(elo)}, {_short(ehi)}])")
    if not isinstance(e, SymInt):
        if e > MAX_POW_EXPONENT:
            raise _fail(f"exponent {e} of a symbolic base is larger than {MAX_POW_EXPONENT}")
        return _pow_const(a, e)
    if not isinstance(a, SymInt):
        if a == 0:
            return _ite_num(_eq(e, 0), 1, 0)
        if a == 1:
            return 1
        if a == -1:
            return _ite_num(_eq(_bitop("&", e, 1), 1), -1, 1)
        k = _pow2_exponent(a)
        if k is not None and not _INTEGER_MODE.get():
            return _lshift(1, _mul(e, k))
        if ehi - elo > 256 or abs(a).bit_length() * ehi + 2 > MAX_WIDTH:
            raise _fail(f"{a} ** e with the exponent in [{_short(elo)}, {_short(ehi)}] is too large")
        r = a ** ehi
        for j in range(ehi - 1, elo - 1, -1):
            r = _ite_num(_eq(e, j), a ** j, r)
        return r
    if ehi > MAX_POW_EXPONENT or ehi - elo > 16:
        raise _fail(f"symbolic base and exponent (the exponent lies in [{_short(elo)}, {_short(ehi)}])")
    r = _pow_const(a, ehi)
    for j in range(ehi - 1, elo - 1, -1):
        r = _ite_num(_eq(e, j), _pow_const(a, j), r)
    return r


def _pow_const(a, e: int):
    if e == 0:
        return 1
    if not isinstance(a, SymInt):
        return a ** e
    cands = [a.lo ** e, a.hi ** e]
    if e % 2 == 0 and a.lo < 0 < a.hi:
        cands.append(0)
    lo, hi = min(cands), max(cands)
    _check_width(bv_width(lo, hi), f"a power in [{_short(lo)}, {_short(hi)}]")
    result = None
    base = a
    k = e
    while True:
        if k & 1:
            result = base if result is None else _mul(result, base)
        k >>= 1
        if not k:
            break
        base = _square(base)
    if not isinstance(result, SymInt):
        return result
    return _mk(result.term, lo, hi)


def _isqrt_circuit(x: SymInt, rlo: int, rhi: int):
    """isqrt(x) for x >= 0 as a functional term: the digit-by-digit (restoring)
    square root, one conditional subtraction per result bit."""
    n_bits = x.hi.bit_length()
    w = _check_width(n_bits + 2, "isqrt")
    num = _ext(x.term, w)
    res = z3.BitVecVal(0, w)
    bit = 1 << (2 * ((n_bits - 1) // 2))
    one = z3.BitVecVal(1, w)
    while bit:
        b = z3.BitVecVal(bit, w)
        t = res + b
        take = z3.UGE(num, t)
        num = z3.If(take, num - t, num)
        res = z3.If(take, z3.LShR(res, one) + b, z3.LShR(res, one))
        bit >>= 2
    return _mk(res, rlo, rhi)


# ----------------------------------------------------------------------------
# public helpers


def sym_var(name: str, lo: int, hi: int) -> SymInt:
    """A fresh z3 bit-vector named ``name``, wide enough for ``[lo, hi]``.

    No constraint is added: assert ``in_range(x, lo, hi)`` in every query
    (the intervals of everything compiled from it assume it).
    """
    lo, hi = int(lo), int(hi)
    if lo > hi:
        raise ValueError(f"empty interval [{lo}, {hi}] for variable {name!r}")
    w = _check_width(bv_width(lo, hi), f"variable {name!r}")
    if _INTEGER_MODE.get():
        return SymInt(z3.Int(name), lo, hi)
    return SymInt(z3.BitVec(name, w), lo, hi)


def in_range(x, lo: int, hi: int) -> z3.BoolRef:
    """``lo <= x <= hi`` as a z3 formula (never simplified by intervals)."""
    if not isinstance(x, SymInt):
        x = as_int(x)
    if not z3.is_bv(x.term):
        return z3.And(x.term >= lo, x.term <= hi)
    w = max(x.term.size(), bv_width(lo, hi))
    t = _ext(x.term, w)
    return z3.And(t >= z3.BitVecVal(lo, w), t <= z3.BitVecVal(hi, w))


def domain(env: Mapping[str, Any]) -> list[z3.BoolRef]:
    """``in_range(v, v.lo, v.hi)`` for every :class:`SymInt` of an environment
    (also inside tuples): the assumptions of every compiled term."""
    out: list[z3.BoolRef] = []
    seen: set[int] = set()

    def visit(v):
        if isinstance(v, SymInt):
            key = v.term.get_id()
            if key not in seen:
                seen.add(key)
                out.append(in_range(v, v.lo, v.hi))
        elif isinstance(v, (tuple, list)):
            for e in v:
                visit(e)

    for v in env.values():
        visit(v)
    return out


def const(v: int) -> SymInt:
    """A constant as a SymInt."""
    return _const_sym(int(v))


def as_int(v) -> SymInt:
    """int | bool | BoolRef | SymInt -> SymInt (a bool is 0 or 1)."""
    n = _num(v)
    return n if isinstance(n, SymInt) else _const_sym(n)


def as_bool(v) -> z3.BoolRef:
    """bool | BoolRef | SymInt | int | tuple -> BoolRef (an integer is true when nonzero)."""
    return _zbool(_truth(v))


def _pub_num(v):
    if isinstance(v, (tuple, list)):
        raise TypeError(f"an integer is needed, got a sequence of length {len(v)}")
    return _num(v)


def add(a, b) -> SymInt:
    """a + b, exact."""
    return as_int(_add(_pub_num(a), _pub_num(b)))


def sub(a, b) -> SymInt:
    """a - b, exact."""
    return as_int(_sub(_pub_num(a), _pub_num(b)))


def mul(a, b) -> SymInt:
    """a * b, exact."""
    return as_int(_mul(_pub_num(a), _pub_num(b)))


def _eq_val(a, b):
    """Python ``a == b`` over compiled values (tuples elementwise)."""
    if isinstance(a, _Masked):
        a = a.as_tuple()
    if isinstance(b, _Masked):
        b = b.as_tuple()
    at, bt = isinstance(a, tuple), isinstance(b, tuple)
    if at or bt:
        if not (at and bt) or len(a) != len(b):
            return False
        return _and(_eq_val(x, y) for x, y in zip(a, b))
    if not (_is_scalar(a) and _is_scalar(b)):
        raise _fail(f"cannot compare {_describe(a)} and {_describe(b)}")
    if _is_boolish(a) and _is_boolish(b):
        if a.__class__ is bool and b.__class__ is bool:
            return a == b
        return _zbool(a) == _zbool(b)
    return _eq(_num(a), _num(b))


def eq(a, b) -> z3.BoolRef:
    """a == b (tuples: same length and elementwise)."""
    if isinstance(a, list):
        a = tuple(a)
    if isinstance(b, list):
        b = tuple(b)
    return _zbool(_eq_val(a, b))


def lt(a, b) -> z3.BoolRef:
    """a < b (signed, exact)."""
    return _zbool(_lt(_pub_num(a), _pub_num(b)))


def le(a, b) -> z3.BoolRef:
    """a <= b (signed, exact)."""
    return _zbool(_le(_pub_num(a), _pub_num(b)))


def ite(c, a, b):
    """If(c, a, b) over SymInt/ints/bools/tuples (numbers give a SymInt)."""
    if isinstance(a, list):
        a = tuple(a)
    if isinstance(b, list):
        b = tuple(b)
    r = _ite_val(_truth(c), a, b)
    if r.__class__ is int:
        return _const_sym(r)
    return r


def value_of(v, model: z3.ModelRef):
    """The concrete value of a compiled result in a model."""
    if v.__class__ in (int, bool):
        return v
    if isinstance(v, SymInt):
        val = model.eval(v.term, model_completion=True)
        return val.as_signed_long() if z3.is_bv(val) else val.as_long()
    if isinstance(v, z3.BoolRef):
        return z3.is_true(model.eval(v, model_completion=True))
    if isinstance(v, (tuple, list)):
        return tuple(value_of(e, model) for e in v)
    if isinstance(v, (np.integer,)):
        return int(v)
    raise TypeError(f"no concrete value for {type(v).__name__}")


# ----------------------------------------------------------------------------
# compiler-internal containers


class _Masked:
    """A comprehension result with symbolic filters: (value, selected) items."""

    __slots__ = ("items",)

    def __init__(self, items: list):
        self.items = items

    def as_tuple(self) -> tuple:
        if all(m is True for _, m in self.items):
            return tuple(v for v, _ in self.items)
        raise _fail("a comprehension with a symbolic filter has no fixed length; it can only be "
                    "reduced (sum, count, min, max, xor, any, all, len, mex, in)")


class _SymRange:
    """range(start, stop) with a symbolic bound."""

    __slots__ = ("start", "stop")

    def __init__(self, start, stop):
        self.start = start
        self.stop = stop


def _is_const(v) -> bool:
    c = v.__class__
    if c is int or c is bool or c is range:
        return True
    if c is tuple:
        return all(e.__class__ is int or e.__class__ is bool for e in v)
    return False


@lru_cache(maxsize=512)
def _template(text: str) -> Expr:
    return parse(text)


def _quote(text: str, limit: int = 120) -> str:
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return "'" + text.replace("\n", " ") + "'"


_BINOP_SYMS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**",
    ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
}
_CMP_SYMS = {
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
    ast.In: "in", ast.NotIn: "not in",
}
_CONST_ONLY = ("fib", "zeckendorf", "zeck_min", "zeck_count", "xor_basis_removed")


def _env_value(name: str, v):
    if isinstance(v, (SymInt, z3.BoolRef)):
        return v
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (tuple, list, np.ndarray)):
        out = []
        for e in (v.tolist() if isinstance(v, np.ndarray) else v):
            e2 = _env_value(name, e)
            if isinstance(e2, tuple):
                raise TypeError(f"variable {name!r}: sequence elements must be integers")
            out.append(e2)
        return tuple(out)
    if isinstance(v, range):
        return tuple(v)
    raise TypeError(f"variable {name!r} has unsupported value of type {type(v).__name__}")


# ----------------------------------------------------------------------------
# compiler


class Compiler:
    """Compiles rules into z3 terms.

    Attributes:
        side: side conditions to assert in every query: definitions of the
            fresh variables (``isqrt!N`` for ``isqrt``, ``divq!N``/``divr!N``
            for the quotient and remainder of a non-negative value by a
            constant); each is uniquely determined, so asserting them is
            sound for both validity and satisfiability.
        side_ranges: the part of ``side`` that only bounds the fresh
            variables (cheap; used by :func:`solve` for its relaxation).
        defined: definedness conditions of ``min``/``max`` over comprehensions
            with symbolic filters (``path -> some element selected``); the
            evaluator raises exactly where one of them is false.
    """

    def __init__(self, isqrt: str = "side") -> None:
        if isqrt not in ("side", "circuit"):
            raise ValueError(f"isqrt must be 'side' or 'circuit', not {isqrt!r}")
        self.isqrt_mode = isqrt
        self.side: list[z3.BoolRef] = []
        self.side_ranges: list[z3.BoolRef] = []
        self.defined: list[z3.BoolRef] = []
        self._isqrt_cache: dict[tuple, tuple] = {}
        self._source = ""
        self._env: dict[str, Any] = {}
        self._path: list = []
        self._budget = 0
        self._steps = 0

    # -- entry point -------------------------------------------------------

    def compile(self, expr: "Expr | str", env: Mapping[str, Any]):
        """Compile ``expr`` with the variables of ``env``.

        Args:
            expr: an :class:`~gamecheck.lang.expr.Expr` or rule text (parsed with
                :func:`gamecheck.lang.expr.parse`, whose :class:`RuleError` it raises).
            env: variable values: ints, bools, :class:`SymInt`, z3 BoolRefs and
                tuples of these.

        Returns:
            A Python int/bool, a :class:`SymInt`, a z3 BoolRef or a tuple of them.

        Raises:
            RuleError: the rule does not parse.
            NotExpressible: the rule (the sub-expression named in the message)
                has no exact encoding for the given intervals.
        """
        if isinstance(expr, str):
            expr = parse(expr)
        elif not isinstance(expr, Expr):
            raise TypeError(f"expected an Expr or a rule string, got {type(expr).__name__}")
        source = expr.source.strip()
        tree = ast.parse(source, mode="eval")
        self._source = source
        self._env = {k: _env_value(k, v) for k, v in env.items()}
        self._path = []
        self._budget = 0
        self._steps = 0
        try:
            result = self._c(tree.body, {})
            if isinstance(result, _Masked):
                result = result.as_tuple()
            if isinstance(result, (range, _SymRange)):
                raise _fail("a range is not a value")
        except NotExpressible as exc:
            if exc.located:
                raise
            raise self._located(str(exc), None, type(exc)) from None
        finally:
            self._env = {}
        return result

    # -- helpers -------------------------------------------------------------

    def _seg(self, node) -> str:
        s = None
        try:
            s = ast.get_source_segment(self._source, node)
        except Exception:  # pragma: no cover - defensive
            pass
        return s if s is not None else ast.unparse(node)

    def _located(self, msg: str, node, cls: type = NotExpressible) -> NotExpressible:
        where = "" if node is None else f" in {_quote(self._seg(node))}"
        exc = cls(f"rule {_quote(self._source, 160)}: {msg}{where}")
        exc.located = True
        return exc

    def _path_cond(self):
        return _and(self._path)

    def _under(self, cond, fn, *args):
        self._path.append(cond)
        try:
            return fn(*args)
        finally:
            self._path.pop()

    def _fold(self, text: str, values: list):
        env = {}
        for i, v in enumerate(values):
            if v.__class__ is range:
                self._charge(len(v))
            env[f"a{i}"] = v
        try:
            return _template(text).evaluate(env)
        except RuleError as exc:
            msg = str(exc)
            cut = msg.find(": ")
            raise _fail("the evaluator raises an error here: " + (msg[cut + 2:] if cut >= 0 else msg)) from None

    def _charge(self, n: int) -> None:
        """Iterations the evaluator counts (it raises beyond MAX_ITERATIONS in one evaluation)."""
        self._steps += n
        if self._steps > _MAX_RANGE:
            raise _fail(f"too many iterations (more than {_MAX_RANGE})")

    def _spend(self, n: int) -> None:
        self._charge(n)
        self._budget += n
        if self._budget > MAX_UNROLL:
            raise _fail(f"too many unrolled elements (more than MAX_UNROLL = {MAX_UNROLL})")

    # -- dispatch ------------------------------------------------------------

    def _c(self, node, scope: dict):
        meth = getattr(self, "_c_" + type(node).__name__, None)
        if meth is None:
            raise self._located(f"{type(node).__name__} expressions are not supported", node)
        try:
            return meth(node, scope)
        except NotExpressible as exc:
            if exc.located:
                raise
            raise self._located(str(exc), node, type(exc)) from None

    def _c_Constant(self, node, scope):
        v = node.value
        if v.__class__ is int or v.__class__ is bool:
            return v
        raise _fail("only integer and boolean constants")

    def _c_Name(self, node, scope):
        name = node.id
        if name in scope:
            return scope[name]
        if name in self._env:
            return self._env[name]
        raise _fail(f"unknown name '{name}' (no value supplied)")

    def _c_BinOp(self, node, scope):
        a = self._c(node.left, scope)
        b = self._c(node.right, scope)
        sym = _BINOP_SYMS.get(type(node.op))
        if sym is None:
            raise _fail("operator not allowed")
        if _is_const(a) and _is_const(b) and a.__class__ is not range and b.__class__ is not range:
            return self._fold(f"a0 {sym} a1", [a, b])
        if sym in ("&", "|", "^") and _is_boolish(a) and _is_boolish(b):
            x, y = _zbool(a), _zbool(b)
            r = z3.And(x, y) if sym == "&" else (z3.Or(x, y) if sym == "|" else z3.Xor(x, y))
            return r
        x, y = _num(a), _num(b)
        if sym == "+":
            return _add(x, y)
        if sym == "-":
            return _sub(x, y)
        if sym == "*":
            return _mul(x, y)
        if sym == "//":
            qr = self._divmod_const(x, y)
            return qr[0] if qr is not None else _floordiv(x, y)
        if sym == "%":
            qr = self._divmod_const(x, y)
            return qr[1] if qr is not None else _mod(x, y)
        if sym == "**":
            return _pow(x, y)
        if sym == "<<":
            return _lshift(x, y)
        if sym == ">>":
            return _rshift(x, y)
        return _bitop(sym, x, y)

    def _c_UnaryOp(self, node, scope):
        a = self._c(node.operand, scope)
        if isinstance(node.op, ast.Not):
            return _not(_truth(a))
        sym = {ast.USub: "-", ast.UAdd: "+", ast.Invert: "~"}[type(node.op)]
        if _is_const(a) and a.__class__ is not range:
            return self._fold(f"{sym}a0", [a])
        x = _num(a)
        if sym == "-":
            return _neg(x)
        if sym == "~":
            return _invert(x)
        return x

    def _c_BoolOp(self, node, scope):
        is_and = isinstance(node.op, ast.And)
        conds: list = []
        for sub in node.values:
            guard = _and(conds) if is_and else _and(_not(c) for c in conds)
            v = self._under(guard, self._c, sub, scope)
            t = _truth(v)
            if is_and:
                if t is False:
                    return False
                if t is True:
                    continue
            else:
                if t is True:
                    return True
                if t is False:
                    continue
            conds.append(t)
        return _and(conds) if is_and else _or(conds)

    def _c_Compare(self, node, scope):
        left = self._c(node.left, scope)
        results: list = []
        for op, right_node in zip(node.ops, node.comparators):
            right = self._under(_and(results), self._c, right_node, scope)
            r = self._compare(_CMP_SYMS[type(op)], left, right)
            if r is False:
                return False
            if r is not True:
                results.append(r)
            left = right
        return _and(results)

    def _compare(self, sym: str, a, b):
        if sym in ("in", "not in"):
            r = self._contains(a, b)
            return _not(r) if sym == "not in" else r
        if _is_const(a) and _is_const(b) and a.__class__ is not range and b.__class__ is not range:
            return self._fold(f"a0 {sym} a1", [a, b])
        if sym == "==":
            return _eq_val(a, b)
        if sym == "!=":
            return _not(_eq_val(a, b))
        if not (_is_scalar(a) and _is_scalar(b)):
            raise _fail(f"'{sym}' needs integers, got {_describe(a)} and {_describe(b)}")
        x, y = _num(a), _num(b)
        if sym == "<":
            return _lt(x, y)
        if sym == "<=":
            return _le(x, y)
        if sym == ">":
            return _lt(y, x)
        return _le(y, x)

    def _contains(self, a, b):
        if not _is_scalar(a):
            raise _fail("the left side of 'in' must be an integer")
        if b.__class__ is range:
            if _is_const(a):
                return a in b
            if len(b) == 0:
                return False
            x = _num(a)
            return _and([_le(b.start, x), _lt(x, b.stop)])
        if isinstance(b, _SymRange):
            x = _num(a)
            return _and([_le(b.start, x), _lt(x, b.stop)])
        if isinstance(b, tuple):
            if _is_const(a) and _is_const(b):
                return a in b
            return _or(_eq_val(a, e) for e in b)
        if isinstance(b, _Masked):
            return _or(_and([m, _eq_val(a, e)]) for e, m in b.items)
        raise _fail("the right side of 'in' must be a sequence or a range")

    def _c_IfExp(self, node, scope):
        t = _truth(self._c(node.test, scope))
        if t is True:
            return self._c(node.body, scope)
        if t is False:
            return self._c(node.orelse, scope)
        a = self._under(t, self._c, node.body, scope)
        b = self._under(_not(t), self._c, node.orelse, scope)
        if isinstance(a, _Masked):
            a = a.as_tuple()
        if isinstance(b, _Masked):
            b = b.as_tuple()
        return _ite_val(t, a, b)

    # -- containers ------------------------------------------------------------

    def _sequence(self, node, scope):
        out = []
        for e in node.elts:
            v = self._c(e, scope)
            if not _is_scalar(v):
                raise _fail(f"sequence elements must be integers, got {_describe(v)}")
            out.append(v)
        return tuple(out)

    _c_Tuple = _sequence
    _c_List = _sequence
    _c_Set = _sequence

    def _c_Subscript(self, node, scope):
        seq = self._c(node.value, scope)
        if isinstance(node.slice, ast.Slice):
            raise _fail("slices are not allowed")
        idx = self._c(node.slice, scope)
        if isinstance(seq, _Masked):
            seq = seq.as_tuple()
        if not isinstance(seq, tuple):
            raise _fail(f"only sequences can be indexed, got {_describe(seq)}")
        if not _is_scalar(idx):
            raise _fail("an index must be an integer")
        i = _num(idx)
        n = len(seq)
        if not isinstance(i, SymInt):
            if 0 <= i < n:
                return seq[i]
            raise _fail(f"index {i} out of range for a sequence of length {n}")
        if i.lo < 0 or i.hi >= n:
            raise _fail(f"the index may be out of range (it lies in [{_short(i.lo)}, {_short(i.hi)}], "
                        f"the sequence has length {n})")
        r = seq[i.hi]
        for j in range(i.hi - 1, i.lo - 1, -1):
            r = _ite_val(_eq(i, j), seq[j], r)
        return r

    # -- comprehensions ----------------------------------------------------------

    def _items_of(self, it) -> list:
        """(value, mask) items of an iterable value."""
        if isinstance(it, tuple):
            self._spend(len(it))
            return [(e, True) for e in it]
        if isinstance(it, _Masked):
            self._spend(len(it.items))
            return list(it.items)
        if it.__class__ is range:
            self._spend(len(it))
            return [(j, True) for j in it]
        if isinstance(it, _SymRange):
            slo, _ = _lohi(it.start)
            _, shi = _lohi(it.stop)
            if shi - slo > MAX_UNROLL:
                raise _fail(f"a range with symbolic bounds may have up to {shi - slo} elements "
                            f"(more than MAX_UNROLL = {MAX_UNROLL})")
            items = []
            for j in range(slo, shi):
                m = _and([_le(it.start, j), _lt(j, it.stop)])
                if m is not False:
                    items.append((j, m))
            self._spend(len(items))
            return items
        raise _fail(f"a sequence or a range is needed, got {_describe(it)}")

    def _comprehension(self, node, scope):
        gen = node.generators[0]
        if len(node.generators) != 1 or not isinstance(gen.target, ast.Name):
            raise _fail("only one 'for' over a single name")
        var = gen.target.id
        items = self._items_of(self._c(gen.iter, scope))
        out = []
        for val, mask in items:
            inner = dict(scope)
            inner[var] = val
            dead = False
            for cond in gen.ifs:
                t = _truth(self._under(mask, self._c, cond, inner))
                if t is False:
                    dead = True
                    break
                mask = _and([mask, t])
            if dead:
                continue
            e = self._under(mask, self._c, node.elt, inner)
            if isinstance(e, _Masked):
                e = e.as_tuple()
            if not _is_scalar(e):
                raise _fail(f"comprehension elements must be integers, got {_describe(e)}")
            out.append((e, mask))
        if all(m is True for _, m in out):
            return tuple(e for e, _ in out)
        return _Masked(out)

    _c_GeneratorExp = _comprehension
    _c_ListComp = _comprehension

    # -- calls -------------------------------------------------------------------

    def _c_Call(self, node, scope):
        if not isinstance(node.func, ast.Name) or node.keywords:
            raise _fail("only plain calls with positional arguments")
        name = node.func.id
        args = [self._c(a, scope) for a in node.args]
        if name == "range":
            return self._range(args)
        if all(_is_const(a) for a in args):
            return self._fold(f"{name}({', '.join(f'a{i}' for i in range(len(args)))})", args)
        meth = getattr(self, "_f_" + name, None)
        if meth is None:
            if name in _CONST_ONLY:
                raise _fail(f"function '{name}' needs a constant argument for the prover")
            raise _fail(f"function '{name}' is not supported")
        return meth(*args)

    def _range(self, args):
        for a in args:
            if not _is_scalar(a):
                raise _fail(f"range needs integers, got {_describe(a)}")
        vals = [_num(a) for a in args]
        start, stop = (0, vals[0]) if len(vals) == 1 else (vals[0], vals[1])
        if not isinstance(start, SymInt) and not isinstance(stop, SymInt):
            return range(start, stop)
        return _SymRange(start, stop)

    def _seq_or_args(self, name: str, args: list) -> list:
        if len(args) == 1:
            a = args[0]
            if _is_scalar(a):
                return [(a, True)]
            return self._items_of(a)
        for a in args:
            if not _is_scalar(a):
                raise _fail(f"{name} needs integers or one sequence, got {_describe(a)}")
        return [(a, True) for a in args]

    def _iterable(self, name: str, a) -> list:
        if _is_scalar(a):
            raise _fail(f"{name} needs a sequence, got an integer")
        return self._items_of(a)

    def _f_xor(self, *args):
        acc = None
        for v, m in self._seq_or_args("xor", list(args)):
            x = _ite_num(m, _num(v), 0)
            acc = x if acc is None else _bitop("^", acc, x)
        return 0 if acc is None else acc

    def _f_sum(self, *args):
        acc = None
        for v, m in self._seq_or_args("sum", list(args)):
            x = _ite_num(m, _num(v), 0)
            acc = x if acc is None else _add(acc, x)
        return 0 if acc is None else acc

    def _f_min(self, *args):
        return self._minmax("min", list(args))

    def _f_max(self, *args):
        return self._minmax("max", list(args))

    def _minmax(self, name: str, args: list):
        items = self._seq_or_args(name, args)
        if not items:
            path = self._path_cond()
            if path is True:
                raise _fail(f"{name} of an empty sequence")
            self.defined.append(_zbool(_not(path)))
            return 0
        all_bool = all(_is_boolish(v) for v, _ in items)
        better = _lt if name == "min" else (lambda x, y: _lt(y, x))
        if all(m is True for _, m in items):
            acc = _num(items[0][0])
            for v, _ in items[1:]:
                x = _num(v)
                acc = _ite_num(better(x, acc), x, acc)
            if isinstance(acc, SymInt):
                # the If-chain's interval is the union; min/max have tighter exact bounds
                bounds = [_lohi(_num(v)) for v, _ in items]
                pick = min if name == "min" else max
                lo, hi = pick(b[0] for b in bounds), pick(b[1] for b in bounds)
                if lo == hi:
                    return lo
                acc = SymInt(acc.term, lo, hi)
        else:
            path = self._path_cond()
            selected = _or(m for _, m in items)
            if selected is not True:
                self.defined.append(_zbool(_implies(path, selected)))
            if all(v.__class__ is int or v.__class__ is bool for v, _ in items):
                # constant values (e.g. indices j of range(k)): the first selected in order
                order = sorted(((int(v), m) for v, m in items), key=lambda p: p[0],
                               reverse=(name == "max"))
                acc = order[-1][0]
                for v, m in reversed(order[:-1]):
                    acc = _ite_num(m, v, acc)
            else:
                acc = None
                has = False
                for v, m in items:
                    x = _num(v)
                    if acc is None:
                        acc, has = x, m
                        continue
                    take = _and([m, _or([_not(has), better(x, acc)])])
                    acc = _ite_num(take, x, acc)
                    has = _or([has, m])
        if all_bool:
            return _truth(acc)
        return acc

    def _f_abs(self, x):
        if not _is_scalar(x):
            raise _fail(f"abs needs an integer, got {_describe(x)}")
        return _abs(_num(x))

    def _f_len(self, s):
        if isinstance(s, tuple) or s.__class__ is range:
            return len(s)
        if isinstance(s, _SymRange):
            n = _sub(s.stop, s.start)
            return _ite_num(_lt(n, 0), 0, n)
        if isinstance(s, _Masked):
            acc = 0
            for _, m in s.items:
                acc = _add(acc, _ite_num(m, 1, 0))
            return acc
        raise _fail(f"len needs a sequence, got {_describe(s)}")

    def _f_any(self, it):
        return _or(_and([m, _truth(v)]) for v, m in self._iterable("any", it))

    def _f_all(self, it):
        return _and(_implies(m, _truth(v)) for v, m in self._iterable("all", it))

    def _f_count(self, it):
        acc = 0
        for v, m in self._iterable("count", it):
            acc = _add(acc, _ite_num(_and([m, _truth(v)]), 1, 0))
        return acc

    def _ints(self, name: str, *args):
        for a in args:
            if not _is_scalar(a):
                raise _fail(f"{name} needs integers, got {_describe(a)}")
        return [_num(a) for a in args]

    def _f_bit(self, x, i):
        x, i = self._ints("bit", x, i)
        if _lohi(i)[0] < 0:
            raise _fail("the bit index may be negative")
        return _bitop("&", _rshift(x, i), 1)

    def _f_popcount(self, x):
        (x,) = self._ints("popcount", x)
        if not isinstance(x, SymInt):
            return x.bit_count()
        if _INTEGER_MODE.get():
            raise _needs_bv("popcount")
        if x.lo < 0:
            raise _fail(f"popcount needs a non-negative integer (the argument lies in "
                        f"[{_short(x.lo)}, {_short(x.hi)}])")
        n = x.hi.bit_length()
        w = bv_width(0, n)
        t = x.term
        bits = [z3.ZeroExt(w - 1, z3.Extract(j, j, t)) for j in range(n)]
        return _mk(z3.Sum(bits) if len(bits) > 1 else bits[0], 0, n)

    def _f_bitlen(self, x):
        (x,) = self._ints("bitlen", x)
        if not isinstance(x, SymInt):
            return x.bit_length()
        if x.lo < 0:
            raise _fail(f"bitlen needs a non-negative integer (the argument lies in "
                        f"[{_short(x.lo)}, {_short(x.hi)}])")
        lo_b, hi_b = x.lo.bit_length(), x.hi.bit_length()
        acc = lo_b
        for j in range(lo_b + 1, hi_b + 1):
            acc = _ite_num(_le(1 << (j - 1), x), j, acc)
        return acc

    def _f_floor(self, p, q):
        p, q = self._ints("floor", p, q)
        return _floordiv(p, q)

    def _f_ceil(self, p, q):
        p, q = self._ints("ceil", p, q)
        return _neg(_floordiv(_neg(p), q))

    def _divmod_const(self, a, c):
        """``(a // c, a % c)`` for a non-negative symbolic ``a`` and a constant ``c > 1`` that
        is not a power of two, as fresh variables q, r with ``a = q*c + r, 0 <= r < c``
        (unique, so asserting it is sound). A divider circuit of a wide bit-vector is hard
        for the solver; a multiplication by a constant is not. None when not applicable."""
        if not isinstance(a, SymInt) or not isinstance(c, int) or isinstance(c, bool) or c <= 1 or a.lo < 0:
            return None
        if _INTEGER_MODE.get():
            return None  # integer division by a constant is linear arithmetic for z3
        if _pow2_exponent(c) is not None or a.lo // c == a.hi // c:
            return None  # shifts and masks, or a constant quotient: no fresh variables needed
        key = ("divmod", a.term.get_id(), a.lo, a.hi, c)
        hit = self._isqrt_cache.get(key)
        if hit is not None:
            return hit[1]
        n = next(_counter)
        q = sym_var(f"divq!{n}", a.lo // c, a.hi // c)
        r = sym_var(f"divr!{n}", 0, min(c - 1, a.hi))
        self.side.append(in_range(q, a.lo // c, a.hi // c))
        self.side_ranges.append(self.side[-1])
        self.side.append(in_range(r, 0, min(c - 1, a.hi)))
        self.side_ranges.append(self.side[-1])
        self.side.append(_zbool(_eq(a, _add(_mul(q, c), r))))
        self._isqrt_cache[key] = (a.term, (q, r))
        return q, r

    def _f_isqrt(self, x):
        (x,) = self._ints("isqrt", x)
        if not isinstance(x, SymInt):
            return math.isqrt(x)
        if x.lo < 0:
            raise _fail(f"isqrt needs a non-negative integer (the argument lies in "
                        f"[{_short(x.lo)}, {_short(x.hi)}])")
        rlo, rhi = math.isqrt(x.lo), math.isqrt(x.hi)
        if rlo == rhi:
            return rlo
        key = (x.term.get_id(), x.lo, x.hi)
        hit = self._isqrt_cache.get(key)
        if hit is not None:
            return hit[1]
        if self.isqrt_mode == "circuit" and _INTEGER_MODE.get():
            raise _needs_bv("isqrt as a circuit")
        if self.isqrt_mode == "circuit":
            r = _isqrt_circuit(x, rlo, rhi)
        else:
            r = sym_var(f"isqrt!{next(_counter)}", rlo, rhi)
            sq = _square(r)
            self.side.append(in_range(r, rlo, rhi))
            self.side_ranges.append(self.side[-1])
            self.side.append(_zbool(_le(sq, x)))
            # (r + 1)**2 = r*r + 2*r + 1: one multiplier fewer than squaring r + 1
            self.side.append(_zbool(_lt(x, _add(_add(sq, _mul(r, 2)), 1))))
        self._isqrt_cache[key] = (x.term, r)
        return r

    def _f_replace(self, seq, i, v):
        if isinstance(seq, _Masked):
            seq = seq.as_tuple()
        if not isinstance(seq, tuple):
            raise _fail(f"replace needs a sequence as first argument, got {_describe(seq)}")
        i, v = self._ints("replace", i, v)
        n = len(seq)
        if not isinstance(i, SymInt):
            if not 0 <= i < n:
                raise _fail(f"index {i} out of range for a sequence of length {n}")
            return seq[:i] + (v,) + seq[i + 1:]
        if i.lo < 0 or i.hi >= n:
            raise _fail(f"the index may be out of range (it lies in [{_short(i.lo)}, {_short(i.hi)}], "
                        f"the sequence has length {n})")
        return tuple(_ite_val(_eq(i, j), v, seq[j]) if i.lo <= j <= i.hi else seq[j] for j in range(n))

    def _f_is_fib(self, n):
        (n,) = self._ints("is_fib", n)
        if not isinstance(n, SymInt):
            return self._fold("is_fib(a0)", [n])
        if n.lo < 0 or n.hi > IS_FIB_MAX:
            raise _fail(f"is_fib needs the argument within [0, 2**{IS_FIB_MAX.bit_length() - 1}] "
                        f"(it lies in [{_short(n.lo)}, {_short(n.hi)}])")
        fibs = [0]
        a, b = 1, 2
        while a <= n.hi:
            fibs.append(a)
            a, b = b, a + b
        return _or(_eq(n, f) for f in fibs if n.lo <= f <= n.hi)

    def _f_mex(self, *args):
        items = []
        for a in args:
            items.extend(self._iterable("mex", a))
        k = len(items)
        present = []
        for m in range(k + 1):
            present.append(_or(_and([mask, _eq_val(v, m)]) for v, mask in items))
        acc = k
        for m in range(k - 1, -1, -1):
            acc = _ite_num(_not(present[m]), m, acc)
        return acc


# ----------------------------------------------------------------------------
# solving with lazily added side conditions


#: seconds a solver is given past its own time limit before it is interrupted
_GRACE = 1.0


def check_with_limit(solver: z3.Solver, timeout: float | None) -> tuple[Any, str]:
    """``solver.check()`` with a time limit that is enforced, and Ctrl-C that stops the run.

    z3's own ``timeout`` parameter is set, but some work (preprocessing, tactics,
    quantifier instantiation) can run past it, and z3's own Ctrl-C handler turns an
    interrupt into a silent ``unknown``. So z3's Ctrl-C handling is turned off, the
    query runs in this thread (so no other thread can free the solver while z3 runs), and a
    watchdog thread interrupts it (``Context.interrupt``, which z3 makes safe to call
    from another thread) when the limit plus a one-second grace has passed, or at once
    when a Ctrl-C arrives: Python's signal handler writes to a wakeup pipe
    (:func:`signal.set_wakeup_fd`) even while this thread is inside z3, the watchdog
    reads it, and the pending :class:`KeyboardInterrupt` is raised as soon as z3
    returns. Off the main thread (where no signal arrives) only the deadline is watched.

    Args:
        solver: a z3 solver with its assertions added.
        timeout: seconds (> 0), or ``None`` for no limit.

    Returns:
        ``(result, reason)``: ``z3.sat``, ``z3.unsat`` or ``z3.unknown``, and for
        ``unknown`` the reason (``"timed out after 2.0 s"`` when the limit was reached).

    Raises:
        KeyboardInterrupt: when interrupted (the solver has been stopped first).
    """
    import os
    import select
    import signal

    solver.set("ctrl_c", False)
    if timeout is not None:
        solver.set("timeout", max(1, int(timeout * 1000)))
    state = {"timed_out": False}
    stop_r, stop_w = os.pipe()
    sig_r = sig_w = -1
    old_fd = None
    if threading.current_thread() is threading.main_thread():
        sig_r, sig_w = os.pipe()
        os.set_blocking(sig_w, False)
        try:
            old_fd = signal.set_wakeup_fd(sig_w, warn_on_full_buffer=False)
        except ValueError:  # pragma: no cover - not the main interpreter
            os.close(sig_r)
            os.close(sig_w)
            sig_r = sig_w = -1
    deadline = None if timeout is None else time.monotonic() + timeout + _GRACE

    def watch() -> None:
        fds = [stop_r] + ([sig_r] if sig_r >= 0 else [])
        while True:
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select(fds, [], [], wait)
            if stop_r in ready:
                return
            if sig_r in ready:  # a signal (Ctrl-C): stop z3 so Python can raise it
                os.read(sig_r, 512)
                solver.ctx.interrupt()
                continue
            if deadline is not None and time.monotonic() >= deadline:
                state["timed_out"] = True
                solver.ctx.interrupt()
                return

    watcher = threading.Thread(target=watch, name="gamecheck-z3-watchdog", daemon=True)
    watcher.start()
    try:
        r = solver.check()
    except z3.Z3Exception:
        if not state["timed_out"]:
            raise
        r = z3.unknown
    finally:
        os.write(stop_w, b"x")
        watcher.join()
        if sig_w >= 0:
            signal.set_wakeup_fd(old_fd if old_fd is not None else -1)
            os.close(sig_r)
            os.close(sig_w)
        os.close(stop_r)
        os.close(stop_w)
    if r != z3.unknown:
        return r, ""
    reason = solver.reason_unknown()
    if state["timed_out"] or (timeout is not None and reason in ("timeout", "canceled")):
        return r, f"timed out after {timeout:g} s"
    return r, reason

def solve(assertions: Iterable, compilers: "Compiler | Iterable[Compiler]" = (),
          timeout_ms: int | None = None) -> tuple[z3.CheckSatResult, z3.ModelRef | None]:
    """Satisfiability of ``assertions`` together with the side conditions of
    ``compilers``, adding the expensive side conditions lazily.

    The side conditions only define fresh variables (``isqrt``, quotients), so the
    assertions with just their ranges (``side_ranges``) are a relaxation:
    ``unsat`` there is ``unsat`` for the whole, and a model of the relaxation
    that happens to satisfy every side condition is a model of the whole.
    Only otherwise is the full problem (with its multipliers) handed to z3.
    Identities that hold whatever the value of ``isqrt`` (e.g.
    ``(n + r) // 2 + n == (3*n + r) // 2``) are proved this way in under a
    second instead of minutes.

    Args:
        assertions: z3 formulas (Python bools are accepted); include the
            variable ranges (:func:`domain`).
        compilers: the Compiler (or Compilers) that produced the terms.
        timeout_ms: z3 timeout for each check, or None.

    Returns:
        ``(z3.sat, model)``, ``(z3.unsat, None)`` or ``(z3.unknown, None)``.
    """
    if isinstance(compilers, Compiler):
        compilers = [compilers]
    compilers = list(compilers)
    side = [c for comp in compilers for c in comp.side]
    cheap = [c for comp in compilers for c in comp.side_ranges]
    s = z3.Solver()
    limit = None if timeout_ms is None else max(timeout_ms, 1) / 1000
    s.add(*[_zbool(a) if a is True or a is False else a for a in assertions])
    s.add(*cheap)
    r, _ = check_with_limit(s, limit)
    if r == z3.unsat:
        return r, None
    if r == z3.sat:
        m = s.model()
        if all(z3.is_true(m.eval(c, model_completion=True)) for c in side):
            return r, m
    if len(side) == len(cheap):
        return r, None
    s.add(*side)
    r, _ = check_with_limit(s, limit)
    return r, (s.model() if r == z3.sat else None)
