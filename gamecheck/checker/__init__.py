"""Exhaustive checking of claims over bounded domains.

* :mod:`~gamecheck.checker.conditions` -- the local certificate conditions of P-position rules
  and Grundy formulas on a chunk of positions, and the order that picks the smallest witness;
* :mod:`~gamecheck.checker.context` -- a claim's ruleset, domain and play, the names its rules
  may use, component Grundy values and labels, and the rule context of a whole domain;
* :mod:`~gamecheck.checker.serial` -- :func:`~gamecheck.checker.serial.check_claim`, every kind
  of claim in one process;
* :mod:`~gamecheck.checker.parallel` -- the chunked, parallel, Dask and resumable check of
  P-position rules and Grundy formulas, which calls the same conditions.

The package is named ``checker`` (not ``check``) so that ``gamecheck.check`` stays the public
function :func:`gamecheck.check`.
"""

__all__ = []  # type: list[str]
