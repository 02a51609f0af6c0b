"""The environment a rule is evaluated in: one builder for scalar, vectorised and symbolic use.

A rule (:mod:`gamecheck.lang.expr`) reads names bound to the position it is evaluated at:

* ``x1 .. xk`` -- the parts of the position, and the ruleset's own part names (``p`` for the
  phase of New Nim, ``n`` and ``c`` for Fibonacci Nim; a part name that is also an ``xi``
  means that part);
* ``heaps`` -- the parts that are heaps (every part but those named in
  :data:`NON_HEAP_PARTS`) and ``k``, their number; ``n`` -- the one heap of a one-heap game;
* the ruleset's parameters (``m`` of Bash, ``S`` of a subtraction game, ``K`` of Moore's Nim);
* ``let`` helpers of the claim, each evaluated in the environment of the helpers before it;
* and, where the checker computes them, the Grundy values ``g1 .. gc`` of the components of a
  disjunctive sum and the labels :data:`LABEL_NAMES` (P-position, Grundy value,
  remoteness...), which need the game graph and are added by the layers above
  (:mod:`gamecheck.checker.context`).

The parts are just values: Python ints (replaying one position), numpy columns (every position
of a domain at once) or z3 terms (the prover's symbolic positions) all give the same names, so
the exhaustive checker, the chunked checker and the prover speak one language.

The language sits below the rulesets in the package's layers: a ruleset is taken duck-typed
(:class:`RuleVariables`, which :class:`gamecheck.games.base.Ruleset` satisfies).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Protocol, Sequence

import numpy as np

from gamecheck.lang import expr as rexpr

__all__ = [
    "LABEL_NAMES", "NON_HEAP_PARTS", "RuleVariables", "heap_columns", "position_env", "names_used",
    "needed_lets", "bind_lets", "allowed_names", "restrict_env", "env_at",
]

#: the labels a rule may read where the checker has labelled the domain by retrograde analysis:
#: ``P``, ``N``, ``D`` (normal-play outcome), ``MP`` (misère P-position), ``g`` (Grundy value),
#: ``terminal``, ``wins`` (the number of winning moves), ``rem`` (remoteness), ``G`` (the Grundy
#: sequence of a one-heap game)
LABEL_NAMES = ("P", "N", "D", "MP", "g", "terminal", "wins", "rem", "G")

#: part names that are not heaps (the phase of New Nim, the move cap of Fibonacci Nim)
NON_HEAP_PARTS = ("p", "c")


class RuleVariables(Protocol):
    """What the rule environment needs of a ruleset (:class:`gamecheck.games.base.Ruleset` has
    it all): the language sits below the games in the package's layers, so it names only this."""

    def part_names(self, k: int | None = None) -> tuple[str, ...]: ...
    def variables(self, k: int | None = None) -> dict[str, Any]: ...
    def variable_names(self, k: int | None = None) -> tuple[str, ...]: ...


def heap_columns(ruleset: RuleVariables, parts: Sequence[Any]) -> list[Any]:
    """The parts of a position that are heaps (``heaps`` and ``k`` in rules).

    Args:
        ruleset: names the parts (:meth:`part_names`).
        parts: the ``k`` parts (ints, numpy columns or z3 terms).

    Returns:
        the parts whose name is not in :data:`NON_HEAP_PARTS`, in order.
    """
    names = ruleset.part_names(len(parts))
    return [c for name, c in zip(names, parts) if name not in NON_HEAP_PARTS]


def position_env(ruleset: RuleVariables, parts: Sequence[Any]) -> dict[str, Any]:
    """The rule variables of a position: ``x1..xk``, ``heaps``, ``k``, ``n`` for one heap, the
    ruleset's part names and its parameters.

    Args:
        ruleset: gives the part names and parameters.
        parts: the ``k`` parts of the position -- Python ints for one position, numpy columns
            for many positions at once (each of shape ``(size,)``), or z3 terms for a symbolic
            position.

    Returns:
        a new dict; ``heaps`` is a tuple, a parameter given as a list becomes a tuple (the form
        every evaluator takes). A part name overrides the ``xi`` of the same name (New Nim
        names its parts ``p, x1, .., x(k-1)``).
    """
    k = len(parts)
    env: dict[str, Any] = {f"x{i + 1}": c for i, c in enumerate(parts)}
    heaps = heap_columns(ruleset, parts)
    env["heaps"] = tuple(heaps)
    env["k"] = len(heaps)
    if k == 1:
        env["n"] = parts[0]
    for name, c in zip(ruleset.part_names(k), parts):
        env[name] = c
    for name, v in ruleset.variables(k).items():
        env[name] = tuple(v) if isinstance(v, list) else v
    return env


def names_used(texts: Iterable[str | None]) -> set[str]:
    """The free names the rule texts use (``None`` and empty texts are skipped).

    Raises:
        RuleError: for a text that does not parse (:func:`gamecheck.lang.expr.parse`).
    """
    used: set[str] = set()
    for t in texts:
        if t:
            used |= set(rexpr.parse(t).names)
    return used


def needed_lets(lets: Mapping[str, str], texts: Iterable[str | None]) -> list[str]:
    """The ``let`` helpers the texts use, directly or through other helpers, in definition order.

    Only these are evaluated: a helper may be defined only where it is used (for instance one a
    strategy uses, undefined at P-positions), so evaluating it elsewhere could raise.

    Args:
        lets: the claim's helpers, name -> rule text, in definition order (a helper may use
            the helpers before it).
        texts: the rules that will be evaluated.

    Returns:
        the names of the helpers to evaluate, in definition order.

    Raises:
        RuleError: for a text that does not parse.
    """
    used = names_used(texts)
    items = list(lets.items())
    for name, src in reversed(items):
        if name in used:
            used |= names_used([src])
    return [name for name, _ in items if name in used]


def bind_lets(env: Mapping[str, Any], names: Iterable[str],
              evaluate: Callable[[str, dict[str, Any]], Any]) -> dict[str, Any]:
    """``env`` with the ``let`` helpers ``names`` bound, in order, each evaluated in the
    environment that holds the helpers before it.

    Args:
        env: the environment (left unchanged).
        names: the helpers to bind, in definition order: :func:`needed_lets` for the rules
            about to be evaluated, or every helper of the claim (a strategy replay).
        evaluate: ``evaluate(name, env)`` gives the value of helper ``name`` in ``env``: e.g.
            ``Expr.evaluate`` for one position, ``Expr.evaluate_array`` for columns,
            ``Compiler.compile`` for z3 terms.

    Returns:
        a new dict.

    Raises:
        RuleError: from ``evaluate``.
    """
    out = dict(env)
    for name in names:
        out[name] = evaluate(name, out)
    return out


def allowed_names(ruleset: RuleVariables, lets: Iterable[str] = (), extra: Iterable[str] = ()) -> list[str]:
    """Every name a rule of a claim may use: the ruleset's variables and part names, ``extra``
    (e.g. the component Grundy values ``g1..gk`` of a multi-heap game), :data:`LABEL_NAMES`
    and the claim's ``let`` helpers.

    Returns:
        the names, without repeats (the allow-list :func:`gamecheck.lang.expr.parse` takes).
    """
    names = list(ruleset.variable_names()) + list(ruleset.part_names()) + list(extra)
    names += [n for n in LABEL_NAMES if n not in names]
    return list(dict.fromkeys(names)) + list(lets)


def _is_columns(v: Any) -> bool:
    return isinstance(v, tuple) and bool(v) and isinstance(v[0], np.ndarray)


def restrict_env(env: Mapping[str, Any], idx: np.ndarray) -> dict[str, Any]:
    """An environment of columns restricted to the positions ``idx`` (arrays and tuples of
    arrays are indexed; constants are kept).

    Args:
        env: names -> numpy columns of shape ``(size,)``, tuples of them, or constants.
        idx: int indices (or a bool mask) into the columns.
    """
    out: dict[str, Any] = {}
    for name, v in env.items():
        if isinstance(v, np.ndarray):
            out[name] = v[idx]
        elif _is_columns(v):
            out[name] = tuple(a[idx] for a in v)
        else:
            out[name] = v
    return out


def env_at(env: Mapping[str, Any], i: int) -> dict[str, Any]:
    """The scalar environment of position ``i`` of an environment of columns: Python ints and
    bools (for :meth:`gamecheck.lang.expr.Expr.evaluate` and witness texts)."""
    out: dict[str, Any] = {}
    for name, v in env.items():
        if isinstance(v, np.ndarray):
            out[name] = int(v[i]) if v.dtype != bool else bool(v[i])
        elif _is_columns(v):
            out[name] = tuple(int(a[i]) for a in v)
        else:
            out[name] = v
    return out
