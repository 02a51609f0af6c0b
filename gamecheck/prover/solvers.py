"""A portfolio of solvers for every condition: z3, Bitwuzla and cvc5 at the same time, under
deterministic limits, settled as soon as two agree.

A condition of a proof is an SMT-LIB 2 query whose ``unsat`` answer means the condition holds.
:func:`decide` runs every independent solver that takes the query's logic, each in a process of
its own (:mod:`gamecheck.prover.worker`), all at the same time:

* quantified bit-vectors: z3 (de Moura and Bjørner, TACAS 2008), Bitwuzla (Niemetz and
  Preiner, CAV 2023) and cvc5 (Barbosa et al., TACAS 2022);
* quantifier-free bit-vectors: z3 and Bitwuzla, with cvc5 asked when one of them gives up
  (:func:`racing_for`: cvc5's speed on these varies too much to wait for it);
* integers (linear arithmetic): z3 and cvc5 (Bitwuzla has no integers).

**Settled as soon as two agree.** The answer is ``unsat`` when two solvers answered ``unsat``
and none ``sat`` before them; ``sat`` when a solver answered ``sat`` (its model is replayed by
the prover); a ``sat`` beside an ``unsat`` is a **solver conflict**, reported as ``unknown``
with both answers. Anything else is ``unknown`` with each solver's reason. "Before" is measured
in *virtual time*, a solver's deterministic resource count over its rate (:data:`RATES`,
:func:`settle`), not by the machine's clock, so which solvers settled a condition, and with how
many units, is the same on every machine and in every run: when two solvers agree, a solver
still running is stopped, and, if its rate says it might have answered earlier in virtual time,
asked again with exactly the units it would have had by then (a short, deterministic run).
Only the answers that settled the condition are recorded; ``gamecheck recheck`` applies the same
rule to the recorded answers.

Limits are deterministic resource counts, the same on every machine for the same query and
solver version (:class:`Budget`): z3's ``rlimit``, cvc5's ``rlimit-per`` resource units, and
Bitwuzla's terminator polls. A wall-clock limit stays only as a safety net; when it fires the
answer is ``unknown`` with the words "wall-clock safety net".

Every solver decides the query's canonical SMT-LIB text (:func:`canonical_smt2`), parsed afresh
in its process, so it decides exactly the file that is written out.
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
from typing import Any, Sequence


from gamecheck.audit import Answer, Budget  # records a ProofResult holds (they live with the records)
from gamecheck.lazy import lazy_module

z3 = lazy_module("z3")  # loaded at first use (gamecheck.lazy)

__all__ = [
    "Answer", "Budget", "DEFAULT_BUDGET", "Decision", "RATES", "combine", "decide", "ask", "settle", "virtual_seconds",
    "solvers_for", "racing_for", "query_logic", "solver_versions", "shutdown",
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


def racing_for(smt2: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(race, reserve)``: the solvers run at once on the query, and those asked only when one
    of them gives up. Quantifier-free bit-vectors: z3 and Bitwuzla race, cvc5 is the reserve (its
    speed there varies eighty-fold from query to query -- 17 k to 1.3 M units a second in
    ``experiments/bench_portfolio.py`` -- so waiting for it in virtual time could cost minutes
    where the other two take seconds); quantified bit-vectors: all three race; integers: z3 and
    cvc5 race."""
    theory, quantified = query_logic(smt2)
    if theory == "int":
        return ("z3", "cvc5"), ()
    if quantified:
        return ("z3", "bitwuzla", "cvc5"), ()
    return ("z3", "bitwuzla"), ("cvc5",)


def solvers_for(smt2: str) -> tuple[str, ...]:
    """The solvers that take the query's logic, in the canonical order (ties in :func:`settle`):
    ``("z3", "bitwuzla", "cvc5")`` for bit-vectors, ``("z3", "cvc5")`` for integers."""
    theory, _ = query_logic(smt2)
    if theory == "int":
        return ("z3", "cvc5")
    return ("z3", "bitwuzla", "cvc5")


# -- the portfolio: one process per solver, all at the same time ---------------------------------

#: resource units per second of "virtual time" of each solver: what each spends in a second on
#: this project's queries (medians measured by ``experiments/bench_portfolio.py`` on a 2-core
#: machine of 2026). They only order the answers (:func:`settle`); a slower or faster machine
#: changes every solver's speed alike and leaves the order, hence every record, the same.
RATES: dict[str, int] = {"z3": 5_000_000, "bitwuzla": 300_000, "cvc5": 300_000}

#: how long a solver still running when two others have settled a condition may go on before it is
#: stopped (and asked again up to the settling time): this share of the time so far, within
#: [GRACE_MIN, GRACE_MAX] seconds; it often answers by then, which saves the second run. Wall time
#: only decides how the answer is obtained, never which answer is recorded.
GRACE_SHARE, GRACE_MIN, GRACE_MAX = 0.5, 0.02, 2.0

#: solvers answered in this process instead of a worker: tests plant a lying solver here
#: (``{"z3": fn}``, ``fn(smt2, limit, model) -> (Answer, values)``)
LOCAL: dict[str, Any] = {}


def virtual_seconds(answer: Answer) -> float:
    """When ``answer`` came, in virtual seconds: its resource count over the solver's rate
    (:data:`RATES`), a deterministic stand-in for its wall time."""
    return answer.resources / RATES.get(answer.solver, 1_000_000)


def settle(answers: Sequence[Answer], order: Sequence[str], need: int) -> tuple[list[Answer], str | None, float]:
    """The portfolio's rule: which answers settle a condition, from each solver's answer alone.

    The answers are taken in the order they come in virtual time (:func:`virtual_seconds`; ties
    by their place in ``order``), and the condition is settled by the first of them after which
    ``need`` solvers have answered ``unsat`` or one has answered ``sat``. That is "settled as
    soon as two agree", measured in deterministic resource counts instead of the machine's
    clock, so the same query gives the same record on every machine.

    Args:
        answers: finished answers, at most one per solver.
        order: every solver asked, in the canonical order (ties in virtual time).
        need: unsat answers needed (2; 1 when one solver is asked).

    Returns:
        ``(prefix, status, at)``: the answers up to the settling one (in ``order``),
        ``"unsat"``/``"sat"`` (or ``None`` when they do not settle it), and the settling answer's
        virtual time (infinity when unsettled).
    """
    rank = {name: i for i, name in enumerate(order)}
    walk = sorted(answers, key=lambda a: (virtual_seconds(a), rank.get(a.solver, len(rank))))
    prefix: list[Answer] = []
    unsat = 0
    for a in walk:
        prefix.append(a)
        if a.status == "sat":
            return sorted(prefix, key=lambda b: rank.get(b.solver, 0)), "sat", virtual_seconds(a)
        if a.status == "unsat":
            unsat += 1
            if unsat >= need:
                return sorted(prefix, key=lambda b: rank.get(b.solver, 0)), "unsat", virtual_seconds(a)
    return sorted(prefix, key=lambda b: rank.get(b.solver, 0)), None, float("inf")


class _Proc:
    """One worker process (:mod:`gamecheck.prover.worker`) for one solver, with the solver
    imported at start."""

    def __init__(self, solver: str) -> None:
        self.solver = solver
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.popen = subprocess.Popen(
            [sys.executable, "-m", "gamecheck.prover.worker", solver], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, bufsize=1)
        self.started = 0.0
        self.limit = 0

    def alive(self) -> bool:
        return self.popen.poll() is None

    def submit(self, smt2: str, limit: int, model: bool) -> None:
        assert self.popen.stdin is not None
        self.popen.stdin.write(json.dumps({"solver": self.solver, "smt2": smt2, "limit": limit, "model": model}) + "\n")
        self.popen.stdin.flush()
        self.started, self.limit = time.perf_counter(), limit

    def fileno(self) -> int:
        assert self.popen.stdout is not None
        return self.popen.stdout.fileno()

    def read(self) -> tuple[Answer, dict[str, int]]:
        assert self.popen.stdout is not None
        line = self.popen.stdout.readline()
        if not line:
            self.kill()
            return Answer(self.solver, "unknown", 0, time.perf_counter() - self.started,
                          f"the {self.solver} process died"), {}
        d = json.loads(line)
        return (Answer(self.solver, d["status"], int(d.get("resources", 0)), float(d.get("seconds", 0.0)),
                       d.get("reason", "")), {k: int(v) for k, v in d.get("values", {}).items()})

    def kill(self) -> None:
        try:
            self.popen.kill()
            self.popen.wait(timeout=5)
        except Exception:  # pragma: no cover - already gone
            pass
        for f in (self.popen.stdin, self.popen.stdout):
            try:
                if f is not None:
                    f.close()
            except Exception:  # pragma: no cover - a broken pipe
                pass


class _Pool:
    """Idle worker processes, one spare per solver, started ahead so that a solver stopped in
    the middle of a query is replaced without waiting for a new process to start."""

    def __init__(self) -> None:
        self.idle: dict[str, list[_Proc]] = {}
        self.lock = threading.RLock()

    def take(self, solver: str) -> _Proc:
        """A warm process for ``solver``; a new spare starts at once when none is left."""
        procs = self.idle.setdefault(solver, [])
        while procs:
            p = procs.pop()
            if p.alive():
                break
        else:
            p = _Proc(solver)
        if not procs:
            procs.append(_Proc(solver))  # the spare: it imports its solver while this one works
        return p

    def give_back(self, proc: _Proc) -> None:
        procs = self.idle.setdefault(proc.solver, [])
        if proc.alive() and len(procs) < 2:
            procs.append(proc)
        else:
            proc.kill()

    def stop(self, proc: _Proc) -> None:
        """Kill a busy process (its spare is already there, :meth:`take`)."""
        proc.kill()

    def shutdown(self) -> None:
        for procs in self.idle.values():
            for p in procs:
                p.kill()
        self.idle.clear()


_POOL = _Pool()


def shutdown() -> None:
    """Stop the solver processes (they are also stopped when Python exits)."""
    _POOL.shutdown()


def ask(solver: str, smt2: str, limit: int, *, model: bool = False, wall: float = DEFAULT_BUDGET.wall) -> tuple[Answer, dict[str, int]]:
    """One solver's answer to ``smt2`` under ``limit`` resource units, in a worker process.

    Args:
        solver: ``"z3"``, ``"bitwuzla"`` or ``"cvc5"``.
        smt2: the query text.
        limit: the solver's resource limit (its own units, see :class:`Budget`).
        model: return the declared constants' values on ``sat``.
        wall: the wall-clock safety net in seconds.

    Returns:
        ``(answer, values)``.
    """
    order = (solver,)
    d = _run(smt2, order, {solver: limit}, model, wall, need=1, portfolio=False)
    return d.answers[0], d.values


def _run(smt2: str, order: tuple[str, ...], limits: dict[str, int], model: bool, wall: float, need: int,
         portfolio: bool = True) -> Decision:
    """Run the solvers of ``order`` at the same time and settle by :func:`settle` (see :func:`decide`)."""
    known: dict[str, tuple[Answer, dict[str, int]]] = {}
    running: dict[str, tuple[_Proc, bool]] = {}  # solver -> (process, capped at the settling time)

    def start(name: str, limit: int, capped: bool) -> None:
        if name in LOCAL:
            a, v = LOCAL[name](smt2, limit, model)
            if not (capped and _limit_reached(a, limit)):  # past the settling time: not part of the record
                known[name] = (a, v)
            return
        p = _POOL.take(name)
        p.submit(smt2, limit, model)
        running[name] = (p, capped)

    with _POOL.lock:
        try:
            t0 = time.perf_counter()
            for name in order:
                start(name, limits[name], False)
            grace_until = None
            while True:
                _, status, at = settle([a for a, _ in known.values()], order, need)
                late = []
                if status is not None and portfolio:
                    # a solver still running counts only if it would have answered by the settling
                    # time; after a short grace it is stopped and asked again with exactly the
                    # units it would have had by then (deterministic)
                    late = [n for n, (_, capped) in running.items()
                            if not capped and int(at * RATES.get(n, 1_000_000)) < limits[n]]
                    now = time.perf_counter()
                    if late and grace_until is None:
                        grace_until = now + min(GRACE_MAX, max(GRACE_MIN, GRACE_SHARE * (now - t0)))
                    if late and now >= grace_until:
                        for n in late:
                            _POOL.stop(running.pop(n)[0])
                            start(n, max(1, int(at * RATES.get(n, 1_000_000))), True)
                        late = []
                if not running:
                    break
                _wait(running, known, wall, (grace_until - time.perf_counter()) if late else None)
        except BaseException:  # Ctrl-C while waiting: stop every solver too
            for p, _ in running.values():
                _POOL.stop(p)
            raise
    answers = [a for a, _ in known.values()]
    prefix, status, _ = settle(answers, order, need)
    if status is None:
        prefix = sorted(answers, key=lambda a: order.index(a.solver))
    values = next((known[a.solver][1] for a in sorted(prefix, key=virtual_seconds) if a.status == "sat"), {})
    return combine(prefix, values, need)


def _limit_reached(answer: Answer, limit: int) -> bool:
    return answer.status == "unknown" and (answer.resources > limit or answer.reason == "resource limit reached")


def _wait(running: dict[str, tuple[_Proc, bool]], known: dict[str, tuple[Answer, dict[str, int]]],
          wall: float, at_most: float | None = None) -> None:
    """Wait for the next answer of a running solver (or its safety net, or ``at_most`` seconds)
    and file it."""
    now = time.perf_counter()
    first = min(p.started for p, _ in running.values()) + wall
    wait = min(first - now, 0.5 if at_most is None else at_most)
    ready, _, _ = select.select([p for p, _ in running.values()], [], [], max(0.0, wait))
    for proc in ready:
        name = proc.solver
        p, capped = running.pop(name)
        a, v = p.read()
        _POOL.give_back(p)
        if not (capped and _limit_reached(a, p.limit)):  # past the settling time: not part of the record
            known[name] = (a, v)
    now = time.perf_counter()
    for name, (p, capped) in list(running.items()):
        if now - p.started >= wall:
            running.pop(name)
            _POOL.stop(p)
            known[name] = (Answer(name, "unknown", 0, now - p.started, f"wall-clock safety net of {wall:g} s reached"), {})


# -- combining -----------------------------------------------------------------------------------

def decide(smt2: str, budget: Budget = DEFAULT_BUDGET, *, model: bool = True,
           only: tuple[str, ...] | None = None) -> Decision:
    """Decide one query with a portfolio of independent solvers (see the module docstring).

    Every solver that takes the query's logic (:func:`solvers_for`) runs at the same time in a
    process of its own, under its own deterministic resource limit; the condition is settled as
    soon as two of them agree (:func:`settle`, in virtual time), and the others are stopped.

    Args:
        smt2: the query, canonical SMT-LIB 2 text (:func:`gamecheck.prover.smtlib.canonical_smt2`).
        budget: resource limits and the wall-clock safety net.
        model: ask for the values of the declared constants when a solver answers sat.
        only: the solvers to ask instead of the usual choice (benchmarks and tests); one
            ``unsat`` then suffices when only one solver is named.

    Returns:
        the :class:`Decision`; its ``answers`` are those that settled it (in the order z3,
        Bitwuzla, cvc5), or every answer when nothing settled it.
    """
    race, reserve = (tuple(only), ()) if only is not None else racing_for(smt2)
    need = 2 if len(race) > 1 else 1
    d = _run(smt2, race, {n: budget.limit(n) for n in race}, model, budget.wall, need)
    if reserve and d.status == "unknown" and not d.conflict and any(a.status == "unsat" for a in d.answers):
        # one of the two gave up: the reserve is asked, and its answer with theirs decides
        extra = _run(smt2, reserve, {n: budget.limit(n) for n in reserve}, model, budget.wall, 1, portfolio=False)
        answers = list(d.answers) + list(extra.answers)
        return combine(answers, extra.values, need)
    return d


def combine(answers: list[Answer], values: dict[str, int], need: int) -> Decision:
    """The :class:`Decision` of the answers that settled a query (:func:`settle`'s prefix):
    a sat beside an unsat is a conflict (``unknown``), a sat alone is ``sat`` with ``values``,
    ``need`` unsat answers are ``unsat``, anything else is ``unknown`` with each solver's reason."""
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
