"""Typed result records: what was checked, how, the verdict and the witness.

The checkers (:mod:`gamecheck.checker`) and the prover (:mod:`gamecheck.prover`) return these
records. They are frozen: a checker fills a :class:`Draft` and builds the record once, at the
end; a later change makes a new record (:func:`dataclasses.replace`). A :class:`CheckResult`
carries the domain that was checked (:class:`Checked`), so the records of ``results.json``
(:func:`gamecheck.verify.result_record`) are written from it without building anything again.
The reports (:mod:`gamecheck.report`), the command line and the public API
(:func:`gamecheck.check`, :func:`gamecheck.prove`) read them.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from gamecheck.claims import Claim
from gamecheck.notebook import html_table
from gamecheck.position import format_position

__all__ = ["Verdict", "Witness", "Budget", "Answer", "LemmaCheck", "Validation", "Result", "Checked", "CheckResult", "Query", "ProofResult", "ErrorResult", "Draft"]


class Verdict(enum.StrEnum):
    """The verdict on a claim. A ``str`` enum: ``Verdict.HOLDS == "holds"``.

    Attributes
    ----------
    HOLDS : str
        ``"holds"``: every position (or value) of the bounded domain satisfies the claim
        (exhaustive check).
    PROVED : str
        ``"proved"``: z3 and a second solver showed it for every position of a bit width (or
        every n).
    REFUTED : str
        ``"refuted"``: a concrete witness, replayed through the ruleset, breaks it.
    INCONCLUSIVE : str
        ``"inconclusive"``: a bound, time limit or solver gave out; the reason says which.
    VACUOUS : str
        ``"holds (vacuous)"``: the claim holds (or is proved) but tests nothing -- its rule is a
        tautology, its ``where`` is satisfied by no position, or its strategy, move rule or target
        is never used or reached (:mod:`gamecheck.checker.vacuity`); the result's ``vacuous``
        field says why. It is never a plain holds: it equals no expected verdict, so
        ``as_expected`` is false and ``gamecheck check``/``verify`` exit with status 1.
    ERROR : str
        ``"error"``: the claim could not be checked (or proved) as written -- a field of the wrong
        type, an unknown ruleset or parameter, a rule that does not parse or reads a name it may
        not, a position the ruleset refuses. Only an :class:`ErrorResult` has it (its ``field``
        and ``message`` say what is wrong); it equals no expected verdict, and a run with one
        exits with status 2 once every other claim was checked and reported.

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.Verdict.HOLDS == "holds", gc.Verdict("holds (vacuous)")
    (True, <Verdict.VACUOUS: 'holds (vacuous)'>)
    >>> c = gc.Claim(kind="label-identity", ruleset="nim", params={"heaps": 1}, bound=5, rule="x1 == x1")
    >>> r = gc.check(c)
    >>> r.verdict, r.as_expected
    (<Verdict.VACUOUS: 'holds (vacuous)'>, False)
    """

    HOLDS = "holds"
    REFUTED = "refuted"
    INCONCLUSIVE = "inconclusive"
    PROVED = "proved"
    VACUOUS = "holds (vacuous)"
    ERROR = "error"


@dataclass(repr=False)
class Witness:
    """Why a claim fails, at one concrete position.

    Attributes:
        position: the position (list of ints).
        claimed: what the claim says there (``"P"``/``"N"``, a Grundy value, a move...).
        true: the true label computed by retrograde analysis.
        condition: which condition fails (e.g. ``"P-to-P move"``, ``"no move to P"``).
        reason: one or two sentences a reader can follow.
        move: the move involved, if any, with ``to`` its option.
        to_claimed, to_true: the claimed and true labels of that option.
        true_grundy, to_true_grundy: the Grundy values (normal play) of the position and of
            that option, where they are defined and were computed; ``None`` otherwise (a game
            with cycles through the position, a position beyond the limits, a witness that is
            not a position). The JSON record has them only when they are set.
    """

    position: list[int]
    claimed: Any
    true: Any
    condition: str
    reason: str
    move: str | None = None
    to: list[int] | None = None
    to_claimed: Any = None
    to_true: Any = None
    true_grundy: int | None = None
    to_true_grundy: int | None = None

    def __repr__(self) -> str:
        return f"Witness({format_position(self.position)}: {self.condition})"

    def to_json(self) -> dict[str, Any]:
        return {
            "position": list(self.position), "claimed": self.claimed, "true": self.true,
            "condition": self.condition, "reason": self.reason, "move": self.move, "to": self.to,
            "to_claimed": self.to_claimed, "to_true": self.to_true,
            **({"true_grundy": self.true_grundy} if self.true_grundy is not None else {}),
            **({"to_true_grundy": self.to_true_grundy} if self.to_true_grundy is not None else {}),
        }


# -- the prover's records, held by a ProofResult --------------------------------------------------

@dataclass(frozen=True)
class Budget:
    """Resource limits for one query, per solver.

    Attributes:
        z3: z3's ``rlimit`` (resource units of one ``check``).
        bitwuzla: Bitwuzla terminator polls.
        cvc5: cvc5 resource units (``rlimit-per``).
        wall: the wall-clock safety net per solver call, in seconds; reaching it makes the
            answer ``unknown`` ("wall-clock safety net"), which depends on the machine, so the
            resource limits are set to be reached well before it.

    The defaults (:data:`gamecheck.prover.solvers.DEFAULT_BUDGET`) are about half a minute of one core of a 2-core
    machine of 2026 each (z3 settles 1-3 M units a second, Bitwuzla polls its terminator
    about 100 k times a second, cvc5 spends 20-300 k units a second, depending on the query;
    measured in ``experiments/bench_prove.py``). A claim that needs more says so with its
    ``prove_budget`` (a factor), e.g. misère Nim with 8 heaps at 64 bits, whose strategy
    condition takes z3 about 129 M units.
    """

    z3: int = 60_000_000
    bitwuzla: int = 3_000_000
    cvc5: int = 3_000_000
    wall: float = 600.0

    def scaled(self, factor: float) -> "Budget":
        """Every resource limit times ``factor`` (> 0); the safety net grows with it."""
        return Budget(max(1, int(self.z3 * factor)), max(1, int(self.bitwuzla * factor)),
                      max(1, int(self.cvc5 * factor)), self.wall * max(1.0, factor))

    def limit(self, solver: str) -> int:
        """The resource limit of ``solver`` (``z3``, ``bitwuzla`` or ``cvc5``)."""
        return int(getattr(self, solver))

    def to_json(self) -> dict[str, Any]:
        return {"z3": self.z3, "bitwuzla": self.bitwuzla, "cvc5": self.cvc5, "wall": self.wall}

@dataclass
class Answer:
    """One solver's answer to one query.

    Attributes:
        solver: ``z3``, ``bitwuzla`` or ``cvc5``.
        status: ``sat``, ``unsat`` or ``unknown``.
        resources: the solver's resource count used (deterministic; see :class:`Budget`).
        seconds: wall time of the call.
        reason: why ``unknown`` ("resource limit reached", "wall-clock safety net ...", an error).
    """

    solver: str
    status: str
    resources: int = 0
    seconds: float = 0.0
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"solver": self.solver, "status": self.status, "resources": self.resources,
                               "seconds": round(self.seconds, 3)}
        if self.reason:
            out["reason"] = self.reason
        return out

@dataclass
class LemmaCheck:
    """The check of one lemma.

    A lemma is established by a solver query for every natural number of its variables (two
    solvers answering ``unsat``; :func:`gamecheck.prover.lemmas.prove_lemma`), by exhaustive
    evaluation at every value below ``2^bits`` (at most
    :data:`gamecheck.prover.lemmas.MAX_LEMMA_VALUES` values), or both (the evaluation then a
    cross-check of the solvers' proof).

    Attributes:
        statement: the lemma as written (``F increasing`` for a monotonicity lemma).
        variables: its variables, each ranging over ``[0, 2^bits)``.
        method: how it was established, in words: ``"solver, every integer"``, ``"evaluated at
            every value below 2^b"``, both joined by ``"; "``, or ``"evaluation at every value"``
            (the default of a record that was only evaluated, and of one not established).
        values: how many values (tuples of variable values) were evaluated (0: none).
        holds: True when it holds at every value of the width (proved, or evaluated at every
            one); False when it fails (``counterexample``) or could not be established
            (``reason``: the lemma, hence the proof, is inconclusive).
        counterexample: the variable values where it fails, or None.
        reason: why it was not established, or "".
        seconds: wall time of the check.
        sample: values also evaluated by the scalar evaluator.
        solver_status: the solvers' combined answer to the lemma's query (``unsat``: proved for
            every natural number; ``sat``; ``unknown``), or "" when no query was asked.
        solvers: each solver's :class:`Answer` to that query.
        solver_reason: why the solvers did not prove it (``unknown``, a ``sat`` model), or "".
        smt2_sha256: SHA-256 of the query's canonical SMT-LIB text (re-encoded by ``recheck``).
        smt2: the query's text (not in :meth:`to_json`; written beside the proof's queries).
    """

    statement: str
    variables: list[str]
    method: str = "evaluation at every value"
    values: int = 0
    holds: bool = False
    counterexample: dict[str, int] | None = None
    reason: str = ""
    seconds: float = 0.0
    sample: int = 0
    solver_status: str = ""
    solvers: list[Answer] = field(default_factory=list)
    solver_reason: str = ""
    smt2_sha256: str = ""
    smt2: str = field(default="", repr=False)

    #: 0 when the solvers' query is over every natural number; else ``b``: the lemma speaks of
    #: Fibonacci numbers (``zeck_min``, ``fib_floor``, ``is_fib``), which integer arithmetic
    #: states only below a bound, and the query covers every value below ``2^b``
    bound_bits: int = 0

    @property
    def proved(self) -> bool:
        """True when two solvers proved the lemma for every natural number of its variables
        (below ``2^bound_bits`` when that is not 0)."""
        return self.solver_status == "unsat"

    @property
    def everywhere(self) -> bool:
        """True when it was proved for every natural number, with no bound."""
        return self.proved and not self.bound_bits

    def to_json(self) -> dict[str, Any]:
        out = {"statement": self.statement, "variables": self.variables, "method": self.method,
               "values": self.values, "holds": self.holds, "counterexample": self.counterexample,
               "reason": self.reason, "scalar_sample": self.sample}
        if self.bound_bits:
            out["bound_bits"] = self.bound_bits
        if self.solver_status:
            out["query"] = {"status": self.solver_status, "solvers": [a.to_json() for a in self.solvers],
                            "reason": self.solver_reason, "smt2_sha256": self.smt2_sha256}
        return out

@dataclass
class Validation:
    """The result of :func:`gamecheck.prover.validate.validate_encoding`.

    Attributes:
        ok: ``True`` when every comparison agreed, ``False`` on a mismatch (see
            ``mismatch``), ``None`` when nothing could be compared (see ``skipped``).
        positions: positions whose moves were compared (small and wide).
        options: position-option pairs compared (generated options and candidates).
        points: rule evaluations compared (text x point).
        widths: the bit widths the wide positions were drawn at.
        mismatch: one sentence naming the position and the option, or the rule, the
            point and both values; ``None`` when there is none.
        skipped: why nothing (or a part) was compared: no symbolic encoding, a rule the
            compiler refuses; ``None`` when everything was.
        notes: what was checked only in part, one sentence each.
        seconds: wall time.
    """

    ok: bool | None = True
    positions: int = 0
    options: int = 0
    points: int = 0
    widths: list[int] = field(default_factory=list)
    mismatch: str | None = None
    skipped: str | None = None
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The fields as JSON values (``seconds`` rounded to milliseconds)."""
        return {"ok": self.ok, "positions": self.positions, "options": self.options, "points": self.points,
                "widths": list(self.widths), "mismatch": self.mismatch, "skipped": self.skipped,
                "notes": list(self.notes), "seconds": round(self.seconds, 3)}


class Result:
    """The verdict on one claim, with its evidence: the base of :class:`CheckResult`
    (exhaustive check, returned by :func:`gamecheck.check`) and :class:`ProofResult` (z3 and a
    second solver, returned by :func:`gamecheck.prove`).

    Attributes
    ----------
    claim : Claim
        The claim.
    verdict : Verdict
        The verdict (a value set as text is turned into a :class:`Verdict`).
    method : str
        How it was decided (``"exhaustive"``, ``"z3 + bitwuzla, strategy-guided"``, ...).
    witness : Witness or None
        The witness when refuted.
    reason : str
        Why inconclusive, or a summary.
    seconds : float
        Wall time.

    Examples
    --------
    >>> import gamecheck as gc
    >>> c = gc.Claim(kind="p-rule", ruleset="bash", params={"m": 3}, bound=30, rule="n % 3 == 0")
    >>> r = gc.check(c)
    >>> isinstance(r, gc.Result), r
    (True, CheckResult(p-rule.bash: refuted, witness=(3)))
    >>> r.method, r.witness.reason[:45]
    ('exhaustive', 'the rule calls both (3) and (0) P-positions, ')
    """

    claim: Claim
    verdict: Verdict
    method: str
    witness: "Witness | None"
    reason: str
    seconds: float

    def __post_init__(self) -> None:
        # every verdict is a Verdict, however it was given (the records are frozen)
        object.__setattr__(self, "verdict", Verdict(self.verdict))

    def covered(self) -> str:
        """What was checked or proved, in words."""
        return ""

    def __repr__(self) -> str:
        w = self.witness
        shown = f", witness={format_position(w.position)}" if w is not None and w.position else ""
        return f"{type(self).__name__}({self.claim.id}: {self.verdict.value}{shown})"

    def _repr_html_(self) -> str:
        rows: list[tuple[str, Any]] = [("claim", self.claim.id), ("verdict", self.verdict.value),
                                       ("method", self.method), ("domain", self.covered())]
        if self.witness is not None:
            rows.append(("witness", f"{format_position(self.witness.position)}: {self.witness.reason}"))
        if self.reason:
            rows.append(("reason", self.reason))
        return html_table(rows)


@dataclass(frozen=True)
class Checked:
    """The domain a game claim was checked over, as the checker built it (the ``checked`` field
    of a :class:`CheckResult`; the ``domain`` field of a ``results.json`` record).

    Attributes:
        ruleset: the ruleset's spec (:meth:`gamecheck.games.base.Ruleset.spec`), with its part
            count fixed as the claim's.
        misere: True when the ruleset itself is a misère ruleset (``misere(...)``).
        k: the number of parts of a position (``None`` when unknown).
        bounds: the per-part bounds of a box domain (part ``i`` in ``0..bounds[i]``); ``None``
            for any other domain, a claim about one position, or a domain refused for its size.
        start: the position (in the ruleset's own form) whose reachable positions were
            checked, for a claim about one position; else ``None``.
        positions: the number of positions of the domain (0 when it was not built).
        text: the domain in words (its ``describe``), or ``""``.
    """

    ruleset: str
    misere: bool
    k: int | None
    bounds: tuple[int, ...] | None = None
    start: tuple[int, ...] | None = None
    positions: int = 0
    text: str = ""

    def to_json(self) -> dict[str, Any]:
        """``{"k": parts, "bounds": [...] or None, "start": [...] or None}``, the ``domain`` field
        of a ``results.json`` record (:func:`gamecheck.verify.domain_record`)."""
        return {"k": self.k, "bounds": None if self.bounds is None else list(self.bounds),
                "start": None if self.start is None else list(self.start)}


@dataclass(repr=False, frozen=True)
class CheckResult(Result):
    """The outcome of checking one claim.

    Attributes:
        claim: the claim.
        verdict: ``holds``, ``refuted``, ``inconclusive`` or ``holds (vacuous)``.
        method: ``exhaustive``.
        bound: the domain checked, in words.
        positions_checked: how many positions (or values) the claim was checked at: the
            domain's size for a rule, 1 for a claim about one position.
        positions_labelled: for a claim about one position, how many positions (those
            reachable from it) were labelled to decide it; 0 otherwise.
        seconds: wall time.
        witness: for ``refuted``.
        reason: for ``inconclusive`` (and a summary line otherwise).
        resource_limited: True when a resource limit made the verdict inconclusive.
        vacuous: for ``holds (vacuous)``, why the claim tests nothing (one sentence); else "".
        definition: for a claim that holds for every game (by the definitions of the labels:
            :mod:`gamecheck.checker.definitions`), the sentence saying so; else "".
        checked: the domain checked (:class:`Checked`); ``None`` for a statement about integers
            or a ruleset whose part count cannot be fixed.
    """

    claim: Claim
    verdict: Verdict
    method: str = "exhaustive"
    bound: str = ""
    positions_checked: int = 0
    positions_labelled: int = 0
    seconds: float = 0.0
    witness: Witness | None = None
    reason: str = ""
    resource_limited: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    vacuous: str = ""
    checked: Checked | None = field(default=None, compare=False)
    definition: str = ""

    def covered(self) -> str:
        return self.bound

    @property
    def as_expected(self) -> bool:
        # a vacuous verdict ("holds (vacuous)") equals no expected verdict: never as expected;
        # "proved" (a claim about every n decided by a theorem) is what "holds" expects
        if self.verdict == Verdict.PROVED:
            return self.claim.expected == "holds"
        return self.verdict != Verdict.VACUOUS and self.verdict == self.claim.expected

    def to_json(self) -> dict[str, Any]:
        c = self.claim
        out = {
            "id": c.id, "document": c.document, "section": c.section, "statement": c.statement,
            "ruleset": c.ruleset, "params": c.params, "kind": c.kind, "play": c.play,
            "verdict": self.verdict, "expected": c.expected, "as_expected": self.as_expected,
            "method": self.method, "bound": self.bound, "positions_checked": self.positions_checked,
            "positions_labelled": self.positions_labelled, "seconds": round(self.seconds, 3), "witness": self.witness.to_json() if self.witness else None,
            "reason": self.reason, "vacuous": self.vacuous or None, "definition": self.definition or None,
        }
        out.update(self.extra)
        return out


@dataclass
class Query:
    """One condition of a proof, decided by the solvers.

    Attributes:
        name: which condition (e.g. ``"no move from P to P"``).
        status: the combined answer: ``unsat`` (the condition holds: two solvers answered
            unsat), ``sat`` (violated: a solver found a model), ``unknown``.
        seconds: wall time of the solver calls.
        smt2: path of the SMT-LIB 2 file, when written.
        reason: why the answer is ``unknown`` (each solver's reason, or "solver conflict").
        solver: the solvers asked, e.g. ``"z3 + bitwuzla"``.
        statement: the condition in mathematical notation (what ``unsat`` establishes).
        solvers: each solver's answer (:class:`gamecheck.prover.solvers.Answer`).
        certificate: the proof certificate of an unsat bit-vector condition (a dict with
            ``format``, ``file``, ``checked``, ...; :mod:`gamecheck.prover.certificate`), or None.
        text: the SMT-LIB text itself (not written to JSON; the file is).
    """

    name: str
    status: str
    seconds: float
    smt2: str | None = None
    reason: str = ""
    solver: str = "z3"
    statement: str = ""
    solvers: list[Any] = field(default_factory=list)
    certificate: dict[str, Any] | None = None
    text: str = field(default="", repr=False)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "status": self.status, "seconds": round(self.seconds, 3),
                "smt2": Path(self.smt2).name if self.smt2 else None, "reason": self.reason,
                "solver": self.solver, "statement": self.statement,
                "solvers": [a.to_json() for a in self.solvers], "certificate": self.certificate}


@dataclass(repr=False, frozen=True)
class ProofResult(Result):
    """The outcome of proving one claim.

    Attributes:
        claim: the claim.
        verdict: ``proved``, ``refuted`` or ``inconclusive``.
        bits: the bit width of the domain.
        domain: the domain covered, in words (e.g. "every Nim position of 8 heaps, each < 2^64").
        method: how (``z3, strategy-guided``, ``z3, quantified``, ``z3, induction``, ...).
        queries: the solver calls.
        witness: the replayed counterexample, for ``refuted``.
        reason: for ``inconclusive`` (and a summary otherwise).
        seconds: wall time.
        encoding: ``bit-vectors`` (exact, widened) or ``integers`` (claims without
            bitwise operators: linear arithmetic decides ``//`` and ``%`` by constants).
        lemma: what the proof rests on: ``certificate`` (P-positions by the three certificate
            conditions), ``mex`` (Grundy values by the mex conditions), ``moves``, ``range``
            or ``induction``; ``""`` when no proof was attempted.
        validation: the check of the SMT encoding against the Python semantics
            (:mod:`gamecheck.prover.validate`), or None when none was run.
        budget: the resource limits the solvers ran under.
        unbounded: True when the claim was also proved for every position of any size
            (``domain`` then reads "every position (all sizes)").
        vacuous: why the proof tests nothing (its verdict is then ``holds (vacuous)``), or "".
        lemmas: the checks of the claim's lemmas (:class:`gamecheck.prover.lemmas.LemmaCheck`)
            when the proof goes through lemmas, else empty.
    """

    claim: Claim
    verdict: Verdict
    bits: int
    domain: str = ""
    method: str = "z3"
    queries: list[Query] = field(default_factory=list)
    witness: Witness | None = None
    reason: str = ""
    seconds: float = 0.0
    encoding: str = "bit-vectors"
    vacuous: str = ""
    lemma: str = ""
    validation: Any = None
    budget: Any = None
    unbounded: bool = False
    lemmas: list[Any] = field(default_factory=list)

    def covered(self) -> str:
        return self.domain

    @property
    def as_expected(self) -> bool:
        return (self.verdict == "proved" and self.claim.expected == "holds") or (
            self.verdict == "refuted" and self.claim.expected == "refuted")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.claim.id, "verdict": self.verdict, "expected": self.claim.expected,
            "as_expected": self.as_expected, "bits": self.bits, "bound": self.domain, "method": self.method, "encoding": self.encoding,
            "seconds": round(self.seconds, 3), "reason": self.reason,
            "witness": self.witness.to_json() if self.witness else None,
            "queries": [q.to_json() for q in self.queries], "lemma": self.lemma, "unbounded": self.unbounded,
            "vacuous": self.vacuous or None,
            "encoding_validated": None if self.validation is None else self.validation.ok,
            "validation": None if self.validation is None else self.validation.to_json(),
            "budget": None if self.budget is None else self.budget.to_json(),
            "lemmas": [lem.to_json() for lem in self.lemmas],
            "functions": list(self.claim.prove_functions or []) if self.lemmas else [],
        }


@dataclass(repr=False, frozen=True)
class ErrorResult:
    """A claim that could not be checked or proved as written: its place among the results of a
    run over a claims file (``gamecheck check``, ``gamecheck prove``), so that one bad claim
    spoils only itself (:mod:`gamecheck.batch`). It has the verdict :attr:`Verdict.ERROR`.

    It is not a :class:`Result` (a result always has its claim; a ``[[claim]]`` table the loader
    refuses has none), but it answers what a reader of results asks: ``id``, ``verdict``,
    ``as_expected`` (never), ``resource_limited`` (never), ``witness`` (none), ``reason`` (the
    message), ``seconds`` and :meth:`to_json`.

    Attributes
    ----------
    id : str
        The claim's id; for a table without a usable id ``#N`` (its place in the file), for a
        second table with an id already used ``ID#N``.
    message : str
        One line that names the file (when there is one), the claim and what is wrong.
    field : str
        The field at fault (``rule``, ``ruleset``, ``params``, ``position``, ``let.NAME``, ...),
        or ``""`` when no single field is.
    stage : str
        Where it was found: ``"load"`` (reading the claims file), ``"preflight"`` (the checks
        every claim passes before any is checked), ``"check"`` or ``"prove"`` (raised while the
        claim was checked or proved).
    index : int
        The 1-based place of the claim's ``[[claim]]`` table in its file (0: not known).
    claim : Claim or None
        The claim, when it could be read (``None`` for a table the loader refused).
    source_lines : list of [first, last] or None
        The lines of the text the claim cites (its own, or those of the refused table when they
        are well formed), so that the annotated text still places it.
    seconds : float
        Wall time spent on the claim before the error.

    Examples
    --------
    >>> e = ErrorResult("bad-rule", "claim 'bad-rule': field 'rule': rule 'x ==': syntax error", "rule")
    >>> e.verdict, e.as_expected, e.to_json()["field"]
    (<Verdict.ERROR: 'error'>, False, 'rule')
    """

    id: str
    message: str
    field: str = ""
    stage: str = "preflight"
    index: int = 0
    claim: Claim | None = dataclasses.field(default=None, compare=False)  # (``field`` is a name here)
    source_lines: list[list[int]] | None = None
    seconds: float = 0.0

    verdict = Verdict.ERROR
    as_expected = False
    resource_limited = False
    witness = None

    @property
    def reason(self) -> str:
        """The message (what an inconclusive result keeps in its ``reason``)."""
        return self.message

    @property
    def expected(self) -> str | None:
        """The claim's expected verdict, when the claim could be read."""
        return None if self.claim is None else self.claim.expected

    def __repr__(self) -> str:
        where = f", field={self.field}" if self.field else ""
        return f"ErrorResult({self.id}: error{where})"

    def to_json(self) -> dict[str, Any]:
        """``id``, ``index``, ``verdict`` (``"error"``), ``expected``, ``as_expected`` (false),
        ``error`` (the message), ``field``, ``stage``, ``seconds``, ``source_lines`` and, when the
        claim could be read, its ``document``, ``section``, ``statement``, ``ruleset``, ``params``,
        ``kind`` and ``play``."""
        c = self.claim
        out: dict[str, Any] = {"id": self.id, "index": self.index, "verdict": self.verdict, "expected": self.expected,
                               "as_expected": False, "error": self.message, "field": self.field, "stage": self.stage,
                               "seconds": round(self.seconds, 3), "source_lines": self.source_lines}
        if c is not None:
            out.update(document=c.document, section=c.section, statement=c.statement, ruleset=c.ruleset,
                       params=c.params, kind=c.kind, play=c.play)
        return out


class Draft:
    """A result under construction: the mutable builder a checker or the prover fills, field by
    field, before it builds the frozen record once with :meth:`freeze`.

    It has the fields of its record type (``CheckResult`` or ``ProofResult``) and no others; a
    verdict given as text becomes a :class:`Verdict`.

    Examples
    --------
    >>> import gamecheck as gc
    >>> c = gc.Claim(kind="p-rule", ruleset="bash", params={"m": 3}, bound=30, rule="n % 3 == 0")
    >>> d = Draft(CheckResult, c, "inconclusive")
    >>> d.verdict = "holds"
    >>> d.freeze().verdict
    <Verdict.HOLDS: 'holds'>
    """

    def __init__(self, record: type, *args: Any, **kwargs: Any) -> None:
        proto = record(*args, **kwargs)  # the record's defaults
        object.__setattr__(self, "_record", record)
        object.__setattr__(self, "_names", tuple(f.name for f in fields(record)))
        for name in self._names:
            object.__setattr__(self, name, getattr(proto, name))

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self._names:
            raise AttributeError(f"{self._record.__name__} has no field {name!r}")
        object.__setattr__(self, name, Verdict(value) if name == "verdict" else value)

    def __repr__(self) -> str:
        return f"Draft({self._record.__name__}: {self.claim.id}: {self.verdict.value})"

    def freeze(self) -> Any:
        """The frozen record, built once from the fields filled so far."""
        return self._record(**{name: getattr(self, name) for name in self._names})
