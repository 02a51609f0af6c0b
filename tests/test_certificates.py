"""DRAT checker (gamecheck/prover/drat.py) and proof certificates (gamecheck/prover/certificate.py,
gamecheck/cli/recheck.py).

Ground truth comes from outside the code under test: brute-force satisfiability over every
assignment, hand-derived propagation on the DRAT-trim paper's example, a naive unit-propagation
RUP check written here, hashlib for the stored hash, and a different SAT solver (MiniSat via
python-sat) for the stored CNF.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import lzma
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pysat.solvers import Solver

from gamecheck.cli.recheck import recheck_cmd
from gamecheck.errors import UsageError
from gamecheck.prover.certificate import (
    SUFFIX, certificate_name, certify, read_certificate, recheck_certificate, recheck_folder,
)
from gamecheck.prover.drat import check_drat, drat_to_binary, parse_dimacs, parse_drat

ROOT = Path(__file__).resolve().parent.parent
SMT2 = ROOT / "reports" / "smt2"
#: a small unsat QF_BV query of the audit (Bouton, 2 heaps, terminal positions)
SMALL = "core.bouton-z3-2.terminal-positions-are-P.smt2"
#: a larger one with a proof of a few thousand lemmas
MEDIUM = "003.ex4.strategy.no-move-from-P-to-P.smt2"

# The example of Wetzler, Heule and Hunt (SAT 2014), Fig. 1: 8 clauses over 4 variables and its
# DRAT proof; the first lemma (-1) is RAT but not RUP.
PAPER_F = [[1, 2, -3], [-1, -2, 3], [2, 3, -4], [-2, -3, 4], [1, 3, 4], [-1, -3, -4], [-1, 2, 4], [1, -2, -4]]
PAPER_P = ["-1 0", "d -1 -2 3 0", "d -1 -3 -4 0", "d -1 2 4 0", "2 0", "0"]


def brute_sat(nvars: int, clauses) -> bool:
    """Satisfiable, by trying every assignment."""
    for bits in itertools.product((False, True), repeat=nvars):
        if all(any(bits[abs(x) - 1] == (x > 0) for x in c) for c in clauses):
            return True
    return False


def naive_rup(clauses, lemma) -> bool:
    """RUP by plain unit propagation (no watches): assign the lemma false, propagate to a
    fixpoint, report a conflict."""
    val: dict[int, bool] = {}
    for x in lemma:
        if val.get(abs(x)) is (x > 0):
            return True  # x and -x both in the lemma
        val[abs(x)] = x < 0
    changed = True
    while changed:
        changed = False
        for c in clauses:
            free = []
            sat = False
            for x in c:
                v = val.get(abs(x))
                if v is None:
                    free.append(x)
                elif v == (x > 0):
                    sat = True
                    break
            if sat:
                continue
            if not free:
                return True
            if len(free) == 1:
                val[abs(free[0])] = free[0] > 0
                changed = True
    return False


def cadical_proof(clauses) -> tuple[bool, list[str]]:
    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        sat = s.solve()
        return sat, ([] if sat else list(s.get_proof()))


def pigeonhole(holes: int) -> list[list[int]]:
    """holes + 1 pigeons in ``holes`` holes: unsat; variable p*holes + h + 1 = pigeon p in hole h."""
    v = lambda p, h: p * holes + h + 1  # noqa: E731
    cls = [[v(p, h) for h in range(holes)] for p in range(holes + 1)]
    for h in range(holes):
        for p, q in itertools.combinations(range(holes + 1), 2):
            cls.append([-v(p, h), -v(q, h)])
    return cls


# -- the DRAT checker on hand-made proofs --------------------------------------------------------------

def test_paper_example_checks_and_needs_rat():
    assert not brute_sat(4, PAPER_F)
    # -1 is not RUP: with x1 true no clause becomes unit (checked by hand and by the naive check)
    assert not naive_rup(PAPER_F, [-1])
    r = check_drat(4, PAPER_F, PAPER_P)
    assert r.ok, r.reason
    assert (r.lemmas, r.deletions, r.ignored_deletions, r.rat_lemmas) == (3, 3, 0, 1)


def test_paper_example_binary_and_dimacs_forms():
    binary = drat_to_binary(PAPER_P)
    # 'a' -1 0 | 'd' -1 -2 3 0 | ...: literal l as 2|l| + (l < 0)
    assert binary.startswith(b"a\x03\x00d\x03\x05\x06\x00")
    assert check_drat(4, PAPER_F, binary).ok
    dimacs = "c the paper's example\np cnf 4 8\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in PAPER_F)
    assert check_drat(None, dimacs, "\n".join(PAPER_P)).ok
    # a large literal takes two varint bytes: 100 -> 200 = 0xC8 0x01
    assert drat_to_binary(["100 -3 0"]) == b"a\xc8\x01\x07\x00"


def test_proof_without_empty_clause_is_rejected():
    r = check_drat(4, PAPER_F, PAPER_P[:-1])
    assert not r.ok and "does not derive the empty clause" in r.reason
    assert not check_drat(4, PAPER_F, []).ok


def test_lemma_neither_rup_nor_rat_is_rejected():
    # F is satisfiable (x1 = x2 = true); -2 is not RUP, and its RAT resolvent with (-1 2) is
    # {-2, -1}, not RUP either (hand-derived), so a "proof" through it must fail
    f = [[1, 2], [-1, 2], [1, -2]]
    assert brute_sat(2, f)
    r = check_drat(2, f, ["-2 0", "0"])
    assert not r.ok and r.failed_step == 1 and "neither RUP nor RAT" in r.reason
    # the empty clause alone is not RUP in a satisfiable formula
    assert not check_drat(2, f, ["0"]).ok


def test_deletions_are_honoured():
    f = [[1, 2], [1, -2], [-1, 3], [-1, -3]]
    assert not brute_sat(3, f)
    assert check_drat(3, f, ["1 0", "0"]).ok          # 1 is RUP through (1 2), (1 -2)
    r = check_drat(3, f, ["d 2 1 0", "1 0", "0"])     # without (1 2) it is neither RUP nor RAT
    assert not r.ok and r.failed_step == 2


def test_deletion_of_a_reason_or_a_missing_clause_is_ignored():
    # x1 is a unit and (-1 2) propagates x2 at the top level: its deletion is ignored (DRAT-trim's rule)
    f = [[1], [-1, 2], [3, 4], [-3, 4], [3, -4], [-3, -4]]
    r = check_drat(4, f, ["d -1 2 0", "d 5 6 0", "3 0", "0"])
    assert r.ok and r.deletions == 2 and r.ignored_deletions == 2


def test_formula_with_the_empty_clause_needs_no_proof():
    assert check_drat(1, [[1], []], []).ok


def test_malformed_proofs_fail_without_exception():
    for bad in ["1 2", "1 x 0", "d d 1 0", "- 0"]:
        r = check_drat(4, PAPER_F, bad, binary=False)
        assert not r.ok and "does not parse" in r.reason
    with pytest.raises(UsageError):
        parse_dimacs("p cnf 2 1\n1 3 0\n")  # literal above the header's variables
    with pytest.raises(UsageError):
        parse_dimacs("p cnf 2 2\n1 2 0\n")  # one clause, not two
    with pytest.raises(UsageError):
        parse_drat(b"a\x03", binary=True)  # not ended by 0


def test_pigeonhole_cadical_proof_checks():
    f = pigeonhole(5)
    sat, proof = cadical_proof(f)
    assert not sat
    r = check_drat(30, f, proof)
    assert r.ok, r.reason
    assert r.lemmas == sum(1 for line in proof if not line.startswith("d"))


# -- random CNFs ------------------------------------------------------------------------------------

def random_3cnf(rng: random.Random, n: int, m: int) -> list[list[int]]:
    return [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), 3)] for _ in range(m)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(4, 9), ratio=st.floats(4.0, 9.0))
def test_random_3cnf_proofs_check_and_a_satisfiable_formula_never_passes(seed, n, ratio):
    rng = random.Random(seed)
    f = random_3cnf(rng, n, int(n * ratio))
    sat, proof = cadical_proof(f)
    assert sat == brute_sat(n, f)
    if sat:
        # soundness: no proof passes for a satisfiable formula, not even CaDiCaL's proof of a
        # stronger formula or a bare empty clause
        assert not check_drat(n, f, ["0"]).ok
        return
    r = check_drat(n, f, proof)
    assert r.ok, r.reason
    # drop clauses until the formula is satisfiable: the same proof must then fail
    weaker = list(f)
    while not brute_sat(n, weaker):
        weaker.pop(rng.randrange(len(weaker)))
    assert not check_drat(n, weaker, proof).ok


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_proofs_never_refute_a_satisfiable_formula(seed):
    """Soundness on arbitrary input: random lemmas, deletions and an empty clause never pass on a
    satisfiable formula (brute force); a single lemma accepted by RAT keeps it satisfiable."""
    rng = random.Random(seed)
    n = rng.randint(3, 6)
    f = random_3cnf(rng, n, rng.randint(1, 20))
    proof = []
    for _ in range(rng.randint(0, 10)):
        if rng.random() < 0.2:
            proof.append("d " + " ".join(map(str, rng.choice(f))) + " 0")
        else:
            proof.append(" ".join([str(rng.choice((-1, 1)) * rng.randint(1, n + 1))
                                   for _ in range(rng.randint(0, 3))] + ["0"]))
    r = check_drat(n + 1, f, proof + ["0"])
    if brute_sat(n, f):
        assert not r.ok
        lemma = [rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 2), rng.randint(1, 3))]
        one = check_drat(n + 1, f, [" ".join(map(str, lemma)) + " 0"])
        if one.failed_step is None:  # accepted (then no empty clause): RUP or RAT
            assert brute_sat(n + 1, f + [lemma])
            assert one.rat_lemmas or naive_rup(f, lemma)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), pick=st.integers(0, 10**6))
def test_flipped_literal_in_a_lemma(seed, pick):
    """Flip one literal of one lemma of a CaDiCaL proof.  The checker may still accept (the
    flipped clause can be implied too), but only soundly: when it accepts without any RAT step,
    every lemma it accepted was RUP with respect to a subset of the formula plus the earlier
    lemmas, so the flipped lemma must be RUP with respect to that whole set -- checked here by a
    naive unit propagation."""
    rng = random.Random(seed)
    n = 8
    f = random_3cnf(rng, n, 60)
    sat, proof = cadical_proof(f)
    if sat:
        return
    adds = [i for i, line in enumerate(proof) if not line.startswith("d") and line.strip() != "0"]
    if not adds:
        return
    i = adds[pick % len(adds)]
    lits = [int(x) for x in proof[i].split()[:-1]]
    j = pick % len(lits)
    lits[j] = -lits[j]
    mutated = proof[:i] + [" ".join(map(str, lits)) + " 0"] + proof[i + 1:]
    r = check_drat(n, f, mutated)
    if r.ok and r.rat_lemmas == 0:
        earlier = f + [[int(x) for x in line.split()[:-1]] for line in proof[:i] if not line.startswith("d")]
        assert naive_rup(earlier, lits)
    if not r.ok:
        assert r.failed_step is None or r.failed_step >= i + 1  # nothing before the flip fails


# -- certificates of real queries -------------------------------------------------------------------

def test_certify_a_real_query_and_recheck(tmp_path):
    text = (SMT2 / SMALL).read_text()
    out = tmp_path / "certificates" / certificate_name(SMALL)
    c = certify(text, out)
    assert c.status == "checked" and c.checked and c.file == out and out.exists(), c.reason
    assert c.bytes == out.stat().st_size and c.lemmas > 0 and c.variables > 0
    header, cnf, proof = read_certificate(out)
    assert header["smt2-sha256"] == hashlib.sha256(text.encode()).hexdigest()
    # the stored CNF is unsat for another solver too (MiniSat, not CaDiCaL)
    nv, lits, starts = parse_dimacs(cnf)
    assert (nv, len(starts) - 1) == (c.variables, c.clauses)
    with Solver(name="minisat22", bootstrap_with=[lits[starts[i]:starts[i + 1]].tolist()
                                                  for i in range(len(starts) - 1)]) as s:
        assert s.solve() is False
    assert recheck_certificate(out, text)[0]
    assert recheck_certificate(out)[0]
    ok, msg = recheck_certificate(out, text + " ")
    assert not ok and "SHA-256" in msg
    # the same query gives the same bytes
    again = certify(text, tmp_path / "again.drat.xz")
    assert again.file.read_bytes() == out.read_bytes()


def test_flipping_one_byte_fails_recheck(tmp_path):
    (tmp_path / "smt2").mkdir()
    text = (SMT2 / MEDIUM).read_text()
    (tmp_path / "smt2" / MEDIUM).write_text(text)
    out = tmp_path / "certificates" / certificate_name(MEDIUM)
    assert certify(text, out).checked
    assert [ok for _, ok, _ in recheck_folder(tmp_path)] == [True]
    data = bytearray(out.read_bytes())
    for at in (len(data) // 2, 20, len(data) - 5):
        bad = bytearray(data)
        bad[at] ^= 0x01
        out.write_bytes(bytes(bad))
        (p, ok, msg), = recheck_folder(tmp_path)
        assert not ok, (at, msg)


def test_a_proof_cut_short_inside_a_valid_container_fails(tmp_path):
    text = (SMT2 / SMALL).read_text()
    out = tmp_path / "c.drat.xz"
    assert certify(text, out).checked
    raw = lzma.decompress(out.read_bytes())
    head, _, body = raw.partition(b"\n\n")
    fields = dict(line.split(" ", 1) for line in head.decode().split("\n"))
    n_cnf, n_proof = int(fields["cnf-bytes"]), int(fields["proof-bytes"])
    lits, starts, is_del = parse_drat(body[n_cnf:], binary=True)
    steps = [" ".join((["d"] if is_del[i] else []) + [str(x) for x in lits[starts[i]:starts[i + 1]]] + ["0"])
             for i in range(len(is_del))]
    empty = steps.index("0")  # the first empty clause: the proof stops there
    cut = drat_to_binary(steps[:empty])
    head2 = head.replace(f"proof-bytes {n_proof}".encode(), f"proof-bytes {len(cut)}".encode())
    out.write_bytes(lzma.compress(head2 + b"\n\n" + body[:n_cnf] + cut, format=lzma.FORMAT_XZ))
    ok, msg = recheck_certificate(out, text)
    assert not ok and "empty clause" in msg


def test_refusals_conflict_and_limits(tmp_path):
    quantified = next(p for p in sorted(SMT2.glob("*.smt2")) if "forall" in p.read_text())
    c = certify(quantified.read_text(), tmp_path / "q.drat.xz")
    assert c.status == "refused" and "quantifiers" in c.reason and c.file is None
    integer = "(declare-fun x () Int)\n(assert (and (> x 0) (< x 0)))\n(check-sat)\n"
    c = certify(integer, tmp_path / "i.drat.xz")
    assert c.status == "refused" and "QF_BV" in c.reason
    satisfiable = "(declare-fun x () (_ BitVec 4))\n(assert (= x #x3))\n(check-sat)\n"
    c = certify(satisfiable, tmp_path / "s.drat.xz")
    assert c.status == "conflict" and c.conflict and "CONFLICT" in c.reason and not c.checked
    text = (SMT2 / MEDIUM).read_text()
    # CaDiCaL's limit alone (without the fallback to Glucose 4, which gets 2 conflicts here and
    # may need no more for this query)
    c = certify(text, tmp_path / "m.drat.xz", max_conflicts=1, fallback=False)
    assert c.status == "too large" and "conflicts" in c.reason
    c = certify(text, None, max_conflicts=1)
    assert c.status == "checked" and c.solver == "glucose4" or (c.status == "too large" and "Glucose 4" in c.reason)
    c = certify(text, tmp_path / "m.drat.xz", max_bytes=1000)
    assert c.status == "too large" and c.bytes > 1000 and "over the limit" in c.reason
    assert not list(tmp_path.iterdir())  # nothing written
    with pytest.raises(UsageError):
        certify("(assert (= x", None)


# -- the command ------------------------------------------------------------------------------------

def test_recheck_command(tmp_path):
    (tmp_path / "smt2").mkdir()
    for name in (SMALL, MEDIUM):
        text = (SMT2 / name).read_text()
        (tmp_path / "smt2" / name).write_text(text)
        assert certify(text, tmp_path / "certificates" / certificate_name(name)).checked
    runner = CliRunner()
    r = runner.invoke(recheck_cmd, [str(tmp_path), "--certificates-only"])
    assert r.exit_code == 0, r.output
    assert "2 certificate(s)" in r.output
    r = runner.invoke(recheck_cmd, [str(tmp_path), "--json", "--certificates-only"])
    doc = json.loads(r.output)
    assert r.exit_code == 0 and doc["certificates"] == 2 and doc["failed"] == 0
    victim = tmp_path / "certificates" / certificate_name(MEDIUM)
    data = bytearray(victim.read_bytes())
    data[len(data) // 3] ^= 0x40
    victim.write_bytes(bytes(data))
    r = runner.invoke(recheck_cmd, [str(tmp_path), "--certificates-only"])
    assert r.exit_code == 1
    fails = [line for line in r.output.splitlines() if line.startswith("FAIL")]
    assert len(fails) == 1 and certificate_name(MEDIUM) in fails[0]
    r = runner.invoke(recheck_cmd, [str(tmp_path / "missing"), "--certificates-only"])
    assert r.exit_code == 2 and "Traceback" not in r.output
    assert not (tmp_path / "missing").exists()
    assert SUFFIX == ".drat.xz"
