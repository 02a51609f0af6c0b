"""Game graphs of bounded domains, in two interchangeable engines.

* ``arrays`` (default): the options of every position as numpy arrays. For
  translation rulesets on a box domain (Nim, subtraction games and their sums) the
  options come from a few vectorised operations per move vector; for any other
  ruleset from one Python loop over :meth:`Ruleset.options`.
* ``networkx``: a :class:`networkx.DiGraph` (node = position tuple, edge attribute
  ``move`` = the move's description), the form for inspection and export.

* ``compact``: the numba engine of :mod:`gamecheck.engine.compact` — options generated on
  the fly for Nim, subtraction games, Wythoff's game, their sums and staircase Nim
  (no edge is stored), else CSR arrays labelled by a compiled retrograde pass.

All give the same labels (tests compare them); :func:`gamecheck.engine.label.label_domain`
is the one call that picks the engine (``auto``) and labels a domain.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Iterator

import numpy as np

from gamecheck.domain import BoxDomain, Domain, guard_bytes, guard_memory
from gamecheck.errors import UsageError
from gamecheck.games.base import Ruleset, Translation
from gamecheck.position import format_position
from gamecheck.engine.labels import LabelArrays

if TYPE_CHECKING:  # annotations only
    import networkx as nx

__all__ = [
    "ENGINES", "check_engine", "COMPACT_BYTES_PER_OPTION", "EdgeChunk", "translation_chunks", "count_options", "generic_chunk", "edge_chunks", "csr_from_chunks", "build_digraph", "csr_from_digraph", "build_csr", "EXPORT_FORMATS", "MAX_EXPORT_POSITIONS", "MAX_EXPORT_OPTIONS", "export_graph",
]

ENGINES = ("auto", "arrays", "networkx", "compact")
#: estimated peak bytes per option of CSR arrays built for the compact engine
#: (int64 source/target batches, the sort order and the int32 copies the kernel uses)
COMPACT_BYTES_PER_OPTION = 40

@dataclass
class EdgeChunk:
    """A batch of moves: ``src[j] -> dst[j]`` (domain indices, int64 arrays).

    ``translation`` is the move vector shared by the whole batch, or ``None``.
    """

    src: np.ndarray
    dst: np.ndarray
    translation: Translation | None = None


def _networkx() -> ModuleType:
    """networkx, imported on first use: it takes about 0.2 s to import and only the
    ``networkx`` engine and graph export need it."""
    import networkx  # lazy: heavy (networkx)

    return networkx


def check_engine(engine: str) -> str:
    """``engine`` itself when it is one of :data:`ENGINES`.

    Raises:
        UsageError: any other value.
    """
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
    option_positions = ruleset.option_positions
    for i, p in enumerate(domain.positions()):
        for q in option_positions(p):
            j = index(q)
            if j is None:
                mv = next(m for m in ruleset.options(p) if m.position == q)
                raise UsageError(
                    f"domain is not closed under moves: from {format_position(p)} the move "
                    f"'{mv.description}' reaches {format_position(q)}, outside {domain.describe(ruleset)}"
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
    g = _networkx().DiGraph()
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
    check_engine(engine)
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


# -- export ------------------------------------------------------------------------------------

EXPORT_FORMATS = ("graphml", "json", "dot")
MAX_EXPORT_POSITIONS = 200_000
#: the most moves an exported graph may have (networkx objects: about 1 KiB a move)
MAX_EXPORT_OPTIONS = 1_000_000


def _key(p: tuple[int, ...]) -> str:
    return ",".join(str(v) for v in p)


def export_graph(graph: nx.DiGraph, fmt: str, labels: LabelArrays | None = None, misere: bool = False) -> str:
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
    nx = _networkx()
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
