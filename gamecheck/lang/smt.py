"""Rules of the rule language as exact z3 terms: the compiler, and solving with a time limit.

The prover asks z3 questions such as "is there a position x with parts below
2**64 where the rule is true at x and at an option y of x?".  This module
compiles a rule (see :mod:`gamecheck.lang.expr`) into z3 terms whose meaning is
exactly :meth:`gamecheck.lang.expr.Expr.evaluate` with unbounded Python integers:
there is never a silent bit-vector overflow.

The compiler (:class:`Compiler`) handles the language's constructs (names, ``and``/``or``,
conditionals, subscripts, comprehensions) and dispatches every operator and function call to
the symbolic form of its record in :mod:`gamecheck.lang.builtins`, where it stands beside the
scalar and vectorised forms; constant operands are evaluated with the scalar evaluator.  The
terms are those of :mod:`gamecheck.lang.symbolic` (:class:`SymInt`: a signed bit-vector with
a proven interval, or a z3 integer in :func:`integer_mode`), whose public names are
re-exported here.

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
import os
import select
import signal
import threading
import time
from functools import lru_cache
from typing import Any, Iterable, Mapping

import numpy as np

from gamecheck.lazy import lazy_module
from gamecheck.errors import RuleError
from gamecheck.lang.builtins import BINARY_OPERATORS, BUILTINS, COMPARISONS, IS_FIB_MAX, UNARY_OPERATORS
from gamecheck.lang.expr import Expr, parse
from gamecheck.lang.symbolic import (
    MAX_POW_EXPONENT, MAX_WIDTH, Masked, NeedsBitVectors, NotExpressible, SymInt, SymRange, add, all_of, any_of,
    as_bool, as_int, bounds, bv_width, const, describe, domain, eq, in_integer_mode, in_range, integer_mode, is_const,
    is_scalar, ite, le, lt, mul, negate, num, num_eq, num_le, num_lt, short, sub, sym_var, truth, value_ite,
    value_of, zbool,
)
from gamecheck.lang.syntax import BINARY_SYMBOLS, COMPARE_SYMBOLS, MAX_ITERATIONS, UNARY_SYMBOLS, read_rule

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = [
    "MAX_WIDTH", "MAX_UNROLL", "MAX_POW_EXPONENT", "IS_FIB_MAX",
    "NotExpressible", "SymInt", "bv_width", "sym_var", "in_range", "domain", "const",
    "as_int", "as_bool", "add", "sub", "mul", "eq", "lt", "le", "ite",
    "Compiler", "value_of", "solve", "NeedsBitVectors", "integer_mode", "in_integer_mode", "check_with_limit",
]

#: Most comprehension / range elements unrolled in one :meth:`Compiler.compile`.
MAX_UNROLL = 20_000

@lru_cache(maxsize=512)
def _template(text: str) -> Expr:
    return parse(text)


def _quote(text: str, limit: int = 120) -> str:
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return "'" + text.replace("\n", " ") + "'"


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
        cache: the fresh variables made so far, by the term they stand for.
        isqrt_mode: ``"side"`` or ``"circuit"`` (the ``isqrt`` argument).
        calls: functions beyond the builtins, by name: ``calls[name](compiler, args)`` gives
            the value of a call (used for the abstracted proof functions of
            :mod:`gamecheck.prover.lemmas`).
        rewrite: applied to each text's syntax tree before it is compiled, or None.

    The compiler is the :class:`~gamecheck.lang.builtins.SymbolicContext` of the symbolic forms
    of the builtins and operators it calls.
    """

    def __init__(self, isqrt: str = "side", calls: Mapping[str, Any] | None = None, rewrite: Any = None) -> None:
        if isqrt not in ("side", "circuit"):
            raise ValueError(f"isqrt must be 'side' or 'circuit', not {isqrt!r}")
        self.isqrt_mode = isqrt
        self.calls = dict(calls or {})
        self.rewrite = rewrite
        self.side: list[z3.BoolRef] = []
        self.side_ranges: list[z3.BoolRef] = []
        self.defined: list[z3.BoolRef] = []
        self.cache: dict[tuple, tuple] = {}
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
        if isinstance(expr, str) and self.calls:
            # may call self.calls, which parse() does not know: read with the rule language's
            # limits (length, NUL, nesting), then compiled (the allow-list is this compiler's)
            source = read_rule(expr)[0]
        else:
            if isinstance(expr, str):
                expr = parse(expr)
            elif not isinstance(expr, Expr):
                raise TypeError(f"expected an Expr or a rule string, got {type(expr).__name__}")
            source = expr.source.strip()
        tree = ast.parse(source, mode="eval")
        if self.rewrite is not None:
            tree = self.rewrite(tree)
        self._source = source
        self._env = {k: _env_value(k, v) for k, v in env.items()}
        self._path = []
        self._budget = 0
        self._steps = 0
        try:
            result = self._c(tree.body, {})
            if isinstance(result, Masked):
                result = result.as_tuple()
            if isinstance(result, (range, SymRange)):
                raise NotExpressible("a range is not a value")
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

    def path_condition(self):
        """The condition under which the evaluator reaches the sub-expression compiled now."""
        return all_of(self._path)

    def _under(self, cond, fn, *args):
        self._path.append(cond)
        try:
            return fn(*args)
        finally:
            self._path.pop()

    def fold(self, text: str, values: list):
        """The scalar evaluator's value of the template ``text`` (names ``a0, a1...`` bound to
        the constant ``values``); NotExpressible where the evaluator raises."""
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
            reason = msg[cut + 2:] if cut >= 0 else msg
            raise NotExpressible("the evaluator raises an error here: " + reason) from None

    def _charge(self, n: int) -> None:
        """Iterations the evaluator counts (it raises beyond MAX_ITERATIONS in one evaluation)."""
        self._steps += n
        if self._steps > MAX_ITERATIONS:
            raise NotExpressible(f"too many iterations (more than {MAX_ITERATIONS})")

    def _spend(self, n: int) -> None:
        self._charge(n)
        self._budget += n
        if self._budget > MAX_UNROLL:
            raise NotExpressible(f"too many unrolled elements (more than MAX_UNROLL = {MAX_UNROLL})")

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
        raise NotExpressible("only integer and boolean constants")

    def _c_Name(self, node, scope):
        name = node.id
        if name in scope:
            return scope[name]
        if name in self._env:
            return self._env[name]
        raise NotExpressible(f"unknown name '{name}' (no value supplied)")

    def _c_BinOp(self, node, scope):
        a = self._c(node.left, scope)
        b = self._c(node.right, scope)
        sym = BINARY_SYMBOLS.get(type(node.op))
        if sym is None:
            raise NotExpressible("operator not allowed")
        op = BINARY_OPERATORS[sym]
        if op.folds and is_const(a) and is_const(b) and a.__class__ is not range and b.__class__ is not range:
            return self.fold(f"a0 {sym} a1", [a, b])
        return op.symbolic(self, a, b)

    def _c_UnaryOp(self, node, scope):
        a = self._c(node.operand, scope)
        sym = UNARY_SYMBOLS[type(node.op)]
        op = UNARY_OPERATORS[sym]
        if op.folds and is_const(a) and a.__class__ is not range:
            return self.fold(f"{sym}a0", [a])
        return op.symbolic(self, a)

    def _c_BoolOp(self, node, scope):
        is_and = isinstance(node.op, ast.And)
        conds: list = []
        for part in node.values:
            guard = all_of(conds) if is_and else all_of(negate(c) for c in conds)
            v = self._under(guard, self._c, part, scope)
            t = truth(v)
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
        return all_of(conds) if is_and else any_of(conds)

    def _c_Compare(self, node, scope):
        left = self._c(node.left, scope)
        results: list = []
        for op, right_node in zip(node.ops, node.comparators):
            right = self._under(all_of(results), self._c, right_node, scope)
            r = self._compare(COMPARE_SYMBOLS[type(op)], left, right)
            if r is False:
                return False
            if r is not True:
                results.append(r)
            left = right
        return all_of(results)

    def _compare(self, sym: str, a, b):
        op = COMPARISONS[sym]
        if op.folds and is_const(a) and is_const(b) and a.__class__ is not range and b.__class__ is not range:
            return self.fold(f"a0 {sym} a1", [a, b])
        return op.symbolic(self, a, b)

    def _c_IfExp(self, node, scope):
        t = truth(self._c(node.test, scope))
        if t is True:
            return self._c(node.body, scope)
        if t is False:
            return self._c(node.orelse, scope)
        a = self._under(t, self._c, node.body, scope)
        b = self._under(negate(t), self._c, node.orelse, scope)
        if isinstance(a, Masked):
            a = a.as_tuple()
        if isinstance(b, Masked):
            b = b.as_tuple()
        return value_ite(t, a, b)

    # -- containers ------------------------------------------------------------

    def _sequence(self, node, scope):
        out = []
        for e in node.elts:
            v = self._c(e, scope)
            if not is_scalar(v):
                raise NotExpressible(f"sequence elements must be integers, got {describe(v)}")
            out.append(v)
        return tuple(out)

    _c_Tuple = _sequence
    _c_List = _sequence
    _c_Set = _sequence

    def _c_Subscript(self, node, scope):
        seq = self._c(node.value, scope)
        if isinstance(node.slice, ast.Slice):
            raise NotExpressible("slices are not allowed")
        idx = self._c(node.slice, scope)
        if isinstance(seq, Masked):
            seq = seq.as_tuple()
        if not isinstance(seq, tuple):
            raise NotExpressible(f"only sequences can be indexed, got {describe(seq)}")
        if not is_scalar(idx):
            raise NotExpressible("an index must be an integer")
        i = num(idx)
        n = len(seq)
        if not isinstance(i, SymInt):
            if 0 <= i < n:
                return seq[i]
            raise NotExpressible(f"index {i} out of range for a sequence of length {n}")
        if i.lo < 0 or i.hi >= n:
            raise NotExpressible(f"the index may be out of range (it lies in [{short(i.lo)}, {short(i.hi)}], "
                        f"the sequence has length {n})")
        r = seq[i.hi]
        for j in range(i.hi - 1, i.lo - 1, -1):
            r = value_ite(num_eq(i, j), seq[j], r)
        return r

    # -- comprehensions ----------------------------------------------------------

    def items(self, it) -> list:
        """The ``(value, selected)`` items of an iterable value (spending the unroll budget)."""
        if isinstance(it, tuple):
            self._spend(len(it))
            return [(e, True) for e in it]
        if isinstance(it, Masked):
            self._spend(len(it.items))
            return list(it.items)
        if it.__class__ is range:
            self._spend(len(it))
            return [(j, True) for j in it]
        if isinstance(it, SymRange):
            slo, _ = bounds(it.start)
            _, shi = bounds(it.stop)
            if shi - slo > MAX_UNROLL:
                raise NotExpressible(f"a range with symbolic bounds may have up to {shi - slo} elements "
                            f"(more than MAX_UNROLL = {MAX_UNROLL})")
            items = []
            for j in range(slo, shi):
                m = all_of([num_le(it.start, j), num_lt(j, it.stop)])
                if m is not False:
                    items.append((j, m))
            self._spend(len(items))
            return items
        raise NotExpressible(f"a sequence or a range is needed, got {describe(it)}")

    def _comprehension(self, node, scope):
        """A comprehension with any number of ``for`` clauses (each over a single name, with
        its ``if`` filters), unrolled: each element carries the condition under which it exists."""
        for gen in node.generators:
            if not isinstance(gen.target, ast.Name):
                raise NotExpressible("'for' over a single name only")
        out: list = []

        def unroll(depth, inner_scope, mask):
            gen = node.generators[depth]
            items = self.items(self._under(mask, self._c, gen.iter, inner_scope) if mask is not True
                               else self._c(gen.iter, inner_scope))
            for val, m in items:
                inner = dict(inner_scope)
                inner[gen.target.id] = val
                m = all_of([mask, m])
                if m is False:
                    continue
                dead = False
                for cond in gen.ifs:
                    t = truth(self._under(m, self._c, cond, inner))
                    if t is False:
                        dead = True
                        break
                    m = all_of([m, t])
                if dead:
                    continue
                if depth + 1 < len(node.generators):
                    unroll(depth + 1, inner, m)
                    continue
                e = self._under(m, self._c, node.elt, inner)
                if isinstance(e, Masked):
                    e = e.as_tuple()
                if not is_scalar(e):
                    raise NotExpressible(f"comprehension elements must be integers, got {describe(e)}")
                out.append((e, m))

        unroll(0, scope, True)
        if all(m is True for _, m in out):
            return tuple(e for e, _ in out)
        return Masked(out)

    _c_GeneratorExp = _comprehension
    _c_ListComp = _comprehension

    # -- calls -------------------------------------------------------------------

    def _c_Call(self, node, scope):
        if not isinstance(node.func, ast.Name) or node.keywords:
            raise NotExpressible("only plain calls with positional arguments")
        name = node.func.id
        args = [self._c(a, scope) for a in node.args]
        if name in self.calls:
            return self.calls[name](self, name, args)
        builtin = BUILTINS.get(name)
        if builtin is None:
            raise NotExpressible(f"function '{name}' is not supported")
        if not builtin.iterable_only and all(is_const(a) for a in args):
            return self.fold(f"{name}({', '.join(f'a{i}' for i in range(len(args)))})", args)
        if builtin.symbolic is None:
            raise NotExpressible(f"function '{name}' {builtin.symbolic_reason}")
        return builtin.symbolic(self, *args)


# ----------------------------------------------------------------------------
# solving with lazily added side conditions and an enforced time limit


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
    s.add(*[zbool(a) if a is True or a is False else a for a in assertions])
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
