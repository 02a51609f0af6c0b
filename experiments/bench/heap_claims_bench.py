"""A claim over every multiset of heaps against ``explore`` of the same heaps (issue 35, point 8).

    python experiments/bench/heap_claims_bench.py             # 5 runs each (median), about 10 s
    python experiments/bench/heap_claims_bench.py --runs 9 --total 50

The claim: Kayles' P-positions are the multisets of rows whose Grundy values have nim-sum 0
(``kind = "p-rule"``, ``rule = "xor(G(h) for h in heaps) == 0"``), over every position whose
heaps total at most 50 -- the 1,295,971 multisets of OEIS A000070 -- decided by the
Sprague-Grundy theorem from the Grundy sequence (gamecheck/checker/heaps.py). The baseline,
in the same process: ``gc.explore.explore("kayles", n=50)``, which computes the Grundy values of
the same heaps 0..50 and fits rules to them. Both are timed after one untimed run (so numba's
kernels are compiled and the sequence engine is warm), median of ``--runs``; the ratio is the
claim's time over explore's. Peak memory of the claim is read with ``tracemalloc`` (Python
allocations, numpy's included) in a separate run. The same two are also timed as whole commands
(``gamecheck check FILE`` against ``gamecheck explore kayles --n 50``, start-up included, as a
user meets them), median of ``--runs`` after one untimed run.

Writes ``reports/bench-heap-claims.md`` and ``reports/bench-heap-claims.json``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import gamecheck as gc  # noqa: E402
from gamecheck.atomic import atomic_write_text  # noqa: E402
from octal_bench import machine  # noqa: E402  (one machine record)

MD_PATH = ROOT / "reports" / "bench-heap-claims.md"
JSON_PATH = ROOT / "reports" / "bench-heap-claims.json"


def _median_seconds(fn, runs: int) -> float:
    fn()  # untimed: compiled kernels, warm caches
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _commands(total: int, runs: int) -> dict:
    """The claim and explore as whole ``gamecheck`` commands (start-up included)."""
    exe = shutil.which("gamecheck")
    if exe is None:
        return {}
    with tempfile.TemporaryDirectory() as tmp:
        f = Path(tmp) / "kayles.toml"
        f.write_text(f'[[claim]]\nid = "kayles.p"\nstatement = "Kayles P-positions"\nruleset = "kayles"\n'
                     f'bound = {total}\nkind = "p-rule"\nrule = "xor(G(h) for h in heaps) == 0"\n', encoding="utf-8")

        def run(argv: list[str]) -> float:
            t0 = time.perf_counter()
            subprocess.run(argv, check=True, capture_output=True)
            return time.perf_counter() - t0

        check_cmd = [exe, "check", str(f)]
        explore_cmd = [exe, "explore", "kayles", "--n", str(total)]
        run(check_cmd), run(explore_cmd)
        c = statistics.median(run(check_cmd) for _ in range(runs))
        e = statistics.median(run(explore_cmd) for _ in range(runs))
    return {"check_command_seconds": round(c, 3), "explore_command_seconds": round(e, 3),
            "command_ratio": round(c / e, 2)}


def measure(total: int, runs: int) -> dict:
    claim = gc.Claim(kind="p-rule", ruleset="kayles", bound=total, rule="xor(G(h) for h in heaps) == 0")
    result = gc.check(claim)
    if result.verdict != "holds":
        raise SystemExit(f"the claim should hold (the Sprague-Grundy theorem); got {result.verdict}: {result.reason}")
    check_s = _median_seconds(lambda: gc.check(claim), runs)
    explore_s = _median_seconds(lambda: gc.explore.explore("kayles", n=total, prove_bits=None), runs)
    tracemalloc.start()
    gc.check(claim)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    commands = _commands(total, runs)
    return {
        **commands,
        "total": total, "positions": result.positions_checked, "verdict": str(result.verdict.value),
        "method": result.method, "check_seconds": round(check_s, 4), "explore_seconds": round(explore_s, 4),
        "ratio": round(check_s / explore_s, 2), "positions_per_second": round(result.positions_checked / check_s),
        "check_peak_mib": round(peak / 2**20, 1), "runs": runs, "machine": machine({}),
    }


def write(rec: dict) -> None:
    md = [
        "# A claim over every multiset of heaps against explore (issue 35)",
        "",
        "Written by `python experiments/bench/heap_claims_bench.py`; median of "
        f"{rec['runs']} runs after one untimed run, both in one process.",
        "",
        f"The claim: Kayles' P-positions are the multisets of rows whose Grundy values have nim-sum 0, over every "
        f"position whose heaps total at most {rec['total']} ({rec['positions']:,} multisets, OEIS A000070), "
        f"verdict **{rec['verdict']}** by the {rec['method']}. The baseline: `gamecheck explore kayles --n "
        f"{rec['total']}` (the Grundy values of the same heaps, and rules fitted to them).",
        "",
        "| measure | value |",
        "|---|---:|",
        f"| claim, seconds | {rec['check_seconds']:.3f} |",
        f"| explore, seconds | {rec['explore_seconds']:.3f} |",
        f"| ratio (claim / explore) | {rec['ratio']:.1f} |",
        f"| positions per second (claim) | {rec['positions_per_second']:,} |",
        f"| peak memory of the claim (tracemalloc) | {rec['check_peak_mib']} MiB |",
    ]
    if "command_ratio" in rec:
        md += [
            f"| `gamecheck check` of the claim, whole command, seconds | {rec['check_command_seconds']:.2f} |",
            f"| `gamecheck explore kayles --n {rec['total']}`, whole command, seconds | "
            f"{rec['explore_command_seconds']:.2f} |",
            f"| ratio of the whole commands | {rec['command_ratio']:.1f} |",
        ]
    md += [
        "",
        f"Machine: {rec['machine']['cpu']}, {rec['machine']['cpu_count']} cores, Python {rec['machine']['python']}, "
        f"commit {rec['machine']['gamecheck_commit']} ({rec['machine']['date']}).",
        "",
    ]
    atomic_write_text(MD_PATH, "\n".join(md))
    atomic_write_text(JSON_PATH, json.dumps(rec, indent=2) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--total", type=int, default=50)
    args = ap.parse_args()
    rec = measure(args.total, args.runs)
    write(rec)
    print(json.dumps(rec, indent=2))


if __name__ == "__main__":
    main()
