"""Coin-turning games: a family of rows given by the turns allowed, its named members, and
products of two on a board (the Tartan theorem).

A row of coins is numbered 1, 2, ... from the left; a position is the set of coins showing
heads, written as a row of bits (``1`` heads, ``0`` tails; part ``i`` of the position is coin
``i + 1``). A move turns over a set of coins whose rightmost (highest-numbered) coin goes from
heads to tails; the other coins turned lie to its left and may go either way. Which sets may be
turned is the ruleset: how many coins (``turns``), within how many places (``span``), and
whether they must be consecutive. The last player to move wins.

The theory (Berlekamp, Conway and Guy, *Winning Ways*, ch. 14 "Turn and turn about"; Ferguson,
*Game Theory*, Part I, ch. 5 "Coin-turning games"): a position with heads at
``x1, ..., xk`` has the Grundy value ``g(x1) ⊕ ... ⊕ g(xk)`` (nim-sum), where ``g(n)``, the
value of a single head at coin ``n``, is the mex of the nim-sums ``g(t1) ⊕ ... ⊕ g(tj)`` over the
moves ``{t1, ..., tj, n}`` a head at ``n`` allows. (A coin turned twice is as if not turned, and
``g(t) ⊕ g(t) = 0``: the game of heads is the sum of single heads.) :meth:`TurningGame.coin_values`
computes ``g`` by that mex recursion from the move rule; :meth:`TurningGame.grundy` is the nim-sum;
the game graph itself (:meth:`TurningGame.options`) turns real coins, so the labels the engine
computes by enumeration test the theorem instead of assuming it.

The named games (coins numbered from 1; Ferguson numbers some from 0, which shifts his
sequences by one place):

* Turning Turtles (``turning-turtles``): one or two coins; ``g(n) = n`` (Nim in disguise).
* Twins (``twins``): exactly two coins; ``g(n) = n - 1`` (Ferguson, numbering from 0: ``g(n) = n``).
* Mock Turtles (``mock-turtles``): one, two or three coins; ``g(n)`` is the ``n``-th odious
  number ``1, 2, 4, 7, 8, 11, ...`` (OEIS A000069, offset 1; Ferguson numbers from 0).
* Ruler (``ruler``): any number of consecutive coins; ``g(n)`` is the largest power of 2
  dividing ``n`` (OEIS A006519; Ferguson numbers from 1 too).

Products (:class:`TurningProduct`): ``G1 × G2`` on a board of ``rows × cols`` coins, a move
turning the coins ``A × B`` of a move ``A`` of ``G1`` and a move ``B`` of ``G2``; by the Tartan
theorem (Winning Ways ch. 14) a head at ``(x, y)`` is worth ``g1(x) ⊗ g2(y)``, the nim-product
(:func:`gamecheck.lang.nimber.nim_mul`). Turning Corners is Twins × Twins, Rugs Ruler × Ruler.
"""

from __future__ import annotations

import itertools
import numbers
from math import comb
from typing import Any, Iterator, Sequence

import numpy as np

from gamecheck.errors import ResourceLimitError, UsageError, printable
from gamecheck.games.base import Move, check_arity, show_value
from gamecheck.games.coins import CoinTurning
from gamecheck.lang.nimber import nim_mul
from gamecheck.lang.smt import add, const, eq, in_range, ite, sub
from gamecheck.position import MAX_PARTS, Position

__all__ = ["TurningGame", "TurningTurtles", "Twins", "MockTurtles", "Ruler", "Moebius", "Mogul", "Moidores", "Motley",
           "Triplets", "MockTurtleFives", "TripletFives", "RulerFives", "Turnips", "Grunt", "Sym", "Sympler",
           "TurningProduct", "TurningCorners", "Rugs", "TURNING_PRODUCTS", "mex", "parse_turning_code",
           "MAX_CODE_LENGTH", "MAX_VALUE_BITS",
           "MAX_COIN", "MAX_SMT_MOVES", "MAX_TURNS", "MAX_MOVES_PER_COIN", "MAX_WORK", "MAX_LISTED", "MAX_NIM_SUMS", "TURNING_GAMES"]

#: the highest coin number whose single-coin Grundy value :meth:`TurningGame.coin_values` computes
MAX_COIN = 100_000
#: the most coins one move may turn when they need not be consecutive (``turns``)
MAX_TURNS = 16
#: the most moves a head may have that are listed one by one (the options of a position)
MAX_MOVES_PER_COIN = 200_000
#: the most elementary steps :meth:`TurningGame.coin_values` takes on (estimated before it starts:
#: about half a minute of numpy, or of Python for a rule with a ``span``)
MAX_WORK = 2_000_000_000
#: the most moves :meth:`TurningGame.coin_values` lists one by one (a rule with a ``span``: Python,
#: about half a minute)
MAX_LISTED = 20_000_000
#: the largest value (exclusive) the nim-sum arrays of a rule with coins anywhere hold
MAX_NIM_SUMS = 1 << 24
#: the most moves of one head the prover's move relation lists (a rule with ``spacing`` or ``first``)
MAX_SMT_MOVES = 4096
#: single-coin values are below ``2**MAX_VALUE_BITS`` (they are stored as 64-bit ints; Motley's
#: ``g(n) = 2^(n-1)`` reaches it at coin 63)
MAX_VALUE_BITS = 62


def mex(values: Any) -> int:
    """The minimum excludant: the least non-negative integer not in ``values`` (an iterable of
    ints). ``mex({}) = 0``, ``mex({0, 1, 3}) = 2`` (the mex rule of Sprague–Grundy theory; Grundy 1939)."""
    seen = set(values)
    v = 0
    while v in seen:
        v += 1
    return v


def _mex_array(values: np.ndarray) -> int:
    """The mex of a 1-D array of non-negative ints."""
    seen = np.zeros(values.size + 1, dtype=bool)
    seen[values[values <= values.size]] = True
    return int(np.argmin(seen))


def _count_list(name: str, value: Any) -> tuple[int, ...] | None:
    """``turns``: ``None``, an int ``t`` (read as ``[t]``) or a list of ints in ``1..MAX_TURNS``."""
    if value is None:
        return None
    items = [value] if isinstance(value, numbers.Integral) and not isinstance(value, bool) else value
    if not isinstance(items, (list, tuple)) or not items:
        raise UsageError(f"{name}: turns={show_value(value)} is not allowed; give a list of coin counts, "
                         f"each 1..{MAX_TURNS}, e.g. turns=[1,2]")
    out = set()
    for t in items:
        if isinstance(t, bool) or not isinstance(t, numbers.Integral) or not 1 <= t <= MAX_TURNS:
            raise UsageError(f"{name}: turns={show_value(value)} is not allowed: {show_value(t)} is not a coin "
                             f"count 1..{MAX_TURNS}")
        out.add(int(t))
    return tuple(sorted(out))


# -- CGSuite's turning codes ---------------------------------------------------------------

#: the longest turning code read (a list of elements joined with commas)
MAX_CODE_LENGTH = 200


def _code_error(code: str, pos: int, why: str) -> UsageError:
    """The one-line error for a bad character of a code (``pos`` from 0; shown from 1)."""
    shown = code if len(code) <= 60 else code[:57] + "..."
    return UsageError(f"turning code '{printable(shown)}': {printable(why)} at position {pos + 1}; write a range (a, a-b or a+) "
                      "then modifiers C, C(k), E, S or F, elements joined by commas, e.g. \"1-3C(5)\"")


def _read_int(code: str, i: int) -> tuple[int, int]:
    """The decimal number at ``code[i:]`` and the index after it (``UsageError`` if none)."""
    j = i
    while j < len(code) and code[j].isdigit():
        j += 1
    if j == i:
        got = f"'{code[i]}'" if i < len(code) else "the end"
        raise _code_error(code, i, f"{got} where a number is expected")
    if j - i > 4:
        raise _code_error(code, i, f"the number {code[i:j]} is too large (at most 4 digits)")
    return int(code[i:j]), j


def _code_elements(code: str) -> list[tuple[int, int | None, tuple[Any, ...]]]:
    """The elements of a turning code as ``(least, most or None, (consecutive, spacing, first,
    span))``, read by hand so that an error can name its character and position."""
    out = []
    i = 0
    while True:
        start = i
        lo, i = _read_int(code, i)
        if lo < 1:
            raise _code_error(code, start, "0 coins (a move turns at least the head)")
        hi: int | None = lo
        if i < len(code) and code[i] == "-":
            hi, j = _read_int(code, i + 1)
            if hi < lo:
                raise _code_error(code, i + 1, f"the range {lo}-{hi} runs backwards")
            i = j
        elif i < len(code) and code[i] == "+":
            hi, i = None, i + 1
        consecutive, spacing, first, span = 0, None, 0, None
        while i < len(code) and code[i] != ",":
            ch = code[i].upper()
            if ch == "C" and i + 1 < len(code) and code[i + 1] == "(":
                if span is not None:
                    raise _code_error(code, i, "a second C(k)")
                span, j = _read_int(code, i + 2)
                if j >= len(code) or code[j] != ")":
                    raise _code_error(code, j, f"{repr(code[j]) if j < len(code) else 'the end'} where ')' is expected")
                if span < 1:
                    raise _code_error(code, i + 2, "a span of 0 places")
                i = j + 1
                continue
            if ch in "CES":
                now = {"C": "consecutive", "E": "equal", "S": "symmetric"}[ch]
                if consecutive or spacing is not None:
                    raise _code_error(code, i, f"'{code[i]}' after another of C, E, S (give one arrangement)")
                if ch == "C":
                    consecutive = 1
                else:
                    spacing = now
            elif ch == "F":
                if first:
                    raise _code_error(code, i, "a second 'F'")
                first = 1
            else:
                raise _code_error(code, i, f"'{code[i]}' is not allowed")
            i += 1
        out.append((lo, hi, (consecutive, spacing, first, span)))
        if i >= len(code):
            return out
        i += 1  # the comma


def parse_turning_code(code: Any) -> dict[str, Any]:
    """The ``turning`` family's parameters for a CGSuite turning (spawning) code.

    The syntax is CGSuite's (``lib/core/src/main/scala/org/cgsuite/core/impartial/Spawning.scala``
    and the table of ``game/strip/Turning.cgs`` in aaron-siegel/cgsuite): an element is a range of
    coin counts, ``a`` (exactly ``a``), ``a-b`` (``a`` to ``b``) or ``a+`` (at least ``a``), then
    modifiers: ``C`` the coins consecutive, ``C(k)`` all within ``k`` places, ``E`` equally spaced,
    ``S`` symmetrical about their middle, ``F`` the leftmost coin turned is coin 1. Letters may be
    lower case. Elements joined by commas offer the moves of any of them.

    Examples: ``"1-3"`` Mock Turtles -> ``{"turns": [1, 2, 3]}``; ``"1+C"`` Ruler ->
    ``{"consecutive": 1}``; ``"1-3C(5)"`` -> ``{"turns": [1, 2, 3], "span": 5}``; ``"4FS"`` ->
    ``{"turns": [4], "spacing": "symmetric", "first": 1}``; ``"1,3-4E"`` is refused (see below).

    The family holds one arrangement per rule, so a list is accepted when its elements share their
    modifiers (``"1,3"`` -> ``{"turns": [1, 3]}``; ``"2-3,6C"`` is refused). ``a+`` with ``a > 1``
    is accepted when a ``C(k)`` bounds it (``"2+C(5)"`` -> turns 2..5 within 5) or other elements
    cover ``1..a-1``; coin counts go up to :data:`MAX_TURNS`.

    Args:
        code: the code, a string of at most 200 characters.

    Returns:
        a dict of ``turns`` (a list, or absent for any number), ``span``, ``consecutive``,
        ``spacing`` and ``first`` (each absent when at its default).

    Raises:
        UsageError: one line naming the code and, for a bad character, the character and its
            position (from 1); or why the rule is not one of the family.
    """
    if not isinstance(code, str):
        raise UsageError(f"turning code {show_value(code)} is not allowed; give quoted text such as \"1-3C(5)\"")
    text = code.strip()
    if not text:
        raise UsageError("turning code '': empty; give a range such as \"1-3\" (Mock Turtles)")
    if len(text) > MAX_CODE_LENGTH:
        raise UsageError(f"turning code '{printable(text[:57])}...' is longer than {MAX_CODE_LENGTH} characters")
    elements = _code_elements(text)
    mods = {m for _, _, m in elements}
    if len(mods) > 1:
        shown = " and ".join(sorted({_mods_text(m) for m in mods}))
        raise UsageError(f"turning code '{text}': its elements have different modifiers ({shown}); the family "
                         "takes a list only of elements with the same modifiers, e.g. \"1C,3-4C\"")
    consecutive, spacing, first, span = mods.pop()
    counts: set[int] = set()
    least_open: int | None = None  # the least a of an a+ element
    for lo, hi, _ in elements:
        if hi is None and span is not None and lo > 1:
            # a+C(k): a..k coins (CGSuite drops an element whose span is narrower than its least count)
            hi = span if span >= lo else lo - 1
        if hi is None:
            least_open = lo if least_open is None else min(least_open, lo)
        else:
            counts.update(range(lo, hi + 1))
    params: dict[str, Any] = {}
    if least_open is not None:
        if not set(range(1, least_open)) <= counts:
            raise UsageError(f"turning code '{text}': '{least_open}+' (at least {least_open} coins, no most) with "
                             f"no C(k) to bound it is not in the family; give a range such as {least_open}-"
                             f"{MAX_TURNS} or {least_open}+C(k)")
    else:
        if not counts:
            raise UsageError(f"turning code '{text}' allows no move (at least a coins within C(k) places, k < a); "
                             "give k >= a")
        big = [t for t in counts if t > MAX_TURNS]
        if big:
            raise UsageError(f"turning code '{text}': {max(big)} coins in one move; at most {MAX_TURNS} are allowed "
                             "(or 1+ for any number)")
        params["turns"] = sorted(counts)
    if span is not None:
        params["span"] = span
    if consecutive:
        params["consecutive"] = 1
    if spacing is not None:
        params["spacing"] = spacing
    if first:
        params["first"] = 1
    return params


def _mods_text(mods: tuple[Any, ...]) -> str:
    consecutive, spacing, first, span = mods
    text = ("C" if consecutive else {"equal": "E", "symmetric": "S"}.get(spacing or "", "")) + ("F" if first else "")
    text += f"C({span})" if span is not None else ""
    return text or "none"


class TurningGame(CoinTurning):
    """A one-dimensional coin-turning game, given by the sets of coins a move may turn.

    A position is a row of coins ``(x1, ..., xN)``, ``xi = 1`` for heads, ``0`` for tails, coin
    ``i`` at place ``i`` from the left (coins numbered from 1). A move picks a head ``n`` and a set
    ``T`` of coins to its left, and turns over ``n`` (to tails) and every coin of ``T`` (either
    way), where ``{n} ∪ T``:

    * has a number of coins in ``turns`` (``None``: any number);
    * lies within ``span`` consecutive places ending at ``n`` (``None``: anywhere to the left);
    * is a block of consecutive coins when ``consecutive`` is 1;
    * is equally spaced (``spacing="equal"``: ``n - (t-1)d, ..., n - d, n`` for some ``d >= 1``) or
      symmetrical about its middle (``spacing="symmetric"``: its ``i``-th coin from the left and
      ``i``-th from the right add up to the same sum);
    * has coin 1 as its leftmost coin when ``first`` is 1.

    The last three are CGSuite's ``E``, ``S`` and ``F`` of its spawning codes
    (``lib/core/src/main/scala/org/cgsuite/core/impartial/Spawning.scala``), which give the games
    Turnips (``turns=[3], spacing="equal"``), Grunt (``turns=[4], spacing="symmetric", first=1``,
    Grundy's game as coin turning) and Sym (``spacing="symmetric"``) of Winning Ways ch. 14.

    Winning Ways ch. 14 and Ferguson's notes (Part I, ch. 5) call these games "coin-turning
    games"; the rightmost coin going from heads to tails ends every play. The Grundy value of a
    position is the nim-sum of the values of its heads (:meth:`grundy`, :meth:`coin_values`).

    Args:
        turns: the allowed numbers of coins one move turns, a list of ints in ``1..16`` (or one
            int), or ``None`` for any number (then ``span`` or ``consecutive`` must bound it).
        span: the most places the turned coins may spread over (``1..64``; ``None``: no limit).
        consecutive: 1 when the turned coins must be consecutive, 0 (the default) when not.
        spacing: ``None`` (the default), ``"equal"`` or ``"symmetric"`` (see above; not with
            ``consecutive``).
        first: 1 when the leftmost coin turned must be coin 1 (a move turning the head alone is
            then a move only of a head at coin 1), 0 (the default) when not.
        coins: the row length ``N`` (``1..64``; ``heaps`` is a synonym), or ``None`` to take it
            from each position.
        code: instead of the five rule parameters, a CGSuite turning code such as ``"1-3C(5)"``
            (:func:`parse_turning_code`; Winning Ways' named games have codes in its table).

    Raises:
        UsageError: a parameter out of its range, a bad or unrepresentable ``code`` (one line
            naming it), ``code`` with rule parameters, or a rule with ``turns`` unbounded and
            a ``span`` over 17 (2^16 subsets listed per head).
    """

    name = "turning"
    summary = ("coin turning: turn a head to tails and coins to its left, as many as turns=, "
               "within span=, consecutive=, spacing=equal|symmetric, first= (Winning Ways ch. 14)")
    aliases = ("coin-turning-game", "turning-game")
    param_help = {
        "turns": "allowed numbers of coins turned per move, e.g. [1,2,3] (default: any number)",
        "span": "the turned coins lie within this many places (default: no limit)",
        "consecutive": "1: the turned coins are consecutive (default 0)",
        "spacing": "\"equal\": equally spaced coins; \"symmetric\": coins symmetrical about their middle",
        "first": "1: the leftmost coin turned is coin 1 (default 0)",
        "coins": "number of coins (default: from the position)",
        "heaps": "same as coins",
        "code": "a CGSuite turning code instead of the rule's parameters, e.g. \"1-3C(5)\"",
    }
    coin_turning = True
    #: a row of 10 coins (1,024 positions) when a claim or ``explore`` gives no coin count
    default_arity = 10
    #: the fixed parameters of a named member (``{}`` for the family itself, and for Motley)
    fixed: dict[str, Any] = {}
    #: whether this is a named member (its rule fixed)
    named = False
    #: a named member's CGSuite turning code (the table of ``game/strip/Turning.cgs``)
    cgsuite_code = ""
    #: the name a game of the family is known by, when its rule is a named member's
    title = "coin-turning game"

    def __init__(self, turns: Any = None, span: Any = None, consecutive: Any = 0, coins: int | None = None,
                 heaps: int | None = None, spacing: Any = None, first: Any = 0, code: Any = None):
        super().__init__(coins=coins, heaps=heaps)
        self.code: str | None = None
        if code is not None:
            given = [k for k, v, default in (("turns", turns, None), ("span", span, None),
                                             ("consecutive", consecutive, 0), ("spacing", spacing, None),
                                             ("first", first, 0)) if v != default]
            if given:
                raise UsageError(f"{self.name}: give code= or the rule's parameters, not both (got code= and "
                                 f"{given[0]}=)")
            rule = parse_turning_code(code)
            self.code = code.strip().upper()
            try:
                TurningGame.__init__(self, **rule, coins=coins, heaps=heaps)
            except UsageError as exc:
                why = str(exc).removeprefix(f"{self.name}: ")
                raise UsageError(f"turning code '{code.strip().upper()}': {why}") from None
            self.code = code.strip().upper()
            self._named_title()
            return
        self.turns = _count_list(self.name, turns)
        if span is not None and (isinstance(span, bool) or not isinstance(span, numbers.Integral)
                                 or not 1 <= span <= MAX_PARTS):
            raise UsageError(f"{self.name}: span={show_value(span)} is not allowed; give a number of places "
                             f"1..{MAX_PARTS}")
        self.span = None if span is None else int(span)
        if consecutive not in (0, 1) or isinstance(consecutive, bool):
            raise UsageError(f"{self.name}: consecutive={show_value(consecutive)} is not allowed; give 0 or 1")
        self.consecutive = int(consecutive)
        if spacing not in (None, "equal", "symmetric"):
            raise UsageError(f"{self.name}: spacing={show_value(spacing)} is not allowed; give \"equal\" or "
                             "\"symmetric\" (or leave it out)")
        if spacing is not None and self.consecutive:
            raise UsageError(f"{self.name}: spacing={show_value(spacing)} and consecutive=1 together are not allowed; "
                             "give one of them")
        self.spacing: str | None = spacing
        if first not in (0, 1) or isinstance(first, bool):
            raise UsageError(f"{self.name}: first={show_value(first)} is not allowed; give 0 or 1")
        self.first = int(first)
        if self.turns is None and not self.consecutive and self.spacing is None and self.span is not None \
                and self.span > 17:
            raise UsageError(f"{self.name}: any number of coins within span={self.span} gives a head up to "
                             f"2^{self.span - 1} moves, listed one by one; give span=S with S <= 17, or no span "
                             "(any number anywhere: the values by linear algebra)")
        self._values: list[int] = [0]  # g(0) = 0: coin 0 does not exist (no head, no move)
        self._reach: np.ndarray | None = None  # [j, v]: v is a nim-sum of j coins among 1..len(values)-1
        self._basis: dict[int, int] = {}  # any number anywhere: top bit -> basis vector of the values' span
        self._named_title()

    def _named_title(self) -> None:
        """A family member with a named member's rule takes its title (``turning(code="1-5")`` is
        Moebius)."""
        if self.named:
            return
        rule = _canonical(self._rule())
        if self.code is not None or rule:  # (the bare family, any number anywhere, keeps its own title)
            for cls in TURNING_GAMES:
                if cls.named and _canonical(cls.fixed) == rule:
                    self.title = cls.title
                    return
            if self.code is not None:
                self.title = f"coin-turning game {self.code}"

    def _rule(self) -> dict[str, Any]:
        """The rule's parameters at their non-default values (``turns`` as a list)."""
        out: dict[str, Any] = {}
        if self.turns is not None:
            out["turns"] = list(self.turns)
        if self.span is not None:
            out["span"] = self.span
        if self.consecutive:
            out["consecutive"] = 1
        if self.spacing is not None:
            out["spacing"] = self.spacing
        if self.first:
            out["first"] = 1
        return out

    @classmethod
    def from_params(cls, **params: Any) -> "TurningGame":
        """Build the game from keyword parameters (a named member takes only ``coins``).

        Raises:
            UsageError: on an unknown or invalid parameter.
        """
        if cls.named:
            unknown = sorted(str(k) for k in params if k not in ("coins", "heaps"))
            if unknown:
                raise UsageError(f"ruleset '{cls.name}' has no parameter '{unknown[0][:40]}'; allowed: coins, "
                                 f"heaps (its rule is fixed: CGSuite code {cls.cgsuite_code}; use turning(...) to "
                                 "vary it)")
            return cls(**params)
        return super().from_params(**params)  # type: ignore[return-value]

    @property
    def params(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.code is not None:
            out["code"] = self.code
        elif not self.named:
            out.update(self._rule())
        if self.arity is not None:
            out["coins"] = self.arity
        return out

    def spec(self) -> str:
        """The canonical spec, text parameters quoted (``turning(code="1-3C(5)")``,
        ``turning(turns=[3], spacing="equal")``)."""
        if not self.params:
            return self.name
        inner = ", ".join(f'{k}="{v}"' if isinstance(v, str) else
                          f"{k}=[{','.join(str(x) for x in v)}]" if isinstance(v, list) else f"{k}={v}"
                          for k, v in self.params.items())
        return f"{self.name}({inner})"

    def with_arity(self, k: int) -> "TurningGame":
        if self.arity is None:
            clone = object.__new__(type(self))
            clone.__dict__.update(self.__dict__)
            clone.arity = check_arity(self, k)
            # the caches of single-coin values are the clone's own: the nim-sum arrays must stay in
            # step with the values they were computed to
            clone._values = list(self._values)
            clone._reach = None if self._reach is None else self._reach.copy()
            clone._basis = dict(self._basis)
            return clone
        return super().with_arity(k)  # type: ignore[return-value]

    def rule_text(self) -> str:
        """The move rule in words, e.g. ``"turn 1, 2 or 3 coins, the rightmost from heads to tails"``."""
        if self.turns is None:
            count = "any number of"
        else:
            words = [str(t) for t in self.turns]
            count = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
        how = {"equal": "equally spaced ", "symmetric": "symmetrically placed "}.get(self.spacing or "", "")
        parts = [f"turn {count} {'consecutive ' if self.consecutive else how}coin(s)"]
        if self.span is not None:
            parts.append(f"within {self.span} place(s)")
        if self.first:
            parts.append("the leftmost being coin 1")
        parts.append("the rightmost from heads to tails")
        return ", ".join(parts)

    # -- the moves of one head ------------------------------------------------------------
    def _lengths(self, n: int) -> list[int]:
        """The allowed numbers of coins turned by a move of a head at ``n``."""
        longest = n if self.span is None else min(n, self.span)
        counts = range(1, longest + 1) if self.turns is None else [t for t in self.turns if t <= longest]
        return list(counts)

    def head_move_count(self, n: int) -> int:
        """How many moves a head at coin ``n >= 1`` has (counted, not listed)."""
        if self.spacing is not None or self.first:
            return self._shaped_count(n)
        if self.consecutive:
            return len(self._lengths(n))
        window = (n - 1) if self.span is None else min(n - 1, self.span - 1)
        return sum(comb(window, t - 1) for t in self._lengths(n))

    def head_moves(self, n: int) -> Iterator[tuple[int, ...]]:
        """The moves of a head at coin ``n >= 1``: for each, the other coins it turns (coin
        numbers, increasing; ``()`` when it turns the head alone), in a fixed order (fewer coins
        first, then lexicographically)."""
        if self.spacing is not None or self.first:
            yield from self._shaped_moves(n)
            return
        if self.consecutive:
            for t in self._lengths(n):
                yield tuple(range(n - t + 1, n))
            return
        low = 1 if self.span is None else max(1, n - self.span + 1)
        for t in self._lengths(n):
            yield from itertools.combinations(range(low, n), t - 1)

    def _low(self, n: int) -> int:
        """The lowest coin a move of a head at ``n`` may turn."""
        return 1 if self.span is None else max(1, n - self.span + 1)

    def _shaped_moves(self, n: int) -> Iterator[tuple[int, ...]]:
        """The moves of a head at ``n`` under ``spacing`` and ``first``, by number of coins, then
        lexicographically."""
        low = self._low(n)
        for t in self._lengths(n):
            if t == 1:
                if not self.first or n == 1:
                    yield ()
                continue
            found: list[tuple[int, ...]] = []
            if self.spacing == "equal":
                for d in range(1, (n - low) // (t - 1) + 1):
                    found.append(tuple(n - j * d for j in range(t - 1, 0, -1)))
            elif self.spacing == "symmetric":
                for left in ([1] if self.first else range(low, n)):
                    if left < low:
                        continue
                    inner = t - 2  # coins strictly between left and n, symmetric about (left + n) / 2
                    between = n - left - 1
                    if inner % 2 and between % 2 == 0:
                        continue  # an odd number inside needs the middle coin, which a gap of even width lacks
                    half = list(range(left + 1, left + 1 + between // 2))
                    middle = [(left + n) // 2] if inner % 2 else []
                    for pick in itertools.combinations(half, inner // 2):
                        found.append(tuple(sorted((left, *pick, *middle, *(left + n - a for a in pick)))))
            else:  # first only: coin 1 and any t - 2 coins between
                if low <= 1 < n:
                    found.extend((1, *rest) for rest in itertools.combinations(range(2, n), t - 2))
            if self.first and self.spacing is not None:
                found = [m for m in found if m[0] == 1]
            yield from sorted(set(found))

    def _shaped_count(self, n: int) -> int:
        """:meth:`head_move_count` for ``spacing`` or ``first`` (counted by formula where a listing
        could be long)."""
        if self.spacing == "symmetric":
            low, total = self._low(n), 0
            for t in self._lengths(n):
                if t == 1:
                    total += 1 if not self.first or n == 1 else 0
                    continue
                inner = t - 2
                for left in ([1] if self.first and low <= 1 else [] if self.first else range(low, n)):
                    between = n - left - 1
                    if inner % 2 and between % 2 == 0:
                        continue
                    total += comb(between // 2, inner // 2)
            return total
        if self.spacing is None:  # first only
            total = 1 if n == 1 and 1 in self._lengths(n) else 0
            if self._low(n) <= 1 < n:
                total += sum(comb(n - 2, t - 2) for t in self._lengths(n) if t >= 2)
            return total
        return sum(1 for _ in self._shaped_moves(n))

    # -- single-coin values and the nim-sum ---------------------------------------------------
    def coin_values(self, n: int) -> list[int]:
        """The Grundy values ``[g(0), g(1), ..., g(n)]`` of a single head at coins ``0..n``
        (``g(0) = 0``: there is no coin 0), by the mex recursion ``g(m) = mex { g(t1) ⊕ ... ⊕
        g(tj) : {t1, ..., tj, m} a move }`` (Winning Ways ch. 14; Ferguson Part I, ch. 5). Cached
        per ruleset and extended on demand.

        Three ways, by the rule: coins anywhere to the left (no ``span``, not consecutive) keep,
        for each count ``j``, the set of nim-sums of ``j`` distinct coins below ``m`` (a boolean
        array, updated coin by coin); consecutive coins take the nim-sum of a block from prefix
        nim-sums; a ``span`` lists the moves of each head.

        Args:
            n: the highest coin, ``0 <= n <= 100,000``.

        Returns:
            a list of ``n + 1`` non-negative ints.

        Raises:
            UsageError: ``n`` out of range.
            ResourceLimitError: work past :data:`MAX_WORK` elementary steps (:data:`MAX_LISTED`
                moves listed for a rule with a ``span``; values past 2^24 for a rule with coins
                anywhere), named before it is done.
        """
        if isinstance(n, bool) or not isinstance(n, numbers.Integral) or not 0 <= n <= MAX_COIN:
            raise UsageError(f"coin {show_value(n)} is not allowed; give a coin number 0..{MAX_COIN:,}")
        if len(self._values) > n:
            return self._values[: n + 1]
        if self.turns is None and self.span is None and not self.consecutive and self.spacing is None:
            self._extend_by_span(n)
        elif self.spacing is not None or self.first:
            self._extend_by_listing(n)
        elif self.span is None and not self.consecutive:
            self._extend_by_sums(n)
        elif self.consecutive:
            self._extend_by_blocks(n)
        else:
            self._extend_by_listing(n)
        return self._values[: n + 1]

    def _refuse(self, n: int, work: float, what: str) -> None:
        if work > MAX_WORK:
            raise ResourceLimitError(f"ruleset {self.spec()}: the single-coin values up to coin {n:,} need about "
                                     f"{work:,.0f} steps ({what}), more than the {MAX_WORK:,} allowed; "
                                     "give a smaller coin number")

    def _extend_by_sums(self, n: int) -> None:
        """``g(m)`` for a rule with no span and not consecutive (``turns`` given): the mex of the
        nim-sums of ``t - 1`` distinct coins of ``1..m-1`` over the allowed counts ``t``."""
        assert self.turns is not None
        top = max(self.turns) - 1
        if self._reach is None:
            self._reach = np.zeros((top + 1, 1), dtype=bool)
            self._reach[0, 0] = True
        for m in range(len(self._values), n + 1):
            reach = self._reach
            size = reach.shape[1]
            self._refuse(n, float(n - m + 1) * (top + 1) * size, f"{top + 1} arrays of {size:,} nim-sums per coin")
            # reach[j, v]: v is the nim-sum of j distinct coins among 1..m-1
            allowed = np.any(reach[[t - 1 for t in self.turns]], axis=0)
            value = int(np.argmin(allowed)) if not allowed.all() else size
            if value >= size:  # the values grow past the arrays' size (a power of 2): double it
                grown = size * 2
                while grown <= value:
                    grown *= 2
                if grown > MAX_NIM_SUMS:
                    raise ResourceLimitError(f"ruleset {self.spec()}: the single-coin value of coin {m:,} is "
                                             f"{value:,}; values past {MAX_NIM_SUMS:,} are not computed")
                reach = np.concatenate([reach, np.zeros((top + 1, grown - size), dtype=bool)], axis=1)
                size = grown
            perm = np.arange(size, dtype=np.int64) ^ value
            for j in range(top, 0, -1):
                reach[j] |= reach[j - 1][perm]
            self._reach = reach
            self._values.append(value)

    def _extend_by_span(self, n: int) -> None:
        """Any number of coins anywhere to the left (Motley, CGSuite's ``1+``; ``1+F`` with
        ``first``), without listing the 2^(m-1) moves of a head at ``m``.

        The nim-sums of the subsets of ``g(1), ..., g(m-1)`` are the GF(2) span ``V`` of those
        values (a nim-sum is a sum of bit vectors mod 2). Kept as a reduced basis (each vector's
        top bit, its pivot, is clear in every other vector), ``V`` holds every number below
        ``2^k``, ``k`` the least bit that is no pivot, and not ``2^k`` (no vector of ``V`` has
        top bit ``k``): ``mex V = 2^k``. With ``first`` a head at ``m > 1`` must also turn coin 1,
        so the nim-sums are the coset ``g(1) ⊕ V'`` (``V'`` the span of ``g(2..m-1)``): it is
        ``V'`` (mex ``2^k``) when ``g(1)`` lies in ``V'``, and otherwise misses 0 (mex 0).
        For Motley, ``g(m) = 2^(m-1)``.
        """
        g = self._values
        basis = self._basis  # pivot bit -> vector: the span of g(1..m-1), or of g(2..m-1) with first

        def reduce(v: int) -> int:
            for bit in sorted(basis, reverse=True):
                if v >> bit & 1:
                    v ^= basis[bit]
            return v

        def add(v: int) -> None:
            v = reduce(v)
            if v:
                top = v.bit_length() - 1
                for bit, w in list(basis.items()):  # keep it reduced: clear the new pivot elsewhere
                    if w >> top & 1:
                        basis[bit] = w ^ v
                basis[top] = v

        for m in range(len(g), n + 1):
            k = 0
            while k in basis:
                k += 1
            if k >= MAX_VALUE_BITS:
                raise ResourceLimitError(f"ruleset {self.spec()}: the single-coin value of coin {m:,} is 2^{k}; "
                                         f"values from 2^{MAX_VALUE_BITS} on are not computed (64-bit labels)")
            if not self.first:
                value = 1 << k
            elif m == 1:
                value = 1  # the head alone: mex {0}
            else:
                value = (1 << k) if reduce(g[1]) == 0 else 0
            g.append(value)
            if not self.first or m >= 2:
                add(value)

    def _extend_by_blocks(self, n: int) -> None:
        """Consecutive coins: the nim-sum of the block ``a..m-1`` is ``P(m-1) ⊕ P(a-1)``, ``P`` the
        prefix nim-sums of the values."""
        start = len(self._values)
        blocks = (n - start + 1) * (len(self._lengths(n)) + len(self._lengths(max(start, 1)))) / 2
        self._refuse(n, float(blocks), "one block per length and coin")
        g = np.zeros(n + 1, dtype=np.int64)
        g[:start] = self._values
        prefix = np.zeros(n + 1, dtype=np.int64)
        prefix[:start] = np.bitwise_xor.accumulate(g[:start])
        counts = np.arange(1, n + 1, dtype=np.int64) if self.turns is None else np.asarray(self.turns, dtype=np.int64)
        longest = n if self.span is None else self.span
        for m in range(start, n + 1):
            ls = counts[counts <= min(m, longest)] if self.turns is not None else counts[:min(m, longest)]
            # a block of ls coins: m - ls + 1 .. m
            vals = prefix[m - 1] ^ prefix[m - ls]
            g[m] = _mex_array(vals)
            prefix[m] = prefix[m - 1] ^ g[m]
            self._values.append(int(g[m]))

    def _extend_by_listing(self, n: int) -> None:
        """A rule with a ``span``, a ``spacing`` or ``first``: the moves of each head listed."""
        start = len(self._values)
        listed = float(n - start + 1) * self.head_move_count(n)  # a head's moves never fewer further right
        if listed > MAX_LISTED:
            raise ResourceLimitError(f"ruleset {self.spec()}: the single-coin values up to coin {n:,} list about "
                                     f"{listed:,.0f} moves, more than the {MAX_LISTED:,} allowed; give a smaller "
                                     "coin number")
        g = self._values
        for m in range(start, n + 1):
            seen = set()
            for others in self.head_moves(m):
                v = 0
                for t in others:
                    v ^= g[t]
                seen.add(v)
            g.append(mex(seen))

    def grundy(self, position: Sequence[int]) -> int:
        """The Grundy value of ``position`` (a row of 0/1 coins) as the nim-sum of the values of
        its heads (the coin-turning theorem: Winning Ways ch. 14; Ferguson Part I, ch. 5).

        Raises:
            UsageError: a position that is not a row of 0s and 1s of the right length.
        """
        pos = self.validate(position)
        g = self.coin_values(len(pos))
        v = 0
        for i, x in enumerate(pos):
            if x:
                v ^= g[i + 1]
        return v

    def head_values(self, k: int) -> list[int]:
        """``[g(1), ..., g(k)]``: the value of a single head at each coin of a row of ``k``
        (:meth:`coin_values`)."""
        return self.coin_values(k)[1:]

    # -- the ruleset ---------------------------------------------------------------------
    def options(self, position: Position) -> list[Move]:
        moves = []
        for i, x in enumerate(position):
            if x != 1:
                continue
            n = i + 1
            count = self.head_move_count(n)
            if count > MAX_MOVES_PER_COIN:
                raise ResourceLimitError(f"ruleset {self.spec()}: the head at coin {n} has {count:,} moves, more "
                                         f"than the {MAX_MOVES_PER_COIN:,} listed; use fewer coins")
            for others in self.head_moves(n):
                after = list(position)
                after[i] = 0
                for t in others:
                    after[t - 1] ^= 1
                coins = ", ".join(str(t) for t in others + (n,))
                moves.append(Move(f"turn coin{'s' if others else ''} {coins}", tuple(after)))
        return moves

    def option_bound(self, position: Position) -> int | None:
        return sum(self.head_move_count(i + 1) for i, x in enumerate(position) if x == 1)

    # -- symbolic form (for the prover) ----------------------------------------------------
    def smt_options(self, xs: Sequence[Any], ys: Sequence[Any]) -> Any:
        """z3: ``ys`` is an option of ``xs`` (rows of coins). For some head ``n``: coin ``n`` goes
        from 1 to 0, the coins right of it stay, and the coins left of it obey
        :meth:`smt_lower_coins`."""
        import z3  # lazy: z3 is loaded only when a proof is asked for

        cases = []
        for i in range(len(xs)):
            n = i + 1
            if self.head_move_count(n) == 0:
                continue
            conds = [eq(xs[i], 1), eq(ys[i], 0)] + [eq(ys[j], xs[j]) for j in range(i + 1, len(xs))]
            turned = [eq(ys[j], sub(const(1), xs[j])) for j in range(i)]
            kept = [eq(ys[j], xs[j]) for j in range(i)]
            cases.append(z3.And(conds + self.smt_lower_coins(n, turned, kept)))
        return z3.Or(cases) if cases else z3.BoolVal(False)

    def smt_lower_coins(self, n: int, turned: Sequence[Any], kept: Sequence[Any]) -> list[Any]:
        """z3: the coins ``1..n-1`` left of a head at ``n`` make a move with it: each is kept or
        turned, those more than ``span - 1`` places left of ``n`` are kept, and the turned ones
        number ``t - 1`` for an allowed ``t`` (consecutive: they are the ``t - 1`` coins just left of
        ``n``).

        Args:
            n: the head's coin, ``>= 1`` with a move.
            turned, kept: for coins ``1..n-1`` (index ``j`` for coin ``j + 1``), the z3 formulas
                "this coin is turned" and "this coin is kept" (exclusive on rows of 0s and 1s).

        Returns:
            a list of z3 formulas, all of which must hold.
        """
        import z3  # lazy: z3 is loaded only when a proof is asked for

        i = n - 1
        if self.spacing is not None or self.first:  # the moves listed, each as its exact set of coins
            if self.head_move_count(n) > MAX_SMT_MOVES:
                raise ResourceLimitError(f"ruleset {self.spec()}: the head at coin {n} has {self.head_move_count(n):,} "
                                         f"moves, more than the {MAX_SMT_MOVES:,} a proof lists; use fewer coins")
            sets = [set(m) for m in self.head_moves(n)]
            return [z3.Or([z3.And([turned[j] if j + 1 in m else kept[j] for j in range(i)] or [z3.BoolVal(True)])
                           for m in sets] or [z3.BoolVal(False)])]
        if self.consecutive:
            blocks = [z3.And([turned[j] if j >= i - (t - 1) else kept[j] for j in range(i)] or [z3.BoolVal(True)])
                      for t in self._lengths(n)]
            return [z3.Or(blocks)]
        low = 0 if self.span is None else max(0, i - self.span + 1)  # 0-based index of the lowest coin turnable
        conds = [kept[j] for j in range(low)] + [z3.Or(turned[j], kept[j]) for j in range(low, i)]
        if self.turns is not None:
            count: Any = const(0)
            for j in range(low, i):
                count = add(count, ite(turned[j], 1, 0))
            conds.append(z3.Or([eq(count, t - 1) for t in self._lengths(n)]))
        return conds

    def smt_terminal(self, xs: Sequence[Any]) -> Any:
        """z3: no head has a move (every coin whose head would have a move shows tails)."""
        import z3  # lazy: z3 is loaded only when a proof is asked for

        return z3.And([eq(x, 0) for i, x in enumerate(xs) if self.head_move_count(i + 1)] or [z3.BoolVal(True)])

    def smt_domain(self, xs: Sequence[Any], bits: int) -> tuple[Any, str]:
        """Every row of ``len(xs)`` coins, each 0 or 1 (whatever ``bits``; closed under moves)."""
        import z3  # lazy: z3 is loaded only when a proof is asked for

        return z3.And([in_range(x, 0, 1) for x in xs]), f"every row of {len(xs)} coins (each 0 or 1)"

    def explain(self, position: Position, misere: bool) -> dict[str, Any]:
        """The values of the heads and their nim-sum (a normal-play figure): ``{"coin_values":
        [{"coin", "grundy"}, ...], "coin_nim_sum": int, "rule": text}``."""
        g = self.coin_values(len(position))
        heads = [i + 1 for i, x in enumerate(position) if x]
        total = 0
        for n in heads:
            total ^= g[n]
        shown = " ⊕ ".join(f"g({n})={g[n]}" for n in heads[:16]) + (" ⊕ ..." if len(heads) > 16 else "")
        rule = (f"{self.title}: {self.rule_text()}; a position's Grundy value is the nim-sum of its heads' "
                f"values (Winning Ways ch. 14): {shown or 'no heads'} = {total}")
        if misere:
            rule += " (a normal-play figure)"
        return {"coin_values": [{"coin": n, "grundy": g[n]} for n in heads], "coin_nim_sum": total, "rule": rule}


def _canonical(rule: dict[str, Any]) -> dict[str, Any]:
    """A rule's parameters comparable as a dict (``turns`` as a tuple)."""
    return {k: tuple(v) if isinstance(v, list) else v for k, v in rule.items()}


class _Named(TurningGame):
    """A named member of the family: its rule fixed (``fixed``, which is CGSuite's turning code
    ``cgsuite_code`` read by :func:`parse_turning_code`), only the row length free."""

    aliases: tuple[str, ...] = ()  # (not the family's)
    named = True

    def __init__(self, coins: int | None = None, heaps: int | None = None):
        super().__init__(**self.fixed, coins=coins, heaps=heaps)


class TurningTurtles(_Named):
    """Turning Turtles: turn one or two coins, the rightmost from heads to tails.

    ``g(n) = n`` (coins numbered from 1): a head at ``n`` is a Nim heap of ``n`` (Winning Ways
    ch. 14; Ferguson Part I, ch. 5; CGSuite code ``1-2``). The same game as the older ruleset ``coins``.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "turning-turtles"
    title = "Turning Turtles"
    summary = "Turning Turtles: turn 1 or 2 coins, the rightmost heads to tails; g(n) = n (Winning Ways ch. 14)"
    aliases = ("turtles",)
    param_help = {"coins": "number of coins (default: from the position)", "heaps": "same as coins"}
    fixed = {"turns": [1, 2]}
    cgsuite_code = "1-2"


class Twins(_Named):
    """Twins: turn exactly two coins, the rightmost from heads to tails.

    ``g(n) = n - 1`` with coins numbered from 1 (Ferguson, Part I, ch. 5, numbers them from 0 and
    gets ``g(n) = n``): a head at coin 1 cannot move (Winning Ways ch. 14; CGSuite code ``2``).

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "twins"
    title = "Twins"
    summary = "Twins: turn exactly 2 coins, the rightmost heads to tails; g(n) = n - 1 (Ferguson, Part I, ch. 5)"
    param_help = TurningTurtles.param_help
    fixed = {"turns": [2]}
    cgsuite_code = "2"


class MockTurtles(_Named):
    """Mock Turtles: turn one, two or three coins, the rightmost from heads to tails.

    ``g(n)`` is the ``n``-th odious number (an odd number of 1s in binary): 1, 2, 4, 7, 8, 11,
    13, 14, ... (OEIS A000069, offset 1, coins numbered from 1; Winning Ways ch. 14; Ferguson,
    Part I, ch. 5, who numbers the coins from 0; CGSuite code ``1-3``). So ``g(n)`` is ``2n - 2`` or
    ``2n - 1``.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "mock-turtles"
    title = "Mock Turtles"
    summary = "Mock Turtles: turn 1, 2 or 3 coins, the rightmost heads to tails; g = odious numbers (A000069)"
    param_help = TurningTurtles.param_help
    fixed = {"turns": [1, 2, 3]}
    cgsuite_code = "1-3"


class Ruler(_Named):
    """Ruler: turn any number of consecutive coins, the rightmost from heads to tails.

    ``g(n)`` is the largest power of 2 dividing ``n``: 1, 2, 1, 4, 1, 2, 1, 8, ... (OEIS A006519;
    coins numbered from 1; Winning Ways ch. 14; Ferguson, Part I, ch. 5; CGSuite code ``1+C``), the
    marks of a ruler.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "ruler"
    title = "Ruler"
    summary = "Ruler: turn any number of consecutive coins, the rightmost heads to tails; g = A006519"
    param_help = TurningTurtles.param_help
    fixed = {"consecutive": 1}
    cgsuite_code = "1+C"


# The other rulesets Winning Ways ch. 14 names, as listed with their turning codes in CGSuite's
# ``lib/core/src/main/resources/org/cgsuite/lang/resources/game/strip/Turning.cgs``
# (aaron-siegel/cgsuite); the values are checked against CGSuite's ``GameHeapTest.scala`` where it
# gives them, and against a game-graph recursion in tests/test_turning_named.py.

_COINS_HELP = {"coins": "number of coins (default: from the position)", "heaps": "same as coins"}


class Moebius(_Named):
    """Moebius: turn one to five coins, the rightmost from heads to tails (Winning Ways ch. 14;
    CGSuite code ``1-5``).

    ``g(n)``, coins from 1: 1, 2, 4, 8, 16, 31, 32, 64, 103, 128, ... A head at ``n`` has
    ``C(n-1,0) + ... + C(n-1,4)`` moves.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "moebius"
    title = "Moebius"
    summary = "Moebius: turn 1 to 5 coins, the rightmost heads to tails (Winning Ways ch. 14; CGSuite 1-5)"
    param_help = _COINS_HELP
    fixed = {"turns": [1, 2, 3, 4, 5]}
    cgsuite_code = "1-5"


class Mogul(_Named):
    """Mogul: turn one to seven coins, the rightmost from heads to tails (Winning Ways ch. 14;
    CGSuite code ``1-7``).

    ``g(n)``, coins from 1: 1, 2, 4, 8, 16, 32, 64, 127, 128, 256, ...

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "mogul"
    title = "Mogul"
    summary = "Mogul: turn 1 to 7 coins, the rightmost heads to tails (Winning Ways ch. 14; CGSuite 1-7)"
    param_help = _COINS_HELP
    fixed = {"turns": [1, 2, 3, 4, 5, 6, 7]}
    cgsuite_code = "1-7"


class Moidores(_Named):
    """Moidores: turn one to nine coins, the rightmost from heads to tails (Winning Ways ch. 14;
    CGSuite code ``1-9``).

    ``g(n)``, coins from 1: 1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711,
    ... (CGSuite's ``GameHeapTest.scala`` gives ``g(1..20)`` and 169,766 moves of a head at 20).

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "moidores"
    title = "Moidores"
    summary = "Moidores: turn 1 to 9 coins, the rightmost heads to tails (Winning Ways ch. 14; CGSuite 1-9)"
    param_help = _COINS_HELP
    fixed = {"turns": [1, 2, 3, 4, 5, 6, 7, 8, 9]}
    cgsuite_code = "1-9"


class Motley(_Named):
    """Motley: turn any number of coins, the rightmost from heads to tails (Winning Ways ch. 14;
    CGSuite code ``1+``).

    ``g(n) = 2^(n-1)``: the nim-sums of the coins left of a head are the GF(2) span of their
    values (:meth:`TurningGame._extend_by_span`), all of ``0 .. 2^(n-1) - 1``. A head at ``n``
    has ``2^(n-1)`` moves: the options of a position are listed up to 200,000 moves per head
    (coin 18), and values are computed up to coin 62 (64-bit labels).

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "motley"
    title = "Motley"
    summary = "Motley: turn any number of coins, the rightmost heads to tails; g(n) = 2^(n-1) (CGSuite 1+)"
    param_help = _COINS_HELP
    fixed: dict[str, Any] = {}
    cgsuite_code = "1+"


class Triplets(_Named):
    """Triplets: turn exactly three coins, the rightmost from heads to tails (Winning Ways ch. 14;
    CGSuite code ``3``).

    ``g(n)``, coins from 1: 0, 0, 1, 2, 4, 7, 8, 11, 13, 14, ...: Mock Turtles' values two coins
    later (``g(n + 2)`` of Triplets is ``g(n)`` of Mock Turtles).

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "triplets"
    title = "Triplets"
    summary = "Triplets: turn exactly 3 coins, the rightmost heads to tails (Winning Ways ch. 14; CGSuite 3)"
    param_help = _COINS_HELP
    fixed = {"turns": [3]}
    cgsuite_code = "3"


class MockTurtleFives(_Named):
    """Mock Turtle Fives: turn one, two or three coins among five consecutive places, the
    rightmost from heads to tails (Winning Ways ch. 14; CGSuite code ``1-3C(5)``).

    ``g(n)``, coins from 1: 1, 2, 4, 7, 8, repeated with period 5.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "mock-turtle-fives"
    title = "Mock Turtle Fives"
    summary = "Mock Turtle Fives: turn 1-3 of 5 consecutive coins; g = 1,2,4,7,8 repeated (CGSuite 1-3C(5))"
    param_help = _COINS_HELP
    fixed = {"turns": [1, 2, 3], "span": 5}
    cgsuite_code = "1-3C(5)"


class TripletFives(_Named):
    """Triplet Fives: turn exactly three coins among five consecutive places, the rightmost from
    heads to tails (Winning Ways ch. 14; CGSuite code ``3C(5)``).

    ``g(n)``, coins from 1: 0, 0, 1, 2, 4, repeated with period 5.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "triplet-fives"
    title = "Triplet Fives"
    summary = "Triplet Fives: turn 3 of 5 consecutive coins; g = 0,0,1,2,4 repeated (CGSuite 3C(5))"
    param_help = _COINS_HELP
    fixed = {"turns": [3], "span": 5}
    cgsuite_code = "3C(5)"


class RulerFives(_Named):
    """Ruler Fives: turn one to five consecutive coins, the rightmost from heads to tails (Winning
    Ways ch. 14; CGSuite code ``1-5C``).

    ``g(n)``, coins from 1: 1, 2, 1, 4, repeated with period 4 (the ruler function capped at 4).

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "ruler-fives"
    title = "Ruler Fives"
    summary = "Ruler Fives: turn 1 to 5 consecutive coins; g = 1,2,1,4 repeated (CGSuite 1-5C)"
    param_help = _COINS_HELP
    fixed = {"turns": [1, 2, 3, 4, 5], "consecutive": 1}
    cgsuite_code = "1-5C"


class Turnips(_Named):
    """Turnips: turn three equally spaced coins, the rightmost from heads to tails (Winning Ways
    ch. 14; CGSuite code ``3E``).

    ``g(n)``, coins from 1: 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4, ...

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "turnips"
    title = "Turnips"
    summary = "Turnips: turn 3 equally spaced coins, the rightmost heads to tails (Winning Ways ch. 14; CGSuite 3E)"
    param_help = _COINS_HELP
    fixed = {"turns": [3], "spacing": "equal"}
    cgsuite_code = "3E"


class Grunt(_Named):
    """Grunt: turn four symmetrically placed coins, the leftmost being coin 1, the rightmost from
    heads to tails (Winning Ways ch. 14; CGSuite code ``4FS``): Grundy's game played with coins,
    ``g(n)`` being the value of a Grundy's-game heap of ``n - 1``.

    ``g(n)``, coins from 1: 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, ...

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "grunt"
    title = "Grunt"
    summary = "Grunt: turn 4 symmetric coins, coin 1 among them; Grundy's game in coins (CGSuite 4FS)"
    param_help = _COINS_HELP
    fixed = {"turns": [4], "spacing": "symmetric", "first": 1}
    cgsuite_code = "4FS"


class Sym(_Named):
    """Sym: turn any number of coins placed symmetrically about their middle, the rightmost from
    heads to tails (Winning Ways ch. 14; CGSuite code ``1+S``).

    ``g(n)``, coins from 1: 1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, ... A head
    has about ``2^(n/2)`` moves, each listed: values to about coin 40.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "sym"
    title = "Sym"
    summary = "Sym: turn any number of coins symmetric about their middle, the rightmost heads to tails (CGSuite 1+S)"
    param_help = _COINS_HELP
    fixed = {"spacing": "symmetric"}
    cgsuite_code = "1+S"


class Sympler(_Named):
    """Sympler: turn any number of coins placed symmetrically about their middle, the leftmost
    being coin 1, the rightmost from heads to tails (Winning Ways ch. 14; CGSuite code ``1+FS``).

    ``g(n)``, coins from 1: 1, 0, 0, 0, ...: every move of a head past coin 1 turns coin 1 (worth
    1) and coins worth 0, so its nim-sums are all 1. That is the game CGSuite's code gives (coins
    numbered from 1, ``F`` asking for coin 1); Winning Ways numbers coins from 0, and its own table
    of Sympler is not checked here.

    Args:
        coins: the row length (or ``None``: from the position).
    """

    name = "sympler"
    title = "Sympler"
    summary = "Sympler: turn any number of symmetric coins, coin 1 among them (Winning Ways ch. 14; CGSuite 1+FS)"
    param_help = _COINS_HELP
    fixed = {"spacing": "symmetric", "first": 1}
    cgsuite_code = "1+FS"


#: the family and its named members, registered by :mod:`gamecheck.games`
TURNING_GAMES: tuple[type[TurningGame], ...] = (TurningGame, TurningTurtles, Twins, MockTurtles, Ruler, Moebius, Mogul,
                                                Moidores, Motley, Triplets, MockTurtleFives, TripletFives, RulerFives,
                                                Turnips, Grunt, Sym, Sympler)


# -- two-dimensional games: products of one-dimensional ones (Winning Ways ch. 14) -----------------

#: the most coins of a board (rows * cols): a position has at most this many parts
MAX_BOARD = MAX_PARTS


def _one_dimensional(ruleset: str, what: str, name: Any) -> TurningGame:
    """The one-dimensional coin-turning game a product's ``first`` or ``second`` gives: a named
    member (``"ruler"``) or a CGSuite turning code (``"1-3C(5)"``, :func:`parse_turning_code`;
    a text starting with a digit is read as a code).

    Raises:
        UsageError: one line naming the parameter: not text, an unknown name, or a bad code.
    """
    named = {cls.name: cls for cls in TURNING_GAMES if cls.named}
    for cls in TURNING_GAMES:
        for alias in cls.aliases:
            if cls.named:
                named[alias] = cls
    key = name.strip().lower().replace("_", "-") if isinstance(name, str) else None
    if key and key[0].isdigit():
        try:
            return TurningGame(code=name)
        except UsageError as exc:
            raise UsageError(f"{ruleset}: {what}={show_value(name)}: {exc}") from None
    if key not in named:
        raise UsageError(f"{ruleset}: {what}={show_value(name)} is not allowed; give a named one-dimensional "
                         f"coin-turning game ({', '.join(sorted(c.name for c in TURNING_GAMES if c.named))}) "
                         "or a CGSuite turning code such as \"1-3C(5)\"")
    return named[key]()


def _factor_name(game: TurningGame) -> str:
    """A product's factor as its ``first``/``second`` parameter: its name, or its turning code."""
    return game.code if game.code is not None else game.name


def _board_size(ruleset: str, what: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not 1 <= value <= MAX_BOARD:
        raise UsageError(f"{ruleset}: {what}={show_value(value)} is not allowed; give a positive integer "
                         f"(rows * cols at most {MAX_BOARD})")
    return int(value)


class TurningProduct(CoinTurning):
    """The product ``G1 × G2`` of two one-dimensional coin-turning games: a game on a board.

    A position is a board of ``rows × cols`` coins, coin ``(x, y)`` in row ``x`` (``1..rows``,
    the coordinate of ``G1``) and column ``y`` (``1..cols``, that of ``G2``), written row by row
    as ``rows * cols`` bits (part ``(x - 1) * cols + (y - 1)``; 1 heads, 0 tails). A move picks a
    move ``A`` of ``G1`` whose rightmost coin is ``x`` and a move ``B`` of ``G2`` whose rightmost
    coin is ``y``, with coin ``(x, y)`` showing heads, and turns every coin of ``A × B``
    (Winning Ways ch. 14, "Turn and turn about": products of coin-turning games; Ferguson, *Game
    Theory*, Part I, ch. 5).

    The Tartan theorem (Winning Ways ch. 14; Ferguson Part I, ch. 5) says that the single head at
    ``(x, y)`` has the Grundy value ``g1(x) ⊗ g2(y)``, the nim-product of the two games' values.
    Here :meth:`board_values` computes the values by the mex recursion over the product's own
    moves, never by the theorem, so that the theorem can be checked against it (and both against
    the game graph). A position's value is the nim-sum of its heads' values.

    Args:
        first, second: the one-dimensional games: a named member (``twins``, ``ruler``,
            ``turning-turtles``, ``mock-turtles``, ``moebius``, ``triplets``, ... any of
            :data:`TURNING_GAMES` but the family) or a CGSuite turning code (``"1-3C(5)"``, text
            starting with a digit; :func:`parse_turning_code`).
        rows, cols: the board, ``rows * cols <= 64``.
        heaps: ``None``, or the coin count ``rows * cols`` repeated (as ``explore`` and claims
            pass a part count).

    Raises:
        UsageError: an unknown game name, a board out of range, or ``heaps`` not its coin count.
    """

    name = "turning-product"
    summary = "a product of two coin-turning games on a board (Winning Ways ch. 14; Tartan theorem)"
    aliases = ("coin-turning-product",)
    param_help = {
        "first": "the game of the rows' coordinate: a named one (twins, ruler, ...) or a turning code (\"1-3C(5)\")",
        "second": "the game of the columns' coordinate (the same)",
        "rows": "number of rows of the board",
        "cols": "number of columns of the board",
        "heaps": "the number of coins, rows * cols (optional; may only repeat it)",
    }
    coin_turning = True
    #: the two factors of a named product (``()`` for the family itself)
    factors: tuple[str, str] = ()  # type: ignore[assignment]
    title = "product of coin-turning games"

    def __init__(self, first: Any = None, second: Any = None, rows: Any = None, cols: Any = None,
                 heaps: Any = None):
        if first is None or second is None:
            raise UsageError(f"{self.name}: give first= and second=, e.g. {self.name}(first=\"ruler\", "
                             "second=\"twins\", rows=3, cols=3)")
        if rows is None or cols is None:
            raise UsageError(f"{self.name}: give the board's rows= and cols=, e.g. rows=3, cols=4")
        self.first = _one_dimensional(self.name, "first", first)
        self.second = _one_dimensional(self.name, "second", second)
        self.rows = _board_size(self.name, "rows", rows)
        self.cols = _board_size(self.name, "cols", cols)
        if self.rows * self.cols > MAX_BOARD:
            raise UsageError(f"{self.name}: a board of {self.rows} × {self.cols} has {self.rows * self.cols} coins; "
                             f"at most {MAX_BOARD} are allowed")
        self.arity = self.rows * self.cols
        if heaps is not None and (isinstance(heaps, bool) or heaps != self.arity):
            raise UsageError(f"{self.name}: heaps={show_value(heaps)} is not allowed; a board of {self.rows} × "
                             f"{self.cols} has {self.arity} coins (heaps= may only repeat that count)")
        self._board: list[list[int]] | None = None

    @classmethod
    def from_params(cls, **params: Any) -> "TurningProduct":
        """Build the product from keyword parameters (a named product takes only ``rows``, ``cols``).

        Raises:
            UsageError: on an unknown or invalid parameter.
        """
        allowed = (("rows", "cols") if cls.factors else ("first", "second", "rows", "cols")) + ("heaps",)
        unknown = sorted(str(k) for k in params if k not in allowed)
        if unknown:
            raise UsageError(f"ruleset '{cls.name}' has no parameter '{unknown[0][:40]}'; allowed: {', '.join(allowed)}")
        return cls(**params)

    @property
    def params(self) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.factors else {"first": _factor_name(self.first),
                                                        "second": _factor_name(self.second)}
        return {**out, "rows": self.rows, "cols": self.cols}

    def spec(self) -> str:
        inner = ", ".join(f'{k}="{v}"' if isinstance(v, str) else f"{k}={v}" for k, v in self.params.items())
        return f"{self.name}({inner})"

    def with_arity(self, k: int) -> "TurningProduct":
        if k != self.arity:
            raise UsageError(f"ruleset {self.spec()} takes boards of {self.arity} coins ({self.rows} rows of "
                             f"{self.cols}), got {k}")
        return self

    def part_label(self, i: int) -> str:
        return f"coin ({i // self.cols + 1}, {i % self.cols + 1})"

    def coin(self, x: int, y: int) -> int:
        """The part index of coin ``(x, y)`` (both from 1)."""
        return (x - 1) * self.cols + (y - 1)

    # -- moves ----------------------------------------------------------------------------
    def head_moves(self, x: int, y: int) -> Iterator[list[tuple[int, int]]]:
        """The moves of a head at ``(x, y)``: for each, every coin it turns (``(x, y)`` last)."""
        for t1 in self.first.head_moves(x):
            a = t1 + (x,)
            for t2 in self.second.head_moves(y):
                b = t2 + (y,)
                yield [(i, j) for i in a for j in b]

    def head_move_count(self, x: int, y: int) -> int:
        """How many moves a head at ``(x, y)`` has: the product of the factors' counts."""
        return self.first.head_move_count(x) * self.second.head_move_count(y)

    def options(self, position: Position) -> list[Move]:
        moves = []
        for p, v in enumerate(position):
            if v != 1:
                continue
            x, y = p // self.cols + 1, p % self.cols + 1
            count = self.head_move_count(x, y)
            if count > MAX_MOVES_PER_COIN:
                raise ResourceLimitError(f"ruleset {self.spec()}: the head at ({x},{y}) has {count:,} moves, more "
                                         f"than the {MAX_MOVES_PER_COIN:,} listed; use a smaller board")
            for coins in self.head_moves(x, y):
                after = list(position)
                for i, j in coins:
                    after[self.coin(i, j)] ^= 1
                shown = " ".join(f"({i},{j})" for i, j in coins)
                moves.append(Move(f"turn {shown}", tuple(after)))
        return moves

    def option_bound(self, position: Position) -> int | None:
        return sum(self.head_move_count(p // self.cols + 1, p % self.cols + 1) for p, v in enumerate(position) if v)

    def potential(self, k: int) -> tuple[int, ...]:
        # coin (x, y) weighs 2**(its part index): every other coin a move turns is at (i, j) with
        # i <= x and j <= y, so it has a smaller index, and their weights sum to less than (x, y)'s
        return tuple(1 << i for i in range(k))

    # -- symbolic form (for the prover) ----------------------------------------------------
    def smt_options(self, xs: Sequence[Any], ys: Sequence[Any]) -> Any:
        """z3: ``ys`` is an option of ``xs`` (boards, row by row). For some head ``(x, y)``: it goes
        from 1 to 0, every coin outside the rectangle ``[1, x] × [1, y]`` stays, the turned coins
        of column ``y`` below row ``x`` make a move of the first game with ``x``
        (:meth:`TurningGame.smt_lower_coins`) and those of row ``x`` left of ``y`` a move of the
        second with ``y``, and a coin ``(i, j)`` inside is turned exactly when ``(i, y)`` and
        ``(x, j)`` are: the turned set is ``A × B``."""
        import z3  # lazy: z3 is loaded only when a proof is asked for

        def turned(i: int, j: int) -> Any:
            p = self.coin(i, j)
            return eq(ys[p], sub(const(1), xs[p]))

        def kept(i: int, j: int) -> Any:
            p = self.coin(i, j)
            return eq(ys[p], xs[p])

        cases = []
        for x in range(1, self.rows + 1):
            for y in range(1, self.cols + 1):
                if self.head_move_count(x, y) == 0:
                    continue
                p = self.coin(x, y)
                conds = [eq(xs[p], 1), eq(ys[p], 0)]
                conds += [kept(i, j) for i in range(1, self.rows + 1) for j in range(1, self.cols + 1)
                          if i > x or j > y]
                conds += self.first.smt_lower_coins(x, [turned(i, y) for i in range(1, x)],
                                                    [kept(i, y) for i in range(1, x)])
                conds += self.second.smt_lower_coins(y, [turned(x, j) for j in range(1, y)],
                                                     [kept(x, j) for j in range(1, y)])
                conds += [z3.If(z3.And(turned(i, y), turned(x, j)), turned(i, j), kept(i, j))
                          for i in range(1, x) for j in range(1, y)]
                cases.append(z3.And(conds))
        return z3.Or(cases) if cases else z3.BoolVal(False)

    def smt_terminal(self, xs: Sequence[Any]) -> Any:
        """z3: no head has a move (every coin whose head would have a move shows tails)."""
        import z3  # lazy: z3 is loaded only when a proof is asked for

        return z3.And([eq(xs[self.coin(x, y)], 0) for x in range(1, self.rows + 1) for y in range(1, self.cols + 1)
                       if self.head_move_count(x, y)] or [z3.BoolVal(True)])

    def smt_domain(self, xs: Sequence[Any], bits: int) -> tuple[Any, str]:
        """Every board of ``rows × cols`` coins, each 0 or 1 (whatever ``bits``; closed under moves)."""
        import z3  # lazy: z3 is loaded only when a proof is asked for

        return z3.And([in_range(x, 0, 1) for x in xs]), f"every board of {self.rows} × {self.cols} coins (each 0 or 1)"

    # -- values -------------------------------------------------------------------------------
    def board_values(self) -> list[list[int]]:
        """The Grundy values ``g[x][y]`` of a single head at ``(x, y)``, ``x`` in ``0..rows``,
        ``y`` in ``0..cols`` (row and column 0 are 0: there is no such coin), by the mex
        recursion over the product's moves: ``g(x, y) = mex { ⊕ g(i, j) over the coins of a move
        other than (x, y) }`` (Winning Ways ch. 14). The Tartan theorem says ``g(x, y) =
        g1(x) ⊗ g2(y)``; it is not used here.

        Returns:
            ``rows + 1`` lists of ``cols + 1`` ints (cached).
        """
        if self._board is None:
            listed = sum(self.head_move_count(x, y) for x in range(1, self.rows + 1) for y in range(1, self.cols + 1))
            if listed > MAX_LISTED:
                raise ResourceLimitError(f"ruleset {self.spec()}: the values of the board's heads list {listed:,} "
                                         f"moves, more than the {MAX_LISTED:,} allowed; use a smaller board")
            g = [[0] * (self.cols + 1) for _ in range(self.rows + 1)]
            for x in range(1, self.rows + 1):
                for y in range(1, self.cols + 1):
                    seen = set()
                    for coins in self.head_moves(x, y):
                        v = 0
                        for i, j in coins[:-1]:
                            v ^= g[i][j]
                        seen.add(v)
                    g[x][y] = mex(seen)
            self._board = g
        return self._board

    def tartan_values(self) -> list[list[int]]:
        """The values the Tartan theorem gives: ``t[x][y] = g1(x) ⊗ g2(y)`` (Winning Ways ch. 14;
        the nim-product of :func:`gamecheck.lang.nimber.nim_mul`), ``x`` in ``0..rows``, ``y`` in
        ``0..cols`` (row and column 0 are 0). Equal to :meth:`board_values` where the theorem
        holds, which the tests check against the game graph.

        Returns:
            ``rows + 1`` lists of ``cols + 1`` ints.
        """
        g1, g2 = self.first.coin_values(self.rows), self.second.coin_values(self.cols)
        return [[nim_mul(a, b) for b in g2] for a in g1]

    def head_values(self, k: int) -> list[int]:
        """The value of a single head at each coin of the board, row by row (:meth:`board_values`).

        Raises:
            UsageError: ``k`` is not the board's ``rows * cols``.
        """
        if k != self.arity:
            raise UsageError(f"ruleset {self.spec()} has {self.arity} coins, not {k}")
        g = self.board_values()
        return [g[x][y] for x in range(1, self.rows + 1) for y in range(1, self.cols + 1)]

    def factor_values(self) -> tuple[list[int], list[int]]:
        """``(g1(1..rows), g2(1..cols))``: the factors' single-coin values."""
        return self.first.coin_values(self.rows)[1:], self.second.coin_values(self.cols)[1:]

    def grundy(self, position: Sequence[int]) -> int:
        """The Grundy value of a board as the nim-sum of its heads' values (:meth:`board_values`).

        Raises:
            UsageError: a position that is not a board of 0s and 1s of this size.
        """
        pos = self.validate(position)
        g = self.board_values()
        v = 0
        for p, bit in enumerate(pos):
            if bit:
                v ^= g[p // self.cols + 1][p % self.cols + 1]
        return v

    def explain(self, position: Position, misere: bool) -> dict[str, Any]:
        """The values of the heads (by the product's mex recursion) and their nim-sum, with each
        factor's value: ``{"coin_values": [{"coin": [x, y], "grundy", "first", "second"}, ...],
        "coin_nim_sum": int, "rule": text}``."""
        g = self.board_values()
        g1, g2 = self.first.coin_values(self.rows), self.second.coin_values(self.cols)
        heads = [(p // self.cols + 1, p % self.cols + 1) for p, bit in enumerate(position) if bit]
        total = 0
        for x, y in heads:
            total ^= g[x][y]
        tartan = {(x, y): nim_mul(g1[x], g2[y]) for x, y in heads}
        shown = " ⊕ ".join(f"g({x},{y})={g[x][y]} (= {g1[x]} ⊗ {g2[y]})" for x, y in heads[:12]) + (
            " ⊕ ..." if len(heads) > 12 else "")
        off = [(x, y) for x, y in heads if tartan[(x, y)] != g[x][y]]
        rule = (f"{self.title}: {self.first.title} × {self.second.title}; a head's value by the mex rule, and "
                f"g1(x) ⊗ g2(y) by the Tartan theorem (Winning Ways ch. 14); the position's value is the nim-sum: "
                f"{shown or 'no heads'} = {total}")
        if off:
            x, y = off[0]
            rule += (f"; the mex rule and the Tartan theorem differ at ({x},{y}): {g[x][y]} and "
                     f"{tartan[(x, y)]}")
        if misere:
            rule += " (a normal-play figure)"
        return {"coin_values": [{"coin": [x, y], "grundy": g[x][y], "first": g1[x], "second": g2[y],
                                 "tartan": tartan[(x, y)]} for x, y in heads], "coin_nim_sum": total, "rule": rule}


class _NamedProduct(TurningProduct):
    """A product whose factors are fixed (its ``factors``): built from the board alone."""

    def __init__(self, rows: Any = None, cols: Any = None, heaps: Any = None):
        first, second = self.factors
        super().__init__(first=first, second=second, rows=rows, cols=cols, heaps=heaps)


class TurningCorners(_NamedProduct):
    """Turning Corners: turn the four corners of a rectangle whose lower-right corner
    (largest row and column) goes from heads to tails; Twins × Twins (Winning Ways ch. 14;
    Ferguson, Part I, ch. 5).

    With coins numbered from 1, Twins has ``g(n) = n - 1``, so by the Tartan theorem a head at
    ``(x, y)`` has the value ``(x - 1) ⊗ (y - 1)`` (numbered from 0, as in Winning Ways and
    Ferguson: ``x ⊗ y``, the nim-multiplication table). It is not Ruler × Ruler (that is Rugs).

    Args:
        rows, cols: the board, ``rows * cols <= 64``.
        heaps: ``None`` or ``rows * cols``.
    """

    name = "turning-corners"
    title = "Turning Corners"
    summary = "Turning Corners: turn the 4 corners of a rectangle (Twins × Twins); g = (x-1) ⊗ (y-1)"
    aliases = ()
    param_help = {"rows": "number of rows of the board", "cols": "number of columns of the board",
                  "heaps": "the number of coins, rows * cols (optional; may only repeat it)"}
    factors = ("twins", "twins")


class Rugs(_NamedProduct):
    """Rugs: turn every coin of a rectangle whose lower-right corner goes from heads to tails;
    Ruler × Ruler (Ferguson, Part I, ch. 5). By the Tartan theorem a head at ``(x, y)`` has the
    value ``r(x) ⊗ r(y)``, ``r`` the ruler function (OEIS A006519): a product of two powers of 2.

    Args:
        rows, cols: the board, ``rows * cols <= 64``.
        heaps: ``None`` or ``rows * cols``.
    """

    name = "rugs"
    title = "Rugs"
    summary = "Rugs: turn every coin of a rectangle (Ruler × Ruler); g = r(x) ⊗ r(y)"
    aliases = ()
    param_help = TurningCorners.param_help
    factors = ("ruler", "ruler")


#: the products, registered by :mod:`gamecheck.games`
TURNING_PRODUCTS: tuple[type[TurningProduct], ...] = (TurningProduct, TurningCorners, Rugs)
