"""Game graphs of bounded domains, in two interchangeable engines.

* ``arrays`` (default): the options of every position as numpy arrays. For
  translation rulesets on a box domain (Nim, subtraction games and their sums) the
  options come from a few vectorised operations per move vector; for any other
  ruleset from one Python loop over :meth:`Ruleset.options`.
* ``networkx``: a :class:`networkx.DiGraph` (node = position tuple, edge attribute
  ``move`` = the move's description), the form for inspection and export.

* ``compact``: the numba engine of :mod:`gamecheck.compact` — options generated on
  the fly for Nim, subtraction games, Wythoff's game, their sums and staircase Nim
  (no edge is stored), else CSR arrays labelled by a compiled retrograde pass.

All give the same labels (tests compare them); ``auto`` picks ``compact`` for
domains of :data:`AUTO_COMPACT_POSITIONS` positions or more when numba is
installed, else ``arrays``.
"""

from __future__ import annotations

import sys

import json
import math
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import networkx as nx
import numpy as np

from gamecheck.domain import BoxDomain, Domain, guard_bytes, guard_memory
from gamecheck.errors import UsageError
from gamecheck.rulesets.base import Ruleset, Translation, format_position
from gamecheck.solve import Labels, retrograde

__all__ = [
    "ENGINES", "AUTO_COMPACT_POSITIONS", "AUTO_COMPACT_POSITIONS_WARM", "COMPACT_BYTES_PER_OPTION",
    "ARRAYS_BYTES_PER_OPTION", "EdgeChunk", "translation_chunks", "count_options", "generic_chunk",
    "edge_chunks", "csr_from_chunks", "build_digraph", "csr_from_digraph", "numba_available",
    "resolve_engine", "label_bytes", "OPTIONS_PER_SECOND", "DEFAULT_TIME_LIMIT", "time_limit",
    "estimate_options", "guard_work", "build_csr", "label_domain", "EXPORT_FORMATS", "MAX_EXPORT_POSITIONS",
    "MAX_EXPORT_OPTIONS", "export_graph",
]

ENGINES = ("auto", "arrays", "networkx", "compact")
#: ``auto`` uses the compact engine from this many positions on (below, numba's start-up
#: of about half a second costs more than it saves)
AUTO_COMPACT_POSITIONS = 50_000
#: ... and from this many once :func:`gamecheck.compact.warm_up` has loaded the kernels in
#: this process (``gamecheck verify`` does): warm, compact labels Nim with 3 heaps <= 15
#: (4,096 positions) in 1 ms against 35 ms for the arrays engine
AUTO_COMPACT_POSITIONS_WARM = 256
#: estimated peak bytes per option of CSR arrays built for the compact engine
#: (int64 source/target batches, the sort order and the int32 copies the kernel uses)
COMPACT_BYTES_PER_OPTION = 40
#: bytes per option of the numpy path: int64 CSR targets and offsets, one edge batch
ARRAYS_BYTES_PER_OPTION = 24


@dataclass
class EdgeChunk:
    """A batch of moves: ``src[j] -> dst[j]`` (domain indices, int64 arrays).

    ``translation`` is the move vector shared by the whole batch, or ``None``.
    """

    src: np.ndarray
    dst: np.ndarray
    translation: Translation | None = None


def _check_engine(engine: str) -> str:
    if engine not in ENGINES:
        raise UsageError(f"engine '{engine}' is not allowed; choose one of {', '.join(ENGINES)}")
    return engine


def translation_chunks(ruleset: Ruleset, domain: BoxDomain, columns: list[np.ndarray] | None = None) -> Iterator[EdgeChunk] | None:
    """Vectorised options of a translation ruleset on a box domain.

    Returns:
        an iterator of :class:`EdgeChunk`, one per move vector, or ``None`` when the
        ruleset is not a translation ruleset.

    Raises:
        UsageError: when a move leaves the domain (the domain is not closed).
    """
    trans = ruleset.translations(domain.bounds)
    if trans is None:
        return None
    cols = columns if columns is not None else domain.columns()

    def gen() -> Iterator[EdgeChunk]:
        for tr in trans:
            valid = np.ones(domain.size, dtype=bool)
            for j, d in enumerate(tr.delta):
                if d < 0:
                    valid &= cols[j] >= -d
            for j, d in enumerate(tr.delta):
                if d > 0:
                    over = valid & (cols[j] + d > domain.bounds[j])
                    if over.any():
                        i = int(np.argmax(over))
                        p = domain.position(i)
                        q = tuple(a + b for a, b in zip(p, tr.delta))
                        raise UsageError(
                            f"domain is not closed under moves: from {format_position(p)} the move "
                            f"'{tr.describe(p)}' reaches {format_position(q)}, outside {domain.describe(ruleset)}"
                        )
            src = np.flatnonzero(valid)
            shift = sum(d * s for d, s in zip(tr.delta, domain.strides))
            yield EdgeChunk(src, src + shift, tr)

    return gen()


def count_options(ruleset: Ruleset, domain: Domain) -> int:
    """The number of options (edges) of the domain's game graph, exact for translation
    rulesets on a box domain, else estimated from a sample of positions."""
    if isinstance(domain, BoxDomain):
        trans = ruleset.translations(domain.bounds)
        if trans is not None:
            total = 0
            for tr in trans:
                total += math.prod(max(0, s - abs(d)) for s, d in zip(domain.shape, tr.delta))
            return total
    step = max(1, domain.size // 200)
    sample = range(0, domain.size, step)
    n = sum(len(ruleset.options(domain.position(i))) for i in sample)
    return int(n / max(1, len(sample)) * domain.size)


def generic_chunk(ruleset: Ruleset, domain: Domain) -> EdgeChunk:
    """All options of the domain by one loop over :meth:`Ruleset.options`.

    Raises:
        UsageError: when an option lies outside the domain (not closed under moves).
    """
    src: list[int] = []
    dst: list[int] = []
    index = domain.index
    for i, p in enumerate(domain.positions()):
        for mv in ruleset.options(p):
            j = index(mv.position)
            if j is None:
                raise UsageError(
                    f"domain is not closed under moves: from {format_position(p)} the move "
                    f"'{mv.description}' reaches {format_position(mv.position)}, outside {domain.describe(ruleset)}"
                )
            src.append(i)
            dst.append(j)
    return EdgeChunk(np.array(src, dtype=np.int64), np.array(dst, dtype=np.int64))


def edge_chunks(ruleset: Ruleset, domain: Domain, columns: list[np.ndarray] | None = None) -> Iterator[EdgeChunk]:
    """Every move of the domain's game graph, as batches of (source, option) indices.

    Raises:
        UsageError: when the domain is not closed under moves.
    """
    if isinstance(domain, BoxDomain):
        chunks = translation_chunks(ruleset, domain, columns)
        if chunks is not None:
            return chunks
    return iter([generic_chunk(ruleset, domain)])


def csr_from_chunks(size: int, chunks: Iterator[EdgeChunk]) -> tuple[np.ndarray, np.ndarray]:
    """Assemble edge batches into CSR arrays ``(offsets, targets)``; the options of one
    position keep the order in which the batches listed them."""
    srcs, dsts = [], []
    for ch in chunks:
        srcs.append(ch.src)
        dsts.append(ch.dst)
    if srcs:
        src = np.concatenate(srcs)
        dst = np.concatenate(dsts)
    else:
        src = dst = np.zeros(0, dtype=np.int64)
    order = np.argsort(src, kind="stable")
    targets = dst[order]
    counts = np.bincount(src, minlength=size)
    offsets = np.zeros(size + 1, dtype=np.int64)
    np.cumsum(counts, out=offsets[1:])
    return offsets, targets


def build_digraph(ruleset: Ruleset, domain: Domain) -> nx.DiGraph:
    """The game graph as a :class:`networkx.DiGraph`.

    Nodes are position tuples (attribute ``index``: the domain number); each edge
    has the attribute ``move`` (its description). When two moves reach the same
    option, their descriptions are joined with " / ".

    Raises:
        UsageError: when the domain is not closed under moves.
        ResourceLimitError: when the graph would not fit in memory.
    """
    n_opt = count_options(ruleset, domain)
    guard_memory(domain.size, n_opt * 4, "networkx graph", "use the arrays engine or a smaller bound")
    g = nx.DiGraph()
    for i, p in enumerate(domain.positions()):
        g.add_node(p, index=i)
    for p in domain.positions():
        for mv in ruleset.options(p):
            if domain.index(mv.position) is None:
                raise UsageError(
                    f"domain is not closed under moves: from {format_position(p)} the move "
                    f"'{mv.description}' reaches {format_position(mv.position)}, outside {domain.describe(ruleset)}"
                )
            if g.has_edge(p, mv.position):
                g.edges[p, mv.position]["move"] += " / " + mv.description
            else:
                g.add_edge(p, mv.position, move=mv.description)
    return g


def csr_from_digraph(graph: nx.DiGraph, domain: Domain) -> tuple[np.ndarray, np.ndarray]:
    """CSR arrays of a game graph given as a DiGraph over the domain's positions."""
    offsets = np.zeros(domain.size + 1, dtype=np.int64)
    targets: list[int] = []
    for i, p in enumerate(domain.positions()):
        succ = sorted(domain.index(q) for q in graph.successors(p))  # type: ignore[type-var]
        targets.extend(succ)  # type: ignore[arg-type]
        offsets[i + 1] = len(targets)
    return offsets, np.array(targets, dtype=np.int64)


def numba_available() -> bool:
    """True when numba (the compact engine's compiler) can be imported."""
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True


def resolve_engine(engine: str, domain: Domain) -> str:
    """The engine ``auto`` stands for on this domain (others are returned unchanged).

    Raises:
        UsageError: an unknown engine, or ``compact`` without numba installed.
    """
    _check_engine(engine)
    if engine == "auto":
        compact = sys.modules.get("gamecheck.compact")
        least = AUTO_COMPACT_POSITIONS_WARM if getattr(compact, "WARM", False) else AUTO_COMPACT_POSITIONS
        return "compact" if domain.size >= least and numba_available() else "arrays"
    if engine == "compact" and not numba_available():
        raise UsageError("engine 'compact' needs numba; install it with `pip install numba` or use --engine arrays")
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
    from gamecheck.domain import BYTES_PER_POSITION, estimate_bytes

    if used == "compact":
        from gamecheck import compact

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
#: the most seconds of estimated labelling work a command starts; beyond, it refuses up front
#: (``GAMECHECK_TIME_LIMIT`` overrides it, in seconds)
DEFAULT_TIME_LIMIT = 600.0
#: per-part bound of the small boxes whose move counts are extrapolated (building the
#: move vectors of a huge box would itself be the problem)
_VECTOR_PROBE = 64


def time_limit() -> float:
    """Seconds of estimated work a command may start (``GAMECHECK_TIME_LIMIT`` or 600)."""
    import os

    text = os.environ.get("GAMECHECK_TIME_LIMIT")
    if not text:
        return DEFAULT_TIME_LIMIT
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0 or value != value or value == float("inf"):
        raise UsageError(f"GAMECHECK_TIME_LIMIT={text!r}: must be a positive number of seconds")
    return value


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


def guard_work(ruleset: Ruleset, domain: Domain, engine: str, what: str,
               domain_at: "Callable[[int], Domain] | None" = None, bound: int | None = None) -> None:
    """Refuse, before anything is allocated, a domain whose labels will not fit in half
    the free memory or whose labelling would take longer than :func:`time_limit`.

    Args:
        ruleset, domain, engine: what is to be labelled, and how.
        what: the subject of the message, e.g. ``"claim 'x'"``.
        domain_at: the domain at another bound (to name the largest bound that fits).
        bound: the bound asked for (with ``domain_at``).

    Raises:
        ResourceLimitError: (exit 3) with the estimate and, when it can be found, the
            largest bound that fits.
    """
    from gamecheck.domain import available_memory, largest_that_fits
    from gamecheck.errors import ResourceLimitError

    have, limit = available_memory() // 2, time_limit()

    def cost(d: Domain) -> tuple[int, float, str]:
        # the cheapest engine's bytes per position first: no option is counted for a domain
        # that cannot fit at all
        floor = d.size * 58
        if floor > have:
            return floor, 0.0, resolve_engine(engine, d)
        used = resolve_engine(engine, d)
        options = estimate_options(ruleset, d)
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


def build_csr(ruleset: Ruleset, domain: Domain, engine: str = "auto") -> tuple[np.ndarray, np.ndarray]:
    """The game graph of a domain as CSR arrays ``(offsets, targets)``.

    Args:
        ruleset: the ruleset.
        domain: a domain closed under the ruleset's moves.
        engine: ``"auto"``/``"arrays"`` or ``"networkx"`` (same result, the latter slower).

    Returns:
        ``offsets`` (int64, shape ``(N+1,)``) and ``targets`` (int64): the options of
        position ``i`` are ``targets[offsets[i]:offsets[i+1]]``.

    Raises:
        UsageError: unknown engine or a domain not closed under moves.
        ResourceLimitError: when the graph would not fit in memory.
    """
    _check_engine(engine)
    if engine == "networkx":
        return csr_from_digraph(build_digraph(ruleset, domain), domain)
    n_opt = count_options(ruleset, domain)
    if engine == "compact":
        guard_bytes(domain.size * 50 + n_opt * COMPACT_BYTES_PER_OPTION,
                    f"game graph of {domain.describe(ruleset)} ({domain.size:,} positions, {n_opt:,} options)",
                    "lower the bound")
    else:
        guard_memory(domain.size, n_opt, f"game graph of {domain.describe(ruleset)}", "lower the bound")
    return csr_from_chunks(domain.size, edge_chunks(ruleset, domain))


def label_domain(ruleset: Ruleset, domain: Domain, engine: str = "auto") -> Labels:
    """Label every position of a domain by retrograde analysis.

    Args:
        ruleset: the ruleset.
        domain: a domain closed under its moves.
        engine: ``auto``, ``arrays``, ``networkx`` or ``compact`` (same labels).

    Returns:
        :class:`gamecheck.solve.Labels` indexed like the domain (outcome, misère
        outcome, Grundy value, remoteness).

    Raises:
        UsageError, ResourceLimitError: as :func:`build_csr`.
    """
    engine = resolve_engine(engine, domain)
    if engine == "compact":
        from gamecheck.compact import label_compact

        return label_compact(ruleset, domain)
    offsets, targets = build_csr(ruleset, domain, engine)
    return retrograde(offsets, targets)


# -- export ------------------------------------------------------------------------------------

EXPORT_FORMATS = ("graphml", "json", "dot")
MAX_EXPORT_POSITIONS = 200_000
#: the most moves an exported graph may have (networkx objects: about 1 KiB a move)
MAX_EXPORT_OPTIONS = 1_000_000


def _key(p: tuple[int, ...]) -> str:
    return ",".join(str(v) for v in p)


def export_graph(graph: nx.DiGraph, fmt: str, labels: Labels | None = None, misere: bool = False) -> str:
    """Serialise a game graph.

    Args:
        graph: from :func:`build_digraph`.
        fmt: ``"graphml"``, ``"json"`` (networkx node-link data; node ``id`` is the
            position as ``"3,4"``, plus ``position`` as a list) or ``"dot"`` (Graphviz).
        labels: optional labels (indexed by the node attribute ``index``) to attach as
            node attributes: ``outcome``, ``remoteness`` (of the play convention),
            ``play``, ``grundy`` and ``misere`` (normal play: the misère outcome) or
            ``normal_outcome`` and ``normal_grundy`` (misère play: normal-play
            figures, labelled as such).
        misere: label for misère play (the last player to move loses).

    Returns:
        the document as text.

    Raises:
        UsageError: on an unknown format.
    """
    if fmt not in EXPORT_FORMATS:
        raise UsageError(f"format '{fmt}' is not allowed; choose one of {', '.join(EXPORT_FORMATS)}")
    out = nx.DiGraph()
    for p, data in graph.nodes(data=True):
        attrs: dict[str, Any] = {"position": _key(p)}
        if labels is not None:
            i = data["index"]
            if misere:
                attrs.update(
                    play="misere",
                    outcome=labels.outcome_letter(i, misere=True),
                    remoteness=int(labels.misere_remoteness[i]),
                    normal_outcome=labels.outcome_letter(i),
                    normal_grundy=int(labels.grundy[i]),
                )
            else:
                attrs.update(
                    play="normal",
                    outcome=labels.outcome_letter(i),
                    misere=labels.outcome_letter(i, misere=True),
                    grundy=int(labels.grundy[i]),
                    remoteness=int(labels.remoteness[i]),
                )
        out.add_node(_key(p), **attrs)
    for p, q, data in graph.edges(data=True):
        out.add_edge(_key(p), _key(q), move=data["move"])
    if fmt == "graphml":
        return "\n".join(nx.generate_graphml(out)) + "\n"
    if fmt == "json":
        data = nx.node_link_data(out, edges="edges")
        for node in data["nodes"]:
            node["position"] = [int(v) for v in node["position"].split(",")]
        return json.dumps(data, indent=1) + "\n"
    lines = ["digraph game {", "  rankdir=TB;"]
    for node, attrs in out.nodes(data=True):
        label = f"({node})"
        extra = ""
        if "outcome" in attrs and attrs["play"] == "misere":
            label += f"\\n{attrs['outcome']} (misère)"
            if attrs["outcome"] == "P":
                extra = ", style=filled, fillcolor=lightblue"
        elif "outcome" in attrs:
            label += f"\\n{attrs['outcome']} g={attrs['grundy']}"
            if attrs["outcome"] == "P":
                extra = ", style=filled, fillcolor=lightblue"
        lines.append(f'  "{node}" [label="{label}"{extra}];')
    for p, q, attrs in out.edges(data=True):
        move = attrs["move"].replace('"', "'")
        lines.append(f'  "{p}" -> "{q}" [label="{move}"];')
    lines.append("}")
    return "\n".join(lines) + "\n"
