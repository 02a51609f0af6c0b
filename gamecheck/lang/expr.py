"""A small, safe expression language for rules about game positions.

Users write rules such as ``xor(heaps) == 0``, ``n % (m + 1) == 0``,
``(x1 % 3) ^ (x2 % 4)``, ``replace(heaps, i, heaps[i] ^ S)`` or
``sum(1 for h in heaps if h > 1)``.  A rule is parsed with Python's :mod:`ast`
module (``mode="eval"``), checked against an allow-list of node types and
compiled into Python closures.  User text is never handed to ``eval``, ``exec``
or ``compile``.

Language summary
----------------
* Constants: integers and ``True``/``False`` (no strings, floats, ``None``...).
* Names: variables supplied by the caller; a variable is an integer, a boolean
  or a sequence (tuple) of integers.
* Binary operators ``+ - * // % ** & | ^ << >>``; unary ``- + ~ not``;
  comparisons ``== != < <= > >=`` (chains allowed), ``in`` / ``not in`` (the
  right side is a tuple/list/set literal, a sequence or a ``range``);
  ``and`` / ``or`` (short-circuit, the result is a bool); ``A if C else B``.
* Calls, by plain name with positional arguments, to the functions listed in
  :data:`FUNCTIONS`: ``abs``, ``all``, ``any``, ``bit(x, i)``, ``ceil(p, q)``,
  ``count(it)``, ``fib(n)``, ``floor(p, q)``, ``isqrt(n)``, ``len(seq)``,
  ``max``, ``min``, ``popcount(x)``, ``range(n)`` / ``range(a, b)`` (only as an
  iterable), ``replace(seq, i, v)``, ``sum``, ``xor``.  ``xor``, ``min``,
  ``max`` and ``sum`` take one iterable or several integers (a single integer
  argument is returned as it is).
* Tuple and list literals, set literals (only on the right of ``in``),
  subscripts ``seq[i]`` (0-based, ``0 <= i < len(seq)``, no slices).
* Generator expressions and list comprehensions with exactly one ``for`` over
  a single name and any number of ``if`` filters.  Comprehensions are
  evaluated eagerly (every element is computed, also inside ``any``/``all``).

Every problem -- a syntax error, a construct outside the allow-list, an
unknown name, or a runtime error such as a division by zero -- raises
:class:`~gamecheck.errors.RuleError` with a one-line message that quotes the
rule and the offending token or sub-expression (characters that are not
printable are shown as escapes).

Limits (each refusal is a ``RuleError`` naming the limit): a rule has at most
:data:`MAX_SOURCE_LENGTH` (2,000) characters and :data:`MAX_DEPTH` (100) levels of
brackets or operators; ``**`` takes exponents up to :data:`MAX_EXPONENT` (4,096);
an integer result of ``+ - * ** << sum`` has at most :data:`MAX_BITS` (8,192) bits,
so every value can be printed; ``fib(n)`` needs ``n <= MAX_FIB`` (10,000); one
evaluation runs at most :data:`MAX_ITERATIONS` (1,000,000) comprehension or
``range`` steps (``len(range(...))`` included); ``zeckendorf`` takes ``n <= 10**30``
and ``zeck_count`` ``n <= 10**6``.

Two evaluators are compiled for every rule: :meth:`Expr.evaluate` works on one
position with exact Python integers; :meth:`Expr.evaluate_array` works on
many positions at once with numpy ``int64``/``bool`` arrays and gives the same
values as :meth:`Expr.evaluate` at every position.  Whenever the vectorised
evaluator cannot guarantee that (a possible int64 overflow, a construct it
does not vectorise), it falls back to calling :meth:`Expr.evaluate` position
by position.
"""

from __future__ import annotations

import ast
import math
import re
from typing import Any, Callable, Iterable, Mapping

import numpy as np

from gamecheck.errors import RuleError

__all__ = ["Expr", "parse", "mex", "nim_sum", "FUNCTIONS"]

#: Longest rule source accepted by :func:`parse`.
MAX_SOURCE_LENGTH = 2000
#: Deepest nesting (of brackets and of syntax-tree nodes) accepted by :func:`parse`.
MAX_DEPTH = 100
#: Largest exponent accepted by ``**``.
MAX_EXPONENT = 4096
#: Integer results of ``+``, ``-``, ``*``, ``**``, ``<<`` and ``sum`` may have at most this many
#: bits (about 2,466 decimal digits: every value a rule computes can be printed, since Python
#: refuses to convert integers of more than 4,300 digits to text, and stays cheap to compute).
MAX_BITS = 8192
#: Most loop iterations (comprehension elements, range elements) of one evaluation.
MAX_ITERATIONS = 1_000_000
#: Largest ``n`` accepted by ``fib(n)`` (F(10,000) has 6,942 bits, below :data:`MAX_BITS`).
MAX_FIB = 10_000
#: Most elements the vectorised evaluator unrolls in one evaluation.
MAX_UNROLL = 20_000

FUNCTIONS: tuple[str, ...] = (
    "abs", "all", "any", "bit", "bitlen", "ceil", "count", "fib", "floor", "is_fib", "isqrt",
    "len", "max", "mex", "min", "popcount", "range", "replace", "sum", "xor", "xor_basis_removed",
    "zeck_count", "zeck_min", "zeckendorf",
)

# (min args, max args or None)
_ARITY: dict[str, tuple[int, int | None]] = {
    "abs": (1, 1), "all": (1, 1), "any": (1, 1), "bit": (2, 2), "ceil": (2, 2),
    "count": (1, 1), "fib": (1, 1), "floor": (2, 2), "isqrt": (1, 1), "len": (1, 1),
    "max": (1, None), "min": (1, None), "popcount": (1, 1), "range": (1, 2),
    "replace": (3, 3), "sum": (1, None), "xor": (0, None),
    "bitlen": (1, 1), "is_fib": (1, 1), "zeck_count": (1, 1), "zeck_min": (1, 1),
    "zeckendorf": (1, 1), "xor_basis_removed": (1, 1), "mex": (1, None),
}
# Functions whose single argument may be an iterable (so range(...) is allowed there).
_ITERABLE_FUNCS = frozenset({"all", "any", "count", "len", "max", "mex", "min", "sum", "xor"})

_SAFE = 1 << 62  # vectorised results must stay below this magnitude
_I64_MIN = -(1 << 63)
_I64_MAX = (1 << 63) - 1
_BIG = 1 << 4096
_STEPS = " steps"  # key of the iteration counter in scalar environments (not an identifier)
_MISSING = object()
_ISQRT_I64_MAX = 3037000499  # math.isqrt(2**63 - 1)


# ----------------------------------------------------------------------------
# public helpers


def mex(values: Iterable[int]) -> int:
    """Minimum excludant: the least non-negative integer not in ``values``.

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
    """Nim-sum (bitwise xor) of ``values``; ``0`` for an empty iterable."""
    r = 0
    for v in values:
        r ^= int(v)
    return r


# ----------------------------------------------------------------------------
# internal exceptions and formatting


class _OpError(Exception):
    """A value problem inside an operation (message without rule context)."""


class _Fallback(Exception):
    """The vectorised evaluator cannot (safely) handle this rule or these values."""


class _PosError(Exception):
    """The vectorised evaluator found an error at an (original) position."""

    def __init__(self, pos: int):
        super().__init__(pos)
        self.pos = pos


_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape_char(ch: str) -> str:
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    if ch.isprintable():
        return ch
    # control, format, separator and surrogate characters: shown as escapes, so a message
    # stays on one line and can always be printed
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else (f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")


def _quote(text: str, limit: int = 160) -> str:
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    if not all(c.isprintable() and c not in "\\'" for c in text):
        text = "".join(_escape_char(c) for c in text)
    return "'" + text + "'"


def _fmt(v: Any) -> str:
    """Short one-line rendering of a value for error messages."""
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, int):
        if -(10**30) < v < 10**30:
            return str(v)
        return f"<{v.bit_length()}-bit integer>"
    if isinstance(v, tuple):
        parts = [_fmt(x) for x in v[:8]]
        if len(v) > 8:
            parts.append("...")
        return "(" + ", ".join(parts) + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, range):
        return repr(v)
    return f"<{type(v).__name__}>"


# ----------------------------------------------------------------------------
# scalar operations: raise TypeError for wrong types, _OpError for bad values


def _not_int(x: Any) -> bool:
    c = x.__class__
    return c is not int and c is not bool


def _too_big(r) -> bool:
    """True for an integer result of more than :data:`MAX_BITS` bits."""
    return r.__class__ is int and (r > _BIG or r < -_BIG) and r.bit_length() > MAX_BITS


def _s_add(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    r = a + b
    if _too_big(r):
        raise _OpError(f"result too large (more than {MAX_BITS} bits)")
    return r


def _s_sub(a, b):
    r = a - b
    if _too_big(r):
        raise _OpError(f"result too large (more than {MAX_BITS} bits)")
    return r


def _s_mul(a, b):
    if _not_int(a) or _not_int(b):
        raise TypeError
    r = a * b
    if (r > _BIG or r < -_BIG) and r.bit_length() > MAX_BITS:
        raise _OpError(f"result too large (more than {MAX_BITS} bits)")
    return r


def _s_floordiv(a, b):
    if _not_int(a) or _not_int(b):
        raise TypeError
    if b == 0:
        raise _OpError("division by zero")
    return a // b


def _s_mod(a, b):
    if _not_int(a) or _not_int(b):
        raise TypeError
    if b == 0:
        raise _OpError("modulo by zero")
    return a % b


def _s_pow(a, b):
    if _not_int(a) or _not_int(b):
        raise TypeError
    if b < 0:
        raise _OpError("negative exponent")
    if b > MAX_EXPONENT:
        raise _OpError(f"exponent larger than {MAX_EXPONENT}")
    if (a > 1 or a < -1) and a.bit_length() * b > MAX_BITS:
        raise _OpError(f"result too large (more than {MAX_BITS} bits)")
    return a ** b


def _s_lshift(a, b):
    if _not_int(a) or _not_int(b):
        raise TypeError
    if b < 0:
        raise _OpError("negative shift count")
    if a and (b > MAX_BITS or int(a).bit_length() + b > MAX_BITS):
        raise _OpError(f"result too large (more than {MAX_BITS} bits)")
    return a << b


def _s_rshift(a, b):
    if _not_int(a) or _not_int(b):
        raise TypeError
    if b < 0:
        raise _OpError("negative shift count")
    return a >> b


def _s_and(a, b):
    return a & b


def _s_or(a, b):
    return a | b


def _s_xor(a, b):
    return a ^ b


_SCALAR_BINOPS: dict[type, tuple[str, Callable]] = {
    ast.Add: ("+", _s_add), ast.Sub: ("-", _s_sub), ast.Mult: ("*", _s_mul),
    ast.FloorDiv: ("//", _s_floordiv), ast.Mod: ("%", _s_mod), ast.Pow: ("**", _s_pow),
    ast.LShift: ("<<", _s_lshift), ast.RShift: (">>", _s_rshift),
    ast.BitAnd: ("&", _s_and), ast.BitOr: ("|", _s_or), ast.BitXor: ("^", _s_xor),
}


def _s_neg(a):
    if _not_int(a):
        raise TypeError
    return -a


def _s_pos(a):
    if _not_int(a):
        raise TypeError
    return +a


def _s_inv(a):
    if _not_int(a):
        raise TypeError
    return ~a


def _s_not(a):
    return not a


def _s_eq(a, b):
    return a == b


def _s_ne(a, b):
    return a != b


def _s_lt(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a < b


def _s_le(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a <= b


def _s_gt(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a > b


def _s_ge(a, b):
    if a.__class__ is tuple or b.__class__ is tuple:
        raise TypeError
    return a >= b


def _s_in(a, b):
    if _not_int(a):
        raise _OpError("the left side of 'in' must be an integer")
    c = b.__class__
    if c is not tuple and c is not range:
        raise _OpError("the right side of 'in' must be a sequence or a range")
    return a in b


def _s_notin(a, b):
    return not _s_in(a, b)


_CMPOPS: dict[type, tuple[str, Callable]] = {
    ast.Eq: ("==", _s_eq), ast.NotEq: ("!=", _s_ne), ast.Lt: ("<", _s_lt),
    ast.LtE: ("<=", _s_le), ast.Gt: (">", _s_gt), ast.GtE: (">=", _s_ge),
    ast.In: ("in", _s_in), ast.NotIn: ("not in", _s_notin),
}


# ----------------------------------------------------------------------------
# scalar functions


def _need_int(name: str, x: Any, what: str = "an integer") -> None:
    if _not_int(x):
        raise _OpError(f"{name} needs {what}, got {_fmt(x)}")


def _seq_or_args(name: str, args: tuple) -> Any:
    """The items of an iterable-or-several-integers function call."""
    if len(args) == 1:
        a = args[0]
        c = a.__class__
        if c is tuple:
            return a
        if c is range:
            if len(a) > MAX_ITERATIONS:
                raise _OpError(f"range too long (more than {MAX_ITERATIONS} elements)")
            return a
        if c is int or c is bool:
            return args
        raise _OpError(f"{name} needs integers or one sequence, got {_fmt(a)}")
    for a in args:
        if _not_int(a):
            raise _OpError(f"{name} needs integers or one sequence, got {_fmt(a)}")
    return args


def _iterable(name: str, a: Any) -> Any:
    c = a.__class__
    if c is tuple:
        return a
    if c is range:
        if len(a) > MAX_ITERATIONS:
            raise _OpError(f"range too long (more than {MAX_ITERATIONS} elements)")
        return a
    raise _OpError(f"{name} needs a sequence, got {_fmt(a)}")


def _f_xor(*args):
    r = 0
    for v in _seq_or_args("xor", args):
        r ^= v
    return r


def _f_min(*args):
    items = _seq_or_args("min", args)
    if not items:
        raise _OpError("min of an empty sequence")
    r = min(items)
    if r.__class__ is bool and not all(v.__class__ is bool for v in items):
        return int(r)  # a bool only if every item is one (as in the vectorised evaluator)
    return r


def _f_max(*args):
    items = _seq_or_args("max", args)
    if not items:
        raise _OpError("max of an empty sequence")
    r = max(items)
    if r.__class__ is bool and not all(v.__class__ is bool for v in items):
        return int(r)  # a bool only if every item is one (as in the vectorised evaluator)
    return r


def _f_sum(*args):
    r = sum(_seq_or_args("sum", args))
    if _too_big(r):
        raise _OpError(f"sum too large (more than {MAX_BITS} bits)")
    return r


def _f_popcount(x):
    _need_int("popcount", x)
    if x < 0:
        raise _OpError(f"popcount needs a non-negative integer, got {_fmt(x)}")
    return int(x).bit_count()


def _f_abs(x):
    _need_int("abs", x)
    return abs(x)


def _f_len(s):
    c = s.__class__
    if c is tuple or c is range:
        return len(s)
    raise _OpError(f"len needs a sequence, got {_fmt(s)}")


def _f_range(*args):
    for a in args:
        _need_int("range", a)
    return range(*args)


def _f_floor(p, q):
    _need_int("floor", p)
    _need_int("floor", q)
    if q == 0:
        raise _OpError("division by zero")
    return p // q


def _f_ceil(p, q):
    _need_int("ceil", p)
    _need_int("ceil", q)
    if q == 0:
        raise _OpError("division by zero")
    return -((-p) // q)


def _f_isqrt(n):
    _need_int("isqrt", n)
    if n < 0:
        raise _OpError(f"isqrt needs a non-negative integer, got {_fmt(n)}")
    return math.isqrt(n)


def _f_any(it):
    return any(_iterable("any", it))


def _f_all(it):
    return all(_iterable("all", it))


def _f_count(it):
    n = 0
    for v in _iterable("count", it):
        if v:
            n += 1
    return n


def _f_bit(x, i):
    _need_int("bit", x)
    _need_int("bit", i)
    if i < 0:
        raise _OpError(f"bit needs a non-negative bit index, got {_fmt(i)}")
    return (x >> i) & 1


def _f_replace(seq, i, v):
    if seq.__class__ is not tuple:
        raise _OpError(f"replace needs a sequence as first argument, got {_fmt(seq)}")
    _need_int("replace", i, "an integer index")
    _need_int("replace", v, "an integer value")
    if not 0 <= i < len(seq):
        raise _OpError(f"index {_fmt(i)} out of range for a sequence of length {len(seq)}")
    return seq[:i] + (v,) + seq[i + 1:]


def _fib_big(n: int) -> int:
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


def _f_fib(n):
    _need_int("fib", n)
    if n < 0:
        raise _OpError(f"fib needs a non-negative integer, got {_fmt(n)}")
    if n <= 92:
        return _FIB_SMALL[n]
    if n > MAX_FIB:
        raise _OpError(f"fib argument larger than {MAX_FIB} (fib(n) needs 0 <= n <= {MAX_FIB})")
    return _fib_big(int(n))


def _need_nonneg(name, x):
    _need_int(name, x)
    if x < 0:
        raise _OpError(f"{name} needs a non-negative integer, got {_fmt(x)}")


def _f_bitlen(x):
    """Number of binary digits of x >= 0 (0 for 0): Python's int.bit_length."""
    _need_nonneg("bitlen", x)
    return int(x).bit_length()


def _fib_values_upto(n: int) -> list[int]:
    """The distinct Fibonacci numbers 1, 2, 3, 5, 8, ... up to n (F2, F3, ... in F0=0, F1=1 indexing)."""
    out, a, b = [], 1, 2
    while a <= n:
        out.append(a)
        a, b = b, a + b
    return out


def _f_is_fib(n):
    """True when n >= 0 is a Fibonacci number (0, 1, 2, 3, 5, 8, ...)."""
    _need_nonneg("is_fib", n)
    return n == 0 or n in set(_fib_values_upto(n))


def _f_zeckendorf(n):
    """The greedy Zeckendorf decomposition of n >= 0 (Zeckendorf 1972): the tuple of
    Fibonacci terms, largest first, each time taking the largest Fibonacci number that fits."""
    _need_nonneg("zeckendorf", n)
    if n > 10**30:
        raise _OpError("zeckendorf argument larger than 10**30")
    terms = []
    fibs = _fib_values_upto(n)
    for f in reversed(fibs):
        if f <= n:
            terms.append(f)
            n -= f
    return tuple(terms)


def _f_zeck_min(n):
    """Smallest term of the greedy Zeckendorf decomposition of n (0 for n = 0)."""
    t = _f_zeckendorf(n)
    return t[-1] if t else 0


def _f_zeck_count(n):
    """How many ways n >= 0 is a sum of distinct, pairwise non-consecutive Fibonacci
    numbers from 1, 2, 3, 5, 8, ... (by exhaustive dynamic programming, independent of
    the greedy algorithm); Zeckendorf's theorem says it is 1 for every n >= 0."""
    _need_nonneg("zeck_count", n)
    if n > 10**6:
        raise _OpError("zeck_count argument larger than 10**6")
    fibs = _fib_values_upto(n)
    # prefix[i]: the sum of fibs[:i], an upper bound on what a subset of them can reach
    prefix = [0]
    for f in fibs:
        prefix.append(prefix[-1] + f)
    # ways(i, rest, next_taken): choose a subset of fibs[:i] summing to rest, no two adjacent
    # (next_taken: fibs[i] was taken, so fibs[i - 1] may not be); largest terms first, pruned
    # when even every remaining term together falls short -- exhaustive all the same
    from functools import lru_cache

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


def _f_mex(*iterables):
    """The minimum excludant of the union of the given iterables (Sprague 1935, Grundy 1939)."""
    seen = set()
    for it in iterables:
        for v in _iterable("mex", it):
            _need_int("mex", v)
            seen.add(v)
    m = 0
    while m in seen:
        m += 1
    return m


def _f_xor_basis_removed(seq):
    """The linear-basis greedy of the "New Nim" solution (CQOI 2013): visit the heaps in
    decreasing order, keep a heap when it is XOR-independent of the heaps kept so far,
    remove it otherwise; return the total size of the removed heaps."""
    if seq.__class__ is not tuple:
        raise _OpError(f"xor_basis_removed needs a sequence, got {_fmt(seq)}")
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


_SCALAR_FUNCS: dict[str, Callable] = {
    "abs": _f_abs, "all": _f_all, "any": _f_any, "bit": _f_bit, "ceil": _f_ceil,
    "count": _f_count, "fib": _f_fib, "floor": _f_floor, "isqrt": _f_isqrt, "len": _f_len,
    "max": _f_max, "min": _f_min, "popcount": _f_popcount, "range": _f_range,
    "replace": _f_replace, "sum": _f_sum, "xor": _f_xor,
    "bitlen": _f_bitlen, "is_fib": _f_is_fib, "zeck_count": _f_zeck_count, "zeck_min": _f_zeck_min,
    "zeckendorf": _f_zeckendorf, "xor_basis_removed": _f_xor_basis_removed, "mex": _f_mex,
}
assert tuple(sorted(_SCALAR_FUNCS)) == FUNCTIONS


# ----------------------------------------------------------------------------
# vectorised values
#
# A vectorised value over the m positions of a context is one of
#   * a Python int or bool (the same at every position, "uniform"),
#   * a numpy array of shape (m,) with dtype int64 or bool,
#   * a tuple of such values (a sequence of known length),
#   * a Python range (uniform bounds),
#   * an _MList: the result of a comprehension, a list of (value, mask) items,
#     where mask is None (present at every position) or a bool array.


class _MList:
    __slots__ = ("items",)

    def __init__(self, items: list):
        self.items = items

    def as_tuple(self) -> tuple:
        if all(m is None for _, m in self.items):
            return tuple(v for v, _ in self.items)
        raise _Fallback


class _VCtx:
    """The positions a vectorised sub-expression is evaluated on."""

    __slots__ = ("env", "m", "idx", "budget")

    def __init__(self, env: dict, m: int, idx: np.ndarray | None, budget: list):
        self.env = env
        self.m = m
        self.idx = idx  # original position of each current position (None: identity)
        self.budget = budget

    def pos(self, k: int = 0) -> int:
        return k if self.idx is None else int(self.idx[k])

    def bind(self, name: str, value: Any) -> "_VCtx":
        env = dict(self.env)
        env[name] = value
        return _VCtx(env, self.m, self.idx, self.budget)

    def compress(self, sel: np.ndarray) -> "_VCtx":
        env = {k: _compress(v, sel) for k, v in self.env.items()}
        idx = np.flatnonzero(sel) if self.idx is None else self.idx[sel]
        return _VCtx(env, int(idx.shape[0]), idx, self.budget)


def _compress(v: Any, sel: np.ndarray) -> Any:
    if isinstance(v, np.ndarray):
        return v[sel]
    if v.__class__ is tuple:
        return tuple(_compress(e, sel) for e in v)
    return v


def _scatter(v: Any, sel: np.ndarray, m: int) -> Any:
    """Spread a value computed on the positions ``sel`` back to all m positions
    (the other positions get arbitrary filler)."""
    if isinstance(v, np.ndarray):
        out = np.zeros(m, dtype=v.dtype)
        out[sel] = v
        return out
    if v.__class__ is tuple:
        return tuple(_scatter(e, sel, m) for e in v)
    if isinstance(v, _MList):
        raise _Fallback
    return v


def _eval_masked(fn: Callable, ctx: _VCtx, mask: np.ndarray | None) -> Any:
    """Evaluate ``fn`` only on the positions where ``mask`` is true; the result
    is valid there and arbitrary elsewhere."""
    if mask is None:
        return fn(ctx)
    if mask.all():
        return fn(ctx)
    return _scatter(fn(ctx.compress(mask)), mask, ctx.m)


def _is_uniform(x: Any) -> bool:
    c = x.__class__
    return c is int or c is bool


def _is_intlike(x: Any) -> bool:
    c = x.__class__
    return c is int or c is bool or c is np.ndarray


def _is_boolish(x: Any) -> bool:
    if x.__class__ is bool:
        return True
    return isinstance(x, np.ndarray) and x.dtype == np.bool_


def _toint(x: Any) -> Any:
    """Prepare an int-like value for numpy integer arithmetic."""
    if isinstance(x, np.ndarray):
        return x.astype(np.int64) if x.dtype == np.bool_ else x
    if x.__class__ is bool:
        return int(x)
    if not _I64_MIN <= x <= _I64_MAX:
        raise _Fallback
    return x


def _maxabs(x: Any) -> int:
    if isinstance(x, np.ndarray):
        if x.size == 0:
            return 0
        if x.dtype == np.bool_:
            return 1
        return max(int(x.max()), -int(x.min()))
    return abs(int(x))


def _broadcast(x: Any, m: int, dtype: Any) -> np.ndarray:
    if isinstance(x, np.ndarray):
        return x if x.dtype == dtype else x.astype(dtype)
    if dtype != np.bool_ and not _I64_MIN <= x <= _I64_MAX:
        raise _Fallback
    return np.full(m, x, dtype=dtype)


def _truth(x: Any) -> Any:
    """Truth value: Python bool (uniform) or bool array."""
    if isinstance(x, np.ndarray):
        return x if x.dtype == np.bool_ else x != 0
    c = x.__class__
    if c is tuple or c is range:
        return len(x) > 0
    if c is _MList:
        r: Any = False
        for _, mask in x.items:
            if mask is None:
                return True
            r = mask if r is False else (r | mask)
        return r
    return bool(x)


def _vnot(t: Any) -> Any:
    if isinstance(t, np.ndarray):
        return ~t
    return not t


def _vand(a: Any, b: Any) -> Any:
    if a is True:
        return b
    if a is False or b is False:
        return False
    if b is True:
        return a
    return a & b


def _vor(a: Any, b: Any) -> Any:
    if a is False:
        return b
    if a is True or b is True:
        return True
    if b is False:
        return a
    return a | b


def _first_true(mask: np.ndarray) -> int:
    return int(np.argmax(mask))


def _check_nonneg(x: Any, ctx: _VCtx) -> None:
    if isinstance(x, np.ndarray):
        if x.dtype != np.bool_:
            bad = x < 0
            if bad.any():
                raise _PosError(ctx.pos(_first_true(bad)))
    elif x < 0:
        raise _PosError(ctx.pos(0))


def _check_nonzero(x: Any, ctx: _VCtx) -> None:
    if isinstance(x, np.ndarray):
        bad = x == 0
        if bad.any():
            raise _PosError(ctx.pos(_first_true(bad)))
    elif x == 0:
        raise _PosError(ctx.pos(0))


def _vseq(x: Any, ctx: _VCtx) -> tuple:
    """A value that must be a sequence of fixed length, as a tuple."""
    if x.__class__ is tuple:
        return x
    if x.__class__ is _MList:
        return x.as_tuple()
    raise _PosError(ctx.pos(0))


def _viter(x: Any, ctx: _VCtx) -> list:
    """The (value, mask) items of an iterable value."""
    c = x.__class__
    if c is tuple:
        items = [(e, None) for e in x]
    elif c is range:
        if len(x) > MAX_UNROLL:
            raise _Fallback
        items = [(e, None) for e in x]
    elif c is _MList:
        return x.items
    else:
        raise _PosError(ctx.pos(0))
    ctx.budget[0] += len(items)
    if ctx.budget[0] > MAX_UNROLL:
        raise _Fallback
    return items


def _v_items_or_args(args: list, ctx: _VCtx) -> list:
    if len(args) == 1 and not _is_intlike(args[0]):
        return _viter(args[0], ctx)
    for a in args:
        if not _is_intlike(a):
            raise _PosError(ctx.pos(0))
    return [(a, None) for a in args]


def _all_uniform(items: list) -> bool:
    return all(mask is None and _is_uniform(v) for v, mask in items)


# -- vectorised binary operators (operands: int-like, at least one array) ------


def _v_add(a, b, ctx):
    a, b = _toint(a), _toint(b)
    if _maxabs(a) + _maxabs(b) >= _SAFE:
        raise _Fallback
    return np.add(a, b)


def _v_sub(a, b, ctx):
    a, b = _toint(a), _toint(b)
    if _maxabs(a) + _maxabs(b) >= _SAFE:
        raise _Fallback
    return np.subtract(a, b)


def _v_mul(a, b, ctx):
    a, b = _toint(a), _toint(b)
    if _maxabs(a) * _maxabs(b) >= _SAFE:
        raise _Fallback
    return np.multiply(a, b)


def _v_floordiv(a, b, ctx):
    a, b = _toint(a), _toint(b)
    _check_nonzero(b, ctx)
    if _maxabs(a) >= _SAFE:
        raise _Fallback
    return np.floor_divide(a, b)


def _v_mod(a, b, ctx):
    a, b = _toint(a), _toint(b)
    _check_nonzero(b, ctx)
    if _maxabs(a) >= _SAFE:
        raise _Fallback
    return np.remainder(a, b)


def _v_pow(a, b, ctx):
    a, b = _toint(a), _toint(b)
    _check_nonneg(b, ctx)
    if isinstance(b, np.ndarray):
        big = b > MAX_EXPONENT
        if big.any():
            raise _PosError(ctx.pos(_first_true(big)))
    elif b > MAX_EXPONENT:
        raise _PosError(ctx.pos(0))
    amax, emax = _maxabs(a), _maxabs(b)
    if amax > 1 and (emax >= 63 or amax ** emax >= _SAFE):
        raise _Fallback
    return np.power(a, b)


def _v_lshift(a, b, ctx):
    a, b = _toint(a), _toint(b)
    _check_nonneg(b, ctx)
    amax, smax = _maxabs(a), _maxabs(b)
    if amax == 0:
        return np.zeros(ctx.m, dtype=np.int64)
    if smax >= 62 or (amax << smax) >= _SAFE:
        raise _Fallback
    return np.left_shift(a, b)


def _v_rshift(a, b, ctx):
    a, b = _toint(a), _toint(b)
    _check_nonneg(b, ctx)
    b = np.minimum(b, 63) if isinstance(b, np.ndarray) else min(b, 63)
    return np.right_shift(a, b)


def _v_bitop(ufunc):
    def op(a, b, ctx):
        if not (_is_boolish(a) and _is_boolish(b)):
            a, b = _toint(a), _toint(b)
        return ufunc(a, b)
    return op


_VECTOR_BINOPS: dict[str, Callable] = {
    "+": _v_add, "-": _v_sub, "*": _v_mul, "//": _v_floordiv, "%": _v_mod,
    "**": _v_pow, "<<": _v_lshift, ">>": _v_rshift,
    "&": _v_bitop(np.bitwise_and), "|": _v_bitop(np.bitwise_or), "^": _v_bitop(np.bitwise_xor),
}


def _vbinop(sym: str, sfn: Callable, a: Any, b: Any, ctx: _VCtx) -> Any:
    if _is_uniform(a) and _is_uniform(b):
        try:
            return sfn(a, b)
        except (TypeError, _OpError):
            raise _PosError(ctx.pos(0)) from None
    if not (_is_intlike(a) and _is_intlike(b)):
        raise _PosError(ctx.pos(0))
    return _VECTOR_BINOPS[sym](a, b, ctx)


def _vunary(sym: str, sfn: Callable, a: Any, ctx: _VCtx) -> Any:
    if sym == "not":
        return _vnot(_truth(a))
    if _is_uniform(a):
        try:
            return sfn(a)
        except (TypeError, _OpError):
            raise _PosError(ctx.pos(0)) from None
    if not isinstance(a, np.ndarray):
        raise _PosError(ctx.pos(0))
    a = _toint(a)
    if sym == "-":
        if _maxabs(a) >= _SAFE:
            raise _Fallback
        return np.negative(a)
    if sym == "~":
        return np.invert(a)
    return a  # unary +


_NP_CMP = {"==": np.equal, "!=": np.not_equal, "<": np.less, "<=": np.less_equal,
           ">": np.greater, ">=": np.greater_equal}


def _vcmp(sym: str, sfn: Callable, a: Any, b: Any, ctx: _VCtx) -> Any:
    if a.__class__ is _MList:
        a = a.as_tuple()
    if sym == "in" or sym == "not in":
        r = _vin(a, b, ctx)
        return r if sym == "in" else _vnot(r)
    if b.__class__ is _MList:
        b = b.as_tuple()
    if a.__class__ is tuple or b.__class__ is tuple:
        if sym != "==" and sym != "!=":
            raise _PosError(ctx.pos(0))
        r: Any = False
        if a.__class__ is tuple and b.__class__ is tuple and len(a) == len(b):
            r = True
            for x, y in zip(a, b):
                r = _vand(r, _vcmp("==", _s_eq, x, y, ctx))
                if r is False:
                    break
        return r if sym == "==" else _vnot(r)
    if _is_uniform(a) and _is_uniform(b):
        return sfn(a, b)
    if not (_is_intlike(a) and _is_intlike(b)):
        raise _PosError(ctx.pos(0))
    if not (_is_boolish(a) and _is_boolish(b)):
        a, b = _toint(a), _toint(b)
    return _NP_CMP[sym](a, b)


def _vin(a: Any, b: Any, ctx: _VCtx) -> Any:
    if not _is_intlike(a):
        raise _PosError(ctx.pos(0))
    if b.__class__ is range:
        if _is_uniform(a):
            return a in b
        if len(b) == 0:
            return False
        a = _toint(a)
        lo = max(b.start, _I64_MIN)
        hi = min(b.stop - 1, _I64_MAX)
        if lo > hi:
            return False
        return (a >= lo) & (a <= hi)
    if b.__class__ is tuple:
        items = [(e, None) for e in b]
    elif b.__class__ is _MList:
        items = b.items
    else:
        raise _PosError(ctx.pos(0))
    r: Any = False
    for e, mask in items:
        t = _vcmp("==", _s_eq, a, e, ctx)
        if mask is not None:
            t = _vand(mask, t)
        r = _vor(r, t)
        if r is True:
            break
    return r


def _vwhere(c: np.ndarray, a: Any, b: Any, m: int) -> Any:
    """``a`` where ``c`` else ``b`` (values of an if-expression's branches)."""
    if a.__class__ is _MList:
        a = a.as_tuple()
    if b.__class__ is _MList:
        b = b.as_tuple()
    if a.__class__ is tuple or b.__class__ is tuple:
        if a.__class__ is tuple and b.__class__ is tuple and len(a) == len(b):
            return tuple(_vwhere(c, x, y, m) for x, y in zip(a, b))
        raise _Fallback
    if not (_is_intlike(a) and _is_intlike(b)):
        raise _Fallback
    if _is_uniform(a) and _is_uniform(b) and a is b:
        return a
    dtype = np.bool_ if (_is_boolish(a) and _is_boolish(b)) else np.int64
    return np.where(c, _broadcast(a, m, dtype), _broadcast(b, m, dtype))


# -- vectorised functions ----------------------------------------------------


def _vf_xor(args, ctx):
    items = _v_items_or_args(args, ctx)
    acc_u = 0
    acc_a = None
    for v, mask in items:
        if not _is_intlike(v):
            raise _PosError(ctx.pos(0))
        v = _toint(v) if isinstance(v, np.ndarray) else v
        if mask is not None:
            v = np.where(mask, _toint(v), 0)
        if isinstance(v, np.ndarray):
            acc_a = v if acc_a is None else np.bitwise_xor(acc_a, v)
        else:
            acc_u ^= v
    if acc_a is None:
        return acc_u
    if acc_u:
        acc_a = np.bitwise_xor(acc_a, _toint(acc_u))
    return acc_a


def _vf_sum(args, ctx):
    items = _v_items_or_args(args, ctx)
    if _all_uniform(items):
        r = sum(v for v, _ in items)
        if _too_big(r):
            raise _PosError(ctx.pos(0))  # the per-position evaluator gives the error
        return r
    total_bound = 0
    acc_u = 0
    acc_a = None
    for v, mask in items:
        if not _is_intlike(v):
            raise _PosError(ctx.pos(0))
        if mask is not None:
            v = np.where(mask, _toint(v), 0)
        if isinstance(v, np.ndarray):
            v = _toint(v)
            total_bound += _maxabs(v)
            if total_bound >= _SAFE:
                raise _Fallback
            acc_a = v if acc_a is None else np.add(acc_a, v)
        else:
            acc_u += v
    if acc_u:
        if total_bound + abs(acc_u) >= _SAFE:
            raise _Fallback
        acc_a = np.add(acc_a, acc_u)
    return acc_a


def _vf_count(args, ctx):
    items = _viter(args[0], ctx) if not _is_intlike(args[0]) else None
    if items is None:
        raise _PosError(ctx.pos(0))
    acc_u = 0
    acc_a = None
    for v, mask in items:
        if not _is_intlike(v):
            raise _PosError(ctx.pos(0))
        t = _truth(v)
        if mask is not None:
            t = _vand(mask, t)
        if t is True:
            acc_u += 1
        elif t is not False:
            t = t.astype(np.int64)
            acc_a = t if acc_a is None else acc_a + t
    if acc_a is None:
        return acc_u
    return acc_a + acc_u if acc_u else acc_a


def _vf_any(args, ctx):
    if _is_intlike(args[0]):
        raise _PosError(ctx.pos(0))
    r: Any = False
    for v, mask in _viter(args[0], ctx):
        t = _truth(v)
        if mask is not None:
            t = _vand(mask, t)
        r = _vor(r, t)
        if r is True:
            break
    return r


def _vf_all(args, ctx):
    if _is_intlike(args[0]):
        raise _PosError(ctx.pos(0))
    r: Any = True
    for v, mask in _viter(args[0], ctx):
        t = _truth(v)
        if mask is not None:
            t = _vor(~mask, t)
        r = _vand(r, t)
        if r is False:
            break
    return r


def _vf_minmax(is_min: bool):
    sname = "min" if is_min else "max"
    sfn = _f_min if is_min else _f_max

    def f(args, ctx):
        items = _v_items_or_args(args, ctx)
        for v, _ in items:
            if not _is_intlike(v):
                raise _PosError(ctx.pos(0))
        if not items:
            raise _PosError(ctx.pos(0))
        if _all_uniform(items):
            return sfn(*[v for v, _ in items]) if len(items) > 1 else items[0][0]
        dtype = np.bool_ if all(_is_boolish(v) for v, _ in items) else np.int64
        m = ctx.m
        res = None
        have = None  # None: every position has an element
        for v, mask in items:
            v = _broadcast(v, m, dtype)
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
            raise _PosError(ctx.pos(_first_true(~have)))
        return res

    f.__name__ = f"_vf_{sname}"
    return f


def _vf_abs(args, ctx):
    x = args[0]
    if _is_uniform(x):
        return abs(x)
    if not isinstance(x, np.ndarray):
        raise _PosError(ctx.pos(0))
    x = _toint(x)
    if _maxabs(x) >= _SAFE:
        raise _Fallback
    return np.abs(x)


def _vf_len(args, ctx):
    s = args[0]
    c = s.__class__
    if c is range and len(s) > MAX_ITERATIONS:
        raise _PosError(ctx.pos(0))  # refused as by the per-position evaluator
    if c is tuple or c is range:
        return len(s)
    if c is _MList:
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
    raise _PosError(ctx.pos(0))


def _vf_range(args, ctx):
    for a in args:
        if isinstance(a, np.ndarray):
            raise _Fallback
        if not _is_uniform(a):
            raise _PosError(ctx.pos(0))
    return range(*args)


def _vf_floor(args, ctx):
    p, q = args
    if _is_uniform(p) and _is_uniform(q):
        try:
            return _f_floor(p, q)
        except (_OpError, TypeError):
            raise _PosError(ctx.pos(0)) from None
    if not (_is_intlike(p) and _is_intlike(q)):
        raise _PosError(ctx.pos(0))
    return _v_floordiv(p, q, ctx)


def _vf_ceil(args, ctx):
    p, q = args
    if _is_uniform(p) and _is_uniform(q):
        try:
            return _f_ceil(p, q)
        except (_OpError, TypeError):
            raise _PosError(ctx.pos(0)) from None
    if not (_is_intlike(p) and _is_intlike(q)):
        raise _PosError(ctx.pos(0))
    p, q = _toint(p), _toint(q)
    _check_nonzero(q, ctx)
    if _maxabs(p) >= _SAFE:
        raise _Fallback
    return np.negative(np.floor_divide(np.negative(p), q))


def _vf_unary_num(sfn: Callable, afn: Callable, nonneg: bool = True):
    def f(args, ctx):
        x = args[0]
        if _is_uniform(x):
            try:
                return sfn(x)
            except (_OpError, TypeError):
                raise _PosError(ctx.pos(0)) from None
        if not isinstance(x, np.ndarray):
            raise _PosError(ctx.pos(0))
        x = _toint(x)
        if nonneg:
            _check_nonneg(x, ctx)
        return afn(x, ctx)
    return f


def _a_popcount(x, ctx):
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x).astype(np.int64)
    v = x.astype(np.uint64)  # pragma: no cover - numpy < 2
    v = v - ((v >> np.uint64(1)) & np.uint64(0x5555555555555555))
    v = (v & np.uint64(0x3333333333333333)) + ((v >> np.uint64(2)) & np.uint64(0x3333333333333333))
    v = (v + (v >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return ((v * np.uint64(0x0101010101010101)) >> np.uint64(56)).astype(np.int64)


def _a_isqrt(n, ctx):
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


def _a_fib(n, ctx):
    if n.size and int(n.max()) > 92:
        raise _Fallback
    return _FIB_TABLE[n]


def _a_elementwise(fn: Callable, dtype=np.int64):
    """Vectorised form of a scalar integer function, applied element by element."""
    def f(x, ctx):
        return np.array([fn(int(v)) for v in x.tolist()], dtype=dtype).reshape(x.shape)
    return f


def _vf_fallback(args, ctx):
    """Functions with sequence results or arguments: evaluated position by position."""
    raise _Fallback


def _vf_bit(args, ctx):
    x, i = args
    if _is_uniform(x) and _is_uniform(i):
        try:
            return _f_bit(x, i)
        except (_OpError, TypeError):
            raise _PosError(ctx.pos(0)) from None
    if not (_is_intlike(x) and _is_intlike(i)):
        raise _PosError(ctx.pos(0))
    x, i = _toint(x), _toint(i)
    _check_nonneg(i, ctx)
    i = np.minimum(i, 63) if isinstance(i, np.ndarray) else min(i, 63)
    return np.bitwise_and(np.right_shift(x, i), 1)


def _vf_replace(args, ctx):
    seq, i, v = args
    seq = _vseq(seq, ctx)
    if not (_is_intlike(i) and _is_intlike(v)):
        raise _PosError(ctx.pos(0))
    n = len(seq)
    if _is_uniform(i):
        if not 0 <= i < n:
            raise _PosError(ctx.pos(0))
        return seq[:i] + (v,) + seq[i + 1:]
    i = _toint(i)
    bad = (i < 0) | (i >= n)
    if bad.any():
        raise _PosError(ctx.pos(_first_true(bad)))
    out = []
    for k, e in enumerate(seq):
        sel = i == k
        if not sel.any():
            out.append(e)
        else:
            dtype = np.bool_ if (_is_boolish(e) and _is_boolish(v)) else np.int64
            out.append(np.where(sel, _broadcast(v, ctx.m, dtype), _broadcast(e, ctx.m, dtype)))
    return tuple(out)


_VECTOR_FUNCS: dict[str, Callable] = {
    "abs": _vf_abs, "all": _vf_all, "any": _vf_any, "bit": _vf_bit, "ceil": _vf_ceil,
    "count": _vf_count, "fib": _vf_unary_num(_f_fib, _a_fib), "floor": _vf_floor,
    "isqrt": _vf_unary_num(_f_isqrt, _a_isqrt), "len": _vf_len,
    "max": _vf_minmax(False), "min": _vf_minmax(True),
    "popcount": _vf_unary_num(_f_popcount, _a_popcount), "range": _vf_range,
    "replace": _vf_replace, "sum": _vf_sum, "xor": _vf_xor,
    "bitlen": _vf_unary_num(_f_bitlen, _a_elementwise(_f_bitlen)),
    "is_fib": _vf_unary_num(_f_is_fib, _a_elementwise(_f_is_fib, np.bool_)),
    "zeck_count": _vf_unary_num(_f_zeck_count, _a_elementwise(_f_zeck_count)),
    "zeck_min": _vf_unary_num(_f_zeck_min, _a_elementwise(_f_zeck_min)),
    "zeckendorf": _vf_fallback, "xor_basis_removed": _vf_fallback, "mex": _vf_fallback,
}


def _vsubscript(seq: Any, i: Any, ctx: _VCtx) -> Any:
    seq = _vseq(seq, ctx)
    if not _is_intlike(i):
        raise _PosError(ctx.pos(0))
    n = len(seq)
    if _is_uniform(i):
        if not 0 <= i < n:
            raise _PosError(ctx.pos(0))
        return seq[i]
    i = _toint(i)
    bad = (i < 0) | (i >= n)
    if bad.any():
        raise _PosError(ctx.pos(_first_true(bad)))
    for e in seq:
        if not _is_intlike(e):
            raise _PosError(ctx.pos(0))
    dtype = np.bool_ if all(_is_boolish(e) for e in seq) else np.int64
    if n == 1:
        return _broadcast(seq[0], ctx.m, dtype)
    stacked = np.stack([_broadcast(e, ctx.m, dtype) for e in seq])
    return stacked[i, np.arange(ctx.m)]


# ----------------------------------------------------------------------------
# environments


def _scalar_value(name: str, v: Any, source: str) -> Any:
    """Normalise one variable for scalar evaluation."""
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (tuple, list, range, np.ndarray, set, frozenset)):
        if isinstance(v, np.ndarray) and v.ndim != 1:
            if v.ndim == 0:
                return _scalar_value(name, v.item(), source)
            raise RuleError(f"rule {_quote(source)}: variable '{name}' has a {v.ndim}-dimensional "
                            "array value; only integers and sequences of integers are allowed")
        items = sorted(v) if isinstance(v, (set, frozenset)) else v
        out = []
        for e in items:
            if isinstance(e, (bool, np.bool_)):
                out.append(bool(e))
            elif isinstance(e, (int, np.integer)):
                out.append(int(e))
            else:
                raise RuleError(f"rule {_quote(source)}: variable '{name}' contains {_fmt(e)}; "
                                "sequence elements must be integers")
        return tuple(out)
    raise RuleError(f"rule {_quote(source)}: variable '{name}' has unsupported value of type "
                    f"{type(v).__name__}; allowed: integers, booleans and sequences of integers")


def _vector_value(name: str, v: Any, size: int, source: str, nested: bool = False) -> Any:
    """Normalise one variable for vectorised evaluation."""
    if isinstance(v, np.ndarray):
        if v.ndim == 0:
            return _vector_value(name, v.item(), size, source, nested)
        if v.ndim == 2 and not nested:
            return tuple(_vector_value(name, row, size, source, True) for row in v)
        if v.ndim != 1 or v.shape[0] != size:
            raise RuleError(f"rule {_quote(source)}: variable '{name}' has an array of shape "
                            f"{v.shape}; expected shape ({size},)")
        if v.dtype == np.int64 or v.dtype == np.bool_:
            return v
        if v.dtype.kind in "iu":
            if v.dtype.kind == "u" and v.size and int(v.max()) > _I64_MAX:
                raise RuleError(f"rule {_quote(source)}: variable '{name}' has values beyond int64")
            return v.astype(np.int64)
        raise RuleError(f"rule {_quote(source)}: variable '{name}' has an array of dtype {v.dtype}; "
                        "only integer and boolean arrays are allowed")
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (tuple, list, range, set, frozenset)) and not nested:
        items = sorted(v) if isinstance(v, (set, frozenset)) else v
        return tuple(_vector_value(name, e, size, source, True) for e in items)
    raise RuleError(f"rule {_quote(source)}: variable '{name}' has unsupported value of type "
                    f"{type(v).__name__}; allowed: integers, booleans, arrays and sequences of them")


def _env_lists(venv: dict) -> dict:
    """Vectorised environment with arrays turned into Python lists (for fallback)."""
    out = {}
    for k, v in venv.items():
        if isinstance(v, np.ndarray):
            out[k] = ("a", v.tolist())
        elif v.__class__ is tuple:
            out[k] = ("t", [("a", e.tolist()) if isinstance(e, np.ndarray) else ("u", e) for e in v])
        else:
            out[k] = ("u", v)
    return out


def _env_at(lists: dict, p: int) -> dict:
    env = {}
    for k, (kind, v) in lists.items():
        if kind == "a":
            env[k] = v[p]
        elif kind == "t":
            env[k] = tuple(x[p] if ek == "a" else x for ek, x in v)
        else:
            env[k] = v
    return env


def _unalias(result: Any, venv: dict) -> Any:
    """Copy result arrays that are input arrays, so callers may modify results."""
    inputs = set()
    for v in venv.values():
        if isinstance(v, np.ndarray):
            inputs.add(id(v))
        elif v.__class__ is tuple:
            inputs.update(id(e) for e in v if isinstance(e, np.ndarray))
    if not inputs:
        return result
    if isinstance(result, np.ndarray):
        return result.copy() if id(result) in inputs else result
    return tuple(e.copy() if id(e) in inputs else e for e in result)


def _int_array(values: list, source: str) -> np.ndarray:
    if all(v.__class__ is bool for v in values):
        return np.array(values, dtype=np.bool_)
    for p, v in enumerate(values):
        if v.__class__ is tuple:
            raise RuleError(f"rule {_quote(source)} gives a sequence at position {p} "
                            "but an integer at other positions")
        if not _I64_MIN <= v <= _I64_MAX:
            raise RuleError(f"rule {_quote(source)}: value too large for vectorised evaluation: "
                            f"{_fmt(v)} at position {p} (beyond 64-bit integers)")
    return np.array(values, dtype=np.int64)


# ----------------------------------------------------------------------------
# the compiled expression


class Expr:
    """A parsed and compiled rule (create it with :func:`parse`).

    Attributes:
        source: the original rule text.
        names: the free variable names the rule uses (not function names, not
            names bound by a comprehension).
    """

    __slots__ = ("source", "names", "_allowed", "_sfn", "_vfn", "_name_list", "_steps")

    def __init__(self, source: str, names: frozenset, allowed: tuple | None,
                 sfn: Callable, vfn: Callable, steps: bool):
        self.source = source
        self.names = names
        self._allowed = allowed
        self._sfn = sfn
        self._vfn = vfn
        self._name_list = tuple(sorted(names))
        self._steps = steps

    def __repr__(self) -> str:
        return f"Expr({self.source!r})"

    def __reduce__(self):
        return (parse, (self.source, self._allowed))

    # -- scalar -------------------------------------------------------------

    def evaluate(self, env: Mapping[str, Any]) -> int | bool | tuple[int, ...]:
        """Evaluate the rule at one position with exact Python integers.

        Args:
            env: variable values: Python (or numpy) integers and booleans, and
                sequences (tuples, lists, 1-D arrays) of integers.  Names the
                rule does not use are ignored.

        Returns:
            An int, a bool (for truth values) or a tuple of ints (for tuple,
            list, comprehension and ``replace`` results).

        Raises:
            RuleError: a runtime error (division by zero, negative shift or
                exponent, empty ``min``/``max``, index out of range, a name
                without a value, a value of the wrong type...), naming the
                sub-expression and the offending values.
        """
        local: dict[str, Any] = {}
        for name in self._name_list:
            try:
                v = env[name]
            except KeyError:
                continue
            c = v.__class__
            local[name] = v if (c is int or c is bool) else _scalar_value(name, v, self.source)
        if self._steps:
            local[_STEPS] = 0
        return self._sfn(local)

    def _eval_local(self, local: dict) -> Any:
        if self._steps:
            local[_STEPS] = 0
        return self._sfn(local)

    # -- vectorised -----------------------------------------------------------

    def evaluate_array(self, env: Mapping[str, Any], size: int) -> np.ndarray | tuple[np.ndarray, ...]:
        """Evaluate the rule at ``size`` positions at once with numpy.

        Args:
            env: variable values.  A scalar variable is an integer (or bool)
                numpy array of shape ``(size,)`` or a plain Python int (the same
                at every position); a sequence variable is a tuple (or list) of
                such arrays/ints, or a 2-D array of shape ``(length, size)``.
            size: the number of positions.

        Returns:
            A numpy array of shape ``(size,)`` -- dtype bool for truth values,
            int64 for integers -- or a tuple of such arrays for rules whose
            value is a sequence (e.g. ``replace(heaps, i, v)``).  The values
            equal those of :meth:`evaluate` at every position.  Results never
            are the caller's input arrays (those are copied).  Rules or values
            the numpy path cannot handle exactly (possible int64 overflow,
            ``range`` with array bounds, sequences whose length differs between
            positions...) are evaluated position by position instead, which is
            slower but gives the same values.  For ``size == 0`` an empty int64
            array is returned when the result type cannot be determined.

        Raises:
            RuleError: a runtime error at some position (the message is the one
                :meth:`evaluate` gives there, plus the position), or a value
                that does not fit in int64 ("value too large for vectorised
                evaluation").
        """
        size = int(size)
        venv: dict[str, Any] = {}
        for name in self._name_list:
            try:
                v = env[name]
            except KeyError:
                continue
            venv[name] = _vector_value(name, v, size, self.source)
        ctx = _VCtx(venv, size, None, [0])
        if size == 0:
            try:
                return self._finish(self._vfn(ctx), 0)
            except (RuleError, _Fallback, _PosError, TypeError, ValueError, OverflowError, IndexError):
                return np.zeros(0, dtype=np.int64)
        try:
            with np.errstate(all="ignore"):
                return _unalias(self._finish(self._vfn(ctx), size), venv)
        except (TypeError, ValueError, OverflowError, IndexError):
            # an unforeseen numpy limitation: the per-position evaluator decides
            return self._fallback(_env_lists(venv), size)
        except _PosError as e:
            p = e.pos
            lists = _env_lists(venv)
            try:
                self._eval_local(_env_at(lists, p))
            except RuleError as err:
                raise RuleError(f"{err} (at position {p})") from None
            return self._fallback(lists, size)
        except _Fallback:
            return self._fallback(_env_lists(venv), size)

    def _finish(self, v: Any, size: int) -> Any:
        if isinstance(v, np.ndarray):
            return v
        c = v.__class__
        if c is bool:
            return np.full(size, v, dtype=np.bool_)
        if c is int:
            if not _I64_MIN <= v <= _I64_MAX:
                raise RuleError(f"rule {_quote(self.source)}: value too large for vectorised "
                                f"evaluation: {_fmt(v)} (beyond 64-bit integers)")
            return np.full(size, v, dtype=np.int64)
        if c is _MList:
            v = v.as_tuple()
            c = tuple
        if c is tuple:
            for e in v:
                if not _is_intlike(e):
                    raise _Fallback
            return tuple(self._finish(e, size) for e in v)
        raise _Fallback

    def _fallback(self, lists: dict, size: int) -> Any:
        results = []
        for p in range(size):
            try:
                results.append(self._eval_local(_env_at(lists, p)))
            except RuleError as err:
                raise RuleError(f"{err} (at position {p})") from None
        tuples = [r.__class__ is tuple for r in results]
        if any(tuples):
            if not all(tuples):
                p = tuples.index(False)
                raise RuleError(f"rule {_quote(self.source)} gives an integer at position {p} "
                                "but a sequence at other positions")
            n = len(results[0])
            for p, r in enumerate(results):
                if len(r) != n:
                    raise RuleError(f"rule {_quote(self.source)} gives sequences of different "
                                    f"lengths ({n} and {len(r)}, at position {p})")
            return tuple(_int_array([r[j] for r in results], self.source) for j in range(n))
        return _int_array(results, self.source)


# ----------------------------------------------------------------------------
# compiler

_NODE_NAMES = {
    ast.Lambda: "'lambda'", ast.NamedExpr: "assignment expression ':='", ast.Dict: "dict literal",
    ast.DictComp: "dict comprehension", ast.SetComp: "set comprehension",
    ast.JoinedStr: "f-string", ast.FormattedValue: "f-string", ast.Await: "'await'",
    ast.Yield: "'yield'", ast.YieldFrom: "'yield from'", ast.Starred: "starred expression",
    ast.Slice: "slice",
}

_NAME_RE = re.compile(r"[A-Za-z_0-9]+|\S")


class _Compiler:
    def __init__(self, source: str, allowed: frozenset | None):
        self.source = source
        self.q = _quote(source)
        self.allowed = allowed
        self.free: set[str] = set()
        self.steps = False

    # -- helpers ---------------------------------------------------------------

    def seg(self, node: ast.AST) -> str:
        try:
            s = ast.get_source_segment(self.source, node)
        except Exception:  # pragma: no cover - defensive
            s = None
        if s is None:
            s = ast.unparse(node)
        return s

    def fail(self, msg: str) -> RuleError:
        return RuleError(f"rule {self.q}: {msg}")

    def runtime(self, node: ast.AST, exc: Exception, shown: str) -> RuleError:
        where = _quote(self.seg(node), 80)
        if isinstance(exc, _OpError):
            return RuleError(f"rule {self.q}: {exc.args[0]} in {where} (evaluated as {shown})")
        return RuleError(f"rule {self.q}: wrong type of value in {where} (evaluated as {shown}); "
                         "operators and functions need integers, sequences only where documented")

    # -- dispatch --------------------------------------------------------------

    def comp(self, node: ast.AST, scope: frozenset, role: str = "value") -> tuple[Callable, Callable]:
        t = type(node)
        meth = getattr(self, "c_" + t.__name__, None)
        if meth is None:
            what = _NODE_NAMES.get(t, f"{t.__name__} expression")
            seg = self.seg(node)
            if t is ast.Starred:
                raise self.fail(f"starred expression {_quote(seg)} is not allowed")
            if t is ast.Lambda:
                raise self.fail("'lambda' is not allowed")
            if t is ast.NamedExpr:
                raise self.fail(f"assignment expression ':=' is not allowed (in {_quote(seg)})")
            raise self.fail(f"{what} {_quote(seg)} is not allowed")
        return meth(node, scope, role)

    # -- leaves ----------------------------------------------------------------

    def c_Constant(self, node, scope, role):
        v = node.value
        if v.__class__ is int or v.__class__ is bool:
            return (lambda env: v), (lambda ctx: v)
        kind = {str: "string", float: "float", complex: "complex", bytes: "bytes"}.get(type(v), "")
        seg = _quote(v) if isinstance(v, str) else _quote(self.seg(node))
        raise self.fail(f"{kind} constant {seg} is not allowed; only integers and True/False".lstrip())

    def c_Name(self, node, scope, role):
        name = node.id
        if name.startswith("__"):
            raise self.fail(f"name '{name}' is not allowed")
        if name not in scope:
            if self.allowed is not None and name not in self.allowed:
                allowed = ", ".join(sorted(self.allowed)) or "(none)"
                raise self.fail(f"unknown name '{name}'; allowed names: {allowed}")
            self.free.add(name)
        msg = f"rule {self.q}: unknown name '{name}' (no value supplied)"

        def s(env):
            try:
                return env[name]
            except KeyError:
                raise RuleError(msg) from None

        def v(ctx):
            try:
                return ctx.env[name]
            except KeyError:
                raise RuleError(msg) from None

        return s, v

    def c_Attribute(self, node, scope, role):
        self.comp(node.value, scope)
        raise self.fail(f"attribute access '.{node.attr}' is not allowed")

    # -- operators -------------------------------------------------------------

    def c_BinOp(self, node, scope, role):
        ls, lv = self.comp(node.left, scope)
        op = type(node.op)
        if op is ast.Div:
            raise self.fail("operator '/' is not allowed (use // for integer division)")
        if op not in _SCALAR_BINOPS:
            sym = "@" if op is ast.MatMult else op.__name__
            raise self.fail(f"operator '{sym}' is not allowed")
        rs, rv = self.comp(node.right, scope)
        sym, f = _SCALAR_BINOPS[op]
        comp = self

        def s(env):
            a = ls(env)
            b = rs(env)
            try:
                return f(a, b)
            except (TypeError, _OpError) as exc:
                raise comp.runtime(node, exc, f"{_fmt(a)} {sym} {_fmt(b)}") from None

        def v(ctx):
            return _vbinop(sym, f, lv(ctx), rv(ctx), ctx)

        return s, v

    def c_UnaryOp(self, node, scope, role):
        op = type(node.op)
        sym, f = {ast.USub: ("-", _s_neg), ast.UAdd: ("+", _s_pos), ast.Invert: ("~", _s_inv),
                  ast.Not: ("not", _s_not)}[op]
        os_, ov = self.comp(node.operand, scope)
        comp = self
        if op is ast.Not:
            return (lambda env: not os_(env)), (lambda ctx: _vnot(_truth(ov(ctx))))

        def s(env):
            a = os_(env)
            try:
                return f(a)
            except (TypeError, _OpError) as exc:
                raise comp.runtime(node, exc, f"{sym}{_fmt(a)}") from None

        def v(ctx):
            return _vunary(sym, f, ov(ctx), ctx)

        return s, v

    def c_BoolOp(self, node, scope, role):
        parts = [self.comp(x, scope) for x in node.values]
        sfns = [p[0] for p in parts]
        vfns = [p[1] for p in parts]
        if isinstance(node.op, ast.And):
            def s(env):
                for f in sfns:
                    if not f(env):
                        return False
                return True

            def v(ctx):
                mask = None
                for f in vfns:
                    t = _truth(_eval_masked(f, ctx, mask))
                    if t is False:
                        return False
                    if t is True:
                        continue
                    mask = t if mask is None else (mask & t)
                    if not mask.any():
                        return False
                return True if mask is None else mask
        else:
            def s(env):
                for f in sfns:
                    if f(env):
                        return True
                return False

            def v(ctx):
                rest = None  # positions still false
                for f in vfns:
                    t = _truth(_eval_masked(f, ctx, rest))
                    if t is True:
                        return True
                    if t is False:
                        continue
                    rest = ~t if rest is None else (rest & ~t)
                    if not rest.any():
                        return True
                return False if rest is None else ~rest
        return s, v

    def c_Compare(self, node, scope, role):
        fs, fv = self.comp(node.left, scope)
        pairs = []
        for op, right in zip(node.ops, node.comparators):
            t = type(op)
            if t is ast.Is or t is ast.IsNot:
                sym = "is" if t is ast.Is else "is not"
                raise self.fail(f"operator '{sym}' is not allowed (use == or !=)")
            sym, f = _CMPOPS[t]
            r_role = "container" if t in (ast.In, ast.NotIn) else "value"
            rs, rv = self.comp(right, scope, r_role)
            pairs.append((sym, f, rs, rv))
        comp = self

        def err(exc, a, sym, b):
            return comp.runtime(node, exc, f"{_fmt(a)} {sym} {_fmt(b)}")

        if len(pairs) == 1:
            sym, f, rs, rv = pairs[0]
            if f is _s_eq:
                s = lambda env: fs(env) == rs(env)  # noqa: E731
            elif f is _s_ne:
                s = lambda env: fs(env) != rs(env)  # noqa: E731
            else:
                def s(env):
                    a = fs(env)
                    b = rs(env)
                    try:
                        return f(a, b)
                    except (TypeError, _OpError) as exc:
                        raise err(exc, a, sym, b) from None
        else:
            def s(env):
                a = fs(env)
                for sym, f, rs, _ in pairs:
                    b = rs(env)
                    try:
                        ok = f(a, b)
                    except (TypeError, _OpError) as exc:
                        raise err(exc, a, sym, b) from None
                    if not ok:
                        return False
                    a = b
                return True

        def v(ctx):
            a = fv(ctx)
            mask = None
            for i, (sym, f, _, rv) in enumerate(pairs):
                b = _eval_masked(rv, ctx, mask)
                t = _vcmp(sym, f, a, b, ctx)
                if i == len(pairs) - 1 and mask is None:
                    return t
                if t is False:
                    return False
                if t is not True:
                    mask = t if mask is None else (mask & t)
                    if not mask.any():
                        return False
                a = b
            return True if mask is None else mask

        return s, v

    def c_IfExp(self, node, scope, role):
        bs, bv = self.comp(node.body, scope)
        ts, tv = self.comp(node.test, scope)
        es, ev = self.comp(node.orelse, scope)

        def s(env):
            return bs(env) if ts(env) else es(env)

        def v(ctx):
            c = _truth(tv(ctx))
            if c is True:
                return bv(ctx)
            if c is False:
                return ev(ctx)
            if c.all():
                return bv(ctx)
            nc = ~c
            if nc.all():
                return ev(ctx)
            a = _scatter(bv(ctx.compress(c)), c, ctx.m)
            b = _scatter(ev(ctx.compress(nc)), nc, ctx.m)
            return _vwhere(c, a, b, ctx.m)

        return s, v

    # -- calls -----------------------------------------------------------------

    def c_Call(self, node, scope, role):
        func = node.func
        if not isinstance(func, ast.Name):
            self.comp(func, scope)
            raise self.fail(f"only the allowed functions can be called, by plain name: "
                            f"{_quote(self.seg(func))} is not a function name")
        name = func.id
        if name not in _SCALAR_FUNCS:
            raise self.fail(f"function '{name}' is not allowed; allowed functions: {', '.join(FUNCTIONS)}")
        for a in node.args:
            if isinstance(a, ast.Starred):
                raise self.fail(f"starred argument {_quote(self.seg(a))} is not allowed")
        if node.keywords:
            kw = node.keywords[0]
            text = self.seg(kw) if hasattr(kw, "lineno") else f"{kw.arg}=..."
            raise self.fail(f"keyword argument {_quote(text)} is not allowed; "
                            "functions take positional arguments only")
        lo, hi = _ARITY[name]
        n = len(node.args)
        if n < lo or (hi is not None and n > hi):
            want = str(lo) if lo == hi else (f"{lo} or {hi}" if hi is not None and hi == lo + 1
                                             else (f"at least {lo}" if hi is None else f"{lo} to {hi}"))
            raise self.fail(f"function '{name}' takes {want} argument{'s' if want != '1' else ''}, "
                            f"got {n} in {_quote(self.seg(node))}")
        if name == "range" and role == "value":
            raise self.fail(f"{_quote(self.seg(node))} is not allowed here: range(...) may only be used as an iterable "
                            "(in a comprehension, on the right of 'in', or as the argument of "
                            "sum/min/max/xor/any/all/count/len)")
        arg_role = "iterable" if (name in _ITERABLE_FUNCS and n == 1) else "value"
        args = [self.comp(a, scope, arg_role) for a in node.args]
        sargs = [a[0] for a in args]
        vargs = [a[1] for a in args]
        f = _SCALAR_FUNCS[name]
        vf = _VECTOR_FUNCS[name]
        comp = self

        def err(exc, vals):
            return comp.runtime(node, exc, f"{name}({', '.join(_fmt(x) for x in vals)})")

        if name == "range":
            self.steps = True
            charge = role == "iterable"

            def s(env):
                vals = [g(env) for g in sargs]
                try:
                    r = f(*vals)
                except (TypeError, _OpError) as exc:
                    raise err(exc, vals) from None
                if charge:
                    steps = env[_STEPS] + len(r)
                    if steps > MAX_ITERATIONS:
                        raise comp.runtime(node, _OpError(
                            f"too many iterations (more than {MAX_ITERATIONS})"), _fmt(r))
                    env[_STEPS] = steps
                return r
        elif n == 1:
            g0 = sargs[0]

            def s(env):
                a = g0(env)
                try:
                    return f(a)
                except (TypeError, _OpError) as exc:
                    raise err(exc, (a,)) from None
        elif n == 2:
            g0, g1 = sargs

            def s(env):
                a = g0(env)
                b = g1(env)
                try:
                    return f(a, b)
                except (TypeError, _OpError) as exc:
                    raise err(exc, (a, b)) from None
        else:
            def s(env):
                vals = [g(env) for g in sargs]
                try:
                    return f(*vals)
                except (TypeError, _OpError) as exc:
                    raise err(exc, vals) from None

        def v(ctx):
            return vf([g(ctx) for g in vargs], ctx)

        return s, v

    # -- containers ------------------------------------------------------------

    def _sequence(self, node, scope, what):
        parts = []
        for e in node.elts:
            if isinstance(e, ast.Starred):
                raise self.fail(f"starred expression {_quote(self.seg(e))} is not allowed")
            parts.append(self.comp(e, scope))
        sfns = [p[0] for p in parts]
        vfns = [p[1] for p in parts]
        comp = self

        def s(env):
            vals = tuple(f(env) for f in sfns)
            for x in vals:
                if x.__class__ is tuple:
                    raise comp.runtime(node, _OpError(f"{what} elements must be integers"), _fmt(vals))
            return vals

        def v(ctx):
            vals = tuple(f(ctx) for f in vfns)
            for x in vals:
                if not _is_intlike(x):
                    raise _PosError(ctx.pos(0))
            return vals

        return s, v

    def c_Tuple(self, node, scope, role):
        return self._sequence(node, scope, "tuple")

    def c_List(self, node, scope, role):
        return self._sequence(node, scope, "list")

    def c_Set(self, node, scope, role):
        if role != "container":
            raise self.fail(f"set literal {_quote(self.seg(node))} is only allowed on the right of 'in'")
        return self._sequence(node, scope, "set")

    def c_Subscript(self, node, scope, role):
        ss, sv = self.comp(node.value, scope)
        if isinstance(node.slice, ast.Slice):
            raise self.fail(f"slice {_quote(self.seg(node))} is not allowed; use an integer index")
        is_, iv = self.comp(node.slice, scope)
        comp = self

        def s(env):
            seq = ss(env)
            i = is_(env)
            if seq.__class__ is not tuple:
                raise comp.runtime(node, _OpError("only sequences can be indexed"), f"{_fmt(seq)}[{_fmt(i)}]")
            if _not_int(i):
                raise comp.runtime(node, _OpError("an index must be an integer"), f"{_fmt(seq)}[{_fmt(i)}]")
            if 0 <= i < len(seq):
                return seq[i]
            raise comp.runtime(node, _OpError(f"index {i} out of range for a sequence of length {len(seq)}"),
                               f"{_fmt(seq)}[{_fmt(i)}]")

        def v(ctx):
            return _vsubscript(sv(ctx), iv(ctx), ctx)

        return s, v

    # -- comprehensions --------------------------------------------------------

    def _comprehension(self, node, scope, role):
        if len(node.generators) != 1:
            raise self.fail(f"only one 'for' clause is allowed per comprehension: {_quote(self.seg(node))}")
        gen = node.generators[0]
        if gen.is_async:
            raise self.fail("'async for' is not allowed")
        if not isinstance(gen.target, ast.Name):
            raise self.fail(f"the target of 'for' must be a single name, not {_quote(self.seg(gen.target))}")
        var = gen.target.id
        if var.startswith("__"):
            raise self.fail(f"name '{var}' is not allowed")
        its, itv = self.comp(gen.iter, scope, "iterable")
        inner = scope | {var}
        conds = [self.comp(c, inner) for c in gen.ifs]
        es, ev = self.comp(node.elt, inner)
        cs = [c[0] for c in conds]
        cv = [c[1] for c in conds]
        self.steps = True
        comp = self

        def s(env):
            seq = its(env)
            c = seq.__class__
            if c is tuple:
                steps = env[_STEPS] + len(seq)
                if steps > MAX_ITERATIONS:
                    raise comp.runtime(node, _OpError(f"too many iterations (more than {MAX_ITERATIONS})"),
                                       "...")
                env[_STEPS] = steps
            elif c is not range:
                raise comp.runtime(node, _OpError("a comprehension needs a sequence or a range to iterate over"),
                                   _fmt(seq))
            old = env.get(var, _MISSING)
            out = []
            try:
                for x in seq:
                    env[var] = x
                    for cf in cs:
                        if not cf(env):
                            break
                    else:
                        val = es(env)
                        if val.__class__ is tuple:
                            raise comp.runtime(node, _OpError("comprehension elements must be integers"),
                                               _fmt(val))
                        out.append(val)
            finally:
                if old is _MISSING:
                    env.pop(var, None)
                else:
                    env[var] = old
            return tuple(out)

        def v(ctx):
            items = _viter(itv(ctx), ctx)
            out = []
            for val, mask in items:
                if not _is_intlike(val):
                    raise _PosError(ctx.pos(0))
                c2 = ctx.bind(var, val)
                dead = False
                for f in cv:
                    t = _truth(_eval_masked(f, c2, mask))
                    if t is False:
                        dead = True
                        break
                    if t is True:
                        continue
                    mask = t if mask is None else (mask & t)
                    if not mask.any():
                        dead = True
                        break
                if dead:
                    continue
                if mask is not None and mask.all():
                    mask = None
                e = _eval_masked(ev, c2, mask)
                if not _is_intlike(e):
                    raise _PosError(ctx.pos(0 if mask is None else _first_true(mask)))
                out.append((e, mask))
            return _MList(out)

        return s, v

    def c_GeneratorExp(self, node, scope, role):
        return self._comprehension(node, scope, role)

    def c_ListComp(self, node, scope, role):
        return self._comprehension(node, scope, role)


# ----------------------------------------------------------------------------
# parse


def _syntax_error(source: str, exc: SyntaxError) -> RuleError:
    q = _quote(source)
    lines = source.split("\n")
    lineno = exc.lineno or 1
    offset = exc.offset or 0
    reason = exc.msg or "invalid syntax"
    multi = len(lines) > 1
    line = lines[lineno - 1] if 1 <= lineno <= len(lines) else ""
    if lineno > len(lines) or offset < 1 or offset > len(line):
        # the rule ends too early: report its last token
        stripped = source.rstrip()
        if not stripped:
            return RuleError(f"rule {q}: syntax error ({reason})")
        last_line = stripped.count("\n") + 1
        col = len(stripped) - (stripped.rfind("\n") + 1)
        where = f"line {last_line}, column {col}" if multi else f"column {col}"
        tok = stripped[-1]
        return RuleError(f"rule {q}: syntax error at {where}: the rule ends unexpectedly after "
                         f"{_quote(tok)} ({reason})")
    m = _NAME_RE.match(line, offset - 1) or _NAME_RE.search(line, offset - 1)
    tok = m.group(0) if m else line[offset - 1:offset]
    where = f"line {lineno}, column {offset}" if multi else f"column {offset}"
    return RuleError(f"rule {q}: syntax error at {where} near {_quote(tok)} ({reason})")


def _bracket_depth(source: str) -> int:
    depth = best = 0
    for ch in source:
        if ch in "([{":
            depth += 1
            if depth > best:
                best = depth
        elif ch in ")]}":
            depth -= 1
    return best


def _tree_depth(tree: ast.AST) -> int:
    best = 0
    stack = [(tree, 1)]
    while stack:
        node, d = stack.pop()
        if d > best:
            best = d
            if best > MAX_DEPTH + 2:
                return best
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)):
                continue
            stack.append((child, d + 1))
    return best


def parse(source: str, allowed_names: Iterable[str] | None = None) -> Expr:
    """Parse and compile a rule.

    Args:
        source: the rule text, e.g. ``"xor(heaps) == 0"``.
        allowed_names: if given, the only free variable names the rule may use.

    Returns:
        An :class:`Expr` with ``source``, ``names``, ``evaluate`` and
        ``evaluate_array``.

    Raises:
        RuleError: for an empty rule, a rule longer than 2000 characters or
            nested more than 100 levels deep, a syntax error (with the column
            and the token), a construct outside the allow-list (attribute
            access, ``/``, strings, floats, lambdas, keyword arguments, ``:=``,
            slices, calls to other functions...), or -- when ``allowed_names``
            is given -- a free name not in it.
    """
    if not isinstance(source, str):
        raise RuleError(f"rule {_quote(repr(source))}: a rule must be a string")
    if not source.strip():
        raise RuleError(f"rule {_quote(source)}: the rule is empty")
    if len(source) > MAX_SOURCE_LENGTH:
        raise RuleError(f"rule {_quote(source, 60)}: rule too long ({len(source)} characters; "
                        f"at most {MAX_SOURCE_LENGTH} are allowed)")
    if "\x00" in source:
        raise RuleError(f"rule {_quote(source)}: the rule contains a NUL character")
    if _bracket_depth(source) > MAX_DEPTH:
        raise RuleError(f"rule {_quote(source, 60)}: rule too deeply nested (more than {MAX_DEPTH} "
                        "levels of brackets)")
    text = source.strip()
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise _syntax_error(text, exc) from None
    except (RecursionError, MemoryError, ValueError, OverflowError):
        raise RuleError(f"rule {_quote(source, 60)}: rule too deeply nested or too complex") from None
    if _tree_depth(tree.body) > MAX_DEPTH:
        raise RuleError(f"rule {_quote(source, 60)}: rule too deeply nested (more than {MAX_DEPTH} "
                        "levels of operators)")
    allowed = frozenset(allowed_names) if allowed_names is not None else None
    comp = _Compiler(text, allowed)
    try:
        sfn, vfn = comp.comp(tree.body, frozenset())
    except RecursionError:  # pragma: no cover - depth is limited above
        raise RuleError(f"rule {_quote(source, 60)}: rule too deeply nested") from None
    return Expr(source, frozenset(comp.free), tuple(sorted(allowed)) if allowed is not None else None,
                sfn, vfn, comp.steps)
