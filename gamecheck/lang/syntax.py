"""The front end of the rule language: limits, the parser's checks, operator symbols, messages.

A rule is read with Python's :mod:`ast` module (``mode="eval"``); user text is never handed to
``eval``, ``exec`` or ``compile``.  :func:`read_rule` applies the limits that hold before any
evaluator sees the rule (length, NUL characters, nesting) and turns a :class:`SyntaxError` into
a one-line :class:`~gamecheck.errors.RuleError` that quotes the rule and the offending token.
The allow-list of constructs is enforced while a rule is compiled
(:mod:`gamecheck.lang.expr`); the allow-list of functions is the table of builtins
(:data:`gamecheck.lang.builtins.BUILTINS`).

The limits (each refusal is a ``RuleError`` naming the limit) are shared by every evaluator:
the symbolic compiler (:mod:`gamecheck.lang.smt`) refuses a rule exactly where the scalar
evaluator would raise.
"""

from __future__ import annotations

import ast
import re
from typing import Any, Callable

from gamecheck.errors import OpError, RuleError
from gamecheck.lang.sequence import is_called_sequence

__all__ = [
    "MAX_SOURCE_LENGTH", "MAX_DEPTH", "MAX_EXPONENT", "MAX_BITS", "MAX_ITERATIONS", "MAX_FIB",
    "BINARY_SYMBOLS", "UNARY_SYMBOLS", "COMPARE_SYMBOLS", "NODE_NAMES",
    "OpError", "quote", "fmt", "read_rule", "loop_variable",
]

#: Longest rule source accepted by :func:`read_rule`.
MAX_SOURCE_LENGTH = 2000
#: Deepest nesting (of brackets and of syntax-tree nodes) accepted by :func:`read_rule`.
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

#: the binary operators of the language, by syntax-tree node (``/`` and ``@`` are refused)
BINARY_SYMBOLS: dict[type, str] = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**",
    ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
}
#: the unary operators, by syntax-tree node
UNARY_SYMBOLS: dict[type, str] = {ast.USub: "-", ast.UAdd: "+", ast.Invert: "~", ast.Not: "not"}
#: the comparison operators, by syntax-tree node (``is`` and ``is not`` are refused)
COMPARE_SYMBOLS: dict[type, str] = {
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
    ast.In: "in", ast.NotIn: "not in",
}

#: how error messages name the constructs outside the allow-list
NODE_NAMES = {
    ast.Lambda: "'lambda'", ast.NamedExpr: "assignment expression ':='", ast.Dict: "dict literal",
    ast.DictComp: "dict comprehension", ast.SetComp: "set comprehension",
    ast.JoinedStr: "f-string", ast.FormattedValue: "f-string", ast.Await: "'await'",
    ast.Yield: "'yield'", ast.YieldFrom: "'yield from'", ast.Starred: "starred expression",
    ast.Slice: "slice",
}


# ----------------------------------------------------------------------------
# formatting for messages

_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_NAME_RE = re.compile(r"[A-Za-z_0-9]+|\S")


def _escape_char(ch: str) -> str:
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    if ch.isprintable():
        return ch
    # control, format, separator and surrogate characters: shown as escapes, so a message
    # stays on one line and can always be printed
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else (f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")


def quote(text: str, limit: int = 160) -> str:
    """``text`` in single quotes for a one-line message.

    Args:
        text: any string (a rule, a token, a sub-expression).
        limit: longer texts are cut to ``limit`` characters, ending in ``...``.

    Returns:
        The quoted text; quotes, backslashes and characters that are not printable are shown
        as escapes, so the message stays on one line.
    """
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    if not all(c.isprintable() and c not in "\\'" for c in text):
        text = "".join(_escape_char(c) for c in text)
    return "'" + text + "'"


def fmt(v: Any) -> str:
    """A short one-line rendering of a rule value for error messages.

    Args:
        v: an int, a bool, a tuple of them or a range (anything else is shown by its type).

    Returns:
        The text: integers of 30 digits or more as ``<N-bit integer>``, tuples cut after 8
        elements.
    """
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, int):
        if -(10**30) < v < 10**30:
            return str(v)
        return f"<{v.bit_length()}-bit integer>"
    if isinstance(v, tuple):
        parts = [fmt(x) for x in v[:8]]
        if len(v) > 8:
            parts.append("...")
        return "(" + ", ".join(parts) + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, range):
        return repr(v)
    return f"<{type(v).__name__}>"


# ----------------------------------------------------------------------------
# reading a rule


def _syntax_error(source: str, exc: SyntaxError) -> RuleError:
    q = quote(source)
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
                         f"{quote(tok)} ({reason})")
    m = _NAME_RE.match(line, offset - 1) or _NAME_RE.search(line, offset - 1)
    tok = m.group(0) if m else line[offset - 1:offset]
    where = f"line {lineno}, column {offset}" if multi else f"column {offset}"
    return RuleError(f"rule {q}: syntax error at {where} near {quote(tok)} ({reason})")


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


def read_rule(source: str) -> tuple[str, ast.expr]:
    """Check a rule's text against the limits and parse it.

    Args:
        source: the rule text.

    Returns:
        ``(text, tree)``: the text without surrounding white space and the syntax tree of the
        expression (the body of an ``ast.Expression``), not yet checked against the allow-list.

    Raises:
        RuleError: ``source`` is not a string, is empty, is longer than
            :data:`MAX_SOURCE_LENGTH` characters, contains a NUL character, is nested more
            than :data:`MAX_DEPTH` levels deep (brackets or operators), or does not parse
            (the message gives the column and the token).
    """
    if not isinstance(source, str):
        raise RuleError(f"rule {quote(repr(source))}: a rule must be a string")
    if not source.strip():
        raise RuleError(f"rule {quote(source)}: the rule is empty")
    if len(source) > MAX_SOURCE_LENGTH:
        raise RuleError(f"rule {quote(source, 60)}: rule too long ({len(source)} characters; "
                        f"at most {MAX_SOURCE_LENGTH} are allowed)")
    if "\x00" in source:
        raise RuleError(f"rule {quote(source)}: the rule contains a NUL character")
    if _bracket_depth(source) > MAX_DEPTH:
        raise RuleError(f"rule {quote(source, 60)}: rule too deeply nested (more than {MAX_DEPTH} "
                        "levels of brackets)")
    text = source.strip()
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise _syntax_error(text, exc) from None
    except (RecursionError, MemoryError, ValueError, OverflowError):
        raise RuleError(f"rule {quote(source, 60)}: rule too deeply nested or too complex") from None
    if _tree_depth(tree.body) > MAX_DEPTH:
        raise RuleError(f"rule {quote(source, 60)}: rule too deeply nested (more than {MAX_DEPTH} "
                        "levels of operators)")
    return text, _SequenceCalls().visit(tree).body


class _SequenceCalls(ast.NodeTransformer):
    """``G(x)`` -> ``G[x]`` for the sequences a rule may call
    (:func:`gamecheck.lang.sequence.is_called_sequence`), keeping the call's place in the text."""

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if (isinstance(node.func, ast.Name) and is_called_sequence(node.func.id) and len(node.args) == 1
                and not node.keywords and not isinstance(node.args[0], ast.Starred)):
            sub = ast.Subscript(value=node.func, slice=node.args[0], ctx=ast.Load())
            return ast.copy_location(sub, node)
        return node


def loop_variable(gen: ast.comprehension, fail: Callable[[str], RuleError], seg: Callable[[ast.AST], str]) -> str:
    """The name a comprehension's ``for`` clause binds: ``async for`` and a target that is not
    a single name are refused with ``fail(message)`` (``seg`` shows the target's source).  The
    caller checks the name itself (the rules and the option lists allow different names)."""
    if gen.is_async:
        raise fail("'async for' is not allowed")
    if not isinstance(gen.target, ast.Name):
        raise fail(f"the target of 'for' must be a single name, not {quote(seg(gen.target))}")
    return gen.target.id
