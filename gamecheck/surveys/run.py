"""Run a survey: every game of a family, sliced work on a pool of processes or a Dask cluster,
each slice's result stored before the next is sent, and the tables written at the end.

:func:`run_survey` is the whole job (``gamecheck survey octal ...``). It reads the store of the
report folder first: a finished game is taken from it when it is certified, reached the ``n``
asked for, or used up a time budget no smaller than the one asked for; otherwise it continues
from its stored values (used when their SHA-256 is the one the store recorded), as a running one
does; a new one starts at heap 0. Then it keeps every worker busy with
slices (:func:`gamecheck.surveys.task.run_slice`) -- one game's slices go one after another, so a
long game moves between workers slice by slice -- and stores each slice's values and, when a game
finishes, its record. A worker that dies loses its slice: a local pool is restarted and the
slices it held are sent again from their last checkpoint; Dask sends a lost worker's task to
another worker itself. Ctrl-C stops the run with everything up to the last checkpoint stored;
running the same command again resumes.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from gamecheck.errors import GamecheckError, UsageError
from gamecheck.games.takebreak import heap_game
from gamecheck.pool import SCHEDULER_ENV, DaskPool, InProcess, Processes, one_line
from gamecheck.surveys.codes import SurveyCode, survey_codes
from gamecheck.surveys.store import SurveyStore
from gamecheck.surveys.task import DIE_ENV, FIRST_N, SLICE_SECONDS, run_slice

__all__ = ["run_survey", "SurveyRun", "MAX_SURVEY_N", "DEFAULT_SURVEY_N", "MAX_RETRIES"]

#: the largest heap a survey computes to
MAX_SURVEY_N = 1 << 30
#: ``--n`` when none is given
DEFAULT_SURVEY_N = 1 << 16
#: a game whose slice fails this many times (a worker dying each time) is recorded as an error
MAX_RETRIES = 3


@dataclass
class SurveyRun:
    """What :func:`run_survey` did: the records by code (in survey order), the figures of the
    run (games computed, taken from the store, resumed from stored values; errors by code;
    seconds; where the work ran; whether Ctrl-C stopped it), and -- after
    :func:`gamecheck.survey` -- the merged table and the comparison."""

    folder: Path
    family: str
    codes: list[SurveyCode]
    records: dict[str, dict[str, Any]]
    options: dict[str, Any]
    reused: int = 0
    resumed: int = 0
    computed: int = 0
    errors: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    interrupted: bool = False
    where: str = ""
    #: slices lost with their worker (each sent again from its last checkpoint)
    lost_slices: int = 0
    #: why slices were lost (the exception's class name: ``BrokenProcessPool``, ``KilledWorker``, ...)
    lost_why: list[str] = field(default_factory=list)
    #: the merged table (set by :func:`gamecheck.survey`): one dict per class of games with equal values
    rows: list[dict[str, Any]] = field(default_factory=list)
    #: the comparison with a published table (set by :func:`gamecheck.survey`), or ``None``
    comparison: dict[str, Any] | None = None


def _check_n(n: Any) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_SURVEY_N:
        raise UsageError(f"n={n!r} is not allowed; give a heap size 1..{MAX_SURVEY_N:,} (2^30)")
    return n


def _check_seconds(value: Any, what: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < float(value) < 1e9:
        raise UsageError(f"{what}{value!r} is not allowed; give a positive number of seconds")
    return float(value)


def run_survey(folder: str | os.PathLike[str], *, family: str = "octal", digits: int = 2, prefix: str = "0",
               n: int = DEFAULT_SURVEY_N, seconds: float | None = None, workers: int | None = None,
               scheduler: Any = None, slice_seconds: float = SLICE_SECONDS,
               progress: Callable[[dict[str, Any]], None] | None = None) -> SurveyRun:
    """Survey every game of a family with at most ``digits`` code digits.

    Args:
        folder: the report folder (its store is ``survey.sqlite``; created if missing).
        family: ``"octal"`` (the only family so far).
        digits: the most code digits after the point, ``1..6``.
        prefix: the digit before the point, ``"0"`` or ``"4"``.
        n: the largest heap computed for a game whose period is not certified sooner,
            ``1..2^30``.
        seconds: each game's time budget (seconds of computing, over all its slices; ``None``:
            none). A game that uses it up is "not settled" at the heap it reached -- so a
            table made with a budget depends on the machine's speed.
        workers: local worker processes (default: the CPUs; 1 runs in this process).
        scheduler: a Dask scheduler address (``tcp://HOST:PORT``) or client; default the
            environment variable ``DASK_SCHEDULER_ADDRESS`` when set, else local processes.
        slice_seconds: the longest slice of one game's work between two checkpoints.
        progress: called after each slice with ``{"done", "total", "running": [codes],
            "last": code}``.

    Returns:
        a :class:`SurveyRun` (``interrupted`` when Ctrl-C stopped it: what was stored is kept).

    Raises:
        UsageError: an option out of range (exit 2).
        ResourceLimitError: the folder cannot be written, or the Dask scheduler cannot be
            reached (exit 3).
    """
    if family != "octal":
        raise UsageError(f"survey family {family!r} is not known; give octal")
    n = _check_n(n)
    seconds = _check_seconds(seconds, "seconds=")
    slice_seconds = _check_seconds(slice_seconds, "slice_seconds=") or SLICE_SECONDS
    codes = survey_codes(digits, prefix)
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or not 1 <= workers <= 256):
        raise UsageError(f"workers={workers!r} is not allowed; give 1..256")
    if scheduler is None and os.environ.get(SCHEDULER_ENV):
        scheduler, source = os.environ[SCHEDULER_ENV], f"{SCHEDULER_ENV}="
    else:
        source = "scheduler="
    store = SurveyStore(folder)
    t_start = time.perf_counter()
    out = SurveyRun(folder=Path(folder), family=family, codes=codes, records={},
                    options={"family": family, "digits": digits, "prefix": prefix, "n": n, "time": seconds})
    games: dict[str, Any] = {}
    queue: list[dict[str, Any]] = []
    for sc in codes:
        row = store.row(sc.code)
        rec = (row or {}).get("record")
        if row and row["status"] == "finished" and rec and (
                rec.get("status") == "certified" or rec.get("n", -1) >= n
                or (rec.get("stopped") == "time" and seconds is not None and row["seconds"] >= seconds)):
            out.records[sc.code] = rec  # settled, or as far as asked, or out of the (same) time budget
            out.reused += 1
            continue
        game = heap_game("octal", sc.code)
        games[sc.code] = game
        values = store.load_values(sc.code, game) if row else None
        if values is not None and len(values) > n + 1:
            values = values[: n + 1]
        used = float(row["seconds"]) if row and values is not None else 0.0
        if values is not None:
            out.resumed += 1
        target = max(FIRST_N, (row or {}).get("target") or FIRST_N) if values is not None else FIRST_N
        engine = (rec or {}) if row and row["status"] == "running" and values is not None else {}
        queue.append({"code": sc.code, "n_max": n, "target": min(n, target), "values": values,
                      "slice_seconds": slice_seconds, "seconds_left": None if seconds is None else seconds - used,
                      "seconds_used": used, "direct": bool(engine.get("direct")),
                      "sparse_until": engine.get("sparse_until")})
    total = len(codes)
    if scheduler is not None:
        ex: Any = DaskPool(run_slice, scheduler, source)
        out.where = f"Dask scheduler {getattr(ex.client, 'scheduler', None) and ex.client.scheduler.address or scheduler}"
    elif (workers or os.cpu_count() or 1) > 1 and len(queue) > 1:
        w = workers or os.cpu_count() or 1
        ex = Processes(run_slice, min(w, len(queue)))
        out.where = f"{ex.workers} local processes"
    else:
        ex = InProcess(run_slice)
        out.where = "this process"
    pending: dict[Any, dict[str, Any]] = {}
    retries: dict[str, int] = {}

    def report(last: str) -> None:
        if progress is not None:
            progress({"done": len(out.records) + len(out.errors), "total": total,
                      "running": sorted(j["code"] for j in pending.values()), "last": last})

    report("")
    try:
        while queue or pending:
            while queue and len(pending) < ex.slots:
                job = queue.pop(0)
                if os.environ.get(DIE_ENV):  # the test hook (see gamecheck.surveys.task.DIE_ENV)
                    job["die_once"] = os.environ[DIE_ENV]
                try:
                    pending[ex.submit(job)] = job
                except Exception as exc:  # noqa: BLE001 - a pool broken by a worker that died since the last wait
                    if not (isinstance(ex, Processes) and "Broken" in type(exc).__name__):
                        raise
                    queue[:0] = [job] + list(pending.values())  # sent again from their last checkpoints
                    out.lost_slices += len(pending)
                    out.lost_why.append(type(exc).__name__)
                    pending.clear()
                    ex.restart()
            for fut in ex.wait(set(pending)):
                job = pending.pop(fut)
                code = job["code"]
                try:
                    res = fut.result()
                except GamecheckError as exc:
                    out.errors[code] = one_line(exc)
                    report(code)
                    continue
                except Exception as exc:  # noqa: BLE001 - a lost worker (BrokenProcessPool, KilledWorker): retried
                    retries[code] = retries.get(code, 0) + 1
                    out.lost_slices += 1
                    out.lost_why.append(type(exc).__name__)
                    if isinstance(ex, Processes) and "BrokenProcessPool" in type(exc).__name__:
                        lost = [job] + list(pending.values())
                        pending.clear()
                        ex.restart()
                        for j in lost:
                            if retries.get(j["code"], 0) <= MAX_RETRIES:
                                queue.insert(0, j)
                            else:
                                out.errors[j["code"]] = f"its worker died {MAX_RETRIES + 1} times ({one_line(exc)})"
                        break
                    if retries[code] <= MAX_RETRIES:
                        queue.insert(0, job)
                    else:
                        out.errors[code] = f"its slice failed {MAX_RETRIES + 1} times ({one_line(exc)})"
                    continue
                game = games[code]
                if res["finished"]:
                    store.finish(code, game, res["values"], res["record"], res["seconds_used"], n)
                    out.records[code] = res["record"]
                    out.computed += 1
                else:
                    store.checkpoint(code, game, res["values"], res["target"], res["seconds_used"], n,
                                     {"direct": res.get("direct", False), "sparse_until": res.get("sparse_until")})
                    queue.append({"code": code, "n_max": n, "target": res["target"], "values": res["values"],
                                  "slice_seconds": slice_seconds,
                                  "seconds_left": None if seconds is None else seconds - res["seconds_used"],
                                  "seconds_used": res["seconds_used"], "direct": res.get("direct", False),
                                  "sparse_until": res.get("sparse_until")})
                report(code)
    except KeyboardInterrupt:
        out.interrupted = True
    finally:
        try:
            if out.interrupted and isinstance(ex, Processes):
                ex.abandon()  # the slices running are lost anyway: do not wait for them
            else:
                ex.close()
        except Exception:  # noqa: BLE001 - closing after Ctrl-C is best effort
            pass
        store.close()
    out.records = {sc.code: out.records[sc.code] for sc in codes if sc.code in out.records}
    out.seconds = time.perf_counter() - t_start
    return out


def check_folder(folder: Any) -> Path:
    """The report folder as a path (a one-line error for a bad one)."""
    if not isinstance(folder, (str, os.PathLike)) or not str(folder).strip():
        raise UsageError(f"report={folder!r} is not allowed; give a folder")
    p = Path(folder)
    if p.exists() and not p.is_dir():
        raise UsageError(f"report={p}: a file is in the way of the report folder")
    return p

