"""gamecheck: check theorems and explore conjectures about impartial combinatorial games.

The public API (see docs/guide/python-api.md)::

    import gamecheck as gc
    g = gc.game("nim", heaps=3)            # a Game
    g.solve((11, 6, 10, 8))                # a Solution: outcome, grundy, winning_moves
    gc.label(g, bound=15)                  # Labels of every position of a bounded domain
    c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=50, rule="xor(heaps) == 0")
    gc.check(c), gc.prove(c)               # Results with a Verdict
    gc.explore.octal("0.77", n=400)        # a GrundySequence with its certified period
    gc.nim_mul(2, 3), gc.nim_pow(2, 3)     # nim-multiplication: 1, 1

The names are loaded on first use (PEP 562): ``import gamecheck`` itself stays fast, and the
command line, which uses the same API, pays for numba, networkx and z3 only in the commands
that need them.
"""

from __future__ import annotations

import importlib
from typing import Any

from gamecheck.errors import ClaimError, GamecheckError, InternalError, ResourceLimitError, RuleError, UsageError

__version__ = "0.1.0"

__all__ = [
    "__version__", "game", "load_game", "load_graph", "label", "load_claims", "check", "prove", "Game", "Solution", "Labels", "Claim",
    "Result", "Verdict", "Outcome", "explore", "GamecheckError", "UsageError", "RuleError", "ClaimError",
    "ResourceLimitError", "InternalError", "write_check_reports", "misere_quotient", "init_audit", "check_document",
    "read_claims", "check_claims", "prove_claims", "ErrorResult", "nim_mul", "nim_pow", "nim_inv", "survey",
]

#: where each lazily loaded public name lives: the games half of the API (``gamecheck.gameapi``)
#: loads no claims, checker, prover or reports, so ``gamecheck solve`` does not pay for them
_LAZY = {
    "game": "gamecheck.gameapi", "load_game": "gamecheck.gameapi", "load_graph": "gamecheck.gameapi",
    "label": "gamecheck.gameapi", "Game": "gamecheck.gameapi", "Solution": "gamecheck.gameapi",
    "Labels": "gamecheck.gameapi", "Outcome": "gamecheck.gameapi", "misere_quotient": "gamecheck.gameapi",
    "load_claims": "gamecheck.api", "check": "gamecheck.api", "prove": "gamecheck.api",
    "Claim": "gamecheck.claims", "Result": "gamecheck.audit",
    "Verdict": "gamecheck.audit", "init_audit": "gamecheck.api",
    "check_document": "gamecheck.api", "read_claims": "gamecheck.api", "check_claims": "gamecheck.api",
    "prove_claims": "gamecheck.api", "ErrorResult": "gamecheck.audit",
    "nim_mul": "gamecheck.gameapi", "nim_pow": "gamecheck.gameapi", "nim_inv": "gamecheck.gameapi",
    # used by the command line (gamecheck.cli), which is a layer over this API
    "rulesets": "gamecheck.gameapi", "catalogue": "gamecheck.api", "audit_claims": "gamecheck.api",
    "select_claims": "gamecheck.api", "exit_status": "gamecheck.api", "write_audit_reports": "gamecheck.api",
    "write_check_reports": "gamecheck.api", "document_coverage": "gamecheck.api",
    # the report renderers and helpers the command line calls (loaded by the commands that use them)
    "write_exploration": "gamecheck.report.explore", "preload_figures": "gamecheck.report.figures",
    "recheck_folder": "gamecheck.prover.certificate", "recheck_audit": "gamecheck.recheck", "CERTIFICATE_SUFFIX": "gamecheck.prover.certificate", "export_graph": "gamecheck.engine.graph",
    "parse_param_options": "gamecheck.games",
    "labels_path": "gamecheck.engine.labelfile",
    "warm_up_sequences": "gamecheck.engine.sequences", "certify_queries": "gamecheck.verify",
    "write_prove_report": "gamecheck.report.proofs", "list_rulesets": "gamecheck.games",
    "survey": "gamecheck.surveys",
}
#: names whose object is called something else in its module
_RENAMED = {"preload_figures": "preload_in_background", "CERTIFICATE_SUFFIX": "SUFFIX", "warm_up_sequences": "warm_up"}


def __getattr__(name: str) -> Any:
    """Load a public name on first use (``gc.game``, ``gc.explore``, ...)."""
    if name == "explore":
        module = importlib.import_module("gamecheck.explore")  # lazy: heavy (numba)
        globals()[name] = module
        return module
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), _RENAMED.get(name, name))  # lazy: heavy (networkx, numba, z3)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'gamecheck' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
