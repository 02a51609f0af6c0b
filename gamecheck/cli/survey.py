"""``gamecheck survey octal --digits D``: every octal game with at most D code digits, explored,
stored, tabulated and compared with a published table (:func:`gamecheck.surveys.survey`).

Registered in :mod:`gamecheck.cli.main` by ``main.add_command(survey_cmd)``; this module does not
import ``main`` (no import cycle). It reaches the library through ``gamecheck``'s lazily loaded
names only.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

import gamecheck as gc
from gamecheck.cli.render import console, err_console
from gamecheck.cli.render import text as escape
from gamecheck.errors import UsageError
from gamecheck.cli.signals import interrupt_status

__all__ = ["survey_cmd"]


class HeapBound(click.ParamType):
    """A heap size: a whole number or a power of two written ``2^K`` (``2^20``)."""

    name = "N"

    def convert(self, value: Any, param: Any, ctx: Any) -> int:
        text = str(value).strip().replace("_", "")
        m = re.fullmatch(r"2\^(\d{1,2})", text)
        if m:
            return 1 << int(m.group(1))
        if re.fullmatch(r"\d{1,12}", text):
            return int(text)
        raise UsageError(f"--n {value} is not allowed; give a heap size such as 100000 or 2^20")


@click.command("survey")
@click.argument("family", type=click.Choice(["octal"]), metavar="FAMILY")
@click.option("--digits", type=click.IntRange(1, 6), required=True,
              help="Every code with at most this many digits after the point (1-6).")
@click.option("--prefix", type=click.Choice(["0", "4"]), default="0", show_default=True,
              help="The digit before the point: 4 surveys the codes 4.ddd (a move may also split a heap in two).")
@click.option("--n", "n", type=HeapBound(), default="2^16", show_default=True,
              help="Compute each game until its period is certified or to heap N (a number or 2^K).")
@click.option("--time", "seconds", type=float, default=None,
              help="Each game's time budget in seconds (then a game may stop short of N: the table depends on "
                   "the machine's speed).")
@click.option("--report", "report", type=click.Path(file_okay=False), default="survey", show_default=True,
              metavar="DIR", help="The report folder: the store (survey.sqlite, values/) and the tables.")
@click.option("--compare", "compare_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Compare with a published table (CSV: code, preperiod, period, values, ...; see "
                   "docs/howto/survey.md) and list every disagreement.")
@click.option("--workers", type=click.IntRange(1, 256), default=None,
              help="Local worker processes [default: the CPUs].")
@click.option("--scheduler", default=None, metavar="ADDRESS",
              help="Run on a Dask cluster (tcp://HOST:PORT) [default: DASK_SCHEDULER_ADDRESS, else local processes].")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of text.")
def survey_cmd(family: str, digits: int, prefix: str, n: int, seconds: float | None, report: str,
               compare_file: str | None, workers: int | None, scheduler: str | None, as_json: bool) -> None:
    """Survey every game of FAMILY (octal) with at most --digits code digits.

    Each game is computed until the Guy–Smith theorem certifies its period, or to heap --n
    (or for --time seconds). Work goes to local processes or a Dask cluster a slice (at most a
    minute) at a time, and every slice is stored in --report DIR before the next is sent:
    Ctrl-C, a killed process or a lost worker loses at most one slice per game, and the same
    command run again resumes. The tables (survey.md, survey.html, survey.csv, survey.json and a
    page per game) are written at the end.
    """
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=err_console, transient=True, disable=not err_console.is_terminal or as_json)
    with bar:
        task = bar.add_task("games", total=None)

        def progress(state: dict[str, Any]) -> None:
            running = state["running"]
            shown = ", ".join(running[:4]) + (" ..." if len(running) > 4 else "")
            bar.update(task, total=state["total"], completed=state["done"],
                       description=f"games (running: {shown or '-'})")

        run = gc.survey(family, digits=digits, prefix=prefix, n=n, seconds=seconds, report=report,
                        compare_with=compare_file, workers=workers, scheduler=scheduler, progress=progress)
    rows = run.rows
    cmp = run.comparison
    certified = sum(1 for r in rows if r["status"] == "certified")
    summary = {"games": len(run.codes), "rows": len(rows), "certified": certified,
               "not_settled": len(rows) - certified, "reused": run.reused, "resumed": run.resumed,
               "computed": run.computed, "errors": run.errors, "seconds": round(run.seconds, 2),
               "where": run.where, "interrupted": run.interrupted, "report": str(run.folder)}
    if cmp is not None:
        summary["comparison"] = {"compared": cmp["compared"], "agree": cmp["agree"],
                                 "disagreements": len(cmp["disagreements"]), "unconfirmed": len(cmp["unconfirmed"]),
                                 "settled_here": cmp["settled_here"]}
    if as_json:
        click.echo(json.dumps({"summary": summary, "rows": rows, "comparison": cmp}, sort_keys=True))
    else:
        console.print(f"survey of {len(run.codes)} octal games (at most {digits} digits"
                      + (f", prefix {prefix}" if prefix != "0" else "") + f"), n up to {n:,}: "
                      f"{len(rows)} rows after merging equal values: {certified} certified, {len(rows) - certified} not "
                      f"settled", soft_wrap=True)
        console.print(f"  {run.computed} computed, {run.reused} taken from the store, {run.resumed} resumed from "
                      f"stored values; {run.seconds:.1f} s on {escape(run.where)}", soft_wrap=True)
        if cmp is not None:
            console.print(f"  compared with {escape(compare_file or '')}: {cmp['compared']} games, {cmp['agree']} "
                          f"agree, {len(cmp['disagreements'])} disagree, {len(cmp['unconfirmed'])} not reached"
                          + (f"; certified here, unsolved there: {', '.join(cmp['settled_here'])}"
                             if cmp["settled_here"] else ""), soft_wrap=True)
            for d in cmp["disagreements"][:20]:
                for i in d["issues"]:
                    fh = "" if i.get("first_heap") is None else f" (first differs at n = {i['first_heap']:,})"
                    console.print(f"    {d['code']}: {i['what']}: published {escape(str(i['published']))}, "
                                  f"computed {escape(str(i['computed']))}{fh}", soft_wrap=True)
        for code, err in run.errors.items():
            err_console.print(f"[bold red]error:[/] {escape(code)}: {escape(err)}", soft_wrap=True)
        console.print(f"  tables: {escape(str(run.folder))}/survey.md, survey.html, survey.csv, survey.json, games/",
                      soft_wrap=True)
    if run.interrupted:
        err_console.print("interrupted: every finished slice is stored; run the same command again to resume",
                          soft_wrap=True)
        sys.exit(interrupt_status())
    sys.exit(1 if run.errors else 0)
