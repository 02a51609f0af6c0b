"""Two solvers for every condition: z3, Bitwuzla and cvc5 side by side, under deterministic limits.

A condition of a proof is an SMT-LIB 2 query whose ``unsat`` answer means the condition holds.
:func:`decide` asks two independent solvers, chosen by what the query contains:

* quantifier-free bit-vectors: z3 (de Moura and Bjørner, TACAS 2008) and Bitwuzla (Niemetz and
  Preiner, CAV 2023), with cvc5 (Barbosa et al., TACAS 2022) as the third when one of them
  gives up;
* quantified bit-vectors: z3 and cvc5, with Bitwuzla as the third;
* integers (linear arithmetic): z3 and cvc5 (Bitwuzla has no integers).

The answer is ``unsat`` only when two solvers answered ``unsat`` and none ``sat``; ``sat`` when a
solver answered ``sat`` and none ``unsat`` (its model is replayed by the prover); a ``sat`` beside
an ``unsat`` is a **solver conflict**, reported as ``unknown`` with both answers. Anything else
is ``unknown`` with each solver's reason.

Limits are deterministic resource counts, the same on every machine for the same query and
solver version (:class:`Budget`): z3's ``rlimit``, cvc5's ``rlimit-per`` resource units, and
Bitwuzla's terminator polls (:mod:`gamecheck.prover.worker`). A wall-clock limit stays only as a
safety net; when it fires the answer is ``unknown`` with the words "wall-clock safety net".

z3 runs in this process, on the query's canonical SMT-LIB text (:func:`canonical_smt2`) parsed
into a fresh context, so that it decides exactly the file that is written out and nothing built
before changes its search; Bitwuzla and cvc5 run at the same time in a worker process
(:mod:`gamecheck.prover.worker`), so two solvers cost the wall time of the slower one on a machine
with two cores.
"""

from __future__ import annotations

import atexit
import json
import os
import re
import select
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field


from gamecheck.audit import Answer, Budget  # records a ProofResult holds (they live with the records)
from gamecheck.lazy import lazy_module
from gamecheck.lang.smt import check_with_limit

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = [
    "Answer", "Budget", "DEFAULT_BUDGET", "Decision", "decide", "solvers_for", "query_logic",
    "solver_versions", "shutdown",
]




#: the budget of ``gamecheck verify``, ``gamecheck prove`` and :func:`gamecheck.prove` alike
DEFAULT_BUDGET = Budget()




@dataclass
class Decision:
    """The combined answer of the solvers to one query.

    Attributes:
        status: ``unsat`` (two solvers agree the condition holds), ``sat`` (a solver found a
            model, none answered unsat), or ``unknown``.
        answers: every solver's :class:`Answer`, in the order asked.
        values: for ``sat``, the values of the declared constants in the model of the first
            solver that answered sat (bit-vectors as non-negative ints).
        conflict: True when one solver answered sat and another unsat.
        reason: for ``unknown``, why, naming each solver's answer.
    """

    status: str
    answers: list[Answer] = field(default_factory=list)
    values: dict[str, int] = field(default_factory=dict)
    conflict: bool = False
    reason: str = ""

    @property
    def summary(self) -> str:
        """The solvers asked, e.g. ``"z3 + bitwuzla"``."""
        return " + ".join(a.solver for a in self.answers)


_DECLARE = re.compile(r"\(declare-fun\s+\S+\s+\(\)\s+Int\)|\(declare-const\s+\S+\s+Int\)")


def query_logic(smt2: str) -> tuple[str, bool]:
    """``(theory, quantified)`` of an SMT-LIB query: theory ``"int"`` when it declares or uses
    integers, else ``"bv"``; quantified when it contains ``forall`` or ``exists``."""
    quantified = bool(re.search(r"\((?:forall|exists)\s", smt2))
    ints = bool(_DECLARE.search(smt2)) or bool(re.search(r"\(\s*(?:forall|exists)\s*\(\s*\(\s*\S+\s+Int\s*\)", smt2))
    return ("int" if ints else "bv"), quantified


def solvers_for(smt2: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(primary, reserve)``: the two solvers asked first, and those asked when one of them gives up."""
    theory, quantified = query_logic(smt2)
    if theory == "int":
        return ("z3", "cvc5"), ()
    if quantified:
        return ("z3", "cvc5"), ("bitwuzla",)
    return ("z3", "bitwuzla"), ("cvc5",)


# -- z3, in this process ----------------------------------------------------------------------------

def _decide_z3(smt2: str, budget: Budget, model: bool) -> tuple[Answer, dict[str, int]]:
    ctx = z3.Context()
    s = z3.Solver(ctx=ctx)
    s.set("rlimit", budget.z3)  # parameters before the assertions: the order z3 sees them in matters
    s.from_string(smt2)
    t0 = time.perf_counter()
    try:
        r, why = check_with_limit(s, budget.wall)
    except z3.Z3Exception as exc:
        return Answer("z3", "unknown", 0, time.perf_counter() - t0, f"z3 error: {exc}"), {}
    dt = time.perf_counter() - t0
    used = _z3_count(s)
    if r == z3.unsat:
        return Answer("z3", "unsat", used, dt), {}
    if r == z3.sat:
        values: dict[str, int] = {}
        if model:
            m = s.model()
            for d in m.decls():
                v = m[d]
                if z3.is_bv_value(v) or z3.is_int_value(v):
                    values[d.name()] = v.as_long()
        return Answer("z3", "sat", used, dt), values
    # z3 says "canceled" both when its rlimit runs out and when the safety net interrupts it:
    # the resource count tells them apart
    if used >= budget.z3:
        why = "resource limit reached"
    elif why.startswith("timed out"):
        why = f"wall-clock safety net of {budget.wall:g} s reached"
    elif why == "canceled":
        why = "resource limit reached"
    return Answer("z3", "unknown", used, dt, why), {}


def _z3_count(s: z3.Solver) -> int:
    try:
        return int(s.statistics().get_key_value("rlimit count"))
    except z3.Z3Exception:
        return 0


# -- Bitwuzla and cvc5, in a worker process ----------------------------------------------------------

class _Worker:
    """The solver process (:mod:`gamecheck.prover.worker`), started on first use and
    restarted after it is killed at its safety net."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.lock = threading.Lock()

    def _start(self) -> subprocess.Popen:
        if self.proc is None or self.proc.poll() is not None:
            env = dict(os.environ, PYTHONUNBUFFERED="1")
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "gamecheck.prover.worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL, text=True, env=env, bufsize=1)
        return self.proc

    def submit(self, solver: str, smt2: str, limit: int, model: bool) -> float:
        proc = self._start()
        assert proc.stdin is not None
        proc.stdin.write(json.dumps({"solver": solver, "smt2": smt2, "limit": limit, "model": model}) + "\n")
        proc.stdin.flush()
        return time.perf_counter()

    def collect(self, solver: str, started: float, wall: float) -> tuple[Answer, dict[str, int]]:
        proc = self.proc
        assert proc is not None and proc.stdout is not None
        deadline = started + wall
        try:
            while True:
                left = deadline - time.perf_counter()
                if left <= 0:
                    self.kill()
                    return Answer(solver, "unknown", 0, time.perf_counter() - started,
                                  f"wall-clock safety net of {wall:g} s reached"), {}
                ready, _, _ = select.select([proc.stdout], [], [], min(left, 0.5))
                if ready:
                    line = proc.stdout.readline()
                    break
        except BaseException:  # Ctrl-C while waiting: stop the solver too
            self.kill()
            raise
        if not line:
            self.kill()
            return Answer(solver, "unknown", 0, time.perf_counter() - started, f"the {solver} process died"), {}
        d = json.loads(line)
        return Answer(solver, d["status"], int(d.get("resources", 0)), float(d.get("seconds", 0.0)),
                      d.get("reason", "")), {k: int(v) for k, v in d.get("values", {}).items()}

    def kill(self) -> None:
        if self.proc is not None:
            try:
                self.proc.kill()
                self.proc.wait(timeout=5)
            except Exception:  # pragma: no cover - already gone
                pass
            self.proc = None


_WORKER = _Worker()


def shutdown() -> None:
    """Stop the solver process (it is also stopped when Python exits)."""
    _WORKER.kill()


def _ask_worker(solver: str, smt2: str, budget: Budget, model: bool) -> tuple[Answer, dict[str, int]]:
    with _WORKER.lock:
        t = _WORKER.submit(solver, smt2, budget.limit(solver), model)
        return _WORKER.collect(solver, t, budget.wall)


# -- combining -----------------------------------------------------------------------------------

def decide(smt2: str, budget: Budget = DEFAULT_BUDGET, *, model: bool = True,
           only: tuple[str, ...] | None = None) -> Decision:
    """Decide one query with two independent solvers (see the module docstring).

    Args:
        smt2: the query, canonical SMT-LIB 2 text (:func:`gamecheck.prover.smtlib.canonical_smt2`).
        budget: resource limits and the wall-clock safety net.
        model: ask for the values of the declared constants when a solver answers sat.
        only: the solvers to ask instead of the usual choice (benchmarks and tests); one
            ``unsat`` then suffices when only one solver is named.

    Returns:
        the :class:`Decision`.
    """
    if only is not None:
        primary, reserve = tuple(only[:2]), tuple(only[2:])
    else:
        primary, reserve = solvers_for(smt2)
    answers: list[Answer] = []
    values: dict[str, int] = {}
    other = [p for p in primary if p != "z3"]
    started = None
    with _WORKER.lock:
        if other:
            started = _WORKER.submit(other[0], smt2, budget.limit(other[0]), model)
        try:
            if "z3" in primary:
                a, v = _decide_z3(smt2, budget, model)
                answers.append(a)
                if a.status == "sat":
                    values = v
            if other:
                a, v = _WORKER.collect(other[0], started, budget.wall)  # type: ignore[arg-type]
                answers.append(a)
                if a.status == "sat" and not values:
                    values = v
        except BaseException:
            if other:
                _WORKER.kill()
            raise
    need = 2 if len(primary) > 1 else 1
    for extra in reserve:
        n_unsat = sum(a.status == "unsat" for a in answers)
        if n_unsat == 0 or n_unsat >= need or any(a.status == "sat" for a in answers):
            break
        a, v = _decide_z3(smt2, budget, model) if extra == "z3" else _ask_worker(extra, smt2, budget, model)
        answers.append(a)
        if a.status == "sat" and not values:
            values = v
    return _combine(answers, values, need)


def _combine(answers: list[Answer], values: dict[str, int], need: int) -> Decision:
    sats = [a for a in answers if a.status == "sat"]
    unsats = [a for a in answers if a.status == "unsat"]
    if sats and unsats:
        said = "; ".join(f"{a.solver} answered {a.status}" for a in answers if a.status != "unknown")
        return Decision("unknown", answers, values, True, f"solver conflict: {said}")
    if sats:
        return Decision("sat", answers, values)
    if len(unsats) >= need:
        return Decision("unsat", answers)
    said = "; ".join(f"{a.solver}: {a.status if a.status != 'unknown' else (a.reason or 'unknown')}" for a in answers)
    if unsats:
        return Decision("unknown", answers, {}, False,
                        f"only {unsats[0].solver} answered unsat, and proof needs two solvers ({said})")
    return Decision("unknown", answers, {}, False, said)


def solver_versions() -> dict[str, str]:
    """The installed versions of the three solvers (``"missing"`` for one that is not)."""
    out = {"z3": z3.get_version_string()}
    for name in ("bitwuzla", "cvc5"):
        try:
            from importlib.metadata import version

            out[name] = version(name)
        except Exception:  # pragma: no cover - a broken install
            out[name] = "missing"
    return out


atexit.register(shutdown)  # the solver process ends with Python
