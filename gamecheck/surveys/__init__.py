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
    """Survey a family of games and write its tables (see :func:`gamecheck.surveys.run.run_survey`
    for the options and ``docs/howto/survey.md`` for what is written).

    Args:
        family, digits, prefix, n, seconds, workers, scheduler, slice_seconds, progress: as
            :func:`~gamecheck.surveys.run.run_survey`.
        report: the report folder (the store and the tables).
        compare_with: a published table (a CSV file, see :mod:`gamecheck.surveys.tables`) to
            compare with; the comparison goes into ``survey.md``, ``survey.json`` and
            ``comparison.md``.

    Returns:
        the :class:`~gamecheck.surveys.run.SurveyRun`, with ``rows`` (the merged table) and
        ``comparison`` set as attributes (``comparison`` ``None`` without a table).

    Raises:
        UsageError: an option out of range or a bad published table (exit 2).
        ResourceLimitError: the folder cannot be written; the Dask scheduler cannot be reached.
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
    run.rows = rows  # type: ignore[attr-defined]
    run.comparison = comparison  # type: ignore[attr-defined]
    return run
