#!/usr/bin/env python3
"""Run the hostile-input corpus against gamecheck and classify every outcome (issues 12 and 24).

    python experiments/hostile/corpus.py                 # (re)generate corpus.json
    python experiments/hostile/run.py --jobs 2           # everything: results.json + reports/hostile.md
    python experiments/hostile/run.py --only claim,file --limit 50
    python experiments/hostile/run.py --ids numbers-001,verdict-0   # ids (prefixes)
    python experiments/hostile/corpus3.py                # round 3 (issue 36): corpus3.json
    python experiments/hostile/run.py --corpus experiments/hostile/corpus3.json --jobs 1
                                     # -> results3.json + reports/hostile-round3.md

A corpus other than corpus.json keeps its results and report apart: ``corpusN.json`` writes
``resultsN.json`` and ``reports/hostile-roundN.md`` (``--results``/``--report`` override).

Each entry runs in its own temporary folder as ``python -X faulthandler -m gamecheck ARGV``
(or, for an entry with ``"python"``, as ``python -X faulthandler -c PRELUDE+SNIPPET``: a call
of the Python API) with stdin closed, a wall limit (30 s) and an address-space limit (4 GiB,
RLIMIT_AS).  On a timeout the process gets SIGABRT first (faulthandler then prints the Python
stack, which locates the hang) and its whole process group SIGKILL two seconds later.

Entry fields beyond ``argv``/``files``/``gen``/``setup``/``env`` (see corpus.py):

    cwd      run in this subfolder of the entry's folder (the files are still placed
             relative to the entry's folder)
    python   {"setup": statements, "call": expression, "check": expression over r}: the
             snippet imports ``gamecheck as gc``, runs ``setup``, evaluates ``call`` and
             reports (one marked JSON line on stdout) what it raised or returned
    {{TMP}}  in argv, file texts and snippets: the entry's folder (an absolute path)

``expect`` keys (all optional):

    verdicts, strict, solve    as before: the brute-force truth of claims / a solved position
               (``solve.multiset``: the winning moves' positions compared as multisets of heaps)
    exit       the exit statuses allowed (e.g. [2] for an input that must be refused)
    secret     a token that must appear nowhere in stdout, stderr or any file the run wrote
    no_echo    texts that must not appear in stdout or stderr (raw file content)
    present    paths (relative to the entry's folder) that must still exist after the run
    absent     paths (absolute, or relative to the entry's folder) that must not exist after
               the run (a stray left by an earlier run is removed first; one this run created
               is recorded and removed)
    only_new   path prefixes (relative to the entry's folder): every file the run creates must
               be under one of them
    report     a --report folder: after exit 0/1 its html/index.html must be the site index,
               its index.md the Markdown index and its results.json a JSON list
    injection  scan the --report folder's pages for markup that escaped escaping (raw
               <script>, </textarea>, onerror=, javascript: links, evaluated template
               expressions, injected Markdown headings, table rows broken by the payload)
    no_control stdout and stderr carry no raw control characters (ESC, BEL, CR, ...)
    shows      texts that must appear literally in stdout (a name printed, not interpreted)
    api        "raises" (must raise a gc.GamecheckError; "error" names the subclass, "names"
               the texts the message must contain), "returns" (must return, with ``check``
               true), "either" (return with ``check`` true, or raise as for "raises"); a name
               "a|b" is satisfied by either text
    prompt     seconds within which the run must end (answer or refusal); slower is a hang
    says       texts that must appear in stdout or stderr whatever the exit (a FAIL line, the
               name of what was refused); "a|b" is satisfied by either text
    max_bytes  {path: bytes}: a file the run wrote there (relative to the entry's folder) must
               not be larger (an annotated page past its documented limits)
    setup_ok   the setup's ``run`` steps are part of the test: one that hangs, crashes (a
               traceback, a blow-up) or is refused (exit 2/3) is flagged as such

Outcome classes, the first that applies is the entry's class (all are kept as flags):

    hang              the wall limit was reached, or the run took longer than ``prompt`` seconds
    memory            MemoryError / "Unable to allocate" / bad_alloc, killed by a signal, or the
                      CLI's last-resort "out of memory: the work does not fit" (a MemoryError
                      raised before any size check, caught at the top); an API call that raised
                      MemoryError, or that last-resort message as a gc.ResourceLimitError
    traceback         a Python traceback (or "Fatal Python error") on stdout or stderr, or the CLI's
                      last-resort "internal error (a bug in gamecheck ...)" line (an uncaught
                      exception folded onto one line; it is located by a second run with
                      GAMECHECK_DEBUG=1, which makes the CLI re-raise); an API snippet that died
                      without reporting, or an API call that raised the "internal error" message
    bad-exit          exit status not in {0, 1, 2, 3}
    false-verdict     a verdict in --json output contradicts the corpus's brute-force truth
                      (holds vs refuted; for "strict" ids also inconclusive), or `solve`
                      shows figures that are not those of the play asked for, or an API call
                      returned a value its ``check`` rejects
    leak              the ``secret`` token (the content of a file outside the claims file's
                      folder) appears in stdout, stderr or a file the run wrote, or a ``no_echo``
                      text (raw file content) appears in stdout or stderr
    bad-write         an ``absent`` path exists after the run (a file created beside a device or
                      outside the entry's folder), a file was created outside ``only_new``, a
                      ``present`` file was removed, or a report's index page is missing or was
                      overwritten by another page
    oversize          a file the run wrote is larger than ``max_bytes`` allows
    injection         markup from the input escaped into a report page unescaped (``injection``),
                      raw control characters reached the terminal (``no_control``), or a name was
                      interpreted as markup instead of printed (``shows``)
    silent-accept     an input the entry says must be refused was accepted: exit 0/1 where
                      ``exit`` allows only 2/3, or an API call that returned instead of raising
    wrong-error       an API call raised an exception that is not a gc.GamecheckError (or not the
                      subclass named), or whose message does not name the argument; or a ``says``
                      text is missing from the output
    refused           an input the entry says must be accepted was refused: exit 2/3 where
                      ``exit`` allows only 0/1, or an API call that raised where it must return
    json-error        --json and exit 2/3 but stdout is not one JSON object with "error" (a completed
                      run whose bad claims are reported each as its own error -- one stderr line
                      each, the results with an error record in their place -- is not one)
                      (or --json, exit 0/1 and stdout is not JSON at all)
    multi-line-error  exit 2/3 with more than one non-empty line on stderr, or an API error
                      whose message has more than one line
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
import stat as stat_mod
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
ORDER = ["hang", "memory", "traceback", "bad-exit", "false-verdict", "leak", "bad-write", "oversize", "injection",
         "silent-accept", "wrong-error", "refused", "json-error", "multi-line-error", "stale-tmp"]
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
    return run_process([sys.executable, "-X", "faulthandler", "-m", "gamecheck", *argv], cwd, env, wall)


def run_process(cmd: list[str], cwd: str, env: dict, wall: float) -> dict:
    """One process under the limits: returncode, stdout, stderr, seconds, timed_out."""
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env,
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

def expand(text: str, gen: dict | None, tmp: str | None = None) -> str:
    for name, g in (gen or {}).items():
        big = g["open"] * g["depth"] + g["inner"] + g["close"] * g["depth"]
        text = text.replace("{{" + name + "}}", big)
    if tmp is not None:
        text = text.replace("{{TMP}}", tmp)
    return text


def gen_text(spec: dict) -> bytes:
    kind, count = spec["gen_text"], spec["count"]
    if kind == "repeat-outcome":
        one = ('[[claim]]\nid = "c{i}"\nstatement = "s"\nkind = "outcome"\nruleset = "nim"\n'
               'position = [1, 2, 3]\noutcome = "P"\n\n')
        return "".join(one.format(i=i) for i in range(count)).encode()
    if kind == "huge-comment":
        return b"# " + b"x" * count + b'\n[[claim]]\nid = "h"\nstatement = "s"\nkind = "forall"\nvars = { n = [1, 3] }\nrule = "n > 0"\n'
    if kind == "huge-game":
        # a valid game file whose comment makes it `count` bytes long
        return b"# " + b"x" * count + b'\n[game]\nposition = ["n"]\nmoves = "[(n - 1,)] if n > 0 else []"\n'
    if kind.startswith("nim-graph-"):
        return nim_graph(kind.removeprefix("nim-graph-"), count, spec.get("cycle", True))
    if kind == "many-vertices":
        return "".join(f"v{i}\n" for i in range(count)).encode()
    raise ValueError(f"unknown gen_text {kind!r}")


def nim_graph(fmt: str, top: int, cycle: bool) -> bytes:
    """The graph of a Nim heap on vertices 0..top (an edge i -> j for every j < i: about
    top^2/2 edges, acyclic, the token on i has Grundy value i), and, with ``cycle``, two more
    vertices top+1 <-> top+2 that only reach each other (a draw)."""
    edges = ((i, j) for i in range(top + 1) for j in range(i))
    extra = [(top + 1, top + 2), (top + 2, top + 1)] if cycle else []
    nodes = range(top + 3 if cycle else top + 1)
    if fmt == "edges":
        out = [f"{v}\n" for v in nodes]
        out += [f"{i} {j}\n" for i, j in edges]
        out += [f"{i} {j}\n" for i, j in extra]
        return "".join(out).encode()
    if fmt == "json":
        parts = ['{"directed": true, "multigraph": false, "nodes": [']
        parts.append(", ".join(f'{{"id": "{v}"}}' for v in nodes))
        parts.append('], "links": [')
        parts.append(", ".join(f'{{"source": "{i}", "target": "{j}"}}' for i, j in (*edges, *extra)))
        parts.append("]}")
        return "".join(parts).encode()
    if fmt == "graphml":
        parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<graphml xmlns="http://graphml.graphdrawing.org/xmlns">\n'
                 '<graph id="G" edgedefault="directed">\n']
        parts += [f'<node id="{v}"/>\n' for v in nodes]
        parts += [f'<edge source="{i}" target="{j}"/>\n' for i, j in (*edges, *extra)]
        parts.append("</graph>\n</graphml>\n")
        return "".join(parts).encode()
    raise ValueError(f"unknown graph format {fmt!r}")


#: helpers for "py" setup steps (hand-made .npz and .npy files)
SETUP_HELPERS = r"""
import io, json, os, struct, zipfile, zlib
import numpy as np
from numpy.lib import format as npf


def npy_bytes(arr, allow_pickle=False):
    buf = io.BytesIO()
    np.save(buf, arr, allow_pickle=allow_pickle)
    return buf.getvalue()


def npy_header(shape, dtype):
    buf = io.BytesIO()
    npf.write_array_header_1_0(buf, {"descr": npf.dtype_to_descr(np.dtype(dtype)), "fortran_order": False,
                                     "shape": tuple(shape)})
    return buf.getvalue()


def members(path):
    with zipfile.ZipFile(path) as z:
        return {n: z.read(n) for n in z.namelist()}


def write_zip(path, items, compress=True):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED) as z:
        for name, data in items.items():
            z.writestr(name, data)


def load_values(path):
    with np.load(path, allow_pickle=False) as d:
        return np.array(d["values"]), json.loads(bytes(d["meta"]).decode())


def save_like(path, values, meta, extra=None):
    items = {"values.npy": npy_bytes(values),
             "meta.npy": npy_bytes(np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8))}
    items.update(extra or {})
    write_zip(path, items)


def write_bomb(path, meta_member, total, dtype="<u2", chunk=1 << 20):
    # a zip whose values.npy inflates to `total` bytes of zeros (a header that says so, then
    # the zeros), built from one deflate block repeated: a few MB on disk
    header = npy_header((total // np.dtype(dtype).itemsize,), dtype)
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    head = c.compress(header) + c.flush(zlib.Z_FULL_FLUSH)
    zero = bytes(chunk)
    block = c.compress(zero) + c.flush(zlib.Z_FULL_FLUSH)
    block2 = c.compress(zero) + c.flush(zlib.Z_FULL_FLUSH)
    assert block == block2, "deflate blocks differ"
    n = total // chunk
    crc = zlib.crc32(header)
    for _ in range(n):
        crc = zlib.crc32(zero, crc)
    tail = c.flush()
    comp_size = len(head) + len(block) * n + len(tail)
    size = len(header) + n * chunk
    name = b"values.npy"
    with open(path, "wb") as fh:
        local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, crc, comp_size, size, len(name), 0)
        fh.write(local + name)
        fh.write(head)
        for _ in range(n):
            fh.write(block)
        fh.write(tail)
        off2 = fh.tell()
        mname = b"meta.npy"
        mcrc = zlib.crc32(meta_member)
        fh.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 0, 0, 0x21, mcrc, len(meta_member),
                             len(meta_member), len(mname), 0) + mname + meta_member)
        cd_start = fh.tell()
        cd = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, crc, comp_size, size,
                         len(name), 0, 0, 0, 0, 0, 0) + name
        cd += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 0, 0, 0x21, mcrc, len(meta_member),
                          len(meta_member), len(mname), 0, 0, 0, 0, 0, off2) + mname
        fh.write(cd)
        fh.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 2, 2, len(cd), cd_start, 0))
"""

#: the Python API entries: the snippet's prelude (SETUP, CALL and CHECK are set before it)
API_MARK = "@@HOSTILE-API@@"
API_PRELUDE = r"""
import json as _json, sys as _sys


def _report(**kw):
    _sys.stdout.flush()
    print("\n" + "@@HOSTILE-API@@" + _json.dumps(kw, default=repr), flush=True)


def _exc(e):
    return {"type": type(e).__name__, "module": type(e).__module__,
            "mro": [c.__name__ for c in type(e).__mro__], "message": str(e)[:3000]}


_stage = "import"
try:
    import gamecheck as gc
    _stage = "setup"
    exec(compile(_SETUP, "<setup>", "exec"))
    _stage = "call"
    r = eval(compile(_CALL, "<call>", "eval"))
except BaseException as _e:  # everything is reported: the runner judges it
    _info = _exc(_e)
    try:
        _info["is_gc"] = isinstance(_e, gc.GamecheckError)
    except NameError:
        _info["is_gc"] = False
    _report(stage=_stage, status="raised", **_info)
else:
    try:
        _ok = bool(eval(compile(_CHECK, "<check>", "eval"))) if _CHECK else True
        _report(stage="call", status="returned", value=repr(r)[:300], check=_ok)
    except BaseException as _e:
        _report(stage="call", status="returned", value=repr(r)[:300], check=False, check_error=_exc(_e))
"""


def api_script(py: dict, tmp: str) -> str:
    return (f"_SETUP = {expand(py.get('setup', ''), None, tmp)!r}\n_CALL = {expand(py['call'], None, tmp)!r}\n"
            f"_CHECK = {expand(py.get('check', ''), None, tmp)!r}\n" + API_PRELUDE)


def materialise(entry: dict, tmp: str) -> None:
    gen = entry.get("gen")
    for name, content in entry.get("files", {}).items():
        path = Path(tmp) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            path.write_bytes(expand(content, gen, tmp).encode("utf-8", "surrogatepass"))
        elif "b64" in content:
            path.write_bytes(base64.b64decode(content["b64"]))
        else:
            path.write_bytes(gen_text(content))


def _set_path(data, dotted: str, value) -> None:
    keys = dotted.split(".")
    for k in keys[:-1]:
        data = data[k]
    data[keys[-1]] = value


def run_setup(entry: dict, tmp: str, env: dict, notes: list[str], runs: list | None = None) -> None:
    for step in entry.get("setup", []) or []:
        op, arg = next(iter(step.items()))
        if op == "run":
            r = run_gamecheck(arg, tmp, env, 60.0)
            if runs is not None:
                runs.append((arg, r))
            if r["rc"] not in (0, 1):
                notes.append(f"setup run exited {r['rc']}: {r['stderr'].strip()[:200]}")
        elif op == "mkdir":
            os.makedirs(os.path.join(tmp, arg), exist_ok=True)
        elif op == "chmod":
            os.chmod(os.path.join(tmp, arg[0]), arg[1])
            if os.geteuid() == 0:
                notes.append("running as root: permissions are not enforced")
        elif op == "symlink":
            os.makedirs(os.path.dirname(os.path.join(tmp, arg[1])), exist_ok=True)
            os.symlink(expand(arg[0], None, tmp), os.path.join(tmp, arg[1]))
        elif op == "mkfifo":
            os.mkfifo(os.path.join(tmp, arg))
        elif op == "py":
            # a Python step in the entry's folder (the runner's interpreter, with numpy and the
            # helpers of SETUP_HELPERS): tampered or hand-made files
            r = subprocess.run([sys.executable, "-c", SETUP_HELPERS + "\n" + expand(arg, None, tmp)], cwd=tmp,
                               env={**env, "PYTHONPATH": SOURCE["path"]}, capture_output=True, text=True,
                               timeout=300)
            if r.returncode != 0:
                notes.append(f"setup py failed: {(r.stderr.strip().splitlines() or ['?'])[-1][:200]}")
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
    if not isinstance(data, dict) or "error" in data:
        return [], ["solve output"]  # a refusal (exit 2/3 with the error object) is not a verdict
    bad = []
    if data.get("outcome") != expect["outcome"]:
        bad.append(f"outcome {data.get('outcome')} (truth: {expect['outcome']})")
    wins = data.get("winning_moves")
    if isinstance(wins, list) and "winning" in expect:
        got = sorted(list(w.get("position", [])) for w in wins if isinstance(w, dict))
        if expect.get("multiset"):  # a take-and-break game: a position is a multiset of heaps
            got = sorted(sorted((h for h in p if h), reverse=True) for p in got)
        if got != expect["winning"]:
            bad.append(f"winning moves to {got} (truth: {expect['winning']})")
    if "grundy" in expect and "grundy" in data and data["grundy"] != expect["grundy"]:
        bad.append(f"grundy {data['grundy']} (truth: {expect['grundy']})")
    return bad, []


#: a claim's own error on stderr, and the report's summary line (issue 35, per-claim errors)
_CLAIM_ERROR = re.compile(r"error: .*claim '[^']*'|error: .*#\d+")
_WROTE = re.compile(r"wrote \d+ files? to ")


def classify(entry: dict, r: dict, stale: list[str]) -> dict:
    argv, rc = entry["argv"], r["rc"]
    out, err = r["stdout"], r["stderr"]
    text = err + "\n" + out
    flags, details = [], {}
    lines = [ln for ln in err.splitlines() if ln.strip()]
    one_line_error = rc in (2, 3) and len(lines) == 1
    # a completed run of a claims file with claims that could not be checked as written (issue 35):
    # exit 2 after every other claim was checked, one stderr line per bad claim (and the report's
    # "wrote N files" line), the results as usual with an error record in each bad claim's place
    claim_errors = (rc == 2 and any(_CLAIM_ERROR.match(ln) for ln in lines)
                    and all(_CLAIM_ERROR.match(ln) or _WROTE.match(ln) for ln in lines))
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
    if exp and not ("verdicts" in exp or "solve" in exp):
        exp = None  # only the checks of post_checks
    # (exit 2 with claim errors: the other claims were checked and their verdicts are compared too)
    if exp and not r["timed_out"] and (rc in (0, 1, 3) or claim_errors):
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
                elif claim_errors and isinstance(obj, list) and any(
                        isinstance(o, dict) and o.get("verdict") == "error" for o in obj):
                    details["claim_errors"] = True
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
    if rc in (2, 3) and len(lines) > 1 and not r["timed_out"] and not claim_errors:
        flags.append("multi-line-error")
        details["stderr_lines"] = len(lines)
    if stale:
        flags.append("stale-tmp")
        details["stale_tmp"] = stale[:5]
    primary = next((c for c in ORDER if c in flags), "ok")
    return {"outcome": primary, "flags": flags, "details": details}


# ------------------------------------------------------------------------------- after the run

def tree_state(tmp: str) -> dict[str, tuple[int, int]]:
    """relative path -> (size, mtime_ns) of every regular file under ``tmp`` (links not followed)."""
    state = {}
    for dirpath, dirnames, filenames in os.walk(tmp):
        for name in filenames + dirnames:
            full = os.path.join(dirpath, name)
            try:
                st = os.lstat(full)
            except OSError:
                continue
            if stat_mod.S_ISREG(st.st_mode):
                state[os.path.relpath(full, tmp)] = (st.st_size, st.st_mtime_ns)
    return state


def written_files(tmp: str, before: dict) -> list[str]:
    """The files the run created or changed (relative paths)."""
    after = tree_state(tmp)
    return sorted(p for p, v in after.items() if before.get(p) != v)


def abs_path(p: str, tmp: str) -> str:
    return p if os.path.isabs(p) else os.path.join(tmp, p)


def clear_strays(entry: dict, tmp: str, notes: list[str]) -> None:
    """Remove a stray ``absent`` file left by an earlier run (only regular files and links)."""
    for p in (entry.get("expect") or {}).get("absent", []):
        full = abs_path(p, tmp)
        if os.path.isabs(p) and os.path.lexists(full) and not os.path.isdir(full):
            try:
                os.unlink(full)
                notes.append(f"removed {p}, left by an earlier run")
            except OSError as exc:
                notes.append(f"could not remove the stray {p}: {exc}")


_RAW_HTML = ("<script>alert(", "</textarea>", "<img src=x onerror", 'href="javascript:', "href='javascript:",
             "<iframe")
_RAW_MD = [re.compile(r"(?<!\\)<script>alert\("), re.compile(r"(?<!\\)</textarea>"),
           re.compile(r"(?<!\\)<img src=x onerror"), re.compile(r"(?<![\\])\]\(javascript:"),
           re.compile(r"^ {0,3}#{1,6} INJECTED-HEADING", re.M), re.compile(r"^ {0,3}\| ?INJECTED-ROW", re.M)]
#: Markdown code (fenced blocks, inline spans) shows its text as typed: not markup
_FENCED = re.compile(r"^ {0,3}```.*?^ {0,3}```", re.M | re.S)
_CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)")
#: the value of the template expression the corpus plants ({{ 1234*5 }}): never in a page
_TEMPLATE_VALUE = "6170"
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0d\x0e-\x1f\x7f\x9b]")


def _pipes(line: str) -> int:
    return len(re.findall(r"(?<!\\)\|", line))


def broken_tables(text: str) -> list[str]:
    """Rows of Markdown tables whose cell count differs from the header's (a cell broken by
    a pipe or a newline from the input)."""
    lines = text.split("\n")
    bad = []
    i = 0
    while i < len(lines) - 1:
        if lines[i].lstrip().startswith("|") and re.match(r"^\s*\|?\s*:?-{3,}", lines[i + 1]):
            cells = _pipes(lines[i])
            j = i + 2
            while j < len(lines) and lines[j].strip():
                if _pipes(lines[j]) != cells:
                    bad.append(lines[j][:120])
                j += 1
            i = j
        else:
            i += 1
    return bad


def injection_findings(folder: str) -> list[str]:
    found = []
    for dirpath, _, filenames in os.walk(folder):
        for name in filenames:
            if not name.endswith((".html", ".md", ".htm")):
                continue
            full = os.path.join(dirpath, name)
            rel = os.path.relpath(full, folder)
            try:
                text = Path(full).read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            if name.endswith((".html", ".htm")):
                for raw in _RAW_HTML:
                    if raw in text:
                        found.append(f"{rel}: raw {raw!r}")
            else:
                prose = _CODE_SPAN.sub("", _FENCED.sub("", text))
                for rx in _RAW_MD:
                    m = rx.search(prose)
                    if m:
                        found.append(f"{rel}: raw {m.group(0)!r}")
                for row in broken_tables(text)[:2]:
                    found.append(f"{rel}: broken table row {row!r}")
            if _TEMPLATE_VALUE in text:
                found.append(f"{rel}: a template expression was evaluated ({_TEMPLATE_VALUE})")
    return found


def post_checks(entry: dict, r: dict, tmp: str, before: dict, absent_before: dict) -> tuple[list[str], dict]:
    """The checks of ``expect`` that look at the folder and the texts after the run."""
    exp = entry.get("expect") or {}
    flags: list[str] = []
    details: dict = {}
    out, err, rc = r["stdout"], r["stderr"], r["rc"]
    written = written_files(tmp, before)
    if exp.get("prompt") and not r["timed_out"] and r["seconds"] > exp["prompt"]:
        flags.append("hang")
        details["slow"] = f"took {r['seconds']:.1f} s, more than the {exp['prompt']} s an answer or a refusal should take"
    if "exit" in exp and not r["timed_out"] and rc is not None and rc >= 0 and rc not in exp["exit"]:
        allowed = set(exp["exit"])
        if rc in (0, 1) and not allowed & {0, 1}:
            flags.append("silent-accept")
            details["accepted"] = f"exit {rc}, expected {sorted(allowed)}"
        elif rc in (2, 3) and not allowed & {2, 3}:
            flags.append("refused")
            details["refused"] = f"exit {rc}, expected {sorted(allowed)}"
        else:
            details["exit_note"] = f"exit {rc}, expected {sorted(allowed)}"
    secret = exp.get("secret")
    if secret:
        where = [name for name, text in (("stdout", out), ("stderr", err)) if secret in text]
        for rel in written:
            try:
                if secret.encode() in Path(tmp, rel).read_bytes():
                    where.append(rel)
            except OSError:
                pass
        if where:
            flags.append("leak")
            details["leak"] = f"{secret} in {', '.join(where[:6])}"
    for text in exp.get("no_echo", []):
        if text in out or text in err:
            flags.append("leak")
            details["echo"] = f"{text[:60]!r} copied into the output"
    stray = [p for p in exp.get("absent", []) if os.path.lexists(abs_path(p, tmp)) and not absent_before.get(p)]
    if stray:
        flags.append("bad-write")
        details["stray"] = stray
    gone = [p for p in exp.get("present", []) if not os.path.lexists(abs_path(p, tmp))]
    if gone:
        flags.append("bad-write")
        details["removed"] = gone
    if "only_new" in exp:
        prefixes = tuple(exp["only_new"])
        outside = [p for p in written if p not in before and not p.startswith(prefixes) and not p.endswith(".tmp")]
        if outside:
            flags.append("bad-write")
            details["outside"] = outside[:6]
    rep = exp.get("report")
    if rep and rc in (0, 1) and not r["timed_out"]:
        folder = Path(tmp, rep)
        problems = []
        idx = folder / "html" / "index.html"
        if not idx.is_file() or 'id="overall"' not in idx.read_text(encoding="utf-8", errors="replace"):
            problems.append("html/index.html is not the site index")
        md = folder / "index.md"
        if not md.is_file() or "# gamecheck audit" not in md.read_text(encoding="utf-8", errors="replace"):
            problems.append("index.md is not the Markdown index")
        try:
            if not isinstance(json.loads((folder / "results.json").read_text(encoding="utf-8")), list):
                raise ValueError
        except (OSError, ValueError):
            problems.append("results.json is not the list of results")
        if problems:
            flags.append("bad-write")
            details["report"] = problems
    if exp.get("injection") and rep:
        found = injection_findings(os.path.join(tmp, rep))
        if found:
            flags.append("injection")
            details["injection"] = found[:6]
    if exp.get("no_control"):
        m = _CONTROL.search(out) or _CONTROL.search(err)
        if m:
            flags.append("injection")
            details["control"] = f"raw control character {m.group(0)!r} in the output"
    unsaid = [t for t in exp.get("says", []) if not any(alt in out or alt in err for alt in t.split("|"))]
    if unsaid and not r["timed_out"]:
        flags.append("wrong-error")
        details["unnamed"] = f"the output does not say {', '.join(repr(t) for t in unsaid)}"
    for rel, limit in (exp.get("max_bytes") or {}).items():
        full = os.path.join(tmp, rel)
        if os.path.isfile(full) and os.path.getsize(full) > limit:
            flags.append("oversize")
            details["oversize"] = f"{rel} is {os.path.getsize(full):,} bytes, more than {limit:,}"
    missing = [t for t in exp.get("shows", []) if t not in out]
    if missing and rc == 0:
        flags.append("injection")
        details["not_shown"] = missing
    return flags, details


def setup_checks(runs: list) -> tuple[list[str], dict]:
    """Flags of the setup's gamecheck runs (``setup_ok``): hang, blow-up, traceback, refusal."""
    flags: list[str] = []
    details: dict = {}
    for argv, r in runs:
        text = r["stdout"] + "\n" + r["stderr"]
        shown = " ".join(a if len(a) <= 60 else a[:40] + "..." for a in argv)
        if r["timed_out"]:
            flags.append("hang")
        elif r["rc"] is not None and r["rc"] < 0:
            flags.append("memory")
        elif any(m in text for m in MEMORY_TEXT[:3]) or MASKED_MEMORY in text:
            flags.append("memory")
        elif "Traceback (most recent call last)" in text or MASKED_EXCEPTION in text:
            flags.append("traceback")
            tb = parse_traceback(text)
            if tb:
                details["exception"] = tb
        elif r["rc"] in (2, 3):
            flags.append("refused")
            details["refused"] = f"setup `{shown}` exited {r['rc']}: {r['stderr'].strip()[:160]}"
        else:
            continue
        details["setup"] = f"setup `{shown}` (exit {r['rc']}, {r['seconds']} s)"
    return flags, details


def classify_api(entry: dict, r: dict) -> dict:
    """The outcome of a Python API snippet (see the module docstring)."""
    exp = entry.get("expect") or {}
    mode = exp.get("api", "raises")
    flags: list[str] = []
    details: dict = {}
    out, err = r["stdout"], r["stderr"]
    rep = None
    for line in out.splitlines():
        if line.startswith(API_MARK):
            try:
                rep = json.loads(line[len(API_MARK):])
            except ValueError:
                pass
    if r["timed_out"]:
        flags.append("hang")
    elif r["rc"] is not None and r["rc"] < 0:
        flags.append("memory")
        try:
            details["signal"] = signal.Signals(-r["rc"]).name
        except ValueError:
            details["signal"] = str(-r["rc"])
    if rep is None:
        if not flags:
            flags.append("memory" if any(m in err for m in MEMORY_TEXT[:3]) else "traceback")
        tb = parse_traceback(err)
        if tb:
            details["exception"] = tb
    else:
        msg = rep.get("message", "")
        details["api"] = {k: (v[:300] if isinstance(v, str) else v) for k, v in rep.items() if k != "mro"}
        if rep["status"] == "raised":
            mro = rep.get("mro", [])
            if "MemoryError" in mro:
                flags.append("memory")
                details["exception"] = {"type": rep["type"], "message": msg[:300], "frame": "", "gc_frame": "",
                                        "gc_chain": ""}
            elif not rep.get("is_gc"):
                flags.append("wrong-error")
                details["wrong"] = f"{rep['type']} ({rep['stage']}), not a gc.GamecheckError"
            elif MASKED_EXCEPTION in msg:
                flags.append("traceback")
                m = _MASKED.search(" ".join(msg.split()))
                details["exception"] = {"type": m.group(1).split(".")[-1] if m else rep["type"],
                                        "message": (m.group(2) if m else msg)[:300], "frame": "", "gc_frame": "",
                                        "gc_chain": ""}
                details["masked"] = "internal error raised as a GamecheckError"
            elif MASKED_MEMORY in msg:
                flags.append("memory")
                details["masked"] = "MemoryError raised as a ResourceLimitError by a last-resort handler"
            elif rep["stage"] != "call" or mode == "returns":
                flags.append("refused")
                details["refused"] = f"{rep['type']} in {rep['stage']}: {msg[:200]}"
            else:
                if exp.get("error") and exp["error"] not in mro:
                    flags.append("wrong-error")
                    details["wrong"] = f"{rep['type']}, not {exp['error']}"
                absent = [n for n in exp.get("names", []) if not any(alt in msg for alt in n.split("|"))]
                if absent:
                    flags.append("wrong-error")
                    details["unnamed"] = f"the message does not name {', '.join(absent)}"
                if len([ln for ln in msg.splitlines() if ln.strip()]) > 1:
                    flags.append("multi-line-error")
        else:
            if mode == "raises":
                flags.append("silent-accept")
                details["accepted"] = f"returned {rep.get('value', '')[:200]}"
            elif not rep.get("check"):
                flags.append("false-verdict")
                details["false"] = [f"returned {rep.get('value', '')[:150]}, which the check rejects"
                                    + (f" ({rep['check_error']['type']})" if rep.get("check_error") else "")]
    if "Fatal Python error" in err or "Exception ignored in" in err:
        flags.append("traceback")
        details.setdefault("exception", parse_traceback(err) or {})
    primary = next((c for c in ORDER if c in flags), "ok")
    return {"outcome": primary, "flags": flags, "details": details}


# ------------------------------------------------------------------------------------------ run

#: entries that look at paths outside their own folder (``absent`` absolute paths) run one at a time
GLOBAL_PATHS = threading.Lock()


def _argv(entry: dict, tmp: str) -> list[str]:
    return [expand(a, entry.get("gen"), tmp) for a in entry["argv"]]


def _run(entry: dict, tmp: str, env: dict, wall: float) -> dict:
    cwd = os.path.join(tmp, entry.get("cwd", ""))
    if "python" in entry:
        return run_process([sys.executable, "-X", "faulthandler", "-c", api_script(entry["python"], tmp)], cwd, env,
                           wall)
    return run_gamecheck(_argv(entry, tmp), cwd, env, wall)


def run_entry(entry: dict, wall: float) -> dict:
    tmp = tempfile.mkdtemp(prefix="gc-hostile-")
    notes: list[str] = []
    exp = entry.get("expect") or {}
    global_paths = any(os.path.isabs(p) for p in exp.get("absent", []))
    if global_paths:
        GLOBAL_PATHS.acquire()
    absent_before: dict[str, bool] = {}
    try:
        env = child_env(entry.get("env"))
        materialise(entry, tmp)
        clear_strays(entry, tmp, notes)
        setup_runs: list = []
        run_setup(entry, tmp, env, notes, setup_runs)
        own = {n for n in entry.get("files", {}) if n.endswith(".tmp")}
        before = tree_state(tmp)
        absent_before = {p: os.path.lexists(abs_path(p, tmp)) for p in exp.get("absent", [])}
        r = _run(entry, tmp, env, wall)
        stale = stale_tmp(tmp, own)
        extra_flags, extra_details = post_checks(entry, r, tmp, before, absent_before)
        if exp.get("setup_ok"):
            f2, d2 = setup_checks(setup_runs)
            extra_flags += [f for f in f2 if f not in extra_flags]
            extra_details.update(d2)
    finally:
        for p in exp.get("absent", []):
            full = abs_path(p, tmp)
            if os.path.isabs(p) and not absent_before.get(p, True) and os.path.lexists(full):
                try:
                    if os.path.isdir(full) and not os.path.islink(full):
                        shutil.rmtree(full)
                    else:
                        os.unlink(full)
                    notes.append(f"removed {p}, created by this run")
                except OSError as exc:
                    notes.append(f"could not remove {p}, created by this run: {exc}")
        if global_paths:
            GLOBAL_PATHS.release()
        cleanup(tmp)
    if "python" in entry:
        c = classify_api(entry, r)
        if stale:
            c["flags"].append("stale-tmp")
            c["details"]["stale_tmp"] = stale[:5]
    else:
        c = classify(entry, r, stale)
    if extra_flags:
        c["flags"] += [f for f in extra_flags if f not in c["flags"]]
        c["details"].update(extra_details)
        c["outcome"] = next((k for k in ORDER if k in c["flags"]), "ok")
    elif extra_details:
        c["details"].update(extra_details)
    if "masked" in c["details"] and "internal error" in c["details"]["masked"] and not global_paths:
        # the CLI folded an uncaught exception onto one line: run again with GAMECHECK_DEBUG=1
        # (the CLI then re-raises) to locate it
        tmp = tempfile.mkdtemp(prefix="gc-hostile-")
        try:
            env = child_env({**(entry.get("env") or {}), "GAMECHECK_DEBUG": "1"})
            materialise(entry, tmp)
            run_setup(entry, tmp, env, [])
            r2 = _run(entry, tmp, env, wall)
        finally:
            cleanup(tmp)
        tb2 = parse_traceback(r2["stderr"])
        if tb2:
            c["details"]["exception"] = tb2
            c["details"]["debug_rerun"] = True
    if notes:
        c["details"]["setup_notes"] = notes
    shown = [a if len(a) <= 120 else a[:60] + f"...({len(a)} chars)" for a in entry["argv"]]
    if "python" in entry:
        call = entry["python"]["call"]
        shown = ["python:", call if len(call) <= 160 else call[:150] + "..."]
    return {"id": entry["id"], "class": entry["class"], "argv": shown, "env": entry.get("env"),
            "note": entry.get("note", ""), "source": SOURCE.get("desc", ""), "rc": r["rc"], "seconds": r["seconds"],
            **c,
            "stderr_head": r["stderr"][:600], "stderr_tail": r["stderr"][-2500:] if len(r["stderr"]) > 600 else "",
            "stdout_head": r["stdout"][:300]}


def first_line(res: dict) -> str:
    ex = res["details"].get("exception")
    d = res["details"]
    if res["outcome"] == "hang" and d.get("slow"):
        first = next((ln.strip() for ln in (res["stderr_head"] or "").splitlines() if ln.strip()), "")
        return f"{d['slow']}; {first[:120]}"
    if ex and res["outcome"] in ("traceback", "memory", "hang"):
        where = ex.get("gc_chain") or ex.get("frame", "")
        return f"{ex.get('type', '')}{': ' + ex['message'][:90] if ex.get('message') else ''} @ {where}"
    if res["outcome"] == "false-verdict":
        return "; ".join(d["false"])[:200]
    if res["outcome"] == "leak":
        return (d.get("leak") or d.get("echo", ""))[:200]
    if res["outcome"] == "bad-write":
        return "; ".join(f"{k}: {d[k]}" for k in ("stray", "outside", "report", "removed") if k in d)[:200]
    if res["outcome"] == "oversize":
        return d.get("oversize", "")[:200]
    if res["outcome"] == "injection":
        return "; ".join(str(d[k]) for k in ("injection", "control", "not_shown") if k in d)[:200]
    if res["outcome"] in ("silent-accept", "wrong-error", "refused"):
        api = d.get("api") or {}
        text = d.get("accepted") or d.get("wrong") or d.get("unnamed") or d.get("refused") or ""
        if d.get("setup"):
            text = f"{text} [{d['setup']}]"
        if api.get("status") == "raised" and res["outcome"] == "wrong-error":
            text += f": {api.get('message', '')[:120]}"
        elif res["outcome"] != "silent-accept" or not api:
            text += " " + next((ln.strip() for ln in (res["stderr_head"] or "").splitlines() if ln.strip()), "")[:120]
        return text.strip()[:220]
    if res["outcome"] == "multi-line-error" and d.get("api"):
        return d["api"].get("message", "")[:160].replace("\n", " / ")
    for ln in (res["stderr_head"] + res.get("stderr_tail", "")).splitlines():
        if ln.strip():
            return ln.strip()[:160]
    return d.get("json", "")


def command_of(res: dict) -> str:
    if res["argv"] and res["argv"][0] == "python:":
        call = res["argv"][1] if len(res["argv"]) > 1 else ""
        m = re.match(r"\s*([\w.]+)\(", call)
        return "api " + (m.group(1) if m else call[:30])
    return next((a for a in res["argv"] if a in COMMANDS), res["argv"][0] if res["argv"] else "(none)")


def cause_key(res: dict) -> tuple[str, str]:
    """(gamecheck file, cause text) of a failure, for de-duplication."""
    ex = res["details"].get("exception") or {}
    cmd = command_of(res)
    note = f" [{res['note']}]" if res.get("note") else ""
    if res["outcome"] == "hang" and res["details"].get("slow"):
        return ("(slow)", f"{cmd}: ended (exit {res['rc']}) but later than its prompt limit{note}")
    if res["outcome"] in ("traceback", "memory", "hang") and (ex.get("gc_frame") or ex.get("frame")):
        gcf = ex.get("gc_frame") or ex.get("frame")
        path, _, func = (gcf.split(":") + ["", ""])[:3]
        what = ex.get("type") or res["details"].get("signal") or res["outcome"]
        if res["outcome"] == "hang":
            what = "hang"
        return (path if path.startswith("gamecheck/") else "(outside gamecheck)",
                f"{cmd}: {what} in {path}:{func}" + (f" (last frame {ex['frame']})" if ex.get("frame") != gcf else ""))
    if res["outcome"] in ("memory", "hang"):
        what = res["details"].get("signal") or (ex.get("type") if ex else "") or res["outcome"]
        return ("(unknown)", f"{cmd}: {res['outcome']} ({what}){note}")
    if res["outcome"] == "multi-line-error":
        first = first_line(res)
        return ("gamecheck/cli.py", f"{cmd}: multi-line error: {re.sub(r'[0-9]+', 'N', first)[:70]}")
    if res["outcome"] == "json-error":
        return ("gamecheck/cli.py", f"{cmd}: {res['details'].get('json', 'json')}")
    if res["outcome"] == "false-verdict":
        return ("(verdict)", f"{cmd}: false verdict{note}" if note else f"{cmd}: false verdict {res['id']}")
    if res["outcome"] == "wrong-error":
        api = res["details"].get("api") or {}
        kind = api.get("type", "") if res["details"].get("wrong") else "message does not name the argument"
        return (f"({res['outcome']})", f"{cmd}: {kind}{note}")
    return (f"({res['outcome']})", f"{cmd}: {res['outcome']}{note}")


def write_report(results: list[dict], path: Path, wall_total: float, ran: int | None = None,
                 corpus: Path = CORPUS, jobs: int = 2) -> None:
    counts: dict[str, int] = {}
    for r in results:
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    classes = sorted({r["class"] for r in results})
    sources: dict[str, int] = {}
    for r in results:
        key = r.get("source") or SOURCE.get("desc", "the working tree")
        sources[key] = sources.get(key, 0) + 1
    against = "; ".join(f"{k} ({v} inputs)" if len(sources) > 1 else k for k, v in sources.items())
    when = (f"{wall_total / 60:.1f} minutes in all" if ran is None or ran == len(results) else
            f"the last run {ran} of them in {wall_total / 60:.1f} minutes (`--merge`: the others kept from earlier "
            "runs)")
    name = corpus.name
    rnd = _round_of(corpus)
    title = "# Hostile-input corpus (issues 12 and 24)" if rnd is None else \
        f"# Hostile-input corpus, round {rnd} (issue 36)"
    opt = "" if rnd is None else f" --corpus experiments/hostile/{name}"
    lines = [title, "",
             f"`python experiments/hostile/run.py{opt} --jobs {jobs}`: {len(results)} inputs from "
             f"`experiments/hostile/{name}` (generated by `experiments/hostile/{corpus.stem}.py`), each in its own "
             f"folder with a {WALL:.0f} s wall limit and a {AS_LIMIT >> 30} GiB address-space limit; "
             f"{when}, against {against}. "
             f"Details per input: `experiments/hostile/{_results_name(corpus)}`.", "",
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
        lines.append(f"- `{file}` {cause} — {len(ids)}: {', '.join(ids)}")
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


def _round_of(corpus: Path) -> str | None:
    """'3' for corpus3.json; None for the corpus of rounds 1 and 2."""
    m = re.fullmatch(r"corpus(\w+)\.json", Path(corpus).name)
    return m.group(1) if m else None


def _results_name(corpus: Path) -> str:
    rnd = _round_of(corpus)
    return "results.json" if rnd is None else f"results{rnd}.json"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="input classes to run, comma-separated (verdict, numbers, options, ...)")
    ap.add_argument("--ids", help="entry ids or id prefixes, comma-separated")
    ap.add_argument("--limit", type=int, help="run at most N inputs")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--wall", type=float, default=WALL, help="seconds per input [30]")
    ap.add_argument("--corpus", type=Path, default=CORPUS,
                    help="the corpus file [corpus.json; corpus3.json is round 3]")
    ap.add_argument("--results", type=Path, help="[results.json; resultsN.json for corpusN.json]")
    ap.add_argument("--report", type=Path, help="[reports/hostile.md; reports/hostile-roundN.md for corpusN.json]")
    ap.add_argument("--merge", action="store_true",
                    help="keep the other entries of the existing --results file (those not run now) and write the "
                         "report over all of them")
    ap.add_argument("--source", type=Path,
                    help="import gamecheck/ from this folder instead (e.g. an older version unpacked with "
                         "`git archive`), to see what the corpus finds there")
    ap.add_argument("--live", action="store_true",
                    help="import gamecheck from the working tree itself (default: a snapshot copied at start, "
                         "so edits made during the run do not mix into the results)")
    args = ap.parse_args()
    if args.results is None:
        args.results = HERE / _results_name(args.corpus)
    if args.report is None:
        rnd = _round_of(args.corpus)
        args.report = REPORT if rnd is None else ROOT / "reports" / f"hostile-round{rnd}.md"
    snap = None
    if args.source:
        SOURCE["path"] = str(args.source.resolve())
        SOURCE["desc"] = f"the gamecheck/ of {args.source}"
    elif args.live:
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
    saved = ordered
    if args.merge and args.results.is_file():
        # the entries not run now keep their earlier result (in corpus order, dropping ids the
        # corpus no longer has); the report's time is that of this run
        old = {r["id"]: r for r in json.loads(args.results.read_text(encoding="utf-8"))}
        old.update(results)
        every = json.loads(args.corpus.read_text(encoding="utf-8"))
        saved = [old[e["id"]] for e in every if e["id"] in old]
    args.results.write_text(json.dumps(saved, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    write_report(saved, args.report, total, ran=len(ordered), corpus=args.corpus, jobs=args.jobs)
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
