"""``Ruleset.translation_count`` says, before listing, how many move vectors
``translations`` lists, so that a sum refuses too many before building any (it used to build
1.2 million move vectors, 16 s, to refuse them)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamecheck.errors import ResourceLimitError
from gamecheck.games import make_ruleset
from gamecheck.games.base import MAX_TRANSLATIONS

SPECS = ["nim(heaps=2)", "nim(heaps=3)", "wythoff", "moore(k=2, heaps=3)", "subtraction(set=[1, 3, 4], heaps=2)",
         "bash(m=3, heaps=2)", "sum(nim, subtraction(set=[2, 5]))", "sum(nim, wythoff)"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SPECS), st.lists(st.integers(0, 12), min_size=4, max_size=4))
def test_the_count_is_the_length_of_the_list(spec, raw):
    rs = make_ruleset(spec)
    bounds = raw[: rs.arity]
    listed = rs.translations(bounds)
    assert listed is not None
    assert rs.translation_count(bounds) == len(listed)


def test_a_sum_refuses_too_many_before_listing_any(monkeypatch):
    # the components are never asked to list theirs: the count comes first
    rs = make_ruleset("sum(nim, nim)")
    for comp in rs.components:
        monkeypatch.setattr(comp, "translations", lambda bounds: pytest.fail("listed before refusing"))
    with pytest.raises(ResourceLimitError, match=f"1,200,000 move vectors .* {MAX_TRANSLATIONS:,} allowed"):
        rs.translations([600_000, 600_000])
