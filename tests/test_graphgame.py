"""Games on graphs with cycles: Smith's gamma-values against brute force, graph files,
sums of tokens, the CLI.

The independent references are computed here: outcomes by the plain fixed point (a position
is N if some option is P, P if every option is N, D if neither ever holds), the outcome of
sums by the same fixed point on the product graph, Grundy values of acyclic graphs by the
mex recursion, and a small graph whose values were worked out by hand."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.engine.gamma import gamma_values, outcome_of_gamma, sum_gamma
from gamecheck.errors import UsageError

DATA = Path(__file__).parent / "data" / "graphs"
LOOPY = DATA / "loopy.txt"


def brute_outcomes(succ: list[list[int]]) -> list[str]:
    """P/N/D by the fixed point of the outcome rules (terminal positions are P)."""
    out: list[str | None] = [None] * len(succ)
    changed = True
    while changed:
        changed = False
        for u, opts in enumerate(succ):
            if out[u] is None:
                if any(out[v] == "P" for v in opts):
                    out[u], changed = "N", True
                elif all(out[v] == "N" for v in opts):
                    out[u], changed = "P", True
    return [o or "D" for o in out]


def product(succ: list[list[int]], k: int) -> tuple[list[list[int]], list[tuple[int, ...]]]:
    """The game graph of ``k`` tokens on ``succ``: positions and their options."""
    n = len(succ)
    import itertools
    positions = list(itertools.product(range(n), repeat=k))
    index = {p: i for i, p in enumerate(positions)}
    opts = [[index[p[:i] + (v,) + p[i + 1:]] for i in range(k) for v in succ[p[i]]] for p in positions]
    return opts, positions


graphs = st.integers(1, 7).flatmap(
    lambda n: st.lists(st.lists(st.integers(0, n - 1), max_size=4), min_size=n, max_size=n))


@settings(max_examples=300, deadline=None)
@given(graphs)
def test_gamma_outcomes_match_brute_force(succ):
    g = gamma_values(succ)
    assert [g.outcome(u) for u in range(len(succ))] == brute_outcomes(succ)


@settings(max_examples=200, deadline=None)
@given(graphs)
def test_sum_of_two_tokens_matches_product_graph(succ):
    g = gamma_values(succ)
    opts, positions = product(succ, 2)
    truth = brute_outcomes(opts)
    for i, (a, b) in enumerate(positions):
        assert outcome_of_gamma(sum_gamma([g.gamma(a), g.gamma(b)])) == truth[i], (a, b)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4).flatmap(
    lambda n: st.lists(st.lists(st.integers(0, n - 1), max_size=3), min_size=n, max_size=n)))
def test_sum_of_three_tokens_matches_product_graph(succ):
    g = gamma_values(succ)
    opts, positions = product(succ, 3)
    truth = brute_outcomes(opts)
    for i, p in enumerate(positions):
        assert outcome_of_gamma(sum_gamma([g.gamma(u) for u in p])) == truth[i], p


@settings(max_examples=200, deadline=None)
@given(graphs)
def test_smith_conditions_hold(succ):
    """Conditions A, B (with the counter function) and C of Fraenkel and Yesha (1986)."""
    g = gamma_values(succ)
    val = [int(x) for x in g.values]
    inf = 10 ** 9
    big = [inf if x < 0 else x for x in val]
    for u, opts in enumerate(succ):
        finite = {val[v] for v in opts if val[v] >= 0}
        mex = next(i for i in range(len(finite) + 1) if i not in finite)
        if val[u] >= 0:
            assert val[u] == mex  # A
            for v in opts:  # B
                if big[v] > val[u]:
                    assert any(val[w] == val[u] and g.counters[w] < g.counters[u] for w in succ[v])
        else:  # C
            assert any(val[v] < 0 and mex not in {val[w] for w in succ[v] if val[w] >= 0} for v in opts)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 9).flatmap(
    lambda n: st.tuples(st.just(n), st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=20))))
def test_acyclic_gamma_is_the_grundy_value(data):
    n, pairs = data
    succ = [sorted({b for a, b in pairs if a == u and b < u}) for u in range(n)]  # edges go down: acyclic

    @lru_cache(None)
    def grundy(u):
        s = {grundy(v) for v in succ[u]}
        return next(i for i in range(len(s) + 1) if i not in s)

    g = gamma_values(succ)
    assert [int(x) for x in g.values] == [grundy(u) for u in range(n)]


def test_hand_checked_loopy_graph():
    """tests/data/graphs/loopy.txt worked out by hand: e is terminal (0), d -> e (1); the
    cycle a -> b -> c -> a has the exit c -> d: no vertex of the cycle can be finite, so
    c = inf({1}) (a draw: moving to d loses, so the player at c keeps going round), a and b
    are inf() (draws); f -> e wins, f = inf({0})."""
    game = gc.load_graph(LOOPY)
    want = {"a": ("D", {"infinite": True, "options": []}), "b": ("D", {"infinite": True, "options": []}),
            "c": ("D", {"infinite": True, "options": [1]}), "d": ("N", 1), "e": ("P", 0),
            "f": ("N", {"infinite": True, "options": [0]})}
    for v, (outcome, gamma) in want.items():
        for method in ("enumeration", "sprague-grundy"):
            sol = game.solve(v, method=method)
            assert sol.outcome == outcome, (v, method)
            assert sol.report.gamma == gamma, (v, method)
    assert game.solve("d").remoteness == 1
    assert game.solve("f").remoteness == 1
    assert game.solve("a").remoteness is None  # a draw
    # c + d: c = inf({1}) and d = 1, so 1 in K: N, by moving c to d (d + d has nim-sum 0)
    sol = game.solve(["c", "d"], method="sprague-grundy")
    assert sol.outcome == "N" and sol.report.to_json()["winning_moves"][0]["vertices"] == ["d", "d"]
    assert game.solve(["a", "f"]).outcome == "D"  # two infinite tokens


def _write_formats(tmp_path: Path, edges: list[tuple[str, str]], nodes: list[str]) -> list[Path]:
    g = nx.DiGraph()
    g.add_nodes_from(nodes)
    g.add_edges_from(edges)
    gml = tmp_path / "g.graphml"
    nx.write_graphml(g, gml)
    js = tmp_path / "g.json"
    js.write_text(json.dumps(nx.node_link_data(g, edges="links")))
    txt = tmp_path / "g.txt"
    txt.write_text("".join(f"{u} {v}\n" for u, v in edges) + "".join(f"{v}\n" for v in nodes))
    return [txt, gml, js]


@settings(max_examples=25, deadline=None)
@given(graphs)
def test_file_formats_and_methods_agree(tmp_path_factory, succ):
    tmp = tmp_path_factory.mktemp("g")
    nodes = [f"v{i}" for i in range(len(succ))]
    edges = [(nodes[u], nodes[v]) for u, opts in enumerate(succ) for v in dict.fromkeys(opts)]
    truth = brute_outcomes([list(dict.fromkeys(o)) for o in succ])
    opts2, positions2 = product([list(dict.fromkeys(o)) for o in succ], 2)
    truth2 = brute_outcomes(opts2)
    for path in _write_formats(tmp, edges, nodes):
        game = gc.load_graph(path)
        for u in range(len(succ)):
            assert game.solve(nodes[u]).outcome == truth[u]
        for i, (a, b) in enumerate(positions2[:12]):
            e = game.solve([nodes[a], nodes[b]], method="enumeration")
            s = game.solve([nodes[a], nodes[b]], method="sprague-grundy")
            assert e.outcome == s.outcome == truth2[i]
            assert sorted(e.winning_moves) == sorted(s.winning_moves)


def test_large_sum_is_solved_by_gamma_values(tmp_path):
    """Tokens on a 30,000-vertex graph: the product of what they reach is far too large to
    enumerate; gamma-values answer.  The graph: vertex i -> i - 1 and i -> i - 2 (a
    subtraction game {1, 2}, values i mod 3), plus a cycle A -> B -> A with the exit B -> 1:
    leaving the cycle gives the opponent a move to 0, so A = inf() and B = inf({1}), draws."""
    n = 30000
    lines = [f"{i} {i - 1}" for i in range(1, n)] + [f"{i} {i - 2}" for i in range(2, n)]
    lines += ["A B", "B A", "B 1"]
    path = tmp_path / "big.txt"
    path.write_text("\n".join(lines) + "\n")
    game = gc.load_graph(path)
    sol = game.solve(["29999", "29998", "100"])  # 2 ^ 1 ^ 1 = 2: N
    assert sol.method == "sprague-grundy" and sol.outcome == "N" and sol.grundy == 2
    assert game.solve(["29999", "29999"]).outcome == "P"
    assert game.solve("B").outcome == "D" and game.solve("A").outcome == "D"
    # B = inf({1}) with a token on 1 (value 1): N, by moving B to 1 (1 + 1 has nim-sum 0)
    sol = game.solve(["B", "1"], method="sprague-grundy")
    assert sol.outcome == "N" and sol.report.gamma == {"infinite": True, "options": [0]}
    assert [list(p) for p in sol.winning_moves] == [[game.ruleset.vertex("1")] * 2]
    assert game.solve(["A", "29997"], method="sprague-grundy").outcome == "D"  # inf() + 0


def test_bad_graph_files(tmp_path):
    cases = {
        "three.txt": ("a b c\n", "line 1"),
        "empty.txt": ("# nothing\n", "no vertices"),
        "bad.json": ("{not json", "not valid node-link JSON"),
        "und.graphml": (None, "undirected"),
    }
    g = nx.Graph()
    g.add_edge("a", "b")
    for name, (text, needle) in cases.items():
        p = tmp_path / name
        if text is None:
            nx.write_graphml(g, p)
        else:
            p.write_text(text)
        with pytest.raises(UsageError, match=needle):
            gc.load_graph(p)
    with pytest.raises(UsageError, match="cannot read"):
        gc.load_graph(tmp_path / "missing.txt")
    with pytest.raises(UsageError, match="vertex 'z' is not in"):
        gc.load_graph(LOOPY).solve(["a", "z"])
    bad_link = tmp_path / "link.json"
    bad_link.write_text(json.dumps({"directed": True, "nodes": [{"id": "a"}], "links": [{"source": "a", "target": "q"}]}))
    # networkx adds the missing vertex q itself: an edge to q is then an option without options
    assert gc.load_graph(bad_link).solve("a").outcome == "N"


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True, timeout=120)


def test_cli_solve_graph_json():
    r = _cli("solve", "--graph", str(LOOPY), "c", "d", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["outcome"] == "N"
    assert data["grundy"] is None
    assert data["gamma"] == {"infinite": True, "options": [0]}  # inf({1}) + 1 = inf({0})
    assert data["vertices"] == ["c", "d"]
    assert [s["gamma"] for s in data["summands"]] == [{"infinite": True, "options": [1]}, 1]
    r = _cli("solve", "--graph", str(LOOPY), "e", "--json")
    data = json.loads(r.stdout)
    assert (data["outcome"], data["grundy"], data["gamma"], data["remoteness"]) == ("P", 0, 0, 0)
    r = _cli("solve", "--graph", str(LOOPY), "a")
    assert r.returncode == 0 and "D (a draw)" in r.stdout and "∞()" in r.stdout


def test_cli_graph_errors_are_one_line():
    for args in (["solve", "--graph", str(LOOPY), "zz"], ["solve", "--graph", str(DATA / "nope.txt"), "a"],
                 ["solve", "--graph", str(LOOPY), "--game", str(LOOPY), "a"]):
        r = _cli(*args)
        assert r.returncode == 2, (args, r.stderr)
        assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_grundy_is_the_finite_gamma_value_on_a_loopy_graph(tmp_path):
    # worked by hand (Smith 1966): e is terminal (0); y's one option x has the value 1 > 0 and x
    # can move to e (0), so y = mex{} = 0; x = mex{y, e} = mex{0, 0} = 1; g = mex{x, e} = 2.
    # x and y lie on a cycle, so the labels of plain retrograde analysis leave them without a
    # Grundy value; their finite gamma-values are their Grundy values.
    f = tmp_path / "g.txt"
    f.write_text("x y\ny x\nx e\ne\ng x\ng e\n")
    want = {"x": ("N", 1), "y": ("P", 0), "e": ("P", 0), "g": ("N", 2)}
    for v, (outcome, value) in want.items():
        r = _cli("solve", "--graph", str(f), v, "--json")
        assert r.returncode == 0, r.stderr
        d = json.loads(r.stdout)
        assert (d["outcome"], d["grundy"], d["gamma"]) == (outcome, value, value), v
    shown = _cli("solve", "--graph", str(f), "g").stdout
    assert "g -> x -> g=1" in shown and "g -> e -> g=0" in shown  # the options' values too
