"""The SMT-LIB files of a proof are the same on every run (issue 16: deterministic reports)."""

from __future__ import annotations

import filecmp
import gc

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from gamecheck.claims import Claim
from gamecheck.prover.prove import prove_claim
from gamecheck.prover.smtlib import canonical_smt2


def _same_terms(a: str, b: str) -> bool:
    """z3 parses both texts to the identical assertions (z3 hash-conses terms: eq is identity)."""
    va, vb = z3.parse_smt2_string(a), z3.parse_smt2_string(b)
    return len(va) == len(vb) and all(x.eq(y) for x, y in zip(va, vb))


def test_the_text_does_not_depend_on_what_z3_chose_to_share():
    """z3 let-binds a term when it holds more than one reference to it: the same query came out
    with and without a let in two runs of `gamecheck verify` (CI, 2026-11-25)."""
    x1, x2, x3 = z3.BitVecs("q1 q2 q3", 65)
    s = z3.Solver()
    s.add(z3.BitVecVal(0, 65) == (x1 ^ x2) ^ x3)
    plain = s.to_smt2()
    held = (x1 ^ x2) ^ x3  # the same term, now also referenced from Python and another solver
    other = z3.Solver()
    other.add(held == 1)
    shared = s.to_smt2()
    assert canonical_smt2(plain) == canonical_smt2(shared)
    assert _same_terms(plain, canonical_smt2(shared))


def test_shared_terms_are_bound_once_and_numbered_in_order():
    text = ("(declare-fun x1 () Int)\n(assert\n (let ((?x9095 (mod x1 4))) (let (($x44 (= 0 ?x9095)))"
            " (and $x44 (> x1 ?x9095) (= ?x9095 (+ x1 1)) (= (+ x1 1) 2)))))\n(check-sat)\n")
    assert canonical_smt2(text) == (
        "(declare-fun x1 () Int)\n(assert\n (let ((?x1 (mod x1 4)))\n (let ((?x2 (+ x1 1)))\n"
        " (and (= 0 ?x1) (> x1 ?x1) (= ?x1 ?x2) (= ?x2 2)))))\n(check-sat)\n")


def test_a_quantifier_body_is_a_scope_of_its_own():
    x = z3.Int("x")
    y = z3.Int("y")
    t = (x + y) * (x + y)
    s = z3.Solver()
    s.add(z3.ForAll([y], z3.Implies(t > 0, t + (x + y) > x)), x * x == x + x)
    out = canonical_smt2(s.to_smt2())
    assert _same_terms(s.to_smt2(), out)
    assert "(forall ((y Int))" in out and canonical_smt2(out) == out


_OPS = (lambda a, b: a + b, lambda a, b: a ^ b, lambda a, b: a & b, lambda a, b: a * b,
        lambda a, b: z3.If(z3.ULT(a, b), a, b), lambda a, b: z3.LShR(a, 1) | b)


_TERM_DAGS = (st.lists(st.tuples(st.integers(0, len(_OPS) - 1), st.integers(0, 10**6), st.integers(0, 10**6)),
                       min_size=1, max_size=25), st.integers(0, 2**8 - 1))


@settings(max_examples=20, deadline=None)
@given(*_TERM_DAGS)
def test_random_shared_terms_print_the_same_however_z3_shares_them(steps, value):
    _shared_terms_print_the_same(steps, value)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(*_TERM_DAGS)
def test_random_shared_terms_print_the_same_thoroughly(steps, value):
    _shared_terms_print_the_same(steps, value)


def _shared_terms_print_the_same(steps, value):
    """Random term DAGs (each step combines two earlier terms): the text written while Python
    holds every subterm (z3 let-binds them) and after those references are dropped canonicalise
    to the same text, which z3 parses to the same assertions as z3's own text."""
    terms = list(z3.BitVecs("a b c", 8))
    for op, i, j in steps:
        terms.append(_OPS[op](terms[i % len(terms)], terms[j % len(terms)]))
    s = z3.Solver()
    s.add(terms[-1] == value, z3.ULE(terms[len(terms) // 2], terms[-1]))
    held = s.to_smt2()
    del terms
    gc.collect()
    dropped = s.to_smt2()
    assert canonical_smt2(held) == canonical_smt2(dropped)
    assert _same_terms(held, canonical_smt2(held))
    assert canonical_smt2(canonical_smt2(held)) == canonical_smt2(held)


def test_a_proof_written_twice_gives_the_same_files(tmp_path):
    c = Claim(id="t.bash", statement="Bash's game, m = 3: P exactly at multiples of 4.", ruleset="bash",
              params={"m": 3}, bound=40, kind="p-rule", rule="n % 4 == 0")
    a, b = tmp_path / "a", tmp_path / "b"
    prove_claim(c, bits=8, timeout=30, smt2_dir=a)
    # build unrelated terms in between, as an audit does, so that z3's internal ids move on
    prove_claim(c.as_kind("p-rule", rule="n % 4 == 1"), bits=8, timeout=30)
    prove_claim(c, bits=8, timeout=30, smt2_dir=b)
    names = sorted(p.name for p in a.iterdir())
    assert names and names == sorted(p.name for p in b.iterdir())
    _, diff, errors = filecmp.cmpfiles(a, b, names, shallow=False)
    assert not diff and not errors


def test_the_committed_smt2_files_are_canonical_and_read_by_z3():
    """Every SMT-LIB file in reports/smt2 is already in canonical form (written through
    canonical_smt2 by `gamecheck verify`) and z3 parses it."""
    from pathlib import Path

    files = sorted((Path(__file__).resolve().parent.parent / "reports" / "smt2").glob("*.smt2"))
    assert files
    for f in files:
        text = f.read_text()
        assert canonical_smt2(text) == text, f.name
        assert len(z3.parse_smt2_string(text)) >= 1, f.name


def test_fresh_variables_are_numbered_by_the_query_not_by_the_process():
    # the rule compiler's fresh names count on through the process: the same query compiled after
    # other work has other numbers, and the canonical text must not show it
    def query(first: int) -> str:
        a, b = z3.Int(f"isqrt!{first}"), z3.Int(f"Z!{first + 7}")
        s = z3.Solver()
        y = z3.Int(f"y!{first + 9}")
        s.add(a * a <= 5, b > a, z3.ForAll([y], z3.Implies(y >= 0, y + b >= a)))
        return s.to_smt2()

    one, two = canonical_smt2(query(3)), canonical_smt2(query(289))
    assert one == two
    assert "isqrt!1" in one and "Z!2" in one and "y!3" in one and "289" not in two
    # a renamed text is the same query to z3, up to the names
    t = z3.Solver()
    t.from_string(one)
    assert t.check() == z3.sat
    # names of that form are renamed one to one, so a given "Z!1" cannot meet the renamed "Z!300"
    s = z3.Solver()
    s.add(z3.Int("Z!300") == 1, z3.Int("Z!1") == 2)
    text = canonical_smt2(s.to_smt2())
    assert text.count("declare-fun") == 2 and len({ln for ln in text.splitlines() if "declare-fun" in ln}) == 2
