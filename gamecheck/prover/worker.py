"""A solver process: decides SMT-LIB 2 queries with z3, Bitwuzla or cvc5, one per line of stdin.

The prover's portfolio (:mod:`gamecheck.prover.solvers`) runs each solver of a condition in a
process of its own, all at the same time: Bitwuzla's and cvc5's Python bindings hold the GIL
while they solve, so threads would not run side by side, and a process can be stopped at once
(killed) when two other solvers have settled the condition or when it overruns its wall-clock
safety net. The portfolio starts it as ``python -m gamecheck.prover.worker SOLVER``, which
imports that solver before the first request arrives.

Protocol (JSON, one object per line): a request ``{"solver": "z3" | "bitwuzla" | "cvc5", "smt2":
TEXT, "limit": UNITS, "model": bool}``; the answer ``{"status": "sat" | "unsat" | "unknown",
"resources": UNITS_USED, "seconds": WALL, "reason": TEXT, "values": {NAME: INT}}`` where
``values`` (for ``sat`` when ``model`` is asked) are the declared bit-vector and integer
constants as non-negative (bit-vector) or signed (integer) ints.

Resource units are each solver's own deterministic count, the same on every machine for the
same query and solver version: z3's ``rlimit count`` under ``rlimit`` (de Moura and Bjørner,
TACAS 2008); cvc5's ``resource::resourceUnitsUsed`` under ``rlimit-per``
(Barbosa et al., TACAS 2022); for Bitwuzla (Niemetz and Preiner, CAV 2023), the number of
times it polls its terminator, which it does at fixed points of its search, so counting the
polls and stopping after ``limit`` of them is a deterministic limit.
"""

from __future__ import annotations

import json
import signal
import sys
import time
from typing import Any

__all__ = ["decide_z3", "decide_bitwuzla", "decide_cvc5", "serve"]


def decide_z3(smt2: str, limit: int, model: bool = False) -> dict[str, Any]:
    """Decide ``smt2`` with z3 under ``rlimit`` = ``limit`` resource units.

    The query is parsed into a fresh context with the limit set before the assertions (the order
    z3 sees them in matters), so the answer and the count depend only on the text, the limit and
    z3's version.

    Args, Returns: as :func:`decide_bitwuzla` (integers are signed in ``values``).
    """
    import z3

    ctx = z3.Context()
    s = z3.Solver(ctx=ctx)
    s.set("rlimit", int(limit))
    t0 = time.perf_counter()
    try:
        s.from_string(smt2)
        r = s.check()
    except z3.Z3Exception as exc:
        return _answer("unknown", 0, t0, f"z3 error: {str(exc).splitlines()[0][:200]}")
    try:
        used = int(s.statistics().get_key_value("rlimit count"))
    except z3.Z3Exception:
        used = 0
    if r == z3.unsat:
        return _answer("unsat", used, t0)
    if r == z3.sat:
        values: dict[str, int] = {}
        if model:
            m = s.model()
            for d in m.decls():
                v = m[d]
                if z3.is_bv_value(v) or z3.is_int_value(v):
                    values[d.name()] = v.as_long()
        return _answer("sat", used, t0, values=values)
    why = s.reason_unknown()
    if used >= limit or why in ("canceled", "max. resource limit exceeded"):
        why = "resource limit reached"
    return _answer("unknown", used, t0, why)


def decide_bitwuzla(smt2: str, limit: int, model: bool = False) -> dict[str, Any]:
    """Decide ``smt2`` with Bitwuzla, stopping after ``limit`` terminator polls.

    Args:
        smt2: an SMT-LIB 2 query (bit-vectors, possibly quantified; no integers).
        limit: the resource budget in terminator polls (> 0).
        model: return the values of the declared constants on ``sat``.

    Returns:
        the answer dict of the protocol (see the module docstring).
    """
    import bitwuzla as bw

    class PollBudget:
        def __init__(self, limit: int) -> None:
            self.limit, self.used = limit, 0

        def __call__(self) -> bool:
            self.used += 1
            return self.used > self.limit

    tm = bw.TermManager()
    opts = bw.Options()
    opts.set(bw.Option.PRODUCE_MODELS, bool(model))
    parser = bw.Parser(tm, opts)
    t0 = time.perf_counter()
    budget = PollBudget(limit)
    try:
        parser.parse(smt2.replace("(check-sat)", ""), True, False)
        solver = parser.bitwuzla()
        solver.configure_terminator(budget)
        r = solver.check_sat()
    except Exception as exc:  # Bitwuzla reports parse errors and unsupported logics this way
        return _answer("unknown", budget.used, t0, f"bitwuzla error: {str(exc).splitlines()[0][:200]}")
    if r == bw.Result.UNSAT:
        return _answer("unsat", budget.used, t0)
    if r == bw.Result.SAT:
        values: dict[str, int] = {}
        if model:
            for t in parser.get_declared_funs():
                if t.sort().is_bv():
                    values[str(t.symbol())] = int(solver.get_value(t).value(2), 2)
        return _answer("sat", budget.used, t0, values=values)
    why = "resource limit reached" if budget.used > limit else "incomplete"
    return _answer("unknown", budget.used, t0, why)


def decide_cvc5(smt2: str, limit: int, model: bool = False) -> dict[str, Any]:
    """Decide ``smt2`` with cvc5 under ``rlimit-per`` = ``limit`` resource units.

    Quantified queries use counterexample-guided quantifier instantiation (``cegqi-full``;
    Niemetz, Preiner, Reynolds, Barrett and Tinelli, CAV 2018).

    Args, Returns: as :func:`decide_bitwuzla`.
    """
    import cvc5

    tm = cvc5.TermManager()
    slv = cvc5.Solver(tm)
    slv.setOption("produce-models", "true" if model else "false")
    slv.setOption("rlimit-per", str(int(limit)))
    slv.setOption("cegqi-full", "true")
    slv.setLogic("ALL")
    sm = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(slv, sm)
    t0 = time.perf_counter()
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, smt2.replace("(check-sat)", ""), "query")

    def used() -> int:
        stat = slv.getStatistics().get(True, False).get("resource::resourceUnitsUsed")  # (internal, defaulted)
        return int(stat["value"]) if isinstance(stat, dict) else 0

    try:
        while True:
            cmd = parser.nextCommand()
            if cmd.isNull():
                break
            cmd.invoke(slv, sm)
        r = slv.checkSat()
    except RuntimeError as exc:  # cvc5 reports parse and option errors this way
        return _answer("unknown", 0, t0, f"cvc5 error: {str(exc).splitlines()[0][:200]}")
    if r.isUnsat():
        return _answer("unsat", used(), t0)
    if r.isSat():
        values: dict[str, int] = {}
        if model:
            for t in sm.getDeclaredTerms():
                v = slv.getValue(t)
                if t.getSort().isBitVector():
                    values[str(t)] = int(v.getBitVectorValue(2), 2)
                elif t.getSort().isInteger():
                    values[str(t)] = int(v.getIntegerValue())
        return _answer("sat", used(), t0, values=values)
    why = str(r.getUnknownExplanation()).lower().replace("_", " ")
    if "resourceout" in why.replace(" ", ""):
        why = "resource limit reached"
    return _answer("unknown", used(), t0, why)


def _answer(status: str, resources: int, t0: float, reason: str = "",
            values: dict[str, int] | None = None) -> dict[str, Any]:
    return {"status": status, "resources": int(resources), "seconds": time.perf_counter() - t0,
            "reason": reason, "values": values or {}}


_SOLVERS = {"z3": decide_z3, "bitwuzla": decide_bitwuzla, "cvc5": decide_cvc5}


def serve() -> None:
    """Answer requests from stdin until it closes (the protocol of the module docstring)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops us; Ctrl-C is its to handle
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            req = json.loads(line)
            fn = _SOLVERS[req["solver"]]
            ans = fn(req["smt2"], int(req["limit"]), bool(req.get("model")))
        except Exception as exc:  # never die on one request: answer unknown with the reason
            ans = {"status": "unknown", "resources": 0, "seconds": 0.0,
                   "reason": f"worker error: {type(exc).__name__}: {str(exc)[:200]}", "values": {}}
        out.write(json.dumps(ans) + "\n")
        out.flush()


if __name__ == "__main__":  # pragma: no cover - run as a subprocess
    if len(sys.argv) > 1 and sys.argv[1] in _SOLVERS:  # import the solver now, before the first request
        __import__(sys.argv[1])
    serve()
