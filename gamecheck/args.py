"""Eager validation of the public API's arguments, and the API's exception boundary.

Every public function and method of :mod:`gamecheck.api` (and :mod:`gamecheck.gameapi`) and
:mod:`gamecheck.explore.api` is wrapped by :func:`public`, and checks its arguments with the
validators below before any work starts -- in the style of hypothesis, whose strategies raise
``InvalidArgument`` naming the argument as soon as they are built. The rules:

* a wrong type, an unknown keyword, a missing or extra positional argument, ``nan`` or an
  infinite number, a zero or negative count, an unknown engine or method name is a
  :class:`~gamecheck.errors.UsageError` (exit status 2) whose one-line message names the
  Python argument (``gc.check(): workers=0 is not allowed; give a whole number from 1 to 8``);
* no exception type other than :class:`~gamecheck.errors.GamecheckError` subclasses leaves
  a public function: running out of memory becomes a
  :class:`~gamecheck.errors.ResourceLimitError` (exit 3), input nested too deeply for Python's
  recursion a :class:`~gamecheck.errors.UsageError`, and any other exception -- a bug in
  gamecheck -- an :class:`~gamecheck.errors.InternalError` (exit 1) that keeps the original
  exception as its ``__cause__``. ``KeyboardInterrupt`` passes through unchanged.
"""

from __future__ import annotations

import errno
import functools
import inspect
import math
import numbers
import os
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence, TypeVar

from gamecheck.errors import GamecheckError, InternalError, ResourceLimitError, UsageError, printable

__all__ = [
    "public", "shown", "integer", "number", "flag", "choice", "path", "text", "function", "mapping", "sequence_of",
]

F = TypeVar("F", bound=Callable[..., Any])


def shown(value: Any, limit: int = 40) -> str:
    """``repr(value)`` for a one-line message: non-printable characters escaped, long values
    cut to ``limit`` characters, huge integers named by their size."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"<{value.bit_length()}-bit integer>"
    try:
        text_ = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is named by its type
        text_ = f"<{type(value).__name__}>"
    text_ = printable(text_)
    if len(text_) <= limit:
        return text_
    if text_[0] in "'\"" and limit >= 5:
        return text_[: limit - 4] + "..." + text_[0]  # a cut string keeps its closing quote
    return text_[: limit - 3] + "..."


def _fail(where: str, name: str, value: Any, allowed: str) -> UsageError:
    return UsageError(f"{where}{name}={shown(value)} is not allowed; {allowed}")


def integer(name: str, value: Any, low: int | None = 0, high: int | None = None, *, optional: bool = False,
            where: str = "") -> int | None:
    """An integer argument in ``[low, high]`` (``bool`` is not an integer here).

    Args:
        name: the Python argument's name, for the message.
        value: what the caller gave; numpy integers are accepted.
        low, high: inclusive limits (``None``: unbounded).
        optional: ``None`` is allowed (and returned).
        where: a prefix for the message, e.g. ``"gc.check(): "``.

    Returns:
        ``int(value)``, or ``None``.

    Raises:
        UsageError: naming ``name``, the value and the allowed range.
    """
    if value is None and optional:
        return None
    if low is not None and high is not None:
        allowed = f"give a whole number from {low:,} to {high:,}"
    elif low is not None:
        allowed = "give a positive whole number" if low == 1 else (
            "give a non-negative whole number" if low == 0 else f"give a whole number >= {low:,}")
    else:
        allowed = "give a whole number" + (f" <= {high:,}" if high is not None else "")
    if optional:
        allowed += " (or None)"
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise _fail(where, name, value, allowed)
    v = int(value)
    if (low is not None and v < low) or (high is not None and v > high):
        raise _fail(where, name, value, allowed)
    return v


def number(name: str, value: Any, low: float, high: float, *, optional: bool = False, low_open: bool = False,
           where: str = "") -> float | None:
    """A finite real argument in ``[low, high]`` (``(low, high]`` with ``low_open``); ``nan``
    and infinities are refused.

    Raises:
        UsageError: naming ``name``, the value and the allowed range.
    """
    if value is None and optional:
        return None
    allowed = f"give a finite number in {'(' if low_open else '['}{low:g}, {high:g}]" + (" (or None)" if optional else "")
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise _fail(where, name, value, allowed)
    v = float(value)
    if not math.isfinite(v) or v > high or v < low or (low_open and v == low):
        raise _fail(where, name, value, allowed)
    return v


def flag(name: str, value: Any, *, where: str = "") -> bool:
    """A ``True``/``False`` argument (numpy booleans accepted; ``0``, ``1``, ``"yes"`` are not).

    Raises:
        UsageError: naming ``name`` and the value.
    """
    if isinstance(value, bool):
        return value
    if type(value).__name__ in ("bool_", "bool") and type(value).__module__ == "numpy":
        return bool(value)
    raise _fail(where, name, value, "give True or False")


def choice(name: str, value: Any, choices: Sequence[str], *, optional: bool = False, where: str = "") -> str | None:
    """One of a fixed set of names (an engine, a method, a play).

    Raises:
        UsageError: naming ``name``, the value and the choices.
    """
    if value is None and optional:
        return None
    if not isinstance(value, str) or value not in choices:
        raise _fail(where, name, value, f"give one of {', '.join(repr(c) for c in choices)}"
                    + (" (or None)" if optional else ""))
    return value


def path(name: str, value: Any, *, optional: bool = False, where: str = "") -> Path | None:
    """A file or folder path: a non-empty ``str`` or ``os.PathLike`` without NUL characters.

    Raises:
        UsageError: naming ``name`` and the value.
    """
    if value is None and optional:
        return None
    allowed = "give a path (a non-empty str or pathlib.Path)" + (" or None" if optional else "")
    if not isinstance(value, (str, os.PathLike)):
        raise _fail(where, name, value, allowed)
    try:
        s = os.fspath(value)
    except TypeError:
        raise _fail(where, name, value, allowed) from None
    if not isinstance(s, str) or not s.strip() or "\x00" in s:
        raise _fail(where, name, value, allowed)
    return Path(s)


def text(name: str, value: Any, *, optional: bool = False, where: str = "") -> str | None:
    """A ``str`` argument.

    Raises:
        UsageError: naming ``name`` and the value.
    """
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise _fail(where, name, value, "give text (a str)" + (" or None" if optional else ""))
    return value


def function(name: str, value: Any, *, optional: bool = True, where: str = "") -> Callable[..., Any] | None:
    """A callable argument (a progress callback).

    Raises:
        UsageError: naming ``name`` and the value.
    """
    if value is None and optional:
        return None
    if not callable(value):
        raise _fail(where, name, value, "give a function" + (" or None" if optional else ""))
    return value


def mapping(name: str, value: Any, *, optional: bool = True, where: str = "") -> dict[str, Any] | None:
    """A ``dict`` with string keys.

    Raises:
        UsageError: naming ``name`` and the value (or the first key that is not text).
    """
    if value is None and optional:
        return None
    if not isinstance(value, dict):
        raise _fail(where, name, value, "give a dict of name: value" + (" or None" if optional else ""))
    for k in value:
        if not isinstance(k, str):
            raise UsageError(f"{where}{name}: key {shown(k)} is not allowed; keys are names (str)")
    return value


def sequence_of(name: str, value: Any, kind: type | tuple[type, ...], what: str, *, where: str = "",
                limit: int = 10_000_000) -> list[Any]:
    """A list or tuple whose items are all instances of ``kind`` (no str, no generator).

    Args:
        what: the items in words, for the message (``"Claim"``).
        limit: the most items accepted.

    Raises:
        UsageError: naming ``name`` and the first wrong item.
    """
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise _fail(where, name, value, f"give a list of {what}")
    if len(value) > limit:
        raise UsageError(f"{where}{name} has {len(value):,} items; at most {limit:,} are allowed")
    for i, item in enumerate(value):
        if not isinstance(item, kind):
            raise UsageError(f"{where}{name}[{i}]={shown(item)} is not allowed; give a list of {what}")
    return list(value)


# -- the boundary ------------------------------------------------------------------------------------

def _describe_call_error(fn_name: str, sig: inspect.Signature, exc: TypeError) -> str:
    params = [p for p in sig.parameters.values() if p.name not in ("self", "cls")]
    named = ", ".join(p.name for p in params if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD))
    msg = " ".join(str(exc).split())
    # Python's own text names the argument ("got an unexpected keyword argument 'bogus'")
    msg = msg.split("() ", 1)[-1] if "() " in msg else msg
    return f"{fn_name}(): {msg}; its arguments are {named or 'none'}"


def _label(fn: Callable[..., Any]) -> str:
    module = fn.__module__ or ""
    qual = fn.__qualname__.removesuffix(".__init__")
    if "." in qual:  # a method: Game.solve
        return qual
    return ("gc.explore." if module.startswith("gamecheck.explore") else "gc.") + qual


def public(fn: F) -> F:
    """Wrap a public function or method: bind its arguments to its signature first (an unknown
    keyword or a wrong number of arguments is a :class:`UsageError` naming the argument), then
    run it, letting only :class:`GamecheckError` subclasses out (see the module docstring).

    Raises:
        UsageError: the call does not match the signature, or the input is nested too deeply.
        ResourceLimitError: the work ran out of memory.
        InternalError: any other exception (a bug in gamecheck); ``__cause__`` is the original.
    """
    sig = inspect.signature(fn)
    label = _label(fn)

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            sig.bind(*args, **kwargs)
        except TypeError as exc:
            raise UsageError(_describe_call_error(label, sig, exc)) from None
        try:
            return fn(*args, **kwargs)
        except GamecheckError:
            raise
        except MemoryError:
            raise ResourceLimitError(f"{label}(): out of memory: the work does not fit in this machine's memory; "
                                     "lower the bound, the heap sizes or the number of heaps") from None
        except RecursionError:
            raise UsageError(f"{label}(): the input is nested too deeply to process; simplify it") from None
        except OSError as exc:
            if exc.errno != errno.ENAMETOOLONG:
                raise _internal(label, exc) from exc
            # a path the file system cannot name (a part over 255 bytes): the caller's input
            raise UsageError(f"{label}(): {printable(str(exc.filename))[:80]}...: {exc.strerror}; a file or folder "
                             "name may have at most 255 bytes") from None
        except Exception as exc:  # noqa: BLE001 - the boundary: nothing but GamecheckError leaves
            raise _internal(label, exc) from exc

    wrapper.__signature__ = sig  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]


def _internal(label: str, exc: BaseException) -> InternalError:
    msg = " ".join(str(exc).split())[:200]
    return InternalError(f"{label}(): internal error (a bug in gamecheck, please report it): {type(exc).__name__}: {msg}")


def reject_unknown(where: str, given: Iterable[str], allowed: Sequence[str]) -> None:
    """Refuse keyword names outside ``allowed`` (for functions taking ``**options``).

    Raises:
        UsageError: naming the first unknown keyword and the allowed ones.
    """
    for k in given:
        if k not in allowed:
            raise UsageError(f"{where}unexpected keyword argument {shown(k)}; allowed: {', '.join(allowed)}")
