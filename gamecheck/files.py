"""The one rule for file references: whose path is it, and where may it point?

gamecheck reads files named in two kinds of places:

* **by the user**, on the command line or in a Python call (``gamecheck solve --graph g.txt``,
  ``gc.load_game("../games/x.toml")``, ``gamecheck solve 'sum(nim, graph(file="/data/g.txt"))'``):
  the path is the user's own; it is read relative to the working directory and may be
  anywhere;
* **inside a file** -- a claims file's ``game = "x.toml"``, or a ruleset spec in a claims file
  that names ``graph(file=...)`` or ``game(file=...)``: the path is relative to that file's
  folder and must resolve (symbolic links followed) inside it. A claims file received from
  someone else therefore cannot make gamecheck read, and copy into a report, a file outside
  its own folder. ``--allow-outside-files`` (``allow_outside_files=True`` in Python) lifts the
  rule for a file the user trusts.

:func:`file_scope` says, for the code it wraps, that paths come from inside a file;
:func:`reference` applies the rule to one path. The game and graph loaders call
:func:`reference` first, so every way a file reference can arrive goes through it.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from gamecheck.args import shown
from gamecheck.errors import UsageError

__all__ = ["FileScope", "file_scope", "reference", "current_scope"]

@dataclass(frozen=True)
class FileScope:
    """Paths read while this scope is active come from inside the file ``origin``.

    Attributes:
        origin: the file that names the paths (a claims file), for messages.
        base: the folder relative paths are read from (``origin``'s folder).
        allow_outside: the user allowed paths outside ``base``.
    """

    origin: str
    base: Path
    allow_outside: bool = False


_SCOPE: contextvars.ContextVar[FileScope | None] = contextvars.ContextVar("gamecheck_file_scope", default=None)


def current_scope() -> FileScope | None:
    """The active :class:`FileScope`, or ``None`` when paths are the user's own."""
    return _SCOPE.get()


@contextlib.contextmanager
def file_scope(origin: str | os.PathLike[str] | None, allow_outside: bool = False) -> Iterator[FileScope | None]:
    """Within the ``with`` block, file references come from inside the file ``origin``
    (see the module docstring). ``origin`` ``None`` or empty: no scope (the user's own paths).

    Args:
        origin: the file whose contents name the paths.
        allow_outside: allow paths outside ``origin``'s folder (``--allow-outside-files``).
    """
    if origin is None or not str(origin).strip():
        yield None
        return
    scope = FileScope(str(origin), Path(origin).parent, bool(allow_outside))
    token = _SCOPE.set(scope)
    try:
        yield scope
    finally:
        _SCOPE.reset(token)


def reference(path: str | os.PathLike[str], what: str) -> Path:
    """The path a file reference names, under the active scope's rule.

    Args:
        path: the path as written.
        what: what it names, for messages (``"game file"``, ``"graph file"``).

    Returns:
        ``path`` itself outside a scope; inside one, ``path`` joined to the scope's folder when
        it is relative.

    Raises:
        UsageError: inside a scope that does not allow it, a path that resolves (following
            symbolic links) outside the scope's folder: one line naming the path, the file that
            names it and the option that allows it -- never the content of either file.
    """
    scope = _SCOPE.get()
    p = Path(path)
    if scope is None:
        return p
    joined = p if p.is_absolute() else scope.base / p
    if scope.allow_outside:
        return joined
    try:
        inside = joined.resolve().is_relative_to(scope.base.resolve())
    except (OSError, RuntimeError):  # a symbolic-link loop: it cannot be shown to be inside
        inside = False
    if not inside:
        raise UsageError(f"{what} {shown(str(path), 80)} named in {shown(scope.origin, 80)} is outside that file's "
                         "folder; a file may only name files beside it or below it (give allow_outside_files=True "
                         "to read it anyway)")
    return joined
