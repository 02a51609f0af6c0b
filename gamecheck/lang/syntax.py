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
    _value_bool_ops(tree.body, text, truth=True)
    return text, _SequenceCalls().visit(tree).body


def check_value_rule(source: str) -> None:
    """Refuse a rule whose whole value is read as a number or a tuple (a Grundy formula, a move, a
    strategy, a ``let`` helper) when it is ``and``/``or`` over numbers (``n % 4 or 1``): see
    :func:`_value_bool_ops`. :func:`read_rule` reads a whole rule as a condition, where the two
    readings agree.

    Raises:
        RuleError: the text does not parse, or its value would differ from Python's.
    """
    text, tree = read_rule(source)
    _value_bool_ops(tree, text, truth=False)


#: the functions of the rule language whose value is True or False
_BOOLEAN_CALLS = frozenset({"any", "all", "is_fib"})


def _is_boolean(node: ast.AST) -> bool:
    """The expression's value is True or False wherever it is defined (a comparison, ``not``,
    a constant, ``and``/``or`` of such, ``any``/``all``/``is_fib``)."""
    if isinstance(node, ast.Compare) or (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)):
        return True
    if isinstance(node, ast.Constant):
        return isinstance(node.value, bool)
    if isinstance(node, ast.BoolOp):
        return all(_is_boolean(v) for v in node.values)
    if isinstance(node, ast.IfExp):
        return _is_boolean(node.body) and _is_boolean(node.orelse)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _BOOLEAN_CALLS


def _value_bool_ops(node: ast.AST, text: str, truth: bool) -> None:
    """Refuse ``and``/``or`` over numbers where the result is used as a value. In Python ``n % 4 or 1``
    is the first true operand (a number); the rule language's ``and``/``or`` are the connectives of
    logic and give True or False. The two agree wherever only the truth of the result is read (a
    condition, ``not``, the test of ``if``, a comprehension's ``if``) or every operand is True or
    False; anywhere else the rule would silently mean something other than the Python it is written
    in, so it is refused. A whole rule is read as a condition by :func:`read_rule` and as a
    value by :func:`check_value_rule` (for the fields whose value is a number or a tuple)."""
    if isinstance(node, ast.BoolOp):
        if not truth and not all(_is_boolean(v) for v in node.values):
            op = "or" if isinstance(node.op, ast.Or) else "and"
            raise RuleError(f"rule {quote(text, 60)}: '{quote(ast.unparse(node), 50)[1:-1]}' uses '{op}' on a number "
                            f"where its value is used; in Python '{op}' returns one of its operands, in the rule "
                            "language True or False: compare each part (x != 0) or write 'a if a else b'")
        for v in node.values:
            _value_bool_ops(v, text, truth)
        return
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        _value_bool_ops(node.operand, text, True)
        return
    if isinstance(node, ast.IfExp):
        _value_bool_ops(node.test, text, True)
        _value_bool_ops(node.body, text, truth)
        _value_bool_ops(node.orelse, text, truth)
        return
    if isinstance(node, ast.comprehension):
        _value_bool_ops(node.iter, text, False)
        for cond in node.ifs:
            _value_bool_ops(cond, text, True)
        return
    for child in ast.iter_child_nodes(node):
        _value_bool_ops(child, text, False)


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
