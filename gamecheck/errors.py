"""Error types shared by every part of gamecheck.

Each error carries the process exit status the command line maps it to:

* :class:`UsageError` (exit 2) -- bad input from the user: an unknown ruleset, a
  malformed position, a rule that does not parse, a domain that is not closed.
* :class:`ResourceLimitError` (exit 3) -- the work would not fit the machine
  (memory estimate too large, a time limit reached).

Messages are single lines that name the offending value and say what is allowed.
"""

from __future__ import annotations


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
