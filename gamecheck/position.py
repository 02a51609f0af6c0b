"""Positions: the :data:`Position` type (a tuple of non-negative ints, its *parts*), the
limit on the number of parts, and the one way positions are printed in messages and reports.
"""

from __future__ import annotations

from typing import Any, Iterable

from gamecheck.errors import printable

__all__ = ["MAX_PARTS", "Position", "format_position"]

Position = tuple[int, ...]

#: the most parts a position may have (heaps, stairs, coins; the phase of New Nim included)
MAX_PARTS = 64


def _part(v: Any) -> str:
    if isinstance(v, int) and not isinstance(v, bool):
        # Python refuses to print integers of more than 4,300 digits
        return str(v) if v.bit_length() <= 4096 else f"<{v.bit_length()}-bit integer>"
    return printable(str(v))


def _fmt(pos: Iterable[Any]) -> str:
    items = list(pos)
    parts = [_part(v) for v in items[:MAX_PARTS + 1]]
    if len(items) > MAX_PARTS + 1:
        parts.append(f"... {len(items)} parts")
    return "(" + ", ".join(parts) + ")"


def format_position(pos: Iterable[int]) -> str:
    """Format a position as ``(3, 4, 5)``."""
    return _fmt(pos)
