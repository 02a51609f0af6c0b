"""``auto`` labels a small domain with many options by the compact engine when its options
would not fit as arrays (a verdict, not an inconclusive resource limit)."""

from __future__ import annotations

import pytest

import gamecheck as gc
from gamecheck.claims import Claim
from gamecheck.engine.label import numba_available


@pytest.mark.skipif(not numba_available(), reason="needs numba")
def test_auto_falls_back_to_compact_when_the_options_do_not_fit(monkeypatch):
    # one-heap Nim to 3,000: 3,001 positions (below the compact threshold) but 4.5 million options
    c = Claim(id="t.one-heap", statement="One heap: P only at 0.", ruleset="nim", params={"heaps": 1}, bound=3000,
              kind="p-rule", rule="x1 == 0")
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", str(64 * 2**20))
    arrays = gc.check(c, engine="arrays")
    assert arrays.verdict == "inconclusive" and arrays.resource_limited
    auto = gc.check(c, engine="auto")
    assert auto.verdict == "holds" and auto.positions_checked == 3001
