"""Subtraction games: remove s counters from one heap, s from a finite subtraction set."""

from __future__ import annotations

import numbers
import re
from typing import Any, ClassVar, Iterable

import bisect
import math

import numpy as np

from gamecheck.flags import command_words
from gamecheck.errors import UsageError
from gamecheck.games.base import one_heap_copy, check_count, show_value, smt_single_part_move
from gamecheck.games.heap import HeapRules
from gamecheck.lang.smt import NotExpressible, eq, le, lt, sub

__all__ = [
    "MAX_SET_SIZE", "MAX_SET_ELEMENT", "parse_subtraction_set", "SubtractionGame", "Bash", "AllBut",
    "PredicateSubtraction", "SubtractSquares", "SubtractPrimes", "SubtractFibonacci", "PREDICATES",
    "predicate_takes", "predicate_name",
]


#: the most elements a subtraction set may have (Bash's m included)
MAX_SET_SIZE = 10_000
#: the largest element of a subtraction set (larger moves never fit any domain)
MAX_SET_ELEMENT = 10**18

_ALLOWED = "give positive integers up to 10**18, like 1,3,6 or a range like 1..4"


def parse_subtraction_set(value: Any) -> tuple[int, ...]:
    """Read a subtraction set from ``"1,3,6"``, ``[1, 3, 6]`` or a range like ``"1..4"``.

    Returns:
        the sorted tuple of distinct positive ints.

    Raises:
        UsageError: if the set is empty, has an empty element (``1,,2``), holds anything but
            positive integers up to 10**18, or has more than 10,000 elements.
    """
    items: Iterable[Any]
    shown = show_value(value)
    if isinstance(value, str):
        text = value.strip().strip("{}[]()").strip()
        if ".." in text and "," not in text:
            lo, _, hi = text.partition("..")
            lo, hi = lo.strip(), hi.strip()
            if not (_is_int_text(lo) and _is_int_text(hi)):
                raise UsageError(f"subtraction set {shown} is not a range like 1..4")
            a, b = int(lo), int(hi)
            if b - a + 1 > MAX_SET_SIZE:
                raise UsageError(f"subtraction set {shown} has {b - a + 1:,} elements; at most {MAX_SET_SIZE:,} are allowed")
            items = range(a, b + 1)
        elif not text:
            items = []
        else:
            items = [p.strip() for p in text.split(",")]
            if any(not p for p in items):
                raise UsageError(f"subtraction set {shown} has an empty element; {_ALLOWED}")
    elif isinstance(value, int) and not isinstance(value, bool):
        items = [value]
    elif isinstance(value, (list, tuple, range, set, frozenset)):
        items = value
    else:
        raise UsageError(f"subtraction set {shown} is not allowed; {_ALLOWED}")
    if len(items) > MAX_SET_SIZE:  # type: ignore[arg-type]
        raise UsageError(f"subtraction set {shown} has {len(items):,} elements; at most {MAX_SET_SIZE:,} are allowed")  # type: ignore[arg-type]
    out = set()
    for item in items:
        if isinstance(item, str) and _is_int_text(item.strip()):
            v = int(item.strip())
        elif isinstance(item, numbers.Integral) and not isinstance(item, bool):
            v = int(item)
        else:
            raise UsageError(f"subtraction set element '{show_value(item)[1:-1] if isinstance(item, str) else show_value(item)}' "
                             f"is not an integer; {_ALLOWED}")
        if v < 1 or v > MAX_SET_ELEMENT:
            raise UsageError(f"subtraction set element '{show_value(v)}' is not allowed; elements must be positive "
                             f"integers up to 10**18")
        out.add(v)
    if not out:
        raise UsageError(f"subtraction set {shown} is empty; give positive integers like 1,3,6")
    return tuple(sorted(out))


def _is_int_text(text: str) -> bool:
    """An optionally signed decimal integer of at most 30 digits (longer ones are never allowed)."""
    return re.fullmatch(r"[+-]?[0-9]{1,30}", text) is not None


class SubtractionGame(HeapRules):
    """A subtraction game S(s1, ..., sr) on one or several heaps.

    A move removes ``s`` counters from one heap, for some ``s`` in the finite
    subtraction set ``S`` with ``s <= heap``. On several heaps the game is the
    disjunctive sum of one-heap games (the "set Nim" of contest problems).
    Grundy sequences of finite subtraction games are ultimately periodic
    (Winning Ways, ch. 4; Siegel 2013, Thm. IV.2.6).

    Args:
        set: the subtraction set, as accepted by :func:`parse_subtraction_set`.
        heaps: heap count, or ``None`` to take it from each position.

    Raises:
        UsageError: on an empty or non-positive subtraction set.
    """

    name = "subtraction"
    summary = "subtraction game: remove s from one heap, s in a finite subtraction set S"
    aliases = ("subtract", "subtraction-game", "set-nim")
    explore_names = ("subtraction", *aliases)  # with subtraction_set=, all_but= or predicate=
    param_help = {"set": "the subtraction set, e.g. 1,3,6", "heaps": "number of heaps (default: from the position)"}
    default_arity = 1
    kind = "subtraction"
    periodicity_theorem = "subtraction"
    checks_candidates = True

    def heap_component(self) -> "Ruleset | None":
        return one_heap_copy(self)

    def __init__(self, set: Any = None, heaps: int | None = None):  # noqa: A002 - the field's term
        if set is None:
            raise UsageError(f"ruleset '{self.name}' needs a subtraction set, e.g. subtraction(set=[1, 3, 6])")
        self.subtraction_set = parse_subtraction_set(set)
        self.arity = check_count(self.name, "heaps", heaps)

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"set": list(self.subtraction_set)}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    @property
    def title(self) -> str:
        return f"subtraction game S({_join(self.subtraction_set)})"

    def explore_args(self) -> list[str]:
        return ["subtraction", *command_words(subtraction_set=_join(self.subtraction_set))]

    def heap_params(self) -> dict[str, Any]:
        return {"subtraction_set": list(self.subtraction_set)}

    def periodicity_args(self) -> dict[str, Any]:
        """``{"kind": "subtraction", "subtraction_set": ...}``: the periodicity theorem of
        finite subtraction games (Winning Ways ch. 4; Siegel 2013, IV.2.6) needs the set."""
        return {"kind": "subtraction", "subtraction_set": tuple(self.subtraction_set)}

    def move_reach(self) -> tuple[int, int] | None:
        """``(max S, 1)``: a move takes at most the largest element of the set and leaves one heap."""
        return (int(max(self.subtraction_set)), 1) if self.subtraction_set else None

    def kernel_takes(self, cap: int) -> tuple[int, ...]:
        """The whole subtraction set (the kernel skips takes larger than the heap)."""
        return self.subtraction_set

    def variables(self, k: int | None = None) -> dict[str, Any]:
        return {"S": self.subtraction_set}

    def takes(self, limit: int) -> tuple[int, ...]:
        return self.subtraction_set[: bisect.bisect_right(self.subtraction_set, limit)]

    def potential(self, k: int) -> tuple[int, ...]:
        return (1,) * k

    def default_bound(self, k: int) -> int:
        return {1: 2000, 2: 200, 3: 40}.get(k, 12)

    def smt_options(self, xs, ys):
        import z3

        return smt_single_part_move(
            xs, ys, lambda x, y: z3.Or([z3.And(le(s, x), eq(y, sub(x, s))) for s in self.subtraction_set])
        )

    def smt_terminal(self, xs):
        import z3

        return z3.And([lt(x, self.subtraction_set[0]) for x in xs])


class Bash(SubtractionGame):
    """Bash's game: the subtraction game S(1, ..., m) -- take 1 to m counters.

    The P-positions of one heap are exactly the multiples of ``m + 1``
    (classical; Winning Ways ch. 4).

    Args:
        m: the most one move may take (``m >= 1``).
        heaps: heap count, or ``None`` to take it from each position.

    Raises:
        UsageError: if ``m`` is not a positive int.
    """

    name = "bash"
    summary = "Bash's game: take 1..m from one heap (the subtraction game {1..m})"
    aliases = ("bash-game",)
    explore_names = ()  # explore subtraction --set 1,2,3 is Bash
    param_help = {"m": "the most one move may take", "heaps": "number of heaps (default: from the position)"}

    def __init__(self, m: Any = None, heaps: int | None = None):
        if m is None:
            raise UsageError("ruleset 'bash' needs m, the most one move may take, e.g. -m 3")
        if isinstance(m, str) and _is_int_text(m.strip()):
            m = int(m.strip())
        if isinstance(m, bool) or not isinstance(m, numbers.Integral) or not 1 <= m <= MAX_SET_SIZE:
            raise UsageError(f"bash: m={show_value(m)} is not allowed; give a positive integer (at most {MAX_SET_SIZE:,})")
        mv = int(m)
        self.m = mv
        super().__init__(set=range(1, mv + 1), heaps=heaps)

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"m": self.m}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    def variables(self, k: int | None = None) -> dict[str, Any]:
        return {"m": self.m, "S": self.subtraction_set}


def _join(values: Iterable[int]) -> str:
    return ",".join(str(v) for v in values)


def _takes_set(value: Any, what: str) -> tuple[int, ...]:
    """An all-but set: like :func:`parse_subtraction_set`, but ``"none"``, ``""`` and ``[]``
    give the empty set."""
    if value is None or (isinstance(value, str) and value.strip().lower().strip("{}[]() ") in ("", "none", "-")):
        return ()
    if isinstance(value, (list, tuple, set, frozenset, range)) and len(value) == 0:
        return ()
    try:
        return parse_subtraction_set(value)
    except UsageError as exc:
        raise UsageError(str(exc).replace("subtraction set", what, 1)) from None


class AllBut(HeapRules):
    """The all-but subtraction game: take any positive number of counters from one heap
    except those of a finite set ``E`` (all-but(∅) is Nim).

    Their Grundy sequences are ultimately arithmetic-periodic (Angela Siegel's thesis, 2005;
    Siegel 2013, IV.2); ``explore`` certifies the period and saltus by the finite check of
    :func:`gamecheck.engine.periodicity.certify_all_but`.

    Args:
        set: the excluded takes ``E`` (may be empty: ``none``), as
            :func:`parse_subtraction_set` reads them.
        heaps: heap count, or ``None`` to take it from each position.

    Raises:
        UsageError: on an element that is not a positive int.
    """

    name = "all-but"
    summary = "all-but subtraction game: take any positive number except those of a finite set"
    aliases = ("allbut", "all-but-subtraction")
    explore_names = ("all-but", *aliases)
    param_help = {"set": "the excluded takes, e.g. 1,2 (none: Nim)",
                  "heaps": "number of heaps (default: from the position)"}
    default_arity = 1
    kind = "all-but"
    periodicity_theorem = "all-but"
    options_grow_with_heap = True

    def __init__(self, set: Any = (), heaps: int | None = None):  # noqa: A002 - the field's term
        self.excluded = _takes_set(set, "all-but set")
        self.arity = check_count(self.name, "heaps", heaps)

    @property
    def params(self) -> dict[str, Any]:
        p: dict[str, Any] = {"set": list(self.excluded)}
        if self.arity is not None:
            p["heaps"] = self.arity
        return p

    @property
    def title(self) -> str:
        if not self.excluded:
            return "all-but subtraction game (nothing excluded: Nim)"
        return f"all-but subtraction game (not {_join(self.excluded)})"

    def explore_args(self) -> list[str]:
        return ["subtraction", *command_words(all_but=_join(self.excluded) if self.excluded else "none")]

    def heap_params(self) -> dict[str, Any]:
        return {"excluded": list(self.excluded)}

    def periodicity_args(self) -> dict[str, Any]:
        """``{"kind": "all-but", "excluded": ...}``: the arithmetic-periodicity check of
        all-but subtraction games (:func:`gamecheck.engine.periodicity.certify_all_but`;
        Siegel 2005) needs the excluded takes."""
        return {"kind": "all-but", "excluded": tuple(self.excluded)}

    def variables(self, k: int | None = None) -> dict[str, Any]:
        return {"E": self.excluded}

    def takes(self, limit: int) -> list[int]:
        ex = set(self.excluded)
        return [t for t in range(1, limit + 1) if t not in ex]

    def iter_takes(self, limit: int):
        ex = set(self.excluded)
        return (t for t in range(1, limit + 1) if t not in ex)

    def potential(self, k: int) -> tuple[int, ...]:
        return (1,) * k

    def default_bound(self, k: int) -> int:
        return {1: 500, 2: 60, 3: 16}.get(k, 8)

    def smt_options(self, xs, ys):
        import z3

        return smt_single_part_move(
            xs, ys, lambda x, y: z3.And([le(0, y), lt(y, x)] + [z3.Not(eq(sub(x, y), e)) for e in self.excluded]))

    def smt_terminal(self, xs):
        import z3

        run = 0  # heaps of 0..run have no move: every take up to run is excluded
        while run + 1 in self.excluded:
            run += 1
        return z3.And([le(x, run) for x in xs])


#: predicate name -> human plural (the takes of :class:`PredicateSubtraction`)
PREDICATES = {"squares": "squares", "primes": "primes", "fibonacci": "Fibonacci numbers"}
_PREDICATE_ALIASES = {"square": "squares", "squares": "squares", "prime": "primes", "primes": "primes",
                      "fibonacci": "fibonacci", "fib": "fibonacci", "fibonacci-numbers": "fibonacci",
                      "fibs": "fibonacci"}


def predicate_name(predicate: Any) -> str:
    """The canonical predicate name (``"squares"``, ``"primes"``, ``"fibonacci"``) of a
    name or alias (square, prime, fib, ...).

    Raises:
        UsageError: on an unknown predicate, listing the allowed ones.
    """
    key = str(predicate).strip().lower().replace("_", "-").replace("'", "")
    if key not in _PREDICATE_ALIASES:
        raise UsageError(f"subtraction predicate {show_value(str(predicate))} is unknown; allowed: {', '.join(PREDICATES)}")
    return _PREDICATE_ALIASES[key]


def predicate_takes(predicate: str, limit: int) -> np.ndarray:
    """The takes ``1 <= k <= limit`` of a predicate subtraction game, increasing.

    Args:
        predicate: ``"squares"`` (1, 4, 9, ...), ``"primes"`` (2, 3, 5, ..., by a sieve
            of Eratosthenes) or ``"fibonacci"`` (1, 2, 3, 5, 8, ...: distinct values).
        limit: the largest take wanted (``>= 0``).

    Returns:
        int64 array.

    Raises:
        UsageError: on an unknown predicate.
    """
    p = predicate_name(predicate)
    limit = max(0, int(limit))
    if p == "squares":
        return np.arange(1, math.isqrt(limit) + 1, dtype=np.int64) ** 2
    if p == "fibonacci":
        out = []
        a, b = 1, 2
        while a <= limit:
            out.append(a)
            a, b = b, a + b
        return np.array(out, dtype=np.int64)
    sieve = np.ones(limit + 1, dtype=np.bool_)
    sieve[:2] = False
    for q in range(2, math.isqrt(limit) + 1):
        if sieve[q]:
            sieve[q * q:: q] = False
    return np.flatnonzero(sieve).astype(np.int64)


class PredicateSubtraction(HeapRules):
    """Subtraction of the positive integers with a property: take a square
    (1, 4, 9, ...), a prime (2, 3, 5, ...) or a Fibonacci number (1, 2, 3, 5, 8, ...)
    from one heap.  Subtract-a-square: Golomb 1966; Winning Ways ch. 4.

    Registered as ``subtract-squares``, ``subtract-primes`` and
    ``subtract-fibonacci`` (the subclasses below).

    Args:
        predicate: ``"squares"``, ``"primes"`` or ``"fibonacci"`` (aliases:
            square, prime, fib).
        heaps: heap count, or ``None`` to take it from each position.

    Raises:
        UsageError: on an unknown predicate.
    """

    name = "predicate-subtraction"
    explore_names = ("predicate",)  # with predicate=squares|primes|fibonacci
    summary = "subtraction of squares, primes or Fibonacci numbers"
    param_help = {"heaps": "number of heaps (default: from the position)"}
    default_arity = 1
    kind = "predicate"
    #: the predicate of a registered subclass
    fixed: ClassVar[str] = ""

    def __init__(self, predicate: Any = None, heaps: int | None = None):
        self.predicate = predicate_name(predicate if predicate is not None else self.fixed)
        self.arity = check_count(self.name, "heaps", heaps)

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.arity is None else {"heaps": self.arity}

    def spec(self) -> str:
        name = f"subtract-{self.predicate}"
        return name if self.arity is None else f"{name}(heaps={self.arity})"

    @property
    def title(self) -> str:
        return f"subtraction of {PREDICATES[self.predicate]}"

    def explore_args(self) -> list[str]:
        return ["subtraction", *command_words(predicate=self.predicate)]

    def heap_params(self) -> dict[str, Any]:
        return {"predicate": self.predicate}

    def kernel_takes(self, cap: int) -> "np.ndarray":
        """The takes of the predicate up to ``cap`` (an int64 array, increasing)."""
        return predicate_takes(self.predicate, cap)

    def takes(self, limit: int) -> list[int]:
        return predicate_takes(self.predicate, limit).tolist()

    def potential(self, k: int) -> tuple[int, ...]:
        return (1,) * k

    def default_bound(self, k: int) -> int:
        return {1: 2000, 2: 100, 3: 25}.get(k, 10)

    def smt_options(self, xs, ys):
        raise NotExpressible(f"ruleset {self.spec()} has no symbolic move relation (its takes are not a finite set)")


class SubtractSquares(PredicateSubtraction):
    """Subtract-a-square (Golomb 1966): take a positive square from one heap."""

    name = "subtract-squares"
    summary = "subtract-a-square: take 1, 4, 9, 16, ... counters from one heap"
    aliases = ("subtract-a-square", "squares")
    explore_names = ("subtract-squares", "squares")
    fixed = "squares"


class SubtractPrimes(PredicateSubtraction):
    """Take a prime number of counters (2, 3, 5, 7, ...) from one heap."""

    name = "subtract-primes"
    summary = "take a prime number of counters (2, 3, 5, ...) from one heap"
    aliases = ("primes",)
    explore_names = ("subtract-primes", "primes")
    fixed = "primes"


class SubtractFibonacci(PredicateSubtraction):
    """Take a Fibonacci number of counters (1, 2, 3, 5, 8, ...) from one heap."""

    name = "subtract-fibonacci"
    summary = "take a Fibonacci number of counters (1, 2, 3, 5, 8, ...) from one heap"
    aliases = ("subtract-fib",)
    explore_names = ("subtract-fibonacci",)
    fixed = "fibonacci"
