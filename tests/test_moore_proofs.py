"""Moore's Nim_k in the audit (issue 37, point 4): core.moore-1..3 are proved at 8 bits or more.

None of the three claims names a winning move; the strategy search (gamecheck/prover/strategies.py)
finds one, which makes the third certificate condition quantifier-free: Bouton's move for
core.moore-1 (Nim_1 is Nim), and Moore's move for at most k + 1 heaps for core.moore-2 (every heap
to the smallest) and core.moore-3 (empty every heap). The P-positions and the moves are compared
here with a brute force written in this file (a memoised recursion over the moves of Nim_k), not
with gamecheck's own game code.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools

import pytest

import gamecheck as gc
from gamecheck.catalog import load_catalogue_file
from gamecheck.games import make_ruleset
from gamecheck.lang import expr as rexpr
from gamecheck.lang.env import bind_lets, needed_lets, position_env
from gamecheck.prover.strategies import candidates, find_strategy

HEAPS = 3
#: the brute force labels every position with each heap 0..TOP
TOP = 15
IDS = ("core.moore-1", "core.moore-2", "core.moore-3")


def catalogue_claim(cid: str) -> gc.Claim:
    """The bundled claim ``cid`` of core.toml."""
    return next(c for c in load_catalogue_file("core") if c.id == cid)


# -- the brute force (independent of gamecheck's rulesets) ------------------------------------

def nim_k_options(pos: tuple[int, ...], k: int):
    """Every option of ``pos`` in Nim_k (a generator, possibly with repeats): take a positive
    amount from each of 1..k heaps; the larger takes first (a P-option is then met sooner)."""
    for size in range(min(k, len(pos)), 0, -1):
        for chosen in itertools.combinations(range(len(pos)), size):
            for takes in itertools.product(*(range(pos[i], 0, -1) for i in chosen)):
                new = list(pos)
                for i, t in zip(chosen, takes):
                    new[i] -= t
                yield tuple(new)


@functools.lru_cache(maxsize=None)
def brute_is_p(pos: tuple[int, ...], k: int) -> bool:
    """P-position of Nim_k (normal play): no option is a P-position (memoised recursion)."""
    return not any(brute_is_p(o, k) for o in nim_k_options(pos, k))


def is_nim_k_move(x: tuple[int, ...], y: tuple[int, ...], k: int) -> bool:
    """``y`` is an option of ``x`` in Nim_k, read off the two positions (no enumeration)."""
    changed = [i for i in range(len(x)) if y[i] != x[i]]
    return all(0 <= b <= a for a, b in zip(x, y)) and 1 <= len(changed) <= k


def moore_columns_rule(pos: tuple[int, ...], k: int) -> bool:
    """Moore's statement in plain Python: every binary column's digit sum is divisible by k + 1."""
    return all(sum((h >> b) & 1 for h in pos) % (k + 1) == 0 for b in range(max(pos, default=0).bit_length()))


def box() -> list[tuple[int, ...]]:
    """Every position of 3 heaps, each 0..TOP."""
    return list(itertools.product(range(TOP + 1), repeat=HEAPS))


# -- the claims' texts as gamecheck evaluates them ----------------------------------------------

@functools.lru_cache(maxsize=None)
def parsed(text: str) -> rexpr.Expr:
    """``text`` parsed by gamecheck's rule parser (once)."""
    return rexpr.parse(text)


def evaluate(claim: gc.Claim, text: str, pos: tuple[int, ...]):
    """``text`` at ``pos`` by gamecheck's rule evaluator, with the claim's ``let`` helpers."""
    ruleset = make_ruleset(claim.ruleset, claim.params)
    env = bind_lets(position_env(ruleset, list(pos)), needed_lets(claim.let, [text]),
                    lambda name, e: parsed(claim.let[name]).evaluate(e))
    return parsed(text).evaluate(env)


# -- the brute force itself, and Moore's theorem at small heaps --------------------------------

def test_the_brute_force_agrees_with_hand_counts():
    # Nim_1 is Nim: (1, 2, 3) is P, (1, 2, 2) is N; Nim_2 on 3 heaps: equal heaps are P;
    # Nim_3 on 3 heaps: (1, 1, 1) is N (take all three)
    assert brute_is_p((1, 2, 3), 1) and not brute_is_p((1, 2, 2), 1)
    assert brute_is_p((5, 5, 5), 2) and not brute_is_p((5, 5, 4), 2) and not brute_is_p((1, 2, 3), 2)
    assert brute_is_p((0, 0, 0), 3) and not brute_is_p((1, 1, 1), 3)
    assert set(nim_k_options((2, 1, 0), 2)) == {(1, 1, 0), (0, 1, 0), (2, 0, 0), (1, 0, 0), (0, 0, 0)}
    # the move test used below agrees with the enumeration on a small box
    for k in (1, 2, 3):
        for x in itertools.product(range(4), repeat=HEAPS):
            opts = set(nim_k_options(x, k))
            assert all(is_nim_k_move(x, y, k) == (y in opts) for y in itertools.product(range(4), repeat=HEAPS))


@pytest.mark.parametrize("k", [1, 2, 3])
def test_p_positions_up_to_15_match_the_brute_force(k):
    """Moore's theorem, gamecheck's labels and the claim's rule, each against the brute force
    at every position with heaps 0..15."""
    claim = catalogue_claim(f"core.moore-{k}")
    assert claim.params == {"k": k, "heaps": HEAPS}
    positions = box()
    truth = {p: brute_is_p(p, k) for p in positions}
    # the counts, independently: Nim's nim-sum-0 triples, the 16 equal triples, (0, 0, 0) alone
    assert sum(truth.values()) == {1: 256, 2: 16, 3: 1}[k]
    assert all(moore_columns_rule(p, k) == truth[p] for p in positions)
    labels = gc.label(gc.game("moore", k=k, heaps=HEAPS), bound=TOP)
    got = {tuple(int(v) for v in row): o == "P" for row, o in zip(labels.positions, labels.outcome)}
    assert got == truth
    # the claim's rule by gamecheck's evaluator (1 ms a position: heaps 0..7 here; the check at
    # bound 15 below compares it with the labels, which match the brute force above)
    assert all(evaluate(claim, claim.rule, p) == truth[p] for p in positions if max(p) <= 7)


def moore_candidates(k: int, heaps: int, rule: str = "x1 == 0") -> list:
    """The grammar's Moore moves for a P-rule claim about Nim_k with ``heaps`` heaps."""
    claim = gc.Claim(id="t", statement="t", kind="p-rule", ruleset="moore", params={"k": k, "heaps": heaps}, rule=rule)
    return [c for c in candidates(claim, make_ruleset("moore", {"k": k, "heaps": heaps})) if c.name.startswith("Moore")]


@pytest.mark.parametrize("k, heaps", [(1, 1), (1, 2), (2, 1), (2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 4), (4, 5)])
def test_moores_move_is_proposed_for_at_most_k_plus_1_heaps_and_wins(k, heaps):
    """The grammar's Moore move, as gamecheck evaluates its text, wins from every N-position of a
    small box (brute force), for every Nim_k with at most k + 1 heaps tried here."""
    found = moore_candidates(k, heaps)
    assert len(found) == 1, found
    cand = found[0]
    claim = cand.applied_to(gc.Claim(id="t", statement="t", kind="p-rule", ruleset="moore",
                                     params={"k": k, "heaps": heaps}, rule="x1 == 0"))
    top = {1: 12, 2: 9, 3: 6, 4: 3, 5: 2}[heaps]
    for p in itertools.product(range(top + 1), repeat=heaps):
        if brute_is_p(p, k):
            continue
        t = tuple(evaluate(claim, cand.text, p))
        assert is_nim_k_move(p, t, k) and brute_is_p(t, k), (p, t)


@pytest.mark.parametrize("k, heaps", [(1, 3), (1, 4), (2, 4), (2, 5), (3, 5)])
def test_no_moores_move_for_more_than_k_plus_1_heaps(k, heaps):
    assert moore_candidates(k, heaps) == []
    # there a P-position may have unequal heaps (brute force), so neither "all to the smallest"
    # nor "empty everything" could be the winning move: Nim's (1, 2, 3), Nim_2's (1, 1, 1, 0)
    assert any(brute_is_p(p, k) and len(set(p)) > 1 for p in itertools.product(range(4), repeat=heaps))


def test_no_moores_move_for_another_ruleset():
    claim = gc.Claim(id="t", statement="t", kind="p-rule", ruleset="nim", params={"heaps": 2}, rule="x1 == x2")
    assert not [c for c in candidates(claim, make_ruleset("nim", {"heaps": 2})) if c.name.startswith("Moore")]


@pytest.mark.parametrize("k, expect", [(1, "Bouton's move"), (2, "Moore's move for k + 1 heaps"),
                                       (3, "Moore's move for at most k heaps")])
def test_the_search_finds_the_move_and_it_wins_up_to_15(k, expect):
    claim = catalogue_claim(f"core.moore-{k}")
    assert not claim.strategy  # the claims state P-positions only
    found = find_strategy(claim, make_ruleset(claim.ruleset, claim.params), claim.prove_bits)
    assert [c.name for c in found if c.name.startswith(expect)], [c.name for c in found]
    cand = next(c for c in found if c.name.startswith(expect))
    sclaim = cand.applied_to(claim)
    for p in box():
        if brute_is_p(p, k):
            continue
        t = tuple(evaluate(sclaim, cand.text, p))
        assert is_nim_k_move(p, t, k) and brute_is_p(t, k), (p, t)


@pytest.mark.parametrize("cid", IDS)
def test_the_check_at_bound_15_holds(cid):
    claim = dataclasses.replace(catalogue_claim(cid), bound=TOP)
    assert gc.check(claim).verdict == "holds"


# -- the proofs at the claims' widths ------------------------------------------------------------

@pytest.mark.parametrize("cid", IDS)
def test_each_moore_claim_is_proved_at_its_width(cid):
    claim = catalogue_claim(cid)
    assert claim.prove_bits >= 8
    res = gc.prove(claim)
    assert res.verdict == "proved", res.reason
    assert res.bits == claim.prove_bits
    names = [q.name for q in res.queries]
    assert not any("quantified" in n for n in names), names
    assert "found strategy moves from N to P" in names and "strategy found by search" in res.method
    expect = {"core.moore-1": "Bouton's move", "core.moore-2": "Moore's move for k + 1 heaps",
              "core.moore-3": "Moore's move for at most k heaps"}[cid]
    assert expect in res.reason, res.reason


@pytest.mark.parametrize("cid, wrong, k", [
    # lowest column of the third heap cleared: fails where the smallest heap is odd, e.g. (1, 1, 2) -> (1, 1, 0)
    ("core.moore-2", "(min(heaps), min(heaps), min(heaps) - min(heaps) % 2)", 2),
    # lowest column of the third heap kept: no move at all where it is odd, e.g. (0, 0, 1)
    ("core.moore-3", "(0, 0, x3 % 2)", 3),
])
def test_a_planted_wrong_strategy_is_refuted_with_a_witness(cid, wrong, k):
    """A claim that names a wrong move (Moore's move one column off) is refuted at width."""
    claim = dataclasses.replace(catalogue_claim(cid), id=cid + ".planted", strategy=wrong)
    res = gc.prove(claim)
    assert res.verdict == "refuted", res.reason
    w = res.witness
    assert w is not None and w.condition == "strategy fails"
    x = tuple(w.position)
    assert max(x) < 2**claim.prove_bits
    # the witness is an N-position at which the planted move does not win (brute force, at
    # small heaps; the solvers minimise the witness, so it is small)
    assert max(x) <= TOP and not brute_is_p(x, k)
    t = tuple(evaluate(claim, wrong, x))
    assert not (is_nim_k_move(x, t, k) and brute_is_p(t, k)), (x, t)
    # the same planted strategy fails the exhaustive check too
    assert gc.check(dataclasses.replace(claim, bound=TOP)).verdict == "refuted"
