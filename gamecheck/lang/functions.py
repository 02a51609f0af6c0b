"""Named functions of a proof (``NAME(ARGS) = BODY``) and lemmas about them: parsing, and
matching a function's body inside a rule's syntax tree.

The prover's use of them (lemmas checked by evaluation, conditions decided with the functions
abstracted) is :mod:`gamecheck.prover.lemmas`; claims validate their ``prove_functions``,
``prove_lemmas`` and ``prove_increasing`` with :func:`check_lemmas_syntax`.

These fields are data, never code: every text is read by the rule language
(:func:`gamecheck.lang.syntax.read_rule`, :func:`gamecheck.lang.expr.parse`) with the limits of
a rule -- at most :data:`~gamecheck.lang.syntax.MAX_SOURCE_LENGTH` characters (a whole
definition, head and body), no NUL character, at most :data:`~gamecheck.lang.syntax.MAX_DEPTH`
levels of nesting, only the constructs and builtins a rule may use -- and its parts made of
constants alone (``10**10**10``) are evaluated once, so a value past the language's limits
(:data:`~gamecheck.lang.syntax.MAX_EXPONENT`, :data:`~gamecheck.lang.syntax.MAX_BITS`) is
refused when the claim is read. A body calls builtins only: a body that calls itself or another
proof function (recursion) is refused, as is a lemma calling a function that is neither a proof
function nor a builtin. A claim has at most :data:`MAX_FUNCTIONS` functions and
:data:`MAX_LEMMAS` lemmas; a lemma has at most :data:`MAX_LEMMA_VARIABLES` free variables. Each
refusal is one :class:`~gamecheck.errors.RuleError` line naming the field and the entry.
"""

from __future__ import annotations

import ast
import copy
import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence

from gamecheck.errors import RuleError
from gamecheck.lang import expr as rexpr
from gamecheck.lang.builtins import BUILTINS
from gamecheck.lang.sequence import is_called_sequence
from gamecheck.lang.syntax import MAX_SOURCE_LENGTH, quote, read_rule

__all__ = [
    "Function", "parse_function", "parse_functions", "abstract_tree", "lemma_variables", "flatten_calls",
    "check_lemmas_syntax", "lemma_texts", "lemma_specs", "parse_use", "LemmaSpec", "LEMMA_CONDITIONS", "MAX_FUNCTIONS", "MAX_LEMMAS", "MAX_LEMMA_VARIABLES",
]

#: the most proof functions of one claim
MAX_FUNCTIONS = 20
#: the most lemmas of one claim
MAX_LEMMAS = 100
#: the most free variables of one lemma (each is instantiated at every argument of a query's
#: applications, so a query gets (arguments)^variables instances of the lemma)
MAX_LEMMA_VARIABLES = 3


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
        """The body's syntax tree (a fresh copy), read with the rule language's limits."""
        return read_rule(self.body)[1]

    def __str__(self) -> str:
        return f"{self.name}({', '.join(self.params)}) = {self.body}"


#: the front of a rule-language message, ``rule '<text>': `` (quote() escapes quotes and
#: backslashes, so the quoted text is matched exactly)
_RULE_PREFIX = re.compile(r"rule '(?:[^'\\]|\\.)*': ")


def _reason(exc: RuleError) -> str:
    """A rule-language message without its ``rule '...': `` front (the entry is named instead)."""
    return _RULE_PREFIX.sub("", str(exc), count=1)


def _read(text: str) -> tuple[str, ast.expr]:
    """``text`` read by the rule language (length, NUL, nesting, syntax): the text without
    surrounding white space (the syntax tree's positions refer to it) and its syntax tree."""
    try:
        return read_rule(text)
    except RuleError as exc:
        raise RuleError(_reason(exc)) from None


def _check_length(text: Any) -> str:
    """A text of an entry: a string of at most MAX_SOURCE_LENGTH characters and no NUL (checked
    before anything parses it), without surrounding white space."""
    if not isinstance(text, str):
        raise RuleError(f"give text, not {type(text).__name__}")
    if len(text) > MAX_SOURCE_LENGTH:
        raise RuleError(f"too long ({len(text):,} characters; at most {MAX_SOURCE_LENGTH:,} are allowed, "
                        "as for a rule)")
    if "\x00" in text:
        raise RuleError("it contains a NUL character")
    return text.strip()


def _check_name(label: str, name: str) -> None:
    """A name a definition gives (``label`` says which, e.g. ``proof function 'F'``)."""
    if name.startswith("__"):
        raise RuleError(f"{label}: names may not start with '__'")
    if name in BUILTINS:
        raise RuleError(f"{label} has the name of a builtin of the rule language")
    if is_called_sequence(name):
        raise RuleError(f"{label} has the name of a sequence a rule may call ({name}(n) reads {name}[n])")


def _called_names(tree: ast.AST) -> list[str]:
    """The names called in ``tree`` (``name(...)``), in order of appearance, without repeats."""
    out: dict[str, None] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            out.setdefault(node.func.id, None)
    return list(out)


def _constant_parts(tree: ast.AST) -> list[ast.expr]:
    """The largest parts of ``tree`` made of integer constants alone: literals, operators and
    calls of builtins on values (not ``range`` and the like, which only iterate), that are more
    than a literal."""
    nodes = list(ast.walk(tree))  # breadth first: parents before children
    parent: dict[int, ast.AST] = {}
    for node in nodes:
        for child in ast.iter_child_nodes(node):
            parent[id(child)] = node
    const: dict[int, bool] = {}
    for node in reversed(nodes):  # children before parents
        if isinstance(node, ast.Constant):
            c = node.value.__class__ in (int, bool)
        elif isinstance(node, ast.BinOp):
            c = const.get(id(node.left), False) and const.get(id(node.right), False)
        elif isinstance(node, ast.UnaryOp):
            c = const.get(id(node.operand), False)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords and node.args:
            b = BUILTINS.get(node.func.id)
            c = (b is not None and not b.iterable_only and not (b.iterable_args and len(node.args) == 1)
                 and all(const.get(id(a), False) for a in node.args))
        else:
            c = False
        const[id(node)] = c
    return [n for n in nodes if const.get(id(n)) and not isinstance(n, ast.Constant)
            and not const.get(id(parent.get(id(n))), False)]


def _check_constants(source: str, tree: ast.AST) -> None:
    """Evaluate every part of ``tree`` (read from ``source``) made of constants alone, as the
    rule language evaluates it: one past the language's limits (``10**10**10``, a result of more
    than MAX_BITS bits) is refused now rather than when the prover evaluates it."""
    for node in _constant_parts(tree):
        part = ast.get_source_segment(source, node) or ast.unparse(node)
        if "\n" in part or "\r" in part:
            part = "(" + part + "\n)"  # a part on several lines stands inside brackets
        try:
            rexpr.parse(part).evaluate({})
        except RuleError as exc:
            raise RuleError(f"its constant part {quote(part.strip(), 60)} cannot be evaluated: "
                            f"{_reason(exc)}") from None


def _read_definition(text: Any) -> tuple[str, tuple[str, ...], str, ast.expr]:
    """``NAME(P1, P2, ...) = BODY`` read with the rule language's limits: the name, the
    parameters, the body's text and its syntax tree (not yet compiled)."""
    text = _check_length(text)
    if "=" not in text:
        raise RuleError("a proof function must read 'NAME(ARGS) = BODY'")
    head, body = text.split("=", 1)
    if body.startswith("="):
        raise RuleError("a proof function must read 'NAME(ARGS) = BODY' (one '=', not '==')")
    node = None
    if head.strip():
        try:
            # the rule language's limits, then the head as written (read_rule reads G(k) as G[k])
            node = ast.parse(read_rule(head)[0], mode="eval").body
        except RuleError as exc:
            if ": syntax error" not in str(exc):
                raise RuleError(f"its head: {_reason(exc)}") from None
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args
            and all(isinstance(a, ast.Name) for a in node.args) and not node.keywords):
        raise RuleError(f"a proof function must start 'NAME(ARG, ...)', not {quote(head.strip(), 60)}")
    name, params = node.func.id, tuple(a.id for a in node.args)
    _check_name(f"proof function '{name}'", name)
    if len(set(params)) != len(params):
        raise RuleError(f"proof function '{name}' repeats a parameter name")
    for p in params:
        _check_name(f"parameter '{p}' of '{name}'", p)
    body, tree = _read(body)
    return name, params, body, tree


def _cycle(start: str, graph: Mapping[str, Sequence[str]]) -> list[str] | None:
    """A path ``start -> ... -> start`` in ``graph`` (calls between bodies), or None."""
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    seen: set[str] = set()
    while stack:
        node, path = stack.pop()
        for nxt in graph.get(node, ()):
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, path + [nxt]))
    return None


def _check_body(name: str, params: tuple[str, ...], body: str, tree: ast.expr,
                graph: Mapping[str, Sequence[str]]) -> None:
    """The body of ``name``: it calls no proof function (``graph``: the proof functions a body
    calls, by function), compiles in the rule language with the parameters as its only names,
    and its constant parts evaluate."""
    called = graph.get(name, ())
    if called:
        if name in called:
            raise RuleError(f"proof function '{name}' calls itself: recursion is not allowed (a body may call "
                            "only the builtins of the rule language)")
        cycle = _cycle(name, graph)
        if cycle:
            raise RuleError("recursion between proof functions is not allowed: " + " calls ".join(
                f"'{f}'" for f in cycle) + " (a body may call only the builtins of the rule language)")
        raise RuleError(f"proof function '{name}' calls proof function '{called[0]}'; a body may call only the "
                        "builtins of the rule language")
    try:
        parsed = rexpr.parse(body)
    except RuleError as exc:
        raise RuleError(f"the body of '{name}': {_reason(exc)}") from None
    extra = sorted(set(parsed.names) - set(params))
    if extra:
        raise RuleError(f"proof function '{name}': its body uses '{extra[0]}', which is not one of its parameters")
    _check_constants(body, tree)


def _definitions(texts: Sequence[Any], field: str) -> dict[str, Function]:
    if len(texts) > MAX_FUNCTIONS:
        raise RuleError(f"field '{field}' has {len(texts):,} entries; at most {MAX_FUNCTIONS} are allowed")
    read: list[tuple[int, str, tuple[str, ...], str, ast.expr, Any]] = []
    names: dict[str, int] = {}
    for i, t in enumerate(texts):
        try:
            name, params, body, tree = _read_definition(t)
            if name in names:
                raise RuleError(f"proof function '{name}' is defined twice (also by entry [{names[name]}])")
        except RuleError as exc:
            raise _entry_error(field, i, t, exc) from None
        names[name] = i
        read.append((i, name, params, body, tree, t))
    graph = {name: [c for c in _called_names(tree) if c in names] for _, name, _, _, tree, _ in read}
    out: dict[str, Function] = {}
    for i, name, params, body, tree, t in read:
        try:
            _check_body(name, params, body, tree, graph)
        except RuleError as exc:
            raise _entry_error(field, i, t, exc) from None
        out[name] = Function(name, params, body)
    return out


def _entry_error(field: str, i: int, text: Any, exc: Exception) -> RuleError:
    shown = quote(text, 60) if isinstance(text, str) else f"<{type(text).__name__}>"
    return RuleError(f"field '{field}'[{i}] {shown}: {exc}")


def parse_function(text: str) -> Function:
    """Parse ``"NAME(P1, P2, ...) = BODY"`` with the rule language's limits.

    Raises:
        RuleError: not of that form, longer than MAX_SOURCE_LENGTH characters, nested too deeply,
            a name that is a builtin, a body that does not parse (it may call builtins only: a
            proof function calling itself is refused), that uses names other than its
            parameters, or whose constant parts cannot be evaluated.
    """
    try:
        name, params, body, tree = _read_definition(text)
        _check_body(name, params, body, tree, {name: [c for c in _called_names(tree) if c == name]})
    except RuleError as exc:
        shown = quote(text, 60) if isinstance(text, str) else f"<{type(text).__name__}>"
        raise RuleError(f"proof function {shown}: {exc}") from None
    return Function(name, params, body)


def parse_functions(texts: Iterable[str], field: str = "prove_functions") -> dict[str, Function]:
    """The definitions ``texts`` (:func:`parse_function`), by name: a name defined twice, more
    than :data:`MAX_FUNCTIONS` definitions, or a body calling a proof function (itself, or
    another: recursion) is a :class:`RuleError` naming ``field`` and the entry's index."""
    return _definitions(list(texts), field)


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
                # a parameter the body never uses cannot be read off a match: no call is formed
                if _match(pat, node, frozenset(f.params), bound, nodes) and all(p in nodes for p in f.params):
                    return ast.Call(ast.Name(f.name, ast.Load()), [nodes[p] for p in f.params], [])
        return node


def abstract_tree(tree: ast.AST, functions: Mapping[str, Function]) -> ast.AST:
    """``tree`` with every subtree that is a function's body (its parameters standing for any
    subtrees, the same subtree wherever a parameter repeats) replaced by a call of the function,
    innermost first. The tree is copied, not changed."""
    if not functions:
        return tree
    return ast.fix_missing_locations(_Abstract(functions).visit(copy.deepcopy(tree)))


def _lemma_tree(text: Any, functions: Mapping[str, Function]) -> tuple[ast.expr, list[str]]:
    """A lemma read and compiled by the rule language, calling the proof ``functions`` and the
    builtins: its syntax tree and its free variables, sorted.

    Refused (a :class:`RuleError` that does not quote the text; the callers name it): a text
    past the rule language's limits or outside its allow-list, a call of an unknown function or
    with the wrong number of arguments, a proof function used as a value or called with a
    comprehension's variable (the prover evaluates each call once per value of the lemma's own
    variables), more than :data:`MAX_LEMMA_VARIABLES` variables, or a constant part that cannot
    be evaluated."""
    text, tree = _read(_check_length(text))
    unknown = [c for c in _called_names(tree) if c not in functions and c not in BUILTINS]
    if unknown:
        raise RuleError(f"it calls '{unknown[0]}', which is neither a proof function nor a builtin")
    try:
        parsed = rexpr.parse(text, calls={f.name: len(f.params) for f in functions.values()})
    except RuleError as exc:
        raise RuleError(_reason(exc)) from None
    as_value = sorted(set(parsed.names) & set(functions))
    if as_value:
        raise RuleError(f"it uses proof function '{as_value[0]}' as a value; call it, e.g. "
                        f"{as_value[0]}({', '.join(functions[as_value[0]].params)})")
    _check_loop_calls(tree, functions)
    variables = sorted(parsed.names)
    if len(variables) > MAX_LEMMA_VARIABLES:
        raise RuleError(f"it has {len(variables)} free variables ({', '.join(variables)}); at most "
                        f"{MAX_LEMMA_VARIABLES} are allowed")
    _check_constants(text, tree)
    return tree, variables


def _check_loop_calls(tree: ast.AST, functions: Mapping[str, Function]) -> None:
    """No call of a proof function inside a comprehension reads the comprehension's variables."""
    for comp in ast.walk(tree):
        if not isinstance(comp, (ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp)):
            continue
        bound = {t.id for g in comp.generators for t in ast.walk(g.target) if isinstance(t, ast.Name)}
        for node in ast.walk(comp):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in functions
                    and any(isinstance(n, ast.Name) and n.id in bound for a in node.args for n in ast.walk(a))):
                raise RuleError(f"it calls proof function '{node.func.id}' with a comprehension's variable "
                                f"({quote(ast.unparse(node), 60)}); a lemma calls the proof functions at its free "
                                "variables only")


def _lemma(text: Any, functions: Mapping[str, Function]) -> tuple[ast.expr, list[str]]:
    try:
        return _lemma_tree(text, functions)
    except RuleError as exc:
        shown = quote(text, 60) if isinstance(text, str) else f"<{type(text).__name__}>"
        raise RuleError(f"lemma {shown}: {exc}") from None


def lemma_variables(text: str, functions: Mapping[str, Function]) -> list[str]:
    """The free variables of a lemma (its names that are not functions), sorted.

    Raises:
        RuleError: a lemma the rule language refuses, past its limits, calling a function
            that is neither a proof function nor a builtin (see :func:`check_lemmas_syntax`).
    """
    return _lemma(text, functions)[1]


class _Flatten(ast.NodeTransformer):
    """Calls of proof functions replaced by names ``PREFIX + N``, innermost first, with their
    (argument texts, function) recorded in evaluation order."""

    def __init__(self, functions: Mapping[str, Function], prefix: str):
        self.functions = functions
        self.prefix = prefix
        self.calls: list[tuple[str, Function, list[str]]] = []

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id in self.functions:
            f = self.functions[node.func.id]
            if len(node.args) != len(f.params):
                raise RuleError(f"'{f.name}' takes {len(f.params)} argument(s), not {len(node.args)}")
            name = f"{self.prefix}{len(self.calls)}"
            self.calls.append((name, f, [ast.unparse(a) for a in node.args]))
            return ast.Name(name, ast.Load())
        return node


def flatten_calls(text: str, functions: Mapping[str, Function]) -> tuple[list[tuple[str, "Function", list[str]]], str]:
    """``text`` with every call of a proof function replaced by a fresh name (``fcall0``,
    ``fcall1``, ... -- longer, ``fcall_0``..., when the lemma has a name of that form), innermost
    first, and the calls as ``(name, function, argument texts)`` in the order to evaluate them.

    Raises:
        RuleError: a lemma the rule language refuses (:func:`lemma_variables`).
    """
    tree, _ = _lemma(text, functions)
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    prefix = "fcall"
    while any(n.startswith(prefix) for n in names):
        prefix += "_"
    fl = _Flatten(functions, prefix)
    flat = fl.visit(tree)
    return fl.calls, ast.unparse(flat)


#: the conditions a lemma may name in its ``for`` list (the certificate conditions of a P-rule),
#: and ``"lemma proofs"``: a lemma added to no condition, only instantiated in the proofs of the
#: lemmas that ``use`` it
LEMMA_CONDITIONS = ("terminal positions", "no move from P to P", "strategy moves from N to P",
                    "some move from N to P (quantified)", "lemma proofs")
#: the keys of a lemma written as a table
_LEMMA_KEYS = frozenset({"lemma", "for", "name", "use", "descent", "abstract"})
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}$")


@dataclass(frozen=True)
class LemmaSpec:
    """One ``prove_lemmas`` entry.

    Attributes:
        text: the lemma, a rule-language truth value over its free variables.
        name: the name other lemmas ``use`` it by ("" when it has none).
        use: names of earlier lemmas whose proofs its own proof instantiates (at its variables,
            the arguments of its proof-function applications and its ``isqrt`` values; see
            :func:`gamecheck.prover.lemmas.lemma_query`).
        descent: ``(variable, term)`` pairs, one per free variable: the lemma is proved by
            infinite descent (Fermat): a counterexample at the variables gives one at the terms,
            whose sum is smaller (empty: proved directly).
        conditions: the conditions it is added to (empty: every condition; ``("lemma proofs",)``:
            none).
        abstract: its proof treats the proof functions as uninterpreted: only the used lemmas
            speak of them (no body is inlined, so no square root or quotient of a body is there).
    """

    text: str
    name: str = ""
    use: tuple[str, ...] = ()
    descent: tuple[tuple[str, str], ...] = ()
    conditions: tuple[str, ...] = ()
    abstract: bool = False


def lemma_specs(entries: Sequence[Any], field: str = "prove_lemmas") -> list[LemmaSpec]:
    """The ``prove_lemmas`` entries as :class:`LemmaSpec`.

    An entry is a lemma's text, or a table with ``lemma = TEXT`` and optionally ``for =
    [CONDITION, ...]`` (:data:`LEMMA_CONDITIONS`), ``name = NAME``, ``use = [NAME, ...]`` (names
    of earlier entries, or ``NAME(VARIABLE = TERM, ...)`` for one instance; :func:`parse_use`),
    ``descent = {VARIABLE = TERM, ...}`` and ``abstract = true``.

    Raises:
        RuleError: an entry of another shape, an unknown condition or key, a name given twice or
            used before it is defined (naming ``field`` and the entry's index).
    """
    out: list[LemmaSpec] = []
    names: set[str] = set()
    for i, e in enumerate(entries):
        if isinstance(e, str):
            out.append(LemmaSpec(e.strip()))
            continue
        where = f"field '{field}'[{i}]"
        conds = e.get("for", []) if isinstance(e, dict) else None
        if not (isinstance(e, dict) and set(e) <= _LEMMA_KEYS and isinstance(e.get("lemma"), str)
                and isinstance(conds, list) and all(isinstance(c, str) for c in conds)):
            raise RuleError(f"{where}: a lemma is a text or a table {{lemma = TEXT, for = [CONDITION, ...], "
                            f"name = NAME, use = [NAME, ...], descent = {{VARIABLE = TERM, ...}}}}, not {_shape(e)}")
        bad = [c for c in conds if c not in LEMMA_CONDITIONS]
        if bad:
            raise RuleError(f"{where}: lemma condition {quote(bad[0], 60)} is not one of: "
                            f"{', '.join(LEMMA_CONDITIONS)}")
        if "lemma proofs" in conds and len(conds) > 1:
            raise RuleError(f"{where}: 'lemma proofs' (no condition) cannot be listed with conditions")
        name = e.get("name", "")
        if not isinstance(name, str) or (name and not _NAME.match(name)):
            raise RuleError(f"{where}: the name {quote(str(name), 60)} is not allowed; give letters, digits, "
                            "or '_' (at most 40, not starting with a digit)")
        if name in names:
            raise RuleError(f"{where}: the name '{name}' is given to two lemmas")
        use = e.get("use", [])
        if not (isinstance(use, list) and all(isinstance(u, str) for u in use)):
            raise RuleError(f"{where}: use is a list of names of earlier lemmas, not {_shape(use)}")
        for u in use:
            used, _ = parse_use(u, f"{where}: use")
            if used not in names:
                raise RuleError(f"{where}: it uses {quote(used, 60)}, which is not the name of an earlier lemma")
        descent = e.get("descent", {})
        if not (isinstance(descent, dict) and all(isinstance(k, str) and isinstance(v, str)
                                                  for k, v in descent.items())):
            raise RuleError(f"{where}: descent is a table {{VARIABLE = TERM, ...}}, not {_shape(descent)}")
        abstract = e.get("abstract", False)
        if not isinstance(abstract, bool):
            raise RuleError(f"{where}: abstract is true or false, not {_shape(abstract)}")
        if abstract and not use:
            raise RuleError(f"{where}: abstract = true needs lemmas to use (the functions are otherwise unknown)")
        if name:
            names.add(name)
        out.append(LemmaSpec(e["lemma"].strip(), name, tuple(use), tuple(descent.items()), tuple(conds), abstract))
    return out


def parse_use(text: str, where: str = "use") -> tuple[str, dict[str, str] | None]:
    """One ``use`` entry: ``NAME`` (the lemma instantiated at every point of the query) or
    ``NAME(VARIABLE = TERM, ...)`` (at exactly those terms). Returns the name and the terms by
    variable (None for a bare name).

    Raises:
        RuleError: another shape (naming ``where``).
    """
    if _NAME.match(text):
        return text, None
    try:
        node = ast.parse(text.strip(), mode="eval").body if len(text) <= MAX_SOURCE_LENGTH else None
    except SyntaxError:
        node = None
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.args and node.keywords
            and all(k.arg for k in node.keywords) and _NAME.match(node.func.id)):
        raise RuleError(f"{where}: {quote(text, 60)} is neither a lemma's name nor NAME(VARIABLE = TERM, ...)")
    terms = {k.arg: ast.unparse(k.value) for k in node.keywords}
    if len(terms) != len(node.keywords):
        raise RuleError(f"{where}: {quote(text, 60)} gives a variable twice")
    return node.func.id, terms


def lemma_texts(entries: Sequence[Any], field: str = "prove_lemmas") -> tuple[list[str], dict[str, list[str]]]:
    """The texts of ``prove_lemmas`` entries and, for those that name them, their conditions
    (:func:`lemma_specs`).

    Raises:
        RuleError: as :func:`lemma_specs`.
    """
    specs = lemma_specs(entries, field)
    return [s.text for s in specs], {s.text: list(s.conditions) for s in specs if s.conditions}


def _shape(v: Any) -> str:
    """A short description of an entry of the wrong shape (its keys, not its values)."""
    if isinstance(v, dict):
        keys = ", ".join(quote(k, 20) if isinstance(k, str) else f"<{type(k).__name__}>" for k in list(v)[:5])
        return f"a table with keys {keys}" + (", ..." if len(v) > 5 else "")
    return f"a value of type {type(v).__name__}"


def check_lemmas_syntax(functions: Sequence[str], lemmas: Sequence[Any], increasing: Sequence[str],
                        lets: Mapping[str, str] | None = None,
                        reserved: Callable[[str], str | None] | None = None) -> None:
    """Check the fields of a proof through lemmas, with the rule language's limits: the
    functions parse and call builtins only (no recursion), the lemmas parse and call only those
    functions and builtins, every increasing name is a function of one parameter, and no
    function is named like a ``let`` or like a name ``reserved`` refuses (``reserved(name)``
    says why, e.g. a variable the claim's rules read).

    Raises:
        RuleError: the first problem, in one line naming the field (``prove_functions``,
            ``prove_lemmas``, ``prove_increasing``) and the entry's index.
    """
    funcs = parse_functions(functions, "prove_functions")
    for i, name in enumerate(funcs):
        why = "a let" if lets and name in lets else (reserved(name) if reserved else None)
        if why:
            raise RuleError(f"field 'prove_functions'[{i}] {quote(str(funcs[name]), 60)}: proof function '{name}' "
                            f"has the name of {why}; choose another name")
    if len(lemmas) > MAX_LEMMAS:
        raise RuleError(f"field 'prove_lemmas' has {len(lemmas):,} entries; at most {MAX_LEMMAS} are allowed")
    specs = lemma_specs(lemmas)
    for i, spec in enumerate(specs):
        text = spec.text
        try:
            _, variables = _lemma_tree(text, funcs)
        except RuleError as exc:
            raise _entry_error("prove_lemmas", i, text, exc) from None
        for u in spec.use:
            used, at = parse_use(u)
            if at is None:
                continue
            target = next(x for x in specs[:i] if x.name == used)
            want = _lemma_tree(target.text, funcs)[1]
            if sorted(at) != want:
                raise _entry_error("prove_lemmas", i, text, RuleError(
                    f"use {quote(u, 60)} gives terms for {', '.join(sorted(at))}; '{used}' has the variables "
                    f"{', '.join(want) or 'none'}"))
            for v, term in at.items():
                try:
                    _, read = _lemma_tree(term, funcs)
                except RuleError as exc:
                    raise _entry_error("prove_lemmas", i, text, RuleError(f"use {quote(u, 40)}, term of {v}: "
                                                                          f"{_reason(exc)}")) from None
                extra = [r for r in read if r not in variables]
                if extra:
                    raise _entry_error("prove_lemmas", i, text, RuleError(
                        f"use {quote(u, 40)}: the term of {v} reads '{extra[0]}', which is not a variable of the lemma"))
        if spec.descent:
            if sorted(v for v, _ in spec.descent) != variables:
                raise _entry_error("prove_lemmas", i, text, RuleError(
                    f"descent gives terms for {', '.join(sorted(v for v, _ in spec.descent)) or 'nothing'}; it needs "
                    f"one term for each variable: {', '.join(variables) or 'none'}"))
            for v, term in spec.descent:
                try:
                    _, used = _lemma_tree(term, funcs)
                except RuleError as exc:
                    raise _entry_error("prove_lemmas", i, text, RuleError(f"descent term of {v}: {_reason(exc)}")) from None
                extra = [u for u in used if u not in variables]
                if extra:
                    raise _entry_error("prove_lemmas", i, text, RuleError(
                        f"descent term of {v} reads '{extra[0]}', which is not a variable of the lemma"))
        try:  # the texts the prover evaluates: the lemma with its calls named, and their arguments
            calls, final = flatten_calls(text, funcs)
            for part in [final] + [a for _, _, args in calls for a in args]:
                rexpr.parse(part)
        except RuleError as exc:
            raise _entry_error("prove_lemmas", i, text, RuleError(
                f"with its calls of proof functions named, as the prover evaluates it: {_reason(exc)}")) from None
    seen: set[str] = set()
    for i, name in enumerate(increasing):
        f = funcs.get(name) if isinstance(name, str) else None
        if f is None or len(f.params) != 1:
            shown = quote(name, 60) if isinstance(name, str) else f"<{type(name).__name__}>"
            raise RuleError(f"field 'prove_increasing'[{i}]: {shown} in prove_increasing is not a proof function "
                            "of one parameter")
        if name in seen:
            raise RuleError(f"field 'prove_increasing'[{i}]: '{name}' is named twice")
        seen.add(name)
