"""Saved Grundy sequences (``gamecheck explore --save FILE`` / ``--load FILE``): written
atomically, read without trusting the file, and verified before they are used.

A saved sequence is an ``.npz`` archive (numpy) with two members: ``values`` (the Grundy
values ``g(0..N)``, unsigned 16 or 32 bits, or int64) and ``meta`` (UTF-8 JSON: the format
tag :data:`SEQUENCE_FORMAT`, the game as :meth:`~gamecheck.games.heap.HeapRules.to_json`
gives it, and ``n = N``).

Reading (:func:`load_sequence`) never unpickles, checks the archive's members, their declared
sizes and ``.npy`` headers before decompressing anything, and holds the total to half the
available memory (:func:`gamecheck.atomic.read_npz`).  Then every value is checked against
the **mex rule** (Sprague 1935; Grundy 1939): ``g(h)`` must be the least value that no
option of a heap of ``h`` has, computed from the values before it (:func:`verify_values`).
Octal games whose moves leave at most two heaps are checked by the sparse-space verifier
(Gangolli and Plambeck 1989; :func:`gamecheck.engine.sparse.verify_two_heap_values`), which
reads the values and computes none -- about as long as computing them by the sparse-space
method; other games are checked by computing the sequence again with the engine and
comparing, stopping at the first difference (the first heap whose saved value breaks the mex
rule: every value before it agrees, so its options have the same values).  A file that fails
is refused, naming the heap: it is corrupt, or not this game's values.
"""

from __future__ import annotations

import json
import os
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Callable

import numpy as np

from gamecheck.args import public
from gamecheck.atomic import NpzMember, atomic_open, npz_target, read_npz, shown_path
from gamecheck.domain import available_memory
from gamecheck.errors import SequenceTooLarge, UsageError, ValuesMismatchError, printable
from gamecheck.engine.sequences import SequenceRun, options_values
from gamecheck.engine.sparse import sparse_applies, verify_two_heap_values
from gamecheck.games.heap import as_heap_game

__all__ = ["SEQUENCE_FORMAT", "LOADABLE_KINDS", "save_sequence", "load_sequence", "sequence_path", "verify_values",
           "first_bad_heap", "verification_of"]

#: the format tag of a saved Grundy sequence (``--save`` / ``--load``)
SEQUENCE_FORMAT = "gamecheck-grundy-sequence-1"
#: the kinds of heap games whose saved sequences ``explore --load`` continues (a periodicity
#: theorem certifies them, so they are explored open-ended: octal codes, finite subtraction sets,
#: all-but subtraction sets)
LOADABLE_KINDS = ("octal", "subtraction", "all-but")  # the games with a periodicity_theorem
#: the largest ``meta`` member read (it is a few hundred bytes of JSON)
_MAX_META = 1 << 16


#: an empty file name, as messages show it


def _game_key(game: Any) -> tuple[str, tuple[str, ...]]:
    return (str(game.kind), tuple(str(a) for a in game.explore_args()))


def _check_game(game: Any, where: str) -> None:
    if as_heap_game(game) is None:
        raise UsageError(f"{where}: game={printable(repr(game))[:60]} is not a heap game; build one with "
                         "gamecheck.games.takebreak.heap_game(...) or parse_octal(...)")


def _as_values(values: Any, where: str) -> np.ndarray:
    """``values`` as a 1-d integer array of non-negative Grundy values (no copy when it is one)."""
    try:
        arr = np.asarray(values)
    except (TypeError, ValueError, OverflowError):
        arr = None
    if arr is None or arr.ndim != 1 or (arr.size and arr.dtype.kind not in "iu"):
        shape = "?" if arr is None else f"{arr.ndim}-d {arr.dtype}"
        raise UsageError(f"{where}: the values must be a 1-d array of non-negative integers (Grundy values), "
                         f"not {shape}")
    if arr.size and arr.dtype.kind == "i" and int(arr.min()) < 0:
        i = int(np.argmax(arr < 0))
        raise UsageError(f"{where}: the values must be non-negative Grundy values; heap {i:,} has {int(arr[i])}")
    return arr


# -- where a sequence is written --------------------------------------------------------------------

def sequence_path(path: str | os.PathLike[str], what: str | None = None) -> Path:
    """The file :func:`save_sequence` writes for ``path`` (``.npz`` appended when missing),
    checked before any work is done (``explore --save`` checks it before computing).

    The name given is checked first, so a device (``/dev/full``) is refused as it is and never
    gets ``.npz`` appended; then the name with ``.npz`` (see :func:`gamecheck.atomic.check_target`:
    a regular file, a symlink to one, or a new name, in a folder that exists).

    Args:
        path: the name given (``gamecheck explore --save FILE``, ``save_sequence(path, ...)``).
        what: how messages name it (default ``"the save file 'PATH'"``).

    Returns:
        the path to write.

    Raises:
        UsageError: (exit 2, one line) an empty name, a folder, a device, a FIFO, a symlink
            loop, a missing folder.
    """
    return npz_target(path, what or f"the save file {shown_path(path)}")


@public
def save_sequence(path: str | os.PathLike[str], game: Any, values: Any) -> Path:
    """Write a Grundy sequence ``g(0..N)`` of a heap game to ``path`` (``.npz``, written
    atomically: a temporary file beside it, renamed over it), so that ``explore --load`` can
    extend it later.

    Parameters
    ----------
    path : str or os.PathLike
        The file (``.npz`` appended when missing; see :func:`sequence_path`).
    game : gamecheck.games.heap.HeapRules
        The heap game the values belong to.
    values : array_like
        1-d array of the non-negative Grundy values ``g(0..N)`` (stored as ``uint16``, or
        ``uint32``/``int64`` when a value needs it).

    Returns
    -------
    pathlib.Path
        The path written.

    Raises
    ------
    UsageError
        A path that may not be written (:func:`sequence_path`), values that are not a 1-d array of
        non-negative integers, a game that is not a heap game.
    ResourceLimitError
        The disk is full (nothing is left behind).

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> seq = gc.explore.octal("0.77", n=400)
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     gc.explore.save_sequence(pathlib.Path(folder, "kayles"), seq.game, seq.values).name
    'kayles.npz'
    """
    _check_game(game, "save_sequence()")
    vals = _as_values(values, "save_sequence()")
    p = sequence_path(path, what=f"cannot write '{shown_path(path)}'")
    top = int(vals.max()) if vals.size else 0
    dtype = np.uint16 if top < 1 << 16 else np.uint32 if top < 1 << 32 else np.int64
    meta = {"format": SEQUENCE_FORMAT, "game": game.to_json(), "n": int(vals.size) - 1}
    with atomic_open(p, "wb", make_parents=False) as fh:
        np.savez_compressed(fh, values=vals.astype(dtype, copy=False),
                            meta=np.frombuffer(json.dumps(meta).encode("utf-8"), dtype=np.uint8))
    return p


# -- verification -----------------------------------------------------------------------------------

def _next_pow2_above(x: int) -> int:
    """The least power of two above ``x``, at least 64 (the verifier's value range ``V``)."""
    v = 64
    while v <= x:
        v *= 2
    return v


def _two_heap_mex(values: np.ndarray, split: Any, n: int) -> int:
    """The mex of the option values of heap ``n`` in an octal game whose moves leave at most
    two heaps (``split``: :class:`gamecheck.engine.sparse.Split`), read from ``values[:n]``."""
    parts = [np.zeros(1, dtype=np.int64)] if any(int(k) == n for k in split.whole) else []
    for k in split.takes:
        if int(k) < n:  # taking k and leaving one heap of n - k
            parts.append(np.asarray(values[n - int(k): n - int(k) + 1], dtype=np.int64))
    for k in split.splits:
        m = n - int(k)
        if m < 2:
            continue
        a = np.arange(1, m // 2 + 1)
        if split.unequal:
            a = a[2 * a != m]
        parts.append(np.asarray(values[a], dtype=np.int64) ^ np.asarray(values[m - a], dtype=np.int64))
    seen = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)
    present = np.zeros(seen.size + 1, dtype=bool)
    present[seen[seen <= seen.size]] = True
    return int(np.argmin(present))


def _interruptible(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` run in a worker thread while this one waits, so that Ctrl-C stops the
    wait at once (a compiled kernel that releases the interpreter lock, like the sparse-space
    verifier, would otherwise hold the interrupt until it returns); the worker is a daemon
    and ends with the process."""
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["value"] = fn(*args)
        except BaseException as exc:  # handed to the waiting thread
            box["error"] = exc

    worker = threading.Thread(target=work, name="gamecheck-verify", daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(0.1)
    if "error" in box:
        raise box["error"]
    return box["value"]


def _sparse_first_bad(game: Any, split: Any, values: np.ndarray, what: str) -> tuple[int | None, int | None]:
    """The first heap breaking the mex rule, by the sparse-space verifier, within the memory
    allowed: its tables grow with the largest value (``V``, the next power of two above it:
    about ``33 V`` bytes), so a value too large for them is first checked against the mex of
    its options, computed from the (verified) values before it."""
    n = len(values)
    if n == 0:
        return None, None
    top = int(values.max())
    isz = 2 if top < 1 << 16 else 4
    copy = 0 if values.dtype == (np.uint16 if isz == 2 else np.uint32) and values.flags.c_contiguous else n * isz
    base = n * (4 + isz) + copy  # the rare-heap lists (int32 and the values' type) and a compact copy
    budget = available_memory() // 2
    if base + 33 * _next_pow2_above(top) <= budget:
        bad = _interruptible(verify_two_heap_values, values, game.digits, n - 1)
        return (None, None) if bad is None else (bad, _two_heap_mex(values, split, bad))
    vmax = 64
    while base + 33 * 2 * vmax <= budget and 2 * vmax <= 1 << 32:
        vmax *= 2
    if base + 33 * vmax > budget:
        raise SequenceTooLarge(f"{what}: checking its {n:,} values needs about {(base + 33 * vmax) / 2**30:.2f} GiB, "
                               f"more than the {budget / 2**30:.2f} GiB allowed (half the available memory)")
    f = int(np.argmax(values >= vmax))  # the first value too large for the tables
    if f:
        bad = _interruptible(verify_two_heap_values, values[:f], game.digits, f - 1)
        if bad is not None:
            return bad, _two_heap_mex(values, split, bad)
    mex = _two_heap_mex(values, split, f)
    if mex != int(values[f]):
        return f, mex
    raise SequenceTooLarge(
        f"{what}: heap {f:,} has the Grundy value {int(values[f]):,}; checking and continuing values that large "
        f"needs more than the {budget / 2**30:.2f} GiB allowed (half the available memory)")


def _recomputed_first_bad(game: Any, values: np.ndarray, what: str) -> tuple[int | None, int | None]:
    """The first heap breaking the mex rule, found by computing the sequence again with the
    engine, a block at a time, and comparing: at the first difference every value before it
    agrees, so the computed value there is the mex of its options' saved values."""
    n = len(values)
    if not game.compiled_sequence:  # a heap game of your own: the mex rule over its options
        for h in range(n):
            opts = options_values(game, values, h)
            mex = 0
            while mex in opts:
                mex += 1
            if mex != int(values[h]):
                return h, mex
        return None, None
    run = SequenceRun(game)
    a, step = 0, 1 << 12
    while a < n:
        b = min(n, a + step)
        if not run.extend(b - 1):
            raise SequenceTooLarge(f"{what}: checking its {n:,} values means computing them again, which would not "
                                   f"fit in memory past n = {run.done - 1:,}")
        got = run.values_view()[a:b]
        diff = np.flatnonzero(got != values[a:b])
        if diff.size:
            i = int(diff[0])
            return a + i, int(got[i])
        a, step = b, min(step * 2, 1 << 20)
    return None, None


def first_bad_heap(game: Any, values: Any, *, what: str = "values") -> tuple[int | None, int | None, str]:
    """The first heap ``h`` whose value breaks the mex rule against the values before it:
    ``values[h] != mex{value of each option of a heap of h}``, an option's value being the
    nim-sum of its heaps' values (Sprague 1935; Grundy 1939).

    Args:
        game: a :class:`~gamecheck.games.heap.HeapRules`.
        values: 1-d array of non-negative integers, ``values[h]`` claimed to be ``g(h)``.
        what: how messages name the values.

    Returns:
        ``(h, mex, method)``: the heap and the mex of its options there, or ``(None, None,
        method)`` when every value obeys the rule; ``method`` says how they were checked.

    Raises:
        UsageError: values that are not a 1-d array of non-negative integers, or ``game``
            not a heap game.
        SequenceTooLarge: (exit 3) the check would not fit in half the available memory.

    Cost: octal games whose moves leave at most two heaps -- the sparse-space verifier
    (Gangolli and Plambeck 1989), near-linear where the game's values split into a rare and a
    common class, about the time the sparse-space method takes to compute them; other games --
    the time to compute the values again (linear for finite subtraction sets).
    """
    _check_game(game, what)
    vals = _as_values(values, what)
    split = sparse_applies(game) if game.octal_digits() is not None else None
    if split is not None:
        bad, mex = _sparse_first_bad(game, split, vals, what)
        return bad, mex, "the sparse-space verifier (reads the values, computes none)"
    bad, mex = _recomputed_first_bad(game, vals, what)
    return bad, mex, "computing them again and comparing"


def verify_values(game: Any, values: Any, *, what: str = "values",
                  progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Check every value against the mex rule (see :func:`first_bad_heap`).

    Args:
        game: a :class:`~gamecheck.games.heap.HeapRules`.
        values: 1-d array of non-negative integers, claimed to be ``g(0..N)``.
        what: how the message names the values, e.g. ``"--load s.npz"``.
        progress: called with a short text before the check.

    Returns:
        ``{"values": N + 1, "verified": True, "method": text, "seconds": float}``.

    Raises:
        ValuesMismatchError: (a UsageError, exit 2) naming the first heap whose value breaks
            the rule, its value and the mex of its options: the values are corrupt or not this
            game's (attributes ``n``, ``given``, ``expected``).
        SequenceTooLarge: (exit 3) the check would not fit in memory.
    """
    t0 = time.perf_counter()
    if progress is not None:
        progress(f"checking the {len(values):,} saved values against the mex rule")
    bad, mex, method = first_bad_heap(game, values, what=what)
    if bad is not None:
        given = int(values[bad])
        raise ValuesMismatchError(
            f"{what}: heap {bad:,} has the value {given:,}, but the mex of its options' values is {mex:,} (the mex "
            f"rule, checked against the values before it): corrupt or not this game's values ({game.title})",
            bad, given, mex)
    return {"values": int(len(values)), "verified": True, "method": method,
            "seconds": round(time.perf_counter() - t0, 3)}


#: arrays returned by :func:`load_sequence`, verified for a game: id -> (weak reference, game key, info)
_VERIFIED: dict[int, tuple[Any, tuple, dict[str, Any]]] = {}


def _remember(arr: np.ndarray, game: Any, info: dict[str, Any]) -> None:
    key = id(arr)
    _VERIFIED[key] = (weakref.ref(arr, lambda _r, key=key: _VERIFIED.pop(key, None)), _game_key(game), info)


def verification_of(values: Any, game: Any) -> dict[str, Any] | None:
    """How ``values`` were verified for ``game`` when they are the (read-only) array
    :func:`load_sequence` returned for it, else ``None`` (then they must be verified)."""
    entry = _VERIFIED.get(id(values))
    if entry is None or entry[0]() is not values or not isinstance(values, np.ndarray) or values.flags.writeable:
        return None
    try:
        return dict(entry[2]) if entry[1] == _game_key(game) else None
    except Exception:  # a game without explore_args: not the game the values were verified for
        return None


# -- reading ----------------------------------------------------------------------------------------

@public
def load_sequence(path: str | os.PathLike[str], game: Any, *,
                  progress: Callable[[str], None] | None = None) -> np.ndarray:
    """The Grundy values saved by :func:`save_sequence` for ``game``, read safely and verified.

    The file is read by :func:`gamecheck.atomic.read_npz` (nothing unpickled; members, declared
    sizes and ``.npy`` headers checked before decompressing; at most half the available memory,
    counting the verifier's lists); ``values`` must hold integers (1-d) and ``meta`` a JSON
    object with ``format`` = :data:`SEQUENCE_FORMAT`, ``game`` (an object with ``kind`` and
    ``spec``) equal to ``game``'s, and ``n`` = the number of values less one.  Then every value
    is checked against the mex rule (:func:`verify_values`).

    Parameters
    ----------
    path : str or os.PathLike
        The file.
    game : gamecheck.games.heap.HeapRules
        The heap game the values should belong to (octal or finite subtraction:
        :data:`LOADABLE_KINDS`).
    progress : callable, optional
        Called with a short text before the values are checked.

    Returns
    -------
    numpy.ndarray
        A read-only 1-d array ``g(0..N)`` in the stored unsigned type (``uint16`` for most
        games: 2 bytes a value), verified; ``explore(start=...)`` and
        :func:`gamecheck.explore.run.grow_sequence` continue from it without checking it again.

    Raises
    ------
    UsageError
        (exit 2, one line naming the file) a missing, unreadable, truncated or corrupt file, a
        folder or device, a member missing or of the wrong type or shape, metadata that is not
        such an object, values of another game (by the metadata), a game whose sequences are not
        continued.
    ValuesMismatchError
        (a UsageError, exit 2) a value that breaks the mex rule: the first such heap is named
        ("corrupt or not this game's values").
    SequenceTooLarge
        (exit 3, also a UsageError) the file or its check would not fit in half the available
        memory (a decompression bomb is refused before it is read).

    Examples
    --------
    >>> import gamecheck as gc, pathlib, tempfile
    >>> seq = gc.explore.octal("0.77", n=400)
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = gc.explore.save_sequence(pathlib.Path(folder, "kayles.npz"), seq.game, seq.values)
    ...     values = gc.explore.load_sequence(path, seq.game)
    >>> values.dtype, len(values), values[:5].tolist()
    (dtype('uint16'), 401, [0, 1, 2, 3, 1])

    References
    ----------
    R. Sprague (1935) and P. M. Grundy (1939): the mex rule every loaded value is checked against.
    """
    what = f"saved values {shown_path(path)}"
    _check_game(game, what)
    if game.periodicity_theorem is None:  # the kinds of LOADABLE_KINDS
        raise UsageError(f"{what}: saved values continue the sequences of octal, finite subtraction and all-but games, "
                         f"not of {game.title}")

    def overhead(heads: dict[str, tuple[Any, tuple[int, ...]]]) -> int:
        dtype, shape = heads.get("values", (np.dtype(np.uint16), (0,)))
        return shape[0] * (4 + max(2, min(4, dtype.itemsize)))  # the verifier's rare-heap lists

    data = read_npz(path, {"values": NpzMember("iu", 1), "meta": NpzMember("u", 1, max_bytes=_MAX_META)},
                    what=what, budget=available_memory() // 2, overhead=overhead, too_large=SequenceTooLarge)

    def bad(why: str) -> UsageError:
        return UsageError(f"{what}: not a saved Grundy sequence ({why})")

    raw, values = data["meta"], data["values"]
    if raw.dtype.itemsize != 1:
        raise bad(f"its metadata is {raw.dtype}, not bytes")
    try:
        meta = json.loads(raw.tobytes().decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise bad(f"its metadata is not JSON: {printable(' '.join(str(exc).split()))[:90]}") from None
    if not isinstance(meta, dict):
        raise bad(f"its metadata is a JSON {type(meta).__name__}, not an object")
    if meta.get("format") != SEQUENCE_FORMAT:
        raise bad(f"format {printable(repr(meta.get('format')))[:40]}, not {SEQUENCE_FORMAT!r}")
    saved_game = meta.get("game")
    if (not isinstance(saved_game, dict) or not isinstance(saved_game.get("kind"), str)
            or not isinstance(saved_game.get("spec"), list) or not all(isinstance(s, str) for s in saved_game["spec"])):
        raise bad("its metadata has no game (an object with 'kind' and 'spec')")
    n = meta.get("n")
    if isinstance(n, bool) or not isinstance(n, int) or n != len(values) - 1:
        raise bad(f"its metadata gives n = {printable(repr(n))[:30]}, but the file holds {len(values):,} values")
    if (saved_game["kind"], tuple(saved_game["spec"])) != _game_key(game):
        name = saved_game.get("name") if isinstance(saved_game.get("name"), str) else " ".join(saved_game["spec"])
        raise UsageError(f"{what}: the values are of {printable(name)[:80]}, not of {game.title}")
    if values.dtype.kind == "i":
        if values.size and int(values.min()) < 0:
            i = int(np.argmax(values < 0))
            raise ValuesMismatchError(f"{what}: heap {i:,} has the value {int(values[i])}, but Grundy values are "
                                      f"non-negative: corrupt or not this game's values", i, int(values[i]), None)
        top = int(values.max()) if values.size else 0
        if top < 1 << 16:
            values = values.astype(np.uint16)
        elif top < 1 << 32:
            values = values.astype(np.uint32)
    info = verify_values(game, values, what=what, progress=progress)
    values.flags.writeable = False
    out = values.view()  # a view of a read-only array cannot be made writeable again
    _remember(out, game, info)
    return out
