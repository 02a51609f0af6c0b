"""Strategy search (issue 37, point 2): a P-rule without a strategy is proved through a winning
move the prover finds (quantifier-free), else through the quantified query as before. The found
moves are checked here against an independent brute force (tests/bruteforce.py)."""

from __future__ import annotations

import pytest

import bruteforce as bf
import gamecheck as gc
from gamecheck.claims import Claim
from gamecheck.games import make_ruleset
from gamecheck.prover import prove as prove_mod
from gamecheck.prover.strategies import StrategyCandidate, candidates, find_strategy


def p_rule(ruleset: str, params: dict, rule: str, **kw) -> Claim:
    return Claim(id="s", statement="a P-rule", kind="p-rule", ruleset=ruleset, params=params, rule=rule, **kw)


def _bouton_move(pos):
    """Bouton's move as the candidate's text says, in plain Python (the first heap the nim-sum reduces)."""
    s = 0
    for h in pos:
        s ^= h
    i = min(j if (pos[j] ^ s) < pos[j] else len(pos) - 1 for j in range(len(pos)))
    return pos[:i] + (pos[i] ^ s,) + pos[i + 1:]


def test_bouton_for_three_heaps_is_proved_through_the_move_the_search_finds():
    claim = p_rule("nim", {"heaps": 3}, "xor(heaps) == 0")
    found = find_strategy(claim, make_ruleset("nim", {"heaps": 3}), 8)
    assert found and found[0].name.startswith("Bouton")
    # the candidate is Bouton's move: from every N-position it reaches a P-position (brute force)
    game = bf.nim(3)
    assert not bf.strategy_failures(game, 7, lambda p: p[0] ^ p[1] ^ p[2] == 0, _bouton_move)
    res = gc.prove(claim, bits=8)
    assert res.verdict == "proved" and "strategy found by search" in res.method, (res.method, res.reason)
    assert "Bouton's move" in res.reason
    names = [q.name for q in res.queries]
    assert "found strategy moves from N to P" in names
    assert not any("quantified" in n for n in names)


def test_a_false_rule_finds_no_strategy_and_is_refuted():
    claim = p_rule("nim", {"heaps": 2}, "x1 % 2 == x2 % 2")
    assert find_strategy(claim, make_ruleset("nim", {"heaps": 2}), 5) == []
    assert gc.prove(claim, bits=5).verdict == "refuted"
    assert bf.p_rule_failures(bf.nim(2), 31, lambda p: p[0] % 2 == p[1] % 2)  # false, by brute force


def test_the_winning_takes_by_residue_are_read_off_the_labels():
    claim = p_rule("subtraction", {"set": [1, 3, 4]}, "n % 7 in (0, 2)")
    rs = make_ruleset("subtraction", {"set": [1, 3, 4]})
    table = [c for c in candidates(claim, rs) if c.name.startswith("the winning takes by residue mod 7")]
    assert table, [c.name for c in candidates(claim, rs)]
    takes = eval(table[0].text.split("[n % 7]")[0].split("(n - ", 1)[1])  # noqa: S307 - the test reads its own tuple
    game = bf.subtraction([1, 3, 4])
    for n in range(200):  # the table's take wins at every N-position, by brute force
        if not game.is_p((n,)):
            assert game.is_p((n - takes[n % 7],)) and takes[n % 7] in (1, 3, 4), n
    assert table[0] in find_strategy(claim, rs, 8)


def test_a_found_strategy_that_fails_is_dropped_never_a_refutation(monkeypatch):
    """A found strategy is a hypothesis: one that fails in the solver (here a planted wrong move)
    is skipped, and the claim is proved by the next one or by the quantified query."""
    wrong = StrategyCandidate("a planted wrong move", "(x1, x2)")  # moves nowhere: never an option
    monkeypatch.setattr(prove_mod, "find_strategy", lambda claim, ruleset, bits: [wrong])
    res = gc.prove(p_rule("nim", {"heaps": 2}, "x1 == x2"), bits=4)
    assert res.verdict == "proved", res.reason
    assert "quantified" in res.method
    names = [q.name for q in res.queries]
    assert "found strategy moves from N to P" in names and "some move from N to P (quantified)" in names


@pytest.mark.parametrize("rule", ["min(x1, x2) == (d * 8) // 5"])
def test_no_candidate_is_kept_where_none_wins(rule):
    claim = p_rule("wythoff", {}, rule, let={"d": "abs(x1 - x2)"})
    assert find_strategy(claim, make_ruleset("wythoff", {}), 4) == []


def test_a_some_move_claim_without_a_strategy_is_proved_through_a_found_one():
    """002.balanced.rebalance's shape: from every position of nim-sum != 0 some move reaches
    nim-sum 0 (Bouton). Inconclusive before ("needs a strategy"); the search finds Bouton's move."""
    claim = Claim(id="r", statement="rebalance", kind="some-move", ruleset="nim", params={"heaps": 4},
                  rule="xor(heaps) != 0", target="xor(heaps) == 0", bound=5)
    assert not bf.some_move_failures(bf.nim(4), 5, lambda p: p[0] ^ p[1] ^ p[2] ^ p[3] != 0,
                                     lambda p: p[0] ^ p[1] ^ p[2] ^ p[3] == 0)  # true, by brute force
    res = gc.prove(claim, bits=8)
    assert res.verdict == "proved" and "Bouton's move" in res.reason, res.reason
    assert "the found strategy moves from A to B" in [q.name for q in res.queries]
    # a false one: no candidate survives the screen, and nothing is proved
    wrong = Claim(id="w", statement="s", kind="some-move", ruleset="nim", params={"heaps": 2}, rule="x1 != x2",
                  target="x1 == x2 + 1", bound=5)
    assert bf.some_move_failures(bf.nim(2), 5, lambda p: p[0] != p[1], lambda p: p[0] == p[1] + 1)
    assert gc.prove(wrong, bits=4).verdict != "proved"
