"""Rule discovery: conjectures read off the labels of a game, simplest first.

Given the labels of a bounded domain (outcome and Grundy value of every position,
:func:`gamecheck.engine.label.label_domain`) -- or a one-heap Grundy sequence -- this
module searches families of candidate rules from the simplest up and returns every
candidate that agrees with *all* the data, as text in gamecheck's rule language
(:mod:`gamecheck.lang.expr`). Nothing here looks at a ruleset's name: the families are
tried on the numbers alone.

Families (``Candidate.family``):

* ``residue`` / ``periodic`` / ``arithmetic-periodic`` / ``linear`` -- one heap: the
  sequence (Grundy values, or the P/N pattern) is periodic from a preperiod on,
  possibly with a saltus (``g(n + p) = g(n) + s``; Winning Ways ch. 4; Guy and
  Smith 1956). Bash's game: ``n % 4 == 0``; one-heap Nim: ``n``.
* ``xor`` -- several heaps: the Grundy value is the nim-sum of one-heap values
  ``f(x1) ^ f(x2) ^ ...`` (Sprague 1935, Grundy 1939; Bouton 1901 for ``f(n) = n``),
  ``f`` found as a one-heap rule.
* ``linear`` -- several heaps: ``a1*x1 + ... + ak*xk == 0`` or ``(...) % m in R``.
* ``binary`` -- binary digits: ``popcount``, ``n + c`` a power of two, the odd part
  of ``n + c``; for several heaps Moore's rule (1910): the digit sums of every binary
  place are ``0 mod q``.
* ``zeckendorf`` -- ``is_fib(n + c)`` (Whinihan 1963, Zeckendorf 1972).
* ``threshold`` -- two parts: ``P iff x2 < f(x1)`` (or ``>=``) for ``f`` from a
  small library (``zeck_min(n)`` gives Fibonacci Nim's full solution).
* ``beatty`` -- two heaps: the P-positions are the pairs ``(floor(k a), floor(k b))``
  of complementary Beatty sequences (Beatty 1926; Wythoff 1907). ``a`` is fitted
  as an exact rational interval and recognised as a quadratic irrational of least
  height (:func:`recognise_quadratic`); the rule uses ``isqrt`` so it is exact.
* ``interleave`` -- one heap: ``g(2k + r)`` is ``a*k + b`` or ``g(k + c)`` for each
  parity ``r`` (the "fractal" sequences of take-a-fraction games; Levine 2006), a
  ``label-identity`` claim over ``g`` and the Grundy sequence ``G``.

A ruleset whose :meth:`~gamecheck.games.base.Ruleset.canonical` maps a lone
number ``N`` to another position (Fibonacci Nim: the start ``(N, N - 1)``) also gets
the one-heap families on those start positions, as rules with a ``where`` scope.

:func:`evaluate_candidates` then hands every candidate to the exhaustive checker
(:func:`gamecheck.checker.serial.check_claim`, by default at twice the data's bound when
affordable) and, where the rule compiles to z3, to the prover
(:func:`gamecheck.prover.prove.prove_claim`). Only those tools ever say ``holds`` or
``proved``; discovery itself only says "consistent with the data".
"""

from __future__ import annotations

import ast
import math
import re
import time
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable, Sequence

import numpy as np

from gamecheck.checker.context import claim_domain, claim_ruleset, truth
from gamecheck.checker.serial import check_claim
from gamecheck.claims import claim_from_dict
from gamecheck.domain import BoxDomain, Domain
from gamecheck.engine.graph import count_options
from gamecheck.engine.labels import OUTCOME_P, LabelArrays
from gamecheck.errors import GamecheckError, UsageError
from gamecheck.engine.periodicity import find_period
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import LABEL_NAMES, position_env, restrict_env
from gamecheck.prover.prove import prove_claim

__all__ = [
    "Candidate", "QuadraticIrrational", "discover", "discover_sequence", "evaluate_candidates",
    "candidate_claim", "beatty_interval", "recognise_quadratic",
]

#: the order families are listed in when two candidates are equally simple
FAMILIES = ("residue", "linear", "periodic", "arithmetic-periodic", "xor", "binary", "zeckendorf",
            "threshold", "beatty", "interleave")
#: largest table (preperiod + period) written into a rule
MAX_TABLE = 120
#: largest modulus of the linear family
MAX_MODULUS = 10
#: largest height of the minimal polynomial searched by :func:`recognise_quadratic`
MAX_HEIGHT = 24
#: fewest Beatty pairs (besides (0, 0)) before an irrational is fitted
MIN_BEATTY_PAIRS = 6
#: the default check bound is shrunk until the domain has at most this many positions ...
CHECK_POSITIONS = 250_000
#: ... and (estimated) options
CHECK_OPTIONS = 3_000_000
#: claim kinds the prover takes
_PROVABLE = ("p-rule", "grundy")


# ---------------------------------------------------------------------------------------------
# the result type


@dataclass
class Candidate:
    """A conjectured rule, consistent with all the data it was found from.

    Attributes:
        kind: ``"p-rule"`` (the P-positions are where the rule is true), ``"grundy"``
            (the Grundy value is the rule's value) or ``"label-identity"`` (the rule,
            over ``g`` and the Grundy sequence ``G``, is true everywhere).
        rule: rule-language text, valid for :func:`gamecheck.checker.serial.check_claim`.
        family: see the module text (``"residue"``, ``"xor"``, ``"beatty"``, ...).
        complexity: the size of the rule's syntax tree (plus its ``where``): smaller
            is simpler; lists are sorted by it.
        description: one sentence for a human reader.
        details: family-specific facts (``period``, ``preperiod``, ``alpha``, ...) and
            ``data_bound``, the bound of the data the rule was fitted to.
        check: filled by :func:`evaluate_candidates`: ``verdict``, ``bound``,
            ``positions``, ``witness``, ``reason``, ``seconds``.
        prove: filled by :func:`evaluate_candidates`: ``verdict`` (``proved``,
            ``refuted``, ``inconclusive``, or ``skipped`` when the prover cannot take
            the claim -- ``reason`` says why), ``bits``, ``method``, ``seconds``;
            ``None`` when no proof was asked for.
        where: the positions the rule speaks of (``None``: all of them), e.g.
            ``"c == n - 1"`` for the start positions of Fibonacci Nim.
    """

    kind: str
    rule: str
    family: str
    complexity: int
    description: str
    details: dict = field(default_factory=dict)
    check: dict | None = None
    prove: dict | None = None
    where: str | None = None

    def to_json(self) -> dict:
        """The candidate as a JSON-ready dict (every field)."""
        return {
            "kind": self.kind, "rule": self.rule, "where": self.where, "family": self.family,
            "complexity": self.complexity, "description": self.description, "details": _jsonable(self.details),
            "check": _jsonable(self.check), "prove": _jsonable(self.prove),
        }


def _jsonable(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (np.floating,)):
        return float(v)
    if isinstance(v, np.bool_):
        return bool(v)
    if isinstance(v, Fraction):
        return str(v)
    return v


def _complexity(rule: str, where: str | None = None) -> int:
    """The number of syntax-tree nodes of the rule (and its scope), operators and
    contexts not counted: a description length."""
    skip = (ast.expr_context, ast.operator, ast.boolop, ast.cmpop, ast.unaryop)
    total = 0
    for text in (rule, where):
        if text:
            total += sum(1 for node in ast.walk(ast.parse(text, mode="eval").body) if not isinstance(node, skip))
    return total


def _cand(kind: str, rule: str, family: str, description: str, details: dict | None = None,
          where: str | None = None) -> Candidate:
    return Candidate(kind, rule, family, _complexity(rule, where), description, dict(details or {}), where=where)


# ---------------------------------------------------------------------------------------------
# small text helpers


def _paren(text: str) -> str:
    """``text`` in brackets unless it is a name, a number, a call or a subscript."""
    node = ast.parse(text, mode="eval").body
    if isinstance(node, (ast.Name, ast.Call, ast.Subscript)):
        return text
    if isinstance(node, ast.Constant) and not (isinstance(node.value, int) and node.value < 0):
        return text
    return f"({text})"


def _tuple_text(values: Iterable[Any]) -> str:
    vals = [str(int(v)) if not isinstance(v, (bool, np.bool_)) else str(bool(v)) for v in values]
    return "(" + ", ".join(vals) + ("," if len(vals) == 1 else "") + ")"


def _plus(text: str, c: int) -> str:
    """``text + c`` written naturally (``n``, ``n + 2``, ``n - 1``)."""
    if c == 0:
        return text
    return f"{text} + {c}" if c > 0 else f"{text} - {-c}"


def _scale(a: int, text: str) -> str:
    if a == 1:
        return text
    if a == -1:
        return f"-{_paren(text)}"
    return f"{a} * {_paren(text)}"


def _membership(var: str, values: Sequence[int]) -> str:
    if len(values) == 1:
        return f"{var} == {int(values[0])}"
    return f"{var} in {_tuple_text(values)}"


def _after_table(v: Sequence[int], pre: int, var: str, tail: str) -> str:
    """The rule ``tail`` from ``var = pre`` on, the values ``v[:pre]`` (a table) before it."""
    if pre == 0:
        return tail
    if pre == 1:
        return f"{int(v[0])} if {var} == 0 else {tail}"
    return f"{_tuple_text(v[:pre])}[{var}] if {var} < {pre} else {tail}"


def _rename(rule: str, old: str, new: str) -> str:
    """The rule with the variable ``old`` renamed ``new`` (whole names only; the
    generated texts have no strings, so a token match is exact and keeps the brackets)."""
    return re.sub(rf"(?<![A-Za-z0-9_]){re.escape(old)}(?![A-Za-z0-9_])", new, rule)


# ---------------------------------------------------------------------------------------------
# the data: positions, labels and the rule environment


@dataclass
class _Data:
    """Labelled positions in the form the families and the consistency check use."""

    names: tuple[str, ...]          # the rule variables of the parts (``n`` for one heap)
    cols: list[np.ndarray]          # the parts of every position
    size: int
    P: np.ndarray | None            # bool: a P-position (in the ruleset's own play)
    grundy: np.ndarray | None       # int64, None when some value is undefined (loopy) or misère
    env: dict[str, Any]             # the rule environment (parts, heaps, k, parameters, labels)
    allowed: tuple[str, ...]        # names a rule may use
    box: BoxDomain | None
    data_bound: Any                 # list of per-part bounds (a box) or the largest part
    contiguous: bool = False        # one heap, positions exactly 0..N in order


def _data_from_labels(ruleset: Any, labels: LabelArrays, domain: Domain) -> _Data:
    if len(labels) != domain.size:
        raise UsageError(f"labels cover {len(labels):,} positions but the domain has {domain.size:,}")
    k = domain.k
    cols = [np.asarray(c, dtype=np.int64) for c in domain.columns()]
    part_names = tuple(ruleset.part_names(k))
    env = position_env(ruleset, cols)  # parts, heaps, k, n (one heap), parameters
    misere = bool(ruleset.misere)
    P = truth(labels, misere) == OUTCOME_P
    g = np.asarray(labels.grundy, dtype=np.int64)
    grundy = None if (misere or (g.size and int(g.min()) < 0)) else g
    box = domain if isinstance(domain, BoxDomain) else None
    contiguous = k == 1 and bool(np.array_equal(cols[0], np.arange(domain.size)))
    names: tuple[str, ...] = ("n",) if k == 1 else part_names
    env["P"] = P
    env["N"] = ~P
    if grundy is not None:
        env["g"] = grundy
        if contiguous:
            env["G"] = tuple(int(v) for v in grundy.tolist())
    allowed = tuple(dict.fromkeys(list(env) + list(ruleset.variable_names(k)) + list(LABEL_NAMES)))
    data_bound: Any = list(box.bounds) if box is not None else int(max(int(c.max()) for c in cols))
    return _Data(names, cols, domain.size, P, grundy, env, allowed, box, data_bound, contiguous)


def _data_from_sequence(values: Sequence[int]) -> _Data:
    g = np.asarray([int(v) for v in values], dtype=np.int64)
    if g.ndim != 1 or g.size == 0:
        raise UsageError("values must be a non-empty sequence of Grundy values g(0), g(1), ...")
    if int(g.min()) < 0:
        raise UsageError("Grundy values are non-negative; got a negative value")
    n = np.arange(g.size, dtype=np.int64)
    P = g == 0
    env = {"n": n, "x1": n, "heaps": (n,), "k": 1, "g": g, "G": tuple(int(v) for v in g.tolist()), "P": P, "N": ~P}
    return _Data(("n",), [n], int(g.size), P, g, env, tuple(env), BoxDomain([g.size - 1]), [int(g.size - 1)],
                 True)


def _consistent(candidate: Candidate, data: _Data) -> bool:
    """True when the candidate's rule, evaluated with :mod:`gamecheck.lang.expr` at every
    position of the data (of its ``where`` scope), gives the data's labels."""
    try:
        rule = rexpr.parse(candidate.rule, data.allowed)
        env, size = data.env, data.size
        mask = None
        if candidate.where:
            mask = np.asarray(rexpr.parse(candidate.where, data.allowed).evaluate_array(env, size), dtype=bool)
            if mask.shape != (size,) or not mask.any():
                return False
            idx = np.flatnonzero(mask)
            env = restrict_env(env, idx)
            size = int(idx.size)
        got = rule.evaluate_array(env, size)
    except (GamecheckError, ValueError, TypeError, OverflowError, SyntaxError, RecursionError):
        return False
    if isinstance(got, tuple):
        return False
    got = np.asarray(got)
    if got.shape != (size,):
        got = np.broadcast_to(got, (size,))
    sel = (slice(None) if mask is None else mask)
    if candidate.kind == "p-rule":
        return data.P is not None and got.dtype == bool and bool(np.array_equal(got, data.P[sel]))
    if candidate.kind == "grundy":
        return data.grundy is not None and got.dtype != bool and bool(np.array_equal(got, data.grundy[sel]))
    if candidate.kind == "label-identity":
        return got.dtype == bool and bool(got.all())
    return False


def _finish(found: list[Candidate], data: _Data, max_candidates: int) -> list[Candidate]:
    """Keep the candidates consistent with all the data, once each, simplest first."""
    seen: set[tuple] = set()
    out = []
    for c in found:
        key = (c.kind, c.rule, c.where)
        if key in seen:
            continue
        seen.add(key)
        if not _consistent(c, data):
            continue
        c.details.setdefault("data_bound", data.data_bound)
        out.append(c)
    rank = {f: i for i, f in enumerate(FAMILIES)}
    out.sort(key=lambda c: (c.complexity, rank.get(c.family, len(rank)), c.kind, c.rule))
    return out[:max_candidates] if max_candidates is not None else out


# ---------------------------------------------------------------------------------------------
# one heap: periodic sequences and fixed templates


def _period_of(v: np.ndarray, arithmetic: bool) -> tuple[int, int, int] | None:
    """``(preperiod, period, saltus)`` read off ``v`` (via
    :func:`gamecheck.engine.periodicity.find_period`), kept only when the periodic
    tail is at least as long as the preperiod plus two periods -- else a table of the
    whole data would "explain" any sequence."""
    if v.size < 3:
        return None
    found = find_period(v, arithmetic=arithmetic)
    if found is None:
        return None
    pre, p, s = (int(x) for x in found)
    tail = v.size - pre
    if tail < pre + 2 * p or pre + p > MAX_TABLE:
        return None
    return pre, p, s


def _periodic_candidate(v: np.ndarray, pre: int, p: int, s: int, kind: str, var: str = "n") -> Candidate | None:
    """The rule "periodic from ``pre`` with period ``p`` and saltus ``s``" written out:
    a table for the preperiod, ``T[n % p] + s * (n // p)`` after it."""
    if v.size <= pre:
        return None
    base = []
    for r in range(p):
        nr = pre + ((r - pre) % p)
        if nr >= v.size:
            return None
        base.append(int(v[nr]) - s * (nr // p))
    if kind == "p-rule":
        if s != 0:
            return None
        R = [r for r in range(p) if base[r]]
        if not R:
            tail = "False"
        elif len(R) == p:
            tail = "True"
        elif len(R) == 1:
            tail = f"{var} % {p} == {R[0]}"
        else:
            tail = f"{var} % {p} in {_tuple_text(R)}"
        early = [n for n in range(pre) if v[n]]
        if pre == 0:
            rule = tail
        elif tail == "False":
            rule = _membership(var, early) if early else "False"
        elif tail == "True":
            rule = f"{var} >= {pre}" + (f" or {_membership(var, early)}" if early else "")
        elif not early:
            rule = f"{var} >= {pre} and {tail}"
        else:
            rule = f"{_membership(var, early)} if {var} < {pre} else {tail}"
        if rule in ("True", "False"):
            return None
        what = "P-positions: " + _describe_residues(var, p, R, pre, early)
    else:
        if s == 0:
            if len(set(base)) == 1:
                tail = str(base[0])
            elif base == list(range(p)):
                tail = f"{var} % {p}"
            else:
                tail = f"{_tuple_text(base)}[{var} % {p}]"
        else:
            step = var if p == 1 else f"{var} // {p}"
            term = _scale(s, step)
            if p == 1:
                tail = _plus(term, base[0])
            elif base == list(range(p)) and s == p:
                tail = var
            elif len(set(base)) == 1:
                tail = _plus(term, base[0])
            else:
                tail = f"{_tuple_text(base)}[{var} % {p}] + {term}"
        rule = _after_table(v, pre, var, tail)
        what = f"the Grundy value is {tail}" + (f" from {var} = {pre} on (a table before)" if pre else "")
        if s and (p > 1 or pre):
            what += f": arithmetic-periodic with period {p} and saltus {s}"
        elif p > 1 or pre:
            what += f": periodic with period {p}"
    family = ("residue" if pre == 0 else "periodic") if s == 0 else (
        "linear" if (p == 1 and pre == 0) else "arithmetic-periodic")
    details = {"preperiod": pre, "period": p, "saltus": s, "table": base}
    return _cand(kind, rule, family, what, details)


def _describe_residues(var: str, p: int, R: list[int], pre: int, early: list[int]) -> str:
    if not R and early:
        return f"only {var} = {', '.join(map(str, early))}"
    if not R:
        text = "none"
    elif len(R) == 1:
        text = f"{var} = {R[0]} mod {p}" if R[0] else f"the multiples of {p}"
    else:
        text = f"{var} mod {p} in {{{', '.join(map(str, R))}}}"
    if pre:
        text = f"{text} from {var} = {pre} on" + (f", and {', '.join(map(str, early))} before" if early else "")
    return text


#: one-heap Grundy templates: (family, rule, description)
_GRUNDY_TEMPLATES: list[tuple[str, str, str]] = [
    ("binary", "popcount(n)", "the Grundy value is the number of 1s in the binary expansion of n"),
    ("binary", "bitlen(n)", "the Grundy value is the number of binary digits of n"),
] + [
    ("binary", f"{_paren(_plus('n', c))} >> bitlen({_paren(_plus('n', c))} & -{_paren(_plus('n', c))})",
     f"the Grundy value is (m - 1) / 2 for the odd part m of n + {c} (strip the trailing binary zeros of "
     f"n + {c}, then one more digit)")
    for c in range(0, 4)
]

#: one-heap P-position templates: (family, rule, description)
_P_TEMPLATES: list[tuple[str, str, str]] = [
    ("zeckendorf", "is_fib(n)", "P-positions: n is a Fibonacci number"),
    ("zeckendorf", "is_fib(n + 1)", "P-positions: n + 1 is a Fibonacci number"),
    ("binary", "popcount(n) % 2 == 0", "P-positions: n has an even number of binary 1s (evil numbers)"),
    ("binary", "popcount(n) % 2 == 1", "P-positions: n has an odd number of binary 1s (odious numbers)"),
] + [
    ("binary", f"{_paren(_plus('n', c))} & {_paren(_plus('n', c - 1))} == 0",
     f"P-positions: n + {c} is a power of two" + (" (or zero)" if c == 0 else ""))
    for c in range(0, 4)
]


def _templates(kind: str, var: str) -> list[Candidate]:
    """The fixed one-heap templates of ``kind``, in the variable ``var``."""
    table = _P_TEMPLATES if kind == "p-rule" else _GRUNDY_TEMPLATES
    out = []
    for family, rule, text in table:
        r = rule if var == "n" else _rename(rule, "n", var)
        out.append(_cand(kind, r, family, text if var == "n" else _rename(text, "n", var)))
    return out


def _residue_candidates(nvals: np.ndarray, P: np.ndarray, var: str, where: str | None) -> list[Candidate]:
    """``P iff var % m in R`` on arbitrary heap sizes (not necessarily 0..N)."""
    out = []
    span = int(nvals.max()) - int(nvals.min()) + 1 if nvals.size else 0
    for m in range(2, min(40, span // 3) + 1):
        r = nvals % m
        cnt = np.bincount(r, minlength=m)
        pc = np.bincount(r, weights=P.astype(np.int64), minlength=m)
        if np.any((pc != 0) & (pc != cnt)) or np.any(cnt == 0):
            continue
        R = [int(i) for i in np.flatnonzero(pc == cnt)]
        if not R or len(R) == m:
            continue
        rule = f"{var} % {m} == {R[0]}" if len(R) == 1 else f"{var} % {m} in {_tuple_text(R)}"
        out.append(_cand("p-rule", rule, "residue", "P-positions: " + _describe_residues(var, m, R, 0, []),
                         {"period": m, "residues": R}, where=where))
        break  # the least modulus; its multiples say the same
    return out


# ---------------------------------------------------------------------------------------------
# one heap: interleaved ("fractal") sequences


def _interleave_candidates(v: np.ndarray, max_base: int = 6, shifts: Sequence[int] = (-2, -1, 0, 1, 2),
                           keep: int = 2) -> list[Candidate]:
    """``g(2k + r)`` is ``a*k + b`` or ``g(k + c)`` (``c`` small, ``k + c < 2k + r``),
    for each parity ``r``, from some ``n0 <= max_base`` on; at least one branch
    recursive. Written as a ``label-identity`` claim over ``g`` and ``G``."""
    N = v.size - 1
    if N < 24:
        return []
    branches: dict[int, list[tuple[str, Any, int]]] = {0: [], 1: []}
    for r in (0, 1):
        ks = np.arange((N - r) // 2 + 1, dtype=np.int64)
        vals = v[2 * ks + r]
        if ks.size < 4:
            return []
        a = int(vals[-1] - vals[-2])
        b = int(vals[-1] - a * ks[-1])
        ok = vals == a * ks + b
        branches[r].append(("affine", (a, b), 2 * _start(ok) + r))
        for c in shifts:
            idx = ks + c
            valid = (idx >= 0) & (idx < 2 * ks + r)
            ok = valid & (vals == v[np.clip(idx, 0, N)])
            branches[r].append(("recursive", c, 2 * _start(ok) + r))
    found = []
    for b0 in branches[0]:
        for b1 in branches[1]:
            if b0[0] != "recursive" and b1[0] != "recursive":
                continue
            # the heaps below a branch's start are listed in a table: the even ones below the
            # even branch's start s0 (even), the odd ones below s1 (odd), the last one s - 2
            n0 = max(0, b0[2] - 1, b1[2] - 1)
            if n0 > max_base or N < 4 * n0 + 24:
                continue
            even, odd = _branch_text(b0), _branch_text(b1)
            main = f"{odd} if n % 2 == 1 else {even}"
            full = main if n0 == 0 else _after_table(v, n0, "n", f"({main})")
            rule = f"g == ({full})"
            base = "" if n0 == 0 else (f" for n >= 1; g(0) = {int(v[0])}" if n0 == 1 else
                                       f" for n >= {n0}; g(0..{n0 - 1}) = {', '.join(map(str, v[:n0].tolist()))}")
            desc = (f"the Grundy values interleave: g(2k) = {_branch_words(b0)} and "
                    f"g(2k+1) = {_branch_words(b1)}{base}")
            details = {"even": _branch_json(b0), "odd": _branch_json(b1), "base": v[:n0].tolist(), "from": n0}
            found.append(_cand("label-identity", rule, "interleave", desc, details))
    found.sort(key=lambda c: c.complexity)
    return found[:keep]


def _start(ok: np.ndarray) -> int:
    """The first index from which ``ok`` holds to the end (``len(ok)`` if it fails last)."""
    bad = np.flatnonzero(~ok)
    return int(bad[-1]) + 1 if bad.size else 0


def _branch_text(branch: tuple[str, Any, int]) -> str:
    kind, arg, _ = branch
    if kind == "recursive":
        return f"G[{_plus('n // 2', arg)}]"
    a, b = arg
    if a == 0:
        return str(b)
    return _plus(_scale(a, "n // 2"), b)


def _branch_words(branch: tuple[str, Any, int]) -> str:
    kind, arg, _ = branch
    if kind == "recursive":
        return f"g({_plus('k', arg)})"
    a, b = arg
    return str(b) if a == 0 else _plus(_scale(a, "k"), b)


def _branch_json(branch: tuple[str, Any, int]) -> dict:
    kind, arg, n0 = branch
    if kind == "recursive":
        return {"form": "g(k + c)", "c": arg, "from": n0}
    return {"form": "a*k + b", "a": arg[0], "b": arg[1], "from": n0}


# ---------------------------------------------------------------------------------------------
# one heap: everything


def _grundy_sequence_candidates(v: np.ndarray, periodicity: Any = None, *, interleave: bool = True,
                                use_periodicity: bool = False) -> list[Candidate]:
    """Grundy rules in ``n`` for the sequence ``v = g(0..N)``."""
    out: list[Candidate] = []
    if use_periodicity:
        per = None
        if periodicity is not None and getattr(periodicity, "period", None):
            per = (int(periodicity.preperiod), int(periodicity.period), int(periodicity.saltus or 0))
    else:
        per = _period_of(v, arithmetic=True)
    if per is not None:
        c = _periodic_candidate(v, *per, kind="grundy")
        if c is not None:
            out.append(c)
    out += _templates("grundy", "n")
    if per is None and interleave:
        out += _interleave_candidates(v)
    return out


def _p_sequence_candidates(P: np.ndarray) -> list[Candidate]:
    """P-rules in ``n`` for the P/N pattern of heaps ``0..N``."""
    out: list[Candidate] = []
    per = _period_of(P.astype(np.int64), arithmetic=False)
    if per is not None:
        c = _periodic_candidate(P.astype(np.int64), *per, kind="p-rule")
        if c is not None:
            out.append(c)
    out += _templates("p-rule", "n")
    return out


# ---------------------------------------------------------------------------------------------
# several heaps


def _xor_candidates(data: _Data) -> list[Candidate]:
    """Grundy value = ``f1(x1) ^ f2(x2) ^ ...`` with one-heap rules ``fi`` (the values
    at the positions with one non-empty heap), and P iff that is 0."""
    box, g = data.box, data.grundy
    if box is None or g is None or box.k < 2:
        return []
    fs = [g[np.arange(b + 1, dtype=np.int64) * st] for b, st in zip(box.bounds, box.strides)]
    total = np.zeros(data.size, dtype=np.int64)
    for f, col in zip(fs, data.cols):
        total ^= f[col]
    if not np.array_equal(total, g):
        return []
    terms, words = [], []
    for f, name in zip(fs, data.names):
        rule = _one_heap_rule(f)
        if rule is None:
            return []
        terms.append(_paren(_rename(rule, "n", name)))
        words.append(rule)
    grundy_rule = " ^ ".join(terms)
    if all(w == "n" for w in words):
        desc = f"the Grundy value is the nim-sum {grundy_rule} (Bouton)"
        pdesc = f"P-positions: the nim-sum {grundy_rule} is 0 (Bouton)"
    else:
        fdesc = f"f(n) = {words[0]}" if len(set(words)) == 1 else ", ".join(
            f"f{i + 1}(n) = {w}" for i, w in enumerate(words))
        desc = f"the Grundy value is the nim-sum of the one-heap values {fdesc} (Sprague-Grundy)"
        pdesc = f"P-positions: the nim-sum of the one-heap values {fdesc} is 0"
    details = {"one_heap": words}
    out = [_cand("grundy", grundy_rule, "xor", desc, details)]
    if data.P is not None:
        out.append(_cand("p-rule", f"{grundy_rule} == 0", "xor", pdesc, details))
    return out


def _one_heap_rule(f: np.ndarray) -> str | None:
    """The simplest Grundy rule in ``n`` (no ``G``) that gives the sequence ``f``."""
    sub = _data_from_sequence(f)
    cands = [c for c in _grundy_sequence_candidates(f, interleave=False) if _consistent(c, sub)]
    if not cands:
        return None
    return min(cands, key=lambda c: c.complexity).rule


def _lin_text(coefs: Sequence[int], names: Sequence[str]) -> str:
    text = ""
    for a, name in zip(coefs, names):
        if a == 0:
            continue
        term = name if abs(a) == 1 else f"{abs(a)} * {name}"
        if not text:
            text = term if a > 0 else f"-{term}"
        else:
            text += f" + {term}" if a > 0 else f" - {term}"
    return text


def _linear_candidates(data: _Data, keep: int = 3) -> list[Candidate]:
    """``P iff a . x == 0`` (coefficients -1, 0, 1) or ``P iff (a . x) % m in R``."""
    if data.P is None or len(data.cols) < 2:
        return []
    k, P, names = len(data.cols), data.P, data.names
    X = np.stack(data.cols)
    out = []
    others = list(np.ndindex(*([3] * (k - 1)))) if k <= 4 else []
    for idx in others:
        coefs = (1,) + tuple(i - 1 for i in idx)
        if all(c == 0 for c in coefs[1:]):
            continue
        lin = np.tensordot(np.array(coefs), X, axes=1)
        if np.array_equal(lin == 0, P):
            left = _lin_text([c if c > 0 else 0 for c in coefs], names)
            right = _lin_text([-c if c < 0 else 0 for c in coefs], names) or "0"
            out.append(_cand("p-rule", f"{left} == {right}", "linear", f"P-positions: {left} = {right}",
                             {"coefficients": list(coefs)}))
    for m in range(2, MAX_MODULUS + 1):
        # coefficients in (-m/2, m/2], the first one 1; only the least modulus that works
        sym = [a for a in range(-((m - 1) // 2), m // 2 + 1)]
        rest = list(np.ndindex(*([len(sym)] * (k - 1)))) if k <= 3 else [(sym.index(1),) * (k - 1)]
        hits = []
        for idx in rest:
            coefs = (1,) + tuple(sym[i] for i in idx)
            r = np.tensordot(np.array(coefs), X, axes=1) % m
            cnt = np.bincount(r, minlength=m)
            pc = np.bincount(r, weights=P.astype(np.int64), minlength=m)
            if np.any((pc != 0) & (pc != cnt)):
                continue
            R = [int(i) for i in np.flatnonzero((pc == cnt) & (cnt > 0))]
            if not R or len(R) == int((cnt > 0).sum()):
                continue
            lin = _lin_text(coefs, names)
            rule = f"({lin}) % {m} == {R[0]}" if len(R) == 1 else f"({lin}) % {m} in {_tuple_text(R)}"
            hits.append(_cand("p-rule", rule, "linear", f"P-positions: {lin} mod {m} in {{{', '.join(map(str, R))}}}",
                              {"coefficients": list(coefs), "modulus": m, "residues": R}))
        if hits:
            out += hits
            break
    out.sort(key=lambda c: c.complexity)
    return out[:keep]


def _moore_candidates(data: _Data) -> list[Candidate]:
    """Moore's rule (1910): P iff at every binary place the number of heaps with a 1
    there is ``0 mod q`` (``q = 2`` is Bouton's rule, found by the ``xor`` family)."""
    heaps = data.env.get("heaps")
    if data.P is None or not heaps or len(heaps) < 2 or data.box is None:
        return []
    H = np.stack(heaps)
    width = int(H.max()).bit_length() if H.size else 0
    out = []
    for q in range(3, len(heaps) + 2):
        ok = np.ones(data.size, dtype=bool)
        for i in range(width):
            ok &= ((H >> i) & 1).sum(axis=0) % q == 0
        if np.array_equal(ok, data.P):
            rule = f"all(sum(bit(h, i) for h in heaps) % {q} == 0 for i in range(bitlen(max(heaps))))"
            out.append(_cand("p-rule", rule, "binary",
                             f"P-positions: at every binary place the number of heaps with a 1 is a multiple of {q} (Moore)",
                             {"modulus": q}))
    return out


# ---------------------------------------------------------------------------------------------
# quadratic irrationals and Beatty pairs


def _squarefree_split(D: int) -> tuple[int, int]:
    """``D = f^2 * d`` with ``d`` squarefree: ``(f, d)``."""
    f, d, p = 1, D, 2
    while p * p <= d:
        while d % (p * p) == 0:
            d //= p * p
            f *= p
        p += 1
    return f, d


def _sqrt_cmp(D: int, t: Fraction) -> int:
    """The sign of ``sqrt(D) - t`` (exact; ``D >= 0``)."""
    if t < 0:
        return 1 if D > 0 else (0 if t == 0 else 1)
    t2 = t * t
    return (D > t2) - (D < t2)


@dataclass(frozen=True)
class QuadraticIrrational:
    """The number ``(p + q*sqrt(d)) / r``, ``d > 1`` squarefree, ``q != 0``, ``r > 0``,
    ``gcd(p, q, r) = 1``."""

    p: int
    q: int
    d: int
    r: int

    @staticmethod
    def make(p: int, q: int, d: int, r: int) -> "QuadraticIrrational":
        """Normalise ``(p + q*sqrt(d)) / r`` (``d`` any non-square positive integer)."""
        if r == 0 or q == 0:
            raise ValueError("not an irrational")
        f, d2 = _squarefree_split(d)
        if d2 == 1:
            raise ValueError("sqrt(d) is rational")
        q *= f
        if r < 0:
            p, q, r = -p, -q, -r
        g = math.gcd(math.gcd(p, q), r)
        return QuadraticIrrational(p // g, q // g, d2, r // g)

    @property
    def value(self) -> float:
        return (self.p + self.q * math.sqrt(self.d)) / self.r

    def compare(self, t: Fraction) -> int:
        """The sign of ``self - t`` (exact)."""
        # (p + q sqrt d)/r - t  has the sign of  q sqrt d - (t r - p)
        u = t * self.r - self.p
        if self.q > 0:
            return _sqrt_cmp(self.d, u / self.q)
        return -_sqrt_cmp(self.d, u / self.q)

    def reciprocal(self) -> "QuadraticIrrational":
        """``1 / self``."""
        return QuadraticIrrational.make(self.r * self.p, -self.r * self.q, self.d, self.p ** 2 - self.q ** 2 * self.d)

    def add(self, n: int) -> "QuadraticIrrational":
        """``self + n`` for an integer ``n``."""
        return QuadraticIrrational.make(self.p + n * self.r, self.q, self.d, self.r)

    def negate(self) -> "QuadraticIrrational":
        return QuadraticIrrational.make(-self.p, -self.q, self.d, self.r)

    def complement(self) -> "QuadraticIrrational":
        """``b`` with ``1/a + 1/b = 1``: the Beatty partner ``a / (a - 1)``."""
        return self.reciprocal().negate().add(1).reciprocal()

    def minimal_polynomial(self) -> tuple[int, int, int]:
        """``(A, B, C)``, ``A > 0``, primitive, with ``A x^2 + B x + C = 0``."""
        # x = (p + q s)/r  =>  (r x - p)^2 = q^2 d
        A, B, C = self.r ** 2, -2 * self.p * self.r, self.p ** 2 - self.q ** 2 * self.d
        g = math.gcd(math.gcd(A, B), C)
        return A // g, B // g, C // g

    def text(self) -> str:
        """E.g. ``"(1+sqrt(5))/2"``, ``"1+sqrt(2)"``, ``"(3-sqrt(5))/2"``."""
        root = f"sqrt({self.d})" if abs(self.q) == 1 else f"{abs(self.q)}*sqrt({self.d})"
        if self.p == 0:
            num = root if self.q > 0 else f"-{root}"
        else:
            num = f"{self.p}{'+' if self.q > 0 else '-'}{root}"
        if self.r == 1:
            return num
        return f"({num})/{self.r}" if (self.p != 0 or abs(self.q) != 1 or self.q < 0) else f"{num}/{self.r}"

    def name(self) -> str:
        """``"phi"`` for the golden ratio, else :meth:`text`."""
        return "phi" if (self.p, self.q, self.d, self.r) == (1, 1, 5, 2) else self.text()

    def floor_times(self, t: int) -> int:
        """``floor(self * t)`` for an integer ``t >= 0`` (exact)."""
        if t < 0:
            raise ValueError("t must be >= 0")
        Q = self.q * self.q * self.d * t * t
        s = math.isqrt(Q) if self.q > 0 else (-math.isqrt(Q) - (1 if t > 0 else 0))
        return (self.p * t + s) // self.r

    def floor_text(self, t: str, positive: bool = False) -> str:
        """Rule-language text of ``floor(self * t)`` for an expression ``t >= 0``
        (``t >= 1`` when ``positive``; ``isqrt`` keeps it exact), e.g.
        ``(t + isqrt(5 * t * t)) // 2`` for phi."""
        tp = _paren(t)
        Q = self.q * self.q * self.d
        root = f"isqrt({Q} * {tp} * {tp})"
        parts = []
        if self.p:
            parts.append(_scale(self.p, t))
        if self.q > 0:
            parts.append(root)
        else:
            parts.append(f"-{root} - " + ("1" if positive else f"min({t}, 1)"))
        num = parts[0] if len(parts) == 1 else f"{parts[0]} + {parts[1]}".replace("+ -", "- ")
        if self.r == 1:
            return num
        return f"{_paren(num)} // {self.r}"


def recognise_quadratic(lo: Fraction, hi: Fraction, max_height: int = MAX_HEIGHT) -> QuadraticIrrational | None:
    """The simplest quadratic irrational ``x`` with ``lo <= x < hi``.

    "Simplest" is the least height of the minimal polynomial ``A x^2 + B x + C``
    (the largest ``|coefficient|``), then the least ``|A| + |B| + |C|``, then the
    least discriminant: the golden ratio (``x^2 - x - 1``) has height 1, ``1 + sqrt 2``
    (``x^2 - 2x - 1``) height 2. Comparisons are exact (rational arithmetic).

    Returns:
        the number, or ``None`` when no quadratic irrational of height
        ``<= max_height`` lies in the interval.
    """
    lo, hi = Fraction(lo), Fraction(hi)
    if not lo < hi:
        return None
    for H in range(1, max_height + 1):
        hits = []
        for A in range(1, H + 1):
            for B in range(-H, H + 1):
                for C in range(-H, H + 1):
                    if max(A, abs(B), abs(C)) != H or math.gcd(math.gcd(A, B), C) != 1:
                        continue
                    D = B * B - 4 * A * C
                    if D <= 0 or math.isqrt(D) ** 2 == D:
                        continue
                    for sign in (1, -1):
                        x = QuadraticIrrational.make(-B, sign, D, 2 * A)
                        if x.compare(lo) >= 0 and x.compare(hi) < 0:
                            hits.append((abs(A) + abs(B) + abs(C), D, x))
        if hits:
            hits.sort(key=lambda h: (h[0], h[1], h[2].value))
            return hits[0][2]
    return None


def beatty_interval(seq: Sequence[int]) -> tuple[Fraction, Fraction] | None:
    """Every ``a`` with ``seq[k] = floor(k * a)`` for ``k = 1 .. len(seq) - 1`` (``seq[0]``,
    ``k = 0``, is not used): the interval ``[lo, hi)``, or ``None`` when it is empty."""
    lo, hi = Fraction(-10 ** 18), Fraction(10 ** 18)
    for k in range(1, len(seq)):
        a = int(seq[k])
        lo = max(lo, Fraction(a, k))
        hi = min(hi, Fraction(a + 1, k))
        if lo >= hi:
            return None
    return (lo, hi) if len(seq) > 1 else None


def _beatty_candidates(data: _Data) -> list[Candidate]:
    """Two heaps whose P-positions are complementary Beatty pairs (Wythoff 1907, Beatty 1926)."""
    box, P = data.box, data.P
    if box is None or P is None or box.k != 2:
        return []
    B = min(box.bounds)
    grid = P.reshape(box.shape)[: B + 1, : B + 1]
    if not np.array_equal(grid, grid.T):
        return []
    xs, ys = np.nonzero(np.triu(grid))
    order = np.argsort(xs, kind="stable")
    a, b = xs[order].tolist(), ys[order].tolist()
    if len(a) < MIN_BEATTY_PAIRS + 1 or a[0] != 0 or b[0] != 0:
        return []
    if any(x >= y for x, y in zip(a[1:], a[2:])) or any(x >= y for x, y in zip(b[1:], b[2:])):
        return []
    if any(x >= y for x, y in zip(a[1:], b[1:])):
        return []
    # complementary: a_k is the mex of every earlier number (Wythoff's construction)
    seen: set[int] = set()
    for x, y in zip(a[1:], b[1:]):
        if x != _mex_from(seen, 1):
            return []
        seen.update((x, y))
    ia = beatty_interval(a)
    if ia is None:
        return []
    alpha = recognise_quadratic(*ia)
    if alpha is None or alpha.compare(Fraction(1)) <= 0:
        return []
    beta = alpha.complement()
    if any(beta.floor_times(k) != b[k] for k in range(len(b))):
        return []
    x1, x2 = data.names
    lo_t, hi_t, d_t = f"min({x1}, {x2})", f"max({x1}, {x2})", f"abs({x1} - {x2})"
    diffs = [y - x for x, y in zip(a, b)]
    c = diffs[1]
    aname = alpha.name()
    details = {
        "alpha": alpha.text(), "alpha_value": alpha.value, "beta": beta.text(), "beta_value": beta.value,
        "alpha_interval": [str(ia[0]), str(ia[1])], "minimal_polynomial": _poly_text(alpha.minimal_polynomial()),
        "pairs_fitted": len(a) - 1, "mex_property": True,
    }
    if c >= 1 and all(dk == c * k for k, dk in enumerate(diffs)):
        if c == 1:
            rule = f"{lo_t} == {alpha.floor_text(d_t)}"
        else:
            rule = f"{d_t} % {c} == 0 and {lo_t} == {alpha.floor_text(f'{d_t} // {c}')}"
        step = "k" if c == 1 else f"{c}k"
        desc = (f"P-positions are the Beatty pairs (floor(k*{aname}), floor(k*{aname})+{step}), "
                f"{aname} = {alpha.text()}" if aname != "phi" else
                f"P-positions are the Beatty pairs (floor(k*phi), floor(k*phi)+{step}), phi = (1+sqrt 5)/2")
        details["difference"] = c
    else:
        kk = alpha.reciprocal().floor_text(f"{lo_t} + 1", positive=True)
        rule = f"{lo_t} == {alpha.floor_text(kk)} and {hi_t} == {beta.floor_text(kk)}"
        desc = (f"P-positions are the Beatty pairs (floor(k*a), floor(k*b)) with a = {alpha.text()}, "
                f"b = {beta.text()} (1/a + 1/b = 1)")
    return [_cand("p-rule", rule, "beatty", desc, details)]


def _mex_from(seen: set[int], start: int) -> int:
    m = start
    while m in seen:
        m += 1
    return m


def _poly_text(coefs: tuple[int, int, int]) -> str:
    A, B, C = coefs
    text = ("x^2" if A == 1 else f"{A}x^2")
    for c, mono in ((B, "x"), (C, "")):
        if c == 0:
            continue
        mag = abs(c)
        body = mono if (mag == 1 and mono) else f"{mag}{mono}"
        text += f" {'+' if c > 0 else '-'} {body}"
    return text


# ---------------------------------------------------------------------------------------------
# two parts: threshold rules and start positions


_THRESHOLD_LIBRARY: list[tuple[str, str]] = [
    ("{x}", "{x}"), ("{x} + 1", "{x} + 1"), ("2 * {x}", "2{x}"), ("{x} // 2", "floor({x}/2)"),
    ("({x} + 1) // 2", "ceil({x}/2)"), ("isqrt({x})", "isqrt({x})"), ("bitlen({x})", "the binary length of {x}"),
    ("{x} & -{x}", "the lowest binary 1 of {x}"),
    ("zeck_min({x})", "the smallest term of the Zeckendorf representation of {x}"),
]


def _threshold_candidates(data: _Data) -> list[Candidate]:
    """``P iff y < f(x)`` or ``P iff y >= f(x)`` for the two parts ``(x, y)`` in either
    order, ``f`` from :data:`_THRESHOLD_LIBRARY`; a prefix of at most two values of
    ``x`` may be exceptions (all P or all N there)."""
    if data.P is None or len(data.cols) != 2:
        return []
    out = []
    for xi, yi in ((0, 1), (1, 0)):
        x, y = data.cols[xi], data.cols[yi]
        xn, yn = data.names[xi], data.names[yi]
        ux = np.unique(x)
        for below in (True, False):
            lo, hi, mixed_ok, allp, alln = _threshold_bounds(x, y, data.P, ux, below)
            for tmpl, words in _THRESHOLD_LIBRARY:
                ftext = tmpl.format(x=xn)
                try:
                    fv = np.asarray(rexpr.parse(ftext).evaluate_array({xn: ux}, ux.size), dtype=np.int64)
                except GamecheckError:
                    continue
                bad = ~((fv >= lo) & (fv <= hi) & mixed_ok)
                exc = ux[bad]
                if exc.size > 2 or (exc.size and int(exc.max()) > 2):
                    continue
                if not np.all(allp[bad] | alln[bad]):
                    continue
                core = f"{yn} < {ftext}" if below else f"{yn} >= {ftext}"
                ep = [int(v) for v in ux[bad & allp]]
                en = [int(v) for v in ux[bad & ~allp]]
                rule = core
                if en:
                    rule = f"{xn} != {en[0]} and {rule}" if len(en) == 1 else f"{xn} not in {_tuple_text(en)} and {rule}"
                if ep:
                    rule = f"{_membership(xn, ep)} or {rule}"
                fw = words.format(x=xn)
                desc = f"P-positions: {yn} {'<' if below else '>='} {fw}"
                if ep or en:
                    desc += " (" + "; ".join(
                        ([f"and every position with {_membership(xn, ep).replace('==', '=')} is P"] if ep else [])
                        + ([f"and every position with {_membership(xn, en).replace('==', '=')} is N"] if en else [])) + ")"
                out.append(_cand("p-rule", rule, "threshold", desc, {"function": ftext, "below": below}))
    return out


def _threshold_bounds(x, y, P, ux, below):
    """Per value of ``x``: the interval ``[lo, hi]`` of thresholds ``t`` that give the P
    pattern as ``y < t`` (or ``y >= t``), and whether such a ``t`` exists; plus whether
    every position with that ``x`` is P / N."""
    order = np.lexsort((y, x))
    xs, ys, ps = x[order], y[order], P[order]
    starts = np.searchsorted(xs, ux, side="left")
    ends = np.searchsorted(xs, ux, side="right")
    big = 1 << 62
    lo = np.full(ux.size, -big, dtype=np.int64)
    hi = np.full(ux.size, big, dtype=np.int64)
    ok = np.ones(ux.size, dtype=bool)
    allp = np.zeros(ux.size, dtype=bool)
    alln = np.zeros(ux.size, dtype=bool)
    for i, (s, e) in enumerate(zip(starts, ends)):
        yv, pv = ys[s:e], ps[s:e]
        inside = pv if below else ~pv  # y < t  exactly on the first j values
        j = int(inside.sum())
        allp[i], alln[i] = bool(pv.all()), bool((~pv).all())
        if not inside[:j].all():
            ok[i] = False
            continue
        if j > 0:
            lo[i] = int(yv[j - 1]) + 1
        if j < yv.size:
            hi[i] = int(yv[j])
    return lo, hi, ok, allp, alln


_START_SCOPES = ("{b} == {a} - 1", "{b} == {a}", "{b} == 0", "{b} == {a} - 1 and {a} >= 1")


def _start_candidates(ruleset: Any, data: _Data) -> list[Candidate]:
    """One-heap P-rules on the start positions of a ruleset whose lone number ``N``
    means another position (:meth:`Ruleset.canonical`), scoped by a ``where`` rule."""
    if ruleset is None or data.P is None or len(data.cols) != 2:
        return []
    n_max = int(data.cols[0].max())
    starts = set()
    for n in range(1, n_max + 1):
        try:
            pos = tuple(int(v) for v in ruleset.canonical((n,)))
        except Exception:  # noqa: BLE001 - a ruleset that does not read lone numbers
            return []
        if pos == (n,):
            return []
        starts.add(pos)
    keys = list(zip(data.cols[0].tolist(), data.cols[1].tolist()))
    mask = np.array([kpos in starts for kpos in keys], dtype=bool)
    if mask.sum() < 12:
        return []
    a, b = data.names
    where = None
    for tmpl in _START_SCOPES:
        text = tmpl.format(a=a, b=b)
        try:
            sel = np.asarray(rexpr.parse(text, data.allowed).evaluate_array(data.env, data.size), dtype=bool)
        except GamecheckError:
            continue
        if np.array_equal(sel, mask):
            where = text
            break
    if where is None:
        return []
    nvals = data.cols[0][mask]
    P = data.P[mask]
    out = _residue_candidates(nvals, P, a, where)
    for c in _templates("p-rule", a):
        c.where = where
        c.complexity = _complexity(c.rule, where)
        out.append(c)
    for c in out:
        c.description = f"on the start positions ({where}): " + c.description
        c.details["scope"] = "start positions"
    return out


# ---------------------------------------------------------------------------------------------
# public entry points


def discover(ruleset: Any, labels: LabelArrays, domain: Domain, *, max_candidates: int = 10) -> list[Candidate]:
    """Candidate rules consistent with every label of ``domain``, simplest first.

    Args:
        ruleset: the gamecheck ruleset (its part names and parameters name the rule
            variables; its name is never used).
        labels: the labels of ``domain`` (:func:`gamecheck.engine.label.label_domain`).
        domain: the box (or explicit) domain the labels cover.
        max_candidates: the most candidates returned.

    Returns:
        :class:`Candidate` objects, each checked against all the data with
        :mod:`gamecheck.lang.expr`, sorted by complexity.

    Raises:
        UsageError: when the labels and the domain differ in size.
    """
    data = _data_from_labels(ruleset, labels, domain)
    found: list[Candidate] = []
    if len(data.cols) == 1:
        if data.contiguous:
            if data.grundy is not None:
                found += _grundy_sequence_candidates(data.grundy)
            found += _p_sequence_candidates(data.P)
        else:
            found += _residue_candidates(data.cols[0], data.P, "n", None)
            found += _templates("p-rule", "n")
            if data.grundy is not None:
                found += _templates("grundy", "n")
    else:
        found += _xor_candidates(data)
        found += _linear_candidates(data)
        found += _moore_candidates(data)
        found += _beatty_candidates(data)
        found += _threshold_candidates(data)
        found += _start_candidates(ruleset, data)
    return _finish(found, data, max_candidates)


def discover_sequence(values: Sequence[int], *, periodicity: Any = None, max_candidates: int = 10) -> list[Candidate]:
    """Candidate rules in ``n`` for a one-heap Grundy sequence ``g(0..N)``, simplest first.

    Args:
        values: the Grundy values ``g(0), ..., g(N)``.
        periodicity: an object with ``preperiod``, ``period`` and ``saltus`` (for
            instance a :class:`gamecheck.engine.periodicity.Periodicity`); its period
            (``None``: none) is used for the periodic rule. Without it the period is
            read off the values.
        max_candidates: the most candidates returned.

    Returns:
        Grundy rules (``grundy``), P-position rules (``p-rule``, P iff ``g = 0``) and
        interleave patterns (``label-identity`` over ``g`` and ``G``), every one
        consistent with all the values.
    """
    data = _data_from_sequence(values)
    found = _grundy_sequence_candidates(data.grundy, periodicity, use_periodicity=periodicity is not None)
    found += _p_sequence_candidates(data.P)
    return _finish(found, data, max_candidates)


# ---------------------------------------------------------------------------------------------
# evaluation: the checker and the prover


def candidate_claim(candidate: Candidate, ruleset: Any, claim_id: str = "explore.1", bound: Any = None):
    """The :class:`gamecheck.claims.Claim` that states ``candidate`` for ``ruleset``."""
    data: dict[str, Any] = {
        "id": claim_id, "statement": candidate.description or candidate.rule, "ruleset": ruleset.spec(),
        "kind": candidate.kind, "rule": candidate.rule,
        "source": {"document": "gamecheck explore", "section": f"discovered ({candidate.family})"},
    }
    if bound is not None:
        data["bound"] = bound
    if candidate.where:
        data["where"] = candidate.where
    return claim_from_dict(data)


def _scaled(bound: Any, factor: float, floor: Any) -> Any:
    if isinstance(bound, list):
        return [max(int(f), int(b * factor)) for b, f in zip(bound, floor)]
    return max(int(floor), int(bound * factor))


def _default_check_bound(claim: Any, data_bound: Any) -> Any:
    """Twice the data's bound, shrunk while the domain is too large (never below the data)."""
    rs = claim_ruleset(claim)
    if isinstance(data_bound, list) and rs.arity is not None and len(data_bound) != rs.arity:
        data_bound = max(data_bound)
    bound = _scaled(data_bound, 2, data_bound)
    for _ in range(40):
        dom = claim_domain(claim, rs, bound)
        if bound == data_bound or (dom.size <= CHECK_POSITIONS and count_options(rs, dom) <= CHECK_OPTIONS):
            return bound
        bound = _scaled(bound, 0.75, data_bound)
    return data_bound


def _err_text(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text if isinstance(exc, GamecheckError) else f"{type(exc).__name__}: {text}"


def evaluate_candidates(candidates: Sequence[Candidate], ruleset: Any, *, check_bound: Any = None,
                        prove_bits: int | None = 8, prove_timeout: float = 10.0,
                        claim_id_prefix: str = "explore") -> list[Candidate]:
    """Check every candidate exhaustively, then try to prove it.

    Each candidate becomes a claim (:func:`candidate_claim`) about ``ruleset``. The
    exhaustive checker runs at ``check_bound`` (default: twice the data's bound,
    ``details["data_bound"]``, shrunk to at most :data:`CHECK_POSITIONS` positions but
    never below the data) and fills ``candidate.check``. When ``prove_bits`` is set and
    the check did not refute it, a ``p-rule`` or ``grundy`` candidate without a
    ``where`` scope goes to the z3 prover at that bit width (``prove_timeout`` seconds
    per query) and fills ``candidate.prove``; other candidates get ``verdict =
    "skipped"`` with the reason. Errors become ``inconclusive`` with the reason: a
    verdict ``holds`` or ``proved`` only ever comes from the checker or the prover.

    Returns:
        the same candidates (updated in place), in the same order.
    """
    out = list(candidates)
    for i, cand in enumerate(out, 1):
        cid = f"{claim_id_prefix}.{i}-{cand.family}"
        claim = None
        t0 = time.perf_counter()
        try:
            claim = candidate_claim(cand, ruleset, cid)
            bound = check_bound
            if bound is None:
                bound = _default_check_bound(claim, cand.details.get("data_bound", ruleset.default_bound(
                    ruleset.arity or 1)))
            res = check_claim(claim, bound=bound)
            cand.check = {
                "verdict": res.verdict, "bound": res.bound, "positions": res.positions_checked,
                "witness": res.witness.to_json() if res.witness is not None else None,
                "reason": res.reason, "seconds": round(res.seconds, 3),
            }
            if "positions_in_scope" in res.extra:
                cand.check["positions_in_scope"] = res.extra["positions_in_scope"]
        except Exception as exc:  # noqa: BLE001 - recorded, never shown as a traceback
            cand.check = {"verdict": "inconclusive", "bound": None, "positions": 0, "witness": None,
                          "reason": f"the checker failed: {_err_text(exc)}",
                          "seconds": round(time.perf_counter() - t0, 3)}
        cand.prove = _prove(cand, claim, prove_bits, prove_timeout)
    return out


def _prove(cand: Candidate, claim: Any, bits: int | None, timeout: float) -> dict | None:
    if bits is None:
        return None

    def skipped(reason: str) -> dict:
        return {"verdict": "skipped", "bits": bits, "method": None, "seconds": 0.0, "reason": reason}

    if claim is None:
        return skipped("the claim could not be built")
    if cand.check and cand.check.get("verdict") == "refuted":
        return skipped("refuted by the exhaustive checker")
    if cand.kind not in _PROVABLE:
        return skipped(f"a {cand.kind} claim (over the labels g and G) is checked exhaustively only")
    if cand.where:
        return skipped("a rule restricted by 'where' is not a certificate claim for the prover")
    t0 = time.perf_counter()
    try:
        res = prove_claim(claim, bits=bits, timeout=timeout)
    except Exception as exc:  # noqa: BLE001 - recorded, never shown as a traceback
        return {"verdict": "inconclusive", "bits": bits, "method": None,
                "seconds": round(time.perf_counter() - t0, 3), "reason": f"the prover failed: {_err_text(exc)}"}
    return {"verdict": res.verdict, "bits": res.bits, "method": res.method, "encoding": res.encoding,
            "seconds": round(res.seconds, 3), "reason": res.reason, "bound": res.domain,
            "witness": res.witness.to_json() if res.witness is not None else None}
