"""Proofs through lemmas: named functions, lemmas checked on their own, conditions decided with
the functions abstracted.

Some certificate conditions are out of reach of bit-blasting at useful widths however they are
encoded. "No move from P to P" for Wythoff's game (Wythoff 1907) needs the fact that the lower
and upper Wythoff sequences ``A(k) = floor(k phi)`` and ``A(k) + k`` never meet (Beatty 1926),
a statement about two indices whose square roots SAT cannot relate beyond about 12 bits
(``experiments/wythoff_encodings.py``). Split in two, it becomes easy:

1. **Lemmas about one index**, e.g. ``A(A(k)) + 1 - A(k) == k``, each checked at every value of
   its variable below ``2^bits`` (:func:`check_lemmas`: exhaustive evaluation with numpy, and the
   scalar evaluator on a sample as a cross-check), and "F is strictly increasing" checked as
   ``F(k) < F(k + 1)`` at every ``k < 2^bits``.
2. **The conditions with the functions abstracted** (:class:`ProofAbstraction`): every occurrence of a
   function's body in the claim's texts (matched on the syntax tree, :func:`abstract_tree`) and
   every call of it in a lemma becomes a fresh bit-vector variable bounded by the interval the
   compiler proves for the body. The query then gets

   * functional consistency of those variables (Ackermann 1954: equal arguments, equal values),
   * every lemma instantiated at the arguments of the applications in the query, guarded by
     ``0 <= argument < 2^bits``,
   * for an increasing function, ``s < t => F(s) < F(t)`` for every pair of its applications
     (strict monotonicity on ``[0, 2^bits]`` follows from the one-step lemma by induction),

   and stays quantifier-free bit-vector logic, so both solvers and the certificate step take it.

Soundness: the true functions satisfy every added constraint (the lemmas were checked at every
value the guards allow), so every model of the concrete query is a model of the abstract one, and
``unsat`` of the abstract query proves the concrete condition. A ``sat`` answer may be spurious;
the prover replays it and reports "inconclusive" when it does not replay.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import numpy as np

from gamecheck.audit import LemmaCheck  # records a ProofResult holds (they live with the records)
from gamecheck.lazy import lazy_module
from gamecheck.errors import NotExpressible, RuleError
from gamecheck.lang import expr as rexpr
from gamecheck.lang import symbolic as S
from gamecheck.lang.smt import Compiler
from gamecheck.lang.functions import Function, abstract_tree, flatten_calls, lemma_texts, lemma_variables, parse_functions

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = [
    "Function", "LemmaCheck", "ProofAbstraction", "parse_functions", "lemma_texts", "check_lemmas", "MAX_LEMMA_VALUES",
]

#: the most values a lemma is evaluated at (2^24: the exhaustive check of a one-variable lemma
#: at 24 bits takes about a second per function call in it)
MAX_LEMMA_VALUES = 1 << 24
#: values evaluated per numpy block
_BLOCK = 1 << 16
#: values also evaluated by the scalar evaluator, as a cross-check of the numpy path
_SAMPLE = 512


# -- checking lemmas by evaluation --------------------------------------------------------------




def _compiled(text: str, functions: Mapping[str, Function]) -> tuple[list[Any], Any]:
    """The lemma ``text`` parsed once: its function calls in evaluation order as ``(name, body,
    parameters, arguments)`` and the final truth value, all as rule-language expressions."""
    calls, final = flatten_calls(text, functions)
    return ([(name, rexpr.parse(f.body), f.params, [rexpr.parse(a) for a in args]) for name, f, args in calls],
            rexpr.parse(final))


def _evaluate_block(calls, final, env: dict[str, Any], size: int) -> np.ndarray:
    env = dict(env)
    for name, body, params, args in calls:
        env[name] = body.evaluate_array(dict(zip(params, [a.evaluate_array(env, size) for a in args])), size)
    return np.asarray(final.evaluate_array(env, size), dtype=bool)


def _evaluate_scalar(calls, final, env: dict[str, int]) -> bool:
    env = dict(env)
    for name, body, params, args in calls:
        env[name] = body.evaluate(dict(zip(params, [a.evaluate(env) for a in args])))
    return bool(final.evaluate(env))


def _check_one(statement: str, text: str, variables: list[str], functions, bits: int) -> LemmaCheck:
    t0 = time.perf_counter()
    res = LemmaCheck(statement, variables)
    try:
        _check_into(res, text, functions, bits)
    finally:
        res.seconds = time.perf_counter() - t0
    return res


def _check_into(res: LemmaCheck, text: str, functions, bits: int) -> None:
    """Fill ``res``: the lemma ``text`` at every value of ``res.variables`` below ``2^bits``."""
    variables = res.variables
    n = 1 << (bits * len(variables))
    if n > MAX_LEMMA_VALUES:
        res.reason = (f"{len(variables)} variable(s) at {bits} bits are {n:,} values, more than the "
                      f"{MAX_LEMMA_VALUES:,} a lemma is evaluated at")
        return
    mask = (1 << bits) - 1

    def point(j: int) -> dict[str, int]:
        return {v: (j >> (bits * i)) & mask for i, v in enumerate(variables)}

    try:
        calls, final = _compiled(text, functions)
        for start in range(0, n, _BLOCK):
            idx = np.arange(start, min(n, start + _BLOCK), dtype=np.int64)
            env = {v: (idx >> (bits * i)) & mask for i, v in enumerate(variables)}
            ok = _evaluate_block(calls, final, env, len(idx))
            if not ok.all():
                first = int(np.argmin(ok))
                res.counterexample, res.values = point(int(idx[first])), start + first + 1
                return
        res.values = n
        # the scalar evaluator at a deterministic sample (every value when there are few)
        for j in range(0, n, max(1, n // _SAMPLE)):
            res.sample += 1
            if not _evaluate_scalar(calls, final, point(j)):
                res.counterexample = point(j)
                res.reason = "the numpy and the scalar evaluator disagree here (a bug of gamecheck)"
                return
    except RuleError as exc:
        res.reason = f"it cannot be evaluated at every value: {exc}"
        return
    res.holds = True


def check_lemmas(lemmas: Sequence[str], increasing: Sequence[str], functions: Mapping[str, Function],
                 bits: int) -> list[LemmaCheck]:
    """Check each lemma at every value of its variables below ``2^bits``.

    Args:
        lemmas: rule-language truth values; their free variables range over ``[0, 2^bits)``.
        increasing: names of one-parameter functions claimed strictly increasing on
            ``[0, 2^bits]``, checked as ``F(k) < F(k + 1)`` for every ``k < 2^bits``.
        functions: the proof functions the lemmas call (:func:`parse_functions`).
        bits: the proof's width, 1..24 for one variable (at most :data:`MAX_LEMMA_VALUES` values).

    Returns:
        One :class:`LemmaCheck` per lemma, then one per increasing function, in order. Function
        calls are evaluated at every value, also in a branch a condition would skip, so write
        arguments that are defined everywhere (e.g. ``max(x, 0)`` under ``isqrt``).

    Raises:
        RuleError: a lemma that does not parse or calls an unknown function.
    """
    out = []
    for text in lemmas:
        out.append(_check_one(text, text, lemma_variables(text, functions), functions, bits))
    for name in increasing:
        f = functions.get(name)
        if f is None or len(f.params) != 1:
            raise RuleError(f"'{name}' in prove_increasing is not a proof function of one parameter")
        out.append(_check_one(f"{name} is strictly increasing on [0, 2^{bits}]", f"{name}(k) < {name}(k + 1)",
                              ["k"], functions, bits))
    return out


# -- the abstraction ---------------------------------------------------------------------------


@dataclass
class _App:
    name: str
    args: tuple[Any, ...]
    value: Any  # a SymInt, or an int for constant arguments


@dataclass
class ProofAbstraction:
    """Proof functions as fresh variables, shared by the compilers of one proof.

    Use :meth:`compiler` for every compiler of the conditions, then :meth:`constraints` for the
    constraints a query needs (functional consistency, lemma instances, monotonicity).

    Attributes:
        functions: the proof functions (:func:`parse_functions`).
        lemmas: the lemma texts (already checked by :func:`check_lemmas`).
        increasing: names of functions checked strictly increasing.
        bits: the width the lemmas were checked at (their variables range over ``[0, 2^bits)``).
        congruence: ``"ackermann"`` (each application a fresh variable, consistency asserted
            pairwise; z3 settles Wythoff's conditions about 3 times faster so) or
            ``"functions"`` (uninterpreted functions, whose consistency the solvers keep).
        uses: for a lemma (by its text), the names of the conditions it is added to (by
            default every condition).
    """

    functions: Mapping[str, Function]
    lemmas: Sequence[str]
    increasing: Sequence[str]
    bits: int
    apps: list[_App] = field(default_factory=list)
    _cache: dict[tuple, _App] = field(default_factory=dict)
    _ufs: dict[str, Any] = field(default_factory=dict)
    congruence: str = "ackermann"
    uses: Mapping[str, Sequence[str]] = field(default_factory=dict)

    def compiler(self):
        """A :class:`~gamecheck.lang.smt.Compiler` whose texts have the functions' bodies
        abstracted and whose calls of the functions become :meth:`call`."""
        return Compiler(calls={name: self.call for name in self.functions},
                        rewrite=lambda tree: abstract_tree(tree, self.functions))

    def _function(self, name: str) -> Any:
        """The uninterpreted function standing for ``name`` (bit-vectors of :attr:`width` bits,
        or integers in integer mode)."""
        f = self._ufs.get(name)
        if f is None:
            sort = z3.IntSort() if S.in_integer_mode() else z3.BitVecSort(self.width)
            f = z3.Function(name, *([sort] * len(self.functions[name].params)), sort)
            self._ufs[name] = f
        return f

    @property
    def width(self) -> int:
        """Bits of the arguments and values of the uninterpreted functions: the proof's width
        plus 8 (values up to 2^7 times the largest position part)."""
        return self.bits + 8

    def _term(self, v: Any) -> Any:
        if S.in_integer_mode():
            return z3.IntVal(v) if isinstance(v, int) else v.term
        if isinstance(v, int):
            return z3.BitVecVal(v, self.width)
        if S.bv_width(v.lo, v.hi) > self.width:
            raise NotExpressible(f"a value in [{v.lo}, {v.hi}] is too wide for the proof functions' {self.width} bits")
        return S.extend(v.term, self.width)

    def call(self, comp, name: str, args: list) -> Any:
        """The value of ``name(*args)``: an int for constant arguments (evaluated), else the
        uninterpreted function applied to them, as a :class:`~gamecheck.lang.symbolic.SymInt`
        with the interval the compiler proves for the body at ``args`` (asserted by
        :meth:`constraints` in the queries that mention it)."""
        f = self.functions[name]
        if len(args) != len(f.params):
            raise NotExpressible(f"'{name}' takes {len(f.params)} argument(s), not {len(args)}")
        args = [S.num(a) if not isinstance(a, S.SymInt) else a for a in args]
        if any(not isinstance(a, (int, S.SymInt)) for a in args):
            raise NotExpressible(f"'{name}' takes integers")
        if all(isinstance(a, int) for a in args):
            value = int(rexpr.parse(f.body).evaluate(dict(zip(f.params, args))))
            key = (name,) + tuple(("c", a) for a in args)
            if key not in self._cache:
                self._cache[key] = app = _App(name, tuple(args), value)
                self.apps.append(app)
            return value
        key = (name,) + tuple(("c", a) if isinstance(a, int) else (a.term.get_id(), a.lo, a.hi) for a in args)
        hit = self._cache.get(key)
        if hit is not None:
            return hit.value
        scratch = Compiler()
        body = scratch.compile(f.body, dict(zip(f.params, args)))
        if scratch.defined:
            raise NotExpressible(f"'{name}' is not defined at every argument in range")
        lo, hi = S.bounds(body) if isinstance(body, S.SymInt) else (int(body), int(body))
        value: Any
        if lo == hi:
            value = lo
        else:
            if not S.in_integer_mode() and S.bv_width(lo, hi) > self.width:
                raise NotExpressible(f"'{name}' takes values in [{lo}, {hi}], too wide for {self.width} bits")
            if self.congruence == "functions":
                value = S.SymInt(self._function(name)(*[self._term(a) for a in args]), lo, hi)
            else:
                value = S.sym_var(S.fresh_name(name), lo, hi)
        app = _App(name, tuple(args), value)
        self._cache[key] = app
        self.apps.append(app)
        return value

    def _apps_in(self, assertions: Sequence[Any]) -> list[_App]:
        stack, seen = list(assertions), set()
        while stack:
            e = stack.pop()
            if e.get_id() in seen:
                continue
            seen.add(e.get_id())
            stack.extend(e.children())
        return [a for a in self.apps if isinstance(a.value, S.SymInt) and a.value.term.get_id() in seen]

    def _in_lemma_range(self, t: Any) -> Any:
        return S.zbool(S.all_of([S.num_le(0, t), S.num_le(t, (1 << self.bits) - 1)]))

    def constraints(self, assertions: Sequence[Any], condition: str = "") -> list[z3.BoolRef]:
        """The constraints a query of ``assertions`` needs: every lemma instantiated at every
        argument (tuple) of the applications in it (guarded by the range the lemma was checked
        on), the interval of every application, the values at the constant arguments met so far,
        and monotonicity of the increasing functions between the query's own applications.
        Functional consistency is the uninterpreted functions' own. Every constraint holds of the
        true functions (the lemmas having been checked), so adding them is sound."""
        used = self._apps_in(assertions)
        terms: list[Any] = []
        seen = set()
        for a in used:
            for t in a.args:
                k = ("c", t) if isinstance(t, int) else (t.term.get_id(), t.lo, t.hi)
                if k not in seen:
                    seen.add(k)
                    terms.append(t)
        comp = self.compiler()
        out: list[z3.BoolRef] = []
        for text in self.lemmas:
            if condition and self.uses.get(text) and condition not in self.uses[text]:
                continue  # the lemma names the conditions it serves, and this is not one of them
            vs = lemma_variables(text, self.functions)
            for combo in itertools.product(terms, repeat=len(vs)):
                body = comp.compile(text, dict(zip(vs, combo)))
                guard = S.all_of([self._in_lemma_range(t) for t in combo])
                out.append(S.zbool(S.implies(guard, body)))
        out.extend(comp.side)
        # every application the query now mentions, also those the instances reuse from the cache
        apps = self._apps_in(list(assertions) + out)
        out.extend(S.in_range(a.value, a.value.lo, a.value.hi) for a in apps)
        if self.congruence == "functions":
            # the values at constant arguments (the uninterpreted functions know nothing else)
            named = {a.name for a in apps}
            for a in self.apps:
                if isinstance(a.value, int) and a.name in named:
                    out.append(self._function(a.name)(*[self._term(x) for x in a.args]) == self._term(a.value))
        else:
            # functional consistency by hand (Ackermann 1954), also with the constant arguments
            known = [a for a in self.apps if isinstance(a.value, int)]
            for a, b in itertools.combinations(apps + known, 2):
                if a.name != b.name or (isinstance(a.value, int) and isinstance(b.value, int)):
                    continue
                if any(S.bounds(x)[1] < S.bounds(y)[0] or S.bounds(y)[1] < S.bounds(x)[0]
                       for x, y in zip(a.args, b.args)):
                    continue  # arguments that cannot be equal
                same = S.all_of([S.num_eq(x, y) for x, y in zip(a.args, b.args)])
                out.append(S.zbool(S.implies(same, S.num_eq(a.value, b.value))))
        for name in self.increasing:  # between the applications of the query itself
            mine = [a for a in used if a.name == name]
            for a, b in itertools.permutations(mine, 2):
                s, t = a.args[0], b.args[0]
                guard = S.all_of([self._in_lemma_range(s), self._in_lemma_range(t), S.num_lt(s, t)])
                out.append(S.zbool(S.implies(guard, S.num_lt(a.value, b.value))))
        return [c for c in out if not z3.is_true(c)]
