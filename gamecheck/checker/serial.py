"""The exhaustive checker: a claim, checked over a bounded domain, gives a verdict.

Verdicts:

* ``holds`` -- checked at every position of the domain (the result says how many
  and which domain);
* ``refuted`` -- with the smallest witness: the position, its true and claimed
  labels, and why (the move that breaks the rule, or the fact that no move reaches a
  P-position);
* ``inconclusive`` -- with the reason (for instance, the domain would not fit in
  memory).

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
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

import numpy as np

from gamecheck.lang import expr as rexpr
from gamecheck.engine.analysis import analyse_position, reachable_labels
from gamecheck.audit import CheckResult, Witness
from gamecheck.claims import Claim
from gamecheck.domain import BoxDomain, Domain, box_domain
from gamecheck.errors import GamecheckError, ResourceLimitError, RuleError, UsageError
from gamecheck.engine.graph import edge_chunks
from gamecheck.engine.label import guard_work, label_domain
from gamecheck.games import DisjunctiveSum, make_ruleset
from gamecheck.games.base import Ruleset
from gamecheck.position import Position, format_position
from gamecheck.engine.labels import OUTCOME_N, OUTCOME_P, Labels

fmt = format_position


# -- set-up -------------------------------------------------------------------------------------

def claim_ruleset(claim: Claim) -> Ruleset:
    """The claim's ruleset, fixed to the right number of parts.

    Raises:
        UsageError: when the ruleset spec is bad or the part count cannot be known.
    """
    rs = make_ruleset(claim.ruleset, claim.params)
    if rs.arity is None and claim.position is not None:
        rs = rs.with_arity(len(rs.canonical(tuple(claim.position))))
    if rs.arity is None:
        if claim.position is not None:
            rs = rs.with_arity(len(claim.position))
        elif isinstance(claim.bound, list):
            rs = rs.with_arity(len(claim.bound))
        elif claim.positions:
            rs = rs.with_arity(len(claim.positions[0]))
        elif rs.default_arity is not None:
            rs = rs.with_arity(rs.default_arity)
        else:
            raise UsageError(
                f"claim '{claim.id}': ruleset {rs.spec()} needs a heap count; add params = {{ heaps = K }}"
            )
    return rs


def claim_domain(claim: Claim, ruleset: Ruleset, bound: int | list[int] | None = None,
                 engine: str = "auto") -> BoxDomain:
    """The box domain a rule claim is checked over (``bound`` overrides the claim's).

    Raises:
        ResourceLimitError: before anything is allocated, when labelling the domain
            would not fit in half the free memory or would take longer than the time
            limit (:func:`gamecheck.engine.label.guard_work`), naming the largest bound that fits.
    """
    b = bound if bound is not None else claim.bound
    if b is None:
        b = ruleset.default_bound(ruleset.arity)  # type: ignore[arg-type]

    def domain_at(x: Any) -> BoxDomain:
        domain_of = getattr(ruleset, "domain", None)
        if domain_of is not None:
            return domain_of(x, ruleset.arity)
        return box_domain(ruleset, x)

    domain = domain_at(b)
    scalar = b if isinstance(b, int) else None
    guard_work(ruleset, domain, engine, f"claim '{claim.id}'", domain_at if scalar is not None else None, scalar)
    return domain


LABEL_NAMES = ("P", "N", "D", "MP", "g", "terminal", "wins", "rem", "G")


#: part names that are not heaps (the phase of New Nim, the move cap of Fibonacci Nim)
NON_HEAP_PARTS = ("p", "c")


def heap_columns(ruleset: Ruleset, cols: list[Any]) -> list[Any]:
    """The parts of a position that are heaps (``heaps`` and ``k`` in rules)."""
    names = ruleset.part_names(len(cols))
    return [c for name, c in zip(names, cols) if name not in NON_HEAP_PARTS]


def heap_component(ruleset: Ruleset) -> Ruleset | None:
    """The one-heap game of which a multi-heap Nim or subtraction game is the sum, else None."""
    from gamecheck.games import Nim, SubtractionGame

    if isinstance(ruleset, (Nim, SubtractionGame)) and (ruleset.arity or 0) > 1:
        params = dict(ruleset.params)
        params["heaps"] = 1
        return type(ruleset).from_params(**params)
    return None


def _allowed_names(ruleset: Ruleset, claim: Claim) -> list[str]:
    names = list(ruleset.variable_names()) + list(ruleset.part_names())
    if heap_component(ruleset) is not None:
        names += [f"g{i + 1}" for i in range(ruleset.arity or 0)]
    names += [n for n in LABEL_NAMES if n not in names]
    return list(dict.fromkeys(names)) + list(claim.let)


class RuleContext:
    """A ruleset and a domain with the rule variables evaluated over every position.

    Attributes:
        env: the rule environment: ``x1..xk`` (arrays), ``heaps``, ``k``, ``n`` for one
            heap, the ruleset's parameters, ``g1..gc`` for sums, and ``let`` values.
        order: the potential of each position (or ``None``), which orders witnesses.
    """

    def __init__(self, claim: Claim, ruleset: Ruleset, domain: Domain, engine: str, needs: Iterable[str]):
        self.claim, self.ruleset, self.domain, self.engine = claim, ruleset, domain, engine
        self.size = domain.size
        self.cols = domain.columns()
        env: dict[str, Any] = {f"x{i + 1}": c for i, c in enumerate(self.cols)}
        heaps = heap_columns(ruleset, self.cols)
        env["heaps"] = tuple(heaps)
        env["k"] = len(heaps)
        if domain.k == 1:
            env["n"] = self.cols[0]
        for name, c in zip(ruleset.part_names(domain.k), self.cols):
            env[name] = c
        env.update(ruleset.variables(domain.k))
        needs = set(needs)
        self._labels: Labels | None = None
        if isinstance(ruleset, DisjunctiveSum):
            for c_index, (comp, sl) in enumerate(zip(ruleset.components, ruleset.slices)):
                name = f"g{c_index + 1}"
                if name in needs:
                    env[name] = component_grundy(comp, self.cols[sl], engine)
        comp = heap_component(ruleset)
        if comp is not None:
            for i, col in enumerate(self.cols):
                if f"g{i + 1}" in needs:
                    env[f"g{i + 1}"] = component_grundy(comp, [col], engine)
        self.env = env
        if needs & set(LABEL_NAMES):
            lab = self.labels
            env["P"] = lab.outcome == OUTCOME_P
            env["N"] = lab.outcome == OUTCOME_N
            env["D"] = lab.outcome == 2
            env["MP"] = lab.misere == OUTCOME_P
            env["g"] = lab.grundy
            env["rem"] = lab.remoteness
            # normal-play remoteness is 0 exactly at terminal positions (-1 marks draws)
            env["terminal"] = lab.remoteness == 0
            if "wins" in needs:
                offsets, targets = self.csr
                win = (lab.outcome[targets] == OUTCOME_P).astype(np.int64)
                src = np.repeat(np.arange(self.size), np.diff(offsets))
                env["wins"] = np.bincount(src, weights=win, minlength=self.size).astype(np.int64)
            if "G" in needs:
                if not (isinstance(domain, BoxDomain) and domain.k == 1):
                    raise UsageError(f"claim '{claim.id}': G (the Grundy sequence) exists for one-heap games only")
                env["G"] = tuple(int(v) for v in lab.grundy.tolist())
        w = ruleset.potential(domain.k)
        self.order: np.ndarray | None = None
        if w is not None:
            self.order = sum(wi * c for wi, c in zip(w, self.cols))  # type: ignore[assignment]
        self.acyclic = w is not None

    @property
    def csr(self) -> tuple[np.ndarray, np.ndarray]:
        if getattr(self, "_csr", None) is None:
            from gamecheck.engine.graph import build_csr
            self._csr = build_csr(self.ruleset, self.domain, self.engine)
        return self._csr

    @property
    def labels(self) -> Labels:
        """Retrograde labels of the whole domain (computed once)."""
        if self._labels is None:
            if getattr(self, "_csr", None) is not None and self.engine != "compact":
                from gamecheck.engine.labels import retrograde
                self._labels = retrograde(*self._csr)
            else:
                # the engine chosen by size: compact (numba, implicit options where the
                # ruleset allows) for large domains, CSR arrays otherwise
                self._labels = label_domain(self.ruleset, self.domain, self.engine)
        return self._labels

    def where_mask(self) -> np.ndarray:
        """Where the claim applies (its ``where`` rule), else everywhere."""
        if not self.claim.where:
            return np.ones(self.size, dtype=bool)
        return _as_bool(self.evaluate(self.claim.where, "where"), self.claim.where)

    def add_lets(self) -> None:
        """Evaluate the claim's ``let`` helpers over the domain — only those the rule,
        ``where`` or ``target`` use (a helper used only by a strategy may be undefined at
        P-positions; the strategy check evaluates it where it applies)."""
        names = list(self.ruleset.variable_names())
        used: set[str] = set()
        for text in (self.claim.rule, self.claim.where, self.claim.target, self.claim.within):
            if text:
                used |= set(rexpr.parse(text).names)
        lets = list(self.claim.let.items())
        for name, src in reversed(lets):
            if name in used:
                used |= set(rexpr.parse(src).names)
        for name, src in lets:
            e = rexpr.parse(src, _allowed_names(self.ruleset, self.claim))
            if name in used:
                self.env[name] = e.evaluate_array(self.env, self.size)
            names.append(name)

    def evaluate(self, source: str, what: str, mask: np.ndarray | None = None) -> Any:
        """Evaluate a rule at every position, or only where ``mask`` is true (elsewhere
        the result is False / 0), so a rule need not make sense outside its scope."""
        e = rexpr.parse(source, _allowed_names(self.ruleset, self.claim))
        if mask is None or mask.all():
            return e.evaluate_array(self.env, self.size)
        idx = np.flatnonzero(mask)
        if idx.size == 0:
            # nothing in scope: the rule is evaluated nowhere, and its value (false / 0) is used nowhere
            return np.zeros(self.size, dtype=bool).view(_Unscoped)
        part = e.evaluate_array(_restrict(self.env, idx), idx.size)
        if isinstance(part, tuple):
            raise RuleError(f"rule '{source}' gives a position where a value is needed")
        part = np.asarray(part)
        out = np.zeros(self.size, dtype=part.dtype if part.size else np.int64)
        out[idx] = part
        return out

    def smallest_first(self, idx: np.ndarray) -> np.ndarray:
        """The positions ``idx`` ordered by potential, then index (the witness order)."""
        if self.order is None or idx.size == 0:
            return idx
        return idx[np.lexsort((idx, self.order[idx]))]

    def first(self, mask: np.ndarray) -> int | None:
        """The smallest position (by potential, then index) where ``mask`` is true."""
        idx = np.flatnonzero(mask)
        if idx.size == 0:
            return None
        if self.order is None:
            return int(idx[0])
        return int(idx[np.argmin(self.order[idx])])

    def scalar_env(self, position: Position) -> dict[str, Any]:
        i = self.domain.index(position)
        env: dict[str, Any] = {}
        for name, v in self.env.items():
            if isinstance(v, np.ndarray):
                env[name] = int(v[i]) if v.dtype != bool else bool(v[i])
            elif isinstance(v, tuple) and v and isinstance(v[0], np.ndarray):
                env[name] = tuple(int(a[i]) for a in v)
            else:
                env[name] = v
        return env


def component_grundy(comp: Ruleset, cols: list[np.ndarray], engine: str) -> np.ndarray:
    """Grundy value of one component of a sum at every position, computed on the
    component's own game graph (so the Sprague-Grundy theorem can be tested)."""
    bounds = [int(c.max()) if c.size else 0 for c in cols]
    dom = BoxDomain(bounds)
    labels = label_domain(comp, dom, engine)
    idx = sum(c * s for c, s in zip(cols, dom.strides))
    return labels.grundy[idx]


class _Unscoped(np.ndarray):
    """The value of a rule evaluated where no position is in scope: usable as false or 0."""


def _as_bool(value: Any, source: str) -> np.ndarray:
    if isinstance(value, tuple):
        raise RuleError(f"rule '{source}' gives a position, but a true/false condition is needed")
    arr = np.asarray(value)
    if arr.dtype != bool:
        raise RuleError(f"rule '{source}' gives numbers, but a true/false condition is needed (write e.g. '... == 0')")
    return arr


def _as_int(value: Any, source: str) -> np.ndarray:
    if isinstance(value, tuple):
        raise RuleError(f"rule '{source}' gives a position, but a Grundy value (an integer) is needed")
    if isinstance(value, _Unscoped):
        return np.zeros(len(value), dtype=np.int64)
    arr = np.asarray(value)
    if arr.dtype == bool:
        raise RuleError(f"rule '{source}' gives true/false, but a Grundy value (an integer) is needed")
    return arr.astype(np.int64)


def _true_outcome(ruleset: Ruleset, position: Position, misere: bool, engine: str) -> str:
    try:
        rep = analyse_position(ruleset, position, engine)
    except ResourceLimitError:
        return "?"
    return rep.misere_outcome if misere else rep.outcome


def _true_grundy(ruleset: Ruleset, position: Position, engine: str) -> int | None | str:
    try:
        return analyse_position(ruleset, position, engine).grundy
    except ResourceLimitError:
        return "?"


def _true_winning(ruleset: Ruleset, position: Position, misere: bool, engine: str):
    rep = analyse_position(ruleset, position, engine)
    return rep.misere_winning_moves if misere else rep.winning_moves


def _name_winning_move(w: "Witness", ruleset: Ruleset, pos: Position, misere: bool, engine: str) -> bool:
    """Put the first winning move from ``pos`` into the witness; False when none wins."""
    wins = _true_winning(ruleset, pos, misere, engine)
    if not wins:
        return False
    w.move, w.to, w.to_true = wins[0].description, list(wins[0].position), "P"
    return True


def _pl(misere: bool) -> str:
    return " in misère play" if misere else ""


# -- the kinds ----------------------------------------------------------------------------------

def _label_mismatch_witness(ctx: RuleContext, x: int, claimed: str, true: str, misere: bool) -> Witness:
    """Explain a position whose claimed outcome differs from the retrograde label."""
    pos = ctx.domain.position(x)
    w = Witness(list(pos), claimed, true, "outcome", "")
    if true == "N" and not _name_winning_move(w, ctx.ruleset, pos, misere, ctx.engine):
        w.reason = (f"the claim calls {fmt(pos)} a P-position{_pl(misere)}, but it is a terminal position: in "
                    "misère play the player to move there wins (the opponent made the last move).")
    elif true == "N":
        w.reason = (f"the claim calls {fmt(pos)} a P-position{_pl(misere)}, but the move '{w.move}' reaches "
                    f"{fmt(w.to)}, a P-position, so {fmt(pos)} is an N-position.")
    elif true == "P":
        n_moves = len(ctx.ruleset.options(pos))
        w.reason = (f"the claim calls {fmt(pos)} an N-position{_pl(misere)}, but " +
                    (f"each of its {n_moves} moves leads to an N-position" if n_moves else "it is terminal")
                    + ", so it is a P-position.")
    else:
        w.reason = f"{fmt(pos)} is a draw{_pl(misere)}: play can go on forever."
    return w


def _check_p_rule(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    misere = claim.misere
    if claim.where:
        # the claim speaks of some positions only: compare with the retrograde labels there
        where = ctx.where_mask()
        R = _as_bool(ctx.evaluate(claim.rule, "rule", where), claim.rule)  # type: ignore[arg-type]
        truth = ctx.labels.misere if misere else ctx.labels.outcome
        x = ctx.first(where & ((truth == OUTCOME_P) != R))
        res.extra["positions_in_scope"] = int(where.sum())
        if x is None:
            res.verdict = "holds"
            return
        res.verdict = "refuted"
        res.witness = _label_mismatch_witness(ctx, x, "P" if R[x] else "N", "PND"[int(truth[x])], misere)
        return
    R = _as_bool(ctx.evaluate(claim.rule, "rule"), claim.rule)  # type: ignore[arg-type]
    n = ctx.size
    has_opt = np.zeros(n, dtype=bool)
    into = np.zeros(n, dtype=bool)
    p2p = np.zeros(n, dtype=bool)
    for ch in edge_chunks(ctx.ruleset, ctx.domain, ctx.cols):
        has_opt[ch.src] = True
        rd = R[ch.dst]
        into[ch.src[rd]] = True
        p2p[ch.src[rd & R[ch.src]]] = True
    terminal = ~has_opt
    c1 = terminal & (R if misere else ~R)
    c3 = ~R & ~terminal & ~into
    viol = c1 | p2p | c3
    if not ctx.acyclic:
        labels = ctx.labels
        truth = labels.misere if misere else labels.outcome
        viol = viol | ((truth == OUTCOME_P) != R)
    x = ctx.first(viol)
    if x is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(x)
    claimed = "P" if R[x] else "N"
    true = _true_outcome(ctx.ruleset, pos, misere, ctx.engine)
    moves = ctx.ruleset.options(pos)
    w = Witness(list(pos), claimed, true, "", "")
    if c1[x]:
        w.condition = "terminal position"
        if misere:
            w.reason = (f"{fmt(pos)} is a terminal position: in misère play the player to move has no move and so wins, "
                        f"which makes it an N-position, but the rule calls it P.")
        else:
            w.reason = (f"{fmt(pos)} is a terminal position: the player to move has no move and loses, "
                        f"which makes it a P-position, but the rule calls it N.")
    elif p2p[x]:
        for mv in moves:
            j = ctx.domain.index(mv.position)
            if j is not None and R[j]:
                break
        w.condition = "move from P to P"
        w.move, w.to = mv.description, list(mv.position)
        w.to_claimed = "P"
        w.to_true = _true_outcome(ctx.ruleset, mv.position, misere, ctx.engine)
        w.reason = (f"the rule calls both {fmt(pos)} and {fmt(mv.position)} P-positions{_pl(misere)}, but the move "
                    f"'{mv.description}' leads from the first to the second, and no option of a P-position is a "
                    f"P-position. In truth {fmt(pos)} is {true} and {fmt(mv.position)} is {w.to_true}.")
    elif c3[x]:
        w.condition = "no move to P"
        w.reason = (f"the rule calls {fmt(pos)} an N-position{_pl(misere)}, but none of its {len(moves)} moves reaches a "
                    f"position the rule calls P, and an N-position needs a move to a P-position. In truth it is {true}.")
        if true == "N" and _name_winning_move(w, ctx.ruleset, pos, misere, ctx.engine):
            j = ctx.domain.index(tuple(w.to))
            w.to_claimed = "P" if j is not None and R[j] else "N"
    else:
        w.condition = "draw"
        w.reason = (f"the local conditions hold at {fmt(pos)}, but retrograde analysis shows it is {true}: "
                    f"play can cycle, so the rule's P/N split does not describe this game.")
    res.verdict = "refuted"
    res.witness = w


def mex_values_missing(masks: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Where the second mex condition fails: position ``i`` with claimed value
    ``values[i] = v`` lacks an option of some value ``u < v``.

    Args:
        masks: uint64, shape ``(words, n)``; bit ``u`` of word ``u // 64`` at column
            ``i`` is set when some option of ``i`` has claimed value ``u``.
        values: int64, shape ``(n,)``, the claimed values clipped to ``>= 0``.

    Returns:
        bool, shape ``(n,)``.
    """
    one = np.uint64(1)
    missing = np.zeros(values.shape[0], dtype=bool)
    for wd in range(masks.shape[0]):
        cnt = np.clip(values - 64 * wd, 0, 64).astype(np.uint64)
        need = np.where(cnt == 64, np.uint64(0xFFFFFFFFFFFFFFFF), np.left_shift(one, np.minimum(cnt, 63)) - one)
        missing |= (masks[wd] & need) != need
    return missing


def _check_grundy(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    if claim.where:
        where = ctx.where_mask()
        G = _as_int(ctx.evaluate(claim.rule, "rule", where), claim.rule)  # type: ignore[arg-type]
        true_g = ctx.labels.grundy
        x = ctx.first(where & (true_g != G))
        res.extra["positions_in_scope"] = int(where.sum())
        if x is None:
            res.verdict = "holds"
            return
        pos = ctx.domain.position(x)
        rep = analyse_position(ctx.ruleset, pos, ctx.engine)
        vals = sorted({g for _, g in rep.option_grundy if g is not None})
        res.verdict = "refuted"
        res.witness = Witness(list(pos), int(G[x]), int(true_g[x]), "grundy value",
                              f"the options of {fmt(pos)} have Grundy values {vals}, whose mex is {int(true_g[x])}, "
                              f"not {int(G[x])}.")
        return
    G = _as_int(ctx.evaluate(claim.rule, "rule"), claim.rule)  # type: ignore[arg-type]
    n = ctx.size
    neg = G < 0
    Gc = np.where(neg, 0, G)
    gmax = int(Gc.max()) if n else 0
    words = gmax // 64 + 1
    if words * n * 8 > (1 << 30):
        raise ResourceLimitError(
            f"Grundy values up to {gmax} over {n:,} positions need more than 1 GiB of bit masks; lower the bound"
        )
    masks = np.zeros((words, n), dtype=np.uint64)
    same = np.zeros(n, dtype=bool)
    one = np.uint64(1)
    for ch in edge_chunks(ctx.ruleset, ctx.domain, ctx.cols):
        gs, gd = Gc[ch.src], Gc[ch.dst]
        same[ch.src[gs == gd]] = True
        for wd in range(words):
            v = gd - 64 * wd
            sel = (v >= 0) & (v < 64) & (gd < gs)
            if not sel.any():
                continue
            bits = np.left_shift(one, v[sel].astype(np.uint64))
            if ch.translation is not None:
                masks[wd, ch.src[sel]] |= bits
            else:
                np.bitwise_or.at(masks[wd], ch.src[sel], bits)
    missing = mex_values_missing(masks, Gc)
    viol = neg | same | missing
    if not ctx.acyclic:
        labels = ctx.labels
        viol = viol | (labels.grundy != G)
    x = ctx.first(viol)
    if x is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(x)
    true = _true_grundy(ctx.ruleset, pos, ctx.engine)
    w = Witness(list(pos), int(G[x]), true, "", "")
    if neg[x]:
        w.condition = "negative value"
        w.reason = f"the rule gives {fmt(pos)} the value {int(G[x])}, but Grundy values are never negative."
    elif same[x]:
        for mv in ctx.ruleset.options(pos):
            j = ctx.domain.index(mv.position)
            if j is not None and G[j] == G[x]:
                break
        w.condition = "option with the same value"
        w.move, w.to, w.to_claimed = mv.description, list(mv.position), int(G[j])
        w.to_true = _true_grundy(ctx.ruleset, mv.position, ctx.engine)
        w.reason = (f"the rule gives {fmt(pos)} and its option {fmt(mv.position)} (by '{mv.description}') the same "
                    f"value {int(G[x])}, but a Grundy value is the mex of the options' values, so it differs from "
                    f"each of them. True values: {true} and {w.to_true}.")
    elif missing[x]:
        vals = set()
        for mv in ctx.ruleset.options(pos):
            j = ctx.domain.index(mv.position)
            if j is not None:
                vals.add(int(G[j]))
        m = rexpr.mex(vals)
        w.condition = "missing smaller value"
        w.reason = (f"the rule gives {fmt(pos)} the value {int(G[x])}, but no option of it gets the value {m} from "
                    f"the rule, so the mex of its options' values is {m}, not {int(G[x])}. True value: {true}.")
    else:
        w.condition = "loopy position"
        w.reason = f"retrograde analysis gives {fmt(pos)} no finite Grundy value (it can reach a cycle)."
    res.verdict = "refuted"
    res.witness = w


def _restrict(env: dict[str, Any], idx: np.ndarray) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, v in env.items():
        if isinstance(v, np.ndarray):
            out[name] = v[idx]
        elif isinstance(v, tuple) and v and isinstance(v[0], np.ndarray):
            out[name] = tuple(a[idx] for a in v)
        else:
            out[name] = v
    return out


def _check_winning_move(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    misere = claim.misere
    labels = ctx.labels
    truth = labels.misere if misere else labels.outcome
    has_move = labels.remoteness != 0  # a terminal N-position (misère play) needs no move
    nidx = np.flatnonzero((truth == OUTCOME_N) & has_move & ctx.where_mask())
    nidx = ctx.smallest_first(nidx)
    names = _allowed_names(ctx.ruleset, claim)
    move_expr = rexpr.parse(claim.move, names)  # type: ignore[arg-type]
    let_exprs = [(k, rexpr.parse(v, names)) for k, v in claim.let.items()]
    k = ctx.domain.k

    def targets_at(env: dict[str, Any], size: int, vector: bool):
        env = dict(env)
        for name, e in let_exprs:
            env[name] = e.evaluate_array(env, size) if vector else e.evaluate(env)
        return move_expr.evaluate_array(env, size) if vector else move_expr.evaluate(env)

    def bad_at(i: int) -> tuple[str, Any] | None:
        pos = ctx.domain.position(i)
        env = ctx.scalar_env(pos)
        try:
            t = targets_at(env, 1, False)
        except RuleError as exc:
            return "no move given", str(exc)
        if not isinstance(t, tuple) or len(t) != k:
            return "not a position", t
        opts = {mv.position: mv for mv in ctx.ruleset.options(pos)}
        if tuple(t) not in opts:
            return "illegal move", t
        j = ctx.domain.index(tuple(t))
        if j is None or truth[j] != OUTCOME_P:
            return "move to N", opts[tuple(t)]
        return None

    legal, tidx = _strategy_targets(ctx, claim, claim.move, nidx,  # type: ignore[arg-type]
                                    accept=lambda j: bool(truth[j] == OUTCOME_P))
    good = legal & (truth[np.where(legal, tidx, 0)] == OUTCOME_P)
    bad = np.flatnonzero(~good)
    first_bad = int(nidx[bad[0]]) if bad.size else None
    if first_bad is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(first_bad)
    why = bad_at(first_bad)
    assert why is not None, "vectorised and scalar move checks disagree"
    cond, detail = why
    shown = "no move" if cond == "no move given" else (list(detail.position) if cond == "move to N" else detail)
    w = Witness(list(pos), shown if not isinstance(shown, tuple) else list(shown), "N", cond, "")
    wins = _true_winning(ctx.ruleset, pos, misere, ctx.engine)
    truly = "; ".join(f"'{m.description}' to {fmt(m.position)}" for m in wins[:4])
    if cond == "no move given":
        w.reason = f"{fmt(pos)} is an N-position{_pl(misere)}, but the rule gives no move there ({detail}). Winning moves: {truly}."
    elif cond == "not a position":
        w.reason = f"at {fmt(pos)} the rule gives {detail!r}, not a position of {k} part(s)."
    elif cond == "illegal move":
        w.to = list(detail)
        w.reason = (f"{fmt(pos)} is an N-position{_pl(misere)}, but the rule's target {fmt(detail)} is not an option of "
                    f"it (no legal move leads there). Winning moves: {truly}.")
    else:
        mv = detail
        w.move, w.to, w.to_claimed = mv.description, list(mv.position), "P"
        w.to_true = "N"
        replies = _true_winning(ctx.ruleset, mv.position, misere, ctx.engine)
        reply = f" the opponent answers '{replies[0].description}' to {fmt(replies[0].position)}, a P-position." if replies else ""
        w.reason = (f"{fmt(pos)} is an N-position{_pl(misere)}; the rule's move '{mv.description}' leads to "
                    f"{fmt(mv.position)}, which is an N-position:{reply} Winning moves from {fmt(pos)}: {truly}.")
    res.verdict = "refuted"
    res.witness = w


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
    extra = extra or {}
    names = _allowed_names(ctx.ruleset, claim) + list(extra)
    move_expr = rexpr.parse(text, names)
    let_exprs = [(k, rexpr.parse(v, names)) for k, v in claim.let.items()]
    k = ctx.domain.k
    legal = np.zeros(idx.size, dtype=bool)
    tidx = np.zeros(idx.size, dtype=np.int64)
    if idx.size == 0:
        return legal, tidx

    def targets(env: dict[str, Any], size: int, vector: bool) -> Any:
        env = dict(env, **extra)
        for name, e in let_exprs:
            env[name] = e.evaluate_array(env, size) if vector else e.evaluate(env)
        return move_expr.evaluate_array(env, size) if vector else move_expr.evaluate(env)

    try:
        if not isinstance(ctx.domain, BoxDomain):
            raise RuleError("not a box domain: checked position by position")
        T = targets(_restrict(ctx.env, idx), idx.size, True)
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
        if isinstance(t, tuple) and len(t) == k:
            t = tuple(t)
            if any(mv.position == t for mv in ctx.ruleset.options(pos)):
                j = ctx.domain.index(t)
                if j is not None:
                    legal[r], tidx[r] = True, j
        if accept is not None and not (legal[r] and accept(int(tidx[r]))):
            break
    return legal, tidx


def _strategy_witness(ctx: RuleContext, claim: Claim, x: int, text: str, wanted: str,
                      extra: dict[str, Any] | None = None) -> Witness:
    """Replay a strategy at one position: what it gives and why that fails."""
    pos = ctx.domain.position(x)
    env = dict(ctx.scalar_env(pos), **(extra or {}))
    names = _allowed_names(ctx.ruleset, claim) + list(extra or {})
    try:
        for name, src in claim.let.items():
            env[name] = rexpr.parse(src, names).evaluate(env)
        t = rexpr.parse(text, names).evaluate(env)
    except RuleError as exc:
        return Witness(list(pos), f"a move to {wanted}", "no move", "strategy fails",
                       f"the strategy '{text}' gives no move at {fmt(pos)} ({exc}); it should reach {wanted}.")
    opts = {mv.position: mv for mv in ctx.ruleset.options(pos)}
    if not isinstance(t, tuple) or tuple(t) not in opts:
        return Witness(list(pos), f"a move to {wanted}", f"{t!r}, not an option", "strategy fails",
                       f"the strategy '{text}' gives {t!r} at {fmt(pos)}, which is not an option of it; it should "
                       f"reach {wanted}.", to=list(t) if isinstance(t, tuple) else None)
    mv = opts[tuple(t)]
    return Witness(list(pos), f"a move to {wanted}", f"a move to {fmt(mv.position)}", "strategy fails",
                   f"at {fmt(pos)} the strategy's move '{mv.description}' leads to {fmt(mv.position)}, which is not "
                   f"{wanted}.", move=mv.description, to=list(mv.position))


def _check_grundy_strategy(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    """A Grundy formula's ``strategy`` (using ``v``): at every position x in scope and
    every v < g(x), it gives an option whose Grundy value is v. Run after the formula
    holds, so the formula's values are the true ones."""
    G = ctx.labels.grundy
    scope = ctx.where_mask() & (G >= 0)
    first: tuple[int, int, int] | None = None  # (potential, index, v) of the smallest failure
    for v in range(int(G[scope].max()) if scope.any() else 0):
        idx = ctx.smallest_first(np.flatnonzero(scope & (G > v)))
        legal, tidx = _strategy_targets(ctx, claim, claim.strategy, idx, {"v": v},  # type: ignore[arg-type]
                                        accept=lambda j, v=v: bool(G[j] == v))
        ok = legal & (G[np.where(legal, tidx, 0)] == v)
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


def _check_some_move_strategy(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    """A some-move claim's ``strategy``: from every position where the rule (and
    ``where``) holds, it gives an option where the target holds."""
    scope = ctx.where_mask()
    A = _as_bool(ctx.evaluate(claim.rule, "rule", scope), claim.rule) & scope  # type: ignore[arg-type]
    B = _as_bool(ctx.evaluate(claim.target, "target"), claim.target)  # type: ignore[arg-type]
    idx = ctx.smallest_first(np.flatnonzero(A))
    legal, tidx = _strategy_targets(ctx, claim, claim.strategy, idx, accept=lambda j: bool(B[j]))  # type: ignore[arg-type]
    ok = legal & B[np.where(legal, tidx, 0)]
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
            out[r] = any(mv.position == t for mv in ctx.ruleset.options(p))
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


def _check_p_positions(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    misere = claim.misere
    labels = ctx.labels
    truth = (labels.misere if misere else labels.outcome) == OUTCOME_P
    if claim.within:
        within = _as_bool(ctx.evaluate(claim.within, "within"), claim.within)
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
    x = ctx.first((within | listed) & (truth != listed))
    if x is None:
        res.verdict = "holds"
        res.reason = f"{int((truth & within).sum())} P-positions, all listed"
        return
    pos = ctx.domain.position(x)
    if listed[x]:
        w = Witness(list(pos), "P", "N", "listed but N", "")
        if _name_winning_move(w, ctx.ruleset, pos, misere, ctx.engine):
            w.reason = (f"{fmt(pos)} is listed as a P-position{_pl(misere)}, but it is an N-position: the move "
                        f"'{w.move}' reaches the P-position {fmt(w.to or [])}.")
        else:
            w.reason = (f"{fmt(pos)} is listed as a P-position{_pl(misere)}, but it is a terminal N-position: in "
                        "misère play the player to move there wins (the opponent made the last move).")
    else:
        w = Witness(list(pos), "N", "P", "P-position not listed", "")
        n_moves = len(ctx.ruleset.options(pos))
        w.reason = (f"{fmt(pos)} is a P-position{_pl(misere)} (each of its {n_moves} moves leads to an N-position), "
                    f"but the list leaves it out.")
    res.verdict = "refuted"
    res.witness = w


def _check_answer_at(claim: Claim, ruleset: Ruleset, engine: str, res: CheckResult) -> None:
    pos = ruleset.validate(ruleset.canonical(tuple(claim.position or ())))
    domain, labels = reachable_labels(ruleset, pos, engine)
    truth = labels.misere if claim.misere else labels.outcome
    res.positions_checked = domain.size
    res.bound = f"the {domain.size:,} positions reachable from {fmt(pos)}"

    def is_p(q: Position) -> bool:
        j = domain.index(q)
        return j is not None and truth[j] == OUTCOME_P

    ans, mv = _least_winning_take(ruleset, pos, is_p)
    if ans == claim.value:
        res.verdict = "holds"
        return
    how = f"the cheapest winning move is '{mv.description}' to {fmt(mv.position)}" if mv else "no move wins (P-position)"
    res.verdict = "refuted"
    res.witness = Witness(list(pos), claim.value, ans, "answer", f"at {fmt(pos)} {how}, so the answer is {ans}.",
                          move=mv.description if mv else None, to=list(mv.position) if mv else None)


def _check_reachable_count(claim: Claim, ruleset: Ruleset, res: CheckResult) -> None:
    from gamecheck.domain import reachable_domain

    pos = ruleset.validate(ruleset.canonical(tuple(claim.position or ())))
    dom = reachable_domain(ruleset, [pos])
    res.positions_checked = dom.size
    res.bound = f"the positions reachable from {fmt(pos)}"
    if dom.size == claim.value:
        res.verdict = "holds"
    else:
        res.verdict = "refuted"
        res.witness = Witness(list(pos), claim.value, dom.size, "count",
                              f"{dom.size:,} positions (including {fmt(pos)} itself) are reachable from {fmt(pos)}, "
                              f"not {claim.value:,}.")


def _check_position_fact(claim: Claim, ruleset: Ruleset, engine: str, res: CheckResult) -> None:
    pos = ruleset.validate(ruleset.canonical(tuple(claim.position or ())))
    rep = analyse_position(ruleset, pos, engine)
    res.positions_checked = rep.positions_examined
    res.bound = f"the {rep.positions_examined:,} positions reachable from {fmt(pos)}"
    misere = claim.misere
    outcome = rep.misere_outcome if misere else rep.outcome
    wins = rep.misere_winning_moves if misere else rep.winning_moves
    winstr = "; ".join(f"'{m.description}' to {fmt(m.position)}" for m in wins) or "none"
    res.verdict = "holds"
    if claim.kind == "outcome":
        if outcome != claim.outcome:
            w = Witness(list(pos), claim.outcome, outcome, "outcome", "")
            if outcome == "N" and not wins:
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
    elif claim.kind == "grundy-value":
        if rep.grundy != claim.value:
            vals = sorted({g for _, g in rep.option_grundy if g is not None})
            w = Witness(list(pos), claim.value, rep.grundy, "grundy value", "")
            w.reason = (f"the options of {fmt(pos)} have Grundy values {vals}, whose mex is {rep.grundy}, "
                        f"not {claim.value}.")
            res.verdict, res.witness = "refuted", w
    elif claim.kind == "move-wins":
        to = tuple(claim.to or ())
        opts = {m.position: m for m in ruleset.options(pos)}
        if to not in opts:
            w = Witness(list(pos), f"move to {fmt(to)}", outcome, "illegal move", "", to=list(to))
            w.reason = f"{fmt(to)} is not an option of {fmt(pos)}: no legal move leads there. Winning moves: {winstr}."
            res.verdict, res.witness = "refuted", w
        elif opts[to] not in wins:
            mv = opts[to]
            w = Witness(list(pos), f"'{mv.description}' wins", outcome, "move to N", "", move=mv.description,
                        to=list(to), to_claimed="P", to_true="N")
            r2 = analyse_position(ruleset, to, engine)
            reply = (r2.misere_winning_moves if misere else r2.winning_moves)
            rtxt = f" the opponent answers '{reply[0].description}' to {fmt(reply[0].position)}." if reply else ""
            w.reason = (f"the move '{mv.description}' from {fmt(pos)} leads to {fmt(to)}, an N-position{_pl(misere)}:"
                        f"{rtxt} Winning moves from {fmt(pos)}: {winstr}.")
            res.verdict, res.witness = "refuted", w
    elif claim.kind == "winning-moves":
        claimed = {tuple(m) for m in claim.moves or []}
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



def _check_moves(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    """``no-move``: no move from A to B; ``some-move``: from every A some move reaches B."""
    scope = ctx.where_mask()
    A = _as_bool(ctx.evaluate(claim.rule, "rule", scope), claim.rule) & scope  # type: ignore[arg-type]
    B = _as_bool(ctx.evaluate(claim.target, "target"), claim.target)  # type: ignore[arg-type]
    hit = np.zeros(ctx.size, dtype=bool)
    for ch in edge_chunks(ctx.ruleset, ctx.domain, ctx.cols):
        sel = A[ch.src] & B[ch.dst]
        hit[ch.src[sel]] = True
    bad = hit if claim.kind == "no-move" else (A & ~hit)
    res.extra["positions_in_scope"] = int(A.sum())
    x = ctx.first(bad)
    if x is None:
        res.verdict = "holds"
        return
    pos = ctx.domain.position(x)
    misere = claim.misere
    true = _true_outcome(ctx.ruleset, pos, misere, ctx.engine)
    w = Witness(list(pos), claim.kind, true, "", "")
    if claim.kind == "no-move":
        for mv in ctx.ruleset.options(pos):
            j = ctx.domain.index(mv.position)
            if j is not None and B[j]:
                break
        w.condition = "move from A to B"
        w.move, w.to = mv.description, list(mv.position)
        w.to_true = _true_outcome(ctx.ruleset, mv.position, misere, ctx.engine)
        w.reason = (f"{fmt(pos)} satisfies '{claim.rule}', and the move '{mv.description}' leads to {fmt(mv.position)}, "
                    f"which satisfies '{claim.target}'. (Outcomes: {fmt(pos)} is {true}, {fmt(mv.position)} is {w.to_true}.)")
    else:
        n_moves = len(ctx.ruleset.options(pos))
        w.condition = "no move from A to B"
        w.reason = (f"{fmt(pos)} satisfies '{claim.rule}', but none of its {n_moves} moves reaches a position "
                    f"satisfying '{claim.target}'. ({fmt(pos)} is {true}.)")
        if true == "N" and _name_winning_move(w, ctx.ruleset, pos, misere, ctx.engine):
            w.reason += f" A winning move is '{w.move}' to {fmt(w.to)}."
    res.verdict = "refuted"
    res.witness = w


def _check_label_identity(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    where = ctx.where_mask()
    ok = _as_bool(ctx.evaluate(claim.rule, "rule", where), claim.rule)  # type: ignore[arg-type]
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


def _least_winning_take(ruleset: Ruleset, pos: Position, is_p: Callable[[Position], bool]) -> tuple[int, Any]:
    """The least number of counters a winning move removes from ``pos`` (-1 when none wins)."""
    best, best_move = -1, None
    before = _counters(ruleset, pos)
    for mv in ruleset.options(pos):
        if is_p(mv.position):
            took = before - _counters(ruleset, mv.position)
            if best < 0 or took < best:
                best, best_move = took, mv
    return best, best_move


def _counters(ruleset: Ruleset, pos: Position) -> int:
    return sum(heap_columns(ruleset, list(pos)))


def _check_answer(ctx: RuleContext, claim: Claim, res: CheckResult) -> None:
    truth = ctx.labels.misere if claim.misere else ctx.labels.outcome
    dom = ctx.domain

    def is_p(q: Position) -> bool:
        j = dom.index(q)
        return j is not None and truth[j] == OUTCOME_P

    where = ctx.where_mask()
    R = _as_int(ctx.evaluate(claim.rule, "rule", where), claim.rule)  # type: ignore[arg-type]
    idx = np.flatnonzero(where)
    if ctx.order is not None and idx.size:
        idx = idx[np.lexsort((idx, ctx.order[idx]))]
    res.extra["positions_in_scope"] = int(idx.size)
    for i in idx.tolist():
        pos = dom.position(i)
        ans, mv = _least_winning_take(ctx.ruleset, pos, is_p)
        if ans != int(R[i]):
            res.verdict = "refuted"
            how = f"the cheapest winning move is '{mv.description}' to {fmt(mv.position)}" if mv else "no move wins (it is a P-position)"
            res.witness = Witness(list(pos), int(R[i]), ans, "answer",
                                  f"at {fmt(pos)} the rule gives {int(R[i])}, but {how}, so the answer is {ans}.",
                                  move=mv.description if mv else None, to=list(mv.position) if mv else None)
            return
    res.verdict = "holds"


def _explain_values(source: str, env: dict[str, Any]) -> str:
    """Why a true/false rule is false at one point, for witness text: the first false
    term of an ``and``, and for a comparison the value of each side (quoted as written)."""
    import ast as _ast

    try:
        node = _ast.parse(source, mode="eval").body
    except SyntaxError:
        return "it evaluates to False"

    def value(n: _ast.AST) -> Any:
        text = _ast.get_source_segment(source, n) or _ast.unparse(n)
        return rexpr.parse(text).evaluate(env)

    try:
        while isinstance(node, _ast.BoolOp) and isinstance(node.op, _ast.And):
            node = next(v for v in node.values if not value(v))
        text = _ast.get_source_segment(source, node) or _ast.unparse(node)
        if isinstance(node, _ast.Compare):
            sides = [node.left] + list(node.comparators)
            shown = []
            for side in sides:
                seg = _ast.get_source_segment(source, side) or _ast.unparse(side)
                v = value(side)
                shown.append(seg if str(v) == seg else f"{seg} = {v}")
            return f"'{text}' is false ({', '.join(shown)})"
        return f"'{text}' is false"
    except (GamecheckError, StopIteration):
        return "it evaluates to False"


def _check_forall(claim: Claim, res: CheckResult) -> None:
    import itertools

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


def _check_partition(claim: Claim, res: CheckResult, bound: int | None = None) -> None:
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


_RULE_CHECKS: dict[str, Callable[[RuleContext, Claim, CheckResult], None]] = {
    "no-move": _check_moves,
    "some-move": _check_moves,
    "label-identity": _check_label_identity,
    "answer": _check_answer,
    "p-rule": _check_p_rule,
    "grundy": _check_grundy,
    "winning-move": _check_winning_move,
    "p-positions": _check_p_positions,
}


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
    res = CheckResult(claim, "inconclusive")
    if claim.kind in ("forall", "partition"):
        try:
            if claim.kind == "forall":
                _check_forall(claim, res)
            else:
                _check_partition(claim, res, bound if isinstance(bound, int) else None)
        except ResourceLimitError as exc:
            res.verdict, res.reason, res.resource_limited = "inconclusive", str(exc), True
        res.seconds = time.perf_counter() - t0
        if res.verdict == "holds":
            res.reason = f"checked at all {res.positions_checked:,} points"
        return res
    ruleset = claim_ruleset(claim)
    if getattr(ruleset, "misere", False) and claim.play == "normal":
        import dataclasses

        claim = dataclasses.replace(claim, play="misere")
        res.claim = claim
    try:
        if claim.kind == "answer" and claim.position is not None:
            _check_answer_at(claim, ruleset, engine, res)
        elif claim.kind == "reachable-count":
            _check_reachable_count(claim, ruleset, res)
        elif claim.kind in _RULE_CHECKS:
            domain = claim_domain(claim, ruleset, bound, engine)
            res.bound = domain.describe(ruleset)
            texts = [t for t in (claim.rule, claim.move, claim.within, claim.where, claim.target) if t] + list(claim.let.values())
            needs: set[str] = set()
            for t in texts:
                needs |= set(rexpr.parse(t, _allowed_names(ruleset, claim)).names)
            if claim.strategy:
                extra = ["v"] if claim.kind == "grundy" else []
                needs |= set(rexpr.parse(claim.strategy, _allowed_names(ruleset, claim) + extra).names) - set(extra)
            ctx = RuleContext(claim, ruleset, domain, engine, needs)
            if claim.kind != "winning-move":
                ctx.add_lets()
            _RULE_CHECKS[claim.kind](ctx, claim, res)
            if claim.strategy and res.verdict == "holds":
                # the claim also names the move its proof uses: the strategy is part of the
                # claim, so it is checked wherever the claim speaks (its `where` included)
                if claim.kind == "p-rule":
                    import dataclasses

                    strat = dataclasses.replace(claim, kind="winning-move", move=claim.strategy)
                    _check_winning_move(ctx, strat, res)
                    if res.verdict == "refuted" and res.witness is not None:
                        res.witness.condition = "strategy fails: " + res.witness.condition
                elif claim.kind == "grundy":
                    _check_grundy_strategy(ctx, claim, res)
                elif claim.kind == "some-move":
                    _check_some_move_strategy(ctx, claim, res)
                else:
                    raise UsageError(f"claim '{claim.id}': kind '{claim.kind}' takes no 'strategy' "
                                     "(allowed with p-rule, grundy and some-move)")
            res.positions_checked = domain.size
        else:
            _check_position_fact(claim, ruleset, engine, res)
    except ResourceLimitError as exc:
        res.verdict = "inconclusive"
        res.reason = str(exc)
        res.resource_limited = True
    res.seconds = time.perf_counter() - t0
    if res.verdict == "holds" and not res.reason:
        res.reason = f"checked at all {res.positions_checked:,} positions"
    return res


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


def exit_status(results: Iterable[CheckResult]) -> int:
    """0 when every verdict is as expected, 3 when a resource limit was hit, else 1."""
    results = list(results)
    if any(r.resource_limited for r in results):
        return 3
    return 0 if all(r.as_expected for r in results) else 1


__all__ = ["check_claim", "check_claims", "exit_status", "GamecheckError"]
