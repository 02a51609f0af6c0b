"""Claims that hold by the definitions of the labels are shown apart (issue 36, point 5): found by
their text (labels only) and by checking them on a family of other games; a claim with content is
never so marked, and the catalogue's marks agree with the finding."""

from __future__ import annotations

import json
import subprocess
import sys

import gamecheck as gc
from gamecheck.checker.definitions import FAMILY, generality, label_only
from gamecheck.checker.serial import check_claim


def claim(rule: str, **kw) -> gc.Claim:
    base = dict(id="x", kind="label-identity", ruleset="subtraction", params={"set": [1]}, bound=30, rule=rule)
    base.update(kw)
    return gc.Claim(**base)


def test_a_definition_is_found_and_asked_to_be_marked():
    r = check_claim(claim("P == (g == 0)"))
    assert r.verdict == "holds" and r.definition.startswith("it holds for every game tried")
    assert 'mark it role = "definition"' in r.reason
    marked = check_claim(claim("P == (g == 0)", role="definition"))
    assert marked.definition and "mark it" not in marked.reason and "marked a definition" not in marked.reason


def test_misere_labels_and_misere_play():
    # in misère play a terminal position is an N-position (the player to move has no move, so the
    # opponent made the last move and lost), in every game: MP is false there
    r = check_claim(claim("not terminal or not MP"))
    assert r.verdict == "holds" and r.definition
    assert check_claim(claim("not terminal or MP")).verdict == "refuted"
    # the labels are those of both plays at once: a misère play label-identity is refused, not read
    # as if P meant misère P
    import pytest
    with pytest.raises(gc.ClaimError, match="normal-play outcomes, whatever the play"):
        claim("not terminal or P", play="misere").validate()
    claim("not terminal or not MP", play="misere").validate()  # MP is the misère label: accepted


def test_a_claim_with_content_is_never_marked():
    # subtraction {1}: the Grundy values alternate 0, 1 (hand-checked), so "g <= 1" holds there;
    # in Nim a heap of 2 has value 2 (mex{0, 1}): the claim speaks of its game
    r = check_claim(claim("g <= 1"))
    assert r.verdict == "holds" and r.definition == ""
    g = generality(claim("g <= 1"), check_claim)
    assert g is not None and not g.every_game and g.counter.startswith("nim(heaps=1) at [2]")
    wrong = check_claim(claim("g <= 1", role="definition"))
    assert wrong.definition == "" and "marked a definition, but it says something of its game" in wrong.reason


def test_text_naming_the_position_or_parameters_is_not_label_only():
    assert label_only(claim("P == (g == 0)"))
    assert not label_only(claim("P == (n % 2 == 0)"))
    assert not label_only(gc.Claim(id="b", kind="p-rule", ruleset="bash", params={"m": 3}, bound=20, rule="n % (m + 1) == 0"))
    assert len(FAMILY) >= 5


def test_the_summary_line_counts_them_apart(tmp_path):
    (tmp_path / "c.toml").write_text("""
[[claim]]
id = "def"
statement = "zero value loses"
ruleset = "nim"
params = { heaps = 2 }
kind = "label-identity"
bound = 6
rule = "P == (g == 0)"
role = "definition"

[[claim]]
id = "bouton"
statement = "xor"
ruleset = "nim"
params = { heaps = 2 }
kind = "p-rule"
bound = 6
rule = "xor(heaps) == 0"
""", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "gamecheck", "check", "c.toml"], capture_output=True, text=True,
                       cwd=tmp_path, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "2 hold (of which 1 by definition: they hold for every game)" in r.stdout
    js = json.loads(subprocess.run([sys.executable, "-m", "gamecheck", "check", "c.toml", "--json"],
                                   capture_output=True, text=True, cwd=tmp_path, timeout=300).stdout)
    by = {x["id"]: x for x in js}
    assert by["def"]["definition"] and by["bouton"]["definition"] is None
