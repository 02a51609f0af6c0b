"""Benchmarks of the labelling engines and of parallel checking: one command.

    python experiments/bench/run.py            # full run (~10 minutes on 2 cores)
    python experiments/bench/run.py --quick    # smoke test, smaller sizes (< 1 minute)

Writes ``reports/bench.md`` (machine, one table per game, the targets, memory,
parallel checking) and ``reports/figures/bench-labels.png`` /
``bench-memory.png``; both are written to a temporary file and renamed.  Every
ratio in the report is between figures measured in the same run.

What is measured (every engine in its own subprocess, one at a time):

* the compact engine, :func:`gamecheck.engine.compact.label_implicit` (options
  generated on the fly), after :func:`gamecheck.engine.compact.warm_up`; the JIT time
  is reported separately (compilation into an empty numba cache, then the
  cache load every later process pays);
* the C reference (``retro.c --implicit``), the same one-pass algorithm in C99,
  compiled here with the system compiler, ``-O2`` and ``-O3 -march=native``;
  its labels must equal the compact engine's (asserted);
* a plain memoised recursion in Python (``functools.lru_cache``) at a smaller
  size, and the compact engine at that same size;
* the networkx path, ``label_domain(..., engine="networkx")``, at the largest
  size that finishes in about a minute, and at 10^6 positions of a sparse game;
* the CSR path, ``retrograde_compact(*build_csr(...))`` and ``retro.c`` on the
  same arrays, where the arrays fit;
* peak memory: ``VmHWM`` of the process (reset before the run where the kernel
  allows it) -- gross (whole process) and net of what the process held before;
* positions checked per second by ``gamecheck.checker.parallel.check_claim_parallel``
  with 1 and 2 workers and on a local Dask cluster (if that module exists).

Labels of every engine are compared with the compact engine's at the same size
(all five arrays where the engine gives them); a mismatch aborts the run.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gamecheck.atomic import atomic_open, atomic_write_text  # noqa: E402

LABEL_KEYS = ("outcome", "remoteness", "misere", "misere_remoteness", "grundy")

# ---------------------------------------------------------------------------
# Sizes

#: per game: ruleset spec, heap count for the box, and bounds of every measurement
FULL = {
    "nim": dict(title="Nim, three heaps", spec="nim(heaps=3)", k=None,
                full=127, memo=63, nx=47, csr=63),
    "wythoff": dict(title="Wythoff's game", spec="wythoff", k=None,
                    full=1000, memo=300, nx=180, csr=300),
    "sparse": dict(title="Bash (take 1-3), two heaps -- 10^6 positions", spec="bash(m=3)", k=2,
                   full=999, memo=999, nx=999, csr=999),
}
QUICK = {
    "nim": dict(FULL["nim"], full=31, memo=15, nx=15, csr=31),
    "wythoff": dict(FULL["wythoff"], full=150, memo=60, nx=60, csr=150),
    "sparse": dict(FULL["sparse"], title="Bash (take 1-3), two heaps (quick)", full=199, memo=199, nx=99, csr=199),
}
FULL_REPEATS, QUICK_REPEATS = 3, 2
#: P-rule claim and bound for the parallel section (workers=1 takes about 10 s at 160)
PARALLEL_CLAIM = "core.bouton-3"
PARALLEL_BOUND = {"full": 160, "quick": 60}
WORKER_TIMEOUT = 900.0
C_FLAGS = {"C -O2": ("-O2",), "C -O3 -march=native": ("-O3", "-march=native")}


# ---------------------------------------------------------------------------
# Process memory (Linux /proc; -1 elsewhere)


def _status_kib(field: str) -> int:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return -1


def reset_peak() -> bool:
    """Reset this process's VmHWM to its current RSS (Linux >= 4.0); True if done."""
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
        return True
    except OSError:
        return False


def mem_snapshot() -> dict:
    return {"rss": _status_kib("VmRSS") * 1024, "hwm": _status_kib("VmHWM") * 1024}


# ---------------------------------------------------------------------------
# Worker side (runs in a subprocess)


def _ruleset_domain(job):
    from gamecheck.domain import box_domain
    from gamecheck.games import make_ruleset

    r = make_ruleset(job["spec"])
    return r, box_domain(r, job["bound"], job.get("k"))


def _save_labels(path, labels) -> None:
    import numpy as np

    if not path:
        return
    arrays = {key: np.asarray(labels[key] if isinstance(labels, dict) else getattr(labels, key))
              for key in LABEL_KEYS if (key in labels if isinstance(labels, dict) else True)}
    np.savez(path, **arrays)


def memo_labels(ruleset, domain):
    """Plain memoised recursion in Python: the five labels of every position below the
    box's top corner, as a function ``pos -> (outcome, remoteness, misere outcome,
    misere remoteness, grundy)`` cached by ``functools.lru_cache``.

    Options come from the ruleset's move vectors, grouped into rays as the compact
    engine groups them (no description strings are built); the recursion depth is
    the longest play, at most the sum of the bounds, and the limit is raised to fit.
    """
    from functools import lru_cache

    import cref

    plan = cref.implicit_plan(ruleset, domain)
    rays = []
    for f in range(plan["dir"].shape[0]):
        u = tuple(int(v) for v in plan["dir"][f])
        ts = [int(t) for t in plan["ts"][plan["off"][f]:plan["off"][f + 1]]]
        rays.append((u, [j for j in range(len(u)) if u[j] > 0], ts))
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 4 * sum(domain.bounds) + 1000))

    @lru_cache(maxsize=None)
    def lab(x):
        opts = []
        for u, nz, ts in rays:
            tmax = min(x[j] // u[j] for j in nz)
            for t in ts:
                if t > tmax:
                    break
                opts.append(tuple(a - t * b for a, b in zip(x, u)))
        if not opts:
            return (0, 0, 1, 0, 0)  # P, remoteness 0; misere N, 0; Grundy 0
        has_p = mhas_p = False
        pmin = mpmin = None
        amax = mamax = -1
        vals = set()
        for y in opts:
            o, r, mo, mr, g = lab(y)
            if o == 0:
                has_p = True
                if pmin is None or r < pmin:
                    pmin = r
            if r > amax:
                amax = r
            if mo == 0:
                mhas_p = True
                if mpmin is None or mr < mpmin:
                    mpmin = mr
            if mr > mamax:
                mamax = mr
            vals.add(g)
        m = 0
        while m in vals:
            m += 1
        normal = (1, pmin + 1) if has_p else (0, amax + 1)
        misere = (1, mpmin + 1) if mhas_p else (0, mamax + 1)
        return normal + misere + (m,)

    lab(tuple(domain.bounds))  # every position of the box is reachable from its top corner
    return lab


def _memo_to_arrays(lab, domain):
    import numpy as np

    rows = [lab(p) for p in domain.positions()]
    arr = np.array(rows, dtype=np.int64).reshape(domain.size, 5)
    return {"outcome": arr[:, 0].astype(np.int8), "remoteness": arr[:, 1], "misere": arr[:, 2].astype(np.int8),
            "misere_remoteness": arr[:, 3], "grundy": arr[:, 4]}


def _timed_runs(fn, repeats: int, result: dict) -> object:
    """Run ``fn`` ``repeats`` times; the first run's peak memory is recorded."""
    out = None
    times = []
    for i in range(repeats):
        if i == 0:
            result["peak_reset"] = reset_peak()
            before = mem_snapshot()
        if out is not None:
            del out
            out = None
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
        if i == 0:
            after = mem_snapshot()
            result["rss_before"] = before["rss"]
            result["hwm"] = after["hwm"]
    result["seconds"] = times
    return out


def worker(job: dict) -> dict:
    """One measurement; returns a JSON-able dict."""
    result: dict = {"job": job}
    t = time.perf_counter()
    kind = job["kind"]
    if kind == "jit":
        from gamecheck.engine import compact

        result["import_seconds"] = time.perf_counter() - t
        result["warm_up_seconds"] = compact.warm_up()
        result["warm_up_again_seconds"] = compact.warm_up()
        return result
    if kind == "parallel":
        return _parallel_worker(job, result)

    import numpy as np  # noqa: F401

    r, d = _ruleset_domain(job)
    from gamecheck.engine.graph import count_options

    result["positions"] = d.size
    result["options"] = count_options(r, d)
    if kind == "compact":
        from gamecheck.engine import compact

        result["import_seconds"] = time.perf_counter() - t
        result["warm_up_seconds"] = compact.warm_up()
        labels = _timed_runs(lambda: compact.label_implicit(r, d), job["repeats"], result)
        _save_labels(job.get("labels_out"), labels)
    elif kind == "memo":
        lab = _timed_runs(lambda: memo_labels(r, d), 1, result)
        result["cache_entries"] = lab.cache_info().currsize
        _save_labels(job.get("labels_out"), _memo_to_arrays(lab, d))
    elif kind == "networkx":
        from gamecheck.engine.label import label_domain

        labels = _timed_runs(lambda: label_domain(r, d, engine="networkx"), 1, result)
        _save_labels(job.get("labels_out"), labels)
    elif kind == "csr":
        _csr_worker(job, r, d, result)
    else:
        raise ValueError(f"unknown job kind {kind!r}")
    return result


def _csr_worker(job, r, d, result):
    from gamecheck.engine import compact
    from gamecheck.errors import ResourceLimitError
    from gamecheck.engine.graph import build_csr

    import cref

    result["warm_up_seconds"] = compact.warm_up()
    result["peak_reset"] = reset_peak()
    before = mem_snapshot()
    t = time.perf_counter()
    try:
        offsets, targets = build_csr(r, d, engine="arrays")
    except ResourceLimitError as exc:
        result["refused"] = str(exc)
        return result
    result["build_seconds"] = time.perf_counter() - t
    times = []
    labels = None
    for i in range(job["repeats"]):
        labels = None
        t = time.perf_counter()
        labels = compact.retrograde_compact(offsets, targets)
        times.append(time.perf_counter() - t)
        if i == 0:
            result["rss_before"] = before["rss"]
            result["hwm"] = mem_snapshot()["hwm"]  # build_csr + retrograde_compact
    result["seconds"] = times
    _save_labels(job.get("labels_out"), labels)
    # the C reference on the very same arrays
    ctimes, cmem = [], []
    for _ in range(job["repeats"]):
        tm: dict = {}
        cl, _s = cref.run_reference(offsets, targets, job["exe"], timings=tm)
        ctimes.append(tm["seconds"])
        cmem.append(tm["maxrss_bytes"])
        for key in ("outcome", "remoteness", "grundy"):
            if not (cl[key] == getattr(labels, key)).all():
                raise AssertionError(f"C CSR labels differ from retrograde_compact on {key}")
    result["c_seconds"] = ctimes
    result["c_maxrss_bytes"] = max(cmem)


def _parallel_worker(job, result):
    from gamecheck.catalog import catalogue_claims

    claim = next(c for c in catalogue_claims() if c.id == job["claim"])
    try:
        from gamecheck.checker.parallel import check_claim_parallel, parallel_support
    except ImportError as exc:
        result["missing"] = f"gamecheck.checker.parallel: {exc}"
        return result
    why = parallel_support(claim, job["bound"])
    if why is not None:
        result["missing"] = f"check_claim_parallel would fall back to check_claim: {why}"
        return result
    mode = job["mode"]
    client = cluster = None
    try:
        if mode == "serial":
            from gamecheck.checker.serial import check_claim

            run = lambda: check_claim(claim, bound=job["bound"])  # noqa: E731
        elif mode == "dask":
            from dask.distributed import Client, LocalCluster

            t = time.perf_counter()
            cluster = LocalCluster(n_workers=job["workers"], threads_per_worker=1, processes=True,
                                   dashboard_address=None)
            client = Client(cluster)
            result["cluster_start_seconds"] = time.perf_counter() - t
            run = lambda: check_claim_parallel(claim, job["bound"], scheduler=client)  # noqa: E731
        else:
            run = lambda: check_claim_parallel(claim, job["bound"], workers=job["workers"])  # noqa: E731
        times, counts, verdicts = [], [], []
        for _ in range(job["repeats"]):
            t = time.perf_counter()
            res = run()
            times.append(time.perf_counter() - t)
            counts.append(res.positions_checked)
            verdicts.append(res.verdict)
        result.update(seconds=times, positions_checked=counts, verdicts=verdicts)
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()
    return result


# ---------------------------------------------------------------------------
# Driver side


def _cpu_busy_seconds() -> float:
    """CPU seconds spent by the whole machine (all CPUs, not idle/iowait) since boot."""
    try:
        with open("/proc/stat") as fh:
            parts = fh.readline().split()
        vals = [int(v) for v in parts[1:]]
        busy = sum(vals) - vals[3] - (vals[4] if len(vals) > 4 else 0)
        return busy / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


def _own_cpu_seconds() -> float:
    import resource

    a = resource.getrusage(resource.RUSAGE_SELF)
    b = resource.getrusage(resource.RUSAGE_CHILDREN)
    return a.ru_utime + a.ru_stime + b.ru_utime + b.ru_stime


class Contention:
    """CPU used by *other* processes of the machine while a measurement ran, in CPUs
    (machine busy time minus this process's and its reaped children's, over wall time)."""

    samples: list = []

    def __init__(self, what: str, judged: bool = True):
        self.what = what
        self.judged = judged

    def __enter__(self):
        self.t = time.perf_counter()
        self.busy = _cpu_busy_seconds()
        self.own = _own_cpu_seconds()
        return self

    def __exit__(self, *exc):
        wall = time.perf_counter() - self.t
        foreign = (_cpu_busy_seconds() - self.busy) - (_own_cpu_seconds() - self.own)
        self.foreign_cpus = max(0.0, foreign / wall) if wall > 0 else 0.0
        Contention.samples.append((self.what, wall, self.foreign_cpus, self.judged))
        return False


#: a measurement is redone when other processes used more than this many CPUs meanwhile
BUSY_CPUS = 0.25
RETRIES = 2
QUIET_WAIT = 180.0


class RetryBudget:
    """Seconds the whole run may spend waiting for quiet before measuring again
    (0 in quick mode: no retries)."""

    seconds = 0.0

    @classmethod
    def allows(cls) -> bool:
        return cls.seconds > 0

    @classmethod
    def wait(cls, log) -> None:
        t = time.perf_counter()
        wait_until_quiet(min(QUIET_WAIT, cls.seconds), log)
        cls.seconds = max(0.0, cls.seconds - (time.perf_counter() - t))


def _judged(job: dict) -> bool:
    """Whether the foreign-load figure means anything for this job: the local process
    pool of check_claim_parallel runs its workers under a forkserver that this benchmark
    does not reap, so their CPU time would be counted as foreign."""
    return not (job.get("kind") == "parallel" and job.get("mode") == "local" and job.get("workers", 1) > 1)


def _is_busy(wall: float, foreign: float, judged: bool = True) -> bool:
    return judged and wall >= 1.0 and foreign > BUSY_CPUS


class Runner:
    def __init__(self, workdir: Path, numba_cache: Path, log):
        self.workdir = workdir
        self.numba_cache = numba_cache
        self.log = log
        self.count = 0

    def run(self, job: dict, timeout: float = WORKER_TIMEOUT) -> dict:
        """Run one measurement; measure again (after waiting for quiet) when other
        processes used more than BUSY_CPUS meanwhile, at most RETRIES times."""
        earlier = []
        for attempt in range(RETRIES + 1):
            res = self._run_once(job, timeout)
            if ("error" in res or not _is_busy(res["wall"], res["foreign_cpus"], _judged(job))
                    or attempt == RETRIES or not RetryBudget.allows()):
                break
            Contention.samples.pop()
            earlier.append({"seconds": res.get("seconds"), "foreign_cpus": res["foreign_cpus"]})
            self.log(f"    other processes were busy ({res['foreign_cpus']:.2f} CPUs): waiting for quiet, measuring again")
            RetryBudget.wait(self.log)
        res["earlier_attempts"] = earlier
        return res

    def _run_once(self, job: dict, timeout: float) -> dict:
        self.count += 1
        jpath = self.workdir / f"job{self.count}.json"
        rpath = self.workdir / f"res{self.count}.json"
        jpath.write_text(json.dumps(job))
        env = dict(os.environ, NUMBA_CACHE_DIR=str(self.numba_cache), PYTHONPATH=os.pathsep.join(
            [str(ROOT), str(HERE)] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else [])))
        self.log(f"  [{job['kind']}{'/' + job['mode'] if 'mode' in job else ''} "
                 f"{job.get('spec', job.get('claim', ''))} {job.get('bound', '')}] ...")
        t = time.perf_counter()
        what = f"{job['kind']}{'/' + job['mode'] if 'mode' in job else ''} {job.get('spec', job.get('claim', ''))} " \
               f"{job.get('bound', '')}"
        try:
            with Contention(what, _judged(job)) as cont:
                proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", str(jpath),
                                       str(rpath)], capture_output=True, text=True, timeout=timeout, env=env,
                                      cwd=str(ROOT))
        except subprocess.TimeoutExpired:
            self.log(f"    timed out after {timeout:.0f} s")
            return {"job": job, "error": f"timed out after {timeout:.0f} s"}
        wall = time.perf_counter() - t
        if proc.returncode != 0 or not rpath.exists():
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-15:]
            self.log("    FAILED:\n      " + "\n      ".join(tail))
            return {"job": job, "error": "\n".join(tail), "wall": wall}
        res = json.loads(rpath.read_text())
        res["wall"] = wall
        res["foreign_cpus"] = cont.foreign_cpus
        secs = res.get("seconds")
        self.log(f"    done in {wall:.1f} s" + (f" (timed: {', '.join(f'{s:.3f}' for s in secs)} s)" if secs else "")
                 + f"; other processes used {cont.foreign_cpus:.2f} CPUs meanwhile")
        return res


def median(xs):
    return statistics.median(xs) if xs else None


def load_labels(path):
    import numpy as np

    with np.load(path) as z:
        return {k: z[k] for k in z.files}


def compare_labels(ref: dict, other: dict, what: str, keys=LABEL_KEYS) -> list[str]:
    """Assert equality of the labels both give; returns the keys compared."""
    import numpy as np

    done = []
    for key in keys:
        if key in ref and key in other:
            a, b = np.asarray(ref[key]), np.asarray(other[key])
            if a.shape != b.shape or not np.array_equal(a.astype(np.int64), b.astype(np.int64)):
                bad = int(np.flatnonzero(a.astype(np.int64) != b.astype(np.int64))[0]) if a.shape == b.shape else -1
                raise AssertionError(f"{what}: labels '{key}' differ from the compact engine's (first at rank {bad})")
            done.append(key)
    if not done:
        raise AssertionError(f"{what}: no labels to compare")
    return done


def machine_info(compilers: dict) -> dict:
    info = {"python": platform.python_version(), "platform": platform.platform(),
            "cpus": os.cpu_count(), "load_start": os.getloadavg()}
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                info["cpu"] = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal:"):
                info["memory_gib"] = int(line.split()[1]) / 2**20
            if line.startswith("MemAvailable:"):
                info["available_gib"] = int(line.split()[1]) / 2**20
    except OSError:
        pass
    import importlib.metadata as md

    for pkg in ("numpy", "numba", "llvmlite", "networkx", "dask", "distributed", "matplotlib"):
        try:
            info[pkg] = md.version(pkg)
        except md.PackageNotFoundError:
            info[pkg] = "not installed"
    info.update(compilers)
    return info


def _cc_version() -> str:
    import cref

    cc = cref.find_compiler()
    if not cc:
        return "none"
    try:
        out = subprocess.run([cc, "--version"], capture_output=True, text=True).stdout.splitlines()
        return f"{cc}: {out[0] if out else '?'}"
    except OSError:
        return cc


def wait_until_quiet(limit: float, log, threshold: float = 0.3, window: float = 10.0) -> float:
    """Wait (at most ``limit`` seconds) until other processes use less than ``threshold``
    CPUs over a ``window``; returns the foreign load of the last window."""
    t0 = time.perf_counter()
    while True:
        with Contention("quiet check") as c:
            time.sleep(window)
        Contention.samples.pop()
        if c.foreign_cpus < threshold or time.perf_counter() - t0 >= limit:
            return c.foreign_cpus
        log(f"  machine busy: other processes use {c.foreign_cpus:.2f} CPUs; waiting "
            f"({time.perf_counter() - t0:.0f} of {limit:.0f} s) ...")


def run_all(quick: bool, out_md: Path, fig_dir: Path, skip_parallel: bool, parallel_wait: float,
            quiet_wait: float = 0.0) -> int:
    import cref

    if quiet_wait > 0:
        print(f"waiting up to {quiet_wait:.0f} s for the machine to be quiet ...", flush=True)
        load = wait_until_quiet(quiet_wait, lambda m: print(m, flush=True))
        print(f"  foreign load now {load:.2f} CPUs; starting", flush=True)

    sizes = QUICK if quick else FULL
    repeats = QUICK_REPEATS if quick else FULL_REPEATS
    RetryBudget.seconds = 0.0 if quick else 360.0
    t_start = time.perf_counter()
    started = _dt.datetime.now().astimezone()

    def log(msg):
        print(msg, flush=True)

    tmp_root = Path(tempfile.mkdtemp(prefix="gamecheck-bench-"))
    try:
        numba_cache = tmp_root / "numba-cache"
        numba_cache.mkdir()
        runner = Runner(tmp_root, numba_cache, log)
        R: dict = {"mode": "quick" if quick else "full", "repeats": repeats, "games": {}, "notes": []}

        log("compiling the C reference ...")
        exes = {name: cref.compile_reference(tmp_root / "build", flags, name="retro" + str(i))
                for i, (name, flags) in enumerate(C_FLAGS.items())}
        R["machine"] = machine_info({"cc": _cc_version()})

        log("JIT: compiling the compact engine into an empty numba cache ...")
        R["jit"] = runner.run({"kind": "jit"})

        for gname, g in sizes.items():
            log(f"== {g['title']}")
            G: dict = {"cfg": g, "rows": {}}
            R["games"][gname] = G
            base = dict(spec=g["spec"], k=g["k"])
            compact_at: dict = {}

            def compact_size(bound, reps):
                if bound not in compact_at:
                    path = tmp_root / f"{gname}-compact-{bound}.npz"
                    res = runner.run(dict(base, kind="compact", bound=bound, repeats=reps, labels_out=str(path)))
                    if "error" in res:
                        raise RuntimeError(f"compact engine failed on {g['spec']} <= {bound}: {res['error']}")
                    res["labels"] = str(path)
                    compact_at[bound] = res
                return compact_at[bound]

            # --- compact and C at the full size
            full = compact_size(g["full"], repeats)
            ref = load_labels(full["labels"])
            G["rows"]["compact"] = full
            from gamecheck.domain import box_domain
            from gamecheck.games import make_ruleset

            r = make_ruleset(g["spec"])
            d = box_domain(r, g["full"], g["k"])
            for cname, exe in exes.items():
                for attempt in range(RETRIES + 1):
                    times, mem, walls = [], [], []
                    with Contention(f"{cname} implicit {g['spec']} {g['full']}") as cont:
                        for _ in range(repeats):
                            tm: dict = {}
                            labels, _s = cref.run_implicit(r, d, exe, timings=tm)
                            times.append(tm["seconds"])
                            walls.append(tm["wall"])
                            mem.append(tm["maxrss_bytes"])
                            keys = compare_labels(ref, labels, f"{cname} on {g['spec']} <= {g['full']}")
                            del labels
                    if not _is_busy(sum(walls), cont.foreign_cpus) or attempt == RETRIES or not RetryBudget.allows():
                        break
                    Contention.samples.pop()
                    log(f"  [{cname} implicit {g['spec']} {g['full']}] other processes were busy "
                        f"({cont.foreign_cpus:.2f} CPUs): waiting for quiet, measuring again")
                    RetryBudget.wait(log)
                log(f"  [{cname} implicit {g['spec']} {g['full']}] timed: {', '.join(f'{s:.3f}' for s in times)} s;"
                    f" labels identical ({', '.join(keys)}); other processes used {cont.foreign_cpus:.2f} CPUs")
                G["rows"][cname] = {"seconds": times, "c_wall": walls, "c_maxrss_bytes": max(mem),
                                    "positions": d.size, "options": full["options"], "compared": keys,
                                    "bound": g["full"]}
            del ref

            # --- plain memoised recursion
            ref_small = compact_size(g["memo"], repeats)
            path = tmp_root / f"{gname}-memo-{g['memo']}.npz"
            res = runner.run(dict(base, kind="memo", bound=g["memo"], labels_out=str(path)))
            if "error" not in res:
                res["compared"] = compare_labels(load_labels(ref_small["labels"]), load_labels(path),
                                                 f"memo on {g['spec']} <= {g['memo']}")
            G["rows"]["memo"] = res

            # --- networkx path
            ref_nx = compact_size(g["nx"], repeats)
            path = tmp_root / f"{gname}-nx-{g['nx']}.npz"
            res = runner.run(dict(base, kind="networkx", bound=g["nx"], labels_out=str(path)))
            if "error" not in res:
                res["compared"] = compare_labels(load_labels(ref_nx["labels"]), load_labels(path),
                                                 f"networkx on {g['spec']} <= {g['nx']}")
            G["rows"]["networkx"] = res
            # the networkx path at the full size: what its memory guard says (not run)
            if g["nx"] != g["full"]:
                from gamecheck.domain import available_memory, estimate_bytes
                from gamecheck.engine.graph import count_options

                n_opt = count_options(r, d)
                G["nx_full_estimate"] = {"bytes": estimate_bytes(d.size, 4 * n_opt),
                                         "allowed": available_memory() // 2,
                                         "projected_seconds": res["seconds"][0] * n_opt / max(1, res["options"])
                                         if "seconds" in res else None}

            # --- CSR path (build_csr + retrograde_compact; C on the same arrays)
            ref_csr = compact_size(g["csr"], repeats)
            path = tmp_root / f"{gname}-csr-{g['csr']}.npz"
            res = runner.run(dict(base, kind="csr", bound=g["csr"], repeats=repeats, labels_out=str(path),
                                  exe=str(exes["C -O2"])))
            if "error" not in res and "refused" not in res:
                res["compared"] = compare_labels(load_labels(ref_csr["labels"]), load_labels(path),
                                                 f"CSR path on {g['spec']} <= {g['csr']}")
            G["rows"]["csr"] = res
            if g["csr"] != g["full"] and not quick:
                res = runner.run(dict(base, kind="csr", bound=g["full"], repeats=1, labels_out="",
                                      exe=str(exes["C -O2"])))
                G["csr_full"] = res
            G["compact_at"] = {str(b): v for b, v in compact_at.items()}

        # --- parallel checking
        R["parallel"] = parallel_section(runner, quick, skip_parallel, parallel_wait, log)

        R["total_seconds"] = time.perf_counter() - t_start
        R["machine"]["load_end"] = os.getloadavg()
        R["contention"] = list(Contention.samples)
        R["started"] = started.isoformat(timespec="seconds")
        R["command"] = "python experiments/bench/run.py" + (" --quick" if quick else "")
        fig_dir.mkdir(parents=True, exist_ok=True)
        figs = make_figures(R, fig_dir)
        text = render(R, out_md, figs)
        atomic_write(out_md, text)
        log(f"wrote {out_md} and {', '.join(str(f) for f in figs)} in {R['total_seconds']:.0f} s")
        return 0
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)


def parallel_section(runner, quick, skip, wait, log) -> dict:
    out: dict = {"claim": PARALLEL_CLAIM, "bound": PARALLEL_BOUND["quick" if quick else "full"], "rows": {}}
    if skip:
        out["missing"] = "skipped (--skip-parallel)"
        return out
    target = ROOT / "gamecheck" / "parallel.py"
    t0 = time.perf_counter()
    while not target.exists() and time.perf_counter() - t0 < wait:
        log(f"  waiting for {target} ({time.perf_counter() - t0:.0f} s of {wait:.0f}) ...")
        time.sleep(min(30.0, wait))
    if not target.exists():
        out["missing"] = f"gamecheck/parallel.py does not exist (waited {wait:.0f} s)"
        return out
    log(f"== parallel checking: {PARALLEL_CLAIM} at bound {out['bound']}")
    reps = 1 if quick else 2
    base = dict(kind="parallel", claim=PARALLEL_CLAIM, bound=out["bound"], repeats=reps)
    for name, extra in (("check_claim (serial)", dict(mode="serial", workers=1)),
                        ("workers=1", dict(mode="local", workers=1)),
                        ("workers=2", dict(mode="local", workers=2)),
                        ("Dask LocalCluster (2 workers x 1 thread)", dict(mode="dask", workers=2))):
        res = runner.run(dict(base, **extra))
        if res.get("missing"):
            out["missing"] = res["missing"]
            return out
        out["rows"][name] = res
    return out


# ---------------------------------------------------------------------------
# Output


def atomic_write(path: Path, text: str) -> None:
    atomic_write_text(path, text)


def _save_fig(fig, path: Path) -> None:
    with atomic_open(path, "wb") as fh:
        fig.savefig(fh, format="png", dpi=110, bbox_inches="tight")


ENGINE_ORDER = ["compact", "C -O2", "C -O3 -march=native", "csr", "c_csr", "memo", "networkx"]
ENGINE_NAMES = {
    "compact": "compact (implicit, numba)",
    "C -O2": "C reference, implicit, -O2",
    "C -O3 -march=native": "C reference, implicit, -O3 -march=native",
    "csr": "CSR: retrograde_compact",
    "c_csr": "CSR: C reference, -O2",
    "memo": "memoised recursion (Python)",
    "networkx": "networkx path",
}


def _workloads(R):
    """(label, game, bound, {engine: median seconds}) per measured size."""
    out = []
    for gname, G in R["games"].items():
        g = G["cfg"]
        sizes: dict = {}
        for b, res in G["compact_at"].items():
            sizes.setdefault(int(b), {})["compact"] = median(res["seconds"])
        for eng in ("C -O2", "C -O3 -march=native"):
            if eng in G["rows"]:
                sizes[g["full"]][eng] = median(G["rows"][eng]["seconds"])
        for eng, key in (("memo", "memo"), ("networkx", "nx"), ("csr", "csr")):
            res = G["rows"].get(eng, {})
            if res.get("seconds"):
                sizes.setdefault(g[key], {})[eng] = median(res["seconds"])
            if eng == "csr" and res.get("c_seconds"):
                sizes.setdefault(g[key], {})["c_csr"] = median(res["c_seconds"])
        for b in sorted(sizes, reverse=True):
            n = int(G["compact_at"][str(b)]["positions"])
            out.append((f"{g['spec']}\n<= {b}\n({n:,} pos.)", gname, b, sizes[b]))
    return out


def make_figures(R, fig_dir: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    paths = []
    wl = _workloads(R)
    engines = [e for e in ENGINE_ORDER if any(e in w[3] for w in wl)]
    fig, ax = plt.subplots(figsize=(max(8, 1.5 * len(wl)), 5))
    width = 0.8 / max(1, len(engines))
    colors = plt.get_cmap("tab10")
    for i, e in enumerate(engines):
        xs = [j + (i - (len(engines) - 1) / 2) * width for j, w in enumerate(wl) if e in w[3]]
        ys = [w[3][e] for w in wl if e in w[3]]
        ax.bar(xs, ys, width, label=ENGINE_NAMES[e], color=colors(i))
    ax.set_yscale("log")
    ax.set_xticks(range(len(wl)))
    ax.set_xticklabels([w[0] for w in wl], fontsize=8)
    ax.set_ylabel("seconds (median, log scale)")
    ax.set_title(f"Labelling every position: outcome, misere, remoteness, Grundy ({R['mode']} run)")
    ax.legend(fontsize=8, ncol=4, loc="upper center", bbox_to_anchor=(0.5, -0.16), frameon=False)
    ax.grid(axis="y", which="both", alpha=0.3)
    p = fig_dir / "bench-labels.png"
    _save_fig(fig, p)
    plt.close(fig)
    paths.append(p)

    mem = _memory_rows(R)
    if mem:
        fig, ax = plt.subplots(figsize=(9, 0.35 * len(mem) + 1.5))
        labels = [f"{m['engine']} -- {m['where']}" for m in mem]
        ax.barh(range(len(mem)), [m["gross_bpp"] for m in mem], color="lightgray", label="gross (whole process)")
        ax.barh(range(len(mem)), [max(m["net_bpp"], 1e-3) for m in mem], color="tab:blue", height=0.5,
                label="net (increase during the run)")
        ax.set_yticks(range(len(mem)))
        ax.set_yticklabels(labels, fontsize=7)
        ax.set_xscale("log")
        ax.set_xlabel("peak bytes per position (log scale)")
        ax.invert_yaxis()
        ax.legend(fontsize=8)
        ax.grid(axis="x", which="both", alpha=0.3)
        p = fig_dir / "bench-memory.png"
        _save_fig(fig, p)
        plt.close(fig)
        paths.append(p)
    return paths


def _memory_rows(R):
    rows = []
    for gname, G in R["games"].items():
        g = G["cfg"]
        for eng in ENGINE_ORDER:
            if eng == "c_csr":
                res = G["rows"].get("csr", {})
                if res.get("c_maxrss_bytes"):
                    n = res["positions"]
                    rows.append(dict(engine=ENGINE_NAMES[eng], where=f"{g['spec']} <= {g['csr']}", n=n,
                                     peak=res["c_maxrss_bytes"], gross_bpp=res["c_maxrss_bytes"] / n,
                                     net_bpp=res["c_maxrss_bytes"] / n, reset=True))
                continue
            res = G["rows"].get(eng)
            if not res:
                continue
            if eng.startswith("C "):
                n = res["positions"]
                rows.append(dict(engine=ENGINE_NAMES[eng], where=f"{g['spec']} <= {g['full']}", n=n,
                                 peak=res["c_maxrss_bytes"], gross_bpp=res["c_maxrss_bytes"] / n,
                                 net_bpp=res["c_maxrss_bytes"] / n, reset=True))
            elif res.get("hwm", 0) > 0:
                n = res["positions"]
                bound = res["job"]["bound"]
                name = "CSR: build_csr + retrograde_compact" if eng == "csr" else ENGINE_NAMES[eng]
                rows.append(dict(engine=name, where=f"{g['spec']} <= {bound}", n=n, peak=res["hwm"],
                                 gross_bpp=res["hwm"] / n, net_bpp=(res["hwm"] - res["rss_before"]) / n,
                                 reset=res.get("peak_reset", False)))
    return rows


def _fmt_bytes(b):
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if b >= scale:
            return f"{b / scale:,.1f} {unit}"
    return f"{b:,.0f} B"


def _fmt_duration(s):
    if s >= 3600:
        return f"{s / 3600:,.1f} h"
    if s >= 60:
        return f"{s / 60:,.1f} min"
    return f"{s:,.1f} s"


def _fmt_s(x):
    if x is None:
        return "--"
    return f"{x:.3g}" if x < 100 else f"{x:.0f}"


def _fmt_ratio(x):
    if x is None:
        return "--"
    if x >= 100:
        return f"{x:,.0f}x"
    if x >= 10:
        return f"{x:.1f}x"
    return f"{x:.2f}x"


def render(R, out_md: Path, figs: list[Path]) -> str:
    m = R["machine"]
    L: list[str] = []
    add = L.append
    add("# Benchmarks: labelling engines and parallel checking")
    add("")
    add(f"Generated by `{R['command']}` on {R['started']} ({R['mode']} run, {R['total_seconds'] / 60:.1f} min). "
        "Every figure below was measured in this run, and every ratio is between two figures of this run "
        "at the same size. Times are medians of the repeats listed in the appendix; each engine ran in a "
        "fresh subprocess, one at a time.")
    if R["mode"] == "quick":
        add("")
        add("**This is a quick smoke run with small sizes; its ratios say little about the targets.**")
    add("")
    add("## Machine")
    add("")
    add(f"- CPU: {m.get('cpu', '?')}, {m.get('cpus')} logical CPUs; memory {m.get('memory_gib', 0):.1f} GiB "
        f"({m.get('available_gib', 0):.1f} GiB available at the start)")
    add(f"- load average (1/5/15 min) at the start {' / '.join(f'{x:.2f}' for x in m['load_start'])}, at the end "
        f"{' / '.join(f'{x:.2f}' for x in m['load_end'])} (the benchmark's own processes included)")
    add(f"- {m['platform']}; Python {m['python']}; numpy {m['numpy']}, numba {m['numba']} "
        f"(llvmlite {m['llvmlite']}), networkx {m['networkx']}, dask {m['dask']} / distributed {m['distributed']}")
    add(f"- C compiler: {m['cc']}; the reference `experiments/bench/retro.c` is compiled by the benchmark "
        "with `-std=c99 -O2` and with `-std=c99 -O3 -march=native`")
    jit = R.get("jit", {})
    if "warm_up_seconds" in jit:
        later = [res.get("warm_up_seconds") for G in R["games"].values() for res in G["compact_at"].values()]
        later = [x for x in later if x is not None]
        add(f"- JIT (reported apart from every timing below): `gamecheck.engine.compact.warm_up()` compiling every kernel "
            f"into an empty numba cache took **{jit['warm_up_seconds']:.2f} s** (import "
            f"{jit['import_seconds']:.2f} s); loading them from that cache in each later process took "
            f"{min(later):.2f}-{max(later):.2f} s (median {median(later):.2f} s)." if later else "")

    # ---- targets
    samples = [x for x in R.get("contention", []) if x[3] and x[1] >= 1.0]  # shorter than 1 s: jiffy noise
    if samples:
        worst = max(samples, key=lambda x: x[2])
        tw = sum(x[1] for x in samples)
        avg = sum(x[1] * x[2] for x in samples) / tw if tw else 0.0
        busy = [x for x in samples if _is_busy(x[1], x[2])]  # shorter than 1 s: jiffy noise
        add(f"- other processes' CPU use while the measurements ran (machine busy time minus the benchmark's "
            f"own, from `/proc/stat` and `getrusage`; a measurement of 1 s or more that saw more than "
            f"{BUSY_CPUS} CPUs of it was redone after waiting for quiet, up to {RETRIES} times and 6 minutes of "
            f"waiting in all (full runs only); the local "
            f"process pool of `check_claim_parallel` with 2 workers is left out, its forkserver's children are "
            f"not reaped by the benchmark): average {avg:.2f} CPUs, worst {worst[2]:.2f} CPUs "
            f"({worst[0]})" + (f"; {len(busy)} of {len(samples)} measurements saw more than 0.25 CPUs of "
                               "foreign load (of those lasting 1 s or more) -- **their figures may be slowed down**: "
                               + ", ".join(f"{x[0]} ({x[2]:.2f})" for x in busy[:12])
                               if busy else "; no measurement of 1 s or more saw more than 0.25 CPUs of foreign load"))
    add("")
    add("## Targets")
    add("")
    for line in _targets(R):
        add(line)
    add("")
    add("![labelling times](figures/bench-labels.png)")
    add("")

    # ---- per game tables
    for gname, G in R["games"].items():
        add(f"## {G['cfg']['title']}")
        add("")
        add(_game_table(G))
        add("")
        for note in _game_notes(G):
            add(note)
        add("")

    # ---- memory
    add("## Peak memory per position")
    add("")
    add("Peak resident memory (`VmHWM` of `/proc/self/status`). For the Python engines it is the worker "
        "process's peak during its first timed run, reset just before the run (`/proc/self/clear_refs`); "
        "*gross* divides the whole process's peak (interpreter, numpy, numba, ...) by the positions, *net* "
        "only its increase over what the process held before the run. The C program's figure is its own "
        "peak (gross = net: the process holds almost nothing else). `ru_maxrss` of a child would not do "
        "here: on Linux it includes the parent's memory image at spawn time.")
    add("")
    add("| engine | game, size | positions | peak MiB | gross B/position | net B/position |")
    add("|---|---|---:|---:|---:|---:|")
    for r in _memory_rows(R):
        add(f"| {r['engine']} | {r['where']} | {r['n']:,} | {r['peak'] / 2**20:,.0f} | {r['gross_bpp']:,.1f} | "
            f"{r['net_bpp']:,.1f} |")
    add("")
    if any(p.name == "bench-memory.png" for p in figs):
        add("![peak memory per position](figures/bench-memory.png)")
        add("")

    # ---- parallel
    add("## Positions checked per second (parallel checking)")
    add("")
    add(_parallel_text(R["parallel"]))
    add("")

    # ---- method
    add("## Method")
    add("")
    for line in METHOD:
        add(line)
    add("")
    add("## Appendix: every timing (seconds)")
    add("")
    for gname, G in R["games"].items():
        for eng, res in G["rows"].items():
            if res.get("seconds"):
                b = res.get("bound", res.get("job", {}).get("bound"))
                add(f"- {G['cfg']['spec']} <= {b}, {ENGINE_NAMES.get(eng, eng)}: "
                    + ", ".join(f"{s:.3f}" for s in res["seconds"])
                    + (f"; C -O2 on the same arrays: {', '.join(f'{s:.3f}' for s in res['c_seconds'])}"
                       if res.get("c_seconds") else "")
                    + (f"; build_csr {res['build_seconds']:.3f}" if res.get("build_seconds") else "")
                    + (f"; C wall incl. I/O: {', '.join(f'{s:.3f}' for s in res['c_wall'])}"
                       if res.get("c_wall") else ""))
        for b, res in G["compact_at"].items():
            add(f"- {G['cfg']['spec']} <= {b}, compact: " + ", ".join(f"{s:.3f}" for s in res["seconds"])
                + f" (warm-up {res['warm_up_seconds']:.2f})")
    for name, res in R["parallel"].get("rows", {}).items():
        if res.get("seconds"):
            add(f"- parallel {name}: " + ", ".join(f"{s:.3f}" for s in res["seconds"]))
    add("")
    return "\n".join(L) + "\n"


METHOD = [
    "- **Compact engine**: `gamecheck.engine.compact.label_implicit(ruleset, domain)`, the whole call (plan, numba "
    "kernel, unpacking into five numpy arrays), after `warm_up()`; options are generated on the fly, no graph "
    "is stored.",
    "- **C reference**: `experiments/bench/retro.c --implicit` runs the same algorithm as the compact "
    "kernel (one pass in increasing rank order over the box, options from the same rays of move vectors, the "
    "five labels packed in one int64 per position in the same layout, mex by a stamped `seen` array). Its "
    "time is measured inside the C program around the pass plus unpacking (reading the plan and writing the "
    "output file excluded), which favours C slightly. All five label arrays are asserted equal to the "
    "compact engine's.",
    "- **Memoised recursion**: a plain `functools.lru_cache` recursion in Python over position tuples "
    "(options from the same rays, no move descriptions), computing the same five labels; called once on the "
    "box's top corner, which reaches every position. Recursion depth is at most the longest play.",
    "- **networkx path**: `gamecheck.engine.label.label_domain(ruleset, domain, engine=\"networkx\")` -- "
    "`build_digraph` (one `DiGraph` edge per option with its move text), CSR arrays from the graph, then the "
    "pure-Python `gamecheck.engine.labels.retrograde`.",
    "- **CSR path**: `build_csr(ruleset, domain, engine=\"arrays\")` (timed apart) then "
    "`retrograde_compact(offsets, targets)`; the C reference in CSR mode runs on the very same arrays "
    "(its time includes building the predecessor lists, as `retrograde_compact`'s does).",
    "- Ratios are *baseline seconds / compact seconds* at the same size (above 1: the compact engine is "
    "faster); for the C reference the report also gives *compact / C* (the target asks for at most 2).",
]


def _ratio(a, b):
    return a / b if a and b else None


def _game_table(G) -> str:
    g = G["cfg"]
    rows = ["| engine | bound | positions | options | seconds | compact s, same size | baseline / compact |",
            "|---|---:|---:|---:|---:|---:|---:|"]
    comp_at = {int(b): v for b, v in G["compact_at"].items()}

    def line(name, bound, res_seconds, positions, options):
        cs = median(comp_at[bound]["seconds"]) if bound in comp_at else None
        rows.append(f"| {name} | {bound} | {positions:,} | {options:,} | {_fmt_s(res_seconds)} | {_fmt_s(cs)} | "
                    f"{_fmt_ratio(_ratio(res_seconds, cs))} |")

    full = G["rows"]["compact"]
    line(ENGINE_NAMES["compact"], g["full"], median(full["seconds"]), full["positions"], full["options"])
    for eng in ("C -O2", "C -O3 -march=native"):
        res = G["rows"].get(eng)
        if res:
            line(ENGINE_NAMES[eng], g["full"], median(res["seconds"]), res["positions"], res["options"])
    for eng, key in (("csr", "csr"), ("memo", "memo"), ("networkx", "nx")):
        res = G["rows"].get(eng, {})
        b = g[key]
        if res.get("seconds"):
            line(ENGINE_NAMES[eng], b, median(res["seconds"]), res["positions"], res["options"])
            if eng == "csr" and res.get("c_seconds"):
                line(ENGINE_NAMES["c_csr"], b, median(res["c_seconds"]), res["positions"], res["options"])
        else:
            why = res.get("refused") or res.get("error") or "not run"
            rows.append(f"| {ENGINE_NAMES[eng]} | {b} | | | not measured: {why.splitlines()[-1][:160]} | | |")
    return "\n".join(rows)


def _game_notes(G) -> list[str]:
    g = G["cfg"]
    out = []
    cmp_c = [G["rows"][e].get("compared") for e in ("C -O2",) if e in G["rows"]]
    if cmp_c and cmp_c[0]:
        out.append(f"- Labels identical (asserted) between the compact engine and the C reference at bound "
                   f"{g['full']}: {', '.join(cmp_c[0])}; and between the compact engine and each baseline at the "
                   "baseline's size.")
    csr = G["rows"].get("csr", {})
    if csr.get("build_seconds"):
        out.append(f"- CSR rows: `build_csr` (numpy, not included in the seconds above) took "
                   f"{csr['build_seconds']:.2f} s at bound {g['csr']}; the compact engine's implicit path "
                   "needs no such step.")
    est = G.get("nx_full_estimate")
    if est:
        proj = est.get("projected_seconds")
        fits = est["bytes"] <= est["allowed"]
        out.append(f"- networkx path at bound {g['full']}: not run. Its memory guard (`build_digraph`) estimates "
                   f"{_fmt_bytes(est['bytes'])} against {_fmt_bytes(est['allowed'])} allowed"
                   + (" (it would be refused)" if not fits else "")
                   + (f"; at the speed per option measured at bound {g['nx']} it would take about "
                      f"{_fmt_duration(proj)}." if proj else "."))
    cf = G.get("csr_full")
    if cf:
        if cf.get("refused"):
            out.append(f"- CSR path at bound {g['full']}: refused by `build_csr`'s memory guard -- "
                       f"\"{cf['refused']}\".")
        elif cf.get("seconds"):
            out.append(f"- CSR path at bound {g['full']}: build_csr {cf['build_seconds']:.2f} s, "
                       f"retrograde_compact {median(cf['seconds']):.2f} s, C -O2 on the same arrays "
                       f"{median(cf['c_seconds']):.2f} s.")
        elif cf.get("error"):
            out.append(f"- CSR path at bound {g['full']}: failed -- {cf['error'].splitlines()[-1]}")
    return out


def _targets(R) -> list[str]:
    out = []
    out.append("**1. The compact engine within 2x of the C reference** (same algorithm, implicit, full sizes):")
    out.append("")
    out.append("| game | positions | options | compact s | C -O2 s | compact / C -O2 | C -O3 -march=native s | "
               "compact / C -O3 native |")
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|")
    verdicts = []
    best = []
    for gname, G in R["games"].items():
        if gname == "sparse":
            continue
        c = median(G["rows"]["compact"]["seconds"])
        c2 = median(G["rows"]["C -O2"]["seconds"])
        c3 = median(G["rows"]["C -O3 -march=native"]["seconds"])
        res = G["rows"]["compact"]
        out.append(f"| {G['cfg']['spec']} <= {G['cfg']['full']} | {res['positions']:,} | {res['options']:,} | "
                   f"{_fmt_s(c)} | {_fmt_s(c2)} | **{c / c2:.2f}** | {_fmt_s(c3)} | **{c / c3:.2f}** |")
        verdicts.append((G["cfg"]["spec"], c / c2, c / c3))
        best.append(f"{G['cfg']['spec']} {min(G['rows']['compact']['seconds']) / min(G['rows']['C -O2']['seconds']):.2f} "
                    f"(-O2) and {min(G['rows']['compact']['seconds']) / min(G['rows']['C -O3 -march=native']['seconds']):.2f} "
                    "(-O3 native)")
    out.append("")
    out.append("With the fastest repeat of each instead of the medians: " + "; ".join(best) + ".")
    out.append("")
    ok2 = all(v[1] <= 2 for v in verdicts)
    ok3 = all(v[2] <= 2 for v in verdicts)
    out.append(f"Verdict: against `cc -O2` the target is **{'met' if ok2 else 'not met'}** "
               f"(worst {max(v[1] for v in verdicts):.2f}x); against `-O3 -march=native` (numba also compiles "
               f"for the host CPU) it is **{'met' if ok3 else 'not met'}** (worst {max(v[2] for v in verdicts):.2f}x).")
    out.append("")
    out.append("**2. At least 100x faster than the networkx path at 10^6 positions:**")
    out.append("")
    sp = R["games"].get("sparse")
    lines = []
    for gname, G in R["games"].items():
        res = G["rows"].get("networkx", {})
        if not res.get("seconds"):
            continue
        b = G["cfg"]["nx"]
        cs = median(G["compact_at"][str(b)]["seconds"])
        csr = G["rows"].get("csr", {})
        csr_s = median(csr["seconds"]) if csr.get("seconds") and G["cfg"]["csr"] == b else None
        lines.append((G["cfg"]["spec"], b, res["positions"], res["options"], median(res["seconds"]), cs, csr_s))
    out.append("| game | bound | positions | options | networkx s | compact s | networkx / compact | "
               "networkx / CSR path |")
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|")
    for spec, b, n, e, nx_s, cs, csr_s in lines:
        out.append(f"| {spec} | {b} | {n:,} | {e:,} | {_fmt_s(nx_s)} | {_fmt_s(cs)} | **{_fmt_ratio(nx_s / cs)}** | "
                   f"{_fmt_ratio(_ratio(nx_s, csr_s))} |")
    out.append("")
    at_million = [x for x in lines if x[2] >= 10**6]
    if at_million:
        worst = min(x[4] / x[5] for x in at_million)
        out.append(f"Verdict: at 10^6 positions (the sparse game, the only one of the three whose networkx graph "
                   f"fits in memory and finishes in about a minute at that size) the compact engine is "
                   f"**{_fmt_ratio(worst)}** faster: target **{'met' if worst >= 100 else 'not met'}**. "
                   "At the sizes where networkx runs for Nim and Wythoff (about 10^5 and 3*10^4 positions, "
                   "with 40-240 options per position) the ratios in the table are same-size ratios; at 10^6 "
                   "positions of those games the networkx path cannot run at all (see the memory-guard "
                   "estimates under each game).")
    else:
        out.append("Verdict: the networkx path was not measured at 10^6 positions in this run "
                   "(quick mode or failure); the same-size ratios above are all there is.")
    if sp is None:
        pass
    return out


def _parallel_text(P) -> str:
    if P.get("missing"):
        return f"Not measured: {P['missing']}."
    rows = P["rows"]
    lines = [f"Claim `{P['claim']}` (a P-position rule, Bouton's theorem for three Nim heaps) checked "
             f"exhaustively at bound {P['bound']} by `gamecheck.checker.parallel.check_claim_parallel`; "
             "positions checked per second = `positions_checked` / wall seconds of the call (median of the "
             "repeats). `check_claim` (serial, the retrograde path) is shown for reference. The Dask cluster is "
             "a `LocalCluster(n_workers=2, threads_per_worker=1)` started before the timing "
             "(its start-up is given apart).", "",
             "| run | verdict | positions | seconds | positions / s | ratio to workers=1 |",
             "|---|---|---:|---:|---:|---:|"]
    base = rows.get("workers=1", {})
    base_rate = None
    if base.get("seconds"):
        base_rate = base["positions_checked"][0] / median(base["seconds"])
    for name, res in rows.items():
        if not res.get("seconds"):
            lines.append(f"| {name} | failed | | | | {res.get('error', '').splitlines()[-1][:120] if res.get('error') else ''} |")
            continue
        s = median(res["seconds"])
        rate = res["positions_checked"][0] / s
        extra = f" (cluster start {res['cluster_start_seconds']:.1f} s)" if "cluster_start_seconds" in res else ""
        lines.append(f"| {name}{extra} | {res['verdicts'][0]} | {res['positions_checked'][0]:,} | {_fmt_s(s)} | "
                     f"{rate:,.0f} | {_fmt_ratio(_ratio(rate, base_rate))} |")
    lines.append("")
    lines.append(f"The machine has {os.cpu_count()} logical CPUs, so 2 workers is the most parallelism it can show.")
    return "\n".join(lines)


# ---------------------------------------------------------------------------


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="small sizes: a smoke test in under a minute")
    ap.add_argument("--out", default=str(ROOT / "reports" / "bench.md"), help="the report (default reports/bench.md)")
    ap.add_argument("--skip-parallel", action="store_true", help="leave out the parallel-checking section")
    ap.add_argument("--parallel-wait", type=float, default=0.0,
                    help="seconds to wait for gamecheck/parallel.py to appear (default 0)")
    ap.add_argument("--wait-quiet", type=float, default=0.0, metavar="SECONDS",
                    help="first wait up to SECONDS until other processes use < 0.3 CPUs (default 0: start at once)")
    ap.add_argument("--worker", nargs=2, metavar=("JOB", "RESULT"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        job = json.loads(Path(args.worker[0]).read_text())
        try:
            res = worker(job)
        except Exception:
            traceback.print_exc()
            return 1
        Path(args.worker[1]).write_text(json.dumps(res))
        return 0
    out = Path(args.out)
    return run_all(args.quick, out, out.parent / "figures", args.skip_parallel, args.parallel_wait, args.wait_quiet)


if __name__ == "__main__":
    sys.exit(main())
