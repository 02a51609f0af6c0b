"""The z3 prover: claims for every position up to a bit width, or a counterexample.

A P-position rule R is proved through the three certificate conditions (a finite,
acyclic game whose domain is closed under moves; Winning Ways ch. 2):

1. every terminal position is in R (misère play: none is);
2. no move leads from a position in R to a position in R;
3. every non-terminal position outside R has a move into R.

Conditions 1 and 2 are quantifier-free queries over symbolic positions x, y whose
parts fit in ``bits`` bits. Condition 3 says "there exists a move": when the claim
carries the winning move its proof uses (a ``strategy``), it becomes the
quantifier-free "the strategy's move is legal and lands in R", which also certifies
the strategy; otherwise a quantified query is tried, and an ``unknown`` answer
makes the verdict ``inconclusive``. Grundy formulas are proved through the two mex
conditions (no option keeps the value; every smaller value ``v`` is reached — by a
``strategy`` in ``v``, or a quantified query). Statements about integers
(``forall``) are proved over their stated ranges, or — when the claim opts in with
``prove_bits`` — over the whole range up to that bit width, and those that use
``fib(n + c)`` then by induction on n (base cases by evaluation, step by z3 over the
integers). Every satisfying model is turned into a concrete position (minimised in
potential), replayed through the ruleset and checked against exhaustive labels
before it is reported; a model that does not replay is reported as a bug.

Every query can be written out in SMT-LIB 2 (``smt2_dir``).

The certificate and mex conditions hold as proof only in games that end: a P-position
rule, a winning move or a Grundy formula over a ruleset without a potential
(:meth:`gamecheck.games.base.Ruleset.potential` is ``None``: a game file, a graph, a sum
with such a component), which may have cycles and draws (Fraenkel and Yesha 1986), is
``inconclusive`` without a query, whatever symbolic move relation it has.
"""

from __future__ import annotations

import ast
import dataclasses
import itertools
import re
import time
from pathlib import Path
from typing import Any, Callable, Sequence


from gamecheck.lazy import lazy_module
from gamecheck.atomic import atomic_write_text
from gamecheck.audit import Draft, ProofResult, Query, Verdict, Witness
from gamecheck.checker.context import claim_as_played, claim_ruleset, position_truth, uses_multisets
from gamecheck.checker.sequence_claims import is_sequence_claim
from gamecheck.checker.vacuity import prove_vacuity
from gamecheck.checker.serial import check_claim, state_grundy, true_grundy
from gamecheck.claims import (
    EquivalentClaim,
    AnswerClaim, Claim, ForallClaim, GrundyClaim, GrundyValueClaim, HookTable, LabelIdentityClaim,
    MisereQuotientClaim, MoveWinsClaim, NoMoveClaim, OutcomeClaim, PartitionClaim, PPositionsClaim, PRuleClaim,
    ReachableCountClaim, SomeMoveClaim, WinningMoveClaim, WinningMovesClaim,
)
from gamecheck.engine.analysis import analyse_position
from gamecheck.errors import GamecheckError, ModelDidNotReplay, ResourceLimitError, RuleError, TooLargeToReplay, UsageError
from gamecheck.games.base import Ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import LABEL_NAMES, bind_lets, names_used, needed_lets, position_env
from gamecheck.lang.smt import (
    Compiler, NeedsBitVectors, NotExpressible, SymInt, add, as_bool, as_int, check_with_limit, eq, in_integer_mode,
    in_range, integer_mode, le, lt, mul, sub, sym_var, value_of,
)
from gamecheck.position import format_position
from gamecheck.prover.lemmas import ProofAbstraction, check_lemmas, lemma_specs, lemma_texts, parse_functions
from gamecheck.lang.functions import abstract_tree
from gamecheck.prover.smtlib import canonical_smt2
from gamecheck.prover.solvers import DEFAULT_BUDGET, Budget, decide
from gamecheck.prover.validate import validate_encoding
from gamecheck.prover.strategies import StrategyCandidate, find_strategy

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = [
    "PROVABLE_KINDS", "PROVES", "ProveHook", "ModelDidNotReplay", "TooLargeToReplay", "REPLAY_LIMIT",
    "EVALUATION_LIMIT", "DEFAULT_PROVE_BITS", "prove_claim",
]

fmt = format_position

#: claim kinds the prover handles


#: positions whose parts add up to more than this are not replayed move by move
REPLAY_LIMIT = 200_000


def _replayable(*positions: tuple[int, ...]) -> None:
    for p in positions:
        if sum(p) > REPLAY_LIMIT:
            raise TooLargeToReplay(
                f"z3 found a counterexample at {fmt(p)}, but it is too large to replay through the ruleset "
                f"(parts add up to more than {REPLAY_LIMIT:,}); the claim is not proved"
            )


# -- environments ----------------------------------------------------------------------------------

def _with_lets(comp: Compiler, claim: Claim, env: dict[str, Any], *texts: str | None) -> dict[str, Any]:
    """``env`` with the ``let`` helpers the texts need compiled to z3 terms."""
    return bind_lets(env, needed_lets(claim.let, texts), lambda name, e: comp.compile(claim.let[name], e))


def _needs_labels(claim: Claim) -> None:
    texts = [t for t in (claim.rule, claim.move, claim.where, claim.target, claim.strategy, claim.p_rule) if t]
    texts += list(claim.let.values())
    for t in texts:
        used = names_used([t])
        bad = sorted(used & (set(LABEL_NAMES) | {f"g{i}" for i in range(1, 20)}))
        if bad:
            raise NotExpressible(f"the rule uses '{bad[0]}', a label computed by retrograde analysis, not a formula")


# -- solving ------------------------------------------------------------------------------------------


#: each condition of a proof in mathematical notation (what its query's ``unsat`` establishes).
#: D is the domain (every part < 2^bits), x -> y a move, T(x) "x is terminal", R the claimed
#: P-positions, G the claimed Grundy value, s the claim's strategy, A/B a moves claim's two
#: conditions, phi a statement about integers.
STATEMENTS: dict[str, str] = {
    "the domain is closed under moves": "∀x ∈ D, ∀y: x → y ⇒ y ∈ D",
    "terminal positions are P": "∀x ∈ D: T(x) ⇒ R(x)",
    "terminal positions are not P": "∀x ∈ D: T(x) ⇒ ¬R(x)",
    "no move from P to P": "∀x, y ∈ D: R(x) ∧ x → y ⇒ ¬R(y)",
    "strategy moves from N to P": "∀x ∈ D: ¬R(x) ∧ ¬T(x) ⇒ x → s(x) ∧ R(s(x))",
    "found strategy moves from N to P": "∀x ∈ D: ¬R(x) ∧ ¬T(x) ⇒ x → s(x) ∧ R(s(x))",
    "some move from N to P (quantified)": "∀x ∈ D: ¬R(x) ∧ ¬T(x) ⇒ ∃y ∈ D: x → y ∧ R(y)",
    "Grundy values are non-negative": "∀x ∈ D: G(x) ≥ 0",
    "no option keeps the value": "∀x, y ∈ D: x → y ⇒ G(y) ≠ G(x)",
    "every smaller value is reached (strategy)": "∀x ∈ D, ∀v < G(x): x → s(x, v) ∧ G(s(x, v)) = v",
    "every smaller value is reached (quantified)": "∀x ∈ D, ∀v < G(x): ∃y ∈ D: x → y ∧ G(y) = v",
    "no move from A to B": "∀x, y ∈ D: A(x) ∧ x → y ⇒ ¬B(y)",
    "the strategy moves from A to B": "∀x ∈ D: A(x) ⇒ x → s(x) ∧ B(s(x))",
    "the found strategy moves from A to B": "∀x ∈ D: A(x) ⇒ x → s(x) ∧ B(s(x))",
    "the statement fails somewhere": "∀n in the range: φ(n)",
    "inductive step P(n) => P(n+1)": "∀n ≥ n₀: I(n) ∧ P(n) ⇒ P(n + 1)",
    "inductive step P(n), P(n+1) => P(n+2)": "∀n ≥ n₀: I(n) ∧ P(n) ∧ P(n + 1) ⇒ P(n + 2)",
}


def statement_of(name: str) -> str:
    """The condition ``name`` (as a query is named) in mathematical notation ("" if unknown)."""
    name = re.sub(r" \(try \d+\)$", "", name)  # a later strategy found by the search
    return STATEMENTS.get(name.split(" (")[0] if name.startswith("the domain") else name, "")


class _Run:
    """One proof attempt: solver budget, query log, SMT-LIB export."""

    def __init__(self, claim: Claim, budget: Budget, smt2_dir: str | Path | None):
        self.claim = claim
        self.budget = budget
        self.smt2_dir = Path(smt2_dir) if smt2_dir else None
        self.queries: list[Query] = []
        self.validate = True  # check the encodings against the Python semantics first
        self.abstraction: ProofAbstraction | None = None  # the proof functions, when the proof goes through lemmas
        self.known_lemmas: list[Any] | None = None  # lemmas already established (the proof for every size)

    def check(self, name: str, assertions: list[Any], statement: str = "") -> tuple[str, z3.ModelRef | None, z3.Solver]:
        """Decide one condition with two solvers (:func:`gamecheck.prover.solvers.decide`).

        The query is the canonical SMT-LIB text of ``assertions`` (written to ``smt2_dir``);
        every solver decides that text. Returns ``(status, model, solver)`` with status
        ``sat``/``unsat``/``unknown``: ``unsat`` needs two solvers' unsat; for ``sat`` the
        model is z3's, in this process's terms (z3 re-solves ``assertions`` with the sat
        solver's values of the free constants pinned), so the prover can minimise and replay it.
        """
        s = z3.Solver()
        s.set("ctrl_c", False)
        s.add(*assertions)
        text = canonical_smt2(s.to_smt2())
        path = None
        if self.smt2_dir is not None:
            self.smt2_dir.mkdir(parents=True, exist_ok=True)
            slug = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-")
            p = self.smt2_dir / f"{self.claim.id}.{slug}.smt2"
            atomic_write_text(p, text)
            path = str(p)
        t0 = time.perf_counter()
        dec = decide(text, self.budget)
        q = Query(name, dec.status, time.perf_counter() - t0, path, dec.reason, dec.summary,
                  statement=statement or statement_of(name), solvers=list(dec.answers), text=text)
        if dec.conflict:
            q.reason += f"; the query: {Path(path).name if path else 'not written (give an SMT-LIB folder)'}"
        self.queries.append(q)
        if dec.status != "sat":
            return dec.status, None, s
        # the model in this process's terms: pin the sat solver's values and let z3 re-solve
        consts = {str(c): c for a in assertions for c in _consts(a)}
        s.push()
        for nm, val in dec.values.items():
            c = consts.get(nm)
            if c is not None:
                s.add(c == (z3.BitVecVal(val, c.size()) if z3.is_bv(c) else val))
        s.set("rlimit", self.budget.z3)
        r, _ = check_with_limit(s, self.budget.wall)
        if r == z3.sat:
            model = s.model()
            s.pop()
            return "sat", model, s
        s.pop()
        q.status = "unknown"
        sat_by = next(a.solver for a in dec.answers if a.status == "sat")
        q.reason = (f"{sat_by} answered sat, but its model did not re-check in z3; the query: "
                    f"{Path(path).name if path else 'not written (give an SMT-LIB folder)'}")
        return "unknown", None, s

    def unknown(self, what: str) -> str:
        """Why the last query is unsettled, in words, for an inconclusive verdict about ``what``."""
        q = self.queries[-1]
        return f"the solvers did not settle {what} ({q.reason or 'unknown'})"

    def minimise(self, solver: z3.Solver, model: z3.ModelRef, potential: Any, parts: Sequence[Any] = ()) -> z3.ModelRef:
        """The smallest counterexample (:func:`_minimise`) within this run's z3 budget."""
        return _minimise(solver, model, potential, self.budget, parts)


def _rlimit_count(solver: z3.Solver) -> int:
    try:
        return int(solver.statistics().get_key_value("rlimit count"))
    except z3.Z3Exception:
        return 0


def _shrink(solver: z3.Solver, model: z3.ModelRef, term: Any, budget: Budget, stop_at: int) -> tuple[z3.ModelRef, bool]:
    """Binary search for the least value of ``term`` over the solver's models, each step
    under a quarter of z3's resource limit, until the solver's resource count reaches
    ``stop_at`` (deterministic: the same witness on every machine)."""
    best = model
    hi = value_of(term, model)
    lo = 0
    solver.set("rlimit", max(1, budget.z3 // 4))
    while lo < hi:
        if _rlimit_count(solver) >= stop_at:
            return best, False
        mid = (lo + hi) // 2
        solver.push()
        solver.add(le(term, mid))
        r, _ = check_with_limit(solver, budget.wall)
        if r == z3.sat:
            best = solver.model()
            hi = value_of(term, best)
        else:
            lo = mid + 1
        solver.pop()
        if r == z3.unknown:
            return best, False
    return best, True


def _minimise(solver: z3.Solver, model: z3.ModelRef, potential: Any, budget: Budget,
              parts: Sequence[Any] = ()) -> z3.ModelRef:
    """The smallest counterexample: least potential, then lexicographically least parts
    (the order the exhaustive checker uses); each of the two stages within z3's resource
    budget for one query."""
    stop_at = _rlimit_count(solver) + budget.z3
    best, done = _shrink(solver, model, potential, budget, stop_at)
    if not done or not parts:
        return best
    solver.push()
    solver.add(eq(potential, value_of(potential, best)))
    stop_at = _rlimit_count(solver) + budget.z3  # the parts get a budget of their own
    for p in parts:
        best, done = _shrink(solver, best, p, budget, stop_at)
        if not done:
            break
        solver.add(eq(p, value_of(p, best)))
    solver.pop()
    return best


def _potential(ruleset: Ruleset, xs: Sequence[SymInt]) -> SymInt:
    w = ruleset.potential(len(xs)) or (1,) * len(xs)
    total: Any = 0
    for wi, x in zip(w, xs):
        total = add(total, mul(wi, x)) if wi else total
    return as_int(total)


# -- replay -------------------------------------------------------------------------------------------

def _scalar_env(ruleset: Ruleset, pos: tuple[int, ...], claim: Claim, *texts: str | None) -> dict[str, Any]:
    """The rule environment at one position, with the ``let`` helpers the texts need."""
    return bind_lets(position_env(ruleset, list(pos)), needed_lets(claim.let, texts),
                     lambda name, e: rexpr.parse(claim.let[name]).evaluate(e))


def _true_label(ruleset: Ruleset, pos: tuple[int, ...], misere: bool) -> str:
    try:
        rep = analyse_position(ruleset, pos)
    except ResourceLimitError:
        return "?"
    return position_truth(rep, misere)[0]


# -- the kinds ----------------------------------------------------------------------------------------

def _setup(claim: Claim, ruleset: Ruleset, bits: int, tag: str) -> tuple[list[SymInt], Any, str]:
    k = ruleset.arity or 1
    xs = [sym_var(f"{tag}{i + 1}", 0, 2**bits - 1) for i in range(k)]
    dom, desc = ruleset.smt_domain(xs, bits)
    return xs, dom, desc


def _setup_pair(run: "_Run", claim: Claim, ruleset: Ruleset, bits: int,
                res: Draft) -> tuple[Compiler, list[SymInt], Any, list[SymInt], Any] | None:
    """A rule compiler and symbolic positions x and y with their domain constraints,
    ``res.domain`` set, and the domain's closure under moves proved; None (``res``
    inconclusive) when it is not."""
    comp = Compiler()
    xs, dom_x, desc = _setup(claim, ruleset, bits, "x")
    ys, dom_y, _ = _setup(claim, ruleset, bits, "y")
    res.domain = desc
    if not _domain_closed(run, ruleset, bits, res):
        return None
    return comp, xs, dom_x, ys, dom_y


def _compile_at(comp: Compiler, claim: Claim, ruleset: Ruleset, parts: Sequence[Any], text: str) -> Any:
    """``text`` compiled at the symbolic position ``parts`` (with the claim's lets it needs)."""
    return comp.compile(text, _with_lets(comp, claim, position_env(ruleset, parts), text))


def _concrete(parts: Sequence[Any], model: z3.ModelRef) -> tuple[int, ...]:
    return tuple(int(value_of(p, model)) for p in parts)


def _domain_closed(run: _Run, ruleset: Ruleset, bits: int, res: Draft) -> bool:
    """Check that the prover's domain is closed under moves (the hypothesis of the
    certificate conditions); on failure set ``res`` to inconclusive and return False."""
    k = ruleset.arity or 1
    assertions, encoding = ruleset.smt_closure_query(k, bits)
    st, model, _ = run.check(f"the domain is closed under moves ({encoding})", assertions)
    if st == "unsat":
        return True
    res.verdict = "inconclusive"
    if st == "sat":
        res.reason = (f"BUG: the prover's domain for {ruleset.spec()} is not closed under moves "
                      f"(z3 found a move leaving it: {model}); no condition was checked")
    else:
        res.reason = run.unknown("the closure of the domain under moves")
    return False


def _abstraction(run: _Run, claim: Claim, bits: int, res: Draft) -> "ProofAbstraction | None | bool":
    """The claim's proof functions abstracted (:mod:`gamecheck.prover.lemmas`) after its lemmas
    were established for every value below ``2^bits`` (proved by two solvers for every natural
    number, or evaluated at every value; :func:`~gamecheck.prover.lemmas.check_lemmas`); None
    when the claim has no proof functions; False (``res`` inconclusive) when a lemma fails or is
    not established (neither proved nor evaluated)."""
    if not claim.prove_functions:
        return None
    functions = parse_functions(claim.prove_functions)
    if run.known_lemmas is not None:  # the proof for every size reuses the proof's own lemmas
        res.lemmas = list(run.known_lemmas)
    else:
        res.lemmas = check_lemmas(lemma_specs(claim.prove_lemmas or []), claim.prove_increasing or [], functions, bits)
    for lem in res.lemmas:
        if not lem.holds:
            res.verdict = "inconclusive"
            where = ", ".join(f"{k} = {v}" for k, v in (lem.counterexample or {}).items())
            res.reason = (f"the lemma '{lem.statement}' " + (f"is false at {where}" if where and not lem.reason
                          else f"is not established: {lem.reason}" + (f" ({where})" if where else ""))
                          + "; the conditions were not decided (the lemma is a hint of the proof, not the claim)")
            return False
    texts, uses = lemma_texts(claim.prove_lemmas or [])
    # lemmas for the proofs of other lemmas only (about isqrt, say) are no constraint of a condition
    texts = [t for t in texts if uses.get(t) != ["lemma proofs"]]
    everywhere = {lem.statement for lem in res.lemmas if lem.everywhere}
    everywhere |= {name for name in claim.prove_increasing or []
                   if any(lem.everywhere and lem.statement.startswith(f"{name} is strictly increasing")
                          for lem in res.lemmas)}
    run.abstraction = ProofAbstraction(functions, texts, claim.prove_increasing or [], bits, uses=uses,
                                       everywhere=everywhere)
    return run.abstraction


def _with_abstraction(run: _Run, assertions: list[Any], condition: str) -> list[Any]:
    """``assertions`` plus what the abstracted proof functions in them need (lemma instances,
    functional consistency, monotonicity) for the condition named ``condition``, when the proof
    goes through lemmas."""
    if run.abstraction is None:
        return assertions
    return assertions + run.abstraction.constraints(assertions, condition)


def _prove_p_rule(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft,
                  rule: str, strategy: str | None, search: bool = False) -> None:
    misere = claim.misere
    abstraction = _abstraction(run, claim, bits, res)
    if abstraction is False:
        return
    setup = _setup_pair(run, claim, ruleset, bits, res)
    if setup is None:
        return
    comp, xs, dom_x, ys, dom_y = setup
    if abstraction is not None:
        comp = abstraction.compiler()
    env_x = _with_lets(comp, claim, position_env(ruleset, xs), rule)
    env_y = _with_lets(comp, claim, position_env(ruleset, ys), rule)
    Rx = as_bool(comp.compile(rule, env_x))
    Ry = as_bool(comp.compile(rule, env_y))
    Tx = ruleset.smt_terminal(xs)
    M = ruleset.smt_options(xs, ys)
    side = list(comp.side)
    pot = _potential(ruleset, xs)

    # 1. terminal positions
    q1 = _with_abstraction(run, [dom_x, Tx, Rx if misere else z3.Not(Rx)] + side, "terminal positions")
    st, model, s = run.check("terminal positions" + (" are not P" if misere else " are P"), q1)
    if st == "sat":
        model = run.minimise(s, model, pot, xs)
        x = _concrete(xs, model)
        _refute_terminal(claim, ruleset, x, rule, misere, res)
        return
    if st == "unknown":
        res.verdict, res.reason = "inconclusive", run.unknown("the terminal condition")
        return
    # 2. no move from R to R
    q2 = _with_abstraction(run, [dom_x, dom_y, Rx, M, Ry] + side, "no move from P to P")
    st, model, s = run.check("no move from P to P", q2)
    if st == "sat":
        model = run.minimise(s, model, pot, xs + ys)
        x, y = _concrete(xs, model), _concrete(ys, model)
        _refute_p_to_p(claim, ruleset, x, y, rule, misere, res)
        return
    if st == "unknown":
        res.verdict, res.reason = "inconclusive", run.unknown("'no move from P to P'")
        return
    # 3. every other position has a move into R: by the claim's strategy, else by one the
    # search finds (gamecheck.prover.strategies), else by a quantified query
    base = [dom_x, z3.Not(Rx), z3.Not(Tx)]
    strategy_unknown = ""
    attempts: list[tuple[str, Claim, StrategyCandidate | None]] = [(strategy, claim, None)] if strategy else []
    if not strategy and search and abstraction is None:
        attempts = [(c.text, c.applied_to(claim), c) for c in find_strategy(claim, ruleset, bits)]
    tries = 0
    for strat, sclaim, found in attempts:
        comp3 = abstraction.compiler() if abstraction else Compiler()
        try:
            env3 = _with_lets(comp3, sclaim, position_env(ruleset, xs), strat)
            target = comp3.compile(strat, env3)
            if not isinstance(target, tuple) or len(target) != len(xs):
                raise RuleError(f"strategy '{strategy}' must give a position of {len(xs)} part(s)")
            tparts = [as_int(t) for t in target]
            Rt = as_bool(_compile_at(comp3, claim, ruleset, tparts, rule))
            legal = ruleset.smt_options(xs, tparts)
        except (NotExpressible, NeedsBitVectors, RuleError):
            if found is None:
                raise
            continue  # a found strategy this encoding cannot state (xor over the integers): the next one
        # the target is an option of x, so it lies in the (closed) domain: no domain
        # constraint on it is needed (for the staircase that sum is what z3 finds hard)
        defined = z3.And(comp3.defined) if comp3.defined else z3.BoolVal(True)
        name = "strategy moves from N to P" if found is None else "found strategy moves from N to P" + (
            f" (try {tries + 1})" if tries else "")
        tries += found is not None
        q3 = _with_abstraction(run, base + [z3.Not(z3.And(defined, legal, Rt))] + side + list(comp3.side), name)
        st, model, s = run.check(name, q3)
        res.method = "z3, strategy-guided" if found is None else "z3, strategy found by search"
        if st == "unsat":
            res.verdict = "proved"
            res.reason = (f"the three certificate conditions hold and the strategy '{strategy}' wins from every N-position"
                          if found is None else
                          f"the three certificate conditions hold; the claim names no strategy, and the search found "
                          f"one that wins from every N-position: {found.name}, '{found.text}'"
                          + "".join(f", with {n} = {t}" for n, t in found.lets))
            return
        if found is not None:
            continue  # the found strategy fails beyond the screen, or was not settled: the next one
        if st == "sat":
            # the strategy is part of the claim: a position where it fails refutes the claim
            # as written, whether or not the P-rule alone is right
            model = run.minimise(s, model, pot, xs)
            x = _concrete(xs, model)
            _refute_strategy(claim, ruleset, x, rule, strategy, misere, res)
            return
        run.queries[-1].reason = run.queries[-1].reason or "unknown"
        strategy_unknown = run.queries[-1].reason
    # quantified: for x outside R there is some y with M and R(y)
    compq = Compiler()
    yq = [sym_var(f"q{i + 1}", 0, 2**bits - 1) for i in range(len(xs))]
    dom_q, _ = ruleset.smt_domain(yq, bits)
    Rq = as_bool(_compile_at(compq, claim, ruleset, yq, rule))
    fresh = [c for c in _consts(z3.And(compq.side)) if "!" in c.decl().name()] if compq.side else []
    Mq = ruleset.smt_options(xs, yq)
    body = z3.Implies(z3.And([dom_q, Mq] + list(compq.side)), z3.Not(Rq))
    q3q = _with_abstraction(run, base + [z3.ForAll([y.term for y in yq] + fresh, body)] + side,
                            "some move from N to P (quantified)")
    st, model, s = run.check("some move from N to P (quantified)", q3q)
    res.method = "z3, quantified"
    if st == "unsat" and strategy:
        # the P-rule is proved, but the claim also names its winning move, which was not settled
        res.verdict = "inconclusive"
        res.reason = (f"the three certificate conditions hold (the third by a quantified query), so the P-positions "
                      f"are proved; but the claim's strategy '{strategy}' was not settled ({strategy_unknown}), "
                      "and the claim includes it")
    elif st == "unsat":
        res.verdict = "proved"
        res.reason = "the three certificate conditions hold (the third by a quantified query)"
    elif st == "sat":
        model = run.minimise(s, model, pot, xs)
        x = _concrete(xs, model)
        _refute_no_move(claim, ruleset, x, rule, misere, res)
    else:
        res.verdict = "inconclusive"
        res.reason = (f"conditions 1 and 2 hold, but {run.unknown(repr('every N-position has a move to P'))}"
                      " — give the claim a strategy")


def _consts(f: Any) -> list[Any]:
    out, seen, stack = [], set(), [f]
    while stack:
        e = stack.pop()
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            if e.get_id() not in seen:
                seen.add(e.get_id())
                out.append(e)
        else:
            stack.extend(e.children())
    return out


def _check_rule_at(claim: Claim, ruleset: Ruleset, rule: str, pos: tuple[int, ...]) -> bool:
    return bool(rexpr.parse(rule).evaluate(_scalar_env(ruleset, pos, claim, rule)))


def _refute_terminal(claim, ruleset, x, rule, misere, res) -> None:
    _replayable(x)
    if ruleset.options(x):
        raise ModelDidNotReplay(f"z3 called {fmt(x)} terminal, but it has moves")
    rx = _check_rule_at(claim, ruleset, rule, x)
    if rx != misere:
        raise ModelDidNotReplay(f"z3's terminal counterexample {fmt(x)} does not replay (rule gives {rx})")
    true = _true_label(ruleset, x, misere)
    res.verdict = "refuted"
    res.witness = Witness(list(x), "P" if rx else "N", true, "terminal position",
                          f"{fmt(x)} is a terminal position, so it is {'an N' if misere else 'a P'}-position"
                          f"{' in misère play' if misere else ''}, but the rule calls it {'P' if rx else 'N'} "
                          f"(found by z3, replayed).")


def _refute_p_to_p(claim, ruleset, x, y, rule, misere, res) -> None:
    _replayable(x, y)
    opts = {m.position: m for m in ruleset.options(x)}
    if y not in opts:
        raise ModelDidNotReplay(f"z3's move {fmt(x)} -> {fmt(y)} is not a legal move")
    if not (_check_rule_at(claim, ruleset, rule, x) and _check_rule_at(claim, ruleset, rule, y)):
        raise ModelDidNotReplay(f"z3's counterexample {fmt(x)} -> {fmt(y)}: the rule is not true at both")
    tx, ty = _true_label(ruleset, x, misere), _true_label(ruleset, y, misere)
    res.verdict = "refuted"
    res.witness = Witness(list(x), "P", tx, "move from P to P",
                          f"the rule calls both {fmt(x)} and {fmt(y)} P-positions, but the move '{opts[y].description}' "
                          f"leads from the first to the second (found by z3, replayed; exhaustive labels: {tx} and {ty}).",
                          move=opts[y].description, to=list(y), to_claimed="P", to_true=ty)


def _refute_no_move(claim, ruleset, x, rule, misere, res) -> None:
    _replayable(x)
    if _check_rule_at(claim, ruleset, rule, x) or not ruleset.options(x):
        raise ModelDidNotReplay(f"z3's counterexample {fmt(x)} does not replay")
    into = [m for m in ruleset.options(x) if _check_rule_at(claim, ruleset, rule, m.position)]
    if into:
        raise ModelDidNotReplay(f"z3 said no move from {fmt(x)} reaches the rule, but '{into[0].description}' does")
    true = _true_label(ruleset, x, misere)
    res.verdict = "refuted"
    res.witness = Witness(list(x), "N", true, "no move to P",
                          f"the rule calls {fmt(x)} an N-position, but none of its moves reaches a position the rule "
                          f"calls P (found by z3, replayed; exhaustive label: {true}).")


def _refute_strategy(claim, ruleset, x, rule, strategy, misere, res) -> bool:
    """Replay a failing strategy move; True when the rule itself is wrong at x."""
    _replayable(x)
    env = _scalar_env(ruleset, x, claim, strategy)
    if _check_rule_at(claim, ruleset, rule, x) or not ruleset.options(x):
        raise ModelDidNotReplay(f"z3's strategy counterexample {fmt(x)} is not a non-terminal position outside the rule")
    try:
        t = tuple(rexpr.parse(strategy).evaluate(env))
        opts = {m.position: m for m in ruleset.options(x)}
        legal = t in opts
        lands = legal and _check_rule_at(claim, ruleset, rule, t)
    except RuleError as exc:
        t, legal, lands = None, False, False
        detail = str(exc)
    if lands:
        raise ModelDidNotReplay(f"z3 said the strategy fails at {fmt(x)}, but its move to {fmt(t)} lands in the rule")
    true = _true_label(ruleset, x, misere)
    rule_wrong = true == "P"
    if t is None:
        why = f"the strategy gives no move at {fmt(x)} ({detail})"
    elif not legal:
        why = f"the strategy's target {fmt(t)} is not an option of {fmt(x)}"
    else:
        why = f"the strategy's move '{opts[t].description}' leads to {fmt(t)}, which the rule does not call P"
    res.verdict = "refuted"
    res.witness = Witness(list(x), "N", true, "strategy fails",
                          f"{why} (found by z3, replayed; exhaustive label of {fmt(x)}: {true}).",
                          move=opts[t].description if t is not None and legal else None,
                          to=list(t) if t is not None else None)
    return rule_wrong


def _replay_strategy(claim: Claim, ruleset: Ruleset, x: tuple[int, ...], strategy: str,
                     extra: dict[str, Any] | None = None) -> tuple[tuple[int, ...] | None, str | None, str]:
    """Evaluate a strategy at ``x`` by direct evaluation: ``(target, move description or
    None when the target is not an option, what happened in words)``."""
    env = dict(_scalar_env(ruleset, x, claim, strategy), **(extra or {}))
    try:
        for name, src in claim.let.items():
            if name not in env:
                env[name] = rexpr.parse(src).evaluate(env)
        t = rexpr.parse(strategy).evaluate(env)
    except RuleError as exc:
        return None, None, f"the strategy gives no move ({exc})"
    if not isinstance(t, tuple):
        return None, None, f"the strategy gives {t!r}, not a position"
    t = tuple(int(v) for v in t)
    opts = {m.position: m for m in ruleset.options(x)}
    if t not in opts:
        return t, None, f"the strategy's target {fmt(t)} is not an option of {fmt(x)}"
    return t, opts[t].description, f"the strategy's move '{opts[t].description}' leads to {fmt(t)}"


def _refute_grundy_strategy(claim: Claim, ruleset: Ruleset, x: tuple[int, ...], v: int, res: Draft) -> None:
    """A Grundy formula's strategy fails at ``x`` for the value ``v``: replay it and
    refute the claim (its strategy is part of it)."""
    _replayable(x)
    t, move, why = _replay_strategy(claim, ruleset, x, claim.strategy, {"v": v})  # type: ignore[arg-type]
    if move is not None:
        gt = rexpr.parse(claim.rule).evaluate(_scalar_env(ruleset, t, claim, claim.rule))
        if gt == v:
            raise ModelDidNotReplay(f"z3 said the strategy fails at {fmt(x)} for v = {v}, but it reaches {fmt(t)} "
                                    f"with value {v}")
        why += f", whose value is {gt} (exhaustive: {true_grundy(ruleset, t)})"
    gx = rexpr.parse(claim.rule).evaluate(_scalar_env(ruleset, x, claim, claim.rule))
    res.verdict = "refuted"
    res.witness = Witness(list(x), f"a move to value {v}", why, "strategy fails",
                          f"the formula gives {fmt(x)} the value {gx}; for v = {v} {why}, not to a position of value "
                          f"{v} (found by z3, replayed).", move=move, to=list(t) if t is not None else None)


def _prove_grundy(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft) -> None:
    setup = _setup_pair(run, claim, ruleset, bits, res)
    if setup is None:
        return
    comp, xs, dom_x, ys, dom_y = setup
    Gx = as_int(_compile_at(comp, claim, ruleset, xs, claim.rule))
    Gy = as_int(_compile_at(comp, claim, ruleset, ys, claim.rule))
    M = ruleset.smt_options(xs, ys)
    side = list(comp.side)
    pot = _potential(ruleset, xs)
    st, model, s = run.check("Grundy values are non-negative", [dom_x, lt(Gx, 0)] + side)
    if st == "sat":
        x = _concrete(xs, model)
        res.verdict = "refuted"
        res.witness = Witness(list(x), int(value_of(Gx, model)), true_grundy(ruleset, x), "negative value",
                              f"the formula gives {fmt(x)} a negative value (found by z3).")
        return
    st, model, s = run.check("no option keeps the value", [dom_x, dom_y, M, eq(Gx, Gy)] + side)
    if st == "sat":
        model = run.minimise(s, model, pot, xs + ys)
        x, y = _concrete(xs, model), _concrete(ys, model)
        _replayable(x, y)
        opts = {m.position: m for m in ruleset.options(x)}
        gx = rexpr.parse(claim.rule).evaluate(_scalar_env(ruleset, x, claim, claim.rule))
        gy = rexpr.parse(claim.rule).evaluate(_scalar_env(ruleset, y, claim, claim.rule))
        if y not in opts or gx != gy:
            raise ModelDidNotReplay(f"z3's Grundy counterexample {fmt(x)} -> {fmt(y)} does not replay")
        res.verdict = "refuted"
        res.witness = Witness(list(x), gx, true_grundy(ruleset, x), "option with the same value",
                              f"the formula gives {fmt(x)} and its option {fmt(y)} (by '{opts[y].description}') the "
                              f"same value {gx} (found by z3, replayed).", move=opts[y].description, to=list(y),
                              to_claimed=gy, to_true=true_grundy(ruleset, y))
        return
    if st == "unknown":
        res.verdict, res.reason = "inconclusive", run.unknown("'no option keeps the value'")
        return
    ghi = max(0, as_int(Gx).hi)
    v = sym_var("v", 0, ghi)
    v_range = in_range(v, 0, ghi)  # the compiler trusts declared intervals: state them
    if claim.strategy:
        comp3 = Compiler()
        env3 = _with_lets(comp3, claim, dict(position_env(ruleset, xs), v=v), claim.strategy)
        target = comp3.compile(claim.strategy, env3)
        tparts = [as_int(t) for t in target]
        Gt = as_int(_compile_at(comp3, claim, ruleset, tparts, claim.rule))
        defined = z3.And(comp3.defined) if comp3.defined else z3.BoolVal(True)
        legal = ruleset.smt_options(xs, tparts)
        q = [dom_x, v_range, lt(v, Gx), z3.Not(z3.And(defined, legal, eq(Gt, v)))] + side + list(comp3.side)
        st, model, s = run.check("every smaller value is reached (strategy)", q)
        res.method = "z3, strategy-guided"
        if st == "unsat":
            res.verdict = "proved"
            res.reason = "both mex conditions hold; the strategy reaches every smaller value"
            return
        if st == "sat":
            x = _concrete(xs, model)
            _replayable(x)
            vv = int(value_of(v, model))
            gx = rexpr.parse(claim.rule).evaluate(_scalar_env(ruleset, x, claim, claim.rule))
            vals = {rexpr.parse(claim.rule).evaluate(_scalar_env(ruleset, m.position, claim, claim.rule)) for m in ruleset.options(x)}
            if vv in vals:
                # the formula may be right, but the claim's strategy fails: the claim is refuted
                _refute_grundy_strategy(claim, ruleset, x, vv, res)
            else:
                res.verdict = "refuted"
                res.witness = Witness(list(x), gx, true_grundy(ruleset, x), "missing smaller value",
                                      f"the formula gives {fmt(x)} the value {gx}, but no option gets {vv} "
                                      f"(found by z3, replayed).")
            return
        strategy_unknown = run.queries[-1].reason or "unknown"
    else:
        strategy_unknown = ""
    compq = Compiler()
    yq = [sym_var(f"q{i + 1}", 0, 2**bits - 1) for i in range(len(xs))]
    dom_q, _ = ruleset.smt_domain(yq, bits)
    Gq = as_int(_compile_at(compq, claim, ruleset, yq, claim.rule))
    fresh = [c for c in _consts(z3.And(compq.side)) if "!" in c.decl().name()] if compq.side else []
    body = z3.Implies(z3.And([dom_q, ruleset.smt_options(xs, yq)] + list(compq.side)), z3.Not(eq(Gq, v)))
    q = [dom_x, v_range, lt(v, Gx), z3.ForAll([y.term for y in yq] + fresh, body)] + side
    st, model, s = run.check("every smaller value is reached (quantified)", q)
    res.method = "z3, quantified"
    if st == "unsat" and claim.strategy:
        res.verdict = "inconclusive"
        res.reason = (f"both mex conditions hold (the second by a quantified query), so the formula is proved; but the "
                      f"claim's strategy '{claim.strategy}' was not settled ({strategy_unknown}), and the claim "
                      "includes it")
    elif st == "unsat":
        res.verdict, res.reason = "proved", "both mex conditions hold (the second by a quantified query)"
    elif st == "sat":
        model = run.minimise(s, model, _potential(ruleset, xs), xs)
        x = _concrete(xs, model)
        vv = int(value_of(v, model))
        res.verdict = "refuted"
        res.witness = Witness(list(x), rexpr.parse(claim.rule).evaluate(_scalar_env(ruleset, x, claim, claim.rule)),
                              true_grundy(ruleset, x), "missing smaller value",
                              f"no option of {fmt(x)} gets the value {vv} (found by z3, replayed).")
    else:
        res.verdict = "inconclusive"
        res.reason = run.unknown("the second mex condition") + " — give a strategy"


def _prove_no_move(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft) -> None:
    _prove_moves(run, claim, ruleset, bits, res, forbid=True)


def _prove_some_move(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft) -> None:
    _prove_moves(run, claim, ruleset, bits, res, forbid=False)


def _prove_moves(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft, forbid: bool) -> None:
    setup = _setup_pair(run, claim, ruleset, bits, res)
    if setup is None:
        return
    comp, xs, dom_x, ys, dom_y = setup
    env_x = _with_lets(comp, claim, position_env(ruleset, xs), claim.rule, claim.where, claim.strategy)
    A = as_bool(comp.compile(claim.rule, env_x))
    if claim.where:
        A = z3.And(A, as_bool(comp.compile(claim.where, env_x)))
    pot = _potential(ruleset, xs)
    if forbid:
        B = as_bool(_compile_at(comp, claim, ruleset, ys, claim.target))
        st, model, s = run.check("no move from A to B", [dom_x, dom_y, A, ruleset.smt_options(xs, ys), B] + list(comp.side))
        if st == "unsat":
            res.verdict, res.reason = "proved", "no move leads from the first condition to the second"
        elif st == "sat":
            model = run.minimise(s, model, pot, xs + ys)
            x, y = _concrete(xs, model), _concrete(ys, model)
            _replayable(x, y)
            opts = {m.position: m for m in ruleset.options(x)}
            if y not in opts or not _check_rule_at(claim, ruleset, claim.rule, x) or not _check_rule_at(claim, ruleset, claim.target, y):
                raise ModelDidNotReplay(f"z3's move {fmt(x)} -> {fmt(y)} does not replay")
            res.verdict = "refuted"
            res.witness = Witness(list(x), "no such move", "move exists", "move from A to B",
                                  f"{fmt(x)} satisfies the first condition and '{opts[y].description}' leads to {fmt(y)}, "
                                  f"which satisfies the second (found by z3, replayed).", move=opts[y].description, to=list(y))
        else:
            res.verdict, res.reason = "inconclusive", run.unknown("the condition")
        return
    # some-move: by the claim's strategy, else by one the search finds (gamecheck.prover.strategies)
    if not claim.strategy:
        for n_try, found in enumerate(find_strategy(claim, ruleset, bits)):
            comp_c = Compiler()
            try:
                env_c = _with_lets(comp_c, found.applied_to(claim), position_env(ruleset, xs), claim.rule, claim.where,
                                   found.text)
                A_c = as_bool(comp_c.compile(claim.rule, env_c))
                if claim.where:
                    A_c = z3.And(A_c, as_bool(comp_c.compile(claim.where, env_c)))
                target = comp_c.compile(found.text, env_c)
                if not isinstance(target, tuple) or len(target) != len(xs):
                    continue
                tparts = [as_int(t) for t in target]
                B = as_bool(_compile_at(comp_c, claim, ruleset, tparts, claim.target))
            except (NotExpressible, NeedsBitVectors, RuleError):
                continue  # a found strategy this encoding cannot state: the next one
            defined = z3.And(comp_c.defined) if comp_c.defined else z3.BoolVal(True)
            name = "the found strategy moves from A to B" + (f" (try {n_try + 1})" if n_try else "")
            st, _, _ = run.check(name, [dom_x, A_c, z3.Not(z3.And(defined, ruleset.smt_options(xs, tparts), B))]
                                 + list(comp_c.side))
            res.method = "z3, strategy found by search"
            if st == "unsat":
                res.verdict = "proved"
                res.reason = (f"the claim names no strategy, and the search found one whose move reaches the second "
                              f"condition from every position of the first: {found.name}, '{found.text}'"
                              + "".join(f", with {n} = {t}" for n, t in found.lets))
                return
            # a found strategy that fails (or is not settled) is not part of the claim: the next one
        res.verdict, res.reason = "inconclusive", ("a some-move claim needs a strategy for the prover, and the "
                                                   "strategy search found none that the solvers confirm")
        return
    target = comp.compile(claim.strategy, env_x)
    tparts = [as_int(t) for t in target]
    B = as_bool(_compile_at(comp, claim, ruleset, tparts, claim.target))
    defined = z3.And(comp.defined) if comp.defined else z3.BoolVal(True)
    st, model, s = run.check("the strategy moves from A to B",
                             [dom_x, A, z3.Not(z3.And(defined, ruleset.smt_options(xs, tparts), B))] + list(comp.side))
    res.method = "z3, strategy-guided"
    if st == "unsat":
        res.verdict, res.reason = "proved", "the strategy's move reaches the second condition from every position of the first"
    elif st == "sat":
        model = run.minimise(s, model, pot, xs)
        x = _concrete(xs, model)
        _replayable(x)
        in_scope = _check_rule_at(claim, ruleset, claim.rule, x) and (
            not claim.where or _check_rule_at(claim, ruleset, claim.where, x))
        t, move, why = _replay_strategy(claim, ruleset, x, claim.strategy)
        if not in_scope or (move is not None and _check_rule_at(claim, ruleset, claim.target, t)):
            raise ModelDidNotReplay(f"z3 said the strategy fails at {fmt(x)}, but it does not when replayed")
        res.verdict = "refuted"
        res.witness = Witness(list(x), f"a move to a position satisfying '{claim.target}'", why, "strategy fails",
                              f"{fmt(x)} satisfies the first condition, but {why}; it should reach a position "
                              f"satisfying '{claim.target}' (found by z3, replayed).", move=move,
                              to=list(t) if t is not None else None)
    else:
        res.verdict, res.reason = "inconclusive", run.unknown("the condition")


# -- integers -----------------------------------------------------------------------------------------

_FIB_CALL = re.compile(r"\bfib\(")


#: a statement about integers over at most this many points is settled by exact evaluation
#: when z3 cannot settle it (the exhaustive checker's limit too)
EVALUATION_LIMIT = 5_000_000


def _stated_range(claim: Claim) -> str:
    return ", ".join(f"{lo} <= {n} <= {hi}" for n, (lo, hi) in claim.vars.items())


def _inside_stated(claim: Claim, point: Sequence[int]) -> bool:
    return all(lo <= v <= hi for v, (lo, hi) in zip(point, claim.vars.values()))


def _evaluate_stated(claim: Claim) -> tuple[int, list[int] | None]:
    """Evaluate the statement at every point of its stated ranges (in order): the number
    of points and the first point where it is false (``None`` when it holds)."""
    names = list(claim.vars)
    e_rule = rexpr.parse(claim.rule, names + list(claim.let))
    total = 0
    for combo in itertools.product(*[range(lo, hi + 1) for lo, hi in claim.vars.values()]):
        total += 1
        if not e_rule.evaluate(_int_env(claim, dict(zip(names, combo)))):
            return total, list(combo)
    return total, None


def _prove_forall(run: _Run, claim: Claim, bits: int, res: Draft) -> None:
    """A statement about integers, proved over its stated ranges (``vars``).

    With ``prove_bits`` the claim opts in to a wider attempt: every value up to
    2^bits - 1 (z3), or every n >= low (induction, for ``fib(n + c)``). Only a point
    inside the stated ranges, replayed by direct evaluation, refutes the claim; a
    failure beyond them, or an attempt z3 cannot settle, falls back to exact evaluation
    of the stated ranges when they hold at most :data:`EVALUATION_LIMIT` points, and
    is otherwise inconclusive."""
    try:
        _prove_forall_attempt(run, claim, bits, res)
    except NotExpressible as exc:
        res.verdict, res.reason = "inconclusive", f"not expressible for z3: {exc}"
    beyond = None
    if res.verdict == "refuted" and res.witness is not None and not _inside_stated(claim, res.witness.position):
        beyond = res.witness
        res.verdict, res.witness = "inconclusive", None
    if res.verdict != "inconclusive":
        return
    points = 1
    for lo, hi in claim.vars.values():
        points *= hi - lo + 1
    note = (f"the wider statement fails at {', '.join(f'{k} = {v}' for k, v in zip(claim.vars, beyond.position))}, "
            f"outside the stated range ({beyond.reason.rstrip('.')}); ") if beyond is not None else (
            f"z3 did not settle it ({res.reason or 'unknown'}); ")
    if points > EVALUATION_LIMIT:
        res.verdict, res.domain = "inconclusive", _stated_range(claim)
        res.reason = note + f"the stated range has {points:,} points, more than the {EVALUATION_LIMIT:,} evaluated exactly"
        return
    total, bad = _evaluate_stated(claim)
    res.method, res.domain = "exact evaluation", _stated_range(claim)
    if bad is None:
        res.verdict = "proved"
        res.reason = note + f"the statement is true at all {total:,} points of the stated range (exact evaluation)"
    else:
        res.verdict = "refuted"
        res.witness = Witness(bad, True, False, "false at",
                              f"the statement is false at {', '.join(f'{k} = {v}' for k, v in zip(claim.vars, bad))} "
                              "(exact evaluation).")


def _prove_forall_attempt(run: _Run, claim: Claim, bits: int, res: Draft) -> None:
    names = list(claim.vars)
    texts = [claim.rule] + list(claim.let.values())
    if claim.prove_bits is None:
        bits = 0  # no opt-in: prove over exactly the claim's ranges
    elif any(_FIB_CALL.search(t) for t in texts if t):
        _prove_by_induction(run, claim, res)
        return
    # the smallest failure, if there is one near the start of the range, by exact evaluation
    e_rule = rexpr.parse(claim.rule, names + list(claim.let))
    prefix = [range(lo, min(hi, lo + (200 if len(names) == 1 else 12)) + 1) for lo, hi in claim.vars.values()]
    for combo in itertools.product(*prefix):
        point = dict(zip(names, combo))
        if not e_rule.evaluate(_int_env(claim, point)):
            res.verdict = "refuted"
            res.witness = Witness(list(combo), True, False, "false at",
                                  f"the statement is false at {', '.join(f'{k} = {v}' for k, v in point.items())} "
                                  "(exact evaluation of the start of the range).")
            return
    comp = Compiler()
    env: dict[str, Any] = {}
    conds = []
    for name, (lo, hi) in claim.vars.items():
        top = max(hi, 2**bits - 1) if (lo >= 0 and bits) else hi
        v = sym_var(name, lo, top)
        env[name] = v
        conds.append(in_range(v, lo, top))
    env = _with_lets(comp, claim, env, claim.rule)
    rule = as_bool(comp.compile(claim.rule, env))
    ranges = {name: (lo, max(hi, 2**bits - 1) if (lo >= 0 and bits) else hi) for name, (lo, hi) in claim.vars.items()}
    res.domain = ", ".join(f"{lo} <= {n} <= {hi}" + (f" (2^{bits} - 1)" if bits and hi == 2**bits - 1 else "")
                           for n, (lo, hi) in ranges.items())
    st, model, s = run.check("the statement fails somewhere", conds + [z3.Not(rule)] + list(comp.side) + list(comp.defined))
    if st == "unsat":
        res.verdict, res.reason = "proved", "no counterexample exists in the whole range"
    elif st == "sat":
        shifted = [sub(env[n], ranges[n][0]) for n in names]
        total = shifted[0]
        for t in shifted[1:]:
            total = add(total, t)
        model = run.minimise(s, model, total, shifted)
        point = {n: int(value_of(env[n], model)) for n in names}
        ok = rexpr.parse(claim.rule).evaluate(_int_env(claim, point))
        if ok:
            raise ModelDidNotReplay(f"z3's counterexample {point} does not replay")
        res.verdict = "refuted"
        res.witness = Witness(list(point.values()), True, False, "false at",
                              f"the statement is false at {', '.join(f'{k} = {v}' for k, v in point.items())} (found by z3, replayed).")
    else:
        res.verdict, res.reason = "inconclusive", run.unknown("the condition")


def _int_env(claim: Claim, point: dict[str, int]) -> dict[str, Any]:
    """The environment of a statement about integers at one point, with every ``let`` helper."""
    return bind_lets(point, claim.let, lambda name, e: rexpr.parse(claim.let[name]).evaluate(e))


class _FibToInt(ast.NodeTransformer):
    """Translate a linear rule in n and fib(n + c) into z3 integer terms."""

    def __init__(self, n: Any, A: Any, B: Any, lets: dict[str, Any]):
        self.n, self.A, self.B, self.lets = n, A, B, lets

    def fib_at(self, c: int) -> Any:
        # fib(n + c) = F(c - 1) * fib(n) + F(c) * fib(n + 1), for any integer c (F(-1) = 1)
        def F(j: int) -> int:
            if j < 0:
                return (-1) ** (j + 1) * F(-j)
            a, b = 0, 1
            for _ in range(j):
                a, b = b, a + b
            return a
        return F(c - 1) * self.A + F(c) * self.B

    def term(self, node: ast.AST) -> Any:
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, bool)):
            return node.value
        if isinstance(node, ast.Name):
            if node.id == "n":
                return self.n
            if node.id in self.lets:
                return self.lets[node.id]
            raise NotExpressible(f"name '{node.id}' in an induction claim")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "fib" and len(node.args) == 1:
            arg = node.args[0]
            c = _offset_of_n(arg)
            return self.fib_at(c)
        if isinstance(node, ast.BinOp):
            a, b = self.term(node.left), self.term(node.right)
            if isinstance(node.op, ast.Add):
                return a + b
            if isinstance(node.op, ast.Sub):
                return a - b
            if isinstance(node.op, ast.Mult):
                if not (isinstance(a, int) or isinstance(b, int)):
                    raise NotExpressible("a product of two Fibonacci values (induction needs linear rules)")
                return a * b
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self.term(node.operand)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return z3.Not(self.term(node.operand))
        if isinstance(node, ast.BoolOp):
            parts = [self.term(v) for v in node.values]
            return z3.And(parts) if isinstance(node.op, ast.And) else z3.Or(parts)
        if isinstance(node, ast.Compare):
            out = []
            left = self.term(node.left)
            for op, right_node in zip(node.ops, node.comparators):
                right = self.term(right_node)
                ops = {ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
                       ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b}
                if type(op) not in ops:
                    raise NotExpressible(f"comparison '{ast.unparse(op)}' in an induction claim")
                out.append(ops[type(op)](left, right))
                left = right
            return z3.And(out) if len(out) > 1 else out[0]
        raise NotExpressible(f"'{ast.unparse(node)}' in an induction claim (linear rules in n and fib(n + c) only)")


def _offset_of_n(node: ast.AST) -> int:
    if isinstance(node, ast.Name) and node.id == "n":
        return 0
    if isinstance(node, ast.BinOp) and isinstance(node.left, ast.Name) and node.left.id == "n" and isinstance(node.right, ast.Constant):
        if isinstance(node.op, ast.Add):
            return int(node.right.value)
        if isinstance(node.op, ast.Sub):
            return -int(node.right.value)
    raise NotExpressible(f"fib({ast.unparse(node)}): induction needs arguments of the form n + c")


def _prove_by_induction(run: _Run, claim: Claim, res: Draft) -> None:
    """forall n >= n0: P(n), with P linear in n and fib(n + c): base cases by evaluation,
    the step P(n) => P(n + 1) by z3 over the integers, with the invariant 1 <= fib(n) <= fib(n+1) <= 2 fib(n)
    (true for every n >= 1)."""
    if list(claim.vars) != ["n"] and len(claim.vars) == 1:
        name = list(claim.vars)[0]
        text = re.sub(rf"\b{name}\b", "n", claim.rule)
    elif list(claim.vars) == ["n"]:
        text = claim.rule
    else:
        raise NotExpressible("induction handles statements in one variable")
    lo, hi = list(claim.vars.values())[0]
    if claim.let:
        raise NotExpressible("induction claims with 'let' helpers")
    res.method, res.lemma = "z3, induction", "induction"
    res.domain = f"every n >= {lo}"
    e = rexpr.parse(text, ["n"])
    # base cases and the smallest failure: exact evaluation of a prefix
    for n in range(lo, lo + 200):
        if not e.evaluate({"n": n}):
            res.verdict = "refuted"
            res.witness = Witness([n], True, False, "false at",
                                  f"the statement is false at n = {n} (base case, exact evaluation).")
            return
    start = max(lo, 1)
    n = z3.Int("n")
    A, B = z3.Ints("fibn fibn1")
    tree = ast.parse(text, mode="eval").body
    P = _FibToInt(n, A, B, {}).term(tree)
    P1 = _FibToInt(n + 1, B, A + B, {}).term(tree)
    inv = z3.And(n >= start, 1 <= A, A <= B, B <= 2 * A)
    step = [inv, P, z3.Not(P1)]
    st, model, s = run.check("inductive step P(n) => P(n+1)", step)
    if st == "unsat":
        res.verdict = "proved"
        res.reason = (f"base cases n = {lo}..{lo + 199} evaluated exactly; the step P(n) => P(n+1) holds for every n >= "
                      f"{start} under 1 <= fib(n) <= fib(n+1) <= 2 fib(n) (z3, linear integer arithmetic)")
        return
    # try 2-induction: P(n) and P(n+1) => P(n+2)
    P2 = _FibToInt(n + 2, A + B, A + 2 * B, {}).term(tree)
    st2, _, _ = run.check("inductive step P(n), P(n+1) => P(n+2)", [inv, P, P1, z3.Not(P2)])
    if st2 == "unsat":
        res.verdict = "proved"
        res.reason = f"base cases evaluated exactly; the 2-step induction holds for every n >= {start}"
        return
    res.verdict = "inconclusive"
    res.reason = ("the statement holds for n = {}..{} (exact evaluation) but the inductive step is not provable "
                  "from the invariant").format(lo, lo + 199)


# -- entry point ---------------------------------------------------------------------------------------

def _wants_integers(claim: Claim) -> bool:
    """True when no text of the claim uses a bitwise operator, ``isqrt`` or a
    bit-level function outside the bodies of its proof functions (which a proof through
    lemmas abstracts): the claim is then compiled to z3 integers (exact linear
    arithmetic, where ``n % 7`` at 64 bits is easy), else to bit-vectors."""
    texts = [claim.rule, claim.strategy, claim.p_rule, claim.move, claim.target, *(claim.let or {}).values()]
    bitwise = (ast.BitOr, ast.BitAnd, ast.BitXor, ast.LShift, ast.RShift, ast.Invert)
    try:  # a proof through lemmas abstracts its functions' bodies: what they use does not count
        functions = parse_functions(claim.prove_functions) if claim.prove_functions else {}
    except GamecheckError:
        functions = {}
    for text in texts:
        if not text:
            continue
        try:
            tree = abstract_tree(ast.parse(str(text), mode="eval"), functions)
        except SyntaxError:
            return False
        for node in ast.walk(tree):
            if isinstance(node, bitwise):
                return False
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _BIT_FUNCTIONS:
                return False
    return True


#: rule-language functions that keep a claim on bit-vectors
_BIT_FUNCTIONS = frozenset({"xor", "bit", "popcount", "bitlen", "isqrt", "xor_basis_removed",
                            "zeckendorf", "zeck_min", "zeck_count", "is_fib", "fib", "mex", "nim_mul", "nim_pow"})


def _validated(run: _Run, claim: Claim, ruleset: Ruleset | None, bits: int, res: Draft) -> bool:
    """Validate the claim's SMT encoding against the Python semantics before any query
    (:func:`gamecheck.prover.validate.validate_encoding`); on a mismatch ``res`` becomes
    inconclusive, naming the position and the option (or the point), and False is returned."""
    if not run.validate:
        return True
    v = validate_encoding(claim, ruleset, bits)
    res.validation = v
    if v.ok is False:
        res.verdict = "inconclusive"
        res.reason = f"the SMT encoding does not match the Python semantics, so no query was asked: {v.mismatch}"
        return False
    return True


@dataclasses.dataclass(frozen=True)
class ProveHook:
    """How the prover proves a claim kind (the hooks of :data:`PROVES`).

    Attributes
    ----------
    prove : callable
        ``prove(run, claim, ruleset, bits, res)`` asks the solvers and fills ``res``, the
        draft (:class:`gamecheck.audit.Draft`) of a :class:`ProofResult` (``ruleset`` is
        ``None`` for a statement about integers);
        it raises ``NotExpressible`` for a claim the encoding cannot state.
    lemma : str
        The name of the proof's method in the record (``certificate``, ``mex``, ``moves``,
        ``range``).
    needs_ending : bool
        Whether the proof holds only in games that end (the ruleset must give a potential).
    """

    prove: Callable[..., None]
    lemma: str
    needs_ending: bool = False


#: how the prover proves each claim kind, keyed by the kind's class (:class:`ProveHook`); a kind
#: it does not prove is refused with the reason (a new kind registers its hook, or refuses,
#: from its own module)
PROVES = HookTable("prove")


def _prove_p_rule_claim(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft) -> None:
    if claim.where:
        raise NotExpressible("a P-position rule restricted by 'where' is not a certificate claim")
    _prove_p_rule(run, claim, ruleset, bits, res, claim.rule, claim.strategy, search=True)  # type: ignore[arg-type]


def _prove_winning_move(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft) -> None:
    if not claim.p_rule:
        raise NotExpressible("a winning-move claim needs 'p_rule' (the P-positions) for the prover")
    if claim.where:
        raise NotExpressible("a winning-move claim restricted by 'where'")
    _prove_p_rule(run, claim, ruleset, bits, res, claim.p_rule, claim.move)


def _prove_grundy_claim(run: _Run, claim: Claim, ruleset: Ruleset, bits: int, res: Draft) -> None:
    if claim.where:
        raise NotExpressible("a Grundy formula restricted by 'where'")
    if claim.misere:  # a misere(...) ruleset: the claim is read in misère play
        raise NotExpressible("a Grundy formula of a misère ruleset (the mex conditions prove normal-play Grundy "
                             "values)")
    _prove_grundy(run, claim, ruleset, bits, res)


def _prove_forall_claim(run: _Run, claim: Claim, ruleset: None, bits: int, res: Draft) -> None:
    _prove_forall(run, claim, bits, res)


PROVES.add(PRuleClaim, ProveHook(_prove_p_rule_claim, "certificate", needs_ending=True))
PROVES.add(GrundyClaim, ProveHook(_prove_grundy_claim, "mex", needs_ending=True))
PROVES.add(NoMoveClaim, ProveHook(_prove_no_move, "moves"))
PROVES.add(SomeMoveClaim, ProveHook(_prove_some_move, "moves"))
PROVES.add(WinningMoveClaim, ProveHook(_prove_winning_move, "certificate", needs_ending=True))
PROVES.add(ForallClaim, ProveHook(_prove_forall_claim, "range"))
for _cls in (OutcomeClaim, GrundyValueClaim, MoveWinsClaim, WinningMovesClaim, PPositionsClaim, LabelIdentityClaim,
             AnswerClaim, ReachableCountClaim, PartitionClaim, MisereQuotientClaim):
    PROVES.refuse(_cls, "is checked exhaustively only")
PROVES.refuse(EquivalentClaim, "is decided by its Grundy sequences (periodicity theorems), not by the solvers")
#: the kinds the prover proves (those with a hook in :data:`PROVES`)
PROVABLE_KINDS = PROVES.kinds()


def _by_theory(claim: Claim, bits: int) -> Draft | None:
    """A claim that a theorem decides rather than the solvers: a claim about every heap size of a
    heap game (a periodicity theorem and a finite check,
    :mod:`gamecheck.checker.sequence_claims`) and two games compared (``equivalent``: their
    Grundy sequences, by the Sprague-Grundy theorem). The proof is the checker's decision; its
    verdict and reason are the proof's. ``None`` for any other claim, and a draft refusing one
    over multisets of heaps with a bound (the solvers' encoding needs a fixed heap count).

    Raises:
        UsageError: a malformed claim.
    """
    every_n = isinstance(claim, EquivalentClaim)
    ruleset = None
    if not every_n and type(claim).uses_ruleset and not type(claim).any_heap_count:
        ruleset = claim_ruleset(claim)
        every_n = is_sequence_claim(claim, ruleset)
        if not every_n and uses_multisets(claim, ruleset):
            res = Draft(ProofResult, claim, "inconclusive", bits)
            fix = ("take-and-break moves have no encoding for the solvers" if ruleset.unwrapped.splits_heaps else
                   "the solvers' encoding needs a fixed number of ordered heaps (params = { heaps = K })")
            res.reason = ("not sent to the solvers: a claim over multisets of heaps with a bound is decided by "
                          f"`gamecheck check` from the Grundy sequence (the Sprague-Grundy theorem), and {fix}; a "
                          "claim about every heap size (no bound, max_heaps = 1) is proved by a periodicity theorem "
                          "where one applies")
            res.domain = "none (not encoded)"
            return res
    if not every_n:
        return None
    got = check_claim(claim)
    res = Draft(ProofResult, claim, "inconclusive", bits)
    res.method = f"{got.method} (checked, not sent to the solvers)"
    res.domain = got.bound
    res.witness = got.witness
    res.reason = got.reason
    res.lemma = "periodicity theorem" if "every" in got.bound else "exhaustive comparison"
    res.encoding = "none"
    if got.verdict == "holds":
        # two heap games compared up to the bound: exhaustive, then every multiset of those heaps
        # by the Sprague-Grundy theorem -- a proof of the claim as stated
        res.verdict = "proved"
    elif got.verdict == Verdict.VACUOUS:
        res.verdict, res.vacuous = Verdict.VACUOUS, got.vacuous
    else:
        res.verdict = got.verdict
    return res


def _dispatch(run: _Run, claim: Claim, bits: int, res: Draft) -> None:
    """Prove ``claim`` by its kind (its hook in :data:`PROVES`), filling ``res`` (the compile
    mode is the caller's)."""
    hook = PROVES.find(claim)
    res.lemma = hook.lemma if hook is not None else ""
    try:
        if hook is None:
            res.reason = f"kind '{claim.kind}' " + (PROVES.reason(claim) or "is checked exhaustively only")
        elif not type(claim).uses_ruleset:
            if _validated(run, claim, None, bits, res):
                hook.prove(run, claim, None, bits, res)
        else:
            ruleset = claim_ruleset(claim)
            claim = res.claim = claim_as_played(claim, ruleset)
            _needs_labels(claim)
            if hook.needs_ending and ruleset.potential(ruleset.arity or 1) is None:
                # the certificate and mex conditions characterise P-positions and Grundy values
                # only in games that end (Winning Ways ch. 2); a game that may have cycles can
                # have draws, where they prove nothing (Fraenkel and Yesha 1986)
                raise NotExpressible("the ruleset gives no potential, so play may not end (the game "
                                     "may have cycles and draws); the certificate conditions prove P-positions and "
                                     "Grundy values only in games that end -- `gamecheck check` decides it against "
                                     "the P, N and D labels")
            if _validated(run, claim, ruleset, bits, res):
                hook.prove(run, claim, ruleset, bits, res)
    except NeedsBitVectors:
        if in_integer_mode():
            raise  # prove_claim starts again with bit-vectors
        raise  # pragma: no cover - NeedsBitVectors is only raised in integer mode
    except NotExpressible as exc:
        res.verdict = "inconclusive"
        res.reason = f"not expressible for z3: {exc}"
    except ModelDidNotReplay as exc:
        res.verdict = "inconclusive"
        if run.abstraction is not None:
            res.reason = ("the lemmas do not settle a condition: the solvers found a model of the query with the "
                          f"proof functions abstracted, and it is no counterexample ({exc}); more lemmas may settle it")
        else:
            res.reason = f"BUG: a z3 model did not replay through the ruleset: {exc}"
    except TooLargeToReplay as exc:
        res.verdict, res.witness = "inconclusive", None
        res.reason = str(exc)

    res.queries = run.queries


class _Collect(_Run):
    """A run that only records the SMT-LIB text of each query and answers ``unsat`` (so the
    proof takes the path a proof takes): the queries of :func:`_prove_unbounded` (the
    encodings were validated by the bounded proof before)."""

    def __init__(self, claim: Claim, budget: Budget, smt2_dir: str | Path | None):
        super().__init__(claim, budget, smt2_dir)
        self.validate = False

    def check(self, name: str, assertions: list[Any], statement: str = "") -> tuple[str, Any, Any]:
        s = z3.Solver()
        s.add(*assertions)
        self.queries.append(Query(name, "unsat", 0.0, None, "", "", statement or statement_of(name),
                                  text=canonical_smt2(s.to_smt2())))
        return "unsat", None, s


#: the two bounds an integer encoding is compiled at to find the terms that depend on the bound
_UNBOUNDED_BITS = (512, 1024)
_TOKEN = re.compile(r"\s+|[()]|[^\s()]+")
_HUGE = 2**256


def _bound_free(text_a: str, text_b: str) -> str | None:
    """The query with every bound-dependent integer constant replaced by a free integer
    constant, or None when the two compilations differ in anything else.

    ``text_a`` and ``text_b`` are the same query compiled at two bounds. Where they differ, both
    must hold integer literals of at least 2^256 (the bound and the numbers derived from it);
    the texts are canonical (:func:`~gamecheck.prover.smtlib.canonical_smt2`), so their fresh
    variables are numbered alike;
    each such literal of ``text_a`` becomes a fresh constant ``bound!i``. A query whose
    constant is replaced by a free variable is satisfiable whenever the original is (take the
    variable equal to the constant), so ``unsat`` for it is ``unsat`` at every bound."""
    ta, tb = _TOKEN.findall(text_a), _TOKEN.findall(text_b)
    if len(ta) != len(tb):
        return None
    names: dict[str, str] = {}
    out = []
    for a, b in zip(ta, tb):
        if a == b:
            out.append(a)
            continue
        if not (a.isdigit() and b.isdigit() and int(a) >= _HUGE and int(b) >= _HUGE):
            return None
        out.append(names.setdefault(a, f"bound!{len(names)}"))
    decls = "".join(f"(declare-fun {n} () Int)\n" for n in names.values())
    return decls + "".join(out)


def _prove_unbounded(claim: Claim, budget: Budget, smt2_dir: str | Path | None, res: Draft) -> bool:
    """Prove an integer-encoded claim for every position, of any size (issue 25, point 5).

    The claim is compiled at two bounds, 2^512 and 2^1024, far beyond any constant the rule
    language can write without ``**`` (refused here). The rule compiler is exact on the declared
    intervals, and its interval analysis drops a test only when the whole interval lies on one
    side of it; two compilations that agree token for token except for the bound-derived
    constants therefore contain no test that the bound decided. Those constants become free
    integer variables (:func:`_bound_free`), and two solvers (z3 and cvc5: linear integer
    arithmetic) must answer unsat on each condition. On success ``res`` reads "every position
    (all sizes)" and carries the unbounded queries; otherwise ``res`` is left as it was.

    Returns:
        True when every condition was proved for all sizes.
    """
    texts = [t for t in (claim.rule, claim.strategy, claim.p_rule, claim.move, claim.target, claim.where,
                         *(claim.let or {}).values()) if t]
    if any("**" in t or "pow(" in t for t in texts):
        return False
    if any(not lem.everywhere for lem in res.lemmas):  # a lemma established below a width only
        return False
    runs = []
    for bits in _UNBOUNDED_BITS:
        run = _Collect(claim, budget, None)
        run.known_lemmas = res.lemmas  # proved for every natural number: not asked again
        trial = Draft(ProofResult, claim, "inconclusive", bits)
        try:
            with integer_mode():
                _dispatch(run, claim, bits, trial)
        except (NeedsBitVectors, GamecheckError):
            return False
        if trial.verdict != "proved":
            return False
        runs.append(run)
    if len(runs[0].queries) != len(runs[1].queries):
        return False
    free = []
    for qa, qb in zip(runs[0].queries, runs[1].queries):
        if qa.name != qb.name:
            return False
        t = _bound_free(qa.text, qb.text)
        if t is None:
            return False
        free.append((qa, canonical_smt2(t)))
    queries = []
    for qa, text in free:
        path = None
        if smt2_dir is not None:
            d = Path(smt2_dir)
            d.mkdir(parents=True, exist_ok=True)
            slug = re.sub(r"[^A-Za-z0-9._-]+", "-", qa.name).strip("-")
            p = d / f"{claim.id}.all-sizes.{slug}.smt2"
            atomic_write_text(p, text)
            path = str(p)
        t0 = time.perf_counter()
        dec = decide(text, budget)
        queries.append(Query(qa.name + " (all sizes)", dec.status, time.perf_counter() - t0, path, dec.reason,
                             dec.summary, statement=qa.statement, solvers=list(dec.answers), text=text))
        if dec.status != "unsat":
            why = "a counterexample exists beyond the bound" if dec.status == "sat" else (dec.reason or "unknown")
            res.reason += f"; not proved for all sizes ('{qa.name}' without a bound: {why})"
            return False
    res.queries = res.queries + queries
    res.domain = "every position (all sizes)"
    res.unbounded = True
    res.reason += "; and for every position of any size (linear integer arithmetic, no bound)"
    return True


def _check_vacuity(res: Draft, bits: int) -> None:
    """A proof that tests nothing is not a proof: a claim proved vacuously (a tautology, a
    ``where`` no position of the domain satisfies, a strategy with nothing to do;
    :func:`gamecheck.checker.vacuity.prove_vacuity`) becomes ``holds (vacuous)`` with the reason."""
    try:
        why = prove_vacuity(res.claim, bits)
    except GamecheckError:
        return
    if why:
        res.verdict = Verdict.VACUOUS
        res.vacuous = why
        res.reason = f"the conditions hold, but only vacuously: {why}"


#: the bit width a claim is proved at when neither the caller nor the claim's ``prove_bits`` says
DEFAULT_PROVE_BITS = 64


def prove_claim(claim: Claim, bits: int | None = None, timeout: float | None = None,
                smt2_dir: str | Path | None = None, budget: Budget | None = None,
                unbounded: bool = True) -> ProofResult:
    """Prove a claim for every position whose parts fit in ``bits`` bits, or refute it.

    Every condition is decided by two independent solvers
    (:func:`gamecheck.prover.solvers.decide`): ``proved`` needs each condition unsat from two
    of z3, Bitwuzla and cvc5; a sat answer gives a model that is replayed through the ruleset;
    a sat beside an unsat is a solver conflict (inconclusive). The limits are deterministic
    resource counts (``budget``), so the verdict is the same on every machine; ``timeout`` is
    only a wall-clock safety net.

    Args:
        claim: a claim of kind p-rule, grundy, no-move, some-move, winning-move (with
            ``p_rule``) or forall.
        bits: bit width of the domain (1..256); ``None``: the claim's ``prove_bits``, else
            :data:`DEFAULT_PROVE_BITS` (64). ``gamecheck prove``, ``gamecheck verify`` and
            :func:`gamecheck.prove` share these defaults.
        timeout: the wall-clock safety net per solver call, in seconds (0, 86400]; ``None``:
            the claim's ``prove_timeout``, else the budget's (600 s). Reaching it makes the
            verdict inconclusive ("wall-clock safety net"), which depends on the machine.
        smt2_dir: write every query here as SMT-LIB 2.
        budget: resource limits per solver (:class:`gamecheck.prover.solvers.Budget`);
            ``None``: :data:`gamecheck.prover.solvers.DEFAULT_BUDGET` times the claim's
            ``prove_budget`` (default 1).
        unbounded: after a proof in linear integer arithmetic, also try to prove the claim
            for every position of any size (:func:`_prove_unbounded`); the domain then reads
            "every position (all sizes)".

    Returns:
        :class:`ProofResult`; ``inconclusive`` (with the reason) when the claim's rule or
        ruleset has no symbolic form, the solvers run out of their budget, disagree (a
        solver conflict), or only one of them answers unsat.

    Raises:
        UsageError: on a bad bit width, safety net or a malformed claim.
    """
    claim.validate()  # a claim built in Python gets the checks a claims file gets
    if bits is None:
        bits = claim.prove_bits if claim.prove_bits is not None else DEFAULT_PROVE_BITS
    if isinstance(bits, bool) or not isinstance(bits, int) or not 1 <= bits <= 256:
        raise UsageError(f"bits={bits!r} is not allowed; give an integer from 1 to 256")
    if timeout is None and claim.prove_timeout is not None:
        timeout = float(claim.prove_timeout)
    if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, (int, float))
                                or not 0 < timeout <= 86_400):
        raise UsageError(f"timeout={timeout!r} is not allowed; give a number of seconds in (0, 86400]")
    if budget is None:
        budget = DEFAULT_BUDGET.scaled(float(claim.prove_budget)) if claim.prove_budget is not None else DEFAULT_BUDGET
    if timeout is not None:
        budget = dataclasses.replace(budget, wall=float(timeout))
    t0 = time.perf_counter()
    theory = _by_theory(claim, bits)
    if theory is not None:
        theory.seconds = time.perf_counter() - t0
        return theory.freeze()
    use_integers = PROVES.find(claim) is not None and _wants_integers(claim)
    # the draft every step fills; the frozen ProofResult is built once, at the end
    res, run = Draft(ProofResult, claim, "inconclusive", bits), _Run(claim, budget, smt2_dir)
    if use_integers:
        try:
            with integer_mode():
                _dispatch(run, claim, bits, res)
            res.encoding = "integers"
        except NeedsBitVectors:  # the ruleset's move relation needs bit-vectors after all
            res, run = Draft(ProofResult, claim, "inconclusive", bits), _Run(claim, budget, smt2_dir)
            use_integers = False
    if not use_integers:
        _dispatch(run, claim, bits, res)
    res.queries = run.queries
    res.budget = budget
    if use_integers and res.verdict == "proved" and type(claim).uses_ruleset and unbounded:
        _prove_unbounded(claim, budget, smt2_dir, res)
    if res.verdict == "proved":
        _check_vacuity(res, bits)
    res.seconds = time.perf_counter() - t0
    used = [n for n in ("z3", "bitwuzla", "cvc5") if any(a.solver == n for q in run.queries for a in q.solvers)]
    if used and res.method.startswith("z3"):
        res.method = " + ".join(used) + res.method[2:]
    if res.lemmas:
        res.method += f", through {len(res.lemmas)} lemmas"
    if res.verdict == "inconclusive" and not res.reason:
        res.reason = "the solvers could not settle the claim"
    if res.witness is not None and type(claim).uses_ruleset:
        state_grundy(res.witness, claim_ruleset(claim))
    return res.freeze()
