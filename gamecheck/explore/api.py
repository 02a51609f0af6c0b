"""Grundy sequences of one-heap games, with certified periodicity: the public face of
:mod:`gamecheck.explore` (``gc.explore.octal("0.77", n=400)``).

>>> import gamecheck as gc
>>> seq = gc.explore.octal("0.77", n=400)      # Kayles
>>> seq.period, seq.preperiod, seq.certified
(12, 71, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import functools
import hashlib
import inspect
import json
import os
import time
from pathlib import Path

import numpy as np

from gamecheck import args as _args
from gamecheck.args import public
from gamecheck.notebook import html_table
from gamecheck.flags import command_words
from gamecheck.claims import MAX_PROVE_BITS
from gamecheck.engine.graph import ENGINES
from gamecheck.errors import GamecheckError, ResourceLimitError, UsageError
from gamecheck.position import MAX_PARTS
from gamecheck.engine.periodicity import Periodicity
from gamecheck.engine.sparse import ValuesOnDisk, check_threads, sparse_applies, threads_for
from gamecheck.domain import available_memory
from gamecheck.atomic import atomic_write_text, check_target, shown_path
from gamecheck.explore.emit import EMITTED_KINDS, emit_claims as write_claims
from gamecheck.explore.savefile import SEQUENCE_FORMAT, load_sequence, save_sequence, sequence_path
from gamecheck.explore.run import (
    DEFAULT_N, MAX_AUTO_N, Exploration, certified_sequence, explore_coin_sequence, explore_ruleset, explore_sequence,
)
from gamecheck.games.takebreak import heap_game, heap_game_names, is_heap_game, parse_octal
from gamecheck.games import REGISTRY, lookup, make_ruleset
from gamecheck.games.custom import load_game
from gamecheck.games.heap import as_heap_game
from gamecheck.games.nim import Nim
from gamecheck.engine.misere import GENUS_TERMS, Genus, genus_sequence, nim_heap_terms
from gamecheck.engine.quotient import MAX_QUOTIENT_HEAP, MisereQuotient
from gamecheck.engine.quotient import misere_quotient as _misere_quotient

__all__ = [
    "GrundySequence", "octal", "sequence", "explore", "GenusTable", "genus_table", "GENUS_HEAPS", "save_sequence",
    "misere_quotient", "MisereQuotient",
    "load_sequence", "resolve_heap_game", "SEQUENCE_FORMAT",
]


@dataclass(frozen=True, repr=False)
class GrundySequence:
    """The Grundy values ``g(0..n)`` of a one-heap game and their periodicity.

    Returned by :func:`octal` and :func:`sequence`.

    Attributes
    ----------
    game : gamecheck.games.heap.HeapRules
        The heap game (its ``title``, e.g. ``"octal game 0.77 (Kayles)"``).
    values : numpy.ndarray
        int64 array of length ``n + 1``: ``values[h]`` is the Grundy value of one heap of ``h``
        counters.
    period, preperiod : int or None
        The smallest period ``p`` and its preperiod ``e`` (``g(h + p) = g(h)`` for ``h >= e``),
        ``None`` when no period was found.
    certified : bool
        True only when a theorem guarantees the period for every heap size (Guy and Smith 1956
        for octal games; the subtraction-game window for finite subtraction sets), not only up
        to ``n``.
    certificate : str
        The theorem and range checked, or why the period is not certified.
    notes : tuple of str
        The extensions made when the certificate asked for more values.
    periodicity : gamecheck.engine.periodicity.Periodicity
        The full periodicity record.

    Examples
    --------
    >>> import gamecheck as gc
    >>> seq = gc.explore.octal("0.77", n=400)
    >>> seq
    GrundySequence(octal game 0.77 (Kayles), n=400: certified periodic from n = 71 with period 12)
    >>> seq.n, seq.values[:12].tolist()
    (400, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6])
    >>> gc.explore.octal("0.07", n=100).certified        # Dawson's Kayles: its period starts later
    False

    References
    ----------
    R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc.
    52 (1956): the periodicity theorem for octal games. E. R. Berlekamp, J. H. Conway and
    R. K. Guy, *Winning Ways for your Mathematical Plays* (1982), ch. 4.
    """

    game: Any
    values: np.ndarray
    period: int | None
    preperiod: int | None
    certified: bool
    certificate: str
    notes: tuple[str, ...]
    periodicity: Periodicity

    @property
    def n(self) -> int:
        """The largest heap size computed."""
        return len(self.values) - 1

    def __repr__(self) -> str:
        return f"GrundySequence({self.game.title}, n={self.n}: {self.periodicity.status()})"

    def _repr_html_(self) -> str:
        head = " ".join(str(int(v)) for v in self.values[:40]) + (" ..." if len(self.values) > 40 else "")
        return html_table([("game", self.game.title), ("g(0..)", head), ("period", self.period),
                           ("preperiod", self.preperiod), ("certified", self.certified),
                           ("certificate", self.certificate)])


def _sequence(game: Any, n: int | None) -> GrundySequence:
    values, per, notes, _ = (certified_sequence(game, int(n), max_n=int(n)) if n is not None
                             else certified_sequence(game, DEFAULT_N, max_n=MAX_AUTO_N))
    return GrundySequence(game=game, values=values, period=per.period, preperiod=per.preperiod,
                          certified=per.certified, certificate=per.certificate, notes=tuple(notes),
                          periodicity=per)


@public
def octal(code: str, n: int | None = None) -> GrundySequence:
    """The Grundy sequence of an octal or hexadecimal game and its certified periodicity.

    Parameters
    ----------
    code : str
        The code, e.g. ``"0.77"`` (Kayles), ``"0.07"`` (Dawson's Kayles), ``"4.0"``, ``"0.F"``,
        or a name (``"kayles"``, ``"dawson"``); or a code in CGSuite's general notation
        (``"4!.0"``, Grundy's game; ``"{2+}.0"``; ``"0.[3]"``; see the guide page "Take-and-break
        codes"), whose period is only observed: the Guy–Smith theorem is not applied to it.
    n : int, optional
        Compute ``g(0..n)``; an explicit ``n`` is never extended. ``None``: 2,000 values, extended
        (doubling, up to 65,536) while the Guy–Smith certificate needs more.

    Returns
    -------
    GrundySequence
        The values, the period and preperiod, and whether a theorem certifies them.

    Raises
    ------
    UsageError
        A malformed code or a negative ``n``.
    ResourceLimitError
        A sequence too large for memory or the time limit.

    Examples
    --------
    >>> import gamecheck as gc
    >>> seq = gc.explore.octal("0.77", n=400)      # Kayles
    >>> seq.period, seq.preperiod, seq.certified
    (12, 71, True)
    >>> seq.certificate[:48]
    'Guy–Smith periodicity theorem (Guy & Smith 1956;'
    >>> [int(v) for v in gc.explore.octal("4!.0", n=12).values]   # Grundy's game, OEIS A002188
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]

    References
    ----------
    Guy and Smith (1956), "The G-values of various games": if ``g(n + p) = g(n)`` for
    ``e <= n < 2e + p + t`` (``t`` the largest number of counters a move removes), then for every
    ``n >= e``. Berlekamp, Conway and Guy, *Winning Ways*, ch. 4.
    """
    _args.text("code", code, where="gc.explore.octal(): ")
    n = _args.integer("n", n, 0, MAX_N, optional=True, where="gc.explore.octal(): ")
    return _sequence(parse_octal(code), n)


#: the options :func:`sequence` takes beside its arguments
SEQUENCE_OPTIONS = ("subtraction_set", "all_but", "predicate")
#: the largest heap size an explicit ``n`` may ask for (the memory guard refuses what does not fit)
MAX_N = 1 << 40
#: the predicates of a predicate subtraction game
PREDICATES = ("squares", "primes", "fibonacci")


def _heap_set(name: str, value: Any, where: str) -> str | None:
    """A subtraction set or all-but set: text such as ``"1,3,6"`` or a list of positive ints
    (given as the text the command line takes)."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)) and value:
        return ",".join(str(_args.integer(f"{name}[{i}]", v, 1, where=where)) for i, v in enumerate(value))
    raise UsageError(f"{where}{name}={_args.shown(value)} is not allowed; give text such as '1,3,6' or a list of "
                     "positive integers")


def _heap_options(where: str, arg: Any, subtraction_set: Any, all_but: Any, predicate: Any) -> dict[str, Any]:
    """The checked arguments that describe a one-heap game (``arg``, the sets, the predicate)."""
    _args.text("arg", arg, optional=True, where=where)
    return {"subtraction_set": _heap_set("subtraction_set", subtraction_set, where),
            "all_but": _heap_set("all_but", all_but, where),
            "predicate": _args.choice("predicate", predicate, PREDICATES, optional=True, where=where)}


@public
def sequence(name: str, arg: str | None = None, n: int | None = None, **options: Any) -> GrundySequence:
    """The Grundy sequence of any one-heap game ``gamecheck explore`` knows.

    Parameters
    ----------
    name : str
        ``"octal"``, ``"subtraction"``, ``"all-but"``, ``"grundy"``, ``"lasker"``,
        ``"take-half"``, ``"kayles"``, ... (``gamecheck explore --help`` lists them).
    arg : str, optional
        The code or set, e.g. ``"0.137"`` or ``"1,3,4"``.
    n : int, optional
        As for :func:`octal`.
    **options
        ``subtraction_set``, ``all_but``, ``predicate`` (``"squares"``, ``"primes"``,
        ``"fibonacci"``).

    Returns
    -------
    GrundySequence
        The values and their periodicity, certified where a theorem allows (the window of a finite
        subtraction set; Guy–Smith for octal codes).

    Raises
    ------
    UsageError
        An unknown game or a bad argument.
    ResourceLimitError
        A sequence too large for memory or the time limit.

    Examples
    --------
    >>> import gamecheck as gc
    >>> s = gc.explore.sequence("subtraction", "1,3,4", n=50)
    >>> s.values[:14].tolist(), s.period, s.preperiod, s.certified
    ([0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2], 7, 0, True)

    References
    ----------
    Berlekamp, Conway and Guy, *Winning Ways* (1982), ch. 4, and Siegel, *Combinatorial Game
    Theory* (2013), ch. IV: a finite subtraction game's value depends only on the previous
    ``max(S)`` values, so ``max(S)`` consecutive values repeated ``p`` later repeat for ever.
    """
    where = "gc.explore.sequence(): "
    _args.text("name", name, where=where)
    _args.reject_unknown(where, options, SEQUENCE_OPTIONS)
    opts = _heap_options(where, arg, options.get("subtraction_set"), options.get("all_but"), options.get("predicate"))
    n = _args.integer("n", n, 0, MAX_N, optional=True, where=where)
    return _sequence(heap_game(name, arg, **opts), n)


#: the files of a state folder (``explore --state``)
STATE_VALUES, STATE_META = "values.npz", "state.json"


def _explore_with_state(where: str, state: Any, checkpoint_seconds: Any, ruleset: str, arg: str | None, *,
                        n: int | None, start: Any, load: Any, save: Any, game_file: Any, **kw: Any) -> Exploration:
    """``explore(..., state=DIR)``: a one-heap game's run checkpointed to ``DIR`` and continued
    from it (see :func:`explore`)."""
    if load is not None or save is not None or start is not None:
        raise UsageError("state= keeps the values itself; give it without load=, save= or start=")
    secs = _args.number("checkpoint_seconds", checkpoint_seconds, 0.0, 86_400.0, low_open=True, where=where)
    heap = resolve_heap_game(ruleset, arg, game_file=game_file, subtraction_set=kw.pop("subtraction_set"),
                             all_but=kw.pop("all_but"), predicate=kw.pop("predicate"))
    if heap is None or heap.periodicity_theorem is None:
        what = "this ruleset" if heap is None else heap.title
        raise UsageError(f"state= keeps long runs of octal, finite subtraction and all-but games, not of {what}")
    folder = Path(_args.path("state", state, where=where))
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"state={shown_path(folder)}: a file is in the way of the state folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ResourceLimitError(f"state={shown_path(folder)}: cannot create the folder ({exc.strerror})") from None
    values_file, meta_file = folder / STATE_VALUES, folder / STATE_META
    progress = kw.get("progress")
    meta = _read_state_meta(meta_file)
    if meta is not None and meta.get("values_file"):
        return _explore_on_disk(heap, folder, meta, n, secs, kw)
    if not values_file.exists() and sparse_applies(heap) is not None and _values_on_disk_wanted(
            n if n is not None else kw.get("max_n")):
        return _explore_on_disk(heap, folder, None, n, secs, kw)
    resumed = 0
    if values_file.exists():
        if progress is not None:
            progress(f"reading and verifying {shown_path(values_file)[:60]}")
        start = load_sequence(values_file, heap)  # every value checked by the mex rule; another game's refused
        resumed = len(start)
    t0 = [time.monotonic()]

    def checkpoint(values: np.ndarray, target: int) -> None:
        save_sequence(values_file, heap, values)
        meta = {"format": 1, "game": heap.spec(), "done": int(len(values)), "target": int(target),
                "written": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        atomic_write_text(meta_file, json.dumps(meta, sort_keys=True) + "\n")

    result = explore_sequence(heap, n, start=start, checkpoint=checkpoint, checkpoint_seconds=secs, **kw)
    result.notes.append(f"state kept in {shown_path(folder)}: g(0..{len(result.values) - 1:,}) in {STATE_VALUES}"
                        + (f", continued from {resumed:,} stored values" if resumed else "")
                        + f" ({time.monotonic() - t0[0]:.1f} s)")
    return result


#: ``GAMECHECK_VALUES_ON_DISK``: ``1`` keeps a state run's values in a memory-mapped file whatever
#: their size, ``0`` never; unset, they go to disk when they would take more than a quarter of
#: the available memory
VALUES_ON_DISK_ENV = "GAMECHECK_VALUES_ON_DISK"
#: the file of values kept on disk (``uint16``; ``values.u32`` past 65,535)
STATE_RAW = "values.u16"


def _values_on_disk_wanted(n: int | None) -> bool:
    """Whether a state run to heap ``n`` keeps its values on disk (see :data:`VALUES_ON_DISK_ENV`)."""
    raw = os.environ.get(VALUES_ON_DISK_ENV, "").strip()
    if raw in ("1", "0"):
        return raw == "1"
    if raw:
        raise UsageError(f"{VALUES_ON_DISK_ENV}={raw!r} is not allowed; give 1 (values on disk) or 0 (in memory)")
    return n is not None and 4 * (n + 1) > available_memory() // 4


def _read_state_meta(meta_file: Path) -> dict[str, Any] | None:
    if not meta_file.exists():
        return None
    try:
        meta = json.loads(meta_file.read_text())
    except (OSError, ValueError) as exc:
        raise UsageError(f"{shown_path(meta_file)}: not a state file of gamecheck ({exc})") from None
    return meta if isinstance(meta, dict) else None


def _sha256_of(values: np.ndarray, h: Any = None, start: int = 0) -> Any:
    """``h`` (a new SHA-256 when ``None``) updated with the bytes of ``values[start:]``, a chunk at
    a time (a memory-mapped file is read once, without a copy of it)."""
    h = hashlib.sha256() if h is None else h
    step = 1 << 24
    for a in range(start, len(values), step):
        h.update(memoryview(np.ascontiguousarray(values[a: a + step])).cast("B"))
    return h


def _explore_on_disk(heap: Any, folder: Path, meta: dict[str, Any] | None, n: int | None, secs: float,
                     kw: dict[str, Any]) -> Exploration:
    """A state run whose values live in a memory-mapped file of ``folder`` (``values.u16``, or
    ``values.u32`` past 65,535) rather than in memory: the engine writes them there, a
    checkpoint flushes them and records in ``state.json`` how many there are and their SHA-256,
    and a run continued from the folder trusts exactly the values whose hash matches (the values
    are not checked by the mex rule again: at 2^30 heaps that would take as long as computing
    them; a periodicity certificate recomputes the values it reads)."""
    progress = kw.get("progress")
    done = 0
    h = None
    path = folder / STATE_RAW
    if meta is not None:
        name = str(meta.get("values_file"))
        if meta.get("game") != heap.spec():
            raise UsageError(f"{shown_path(folder)} keeps the values of another game ({meta.get('game')}), not of "
                             f"{heap.title}")
        if name not in (STATE_RAW, "values.u32") or not (folder / name).is_file():
            raise UsageError(f"{shown_path(folder)}: the values file {name!r} named by {STATE_META} is missing")
        path = folder / name
        done = int(meta.get("done", 0))
        dtype = np.uint32 if path.suffix == ".u32" else np.uint16
        if done < 0 or path.stat().st_size < done * np.dtype(dtype).itemsize:
            raise UsageError(f"{shown_path(path)} holds fewer values than the {done:,} {STATE_META} records")
        if progress is not None:
            progress(f"checking the SHA-256 of {done:,} stored values")
        stored = np.memmap(path, dtype=dtype, mode="r", shape=(max(done, 1),))[:done]
        h = _sha256_of(stored)
        if h.hexdigest() != meta.get("sha256"):
            raise UsageError(f"{shown_path(path)}: the stored values do not match the SHA-256 recorded in "
                             f"{STATE_META}; they were changed or damaged -- remove the folder to start again")
        del stored
    t0 = time.monotonic()
    hashed = [done, h, path.name]

    def checkpoint(values: np.ndarray, target: int) -> None:
        if isinstance(values, np.memmap):
            values.flush()
        name = disk.path.name
        if name != hashed[2]:  # the values widened to uint32: a new file, hashed from the start
            hashed[:] = [0, None, name]
        hashed[1] = _sha256_of(values, hashed[1], hashed[0])
        hashed[0] = len(values)
        meta = {"format": 1, "game": heap.spec(), "done": int(len(values)), "target": int(target),
                "values_file": name, "dtype": str(values.dtype), "sha256": hashed[1].copy().hexdigest(),
                "written": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        atomic_write_text(folder / STATE_META, json.dumps(meta, sort_keys=True) + "\n")
        if name != STATE_RAW and (folder / STATE_RAW).exists():
            (folder / STATE_RAW).unlink()

    with ValuesOnDisk(path, done) as disk:
        result = explore_sequence(heap, n, start=None, checkpoint=checkpoint, checkpoint_seconds=secs, **kw)
    result.notes.append(f"state kept in {shown_path(folder)}: g(0..{len(result.values) - 1:,}) in {disk.path.name}, "
                        "memory-mapped (the values on disk, not in memory)"
                        + (f", continued from {done:,} stored values (their SHA-256 checked)" if done else "")
                        + f" ({time.monotonic() - t0:.1f} s)")
    return result


def _on_threads(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run ``fn`` with its ``threads=`` keyword as the setting of every sequence it starts
    (:class:`gamecheck.engine.sparse.threads_for`); ``fn`` declares it, for its signature and
    docs, and never sees it."""
    @functools.wraps(fn)
    def inner(*args: Any, threads: int | None = None, **kwargs: Any) -> Any:
        if threads is None:
            return fn(*args, **kwargs)
        try:
            n = check_threads(threads)
        except UsageError as exc:
            raise UsageError(f"gc.explore.explore(): {exc}") from None
        with threads_for(n):
            return fn(*args, **kwargs)

    inner.__signature__ = inspect.signature(fn)  # type: ignore[attr-defined]
    return inner


@public
@_on_threads
def explore(ruleset: str, arg: str | None = None, *, params: dict[str, Any] | None = None,
            heaps: int | None = None, n: int | None = None, bound: int | None = None,
            subtraction_set: str | None = None, all_but: str | None = None, predicate: str | None = None,
            check: bool = True, prove_bits: int | None = 8, prove_timeout: float = 10.0,
            max_candidates: int = 10, engine: str = "auto",
            progress: Callable[[str], None] | None = None, game_file: str | None = None,
            max_n: int | None = None, seconds: float | None = None, start: np.ndarray | None = None,
            on_values: Callable[[int, int, float, str], None] | None = None,
            load: str | os.PathLike[str] | None = None, save: str | os.PathLike[str] | None = None,
            emit_claims: str | os.PathLike[str] | None = None, state: str | os.PathLike[str] | None = None,
            checkpoint_seconds: float = 60.0, threads: int | None = None) -> Exploration:
    """Explore a game: its Grundy sequence (one-heap games) or P-positions (rulesets of
    several parts), the period, and candidate rules handed to the checker and the prover.

    A one-heap game (octal and hexadecimal codes, subtraction games with a finite, all-but or
    predicate set, Grundy's game, Lasker's Nim, take-half) gets its Grundy sequence
    ``g(0..n)``, its preperiod and period, certified where a theorem allows (finite subtraction
    sets; Guy and Smith 1956 for octal games). Any other ruleset is labelled on a bounded domain.

    Parameters
    ----------
    ruleset : str
        A heap-game name (``"octal"``, ``"kayles"``, ``"subtraction"``, ...) or a ruleset spec
        (``"wythoff"``, ``"nim"``).
    arg : str, optional
        The code or set of a heap game (``"0.77"``, ``"1,3,4"``).
    params : dict, optional
        Ruleset parameters (``{"m": 3}``).
    heaps : int, optional
        The number of parts.
    n : int, optional
        One-heap games: compute ``g(0..n)`` (never extended). Without it, a game a periodicity
        theorem certifies (octal codes, finite and all-but subtraction sets) grows its sequence, doubling
        ``n``, until the period is certified or ``max_n`` / ``seconds`` is reached
        (:func:`~gamecheck.explore.run.grow_sequence`); other one-heap games compute 2,000 values
        (more while a certificate asks for them). A coin-turning game (``mock-turtles``, ``ruler``,
        ``turning(turns=[1,2,3])``, ...): the single-coin Grundy values ``g(0..n)`` by the mex
        recursion (:func:`~gamecheck.explore.run.explore_coin_sequence`).
    bound : int, optional
        Rulesets of several parts: every part ``0..bound``.
    subtraction_set, all_but, predicate : str, optional
        Describe a subtraction game.
    check : bool, default True
        Check each candidate rule at a larger bound.
    prove_bits : int or None, default 8
        The bit width the prover tries each candidate at; ``None`` skips the prover.
    prove_timeout : float, default 10.0
        The prover's wall-clock safety net per query, in seconds.
    max_candidates : int, default 10
        The most candidate rules evaluated.
    engine : {"auto", "arrays", "networkx", "compact"}
        The labelling engine.
    cli_args : sequence of str
        The command-line arguments that reproduce a multi-part exploration (for the report).
    progress : callable, optional
        Called with a short text before each stage.
    game_file : str, optional
        A game file of your own instead of ``ruleset`` (``ruleset`` is then ignored): a heap game
        gets its Grundy sequence, a general game is labelled on the box ``0..bound``.
    max_n, seconds : optional
        The limits of growing (defaults: 2^25 heaps, ``GAMECHECK_TIME_LIMIT`` or 600 s).
    start : numpy.ndarray, optional
        Grundy values saved earlier (:func:`load_sequence`), continued from instead of
        recomputed.
    load : path, optional
        A file of Grundy values saved earlier (``.npz``): read safely, every value checked by
        the mex rule (:func:`load_sequence`), then continued from (as ``start``).
    save : path, optional
        Save the values computed to this file (:func:`save_sequence`; checked before the
        computation starts); the result's notes say where.
    on_values : callable, optional
        Progress of the computation: ``on_values(done, target, values_per_second,
        candidate_period_text)``.
    emit_claims : path, optional
        Write the candidate rules, with their verdicts, to this claims file (TOML, atomically;
        :func:`gamecheck.explore.emit.emit_claims`), which ``gamecheck check`` and ``gamecheck
        prove`` read unchanged; the result's notes say where. The path is checked before the
        exploration starts (its folder must exist), and a one-heap game whose rules are tested
        on the computed sequence only (an octal code, Grundy's game: no ruleset the checker
        rebuilds) is refused then.
    state : path, optional
        A folder that keeps a long run of an octal, finite subtraction or all-but game:
        ``values.npz`` (the values so far, written atomically at least every
        ``checkpoint_seconds`` of computing, after each step and at the end, Ctrl-C included)
        and ``state.json`` (the game, the heaps done, the target). Given again, the run
        continues from the stored values, each checked by the mex rule first; values of
        another game are refused. Not with ``load``, ``save`` or ``start``.
    checkpoint_seconds : float, default 60
        With ``state``: the most seconds of computing a killed run can lose.
    threads : {1, 2}, optional
        The threads an octal game's sequence (the sparse-space method) may use: 2 computes
        the class-1 candidates of a round of heaps on one thread while both threads check the
        round before (the values are the same). Default: ``GAMECHECK_THREADS``, else 2 when
        the process may use two CPUs.

    Returns
    -------
    gamecheck.explore.run.Exploration
        The values or P-positions, the periodicity, the candidates with the checker's and the
        prover's verdicts, the engine and the times.

    Raises
    ------
    UsageError
        An unknown game, or options that do not fit it (``bound`` for a one-heap game, ``n`` for
        a multi-part ruleset, ...).
    ResourceLimitError
        A sequence or domain too large for memory or the time limit.

    Examples
    --------
    >>> import gamecheck as gc
    >>> e = gc.explore.explore("subtraction", "1,3,4", n=100, prove_bits=None)
    >>> e.kind, e.periodicity.period, [c.rule for c in e.candidates]
    ('sequence', 7, ['n % 7 in (0, 2)', '(0, 1, 0, 1, 2, 3, 2)[n % 7]'])
    >>> w = gc.explore.explore("nim", heaps=2, bound=10, prove_bits=None)
    >>> w.kind, w.p_count, w.candidates[0].rule
    ('positions', 11, 'x1 == x2')

    References
    ----------
    Guy and Smith (1956), "The G-values of various games": certified periods of octal games.
    Berlekamp, Conway and Guy, *Winning Ways* (1982), ch. 4: subtraction games.
    """
    where = "gc.explore.explore(): "
    _args.text("ruleset", ruleset, optional=game_file is not None, where=where)
    hopts = _heap_options(where, arg, subtraction_set, all_but, predicate)
    subtraction_set, all_but, predicate = hopts["subtraction_set"], hopts["all_but"], hopts["predicate"]
    params = _args.mapping("params", params, where=where)
    heaps = _args.integer("heaps", heaps, 1, MAX_PARTS, optional=True, where=where)
    n = _args.integer("n", n, 0, MAX_N, optional=True, where=where)
    bound = _args.integer("bound", bound, 0, (1 << 31) - 1, optional=True, where=where)
    check = _args.flag("check", check, where=where)
    prove_bits = _args.integer("prove_bits", prove_bits, 1, MAX_PROVE_BITS, optional=True, where=where)
    prove_timeout = _args.number("prove_timeout", prove_timeout, 0.0, 86_400.0, low_open=True, where=where)
    max_candidates = _args.integer("max_candidates", max_candidates, 1, 10_000, where=where)
    _args.choice("engine", engine, ENGINES, where=where)
    _args.function("progress", progress, where=where)
    _args.function("on_values", on_values, where=where)
    _args.path("game_file", game_file, optional=True, where=where)
    max_n = _args.integer("max_n", max_n, 0, MAX_N, optional=True, where=where)
    seconds = _args.number("seconds", seconds, 0.0, 30 * 86_400.0, optional=True, low_open=True, where=where)
    if start is not None and not isinstance(start, np.ndarray):
        raise UsageError(f"{where}start={_args.shown(start)} is not allowed; give a numpy array of Grundy values "
                         "(gc.explore.load_sequence) or None")
    if save is not None:  # checked before computing (a folder, a device, a missing folder: refused)
        sequence_path(_args.path("save", save, where=where))
    if emit_claims is not None:  # checked before computing, as save= is
        claims_path = check_target(_args.path("emit_claims", emit_claims, where=where), make_parents=False,
                                   what=f"{where}emit_claims: cannot write '{shown_path(emit_claims)}'")
        _emittable(where, ruleset, arg, params, heaps, game_file, subtraction_set, all_but, predicate)
        result = explore(ruleset, arg, params=params, heaps=heaps, n=n, bound=bound,
                         subtraction_set=subtraction_set, all_but=all_but, predicate=predicate, check=check,
                         prove_bits=prove_bits, prove_timeout=prove_timeout, max_candidates=max_candidates,
                         engine=engine, progress=progress, game_file=game_file, max_n=max_n, seconds=seconds,
                         start=start, on_values=on_values, load=load, save=save, state=state,
                         checkpoint_seconds=checkpoint_seconds)
        emittable = result.ruleset_spec is not None or result.heap_spec is not None
        if not emittable or not any(cand.kind in EMITTED_KINDS for cand in result.candidates):
            result.notes.append(f"no claims file written (emit_claims=): explore found no candidate rule to write "
                                f"to {shown_path(claims_path)}")
        else:
            written = write_claims(result, claims_path)
            result.notes.append(f"{len(written)} candidate rule(s) written as claims to {shown_path(claims_path)} "
                                "(emit_claims=)")
        return result
    if state is not None:
        return _explore_with_state(where, state, checkpoint_seconds, ruleset, arg, n=n, check=check,
                                   prove_bits=prove_bits, prove_timeout=prove_timeout, max_candidates=max_candidates,
                                   progress=progress, game_file=game_file, max_n=max_n, seconds=seconds,
                                   start=start, on_values=on_values, load=load, save=save,
                                   subtraction_set=subtraction_set, all_but=all_but, predicate=predicate)
    if load is not None or save is not None:
        heap = resolve_heap_game(ruleset, arg, game_file=game_file, subtraction_set=subtraction_set,
                                 all_but=all_but, predicate=predicate)
        if heap is None:
            raise UsageError(f"{'load' if load is not None else 'save'}= is for one-heap games "
                             "(their Grundy sequences)")
        if load is not None:
            if start is not None:
                raise UsageError("give start= or load=, not both")
            if progress is not None:
                progress(f"reading and verifying {_args.shown(str(load))[:60]}")
            start = load_sequence(_args.path("load", load, where=where), heap)
        if save is not None:
            result = explore(ruleset, arg, params=params, heaps=heaps, n=n, bound=bound,
                             subtraction_set=subtraction_set, all_but=all_but, predicate=predicate, check=check,
                             prove_bits=prove_bits, prove_timeout=prove_timeout, max_candidates=max_candidates,
                             engine=engine, progress=progress, game_file=game_file, max_n=max_n, seconds=seconds,
                             start=start, on_values=on_values)
            if result.values is not None:
                saved = save_sequence(save, heap, result.values)
                result.notes.append(f"values g(0..{len(result.values) - 1:,}) saved to {saved}")
            return result
    p = dict(params or {})
    k = heaps if heaps is not None else p.get("heaps")
    if game_file is not None:
        rs = load_game(game_file)
        if as_heap_game(rs) is not None:
            if bound is not None:
                raise UsageError("bound= is for general games; for a heap game give n=N")
            return explore_sequence(rs, n, check=check, prove_bits=prove_bits, prove_timeout=prove_timeout,
                                    max_candidates=max_candidates, progress=progress, max_n=max_n, seconds=seconds,
                                    start=start, on_values=on_values)
        if n is not None:
            raise UsageError("n= is for heap games; for a general game give bound=B")
        return explore_ruleset(rs, bound, check=check, prove_bits=prove_bits, prove_timeout=prove_timeout,
                               max_candidates=max_candidates, engine=engine, progress=progress,
                               args=command_words(game_file=game_file, bound=bound))
    m = p.get("m")
    one_heap = is_heap_game(ruleset) and (k in (None, 1)) and m is None and not (set(p) - {"heaps"})
    if not one_heap and (max_n is not None or seconds is not None or start is not None):
        raise UsageError("max_n=, seconds= and start= are for one-heap games (their Grundy sequences)")
    if is_heap_game(ruleset) and (k in (None, 1)) and m is None and not (set(p) - {"heaps"}):
        if bound is not None:
            raise UsageError("bound= is for multi-part rulesets; for a one-heap game give n=N")
        game = heap_game(ruleset, arg, subtraction_set=subtraction_set, all_but=all_but, predicate=predicate)
        return explore_sequence(game, n, check=check, prove_bits=prove_bits, prove_timeout=prove_timeout,
                                max_candidates=max_candidates, progress=progress, max_n=max_n, seconds=seconds,
                                start=start, on_values=on_values)
    if all_but is not None or predicate is not None:
        raise UsageError("all_but= and predicate= describe one-heap games; drop heaps=")
    if arg is not None:
        raise UsageError(f"unexpected argument '{arg}' for ruleset '{ruleset}'; give parameters with -p KEY=VALUE")
    try:
        lookup(ruleset.split("(")[0])
    except UsageError:
        raise UsageError(
            f"unknown game '{ruleset}'; explore takes a one-heap game ({', '.join(heap_game_names())}) "
            f"or a ruleset ({', '.join(sorted(REGISTRY))})") from None
    if k is not None:
        p["heaps"] = k
    if subtraction_set is not None:
        p["set"] = subtraction_set
    rs = make_ruleset(ruleset, p)
    if n is not None:
        if rs.coin_values(0) is not None:  # a coin-turning game: its single-coin Grundy values g(0..n)
            if bound is not None:
                raise UsageError("give n= (the single-coin values g(0..n)) or bound= (a row of coins), not both")
            return explore_coin_sequence(rs, n, args=[ruleset] + command_words(params=dict(params or {}), n=n),
                                         max_candidates=max_candidates)
        raise UsageError("n= is for one-heap games and coin-turning games; for a multi-part ruleset give bound=B")
    if rs.arity is None:
        rs = rs.with_arity(rs.default_arity or 2)
    given = {k: v for k, v in p.items() if k not in ("heaps", "set")}
    args = [ruleset] + command_words(subtraction_set=subtraction_set, params=given, heaps=rs.arity, bound=bound)
    return explore_ruleset(rs, bound, check=check, prove_bits=prove_bits, prove_timeout=prove_timeout,
                           max_candidates=max_candidates, engine=engine, progress=progress, args=args)


def _emittable(where: str, ruleset: str | None, arg: str | None, params: dict[str, Any] | None, heaps: int | None,
               game_file: str | None, subtraction_set: str | None, all_but: str | None, predicate: str | None) -> None:
    """Refuse ``emit_claims=`` for a one-heap game whose candidates are tested on the computed
    sequence only and whose ruleset the checker cannot rebuild from its spec (every built-in
    heap game and every game file's heap game can be rebuilt: their candidates become claims
    about one heap, :func:`gamecheck.explore.emit.claims_toml`)."""
    p = dict(params or {})
    k = heaps if heaps is not None else p.get("heaps")
    if game_file is None and not (isinstance(ruleset, str) and is_heap_game(ruleset) and k in (None, 1)
                                  and p.get("m") is None and not (set(p) - {"heaps"})):
        return
    heap = resolve_heap_game(ruleset, arg, game_file=game_file, subtraction_set=subtraction_set, all_but=all_but,
                             predicate=predicate)
    if heap is not None and heap.checker_ruleset() is None and _rebuilt(heap) is None:
        raise UsageError(f"{where}emit_claims= writes claims that the checker repeats, but the rules of "
                         f"{heap.title} are tested on its computed sequence only (no ruleset the checker rebuilds); "
                         "explore it without emit_claims=")


def _rebuilt(heap: Any) -> Any:
    """The heap game rebuilt from its spec (the claims' ruleset), or ``None`` when the spec does
    not give it back."""
    try:
        spec = heap.spec()
        rs = make_ruleset(spec)
        return rs if rs.spec() == spec else None
    except GamecheckError:
        return None


#: the heaps ``explore --misere`` covers by default (take-and-break games split a heap into
#: many multisets, so the work grows quickly)
GENUS_HEAPS = 30


@dataclass(frozen=True, repr=False)
class GenusTable:
    """Conway's genus of one heap of each size ``0 .. n`` of a heap game (misère play).

    Returned by :func:`genus_table`.

    Attributes
    ----------
    game : gamecheck.games.heap.HeapRules or gamecheck.games.nim.Nim
        The heap game (Nim or a :class:`~gamecheck.games.heap.HeapRules`).
    genera : list of gamecheck.engine.misere.Genus
        ``genera[h]`` is the genus of a heap of ``h``.

    Examples
    --------
    >>> import gamecheck as gc
    >>> t = gc.explore.genus_table("kayles", n=6)
    >>> [str(g) for g in t.genera]
    ['0^120', '1^031', '2^20', '3^31', '1^031', '4^146', '3^31']

    References
    ----------
    J. H. Conway, *On Numbers and Games* (1976), ch. 12; Berlekamp, Conway and Guy, *Winning
    Ways* (1982), ch. 13: the genus and tame games.
    """

    game: Any
    genera: list[Genus]

    def nim_like(self, h: int) -> bool:
        """Whether heap ``h`` has the genus of the nim-heap of its Grundy value (``0^120``,
        ``1^031``, ``g^g(g^2)`` for ``g >= 2``; Winning Ways ch. 13): the first sign of a tame heap.

        Parameters
        ----------
        h : int
            The heap size, ``0 .. n``.

        Returns
        -------
        bool
            True when the genus is a nim-heap's.

        Examples
        --------
        >>> import gamecheck as gc
        >>> t = gc.explore.genus_table("kayles", n=6)
        >>> t.nim_like(4), t.nim_like(5)
        (True, False)
        """
        gen = self.genera[h]
        return gen.terms == nim_heap_terms(gen.grundy, len(gen.terms))

    def to_json(self) -> dict[str, Any]:
        """The JSON document of ``gamecheck explore GAME --misere --json``.

        Returns
        -------
        dict
            ``{"game", "play": "misere", "terms", "heaps": [{"heap", "genus", "grundy",
            "misere_grundy", "terms", "misere_outcome", "nim_like"}]}``.

        Examples
        --------
        >>> import gamecheck as gc
        >>> gc.explore.genus_table("kayles", n=6).to_json()["heaps"][5]["genus"]
        '4^146'
        """
        return {"game": getattr(self.game, "title", str(self.game)), "play": "misere",
                "terms": len(self.genera[0].terms) if self.genera else 0,
                "heaps": [{"heap": h, **gen.to_json(), "misere_outcome": "P" if gen.misere_grundy == 0 else "N",
                           "nim_like": self.nim_like(h)} for h, gen in enumerate(self.genera)]}


@public
def genus_table(ruleset: str | None, arg: str | None = None, *, n: int | None = None, terms: int = GENUS_TERMS,
                game_file: str | None = None, subtraction_set: str | None = None, all_but: str | None = None,
                predicate: str | None = None) -> GenusTable:
    """Misère play of a heap game: the genus of each heap ``0 .. n`` (``gamecheck explore
    --misere``; :mod:`gamecheck.engine.misere`).

    Parameters
    ----------
    ruleset : str or None
        A one-heap game as for :func:`explore` (``"nim"`` too); ``None`` with ``game_file``.
    arg, subtraction_set, all_but, predicate : str, optional
        As for :func:`explore`.
    n : int, optional
        The largest heap (default :data:`GENUS_HEAPS`).
    terms : int, default GENUS_TERMS
        Terms of each genus, 1 to 32.
    game_file : str, optional
        A heap game of your own (a game file with ``heap-moves``).

    Returns
    -------
    GenusTable
        The genus of every heap ``0 .. n``.

    Raises
    ------
    UsageError
        Not a heap game, or bad arguments.
    ResourceLimitError
        Too many positions (give a smaller ``n``).

    Examples
    --------
    >>> import gamecheck as gc
    >>> t = gc.explore.genus_table("kayles", n=6)
    >>> str(t.genera[5]), t.nim_like(5)
    ('4^146', False)

    References
    ----------
    J. H. Conway, *On Numbers and Games* (1976), ch. 12: the genus ``g^(l0 l1 ...)``, with
    ``lk`` the misère Grundy value of the heap plus ``k`` nim-heaps of size 2.
    """
    where = "gc.explore.genus_table(): "
    _args.text("ruleset", ruleset, optional=True, where=where)
    hopts = _heap_options(where, arg, subtraction_set, all_but, predicate)
    subtraction_set, all_but, predicate = hopts["subtraction_set"], hopts["all_but"], hopts["predicate"]
    _args.path("game_file", game_file, optional=True, where=where)
    n = GENUS_HEAPS if n is None else _args.integer("n", n, 0, MAX_N, where=where)
    terms = _args.integer("terms", terms, 1, 32, where=where)
    game = _misere_heap_game(ruleset, arg, game_file, subtraction_set, all_but, predicate, "(misère play)")
    return GenusTable(game=game, genera=genus_sequence(game, n, terms))


@public
def resolve_heap_game(ruleset: str | None, arg: str | None = None, *, game_file: str | None = None,
                      subtraction_set: str | None = None, all_but: str | None = None,
                      predicate: str | None = None) -> Any:
    """The one-heap game ``explore`` would compute a sequence for, or ``None`` (a ruleset of
    several parts); used to check ``--load`` files before the computation starts.

    Parameters
    ----------
    ruleset : str or None
        A heap-game name or a ruleset spec, as for :func:`explore`.
    arg, subtraction_set, all_but, predicate : str, optional
        As for :func:`explore`.
    game_file : str, optional
        A game file of your own.

    Returns
    -------
    gamecheck.games.heap.HeapRules or None
        The heap game, or ``None`` for a ruleset of several parts (or a general game file).

    Raises
    ------
    UsageError
        Bad arguments, or a game file that cannot be read.

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.explore.resolve_heap_game("octal", "0.77").title
    'octal game 0.77 (Kayles)'
    >>> gc.explore.resolve_heap_game("wythoff") is None
    True
    """
    where = "gc.explore.resolve_heap_game(): "
    _args.text("ruleset", ruleset, optional=True, where=where)
    hopts = _heap_options(where, arg, subtraction_set, all_but, predicate)
    subtraction_set, all_but, predicate = hopts["subtraction_set"], hopts["all_but"], hopts["predicate"]
    _args.path("game_file", game_file, optional=True, where=where)
    if game_file is not None:
        rs = load_game(game_file)
        return as_heap_game(rs)
    if ruleset is not None and is_heap_game(ruleset):
        return heap_game(ruleset, arg, subtraction_set=subtraction_set, all_but=all_but, predicate=predicate)
    return None


def _misere_heap_game(ruleset: str | None, arg: str | None, game_file: str | None, subtraction_set: str | None,
                      all_but: str | None, predicate: str | None, what: str) -> Any:
    """Nim or the one-heap game of ``explore --misere`` (a game file's heap game too)."""
    if game_file is not None:
        game = load_game(game_file)
        if as_heap_game(game) is None:
            raise UsageError(f"{game_file} is a general game; explore {what} is for heap games (heap-moves)")
        return game
    if ruleset is not None and ruleset.strip().lower() == "nim":
        return Nim()
    if ruleset is not None and is_heap_game(ruleset):
        return heap_game(ruleset, arg, subtraction_set=subtraction_set, all_but=all_but, predicate=predicate)
    raise UsageError(f"explore {what} takes nim or a one-heap game ({', '.join(heap_game_names())}) or "
                     f"game_file=FILE with heap-moves, not {ruleset!r}")


@public
def misere_quotient(ruleset: str | None, arg: str | None = None, *, max_heap: int | None = None,
                    seconds: float | None = None, game_file: str | None = None, subtraction_set: str | None = None,
                    all_but: str | None = None, predicate: str | None = None,
                    on_heap: Callable[[int, int, str], None] | None = None) -> MisereQuotient:
    """The misère quotient of a heap game (``gamecheck explore GAME --misere --quotient``;
    :mod:`gamecheck.engine.quotient`, after Plambeck and Siegel 2008).

    Parameters
    ----------
    ruleset : str or None
        A one-heap game as for :func:`explore` (``"nim"`` too); ``None`` with ``game_file``.
    arg, subtraction_set, all_but, predicate : str, optional
        As for :func:`explore`.
    max_heap : int, optional
        Cover the sums of heaps up to this size; ``None`` grows the bound until the heaps'
        elements have a certified period (or the time runs out: the quotient so far).
    seconds : float, optional
        The most seconds of computing (default ``GAMECHECK_TIME_LIMIT`` or 600).
    game_file : str, optional
        A heap game of your own.
    on_heap : callable, optional
        Called as ``on_heap(heap, order, period_text)`` as the bound grows.

    Returns
    -------
    MisereQuotient
        The quotient: order, P-portion, presentation, tameness, the heaps' elements and their
        period.

    Raises
    ------
    UsageError
        Not a heap game, or bad arguments.
    ResourceLimitError
        ``max_heap`` not reached in time, or a quotient too large.

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.explore.misere_quotient("nim", max_heap=3).presentation
    '<a, b | a^2 = 1, b^3 = b>'
    >>> q = gc.explore.misere_quotient("subtraction", subtraction_set="1,2")
    >>> q.order, q.tame, (q.preperiod, q.period), q.certified
    (6, True, (0, 3), True)

    References
    ----------
    T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", J. Combin. Theory A
    115 (2008): misère quotients and the quotient periodicity theorem.
    """
    where = "gc.explore.misere_quotient(): "
    _args.text("ruleset", ruleset, optional=True, where=where)
    hopts = _heap_options(where, arg, subtraction_set, all_but, predicate)
    _args.path("game_file", game_file, optional=True, where=where)
    max_heap = _args.integer("max_heap", max_heap, 0, MAX_QUOTIENT_HEAP, optional=True, where=where)
    seconds = _args.number("seconds", seconds, 0, 1e9, optional=True, low_open=True, where=where)
    on_heap = _args.function("on_heap", on_heap, where=where)
    game = _misere_heap_game(ruleset, arg, game_file, hopts["subtraction_set"], hopts["all_but"], hopts["predicate"],
                             "(the misère quotient)")
    return _misere_quotient(game, max_heap, seconds=seconds, on_heap=on_heap)
