"""Scan: the automaton certificate of arithmetic periodicity on every hexadecimal code 0.d1d2.

For each code ``0.d1d2`` (``d1`` in 0..F, ``d2`` in 1..F) with bit 8 in some digit (a move that
leaves three heaps), the Grundy sequence ``g(0..N)`` is computed and its periodicity asked of
``gc.explore.sequence("octal", code, n=N).periodicity``: when the values show an arithmetic
period (saltus ``s >= 1``), :func:`gamecheck.engine.periodicity.certify_octal` hands it to the
automaton certificate (:func:`gamecheck.engine.periodicity.certify_hex_arithmetic`) under a time
budget of ``--budget`` seconds (``periodicity.HEX_AUTOMATON_SECONDS``). One row per code with
an arithmetic period: ``(e, p, s)``, the outcome (certified, refuted at n, gave out and why),
the seconds and the automaton sizes of the certificate.

Run from the repository root:

    PYTHONPATH=. python experiments/hex_arithmetic_scan.py --out scan.md          # all codes
    PYTHONPATH=. python experiments/hex_arithmetic_scan.py --part 0/2 --out a.md  # half of them

The table is printed (Markdown) and written to ``--out``; nothing under ``reports/`` is written.
"""

from __future__ import annotations

import argparse
import json
import time

import gamecheck as gc
from gamecheck.engine import periodicity


def codes() -> list[str]:
    out = []
    for d1 in range(16):
        for d2 in range(1, 16):
            if (d1 | d2) & 8:
                out.append(f"0.{d1:X}{d2:X}")
    return out


def row(code: str, n: int) -> dict | None:
    """The scan's record of one code, or ``None`` when its values show no arithmetic period."""
    t0 = time.perf_counter()
    seq = gc.explore.sequence("octal", code, n=n)
    per = seq.periodicity
    secs = time.perf_counter() - t0
    if per.saltus == 0 or per.period is None:
        return None
    e, p, s = per.preperiod, per.period, per.saltus
    sizes, auto = {}, None
    for key, got in periodicity._HEX_CACHE.items():
        if key[1:4] == (e, p, s) and periodicity._code_text(key[0]) == periodicity._code_text(
                periodicity.parse_octal_code(code)) and not isinstance(got, str):
            sizes, auto = got.sizes, got.seconds
    if per.certified:
        outcome = "certified"
    elif "refuted" in per.certificate:
        outcome = "refuted at n = " + per.certificate.split("first at n = ")[1].split(" ")[0]
    elif "gave out" in per.certificate:
        why = per.certificate.split("gave out: ")[1]
        outcome = "gave out: " + ("state cap" if "automaton states" in why else "time budget") + \
            f" ({why.rsplit(': ', 1)[-1].rstrip('.')})"
    else:
        outcome = per.certificate
    return {"code": code, "e": e, "p": p, "s": s, "outcome": outcome, "seconds": round(secs, 2),
            "automaton_seconds": None if auto is None else round(auto, 2), "sizes": sizes}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=400, help="values computed per code (default 400)")
    ap.add_argument("--budget", type=float, default=30.0, help="seconds for each automaton certificate")
    ap.add_argument("--part", default="0/1", help="k/m: only the codes with index = k mod m")
    ap.add_argument("--out", default=None, help="write the Markdown table (and a .json beside it) here")
    args = ap.parse_args()
    periodicity.HEX_AUTOMATON_SECONDS = args.budget
    k, m = (int(x) for x in args.part.split("/"))
    rows = []
    for i, code in enumerate(codes()):
        if i % m != k:
            continue
        r = row(code, args.n)
        if r is not None:
            rows.append(r)
            print(json.dumps(r), flush=True)
    lines = ["| code | e | p | s | outcome | s (total) | s (automata) | states: Fr, S2, S3, Opt |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        z = r["sizes"]
        size = ", ".join(str(z[x]) for x in ("Fr", "S2", "S3", "Opt") if x in z)
        lines.append(f"| {r['code']} | {r['e']} | {r['p']} | {r['s']} | {r['outcome']} | {r['seconds']} | "
                     f"{'' if r['automaton_seconds'] is None else r['automaton_seconds']} | {size} |")
    text = "\n".join(lines)
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text + "\n")
        with open(args.out + ".json", "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
