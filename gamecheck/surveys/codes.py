"""The octal codes a survey explores, and which of them define the same game.

An octal code ``d0.d1d2...dk`` (Winning Ways ch. 4) gives for each number ``j`` of counters
removed the digit ``dj``: bit 1 lets the move leave no heap, bit 2 one heap, bit 4 two heaps.
Trailing zero digits allow nothing, so ``0.1``, ``0.10`` and ``0.100`` are one game: a survey
"with at most D digits" lists each game once, by its code without trailing zeros, with the codes
that name it (:func:`survey_codes`). Codes whose rules differ but whose Grundy sequences are
equal are merged later, from their values (:mod:`gamecheck.surveys.tables`).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from gamecheck.errors import UsageError

__all__ = ["SurveyCode", "survey_codes", "MAX_DIGITS", "PREFIXES"]

#: the most code digits after the point a survey takes (8^6 = 262,144 codes)
MAX_DIGITS = 6
#: the digits before the point a survey takes: 0 (the usual octal games) and 4 (a move may also
#: split a heap in two without removing any counter)
PREFIXES = ("0", "4")


@dataclass(frozen=True)
class SurveyCode:
    """One game of a survey: its code without trailing zeros (``"0.77"``, ``"4.1"``) and every
    code of at most ``D`` digits that names the same rule (``("0.77", "0.770")``)."""

    code: str
    aliases: tuple[str, ...]

    @property
    def digits(self) -> str:
        """The digits after the point (``"77"``; ``""`` for ``"4.0"``)."""
        return self.code.split(".", 1)[1].rstrip("0")


def survey_codes(digits: int, prefix: str = "0") -> list[SurveyCode]:
    """Every game with at most ``digits`` code digits after the point, in the order of its code
    read as a number (``0.1, 0.2, ..., 0.7, 0.01, 0.02...``: by length, then digits).

    Args:
        digits: the most digits after the point, ``1..MAX_DIGITS``.
        prefix: the digit before the point, ``"0"`` or ``"4"``.

    Returns:
        a list of :class:`SurveyCode`, one per game: ``8^digits - 1`` games for prefix 0 (the
        code ``0.0`` has no moves and is left out), ``8^digits`` for prefix 4 (``4.0`` splits a
        heap in two and is a game).

    Raises:
        UsageError: ``digits`` or ``prefix`` out of range.
    """
    if isinstance(digits, bool) or not isinstance(digits, int) or not 1 <= digits <= MAX_DIGITS:
        raise UsageError(f"digits={digits!r} is not allowed; give 1..{MAX_DIGITS} (code digits after the point)")
    prefix = str(prefix).strip()
    if prefix not in PREFIXES:
        raise UsageError(f"prefix={prefix!r} is not allowed; give 0 or 4 (the digit before the point)")
    groups: dict[str, list[str]] = {}
    for length in range(0 if prefix != "0" else 1, digits + 1):
        for ds in itertools.product("01234567", repeat=length):
            text = "".join(ds)
            code = f"{prefix}.{text.rstrip('0') or '0'}"
            if code == "0.0":
                continue
            groups.setdefault(code, []).append(f"{prefix}.{text or '0'}")
    out = [SurveyCode(code, tuple(dict.fromkeys(names))) for code, names in groups.items()]
    out.sort(key=lambda c: (len(c.digits), c.digits))
    return out
