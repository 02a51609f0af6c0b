"""``gamecheck recheck`` finds every change made to a committed audit (issue 36, point 2): each kind
of tampering is tried on a copy of ``reports/`` -- a flipped byte in a certificate, a removed line
of a query, certificates swapped between claims, an edited verdict (of the check and of the
proof), an edited query with its hash rewritten in its certificate, an edited solver answer, an
extra file, a record removed -- and the re-derivation names what changed and fails. The untouched
copy passes."""

from __future__ import annotations

import hashlib
import json
import lzma
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gamecheck.recheck import recheck_audit

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "reports"

#: claims whose records, queries and certificates are tampered with (two proved over bit-vectors with
#: certificates, one proved over the integers, one refuted by the prover with a sat answer)
PROVED_BV = "000.proof.cancel"
PROVED_BV_2 = "001.nim.lemma2.cancel"


def _records() -> list[dict]:
    return json.loads((REPORTS / "results.json").read_text(encoding="utf-8"))


def _certified(cid: str) -> list[dict]:
    rec = next(r for r in _records() if r["id"] == cid)
    return [q for q in rec["z3"]["queries"] if (q.get("certificate") or {}).get("status") == "checked"]


def _refuted_with_sat() -> str:
    for r in _records():
        z = r.get("z3")
        if z and z["verdict"] == "refuted" and any(q["status"] == "sat" for q in z["queries"]):
            return r["id"]
    pytest.skip("no claim refuted by a sat answer in the committed audit")


@pytest.fixture()
def copy(tmp_path) -> Path:
    if not (REPORTS / "results.json").exists():
        pytest.skip("no committed audit")
    dst = tmp_path / "reports"
    dst.mkdir()
    shutil.copy2(REPORTS / "results.json", dst / "results.json")
    shutil.copytree(REPORTS / "smt2", dst / "smt2")
    shutil.copytree(REPORTS / "certificates", dst / "certificates")
    return dst


def _findings(folder: Path, *ids: str, checks: bool = False) -> list[str]:
    r = recheck_audit(folder, ids, checks=checks)
    return [str(f) for f in r.findings]


def _edit_results(folder: Path, cid: str, change) -> None:
    path = folder / "results.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    change(next(r for r in data if r["id"] == cid))
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def test_the_untouched_audit_rederives(copy):
    sat = _refuted_with_sat()
    r = recheck_audit(copy, [PROVED_BV, PROVED_BV_2, "000.nim.one-heap", sat])
    assert r.ok, [str(f) for f in r.findings]
    assert r.certificates >= 4 and r.queries >= 10 and r.sat_models == 1 and r.rests_on_answers >= 1


def test_a_flipped_byte_in_a_certificate(copy):
    q = _certified(PROVED_BV)[0]
    p = copy / q["certificate"]["file"]
    data = bytearray(p.read_bytes())
    data[len(data) // 2] ^= 0x10
    p.write_bytes(bytes(data))
    found = _findings(copy, PROVED_BV)
    assert any(f.startswith(q["certificate"]["file"]) for f in found), found


def test_a_removed_line_of_a_query(copy):
    q = _certified(PROVED_BV)[0]
    p = copy / "smt2" / q["smt2"]
    lines = p.read_text(encoding="utf-8").splitlines(keepends=True)
    del lines[len(lines) // 2]
    p.write_text("".join(lines), encoding="utf-8")
    found = _findings(copy, PROVED_BV)
    assert any(f.startswith(f"smt2/{q['smt2']}") and "re-encoded" in f for f in found), found


def test_certificates_swapped_between_claims(copy):
    a = copy / _certified(PROVED_BV)[0]["certificate"]["file"]
    b = copy / _certified(PROVED_BV_2)[0]["certificate"]["file"]
    da, db = a.read_bytes(), b.read_bytes()
    a.write_bytes(db)
    b.write_bytes(da)
    found = _findings(copy, PROVED_BV, PROVED_BV_2)
    assert any(f.startswith(f"certificates/{a.name}") and "SHA-256" in f for f in found), found
    assert any(f.startswith(f"certificates/{b.name}") and "SHA-256" in f for f in found), found


def test_an_edited_verdict_of_the_check(copy):
    _edit_results(copy, "000.nim.one-heap", lambda r: r.update(verdict="refuted"))
    found = _findings(copy, "000.nim.one-heap", checks=True)
    assert any(f.startswith("000.nim.one-heap") and "verdict is \"refuted\"" in f and "\"holds\"" in f
               for f in found), found


def test_an_edited_verdict_of_the_proof(copy):
    sat = _refuted_with_sat()
    _edit_results(copy, sat, lambda r: r["z3"].update(verdict="proved"))
    found = _findings(copy, sat)
    assert any(f.startswith(sat) and "z3.verdict is \"proved\"" in f for f in found), found


def test_an_edited_query_with_its_hash_rewritten_in_the_certificate(copy):
    q = _certified(PROVED_BV)[0]
    smt2 = copy / "smt2" / q["smt2"]
    text = smt2.read_text(encoding="utf-8").replace("(assert", "(assert true)\n(assert", 1)
    smt2.write_text(text, encoding="utf-8")
    cert = copy / q["certificate"]["file"]
    data = lzma.decompress(cert.read_bytes())
    end = data.index(b"\n\n")
    head = data[:end].decode("ascii").split("\n")
    head = [f"smt2-sha256 {hashlib.sha256(text.encode()).hexdigest()}" if h.startswith("smt2-sha256 ") else h
            for h in head]
    cert.write_bytes(lzma.compress("\n".join(head).encode("ascii") + data[end:], format=lzma.FORMAT_XZ))
    found = _findings(copy, PROVED_BV)
    assert any(f.startswith(f"smt2/{q['smt2']}") for f in found), found
    assert any(f.startswith(q["certificate"]["file"]) and "SHA-256" in f for f in found), found


def test_an_edited_solver_answer(copy):
    def flip(r):
        r["z3"]["queries"][1]["status"] = "sat"
    _edit_results(copy, PROVED_BV, flip)
    found = _findings(copy, PROVED_BV)
    # the recorded answers (two unsat) settle it as unsat by the portfolio's rule, and z3 finds no model
    assert any(f.startswith(PROVED_BV) and "recorded sat, but" in f for f in found), found


@pytest.mark.slow  # re-derives the whole audit: every certificate through both checkers (dratify: minutes)
def test_an_extra_file_and_a_removed_record(copy, tmp_path):
    (copy / "smt2" / "planted.smt2").write_text("(check-sat)\n", encoding="utf-8")
    data = json.loads((copy / "results.json").read_text(encoding="utf-8"))
    gone = data.pop(3)["id"]
    (copy / "results.json").write_text(json.dumps(data), encoding="utf-8")
    r = recheck_audit(copy, checks=False)
    found = [str(f) for f in r.findings]
    assert any(f.startswith("smt2/planted.smt2") for f in found), found
    assert any(f"claim '{gone}' of the catalogue has no record" in f for f in found), found


def test_the_command_names_the_change_and_exits_1(copy):
    _edit_results(copy, "000.nim.one-heap", lambda r: r.update(bound="every heap size 0..99"))
    r = subprocess.run([sys.executable, "-m", "gamecheck", "recheck", str(copy), "--claim", "000.nim.one-heap"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1, r.stderr
    assert "CHANGED 000.nim.one-heap" in r.stdout and "bound" in r.stdout
    bad = copy / "results.json"
    bad.write_text(bad.read_text(encoding="utf-8")[:-40], encoding="utf-8")  # a cut-off file
    r = subprocess.run([sys.executable, "-m", "gamecheck", "recheck", str(copy)], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 2 and "not a JSON file" in r.stderr and "Traceback" not in r.stderr
    bad.unlink()
    r = subprocess.run([sys.executable, "-m", "gamecheck", "recheck", str(copy)], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 2 and "no results.json" in r.stderr
