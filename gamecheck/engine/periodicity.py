"""Periodicity of Grundy sequences: the period read off the values, and certified by a
theorem where one applies.

A one-heap Grundy sequence ``g(0), g(1), ..., g(N)`` is *periodic from* ``e`` *with
period* ``p`` when ``g(n + p) = g(n)`` for every ``n >= e``, and *arithmetic-periodic
with saltus* ``s`` when ``g(n + p) = g(n) + s`` for every ``n >= e`` (Winning Ways,
ch. 4). Values alone never show what happens after ``N``; two kinds of answer are
kept apart:

* **observed** -- :func:`find_period` reads ``(e, p, s)`` off the values, asking the
  periodic tail to hold at least ``min_repeats`` full periods;
* **certified** -- a theorem turns a finite check into a statement about *every*
  ``n >= e``:

  - finite subtraction games (:func:`certify_subtraction`): every value is the mex of
    the previous ``s_max`` values, so ``s_max`` consecutive values repeated ``p``
    later repeat for ever (Berlekamp, Conway and Guy, *Winning Ways*, ch. 4; Siegel,
    *Combinatorial Game Theory* 2013, ch. IV);
  - octal games with finitely many non-zero code digits (:func:`certify_octal`):
    the periodicity theorem of Guy and Smith (1956; Winning Ways ch. 4; Siegel 2013
    ch. IV), and the same argument extended to codes whose moves may leave three or
    more heaps (hexadecimal codes);
  - all-but subtraction games (:func:`certify_all_but`): their sequences are
    ultimately arithmetic-periodic (Angela Siegel, MSc thesis, Dalhousie 2005), and a
    finite check proved in that function certifies ``g(n + p) = g(n) + s`` for every
    ``n >= e``, saltus included;
  - hexadecimal codes with ``0`` before the point (:func:`certify_hex_arithmetic`): an
    arithmetic period ``(e, p, s)`` is decided by finite automata over binary numbers
    (gamecheck's own theorem and procedure, :mod:`gamecheck.engine.hexcert` and
    :mod:`gamecheck.engine.automatic`; Büchi 1960, Boudet and Comon 1996).

Before anything is certified the values the check reads (``0..needed_to``) are
recomputed from the rules by the mex rule (Sprague 1935; Grundy 1939), so a
certificate never rests on a wrong input sequence: a disagreement raises
:class:`ValuesMismatchError`. Arithmetic periodicity is certified for all-but
subtraction games and, by automata, for hexadecimal codes; elsewhere it is *observed*
(Horrocks and Nowakowski, INTEGERS 3 (2003): "finite octal games are not arithmetic
periodic"; the values of a subtraction game are bounded by ``|S|``; hexadecimal games can
be arithmetic-periodic (Howse and Nowakowski, TCS 313 (2004)) -- their finite test is not
applied here, gamecheck's automaton certificate is; and no theorem is applied to the other
rulesets).

:func:`certify` dispatches on a ruleset kind; every answer is a :class:`Periodicity`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Sequence

import numpy as np

from gamecheck.lazy import Kernels
from gamecheck.errors import ResourceLimitError, UsageError, ValuesMismatchError
from gamecheck.games.subtraction import parse_subtraction_set
from gamecheck.games.takebreak import parse_octal
from gamecheck.engine.sparse import verify_two_heap_values
from gamecheck.engine.hexcert import HexCertificate, hex_arithmetic_bad, not_applied_reason

from gamecheck.domain import Deadline

#: the module's numba kernels, compiled at the first call of one (gamecheck.lazy)
kernel = Kernels(globals())

__all__ = [
    "Periodicity",
    "ValuesMismatchError",
    "find_period",
    "certify_subtraction",
    "certify_octal",
    "certify_all_but",
    "certify_hex_arithmetic",
    "certify",
    "parse_octal_code",
]

#: pairs compared per candidate period in the vectorised first pass of a scan
_TAIL = 64
#: candidate periods per vectorised block
_BLOCK = 2048
#: largest boolean table (bytes) the octal value check may allocate
_MAX_TABLE_BYTES = 1 << 29


@dataclass
class Periodicity:
    """The periodicity of a Grundy sequence, observed or certified.

    Attributes:
        preperiod: ``e``, the sequence is (arithmetic-)periodic from ``n = e`` on;
            ``None`` if no period was found.
        period: ``p``, the smallest period found (``None`` if none).
        saltus: ``s``, ``g(n + p) = g(n) + s`` for ``n >= e``; 0 for plain periodicity.
        certified: ``True`` only when a theorem guarantees the statement for all
            ``n >= e`` (not only up to ``observed_to``).
        observed_to: the largest heap size whose value was given (``len(values) - 1``).
        certificate: one or two sentences: the theorem, its form and the range
            checked; or why the answer is not certified.
        needed_to: the largest heap whose value the certificate's check needs
            (``None`` when no check applies), so a caller can compute the sequence up
            to it and try again.
    """

    preperiod: int | None
    period: int | None
    saltus: int
    certified: bool
    observed_to: int
    certificate: str
    needed_to: int | None

    def status(self) -> str:
        """One line: ``"certified periodic from n = 71 with period 12"``,
        ``"certified arithmetic-periodic from n = e with period p and saltus s"``,
        ``"observed periodic from n = e with period p up to n = N, not certified"``
        (``"observed arithmetic-periodic ... and saltus s up to n = N, not
        certified"``) or ``"no period found up to n = N"``."""
        if self.period is None or self.preperiod is None:
            return f"no period found up to n = {self.observed_to}"
        kind = "periodic" if self.saltus == 0 else "arithmetic-periodic"
        what = f"{kind} from n = {self.preperiod} with period {self.period}"
        if self.saltus != 0:
            what += f" and saltus {self.saltus}"
        if self.certified:
            return f"certified {what}"
        return f"observed {what} up to n = {self.observed_to}, not certified"

    def to_json(self) -> dict[str, Any]:
        """The fields as a JSON-ready dict (keys ``preperiod``, ``period``,
        ``saltus``, ``certified``, ``observed_to``, ``certificate``, ``needed_to``,
        ``status``)."""
        return {
            "preperiod": self.preperiod,
            "period": self.period,
            "saltus": self.saltus,
            "certified": self.certified,
            "observed_to": self.observed_to,
            "certificate": self.certificate,
            "needed_to": self.needed_to,
            "status": self.status(),
        }


# ---------------------------------------------------------------------------
# Input handling


def _as_values(values: Any, unsigned: bool = False) -> np.ndarray:
    """The values as a 1-D int64 array (int32 when every value is below 2^30 in size and they
    came in 4 bytes or fewer a value: a long compact sequence).  With ``unsigned``, a
    ``uint8``, ``uint16`` or ``uint32`` array is returned as it is, not copied (a sequence
    engine's values, possibly memory-mapped from disk: 2^30 values would take 4 GB as int32);
    the caller then subtracts values only in a signed type (:func:`_last_mismatch`, :func:`_scan`).

    Raises:
        UsageError: if they are not a one-dimensional sequence of integers.
    """
    arr = np.asarray(values)
    if arr.ndim != 1:
        raise UsageError(f"values must be a one-dimensional sequence of integers, got shape {arr.shape}")
    if arr.size == 0:
        return np.zeros(0, dtype=np.int64)
    if arr.dtype.kind == "b" or arr.dtype.kind not in "iuO":
        raise UsageError(f"values must be integers, got dtype {arr.dtype}")
    if arr.dtype.kind == "O":
        if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in arr.tolist()):
            raise UsageError("values must be integers")
        try:
            return arr.astype(np.int64)
        except OverflowError:
            raise UsageError("values do not fit in 64-bit integers") from None
    if unsigned and arr.dtype.kind == "u" and arr.dtype.itemsize <= 4:
        return arr
    if arr.dtype.kind == "u" and arr.dtype.itemsize >= 8 and int(arr.max()) > np.iinfo(np.int64).max:
        raise UsageError("values do not fit in 64-bit integers")
    # long compact sequences stay 4 bytes a value (half of int64; 2^24 values: 64 MB, not 128),
    # and an int32 array is not copied at all: differences of values below 2^30 are exact in int32
    if arr.dtype.itemsize <= 2 or (arr.dtype.itemsize == 4 and -(1 << 30) < int(arr.min())
                                   and int(arr.max()) < 1 << 30):
        return arr.astype(np.int32, copy=False)
    return arr.astype(np.int64, copy=False)


def _as_grundy_values(values: Any, unsigned: bool = False) -> np.ndarray:
    """Like :func:`_as_values` (``unsigned`` as there), and non-empty and non-negative (Grundy
    values).

    Raises:
        UsageError: if empty, not integers, or some value is negative.
    """
    g = _as_values(values, unsigned)
    if g.size == 0:
        raise UsageError("values is empty; give the Grundy values g(0), g(1), ... of at least one heap")
    if g.dtype.kind == "u":
        return g
    neg = np.flatnonzero(g < 0)
    if neg.size:
        n = int(neg[0])
        raise UsageError(f"values[{n}] = {int(g[n])} is negative; Grundy values are non-negative")
    return g


def _parse_subtraction_set(subtraction_set: Any) -> tuple[int, ...]:
    """The subtraction set as a sorted tuple of distinct positive ints (may be empty);
    a string such as ``"1,3,4"`` or ``"1..4"`` is read by
    :func:`gamecheck.games.subtraction.parse_subtraction_set`.

    Raises:
        UsageError: on an element that is not a positive integer.
    """
    if subtraction_set is None:
        raise UsageError("a subtraction set is needed, e.g. subtraction_set=[1, 3, 4]")
    if isinstance(subtraction_set, str):
        return parse_subtraction_set(subtraction_set)
    if isinstance(subtraction_set, (int, np.integer)) and not isinstance(subtraction_set, bool):
        subtraction_set = [subtraction_set]
    out = set()
    for item in subtraction_set:
        if isinstance(item, bool) or not isinstance(item, (int, np.integer)) or int(item) < 1:
            raise UsageError(f"subtraction set element {item!r} is not allowed; elements must be positive integers")
        out.add(int(item))
    return tuple(sorted(out))


def parse_octal_code(code: str | Iterable[int]) -> tuple[int, ...]:
    """Read an octal (or hexadecimal) code into its digits.

    ``"0.77"`` (Kayles) gives ``(0, 7, 7)``, ``".07"`` gives ``(0, 0, 7)``, ``"4.0"``
    gives ``(4,)`` after trailing zeros are dropped; a string digit may be ``0-9`` or
    ``a-f`` (hexadecimal). A sequence of ints is taken as the digits themselves.
    ``digits[k]`` is the code digit for removing ``k`` counters: bit ``2^j`` allows a
    move that leaves exactly ``j`` non-empty heaps (bit 1: the whole heap is removed,
    bit 2: one heap, bit 4: two heaps, bit 8: three heaps; Winning Ways ch. 4).

    Returns:
        the digits with trailing zeros removed (``()`` for a code without moves).

    Raises:
        UsageError: on a malformed string, a negative or non-integer digit, or a
            digit before the point with bit 1 or 2 set (removing no counters and
            leaving zero or one heap is no move a heap game can have).
    """
    if isinstance(code, str):
        game = parse_octal(code)
        if hasattr(game, "digits"):
            digits = list(game.digits)
        else:  # a general take-and-break code (games/tbcode.py): its digits of any size, where it has them
            values = game.rule.int_digits()
            if values is None:
                raise UsageError(f"code '{game.code}' has no digit form (a modifier, an unbounded count or a "
                                 "repeat); it is read by the general take-and-break engine, not as digits")
            digits = list(values)
    else:
        digits = []
        for d in code:
            if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or int(d) < 0:
                raise UsageError(f"octal code digit {d!r} is not allowed; digits are non-negative integers")
            digits.append(int(d))
    while digits and digits[-1] == 0:
        digits.pop()
    if digits and digits[0] & 3:
        raise UsageError(
            f"octal code digit before the point {digits[0]} is not allowed: bits 1 and 2 there "
            "would remove no counters and leave zero or one heap; use 0, 4, 8 or 12"
        )
    return tuple(digits)


# ---------------------------------------------------------------------------
# Scanning for periods


def _tick(deadline: "Deadline | None", i: int) -> None:
    """Every 256th step of a Python loop: raise once ``deadline`` has passed.

    Raises:
        ResourceLimitError: the deadline passed (a certificate's check is then "not certified").
    """
    if deadline is not None and i & 255 == 0:
        deadline.check("the check of a periodicity certificate")


def _last_mismatch(g: np.ndarray, p: int, lo: int, hi: int, s: int) -> int:
    """The largest ``n`` in ``[lo, hi]`` with ``g[n + p] - g[n] != s``, or ``lo - 1``.

    Searches backwards from ``hi`` in doubling chunks, so a mismatch near the end is
    found in time proportional to its distance from ``hi``.
    """
    end = hi + 1  # exclusive
    chunk = 1024
    while end > lo:
        begin = max(lo, end - chunk)
        # in int64: unsigned values (a sequence engine's, not copied) would wrap below 0
        bad = np.flatnonzero(g[begin + p : end + p].astype(np.int64) - g[begin:end] != s)
        if bad.size:
            return begin + int(bad[-1])
        end = begin
        chunk = min(2 * chunk, 1 << 20)  # bounded temporaries on long sequences
    return lo - 1


@kernel
def _tail_holds(g, P, F, S, tail):  # pragma: no cover - compiled
    """``keep[i]``: ``g(n + P[i]) - g(n) == S[i]`` for the last ``tail`` pairs ``n <= N - P[i]``
    with ``n >= F[i]`` (``N = len(g) - 1``); each period stops at its first failing pair."""
    n_last = g.shape[0] - 1
    keep = np.empty(P.shape[0], dtype=np.bool_)
    for i in range(P.shape[0]):
        p = P[i]
        ok = True
        for j in range(tail):
            n = n_last - p - j
            if n < F[i]:
                break
            if np.int64(g[n + p]) - np.int64(g[n]) != S[i]:
                ok = False
                break
        keep[i] = ok
    return keep


def _scan(
    g: np.ndarray,
    lo: int,
    p_max: int | Callable[[], int],
    first_required: Callable[[np.ndarray], np.ndarray],
    arithmetic: bool,
    deadline: "Deadline | None" = None,
) -> Iterator[tuple[int, int, int]]:
    """Yield ``(p, e, s)`` for ``p = 1..p_max`` in increasing order, for every ``p``
    whose pairs ``g(n + p) - g(n) = s`` hold for all ``n`` in
    ``[max(first_required(p), lo), N - p]``; ``e`` is then the least preperiod (one
    more than the last ``n >= lo`` with ``g(n + p) - g(n) != s``, or ``lo``).

    ``s`` is 0, or with ``arithmetic`` the difference of the last pair
    ``g(N) - g(N - p)`` (with ``arithmetic`` a period whose ``s`` is 0 is skipped:
    plain periods are a separate scan). ``p_max`` may be a callable, and
    ``first_required`` may change between calls (only ever decreasing): both are
    evaluated again for every block of periods, so a caller can tighten them as it
    finds better answers. ``first_required`` must be non-increasing in ``p``.

    A first compiled pass compares the last :data:`_TAIL` required pairs of
    :data:`_BLOCK` periods at a time, each period stopping at its first failing pair;
    only the survivors are checked in full, so a
    period that fails near the end costs next to nothing. Once the least
    preperiod ``e`` of a period ``p`` is known (it is, whether ``p`` passes or
    fails: the full check searches backwards from ``N - p``), every multiple
    ``k*p`` with ``e + k*p <= N`` (or any multiple if ``e = lo``) is dropped: its
    saltus is ``k*s``, the pair at ``n = e - 1`` fails for it as well
    (``g(e - 1 + k*p) = g(e - 1 + p) + (k - 1)*s``), and the tail from ``e`` is
    ``k*p``-periodic, so its least preperiod is ``e`` too -- it fails the required
    range if ``p`` did (``first_required`` is non-increasing), and it is a longer
    explanation of the same tail if ``p`` passed. Callers that accept the first
    ``p`` yielded, or prefer the smaller ``e + p``, lose nothing.

    With a ``deadline`` (:class:`gamecheck.domain.Deadline`) it is checked before every
    block of periods: :class:`ResourceLimitError` is raised once it has passed.
    """
    n_last = g.size - 1
    cap = min(p_max() if callable(p_max) else p_max, n_last)
    if cap < 1:
        return
    dead = np.zeros(cap + 1, dtype=bool)

    def bury(p: int, e: int) -> None:
        top = cap if e == lo else min(cap, n_last - e)
        if 2 * p <= top:
            dead[2 * p : top + 1 : p] = True

    p0 = 1
    while True:
        top = min(p_max() if callable(p_max) else p_max, cap)
        if p0 > top:
            return
        if deadline is not None:
            deadline.check("the search for a period")
        P = np.arange(p0, min(p0 + _BLOCK, top + 1), dtype=np.int64)
        p0 += _BLOCK
        F = np.maximum(np.asarray(first_required(P), dtype=np.int64), lo)
        S = (np.int64(g[n_last]) - g[n_last - P].astype(np.int64)) if arithmetic else np.zeros_like(P)
        keep = _tail_holds(g, P, F, S, _TAIL) & ~dead[P]
        if arithmetic:
            keep &= S != 0
        for i in np.flatnonzero(keep):
            p, s = int(P[i]), int(S[i])
            if callable(p_max) and p > p_max():
                return
            if dead[p]:
                continue
            f = max(int(np.asarray(first_required(P[i : i + 1]))[0]), lo)  # may have tightened
            hi = n_last - p
            if hi - f + 1 > _TAIL:
                last = _last_mismatch(g, p, f, hi, s)
                if last >= f:  # fails; the last mismatch of all is this one
                    bury(p, last + 1)
                    continue
            e = _last_mismatch(g, p, lo, hi, s) + 1
            bury(p, e)
            yield p, e, s


def find_period(
    values: Sequence[int] | np.ndarray,
    *,
    start: int = 0,
    max_period: int | None = None,
    arithmetic: bool = False,
    min_repeats: int = 2,
) -> tuple[int, int, int] | None:
    """The (arithmetic) period that explains ``values[start..N]`` best, read off the values.

    Definition (``N = len(values) - 1``). A *candidate* is a period ``p >= 1`` with
    its least preperiod ``e >= start`` such that ``g(n + p) = g(n) + s`` for every
    ``e <= n <= N - p``, where

    * plain periodicity: ``s = 0`` and the periodic tail spans at least
      ``min_repeats`` full periods, ``N + 1 - e >= min_repeats * p`` (a single
      block never counts);
    * arithmetic periodicity (only with ``arithmetic``): ``s != 0`` and
      ``N + 1 - e >= (min_repeats + 1) * p`` -- one more period, because the
      saltus is itself read off the values (otherwise any two values would be
      "arithmetic-periodic with period 1").

    The answer is the candidate with the smallest ``e + p`` (the least data that
    explains the tail: a preperiod and one period), ties broken by plain before
    arithmetic, then by the smaller ``p``. Minimising ``e + p`` rather than ``p``
    keeps a coincidence at the very end from winning: for Dawson's Kayles cut
    where ``g(N - 1) = g(N)`` the smallest period would be ``p = 1`` from
    ``e = N - 1``, while ``(e, p) = (53, 34)`` explains all the data. When the data
    span a true preperiod ``E`` and at least ``min_repeats`` periods ``P`` plus a
    little more (``E + P`` below ``N + 1 - (min_repeats - 1) * p`` for every
    smaller spurious ``p``) the true ``(E, P)`` is the answer.

    This is an observation about the given values only: nothing is claimed after
    ``N`` (see :func:`certify` for theorems).

    Cost: periods ``p <= (N + 1 - start) // min_repeats`` are tried (or up to
    ``max_period``), and only those that could still beat the best ``e + p`` found;
    each is first tested on its last 64 required pairs (vectorised over 2048
    periods at a time) and checked in full only if those hold, so a million values
    without a period are scanned in a few seconds and a sequence with a small
    period in a few full passes.

    Args:
        values: the sequence ``g(0..N)`` (ints).
        start: ignore the values before this index (the preperiod is ``>= start``).
        max_period: the largest period tried (default: every period the tail could
            repeat ``min_repeats`` times).
        arithmetic: also accept arithmetic periodicity (saltus ``s != 0``).
        min_repeats: the least number of full periods the periodic tail must span
            (at least 2).

    Returns:
        ``(e, p, s)``, or ``None`` when there is no candidate.

    Raises:
        UsageError: on values that are not a 1-D integer sequence, a negative
            ``start``, ``max_period < 1`` or ``min_repeats < 2``.
    """
    g = _as_values(values, unsigned=True)
    if isinstance(start, bool) or not isinstance(start, (int, np.integer)) or start < 0:
        raise UsageError(f"start={start!r} is not allowed; give a non-negative integer")
    if isinstance(min_repeats, bool) or not isinstance(min_repeats, (int, np.integer)) or min_repeats < 2:
        raise UsageError(f"min_repeats={min_repeats!r} is not allowed; give an integer >= 2")
    if max_period is not None and (
        isinstance(max_period, bool) or not isinstance(max_period, (int, np.integer)) or max_period < 1
    ):
        raise UsageError(f"max_period={max_period!r} is not allowed; give a positive integer")
    start, min_repeats = int(start), int(min_repeats)
    n_last = g.size - 1
    if n_last < start:
        return None
    cap = n_last + 1 - start if max_period is None else int(max_period)
    best: list[Any] = [None]  # (e + p, s != 0, p, e, s)

    def bound() -> int:  # e + p must stay below this (ties: plain first, then smaller p)
        return n_last + 2 if best[0] is None else best[0][0] + 1

    for arith, reps in ((False, min_repeats), (True, min_repeats + 1)):
        if arith and not arithmetic:
            break
        limit = min(cap, (n_last + 1 - start) // reps)

        def p_max(limit: int = limit) -> int:
            return min(limit, bound() - 1)

        def first_required(P: np.ndarray, reps: int = reps) -> np.ndarray:
            # e <= N + 1 - reps * p (tail) and e + p <= bound() - 1 (can still win or tie)
            return np.minimum(n_last + 1 - reps * P, bound() - 1 - P)

        for p, e, s in _scan(g, start, p_max, first_required, arith):
            if n_last + 1 - e < reps * p:
                continue
            key = (e + p, s != 0, p, e, s)
            if best[0] is None or key < best[0]:
                best[0] = key
    if best[0] is None:
        return None
    _, _, p, e, s = best[0]
    return e, p, s


def _observed(
    g: np.ndarray,
    arithmetic: bool,
    none_text: str,
    needed: Callable[[int, int], int] | None,
    plain_text: str,
) -> Periodicity:
    """The observed answer (never certified) from :func:`find_period`.

    ``none_text`` is the certificate when no period is found; ``plain_text``
    (formatted with ``e``, ``p``, ``needed``, ``N``) when a plain period is found,
    ``needed(e, p)`` giving ``needed_to`` (``None`` without a theorem). An
    arithmetic period gets a sentence of its own and ``needed_to = None``: no
    theorem is applied to arithmetic periodicity.
    """
    n_last = g.size - 1
    found = find_period(g, arithmetic=arithmetic)
    if found is None:
        return Periodicity(None, None, 0, False, n_last, none_text, None)
    e, p, s = found
    if s != 0:
        text = (
            f"not certified: arithmetic periodicity (saltus {s}) is read off the values 0..{n_last} only; "
            "no theorem is applied to arithmetic periodicity."
        )
        return Periodicity(e, p, s, False, n_last, text, None)
    need = needed(e, p) if needed is not None else None
    return Periodicity(e, p, 0, False, n_last, plain_text.format(e=e, p=p, needed=need, N=n_last), need)


# ---------------------------------------------------------------------------
# Subtraction games


def _subtraction_mismatch(g: np.ndarray, S: tuple[int, ...], upto: int) -> tuple[int, int] | None:
    """The smallest ``n <= upto`` where ``g(n)`` is not the mex of ``g(n - s)``,
    ``s`` in ``S``, ``s <= n``, as ``(n, mex)``; ``None`` if every value agrees."""
    width = len(S) + 2  # mex <= |S|; one free column always
    big = np.flatnonzero(g[: upto + 1] > len(S))
    stop = upto if not big.size else int(big[0])  # a value > |S| differs from every mex: stop there
    rows = 1 << 16
    for lo in range(0, stop + 1, rows):
        hi = min(stop, lo + rows - 1)
        present = np.zeros((hi - lo + 1, width), dtype=bool)
        idx = np.arange(lo, hi + 1)
        for s in S:
            ok = idx >= s
            present[np.flatnonzero(ok), np.minimum(g[np.maximum(idx - s, 0)], width - 1)[ok]] = True
        mex = np.argmin(present, axis=1)
        bad = np.flatnonzero(mex != g[lo : hi + 1])
        if bad.size:
            n = lo + int(bad[0])
            return n, int(mex[bad[0]])
    return None


def _no_moves(g: np.ndarray, what: str) -> Periodicity:
    """g = 0 everywhere: a game without moves. Checks the values are all 0."""
    nz = np.flatnonzero(g != 0)
    if nz.size:
        n = int(nz[0])
        raise ValuesMismatchError(
            f"values[{n}] = {int(g[n])} but {what} has no moves, so every Grundy value is 0", n, int(g[n]), 0
        )
    text = f"{what} has no moves, so every heap is terminal and g(n) = 0 for every n (mex of the empty set)."
    return Periodicity(0, 1, 0, True, g.size - 1, text, 0)


def certify_subtraction(
    values: Sequence[int] | np.ndarray, subtraction_set: Iterable[int], *, arithmetic: bool = False
) -> Periodicity:
    """Certified periodicity of the Grundy sequence of a finite subtraction game.

    Theorem (Berlekamp, Conway and Guy, *Winning Ways* ch. 4; Siegel 2013, ch. IV):
    let ``S`` be a finite subtraction set with largest element ``s_max``. If
    ``g(n + p) = g(n)`` for the ``s_max`` consecutive heaps ``e <= n < e + s_max``,
    then ``g(n + p) = g(n)`` for every ``n >= e``.
    Proof: by induction on ``n >= e + s_max``; then ``n >= s_max``, so every move is
    legal from ``n`` and from ``n + p``, ``g(n + p) = mex{g(n + p - s)} =
    mex{g(n - s)} = g(n)`` since ``e <= n - s < n``.

    The smallest period ``p`` whose last ``s_max`` pairs ``g(n + p) = g(n)`` (``n``
    up to ``N - p``) hold is the one certified; any certified period is a true
    period, true periods are multiples of the least one and share its least
    preperiod, so the answer is the exact (least) preperiod and period of the
    whole infinite sequence. The check needs the values up to
    ``needed_to = e + p + s_max - 1``; those values are first recomputed by the
    mex rule.

    Args:
        values: ``g(0..N)`` of the game (ints).
        subtraction_set: the finite subtraction set (positive ints; empty: a game
            without moves, ``g = 0``, certified with period 1 from 0).
        arithmetic: accept an observed arithmetic period when nothing is certified
            (values of a subtraction game are bounded by ``|S|``, so this only
            matters for inputs that are too short).

    Returns:
        a :class:`Periodicity`: certified, or observed with ``needed_to`` set to
        the values the check would need for the observed period.

    Raises:
        UsageError: on a malformed subtraction set or values.
        ValuesMismatchError: if a value the certificate reads is not the mex of
            its options.
    """
    S = _parse_subtraction_set(subtraction_set)
    g = _as_grundy_values(values)
    n_last = g.size - 1
    name = "S(" + ", ".join(map(str, S)) + ")"
    if not S:
        return _no_moves(g, "the subtraction game with an empty set")
    smax = S[-1]

    def needed(e: int, p: int) -> int:
        return e + p + smax - 1

    for p, e, _ in _scan(g, 0, n_last - smax + 1, lambda P: n_last - P - smax + 1, False):
        need = needed(e, p)
        if need > n_last:  # pragma: no cover - excluded by the scan's required range
            continue
        bad = _subtraction_mismatch(g, S, need)
        if bad is not None:
            n, mex = bad
            raise ValuesMismatchError(
                f"values[{n}] = {int(g[n])} but in the subtraction game {name} g({n}) = {mex} (mex of its options)",
                n, int(g[n]), mex,
            )
        text = (
            f"Subtraction game {name}: each value depends only on the previous s_max = {smax} values "
            f"(Winning Ways ch. 4; Siegel 2013 ch. IV), and g(n + {p}) = g(n) for the {smax} "
            f"consecutive n = {e}..{e + smax - 1} (values 0..{need} recomputed by the mex rule), "
            f"hence for every n >= {e}."
        )
        return Periodicity(e, p, 0, True, n_last, text, need)

    return _observed(
        g,
        arithmetic,
        f"not certified: no period found up to n = {n_last}; the subtraction-game check for {name} "
        f"needs {smax} consecutive values repeated one period later.",
        needed,
        f"not certified: the subtraction-game check for {name} (s_max = {smax}) with period {{p}} "
        f"from n = {{e}} needs values up to n = {{needed}}, computed up to {{N}}.",
    )


# ---------------------------------------------------------------------------
# All-but subtraction games


def _all_but_mismatch(g: np.ndarray, excluded: tuple[int, ...], upto: int,
                      deadline: "Deadline | None" = None) -> tuple[int, int] | None:
    """The smallest ``n <= upto`` where ``g(n)`` is not ``mex{g(j) : j < n, n - j not in E}``
    (the all-but subtraction game with excluded takes ``E``), as ``(n, mex)``; ``None`` if
    every value agrees.

    ``count[v]`` is how many heaps ``j < n`` have value ``v`` and ``M`` the least value none of
    them has. A value ``v < M`` is missing from the options of ``n`` exactly when each heap with
    value ``v`` is one of the excluded ``n - t``, ``t`` in ``E``; so the mex is the least of ``M``
    and of those values, and each heap costs ``O(|E|)`` steps.
    """
    count = [0] * (upto + 2)
    least_absent = 0
    gl = g[: upto + 1].tolist()
    for n in range(upto + 1):
        _tick(deadline, n)
        hits: dict[int, int] = {}
        for t in excluded:
            if t <= n:
                v = gl[n - t]
                hits[v] = hits.get(v, 0) + 1
        mex = least_absent
        for v, k in hits.items():
            if v < mex and count[v] == k:
                mex = v
        if mex != gl[n]:
            return n, mex
        count[mex] += 1  # g(n) = mex <= n: every value before it is checked
        while count[least_absent]:
            least_absent += 1
    return None


def _extended(g: np.ndarray, e: int, p: int, s: int, upto: int) -> np.ndarray:
    """``g(0..upto)``: the given values, continued past the data by ``g(n + p) = g(n) + s``
    (only to say how many values a check would read; a certificate reads given values only)."""
    if upto < g.size:
        return np.asarray(g[: upto + 1], dtype=np.int64)
    idx = np.arange(g.size, upto + 1, dtype=np.int64)
    q, r = np.divmod(idx - e, p)
    return np.concatenate([np.asarray(g, dtype=np.int64), np.asarray(g[e + r], dtype=np.int64) + s * q])


def _all_but_window(g: np.ndarray, m: int, e: int, p: int, s: int) -> tuple[int | None, str]:
    """The end ``n1`` of the all-but check for ``(e, p, s)`` (see :func:`certify_all_but`):
    the least ``n1 >= e + max(m, p)`` meeting its conditions (2)-(4), read off the values and,
    past them, off their continuation by the saltus; ``(None, why)`` when no ``n1`` can meet
    them (the sequence is then only observed).  Needs ``e + p <= len(g)`` and ``s >= 1``."""
    first = np.asarray(g[: e + p], dtype=np.int64)
    A = set(first.tolist())
    B = set(first[:e].tolist())
    lacking = [v for v in range(s) if v not in A]
    if lacking:
        return None, (f"the values of heaps 0..{e + p - 1} miss {lacking[0]}, below the saltus {s} "
                      "(condition 2 of the check)")
    n1 = e + max(m, p)
    period = first[e:]
    for b in sorted(B):
        if b + s in A:
            continue
        # b must be a value of some heap i >= e, i <= n1 - m - 1: the first is e + j + k*p
        ks = [((b - int(v)) // s, j) for j, v in enumerate(period.tolist()) if b >= v and (b - v) % s == 0]
        if not ks:
            return None, (f"the value {b} of a heap below n = {e} is not a value of any later heap, and {b} + {s} "
                          f"is not a value of heaps 0..{e + p - 1} (condition 3 of the check)")
        k, j = min(ks)
        n1 = max(n1, e + j + k * p + m + 1)
    X = [a for a in A if a >= s and a - s not in B]
    if X:
        top = max(X)
        # L(n) = min g(n - p .. n - 1) is non-decreasing for n >= e + p and grows by s a period:
        # past lo + p * ceil((top - L(lo) - 2s + 1) / s) it exceeds top - 2s
        lo = n1
        ext = _extended(g, e, p, s, lo - 1)
        L0 = int(ext[lo - p: lo].min())
        hi = lo + p * max(0, -(-(top - 2 * s + 1 - L0) // s))
        ext = _extended(g, e, p, s, hi - 1)
        while lo < hi:  # the least n1 in [lo, hi] with L(n1) + 2s > top
            mid = (lo + hi) // 2
            if int(ext[mid - p: mid].min()) + 2 * s > top:
                hi = mid
            else:
                lo = mid + 1
        n1 = lo
    return n1, ""


def _all_but_hypotheses(g: np.ndarray, m: int, e: int, p: int, s: int, n1: int) -> bool:
    """Conditions 1-4 of the all-but check (:func:`certify_all_but`) read literally off the
    given values ``g`` (which must reach heap ``n1 + p - 1``): the search for ``n1`` is not
    trusted, each condition is checked again from its definition before a certificate."""
    if not (s >= 0 and p >= 1 and n1 >= e + max(m, p) and n1 + p - 1 < g.size):
        return False
    v = np.asarray(g[: n1 + p], dtype=np.int64)
    if not np.array_equal(v[e + p: n1 + p], v[e:n1] + s):  # 1
        return False
    A = set(v[: e + p].tolist())
    B = set(v[:e].tolist())
    C = set(v[e: n1 - m].tolist())
    if any(y not in A for y in range(s)):  # 2
        return False
    if any(b + s not in A for b in B - C):  # 3
        return False
    X = [a for a in A if a >= s and a - s not in B]
    return not X or max(X) < int(v[n1 - p: n1].min()) + 2 * s  # 4


def certify_all_but(
    values: Sequence[int] | np.ndarray, excluded: Iterable[int], *, deadline: "Deadline | None" = None
) -> Periodicity:
    """Certified arithmetic periodicity of the Grundy sequence of an all-but subtraction game.

    In the all-but subtraction game of a finite set ``E`` (``m = max E``, 0 when ``E`` is
    empty: Nim) a move takes any positive number of counters from one heap except a number in
    ``E``, so ``g(n) = mex{g(j) : 0 <= j < n, n - j not in E}``. Angela Siegel (MSc thesis,
    Dalhousie 2005, "Finite excluded subtraction sets and infinite modular Nim"; Siegel 2013
    ch. IV) proved every such sequence ultimately arithmetic-periodic: ``g(n + p) = g(n) + s``
    for ``n >= e``, with ``s >= 1``. Her proof's bound is not used here; the finite check below
    is proved here (our statement and proof, in the spirit of the Guy–Smith theorem).

    Theorem (check). Let ``e >= 0``, ``p >= 1``, ``s >= 0``, ``n1 >= e + max(m, p)`` and
    ``A = {g(j) : j < e + p}``, ``B = {g(j) : j < e}``, ``C = {g(j) : e <= j < n1 - m}``,
    ``X = {a in A : a >= s, a - s not in B}``, ``L = min{g(j) : n1 - p <= j < n1}``. If

    1. ``g(n + p) = g(n) + s`` for ``e <= n < n1``;
    2. every value below ``s`` is in ``A``;
    3. ``b + s`` is in ``A`` for every ``b`` in ``B`` that is not in ``C``;
    4. ``X`` is empty or ``max X < L + 2s``;

    then ``g(n + p) = g(n) + s`` for every ``n >= e``.

    Proof (induction on ``n >= n1``, assuming ``g(j + p) = g(j) + s`` for ``e <= j < n``).
    As ``n >= e + m``, every heap ``j < e`` is an option of ``n`` and every ``j < e + p`` one of
    ``n + p``; a heap ``j >= e + p`` is an option of ``n + p`` exactly when ``i = j - p`` is one of
    ``n`` (``n + p - j = n - i``), and then ``g(j) = g(i) + s``. With ``V = {g(i) : e <= i < n,
    n - i not in E}`` this gives ``g(n) = mex(B | V)`` and ``g(n + p) = mex(A | (s + V))``; and
    ``C`` is part of ``V`` (``n - i > m`` for ``i < n1 - m``). Let ``x = g(n)``. Each ``y < s``
    is in ``A`` (2). Each ``s <= y < s + x`` has ``y - s`` in ``B | V``: in ``V`` it gives
    ``y`` in ``s + V``, else ``y - s`` is in ``B`` and not in ``C``, so ``y`` is in ``A`` (3).
    ``x + s`` is not in ``s + V`` (``x`` is not in ``V``), nor in ``A``: not below ``s``, not
    ``s + b`` with ``b`` in ``B`` (``x`` is not in ``B``), and not in ``X``, since ``n = j + k*p``
    with ``n1 - p <= j < n1``, ``k >= 1``, so ``x = g(j) + k*s >= L + s`` and ``x + s > max X``
    (4). So ``g(n + p) = x + s``.

    The periods are tried in increasing order (with their least preperiod in the data and the
    saltus of the last pair, :func:`find_period`'s scan); for each, ``n1`` is the least that
    meets (2)-(4), and the first period whose check holds is certified: then it is a true
    arithmetic period of the infinite sequence. The check reads the values up to
    ``needed_to = n1 + p - 1``, which are first recomputed by the mex rule. A sequence whose
    check needs more values than given is only observed, with ``needed_to`` set (computed as
    if the observed period went on).

    Args:
        values: ``g(0..N)`` of the game (ints).
        excluded: the finite set ``E`` of excluded takes (positive ints; empty: Nim).
        deadline: a :class:`gamecheck.domain.Deadline`, checked between blocks of periods and
            during the recomputation: once it has passed the answer is "not certified".

    Returns:
        a :class:`Periodicity`: certified with the saltus, or observed (``needed_to`` set when
        the check would hold with more values).

    Raises:
        UsageError: on a malformed set or values.
        ValuesMismatchError: if a value the certificate reads is not the mex of its options.
    """
    E = _parse_subtraction_set(excluded)
    g = _as_grundy_values(values)
    n_last = g.size - 1
    m = E[-1] if E else 0
    name = "all-but(" + (", ".join(map(str, E)) if E else "none") + ")"

    def first_required(P: np.ndarray) -> np.ndarray:
        return n_last + 1 - P - np.maximum(m, P)

    def stopped() -> Periodicity:
        return Periodicity(None, None, 0, False, n_last,
                           f"not certified: the all-but check for {name} was stopped after "
                           f"{deadline.seconds:g} s ({deadline.source}).", None)  # type: ignore[union-attr]

    def attempt(e: int, p: int, s: int, n1: int) -> Periodicity | None:
        need = n1 + p - 1
        if not _all_but_hypotheses(g, m, e, p, s, n1):  # pragma: no cover - the search meets them
            return None
        bad = _all_but_mismatch(g, E, need, deadline)
        if bad is not None:
            n, mex = bad
            raise ValuesMismatchError(
                f"values[{n}] = {int(g[n])} but in the all-but subtraction game {name} g({n}) = {mex} "
                "(mex of its options)", n, int(g[n]), mex)
        before = f", the values of heaps 0..{e - 1}" if e else ""
        text = (
            f"All-but subtraction game {name} (m = {m}): the all-but arithmetic-periodicity check "
            f"(proof in gamecheck.engine.periodicity; Siegel 2005 proved these sequences ultimately "
            f"arithmetic-periodic): g(n + {p}) = g(n) + {s} for {e} <= n < {n1}, and the values of heaps "
            f"0..{e + p - 1} meet its conditions on the values below the saltus{before} and the least value "
            f"of heaps {n1 - p}..{n1 - 1} (values 0..{need} recomputed by the mex rule), hence for every n >= {e}."
        )
        return Periodicity(e, p, s, True, n_last, text, need)

    scan = _scan(g, 0, max(1, (n_last + 1) // 2), first_required, True, deadline)
    try:
        for p, e, s in scan:
            if s < 1:
                continue
            n1, _ = _all_but_window(g, m, e, p, s)
            if n1 is not None and n1 + p - 1 <= n_last:
                done = attempt(e, p, s, n1)
                if done is not None:
                    return done
    except ResourceLimitError:
        if deadline is not None and deadline.passed():
            return stopped()
        raise

    found = find_period(g, arithmetic=True)
    if found is None:
        return Periodicity(None, None, 0, False, n_last,
                           f"not certified: no period found up to n = {n_last} for {name}.", None)
    e, p, s = found
    if s < 1:
        return Periodicity(e, p, s, False, n_last,
                           f"not certified: the values 0..{n_last} of {name} repeat with period {p} from n = {e}, "
                           "but an all-but sequence grows without bound (a heap of n reaches every heap below "
                           f"n - {m}), so this is not its period.", None)
    n1, reason = _all_but_window(g, m, e, p, s)
    if n1 is None:
        text = (f"not certified: arithmetic periodicity (saltus {s}) is read off the values 0..{n_last} only; the "
                f"all-but check for {name} does not apply: {reason}.")
        return Periodicity(e, p, s, False, n_last, text, None)
    need = n1 + p - 1
    if need <= n_last:  # pragma: no cover - the scan tries every period whose check fits the values
        try:
            done = attempt(e, p, s, n1)
        except ResourceLimitError:
            if deadline is not None and deadline.passed():
                return stopped()
            raise
        if done is not None:
            return done
        return Periodicity(e, p, s, False, n_last,
                           f"not certified: the all-but check for {name} with period {p} and saltus {s} from n = {e} "
                           "does not hold on the values.", None)
    text = (f"not certified: the all-but check for {name} with period {p} and saltus {s} from n = {e} needs "
            f"values up to n = {need}, computed up to {n_last}.")
    return Periodicity(e, p, s, False, n_last, text, need)


# ---------------------------------------------------------------------------
# Octal games


def _heap_counts(digits: Sequence[int]) -> int:
    """``r``: the largest number of heaps a move may leave (bit ``2^j`` of a digit = ``j`` heaps)."""
    bits = 0
    for d in digits:
        bits |= d
    return max(0, bits.bit_length() - 1)


def _options_bound(n: int, digits: Sequence[int]) -> int:
    """An upper bound on the number of options of a heap of ``n`` (so on ``g(n)``):
    compositions of ``n - k`` into ``j`` positive parts, ``C(n - k - 1, j - 1)``."""
    total = 0
    for k, d in enumerate(digits):
        if not d or k > n:
            continue
        m = n - k
        j = 0
        while d >> j:
            if (d >> j) & 1:
                total += (1 if m == 0 else 0) if j == 0 else (math.comb(m - 1, j - 1) if m >= j else 0)
            j += 1
    return total


def _octal_mismatch(g: np.ndarray, digits: Sequence[int], upto: int,
                    compact: np.ndarray | None = None,
                    deadline: "Deadline | None" = None) -> tuple[int, int | None] | None:
    """The smallest ``n <= upto`` where ``g(n)`` differs from the mex of its options in
    the octal game ``digits`` (options computed from the given smaller values), as
    ``(n, mex)``; ``None`` if every value agrees. ``mex`` is ``None`` when the value
    exceeds the number of options (so no table is built for absurd inputs).
    ``compact``: the same values as the caller's ``uint16``/``uint32`` array, handed to the
    sparse-space verifier as they are (no third copy of a long sequence).
    ``deadline``: checked as the check goes (:class:`ResourceLimitError` once it has passed).

    Raises:
        ResourceLimitError: if the tables of split values would exceed 512 MB.
    """
    gp = g[: upto + 1]
    if _heap_counts(digits) <= 2 and upto >= FAST_CHECK_FROM and digits and not digits[0] & 2:
        # long sequences: the sparse-space verifier (reads the values, computes none)
        bad = verify_two_heap_values(gp if compact is None else compact, digits, upto, deadline)
        return None if bad is None else (bad, _mex_at(gp, digits, bad))
    if int(gp.max()) > _options_bound(upto, digits) + len(digits):
        # some value exceeds its number of options, so differs from every mex: find the
        # first such n, and report an earlier disagreement if there is one
        for n in range(upto + 1):
            _tick(deadline, n)
            if int(gp[n]) > _options_bound(n, digits):
                earlier = _octal_mismatch(g, digits, n - 1, deadline=deadline) if n > 0 else None
                return earlier if earlier is not None else (n, None)
    gmax = int(gp.max())
    width = 1 << max(1, gmax.bit_length())
    r = _heap_counts(digits)
    jmax = r
    if (jmax - 1) * (upto + 1) * width > _MAX_TABLE_BYTES:
        raise ResourceLimitError(
            f"checking the octal values up to n = {upto} needs {(jmax - 1) * (upto + 1) * width} bytes of tables"
        )
    cols = np.arange(width, dtype=np.int64)
    tables: dict[int, np.ndarray] = {}
    # tables[j][m, v]: some split of m into j non-empty heaps has nim-sum v
    if jmax >= 2:
        t2 = np.zeros((upto + 1, width), dtype=bool)
        for m in range(2, upto + 1):
            _tick(deadline, m)
            a = np.arange(1, m // 2 + 1)
            t2[m, gp[a] ^ gp[m - a]] = True
        tables[2] = t2
    for j in range(3, jmax + 1):
        prev = tables[j - 1]
        tj = np.zeros((upto + 1, width), dtype=bool)
        for m in range(j, upto + 1):
            _tick(deadline, m)
            a = np.arange(1, m - j + 2)
            idx = cols[None, :] ^ gp[a][:, None]
            tj[m] = prev[(m - a)[:, None], idx].any(axis=0)
        tables[j] = tj
    for n in range(upto + 1):
        _tick(deadline, n)
        present = np.zeros(width + 1, dtype=bool)
        for k, d in enumerate(digits):
            if not d or k > n:
                continue
            m = n - k
            j = 0
            while d >> j:
                if (d >> j) & 1:
                    if j == 0:
                        if m == 0:
                            present[0] = True
                    elif j == 1:
                        if m >= 1:
                            present[gp[m]] = True
                    elif m >= j:
                        present[:width] |= tables[j][m]
                j += 1
        mex = int(np.argmin(present))
        if mex != int(gp[n]):
            return n, mex
    return None


#: from this many values on, two-heap octal sequences are checked by
#: :func:`gamecheck.engine.sparse.verify_two_heap_values` (near-linear) instead of the
#: tables below (quadratic)
FAST_CHECK_FROM = 1 << 12


def _mex_at(g: np.ndarray, digits: Sequence[int], n: int) -> int:
    """The mex of the option values of heap ``n`` in a two-heap octal game (from ``g``)."""
    vals = []
    for k, d in enumerate(digits):
        m = n - k
        if k > n or not d:
            continue
        if d & 1 and m == 0:
            vals.append(np.zeros(1, dtype=np.int64))
        if d & 2 and m >= 1:
            vals.append(np.array([g[m]], dtype=np.int64))
        if d & 4 and m >= 2:
            a = np.arange(1, m // 2 + 1)
            vals.append(np.asarray(g[a] ^ g[m - a], dtype=np.int64))
    seen = np.unique(np.concatenate(vals)) if vals else np.zeros(0, dtype=np.int64)
    mex = 0
    for v in seen:
        if v != mex:
            break
        mex += 1
    return mex


def _code_text(digits: Sequence[int]) -> str:
    if not digits:
        return "0.0"
    return f"{digits[0]:x}." + ("".join(f"{d:x}" if d < 16 else f"[{d}]" for d in digits[1:]) or "0")


def certify_octal(
    values: Sequence[int] | np.ndarray, digits: Sequence[int] | str, *, arithmetic: bool | None = None,
    deadline: "Deadline | None" = None,
) -> Periodicity:
    """Certified periodicity of the Grundy sequence of an octal (or hexadecimal) game.

    ``digits[k]`` is the code digit for removing ``k`` counters (``digits[0]`` the
    digit before the point; a string like ``"0.77"`` is read by
    :func:`parse_octal_code`): bit ``2^j`` allows the move that removes ``k`` counters
    and leaves exactly ``j`` non-empty heaps. ``t`` is the largest ``k`` with a
    non-zero digit and ``r`` the largest number of heaps a move leaves (``r = 2`` for
    octal codes, ``3`` for hexadecimal codes using bit 8; ``r = 1`` is used when no
    move leaves two or more heaps).

    Theorem used (``e* = max(e, 1)``): if ``g(n + p) = g(n)`` for every ``n`` with
    ``e <= n < r*e* + (r - 1)*p + t``, then ``g(n + p) = g(n)`` for every
    ``n >= e``. For ``r = 2`` and ``e >= 1`` this is exactly the periodicity theorem
    of Guy and Smith (1956; Winning Ways ch. 4; Siegel 2013 ch. IV:
    ``e <= n < 2e + p + t``). For ``r >= 3`` it is the Guy–Smith argument extended
    (our proof, not a quotation); ``r = 1`` is the same argument with one part.
    ``e* = max(e, 1)`` is our conservative reading at ``e = 0`` (the proof needs
    the shortened part to stay non-empty, and ``n > t``): for the code 0.04 the
    values are ``g(0..3) = 0`` and ``g(4) = 1``, so the check ``0 <= n < p + t``
    alone would wrongly certify period 1 from 0 (likewise 0.01 and 0.02 with
    ``r = 1``).

    Proof (induction on ``n >= n0 = r*e* + (r-1)*p + t``, assuming
    ``g(m + p) = g(m)`` for ``e <= m < n``): ``n >= r + t > t``, so neither ``n``
    nor ``n + p`` can be removed whole, and a move removes ``k <= t`` counters and
    leaves ``j`` non-empty heaps, ``1 <= j <= r``. Every split of ``n + p - k`` into
    ``j`` parts has a part ``b >= (n + p - k)/r >= e* + p``; shortening it by ``p``
    gives a split of ``n - k`` (``b - p >= e* >= 1``, so still non-empty, and
    ``b - p < n``: for ``j = 1`` because ``k >= 1``, as a digit before the point has
    no bit 2) with the same nim-sum, because ``g(b) = g(b - p)``. Conversely
    every split of ``n - k`` has a part ``b >= (n - k)/r >= e`` with ``b < n``;
    lengthening it by ``p`` gives a split of ``n + p - k`` with the same nim-sum.
    So ``n`` and ``n + p`` have the same set of option values and the same mex.

    The smallest period whose check holds is certified; as for subtraction games
    this is the exact least period and preperiod of the infinite sequence. The
    check needs the values up to ``needed_to = r*e* + r*p + t - 1``, which are
    first recomputed by the mex rule (about ``needed_to^2 / 4`` nim-sums for
    two-heap moves, ``needed_to^2 * W`` table reads for three, ``W`` the power of
    two above the largest value) -- or, from :data:`FAST_CHECK_FROM` values on for
    moves leaving at most two heaps, verified value by value by
    :func:`gamecheck.engine.sparse.verify_two_heap_values` (every value below ``g(n)``
    has an option with that value and ``g(n)`` none; near-linear with a sparse split). A code without any non-zero digit
    has no moves: ``g = 0``, certified with period 1 from 0.

    Args:
        values: ``g(0..N)`` of the game (ints).
        digits: the code digits (``digits[0]`` before the point), or the code as a
            string.
        arithmetic: accept an arithmetic period when no plain one is certified.
            Default: only when some move leaves three or more heaps -- finite octal games
            are not arithmetic-periodic (Horrocks and Nowakowski 2003), hexadecimal ones
            can be (0.8 has ``g(n) = (n - 1) // 3`` for ``n >= 1``). An observed
            arithmetic period ``(e, p, s)`` (``e`` the least preperiod the values allow for
            ``p``) of a code with ``0`` before the point and hexadecimal digits is then
            decided by :func:`certify_hex_arithmetic` (finite automata; Howse and
            Nowakowski's test (TCS 313, 2004) is not applied): certified, or observed with
            the reason (refuted at the first departure, gave out at the state cap or the
            time limit, not applied).
        deadline: a :class:`gamecheck.domain.Deadline` (``GAMECHECK_TIME_LIMIT``), checked
            between blocks of candidate periods and chunks of the value check: once it has
            passed the answer is "not certified" (with the candidate being checked, if any,
            as the observed period) -- never a certificate whose check did not finish. The
            automaton certificate runs under it, or, without one, under
            :data:`HEX_AUTOMATON_SECONDS`.

    Returns:
        a :class:`Periodicity`: certified, or observed with ``needed_to`` set to
        the values the check would need for the observed period.

    Raises:
        UsageError: on a malformed code or values.
        ValuesMismatchError: if a value the certificate reads is not the mex of
            its options.
        ResourceLimitError: if recomputing the values the check reads would need
            more than 512 MB of tables.
    """
    code = parse_octal_code(digits)
    g = _as_grundy_values(values, unsigned=True)  # a sequence engine's uint16/uint32 values: not copied
    raw = np.asarray(values)
    compact = raw if raw.ndim == 1 and raw.dtype in (np.uint16, np.uint32) and raw.flags.c_contiguous else None
    n_last = g.size - 1
    name = _code_text(code)
    if not code:
        return _no_moves(g, f"the code {name}")
    t = len(code) - 1
    r_moves = _heap_counts(code)
    r = max(r_moves, 1)
    if arithmetic is None:
        arithmetic = r_moves >= 3

    def needed(e: int, p: int) -> int:
        return r * max(e, 1) + r * p + t - 1

    def first_required(P: np.ndarray) -> np.ndarray:
        return (n_last + 1 - t - r * P) // r

    if r_moves <= 2:
        theorem = "Guy–Smith periodicity theorem (Guy & Smith 1956; Winning Ways ch. 4; Siegel 2013 ch. IV)"
    else:
        theorem = (
            f"the Guy–Smith periodicity argument extended to moves leaving up to r = {r} heaps "
            "(Guy & Smith 1956; Winning Ways ch. 4; proof in gamecheck.engine.periodicity)"
        )
    candidate: list[tuple[int, int]] = []  # the period being checked when the deadline passed

    def stopped() -> Periodicity:
        what = (f"the check of period {candidate[0][1]} from n = {candidate[0][0]} was" if candidate
                else "the search for a period among the values was")
        e, p = candidate[0] if candidate else (None, None)
        return Periodicity(e, p, 0, False, n_last,
                           f"not certified: {what} stopped after {deadline.seconds:g} s "  # type: ignore[union-attr]
                           f"({deadline.source}) for the code {name}.",  # type: ignore[union-attr]
                           None if e is None else needed(e, p))  # type: ignore[arg-type]

    def timed_out() -> bool:  # a ResourceLimitError caught: the deadline's (else raised again)
        return deadline is not None and deadline.passed()

    scan = _scan(g, 0, (n_last + 1 - t - r) // r, first_required, False, deadline)
    while True:
        try:
            p, e, _ = next(scan)
        except StopIteration:
            break
        except ResourceLimitError:
            if timed_out():
                return stopped()
            raise
        need = needed(e, p)
        if need > n_last:  # pragma: no cover - excluded by the scan's required range
            continue
        candidate.append((e, p))
        try:
            bad = _octal_mismatch(g, code, need, compact, deadline)
        except ResourceLimitError:
            if timed_out():
                return stopped()
            raise
        if bad is not None:
            n, mex = bad
            rule = f"g({n}) = {mex} (mex of its options)" if mex is not None else f"g({n}) <= {_options_bound(n, code)}"
            raise ValuesMismatchError(
                f"values[{n}] = {int(g[n])} but in the octal game {name} {rule}", n, int(g[n]), mex
            )
        hi = r * max(e, 1) + (r - 1) * p + t
        how = ("each checked against the mex rule by the sparse-space verifier"
               if r_moves <= 2 and need >= FAST_CHECK_FROM and not code[0] & 2 else "recomputed by the mex rule")
        text = (
            f"{theorem} for the code {name} (t = {t}, r = {r}): g(n + {p}) = g(n) for "
            f"{e} <= n < {r}*{max(e, 1)} + {r - 1}*{p} + {t} = {hi} (values 0..{need} {how}), "
            f"hence for every n >= {e}."
        )
        return Periodicity(e, p, 0, True, n_last, text, need)

    found = _observed(
        g,
        arithmetic,
        f"not certified: no period found up to n = {n_last} for the code {name}.",
        needed,
        f"not certified: the {'Guy–Smith' if r_moves <= 2 else 'extended Guy–Smith'} check for the code "
        f"{name} with period {{p}} from n = {{e}} needs values up to n = {{needed}}, computed up to {{N}}.",
    )
    if found.saltus > 0 and found.preperiod is not None and found.period is not None:
        # an observed arithmetic period (its e is the least preperiod the data allow for its p):
        # decided by automata where the procedure applies (gamecheck.engine.hexcert)
        reason = not_applied_reason(code)
        if reason is not None:
            found.certificate = f"{found.certificate[:-1]}; the automaton certificate is {reason}."
            return found
        e, p, s = found.preperiod, found.period, found.saltus
        key = (code, e, p, s, tuple(int(x) for x in g[: e + p]), HEX_AUTOMATON_SECONDS)
        if deadline is None and key in _HEX_TIMED_OUT:  # gave out on this budget before: not again
            found.certificate = _HEX_TIMED_OUT[key]
            return found
        budget = deadline if deadline is not None else Deadline(
            HEX_AUTOMATON_SECONDS, "the automaton certificate's budget (periodicity.HEX_AUTOMATON_SECONDS)")
        hexed = certify_hex_arithmetic(g, code, e, p, s, deadline=budget)
        if hexed.certified:
            return hexed
        found.certificate = (f"not certified: arithmetic periodicity (saltus {found.saltus}) is read off the values "
                             f"0..{n_last}; {hexed.certificate[len('not certified: '):]}")
        if deadline is None and "gave out" in hexed.certificate:
            _HEX_TIMED_OUT[key] = found.certificate
    return found


# ---------------------------------------------------------------------------
# Hexadecimal codes: arithmetic periodicity decided by automata

#: seconds the automaton certificate may take inside :func:`certify_octal` when no deadline is given
HEX_AUTOMATON_SECONDS = 30.0
#: outcomes of the automaton check already decided, by (code, e, p, s, F(0..e+p-1)): a
#: :class:`HexCertificate`, or the message of a give-out at the state cap (deterministic)
_HEX_CACHE: dict[tuple, HexCertificate | str] = {}
#: the claims of :func:`certify_octal` whose automaton certificate gave out on the default budget
#: (an open-ended exploration asks again after every step: it is not tried again in the process)
_HEX_TIMED_OUT: dict[tuple, str] = {}


def _hex_text(name: str, e: int, p: int, s: int, cert: HexCertificate) -> str:
    sizes = ", ".join(f"{k} {v:,}" for k, v in cert.sizes.items() if not k.endswith("pieces"))
    return (
        f"arithmetic periodicity decided by finite automata for the code {name}: with F(n) = g(n) for "
        f"n < {e + p} (values 0..{e + p - 1} recomputed by the mex rule) and F(n) = F(n - {p}) + {s} beyond, "
        f"the sentence 'mex Opt_F(n) = F(n) for every n >= {e}' holds (the automaton of its counterexamples is "
        f"empty; automaton states: {sizes}; {cert.seconds:.2f} s), hence g = F for every n by strong induction "
        "(gamecheck's theorem, gamecheck.engine.hexcert; automata after Büchi 1960, Boudet & Comon 1996)."
    )


def certify_hex_arithmetic(
    values: Sequence[int] | np.ndarray, digits: Sequence[int] | str, e: int, p: int, s: int, *,
    deadline: "Deadline | None" = None,
) -> Periodicity:
    """Certify ``g(n + p) = g(n) + s`` for every ``n >= e`` of a hexadecimal code, by automata.

    The claimed sequence ``F`` is ``g(0..e + p - 1)`` (recomputed here by the mex rule) continued
    by ``F(n) = F(n - p) + s``. The theorem of :mod:`gamecheck.engine.hexcert` (gamecheck's own:
    if ``mex Opt_F(n) = F(n)`` for every ``n >= e``, then ``g = F``; proof by strong induction)
    is decided by finite automata over LSB-first binary numbers
    (:mod:`gamecheck.engine.automatic`; Büchi 1960, Boudet and Comon 1996): the automaton of
    the counterexamples is built and found empty. When it is not empty its least element is the
    first heap where ``g`` departs from ``F``, and the answer says so. The procedure applies to
    codes whose digit before the point is 0 and whose digits are hexadecimal (0..15); it proves
    exactly the ``(e, p, s)`` given.

    Args:
        values: ``g(0..N)`` with ``N >= e + p - 1`` (ints).
        digits: the code digits (``digits[0]`` before the point) or the code as a string.
        e: the preperiod (``>= 0``).
        p: the period (``>= 1``).
        s: the saltus (``>= 0``).
        deadline: a :class:`gamecheck.domain.Deadline`; once it has passed (or an automaton
            passes :data:`gamecheck.engine.automatic.MAX_STATES` states) the answer is "not
            certified" with the reason -- never a certificate whose emptiness check did not finish.

    Returns:
        a :class:`Periodicity`: certified ``(e, p, s)`` with ``needed_to = e + p - 1``, or not
        certified with the reason (not applied, refuted at the first departure, or gave out).

    Raises:
        UsageError: on malformed values, code or parameters, or fewer than ``e + p`` values.
        ValuesMismatchError: if one of ``g(0..e + p - 1)`` is not the mex of its options, or, once
            ``g = F`` is proved (or refuted at a heap ``<= N``), a given value differs from it.

    Examples:
        >>> per = certify_hex_arithmetic([0, 0, 0, 0, 1, 1, 1, 2], "0.8", 1, 3, 1)
        >>> per.status()
        'certified arithmetic-periodic from n = 1 with period 3 and saltus 1'
    """
    code = parse_octal_code(digits)
    g = _as_grundy_values(values)
    n_last = g.size - 1
    for label, x, lo in (("e", e, 0), ("p", p, 1), ("s", s, 0)):
        if isinstance(x, bool) or not isinstance(x, (int, np.integer)) or x < lo:
            raise UsageError(f"{label}={x!r} is not allowed; give an integer >= {lo}")
    e, p, s = int(e), int(p), int(s)
    name = _code_text(code)
    reason = not_applied_reason(code)
    if reason is not None:
        return Periodicity(e, p, s, False, n_last, f"not certified: the automaton certificate is {reason} "
                           f"(code {name}).", None)
    if n_last < e + p - 1:
        raise UsageError(f"values up to n = {n_last} given; the claim needs g(0..{e + p - 1})")
    try:
        bad = _octal_mismatch(g, code, e + p - 1, deadline=deadline)
    except ResourceLimitError as exc:
        return Periodicity(e, p, s, False, n_last, f"not certified: the automaton certificate of arithmetic period "
                           f"{p} (saltus {s}) from n = {e} for the code {name} gave out: {exc}", None)
    if bad is not None:
        n, mex = bad
        rule = f"g({n}) = {mex} (mex of its options)" if mex is not None else f"g({n}) <= {_options_bound(n, code)}"
        raise ValuesMismatchError(f"values[{n}] = {int(g[n])} but in the code {name} {rule}", n, int(g[n]), mex)
    F = [int(x) for x in g[: e + p]]
    key = (code, e, p, s, tuple(F))
    got = _HEX_CACHE.get(key)
    if isinstance(got, str):
        return Periodicity(e, p, s, False, n_last, got, None)
    if got is None:
        try:
            got = hex_arithmetic_bad(F, code, e, p, s, deadline=deadline)
        except ResourceLimitError as exc:
            text = (f"not certified: the automaton certificate of arithmetic period {p} (saltus {s}) from "
                    f"n = {e} for the code {name} gave out: {exc}")
            if "automaton states" in str(exc):  # the state cap: the same every time
                _HEX_CACHE[key] = text
            return Periodicity(e, p, s, False, n_last, text, None)
        _HEX_CACHE[key] = got
    idx = np.arange(n_last + 1)
    claimed = np.where(idx < e + p, g[np.minimum(idx, e + p - 1)],
                       np.asarray(F, dtype=np.int64)[e + (idx - e) % p] + s * ((idx - e) // p))
    if got.holds:
        diff = np.flatnonzero(claimed != g)
        if diff.size:
            n = int(diff[0])
            raise ValuesMismatchError(f"values[{n}] = {int(g[n])} but in the code {name} g({n}) = {int(claimed[n])} "
                                      f"(proved arithmetic-periodic)", n, int(g[n]), int(claimed[n]))
        return Periodicity(e, p, s, True, n_last, _hex_text(name, e, p, s, got), e + p - 1)
    n = int(got.first_departure)  # type: ignore[arg-type]
    if n <= n_last and int(g[n]) == int(claimed[n]):
        bad = _octal_mismatch(g, code, n)  # n <= N: the values are there, the work is bounded
        exp = None if bad is None else bad[1]
        raise ValuesMismatchError(f"values[{n}] = {int(g[n])} but in the code {name} g({n}) differs from it "
                                  "(the automaton check refutes the given values there)", n, int(g[n]), exp)
    text = (f"not certified: refuted -- the automaton check finds that g departs from the arithmetic period {p} "
            f"(saltus {s}) from n = {e} first at n = {n} for the code {name}.")
    return Periodicity(e, p, s, False, n_last, text, None)


# ---------------------------------------------------------------------------
# Dispatch


def certify(
    values: Sequence[int] | np.ndarray,
    *,
    kind: str,
    subtraction_set: Iterable[int] | None = None,
    digits: Sequence[int] | str | None = None,
    arithmetic: bool | None = None,
    deadline: "Deadline | None" = None,
    excluded: Iterable[int] | None = None,
) -> Periodicity:
    """The periodicity of a Grundy sequence, certified where a theorem applies.

    ``kind="subtraction"`` goes to :func:`certify_subtraction` (needs
    ``subtraction_set``), ``kind="octal"`` to :func:`certify_octal` (needs
    ``digits``), ``kind="all-but"`` to :func:`certify_all_but` (needs ``excluded``,
    the excluded takes; certified arithmetic periodicity); any other kind (``"predicate"``, ``"grundy"``,
    ``"lasker"``, ``"take-half"``, ...) is only observed with :func:`find_period`
    and never certified. When a certificate's check is not yet covered by the
    values, the observed period is returned with ``certified=False`` and
    ``needed_to`` set.

    Args:
        values: ``g(0..N)``.
        kind: the ruleset family.
        subtraction_set: for ``"subtraction"``.
        digits: for ``"octal"`` (digits or a code string such as ``"0.77"``).
        excluded: for ``"all-but"``: the excluded takes (may be empty: Nim).
        arithmetic: accept observed arithmetic periodicity; default ``False`` for
            subtraction games, for octal games only when a move may leave three or
            more heaps (see :func:`certify_octal`), ``True`` for the other kinds.
        deadline: for ``"octal"`` and ``"all-but"``, a :class:`gamecheck.domain.Deadline` past
            which the answer is "not certified" (see :func:`certify_octal`); the
            subtraction-game check is linear and runs to its end.

    Returns:
        a :class:`Periodicity`.

    Raises:
        UsageError: on a missing parameter, malformed values or parameters.
        ValuesMismatchError: see :func:`certify_subtraction`, :func:`certify_octal`,
            :func:`certify_all_but`.
    """
    key = str(kind).strip().lower()
    if key == "subtraction":
        if subtraction_set is None:
            raise UsageError("kind 'subtraction' needs subtraction_set, e.g. [1, 3, 4]")
        return certify_subtraction(values, subtraction_set, arithmetic=bool(arithmetic))
    if key == "octal":
        if digits is None:
            raise UsageError("kind 'octal' needs digits, e.g. [0, 7, 7] or '0.77'")
        return certify_octal(values, digits, arithmetic=arithmetic, deadline=deadline)
    if key == "all-but":
        if excluded is None:
            raise UsageError("kind 'all-but' needs excluded (the excluded takes), e.g. [1, 2], or [] for Nim")
        return certify_all_but(values, excluded, deadline=deadline)
    g = _as_values(values)
    arith = True if arithmetic is None else bool(arithmetic)
    result = _observed(
        g,
        arith,
        f"not certified: no period found up to n = {g.size - 1}, and no periodicity theorem is applied for kind '{kind}'.",
        None,
        f"not certified: no periodicity theorem is applied for kind '{kind}'; the period is read off the values "
        f"0..{{N}} only.",
    )
    if result.saltus != 0:
        result.certificate = (
            f"not certified: no periodicity theorem is applied for kind '{kind}'; the arithmetic period "
            f"(saltus {result.saltus}) is read off the values 0..{g.size - 1} only."
        )
    return result
