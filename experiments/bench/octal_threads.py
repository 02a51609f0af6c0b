"""One octal game's sequence per core and on two cores: the sparse-space engine against the
engine of an earlier commit, against itself on two threads, and against the reference C++.

    python experiments/bench/octal_threads.py --reference /path/to/octal-games            # ~6 minutes
    python experiments/bench/octal_threads.py --reference PATH --baseline 0857174 --kmax 24
    python experiments/bench/octal_threads.py --quick                                     # no reference, 2^20

Everything is measured in this one process (the reference in a child process), one after the
other, so that the ratios compare runs on the same machine at the same time:

* the engine of this checkout, ``SparseEngine(game, threads=1)`` and ``threads=2``, computing
  g(0 .. 2^k - 1) from nothing (after one untimed run that compiles or loads the kernels), for
  k = 20, 22, 24 (``--kmax``); best of 2 runs below 2^24, one at 2^24.  Values per second, and
  per core: the two-thread figure divided by two.
* with ``--baseline COMMIT``: the file ``gamecheck/engine/sparse.py`` of that commit (``git
  show``, loaded as a module of its own beside this checkout's package) on the same work: the
  speed-up of this checkout's engine over it.
* with ``--reference PATH`` (a checkout of tczajka/octal-games, as for ``octal_bench.py``): its
  ``analyze`` built with ``g++ -O2``, wall time from its start to the line ``n=2^k`` for k = 20,
  21 (best of 2); an instrumented copy dumps its values, which must equal this engine's (both
  thread counts) -- else the script stops with exit status 1 and writes nothing.
* every run's values are compared with the one-thread run's: byte-identical or the script stops.

The published record beside it: Officers (0.6) computed to about 1.4 x 10^14 heaps at about
5 million values per second on 8 threads (Grossman, "Searching for periodicity in Officers",
Games of No Chance 5, 2019), i.e. about 0.6 million per thread, on other hardware.

Written: ``reports/bench-octal-threads.md`` and ``.json`` (atomically).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import importlib.util
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

from gamecheck.atomic import atomic_write_text  # noqa: E402
from gamecheck.engine import sparse  # noqa: E402
from gamecheck.games.takebreak import parse_octal  # noqa: E402

MD_PATH = ROOT / "reports" / "bench-octal-threads.md"
JSON_PATH = ROOT / "reports" / "bench-octal-threads.json"
RECORD = {"source": "Grossman, Searching for periodicity in Officers, Games of No Chance 5 (2019)",
          "values_per_second": 5e6, "threads": 8}


def load_baseline(commit: str):
    """The module gamecheck/engine/sparse.py of ``commit``, loaded under a name of its own."""
    text = subprocess.run(["git", "show", f"{commit}:gamecheck/engine/sparse.py"], cwd=ROOT, capture_output=True,
                          text=True)
    if text.returncode != 0:
        raise SystemExit(f"octal_threads: cannot read gamecheck/engine/sparse.py at {commit}: {text.stderr.strip()}")
    tmp = Path(tempfile.mkdtemp(prefix="octal-threads-")) / f"sparse_{commit}.py"
    tmp.write_text(text.stdout)
    spec = importlib.util.spec_from_file_location(f"sparse_{commit}", tmp)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def run_engine(make, n: int, repeats: int) -> tuple[float, np.ndarray, dict]:
    """Best wall time of ``repeats`` runs of ``make().extend(n)`` (a fresh engine each time)."""
    best, vals, info = None, None, {}
    for _ in range(repeats):
        e = make()
        e.extend(min(n, 64))
        t0 = time.perf_counter()
        e.extend(n)
        dt = time.perf_counter() - t0
        if best is None or dt < best:
            best = dt
        vals = e.values.copy()
        info = dict(getattr(e, "pipeline", {}) or {})
        del e
    return float(best), vals, info


def first_difference(a: np.ndarray, b: np.ndarray) -> int | None:
    m = min(len(a), len(b))
    d = np.flatnonzero(a[:m].astype(np.int64) != b[:m].astype(np.int64))
    return int(d[0]) if d.size else (None if len(a) == len(b) else m)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reference", type=Path, help="a checkout of tczajka/octal-games (its old/src is built)")
    ap.add_argument("--baseline", help="a commit whose sparse-space engine is measured beside this one")
    ap.add_argument("--games", default="0.6", help="octal codes, comma-separated [0.6]")
    ap.add_argument("--kmax", type=int, default=24, help="the largest k of n = 2^k [24]")
    ap.add_argument("--quick", action="store_true", help="k = 20 only, no reference")
    args = ap.parse_args()
    ks = [20] if args.quick else [k for k in (20, 22, 24) if k <= args.kmax]
    base = load_baseline(args.baseline) if args.baseline else None
    doc: dict = {"machine": {"platform": platform.platform(), "cpu": _cpu(), "cpus": sparse.usable_cpus(),
                             "python": platform.python_version(), "commit": _head(),
                             "date": _dt.datetime.now().astimezone().isoformat(timespec="seconds")},
                 "baseline": args.baseline, "record": RECORD, "games": []}
    for code in args.games.split(","):
        game = parse_octal(code)
        rows = []
        for k in ks:
            n = 1 << k
            reps = 1 if k >= 24 else 2
            print(f"{code} 2^{k}: one thread", file=sys.stderr, flush=True)
            t1, v1, _ = run_engine(lambda: sparse.SparseEngine(game, capacity=n, threads=1), n, reps)
            print(f"{code} 2^{k}: two threads", file=sys.stderr, flush=True)
            t2, v2, pipe = run_engine(lambda: sparse.SparseEngine(game, capacity=n, threads=2), n, reps)
            bad = first_difference(v1, v2)
            if bad is not None:
                print(f"octal_threads: {code}: two threads differ from one at heap {bad}", file=sys.stderr)
                return 1
            row = {"k": k, "n": n, "one_thread_s": t1, "two_threads_s": t2, "speedup_two": t1 / t2,
                   "values_per_s_one": n / t1, "values_per_s_two": n / t2, "values_per_s_per_core_two": n / t2 / 2,
                   "pipeline": pipe}
            if base is not None:
                print(f"{code} 2^{k}: baseline {args.baseline}", file=sys.stderr, flush=True)
                tb, vb, _ = run_engine(lambda: base.SparseEngine(game, capacity=n), n, reps)
                bad = first_difference(v1, vb)
                if bad is not None:
                    print(f"octal_threads: {code}: the baseline differs at heap {bad}", file=sys.stderr)
                    return 1
                row.update({"baseline_s": tb, "speedup_one_vs_baseline": tb / t1, "speedup_two_vs_baseline": tb / t2})
            rows.append(row)
        ref = None
        if args.reference and not args.quick:
            ref = reference_runs(args.reference, code, game)
            if ref.get("mismatch"):
                print(f"octal_threads: {ref['mismatch']}", file=sys.stderr)
                return 1
        doc["games"].append({"code": code, "rows": rows, "reference": ref})
    atomic_write_text(JSON_PATH, json.dumps(doc, indent=1) + "\n")
    atomic_write_text(MD_PATH, render(doc, " ".join(["python", "experiments/bench/octal_threads.py", *sys.argv[1:]])))
    print(MD_PATH.read_text())
    return 0


def reference_runs(reference: Path, code: str, game) -> dict:
    """The reference's times to 2^20 and 2^21 and this engine's (both thread counts) beside
    them, the values compared with the instrumented copy's dump."""
    import octal_bench as ob  # the builder and runner of experiments/bench/octal_bench.py

    out: dict = {"times": {}, "engine": {}}
    with tempfile.TemporaryDirectory(prefix="octal-threads-ref-") as td:
        tmp = Path(td)
        plain, dump, info = ob.build_references(reference.expanduser().resolve(), tmp)
        out["info"] = {k: v for k, v in info.items() if k != "path"}
        for k in (20, 21):
            best = None
            for _ in range(2):
                r = ob.run_reference(plain, code, k)
                t = r["times"].get(k)
                if t is not None and (best is None or t < best):
                    best = t
            out["times"][k] = best
            n = 1 << k
            t1, v1, _ = run_engine(lambda: sparse.SparseEngine(game, capacity=n, threads=1), n, 2)
            t2, v2, _ = run_engine(lambda: sparse.SparseEngine(game, capacity=n, threads=2), n, 2)
            out["engine"][k] = {"one_thread_s": t1, "two_threads_s": t2}
            ddir = tmp / f"dump{k}"
            ddir.mkdir()
            ob.run_reference(dump, code, k, {"OCTAL_DUMP": str(ddir)})
            f = ddir / f"g_{k}.bin"
            if not f.is_file():
                out["mismatch"] = f"the instrumented reference wrote no values for 2^{k}"
                return out
            refv = np.fromfile(f, dtype=np.uint32)
            for name, v in (("one thread", v1), ("two threads", v2)):
                bad = first_difference(refv, v[: len(refv)])
                if bad is not None or len(refv) != n:
                    out["mismatch"] = f"{code} at 2^{k}: {name} differs from the reference at heap {bad}"
                    return out
            out.setdefault("identical", []).append(k)
    return out


def render(doc: dict, command: str) -> str:
    m = doc["machine"]
    rec = doc["record"]
    lines = ["# One octal game on one and two cores", "",
             f"Machine: {m['platform']}, {m['cpu']}, {m['cpus']} usable CPUs, Python {m['python']}, gamecheck "
             f"{m['commit']}; {m['date']}.", "",
             "The engine alone (`SparseEngine.extend`, kernels compiled before the clock starts), wall seconds "
             "to compute g(0 .. n-1) from nothing; best of 2 runs (1 at 2^24). *per core*: values per second "
             "divided by the cores used. Every run's values were compared with the one-thread run's and are "
             "byte-identical."
             + (f" *before*: the engine of commit {doc['baseline']} on the same work, in the same process."
                if doc.get("baseline") else ""), ""]
    for g in doc["games"]:
        lines += [f"## {g['code']}", ""]
        head = "| n | one thread (s) | values/s, one core | two threads (s) | values/s per core, two | speed-up, two threads |"
        sep = "|---|---:|---:|---:|---:|---:|"
        if doc.get("baseline"):
            head += " before (s) | one thread vs before |"
            sep += "---:|---:|"
        lines += [head, sep]
        for r in g["rows"]:
            row = (f"| 2^{r['k']} ({r['n']:,}) | {r['one_thread_s']:.2f} | {r['values_per_s_one'] / 1e6:.3f} M | "
                   f"{r['two_threads_s']:.2f} | {r['values_per_s_per_core_two'] / 1e6:.3f} M | "
                   f"{r['speedup_two']:.2f}x |")
            if "baseline_s" in r:
                row += f" {r['baseline_s']:.2f} | {r['speedup_one_vs_baseline']:.2f}x |"
            lines.append(row)
        ref = g.get("reference")
        if ref:
            lines += ["", f"Against the reference C++ (tczajka/octal-games {str(ref['info'].get('commit'))[:12]}, "
                          f"{ref['info'].get('compiler')}), wall seconds to g(0 .. 2^k-1), best of 2; values "
                          f"identical at 2^{', 2^'.join(str(k) for k in ref.get('identical', []))}:", "",
                      "| n | reference (s) | gamecheck, one thread (s) | gamecheck, two threads (s) |",
                      "|---|---:|---:|---:|"]
            for k, t in ref["times"].items():
                e = ref["engine"][k]
                lines.append(f"| 2^{k} | {t:.2f} | {e['one_thread_s']:.2f} | {e['two_threads_s']:.2f} |")
        lines.append("")
    lines += [f"Published record for comparison (other hardware): {rec['source']}: about "
              f"{rec['values_per_second'] / 1e6:.0f} million values per second on {rec['threads']} threads, "
              f"{rec['values_per_second'] / rec['threads'] / 1e6:.3f} million per thread.", "",
              f"Reproduce: `{command}`", ""]
    return "\n".join(lines)


def _cpu() -> str | None:
    try:
        for line in open("/proc/cpuinfo"):
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def _head() -> str | None:
    p = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return p.stdout.strip() if p.returncode == 0 else None


if __name__ == "__main__":
    sys.exit(main())
