"""Benchmark: the concurrent solver portfolio against the fastest single solver (issue 37, point 3).

For every query of the committed audit's proved claims (the SMT-LIB files in ``reports/smt2/``
that ``reports/results.json`` names under a proved claim), in one run on this machine:

* **portfolio**: :func:`gamecheck.prover.solvers.decide`, as the prover asks (every solver of the
  query's logic at the same time, settled when two agree, the others stopped);
* **each solver alone**: :func:`gamecheck.prover.solvers.ask` with the same deterministic
  limit, one query at a time;
* **two in a row**: the sum of z3's and the second solver's times, what asking two solvers one
  after the other would cost (the scheme before the portfolio).

"Fastest single solver" is the one solver, of those that answer every query (Bitwuzla has no
integers), with the least total wall time; the portfolio's goal is at most 1.3 times it, although
the portfolio needs two answers where a single solver gives one. The run also measures each
solver's resource units per second (the medians that :data:`gamecheck.prover.solvers.RATES`
records), and checks that every recorded answer of the portfolio is the solver's own answer
alone (same status, same count), which is what makes the record independent of the machine.

It also times, one by one in this process, the proofs a new user meets first (goal: at most
3 s wall each on a 2-core machine): the README's ``gc.prove`` example, the tutorial's
``gamecheck prove claims.toml --bits 8`` (its three claims), and Bouton's theorem for three
heaps with no strategy at the default width (the prover finds Bouton's move itself).

Run from the repository root (a few minutes):

    python experiments/bench_portfolio.py            # writes reports/bench-portfolio.md and .json
    python experiments/bench_portfolio.py --quick    # queries under 2 s of any solver only
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gamecheck.atomic import atomic_write_text  # noqa: E402
from gamecheck.audit import Budget  # noqa: E402
from gamecheck.prover import solvers  # noqa: E402


def audit_queries(reports: Path) -> list[tuple[str, str, Budget]]:
    """``(claim id, smt2 file name, budget)`` of every query of a proved claim in ``reports``."""
    out = []
    for r in json.loads((reports / "results.json").read_text(encoding="utf-8")):
        z = r.get("z3") or {}
        if z.get("verdict") != "proved":
            continue
        budget = Budget(**z["budget"]) if z.get("budget") else solvers.DEFAULT_BUDGET
        for q in z.get("queries", []):
            if q.get("smt2") and (reports / "smt2" / q["smt2"]).exists():
                out.append((r["id"], q["smt2"], budget))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reports", default=str(ROOT / "reports"), help="the audit's reports folder")
    ap.add_argument("--quick", action="store_true", help="only queries every solver answers in under 2 s")
    ap.add_argument("--out", default=str(ROOT / "reports" / "bench-portfolio"), help="output stem (.md, .json)")
    args = ap.parse_args(argv)
    reports = Path(args.reports)
    cases = audit_queries(reports)
    rows = []
    rates: dict[str, list[float]] = {s: [] for s in ("z3", "bitwuzla", "cvc5")}
    mismatches = []
    for n, (cid, name, budget) in enumerate(cases, 1):
        text = (reports / "smt2" / name).read_text(encoding="utf-8")
        order = solvers.solvers_for(text)
        alone = {}
        for s in order:
            t0 = time.perf_counter()
            a, _ = solvers.ask(s, text, budget.limit(s), model=True, wall=budget.wall)
            alone[s] = (a.status, a.resources, time.perf_counter() - t0)
            if a.status != "unknown" and a.seconds > 0.05:
                rates[s].append(a.resources / a.seconds)
        if args.quick and max(v[2] for v in alone.values()) > 2.0:
            continue
        t0 = time.perf_counter()
        d = solvers.decide(text, budget)
        wall = time.perf_counter() - t0
        for a in d.answers:
            if (a.status, a.resources) != alone[a.solver][:2]:
                mismatches.append((name, a.solver, (a.status, a.resources), alone[a.solver][:2]))
        rows.append({"claim": cid, "query": name, "portfolio": wall, "status": d.status, "settled_by": d.summary,
                     "alone": {s: {"status": v[0], "units": v[1], "seconds": v[2]} for s, v in alone.items()}})
        print(f"[{n}/{len(cases)}] {name[:60]:60s} portfolio {wall:7.3f} s  "
              + "  ".join(f"{s} {v[2]:.3f}" for s, v in alone.items()), flush=True)
    result = summarise(rows, rates, mismatches)
    result["user_proofs"] = user_proofs()
    atomic_write_text(args.out + ".json", json.dumps(result, indent=1) + "\n")
    atomic_write_text(args.out + ".md", render(result))
    print(render(result))
    return 0


def user_proofs() -> list[dict]:
    """Wall time of each proof of the README and the tutorial, and of Bouton for three heaps
    without a strategy at the default width (issue 37, point 3)."""
    import gamecheck as gc

    claims = [
        ("README: Bouton, 2 heaps, bits=8", gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=50,
                                                      rule="xor(heaps) == 0"), 8),
        ("tutorial: bouton-3 (with Bouton's move), bits=8",
         gc.Claim(id="bouton-3", kind="p-rule", ruleset="nim", params={"heaps": 3}, bound=40, rule="xor(heaps) == 0",
                  let={"S": "xor(heaps)", "i": "min(j if (heaps[j] ^ S) < heaps[j] else k - 1 for j in range(k))"},
                  strategy="replace(heaps, i, heaps[i] ^ S)"), 8),
        ("tutorial: bash-7, bits=8 (and every size)",
         gc.Claim(id="bash-7", kind="p-rule", ruleset="bash", params={"m": 7}, bound=1000, rule="n % (m + 1) == 0",
                  strategy="(n - n % (m + 1),)"), 8),
        ("tutorial: bash-3-wrong, bits=8 (refuted)",
         gc.Claim(id="bash-3-wrong", kind="p-rule", ruleset="bash", params={"m": 3}, bound=30, rule="n % 3 == 0",
                  expected="refuted"), 8),
        ("Bouton, 3 heaps, no strategy, default width (64)",
         gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 3}, rule="xor(heaps) == 0"), None),
    ]
    out = []
    for label, claim, bits in claims:
        t0 = time.perf_counter()
        r = gc.prove(claim, bits=bits)
        dt = time.perf_counter() - t0
        out.append({"proof": label, "verdict": r.verdict.value, "seconds": dt, "bits": r.bits})
        print(f"{label:55s} {r.verdict.value:9s} {dt:6.2f} s", flush=True)
    return out


def summarise(rows: list[dict], rates: dict[str, list[float]], mismatches: list) -> dict:
    """Totals per solver, the fastest single solver, and the ratios."""
    total = {"portfolio": sum(r["portfolio"] for r in rows)}
    complete = {}
    for s in ("z3", "bitwuzla", "cvc5"):
        times = [r["alone"][s]["seconds"] for r in rows if s in r["alone"]]
        answered = all(s in r["alone"] and r["alone"][s]["status"] == r["status"] for r in rows)
        total[s] = sum(times)
        complete[s] = answered and len(times) == len(rows)
    fastest = min((s for s in complete if complete[s]), key=lambda s: total[s], default=None)
    best_per_query = sum(min(v["seconds"] for v in r["alone"].values()) for r in rows)
    two_in_a_row = sum(r["alone"]["z3"]["seconds"] + (r["alone"].get("bitwuzla") or r["alone"]["cvc5"])["seconds"]
                       for r in rows)
    return {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "queries": len(rows), "totals": total, "complete": complete, "fastest_single": fastest,
        "ratio_to_fastest": total["portfolio"] / total[fastest] if fastest else None,
        "best_per_query": best_per_query, "two_in_a_row": two_in_a_row,
        "rates": {s: int(statistics.median(v)) if v else None for s, v in rates.items()},
        "recorded_answers_differ": [list(m) for m in mismatches],
        "rows": rows,
    }


def render(res: dict) -> str:
    """The Markdown report."""
    t = res["totals"]
    L = ["# Benchmark: the solver portfolio against the fastest single solver", "",
         f"Machine: {res['machine']}. Queries: every query of the audit's proved claims ({res['queries']}), "
         "each with the claim's own deterministic budget. Produced by `python experiments/bench_portfolio.py`.", "",
         "| | wall time, all queries (s) |", "|---|---:|",
         f"| portfolio (`decide`: every solver at once, settled when two agree) | {t['portfolio']:.2f} |"]
    for s in ("z3", "bitwuzla", "cvc5"):
        note = "" if res["complete"][s] else " (does not answer every query)"
        L.append(f"| {s} alone{note} | {t[s]:.2f} |")
    L += [f"| z3, then the second solver (two in a row) | {res['two_in_a_row']:.2f} |",
          f"| the fastest solver of each query (a lower bound no single solver reaches) | {res['best_per_query']:.2f} |",
          ""]
    if res["fastest_single"]:
        L.append(f"**Portfolio / fastest single solver ({res['fastest_single']}): {res['ratio_to_fastest']:.2f}×** "
                 f"(goal: at most 1.3×), with two solvers' agreement where the single solver gives one answer. "
                 f"Against two solvers in a row: {t['portfolio'] / res['two_in_a_row']:.2f}×.")
    L += ["", "Resource units per second, medians over answers that took over 0.05 s "
          "(`gamecheck.prover.solvers.RATES` orders answers in virtual time by such rates): "
          + ", ".join(f"{s} {v:,}" if v else f"{s} n/a" for s, v in res["rates"].items()) + ".", ""]
    if res["recorded_answers_differ"]:
        L.append(f"**{len(res['recorded_answers_differ'])} recorded answers differ from the solver alone:** "
                 + "; ".join(str(m) for m in res["recorded_answers_differ"][:10]))
    else:
        L.append("Every answer the portfolio recorded is the solver's own answer alone (same status, same "
                 "resource count): the record does not depend on which process finished first.")
    if res.get("user_proofs"):
        L += ["", "The proofs a new user meets first (goal: at most 3 s wall each), in this process one after "
              "another (the first includes starting the solver processes):", "",
              "| proof | verdict | wall (s) |", "|---|---|---:|"]
        L += [f"| {u['proof']} | {u['verdict']} | {u['seconds']:.2f} |" for u in res["user_proofs"]]
    slow = sorted(res["rows"], key=lambda r: -r["portfolio"])[:10]
    L += ["", "The ten slowest queries:", "", "| query | settled by | portfolio (s) | z3 | Bitwuzla | cvc5 |",
          "|---|---|---:|---:|---:|---:|"]
    for r in slow:
        cells = [f"{r['alone'][s]['seconds']:.2f} ({r['alone'][s]['status']})" if s in r["alone"] else "n/a"
                 for s in ("z3", "bitwuzla", "cvc5")]
        L.append(f"| {r['query']} | {r['settled_by']} | {r['portfolio']:.2f} | " + " | ".join(cells) + " |")
    return "\n".join(L) + "\n"


if __name__ == "__main__":
    sys.exit(main())
