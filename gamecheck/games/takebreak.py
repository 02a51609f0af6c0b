"""Take-and-break games: octal and hexadecimal games, Grundy's game, Lasker's Nim.

A move picks one heap, removes some counters from it and may split what is left
into two or three non-empty heaps. A position is therefore a *multiset* of heaps
whose size changes as play goes on; gamecheck stores it as a tuple of ``k`` heap
*slots* sorted in decreasing order, zeros for empty slots (``(5, 3, 0, 0)`` is the
position of two heaps, 5 and 3, with room for four). A move that would leave more
non-empty heaps than there are slots is an error naming the slots needed, never a
silently different game; :meth:`TakeAndBreak.canonical` gives a typed position as
many slots as play from it can ever fill, and :meth:`TakeAndBreak.domain` keeps to
the positions whose play fits in ``k`` slots, so the domain is closed under moves.

Octal codes (Berlekamp, Conway and Guy, *Winning Ways*, ch. 4; Siegel 2013, IV.2):
``d0.d1d2...dt``, digit ``d_k`` for removing ``k`` counters from one heap -- bit 1:
when they are the whole heap; bit 2: leaving one non-empty heap; bit 4: leaving two;
bit 8: leaving three (hexadecimal digits ``8``-``F``); ``d0`` (remove nothing:
split only) may use bits 4 and 8 only. Kayles is 0.77, Dawson's Kayles 0.07,
Dawson's chess 0.137. CGSuite's general notation (letters up to ``Z``, brace sets ``{2,3}``
and ``{2+}``, repeats ``[3]``, the modifiers ``!``, ``?``, ``=``; :mod:`gamecheck.games.tbcode`)
is read by the same entry points: a code that equals a plain one (``0.{2,3}`` is ``0.C``) is that
:class:`OctalGame`, any other is a :class:`CodeGame` (``4!.0``, Grundy's game).

Every game here is also a heap game for :mod:`gamecheck.engine.sequences` (see
:class:`gamecheck.games.heap.HeapRules`); :func:`heap_game` builds one from the words
of ``gamecheck explore``.
"""

from __future__ import annotations

import itertools
import math
from typing import Any, ClassVar, Iterable, Iterator, Sequence

from gamecheck.domain import PositionsDomain, guard_memory
from gamecheck.errors import UsageError
from gamecheck.games.base import Move, check_count, show_value
from gamecheck.games.halving import TakeHalf
from gamecheck.games.heap import Heaps, HeapRules, check_heap_size, describe_heap_move, leave
from gamecheck.games.registry import explore_lookup, explore_words, norm_explore_word
from gamecheck.games.subtraction import AllBut, PredicateSubtraction, SubtractionGame, PREDICATES
from gamecheck.games.tbcode import TakeBreakCode, is_general_text, parse_code
from gamecheck.position import MAX_PARTS, Position, format_position

__all__ = [
    "TakeAndBreak", "OctalGame", "CodeGame", "Kayles", "DawsonsKayles", "DawsonsChess", "Officers", "Guiles", "GrundysGame",
    "LaskersNim", "NAMED_OCTAL", "parse_octal", "heap_game", "heap_game_names", "is_heap_game",
    "heap_game_from_json",
]

#: the largest heap for which :meth:`TakeAndBreak.most_heaps` is computed exactly (above
#: it the bound ``n`` is used: every heap holds at least one counter)
_EXACT_MOST = 400


#: past this many options of a heap, :meth:`CodeGame.most_heaps` takes the bound ``n``
_MOST_EXACT_OPTIONS = 5_000

#: past this many positions a take-and-break game's reachable bound stops counting
_BOUND_CAP = 10**12


class TakeAndBreak(HeapRules):
    """Base class of the take-and-break rulesets (a move may split a heap).

    Args:
        heaps: the number of heap slots ``k`` of a position (``1..64``), or ``None`` to
            take it from each position.

    Raises:
        UsageError: if ``heaps`` is not a positive int up to 64.
    """

    param_help = {"heaps": "number of heap slots of a position (default: from the position)"}
    splits_heaps = True
    #: play always ends (every heap a move leaves is smaller than the heap it acts on, so the
    #: multiset of heaps decreases in the multiset ordering), though no linear potential says
    #: so when a move splits a heap without taking (Grundy's game): the reachable-set search
    #: (:func:`gamecheck.domain.reachable_domain`) does not take such a game for one that may
    #: never end
    play_ends = True
    #: whether the total of the heaps never grows (true of octal and hexadecimal games, Grundy's
    #: game and Lasker's Nim; a heap game of a game file may leave more counters than it takes)
    total_never_grows = True

    def reachable_bound(self, starts: Sequence[Sequence[int]]) -> int | None:
        """An upper bound on the positions reachable from ``starts``, without generating a
        move: every heap a move leaves is smaller than the heap it acts on, so a reachable
        position is a multiset of at most ``k`` heaps (the slots) each at most the largest
        heap ``H`` of the start, and, when the total never grows, of total at most the start's
        ``S``: the number of partitions of ``0..S`` into at most ``k`` parts of at most ``H``
        (counted by dynamic programming, stopped past :data:`_BOUND_CAP`; ``None`` when that
        count would itself be long).

        Returns:
            the bound (summed over the starts), or ``None``.
        """
        total = 0
        for start in starts:
            heaps = [h for h in start if h]
            k = len(start)
            if not heaps:
                total += 1
                continue
            H = max(heaps)
            S = sum(heaps) if self.total_never_grows else k * H
            if H * k * (S + 1) > 20_000_000:
                if math.comb(H + k, k) > _BOUND_CAP:
                    return _BOUND_CAP + 1  # more than anything that fits; not counted further
                total += math.comb(H + k, k)
                continue
            # ways[j][s]: multisets of j heaps from 1..(current size) with total s
            ways = [[0] * (S + 1) for _ in range(k + 1)]
            ways[0][0] = 1
            for size in range(1, H + 1):
                for j in range(1, k + 1):
                    row, prev = ways[j], ways[j - 1]
                    for s in range(size, S + 1):
                        row[s] = min(row[s] + prev[s - size], _BOUND_CAP + 1)
            total += sum(min(sum(r), _BOUND_CAP + 1) for r in ways)
            if total > _BOUND_CAP:
                return _BOUND_CAP + 1
        return total

    def __init__(self, heaps: int | None = None):
        self.arity = check_count(self.name, "heaps", heaps)
        self._most: list[int] = [0]

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.arity is None else {"heaps": self.arity}

    # -- positions ----------------------------------------------------------------
    def part_label(self, i: int) -> str:
        return f"heap slot {i + 1}"

    def most_heaps(self, n: int) -> int:
        """The most non-empty heaps that play from one heap of ``n`` can ever leave at
        once (0 for ``n = 0``): ``M(n) = max(1, max over options of the sum of M over
        the option's heaps)``, exact up to heap 400, ``n`` above (a heap holds a counter)."""
        n = check_heap_size(n)
        if n > _EXACT_MOST:
            return n
        most = self._most
        if n >= len(most):
            self.guard_heaps(n)  # a heap game of a game file: its heap-moves estimated before they are evaluated
        for h in range(len(most), n + 1):
            most.append(max([1] + [sum(most[p] for p in left) for left in self._heap_options(h)]))
        return most[n]

    def slots_needed(self, position: Sequence[int]) -> int:
        """The heap slots play from ``position`` can fill: the sum of :meth:`most_heaps`."""
        return sum(self.most_heaps(h) for h in position)

    def canonical(self, position: tuple[int, ...]) -> tuple[int, ...]:
        """The heaps in decreasing order, padded with empty slots to as many as play from
        the position can fill (and at least as many as given).

        Raises:
            UsageError: a part that is not a non-negative int, or a position whose play
                needs more than 64 slots (name it and the count).
        """
        heaps = [check_heap_size(h) for h in position]
        need = max(len(heaps), self.slots_needed(heaps)) if self.arity is None else self.arity
        if need > MAX_PARTS:
            raise UsageError(
                f"{self.spec()}: play from {format_position(position)} can leave up to {need} heaps, more than the "
                f"{MAX_PARTS} parts a position may have; give smaller heaps")
        nonzero = sorted((h for h in heaps if h), reverse=True)
        if len(nonzero) > need:
            raise UsageError(f"{self.spec()}: position {format_position(position)} has {len(nonzero)} heaps, more than "
                             f"its {need} heap slots")
        return tuple(nonzero) + (0,) * (need - len(nonzero))

    def options(self, position: Position) -> list[Move]:
        k = len(position)
        moves = []
        seen: set[int] = set()
        for i, h in enumerate(position):
            if h == 0 or h in seen:
                continue
            seen.add(h)
            rest = position[:i] + position[i + 1:]
            for left in self._heap_options(h):
                parts = sorted([x for x in rest if x] + list(left), reverse=True)
                if len(parts) > k:
                    raise UsageError(
                        f"{self.spec()}: the move '{_describe(h, left)}' from {format_position(position)} leaves "
                        f"{len(parts)} heaps, more than the position's {k} heap slots; give at least "
                        f"{self.slots_needed(position)} slots (heaps={self.slots_needed(position)})")
                moves.append(Move(_describe(h, left), tuple(parts) + (0,) * (k - len(parts))))
        return moves

    def domain(self, bound: "int | Sequence[int]", k: int | None = None) -> PositionsDomain:
        """Every multiset of heaps of size ``0..bound`` in ``k`` slots (decreasing order)
        whose play never needs more than ``k`` slots -- closed under moves.

        Raises:
            UsageError: an unknown slot count or a bound that is not one non-negative int.
            ResourceLimitError: when the positions would not fit in memory.
        """
        k = self.arity if k is None else k
        if k is None:
            raise UsageError(f"ruleset {self.spec()} needs a heap slot count (heaps=K)")
        if isinstance(bound, bool) or not isinstance(bound, int) or bound < 0:
            raise UsageError(f"ruleset {self.spec()}: bound {show_value(bound)} is not allowed; give one "
                             f"non-negative integer (the largest heap)")
        count = math.comb(bound + k, k)
        guard_memory(count, 4 * count, f"the positions of {self.spec()} with {k} slots up to {bound}")
        self.most_heaps(min(bound, _EXACT_MOST))
        positions = [p for p in itertools.combinations_with_replacement(range(bound, -1, -1), k)
                     if self.slots_needed(p) <= k]
        label = f"multisets of heaps up to {bound} in {k} slots (play fits in {k} slots)"
        if len(positions) < count:
            # say what the bound names and the domain leaves out: a claim "holds" only here
            label += (f"; the other {count - len(positions):,} of the {count:,} multisets up to {bound} need more "
                      f"slots in play and are not checked (heaps={self.slots_needed((bound,) * k)} holds them all)")
        return PositionsDomain(positions, label)

    def default_bound(self, k: int) -> int:
        return {1: 2, 2: 4, 3: 6, 4: 8}.get(k, 10)


def _describe(h: int, left: Heaps) -> str:
    return describe_heap_move(h, left, "the")


#: standard names of octal games (Winning Ways ch. 4): name -> code, from the named classes
#: (:class:`Kayles`, ...; filled in below them)
NAMED_OCTAL: dict[str, str] = {}
_OCTAL_TITLES = {"0.77": "Kayles", "0.07": "Dawson's Kayles", "0.137": "Dawson's chess", "0.6": "Officers",
                 "0.15": "Guiles"}
#: alias -> name of the named octal games (their ``aliases``; filled in below them)
_OCTAL_NAME_ALIASES: dict[str, str] = {}
_HEX = "0123456789ABCDEF"


def _resolve_name(code: str) -> str:
    """A name of :data:`NAMED_OCTAL` (or an alias) replaced by its code; other text unchanged."""
    text = code.strip()
    key = text.lower().replace("_", "-").replace("'", "").replace(" ", "-")
    key = _OCTAL_NAME_ALIASES.get(key, key)
    return NAMED_OCTAL.get(key, text)


def _general_code(code: Any) -> TakeBreakCode | None:
    """The code read in CGSuite's general notation (:func:`gamecheck.games.tbcode.parse_code`)
    when its text uses that notation (a brace, bracket, modifier, ``*``, ``&N;`` or a letter past
    ``F``), else ``None`` (a plain code, or not a string).

    Raises:
        UsageError: a general code that does not parse (one line naming the bad character).
    """
    if not isinstance(code, str):
        return None
    text = _resolve_name(code)
    return parse_code(text) if is_general_text(text) else None


def _octal_digits(code: Any) -> tuple[int, ...]:
    """The digits of an octal or hexadecimal code or of a name of :data:`NAMED_OCTAL`
    (``digits[0]`` before the point)."""
    if not isinstance(code, str):
        raise UsageError(f"octal code {show_value(code)} is not a string; give e.g. 0.77")
    general = _general_code(code)
    if general is not None:
        digits = general.plain_digits()
        if digits is None:  # pragma: no cover - OctalGame.__new__ makes a CodeGame of such a code
            raise UsageError(f"octal code '{code}' needs the general notation; use parse_octal")
        return digits
    text = code.strip().replace("·", ".").replace(",", ".")
    if not text:
        raise UsageError(f"octal code '{code}' is empty; give e.g. 0.77 (Kayles) or a name: {', '.join(NAMED_OCTAL)}")
    key = text.lower().replace("_", "-").replace("'", "").replace(" ", "-")
    key = _OCTAL_NAME_ALIASES.get(key, key)
    if key in NAMED_OCTAL:
        text = NAMED_OCTAL[key]
    if "." not in text:
        raise UsageError(f"octal code '{show_value(code)[1:-1]}' has no point; write it like 0.77 (digits after the "
                         f"point: removing 1, 2, ... counters) or give a name: {', '.join(NAMED_OCTAL)}")
    before, _, after = text.partition(".")
    if len(before) > 1:
        raise UsageError(f"octal code '{code}': at most one digit may stand before the point (0, 4, 8 or C)")
    digits = []
    for ch in (before or "0") + after:
        v = _HEX.find(ch.upper())
        if v < 0 or ch in "+-":
            raise UsageError(f"octal code '{code}': '{ch}' is not an octal or hexadecimal digit (0-9, A-F); CGSuite's "
                             f"notation also allows letters G-Z, brace sets {{2,3}} and {{2+}}, a repeat [3] and the "
                             f"modifiers !, ?, =")
        digits.append(v)
    return tuple(digits)


class OctalGame(TakeAndBreak):
    """An octal (digits 0-7) or hexadecimal (digits up to F) take-and-break game.

    Args:
        code: the code, e.g. ``"0.77"``, ``".07"``, ``"4.0"``, ``"0.F7"`` (hexadecimal
            digits case-insensitive), or a name of :data:`NAMED_OCTAL`; a code in CGSuite's
            general notation (:mod:`gamecheck.games.tbcode`) is read too: ``OctalGame(code=
            "0.{2,3}")`` is the plain game 0.C, and ``OctalGame(code="4!.0")``, which no plain
            code equals, constructs a :class:`CodeGame`.
        heaps: the heap slots of a position (see :class:`TakeAndBreak`).
        digits: instead of ``code``, the digits (``digits[0]`` before the point).

    Attributes:
        code: the canonical code (upper-case, no trailing zeros after the last non-zero
            digit, at least one digit after the point).
        digits: ``digits[k]`` = the digit for removing ``k`` counters, ``k = 0..t``.
        last_nonzero: ``t``, the largest ``k`` with ``digits[k] != 0`` (0 if none).

    Raises:
        UsageError: no code, digits outside 0..15, or bit 1 or 2 in ``digits[0]``.
    """

    name = "octal"
    summary = ("octal or hexadecimal take-and-break game, e.g. octal:0.77 (Kayles), hex:0.F7, or a code in CGSuite's "
               "general notation, e.g. octal:4!.0 (Grundy's game)")
    aliases = ("hex", "hexadecimal", "octal-game", "take-and-break")
    explore_names = ("octal", *aliases)  # followed by a code: explore octal 0.77
    param_help = {"code": "the octal or hexadecimal code, e.g. 0.77, or a general one, e.g. 4!.0",
                  **TakeAndBreak.param_help}
    kind = "octal"
    periodicity_theorem = "octal"
    #: the code of a named subclass
    fixed_code: ClassVar[str] = ""

    def __new__(cls, code: Any = None, heaps: int | None = None, *, digits: Iterable[int] | None = None):
        # a code in the general notation that no plain code equals is a CodeGame
        if cls is OctalGame and digits is None:
            general = _general_code(code)
            if general is not None and general.plain_digits() is None:
                return super().__new__(CodeGame)
        return super().__new__(cls)

    def __init__(self, code: Any = None, heaps: int | None = None, *, digits: Iterable[int] | None = None):
        super().__init__(heaps)
        code = code if code is not None or digits is not None else (self.fixed_code or None)
        if digits is None:
            if code is None:
                raise UsageError("ruleset 'octal' needs a code, e.g. octal(code=\"0.77\") or octal:0.77")
            digits = _octal_digits(code)
        shown = code if isinstance(code, str) else ""
        ds = tuple(int(d) for d in digits) or (0,)
        for d in ds:
            if not 0 <= d <= 15:
                raise UsageError(f"octal code '{shown}': digit {d} is not allowed; digits are 0-15 (0-9, A-F)")
        if ds[0] & 3:
            raise UsageError(f"octal code '{shown}': the digit before the point may only use bits 4 and 8 "
                             f"(0, 4, 8 or C: split without removing); {_HEX[ds[0]]} is not allowed")
        t = max((k for k, d in enumerate(ds) if d), default=0)
        self.digits: tuple[int, ...] = ds[: t + 1]
        self.code: str = _HEX[self.digits[0]] + "." + ("".join(_HEX[d] for d in self.digits[1:]) or "0")

    @classmethod
    def from_digits(cls, digits: Iterable[int]) -> "OctalGame":
        """The game with these digits (``digits[0]`` before the point)."""
        return OctalGame(digits=tuple(digits))

    def spec(self) -> str:
        named = next((n for n, c in NAMED_OCTAL.items() if c == self.code), None)
        if named is not None:
            return named if self.arity is None else f"{named}(heaps={self.arity})"
        extra = "" if self.arity is None else f", heaps={self.arity}"
        return f'octal(code="{self.code}"{extra})'

    @property
    def params(self) -> dict[str, Any]:
        return {"code": self.code, **super().params}

    @property
    def last_nonzero(self) -> int:
        return len(self.digits) - 1

    @property
    def is_hexadecimal(self) -> bool:
        return any(d >= 8 for d in self.digits)

    @property
    def max_parts(self) -> int:
        bits = 0
        for d in self.digits:
            bits |= d
        return 3 if bits & 8 else 2 if bits & 4 else 1

    @property
    def title(self) -> str:
        what = "hexadecimal game" if self.is_hexadecimal else "octal game"
        name = _OCTAL_TITLES.get(self.code)
        return f"{what} {self.code}" + (f" ({name})" if name else "")

    def explore_args(self) -> list[str]:
        return ["octal", self.code]

    def heap_params(self) -> dict[str, Any]:
        return {"code": self.code, "digits": list(self.digits)}

    def periodicity_args(self) -> dict[str, Any]:
        """``{"kind": "octal", "digits": ...}``: the octal periodicity theorem (Guy and Smith
        1956) needs the digits."""
        return {"kind": "octal", "digits": self.digits}

    @property
    def options_grow_with_heap(self) -> bool:  # type: ignore[override]
        """True when a move may split a heap (``max_parts >= 2``)."""
        return self.max_parts >= 2

    def sparse_moves(self) -> tuple[list[int], list[int], list[int], bool] | None:
        """The digits' bits 1, 2 and 4 by ``k``; ``None`` when a move may leave three heaps."""
        if any(d & 8 for d in self.digits):
            return None
        whole = [k for k, d in enumerate(self.digits) if d & 1]
        takes = [k for k, d in enumerate(self.digits) if d & 2]
        splits = [k for k, d in enumerate(self.digits) if d & 4]
        return whole, takes, splits, False

    def octal_digits(self) -> tuple[int, ...]:
        """The digits of the code."""
        return self.digits

    def move_reach(self) -> tuple[int, int]:
        """``(t, parts)``: a move takes at most ``t`` (the last non-zero digit's index)
        counters and leaves at most :attr:`max_parts` heaps."""
        return int(self.last_nonzero), int(self.max_parts)

    def heap_option_bound(self, n: int) -> int:
        # per digit k: at most one move leaving nothing, one leaving one heap, m // 2 leaving
        # two heaps and m^2 / 12 + 1 leaving three (m = n - k), as _heap_options lists them
        total = 0
        for k, d in enumerate(self.digits[: n + 1]):
            m = n - k
            total += bool(d & 1) + bool(d & 2) + (m // 2 if d & 4 else 0) + (m * m // 12 + 1 if d & 8 else 0)
        return total

    def heap_has_move(self, n: int) -> bool:
        """Whether a heap of ``n`` has a move, read from the digits (no option listed): digit
        ``d_k`` moves when ``k <= n`` and it may leave what is left -- nothing (bit 1, ``n = k``),
        one heap (bit 2, ``n > k``), two (bit 4, ``n - k >= 2``) or three (bit 8, ``n - k >= 3``)."""
        n = check_heap_size(n)
        for k, d in enumerate(self.digits):
            if k > n:
                break
            m = n - k
            if (k > 0 and ((d & 1 and m == 0) or (d & 2 and m >= 1))) or (d & 4 and m >= 2) or (d & 8 and m >= 3):
                return True
        return False

    def _heap_options(self, n: int) -> list[Heaps]:
        return list(self._iter_options(n))

    def iter_heap_options(self, n: int) -> Iterator[Heaps]:
        return self._iter_options(check_heap_size(n))

    def iter_heap_options_spread(self, n: int, limit: int) -> Iterator[Heaps]:
        n = check_heap_size(n)
        count = self.heap_option_count(n)
        if count is None or count <= limit:
            return self._iter_options(n)
        return self._iter_spread(n)

    def heap_option_count(self, n: int) -> int | None:
        if self.max_parts >= 3:
            return None
        return self._option_count(check_heap_size(n))

    def _option_count(self, n: int) -> int:
        """The number of options :meth:`heap_options` lists for a heap of ``n`` (no move
        leaving three heaps), without listing them."""
        total = 0
        for k, d in enumerate(self.digits[: n + 1]):
            m = n - k
            total += bool(d & 1 and m == 0 and k > 0) + bool(d & 2 and m >= 1 and k > 0) + (m // 2 if d & 4 else 0)
        return total

    def _iter_spread(self, n: int) -> Iterator[Heaps]:
        """The options leaving at most one heap, then the two-heap splits by their smaller part
        ``a = 1, 2, ...`` with every take ``k`` for each ``a`` (no move leaving three heaps)."""
        for k, d in enumerate(self.digits):
            if k > n:
                break
            m = n - k
            if d & 1 and m == 0 and k > 0:
                yield ()
            if d & 2 and m >= 1 and k > 0:
                yield (m,)
        ms = [n - k for k, d in enumerate(self.digits) if d & 4 and k <= n]
        a = 1
        while ms:
            ms = [m for m in ms if a <= m // 2]
            for m in ms:
                yield (a, m - a)
            a += 1

    def _iter_options(self, n: int) -> Iterator[Heaps]:
        for k, d in enumerate(self.digits):
            if k > n:
                break
            m = n - k
            if d & 1 and m == 0 and k > 0:
                yield ()
            if d & 2 and m >= 1 and k > 0:
                yield (m,)
            if d & 4:
                yield from ((a, m - a) for a in range(1, m // 2 + 1))
            if d & 8:
                for a in range(1, m // 3 + 1):
                    for b in range(a, (m - a) // 2 + 1):
                        yield (a, b, m - a - b)


class CodeGame(OctalGame):
    """A take-and-break game of CGSuite's general notation that no plain octal or hexadecimal
    code equals: letters past ``F`` (four or five heaps), brace sets with counts past 3 or a
    ``+``, repeats, the modifiers ``!``, ``?``, ``=`` (:mod:`gamecheck.games.tbcode`; CGSuite's
    ``TakeAndBreak``, Siegel). ``OctalGame(code="4!.0")`` and :func:`parse_octal` make one.

    Args:
        code: the code text (``"4!.0"``, ``"{2+}.0"``, ``"0.[3]"``, ``"8?.0"``).
        heaps: the heap slots of a position (see :class:`TakeAndBreak`).

    Attributes:
        code: the canonical code text (:meth:`gamecheck.games.tbcode.TakeBreakCode.text`).
        rule: the parsed :class:`~gamecheck.games.tbcode.TakeBreakCode`.

    The Grundy values come from :mod:`gamecheck.engine.tbvalues` (a dynamic program over parts,
    no partition listed); the sparse-space engine (Gangolli and Plambeck 1989) runs where every
    move leaves at most two heaps and every two-heap move must leave them unequal (``4!.0``); the
    Guy–Smith periodicity theorem (Guy and Smith 1956; extended to moves leaving more heaps) certifies
    a period where its hypotheses hold -- no modifier, no repeat, a bound on the heaps a move leaves
    (``0.G``, ``0.{1,4}``) -- and elsewhere a period is only observed (:attr:`periodicity_reason`
    says why).

    Raises:
        UsageError: a code that does not parse (one line naming the bad character).
    """

    kind = "code"
    periodicity_theorem = None  # "octal" on an instance whose code the Guy–Smith theorem covers
    #: names of the take-and-break games whose code needs the general notation
    _TITLES = {"4!.0": "Grundy's game", "4.[3]": "Lasker's Nim", "0.[3]": "Nim"}

    def __init__(self, code: Any = None, heaps: int | None = None, *, digits: Iterable[int] | None = None):
        TakeAndBreak.__init__(self, heaps)
        if digits is not None or not isinstance(code, str):
            raise UsageError(f"a general take-and-break code is a string such as \"4!.0\", not {show_value(code)}")
        rule = _general_code(code) or parse_code(code)
        self.rule: TakeBreakCode = rule
        self.code: str = rule.text()
        #: the digit values the Guy–Smith check reads, when the theorem applies (no modifier, no
        #: repeat, a bound on the heaps a move leaves: ``0.G``, ``0.{1,4}``), else ``None``
        self.theorem_digits = rule.int_digits()
        if self.theorem_digits is not None:
            self.periodicity_theorem = "octal"  # type: ignore[misc]

    def spec(self) -> str:
        extra = "" if self.arity is None else f", heaps={self.arity}"
        return f'octal(code="{self.code}"{extra})'

    @property
    def last_nonzero(self) -> int:
        """The most counters a move removes (``-1`` when a repeat leaves it unbounded)."""
        t = self.rule.max_take
        return -1 if t is None else t

    @property
    def is_hexadecimal(self) -> bool:
        return False

    @property
    def max_parts(self) -> int:
        """The most heaps a move leaves (:data:`~gamecheck.position.MAX_PARTS` when unbounded:
        a heap of ``n`` can leave up to ``n``)."""
        m = self.rule.max_parts
        return MAX_PARTS if m is None else max(1, m)

    @property
    def title(self) -> str:
        name = self._TITLES.get(self.code)
        return f"take-and-break code {self.code}" + (f" ({name})" if name else "")

    def heap_params(self) -> dict[str, Any]:
        return {"code": self.code}

    def periodicity_args(self) -> dict[str, Any]:
        """``{"kind": "octal", "digits": ...}`` where the Guy–Smith theorem applies (the digit
        values, past 15 for moves leaving four or more heaps), else ``{"kind": "code"}``: no
        periodicity theorem is applied (see :attr:`periodicity_reason`)."""
        if self.theorem_digits is not None:
            return {"kind": "octal", "digits": self.theorem_digits}
        return {"kind": "code"}

    @property
    def periodicity_reason(self) -> str | None:
        """Why the Guy–Smith theorem is not applied to this code, in words (``None`` where it is)."""
        why = self.rule.why_not_guy_smith()
        return None if why is None else f"the Guy–Smith periodicity theorem does not apply to {self.code}: {why}"

    @property
    def options_grow_with_heap(self) -> bool:  # type: ignore[override]
        return self.rule.max_parts is None or self.rule.max_parts >= 2 or self.rule.max_take is None

    def sparse_moves(self) -> tuple[list[int], list[int], list[int], bool] | None:
        """For the sparse-space method: a code without repeats whose moves leave at most two
        heaps, every move leaving two heaps under ``!`` or ``?`` (two unequal heaps; ``4!.0`` is
        Grundy's game); ``None`` otherwise (then the direct engine runs)."""
        rule = self.rule
        if rule.repeat or rule.max_parts is None or rule.max_parts > 2:
            return None
        whole, takes, splits = [], [], []
        for k in range(len(rule.digits) + 1):
            d = rule.digit(k)
            if k > 0 and d.allowed(0) is not None:
                whole.append(k)
            if k > 0 and d.allowed(1) is not None:
                takes.append(k)
            mod = d.allowed(2)
            if mod is not None:
                if mod not in ("!", "?"):
                    return None
                splits.append(k)
        return whole, takes, splits, True

    def octal_digits(self) -> None:
        """``None``: the verifiers that read plain digits do not apply."""
        return None

    def move_reach(self) -> tuple[int, int] | None:
        """``(t, parts)`` when both are bounded, else ``None``."""
        t, parts = self.rule.max_take, self.rule.max_parts
        return None if t is None or parts is None else (int(t), int(parts))

    def heap_option_bound(self, n: int) -> int:
        return self.rule.option_count_bound(n)

    def most_heaps(self, n: int) -> int:
        """The most heaps play from one heap of ``n`` can leave at once: exact (as
        :meth:`TakeAndBreak.most_heaps`, from the options) while a heap of ``n`` has at most
        :data:`_MOST_EXACT_OPTIONS` options by :meth:`heap_option_bound`, else ``n`` (every heap
        holds a counter), so that no heap's partitions are listed by the million (``{2+}.0`` has
        190,569,291 options at a heap of 100)."""
        n = check_heap_size(n)
        if self.rule.option_count_bound(n) > _MOST_EXACT_OPTIONS:
            return n
        return super().most_heaps(n)

    def heap_has_move(self, n: int) -> bool:
        return next(self.rule.iter_options(check_heap_size(n)), None) is not None

    def _heap_options(self, n: int) -> list[Heaps]:
        return list(self.rule.iter_options(n))

    def iter_heap_options(self, n: int) -> Iterator[Heaps]:
        return self.rule.iter_options(check_heap_size(n))

    def iter_heap_options_spread(self, n: int, limit: int) -> Iterator[Heaps]:
        return self.iter_heap_options(n)

    def heap_option_count(self, n: int) -> int | None:
        return None


class _NamedOctal(OctalGame):
    param_help = dict(TakeAndBreak.param_help)
    aliases: tuple[str, ...] = ()  # not OctalGame's ("hex", "octal-game", ...): those name the code game

    def __init__(self, heaps: int | None = None):
        super().__init__(heaps=heaps)


class Kayles(_NamedOctal):
    """Kayles, the octal game 0.77 (Dudeney 1908; Guy and Smith 1956): knock down one
    pin or two adjacent pins from a row. Its Grundy sequence has period 12 from n = 71
    (OEIS A002186)."""

    name = "kayles"
    explore_names = ("kayles",)
    summary = "Kayles (octal 0.77): remove 1 or 2 adjacent pins, possibly splitting the row"
    fixed_code = "0.77"


class DawsonsKayles(_NamedOctal):
    """Dawson's Kayles, the octal game 0.07 (Guy and Smith 1956; OEIS A002187)."""

    name = "dawsons-kayles"
    summary = "Dawson's Kayles (octal 0.07): remove 2 adjacent pins"
    aliases = ("dawson", "dawsons", "dawson-kayles")
    explore_names = ("dawsons-kayles", *aliases)
    fixed_code = "0.07"


class DawsonsChess(_NamedOctal):
    """Dawson's chess, the octal game 0.137 (Dawson 1934; Winning Ways ch. 4)."""

    name = "dawsons-chess"
    summary = "Dawson's chess (octal 0.137)"
    aliases = ("dawson-chess",)
    explore_names = ("dawsons-chess", *aliases)
    fixed_code = "0.137"


class Officers(_NamedOctal):
    """Officers, the octal game 0.6 (Winning Ways ch. 4)."""

    name = "officers"
    explore_names = ("officers",)
    summary = "Officers (octal 0.6)"
    fixed_code = "0.6"


class Guiles(_NamedOctal):
    """Guiles, the octal game 0.15 (Winning Ways ch. 4)."""

    name = "guiles"
    explore_names = ("guiles",)
    summary = "Guiles (octal 0.15)"
    fixed_code = "0.15"


class GrundysGame(TakeAndBreak):
    """Grundy's game (Grundy 1939): split one heap into two unequal non-empty heaps.
    Heaps of 1 and 2 are terminal; whether the sequence is ultimately periodic is open
    (Winning Ways ch. 4; OEIS A002188)."""

    name = "grundy-game"
    summary = "Grundy's game: split a heap into two unequal non-empty heaps"
    aliases = ("grundys-game", "grundy", "grundys")
    explore_names = ("grundy-game", *aliases)
    kind = "grundy"
    options_grow_with_heap = True

    def sparse_moves(self) -> tuple[list[int], list[int], list[int], bool]:
        """Split a heap (take 0) into two unequal heaps."""
        return [], [], [0], True

    @property
    def title(self) -> str:
        return "Grundy's game"

    @property
    def max_parts(self) -> int:
        return 2

    def explore_args(self) -> list[str]:
        return ["grundy"]

    def heap_option_bound(self, n: int) -> int:
        return max(0, (n - 1) // 2)

    def heap_has_move(self, n: int) -> bool:
        """A heap splits into two unequal non-empty heaps exactly when it has 3 or more."""
        return check_heap_size(n) >= 3

    def _heap_options(self, n: int) -> list[Heaps]:
        return [(a, n - a) for a in range(1, (n - 1) // 2 + 1)]

    def iter_heap_options(self, n: int) -> Iterator[Heaps]:
        n = check_heap_size(n)
        return ((a, n - a) for a in range(1, (n - 1) // 2 + 1))


class LaskersNim(TakeAndBreak):
    """Lasker's Nim (Lasker 1931; Winning Ways ch. 4): remove any positive number of
    counters from a heap, or split it into two non-empty heaps.  Known values:
    ``g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3``."""

    name = "lasker"
    summary = "Lasker's Nim: take any number from a heap, or split it into two"
    aliases = ("laskers-nim", "lasker-nim")
    explore_names = ("lasker", *aliases)
    kind = "lasker"
    options_grow_with_heap = True

    @property
    def title(self) -> str:
        return "Lasker's Nim"

    @property
    def max_parts(self) -> int:
        return 2

    def explore_args(self) -> list[str]:
        return ["lasker"]

    def heap_option_bound(self, n: int) -> int:
        return n + n // 2

    def heap_has_move(self, n: int) -> bool:
        """Any non-empty heap may be taken."""
        return check_heap_size(n) >= 1

    def _heap_options(self, n: int) -> list[Heaps]:
        return [leave(m) for m in range(n)] + [(a, n - a) for a in range(1, n // 2 + 1)]

    def iter_heap_options(self, n: int) -> Iterator[Heaps]:
        n = check_heap_size(n)
        yield from (leave(m) for m in range(n))
        yield from ((a, n - a) for a in range(1, n // 2 + 1))


_NAMED_CLASSES: dict[str, type[OctalGame]] = {c.fixed_code: c for c in (Kayles, DawsonsKayles, DawsonsChess,
                                                                         Officers, Guiles)}
NAMED_OCTAL.update({c.name: code for code, c in _NAMED_CLASSES.items()})
_OCTAL_NAME_ALIASES.update({alias: c.name for c in _NAMED_CLASSES.values() for alias in c.aliases})


def parse_octal(code: str) -> OctalGame:
    """Read an octal or hexadecimal code, a code in CGSuite's general notation, or a name from
    :data:`NAMED_OCTAL`.

    Accepted: ``"0.77"``, ``".77"``, ``"0.137"``, ``"4.0"``, ``"0.4F"`` (hex digits
    case-insensitive; ``·`` may stand for the point), ``"kayles"``; and the general notation
    (:func:`gamecheck.games.tbcode.parse_code`): ``"4!.0"`` (Grundy's game), ``"0.{2,3}"`` (the
    same game as ``"0.C"``), ``"{2+}.0"``, ``"0.[3]"`` (Nim), ``"8?.0"``, ``"0.G"``.

    Returns:
        the :class:`OctalGame` (the named subclass, e.g. :class:`Kayles`, for a named code; a
        :class:`CodeGame` for a general code that no plain code equals).

    Raises:
        UsageError: an empty code, no point, more than one digit before it, a
            character that is not allowed where it stands (named, with its place in a general
            code), or a digit before the point that allows zero or one heap (e.g. ``"1.0"``)
            -- a one-line message naming the value.
    """
    game = OctalGame(code=code)
    named = _NAMED_CLASSES.get(game.code)
    return named() if named is not None else game


# ---------------------------------------------------------------------------
# The heap games by the words of ``gamecheck explore``


def heap_game_names() -> list[str]:
    """Every ruleset name and alias :func:`heap_game` accepts (lower case): the
    ``explore_names`` the heap-game classes declare, as the registry
    (:mod:`gamecheck.games.registry`) files them."""
    return explore_words()


def is_heap_game(ruleset: str) -> bool:
    """Whether :func:`heap_game` accepts this ruleset name (names and aliases,
    case-insensitive, ``_`` = ``-``, apostrophes ignored)."""
    return explore_lookup(ruleset) is not None


def heap_game(ruleset: str, arg: str | None = None, *, subtraction_set: str | None = None,
              all_but: str | None = None, predicate: str | None = None) -> HeapRules:
    """Build a heap game from the words of ``gamecheck explore``.

    Examples: ``heap_game("octal", "0.77")``, ``heap_game("kayles")``,
    ``heap_game("subtraction", "2,3,7")`` or ``heap_game("subtraction",
    subtraction_set="2,3,7")``, ``heap_game("all-but", "1,2")`` or
    ``heap_game("subtraction", all_but="1,2")`` (``"none"`` = nothing excluded),
    ``heap_game("subtraction", predicate="squares")``, ``heap_game("grundy")``,
    ``heap_game("lasker")``, ``heap_game("take-half")``.

    Args:
        ruleset: a name or alias (see :func:`heap_game_names`), case-insensitive.
        arg: the positional parameter: an octal code, a subtraction set, an all-but
            set, a predicate name.
        subtraction_set, all_but, predicate: the options ``--set``, ``--all-but``,
            ``--predicate`` of ``gamecheck explore subtraction``.

    Returns:
        the ruleset (a :class:`~gamecheck.games.heap.HeapRules`); ``game.explore_args()``
        gives the words back.

    Raises:
        UsageError: unknown name, missing or extra parameter, bad value (one line,
            naming the value and what is allowed).
    """
    key = norm_explore_word(ruleset) if isinstance(ruleset, str) else ""
    cls = explore_lookup(key)
    given = {k: v for k, v in (("subtraction_set=", subtraction_set), ("all_but=", all_but), ("predicate=", predicate))
             if v is not None}

    def no_options(what: str) -> None:
        if given:
            raise UsageError(f"ruleset '{ruleset}' takes no {' / '.join(given)}; {what}")

    if cls is not None and issubclass(cls, OctalGame):
        no_options("give an octal code like 0.77")
        if cls is OctalGame:
            if arg is None:
                raise UsageError(f"ruleset '{ruleset}' needs an octal code, e.g. 0.77 (Kayles), 0.07, 0.137, 4.0, 0.F7, "
                                 f"4!.0")
            return parse_octal(arg)
        if arg is not None:
            raise UsageError(f"ruleset '{ruleset}' takes no parameter (got '{arg}')")
        return parse_octal(key)
    if cls is not None and issubclass(cls, (SubtractionGame, AllBut, PredicateSubtraction)):
        if issubclass(cls, AllBut):
            kind = "all_but="
        elif issubclass(cls, PredicateSubtraction):
            kind = "predicate="
        elif len(given) == 1:
            kind = next(iter(given))
        elif len(given) > 1:
            raise UsageError(f"give only one of subtraction_set=, all_but=, predicate= (got {', '.join(given)})")
        else:
            kind = "subtraction_set="
        fixed = (cls.fixed or None) if issubclass(cls, PredicateSubtraction) else None
        values = [v for v in (arg, given.get(kind), fixed) if v is not None]
        others = [k for k in given if k != kind]
        if others:
            raise UsageError(f"ruleset '{ruleset}' takes {kind}, not {', '.join(others)}")
        if len({str(v).strip() for v in values}) > 1:
            raise UsageError(f"ruleset '{ruleset}': conflicting values {' and '.join(repr(v) for v in values)}")
        if not values:
            if kind == "subtraction_set=":
                raise UsageError(f"ruleset '{ruleset}' needs a subtraction set (subtraction_set=1,3,6), all_but=SET "
                                 f"or predicate= ({', '.join(PREDICATES)})")
            if kind == "all_but=":
                raise UsageError(f"ruleset '{ruleset}' needs the excluded takes, e.g. 1,2 (or none)")
            raise UsageError(f"ruleset '{ruleset}' needs a predicate: {', '.join(PREDICATES)}")
        value = values[0]
        if kind == "subtraction_set=":
            return SubtractionGame(value)
        if kind == "all_but=":
            return AllBut(value)
        return PredicateSubtraction(value)
    if cls is not None:  # Grundy's game, Lasker's Nim, take-half
        no_options("it has no parameters")
        if arg is not None:
            raise UsageError(f"ruleset '{ruleset}' takes no parameter (got '{arg}')")
        return cls()
    raise UsageError(f"unknown heap game '{ruleset}'; known: octal CODE, {', '.join(NAMED_OCTAL)}, "
                     f"subtraction (subtraction_set= / all_but= / predicate=), all-but, grundy, lasker, take-half")


def heap_game_from_json(data: dict) -> HeapRules:
    """Rebuild a game from :meth:`~gamecheck.games.heap.HeapRules.to_json`.

    Raises:
        UsageError: an unknown kind or a missing parameter.
    """
    kind = data.get("kind") if isinstance(data, dict) else None
    try:
        if kind == "subtraction":
            return SubtractionGame(tuple(data["subtraction_set"]))
        if kind == "all-but":
            return AllBut(tuple(data["excluded"]))
        if kind == "predicate":
            return PredicateSubtraction(data["predicate"])
        if kind in ("octal", "code"):
            return parse_octal(data["code"])
    except KeyError as exc:
        raise UsageError(f"heap game of kind '{kind}' lacks '{exc.args[0]}'") from None
    plain: dict[str, type[HeapRules]] = {"grundy": GrundysGame, "lasker": LaskersNim, "take-half": TakeHalf}
    if kind in plain:
        return plain[kind]()
    raise UsageError(f"unknown heap game kind {kind!r}; allowed: subtraction, all-but, predicate, octal, grundy, "
                     f"lasker, take-half")
