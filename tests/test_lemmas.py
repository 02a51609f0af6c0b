"""Proofs through lemmas (gamecheck.lang.functions, gamecheck.prover.lemmas): parsing, matching a
function's body in a rule, checking lemmas by evaluation, and the soundness of the abstraction —
a false or missing lemma never lets a claim be proved, and a wrong rule is still refuted.

Values are checked against independent computations: floor(k phi) by exact integer comparisons
with sqrt 5 (no isqrt), and Wythoff's P-positions by retrograde analysis.
"""

from __future__ import annotations

import ast
import dataclasses

import pytest
from hypothesis import given, settings, strategies as st

from gamecheck.claims import Claim, parse_claims
from gamecheck.errors import ClaimError, RuleError
from gamecheck.lang.functions import abstract_tree, lemma_specs, lemma_texts, parse_function, parse_functions
from gamecheck.prover.lemmas import check_lemmas
from gamecheck.prover.prove import prove_claim

A_DEF = "A(k) = (k + isqrt(5 * k * k)) // 2"


def _floor_phi(k: int) -> int:
    """floor(k phi) without isqrt: the largest a with 2a - k <= k sqrt 5, i.e. (2a - k)^2 <= 5k^2."""
    a = k
    while (2 * (a + 1) - k) ** 2 <= 5 * k * k:
        a += 1
    return a


def _wythoff_p(n: int) -> set[tuple[int, int]]:
    p = [[False] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            moves = [(x - t, y) for t in range(1, x + 1)] + [(x, y - t) for t in range(1, y + 1)]
            moves += [(x - t, y - t) for t in range(1, min(x, y) + 1)]
            p[x][y] = not any(p[u][v] for u, v in moves)
    return {(x, y) for x in range(n) for y in range(n) if p[x][y]}


def _catalogue_wythoff() -> Claim:
    from gamecheck.catalog import catalogue_claims

    return next(c for c in catalogue_claims(["core"]) if c.id == "core.wythoff-z3")


# -- parsing and matching ------------------------------------------------------------------------


def test_parse_function_reads_name_parameters_and_body():
    f = parse_function(A_DEF)
    assert (f.name, f.params, f.body) == ("A", ("k",), "(k + isqrt(5 * k * k)) // 2")
    assert str(f) == A_DEF


@pytest.mark.parametrize("text, words", [
    ("A = k + 1", "NAME(ARG"),
    ("A(k) == k", "NAME(ARGS) = BODY"),
    ("isqrt(k) = k", "builtin"),
    ("A(k, k) = k", "repeats"),
    ("A(k) = k + j", "'j'"),
    ("A(k) = B(k)", "'B' is not allowed"),
    ("A(1) = 2", "NAME(ARG"),
])
def test_parse_function_refuses_bad_definitions(text, words):
    with pytest.raises(RuleError) as exc:
        parse_function(text)
    assert words in str(exc.value)


def test_parse_functions_refuses_a_name_defined_twice():
    with pytest.raises(RuleError, match="twice"):
        parse_functions([A_DEF, "A(j) = j"])


def test_the_body_is_found_inside_the_catalogue_rule_and_lets():
    fns = parse_functions([A_DEF])
    rule = "min(x1, x2) == (abs(x1 - x2) + isqrt(5 * abs(x1 - x2) * abs(x1 - x2))) // 2"
    out = ast.unparse(abstract_tree(ast.parse(rule, mode="eval"), fns))
    assert out == "min(x1, x2) == A(abs(x1 - x2))"
    let = "max(0 if a == 0 else (a + isqrt(5 * a * a)) // 2 + 1 - a, 0)"
    assert ast.unparse(abstract_tree(ast.parse(let, mode="eval"), fns)) == "max(0 if a == 0 else A(a) + 1 - a, 0)"


def test_a_parameter_must_stand_for_the_same_subtree_everywhere():
    fns = parse_functions([A_DEF])
    text = "(d + isqrt(5 * e * e)) // 2"
    assert ast.unparse(abstract_tree(ast.parse(text, mode="eval"), fns)) == text


def test_lemma_entries_are_texts_or_tables_naming_conditions():
    texts, uses = lemma_texts(["A(0) == 0", {"lemma": "A(x) >= x", "for": ["no move from P to P"]}])
    assert texts == ["A(0) == 0", "A(x) >= x"] and uses == {"A(x) >= x": ["no move from P to P"]}
    with pytest.raises(RuleError, match="not one of"):
        lemma_texts([{"lemma": "A(x) >= x", "for": ["somewhere"]}])
    with pytest.raises(RuleError, match="a lemma is a text or a table"):
        lemma_texts([{"text": "A(x) >= x"}])


# -- checking lemmas -----------------------------------------------------------------------------


def test_a_true_lemma_holds_at_every_value():
    fns = parse_functions([A_DEF])
    [chk] = check_lemmas(["A(k) >= k"], [], fns, 10)
    assert chk.holds and chk.values == 1024 and chk.counterexample is None
    [inc] = check_lemmas([], ["A"], fns, 10)
    assert inc.holds and inc.values == 1024


def test_a_false_lemma_fails_at_the_first_value_where_it_is_false():
    fns = parse_functions([A_DEF])
    [chk] = check_lemmas(["A(k) <= k + k // 2 + 1"], [], fns, 12)
    first = next(k for k in range(4096) if not _floor_phi(k) <= k + k // 2 + 1)
    assert not chk.holds and chk.counterexample == {"k": first}


def test_a_lemma_with_two_variables_is_evaluated_at_every_pair():
    fns = parse_functions([A_DEF])
    [chk] = check_lemmas(["j >= k or A(j) < A(k)"], [], fns, 6)
    assert chk.holds and chk.values == 64 * 64
    [big] = check_lemmas(["j >= k or A(j) < A(k)"], [], fns, 16)
    assert not big.holds and "more than" in big.reason


def test_a_lemma_that_cannot_be_evaluated_is_not_checked():
    fns = parse_functions(["F(k) = isqrt(k - 3)"])
    [chk] = check_lemmas(["F(k) >= 0"], [], fns, 4)
    assert not chk.holds and chk.reason


@settings(max_examples=40, deadline=None)
@given(a=st.integers(1, 7), b=st.integers(0, 9), c=st.integers(1, 5), m=st.integers(0, 3), t=st.integers(-4, 6),
       bits=st.integers(1, 9))
def test_lemma_checks_agree_with_brute_force(a, b, c, m, t, bits):
    fns = parse_functions([f"F(k) = ({a} * k + {b}) // {c}"])
    [chk] = check_lemmas([f"F(x) <= {m} * x + {t}"], [], fns, bits)
    bad = [x for x in range(2 ** bits) if not (a * x + b) // c <= m * x + t]
    assert chk.holds == (not bad)
    if bad:
        assert chk.counterexample == {"x": bad[0]}


# -- claims --------------------------------------------------------------------------------------


def _wythoff_claim(**changes) -> Claim:
    return dataclasses.replace(_catalogue_wythoff(), **changes)


def test_the_catalogue_functions_and_lemmas_are_true_facts_about_floor_k_phi():
    c = _catalogue_wythoff()
    assert c.prove_bits >= 16 and c.prove_functions
    fns = parse_functions(c.prove_functions)
    for k in range(0, 3000, 7):
        assert parse_function(c.prove_functions[0]).name == "A"
        from gamecheck.lang.expr import parse
        assert parse(fns["A"].body).evaluate({"k": k}) == _floor_phi(k)
    # proved with their steps (use, descent), and evaluated at every value below 2^10 as well
    checks = check_lemmas(lemma_specs(c.prove_lemmas), c.prove_increasing, fns, 10)
    assert all(chk.holds and chk.proved for chk in checks)
    assert all(chk.values == 1 << (10 * len(chk.variables)) for chk in checks if len(chk.variables) <= 2)


def test_claims_validate_the_lemma_fields():
    base = ('[[claim]]\nid = "w"\nstatement = "s"\nruleset = "wythoff"\nkind = "p-rule"\nbound = 8\n'
            'rule = "x1 == x2"\n')
    with pytest.raises(ClaimError, match="need prove_functions"):
        parse_claims_text(base + 'prove_lemmas = ["x >= 0"]\n')
    with pytest.raises(ClaimError, match="neither a proof function nor a builtin"):
        parse_claims_text(base + f'prove_functions = ["{A_DEF}"]\nprove_lemmas = ["B(x) >= 0"]\n')
    with pytest.raises(ClaimError, match="prove_increasing"):
        parse_claims_text(base + f'prove_functions = ["{A_DEF}"]\nprove_increasing = ["B"]\n')
    with pytest.raises(ClaimError, match="prove_functions"):
        parse_claims_text(base + 'prove_functions = "A(k) = k"\n')
    ok = parse_claims_text(base + f'prove_functions = ["{A_DEF}"]\nprove_lemmas = ["A(x) >= x"]\n')[0]
    assert ok.prove_lemmas == ["A(x) >= x"]


def parse_claims_text(text: str) -> list[Claim]:
    return parse_claims(text, origin="test.toml")


# -- proofs --------------------------------------------------------------------------------------


def test_wythoff_is_proved_through_the_lemmas_and_the_rule_matches_retrograde_analysis():
    c = _wythoff_claim()
    res = prove_claim(c, bits=6)
    assert res.verdict == "proved", res.reason
    assert "lemmas" in res.method and len(res.lemmas) == len(c.prove_lemmas) + len(c.prove_increasing)
    assert all(q.status == "unsat" and len([a for a in q.solvers if a.status == "unsat"]) >= 2 for q in res.queries)
    # the theorem proved is the true one: the rule at every position below 2^6
    from gamecheck.lang.expr import parse
    rule = parse(c.rule)
    claimed = {(x, y) for x in range(64) for y in range(64) if rule.evaluate({"x1": x, "x2": y, "heaps": (x, y)})}
    assert claimed == _wythoff_p(64)


def test_a_false_lemma_makes_the_proof_inconclusive_never_proved():
    c = _wythoff_claim(prove_lemmas=list(_catalogue_wythoff().prove_lemmas) + ["A(x) <= x + x // 2"])
    res = prove_claim(c, bits=6)
    first = next(k for k in range(64) if not _floor_phi(k) <= k + k // 2)
    assert res.verdict == "inconclusive"
    assert f"is false at x = {first}" in res.reason
    assert not any(q.name == "no move from P to P" for q in res.queries)  # nothing decided on a false lemma


def test_too_few_lemmas_never_prove_and_say_so():
    lemmas = [e for e in _catalogue_wythoff().prove_lemmas
              if not (isinstance(e, dict) and "strategy" in (e.get("for") or [""])[0])]
    res = prove_claim(_wythoff_claim(prove_lemmas=lemmas), bits=5)
    assert res.verdict == "inconclusive"
    assert "lemmas do not settle" in res.reason or "did not settle" in res.reason


def test_a_wrong_rule_is_still_refuted_through_the_lemmas():
    wrong = ("min(x1, x2) == (abs(x1 - x2) + isqrt(5 * abs(x1 - x2) * abs(x1 - x2))) // 2"
             " or (x1 == 3 and x2 == 3)")
    res = prove_claim(_wythoff_claim(rule=wrong, strategy=None, let={}), bits=5)
    assert res.verdict == "refuted"
    w, p = res.witness, _wythoff_p(32)
    truly = "P" if tuple(w.position) in p else "N"
    assert w.true == truly
    if w.to is not None:  # a move from P to P: one of its ends is no P-position
        assert tuple(w.position) not in p or tuple(w.to) not in p
    else:
        assert w.claimed != truly
