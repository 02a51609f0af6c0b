"""Proof pages (issue 25, point 6): every claim z3 proved gets ``proofs/ID.md`` and
``html/proofs/ID.html`` that read as a proof -- the theorem, the lemma with its source (Winning
Ways 1982 ch. 2 for the certificate conditions; Sprague 1935 and Grundy 1939 for the mex
conditions), one numbered step per condition in Unicode notation with the solvers and their
resources, the SMT-LIB file, the certificate or why there is none, the validation of the
encoding, the commands -- linked from the claim's entry; the same records give the same bytes.

The expected texts below are written by hand from the lemmas (not copied from the output)."""

from __future__ import annotations

import copy
import dataclasses
import filecmp
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.claims import Claim
from gamecheck.errors import UsageError
from gamecheck.report import write_reports
from gamecheck.report.proofs import (
    PROOF_MARKER, lemma_of, notation, proof_page_names, render_proof_pages, with_proof_pages, write_proof_pages,
    write_prove_report,
)
from gamecheck.verify import run_audit

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DOCS = [{"file": "core", "title": "Classical theorems"},
        {"file": "003_4c9b8b12bcdc6204.txt", "title": "On the algorithm--game"}]

# the conditions of the certificate lemma (Winning Ways ch. 2), in the notation of the pages
CLOSED = "∀x ∈ D, ∀y: x → y ⇒ y ∈ D"
TERMINAL = "∀x ∈ D: T(x) ⇒ R(x)"
TERMINAL_MISERE = "∀x ∈ D: T(x) ⇒ ¬R(x)"
NO_P_TO_P = "∀x, y ∈ D: R(x) ∧ x → y ⇒ ¬R(y)"
STRATEGY = "∀x ∈ D: ¬R(x) ∧ ¬T(x) ⇒ x → s(x) ∧ R(s(x))"
# the mex conditions (Sprague 1935, Grundy 1939)
NO_OPTION_KEEPS = "∀x, y ∈ D: x → y ⇒ G(y) ≠ G(x)"
SMALLER_REACHED = "∀x ∈ D, ∀v < G(x): ∃y ∈ D: x → y ∧ G(y) = v"


def _catalogue_claims() -> list[Claim]:
    """A few catalogue claims, small: every game claim checked at heaps <= 6 and proved at 8 bits."""
    by_id = {c.id: c for c in gc.catalogue()[0]}
    out = []
    for cid in ("core.bouton-z3-2", "core.misere-z3-3", "core.bash-z3", "000.proof.cancel",
                "003.ex6.ineq3.doc-indexing"):
        c = by_id[cid]
        out.append(c if c.kind == "forall" else dataclasses.replace(c, bound=6, prove_bits=8))
    out.append(Claim(id="t.grundy", statement="Two-heap Nim: the Grundy value is the nim-sum.", document="core",
                     ruleset="nim", params={"heaps": 2}, kind="grundy", rule="xor(heaps)", bound=5, prove_bits=4,
                     group="core.proofs"))
    out.append(Claim(id="t.false", statement="A false rule, refuted.", document="core", ruleset="nim",
                     params={"heaps": 2}, kind="p-rule", rule="x1 == 0", bound=5, prove_bits=4, expected="refuted",
                     role="planted", group="core.proofs"))
    return out


@pytest.fixture(scope="module")
def audit(tmp_path_factory) -> tuple[Path, list[dict]]:
    out = tmp_path_factory.mktemp("audit") / "reports"
    _, records = run_audit(_catalogue_claims(), prove=True, smt2_dir=out / "smt2")
    write_reports(records, DOCS, out, figures=False)
    return out, records


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "id" and v:
                self.ids.add(v)
            if k in ("href", "src") and v:
                self.links.append(v)

    def handle_data(self, data):
        self.text.append(data)


def _html(path: Path) -> _Page:
    p = _Page()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def _md_links(path: Path) -> list[str]:
    return re.findall(r"\]\(([^)\s]+)\)", path.read_text(encoding="utf-8"))


def _resolves(page: Path, link: str) -> bool:
    """A relative link from ``page`` names an existing file (and, with ``#anchor``, an id in it)."""
    target, _, anchor = link.partition("#")
    f = (page.parent / target).resolve() if target else page
    if not f.is_file():
        return False
    if not anchor:
        return True
    text = f.read_text(encoding="utf-8")
    return f'id="{anchor}"' in text


def _steps(md: str) -> list[str]:
    """The formula of each numbered step, in order (the block quote after "**Step N.**")."""
    return re.findall(r"\*\*Step \d+\.\*\*[^\n]*\n\n> ([^\n]+)", md)


# -- pages from real proofs ---------------------------------------------------------------------------------

def test_every_proved_claim_has_both_pages_and_no_other_claim_does(audit):
    out, records = audit
    proved = {r["id"] for r in records if r["z3"] and r["z3"]["verdict"] == "proved"}
    assert proved == {"core.bouton-z3-2", "core.misere-z3-3", "core.bash-z3", "000.proof.cancel",
                      "003.ex6.ineq3.doc-indexing", "t.grundy"}
    assert {p.stem for p in (out / "proofs").glob("*.md")} == proved
    assert {p.stem for p in (out / "html" / "proofs").glob("*.html")} == proved


def test_a_certificate_proof_reads_as_a_proof(audit):
    out, _ = audit
    md = (out / "proofs" / "core.bouton-z3-2.md").read_text(encoding="utf-8")
    assert md.startswith(PROOF_MARKER + "\n")
    # the theorem: the statement, the ruleset, the play and the domain (every pair of heaps < 2^8)
    assert "## Theorem" in md and "Bouton" in md
    assert "`nim`" in md and "heaps = 2" in md and "normal play" in md
    assert "each < 2^8" in md
    assert "R(x) ⇔" in md and "xor(heaps) = 0" in md  # the rule in notation
    # the lemma and its source
    assert "## Lemma" in md and "Winning Ways" in md and "1982" in md and "ch. 2" in md
    # the four conditions, numbered, in this order
    assert _steps(md) == [CLOSED, TERMINAL, NO_P_TO_P, STRATEGY]
    assert "**Step 4.**" in md and "**Step 5.**" not in md
    assert "settled by: z3 (unsat, " in md and "rlimit units), bitwuzla (unsat, " in md  # two solvers per step
    assert md.count("- certificate: DRAT, [certificates/core.bouton-z3-2.") == 4  # every step certified
    assert "The encoding was validated" in md
    assert "(define-fun" not in md and "(assert" not in md  # mathematical notation, not SMT-LIB
    assert "gamecheck prove core.bouton-z3-2 --bits 8" in md and "gamecheck verify --claim core.bouton-z3-2" in md
    assert md.rstrip().endswith("∎")


def test_misere_mex_induction_and_move_statements(audit):
    out, _ = audit
    misere = (out / "proofs" / "core.misere-z3-3.md").read_text(encoding="utf-8")
    assert _steps(misere) == [CLOSED, TERMINAL_MISERE, NO_P_TO_P, STRATEGY]
    assert "misère play" in misere
    grundy = (out / "proofs" / "t.grundy.md").read_text(encoding="utf-8")
    assert "Sprague" in grundy and "1935" in grundy and "Grundy" in grundy and "1939" in grundy
    assert _steps(grundy) == [CLOSED, "∀x ∈ D: G(x) ≥ 0", NO_OPTION_KEEPS, SMALLER_REACHED]
    induction = (out / "proofs" / "003.ex6.ineq3.doc-indexing.md").read_text(encoding="utf-8")
    assert "induction" in induction and _steps(induction) == ["∀n ≥ n₀: I(n) ∧ P(n) ⇒ P(n + 1)"]
    assert "every n >= 1" in induction
    assert "The encoding was not validated: " in induction  # induction builds its terms apart
    cancel = (out / "proofs" / "000.proof.cancel.md").read_text(encoding="utf-8")
    assert _steps(cancel) == [CLOSED, "∀x, y ∈ D: A(x) ∧ x → y ⇒ ¬B(y)"]


def test_every_link_of_a_proof_page_resolves(audit):
    out, _ = audit
    pages = sorted((out / "proofs").glob("*.md"))
    assert pages
    for page in pages:
        links = _md_links(page)
        assert any(link.startswith("../smt2/") for link in links), page
        for link in links:
            assert _resolves(page, link), (page.name, link)
    for page in sorted((out / "html" / "proofs").glob("*.html")):
        parsed = _html(page)
        assert "../gamecheck.css" in parsed.links
        for link in parsed.links:
            assert _resolves(page, link), (page.name, link)


def test_the_claim_links_to_its_proof_page(audit):
    out, records = audit
    group = (out / "core.proofs.md").read_text(encoding="utf-8")
    assert "(proofs/core.bouton-z3-2.md)" in group and "(proofs/t.grundy.md)" in group
    assert "proofs/t.false.md" not in group  # refuted: no proof page
    doc = _html(out / "html" / "core.html")
    assert "proofs/core.bouton-z3-2.html" in doc.links and "proofs/t.false.html" not in doc.links
    # and back: the proof page links to the claim's entry
    assert "../core.proofs.md#core.bouton-z3-2" in _md_links(out / "proofs" / "core.bouton-z3-2.md")
    assert "../core.html#core.bouton-z3-2" in _html(out / "html" / "proofs" / "core.bouton-z3-2.html").links
    # results.json names the page
    import json
    data = {r["id"]: r for r in json.loads((out / "results.json").read_text(encoding="utf-8"))}
    assert data["core.bouton-z3-2"]["z3"]["proof_page"] == "proofs/core.bouton-z3-2.md"
    assert "proof_page" not in data["t.false"]["z3"]
    assert all("proof_page" not in (r["z3"] or {}) for r in records)  # the caller's records are not modified


def test_writing_again_gives_the_same_bytes_whatever_the_seconds(audit, tmp_path):
    out, records = audit
    again = copy.deepcopy(records)
    for r in again:  # other times, as a second run would measure
        if r["z3"]:
            r["z3"]["seconds"] = 123.456
            for q in r["z3"]["queries"]:
                q["seconds"] = 9.87
    shutil.copytree(out / "smt2", tmp_path / "reports" / "smt2")
    write_reports(again, DOCS, tmp_path / "reports", figures=False)
    for sub, pattern in (("proofs", "*.md"), ("html/proofs", "*.html")):
        names = sorted(p.name for p in (out / sub).glob(pattern))
        assert names == sorted(p.name for p in (tmp_path / "reports" / sub).glob(pattern))
        _match, mismatch, errors = filecmp.cmpfiles(out / sub, tmp_path / "reports" / sub, names, shallow=False)
        assert mismatch == [] and errors == [], (sub, mismatch, errors)


def test_stale_proof_pages_go_and_other_files_stay(audit, tmp_path):
    _, records = audit
    out = tmp_path / "reports"
    write_reports(records, DOCS, out, figures=False)
    mine = out / "proofs" / "notes.md"
    mine.write_text("my own notes\n", encoding="utf-8")
    demoted = copy.deepcopy(records)
    for r in demoted:
        if r["id"] == "t.grundy":
            r["z3"]["verdict"] = "inconclusive"
    write_reports(demoted, DOCS, out, figures=False)
    assert not (out / "proofs" / "t.grundy.md").exists()
    assert not (out / "html" / "proofs" / "t.grundy.html").exists()
    assert (out / "proofs" / "core.bouton-z3-2.md").exists()
    assert mine.read_text(encoding="utf-8") == "my own notes\n"


# -- pages from a record with every field the prover adds --------------------------------------------------

def _full_record(tmp: Path) -> dict:
    """A proved Grundy claim with the fields of issue 25: lemma, statements, two solvers per
    step with their resources, certificates, the validation of the encoding."""
    (tmp / "smt2").mkdir(parents=True)
    (tmp / "certificates").mkdir()
    queries = []
    for i, (name, statement) in enumerate([
        ("no option keeps the value", NO_OPTION_KEEPS),
        ("every smaller value is reached (quantified)", SMALLER_REACHED),
    ]):
        smt2 = f"t.full.q{i}.smt2"
        (tmp / "smt2" / smt2).write_text("(check-sat)\n", encoding="utf-8")
        cert = None
        if i == 0:
            (tmp / "certificates" / "t.full.q0.drat").write_bytes(b"0\n")
            cert = {"format": "DRAT", "file": "certificates/t.full.q0.drat", "checked": True, "variables": 1234,
                    "clauses": 56789, "lemmas": 42, "bytes": 1048576, "reason": ""}
        else:
            cert = {"format": "DRAT", "file": None, "checked": False, "variables": 0, "clauses": 0, "lemmas": 0,
                    "bytes": 0, "reason": "too large: 3 GB of clauses"}
        queries.append({
            "name": name, "status": "unsat", "seconds": 0.5 + i, "smt2": smt2, "reason": "", "solver": "z3, bitwuzla",
            "statement": statement,
            "solvers": [{"solver": "z3", "status": "unsat", "resources": 1234567 + i, "seconds": 0.4},
                        {"solver": "bitwuzla", "status": "unsat", "resources": 89, "seconds": 0.1}],
            "certificate": cert,
        })
    return {
        "id": "t.full", "statement": "The Grundy value of two-heap Nim is the nim-sum.", "document": "core",
        "section": "test", "ruleset": "nim", "params": {"heaps": 2}, "kind": "grundy", "play": "normal",
        "verdict": "holds", "expected": "holds", "as_expected": True, "rule": "xor(heaps)", "group": "t",
        "command": "gamecheck verify --claim t.full",
        "z3": {"verdict": "proved", "bits": 6, "bound": "every position of 2 part(s), each < 2^6",
               "method": "z3, quantified", "encoding": "bit-vectors", "seconds": 1.5, "lemma": "mex",
               "reason": "both mex conditions hold", "witness": None, "queries": queries,
               "encoding_validated": True, "budget": {"z3": 1000, "bitwuzla": 20, "cvc5": 3000, "wall": 600.0},
               "validation": {"positions": 4096, "options": 12345, "points": 777, "widths": [2, 3, 4],
                              "mismatch": None, "seconds": 0.3}},
    }


def test_a_record_with_every_new_field(tmp_path):
    rec = _full_record(tmp_path)
    written = write_proof_pages([rec], tmp_path, folder="reports")
    assert [p.relative_to(tmp_path).as_posix() for p in written] == ["proofs/t.full.md", "html/proofs/t.full.html"]
    md = (tmp_path / "proofs" / "t.full.md").read_text(encoding="utf-8")
    assert "Sprague" in md and "Grundy" in md
    assert _steps(md) == [NO_OPTION_KEEPS, SMALLER_REACHED]
    # both solvers of each step with their deterministic resources (thousands separated by hand)
    assert "settled by: z3 (unsat, 1,234,567 rlimit units), bitwuzla (unsat, 89 terminator calls)" in md
    assert "z3 (unsat, 1,234,568 rlimit units)" in md
    # the certificate of step 1, its figures and the recheck command; why step 2 has none
    assert "[certificates/t.full.q0.drat](../certificates/t.full.q0.drat)" in md
    assert "1,048,576 bytes; 1,234 variables, 56,789 clauses, 42 lemmas" in md and "checked" in md
    assert "`gamecheck recheck reports/`" in md
    assert "none — too large: 3 GB of clauses" in md
    assert "which is trusted" in md and "second SMT solver answering unsat" in md  # what it does not cover
    # the validation of the encoding
    assert "4,096 positions, 12,345 options and 777 points compared at bit widths 2, 3, 4" in md
    assert "resource limit (z3 1,000 rlimit units, bitwuzla 20 terminator calls, cvc5 3,000 resource units)" in md
    for seconds in ("0.5", "1.5", "0.4", "0.3", "600"):  # no times on the page
        assert f"{seconds} s" not in md
    for page in (tmp_path / "proofs" / "t.full.md", tmp_path / "html" / "proofs" / "t.full.html"):
        links = _md_links(page) if page.suffix == ".md" else _html(page).links
        assert any("certificates/" in link for link in links)
        for link in links:
            if not link.endswith("gamecheck.css"):  # the site's style sheet: written with the site
                assert _resolves(page, link), link
    html = " ".join(_html(tmp_path / "html" / "proofs" / "t.full.html").text)
    assert "bitwuzla (unsat, 89 terminator calls)" in html and "∎" in html


def test_a_failed_validation_is_shown_and_missing_fields_degrade(tmp_path):
    rec = _full_record(tmp_path)
    rec["z3"]["encoding_validated"] = False
    rec["z3"]["validation"]["mismatch"] = "at (1, 2) the symbolic moves miss (0, 2)"
    md = render_proof_pages([rec])["proofs/t.full.md"]
    assert "did not pass validation" in md and "the symbolic moves miss (0, 2)" in md
    bare = copy.deepcopy(rec)
    for key in ("lemma", "encoding_validated", "validation", "budget"):
        del bare["z3"][key]
    for q in bare["z3"]["queries"]:
        for key in ("statement", "solvers", "certificate"):
            del q[key]
    md = render_proof_pages([bare])["proofs/t.full.md"]
    assert "Sprague" in md  # the lemma from the claim's kind
    assert _steps(md) == [NO_OPTION_KEEPS, SMALLER_REACHED]  # the statements from the table
    assert "settled by: z3, bitwuzla (unsat)" in md and "no certificate was recorded" in md
    assert "No validation of the encoding was recorded" in md


def test_lemma_of_each_kind():
    def rec(kind: str, *names: str, lemma: str | None = None) -> dict:
        z = {"verdict": "proved", "queries": [{"name": n} for n in names]}
        if lemma:
            z["lemma"] = lemma
        return {"kind": kind, "z3": z}

    assert lemma_of(rec("p-rule")) == "certificate"
    assert lemma_of(rec("winning-move")) == "certificate"
    assert lemma_of(rec("grundy")) == "mex"
    assert lemma_of(rec("no-move")) == "moves"
    assert lemma_of(rec("forall", "the statement fails somewhere")) == "range"
    assert lemma_of(rec("forall", "inductive step P(n) => P(n+1)")) == "induction"
    assert lemma_of(rec("forall", lemma="induction")) == "induction"


def test_page_names_are_safe_and_unique():
    recs = [{"id": i, "z3": {"verdict": "proved"}} for i in ("a/b", "a-b", "A-B", "index")]
    recs.append({"id": "c", "z3": {"verdict": "refuted"}})
    assert proof_page_names(recs) == {"a/b": "a-b", "a-b": "a-b-2", "A-B": "A-B-3", "index": "index-claim"}
    marked = with_proof_pages(recs)
    assert marked[0]["z3"]["proof_page"] == "proofs/a-b.md" and "proof_page" not in marked[4]["z3"]
    assert "proof_page" not in recs[0]["z3"]


# -- gamecheck prove FILE --report DIR ---------------------------------------------------------------------

def test_write_prove_report_copies_the_smt2_files(tmp_path):
    c = dataclasses.replace({c.id: c for c in gc.catalogue()[0]}["core.bash-z3"], prove_bits=8)
    res = gc.prove(c, bits=8, timeout=30, smt2_dir=tmp_path / "elsewhere")
    assert res.verdict == "proved"
    out = tmp_path / "DIR"
    written = write_prove_report([res], out, source="my claims.toml")
    md = out / "proofs" / "core.bash-z3.md"
    assert md in written and (out / "html" / "proofs" / "core.bash-z3.html") in written
    text = md.read_text(encoding="utf-8")
    assert "gamecheck prove 'my claims.toml' --claim core.bash-z3 --bits 8" in text
    assert "[← the claim]" not in text  # no audit pages to link back to
    # Bash's game is proved for every size too: each condition twice, up to 2^8 and for every size
    assert res.to_json()["unbounded"] is True
    assert text.count("for positions whose parts are < 2^8:") == text.count("for positions of every size:") == 4
    # every query's file, copied from where the prover wrote it
    assert sorted(p.name for p in (out / "smt2").glob("*.smt2")) == sorted(
        p.name for p in (tmp_path / "elsewhere").glob("*.smt2"))
    for link in _md_links(md):
        assert _resolves(md, link), link
    for link in _html(out / "html" / "proofs" / "core.bash-z3.html").links:
        assert _resolves(out / "html" / "proofs" / "core.bash-z3.html", link), link
    before = md.read_bytes()
    write_prove_report([res], out, source="my claims.toml")
    assert md.read_bytes() == before
    with pytest.raises(UsageError):
        write_prove_report([res], "")


# -- the notation -----------------------------------------------------------------------------------------

def test_notation_by_hand():
    assert notation("xor(heaps) == 0") == "xor(heaps) = 0"
    assert notation("x1 ^ x2 != 0 and not x3 <= 4") == "x1 ⊕ x2 ≠ 0 ∧ ¬x3 ≤ 4"
    assert notation("n % 8 == 0 or n // 2 >= 3") == "n mod 8 = 0 ∨ n div 2 ≥ 3"
    assert notation("S = xor(heaps); S == 0") == "S ≔ xor(heaps); S = 0"
    assert notation("'a == b'") == "'a == b'"  # strings are kept


_NAMES = st.sampled_from(["x1", "x2", "n", "heaps", "xor(heaps)", "7", "0"])
_OPS = st.sampled_from(["==", "!=", "<=", ">=", "<", ">", "^", "+", "-", "*", "%", "//", "and", "or"])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(_OPS, _NAMES), max_size=6), _NAMES)
def test_notation_keeps_every_name_and_number_in_order(pairs, first):
    text = first + "".join(f" {op} {name}" for op, name in pairs)
    shown = notation(text)
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*|\d+", text)
    kept = [w for w in words if w not in ("and", "or")]
    assert re.findall(r"[A-Za-z_][A-Za-z0-9_]*|\d+", shown.replace("mod", " ").replace("div", " ")) == kept
    assert not any(op in shown for op in ("==", "!=", "<=", ">=", "//"))


# -- in a browser -----------------------------------------------------------------------------------------

@pytest.mark.skipif(CHROMIUM is None, reason="no chromium (apt-get install chromium)")
def test_the_proof_page_renders_in_a_browser(audit):
    out, _ = audit
    page = out / "html" / "proofs" / "core.bouton-z3-2.html"
    dom = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.as_uri()],
                         check=False, capture_output=True, text=True, timeout=60).stdout
    assert "Step 4." in dom and "∎" in dom and "Winning Ways" in dom
