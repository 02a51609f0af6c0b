"""A claim about one position is checked at one position (issue 16); the positions labelled
to decide it are counted apart."""

from __future__ import annotations

import gamecheck as gc
from gamecheck.claims import Claim


def test_an_outcome_claim_checks_one_position_and_labels_its_reachable_set():
    c = Claim(id="t.33", statement="(3, 3) is a P-position.", ruleset="nim", params={"heaps": 2}, kind="outcome",
              position=[3, 3], outcome="P")
    r = gc.check(c)
    assert r.verdict == "holds"
    assert r.positions_checked == 1
    assert r.positions_labelled == 16  # (a, b) with 0 <= a, b <= 3, counted by hand
    assert r.to_json()["positions_labelled"] == 16


def test_a_rule_claim_checks_its_whole_domain():
    c = Claim(id="t.rule", statement="x", ruleset="nim", params={"heaps": 2}, bound=5, kind="p-rule",
              rule="x1 == x2")
    r = gc.check(c)
    assert r.positions_checked == 36 and r.positions_labelled == 0
