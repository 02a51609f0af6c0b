"""The values of the vectorised evaluator: a rule evaluated at many positions at once with numpy.

A vectorised value over the ``m`` positions of a context (:class:`VCtx`) is one of

* a Python int or bool (the same at every position, "uniform"),
* a numpy array of shape ``(m,)`` with dtype int64 or bool,
* a tuple of such values (a sequence of known length),
* a Python range (uniform bounds),
* an :class:`MList`: the result of a comprehension, a list of ``(value, mask)`` items, where
  mask is None (present at every position) or a bool array.

The vectorised form of every builtin and operator (:mod:`gamecheck.lang.builtins`) works on these
values with the helpers below.  It must give exactly the values of the scalar form at every
position; where it cannot guarantee that (a possible int64 overflow, a construct it does not
vectorise) it raises :class:`Fallback` and the evaluator evaluates the rule position by position;
where the scalar form raises at some position it raises :class:`PosError` naming that position,
and the evaluator replays the scalar form there for the message.
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
from gamecheck.errors import Fallback, PosError

__all__ = [
    "SAFE", "I64_MIN", "I64_MAX", "MAX_UNROLL", "Fallback", "PosError", "MList", "VCtx",
    "compress", "scatter", "eval_masked", "is_uniform", "is_intlike", "is_boolish", "toint", "maxabs",
    "broadcast", "truth", "vnot", "vand", "vor", "first_true", "check_nonneg", "check_nonzero", "vseq",
    "viter", "items_or_args", "all_uniform", "some", "where", "equal", "order",
]

#: vectorised results must stay below this magnitude (else: :class:`Fallback`)
SAFE = 1 << 62
I64_MIN = -(1 << 63)
I64_MAX = (1 << 63) - 1
#: Most elements the vectorised evaluator unrolls in one evaluation.
MAX_UNROLL = 20_000


class MList:
    """The result of a comprehension: ``items`` is a list of ``(value, mask)``, mask None when the
    element is present at every position, else the bool array of the positions that have it."""

    __slots__ = ("items",)

    def __init__(self, items: list):
        self.items = items

    def as_tuple(self) -> tuple:
        """The elements as a tuple, when every element is present at every position (else
        :class:`Fallback`: the length differs between positions)."""
        if all(m is None for _, m in self.items):
            return tuple(v for v, _ in self.items)
        raise Fallback


class VCtx:
    """The positions a vectorised sub-expression is evaluated on."""

    __slots__ = ("env", "m", "idx", "budget")

    def __init__(self, env: dict, m: int, idx: np.ndarray | None, budget: list):
        self.env = env
        self.m = m
        self.idx = idx  # original position of each current position (None: identity)
        self.budget = budget

    def pos(self, k: int = 0) -> int:
        """The original position of current position ``k``."""
        return k if self.idx is None else int(self.idx[k])

    def bind(self, name: str, value: Any) -> "VCtx":
        """The same positions with ``name`` bound to ``value`` (a comprehension variable)."""
        env = dict(self.env)
        env[name] = value
        return VCtx(env, self.m, self.idx, self.budget)

    def compress(self, sel: np.ndarray) -> "VCtx":
        """The context of the positions where ``sel`` is true."""
        env = {k: compress(v, sel) for k, v in self.env.items()}
        idx = np.flatnonzero(sel) if self.idx is None else self.idx[sel]
        return VCtx(env, int(idx.shape[0]), idx, self.budget)


def compress(v: Any, sel: np.ndarray) -> Any:
    """The value at the positions where ``sel`` is true."""
    if isinstance(v, np.ndarray):
        return v[sel]
    if v.__class__ is tuple:
        return tuple(compress(e, sel) for e in v)
    return v


def scatter(v: Any, sel: np.ndarray, m: int) -> Any:
    """Spread a value computed on the positions ``sel`` back to all m positions
    (the other positions get arbitrary filler)."""
    if isinstance(v, np.ndarray):
        out = np.zeros(m, dtype=v.dtype)
        out[sel] = v
        return out
    if v.__class__ is tuple:
        return tuple(scatter(e, sel, m) for e in v)
    if isinstance(v, MList):
        raise Fallback
    return v


def eval_masked(fn: Callable, ctx: VCtx, mask: np.ndarray | None) -> Any:
    """Evaluate ``fn`` only on the positions where ``mask`` is true; the result
    is valid there and arbitrary elsewhere."""
    if mask is None:
        return fn(ctx)
    if mask.all():
        return fn(ctx)
    return scatter(fn(ctx.compress(mask)), mask, ctx.m)


def is_uniform(x: Any) -> bool:
    """True for a Python int or bool (the same at every position)."""
    c = x.__class__
    return c is int or c is bool


def is_intlike(x: Any) -> bool:
    """True for an integer value: a Python int or bool, or an array."""
    c = x.__class__
    return c is int or c is bool or c is np.ndarray


def is_boolish(x: Any) -> bool:
    """True for a truth value: a Python bool or a bool array."""
    if x.__class__ is bool:
        return True
    return isinstance(x, np.ndarray) and x.dtype == np.bool_


def toint(x: Any) -> Any:
    """Prepare an int-like value for numpy integer arithmetic."""
    if isinstance(x, np.ndarray):
        return x.astype(np.int64) if x.dtype == np.bool_ else x
    if x.__class__ is bool:
        return int(x)
    if not I64_MIN <= x <= I64_MAX:
        raise Fallback
    return x


def maxabs(x: Any) -> int:
    """The largest absolute value of an int-like value (over every position)."""
    if isinstance(x, np.ndarray):
        if x.size == 0:
            return 0
        if x.dtype == np.bool_:
            return 1
        return max(int(x.max()), -int(x.min()))
    return abs(int(x))


def broadcast(x: Any, m: int, dtype: Any) -> np.ndarray:
    """An int-like value as an array of ``m`` positions of ``dtype`` (:class:`Fallback` beyond int64)."""
    if isinstance(x, np.ndarray):
        return x if x.dtype == dtype else x.astype(dtype)
    if dtype != np.bool_ and not I64_MIN <= x <= I64_MAX:
        raise Fallback
    return np.full(m, x, dtype=dtype)


def truth(x: Any) -> Any:
    """Truth value: Python bool (uniform) or bool array."""
    if isinstance(x, np.ndarray):
        return x if x.dtype == np.bool_ else x != 0
    c = x.__class__
    if c is tuple or c is range:
        return len(x) > 0
    if c is MList:
        r: Any = False
        for _, mask in x.items:
            if mask is None:
                return True
            r = mask if r is False else (r | mask)
        return r
    return bool(x)


def vnot(t: Any) -> Any:
    """Negation of a truth value (a Python bool or a bool array)."""
    if isinstance(t, np.ndarray):
        return ~t
    return not t


def vand(a: Any, b: Any) -> Any:
    """Conjunction of two truth values, Python bools folded away."""
    if a is True:
        return b
    if a is False or b is False:
        return False
    if b is True:
        return a
    return a & b


def vor(a: Any, b: Any) -> Any:
    """Disjunction of two truth values, Python bools folded away."""
    if a is False:
        return b
    if a is True or b is True:
        return True
    if b is False:
        return a
    return a | b


def first_true(mask: np.ndarray) -> int:
    """The index of the first true entry of a bool array (0 when there is none)."""
    return int(np.argmax(mask))


def _raise_at_first(bad: Any, ctx: VCtx) -> None:
    if isinstance(bad, np.ndarray):
        if bad.any():
            raise PosError(ctx.pos(first_true(bad)))
    elif bad:
        raise PosError(ctx.pos(0))


def check_nonneg(x: Any, ctx: VCtx) -> None:
    """:class:`PosError` at the first position where ``x`` is negative (a bool array never is)."""
    if isinstance(x, np.ndarray) and x.dtype == np.bool_:
        return
    _raise_at_first(x < 0, ctx)


def check_nonzero(x: Any, ctx: VCtx) -> None:
    """:class:`PosError` at the first position where ``x`` is 0."""
    _raise_at_first(x == 0, ctx)


def vseq(x: Any, ctx: VCtx) -> tuple:
    """A value that must be a sequence of fixed length, as a tuple."""
    if x.__class__ is tuple:
        return x
    if x.__class__ is MList:
        return x.as_tuple()
    raise PosError(ctx.pos(0))


def viter(x: Any, ctx: VCtx) -> list:
    """The (value, mask) items of an iterable value."""
    c = x.__class__
    if c is tuple:
        items = [(e, None) for e in x]
    elif c is range:
        if len(x) > MAX_UNROLL:
            raise Fallback
        items = [(e, None) for e in x]
    elif c is MList:
        return x.items
    else:
        raise PosError(ctx.pos(0))
    ctx.budget[0] += len(items)
    if ctx.budget[0] > MAX_UNROLL:
        raise Fallback
    return items


def items_or_args(args: list, ctx: VCtx) -> list:
    """The (value, mask) items of a call that takes one iterable or several integers
    (``xor``, ``sum``, ``min``, ``max``)."""
    if len(args) == 1 and not is_intlike(args[0]):
        return viter(args[0], ctx)
    for a in args:
        if not is_intlike(a):
            raise PosError(ctx.pos(0))
    return [(a, None) for a in args]


def all_uniform(items: list) -> bool:
    """True when every item is present everywhere and uniform."""
    return all(mask is None and is_uniform(v) for v, mask in items)


def some(items: list, test: Callable[[Any], Any]) -> Any:
    """Where some present item passes ``test``: the disjunction over the ``(value, mask)`` items
    of ``mask & test(value)``, stopping as soon as it is true everywhere."""
    r: Any = False
    for v, mask in items:
        t = test(v)
        if mask is not None:
            t = vand(mask, t)
        r = vor(r, t)
        if r is True:
            break
    return r


def where(c: np.ndarray, a: Any, b: Any, m: int) -> Any:
    """``a`` where ``c`` else ``b`` (values of an if-expression's branches)."""
    if a.__class__ is MList:
        a = a.as_tuple()
    if b.__class__ is MList:
        b = b.as_tuple()
    if a.__class__ is tuple or b.__class__ is tuple:
        if a.__class__ is tuple and b.__class__ is tuple and len(a) == len(b):
            return tuple(where(c, x, y, m) for x, y in zip(a, b))
        raise Fallback
    if not (is_intlike(a) and is_intlike(b)):
        raise Fallback
    if is_uniform(a) and is_uniform(b) and a is b:
        return a
    dtype = np.bool_ if (is_boolish(a) and is_boolish(b)) else np.int64
    return np.where(c, broadcast(a, m, dtype), broadcast(b, m, dtype))


def equal(a: Any, b: Any, ctx: VCtx) -> Any:
    """``a == b`` at every position: sequences are equal when they have the same length and
    equal elements (a sequence never equals an integer).

    Returns:
        A Python bool (uniform) or a bool array.

    Raises:
        PosError: an operand is a range.
    """
    if a.__class__ is MList:
        a = a.as_tuple()
    if b.__class__ is MList:
        b = b.as_tuple()
    if a.__class__ is tuple or b.__class__ is tuple:
        r: Any = False
        if a.__class__ is tuple and b.__class__ is tuple and len(a) == len(b):
            r = True
            for x, y in zip(a, b):
                r = vand(r, equal(x, y, ctx))
                if r is False:
                    break
        return r
    if is_uniform(a) and is_uniform(b):
        return a == b
    if not (is_intlike(a) and is_intlike(b)):
        raise PosError(ctx.pos(0))
    if not (is_boolish(a) and is_boolish(b)):
        a, b = toint(a), toint(b)
    return np.equal(a, b)


def order(ufunc: Callable, scalar: Callable, a: Any, b: Any, ctx: VCtx) -> Any:
    """An order comparison (``<``, ``<=``, ``>``, ``>=``) of two int-like values.

    Args:
        ufunc: the numpy comparison (``np.less``...), applied when an operand is an array.
        scalar: the scalar form, applied when both operands are uniform.

    Returns:
        A Python bool (uniform) or a bool array.

    Raises:
        PosError: an operand is a sequence or a range.
    """
    if a.__class__ is MList:
        a = a.as_tuple()
    if b.__class__ is MList:
        b = b.as_tuple()
    if a.__class__ is tuple or b.__class__ is tuple:
        raise PosError(ctx.pos(0))
    if is_uniform(a) and is_uniform(b):
        return scalar(a, b)
    if not (is_intlike(a) and is_intlike(b)):
        raise PosError(ctx.pos(0))
    if not (is_boolish(a) and is_boolish(b)):
        a, b = toint(a), toint(b)
    return ufunc(a, b)
