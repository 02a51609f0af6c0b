"""The CGSuite comparison benchmark (experiments/bench/cgsuite_bench.py, issue 38 point 5): its
reader of CGSuite's Scala test tables, its mapping of spawning codes to coin-turning games, and a
comparison on a snippet written here in CGSuite's table format (Kayles' first Grundy values, Winning
Ways ch. 4; Mock Turtles' odious numbers, OEIS A000069, with 1 + 19 + C(19, 2) = 191 moves of a head
at coin 20)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("cgsuite_bench", ROOT / "experiments" / "bench" / "cgsuite_bench.py")
bench = importlib.util.module_from_spec(_spec)
sys.modules["cgsuite_bench"] = bench
_spec.loader.exec_module(bench)  # type: ignore[union-attr]

SNIPPET = '''
  "game.heap" should "define TakeAndBreak properly" in {

    val instances = Seq(

      ("game.heap.Kayles", "0.77", "20", "[1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1]",
        "Periodicity(Period => 12, Preperiod => 71, Saltus => 0)",
        "[1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0]",
        "[0,1,2,3]"),

      ("game.heap.TakeAndBreak(\\"0.3F\\")", "0.3F", "38", "[1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11]", "Nothing",
        "[1,0,2,1,0,2,1,0,4,1,0,4,1,0,6,1,0,6,1,0,6]", "[0]")
    )
  }

  it should "define other heap games properly" in {

    val instances = Seq(
      // Mock Turtles
      ("game.heap.Spawning(\\"1-3\\")", "191", "[1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37,38]"),
      ("game.heap.Spawning(\\"3E\\")", "9", "[0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4]")
    )
  }
'''


def test_the_reader_takes_the_tuples_apart() -> None:
    blocks = bench.heap_instances(SNIPPET)
    assert list(blocks) == ["define TakeAndBreak properly", "define other heap games properly"]
    kayles, hexa = blocks["define TakeAndBreak properly"]
    assert kayles[:3] == ["game.heap.Kayles", "0.77", "20"] and len(kayles) == 7
    assert hexa[0] == 'game.heap.TakeAndBreak("0.3F")'
    assert [t[1] for t in blocks["define other heap games properly"]] == ["191", "9"]


def test_spawning_codes_map_to_the_turning_family() -> None:
    assert bench.spawning_rule("1-3") == {"turns": [1, 2, 3]}
    assert bench.spawning_rule("3") == {"turns": [3]}
    assert bench.spawning_rule("1+C") == {"consecutive": 1}
    assert bench.spawning_rule("1-3C(5)") == {"turns": [1, 2, 3], "span": 5}
    assert bench.spawning_rule("3E") == {"turns": [3], "spacing": "equal"}
    assert bench.spawning_rule("4FS") == {"turns": [4], "first": 1, "spacing": "symmetric"}
    assert bench.spawning_rule("1+S") == {"spacing": "symmetric"}
    assert bench.spawning_rule("1,2") == {"turns": [1, 2]}  # a list of elements with the same modifiers
    for code in ("2+", "2-3,6C", "1-3X"):
        assert isinstance(bench.spawning_rule(code), str)


def test_a_comparison_on_the_snippet() -> None:
    rows = bench.compare_heap_games(bench.heap_instances(SNIPPET))
    by = {r["cgsuite"]: r for r in rows}
    kayles = by["game.heap.Kayles"]
    assert kayles["status"] == "agrees", kayles
    checks = {c["what"]: c for c in kayles["checks"]}
    assert checks["periodicity check to heap 2000"]["gamecheck"] == \
        "Periodicity(Period => 12, Preperiod => 71, Saltus => 0) (certified)"
    assert by['game.heap.Spawning("1-3")']["status"] == "agrees"
    assert by['game.heap.Spawning("3E")']["status"] == "agrees"  # Turnips: equally spaced
    # 0.3F: CGSuite's check to 2000 reports no periodicity; gamecheck certifies an arithmetic one
    # (the automaton certificate of gamecheck.engine.hexcert)
    per = {c["what"]: c for c in by['game.heap.TakeAndBreak("0.3F")']["checks"]}["periodicity check to heap 2000"]
    assert per["status"] == "differs" and "Saltus => 3" in per["gamecheck"] and "(certified)" in per["gamecheck"]


def test_traversal_strings() -> None:
    assert bench._parse_traversal("8  1,7  2,6") == [(1, 7), (2, 6), (8,)]
    assert bench._parse_traversal("6  -") == [(), (6,)]
    assert bench._parse_traversal("") == []


MIRROR = Path("/work/.mirror/aaron-siegel+cgsuite/repo")


@pytest.mark.slow
@pytest.mark.skipif(not MIRROR.exists(), reason="no CGSuite checkout here (fetch github:aaron-siegel/cgsuite)")
def test_the_published_values_agree(tmp_path) -> None:
    """The whole benchmark on a real checkout: no row differs except the two periodicity checks where
    CGSuite reports none and gamecheck observes an arithmetic period."""
    text = bench.read_cgsuite(MIRROR, bench.HEAP_TEST)
    rows = bench.compare_heap_games(bench.heap_instances(text))
    differs = [(r["cgsuite"], c["what"]) for r in rows for c in r["checks"] if c["status"] == "differs"]
    assert all(what.startswith("periodicity") for _, what in differs), differs
