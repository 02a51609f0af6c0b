"""Whole-process labelling against a plain C retrograde DP doing the same work.

    python experiments/bench/label_c.py            # Nim, 3 heaps, bounds 127 and 255 (about 2 minutes)
    python experiments/bench/label_c.py --quick    # bound 63 and 127

What is measured, in the same run, one process at a time, best of 2 (wall clock):

* ``gamecheck label nim --heaps 3 --bound B --json`` -- the whole process: start-up,
  imports, numba's cache load, the compact engine's one pass over the (B+1)^3 positions
  (every label: outcome, remoteness, misère outcome and remoteness, Grundy value), the
  summary and the JSON;
* ``retro --implicit PLAN OUT`` (``experiments/bench/retro.c``, compiled here with ``-O2``) --
  the whole process: reading the plan, the same one-pass algorithm on the same positions,
  writing all five label arrays.  The plan (the move rays) is written before the clock
  starts.

Peak memory of each process is its own maximum resident set size, as each reports it
(``retro.c``: ``VmHWM``; ``gamecheck label --json``: ``peak_memory_bytes``).
The labels of both are compared at the smallest bound (the C output against
:func:`gamecheck.engine.compact.label_implicit`); a mismatch aborts the run.

One label alone (:mod:`gamecheck.engine.partial`), in the same run, best of ``--repeats``:

* ``grundy_dp MODE PLAN OUT`` (``experiments/bench/grundy_dp.c``, ``-O2``): a plain C dynamic
  programme for the Grundy values only (``grundy``) or the outcomes only (``outcome``,
  ``misere``; an N-position's options read up to its first P-option), one thread, ranks in
  increasing order;
* ``gamecheck label nim --heaps 3 --bound B --only MODE --threads T --json`` for T = 1 and 2.

Both the whole process (wall clock) and the pass alone are reported: C's own clock around its
pass; gamecheck's labelling call in this process, once its kernels are loaded (the call the
whole process makes, without start-up and numba's cache load).  The values of every mode are
compared with the C program's at every bound, on one and two threads, before timing.

Writes ``reports/bench-label-c.md`` and ``reports/bench-label-c.json`` (atomically).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
for p in (HERE, ROOT):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

import numpy as np  # noqa: E402

import cref  # noqa: E402
import gamecheck as gc  # noqa: E402
from gamecheck.atomic import atomic_write_text  # noqa: E402
from gamecheck.domain import box_domain  # noqa: E402
from gamecheck.engine import compact, partial  # noqa: E402


def run(cmd: list[str], cwd: str) -> tuple[float, int, str]:
    """Run ``cmd``; wall seconds, the child's peak RSS (bytes) and its stdout."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = proc.stdout.read()
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({code}): {err.decode(errors='replace')[-400:]}")
    return wall, int(usage.ru_maxrss) * 1024, out.decode()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="bounds 63 and 127")
    ap.add_argument("--repeats", type=int, default=2)
    args = ap.parse_args()
    bounds = [63, 127] if args.quick else [127, 255]
    work = tempfile.mkdtemp(prefix="label-c-")
    exe = cref.compile_reference(work, flags=("-O2",))
    rs = gc.game("nim", heaps=3).ruleset
    rows = []
    for i, b in enumerate(bounds):
        dom = box_domain(rs, b)
        plan_path = os.path.join(work, f"plan{b}")
        cref.write_plan(plan_path, cref.implicit_plan(rs, dom))
        out_path = os.path.join(work, f"out{b}")
        if i == 0:  # the same labels
            run([str(exe), "--implicit", plan_path, out_path], work)
            c_labels = cref.read_output(out_path)
            ours = compact.label_implicit(rs, dom)
            for key in ("outcome", "remoteness", "grundy", "misere", "misere_remoteness"):
                if not np.array_equal(np.asarray(c_labels[key]), np.asarray(getattr(ours, key))):
                    raise SystemExit(f"labels differ ({key}) at bound {b}")
        best: dict[str, tuple[float, int]] = {}
        for _ in range(args.repeats):
            for name, cmd in (("C -O2", [str(exe), "--implicit", plan_path, out_path]),
                              ("gamecheck", [sys.executable, "-m", "gamecheck", "label", "nim", "--heaps", "3",
                                             "--bound", str(b), "--json"])):
                wall, _fork_peak, out = run(cmd, work)
                # each process's own peak: retro.c prints its VmHWM, gamecheck label --json its peak
                # (the rusage of a forked child also counts the parent's pages before exec)
                if name == "gamecheck":
                    peak = int(json.loads(out)["peak_memory_bytes"])
                else:
                    peak = next(int(line.split()[1]) for line in out.splitlines() if line.startswith("peak_rss_bytes"))
                if name not in best or wall < best[name][0]:
                    best[name] = (wall, peak)
        row = {"bound": b, "positions": (b + 1) ** 3,
               "c_seconds": round(best["C -O2"][0], 3), "c_peak_bytes": best["C -O2"][1],
               "gamecheck_seconds": round(best["gamecheck"][0], 3), "gamecheck_peak_bytes": best["gamecheck"][1],
               "ratio": round(best["gamecheck"][0] / best["C -O2"][0], 2)}
        rows.append(row)
        print(json.dumps(row), flush=True)
    only = one_label(bounds, args.repeats, work)
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    lines = ["# Labelling: gamecheck against a plain C retrograde DP, whole processes", "",
             f"Machine: {platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}; "
             f"gamecheck at {commit}; {time.strftime('%Y-%m-%d %H:%M')}.", "",
             "Nim with 3 heaps, every position with each heap <= B, all five labels. Wall time of the whole "
             f"process, best of {args.repeats}; peak memory is each process's own maximum resident set.", "",
             "| bound | positions | C -O2 | gamecheck label | ratio | C peak | gamecheck peak |",
             "|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['bound']} | {r['positions']:,} | {r['c_seconds']:.2f} s | {r['gamecheck_seconds']:.2f} s "
                     f"| {r['ratio']:.2f}x | {r['c_peak_bytes'] / 2**20:,.0f} MiB | "
                     f"{r['gamecheck_peak_bytes'] / 2**20:,.0f} MiB |")
    lines += ["", "## One label alone", "",
              "The same boxes; the Grundy values only, or the outcomes only (normal or misère play), as a claim "
              "about P-positions or a Grundy formula needs them (`gamecheck label --only`, "
              "`gamecheck.engine.partial`), against `grundy_dp.c`, a plain C programme doing the same work on one "
              "thread. *pass*: the labelling alone (C: its own clock; gamecheck: the labelling call, kernels loaded); "
              "*process*: "
              f"the whole process, start-up and numba's cache load included. Best of {args.repeats}.", "",
              "| bound | label | C pass | gamecheck pass, 1 thread | 2 threads | ratio to C (2 threads) | "
              "C process | gamecheck process, 2 threads | ratio |",
              "|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in only:
        lines.append(f"| {r['bound']} | {r['label']} | {r['c_pass']:.2f} s | {r['pass_1']:.2f} s | {r['pass_2']:.2f} s "
                     f"| {r['pass_ratio_2']:.2f}x | {r['c_process']:.2f} s | {r['process_2']:.2f} s "
                     f"| {r['process_ratio_2']:.2f}x |")
    lines += ["", "Reproduce: `python experiments/bench/label_c.py`.", ""]
    atomic_write_text(ROOT / "reports" / "bench-label-c.md", "\n".join(lines))
    atomic_write_text(ROOT / "reports" / "bench-label-c.json",
                      json.dumps({"rows": rows, "one_label": only, "commit": commit}, indent=2))
    print("wrote reports/bench-label-c.md")


def _c_values(path: str, label: str) -> np.ndarray:
    head = np.fromfile(path, dtype=np.int64, count=2)
    dtype = {1: np.uint8, 2: np.uint16, 4: np.uint32}[int(head[1])] if label == "grundy" else np.int8
    return np.fromfile(path, dtype=dtype, offset=16)


def one_label(bounds: list[int], repeats: int, work: str) -> list[dict]:
    """The one-label rows: grundy_dp.c against ``gamecheck label --only`` on 1 and 2 threads."""
    exe = cref.compile_reference(work, flags=("-O2",), name="grundy_dp", source=HERE / "grundy_dp.c")
    rs = gc.game("nim", heaps=3).ruleset
    rows = []
    for b in bounds:
        dom = box_domain(rs, b)
        plan_path, out_path = os.path.join(work, f"plan{b}"), os.path.join(work, f"one{b}")
        cref.write_plan(plan_path, cref.implicit_plan(rs, dom))
        for label in ("grundy", "outcome", "misere"):
            run([str(exe), label, plan_path, out_path], work)
            theirs = _c_values(out_path, label)
            def ours(threads: int) -> np.ndarray:
                if label == "grundy":
                    return partial.grundy_values(rs, dom, threads=threads)
                return partial.outcomes(rs, dom, misere=label == "misere", threads=threads)

            for threads in (1, 2):  # the same values, before any clock (and the kernels loaded)
                mine = ours(threads)
                if mine.dtype != theirs.dtype or not np.array_equal(mine, theirs):
                    raise SystemExit(f"{label} differs from the C programme's at bound {b} ({threads} threads)")
            best: dict[str, tuple[float, float]] = {}
            for _ in range(repeats):
                cmds = {"c": [str(exe), label, plan_path, out_path]}
                for threads in (1, 2):
                    cmds[f"gc{threads}"] = [sys.executable, "-m", "gamecheck", "label", "nim", "--heaps", "3", "--bound",
                                            str(b), "--only", label, "--threads", str(threads), "--json"]
                for name, cmd in cmds.items():
                    wall, _, out = run(cmd, work)
                    if name == "c":
                        inner = float(next(line.split()[1] for line in out.splitlines() if line.startswith("seconds")))
                    else:
                        t0 = time.perf_counter()
                        ours(int(name[2:]))
                        inner = time.perf_counter() - t0
                    old = best.get(name)
                    best[name] = (min(wall, old[0]) if old else wall, min(inner, old[1]) if old else inner)
            row = {"bound": b, "positions": dom.size, "label": label,
                   "c_pass": round(best["c"][1], 3), "c_process": round(best["c"][0], 3),
                   "pass_1": round(best["gc1"][1], 3), "pass_2": round(best["gc2"][1], 3),
                   "process_1": round(best["gc1"][0], 3), "process_2": round(best["gc2"][0], 3),
                   "pass_ratio_1": round(best["gc1"][1] / best["c"][1], 2),
                   "pass_ratio_2": round(best["gc2"][1] / best["c"][1], 2),
                   "process_ratio_2": round(best["gc2"][0] / best["c"][0], 2)}
            rows.append(row)
            print(json.dumps(row), flush=True)
    return rows


if __name__ == "__main__":
    main()
