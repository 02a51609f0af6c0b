"""Vacuity (issue 25, point 9): a claim that holds but tests nothing is "holds (vacuous)", with
the reason, never a plain holds. Planted vacuous claims of each kind (a tautology, a `where`
no position satisfies, a strategy or move rule never used, a target never reached) come out
vacuous; claims that test something (Bouton's rule, the catalogue's re-encodings) do not; and
the evaluation's verdict agrees with a brute-force count over small domains (hypothesis)."""

import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gamecheck.audit import CheckResult, Verdict
from gamecheck.catalog import catalogue_claims
from gamecheck.checker.context import exit_status
from gamecheck.checker.serial import check_claim
from gamecheck.checker.vacuity import prove_vacuity, tautology, vacuity
from gamecheck.claims import Claim

VACUOUS = "holds (vacuous)"


def claim(**fields):
    fields.setdefault("statement", "test claim")
    return Claim(**fields).validate()


def nim(k, bound, **fields):
    return claim(ruleset="nim", params={"heaps": k}, bound=bound, **fields)


# -- the representation --------------------------------------------------------------------------

def test_the_vacuous_verdict_is_never_a_plain_holds():
    assert Verdict.VACUOUS == "holds (vacuous)" and Verdict.VACUOUS != "holds"
    c = nim(2, 4, kind="label-identity", rule="x1 == x1")
    r = check_claim(c)
    assert r.verdict == Verdict.VACUOUS and r.verdict != "holds"
    assert not r.as_expected  # expected "holds": a vacuous verdict is not that
    assert exit_status([r]) == 1
    data = json.loads(json.dumps(r.to_json()))
    assert data["verdict"] == VACUOUS and data["vacuous"] == r.vacuous and r.vacuous
    assert "vacuous" in r.reason
    # a verdict set as text becomes the enum member, as every verdict does
    other = CheckResult(c, VACUOUS)
    assert other.verdict is Verdict.VACUOUS and not other.as_expected
    plain = check_claim(nim(2, 4, kind="label-identity", rule="P == (x1 == x2)"))
    assert plain.verdict == "holds" and plain.vacuous == "" and plain.to_json()["vacuous"] is None


# -- 1. tautologies -----------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, ruleset, params", [
    ("x1 == x1", "nim", {"heaps": 2}),
    ("n % 2 == 0 or n % 2 == 1", "bash", {"m": 3}),
    ("P or not P", "nim", {"heaps": 3}),
    ("N or not N", "nim", {"heaps": 2}),
    ("max(heaps) >= min(heaps)", "nim", {"heaps": 3}),
    ("xor(heaps) == xor(heaps)", "nim", {"heaps": 3}),  # the same value twice, whatever xor is
    ("(g if terminal else g) == g", "nim", {"heaps": 2}),
])
def test_a_tautological_rule_is_vacuous(rule, ruleset, params):
    c = claim(ruleset=ruleset, params=params, bound=5, kind="label-identity", rule=rule)
    r = check_claim(c)
    assert r.verdict == VACUOUS, r.reason
    assert "whatever the game" in r.vacuous and "unsatisfiable" in r.vacuous


def test_a_tautology_under_its_where_is_vacuous():
    c = nim(2, 5, kind="label-identity", where="x1 == 0", rule="x1 == 0 or P")
    assert check_claim(c).verdict == VACUOUS


@pytest.mark.parametrize("rule", [
    "P == (xor(heaps) == 0)",        # Bouton: about the game
    "not terminal or P",             # terminal positions are P (normal play)
    "N == (wins > 0)",
    "g == 0 or N",
    "x1 >= 0 and P == (x1 == x2)",   # a true part and a part about the game
])
def test_a_rule_about_the_game_is_not_a_tautology(rule):
    r = check_claim(nim(2, 6, kind="label-identity", rule=rule))
    assert r.verdict == "holds", r.reason


def test_wythoffs_alpha_identity_is_vacuous_in_the_square_root():
    # floor(n alpha) + n == floor(n (alpha + 1)), the former 003.ex5.beta: (n + s) // 2 + n ==
    # (3n + s) // 2 for every s, so isqrt(5n^2) may be anything
    c = claim(kind="forall", ruleset="integers", vars={"n": [1, 2000]},
              rule="(n + isqrt(5 * n * n)) // 2 + n == (3 * n + isqrt(5 * n * n)) // 2")
    r = check_claim(c)
    assert r.verdict == VACUOUS and "isqrt(5 * n * n)" in r.vacuous
    # the same identity with a different root in the second place tests the root (and fails)
    c2 = claim(kind="forall", ruleset="integers", vars={"n": [1, 2000]},
               rule="(n + isqrt(5 * n * n)) // 2 + n == (3 * n + isqrt(6 * n * n)) // 2")
    assert check_claim(c2).verdict == "refuted"


@pytest.mark.parametrize("rule, vars_", [
    ("(x ^ y) == (y ^ x)", {"x": [0, 15], "y": [0, 15]}),         # a law of XOR: its truth is the claim
    ("3 + 4 + 5 == 12", {"x": [0, 0]}),                           # an arithmetic fact
    ("x == 0b1011", {"x": [11, 11]}),
    ("fib(k + 2) == fib(k + 1) + fib(k)", {"k": [0, 60]}),       # tests fib
    ("2 * x - x == x", {"x": [0, 50]}),                          # linear arithmetic alone names nothing
])
def test_forall_statements_that_test_what_they_name(rule, vars_):
    r = check_claim(claim(kind="forall", ruleset="integers", vars=vars_, rule=rule))
    assert r.verdict == "holds", r.reason


def test_a_forall_claim_true_whatever_fib_is_is_vacuous():
    c = claim(kind="forall", ruleset="integers", vars={"k": [2, 12], "y": [1, 200]}, let={"f": "fib(k)"},
              rule="y > f or 3 * y < f or f - y <= 2 * y")
    r = check_claim(c)
    assert r.verdict == VACUOUS and "fib(k)" in r.vacuous


# -- 2. a `where` (or `within`) no position satisfies ------------------------------------------------

def test_an_unsatisfiable_where_is_vacuous_and_the_solver_says_so():
    r = check_claim(nim(2, 6, kind="p-rule", where="x1 == 0 and x1 == 1", rule="x1 == x2"))
    assert r.verdict == VACUOUS
    assert "'where'" in r.vacuous and "solver shows that no position satisfies it at all" in r.vacuous


def test_a_where_satisfied_only_beyond_the_bound_is_vacuous_within_it():
    r = check_claim(nim(2, 6, kind="label-identity", where="x1 > 50", rule="N"))
    assert r.verdict == VACUOUS and "within the bound" in r.vacuous
    # a where the parameters make impossible: Bash with m = 3 never has m == 4
    r2 = check_claim(claim(ruleset="bash", params={"m": 3}, bound=20, kind="p-rule", where="m == 4", rule="True"))
    assert r2.verdict == VACUOUS and "at all" in r2.vacuous


def test_a_within_no_position_satisfies_is_vacuous():
    r = check_claim(nim(2, 4, kind="p-positions", within="x1 + x2 > 100", positions=[]))
    assert r.verdict == VACUOUS and "'within'" in r.vacuous
    assert check_claim(nim(2, 4, kind="p-positions", within="x1 + x2 < 3", positions=[[0, 0], [1, 1]])).verdict == "holds"


# -- 3. a strategy, move rule or target never used or reached -------------------------------------------

def test_a_strategy_never_used_is_vacuous():
    # every position in scope is P: the strategy (a move to P from an N-position) never acts
    r = check_claim(nim(2, 6, kind="p-rule", where="x1 == x2", rule="True", strategy="(x1 - 1, x2)"))
    assert r.verdict == VACUOUS and "strategy" in r.vacuous and "never used" in r.vacuous
    # the same strategy where it acts is refuted (it moves to an N-position)
    assert check_claim(nim(2, 6, kind="p-rule", rule="x1 == x2", strategy="(x1 - 1, x2)")).verdict == "refuted"


def test_a_move_rule_never_used_is_vacuous():
    r = check_claim(nim(2, 6, kind="winning-move", where="x1 == x2", move="(0, 0)"))
    assert r.verdict == VACUOUS and "move rule is never used" in r.vacuous
    # used: the mirror move from every position with one empty heap... is the move to (0, 0)
    assert check_claim(nim(2, 6, kind="winning-move", where="x1 == 0", move="(0, 0)")).verdict == "holds"


def test_a_grundy_strategy_never_used_is_vacuous():
    r = check_claim(nim(2, 5, kind="grundy", where="x1 == x2", rule="x1 ^ x2", strategy="(x1, x2)"))
    assert r.verdict == VACUOUS and "Grundy value 0" in r.vacuous


def test_a_target_never_reached_is_vacuous():
    # no position satisfies the target
    r = check_claim(nim(2, 5, kind="no-move", rule="xor(heaps) == 0", target="x1 > 100"))
    assert r.verdict == VACUOUS and "target" in r.vacuous
    # the rule's positions have no move at all: the target could be anything
    r2 = check_claim(nim(2, 5, kind="no-move", rule="x1 == 0 and x2 == 0", target="True"))
    assert r2.verdict == VACUOUS and "has a move" in r2.vacuous
    # a some-move claim whose rule holds nowhere
    r3 = check_claim(nim(2, 5, kind="some-move", rule="x1 + x2 > 50", target="xor(heaps) == 0"))
    assert r3.verdict == VACUOUS
    # Bouton's lemmas test something
    assert check_claim(nim(3, 4, kind="no-move", rule="xor(heaps) == 0", target="xor(heaps) == 0")).verdict == "holds"
    assert check_claim(nim(3, 4, kind="some-move", rule="xor(heaps) != 0", target="xor(heaps) == 0")).verdict == "holds"


def test_a_conclusion_its_guards_never_leave_to_decide_is_vacuous():
    # over x in 0..10, 'x >= 0' is always true: 'x == 5' is never evaluated where it matters
    r = check_claim(claim(kind="forall", ruleset="integers", vars={"x": [0, 10]}, rule="x >= 0 or x == 5"))
    assert r.verdict == VACUOUS and "'x == 5' is never tested" in r.vacuous
    # on a game: 'not (x1 >= 0)' is false nowhere... i.e. the guard 'x1 >= 0' covers every position
    r2 = check_claim(nim(2, 4, kind="label-identity", rule="(x1 + x2 >= 0 or P) and N == (x1 != x2)"))
    assert r2.verdict == VACUOUS and "'P' is never tested" in r2.vacuous
    # a guard that leaves points to decide
    assert check_claim(claim(kind="forall", ruleset="integers", vars={"x": [0, 10]},
                             rule="x < 3 or x >= 3")).verdict == "holds"


# -- claims that test something ------------------------------------------------------------------------

def test_bouton_on_three_heaps_is_not_vacuous():
    c = nim(3, 5, kind="p-rule", rule="xor(heaps) == 0")
    r = check_claim(c)
    assert r.verdict == "holds" and r.vacuous == ""
    assert vacuity(c) is None and tautology(nim(3, 5, kind="label-identity", rule="P == (xor(heaps) == 0)")) is None


def test_the_re_encoded_catalogue_claims_hold_plainly():
    cat = {c.id: c for c in catalogue_claims()}
    for cid in ("003.ex5.beta", "003.ex6.third.le", "003.ex6.two-thirds", "003.ex7.mirror-reply"):
        r = check_claim(cat[cid])
        assert r.verdict == "holds" and r.as_expected, (cid, r.reason)


def test_prove_vacuity_by_the_solver():
    # a where no position below 2^bits satisfies
    c = nim(2, 4, kind="p-rule", where="x1 > 300", rule="x1 == x2")
    assert prove_vacuity(c, 8) and "2^8" in prove_vacuity(c, 8)
    assert prove_vacuity(c, 16) is None
    # a tautology is one at every width
    assert prove_vacuity(nim(2, 4, kind="label-identity", rule="x1 == x1"), 64)
    # a strategy with nothing to do: the rule calls every position in scope P
    s = nim(2, 4, kind="p-rule", where="x1 == x2", rule="x1 == x2", strategy="(x1, x2)")
    assert "strategy" in prove_vacuity(s, 32)
    # Bouton with its strategy, and the core claims that hold, test something
    core = {c.id: c for c in catalogue_claims(["core"])}
    for cid in ("core.bouton-z3-2", "core.bash-z3", "core.wythoff-z3"):
        assert prove_vacuity(core[cid], core[cid].prove_bits or 16) is None


# -- hypothesis: evaluation against a brute-force count ------------------------------------------------

ATOMS = [
    ("x1 == {c}", lambda x1, x2, c: x1 == c),
    ("x2 > {c}", lambda x1, x2, c: x2 > c),
    ("x1 + x2 == {c}", lambda x1, x2, c: x1 + x2 == c),
    ("(x1 * x2) % 3 == {r}", lambda x1, x2, c: (x1 * x2) % 3 == c % 3),
    ("(x1 ^ x2) == {c}", lambda x1, x2, c: (x1 ^ x2) == c),
    ("x1 - x2 >= {c}", lambda x1, x2, c: x1 - x2 >= c),
]

condition = st.recursive(
    st.tuples(st.sampled_from(range(len(ATOMS))), st.integers(0, 9)).map(
        lambda t: (ATOMS[t[0]][0].format(c=t[1], r=t[1] % 3), lambda x1, x2, a=ATOMS[t[0]][1], c=t[1]: a(x1, x2, c))),
    lambda inner: st.one_of(
        st.tuples(inner, inner).map(lambda p: (f"({p[0][0]}) and ({p[1][0]})",
                                               lambda x1, x2, f=p[0][1], g=p[1][1]: f(x1, x2) and g(x1, x2))),
        st.tuples(inner, inner).map(lambda p: (f"({p[0][0]}) or ({p[1][0]})",
                                               lambda x1, x2, f=p[0][1], g=p[1][1]: f(x1, x2) or g(x1, x2))),
        inner.map(lambda p: (f"not ({p[0]})", lambda x1, x2, f=p[1]: not f(x1, x2))),
    ),
    max_leaves=4,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(condition, st.integers(1, 5), st.integers(1, 5))
def test_where_vacuity_agrees_with_a_brute_force_count(where, b1, b2):
    text, holds_at = where
    count = sum(bool(holds_at(x1, x2)) for x1 in range(b1 + 1) for x2 in range(b2 + 1))
    # 'not D' holds everywhere in Nim (no draws), is no tautology and has no guard: only the scope decides
    c = claim(ruleset="nim", params={"heaps": 2}, bound=[b1, b2], kind="label-identity", where=text, rule="not D")
    r = check_claim(c)
    assert r.verdict == (VACUOUS if count == 0 else "holds"), (text, count, r.reason)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(condition, st.integers(0, 4), st.integers(0, 4))
def test_guard_vacuity_agrees_with_a_brute_force_count(guard, b1, b2):
    text, holds_at = guard
    # the rule 'guard or isqrt(x1 * x1) == x1' holds at every point of the box; its conclusion is
    # tested exactly where the guard is false. (The conclusion was 'x1 + x2 >= 0', but where the
    # guard is false only at x1 + x2 == 0 that rule is a tautology over every integer, rightly
    # vacuous: hypothesis found 'not (x1 + x2 == 0) or not ((x1 * x2) % 3 == 0)'. isqrt(x1 * x1)
    # == x1 fails for every negative x1, and no guard of these atoms implies it.)
    open_points = sum(not holds_at(x1, x2) for x1 in range(b1 + 1) for x2 in range(b2 + 1))
    c = claim(kind="forall", ruleset="integers", vars={"x1": [0, b1], "x2": [0, b2]},
              rule=f"({text}) or isqrt(x1 * x1) == x1")
    r = check_claim(c)
    assert r.verdict == (VACUOUS if open_points == 0 else "holds"), (text, open_points, r.reason)


def test_the_strategy_count_agrees_with_brute_force():
    # positions of a 2-heap Nim box in scope that are N-positions (where a strategy acts)
    for where, expect_used in [("x1 == x2", False), ("x1 == x2 + 1", True), ("x1 + x2 == 0", False),
                               ("x1 == 0", True)]:
        used = any(eval_where(where, x1, x2) and x1 != x2 for x1, x2 in itertools.product(range(5), repeat=2))
        assert used == expect_used
        c = nim(2, 4, kind="winning-move", where=where, move="(min(x1, x2), min(x1, x2))")
        assert (check_claim(c).verdict == VACUOUS) == (not used), where


def eval_where(where, x1, x2):
    return {"x1 == x2": x1 == x2, "x1 == x2 + 1": x1 == x2 + 1, "x1 + x2 == 0": x1 + x2 == 0, "x1 == 0": x1 == 0}[where]
