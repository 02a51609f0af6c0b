"""The exhaustive checker: a claim, checked over a bounded domain, gives a verdict.

Verdicts:

* ``holds`` -- checked at every position of the domain (the result says how many
  and which domain);
* ``refuted`` -- with the smallest witness: the position, its true and claimed
  labels, and why (the move that breaks the rule, or the fact that no move reaches a
  P-position);
* ``inconclusive`` -- with the reason (for instance, the domain would not fit in
  memory);
* ``holds (vacuous)`` -- it holds, but tests nothing (a tautology, a ``where`` no position
  satisfies, a strategy never used...): every claim that holds is examined by
  :func:`gamecheck.checker.vacuity.vacuity`, and the result's ``vacuous`` says why.

P-position rules are checked through the three certificate conditions (a set R is
exactly the set of P-positions of a finite acyclic game iff every terminal position
is in R, no move leads from R to R, and every other position outside R has a move
into R; Winning Ways ch. 2, Siegel 2013 Thm. I.1.8); in misère play the first
condition becomes "no terminal position is in R". Grundy formulas are checked
through the two mex conditions (no option has the same value; every smaller value
is some option's value; Sprague 1935, Grundy 1939). These conditions are local, so
the check is vectorised over whole domains and a refutation always names a
concrete move or its absence.

"Smallest" means: least potential (for Nim and subtraction games, the total number
of counters), ties broken lexicographically. Every option of a position has a
smaller potential, so the smallest position that breaks a local condition is also
the smallest position where the claim is false.

**Games that may have cycles.** The certificate and mex conditions characterise the
P-positions and the Grundy function of games that *end*; they are used as proof only
when the ruleset gives a potential (:meth:`gamecheck.games.base.Ruleset.potential`: every
move lowers it, so play ends). A ruleset without one -- a game file, a graph, a sum with
such a component (and the take-and-break games, which end but give no potential) -- may
have cycles, and then a position is P, N or D (a draw: neither player can force a win),
computed by retrograde analysis (Smith 1966; Fraenkel and Yesha 1986;
:mod:`gamecheck.engine.labels`). Every claim kind is then decided against those labels,
never by the local conditions:

* ``p-rule``: refuted exactly where (outcome is P) differs from the rule; a position where
  the rule is false may be N or D, so such a witness says ``claimed "not P"`` (``"N"``
  when the domain holds no draw) and gives the true outcome;
* ``grundy``: a position that can reach a cycle has no Grundy value (the mex recursion
  does not end there; Smith's gamma-values, :mod:`gamecheck.engine.gamma`, extend it, but a
  ``grundy`` claim speaks of ordinary Grundy values), so the claim is refuted at the first
  such position in scope (true value ``"undefined"``); elsewhere the values are compared;
* ``winning-move``, ``move-wins``, ``winning-moves``: a winning move is a move to a
  P-position; from a draw no move wins;
* ``answer``: -1 wherever no move wins: at a P-position and at a draw;
* ``p-positions``, ``outcome``, ``label-identity``: against the three outcomes (a listed
  position that is a draw is not a P-position).

Witnesses on such games are the first position in the domain's order (lexicographic for
a box) where the claim is false.
"""

from __future__ import annotations

import ast
import dataclasses
import itertools
import time
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from gamecheck.audit import Checked, CheckResult, Draft, Verdict, Witness
from gamecheck.checker.definitions import generality
from gamecheck.checker.sequence_claims import decide_equivalent, decide_every_n, is_sequence_claim
from gamecheck.checker.conditions import GrundyConditions, PositionConditions, check_mask_size
from gamecheck.checker.vacuity import vacuity
from gamecheck.checker.context import (
    RuleContext, bool_values, checked_record, claim_as_played, claim_domain, claim_ruleset, int_values, multiset_limits,
    position_truth, rule_names, truth,
)
from gamecheck.claims import (
    AnswerClaim, Claim, EquivalentClaim, ForallClaim, GrundyClaim, GrundyValueClaim, HookTable, LabelIdentityClaim,
    MisereQuotientClaim, MoveWinsClaim, NoMoveClaim, OutcomeClaim, PartitionClaim, PPositionsClaim, PRuleClaim,
    ReachableCountClaim, SomeMoveClaim, WinningMoveClaim, WinningMovesClaim,
)
from gamecheck.domain import BoxDomain, MultisetDomain, reachable_domain
from gamecheck.checker.heaps import HeapContext
from gamecheck.engine.analysis import PositionReport, analyse_position, reachable_labels
from gamecheck.engine.gamma import add_gamma
from gamecheck.engine.graph import edge_chunks
from gamecheck.engine import partial
from gamecheck.engine.label import resolve_engine
from gamecheck.engine.labels import OUTCOME_D, OUTCOME_N, OUTCOME_P
from gamecheck.engine.quotient import MAX_QUOTIENT_HEAP, heap_game_of, misere_quotient
from gamecheck.engine.sprague import solve_by_sprague_grundy, solve_position
from gamecheck.errors import GamecheckError, InternalError, ResourceLimitError, RuleError, UndefinedValue, UsageError
from gamecheck.games import make_ruleset
from gamecheck.games.base import Move, Ruleset
from gamecheck.games.heap import check_heap_size, multiset_moves
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import LABEL_NAMES, bind_lets, heap_columns, needed_lets, restrict_env
from gamecheck.position import Position, format_position


__all__ = ["check_claim", "check_claims", "mark_vacuous", "CHECKS", "rule_check", "state_grundy", "true_grundy"]

fmt = format_position


#: the check of each claim kind, keyed by the kind's class: ``hook(claim, ruleset, engine,
#: bound, res)`` fills ``res``, the :class:`gamecheck.audit.Draft` of a :class:`CheckResult`
#: (``ruleset`` is the claim's ruleset,
#: ``None`` for a claim about integers; ``bound`` the caller's override of the claim's bound).
#: :func:`check_claim` builds the ruleset (as the class's ``uses_ruleset`` and
#: ``any_heap_count`` say), calls the hook, makes a ``ResourceLimitError`` it raises an
#: inconclusive verdict, and builds the frozen result from the draft. A rule kind checked over a domain of positions registers
#: :func:`rule_check` of its function. A new kind registers its hook from its own module.
CHECKS = HookTable("check")

#: a check over a domain of positions: ``check(ctx, claim, res)``
RuleCheck = Callable[[RuleContext, Claim, Draft], None]


def rule_check(check: RuleCheck, strategy: RuleCheck | None = None) -> Callable[..., None]:
    """The check hook (:data:`CHECKS`) of a rule kind, checked over a domain of positions.

    The hook builds the claim's domain and :class:`RuleContext`, runs ``check(ctx, claim,
    res)``, then, when the claim names a ``strategy`` and holds, ``strategy(ctx, claim, res)``
    (a claim with a strategy and no ``strategy`` check is a usage error), and a claim that
    holds is examined for vacuity (:func:`gamecheck.checker.vacuity.vacuity`).

    Args:
        check: the kind's check over the domain.
        strategy: the check of the claim's ``strategy``, for a kind that reads one.

    Returns:
        the hook, ``hook(claim, ruleset, engine, bound, res)``.
    """
    def hook(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: Draft) -> None:
        _check_over_domain(claim, ruleset, engine, bound, res, check, strategy)
    hook.__doc__ = f"Check a claim over a domain of positions with {check.__name__}."
    return hook


#: the last reports :func:`_truth` gave, keyed by the ruleset object (its identity: a graph
#: game's file may change between two checks), the position, the play and the engine; each
#: value keeps its ruleset alive so that the identity is not reused
_TRUTHS: dict[tuple[int, Position, bool, str], tuple[Ruleset, PositionReport | None]] = {}
_TRUTHS_KEPT = 64


def _truth(ruleset: Ruleset, position: Position, misere: bool, engine: str) -> PositionReport | None:
    """The report of one position: by enumeration, else by the Sprague-Grundy theorem (or the
    misère quotient); ``None`` when neither fits in the limits. A witness asks for the same position more than once (its
    outcome, its Grundy value), so the last few reports are kept."""
    key = (id(ruleset), tuple(position), misere, engine)
    hit = _TRUTHS.get(key)
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    rep = _solve_truth(ruleset, position, misere, engine)
    if len(_TRUTHS) >= _TRUTHS_KEPT:
        _TRUTHS.pop(next(iter(_TRUTHS)))
    _TRUTHS[key] = (ruleset, rep)
    return rep


def _solve_truth(ruleset: Ruleset, position: Position, misere: bool, engine: str) -> PositionReport | None:
    if not position and ruleset.unwrapped.is_heap_game:
        position = (0,)  # the empty multiset of heaps: one empty heap
    try:
        # as `gamecheck solve` does: enumeration when small, else the Sprague-Grundy theorem
        return solve_position(ruleset, position, misere=misere, engine=engine, max_listed=_WITNESS_MOVES)
    except ResourceLimitError:
        pass
    try:
        # a sum, or a heap game beyond enumeration: the Sprague-Grundy theorem from the
        # summands' values, or in misère play the misère quotient (a few winning moves listed)
        return solve_by_sprague_grundy(ruleset, position, misere=misere, engine=engine, max_listed=_WITNESS_MOVES)
    except (ResourceLimitError, UsageError):
        return None


#: the winning moves a witness's solution lists (the rest are counted)
_WITNESS_MOVES = 8


def state_grundy(witness: Witness | None, ruleset: Ruleset | None, engine: str = "auto") -> None:
    """Give a witness the Grundy values (normal play) of its position and of the option its
    move leads to, where they are defined: ``witness.true_grundy`` and
    ``witness.to_true_grundy``. They come from the position's own solution (enumeration of
    what it reaches, else the Sprague-Grundy theorem for a sum or a large heap game;
    Sprague 1935, Grundy 1939), not from the claim.

    Args:
        witness: the witness, or ``None`` (nothing to do).
        ruleset: the claim's ruleset, or ``None`` for a claim about integers (nothing to do).
        engine: graph engine.

    A value is left ``None`` where the position is not a position of ``ruleset`` (the witness
    of a claim about a formula's variables), where the game has cycles through it (no Grundy
    value, unless the game is on a graph and the position's gamma-value is finite: Smith 1966)
    or where neither enumeration nor a solver fits in the limits.
    """
    if witness is None or ruleset is None:
        return
    if witness.true_grundy is None:
        witness.true_grundy = _defined_grundy(ruleset, witness.position, engine)
    if witness.to is not None and witness.to_true_grundy is None:
        witness.to_true_grundy = _defined_grundy(ruleset, witness.to, engine)


def _defined_grundy(ruleset: Ruleset, position: Any, engine: str) -> int | None:
    try:
        pos = tuple(int(v) for v in position)
        rep = _truth(ruleset, pos, False, engine)
    except (GamecheckError, TypeError, ValueError):
        return None
    if rep is None:
        return None
    if rep.grundy is None and ruleset.loopy and rep.method == "enumeration":
        # a position on a cycle of a game on a graph: its finite gamma-value is its Grundy
        # value (Smith 1966), cross-checked against the enumeration; an infinite one leaves
        # it undefined
        rep = add_gamma(rep)
    return None if rep.grundy is None else int(rep.grundy)


def _true_outcome(ruleset: Ruleset, position: Position, misere: bool, engine: str) -> str:
    rep = _truth(ruleset, position, misere, engine)
    return "?" if rep is None else position_truth(rep, misere)[0]


def true_grundy(ruleset: Ruleset, position: Position, engine: str = "auto") -> int | None | str:
    """The Grundy value of one position as a witness states it: by enumeration, else by the
    Sprague-Grundy theorem; ``None`` where the game cycles through it, ``"?"`` where neither
    fits in the limits."""
    rep = _truth(ruleset, position, False, engine)
    return "?" if rep is None else rep.grundy


def _true_winning(ruleset: Ruleset, position: Position, misere: bool, engine: str) -> list:
    """The winning moves from one position (as many as its solution lists; ``[]`` where none
    wins or no method fits in the limits), positions of a take-and-break game without empty
    heaps."""
    rep = _truth(ruleset, position, misere, engine)
    if rep is None:
        return []
    moves = position_truth(rep, misere)[1]
    if ruleset.unwrapped.splits_heaps:
        moves = [Move(m.description, tuple(h for h in m.position if h)) for m in moves]
    return moves


def _winning(ctx: RuleContext, pos: Position, misere: bool) -> list[Move]:
    """The winning moves from a position of a claim's domain (or one its moves reach): over
    multisets of heaps, the moves to positions of outcome P by the context's own labels (the
    Sprague-Grundy theorem, the misère quotient); else as a witness's solution lists them."""
    if isinstance(ctx, HeapContext):
        return [mv for mv in ctx.options(pos) if ctx.code_of(mv.position, misere) == OUTCOME_P]
    return _true_winning(ctx.ruleset, pos, misere, ctx.engine)


def _outcome(ctx: RuleContext, pos: Position, misere: bool) -> str:
    """The outcome letter of a position of a claim's domain (or one its moves reach)."""
    if isinstance(ctx, HeapContext):
        return "PND"[ctx.code_of(pos, misere)]
    return _true_outcome(ctx.ruleset, pos, misere, ctx.engine)


def _name_winning(w: "Witness", ctx: RuleContext, pos: Position, misere: bool) -> bool:
    """Put the first winning move from ``pos`` into the witness; False when none wins."""
    wins = _winning(ctx, pos, misere)
    if not wins:
        return False
    w.move, w.to, w.to_true = wins[0].description, list(wins[0].position), "P"
    return True


def _pl(misere: bool) -> str:
    return " in misère play" if misere else ""


# -- the kinds ----------------------------------------------------------------------------------

def _a_draw_move(ctx: RuleContext, pos: Position, misere: bool) -> Any:
    """A move from a draw to a draw (a draw always has one: with every option N it would be
    P, with a P option N), or None when the labels say otherwise."""
    codes = ctx.truth(misere)
    for mv in ctx.options(pos):
        j = ctx.domain.index(mv.position)
        if j is not None and codes[j] == OUTCOME_D:
            return mv
    return None


def _not_p(codes: np.ndarray) -> str:
    """How a witness names "outside the rule's P-positions": ``"N"`` when no position of the
    domain is a draw (then not P means N), else ``"not P"`` (N or D)."""
    return "not P" if bool((codes == OUTCOME_D).any()) else "N"


def _label_mismatch_witness(ctx: RuleContext, x: int, claimed: str, true: str, misere: bool) -> Witness:
    """Explain a position whose claimed outcome differs from the retrograde label.

    Args:
        ctx: the rule context.
        x: the position's index in the domain.
        claimed: ``"P"``, ``"N"`` or ``"not P"`` (the claim puts it outside the P-positions,
            which on a game with draws means N or D).
        true: the true outcome letter (``"P"``, ``"N"`` or ``"D"``; Smith 1966).
        misere: misère play.

    Returns:
        the :class:`Witness` (condition ``"outcome"``).
    """
    pos = ctx.domain.position(x)
    w = Witness(list(pos), claimed, true, "outcome", "")
    if true == "N" and not _name_winning(w, ctx, pos, misere):
        w.reason = (f"the claim calls {fmt(pos)} a P-position{_pl(misere)}, but it is a terminal position: in "
                    "misère play the player to move there wins (the opponent made the last move).")
    elif true == "N":
        w.reason = (f"the claim calls {fmt(pos)} a P-position{_pl(misere)}, but the move '{w.move}' reaches "
                    f"{fmt(w.to)}, a P-position, so {fmt(pos)} is an N-position.")
    elif true == "P":
        n_moves = len(ctx.options(pos))
        said = (f"says {fmt(pos)} is not a P-position (N or D)" if claimed == "not P"
                else f"calls {fmt(pos)} an N-position")
        w.reason = (f"the claim {said}{_pl(misere)}, but " +
                    (f"each of its {n_moves} moves leads to an N-position" if n_moves else "it is terminal")
                    + ", so it is a P-position.")
    else:
        mv = _a_draw_move(ctx, pos, misere)
        if claimed == "P":
            w.reason = (f"the claim calls {fmt(pos)} a P-position{_pl(misere)}, but it is a draw: none of its moves "
                        "reaches a P-position, so the player to move cannot force a win, and "
                        + (f"the move '{mv.description}' to {fmt(mv.position)}, also a draw, " if mv else "some move ")
                        + "keeps the game going without losing; with best play it never ends.")
            if mv is not None:
                w.move, w.to, w.to_true = mv.description, list(mv.position), "D"
        else:
            w.reason = f"{fmt(pos)} is a draw{_pl(misere)}: play can go on forever."
    return w


def _check_p_rule_by_labels(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """A P-position rule decided against the retrograde outcomes: refuted exactly where
    (outcome is P) differs from the rule, within ``where`` if given. The method for
    ``where`` claims and for games that may have cycles (where the certificate conditions
    prove nothing: a position outside the rule may be a draw; Fraenkel and Yesha 1986)."""
    misere = claim.misere
    where = ctx.where_mask()
    R = bool_values(ctx.evaluate(claim.rule, "rule", where if claim.where else None), claim.rule)  # type: ignore[arg-type]
    codes = ctx.truth(misere)
    x = ctx.first(where & ((codes == OUTCOME_P) != R))
    if claim.where:
        res.extra["positions_in_scope"] = int(where.sum())
    if x is None:
        res.verdict = "holds"
        return
    res.verdict = "refuted"
    res.witness = _label_mismatch_witness(ctx, x, "P" if R[x] else _not_p(codes), "PND"[int(codes[x])], misere)


def _labelled_fast(ctx: RuleContext) -> bool:
    """Whether a P-position rule or Grundy formula over the whole domain is decided by the labels
    it needs alone (:mod:`gamecheck.engine.partial`: outcomes, or Grundy values, of a translation
    ruleset on a box, computed without reading every option and on two threads) rather than by
    the certificate conditions over every option: when the compact engine is the one chosen for
    the domain (the ``auto`` engine from 50,000 positions, or ``compact``) and the ruleset and
    domain are of that kind."""
    if isinstance(ctx, HeapContext) or not isinstance(ctx.domain, BoxDomain):
        return False
    if resolve_engine(ctx.engine, ctx.domain) != "compact":
        return False
    return partial.supports(ctx.ruleset, ctx.domain)


def _p_conditions_at(ctx: RuleContext, R: np.ndarray, x: int, misere: bool) -> tuple[bool, bool, bool]:
    """The certificate conditions of :class:`~gamecheck.checker.conditions.PositionConditions`
    that fail at position ``x`` alone (terminal position, move from P to P, no move to P)."""
    into, terminal = False, True
    for mv in ctx.options(ctx.domain.position(x)):
        terminal = False
        j = ctx.domain.index(mv.position)
        if j is not None and R[j]:
            into = True
    r = bool(R[x])
    return terminal and (r if misere else not r), r and into, not r and not terminal and not into


def _check_p_rule(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    misere = claim.misere
    if claim.where or not ctx.acyclic:
        # the claim speaks of some positions only, or the game may have cycles: compare with
        # the retrograde labels (the certificate conditions characterise P only in games that end)
        _check_p_rule_by_labels(ctx, claim, res)
        return
    R = bool_values(ctx.evaluate(claim.rule, "rule"), claim.rule)  # type: ignore[arg-type]
    if _labelled_fast(ctx):
        # the outcomes alone: the smallest position the rule gets wrong is the smallest that breaks
        # a certificate condition (conditions.smallest), and the conditions there name the witness
        codes = partial.outcomes(ctx.ruleset, ctx.domain, misere=misere)
        x = ctx.first((codes == OUTCOME_P) != R)
        if x is None:
            res.verdict = "holds"
            return
        c1x, p2px, _ = _p_conditions_at(ctx, R, x, misere)
    else:
        # the whole domain is one chunk; its options come in batches of the game graph
        conds = PositionConditions(R, misere)
        for ch in edge_chunks(ctx.ruleset, ctx.domain, ctx.cols):
            conds.add_options(ch.src, R[ch.dst])
        c1, p2p, c3 = conds.violations()
        x = ctx.first(c1 | p2p | c3)
        if x is None:
            res.verdict = "holds"
            return
        c1x, p2px = bool(c1[x]), bool(p2p[x])
    res.verdict = "refuted"
    res.witness = _p_rule_witness(ctx, R, x, c1x, p2px, misere)


def _p_rule_witness(ctx: RuleContext, R: np.ndarray, x: int, c1x: bool, p2px: bool, misere: bool) -> Witness:
    """The witness of a P-position rule ``R`` broken first at position ``x``: the terminal
    position (``c1x``), the move from P to P (``p2px``) or the N-position without a move to P."""
    pos = ctx.domain.position(x)
    claimed = "P" if R[x] else "N"
    true = _outcome(ctx, pos, misere)
    moves = ctx.options(pos)
    w = Witness(list(pos), claimed, true, "", "")
    if c1x:
        w.condition = "terminal position"
        if misere:
            w.reason = (f"{fmt(pos)} is a terminal position: in misère play the player to move has no move and so wins, "
                        f"which makes it an N-position, but the rule calls it P.")
        else:
            w.reason = (f"{fmt(pos)} is a terminal position: the player to move has no move and loses, "
                        f"which makes it a P-position, but the rule calls it N.")
    elif p2px:
        for mv in moves:
            j = ctx.domain.index(mv.position)
            if j is not None and R[j]:
                break
        w.condition = "move from P to P"
        w.move, w.to = mv.description, list(mv.position)
        w.to_claimed = "P"
        w.to_true = _outcome(ctx, mv.position, misere)
        w.reason = (f"the rule calls both {fmt(pos)} and {fmt(mv.position)} P-positions{_pl(misere)}, but the move "
                    f"'{mv.description}' leads from the first to the second, and no option of a P-position is a "
                    f"P-position. In truth {fmt(pos)} is {true} and {fmt(mv.position)} is {w.to_true}.")
    else:
        w.condition = "no move to P"
        w.reason = (f"the rule calls {fmt(pos)} an N-position{_pl(misere)}, but none of its {len(moves)} moves reaches a "
                    f"position the rule calls P, and an N-position needs a move to a P-position. In truth it is {true}.")
        if true == "N" and _name_winning(w, ctx, pos, misere):
            j = ctx.domain.index(tuple(w.to))
            w.to_claimed = "P" if j is not None and R[j] else "N"
    return w


def _check_p_rule_strategy(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """A ``p-rule`` claim's ``strategy``: the winning move it names, checked as the
    ``winning-move`` claim it implies."""
    strat = claim.as_kind("winning-move", move=claim.strategy)
    _check_winning_move(ctx, strat, res)
    if res.verdict == "refuted" and res.witness is not None:
        res.witness.condition = "strategy fails: " + res.witness.condition


CHECKS.add(PRuleClaim, rule_check(_check_p_rule, _check_p_rule_strategy))


def _no_grundy_reason(pos: Position) -> str:
    return (f"{fmt(pos)} can reach a cycle of the game graph, so it has no Grundy value: the mex recursion "
            "never ends there (Smith's generalised gamma-values extend Grundy values to such games, but a "
            "Grundy value is defined on positions from which every play ends).")


def _check_grundy_by_labels(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """A Grundy formula decided against the retrograde Grundy values, within ``where`` if
    given. A position that can reach a cycle has no Grundy value (its label is -1; Smith
    1966, Fraenkel and Yesha 1986), so the claim is refuted at the first such position in
    scope whatever the rule gives there; elsewhere the values are compared."""
    where = ctx.where_mask()
    G = int_values(ctx.evaluate(claim.rule, "rule", where if claim.where else None), claim.rule)  # type: ignore[arg-type]
    true_g = ctx.labels.grundy
    x = ctx.first(where & ((true_g < 0) | (true_g != G)))
    if claim.where:
        res.extra["positions_in_scope"] = int(where.sum())
    if x is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(x)
    res.verdict = "refuted"
    if true_g[x] < 0:
        res.witness = Witness(list(pos), int(G[x]), "undefined", "no grundy value",
                              _no_grundy_reason(pos) + f" The rule gives {int(G[x])}.")
        return
    res.witness = Witness(list(pos), int(G[x]), int(true_g[x]), "grundy value",
                          f"{ctx.explain_grundy(pos)}, not {int(G[x])}.")


def _g_conditions_at(ctx: RuleContext, G: np.ndarray, x: int) -> tuple[bool, bool]:
    """The mex conditions of :class:`~gamecheck.checker.conditions.GrundyConditions` that fail at
    position ``x`` alone: a negative value, an option with the same value (values below 0 read as
    0, as there)."""
    gx = max(int(G[x]), 0)
    same = False
    for mv in ctx.options(ctx.domain.position(x)):
        j = ctx.domain.index(mv.position)
        if j is not None and max(int(G[j]), 0) == gx:
            same = True
    return bool(G[x] < 0), same


def _check_grundy(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    if claim.where or not ctx.acyclic:
        # the claim speaks of some positions only, or the game may have cycles (where the mex
        # conditions alone prove nothing): compare with the retrograde labels
        _check_grundy_by_labels(ctx, claim, res)
        return
    G = int_values(ctx.evaluate(claim.rule, "rule"), claim.rule)  # type: ignore[arg-type]
    if _labelled_fast(ctx):
        # the Grundy values alone: the smallest position the formula gets wrong is the smallest
        # that breaks a mex condition (conditions.smallest), and the conditions there name the witness
        x = ctx.first(partial.grundy_values(ctx.ruleset, ctx.domain) != G)
        if x is None:
            res.verdict = "holds"
            return
        negx, samex = _g_conditions_at(ctx, G, x)
    else:
        # the whole domain is one chunk; its options come in batches of the game graph
        conds = GrundyConditions(G)
        check_mask_size(conds.gmax, ctx.size)
        for ch in edge_chunks(ctx.ruleset, ctx.domain, ctx.cols):
            conds.add_options(ch.src, G[ch.dst], distinct=ch.translation is not None)
        neg, same, missing = conds.violations()
        x = ctx.first(neg | same | missing)
        if x is None:
            res.verdict = "holds"
            return
        negx, samex = bool(neg[x]), bool(same[x])
    res.verdict = "refuted"
    res.witness = _grundy_witness(ctx, G, x, negx, samex)


def _grundy_witness(ctx: RuleContext, G: np.ndarray, x: int, negx: bool, samex: bool) -> Witness:
    """The witness of a Grundy formula ``G`` broken first at position ``x``: a negative value
    (``negx``), an option with the same value (``samex``) or a smaller value no option has."""
    pos = ctx.domain.position(x)
    true = true_grundy(ctx.ruleset, pos, ctx.engine)
    w = Witness(list(pos), int(G[x]), true, "", "")
    if negx:
        w.condition = "negative value"
        w.reason = f"the rule gives {fmt(pos)} the value {int(G[x])}, but Grundy values are never negative."
    elif samex:
        for mv in ctx.options(pos):
            j = ctx.domain.index(mv.position)
            if j is not None and G[j] == G[x]:
                break
        w.condition = "option with the same value"
        w.move, w.to, w.to_claimed = mv.description, list(mv.position), int(G[j])
        w.to_true = true_grundy(ctx.ruleset, mv.position, ctx.engine)
        w.reason = (f"the rule gives {fmt(pos)} and its option {fmt(mv.position)} (by '{mv.description}') the same "
                    f"value {int(G[x])}, but a Grundy value is the mex of the options' values, so it differs from "
                    f"each of them. True values: {true} and {w.to_true}.")
    else:
        vals = set()
        for mv in ctx.options(pos):
            j = ctx.domain.index(mv.position)
            if j is not None:
                vals.add(int(G[j]))
        m = rexpr.mex(vals)
        w.condition = "missing smaller value"
        w.reason = (f"the rule gives {fmt(pos)} the value {int(G[x])}, but no option of it gets the value {m} from "
                    f"the rule, so the mex of its options' values is {m}, not {int(G[x])}. True value: {true}.")
    return w


def _move_rule(ctx: RuleContext, claim: Claim, text: str,
               extra: dict[str, Any] | None = None) -> Callable[[dict[str, Any], int, bool], Any]:
    """A move rule (``move`` or ``strategy``: it gives the option reached) as a function
    ``targets(env, size, vector)`` of an environment of columns (``vector``) or of one position.
    Every ``let`` helper is evaluated first (in order; a helper may be defined only where the
    move rule applies), with ``extra`` (e.g. the value ``v`` a Grundy strategy aims at).

    Raises:
        RuleError: a move rule or helper that does not parse or uses a name not allowed.
    """
    extra = extra or {}
    names = ctx.names + list(extra)
    move_expr = rexpr.parse(text, names)
    let_exprs = {k: rexpr.parse(v, names) for k, v in claim.let.items()}

    def targets(env: dict[str, Any], size: int, vector: bool) -> Any:
        env = bind_lets(dict(env, **extra), let_exprs,
                        lambda name, e: let_exprs[name].evaluate_array(e, size) if vector else let_exprs[name].evaluate(e))
        return move_expr.evaluate_array(env, size) if vector else move_expr.evaluate(env)

    return targets


def _check_winning_move(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    misere = claim.misere
    labels = ctx.labels
    codes = truth(labels, misere)
    has_move = ~ctx.terminal_mask()  # a terminal N-position (misère play) needs no move
    nidx = np.flatnonzero((codes == OUTCOME_N) & has_move & ctx.where_mask())
    nidx = ctx.smallest_first(nidx)
    targets_at = _move_rule(ctx, claim, claim.move)  # type: ignore[arg-type]
    k = ctx.domain.k
    code_at = ctx.target_codes(misere)

    def bad_at(i: int) -> tuple[str, Any] | None:
        pos = ctx.domain.position(i)
        env = ctx.scalar_env(pos)
        try:
            t = targets_at(env, 1, False)
        except RuleError as exc:
            return "no move given", str(exc)
        tp = ctx.as_position(t)
        if tp is None:
            return "not a position", t
        opts = {mv.position: mv for mv in ctx.options(pos)}
        if tp not in opts:
            return "illegal move", tp
        j = ctx.target_index(tp)
        code = None if j is None else int(code_at(np.array([j]))[0])
        if code != OUTCOME_P:
            # on a game with draws the target may be a draw: no more a winning move than one to N
            return ("move to D" if code == OUTCOME_D else "move to N"), opts[tp]
        return None

    legal, tidx = _strategy_targets(ctx, claim, claim.move, nidx,  # type: ignore[arg-type]
                                    accept=lambda j: bool(code_at(np.array([j]))[0] == OUTCOME_P))
    good = legal & (code_at(np.where(legal, tidx, 0)) == OUTCOME_P)
    bad = np.flatnonzero(~good)
    first_bad = int(nidx[bad[0]]) if bad.size else None
    if first_bad is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(first_bad)
    why = bad_at(first_bad)
    assert why is not None, "vectorised and scalar move checks disagree"
    cond, detail = why
    moved = cond in ("move to N", "move to D")
    shown = "no move" if cond == "no move given" else (list(detail.position) if moved else detail)
    w = Witness(list(pos), shown if not isinstance(shown, tuple) else list(shown), "N", cond, "")
    wins = _winning(ctx, pos, misere)
    truly = "; ".join(f"'{m.description}' to {fmt(m.position)}" for m in wins[:4])
    if cond == "no move given":
        w.reason = f"{fmt(pos)} is an N-position{_pl(misere)}, but the rule gives no move there ({detail}). Winning moves: {truly}."
    elif cond == "not a position":
        shape = f"of {k} part(s)" if ctx.fixed_parts else "(a tuple of heaps)"
        w.reason = f"at {fmt(pos)} the rule gives {detail!r}, not a position {shape}."
    elif cond == "illegal move":
        w.to = list(detail)
        w.reason = (f"{fmt(pos)} is an N-position{_pl(misere)}, but the rule's target {fmt(detail)} is not an option of "
                    f"it (no legal move leads there). Winning moves: {truly}.")
    elif cond == "move to N":
        mv = detail
        w.move, w.to, w.to_claimed = mv.description, list(mv.position), "P"
        w.to_true = "N"
        replies = _winning(ctx, mv.position, misere)
        reply = f" the opponent answers '{replies[0].description}' to {fmt(replies[0].position)}, a P-position." if replies else ""
        w.reason = (f"{fmt(pos)} is an N-position{_pl(misere)}; the rule's move '{mv.description}' leads to "
                    f"{fmt(mv.position)}, which is an N-position:{reply} Winning moves from {fmt(pos)}: {truly}.")
    else:
        mv = detail
        w.move, w.to, w.to_claimed, w.to_true = mv.description, list(mv.position), "P", "D"
        w.reason = (f"{fmt(pos)} is an N-position{_pl(misere)}; the rule's move '{mv.description}' leads to "
                    f"{fmt(mv.position)}, which is a draw: the opponent cannot be forced to lose from there, so "
                    f"the move throws the win away. Winning moves from {fmt(pos)}: {truly}.")
    res.verdict = "refuted"
    res.witness = w


CHECKS.add(WinningMoveClaim, rule_check(_check_winning_move))


def _strategy_targets(ctx: RuleContext, claim: Claim, text: str, idx: np.ndarray,
                      extra: dict[str, Any] | None = None,
                      accept: Callable[[int], bool] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Evaluate a strategy (a move rule giving the option reached) at the positions
    ``idx``; return ``(legal, tidx)``: whether the target is an option of the position
    (inside the domain), and the target's index (meaningful where legal).

    Vectorised for box domains of translation rulesets, else position by position; a
    position where the rule gives no position, or raises, counts as illegal. Position
    by position, with ``accept`` (is the target at this index a good one?), the pass
    stops at the first position whose target is illegal or not accepted and leaves the
    rest marked illegal: give ``idx`` smallest first and the first failure is exact."""
    targets = _move_rule(ctx, claim, text, extra)
    k = ctx.domain.k
    legal = np.zeros(idx.size, dtype=bool)
    tidx = np.zeros(idx.size, dtype=np.int64)
    if idx.size == 0:
        return legal, tidx

    try:
        if not isinstance(ctx.domain, BoxDomain):
            raise RuleError("not a box domain: checked position by position")
        T = targets(restrict_env(ctx.env, idx), idx.size, True)
        if not isinstance(T, tuple) or len(T) != k:
            raise RuleError(f"strategy '{text}' must give a position of {k} part(s)")
        X = [c[idx] for c in ctx.cols]
        T = [np.asarray(t, dtype=np.int64) for t in T]
        inside = np.ones(idx.size, dtype=bool)
        for t, b in zip(T, ctx.domain.bounds):  # type: ignore[attr-defined]
            inside &= (t >= 0) & (t <= b)
        for t, s in zip(T, ctx.domain.strides):  # type: ignore[attr-defined]
            tidx += np.where(inside, t, 0) * s
        legal = inside & _legal_translation(ctx, X, T)
        return legal, tidx
    except RuleError:
        pass
    for r, i in enumerate(idx.tolist()):
        pos = ctx.domain.position(i)
        try:
            t = targets(ctx.scalar_env(pos), 1, False)
        except RuleError:
            t = None
        tp = ctx.as_position(t)
        if tp is not None:
            if any(mv.position == tp for mv in ctx.options(pos)):
                j = ctx.target_index(tp)
                if j is not None:
                    legal[r], tidx[r] = True, j
        if accept is not None and not (legal[r] and accept(int(tidx[r]))):
            break
    return legal, tidx


def _strategy_witness(ctx: RuleContext, claim: Claim, x: int, text: str, wanted: str,
                      extra: dict[str, Any] | None = None) -> Witness:
    """Replay a strategy at one position: what it gives and why that fails."""
    pos = ctx.domain.position(x)
    try:
        t = _move_rule(ctx, claim, text, extra)(ctx.scalar_env(pos), 1, False)
    except RuleError as exc:
        return Witness(list(pos), f"a move to {wanted}", "no move", "strategy fails",
                       f"the strategy '{text}' gives no move at {fmt(pos)} ({exc}); it should reach {wanted}.")
    opts = {mv.position: mv for mv in ctx.options(pos)}
    tp = ctx.as_position(t)
    if tp is None or tp not in opts:
        return Witness(list(pos), f"a move to {wanted}", f"{t!r}, not an option", "strategy fails",
                       f"the strategy '{text}' gives {t!r} at {fmt(pos)}, which is not an option of it; it should "
                       f"reach {wanted}.", to=list(t) if isinstance(t, tuple) else None)
    mv = opts[tp]
    return Witness(list(pos), f"a move to {wanted}", f"a move to {fmt(mv.position)}", "strategy fails",
                   f"at {fmt(pos)} the strategy's move '{mv.description}' leads to {fmt(mv.position)}, which is not "
                   f"{wanted}.", move=mv.description, to=list(mv.position))


def _check_grundy_strategy(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """A Grundy formula's ``strategy`` (using ``v``): at every position x in scope and
    every v < g(x), it gives an option whose Grundy value is v. Run after the formula
    holds, so the formula's values are the true ones."""
    G = ctx.labels.grundy
    G_at = ctx.target_grundy()
    scope = ctx.where_mask() & (G >= 0)
    first: tuple[int, int, int] | None = None  # (potential, index, v) of the smallest failure
    for v in range(int(G[scope].max()) if scope.any() else 0):
        idx = ctx.smallest_first(np.flatnonzero(scope & (G > v)))
        legal, tidx = _strategy_targets(ctx, claim, claim.strategy, idx, {"v": v},  # type: ignore[arg-type]
                                        accept=lambda j, v=v: bool(G_at(np.array([j]))[0] == v))
        ok = legal & (G_at(np.where(legal, tidx, 0)) == v)
        bad = np.zeros(ctx.size, dtype=bool)
        bad[idx[~ok]] = True
        x = ctx.first(bad)
        if x is not None:
            key = (int(ctx.order[x]) if ctx.order is not None else 0, x, v)
            first = key if first is None else min(first, key)
    if first is None:
        return
    _, x, v = first
    res.verdict = "refuted"
    res.witness = _strategy_witness(ctx, claim, x, claim.strategy, f"a position of Grundy value {v}",  # type: ignore[arg-type]
                                    {"v": v})
    res.witness.condition = "strategy fails: " + res.witness.condition


CHECKS.add(GrundyClaim, rule_check(_check_grundy, _check_grundy_strategy))


def _check_some_move_strategy(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """A some-move claim's ``strategy``: from every position where the rule (and
    ``where``) holds, it gives an option where the target holds."""
    scope = ctx.where_mask()
    A = bool_values(ctx.evaluate(claim.rule, "rule", scope), claim.rule) & scope  # type: ignore[arg-type]
    B_at = ctx.target_rule(claim.target)  # type: ignore[arg-type]
    idx = ctx.smallest_first(np.flatnonzero(A))
    legal, tidx = _strategy_targets(ctx, claim, claim.strategy, idx,  # type: ignore[arg-type]
                                    accept=lambda j: bool(B_at(np.array([j]))[0]))
    ok = legal & B_at(np.where(legal, tidx, 0))
    bad = np.zeros(ctx.size, dtype=bool)
    bad[idx[~ok]] = True
    x = ctx.first(bad)
    if x is None:
        return
    res.verdict = "refuted"
    res.witness = _strategy_witness(ctx, claim, x, claim.strategy, f"a position satisfying '{claim.target}'")  # type: ignore[arg-type]
    res.witness.condition = "strategy fails: " + res.witness.condition


def _legal_translation(ctx: RuleContext, X: list[np.ndarray], T: list[np.ndarray]) -> np.ndarray:
    """Whether ``X -> T`` is a legal move, vectorised for translation rulesets."""
    trans = ctx.ruleset.translations(ctx.domain.bounds)  # type: ignore[attr-defined]
    if trans is None:
        out = np.zeros(len(X[0]), dtype=bool)
        for r in range(len(X[0])):
            p = tuple(int(c[r]) for c in X)
            t = tuple(int(c[r]) for c in T)
            out[r] = any(mv.position == t for mv in ctx.options(p))
        return out
    # encode each difference vector as one integer key
    spans = [2 * b + 1 for b in ctx.domain.bounds]  # type: ignore[attr-defined]
    def key_of(diffs):
        key = 0
        for d, b, s in zip(diffs, ctx.domain.bounds, spans):  # type: ignore[attr-defined]
            key = key * s + (d + b)
        return key
    keys = np.array(sorted({key_of(tr.delta) for tr in trans}), dtype=np.int64)
    diff_key = np.zeros(len(X[0]), dtype=np.int64)
    ok = np.ones(len(X[0]), dtype=bool)
    for x, t, b, s in zip(X, T, ctx.domain.bounds, spans):  # type: ignore[attr-defined]
        d = t - x
        ok &= np.abs(d) <= b
        diff_key = diff_key * s + (np.clip(d, -b, b) + b)
    return ok & np.isin(diff_key, keys)


def _check_p_positions(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    misere = claim.misere
    is_p = ctx.truth(misere) == OUTCOME_P
    if claim.within:
        within = bool_values(ctx.evaluate(claim.within, "within"), claim.within)
    else:
        within = np.ones(ctx.size, dtype=bool)
    listed = np.zeros(ctx.size, dtype=bool)
    for p in claim.positions or []:
        j = ctx.domain.index(tuple(p))
        if j is None:
            raise UsageError(
                f"claim '{claim.id}': listed position {fmt(p)} lies outside {ctx.domain.describe(ctx.ruleset)}; raise the bound"
            )
        listed[j] = True
    x = ctx.first((within | listed) & (is_p != listed))
    if x is None:
        res.verdict = "holds"
        res.reason = f"{int((is_p & within).sum())} P-positions, all listed"
        return
    pos = ctx.domain.position(x)
    codes = ctx.truth(misere)
    if listed[x] and codes[x] == OUTCOME_D:
        # a game with draws: a listed position may be neither P nor N
        w = Witness(list(pos), "P", "D", "listed but D", "")
        mv = _a_draw_move(ctx, pos, misere)
        w.reason = (f"{fmt(pos)} is listed as a P-position{_pl(misere)}, but it is a draw: none of its moves reaches a "
                    "P-position, and " + (f"the move '{mv.description}' to {fmt(mv.position)}, also a draw, "
                                          if mv else "some move ") + "keeps the game going without losing.")
        if mv is not None:
            w.move, w.to, w.to_true = mv.description, list(mv.position), "D"
    elif listed[x]:
        w = Witness(list(pos), "P", "N", "listed but N", "")
        if _name_winning(w, ctx, pos, misere):
            w.reason = (f"{fmt(pos)} is listed as a P-position{_pl(misere)}, but it is an N-position: the move "
                        f"'{w.move}' reaches the P-position {fmt(w.to or [])}.")
        else:
            w.reason = (f"{fmt(pos)} is listed as a P-position{_pl(misere)}, but it is a terminal N-position: in "
                        "misère play the player to move there wins (the opponent made the last move).")
    else:
        w = Witness(list(pos), _not_p(codes), "P", "P-position not listed", "")
        n_moves = len(ctx.options(pos))
        w.reason = (f"{fmt(pos)} is a P-position{_pl(misere)} (each of its {n_moves} moves leads to an N-position), "
                    f"but the list leaves it out.")
    res.verdict = "refuted"
    res.witness = w


CHECKS.add(PPositionsClaim, rule_check(_check_p_positions))


def _check_answer_at(claim: Claim, ruleset: Ruleset, engine: str, res: Draft) -> None:
    pos = ruleset.validate(ruleset.canonical(tuple(claim.position or ())))
    shown = _shown(ruleset, pos)
    domain, labels = reachable_labels(ruleset, pos, engine)
    codes = truth(labels, claim.misere)
    res.positions_checked = 1  # the claim speaks of one position; its reachable positions were labelled
    res.positions_labelled = domain.size
    res.bound = f"the {domain.size:,} positions reachable from {fmt(shown)}"
    ans, mv = _least_winning_take(ruleset, pos, _p_test(domain, codes))
    if ans == claim.value:
        res.verdict = "holds"
        return
    i = domain.index(pos)
    outcome = "PND"[int(codes[i])] if i is not None else "P"
    to = _shown(ruleset, mv.position) if mv else None
    how = (f"the cheapest winning move is '{mv.description}' to {fmt(to)}" if mv
           else "no move wins (P-position)" if outcome == "P" else _no_winning_move(shown, outcome, claim.misere))
    res.verdict = "refuted"
    res.witness = Witness(list(shown), claim.value, ans, "answer", f"at {fmt(shown)} {how}, so the answer is {ans}.",
                          move=mv.description if mv else None, to=list(to) if to is not None else None)


def _check_reachable_count(claim: Claim, ruleset: Ruleset, res: Draft) -> None:
    pos = ruleset.validate(ruleset.canonical(tuple(claim.position or ())))
    dom = reachable_domain(ruleset, [pos])
    res.positions_checked = 1  # one count, of one position
    res.positions_labelled = dom.size
    pos = _shown(ruleset, pos)
    res.bound = f"the positions reachable from {fmt(pos)}"
    if dom.size == claim.value:
        res.verdict = "holds"
    else:
        res.verdict = "refuted"
        res.witness = Witness(list(pos), claim.value, dom.size, "count",
                              f"{dom.size:,} positions (including {fmt(pos)} itself) are reachable from {fmt(pos)}, "
                              f"not {claim.value:,}.")


@CHECKS.register(ReachableCountClaim)
def _reachable_count_hook(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: Draft) -> None:
    _check_reachable_count(claim, ruleset, res)


def _position_fact(fact: Callable[..., None]) -> Callable[..., None]:
    """The check hook of a claim about one position: the position's labels, then ``fact(claim,
    ruleset, engine, res, pos, rep, outcome, wins, winstr)`` refutes the claim or leaves it holding."""
    def hook(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: Draft) -> None:
        _check_position_fact(claim, ruleset, engine, res, fact)
    hook.__doc__ = f"Check a claim about one position with {fact.__name__}."
    return hook


#: winning moves a claim about one position lists at most (all are counted)
_ALL_MOVES = 100_000
#: options of one position a claim about it looks at for winning moves (every one, up to this
#: many: a heap of 10^12 counters of an octal game has about 10^12); past it the claims that need
#: the whole list of winning moves (move-wins, winning-moves) are out of reach
_ALL_OPTIONS = 20_000_000


def _shown(ruleset: Ruleset, position: Sequence[int]) -> Position:
    """A position as a claim speaks of it: a take-and-break game's as the multiset of its heaps
    (largest first, no empty slots); any other as it is."""
    if ruleset.unwrapped.splits_heaps:
        return tuple(sorted((int(h) for h in position if h), reverse=True))
    return tuple(position)


def _moves_of(ruleset: Ruleset, position: Position) -> list[Move]:
    """The moves of a position as a claim speaks of it (:func:`_shown`)."""
    if ruleset.unwrapped.splits_heaps:
        return multiset_moves(ruleset.unwrapped, position)
    return ruleset.options(position)


def _solve_one(ruleset: Ruleset, position: Position, misere: bool, engine: str) -> PositionReport:
    """One position solved as ``gamecheck solve`` does (enumeration when small, else the
    Sprague-Grundy theorem or the misère quotient), its moves as a claim speaks of them."""
    # every option looked at, up to _ALL_OPTIONS: the claims compare the whole list of winning moves
    rep = solve_position(ruleset, position, misere=misere, engine=engine, max_listed=_ALL_MOVES,
                         max_scanned=_ALL_OPTIONS)
    if ruleset.unwrapped.splits_heaps:
        for attr in ("winning_moves", "misere_winning_moves"):
            seen: dict[Position, Move] = {}
            for m in getattr(rep, attr):
                seen.setdefault(_shown(ruleset, m.position), Move(m.description, _shown(ruleset, m.position)))
            setattr(rep, attr, list(seen.values()))
    return rep


def _check_position_fact(claim: Claim, ruleset: Ruleset, engine: str, res: Draft,
                         fact: Callable[..., None]) -> None:
    if ruleset.unwrapped.splits_heaps:
        # a multiset of heaps: no heap slots (the Sprague-Grundy theorem needs none)
        pos = _shown(ruleset, tuple(check_heap_size(h) for h in claim.position or ()))
        rep = _solve_one(ruleset, pos or (0,), claim.misere, engine)
    else:
        pos = ruleset.validate(ruleset.canonical(tuple(claim.position or ())))
        rep = _solve_one(ruleset, pos, claim.misere, engine)
    res.positions_checked = 1  # the claim speaks of one position; its reachable positions were labelled
    res.positions_labelled = rep.positions_examined
    if rep.method in ("sprague-grundy", "misere-quotient"):
        res.method = rep.method
        res.bound = (f"the position {fmt(pos)}, by the " + ("misère quotient of its heaps" if claim.misere and
                     rep.method == "misere-quotient" else "Sprague-Grundy theorem from its summands' Grundy values"))
    else:
        res.bound = f"the {rep.positions_examined:,} positions reachable from {fmt(pos)}"
    misere = claim.misere
    outcome, wins = position_truth(rep, misere)
    if outcome is None:
        raise ResourceLimitError(f"claim '{claim.id}': the outcome of {fmt(pos)}{_pl(misere)} is not known without "
                                 "enumerating its reachable positions, which do not fit")
    if rep.move_count(misere) is None and fact in (_check_move_wins, _check_winning_moves):
        raise ResourceLimitError(f"claim '{claim.id}': {fmt(pos)} has more than {_ALL_OPTIONS:,} options, so its "
                                 f"winning moves{_pl(misere)} are not all known")
    winstr = "; ".join(f"'{m.description}' to {fmt(m.position)}" for m in wins) or "none"
    res.verdict = "holds"
    fact(claim, ruleset, engine, res, pos, rep, outcome, wins, winstr)


def _check_outcome(claim: Claim, ruleset: Ruleset, engine: str, res: Draft, pos: Position, rep: Any,
                   outcome: str, wins: list, winstr: str) -> None:
    """``outcome``: the fact of the claim against the labels of its position."""
    misere = claim.misere
    if outcome != claim.outcome:
        w = Witness(list(pos), claim.outcome, outcome, "outcome", "")
        if outcome == "N" and not wins and rep.truncated(misere):
            w.reason = (f"{fmt(pos)} is an N-position{_pl(misere)} (by the {rep.method} method); no winning move was "
                        f"found among the first {_ALL_OPTIONS:,} of its options looked at.")
        elif outcome == "N" and not wins:
            w.reason = (f"{fmt(pos)} is a terminal N-position{_pl(misere)}: the player to move there wins (the "
                        "opponent made the last move).")
        elif outcome == "N":
            w.move, w.to, w.to_true = wins[0].description, list(wins[0].position), "P"
            w.reason = f"{fmt(pos)} is an N-position{_pl(misere)}: the move '{w.move}' reaches the P-position {fmt(w.to)}."
        elif outcome == "P":
            w.reason = f"{fmt(pos)} is a P-position{_pl(misere)}: every one of its moves leads to an N-position."
        else:
            w.reason = f"{fmt(pos)} is a draw{_pl(misere)}: with best play the game never ends."
        res.verdict, res.witness = "refuted", w


CHECKS.add(OutcomeClaim, _position_fact(_check_outcome))


def _check_grundy_value(claim: Claim, ruleset: Ruleset, engine: str, res: Draft, pos: Position, rep: Any,
                        outcome: str, wins: list, winstr: str) -> None:
    """``grundy-value``: the fact of the claim against the labels of its position."""
    if rep.grundy is None:
        # a position that can reach a cycle has no Grundy value (Smith 1966)
        w = Witness(list(pos), claim.value, "undefined", "no grundy value",
                    _no_grundy_reason(pos) + f" The claim gives {claim.value}.")
        res.verdict, res.witness = "refuted", w
    elif rep.grundy != claim.value:
        w = Witness(list(pos), claim.value, rep.grundy, "grundy value", "")
        if rep.option_grundy or not rep.summands:
            vals = sorted({g for _, g in rep.option_grundy if g is not None})
            w.reason = (f"the options of {fmt(pos)} have Grundy values {vals}, whose mex is {rep.grundy}, "
                        f"not {claim.value}.")
        else:
            parts = " XOR ".join(f"{label}{'' if h is None else f' ({h})'}: {g}" for label, h, g in rep.summands)
            w.reason = (f"by the Sprague-Grundy theorem the Grundy value of {fmt(pos)} is the nim-sum of its "
                        f"summands' values, {parts} = {rep.grundy}, not {claim.value}." if len(rep.summands) > 1
                        else f"the Grundy value of {fmt(pos)} is {rep.grundy} (the Grundy sequence of one heap, "
                        f"computed by the mex rule), not {claim.value}.")
        res.verdict, res.witness = "refuted", w


CHECKS.add(GrundyValueClaim, _position_fact(_check_grundy_value))


def _check_move_wins(claim: Claim, ruleset: Ruleset, engine: str, res: Draft, pos: Position, rep: Any,
                     outcome: str, wins: list, winstr: str) -> None:
    """``move-wins``: the fact of the claim against the labels of its position."""
    misere = claim.misere
    to = _shown(ruleset, tuple(claim.to or ()))
    opts = {m.position: m for m in _moves_of(ruleset, pos)}
    if to not in opts:
        w = Witness(list(pos), f"move to {fmt(to)}", outcome, "illegal move", "", to=list(to))
        w.reason = f"{fmt(to)} is not an option of {fmt(pos)}: no legal move leads there. Winning moves: {winstr}."
        res.verdict, res.witness = "refuted", w
    elif to not in {m.position for m in wins}:
        mv = opts[to]
        r2 = _solve_one(ruleset, to or (0,), misere, engine)
        to_outcome, reply = position_truth(r2, misere)
        w = Witness(list(pos), f"'{mv.description}' wins", outcome, f"move to {to_outcome}", "",
                    move=mv.description, to=list(to), to_claimed="P", to_true=to_outcome)
        if to_outcome == "D":
            # a game with draws: a move to a draw does not win either
            w.reason = (f"the move '{mv.description}' from {fmt(pos)} leads to {fmt(to)}, a draw{_pl(misere)}: "
                        f"the opponent cannot be forced to lose from there. Winning moves from {fmt(pos)}: "
                        f"{winstr}.")
        else:
            rtxt = f" the opponent answers '{reply[0].description}' to {fmt(reply[0].position)}." if reply else ""
            w.reason = (f"the move '{mv.description}' from {fmt(pos)} leads to {fmt(to)}, an N-position{_pl(misere)}:"
                        f"{rtxt} Winning moves from {fmt(pos)}: {winstr}.")
        res.verdict, res.witness = "refuted", w


CHECKS.add(MoveWinsClaim, _position_fact(_check_move_wins))


def _check_winning_moves(claim: Claim, ruleset: Ruleset, engine: str, res: Draft, pos: Position, rep: Any,
                         outcome: str, wins: list, winstr: str) -> None:
    """``winning-moves``: the fact of the claim against the labels of its position."""
    misere = claim.misere
    claimed = {_shown(ruleset, tuple(m)) for m in claim.moves or []}
    true = {m.position for m in wins}
    if claimed != true:
        extra = sorted(claimed - true)
        missing = sorted(true - claimed)
        w = Witness(list(pos), [list(t) for t in sorted(claimed)], [list(t) for t in sorted(true)],
                    "winning moves", "")
        parts = []
        if extra:
            parts.append("listed but not winning: " + ", ".join(fmt(t) for t in extra))
        if missing:
            parts.append("winning but not listed: " + ", ".join(fmt(t) for t in missing))
        w.reason = f"from {fmt(pos)}{_pl(misere)} the winning moves are {winstr}; " + "; ".join(parts) + "."
        res.verdict, res.witness = "refuted", w


CHECKS.add(WinningMovesClaim, _position_fact(_check_winning_moves))


def _check_no_move(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """``no-move``: no move from A to B."""
    _check_moves(ctx, claim, res, forbid=True)


def _check_some_move(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """``some-move``: from every A some move reaches B."""
    _check_moves(ctx, claim, res, forbid=False)


def _check_moves(ctx: RuleContext, claim: Claim, res: Draft, forbid: bool) -> None:
    """``no-move`` (``forbid``): no move from A to B; ``some-move``: from every A some move reaches B."""
    scope = ctx.where_mask()
    A = bool_values(ctx.evaluate(claim.rule, "rule", scope), claim.rule) & scope  # type: ignore[arg-type]
    hit = ctx.moves_into(A, claim.target)  # type: ignore[arg-type]
    B_at = ctx.target_rule(claim.target)  # type: ignore[arg-type]
    bad = hit if forbid else (A & ~hit)
    res.extra["positions_in_scope"] = int(A.sum())
    x = ctx.first(bad)
    if x is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(x)
    misere = claim.misere
    true = _outcome(ctx, pos, misere)
    w = Witness(list(pos), claim.kind, true, "", "")
    if forbid:
        for mv in ctx.options(pos):
            j = ctx.target_index(mv.position)
            if j is not None and B_at(np.array([j]))[0]:
                break
        w.condition = "move from A to B"
        w.move, w.to = mv.description, list(mv.position)
        w.to_true = _outcome(ctx, mv.position, misere)
        w.reason = (f"{fmt(pos)} satisfies '{claim.rule}', and the move '{mv.description}' leads to {fmt(mv.position)}, "
                    f"which satisfies '{claim.target}'. (Outcomes: {fmt(pos)} is {true}, {fmt(mv.position)} is {w.to_true}.)")
    else:
        n_moves = len(ctx.options(pos))
        w.condition = "no move from A to B"
        w.reason = (f"{fmt(pos)} satisfies '{claim.rule}', but none of its {n_moves} moves reaches a position "
                    f"satisfying '{claim.target}'. ({fmt(pos)} is {true}.)")
        if true == "N" and _name_winning(w, ctx, pos, misere):
            w.reason += f" A winning move is '{w.move}' to {fmt(w.to)}."
    res.verdict = "refuted"
    res.witness = w


CHECKS.add(SomeMoveClaim, rule_check(_check_some_move, _check_some_move_strategy))


CHECKS.add(NoMoveClaim, rule_check(_check_no_move))


def _check_label_identity(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    where = ctx.where_mask()
    ok = bool_values(ctx.evaluate(claim.rule, "rule", where), claim.rule)  # type: ignore[arg-type]
    res.extra["positions_in_scope"] = int(where.sum())
    x = ctx.first(where & ~ok)
    if x is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(x)
    env = ctx.scalar_env(pos)
    shown = ", ".join(f"{k} = {env[k]}" for k in LABEL_NAMES if k in env)
    res.verdict = "refuted"
    res.witness = Witness(list(pos), "true", "false", "identity fails",
                          f"at {fmt(pos)}: {_explain_values(claim.rule, env)} (labels: {shown}).")


CHECKS.add(LabelIdentityClaim, rule_check(_check_label_identity))


def _least_winning_take(ruleset: Ruleset, pos: Position, is_p: Callable[[Position], bool],
                        moves: list[Move] | None = None) -> tuple[int, Any]:
    """The least number of counters (the sum of the heap parts) a winning move -- a move to a
    P-position -- removes from ``pos``, and that move; ``(-1, None)`` when no move wins (a
    P-position, or a draw on a game with cycles).

    In a game whose moves may add counters (a game file, a graph: the parts are whatever the
    game says) the least take may be negative; it is the minimum over every winning move all
    the same (a take of -1 is then indistinguishable from "no winning move" by value alone)."""
    best, best_move = -1, None
    before = _counters(ruleset, pos)
    for mv in (ruleset.options(pos) if moves is None else moves):
        if is_p(mv.position):
            took = before - _counters(ruleset, mv.position)
            if best_move is None or took < best:
                best, best_move = took, mv
    return best, best_move


def _counters(ruleset: Ruleset, pos: Position) -> int:
    return sum(heap_columns(ruleset, list(pos)))


def _p_test(domain: Any, codes: np.ndarray) -> Callable[[Position], bool]:
    """Whether a position lies in ``domain`` and is a P-position by the outcome ``codes``."""
    def is_p(q: Position) -> bool:
        j = domain.index(q)
        return j is not None and codes[j] == OUTCOME_P

    return is_p


def _no_winning_move(pos: Position, outcome: str, misere: bool) -> str:
    """Why no move from ``pos`` wins, for an ``answer`` witness (-1: a P-position or a draw)."""
    if outcome == "D":
        return f"no move wins ({fmt(pos)} is a draw{_pl(misere)}: no option is a P-position)"
    if outcome == "N":  # a terminal position in misère play: it is won without a move
        return f"no move wins ({fmt(pos)} is a terminal N-position{_pl(misere)})"
    return "no move wins (it is a P-position)"


def _check_answer(ctx: RuleContext, claim: Claim, res: Draft) -> None:
    """``answer`` over a bound: at every position in scope, the least number of counters a
    winning move (a move to a P-position) removes, or -1 where no move wins -- at a
    P-position and, on a game with draws, at a draw (no option is a P-position there)."""
    dom = ctx.domain
    code_at = ctx.target_codes(claim.misere)

    def is_p(q: Position) -> bool:
        j = ctx.target_index(q)
        return j is not None and bool(code_at(np.array([j]))[0] == OUTCOME_P)

    where = ctx.where_mask()
    R = int_values(ctx.evaluate(claim.rule, "rule", where), claim.rule)  # type: ignore[arg-type]
    idx = ctx.smallest_first(np.flatnonzero(where))
    res.extra["positions_in_scope"] = int(idx.size)
    codes = ctx.truth(claim.misere)
    for i in idx.tolist():
        pos = dom.position(i)
        ans, mv = _least_winning_take(ctx.ruleset, pos, is_p, ctx.options(pos))
        if ans != int(R[i]):
            res.verdict = "refuted"
            how = (f"the cheapest winning move is '{mv.description}' to {fmt(mv.position)}" if mv
                   else _no_winning_move(pos, "PND"[int(codes[i])], claim.misere))
            res.witness = Witness(list(pos), int(R[i]), ans, "answer",
                                  f"at {fmt(pos)} the rule gives {int(R[i])}, but {how}, so the answer is {ans}.",
                                  move=mv.description if mv else None, to=list(mv.position) if mv else None)
            return
    res.verdict = "holds"


_check_answer_rule = rule_check(_check_answer)


@CHECKS.register(AnswerClaim)
def _answer_hook(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: Draft) -> None:
    """``answer``: at one position, or its rule over the domain."""
    if claim.position is not None:
        _check_answer_at(claim, ruleset, engine, res)
    else:
        _check_answer_rule(claim, ruleset, engine, bound, res)


def _explain_values(source: str, env: dict[str, Any]) -> str:
    """Why a true/false rule is false at one point, for witness text: the first false
    term of an ``and``, and for a comparison the value of each side (quoted as written)."""
    try:
        node = ast.parse(source, mode="eval").body
    except SyntaxError:
        return "it evaluates to False"

    def value(n: ast.AST) -> Any:
        text = ast.get_source_segment(source, n) or ast.unparse(n)
        return rexpr.parse(text).evaluate(env)

    try:
        while isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            node = next(v for v in node.values if not value(v))
        text = ast.get_source_segment(source, node) or ast.unparse(node)
        if isinstance(node, ast.Compare):
            sides = [node.left] + list(node.comparators)
            shown = []
            for side in sides:
                seg = ast.get_source_segment(source, side) or ast.unparse(side)
                v = value(side)
                shown.append(seg if str(v) == seg else f"{seg} = {v}")
            return f"'{text}' is false ({', '.join(shown)})"
        return f"'{text}' is false"
    except (GamecheckError, StopIteration):
        return "it evaluates to False"


def _check_forall(claim: Claim, res: Draft) -> None:
    names = list(claim.vars)
    total = 1
    for lo, hi in claim.vars.values():
        total *= hi - lo + 1  # a Python int: no range() of 10**30 elements is measured
    if total > 5_000_000:
        raise ResourceLimitError(f"claim '{claim.id}': {total:,} combinations; at most 5,000,000 are checked")
    allowed = names + list(claim.let)
    lets = [(k, rexpr.parse(v, names + list(claim.let)[:i])) for i, (k, v) in enumerate(claim.let.items())]
    rule = rexpr.parse(claim.rule, allowed)  # type: ignore[arg-type]
    res.bound = ", ".join(f"{lo} <= {n} <= {hi}" for n, (lo, hi) in claim.vars.items())
    res.positions_checked = total
    ranges = [range(lo, hi + 1) for lo, hi in claim.vars.values()]
    for combo in itertools.product(*ranges):
        env: dict[str, Any] = dict(zip(names, combo))
        for k, e in lets:
            env[k] = e.evaluate(env)
        if not rule.evaluate(env):
            res.verdict = "refuted"
            point = ", ".join(f"{k} = {v}" for k, v in zip(names, combo))
            lets_shown = "".join(f"; {k} = {env[k]}" for k in claim.let)
            res.witness = Witness(list(combo), True, False, "false at",
                                  f"at {point}{lets_shown}: {_explain_values(claim.rule, env)}.")
            return
    res.verdict = "holds"


def _check_partition(claim: Claim, res: Draft, bound: int | None = None) -> None:
    """A partition claim: the sequences s_i(n), n >= 1, are strictly increasing and
    together take every integer 1..N exactly once, and no term at an index examined is
    outside 1.. (Beatty 1926; Rayleigh).

    Which indices can give a term <= N: a strictly increasing integer sequence has
    s(n) >= s(1) + n - 1, so s(n) <= N needs n <= N - s(1) + 1. Every sequence is
    evaluated at n = 1..max(N + 1, N - s(1) + 2) (past the last index that can give
    a term <= N), strict increase is checked there, and every term <= N is counted.
    A claim whose sequences fail strict increase is refuted (the claim states it);
    a range too large to evaluate is inconclusive.
    """
    N = int(claim.bound if bound is None else bound)  # type: ignore[arg-type]
    limit = 10_000_000
    if N > limit:
        raise ResourceLimitError(f"claim '{claim.id}': bound {N:,} is above {limit:,}")
    exprs = [rexpr.parse(src, ["n"]) for src in claim.sequences or []]
    terms: list[np.ndarray] = []
    for s_i, (src, e) in enumerate(zip(claim.sequences or [], exprs)):
        first = e.evaluate({"n": 1})
        if isinstance(first, bool) or not isinstance(first, int):
            raise UsageError(f"claim '{claim.id}': sequence {s_i + 1} '{src}' gives {first!r} at n = 1; "
                             "a sequence must give integers")
        # n = 1..N + 1 at least: strict increase is checked over that range whatever s(1) is (a
        # decreasing sequence that starts high comes down to the bound there)
        last = max(N + 1, N - first + 2)
        if last > limit:
            raise ResourceLimitError(
                f"claim '{claim.id}': sequence {s_i + 1} '{src}' starts at {first:,}, so indices up to {last:,} could "
                f"give terms <= {N:,}; at most {limit:,} are evaluated")
        n = np.arange(1, last + 1, dtype=np.int64)
        vals = np.asarray(e.evaluate_array({"n": n}, last))
        if vals.dtype == np.bool_ or not np.issubdtype(vals.dtype, np.integer):
            raise UsageError(f"claim '{claim.id}': sequence {s_i + 1} '{src}' does not give integers")
        terms.append(vals.astype(np.int64))
    res.bound = (f"every integer 1..{N}; each sequence at every index n >= 1 that can give a term <= {N} "
                 "(" + "; ".join(f"sequence {i + 1}: n = 1..{len(t)}" for i, t in enumerate(terms)) + ")")
    res.positions_checked = N
    # 1. strict increase over the indices examined
    for s_i, (src, vals) in enumerate(zip(claim.sequences or [], terms)):
        inc = np.flatnonzero(np.diff(vals) <= 0)
        if inc.size:
            j = int(inc[0])
            res.verdict = "refuted"
            res.witness = Witness([j + 2], "strictly increasing", "not increasing", "monotonicity",
                                  f"sequence {s_i + 1} '{src}' is not strictly increasing: n = {j + 1} gives "
                                  f"{int(vals[j])} and n = {j + 2} gives {int(vals[j + 1])}.")
            return
    # 2. every term at the indices examined is a positive integer; every value 1..N once
    seen = np.zeros(N + 1, dtype=np.int64)
    for vals in terms:
        small = vals[(vals >= 1) & (vals <= N)]
        seen += np.bincount(small, minlength=N + 1)[: N + 1]

    def hits_of(v: int) -> list[str]:
        return [f"sequence {s_i + 1} '{src}' at n = {j + 1}"
                for s_i, (src, vals) in enumerate(zip(claim.sequences or [], terms))
                for j in np.flatnonzero(vals == v).tolist()]

    bad = np.flatnonzero(seen[1:] != 1)
    cover = None
    if bad.size:
        v = int(bad[0]) + 1
        if seen[v] == 0:
            cover = (v, Witness([v], "covered once", "missed", "missing value",
                                f"{v} is a term of none of the sequences (every index that can give a term <= {N} "
                                "was evaluated)."))
        else:
            cover = (v, Witness([v], "covered once", f"covered {int(seen[v])} times", "repeated value",
                                f"{v} is a term {int(seen[v])} times: " + ", ".join(hits_of(v)) + "."))
    for s_i, (src, vals) in enumerate(zip(claim.sequences or [], terms)):
        low = np.flatnonzero(vals < 1)
        if low.size:
            j = int(low[0])
            also = f" Also: {cover[1].reason}" if cover is not None else ""
            res.verdict = "refuted"
            res.witness = Witness([int(vals[j])], "a positive integer", "not positive", "term outside 1..",
                                  f"sequence {s_i + 1} '{src}' gives {int(vals[j])} at n = {j + 1}, which is not a "
                                  f"positive integer.{also}")
            return
    if cover is not None:
        res.verdict, res.witness = "refuted", cover[1]
        return
    res.verdict = "holds"


def _integer_check(check: Callable[[Claim, Draft, Any], None]) -> Callable[..., None]:
    """The check hook of a statement about integers: ``check(claim, res, bound)``, then a claim
    that holds is examined for vacuity."""
    def hook(claim: Claim, ruleset: Any, engine: str, bound: Any, res: Draft) -> None:
        check(claim, res, bound)
        if res.verdict == "holds":
            res.reason = f"checked at all {res.positions_checked:,} points"
            mark_vacuous(res, vacuity(claim))
    hook.__doc__ = f"Check a statement about integers with {check.__name__}."
    return hook


def _check_forall_range(claim: Claim, res: Draft, bound: Any) -> None:
    _check_forall(claim, res)


def _check_partition_up_to(claim: Claim, res: Draft, bound: Any) -> None:
    _check_partition(claim, res, bound if isinstance(bound, int) else None)


CHECKS.add(ForallClaim, _integer_check(_check_forall_range))
CHECKS.add(PartitionClaim, _integer_check(_check_partition_up_to))


def check_claim(claim: Claim, engine: str = "auto", bound: int | list[int] | None = None) -> CheckResult:
    """Check one claim exhaustively.

    Args:
        claim: the claim.
        engine: graph engine, ``auto``, ``arrays`` or ``networkx``.
        bound: overrides the claim's domain bound (rule kinds).

    Returns:
        the :class:`CheckResult`. A resource limit gives ``inconclusive`` with the reason.

    Raises:
        UsageError: for a claim that is malformed (bad ruleset, rule or position).
    """
    claim.validate()  # a claim built in Python gets the checks a claims file gets
    t0 = time.perf_counter()
    res = Draft(CheckResult, claim, "inconclusive")  # filled by the check, frozen at the end
    check = CHECKS.find(claim)
    if check is None:
        raise UsageError(f"claim '{claim.id}': kind '{claim.kind}' has no check registered "
                         "(gamecheck.checker.serial.CHECKS)")
    ruleset: Ruleset | None = None
    if type(claim).uses_ruleset:
        # a misère quotient speaks of sums of any number of heaps: no heap count is needed
        ruleset = make_ruleset(claim.ruleset, claim.params) if type(claim).any_heap_count else claim_ruleset(claim)
        claim = res.claim = claim_as_played(claim, ruleset)
    try:
        check(claim, ruleset, engine, bound, res)
    except ResourceLimitError as exc:
        res.verdict = "inconclusive"
        res.reason = str(exc)
        res.resource_limited = True
    res.seconds = time.perf_counter() - t0
    if res.verdict == "holds" and not res.reason:
        res.reason = f"checked at all {res.positions_checked:,} positions"
    if res.checked is None and type(claim).uses_ruleset:
        # a kind that builds no domain of positions: what it speaks of, with its part count fixed
        checked_rs: Ruleset | None = ruleset
        if type(claim).any_heap_count:
            try:
                checked_rs = claim_ruleset(claim)
            except GamecheckError:
                checked_rs = None
        if checked_rs is not None:
            res.checked = checked_record(claim, checked_rs)
    if type(claim).uses_ruleset:
        state_grundy(res.witness, ruleset, engine)
    if res.verdict == "holds" or claim.role == "definition":
        _mark_definition(claim, res)
    return res.freeze()


def _mark_definition(claim: Claim, res: Draft) -> None:
    """Record whether a claim that holds holds for every game (:mod:`gamecheck.checker.definitions`),
    and say so when the catalogue's mark (``role = "definition"``) and the finding disagree."""
    g = generality(claim, check_claim) if res.verdict == "holds" else None
    if g is not None and g.every_game:
        res.definition = g.sentence()
        if claim.role != "definition":
            res.reason += ("; it holds for every game tried, by the definitions of the labels: it is no evidence about "
                           "this game (mark it role = \"definition\")")
    elif claim.role == "definition":
        why = g.sentence() if g is not None else (
            "it does not hold" if res.verdict != "holds" else "its text speaks of the position or the game's parameters")
        res.reason += f"; it is marked a definition, but {why}"


def _check_over_domain(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: Draft,
                       check: RuleCheck, strategy: RuleCheck | None) -> None:
    """The body of a :func:`rule_check` hook."""
    if is_sequence_claim(claim, ruleset, bound):
        # no bound on n: decided for every heap size by a periodicity theorem where one applies
        _check_every_n(claim, ruleset, engine, res)
        return
    try:
        domain = claim_domain(claim, ruleset, bound, engine)
    except ResourceLimitError:
        res.checked = checked_record(claim, ruleset, refused=True)
        raise
    res.checked = checked_record(claim, ruleset, domain)
    res.bound = domain.describe(ruleset)
    if isinstance(domain, MultisetDomain):
        # a heap game over multisets of heaps: labels from the Grundy values of single heaps
        ctx: RuleContext = HeapContext(claim, ruleset, domain, engine, rule_names(claim, ruleset))
        _, _, note = multiset_limits(claim, ruleset)
        if note:
            res.extra["domain_note"] = note
    else:
        ctx = RuleContext(claim, ruleset, domain, engine, rule_names(claim, ruleset))
    try:
        if type(claim).binds_lets:
            ctx.add_lets()
        check(ctx, claim, res)
    except UndefinedValue as exc:
        # the claim reads something that has no value at some point of its domain (G(-1), a
        # division by zero): the text is what is wrong there, a finding against the claim
        _undefined_finding(ctx, claim, res, exc)
    if claim.strategy and res.verdict == "holds":
        # the claim also names the move its proof uses: the strategy is part of the
        # claim, so it is checked wherever the claim speaks (its `where` included)
        if strategy is None:
            raise UsageError(f"claim '{claim.id}': kind '{claim.kind}' takes no 'strategy' "
                             "(allowed with p-rule, grundy and some-move)")
        strategy(ctx, claim, res)
    res.positions_checked = domain.size
    if isinstance(ctx, HeapContext):
        _heap_witness_grundy(ctx, res.witness)
        res.method = ctx.method
        if ctx.notes:
            res.extra["method_notes"] = list(ctx.notes)
    if res.verdict == "holds":
        # a claim that holds is examined for vacuity: does it test anything?
        res.reason = res.reason or f"checked at all {domain.size:,} positions"
        if isinstance(ctx, HeapContext):
            res.reason += f" ({ctx.method})"
        mark_vacuous(res, vacuity(claim, ruleset, domain, context=ctx, engine=engine))
    if res.extra.get("domain_note") and res.verdict in ("holds", "refuted", Verdict.VACUOUS):
        res.reason = (res.reason + "; " if res.reason else "") + str(res.extra["domain_note"])
    if not isinstance(ctx, HeapContext):  # over multisets the quotient is cross-checked by enumeration
        quotient_cross_check(claim, ruleset, domain, res, engine, ctx)


def _check_every_n(claim: Claim, ruleset: Ruleset, engine: str, res: Draft) -> None:
    """A claim about every heap size n (:mod:`gamecheck.checker.sequence_claims`)."""
    def check_up_to(n: int) -> CheckResult:
        return check_claim(dataclasses.replace(claim, bound=n), engine)

    decide_every_n(claim, ruleset, res, check_up_to)
    if res.vacuous and res.verdict == "proved":
        res.verdict = Verdict.VACUOUS
        res.reason += f", but it holds only vacuously: {res.vacuous}"
    res.checked = Checked(ruleset.spec(), bool(ruleset.misere), 1, None, None, res.positions_checked, res.bound)


def _heap_witness_grundy(ctx: HeapContext, w: Witness | None) -> None:
    """The Grundy values a witness states, from the context's own labels (a position over
    multisets of heaps -- a sum's with a zero between components -- is not written as the
    ruleset's own position is)."""
    if w is None:
        return
    for attr, pos in (("true_grundy", w.position), ("to_true_grundy", w.to)):
        if getattr(w, attr) is None and isinstance(pos, list) and ctx.as_position(tuple(pos)) is not None:
            setattr(w, attr, ctx.grundy_of(tuple(pos)))


#: the most positions scanned one by one for the least one where a claim's reading is undefined
UNDEFINED_SCAN = 200_000

#: the fields a rule claim reads at every position in scope (its value rules: a move rule or a
#: strategy that is undefined gives no move there, which its own check reports)
_READ_FIELDS = ("rule", "within", "target")


def undefined_reading(claim: Claim, names: list[str], env: dict[str, Any]) -> tuple[str, str] | None:
    """Where one position's reading of a claim is undefined: its ``let`` helpers (those the rules
    use), its ``where`` and, where ``where`` holds, its rule, ``within`` and ``target``, evaluated
    at ``env`` in that order. ``(field, what is undefined)`` for the first that has no value,
    else ``None``.

    Raises:
        RuleError: a reading that fails for another reason (a malformed rule).
    """
    try:
        for name in needed_lets(claim.let, [claim.rule, claim.where, claim.target, claim.within]):
            env[name] = rexpr.parse(claim.let[name], names).evaluate(env)
    except UndefinedValue as exc:
        return f"let {name}", exc.detail
    if claim.where:
        try:
            if not rexpr.parse(claim.where, names).evaluate(env):
                return None
        except UndefinedValue as exc:
            return "where", exc.detail
    for field in _READ_FIELDS:
        text = getattr(claim, field)
        if not text:
            continue
        try:
            rexpr.parse(text, names).evaluate(env)
        except UndefinedValue as exc:
            return field, exc.detail
    return None


def _undefined_finding(ctx: RuleContext, claim: Claim, res: Draft, exc: UndefinedValue) -> None:
    """Refute a claim whose reading is undefined at some position of its domain, at the least
    such position (by the witness order; the first :data:`UNDEFINED_SCAN` positions are scanned
    one by one, and the position the evaluator met is used when none of them is)."""
    order = ctx.smallest_first(np.arange(ctx.size, dtype=np.int64))
    found: tuple[int, str, str] | None = None
    for i in order[:UNDEFINED_SCAN].tolist():
        why = undefined_reading(claim, ctx.names, ctx.position_env(ctx.domain.position(i)))
        if why is not None:
            found = (i, *why)
            break
    if found is None:
        at = getattr(exc, "position", None)
        i = int(at) if at is not None and 0 <= int(at) < ctx.size else int(order[0]) if order.size else 0
        found = (i, "rule", exc.detail)
    i, field, detail = found
    pos = ctx.domain.position(i)
    where = (f"n = {pos[0] if pos else 0}" if getattr(ctx, "one_heap", False) or
             (isinstance(ctx.domain, BoxDomain) and ctx.domain.k == 1) else fmt(pos))
    text = claim.let[field[4:]] if field.startswith("let ") else getattr(claim, field)
    res.verdict = "refuted"
    res.reason = f"undefined at {where}: {detail}"
    res.witness = Witness(list(pos), "undefined", _truth_text(ctx, claim, i), "undefined reading",
                          f"the claim's {field} '{text}' has no value at {where}: {detail}. The text reads something "
                          "that does not exist there, so the claim as written is false at this point.")


def _truth_text(ctx: RuleContext, claim: Claim, i: int) -> Any:
    """The true label a witness of an undefined reading states: the Grundy value for a Grundy
    formula, else the outcome."""
    try:
        if type(claim).local_conditions == "grundy":
            return int(ctx.labels.grundy[i])
        return "PND"[int(ctx.truth(claim.misere)[i])]
    except GamecheckError:
        return "?"


#: the largest heap bound at which a misère P-rule is also checked against the misère quotient
QUOTIENT_CHECK_HEAP = 128
#: seconds allowed to that quotient
QUOTIENT_CHECK_SECONDS = 60.0
#: the largest domain (positions) a misère P-rule is checked against the quotient over
QUOTIENT_CHECK_POSITIONS = 1 << 22


def quotient_cross_check(claim: Claim, ruleset: Ruleset, domain: Any, res: Draft, engine: str = "auto",
                         ctx: RuleContext | None = None) -> None:
    """A misère P-rule over heap positions, checked a second way (``check_claim`` and the
    chunked check both call this on their result): the misère quotient of the heaps up to the
    largest heap of the domain (Plambeck and Siegel 2008; :mod:`gamecheck.engine.quotient`)
    gives every position's outcome, which must agree with the exhaustive verdict. Recorded in
    ``res.extra["misere_quotient"]`` and the reason. Skipped for domains of more than
    :data:`QUOTIENT_CHECK_POSITIONS` positions or heaps beyond :data:`QUOTIENT_CHECK_HEAP`.

    Raises:
        InternalError: the quotient and the exhaustive check disagree (a bug, never a verdict):
            the rule matches the quotient everywhere but the claim is refuted for its rule, or
            the rule differs from the quotient somewhere but the claim holds.
    """
    if type(claim).local_conditions != "p" or not claim.misere or res.verdict not in ("holds", "refuted", Verdict.VACUOUS):
        return
    try:
        heap_game_of(ruleset)
    except UsageError:
        return
    if domain.size == 0 or domain.size > QUOTIENT_CHECK_POSITIONS:
        return
    if ctx is None:
        ctx = RuleContext(claim, ruleset, domain, engine, rule_names(claim, ruleset))
        ctx.add_lets()
    top = max((int(np.max(col)) for col in ctx.cols if len(col)), default=0)
    if top > QUOTIENT_CHECK_HEAP:
        return
    try:
        q = misere_quotient(ruleset, top, seconds=QUOTIENT_CHECK_SECONDS)
    except ResourceLimitError as exc:
        res.extra["misere_quotient"] = {"checked": False, "reason": str(exc)}
        return
    pre = q._pre
    phi = np.asarray(pre.phi, dtype=np.int64)
    elem = np.zeros(ctx.size, dtype=np.int64)
    for col in ctx.cols:
        elem = pre.mul[elem, phi[np.asarray(col, dtype=np.int64)]]
    quotient_p = pre.p[elem]
    where = ctx.where_mask()
    rule = bool_values(ctx.evaluate(claim.rule, "rule", where if claim.where else None), claim.rule)  # type: ignore[arg-type]
    differs = where & (quotient_p != rule)
    agrees = not differs.any()
    by_strategy = res.witness is not None and res.witness.condition.startswith("strategy fails")
    if (agrees and res.verdict == "refuted" and not by_strategy) or (not agrees and res.verdict != "refuted"):
        x = int(np.flatnonzero(differs)[0]) if differs.any() else None
        raise InternalError(f"claim '{claim.id}': the exhaustive check says {res.verdict} but the misère quotient "
                            f"(order {q.order}) {'agrees with' if agrees else 'disagrees with'} the rule"
                            + (f" (at {ctx.domain.position(x)})" if x is not None else ""))
    res.extra["misere_quotient"] = {"checked": True, "max_heap": q.max_heap, "order": q.order,
                                    "p_portion": q.p_portion, "tame": q.tame, "presentation": q.presentation,
                                    "rule_agrees": agrees}
    what = "agrees with the rule" if agrees else "refutes the rule too"
    res.reason = (f"{res.reason}; " if res.reason else "") + (
        f"the misère quotient of the heaps up to {q.max_heap} ({'tame' if q.tame else 'wild'}, order {q.order}, "
        f"P-portion {q.p_portion}) {what}")


#: the largest bound a ``misere-quotient`` claim's quotient is computed for heap by heap first; a
#: larger one is covered by the quotient's certified period when it has one
QUOTIENT_DIRECT = 512


def _check_misere_quotient(claim: Claim, ruleset: Ruleset, res: Draft) -> None:
    """``misere-quotient``: the facts of ``claim.quotient`` against the misère quotient of the
    sums of heaps up to ``claim.bound`` (every heap size when no bound is given: then the period
    must be certified, else the verdict is inconclusive)."""
    bound = claim.bound if isinstance(claim.bound, int) else None
    if bound is None and heap_game_of(ruleset).take is None:
        res.verdict = "inconclusive"
        res.reason = ("the quotient of every heap size needs a certified period, and no periodicity theorem applies to "
                      f"{ruleset.spec()} (only finite octal and subtraction games); give a 'bound' (the largest heap)")
        return
    res.method = "misère quotient (Plambeck-Siegel), a faithful pretension checked by a finite search"
    by_period = False
    if bound is not None and bound > QUOTIENT_DIRECT:
        # a large bound: the quotient grown until its period is certified covers every heap size; heap by heap,
        # it is computed up to MAX_QUOTIENT_HEAP at most
        q = misere_quotient(ruleset) if heap_game_of(ruleset).take is not None else None
        by_period = q is not None and q.certified
        if not by_period and bound > MAX_QUOTIENT_HEAP:
            res.verdict = "inconclusive"
            seen = (f"heaps 0..{q.max_heap} were computed ({q.status()}{f', {q.stopped}' if q.stopped else ''})"
                    if q is not None else "no periodicity theorem applies to it")
            res.reason = (f"the misère quotient of the heaps up to {bound:,} needs a certified period: {seen}; heap by "
                          f"heap it is computed up to {MAX_QUOTIENT_HEAP:,} at most (give a 'bound' up to that)")
            res.bound = f"heaps 0..{q.max_heap} computed of 0..{bound:,}" if q is not None else f"heaps 0..{bound:,}"
            return
    if not by_period:
        q = misere_quotient(ruleset, bound)
    res.bound = (f"every sum of heaps up to {bound:,} (heaps 0..{q.max_heap} computed, the rest by the certified "
                 "period)" if by_period else
                 f"every sum of heaps up to {q.max_heap} ({q.max_heap + 1} heap sizes)" if bound is not None else
                 f"every sum of heaps of every size (heaps 0..{q.max_heap} computed, the rest by the certified "
                 "period)")
    res.positions_checked = q.max_heap + 1
    res.extra["misere_quotient"] = {k: v for k, v in q.to_json()["quotient"].items() if k != "elements"}
    if bound is None and not q.certified:
        res.verdict = "inconclusive"
        res.reason = (f"the quotient of every heap size needs a certified period: {q.status()}"
                      + (f" ({q.stopped})" if q.stopped else "") + "; give a 'bound' (the largest heap) to check the "
                      "quotient of the heaps up to it")
        return
    wrong: list[str] = []
    for key, claimed in claim.quotient.items():  # type: ignore[union-attr]
        if key == "elements":
            pairs = claimed.items() if isinstance(claimed, dict) else enumerate(claimed)
            for h, name in pairs:
                h = int(h)
                if bound is not None and h > bound:
                    raise UsageError(f"claim '{claim.id}': quotient.elements names heap {h}, beyond the bound {bound}")
                if q.element(h) != name:
                    wrong.append(f"heap {h} is {q.element(h)}, not {name}")
            continue
        if key == "p_portion" and isinstance(claimed, list):
            got: Any = sorted(q.p_elements)
            if sorted(claimed) != got:
                wrong.append(f"the P-portion is {{{', '.join(got)}}}, not {{{', '.join(sorted(claimed))}}}")
            continue
        got = getattr(q, key)
        if key == "presentation":
            same = " ".join(str(claimed).split()) == " ".join(got.split())
        else:
            same = claimed == got
        if not same:
            wrong.append(f"{key.replace('_', '-')} is {got if got is not None else 'none (no period seen)'}, "
                         f"not {claimed}")
    where = f"the misère quotient of {q.game} (order {q.order}, P-portion {q.p_portion})"
    if wrong:
        res.verdict = "refuted"
        res.reason = f"{where}: " + "; ".join(wrong)
    else:
        res.verdict = "holds"
        res.reason = f"{where}: " + ", ".join(f"{k.replace('_', '-')} as claimed" for k in claim.quotient)  # type: ignore[union-attr]


@CHECKS.register(MisereQuotientClaim)
def _misere_quotient_hook(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: Draft) -> None:
    _check_misere_quotient(claim, ruleset, res)


@CHECKS.register(EquivalentClaim)
def _equivalent_hook(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: Draft) -> None:
    """``equivalent``: two games with the same Grundy value at every position
    (:func:`gamecheck.checker.sequence_claims.decide_equivalent`)."""
    if bound is not None:
        claim = dataclasses.replace(claim, bound=bound)
    other = make_ruleset(claim.other, {})  # type: ignore[arg-type]
    decide_equivalent(claim, ruleset, other, res, engine)
    k = ruleset.arity or ruleset.default_arity or 1
    res.checked = Checked(ruleset.spec(), False, k if "heap" not in res.bound else 1, None, None,
                          res.positions_checked, res.bound)
    if res.verdict in ("holds", "proved") and ruleset.unwrapped.spec() == other.unwrapped.spec():
        same = "".join(claim.ruleset.split()) == "".join(str(claim.other).split()) and not claim.params
        if same:
            res.vacuous = f"both sides are the same text '{claim.other}': a game compared with itself"
            res.verdict = Verdict.VACUOUS
            res.reason += f", but it holds only vacuously: {res.vacuous}"
        else:
            res.reason += (f" (gamecheck defines both as {other.unwrapped.spec()}: this confirms that the two names "
                           "denote the same rules)")


def mark_vacuous(res: Draft, reason: str | None) -> None:
    """Make a result (its draft) that holds ``holds (vacuous)`` when ``reason`` (from
    :func:`gamecheck.checker.vacuity.vacuity`) says it tests nothing: ``vacuous`` is the
    reason and ``reason`` says so too."""
    if reason and res.verdict == "holds":
        res.verdict = Verdict.VACUOUS
        res.vacuous = reason
        checked = f"{res.reason}, but " if res.reason else ""
        res.reason = f"{checked}it holds only vacuously: {reason}"


def check_claims(
    claims: Iterable[Claim], engine: str = "auto", on_done: Callable[[CheckResult], None] | None = None
) -> list[CheckResult]:
    """Check several claims in order; ``on_done`` is called after each (for progress bars)."""
    out = []
    for c in claims:
        r = check_claim(c, engine)
        out.append(r)
        if on_done:
            on_done(r)
    return out
