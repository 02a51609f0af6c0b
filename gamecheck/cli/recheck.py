"""``gamecheck recheck [REPORTS_DIR]``: re-derive a committed audit from its claims and name every
change made to it (:func:`gamecheck.recheck.recheck_audit`: the checks re-run, the proofs' queries
re-encoded with the recorded answers, the certificates re-checked against the re-encoded queries;
no SMT or SAT solver is asked). ``--certificates-only`` re-checks each
``REPORTS_DIR/certificates/*.drat.xz`` against ``REPORTS_DIR/smt2/<same name>.smt2`` only
(:func:`gamecheck.prover.certificate.recheck_folder`), for a report folder of one's own claims.

Every certificate is checked twice: by gamecheck's own DRAT checker and by the independent
``dratify`` (a dependency); each certificate's line names both results, and it passes only when
both accept it. Without dratify installed, nothing passes and the output says why.

Registered in :mod:`gamecheck.cli.main` by ``main.add_command(recheck_cmd)``; this module does not
import ``main`` (no import cycle), so errors raised here reach ``GamecheckGroup``'s one-line
handling when it runs as a sub-command.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from gamecheck.cli.render import text as escape  # markup and control characters escaped
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from gamecheck.cli.render import console, err_console
from gamecheck.errors import GamecheckError, ResourceLimitError, UsageError
import gamecheck as gc

__all__ = ["recheck_cmd"]


@click.command("recheck")
@click.argument("reports_dir", default="reports", required=False, metavar="[REPORTS_DIR]")
@click.option("--claim", "ids", multiple=True, metavar="ID", help="Re-derive only this claim (repeatable).")
@click.option("--no-checks", is_flag=True, help="Do not re-run the exhaustive checks (the proofs, queries and "
              "certificates are still re-derived).")
@click.option("--certificates-only", is_flag=True, help="Only re-check the DRAT certificates against the stored "
              "SMT-LIB files (a report folder of claims that are not the catalogue's).")
@click.option("--solvers", "ask_solvers", is_flag=True, help="Also ask every recorded sat/unsat answer again of the "
              "solver that gave it, under the claim's budget: the same status and resource count must come out "
              "(costs about what the proofs cost).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of text.")
def recheck_cmd(reports_dir: str, ids: tuple[str, ...], no_checks: bool, certificates_only: bool, ask_solvers: bool,
                as_json: bool) -> None:
    """Re-derive the audit in REPORTS_DIR from its claims and name every change made to it.

    For every claim of the catalogue: its check is run again and its whole record compared
    with results.json; the queries of its proof are re-encoded from the claim (the solvers'
    answers taken from results.json, no solver asked) and compared byte for byte with
    REPORTS_DIR/smt2/, and the verdict derived again from those answers; each certificate is
    re-checked against the re-encoded query by two DRAT checkers, gamecheck's own and the
    independent dratify (both must accept; each certificate's line names both results). Files
    no record names are listed. Exit 0 when nothing differs, 1 when something does, 2 on bad input.

    \b
      gamecheck recheck
      gamecheck recheck reports --claim 000.nim.one-heap --json
      gamecheck recheck my-report --certificates-only
      gamecheck recheck reports --solvers
    """
    at = [""]  # the certificate or claim being re-checked, for an out-of-memory message
    try:
        if certificates_only:
            if ids or no_checks or ask_solvers:
                raise UsageError("--certificates-only re-checks certificates only; --claim, --no-checks and --solvers "
                                 "do not apply to it")
            _certificates(reports_dir, as_json, at)
            return
        if Path(reports_dir).is_dir() and not (Path(reports_dir) / "results.json").exists():
            raise UsageError(f"'{reports_dir}' has no results.json: it is not an audit's report folder (or its record "
                             "was removed); give --certificates-only to re-check its certificates alone")
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=err_console, transient=True, disable=not err_console.is_terminal) as prog:
            task = prog.add_task("re-deriving", total=len(ids) or None)
            seen = [0]

            def step(name: str) -> None:
                if seen[0]:
                    prog.advance(task)
                seen[0] += 1
                at[0] = f"claim {name}"
                prog.update(task, description=f"re-deriving {name}")

            result = gc.recheck_audit(reports_dir, ids, checks=not no_checks, progress=step)
            replay = None
            if ask_solvers:
                from gamecheck.solver_replay import replay_answers  # lazy: heavy (the solvers, only for --solvers)

                task2 = prog.add_task("asking the solvers again", total=None)
                replay = replay_answers(reports_dir, ids, progress=lambda name: prog.update(
                    task2, advance=1, description=f"asking again: {name}"))
    except MemoryError:
        # each certificate's own check fails on its own when it does not fit; this is anything else
        what = "the certificates" if certificates_only else "the audit"
        exc = ResourceLimitError(f"the memory ran out while re-checking {what} in '{reports_dir}'"
                                 f"{f' (at {at[0]})' if at[0] else ''}: it does not fit in this machine's memory; "
                                 "nothing was accepted")
        if not _inside_group():
            _fail_alone(str(exc), exc.exit_code, as_json)
        raise exc from None
    except GamecheckError as exc:
        if not _inside_group():
            _fail_alone(str(exc), exc.exit_code, as_json)
        raise
    if as_json:
        doc = dict(result.to_json(), reports=reports_dir)
        if replay is not None:
            doc["solvers"] = replay.to_json()
            doc["ok"] = bool(doc.get("ok", result.ok)) and replay.ok
        click.echo(json.dumps(doc, indent=2, ensure_ascii=False))
    else:
        for c in result.certificate_checks:
            g, s = c["gamecheck"], c["second"]
            console.print(f"{'[green]ok[/]' if c['ok'] else '[bold red]FAIL[/]'} {escape(c['file'])}: gamecheck "
                          f"{_verdict(g)}, {escape(s['checker'])} {_verdict(s)}", soft_wrap=True)
        for f in result.findings:
            console.print(f"[bold red]CHANGED[/] {escape(f.subject)}: {escape(' '.join(f.message.split()))}",
                          soft_wrap=True)
        what = (f"{result.claims} claim(s) re-derived{'' if not no_checks else ' (checks not re-run)'}, "
                f"{result.proofs} proof(s) replayed, {result.queries} query(ies) re-encoded, "
                f"{result.certificates} certificate(s) re-checked, {result.checked_twice} accepted by both checkers "
                f"(gamecheck and {result.second_checker or 'dratify: NOT INSTALLED'})")
        tail = "nothing differs" if result.ok else f"{len(result.findings)} difference(s)"
        console.print(f"{what}: {tail}.", soft_wrap=True)
        if result.rests_on_answers:
            console.print(f"not re-derived: {result.rests_on_answers} unsat answer(s) with no certificate (integer "
                          "arithmetic, quantifiers or too large to store), which rest on two solvers' recorded "
                          "answers.", soft_wrap=True)
        if result.sat_models:
            console.print(f"{result.sat_models} proof(s) with a sat answer: z3 was asked for its model (a model is its "
                          "own certificate), which the prover replayed through the ruleset.", soft_wrap=True)
        if replay is not None:
            for c, q, solver, was, now in replay.differences:
                console.print(f"[bold red]CHANGED[/] {escape(c)}: {escape(solver)} on {escape(q)} answered "
                              f"{now[0]} with {now[1]:,} units, recorded {was[0]} with {was[1]:,}", soft_wrap=True)
            for name in replay.missing:
                console.print(f"[bold red]MISSING[/] smt2/{escape(name)}", soft_wrap=True)
            versions = ", ".join(f"{k} {v}" for k, v in replay.versions.items())
            console.print(f"{replay.answers} recorded solver answer(s) asked again ({versions}): "
                          + ("every one the same." if replay.ok else f"{len(replay.differences)} differ, "
                             f"{len(replay.missing)} file(s) missing."), soft_wrap=True)
    sys.exit(0 if result.ok and (replay is None or replay.ok) else 1)


def _certificates(reports_dir: str, as_json: bool, at: list[str]) -> None:
    """``--certificates-only``: every certificate against its stored SMT-LIB file (``at[0]``:
    the one being re-checked)."""
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
            at[0] = name
            prog.update(task, description=f"rechecking {name}")

        results = gc.recheck_folder(reports_dir, progress=step)
    failed = [(p, msg) for p, ok, msg in results if not ok]
    if as_json:
        click.echo(json.dumps({"reports": reports_dir, "certificates": len(results), "failed": len(failed),
                               "results": [{"file": str(p), "ok": ok, "message": msg} for p, ok, msg in results]},
                              indent=2, ensure_ascii=False))
    else:
        for p, ok, msg in results:
            head = "[green]ok[/]" if ok else "[bold red]FAIL[/]"
            console.print(f"{head} {escape(p.name)}: {escape(' '.join(msg.split()))}", soft_wrap=True)
        passed = len(results) - len(failed)
        tail = "all pass" if not failed else f"{len(failed)} fail"
        console.print(f"{len(results)} certificate(s) rechecked without any solver, each by two DRAT checkers "
                      f"(gamecheck's and dratify; a pass needs both): {passed} pass, {tail}")
    sys.exit(1 if failed else 0)


def _verdict(r: dict) -> str:
    """One checker's result in a word and its time: ``accepts (0.21 s)``, ``REJECTS``, ``not run``."""
    if r.get("ok") is None:
        return "NOT RUN (" + escape(str(r.get("message", ""))) + ")"
    return f"{'accepts' if r['ok'] else 'REJECTS'} ({r.get('seconds', 0):.2f} s)"


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
