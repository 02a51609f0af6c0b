"""Exhaustive checking of claims over bounded domains: the certificate conditions, shared by the
serial checker (:mod:`~gamecheck.checker.serial`) and the chunked, parallel and Dask checker
(:mod:`~gamecheck.checker.parallel`).

The package is named ``checker`` (not ``check``) so that ``gamecheck.check`` stays the public
function :func:`gamecheck.check`.
"""

__all__ = []  # type: list[str]
