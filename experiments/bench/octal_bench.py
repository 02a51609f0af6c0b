"""Octal games: gamecheck's Grundy sequences against the reference solver of tczajka/octal-games.

    python experiments/bench/octal_bench.py --reference /path/to/octal-games          # full run (~10-15 minutes)
    python experiments/bench/octal_bench.py --reference /path/to/octal-games --quick  # k = 16, 18; 0.166, 0.36
    python experiments/bench/octal_bench.py --reference PATH --games 0.6,0.376

What is measured, for each octal game (default 0.166, 0.36, 0.6, 0.376):

* the reference solver (``old/src/analyze_exec.cc`` + ``game.cc`` + ``hadamard.cc`` of the
  public repository tczajka/octal-games, built with ``g++ -O2 -std=c++17``): wall time from
  its start until it prints the line ``n=2^k ...`` (read from its stdout line by line; the
  process is then killed), for k = 16, 18, 20 (16, 18 with ``--quick``); best of 2 runs.
  At that line it has computed g(0..2^k - 1), 2^k values.
* gamecheck, as a whole process (``python -m gamecheck``, i.e. the ``gamecheck`` CLI), the
  command of issue 15's done-when: ``gamecheck explore octal CODE --n N --json`` with N = 2^k
  (2^k + 1 values, one more than the reference), which also fits and checks candidate rules and
  writes the report page with its figure; k = 16, 18, 20 and, for gamecheck alone, 22 and 24;
  best of 2 runs (1 run for k >= 22).  The JSON's ``seconds`` (the compute time inside the
  process), ``engine`` and the process's peak resident memory (``ru_maxrss`` from ``wait4``)
  are recorded.  Once per game, at k = 20 (the largest k with
  ``--quick``), the values-only command ``... --json --no-check``: column "values
  only".  The interpreter runs with its bytecode cache (``PYTHONDONTWRITEBYTECODE`` removed from
  the environment, as for an installed package), after one untimed run that fills it.
* values: a second, instrumented copy of the reference (its ``print_stats()`` patched, in the
  temporary folder only, to fwrite the ``nimbers`` vector as uint32 to ``$OCTAL_DUMP/g_<k>.bin``)
  gives g(0..2^k - 1) at k = 16, 18 and 20 (not 20 with ``--quick``); gamecheck's JSON values
  must be identical (else the run stops with exit status 1, naming the first differing heap).
  For k >= 22 the first 2^K values (K the largest dumped) are compared.  The unpatched binary
  is the one timed.

The reference is built in a temporary folder from a checkout whose path is given with
``--reference`` (a normal checkout folder containing ``old/src``, or a git directory: first
``git -C PATH archive HEAD old/src``, else a copy of ``PATH/old/src``).  Its code is never
copied into this project; the temporary folder is removed at the end.

Written (each to a temporary file, then renamed; nothing else is written):

* ``reports/bench-octal.md``: machine line, one table per game, how to reproduce;
* ``reports/bench-octal.json``: the raw figures (every run);
* ``reports/figures/bench-octal.png``: log-log plot of time against n (one colour per game,
  solid gamecheck, dashed reference).

Exit status: 0; 1 when values differ (nothing written) or a command failed (the report says which).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import io
import json
import os
import platform
import shlex
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gamecheck.atomic import atomic_open, atomic_write_text  # noqa: E402

DEFAULT_GAMES = ("0.166", "0.36", "0.6", "0.376")
QUICK_GAMES = ("0.166", "0.36")
FULL_REF_KS = (16, 18, 20)
FULL_GC_KS = (16, 18, 20, 22, 24)
QUICK_KS = (16, 18)
REPEATS = 2
REF_TIMEOUT = 900.0
GC_TIMEOUT = 1800.0

MD_PATH = ROOT / "reports" / "bench-octal.md"
JSON_PATH = ROOT / "reports" / "bench-octal.json"
PNG_PATH = ROOT / "reports" / "figures" / "bench-octal.png"

# The instrumentation added, in the temporary copy only, at the top of print_stats().
DUMP_SNIPPET = r"""
  if (const char *octal_dump_dir = std::getenv("OCTAL_DUMP")) {
    const std::string octal_dump_path = std::string(octal_dump_dir) + "/g_" +
        std::to_string(lowest_bit(uint64_t(nimbers.size()))) + ".bin";
    std::FILE *octal_dump_file = std::fopen(octal_dump_path.c_str(), "wb");
    if (!octal_dump_file) throw std::runtime_error("OCTAL_DUMP: cannot open " + octal_dump_path);
    if (std::fwrite(nimbers.data(), sizeof(uint32_t), nimbers.size(), octal_dump_file) != nimbers.size())
      throw std::runtime_error("OCTAL_DUMP: short write to " + octal_dump_path);
    std::fclose(octal_dump_file);
  }
"""


class Mismatch(Exception):
    """gamecheck's values differ from the reference's."""


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# The reference solver


def fetch_reference_sources(reference: Path, dest: Path) -> dict:
    """Put ``old/src`` of the checkout at ``reference`` under ``dest``; say how and which commit."""
    info: dict = {"path": str(reference), "how": None, "commit": None}
    p = subprocess.run(["git", "-C", str(reference), "archive", "HEAD", "old/src"], capture_output=True)
    if p.returncode == 0 and p.stdout:
        with tarfile.open(fileobj=io.BytesIO(p.stdout)) as tar:
            tar.extractall(dest)
        info["how"] = "git archive HEAD old/src"
        c = subprocess.run(["git", "-C", str(reference), "rev-parse", "HEAD"], capture_output=True, text=True)
        if c.returncode == 0:
            info["commit"] = c.stdout.strip()
    elif (reference / "old" / "src").is_dir():
        shutil.copytree(reference / "old" / "src", dest / "old" / "src")
        info["how"] = "copy of old/src"
        c = subprocess.run(["git", "-C", str(reference), "rev-parse", "HEAD"], capture_output=True, text=True)
        if c.returncode == 0:
            info["commit"] = c.stdout.strip()
    else:
        raise SystemExit(f"octal_bench: '{reference}' is neither a git directory with old/src at HEAD "
                         f"nor a folder containing old/src")
    for name in ("analyze_exec.cc", "game.cc", "hadamard.cc"):
        if not (dest / "old" / "src" / name).is_file():
            raise SystemExit(f"octal_bench: old/src/{name} not found in '{reference}'")
    return info


def build_reference(src: Path, out: Path) -> None:
    cmd = ["g++", "-O2", "-std=c++17", "-o", str(out), "analyze_exec.cc", "game.cc", "hadamard.cc"]
    p = subprocess.run(cmd, cwd=src, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"octal_bench: building the reference failed ({' '.join(cmd)} in {src}):\n{p.stderr}")


def build_references(reference: Path, tmp: Path) -> tuple[Path, Path, dict]:
    """Build the plain and the instrumented reference binaries in ``tmp``."""
    plain_root, dump_root = tmp / "ref-plain", tmp / "ref-dump"
    info = fetch_reference_sources(reference, plain_root)
    shutil.copytree(plain_root / "old" / "src", dump_root / "old" / "src")
    src = dump_root / "old" / "src" / "analyze_exec.cc"
    text = src.read_text()
    head = "void print_stats() {\n"
    if text.count(head) != 1:
        raise SystemExit("octal_bench: print_stats() not found (once) in analyze_exec.cc; cannot instrument it")
    text = "#include <cstdio>\n#include <cstdlib>\n#include <string>\n" + text.replace(head, head + DUMP_SNIPPET)
    src.write_text(text)
    plain_bin, dump_bin = tmp / "analyze", tmp / "analyze-dump"
    build_reference(plain_root / "old" / "src", plain_bin)
    build_reference(dump_root / "old" / "src", dump_bin)
    gxx = subprocess.run(["g++", "--version"], capture_output=True, text=True).stdout.splitlines()
    info["compiler"] = (gxx[0] if gxx else "g++") + " -O2 -std=c++17"
    return plain_bin, dump_bin, info


def run_reference(binary: Path, code: str, kmax: int, env_extra: dict | None = None) -> dict:
    """Run ``binary CODE`` until it prints ``n=2^kmax`` (then kill it) or stops by itself.

    Returns {"times": {k: seconds from start to the line n=2^k}, "lines": [...], "period": line or
    None, "status": "ok" | "stopped" | "timeout" | "failed", "error": ...}.
    """
    env = dict(os.environ)
    env.update(env_extra or {})
    rec: dict = {"times": {}, "lines": [], "period": None, "status": None, "error": None}
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(binary), code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, bufsize=1, env=env)
    timed_out = threading.Event()

    def _kill() -> None:
        timed_out.set()
        proc.kill()

    watchdog = threading.Timer(REF_TIMEOUT, _kill)
    watchdog.start()
    reached = False
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            t = time.perf_counter() - t0
            line = line.rstrip("\n")
            rec["lines"].append(line)
            if line.startswith("n=2^"):
                k = int(line[4:].split()[0])
                rec["times"][k] = t
                if k >= kmax:
                    reached = True
                    break
            elif line.startswith("Found period"):
                rec["period"] = line
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        err = proc.stderr.read() if proc.stderr else ""
        if proc.stdout:
            proc.stdout.close()
        if proc.stderr:
            proc.stderr.close()
    if reached:
        rec["status"] = "ok"
    elif timed_out.is_set():
        rec.update(status="timeout", error=f"no line n=2^{kmax} after {REF_TIMEOUT:.0f} s (killed)")
    elif rec["period"] is not None and proc.returncode == 0:
        rec["status"] = "stopped"  # the period was certified before 2^kmax
    else:
        rec.update(status="failed", error=f"exit status {proc.returncode}: {err.strip()[-500:]}")
    return rec


# ---------------------------------------------------------------------------
# gamecheck


def gamecheck_env() -> dict:
    """The environment of the timed gamecheck runs: this one, with the bytecode cache on."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_gamecheck(code: str, n: int, full: bool, repeats: int, cwd: Path, want_values: bool) -> dict:
    """Run ``gamecheck explore octal CODE --n N --json`` (``full``: rule fitting and the report
    page, as issue 15 states it: ``--report explore``, in ``cwd``) or ``... --json --no-check`` as a whole
    process."""
    args = ["explore", "octal", code, "--n", str(n), "--json"] + (["--report", "explore"] if full else ["--no-check"])
    argv = [sys.executable, "-m", "gamecheck", *args]
    shown = " ".join(shlex.quote(a) for a in ["gamecheck", *args])
    rec: dict = {"command": shown, "runs": [], "status": None, "error": None,
                 "seconds_json": None, "engine": None, "values": None}
    out = cwd / "gamecheck-out.json"
    for _ in range(repeats):
        t0 = time.perf_counter()
        with open(out, "wb") as fh:
            p, seconds, peak_mb, timed_out = _run_measured(argv, cwd, fh)
        dt = seconds if seconds is not None else time.perf_counter() - t0
        if timed_out:
            rec["runs"].append({"seconds": dt, "exit_status": None})
            rec.update(status="timeout", error=f"no answer after {dt:.0f} s (killed)")
            break
        rec["runs"].append({"seconds": dt, "exit_status": p.returncode, "peak_mb": peak_mb})
        doc = None
        try:
            with open(out, "rb") as fh:
                doc = json.load(fh)
        except (OSError, ValueError):
            doc = None
        if p.returncode != 0 or not isinstance(doc, dict) or "values" not in doc:
            stderr = p.stderr.decode("utf-8", "replace").strip()
            err = doc.get("error") if isinstance(doc, dict) else None
            rec.update(status="failed", error=f"exit status {p.returncode}: {err or stderr[-1500:] or 'no JSON'}")
            break
        rec["status"] = "ok"
        rec["seconds_json"] = doc.get("seconds")
        rec["engine"] = doc.get("engine")
        rec["period"] = {"preperiod": doc.get("preperiod"), "period": doc.get("period"),
                         "certified": doc.get("certified")}
        rec["n_values"] = len(doc["values"])
        if want_values:
            rec["values"] = doc["values"]
        del doc
    try:
        out.unlink()
    except OSError:
        pass
    good = [r for r in rec["runs"] if r.get("exit_status") == 0]
    best = min(good, key=lambda r: r["seconds"]) if good and rec["status"] == "ok" else None
    rec["best"] = None if best is None else best["seconds"]
    rec["peak_mb"] = None if best is None else max(r["peak_mb"] for r in good)
    return rec


# A small launcher between the benchmark and the timed process: a process's ru_maxrss counts the
# memory of the process it was forked from until its exec, and this benchmark holds long value
# lists; the launcher (a few MB) forks the timed process, times it, and reads its ru_maxrss.
_LAUNCHER = """
import os, sys, time
t0 = time.perf_counter()
pid = os.posix_spawn(sys.argv[2], sys.argv[2:], os.environ)
_, status, usage = os.wait4(pid, 0)
seconds = time.perf_counter() - t0
with open(sys.argv[1], "w") as fh:
    fh.write(f"{seconds} {usage.ru_maxrss}")
code = os.waitstatus_to_exitcode(status)
sys.exit(code if code >= 0 else 128 - code)
"""


def _run_measured(argv: list[str], cwd: Path, stdout) -> tuple[subprocess.CompletedProcess, float, float, bool]:
    """Run ``argv`` to its end (killed after GC_TIMEOUT s) with stdout to ``stdout``; returns the
    process's outcome, its wall seconds and peak resident memory in MB (``ru_maxrss`` from
    ``wait4``, measured by :data:`_LAUNCHER`), and whether it was killed for time."""
    with tempfile.NamedTemporaryFile("r", suffix=".usage", dir=cwd) as usage:
        proc = subprocess.Popen([sys.executable, "-c", _LAUNCHER, usage.name, *argv], cwd=cwd, stdout=stdout,
                                stderr=subprocess.PIPE, env=gamecheck_env(), start_new_session=True)
        try:
            _, err = proc.communicate(timeout=GC_TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # the launcher leads its own group, the timed process with it
            proc.communicate()
            return subprocess.CompletedProcess(argv, None, None, b""), GC_TIMEOUT, 0.0, True
        p = subprocess.CompletedProcess(argv, proc.returncode, None, err)
        text = usage.read().split()
    seconds, peak_kb = (float(text[0]), float(text[1])) if len(text) == 2 else (None, 0.0)
    return p, seconds, peak_kb / 1024, False


def compare(code: str, k: int, gc_values: list, ref_values, prefix: bool = False) -> None:
    """Raise Mismatch unless gamecheck's values equal the reference's (or its prefix, if ``prefix``)."""
    import numpy as np

    ref = np.asarray(ref_values, dtype=np.int64)
    got = np.asarray(gc_values if not prefix else gc_values[: len(ref)], dtype=np.int64)
    if len(got) != len(ref):
        raise Mismatch(f"{code}, n=2^{k}: gamecheck gave {len(got)} values, the reference {len(ref)}")
    diff = np.flatnonzero(got != ref)
    if diff.size:
        h = int(diff[0])
        raise Mismatch(f"{code}, n=2^{k}: values differ first at heap {h}: gamecheck g({h}) = {int(got[h])}, "
                       f"reference g({h}) = {int(ref[h])} ({diff.size} heaps differ"
                       f"{' in the first ' + str(len(ref)) if prefix else ''})")


# ---------------------------------------------------------------------------
# The report


def machine(ref_info: dict) -> dict:
    cpu = None
    try:
        for line in open("/proc/cpuinfo"):
            if line.lower().startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                           capture_output=True, text=True)
    return {
        "platform": platform.platform(),
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "gamecheck_commit": head.stdout.strip() if head.returncode == 0 else None,
        "gamecheck_tree_modified": bool(dirty.stdout.strip()) if dirty.returncode == 0 else None,
        "reference": {k: v for k, v in ref_info.items() if k != "path"},
        "date": _dt.datetime.now().astimezone().isoformat(timespec="seconds"),
    }


def fmt_s(x: float | None) -> str:
    return "—" if x is None else (f"{x:.3f}" if x < 10 else f"{x:.1f}")


def _mb(x: float | None) -> str:
    return "—" if x is None else f"{x:,.0f}"


def pow2(k: int) -> str:
    return f"2^{k} ({2 ** k:,})"


def render_md(doc: dict) -> str:
    m = doc["machine"]
    commit = (m["gamecheck_commit"] or "unknown") + (" (working tree modified)" if m["gamecheck_tree_modified"] else "")
    ref = m["reference"]
    lines = [
        "# Octal games: gamecheck against the reference solver (tczajka/octal-games)",
        "",
        f"Machine: {m['platform']}, {m['cpu'] or 'cpu ?'}, {m['cpu_count']} CPUs, Python {m['python']}, "
        f"gamecheck commit {commit}; reference tczajka/octal-games "
        f"{(ref.get('commit') or '?')[:12]} (old/src, {ref.get('compiler')}); {m['date']}"
        f"{'; --quick' if doc['quick'] else ''}.",
        "",
        "Times are wall seconds. *reference*: from the start of `analyze CODE` until it prints the line "
        "`n=2^k` (it has then computed g(0..2^k-1)), best of 2 runs. *gamecheck*: the whole process "
        "`gamecheck explore octal CODE --n 2^k --json` -- the command of issue 15's done-when: interpreter "
        "start, JIT cache load, g(0..2^k) (one value more than the reference), periodicity search, "
        "candidate rules fitted and checked, the report page and its figure, JSON output of every value -- "
        "best of 2 runs (1 for k >= 22), with Python's bytecode cache on (as for an installed package). "
        "*compute*: the `seconds.compute` figure of gamecheck's JSON (the Grundy values alone). "
        "*peak*: the gamecheck process's peak resident memory (its ru_maxrss, read by a small launcher "
        "process that starts it, so that the benchmark's own memory is not counted), of the runs made. "
        "*values only*: `... --json --no-check`, best of 2. *values identical*: gamecheck's "
        "first 2^k values against those dumped by an instrumented copy of the reference.",
        "",
    ]
    for g in doc["games"]:
        lines += [f"## {g['code']}", ""]
        if g.get("reference_period"):
            lines += [f"The reference stopped: `{g['reference_period']}`.", ""]
        pre = sorted({r["gamecheck"]["prefix_identical"] for r in g["rows"] if r["gamecheck"].get("prefix_identical")})
        if pre:
            ks = ", ".join(f"2^{r['k']}" for r in g["rows"] if r["gamecheck"].get("prefix_identical"))
            lines += [f"At {ks} (no reference run) the first {pre[-1]:,} values were compared with the "
                      "reference's and are identical.", ""]
        lines += ["| n | reference (s) | gamecheck (s, whole process) | ratio gamecheck/reference | gamecheck compute (s) "
                  "| gamecheck peak (MB) | values only (s) | engine | values identical |",
                  "|---|---:|---:|---:|---:|---:|---:|---|---|"]
        for r in g["rows"]:
            ratio = f"{r['gamecheck_s'] / r['reference_s']:.2f}" if r["gamecheck_s"] and r["reference_s"] else "—"
            gc = fmt_s(r["gamecheck_s"]) if r["gamecheck_status"] == "ok" else f"{r['gamecheck_status']}"
            rf = r.get("values_only")
            rf_s = "" if rf is None else (fmt_s(rf["best"]) if rf["status"] == "ok" else rf["status"])
            lines.append(f"| {pow2(r['k'])} | {fmt_s(r['reference_s'])} | {gc} | {ratio} | "
                         f"{fmt_s(r['compute_s'])} | {_mb(r['gamecheck'].get('peak_mb'))} | {rf_s} | "
                         f"{r['engine_method'] or '—'} | {r['identical']} |")
        lines.append("")
    if doc["failures"]:
        lines += ["## Failures", ""]
        for f in doc["failures"]:
            lines.append(f"- `{f['command']}`: {f['error']}")
        lines.append("")
    lines += [
        "## How to reproduce",
        "",
        "Get a checkout of https://github.com/tczajka/octal-games (a normal clone or a bare git directory) "
        "and run `python experiments/bench/octal_bench.py --reference /path/to/octal-games` "
        "(`--quick`: k = 16, 18 and the games 0.166, 0.36; `--games 0.6,0.376` to choose). The script "
        "builds the reference's `old/src` (analyze_exec.cc, game.cc, hadamard.cc) with "
        "`g++ -O2 -std=c++17` in a temporary folder, plus a copy whose `print_stats()` also writes the "
        "values when `OCTAL_DUMP` is set; nothing of the reference is copied into this project. "
        "It writes this page, `reports/bench-octal.json` (every run) and `reports/figures/bench-octal.png`.",
        "",
        "![time against n](figures/bench-octal.png)",
        "",
    ]
    return "\n".join(lines)


def plot(doc: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7.5, 5))
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for i, g in enumerate(doc["games"]):
        c = colours[i % len(colours)]
        gc = [(2 ** r["k"], r["gamecheck_s"]) for r in g["rows"] if r["gamecheck_s"]]
        rf = [(2 ** r["k"], r["reference_s"]) for r in g["rows"] if r["reference_s"]]
        if gc:
            ax.plot(*zip(*gc), "-o", color=c, label=f"{g['code']} gamecheck")
        if rf:
            ax.plot(*zip(*rf), "--s", color=c, label=f"{g['code']} reference")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("n (Grundy values g(0..n-1))")
    ax.set_ylabel("wall time (s)")
    ax.set_title("Octal games: gamecheck (whole process, solid) vs tczajka/octal-games (dashed)")
    ax.title.set_fontsize(10)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8, ncol=2)
    fig.tight_layout()
    with atomic_open(path, "wb") as fh:
        fig.savefig(fh, format="png", dpi=120)
    plt.close(fig)


# ---------------------------------------------------------------------------


def bench_game(code: str, ref_ks: tuple, gc_ks: tuple, only_k: int, val_ks: tuple,
               plain_bin: Path, dump_bin: Path, tmp: Path, failures: list) -> dict:
    import numpy as np

    log(f"== {code}")
    game: dict = {"code": code, "reference_runs": [], "reference_dump": None, "reference_period": None, "rows": []}
    kref = max(ref_ks)
    # Reference timing: the unpatched binary, best of REPEATS runs, one run covering every k.
    for i in range(REPEATS):
        rec = run_reference(plain_bin, code, kref)
        game["reference_runs"].append({k: v for k, v in rec.items() if k != "lines"} | {"last_lines": rec["lines"][-3:]})
        log(f"  reference run {i + 1}: {rec['status']}, " +
            ", ".join(f"2^{k} {rec['times'][k]:.3f} s" for k in ref_ks if k in rec["times"]))
        if rec["period"]:
            game["reference_period"] = rec["period"]
        if rec["status"] in ("failed", "timeout"):
            failures.append({"command": f"analyze {code}", "error": rec["error"]})
            break
    # Reference values: the instrumented binary.
    dump_dir = tmp / f"dump-{code}"
    dump_dir.mkdir()
    kval = max(val_ks)
    drec = run_reference(dump_bin, code, kval, {"OCTAL_DUMP": str(dump_dir)})
    game["reference_dump"] = {k: v for k, v in drec.items() if k != "lines"}
    ref_vals = {}
    for k in val_ks:
        f = dump_dir / f"g_{k}.bin"
        if f.is_file():
            ref_vals[k] = np.fromfile(f, dtype=np.uint32)
            if len(ref_vals[k]) != 2 ** k:
                raise Mismatch(f"{code}: the reference's dump g_{k}.bin holds {len(ref_vals[k])} values, not 2^{k}")
    if drec["status"] in ("failed", "timeout"):
        failures.append({"command": f"OCTAL_DUMP=... analyze-dump {code}", "error": drec["error"]})
    log(f"  reference dumps: {sorted(ref_vals)}")
    kmax_dump = max(ref_vals) if ref_vals else None

    for k in gc_ks:
        n = 2 ** k
        repeats = REPEATS if k < 22 else 1
        rec = run_gamecheck(code, n, full=True, repeats=repeats, cwd=tmp, want_values=True)
        identical = "not compared"
        if rec["status"] == "ok":
            values = rec.pop("values")
            if len(values) != 2 ** k + 1:
                raise Mismatch(f"{code}: `{rec['command']}` gave {len(values)} values, expected 2^{k} + 1")
            values = values[: 2 ** k]  # the reference's 2^k
            if k in ref_vals:
                compare(code, k, values, ref_vals[k])
                identical = "yes"
            elif kmax_dump is not None and k > kmax_dump:
                compare(code, k, values, ref_vals[kmax_dump], prefix=True)
                rec["prefix_identical"] = 2 ** kmax_dump
            del values
        else:
            rec.pop("values", None)
            failures.append({"command": rec["command"], "error": rec["error"]})
        rref = [r["times"].get(k) for r in game["reference_runs"] if k in r["times"]]
        ref_s = min(rref) if rref and k in ref_ks else None
        row = {"k": k, "n_values": 2 ** k, "reference_s": ref_s, "reference_runs_s": rref if k in ref_ks else [],
               "gamecheck_s": rec["best"], "gamecheck_status": rec["status"], "gamecheck": rec,
               "compute_s": (rec["seconds_json"] or {}).get("compute") if rec["status"] == "ok" else None,
               "engine_method": (rec["engine"] or {}).get("method") if rec["status"] == "ok" else None,
               "identical": identical, "values_only": None}
        if k == only_k:
            rf = run_gamecheck(code, n, full=False, repeats=REPEATS, cwd=tmp, want_values=False)
            rf.pop("values", None)
            row["values_only"] = rf
            if rf["status"] != "ok":
                failures.append({"command": rf["command"], "error": rf["error"]})
            log(f"  values only 2^{k}: {rf['status']} {fmt_s(rf['best'])} s")
        log(f"  gamecheck 2^{k}: {rec['status']} {fmt_s(rec['best'])} s (compute {fmt_s(row['compute_s'])}, "
            f"peak {_mb(rec.get('peak_mb'))} MB), "
            f"reference {fmt_s(ref_s)} s, values {identical}"
            f"{'; first 2^%d identical' % kmax_dump if rec.get('prefix_identical') else ''}")
        game["rows"].append(row)
    return game


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reference", required=True, type=Path,
                    help="checkout of tczajka/octal-games (folder with old/src, or a git directory)")
    ap.add_argument("--quick", action="store_true", help="only k = 16, 18 and the games 0.166, 0.36")
    ap.add_argument("--games", help="comma-separated octal codes (default 0.166,0.36,0.6,0.376)")
    args = ap.parse_args(argv)

    games = tuple(g.strip() for g in args.games.split(",") if g.strip()) if args.games else \
        (QUICK_GAMES if args.quick else DEFAULT_GAMES)
    ref_ks = QUICK_KS if args.quick else FULL_REF_KS
    gc_ks = QUICK_KS if args.quick else FULL_GC_KS
    val_ks = QUICK_KS if args.quick else FULL_REF_KS
    only_k = 20 if 20 in gc_ks else max(gc_ks)

    t_start = time.perf_counter()
    failures: list = []
    with tempfile.TemporaryDirectory(prefix="octal-bench-") as td:
        tmp = Path(td)
        plain_bin, dump_bin, ref_info = build_references(args.reference.expanduser().resolve(), tmp)
        log(f"reference built in {tmp} ({ref_info['how']}, commit {ref_info.get('commit')})")
        # untimed: fill the bytecode and JIT caches
        subprocess.run([sys.executable, "-m", "gamecheck", "explore", "octal", games[0], "--n", "5000", "--json"],
                       cwd=tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=gamecheck_env())
        results = []
        try:
            for code in games:
                results.append(bench_game(code, ref_ks, gc_ks, only_k, val_ks, plain_bin, dump_bin, tmp, failures))
        except Mismatch as exc:
            print(f"octal_bench: VALUES DIFFER: {exc}", file=sys.stderr)
            return 1
    total = time.perf_counter() - t_start
    doc = {"machine": machine(ref_info), "quick": args.quick, "games_requested": list(games),
           "reference_ks": list(ref_ks), "gamecheck_ks": list(gc_ks), "values_only_k": only_k,
           "repeats": REPEATS, "games": results, "failures": failures, "total_seconds": round(total, 1)}
    atomic_write_text(JSON_PATH, json.dumps(doc, indent=1) + "\n")
    plot(doc, PNG_PATH)
    md = render_md(doc)
    atomic_write_text(MD_PATH, md)
    print(md)
    log(f"wrote {MD_PATH.relative_to(ROOT)}, {JSON_PATH.relative_to(ROOT)}, {PNG_PATH.relative_to(ROOT)} "
        f"in {total:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
