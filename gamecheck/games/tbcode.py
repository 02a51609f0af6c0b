"""CGSuite's general take-and-break codes: parsing, canonical text and the options of a heap.

A take-and-break code ``d0.d1d2...`` says, for each number ``k`` of counters removed from one
heap, into how many non-empty heaps the rest may be left and under which constraint. This
module reads the general notation of CGSuite (Siegel, CGSuite 2.x, ``TakeAndBreak.cgs`` and
``TBCode.scala`` in ``lib/core`` of github.com/aaron-siegel/cgsuite, commit e909ab8, read to
learn the notation's meaning; nothing is copied):

* a *digit* is ``0-9`` or a letter ``A-Z`` (case-insensitive) for the values 0..35; bit ``2^j``
  of the value allows leaving exactly ``j`` heaps (bit 1: nothing, bit 2: one heap, bit 4: two,
  bit 8: three, bit 16 (``G``..``V``): four, bit 32 (``W``..``Z``): five). ``&N;`` is a digit of
  decimal value ``N`` (any heap counts up to 63);
* a *brace set* ``{2,3}`` lists the heap counts allowed (``0.{2,3}`` is ``0.C``); ``{2+}`` ends
  in ``+``: the last count listed and every larger one; ``*`` is ``{0+}`` (any number of heaps,
  none included);
* a *modifier* after a digit or a closing brace constrains the heaps left (when there are two or
  more): ``!`` pairwise unequal, ``?`` not all equal, ``=`` all equal. Inside braces a count may
  carry its own (``{2,3?+}``), but not when the brace set has one after it;
* a *repeat* ``[...]`` at the end of the code repeats its digits for ever: ``0.[3]`` is Nim,
  ``0.3[1]`` is ``0.3111...``.

Only one digit may stand before the point (CGSuite's further digits there add counters to a heap,
a game that need not end), and it may not allow zero or one heap: removing nothing and leaving
the heap as it was is no move.

CGSuite's traversal (``TBCode.scala``, ``nextValidHeapSize``) forbids, under ``?``, a move leaving
one heap of size 1 while it allows one heap of any other size; gamecheck reads a modifier as a
constraint on two or more heaps only (one heap is never constrained), which is the documented
meaning. The two readings differ only for codes with ``?`` on a digit that also allows one heap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterator

from gamecheck.errors import UsageError
from gamecheck.games.base import printable, show_value

__all__ = ["CodeDigit", "TakeBreakCode", "parse_code", "MODIFIERS", "MAX_COUNT", "MAX_CODE_LENGTH",
           "is_general_text"]

#: the modifiers: ``""`` none, ``"!"`` pairwise unequal, ``"?"`` not all equal, ``"="`` all equal
MODIFIERS = ("", "!", "?", "=")
_MOD_WORDS = {"!": "pairwise unequal", "?": "not all equal", "=": "all equal"}
#: the largest heap count a brace set or ``&N;`` digit may name (CGSuite's limit)
MAX_COUNT = 63
#: the longest code text accepted
MAX_CODE_LENGTH = 1000
_BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: characters only the general notation uses (besides the letters G-Z)
_GENERAL_CHARS = set("{}[]!?=*&;+")


def is_general_text(text: str) -> bool:
    """Whether a code text uses the general notation (a brace, bracket, modifier, ``*``, ``&N;``,
    or a letter past ``F``), so that it is read by :func:`parse_code` and not as a plain
    octal or hexadecimal code."""
    return any(ch in _GENERAL_CHARS or ("G" <= ch.upper() <= "Z" and ch.isascii()) for ch in text)


@dataclass(frozen=True)
class CodeDigit:
    """One digit of a general code: the heap counts a move may leave and their modifiers.

    Attributes:
        counts: ``((j, modifier), ...)``, increasing ``j`` (``0 <= j <= 63``): leaving exactly
            ``j`` non-empty heaps is allowed, with that modifier (``""``, ``"!"``, ``"?"``, ``"="``;
            always ``""`` for ``j < 2``, where no modifier constrains anything).
        more: ``(c, modifier)`` when every count ``j >= c`` is allowed too (``{2+}``), else ``None``.
    """

    counts: tuple[tuple[int, str], ...] = ()
    more: tuple[int, str] | None = None

    @staticmethod
    def make(counts: dict[int, str], more: tuple[int, str] | None = None) -> "CodeDigit":
        """The digit of these counts (``{j: modifier}``) and ``more``, normalised: a modifier on
        fewer than two heaps dropped, counts covered by ``more`` with its modifier dropped."""
        out = {}
        for j, mod in counts.items():
            mod = mod if j >= 2 else ""
            if more is not None and j >= more[0] and mod == (more[1] if j >= 2 else ""):
                continue  # covered by more
            out[j] = mod
        return CodeDigit(tuple(sorted(out.items())), more)

    def allowed(self, j: int) -> str | None:
        """The modifier of leaving exactly ``j`` heaps, or ``None`` when not allowed."""
        for c, mod in self.counts:
            if c == j:
                return mod
        if self.more is not None and j >= self.more[0]:
            return self.more[1] if j >= 2 else ""
        return None

    @property
    def is_zero(self) -> bool:
        """No move removes this many counters."""
        return not self.counts and self.more is None

    @property
    def max_heaps(self) -> int | None:
        """The most heaps a move of this digit leaves (``None``: unbounded)."""
        if self.more is not None:
            return None
        return max((j for j, _ in self.counts), default=0)

    @property
    def modifiers(self) -> set[str]:
        """The modifiers in use (on counts of two or more heaps)."""
        mods = {m for j, m in self.counts if j >= 2 and m}
        if self.more is not None and self.more[1]:
            mods.add(self.more[1])
        return mods

    def plain_value(self) -> int | None:
        """The hexadecimal digit (0..15) this digit equals, or ``None`` when it has a modifier on
        two or more heaps, allows four or more heaps, or is unbounded."""
        if self.more is not None or self.modifiers:
            return None
        value = sum(1 << j for j, _ in self.counts)
        return value if value < 16 else None

    def text(self) -> str:
        """The canonical text: a digit ``0-9A-Z`` with one modifier where it can be written so,
        else a brace set (``{0,2!,3+}``)."""
        if self.is_zero:
            return "0"
        mods = {m for j, m in self.counts if j >= 2} | ({self.more[1]} if self.more else set())
        if self.more is None:
            value = sum(1 << j for j, _ in self.counts)
            if value < 36 and len(mods) <= 1:
                return _BASE36[value] + (next(iter(mods)) if mods else "")
        if len(mods) <= 1:
            mod = next(iter(mods)) if mods else ""
            items = [str(j) for j, _ in self.counts]
            if self.more is not None:
                items.append(f"{self.more[0]}+")
            return "{" + ",".join(items) + "}" + mod
        items = [f"{j}{m}" for j, m in self.counts]
        if self.more is not None:
            items.append(f"{self.more[0]}{self.more[1]}+")
        return "{" + ",".join(items) + "}"

    def describe(self) -> str:
        """In words: ``"leave 2 pairwise unequal heaps, or 3 or more"``."""
        parts = []
        for j, m in self.counts:
            parts.append(f"{j}" + (f" {_MOD_WORDS[m]}" if m else ""))
        if self.more is not None:
            parts.append(f"{self.more[0]} or more" + (f" {_MOD_WORDS[self.more[1]]}" if self.more[1] else ""))
        return ", ".join(parts)


@dataclass(frozen=True)
class TakeBreakCode:
    """A general take-and-break code, read by :func:`parse_code`.

    Attributes:
        before: the digit before the point (``k = 0``: split without removing; never allows
            zero or one heap).
        digits: the digits after the point, ``digits[k - 1]`` for removing ``k`` counters
            (trailing zero digits dropped when there is no repeat).
        repeat: the digits repeated for ever after ``digits`` (``()`` for none).
    """

    before: CodeDigit
    digits: tuple[CodeDigit, ...]
    repeat: tuple[CodeDigit, ...] = ()

    def digit(self, k: int) -> CodeDigit:
        """The digit for removing ``k >= 0`` counters."""
        if k == 0:
            return self.before
        if k <= len(self.digits):
            return self.digits[k - 1]
        if self.repeat:
            return self.repeat[(k - 1 - len(self.digits)) % len(self.repeat)]
        return _ZERO

    @property
    def max_take(self) -> int | None:
        """The most counters a move removes (``None``: unbounded, a repeat)."""
        if self.repeat:
            return None
        return max((k for k in range(len(self.digits) + 1) if not self.digit(k).is_zero), default=0)

    @property
    def max_parts(self) -> int | None:
        """The most heaps a move leaves (``None``: unbounded)."""
        best = 0
        for d in (self.before, *self.digits, *self.repeat):
            m = d.max_heaps
            if m is None:
                return None
            best = max(best, m)
        return best

    @property
    def modifiers(self) -> set[str]:
        """The modifiers in use (on moves leaving two or more heaps)."""
        out: set[str] = set()
        for d in (self.before, *self.digits, *self.repeat):
            out |= d.modifiers
        return out

    def plain_digits(self) -> tuple[int, ...] | None:
        """The digits of the plain octal or hexadecimal code this code equals (``digits[0]``
        before the point), or ``None`` when it needs the general notation (a modifier on two or
        more heaps, four or more heaps, an unbounded count, or a repeat)."""
        if self.repeat:
            return None
        out = []
        for d in (self.before, *self.digits):
            v = d.plain_value()
            if v is None:
                return None
            out.append(v)
        return tuple(out)

    def int_digits(self) -> tuple[int, ...] | None:
        """The code as digit values of any size (``digits[0]`` before the point; bit ``2^j``: leave
        ``j`` heaps), as the Guy–Smith check reads them
        (:func:`gamecheck.engine.periodicity.certify_octal`), or ``None`` when a value cannot
        say it: a modifier, an unbounded count, or a repeat."""
        if self.repeat or self.modifiers or self.max_parts is None:
            return None
        return tuple(sum(1 << j for j, _ in d.counts) for d in (self.before, *self.digits))

    def text(self) -> str:
        """The canonical code text (``4!.0``, ``0.[3]``, ``0.{2+}``)."""
        after = "".join(d.text() for d in self.digits)
        if self.repeat:
            return f"{self.before.text()}.{after}[{''.join(d.text() for d in self.repeat)}]"
        return f"{self.before.text()}.{after or '0'}"

    def why_not_guy_smith(self) -> str | None:
        """Why the Guy–Smith periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4; for moves
        leaving three or more heaps the same argument, as :func:`gamecheck.engine.periodicity.
        certify_octal` states it) does not apply to this code, or ``None`` when it does (then
        :meth:`int_digits` gives the digits it reads)."""
        if self.repeat:
            return "a repeat lets a move remove any number of counters (the theorem needs a last non-zero digit)"
        if self.max_parts is None:
            return "a move may leave any number of heaps (the theorem needs a bound on the heaps a move leaves)"
        if self.modifiers:
            mods = " and ".join(f"'{m}'" for m in sorted(self.modifiers))
            return (f"the modifier {mods} constrains the heaps left together (the theorem shortens one heap by the "
                    f"period, which may make heaps equal or unequal)")
        return None

    # -- the options of one heap -------------------------------------------------------
    def iter_options(self, n: int) -> Iterator[tuple[int, ...]]:
        """The options of a heap of ``n`` counters, each the non-empty heaps left in
        increasing order: by ``k`` (counters removed) increasing, then by the number of heaps
        left, then lexicographically. A partition is listed once per ``k`` (a move that leaves
        the same heaps by two ``k`` is two moves)."""
        if n <= 0:
            return
        top = n if self.repeat else min(n, len(self.digits))
        for k in range(0, top + 1):
            d = self.digit(k)
            if d.is_zero:
                continue
            m = n - k
            if m == 0:
                if k > 0 and d.allowed(0) is not None:
                    yield ()
                continue
            if k > 0 and d.allowed(1) is not None:
                yield (m,)
            most = m if d.max_heaps is None else min(m, d.max_heaps)
            for j in range(2, most + 1):
                mod = d.allowed(j)
                if mod is not None:
                    yield from _partitions(m, j, mod)

    def option_count_bound(self, n: int) -> int:
        """An upper bound on the options of a heap of ``n``, without listing them: per number
        ``k`` of counters removed, one move leaving nothing or one heap and, for each count
        ``j >= 2`` allowed, the ``C(m - 1, j - 1)`` compositions of ``m = n - k`` into ``j``
        parts (more than its partitions, whatever the modifier). Counting stops once the total
        passes :data:`_COUNT_CAP` (``10^18``): a larger answer means "more than that"."""
        if n <= 0:
            return 0
        top = n if self.repeat else min(n, len(self.digits))
        if top > 4096:  # a repeat on a huge heap: every k bounded as if it removed nothing
            worst = max(_digit_count_bound(d, n) for d in (self.before, *self.digits, *self.repeat))
            return (top + 1) * worst
        total = 0
        for k in range(0, top + 1):
            d = self.digit(k)
            if not d.is_zero:
                total += _digit_count_bound(d, n - k)
                if total > _COUNT_CAP:
                    return total
        return total


#: where :meth:`TakeBreakCode.option_count_bound` stops counting
_COUNT_CAP = 10**18


def _digit_count_bound(d: CodeDigit, m: int) -> int:
    """An upper bound on the moves of one digit on ``m`` counters left: one leaving nothing or
    one heap, and ``C(m - 1, j - 1)`` compositions for each count ``j >= 2`` allowed (counting
    stops past :data:`_COUNT_CAP`). Increasing in ``m``."""
    if d.is_zero:
        return 0
    total = 1
    most = m if d.max_heaps is None else min(m, d.max_heaps)
    for j in range(2, most + 1):
        if d.allowed(j) is not None:
            total += math.comb(m - 1, j - 1)
            if total > _COUNT_CAP:
                break
    return total


_ZERO = CodeDigit()


def _partitions(m: int, j: int, mod: str) -> Iterator[tuple[int, ...]]:
    """Partitions of ``m`` into exactly ``j >= 2`` positive parts, non-decreasing, under the
    modifier (``!``: strictly increasing; ``?``: not all equal; ``=``: all equal)."""
    if mod == "=":
        if m % j == 0:
            yield (m // j,) * j
        return
    step = 1 if mod == "!" else 0

    def rec(rest: int, parts: int, low: int) -> Iterator[tuple[int, ...]]:
        if parts == 1:
            if rest >= low:
                yield (rest,)
            return
        # the smallest part a: the other parts-1 are at least a + step, a + 2 step, ...
        a = low
        while a * parts + step * parts * (parts - 1) // 2 <= rest:
            for tail in rec(rest - a, parts - 1, a + step):
                yield (a, *tail)
            a += 1

    for p in rec(m, j, 1):
        if mod == "?" and p[0] == p[-1]:
            continue
        yield p


# ---------------------------------------------------------------------------
# Parsing


class _CodeReader:
    def __init__(self, text: str, shown: str):
        self.text = text
        self.shown = shown
        self.i = 0

    def fail(self, what: str) -> UsageError:
        return UsageError(f"octal code '{self.shown}': {what}")

    def bad(self, allowed: str) -> UsageError:
        if self.i >= len(self.text):
            return self.fail(f"the code ends too early; {allowed}")
        ch = printable(self.text[self.i])
        return self.fail(f"'{ch}' (character {self.i + 1}) is not allowed here; {allowed}")

    def peek(self) -> str:
        return self.text[self.i] if self.i < len(self.text) else ""

    def modifier(self) -> str:
        ch = self.peek()
        if ch in ("!", "?", "="):
            self.i += 1
            return ch
        return ""

    def number(self, what: str) -> int:
        start = self.i
        while self.peek().isdigit() and self.peek().isascii():
            self.i += 1
        if start == self.i:
            raise self.bad(f"expected {what}")
        if self.i - start > 4:
            raise self.fail(f"{what} {self.text[start:self.i]} is too large; at most {MAX_COUNT}")
        return int(self.text[start:self.i])

    def digit(self) -> CodeDigit:
        ch = self.peek()
        allowed = "a digit is 0-9, A-Z, a brace set such as {2,3} or {2+}, * or &N; (then !, ? or =)"
        if ch == "{":
            self.i += 1
            counts: dict[int, str] = {}
            more = None
            own = False
            while True:
                j = self.number("a heap count (0-63)")
                if j > MAX_COUNT:
                    raise self.fail(f"heap count {j} is too large; at most {MAX_COUNT} heaps")
                if counts and j <= max(counts):
                    raise self.fail(f"heap count {j} after {max(counts)}: the counts of a brace set increase "
                                    f"({{2,3}}, not {{3,2}}), and '+' follows the largest")
                mod = self.modifier()
                own = own or bool(mod)
                if self.peek() == "+":
                    self.i += 1
                    more = (j, mod)
                    if self.peek() != "}":
                        raise self.bad("'+' ends a brace set ({2+})")
                else:
                    counts[j] = mod
                if self.peek() == "}":
                    self.i += 1
                    break
                if self.peek() != ",":
                    raise self.bad("a brace set lists heap counts separated by ',', e.g. {2,3} or {2+}")
                self.i += 1
            after = self.modifier()
            if after:
                if own:
                    raise self.fail(f"modifier '{after}' after a brace set whose counts carry their own; give one or "
                                    f"the other")
                counts = {j: after for j in counts}
                more = (more[0], after) if more is not None else None
            return CodeDigit.make(counts, more)
        if ch == "*":
            self.i += 1
            return CodeDigit.make({}, (0, self.modifier()))
        if ch == "&":
            self.i += 1
            start = self.i
            while self.peek().isdigit() and self.peek().isascii():
                self.i += 1
            if start == self.i:
                raise self.bad("'&' starts a decimal digit value such as &40;")
            value = int(self.text[start:self.i][:30])
            if self.i - start > 20 or value >= 1 << (MAX_COUNT + 1):
                raise self.fail(f"digit value &{self.text[start:self.i][:30]}; is too large; its bits name heap "
                                f"counts up to {MAX_COUNT}")
            if self.peek() != ";":
                raise self.bad("a digit value &N; ends with ';'")
            self.i += 1
            mod = self.modifier()
            return CodeDigit.make({j: mod for j in range(value.bit_length()) if value >> j & 1})
        v = _BASE36.find(ch.upper()) if ch and ch.isascii() else -1
        if v < 0:
            raise self.bad(allowed)
        self.i += 1
        mod = self.modifier()
        return CodeDigit.make({j: mod for j in range(6) if v >> j & 1})


def parse_code(code: Any) -> TakeBreakCode:
    """Read a take-and-break code in CGSuite's general notation (see the module docstring).

    Accepted: plain codes (``0.77``, ``4.0``, ``0.F7``), letters up to ``Z`` (``0.G``: remove one,
    leave four heaps), brace sets (``0.{2,3}``, ``{2+}.0``, ``0.{1,3?+}``), ``*`` (``{0+}``),
    ``&N;`` digits, modifiers ``!``, ``?``, ``=`` after a digit or a brace set, and a final
    repeat ``[...]`` (``0.[3]``). ``·`` may stand for the point.

    Returns:
        the :class:`TakeBreakCode`.

    Raises:
        UsageError: one line naming the bad character (and its place) and what is allowed there,
            or: an empty code, no point, more than one digit before the point, a digit before the
            point that allows zero or one heap, an empty or unfinished repeat, counts above 63.
    """
    if not isinstance(code, str):
        raise UsageError(f"octal code {show_value(code)} is not a string; give e.g. 0.77")
    text = code.strip().replace("·", ".")
    shown = printable(text)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    if not text:
        raise UsageError("octal code '' is empty; give e.g. 0.77 (Kayles) or 4!.0 (Grundy's game)")
    if len(text) > MAX_CODE_LENGTH:
        raise UsageError(f"octal code '{shown}' is longer than {MAX_CODE_LENGTH} characters")
    if "." not in text:
        raise UsageError(f"octal code '{shown}' has no point; write it like 0.77 or 4!.0 (digits after the point: "
                         f"removing 1, 2, ... counters)")
    r = _CodeReader(text, shown)
    before: CodeDigit = _ZERO
    if r.peek() != ".":
        before = r.digit()
        if r.peek() != ".":
            if r.i < len(text) and (r.peek().isalnum() or r.peek() in "{*&"):
                raise UsageError(f"octal code '{shown}': at most one digit may stand before the point (CGSuite's "
                                 f"further digits there, which add counters to a heap, are not supported)")
            raise r.bad("the digit before the point is followed by the point")
    if before.allowed(0) is not None or before.allowed(1) is not None:
        raise UsageError(f"octal code '{shown}': the digit before the point may not allow leaving zero or one heap "
                         f"(it removes no counters: such a move would change nothing); give e.g. 4, 8, C or {{2+}}")
    r.i += 1  # the point
    digits: list[CodeDigit] = []
    repeat: list[CodeDigit] = []
    target = digits
    while r.i < len(text):
        ch = r.peek()
        if ch == "[":
            if target is repeat:
                raise r.bad("only one repeat [...] is allowed")
            r.i += 1
            target = repeat
            continue
        if ch == "]":
            if target is not repeat:
                raise r.bad("']' closes a repeat opened by '['")
            if not repeat:
                raise r.fail("the repeat [] is empty; give the digits to repeat, e.g. 0.[3]")
            r.i += 1
            if r.i < len(text):
                raise r.bad("a repeat [...] ends the code")
            target = digits  # closed
            break
        target.append(r.digit())
    else:
        if target is repeat:
            raise r.fail("the repeat '[' is not closed by ']'")
    if repeat and all(d.is_zero for d in repeat):
        repeat = []
    if not repeat:
        while digits and digits[-1].is_zero:
            digits.pop()
    return TakeBreakCode(before, tuple(digits), tuple(repeat))
