"""Listing the options of one huge position is refused before memory is spent (issue 27: a
hostile ``Game.options((344908328,))`` grew the test process to 24 GB).

``Ruleset.option_bound`` must never be below the true count: checked against the listed
options on random octal and hexadecimal codes, the named take-and-break games and Nim."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.games import make_ruleset


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 15), min_size=1, max_size=5), st.integers(0, 40))
def test_the_bound_of_a_heap_is_never_below_its_options(digits, n):
    code = f"{digits[0]:X}." + "".join(f"{d:X}" for d in digits[1:]) if len(digits) > 1 else f"0.{digits[0]:X}"
    try:
        r = make_ruleset(f'octal(code="{code}")', {})
    except gc.UsageError:
        return  # a code the parser refuses (e.g. no move at all)
    assert len(r.heap_options(n)) <= r.heap_option_bound(n)


@pytest.mark.parametrize("spec", ["kayles", "dawson", "lasker", "grundy", "take-half", "subtraction(set=[1, 3, 4])",
                                  "all-but(set=[1, 2])"])
def test_named_heap_games(spec):
    try:
        r = make_ruleset(spec, {})
    except gc.UsageError:
        pytest.skip(f"{spec} is spelled differently here")
    for n in range(60):
        assert len(r.heap_options(n)) <= r.heap_option_bound(n), (spec, n)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 30), min_size=1, max_size=4))
def test_nim(position):
    g = gc.game("nim")
    assert len(g.options(tuple(position))) == sum(position) == g.ruleset.option_bound(tuple(position))


def test_a_huge_position_is_refused_with_the_count(monkeypatch):
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", str(2 * 2**30))
    with pytest.raises(gc.ResourceLimitError, match="344,908,328 options"):
        gc.game("nim", heaps=1).options((344908328,))
    assert len(gc.game("nim").options((3, 4))) == 7  # a small one is listed as before
