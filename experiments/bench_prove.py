"""Benchmark: per solver (z3, Bitwuzla, cvc5), the largest bit width at which it settles every
certificate condition of six catalogue proofs -- Bouton, misère Nim, staircase Nim, Moore's
Nim_k, Wythoff and Fibonacci Nim (the last two also bit-blasted without their lemmas) -- within
the same deterministic resource budget (issue 25, point 7; issue 37, point 4). A proof through
lemmas checks its lemmas first (with both solvers, as the prover does); a width where a lemma is
not established writes no query and ends that claim's row.

Run from the repository root:

    python experiments/bench_prove.py            # writes reports/bench-prove.md (about 10 minutes)
    python experiments/bench_prove.py --quick    # fewer widths, a smaller budget (a couple of minutes)

How it measures: for each claim and width the prover writes its SMT-LIB queries
(``prove_claim(claim, bits=B, smt2_dir=D)``, with solving switched off so every condition is
written: ``solvers.write_queries``); then every file goes through every solver separately, each
call in its own subprocess (``solvers.solve``) under the solver's deterministic resource limit
(z3 ``rlimit``, cvc5 ``rlimit-per``, Bitwuzla terminator polls) and a wall-clock cap that only
guards the run. A solver "settles" a width when it answers every condition of that width
(``unsat``: each condition holds); once it fails a width, larger widths are not tried for it.
Bitwuzla has no integer arithmetic: integer-encoded queries are "n/a" for it. Every figure is
measured in the run; the resource counts are deterministic for a given solver version, and the
script re-runs some queries to check that.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from gamecheck.atomic import atomic_write_text  # noqa: E402
from gamecheck.catalog import catalogue_claims  # noqa: E402
from solvers import SOLVERS, solve, write_queries  # noqa: E402

#: (label, claim id, widths of the full run, widths of --quick)
CLAIMS = [
    ("Bouton (8 heaps, with strategy)", "core.bouton-z3-8", [4, 8, 12, 16, 24, 32, 48, 64], [4, 16, 64]),
    ("misère Nim (8 heaps, with strategy)", "core.misere-z3-8", [4, 8, 12, 16, 24, 32, 48, 64], [4, 16, 64]),
    ("staircase Nim (8 stairs, with strategy)", "core.staircase-z3-8", [4, 8, 12, 16, 24, 32, 48, 64], [4, 16]),
    ("Moore's Nim_2 (3 heaps, Moore's move found)", "core.moore-2", [2, 3, 4, 5, 6, 8, 12, 16], [2, 3, 4]),
    ("Wythoff (isqrt, with strategy, no lemmas)", "core.wythoff-z3", [3, 4, 5, 6, 7, 8, 10, 12], [3, 4, 5]),
    ("Wythoff (through lemmas, integers, with strategy)", "core.wythoff-z3+lemmas", [16, 32, 64, 128, 256], [16, 64]),
    ("Fibonacci Nim (zeck_min circuit, no lemmas)", "core.fibonacci-nim-z3", [6, 8, 10, 12, 14], [6, 8]),
    ("Fibonacci Nim (through lemmas, integers)", "core.fibonacci-nim-z3+lemmas", [8, 16, 24, 32, 40, 48], [8, 16]),
]


def bench_claim(core: dict, key: str):
    """The catalogue claim of ``key``: ``ID+lemmas`` is the claim as it is; a plain ``ID`` is the
    claim without its proof functions and lemmas (the square roots bit-blasted as they stand)."""
    import dataclasses

    claim = core[key.split("+")[0]]
    if key.endswith("+lemmas"):
        return claim
    return dataclasses.replace(claim, prove_functions=None, prove_lemmas=None, prove_increasing=None)

#: resource limits per query: the prover's defaults (gamecheck.prover.solvers.DEFAULT_BUDGET,
#: documented as about a minute of one core) scaled by this factor
SCALE = {"full": 1 / 3, "quick": 1 / 12}


def budgets(scale: float) -> dict[str, int]:
    from gamecheck.prover.solvers import DEFAULT_BUDGET

    b = DEFAULT_BUDGET.scaled(scale)
    return {"z3": b.z3, "bitwuzla": b.bitwuzla, "cvc5": b.cvc5}


def uses_integers(path: Path) -> bool:
    text = path.read_text()
    return " Int)" in text or "(declare-const" in text and " Int" in text


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import bitwuzla
    import cvc5
    import z3

    cv = getattr(cvc5, "__version__", "") or "?"
    try:
        cv = cvc5.Solver(cvc5.TermManager()).getVersion()
        cv = cv.decode() if isinstance(cv, bytes) else cv
    except Exception:  # noqa: BLE001 - older bindings
        pass
    return (f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, Python "
            f"{platform.python_version()}; z3 {z3.get_version_string()}, Bitwuzla {bitwuzla.version()}, cvc5 {cv}")


def run(quick: bool, out: Path, log=print) -> None:
    scale = SCALE["quick" if quick else "full"]
    limit = budgets(scale)
    secs = 60 * scale                      # what the limits are meant to be worth
    wall = 4 * secs + 10                   # the guard; the limits are meant to bind first
    core = {c.id: c for c in catalogue_claims()}
    results: dict[tuple[str, int, str], dict] = {}   # (claim id, bits, solver) -> summary
    runs: list[tuple[str, str, dict]] = []           # (solver, file, answer) of every call
    best: dict[tuple[str, str], tuple[int, float] | str] = {}
    stops: dict[str, tuple[int, str]] = {}           # claim id -> (width, why) where no query was written
    t_start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-prove-") as tmp:
        for label, cid, full_w, quick_w in CLAIMS:
            claim = bench_claim(core, cid)
            alive = {s: True for s in SOLVERS}
            for bits in (quick_w if quick else full_w):
                if not any(alive.values()):
                    break
                try:
                    files = write_queries(claim, bits, Path(tmp) / f"{cid}-{bits}")
                except Exception as exc:  # noqa: BLE001 - reported in the table
                    log(f"{cid} {bits} bits: queries not written ({exc})")
                    stops[cid] = (bits, str(exc))
                    break
                for sv in SOLVERS:
                    if not alive[sv]:
                        continue
                    total, units, bad, na = 0.0, 0, "", 0
                    for name, path in files:
                        if sv == "bitwuzla" and uses_integers(path):
                            na += 1
                            continue
                        r = solve(sv, path, limit[sv], wall)
                        runs.append((sv, str(path), r))
                        total += r["seconds"]
                        units += r["units"]
                        if r["status"] != "unsat":
                            why = r["status"] if r["status"] in ("sat", "timeout", "error") else (r.get("reason") or "unknown")
                            if r["status"] == "timeout":
                                why = f"wall cap {wall:g} s"
                            bad = f"{name}: {why}"
                            break
                    if na == len(files):
                        results[(cid, bits, sv)] = {"status": "n/a"}
                        best.setdefault((cid, sv), "n/a")
                        alive[sv] = False
                        continue
                    results[(cid, bits, sv)] = {"status": "settled" if not bad else "failed", "seconds": total,
                                                "units": units, "why": bad, "na": na}
                    log(f"{cid:22s} {bits:3d} bits  {sv:9s} {'settled' if not bad else 'FAILED ' + bad}  "
                        f"{total:7.2f} s  {units:,} units")
                    if bad:
                        alive[sv] = False
                    else:
                        best[(cid, sv)] = (bits, total)
        # reproducibility: the largest settled query per solver, again
        repro: dict[str, list[int]] = {}
        for sv in SOLVERS:
            mine = [(r["units"], f) for s, f, r in runs if s == sv and r["status"] == "unsat"]
            if not mine:
                continue
            units0, f = max(mine)
            counts = [units0]
            for _ in range(1 if quick else 2):
                counts.append(solve(sv, f, limit[sv], wall)["units"])
            repro[sv] = counts
            log(f"repeat {sv}: {counts}")
    elapsed = time.perf_counter() - t_start
    atomic_write_text(out, render(quick, limit, secs, wall, results, runs, best, repro, elapsed, stops))
    log(f"wrote {out}")


def render(quick, limit, secs, wall, results, runs, best, repro, elapsed, stops=None) -> str:
    L = ["# Benchmark: which solver proves how far (per-solver bit widths)", ""]
    L.append(f"Generated by `python experiments/bench_prove.py{' --quick' if quick else ''}` in {elapsed / 60:.1f} "
             f"minutes on {machine()}. Every figure below was measured in that run.")
    L.append("")
    L.append("## Largest width settled")
    L.append("")
    L.append("Each cell: the largest bit width at which the solver answered `unsat` to every condition of the "
             "proof (each part of a position < 2^width), and its total solving time at that width; `none`: it "
             "failed the smallest width tried; `n/a`: the queries are in integer arithmetic, which Bitwuzla "
             "does not have.")
    L.append("")
    L.append("| claim | widths tried | " + " | ".join(SOLVERS) + " |")
    L.append("|---|---|" + "---:|" * len(SOLVERS))
    for label, cid, full_w, quick_w in CLAIMS:
        tried = sorted({b for (c, b, s) in results if c == cid})
        cells = []
        for sv in SOLVERS:
            v = best.get((cid, sv))
            if v == "n/a":
                cells.append("n/a")
            elif v is None:
                cells.append("none")
            else:
                b, t = v
                top = max(tried) if tried else b
                cells.append(f"{b} bits ({t:.2f} s)" + (" (largest tried)" if b == top else ""))
        L.append(f"| {label} (`{cid}`) | {', '.join(map(str, tried))} | " + " | ".join(cells) + " |")
    L.append("")
    for cid, (bits, why) in (stops or {}).items():
        short = " ".join(why.split())
        short = short if len(short) <= 300 else short[:297] + "..."
        L.append(f"* `{cid}` stops at {bits} bits, where the prover wrote no query: {short}")
    if stops:
        L.append("")
    L.append("## Every width")
    L.append("")
    L.append("Total solving time of all conditions and the solver's resource count; `failed` names the first "
             "condition the solver did not settle and why (`resource limit`: the deterministic limit was "
             "reached).")
    L.append("")
    L.append("| claim | bits | " + " | ".join(SOLVERS) + " |")
    L.append("|---|---:|" + "---|" * len(SOLVERS))
    for label, cid, full_w, quick_w in CLAIMS:
        for b in sorted({b for (c, b, s) in results if c == cid}):
            cells = []
            for sv in SOLVERS:
                r = results.get((cid, b, sv))
                if r is None:
                    cells.append("")
                elif r["status"] == "n/a":
                    cells.append("n/a")
                elif r["status"] == "settled":
                    cells.append(f"{r['seconds']:.2f} s, {r['units']:,}")
                else:
                    why = r["why"].replace("|", "/")
                    cells.append(f"failed ({why}) after {r['seconds']:.1f} s")
            L.append(f"| {cid} | {b} | " + " | ".join(cells) + " |")
    L.append("")
    L.append("## Resource units per second")
    L.append("")
    L.append("Over every call that answered `unsat` in at least 0.5 s (shorter calls are dominated by start-up): "
             "the solver's resource count divided by its solving time (parsing excluded).")
    L.append("")
    L.append("| solver | unit | calls | median units/s | lowest | highest | repeated runs of its largest settled query |")
    L.append("|---|---|---:|---:|---:|---:|---|")
    unit = {"z3": "`rlimit count`", "bitwuzla": "terminator polls", "cvc5": "`resource::resourceUnitsUsed`"}
    rt: dict[str, list[float]] = {}
    for sv in SOLVERS:
        rates = rt[sv] = [r["units"] / r["seconds"] for s, f, r in runs
                          if s == sv and r["status"] == "unsat" and r["seconds"] >= 0.5 and r["units"] > 0]
        rep = repro.get(sv)
        rep_s = ("identical: " + ", ".join(f"{c:,}" for c in rep)) if rep and len(set(rep)) == 1 else \
            (", ".join(f"{c:,}" for c in rep) + " (differ)" if rep else "")
        if rates:
            L.append(f"| {sv} | {unit[sv]} | {len(rates)} | {statistics.median(rates):,.0f} | {min(rates):,.0f} | "
                     f"{max(rates):,.0f} | {rep_s} |")
        else:
            L.append(f"| {sv} | {unit[sv]} | 0 | | | | {rep_s} |")
    L.append("")
    L.append("## How it was measured")
    L.append("")
    L.append(f"* Resource limit per query: z3 `rlimit` {limit['z3']:,}; Bitwuzla {limit['bitwuzla']:,} terminator "
             f"polls; cvc5 `rlimit-per` {limit['cvc5']:,} — the prover's default budget "
             f"(`gamecheck.prover.solvers.DEFAULT_BUDGET`, meant as about a minute) times "
             f"{secs / 60:.3g}; at the median rates above that is about "
             + ", ".join(f"{limit[sv] / statistics.median(rt[sv]):.0f} s for {sv}" for sv in SOLVERS if rt.get(sv))
             + f". The wall-clock cap of {wall:.0f} s per call only guards the run (a call that reaches it is "
             "reported as `wall cap`).")
    L.append("* The queries are the prover's own SMT-LIB files (`prove_claim(claim, bits=B, smt2_dir=D)`, with the "
             "solvers switched off so that every condition is written); the conditions of a P-position proof are: the "
             "domain is closed under moves, terminal positions are P, no move from P to P, and the strategy's move "
             "from N to P (or, without a strategy, some move from N to P, a quantified query).")
    L.append("* Each solver runs each file in a fresh subprocess (`experiments/solvers.py`), one call at a time, with "
             "its default options, as the prover sets them (Bitwuzla: models off; cvc5: `cegqi-full`, which only matters for quantified queries). Time is the solver's own call, parsing excluded.")
    L.append("* z3 counts `rlimit count`; cvc5 `resource::resourceUnitsUsed`; Bitwuzla has no resource counter, so "
             "the limit is the number of calls of its termination callback (`Bitwuzla.configure_terminator`), "
             "which the solver polls from its search loops.")
    L.append("* Widths are tried in increasing order; after a solver's first failure its larger widths are skipped.")
    L.append("")
    return "\n".join(L)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer widths and a smaller budget (a couple of minutes)")
    ap.add_argument("--out", default=str(ROOT / "reports" / "bench-prove.md"))
    args = ap.parse_args()
    run(args.quick, Path(args.out))


if __name__ == "__main__":
    main()
