"""The z3 prover: proofs, refutations whose witnesses replay, SMT-LIB round trips,
agreement with the exhaustive checker."""

import math

import pytest
import z3

from gamecheck.engine.analysis import analyse_position
from gamecheck.catalog import catalogue_claims
from gamecheck.checker.context import claim_ruleset
from gamecheck.checker.serial import check_claim
from gamecheck.claims import parse_claims
from gamecheck.prover.prove import PROVABLE_KINDS, prove_claim

CORE = {c.id: c for c in catalogue_claims()}


def claim(text):
    return parse_claims("[[claim]]\nid = \"t\"\nstatement = \"test\"\n" + text)[0]


def _replays(c, r):
    """The witness's labels agree with exhaustive retrograde analysis."""
    w = r.witness
    rs = claim_ruleset(c)
    rep = analyse_position(rs, tuple(w.position))
    if w.true in ("P", "N"):
        assert (rep.misere_outcome if c.misere else rep.outcome) == w.true
    elif isinstance(w.true, int):
        assert rep.grundy == w.true
    if w.move is not None:
        assert tuple(w.to) in {m.position for m in rs.options(tuple(w.position))}


def test_bouton_8_heaps_64_bits_is_proved():
    r = prove_claim(CORE["core.bouton-z3-8"], bits=64, timeout=120)
    assert r.verdict == "proved", r.reason
    assert "8 part(s), each < 2^64" in r.domain and r.method == "z3 + bitwuzla, strategy-guided"
    assert [q.status for q in r.queries] == ["unsat", "unsat", "unsat", "unsat"]
    assert r.queries[0].name.startswith("the domain is closed under moves")


@pytest.mark.parametrize("cid", ["core.bouton-z3-2", "core.bouton-z3-4", "core.misere-z3-3", "core.bash-z3",
                                 "core.subtraction-134-z3", "core.bash-z3-5", "core.staircase-z3-2",
                                 "core.staircase-z3-4", "core.staircase-z3-8", "core.moore-1", "004.bash.win-by-r",
                                 "000.proof.strategy", "003.ex4.xor-laws"])
def test_targets_are_proved_at_their_stated_width(cid):
    c = CORE[cid]
    r = prove_claim(c, bits=c.prove_bits or 64, timeout=120)
    assert r.verdict == "proved", (cid, r.reason)


@pytest.mark.parametrize("cid", ["core.bouton-z3-8.planted-bit", "core.bouton-z3-4.planted-heap",
                                 "core.subtraction-134-z3.planted"])
def test_planted_false_claims_are_refuted_by_both_methods_with_replaying_witnesses(cid):
    c = CORE[cid]
    r = prove_claim(c, bits=64, timeout=60)
    assert r.verdict == "refuted", r.reason
    _replays(c, r)
    assert check_claim(c).verdict == "refuted"


def test_planted_period_witness_is_the_smallest():
    # n % 8 in (0, 2) vs the true n % 7 in (0, 2): the first disagreement is n = 7 (true P, claimed N)
    r = prove_claim(CORE["core.subtraction-134-z3.planted"], bits=64)
    assert r.witness.position == [7] and r.witness.true == "P"


def test_rule_that_fails_only_through_overflow_is_not_proved():
    # x + x < 2^64 holds for x < 2^63 but not beyond; 64-bit wrapping arithmetic would call it true everywhere
    # (the stated range reaches 2^63: only a point inside it refutes a forall claim, issue 12)
    c = claim('kind = "forall"\nvars = { x = [4611686018427387904, 9223372036854775808] }\n'
              'rule = "x + x < 2**64"\nprove_bits = 64\nexpected = "refuted"')
    r = prove_claim(c, bits=64)
    assert r.verdict == "refuted" and r.witness.position == [2**63]
    # a P-rule for two-heap Nim that is right except where x1 + x2 overflows 64 bits: not proved
    c = claim('ruleset = "nim"\nparams = { heaps = 2 }\nbound = 20\nkind = "p-rule"\n'
              'rule = "x1 == x2 and x1 + x2 < 2**64"')
    assert check_claim(c).verdict == "holds"  # exhaustively it looks fine: the failure is out of reach
    r = prove_claim(c, bits=64, timeout=60)
    assert r.verdict != "proved"
    if r.verdict == "refuted":
        assert r.witness.position[0] >= 2**63


def test_induction_on_fibonacci_inequalities():
    ok = prove_claim(CORE["003.ex6.ineq1.doc-indexing.from-2"])
    assert ok.verdict == "proved" and ok.method == "z3 + cvc5, induction" and ok.domain == "every n >= 2"
    bad = prove_claim(CORE["003.ex6.ineq2.standard"])
    assert bad.verdict == "refuted" and bad.witness.position == [2]
    assert prove_claim(CORE["003.ex6.ineq3.doc-indexing"]).verdict == "proved"


def test_smt2_files_read_back_into_a_fresh_solver(tmp_path):
    r = prove_claim(CORE["core.bouton-z3-4"], bits=16, smt2_dir=tmp_path)
    assert r.verdict == "proved"
    files = sorted(tmp_path.glob("*.smt2"))
    assert len(files) == 4
    for q in r.queries:
        s = z3.Solver()
        s.add(z3.parse_smt2_file(q.smt2))
        assert str(s.check()) == q.status
    r = prove_claim(CORE["core.bouton-z3-8.planted-bit"], bits=8, smt2_dir=tmp_path)
    sat = [q for q in r.queries if q.status == "sat"]
    s = z3.Solver()
    s.add(z3.parse_smt2_file(sat[0].smt2))
    assert s.check() == z3.sat


def test_a_model_that_does_not_replay_is_reported_as_a_bug(monkeypatch):
    from gamecheck.games import Nim
    from gamecheck.lang.smt import le

    # a broken move relation: any y <= x in every part (allows moving in several heaps)
    monkeypatch.setattr(Nim, "smt_options", lambda self, xs, ys: z3.And(
        [z3.And(le(0, y), le(y, x)) for x, y in zip(xs, ys)] + [z3.Or([z3.Not(le(x, y)) for x, y in zip(xs, ys)])]))
    r = prove_claim(CORE["core.bouton-z3-2"], bits=8)
    # the validation of the encoding catches it before any query, naming the move
    assert r.verdict == "inconclusive" and "does not match the Python semantics" in r.reason
    assert "(6, 6) -> (2, 4)" in r.reason or "->" in r.reason
    # without that validation, the solver's model does not replay: reported as a bug, never as a verdict
    from gamecheck.prover import prove as prove_module
    from gamecheck.prover.validate import Validation

    monkeypatch.setattr(prove_module, "validate_encoding", lambda *a, **k: Validation(ok=None, skipped="off"))
    r = prove_claim(CORE["core.bouton-z3-2"], bits=8)
    assert r.verdict == "inconclusive" and r.reason.startswith("BUG")


def test_unexpressible_claims_are_inconclusive_not_proved():
    r = prove_claim(CORE["core.sg-sum-2"], bits=8)  # uses g1, g2 (labels, not formulas)
    assert r.verdict == "inconclusive" and "not expressible" in r.reason
    r = prove_claim(CORE["core.subtraction-134.list"], bits=8)
    assert r.verdict == "inconclusive"


def _overlap_bits(c):
    b = c.bound if isinstance(c.bound, int) else None
    return int(math.log2(b + 1)) if b and b >= 1 else None


@pytest.mark.slow  # about 2.5 minutes: many 5 s z3 queries (run with `python -m pytest -m slow`)
def test_z3_and_exhaustive_agree_on_the_overlapping_domain():
    """For catalogue claims the prover handles: prove over parts < 2^w and check exhaustively
    over the same box (parts <= 2^w - 1); the verdicts must agree."""
    compared = 0
    for c in CORE.values():
        if c.kind not in ("p-rule", "no-move", "winning-move", "grundy") or c.where or c.prove_bits is None and c.kind == "winning-move" and not c.p_rule:
            continue
        w = _overlap_bits(c)
        if not w:
            continue
        w = min(w, 5)
        r = prove_claim(c, bits=w, timeout=5)
        if r.verdict == "inconclusive":
            continue
        e = check_claim(c, bound=2**w - 1)
        assert (r.verdict == "proved") == (e.verdict == "holds"), (c.id, r.verdict, e.verdict, r.reason)
        if r.verdict == "refuted":
            _replays(c, r)
        compared += 1
    assert compared >= 15


# -- integer encoding, domain closure, cvc5 ------------------------------------------------------


@pytest.mark.parametrize("cid", ["core.subtraction-134-z3", "core.bash-z3-5"])
def test_periodic_rules_are_proved_at_64_bits_over_the_integers(cid):
    r = prove_claim(CORE[cid], bits=64, timeout=60)
    assert r.verdict == "proved" and r.encoding == "integers", r.reason
    # proved at 64 bits, then for every size (linear integer arithmetic, no bound)
    assert r.unbounded and r.domain == "every position (all sizes)"
    assert any(q.name.endswith("(all sizes)") for q in r.queries)
    r64 = prove_claim(CORE[cid], bits=64, unbounded=False)
    assert r64.verdict == "proved" and "< 2^64" in r64.domain and not r64.unbounded


def test_bitwise_rules_stay_on_bit_vectors():
    r = prove_claim(CORE["core.bouton-z3-2"], bits=16)
    assert r.verdict == "proved" and r.encoding == "bit-vectors"


def test_staircase_integer_move_relation_is_the_rulesets():
    """The integer encoding of the staircase moves (used for the closure query) agrees
    with the ruleset's own options on every pair of small positions."""
    import itertools

    rs = claim_ruleset(CORE["core.staircase-z3-4"])
    assertions, encoding = rs.smt_closure_query(4, 8)
    assert encoding == "integer"
    relation = assertions[1]
    names = [f"cx{i}" for i in range(1, 5)] + [f"cy{i}" for i in range(1, 5)]
    small = [p for p in itertools.product(range(4), repeat=4) if sum(p) <= 3]
    for x in small:
        opts = {o.position for o in rs.options(x)}
        for y in small:
            sub = [(z3.Int(n), z3.IntVal(v)) for n, v in zip(names, x + y)]
            holds = z3.is_true(z3.simplify(z3.substitute(relation, *sub)))
            assert holds == (y in opts), (x, y)


def test_a_domain_that_is_not_closed_is_reported_as_a_bug(monkeypatch):
    """Per-stair bounds are not closed under staircase moves: the closure query finds it."""
    from gamecheck.games.base import Ruleset
    from gamecheck.games.staircase import StaircaseNim as Staircase
    from gamecheck.lang.smt import in_range

    monkeypatch.setattr(Staircase, "smt_domain", lambda self, xs, bits: (
        z3.And([in_range(x, 0, 2**bits - 1) for x in xs]), "box"))
    monkeypatch.setattr(Staircase, "smt_closure_query", Ruleset.smt_closure_query)
    r = prove_claim(CORE["core.staircase-z3-4"], bits=8)
    assert r.verdict == "inconclusive" and "not closed under moves" in r.reason


def test_cvc5_reads_z3s_smt2_and_answers():
    from gamecheck.prover.worker import decide_cvc5

    x, y = z3.BitVecs("x y", 8)
    s = z3.Solver()
    s.add(z3.ULT(x, 10), z3.ForAll([y], z3.Implies(z3.ULT(y, x), y != 3)), x > 2)
    ans = decide_cvc5(s.to_smt2(), 10**7, model=True)
    assert ans["status"] == "sat" and ans["values"]["x"] == 3
    s = z3.Solver()
    s.add(z3.ForAll([y], y + x != y + 1), x == 1)
    assert decide_cvc5(s.to_smt2(), 10**7)["status"] == "unsat"


@pytest.mark.slow
def test_moore_2_quantified_condition_needs_and_gets_two_solvers(monkeypatch):
    """Moore's Nim_2 at 3 bits with the strategy search switched off (it finds Moore's move):
    the quantified condition is proved only when two solvers (of z3, cvc5 and Bitwuzla) answer
    unsat."""
    from gamecheck.prover import prove as prove_module

    monkeypatch.setattr(prove_module, "find_strategy", lambda *a, **k: [])
    r = prove_claim(CORE["core.moore-2"], bits=3)
    assert r.verdict == "proved", r.reason
    last = r.queries[-1]
    assert "quantified" in last.name and sum(a.status == "unsat" for a in last.solvers) >= 2
