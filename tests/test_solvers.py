"""Two solvers per condition, deterministic limits, solver conflicts (issue 25, points 1, 2, 5)."""

from __future__ import annotations

import dataclasses

import pytest
import z3

from gamecheck.claims import Claim
from gamecheck.prover import solvers
from gamecheck.prover.prove import prove_claim
from gamecheck.prover.smtlib import canonical_smt2
from gamecheck.prover.solvers import DEFAULT_BUDGET, Answer, Budget, decide, query_logic, solvers_for


def _smt2(*assertions) -> str:
    s = z3.Solver()
    s.add(*assertions)
    return canonical_smt2(s.to_smt2())


X, Y = z3.BitVecs("x y", 16)
#: x + y == y + x for 16-bit words: unsat negation (commutativity), by hand
UNSAT_BV = _smt2(X + Y != Y + X)
#: 3x = 9 with x < 100: x = 3 (3 is odd, so it is invertible mod 2^16 and the solution unique)
SAT_BV = _smt2(X * 3 == 9, z3.ULT(X, 100))


def test_which_solvers_are_asked():
    assert solvers_for(UNSAT_BV) == ("z3", "bitwuzla", "cvc5")
    n = z3.Int("n")
    assert query_logic(_smt2(n % 3 == 5)) == ("int", False)
    assert solvers_for(_smt2(n % 3 == 5)) == ("z3", "cvc5")
    q = _smt2(z3.ForAll([Y], z3.Implies(z3.ULT(Y, X), Y != 3)), z3.ULT(X, 10))
    assert query_logic(q) == ("bv", True)
    assert solvers_for(q) == ("z3", "bitwuzla", "cvc5")
    assert solvers.racing_for(UNSAT_BV) == (("z3", "bitwuzla"), ("cvc5",))
    assert solvers.racing_for(q) == (("z3", "bitwuzla", "cvc5"), ())
    assert solvers.racing_for(_smt2(n % 3 == 5)) == (("z3", "cvc5"), ())


def test_unsat_needs_two_solvers_and_both_are_recorded():
    d = decide(UNSAT_BV)
    assert d.status == "unsat"
    assert len(d.answers) == 2 and all(a.status == "unsat" for a in d.answers)
    # the two recorded are the first two in virtual time of the three solvers' own answers
    # quantifier-free: z3 and Bitwuzla race; each recorded answer is the solver's own answer alone
    assert [a.solver for a in d.answers] == ["z3", "bitwuzla"]
    for a in d.answers:
        assert solvers.ask(a.solver, UNSAT_BV, DEFAULT_BUDGET.limit(a.solver))[0].resources == a.resources
    # quantified: all three race, and the record is the first two in virtual time
    q = _smt2(z3.Not(z3.ForAll([Y], X + Y == Y + X)))
    d = decide(q)
    assert d.status == "unsat" and len(d.answers) == 2
    alone = [solvers.ask(n, q, DEFAULT_BUDGET.limit(n))[0] for n in ("z3", "bitwuzla", "cvc5")]
    first_two = sorted(alone, key=lambda a: (a.resources / solvers.RATES[a.solver],
                                             ("z3", "bitwuzla", "cvc5").index(a.solver)))[:2]
    assert sorted((a.solver, a.resources) for a in d.answers) == sorted((a.solver, a.resources) for a in first_two)


def test_sat_gives_the_model_values():
    d = decide(SAT_BV)
    assert d.status == "sat" and d.values["x"] == 3


def test_integer_queries_go_to_z3_and_cvc5():
    n = z3.Int("n")
    d = decide(_smt2(n >= 0, n % 4 == 1, n % 2 == 0))  # an odd number that is even: unsat
    assert d.status == "unsat" and [a.solver for a in d.answers] == ["z3", "cvc5"]


def test_resource_counts_are_deterministic():
    a = decide(UNSAT_BV)
    b = decide(UNSAT_BV)
    assert [(x.solver, x.resources) for x in a.answers] == [(x.solver, x.resources) for x in b.answers]
    assert all(x.resources > 0 for x in a.answers if x.solver == "z3")


def test_a_tiny_budget_is_inconclusive_with_the_reason_not_a_time():
    hard = _smt2(z3.BitVec("p", 32) * z3.BitVec("q", 32) == 1000003 * 999983 % 2**32,
                 z3.UGT(z3.BitVec("p", 32), 1), z3.UGT(z3.BitVec("q", 32), 1),
                 z3.ULT(z3.BitVec("p", 32), 2**16), z3.ULT(z3.BitVec("q", 32), 2**16))
    d = decide(hard, Budget(z3=1000, bitwuzla=5, cvc5=100, wall=60))
    assert d.status == "unknown"
    assert "resource limit reached" in d.reason


def test_the_wall_clock_safety_net_says_so():
    """A query that neither solver settles in a fraction of a second, under a huge resource
    budget and a 0.3 s safety net: inconclusive, and the reason names the safety net."""
    p, q = z3.BitVecs("p q", 64)
    # 2^61 - 1 is prime (a Mersenne prime), so this is unsat, and refuting it means
    # refuting every factorisation of a 61-bit number: far more than 0.3 s for any solver
    hard = _smt2(p * q == 2**61 - 1, z3.UGT(p, 1), z3.UGT(q, 1), z3.ULT(p, 2**32), z3.ULT(q, 2**32))
    d = decide(hard, Budget(z3=10**12, bitwuzla=10**12, cvc5=10**12, wall=0.3))
    assert d.status == "unknown"
    assert "wall-clock safety net" in d.reason
    assert decide(UNSAT_BV).status == "unsat"  # the solver process was restarted after the kill


def test_one_unsat_and_one_unknown_settles_with_the_third_solver(monkeypatch):
    def gives_up(smt2, limit, model):
        return Answer("z3", "unknown", 7, 0.0, "resource limit reached"), {}

    monkeypatch.setitem(solvers.LOCAL, "z3", gives_up)
    d = decide(UNSAT_BV)
    assert d.status == "unsat"
    assert [a.solver for a in d.answers] == ["z3", "bitwuzla", "cvc5"]
    assert [a.status for a in d.answers] == ["unknown", "unsat", "unsat"]


# -- the portfolio's rule: virtual time, not the machine's clock ----------------------------------


def _a(solver, status, units):
    return Answer(solver, status, units, 0.0)


def test_settle_by_hand():
    order = ("z3", "bitwuzla", "cvc5")
    r = solvers.RATES
    # z3 at 1 s, bitwuzla at 2 s, cvc5 at 0.5 s of virtual time: cvc5 and z3 settle it
    z, b, c = _a("z3", "unsat", r["z3"]), _a("bitwuzla", "unsat", 2 * r["bitwuzla"]), _a("cvc5", "unsat", r["cvc5"] // 2)
    prefix, status, at = solvers.settle([b, c, z], order, 2)
    assert status == "unsat" and [a.solver for a in prefix] == ["z3", "cvc5"] and at == 1.0
    # a sat before the second unsat: a conflict (both kept)
    prefix, status, _ = solvers.settle([z, _a("bitwuzla", "sat", 3 * r["bitwuzla"] // 4), c], order, 2)
    assert status == "sat" and [a.solver for a in prefix] == ["bitwuzla", "cvc5"]
    assert solvers.combine(prefix, {}, 2).conflict
    # an early unknown stays in the record; nothing settles without two unsat
    prefix, status, at = solvers.settle([_a("z3", "unknown", 5), c], order, 2)
    assert status is None and at == float("inf") and len(prefix) == 2
    # ties in virtual time go by the canonical order
    prefix, _, _ = solvers.settle([_a("cvc5", "unsat", 0), _a("bitwuzla", "unsat", 0), _a("z3", "unsat", 0)], order, 2)
    assert [a.solver for a in prefix] == ["z3", "bitwuzla"]


def test_first_on_the_clock_but_late_in_virtual_time_is_not_recorded(monkeypatch):
    """cvc5 answers at once on the clock but after 10^4 virtual seconds: z3 and Bitwuzla settle
    the condition, and the record is theirs, as on a machine where cvc5 is slow."""
    monkeypatch.setitem(solvers.LOCAL, "cvc5", lambda smt2, limit, model: (_a("cvc5", "unsat", 10**4 * solvers.RATES["cvc5"]), {}))
    d = decide(UNSAT_BV, Budget(cvc5=10**12))
    assert d.status == "unsat" and [a.solver for a in d.answers] == ["z3", "bitwuzla"]


def test_a_solver_still_running_is_asked_again_up_to_the_settling_time(monkeypatch):
    """A quantified query (all three race): z3 and Bitwuzla (planted) answer unsat at 0.1 and 0.2
    virtual seconds; the real cvc5 is still running, so it is stopped and asked again with 0.2 s
    worth of units: it answers within them (the query is tiny), earlier in virtual time than
    Bitwuzla, and the record is z3 + cvc5."""
    r = solvers.RATES
    q = _smt2(z3.Not(z3.ForAll([Y], X + Y == Y + X)))
    monkeypatch.setattr(solvers, "GRACE_MIN", 0.0)
    monkeypatch.setattr(solvers, "GRACE_SHARE", 0.0)
    monkeypatch.setitem(solvers.LOCAL, "z3", lambda smt2, limit, model: (_a("z3", "unsat", r["z3"] // 10), {}))
    monkeypatch.setitem(solvers.LOCAL, "bitwuzla", lambda smt2, limit, model: (_a("bitwuzla", "unsat", r["bitwuzla"] // 5), {}))
    d = decide(q)
    assert d.status == "unsat" and [a.solver for a in d.answers] == ["z3", "cvc5"]
    alone, _ = solvers.ask("cvc5", q, DEFAULT_BUDGET.cvc5)
    assert d.answers[1].resources == alone.resources  # the short run gave cvc5's own answer


# -- a planted solver conflict -----------------------------------------------------------------


def _lying_z3(smt2, limit, model):
    """z3 replaced by a solver that answers sat to everything (a planted bug)."""
    return Answer("z3", "sat", 1, 0.0), {"x": 0, "y": 0}


def test_a_planted_conflict_is_inconclusive_with_both_answers(monkeypatch):
    monkeypatch.setitem(solvers.LOCAL, "z3", _lying_z3)
    d = decide(UNSAT_BV)
    assert d.status == "unknown" and d.conflict
    assert "solver conflict" in d.reason and "z3 answered sat" in d.reason and "bitwuzla answered unsat" in d.reason


def test_a_planted_lying_solver_never_gives_proved(monkeypatch, tmp_path):
    """A claim that is true (Bouton's rule on two heaps) with z3 lying sat at once: the verdict is
    inconclusive, never proved or refuted. Whether the lie meets an unsat first in virtual time
    (a solver conflict) or settles the query and then fails to re-check, the reason names z3's
    sat and the SMT-LIB file."""
    monkeypatch.setitem(solvers.LOCAL, "z3", _lying_z3)
    c = Claim(id="t.bouton2", statement="Bouton, 2 heaps", ruleset="nim", params={"heaps": 2}, kind="p-rule",
              rule="x1 == x2", expected="holds", bound=10)
    r = prove_claim(c, bits=6, smt2_dir=tmp_path)
    assert r.verdict == "inconclusive"
    assert "z3 answered sat" in r.reason
    q = r.queries[-1]
    assert q.smt2 and (tmp_path / q.smt2.split("/")[-1]).exists()
    assert q.smt2.split("/")[-1] in r.reason
    assert {a.solver: a.status for a in q.solvers}["z3"] == "sat"


# -- unbounded proofs ---------------------------------------------------------------------------


def test_a_rule_true_below_2_64_but_false_beyond_is_not_proved_for_all_sizes():
    """Bash with m = 3 (P iff n % 4 == 0, hand-checked) with a rule that also calls every heap
    above 2^64 - 1 a P-position: true for every heap below 2^64, false for all sizes
    (2^64 + 4 -> 2^64 + 3 is a move between two heaps the rule calls P)."""
    c = Claim(id="t.ub", statement="Bash m=3, plus every huge heap", ruleset="bash", params={"m": 3}, kind="p-rule",
              rule="n % 4 == 0 or n > 18446744073709551615", strategy="(n - n % 4,)", expected="holds", bound=50)
    r = prove_claim(c)
    assert r.verdict == "proved" and not r.unbounded and "< 2^64" in r.domain
    good = dataclasses.replace(c, id="t.ub2", rule="n % 4 == 0")
    g = prove_claim(good)
    assert g.verdict == "proved" and g.unbounded and g.domain == "every position (all sizes)"


def test_pow_keeps_a_claim_bounded():
    c = Claim(id="t.pow", statement="Bash m=3", ruleset="bash", params={"m": 3}, kind="p-rule",
              rule="n % 4 == 0 or n > 2**70", strategy="(n - n % 4,)", expected="holds", bound=50)
    r = prove_claim(c)
    assert r.verdict == "proved" and not r.unbounded


# -- a proof that tests nothing ----------------------------------------------------------------


def test_a_proved_tautology_is_reported_vacuous_never_proved():
    """'isqrt(5x^2) + 1 > isqrt(5x^2)' is true whatever number isqrt gives: proving it over a
    range proves nothing about square roots (hand-checked: t + 1 > t for every integer t)."""
    c = Claim(id="t.vac", statement="a tautology", kind="forall", vars={"x": [0, 100]},
              rule="isqrt(5 * x * x) + 1 > isqrt(5 * x * x)", expected="holds")
    r = prove_claim(c, bits=8)
    assert r.verdict == "holds (vacuous)" and not r.as_expected
    assert "whatever values stand in place of" in r.vacuous
    real = dataclasses.replace(c, id="t.real", rule="isqrt(5 * x * x) ** 2 <= 5 * x * x")
    assert prove_claim(real, bits=8).verdict == "proved"


# -- gamecheck prove FILE --report DIR, then gamecheck recheck DIR ------------------------------


def test_prove_report_writes_pages_smt2_and_certificates_that_recheck(tmp_path):
    from click.testing import CliRunner

    from gamecheck.cli import main

    claims = tmp_path / "mine.toml"
    claims.write_text('[[claim]]\nid = "mine.bouton"\nstatement = "Bouton, 3 heaps"\nruleset = "nim"\n'
                      'params = { heaps = 3 }\nkind = "p-rule"\nrule = "xor(heaps) == 0"\nbound = 6\n'
                      'strategy = "replace(heaps, i, heaps[i] ^ S)"\n'
                      'let = { S = "xor(heaps)", i = "min(j if (heaps[j] ^ S) < heaps[j] else k - 1 for j in range(k))" }\n',
                      encoding="utf-8")
    out = tmp_path / "out"
    r = CliRunner().invoke(main, ["prove", str(claims), "--bits", "6", "--report", str(out)])
    assert r.exit_code == 0, r.output
    page = (out / "proofs" / "mine.bouton.md").read_text(encoding="utf-8")
    assert "z3" in page and "bitwuzla" in page and "∎" in page
    assert (out / "html" / "proofs" / "mine.bouton.html").is_file()
    assert len(list((out / "smt2").glob("mine.bouton.*.smt2"))) >= 4
    certs = list((out / "certificates").glob("*.drat.xz"))
    assert certs
    ok = CliRunner().invoke(main, ["recheck", str(out), "--certificates-only"])
    assert ok.exit_code == 0, ok.output
    data = bytearray(certs[0].read_bytes())
    data[len(data) // 2] ^= 0x01
    certs[0].write_bytes(bytes(data))
    bad = CliRunner().invoke(main, ["recheck", str(out), "--certificates-only"])
    assert bad.exit_code == 1 and "FAIL" in bad.output


def test_an_integer_condition_says_why_it_has_no_certificate():
    from gamecheck.verify import _no_certificate

    n = z3.Int("n")
    rec = _no_certificate(_smt2(n >= 0, n % 4 == 1, n % 2 == 0))
    assert rec["file"] is None and rec["checked"] is False and "integer arithmetic" in rec["reason"]
    q = _smt2(z3.ForAll([Y], z3.Implies(z3.ULT(Y, X), Y != 3)), z3.ULT(X, 10))
    assert "quantifiers" in _no_certificate(q)["reason"]
