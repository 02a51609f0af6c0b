"""Saving and loading the labels of a whole domain (``gamecheck label --out``).

An ``.npz`` file (numpy) holds the label arrays and the ranking needed to read them
back: for a box domain its per-part bounds (position ``i`` is the mixed-radix
numeral of ``i``, :class:`gamecheck.domain.BoxDomain`), otherwise the positions
themselves as a ``(N, k)`` array in rank order. The ruleset's spec string is stored
so that :func:`load_labels` can rebuild the ruleset.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from gamecheck.atomic import atomic_open
from gamecheck.domain import BoxDomain, Domain, PositionsDomain
from gamecheck.errors import UsageError
from gamecheck.engine.labels import Labels

__all__ = ["FIELDS", "FORMAT", "LabelFile", "save_labels", "load_labels"]

#: the label arrays stored, in :class:`gamecheck.engine.labels.Labels` field names
FIELDS = ("outcome", "misere", "grundy", "remoteness", "misere_remoteness")
FORMAT = "gamecheck-labels/1"


@dataclass
class LabelFile:
    """Labels read back from a file.

    Attributes:
        ruleset: the ruleset's spec string (``make_ruleset`` reads it back).
        params: the ruleset's parameters.
        domain: the domain, with the ranking the arrays are indexed by.
        labels: the label arrays, each of shape ``(domain.size,)``.
    """

    ruleset: str
    params: dict[str, Any]
    domain: Domain
    labels: Labels

    def label_of(self, position: tuple[int, ...]) -> dict[str, int]:
        """The labels of one position (``outcome`` as 0=P, 1=N, 2=D).

        Raises:
            UsageError: when the position is outside the saved domain.
        """
        i = self.domain.index(position)
        if i is None:
            raise UsageError(f"position {position} is not in the saved domain ({self.domain.describe()})")
        return {f: int(getattr(self.labels, f)[i]) for f in FIELDS}


def save_labels(path: str | Path, ruleset: Any, domain: Domain, labels: Labels, make_parents: bool = True) -> Path:
    """Write ``labels`` of ``domain`` to ``path`` (``.npz``) atomically.

    Args:
        path: the file to write (``.npz`` is appended when missing).
        ruleset: the :class:`gamecheck.games.base.Ruleset` labelled.
        domain: the domain, whose ranking indexes the arrays.
        labels: arrays of shape ``(domain.size,)``.

    Returns:
        The path written.
    """
    p = Path(path)
    if p.suffix != ".npz":
        p = p.with_name(p.name + ".npz")
    p.parent.mkdir(parents=True, exist_ok=True)
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


def load_labels(path: str | Path) -> LabelFile:
    """Read a file written by :func:`save_labels`.

    Raises:
        UsageError: when the file is missing or not a gamecheck labels file.
    """
    p = Path(path)
    if not p.is_file():
        raise UsageError(f"labels file '{p}' does not exist")
    try:
        with np.load(p, allow_pickle=False) as z:
            meta = json.loads(bytes(z["meta"]).decode("utf-8"))
            if meta.get("format") != FORMAT:
                raise ValueError("unknown format")
            arrays = {f: z[f] for f in FIELDS}
            if meta["domain"] == "box":
                domain: Domain = BoxDomain([int(b) for b in z["bounds"]])
            else:
                domain = PositionsDomain([tuple(int(v) for v in row) for row in z["positions"]])
    except (KeyError, ValueError, OSError) as exc:
        raise UsageError(f"'{p}' is not a gamecheck labels file ({exc})") from None
    return LabelFile(meta["ruleset"], meta.get("params", {}), domain, Labels(**arrays))
