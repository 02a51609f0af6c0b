"""Error types shared by every part of gamecheck.

Each error carries the process exit status the command line maps it to:

* :class:`UsageError` (exit 2) -- bad input from the user: an unknown ruleset, a
  malformed position, a rule that does not parse, a domain that is not closed.
* :class:`ResourceLimitError` (exit 3) -- the work would not fit the machine
  (memory estimate too large, a time limit reached).

Messages are single lines that name the offending value and say what is allowed.
"""

from __future__ import annotations

__all__ = [
    "GamecheckError", "UsageError", "RuleError", "ClaimError", "ResourceLimitError", "InternalError", "ModelDidNotReplay",
    "TooLargeToReplay", "ValuesMismatchError", "SequenceTooLarge", "NotExpressible", "NeedsBitVectors", "OpError", "Undefined", "UndefinedValue", "NotPeriodic", "Fallback", "PosError", "EncodingMismatch", "QuotientStopped", "ReplayDiverged", "Terminated", "printable",
    "counted",
]


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


def counted(n: int, word: str, plural: str | None = None) -> str:
    """``n`` with its noun in the right number, for messages: ``1 claim``, ``3 claims``,
    ``2 heaps``, ``1,024 positions`` (``plural``: a noun whose plural is not ``word + "s"``).

    Examples
    --------
    >>> counted(1, "claim"), counted(3, "more claim"), counted(2, "match", "matches")
    ('1 claim', '3 more claims', '2 matches')
    """
    return f"{n:,} {word if n == 1 else (plural or word + 's')}"


class GamecheckError(Exception):
    """Base class of every error gamecheck raises on purpose.

    Every public function and method lets only these out; the message is one line that names the
    offending value and says what is allowed.

    Attributes
    ----------
    exit_code : int
        The process exit status the CLI uses for this error (1 here; each subclass sets its own).

    Examples
    --------
    >>> import gamecheck as gc
    >>> try:
    ...     gc.game("no-such-game")
    ... except gc.GamecheckError as exc:
    ...     print(type(exc).__name__, exc.exit_code)
    UsageError 2
    """

    exit_code = 1


class UsageError(GamecheckError):
    """Bad usage or bad input (exit status 2).

    Attributes
    ----------
    exit_code : int
        2.

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.game("nim").solve((3, -1))
    Traceback (most recent call last):
        ...
    gamecheck.errors.UsageError: position value -1 is negative; heap sizes are non-negative integers
    """

    exit_code = 2


class RuleError(UsageError):
    """A rule expression that does not parse, names an unknown variable or
    function, or cannot be evaluated at some position (exit status 2).

    Attributes
    ----------
    exit_code : int
        2 (a :class:`UsageError`).

    Examples
    --------
    >>> import gamecheck as gc
    >>> c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=3, rule="xor(heaps) ==")
    >>> gc.check(c)
    Traceback (most recent call last):
        ...
    gamecheck.errors.RuleError: rule 'xor(heaps) ==': syntax error at column 13: the rule ends unexpectedly after '=' (invalid syntax)
    """


class ResourceLimitError(GamecheckError):
    """The requested work exceeds a resource limit (exit status 3).

    Raised before anything large is allocated: the message gives the estimate and, where there is
    one, the largest size that fits.

    Attributes
    ----------
    exit_code : int
        3.

    Examples
    --------
    >>> import gamecheck as gc
    >>> try:
    ...     gc.game("nim").solve(10**10, method="enumeration")
    ... except gc.ResourceLimitError as exc:
    ...     print(exc.exit_code, str(exc).split(" from ")[0])
    3 up to 10,000,000,001 positions can be reachable
    """

    exit_code = 3


class InternalError(GamecheckError):
    """A bug in gamecheck, caught at the public API's boundary (:func:`gamecheck.args.public`):
    an exception that no check anticipated, folded into one line (exit status 1, as the command
    line reports an internal error). The original exception is kept as ``__cause__``.

    Attributes
    ----------
    exit_code : int
        1.

    Examples
    --------
    >>> import gamecheck as gc
    >>> issubclass(gc.InternalError, gc.GamecheckError), gc.InternalError.exit_code
    (True, 1)
    """

    exit_code = 1


class ClaimError(UsageError):
    """A claim that is not well formed: a missing field, a field of the wrong type or value
    (exit status 2). Raised on construction of a :class:`gamecheck.claims.Claim` and by the
    claims-file loader, with the file, the claim id and the field in the message.

    Attributes
    ----------
    exit_code : int
        2 (a :class:`UsageError`).

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.Claim(kind="p-rule", ruleset="nim", bogus=1)        # doctest: +ELLIPSIS
    Traceback (most recent call last):
        ...
    gamecheck.errors.ClaimError: Claim(): unknown field "bogus"; a claim's fields are id, statement, ...
    """


class ModelDidNotReplay(GamecheckError):
    """A z3 model that does not replay through the ruleset: a bug in an encoding."""


class TooLargeToReplay(GamecheckError):
    """A counterexample whose options are too many to enumerate for the replay."""


class ValuesMismatchError(UsageError, ValueError):
    """The given values are not the Grundy sequence of the stated ruleset.

    Raised before a certificate is issued, when the values the certificate reads
    disagree with the mex rule. Attributes: ``n`` (the smallest heap that
    disagrees), ``given`` and ``expected`` (its value in the input and by the rule).
    """

    def __init__(self, message: str, n: int, given: int, expected: int | None):
        super().__init__(message)
        self.n = n
        self.given = given
        self.expected = expected


class SequenceTooLarge(ResourceLimitError, UsageError):
    """A Grundy sequence that would not fit in half the available memory.

    Both a :class:`~gamecheck.errors.ResourceLimitError` (exit status 3, the
    project's convention for work that does not fit the machine) and a
    :class:`~gamecheck.errors.UsageError` (so ``except UsageError`` catches it).
    """

    exit_code = 3


# -- signals inside the rule language: caught where they are raised, never shown to a user ---------

class OpError(Exception):
    """A value problem inside an operation or a builtin (a message without the rule's context;
    the evaluator adds the rule and the sub-expression)."""


class Undefined(OpError):
    """An operation that has no value at its arguments (division by zero, an index out of
    range, a negative index into a sequence, a negative shift, the minimum of nothing...): the
    rule is *undefined* there, which the checker reports as a finding against the claim at
    that point rather than as a malformed rule."""


class UndefinedValue(RuleError):
    """A rule that is undefined at some point of its domain (an :class:`Undefined` operation
    there): raised by the evaluator with the rule, the sub-expression and its values.

    Attributes
    ----------
    position : int or None
        the index (into the evaluated arrays) of a position where the rule is undefined, when
        it was evaluated over many positions at once; ``None`` for one position.
    detail : str
        what is undefined, e.g. ``"G(-1)"`` or ``"x // 0: division by zero"``.
    exit_code : int
        2 (a :class:`UsageError`), when it reaches the command line outside a check.
    """

    def __init__(self, message: str, detail: str = "", position: "int | None" = None):
        super().__init__(message)
        self.detail = detail or message
        self.position = position


class NotPeriodic(Exception):
    """A rule that is not of a form read as ultimately periodic in ``n``
    (:mod:`gamecheck.checker.sequence_claims`); the message says which part and why. Never
    leaves the checker: such a claim is checked up to a bound instead."""


class Fallback(Exception):
    """The vectorised evaluator cannot (safely) handle this rule or these values."""


class PosError(Exception):
    """The vectorised evaluator found an error at an (original) position."""

    def __init__(self, pos: int):
        super().__init__(pos)
        self.pos = pos


class NotExpressible(Exception):
    """The rule (or a sub-expression) has no exact encoding; the message says
    which construct and why."""

    located = False


class NeedsBitVectors(NotExpressible):
    """Raised in integer mode by an operation that needs bit-vectors (bitwise
    operators, symbolic shifts, popcount): compile with bit-vectors instead."""


class EncodingMismatch(Exception):
    """Internal to :mod:`gamecheck.prover.validate`: stops the validation of an SMT encoding
    at its first disagreement with the Python semantics (recorded, never raised to callers)."""


class ReplayDiverged(BaseException):
    """Raised inside a proof replayed with recorded answers (:func:`gamecheck.recheck.replay_proof`)
    when the prover asks a query the record does not have, or a recorded sat answer has no model;
    a ``BaseException`` so that no handler of the prover takes it for a failure of its own. Caught
    by the replay, which reports ``message``."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class QuotientStopped(Exception):
    """Raised inside a misère quotient computation (:mod:`gamecheck.engine.quotient`) when its
    deadline passes; caught there (the heaps done so far are kept, or a
    :class:`ResourceLimitError` says how far it got)."""


class Terminated(KeyboardInterrupt):
    """SIGTERM received by the ``gamecheck`` program (a batch system's time limit, ``kill``):
    raised in the main thread and handled wherever Ctrl-C is, so that the run unwinds the same
    way; the program then exits with status 143 (see :mod:`gamecheck.cli.signals`)."""
