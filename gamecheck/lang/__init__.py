"""The rule language: syntax and allow-list (:mod:`~gamecheck.lang.expr`) and the symbolic (z3)
forms of the same builtins (:mod:`~gamecheck.lang.smt`).
"""

__all__ = []  # type: list[str]
