"""Conjecture exploration: Grundy sequences, certified periodicity, rule search.

The public functions are :func:`octal` and :func:`sequence` (``gc.explore.octal("0.77", n=400)``);
the modules are :mod:`~gamecheck.explore.discover` (fitting rules), :mod:`~gamecheck.explore.run`
(the ``gamecheck explore`` pipeline) and :mod:`~gamecheck.explore.savefile` (saved sequences).
The values are computed by the engine: :mod:`~gamecheck.engine.sequences` (the sequences) and
:mod:`~gamecheck.engine.periodicity` (certifying periods).
"""

from gamecheck.explore.api import (
    GenusTable, GrundySequence, MisereQuotient, explore, genus_table, load_sequence, misere_quotient, octal, resolve_heap_game,
    save_sequence, sequence,
)

__all__ = [
    "GenusTable", "GrundySequence", "MisereQuotient", "explore", "genus_table", "load_sequence", "misere_quotient", "octal",
    "resolve_heap_game", "save_sequence", "sequence",
]
