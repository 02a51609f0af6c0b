"""Benchmark of ``gamecheck solve`` / ``label`` against other ways of getting the same answer.

    python experiments/bench/solve_bench.py            # full run (about 1 minute on 2 CPUs)
    python experiments/bench/solve_bench.py --quick    # smoke test, smaller sizes (about 30 s)

(The full run takes up to 5 minutes more on a machine where the big Nim enumeration
is not refused for memory but runs into its time limit.)

What is measured: every command runs as a whole process (``python -m gamecheck ...``
with this interpreter, started by :mod:`subprocess` in a scratch folder), timed by
wall clock (:func:`time.perf_counter`), best of 2 runs.  Every ratio is between two
figures of the same run of this script; it is *baseline time / gamecheck time*
(above 1: the gamecheck command is faster).

1. Nim: ``gamecheck solve nim 100 200 300 --json`` (default method, Sprague-Grundy)
   against the enumeration path ``--method enumeration`` (run with
   ``GAMECHECK_TIME_LIMIT=120`` and a 150 s subprocess timeout; it may be refused
   with exit status 3, "too many positions", which is recorded with its time), and
   a smaller position (nim 20 30 40) where both finish, with the ratio.
2. Kayles: ``gamecheck solve kayles 1000 2000 3000 --json`` (Sprague-Grundy) alone,
   and kayles 8 9 10 with ``--method sprague-grundy`` against ``--method enumeration``.
3. Dawson's chess: ``gamecheck solve octal:0.137 100000 --json`` against
   ``gamecheck explore octal 0.137 --n 100001 --json`` (whose JSON holds
   the Grundy sequence g(0..N); without ``--report`` it writes no page, so it does not rewrite
   reports/explore/), once with its default candidate checking and once with
   ``--no-check``.
4. A user-defined game file (two-heap Bash, take 1 to 3, written to a temporary
   folder): ``gamecheck label --game FILE --bound 999 --json`` (10^6 positions)
   against the built-in ``gamecheck label bash -m 3 --heaps 2 --bound 999 --json``;
   the labelling "seconds" field of both JSON outputs is reported too.

Answers are compared wherever both commands finish: outcome, Grundy value and the set
of winning moves (resulting positions as multisets of non-empty heaps, since the
two methods order and pad heaps differently) of ``solve``, normal play, and misère
play where both give it; the Grundy value at the heap for (3); the normal and misère
P/N/D counts for (4).  A disagreement aborts the run with a message (exit 1) and no
report is written.  A command that fails unexpectedly is recorded in the report and
the script exits 1 after writing it.

``--quick`` uses smaller positions (nim 10 12 14, kayles 5 6 7, octal heap 10000,
game file bound 299) and a 20 s limit for the refused enumeration.

Writes ``reports/bench-solve.md`` (a machine line and one Markdown table) and
``reports/bench-solve.json`` (raw figures: every run's time, exit status, error
text), each atomically via :func:`gamecheck.atomic.atomic_write_text`.  A quick run
writes the same files, marked as quick.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gamecheck.atomic import atomic_write_text  # noqa: E402

REPEATS = 2
GAME_FILE = '''[game]
name = "two-heap Bash, take 1 to 3"
position = ["a", "b"]
moves = "[(a - k, b) for k in range(1, 4) if k <= a] + [(a, b - k) for k in range(1, 4) if k <= b]"
'''

FULL = dict(nim_big=(100, 200, 300), nim_small=(20, 30, 40), enum_limit=120, enum_timeout=150,
            kayles_big=(1000, 2000, 3000), kayles_small=(8, 9, 10), octal_heap=100000, bound=999)
QUICK = dict(nim_big=(100, 200, 300), nim_small=(10, 12, 14), enum_limit=20, enum_timeout=30,
             kayles_big=(1000, 2000, 3000), kayles_small=(5, 6, 7), octal_heap=10000, bound=299)
DEFAULT_TIMEOUT = 600.0


class Disagreement(Exception):
    """Two paths gave different answers."""


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# Running commands


def run(args: list[str], cwd: Path, env_extra: dict | None = None, timeout: float = DEFAULT_TIMEOUT,
        repeats: int = REPEATS, shown: list[str] | None = None) -> dict:
    """Run ``gamecheck ARGS`` ``repeats`` times as a whole process; best wall time.

    A run that times out is not repeated.  The JSON of the last run that printed
    one is kept under ``"json"`` (not written to the report file).
    """
    argv = [sys.executable, "-m", "gamecheck", *args]
    env = dict(os.environ)
    env.update(env_extra or {})
    shown_cmd = " ".join(shlex.quote(a) for a in ["gamecheck", *(shown or args)])
    if env_extra:
        shown_cmd = " ".join(f"{k}={v}" for k, v in env_extra.items()) + " " + shown_cmd
    rec: dict = {"command": shown_cmd, "argv": argv, "env": env_extra or {}, "timeout_s": timeout,
                 "runs": [], "exit_status": None, "status": None, "error": None, "json": None}
    for i in range(repeats):
        t0 = time.perf_counter()
        try:
            p = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            dt = time.perf_counter() - t0
            rec["runs"].append({"seconds": dt, "exit_status": None, "timed_out": True})
            rec.update(status="timeout", exit_status=None, error=f"no answer after {dt:.1f} s (killed)")
            log(f"  {shown_cmd}: timed out after {dt:.1f} s")
            break
        dt = time.perf_counter() - t0
        rec["runs"].append({"seconds": dt, "exit_status": p.returncode, "timed_out": False})
        doc = None
        try:
            doc = json.loads(p.stdout) if p.stdout.strip() else None
        except json.JSONDecodeError:
            doc = None
        if doc is not None:
            rec["json"] = doc
        rec["exit_status"] = p.returncode
        if p.returncode == 0 and doc is not None:
            rec["status"], rec["error"] = "ok", None
        else:
            err = doc.get("error") if isinstance(doc, dict) else None
            if not err:
                tail = p.stderr.strip().splitlines()
                err = tail[-1] if tail else "no JSON output"
            rec["status"] = "refused" if p.returncode == 3 else "failed"
            rec["error"] = err
            rec["stderr_tail"] = p.stderr[-2000:]
        log(f"  run {i + 1}/{repeats}: {dt:7.3f} s  exit {p.returncode}  {shown_cmd}")
    rec["best_s"] = min(r["seconds"] for r in rec["runs"])
    return rec


def time_text(rec: dict | None) -> str:
    if rec is None:
        return "—"
    t = rec["best_s"]
    if rec["status"] == "ok":
        return f"{t:.3f} s"
    if rec["status"] == "refused":
        return f"refused after {t:.2f} s (exit 3)"
    if rec["status"] == "timeout":
        return f"no answer after {t:.0f} s (killed)"
    return f"failed after {t:.2f} s (exit {rec['exit_status']})"


def ratio(g: dict, b: dict | None) -> float | None:
    if b is None or g["status"] != "ok" or b["status"] != "ok":
        return None
    return b["best_s"] / g["best_s"]


# ---------------------------------------------------------------------------
# Comparing answers


def _canon(pos) -> tuple:
    """A resulting position as a multiset of non-empty heaps (methods order/pad differently)."""
    return tuple(sorted(int(x) for x in pos if int(x) != 0))


def _play(doc: dict, play: str) -> dict | None:
    part = doc.get(play)
    if not isinstance(part, dict) or part.get("outcome") is None:
        return None
    moves = part.get("winning_moves") or []
    count = part.get("winning_move_count", len(moves))
    return {"outcome": part["outcome"], "grundy": part.get("grundy"),
            "moves": {_canon(m["position"]) for m in moves}, "complete": len(moves) == count, "count": count}


def compare_solve(a: dict, b: dict, what: str) -> str:
    """Compare two ``solve --json`` documents; raise :class:`Disagreement` on a difference."""
    checked = []
    for play in ("normal", "misere"):
        x, y = _play(a, play), _play(b, play)
        name = "misère" if play == "misere" else play
        if x is None or y is None:
            continue
        if x["outcome"] != y["outcome"]:
            raise Disagreement(f"{what}: {play} outcome {x['outcome']} vs {y['outcome']}")
        if x["grundy"] is not None and y["grundy"] is not None and x["grundy"] != y["grundy"]:
            raise Disagreement(f"{what}: {play} Grundy value {x['grundy']} vs {y['grundy']}")
        if x["complete"] and y["complete"]:
            if x["moves"] != y["moves"]:
                raise Disagreement(f"{what}: {play} winning moves differ: only in the first "
                                   f"{sorted(x['moves'] - y['moves'])}, only in the second "
                                   f"{sorted(y['moves'] - x['moves'])}")
            checked.append(f"{name}: {x['outcome']}, {len(x['moves'])} winning move(s)")
        else:
            checked.append(f"{name}: {x['outcome']} (winning-move lists truncated, not compared)")
    if not checked:
        raise Disagreement(f"{what}: nothing to compare (no outcome in one of the outputs)")
    return "yes (" + "; ".join(checked) + ")"


# ---------------------------------------------------------------------------
# The benchmarks


def bench_nim(S: dict, cwd: Path) -> list[dict]:
    rows = []
    big = [str(h) for h in S["nim_big"]]
    g = run(["solve", "nim", *big, "--json"], cwd)
    b = run(["solve", "nim", *big, "--method", "enumeration", "--json"], cwd,
            env_extra={"GAMECHECK_TIME_LIMIT": str(S["enum_limit"])}, timeout=S["enum_timeout"])
    agree = compare_solve(g["json"], b["json"], "nim big") if g["status"] == b["status"] == "ok" else \
        f"— (enumeration {b['status']})"
    rows.append(dict(name=f"1a. Nim {' '.join(big)}", g=g, b=b, agree=agree))
    small = [str(h) for h in S["nim_small"]]
    g = run(["solve", "nim", *small, "--json"], cwd)
    b = run(["solve", "nim", *small, "--method", "enumeration", "--json"], cwd)
    agree = compare_solve(g["json"], b["json"], "nim small") if g["status"] == b["status"] == "ok" else \
        f"— (a command {g['status']}/{b['status']})"
    rows.append(dict(name=f"1b. Nim {' '.join(small)}", g=g, b=b, agree=agree))
    return rows


def bench_kayles(S: dict, cwd: Path) -> list[dict]:
    rows = []
    big = [str(h) for h in S["kayles_big"]]
    g = run(["solve", "kayles", *big, "--json"], cwd)
    rows.append(dict(name=f"2a. Kayles {' '.join(big)}", g=g, b=None, agree="— (no baseline)"))
    small = [str(h) for h in S["kayles_small"]]
    g = run(["solve", "kayles", *small, "--method", "sprague-grundy", "--json"], cwd)
    b = run(["solve", "kayles", *small, "--method", "enumeration", "--json"], cwd)
    agree = compare_solve(g["json"], b["json"], "kayles small") if g["status"] == b["status"] == "ok" else \
        f"— (a command {g['status']}/{b['status']})"
    rows.append(dict(name=f"2b. Kayles {' '.join(small)}", g=g, b=b, agree=agree))
    return rows


def bench_octal(S: dict, cwd: Path) -> list[dict]:
    n = S["octal_heap"]
    rows = []
    g = run(["solve", "octal:0.137", str(n), "--json"], cwd)
    sg = g["json"].get("grundy") if g["status"] == "ok" else None
    for tag, extra in (("3a", []), ("3b", ["--no-check"])):
        b = run(["explore", "octal", "0.137", "--n", str(n + 1), *extra, "--json"], cwd)
        if g["status"] == b["status"] == "ok":
            values = b["json"].get("values")
            if not isinstance(values, list) or len(values) <= n:
                raise Disagreement(f"explore octal 0.137 --n {n + 1}: no Grundy value for heap {n} in its JSON")
            ev = values[n]
            if ev != sg:
                raise Disagreement(f"Dawson's chess heap {n}: solve gives Grundy value {sg}, explore {ev}")
            outcome = g["json"].get("outcome")
            if (outcome == "P") != (sg == 0):
                raise Disagreement(f"Dawson's chess heap {n}: outcome {outcome} with Grundy value {sg}")
            agree = f"yes (g({n}) = {sg}, {outcome})"
            b["compute_s"] = (b["json"].get("seconds") or {}).get("compute")
        else:
            agree = f"— (a command {g['status']}/{b['status']})"
        label = "with candidate checks" if not extra else "--no-check"
        rows.append(dict(name=f"{tag}. Dawson's chess heap {n} (explore {label})", g=g, b=b, agree=agree))
    return rows


def bench_label(S: dict, cwd: Path) -> list[dict]:
    bound = S["bound"]
    gf = cwd / "bash2.toml"
    gf.write_text(GAME_FILE, encoding="utf-8")
    g = run(["label", "--game", str(gf), "--bound", str(bound), "--json"], cwd,
            shown=["label", "--game", "FILE", "--bound", str(bound), "--json"])
    b = run(["label", "bash", "-m", "3", "--heaps", "2", "--bound", str(bound), "--json"], cwd)
    if g["status"] == b["status"] == "ok":
        x, y = g["json"], b["json"]
        for key in ("positions", "normal", "misere"):
            if x.get(key) != y.get(key):
                raise Disagreement(f"label, bound {bound}: {key} differs: "
                                   f"game file {x.get(key)} vs built-in {y.get(key)}")
        agree = (f"yes ({x['positions']:,} positions; normal P/N/D {x['normal']['P']:,}/{x['normal']['N']:,}/"
                 f"{x['normal']['D']:,}, misère {x['misere']['P']:,}/{x['misere']['N']:,}/{x['misere']['D']:,})")
        for r in (g, b):
            r["label_seconds"] = r["json"].get("seconds")
            r["engine"] = r["json"].get("engine")
    else:
        agree = f"— (a command {g['status']}/{b['status']})"
    n = (bound + 1) ** 2
    return [dict(name=f"4. Game file vs built-in, two-heap Bash, {n:,} positions", g=g, b=b, agree=agree)]


# ---------------------------------------------------------------------------
# Report


def machine() -> dict:
    info = {"platform": platform.platform(), "machine": platform.machine(),
            "processor": platform.processor(), "python": platform.python_version(),
            "cpus": os.cpu_count(), "load": os.getloadavg() if hasattr(os, "getloadavg") else None}
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True, timeout=10).stdout.strip()
        info["git"] = head + (" (with uncommitted changes)" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        info["git"] = None
    return info


def fmt_ratio(r: float | None) -> str:
    return "—" if r is None else f"{r:.2f}×"


def render(R: dict) -> str:
    m = R["machine"]
    out = ["# Benchmark: solve and label against other paths", ""]
    if R["mode"] == "quick":
        out += ["**Quick smoke run with small sizes; run without --quick for the real figures.**", ""]
    out += [f"Machine: {m['platform']}, {m['machine']}, {m['cpus']} CPUs, Python {m['python']}; "
            f"gamecheck at {m.get('git') or '?'}; {R['date']}; total {R['total_s']:.1f} s.", ""]
    out += ["Whole processes (`python -m gamecheck`), wall time, best of "
            f"{R['repeats']}; ratio = baseline time / gamecheck time (above 1: the gamecheck command is faster).", ""]
    out += ["| benchmark | command | gamecheck time | baseline command | baseline time | ratio | answers agree |",
            "|---|---|---|---|---|---|---|"]
    for row in R["rows"]:
        g, b = row["g"], row["b"]
        gt, bt = time_text(g), time_text(b)
        if g.get("label_seconds") is not None:
            gt += f" (labelling {g['label_seconds']:.3f} s)"
        if b is not None and b.get("label_seconds") is not None:
            bt += f" (labelling {b['label_seconds']:.3f} s)"
        if b is not None and b.get("compute_s") is not None:
            bt += f" (sequence {b['compute_s']:.3f} s)"
        out.append(f"| {row['name']} | `{g['command']}` | {gt} | "
                   f"{'`' + b['command'] + '`' if b else '—'} | {bt} | {fmt_ratio(row['ratio'])} | {row['agree']} |")
    notes = [f"- `{r['command']}`: {r['status']}, exit {r['exit_status']}: {r['error']}"
             for row in R["rows"] for r in (row["g"], row["b"]) if r is not None and r["status"] != "ok"]
    if notes:
        out += ["", "Commands that did not give an answer:", ""] + notes
    return "\n".join(out) + "\n"


def strip(rec: dict | None) -> dict | None:
    if rec is None:
        return None
    r = {k: v for k, v in rec.items() if k != "json"}
    doc = rec.get("json")
    if isinstance(doc, dict):  # the answer's headline, not the whole document
        r["answer"] = {k: doc.get(k) for k in ("ruleset", "outcome", "grundy", "method", "winning_move_count",
                                                 "positions_examined", "positions", "normal", "misere",
                                                 "max_grundy", "max_remoteness", "seconds", "engine", "error",
                                                 "exit_status", "preperiod", "period", "certified")
                       if k in doc and not (k in ("normal", "misere") and "winning_moves" in (doc.get(k) or {}))}
    return r


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="smaller sizes: a smoke test in under a minute")
    args = ap.parse_args(argv)
    S = QUICK if args.quick else FULL
    t_start = time.perf_counter()
    R: dict = {"mode": "quick" if args.quick else "full", "repeats": REPEATS, "sizes": S,
               "date": _dt.datetime.now().isoformat(timespec="seconds"), "machine": machine(),
               "ratio": "baseline time / gamecheck time", "rows": []}
    rows: list[dict] = []
    try:
        with tempfile.TemporaryDirectory(prefix="solve-bench-") as tmp:
            cwd = Path(tmp)
            for title, fn in (("1. Nim", bench_nim), ("2. Kayles", bench_kayles),
                              ("3. Dawson's chess", bench_octal), ("4. Game file vs built-in", bench_label)):
                log(f"{title} ...")
                rows += fn(S, cwd)
    except Disagreement as exc:
        log(f"ABORTED: the answers disagree: {exc}")
        log("No report written.")
        return 1
    for row in rows:
        row["ratio"] = ratio(row["g"], row["b"])
    R["total_s"] = time.perf_counter() - t_start
    R["rows"] = rows
    text = render(R)
    reports = ROOT / "reports"
    md, js = reports / "bench-solve.md", reports / "bench-solve.json"
    atomic_write_text(md, text)
    raw = dict(R, rows=[{"name": r["name"], "gamecheck": strip(r["g"]), "baseline": strip(r["b"]),
                         "ratio": r["ratio"], "answers_agree": r["agree"]} for r in rows])
    atomic_write_text(js, json.dumps(raw, indent=2, ensure_ascii=False, default=str) + "\n")
    print(text)
    log(f"wrote {md.relative_to(ROOT)} and {js.relative_to(ROOT)} ({R['total_s']:.1f} s in all)")
    unexpected = [r for row in rows for r in (row["g"], row["b"]) if r is not None and r["status"] == "failed"]
    expected_refusal = {id(rows[0]["b"])}  # the big nim enumeration may be refused or time out
    odd = [r for row in rows for r in (row["g"], row["b"])
           if r is not None and r["status"] in ("refused", "timeout") and id(r) not in expected_refusal]
    if unexpected or odd:
        log("Some commands failed: see the report.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
