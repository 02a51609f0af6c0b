"""Run one SMT-LIB 2 file through z3, Bitwuzla or cvc5 in a subprocess, under a deterministic
resource budget and a wall-clock cap (shared by ``bench_prove.py`` and ``wythoff_encodings.py``).

Budgets (each solver counts its own work; the counts are deterministic for a given solver
version, file and options):

* z3 (de Moura and Bjørner, TACAS 2008): the ``rlimit`` parameter; the count used is the
  statistic ``rlimit count``.
* cvc5 (Barbosa et al., TACAS 2022): the option ``rlimit-per``; the count used is the statistic
  ``resource::resourceUnitsUsed``.
* Bitwuzla (Niemetz and Preiner, CAV 2023): no resource option, so the budget is a number of
  calls of the termination callback (``Bitwuzla.configure_terminator``), which the solver polls
  from its main loops; the count used is the number of calls.

Run as a script (``python experiments/solvers.py SOLVER FILE [BUDGET]``) it solves one file in
this process and prints one JSON line ``{"status", "seconds", "units"}``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

SOLVERS = ("z3", "bitwuzla", "cvc5")


def solve_here(solver: str, path: str, budget: int = 0) -> dict:
    """Solve the SMT-LIB file ``path`` with ``solver`` in this process.

    Args:
        solver: ``"z3"``, ``"bitwuzla"`` or ``"cvc5"``.
        path: an SMT-LIB 2 file with one ``check-sat``.
        budget: resource units (see the module docstring), 0 for none.

    Returns:
        ``{"status": "sat"|"unsat"|"unknown"|"error", "seconds": float, "units": int,
        "reason": str}``; ``seconds`` counts the solving, not the parsing.
    """
    t0 = time.perf_counter()
    if solver == "z3":
        import z3

        s = z3.Solver()
        if budget:
            s.set("rlimit", int(budget))
        s.from_file(path)
        t0 = time.perf_counter()
        r = s.check()
        dt = time.perf_counter() - t0
        st = s.statistics()
        units = int(st.get_key_value("rlimit count")) if "rlimit count" in st.keys() else 0
        reason = ""
        if r == z3.unknown:
            reason = s.reason_unknown()
            if budget and (units >= budget or reason in ("canceled", "max. resource limit exceeded")):
                reason = "resource limit"
        return {"status": str(r), "seconds": dt, "units": units, "reason": reason}
    if solver == "bitwuzla":
        import bitwuzla as bz

        tm = bz.TermManager()
        opts = bz.Options()
        opts.set(bz.Option.PRODUCE_MODELS, False)
        p = bz.Parser(tm, opts)
        try:
            p.parse(path, True, True)
        except bz.BitwuzlaException as exc:
            return {"status": "error", "seconds": 0.0, "units": 0, "reason": str(exc).splitlines()[0][:200]}
        calls = [0]

        def term() -> bool:
            calls[0] += 1
            return bool(budget) and calls[0] > budget

        b = p.bitwuzla()
        b.configure_terminator(term)
        t0 = time.perf_counter()
        r = b.check_sat()
        dt = time.perf_counter() - t0
        status = {bz.Result.SAT: "sat", bz.Result.UNSAT: "unsat"}.get(r, "unknown")
        return {"status": status, "seconds": dt, "units": calls[0],
                "reason": "resource limit" if status == "unknown" else ""}
    if solver == "cvc5":
        import cvc5

        tm = cvc5.TermManager()
        s = cvc5.Solver(tm)
        s.setOption("cegqi-full", "true")  # as the prover does (gamecheck.prover.worker)
        if budget:
            s.setOption("rlimit-per", str(int(budget)))
        sm = cvc5.SymbolManager(tm)
        p = cvc5.InputParser(s, sm)
        p.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, path)
        status, reason = "unknown", ""
        t0 = time.perf_counter()
        try:
            while True:
                c = p.nextCommand()
                if c.isNull():
                    break
                out = c.invoke(s, sm).strip()
                if out in ("sat", "unsat", "unknown"):
                    status = out
        except RuntimeError as exc:
            status, reason = "error", str(exc).splitlines()[0][:200]
        dt = time.perf_counter() - t0
        units = int(s.getStatistics()["resource::resourceUnitsUsed"]["value"])
        if status == "unknown":
            reason = "resource limit" if budget and units >= budget else "unknown"
        return {"status": status, "seconds": dt, "units": units, "reason": reason}
    raise ValueError(f"unknown solver {solver!r}")


def write_queries(claim, bits: int, out: Path) -> list[tuple[str, Path]]:
    """Every query of ``prove_claim(claim, bits)`` written as SMT-LIB to ``out`` without solving
    any: the prover's solver call is replaced by one that answers unsat at once, so the prover
    takes the path of a proof and writes each condition in turn.

    Returns ``[(condition name, file)]``. Raises RuntimeError when the prover stopped early
    (e.g. the rule has no symbolic form at that width).
    """
    import z3

    import gamecheck.prover.prove as pp

    name = "decide" if hasattr(pp, "decide") else "check_with_limit"
    real = getattr(pp, name)
    if name == "decide":
        from gamecheck.prover.solvers import Decision

        setattr(pp, name, lambda text, budget=None, **kw: Decision("unsat"))
    else:  # the prover before two-solver decisions
        setattr(pp, name, lambda s, t: (z3.unsat, ""))
    try:
        r = pp.prove_claim(claim, bits=bits, timeout=1, smt2_dir=out)
    finally:
        setattr(pp, name, real)
    if r.verdict != "proved":
        raise RuntimeError(f"the queries of {claim.id} at {bits} bits were not all written: {r.reason}")
    return [(q.name, Path(q.smt2)) for q in r.queries if q.smt2]


def solve(solver: str, path: str | Path, budget: int = 0, wall: float = 60.0) -> dict:
    """:func:`solve_here` in a fresh subprocess, killed after ``wall`` seconds.

    Returns the child's dict; on the wall-clock cap ``{"status": "timeout", "seconds": wall,
    "units": 0}``, on a crash ``status`` ``"error"`` with the last line of its stderr.
    """
    cmd = [sys.executable, str(Path(__file__).resolve()), solver, str(path), str(int(budget))]
    t0 = time.perf_counter()
    try:
        cp = subprocess.run(cmd, capture_output=True, text=True, timeout=wall)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "seconds": time.perf_counter() - t0, "units": 0, "reason": f"killed after {wall:g} s"}
    lines = [ln for ln in cp.stdout.splitlines() if ln.startswith("{")]
    if cp.returncode != 0 or not lines:
        err = (cp.stderr.strip().splitlines() or ["no output"])[-1]
        return {"status": "error", "seconds": time.perf_counter() - t0, "units": 0, "reason": err[:200]}
    return json.loads(lines[-1])


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore")
    res = solve_here(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 0)
    print(json.dumps(res), flush=True)
