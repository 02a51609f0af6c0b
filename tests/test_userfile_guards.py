"""Game files and graphs get the built-ins' guards (issue 24): a bound on the reachable set, a
move cap, memory and time estimates, files read safely, no internal error, and error text
that never copies a file's content.

Every refusal is asserted to be one line of the right class (``UsageError``: exit 2,
``ResourceLimitError``: exit 3) naming the file or value; every answer on a small input is
compared with a brute force written here. Limits are lowered through the environment
(``GAMECHECK_MEMORY_LIMIT``, ``GAMECHECK_TIME_LIMIT``) so that each refusal comes at once.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
import time
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck import atomic
from gamecheck.cli import main
from gamecheck.engine.gamma import gamma_values
from gamecheck.engine.misere import MAX_GENUS_HEAPS, genus_sequence
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games import custom
from gamecheck.games.nim import Nim

# -- helpers ------------------------------------------------------------------------------------


def write(tmp: Path, name: str, text: str) -> Path:
    p = tmp / name
    p.write_text(text, encoding="utf-8")
    return p


def game_file(tmp: Path, name: str, position: list[str] | None, moves: str) -> Path:
    body = "[game]\n" + (f"position = {json.dumps(position)}\nmoves = {json.dumps(moves)}\n" if position
                         else f"heap-moves = {json.dumps(moves)}\n")
    return write(tmp, name, body)


def one_line(exc: BaseException, *needles: str) -> str:
    msg = str(exc)
    assert "\n" not in msg and "internal error" not in msg and "Traceback" not in msg, msg
    for n in needles:
        assert n in msg, (n, msg)
    return msg


def run(*args: str, env: dict | None = None):
    return CliRunner().invoke(main, list(args), env=env)


def loopy_outcomes(n: int, succ) -> list[str]:
    """P/N/D of every vertex of a finite graph by the fixed point of the outcome rules
    (a vertex is P when all its options are N, N when some option is P; the rest are draws)."""
    out = ["D"] * n
    changed = True
    while changed:
        changed = False
        for u in range(n):
            if out[u] != "D":
                continue
            opts = succ(u)
            if any(out[v] == "P" for v in opts):
                out[u], changed = "N", True
            elif all(out[v] == "N" for v in opts):
                out[u], changed = "P", True
    return out


def bfs(succ: list[list[int]], u: int) -> set[int]:
    seen, stack = {u}, [u]
    while stack:
        for v in succ[stack.pop()]:
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


def random_edges(path: Path, n: int, m: int, seed: int) -> list[list[int]]:
    """A random directed graph on vertices 0..n-1 with m edges (cycles, repeats), written as
    an edge list with numpy; returns the successor lists."""
    rng = np.random.default_rng(seed)
    e = rng.integers(0, n, size=(m, 2))
    pairs = e.tolist()
    # every vertex declared too, so that all n exist
    path.write_text("".join(f"{u} {v}\n" for u, v in pairs) + "\n".join(map(str, range(n))) + "\n")
    succ: list[list[int]] = [[] for _ in range(n)]
    for u, v in e.tolist():
        succ[u].append(v)
    return succ


@pytest.fixture
def small_memory(monkeypatch):
    """About 3,600 positions fit (half of 20 MB at 2,800 bytes a position)."""
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", "20000000")


# -- 1. games that never end ---------------------------------------------------------------------

@pytest.mark.parametrize("position, moves", [
    (["n"], "[(n + 1,)]"),
    (["n"], "[(n + 1,), (n + 2,)]"),
    (["x", "y"], "[(x + 1, y), (x, y + 1)]"),
])
def test_a_game_that_never_ends_is_refused_with_exit_3(tmp_path, small_memory, position, moves):
    f = game_file(tmp_path, "forever.toml", position, moves)
    start = (0,) * len(position)
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as exc:
        gc.load_game(f).solve(start)
    one_line(exc.value, "forever.toml", "may never end", "exceed")
    # a single-position claim is inconclusive with the same reason
    claim = gc.Claim(kind="outcome", ruleset=f'game(file="{f}")', position=list(start), outcome="N")
    r = gc.check(claim)
    assert r.verdict == "inconclusive" and "may never end" in r.reason
    assert time.monotonic() - t0 < 10


def test_the_search_stops_at_the_time_limit(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMECHECK_TIME_LIMIT", "0.3")
    f = game_file(tmp_path, "slow.toml", ["n"], "[(n + 1,)]")
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as exc:
        gc.load_game(f).solve(0, method="enumeration")
    one_line(exc.value, "stopped after 0.3 s", "GAMECHECK_TIME_LIMIT", "may never end")
    assert time.monotonic() - t0 < 5


def test_never_ending_game_on_the_command_line_exits_3(tmp_path):
    f = game_file(tmp_path, "forever.toml", ["n"], "[(n + 1,)]")
    out = subprocess.run([sys.executable, "-m", "gamecheck", "solve", "--game", str(f), "0"], capture_output=True,
                         text=True, timeout=60, env={**os.environ, "GAMECHECK_MEMORY_LIMIT": "20000000"})
    assert out.returncode == 3, out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "may never end" in out.stderr


def test_finite_and_loopy_game_files_still_agree_with_brute_force(tmp_path):
    # a subtraction game {1, 3, 4} in the general form
    f = game_file(tmp_path, "sub.toml", ["n"], "[(n - d,) for d in (1, 3, 4) if d <= n]")
    g = gc.load_game(f)
    p = [True]
    for n in range(1, 31):
        p.append(not any(p[n - d] for d in (1, 3, 4) if d <= n))
    for n in range(31):
        assert g.solve(n).outcome == ("P" if p[n] else "N"), n
    # a loopy game: from n > 0 go to n - 1 or n + 1 (capped at 6), n = 0 ends
    f2 = game_file(tmp_path, "loop.toml", ["n"], "([(n - 1,)] if n > 0 else []) + ([(n + 1,)] if 0 < n < 6 else [])")
    truth = loopy_outcomes(7, lambda n: ([n - 1] if n > 0 else []) + ([n + 1] if 0 < n < 6 else []))
    g2 = gc.load_game(f2)
    assert [g2.solve(n).outcome for n in range(7)] == truth


# -- 2. big inputs: refused up front with the estimate, or answered from gamma-values --------------

def test_two_and_three_tokens_on_a_big_graph_are_refused_up_front(tmp_path, small_memory):
    path = tmp_path / "big.txt"
    succ = random_edges(path, 3000, 30_000, seed=1)
    G = gc.load_graph(path)
    a, b, c = "0", "1", "2"
    ra, rb, rc = (len(bfs(succ, int(v))) for v in (a, b, c))
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as exc:
        gc.load_graph(path, misere=True).solve([a, b])
    one_line(exc.value, f"{ra * rb:,} positions", "reachable")
    with pytest.raises(ResourceLimitError) as exc:
        G.solve([a, b, c], method="enumeration")
    one_line(exc.value, f"{ra * rb * rc:,} positions")
    # normal play is answered from the gamma-values, without enumerating
    sol = G.solve([a, b])
    assert sol.method == "sprague-grundy" and sol.outcome in ("P", "N", "D")
    assert time.monotonic() - t0 < 10
    r = run("solve", "--graph", str(path), a, b, "--misere", env={"GAMECHECK_MEMORY_LIMIT": "20000000"})
    assert r.exit_code == 3 and "internal error" not in r.output, r.output


def test_a_graph_of_a_million_edges_loads_and_is_refused_in_misere_play(tmp_path):
    path = tmp_path / "million.txt"
    random_edges(path, 100_000, 1_000_000, seed=7)
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as exc:
        gc.load_graph(path, misere=True).solve(["0", "1"])
    one_line(exc.value, "positions and", "moves are reachable")
    assert time.monotonic() - t0 < 25


def test_sum_with_a_graph_is_solved_from_gamma_values_and_agrees_with_brute_force(tmp_path):
    rnd = random.Random(5)
    for trial in range(12):
        n = rnd.randint(2, 7)
        succ = [sorted({rnd.randrange(n) for _ in range(rnd.randint(0, 3))}) for _ in range(n)]
        path = tmp_path / f"g{trial}.txt"
        path.write_text("".join(f"{u} {v}\n" for u in range(n) for v in succ[u]) + "".join(f"{u}\n" for u in range(n)))
        heap = rnd.randint(0, 4)
        # brute force over the product: (heap, vertex)
        states = [(h, v) for h in range(heap + 1) for v in range(n)]
        idx = {s: i for i, s in enumerate(states)}

        def opts(i, states=states, idx=idx, succ=succ):
            h, v = states[i]
            return [idx[(k, v)] for k in range(h)] + [idx[(h, w)] for w in succ[v]]

        truth = loopy_outcomes(len(states), opts)
        game = gc.game(f'sum(nim, graph(file="{path}"))')
        for v in range(n):
            sol = game.solve((heap, v), method="sprague-grundy")
            assert sol.outcome == truth[idx[(heap, v)]], (trial, heap, v)
            wins = {tuple(p) for p in sol.winning_moves}
            assert wins == {states[j] for j in opts(idx[(heap, v)]) if truth[j] == "P"}, (trial, heap, v)


def test_sum_with_a_big_graph_in_misere_play_is_refused_by_its_time_estimate(tmp_path, monkeypatch):
    path = tmp_path / "big.txt"
    succ = random_edges(path, 20_000, 100_000, seed=3)
    monkeypatch.setenv("GAMECHECK_TIME_LIMIT", "1")
    reach = len(bfs(succ, 1))
    with pytest.raises(ResourceLimitError) as exc:
        gc.game(f'sum(nim, graph(file="{path}"))', misere=True).solve((5, 1))
    one_line(exc.value, f"{6 * reach:,} positions", "GAMECHECK_TIME_LIMIT")
    sol = gc.game(f'sum(nim, graph(file="{path}"))').solve((5, 1))  # normal play: gamma-values
    assert sol.method == "sprague-grundy"


def test_heap_moves_with_cubic_options_are_estimated_before_they_are_generated(tmp_path, monkeypatch):
    f = game_file(tmp_path, "cube.toml", None,
                  "[(a, b, c) for a in range(h) for b in range(h) for c in range(h) if a + b + c < h]")
    monkeypatch.setenv("GAMECHECK_TIME_LIMIT", "1")
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as exc:
        gc.load_game(f).solve(70)
    msg = one_line(exc.value, "cube.toml", "every heap up to 70", "largest heap that fits is about")
    assert time.monotonic() - t0 < 8
    best = int(msg.rsplit("about ", 1)[1].replace(",", ""))
    assert 0 < best < 70
    # a heap whose heap-moves cannot be evaluated within the language's loop limit: at once
    with pytest.raises(UsageError) as exc:
        gc.load_game(f).solve(150)
    one_line(exc.value, "cube.toml", "h = 150", "too many iterations")


def test_small_heap_games_still_agree_with_brute_force(tmp_path):
    f = game_file(tmp_path, "pairs.toml", None, "[(a, b) for a in range(h) for b in range(h) if a + b < h]")

    @lru_cache(maxsize=None)
    def g(h):
        seen = {g(a) ^ g(b) for a in range(h) for b in range(h) if a + b < h}
        m = 0
        while m in seen:
            m += 1
        return m

    game = gc.load_game(f)
    for heaps in [(3,), (5, 7), (20,), (12, 9, 4)]:
        s = game.solve(heaps)
        x = 0
        for h in heaps:
            x ^= g(h)
        assert s.grundy == x, heaps


def test_genus_table_of_a_billion_heaps_is_refused_up_front():
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as exc:
        gc.explore.genus_table("nim", n=10**9)
    one_line(exc.value, "1,000,000,000", f"largest n that fits is {MAX_GENUS_HEAPS - 1:,}")
    with pytest.raises(ResourceLimitError) as exc:
        gc.explore.genus_table("subtraction", subtraction_set="1,2,3", n=10**5)
    one_line(exc.value, "largest n that fits is")
    assert time.monotonic() - t0 < 2
    r = run("explore", "nim", "--misere", "--n", "1000000000")
    assert r.exit_code == 3 and "largest n that fits" in r.output, r.output


def test_nim_genus_table_agrees_with_a_brute_force_past_the_searched_heaps():
    @lru_cache(maxsize=None)
    def mg(heaps):  # misère Grundy value of a multiset of Nim heaps (sorted tuple)
        opts = {tuple(sorted(heaps[:i] + ((m,) if m else ()) + heaps[i + 1:])) for i, h in enumerate(heaps)
                for m in range(h)}
        if not opts:
            return 1
        vals = {mg(q) for q in opts}
        m = 0
        while m in vals:
            m += 1
        return m

    table = genus_sequence(Nim(), 70, terms=4)
    for h in (0, 1, 2, 3, 7, 64, 65, 70):
        want = tuple(mg(tuple(sorted(((h,) if h else ()) + (2,) * k))) for k in range(4))
        assert table[h].grundy == h and table[h].terms == want, h


# -- files that are not regular files --------------------------------------------------------------

@pytest.mark.parametrize("loader", ["game", "graph"])
def test_dev_zero_is_refused_without_reading_it_all(loader):
    t0 = time.monotonic()
    with pytest.raises(UsageError) as exc:
        (gc.load_game if loader == "game" else gc.load_graph)("/dev/zero")
    one_line(exc.value, "/dev/zero", "bytes allowed", "character device")
    assert time.monotonic() - t0 < 5


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifos_are_read_without_blocking(tmp_path, monkeypatch):
    fifo = tmp_path / "g.toml"
    os.mkfifo(fifo)
    with pytest.raises(UsageError) as exc:  # no writer: nothing to read
        gc.load_game(fifo)
    one_line(exc.value, "g.toml", "FIFO")
    monkeypatch.setattr(atomic, "READ_SECONDS", 0.5)  # read_user_file lives in gamecheck.atomic

    def writer(text: str | None, hold: float) -> None:
        fd = os.open(fifo, os.O_WRONLY)
        if text:
            os.write(fd, text.encode())
        time.sleep(hold)
        os.close(fd)

    t = threading.Thread(target=writer, args=(None, 2.0))
    t.start()
    time.sleep(0.1)
    t0 = time.monotonic()
    with pytest.raises(UsageError) as exc:  # a writer that never finishes
        gc.load_game(fifo)
    one_line(exc.value, "g.toml", "did not reach its end within 0.5 s")
    assert time.monotonic() - t0 < 2
    t.join()
    t = threading.Thread(target=writer, args=('[game]\nposition = ["n"]\nmoves = "[(n - 1,)] if n else []"\n', 0.0))
    t.start()
    time.sleep(0.1)
    assert gc.load_game(fifo).solve(3).outcome == "N"
    t.join()


# -- 3. no internal errors -------------------------------------------------------------------------

def test_multigraph_graphml_and_json_parallel_edges_are_one_move(tmp_path):
    gml = write(tmp_path, "m.graphml", """<?xml version="1.0" encoding="UTF-8"?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><graph id="G" edgedefault="directed">
<node id="a"/><node id="b"/><node id="c"/>
<edge source="a" target="b"/><edge source="a" target="b"/><edge source="b" target="c"/><edge source="c" target="a"/>
<edge source="c" target="d"/></graph></graphml>""")
    js = write(tmp_path, "m.json", json.dumps({
        "directed": True, "multigraph": True, "nodes": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
        "links": [{"source": "a", "target": "b", "key": 0}, {"source": "a", "target": "b", "key": 1},
                  {"source": "b", "target": "c"}, {"source": "c", "target": "a"}, {"source": "c", "target": "d"}]}))
    # a -> b -> c -> a (a cycle), c -> d (d has no move): brute force on the same graph
    succ = {0: [1], 1: [2], 2: [0, 3], 3: []}
    truth = loopy_outcomes(4, lambda u: succ[u])
    for path in (gml, js):
        G = gc.load_graph(path)
        assert G.ruleset.names == ("a", "b", "c", "d")
        assert G.ruleset.successors == ((1,), (2,), (0, 3), ())  # the parallel a -> b is one move
        assert [G.solve(v).outcome for v in "abcd"] == truth


def test_many_edges_in_json_and_graphml(tmp_path):
    rng = np.random.default_rng(11)
    e = rng.integers(0, 500, size=(20_000, 2)).tolist()  # repeats: a multigraph for networkx
    js = write(tmp_path, "many.json", json.dumps({"directed": True, "nodes": [{"id": i} for i in range(500)],
                                                  "links": [{"source": u, "target": v} for u, v in e]}))
    gml = write(tmp_path, "many.graphml", '<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><graph '
                'edgedefault="directed">' + "".join(f'<node id="{i}"/>' for i in range(500))
                + "".join(f'<edge source="{u}" target="{v}"/>' for u, v in e) + "</graph></graphml>")
    succ = [sorted({v for u2, v in e if u2 == u}) for u in range(500)]
    for path in (js, gml):
        G = gc.load_graph(path).ruleset
        assert [sorted(s) for s in G.successors] == succ


@pytest.mark.parametrize("name", ["[/x]", "[bold]", ":x:", "a\x1b[31mred"])
def test_vertex_names_with_markup_or_escapes_are_printed_as_written(tmp_path, name):
    path = write(tmp_path, "m.json", json.dumps({"directed": True, "nodes": [{"id": name}, {"id": "z"}],
                                                 "links": [{"source": name, "target": "z"}]}))
    r = run("solve", "--graph", str(path), name)
    assert r.exit_code == 0, r.output
    assert "\x1b" not in r.output
    shown = name.replace("\x1b", "\\x1b")
    assert f"{shown} -> z" in r.output, r.output
    r = run("solve", "--graph", str(path), name, "z")
    assert r.exit_code == 0 and shown in r.output, r.output


def test_explore_and_label_of_a_graph_ruleset_end_in_one_line(tmp_path):
    path = write(tmp_path, "g.txt", "a b\nb c\nc a\nc d\nd e\nf a\nf e\n")
    spec = f'graph(file="{path}")'
    for args in (["explore", spec, "--heaps", "2", "--bound", "10", "--no-report"],
                 ["label", spec, "--heaps", "2", "--bound", "10"]):
        r = run(*args)
        assert r.exit_code == 2, r.output
        assert "internal error" not in r.output and "vertices 0..5" in r.output
        assert len(r.output.strip().splitlines()) == 1
    r = run("label", spec, "--heaps", "2", "--bound", "5")
    assert r.exit_code == 0, r.output
    r = run("explore", spec, "--no-report", "--no-check")  # the default bound stays within the vertices
    assert r.exit_code == 0, r.output


def test_huge_integers_and_deep_nesting_in_game_files(tmp_path):
    big = write(tmp_path, "big.toml", '[game]\nposition = ["n"]\nmoves = "[]"\nz = ' + "9" * 5001 + "\n")
    deep = write(tmp_path, "deep.toml", '[game]\nheap-moves = "[()]"\nz = ' + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(UsageError) as exc:
        gc.load_game(big)
    one_line(exc.value, "big.toml", "digits")
    with pytest.raises(UsageError) as exc:
        gc.load_game(deep)
    one_line(exc.value, "deep.toml", "nested too deeply")


def test_xml_entity_bomb_and_deep_json_graphs_are_refused(tmp_path):
    lol = "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10))
    bomb = write(tmp_path, "bomb.graphml", f'<?xml version="1.0"?><!DOCTYPE g [<!ENTITY l0 "lol">{lol}]>'
                 '<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><graph edgedefault="directed">'
                 '<node id="a"><data key="d">&l9;</data></node></graph></graphml>')
    with pytest.raises(UsageError) as exc:
        gc.load_graph(bomb)
    one_line(exc.value, "bomb.graphml", "DOCTYPE")
    deep = write(tmp_path, "deep.json", "[" * 100_000 + "]" * 100_000)
    with pytest.raises(UsageError) as exc:
        gc.load_graph(deep)
    one_line(exc.value, "deep.json", "nested too deeply")


# -- 4. errors never copy a file's content -----------------------------------------------------------

def test_errors_about_graph_files_do_not_quote_their_content(tmp_path):
    secret = "s3cr3t:x:0:0:s3cr3t:/home:/bin/sh"
    cases = {
        "passwd.txt": (f"a b\n{secret} x y z q r s\n", "line 2 has 7 words"),
        "bad.json": ('{"nodes": [{"id": "' + secret + '"}], "links": [{"source": [1]}]}', "link 1"),
        "ids.json": ('{"nodes": [{"id": ["' + secret + '"]}], "links": []}', "node 1"),
        "bad.graphml": ('<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><graph edgedefault="directed">'
                        f'<node id="{secret}"/><edge source="{secret}"/></graph></graphml>', "edge 1"),
        "broken.graphml": (f'<graphml><graph edgedefault="directed"><node id="{secret}"></graph>', "line 1"),
        "broken.json": ('{"nodes": [' + secret, "line 1"),
    }
    for name, (text, needle) in cases.items():
        path = write(tmp_path, name, text)
        with pytest.raises(UsageError) as exc:
            gc.load_graph(path)
        msg = one_line(exc.value, name, needle)
        assert "s3cr3t" not in msg and "/bin/sh" not in msg, msg
    # an unknown vertex: the graph's own names are not listed
    path = write(tmp_path, "names.txt", f"{secret} b\n")
    with pytest.raises(UsageError) as exc:
        gc.load_graph(path).solve("q")
    msg = one_line(exc.value, "'q'", "names.txt")
    assert "s3cr3t" not in msg


def test_errors_about_game_files_do_not_quote_their_content(tmp_path):
    secret = "password = hunter2 and more"
    path = write(tmp_path, "g.toml", f"[game]\nposition = [\"n\"]\n{secret}\n")
    with pytest.raises(UsageError) as exc:
        gc.load_game(path)
    msg = one_line(exc.value, "g.toml", "not TOML")
    assert "hunter2" not in msg


def test_gamma_values_of_a_dense_acyclic_graph_are_fast_or_stopped_at_the_time_limit(tmp_path):
    # the complete acyclic graph u -> v for v < u: the options of u are 0..u-1, so gamma(u) = u
    n = 700
    path = tmp_path / "dag.txt"
    path.write_text("".join(f"{u} {v}\n" for u in range(n) for v in range(u)))
    t0 = time.monotonic()
    G = gc.load_graph(path)
    assert G.solve(str(n - 1)).grundy == n - 1
    assert G.solve([str(n - 1), str(n - 2)]).grundy == (n - 1) ^ (n - 2)
    assert time.monotonic() - t0 < 15
    with pytest.raises(ResourceLimitError) as exc:  # 10^6 edges, 1,415 stages: more than 0.01 s
        gamma_values([range(u) for u in range(1415)], seconds=0.01, what="the graph dense.txt")
    one_line(exc.value, "dense.txt", "1,000,405 edges", "GAMECHECK_TIME_LIMIT")


def test_take_and_break_reachable_bound_refuses_up_front_and_bounds_the_true_count(tmp_path):
    # Kayles, brute force: a move takes 1 or 2 adjacent pins from a row, leaving 0, 1 or 2 rows
    def options(p):
        out = set()
        for i, h in enumerate(p):
            rest = p[:i] + p[i + 1:]
            for take in (1, 2):
                for left in range(h - take + 1):
                    out.add(tuple(sorted(rest + tuple(x for x in (left, h - take - left) if x))))
        return out

    for h in (6, 10, 14):
        seen, stack = {(h,)}, [(h,)]
        while stack:
            for q in options(stack.pop()):
                if q not in seen:
                    seen.add(q)
                    stack.append(q)
        rs = gc.game("kayles").ruleset
        start = rs.canonical((h,))
        assert rs.with_arity(len(start)).reachable_bound([start]) >= len(seen), h
        assert gc.game("kayles").solve(h, method="enumeration").positions_examined == len(seen)
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as exc:
        gc.game("kayles").solve(60, method="enumeration")
    one_line(exc.value, "positions can be reachable", "smaller heaps")
    cube = game_file(tmp_path, "cube2.toml", None,
                     "[(a, b) for a in range(h) for b in range(h) for c in range(h) if a + b + c == h - 1]")
    for args in (["label", "--game", str(cube), "--heaps", "2", "--bound", "200"],
                 ["solve", "--game", str(cube), "150", "--method", "enumeration"]):
        r = run(*args)
        assert r.exit_code == 2 and "too many iterations" in r.output and "cube2.toml" in r.output, (args, r.output)
    assert time.monotonic() - t0 < 20


def test_heap_moves_given_twice_under_its_two_spellings_is_refused(tmp_path):
    path = write(tmp_path, "twice.toml", '[game]\nheap-moves = "[(h - 1,)]"\nheap_moves = "[()]"\n')
    with pytest.raises(UsageError) as exc:
        gc.load_game(path)
    one_line(exc.value, "twice.toml", "heap-moves once")


def test_available_memory_respects_the_address_space_limit():
    """Under ``ulimit -v`` the memory guard counts what the limit leaves, not the machine's
    free memory (a decompression bomb was inflated before being refused)."""
    code = ("import resource; from gamecheck.domain import available_memory as a; "
            "resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30)); print(a())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={k: v for k, v in os.environ.items() if k != "GAMECHECK_MEMORY_LIMIT"})
    assert out.returncode == 0, out.stderr
    assert 0 < int(out.stdout) < 3 << 30
