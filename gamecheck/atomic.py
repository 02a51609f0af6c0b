"""Atomic file writes: every file gamecheck writes goes through here.

A file is written to a temporary file in the same folder and then renamed over
the target with ``os.replace`` (atomic on POSIX and Windows), so a reader never
sees a half-written file and an interrupted run leaves the old file (or none),
never a truncated one.  Folders are created as needed; files get the usual
permissions (``0o666`` less the umask).
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path
from typing import IO, Iterator

from gamecheck.errors import ResourceLimitError, UsageError

__all__ = ["atomic_open", "atomic_write_bytes", "atomic_write_text"]


def _why(p: Path, exc: OSError) -> str:
    """Why a path cannot be written, in words (a file where a folder is needed is named)."""
    for parent in p.parents:
        if parent.exists() and not parent.is_dir():
            return f"'{parent}' is a file, not a folder"
    return exc.strerror or str(exc)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def atomic_open(path: str | os.PathLike[str], mode: str = "wb", make_parents: bool = True) -> Iterator[IO]:
    """Open a temporary file next to ``path`` for writing; on a clean exit of the
    ``with`` block it replaces ``path``, on an exception it is removed.

    Args:
        path: the file to (re)write.
        mode: ``"wb"`` or ``"w"`` (text is UTF-8).
        make_parents: create missing folders (reports do); ``False`` for a path the
            user named (``--out``), where a missing folder is more likely a typo.

    Yields:
        the open file object.

    Raises:
        UsageError: (exit 2) when the file cannot be written (a missing or read-only
            folder, a path under a file), naming the path; ResourceLimitError (exit 3)
            when the disk is full. The temporary file is removed.
    """
    if mode not in ("w", "wb"):
        raise ValueError(f"mode {mode!r} is not allowed; use 'w' or 'wb'")
    p = Path(path)
    try:
        if p.is_dir():
            raise IsADirectoryError(21, "it is a folder, not a file")
        if make_parents:
            p.parent.mkdir(parents=True, exist_ok=True)
        elif not p.parent.is_dir():
            raise FileNotFoundError(2, f"the folder '{p.parent}' does not exist")
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    except OSError as exc:
        raise UsageError(f"cannot write '{path}': {_why(p, exc)}") from None
    try:
        with os.fdopen(fd, mode, **({"encoding": "utf-8", "newline": "\n"} if mode == "w" else {})) as fh:
            yield fh
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, p)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            full = exc.errno in (errno.ENOSPC, errno.EDQUOT)  # a full disk is a resource limit (exit 3)
            raise (ResourceLimitError if full else UsageError)(f"cannot write '{path}': {_why(p, exc)}") from None
        raise


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, make_parents: bool = True) -> Path:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_open`); returns ``Path(path)``."""
    with atomic_open(path, "wb", make_parents) as fh:
        fh.write(data)
    return Path(path)


def atomic_write_text(path: str | os.PathLike[str], text: str, make_parents: bool = True) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends, atomically; returns ``Path(path)``."""
    return atomic_write_bytes(path, text.encode("utf-8"), make_parents)
