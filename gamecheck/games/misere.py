"""The misère wrapper: a ruleset's moves, played so that the last mover loses."""

from __future__ import annotations

from typing import Any, Sequence

from gamecheck.errors import UsageError
from gamecheck.games.base import Move, Ruleset, Translation
from gamecheck.position import Position

__all__ = ["Misere"]


class Misere(Ruleset):
    """``misere(G)``: the moves of ``G``, played under the misère convention.

    The positions and moves are exactly those of the inner ruleset ``G``; every
    method about them delegates to it. Only the winning convention differs: the
    player who makes the last move *loses*. Checks and reports read the class
    attribute :attr:`misere` (``True``) to use misère labels by default.

    Theory: misère play does not obey the Sprague-Grundy theory of sums. For Nim,
    Bouton (1901) showed a position is a misère P-position iff either some heap
    has at least 2 counters and the nim-sum is 0, or every heap has at most 1
    counter and the nim-sum is 1 (Winning Ways ch. 13; Siegel 2013, ch. V).

    Spec strings: ``misere(nim)``, ``misere(bash(m=3))``, ``misere(sum(nim, nim))``.

    Args:
        inner: the ruleset whose moves are played.

    Raises:
        UsageError: when ``inner`` is missing or is itself a misère ruleset.
    """

    name = "misere"
    summary = "misère play of a ruleset, e.g. misere(nim): the last player to move loses"
    aliases = ("misere-play",)
    param_help: dict[str, str] = {}
    misere = True

    def __init__(self, inner: Ruleset | None = None):
        if inner is None:
            raise UsageError("ruleset 'misere' needs the ruleset it plays, e.g. misere(nim) or misere(bash(m=3))")
        if not isinstance(inner, Ruleset):
            raise UsageError(f"misere(...) takes a ruleset, got {inner!r}")
        if inner.misere:
            raise UsageError(f"{inner.spec()} is already played under misère convention; misere(...) cannot be nested")
        self.inner = inner
        self.arity = inner.arity
        self.default_arity = inner.default_arity  # type: ignore[misc]

    @classmethod
    def from_params(cls, **params: Any) -> "Ruleset":
        raise UsageError("ruleset 'misere' needs the ruleset it plays, e.g. misere(nim) or misere(bash(m=3))")

    def with_arity(self, k: int) -> "Misere":
        inner = self.inner.with_arity(k)
        return self if inner is self.inner else Misere(inner)

    @property
    def unwrapped(self) -> Ruleset:
        """The inner ruleset, whose moves are played."""
        return self.inner

    @property
    def has_smt_encoding(self) -> bool:
        """Whether the inner ruleset has a symbolic move relation."""
        return self.inner.has_smt_encoding

    # -- identity -----------------------------------------------------------------
    @property
    def params(self) -> dict[str, Any]:
        return {"game": self.inner.spec()}

    def spec(self) -> str:
        return f"misere({self.inner.spec()})"

    def explain(self, position: Position, misere: bool) -> dict[str, Any]:
        return self.inner.explain(position, True)

    def option_bound(self, position: Position) -> int | None:
        return self.inner.option_bound(position)

    def reachable_box(self, position: Position) -> tuple[int, ...] | None:
        return self.inner.reachable_box(position)  # the same moves: the same reachable set

    # -- positions: delegated -------------------------------------------------------
    def canonical(self, position: tuple[int, ...]) -> tuple[int, ...]:
        return self.inner.canonical(position)

    def part_names(self, k: int | None = None) -> tuple[str, ...]:
        return self.inner.part_names(k)

    def part_label(self, i: int) -> str:
        return self.inner.part_label(i)

    def validate(self, position: Sequence[int]) -> Position:
        return self.inner.validate(position)

    def variables(self, k: int | None = None) -> dict[str, Any]:
        return self.inner.variables(k)

    def variable_names(self, k: int | None = None) -> tuple[str, ...]:
        return self.inner.variable_names(k)

    def domain(self, bound: Any, k: int | None = None):
        return self.inner.domain(bound, k)

    def default_bound(self, k: int) -> int:
        return self.inner.default_bound(k)

    # -- moves: delegated -----------------------------------------------------------
    def options(self, position: Position) -> list[Move]:
        return self.inner.options(position)

    def translations(self, bounds: Sequence[int]) -> list[Translation] | None:
        return self.inner.translations(bounds)

    def smt_options(self, xs, ys):
        return self.inner.smt_options(xs, ys)

    def smt_terminal(self, xs):
        return self.inner.smt_terminal(xs)

    def smt_domain(self, xs, bits):
        return self.inner.smt_domain(xs, bits)

    def potential(self, k: int) -> tuple[int, ...] | None:
        return self.inner.potential(k)
