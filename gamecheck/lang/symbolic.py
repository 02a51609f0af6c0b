"""Exact integer arithmetic on z3 terms: the algebra of the rule language's symbolic forms.

The symbolic (z3) form of every builtin and operator (:mod:`gamecheck.lang.builtins`) is written
with the functions below; :mod:`gamecheck.lang.smt` compiles whole rules with them.  Their
meaning is exactly that of Python's unbounded integers: there is never a silent bit-vector
overflow.

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
:class:`NotExpressible`.  In :func:`integer_mode` the terms are z3 integers instead
(same intervals, no widths).

A *number* is a Python int or a :class:`SymInt`; the ``num_*`` functions take and give
numbers (a Python int when the interval analysis proves a single value).  A *value* is a
number, a Python bool, a ``z3.BoolRef`` or a tuple of these (``value_eq``, ``value_ite``).
Truth values are Python bools or ``z3.BoolRef`` (``all_of``, ``any_of``, ``negate``,
``implies`` fold the Python bools away).

**The intervals are assumptions.**  :func:`sym_var` creates an unconstrained
bit-vector; every statement about compiled terms holds only for assignments
where each variable lies in its declared interval.  Assert
:func:`in_range` (or :func:`domain`) for every variable in every query.
"""

from __future__ import annotations

import contextlib
import contextvars
import itertools
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from gamecheck.lazy import lazy_module
from gamecheck.lang.syntax import MAX_EXPONENT
from gamecheck.errors import NeedsBitVectors, NotExpressible

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = [
    "MAX_WIDTH", "MAX_POW_EXPONENT", "NotExpressible", "NeedsBitVectors", "integer_mode", "in_integer_mode",
    "needs_bit_vectors", "SymInt", "bv_width", "check_width", "fresh_name",
    "extend", "width_of", "to_term", "bounds", "make", "short", "op_width", "is_boolish", "is_scalar", "num",
    "describe", "truth", "all_of", "any_of", "negate", "implies", "zbool",
    "num_add", "num_neg", "num_sub", "num_mul", "num_square", "num_abs", "pow2_exponent", "num_floordiv",
    "num_mod", "num_lshift", "num_rshift", "num_bitop", "num_invert", "num_eq", "num_lt", "num_le", "num_ite",
    "value_ite", "num_pow", "num_pow_const", "bit_sum", "isqrt_circuit", "zeck_min_circuit", "bool_bitop", "value_eq", "Masked",
    "SymRange", "is_const",
    "sym_var", "in_range", "domain", "const", "as_int", "as_bool", "add", "sub", "mul", "eq", "lt", "le", "ite",
    "value_of",
]

#: Widest bit-vector a compiled term may use.
MAX_WIDTH = 2048
#: the largest interval bound (in bits) of a term compiled in integer mode: the proof for every
#: size compiles at 2^1024, where a product of three such numbers is about 3,100 bits
MAX_INTEGER_WIDTH = 8192
#: Largest constant exponent of ``**`` with a symbolic base.
MAX_POW_EXPONENT = 64

_counter = itertools.count()


def fresh_name(prefix: str) -> str:
    """A name for a fresh z3 variable: ``prefix!N`` with N unique in this process."""
    return f"{prefix}!{next(_counter)}"


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


def needs_bit_vectors(what: str) -> NeedsBitVectors:
    """The :class:`NeedsBitVectors` error for an operation ``what`` in integer mode."""
    return NeedsBitVectors(f"{what} needs bit-vectors")


@dataclass(frozen=True)
class SymInt:
    """A signed bit-vector term whose value is proven to lie in ``[lo, hi]``
    (provided every variable lies in its declared interval)."""

    term: z3.BitVecRef
    lo: int
    hi: int

    @property
    def width(self) -> int:
        """Bits of the term (in integer mode: of the narrowest bit-vector holding the interval)."""
        if z3.is_bv(self.term):
            return self.term.size()
        return bv_width(self.lo, self.hi)

    def __repr__(self) -> str:
        return f"SymInt({self.term}, [{self.lo}, {self.hi}], {self.width} bits)"


def bv_width(lo: int, hi: int) -> int:
    """Bits of a signed bit-vector that holds every integer of ``[lo, hi]``."""
    return max(2, max(int(lo).bit_length(), int(hi).bit_length()) + 1)


def check_width(w: int, what: str = "a term") -> int:
    """``w``, or :class:`NotExpressible` when it exceeds :data:`MAX_WIDTH` (``what`` names the
    term); in :func:`integer_mode`, where a term has no width, when it exceeds
    :data:`MAX_INTEGER_WIDTH` (a guard on the size of the interval analysis' numbers only)."""
    if in_integer_mode():
        if w > MAX_INTEGER_WIDTH:
            raise NotExpressible(f"{what} needs numbers of {w} bits, more than MAX_INTEGER_WIDTH = {MAX_INTEGER_WIDTH}")
        return w
    if w > MAX_WIDTH:
        raise NotExpressible(f"{what} needs {w} bits, more than MAX_WIDTH = {MAX_WIDTH}")
    return w


# ----------------------------------------------------------------------------
# low-level helpers (numbers: Python int or SymInt)



def extend(t: z3.BitVecRef, w: int) -> z3.BitVecRef:
    """A bit-vector term sign-extended (or cut) to ``w`` bits; an integer term as it is."""
    if not z3.is_bv(t):
        return t  # an integer term: no width
    n = t.size()
    if n < w:
        return z3.SignExt(w - n, t)
    if n > w:
        return z3.Extract(w - 1, 0, t)
    return t


def width_of(v) -> int:
    """The width of a number's term (a constant: the narrowest that holds it)."""
    if isinstance(v, SymInt):
        return v.width
    return bv_width(v, v)


def to_term(v, w: int) -> z3.BitVecRef:
    """A number as a z3 term of ``w`` bits (an integer term in integer mode)."""
    if isinstance(v, SymInt):
        return extend(v.term, w)
    if _INTEGER_MODE.get():
        return z3.IntVal(v)
    return z3.BitVecVal(v, w)


def bounds(v) -> tuple[int, int]:
    """The interval ``(lo, hi)`` of a number."""
    if isinstance(v, SymInt):
        return v.lo, v.hi
    return v, v


def make(term: z3.BitVecRef, lo: int, hi: int):
    """A result with a proven interval: a Python int when the interval is a point."""
    if lo > hi:  # pragma: no cover - interval analysis bug
        raise AssertionError(f"empty interval [{lo}, {hi}]")
    if lo == hi:
        return lo
    w = check_width(bv_width(lo, hi), f"a value in [{short(lo)}, {short(hi)}]")
    return SymInt(extend(term, w), lo, hi)


def short(v: int) -> str:
    """An integer for messages: its digits, or ``2^k`` beyond 10**12."""
    if -(10 ** 12) < v < 10 ** 12:
        return str(v)
    return ("-" if v < 0 else "") + f"2^{abs(v).bit_length()}"


def op_width(lo: int, hi: int, *vals) -> int:
    """The width that holds every value of ``[lo, hi]`` and of the operands ``vals``."""
    w = bv_width(lo, hi)
    for v in vals:
        w = max(w, width_of(v))
    return check_width(w, f"a value in [{short(lo)}, {short(hi)}]")


# ----------------------------------------------------------------------------
# values and truth values



def is_boolish(v) -> bool:
    """True for a truth value: a Python bool or a z3 BoolRef."""
    return v.__class__ is bool or isinstance(v, z3.BoolRef)


def is_scalar(v) -> bool:
    """True for an int, a bool, a :class:`SymInt` or a z3 BoolRef (not a sequence or a range)."""
    return v.__class__ in (int, bool) or isinstance(v, (SymInt, z3.BoolRef))


def num(v):
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
        return SymInt(z3.If(v, to_term(1, 2), to_term(0, 2)), 0, 1)
    raise NotExpressible(f"an integer is needed here, got {describe(v)}")


def describe(v) -> str:
    """A value's kind for messages (``a sequence of length 3``, ``a range``...)."""
    if isinstance(v, tuple):
        return f"a sequence of length {len(v)}"
    if isinstance(v, (range, SymRange)):
        return "a range"
    if isinstance(v, Masked):
        return "a filtered comprehension"
    return type(v).__name__


def truth(v):
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
        return v.term != to_term(0, v.width)
    if isinstance(v, z3.BoolRef):
        if z3.is_true(v):
            return True
        if z3.is_false(v):
            return False
        return v
    if c is tuple or c is range:
        return len(v) > 0
    if isinstance(v, Masked):
        return any_of([m for _, m in v.items])
    if isinstance(v, SymRange):
        return num_lt(v.start, v.stop)
    raise NotExpressible(f"no truth value for {describe(v)}")


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


def all_of(parts: Iterable) -> Any:
    """The conjunction of truth values, Python bools folded away (``True`` when empty)."""
    return _connective(parts, False, z3.And)


def any_of(parts: Iterable) -> Any:
    """The disjunction of truth values, Python bools folded away (``False`` when empty)."""
    return _connective(parts, True, z3.Or)


def negate(p):
    """The negation of a truth value."""
    if p is True or p is False:
        return not p
    return z3.Not(p)


def implies(a, b):
    """``a -> b`` of truth values, Python bools folded away."""
    if a is True:
        return b
    if a is False or b is True:
        return True
    if b is False:
        return negate(a)
    return z3.Implies(a, b)


def zbool(p) -> z3.BoolRef:
    """A truth value as a z3 BoolRef."""
    if p is True or p is False:
        return z3.BoolVal(p)
    return p


# ----------------------------------------------------------------------------
# exact arithmetic on numbers



def num_add(a, b):
    """``a + b`` of numbers, exact."""
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a + b
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
    lo, hi = alo + blo, ahi + bhi
    if lo == hi:
        return lo
    w = op_width(lo, hi, a, b)
    return make(to_term(a, w) + to_term(b, w), lo, hi)


def num_neg(a):
    """``-a``, exact."""
    if not isinstance(a, SymInt):
        return -a
    lo, hi = -a.hi, -a.lo
    w = op_width(lo, hi, a)
    return make(-to_term(a, w), lo, hi)


def num_sub(a, b):
    """``a - b``, exact."""
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a - b
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
    lo, hi = alo - bhi, ahi - blo
    if lo == hi:
        return lo
    w = op_width(lo, hi, a, b)
    return make(to_term(a, w) - to_term(b, w), lo, hi)


def num_mul(a, b):
    """``a * b``, exact (a square when both are the same term)."""
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a * b
    if not isinstance(a, SymInt):
        a, b = b, a
    if isinstance(b, SymInt) and a.term.eq(b.term) and (a.lo, a.hi) == (b.lo, b.hi):
        return num_square(a)
    if not isinstance(b, SymInt):
        if b == 0:
            return 0
        if b == 1:
            return a
        if b == -1:
            return num_neg(a)
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
    corners = (alo * blo, alo * bhi, ahi * blo, ahi * bhi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    w = op_width(lo, hi, a, b)
    return make(to_term(a, w) * to_term(b, w), lo, hi)


def num_square(a):
    """``a * a``, with the tighter interval of a square."""
    if not isinstance(a, SymInt):
        return a * a
    lo2, hi2 = a.lo * a.lo, a.hi * a.hi
    if a.lo >= 0:
        lo, hi = lo2, hi2
    elif a.hi <= 0:
        lo, hi = hi2, lo2
    else:
        lo, hi = 0, max(lo2, hi2)
    w = op_width(lo, hi, a)
    t = to_term(a, w)
    return make(t * t, lo, hi)


def num_abs(a):
    """``abs(a)``, exact."""
    if not isinstance(a, SymInt):
        return abs(a)
    if a.lo >= 0:
        return a
    if a.hi <= 0:
        return num_neg(a)
    lo, hi = 0, max(-a.lo, a.hi)
    w = op_width(lo, hi, a)
    t = to_term(a, w)
    return make(z3.If(t < 0, -t, t), lo, hi)


def pow2_exponent(b: int) -> int | None:
    """``k`` when ``b == 2**k`` (``b > 0``), else None."""
    if b > 0 and b & (b - 1) == 0:
        return b.bit_length() - 1
    return None


def _nonzero_divisor(b, what: str) -> tuple[int, int]:
    """The interval of a divisor that is never 0 (else NotExpressible: ``what`` by a value that may be 0)."""
    blo, bhi = bounds(b)
    if blo <= 0 <= bhi:
        raise NotExpressible(f"{what} by a value that may be 0 (the divisor lies in [{short(blo)}, {short(bhi)}])")
    return blo, bhi


def num_floordiv(a, b):
    """``a // b`` (Python's floor division), exact; :class:`NotExpressible` when ``b`` may be 0."""
    if not isinstance(b, SymInt):
        if b == 0:
            raise NotExpressible("division by zero")
        if not isinstance(a, SymInt):
            return a // b
        if b == 1:
            return a
        if b == -1:
            return num_neg(a)
        k = pow2_exponent(b)
        if k is not None and not _INTEGER_MODE.get():
            return num_rshift(a, k)
    blo, bhi = _nonzero_divisor(b, "division")
    alo, ahi = bounds(a)
    corners = (alo // blo, alo // bhi, ahi // blo, ahi // bhi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    w = op_width(lo, hi, a, b)
    ta, tb = to_term(a, w), to_term(b, w)
    if _INTEGER_MODE.get():
        # z3's integer division is Euclidean: the floor for a positive divisor
        if blo > 0:
            return make(ta / tb, lo, hi)
        return make((-ta) / (-tb), lo, hi)
    if alo >= 0 and blo > 0:
        return make(z3.UDiv(ta, tb), lo, hi)
    q0 = ta / tb  # signed division, truncating toward zero
    r0 = z3.SRem(ta, tb)
    zero = z3.BitVecVal(0, w)
    fix = z3.And(r0 != zero, (r0 < zero) != (tb < zero))
    return make(z3.If(fix, q0 - z3.BitVecVal(1, w), q0), lo, hi)


def num_mod(a, b):
    """``a % b`` (Python's remainder: the sign of ``b``), exact; :class:`NotExpressible` when ``b`` may be 0."""
    if not isinstance(b, SymInt):
        if b == 0:
            raise NotExpressible("modulo by zero")
        if not isinstance(a, SymInt):
            return a % b
        if b == 1 or b == -1:
            return 0
        k = pow2_exponent(b)
        if k is not None and not _INTEGER_MODE.get():
            return num_bitop("&", a, b - 1)
    blo, bhi = _nonzero_divisor(b, "modulo")
    alo, ahi = bounds(a)
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
    w = op_width(lo, hi, a, b)
    ta, tb = to_term(a, w), to_term(b, w)
    if _INTEGER_MODE.get():
        # Euclidean remainder (0 <= r < |b|) equals Python's for b > 0; for b < 0
        # Python's remainder is a - b * floor(a / b)
        if blo > 0:
            return make(ta % tb, lo, hi)
        return make(ta - tb * ((-ta) / (-tb)), lo, hi)
    if alo >= 0 and blo > 0:
        return make(z3.URem(ta, tb), lo, hi)
    return make(ta % tb, lo, hi)  # z3 % is bvsmod: the sign follows the divisor, as in Python


def _shift_count(s) -> tuple[int, int]:
    """The interval of a shift count that is never negative (else NotExpressible)."""
    slo, shi = bounds(s)
    if slo < 0:
        if isinstance(s, SymInt):
            raise NotExpressible(f"the shift count may be negative (it lies in [{short(slo)}, {short(shi)}])")
        raise NotExpressible("negative shift count")
    return slo, shi


def num_lshift(a, s):
    """``a << s``, exact; :class:`NotExpressible` when ``s`` may be negative or too large."""
    slo, shi = _shift_count(s)
    if not isinstance(a, SymInt) and not isinstance(s, SymInt):
        return a << s
    alo, ahi = bounds(a)
    if alo == ahi == 0:
        return 0
    if shi > MAX_WIDTH:
        raise NotExpressible(f"shift by up to {short(shi)} bits needs more than MAX_WIDTH = {MAX_WIDTH} bits")
    corners = (alo << slo, alo << shi, ahi << slo, ahi << shi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    if _INTEGER_MODE.get():
        if isinstance(s, SymInt):
            raise needs_bit_vectors("a shift by a symbolic count")
        return num_mul(a, 1 << s)
    w = op_width(lo, hi, a, s)
    return make(to_term(a, w) << to_term(s, w), lo, hi)


def num_rshift(a, s):
    """``a >> s`` (floor(a / 2**s)), exact; :class:`NotExpressible` when ``s`` may be negative."""
    slo, shi = _shift_count(s)
    if not isinstance(a, SymInt) and not isinstance(s, SymInt):
        return a >> s
    alo, ahi = bounds(a)
    corners = (alo >> slo, alo >> shi, ahi >> slo, ahi >> shi)
    lo, hi = min(corners), max(corners)
    if lo == hi:
        return lo
    if _INTEGER_MODE.get():
        if isinstance(s, SymInt):
            raise needs_bit_vectors("a shift by a symbolic count")
        return num_floordiv(a, 1 << s)
    if isinstance(s, SymInt):
        w = max(width_of(a), width_of(s))
        return make(to_term(a, w) >> to_term(s, w), lo, hi)  # arithmetic shift = floor(a / 2**s)
    w = width_of(a)
    return make(to_term(a, w) >> z3.BitVecVal(min(s, w - 1), w), lo, hi)


def num_bitop(op: str, a, b):
    """``a & b``, ``a | b`` or ``a ^ b`` (``op``) of numbers in two's complement, exact."""
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a & b if op == "&" else (a | b if op == "|" else a ^ b)
    if _INTEGER_MODE.get():
        if isinstance(a, int) and not isinstance(b, int):
            a, b = b, a
        if op == "&" and isinstance(b, int) and b >= 0 and b & (b + 1) == 0 and a.lo >= 0:
            return num_mod(a, b + 1)  # a & (2**k - 1) == a % 2**k
        raise needs_bit_vectors(f"the bitwise operator '{op}'")
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
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
    w = op_width(lo, hi, a, b)
    ta, tb = to_term(a, w), to_term(b, w)
    t = ta & tb if op == "&" else (ta | tb if op == "|" else ta ^ tb)
    return make(t, lo, hi)


def num_invert(a):
    """``~a == -a - 1``, exact."""
    if not isinstance(a, SymInt):
        return ~a
    if _INTEGER_MODE.get():
        return num_sub(-1, a)  # ~a == -a - 1
    return make(~a.term, -a.hi - 1, -a.lo - 1)


def num_eq(a, b):
    """``a == b`` of numbers (a Python bool when the intervals decide it)."""
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a == b
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
    if ahi < blo or bhi < alo:
        return False
    w = max(width_of(a), width_of(b))
    return to_term(a, w) == to_term(b, w)


def num_lt(a, b):
    """``a < b`` of numbers, signed (a Python bool when the intervals decide it)."""
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a < b
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
    if ahi < blo:
        return True
    if alo >= bhi:
        return False
    w = max(width_of(a), width_of(b))
    return to_term(a, w) < to_term(b, w)


def num_le(a, b):
    """``a <= b`` of numbers, signed (a Python bool when the intervals decide it)."""
    if not isinstance(a, SymInt) and not isinstance(b, SymInt):
        return a <= b
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
    if ahi <= blo:
        return True
    if alo > bhi:
        return False
    w = max(width_of(a), width_of(b))
    return to_term(a, w) <= to_term(b, w)


def num_ite(c, a, b):
    """If(c, a, b) over ints/SymInts; c is a Python bool or a BoolRef."""
    if c is True:
        return a
    if c is False:
        return b
    if not isinstance(a, SymInt) and not isinstance(b, SymInt) and a == b:
        return a
    alo, ahi = bounds(a)
    blo, bhi = bounds(b)
    lo, hi = min(alo, blo), max(ahi, bhi)
    w = op_width(lo, hi, a, b)
    return make(z3.If(c, to_term(a, w), to_term(b, w)), lo, hi)


def value_ite(c, a, b):
    """If(c, a, b) over compiled scalar or tuple values."""
    if c is True:
        return a
    if c is False:
        return b
    if isinstance(a, tuple) or isinstance(b, tuple):
        if not (isinstance(a, tuple) and isinstance(b, tuple)):
            raise NotExpressible("the two branches give a sequence and an integer")
        if len(a) != len(b):
            raise NotExpressible(f"the two branches give sequences of different lengths ({len(a)} and {len(b)})")
        return tuple(value_ite(c, x, y) for x, y in zip(a, b))
    if not (is_scalar(a) and is_scalar(b)):
        raise NotExpressible(f"a conditional over {describe(a)} and {describe(b)}")
    if is_boolish(a) and is_boolish(b):
        if a is b or (a.__class__ is bool and b.__class__ is bool and a == b):
            return a
        return z3.If(c, zbool(a), zbool(b))
    return num_ite(c, num(a), num(b))


def num_pow(a, e):
    """``a ** e``, exact; :class:`NotExpressible` where the exponent may be negative or too large."""
    if not isinstance(a, SymInt) and not isinstance(e, SymInt):
        return a ** e
    elo, ehi = bounds(e)
    if elo < 0:
        if isinstance(e, SymInt):
            raise NotExpressible(f"the exponent may be negative (it lies in [{short(elo)}, {short(ehi)}])")
        raise NotExpressible("negative exponent")
    if ehi > MAX_EXPONENT:
        raise NotExpressible(f"the exponent may be larger than {MAX_EXPONENT}, where the evaluator "
                    f"raises (it lies in [{short(elo)}, {short(ehi)}])")
    if not isinstance(e, SymInt):
        if e > MAX_POW_EXPONENT:
            raise NotExpressible(f"exponent {e} of a symbolic base is larger than {MAX_POW_EXPONENT}")
        return num_pow_const(a, e)
    if not isinstance(a, SymInt):
        if a == 0:
            return num_ite(num_eq(e, 0), 1, 0)
        if a == 1:
            return 1
        if a == -1:
            return num_ite(num_eq(num_bitop("&", e, 1), 1), -1, 1)
        k = pow2_exponent(a)
        if k is not None and not _INTEGER_MODE.get():
            return num_lshift(1, num_mul(e, k))
        if ehi - elo > 256 or abs(a).bit_length() * ehi + 2 > MAX_WIDTH:
            raise NotExpressible(f"{a} ** e with the exponent in [{short(elo)}, {short(ehi)}] is too large")
        r = a ** ehi
        for j in range(ehi - 1, elo - 1, -1):
            r = num_ite(num_eq(e, j), a ** j, r)
        return r
    if ehi > MAX_POW_EXPONENT or ehi - elo > 16:
        raise NotExpressible(f"symbolic base and exponent (the exponent lies in [{short(elo)}, {short(ehi)}])")
    r = num_pow_const(a, ehi)
    for j in range(ehi - 1, elo - 1, -1):
        r = num_ite(num_eq(e, j), num_pow_const(a, j), r)
    return r


def num_pow_const(a, e: int):
    """``a ** e`` for a constant ``e >= 0``, by repeated squaring."""
    if e == 0:
        return 1
    if not isinstance(a, SymInt):
        return a ** e
    cands = [a.lo ** e, a.hi ** e]
    if e % 2 == 0 and a.lo < 0 < a.hi:
        cands.append(0)
    lo, hi = min(cands), max(cands)
    check_width(bv_width(lo, hi), f"a power in [{short(lo)}, {short(hi)}]")
    result = None
    base = a
    k = e
    while True:
        if k & 1:
            result = base if result is None else num_mul(result, base)
        k >>= 1
        if not k:
            break
        base = num_square(base)
    if not isinstance(result, SymInt):
        return result
    return make(result.term, lo, hi)


def bit_sum(x: SymInt):
    """The number of 1 bits of a non-negative :class:`SymInt` (bit-vectors only): the sum of
    its bits, a number in ``[0, x.hi.bit_length()]``."""
    n = x.hi.bit_length()
    w = bv_width(0, n)
    t = x.term
    bits = [z3.ZeroExt(w - 1, z3.Extract(j, j, t)) for j in range(n)]
    return make(z3.Sum(bits) if len(bits) > 1 else bits[0], 0, n)


def isqrt_circuit(x: SymInt, rlo: int, rhi: int):
    """isqrt(x) for x >= 0 as a functional term: the digit-by-digit (restoring)
    square root, one conditional subtraction per result bit."""
    n_bits = x.hi.bit_length()
    w = check_width(n_bits + 2, "isqrt")
    num = extend(x.term, w)
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
    return make(res, rlo, rhi)


def zeck_min_circuit(x: SymInt, fibs: Sequence[int]):
    """The smallest term of the greedy Zeckendorf decomposition of ``x >= 0`` (Zeckendorf
    1972; 0 for ``x = 0``) as a functional term, bit-vectors only: one conditional
    subtraction per Fibonacci number of ``fibs`` (1, 2, 3, 5, ... up to ``x.hi``, smallest
    first), largest first; the last number subtracted is the smallest term."""
    w = check_width(x.hi.bit_length() + 1, "zeck_min")
    rest = extend(x.term, w)
    low = z3.BitVecVal(0, w)
    for f in reversed(fibs):
        fv = z3.BitVecVal(f, w)
        take = z3.UGE(rest, fv)
        rest = z3.If(take, rest - fv, rest)
        low = z3.If(take, fv, low)
    return make(low, 0 if x.lo <= 0 else 1, fibs[-1] if fibs else 0)


def bool_bitop(op: str, a, b) -> z3.BoolRef:
    """``a & b``, ``a | b`` or ``a ^ b`` of two truth values (Python bools or BoolRefs) as the
    z3 connective And, Or or Xor."""
    x, y = zbool(a), zbool(b)
    return z3.And(x, y) if op == "&" else (z3.Or(x, y) if op == "|" else z3.Xor(x, y))


# ----------------------------------------------------------------------------
# public helpers (re-exported by gamecheck.lang.smt)



def sym_var(name: str, lo: int, hi: int) -> SymInt:
    """A fresh z3 bit-vector named ``name``, wide enough for ``[lo, hi]``.

    No constraint is added: assert ``in_range(x, lo, hi)`` in every query
    (the intervals of everything compiled from it assume it).
    """
    lo, hi = int(lo), int(hi)
    if lo > hi:
        raise ValueError(f"empty interval [{lo}, {hi}] for variable {name!r}")
    w = check_width(bv_width(lo, hi), f"variable {name!r}")
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
    t = extend(x.term, w)
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
    """A constant as a SymInt (of the narrowest width that holds it)."""
    v = int(v)
    w = check_width(bv_width(v, v), f"the constant {short(v)}")
    return SymInt(to_term(v, w), v, v)


def as_int(v) -> SymInt:
    """int | bool | BoolRef | SymInt -> SymInt (a bool is 0 or 1)."""
    n = num(v)
    return n if isinstance(n, SymInt) else const(n)


def as_bool(v) -> z3.BoolRef:
    """bool | BoolRef | SymInt | int | tuple -> BoolRef (an integer is true when nonzero)."""
    return zbool(truth(v))


def _public_num(v):
    if isinstance(v, (tuple, list)):
        raise TypeError(f"an integer is needed, got a sequence of length {len(v)}")
    return num(v)


def add(a, b) -> SymInt:
    """a + b, exact."""
    return as_int(num_add(_public_num(a), _public_num(b)))


def sub(a, b) -> SymInt:
    """a - b, exact."""
    return as_int(num_sub(_public_num(a), _public_num(b)))


def mul(a, b) -> SymInt:
    """a * b, exact."""
    return as_int(num_mul(_public_num(a), _public_num(b)))


def value_eq(a, b):
    """Python ``a == b`` over compiled values (tuples elementwise)."""
    if isinstance(a, Masked):
        a = a.as_tuple()
    if isinstance(b, Masked):
        b = b.as_tuple()
    at, bt = isinstance(a, tuple), isinstance(b, tuple)
    if at or bt:
        if not (at and bt) or len(a) != len(b):
            return False
        return all_of(value_eq(x, y) for x, y in zip(a, b))
    if not (is_scalar(a) and is_scalar(b)):
        raise NotExpressible(f"cannot compare {describe(a)} and {describe(b)}")
    if is_boolish(a) and is_boolish(b):
        if a.__class__ is bool and b.__class__ is bool:
            return a == b
        return zbool(a) == zbool(b)
    return num_eq(num(a), num(b))


def eq(a, b) -> z3.BoolRef:
    """a == b (tuples: same length and elementwise)."""
    if isinstance(a, list):
        a = tuple(a)
    if isinstance(b, list):
        b = tuple(b)
    return zbool(value_eq(a, b))


def lt(a, b) -> z3.BoolRef:
    """a < b (signed, exact)."""
    return zbool(num_lt(_public_num(a), _public_num(b)))


def le(a, b) -> z3.BoolRef:
    """a <= b (signed, exact)."""
    return zbool(num_le(_public_num(a), _public_num(b)))


def ite(c, a, b):
    """If(c, a, b) over SymInt/ints/bools/tuples (numbers give a SymInt)."""
    if isinstance(a, list):
        a = tuple(a)
    if isinstance(b, list):
        b = tuple(b)
    r = value_ite(truth(c), a, b)
    if r.__class__ is int:
        return const(r)
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



class Masked:
    """A comprehension result with symbolic filters: (value, selected) items."""

    __slots__ = ("items",)

    def __init__(self, items: list):
        self.items = items

    def as_tuple(self) -> tuple:
        """The elements as a tuple, when no filter is symbolic (else :class:`NotExpressible`)."""
        if all(m is True for _, m in self.items):
            return tuple(v for v, _ in self.items)
        raise NotExpressible("a comprehension with a symbolic filter has no fixed length; it can only be "
                    "reduced (sum, count, min, max, xor, any, all, len, mex, in)")


class SymRange:
    """range(start, stop) with a symbolic bound."""

    __slots__ = ("start", "stop")

    def __init__(self, start, stop):
        self.start = start
        self.stop = stop


def is_const(v) -> bool:
    """True for a Python int, bool, range, or tuple of ints and bools."""
    c = v.__class__
    if c is int or c is bool or c is range:
        return True
    if c is tuple:
        return all(e.__class__ is int or e.__class__ is bool for e in v)
    return False
