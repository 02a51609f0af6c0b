"""Start-up: how long the light commands take as whole processes (issue 27, point 4; issue 36,
point 7).

    python experiments/bench/startup_bench.py            # 5 runs of each command (median), ~1 minute
    python experiments/bench/startup_bench.py --runs 9
    python experiments/bench/startup_bench.py --out /tmp/startup   # write the report elsewhere

Each command is run as a whole process from a launcher that times it with
``time.perf_counter`` and reads its peak resident memory from ``os.wait4`` (the launcher of
``octal_bench.py``), with the bytecode cache on, after one untimed run (so the bytecode and
numba's cache exist, as on any machine after the first run). The baseline is the interpreter
itself, ``python -c pass``, timed the same way in the same run: the ratio column says how many
times the bare interpreter's start each command costs. The median and the best run are both
recorded (on a shared machine the best is the steadier figure).

Commands and goals (issue 27):

* ``python -c "import gamecheck"``: at most 0.15 s;
* ``gamecheck solve nim 11 6 10 8``: at most 0.35 s;
* ``gamecheck rulesets``: at most 0.35 s;
* ``gamecheck explore octal 0.166 --n 16384 --json``: at most 1.0 s;
* ``gamecheck solve nim 11 6 10 8 --json``, ``gamecheck label nim --heaps 2 --bound 5``,
  ``gamecheck --help``, ``gamecheck solve kayles 30 41 57 --misere`` and ``gamecheck check``
  of one small claims file are recorded too (no goal).

It also records which heavy libraries (z3, numba, networkx, matplotlib, scipy) each light
command loaded (``-X importtime``), how many gamecheck modules it had loaded when it exited
and which of the claim side (the claims, audit, checker, prover, reports, ...; issue 36,
point 7) among them (``sys.modules`` at exit, as ``tests/test_light_commands.py`` reads it),
and writes ``bench-startup.md`` and ``bench-startup.json`` in ``reports/`` (or ``--out``).
Exit status 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gamecheck.atomic import atomic_write_text  # noqa: E402
from octal_bench import _run_measured, gamecheck_env, machine  # noqa: E402  (one launcher, one machine record)

REPORTS = ROOT / "reports"
HEAVY = ("z3", "numba", "llvmlite", "networkx", "matplotlib", "scipy", "dask")
#: the claim side of the package: the light commands (solve, label, rulesets) load none of it
CLAIM_SIDE = ("gamecheck.api", "gamecheck.audit", "gamecheck.batch", "gamecheck.catalog", "gamecheck.checker",
              "gamecheck.claims", "gamecheck.document", "gamecheck.explore", "gamecheck.prover", "gamecheck.report",
              "gamecheck.verify")
#: run ``python ARGV`` (``-c CODE`` or ``-m MODULE ARGS``) in this interpreter and write the
#: gamecheck modules loaded at exit (the command line's own exit runs the atexit hooks)
MODULES_PROBE = r"""
import atexit, json, runpy, sys
out, argv = sys.argv[1], sys.argv[2:]
def _dump():
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(sorted(m for m in sys.modules if m == "gamecheck" or m.startswith("gamecheck.")), fh)
atexit.register(_dump)
if argv[0] == "-c":
    sys.argv = ["-c", *argv[2:]]
    exec(compile(argv[1], "<string>", "exec"), {"__name__": "__main__"})
else:
    sys.argv = [argv[1], *argv[2:]]
    runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
"""

CLAIM = """[[claim]]
id = "bash.4"
kind = "p-rule"
statement = "Bash's game with m = 3: the P-positions are the multiples of 4."
ruleset = "bash"
params = {m = 3}
bound = 200
rule = "n % 4 == 0"
"""


def commands(folder: Path) -> list[tuple[str, list[str], float | None]]:
    """(name, argv after the interpreter, goal in seconds or None)."""
    claims = folder / "bash.toml"
    claims.write_text(CLAIM, encoding="utf-8")
    return [
        ("python -c pass (baseline)", ["-c", "pass"], None),
        ("import gamecheck", ["-c", "import gamecheck"], 0.15),
        ("gamecheck solve nim 11 6 10 8", ["-m", "gamecheck", "solve", "nim", "11", "6", "10", "8"], 0.35),
        ("gamecheck solve nim 11 6 10 8 --json", ["-m", "gamecheck", "solve", "nim", "11", "6", "10", "8", "--json"],
         None),
        ("gamecheck label nim --heaps 2 --bound 5", ["-m", "gamecheck", "label", "nim", "--heaps", "2", "--bound", "5"],
         None),
        ("gamecheck rulesets", ["-m", "gamecheck", "rulesets"], 0.35),
        ("gamecheck --help", ["-m", "gamecheck", "--help"], None),
        ("gamecheck explore octal 0.166 --n 16384 --json",
         ["-m", "gamecheck", "explore", "octal", "0.166", "--n", "16384", "--json"], 1.0),
        ("gamecheck solve kayles 30 41 57 --misere", ["-m", "gamecheck", "solve", "kayles", "30", "41", "57", "--misere"],
         None),
        ("gamecheck check bash.toml (one claim)", ["-m", "gamecheck", "check", str(claims)], None),
    ]


def heavy_loaded(argv: list[str], cwd: Path) -> list[str]:
    """The heavy libraries a command imports, or any of their submodules (from ``python -X importtime``;
    a package imported in a thread may show only its submodules there)."""
    p = subprocess.run([sys.executable, "-X", "importtime", *argv], cwd=cwd, capture_output=True, text=True,
                       env=gamecheck_env(), timeout=600)
    names = {line.rsplit("|", 1)[-1].strip() for line in p.stderr.splitlines() if line.startswith("import time:")}
    return [m for m in HEAVY if any(n == m or n.startswith(m + ".") for n in names)]


def modules_loaded(argv: list[str], cwd: Path) -> list[str]:
    """The gamecheck modules in ``sys.modules`` when ``python ARGV`` exits."""
    out = cwd / "modules.json"
    out.unlink(missing_ok=True)
    p = subprocess.run([sys.executable, "-c", MODULES_PROBE, str(out), *argv], cwd=cwd, capture_output=True, text=True,
                       env=gamecheck_env(), timeout=600)
    if p.returncode not in (0, 1) or not out.is_file():
        raise SystemExit(f"startup_bench: the module probe of {argv} failed: {p.stderr[-2000:]!r}")
    return json.loads(out.read_text(encoding="utf-8"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5, help="timed runs of each command (the median is reported)")
    ap.add_argument("--out", type=Path, default=REPORTS, metavar="DIR",
                    help="folder of bench-startup.md and bench-startup.json (default: reports/)")
    args = ap.parse_args()
    md_path, json_path = args.out / "bench-startup.md", args.out / "bench-startup.json"
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, argv, goal in commands(folder):
            full = [sys.executable, *argv]
            with open(folder / "out", "wb") as fh:
                _run_measured(full, folder, fh)  # untimed: bytecode and numba's cache
            times, peaks = [], []
            for _ in range(args.runs):
                with open(folder / "out", "wb") as fh:
                    p, seconds, peak_mb, timed_out = _run_measured(full, folder, fh)
                if timed_out or p.returncode not in (0, 1):
                    raise SystemExit(f"startup_bench: `{name}` failed: {p.stderr!r}")
                times.append(seconds)
                peaks.append(peak_mb)
            mods = modules_loaded(argv, folder)
            rows.append({"command": name, "argv": argv, "goal_s": goal, "median_s": statistics.median(times),
                         "best_s": min(times), "runs_s": times, "peak_mb": max(peaks),
                         "heavy_loaded": heavy_loaded(argv, folder), "gamecheck_modules": len(mods),
                         "claim_side_loaded": [m for m in mods if any(m == c or m.startswith(c + ".") for c in CLAIM_SIDE)]})
            print(f"{name}: {statistics.median(times):.3f} s (best {min(times):.3f} s), {len(mods)} gamecheck modules",
                  file=sys.stderr)
    base = rows[0]["median_s"]
    for r in rows:
        r["ratio_to_baseline"] = r["median_s"] / base
        r["meets_goal"] = None if r["goal_s"] is None else r["median_s"] <= r["goal_s"]
    doc = {"machine": machine({}), "runs": args.runs, "rows": rows}
    md = ["# Start-up of the light commands", "",
          "Written by `python experiments/bench/startup_bench.py` (see its docstring). Whole processes, "
          f"median (and best) of {args.runs} runs after one untimed run; the baseline is `python -c pass` timed the "
          "same way.", "",
          f"Machine: {doc['machine']['cpu']} ({doc['machine']['cpu_count']} CPUs), Python {doc['machine']['python']}, "
          f"gamecheck {doc['machine']['gamecheck_commit']}{' (modified)' if doc['machine']['gamecheck_tree_modified'] else ''}, "
          f"{doc['machine']['date']}.", "",
          "| command | median s | best s | x baseline | goal | met | peak MB | heavy libraries loaded "
          "| gamecheck modules | of the claim side |",
          "|---|---:|---:|---:|---:|:-:|---:|---|---:|---:|"]
    for r in rows:
        goal = "—" if r["goal_s"] is None else f"≤ {r['goal_s']:.2f}"
        met = "—" if r["meets_goal"] is None else ("yes" if r["meets_goal"] else "**no**")
        md.append(f"| `{r['command']}` | {r['median_s']:.3f} | {r['best_s']:.3f} | {r['ratio_to_baseline']:.1f} | {goal} | "
                  f"{met} | {r['peak_mb']:.0f} | {', '.join(r['heavy_loaded']) or 'none'} | {r['gamecheck_modules']} | "
                  f"{len(r['claim_side_loaded'])} |")
    md += ["", "z3 and numba are imported by the commands that use them (the prover, the compact engine, "
           "Grundy sequences); `gamecheck.lazy` loads them on first use. `tests/test_structure.py` asserts that "
           "`import gamecheck`, `gamecheck solve nim ...` and `gamecheck rulesets` load none of them.", "",
           "The last two columns count the gamecheck modules loaded at exit and those of the claim side (claims, audit, "
           "checker, prover, catalogue, reports, ...): `solve`, `label` and `rulesets` use the games half of the API "
           "(`gamecheck/gameapi.py`), which loads none of it; `tests/test_light_commands.py` asserts the modules each "
           "light command loads.", ""]
    atomic_write_text(json_path, json.dumps(doc, indent=1) + "\n")
    atomic_write_text(md_path, "\n".join(md))
    print(f"wrote {md_path}, {json_path}", file=sys.stderr)
    return 0 if all(r["meets_goal"] is not False for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
