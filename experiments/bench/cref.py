"""C reference implementation of the retrograde analysis, driven from Python.

``retro.c`` (next to this file) re-implements in plain C99, so that a benchmark
can compare the project's engines with compiled code:

* CSR mode -- the labelling of :func:`gamecheck.engine.labels.retrograde` (normal-play
  outcome, remoteness and Grundy values over CSR arrays, by the same counter +
  FIFO-queue passes);
* implicit mode -- the one-pass labelling of
  :func:`gamecheck.engine.compact.label_implicit` for translation rulesets (Nim,
  Wythoff, subtraction games, their sums) on a box: options generated on the fly
  from the rank, the five labels (outcome, remoteness, misere outcome, misere
  remoteness, Grundy value) packed in one int64 per position exactly as the
  compact engine packs them.

Usage::

    from experiments.bench.cref import compile_reference, run_reference, run_implicit
    exe = compile_reference("build")                  # once
    labels, seconds = run_reference(offsets, targets, exe)
    labels["outcome"], labels["remoteness"], labels["grundy"]
    labels, seconds = run_implicit(ruleset, domain, exe)   # + "misere", "misere_remoteness"

``seconds`` is the time of the labelling alone as measured inside the C
program (CSR: predecessor CSR + both passes; implicit: the pass + unpacking;
file I/O excluded).  Pass ``timings={}`` to get every phase, the wall time of
the C process and its peak resident memory (``maxrss_bytes``).

File formats (native byte order) are documented at the top of ``retro.c``.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

__all__ = [
    "SOURCE", "DEFAULT_FLAGS", "find_compiler", "compile_reference", "run_reference", "run_implicit",
    "implicit_plan", "write_input", "write_plan", "read_output",
]

#: the optimisation flags of :func:`compile_reference` by default
DEFAULT_FLAGS = ("-O2",)

#: the C source of the reference implementation
SOURCE = Path(__file__).resolve().with_name("retro.c")

#: targets are written in chunks of this many entries (bounds the int32 copy)
_CHUNK = 1 << 24

_default_exe: Path | None = None
_default_dir: tempfile.TemporaryDirectory | None = None


def find_compiler() -> str | None:
    """The system C compiler: ``$CC`` if set and found, else ``cc``, else ``gcc``; ``None`` if none."""
    for name in (os.environ.get("CC"), "cc", "gcc"):
        if name:
            path = shutil.which(name)
            if path:
                return path
    return None


def compile_reference(build_dir, flags=DEFAULT_FLAGS, name: str = "retro", source: Path = SOURCE) -> Path:
    """Compile ``retro.c`` (or ``source``) with ``-std=c99`` and ``flags`` (default ``-O2``) into ``build_dir``.

    Args:
        build_dir: directory for the executable (created if missing).
        flags: optimisation flags, e.g. ``("-O3", "-march=native")``.
        name: file name of the executable.
        source: the C file (default ``retro.c``; ``grundy_dp.c`` is the one-label baseline).

    Returns:
        the path of the executable ``build_dir/name``.

    Raises:
        RuntimeError: when no C compiler (``cc``/``gcc``) is found, or the
            compilation fails (the message carries the compiler's output).
    """
    cc = find_compiler()
    if cc is None:
        raise RuntimeError("no C compiler found: install cc or gcc (or set $CC) to build the C reference")
    build = Path(build_dir)
    build.mkdir(parents=True, exist_ok=True)
    exe = build / name
    cmd = [cc, *flags, "-std=c99", "-o", str(exe), str(source)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0 or not exe.exists():
        raise RuntimeError(
            f"compiling the C reference failed ({' '.join(cmd)}), exit {proc.returncode}:\n"
            f"{proc.stdout}{proc.stderr}"
        )
    return exe


def _default_executable() -> Path:
    """Compile once per process into a temporary directory and reuse it."""
    global _default_exe, _default_dir
    if _default_exe is None or not _default_exe.exists():
        _default_dir = tempfile.TemporaryDirectory(prefix="gamecheck-cref-")
        _default_exe = compile_reference(_default_dir.name)
    return _default_exe


def write_input(path, offsets, targets) -> tuple[int, int]:
    """Write CSR arrays in the input format of ``retro.c``.

    Args:
        path: the file to write.
        offsets: integer array of shape ``(n+1,)``.
        targets: integer array of shape ``(offsets[-1],)`` with node ids that fit int32.

    Returns:
        ``(n, m)``.

    Raises:
        ValueError: on arrays of the wrong shape or kind, or more than 2**31-2 nodes.
            (Content -- monotone offsets, targets in range -- is checked by the C program.)
    """
    off = np.asarray(offsets)
    tgt = np.asarray(targets)
    if off.ndim != 1 or off.shape[0] < 1:
        raise ValueError(f"offsets must be a one-dimensional array of length n+1 >= 1, got shape {off.shape}")
    if tgt.ndim != 1:
        raise ValueError(f"targets must be a one-dimensional array, got shape {tgt.shape}")
    for name, a in (("offsets", off), ("targets", tgt)):
        if a.size and a.dtype.kind not in "iu":
            raise ValueError(f"{name} must hold integers, got dtype {a.dtype}")
    n = off.shape[0] - 1
    m = tgt.shape[0]
    if n > 2**31 - 2:
        raise ValueError(f"{n} nodes do not fit the int32 node ids of the C reference")
    with open(path, "wb") as fh:
        np.array([n, m], dtype=np.int64).tofile(fh)
        np.ascontiguousarray(off, dtype=np.int64).tofile(fh)
        for s in range(0, m, _CHUNK):
            part = tgt[s:s + _CHUNK]
            if part.size and (int(part.min()) < -(2**31) or int(part.max()) > 2**31 - 1):
                raise ValueError("targets hold values outside the int32 range")
            part.astype(np.int32).tofile(fh)
    return n, m


def read_output(path) -> dict[str, np.ndarray]:
    """Read the output file of ``retro.c`` (either mode; told apart by the file size).

    Returns:
        ``{"outcome": int8, "remoteness": int32, "grundy": int32}`` arrays of shape
        ``(n,)``; the implicit mode adds ``"misere"`` (int8) and
        ``"misere_remoteness"`` (int32).

    Raises:
        RuntimeError: when the file is shorter or longer than its header says.
    """
    raw = Path(path).read_bytes()
    if len(raw) < 8:
        raise RuntimeError(f"C reference output {path} is truncated")
    n = int(np.frombuffer(raw, dtype=np.int64, count=1)[0])
    if len(raw) == 8 + 9 * n:
        layout = (("outcome", np.int8), ("remoteness", np.int32), ("grundy", np.int32))
    elif len(raw) == 8 + 14 * n:
        layout = (("outcome", np.int8), ("remoteness", np.int32), ("grundy", np.int32),
                  ("misere", np.int8), ("misere_remoteness", np.int32))
    else:
        raise RuntimeError(
            f"C reference output {path} has {len(raw)} bytes, expected {8 + 9 * n} or {8 + 14 * n} for n={n}"
        )
    pos = 8
    labels = {}
    for key, dt in layout:
        labels[key] = np.frombuffer(raw, dtype=dt, count=n, offset=pos).copy()
        pos += n * np.dtype(dt).itemsize
    return labels


def _execute(args: list[str], timeout: float | None, timings: dict | None) -> float:
    """Run the C program; parse its ``name seconds`` lines; return ``seconds``.

    Fills ``timings`` (if given) with every parsed line, ``wall`` (seconds of the
    whole process, file I/O included) and ``maxrss_bytes``: the peak resident
    memory of the C process, its own ``VmHWM`` (printed as ``peak_rss_bytes``)
    when known, else ``ru_maxrss`` from ``wait4`` -- which on Linux also counts
    the parent's memory image at spawn time, so it is only an upper bound."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(args, stdout=out, stderr=err)
        while True:  # reap the child ourselves: wait4 gives its own rusage
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if timeout is not None and time.perf_counter() - t0 > timeout:
                proc.kill()
                os.wait4(proc.pid, 0)
                proc.returncode = -9
                raise subprocess.TimeoutExpired(args, timeout)
            time.sleep(0.002)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if proc.returncode != 0:
        raise RuntimeError(f"C reference failed (exit {proc.returncode}): {stderr.strip()}")
    parsed: dict[str, float] = {}
    for line in stdout.splitlines():
        parts = line.split()
        if len(parts) == 2:
            try:
                parsed[parts[0]] = float(parts[1])
            except ValueError:
                pass
    if "seconds" not in parsed:
        raise RuntimeError(f"C reference printed no 'seconds' line; stdout was: {stdout!r}")
    if timings is not None:
        timings.update(parsed)
        timings["wall"] = wall
        own = parsed.get("peak_rss_bytes", -1)
        timings["maxrss_bytes"] = int(own) if own > 0 else int(usage.ru_maxrss) * 1024  # Linux: KiB
    return parsed["seconds"]


def run_reference(
    offsets, targets, exe=None, *, workdir=None, timeout: float | None = None, timings: dict | None = None
) -> tuple[dict[str, np.ndarray], float]:
    """Label a game graph with the C reference (CSR mode).

    Args:
        offsets: CSR offsets, integer array of shape ``(n+1,)``.
        targets: CSR targets, integer array of shape ``(offsets[n],)``.
        exe: the executable from :func:`compile_reference`; ``None`` compiles one
            (once per process) into a temporary directory.
        workdir: directory for the temporary input/output files (default: the
            system temporary directory); they are deleted afterwards.
        timeout: seconds before the C program is killed (``None``: no limit).
        timings: optional dict, filled with every phase time the program prints,
            ``wall`` and ``maxrss_bytes`` (see :func:`_execute`).

    Returns:
        ``(labels, seconds)``: ``labels`` maps ``"outcome"`` (int8 codes
        0 = P, 1 = N, 2 = D as in :mod:`gamecheck.engine.labels`), ``"remoteness"``
        (int32, -1 for draws) and ``"grundy"`` (int32, -1 where a cycle is
        reachable) to arrays of shape ``(n,)``; ``seconds`` is the labelling
        time printed by the C program (file I/O excluded).

    Raises:
        ValueError: malformed arrays (see :func:`write_input`).
        RuntimeError: no compiler, or the C program failed (its stderr is quoted;
            it also rejects non-monotone offsets and out-of-range targets).
    """
    exe = Path(exe) if exe is not None else _default_executable()
    with tempfile.TemporaryDirectory(prefix="gamecheck-cref-run-", dir=workdir) as tmp:
        inp = Path(tmp) / "input.bin"
        outp = Path(tmp) / "output.bin"
        write_input(inp, offsets, targets)
        seconds = _execute([str(exe), str(inp), str(outp)], timeout, timings)
        labels = read_output(outp)
    return labels, seconds


# ---------------------------------------------------------------------------
# Implicit mode


def implicit_plan(ruleset, domain) -> dict[str, np.ndarray]:
    """The rays of a translation ruleset on a box domain, as ``retro.c --implicit`` reads them.

    The move vectors :meth:`Ruleset.translations` gives for the box are grouped
    by primitive direction: ``delta = -t*u`` with ``t = gcd(delta)`` -- the
    grouping of :mod:`gamecheck.engine.compact` (directions sorted, multipliers
    increasing within a direction).

    Args:
        ruleset: a ruleset whose moves on ``domain`` are translations (Nim,
            Wythoff, subtraction games, Bash, Moore's Nim, sums of them).
        domain: a :class:`gamecheck.domain.BoxDomain`.

    Returns:
        ``{"shape": (k,), "dir": (F, k), "off": (F+1,), "ts": (T,)}``, all int64.

    Raises:
        ValueError: the ruleset has no translations on the box, or a move vector
            has a positive part or is zero (the rank would not decrease).
    """
    trans = ruleset.translations(domain.bounds)
    if trans is None:
        raise ValueError(f"ruleset {ruleset.spec()} has no move vectors on a box; no implicit plan")
    k = domain.k
    rays: dict[tuple[int, ...], set[int]] = {}
    for tr in trans:
        delta = tuple(int(v) for v in tr.delta)
        if len(delta) != k or any(v > 0 for v in delta) or not any(delta):
            raise ValueError(f"move vector {delta} does not lower the rank on a box of {k} part(s)")
        t = math.gcd(*delta)
        rays.setdefault(tuple(-v // t for v in delta), set()).add(t)
    dirs = sorted(rays)
    ts = [sorted(rays[u]) for u in dirs]
    off = np.zeros(len(dirs) + 1, dtype=np.int64)
    np.cumsum([len(t) for t in ts], out=off[1:])
    return {
        "shape": np.array(domain.shape, dtype=np.int64),
        "dir": np.array(dirs, dtype=np.int64).reshape(len(dirs), k),
        "off": off,
        "ts": np.array([t for group in ts for t in group], dtype=np.int64),
    }


def write_plan(path, plan: dict[str, np.ndarray]) -> None:
    """Write a plan from :func:`implicit_plan` in the format of ``retro.c --implicit``."""
    k = int(plan["shape"].shape[0])
    nf = int(plan["dir"].shape[0])
    nt = int(plan["ts"].shape[0])
    with open(path, "wb") as fh:
        np.array([k, nf, nt], dtype=np.int64).tofile(fh)
        for key in ("shape", "dir", "off", "ts"):
            np.ascontiguousarray(plan[key], dtype=np.int64).tofile(fh)


def run_implicit(
    ruleset, domain, exe=None, *, workdir=None, timeout: float | None = None, timings: dict | None = None
) -> tuple[dict[str, np.ndarray], float]:
    """Label every position of a box with the C reference's implicit mode.

    The algorithm of :func:`gamecheck.engine.compact.label_implicit` on a box domain:
    one pass in increasing rank order, options generated on the fly, no graph.

    Args:
        ruleset, domain: see :func:`implicit_plan`.
        exe, workdir, timeout, timings: as for :func:`run_reference`.

    Returns:
        ``(labels, seconds)``: ``labels`` maps ``"outcome"``, ``"misere"`` (int8
        codes 0 = P, 1 = N), ``"remoteness"``, ``"misere_remoteness"`` and
        ``"grundy"`` (int32) to arrays of shape ``(domain.size,)``, indexed like
        the domain; ``seconds`` is the time of the pass plus unpacking, measured
        inside the C program.

    Raises:
        ValueError: no implicit plan (see :func:`implicit_plan`).
        RuntimeError: no compiler, or the C program failed.
    """
    plan = implicit_plan(ruleset, domain)
    exe = Path(exe) if exe is not None else _default_executable()
    with tempfile.TemporaryDirectory(prefix="gamecheck-cref-run-", dir=workdir) as tmp:
        planp = Path(tmp) / "plan.bin"
        outp = Path(tmp) / "output.bin"
        write_plan(planp, plan)
        seconds = _execute([str(exe), "--implicit", str(planp), str(outp)], timeout, timings)
        labels = read_output(outp)
    if labels["outcome"].shape[0] != domain.size:
        raise RuntimeError(f"C reference labelled {labels['outcome'].shape[0]} positions, expected {domain.size}")
    return labels, seconds
