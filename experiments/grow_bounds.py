"""Grow the catalogue's default bounds to fill the audit's time budget.

    python experiments/grow_bounds.py measure      # trials -> experiments/grow_bounds.json (~15 min)
    python experiments/grow_bounds.py choose --budget 75          # show the chosen bounds
    python experiments/grow_bounds.py choose --budget 75 --write  # ... and write them to the TOMLs

``measure`` (resumable: claims already in the JSON at their current bound are
skipped) checks every catalogue claim that has one integer ``bound`` (the
per-heap bound of a box, the coin total of staircase Nim, the largest value of
a partition) at its current bound and then at bounds growing by a factor of
1.5, in this process after :func:`gamecheck.engine.compact.warm_up`, until one check
takes longer than ``--max-seconds`` or covers more than ``--max-positions``
positions.  Every trial's bound, seconds, positions and verdict is recorded.

``choose`` picks, for the largest per-claim time limit ``T`` whose total fits
``--budget`` seconds of exhaustive checking, the largest measured bound of each
claim whose check took at most ``T`` (never below the current bound).  Only claims
that hold grow: a refuted claim's witness is already the smallest.  A claim
whose verdict changes at a larger bound is *not* grown: it is printed for
review, since the verdict reviewed in the catalogue (``expected``) would no
longer describe it.

Claims whose bound is part of what they state are left alone: ``p-positions``
(a document's finite list of P-positions up to the bound) and ``answer``.

The audit's other costs (the z3 queries, report writing) do not depend on these
bounds; ``gamecheck verify`` prints the total, which should stay under the
three-minute budget of the README.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gamecheck.atomic import atomic_write_text  # noqa: E402
from gamecheck.catalog import catalogue_claims  # noqa: E402
from gamecheck.checker.serial import check_claim  # noqa: E402

CATALOG = ROOT / "gamecheck" / "catalog"
TRIALS = Path(__file__).resolve().parent / "grow_bounds.json"
SKIP_KINDS = {"p-positions", "answer"}


def growable(claim) -> bool:
    return isinstance(claim.bound, int) and claim.kind not in SKIP_KINDS


def measure(args: argparse.Namespace) -> None:
    from gamecheck.engine.compact import warm_up

    warm_up()
    from gamecheck.errors import GamecheckError

    out: dict[str, list[dict]] = json.loads(TRIALS.read_text()) if TRIALS.exists() else {}
    claims = [c for c in catalogue_claims() if growable(c)]
    if args.claim:
        claims = [c for c in claims if any(c.id.startswith(p) for p in args.claim)]
    for n, c in enumerate(claims, 1):
        if c.id in out and not args.claim and out[c.id][0]["bound"] == c.bound:
            continue  # measured by an earlier (interrupted) run
        trials: list[dict] = []
        b = c.bound
        while True:
            t0 = time.perf_counter()
            try:
                r = check_claim(c, bound=b)
            except GamecheckError as exc:  # e.g. coin turning: coins are 0 or 1
                print(f"[{n}/{len(claims)}] {c.id} bound {b}: not allowed ({exc})", flush=True)
                if not trials:
                    raise
                break
            dt = time.perf_counter() - t0
            trials.append({"bound": b, "seconds": round(dt, 3), "positions": r.positions_checked,
                           "verdict": r.verdict})
            print(f"[{n}/{len(claims)}] {c.id} bound {b}: {r.verdict} {dt:.2f}s {r.positions_checked} positions",
                  flush=True)
            if dt > args.max_seconds or (r.positions_checked or 0) > args.max_positions:
                break
            nb = max(b + 1, int(b * 1.5))
            if nb > args.max_bound:
                break
            b = nb
        out[c.id] = trials
        atomic_write_text(TRIALS, json.dumps(out, indent=1) + "\n")  # after every claim: a run can be resumed
    print(f"wrote {TRIALS}")


def _pick(trials: list[dict], limit: float) -> dict:
    base = trials[0]
    best = base
    if base["verdict"] != "holds":
        return base  # a refutation's witness is already the smallest: a larger bound adds time, not evidence
    for t in trials[1:]:
        if t["verdict"] != base["verdict"]:
            break
        if t["seconds"] <= limit:
            best = t
    return best


def choose(args: argparse.Namespace) -> dict[str, dict]:
    data = json.loads(TRIALS.read_text())
    current = {c.id: c for c in catalogue_claims() if growable(c)}
    data = {k: v for k, v in data.items() if k in current}
    lo, hi = 0.0, 60.0
    for _ in range(40):
        mid = (lo + hi) / 2
        total = sum(_pick(t, mid)["seconds"] for t in data.values())
        lo, hi = (mid, hi) if total <= args.budget else (lo, mid)
    picks = {k: _pick(t, lo) for k, t in data.items()}
    total = sum(p["seconds"] for p in picks.values())
    base = sum(t[0]["seconds"] for t in data.values())
    print(f"per-claim limit {lo:.2f} s: {total:.1f} s of checks (was {base:.1f} s) for {len(picks)} claims")
    for cid, t in data.items():
        changed = [x for x in t[1:] if x["verdict"] != t[0]["verdict"]]
        if changed:
            print(f"  REVIEW {cid}: {t[0]['verdict']} at bound {t[0]['bound']}, "
                  f"{changed[0]['verdict']} at bound {changed[0]['bound']} (not grown past it)")
    for cid, p in picks.items():
        if p["bound"] != current[cid].bound:
            print(f"  {cid}: {current[cid].bound} -> {p['bound']} ({p['positions']:,} positions, {p['seconds']} s)")
    if args.write:
        _write_bounds({cid: p["bound"] for cid, p in picks.items() if p["bound"] != current[cid].bound})
    return picks


def _write_bounds(new: dict[str, int]) -> None:
    """Rewrite ``bound = N`` inside each claim's ``[[claim]]`` block, keeping the rest of the file."""
    for path in sorted(CATALOG.glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        blocks = re.split(r"(?m)^(?=\[\[claim\]\])", text)
        changed = False
        for i, block in enumerate(blocks):
            m = re.search(r'(?m)^id\s*=\s*"([^"]+)"', block)
            if not m or m.group(1) not in new:
                continue
            nb, n = re.subn(r"(?m)^bound\s*=\s*\d+\s*$", f"bound = {new[m.group(1)]}", block, count=1)
            if n != 1:
                raise SystemExit(f"{path.name}: no 'bound = N' line in claim {m.group(1)}")
            blocks[i], changed = nb, True
        if changed:
            atomic_write_text(path, "".join(blocks))
            print(f"updated {path.relative_to(ROOT)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("measure", help="time every growable claim at growing bounds")
    m.add_argument("--max-seconds", type=float, default=2.5, help="stop growing a claim after a check this long")
    m.add_argument("--max-positions", type=int, default=4_000_000, help="stop growing beyond this many positions")
    m.add_argument("--max-bound", type=int, default=10**7, help="never try a bound above this")
    m.add_argument("--claim", action="append", help="only claims whose id starts with this (repeatable)")
    c = sub.add_parser("choose", help="pick bounds that fit a budget")
    c.add_argument("--budget", type=float, required=True, help="seconds of exhaustive checking in all")
    c.add_argument("--write", action="store_true", help="write the chosen bounds into the catalogue TOMLs")
    args = ap.parse_args()
    measure(args) if args.cmd == "measure" else choose(args)


if __name__ == "__main__":
    main()
