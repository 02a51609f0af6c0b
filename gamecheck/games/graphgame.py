"""Games on a directed graph of the user's own, cycles allowed: tokens on vertices.

A position is one or more tokens, each on a vertex; a move slides one token along one edge
(to an option of its vertex); a player who cannot move loses (normal play).  One token is the
game of the graph itself; several tokens are the disjunctive sum of one-token games.  With
cycles a position may be a draw (outcome ``D``), and the sum is solved from Smith's
gamma-values (:mod:`gamecheck.engine.gamma`).

Three file formats, chosen by the file name's ending:

* ``.graphml`` / ``.xml``: GraphML (:func:`networkx.read_graphml`);
* ``.json``: node-link JSON (:func:`networkx.node_link_graph`: ``{"nodes": [{"id": ...}],
  "links": [{"source": ..., "target": ...}]}`` -- ``"edges"`` is accepted for ``"links"``);
* anything else: an edge list, one ``u v`` per line (the edge ``u -> v``), a line with one
  name alone declaring a vertex without options, ``#`` starting a comment.

Vertex names are strings; a position's parts are vertex numbers: when every name is a
non-negative integer, vertices are numbered in increasing order of their names (a graph on
``0 .. n-1`` keeps its names); otherwise in order of first appearance.  The registry name is
``graph``: ``graph(file="g.txt")``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Sequence

from gamecheck.files import reference
from gamecheck.errors import UsageError
from gamecheck.games.base import Move, Ruleset, check_arity, check_count, printable, show_value
from gamecheck.position import MAX_PARTS, Position, format_position

__all__ = ["GraphGame", "load_graph", "MAX_GRAPH_FILE_BYTES", "MAX_GRAPH_VERTICES"]

#: the largest graph file read
MAX_GRAPH_FILE_BYTES = 64 << 20
#: the most vertices a graph may have
MAX_GRAPH_VERTICES = 2_000_000

_CACHE: dict[tuple[str, int, int], "GraphGame"] = {}


def _q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def _read_edge_list(path: Path, text: str) -> tuple[list[str], list[tuple[str, str]]]:
    names: dict[str, None] = {}
    edges = []
    for no, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        if len(words) > 2:
            raise UsageError(f"graph file {path}, line {no}: {show_value(line.strip())} has {len(words)} words; "
                             "give one edge 'u v' per line (or one vertex name alone)")
        for w in words:
            names.setdefault(w)
        if len(words) == 2:
            edges.append((words[0], words[1]))
    return list(names), edges


def _read_networkx(path: Path, text: str, kind: str) -> tuple[list[str], list[tuple[str, str]]]:
    import networkx as nx  # lazy: only graph files need it here

    try:
        if kind == "graphml":
            g = nx.parse_graphml(text)
        else:
            data = json.loads(text)
            if isinstance(data, dict) and "links" not in data and "edges" in data:
                data = {**data, "links": data["edges"]}
                data.pop("edges")
            g = nx.node_link_graph(data, directed=True, multigraph=False, edges="links")
    except UsageError:
        raise
    except Exception as exc:  # networkx and json raise many kinds: report them in one line
        msg = " ".join(str(exc).split())[:160] or type(exc).__name__
        raise UsageError(f"graph file {path}: not valid {'GraphML' if kind == 'graphml' else 'node-link JSON'}: "
                         f"{msg}") from None
    if not g.is_directed():
        raise UsageError(f"graph file {path}: the graph is undirected; a game needs a directed graph (in GraphML "
                         "edgedefault=\"directed\", in JSON \"directed\": true)")
    names = [str(v) for v in g.nodes]
    if len(set(names)) != len(names):
        raise UsageError(f"graph file {path}: two vertices have the same name once written as text")
    return names, [(str(u), str(v)) for u, v in g.edges]


def load_graph(path: str | os.PathLike[str], tokens: int | None = None) -> "GraphGame":
    """The game of a graph file (read once per file version; see the module docstring).

    Args:
        path: an edge list, a GraphML file (``.graphml``/``.xml``) or node-link JSON (``.json``).
        tokens: the number of tokens (the part count), or ``None``: from each position.

    Returns:
        a :class:`GraphGame`.

    Raises:
        UsageError: one line naming the file (and line) and what is wrong.
    """
    if not isinstance(path, (str, os.PathLike)) or not str(path).strip():
        raise UsageError(f"graph file {show_value(path)} is not allowed; give the path of an edge list, GraphML or "
                         "JSON file")
    path = reference(path, "graph file")  # inside a claims file: beside it (gamecheck.files)
    p = Path(path)
    try:
        st = p.stat()
    except OSError as exc:
        raise UsageError(f"graph file {path}: cannot read it ({exc.strerror or exc})") from None
    if p.is_dir():
        raise UsageError(f"graph file {path} is a directory; give a file")
    if st.st_size > MAX_GRAPH_FILE_BYTES:
        raise UsageError(f"graph file {path} has {st.st_size:,} bytes; at most {MAX_GRAPH_FILE_BYTES:,} are read")
    key = (str(p.resolve()), st.st_mtime_ns, st.st_size)
    game = _CACHE.get(key)
    if game is None:
        try:
            text = p.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise UsageError(f"graph file {path} is not UTF-8 text") from None
        except OSError as exc:
            raise UsageError(f"graph file {path}: cannot read it ({exc.strerror or exc})") from None
        suffix = p.suffix.lower()
        kind = "graphml" if suffix in (".graphml", ".xml") else "json" if suffix == ".json" else "edges"
        names, edges = (_read_edge_list(p, text) if kind == "edges" else _read_networkx(p, text, kind))
        if not names:
            raise UsageError(f"graph file {path} has no vertices; give one edge 'u v' per line")
        game = GraphGame(names, edges, file=str(path))
        _CACHE[key] = game
        if len(_CACHE) > 64:
            _CACHE.pop(next(iter(_CACHE)))
    return game if tokens is None else game.with_arity(tokens)


class GraphGame(Ruleset):
    """Tokens on the vertices of a directed graph; a move slides one token along an edge.

    Args:
        names: the vertex names (strings), in any order (they are numbered as the module
            docstring says).
        edges: ``(u, v)`` name pairs, the edge ``u -> v`` (repeats ignored; self-loops allowed).
        file: the graph file (kept in the spec), or ``None``.
        tokens: the number of tokens, or ``None`` (from each position).

    Raises:
        UsageError: an edge naming an unknown vertex, or more than
            :data:`MAX_GRAPH_VERTICES` vertices.
    """

    name = "graph"
    summary = "tokens on a directed graph of your own (cycles allowed): graph(file=\"g.txt\")"
    aliases = ("digraph", "graph-game")
    param_help = {"file": "an edge list ('u v' per line), GraphML or node-link JSON file",
                  "heaps": "the number of tokens"}

    @classmethod
    def from_params(cls, **params: Any) -> Ruleset:  # type: ignore[override]
        unknown = sorted(str(k) for k in params if k not in cls.param_help)
        if unknown:
            raise UsageError(f"ruleset 'graph' has no parameter '{printable(unknown[0])[:40]}'; allowed: file, heaps")
        if "file" not in params:
            raise UsageError("ruleset 'graph' needs file=...: an edge list, GraphML or node-link JSON file")
        tokens = params.get("heaps")
        return load_graph(params["file"], None if tokens is None else check_count("graph", "heaps", tokens))

    def __init__(self, names: Sequence[str], edges: Sequence[tuple[str, str]], *, file: str | None = None,
                 tokens: int | None = None):
        names = [str(v) for v in names]
        where = f"graph file {file}" if file else "the graph"
        if len(names) > MAX_GRAPH_VERTICES:
            raise UsageError(f"{where} has {len(names):,} vertices; at most {MAX_GRAPH_VERTICES:,} are allowed")
        if names and all(v.isdigit() and v.isascii() for v in names):
            names = sorted(names, key=int)
        self.names: tuple[str, ...] = tuple(names)
        self.index: dict[str, int] = {v: i for i, v in enumerate(self.names)}
        succ: list[list[int]] = [[] for _ in self.names]
        for u, v in edges:
            for w in (u, v):
                if w not in self.index:
                    raise UsageError(f"{where}: the edge {u} -> {v} names the vertex {show_value(w)}, "
                                     "which is not in the graph")
            succ[self.index[u]].append(self.index[v])
        self.successors: tuple[tuple[int, ...], ...] = tuple(tuple(dict.fromkeys(s)) for s in succ)
        self.edge_count = sum(len(s) for s in self.successors)
        self.file = file
        self.arity = tokens
        self._gamma = None

    # -- identity ----------------------------------------------------------------------
    @property
    def params(self) -> dict[str, Any]:
        base: dict[str, Any] = {"file": self.file} if self.file else {}
        return base if self.arity is None else {**base, "heaps": self.arity}

    def spec(self) -> str:
        if self.file is None:
            return f"graph(<{len(self.names)} vertices, {self.edge_count} edges>)"
        inner = f"file={_q(self.file)}" + ("" if self.arity is None else f", heaps={self.arity}")
        return f"graph({inner})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GraphGame):
            return False
        return (self.names, self.successors, self.arity) == (other.names, other.successors, other.arity)

    def __hash__(self) -> int:
        return hash((self.names, self.successors, self.arity))

    def cli_args(self) -> list[str]:
        return ["--graph", self.file] if self.file else []

    @property
    def title(self) -> str:
        """``"the graph g.txt"``."""
        return f"the graph {self.file}" if self.file else "a graph"

    def with_arity(self, k: int) -> "GraphGame":
        check_arity(self, k)
        if self.arity == k:
            return self
        if self.arity is not None:
            raise UsageError(f"ruleset {self.spec()} has {self.arity} token(s), got a position of {k}")
        clone = object.__new__(GraphGame)
        clone.__dict__.update(self.__dict__)
        clone.arity = k
        return clone

    # -- positions ---------------------------------------------------------------------
    def part_label(self, i: int) -> str:
        return f"token {i + 1}"

    def vertex(self, name: Any) -> int:
        """The number of the vertex called ``name`` (a string; an int is taken as its name).

        Raises:
            UsageError: no such vertex.
        """
        key = str(name)
        i = self.index.get(key)
        if i is None:
            some = ", ".join(self.names[:8]) + (", ..." if len(self.names) > 8 else "")
            raise UsageError(f"vertex {show_value(key)} is not in {self.title}; its vertices are {some}")
        return i

    def position_of(self, names: Sequence[Any]) -> Position:
        """The position with a token on each named vertex.

        Raises:
            UsageError: an unknown vertex, or no token / too many tokens.
        """
        if isinstance(names, (str, int)):
            names = [names]
        names = list(names)
        if not names:
            raise UsageError("no token given; name the vertex of each token, e.g. a b")
        if len(names) > MAX_PARTS:
            raise UsageError(f"{len(names)} tokens given; at most {MAX_PARTS} are allowed")
        return tuple(self.vertex(v) for v in names)

    def names_of(self, position: Position) -> list[str]:
        """The vertex names of a position's tokens."""
        return [self.names[i] for i in position]

    def validate(self, position: Sequence[int]) -> Position:
        pos = super().validate(position)
        for v in pos:
            if v >= len(self.names):
                raise UsageError(f"position {format_position(pos)}: vertex number {v} is not in {self.title} "
                                 f"(vertices 0..{len(self.names) - 1})")
        return pos

    def default_bound(self, k: int) -> int:
        return len(self.names) - 1

    # -- moves -------------------------------------------------------------------------
    def options(self, position: Position) -> list[Move]:
        """Every move: token ``i`` slides along an edge, in token order then edge order."""
        out = []
        names = self.names
        for i, u in enumerate(position):
            for v in self.successors[u]:
                desc = f"token {i + 1}: {names[u]} -> {names[v]}" if len(position) > 1 else f"{names[u]} -> {names[v]}"
                out.append(Move(desc, position[:i] + (v,) + position[i + 1:]))
        return out

    def option_positions(self, position: Position) -> list[Position]:
        return [position[:i] + (v,) + position[i + 1:] for i, u in enumerate(position) for v in self.successors[u]]

    def reachable_count(self, u: int) -> int:
        """How many vertices one token on ``u`` can reach (``u`` included)."""
        seen = {u}
        stack = [u]
        succ = self.successors
        while stack:
            for v in succ[stack.pop()]:
                if v not in seen:
                    seen.add(v)
                    stack.append(v)
        return len(seen)
