"""Sequences a rule reads by index: ``G(n)`` or ``G[n]``, the Grundy sequence of a heap game.

A rule may read a sequence that is not a finite tuple: the Grundy values ``g(0), g(1), ...``
of a heap game are known for every heap size (computed on demand, or from a certified period),
so ``G(n + 34) == G(n)`` can be evaluated at any ``n >= 0``. An :class:`IndexedSequence` gives
the evaluators (:mod:`gamecheck.lang.expr`) one value (:meth:`IndexedSequence.at`) or many at
once (:meth:`IndexedSequence.take`); a negative index has no value: the rule is *undefined*
there (:class:`~gamecheck.errors.Undefined`), which the checker reports as a finding at that
point, never as a malformed rule.

The language sits below the games and the engine in the package's layers, so the sequence is
given as a function of the index by the layer that computes it (the checker, from
:mod:`gamecheck.engine.sprague`).

:func:`is_called_sequence` names the variables a rule may also *call*: ``G(x)`` reads as ``G[x]``
(:func:`gamecheck.lang.syntax.read_rule` rewrites the call, so every evaluator and the symbolic
forms see one subscript).
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from gamecheck.errors import ResourceLimitError, Undefined

__all__ = ["IndexedSequence", "CALLED_SEQUENCES", "is_called_sequence"]

#: variables a rule may call with one argument, meaning the subscript: ``G(n)`` is ``G[n]``
#: (and ``G1(n)``, ``G2(n)``... the sequences of a sum's components)
CALLED_SEQUENCES = ("G",)


def is_called_sequence(name: str) -> bool:
    """Whether ``name(x)`` in a rule reads the sequence ``name`` at ``x``: ``G`` and ``G1``,
    ``G2``, ... (:data:`CALLED_SEQUENCES`)."""
    return name in CALLED_SEQUENCES or (name[:1] == "G" and name[1:].isdigit() and name[1:2] != "0")


class IndexedSequence:
    """An integer sequence ``s(0), s(1), ...`` read by index, values computed on demand.

    Args:
        name: the rule variable (``"G"``), for messages.
        values: ``values(indices) -> int64 array`` of the values at the non-negative
            ``indices`` (a 1-D int64 array); it may extend what it knows (and raise
            :class:`~gamecheck.errors.ResourceLimitError` when that would not fit).
        what: the sequence in words for messages, e.g. ``"the Grundy sequence of Kayles"``.
        limit: the largest index that has a value (``None``: every index ``>= 0``).

    Reading at a negative index raises :class:`~gamecheck.errors.Undefined` (``"G(-1) is
    undefined: ..."``); beyond ``limit``, :class:`~gamecheck.errors.ResourceLimitError` (the value
    exists but was not computed).
    """

    __slots__ = ("name", "_values", "what", "limit")

    def __init__(self, name: str, values: Callable[[np.ndarray], np.ndarray], what: str = "",
                 limit: int | None = None):
        self.name = name
        self._values = values
        self.what = what or f"the sequence {name}"
        self.limit = limit

    def __repr__(self) -> str:
        return self.name

    def defined(self, i: int) -> bool:
        """Whether the sequence has a value at index ``i``."""
        return i >= 0 and (self.limit is None or i <= self.limit)

    def at(self, i: int) -> int:
        """The value at one index.

        Raises:
            Undefined: ``i`` negative (the sequence has no value there).
            ResourceLimitError: ``i`` beyond ``limit`` (a value that exists but lies beyond what
                was computed: the check is inconclusive there, not the rule wrong).
        """
        if i < 0:
            raise Undefined(f"{self.name}({i}) is undefined: {self.what} starts at index 0")
        if self.limit is not None and i > self.limit:
            raise ResourceLimitError(f"the rule reads {self.name}({i}), beyond the positions checked ({self.what} is "
                                     f"known up to index {self.limit}); raise the bound")
        return int(self._values(np.array([i], dtype=np.int64))[0])

    def take(self, idx: np.ndarray) -> np.ndarray:
        """The values at every index of ``idx`` (int64 array); every index must have a value
        (the vectorised evaluator checks :meth:`first_undefined` first)."""
        idx = np.asarray(idx, dtype=np.int64)
        if idx.size == 0:
            return np.zeros(0, dtype=np.int64)
        return np.asarray(self._values(idx), dtype=np.int64)

    def first_undefined(self, idx: np.ndarray) -> int | None:
        """The first position of ``idx`` whose index has no value, or ``None``."""
        bad = idx < 0
        if self.limit is not None:
            bad |= idx > self.limit
        if bad.any():
            return int(np.flatnonzero(bad)[0])
        return None
