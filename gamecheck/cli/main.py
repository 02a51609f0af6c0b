"""The ``gamecheck`` command line (click). Thin: all logic lives in the library.

Exit status: 0 completed and every verdict as expected; 1 completed with a verdict
that differs from a claim's expectation; 2 bad usage or input; 3 a resource limit.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, Sequence

import click
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from gamecheck import __version__
from gamecheck.errors import GamecheckError, UsageError

__all__ = [
    "ENGINE_OPTION", "JSON_OPTION", "Seconds", "Count", "COUNT", "ruleset_options", "build_ruleset",
    "parse_position", "write_atomic", "emit_json", "GamecheckGroup", "main", "rulesets_cmd", "solve_cmd",
    "graph_cmd", "print_results", "check_cmd", "verify_cmd", "label_cmd", "explore_cmd", "prove_cmd",
]

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)

ENGINE_OPTION = click.option(
    "--engine", type=click.Choice(["auto", "arrays", "networkx", "compact"]), default="auto", show_default=True,
    help="Game-graph engine: compact (numba, large domains), numpy arrays, or networkx (inspectable); "
         "results are identical. auto: compact from 50,000 positions when numba is installed.",
)
JSON_OPTION = click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of text.")


def _opt_name(param: Any) -> str:
    opts = getattr(param, "opts", None) or [getattr(param, "name", "value")]
    return max(opts, key=len)


class Seconds(click.ParamType):
    """A finite number of seconds in ``[low, high]`` (``nan`` and ``inf`` are refused)."""

    name = "seconds"

    def __init__(self, low: float = 0.001, high: float = 86_400.0):
        self.low, self.high = low, high

    def convert(self, value: Any, param: Any, ctx: Any) -> float:
        try:
            x = float(value)
        except (TypeError, ValueError):
            x = float("nan")
        if not self.low <= x <= self.high:  # also false for nan
            raise UsageError(f"{_opt_name(param)} {value} is not allowed; give seconds from {self.low:g} to {self.high:g}")
        return x


class Count(click.ParamType):
    """A whole number in ``[low, high]`` (a bound, a size, a count)."""

    name = "integer"

    def __init__(self, low: int = 0, high: int | None = None):
        self.low, self.high = low, high

    def convert(self, value: Any, param: Any, ctx: Any) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            x = value
        else:
            try:
                x = int(str(value).strip().replace("_", ""), 10)
            except ValueError:
                raise UsageError(f"{_opt_name(param)} {value} is not allowed; give a whole number") from None
        if x < self.low or (self.high is not None and x > self.high):
            span = f"from {self.low} to {self.high}" if self.high is not None else (
                "a non-negative integer" if self.low == 0 else f"an integer >= {self.low}")
            raise UsageError(f"{_opt_name(param)} {value} is not allowed; give {span}")
        return x


#: a count or bound: a whole number >= 0
COUNT = Count(0)


def ruleset_options(f):
    """The options that parameterise a ruleset on the command line."""
    f = click.option("-p", "--param", "params", multiple=True, metavar="KEY=VALUE",
                     help="A ruleset parameter, e.g. -p heaps=3 (repeatable).")(f)
    f = click.option("-m", "m", type=Count(1), default=None, help="Bash: the most one move may take.")(f)
    f = click.option("--set", "subset", default=None, metavar="S",
                     help="Subtraction set, e.g. 1,3,6 or 1..4.")(f)
    return f


def build_ruleset(name: str, subset: str | None, m: int | None, params: Sequence[str], heaps: int | None = None):
    from gamecheck.games import make_ruleset, parse_param_options

    p = parse_param_options(params)
    if heaps is not None:
        p["heaps"] = heaps
    if subset is not None:
        p["set"] = subset
    if m is not None:
        p["m"] = m
    return make_ruleset(name, p)


def parse_position(values: Sequence[str]) -> tuple[int, ...]:
    out = []
    for v in values:
        for part in v.replace(",", " ").split():
            try:
                x = int(part)
            except ValueError:
                raise UsageError(f"position value '{part}' is not an integer; give non-negative integers like 11 6 10 8") from None
            if x < 0:
                raise UsageError(f"position value '{part}' is negative; heap sizes are non-negative integers")
            out.append(x)
    if not out:
        raise UsageError("no position given; give the heap sizes, e.g. `gamecheck solve nim 3 4 5`")
    return tuple(out)


def write_atomic(path: str | Path, text: str) -> None:
    """Write a file the user named atomically (temporary file in the same folder, then
    rename); its folder must exist."""
    from gamecheck.atomic import atomic_write_text

    atomic_write_text(path, text, make_parents=False)


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


def _one_line(text: str) -> str:
    """A message folded onto one line (the error standard: one line on stderr)."""
    return " ".join(str(text).split())


class GamecheckGroup(click.Group):
    """Runs a command and turns every failure into one line on stderr (and, with
    ``--json``, one JSON object on stdout) with the documented exit status:

    * 2 -- bad usage or input (click's own usage errors included);
    * 3 -- a resource limit (a domain too large, out of memory, a time limit);
    * 130 -- interrupted (Ctrl-C): files are written atomically, so nothing is left
      half-written;
    * 1 -- an internal error (a bug in gamecheck), reported as such on one line;
      ``GAMECHECK_DEBUG=1`` shows the traceback.
    """

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:
        own_process = args is None  # run as the `gamecheck` program (not, say, by click's CliRunner)
        if own_process:
            # a terminal or pipe that cannot show "misère" or a box-drawing line gets a
            # replacement character instead of an encoding error
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.reconfigure(errors="replace")  # type: ignore[union-attr]
                except (AttributeError, ValueError):
                    pass
        args = list(sys.argv[1:] if args is None else args)
        as_json = "--json" in args
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
            code = rv if isinstance(rv, int) and not isinstance(rv, bool) else 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        except (click.exceptions.Abort, KeyboardInterrupt):
            code = _fail("interrupted", 130, as_json)
        except click.ClickException as exc:
            cmd = getattr(getattr(exc, "ctx", None), "command_path", "gamecheck")
            code = _fail(f"{exc.format_message()} (see '{cmd} --help')", 2, as_json)
        except GamecheckError as exc:
            code = _fail(str(exc), exc.exit_code, as_json)
        except MemoryError:
            code = _fail("out of memory: the work does not fit in this machine's memory; lower the bound or the "
                         "number of heaps", 3, as_json)
        except RecursionError:
            code = _fail("the input is nested too deeply to process; simplify the rule or ruleset spec", 2, as_json)
        except OSError as exc:
            what = f"'{exc.filename}': " if getattr(exc, "filename", None) else ""
            code = _fail(f"cannot read or write {what}{exc.strerror or exc}", 2, as_json)
        except Exception as exc:  # noqa: BLE001 - the last resort: never a traceback
            if os.environ.get("GAMECHECK_DEBUG"):
                raise
            tb = exc.__traceback__
            while tb is not None and tb.tb_next is not None:
                tb = tb.tb_next
            where = f" at {Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno}" if tb is not None else ""
            code = _fail(f"internal error (a bug in gamecheck, please report it): {type(exc).__name__}: {exc}{where}; "
                         "GAMECHECK_DEBUG=1 shows the traceback", 1, as_json)
        if code == 130 and own_process:
            # interrupted: every file was closed (or its temporary file removed) as the
            # interrupt unwound; leave without running finalizers, since a z3 context torn
            # down mid-query can crash the interpreter's shutdown
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(130)
        if standalone_mode:
            sys.exit(code)
        return code


def _fail(message: str, code: int, as_json: bool) -> int:
    """Report an error: one line on stderr; with ``--json`` also a JSON object on stdout."""
    line = _one_line(message)
    err_console.print("[bold red]error:[/] " + escape(line), soft_wrap=True)
    if as_json:
        click.echo(json.dumps({"error": line, "exit_status": code}))
    return code


@click.group(cls=GamecheckGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="gamecheck")
def main() -> None:
    """gamecheck: check theorems and explore conjectures about impartial games.

    \b
    Examples:
      gamecheck solve nim 11 6 10 8
      gamecheck solve subtraction --set 1,3,6 16
      gamecheck graph nim 3 3 --format dot
      gamecheck check my-claims.toml
      gamecheck verify
      gamecheck explore octal 0.77

    \b
    Exit status: 0 done (every verdict as expected), 1 a verdict differs from its
    claim's expectation (or an internal error), 2 bad usage or input, 3 a resource
    limit (memory or time, refused before starting), 130 interrupted (Ctrl-C).
    Errors are one line on stderr; with --json also a JSON object on stdout.
    """


# -- rulesets ------------------------------------------------------------------------------------

@main.command("rulesets")
@JSON_OPTION
def rulesets_cmd(as_json: bool) -> None:
    """List the rulesets, their aliases and parameters."""
    from gamecheck.games import list_rulesets

    items = list_rulesets()
    if as_json:
        emit_json(items)
        return
    t = Table(title="rulesets")
    t.add_column("name")
    t.add_column("aliases")
    t.add_column("parameters")
    t.add_column("description")
    for it in items:
        t.add_row(it["name"], ", ".join(it["aliases"]), "; ".join(f"{k}: {v}" for k, v in it["params"].items()),
                  it["summary"])
    console.print(t)
    console.print("Sums: a spec like 'sum(nim, subtraction(set=[1,3,6]))' (one heap per component unless heaps=K).")


# -- solve ---------------------------------------------------------------------------------------

@main.command("solve")
@click.argument("ruleset")
@click.argument("position", nargs=-1, required=True)
@ruleset_options
@click.option("--misere", is_flag=True, help="Misère play: the player who makes the last move loses.")
@ENGINE_OPTION
@JSON_OPTION
def solve_cmd(ruleset: str, position: tuple[str, ...], subset, m, params, misere: bool, engine: str, as_json: bool) -> None:
    """Solve POSITION: outcome, Grundy value, remoteness and every winning move.

    \b
    RULESET is a name or spec (see `gamecheck rulesets`); POSITION the heap sizes.
      gamecheck solve nim 11 6 10 8
      gamecheck solve subtraction --set 1,3,6 16
      gamecheck solve bash -m 3 10
      gamecheck solve 'sum(nim, bash(m=2))' 5 7
    """
    from gamecheck.engine.analysis import analyse_position, nim_columns
    from gamecheck.games import Nim

    rs = build_ruleset(ruleset, subset, m, params)
    pos = parse_position(position)
    rep = analyse_position(rs, pos, engine)
    misere = misere or bool(getattr(rs, "misere", False))
    is_nim = isinstance(rs, Nim)
    if as_json:
        data = rep.to_json(misere=misere)
        if is_nim:
            # binary columns and the nim-sum are normal-play figures
            (data["normal"] if misere else data)["nim_columns"] = nim_columns(rep.position)
        emit_json(data)
        return
    fmtp = lambda p: "(" + ", ".join(map(str, p)) + ")"  # noqa: E731
    play = "misère" if misere else "normal"
    outcome = rep.misere_outcome if misere else rep.outcome
    rem = rep.misere_remoteness if misere else rep.remoteness
    wins = rep.misere_winning_moves if misere else rep.winning_moves
    meaning = {"P": "the player to move loses", "N": "the player to move wins", "D": "a draw"}[outcome]
    console.print(f"[bold]{escape(rep.ruleset.spec())}[/] position [bold]{fmtp(rep.position)}[/], {play} play")
    console.print(f"  outcome:      [bold]{outcome}[/] ({meaning}{', misère play' if misere else ''})")
    console.print(f"  remoteness:   {rem if rem is not None else 'infinite (draw)'}")
    # the Grundy value is a normal-play figure: under misère play it is shown only labelled as such
    g_text = rep.grundy if rep.grundy is not None else "undefined (loopy)"
    if misere:
        console.print(f"  Grundy value of normal play (not a misère figure): {g_text}")
    else:
        console.print(f"  Grundy value: {g_text}")
    if is_nim:
        cols = nim_columns(rep.position)
        t = Table(title="binary columns" + (" (the nim-sum, a normal-play figure)" if misere else ""), show_edge=False)
        t.add_column("")
        t.add_column("value", justify="right")
        t.add_column("binary", justify="right")
        for heap, value, bits in cols["rows"]:
            t.add_row(f"heap {heap}", str(value), bits)
        t.add_row("[bold]nim-sum[/]", f"[bold]{cols['nim_sum']}[/]", f"[bold]{cols['nim_sum_bits']}[/]")
        t.add_row("1s per column", "", "".join(str(s % 10) for s in cols["column_sums"]))
        console.print(t)
        if misere:
            big = sum(1 for h in rep.position if h > 1)
            ones = sum(1 for h in rep.position if h == 1)
            if big:
                console.print("  misère Nim (Bouton 1901): a heap has more than 1 counter, so the player to move loses "
                              f"exactly when the nim-sum is 0 (here {cols['nim_sum']}); a winning move makes it 0, "
                              "unless that would leave only heaps of size 0 and 1, where it leaves an odd number of 1s.")
            else:
                console.print(f"  misère Nim (Bouton 1901): every heap has at most 1 counter; the player to move loses "
                              f"exactly when the number of 1s is odd (here {ones}).")
        elif cols["nim_sum"]:
            console.print(f"  odd columns (bit): {', '.join(map(str, cols['unbalanced']))}; a winning move makes every column even.")
        else:
            console.print("  every column has an even number of 1s: nim-sum 0.")
    elif len(rep.position) == 1 and rep.grundy is not None:
        vals = ", ".join(f"{mv.description} -> g={g}" for mv, g in rep.option_grundy[:12])
        if vals:
            label = "options' Grundy values (normal play)" if misere else "options' Grundy values"
            console.print(f"  {label}: {vals}{' ...' if len(rep.option_grundy) > 12 else ''}")
    console.print(f"  winning moves{' (misère play)' if misere else ''} ({len(wins)}):" if wins
                  else f"  winning moves{' (misère play)' if misere else ''}: none")
    for mv in wins:
        console.print(f"    {escape(mv.description):<28} -> {fmtp(mv.position)}")
    other = rep.outcome if misere else rep.misere_outcome
    console.print(f"  ({'normal' if misere else 'misère'} play: {other}; {rep.positions_examined:,} positions examined)")


# -- graph ---------------------------------------------------------------------------------------

@main.command("graph")
@click.argument("ruleset")
@click.argument("position", nargs=-1, required=True)
@ruleset_options
@click.option("--format", "fmt", type=click.Choice(["graphml", "json", "dot"]), default="json", show_default=True)
@click.option("--bound", type=COUNT, default=None,
              help="Use every position with each part <= BOUND instead of those reachable from POSITION.")
@click.option("--labels/--no-labels", default=True, show_default=True, help="Attach outcome and Grundy labels to nodes.")
@click.option("--misere", is_flag=True, help="Label for misère play (normal-play figures are kept, labelled as such).")
@click.option("--out", "out", type=click.Path(dir_okay=False), default=None, help="Write to this file (atomically).")
def graph_cmd(ruleset, position, subset, m, params, fmt, bound, labels, misere, out) -> None:
    """Export the game graph of the positions reachable from POSITION.

    \b
      gamecheck graph nim 3 3 --format dot
      gamecheck graph subtraction --set 1,2 7 --format graphml --out g.graphml
    """
    from gamecheck.domain import box_domain, reachable_domain
    from gamecheck.errors import ResourceLimitError
    from gamecheck.engine.graph import MAX_EXPORT_OPTIONS, MAX_EXPORT_POSITIONS, build_digraph, export_graph
    from gamecheck.engine.label import estimate_options, label_domain

    rs = build_ruleset(ruleset, subset, m, params)
    pos = parse_position(position)
    rs = rs.with_arity(len(pos))
    pos = rs.validate(pos)
    if bound is not None:
        if bound < 0:
            raise UsageError(f"--bound {bound} is negative; give a non-negative integer")
        domain = box_domain(rs, bound)
    else:
        domain = reachable_domain(rs, [pos], max_positions=MAX_EXPORT_POSITIONS, max_options=MAX_EXPORT_OPTIONS)
    if domain.size > MAX_EXPORT_POSITIONS:
        raise ResourceLimitError(
            f"the graph has {domain.size:,} positions; export is for inspection, at most {MAX_EXPORT_POSITIONS:,}"
        )
    moves = estimate_options(rs, domain)
    if moves > MAX_EXPORT_OPTIONS:
        raise ResourceLimitError(
            f"the graph has about {moves:,} moves; export is for inspection, at most {MAX_EXPORT_OPTIONS:,}")
    g = build_digraph(rs, domain)
    lab = label_domain(rs, domain) if labels else None
    text = export_graph(g, fmt, lab, misere=misere or bool(getattr(rs, "misere", False)))
    if out:
        write_atomic(out, text)
        err_console.print(f"wrote {out}: {g.number_of_nodes():,} positions, {g.number_of_edges():,} moves ({fmt})")
    else:
        click.echo(text, nl=False)


# -- check / verify ------------------------------------------------------------------------------

def _run_claims(claims, engine: str, as_json: bool, title: str, check=None) -> int:
    from gamecheck.checker.serial import check_claim, exit_status

    check = check or check_claim
    results = []
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=err_console, transient=True, disable=not err_console.is_terminal) as prog:
        task = prog.add_task("checking", total=len(claims))
        for c in claims:
            prog.update(task, description=f"checking {c.id}")
            results.append(check(c, engine))
            prog.advance(task)
    if as_json:
        emit_json([r.to_json() for r in results])
    else:
        print_results(results, title)
    return _resource_note(results, exit_status(results))


def _resource_note(results, code: int) -> int:
    """With exit status 3, one line on stderr says which claims a resource limit left
    inconclusive (the verdicts themselves are on stdout)."""
    if code == 3:
        limited = [r for r in results if r.resource_limited]
        first = limited[0]
        more = f" (and {len(limited) - 1} more)" if len(limited) > 1 else ""
        err_console.print("[bold red]resource limit:[/] " + escape(_one_line(
            f"{len(limited)} claim(s) left inconclusive{more}: {first.reason}")), soft_wrap=True)
    return code


def print_results(results, title: str) -> None:
    t = Table(title=escape(title))
    t.add_column("claim", overflow="fold")
    t.add_column("source", overflow="fold")
    t.add_column("verdict")
    t.add_column("expected")
    t.add_column("bound", overflow="fold")
    t.add_column("s", justify="right")
    colours = {"holds": "green", "refuted": "red", "inconclusive": "yellow"}
    for r in results:
        c = r.claim
        mark = "" if r.as_expected else " [bold red]![/]"
        t.add_row(escape(c.id), escape(f"{c.document}: {c.section}".strip(": ")), f"[{colours[r.verdict]}]{r.verdict}[/]{mark}",
                  c.expected, escape(r.bound or f"{r.positions_checked:,} positions"), f"{r.seconds:.2f}")
    console.print(t)
    for r in results:
        if r.witness is not None:
            w = r.witness
            console.print(f"[bold]{escape(r.claim.id)}[/] {r.verdict} at ({', '.join(map(str, w.position))}): "
                          + escape(f"claimed {w.claimed}, true {w.true}. {w.reason}"), soft_wrap=True)
        elif r.verdict == "inconclusive":
            console.print(f"[bold]{escape(r.claim.id)}[/] inconclusive: " + escape(r.reason), soft_wrap=True)
    bad = [r for r in results if not r.as_expected]
    console.print(f"{len(results)} claims: {sum(r.verdict == 'holds' for r in results)} hold, "
                  f"{sum(r.verdict == 'refuted' for r in results)} refuted, "
                  f"{sum(r.verdict == 'inconclusive' for r in results)} inconclusive; "
                  f"{len(bad)} differ from the expected verdict.")


def _check_output_folder(folder: str, option: str) -> None:
    """Refuse, before any work, an output folder that cannot be made or written."""
    p = Path(folder)
    for q in [p, *p.parents]:
        if q.exists() and not q.is_dir():
            raise UsageError(f"{option} {folder}: '{q}' is a file, not a folder")
        if q.exists():
            if not os.access(q, os.W_OK | os.X_OK):
                raise UsageError(f"{option} {folder}: '{q}' is not writable")
            break


def _select(claims, ids: Sequence[str], origin: str):
    if not ids:
        return claims
    by_id = {c.id: c for c in claims}
    for i in ids:
        if i not in by_id:
            raise UsageError(f"claim '{i}' is not in {origin}; known ids: {', '.join(sorted(by_id))[:300]}")
    return [by_id[i] for i in ids]


@main.command("check")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--claim", "ids", multiple=True, metavar="ID", help="Check only this claim (repeatable).")
@click.option("--bound", type=COUNT, default=None, help="Override every claim's bound (each part 0..BOUND).")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Check the domain in chunks on N local processes (same verdict and witness).")
@click.option("--scheduler", default=None, metavar="tcp://HOST:PORT",
              help="Send the chunks to a running Dask cluster [default: $DASK_SCHEDULER_ADDRESS if set].")
@click.option("--state", "state_dir", type=click.Path(file_okay=False), default=None,
              help="Record finished chunks in this folder (for --resume).")
@click.option("--resume", is_flag=True, help="Skip the chunks recorded in --state by an interrupted run.")
@click.option("--chunk", "chunk_positions", type=click.IntRange(min=1), default=None,
              help="Positions per chunk [default: the domain / 128, within 4,096..32,768].")
@ENGINE_OPTION
@JSON_OPTION
def check_cmd(file: str, ids: tuple[str, ...], bound: int | None, workers: int, scheduler: str | None,
              state_dir: str | None, resume: bool, chunk_positions: int | None, engine: str, as_json: bool) -> None:
    """Check the claims in a TOML FILE (format: see the README).

    With --workers, --scheduler, --state or --chunk, P-position rules and Grundy
    formulas on box domains are checked in independent chunks (their conditions are
    local); the verdict and the smallest witness are those of a single-process run.

    Exit 0 if every verdict equals the claim's `expected`, 1 if not, 2 on bad input,
    3 when a resource limit made a verdict inconclusive.

    \b
      gamecheck check claims.toml --bound 200 --workers 2
      gamecheck check claims.toml --scheduler tcp://127.0.0.1:8786
      gamecheck check claims.toml --state .gc-state --resume
    """
    from gamecheck.checker.serial import check_claim
    from gamecheck.claims import load_claims

    if resume and not state_dir:
        raise UsageError("--resume needs --state DIR (the folder the interrupted run recorded its chunks in)")
    if bound is not None and bound < 0:
        raise UsageError(f"--bound {bound} is not allowed; give a non-negative integer")
    claims = _select(load_claims(file), ids, file)
    chunked = workers > 1 or scheduler or state_dir or chunk_positions or os.environ.get("DASK_SCHEDULER_ADDRESS")
    if chunked:
        from gamecheck.checker.parallel import check_claim_parallel

        def check(c, eng):
            return check_claim_parallel(c, bound, workers=workers, scheduler=scheduler, chunk_positions=chunk_positions,
                                        state_dir=state_dir, resume=resume, engine=eng)
    else:
        def check(c, eng):
            return check_claim(c, eng, bound)
    sys.exit(_run_claims(claims, engine, as_json, f"claims in {file}", check))


@main.command("verify")
@click.option("--document", "documents", multiple=True, metavar="FILE",
              help="Audit one bundled document: its file name (003_4c9b8b12bcdc6204.txt), stem or number (003). Repeatable.")
@click.option("--claim", "ids", multiple=True, metavar="ID", help="Audit only this claim (repeatable).")
@click.option("--reports", "reports_dir", type=click.Path(file_okay=False), default=None,
              help="Write the reports here [default: reports/ when the whole catalogue is audited].")
@click.option("--no-reports", is_flag=True, help="Do not write reports.")
@ENGINE_OPTION
@JSON_OPTION
def verify_cmd(documents: tuple[str, ...], ids: tuple[str, ...], reports_dir: str | None, no_reports: bool,
               engine: str, as_json: bool) -> None:
    """Audit the claims of the bundled source documents (the main job).

    Prints a table (claim, source, verdict, bound, seconds) and, for the whole
    catalogue, writes reports/: index.md, one page per claim group, results.json and
    figures. Exit 0 when every verdict equals its reviewed expectation, 1 otherwise.
    """
    from gamecheck.verify import run_audit, write_audit_reports
    from gamecheck.catalog import catalogue_claims, catalogue_documents
    from gamecheck.checker.serial import exit_status

    claims = _select(catalogue_claims(documents), ids, "the catalogue")
    docs = catalogue_documents(documents)
    titles = {d["file"]: d["title"] for d in docs}
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=err_console, transient=True, disable=not err_console.is_terminal) as prog:
        task = prog.add_task("auditing", total=len(claims))

        def done(r):
            prog.update(task, description=f"checked {r.claim.id}")
            prog.advance(task)

        target = reports_dir or (None if (documents or ids) else "reports")
        if target and not no_reports:
            _check_output_folder(target, "--reports")
        smt2 = str(Path(target) / "smt2") if target and not no_reports else None
        results, records = run_audit(claims, engine, titles, done, smt2_dir=smt2)
    if as_json:
        emit_json(records)
    else:
        print_results(results, "gamecheck audit of the bundled documents")
    if target and not no_reports:
        paths = write_audit_reports(records, docs, target)
        err_console.print(f"wrote {len(paths)} files to {target}/ (index.md, results.json, group pages, figures)")
    sys.exit(_resource_note(results, exit_status(results)))


@main.command("label")
@click.argument("ruleset")
@ruleset_options
@click.option("--heaps", type=Count(1), default=None, help="Number of heaps (parts), for rulesets that take it.")
@click.option("--bound", required=True, type=COUNT, help="Every part 0..BOUND (staircase: at most BOUND coins in all).")
@ENGINE_OPTION
@click.option("--out", "out", type=click.Path(dir_okay=False), default=None,
              help="Save the labels and the ranking to read them back (.npz).")
@JSON_OPTION
def label_cmd(ruleset: str, subset: str | None, m: int | None, params: tuple[str, ...], heaps: int | None,
              bound: int, engine: str, out: str | None, as_json: bool) -> None:
    """Label every position of a bounded domain by retrograde analysis.

    Prints the domain's size, the counts of P-, N- and D-positions (normal and
    misère play), the largest Grundy value, the time and the peak memory. A domain
    that will not fit in memory is refused before anything is allocated, with the
    estimate and the largest bound that fits (exit 3).

    \b
      gamecheck label nim --heaps 3 --bound 127
      gamecheck label wythoff --bound 1000 --json
      gamecheck label staircase -p stairs=4 --bound 40 --out stairs.npz
    """
    import resource
    import time

    from gamecheck.engine.label import guard_work, label_bytes, label_domain, resolve_engine
    from gamecheck.engine.labels import OUTCOME_N, OUTCOME_P

    if bound < 0:
        raise UsageError(f"--bound {bound} is not allowed; give a non-negative integer")
    rs = build_ruleset(ruleset, subset, m, params, heaps)
    k = rs.arity if rs.arity is not None else rs.default_arity
    if k is None:
        raise UsageError(f"ruleset {rs.spec()} needs a heap count; add --heaps K")

    def domain_for(b: int):
        return rs.domain(b, k)

    if out and not Path(out).parent.is_dir():
        raise UsageError(f"--out {out}: the folder '{Path(out).parent}' does not exist")
    dom = domain_for(bound)
    guard_work(rs, dom, engine, f"labels of {rs.spec()}", domain_for, bound)
    used = resolve_engine(engine, dom)
    need = label_bytes(rs, dom, used)
    t0 = time.perf_counter()
    labels = label_domain(rs, dom, used)
    seconds = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    out_path = None
    if out:
        from gamecheck.engine.labelfile import save_labels

        out_path = str(save_labels(out, rs, dom, labels, make_parents=False))

    def counts(codes):
        return {"P": int((codes == OUTCOME_P).sum()), "N": int((codes == OUTCOME_N).sum()),
                "D": int((codes == 2).sum())}

    data = {
        "ruleset": rs.spec(), "domain": dom.describe(rs), "positions": int(dom.size), "engine": used,
        "normal": counts(labels.outcome), "misere": counts(labels.misere),
        "max_grundy": int(labels.grundy.max()) if dom.size else None,
        "max_remoteness": int(labels.remoteness.max()) if dom.size else None,
        "seconds": round(seconds, 3), "peak_memory_bytes": int(peak),
        "estimated_bytes": int(need), "out": out_path,
    }
    if as_json:
        emit_json(data)
        return
    t = Table(title=f"labels of {escape(rs.spec())}", show_header=False)
    t.add_row("domain", escape(data["domain"]))
    t.add_row("positions", f"{data['positions']:,}")
    t.add_row("engine", used)
    for play in ("normal", "misere"):
        c = data[play]
        t.add_row(f"{'misère' if play == 'misere' else 'normal'} play",
                  f"P {c['P']:,} · N {c['N']:,} · D {c['D']:,}")
    t.add_row("largest Grundy value", str(data["max_grundy"]))
    t.add_row("largest remoteness", str(data["max_remoteness"]))
    t.add_row("time", f"{seconds:.2f} s")
    t.add_row("peak memory", f"{peak / 2**20:,.0f} MiB (estimate {need / 2**20:,.0f} MiB)")
    if out_path:
        t.add_row("saved", escape(out_path))
    console.print(t)


@main.command("explore")
@click.argument("ruleset")
@click.argument("arg", required=False)
@ruleset_options
@click.option("--all-but", "all_but", default=None, metavar="S",
              help="All-but subtraction game: every positive take except these, e.g. 1,2.")
@click.option("--predicate", type=click.Choice(["squares", "primes", "fibonacci"]), default=None,
              help="Subtraction set given by a predicate (one-heap subtraction games).")
@click.option("--heaps", type=click.IntRange(min=1), default=None,
              help="Number of heaps (parts) for multi-part rulesets (default: the ruleset's, else 2).")
@click.option("--n", "n", type=COUNT, default=None,
              help="One-heap games: compute g(0..N) (default 2000, extended up to 65536 when a "
                   "periodicity certificate needs more; an explicit N is not extended).")
@click.option("--bound", type=COUNT, default=None,
              help="Multi-part rulesets: every part 0..BOUND (default by the number of parts: 1000, 100, 15, 7).")
@click.option("--check/--no-check", default=True, show_default=True,
              help="Hand every candidate rule to the exhaustive checker and the prover.")
@click.option("--prove-bits", type=click.IntRange(min=0), default=8, show_default=True,
              help="Bit width for the prover (0: do not run the prover).")
@click.option("--prove-timeout", type=Seconds(0.1), default=10.0, show_default=True,
              help="Seconds per prover query.")
@click.option("--max-candidates", type=click.IntRange(min=1), default=10, show_default=True)
@click.option("--report-dir", type=click.Path(file_okay=False), default="reports/explore", show_default=True,
              help="Write the report page and its figure here.")
@click.option("--no-report", is_flag=True, help="Do not write a report page.")
@ENGINE_OPTION
@JSON_OPTION
def explore_cmd(ruleset: str, arg: str | None, subset: str | None, m: int | None, params: tuple[str, ...],
                all_but: str | None, predicate: str | None, heaps: int | None, n: int | None, bound: int | None,
                check: bool, prove_bits: int, prove_timeout: float, max_candidates: int, report_dir: str,
                no_report: bool, engine: str, as_json: bool) -> None:
    """Explore a ruleset: Grundy sequence or P-positions, period, candidate rules.

    For a one-heap game (octal/hexadecimal codes, subtraction games with a finite,
    all-but or predicate set, Grundy's game, Lasker's Nim, take-half) it computes
    the Grundy sequence, finds its preperiod and period and certifies them where a
    theorem allows (finite subtraction sets; the Guy–Smith theorem for octal
    games), and fits candidate rules.  For a ruleset with positions of several
    parts (nim, wythoff, fibonacci-nim, ...) it labels a bounded domain and fits
    candidate rules to the P-positions and Grundy values.  Every candidate that
    fits all the data goes to the exhaustive checker and, where it compiles to
    z3, to the prover.  A report page with a figure is written to --report-dir.

    \b
      gamecheck explore octal 0.77              # Kayles
      gamecheck explore octal 0.137 --json
      gamecheck explore subtraction --set 2,3,7
      gamecheck explore subtraction --all-but 1,2
      gamecheck explore subtraction --predicate squares --n 5000
      gamecheck explore grundy | lasker | take-half
      gamecheck explore wythoff
      gamecheck explore nim --heaps 3
    """
    from gamecheck.explore.run import explore_ruleset, explore_sequence
    from gamecheck.explore.sequences import heap_game, is_heap_game

    if n is not None and n < 0:
        raise UsageError(f"--n {n} is not allowed; give a non-negative heap size")
    if bound is not None and bound < 0:
        raise UsageError(f"--bound {bound} is not allowed; give a non-negative integer")
    from gamecheck.games import parse_param_options

    if not no_report:
        _check_output_folder(report_dir, "--report-dir")
    p = parse_param_options(params)
    k = heaps if heaps is not None else p.get("heaps")
    one_heap_words = all_but is not None or predicate is not None
    status = err_console.status("exploring") if not as_json else None

    def progress(text: str) -> None:
        if status is not None:
            status.update(escape(text))

    if status is not None:
        status.start()
    try:
        if is_heap_game(ruleset) and (k in (None, 1)) and m is None and not (set(p) - {"heaps"}):
            if bound is not None:
                raise UsageError("--bound is for multi-part rulesets; for a one-heap game give --n N")
            game = heap_game(ruleset, arg, subtraction_set=subset, all_but=all_but, predicate=predicate)
            result = explore_sequence(game, n, check=check, prove_bits=prove_bits or None,
                                      prove_timeout=prove_timeout, max_candidates=max_candidates, progress=progress)
        else:
            if one_heap_words:
                raise UsageError("--all-but and --predicate describe one-heap games; drop --heaps / -p heaps")
            if arg is not None:
                raise UsageError(f"unexpected argument '{arg}' for ruleset '{ruleset}'; give parameters with -p KEY=VALUE")
            if n is not None:
                raise UsageError("--n is for one-heap games; for a multi-part ruleset give --bound B")
            from gamecheck.games import REGISTRY, lookup

            try:
                lookup(ruleset.split("(")[0])
            except UsageError:
                from gamecheck.explore.sequences import heap_game_names

                raise UsageError(
                    f"unknown game '{ruleset}'; explore takes a one-heap game ({', '.join(heap_game_names())}) "
                    f"or a ruleset ({', '.join(sorted(REGISTRY))})") from None
            rs = build_ruleset(ruleset, subset, m, params, k)
            if rs.arity is None:
                rs = rs.with_arity(rs.default_arity or 2)
            args = [ruleset] + (["--set", subset] if subset else []) + (["-m", str(m)] if m is not None else [])
            args += [f"-p{a}" for a in params if not a.startswith("heaps=")] + [f"--heaps={rs.arity}"]
            if bound is not None:
                args.append(f"--bound={bound}")
            result = explore_ruleset(rs, bound, check=check, prove_bits=prove_bits or None,
                                     prove_timeout=prove_timeout, max_candidates=max_candidates, engine=engine,
                                     progress=progress, args=args)
        page = None
        if not no_report:
            from gamecheck.report.explore import write_exploration

            progress("writing the report")
            page = str(write_exploration(result, report_dir))
    finally:
        if status is not None:
            status.stop()
    if as_json:
        data = result.to_json()
        data["report"] = page
        emit_json(data)
        return
    _print_exploration(result, page)


def _print_exploration(e, page: str | None) -> None:
    per = e.periodicity
    console.print(f"[bold]{escape(e.subject)}[/]: {escape(e.domain)}")
    if e.values is not None:
        shown = e.values[:60]
        console.print("g(0..): " + " ".join(map(str, shown)) + (" …" if len(e.values) > len(shown) else ""))
    ps = e.p_positions[:20]
    console.print(f"P-positions{' (misère play)' if e.play == 'misere' else ''} ({e.p_count:,}): " + ", ".join("(" + ", ".join(map(str, q)) + ")" for q in ps)
                  + (" …" if e.p_count > len(ps) else ""))
    if per is not None:
        console.print(f"period: [bold]{escape(per.status())}[/]")
        console.print(f"  {escape(per.certificate)}", soft_wrap=True)
    if not e.candidates:
        console.print("candidate rules: none of the searched families fits all the data")
    else:
        shortened = False
        t = Table(title="candidate rules (consistent with all the data, simplest first)")
        for col in ("#", "kind", "rule", "family", "checker", "prover"):
            t.add_column(col)
        for i, c in enumerate(e.candidates, 1):
            def v(d):
                if not d:
                    return "-"
                if d.get("positions"):
                    where = f"{d['positions']:,} positions"
                elif d.get("bits"):
                    where = f"< 2^{d['bits']}"
                elif d.get("bound"):
                    where = str(d["bound"])
                else:
                    where = d.get("method") or ""
                return f"{d.get('verdict')} ({where})" if where else str(d.get("verdict"))
            rule = c.rule + (f"  where {c.where}" if getattr(c, "where", None) else "")
            if len(rule) > 70:
                rule = rule[:69] + "…"
                shortened = True
            t.add_row(str(i), c.kind, escape(rule), c.family, escape(v(c.check)), escape(v(c.prove)))
        console.print(t)
        if shortened:
            console.print("(long rules are cut short here; the report page and --json give them whole)")
        for i, c in enumerate(e.candidates, 1):
            console.print(f"  {i}. {escape(c.description)}", soft_wrap=True)
    for note in e.notes:
        console.print(f"note: {escape(note)}", soft_wrap=True)
    if page:
        console.print(f"report: {escape(page)}")


@main.command("prove")
@click.argument("target")
@click.option("--claim", "ids", multiple=True, metavar="ID", help="With a TOML file: prove only this claim (repeatable).")
@click.option("--bits", type=Count(1, 256), default=None,
              help="Bit width: prove for every position whose parts are < 2^BITS [default: the claim's prove_bits, else 64].")
@click.option("--timeout", type=Seconds(), default=None,
              help="Seconds per solver query [default: the claim's prove_timeout, else 60].")
@click.option("--smt2", "smt2_dir", type=click.Path(file_okay=False), default=None,
              help="Write every z3 query to this folder as SMT-LIB 2.")
@JSON_OPTION
def prove_cmd(target: str, ids: tuple[str, ...], bits: int | None, timeout: float | None, smt2_dir: str | None, as_json: bool) -> None:
    """Prove TARGET with z3 for every position up to a bit width, or refute it.

    TARGET is a catalogue claim id (see `gamecheck verify`) or a claims TOML file.
    A refutation is a concrete position and move, replayed through the ruleset and
    checked against exhaustive labels. Exit 0 when every verdict matches the claim's
    expectation (proved = holds), 1 otherwise, 2 on bad input.

    \b
      gamecheck prove core.bouton-z3-8 --bits 64
      gamecheck prove my-claims.toml --smt2 smt/
    """
    from gamecheck.prover.prove import prove_claim

    if target.endswith(".toml"):
        from gamecheck.claims import load_claims

        claims = _select(load_claims(target), ids, target)
    else:
        from gamecheck.catalog import catalogue_claims

        claims = _select(catalogue_claims(), (target,) + ids, "the catalogue")
    results = []
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=err_console, transient=True, disable=not err_console.is_terminal) as prog:
        task = prog.add_task("proving", total=len(claims))
        for c in claims:
            prog.update(task, description=f"proving {c.id}")
            t = timeout if timeout is not None else float(c.prove_timeout or 60.0)
            results.append(prove_claim(c, bits if bits is not None else (c.prove_bits or 64), t, smt2_dir))
            prog.advance(task)
    if as_json:
        emit_json([r.to_json() for r in results])
    else:
        t = Table(title="z3 proofs")
        for col in ("claim", "verdict", "expected", "domain", "method", "s"):
            t.add_column(col, overflow="fold")
        colours = {"proved": "green", "refuted": "red", "inconclusive": "yellow"}
        for r in results:
            mark = "" if r.as_expected else " [bold red]![/]"
            t.add_row(escape(r.claim.id), f"[{colours[r.verdict]}]{r.verdict}[/]{mark}", r.claim.expected,
                      escape(r.domain), escape(r.method), f"{r.seconds:.2f}")
        console.print(t)
        for r in results:
            if r.witness is not None:
                w = r.witness
                console.print(f"[bold]{escape(r.claim.id)}[/] refuted at ({', '.join(map(str, w.position))}): "
                              + escape(w.reason), soft_wrap=True)
            elif r.reason:
                console.print(f"[bold]{escape(r.claim.id)}[/] {r.verdict}: " + escape(r.reason), soft_wrap=True)
            for q in r.queries:
                if q.smt2:
                    console.print(f"  {escape(q.name)}: {q.status} ({q.seconds:.2f} s) -> {escape(q.smt2)}")
    sys.exit(0 if all(r.as_expected for r in results) else 1)


if __name__ == "__main__":  # pragma: no cover
    main()
