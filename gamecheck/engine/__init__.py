"""Graph building and retrograde labelling: the networkx, numpy and numba back ends behind
:func:`gamecheck.engine.label.label_domain`, the label arrays (:mod:`~gamecheck.engine.labels`),
single-position analysis and label files.
"""

__all__ = []  # type: list[str]
