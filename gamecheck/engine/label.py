"""Label a domain: the one call behind every command, with the engine chosen and the work
guarded before anything is allocated.

:func:`label_domain` labels every position of a domain by retrograde analysis with one of
three interchangeable engines (``arrays``, ``networkx``, ``compact``; see
:mod:`gamecheck.engine.graph` and :mod:`gamecheck.engine.compact`), all giving the same labels;
``auto`` picks ``compact`` for domains of :data:`AUTO_COMPACT_POSITIONS` positions or more when
numba is installed, else ``arrays``. :func:`guard_work` refuses up front a domain whose labels
would not fit in memory or would take longer than :func:`time_limit`.
"""

from __future__ import annotations

import math
import sys
from types import ModuleType
from typing import Callable

from gamecheck.engine import compact
from gamecheck.lazy import available
from gamecheck.domain import (
    BYTES_PER_POSITION, DEFAULT_TIME_LIMIT, BoxDomain, Domain, available_memory, estimate_bytes, largest_that_fits,
    time_limit,
)
from gamecheck.engine.graph import COMPACT_BYTES_PER_OPTION, build_csr, check_engine, count_options
from gamecheck.engine.labels import LabelArrays, retrograde
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games.base import Ruleset

__all__ = [
    "AUTO_COMPACT_POSITIONS", "AUTO_COMPACT_POSITIONS_WARM", "ARRAYS_BYTES_PER_OPTION", "numba_available",
    "resolve_engine", "label_bytes", "OPTIONS_PER_SECOND", "DEFAULT_TIME_LIMIT", "time_limit",
    "estimate_options", "guard_work", "label_domain",
]

#: ``auto`` uses the compact engine from this many positions on (below, numba's start-up
#: of about half a second costs more than it saves)
AUTO_COMPACT_POSITIONS = 50_000
#: ... and from this many once :func:`gamecheck.engine.compact.warm_up` has loaded the kernels in
#: this process (``gamecheck verify`` does): warm, compact labels Nim with 3 heaps <= 15
#: (4,096 positions) in 1 ms against 35 ms for the arrays engine
AUTO_COMPACT_POSITIONS_WARM = 256
#: bytes per option of the numpy path: int64 CSR targets and offsets, one edge batch
ARRAYS_BYTES_PER_OPTION = 24


def _compact() -> ModuleType:
    """The compact engine's module (its numba kernels compile at their first call: gamecheck.lazy)."""
    return compact


def numba_available() -> bool:
    """True when numba (the compact engine's compiler) is installed; numba is not imported."""
    return available("numba")


def resolve_engine(engine: str, domain: Domain) -> str:
    """The engine ``auto`` stands for on this domain (others are returned unchanged).

    Raises:
        UsageError: an unknown engine, or ``compact`` without numba installed.
    """
    check_engine(engine)
    if engine == "auto":
        compact = sys.modules.get("gamecheck.engine.compact")
        least = AUTO_COMPACT_POSITIONS_WARM if getattr(compact, "WARM", False) else AUTO_COMPACT_POSITIONS
        return "compact" if domain.size >= least and numba_available() else "arrays"
    if engine == "compact" and not numba_available():
        raise UsageError("engine='compact' needs numba; install it with `pip install numba` or use engine='arrays'")
    return engine


def label_bytes(ruleset: Ruleset, domain: Domain, engine: str = "auto") -> int:
    """Estimated peak bytes to label ``domain`` with ``engine`` (before allocating).

    ``compact`` with implicit options: about 58 bytes per position; ``compact`` on CSR
    arrays: :data:`COMPACT_BYTES_PER_OPTION` per option plus 50 per position;
    ``arrays``: :data:`ARRAYS_BYTES_PER_OPTION` per option (CSR targets, edge batches)
    plus the Python pass's per-position cost; ``networkx``:
    :func:`gamecheck.domain.estimate_bytes` (Python objects per option).
    """
    used = resolve_engine(engine, domain)
    return _bytes_for(ruleset, domain, used, estimate_options(ruleset, domain))


def _bytes_for(ruleset: Ruleset, domain: Domain, used: str, options: int) -> int:
    if used == "compact":
        compact = _compact()
        # whether options can be generated on the fly depends on the move vectors' signs,
        # not on the bound: asked of a small box (a huge one would build every vector)
        probe = BoxDomain([min(b, _VECTOR_PROBE) for b in domain.bounds]) if isinstance(domain, BoxDomain) else domain
        if compact.supports_implicit(ruleset, probe):
            return domain.size * (compact._IMPLICIT_BYTES + 16)
        return domain.size * 50 + options * COMPACT_BYTES_PER_OPTION
    if used == "arrays":
        return domain.size * BYTES_PER_POSITION + options * ARRAYS_BYTES_PER_OPTION
    return estimate_bytes(domain.size, options)


# -- work and memory guard -----------------------------------------------------------------------

#: options examined per second by each engine (measured on a 2-core machine, rounded down)
OPTIONS_PER_SECOND = {"compact": 1e8, "arrays": 1e7, "networkx": 2e5}
#: per-part bound of the small boxes whose move counts are extrapolated (building the
#: move vectors of a huge box would itself be the problem)
_VECTOR_PROBE = 64


def estimate_options(ruleset: Ruleset, domain: Domain) -> int:
    """The number of options (moves) in the domain's game graph, estimated without
    building anything large.

    Translation rulesets on a box: exact when every bound is at most 128; else the
    count on two small boxes (bounds capped at 64 and 128) gives the growth exponent
    ``a`` of ``options ~ positions^a``, extrapolated to the domain (exact for Nim,
    subtraction games and Wythoff, whose counts are polynomial in the bound). Other
    rulesets: a sample of positions at geometrically spaced indices, smallest first,
    stopped after 100,000 options (one call on a huge position would itself be the
    problem)."""
    if isinstance(domain, BoxDomain) and ruleset.translations([1] * domain.k) is not None:
        if max(domain.bounds) <= 2 * _VECTOR_PROBE:
            return count_options(ruleset, domain)
        small = BoxDomain([min(b, _VECTOR_PROBE) for b in domain.bounds])
        large = BoxDomain([min(b, 2 * _VECTOR_PROBE) for b in domain.bounds])
        c1, c2 = count_options(ruleset, small), count_options(ruleset, large)
        if c1 <= 0 or c2 <= 0:
            return c2
        a = math.log(c2 / c1) / math.log(large.size / small.size)
        return int(c2 * (domain.size / large.size) ** max(a, 1.0))
    n = domain.size
    if n <= 64:
        return sum(len(ruleset.options(domain.position(i))) for i in range(n))
    idx = sorted({min(n - 1, int(round(n ** (j / 47)))) - 1 for j in range(48)} | {0})
    seen, most, total = 0, 0, 0
    for i in idx:
        c = len(ruleset.options(domain.position(max(i, 0))))
        seen, total, most = seen + 1, total + c, max(most, c)
        if total > 100_000:
            break
    # most samples are small positions: for option counts that grow with the position the
    # average underestimates, and half the largest count (linear growth) is nearer
    return int(max(total / seen, most / 2) * n)


def _auto_for_options(ruleset: Ruleset, domain: Domain, used: str, options: int, have: int) -> str:
    """``auto``'s engine once the options are estimated: the arrays engine (chosen for a
    small domain) gives way to the compact one, which never stores the options, when
    the options would not fit as arrays in ``have`` bytes (one-heap Nim to 10^4 has 5 x 10^7)."""
    if used == "arrays" and numba_available() and _bytes_for(ruleset, domain, "arrays", options) > have:
        return "compact"
    return used


def guard_work(ruleset: Ruleset, domain: Domain, engine: str, what: str,
               domain_at: "Callable[[int], Domain] | None" = None, bound: int | None = None,
               bytes_per_position: int | None = None) -> None:
    """Refuse, before anything is allocated, a domain whose labels will not fit in half
    the free memory or whose labelling would take longer than :func:`time_limit`.

    Args:
        ruleset, domain, engine: what is to be labelled, and how.
        what: the subject of the message, e.g. ``"claim 'x'"``.
        domain_at: the domain at another bound (to name the largest bound that fits).
        bound: the bound asked for (with ``domain_at``).
        bytes_per_position: the memory of one label computed alone
            (:func:`gamecheck.engine.partial.bytes_per_position`, with the ``compact`` engine),
            instead of every label's.

    Raises:
        ResourceLimitError: (exit 3) with the estimate and, when it can be found, the
            largest bound that fits.
    """
    have, limit = available_memory() // 2, time_limit()
    heaps = getattr(ruleset, "guard_heaps", None)
    if callable(heaps) and isinstance(domain, BoxDomain):
        heaps(max(domain.bounds), what)  # a heap game of a game file: its heap-moves estimated first

    def cost(d: Domain) -> tuple[int, float, str]:
        # the cheapest engine's bytes per position first: no option is counted for a domain
        # that cannot fit at all
        floor = d.size * (58 if bytes_per_position is None else bytes_per_position)
        if floor > have:
            return floor, 0.0, resolve_engine(engine, d)
        used = resolve_engine(engine, d)
        options = estimate_options(ruleset, d)
        if bytes_per_position is not None:
            return floor, options / OPTIONS_PER_SECOND[used], used
        if engine == "auto":
            used = _auto_for_options(ruleset, d, used, options, have)
        return _bytes_for(ruleset, d, used, options), options / OPTIONS_PER_SECOND[used], used

    need, seconds, used = cost(domain)
    if need <= have and seconds <= limit:
        return
    if need > have:
        msg = (f"{what}: {domain.describe(ruleset)} needs about {need / 2**30:,.1f} GiB with the {used} engine, more "
               f"than the {have / 2**30:,.1f} GiB allowed (half the free memory)")
    else:
        msg = (f"{what}: {domain.describe(ruleset)} has about {seconds * OPTIONS_PER_SECOND[used]:,.0f} moves to "
               f"examine, about {seconds / 60:,.0f} minutes with the {used} engine, more than the {limit / 60:g}-minute "
               "limit (GAMECHECK_TIME_LIMIT sets it, in seconds)")
    if domain_at is not None and bound is not None and bound > 0:
        def fits(b: int) -> int:
            n, s, _ = cost(domain_at(b))
            return 0 if (n <= have and s <= limit) else 1

        lo = largest_that_fits(fits, min(bound, 1 << 40), 0)
        msg += f"; the largest bound that fits is {max(lo, 0)}" if lo >= 0 else "; no bound fits"
    raise ResourceLimitError(msg)


def label_domain(ruleset: Ruleset, domain: Domain, engine: str = "auto") -> LabelArrays:
    """Label every position of a domain by retrograde analysis.

    Args:
        ruleset: the ruleset.
        domain: a domain closed under its moves.
        engine: ``auto``, ``arrays``, ``networkx`` or ``compact`` (same labels); ``auto``
            also falls back to ``compact`` when the arrays of a small domain's options
            would not fit in memory.

    Returns:
        :class:`gamecheck.engine.labels.LabelArrays` indexed like the domain (outcome, misère
        outcome, Grundy value, remoteness).

    Raises:
        UsageError, ResourceLimitError: as :func:`build_csr`.
    """
    requested, engine = engine, resolve_engine(engine, domain)
    if requested == "auto" and engine == "arrays" and domain.size >= AUTO_COMPACT_POSITIONS_WARM:
        engine = _auto_for_options(ruleset, domain, engine, estimate_options(ruleset, domain),
                                   available_memory() // 2)
    if engine == "compact":
        return _compact().label_compact(ruleset, domain)
    try:
        offsets, targets = build_csr(ruleset, domain, engine)
    except ResourceLimitError:
        # ``auto`` took the arrays engine for a small domain whose options do not fit as
        # arrays (one-heap Nim to 10^4: 5 x 10^7 options); the compact engine reads the
        # options without storing them (same labels)
        if requested != "auto" or not numba_available():
            raise
        return _compact().label_compact(ruleset, domain)
    return retrograde(offsets, targets)


