"""Validated encodings (issue 25, point 4): the prover's move relations and compiled rules
agree with the Python move generators and the rule evaluator, and planted disagreements are
caught with the position and the option named."""

import contextlib
import dataclasses
import itertools

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from gamecheck.catalog import catalogue_claims
from gamecheck.checker.context import claim_as_played, claim_ruleset
from gamecheck.claims import parse_claims
from gamecheck.games import make_ruleset
from gamecheck.games.base import smt_single_part_move
from gamecheck.games.nim import Nim
from gamecheck.lang import builtins
from gamecheck.lang.smt import NeedsBitVectors, integer_mode, le, lt, sub
from gamecheck.prover.prove import _wants_integers
from gamecheck.prover.validate import claim_texts, membership_test, validate_encoding

CLAIMS = {c.id: c for c in catalogue_claims()}
PROVED = sorted(cid for cid, c in CLAIMS.items() if c.prove_bits is not None)


def _validate(claim, **kw):
    """As the prover will call it: in the claim's compile mode, bit-vectors when the
    ruleset needs them."""
    rs = None
    if claim.kind != "forall":
        rs = claim_ruleset(claim)
        claim = claim_as_played(claim, rs)
    bits = kw.pop("bits", claim.prove_bits or 64)
    try:
        with (integer_mode() if _wants_integers(claim) else contextlib.nullcontext()):
            return validate_encoding(claim, rs, bits, **kw)
    except NeedsBitVectors:
        return validate_encoding(claim, rs, bits, **kw)


def _nim_claim(heaps):
    return parse_claims(f'[[claim]]\nid = "t"\nstatement = "t"\nruleset = "nim"\nparams = {{ heaps = {heaps} }}\n'
                        'kind = "p-rule"\nrule = "xor(heaps) == 0"\nbound = 5\n')[0]


# -- the catalogue ---------------------------------------------------------------------------------

QUICK = ["core.bouton-z3-2", "core.misere-z3-3", "core.staircase-z3-2", "core.bash-z3", "core.moore-1",
         "core.wythoff-z3", "003.beatty.monotone", "000.nim.two-unequal"]


@pytest.mark.parametrize("cid", QUICK)
def test_catalogue_encodings_agree(cid):
    v = _validate(CLAIMS[cid])
    assert v.ok is True, v.mismatch
    assert v.mismatch is None and v.points > 0
    if CLAIMS[cid].kind != "forall":
        assert v.positions > 0 and v.options > 0


@pytest.mark.slow
@pytest.mark.parametrize("cid", PROVED)
def test_every_proved_catalogue_claim_validates(cid):
    v = _validate(CLAIMS[cid])
    # induction claims (fib(n + c)) are not compiled: nothing to compare, never a mismatch
    assert v.ok in (True, None), v.mismatch
    assert v.ok is True or "induction" in (v.skipped or "")


def test_the_result_is_deterministic_and_serialisable():
    a = _validate(CLAIMS["core.bouton-z3-2"]).to_json()
    b = _validate(CLAIMS["core.bouton-z3-2"]).to_json()
    a.pop("seconds"), b.pop("seconds")
    assert a == b
    assert set(a) == {"ok", "positions", "options", "points", "widths", "mismatch", "skipped", "notes"}
    assert a["widths"] == [64, 32, 16, 8]


def test_small_positions_are_every_position_up_to_six_when_they_fit():
    # 2 heaps: 49 positions with 2 * (0 + 1 + ... + 6) * 7 = 294 options in all (hand count)
    v = validate_encoding(_nim_claim(2), Nim(heaps=2), 16, {})
    assert v.ok is True
    assert "every position with parts up to 6 (49 positions, 294 options)" in v.notes[0]


def test_claim_texts_by_kind():
    assert claim_texts(CLAIMS["core.bouton-z3-2"]) == {"rule": "xor(heaps) == 0",
                                                       "strategy": "replace(heaps, i, heaps[i] ^ S)"}
    assert set(claim_texts(CLAIMS["000.nim.two-unequal"])) == {"p_rule", "move"}
    assert set(claim_texts(CLAIMS["002.balanced.rebalance"])) == {"rule", "target"}


# -- membership tests against the generators (hypothesis) --------------------------------------------

SPECS = [("nim", {"heaps": 3}), ("staircase", {"stairs": 3}), ("moore", {"k": 2, "heaps": 3}), ("wythoff", {}),
         ("subtraction", {"set": [1, 3, 4], "heaps": 2}), ("bash", {"m": 3, "heaps": 2})]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SPECS), st.lists(st.integers(0, 7), min_size=3, max_size=3),
       st.lists(st.integers(0, 9), min_size=3, max_size=3))
def test_membership_tests_agree_with_the_move_generators(spec, x, y):
    rs = make_ruleset(*spec)
    k = rs.arity
    x, y = tuple(x[:k]), tuple(y[:k])
    member = membership_test(rs)
    assert member is not None
    assert member(x, y) == (y in set(rs.option_positions(x)))
    for o in rs.option_positions(x):
        assert member(x, o)


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 2**32))
def test_random_seeds_agree_for_nim_and_staircase(seed):
    for rs in (Nim(heaps=2), make_ruleset("staircase", {"stairs": 2})):
        v = validate_encoding(_nim_claim(2), rs, 32, {}, seed=seed, budget=400)
        assert v.ok is True, v.mismatch


# -- planted mismatches ------------------------------------------------------------------------------

class ForgetsTakingOne(Nim):
    """The relation forgets the move that takes exactly one counter (off by one)."""

    def smt_options(self, xs, ys):
        return smt_single_part_move(xs, ys, lambda x, y: z3.And(le(0, y), lt(y, sub(x, 1))))


class ExtraPythonMove(Nim):
    """The generator also empties two heaps at once; the relation does not know it."""

    def options(self, position):
        moves = super().options(position)
        if len(position) >= 2 and position[0] > 0 and position[1] > 0:
            moves.append(dataclasses.replace(moves[0], position=(0, 0) + tuple(position[2:])))
        return moves


class AllowsPassing(Nim):
    """The relation also allows a pass (y = x), which is no move."""

    def smt_options(self, xs, ys):
        return smt_single_part_move(xs, ys, lambda x, y: z3.And(le(0, y), le(y, x)))


class WrongAboveTwoToThe40(Nim):
    """Right at every small position, wrong where a heap is at least 2^40: the relation then
    refuses to empty it (only wide positions can show it)."""

    def smt_options(self, xs, ys):
        return smt_single_part_move(xs, ys, lambda x, y: z3.And(le(0, y), lt(y, x),
                                                                z3.Or(lt(x, 2**40), lt(0, y))))

    def is_option(self, x, y):
        diff = [i for i in range(len(x)) if x[i] != y[i]]
        return len(diff) == 1 and 0 <= y[diff[0]] < x[diff[0]]


def test_relation_that_forgets_a_move_is_caught():
    v = validate_encoding(_nim_claim(2), ForgetsTakingOne(heaps=2), 64, {})
    assert v.ok is False
    # the first generated option the relation rejects: (0, 1) -> (0, 0), taking the one counter
    assert v.mismatch.startswith("the Python move generator gives (0, 1) -> (0, 0), but the move relation")


def test_extra_python_move_is_caught():
    v = validate_encoding(_nim_claim(2), ExtraPythonMove(heaps=2), 64, {})
    assert v.ok is False
    assert "gives (1, 1) -> (0, 0)" in v.mismatch and "rejects it" in v.mismatch


def test_relation_with_an_extra_move_is_caught():
    v = validate_encoding(_nim_claim(2), AllowsPassing(heaps=2), 64, {})
    assert v.ok is False
    assert "allows" in v.mismatch and "not a move of the Python move generator" in v.mismatch
    # the move named is a pass: the same position on both sides
    x, y = v.mismatch.split("allows ")[1].split(", which")[0].split(" -> ")
    assert x == y


def test_wide_only_bug_is_caught_at_wide_positions():
    v = validate_encoding(_nim_claim(2), WrongAboveTwoToThe40(heaps=2), 64, {})
    assert v.ok is False
    assert "rejects the move to" in v.mismatch
    pos = [int(p) for p in v.mismatch.split("at (")[1].split(")")[0].split(", ")]
    assert max(pos) >= 2**40
    # the same bug is invisible at 32 bits (no heap reaches 2^40)
    assert validate_encoding(_nim_claim(2), WrongAboveTwoToThe40(heaps=2), 32, {}).ok is True


def test_miscompiled_operator_is_caught(monkeypatch):
    op = builtins.BINARY_OPERATORS["^"]

    def wrong(c, a, b):  # a | b instead of a ^ b
        return builtins.BINARY_OPERATORS["|"].symbolic(c, a, b)

    monkeypatch.setitem(builtins.BINARY_OPERATORS, "^", dataclasses.replace(op, symbolic=wrong))
    v = _validate(CLAIMS["core.bouton-z3-2"])
    assert v.ok is False
    assert v.mismatch.startswith("strategy 'replace(heaps, i, heaps[i] ^ S)' at (")
    assert "the solver's compiled value (64-bit vectors) is" in v.mismatch


def test_miscompiled_function_in_a_rule_is_caught(monkeypatch):
    xor = builtins.BUILTINS["xor"]

    def off_by_one(c, *args):
        from gamecheck.lang.smt import add
        return add(xor.symbolic(c, *args), 1)

    monkeypatch.setitem(builtins.BUILTINS, "xor", dataclasses.replace(xor, symbolic=off_by_one))
    v = validate_encoding(_nim_claim(2), Nim(heaps=2), 64, {"rule": "xor(heaps) == 0"})
    assert v.ok is False
    # the first point in order is (0, 0), where the rule is true and the miscompiled form false
    assert v.mismatch == ("rule 'xor(heaps) == 0' at (0, 0): the solver's compiled value (64-bit vectors) is "
                          "False, the Python evaluator gives True")


def test_no_encoding_is_skipped_not_failed():
    c = parse_claims('[[claim]]\nid = "t"\nstatement = "t"\nruleset = "subtract-squares"\nkind = "p-rule"\n'
                     'rule = "n % 5 in (0, 2)"\nbound = 30\n')[0]
    v = validate_encoding(c, claim_ruleset(c), 16)
    assert v.ok is True  # the rule is compared; the moves are not
    assert "no symbolic encoding" in v.skipped
    v = validate_encoding(c, claim_ruleset(c), 16, {})
    assert v.ok is None and v.mismatch is None


def test_small_positions_respect_a_narrow_domain():
    # staircase at 3 bits: fewer than 8 coins in all; positions of 2 stairs with parts up to 6 and
    # sum below 8: sum over s = 0..7 of the pairs with that sum and parts <= 6 = 1+2+...+7 + 6 = 34
    rs = make_ruleset("staircase", {"stairs": 2})
    v = validate_encoding(_nim_claim(2), rs, 3, {})
    assert v.ok is True, v.mismatch
    small = sum(1 for x in itertools.product(range(7), repeat=2) if sum(x) < 8)
    assert small == 34
    assert f"({small} positions" in v.notes[0]
