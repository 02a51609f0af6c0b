"""Proofs on the text (issue 35, point 5): ``prove FILE --document DOC --report DIR`` and
``check FILE --prove ...`` colour the proved lines of the annotated text as proved, and the JSON
coverage counts them; a claim ``check`` takes and ``prove`` cannot encode says why in one line;
the claims guide says which kinds ``prove`` takes.

The text and its citations are written here, so the expected line classes are counted by hand:
line 3 is cited by a claim proved for every position (Nim, two heaps), line 4 by a claim about one
position (``outcome``, which the prover does not take: inconclusive for it), line 5 by a false
rule (refuted), line 6 by nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.claims import KIND_CLASSES
from gamecheck.cli import main
from gamecheck.prover.prove import PROVES

ROOT = Path(__file__).resolve().parent.parent

TEXT = """# Two take-away games

In two-heap Nim the player to move loses exactly when the heaps are equal.
The position (1, 1) is lost for the player to move.
In Bash's game with m = 3 the losing positions are the multiples of 3.
The end.
"""

CLAIMS = '''
[[claim]]
id = "nim.equal"
statement = "Two-heap Nim: P iff the heaps are equal."
source_lines = [[3, 3]]
ruleset = "nim"
params = { heaps = 2 }
bound = 8
kind = "p-rule"
rule = "x1 == x2"

[[claim]]
id = "nim.one-one"
statement = "(1, 1) is a P-position."
source_lines = [[4, 4]]
ruleset = "nim"
position = [1, 1]
outcome = "P"
kind = "outcome"

[[claim]]
id = "bash.wrong"
statement = "Bash, m = 3: P at the multiples of 3."
source_lines = [[5, 5]]
ruleset = "bash"
params = { m = 3 }
bound = 20
kind = "p-rule"
rule = "n % 3 == 0"
expected = "refuted"
'''


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture()
def audit(tmp_path) -> tuple[Path, Path]:
    doc = tmp_path / "notes.md"
    doc.write_text(TEXT, encoding="utf-8")
    path = gc.init_audit(doc)
    with path.open("a", encoding="utf-8") as fh:
        fh.write(CLAIMS)
        fh.write('\n[[document.unclaimed]]\nlines = [1, 1]\nwhy = "the title"\n')
    return doc, path


def line_classes(page: str) -> dict[int, str]:
    return {int(n): cls for n, cls in re.findall(r'<div class="line" id="L(\d+)" data-verdict="(\w+)"', page)}


def test_prove_with_the_document_colours_the_proved_lines(audit, tmp_path):
    doc, path = audit
    out = tmp_path / "proofs"
    r = run("prove", str(path), "--document", str(doc), "--report", str(out), "--bits", "4", "--json")
    assert r.exit_code == 1, r.output  # proved = holds, refuted = refuted, but the outcome claim is not proved
    data = json.loads(r.stdout)
    verdicts = {row["id"]: row["verdict"] for row in data["results"]}
    assert verdicts == {"nim.equal": "proved", "nim.one-one": "inconclusive", "bash.wrong": "refuted"}
    cov = data["coverage"]
    assert cov["proved"] == 1 and cov["verdicts"]["proved"] == 1  # line 3
    assert cov["verdicts"]["refuted"] == 1 and cov["verdicts"]["inconclusive"] == 1  # lines 5 and 4
    assert (cov["lines"], cov["cited"], cov["explained"], cov["unread"]) == (5, 3, 1, 1)
    page = (out / "html" / "document.html").read_text(encoding="utf-8")
    classes = line_classes(page)
    assert classes == {1: "explained", 2: "blank", 3: "proved", 4: "inconclusive", 5: "refuted", 6: "unread"}
    assert "proved: <strong>1</strong>" in page
    # the proved claim's card links its proof page, which exists
    assert 'href="proofs/nim.equal.html"' in page
    assert (out / "html" / "proofs" / "nim.equal.html").is_file()


def test_prove_without_a_report_prints_the_proved_lines(audit):
    doc, path = audit
    r = run("prove", str(path), "--bits", "4")  # the [document] table names the text
    assert r.exit_code == 1, r.output  # the outcome claim is not proved
    assert "(1 proved)" in r.stdout
    # the claim prove cannot encode says why, in one line
    line, = [ln for ln in r.stdout.splitlines() if ln.startswith("nim.one-one")]
    assert line == "nim.one-one inconclusive: kind 'outcome' is checked exhaustively only"


def test_check_prove_proves_each_claim_after_checking_it(audit, tmp_path):
    doc, path = audit
    out = tmp_path / "audit"
    r = run("check", str(path), "--prove", "--bits", "4", "--report", str(out), "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    rows = {row["id"]: row for row in data["results"]}
    assert rows["nim.equal"]["verdict"] == "holds" and rows["nim.equal"]["z3"]["verdict"] == "proved"
    assert rows["nim.one-one"]["verdict"] == "holds" and rows["nim.one-one"]["z3"]["verdict"] == "inconclusive"
    assert rows["nim.one-one"]["z3"]["reason"] == "kind 'outcome' is checked exhaustively only"
    assert rows["bash.wrong"]["z3"]["verdict"] == "refuted"
    assert data["coverage"]["proved"] == 1
    classes = line_classes((out / "html" / "document.html").read_text(encoding="utf-8"))
    assert classes[3] == "proved" and classes[4] == "holds" and classes[5] == "refuted"
    assert (out / "proofs" / "nim.equal.md").is_file() and (out / "html" / "proofs" / "nim.equal.html").is_file()
    records = {rec["id"]: rec for rec in json.loads((out / "results.json").read_text(encoding="utf-8"))}
    assert records["nim.equal"]["z3"]["verdict"] == "proved"


def test_check_prove_in_text_says_why_a_claim_was_not_proved(audit):
    _, path = audit
    r = run("check", str(path), "--prove", "--bits", "4")
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert "nim.equal proved: every position (all sizes)" in lines  # linear arithmetic: no bound
    assert "nim.one-one not proved (inconclusive): kind 'outcome' is checked exhaustively only" in lines
    r = run("check", str(path), "--bits", "4")
    assert r.exit_code == 2 and "--bits is the bit width of --prove" in r.stderr


@pytest.mark.parametrize("claim,reason", [
    (dict(kind="grundy", ruleset="misere(nim)", params={"heaps": 1}, bound=6, rule="n"), "misère ruleset"),
    (dict(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=6, rule="x1 == x2", where="x1 < 3"), "'where'"),
    (dict(kind="p-rule", ruleset="kayles", params={"heaps": 1}, bound=6, rule="n % 3 == 0"), ""),
    (dict(kind="label-identity", ruleset="nim", params={"heaps": 2}, bound=4, rule="P == (x1 == x2)"),
     "checked exhaustively only"),
])
def test_what_check_takes_and_prove_cannot_encode_says_why_in_one_line(claim, reason):
    c = gc.Claim(**claim)
    checked = gc.check(c)
    assert checked.verdict != "error"
    p, = gc.prove_claims([c], bits=4)
    assert p.verdict == "inconclusive"
    assert p.reason and "\n" not in p.reason and reason in p.reason


def _prove_table() -> dict[str, str]:
    """The claims guide's table of which kinds ``prove`` takes: kind -> "yes", "no" or "by theory"."""
    text = (ROOT / "docs" / "guide" / "claims.md").read_text(encoding="utf-8")
    section = text[text.index("### Which kinds `prove` takes"):]
    section = section[:section.index("\n## ")]
    out: dict[str, str] = {}
    for row in section.splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[1] in ("yes", "no", "by theory"):
            for kind in re.findall(r"`([a-z-]+)`", cells[0]):
                out[kind] = cells[1]
    return out


def test_the_guide_says_which_kinds_prove_takes():
    table = _prove_table()
    assert set(table) == set(KIND_CLASSES), set(KIND_CLASSES) ^ set(table)
    assert {k for k, v in table.items() if v == "yes"} == set(PROVES.kinds())
    # "by theory": decided by the checker's theorems (never sent to the solvers), with a reason
    assert all(PROVES.reason(KIND_CLASSES[k]) for k, v in table.items() if v == "by theory")
