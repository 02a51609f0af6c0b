"""Option lists: rule-language expressions whose value is a list of positions.

A game file's ``moves`` (and ``heap-moves``) is an expression of this form
(:mod:`gamecheck.games.custom`)::

    [(n - d,) for d in range(1, n) if n % d == 0]          # a comprehension of tuples
    [(a, b) for a in range(1, h) for b in range(1, h) if a + b == h]   # several for clauses
    [(x - 1, y), (x, y - 1)]                                # a list of tuples
    [()] + [(a,) for a in range(h)]                         # lists joined with +
    [(n - 1,)] if n > 0 else []                             # a conditional between lists

Every sub-expression (a tuple's parts, a ``range``'s bounds, an iterable, an ``if`` filter,
a conditional's test) is an ordinary rule (:func:`gamecheck.lang.expr.parse`), so the
language, its limits and its one-line errors are the same; only the list of tuples at the
top is read here. Comprehensions take any number of ``for`` clauses, each over a single
name and followed by any number of ``if`` filters; later clauses see the earlier names.
One evaluation runs at most :data:`~gamecheck.lang.expr.MAX_ITERATIONS` loop steps in all.
Nothing is ever passed to Python's ``eval``.
"""

from __future__ import annotations

import ast
from typing import Any, Callable, Iterable, Mapping

from gamecheck.errors import RuleError
from gamecheck.lang.expr import FUNCTIONS, MAX_ITERATIONS, MAX_SOURCE_LENGTH, normalise_env, parse
from gamecheck.lang.syntax import fmt, loop_variable, quote

__all__ = ["OptionList", "parse_options"]

Options = tuple[tuple[int, ...], ...]


class OptionList:
    """A compiled option-list expression (build it with :func:`parse_options`).

    Attributes:
        source: the expression text.
        names: the free variable names it uses.
    """

    __slots__ = ("source", "names", "_fn")

    def __init__(self, source: str, names: frozenset[str], fn: Callable[[dict, list], list]):
        self.source = source
        self.names = names
        self._fn = fn

    def __repr__(self) -> str:
        return f"OptionList({self.source!r})"

    def __reduce__(self):
        return (parse_options, (self.source, None))

    def evaluate(self, env: Mapping[str, Any]) -> Options:
        """The options at one position.

        Args:
            env: the values of the variables (Python ints).

        Returns:
            a tuple of tuples of ints, in the expression's order (repeats kept).

        Raises:
            RuleError: a runtime error in a sub-expression, an element that is not a tuple of
                integers, or more than ``MAX_ITERATIONS`` loop steps (naming the rule).
        """
        local = normalise_env(env, self.source)
        out: list[tuple[int, ...]] = []
        self._fn(local, [0], out)
        return tuple(out)


def parse_options(source: str, allowed_names: Iterable[str] | None = None) -> OptionList:
    """Parse and compile an option-list expression (see the module docstring).

    Args:
        source: the expression, e.g. ``"[(n - d,) for d in range(1, n) if n % d == 0]"``.
        allowed_names: if given, the only free variable names it may use (besides the names
            its comprehensions bind).

    Returns:
        an :class:`OptionList`.

    Raises:
        RuleError: a syntax error, a top level that is not a list of tuples, a construct
            outside the rule language, or an unknown name (one line quoting the rule).
    """
    if not isinstance(source, str):
        raise RuleError(f"an option list must be text, got {fmt(source)}")
    if len(source) > MAX_SOURCE_LENGTH:
        raise RuleError(f"option list {quote(source[:60])}... is longer than {MAX_SOURCE_LENGTH} characters")
    text = source.strip()
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise RuleError(f"option list {quote(text)} does not parse: {exc.msg}") from None
    except (ValueError, RecursionError, MemoryError):
        raise RuleError(f"option list {quote(text)} does not parse") from None
    allowed = None if allowed_names is None else frozenset(allowed_names)
    comp = _OptionsCompiler(text, allowed)
    fn = comp.options(tree.body, frozenset())
    return OptionList(text, frozenset(comp.names), fn)


class _OptionsCompiler:
    def __init__(self, source: str, allowed: frozenset[str] | None):
        self.source = source
        self.allowed = allowed
        self.names: set[str] = set()

    def seg(self, node: ast.AST) -> str:
        return ast.get_source_segment(self.source, node) or ast.unparse(node)

    def fail(self, message: str) -> RuleError:
        return RuleError(f"option list {quote(self.source)}: {message}")

    def rule(self, node: ast.AST, scope: frozenset[str]):
        """A sub-expression as an ordinary rule; returns ``local -> value``."""
        text = self.seg(node)
        allowed = None if self.allowed is None else self.allowed | scope
        try:
            expr = parse(text, allowed)
        except RuleError as exc:
            raise RuleError(f"option list {quote(self.source)}: {exc}") from None
        self.names |= set(expr.names) - scope
        return expr.scalar_function()  # the environment is normalised once per evaluation

    # -- the list of options ------------------------------------------------------------------
    def options(self, node: ast.AST, scope: frozenset[str]) -> Callable[[dict, list, list], None]:
        if isinstance(node, (ast.List, ast.Tuple)) and not (
                isinstance(node, ast.Tuple) and node.elts and not isinstance(node.elts[0], ast.Tuple)):
            parts = [self.element(e, scope) for e in node.elts]

            def literal(local, steps, out):
                for p in parts:
                    out.append(p(local))
            return literal
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
            return self.comprehension(node, scope)
        if isinstance(node, ast.IfExp):
            test = self.rule(node.test, scope)
            body, orelse = self.options(node.body, scope), self.options(node.orelse, scope)

            def cond(local, steps, out):
                (body if _truth(test(local), self, node.test) else orelse)(local, steps, out)
            return cond
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.options(node.left, scope), self.options(node.right, scope)

            def join(local, steps, out):
                left(local, steps, out)
                right(local, steps, out)
            return join
        raise self.fail(f"{quote(self.seg(node))} is not a list of positions; write a list of tuples such as "
                        "[(n - 1,), (n - 2,)] or a comprehension [(n - d,) for d in range(1, n)]")

    def element(self, node: ast.AST, scope: frozenset[str]) -> Callable[[dict], tuple[int, ...]]:
        """One option: a tuple literal (each part a rule), or a rule whose value is a tuple."""
        if isinstance(node, ast.Tuple):
            parts = [self.rule(e, scope) for e in node.elts]
            comp = self

            def tup(local):
                vals = tuple(p(local) for p in parts)
                for v in vals:
                    if v.__class__ is not int:
                        raise comp.fail(f"the option {quote(comp.seg(node))} has the part {fmt(v)}; the parts of "
                                        "a position are integers")
                return vals
            return tup
        if isinstance(node, (ast.List, ast.ListComp, ast.GeneratorExp, ast.Constant, ast.Set)):
            raise self.fail(f"the element {quote(self.seg(node))} is not a position; write each option as a "
                            "tuple, e.g. (n - 1,) for one part or (a, b) for two")
        value = self.rule(node, scope)
        comp = self

        def other(local):
            v = value(local)
            if v.__class__ is not tuple or any(x.__class__ is not int for x in v):
                raise comp.fail(f"the element {quote(comp.seg(node))} is {fmt(v)}, not a position (a tuple of "
                                "integers)")
            return v
        return other

    def comprehension(self, node, scope: frozenset[str]):
        clauses = []
        inner = scope
        for gen in node.generators:
            var = loop_variable(gen, self.fail, self.seg)
            if var.startswith("_") or var in FUNCTIONS:
                raise self.fail(f"name '{var}' is not allowed as a loop variable")
            it = self.iterable(gen.iter, inner)
            inner = inner | {var}
            ifs = [self.rule(c, inner) for c in gen.ifs]
            clauses.append((var, it, ifs, gen))
        elt = self.element(node.elt, inner)
        comp = self

        def run(local, steps, out, depth=0):
            if depth == len(clauses):
                out.append(elt(local))
                return
            var, it, ifs, gen = clauses[depth]
            seq = it(local)
            old = local.get(var, _MISSING)
            try:
                for x in seq:
                    steps[0] += 1
                    if steps[0] > MAX_ITERATIONS:
                        raise comp.fail(f"too many iterations (more than {MAX_ITERATIONS:,})")
                    local[var] = x
                    for f in ifs:
                        if not _truth(f(local), comp, gen):
                            break
                    else:
                        run(local, steps, out, depth + 1)
            finally:
                if old is _MISSING:
                    local.pop(var, None)
                else:
                    local[var] = old
        return run

    def iterable(self, node: ast.AST, scope: frozenset[str]) -> Callable[[dict], Iterable[int]]:
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range"
                and not node.keywords and 1 <= len(node.args) <= 3):
            args = [self.rule(a, scope) for a in node.args]
            comp = self

            def rng(local):
                vals = [a(local) for a in args]
                for v in vals:
                    if v.__class__ is not int:
                        raise comp.fail(f"range({', '.join(fmt(x) for x in vals)}) needs integers")
                if len(vals) == 3 and vals[2] == 0:
                    raise comp.fail("range() step must not be zero")
                return range(*vals)
            return rng
        value = self.rule(node, scope)
        comp = self

        def seq(local):
            v = value(local)
            if v.__class__ is not tuple:
                raise comp.fail(f"{quote(comp.seg(node))} is {fmt(v)}; a comprehension iterates over a range or a "
                                "sequence")
            return v
        return seq


_MISSING = object()


def _truth(v: Any, comp: _OptionsCompiler, node: ast.AST) -> bool:
    if v is True or v is False:
        return v
    if v.__class__ is int:
        return v != 0
    raise comp.fail(f"the condition {quote(comp.seg(node))} is {fmt(v)}, not true or false")
