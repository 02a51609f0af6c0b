"""Study: every two-digit octal game 0.d1d2 (d1, d2 in 0..7).

    python experiments/explore/study_octal.py               # n up to 2^16 (a few minutes)
    python experiments/explore/study_octal.py --max-n 20000 # quicker, more "not certified"

For each of the 64 codes it computes the Grundy sequence with
:func:`gamecheck.engine.sequences.grundy_sequence`, finds the preperiod and the
period, and certifies them with the Guy–Smith periodicity theorem
(:func:`gamecheck.engine.periodicity.certify_octal`: if g(n + p) = g(n) for
e <= n < 2e + p + t, t the last non-zero digit's place, then for all n >= e),
computing more values (doubling, up to ``--max-n``) while the theorem's range
is not yet covered, and computing straight to ``--max-n`` when no period shows up.  A code whose period is not certified by then is reported
"not certified up to N" with the period observed, if any.

Writes ``reports/study-octal.md`` (a table, a summary) and
``reports/study-octal.json``, both atomically.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gamecheck.explore.run import certified_sequence  # noqa: E402
from gamecheck.games.takebreak import NAMED_OCTAL, parse_octal  # noqa: E402
from gamecheck.report.markdown import atomic_write_text  # noqa: E402


def run(start_n: int, max_n: int, progress: bool = True) -> list[dict]:
    names = {v: k for k, v in NAMED_OCTAL.items()}
    rows = []
    for d1 in range(8):
        for d2 in range(8):
            code = f"0.{d1}{d2}"
            game = parse_octal(code)
            t0 = time.perf_counter()
            values, per, _notes, _ = certified_sequence(game, start_n, max_n=max_n)
            if not per.certified and len(values) - 1 < max_n:  # no period seen yet: look much further
                values, per, _notes, _ = certified_sequence(game, max_n, max_n=max_n)
            secs = time.perf_counter() - t0
            rows.append({
                "code": code, "name": names.get(code) or names.get(code.rstrip("0")), "preperiod": per.preperiod,
                "period": per.period, "saltus": per.saltus, "certified": bool(per.certified),
                "status": per.status(), "n": len(values) - 1, "needed_to": per.needed_to,
                "max_value": int(values.max()), "seconds": round(secs, 3),
            })
            if progress:
                print(f"{code}: {per.status()} ({secs:.1f} s)", flush=True)
    return rows


def report(rows: list[dict], start_n: int, max_n: int, seconds: float) -> str:
    cert = [r for r in rows if r["certified"]]
    lines = [
        "# Study: every two-digit octal game 0.d1d2",
        "",
        f"Reproduce: `python experiments/explore/study_octal.py --max-n {max_n}` "
        f"({len(rows)} codes, {seconds:.0f} s on this machine).",
        "",
        "Method: the Grundy sequence of each code by `gamecheck.engine.sequences` (numba), the smallest period "
        "p and preperiod e that fit the whole computed tail, and the **Guy–Smith periodicity theorem** (Guy and "
        "Smith 1956; Berlekamp, Conway and Guy, *Winning Ways*, ch. 4; Siegel 2013, ch. IV): for an octal game "
        "whose last non-zero code digit is d_t, if g(n + p) = g(n) for all e <= n < 2e + p + t, then g(n + p) = g(n) "
        f"for every n >= e. Sequences start at n = {start_n:,} and double (up to n = {max_n:,}) while the "
        f"theorem's range is not covered; a code with no period in sight is computed to n = {max_n:,}. A code "
        "that is still not covered is reported \"not certified\" with what was observed — never as periodic. "
        "An observed period whose tail is under a tenth of the data is not reported (a coincidence near the end).",
        "",
        f"**Result: {len(cert)} of {len(rows)} codes certified periodic; "
        f"{len(rows) - len(cert)} not certified up to the bound.**",
        "",
        "| code | name | preperiod | period | status | largest g | n computed |",
        "|---|---|---:|---:|---|---:|---:|",
    ]
    for r in rows:
        lines.append(f"| {r['code']} | {r['name'] or ''} | {r['preperiod'] if r['preperiod'] is not None else '—'} | "
                     f"{r['period'] if r['period'] is not None else '—'} | {r['status']} | {r['max_value']} | "
                     f"{r['n']:,} |")
    lines.append("")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description="Period table of every two-digit octal game 0.d1d2.")
    ap.add_argument("--n", type=int, default=1000, help="heaps computed at first")
    ap.add_argument("--max-n", type=int, default=1 << 16, help="largest heap computed for a certificate")
    ap.add_argument("--out", default=str(ROOT / "reports"), help="folder for the .md and .json")
    args = ap.parse_args()
    if args.n < 1 or args.max_n < args.n:
        raise SystemExit(f"--n {args.n} / --max-n {args.max_n} are not allowed; give 1 <= n <= max-n")
    t0 = time.perf_counter()
    rows = run(args.n, args.max_n)
    secs = time.perf_counter() - t0
    out = Path(args.out)
    atomic_write_text(out / "study-octal.md", report(rows, args.n, args.max_n, secs))
    atomic_write_text(out / "study-octal.json", json.dumps(rows, indent=1) + "\n")
    print(f"{len(rows)} codes, {sum(r['certified'] for r in rows)} certified, {secs:.0f} s -> {out}/study-octal.md")


if __name__ == "__main__":
    main()
