"""Benchmark: gamecheck against CGSuite's published test values (issue 38, point 5).

CGSuite (Aaron Siegel's Combinatorial Game Suite) is the tool the field uses for impartial games.
Its repository keeps, in its test suite, the values its own code must reproduce: the Grundy values
of heaps 0..20 of heap games (take-and-break codes, subtraction and all-but subtraction games,
coin-turning "spawning" games), their misère Grundy values, the number of options of heap 20, the
result of its periodicity check to heap 2000 (period, preperiod, saltus), the Grundy values of a
row of Wythoff's game, and the options of a heap under a take-and-break code ("traversals").  This
benchmark reads those facts from a checkout of CGSuite (only the test files; no CGSuite code is run
or copied -- building CGSuite needs sbt and a JDK, which a fresh machine does not have) and
computes each with gamecheck, independently, listing every agreement and every difference.

Run from the repository root, with the path of a CGSuite checkout (a work tree, or a bare git
directory such as the one ``fetch github:aaron-siegel/cgsuite`` makes):

    python experiments/bench/cgsuite_bench.py --cgsuite PATH      # writes reports/bench-cgsuite.{md,json}

A row whose CGSuite ruleset gamecheck has no counterpart for is listed as "not compared", with the
reason; it never counts as an agreement.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

import gamecheck as gc  # noqa: E402
from gamecheck.errors import UsageError  # noqa: E402
from gamecheck.games import heap_game  # noqa: E402

HEAP_TEST = "lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala"
TBCODE_TEST = "lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala"
#: the heaps CGSuite's tests list (0..20) and the heap its periodicity check runs to
HEAPS = 20
PERIODICITY_TO = 2000


def read_cgsuite(path: Path, rel: str) -> str:
    """A file of the CGSuite checkout at ``path``: from its work tree, else from the git directory
    (``git show HEAD:rel``)."""
    f = path / rel
    if f.is_file():
        return f.read_text(encoding="utf-8")
    git_dir = path if (path / "HEAD").is_file() else path / ".git"
    out = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"HEAD:{rel}"], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"bench_cgsuite: {rel} is not in the CGSuite checkout at {path}: {out.stderr.strip()}")
    return out.stdout


def _strings(text: str) -> list[str]:
    """The Scala string literals of ``text``, unescaped (``\\"`` -> ``"``)."""
    return [s.replace('\\"', '"').replace("\\\\", "\\") for s in re.findall(r'"((?:[^"\\]|\\.)*)"', text)]


def _tuples(block: str) -> list[list[str]]:
    """The string fields of each top-level ``( ... )`` tuple of a ``Seq( ... )`` block."""
    out, depth, start = [], 0, -1
    in_str = False
    i = 0
    while i < len(block):
        ch = block[i]
        if in_str:
            if ch == "\\":
                i += 2
                continue
            if ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch == "(":
            if depth == 0:
                start = i
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and start >= 0:
                out.append(_strings(block[start:i + 1]))
        i += 1
    return [t for t in out if t]


def heap_instances(text: str) -> dict[str, list[list[str]]]:
    """The ``instances`` of each block of GameHeapTest.scala, by the block's title."""
    blocks: dict[str, list[list[str]]] = {}
    for m in re.finditer(r'should "([^"]+)" in \{(.*?)\n  \}', text, re.S):
        title, body = m.group(1), m.group(2)
        inst = re.search(r"val instances = Seq\((.*?)\n    \)(?:\n|$)", body, re.S)
        if inst:
            blocks[title] = _tuples(inst.group(1))
    return blocks


def traversals(text: str) -> list[tuple[str, int, str]]:
    """``(code, heap, options)`` of TBCodeTest.scala's traversal table."""
    body = re.search(r"val traversals = Map\((.*?)\n  \)", text, re.S)
    if not body:
        return []
    return [(code.replace('\\"', '"'), int(heap), opts)
            for code, heap, opts in re.findall(r'\("((?:[^"\\]|\\.)*)", (\d+)\) -> "([^"]*)"', body.group(1))]


def _ints(s: str) -> list[int]:
    return [int(x) for x in re.findall(r"-?\d+", s)]


# -- the gamecheck counterpart of a CGSuite heap ruleset ---------------------------------------------

def counterpart(rs: str) -> tuple[str, str | None, dict[str, Any]] | str:
    """``(name, arg, options)`` for :func:`gamecheck.games.heap_game` and ``gc.explore.sequence``, or
    a string: why there is none."""
    named = {"game.heap.Nim": ("nim", None), "game.heap.GrundysGame": ("grundy", None),
             "game.heap.Kayles": ("kayles", None), "game.heap.DawsonsKayles": ("octal", "0.07")}
    if rs in named:
        name, arg = named[rs]
        return name, arg, {}
    m = re.fullmatch(r'game\.heap\.TakeAndBreak\("(.+)"\)', rs)
    if m:
        return "octal", m.group(1), {}
    m = re.fullmatch(r"game\.heap\.Subtraction\(\[([\d,]+)\](, allbut => true)?\)", rs)
    if m:
        return ("all-but" if m.group(2) else "subtraction"), m.group(1), {}
    m = re.fullmatch(r'game\.heap\.Spawning\("(.+)"\)', rs)
    if m:
        return "spawning", m.group(1), {}
    return f"no counterpart in gamecheck for {rs}"


def spawning_rule(code: str) -> dict[str, Any] | str:
    """The parameters of gamecheck's ``turning`` family for a CGSuite spawning code: gamecheck's
    own reader, :func:`gamecheck.games.turning.parse_turning_code` (``"1-3"`` Mock Turtles,
    ``"1+C"`` Ruler, ``"3E"`` Turnips, ``"4FS"`` Grunt, ``"1+S"`` Sym). Returns why there is none
    (its one-line message) for a code the family cannot represent, such as ``a+`` with ``a > 1``
    unbounded or a list of elements with different modifiers."""
    from gamecheck.games.turning import parse_turning_code

    try:
        return parse_turning_code(code)
    except UsageError as exc:
        return str(exc)


def _turning(code: str):
    from gamecheck.games import lookup  # lazy: the benchmark runs before and after the turning family exists

    rule = spawning_rule(code)
    if isinstance(rule, str):
        raise UsageError(rule)
    return lookup("turning").from_params(**rule)


def _game(name: str, arg: str | None):
    if name == "nim":
        return None
    return heap_game(name, arg)


def _values(name: str, arg: str | None, n: int) -> list[int]:
    if name == "nim":
        return list(range(n + 1))
    if name == "spawning":
        return [int(v) for v in _turning(arg or "").coin_values(n)]
    return gc.explore.sequence(name, arg, n=n).values.tolist()


def _option_count(name: str, arg: str | None, n: int) -> int:
    if name == "nim":
        return n
    if name == "spawning":
        game = _turning(arg or "").with_arity(n)
        return len(game.options(tuple([0] * (n - 1) + [1])))
    return len({tuple(sorted(h for h in o if h)) for o in heap_game(name, arg).heap_options(n)})


def _misere(name: str, arg: str | None, n: int) -> list[int]:
    table = gc.explore.genus_table(name, arg, n=n)
    return [h["misere_grundy"] for h in table.to_json()["heaps"]]


def _periodicity(name: str, arg: str | None) -> str:
    if name == "nim":
        return "Nothing"
    p = gc.explore.sequence(name, arg, n=PERIODICITY_TO).periodicity
    if p is None or p.period is None:
        return "Nothing"
    return f"Periodicity(Period => {p.period}, Preperiod => {p.preperiod}, Saltus => {p.saltus})" + (
        " (certified)" if p.certified else " (observed, not certified)")


def _compare(what: str, theirs: Any, mine: Callable[[], Any]) -> dict[str, Any]:
    t0 = time.perf_counter()
    try:
        got = mine()
    except UsageError as exc:
        return {"what": what, "status": "not compared", "cgsuite": theirs, "gamecheck": None, "why": str(exc)}
    dt = time.perf_counter() - t0
    same = got == theirs
    row: dict[str, Any] = {"what": what, "status": "agrees" if same else "differs", "cgsuite": theirs,
                           "gamecheck": got, "seconds": round(dt, 3)}
    if not same and isinstance(theirs, list) and isinstance(got, list):
        first = next((i for i, (a, b) in enumerate(zip(theirs, got)) if a != b), min(len(theirs), len(got)))
        row["first_difference"] = first
    return row


def _same_periodicity(theirs: str, mine: str) -> bool:
    if theirs == mine:
        return True
    return any(mine == theirs + tail for tail in (" (certified)", " (observed, not certified)"))


def compare_heap_games(blocks: dict[str, list[list[str]]]) -> list[dict[str, Any]]:
    """Every heap-game row of GameHeapTest.scala's take-and-break block (``(ruleset, code, options of
    heap 20, Grundy values of heaps 1..20, periodicity check, misère Grundy values of heaps 0..20,
    genus)``) and of its block of other heap games (``(ruleset, options of heap 20, Grundy values of
    heaps 1..20)``: coin-turning games written as CGSuite's spawning codes)."""
    rows: list[dict[str, Any]] = []
    for title, insts in blocks.items():
        if "coordinate" in title or "partizan" in title:
            continue
        for inst in insts:
            tb = len(inst) >= 7
            rs = inst[0]
            code = inst[1] if tb else None
            count = int(inst[2] if tb else inst[1])
            seq = _ints(inst[3] if tb else inst[2])
            c = counterpart(rs)
            game: dict[str, Any] = {"cgsuite": rs, "block": title, "checks": []}
            rows.append(game)
            if isinstance(c, str):
                game["status"] = "not compared"
                game["why"] = c
                continue
            name, arg, _ = c
            game["gamecheck"] = f"{name} {arg or ''}".strip()
            game["checks"].append(_compare(f"Grundy values of heaps 1..{HEAPS}", seq,
                                           lambda: _values(name, arg, HEAPS)[1:]))
            game["checks"].append(_compare(f"options of heap {HEAPS}", count, lambda: _option_count(name, arg, HEAPS)))
            if tb:
                game["checks"].append(_compare(f"Grundy values of heaps 1..{HEAPS} under CGSuite's code {code}", seq,
                                               lambda: _values("octal", code, HEAPS)[1:]))
                game["checks"].append(_compare(f"misère Grundy values of heaps 0..{HEAPS}", _ints(inst[5]),
                                               lambda: _misere(name, arg, HEAPS)))
                per = inst[4]
                row = _compare(f"periodicity check to heap {PERIODICITY_TO}", per, lambda: _periodicity(name, arg))
                if row["status"] == "differs" and _same_periodicity(per, row["gamecheck"] or ""):
                    row["status"] = "agrees"
                game["checks"].append(row)
            game["status"] = _verdict(game["checks"])
    return rows


def compare_wythoff(blocks: dict[str, list[list[str]]]) -> list[dict[str, Any]]:
    """The coordinate games: Wythoff's row (10, n); the others are named as not compared."""
    rows = []
    for inst in blocks.get("define coordinate games properly", []):
        rs = inst[0]
        game: dict[str, Any] = {"cgsuite": rs, "block": "coordinate games", "checks": []}
        rows.append(game)
        if rs != "game.heap.Wythoff":
            game["status"] = "not compared"
            game["why"] = f"no counterpart in gamecheck for {rs} (or its coordinates' meaning is not pinned down here)"
            continue
        game["gamecheck"] = "wythoff"
        seq = _ints(inst[2])
        wy = gc.game("wythoff")
        game["checks"].append(_compare(f"Grundy values of (10, n), n = 0..{HEAPS}", seq,
                                       lambda: [int(wy.solve((10, n)).grundy) for n in range(HEAPS + 1)]))
        game["status"] = _verdict(game["checks"])
    return rows


def _parse_traversal(s: str) -> list[tuple[int, ...]]:
    if not s.strip():
        return []
    return sorted(() if o.strip() == "-" else tuple(sorted(int(x) for x in o.split(","))) for o in s.split("  "))


def compare_traversals(items: list[tuple[str, int, str]]) -> list[dict[str, Any]]:
    """The options of heap ``n`` under each take-and-break code of TBCodeTest.scala."""
    rows = []
    for code, n, opts in items:
        game: dict[str, Any] = {"cgsuite": f'TBCode("{code}").traversal({n})', "block": "take-and-break codes",
                                "gamecheck": f"octal {code}", "checks": []}
        rows.append(game)

        def mine(code: str = code, n: int = n) -> list[tuple[int, ...]]:
            return sorted({tuple(sorted(h for h in o if h)) for o in heap_game("octal", code).heap_options(n)})

        row = _compare(f"options of heap {n}", _parse_traversal(opts), mine)
        game["checks"].append(row)
        game["status"] = _verdict(game["checks"])
    return rows


def _verdict(checks: list[dict[str, Any]]) -> str:
    states = {c["status"] for c in checks}
    if "differs" in states:
        return "differs"
    if states == {"agrees"}:
        return "agrees"
    return "not compared" if "agrees" not in states else "partly compared"


def _cell(v: Any) -> str:
    s = json.dumps(v) if not isinstance(v, str) else v
    return s if len(s) <= 90 else s[:87] + "..."


def write_report(rows: list[dict[str, Any]], out_md: Path, out_json: Path, source: str, seconds: float) -> None:
    counts = {k: sum(1 for r in rows if r["status"] == k) for k in ("agrees", "differs", "partly compared",
                                                                     "not compared")}
    checks = [c for r in rows for c in r["checks"]]
    lines = [
        "# Benchmark: gamecheck against CGSuite's published test values",
        "",
        f"Generated by `python experiments/bench/cgsuite_bench.py --cgsuite PATH` on {platform.machine()} with Python "
        f"{platform.python_version()}, from {source}; every gamecheck figure below was computed in that run "
        f"({seconds:.1f} s). The CGSuite values are read from its test suite ({HEAP_TEST}, {TBCODE_TEST}): "
        "facts its own code must reproduce. No CGSuite code is run or copied.",
        "",
        f"**Games:** {len(rows)} compared rows; {counts['agrees']} agree on everything compared, "
        f"{counts['differs']} differ somewhere, {counts['partly compared']} partly compared, "
        f"{counts['not compared']} not compared (no counterpart in gamecheck). **Checks:** "
        f"{sum(1 for c in checks if c['status'] == 'agrees')} of {len(checks)} agree.",
        "",
        "| CGSuite | gamecheck | check | CGSuite's value | gamecheck's value | status |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        if not r["checks"]:
            lines.append(f"| `{r['cgsuite']}` | - | - | - | - | not compared: {r.get('why', '')} |")
        for c in r["checks"]:
            extra = f" (first at {c['first_difference']})" if "first_difference" in c else ""
            lines.append(f"| `{r['cgsuite']}` | {r.get('gamecheck', '-')} | {c['what']} | {_cell(c['cgsuite'])} | "
                         f"{_cell(c['gamecheck'])} | {c['status']}{extra} |")
    diffs = [(r, c) for r in rows for c in r["checks"] if c["status"] != "agrees"]
    lines += ["", "## Differences and rows not compared", ""]
    if not diffs and not counts["not compared"]:
        lines.append("- none")
    for r, c in diffs:
        lines.append(f"- `{r['cgsuite']}`, {c['what']}: CGSuite `{_cell(c['cgsuite'])}`, gamecheck "
                     f"`{_cell(c['gamecheck'])}` ({c['status']}{': ' + c['why'] if c.get('why') else ''})")
    for r in rows:
        if not r["checks"]:
            lines.append(f"- `{r['cgsuite']}`: not compared -- {r.get('why', '')}")
    out_md.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out_json.write_text(json.dumps({"source": source, "seconds": round(seconds, 2), "counts": counts, "rows": rows},
                                   indent=1, default=str) + "\n", encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cgsuite", required=True, help="a CGSuite checkout (work tree or git directory)")
    ap.add_argument("--reports", default=str(ROOT / "reports"))
    args = ap.parse_args()
    path = Path(args.cgsuite)
    t0 = time.perf_counter()
    heap_text, tb_text = read_cgsuite(path, HEAP_TEST), read_cgsuite(path, TBCODE_TEST)
    git_dir = path if (path / "HEAD").is_file() else path / ".git"
    head = subprocess.run(["git", "--git-dir", str(git_dir), "rev-parse", "HEAD"], capture_output=True, text=True)
    source = f"CGSuite at commit {head.stdout.strip()[:12]}" if head.returncode == 0 else f"CGSuite at {path}"
    blocks = heap_instances(heap_text)
    rows = compare_heap_games(blocks) + compare_wythoff(blocks) + compare_traversals(traversals(tb_text))
    reports = Path(args.reports)
    write_report(rows, reports / "bench-cgsuite.md", reports / "bench-cgsuite.json", source, time.perf_counter() - t0)
    print((reports / "bench-cgsuite.md").read_text(encoding="utf-8").split("\n| CGSuite")[0])
    print(f"wrote {reports / 'bench-cgsuite.md'} and .json")


if __name__ == "__main__":
    main()
