"""Proofs with z3 over every position of a bit width: SMT encodings, strategy-guided
certificates, induction and SMT-LIB export (:mod:`~gamecheck.prover.prove`).

The package is named ``prover`` (not ``prove``) so that ``gamecheck.prove`` stays the public
function :func:`gamecheck.prove`.
"""

__all__ = []  # type: list[str]
