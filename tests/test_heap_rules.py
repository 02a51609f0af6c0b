"""A heap ruleset gets its moves from ``takes`` or ``_heap_options``; one defining neither is
refused when it is built, not when a move is first asked for."""

from __future__ import annotations

import pytest

from gamecheck.games.heap import HeapRules
from gamecheck.games.subtraction import SubtractionGame


def test_a_heap_ruleset_without_moves_is_refused_when_built():
    class NoMoves(HeapRules):
        title = "no moves"

        def explore_args(self):
            return []

    with pytest.raises(TypeError, match="neither takes"):
        NoMoves()


def test_takes_give_the_options():
    # S = {1, 3}: from 4 the options leave 3 or 1 counters (by hand)
    assert SubtractionGame((1, 3)).heap_options(4) == [(3,), (1,)]
