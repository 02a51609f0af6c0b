"""Planted claims on the user's own game files never get a false verdict (issue 24, done-when 7).

Game files of both forms -- general games (``position`` + ``moves``; acyclic, and with cycles
and draws) and heap games (``heap-moves``, a take-and-break game on multisets of heaps) --
carry planted claims of every kind, true and false, through ``gc.check`` (serially and with
``workers=2``) and ``gc.prove``. The right verdict is computed by the brute force of
:mod:`test_loopy_claims` (outcomes by a fixed point, Grundy values by the mex recursion where
it terminates, all from the option table written out here, knowing nothing of gamecheck):

* ``check`` gives exactly the brute-force verdict, and a refutation's witness is the first
  position where the claim fails (the domain's order), with the true label;
* ``prove`` never says "proved" for a false claim or on a game that may have cycles (a game
  file gives the prover no symbolic move relation, and a ruleset without a potential never
  reaches the certificate conditions), and any "refuted" names a position the brute force
  confirms as a counterexample.
"""

from __future__ import annotations

import itertools
import math
import os
import random
import sys
from pathlib import Path
from typing import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck as gc

sys.path.insert(0, os.path.dirname(__file__))
from test_loopy_claims import (  # noqa: E402
    KINDS, Game, Planted, Pos, _fresh, _q, assert_right, general_game, plant, write_claims,
)


# -- heap games, by brute force ---------------------------------------------------------------------

def heap_game(heap_moves: dict[int, list[tuple[int, ...]]], max_heaps: int, total: int,
              text: str | None = None, ruleset: str | None = None) -> Game:
    """A heap game: a move replaces one heap h by the heaps of one tuple of ``heap_moves[h]``
    (every heap smaller than h). A position is a multiset of non-empty heaps, written in
    decreasing order; the claims' domain is every multiset of at most ``max_heaps`` heaps
    totalling at most ``total`` counters (issue 35: ``bound`` is the total, ``max_heaps`` the
    number of heaps), its witness order least counters, then fewest heaps, then lexicographic.
    The labels are computed over every position the domain reaches (a move may split a heap
    into more heaps than ``max_heaps``). ``ruleset``: name the game by a ruleset spec (an octal
    code) instead of a game file."""
    def canon(heaps) -> Pos:
        return tuple(sorted((x for x in heaps if x), reverse=True))

    def multisets(prefix: Pos, largest: int, room: int) -> list[Pos]:
        out = [prefix]
        if len(prefix) < max_heaps:
            for h in range(1, min(largest, room) + 1):
                out += multisets(prefix + (h,), h, room - h)
        return out

    def order(p: Pos) -> tuple:
        return (sum(p), len(p), p)

    positions = sorted(multisets((), total, total), key=order)
    opts: dict[Pos, list[Pos]] = {}
    todo, seen = list(positions), set(positions)
    while todo:
        p = todo.pop()
        ys = set()
        for i, h in enumerate(p):
            rest = p[:i] + p[i + 1:]
            ys |= {canon(rest + t) for t in heap_moves.get(h, [])}
        opts[p] = sorted(ys)
        for y in ys:
            if y not in seen:
                seen.add(y)
                todo.append(y)
    closure = sorted(seen, key=order)
    base = total + 1
    # a multiset numbered by its heaps as digits in base total + 1 (distinct multisets, distinct numbers)
    number = {p: sum(h * base ** i for i, h in enumerate(p)) for p in positions}
    if text is None:
        arms = [f"[{', '.join(_tuple(t) for t in ts)}] if h == {h}" for h, ts in sorted(heap_moves.items()) if ts]
        text = " else ".join(arms) + " else []" if arms else "[]"
    table = f"name = \"heaps\"\nheap-moves = {_q(text)}\n"

    def fields(folder: Path, how: str) -> tuple[str, str | None]:
        limits = f"max_heaps = {max_heaps}\n"
        if ruleset is not None:
            return limits + f"ruleset = {_q(ruleset)}\n", None
        if how == "inline":
            return limits, table
        name = _fresh("heapgame", "toml")
        (folder / name).write_text("[game]\n" + table, encoding="utf-8")
        return limits + f"game = {_q(name)}\n", None

    idx = f"sum(heaps[i] * {base} ** i for i in range(len(heaps)))"
    k = max([len(p) for p in closure] + [1])
    return Game(k, positions, opts, idx, number, total, fields, ("inline", "file") if ruleset is None else ("spec",),
                order=order, canon=canon, closure=closure)


def _binomial(y: str, m: int) -> str:
    """The rule text of C(y, m) (y a text), as a falling product over m!."""
    return "(" + " * ".join(f"({y} - {j})" for j in range(m)) + f") // {math.factorial(m)}"


def _tuple(t: tuple[int, ...]) -> str:
    return "(" + ", ".join(map(str, t)) + ("," if len(t) == 1 else "") + ")"


def acyclic_game(k: int, bound: int, rng: random.Random, density: float) -> Game:
    """A general game whose every move goes to a position of smaller number (so play ends)."""
    positions = list(itertools.product(range(bound + 1), repeat=k))
    succ = {p: [q for q in positions[:i] if rng.random() < density] for i, p in enumerate(positions)}
    return general_game(succ, k, bound, ("n",) if k == 1 else ("a", "b"))


def loopy_game(k: int, bound: int, rng: random.Random, density: float) -> Game:
    positions = list(itertools.product(range(bound + 1), repeat=k))
    succ = {p: [q for q in positions if rng.random() < density] for p in positions}
    return general_game(succ, k, bound, ("n",) if k == 1 else ("a", "b"))


def is_acyclic(game: Game) -> bool:
    return all(v is not None for v in game.truth.g.values())


# -- checking and proving ---------------------------------------------------------------------------

def assert_prove_sound(game: Game, pl: Planted, res) -> None:
    """The prover may be inconclusive; it never proves a false claim or a claim on a game
    with cycles, and a refutation names a counterexample of the brute force."""
    if res.verdict == "proved":
        assert pl.holds and is_acyclic(game), (pl.kind, pl.fields, res.reason)
    elif res.verdict == "refuted":
        assert not pl.holds, (pl.kind, pl.fields, res.reason)
        if pl.bad is not None:
            assert tuple(res.witness.position) in pl.bad, (pl.kind, res.witness)


def run(folder: Path, game: Game, planted: list[Planted], how: str, prove: bool = True) -> None:
    claims = gc.load_claims(write_claims(folder, game, planted, how))
    assert len(claims) == len(planted)
    for c, pl in zip(claims, planted):
        res = gc.check(c)
        assert_right(game, pl, res)
        par = gc.check(c, workers=2)
        assert (par.verdict, par.witness and par.witness.to_json()) == (res.verdict, res.witness and res.witness.to_json())
        if prove:
            assert_prove_sound(game, pl, gc.prove(c, bits=4, timeout=5))


def _every_kind(game: Game, seed: str) -> list[Planted]:
    rng = random.Random(seed)
    return [plant(game, kind, rng, falsify, misere, use_where)
            for kind in KINDS for falsify in (False, True) for misere in (False, True) for use_where in (False, True)
            if not (misere and kind == "grundy")]


# -- the README's games and classics ----------------------------------------------------------------

def divisor_game(bound: int) -> Game:
    succ = {(n,): [(n - d,) for d in range(1, n) if n % d == 0] for n in range(bound + 1)}
    return general_game(succ, 1, bound, ("n",))


@pytest.mark.parametrize("how", ["inline", "file"])
def test_the_divisor_game(tmp_path, monkeypatch, how):
    """LeetCode 1025: from n >= 2 the first player wins exactly when n is even (n = 0 and 1 have
    no move). The rules are planted with their verdicts computed by the brute force."""
    monkeypatch.chdir(tmp_path)
    game = divisor_game(16)
    assert is_acyclic(game)
    P = {p for p, o in game.truth.out[False].items() if o == "P"}
    assert P == {(n,) for n in range(17) if n % 2 == 1 or n == 0}
    planted = _every_kind(game, f"divisor-{how}")
    for rule, S in [("n % 2 == 1 or n == 0", P), ("n % 2 == 1", {(n,) for n in range(17) if n % 2 == 1})]:
        planted.append(Planted("p-rule", {"kind": "p-rule", "rule": rule},
                               sorted(p for p in game.positions if (p in P) != (p in S))))
    run(tmp_path, game, planted, how)


SPLIT_NIM = {h: [(a, h - a) for a in range(1, h)] for h in range(1, 7)}
KAYLES = {h: sorted({tuple(sorted((a, h - r - a), reverse=True)) for r in (1, 2) for a in range(0, h - r + 1)})
          for h in range(1, 7)}


@pytest.mark.parametrize("how", ["inline", "file"])
@pytest.mark.parametrize("name", ["split", "kayles"])
def test_heap_games(tmp_path, monkeypatch, how, name):
    """Split Nim (a heap splits into two non-empty heaps) and Kayles (take one or two
    adjacent pins from a row, which may split it), written as heap-moves."""
    monkeypatch.chdir(tmp_path)
    if name == "split":
        game = heap_game(SPLIT_NIM, 3, 4, "[(a, h - a) for a in range(1, h)]")
    else:
        game = heap_game(KAYLES, 2, 6, "[(a, h - 1 - a) for a in range(0, h)] + [(a, h - 2 - a) for a in range(0, h - 1)]")
    assert is_acyclic(game)
    run(tmp_path, game, _every_kind(game, f"{name}-{how}"), how)


def test_kayles_grundy_values(tmp_path, monkeypatch):
    """Kayles' Grundy sequence 0 1 2 3 1 4 (Winning Ways ch. 4), by the brute force and as a
    claim over one heap."""
    monkeypatch.chdir(tmp_path)
    text = "[(a, h - 1 - a) for a in range(0, h)] + [(a, h - 2 - a) for a in range(0, h - 1)]"
    # one heap of at most 6 pins: the empty position and the heaps 1..6, every one of them
    assert heap_game(KAYLES, 1, 6, text).positions == [(), (1,), (2,), (3,), (4,), (5,), (6,)]
    game3 = heap_game(KAYLES, 3, 6, text)
    assert [game3.truth.g[(h,) if h else ()] for h in range(7)] == [0, 1, 2, 3, 1, 4, 3]
    table = "(0, 1, 2, 3, 1, 4, 3)"
    planted = [Planted("grundy", {"kind": "grundy", "rule": f"xor({table}[h] for h in heaps)"},
                       game3.sort(p for p in game3.positions if game3.truth.g[p] != (
                           0 if not p else __import__("functools").reduce(
                               lambda a, b: a ^ b, [[0, 1, 2, 3, 1, 4, 3][h] for h in p]))))]
    assert planted[0].bad == []  # the Sprague-Grundy theorem, by brute force
    run(tmp_path, game3, planted, "file")


def test_a_loopy_game_file_is_never_proved(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = loopy_game(1, 6, random.Random(7), 0.3)
    assert not is_acyclic(game)
    rng = random.Random("loopy-prove")
    planted = [plant(game, kind, rng, falsify, False, False)
               for kind in ("p-rule", "grundy", "no-move", "some-move") for falsify in (False, True)]
    for c in gc.load_claims(write_claims(tmp_path, game, planted, "file")):
        assert gc.prove(c, bits=4, timeout=5).verdict == "inconclusive"


# -- hypothesis: random game files ------------------------------------------------------------------

@st.composite
def game_files(draw) -> tuple[Game, str]:
    form = draw(st.sampled_from(["acyclic", "loopy", "heaps"]))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = random.Random(seed)
    if form == "heaps":
        bound = draw(st.integers(1, 4))
        slots = draw(st.integers(1, 3))
        moves = {}
        for h in range(1, bound + 1):
            moves[h] = sorted({tuple(sorted((rng.randrange(h) for _ in range(rng.randrange(3))), reverse=True))
                               for _ in range(rng.randrange(4))})
        return heap_game(moves, slots, bound), draw(st.sampled_from(["inline", "file"]))
    k = draw(st.sampled_from([1, 1, 2]))
    bound = draw(st.integers(1, 7)) if k == 1 else draw(st.integers(1, 2))
    density = draw(st.sampled_from([0.2, 0.4]))
    make: Callable = acyclic_game if form == "acyclic" else loopy_game
    return make(k, bound, rng, density), draw(st.sampled_from(["inline", "file"]))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game_how=game_files(), seed=st.integers(0, 2**32 - 1))
def test_random_game_files(tmp_path, monkeypatch, game_how, seed):
    monkeypatch.chdir(tmp_path)
    game, how = game_how
    rng = random.Random(seed)
    planted = [plant(game, rng.choice(KINDS), rng, rng.random() < 0.5, rng.random() < 0.4, rng.random() < 0.4)
               for _ in range(6)]
    run(tmp_path, game, planted, how)
