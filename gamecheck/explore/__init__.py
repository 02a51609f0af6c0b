"""Conjecture exploration: Grundy sequences, certified periodicity, rule search.

The public functions are :func:`octal` and :func:`sequence` (``gc.explore.octal("0.77", n=400)``);
the modules are :mod:`~gamecheck.explore.sequences` (computing the values),
:mod:`~gamecheck.explore.periodicity` (certifying periods), :mod:`~gamecheck.explore.discover`
(fitting rules) and :mod:`~gamecheck.explore.run` (the ``gamecheck explore`` pipeline).
"""

from gamecheck.explore.api import (
    GenusTable, GrundySequence, MisereQuotient, explore, genus_table, load_sequence, misere_quotient, octal, resolve_heap_game,
    save_sequence, sequence,
)

__all__ = [
    "GenusTable", "GrundySequence", "MisereQuotient", "explore", "genus_table", "load_sequence", "misere_quotient", "octal",
    "resolve_heap_game", "save_sequence", "sequence",
]
