"""Take-and-break games and the other heap rulesets as rulesets of the one game model:
solved and labelled by the engine, against an independent brute force written here from
the definition of octal codes (Winning Ways ch. 4), published sequences (OEIS A002186,
A002187) and the Sprague–Grundy theorem."""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.errors import UsageError
from gamecheck.games import make_ruleset
from gamecheck.games.heap import HeapRules
from gamecheck.games.takebreak import TakeAndBreak

KAYLES_0_20 = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]  # A002186
DAWSON_0_20 = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]  # 0.07, A002187
FAST = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def octal_moves(digits: tuple[int, ...], heaps: tuple[int, ...]) -> set[tuple[int, ...]]:
    """The options of a multiset of heaps (a sorted tuple of non-empty heaps) under an octal
    code, straight from the definition: digit d_k, bit 1 = take the whole heap of k, bit 2 =
    take k leaving one heap, bit 4 = leaving two, bit 8 = leaving three."""
    out = set()
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        for k, d in enumerate(digits):
            m = h - k
            if m < 0:
                continue
            splits = []
            if d & 1 and k > 0 and m == 0:
                splits.append(())
            if d & 2 and k > 0 and m > 0:
                splits.append((m,))
            if d & 4:
                splits += [(a, m - a) for a in range(1, m)]
            if d & 8:
                splits += [(a, b, m - a - b) for a in range(1, m) for b in range(1, m - a)]
            for parts in splits:
                out.add(tuple(sorted(rest + parts)))
    return out


def brute_grundy(digits: tuple[int, ...], heaps: tuple[int, ...]) -> int:
    @lru_cache(maxsize=None)
    def g(pos: tuple[int, ...]) -> int:
        values = {g(q) for q in octal_moves(digits, pos)}
        v = 0
        while v in values:
            v += 1
        return v

    return g(tuple(sorted(h for h in heaps if h)))


def test_kayles_and_dawson_one_heap_values_match_oeis():
    kayles, dawson = gc.game("kayles"), gc.game("dawsons-kayles")
    assert [kayles.solve((n,)).grundy for n in range(21)] == KAYLES_0_20
    assert [dawson.solve((n,)).grundy for n in range(21)] == DAWSON_0_20


@FAST
@given(digits=st.lists(st.integers(0, 7), min_size=1, max_size=3), d0=st.sampled_from([0, 4]),
       heaps=st.lists(st.integers(0, 7), min_size=1, max_size=3))
def test_random_octal_positions_against_brute_force(digits, d0, heaps):
    code = f"{d0}." + "".join(str(d) for d in digits)
    game = gc.game(f"octal:{code}")
    sol = game.solve(tuple(heaps))
    want = brute_grundy((d0, *digits), tuple(heaps))
    assert sol.grundy == want
    assert (sol.outcome == gc.Outcome.P) == (want == 0)
    # every winning move leads to a P-position of the brute force
    for move in sol.winning_moves:
        assert brute_grundy((d0, *digits), tuple(move)) == 0


def test_label_of_a_slot_domain_is_closed_and_agrees_with_the_theorem():
    game = gc.game("kayles", heaps=4)
    lab = gc.label(game, bound=9)
    rs = game.ruleset
    index = {tuple(int(v) for v in p) for p in lab.positions}
    for p in index:
        assert list(p) == sorted(p, reverse=True)
        assert all(mv.position in index for mv in rs.options(p))
    seq = KAYLES_0_20
    for p, g in zip(lab.positions, lab.grundy):
        x = 0
        for h in p:
            x ^= seq[int(h)]
        assert int(g) == x, p  # Sprague-Grundy: the nim-sum of the heaps' values


def test_too_few_slots_is_an_error_naming_the_slots_needed():
    rs = make_ruleset("kayles", {"heaps": 1})
    with pytest.raises(UsageError) as err:
        rs.options((5,))
    assert "heap slots" in str(err.value) and "\n" not in str(err.value)


def test_specs_round_trip_and_shorthands():
    assert make_ruleset("octal:0.77") == make_ruleset("kayles") == make_ruleset('octal(code="0.77")')
    assert make_ruleset("hex:0.f7").spec() == 'octal(code="0.F7")'
    for spec in ["kayles", "dawsons-kayles(heaps=3)", 'octal(code="4.0")', "grundy-game", "lasker(heaps=2)",
                 "all-but(set=[1,2])", "subtract-squares", "subtract-primes(heaps=2)", "sum(nim, kayles(heaps=2))"]:
        rs = make_ruleset(spec)
        assert make_ruleset(rs.spec()) == rs, spec
    for bad in ["octal", 'octal(code="1.0")', 'octal(code="0.G#")', 'octal(code="1!.0")', "octal:077"]:
        with pytest.raises(UsageError):
            make_ruleset(bad)


@pytest.mark.parametrize("spec, seq", [
    ("grundy-game", [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]),  # A002188
    ("lasker", [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]),       # Lasker 1931: 4k+3 <-> 4k+4
    ("all-but(set=[])", list(range(12))),                         # all-but(nothing) is Nim
    ("subtract-squares", [0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0]),  # Golomb 1966; P-positions 0, 2, 5, 7, 10, 12 (A030193)
])
def test_one_heap_values_from_the_engine(spec, seq):
    game = gc.game(spec)
    assert [game.solve((n,)).grundy for n in range(len(seq))] == seq


@pytest.mark.parametrize("spec", ["kayles", "grundy-game", "lasker", "all-but(set=[2])", "subtract-primes",
                                  "subtraction(set=[1,3])", "take-half"])
def test_every_heap_ruleset_is_a_heap_game_of_the_sequence_engine(spec):
    from gamecheck.engine.sequences import grundy_sequence

    rs = make_ruleset(spec)
    assert isinstance(rs, HeapRules)
    seq = grundy_sequence(rs, 12).tolist()
    game = gc.game(spec)
    assert [game.solve((n,)).grundy for n in range(13)] == seq


def test_misere_kayles_small_heaps():
    # misère play, by hand: from one pin the mover must take the last pin and so loses
    game = gc.game("kayles", misere=True)
    assert game.solve((1,)).outcome == gc.Outcome.P
    assert game.solve((2,)).outcome == gc.Outcome.N  # take 1, leaving 1 pin for the opponent
    assert game.solve((1, 1)).outcome == gc.Outcome.N  # take one, the opponent takes the last


def test_take_and_break_domain_refuses_a_bad_bound():
    rs = make_ruleset("kayles", {"heaps": 2})
    assert isinstance(rs, TakeAndBreak)
    with pytest.raises(UsageError):
        rs.domain([3, 4])


def test_a_bound_means_what_it_says():
    # issue 35: Kayles with heaps = 1 and bound = 100 is every heap 0..100 (101 positions), not the
    # three heaps whose play fits in one slot; heaps = 1 reads as max_heaps = 1 and the result says so
    import gamecheck as gc

    r = gc.check(gc.Claim(kind="grundy", ruleset="kayles", params={"heaps": 1}, bound=100, rule="G(n)"))
    assert (r.verdict, r.positions_checked) == ("holds", 101)
    assert "max_heaps = 1" in r.extra["domain_note"]
    r = gc.check(gc.Claim(kind="grundy", ruleset="kayles", params={"heaps": 1}, bound=100, rule="n % 3"))
    assert r.verdict == "refuted" and r.witness.position == [3]  # g(3) = 3 (Winning Ways ch. 4)
    # every multiset of heaps totalling at most 12: p(0) + ... + p(12) = 272 (OEIS A000070)
    r = gc.check(gc.Claim(kind="p-rule", ruleset="kayles", bound=12, rule="xor(G(h) for h in heaps) == 0"))
    assert (r.verdict, r.positions_checked) == ("holds", 272)
