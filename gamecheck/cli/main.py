"""The ``gamecheck`` command line (click). Thin: all logic lives in the library.

Exit status: 0 completed and every verdict as expected; 1 completed with a verdict
that differs from a claim's expectation; 2 bad usage or input; 3 a resource limit.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import re
import signal
import os
import resource
import sys
import threading
from pathlib import Path
from typing import Any, Sequence

import click
import numpy as np
import orjson
from gamecheck.cli.render import text as escape  # markup and control characters escaped
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

import gamecheck as gc
from gamecheck import __version__
from gamecheck.cli.signals import Terminated, interrupt_status, on_sigterm
from gamecheck.atomic import atomic_write_text, check_name_lengths
from gamecheck.errors import GamecheckError, UsageError, counted
from gamecheck.flags import to_cli
from gamecheck.cli.recheck import recheck_cmd
from gamecheck.cli.survey import survey_cmd
from gamecheck.cli.render import (
    console, err_console, print_claim_errors, print_document_check, print_exploration, print_genus, print_quotient,
    print_labels, print_proofs, print_results, print_rulesets, print_solution,
)

__all__ = [
    "ENGINE_OPTION", "JSON_OPTION", "Seconds", "Count", "COUNT", "ruleset_options", "ruleset_params", "build_game",
    "parse_position", "write_atomic", "progress_bar", "claim_progress", "emit_json", "GamecheckGroup", "main", "rulesets_cmd", "solve_cmd",
    "graph_cmd", "check_cmd", "verify_cmd", "label_cmd", "explore_cmd", "prove_cmd", "GAME_OPTION",
    "game_and_position", "no_ruleset_with_game", "FolderSnapshot",
]


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
    """A whole number in ``[low, high]`` (a bound, a size, a count), or a power of two written
    ``2^K`` (``2^24``, K at most 62)."""

    name = "integer"

    def __init__(self, low: int = 0, high: int | None = None):
        self.low, self.high = low, high

    def convert(self, value: Any, param: Any, ctx: Any) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            x = value
        else:
            text = str(value).strip().replace("_", "")
            power = re.fullmatch(r"2\^(\d{1,2})", text)
            try:
                if power and int(power.group(1)) <= 62:
                    x = 1 << int(power.group(1))
                else:
                    x = int(text, 10)
            except ValueError:
                raise UsageError(f"{_opt_name(param)} {value} is not allowed; give a whole number "
                                 "(or a power of two such as 2^20)") from None
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


def ruleset_params(subset: str | None, m: int | None, params: Sequence[str], heaps: int | None = None) -> dict[str, Any]:
    """The ruleset parameters given by ``-p KEY=VALUE``, ``--set``, ``-m`` and ``--heaps``."""
    p = gc.parse_param_options(params)
    if heaps is not None:
        p["heaps"] = heaps
    if subset is not None:
        p["set"] = subset
    if m is not None:
        p["m"] = m
    return p


def build_game(name: str | None, subset: str | None, m: int | None, params: Sequence[str], heaps: int | None = None,
               misere: bool = False, game_file: str | None = None) -> Any:
    """The :class:`gamecheck.Game` the command-line options describe: a ruleset spec with its
    options, or a game file (``--game``, which takes no ruleset options)."""
    if game_file is not None:
        extra = ruleset_params(subset, m, params)
        if extra:
            raise UsageError(f"--game {game_file}: ruleset options ({', '.join(sorted(extra))}) do not apply to a "
                             "game file")
        return gc.load_game(game_file, misere=misere, heaps=heaps)
    if name is None:
        raise UsageError("no ruleset given; give a ruleset name (see `gamecheck rulesets`) or --game FILE")
    return gc.game(name, misere=misere, **ruleset_params(subset, m, params, heaps))


def game_and_position(ruleset: str | None, position: Sequence[str], game_file: str | None) -> tuple[str | None, tuple]:
    """``(ruleset, position words)``: with ``--game`` the first word is a position value, not
    a ruleset."""
    if game_file is not None:
        return None, tuple(([ruleset] if ruleset is not None else []) + list(position))
    return ruleset, tuple(position)


def no_ruleset_with_game(ruleset: str | None, game_file: str | None) -> None:
    """Refuse a RULESET argument given together with ``--game``."""
    if game_file is not None and ruleset is not None:
        raise UsageError(f"give either a ruleset ('{ruleset}') or --game {game_file}, not both")


#: ``--allow-outside-files``: a claims file may name files outside its own folder
ALLOW_OUTSIDE_OPTION = click.option(
    "--allow-outside-files", "allow_outside", is_flag=True,
    help="Let the claims file name game and graph files outside its own folder (refused by default, so that a "
         "claims file from someone else cannot copy other files into the output).")

#: ``--game FILE``: a game of the user's own instead of RULESET
GAME_OPTION = click.option("--game", "game_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
                           help="A game of your own: a TOML game file with a [game] table (see docs/howto/game-files.md, "
                                "\"Your own game\"); replaces RULESET.")


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


def peak_memory_bytes() -> int:
    """This process's peak resident memory in bytes: ``VmHWM`` of ``/proc/self/status`` (the
    high-water mark of this program's own memory), else ``ru_maxrss``. On Linux ``ru_maxrss``
    survives ``exec``: a command started by a large parent (a test runner of several GB)
    would report the parent's size as its own."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def write_atomic(path: str | Path, text: str) -> None:
    """Write a file the user named atomically (temporary file in the same folder, then
    rename); its folder must exist."""
    atomic_write_text(path, text, make_parents=False)


def emit_json(data: Any) -> None:
    """Print ``data`` as JSON; top-level numpy arrays (a long Grundy sequence) are written as
    one-line lists by orjson, without building a Python list."""
    arrays = {k: v for k, v in data.items() if isinstance(v, np.ndarray)} if isinstance(data, dict) else {}
    if not arrays:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return
    marks = {k: f"\u0000array:{k}\u0000" for k in arrays}
    text = json.dumps({k: marks.get(k, v) for k, v in data.items()}, indent=2, ensure_ascii=False)
    out = sys.stdout
    for k, arr in arrays.items():
        head, _, text = text.partition(json.dumps(marks[k]))
        out.write(head)
        flat = np.ascontiguousarray(arr.ravel())
        if flat.dtype.kind in "iub":  # orjson writes integer arrays in C (about 5 ms per million values)
            raw = orjson.dumps(flat, option=orjson.OPT_SERIALIZE_NUMPY)
            buffer = getattr(out, "buffer", None)
            if buffer is not None:  # the bytes as they are: no second copy as a str (50 MB at 2^24)
                out.flush()
                buffer.write(raw)
                buffer.flush()
            else:
                out.write(raw.decode("ascii"))
            del raw
        else:
            out.write(json.dumps(flat.tolist()))
    out.write(text + "\n")
    out.flush()


def _one_line(text: str) -> str:
    """A message folded onto one line (the error standard: one line on stderr)."""
    return " ".join(str(text).split())


class GamecheckGroup(click.Group):
    """Runs a command and turns every failure into one line on stderr (and, with
    ``--json``, one JSON object on stdout) with the documented exit status:

    * 2 -- bad usage or input (click's own usage errors included);
    * 3 -- a resource limit (a domain too large, out of memory, a time limit);
    * 130 -- interrupted (Ctrl-C): files are written atomically, so nothing is left
      half-written; 143 -- stopped by SIGTERM, handled the same way;
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
        if own_process and threading.current_thread() is threading.main_thread():
            # a batch system or `kill` stops a run with SIGTERM: unwind as Ctrl-C does (the
            # files in hand are written or dropped, a survey's workers are stopped), exit 143
            signal.signal(signal.SIGTERM, on_sigterm)
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
            code = rv if isinstance(rv, int) and not isinstance(rv, bool) else 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        except Terminated:
            code = _fail("stopped by SIGTERM", 143, as_json)
        except (click.exceptions.Abort, KeyboardInterrupt):
            code = _fail("interrupted", interrupt_status(), as_json)
        except click.ClickException as exc:
            cmd = getattr(getattr(exc, "ctx", None), "command_path", "gamecheck")
            code = _fail(f"{exc.format_message()} (see '{cmd} --help')", 2, as_json)
        except GamecheckError as exc:
            code = _fail(to_cli(str(exc)), exc.exit_code, as_json)  # the library names Python arguments
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
        if code in (130, 143) and own_process:
            # interrupted: every file was closed (or its temporary file removed) as the
            # interrupt unwound; leave without running finalizers, since a z3 context torn
            # down mid-query can crash the interpreter's shutdown
            _leave(code, finished=False)
        if own_process and standalone_mode:
            _leave(code)
        if standalone_mode:
            sys.exit(code)
        return code


def _leave(code: int, finished: bool = True) -> None:
    """End the ``gamecheck`` process with ``code``: flush the standard streams and exit
    without the interpreter's teardown -- freeing the objects of numba, LLVM and z3 one by one
    took 0.2-0.4 s, a quarter of a short run, and nothing is left to write (every file was
    written atomically and closed).  When the work ``finished`` (not interrupted), first wait
    for the threads that are not daemons and run the ``atexit`` handlers, as a normal exit does."""
    if finished:
        for t in threading.enumerate():
            if t is not threading.main_thread() and not t.daemon:
                t.join()
        atexit._run_exitfuncs()  # CPython's own exit hook list
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (`| head`): nothing more can be shown
            pass
    os._exit(code)


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
      gamecheck init notes.md            (audit a text of your own)
      gamecheck verify
      gamecheck explore octal 0.77

    \b
    Exit status: 0 done (every verdict as expected), 1 a verdict differs from its
    claim's expectation (or an internal error), 2 bad usage or input, 3 a resource
    limit (memory or time, refused before starting), 130 interrupted (Ctrl-C), 143
    stopped by SIGTERM (handled as Ctrl-C).
    Errors are one line on stderr; with --json also a JSON object on stdout.
    """


# -- rulesets ------------------------------------------------------------------------------------

@main.command("rulesets")
@JSON_OPTION
def rulesets_cmd(as_json: bool) -> None:
    """List the rulesets, their aliases and parameters."""
    items = gc.list_rulesets()
    if as_json:
        emit_json(items)
        return
    print_rulesets(items)


# -- solve ---------------------------------------------------------------------------------------

@main.command("solve")
@click.argument("ruleset", required=False)
@click.argument("position", nargs=-1)
@GAME_OPTION
@click.option("--graph", "graph_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Tokens on a directed graph of your own (cycles allowed): an edge list ('u v' per line), "
                   "GraphML or node-link JSON; the arguments name the vertex of each token.")
@ruleset_options
@click.option("--misere", is_flag=True, help="Misère play: the player who makes the last move loses.")
@click.option("--method", type=click.Choice(["auto", "enumeration", "sprague-grundy"]), default="auto", show_default=True,
              help="enumeration: label every reachable position (remoteness, both plays); sprague-grundy: "
                   "nim-sum of the heaps' or components' Grundy values (heap games and sums; fast); "
                   "auto: enumeration for small positions, else Sprague-Grundy where it applies.")
@ENGINE_OPTION
@JSON_OPTION
def solve_cmd(ruleset: str | None, position: tuple[str, ...], game_file: str | None, graph_file: str | None, subset,
              m, params, misere: bool, method: str, engine: str, as_json: bool) -> None:
    """Solve POSITION: outcome, Grundy value, remoteness and its winning moves.

    \b
    RULESET is a name or spec (see `gamecheck rulesets`); POSITION the heap sizes.
    At most 64 winning moves are listed, found among at most 1,000,000 options
    (a huge heap: the first found, not counted); values and certificates stop
    at GAMECHECK_TIME_LIMIT seconds (default 600; exit 3).
      gamecheck solve nim 11 6 10 8
      gamecheck solve nim 100 200 300          (Sprague-Grundy: the nim-sum)
      gamecheck solve kayles 1000 2000 3000    (heap values, certified period)
      gamecheck solve subtraction --set 1,3,6 16
      gamecheck solve bash -m 3 10
      gamecheck solve 'sum(nim, bash(m=2))' 5 7
      gamecheck solve --game divisor.toml 12      (a game file: docs/howto/game-files.md)
      gamecheck solve --graph g.txt a b           (tokens on vertices a and b of a graph)
    """
    if graph_file is not None:
        if game_file is not None:
            raise UsageError(f"give either --game {game_file} or --graph {graph_file}, not both")
        extra = ruleset_params(subset, m, params)
        if extra:
            raise UsageError(f"--graph {graph_file}: ruleset options ({', '.join(sorted(extra))}) do not apply to a "
                             "graph")
        words = ([ruleset] if ruleset is not None else []) + [w for v in position for w in v.replace(",", " ").split()]
        game = gc.load_graph(graph_file, misere=misere)
        solution = game.solve(words, engine, method=method)
    else:
        ruleset, position = game_and_position(ruleset, position, game_file)
        game = build_game(ruleset, subset, m, params, misere=misere, game_file=game_file)
        solution = game.solve(parse_position(position), engine, method=method)
    data = solution.to_json()  # the one public record; the text is rendered from it
    if as_json:
        emit_json(data)
        return
    print_solution(data)


# -- graph ---------------------------------------------------------------------------------------

@main.command("graph")
@click.argument("ruleset", required=False)
@click.argument("position", nargs=-1)
@GAME_OPTION
@ruleset_options
@click.option("--format", "fmt", type=click.Choice(["graphml", "json", "dot"]), default="json", show_default=True)
@click.option("--bound", type=COUNT, default=None,
              help="Use every position with each part <= BOUND instead of those reachable from POSITION.")
@click.option("--labels/--no-labels", default=True, show_default=True, help="Attach outcome and Grundy labels to nodes.")
@click.option("--misere", is_flag=True, help="Label for misère play (normal-play figures are kept, labelled as such).")
@click.option("--out", "out", type=click.Path(dir_okay=False), default=None, help="Write to this file (atomically).")
def graph_cmd(ruleset, position, game_file, subset, m, params, fmt, bound, labels, misere, out) -> None:
    """Export the game graph of the positions reachable from POSITION.

    \b
      gamecheck graph nim 3 3 --format dot
      gamecheck graph subtraction --set 1,2 7 --format graphml --out g.graphml
      gamecheck graph --game divisor.toml 12 --format dot
    """
    ruleset, position = game_and_position(ruleset, position, game_file)
    game = build_game(ruleset, subset, m, params, misere=misere, game_file=game_file)
    if bound is not None and bound < 0:
        raise UsageError(f"--bound {bound} is negative; give a non-negative integer")
    g, domain = game.graph(parse_position(position), bound)
    lab = game.label_domain(domain) if labels else None
    text = gc.export_graph(g, fmt, lab, misere=game.misere)
    if out:
        write_atomic(out, text)
        err_console.print(f"wrote {escape(out)}: {g.number_of_nodes():,} positions, {g.number_of_edges():,} moves ({fmt})")
    else:
        click.echo(text, nl=False)


# -- check / verify ------------------------------------------------------------------------------

def progress_bar() -> Progress:
    """The progress bar of long commands, on stderr (hidden when stderr is not a terminal)."""
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=err_console, transient=True, disable=not err_console.is_terminal)


@contextlib.contextmanager
def claim_progress(total: int) -> Any:
    """A progress bar over the claims of a run (hidden when stderr is not a terminal). It yields
    ``step(verb)``, which gives the ``on_claim`` callback of one pass over the claims (``gc.check_claims``,
    ``gc.prove_claims``): it names each claim as its turn comes, and counts the claims done."""
    with progress_bar() as prog:
        task = prog.add_task("", total=total)
        done = [0]

        def step(verb: str) -> Any:
            first = [True]

            def on_claim(cid: str) -> None:
                if not first[0]:
                    done[0] += 1
                first[0] = False
                prog.update(task, description=f"{verb} {cid}", completed=done[0])
            return on_claim
        yield step


class FolderSnapshot:
    """The files under an output folder before a command writes to it, so that the command can
    say how many files it wrote, truly: every file that is new afterwards, or was replaced or
    changed (files are written atomically, so a rewritten file is a new inode), is counted --
    the pages, and also the SMT-LIB files and certificates the prover wrote there itself."""

    def __init__(self, folder: str | None):
        self.folder = folder
        self.before = self._scan()

    def _scan(self) -> dict[str, tuple[int, int, int]]:
        out: dict[str, tuple[int, int, int]] = {}
        if self.folder is None or not os.path.isdir(self.folder):
            return out
        for root, _dirs, files in os.walk(self.folder):
            for name in files:
                path = os.path.join(root, name)
                try:
                    st = os.stat(path, follow_symlinks=False)
                except OSError:
                    continue
                out[path] = (st.st_ino, st.st_mtime_ns, st.st_size)
        return out

    def written(self) -> int:
        """The files under the folder now that are new, replaced or changed."""
        return sum(1 for path, st in self._scan().items() if self.before.get(path) != st)


def _wrote(snapshot: FolderSnapshot, what: str) -> None:
    """One line on stderr: how many files the command wrote to its output folder."""
    n = snapshot.written()
    err_console.print(f"wrote {counted(n, 'file')} to {escape(str(snapshot.folder))}/ ({what})")


def _run_claims(entries, as_json: bool, title: str, check, report: tuple[str, str] | None = None,
                doc=None, require_coverage: bool = False, prove=None) -> int:
    """Check (and with ``prove``, a function of the claims, prove) the entries of a claims file,
    print, and with ``report = (folder, claims file)`` write the audit's pages; with ``doc`` (a
    ``DocumentCheck``) also the coverage of the text and what changed in it. A claim that cannot
    be checked as written is reported as an error in its place; the run exits 2 at the end."""
    snapshot = FolderSnapshot(report[0]) if report is not None else None
    with claim_progress(len(entries) * (2 if prove is not None else 1)) as step:
        results = check(entries, step("checking")) if entries else []
        proofs = None
        if prove is not None:
            good = [e for e, r in zip(entries, results) if r.verdict != "error"]
            proved = iter(prove(good, step("proving")) if good else [])
            proofs = [None if r.verdict == "error" else next(proved) for r in results]
    coverage = gc.document_coverage(doc, results, proofs) if doc is not None else None
    if as_json:
        rows = [_json_row(r) for r in results]
        if proofs is not None:
            for row, p in zip(rows, proofs):
                row["z3"] = None if p is None else _json_row(p)
        emit_json(rows if doc is None else {"results": rows, "coverage": coverage, "document": doc.to_json()})
    else:
        if any(r.verdict != "error" for r in results):
            print_results(results, title, proofs)
        elif not results:
            console.print(f"no claims in {escape(title[len('claims in '):] if title.startswith('claims in ') else title)} yet")
        if doc is not None:
            print_document_check(doc, coverage if proofs is not None else None)  # lines proved, when proved
    if report is not None and snapshot is not None:
        gc.write_check_reports(entries, results, report[0], source=report[1], document=doc, proofs=proofs)
        extra = ", html/document.html" if doc is not None else ""
        extra += ", proof pages, SMT-LIB files, certificates" if proofs is not None else ""
        _wrote(snapshot, f"index.md, html/index.html{extra}, results.json, timings.json, group pages")
    every = list(results) + [p for p in proofs or [] if p is not None and p.verdict == "error"]
    print_claim_errors(every)  # one line on stderr each; the others were checked and reported above
    code = _resource_note(results, gc.exit_status(every))
    if code == 0 and any(p is not None and p.verdict == "refuted" and p.claim.expected == "holds" for p in proofs or []):
        code = 1  # it holds up to its bound, but the prover refutes it beyond
    if doc is not None and code == 0 and (not doc.ok or (require_coverage and doc.coverage.unread)):
        code = 1  # the claims do not fit the text, or (asked for) lines remain unread
    return code


def _json_row(r: Any) -> dict[str, Any]:
    """A result's JSON record as ``--json`` prints it: a claim's error in the command line's
    terms (the library names Python arguments, ``to_cli``)."""
    row = r.to_json()
    if r.verdict == "error":
        row["error"] = to_cli(row["error"])
    return row


def _resource_note(results, code: int) -> int:
    """When a resource limit left claims inconclusive (exit status 3, unless a claim had an
    error), one line on stderr says which (the verdicts themselves are on stdout)."""
    limited = [r for r in results if r.resource_limited]
    if limited:
        first = limited[0]
        others = f" and {counted(len(limited) - 1, 'more claim')}" if len(limited) > 1 else ""
        err_console.print("[bold red]resource limit:[/] " + escape(_one_line(
            f"{counted(len(limited), 'claim')} left inconclusive ({first.claim.id}{others}): {first.reason}")),
            soft_wrap=True)
    return code


def _check_output_folder(folder: str, option: str) -> None:
    """Refuse, before any work, an output folder that cannot be made or written."""
    if not folder.strip():
        raise UsageError(f"{option} '': give the name of a folder")
    check_name_lengths(folder, option)
    p = Path(folder)
    for q in [p, *p.parents]:
        if q.is_symlink() and not q.exists():
            raise UsageError(f"{option} {folder}: '{q}' is a symbolic link that cannot be resolved (a loop, or its "
                             "target is missing)")
        if q.exists() and not q.is_dir():
            raise UsageError(f"{option} {folder}: '{q}' is a file, not a folder")
        if q.exists():
            if not os.access(q, os.W_OK | os.X_OK):
                raise UsageError(f"{option} {folder}: '{q}' is not writable")
            break


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
@click.option("--report", "report_dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Also write the audit's pages for these claims to DIR (index.md, html/, results.json).")
@click.option("--document", "document", type=click.Path(dir_okay=False), default=None, metavar="DOC",
              help="Check the claims against the text they audit: its hash (a changed text names the cited lines "
                   "that moved), the cited lines, and how much is read [default: the document path of the file's "
                   "[document] table, if any]. With --report, also html/document.html, the text annotated.")
@click.option("--require-coverage", is_flag=True,
              help="Exit 1 while lines of the text remain unread (neither cited nor explained).")
@click.option("--prove", "prove", is_flag=True,
              help="Also prove each claim after checking it (as `gamecheck prove` does: two solvers per condition); "
                   "a claim the prover cannot encode says why in one line. With --report, proof pages and the "
                   "annotated text's proved lines.")
@click.option("--bits", type=Count(1, 256), default=None,
              help="With --prove: the bit width [default: the claim's prove_bits, else 64].")
@click.option("--time-limit", "time_limit", type=click.FloatRange(min=0, min_open=True, max=1e7), default=None,
              metavar="SECONDS", help="The most seconds one claim's search may take (misère quotients, estimates of "
              "work; default GAMECHECK_TIME_LIMIT or 600); a claim that reaches it is inconclusive.")
@ALLOW_OUTSIDE_OPTION
@ENGINE_OPTION
@JSON_OPTION
def check_cmd(file: str, ids: tuple[str, ...], bound: int | None, workers: int, scheduler: str | None,
              state_dir: str | None, resume: bool, chunk_positions: int | None, report_dir: str | None,
              document: str | None, require_coverage: bool, prove: bool, bits: int | None, time_limit: float | None,
              allow_outside: bool, engine: str, as_json: bool) -> None:
    """Check the claims in a TOML FILE (format: docs/guide/claims.md).

    Every claim is validated before any is checked. A claim that cannot be checked
    as written (a field of the wrong type, an unknown ruleset or parameter, a rule
    that does not parse...) is reported as an error against its id and field; the
    others are checked and reported as usual, and the run exits 2 at the end.

    With --workers, --scheduler, --state or --chunk, P-position rules and Grundy
    formulas on box domains are checked in independent chunks (their conditions are
    local); the verdict and the smallest witness are those of a single-process run.

    Exit 0 if every verdict equals the claim's `expected`, 1 if not, 2 on bad input
    (a claim with an error included), 3 when a resource limit made a verdict
    inconclusive.

    \b
      gamecheck check claims.toml --bound 200 --workers 2
      gamecheck check claims.toml --scheduler tcp://127.0.0.1:8786
      gamecheck check claims.toml --state .gc-state --resume
      gamecheck check claims.toml --report my-report   (Markdown, html/, results.json)
      gamecheck check notes.claims.toml --document notes.md --require-coverage
      gamecheck check notes.claims.toml --prove --bits 8 --report audit
    """
    if report_dir is not None:
        _check_output_folder(report_dir, "--report")
    if state_dir is not None:
        _check_output_folder(state_dir, "--state")
    if time_limit is not None:  # read by every search that has a time budget (gamecheck.domain.time_limit)
        os.environ["GAMECHECK_TIME_LIMIT"] = repr(float(time_limit))
    if bits is not None and not prove:
        raise UsageError("--bits is the bit width of --prove; give --prove too")
    if resume and not state_dir:
        raise UsageError("--resume needs --state DIR (the folder the interrupted run recorded its chunks in)")
    if bound is not None and bound < 0:
        raise UsageError(f"--bound {bound} is not allowed; give a non-negative integer")
    read = gc.read_claims(file, allow_outside_files=allow_outside)
    doc = gc.check_document(file, document, allow_outside_files=allow_outside,
                            missing_ok=document is None and not require_coverage)
    entries = read.select(ids, file)
    scheduler = scheduler or os.environ.get("DASK_SCHEDULER_ADDRESS") or None

    def check(items, on_claim):
        return gc.check_claims(items, engine=engine, bound=bound, workers=workers, scheduler=scheduler,
                               chunk_positions=chunk_positions, state_dir=state_dir, resume=resume, on_claim=on_claim)

    def prove_all(items, on_claim):
        smt2 = str(Path(report_dir) / "smt2") if report_dir is not None else None
        certs = str(Path(report_dir) / "certificates") if report_dir is not None else None
        return gc.prove_claims(items, bits=bits, smt2_dir=smt2, certify_dir=certs, on_claim=on_claim)
    sys.exit(_run_claims(entries, as_json, f"claims in {file}", check,
                         None if report_dir is None else (report_dir, file), doc, require_coverage,
                         prove_all if prove else None))


@main.command("init")
@click.argument("document", type=click.Path(dir_okay=False))
@click.option("--out", "out", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="The claims file to write [default: beside DOCUMENT, named DOCUMENT-STEM.claims.toml].")
@click.option("--force", is_flag=True, help="Replace FILE if it exists.")
@JSON_OPTION
def init_cmd(document: str, out: str | None, force: bool, as_json: bool) -> None:
    """Start auditing a text of your own: write a claims file for DOCUMENT.

    The file names the text (its SHA-256, line count, a hash per line and the title from
    its first heading), lists every non-blank line as unread, and shows one commented
    example of each claim kind. It checks cleanly as it is (0 claims, 0% read).

    \b
      gamecheck init notes.md
      gamecheck check notes.claims.toml --report audit      (html/document.html: the text, annotated)
    """
    path = gc.init_audit(document, out, force=force)
    doc = gc.check_document(path, document)
    if as_json:
        emit_json({"path": str(path), "title": doc.title, "lines": doc.coverage.lines,
                   "sha256": doc.sha256, "coverage": doc.coverage.to_json()})
        return
    console.print(f"wrote {escape(str(path))}: {escape(doc.file)}, \"{escape(doc.title)}\", {doc.coverage.lines:,} lines "
                  f"to read")
    console.print(f"next: add claims, then  gamecheck check {escape(str(path))} --report audit")


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
    figures, the same bytes on every run; the times go to reports/timings.json (not
    committed). Exit 0 when every verdict equals its reviewed expectation, 1 otherwise.
    """
    all_claims, docs = gc.catalogue(documents)
    claims = gc.select_claims(all_claims, ids, "the catalogue")
    titles = {d["file"]: d["title"] for d in docs}
    with progress_bar() as prog:
        task = prog.add_task("auditing", total=len(claims))

        def done(r):
            prog.update(task, description=f"checked {r.claim.id}")
            prog.advance(task)

        target = reports_dir or (None if (documents or ids) else "reports")
        if target and not no_reports:
            _check_output_folder(target, "--reports")
        snapshot = FolderSnapshot(target if target and not no_reports else None)
        smt2 = str(Path(target) / "smt2") if target and not no_reports else None
        results, records = gc.audit_claims(claims, engine=engine, titles=titles, on_done=done, smt2_dir=smt2)
    if as_json:
        emit_json(records)
    else:
        print_results(results, "gamecheck audit of the bundled documents")
    if target and not no_reports:
        gc.write_audit_reports(records, docs, target)
        _wrote(snapshot, "index.md, results.json, timings.json, group pages, figures, html/, proof pages")
    sys.exit(_resource_note(results, gc.exit_status(results)))


@main.command("label")
@click.argument("ruleset", required=False)
@GAME_OPTION
@ruleset_options
@click.option("--heaps", type=Count(1), default=None, help="Number of heaps (parts), for rulesets that take it.")
@click.option("--bound", required=True, type=COUNT, help="Every part 0..BOUND (staircase: at most BOUND coins in all).")
@ENGINE_OPTION
@click.option("--out", "out", type=click.Path(dir_okay=False), default=None,
              help="Save the labels and the ranking to read them back (.npz).")
@click.option("--only", "only", type=click.Choice(["grundy", "outcome", "misere"]), default=None,
              help="Compute this label alone: Grundy values, or normal- or misère-play outcomes (on a box of Nim, "
                   "subtraction games, Wythoff and their sums: 1-4 bytes per position, two threads) [default: "
                   "every label].")
@click.option("--threads", "threads", type=click.IntRange(1, 2), default=None, metavar="1|2",
              help="Threads for --only [default: GAMECHECK_THREADS, else 2 when two CPUs are usable].")
@JSON_OPTION
def label_cmd(ruleset: str | None, game_file: str | None, subset: str | None, m: int | None, params: tuple[str, ...],
              heaps: int | None, bound: int, engine: str, out: str | None, only: str | None, threads: int | None,
              as_json: bool) -> None:
    """Label every position of a bounded domain by retrograde analysis.

    Prints the domain's size, the counts of P-, N- and D-positions (normal and
    misère play), the largest Grundy value, the time and the peak memory. A domain
    that will not fit in memory is refused before anything is allocated, with the
    estimate and the largest bound that fits (exit 3).

    \b
      gamecheck label nim --heaps 3 --bound 127
      gamecheck label wythoff --bound 1000 --json
      gamecheck label staircase -p stairs=4 --bound 40 --out stairs.npz
      gamecheck label --game walk.toml --bound 15
      gamecheck label nim --heaps 3 --bound 255 --only grundy
    """
    no_ruleset_with_game(ruleset, game_file)
    if bound < 0:
        raise UsageError(f"--bound {bound} is not allowed; give a non-negative integer")
    if out is not None and only is not None:
        raise UsageError(f"--out saves every label, and --only {only} computes one; drop one of them")
    if out is not None:  # checked before labelling (a folder, a device, a missing folder: refused)
        gc.labels_path(out)
    labels = gc.label(build_game(ruleset, subset, m, params, heaps, game_file=game_file), bound, engine=engine,
                      only=only, threads=threads)
    peak = peak_memory_bytes()
    out_path = str(labels.save(out)) if out is not None else None
    data = labels.summary()  # the public record; the text is rendered from it
    data["peak_memory_bytes"], data["out"] = int(peak), out_path
    if as_json:
        emit_json(data)
        return
    print_labels(data, labels.seconds, peak, labels.estimated_bytes, out_path)


@main.command("explore")
@click.argument("ruleset", required=False)
@click.argument("arg", required=False)
@GAME_OPTION
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
@click.option("--report", "--report-dir", "report_dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Write a report page (Markdown) and its figure to DIR; without it nothing is written.")
@click.option("--no-report", is_flag=True, hidden=True, help="No report page (the default; kept for old scripts).")
@click.option("--max-n", "max_n", type=COUNT, default=None,
              help="Without --n: grow the sequence (doubling n) until its period is certified or n reaches this "
                   "[default: 2^25].")
@click.option("--time", "seconds", type=Seconds(0.1), default=None,
              help="Without --n: stop growing after this many seconds of computing [default: GAMECHECK_TIME_LIMIT "
                   "or 600].")
@click.option("--save", "save_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Save the Grundy values computed (.npz), to extend them later with --load.")
@click.option("--load", "load_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Continue from Grundy values saved with --save instead of recomputing them.")
@click.option("--state", "state_dir", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="Keep a long run in DIR: the values are written there at least every minute and at the end "
                   "(Ctrl-C included); the same command continues from them (each checked by the mex rule first).")
@click.option("--emit-claims", "emit_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Write the candidate rules found, with their verdicts, as a claims file that `gamecheck check` "
                   "and `gamecheck prove` take unchanged.")
@click.option("--threads", "threads", type=click.IntRange(1, 2), default=None, metavar="1|2",
              help="Threads for an octal game's sequence: 2 speculates a round of heaps while both threads check "
                   "the round before (same values) [default: GAMECHECK_THREADS, else 2 when two CPUs are usable].")
@click.option("--misere", is_flag=True,
              help="Misère play of a heap game: Conway's genus of each heap 0..N (default N = 30): the normal "
                   "Grundy value and the misère Grundy values of the heap plus 0, 1, 2, ... nim-heaps of size 2.")
@click.option("--quotient", is_flag=True,
              help="With --misere: the misère quotient (Plambeck-Siegel) of the sums of heaps: presentation, order, "
                   "P-portion, tameness and the element of every heap; without --max-heap the heap bound grows "
                   "until the elements have a certified period (or --time runs out).")
@click.option("--max-heap", "max_heap", type=COUNT, default=None,
              help="With --quotient: the sums of heaps of size 0..N only.")
@ENGINE_OPTION
@JSON_OPTION
def explore_cmd(ruleset: str | None, arg: str | None, game_file: str | None, subset: str | None, m: int | None,
                params: tuple[str, ...],
                all_but: str | None, predicate: str | None, heaps: int | None, n: int | None, bound: int | None,
                check: bool, prove_bits: int, prove_timeout: float, max_candidates: int, report_dir: str | None,
                no_report: bool, max_n: int | None, seconds: float | None, save_file: str | None,
                load_file: str | None, state_dir: str | None, emit_file: str | None, threads: int | None,
                misere: bool, quotient: bool, max_heap: int | None, engine: str, as_json: bool) -> None:
    """Explore a ruleset: Grundy sequence or P-positions, period, candidate rules.

    For a one-heap game (octal/hexadecimal codes, subtraction games with a finite,
    all-but or predicate set, Grundy's game, Lasker's Nim, take-half) it computes
    the Grundy sequence, finds its preperiod and period and certifies them where a
    theorem allows (finite subtraction sets; the Guy–Smith theorem for octal
    games), and fits candidate rules.  For a ruleset with positions of several
    parts (nim, wythoff, fibonacci-nim, ...) it labels a bounded domain and fits
    candidate rules to the P-positions and Grundy values.  Every candidate that
    fits all the data goes to the exhaustive checker and, where it compiles to
    z3, to the prover.  --report DIR writes a report page with a figure.

    \b
      gamecheck explore octal 0.77              # Kayles
      gamecheck explore octal 0.137 --json
      gamecheck explore subtraction --set 2,3,7
      gamecheck explore subtraction --all-but 1,2
      gamecheck explore subtraction --predicate squares --n 5000
      gamecheck explore grundy | lasker | take-half
      gamecheck explore wythoff
      gamecheck explore nim --heaps 3
      gamecheck explore --game split.toml --n 500     (a heap game of your own)
      gamecheck explore kayles --misere --n 20        (misère play: the genus of each heap)
      gamecheck explore kayles --misere --quotient    (misère play: the misère quotient)

    Without --n, an octal game or a finite subtraction game grows its sequence,
    doubling n, until the period is certified (Guy–Smith; the subtraction-game
    window) or --max-n / --time is reached; Ctrl-C stops it and keeps what was
    computed (--save FILE keeps it for a later --load FILE).
      gamecheck explore octal 0.56 --save 056.npz
      gamecheck explore octal 0.56 --load 056.npz --time 3600
    """
    no_ruleset_with_game(ruleset, game_file)
    if ruleset is None and game_file is None:
        raise UsageError("no game given; give a ruleset name (see `gamecheck rulesets`) or --game FILE")
    if emit_file is not None and (misere or quotient or max_heap is not None):
        raise UsageError("--emit-claims writes the candidate rules of a normal-play exploration; --misere (the genus "
                         "table) and --quotient find no rules to write")
    if quotient or max_heap is not None:
        _explore_quotient(ruleset, arg, game_file, subset, all_but, predicate, misere, quotient, max_heap,
                          (n, bound, heaps), seconds, as_json)
        return
    if misere:
        if bound is not None or heaps is not None:
            raise UsageError("--misere explores one heap game by heap size: give --n N, not --bound or --heaps")
        with err_console.status("computing the genus of each heap") if not as_json else contextlib.nullcontext():
            table = gc.explore.genus_table(ruleset, arg, n=n, game_file=game_file, subtraction_set=subset,
                                           all_but=all_but, predicate=predicate)
        if as_json:
            emit_json(table.to_json())
        else:
            print_genus(table)
        return
    if no_report:
        report_dir = None
    if report_dir is not None:
        _check_output_folder(report_dir, "--report")
    preload = None
    if report_dir is not None:
        # a one-heap game's kernel releases the interpreter lock while it runs: load it first
        # (the JIT cache), then import the plotting library for the report alongside it
        heap = gc.explore.resolve_heap_game(ruleset, arg, game_file=game_file, subtraction_set=subset,
                                            all_but=all_but, predicate=predicate)
        if heap is not None:
            try:
                gc.warm_up_sequences(heap)
            except GamecheckError:
                pass  # the exploration itself reports it
            else:
                preload = gc.preload_figures()
    bar = None if as_json else Progress(TextColumn("{task.description}"), BarColumn(),
                                        TextColumn("n = {task.completed:,.0f}"),
                                        TextColumn("{task.fields[rate]}"), TextColumn("{task.fields[period]}"),
                                        TimeElapsedColumn(), console=err_console, transient=True,
                                        disable=not err_console.is_terminal)
    task = None if bar is None else bar.add_task("exploring", total=None, rate="", period="")

    def progress(text: str) -> None:
        if bar is not None:
            bar.update(task, description=escape(text[:70]))

    def on_values(done: int, target: int, rate: float, candidate: str) -> None:
        if bar is not None:
            bar.update(task, completed=done, total=target, rate=f"{rate:,.0f} values/s",
                       period=f"period {candidate}" if candidate else "no period yet")

    if bar is not None:
        bar.start()
    try:
        result = gc.explore.explore(
            ruleset, arg, params=ruleset_params(None, m, params), heaps=heaps, n=n, bound=bound,
            subtraction_set=subset, all_but=all_but, predicate=predicate, check=check,
            prove_bits=prove_bits or None, prove_timeout=prove_timeout, max_candidates=max_candidates,
            engine=engine, progress=progress, game_file=game_file, max_n=max_n,
            seconds=seconds, on_values=on_values, load=load_file, save=save_file, emit_claims=emit_file,
            state=state_dir, threads=threads)
        page = None
        if report_dir is not None:
            progress("writing the report")
            page = str(gc.write_exploration(result, report_dir))
    finally:
        if bar is not None:
            bar.stop()
        if preload is not None:
            preload.join()
    if as_json:
        data = result.to_json(arrays=True)
        data["notes"] = [to_cli(note) for note in data.get("notes", [])]  # the library names Python arguments
        data["report"] = page
        # the process's peak resident memory so far (as `label --json` gives it): computing,
        # checking and the report, not the JSON text written next
        data["peak_memory_bytes"] = peak_memory_bytes()
        emit_json(data)
    else:
        print_exploration(result, page)
    if result.interrupted:
        sys.exit(interrupt_status())


def _explore_quotient(ruleset: str | None, arg: str | None, game_file: str | None, subset: str | None,
                      all_but: str | None, predicate: str | None, misere: bool, quotient: bool, max_heap: int | None,
                      others: tuple, seconds: float | None, as_json: bool) -> None:
    """``explore GAME --misere --quotient [--max-heap N]``: the misère quotient, with a progress
    bar while the heap bound grows; Ctrl-C keeps the heaps done (exit status 130)."""
    if not quotient:
        raise UsageError("--max-heap is for the misère quotient: give --misere --quotient --max-heap N")
    if not misere:
        raise UsageError("--quotient is the misère quotient: give --misere --quotient")
    if any(v is not None for v in others):
        raise UsageError("--quotient covers the sums of heaps up to --max-heap N; --n, --bound and --heaps do not apply")
    bar = None if as_json else Progress(TextColumn("misère quotient"), TextColumn("heap {task.completed:,.0f}"),
                                        TextColumn("order {task.fields[order]}"), TextColumn("{task.fields[period]}"),
                                        TimeElapsedColumn(), console=err_console, transient=True,
                                        disable=not err_console.is_terminal)
    task = None if bar is None else bar.add_task("quotient", total=None, order="", period="")

    def on_heap(heap: int, order: int, period: str) -> None:
        if bar is not None:
            bar.update(task, completed=heap, order=f"{order:,}", period=period)

    if bar is not None:
        bar.start()
    try:
        q = gc.explore.misere_quotient(ruleset, arg, max_heap=max_heap, seconds=seconds, game_file=game_file,
                                       subtraction_set=subset, all_but=all_but, predicate=predicate, on_heap=on_heap)
    finally:
        if bar is not None:
            bar.stop()
    if as_json:
        emit_json(q.to_json())
    else:
        print_quotient(q)
    if q.stopped == "interrupted":
        sys.exit(interrupt_status())


@main.command("prove")
@click.argument("target")
@click.option("--claim", "ids", multiple=True, metavar="ID", help="With a TOML file: prove only this claim (repeatable).")
@click.option("--bits", type=Count(1, 256), default=None,
              help="Bit width: prove for every position whose parts are < 2^BITS [default: the claim's prove_bits, else 64].")
@click.option("--timeout", type=Seconds(), default=None,
              help="Wall-clock safety net per solver call, in seconds; reaching it makes the verdict inconclusive "
                   "[default: the claim's prove_timeout, else 600]. The limits that decide are resource counts "
                   "(--budget), the same on every machine.")
@click.option("--budget", type=click.FloatRange(min=0, min_open=True, max=1000), default=1.0, show_default=True,
              help="Factor on every solver's deterministic resource limit (z3 rlimit, Bitwuzla polls, cvc5 units).")
@click.option("--smt2", "smt2_dir", type=click.Path(file_okay=False), default=None,
              help="Write every solver query to this folder as SMT-LIB 2.")
@click.option("--report", "report_dir", type=click.Path(file_okay=False), default=None,
              help="Write a proof page for every proved claim here (DIR/proofs/*.md, DIR/html/proofs/*.html), "
                   "with its SMT-LIB files (DIR/smt2) and DRAT certificates (DIR/certificates); with a text "
                   "(--document), also DIR/html/document.html, the text annotated with the proofs.")
@click.option("--document", "document", type=click.Path(dir_okay=False), default=None, metavar="DOC",
              help="Check the claims against the text they audit, as `gamecheck check --document` does, and count "
                   "the lines proved [default: the document path of the file's [document] table, if any]. With "
                   "--report, also html/document.html with the proved lines coloured as proved.")
@ALLOW_OUTSIDE_OPTION
@JSON_OPTION
def prove_cmd(target: str, ids: tuple[str, ...], bits: int | None, timeout: float | None, budget: float,
              smt2_dir: str | None, report_dir: str | None, document: str | None, allow_outside: bool,
              as_json: bool) -> None:
    """Prove TARGET for every position up to a bit width, or refute it.

    TARGET is a catalogue claim id (see `gamecheck verify`) or a claims TOML file.
    Every condition of a proof must be answered unsat by two independent solvers
    (z3 and Bitwuzla, or z3 and cvc5); a disagreement is a "solver conflict" and the
    verdict inconclusive. A refutation is a concrete position and move, replayed
    through the ruleset and checked against exhaustive labels. A claim the prover
    cannot encode is inconclusive, and says why in one line. A claim that cannot be
    proved as written (a malformed field, a rule that does not parse) is an error
    against its id and field; the others are proved as usual. Exit 0 when every
    verdict matches the claim's expectation (proved = holds), 1 otherwise, 2 on bad
    input (a claim with an error included, once the others are proved).

    \b
      gamecheck prove core.bouton-z3-8 --bits 64
      gamecheck prove my-claims.toml --smt2 smt/
      gamecheck prove notes.claims.toml --document notes.md --report audit --bits 8
    """
    doc = None
    if target.endswith(".toml"):
        read = gc.read_claims(target, allow_outside_files=allow_outside)
        doc = gc.check_document(target, document, allow_outside_files=allow_outside, missing_ok=document is None)
        entries = read.select(ids, target)
    else:
        if document is not None:
            raise UsageError(f"--document {document}: the text is audited by a claims file; give the claims file "
                             "(FILE.toml) instead of a catalogue id")
        entries = gc.select_claims(gc.catalogue()[0], (target,) + ids, "the catalogue")

    snapshot = None
    if report_dir is not None:
        _check_output_folder(report_dir, "--report")
        snapshot = FolderSnapshot(report_dir)
        if smt2_dir is None:
            smt2_dir = str(Path(report_dir) / "smt2")

    with claim_progress(len(entries)) as step:
        results = gc.prove_claims(entries, bits=bits, timeout=timeout, smt2_dir=smt2_dir, budget=budget,
                                  certify_dir=None if report_dir is None else str(Path(report_dir) / "certificates"),
                                  on_claim=step("proving"))
    if report_dir is not None and snapshot is not None:
        gc.write_prove_report(results, report_dir, source=target if target.endswith(".toml") else None, document=doc)
        _wrote(snapshot, "proof pages, SMT-LIB files, certificates" + (", html/document.html" if doc is not None else ""))
    coverage = gc.document_coverage(doc, results) if doc is not None else None
    if as_json:
        rows = [_json_row(r) for r in results]
        emit_json(rows if doc is None else {"results": rows, "coverage": coverage, "document": doc.to_json()})
    else:
        if any(r.verdict != "error" for r in results):
            print_proofs(results)
        if doc is not None:
            print_document_check(doc, coverage)
    print_claim_errors(results)
    code = 2 if any(r.verdict == "error" for r in results) else (0 if all(r.as_expected for r in results) else 1)
    if doc is not None and code == 0 and not doc.ok:
        code = 1  # the claims do not fit the text
    sys.exit(code)


main.add_command(recheck_cmd)
main.add_command(survey_cmd)


if __name__ == "__main__":  # pragma: no cover
    main()
