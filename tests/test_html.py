"""The audit's HTML site (issue 16): every claim present, the filter by verdict and category,
byte-identical output on a second run; checked in a real browser (headless Chromium) where
one is installed (Debian: ``apt-get install chromium``; the browser tests are skipped
without it)."""

from __future__ import annotations

import filecmp
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from gamecheck.catalog import catalogue_documents
from gamecheck.claims import Claim
from gamecheck.report import write_reports
from gamecheck.report.figures import safe_name
from gamecheck.verify import run_audit

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def _claims() -> list[Claim]:
    doc = "000_fe98e0383a88281c.txt"
    common = dict(document=doc, ruleset="nim", params={"heaps": 2}, bound=6, kind="p-rule", group="t.html")
    return [
        Claim(id="t.bouton", statement="Two-heap Nim: P exactly when the heaps are equal.", rule="x1 == x2",
              source_lines=[3, 4], translation="equal heaps lose", **common),
        Claim(id="t.literal", statement="Two-heap Nim: P exactly when the first heap is smaller.", rule="x1 < x2",
              expected="refuted", source_lines=[5, 5], translation="a false reading", **common),
        Claim(id="t.corrected", statement="Two-heap Nim: P exactly when the heaps are equal (corrected).",
              rule="x1 == x2", source_lines=[5, 5], translation="corrected", reading="corrected",
              reading_of="t.literal", reading_note="'smaller' read as 'equal'", **common),
        Claim(id="t.planted", statement="A planted false rule.", rule="x1 == 0", expected="refuted", role="planted",
              **{k: v for k, v in common.items() if k != "document"}, document="core"),
    ]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> tuple[Path, list[dict]]:
    _, records = run_audit(_claims(), prove=False)
    out = tmp_path_factory.mktemp("reports")
    write_reports(records, catalogue_documents(["000"]), out, figures=False)
    return out, records


class _Ids(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "id" and v:
                self.ids.add(v)

    def handle_data(self, data):
        self.text.append(data)


def _parse(path: Path) -> _Ids:
    p = _Ids()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def test_every_claim_has_its_card_and_its_row(site):
    out, records = site
    index = _parse(out / "html" / "index.html")
    page = _parse(out / "html" / "000_fe98e0383a88281c.html")
    core = _parse(out / "html" / "core.html")
    text = " ".join(page.text)
    for r in records:
        assert "row-" + safe_name(r["id"], "claim") in index.ids, r["id"]
    for cid in ("t.bouton", "t.literal", "t.corrected"):
        assert cid in page.ids, cid
    assert "t.planted" in core.ids
    unclaimed = catalogue_documents(["000"])[0]["unclaimed"]
    html = (out / "html" / "000_fe98e0383a88281c.html").read_text(encoding="utf-8")
    table = re.search(r'<table id="unclaimed">(.*?)</table>', html, re.S).group(1)
    assert table.count("<tr>") == len(unclaimed) + 1  # a row per range with nothing checkable, and the head
    assert "lines 3–4 of 000_fe98e0383a88281c.txt" in text
    assert "equal heaps lose" in text  # the translation
    assert "an error in the document" in text  # t.literal's category
    rec = {r["id"]: r for r in records}
    assert rec["t.literal"]["category"] == "document-error"
    assert rec["t.corrected"]["category"] is None and rec["t.corrected"]["verdict"] == "holds"
    assert rec["t.planted"]["category"] == "planted"


def test_the_document_counts_its_errors_by_category(site):
    out, _ = site
    html = (out / "html" / "index.html").read_text(encoding="utf-8")
    row = re.search(r'<tr data-document="000_fe98e0383a88281c.html">(.*?)</tr>', html, re.S).group(1)
    cells = re.findall(r"<td[^>]*>(.*?)</td>", row)
    # claims, holds, refuted, inconclusive, (a), (b), (c), apart
    assert cells[1:] == ["3", "2", "1", "0", "1", "0", "0", "0"]


def test_a_second_run_gives_the_same_bytes(site, tmp_path):
    out, records = site
    again = tmp_path / "again"
    write_reports(records, catalogue_documents(["000"]), again, figures=False)
    for sub in ("", "html"):
        names = sorted(p.name for p in (out / sub).iterdir() if p.is_file() and p.name != "results.json")
        assert names
        same, diff, errors = filecmp.cmpfiles(out / sub, again / sub, names, shallow=False)
        assert not diff and not errors, (diff, errors)


def _dom(url: str) -> str:
    p = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-500:]
    return p.stdout


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium here (Debian: apt-get install chromium)")
def test_the_browser_shows_every_claim_and_filters_them(site):
    out, records = site
    index = (out / "html" / "index.html").resolve().as_uri()
    dom = _dom(index)
    rows = re.findall(r'<tr class="claim"[^>]*>', dom)
    assert len(rows) == len(records) and not any("hidden" in r for r in rows)
    assert f"{len(records)} of {len(records)} claims shown" in dom
    dom = _dom(index + "?verdict=refuted")
    shown = [r for r in re.findall(r'<tr class="claim"[^>]*>', dom) if "hidden" not in r]
    assert {re.search(r'data-verdict="(\w+)"', r).group(1) for r in shown} == {"refuted"}
    assert "2 of 4 claims shown" in dom
    page = (out / "html" / "000_fe98e0383a88281c.html").resolve().as_uri()
    dom = _dom(page + "?category=document-error")
    cards = re.findall(r'<section class="claim" id="([^"]+)"([^>]*)>', dom)
    visible = [cid for cid, attrs in cards if "hidden" not in attrs]
    assert visible == ["t.literal"]
    assert "1 of 3 claims shown" in dom


USER_FILE = """
[document]
file = "my-notes.txt"
title = "My notes on Nim"

[[claim]]
id = "mine.bouton"
statement = "Two-heap Nim: P exactly when the heaps are equal."
ruleset = "nim"
params = { heaps = 2 }
bound = 12
kind = "p-rule"
rule = "x1 == x2"
source_lines = [1, 2]
translation = "equal heaps lose"

[[claim]]
id = "mine.wrong"
statement = "Two-heap Nim: P exactly when both heaps are even."
ruleset = "nim"
params = { heaps = 2 }
bound = 12
kind = "p-rule"
rule = "x1 % 2 == 0 and x2 % 2 == 0"
expected = "refuted"
"""


def test_check_report_writes_the_pages_for_a_users_file(tmp_path):
    f = tmp_path / "mine.toml"
    f.write_text(USER_FILE, encoding="utf-8")
    out = tmp_path / "rep"
    p = subprocess.run(["gamecheck", "check", str(f), "--report", str(out)], capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr
    page = _parse(out / "html" / "my-notes.html")
    assert {"mine.bouton", "mine.wrong"} <= page.ids
    text = " ".join(page.text)
    assert "My notes on Nim" in text and "(0, 2)" in text  # the title, the witness of mine.wrong
    index_md = (out / "index.md").read_text(encoding="utf-8")
    assert "mine.wrong" in index_md and "My notes on Nim" in index_md
    bad = subprocess.run(["gamecheck", "check", str(f), "--report", str(f)], capture_output=True, text=True,
                         timeout=300)
    assert bad.returncode == 2 and "is a file" in bad.stderr


@pytest.mark.slow  # the default run checks one verify against the committed pages (tests/test_reproducible.py)
def test_verify_twice_writes_the_same_pages_and_smt2_files(tmp_path):
    """The whole of `gamecheck verify` for one document, run twice: every page (Markdown and
    HTML), figure, SMT-LIB file, certificate and results.json is byte-identical; only timings.json
    (the times, not committed) may differ."""
    outs = []
    for name in ("a", "b"):
        out = tmp_path / name
        p = subprocess.run(["gamecheck", "verify", "--document", "000", "--reports", str(out)], capture_output=True,
                           text=True, timeout=600)
        assert p.returncode == 0, p.stderr[-800:]
        outs.append(out)
    files = sorted(str(p.relative_to(outs[0])) for p in outs[0].rglob("*") if p.is_file())
    assert any(f.startswith("smt2/") for f in files) and any(f.startswith("html/") for f in files)
    assert files == sorted(str(p.relative_to(outs[1])) for p in outs[1].rglob("*") if p.is_file())
    for f in files:
        if f != "timings.json":
            assert (outs[0] / f).read_bytes() == (outs[1] / f).read_bytes(), f


ROOT = Path(__file__).resolve().parent.parent


def test_the_committed_records_carry_the_source_and_the_category():
    import json

    records = json.loads((ROOT / "reports" / "results.json").read_text(encoding="utf-8"))
    for r in records:
        if r["document"] != "core" and r["role"] not in ("planted", "core"):
            assert r["source_lines"] and r["translation"], r["id"]
        assert r["reading"] in ("literal", "corrected", "ambiguous"), r["id"]
        assert (r["category"] is not None) == (r["verdict"] == "refuted"), r["id"]
        if r["domain"] and r["domain"].get("start") is not None:
            assert r["positions_checked"] == 1, r["id"]  # a claim about one position


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium here (Debian: apt-get install chromium)")
def test_the_committed_site_shows_every_claim_in_the_browser():
    import json

    records = json.loads((ROOT / "reports" / "results.json").read_text(encoding="utf-8"))
    dom = _dom((ROOT / "reports" / "html" / "index.html").resolve().as_uri())
    rows = re.findall(r'<tr class="claim" id="row-([^"]+)"', dom)
    assert sorted(rows) == sorted(safe_name(r["id"], "claim") for r in records)
    assert f"{len(records)} of {len(records)} claims shown" in dom
    for page in sorted((ROOT / "reports" / "html").glob("*.html")):
        if page.name == "index.html":
            continue
        dom = _dom(page.resolve().as_uri())
        cards = re.findall(r'<section class="claim" id="([^"]+)"', dom)
        assert cards, page.name
        assert re.search(r"\d+ of \d+ claims shown", dom), page.name
