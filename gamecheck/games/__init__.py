"""The ruleset registry: names, aliases and spec strings.

Every ruleset class declares its names (``name``, ``aliases``, ``explore_names``),
parameters (``param_help``) and abilities (``is_heap_game``, ``splits_heaps``,
``periodicity_theorem``, ``has_smt_encoding``, ... on :class:`~gamecheck.games.base.Ruleset`);
:func:`register` (:mod:`gamecheck.games.registry`) files each class here under all its names.

A ruleset is named by a *spec string*: a registry name or alias, optionally
called with parameters, e.g. ``nim``, ``bash(m=3)``, ``subtraction(set=[1,3,6])``,
``sum(nim, subtraction(set=[1,2]))``. Spec strings are parsed with an allow-list
over Python's ``ast`` (names, calls, integer and list literals) -- never evaluated.
"""

from __future__ import annotations

import ast
import re
from typing import Any, Iterable

from gamecheck.errors import UsageError
from gamecheck.games.base import Move, Ruleset, Translation, printable, show_value
from gamecheck.position import MAX_PARTS, Position, format_position
from gamecheck.games.moore import MooreNim
from gamecheck.games.nim import Nim
from gamecheck.games.subtraction import (
    AllBut, Bash, PredicateSubtraction, SubtractFibonacci, SubtractionGame, SubtractPrimes, SubtractSquares,
    parse_subtraction_set,
)
from gamecheck.games.heap import HeapRules
from gamecheck.games.takebreak import (
    DawsonsChess, DawsonsKayles, GrundysGame, Guiles, Kayles, LaskersNim, OctalGame, Officers, TakeAndBreak,
    heap_game, heap_game_from_json, heap_game_names, is_heap_game, parse_octal,
)
from gamecheck.games.sums import DisjunctiveSum
from gamecheck.games.wythoff import Wythoff
from gamecheck.games.fibonacci import FibonacciNim
from gamecheck.games.staircase import StaircaseNim
from gamecheck.games.halving import TakeHalf
from gamecheck.games.newnim import NewNim
from gamecheck.games.coins import CoinTurning
from gamecheck.games.turning import (
    Grunt, MockTurtleFives, MockTurtles, Moebius, Mogul, Moidores, Motley, Ruler, RulerFives, Rugs, Sym, Sympler,
    Triplets, TripletFives, TurningCorners, TurningGame, TurningProduct, TurningTurtles, Turnips, Twins, TURNING_GAMES,
    TURNING_PRODUCTS, parse_turning_code,
)
from gamecheck.games.misere import Misere
from gamecheck.games.custom import GeneralGame, HeapMovesGame, load_game, game_from_table
from gamecheck.games.graphgame import GraphGame, load_graph
from gamecheck.games.registry import REGISTRY, register, lookup

__all__ = [
    "Move", "Position", "Ruleset", "Translation", "Nim", "SubtractionGame", "Bash",
    "DisjunctiveSum", "MooreNim", "REGISTRY", "register", "lookup", "make_ruleset", "list_rulesets",
    "format_position", "parse_subtraction_set", "MAX_PARTS",
    "Wythoff", "FibonacciNim", "StaircaseNim", "TakeHalf", "NewNim", "CoinTurning", "Misere",
    "TurningGame", "TurningTurtles", "Twins", "MockTurtles", "Ruler", "TurningProduct", "TurningCorners", "Rugs",
    "Moebius", "Mogul", "Moidores", "Motley", "Triplets", "MockTurtleFives", "TripletFives", "RulerFives", "Turnips",
    "Grunt", "Sym", "Sympler", "parse_turning_code",
    "HeapRules", "AllBut", "PredicateSubtraction", "SubtractSquares", "SubtractPrimes", "SubtractFibonacci",
    "TakeAndBreak", "OctalGame", "Kayles", "DawsonsKayles", "DawsonsChess", "Officers", "Guiles", "GrundysGame",
    "LaskersNim", "parse_octal", "heap_game", "heap_game_from_json", "heap_game_names", "is_heap_game",
    "GeneralGame", "HeapMovesGame", "load_game", "game_from_table", "GraphGame", "load_graph",
]

for _cls in (Nim, SubtractionGame, Bash, DisjunctiveSum, Wythoff, FibonacciNim, StaircaseNim, TakeHalf, NewNim,
             CoinTurning, Misere, MooreNim, AllBut, SubtractSquares, SubtractPrimes, SubtractFibonacci, OctalGame,
             Kayles, DawsonsKayles, DawsonsChess, Officers, Guiles, GrundysGame, LaskersNim, GeneralGame, GraphGame):
    register(_cls)
for _cls in TURNING_GAMES + TURNING_PRODUCTS:  # coin-turning games, their named members and products
    register(_cls)
# the predicate subtraction family: ``gamecheck explore predicate --predicate=squares``; its members are
# registered above (subtract-squares, ...)
register(PredicateSubtraction, explore_only=True)


#: the longest ruleset spec accepted (room for an inline game's moves, up to 2,000 characters each)
MAX_SPEC_LENGTH = 5000
#: the deepest nesting of a spec (``sum(sum(...))``, ``misere(...)``, lists)
MAX_SPEC_DEPTH = 20


def make_ruleset(spec: str, params: dict[str, Any] | None = None) -> Ruleset:
    """Build a ruleset from a spec string and extra keyword parameters.

    Args:
        spec: e.g. ``"nim"``, ``"bash(m=3)"``, ``"sum(nim, subtraction(set=[1,2]))"``.
        params: more parameters for the outermost ruleset (override the spec's).

    Returns:
        the ruleset instance.

    Raises:
        UsageError: on an unknown name, a bad parameter, or a spec that does not parse, is
            longer than 5,000 characters or nested more than 20 levels deep (one line each).
    """
    if not isinstance(spec, str):
        raise UsageError(f"ruleset spec {show_value(spec)} is not allowed; give a name such as nim or bash(m=3)")
    if params is not None and not isinstance(params, dict):
        raise UsageError(f"ruleset parameters {show_value(params)} are not allowed; give a table of name = value")
    for key in params or {}:
        if not isinstance(key, str) or not key.isidentifier():
            raise UsageError(f"ruleset parameter name {show_value(key)} is not allowed; give a name such as heaps or m")
    shown = printable(spec.strip())
    if len(shown) > 80:
        shown = shown[:77] + "..."
    text = _outside_strings(spec.strip())
    if not text:
        raise UsageError("empty ruleset name; see `gamecheck rulesets`")
    if len(text) > MAX_SPEC_LENGTH:
        raise UsageError(f"ruleset spec '{shown}' is longer than {MAX_SPEC_LENGTH} characters")
    if _bracket_depth(text) > MAX_SPEC_DEPTH:
        raise UsageError(f"ruleset spec '{shown}' is nested more than {MAX_SPEC_DEPTH} levels deep")
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        raise UsageError(f"ruleset spec '{shown}' does not parse; write NAME or NAME(key=value, ...)") from None
    return _build(tree.body, shown, dict(params or {}))


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')


def _rewrite(text: str) -> str:
    """``heap-moves`` -> ``heap_moves`` (names may be written with hyphens), and
    ``octal:0.77`` / ``hex:0.F7`` / ``octal:4!.0`` -> ``octal(code="0.77")`` (codes hold digits,
    letters, a point, and CGSuite's brace sets, repeats and modifiers, :data:`_CODE`)."""
    text = re.sub(r"(?<=[A-Za-z0-9])-(?=[A-Za-z])", "_", text)
    return re.sub(r"\b(octal|hex|hexadecimal):\s*(" + _CODE + r"*[.·]" + _CODE + r"*)", r'octal(code="\2")', text)


#: one unit of a take-and-break code after ``octal:``: a brace set, a repeat (which may hold brace
#: sets), a ``&N;`` digit, or a digit, letter, ``*`` or modifier (``4!.0``, ``0.{2,3}``, ``0.[3]``)
_CODE = r"(?:\{[^{}()\"']*\}|\[(?:\{[^{}()\"']*\}|[^\[\]{}()\"',\s])*\]|&\d+;|[0-9A-Za-z!?=*])"


def _outside_strings(text: str) -> str:
    """:func:`_rewrite` applied outside quoted strings (a game's moves, a file name)."""
    out, last = [], 0
    for m in _STRING.finditer(text):
        out.append(_rewrite(text[last:m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(_rewrite(text[last:]))
    return "".join(out)


def _bracket_depth(text: str) -> int:
    depth = best = 0
    for ch in text:
        if ch in "([{":
            depth += 1
            best = max(best, depth)
        elif ch in ")]}":
            depth -= 1
    return best


def _literal(node: ast.AST, spec: str) -> Any:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, str)) and not isinstance(node.value, bool):
        return node.value
    if (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant)
            and isinstance(node.operand.value, int) and not isinstance(node.operand.value, bool)):
        return -node.operand.value
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return [_literal(e, spec) for e in node.elts]
    raise UsageError(f"ruleset spec '{spec}': value '{_segment(node)}' is not allowed; use integers, lists of integers or quoted text")


def _segment(node: ast.AST) -> str:
    try:
        text = ast.unparse(node)
    except Exception:  # noqa: BLE001 - only for the message
        text = type(node).__name__
    text = printable(text)
    return text if len(text) <= 60 else text[:57] + "..."


def _build(node: ast.AST, spec: str, extra: dict[str, Any]) -> Ruleset:
    if isinstance(node, ast.Name):
        cls = lookup(node.id)
        if cls is DisjunctiveSum:
            raise UsageError("ruleset 'sum' needs components, e.g. sum(nim, bash(m=3))")
        return cls.from_params(**extra)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        cls = lookup(node.func.id)
        if cls is DisjunctiveSum:
            if node.keywords:
                raise UsageError(f"ruleset spec '{spec}': sum(...) takes component rulesets, not keywords")
            if extra:
                raise UsageError(f"ruleset spec '{spec}': parameters {sorted(extra)} do not apply to a sum")
            if not node.args:
                raise UsageError(f"ruleset spec '{spec}': sum(...) needs at least one component ruleset, "
                                 "e.g. sum(nim, bash(m=3))")
            parts = [_build(a, spec, {}) for a in node.args]
            if any(c.misere for c in parts):
                raise UsageError(f"ruleset spec '{spec}': misère play applies to a whole game; write misere(sum(...))")
            return DisjunctiveSum(parts)
        if cls is Misere:
            if node.keywords or len(node.args) != 1:
                raise UsageError(f"ruleset spec '{spec}': misere(...) takes exactly one ruleset, e.g. misere(bash(m=3))")
            return Misere(_build(node.args[0], spec, extra))
        if node.args:
            raise UsageError(f"ruleset spec '{spec}': give parameters by name, e.g. {cls.name}(key=value)")
        kwargs = {}
        for kw in node.keywords:
            if kw.arg is None:
                raise UsageError(f"ruleset spec '{spec}': '**' is not allowed")
            if kw.arg in kwargs:
                raise UsageError(f"ruleset spec '{spec}': parameter '{kw.arg}' is given twice")
            kwargs[kw.arg] = _literal(kw.value, spec)
        kwargs.update(extra)
        return cls.from_params(**kwargs)
    raise UsageError(f"ruleset spec '{spec}' is not allowed; write NAME or NAME(key=value, ...)")


def list_rulesets() -> list[dict[str, Any]]:
    """Every registered ruleset as ``{"name", "aliases", "summary", "params"}``."""
    return [
        {"name": cls.name, "aliases": list(cls.aliases), "summary": cls.summary, "params": dict(cls.param_help)}
        for cls in sorted(REGISTRY.values(), key=lambda c: c.name)
    ]


def coerce_param(text: str) -> Any:
    """Turn a command-line parameter value into an int when it is one, else keep the text."""
    t = text.strip()
    if re.fullmatch(r"-?\d{1,4000}", t):  # (Python reads at most 4,300 digits)
        return int(t)
    return t


def parse_param_options(items: Iterable[str]) -> dict[str, Any]:
    """Parse ``-p key=value`` options.

    Raises:
        UsageError: on an item without ``=``.
    """
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = str(item).partition("=")
        if not sep or not key.strip().isidentifier():
            raise UsageError(f"parameter '{printable(str(item))[:60]}' is not of the form key=value (key a name such as heaps)")
        out[key.strip()] = coerce_param(value)
    return out
