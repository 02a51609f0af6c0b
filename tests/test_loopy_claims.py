"""Claims of every kind on games with draws (issue 24, done-when point 1).

On a game that may have cycles a position is P, N or D (a draw), and every claim kind must
mean there what its README definition says: a ``p-rule`` is refuted exactly where "outcome is
P" differs from the rule (a position outside the rule may be N *or* D), a ``grundy`` claim is
refuted at a position that has no Grundy value, a winning move is a move to a P-position, and
so on. Each test below plants claims over loopy game files (inline ``[claim.game]`` tables and
``game = "file.toml"``) and graphs (``graph(file=...)``, one and two tokens), in normal and
misère play, with and without ``where``, true and false, and compares gamecheck's verdict --
serially and with ``workers=2`` -- and its witness with a brute force written here.

The brute force knows nothing of gamecheck: the game is a dict from each position to its
options, the outcomes are the least fixed point of "a terminal position is P (misère: N); a
position with a P option is N; a position whose options are all N is P", every position left
unlabelled being a draw (Smith 1966; Fraenkel and Yesha 1986); the Grundy value is defined by
the mex recursion where it terminates (a fixed-point loop that labels a position once all its
options are labelled), and the remoteness by stages (Smith 1966: an N-position is 1 + the least
remoteness of its P-options, a P-position 1 + the largest of its options').
"""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck as gc

Pos = tuple[int, ...]


# -- the brute force ------------------------------------------------------------------------------

def mex(values) -> int:
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


def outcomes(positions: list[Pos], opts: dict[Pos, list[Pos]], misere: bool) -> dict[Pos, str]:
    """P / N / D of every position by the least fixed point (unlabelled positions are draws)."""
    out: dict[Pos, str] = {}
    changed = True
    while changed:
        changed = False
        for x in positions:
            if x in out:
                continue
            ys = opts[x]
            if not ys:
                o = "N" if misere else "P"
            elif any(out.get(y) == "P" for y in ys):
                o = "N"
            elif all(out.get(y) == "N" for y in ys):
                o = "P"
            else:
                continue
            out[x] = o
            changed = True
    return {x: out.get(x, "D") for x in positions}


def grundy_values(positions: list[Pos], opts: dict[Pos, list[Pos]]) -> dict[Pos, int | None]:
    """The mex recursion where it terminates; None at positions that can reach a cycle."""
    g: dict[Pos, int] = {}
    changed = True
    while changed:
        changed = False
        for x in positions:
            if x not in g and all(y in g for y in opts[x]):
                g[x] = mex(g[y] for y in opts[x])
                changed = True
    return {x: g.get(x) for x in positions}


def remoteness(positions: list[Pos], opts: dict[Pos, list[Pos]]) -> dict[Pos, int]:
    """Normal-play remoteness by stages (-1 for draws); checks the stages' outcomes too."""
    lab: dict[Pos, tuple[str, int]] = {x: ("P", 0) for x in positions if not opts[x]}
    t = 0
    while True:
        t += 1
        new = {}
        for x in positions:
            if x in lab:
                continue
            if any(lab.get(y, ("", 0))[0] == "P" for y in opts[x]):
                new[x] = ("N", t)
            elif all(y in lab and lab[y][0] == "N" for y in opts[x]):
                new[x] = ("P", t)
        if not new:
            break
        lab.update(new)
    return {x: lab[x][1] if x in lab else -1 for x in positions}


def reachable(opts: Callable[[Pos], list[Pos]], start: Pos) -> set[Pos]:
    seen, stack = {start}, [start]
    while stack:
        for y in opts(stack.pop()):
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return seen


@dataclass
class Truth:
    """Every label of every position of a game, by brute force."""

    positions: list[Pos]
    opts: dict[Pos, list[Pos]]
    out: dict[bool, dict[Pos, str]] = field(init=False)
    g: dict[Pos, int | None] = field(init=False)
    rem: dict[Pos, int] = field(init=False)

    def __post_init__(self) -> None:
        self.out = {m: outcomes(self.positions, self.opts, m) for m in (False, True)}
        self.g = grundy_values(self.positions, self.opts)
        self.rem = remoteness(self.positions, self.opts)
        # the staged labelling draws exactly where the fixed point does
        for x in self.positions:
            assert (self.rem[x] == -1) == (self.out[False][x] == "D")

    def wins(self, x: Pos) -> int:
        return sum(1 for y in self.opts[x] if self.out[False][y] == "P")

    def answer(self, x: Pos, misere: bool) -> int:
        """The least number of counters (the sum of the parts) a move to a P-position
        removes; -1 where no move reaches a P-position (P-positions and draws)."""
        took = [sum(x) - sum(y) for y in self.opts[x] if self.out[misere][y] == "P"]
        return min(took) if took else -1


# -- games ------------------------------------------------------------------------------------------

@dataclass
class Game:
    """A game for the tests: its positions (in the domain's order: lexicographic), options,
    the rule text whose value numbers a position (``index``), and how a claim names it."""

    k: int
    positions: list[Pos]
    opts: dict[Pos, list[Pos]]
    idx_text: str
    index: dict[Pos, int]
    bound: int | list[int]
    #: (folder, how) -> (the claim's TOML lines naming the game, an inline [claim.game] table or None)
    game_fields: Callable[[Path, str], tuple[str, str | None]]
    hows: tuple[str, ...]
    #: the witness order (default: lexicographic) and a position as a claim writes it back
    #: (default: as it is): a heap game's positions are multisets, least counters first
    order: Callable[[Pos], Any] | None = None
    canon: Callable[[Sequence[int]], Pos] | None = None
    #: every position the labels are needed at (default: ``positions``; a heap game's moves may
    #: leave the domain when it limits the number of heaps)
    closure: list[Pos] | None = None
    truth: Truth = field(init=False)

    def __post_init__(self) -> None:
        self.truth = Truth(self.closure or self.positions, self.opts)

    def sort(self, ps: Iterable[Pos]) -> list[Pos]:
        """Positions in the witness order."""
        return sorted(ps, key=self.order) if self.order is not None else sorted(ps)

    def listed(self, p: Sequence[int]) -> list[int]:
        """A position as a claim's field (the empty multiset of a heap game as ``[0]``)."""
        return list(p) or [0]

    def canonical(self, p: Sequence[int]) -> Pos:
        return self.canon(p) if self.canon is not None else tuple(p)

    @property
    def has_draws(self) -> dict[bool, bool]:
        return {m: "D" in self.truth.out[m].values() for m in (False, True)}


_counter = itertools.count()


def _fresh(stem: str, ext: str) -> str:
    """A file name never used before in this process (gamecheck caches games by path)."""
    return f"{stem}_{next(_counter)}_{random.randrange(10**9)}.{ext}"


def _q(text: str) -> str:
    return json.dumps(text)


def general_game(succ: dict[Pos, list[Pos]], k: int, bound: int, names: tuple[str, ...]) -> Game:
    """A general game file on the box 0..bound per part whose moves are the table ``succ``,
    written as a bit matrix in the rule language (so any table, cycles included, is a game)."""
    side = bound + 1
    positions = list(itertools.product(range(side), repeat=k))
    cells = side ** k
    number = {p: sum(v * side ** (k - 1 - i) for i, v in enumerate(p)) for p in positions}
    T = 0
    for p, ys in succ.items():
        for y in ys:
            T |= 1 << (cells * number[p] + number[y])
    src = " + ".join(f"{side ** (k - 1 - i)} * {n}" for i, n in enumerate(names))
    loops = " ".join(f"for u{i} in range({side})" for i in range(k))
    dst = " + ".join(f"{side ** (k - 1 - i)} * u{i}" for i in range(k))
    opt = "(" + ", ".join(f"u{i}" for i in range(k)) + ("," if k == 1 else "") + ")"
    moves = f"[{opt} {loops} if ({T} >> ({cells} * ({src}) + {dst})) & 1]"
    table = f"name = \"loopy\"\nposition = [{', '.join(_q(n) for n in names)}]\nmoves = {_q(moves)}\n"
    opts = {p: sorted(set(succ.get(p, []))) for p in positions}
    # the game lists its options in the order of the comprehension: every option once

    def fields(folder: Path, how: str) -> tuple[str, str | None]:
        if how == "inline":
            return "", table
        name = _fresh("game", "toml")
        (folder / name).write_text("[game]\n" + table, encoding="utf-8")
        return f"game = {_q(name)}\n", None

    idx = " + ".join(f"{side ** (k - 1 - i)} * {n}" for i, n in enumerate(names))
    return Game(k, positions, opts, idx, number, bound, fields, ("inline", "file"))


def graph_game(n_vertices: int, edges: set[tuple[int, int]], tokens: int) -> Game:
    """Tokens on a directed graph given as an edge list (vertices 0..n-1)."""
    succ = {v: sorted({b for a, b in edges if a == v}) for v in range(n_vertices)}
    positions = list(itertools.product(range(n_vertices), repeat=tokens))
    opts = {p: sorted({p[:i] + (w,) + p[i + 1:] for i, v in enumerate(p) for w in succ[v]}) for p in positions}
    number = {p: sum(v * n_vertices ** (tokens - 1 - i) for i, v in enumerate(p)) for p in positions}
    text = "".join(f"{v}\n" for v in range(n_vertices)) + "".join(f"{a} {b}\n" for a, b in sorted(edges))

    def fields(folder: Path, how: str) -> tuple[str, str | None]:
        name = _fresh("graph", "txt")
        (folder / name).write_text(text, encoding="utf-8")
        return f"ruleset = {_q(f'graph(file={_q(name)})')}\nparams = {{ heaps = {tokens} }}\n", None

    names = ("n",) if tokens == 1 else tuple(f"x{i + 1}" for i in range(tokens))
    idx = " + ".join(f"{n_vertices ** (tokens - 1 - i)} * {n}" for i, n in enumerate(names))
    return Game(tokens, positions, opts, idx, number, n_vertices - 1, fields, ("graph",))


# -- planted claims ---------------------------------------------------------------------------------

@dataclass
class Planted:
    """A claim (its TOML fields) with what the brute force says of it: the positions where it
    fails, smallest first (rule kinds), or whether it holds (claims about one position)."""

    kind: str
    fields: dict[str, Any]
    bad: list[Pos] | None = None
    holds_at_position: bool | None = None
    misere: bool = False

    @property
    def holds(self) -> bool:
        return not self.bad if self.bad is not None else bool(self.holds_at_position)


def _member(game: Game, S) -> str:
    nums = sorted(game.index[p] for p in S)
    if not nums:
        return f"{game.idx_text} < 0"
    return f"{game.idx_text} in ({', '.join(map(str, nums))},)"


def _table(game: Game, value: Callable[[Pos], int]) -> str:
    """A rule whose value at each position is ``value(position)``: a tuple indexed by the
    position's number (numbers no position has hold 0)."""
    at = {game.index[p]: int(value(p)) for p in game.positions}
    return f"({', '.join(str(at.get(i, 0)) for i in range(max(at) + 1))},)[{game.idx_text}]"


def _flip(rng: random.Random, game: Game, S: set[Pos]) -> set[Pos]:
    return S ^ {rng.choice(game.positions)}


KINDS = ("p-rule", "grundy", "winning-move", "outcome", "grundy-value", "move-wins", "winning-moves",
         "p-positions", "no-move", "some-move", "label-identity", "answer", "answer-at", "reachable-count")


def plant(game: Game, kind: str, rng: random.Random, falsify: bool, misere: bool, use_where: bool) -> Planted:
    """One claim of ``kind`` on ``game``: true as planted, or changed at a random place when
    ``falsify`` (the brute force decides whether the change makes it false)."""
    T = game.truth
    pos = game.positions
    if kind == "grundy":
        misere = False  # a Grundy formula is a normal-play claim
    out = T.out[misere]
    scope = set(pos)
    f: dict[str, Any] = {"kind": kind.replace("answer-at", "answer")}
    if misere and kind not in ("no-move", "some-move", "label-identity", "reachable-count", "grundy-value"):
        f["play"] = "misere"
    if use_where and kind in ("p-rule", "grundy", "winning-move", "no-move", "some-move", "label-identity", "answer"):
        scope = {p for p in pos if rng.random() < 0.6}
        if kind == "grundy" and not falsify:
            scope = {p for p in scope if T.g[p] is not None}  # a true Grundy formula on a loopy game
        f["where"] = _member(game, scope)

    def failing(ok: Callable[[Pos], bool]) -> list[Pos]:
        return game.sort(p for p in pos if p in scope and not ok(p))

    if kind == "p-rule":
        S = {p for p in pos if out[p] == "P"}
        if falsify:
            S = _flip(rng, game, S)
        f["rule"] = _member(game, S)
        return Planted(kind, f, failing(lambda p: (out[p] == "P") == (p in S)), misere=misere)
    if kind == "grundy":
        G = {p: (T.g[p] if T.g[p] is not None else rng.choice([-1, 0, 1, 2])) for p in pos}
        if falsify:
            p0 = rng.choice(pos)
            G[p0] = rng.choice([G[p0] + 1, max(0, G[p0] - 1), -1])
        f["rule"] = _table(game, G.__getitem__)
        return Planted(kind, f, failing(lambda p: T.g[p] is not None and T.g[p] == G[p]))
    if kind == "winning-move":
        M = {}
        for p in pos:
            good = [y for y in game.opts[p] if out[y] == "P"]
            M[p] = rng.choice(good) if good else (rng.choice(game.opts[p]) if game.opts[p] else p)
        if falsify:
            p0 = rng.choice(pos)
            M[p0] = rng.choice(game.opts[p0] + [p0, rng.choice(pos)])
        parts = [_table(game, lambda p, i=i: (tuple(M[p]) + (0,) * game.k)[i]) for i in range(game.k)]
        f["move"] = "(" + ", ".join(parts) + ("," if game.k == 1 else "") + ")"

        def wins(p: Pos) -> bool:
            if out[p] != "N" or not game.opts[p]:
                return True  # the claim speaks of N-positions with a move
            return M[p] in game.opts[p] and out[M[p]] == "P"

        return Planted(kind, f, failing(wins), misere=misere)
    if kind == "p-positions":
        S = {p for p in pos if out[p] == "P"}
        if falsify:
            S = _flip(rng, game, S)
        f["positions"] = [game.listed(p) for p in game.sort(S)]
        if use_where:
            W = {p for p in pos if rng.random() < 0.6}
            f["within"] = _member(game, W)
        else:
            W = set(pos)
        bad = game.sort(p for p in pos if (p in W or p in S) and (out[p] == "P") != (p in S))
        return Planted(kind, f, bad, misere=misere)
    if kind in ("no-move", "some-move"):
        A = {p for p in pos if rng.random() < 0.5}
        # a move may leave the domain (a heap game limited to a few heaps): a target names a
        # label, true or false wherever the move leads
        every = game.closure or pos
        target, B = rng.choice([
            ("P", {p for p in every if T.out[False][p] == "P"}),
            ("D", {p for p in every if T.out[False][p] == "D"}),
            ("N or MP", {p for p in every if T.out[False][p] == "N" or T.out[True][p] == "P"}),
            (None, {p for p in pos if rng.random() < 0.4}),
        ])
        f["rule"] = _member(game, A)
        f["target"] = target if target is not None else _member(game, B)
        if kind == "no-move":
            return Planted(kind, f, failing(lambda p: p not in A or not any(y in B for y in game.opts[p])))
        return Planted(kind, f, failing(lambda p: p not in A or any(y in B for y in game.opts[p])))
    if kind == "label-identity":
        which = rng.choice(["P", "N", "D", "MP", "g", "terminal", "wins", "rem"])
        if which in ("P", "N", "D"):
            S = {p for p in pos if T.out[False][p] == which}
        elif which == "MP":
            S = {p for p in pos if T.out[True][p] == "P"}
        elif which == "terminal":
            S = {p for p in pos if not game.opts[p]}
        if which in ("P", "N", "D", "MP", "terminal"):
            if falsify:
                S = _flip(rng, game, S)
            f["rule"] = f"{which} == ({_member(game, S)})"
            truth_of = {"P": lambda p: T.out[False][p] == "P", "N": lambda p: T.out[False][p] == "N",
                        "D": lambda p: T.out[False][p] == "D", "MP": lambda p: T.out[True][p] == "P",
                        "terminal": lambda p: not game.opts[p]}[which]
            return Planted(kind, f, failing(lambda p: truth_of(p) == (p in S)))
        value = {"g": lambda p: -1 if T.g[p] is None else T.g[p], "wins": T.wins, "rem": T.rem.__getitem__}[which]
        V = {p: value(p) for p in pos}
        if falsify:
            p0 = rng.choice(pos)
            V[p0] += rng.choice([-1, 1])
        f["rule"] = f"{which} == {_table(game, V.__getitem__)}"
        return Planted(kind, f, failing(lambda p: value(p) == V[p]))
    if kind == "answer":
        A = {p: T.answer(p, misere) for p in pos}
        if falsify:
            p0 = rng.choice(pos)
            A[p0] += rng.choice([-1, 1])
        f["rule"] = _table(game, A.__getitem__)
        return Planted(kind, f, failing(lambda p: T.answer(p, misere) == A[p]), misere=misere)

    # claims about one position
    p = rng.choice(pos)
    f["position"] = game.listed(p)
    if kind == "outcome":
        o = out[p] if not falsify else rng.choice("PND")
        f["outcome"] = o
        return Planted(kind, f, holds_at_position=out[p] == o, misere=misere)
    if kind == "grundy-value":
        v = T.g[p] if T.g[p] is not None else rng.randrange(3)
        if falsify:
            v = v + 1
        f["value"] = v
        return Planted(kind, f, holds_at_position=T.g[p] == v)
    if kind == "move-wins":
        to = rng.choice(game.opts[p] + ([rng.choice(pos)] if falsify or not game.opts[p] else []))
        f["to"] = game.listed(to)
        return Planted(kind, f, holds_at_position=to in game.opts[p] and out[to] == "P", misere=misere)
    if kind == "winning-moves":
        W = {y for y in game.opts[p] if out[y] == "P"}
        if falsify and game.opts[p]:
            W ^= {rng.choice(game.opts[p])}
        f["moves"] = [game.listed(y) for y in game.sort(W)]
        return Planted(kind, f, holds_at_position=W == {y for y in game.opts[p] if out[y] == "P"}, misere=misere)
    if kind == "answer-at":
        a = T.answer(p, misere) + (rng.choice([-1, 1]) if falsify else 0)
        f["value"] = a
        return Planted(kind, f, holds_at_position=T.answer(p, misere) == a, misere=misere)
    if kind == "reachable-count":
        count = len(reachable(lambda q: game.opts[q], p)) + (1 if falsify else 0)
        f["value"] = count
        return Planted(kind, f, holds_at_position=len(reachable(lambda q: game.opts[q], p)) == count)
    raise AssertionError(kind)


# -- writing and checking ---------------------------------------------------------------------------

def _toml(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, str)):
        return str(v) if isinstance(v, int) else _q(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml(x) for x in v) + "]"
    raise TypeError(v)


def write_claims(folder: Path, game: Game, planted: list[Planted], how: str) -> Path:
    chunks = []
    for i, pl in enumerate(planted):
        lines = [f"[[claim]]", f"id = \"c{i}-{pl.kind}\"", "statement = \"planted\""]
        one_position = pl.fields["kind"] in ("outcome", "grundy-value", "move-wins", "winning-moves",
                                             "reachable-count") or "position" in pl.fields
        if not one_position:
            lines.append(f"bound = {_toml(game.bound)}")
        lines += [f"{k} = {_toml(v)}" for k, v in pl.fields.items()]
        naming, inline = game.game_fields(folder, how)
        if one_position:  # the domain's limits (a heap game's max_heaps) are no field of theirs
            naming = "\n".join(line for line in naming.split("\n") if not line.startswith("max_heaps"))
        lines.append(naming)
        if inline is not None:
            lines += ["[claim.game]", inline]
        chunks.append("\n".join(lines))
    path = folder / _fresh("claims", "toml")
    path.write_text("\n\n".join(chunks) + "\n", encoding="utf-8")
    return path


def assert_right(game: Game, pl: Planted, res: Any) -> None:
    """gamecheck's verdict and witness against the brute force."""
    T = game.truth
    expected = "holds" if pl.holds else "refuted"
    # a planted claim that holds may hold only vacuously (tests/test_vacuity.py checks when)
    verdict = "holds" if res.verdict == "holds (vacuous)" else res.verdict
    assert verdict == expected, (pl.kind, pl.fields, res.verdict, res.reason,
                                 res.witness and res.witness.reason)
    if verdict == "holds":
        return
    w = res.witness
    where = tuple(w.position)
    if pl.bad is not None:
        assert where == pl.bad[0], (pl.kind, pl.fields, where, pl.bad[:5], w.reason)
    else:
        assert game.listed(where) == pl.fields["position"]
    out = T.out[pl.misere]
    if pl.kind == "p-rule":
        assert w.true == out[where]
        rule_says_p = out[where] != "P"
        if rule_says_p:
            assert w.claimed == "P"
        else:
            # outside the rule: N or D -- never "N" on a game with draws
            assert w.claimed == ("not P" if game.has_draws[pl.misere] else "N"), w.claimed
    elif pl.kind == "grundy":
        assert w.true == (T.g[where] if T.g[where] is not None else "undefined")
        if T.g[where] is None:
            assert "no Grundy value" in w.reason
    elif pl.kind == "winning-move" and w.to_true is not None:
        assert w.to_true == out[tuple(w.to)]
    elif pl.kind == "p-positions":
        assert w.true == out[where]
    elif pl.kind == "outcome":
        assert w.true == out[where]
    elif pl.kind == "grundy-value":
        assert w.true == (T.g[where] if T.g[where] is not None else "undefined")
    elif pl.kind == "move-wins":
        assert w.to_true in (None, out.get(game.canonical(pl.fields["to"])))
    elif pl.kind == "answer-at":
        assert w.true == T.answer(where, pl.misere)
    elif pl.kind == "reachable-count":
        assert w.true == len(reachable(lambda q: game.opts[q], where))


def check_planted(folder: Path, game: Game, planted: list[Planted], how: str, workers: bool = True) -> None:
    path = write_claims(folder, game, planted, how)
    claims = gc.load_claims(path)
    assert len(claims) == len(planted)
    for c, pl in zip(claims, planted):
        res = gc.check(c)
        assert_right(game, pl, res)
        if workers:
            par = gc.check(c, workers=2)
            assert par.verdict == res.verdict
            assert (par.witness and par.witness.to_json()) == (res.witness and res.witness.to_json())


# -- the games of the README and of the issue -------------------------------------------------------

ISSUE_MOVES = {0: [], 1: [0], 2: [3], 3: [2], 4: [1], 5: [4], 6: [2], 7: [7], 8: [8, 4]}


def issue_game() -> Game:
    return general_game({(n,): [(m,) for m in ms] for n, ms in ISSUE_MOVES.items()}, 1, 8, ("n",))


README_EDGES = {("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e"), ("f", "a"), ("f", "e")}


def readme_graph(tokens: int) -> Game:
    names = "abcdef"
    return graph_game(6, {(names.index(a), names.index(b)) for a, b in README_EDGES}, tokens)


def nim_plus_graph(heap: int, n_vertices: int, edges: set[tuple[int, int]]) -> Game:
    """The disjunctive sum of one Nim heap (0..heap) and a token on a graph."""
    g = graph_game(n_vertices, edges, 1)
    positions = list(itertools.product(range(heap + 1), range(n_vertices)))
    opts = {(h, v): sorted({(t, v) for t in range(h)} | {(h, w) for (w,) in g.opts[(v,)]}) for h, v in positions}
    number = {(h, v): h * n_vertices + v for h, v in positions}

    def fields(folder: Path, how: str) -> tuple[str, str | None]:
        name = _fresh("graph", "txt")
        (folder / name).write_text(f"{n_vertices - 1}\n" + "".join(f"{a} {b}\n" for a, b in sorted(edges)),
                                   encoding="utf-8")
        spec = f"sum(nim(heaps=1), graph(file={_q(name)}, heaps=1))"
        return f"ruleset = {_q(spec)}\n", None

    return Game(2, positions, opts, f"{n_vertices} * x1 + x2", number, [heap, n_vertices - 1], fields, ("sum",))


def chase_game() -> Game:
    """A counter a going round a cycle of 4 and a counter b that may go down when a is even;
    the game ends at (0, 0)."""
    succ = {}
    for a, b in itertools.product(range(4), repeat=2):
        succ[(a, b)] = [] if (a, b) == (0, 0) else [((a + 1) % 4, b)] + ([(a, b - 1)] if b > 0 and a % 2 == 0 else [])
    return general_game(succ, 2, 3, ("a", "b"))


def test_the_issue_example_holds(tmp_path, monkeypatch):
    """The claim of the issue: the P-positions of the loopy game are exactly n = 0 and n = 4
    (worked by hand: 1 -> 0 is N, 4 -> 1 only is P, 5 and 8 reach 4, the rest cycle)."""
    monkeypatch.chdir(tmp_path)
    game = issue_game()
    assert {p for p, o in game.truth.out[False].items() if o == "P"} == {(0,), (4,)}
    assert {p for p, o in game.truth.out[False].items() if o == "D"} == {(2,), (3,), (6,), (7,)}
    (tmp_path / "loopy.toml").write_text("""
[[claim]]
id = "loopy-p"
statement = "x"
kind = "p-rule"
bound = 8
rule = "n == 0 or n == 4"
[claim.game]
position = ["n"]
moves = "[(0,)] if n == 1 else [(3,)] if n == 2 else [(2,)] if n == 3 else [(1,)] if n == 4 else [(4,)] if n == 5 else [(2,)] if n == 6 else [(7,)] if n == 7 else [(8,), (4,)] if n == 8 else []"

[[claim]]
id = "loopy-p-where"
statement = "x"
kind = "p-rule"
bound = 8
rule = "n == 0 or n == 4"
where = "n >= 0"
[claim.game]
position = ["n"]
moves = "[(0,)] if n == 1 else [(3,)] if n == 2 else [(2,)] if n == 3 else [(1,)] if n == 4 else [(4,)] if n == 5 else [(2,)] if n == 6 else [(7,)] if n == 7 else [(8,), (4,)] if n == 8 else []"

[[claim]]
id = "loopy-p-only-0"
statement = "x"
kind = "p-rule"
bound = 8
rule = "n == 0"
[claim.game]
position = ["n"]
moves = "[(0,)] if n == 1 else [(3,)] if n == 2 else [(2,)] if n == 3 else [(1,)] if n == 4 else [(4,)] if n == 5 else [(2,)] if n == 6 else [(7,)] if n == 7 else [(8,), (4,)] if n == 8 else []"
""", encoding="utf-8")
    claims = gc.load_claims(tmp_path / "loopy.toml")
    for c in claims[:2]:
        for res in (gc.check(c), gc.check(c, workers=2)):
            assert res.verdict == "holds", res.witness
    res = gc.check(claims[2])
    assert res.verdict == "refuted"
    assert res.witness.position == [4] and res.witness.true == "P" and res.witness.claimed == "not P"


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("how", ["inline", "file"])
def test_every_kind_on_the_issue_game(tmp_path, monkeypatch, how, misere):
    monkeypatch.chdir(tmp_path)
    game = issue_game()
    rng = random.Random(f"issue-{how}-{misere}")
    planted = [plant(game, kind, rng, falsify, misere, use_where)
               for kind in KINDS for falsify in (False, True) for use_where in (False, True)]
    assert any(p.holds for p in planted) and any(not p.holds for p in planted)
    check_planted(tmp_path, game, planted, how)


@pytest.mark.parametrize("tokens", [1, 2])
@pytest.mark.parametrize("misere", [False, True])
def test_every_kind_on_the_readme_graph(tmp_path, monkeypatch, tokens, misere):
    monkeypatch.chdir(tmp_path)
    game = readme_graph(tokens)
    # the README's figures: f is N (f -> e wins), a is a draw
    if tokens == 1:
        assert game.truth.out[False][(5,)] == "N" and game.truth.out[False][(0,)] == "D"
    rng = random.Random(f"graph-{tokens}-{misere}")
    planted = [plant(game, kind, rng, falsify, misere, use_where)
               for kind in KINDS for falsify in (False, True) for use_where in (False, True)]
    check_planted(tmp_path, game, planted, "graph")


@pytest.mark.parametrize("how", ["inline", "file"])
def test_every_kind_on_a_two_part_loopy_game(tmp_path, monkeypatch, how):
    monkeypatch.chdir(tmp_path)
    game = chase_game()
    assert game.has_draws[False] and game.has_draws[True]
    assert {"P", "N"} <= set(game.truth.out[False].values()) and {"P", "N"} <= set(game.truth.out[True].values())
    rng = random.Random(f"chase-{how}")
    planted = [plant(game, kind, rng, falsify, misere, use_where)
               for kind in KINDS for falsify in (False, True) for misere in (False, True)
               for use_where in (False, True)]
    check_planted(tmp_path, game, planted, how)


@pytest.mark.parametrize("misere", [False, True])
def test_every_kind_on_a_sum_of_nim_and_a_loopy_graph(tmp_path, monkeypatch, misere):
    """sum(nim, graph(...)): a ruleset with a loopy component has no potential either."""
    monkeypatch.chdir(tmp_path)
    names = "abcdef"
    game = nim_plus_graph(2, 6, {(names.index(a), names.index(b)) for a, b in README_EDGES})
    assert game.has_draws[False]  # (in misère play this sum happens to have no draw)
    rng = random.Random(f"sum-{misere}")
    planted = [plant(game, kind, rng, falsify, misere, use_where)
               for kind in KINDS for falsify in (False, True) for use_where in (False, True)]
    check_planted(tmp_path, game, planted, "sum")


def test_a_misere_wrapper_of_a_loopy_graph(tmp_path, monkeypatch):
    """misere(graph(...)) in normal play is misère play: the kinds that depend on the play."""
    monkeypatch.chdir(tmp_path)
    names = "abcdef"
    edges = {(names.index(a), names.index(b)) for a, b in README_EDGES} | {(4, 5)}
    base = graph_game(6, edges, 2)

    def fields(folder: Path, how: str) -> tuple[str, str | None]:
        line, _ = base.game_fields(folder, how)
        return line.replace('ruleset = "graph(', 'ruleset = "misere(graph(').replace(')"\n', '))"\n', 1), None

    game = Game(base.k, base.positions, base.opts, base.idx_text, base.index, base.bound, fields, ("misere",))
    assert game.has_draws[True]
    rng = random.Random("misere-wrapper")
    planted = []
    for kind in ("p-rule", "winning-move", "outcome", "move-wins", "winning-moves", "p-positions", "answer",
                 "answer-at"):
        for falsify in (False, True):
            for use_where in (False, True):
                pl = plant(game, kind, rng, falsify, True, use_where)
                pl.fields.pop("play")
                planted.append(pl)
    check_planted(tmp_path, game, planted, "misere")


@pytest.mark.parametrize("engine", ["compact", "networkx"])
def test_the_engines_agree_on_a_loopy_game(tmp_path, monkeypatch, engine):
    """The verdicts do not depend on the labelling engine."""
    monkeypatch.chdir(tmp_path)
    game = chase_game()
    rng = random.Random(f"engine-{engine}")
    planted = [plant(game, kind, rng, falsify, misere, False)
               for kind in ("p-rule", "grundy", "winning-move", "p-positions", "label-identity", "answer")
               for falsify in (False, True) for misere in (False, True)]
    claims = gc.load_claims(write_claims(tmp_path, game, planted, "file"))
    for c, pl in zip(claims, planted):
        assert_right(game, pl, gc.check(c, engine=engine))


def test_a_grundy_claim_is_refuted_where_no_grundy_value_exists(tmp_path, monkeypatch):
    """-1 is the label of "no Grundy value"; a rule giving -1 there must not match it."""
    monkeypatch.chdir(tmp_path)
    game = issue_game()
    planted = Planted("grundy", {"kind": "grundy", "where": "n in (2, 3)", "rule": "-1"},
                      bad=[(2,), (3,)])
    check_planted(tmp_path, game, [planted], "inline")
    path = write_claims(tmp_path, game, [planted], "inline")
    res = gc.check(gc.load_claims(path)[0])
    assert res.witness.condition == "no grundy value" and res.witness.true == "undefined"


def test_gamecheck_prove_never_proves_on_a_loopy_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = issue_game()
    rng = random.Random("prove")
    planted = [plant(game, kind, rng, falsify, False, False)
               for kind in ("p-rule", "grundy", "no-move", "some-move") for falsify in (False, True)]
    planted.append(Planted("winning-move", {"kind": "winning-move", "move": "(0,)", "p_rule": "n in (0, 4)"},
                           bad=[]))
    path = write_claims(tmp_path, game, planted, "inline")
    for c in gc.load_claims(path):
        res = gc.prove(c, bits=4, timeout=5)
        assert res.verdict == "inconclusive", (c.id, res.verdict, res.reason)


# -- hypothesis: random loopy games and graphs -------------------------------------------------------

@st.composite
def loopy_games(draw) -> Game:
    k = draw(st.sampled_from([1, 1, 2]))
    bound = draw(st.integers(1, 6)) if k == 1 else draw(st.integers(1, 2))
    positions = list(itertools.product(range(bound + 1), repeat=k))
    density = draw(st.sampled_from([0.15, 0.3, 0.5]))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = random.Random(seed)
    succ = {p: [q for q in positions if rng.random() < density] for p in positions}
    names = ("n",) if k == 1 else ("a", "b")
    return general_game(succ, k, bound, names)


@st.composite
def graphs(draw) -> Game:
    tokens = draw(st.sampled_from([1, 1, 2]))
    n = draw(st.integers(2, 6 if tokens == 1 else 4))
    all_edges = [(a, b) for a in range(n) for b in range(n)]
    edges = draw(st.sets(st.sampled_from(all_edges), max_size=2 * n))
    return graph_game(n, set(edges), tokens)


def _random_claims(game: Game, seed: int, count: int) -> list[Planted]:
    rng = random.Random(seed)
    return [plant(game, rng.choice(KINDS), rng, rng.random() < 0.5, rng.random() < 0.4, rng.random() < 0.4)
            for _ in range(count)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=loopy_games(), seed=st.integers(0, 2**32 - 1), how=st.sampled_from(["inline", "file"]))
def test_random_loopy_game_files(tmp_path, monkeypatch, game, seed, how):
    monkeypatch.chdir(tmp_path)
    check_planted(tmp_path, game, _random_claims(game, seed, 8), how)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=graphs(), seed=st.integers(0, 2**32 - 1))
def test_random_graphs(tmp_path, monkeypatch, game, seed):
    monkeypatch.chdir(tmp_path)
    check_planted(tmp_path, game, _random_claims(game, seed, 8), "graph")
