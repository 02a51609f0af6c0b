"""SIGTERM for the ``gamecheck`` program: a batch system or ``kill`` stops a run with it, and
the run unwinds as on Ctrl-C (files in hand written or dropped, a survey's workers stopped,
what was computed kept and shown), then exits with status 143 instead of 130."""

from __future__ import annotations

from typing import Any

from gamecheck.errors import Terminated

__all__ = ["Terminated", "on_sigterm", "interrupt_status"]

_received: list[int] = []


def on_sigterm(signum: int, frame: Any) -> None:
    """The SIGTERM handler: remember it, then unwind as Ctrl-C does."""
    _received.append(signum)
    raise Terminated()


def interrupt_status() -> int:
    """The exit status of an interrupted run: 143 after SIGTERM, else 130 (Ctrl-C)."""
    return 143 if _received else 130
