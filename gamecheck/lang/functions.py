"""Named functions of a proof (``NAME(ARGS) = BODY``) and lemmas about them: parsing, and
matching a function's body inside a rule's syntax tree.

The prover's use of them (lemmas checked by evaluation, conditions decided with the functions
abstracted) is :mod:`gamecheck.prover.lemmas`; claims validate their ``prove_functions``,
``prove_lemmas`` and ``prove_increasing`` with :func:`check_lemmas_syntax`.
"""

from __future__ import annotations

import ast
import copy
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from gamecheck.errors import RuleError
from gamecheck.lang import expr as rexpr
from gamecheck.lang.builtins import BUILTINS

__all__ = [
    "Function", "parse_function", "parse_functions", "abstract_tree", "lemma_variables", "flatten_calls",
    "check_lemmas_syntax", "lemma_texts", "LEMMA_CONDITIONS",
]


@dataclass(frozen=True)
class Function:
    """A named function of a proof, ``NAME(PARAMS) = BODY``.

    Attributes:
        name: a Python identifier that is not a builtin of the rule language.
        params: the parameter names (at least one).
        body: the body's text, in the rule language, using only the parameters.
    """

    name: str
    params: tuple[str, ...]
    body: str

    @property
    def tree(self) -> ast.expr:
        """The body's syntax tree (a fresh copy)."""
        return ast.parse(self.body.strip(), mode="eval").body

    def __str__(self) -> str:
        return f"{self.name}({', '.join(self.params)}) = {self.body}"


def parse_function(text: str) -> Function:
    """Parse ``"NAME(P1, P2, ...) = BODY"``.

    Raises:
        RuleError: not of that form, a name that is a builtin, a body that does not parse (it
            may call builtins only) or that uses names other than its parameters.
    """
    if not isinstance(text, str) or "=" not in text:
        raise RuleError(f"a proof function must read 'NAME(ARGS) = BODY', not {text!r}")
    head, body = text.split("=", 1)
    if body.startswith("="):
        raise RuleError(f"a proof function must read 'NAME(ARGS) = BODY', not {text!r}")
    try:
        node = ast.parse(head.strip(), mode="eval").body
    except SyntaxError:
        node = None
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args
            and all(isinstance(a, ast.Name) for a in node.args) and not node.keywords):
        raise RuleError(f"a proof function must start 'NAME(ARG, ...)', not {head.strip()!r}")
    name, params = node.func.id, tuple(a.id for a in node.args)
    if name in BUILTINS:
        raise RuleError(f"proof function '{name}' has the name of a builtin of the rule language")
    if len(set(params)) != len(params):
        raise RuleError(f"proof function '{name}' repeats a parameter name")
    parsed = rexpr.parse(body.strip())
    extra = sorted(set(parsed.names) - set(params))
    if extra:
        raise RuleError(f"proof function '{name}': its body uses '{extra[0]}', which is not one of its parameters")
    return Function(name, params, body.strip())


def parse_functions(texts: Iterable[str]) -> dict[str, Function]:
    """:func:`parse_function` of each text, by name (a repeated name is a :class:`RuleError`)."""
    out: dict[str, Function] = {}
    for t in texts:
        f = parse_function(t)
        if f.name in out:
            raise RuleError(f"proof function '{f.name}' is defined twice")
        out[f.name] = f
    return out


def _key(node: ast.AST) -> str:
    return ast.dump(node, annotate_fields=False, include_attributes=False)


def _match(pattern: ast.AST, node: ast.AST, params: frozenset, bound: dict[str, str],
           nodes: dict[str, ast.AST]) -> bool:
    if isinstance(pattern, ast.Name) and pattern.id in params:
        k = _key(node)
        if pattern.id in bound:
            return bound[pattern.id] == k
        bound[pattern.id], nodes[pattern.id] = k, node
        return True
    if type(pattern) is not type(node):
        return False
    for name, pv in ast.iter_fields(pattern):
        if name == "ctx":
            continue
        nv = getattr(node, name, None)
        if isinstance(pv, list):
            if not isinstance(nv, list) or len(pv) != len(nv):
                return False
            for p, n in zip(pv, nv):
                if isinstance(p, ast.AST):
                    if not isinstance(n, ast.AST) or not _match(p, n, params, bound, nodes):
                        return False
                elif p != n:
                    return False
        elif isinstance(pv, ast.AST):
            if not isinstance(nv, ast.AST) or not _match(pv, nv, params, bound, nodes):
                return False
        elif pv != nv:
            return False
    return True


class _Abstract(ast.NodeTransformer):
    def __init__(self, functions: Mapping[str, Function]):
        self.patterns = [(f, f.tree) for f in functions.values()]

    def visit(self, node):  # type: ignore[override]
        node = self.generic_visit(node)
        if isinstance(node, ast.expr):
            for f, pat in self.patterns:
                bound: dict[str, str] = {}
                nodes: dict[str, ast.AST] = {}
                if _match(pat, node, frozenset(f.params), bound, nodes):
                    return ast.Call(ast.Name(f.name, ast.Load()), [nodes[p] for p in f.params], [])
        return node


def abstract_tree(tree: ast.AST, functions: Mapping[str, Function]) -> ast.AST:
    """``tree`` with every subtree that is a function's body (its parameters standing for any
    subtrees, the same subtree wherever a parameter repeats) replaced by a call of the function,
    innermost first. The tree is copied, not changed."""
    if not functions:
        return tree
    return ast.fix_missing_locations(_Abstract(functions).visit(copy.deepcopy(tree)))


def lemma_variables(text: str, functions: Mapping[str, Function]) -> list[str]:
    """The free variables of a lemma (its names that are not functions), sorted."""
    tree = ast.parse(text.strip(), mode="eval")
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - called
    bound = {t.id for n in ast.walk(tree) if isinstance(n, ast.comprehension)
             for t in ast.walk(n.target) if isinstance(t, ast.Name)}
    unknown = sorted(c for c in called if c not in functions and c not in BUILTINS)
    if unknown:
        raise RuleError(f"lemma '{text}' calls '{unknown[0]}', which is neither a proof function nor a builtin")
    return sorted(names - bound)


class _Flatten(ast.NodeTransformer):
    """Calls of proof functions replaced by names ``fcallN``, innermost first, with their
    (argument texts, function) recorded in evaluation order."""

    def __init__(self, functions: Mapping[str, Function]):
        self.functions = functions
        self.calls: list[tuple[str, Function, list[str]]] = []

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id in self.functions:
            f = self.functions[node.func.id]
            if len(node.args) != len(f.params):
                raise RuleError(f"'{f.name}' takes {len(f.params)} argument(s), not {len(node.args)}")
            name = f"fcall{len(self.calls)}"
            self.calls.append((name, f, [ast.unparse(a) for a in node.args]))
            return ast.Name(name, ast.Load())
        return node


def flatten_calls(text: str, functions: Mapping[str, Function]) -> tuple[list[tuple[str, "Function", list[str]]], str]:
    """``text`` with every call of a proof function replaced by a name ``fcallN`` (innermost
    first), and the calls as ``(name, function, argument texts)`` in the order to evaluate them.

    Raises:
        RuleError: a call with the wrong number of arguments, or a text that does not parse.
    """
    fl = _Flatten(functions)
    tree = fl.visit(ast.parse(text.strip(), mode="eval"))
    return fl.calls, ast.unparse(tree)


#: the conditions a lemma may name in its ``for`` list (the certificate conditions of a P-rule)
LEMMA_CONDITIONS = ("terminal positions", "no move from P to P", "strategy moves from N to P",
                    "some move from N to P (quantified)")


def lemma_texts(entries: Sequence[Any]) -> tuple[list[str], dict[str, list[str]]]:
    """The texts of ``prove_lemmas`` entries and, for those that name them, their conditions.

    An entry is a lemma's text, or a table ``{lemma = TEXT, for = [CONDITION, ...]}`` whose
    lemma is added only to the queries of those conditions (:data:`LEMMA_CONDITIONS`).

    Raises:
        RuleError: an entry of another shape or an unknown condition.
    """
    texts: list[str] = []
    uses: dict[str, list[str]] = {}
    for e in entries:
        if isinstance(e, str):
            texts.append(e.strip())
            continue
        if not (isinstance(e, dict) and set(e) <= {"lemma", "for"} and isinstance(e.get("lemma"), str)
                and isinstance(e.get("for", []), list) and all(isinstance(c, str) for c in e.get("for", []))):
            raise RuleError(f"a lemma is a text or a table {{lemma = TEXT, for = [CONDITION, ...]}}, not {e!r}")
        bad = [c for c in e.get("for", []) if c not in LEMMA_CONDITIONS]
        if bad:
            raise RuleError(f"lemma condition '{bad[0]}' is not one of: {', '.join(LEMMA_CONDITIONS)}")
        texts.append(e["lemma"].strip())
        if e.get("for"):
            uses[texts[-1]] = list(e["for"])
    return texts, uses


def check_lemmas_syntax(functions: Sequence[str], lemmas: Sequence[str], increasing: Sequence[str],
                        lets: Mapping[str, str] | None = None) -> None:
    """Check that the functions parse, the lemmas parse and call only those functions and
    builtins, every increasing name is a function of one parameter, and no function is named
    like a ``let``.

    Raises:
        RuleError: the first problem, in one line.
    """
    funcs = parse_functions(functions)
    for name in funcs:
        if lets and name in lets:
            raise RuleError(f"proof function '{name}' has the name of a let")
    for text in lemma_texts(lemmas)[0]:
        try:
            ast.parse(text.strip(), mode="eval")
        except SyntaxError:
            raise RuleError(f"lemma '{text}' does not parse") from None
        lemma_variables(text, funcs)
        calls, final = flatten_calls(text, funcs)
        rexpr.parse(final)
        for _, _, args in calls:
            for a in args:
                rexpr.parse(a)
    for name in increasing:
        f = funcs.get(name)
        if f is None or len(f.params) != 1:
            raise RuleError(f"'{name}' in prove_increasing is not a proof function of one parameter")
