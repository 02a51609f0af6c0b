"""Validated encodings: the prover's solver terms checked against the Python semantics (issue 25).

A proof by z3 is only as good as the encodings it reasons about: the ruleset's move
relation (:meth:`~gamecheck.games.base.Ruleset.smt_options`), its terminal condition
(:meth:`~gamecheck.games.base.Ruleset.smt_terminal`) and every rule text of the claim as
the compiler (:class:`gamecheck.lang.smt.Compiler`) turns it into solver terms. Each has a
Python counterpart that defines the game: the move generator
(:meth:`~gamecheck.games.base.Ruleset.options`) and the rule evaluator
(:meth:`gamecheck.lang.expr.Expr.evaluate`). :func:`validate_encoding` compares them
before a proof, cheaply, the way a translation validator checks a compiler's output
against the source semantics on sample inputs (Pnueli, Siegel & Singerman, TACAS 1998):

**Moves at small positions.** Every position whose parts are at most ``m`` (``m = 6``
when that box holds at most ``budget`` position-option pairs, else the largest smaller
``m`` that does), plus a deterministic random sample of positions with parts up to 6
filling the rest of the budget, each inside the prover's domain
(:meth:`~gamecheck.games.base.Ruleset.smt_domain`). For these positions ``X``:

1. every option the generator lists satisfies the relation, and ``smt_terminal``
   agrees with "no options" (ground terms, one solver call for all of them);
2. no position of ``X`` has an option under the relation that the generator does not
   list: first one query shows that every related ``y`` (in the domain) lies in the
   box of the generated options, then one query over that box, with the generated
   pairs as a table, shows that no related pair is missing from it.

**Moves at wide positions.** At each width (the proof's ``bits`` and smaller ones) a
few deterministic random positions and the corners of the domain (parts ``0`` and
``2**bits - 1``). Their options cannot be listed (a Nim heap of ``2**63``), so:
the generator's options are checked where it is cheap (subtraction games), candidate
moves near the position (one or two parts changed, a stair's coins carried down, the
strategy's target) are classified by a membership test and compared with the
relation both ways, and solver models of the relation are checked for legality. The
membership tests (:func:`membership_test`) are written for the catalogue's rulesets
and are themselves checked against the generator at the small positions.

**Rules.** Each text of the claim (and each ``let`` helper it uses) is compiled at a
symbolic position exactly as the prover compiles it, then evaluated by the solver at
sample points (small positions and the wide ones) and compared with the Python
evaluator: truth values, integers and tuples (strategies), and definedness (where the
evaluator raises, the compiler's ``defined`` conditions must be false, and conversely).

The samples are deterministic (seeded by ``seed``, the ruleset and the width), so a
report does not change from run to run. The compile mode is the caller's: call it
inside :func:`gamecheck.lang.smt.integer_mode` when the proof runs over the integers.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence


from gamecheck.audit import Validation  # records a ProofResult holds (they live with the records)
from gamecheck.lazy import lazy_module
from gamecheck.claims import Claim
from gamecheck.errors import EncodingMismatch, RuleError, UsageError
from gamecheck.games.base import Ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import LABEL_NAMES, bind_lets, names_used, needed_lets, position_env
from gamecheck.lang.smt import Compiler, NotExpressible, SymInt, in_integer_mode, in_range, sym_var
from gamecheck.position import format_position
from gamecheck.checker.context import claim_as_played, claim_ruleset
from gamecheck.games.misere import Misere
from gamecheck.games.moore import MooreNim
from gamecheck.games.nim import Nim
from gamecheck.games.staircase import StaircaseNim
from gamecheck.games.subtraction import Bash, SubtractionGame
from gamecheck.games.wythoff import Wythoff

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = ["Validation", "validate_encoding", "claim_texts", "membership_test", "DEFAULT_BUDGET"]

#: the most (position, option) pairs the small-position enumeration lists (0.1 to 1 s)
DEFAULT_BUDGET = 2000

#: parts of the enumerated small positions are at most this
SMALL_MAX = 6

#: random wide positions per width
WIDE_PER_WIDTH = 2

#: solver models of the relation checked at each wide position
MODELS_PER_POSITION = 3

#: small positions at which the rules are evaluated (besides the wide ones)
RULE_POINTS = 40

#: a position whose parts add up to at most this has its options listed by the generator
LISTABLE = 5_000

fmt = format_position




# -- texts -------------------------------------------------------------------------------------------

def claim_texts(claim: Claim) -> dict[str, str]:
    """The rule texts the prover compiles for a claim, by field name.

    ``p-rule`` and ``grundy``: ``rule`` and ``strategy``; ``winning-move``: ``p_rule``
    and ``move``; ``no-move``: ``rule``, ``where``, ``target``; ``some-move``: those and
    ``strategy``; ``forall``: ``rule``. Missing fields are left out; the ``let``
    helpers are not listed (:func:`validate_encoding` adds those the texts use).
    """
    fields = type(claim).smt_texts
    return {f: getattr(claim, f) for f in fields if getattr(claim, f, None)}


# -- membership tests (wide positions) -----------------------------------------------------------

def _nim(x: tuple[int, ...], y: tuple[int, ...]) -> bool:
    diff = [i for i in range(len(x)) if x[i] != y[i]]
    return len(diff) == 1 and 0 <= y[diff[0]] < x[diff[0]]


def _staircase(x: tuple[int, ...], y: tuple[int, ...]) -> bool:
    for i in range(len(x)):
        t = x[i] - y[i]
        if not 1 <= t <= x[i]:
            continue
        want = list(x)
        want[i] -= t
        if i > 0:
            want[i - 1] += t
        if tuple(want) == tuple(y):
            return True
    return False


def _wythoff(x: tuple[int, ...], y: tuple[int, ...]) -> bool:
    if _nim(x, y):
        return True
    t = x[0] - y[0]
    return t >= 1 and x[1] - y[1] == t and min(y) >= 0


def membership_test(ruleset: Ruleset) -> Callable[[tuple[int, ...], tuple[int, ...]], bool] | None:
    """A test "is ``y`` an option of ``x``" that works at huge positions, or ``None``.

    A ruleset may define ``is_option(position, candidate) -> bool`` itself; otherwise
    there are tests for Nim (Bouton 1901), staircase Nim (Sprague 1937), Moore's Nim_k
    (Moore 1910), Wythoff's game (Wythoff 1907) and finite subtraction games (Winning
    Ways ch. 4), and for ``misere(...)`` of these. Only the exact classes are matched
    (a subclass may change the moves). :func:`validate_encoding` checks the test
    against :meth:`~gamecheck.games.base.Ruleset.options` at small positions first.
    """

    rs = ruleset.inner if type(ruleset) is Misere else ruleset
    own = getattr(rs, "is_option", None)
    if callable(own):
        return lambda x, y: bool(own(x, y))
    cls = type(rs)
    if cls is Nim:
        return _nim
    if cls is StaircaseNim:
        return _staircase
    if cls is Wythoff:
        return _wythoff
    if cls is MooreNim:
        kk = rs.k

        def moore(x: tuple[int, ...], y: tuple[int, ...]) -> bool:
            changed = sum(1 for a, b in zip(x, y) if b != a)
            return all(0 <= b <= a for a, b in zip(x, y)) and 1 <= changed <= kk
        return moore
    if cls in (SubtractionGame, Bash):
        takes = set(rs.subtraction_set)

        def subtraction(x: tuple[int, ...], y: tuple[int, ...]) -> bool:
            diff = [i for i in range(len(x)) if x[i] != y[i]]
            return len(diff) == 1 and y[diff[0]] >= 0 and x[diff[0]] - y[diff[0]] in takes
        return subtraction
    return None


def _cheap_options(ruleset: Ruleset, x: tuple[int, ...]) -> list[tuple[int, ...]] | None:
    """The generator's options of ``x`` when listing them is cheap, else ``None``."""

    rs = ruleset.inner if type(ruleset) is Misere else ruleset
    if sum(x) <= LISTABLE or type(rs) in (SubtractionGame, Bash):
        return ruleset.option_positions(x)
    return None


# -- solver helpers --------------------------------------------------------------------------------

def _lit(v: int, width: int | None) -> str:
    """An SMT-LIB literal: a bit-vector of ``width`` bits (two's complement), or an integer."""
    if width:
        return f"(_ bv{v % (1 << width)} {width})"
    return str(v) if v >= 0 else f"(- {-v})"


def _value(e: Any) -> Any:
    """A simplified ground z3 value as a Python value, or ``None`` when it is not one."""
    if z3.is_true(e):
        return True
    if z3.is_false(e):
        return False
    if z3.is_bv_value(e):
        return e.as_signed_long()
    if z3.is_int_value(e):
        return e.as_long()
    return None


class _Ground:
    """Evaluates one z3 formula or term over ``params`` at many concrete rows with one
    solver call: the formula becomes an SMT-LIB macro applied to each row."""

    def __init__(self, expr: Any, params: Sequence[Any]):
        self.expr = expr
        self.params = list(params)
        self.sorts = [p.sort() for p in self.params]
        self.width = [s.size() if z3.is_bv_sort(s) else None for s in self.sorts]
        self.out_sort = expr.sort()
        head = " ".join(f"({p.sexpr()} {s.sexpr()})" for p, s in zip(self.params, self.sorts))
        self.macro = f"(define-fun gcv!F ({head}) {self.out_sort.sexpr()} {expr.sexpr()})\n"

    def _app(self, row: Sequence[int]) -> str:
        args = " ".join(_lit(v, w) for v, w in zip(row, self.width))
        return f"(gcv!F {args})"

    def values(self, rows: Sequence[Sequence[int]]) -> list[Any]:
        """The value at each row (Python bool or int)."""
        if not rows:
            return []
        out_sort = self.out_sort.sexpr()
        lines = [self.macro]
        for j, row in enumerate(rows):
            lines.append(f"(declare-const gcv!r{j} {out_sort})(assert (= gcv!r{j} {self._app(row)}))\n")
        s = z3.Solver()
        s.from_string("".join(lines))
        if s.check() != z3.sat:  # pragma: no cover - every row has exactly one value
            raise RuntimeError("ground evaluation failed")
        m = s.model()
        consts = {d.name(): d for d in m.decls()}
        out = []
        for j in range(len(rows)):
            d = consts.get(f"gcv!r{j}")
            out.append(_value(m[d]) if d is not None else None)
        return out

    def agree(self, rows: Sequence[Sequence[int]], expected: Sequence[bool]) -> int | None:
        """The index of the first row where the formula's truth differs from ``expected``
        (one solver call when none does), or ``None``."""
        if not rows:
            return None
        parts = [(self._app(r) if e else f"(not {self._app(r)})") for r, e in zip(rows, expected)]
        s = z3.Solver()
        s.from_string(self.macro + "(assert (not (and true " + " ".join(parts) + ")))")
        if s.check() == z3.unsat:
            return None
        for j, v in enumerate(self.values(rows)):
            if bool(v) != bool(expected[j]):
                return j
        return None  # pragma: no cover - the conjunction failed, so some row differs


def _free_consts(e: Any) -> set[str]:
    out: set[str] = set()
    seen: set[int] = set()
    stack = [e]
    while stack:
        t = stack.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(t.decl().name())
        else:
            stack.extend(t.children())
    return out


def _pin(parts: Sequence[SymInt], pos: Sequence[int]) -> list[tuple[Any, Any]]:
    """Substitution pairs (term, value) putting the parts at ``pos``."""
    return [(p.term, z3.BitVecVal(v, p.term.size()) if z3.is_bv(p.term) else z3.IntVal(v))
            for p, v in zip(parts, pos)]


def _tuple_eq(names: Sequence[str], vals: Sequence[int], widths: Sequence[int | None]) -> str:
    eqs = [f"(= {n} {_lit(v, w)})" for n, v, w in zip(names, vals, widths)]
    return eqs[0] if len(eqs) == 1 else "(and " + " ".join(eqs) + ")"


# -- positions ---------------------------------------------------------------------------------------

def _small_positions(ruleset: Ruleset, k: int, budget: int, rng: random.Random,
                     in_domain: Callable[[list[tuple[int, ...]]], list[bool]]) -> tuple[list[tuple[int, ...]], int, str]:
    """Positions with parts up to :data:`SMALL_MAX` in the domain, within the budget of pairs:
    ``(positions, largest complete box, description)``."""
    chosen: list[tuple[int, ...]] = []
    pairs = 0
    top = -1
    for m in range(SMALL_MAX, -1, -1):
        if (m + 1) ** k > 4 * budget:
            continue
        box = list(itertools.product(range(m + 1), repeat=k))
        n = sum(len(ruleset.option_positions(x)) for x in box)
        if n <= budget or m == 0:
            chosen = [x for x, ok in zip(box, in_domain(box)) if ok]
            pairs, top = n, m
            break
    if top < SMALL_MAX:
        seen = set(chosen)
        extra: list[tuple[int, ...]] = []
        room = (SMALL_MAX + 1) ** k - len(seen)
        tries = 0
        while pairs < budget and len(extra) < room and tries < 4 * budget:
            tries += 1
            x = tuple(rng.randint(0, SMALL_MAX) for _ in range(k))
            if x in seen:
                continue
            seen.add(x)
            extra.append(x)
            pairs += len(ruleset.option_positions(x))
        extra = [x for x, ok in zip(extra, in_domain(extra)) if ok]
        chosen += extra
        how = (f"every position with parts up to {top} and {len(extra)} random ones with parts up to {SMALL_MAX}"
               if top >= 0 else f"{len(extra)} random positions with parts up to {SMALL_MAX}")
    else:
        how = f"every position with parts up to {SMALL_MAX}"
    return chosen, top, how


def _widths(bits: int) -> list[int]:
    return sorted({bits} | {w for w in (8, 16, 32) if w < bits}, reverse=True)


def _wide_positions(k: int, bits: int, rng: random.Random) -> list[tuple[int, ...]]:
    """Corners of the domain and random positions at each width, largest part first drawn
    near the top of its width."""
    top = 2**bits - 1
    out = [(top,) * k, tuple(top if i % 2 == 0 else 0 for i in range(k)), tuple(0 if i < k - 1 else top for i in range(k))]
    for w in _widths(bits):
        for _ in range(WIDE_PER_WIDTH):
            lead = rng.randrange(k)
            x = []
            for i in range(k):
                if i == lead:
                    x.append(rng.randrange(2 ** (w - 1), 2**w))
                else:
                    length = rng.choice([0, 1, 2, w // 2, w, rng.randint(0, w)])
                    x.append(rng.randrange(2 ** length) if length else rng.randint(0, 1))
            out.append(tuple(x))
    return list(dict.fromkeys(out))


def _repairs(x: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The position and variants of it that a narrower domain may accept (smaller parts,
    sorted parts)."""
    k = len(x)
    shift = max(1, (k - 1).bit_length())
    return [x, tuple(v >> shift for v in x), tuple(sorted(x, reverse=True)),
            tuple(sorted((v >> shift for v in x), reverse=True)), tuple(sorted(x))]


def _candidates(x: tuple[int, ...], rng: random.Random) -> list[tuple[int, ...]]:
    """Positions near ``x`` that may or may not be options: one or two parts changed, coins
    carried to the next part, the same amount taken from two parts."""
    k = len(x)
    out: list[tuple[int, ...]] = []

    def put(y: list[int]) -> None:
        if min(y) >= 0 and tuple(y) != x:
            out.append(tuple(y))

    for i in range(k):
        for v in {0, x[i] - 1, x[i] + 1, x[i] // 2, rng.randint(0, max(0, x[i] - 1)), rng.randint(0, x[i] + 1)}:
            y = list(x)
            y[i] = v
            put(y)
        t = rng.randint(1, max(1, x[i]))
        if i > 0:
            y = list(x)
            y[i] -= t
            y[i - 1] += t
            put(y)
        if i + 1 < k:
            y = list(x)
            y[i] -= t
            y[i + 1] -= t
            put(y)
            y = list(x)
            y[i] = rng.randint(0, max(0, x[i] - 1))
            y[i + 1] = rng.randint(0, max(0, x[i + 1] - 1))
            put(y)
    y = [v - 1 for v in x]
    put(y)
    return list(dict.fromkeys(out))


# -- the validation ---------------------------------------------------------------------------------

@dataclass
class _Moves:
    """What the move check leaves for the rule check: its positions, the relation as a
    ground evaluator, the membership test."""

    small: list[tuple[int, ...]]
    wide: list[tuple[int, ...]]
    relation: "_Ground"
    member: Callable[[tuple[int, ...], tuple[int, ...]], bool] | None
    where: str
    bits: int


class _ValidationRun:
    def __init__(self, res: Validation, started: float):
        self.res = res
        self.started = started

    def fail(self, sentence: str) -> None:
        self.res.ok = False
        self.res.mismatch = sentence
        raise EncodingMismatch(sentence)


def validate_encoding(claim: Claim, ruleset: Ruleset | None = None, bits: int = 64,
                      texts: dict[str, str] | None = None, *, seed: int = 0,
                      budget: int = DEFAULT_BUDGET) -> Validation:
    """Compare the prover's encodings of a claim with the Python semantics at sample points.

    Args:
        claim: the claim about to be proved (its ``let`` helpers, ``vars`` for ``forall``).
        ruleset: its ruleset as the prover uses it (:func:`gamecheck.checker.context.claim_ruleset`,
            fixed arity); ``None`` for a ``forall`` claim, or to build it from the claim.
        bits: the proof's bit width (1..256).
        texts: the rule texts to check, field name -> text (default :func:`claim_texts`).
        seed: seeds the random samples (the same seed gives the same samples and result).
        budget: the most (position, option) pairs the small-position enumeration lists.

    Returns:
        :class:`Validation`; ``ok`` is ``False`` with ``mismatch`` naming the position and
        the option (or the rule, the point and both values) at the first disagreement,
        ``None`` with ``skipped`` when the ruleset or every text has no encoding.
        A mismatch is never raised.

    Raises:
        UsageError: on a bad ``bits`` or ``budget``.
        gamecheck.lang.smt.NeedsBitVectors: in integer mode, when the ruleset's relation
            needs bit-vectors (the prover then starts again on bit-vectors, and so should
            the caller).

    The method is translation validation (Pnueli, Siegel & Singerman 1998) with the
    Python move generator and rule evaluator as the reference semantics; see the module
    documentation for the samples.
    """
    if isinstance(bits, bool) or not isinstance(bits, int) or not 1 <= bits <= 256:
        raise UsageError(f"bits {bits!r} is not allowed; give an integer from 1 to 256")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise UsageError(f"budget {budget!r} is not allowed; give a positive number of pairs")
    t0 = time.perf_counter()
    res = Validation(widths=[])
    run = _ValidationRun(res, t0)
    texts = dict(claim_texts(claim) if texts is None else texts)
    if type(claim).uses_ruleset and ruleset is None:
        ruleset = claim_ruleset(claim)
        claim = claim_as_played(claim, ruleset)
    rng = random.Random(f"gamecheck-validate:{seed}:{ruleset.spec() if ruleset else claim.id}:{bits}")
    compared_any = False
    try:
        if not type(claim).uses_ruleset or ruleset is None:
            compared_any = _validate_forall(run, claim, bits, texts, rng)
        else:
            k = ruleset.arity or 1
            res.widths = _widths(bits)
            moves = _validate_moves(run, ruleset, k, bits, budget, rng)
            compared_any = moves is not None
            compared_any = _validate_rules(run, claim, ruleset, k, bits, texts, moves, rng) or compared_any
    except EncodingMismatch:
        pass
    if res.ok is not False and not compared_any:
        res.ok = None
    res.seconds = time.perf_counter() - t0
    return res


def _skip(res: Validation, why: str) -> None:
    res.skipped = why if res.skipped is None else f"{res.skipped}; {why}"


def _validate_moves(run: _ValidationRun, ruleset: Ruleset, k: int, bits: int, budget: int,
                    rng: random.Random) -> _Moves | None:
    """The move relation and terminal condition against the generator; returns the small
    and wide positions used (for the rules), or None when there is no encoding."""
    res = run.res
    spec = ruleset.spec()
    xs = [sym_var(f"gcv_x{i + 1}", 0, 2**bits - 1) for i in range(k)]
    ys = [sym_var(f"gcv_y{i + 1}", 0, 2**bits - 1) for i in range(k)]
    try:
        M = ruleset.smt_options(xs, ys)
        T = ruleset.smt_terminal(xs)
        dom_x, _ = ruleset.smt_domain(xs, bits)
        dom_y, _ = ruleset.smt_domain(ys, bits)
    except NotExpressible as exc:
        _skip(res, f"ruleset {spec} has no symbolic encoding ({exc})")
        return None
    xt, yt = [x.term for x in xs], [y.term for y in ys]
    sorts = [t.size() if z3.is_bv(t) else None for t in xt]
    where = f"{spec} at {bits} bits" + (" (integers)" if in_integer_mode() else "")
    dom_eval = _Ground(z3.And(dom_x, *[in_range(x, 0, 2**bits - 1) for x in xs]), xt)

    def in_domain(rows: list[tuple[int, ...]]) -> list[bool]:
        if dom_eval.agree(rows, [True] * len(rows)) is None:
            return [True] * len(rows)
        return [bool(v) for v in dom_eval.values(rows)]

    # -- small positions -------------------------------------------------------------------
    small, top, how = _small_positions(ruleset, k, budget, rng, in_domain)
    opts = {x: ruleset.option_positions(x) for x in small}
    moves_of = {x: {o for o in os} for x, os in opts.items()}
    pairs = [(x, o) for x in small for o in opts[x]]
    res.positions += len(small)
    res.options += len(pairs)
    res.notes.append(f"moves compared at {how} ({len(small)} positions, {len(pairs)} options)")
    # 1. every generated option satisfies the relation; terminal agrees
    m_eval = _Ground(M, xt + yt)
    bad = m_eval.agree([x + o for x, o in pairs], [True] * len(pairs))
    if bad is not None:
        x, o = pairs[bad]
        run.fail(f"the Python move generator gives {fmt(x)} -> {fmt(o)}, but the move relation of {where} "
                 f"rejects it (smt_options is false there)")
    t_eval = _Ground(T, xt)
    bad = t_eval.agree(small, [not opts[x] for x in small])
    if bad is not None:
        x = small[bad]
        run.fail(f"smt_terminal of {where} calls {fmt(x)} " + ("non-terminal, but the Python move generator gives "
                 "it no move" if not opts[x] else f"terminal, but the Python move generator gives it "
                 f"{len(opts[x])} move(s), e.g. to {fmt(opts[x][0])}"))
    # 2. no option outside the generated ones
    if small:
        x_names = [x.sexpr() for x in xt]
        y_names = [y.sexpr() for y in yt]
        decls = {n: t for n, t in zip(x_names + y_names, xt + yt)}
        in_x = "(or false " + " ".join(_tuple_eq(x_names, x, sorts) for x in small) + ")"
        hi = [max([x[i] for x in small] + [o[i] for _, o in pairs]) for i in range(k)]
        s = z3.Solver()
        s.add(*z3.parse_smt2_string(f"(assert {in_x})", decls=decls))
        s.add(dom_y, M, z3.Or([z3.Not(in_range(y, 0, h)) for y, h in zip(ys, hi)]))
        _extra_option(run, s, xs, ys, moves_of, where)
        table = "(or " + " ".join(
            f"(and {_tuple_eq(x_names, x, sorts)} (not (or false {' '.join(_tuple_eq(y_names, o, sorts) for o in moves_of[x])})))"
            for x in small) + ")"
        s = z3.Solver()
        s.add(*z3.parse_smt2_string(f"(assert {table})", decls=decls))
        s.add(dom_y, M, *[in_range(y, 0, h) for y, h in zip(ys, hi)])
        _extra_option(run, s, xs, ys, moves_of, where)
    # the membership test against the generator
    member = membership_test(ruleset)
    if member is not None:
        for x in small[:: max(1, len(small) // 60)]:
            for y in list(moves_of[x]) + _candidates(x, rng)[:8]:
                if member(x, y) != (y in moves_of[x]):
                    res.notes.append(f"the membership test disagrees with the move generator at {fmt(x)} -> {fmt(y)}; "
                                     "wide positions are checked without it")
                    member = None
                    break
            if member is None:
                break
    # -- wide positions ----------------------------------------------------------------------
    wide: list[tuple[int, ...]] = []
    for x in _wide_positions(k, bits, rng):
        for cand in _repairs(x):
            if max(cand) > 0 and in_domain([cand])[0]:
                wide.append(cand)
                break
    wide = list(dict.fromkeys(wide))
    unclassified = 0
    for x in wide:
        listed = _cheap_options(ruleset, x)
        listed_set = set(listed) if listed is not None else None
        cands = _candidates(x, rng)
        if listed is not None:
            cands = list(dict.fromkeys(list(listed[:200]) + cands))
        # the relation speaks only of options in the domain (the prover asserts it of y)
        cands = [y for y, ok in zip(cands, in_domain(cands)) if ok]
        legal = []
        for y in cands:
            if listed_set is not None:
                legal.append(y in listed_set)
            elif member is not None:
                legal.append(member(x, y))
            else:
                legal.append(None)
        rows = [(y, lg) for y, lg in zip(cands, legal) if lg is not None]
        bad = m_eval.agree([x + y for y, _ in rows], [lg for _, lg in rows])
        if bad is not None:
            y, lg = rows[bad]
            run.fail(f"at {fmt(x)} the move relation of {where} " + (
                    f"rejects the move to {fmt(y)}, which the Python rules allow" if lg else
                    f"allows a move to {fmt(y)}, which is not a move of the Python rules"))
        res.options += len(rows)
        unclassified += len(cands) - len(rows)
        # solver models of the relation
        s = z3.Solver()
        s.set("timeout", 2000)
        s.add(*[a == b for a, b in _pin(xs, x)], dom_y, M)
        term = t_eval.values([x])[0]
        found = 0
        for _ in range(MODELS_PER_POSITION):
            r = s.check()
            if r != z3.sat:
                break
            m = s.model()
            y = tuple(int(_value(m.eval(t, model_completion=True))) for t in yt)
            found += 1
            if term:
                run.fail(f"smt_terminal of {where} calls {fmt(x)} terminal, but the move relation allows a move "
                         f"to {fmt(y)}")
            lg = (y in listed_set) if listed_set is not None else (member(x, y) if member is not None else None)
            if lg is False:
                run.fail(f"at {fmt(x)} the move relation of {where} allows a move to {fmt(y)} (a solver model), "
                         "which is not a move of the Python rules")
            if lg is None:
                unclassified += 1
            else:
                res.options += 1
            s.add(z3.Or([t != v for t, v in zip(yt, y)]))
        if found == 0 and not term and r == z3.unsat:
            run.fail(f"smt_terminal of {where} calls {fmt(x)} non-terminal, but the move relation allows no move")
        if listed is not None and bool(term) != (not listed):
            run.fail(f"smt_terminal of {where} calls {fmt(x)} {'terminal' if term else 'non-terminal'}, but the Python "
                     f"move generator gives it {len(listed)} move(s)")
        res.positions += 1
    if unclassified:
        res.notes.append(f"{unclassified} candidate moves at wide positions could not be classified (no membership "
                         f"test for {spec})")
    res.notes.append(f"moves compared at {len(wide)} wide positions (widths {', '.join(map(str, res.widths))} bits)")
    return _Moves(small, wide, m_eval, member, where, bits)


def _extra_option(run: _ValidationRun, s: z3.Solver, xs: list[SymInt], ys: list[SymInt],
                  moves_of: dict[tuple[int, ...], set[tuple[int, ...]]], where: str) -> None:
    r = s.check()
    if r == z3.sat:
        m = s.model()
        x = tuple(int(_value(m.eval(v.term, model_completion=True))) for v in xs)
        y = tuple(int(_value(m.eval(v.term, model_completion=True))) for v in ys)
        run.fail(f"the move relation of {where} allows {fmt(x)} -> {fmt(y)}, which is not a move of the Python move "
                 f"generator (its moves from {fmt(x)}: {len(moves_of.get(x, ()))})")
    if r != z3.unsat:
        run.res.notes.append(f"z3 answered unknown on 'no option outside the generated ones' ({s.reason_unknown()})")


# -- rules ---------------------------------------------------------------------------------------------

def _flatten(v: Any) -> list[Any]:
    if isinstance(v, tuple):
        out = []
        for e in v:
            out += _flatten(e)
        return out
    return [v]


def _term_of(v: Any) -> Any:
    if isinstance(v, SymInt):
        return v.term
    if isinstance(v, z3.ExprRef):
        return v
    return None


def _same(py: Any, got: Any) -> bool:
    if isinstance(py, tuple) or isinstance(got, tuple):
        return (isinstance(py, tuple) and isinstance(got, tuple) and len(py) == len(got)
                and all(_same(a, b) for a, b in zip(py, got)))
    return py == got


def _show(v: Any) -> str:
    if isinstance(v, tuple):
        return fmt(v)
    return str(v)


class _Compiled:
    """One text compiled at symbolic parts: its value, definedness and side conditions."""

    def __init__(self, name: str, text: str, value: Any, comp: Compiler, params: list[Any]):
        self.name, self.text, self.value = name, text, value
        self.shape = value
        self.defined = z3.And(comp.defined) if comp.defined else None
        self.side = list(comp.side)
        self.cache = dict(comp.cache)
        self.params = params
        names = {p.decl().name() for p in params}
        terms = [t for t in (_term_of(e) for e in _flatten(value)) if t is not None]
        if self.defined is not None:
            terms.append(self.defined)
        self.ground = not self.side and all(_free_consts(t) <= names for t in terms)
        self._evals = [(_Ground(t, params) if self.ground else None) for t in terms]
        self.terms = terms

    def _by_substitution(self, row: tuple[int, ...], pins: list[Any]) -> list[Any] | None:
        """The values at one row of a text with fresh variables (``isqrt``, quotients):
        each fresh variable gets the value of the operation it stands for (Python's
        ``math.isqrt`` and ``divmod`` of its argument's value), in the order the compiler
        made them; the side conditions must then hold there (else ``None``: undefined)."""
        subs = list(pins)
        for key, (arg, fresh) in self.cache.items():
            a = _subst_value(arg, subs)
            if a is None or isinstance(a, bool):
                return None
            if key and key[0] == "divmod":
                q, r = divmod(a, key[4])
                pairs = [(fresh[0], q), (fresh[1], r)]
            else:
                if a < 0:
                    return None
                pairs = [(fresh, math.isqrt(a))]
            for sym, v in pairs:
                t = sym.term
                subs.append((t, z3.BitVecVal(v, t.size()) if z3.is_bv(t) else z3.IntVal(v)))
        for cond in self.side:
            if _subst_value(cond, subs) is not True:
                return None
        return [_subst_value(t, subs) for t in self.terms]

    def at(self, rows: list[tuple[int, ...]], pins: Callable[[tuple[int, ...]], list[Any]]) -> list[tuple[Any, bool]]:
        """``(value, defined)`` at each row."""
        if self.ground:
            cols = [ev.values(rows) for ev in self._evals]
            per_row = [[c[j] for c in cols] for j in range(len(rows))]
        else:
            per_row = [self._by_substitution(row, pins(row)) for row in rows]
        out = []
        for vals in per_row:
            if vals is None:
                out.append((None, False))
                continue
            defined = True
            if self.defined is not None:
                defined = bool(vals[-1])
                vals = vals[:-1]
            it = iter(vals)
            out.append((_rebuild(self.value, it), defined))
        return out


def _subst_value(t: Any, subs: list[tuple[Any, Any]]) -> Any:
    return _value(z3.simplify(z3.substitute(t, *subs) if subs else t))


def _rebuild(shape: Any, it: Any) -> Any:
    if isinstance(shape, tuple):
        return tuple(_rebuild(e, it) for e in shape)
    if _term_of(shape) is not None:
        return next(it)
    return shape


def _texts_with_lets(claim: Claim, texts: dict[str, str]) -> dict[str, str]:
    out = dict(texts)
    for name in needed_lets(claim.let, list(texts.values())):
        out[f"let {name}"] = claim.let[name]
    return out


def _compile_text(comp: Compiler, claim: Claim, env: dict[str, Any], text: str) -> Any:
    """``text`` compiled in ``env`` with the lets it needs, as the prover compiles it."""
    env = bind_lets(env, needed_lets(claim.let, [text]), lambda name, e: comp.compile(claim.let[name], e))
    return comp.compile(text, env)


@functools.lru_cache(maxsize=256)
def _parsed(text: str) -> rexpr.Expr:
    return rexpr.parse(text)


def _python_value(claim: Claim, env: dict[str, Any], text: str) -> tuple[Any, bool]:
    try:
        env = bind_lets(env, needed_lets(claim.let, [text]), lambda name, e: _parsed(claim.let[name]).evaluate(e))
        return _parsed(text).evaluate(env), True
    except (RuleError, ZeroDivisionError, OverflowError, ValueError):
        return None, False


def _uses_labels(text: str) -> str | None:
    used = names_used([text])
    bad = sorted(used & (set(LABEL_NAMES) | {f"g{i}" for i in range(1, 20)}))
    return bad[0] if bad else None


def _compare(run: _ValidationRun, claim: Claim, compiled: list[_Compiled], rows: list[tuple[int, ...]],
             py_env: Callable[[tuple[int, ...]], dict[str, Any]], pins: Callable[[tuple[int, ...]], list[Any]],
             show_point: Callable[[tuple[int, ...]], str], where: str) -> None:
    for c in compiled:
        got = c.at(rows, pins)
        for row, (value, defined) in zip(rows, got):
            py, py_defined = _python_value(claim, py_env(row), c.text)
            if defined != py_defined:
                run.fail(f"{c.name} '{c.text}' at {show_point(row)}: the compiled form ({where}) is "
                         f"{'defined' if defined else 'undefined'}, the Python evaluator "
                         f"{'gives ' + _show(py) if py_defined else 'raises an error'}")
            if defined and not _same(py, value):
                run.fail(f"{c.name} '{c.text}' at {show_point(row)}: the solver's compiled value ({where}) is "
                         f"{_show(value)}, the Python evaluator gives {_show(py)}")
            run.res.points += 1


def _validate_rules(run: _ValidationRun, claim: Claim, ruleset: Ruleset, k: int, bits: int, texts: dict[str, str],
                    moves: _Moves | None, rng: random.Random) -> bool:
    small, wide = (moves.small, moves.wide) if moves is not None else ([], [])
    xs = [sym_var(f"gcv_r{i + 1}", 0, 2**bits - 1) for i in range(k)]
    env = position_env(ruleset, xs)
    params = [x.term for x in xs]
    where = "integers" if in_integer_mode() else f"{bits}-bit vectors"
    grundy_v = "v" in type(claim).strategy_names and "strategy" in texts
    compiled: list[_Compiled] = []
    for name, text in _texts_with_lets(claim, {n: t for n, t in texts.items() if not (grundy_v and n == "strategy")}).items():
        c = _compile_or_skip(run, claim, name, text, env, params)
        if c is not None:
            compiled.append(c)
    if not small:
        small = [x for x in itertools.product(range(3), repeat=min(k, 4))] if k <= 4 else []
    rows = small if len(small) <= RULE_POINTS else rng.sample(small, RULE_POINTS)
    rows = sorted(rows) + list(wide)

    def py_env(row: tuple[int, ...]) -> dict[str, Any]:
        return position_env(ruleset, list(row))

    def pins(row: tuple[int, ...]) -> list[Any]:
        return _pin(xs, row)

    _compare(run, claim, compiled, rows, py_env, pins, fmt, where)
    if grundy_v:
        _grundy_strategy(run, claim, ruleset, xs, env, texts, rows, where)
    if moves is not None:
        for c in compiled:
            if c.name in ("strategy", "move"):
                _targets(run, claim, ruleset, c, rows, moves)
    return bool(compiled) or grundy_v


def _targets(run: _ValidationRun, claim: Claim, ruleset: Ruleset, c: _Compiled, rows: list[tuple[int, ...]],
             moves: _Moves) -> None:
    """The strategy's targets are moves the relation and the Python rules must agree on
    (at wide positions these are the only long moves sampled)."""
    pairs = []
    for x in rows:
        t, ok = _python_value(claim, position_env(ruleset, list(x)), c.text)
        if not ok or not isinstance(t, tuple) or len(t) != len(x) or min(t) < 0:
            continue
        listed = _cheap_options(ruleset, x)
        legal = (t in set(listed)) if listed is not None else (
            moves.member(x, t) if moves.member is not None else None)
        if legal is not None and max(t) < 2**moves.bits:
            pairs.append((x, t, legal))
    bad = moves.relation.agree([x + t for x, t, _ in pairs], [legal for _, _, legal in pairs])
    if bad is not None:
        x, t, legal = pairs[bad]
        run.fail(f"at {fmt(x)} the {c.name}'s target {fmt(t)} is " + ("a move of the Python rules, but the move "
                     f"relation of {moves.where} rejects it" if legal else f"not a move of the Python rules, but the "
                     f"move relation of {moves.where} allows it"))
    run.res.options += len(pairs)


def _compile_or_skip(run: _ValidationRun, claim: Claim, name: str, text: str, env: dict[str, Any],
                     params: list[Any]) -> _Compiled | None:
    label = _uses_labels(text)
    if label is not None:
        _skip(run.res, f"{name} '{text}' uses '{label}', a label, not a formula")
        return None
    comp = Compiler()
    try:
        value = _compile_text(comp, claim, env, text)
    except NotExpressible as exc:
        _skip(run.res, f"{name} is not expressible for z3 ({exc})")
        return None
    except RuleError as exc:
        _skip(run.res, f"{name} does not compile ({exc})")
        return None
    return _Compiled(name, text, value, comp, params)


def _grundy_strategy(run: _ValidationRun, claim: Claim, ruleset: Ruleset, xs: list[SymInt], env: dict[str, Any],
                     texts: dict[str, str], rows: list[tuple[int, ...]], where: str) -> None:
    """A Grundy claim's strategy, a function of the position and the value ``v`` to reach."""
    rule = texts.get("rule")
    if not rule:
        return
    comp = Compiler()
    try:
        g = _compile_text(comp, claim, env, rule)
    except (NotExpressible, RuleError):
        return
    ghi = max(0, g.hi if isinstance(g, SymInt) else int(g))
    v = sym_var("gcv_v", 0, ghi)
    params = [x.term for x in xs] + [v.term]
    c = _compile_or_skip(run, claim, "strategy", texts["strategy"], dict(env, v=v), params)
    if c is None:
        return
    points = []
    for row in rows:
        gv, ok = _python_value(claim, position_env(ruleset, list(row)), rule)
        if ok and isinstance(gv, int) and gv > 0:
            points += [row + (0,), row + (gv - 1,)]

    def py_env(p: tuple[int, ...]) -> dict[str, Any]:
        return dict(position_env(ruleset, list(p[:-1])), v=p[-1])

    def pins(p: tuple[int, ...]) -> list[Any]:
        return _pin(xs + [v], p)

    _compare(run, claim, [c], points, py_env, pins, lambda p: f"{fmt(p[:-1])} with v = {p[-1]}", where)


def _validate_forall(run: _ValidationRun, claim: Claim, bits: int, texts: dict[str, str], rng: random.Random) -> bool:
    """A statement about integers: the compiled rule against the evaluator at points of the
    proof's ranges (the prover's ranges: up to ``2**bits - 1`` with ``prove_bits``)."""
    res = run.res
    names = list(claim.vars)
    if claim.prove_bits is not None and any("fib(" in t for t in [claim.rule or "", *claim.let.values()]):
        _skip(res, "the statement is proved by induction on fib(n + c), whose terms are built apart from the "
                   "compiler; its base cases are evaluated exactly")
        return False
    wide_bits = bits if claim.prove_bits is not None else 0
    ranges = {}
    for n, (lo, hi) in claim.vars.items():
        ranges[n] = (lo, max(hi, 2**wide_bits - 1) if (lo >= 0 and wide_bits) else hi)
    res.widths = _widths(bits) if wide_bits else []
    vs = [sym_var(f"gcv_{n}", lo, top) for n, (lo, top) in ranges.items()]
    env = dict(zip(names, vs))
    params = [v.term for v in vs]
    where = "integers" if in_integer_mode() else "bit-vectors"
    compiled = []
    for name, text in _texts_with_lets(claim, texts).items():
        c = _compile_or_skip(run, claim, name, text, env, params)
        if c is not None:
            compiled.append(c)
    if not compiled:
        return False
    axes = []
    for n, (lo, top) in ranges.items():
        vals = set(range(lo, min(top, lo + (12 if len(names) == 1 else 3)) + 1)) | {top}
        for w in res.widths:
            a, b = max(lo, 2 ** (w - 1)), min(top, 2**w - 1)
            if a <= b:
                vals |= {a, b, rng.randint(a, b)}
        if top - lo > 0:
            vals |= {rng.randint(lo, top) for _ in range(3)}
        axes.append(sorted(vals))
    rows = list(itertools.product(*axes))
    if len(rows) > 4 * RULE_POINTS:
        rows = sorted(rng.sample(rows, 4 * RULE_POINTS))
    res.positions += len(rows)

    def py_env(row: tuple[int, ...]) -> dict[str, Any]:
        return dict(zip(names, row))

    def pins(row: tuple[int, ...]) -> list[Any]:
        return _pin(vs, row)

    def show(row: tuple[int, ...]) -> str:
        return ", ".join(f"{n} = {v}" for n, v in zip(names, row))

    _compare(run, claim, compiled, rows, py_env, pins, show, where)
    return True
