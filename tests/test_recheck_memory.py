"""Memory of the DRAT checker and of ``gamecheck recheck`` on forged or huge certificates (issue 36,
round 3): variables that occur only in the proof are renumbered densely, the memory a check needs
is estimated before it is allocated, and a check that does not fit fails -- never a MemoryError.

Expectations come from outside the code under test: proofs derived by hand (each step's unit
propagation written out below), the same proof with its extension variables renamed by an
arbitrary (not order-preserving) map, whose verdict must not change, the process's own address
space limit (``RLIMIT_AS``) for what the checker really allocates, and certificates built here
with lzma from the documented container format.
"""

from __future__ import annotations

import hashlib
import json
import lzma
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.cli.recheck import recheck_cmd
from gamecheck.prover import certificate as cert_mod
from gamecheck.prover import drat
from gamecheck.prover.certificate import check_certificate, recheck_certificate, recheck_folder
from gamecheck.prover.drat import check_drat, check_memory

ROOT = Path(__file__).resolve().parent.parent
#: a real certificate of the audit (48 lemmas over 72 variables; its CNF is not refuted by unit
#: propagation alone, so a bad lemma is caught) and its query
STEM = "core.moore-3.no-move-from-P-to-P"
B = 2_000_000_000
#: the four clauses over variables 1 and 2: unsatisfiable, and no unit propagates at the top level
F = [[1, 2], [-1, 2], [1, -2], [-1, -2]]


def varint(u: int) -> bytes:
    out = bytearray()
    while u > 127:
        out.append((u & 127) | 128)
        u >>= 7
    out.append(u)
    return bytes(out)


def binary(*lemmas: list[int]) -> bytes:
    """Binary DRAT additions (DRAT-trim's encoding, written here)."""
    return b"".join(b"a" + b"".join(varint(2 * abs(x) + (x < 0)) for x in c) + b"\0" for c in lemmas)


def container(cnf: bytes, proof: bytes, smt2: str, lemmas: int, **over: str) -> bytes:
    """A version-1 certificate (the format of gamecheck/prover/certificate.py's docstring)."""
    p = next(line for line in cnf.split(b"\n") if line.startswith(b"p cnf")).split()
    head = {"gamecheck-certificate": "1", "format": "DRAT", "smt2-sha256": hashlib.sha256(smt2.encode()).hexdigest(),
            "bit-blaster": "z3 4 simplify,bit-blast,tseitin-cnf", "solver": "cadical195", "variables": p[2].decode(),
            "clauses": p[3].decode(), "lemmas": str(lemmas), "cnf-bytes": str(len(cnf)), "proof-bytes": str(len(proof))}
    head.update(over)
    text = "".join(f"{k} {v}\n" for k, v in head.items()) + "\n"
    return lzma.compress(text.encode() + cnf + proof, format=lzma.FORMAT_XZ, preset=0)


def real_parts() -> tuple[str, bytes, bytes, int]:
    """The SMT-LIB text, CNF, binary proof and lemma count of the audit's certificate STEM."""
    raw = lzma.decompress((ROOT / "reports" / "certificates" / f"{STEM}.drat.xz").read_bytes())
    head, _, body = raw.partition(b"\n\n")
    fields = dict(line.split(" ", 1) for line in head.decode().split("\n"))
    n = int(fields["cnf-bytes"])
    return (ROOT / "reports" / "smt2" / f"{STEM}.smt2").read_text(), body[:n], body[n:], int(fields["lemmas"])


# -- renumbering of proof-only variables -------------------------------------------------------------

def test_a_valid_proof_with_an_extension_variable_at_2e9_checks_in_little_memory():
    # (x) with x = 2e9 is RAT on x: no clause holds -x (it is not RUP: x false propagates nothing);
    # (-x 1) is RUP: 1 false gives 2 by (1 2), and (1 -2) is falsified;  () is RUP: x gives 1 by
    # (-x 1), then 2 by (-1 2), and (-1 -2) is falsified
    proof = [f"{B} 0", f"-{B} 1 0", "0"]
    r = check_drat(2, F, proof, memory=1 << 20)  # 1 MiB: the variable's number sizes nothing
    assert r.ok and r.lemmas == 3 and r.rat_lemmas == 1, r.reason
    assert 0 < r.memory < 4096 and not r.out_of_memory
    # the same proof on variable 3 gives the same verdict and counts
    small = check_drat(2, F, [s.replace(str(B), "3") for s in proof])
    assert (small.ok, small.lemmas, small.rat_lemmas) == (r.ok, r.lemmas, r.rat_lemmas)


def test_an_invalid_proof_with_an_extension_variable_at_2e9_fails_and_names_it():
    # without (x), () is not RUP: nothing propagates at the top level (x is unassigned)
    r = check_drat(2, F, [f"-{B} 1 0", "0"], memory=1 << 20)
    assert not r.ok and r.failed_step == 2 and not r.out_of_memory
    # (-x) is RAT on -x (no clause holds x); then (x) is not RUP (x is false at the top level and
    # nothing propagates) and not RAT on x: its resolvent with (-x) is the empty clause, not RUP
    r = check_drat(2, F, [f"-{B} 0", f"{B} 0", "0"], memory=1 << 20)
    assert not r.ok and r.failed_step == 2 and not r.out_of_memory
    assert f"proof step 2: {B} 0)" in r.reason and "neither RUP nor RAT" in r.reason  # as the proof wrote it


def _renamed(step: str, rename: dict[int, int]) -> str:
    out = []
    for t in step.split():
        if t == "d":
            out.append(t)
        else:
            v = rename.get(abs(int(t)), abs(int(t)))
            out.append(str(v if int(t) > 0 else -v))
    return " ".join(out)


@pytest.mark.parametrize("seed", range(6))
def test_renaming_proof_only_variables_changes_no_verdict(seed):
    # random lemmas over variables 1..5 (the formula uses 1 and 2): the verdict and the failing step
    # must be those of the same proof with 3, 4, 5 renamed to far numbers in another order
    rng = random.Random(seed)
    rename = {3: B, 4: 7, 5: 100_000_000}
    for _ in range(40):
        proof: list[str] = []
        for _ in range(rng.randint(1, 6)):
            if rng.random() < 0.15 and proof:
                proof.append("d " + rng.choice(proof).removeprefix("d "))
                continue
            lits = [rng.choice((-1, 1)) * rng.randint(1, 5) for _ in range(rng.randint(1, 3))]
            proof.append(" ".join(map(str, lits)) + " 0")
        proof.append("0")
        far = [_renamed(step, rename) for step in proof]
        a, b = check_drat(2, F, proof), check_drat(2, F, far, memory=1 << 20)
        assert (a.ok, a.failed_step, a.lemmas, a.rat_lemmas, a.deletions, a.ignored_deletions) == \
            (b.ok, b.failed_step, b.lemmas, b.rat_lemmas, b.deletions, b.ignored_deletions), (proof, far)


def test_renumbering_leaves_the_callers_arrays_alone():
    lits, starts, is_del = drat.parse_drat([f"{B} -1 0", f"-{B} 1 0", f"{B} 2 0", f"{B} 0", "0"])
    before = lits.copy()
    assert check_drat(2, F, (lits, starts, is_del)).ok
    assert (lits == before).all()


# -- the memory estimate -----------------------------------------------------------------------------

def test_a_check_that_does_not_fit_fails_with_the_estimate():
    n = 200_000
    cnf = b"p cnf 1 %d\n" % (n + 1) + b"1 0\n" * n + b"-1 0\n"
    need = check_memory(1, n + 2, n + 1)  # n + 1 clauses, 1 proof step, n + 1 literals, variable 1
    assert need > 46 * 2 + 55 * (n + 2) + 8 * (n + 1)  # the hash table comes on top
    assert check_drat(None, cnf, b"a\0", binary=True, memory=need).ok
    r = check_drat(None, cnf, b"a\0", binary=True, memory=need - 1)
    assert not r.ok and r.out_of_memory and r.memory == need and r.lemmas == 0
    assert "MiB" in r.reason and "available" in r.reason and "\n" not in r.reason


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads VmSize from /proc")
def test_the_estimate_is_what_the_checker_allocates():
    # in a fresh process: with the address space limited to its present size plus the estimate (and
    # 24 MiB for the interpreter), the check completes; with 20% less than the estimate, it runs out
    # of memory -- and is then a failure, not a MemoryError
    code = textwrap.dedent(f"""
        import re, resource, sys
        sys.path.insert(0, {str(ROOT)!r})
        from gamecheck.prover.drat import check_drat
        check_drat(None, "p cnf 2 2\\n1 0\\n-1 0\\n", b"a\\0", binary=True)  # compiles the kernels
        n = 1_500_000
        cnf = b"p cnf 2 %d\\n" % (n + 2) + b"1 -2 0\\n" * n + b"-1 0\\n1 0\\n"
        proof = b"a\\x05\\0" * 1000 + b"a\\0"
        need = check_drat(None, cnf, proof, binary=True, memory=0).memory
        size = int(re.search(r"VmSize:\\s+(\\d+)", open("/proc/self/status").read()).group(1)) << 10
        hard = resource.getrlimit(resource.RLIMIT_AS)[1]
        resource.setrlimit(resource.RLIMIT_AS, (size + int(need * 0.8), hard))
        low = check_drat(None, cnf, proof, binary=True, memory=1 << 40)
        resource.setrlimit(resource.RLIMIT_AS, (size + need + (24 << 20), hard))
        high = check_drat(None, cnf, proof, binary=True, memory=1 << 40)
        print(need, low.ok, low.out_of_memory, high.ok, high.out_of_memory, high.memory)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    need, low_ok, low_oom, high_ok, high_oom, high_memory = out.stdout.split()
    assert int(need) > 100 << 20 and int(high_memory) == int(need)
    assert (low_ok, low_oom) == ("False", "True")
    assert (high_ok, high_oom) == ("True", "False")


def test_a_simulated_memory_error_is_a_failure_naming_memory(monkeypatch, tmp_path):
    assert not check_drat(2, F, ["0"]).ok  # compiles the kernels before one is replaced

    def no_memory(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(drat, "_check", no_memory)
    r = check_drat(2, F, [f"{B} -1 0", "0"])
    assert not r.ok and r.out_of_memory and "memory ran out" in r.reason
    smt2, cnf, proof, lemmas = real_parts()
    path = tmp_path / "c.drat.xz"
    path.write_bytes(container(cnf, proof, smt2, lemmas))
    ok, msg = recheck_certificate(path, smt2)
    assert not ok and "memory" in msg and "not accepted" in msg and "\n" not in msg
    assert "lower the bound" not in msg
    # a MemoryError anywhere in the re-check (here: reading the file) fails that certificate only
    monkeypatch.setattr(cert_mod, "read_certificate", no_memory)
    ok, msg = recheck_certificate(path, smt2)
    assert not ok and "memory ran out while re-checking it" in msg and f"{path.stat().st_size:,} bytes" in msg


def test_available_memory_from_the_environment_is_honoured(monkeypatch, tmp_path):
    smt2, cnf, proof, lemmas = real_parts()
    path = tmp_path / "c.drat.xz"
    path.write_bytes(container(cnf, proof, smt2, lemmas))
    assert recheck_certificate(path, smt2)[0]
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", str(drat.MEMORY_SLACK + 1000))  # 1000 bytes left to check in
    ok, msg = recheck_certificate(path, smt2)
    assert not ok and "not accepted" in msg and "more than the 1,000 bytes available" in msg
    assert f"{len(cnf) + len(proof):,} bytes of CNF and proof" in msg and "\n" not in msg


# -- forged certificates -----------------------------------------------------------------------------

def test_a_lemma_on_variable_2e9_in_a_real_certificate(tmp_path):
    smt2, cnf, proof, lemmas = real_parts()
    path = tmp_path / "c.drat.xz"
    # a fresh unit is RAT: with the header's lemma count left as it was, the count differs
    path.write_bytes(container(cnf, binary([B]) + proof, smt2, lemmas))
    ok, msg = recheck_certificate(path, smt2)
    assert not ok and f"the proof has {lemmas + 1} lemmas" in msg
    # with the count right it is a valid refutation of the stored CNF: gamecheck's checker accepts it
    # (it renumbers variables the proof alone uses); the second checker, dratify, refuses a variable
    # past the formula's and the proof's sizes (its own bound), so it is not accepted as checked twice
    # (no solver writes such a proof; refusing is the safe side)
    path.write_bytes(container(cnf, binary([B]) + proof, smt2, lemmas + 1))
    c = check_certificate(path, smt2)
    assert c.gamecheck.ok and c.second.ok is False and not c.ok
    assert "2000000000" in c.second.message and "not accepted" in c.message
    # a lemma that is neither RUP nor RAT on variables 2e9 and 10^8 fails, shown as written
    path.write_bytes(container(cnf, binary([-B], [B, 100_000_000]) + proof, smt2, lemmas + 2))
    ok, msg = recheck_certificate(path, smt2)
    assert not ok and f"{B} 100000000 0" in msg and "neither RUP nor RAT" in msg


def test_forged_header_sizes_fail_in_one_line(tmp_path):
    smt2, cnf, proof, lemmas = real_parts()
    path = tmp_path / "c.drat.xz"
    header = cnf[cnf.index(b"p cnf "):].split(b"\n", 1)[0]  # "p cnf VARS CLAUSES" of the committed certificate
    huge = cnf.replace(header, b"p cnf 2000000000 " + header.split()[3], 1)
    assert huge != cnf
    for data in (container(huge, proof, smt2, lemmas),
                 container(cnf, proof, smt2, lemmas, variables="2000000000"),
                 container(cnf, proof, smt2, lemmas, **{"proof-bytes": "2000000000"}),
                 container(cnf, proof, smt2, lemmas, **{"cnf-bytes": str(10 ** 30)})):
        path.write_bytes(data)
        ok, msg = recheck_certificate(path, smt2)
        assert not ok and msg and "\n" not in msg, msg


def test_a_payload_past_the_cap_fails_unchecked(monkeypatch, tmp_path):
    assert cert_mod._MAX_PAYLOAD == 64 << 20  # documented in certificate.py and docs/guide/proofs.md
    monkeypatch.setattr(cert_mod, "_MAX_PAYLOAD", 1 << 20)
    smt2 = "(check-sat)\n"
    cnf = b"c " + b"x" * (2 << 20) + b"\np cnf 1 2\n1 0\n-1 0\n"
    path = tmp_path / "bomb.drat.xz"
    path.write_bytes(container(cnf, b"a\0", smt2, 1))
    ok, msg = recheck_certificate(path, smt2)
    assert not ok and "decompresses to more than 1 MiB" in msg


def test_many_forged_certificates_fail_each_and_keep_no_memory(tmp_path):
    smt2, cnf, proof, lemmas = real_parts()
    (tmp_path / "smt2").mkdir()
    (tmp_path / "certificates").mkdir()
    forged = [binary([B]) + proof, binary([100_000_000]) + proof, binary([-B], [B]) + proof, proof[:-2], b"a\xff"]
    for i, p in enumerate(forged * 4):
        (tmp_path / "certificates" / f"f{i:02d}.drat.xz").write_bytes(container(cnf, p, smt2, lemmas))
        (tmp_path / "smt2" / f"f{i:02d}.smt2").write_text(smt2)
    results = recheck_folder(tmp_path)
    assert len(results) == 20 and not any(ok for _, ok, _ in results)
    r = CliRunner().invoke(recheck_cmd, [str(tmp_path), "--certificates-only", "--json"])
    doc = json.loads(r.output)
    assert r.exit_code == 1 and doc["failed"] == 20


def test_a_memory_error_escaping_in_the_command_is_named_as_recheck(monkeypatch, tmp_path):
    (tmp_path / "certificates").mkdir()

    def no_memory(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(gc, "recheck_folder", no_memory)
    r = CliRunner().invoke(recheck_cmd, [str(tmp_path), "--certificates-only", "--json"])
    assert r.exit_code == 3
    doc = json.loads(r.output.strip().splitlines()[-1])
    assert "re-checking the certificates" in doc["error"] and "lower the bound" not in doc["error"]


def test_a_proof_past_the_work_limit_fails_and_names_the_limit():
    """Forward checking is quadratic at worst: 200,000 unit lemmas on fresh variables (each RAT,
    each scanning every clause stored) would run for minutes. The check stops at its work limit
    and the proof fails -- it is never passed unchecked."""
    from gamecheck.prover.drat import WORK_LIMIT, check_drat

    cnf = "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n"  # unsatisfiable: x1 and x2 both forced
    fresh = "".join(f"{v} 0\n" for v in range(3, 3003))
    valid = fresh + "1 0\n0\n"  # RUP: x1; then the empty clause
    assert check_drat(None, cnf, valid).ok
    res = check_drat(None, cnf, valid, work_limit=100_000)  # 3,000 RAT scans of a growing store
    assert not res.ok and "work limit of 100,000" in res.reason, res.reason
    # the default sits far above what the committed certificates need (16 million at most)
    assert WORK_LIMIT >= 100 * 16_000_000
