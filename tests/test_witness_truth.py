"""A refutation found by the local conditions names the true outcome of its witness, even
where the checker's labels do not cover the witness (issue 27).

The oracles are independent of gamecheck: Bouton's nim-sum for Nim, and the brute-force
recursion of ``tests/bruteforce.py`` for a subtraction game."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.checker import serial
from gamecheck.errors import ResourceLimitError

import bruteforce as bf  # noqa: E402


def _claim(ruleset: str, params: dict, bound: int, rule: str) -> gc.Claim:
    return gc.Claim(id="t", kind="p-rule", statement="planted", ruleset=ruleset, params=params, bound=bound, rule=rule)


def test_the_issues_example_names_the_true_outcome():
    # three-heap Nim to 120, P claimed where the nim-sum is 0 or the heaps add up to 300
    r = gc.check(_claim("nim", {"heaps": 3}, 120, "xor(heaps) == 0 or x1 + x2 + x3 == 300"))
    w = r.witness
    assert r.verdict == "refuted" and w.claimed == "P"
    nim_sum = functools.reduce(lambda a, b: a ^ b, w.position)
    assert w.true == ("P" if nim_sum == 0 else "N") != "?"
    if w.to is not None:
        assert w.to_true == ("P" if functools.reduce(lambda a, b: a ^ b, w.to) == 0 else "N")
    assert "?" not in w.reason


def test_a_witness_beyond_enumeration_is_solved_by_the_sprague_grundy_theorem(monkeypatch):
    # enumeration refused (as on a domain too large to enumerate from one position): the
    # witness's truth then comes from the registered Sprague-Grundy solver
    def refuse(*args, **kwargs):
        raise ResourceLimitError("planted: too many positions")

    monkeypatch.setattr(serial, "analyse_position", refuse)
    game = bf.subtraction((1, 2, 3), 2)
    r = gc.check(_claim("subtraction", {"set": [1, 2, 3], "heaps": 2}, 30,
                        "(x1 % 4) == (x2 % 4) or x1 + x2 == 50"))
    w = r.witness
    assert r.verdict == "refuted"
    assert w.true == game.outcome(tuple(w.position), False)
    if w.to is not None and w.to_true is not None:
        assert w.to_true == game.outcome(tuple(w.to), False)


def test_a_box_reachable_set_too_many_moves_is_refused_at_once_with_the_count():
    # Wythoff from (300, 400): every (y1, y2) below is reachable, so the moves are counted
    # exactly before any is generated (the search used to run 18 s to the same refusal).
    # Independent count: from (y1, y2), y1 + y2 + min(y1, y2) moves.
    want = sum(a + b + min(a, b) for a in range(301) for b in range(401))
    with pytest.raises(gc.ResourceLimitError, match=f"the {want:,} moves reachable from"):
        gc.game("wythoff", misere=True).solve((300, 400))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 12), st.integers(0, 12), st.booleans())
def test_wythoff_and_nim_solved_on_their_box_agree_with_brute_force(a, b, misere):
    # the box below the position is their reachable set: labelled by vectorised moves, the
    # outcome and remoteness must be those of the brute-force recursion
    for name, game in (("wythoff", bf.wythoff()), ("nim", bf.nim(2))):
        s = gc.game(name, misere=misere).solve((a, b), method="enumeration")
        assert s.outcome == game.outcome((a, b), misere), (name, a, b, misere)
