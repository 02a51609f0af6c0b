"""Typed result records: what was checked, how, the verdict and the witness.

The checkers (:mod:`gamecheck.checker`) and the prover (:mod:`gamecheck.prover`) return these
records; the reports (:mod:`gamecheck.report`), the command line and the public API
(:func:`gamecheck.check`, :func:`gamecheck.prove`) read them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamecheck.claims import Claim

__all__ = ["Verdict", "Witness", "CheckResult", "Query", "ProofResult"]


class Verdict(enum.StrEnum):
    """The verdict on a claim. A ``str`` enum: ``Verdict.HOLDS == "holds"``.

    ``HOLDS``: every position (or value) of the bounded domain satisfies the claim (exhaustive
    check). ``PROVED``: z3 showed it for every position of a bit width (or every n).
    ``REFUTED``: a concrete witness, replayed through the ruleset, breaks it.
    ``INCONCLUSIVE``: a bound, time limit or solver gave out; the reason says which.
    """

    HOLDS = "holds"
    REFUTED = "refuted"
    INCONCLUSIVE = "inconclusive"
    PROVED = "proved"


@dataclass
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

    def to_json(self) -> dict[str, Any]:
        return {
            "position": list(self.position), "claimed": self.claimed, "true": self.true,
            "condition": self.condition, "reason": self.reason, "move": self.move, "to": self.to,
            "to_claimed": self.to_claimed, "to_true": self.to_true,
        }


@dataclass
class CheckResult:
    """The outcome of checking one claim.

    Attributes:
        claim: the claim.
        verdict: ``holds``, ``refuted`` or ``inconclusive``.
        method: ``exhaustive``.
        bound: the domain checked, in words.
        positions_checked: how many positions were examined.
        seconds: wall time.
        witness: for ``refuted``.
        reason: for ``inconclusive`` (and a summary line otherwise).
        resource_limited: True when a resource limit made the verdict inconclusive.
    """

    claim: Claim
    verdict: Verdict
    method: str = "exhaustive"
    bound: str = ""
    positions_checked: int = 0
    seconds: float = 0.0
    witness: Witness | None = None
    reason: str = ""
    resource_limited: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def __setattr__(self, name: str, value: Any) -> None:
        # every verdict is a Verdict, however it was set
        object.__setattr__(self, name, Verdict(value) if name == "verdict" else value)

    @property
    def as_expected(self) -> bool:
        return self.verdict == self.claim.expected

    def to_json(self) -> dict[str, Any]:
        c = self.claim
        out = {
            "id": c.id, "document": c.document, "section": c.section, "statement": c.statement,
            "ruleset": c.ruleset, "params": c.params, "kind": c.kind, "play": c.play,
            "verdict": self.verdict, "expected": c.expected, "as_expected": self.as_expected,
            "method": self.method, "bound": self.bound, "positions_checked": self.positions_checked,
            "seconds": round(self.seconds, 3), "witness": self.witness.to_json() if self.witness else None,
            "reason": self.reason,
        }
        out.update(self.extra)
        return out


@dataclass
class Query:
    """One solver call.

    Attributes:
        name: which condition (e.g. ``"no move from P to P"``).
        status: ``unsat`` (the condition holds), ``sat`` (violated), ``unknown``.
        seconds: solver time.
        smt2: path of the SMT-LIB 2 file, when written.
        reason: why the answer is ``unknown`` (or which solver settled it).
        solver: ``z3``, or ``z3, then cvc5`` when cvc5 was asked after z3's ``unknown``.
    """

    name: str
    status: str
    seconds: float
    smt2: str | None = None
    reason: str = ""
    solver: str = "z3"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "status": self.status, "seconds": round(self.seconds, 3),
                "smt2": Path(self.smt2).name if self.smt2 else None, "reason": self.reason,
                "solver": self.solver}


@dataclass
class ProofResult:
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

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, Verdict(value) if name == "verdict" else value)

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
            "queries": [q.to_json() for q in self.queries],
        }
