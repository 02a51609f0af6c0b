"""Disjunctive sums of rulesets (Sprague 1935, Grundy 1939)."""

from __future__ import annotations

from typing import Any, Sequence

from gamecheck.errors import UsageError
from gamecheck.games.base import Move, Ruleset, Translation, guard_translations, show_value
from gamecheck.position import MAX_PARTS, Position
from gamecheck.lang.smt import eq

__all__ = ["DisjunctiveSum"]


class DisjunctiveSum(Ruleset):
    """The disjunctive sum G1 + ... + Gc: a move is a move in exactly one component.

    A position is the concatenation of the components' positions. By the
    Sprague-Grundy theorem (Sprague 1935, Grundy 1939) the Grundy value of a sum
    is the nim-sum of the components' Grundy values; rules about a sum may use the
    variables ``g1 .. gc`` (each component's Grundy value, computed on the
    component alone) to state that theorem and test it.

    Args:
        components: two or more rulesets, each with a fixed part count (a ruleset
            without one, such as plain ``nim``, is taken with one heap).

    Raises:
        UsageError: with fewer than one component.
    """

    name = "sum"
    summary = "disjunctive sum of rulesets: move in exactly one component (Sprague-Grundy)"
    aliases = ("disjunctive-sum",)
    param_help = {}
    is_sum = True

    def __init__(self, components: Sequence[Ruleset]):
        try:
            components = list(components)
        except TypeError:
            raise UsageError(f"sum(...) takes a list of rulesets, got {show_value(components)}") from None
        if len(components) < 1:
            raise UsageError("sum(...) needs at least one component ruleset, e.g. sum(nim, bash(m=3))")
        for c in components:
            if not isinstance(c, Ruleset):
                raise UsageError(f"sum(...) takes rulesets, got {show_value(c)}")
        fixed = [c if c.arity is not None else c.with_arity(1) for c in components]
        arity = sum(c.arity for c in fixed)  # type: ignore[misc]
        if arity > MAX_PARTS:
            raise UsageError(f"sum(...) of {len(fixed)} components has {arity} parts; at most {MAX_PARTS} are allowed")
        self.components: tuple[Ruleset, ...] = tuple(fixed)
        self.arity = arity
        self.slices: tuple[slice, ...] = tuple(self._slices())

    @property
    def has_smt_encoding(self) -> bool:
        """Whether every component has a symbolic move relation."""
        return all(c.has_smt_encoding for c in self.components)

    def _slices(self):
        start = 0
        for c in self.components:
            yield slice(start, start + c.arity)
            start += c.arity  # type: ignore[operator]

    @property
    def params(self) -> dict[str, Any]:
        return {"components": [c.spec() for c in self.components]}

    def spec(self) -> str:
        return "sum(" + ", ".join(c.spec() for c in self.components) + ")"

    def variable_names(self, k: int | None = None) -> tuple[str, ...]:
        names = list(super().variable_names(k))
        names += [f"g{i + 1}" for i in range(len(self.components))]
        return tuple(names)

    def part_label(self, i: int) -> str:
        for c_index, sl in enumerate(self.slices):
            if sl.start <= i < sl.stop:
                return f"{self.components[c_index].part_label(i - sl.start)} of component {c_index + 1}"
        return super().part_label(i)

    def options(self, position: Position) -> list[Move]:
        moves = []
        for c_index, (comp, sl) in enumerate(zip(self.components, self.slices)):
            sub = position[sl]
            for mv in comp.options(sub):
                pos = position[: sl.start] + mv.position + position[sl.stop :]
                moves.append(Move(f"component {c_index + 1}: {mv.description}", pos))
        return moves

    def translation_count(self, bounds: list[int]) -> int | None:
        """The components' counts added up; ``None`` when one of them is not known."""
        total = 0
        for comp, sl in zip(self.components, self.slices):
            n = comp.translation_count(list(bounds[sl]))
            if n is None:
                return None
            total += n
        return total

    def translations(self, bounds: Sequence[int]) -> list[Translation] | None:
        if len(bounds) != self.arity:
            raise UsageError(f"ruleset {self.spec()} has {self.arity} parts, got {len(bounds)} bounds")
        bounds = guard_translations(self, bounds, lambda bs: self.translation_count(bs) or 0)
        out = []
        for c_index, (comp, sl) in enumerate(zip(self.components, self.slices)):
            sub = comp.translations(list(bounds[sl]))
            if sub is None:
                return None
            for tr in sub:
                delta = (0,) * sl.start + tr.delta + (0,) * (self.arity - sl.stop)
                out.append(Translation(delta, _embed(tr, c_index, sl)))
        guard_translations(self, bounds, lambda bs: len(out))
        return out

    def potential(self, k: int) -> tuple[int, ...] | None:
        out: tuple[int, ...] = ()
        for comp in self.components:
            w = comp.potential(comp.arity)  # type: ignore[arg-type]
            if w is None:
                return None
            out += w
        return out

    def default_bound(self, k: int) -> int:
        return {1: 1000, 2: 100, 3: 30}.get(k, 10)

    def smt_options(self, xs, ys):
        import z3

        cases = []
        for comp, sl in zip(self.components, self.slices):
            others = [eq(xs[j], ys[j]) for j in range(len(xs)) if not sl.start <= j < sl.stop]
            cases.append(z3.And([comp.smt_options(list(xs[sl]), list(ys[sl]))] + others))
        return z3.Or(cases)

    def smt_terminal(self, xs):
        import z3

        return z3.And([comp.smt_terminal(list(xs[sl])) for comp, sl in zip(self.components, self.slices)])


def _embed(tr: Translation, c_index: int, sl: slice):
    return lambda pos: f"component {c_index + 1}: {tr.describe(pos[sl])}"
