"""Regenerate the example exploration pages in ``reports/explore/`` (one command).

    python experiments/explore/examples.py     # about 2 minutes on 2 cores

Runs ``gamecheck explore`` for the games the documents and the issue name (Kayles,
Dawson's Kayles, Dawson's chess, a subtraction set, an all-but set, squares,
Grundy's game, Lasker's Nim, take-half, Bash, Nim, Wythoff, Fibonacci Nim) and
writes ``reports/explore/README.md``: one line per page with the period status and
the simplest candidate rule with its verdicts.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "reports" / "explore"

EXAMPLES = [
    ["octal", "0.77"],
    ["octal", "0.07"],
    ["octal", "0.137"],
    ["octal", "0.16"],
    ["subtraction", "--set", "2,3,7"],
    ["subtraction", "--set", "1,3,4"],
    ["subtraction", "--all-but", "1,2"],
    ["subtraction", "--predicate", "squares"],
    ["grundy"],
    ["lasker"],
    ["take-half"],
    ["bash", "-m", "3"],
    ["nim", "--heaps", "3"],
    ["wythoff"],
    ["fibonacci-nim"],
]


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from gamecheck.atomic import atomic_write_text

    lines = ["# Explorations", "",
             "Regenerate with `python experiments/explore/examples.py`; each page was written by the "
             "`gamecheck explore` command it shows.", "",
             "| game | computed | period | simplest candidate | checker | prover |", "|---|---|---|---|---|---|"]
    for args in EXAMPLES:
        cmd = [sys.executable, "-m", "gamecheck", "explore", *args, "--report", str(OUT), "--json"]
        print("$", " ".join(cmd[2:]), flush=True)
        out = subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True).stdout
        d = json.loads(out)
        page = Path(d["report"]).name
        per = (d.get("periodicity") or {}).get("status", "—")
        c = d["candidates"][0] if d["candidates"] else None
        rule = f"`{c['rule']}`" + (f" where `{c['where']}`" if c.get("where") else "") if c else "none found"
        chk = (c.get("check") or {}).get("verdict", "—") if c else "—"
        prv = (c.get("prove") or {}).get("verdict", "—") if c else "—"
        lines.append(f"| [{d['subject']}]({page}) | {d['domain']} | {per} | {rule.replace('|', '&#124;')} | {chk} | {prv} |")
    lines.append("")
    atomic_write_text(OUT / "README.md", "\n".join(lines))
    print(f"wrote {OUT / 'README.md'}")


if __name__ == "__main__":
    main()
