"""Every document claim says where its passage is and what it says, and every line of every
source document is accounted for (issue 16).

The documents are not shipped with gamecheck; the tests that read them look in
``$GAMECHECK_SEEDS`` or in ``../shared/seeds`` beside the repository and are skipped when
neither exists.  The others read the catalogue alone.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path

import pytest

import gamecheck as gc
from gamecheck.catalog import catalogue_files, load_catalogue_file

DOC_FILES = [f for f in catalogue_files() if f != "core.toml"]
ROOT = Path(__file__).resolve().parent.parent


def _seeds() -> Path | None:
    env = os.environ.get("GAMECHECK_SEEDS")
    for p in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "seeds"]:
        if p.is_dir():
            return p
    return None


def _table(fname: str) -> dict:
    return tomllib.loads(resources.files("gamecheck.catalog").joinpath(fname).read_text(encoding="utf-8"))["document"]


@pytest.mark.parametrize("fname", DOC_FILES)
def test_every_document_claim_cites_its_lines_and_says_what_they_say(fname):
    doc = _table(fname)
    n_lines = doc.get("lines")
    assert isinstance(n_lines, int) and n_lines > 0, f"{fname}: [document] needs lines = <line count>"
    claims = load_catalogue_file(fname)
    ids = {c.id: c for c in claims}
    for c in claims:
        if c.role in ("planted", "core"):
            continue
        assert c.source_lines, f"{c.id}: no source_lines"
        assert all(1 <= a <= b <= n_lines for a, b in c.source_lines), f"{c.id}: {c.source_lines} outside 1..{n_lines}"
        assert c.translation.strip(), f"{c.id}: no translation"
        if c.reading == "corrected":
            assert c.reading_of in ids, f"{c.id}: reading_of {c.reading_of!r} is not a claim of {fname}"
            assert ids[c.reading_of].reading == "literal", f"{c.id}: it corrects {c.reading_of}, which is not literal"
            assert c.reading_note.strip(), f"{c.id}: a correction says what it corrects (reading_note)"


@pytest.mark.parametrize("fname", DOC_FILES)
def test_unclaimed_lines_say_why(fname):
    for u in _table(fname).get("unclaimed", []):
        a, b = u["lines"]
        assert 1 <= a <= b and u.get("why", "").strip(), f"{fname}: unclaimed {u}"


@pytest.mark.parametrize("fname", DOC_FILES)
def test_every_line_of_the_document_is_accounted_for(fname):
    # the same path a user's audit takes (gamecheck check FILE --document DOC --require-coverage)
    seeds = _seeds()
    if seeds is None:
        pytest.skip("the source documents are not here (set GAMECHECK_SEEDS to their folder)")
    doc = _table(fname)
    path = resources.files("gamecheck.catalog").joinpath(fname)
    checked = gc.check_document(str(path), seeds / doc["file"])
    assert checked.status == "same", f"{fname}: the document is not the one the claims were written against"
    assert not checked.errors, checked.errors
    assert checked.coverage.unread == 0, f"{fname}: lines with neither a claim nor an unclaimed reason: " \
        f"{checked.coverage.unread_ranges}"
    # an independent count of the same thing: every non-blank line is cited or explained
    text = (seeds / doc["file"]).read_text(encoding="utf-8")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    assert doc["lines"] == len(lines), f"{fname}: lines = {doc['lines']}, the document has {len(lines)}"
    covered = set()
    for c in load_catalogue_file(fname):
        for a, b in c.source_lines or []:
            covered.update(range(a, b + 1))
    for u in doc.get("unclaimed", []):
        a, b = u["lines"]
        covered.update(range(a, b + 1))
    todo = [i + 1 for i, line in enumerate(lines) if line.strip()]
    assert checked.coverage.lines == len(todo)
    assert checked.coverage.cited + checked.coverage.explained == sum(1 for i in todo if i in covered)


def test_the_bundled_audit_passes_the_coverage_gate():
    seeds = _seeds()
    if seeds is None:
        pytest.skip("the source documents are not here (set GAMECHECK_SEEDS to their folder)")
    fname = DOC_FILES[0]
    path = resources.files("gamecheck.catalog").joinpath(fname)
    r = subprocess.run([sys.executable, "-m", "gamecheck", "check", str(path), "--document",
                        str(seeds / _table(fname)["file"]), "--require-coverage", "--json", "--claim", "000.example.3-3"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-800:]
    cov = json.loads(r.stdout)["coverage"]
    assert cov["unread"] == 0 and cov["cited"] + cov["explained"] == cov["lines"]


@pytest.mark.parametrize("fname", DOC_FILES)
def test_no_sentence_of_the_document_is_copied(fname):
    """Statements and translations restate the passages: no run of 60 characters (spaces
    folded) of the document appears in them."""
    seeds = _seeds()
    if seeds is None:
        pytest.skip("the source documents are not here (set GAMECHECK_SEEDS to their folder)")
    doc_text = " ".join((seeds / _table(fname)["file"]).read_text(encoding="utf-8").split())
    size = 60
    grams = {doc_text[i:i + size] for i in range(0, max(0, len(doc_text) - size + 1))}
    for c in load_catalogue_file(fname):
        for field in ("statement", "translation"):
            t = " ".join(getattr(c, field).split())
            hit = next((t[i:i + size] for i in range(0, max(0, len(t) - size + 1)) if t[i:i + size] in grams), None)
            assert hit is None, f"{c.id}.{field} copies the document: {hit!r}"

