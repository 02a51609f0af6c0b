"""Every certificate checked twice (issue 37, point 5): gamecheck's own DRAT checker
(gamecheck/prover/drat.py) and a second, independent one installed as a dependency (dratify's
pure-Python engine) must both accept a certificate before ``recheck`` counts it as checked.

A valid certificate is accepted by both; a changed proof or CNF is rejected by both (a flipped byte
of the compressed file already fails xz's CRC before either runs, so the changes are made inside
the container and compressed again); a cut-off proof is rejected by both; without dratify nothing
passes and the message says why. The slow test measures that both checkers agree on every
certificate committed in ``reports/certificates``."""

from __future__ import annotations

import json
import random
import shutil
import sys
from pathlib import Path

import pytest

from gamecheck.prover import certificate as cert_mod
from gamecheck.prover.certificate import (
    SECOND_CHECKER_MIN, _container, binary_drat_to_text, certificate_name, certify, check_certificate,
    read_certificate, recheck_certificate, recheck_folder, second_check, second_checker,
)
from gamecheck.prover.drat import check_drat, drat_to_binary, parse_drat

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "reports"
SMT2 = REPORTS / "smt2"
#: 913 variables, 3,529 clauses, 2,188 lemmas: not refuted by unit propagation alone, so the proof matters
MEDIUM = "003.ex4.strategy.no-move-from-P-to-P.smt2"

needs_dratify = pytest.mark.skipif(second_checker() is None, reason="dratify (a dependency) is not installed")


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> tuple[Path, str]:
    """A certificate of MEDIUM, made by certify, and the query's text."""
    text = (SMT2 / MEDIUM).read_text(encoding="utf-8")
    out = tmp_path_factory.mktemp("twice") / certificate_name(MEDIUM)
    c = certify(text, out)
    assert c.status == "checked" and c.solver == "cadical195", c.reason
    return out, text


def _rewrite(path: Path, dst: Path, cnf: bytes | None = None, proof: bytes | None = None) -> Path:
    """The certificate at ``path`` with its CNF or proof replaced, its header's sizes made right."""
    header, c0, p0 = read_certificate(path)
    cnf, proof = (c0 if cnf is None else cnf), (p0 if proof is None else proof)
    header = dict(header, **{"cnf-bytes": str(len(cnf)), "proof-bytes": str(len(proof))})
    dst.write_bytes(_container(header, cnf, proof))
    return dst


def _steps(proof: bytes) -> list[tuple[int, int, int]]:
    """``(start, first literal byte, end)`` of each step of a binary DRAT proof."""
    out, i = [], 0
    while i < len(proof):
        start = i
        i += 1
        first = i
        while True:
            j = i
            while proof[i] >= 0x80:
                i += 1
            i += 1
            if proof[j] == 0 and i == j + 1:
                break
        out.append((start, first, i))
    return out


# -- a valid certificate ------------------------------------------------------------------------------

@needs_dratify
def test_a_valid_certificate_is_accepted_by_both(made):
    path, text = made
    c = check_certificate(path, text)
    assert c.ok and c.gamecheck.ok is True and c.second.ok is True, c.message
    assert c.cnf == "same" and "checked twice" in c.message and "dratify" in c.message
    assert c.second.checker.startswith("dratify ") and c.gamecheck.seconds >= 0 and c.second.seconds > 0
    assert recheck_certificate(path, text)[0] is True
    assert json.loads(json.dumps(c.to_json()))["second"]["ok"] is True


def test_the_binary_to_text_conversion_is_gamechecks_reading():
    rng = random.Random(37)
    for _ in range(200):
        steps = []
        for _ in range(rng.randrange(0, 12)):
            lits = [rng.choice((-1, 1)) * rng.choice((1, 2, 63, 64, 127, 128, 8191, 8192, 2**20, 2**30))
                    for _ in range(rng.randrange(0, 6))]
            steps.append(("d " if rng.random() < 0.3 else "") + " ".join(map(str, lits + [0])))
        binary = drat_to_binary(steps)
        text = binary_drat_to_text(binary)
        assert parse_drat(text, binary=False)[0].tolist() == parse_drat(binary, binary=True)[0].tolist()
        assert [ln.split() for ln in text.splitlines()] == [s.split() for s in steps]
    for bad, why in ((b"x\x02\x00", "not a step"), (b"a\x02", "ends inside"), (b"a\x82", "ends inside"),
                     (b"a\xff\xff\xff\xff\xff\x01\x00", "longer than 5 bytes")):
        with pytest.raises(ValueError, match=why):
            binary_drat_to_text(bad)


# -- changed certificates: rejected by both ----------------------------------------------------------

@needs_dratify
def test_a_flipped_byte_in_the_compressed_file_fails_before_either_checker(made, tmp_path):
    path, text = made
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x10
    bad = tmp_path / "bad.drat.xz"
    bad.write_bytes(bytes(data))
    c = check_certificate(bad, text)
    assert not c.ok and c.gamecheck.ok is None and c.second.ok is None and "xz" in c.message


@needs_dratify
def test_a_flipped_byte_in_the_proof_is_rejected_by_both(made, tmp_path):
    """A literal's sign flipped (the low bit of its first varint byte) in lemma after lemma: each
    verdict is the same for both checkers, and the first lemmas so changed are rejected by both.
    A changed lemma may still be implied (then the proof is still a refutation, and both accept it:
    that is no fault of a checker); the flips below that both reject are counted."""
    path, _ = made
    _, cnf, proof = read_certificate(path)
    adds = [s for s in _steps(proof) if proof[s[0]] == 0x61 and s[2] - s[1] > 1]
    verdicts = []
    for start, first, end in adds[:12]:
        p = bytearray(proof)
        p[first] ^= 0x01
        bad = _rewrite(path, tmp_path / f"p{start}.drat.xz", proof=bytes(p))
        c = check_certificate(bad)  # no query: the changed proof is checked against the stored CNF
        assert c.gamecheck.ok == c.second.ok, (start, c.message)
        assert c.ok == bool(c.gamecheck.ok)
        verdicts.append(c.gamecheck.ok)
    assert verdicts[0] is False and verdicts.count(False) >= 10, verdicts


@needs_dratify
def test_a_flipped_byte_in_the_cnf_is_rejected_by_both(made, tmp_path):
    path, text = made
    _, cnf, proof = read_certificate(path)
    lines = cnf.split(b"\n")
    # the sign of the first literal of clause after clause flipped: a '-' removed or added
    rejected = 0
    for k in range(1, 40):
        line = lines[k]
        lines2 = list(lines)
        lines2[k] = line[1:] if line.startswith(b"-") else b"-" + line
        bad = _rewrite(path, tmp_path / f"c{k}.drat.xz", cnf=b"\n".join(lines2))
        with_query = check_certificate(bad, text)
        assert not with_query.ok and with_query.cnf == "differs", with_query.message
        c = check_certificate(bad)  # both checkers on the changed CNF
        assert c.gamecheck.ok == c.second.ok, (k, c.message)
        rejected += c.gamecheck.ok is False
    assert rejected >= 1
    # one byte changed in place: a digit of the first clause's first literal, so the clause is another
    k = next(i for i, ln in enumerate(lines) if ln and not ln.startswith(b"p") and ln[:1].isdigit())
    flipped = bytearray(cnf)
    at = sum(len(ln) + 1 for ln in lines[:k])
    flipped[at] = ord("9") if flipped[at] != ord("9") else ord("8")
    bad = _rewrite(path, tmp_path / "digit.drat.xz", cnf=bytes(flipped))
    assert not check_certificate(bad, text).ok
    c = check_certificate(bad)
    assert c.gamecheck.ok == c.second.ok


@needs_dratify
def test_a_truncated_proof_is_rejected_by_both(made, tmp_path):
    path, _ = made
    _, _, proof = read_certificate(path)
    steps = _steps(proof)
    for cut in (steps[len(steps) // 2][0], steps[-1][0], len(proof) // 3 + 1, len(proof) - 1):
        bad = _rewrite(path, tmp_path / f"t{cut}.drat.xz", proof=proof[:cut])
        c = check_certificate(bad)
        assert c.gamecheck.ok is False and c.second.ok is False and not c.ok, (cut, c.message)
    # an empty proof of a CNF that unit propagation does not refute
    c = check_certificate(_rewrite(path, tmp_path / "empty.drat.xz", proof=b""))
    assert c.gamecheck.ok is False and c.second.ok is False


# -- without the second checker ----------------------------------------------------------------------

def test_without_dratify_nothing_passes(made, monkeypatch, tmp_path):
    path, text = made
    monkeypatch.setitem(sys.modules, "dratify", None)  # import dratify now raises ImportError
    assert second_checker() is None
    c = check_certificate(path, text)
    assert not c.ok and c.gamecheck.ok is True and c.second.ok is None
    assert "NOT CHECKED TWICE" in c.message and "not installed" in c.message and SECOND_CHECKER_MIN in c.message
    (tmp_path / "smt2").mkdir()
    (tmp_path / "certificates").mkdir()
    (tmp_path / "smt2" / MEDIUM).write_text(text, encoding="utf-8")
    shutil.copy(path, tmp_path / "certificates" / path.name)
    (p, ok, msg), = recheck_folder(tmp_path)
    assert not ok and "not installed" in msg
    r = second_check(b"p cnf 1 2\n1 0\n-1 0\n", b"a\x00")
    assert r.ok is None and "not installed" in r.message


@needs_dratify
def test_the_second_checker_fails_closed(monkeypatch):
    assert second_check(b"p cnf 1 2\n1 0\n-1 0\n", b"a\x00").ok is True
    assert second_check(b"p cnf 2 2\n1 2 0\n-1 2 0\n", b"a\x00").ok is False  # satisfiable: no refutation
    assert second_check(b"p cnf 2 2\n1 2 0\n-1 2 0\n", b"a\x05").ok is False  # not binary DRAT
    monkeypatch.setattr(cert_mod, "available_memory", lambda: 1000)
    r = second_check(b"p cnf 1 2\n1 0\n-1 0\n", b"a\x04\x00a\x00")
    assert r.ok is False and "not run" in r.message and "not accepted" in r.message


@needs_dratify
def test_recheck_of_the_audit_reports_both_checkers(tmp_path, monkeypatch):
    if not (REPORTS / "results.json").exists():
        pytest.skip("no committed audit")
    from gamecheck.recheck import recheck_audit

    dst = tmp_path / "reports"
    dst.mkdir()
    shutil.copy2(REPORTS / "results.json", dst / "results.json")
    shutil.copytree(SMT2, dst / "smt2")
    shutil.copytree(REPORTS / "certificates", dst / "certificates")
    r = recheck_audit(dst, ["000.proof.cancel"], checks=False)
    assert r.ok, [str(f) for f in r.findings]
    assert r.second_checker and r.checked_twice == r.certificates >= 2
    assert all(c["gamecheck"]["ok"] and c["second"]["ok"] for c in r.certificate_checks)
    assert json.loads(json.dumps(r.to_json()))["checked_twice"] == r.checked_twice
    monkeypatch.setitem(sys.modules, "dratify", None)
    r = recheck_audit(dst, ["000.proof.cancel"], checks=False)
    assert not r.ok and r.checked_twice == 0
    assert any("dratify) is not installed" in str(f) and "not a pass" in str(f) for f in r.findings)


# -- every committed certificate ---------------------------------------------------------------------

def test_every_unsat_bit_vector_condition_of_the_audit_has_a_certificate():
    """Point 5's coverage, read from the committed audit: every query recorded unsat whose SMT-LIB
    file is quantifier-free bit-vectors (decided here from the file's own declarations, not by the
    recorded status) carries a checked certificate, and the file exists."""
    if not (REPORTS / "results.json").exists():
        pytest.skip("no committed audit")
    import re

    found: list[dict] = []

    def walk(o):
        if isinstance(o, dict):
            if o.get("status") == "unsat" and o.get("smt2"):
                found.append(o)
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)

    walk(json.loads((REPORTS / "results.json").read_text(encoding="utf-8")))
    bv = []
    for q in found:
        text = (SMT2 / q["smt2"]).read_text(encoding="utf-8")
        if re.search(r"\b(Int|forall|exists)\b", text):
            continue  # integers or quantifiers: no CNF to certify
        bv.append(q)
        cert = q.get("certificate") or {}
        assert cert.get("status") == "checked" and cert.get("checked"), (q["smt2"], cert.get("reason"))
        assert (REPORTS / cert["file"]).is_file(), cert["file"]
    assert len(bv) >= 80  # the committed audit: 80 such conditions (Bouton-8, misère-8, staircase-4 and -8 among them)
    names = {q["smt2"] for q in bv}
    for hard in ("core.bouton-z3-8", "core.misere-z3-8", "core.staircase-z3-4", "core.staircase-z3-8"):
        assert f"{hard}.strategy-moves-from-N-to-P.smt2" in names


@pytest.mark.slow
@needs_dratify
def test_both_checkers_accept_every_committed_certificate():
    """Both checkers agree on every certificate of the committed audit, each against its query's
    SMT-LIB file (its CNF compared with the query bit-blasted again). Some minutes (dratify is
    pure Python): the times of both are printed."""
    certs = sorted((REPORTS / "certificates").glob("*.drat.xz"))
    if not certs:
        pytest.skip("no committed certificates")
    mine = theirs = 0.0
    for path in certs:
        smt2 = SMT2 / (path.name[:-len(".drat.xz")] + ".smt2")
        c = check_certificate(path, smt2.read_text(encoding="utf-8"))
        assert c.ok and c.gamecheck.ok and c.second.ok, f"{path.name}: {c.message}"
        mine += c.gamecheck.seconds
        theirs += c.second.seconds
    print(f"{len(certs)} certificates: gamecheck {mine:.1f} s, dratify {theirs:.1f} s")


def test_check_drat_and_dratify_agree_on_small_random_proofs():
    """On random 3-CNFs of 6 variables and random lemma sequences, the two checkers give the same
    verdict (the ones a random proof gets are mostly rejections; every accepted one is checked
    to be a true refutation by brute force)."""
    if second_checker() is None:
        pytest.skip("dratify (a dependency) is not installed")
    import itertools

    rng = random.Random(5)
    agree = accepted = 0
    for _ in range(150):
        n = 6
        clauses = [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), 3)] for _ in range(rng.randrange(20, 50))]
        lemmas = [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), rng.randrange(1, 3))]
                  for _ in range(rng.randrange(0, 8))] + [[]]
        cnf = (f"p cnf {n} {len(clauses)}\n" + "".join(" ".join(map(str, c + [0])) + "\n" for c in clauses)).encode()
        proof = drat_to_binary([" ".join(map(str, lm + [0])) for lm in lemmas])
        mine = check_drat(n, cnf, proof, binary=True).ok
        theirs = second_check(cnf, proof).ok
        assert mine == theirs, (clauses, lemmas)
        agree += 1
        if mine:
            accepted += 1
            assert not any(all(any((lit > 0) == bits[abs(lit) - 1] for lit in c) for c in clauses)
                           for bits in itertools.product((False, True), repeat=n))
    assert agree == 150 and accepted > 0
