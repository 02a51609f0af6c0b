"""The SMT-LIB files of a proof are the same on every run (issue 16: deterministic reports)."""

from __future__ import annotations

import filecmp

from gamecheck.claims import Claim
from gamecheck.prover.prove import canonical_smt2, prove_claim


def test_names_of_shared_terms_are_numbered_in_order():
    text = "(let ((?x9095 (mod x1 4))) (let (($x44 (= 0 ?x9095))) (and $x44 (> x1 ?x9095))))"
    assert canonical_smt2(text) == "(let ((?x1 (mod x1 4))) (let (($x2 (= 0 ?x1))) (and $x2 (> x1 ?x1))))"


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
