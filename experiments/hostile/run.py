#!/usr/bin/env python3
"""Run the hostile-input corpus against gamecheck and classify every outcome (issue 12).

    python experiments/hostile/corpus.py                 # (re)generate corpus.json
    python experiments/hostile/run.py --jobs 2           # everything: results.json + reports/hostile.md
    python experiments/hostile/run.py --only claim,file --limit 50
    python experiments/hostile/run.py --ids numbers-001,verdict-0   # ids (prefixes)

Each entry runs in its own temporary folder as ``python -X faulthandler -m gamecheck ARGV``
with stdin closed, a wall limit (30 s) and an address-space limit (4 GiB, RLIMIT_AS).
On a timeout the process gets SIGABRT first (faulthandler then prints the Python stack,
which locates the hang) and its whole process group SIGKILL two seconds later.

Outcome classes, the first that applies is the entry's class (all are kept as flags):

    hang              the wall limit was reached
    memory            MemoryError / "Unable to allocate" / bad_alloc, killed by a signal, or the
                      CLI's last-resort "out of memory: the work does not fit" (a MemoryError
                      raised before any size check, caught at the top)
    traceback         a Python traceback (or "Fatal Python error") on stdout or stderr, or the CLI's
                      last-resort "internal error (a bug in gamecheck ...)" line (an uncaught
                      exception folded onto one line; it is located by a second run with
                      GAMECHECK_DEBUG=1, which makes the CLI re-raise)
    bad-exit          exit status not in {0, 1, 2, 3}
    false-verdict     a verdict in --json output contradicts the corpus's brute-force truth
                      (holds vs refuted; for "strict" ids also inconclusive), or `solve`
                      shows figures that are not those of the play asked for
    json-error        --json and exit 2/3 but stdout is not one JSON object with "error"
                      (or --json, exit 0/1 and stdout is not JSON at all)
    multi-line-error  exit 2/3 with more than one non-empty line on stderr
    stale-tmp         a *.tmp file left in the working folder
    ok                none of these
"""

from __future__ import annotations

import argparse
import base64
import concurrent.futures as cf
import glob
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = HERE / "corpus.json"
RESULTS = HERE / "results.json"
REPORT = ROOT / "reports" / "hostile.md"

WALL = 30.0
AS_LIMIT = 4 << 30
ORDER = ["hang", "memory", "traceback", "bad-exit", "false-verdict", "json-error", "multi-line-error", "stale-tmp"]
MEMORY_TEXT = ("MemoryError", "Unable to allocate", "bad_alloc", "Cannot allocate memory", "out of memory",
               "MemoryError:")
#: the CLI's last-resort handlers: an exception that escaped every check, folded onto one line
MASKED_EXCEPTION = "internal error (a bug in gamecheck"
MASKED_MEMORY = "out of memory: the work does not fit"
_MASKED = re.compile(r"internal error \(a bug in gamecheck[^)]*\): ([A-Za-z_][\w.]*): (.*?)(?: at ([\w.]+):(\d+))?; GAMECHECK_DEBUG")
COMMANDS = ("rulesets", "solve", "graph", "check", "verify", "prove", "label", "explore")


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (AS_LIMIT, AS_LIMIT))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


#: the folder whose gamecheck/ package the children import (set by main: a snapshot by default)
SOURCE = {"path": str(ROOT)}


def child_env(extra: dict | None) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k != "DASK_SCHEDULER_ADDRESS" and not k.startswith("GAMECHECK_") and not k.startswith("PYTEST")}
    env["MPLBACKEND"] = "Agg"
    env["PYTHONPATH"] = SOURCE["path"]
    env.update(extra or {})
    return env


def snapshot_sources() -> tuple[str, str]:
    """Copy gamecheck/ (others may be editing it) to a temporary folder; (folder, sha256 of sources)."""
    import hashlib

    dest = tempfile.mkdtemp(prefix="gc-hostile-snapshot-")
    shutil.copytree(ROOT / "gamecheck", Path(dest) / "gamecheck",
                    ignore=shutil.ignore_patterns("*.pyc", "*.nbi", "*.nbc"))
    h = hashlib.sha256()
    for f in sorted((Path(dest) / "gamecheck").rglob("*")):
        if f.is_file():
            h.update(str(f.relative_to(dest)).encode() + b"\0" + f.read_bytes())
    return dest, h.hexdigest()[:16]


def imports_cleanly(path: str) -> str:
    code = ("import gamecheck.cli, gamecheck.checker.serial, gamecheck.prover.prove, gamecheck.checker.parallel, gamecheck.explore.run, "
            "gamecheck.audit, gamecheck.engine.labelfile; import sys; print(gamecheck.cli.__file__)")
    r = subprocess.run([sys.executable, "-c", code], cwd=tempfile.gettempdir(), env={**child_env(None),
                       "PYTHONPATH": path}, capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        return r.stderr.strip().splitlines()[-1] if r.stderr.strip() else f"exit {r.returncode}"
    if not r.stdout.strip().startswith(path):
        return f"imported {r.stdout.strip()} instead of the snapshot"
    return ""


def run_gamecheck(argv: list[str], cwd: str, env: dict, wall: float) -> dict:
    """One gamecheck process: returncode, stdout, stderr, seconds, timed_out."""
    t0 = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-X", "faulthandler", "-m", "gamecheck", *argv], cwd=cwd, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=_limits, start_new_session=True)
    timed_out = False
    try:
        out, err = proc.communicate(timeout=wall)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.kill(proc.pid, signal.SIGABRT)  # faulthandler prints where it was
        except ProcessLookupError:
            pass
        try:
            out, err = proc.communicate(timeout=3)
        except subprocess.TimeoutExpired:
            _killpg(proc.pid)
            out, err = proc.communicate()
    _killpg(proc.pid)  # leftover workers of this run's process group
    return {"rc": proc.returncode, "stdout": out.decode("utf-8", "replace"), "stderr": err.decode("utf-8", "replace"),
            "seconds": round(time.monotonic() - t0, 2), "timed_out": timed_out}


def _killpg(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


# ----------------------------------------------------------------------------------- materialise

def expand(text: str, gen: dict | None) -> str:
    for name, g in (gen or {}).items():
        big = g["open"] * g["depth"] + g["inner"] + g["close"] * g["depth"]
        text = text.replace("{{" + name + "}}", big)
    return text


def gen_text(spec: dict) -> bytes:
    kind, count = spec["gen_text"], spec["count"]
    if kind == "repeat-outcome":
        one = ('[[claim]]\nid = "c{i}"\nstatement = "s"\nkind = "outcome"\nruleset = "nim"\n'
               'position = [1, 2, 3]\noutcome = "P"\n\n')
        return "".join(one.format(i=i) for i in range(count)).encode()
    if kind == "huge-comment":
        return b"# " + b"x" * count + b'\n[[claim]]\nid = "h"\nstatement = "s"\nkind = "forall"\nvars = { n = [1, 3] }\nrule = "n > 0"\n'
    raise ValueError(f"unknown gen_text {kind!r}")


def materialise(entry: dict, tmp: str) -> None:
    gen = entry.get("gen")
    for name, content in entry.get("files", {}).items():
        path = Path(tmp) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            path.write_bytes(expand(content, gen).encode("utf-8", "surrogatepass"))
        elif "b64" in content:
            path.write_bytes(base64.b64decode(content["b64"]))
        else:
            path.write_bytes(gen_text(content))


def _set_path(data, dotted: str, value) -> None:
    keys = dotted.split(".")
    for k in keys[:-1]:
        data = data[k]
    data[keys[-1]] = value


def run_setup(entry: dict, tmp: str, env: dict, notes: list[str]) -> None:
    for step in entry.get("setup", []) or []:
        op, arg = next(iter(step.items()))
        if op == "run":
            r = run_gamecheck(arg, tmp, env, 60.0)
            if r["rc"] not in (0, 1):
                notes.append(f"setup run exited {r['rc']}: {r['stderr'].strip()[:200]}")
        elif op == "mkdir":
            os.makedirs(os.path.join(tmp, arg), exist_ok=True)
        elif op == "chmod":
            os.chmod(os.path.join(tmp, arg[0]), arg[1])
            if os.geteuid() == 0:
                notes.append("running as root: permissions are not enforced")
        elif op == "symlink":
            os.symlink(arg[0], os.path.join(tmp, arg[1]))
        elif op in ("glob_write", "glob_dir", "glob_chmod", "glob_json_edit"):
            pattern = arg if op == "glob_dir" else arg[0]
            hits = glob.glob(os.path.join(tmp, pattern))
            if not hits:
                notes.append(f"setup {op}: nothing matched {pattern}")
            for p in hits:
                if op == "glob_write":
                    Path(p).write_text(arg[1], encoding="utf-8")
                elif op == "glob_dir":
                    os.unlink(p)
                    os.mkdir(p)
                elif op == "glob_chmod":
                    os.chmod(p, arg[1])
                else:
                    data = json.loads(Path(p).read_text(encoding="utf-8"))
                    try:
                        _set_path(data, arg[1], arg[2])
                    except (KeyError, TypeError, IndexError):
                        notes.append(f"setup {op}: no {arg[1]} in {os.path.basename(p)}")
                    Path(p).write_text(json.dumps(data), encoding="utf-8")
        else:
            raise ValueError(f"unknown setup step {op!r}")


def stale_tmp(tmp: str, own: set[str]) -> list[str]:
    found = []
    for dirpath, dirnames, filenames in os.walk(tmp):
        for name in dirnames + filenames:
            rel = os.path.relpath(os.path.join(dirpath, name), tmp)
            if name.endswith(".tmp") and rel not in own:
                found.append(rel)
    return found


def cleanup(tmp: str) -> None:
    for dirpath, dirnames, _ in os.walk(tmp):
        for d in dirnames:
            try:
                os.chmod(os.path.join(dirpath, d), 0o755)
            except OSError:
                pass
    shutil.rmtree(tmp, ignore_errors=True)


# ------------------------------------------------------------------------------------- classify

_FRAME = re.compile(r'File "([^"]+)", line (\d+),? in (\S+)')


def short_path(p: str) -> str:
    p = p.replace("\\", "/")
    for mark in ("/gamecheck/", "site-packages/", "/lib/python3"):
        i = p.rfind(mark) if mark == "/gamecheck/" else p.find(mark)
        if i >= 0:
            return ("gamecheck/" + p[i + len(mark):]) if mark == "/gamecheck/" else p[i + len(mark):]
    return os.path.basename(p)


def parse_traceback(text: str) -> dict | None:
    """The exception and frames of the last Python traceback (or faulthandler dump) in ``text``."""
    i = text.rfind("Traceback (most recent call last):")
    if i >= 0:
        block = text[i:].splitlines()[1:]
        frames, exc = [], ""
        for line in block:
            m = _FRAME.search(line)
            if m and line.startswith(" "):
                frames.append((short_path(m.group(1)), int(m.group(2)), m.group(3)))
            elif line and not line.startswith(" ") and not exc:
                exc = line.strip()
        first_rev = frames[::-1]
    elif "most recent call first" in text:
        j = text.find("Current thread")
        j = j if j >= 0 else text.find("most recent call first")
        block = text[j:].splitlines()[1:]
        first_rev = []
        for line in block:
            m = _FRAME.search(line)
            if m:
                first_rev.append((short_path(m.group(1)), int(m.group(2)), m.group(3)))
            elif line.strip() == "" and first_rev:
                break
        exc = ""
        fm = re.search(r"Fatal Python error: ([^\n]+)", text)
        if fm:
            exc = "Fatal Python error: " + fm.group(1).strip()
    else:
        return None
    gcs = [f for f in first_rev if f[0].startswith("gamecheck/") and "__main__" not in f[0]]
    gc = gcs[0] if gcs else None
    etype, _, emsg = exc.partition(": ") if exc and not exc.startswith("Fatal") else (exc, "", "")
    return {"type": etype.split(".")[-1] if etype else "", "message": emsg[:300],
            "frame": f"{first_rev[0][0]}:{first_rev[0][1]}:{first_rev[0][2]}" if first_rev else "",
            "gc_frame": f"{gc[0]}:{gc[1]}:{gc[2]}" if gc else "",
            "gc_chain": " <- ".join(f"{f[0].removeprefix('gamecheck/')}:{f[2]}" for f in gcs[:4])}


def _loads_any(text: str):
    text = text.strip()
    try:
        return json.loads(text)
    except ValueError:
        pass
    for opener in ("[", "{"):
        k = text.find(opener)
        if k >= 0:
            try:
                return json.JSONDecoder().raw_decode(text[k:])[0]
            except ValueError:
                continue
    raise ValueError("no JSON")


def check_verdicts(expect: dict, stdout: str) -> tuple[list[str], list[str]]:
    """(false verdicts, missing verdicts) of a check/prove --json run."""
    bad, missing = [], []
    want = expect.get("verdicts") or {}
    strict = set(expect.get("strict") or ())
    try:
        data = _loads_any(stdout)
    except ValueError:
        return [], sorted(want)
    rows = data if isinstance(data, list) else data.get("results", []) if isinstance(data, dict) else []
    got = {r.get("id"): r.get("verdict") for r in rows if isinstance(r, dict)}
    for cid, truth in want.items():
        v = got.get(cid)
        if v is None:
            missing.append(cid)
            continue
        v = "holds" if v == "proved" else v
        if (v in ("holds", "refuted") and v != truth) or (cid in strict and v != truth):
            bad.append(f"{cid}: {got.get(cid)} (truth: {truth})")
    return bad, missing


def check_solve(expect: dict, stdout: str) -> tuple[list[str], list[str]]:
    try:
        data = _loads_any(stdout)
    except ValueError:
        return [], ["solve output"]
    if not isinstance(data, dict):
        return [], ["solve output"]
    bad = []
    if data.get("outcome") != expect["outcome"]:
        bad.append(f"outcome {data.get('outcome')} (truth: {expect['outcome']})")
    wins = data.get("winning_moves")
    if isinstance(wins, list):
        got = sorted(list(w.get("position", [])) for w in wins if isinstance(w, dict))
        if got != expect["winning"]:
            bad.append(f"winning moves to {got} (truth: {expect['winning']})")
    if "grundy" in expect and "grundy" in data and data["grundy"] != expect["grundy"]:
        bad.append(f"grundy {data['grundy']} (truth: {expect['grundy']})")
    return bad, []


def classify(entry: dict, r: dict, stale: list[str]) -> dict:
    argv, rc = entry["argv"], r["rc"]
    out, err = r["stdout"], r["stderr"]
    text = err + "\n" + out
    flags, details = [], {}
    lines = [ln for ln in err.splitlines() if ln.strip()]
    one_line_error = rc in (2, 3) and len(lines) == 1
    if r["timed_out"]:
        flags.append("hang")
    if not r["timed_out"]:
        if rc is not None and rc < 0:
            flags.append("memory")
            try:
                details["signal"] = signal.Signals(-rc).name
            except ValueError:
                details["signal"] = str(-rc)
        elif any(m in text for m in MEMORY_TEXT[:3]) or (any(m in text for m in MEMORY_TEXT[3:5]) and not one_line_error):
            flags.append("memory")
        if ("Traceback (most recent call last)" in text or "Fatal Python error" in text
                or "Exception ignored in" in text or MASKED_EXCEPTION in text):
            flags.append("traceback")
        if MASKED_MEMORY in text and "memory" not in flags:
            flags.append("memory")
            details["masked"] = "MemoryError caught by the CLI's last-resort handler (exit 3)"
        if rc is not None and rc >= 0 and rc not in (0, 1, 2, 3):
            flags.append("bad-exit")
    tb = parse_traceback(text)
    m = _MASKED.search(" ".join(text.split()))
    if m and not tb:
        tb = {"type": m.group(1).split(".")[-1], "message": m.group(2)[:300],
              "frame": f"{m.group(3)}:{m.group(4)}" if m.group(3) else "", "gc_frame": "", "gc_chain": ""}
        details["masked"] = f"internal error, exit {rc}"
    if tb:
        details["exception"] = tb
    exp = entry.get("expect")
    if exp and not r["timed_out"] and rc in (0, 1, 3):
        bad, missing = [], []
        if "verdicts" in exp:
            b, m = check_verdicts(exp, out)
            bad += b
            missing += m
        if "solve" in exp:
            b, m = check_solve(exp["solve"], out)
            bad += b
            missing += m
        if bad:
            flags.append("false-verdict")
            details["false"] = bad
        if missing:
            details["missing_verdicts"] = missing
    elif exp:
        details["missing_verdicts"] = sorted((exp.get("verdicts") or {"solve": 1}))
    if "--json" in argv and not r["timed_out"]:
        if rc in (2, 3):
            try:
                obj = json.loads(out.strip())
                if (rc == 3 and len(lines) == 1 and lines[0].startswith("resource limit:") and isinstance(obj, list)
                        and obj and all(isinstance(o, dict) and "verdict" in o for o in obj)
                        and any(o["verdict"] == "inconclusive" for o in obj)):
                    # a completed check/verify whose verdict a resource limit left inconclusive:
                    # the documented exit 3 with the results as JSON and one line on stderr
                    # saying so, not an error
                    details["exit3_results"] = True
                elif not (isinstance(obj, dict) and "error" in obj):
                    raise ValueError
            except ValueError:
                flags.append("json-error")
                details["json"] = "exit %d: stdout is not one JSON object with 'error'" % rc
        elif rc in (0, 1):
            try:
                json.loads(out.strip())
            except ValueError:
                flags.append("json-error")
                details["json"] = "exit %d: stdout is not JSON" % rc
    if rc in (2, 3) and len(lines) > 1 and not r["timed_out"]:
        flags.append("multi-line-error")
        details["stderr_lines"] = len(lines)
    if stale:
        flags.append("stale-tmp")
        details["stale_tmp"] = stale[:5]
    primary = next((c for c in ORDER if c in flags), "ok")
    return {"outcome": primary, "flags": flags, "details": details}


# ------------------------------------------------------------------------------------------ run

def run_entry(entry: dict, wall: float) -> dict:
    tmp = tempfile.mkdtemp(prefix="gc-hostile-")
    notes: list[str] = []
    try:
        env = child_env(entry.get("env"))
        materialise(entry, tmp)
        run_setup(entry, tmp, env, notes)
        own = {n for n in entry.get("files", {}) if n.endswith(".tmp")}
        argv = [expand(a, entry.get("gen")) for a in entry["argv"]]
        r = run_gamecheck(argv, tmp, env, wall)
        stale = stale_tmp(tmp, own)
    finally:
        cleanup(tmp)
    c = classify(entry, r, stale)
    if "masked" in c["details"] and "internal error" in c["details"]["masked"]:
        # the CLI folded an uncaught exception onto one line: run again with GAMECHECK_DEBUG=1
        # (the CLI then re-raises) to locate it
        tmp = tempfile.mkdtemp(prefix="gc-hostile-")
        try:
            env = child_env({**(entry.get("env") or {}), "GAMECHECK_DEBUG": "1"})
            materialise(entry, tmp)
            run_setup(entry, tmp, env, [])
            r2 = run_gamecheck([expand(a, entry.get("gen")) for a in entry["argv"]], tmp, env, wall)
        finally:
            cleanup(tmp)
        tb2 = parse_traceback(r2["stderr"])
        if tb2:
            c["details"]["exception"] = tb2
            c["details"]["debug_rerun"] = True
    if notes:
        c["details"]["setup_notes"] = notes
    shown = [a if len(a) <= 120 else a[:60] + f"...({len(a)} chars)" for a in entry["argv"]]
    return {"id": entry["id"], "class": entry["class"], "argv": shown, "env": entry.get("env"),
            "rc": r["rc"], "seconds": r["seconds"], **c,
            "stderr_head": r["stderr"][:600], "stderr_tail": r["stderr"][-2500:] if len(r["stderr"]) > 600 else "",
            "stdout_head": r["stdout"][:300]}


def first_line(res: dict) -> str:
    ex = res["details"].get("exception")
    if ex and res["outcome"] in ("traceback", "memory", "hang"):
        where = ex.get("gc_chain") or ex["frame"]
        return f"{ex['type']}{': ' + ex['message'][:90] if ex['message'] else ''} @ {where}"
    if res["outcome"] == "false-verdict":
        return "; ".join(res["details"]["false"])[:200]
    for ln in (res["stderr_head"] + res.get("stderr_tail", "")).splitlines():
        if ln.strip():
            return ln.strip()[:160]
    return res["details"].get("json", "")


def command_of(res: dict) -> str:
    return next((a for a in res["argv"] if a in COMMANDS), res["argv"][0] if res["argv"] else "(none)")


def cause_key(res: dict) -> tuple[str, str]:
    """(gamecheck file, cause text) of a failure, for de-duplication."""
    ex = res["details"].get("exception") or {}
    cmd = command_of(res)
    if res["outcome"] in ("traceback", "memory", "hang") and (ex.get("gc_frame") or ex.get("frame")):
        gcf = ex.get("gc_frame") or ex.get("frame")
        path, _, func = gcf.split(":")
        what = ex.get("type") or res["details"].get("signal") or res["outcome"]
        if res["outcome"] == "hang":
            what = "hang"
        return (path if path.startswith("gamecheck/") else "(outside gamecheck)",
                f"{cmd}: {what} in {path}:{func}" + (f" (last frame {ex['frame']})" if ex.get("frame") != gcf else ""))
    if res["outcome"] == "memory":
        return ("(unknown)", f"{cmd}: killed by {res['details'].get('signal', 'signal')}")
    if res["outcome"] == "multi-line-error":
        first = first_line(res)
        return ("gamecheck/cli.py", f"{cmd}: multi-line error: {re.sub(r'[0-9]+', 'N', first)[:70]}")
    if res["outcome"] == "json-error":
        return ("gamecheck/cli.py", f"{cmd}: {res['details'].get('json', 'json')}")
    if res["outcome"] == "false-verdict":
        return ("(verdict)", f"{cmd}: false verdict {res['id']}")
    return ("(other)", f"{cmd}: {res['outcome']}")


def write_report(results: list[dict], path: Path, wall_total: float) -> None:
    counts: dict[str, int] = {}
    for r in results:
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    classes = sorted({r["class"] for r in results})
    lines = ["# Hostile-input corpus (issue 12)", "",
             f"`python experiments/hostile/run.py --jobs 2`: {len(results)} inputs from "
             "`experiments/hostile/corpus.json` (generated by `experiments/hostile/corpus.py`), each in its own "
             f"folder with a {WALL:.0f} s wall limit and a {AS_LIMIT >> 30} GiB address-space limit; "
             f"{wall_total / 60:.1f} minutes in all, against {SOURCE.get('desc', 'the working tree')}. "
             "Details per input: `experiments/hostile/results.json`.", "",
             "| outcome | inputs |", "|---|---|"]
    for c in ["ok"] + ORDER:
        lines.append(f"| {c} | {counts.get(c, 0)} |")
    lines += ["", "By input class:", "", "| class | " + " | ".join(["ok"] + ORDER) + " |",
              "|---" * (len(ORDER) + 2) + "|"]
    for cl in classes:
        rs = [r for r in results if r["class"] == cl]
        lines.append(f"| {cl} | " + " | ".join(str(sum(r['outcome'] == c for r in rs)) for c in ["ok"] + ORDER) + " |")
    missing = [r for r in results if r["details"].get("missing_verdicts") and r["outcome"] == "ok"]
    if missing:
        lines += ["", f"{len(missing)} verdict inputs gave no verdict to compare (refused or failed): "
                  + ", ".join(r["id"] for r in missing[:40]) + (" ..." if len(missing) > 40 else "")]
    exit3 = [r["id"] for r in results if r["details"].get("exit3_results")]
    if exit3:
        lines += ["", f"{len(exit3)} inputs ended with exit 3, a JSON list of results on stdout and one line on stderr "
                  "(a verdict left inconclusive by a resource limit, as documented for `check`); not counted as "
                  "json-error: "
                  + ", ".join(exit3)]
    causes: dict[tuple[str, str], list[str]] = {}
    for r in results:
        if r["outcome"] != "ok":
            causes.setdefault(cause_key(r), []).append(r["id"])
    lines += ["", "## Distinct causes", ""]
    for (file, cause), ids in sorted(causes.items()):
        lines.append(f"- `{file}` {cause} — {len(ids)}: {', '.join(ids[:6])}{' ...' if len(ids) > 6 else ''}")
    lines += ["", "## Failures", ""]
    for r in results:
        if r["outcome"] == "ok":
            continue
        argv = " ".join(r["argv"])
        argv = argv if len(argv) <= 110 else argv[:107] + "..."
        env = " ".join(f"{k}={v}" for k, v in (r.get("env") or {}).items())
        lines.append(f"- {r['id']} `{(env + ' ') if env else ''}{argv}` **{r['outcome']}** (exit {r['rc']}): "
                     f"{first_line(r).replace('|', '/')}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="input classes to run, comma-separated (verdict, numbers, options, ...)")
    ap.add_argument("--ids", help="entry ids or id prefixes, comma-separated")
    ap.add_argument("--limit", type=int, help="run at most N inputs")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--wall", type=float, default=WALL, help="seconds per input [30]")
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--results", type=Path, default=RESULTS)
    ap.add_argument("--report", type=Path, default=REPORT)
    ap.add_argument("--live", action="store_true",
                    help="import gamecheck from the working tree itself (default: a snapshot copied at start, "
                         "so edits made during the run do not mix into the results)")
    args = ap.parse_args()
    snap = None
    if args.live:
        SOURCE["desc"] = f"the working tree {ROOT}"
    else:
        for attempt in range(10):
            snap, digest = snapshot_sources()
            problem = imports_cleanly(snap)
            if not problem:
                break
            print(f"snapshot does not import ({problem}); retrying in 30 s", flush=True)
            shutil.rmtree(snap, ignore_errors=True)
            snap = None
            time.sleep(30)
        if snap is None:
            print("the working tree never imported cleanly; giving up", file=sys.stderr)
            return 2
        SOURCE["path"] = snap
        SOURCE["desc"] = f"a snapshot of gamecheck/ taken {time.strftime('%Y-%m-%d %H:%M:%S')} (sources sha256 {digest})"
        print(f"running against {SOURCE['desc']} in {snap}", flush=True)
    corpus = json.loads(args.corpus.read_text(encoding="utf-8"))
    if args.only:
        wanted = set(args.only.split(","))
        corpus = [e for e in corpus if e["class"] in wanted]
    if args.ids:
        prefixes = tuple(args.ids.split(","))
        corpus = [e for e in corpus if e["id"].startswith(prefixes)]
    if args.limit:
        corpus = corpus[: args.limit]
    # as root, `--out /nonexistent/dir/x.json` creates /nonexistent (folders are created as
    # needed): remove what this run created outside its temporary folders
    strays = [p for p in ("/nonexistent",) if not os.path.lexists(p)]
    t0 = time.monotonic()
    results: dict[str, dict] = {}
    lock = threading.Lock()
    with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = {pool.submit(run_entry, e, args.wall): e for e in corpus}
        for n, fut in enumerate(cf.as_completed(futs), 1):
            e = futs[fut]
            try:
                res = fut.result()
            except Exception as exc:  # the runner's own failure: recorded, never hidden
                res = {"id": e["id"], "class": e["class"], "argv": e["argv"], "rc": None, "seconds": 0,
                       "outcome": "runner-error", "flags": ["runner-error"], "details": {"error": repr(exc)},
                       "stderr_head": "", "stdout_head": ""}
            with lock:
                results[e["id"]] = res
            mark = "" if res["outcome"] == "ok" else f"  <- {first_line(res)[:100]}" if res["outcome"] != "runner-error" else f" {res['details']}"
            print(f"[{n}/{len(corpus)}] {res['id']:<16} {res['outcome']:<16} {res['seconds']:6.1f}s{mark}", flush=True)
    for p in strays:
        if os.path.lexists(p):
            shutil.rmtree(p, ignore_errors=True)
            print(f"removed {p}, created by this run (root may create any missing folder)")
    ordered = [results[e["id"]] for e in corpus]
    total = time.monotonic() - t0
    args.results.write_text(json.dumps(ordered, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    write_report(ordered, args.report, total)
    if snap:
        shutil.rmtree(snap, ignore_errors=True)
    counts: dict[str, int] = {}
    for r in ordered:
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    print(f"\n{len(ordered)} inputs in {total / 60:.1f} min: " +
          ", ".join(f"{c} {counts.get(c, 0)}" for c in ["ok"] + ORDER + ["runner-error"] if counts.get(c, 0) or c == "ok"))
    print(f"results: {args.results}\nreport:  {args.report}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
