"""Error types shared by every part of gamecheck.

Each error carries the process exit status the command line maps it to:

* :class:`UsageError` (exit 2) -- bad input from the user: an unknown ruleset, a
  malformed position, a rule that does not parse, a domain that is not closed.
* :class:`ResourceLimitError` (exit 3) -- the work would not fit the machine
  (memory estimate too large, a time limit reached).

Messages are single lines that name the offending value and say what is allowed.
"""

from __future__ import annotations

__all__ = ["GamecheckError", "UsageError", "RuleError", "ResourceLimitError", "printable"]


def printable(text: str) -> str:
    """``text`` with every character that is not printable (control, format, separator,
    surrogate) shown as an escape (``\\x00``, ``\\u200b``), so an error message that
    quotes user input stays one line and can always be printed."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch.isprintable():
            out.append(ch)
        else:
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else (f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"))
    return "".join(out)


class GamecheckError(Exception):
    """Base class of every error gamecheck raises on purpose.

    Attributes:
        exit_code: the process exit status the CLI uses for this error.
    """

    exit_code = 1


class UsageError(GamecheckError):
    """Bad usage or bad input (exit status 2)."""

    exit_code = 2


class RuleError(UsageError):
    """A rule expression that does not parse, names an unknown variable or
    function, or cannot be evaluated at some position (exit status 2)."""


class ResourceLimitError(GamecheckError):
    """The requested work exceeds a resource limit (exit status 3)."""

    exit_code = 3
