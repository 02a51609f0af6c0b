"""Where independent tasks run: in this process, in local worker processes, or on a Dask cluster.

Used by the chunked checker (:mod:`gamecheck.checker.parallel`) and by the survey of game
families (:mod:`gamecheck.surveys`). Each executor runs one function, fixed when it is made, on the
arguments given to :meth:`submit`, and answers with futures (``result()``); :meth:`wait` returns
the futures that have finished among those pending (at least one), :attr:`slots` is how many tasks
to keep submitted at once, and :meth:`close` shuts down what the executor started.

* :class:`InProcess`: runs each task at once, in this process (one worker).
* :class:`Processes`: a ``concurrent.futures.ProcessPoolExecutor`` of ``workers`` processes,
  started with ``forkserver`` (or ``spawn``): a worker that dies breaks the pool, and the tasks it
  held fail with ``BrokenProcessPool``; :meth:`Processes.restart` makes a new pool.
* :class:`DaskPool`: a ``dask.distributed.Client`` of an existing scheduler (``tcp://HOST:PORT``,
  checked first by :func:`check_scheduler_address`) or a client given by the caller. Dask
  re-runs the task of a worker that dies on another worker (its own resilience); a scheduler
  that cannot be reached in :data:`CONNECT_TIMEOUT` seconds or has no workers is a
  :class:`~gamecheck.errors.ResourceLimitError` (exit status 3).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from gamecheck.errors import ResourceLimitError, UsageError

__all__ = ["InProcess", "Processes", "DaskPool", "check_scheduler_address", "is_client", "one_line", "shown",
           "CONNECT_TIMEOUT", "SCHEDULER_ENV"]

#: the Dask scheduler address used when none is given
SCHEDULER_ENV = "DASK_SCHEDULER_ADDRESS"
#: seconds to wait for a Dask scheduler to answer, and for its first worker
CONNECT_TIMEOUT = 5
#: URL schemes of Dask scheduler addresses (``inproc://`` addresses come from in-process clusters)
_SCHEMES = ("tcp", "tls", "ws", "wss", "ucx")


class _Done:
    """A finished result that looks like a future (the in-process executor)."""

    def __init__(self, fn: Callable[..., Any], *args: Any):
        try:
            self._value, self._exc = fn(*args), None
        except Exception as exc:  # noqa: BLE001 - re-raised by result()
            self._value, self._exc = None, exc

    def result(self) -> Any:
        if self._exc is not None:
            raise self._exc
        return self._value

    def cancel(self) -> bool:
        return False


class InProcess:
    """Run each task at once in this process (``slots = 1``).

    Args:
        fn: the function every task calls (``fn(*args)``).
    """

    slots = 1

    def __init__(self, fn: Callable[..., Any]):
        self.fn = fn

    def submit(self, *args: Any) -> Any:
        return _Done(self.fn, *args)

    def wait(self, pending: Any) -> set:
        return set(pending)

    def close(self) -> None:
        pass


class Processes:
    """Tasks on ``workers`` local processes (``slots = 2 * workers``).

    Args:
        fn: the function every task calls; it must be importable by name (a module-level
            function), as the workers import it.
        workers: the number of processes (>= 1); they start as tasks arrive.
    """

    def __init__(self, fn: Callable[..., Any], workers: int):
        self.fn = fn
        self.workers = int(workers)
        self.slots = 2 * self.workers
        self.pool = self._make()

    def _make(self) -> Any:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        return ProcessPoolExecutor(max_workers=self.workers, mp_context=ctx)

    def submit(self, *args: Any) -> Any:
        return self.pool.submit(self.fn, *args)

    def wait(self, pending: Any) -> set:
        from concurrent.futures import FIRST_COMPLETED, wait

        return wait(pending, return_when=FIRST_COMPLETED).done

    def restart(self) -> None:
        """A new pool after a worker died (the old one is broken: every task it held failed)."""
        try:
            self.pool.shutdown(wait=False, cancel_futures=True)
        except Exception:  # noqa: BLE001 - a broken pool shuts down as best it can
            pass
        self.pool = self._make()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)

    def abandon(self) -> None:
        """Stop at once (after Ctrl-C): the tasks waiting are cancelled and the worker processes
        terminated, without waiting for the tasks they run."""
        procs = list(getattr(self.pool, "_processes", {}).values())
        self.pool.shutdown(wait=False, cancel_futures=True)
        for proc in procs:
            try:
                proc.terminate()
            except Exception:  # noqa: BLE001 - a process that is gone already
                pass


class DaskPool:
    """Tasks on a Dask cluster (``slots = 2 *`` its threads, at least 2).

    Args:
        fn: the function every task calls (importable on the workers: gamecheck installed there).
        scheduler: ``tcp://HOST:PORT`` (see :func:`check_scheduler_address`) or a
            ``dask.distributed.Client`` (then it is not closed here).
        source: how the address was given, for messages (``"--scheduler "``, ``"scheduler="``).

    Raises:
        UsageError: a malformed address, or ``dask.distributed`` not installed.
        ResourceLimitError: the scheduler does not answer, or has no workers, within
            :data:`CONNECT_TIMEOUT` seconds.
    """

    def __init__(self, fn: Callable[..., Any], scheduler: Any, source: str = "scheduler="):
        self.fn = fn
        if not is_client(scheduler):
            scheduler = check_scheduler_address(scheduler, source)
        try:
            from dask.distributed import Client
        except ImportError:
            raise UsageError(
                "sending tasks to a Dask cluster needs dask.distributed; install the extra: "
                "pip install 'gamecheck[dask]'"
            ) from None
        if is_client(scheduler):
            self.client, self.own = scheduler, False
        else:
            try:
                self.client, self.own = Client(scheduler, timeout=f"{CONNECT_TIMEOUT}s"), True
            except Exception as exc:  # noqa: BLE001 - OSError, TimeoutError, dask's own errors: one line
                raise ResourceLimitError(f"{source}{shown(scheduler)}: cannot reach the Dask scheduler within "
                                         f"{CONNECT_TIMEOUT} s ({one_line(exc)}); start it or check the address") from None
        try:
            threads = sum(self.client.nthreads().values())
            if threads == 0:  # a scheduler without workers would hold the tasks forever
                self.client.wait_for_workers(1, timeout=CONNECT_TIMEOUT)
                threads = sum(self.client.nthreads().values())
        except Exception as exc:  # noqa: BLE001 - a timeout or a lost connection: one line
            self.close()
            raise ResourceLimitError(f"{source}{shown(scheduler)}: the Dask scheduler has no workers "
                                     f"(waited {CONNECT_TIMEOUT} s: {one_line(exc)}); start a worker with "
                                     "`dask worker ADDRESS`") from None
        self.slots = max(2, 2 * threads)

    def submit(self, *args: Any) -> Any:
        return self.client.submit(self.fn, *args, pure=False)

    def wait(self, pending: Any) -> set:
        from dask.distributed import wait

        return set(wait(list(pending), return_when="FIRST_COMPLETED").done)

    def close(self) -> None:
        if self.own:
            try:
                self.client.close()
            except Exception:  # noqa: BLE001 - closing a broken connection is best effort
                pass


def is_client(obj: Any) -> bool:
    """Whether ``obj`` looks like a ``dask.distributed.Client`` (not an address string)."""
    return hasattr(obj, "submit") and hasattr(obj, "nthreads") and not isinstance(obj, str)


def one_line(exc: BaseException) -> str:
    """An exception as one printable line of at most 160 characters."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    return text if len(text) <= 160 else text[:157] + "..."


def shown(value: Any) -> str:
    """A user's value quoted for a message: control characters escaped, at most 80 characters."""
    text = value if isinstance(value, str) else repr(value)
    text = "".join(ch if ch.isprintable() else f"\\x{ord(ch):02x}" for ch in text)
    return "'" + (text if len(text) <= 80 else text[:77] + "...") + "'"


def check_scheduler_address(address: Any, source: str = "scheduler=") -> str:
    """Check a Dask scheduler address before connecting: ``tcp://HOST:PORT`` (also ``tls``,
    ``ws``, ``wss``, ``ucx``; ``HOST:PORT`` means ``tcp``), a port from 1 to 65535, or an
    ``inproc://`` address of an in-process cluster.

    Returns:
        the address, stripped.

    Raises:
        UsageError: one line naming the address (and where it came from: ``--scheduler``
            or the environment variable ``DASK_SCHEDULER_ADDRESS``).
    """
    allowed = "give tcp://HOST:PORT with a port from 1 to 65535, e.g. tcp://127.0.0.1:8786"
    if not isinstance(address, str):
        raise UsageError(f"{source}{shown(address)} is not a Dask scheduler address; {allowed}")
    text = address.strip()
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "tcp", text
    scheme = scheme.lower()
    if scheme == "inproc" and re.fullmatch(r"[^\s/]+(/[^\s/]+)*", rest):
        return text
    if scheme not in _SCHEMES:
        raise UsageError(f"{source}{shown(address)} is not a Dask scheduler address (scheme '{shown(scheme)[1:-1]}' "
                         f"is not one of {', '.join(_SCHEMES)}); {allowed}")
    host, colon, port = rest.rpartition(":")
    if not colon or not host:
        raise UsageError(f"{source}{shown(address)} is not a Dask scheduler address (no HOST:PORT); {allowed}")
    if not re.fullmatch(r"[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\]", host):
        raise UsageError(f"{source}{shown(address)}: host '{shown(host)[1:-1]}' is not a host name or IP address; {allowed}")
    if not re.fullmatch(r"[0-9]{1,5}", port) or not 1 <= int(port) <= 65535:
        raise UsageError(f"{source}{shown(address)}: port '{shown(port)[1:-1]}' is not allowed; {allowed}")
    return text if sep else f"tcp://{text}"
