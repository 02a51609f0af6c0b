"""Benchmark: DRAT certificates of the audit's unsat QF_BV queries (issue 25, point 3; issue 37,
point 5).

For every query that ``reports/results.json`` records as ``unsat`` and whose SMT-LIB file in
``reports/smt2/`` is quantifier-free bit-vectors (as the audit decides it:
:func:`gamecheck.prover.solvers.query_logic`), the query is bit-blasted to CNF by z3, refuted by
CaDiCaL (or, past CaDiCaL's limits, Glucose 4) with a DRAT proof, the proof checked and trimmed
by gamecheck's own checker (only the lemmas the refutation needs are kept), and the certificate
compressed -- :func:`gamecheck.prover.certificate.certify`, once
with the default limits (what the audit writes) and, with ``--full``, once without any limit (the
size every proof would have).  Each certificate is then checked twice, as ``gamecheck recheck``
does (:func:`gamecheck.prover.certificate.check_certificate`): by gamecheck's checker and by
dratify, and both times are reported with their ratio.

Run from the repository root:

    python experiments/bench_certificates.py            # writes reports/bench-certificates.md
    python experiments/bench_certificates.py --full     # also the unlimited run (a few minutes)

Every figure is measured in this run; nothing is written to reports/certificates/.
"""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import tempfile  # noqa: E402

from gamecheck.prover.certificate import (  # noqa: E402
    FALLBACK_CONFLICT_SCALE, FALLBACK_SCALE, MAX_BYTES, MAX_CONFLICTS, MAX_LEMMAS, certify, check_certificate, second_checker,
)
from gamecheck.prover.drat import check_drat  # noqa: E402
from gamecheck.prover.solvers import query_logic  # noqa: E402


def unsat_queries(reports: Path) -> list[str]:
    """The SMT-LIB file names of the queries results.json records as unsat, in file order."""
    names: list[str] = []

    def walk(o):
        if isinstance(o, dict):
            if o.get("status") == "unsat" and o.get("smt2"):
                names.append(o["smt2"])
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)

    walk(json.loads((reports / "results.json").read_text()))
    return sorted(set(names))


def fmt_row(name: str, c, full=None, twice=None) -> str:
    t = c.timings
    if twice is None:
        both = ["-", "-", "-"]
    else:
        g, d = twice.gamecheck.seconds, twice.second.seconds
        ok = "both accept" if twice.ok else f"NOT BOTH ({twice.gamecheck.ok}, {twice.second.ok})"
        both = [ok, f"{g:.2f} / {d:.2f}", f"{d / g:,.0f}x" if g > 0 else "-"]
    cells = [name, c.status, c.solver or "-", f"{c.variables:,}", f"{c.clauses:,}", f"{t.get('bitblast', 0):.2f}",
             f"{t.get('sat', 0):.2f}", f"{c.solver_lemmas:,}" if c.solver_lemmas else "-",
             f"{c.lemmas:,}" if c.lemmas else "-", f"{t.get('trim', 0):.2f}" if 'trim' in t else "-",
             f"{c.proof_bytes:,}" if c.proof_bytes else "-", f"{t.get('check', 0):.2f}" if 'check' in t else "-",
             f"{c.bytes:,}" if c.bytes and c.status == "checked" else "-", f"{c.seconds:.2f}"] + both
    if full is not None:
        ft = full.timings
        cells += [full.status, f"{ft.get('sat', 0):.2f}", f"{full.lemmas:,}" if full.lemmas else "-",
                  f"{full.proof_bytes:,}" if full.proof_bytes else "-",
                  f"{ft.get('check', 0):.2f}" if 'check' in ft else "-", f"{full.bytes:,}" if full.bytes else "-"]
    return "| " + " | ".join(cells) + " |"


def ratio(twices) -> str:
    """dratify's time over gamecheck's, in all."""
    g = sum(t.gamecheck.seconds for t in twices if t)
    d = sum(t.second.seconds for t in twices if t)
    return f"{d / g:,.0f}x" if g > 0 else "-"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="also certify every query without limits")
    ap.add_argument("--reports", default=str(ROOT / "reports"))
    ap.add_argument("--out", default=None, help="the Markdown table (default REPORTS/bench-certificates.md)")
    args = ap.parse_args()
    reports = Path(args.reports)
    out = Path(args.out) if args.out else reports / "bench-certificates.md"

    check_drat(1, [[1], [-1]], ["0"])  # load the checker's compiled code before timing
    tmp = tempfile.mkdtemp(prefix="bench-certificates-")
    rows, totals, fulls, names, twices = [], [], [], [], []
    skipped = 0
    for name in unsat_queries(reports):
        text = (reports / "smt2" / name).read_text()
        if query_logic(text) != ("bv", False):  # over the integers or with quantifiers: no certificate
            skipped += 1
            continue
        names.append(name)
        cert_file = Path(tmp) / (name.removesuffix(".smt2") + ".drat.xz")
        c = certify(text, cert_file)
        twice = check_certificate(cert_file, text) if c.status == "checked" else None
        twices.append(twice)
        full = certify(text, None, max_bytes=1 << 40, max_conflicts=None, max_lemmas=None) if args.full and c.status == "too large" else (
            c if args.full else None)
        totals.append(c)
        fulls.append(full)
        rows.append(fmt_row(name.removesuffix(".smt2"), c, full, twice))
        print(rows[-1], flush=True)

    cert = [c for c in totals if c.status == "checked"]
    large = [c for c in totals if c.status == "too large"]
    refused = [c for c in totals if c.status == "refused"]
    bad = [c for c in totals if c.status in ("conflict", "failed")]
    head = ["query", "status", "solver", "variables", "clauses", "bit-blast s", "SAT s", "solver's lemmas",
            "lemmas kept", "trim s",
            "proof bytes (binary DRAT)", "check s", "certificate bytes (xz)", "total s", "recheck", "gamecheck s / dratify s",
            "ratio"]
    if args.full:
        head += ["unlimited: status", "CaDiCaL s", "lemmas", "proof bytes", "check s", "xz bytes"]
    lines = [
        "# Benchmark: DRAT certificates of the audit's unsat QF_BV queries",
        "",
        f"Generated by `python experiments/bench_certificates.py{' --full' if args.full else ''}` on "
        f"{platform.machine()} with Python {platform.python_version()}; every figure below was measured in that run.",
        "",
        f"Each query recorded as unsat in results.json is bit-blasted by z3 (simplify, bit-blast, tseitin-cnf), "
        f"refuted by CaDiCaL 1.9.5 (python-sat) with a DRAT proof, the proof checked and trimmed by gamecheck's "
        f"own checker (gamecheck/prover/drat.py: only the lemmas the refutation needs are kept, and the trimmed "
        f"proof is checked again), and stored xz-compressed. Limits: {MAX_CONFLICTS:,} CaDiCaL conflicts, "
        f"{MAX_LEMMAS:,} lemmas (before trimming) and {MAX_BYTES:,} bytes a certificate; past any of them "
        f"Glucose 4 is tried "
        f"within larger limits ({FALLBACK_CONFLICT_SCALE * MAX_CONFLICTS:,} conflicts, "
        f"{FALLBACK_SCALE * MAX_LEMMAS:,} lemmas, {FALLBACK_SCALE * MAX_BYTES:,} bytes). The queries over the "
        f"integers or with quantifiers get no certificate and are left out of the table. Each certificate is "
        f"then re-checked as `gamecheck recheck` does: its CNF compared with the query bit-blasted again, its "
        f"proof checked by gamecheck's checker and by {second_checker() or 'dratify (NOT INSTALLED)'} "
        f"(pure Python); the times of both and their ratio are in the last columns.",
        "",
        f"**Checked twice:** {sum(1 for t in twices if t is not None and t.ok)} of {len(totals)} certificates "
        f"accepted by both checkers; gamecheck {sum(t.gamecheck.seconds for t in twices if t):.1f} s, "
        f"dratify {sum(t.second.seconds for t in twices if t):.1f} s in all "
        f"(dratify / gamecheck: {ratio(twices)}).",
        "",
        f"**Totals (default limits):** {len(totals)} unsat queries without declared integers or quantifiers "
        f"({skipped} more are left out); {len(cert)} certified "
        f"({sum(c.bytes for c in cert):,} bytes in all, the largest {max((c.bytes for c in cert), default=0):,}; "
        f"{sum(c.lemmas for c in cert):,} lemmas kept of the solvers' {sum(c.solver_lemmas for c in cert):,}; "
        f"{sum(1 for c in cert if c.solver == 'glucose4')} by Glucose 4); "
        f"{len(large)} too large; {len(refused)} refused (not QF_BV); {len(bad)} conflicts or failures; "
        f"{sum(c.seconds for c in totals):.1f} s in all (bit-blast {sum(c.timings.get('bitblast', 0) for c in totals):.1f} s, "
        f"SAT solvers {sum(c.timings.get('sat', 0) for c in totals):.1f} s, "
        f"trim {sum(c.timings.get('trim', 0) for c in totals):.1f} s, "
        f"check {sum(c.timings.get('check', 0) for c in totals):.1f} s).",
        "",
    ]
    if args.full:
        ok = [f for f in fulls if f is not None and f.status == "checked"]
        lines += [f"**Unlimited:** {len(ok)} certified, {sum(f.bytes for f in ok):,} bytes compressed, "
                  f"{sum(f.lemmas for f in ok):,} lemmas, CaDiCaL {sum(f.timings.get('sat', 0) for f in ok):.1f} s, "
                  f"check {sum(f.timings.get('check', 0) for f in ok):.1f} s.", ""]
    lines += ["| " + " | ".join(head) + " |", "|" + "|".join("---" if i < 2 else "---:" for i in range(len(head))) + "|"]
    lines += rows
    lines += ["", "Too large (no certificate; the audit's page names them):", ""]
    lines += [f"- {n.removesuffix('.smt2')}: {c.reason}" for n, c in zip(names, totals) if c.status == "too large"]
    lines += ["", "Refused (bit-vector queries with integer terms, e.g. a sum of `(ite b 1 0)`):", ""]
    if not refused:
        lines += ["- none"]
    lines += [f"- {n.removesuffix('.smt2')}: {c.reason}" for n, c in zip(names, totals) if c.status == "refused"]
    shutil.rmtree(tmp, ignore_errors=True)
    text = "\n".join(lines) + "\n"
    out.write_text(text)
    print(text.split("\n| query")[0])
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
