"""``gamecheck recheck [REPORTS_DIR]``: re-check every proof certificate of an audit, with no solver.

Each ``REPORTS_DIR/certificates/*.drat.xz`` is decompressed, its SHA-256 compared with
``REPORTS_DIR/smt2/<same name>.smt2``, and its DRAT proof checked by gamecheck's own checker
(:func:`gamecheck.prover.certificate.recheck_folder`).  No SMT or SAT solver is called.

Registered in :mod:`gamecheck.cli.main` by ``main.add_command(recheck_cmd)``; this module does not
import ``main`` (no import cycle), so errors raised here reach ``GamecheckGroup``'s one-line
handling when it runs as a sub-command.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from gamecheck.cli.render import console, err_console
from gamecheck.errors import GamecheckError
import gamecheck as gc

__all__ = ["recheck_cmd"]


@click.command("recheck")
@click.argument("reports_dir", default="reports", required=False, metavar="[REPORTS_DIR]")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of text.")
def recheck_cmd(reports_dir: str, as_json: bool) -> None:
    """Re-check every proof certificate under REPORTS_DIR/certificates without any solver.

    Each certificate's CNF and DRAT proof are read back, its SHA-256 compared with the query in
    REPORTS_DIR/smt2/, and the proof checked by gamecheck's own DRAT checker. Exit 0 when every
    certificate passes, 1 when one fails, 2 on bad input (a missing folder).

    \b
      gamecheck recheck
      gamecheck recheck reports --json
    """
    try:
        folder = Path(reports_dir) / "certificates"
        total = len(list(folder.glob("*" + gc.CERTIFICATE_SUFFIX))) if folder.is_dir() else 0
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=err_console, transient=True, disable=not err_console.is_terminal) as prog:
            task = prog.add_task("rechecking", total=total)
            seen = [0]

            def step(name: str) -> None:
                if seen[0]:
                    prog.advance(task)
                seen[0] += 1
                prog.update(task, description=f"rechecking {name}")

            results = gc.recheck_folder(reports_dir, progress=step)
    except GamecheckError as exc:
        if not _inside_group():
            _fail_alone(str(exc), exc.exit_code, as_json)
        raise
    failed = [(p, msg) for p, ok, msg in results if not ok]
    if as_json:
        click.echo(json.dumps({"reports": reports_dir, "certificates": len(results), "failed": len(failed),
                               "results": [{"file": str(p), "ok": ok, "message": msg} for p, ok, msg in results]},
                              indent=2, ensure_ascii=False))
    else:
        for p, msg in failed:
            console.print(f"[bold red]FAIL[/] {escape(p.name)}: {escape(' '.join(msg.split()))}", soft_wrap=True)
        passed = len(results) - len(failed)
        tail = "all pass" if not failed else f"{len(failed)} fail"
        console.print(f"{len(results)} certificate(s) rechecked without any solver: {passed} pass, {tail}")
    sys.exit(1 if failed else 0)


def _inside_group() -> bool:
    """Whether the command runs under a parent group (``gamecheck recheck``), whose error
    handling prints the one-line message."""
    ctx = click.get_current_context(silent=True)
    return ctx is not None and ctx.parent is not None


def _fail_alone(message: str, code: int, as_json: bool) -> None:
    """Run on its own (not under ``gamecheck``): one line on stderr, the exit status."""
    line = " ".join(message.split())
    err_console.print("[bold red]error:[/] " + escape(line), soft_wrap=True)
    if as_json:
        click.echo(json.dumps({"error": line, "exit_status": code}))
    sys.exit(code)
