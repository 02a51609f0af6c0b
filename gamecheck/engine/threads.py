"""How many threads one computation may use: one game's sequence (the sparse-space engine,
:mod:`gamecheck.engine.sparse`) or one domain's labels (:mod:`gamecheck.engine.partial`).

The default is the innermost :class:`threads_for` setting, else the environment variable
``GAMECHECK_THREADS`` (1 or 2), else 2 when this process may run on two CPUs or more.  A survey's
workers and a pool of claim checkers run one thread each (their tasks already share the CPUs).
"""

from __future__ import annotations

import os

import numpy as np

from gamecheck.errors import UsageError

__all__ = ["THREADS_ENV", "check_threads", "usable_cpus", "default_threads", "threads_for"]

#: the environment variable that sets the threads a computation may use when none is asked for (see :func:`default_threads`)
THREADS_ENV = "GAMECHECK_THREADS"
_threads_override: list[int] = []


def check_threads(value) -> int:
    """``value`` as a number of threads for one computation (a game's sequence, a domain's
    labels): 1 or 2.

    Raises:
        UsageError: anything else (a bool, a string, 0, 3 ...), naming the value.
    """
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or int(value) not in (1, 2):
        raise UsageError(f"threads must be 1 or 2 (the threads one game's sequence or one domain's labels may use), not {value!r}")
    return int(value)


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity mask where the system has one)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def default_threads() -> int:
    """The threads one computation uses when none is asked for: the innermost
    :func:`threads_for` setting, else ``GAMECHECK_THREADS`` (1 or 2), else 2 when this process
    may use two CPUs or more, else 1.

    Raises:
        UsageError: ``GAMECHECK_THREADS`` is set to something else than 1 or 2.
    """
    if _threads_override:
        return _threads_override[-1]
    raw = os.environ.get(THREADS_ENV)
    if raw is not None and raw.strip():
        try:
            value: object = int(raw)
        except ValueError:
            value = raw
        return check_threads(value)
    return 2 if usable_cpus() >= 2 else 1


class threads_for:
    """``with threads_for(n): ...`` -- sequences and labellings started inside use ``n`` threads
    (1 or 2), as :func:`default_threads` reads it; a survey's workers use 1 (their games already
    share the CPUs)."""

    def __init__(self, n: int):
        self.n = check_threads(n)

    def __enter__(self) -> "threads_for":
        _threads_override.append(self.n)
        return self

    def __exit__(self, *exc) -> None:
        _threads_override.pop()
