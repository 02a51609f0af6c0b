"""Claims about heap games over multisets of heaps, whole sequences and two games compared
(issue 35), against brute force written here.

* The domain: ``bound`` is the total of the heaps, ``max_heaps`` and ``max_size`` limit them;
  the number of positions is counted by an independent recursion and by OEIS A000070 (the
  partitions of 0..n: 1, 2, 4, 7, 12, 19, 30, 45, 67, 97, 139, 195, 272, ...).
* Every claim kind on random octal codes, subtraction sets and sums with Nim, planted true and
  false, against the brute force of :mod:`test_loopy_claims` (labels by a fixed point over
  every position the domain reaches, from option tables computed here from the codes'
  definition, Winning Ways ch. 4).
* Claims about every n: proved where a periodicity theorem certifies the sequence, refuted at
  the least failing n (found here by the mex recursion), inconclusive otherwise.
* ``equivalent``, undefined readings, and claims about one large position.
"""

from __future__ import annotations

import functools
import itertools
import os
import random
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.domain import MultisetDomain

sys.path.insert(0, os.path.dirname(__file__))
from test_gamefile_planted import heap_game, run  # noqa: E402
from test_loopy_claims import KINDS, Game, Truth, _fresh, _q, plant  # noqa: E402

# OEIS A000070: a(n) = p(0) + p(1) + ... + p(n), the multisets of heaps totalling at most n
A000070 = [1, 2, 4, 7, 12, 19, 30, 45, 67, 97, 139, 195, 272, 373, 508, 684, 915, 1212, 1597, 2087, 2714]


def multisets(total: int, max_heaps: int | None, max_size: int | None) -> set[tuple[int, ...]]:
    """Every multiset of non-empty heaps within the limits, by recursion (largest heap first)."""
    out = set()

    def rec(prefix: tuple[int, ...], largest: int, room: int) -> None:
        out.add(prefix)
        if max_heaps is not None and len(prefix) >= max_heaps:
            return
        for h in range(1, min(largest, room) + 1):
            rec(prefix + (h,), h, room - h)

    rec((), total if max_size is None else max_size, total)
    return out


def test_the_number_of_multisets_is_oeis_a000070():
    for n, count in enumerate(A000070):
        assert MultisetDomain(n).size == count
    # 1,295,971 multisets of heaps totalling at most 50 (the benchmark's domain)
    assert MultisetDomain(50).size == sum(_partitions(k) for k in range(51)) == 1_295_971


@functools.lru_cache(maxsize=None)
def _partitions(n: int, largest: int | None = None) -> int:
    largest = n if largest is None else largest
    if n == 0:
        return 1
    return sum(_partitions(n - h, h) for h in range(1, min(n, largest) + 1))


@settings(max_examples=30, deadline=None)
@given(total=st.integers(0, 11), max_heaps=st.one_of(st.none(), st.integers(1, 5)),
       max_size=st.one_of(st.none(), st.integers(1, 8)), components=st.integers(1, 3))
def test_the_domain_is_exactly_the_multisets_within_the_limits(total, max_heaps, max_size, components):
    d = MultisetDomain(total, max_heaps, max_size, components=components)
    singles = multisets(total, None, max_size)
    want = set()
    for combo in itertools.product(singles, repeat=components):
        heaps = [h for b in combo for h in b]
        if sum(heaps) <= total and (max_heaps is None or len(heaps) <= max_heaps):
            want.add(tuple(x for i, b in enumerate(combo) for x in ((0,) if i else ()) + b))
    got = list(d.positions())
    assert len(got) == d.size == len(want) and set(got) == want
    assert all(d.index(p) == i for i, p in enumerate(got))
    # the witness order: least counters first
    totals = [sum(p) for p in got]
    assert d.totals().tolist() == totals


def test_a_bound_means_what_it_says_for_kayles():
    # the example: bound = 100 with one heap is every heap 0..100, 101 positions
    r = gc.check(gc.Claim(kind="p-rule", ruleset="kayles", params={"heaps": 1}, bound=100, rule="n == 0"))
    assert (r.verdict, r.positions_checked, r.witness) == ("holds", 101, None)
    r = gc.check(gc.Claim(kind="p-rule", ruleset="kayles", bound=20, max_heaps=3, max_size=9,
                          rule="xor(G(h) for h in heaps) == 0"))
    assert r.verdict == "holds" and r.positions_checked == len(multisets(20, 3, 9))
    assert "at most 3 heaps, each at most 9" in r.bound


# -- every kind, against brute force -------------------------------------------------------------

def octal_moves(digits: tuple[int, ...], top: int) -> dict[int, list[tuple[int, ...]]]:
    """The options of each heap 1..top of an octal code, from its definition (Winning Ways ch.
    4): digit d_j lets a move take j counters leaving no heap (bit 1), one heap (bit 2) or two
    heaps (bit 4)."""
    out = {}
    for n in range(1, top + 1):
        opts = set()
        for j, d in enumerate(digits):
            if j == 0 or j > n:
                continue
            m = n - j
            if d & 1 and m == 0:
                opts.add(())
            if d & 2 and m >= 1:
                opts.add((m,))
            if d & 4:
                opts |= {(m - a, a) for a in range(1, m // 2 + 1)}
        out[n] = sorted(opts)
    return out


def subtraction_moves(S: tuple[int, ...], top: int) -> dict[int, list[tuple[int, ...]]]:
    return {n: sorted({(n - t,) if n > t else () for t in S if t <= n}) for n in range(1, top + 1)}


def _code(digits: tuple[int, ...]) -> str:
    return "0." + "".join(str(d) for d in digits[1:])


@st.composite
def heap_games(draw):
    which = draw(st.sampled_from(["octal", "octal", "subtraction", "nim"]))
    total = draw(st.integers(1, 5))
    max_heaps = draw(st.integers(1, 3))
    if which == "octal":
        digits = (0,) + tuple(draw(st.lists(st.integers(0, 7), min_size=1, max_size=3)))
        if not any(digits):
            digits = (0, 3)
        spec = f'octal(code="{_code(digits)}")'
        moves = octal_moves(digits, total)
    elif which == "subtraction":
        S = tuple(sorted(draw(st.sets(st.integers(1, 4), min_size=1, max_size=3))))
        spec = f"subtraction(set=[{','.join(map(str, S))}])"
        moves = subtraction_moves(S, total)
    else:
        spec = "nim"
        moves = {n: [(m,) if m else () for m in range(n)] for n in range(1, total + 1)}
    game = heap_game(moves, max_heaps, total, ruleset=spec)
    game.splits = which == "octal"
    return game


#: the kinds about one position: a game that never splits a heap keeps its ordered heaps there
#: (as `gamecheck solve nim 11 6 10 8` does), so the multiset brute force speaks of them only for
#: take-and-break games
ONE_POSITION = ("outcome", "grundy-value", "move-wins", "winning-moves", "answer-at", "reachable-count")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=heap_games(), seed=st.integers(0, 2**32 - 1))
def test_every_kind_on_random_heap_games_agrees_with_brute_force(tmp_path, monkeypatch, game, seed):
    monkeypatch.chdir(tmp_path)
    rng = random.Random(seed)
    kinds = [k for k in KINDS if game.splits or k not in ONE_POSITION]
    planted = [plant(game, rng.choice(kinds), rng, rng.random() < 0.5, rng.random() < 0.4, rng.random() < 0.4)
               for _ in range(6)]
    run(tmp_path, game, planted, "spec", prove=False)


@pytest.mark.parametrize("code", [(0, 7, 7), (0, 0, 7), (0, 1, 3, 7), (4, 7)])
def test_every_kind_on_named_octal_codes(tmp_path, monkeypatch, code):
    monkeypatch.chdir(tmp_path)
    game = heap_game(octal_moves(code, 6), 3, 6, ruleset=f'octal(code="{_code(code)}")')
    rng = random.Random(f"octal-{code}")
    planted = [plant(game, kind, rng, falsify, misere, where)
               for kind in KINDS for falsify in (False, True) for misere in (False, True) for where in (False, True)
               if not (misere and kind == "grundy")]
    run(tmp_path, game, planted, "spec", prove=False)


def sum_game(tables: list[dict[int, list[tuple[int, ...]]]], specs: list[str], total: int, max_heaps: int) -> Game:
    """A disjunctive sum of heap games: a position is one multiset per component, written with a
    zero between two components; the domain every such position of at most ``max_heaps`` heaps
    totalling at most ``total``; the labels over every position it reaches."""
    c = len(tables)

    def canon_blocks(blocks):
        return tuple(tuple(sorted((h for h in b if h), reverse=True)) for b in blocks)

    def flat(blocks) -> tuple[int, ...]:
        out: list[int] = []
        for i, b in enumerate(blocks):
            out += ([0] if i else []) + list(b)
        return tuple(out)

    def split(p):
        out, cur = [], []
        for h in p:
            if h == 0:
                out.append(tuple(cur))
                cur = []
            else:
                cur.append(h)
        out.append(tuple(cur))
        return out

    singles = sorted({m for m in _all_multisets(total, max_heaps)})
    domain = set()
    for combo in itertools.product(singles, repeat=c):
        heaps = [h for b in combo for h in b]
        if sum(heaps) <= total and len(heaps) <= max_heaps:
            domain.add(flat(combo))

    def order(p):  # the witness order: least counters, fewest heaps, heaps per component, lexicographic
        heaps = [h for h in p if h]
        return sum(heaps), len(heaps), tuple(len(b) for b in split(p)), tuple(heaps)

    opts, todo, seen = {}, list(domain), set(domain)
    while todo:
        p = todo.pop()
        blocks = split(p)
        ys = set()
        for j, b in enumerate(blocks):
            for i, h in enumerate(b):
                rest = b[:i] + b[i + 1:]
                for t in tables[j].get(h, []):
                    nb = list(blocks)
                    nb[j] = rest + t
                    ys.add(flat(canon_blocks(nb)))
        opts[p] = sorted(ys)
        for y in ys:
            if y not in seen:
                seen.add(y)
                todo.append(y)
    positions = sorted(domain, key=order)
    base = total + 1
    number = {}
    for p in positions:
        v, scale = 0, 1
        for b in split(p):
            for i, h in enumerate(b):
                v += h * scale * base ** i
            scale *= base ** max_heaps
        number[p] = v
    idx = " + ".join(f"sum(heaps{j + 1}[i] * {base} ** i for i in range(len(heaps{j + 1}))) * {base ** (max_heaps * j)}"
                     for j in range(c))
    spec = "sum(" + ", ".join(specs) + ")"

    def fields(folder, how):
        return f"max_heaps = {max_heaps}\nruleset = {_q(spec)}\n", None

    closure = sorted(seen, key=order)
    return Game(max(len(p) for p in closure), positions, opts, idx, number, total, fields, ("spec",),
                order=order, canon=lambda p: flat(canon_blocks(split(p))), closure=closure)


def _all_multisets(total: int, max_heaps: int) -> set[tuple[int, ...]]:
    return {tuple(sorted(m, reverse=True)) for m in multisets(total, max_heaps, None)}


@pytest.mark.parametrize("other", ["nim", "subtraction(set=[1,2])"])
def test_every_kind_on_a_sum_of_kayles_and_another_heap_game(tmp_path, monkeypatch, other):
    monkeypatch.chdir(tmp_path)
    second = ({n: [(m,) if m else () for m in range(n)] for n in range(1, 4)} if other == "nim"
              else subtraction_moves((1, 2), 3))
    game = sum_game([octal_moves((0, 7, 7), 3), second], ["kayles", other], 3, 2)
    rng = random.Random(f"sum-{other}")
    planted = [plant(game, kind, rng, falsify, misere, where)
               for kind in KINDS for falsify in (False, True) for misere in (False, True) for where in (False, True)
               if not (misere and kind == "grundy") and kind != "winning-move" and kind not in ONE_POSITION]
    run(tmp_path, game, planted, "spec", prove=False)


# -- whole sequences ----------------------------------------------------------------------------

def mex_sequence(moves_of, n: int) -> list[int]:
    """g(0..n) of a heap game by the mex rule (the Sprague-Grundy theorem for the splits)."""
    g: list[int] = []
    for h in range(n + 1):
        seen = set()
        for t in moves_of(h):
            v = 0
            for x in t:
                v ^= g[x]
            seen.add(v)
        m = 0
        while m in seen:
            m += 1
        g.append(m)
    return g


def test_a_claim_about_every_n_is_proved_by_the_periodicity_theorem():
    # Dawson's Kayles (0.07): period 34, the last exceptional value at n = 52 (Winning Ways ch. 4;
    # recomputed here by the mex rule), so g(n + 34) = g(n) from n = 53 and not from n = 52
    g = mex_sequence(lambda h: octal_moves((0, 0, 7), max(h, 1)).get(h, []), 400)
    assert all(g[n + 34] == g[n] for n in range(53, 366)) and g[52 + 34] != g[52]
    r = gc.check(gc.Claim(kind="label-identity", ruleset="dawsons-kayles", max_heaps=1, rule="G(n + 34) == G(n)",
                          where="n >= 53"))
    assert r.verdict == "proved" and r.as_expected and "every heap size" in r.bound
    assert "Guy" in r.reason and "period 34" in r.reason
    r = gc.check(gc.Claim(kind="label-identity", ruleset="dawsons-kayles", max_heaps=1, rule="G(n + 34) == G(n)",
                          where="n >= 40"))
    assert r.verdict == "refuted" and r.witness.position == [52]
    # the P-positions of the subtraction game {2, 5}: by the mex rule, n mod 7 in {0, 1, 4}
    g = mex_sequence(lambda h: [((h - t,) if h > t else ()) for t in (2, 5) if t <= h], 200)
    assert [n for n in range(200) if g[n] == 0] == [n for n in range(200) if n % 7 in (0, 1, 4)]
    r = gc.check(gc.Claim(kind="p-rule", ruleset="subtraction", params={"set": [2, 5]}, rule="n % 7 in (0, 1, 4)"))
    assert r.verdict == "proved"
    r = gc.check(gc.Claim(kind="p-rule", ruleset="subtraction", params={"set": [2, 5]}, rule="n % 7 in (0, 1)"))
    assert r.verdict == "refuted" and r.witness.position == [4]  # 4 -> 2 only, and 2 -> 0 wins
    # Nim: g(n) = n for every n (Bouton)
    assert gc.check(gc.Claim(kind="grundy", ruleset="nim", params={"heaps": 1}, rule="n")).verdict == "proved"
    assert gc.prove(gc.Claim(kind="grundy", ruleset="nim", params={"heaps": 1}, rule="n")).verdict == "proved"


def test_no_theorem_means_inconclusive_after_the_bound():
    r = gc.check(gc.Claim(kind="p-rule", ruleset="grundy-game", max_heaps=1, rule="n in (0, 1, 2, 4, 7, 10)"))
    assert r.verdict == "refuted"  # g(20) = 0 in Grundy's game (OEIS A002188)
    g = mex_sequence(lambda h: [(a, h - a) for a in range(1, (h + 1) // 2) if a != h - a], 30)
    assert r.witness.position == [min(n for n in range(31) if (g[n] == 0) != (n in (0, 1, 2, 4, 7, 10)))]
    r = gc.check(gc.Claim(kind="grundy", ruleset="lasker", max_heaps=1,
                          rule="0 if n == 0 else (-1, 1, 2, 4)[n % 4] + 4 * (n // 4)"))
    assert r.verdict == "inconclusive" and "holds for every n <=" in r.reason and "Lasker" in r.reason


def test_an_undefined_reading_is_a_finding():
    r = gc.check(gc.Claim(kind="grundy", ruleset="subtraction", params={"set": [1, 2]},
                          rule="0 if n == 0 else (G(n - 2) + 1) % 3"))
    assert r.verdict == "refuted" and r.witness.position == [1] and r.reason == (
        "undefined at n = 1: G(-1) is undefined: the Grundy sequence of subtraction game S(1,2) starts at index 0")
    r = gc.check(gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=6, rule="x1 // (x2 - 3) == 0"))
    assert r.verdict == "refuted" and r.witness.position == [0, 3] and "division by zero" in r.reason


# -- two games compared and single positions -------------------------------------------------------

def test_two_games_compared():
    r = gc.check(gc.Claim(kind="equivalent", ruleset="dawsons-chess", other='octal(code="0.137")'))
    assert r.verdict == "proved" and r.as_expected
    r = gc.check(gc.Claim(kind="equivalent", ruleset="dawsons-kayles", other='octal(code="0.137")'))
    assert r.verdict == "refuted" and r.witness.position == [1]
    assert (r.witness.true, r.witness.claimed) == (0, 1)  # 0.07: a heap of 1 has no move; 0.137 takes it
    r = gc.check(gc.Claim(kind="equivalent", ruleset="kayles", other='octal(code="4.77")', bound=40))
    a = mex_sequence(lambda h: octal_moves((0, 7, 7), max(h, 1)).get(h, []), 40)
    b = mex_sequence(lambda h: octal_moves((0, 7, 7), max(h, 1)).get(h, []) + [(x, h - x) for x in range(1, h // 2 + 1)],
                     40)
    first = min(n for n in range(41) if a[n] != b[n])
    assert r.verdict == "refuted" and r.witness.position == [first]


def test_a_large_position_is_solved_as_solve_does():
    # Dawson's chess at 85: the example, decided in a second by the Sprague-Grundy theorem
    g = mex_sequence(lambda h: octal_moves((0, 1, 3, 7), max(h, 1)).get(h, []), 85)
    r = gc.check(gc.Claim(kind="grundy-value", ruleset="dawsons-chess", position=[85], value=g[85]))
    assert r.verdict == "holds" and r.method == "sprague-grundy"
    assert gc.game("dawsons-chess").solve((85,)).grundy == g[85]
    r = gc.check(gc.Claim(kind="outcome", ruleset="sum(kayles, nim)", position=[40, 7], outcome="N"))
    k = mex_sequence(lambda h: octal_moves((0, 7, 7), max(h, 1)).get(h, []), 40)
    assert r.verdict == ("holds" if k[40] ^ 7 else "refuted")


def test_the_worked_example_text(tmp_path):
    # docs/guide/claims.md, "Worked example": every line of examples/heap-games-notes.md read;
    # the text's period for Dawson's chess is one off (the mex rule: g(51) = 2, g(85) = 9) and its
    # list of Grundy's game's P-positions stops before 20 (the mex rule again)
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    claims = os.path.join(root, "examples", "heap-games-notes.claims.toml")
    out = subprocess.run([sys.executable, "-m", "gamecheck.cli", "check", claims, "--require-coverage", "--json"],
                         capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-600:]
    import json

    doc = json.loads(out.stdout)
    verdicts = {r["id"]: r["verdict"] for r in doc["results"]}
    assert verdicts == {"kayles.sum": "holds", "kayles.values": "holds", "kayles.period": "proved",
                        "kayles.mirror": "holds", "dawson.rules": "holds", "dawson.period": "refuted",
                        "dawson.period.corrected": "proved", "dawson.85": "holds", "grundy.p": "refuted"}
    dc = mex_sequence(lambda h: octal_moves((0, 1, 3, 7), max(h, 1)).get(h, []), 90)
    assert dc[51] != dc[85] and dc[85] == 9
    witness = {r["id"]: r["witness"] for r in doc["results"] if r["witness"]}
    assert witness["dawson.period"]["position"] == [51]
    gg = mex_sequence(lambda h: [(a, h - a) for a in range(1, (h + 1) // 2) if a != h - a], 25)
    assert witness["grundy.p"]["position"] == [20] and gg[20] == 0
    assert doc["coverage"]["unread"] == 0
