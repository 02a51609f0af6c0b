"""Games on a directed graph of the user's own, cycles allowed: tokens on vertices.

A position is one or more tokens, each on a vertex; a move slides one token along one edge
(to an option of its vertex); a player who cannot move loses (normal play).  One token is the
game of the graph itself; several tokens are the disjunctive sum of one-token games.  With
cycles a position may be a draw (outcome ``D``), and the sum is solved from Smith's
gamma-values (:mod:`gamecheck.engine.gamma`).

Three file formats, chosen by the file name's ending, each read here without a graph library
(so a file of a million edges loads in seconds, and nothing in it is trusted):

* ``.graphml`` / ``.xml``: GraphML (the ``graph``, ``node`` and ``edge`` elements of the
  first graph, nested graphs included, read by the standard library's streaming XML parser);
  the graph must have ``edgedefault="directed"``; a document type declaration (``<!DOCTYPE``,
  ``<!ENTITY``: the way to an entity-expansion bomb) and hyperedges are refused;
* ``.json``: node-link JSON as :func:`networkx.node_link_data` writes it (``{"nodes":
  [{"id": ...}], "links": [{"source": ..., "target": ...}]}`` -- ``"edges"`` is accepted for
  ``"links"``; ``"directed": false`` is refused; an id is a string or a number);
* anything else: an edge list, one ``u v`` per line (the edge ``u -> v``), a line with one
  name alone declaring a vertex without options, ``#`` starting a comment.

Parallel edges (a multigraph's, or a line repeated) are one move.  Vertices are the nodes in
the order the file declares them, then the endpoints of edges not declared, in order of
appearance (as networkx reads the same file).  Vertex names are strings; a position's parts
are vertex numbers: when every name is a non-negative integer, vertices are numbered in
increasing order of their names (a graph on ``0 .. n-1`` keeps its names); otherwise in order
of first appearance.  The registry name is ``graph``: ``graph(file="g.txt")``.

Every error names the file, the line (edge list) or the element (GraphML, JSON) and what is
wrong, and never quotes the file's content.
"""

from __future__ import annotations

import io
import json
import os
import stat
from pathlib import Path
from typing import Any, Sequence

from gamecheck.files import reference
from gamecheck.errors import UsageError
from gamecheck.games.base import Move, Ruleset, check_arity, check_count, printable, show_value
from gamecheck.games.custom import read_user_file
from gamecheck.position import MAX_PARTS, Position, format_position

__all__ = ["GraphGame", "load_graph", "MAX_GRAPH_FILE_BYTES", "MAX_GRAPH_VERTICES", "MAX_GRAPH_EDGES"]

#: the largest graph file read
MAX_GRAPH_FILE_BYTES = 64 << 20
#: the most vertices a graph may have
MAX_GRAPH_VERTICES = 2_000_000
#: the most edges a graph file may give (about 200 bytes each while it is read)
MAX_GRAPH_EDGES = 4_000_000

_CACHE: dict[tuple[str, int, int], "GraphGame"] = {}


def _q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def _too_many_edges(where: str) -> UsageError:
    return UsageError(f"{where} has more than {MAX_GRAPH_EDGES:,} edges; at most {MAX_GRAPH_EDGES:,} are read")


def _read_edge_list(where: str, text: str) -> tuple[list[str], list[tuple[str, str]]]:
    """Vertex names (in order of appearance) and edges of an edge list."""
    names: dict[str, None] = {}
    edges = []
    lines = text.count("\n") + 1
    if lines > MAX_GRAPH_EDGES + MAX_GRAPH_VERTICES:
        raise UsageError(f"{where} has {lines:,} lines; at most {MAX_GRAPH_EDGES:,} edges and "
                         f"{MAX_GRAPH_VERTICES:,} vertices are read")
    comments = "#" in text
    for no, line in enumerate(io.StringIO(text), 1):
        words = (line.split("#", 1)[0] if comments else line).split()
        if len(words) == 2:
            edges.append((words[0], words[1]))
            names[words[0]] = None
            names[words[1]] = None
        elif len(words) == 1:
            names[words[0]] = None
        elif words:
            raise UsageError(f"{where}, line {no} has {len(words)} words; give one edge 'u v' per line (or one "
                             "vertex name alone)")
    if len(edges) > MAX_GRAPH_EDGES:
        raise _too_many_edges(where)
    return list(names), edges


def _json_name(value: Any, what: str, where: str) -> str:
    """A node-link id as a vertex name (``str`` of a string or a number)."""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value == value:
        return str(value)
    kind = {type(None): "null", bool: "true or false", list: "a list", dict: "an object"}.get(type(value), "not a name")
    raise UsageError(f"{where}: {what} is {kind}; ids are strings or numbers")


def _read_json(where: str, text: str) -> tuple[list[str], list[tuple[str, str]]]:
    """Vertex names and edges of a node-link JSON document (see the module docstring)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{where}: not valid node-link JSON (line {exc.lineno}, column {exc.colno}: "
                         f"{exc.msg})") from None
    except RecursionError:
        raise UsageError(f"{where}: not valid node-link JSON: nested too deeply") from None
    except ValueError:  # an integer past Python's limit on digits
        raise UsageError(f"{where}: not valid node-link JSON: a number cannot be read (too many digits)") from None
    if not isinstance(data, dict):
        raise UsageError(f"{where}: not valid node-link JSON: the document is not an object with \"nodes\" and "
                         "\"links\"")
    if data.get("directed", True) is not True:
        raise UsageError(f"{where}: the graph is undirected; a game needs a directed graph (in GraphML "
                         "edgedefault=\"directed\", in JSON \"directed\": true)")
    key = "links" if "links" in data else "edges"
    nodes, links = data.get("nodes", []), data.get(key, [])
    for what, items in (("\"nodes\"", nodes), (f"\"{key}\"", links)):
        if not isinstance(items, list):
            raise UsageError(f"{where}: not valid node-link JSON: {what} is not a list")
    if len(nodes) > MAX_GRAPH_VERTICES:
        raise UsageError(f"{where} has {len(nodes):,} vertices; at most {MAX_GRAPH_VERTICES:,} are allowed")
    if len(links) > MAX_GRAPH_EDGES:
        raise _too_many_edges(where)
    names: dict[str, None] = {}
    for i, d in enumerate(nodes):
        if not isinstance(d, dict) or "id" not in d:
            raise UsageError(f"{where}: node {i + 1} of \"nodes\" is not an object with an \"id\"")
        name = _json_name(d["id"], f"the id of node {i + 1}", where)
        if name in names:
            raise UsageError(f"{where}: node {i + 1} repeats the id of an earlier node (once written as text)")
        names[name] = None
    edges = []
    for i, d in enumerate(links):
        if not isinstance(d, dict) or "source" not in d or "target" not in d:
            raise UsageError(f"{where}: link {i + 1} of \"{key}\" is not an object with a \"source\" and a "
                             "\"target\"")
        u = _json_name(d["source"], f"the source of link {i + 1}", where)
        v = _json_name(d["target"], f"the target of link {i + 1}", where)
        names.setdefault(u)
        names.setdefault(v)
        edges.append((u, v))
    return list(names), edges


_GRAPHML_NS = "{http://graphml.graphdrawing.org/xmlns}"


def _read_graphml(where: str, data: bytes) -> tuple[list[str], list[tuple[str, str]]]:
    """Vertex names and edges of the first graph of a GraphML document (module docstring)."""
    import xml.etree.ElementTree as ET  # only GraphML files need it

    if b"\x00" in data[:4] or data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise UsageError(f"{where}: not accepted as GraphML: encoded in UTF-16 or UTF-32; give UTF-8")
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise UsageError(f"{where}: not accepted as GraphML: it declares a document type or entities (<!DOCTYPE, "
                         "<!ENTITY); GraphML needs neither")
    names: dict[str, None] = {}
    declared: list[str] = []
    edges: list[tuple[str, str]] = []
    depth = 0  # graph elements open
    graphs = 0  # top-level graphs seen
    nodes = 0

    def attr(elem: Any, key: str, what: str) -> str:
        value = elem.get(key)
        if value is None:
            raise UsageError(f"{where}: {what} has no '{key}' attribute")
        return value

    try:
        for event, elem in ET.iterparse(io.BytesIO(data), events=("start", "end")):
            tag = elem.tag.rsplit("}", 1)[-1] if isinstance(elem.tag, str) else ""
            if event == "start":
                if tag == "graph":
                    depth += 1
                    if depth == 1:
                        graphs += 1
                        if graphs == 1 and elem.get("edgedefault") != "directed":
                            raise UsageError(f"{where}: the graph is undirected; a game needs a directed graph (in "
                                             "GraphML edgedefault=\"directed\", in JSON \"directed\": true)")
                continue
            if graphs != 1 or depth == 0:
                if tag == "graph":
                    depth -= 1
                continue
            if tag == "graph":
                depth -= 1
            elif tag == "node":
                nodes += 1
                if nodes > MAX_GRAPH_VERTICES:
                    raise UsageError(f"{where} has more than {MAX_GRAPH_VERTICES:,} vertices; at most "
                                     f"{MAX_GRAPH_VERTICES:,} are allowed")
                declared.append(attr(elem, "id", f"node {nodes}"))
                elem.clear()
            elif tag == "edge":
                no = len(edges) + 1
                if no > MAX_GRAPH_EDGES:
                    raise _too_many_edges(where)
                if elem.get("directed") == "false":
                    raise UsageError(f"{where}: edge {no} is undirected (directed=\"false\"); a game needs directed "
                                     "edges")
                edges.append((attr(elem, "source", f"edge {no}"), attr(elem, "target", f"edge {no}")))
                elem.clear()
            elif tag == "hyperedge":
                raise UsageError(f"{where}: hyperedges are not supported; give edges with a source and a target")
    except ET.ParseError as exc:
        line, col = getattr(exc, "position", (0, 0))
        raise UsageError(f"{where}: not valid GraphML (XML that does not parse at line {line}, column {col})") from None
    except RecursionError:
        raise UsageError(f"{where}: not valid GraphML: nested too deeply") from None
    if graphs == 0:
        raise UsageError(f"{where}: not valid GraphML: no graph element")
    for i, name in enumerate(declared):
        if name in names:
            raise UsageError(f"{where}: node {i + 1} repeats the id of an earlier node")
        names[name] = None
    for u, v in edges:
        names.setdefault(u)
        names.setdefault(v)
    return list(names), edges


def load_graph(path: str | os.PathLike[str], tokens: int | None = None) -> "GraphGame":
    """The game of a graph file (read once per file version; see the module docstring).

    Args:
        path: an edge list, a GraphML file (``.graphml``/``.xml``) or node-link JSON (``.json``).
        tokens: the number of tokens (the part count), or ``None``: from each position.

    Returns:
        a :class:`GraphGame`.

    Raises:
        UsageError: one line naming the file (and line or element) and what is wrong, never
            quoting its content: a missing, unreadable or non-regular file that does not end
            within :data:`gamecheck.games.custom.READ_SECONDS`, more than
            :data:`MAX_GRAPH_FILE_BYTES` bytes, :data:`MAX_GRAPH_VERTICES` vertices or
            :data:`MAX_GRAPH_EDGES` edges, a malformed file, an undirected graph.
    """
    if not isinstance(path, (str, os.PathLike)) or not str(path).strip():
        raise UsageError(f"graph file {show_value(path)} is not allowed; give the path of an edge list, GraphML or "
                         "JSON file")
    path = reference(path, "graph file")  # inside a claims file: beside it (gamecheck.files)
    p = Path(path)
    where = f"graph file {printable(str(path))[:300]}"
    try:
        st = p.stat()
        # a regular file is read once per version; a FIFO or a device every time
        key = (str(p.resolve()), st.st_mtime_ns, st.st_size) if stat.S_ISREG(st.st_mode) else None
    except (OSError, RuntimeError, ValueError):  # missing, a symlink loop, a NUL: read_user_file says which
        key = None
    game = _CACHE.get(key) if key else None
    if game is None:
        data = read_user_file(p, where, MAX_GRAPH_FILE_BYTES)
        suffix = p.suffix.lower()
        kind = "graphml" if suffix in (".graphml", ".xml") else "json" if suffix == ".json" else "edges"
        if kind == "graphml":
            names, edges = _read_graphml(where, data)
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise UsageError(f"{where} is not UTF-8 text (byte {exc.start})") from None
            names, edges = _read_json(where, text) if kind == "json" else _read_edge_list(where, text)
        if not names:
            raise UsageError(f"{where} has no vertices; give one edge 'u v' per line")
        game = GraphGame(names, edges, file=str(path))
        if key:
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
    loopy = True
    #: a claim over the graph's vertices without a token count: one token (the game of the graph itself)
    default_arity = 1
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
        where = f"graph file {printable(file)[:300]}" if file else "the graph"
        if len(names) > MAX_GRAPH_VERTICES:
            raise UsageError(f"{where} has {len(names):,} vertices; at most {MAX_GRAPH_VERTICES:,} are allowed")
        if names and all(v.isdigit() and v.isascii() for v in names):
            names = sorted(names, key=int)
        self.names: tuple[str, ...] = tuple(names)
        self.index: dict[str, int] = {v: i for i, v in enumerate(self.names)}
        if len(self.index) != len(self.names):
            raise UsageError(f"{where}: two vertices have the same name")
        succ: list[list[int]] = [[] for _ in self.names]
        index = self.index
        try:
            for no, (u, v) in enumerate(edges, 1):
                succ[index[u]].append(index[v])
        except KeyError:
            raise UsageError(f"{where}: edge {no} names a vertex that is not in the graph") from None
        self.successors: tuple[tuple[int, ...], ...] = tuple(tuple(dict.fromkeys(s)) for s in succ)
        self.edge_count = sum(len(s) for s in self.successors)
        self.file = file
        self.arity = tokens
        self._gamma = None
        self._reach: dict[int, tuple[int, int]] = {}

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

    @property
    def title(self) -> str:
        """``"the graph g.txt"``."""
        return f"the graph {printable(self.file)[:300]}" if self.file else "a graph"

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
        if i is None:  # the graph's own names are not listed: an error never copies a file's content
            raise UsageError(f"vertex {show_value(key)} is not in {printable(self.title)[:300]} ({len(self.names):,} "
                             "vertices); name a vertex of the file")
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

    def explore_bound(self, k: int, default: int) -> int:
        """A part is a vertex number: at most the last vertex, and at most ``default``."""
        return min(self.default_bound(k), default)

    def vertex_names(self) -> Sequence[str]:
        """The vertex names, by vertex number."""
        return self.names

    # -- moves -------------------------------------------------------------------------
    def _check_vertices(self, position: Position) -> None:
        """Refuse a position with a vertex number beyond the graph (a box domain of vertex
        numbers larger than the graph: ``explore`` or ``label`` with a large bound)."""
        n = len(self.names)
        if position and max(position) >= n:
            raise UsageError(f"position {format_position(position)}: vertex number {max(position)} is not in "
                             f"{printable(self.title)[:300]} (vertices 0..{n - 1}); give bounds of at most {n - 1}")

    def options(self, position: Position) -> list[Move]:
        """Every move: token ``i`` slides along an edge, in token order then edge order.

        Raises:
            UsageError: a vertex number outside the graph.
        """
        self._check_vertices(position)
        out = []
        names = self.names
        for i, u in enumerate(position):
            for v in self.successors[u]:
                desc = f"token {i + 1}: {names[u]} -> {names[v]}" if len(position) > 1 else f"{names[u]} -> {names[v]}"
                out.append(Move(desc, position[:i] + (v,) + position[i + 1:]))
        return out

    def option_positions(self, position: Position) -> list[Position]:
        self._check_vertices(position)
        return [position[:i] + (v,) + position[i + 1:] for i, u in enumerate(position) for v in self.successors[u]]

    def _reach_of(self, u: int) -> tuple[int, int]:
        """``(vertices, edges)`` one token on ``u`` can reach: the vertices (``u`` included)
        and the edges leaving them (all lead to reachable vertices). Kept per vertex."""
        got = self._reach.get(u)
        if got is None:
            seen = {u}
            stack = [u]
            succ = self.successors
            edges = 0
            while stack:
                opts = succ[stack.pop()]
                edges += len(opts)
                for v in opts:
                    if v not in seen:
                        seen.add(v)
                        stack.append(v)
            got = self._reach[u] = (len(seen), edges)
            if len(self._reach) > 4096:
                self._reach.pop(next(iter(self._reach)))
        return got

    def reachable_count(self, u: int) -> int:
        """How many vertices one token on ``u`` can reach (``u`` included)."""
        return self._reach_of(u)[0]

    def reachable_size(self, starts: Sequence[Position]) -> tuple[int, int, str]:
        """The positions and moves reachable from ``starts``, counted exactly without
        generating a move: the tokens move independently, so from one start the positions are
        the product of the vertex sets each token reaches, ``prod |R_i|``, and the moves
        ``sum_i E_i prod_{j != i} |R_j|`` (``E_i`` the edges leaving ``R_i``); over several
        starts, the sums (an upper bound).

        Returns:
            ``(positions, moves, how)``, ``how`` a phrase for messages.

        Raises:
            UsageError: a vertex number outside the graph.
        """
        positions = moves = 0
        sizes: list[int] = []
        for start in starts:
            self._check_vertices(tuple(start))
            reach = [self._reach_of(u) for u in start]
            sizes = [r[0] for r in reach]
            prod = 1
            for r in sizes:
                prod *= r
            positions += prod
            moves += sum(e * (prod // r) for r, e in reach)
        how = ("the product of the vertices each token reaches: " + " x ".join(f"{r:,}" for r in sizes[:8])
               + (" x ..." if len(sizes) > 8 else "")) if len(sizes) > 1 else "the vertices the token reaches"
        return positions, moves, how
