"""SMT-LIB 2 text that depends only on the query: z3's shared terms re-bound by structure, fresh
variables renumbered.

z3's ``Solver.to_smt2()`` binds a subterm with ``let`` when z3 holds more than one reference to
it, and names it by its internal id. Both depend on the process, not on the query: a term the
caller still holds in a Python variable, or one that another solver shares, is let-bound in one
run and printed in place in another (the audit's SMT-LIB files differed between two runs of
``gamecheck verify`` this way), and the ids move with every term built before.

:func:`canonical_smt2` reads the text back as S-expressions, expands every ``let`` into a
hash-consed DAG (so the expansion stays as small as the text, however much is shared), and
prints it again, binding exactly the compound subterms that occur more than once in their
scope, named ``?x1``, ``?x2``, ... in order of first use. A conjunction or disjunction of one
term is printed as that term (Bitwuzla refuses ``(and X)``). The result is the same SMT-LIB query
(z3 parses both to the identical term) and the same text on every run.

SMT-LIB 2.6 (Barrett, Fontaine and Tinelli, 2017): ``let`` binds in parallel; ``forall``,
``exists`` and ``lambda`` bind variables in their body, which is printed as a scope of its own.
"""

from __future__ import annotations

import re
from typing import Union

__all__ = ["canonical_smt2"]

_TOKEN = re.compile(r'\s+|;[^\n]*|\|[^|]*\||"(?:[^"]|"")*"|[()]|[^\s()|";]+')
_BINDERS = frozenset({"forall", "exists", "lambda"})

_Parsed = Union[str, tuple]  # an atom, or a tuple of parsed children


def _parse(text: str) -> tuple[list[str], list[_Parsed]]:
    """The comment lines before the first command, and the top-level S-expressions."""
    header: list[str] = []
    stack: list[list[_Parsed]] = [[]]
    for m in _TOKEN.finditer(text):
        tok = m.group(0)
        if tok[0].isspace():
            continue
        if tok[0] == ";":
            if len(stack) == 1 and not stack[0]:
                header.append(tok)
            continue
        if tok == "(":
            stack.append([])
        elif tok == ")":
            if len(stack) == 1:
                raise ValueError("unbalanced ')' in the SMT-LIB text")
            done = tuple(stack.pop())
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    if len(stack) != 1:
        raise ValueError("unbalanced '(' in the SMT-LIB text")
    return header, stack[0]


class _Dag:
    """Hash-consed terms: node ``i`` is an atom (str) or a tuple of child node numbers."""

    def __init__(self) -> None:
        self.nodes: list[str | tuple[int, ...]] = []
        self._ids: dict[str | tuple[int, ...], int] = {}

    def node(self, key: str | tuple[int, ...]) -> int:
        i = self._ids.get(key)
        if i is None:
            i = self._ids[key] = len(self.nodes)
            self.nodes.append(key)
        return i

    def verbatim(self, p: _Parsed) -> int:
        """``p`` with no substitution (binder lists, sorts)."""
        if isinstance(p, str):
            return self.node(p)
        return self.node(tuple(self.verbatim(c) for c in p))

    def expand(self, p: _Parsed, env: dict[str, int]) -> int:
        """``p`` with every ``let`` replaced by the terms it binds; ``env`` maps names in scope."""
        while isinstance(p, tuple) and len(p) == 3 and p[0] == "let" and isinstance(p[1], tuple):
            inner = dict(env)
            for binding in p[1]:  # parallel: every value in the outer scope
                name, value = binding
                inner[name] = self.expand(value, env)
            env, p = inner, p[2]
        if isinstance(p, str):
            return env.get(p, self.node(p))
        if len(p) == 3 and p[0] in _BINDERS and isinstance(p[1], tuple):
            bound = {b[0] for b in p[1] if isinstance(b, tuple) and b}
            inner = {k: v for k, v in env.items() if k not in bound}
            return self.node((self.node(p[0]), self.verbatim(p[1]), self.expand(p[2], inner)))
        if len(p) == 2 and p[0] in ("and", "or"):  # (and X) is X: some solvers (Bitwuzla) want 2+ arguments
            return self.expand(p[1], env)
        return self.node(tuple(self.expand(c, env) for c in p))


class _Printer:
    """Prints DAG nodes, binding the subterms shared within each scope with ``let``."""

    def __init__(self, dag: _Dag) -> None:
        self.dag = dag
        self.count = 0  # names given so far, over the whole text

    def _atomic(self, i: int) -> bool:
        n = self.dag.nodes[i]
        return isinstance(n, str) or not n or self.dag.nodes[n[0]] == "_"

    def _binder(self, i: int) -> bool:
        n = self.dag.nodes[i]
        return isinstance(n, tuple) and len(n) == 3 and self.dag.nodes[n[0]] in _BINDERS

    def flat(self, i: int, names: dict[int, str] | None = None) -> str:
        """Node ``i`` as one line; ``names`` are the let-bound nodes in scope."""
        if names and i in names:
            return names[i]
        n = self.dag.nodes[i]
        if isinstance(n, str):
            return n
        if self._binder(i):
            return f"({self.dag.nodes[n[0]]} {self.flat(n[1])} {self.scope(n[2])})"
        return "(" + " ".join(self.flat(c, names) for c in n) + ")"

    def scope(self, root: int) -> str:
        """``root`` with its shared compound subterms let-bound, in order of first use.

        A binder's body is a scope of its own (its terms may use the bound variables)."""
        uses: dict[int, int] = {}
        order: list[int] = []  # compound nodes, children before parents
        seen: set[int] = set()
        stack: list[tuple[int, bool]] = [(root, False)]
        while stack:
            i, done = stack.pop()
            if done:
                order.append(i)
                continue
            if i in seen:
                continue
            seen.add(i)
            if self._atomic(i):
                continue
            stack.append((i, True))
            if self._binder(i):
                continue
            for c in reversed(self.dag.nodes[i]):
                if not self._atomic(c):
                    uses[c] = uses.get(c, 0) + 1
                    if c not in seen:
                        stack.append((c, False))
        names: dict[int, str] = {}
        lines: list[str] = []
        for i in order:
            if uses.get(i, 0) > 1:
                self.count += 1
                value = self.flat(i, names)
                names[i] = f"?x{self.count}"
                lines.append(f"(let (({names[i]} {value}))")
        body = self.flat(root, names)
        if not lines:
            return body
        return "\n ".join(lines + [body]) + ")" * len(lines)


#: a fresh variable's name as the rule compiler makes it (``prefix!N``, N counting on through
#: the process, so it depends on what the process compiled before)
_FRESH = re.compile(r"^([A-Za-z_][A-Za-z0-9_.]*)!(\d+)$")


def _renumber_fresh(forms: list[_Parsed]) -> list[_Parsed]:
    """``forms`` with every fresh variable's name ``prefix!N`` renamed ``prefix!k``, k = 1, 2, ...
    in order of first appearance in the text. All names of that form are renamed, one to one, so
    no renamed name can meet one that was not."""
    names: dict[str, str] = {}

    def visit(p: _Parsed) -> None:
        if isinstance(p, str):
            m = _FRESH.match(p)
            if m and p not in names:
                names[p] = f"{m.group(1)}!{len(names) + 1}"
            return
        for c in p:
            visit(c)

    def rename(p: _Parsed) -> _Parsed:
        if isinstance(p, str):
            return names.get(p, p)
        return tuple(rename(c) for c in p)

    for f in forms:
        visit(f)
    return [rename(f) for f in forms] if names else forms


def canonical_smt2(text: str) -> str:
    """``text``, an SMT-LIB 2 query z3 wrote, printed so that it depends only on the query.

    Args:
        text: SMT-LIB 2 commands (``declare-fun``, ``assert``, ``check-sat``, ...) as
            ``z3.Solver.to_smt2()`` writes them; comment lines before the first command are kept.

    Returns:
        The same commands, one per line, each ``assert`` on a line of its own followed by its
        term: every ``let`` of the input expanded, then the compound subterms that occur more
        than once in a scope bound again by ``let`` as ``?x1``, ``?x2``, ... in order of first
        use over the whole text, and every fresh variable ``prefix!N`` of the rule compiler
        renumbered ``prefix!1``, ``prefix!2``, ... in order of first appearance. Two texts z3
        wrote for the same query (whatever z3 chose to share, whatever its internal ids, whatever
        the process compiled before) give the same result; z3 parses the result to the same
        terms as the input, up to those names.

    Raises:
        ValueError: the text's parentheses do not balance.
    """
    header, forms = _parse(text)
    forms = _renumber_fresh(forms)
    dag, out = _Dag(), list(header)
    printer = _Printer(dag)
    for form in forms:
        if isinstance(form, tuple) and len(form) == 2 and form[0] == "assert":
            out.append("(assert\n " + printer.scope(dag.expand(form[1], {})) + ")")
        else:
            out.append(printer.flat(dag.expand(form, {})))
    return "\n".join(out) + "\n"
