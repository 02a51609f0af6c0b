"""Where a survey keeps its results and the state of its running games: ``DIR/survey.sqlite``
and ``DIR/values/``.

Format (version :data:`STORE_FORMAT`; documented in ``docs/howto/survey.md``):

* ``survey.sqlite`` (SQLite 3, written in WAL mode, one transaction per change):

  - ``meta(key TEXT PRIMARY KEY, value TEXT)``: ``format`` (this version), ``gamecheck`` (the
    version that made it).
  - ``games(code TEXT PRIMARY KEY, status TEXT, n_max INTEGER, target INTEGER, done INTEGER,
    seconds REAL, record TEXT, updated REAL, sha256 TEXT)``: one row per game. ``status`` is
    ``running`` (values stored up to heap ``done - 1``, being computed towards ``target``;
    ``record`` is ``{"direct", "sparse_until"}``: whether the direct method had taken over from the
    sparse-space one, and where) or ``finished`` (``record``, a JSON object, holds the result,
    for the ``n_max`` it was run with); ``sha256`` is the SHA-256 of the stored values (their little-endian ``uint32``
    bytes).

* ``values/<code>.npz``: the Grundy values computed so far, written atomically by
  :func:`gamecheck.explore.savefile.save_sequence` at every checkpoint, before the row that
  holds their hash is committed.

Resuming reads a game's values with the safe ``.npz`` reader and uses them only when their
SHA-256 is the one its row recorded: a damaged, truncated, replaced or foreign file is not
used, and the game starts again from heap 0. (Checking every value against the mex rule
instead, as ``explore --load`` does, costs about what computing them did -- minutes for a game
the direct method computes -- so the store trusts what its own run wrote, as far as the hash
shows it unchanged. Certificates never rest on this: the Guy–Smith check recomputes, or
verifies by the mex rule, every value its window reads.)

A run stopped at any moment leaves a consistent store: the values file is replaced atomically
before the row that points at it is committed, so a row never names values it does not have.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import numpy as np

from gamecheck import __version__
from gamecheck.atomic import NpzMember, read_npz
from gamecheck.domain import available_memory
from gamecheck.errors import GamecheckError, ResourceLimitError, UsageError
from gamecheck.explore.savefile import save_sequence

__all__ = ["SurveyStore", "STORE_FORMAT", "STORE_NAME", "values_hash"]

#: the version of the store's format
STORE_FORMAT = 1
#: the database's file name in the report folder
STORE_NAME = "survey.sqlite"


class SurveyStore:
    """The store of one survey folder.

    Args:
        folder: the report folder (created if missing).

    Raises:
        UsageError: a file in the way, or a store of another format.
        ResourceLimitError: the folder cannot be written.
    """

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            (self.folder / "values").mkdir(exist_ok=True)
        except FileExistsError:
            raise UsageError(f"report={self.folder}: a file is in the way of the report folder") from None
        except OSError as exc:
            raise ResourceLimitError(f"report={self.folder}: cannot create the folder ({exc.strerror})") from None
        self.path = self.folder / STORE_NAME
        try:
            self.db = sqlite3.connect(self.path, timeout=30)
            self.db.execute("PRAGMA journal_mode=WAL")
            with self.db:
                self.db.execute("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT)")
                self.db.execute("CREATE TABLE IF NOT EXISTS games(code TEXT PRIMARY KEY, status TEXT, n_max INTEGER, "
                                "target INTEGER, done INTEGER, seconds REAL, record TEXT, updated REAL, sha256 TEXT)")
                found = self.db.execute("SELECT value FROM meta WHERE key='format'").fetchone()
                if found is None:
                    self.db.execute("INSERT INTO meta VALUES('format', ?)", (str(STORE_FORMAT),))
                    self.db.execute("INSERT OR REPLACE INTO meta VALUES('gamecheck', ?)", (__version__,))
                elif found[0] != str(STORE_FORMAT):
                    raise UsageError(f"report={self.folder}: {STORE_NAME} has store format {found[0]!r}, not "
                                     f"{STORE_FORMAT}; give another folder")
        except sqlite3.DatabaseError as exc:
            raise UsageError(f"report={self.folder}: {STORE_NAME} is not a survey store ({exc}); give another "
                             "folder or remove it") from None

    def close(self) -> None:
        self.db.close()

    # -- rows
    def row(self, code: str) -> dict[str, Any] | None:
        """The stored row of a game (``record`` parsed), or ``None``."""
        r = self.db.execute("SELECT code, status, n_max, target, done, seconds, record, sha256 FROM games "
                            "WHERE code=?", (code,)).fetchone()
        if r is None:
            return None
        record = None
        if r[6]:
            try:
                record = json.loads(r[6])
            except ValueError:
                record = None
        return {"code": r[0], "status": r[1], "n_max": r[2], "target": r[3], "done": r[4], "seconds": r[5] or 0.0,
                "record": record, "sha256": r[7]}

    def finished_records(self) -> dict[str, dict[str, Any]]:
        """Every finished game's record, by code."""
        out = {}
        for code, rec in self.db.execute("SELECT code, record FROM games WHERE status='finished'"):
            try:
                out[code] = json.loads(rec)
            except (TypeError, ValueError):
                continue
        return out

    def values_path(self, code: str) -> Path:
        return self.folder / "values" / f"{code}.npz"

    def checkpoint(self, code: str, game: Any, values: np.ndarray, target: int, seconds: float, n_max: int,
                   engine: dict[str, Any] | None = None) -> None:
        """Store a running game's values (atomically), then its row (``record`` holds ``engine``:
        whether the direct method had taken over, and from which heap)."""
        save_sequence(self.values_path(code), game, values)
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO games VALUES(?, 'running', ?, ?, ?, ?, ?, ?, ?)",
                            (code, n_max, target, len(values), seconds, json.dumps(engine or {}, sort_keys=True),
                             time.time(), values_hash(values)))

    def finish(self, code: str, game: Any, values: np.ndarray, record: dict[str, Any], seconds: float,
               n_max: int, keep_values: bool = True) -> None:
        """Store a finished game's record (and its values, for a later run to a larger ``n``)."""
        if keep_values:
            save_sequence(self.values_path(code), game, values)
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO games VALUES(?, 'finished', ?, NULL, ?, ?, ?, ?, ?)",
                            (code, n_max, len(values), seconds, json.dumps(record, sort_keys=True), time.time(),
                             values_hash(values) if keep_values else None))

    def load_values(self, code: str, game: Any) -> np.ndarray | None:
        """The stored values of a game when their SHA-256 is the one its row recorded; ``None``
        when there are none, the row has no hash, or the file does not match (then the game is
        computed again from heap 0)."""
        row = self.row(code)
        path = self.values_path(code)
        if row is None or not row.get("sha256") or not path.exists():
            return None
        try:
            values = read_npz(path, {"values": NpzMember("iu", 1), "meta": NpzMember("u", 1)}, what=str(path),
                              budget=available_memory() // 2)["values"]
        except (GamecheckError, OSError):
            return None
        if values_hash(values) != row["sha256"] or len(values) != row["done"]:
            return None
        top = int(values.max()) if values.size else 0
        return values.astype(np.uint16 if top < 1 << 16 else np.uint32)


def values_hash(values: np.ndarray) -> str:
    """The SHA-256 of Grundy values as little-endian ``uint32`` bytes (the same for any integer
    type they are held in)."""
    return hashlib.sha256(np.ascontiguousarray(values, dtype="<u4").tobytes()).hexdigest()
