"""Turn the published tables of tczajka/octal-games (TrivialGames.md, SolvedGames.md,
UnsolvedGames.md) into the CSV format ``gamecheck survey --compare`` reads
(docs/howto/survey.md): facts only -- codes, preperiods, periods, values, rare-value figures.

    python experiments/survey/published_tables.py --octal-games /path/to/octal-games-checkout \\
        --out reports/survey/published/tczajka-octal-games.csv

The checkout is a clone of https://github.com/tczajka/octal-games (read with ``git show HEAD:``,
so a bare mirror works too). Rows: a trivial game gives its preperiod, period and the values
in the table's notation (``01(0)``); a solved game its preperiod, period, largest value and
rare-value figures; an unsolved game its code and, where the table gives them, its figures at
the table's n (the largest value and where, the rare-value split).
"""

from __future__ import annotations

import argparse
import csv
import subprocess
import sys
from pathlib import Path

REPO = "tczajka/octal-games"


def _show(checkout: Path, name: str) -> str:
    if (checkout / name).is_file():
        return (checkout / name).read_text(encoding="utf-8")
    return subprocess.run(["git", "-C", str(checkout), "show", f"HEAD:{name}"], check=True, capture_output=True,
                          text=True).stdout


def _rows(text: str) -> list[list[str]]:
    out = []
    for line in text.splitlines():
        if "|" not in line or line.lstrip().startswith((":", "-", "game")):
            continue
        cells = [c.strip() for c in line.split("|")]
        if cells and cells[0].startswith((".", "4")) and not set(cells[0]) <= set("-: "):
            out.append(cells)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--octal-games", required=True, type=Path, help="a checkout of tczajka/octal-games")
    ap.add_argument("--out", required=True, type=Path)
    a = ap.parse_args(argv)
    rows: list[dict[str, str]] = []
    for cells in _rows(_show(a.octal_games, "TrivialGames.md")):
        code, pre, per, vals = cells[:4]
        if code == "4":  # the table's "4" is the code 4.0
            code = "4.0"
        rows.append({"code": code, "preperiod": pre, "period": per, "values": vals,
                     "source": f"{REPO} TrivialGames.md"})
    for cells in _rows(_show(a.octal_games, "SolvedGames.md")):
        code, pre, per, idx, largest, mask, nrare, last = (cells + [""] * 8)[:8]
        rows.append({"code": code, "preperiod": pre, "period": per, "largest": largest, "largest_at": idx,
                     "rare_mask": mask,
                     "rare_heaps": nrare, "last_rare": last, "source": f"{REPO} SolvedGames.md"})
    for cells in _rows(_show(a.octal_games, "UnsolvedGames.md")):
        if cells[0].startswith((".", "4.")):
            n, idx, largest, mask, nrare, last = (cells[1:] + [""] * 6)[:6]
            rows.append({"code": cells[0], "n": n, "largest_at": idx, "largest": largest, "rare_mask": mask,
                         "rare_heaps": nrare, "last_rare": last, "source": f"{REPO} UnsolvedGames.md (unsolved)"})
    cols = ["code", "n", "preperiod", "period", "values", "largest", "largest_at", "rare_mask", "rare_heaps", "last_rare", "source"]
    a.out.parent.mkdir(parents=True, exist_ok=True)
    with a.out.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({c: r.get(c, "") for c in cols})
    print(f"{len(rows)} rows -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
