"""Saving and loading the labels of a whole domain (``gamecheck label --out``).

An ``.npz`` file (numpy) holds the label arrays and the ranking needed to read them
back: for a box domain its per-part bounds (position ``i`` is the mixed-radix
numeral of ``i``, :class:`gamecheck.domain.BoxDomain`), otherwise the positions
themselves as a ``(N, k)`` array in rank order. The ruleset's spec string is stored
so that :func:`load_labels` can rebuild the ruleset.  Files are written atomically, never
beside a device or over a folder (:func:`gamecheck.atomic.check_target`), and read without
trusting them (:func:`gamecheck.atomic.read_npz`: nothing unpickled, sizes checked before
anything is decompressed).
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from gamecheck.atomic import NpzMember, atomic_open, check_target, npz_target, read_npz, shown_path
from gamecheck.domain import BoxDomain, Domain, PositionsDomain, available_memory
from gamecheck.errors import UsageError, printable
from gamecheck.engine.labels import LabelArrays

__all__ = ["FIELDS", "FORMAT", "LabelFile", "save_labels", "load_labels", "labels_path"]

#: the label arrays stored, in :class:`gamecheck.engine.labels.LabelArrays` field names
FIELDS = ("outcome", "misere", "grundy", "remoteness", "misere_remoteness")
FORMAT = "gamecheck-labels/1"


@dataclass
class LabelFile:
    """LabelArrays read back from a file.

    Attributes:
        ruleset: the ruleset's spec string (``make_ruleset`` reads it back).
        params: the ruleset's parameters.
        domain: the domain, with the ranking the arrays are indexed by.
        labels: the label arrays, each of shape ``(domain.size,)``.
    """

    ruleset: str
    params: dict[str, Any]
    domain: Domain
    labels: LabelArrays

    def label_of(self, position: tuple[int, ...]) -> dict[str, int]:
        """The labels of one position (``outcome`` as 0=P, 1=N, 2=D).

        Raises:
            UsageError: when the position is outside the saved domain.
        """
        i = self.domain.index(position)
        if i is None:
            raise UsageError(f"position {position} is not in the saved domain ({self.domain.describe()})")
        return {f: int(getattr(self.labels, f)[i]) for f in FIELDS}


def labels_path(path: str | os.PathLike[str], what: str | None = None) -> Path:
    """The file :func:`save_labels` writes for ``path`` (``.npz`` appended when missing),
    checked before any work is done (``label --out`` checks it before labelling).

    The name given is checked first, so a device (``/dev/full``) is refused as it is and never
    gets ``.npz`` appended; then the name with ``.npz`` (:func:`gamecheck.atomic.check_target`:
    a regular file, a symlink to one, or a new name, in a folder that exists).

    Args:
        path: the name given (``gamecheck label --out FILE``, ``Labels.save(path)``).
        what: how messages name it (default ``"the labels file 'PATH'"``).

    Returns:
        the path to write.

    Raises:
        UsageError: (exit 2, one line) an empty name, a folder, a device, a FIFO, a symlink
            loop, a missing folder.
    """
    return npz_target(path, what or f"the labels file {shown_path(path)}")


def save_labels(path: str | os.PathLike[str], ruleset: Any, domain: Domain, labels: LabelArrays,
                make_parents: bool = True) -> Path:
    """Write ``labels`` of ``domain`` to ``path`` (``.npz``) atomically (a temporary file
    beside it, renamed over it).

    Args:
        path: the file to write (``.npz`` is appended when missing; see :func:`labels_path`).
        ruleset: the :class:`gamecheck.games.base.Ruleset` labelled.
        domain: the domain, whose ranking indexes the arrays.
        labels: arrays of shape ``(domain.size,)``.
        make_parents: create missing folders (``False`` for a path the user named).

    Returns:
        The path written.

    Raises:
        UsageError: a path that may not be written (an empty name, a folder, a device, a FIFO,
            a symlink loop; a missing folder without ``make_parents``), naming it.
        ResourceLimitError: the disk is full (nothing is left behind).
    """
    what = f"cannot write '{shown_path(path)}'"
    p = check_target(path, make_parents=make_parents, what=what)
    if p.suffix != ".npz":
        p = check_target(p.with_name(p.name + ".npz"), make_parents=make_parents, what=what)
    meta = {"format": FORMAT, "ruleset": ruleset.spec(), "params": dict(getattr(ruleset, "params", {}) or {})}
    arrays: dict[str, np.ndarray] = {f: np.asarray(getattr(labels, f)) for f in FIELDS}
    if isinstance(domain, BoxDomain):
        meta["domain"] = "box"
        arrays["bounds"] = np.asarray(domain.bounds, dtype=np.int64)
    else:
        meta["domain"] = "positions"
        arrays["positions"] = np.stack(domain.columns(), axis=1).astype(np.int64)
    arrays["meta"] = np.frombuffer(json.dumps(meta, default=str).encode("utf-8"), dtype=np.uint8)
    with atomic_open(p, "wb", make_parents) as fh:
        np.savez_compressed(fh, **arrays)
    return p


#: the members of a labels file: the label arrays (1-d integers), the domain (``bounds`` or
#: ``positions``) and ``meta`` (JSON bytes)
_MEMBERS = {**{f: NpzMember("iu", 1) for f in FIELDS}, "bounds": NpzMember("iu", 1, required=False),
            "positions": NpzMember("iu", 2, required=False), "meta": NpzMember("u", 1, max_bytes=1 << 20)}
#: the most parts a position may have (as everywhere in gamecheck)
_MAX_PARTS = 64
#: bytes a position of a positions domain takes once read (a tuple of ints, a set and a dict entry),
#: per position and per part
_TUPLE_BYTES, _PART_BYTES = 200, 36


#: an empty file name, as messages show it


def load_labels(path: str | os.PathLike[str]) -> LabelFile:
    """Read a file written by :func:`save_labels`, without trusting it.

    The archive is read by :func:`gamecheck.atomic.read_npz`: nothing is unpickled, its
    members, their declared sizes and ``.npy`` headers (integer dtypes; 1-d label arrays and
    bounds, a 2-d ``positions`` array) are checked before anything is decompressed, and the
    arrays, with the positions' Python tuples, must fit in half the available memory.  Then
    the metadata must be a JSON object (``format`` = :data:`FORMAT`, ``ruleset`` a string,
    ``params`` an object, ``domain`` ``"box"`` or ``"positions"``), every label array must have
    one entry per position of the domain (outcome codes 0, 1, 2; the others at least -1), box
    bounds 1 to 64 non-negative parts, and stored positions distinct, in rank (lexicographic)
    order.

    Args:
        path: the file.

    Returns:
        a :class:`LabelFile`.

    Raises:
        UsageError: (exit 2, one line naming the file) a missing, unreadable, truncated or
            corrupt file, a folder or a device, not a gamecheck labels file, or labels that do
            not fit its domain.
        ResourceLimitError: (exit 3) the file would not fit in half the available memory once
            read (refused before it is decompressed).
    """
    what = f"labels file '{shown_path(path)}'"

    def overhead(heads: dict[str, tuple[Any, tuple[int, ...]]]) -> int:
        if "positions" not in heads:
            return 0
        shape = heads["positions"][1]
        return shape[0] * (_TUPLE_BYTES + _PART_BYTES * (shape[1] if len(shape) > 1 else 1))

    data = read_npz(path, _MEMBERS, what=what, budget=available_memory() // 2, overhead=overhead)

    def bad(why: str) -> UsageError:
        return UsageError(f"{what}: not a gamecheck labels file ({why})")

    raw = data["meta"]
    if raw.dtype.itemsize != 1:
        raise bad(f"its metadata is {raw.dtype}, not bytes")
    try:
        meta = json.loads(raw.tobytes().decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise bad(f"its metadata is not JSON: {printable(' '.join(str(exc).split()))[:90]}") from None
    if not isinstance(meta, dict):
        raise bad(f"its metadata is a JSON {type(meta).__name__}, not an object")
    if meta.get("format") != FORMAT:
        raise bad(f"format {printable(repr(meta.get('format')))[:40]}, not {FORMAT!r}")
    if not isinstance(meta.get("ruleset"), str) or not isinstance(meta.get("params", {}), dict):
        raise bad("its metadata has no ruleset (a string) and parameters (an object)")
    kind = meta.get("domain")
    if kind not in ("box", "positions") or (kind == "box") != ("bounds" in data) or ("positions" in data) == (
            kind == "box"):
        raise bad(f"domain {printable(repr(kind))[:30]} with members {sorted(k for k in data if k != 'meta')}")
    arrays = {f: data[f] for f in FIELDS}
    sizes = {len(a) for a in arrays.values()}
    if len(sizes) != 1:
        raise bad(f"label arrays of different lengths {sorted(sizes)}")
    size = sizes.pop()
    for f in ("outcome", "misere"):
        a = arrays[f]
        if a.size and (int(a.min()) < 0 or int(a.max()) > 2):
            raise bad(f"'{f}' holds codes outside 0 (P), 1 (N), 2 (D)")
    for f in ("grundy", "remoteness", "misere_remoteness"):
        a = arrays[f]
        if a.size and int(a.min()) < -1:
            raise bad(f"'{f}' holds values below -1")
    if kind == "box":
        bounds = data["bounds"]
        if not 1 <= len(bounds) <= _MAX_PARTS or (bounds.size and int(bounds.min()) < 0):
            raise bad(f"{len(bounds)} bounds; a box has 1 to {_MAX_PARTS} non-negative bounds")
        if math.prod(int(b) + 1 for b in bounds) != size:
            raise bad(f"a box of {math.prod(int(b) + 1 for b in bounds):,} positions, but {size:,} labels")
        domain: Domain = BoxDomain([int(b) for b in bounds])
    else:
        pos = data["positions"]
        if pos.shape[0] != size or not 1 <= pos.shape[1] <= _MAX_PARTS:
            raise bad(f"positions of shape {pos.shape} for {size:,} labels (1 to {_MAX_PARTS} parts each)")
        if size == 0:
            raise bad("no positions")
        if pos.shape[0] > 1:  # distinct and in rank order: each row lexicographically above the one before
            diff = pos[1:] != pos[:-1]
            first = np.argmax(diff, axis=1)
            rows = np.arange(len(first))
            if not diff.any(axis=1).all() or not (pos[1:][rows, first] > pos[:-1][rows, first]).all():
                raise bad("its positions are not distinct and in rank (lexicographic) order")
        domain = PositionsDomain(pos.tolist())
    return LabelFile(meta["ruleset"], dict(meta.get("params", {})), domain, LabelArrays(**arrays))
