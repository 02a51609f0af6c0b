"""Chunked, parallel and resumable exhaustive checking of P-position rules and Grundy formulas.

The certificate conditions (:mod:`gamecheck.checker.conditions`, shared with
:func:`gamecheck.checker.serial.check_claim`) are *local*: a set
R is exactly the set of P-positions of a finite acyclic game iff every terminal
position is in R (misère play: none is), no move leads from R to R, and every other
position outside R has a move into R (Berlekamp, Conway & Guy, *Winning Ways*, ch. 2;
Siegel 2013, Thm. I.1.8); a function G is the Grundy function iff no option of a
position has the same value and every smaller value is the value of some option
(Sprague 1935, Grundy 1939). Whether a position satisfies them depends only on the
rule's value at the position and at its options, so the box domain can be cut into
contiguous rank ranges (*chunks*) checked independently: a chunk evaluates the rule
at its own positions and at their options (which may lie in other chunks: the rule is
evaluated over a bounded window of ranks just before the chunk, where options are
looked up, and directly at the options further back; nothing is held for the whole
domain), and reports its smallest violation -- least potential, then least rank, the
order ``check_claim`` uses -- as the rank and the condition that fails. The driver
takes the minimum over chunks and builds the witness with ``check_claim`` itself, on
the box below the witness (every option of a position of that box is in the box, for
the rulesets supported here, so its smallest violation is the same position and the
witness text is identical; this costs about as much as analysing the witness's own
game tree, which the witness text needs anyway).

Chunks run in-process (``workers=1``), in local processes (``workers=N``), or on an
existing Dask cluster (``scheduler="tcp://HOST:PORT"`` or ``DASK_SCHEDULER_ADDRESS``;
needs the optional dependency ``gamecheck[dask]``). With ``state_dir`` each finished
chunk is recorded atomically, so an interrupted run can be resumed. Test hook: the
environment variable ``GAMECHECK_PARALLEL_CHUNK_DELAY`` (seconds) makes every worker
sleep that long before each chunk, so tests can interrupt a run midway.

Dask workers started by a nanny (``dask worker``, ``LocalCluster(processes=True)``) get
``MALLOC_TRIM_THRESHOLD_=65536`` from Dask's default configuration, which turns off
glibc's adaptive mmap threshold: every temporary array of 128 KiB or more is then
mapped and page-faulted afresh, and this check runs about half as fast. Starting the
workers with ``MALLOC_MMAP_THRESHOLD_=16777216`` in their environment restores the
speed: ``MALLOC_MMAP_THRESHOLD_=16777216 dask worker tcp://...`` (the nanny's
environment is inherited), or
``dask.config.set({"distributed.nanny.pre-spawn-environ.MALLOC_MMAP_THRESHOLD_": 16777216})``
before creating a ``LocalCluster``. This module leaves the workers' allocator alone.

Supported (anything else falls back to :func:`gamecheck.checker.serial.check_claim`, see
:func:`parallel_support`): claims of kind ``p-rule`` (normal or misère play) and ``grundy``,
without ``where`` and without ``strategy`` (a strategy is part of the claim and is checked
against retrograde labels), on a box domain
of a translation ruleset whose move vectors never increase a part and which has a
potential (an acyclic game): Nim, subtraction games, Bash, Wythoff, Moore's Nim,
their disjunctive sums and ``misere(...)`` wrappers of them. Rules may use the
position, ``heaps``, ``k``, ``n``, ruleset parameters, ``let`` helpers and the
component Grundy values ``g1``, ``g2``, ... -- not the retrograde labels (``P``,
``N``, ``g``, ``wins``...), which need the whole game graph.

A ruleset without a potential (a game file, a graph, a sum with such a component, a
take-and-break game) may have cycles: there a position may be a draw, and the local
conditions prove nothing (a position outside the rule may be D, not N). Such claims are
never chunked; :func:`check_claim_parallel` hands them to ``check_claim``, which decides
them against the retrograde labels P, N and D (Smith 1966; Fraenkel and Yesha 1986), so
``workers``, ``scheduler`` and ``state_dir`` give the serial verdict.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import os
import re
import time
import warnings
from concurrent.futures import BrokenExecutor
from glob import escape as glob_escape
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np

from gamecheck import __version__
from gamecheck.atomic import atomic_write_text
from gamecheck.audit import CheckResult, Draft
from gamecheck.checker.conditions import (
    G_CONDITIONS, P_CONDITIONS, GrundyConditions, PositionConditions, check_mask_size, first_condition,
    potential_of, smallest,
)
from gamecheck.checker.context import (
    bool_values, checked_record, claim_as_played, claim_domain, claim_names, claim_ruleset, component_tables, domain_lets,
    int_values, rule_names,
)
from gamecheck.checker.serial import check_claim, mark_vacuous, quotient_cross_check
from gamecheck.checker.vacuity import vacuity
from gamecheck.claims import Claim
from gamecheck.domain import BoxDomain
from gamecheck.errors import GamecheckError, ResourceLimitError, UsageError
from gamecheck.games.base import Ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import LABEL_NAMES, bind_lets, position_env
from gamecheck.pool import (CONNECT_TIMEOUT, SCHEDULER_ENV, DaskPool, InProcess, Processes, check_scheduler_address,
                             is_client, one_line, shown)

__all__ = ["check_claim_parallel", "check_scheduler_address", "parallel_support", "state_path", "DELAY_ENV",
           "SCHEDULER_ENV", "MAX_CHUNKS", "CONNECT_TIMEOUT"]

#: test hook: seconds each worker sleeps before checking a chunk (to interrupt runs in tests)
DELAY_ENV = "GAMECHECK_PARALLEL_CHUNK_DELAY"
#: version of the state-file format (part of the resume key)
STATE_FORMAT = 2
#: at most this many chunks per claim (each is a task of a few milliseconds' overhead and a
#: record of the state file)
MAX_CHUNKS = 10_000
#: at most this many local worker processes per CPU core
WORKERS_PER_CPU = 4
#: the state file is rewritten at most this often (seconds; and once at the end)
STATE_WRITE_INTERVAL = 0.5

#: at most this many positions before a chunk are evaluated at once (options there are looked up)
_WINDOW_MAX = 1 << 18
#: the cost of evaluating the rule at an option directly, relative to evaluating it in the window
_DIRECT_COST = 1.0
#: fields of a claim that do not change what is checked (left out of the resume key)
_COSMETIC_FIELDS = ("statement", "document", "section", "notes", "origin", "group", "expected")


# -- what the parallel path supports -------------------------------------------------------------

@dataclass(frozen=True)
class _Job:
    """What every chunk task carries (picklable): the claim, the bound and the engine."""

    claim: Claim
    bound: Any
    engine: str
    key: str = ""


def _prepare(claim: Claim, bound: Any) -> tuple[Claim, Ruleset, BoxDomain, str | None]:
    """The claim as checked (misère wrappers switch ``play``), its ruleset and domain, and
    why the parallel path cannot check it (``None`` when it can).

    Raises:
        GamecheckError: from building the ruleset, the domain or parsing the rules.
    """
    if type(claim).local_conditions not in ("p", "grundy"):
        return claim, None, None, f"kind '{claim.kind}' (only p-rule and grundy are chunked)"  # type: ignore[return-value]
    if claim.where:
        return claim, None, None, "the claim has a 'where' rule (checked against retrograde labels)"  # type: ignore[return-value]
    if claim.strategy:
        # the strategy is part of the claim (check_claim checks it after the rule): a chunk
        # checks the rule only, so it could not say "holds" for the claim as stated
        return claim, None, None, "the claim names a strategy (checked against retrograde labels)"  # type: ignore[return-value]
    ruleset = claim_ruleset(claim)
    claim = claim_as_played(claim, ruleset)
    domain = claim_domain(claim, ruleset, bound)
    if not isinstance(domain, BoxDomain):
        return claim, ruleset, domain, "the domain is not a box"  # type: ignore[return-value]
    if ruleset.potential(domain.k) is None:
        return claim, ruleset, domain, "the ruleset gives no potential (the game may be loopy)"
    trans = ruleset.translations(domain.bounds)
    if trans is None:
        return claim, ruleset, domain, "the ruleset's moves are not translations"
    if any(d > 0 for tr in trans for d in tr.delta):
        return claim, ruleset, domain, "some move increases a part"
    if rule_names(claim, ruleset) & set(LABEL_NAMES):
        return claim, ruleset, domain, "the rule uses retrograde labels (P, N, g, wins, ...)"
    return claim, ruleset, domain, None


def parallel_support(claim: Claim, bound: int | list[int] | None = None) -> str | None:
    """Why :func:`check_claim_parallel` would hand ``claim`` to ``check_claim``.

    Args:
        claim: the claim.
        bound: the bound override, as for ``check_claim``.

    Returns:
        ``None`` when the claim is checked chunk by chunk, else a short reason (the
        kind, a ``where`` rule, a strategy, a domain that is not a box, a ruleset
        without potential or translation moves, a rule using retrograde labels, or an
        error in the claim, which ``check_claim`` reports).
    """
    try:
        return _prepare(claim, bound)[3]
    except GamecheckError as exc:
        return f"the claim has an error ({exc})"


# -- one chunk ------------------------------------------------------------------------------------

class _ChunkChecker:
    """Everything a worker needs to check chunks of one job (built once per process)."""

    def __init__(self, job: _Job):
        claim, ruleset, domain, why = _prepare(job.claim, job.bound)
        if why is not None:  # pragma: no cover - the driver checked this
            raise UsageError(f"claim '{claim.id}' cannot be checked in chunks: {why}")
        self.claim, self.ruleset, self.domain, self.engine = claim, ruleset, domain, job.engine
        self.grundy = type(claim).local_conditions == "grundy"
        self.misere = claim.misere
        self.shape = domain.shape
        self.weights = ruleset.potential(domain.k)
        self.moves = []
        for tr in ruleset.translations(domain.bounds) or []:
            shift = sum(d * s for d, s in zip(tr.delta, domain.strides))
            neg = [(j, -d) for j, d in enumerate(tr.delta) if d < 0]
            self.moves.append((tr.delta, shift, neg))
        names = claim_names(ruleset, claim)
        # component Grundy values g1, g2, ...: the tables RuleContext computes (over the box of
        # each component up to the domain's bounds), computed once here
        self.tables = component_tables(ruleset, list(domain.bounds), rule_names(claim, ruleset), self.engine)
        # the let helpers RuleContext.add_lets evaluates: those the rule uses, in order
        self.lets = {name: rexpr.parse(claim.let[name], names) for name in domain_lets(claim)}
        self.rule = rexpr.parse(claim.rule, names)  # type: ignore[arg-type]

        # how far back each move reaches (in ranks) and the share of positions it applies to
        self.reach = sorted((-shift, math.prod((domain.shape[j] - t) / domain.shape[j] for j, t in neg))
                            for _, shift, neg in self.moves)

    def window(self, lo: int, n: int) -> int:
        """How many positions before the chunk ``[lo, lo + n)`` to evaluate the rule at along
        with it (the *window*: options there are looked up, options further back are
        evaluated where they are), the cheapest by a simple cost model: evaluating the
        window costs its size, evaluating the options of a move directly costs
        ``_DIRECT_COST`` per source. At least ``n``, at most ``max(n, _WINDOW_MAX)``, never
        before rank 0."""
        limit = min(lo, max(n, _WINDOW_MAX))
        beyond = sum(share for back, share in self.reach if back > n)
        best_w, best_cost = n, n + _DIRECT_COST * n * beyond
        for back, share in self.reach:  # widen the window move by move, nearest first
            if back <= n:
                continue
            if back > limit:
                break
            beyond -= share
            cost = back + _DIRECT_COST * n * beyond
            if cost < best_cost:
                best_w, best_cost = back, cost
        if lo <= limit and lo < best_cost:  # the whole prefix: every option is looked up
            best_w = lo
        return min(lo, best_w)

    # -- evaluation ----------------------------------------------------------------------------
    def cols_of(self, ranks: np.ndarray) -> list[np.ndarray]:
        return [(ranks // st) % s for st, s in zip(self.domain.strides, self.shape)]

    def evaluate(self, cols: list[np.ndarray]) -> np.ndarray:
        """The rule at the positions given by ``cols`` (bool for P-rules, int64 for Grundy)."""
        size = int(cols[0].size)
        env = position_env(self.ruleset, cols)
        for table in self.tables:
            env[table.name] = table.at(cols)
        env = bind_lets(env, self.lets, lambda name, e: self.lets[name].evaluate_array(e, size))
        value = self.rule.evaluate_array(env, size)
        src = self.claim.rule
        return int_values(value, src) if self.grundy else bool_values(value, src)  # type: ignore[arg-type]

    # -- the check -----------------------------------------------------------------------------
    def run(self, lo: int, hi: int, mode: str) -> dict[str, Any]:
        """Check the positions of rank ``lo <= r < hi``.

        ``mode="scan"`` only evaluates the rule there (the driver knows no violation there
        can be the smallest; evaluating still raises the errors ``check_claim`` would and
        gives the largest Grundy value).

        Returns:
            ``{"lo", "hi", "mode", "viol": [potential, rank, condition] or None, "gmax"}``.
        """
        out: dict[str, Any] = {"lo": lo, "hi": hi, "mode": mode, "viol": None, "gmax": None}
        if mode == "scan":
            V = self.evaluate(self.cols_of(np.arange(lo, hi, dtype=np.int64)))
            if self.grundy:
                out["gmax"] = GrundyConditions(V).gmax
            return out
        n = hi - lo
        wlo = lo - self.window(lo, n)
        wcols = self.cols_of(np.arange(wlo, hi, dtype=np.int64))
        Vw = self.evaluate(wcols)
        off = lo - wlo
        cols = [c[off:] for c in wcols]
        V = Vw[off:]
        k = len(cols)

        def option_values(src: np.ndarray, delta: tuple[int, ...], shift: int) -> np.ndarray:
            dst = src + (lo + shift)  # ascending: those before the window come first
            cut = int(np.searchsorted(dst, wlo))
            if cut == 0:
                return Vw[dst - wlo]
            vd = np.empty(src.size, dtype=Vw.dtype)
            vd[cut:] = Vw[dst[cut:] - wlo]
            osrc = src[:cut]
            vd[:cut] = self.evaluate([cols[j][osrc] + delta[j] for j in range(k)])
            return vd

        def sources(neg: list[tuple[int, int]]) -> np.ndarray:
            valid = np.ones(n, dtype=bool)
            for j, t in neg:
                valid &= cols[j] >= t
            return np.flatnonzero(valid)

        conds: PositionConditions | GrundyConditions
        if self.grundy:
            conds = GrundyConditions(V)
            out["gmax"] = conds.gmax
            try:
                check_mask_size(conds.gmax, self.domain.size)
            except ResourceLimitError:
                return out  # check_claim gives up on the whole domain: the driver says so
        else:
            conds = PositionConditions(V, self.misere)
        for delta, shift, neg in self.moves:
            src = sources(neg)
            if src.size == 0:
                continue
            conds.add_options(src, option_values(src, delta, shift))  # one move vector: distinct sources
        viols = conds.violations()
        j = smallest(viols[0] | viols[1] | viols[2], potential_of(self.weights, cols))  # type: ignore[arg-type]
        if j is not None:
            pot = sum(w * int(c[j]) for w, c in zip(self.weights, cols))  # type: ignore[union-attr]
            out["viol"] = [int(pot), lo + j, first_condition(conds.names, viols, j)]
        return out


_CHECKERS: dict[str, _ChunkChecker] = {}


def _run_chunk(job: _Job, lo: int, hi: int, mode: str) -> dict[str, Any]:
    """Check one chunk (the task every executor runs; module level, so it pickles)."""
    delay = os.environ.get(DELAY_ENV)
    if delay and mode == "full":
        try:
            seconds = float(delay)
        except ValueError:
            seconds = 0.0
        if 0 < seconds < 3600:
            time.sleep(seconds)
    checker = _CHECKERS.get(job.key)
    if checker is None:
        _CHECKERS.clear()
        checker = _CHECKERS[job.key] = _ChunkChecker(job)
    return checker.run(lo, hi, mode)


# -- executors ------------------------------------------------------------------------------------

def _InProcess() -> InProcess:
    return InProcess(_run_chunk)


def _Processes(workers: int) -> Processes:
    return Processes(_run_chunk, workers)


def _Dask(scheduler: Any, source: str = "scheduler=") -> DaskPool:
    return DaskPool(_run_chunk, scheduler, source)


_is_client, _one_line, _shown = is_client, one_line, shown


# -- resume state ---------------------------------------------------------------------------------
#
# A state file records the finished chunks of one run: ``<state_dir>/<claim id>-<key>.json``,
# where the key is the SHA-256 of what determines the chunks and their results -- the state
# format, the gamecheck version, the claim's content (its canonical JSON without the cosmetic
# fields) and the options that shape the chunks (the effective bounds and the chunk size; the
# engine, the workers and the scheduler do not change any result). The file repeats each part,
# so a resume can say what differs from a run recorded with other options.
#
# Policy: a record is used only when its key and every part match and each chunk record is
# well formed (its range, its mode, a violation inside the chunk whose potential is that of its
# position, a condition the kind has); a record that does not qualify -- a corrupt, foreign or
# half-edited file under this run's name, a malformed chunk -- is *recomputed*, never trusted.
# A resume of a claim whose only record in the folder is an *unfinished* run with another
# version, claim text or options is *refused* with one line saying what differs (the user
# meant to continue that run); a finished run with other options is left alone and this run
# gets its own file.

def _canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)


def _claim_content(claim: Claim) -> dict[str, Any]:
    """The claim's canonical JSON without the fields that do not change what is checked."""
    data = {k: v for k, v in claim.to_json().items() if k not in _COSMETIC_FIELDS}
    for name in ("strategy", "p_rule"):
        if getattr(claim, name) is not None:
            data[name] = getattr(claim, name)
    return data


def _run_ident(claim: Claim, domain: BoxDomain, chunk: int) -> dict[str, Any]:
    """The parts of the resume key (all recorded in the state file)."""
    content = _claim_content(claim)
    return {
        "format": STATE_FORMAT,
        "version": __version__,
        "claim": claim.id,
        "claim_sha256": hashlib.sha256(_canonical(content).encode()).hexdigest(),
        "bounds": [int(b) for b in domain.bounds],
        "chunk_positions": int(chunk),
    }


def _job_key(claim: Claim, domain: BoxDomain, chunk: int) -> str:
    return hashlib.sha256(_canonical(_run_ident(claim, domain, chunk)).encode()).hexdigest()


def _safe_id(claim_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", str(claim_id))[:128] or "claim"


def state_path(state_dir: str | os.PathLike[str], claim_id: str, key: str) -> Path:
    """The state file of one run: ``<state_dir>/<claim id>-<key prefix>.json``."""
    return Path(state_dir) / f"{_safe_id(claim_id)}-{key[:16]}.json"


def _state_error(state_dir: Any, exc: OSError, what: str) -> GamecheckError:
    reason = exc.strerror or type(exc).__name__
    msg = f"state_dir={_shown(str(state_dir))}: cannot {what}: {reason}"
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return ResourceLimitError(msg)
    return UsageError(msg)


def _write_atomic(path: Path, data: dict[str, Any]) -> None:
    try:
        atomic_write_text(path, json.dumps(data))
    except OSError as exc:
        raise _state_error(path.parent, exc, f"write {path.name}") from None


def _read_json(path: Path) -> Any:
    """The JSON document of a file, or ``None`` when it cannot be read or is not JSON."""
    try:
        if path.stat().st_size > 256 * 2**20:
            return None
        return json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None


def _is_count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _load_state(path: Path, key: str, ranges: list[tuple[int, int]], ident: dict[str, Any] | None = None,
                domain: BoxDomain | None = None, weights: tuple[int, ...] | None = None,
                kind: str = "p-rule") -> dict[int, dict[str, Any]]:
    """The well-formed chunk records of a state file of this run (see the policy above);
    anything else in it is left out, to be recomputed."""
    data = _read_json(path)
    if not isinstance(data, dict) or data.get("key") != key or not isinstance(data.get("chunks"), dict):
        return {}
    if ident is not None and any(data.get(k) != v for k, v in ident.items()):
        return {}
    conds = G_CONDITIONS if kind == "grundy" else P_CONDITIONS
    out: dict[int, dict[str, Any]] = {}
    for name, rec in data["chunks"].items():
        if not (isinstance(name, str) and name.isdigit() and len(name) < 12 and isinstance(rec, dict)):
            continue
        i = int(name)
        if not (0 <= i < len(ranges) and [rec.get("lo"), rec.get("hi")] == list(ranges[i])
                and rec.get("mode") in ("full", "scan")):
            continue
        lo, hi = ranges[i]
        v, g = rec.get("viol"), rec.get("gmax")
        if v is not None:
            if not (isinstance(v, list) and len(v) == 3 and _is_count(v[0]) and _is_count(v[1]) and lo <= v[1] < hi
                    and v[2] in conds and rec["mode"] == "full"):
                continue
            if domain is not None and weights is not None:
                pos = domain.position(v[1])
                if sum(w * x for w, x in zip(weights, pos)) != v[0]:
                    continue
        if g is not None and not _is_count(g):
            continue
        if kind == "grundy" and g is None:
            continue
        out[i] = {"lo": lo, "hi": hi, "mode": rec["mode"], "viol": v, "gmax": g}
    return out


def _describe_difference(old: dict[str, Any], new: dict[str, Any], old_claim: Any, new_claim: dict[str, Any]) -> str:
    """What a recorded run differs in, for the refusal message."""
    parts = []
    if old.get("format") != new["format"] or old.get("version") != new["version"]:
        ver = old.get("version")
        parts.append(f"gamecheck {_shown(ver)[1:-1]}, this is {new['version']}" if isinstance(ver, str)
                     else f"another gamecheck version (state format {_shown(old.get('format'))[1:-1]}), "
                          f"this is {new['version']}")
    if old.get("claim_sha256") != new["claim_sha256"] and "claim_sha256" in old:
        fields = sorted(k for k in set(new_claim) | set(old_claim if isinstance(old_claim, dict) else {})
                        if not isinstance(old_claim, dict) or old_claim.get(k) != new_claim.get(k))
        parts.append("another text of the claim" + (f" (field {', '.join(fields[:4])} differs)" if fields else ""))
    opts = []
    if old.get("chunk_positions") != new["chunk_positions"]:
        opts.append(f"chunk {_shown(old.get('chunk_positions'))[1:-1]}, not {new['chunk_positions']}")
    if old.get("bounds") != new["bounds"]:
        opts.append(f"bounds {_shown(old.get('bounds'))[1:-1]}, not {new['bounds']}")
    if opts:
        parts.append(f"other options ({'; '.join(opts)})")
    return "recorded by a run with " + ", ".join(parts or ["another key"])


def _refuse_other_unfinished_run(state_dir: Any, claim: Claim, path: Path, ident: dict[str, Any],
                                 content: dict[str, Any]) -> None:
    """On ``--resume`` without a record of this run: refuse when the folder holds an
    unfinished run of the same claim recorded with another version, claim text or options."""
    pattern = re.compile(re.escape(_safe_id(claim.id)) + r"-[0-9a-f]{16}\.json")
    try:
        names = sorted(p for p in Path(state_dir).iterdir() if pattern.fullmatch(p.name) and p != path)
    except OSError as exc:
        raise _state_error(state_dir, exc, "list the folder") from None
    for other in names:
        data = _read_json(other)
        if not isinstance(data, dict) or data.get("claim") != claim.id or not isinstance(data.get("chunks"), dict):
            continue
        total = data.get("total_chunks")
        if _is_count(total) and len(data["chunks"]) >= total:
            continue  # a finished run: this one is another run, with its own file
        what = _describe_difference(data, ident, data.get("claim_json"), content)
        raise UsageError(f"state_dir={_shown(str(state_dir))}: claim '{claim.id}': {what} ({other.name}, unfinished); "
                         "start afresh with a new state_dir= folder or without resume=")


# -- the driver -----------------------------------------------------------------------------------

def _check_state_dir(state_dir: Any) -> None:
    """A ``state_dir`` must name a folder (or a path where one can be made)."""
    if not isinstance(state_dir, (str, os.PathLike)) or not str(os.fspath(state_dir)).strip():
        raise UsageError(f"state_dir={_shown(state_dir)} is not allowed; give a folder")
    if "\x00" in str(os.fspath(state_dir)):
        raise UsageError(f"state_dir={_shown(str(state_dir))} is not allowed; a path has no NUL character")
    p = Path(state_dir)
    if p.exists() and not p.is_dir():
        raise UsageError(f"state_dir={_shown(str(state_dir))} is a file, not a folder; give a folder for the state files")


def _default_chunk(size: int) -> int:
    """Positions per chunk: a 128th of the domain, at least 4,096 and at most 32,768 (small
    arrays stay in cache; many chunks give a smooth progress bar and cheap resumes) -- or more
    when that would give more than ``MAX_CHUNKS`` chunks."""
    return max(min(1 << 15, max(1 << 12, -(-size // 128))), -(-size // MAX_CHUNKS))


def _min_potentials(domain: BoxDomain, weights: tuple[int, ...], ranges: list[tuple[int, int]]) -> list[int]:
    out = []
    strides, shape = domain.strides, domain.shape
    for lo, hi in ranges:
        best = None
        for a in range(lo, hi, 1 << 20):
            r = np.arange(a, min(hi, a + (1 << 20)), dtype=np.int64)
            pot = potential_of(weights, [(r // st) % s for st, s in zip(strides, shape)])
            m = int(np.min(pot))
            best = m if best is None else min(best, m)
        out.append(best)
    return out


def check_claim_parallel(
    claim: Claim,
    bound: int | list[int] | None = None,
    *,
    workers: int = 1,
    scheduler: Any = None,
    chunk_positions: int | None = None,
    state_dir: str | os.PathLike[str] | None = None,
    resume: bool = False,
    progress: Callable[[int, int], None] | None = None,
    engine: str = "auto",
) -> CheckResult:
    """Check a claim exhaustively in chunks of the domain, possibly in parallel.

    The certificate conditions of a P-position rule (Berlekamp, Conway & Guy, *Winning
    Ways*, ch. 2) and the mex conditions of a Grundy formula are local, so each chunk
    (a contiguous range of ranks of the box domain) is checked on its own, evaluating
    the rule at its positions and at their options; the smallest violation over all
    chunks (least potential, then rank) is the smallest position where the claim is
    false. Chunks are taken in order of their least potential; once a violation is
    known, a chunk whose positions all have a larger potential is only scanned (the
    rule evaluated there, so errors and Grundy-value limits are the same), not checked.

    The result equals ``check_claim(claim, engine, bound)`` in verdict, witness,
    ``positions_checked``, ``bound`` text, reason and ``extra`` (``seconds`` differs).
    Claims the chunked check does not cover (see :func:`parallel_support`: other kinds,
    ``where`` rules, strategies, non-box domains, rulesets without a potential or
    translation moves, moves that increase a part, rules using retrograde labels) are
    passed to ``check_claim``; so is a claim whose rule fails to evaluate in some chunk
    (so the error or the inconclusive verdict is the one ``check_claim`` gives).

    Args:
        claim: the claim.
        bound: overrides the claim's bound, as for ``check_claim``.
        workers: ``1`` checks the chunks in this process; ``N > 1`` in ``N`` local
            processes (``forkserver`` start method where available, else ``spawn``; a
            new pool per call, so each call pays the workers' start-up, about a second;
            as with any such pool, a script calling this needs the
            ``if __name__ == "__main__":`` guard). At most 4 per CPU core.
        scheduler: the address of a running Dask scheduler (``"tcp://HOST:PORT"``) or a
            ``dask.distributed.Client``; when ``None`` the environment variable
            ``DASK_SCHEDULER_ADDRESS`` is used if set. ``workers`` is then ignored.
            The cluster's workers must be able to import ``gamecheck``. An address is
            checked before anything else (:func:`check_scheduler_address`); the
            scheduler must answer, and have a worker, within ``CONNECT_TIMEOUT`` seconds.
        chunk_positions: positions per chunk (default: the domain size / 128, at least
            4,096 and at most 32,768; at most ``MAX_CHUNKS`` chunks). Part of the resume key.
        state_dir: a directory where finished chunks are recorded (the file
            :func:`state_path` names, written to a temporary file and renamed, so it is
            never half-written; at most every ``STATE_WRITE_INTERVAL`` seconds, at the end
            and when the run is interrupted). Keyed by the SHA-256 of the state format, the
            gamecheck version, the claim's content and the effective bounds and chunk size.
        resume: with ``state_dir``, skip the chunks already recorded there for this key
            (otherwise the run starts afresh and overwrites the record). Records that are
            corrupt or do not match the key are recomputed; when the folder holds only an
            unfinished run of the claim recorded by another version, claim text or
            options, the resume is refused (one line saying what differs).
        progress: called as ``progress(done_chunks, total_chunks)`` at the start and
            after every chunk.
        engine: graph engine for component Grundy values and the witness, as for
            ``check_claim``.

    Returns:
        the :class:`gamecheck.audit.CheckResult`.

    Raises:
        UsageError: for a malformed claim (as ``check_claim``), ``workers`` outside
            ``1..4 * cpu_count``, a bad ``chunk_positions`` (or one giving more than
            ``MAX_CHUNKS`` chunks), a scheduler address that is not one, a ``state_dir``
            that is a file or cannot be written, a refused resume (see ``resume``), or
            Dask not installed (the message names the extra ``gamecheck[dask]``).
        ResourceLimitError: a Dask scheduler that cannot be reached or has no worker
            within ``CONNECT_TIMEOUT`` seconds, a worker process that died, a full disk.
    """
    t0 = time.perf_counter()
    max_workers = WORKERS_PER_CPU * (os.cpu_count() or 1)
    if isinstance(workers, bool) or not isinstance(workers, int) or not 1 <= workers <= max_workers:
        raise UsageError(f"workers={_shown(workers)[1:-1]} is not allowed; give a positive integer up to {max_workers} "
                         f"({WORKERS_PER_CPU} per CPU core of this machine)")
    if chunk_positions is not None and (isinstance(chunk_positions, bool) or not isinstance(chunk_positions, int)
                                        or chunk_positions < 1):
        raise UsageError(f"chunk_positions={_shown(chunk_positions)[1:-1]} is not allowed; give a positive integer")
    source = "scheduler="
    if scheduler is None and os.environ.get(SCHEDULER_ENV):
        scheduler, source = os.environ[SCHEDULER_ENV], SCHEDULER_ENV + " "
    if scheduler is not None and not _is_client(scheduler):
        scheduler = check_scheduler_address(scheduler, source)  # refused before any work
    if state_dir is not None:
        _check_state_dir(state_dir)
    try:
        checked, ruleset, domain, why = _prepare(claim, bound)
    except GamecheckError:
        why = "error"
    if why is not None:
        return check_claim(claim, engine, bound)
    size = domain.size
    chunk = min(chunk_positions or _default_chunk(size), max(size, 1))
    total = -(-size // chunk)
    if total > MAX_CHUNKS:
        raise UsageError(f"chunk_positions={chunk:,} cuts the {size:,} positions of claim '{claim.id}' into {total:,} "
                         f"chunks, more than the {MAX_CHUNKS:,} allowed; give {-(-size // MAX_CHUNKS):,} or more")
    ranges = [(lo, min(size, lo + chunk)) for lo in range(0, size, chunk)]
    ident = _run_ident(checked, domain, chunk)
    key = hashlib.sha256(_canonical(ident).encode()).hexdigest()
    job = _Job(claim, bound, engine, key)
    weights = ruleset.potential(domain.k)
    minpot = _min_potentials(domain, weights, ranges)  # type: ignore[arg-type]

    path: Path | None = None
    records: dict[int, dict[str, Any]] = {}
    state: dict[str, Any] = {}
    if state_dir is not None:
        try:
            Path(state_dir).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise _state_error(state_dir, exc, "create the folder") from None
        path = state_path(state_dir, claim.id, key)
        try:
            # left by a run killed mid-write (gamecheck.atomic names them .<name>.<random>.tmp)
            for stale in path.parent.glob(f".{glob_escape(path.name)}.*.tmp"):
                stale.unlink(missing_ok=True)
        except OSError as exc:
            raise _state_error(state_dir, exc, "remove a stale temporary file") from None
        if resume:
            if path.exists():
                records = _load_state(path, key, ranges, ident, domain, weights, checked.kind)  # type: ignore[arg-type]
            else:
                _refuse_other_unfinished_run(state_dir, claim, path, ident, _claim_content(checked))
    viols = [tuple(r["viol"]) for r in records.values() if r["mode"] == "full" and r.get("viol")]
    best: tuple[int, int, str] | None = min(viols) if viols else None  # type: ignore[assignment]
    # a scanned chunk stays done only while no position of it can beat the best violation
    records = {i: r for i, r in records.items()
               if r["mode"] == "full" or (best is not None and minpot[i] > best[0])}
    if path is not None:
        state = dict(ident, key=key, kind=checked.kind, claim_json=_claim_content(checked), total_chunks=total,
                     positions=size, chunks={str(i): r for i, r in records.items()})
        _write_atomic(path, state)
    todo = [i for i in sorted(range(total), key=lambda i: (minpot[i], i)) if i not in records]
    done = len(records)
    if progress:
        progress(done, total)

    if not todo:
        ex: Any = _InProcess()
    elif scheduler is not None:
        ex = _Dask(scheduler, source)
    elif workers > 1 and len(todo) > 1:
        ex = _Processes(min(workers, len(todo)))
    else:
        ex = _InProcess()

    pending: dict[Any, int] = {}
    failed = False
    unsaved = False
    last_write = -math.inf
    try:
        queue = iter(todo)
        exhausted = False
        while True:
            while not exhausted and len(pending) < ex.slots:
                i = next(queue, None)
                if i is None:
                    exhausted = True
                    break
                mode = "scan" if best is not None and minpot[i] > best[0] else "full"
                lo, hi = ranges[i]
                pending[ex.submit(job, lo, hi, mode)] = i
            if not pending:
                break
            for fut in ex.wait(set(pending)):
                i = pending.pop(fut)
                try:
                    rec = fut.result()
                except GamecheckError:
                    failed = True
                    break
                except BrokenExecutor:
                    raise ResourceLimitError(
                        f"claim '{claim.id}': a worker process died while checking a chunk (out of memory?); "
                        "use fewer workers= or a smaller chunk_positions=") from None
                except Exception:  # noqa: BLE001 - anything unforeseen: check_claim decides, in one process
                    failed = True
                    break
                records[i] = rec
                if rec.get("viol"):
                    v = tuple(rec["viol"])
                    if best is None or v < best:
                        best = v  # type: ignore[assignment]
                done += 1
                if path is not None:
                    state["chunks"][str(i)] = rec
                    unsaved = True
                    if time.monotonic() - last_write >= STATE_WRITE_INTERVAL:
                        _write_atomic(path, state)
                        unsaved, last_write = False, time.monotonic()
                if progress:
                    progress(done, total)
            if failed:
                break
    finally:
        for fut in pending:
            try:
                fut.cancel()
            except Exception:  # noqa: BLE001 - best effort
                pass
        try:
            ex.close()
        finally:
            if path is not None and unsaved:  # also when interrupted: every finished chunk is kept
                _write_atomic(path, state)
    if failed:
        # a rule error (or a resource limit) in some chunk: check_claim reports it exactly
        return check_claim(claim, engine, bound)

    res = Draft(CheckResult, checked, "inconclusive")  # filled below, frozen when returned
    res.checked = checked_record(checked, ruleset, domain)
    res.bound = domain.describe(ruleset)
    if type(checked).local_conditions == "grundy":
        gmax = max((int(r["gmax"]) for r in records.values() if r.get("gmax") is not None), default=0)
        try:
            check_mask_size(gmax, size)
        except ResourceLimitError as exc:
            res.reason = str(exc)
            res.resource_limited = True
            res.seconds = time.perf_counter() - t0
            return res.freeze()
    res.positions_checked = size
    if best is None:
        res.verdict = "holds"
        res.reason = f"checked at all {size:,} positions"
        # as check_claim: a claim that holds is examined for vacuity (a chunked claim has no
        # 'where' and no strategy, so the solver's and the evaluation's checks are cheap here)
        mark_vacuous(res, vacuity(checked, ruleset, domain, engine=engine))
        quotient_cross_check(checked, ruleset, domain, res, engine)
        res.seconds = time.perf_counter() - t0
        return res.freeze()
    _, rank, cond = best
    pos = domain.position(rank)
    # the witness: check_claim on the box below it, closed under moves (no move increases a
    # part), where the same position is the smallest violation -- so the text is identical
    sub = check_claim(claim, engine, list(pos))
    w = sub.witness
    if sub.verdict != "refuted" or w is None or tuple(w.position) != tuple(pos) or w.condition != cond:
        warnings.warn(f"claim '{claim.id}': the chunked check found {pos} ({cond}) but the check of the box below "
                      f"it disagrees; falling back to check_claim", RuntimeWarning, stacklevel=2)
        return check_claim(claim, engine, bound)
    res.verdict = "refuted"
    res.witness = w
    res.reason = ""
    quotient_cross_check(checked, ruleset, domain, res, engine)
    res.seconds = time.perf_counter() - t0
    return res.freeze()
