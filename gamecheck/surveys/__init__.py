"""Surveys of game families: every octal game with at most D code digits, explored to a heap
bound, on local processes or a Dask cluster, kept in a store that survives a restart, tabulated
and compared with a published table (``gamecheck survey``; ``docs/howto/survey.md``).

Modules: :mod:`~gamecheck.surveys.codes` (which games), :mod:`~gamecheck.surveys.task` (one slice
of one game's work, on a worker), :mod:`~gamecheck.surveys.store` (SQLite and the values files),
:mod:`~gamecheck.surveys.run` (the driver), :mod:`~gamecheck.surveys.tables` (tables, pages and the
comparison).
"""

from __future__ import annotations

import os
from typing import Any, Callable

from gamecheck.surveys.run import DEFAULT_SURVEY_N, SurveyRun, check_folder, run_survey
from gamecheck.surveys.tables import compare, merge_rows, read_published, write_tables

__all__ = ["survey", "SurveyRun", "run_survey", "read_published", "compare", "DEFAULT_SURVEY_N"]


def survey(family: str = "octal", *, digits: int = 2, prefix: str = "0", n: int = DEFAULT_SURVEY_N,
           seconds: float | None = None, report: str | os.PathLike[str] = "survey", compare_with: Any = None,
           workers: int | None = None, scheduler: Any = None, slice_seconds: float | None = None,
           progress: Callable[[dict[str, Any]], None] | None = None) -> SurveyRun:
    """Survey every game of a family, store what is computed, and write one table for it.

    Every octal game with at most ``digits`` code digits after the point is computed until the
    Guy–Smith theorem certifies its period, or to heap ``n``, or for ``seconds``; the work goes
    to local processes or a Dask cluster in slices of at most a minute, each stored in
    ``report`` before the next is sent, so a stopped run resumes where it stopped
    (``docs/howto/survey.md``; what the lines certify: ``docs/explanation/surveys.md``).

    Parameters
    ----------
    family : str
        ``"octal"`` (the only family so far).
    digits : int
        The most code digits after the point, 1..6 (7, 63, 511, ... games).
    prefix : str
        The digit before the point: ``"0"`` or ``"4"`` (a move may also split a heap in two).
    n : int
        The largest heap computed for a game not certified sooner, 1..2^30 (default 2^16).
    seconds : float or None
        Each game's time budget (seconds of computing over all its slices); ``None``: none.
        With a budget the table depends on the machine's speed.
    report : str or path
        The report folder: the store (``survey.sqlite``, ``values/``) and the tables
        (``survey.md``, ``survey.html``, ``survey.csv``, ``survey.json``, ``games/``).
    compare_with : str or path or None
        A published table to compare with (CSV: ``code, preperiod, period, values, largest,
        largest_at, rare_mask, rare_heaps, last_rare, source``; see
        :mod:`gamecheck.surveys.tables`); the comparison goes into the tables and
        ``comparison.md``.
    workers : int or None
        Local worker processes (default: the CPUs; 1 runs in this process).
    scheduler : str or dask.distributed.Client or None
        A Dask scheduler (``tcp://HOST:PORT``) or client; default ``DASK_SCHEDULER_ADDRESS``
        when set, else local processes.
    slice_seconds : float or None
        The longest slice of one game between two checkpoints (default 60 s).
    progress : callable or None
        Called after each slice with ``{"done", "total", "running", "last"}``.

    Returns
    -------
    SurveyRun
        ``records`` (by code), ``rows`` (the merged table: one dict per class of games with
        equal values), ``comparison`` (``None`` without ``compare_with``), and the run's
        figures: ``computed``, ``reused``, ``resumed``, ``errors``, ``seconds``, ``where``,
        ``interrupted`` (Ctrl-C: what was stored is kept; run again to resume).

    Raises
    ------
    UsageError
        An option out of range, a bad published table, a report folder in the way (exit 2).
    ResourceLimitError
        The folder cannot be written; the Dask scheduler cannot be reached (exit 3).

    Examples
    --------
    >>> import gamecheck as gc, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     run = gc.survey("octal", digits=1, n=500, report=folder, workers=1)
    >>> [(r["code"], r["period"], r["preperiod"]) for r in run.rows if r["status"] == "certified"]
    [('0.1', 1, 2), ('0.2', 2, 1), ('0.3', 2, 0), ('0.4', 34, 54)]
    >>> run.rows[2]["codes"]
    ['0.3', '0.5', '0.7']

    References
    ----------
    R. K. Guy and C. A. B. Smith (1956), the periodicity theorem for octal games; A. Gangolli and
    T. Plambeck (1989) and A. Flammenkamp's tables, the sparse-space phenomenon.
    """
    from pathlib import Path

    folder = check_folder(report)
    published = read_published(compare_with) if compare_with is not None else None
    kw: dict[str, Any] = {} if slice_seconds is None else {"slice_seconds": slice_seconds}
    run = run_survey(folder, family=family, digits=digits, prefix=prefix, n=n, seconds=seconds, workers=workers,
                     scheduler=scheduler, progress=progress, **kw)
    rows = merge_rows(Path(folder), run.records)
    comparison = compare(Path(folder), run.records, published) if published is not None else None
    missing = len(run.codes) - len(run.records)
    meta = [f"Every octal game with at most {digits} code digits after the point"
            + (f" and {prefix} before it" if prefix != "0" else "")
            + f": {len(run.codes)} games, {len(rows)} rows after merging games with equal values.",
            f"Each game was computed until the Guy–Smith theorem certified its period, or to n = {n:,}"
            + (f", or for {seconds:g} s" if seconds else "") + "."]
    if missing:
        meta.append(f"{missing} games are missing from this table: "
                    + ("the run was interrupted; run the same command again to resume." if run.interrupted else
                       "; ".join(f"{c}: {e}" for c, e in list(run.errors.items())[:5])))
    title = f"Survey of octal games with at most {digits} digits" + (f" (prefix {prefix})" if prefix != "0" else "")
    write_tables(Path(folder), rows, title=title, meta=meta, comparison=comparison)
    run.rows, run.comparison = rows, comparison
    return run
