"""The README's "What the audit found" lists exactly the errors of the documents that the
committed audit found (issue 16): every claim of category ``document-error`` in
``reports/results.json``, by document, and nothing else."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## What the audit found")
    end = text.find("\n## ", start + 3)
    return text[start:end if end >= 0 else None]


def test_the_readme_lists_every_error_of_the_documents_and_only_those():
    records = json.loads((ROOT / "reports" / "results.json").read_text(encoding="utf-8"))
    errors = {r["id"] for r in records if r.get("category") == "document-error"}
    listed = set(re.findall(r"`(\d{3}\.[A-Za-z0-9._-]+)`", _section()))
    assert listed == errors


def test_each_error_is_listed_under_its_document_with_its_witness():
    records = {r["id"]: r for r in json.loads((ROOT / "reports" / "results.json").read_text(encoding="utf-8"))}
    section = _section()
    for block in re.split(r"\n(?=### )", section)[1:]:
        doc = re.search(r"`(\d{3}_[0-9a-f]+\.txt)`", block).group(1)
        for cid in re.findall(r"`(\d{3}\.[A-Za-z0-9._-]+)`", block):
            assert records[cid]["document"] == doc, cid
            w = records[cid].get("witness") or {}
            shown = "(" + ", ".join(map(str, w.get("position") or [])) + ")" if w.get("position") else None
            bullet = next(b for b in re.split(r"\n(?=- )", block) if f"`{cid}`" in b)
            assert shown is None or shown in " ".join(bullet.split()), (cid, shown)
