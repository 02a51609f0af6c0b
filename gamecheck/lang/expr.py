"""A small, safe expression language for rules about game positions.

Users write rules such as ``xor(heaps) == 0``, ``n % (m + 1) == 0``,
``(x1 % 3) ^ (x2 % 4)``, ``replace(heaps, i, heaps[i] ^ S)`` or
``sum(1 for h in heaps if h > 1)``.  A rule is parsed with Python's :mod:`ast`
module (``mode="eval"``, :mod:`gamecheck.lang.syntax`), checked against an allow-list
of node types and compiled into Python closures.  User text is never handed to ``eval``,
``exec`` or ``compile``.

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
  :data:`FUNCTIONS`: ``abs``, ``all``, ``any``, ``bit(x, i)``, ``bitlen``, ``ceil(p, q)``,
  ``count(it)``, ``fib(n)``, ``floor(p, q)``, ``is_fib``, ``isqrt(n)``, ``len(seq)``,
  ``max``, ``mex``, ``min``, ``nim_mul(a, b)``, ``nim_pow(a, n)``, ``popcount(x)``,
  ``range(n)`` / ``range(a, b)`` (only as an
  iterable), ``replace(seq, i, v)``, ``sum``, ``xor``, ``xor_basis_removed``, ``zeck_count``,
  ``zeck_min``, ``zeckendorf``.  ``xor``, ``min``, ``max`` and ``sum`` take one iterable or
  several integers (a single integer argument is returned as it is).  Each is described by
  its record in :data:`gamecheck.lang.builtins.BUILTINS`.
* Tuple and list literals, set literals (only on the right of ``in``),
  subscripts ``seq[i]`` (0-based, ``0 <= i < len(seq)``, no slices).
* Generator expressions and list comprehensions with any number of ``for``
  clauses, each over a single name and followed by any number of ``if`` filters
  (later clauses see the earlier names).  Comprehensions are
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
by position.  Both dispatch every operator and function call through the tables of
:mod:`gamecheck.lang.builtins`, which hold each one's scalar, vectorised and symbolic
(z3, :mod:`gamecheck.lang.smt`) forms side by side; the language constructs (names,
``and``/``or``, conditionals, subscripts, comprehensions) are compiled here.
"""

from __future__ import annotations

import ast
from typing import Any, Callable, Iterable, Mapping

import numpy as np

from gamecheck.errors import RuleError, Undefined, UndefinedValue
from gamecheck.lang import vector as V
from gamecheck.lang.builtins import (
    BINARY_OPERATORS, BUILTINS, COMPARISONS, FUNCTIONS, UNARY_OPERATORS, fib_values_upto, mex, nim_sum, not_int,
)
from gamecheck.lang.syntax import (
    BINARY_SYMBOLS, COMPARE_SYMBOLS, MAX_BITS, MAX_DEPTH, MAX_EXPONENT, MAX_FIB, MAX_ITERATIONS, MAX_SOURCE_LENGTH,
    NODE_NAMES, UNARY_SYMBOLS, OpError, fmt, loop_variable, quote, read_rule,
)
from gamecheck.lang.sequence import IndexedSequence
from gamecheck.lang.vector import MAX_UNROLL

__all__ = [
    "Expr", "parse", "normalise_env", "mex", "nim_sum", "FUNCTIONS", "MAX_SOURCE_LENGTH", "MAX_DEPTH", "MAX_EXPONENT", "MAX_BITS",
    "MAX_ITERATIONS", "MAX_FIB", "MAX_UNROLL",
]

_STEPS = " steps"  # key of the iteration counter in scalar environments (not an identifier)
_MISSING = object()

# the former private names of two scalar forms, still read by tests/test_validation.py
_fib_values_upto = fib_values_upto
_f_zeck_count = BUILTINS["zeck_count"].scalar


def _position_by_position(args: list, ctx: V.VCtx) -> Any:
    """The vectorised form of a builtin without one: evaluate the rule position by position."""
    raise V.Fallback


# ----------------------------------------------------------------------------
# environments


def _scalar_value(name: str, v: Any, source: str) -> Any:
    """Normalise one variable for scalar evaluation."""
    if v.__class__ is IndexedSequence:
        return v
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (tuple, list, range, np.ndarray, set, frozenset)):
        if isinstance(v, np.ndarray) and v.ndim != 1:
            if v.ndim == 0:
                return _scalar_value(name, v.item(), source)
            raise RuleError(f"rule {quote(source)}: variable '{name}' has a {v.ndim}-dimensional "
                            "array value; only integers and sequences of integers are allowed")
        items = sorted(v) if isinstance(v, (set, frozenset)) else v
        out = []
        for e in items:
            if isinstance(e, (bool, np.bool_)):
                out.append(bool(e))
            elif isinstance(e, (int, np.integer)):
                out.append(int(e))
            else:
                raise RuleError(f"rule {quote(source)}: variable '{name}' contains {fmt(e)}; "
                                "sequence elements must be integers")
        return tuple(out)
    raise RuleError(f"rule {quote(source)}: variable '{name}' has unsupported value of type "
                    f"{type(v).__name__}; allowed: integers, booleans and sequences of integers")


def normalise_env(env: Mapping[str, Any], source: str = "") -> dict[str, Any]:
    """A copy of ``env`` with every value normalised for scalar evaluation (numpy integers
    become Python ints, sequences tuples of ints), as :meth:`Expr.evaluate` does per call.

    Raises:
        RuleError: a value that is not an integer, a boolean or a sequence of integers.
    """
    out = {}
    for name, v in env.items():
        c = v.__class__
        out[name] = v if (c is int or c is bool) else _scalar_value(name, v, source)
    return out


def _vector_value(name: str, v: Any, size: int, source: str, nested: bool = False) -> Any:
    """Normalise one variable for vectorised evaluation."""
    if v.__class__ is IndexedSequence and not nested:
        return v
    if isinstance(v, np.ndarray):
        if v.ndim == 0:
            return _vector_value(name, v.item(), size, source, nested)
        if v.ndim == 2 and not nested:
            return tuple(_vector_value(name, row, size, source, True) for row in v)
        if v.ndim != 1 or v.shape[0] != size:
            raise RuleError(f"rule {quote(source)}: variable '{name}' has an array of shape "
                            f"{v.shape}; expected shape ({size},)")
        if v.dtype == np.int64 or v.dtype == np.bool_:
            return v
        if v.dtype.kind in "iu":
            if v.dtype.kind == "u" and v.size and int(v.max()) > V.I64_MAX:
                raise RuleError(f"rule {quote(source)}: variable '{name}' has values beyond int64")
            return v.astype(np.int64)
        raise RuleError(f"rule {quote(source)}: variable '{name}' has an array of dtype {v.dtype}; "
                        "only integer and boolean arrays are allowed")
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (tuple, list, range, set, frozenset)) and not nested:
        items = sorted(v) if isinstance(v, (set, frozenset)) else v
        return tuple(_vector_value(name, e, size, source, True) for e in items)
    raise RuleError(f"rule {quote(source)}: variable '{name}' has unsupported value of type "
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
            raise RuleError(f"rule {quote(source)} gives a sequence at position {p} "
                            "but an integer at other positions")
        if not V.I64_MIN <= v <= V.I64_MAX:
            raise RuleError(f"rule {quote(source)}: value too large for vectorised evaluation: "
                            f"{fmt(v)} at position {p} (beyond 64-bit integers)")
    return np.array(values, dtype=np.int64)

def _at_position(err: RuleError, p: int) -> RuleError:
    """``err`` raised at position ``p`` of a vectorised evaluation: the message names the
    position, and an undefined value keeps its class (with ``position`` set)."""
    if isinstance(err, UndefinedValue):
        return UndefinedValue(f"{err} (at position {p})", err.detail, p)
    return RuleError(f"{err} (at position {p})")

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

    def _supplied(self, env: Mapping[str, Any]) -> Iterable[tuple[str, Any]]:
        """The ``(name, value)`` pairs of ``env`` for the names the rule uses."""
        for name in self._name_list:
            try:
                yield name, env[name]
            except KeyError:
                continue

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
        for name, v in self._supplied(env):
            c = v.__class__
            local[name] = v if (c is int or c is bool) else _scalar_value(name, v, self.source)
        if self._steps:
            local[_STEPS] = 0
        return self._sfn(local)

    def _eval_local(self, local: dict) -> Any:
        if self._steps:
            local[_STEPS] = 0
        return self._sfn(local)

    def scalar_function(self) -> Callable[[dict], Any]:
        """The compiled scalar rule as ``local -> value``, for callers that evaluate it many
        times in one environment they have normalised themselves (see :func:`normalise_env`):
        it skips :meth:`evaluate`'s per-call copy of the environment.  ``local`` must hold
        every name the rule uses; the rule may write its own iteration counter into it."""
        if self._steps:
            return self._eval_local
        return self._sfn

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
        for name, v in self._supplied(env):
            venv[name] = _vector_value(name, v, size, self.source)
        ctx = V.VCtx(venv, size, None, [0])
        if size == 0:
            try:
                return self._finish(self._vfn(ctx), 0)
            except (RuleError, V.Fallback, V.PosError, TypeError, ValueError, OverflowError, IndexError):
                return np.zeros(0, dtype=np.int64)
        try:
            with np.errstate(all="ignore"):
                return _unalias(self._finish(self._vfn(ctx), size), venv)
        except (TypeError, ValueError, OverflowError, IndexError):
            # an unforeseen numpy limitation: the per-position evaluator decides
            return self._fallback(_env_lists(venv), size)
        except V.PosError as e:
            p = e.pos
            lists = _env_lists(venv)
            try:
                self._eval_local(_env_at(lists, p))
            except RuleError as err:
                raise _at_position(err, p) from None
            return self._fallback(lists, size)
        except V.Fallback:
            return self._fallback(_env_lists(venv), size)

    def _finish(self, v: Any, size: int) -> Any:
        if isinstance(v, np.ndarray):
            return v
        c = v.__class__
        if c is bool:
            return np.full(size, v, dtype=np.bool_)
        if c is int:
            if not V.I64_MIN <= v <= V.I64_MAX:
                raise RuleError(f"rule {quote(self.source)}: value too large for vectorised "
                                f"evaluation: {fmt(v)} (beyond 64-bit integers)")
            return np.full(size, v, dtype=np.int64)
        if c is V.MList:
            v = v.as_tuple()
            c = tuple
        if c is tuple:
            for e in v:
                if not V.is_intlike(e):
                    raise V.Fallback
            return tuple(self._finish(e, size) for e in v)
        raise V.Fallback

    def _fallback(self, lists: dict, size: int) -> Any:
        results = []
        for p in range(size):
            try:
                results.append(self._eval_local(_env_at(lists, p)))
            except RuleError as err:
                raise _at_position(err, p) from None
        tuples = [r.__class__ is tuple for r in results]
        if any(tuples):
            if not all(tuples):
                p = tuples.index(False)
                raise RuleError(f"rule {quote(self.source)} gives an integer at position {p} "
                                "but a sequence at other positions")
            n = len(results[0])
            for p, r in enumerate(results):
                if len(r) != n:
                    raise RuleError(f"rule {quote(self.source)} gives sequences of different "
                                    f"lengths ({n} and {len(r)}, at position {p})")
            return tuple(_int_array([r[j] for r in results], self.source) for j in range(n))
        return _int_array(results, self.source)

# ----------------------------------------------------------------------------
# compiler: every node gives a scalar closure s(env) and a vectorised closure v(ctx)


def _vsubscript(seq: Any, i: Any, ctx: V.VCtx) -> Any:
    if seq.__class__ is IndexedSequence:
        if not V.is_intlike(i) or V.is_boolish(i):
            raise V.PosError(ctx.pos(0))
        idx = np.atleast_1d(np.asarray(V.toint(i), dtype=np.int64))
        bad = seq.first_undefined(idx)
        if bad is not None:
            raise V.PosError(ctx.pos(bad if idx.size > 1 else 0))
        out = seq.take(idx)
        return int(out[0]) if V.is_uniform(i) else out
    seq = V.vseq(seq, ctx)
    if not V.is_intlike(i):
        raise V.PosError(ctx.pos(0))
    n = len(seq)
    if not V.is_uniform(i) and n > 1 and all(e.__class__ is int for e in seq):
        # a constant sequence (a parameter, a computed table) read at many indices: one gather
        ii = V.toint(i)
        bad = (ii < 0) | (ii >= n)
        if bad.any():
            raise V.PosError(ctx.pos(V.first_true(bad)))
        if all(V.I64_MIN <= e <= V.I64_MAX for e in seq):
            return np.asarray(seq, dtype=np.int64)[ii]
    if V.is_uniform(i):
        if not 0 <= i < n:
            raise V.PosError(ctx.pos(0))
        return seq[i]
    i = V.toint(i)
    bad = (i < 0) | (i >= n)
    if bad.any():
        raise V.PosError(ctx.pos(V.first_true(bad)))
    for e in seq:
        if not V.is_intlike(e):
            raise V.PosError(ctx.pos(0))
    dtype = np.bool_ if all(V.is_boolish(e) for e in seq) else np.int64
    if n == 1:
        return V.broadcast(seq[0], ctx.m, dtype)
    stacked = np.stack([V.broadcast(e, ctx.m, dtype) for e in seq])
    return stacked[i, np.arange(ctx.m)]


class _Compiler:
    """Compiles a syntax tree into a scalar and a vectorised closure, checking the allow-list
    on the way (the messages name the offending construct)."""

    def __init__(self, source: str, allowed: frozenset | None, calls: Mapping[str, int] | None = None):
        self.source = source
        self.q = quote(source)
        self.allowed = allowed
        self.calls = dict(calls or {})
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
        where = quote(self.seg(node), 80)
        if isinstance(exc, Undefined):
            # no value at these arguments: the rule is undefined here (a finding, not a bad rule)
            said = str(exc.args[0])
            return UndefinedValue(f"rule {self.q}: {said} in {where} (evaluated as {shown})",
                                  said if said.startswith(shown) else f"{shown}: {said}")
        if isinstance(exc, OpError):
            return RuleError(f"rule {self.q}: {exc.args[0]} in {where} (evaluated as {shown})")
        return RuleError(f"rule {self.q}: wrong type of value in {where} (evaluated as {shown}); "
                         "operators and functions need integers, sequences only where documented")

    # -- dispatch --------------------------------------------------------------

    def comp(self, node: ast.AST, scope: frozenset, role: str = "value") -> tuple[Callable, Callable]:
        t = type(node)
        meth = getattr(self, "c_" + t.__name__, None)
        if meth is None:
            what = NODE_NAMES.get(t, f"{t.__name__} expression")
            seg = self.seg(node)
            if t is ast.Starred:
                raise self.fail(f"starred expression {quote(seg)} is not allowed")
            if t is ast.Lambda:
                raise self.fail("'lambda' is not allowed")
            if t is ast.NamedExpr:
                raise self.fail(f"assignment expression ':=' is not allowed (in {quote(seg)})")
            raise self.fail(f"{what} {quote(seg)} is not allowed")
        return meth(node, scope, role)

    # -- leaves ----------------------------------------------------------------

    def c_Constant(self, node, scope, role):
        v = node.value
        if v.__class__ is int or v.__class__ is bool:
            return (lambda env: v), (lambda ctx: v)
        kind = {str: "string", float: "float", complex: "complex", bytes: "bytes"}.get(type(v), "")
        seg = quote(v) if isinstance(v, str) else quote(self.seg(node))
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
        if op not in BINARY_SYMBOLS:
            sym = "@" if op is ast.MatMult else op.__name__
            raise self.fail(f"operator '{sym}' is not allowed")
        rs, rv = self.comp(node.right, scope)
        sym = BINARY_SYMBOLS[op]
        vf = BINARY_OPERATORS[sym].vector

        def v(ctx):
            return vf(lv(ctx), rv(ctx), ctx)

        return self._binary_scalar(node, sym, BINARY_OPERATORS[sym].scalar, ls, rs), v

    def _binary_scalar(self, node, sym: str, f: Callable, ls: Callable, rs: Callable) -> Callable:
        """The scalar closure ``f(ls(env), rs(env))`` of a binary operator or a comparison."""
        comp = self

        def s(env):
            a = ls(env)
            b = rs(env)
            try:
                return f(a, b)
            except (TypeError, OpError) as exc:
                raise comp.runtime(node, exc, f"{fmt(a)} {sym} {fmt(b)}") from None

        return s

    def c_UnaryOp(self, node, scope, role):
        sym = UNARY_SYMBOLS[type(node.op)]
        f = UNARY_OPERATORS[sym].scalar
        vf = UNARY_OPERATORS[sym].vector
        os_, ov = self.comp(node.operand, scope)
        comp = self
        if sym == "not":  # every value has a truth value: no error to report
            return (lambda env: f(os_(env))), (lambda ctx: vf(ov(ctx), ctx))

        def s(env):
            a = os_(env)
            try:
                return f(a)
            except (TypeError, OpError) as exc:
                raise comp.runtime(node, exc, f"{sym}{fmt(a)}") from None

        def v(ctx):
            return vf(ov(ctx), ctx)

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
                    t = V.truth(V.eval_masked(f, ctx, mask))
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
                    t = V.truth(V.eval_masked(f, ctx, rest))
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
            sym = COMPARE_SYMBOLS[t]
            r_role = "container" if t in (ast.In, ast.NotIn) else "value"
            rs, rv = self.comp(right, scope, r_role)
            pairs.append((sym, COMPARISONS[sym].scalar, rs, rv, COMPARISONS[sym].vector))
        comp = self

        def err(exc, a, sym, b):
            return comp.runtime(node, exc, f"{fmt(a)} {sym} {fmt(b)}")

        if len(pairs) == 1:
            sym, f, rs, _, _ = pairs[0]
            if sym == "==":
                s = lambda env: fs(env) == rs(env)  # noqa: E731
            elif sym == "!=":
                s = lambda env: fs(env) != rs(env)  # noqa: E731
            else:
                s = self._binary_scalar(node, sym, f, fs, rs)
        else:
            def s(env):
                a = fs(env)
                for sym, f, rs, _, _ in pairs:
                    b = rs(env)
                    try:
                        ok = f(a, b)
                    except (TypeError, OpError) as exc:
                        raise err(exc, a, sym, b) from None
                    if not ok:
                        return False
                    a = b
                return True

        def v(ctx):
            a = fv(ctx)
            mask = None
            for i, (_, _, _, rv, vf) in enumerate(pairs):
                b = V.eval_masked(rv, ctx, mask)
                t = vf(a, b, ctx)
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
            c = V.truth(tv(ctx))
            if c is True:
                return bv(ctx)
            if c is False:
                return ev(ctx)
            if c.all():
                return bv(ctx)
            nc = ~c
            if nc.all():
                return ev(ctx)
            a = V.scatter(bv(ctx.compress(c)), c, ctx.m)
            b = V.scatter(ev(ctx.compress(nc)), nc, ctx.m)
            return V.where(c, a, b, ctx.m)

        return s, v

    # -- calls -----------------------------------------------------------------

    def c_Call(self, node, scope, role):
        func = node.func
        if not isinstance(func, ast.Name):
            self.comp(func, scope)
            raise self.fail(f"only the allowed functions can be called, by plain name: "
                            f"{quote(self.seg(func))} is not a function name")
        name = func.id
        builtin = BUILTINS.get(name)
        if builtin is None and name not in self.calls:
            raise self.fail(f"function '{name}' is not allowed; allowed functions: {', '.join(FUNCTIONS)}")
        for a in node.args:
            if isinstance(a, ast.Starred):
                raise self.fail(f"starred argument {quote(self.seg(a))} is not allowed")
        if node.keywords:
            kw = node.keywords[0]
            text = self.seg(kw) if hasattr(kw, "lineno") else f"{kw.arg}=..."
            raise self.fail(f"keyword argument {quote(text)} is not allowed; "
                            "functions take positional arguments only")
        n = len(node.args)
        if builtin is None:
            return self._checked_call(node, name, n, scope)
        if n < builtin.min_args or (builtin.max_args is not None and n > builtin.max_args):
            want = builtin.takes()
            raise self.fail(f"function '{name}' takes {want} argument{'s' if want != '1' else ''}, "
                            f"got {n} in {quote(self.seg(node))}")
        if builtin.iterable_only and role == "value":
            raise self.fail(f"{quote(self.seg(node))} is not allowed here: {name}(...) may only be used as an iterable "
                            "(in a comprehension, on the right of 'in', or as the argument of "
                            "sum/min/max/xor/any/all/count/len)")
        arg_role = "iterable" if (builtin.iterable_args and n == 1) else "value"
        args = [self.comp(a, scope, arg_role) for a in node.args]
        sargs = [a[0] for a in args]
        vargs = [a[1] for a in args]
        f = builtin.scalar
        vf = builtin.vector or _position_by_position
        comp = self

        def err(exc, vals):
            return comp.runtime(node, exc, f"{name}({', '.join(fmt(x) for x in vals)})")

        if builtin.iterable_only:
            self.steps = True
            charge = role == "iterable"

            def s(env):
                vals = [g(env) for g in sargs]
                try:
                    r = f(*vals)
                except (TypeError, OpError) as exc:
                    raise err(exc, vals) from None
                if charge:
                    steps = env[_STEPS] + len(r)
                    if steps > MAX_ITERATIONS:
                        raise comp.runtime(node, OpError(
                            f"too many iterations (more than {MAX_ITERATIONS})"), fmt(r))
                    env[_STEPS] = steps
                return r
        elif n == 1:
            g0 = sargs[0]

            def s(env):
                a = g0(env)
                try:
                    return f(a)
                except (TypeError, OpError) as exc:
                    raise err(exc, (a,)) from None
        elif n == 2:
            g0, g1 = sargs

            def s(env):
                a = g0(env)
                b = g1(env)
                try:
                    return f(a, b)
                except (TypeError, OpError) as exc:
                    raise err(exc, (a, b)) from None
        else:
            def s(env):
                vals = [g(env) for g in sargs]
                try:
                    return f(*vals)
                except (TypeError, OpError) as exc:
                    raise err(exc, vals) from None

        def v(ctx):
            return vf([g(ctx) for g in vargs], ctx)

        return s, v

    def _checked_call(self, node, name, n, scope):
        """A call of a function of ``calls`` (a proof function): its arity and arguments are
        checked like a builtin's; the call itself has no value here."""
        want = self.calls[name]
        if n != want:
            raise self.fail(f"function '{name}' takes {want} argument{'s' if want != 1 else ''}, "
                            f"got {n} in {quote(self.seg(node))}")
        for a in node.args:
            self.comp(a, scope)
        msg = (f"rule {self.q}: '{name}' is a proof function; a text that calls it is checked here, "
               "not evaluated")

        def s(env):
            raise RuleError(msg)

        def v(ctx):
            raise RuleError(msg)

        return s, v

    # -- containers ------------------------------------------------------------

    def _sequence(self, node, scope, what):
        parts = []
        for e in node.elts:
            if isinstance(e, ast.Starred):
                raise self.fail(f"starred expression {quote(self.seg(e))} is not allowed")
            parts.append(self.comp(e, scope))
        sfns = [p[0] for p in parts]
        vfns = [p[1] for p in parts]
        comp = self

        def s(env):
            vals = tuple(f(env) for f in sfns)
            for x in vals:
                if x.__class__ is tuple:
                    raise comp.runtime(node, OpError(f"{what} elements must be integers"), fmt(vals))
            return vals

        def v(ctx):
            vals = tuple(f(ctx) for f in vfns)
            for x in vals:
                if not V.is_intlike(x):
                    raise V.PosError(ctx.pos(0))
            return vals

        return s, v

    def c_Tuple(self, node, scope, role):
        return self._sequence(node, scope, "tuple")

    def c_List(self, node, scope, role):
        return self._sequence(node, scope, "list")

    def c_Set(self, node, scope, role):
        if role != "container":
            raise self.fail(f"set literal {quote(self.seg(node))} is only allowed on the right of 'in'")
        return self._sequence(node, scope, "set")

    def c_Subscript(self, node, scope, role):
        ss, sv = self.comp(node.value, scope)
        if isinstance(node.slice, ast.Slice):
            raise self.fail(f"slice {quote(self.seg(node))} is not allowed; use an integer index")
        is_, iv = self.comp(node.slice, scope)
        comp = self

        def s(env):
            seq = ss(env)
            i = is_(env)
            if seq.__class__ is IndexedSequence:
                if not_int(i):
                    raise comp.runtime(node, OpError("an index must be an integer"), f"{seq.name}({fmt(i)})")
                try:
                    return seq.at(i)
                except Undefined as exc:
                    raise comp.runtime(node, exc, f"{seq.name}({fmt(i)})") from None
            if seq.__class__ is not tuple:
                raise comp.runtime(node, OpError("only sequences can be indexed"), f"{fmt(seq)}[{fmt(i)}]")
            if not_int(i):
                raise comp.runtime(node, OpError("an index must be an integer"), f"{fmt(seq)}[{fmt(i)}]")
            if 0 <= i < len(seq):
                return seq[i]
            raise comp.runtime(node, Undefined(f"index {i} out of range for a sequence of length {len(seq)}"),
                               f"{fmt(seq)}[{fmt(i)}]")

        def v(ctx):
            return _vsubscript(sv(ctx), iv(ctx), ctx)

        return s, v

    # -- comprehensions --------------------------------------------------------

    def _comprehension(self, node, scope, role):
        """``[e for x in A if c ... for y in B if d ...]``: any number of ``for`` clauses, each
        over a single name with its ``if`` filters; later clauses see earlier names.  One
        evaluation iterates at most :data:`MAX_ITERATIONS` times over all its loops."""
        clauses = []
        inner = scope
        for gen in node.generators:
            var = loop_variable(gen, self.fail, self.seg)
            if var.startswith("__"):
                raise self.fail(f"name '{var}' is not allowed")
            its, itv = self.comp(gen.iter, inner, "iterable")
            inner = inner | {var}
            conds = [self.comp(c, inner) for c in gen.ifs]
            clauses.append((var, its, itv, [c[0] for c in conds], [c[1] for c in conds]))
        es, ev = self.comp(node.elt, inner)
        self.steps = True
        comp = self

        def loop(env, depth, out):
            var, its, _, cs, _ = clauses[depth]
            seq = its(env)
            c = seq.__class__
            if c is tuple:  # (a range was charged when it was made)
                steps = env[_STEPS] + len(seq)
                if steps > MAX_ITERATIONS:
                    raise comp.runtime(node, OpError(f"too many iterations (more than {MAX_ITERATIONS})"),
                                       "...")
                env[_STEPS] = steps
            elif c is not range:
                raise comp.runtime(node, OpError("a comprehension needs a sequence or a range to iterate over"),
                                   fmt(seq))
            old = env.get(var, _MISSING)
            last = depth == len(clauses) - 1
            try:
                for x in seq:
                    env[var] = x
                    for cf in cs:
                        if not cf(env):
                            break
                    else:
                        if not last:
                            loop(env, depth + 1, out)
                            continue
                        val = es(env)
                        if val.__class__ is tuple:
                            raise comp.runtime(node, OpError("comprehension elements must be integers"),
                                               fmt(val))
                        out.append(val)
            finally:
                if old is _MISSING:
                    env.pop(var, None)
                else:
                    env[var] = old

        def s(env):
            out: list = []
            loop(env, 0, out)
            return tuple(out)

        if len(clauses) > 1:
            def v_nested(ctx):
                raise V.Fallback  # several loops: evaluated position by position

            return s, v_nested
        var, its, itv, cs, cv = clauses[0]

        def v(ctx):
            items = V.viter(itv(ctx), ctx)
            out = []
            for val, mask in items:
                if not V.is_intlike(val):
                    raise V.PosError(ctx.pos(0))
                c2 = ctx.bind(var, val)
                dead = False
                for f in cv:
                    t = V.truth(V.eval_masked(f, c2, mask))
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
                e = V.eval_masked(ev, c2, mask)
                if not V.is_intlike(e):
                    raise V.PosError(ctx.pos(0 if mask is None else V.first_true(mask)))
                out.append((e, mask))
            return V.MList(out)

        return s, v

    def c_GeneratorExp(self, node, scope, role):
        return self._comprehension(node, scope, role)

    def c_ListComp(self, node, scope, role):
        return self._comprehension(node, scope, role)

# ----------------------------------------------------------------------------
# parse


def parse(source: str, allowed_names: Iterable[str] | None = None, *, calls: Mapping[str, int] | None = None) -> Expr:
    """Parse and compile a rule.

    Args:
        source: the rule text, e.g. ``"xor(heaps) == 0"``.
        allowed_names: if given, the only free variable names the rule may use.
        calls: functions beyond the builtins the text may call, by name, with their number of
            arguments (the proof functions of :mod:`gamecheck.lang.functions`): a call of one
            is checked like a builtin's (plain name, positional arguments, their number, the
            arguments themselves), but it has no value, so evaluating it raises
            :class:`RuleError`: the :class:`Expr` serves to check the text.

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
    text, tree = read_rule(source)
    allowed = frozenset(allowed_names) if allowed_names is not None else None
    comp = _Compiler(text, allowed, calls)
    try:
        sfn, vfn = comp.comp(tree, frozenset())
    except RecursionError:  # pragma: no cover - depth is limited above
        raise RuleError(f"rule {quote(source, 60)}: rule too deeply nested") from None
    return Expr(source, frozenset(comp.free), tuple(sorted(allowed)) if allowed is not None else None,
                sfn, vfn, comp.steps)
