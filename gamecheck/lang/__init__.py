"""The rule language: rules about positions, evaluated three ways from one definition.

* :mod:`~gamecheck.lang.syntax` -- reading a rule: limits, syntax errors, operator symbols,
  message formatting;
* :mod:`~gamecheck.lang.builtins` -- every function and operator once, as a record holding its
  scalar, vectorised and symbolic (z3) forms side by side (the allow-list of functions);
* :mod:`~gamecheck.lang.nimber` -- nim-multiplication (the field of nimbers) on Python integers
  and numpy arrays, for the builtins ``nim_mul`` and ``nim_pow`` and the engine;
* :mod:`~gamecheck.lang.expr` -- :func:`~gamecheck.lang.expr.parse`: the allow-list of
  constructs and the scalar and vectorised evaluators (:class:`~gamecheck.lang.expr.Expr`);
* :mod:`~gamecheck.lang.vector` -- the values of the vectorised evaluator (numpy);
* :mod:`~gamecheck.lang.symbolic` -- exact integer arithmetic on z3 terms (loaded only when a
  rule is compiled for the prover);
* :mod:`~gamecheck.lang.smt` -- the z3 compiler of rules and solving with a time limit;
* :mod:`~gamecheck.lang.env` -- the names a rule reads at a position.
"""

__all__ = []  # type: list[str]
