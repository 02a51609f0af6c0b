"""The audit of the bundled documents: committed reports match the code, every verdict
is as reviewed, and every witness replays."""

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner

from gamecheck.engine.analysis import analyse_position
from gamecheck.verify import run_audit
from gamecheck.catalog import catalogue_claims, catalogue_documents, catalogue_files
from gamecheck.checker.context import claim_ruleset
from gamecheck.claims import INTEGER_KINDS
from gamecheck.cli import main
from gamecheck.report import results_for_comparison

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ["000_fe98e0383a88281c.txt", "001_80e79f4a0ff4036e.txt", "002_4242a09376a50c1d.txt",
         "003_4c9b8b12bcdc6204.txt", "004_c00de3cbf0545998.txt"]


@pytest.fixture(scope="module")
def audit(tmp_path_factory):
    claims = catalogue_claims()
    titles = {d["file"]: d["title"] for d in catalogue_documents()}
    # z3 verdicts depend on solver time limits; tests/test_prove.py covers them
    results, records = run_audit(claims, titles=titles, prove=False)
    return claims, results, records


def test_every_document_has_a_catalogue_file_and_claims():
    docs = {d["file"] for d in catalogue_documents()}
    assert set(SEEDS) <= docs
    claims = catalogue_claims()
    for seed in SEEDS:
        mine = [c for c in claims if c.document == seed]
        assert len(mine) >= 10, seed
        assert all(c.section and c.statement for c in mine)
    assert len({c.id for c in claims}) == len(claims)
    assert len(catalogue_files()) == len(SEEDS) + 1


def test_every_verdict_is_the_reviewed_expectation(audit):
    _, results, _ = audit
    bad = [(r.claim.id, r.verdict, r.claim.expected, r.reason) for r in results if not r.as_expected]
    assert bad == []
    assert not any(r.verdict == "inconclusive" for r in results)


def test_committed_results_json_matches_the_code(audit):
    """Regenerate with `gamecheck verify` when this fails."""
    _, _, records = audit
    committed = json.loads((ROOT / "reports" / "results.json").read_text(encoding="utf-8"))
    assert [r["id"] for r in committed] == [r["id"] for r in records]
    fresh = results_for_comparison([{k: v for k, v in r.items() if k != "z3"} for r in records])
    old = results_for_comparison([{k: v for k, v in r.items() if k != "z3"} for r in committed])
    for a, b in zip(fresh, old):
        assert a == b, f"reports/results.json is stale for {a['id']}: run `gamecheck verify`"


def test_records_carry_the_domain_checked(audit):
    """Each record names its domain as fields (the reports read them, never the bound text)."""
    claims, results, records = audit
    boxes = 0
    for c, r, rec in zip(claims, results, records):
        d = rec["domain"]
        if c.kind in INTEGER_KINDS or c.kind == "misere-quotient":  # no box of positions: integers, or heap sizes
            assert d is None, c.id
            continue
        if c.kind == "equivalent":  # two heap games compared heap by heap: one heap at a time
            assert d == {"k": 1, "bounds": None, "start": None}, c.id
            continue
        arity = claim_ruleset(c).arity
        if arity is not None:
            assert d["k"] == arity, c.id
        elif d["start"] is not None:  # a take-and-break position is a multiset: its own count of heaps
            assert d["k"] == len(d["start"]), c.id
        if d["bounds"] is not None:
            assert len(d["bounds"]) == d["k"] and math.prod(b + 1 for b in d["bounds"]) == r.positions_checked, c.id
            boxes += 1
        if d["start"] is not None:
            assert c.position is not None and len(d["start"]) == d["k"], c.id
    assert boxes >= 50


def test_witnesses_replay_through_solve(audit):
    """Every game witness of a refuted claim has the true label that `gamecheck solve` reports."""
    claims, results, records = audit
    checked = 0
    for c, r in zip(claims, results):
        w = r.witness
        if w is None or c.kind in ("forall", "partition") or w.true not in ("P", "N"):
            continue
        rep = analyse_position(claim_ruleset(c), tuple(w.position))
        got = rep.misere_outcome if r.claim.misere else rep.outcome
        assert got == w.true, (c.id, w.position)
        if w.to is not None and w.to_true in ("P", "N"):
            rep2 = analyse_position(claim_ruleset(c), tuple(w.to))
            assert (rep2.misere_outcome if r.claim.misere else rep2.outcome) == w.to_true, c.id
        checked += 1
    assert checked >= 20


def test_known_document_errors_are_found(audit):
    """Hand-checked errors of the documents, with their smallest witnesses."""
    _, results, _ = audit
    by_id = {r.claim.id: r for r in results}
    # 003: Wythoff list skips (1, 2)
    assert by_id["003.ex5.list"].witness.position == [1, 2]
    # 003: the proof's case analysis misses (2, 3): 2 = b_1 and 3 = a_2
    assert by_id["003.ex5.property3.cases"].witness.position == [2, 3]
    # 002: 10 is not 1000 in binary; taking 5 from 11 in (11, 6, 10, 8) leaves nim-sum 2
    assert by_id["002.example.row-10"].verdict == "refuted"
    assert by_id["002.example.take-5"].witness.to == [6, 6, 10, 8]
    # 004: "change c to a ^ b" is illegal at (2, 4, 5): 2 ^ 4 = 6 > 5
    assert by_id["004.nim3.strategy"].witness.position == [2, 4, 5]
    # 003: anti-Nim read literally fails at the empty position
    assert by_id["003.ex8.rule.literal"].witness.position == [0, 0, 0]
    # 003: Fibonacci inequality fib_(n+1) < 2 fib_n fails at n = 1 in the document's indexing
    assert by_id["003.ex6.ineq1.doc-indexing"].witness.position == [1]


def test_verify_one_document_writes_reports(tmp_path):
    r = CliRunner().invoke(main, ["verify", "--document", "004", "--reports", str(tmp_path)])
    assert r.exit_code == 0, r.output
    index = (tmp_path / "index.md").read_text(encoding="utf-8")
    assert "004_c00de3cbf0545998.txt" in index and "004.nim3.strategy" in index
    data = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert {d["id"] for d in data} == {c.id for c in catalogue_claims(["004"])}
    strategy = next(d for d in data if d["id"] == "004.nim3.strategy")
    assert strategy["witness"]["position"] == [2, 4, 5] and strategy["solve_command"].startswith("gamecheck solve")
    page = (tmp_path / "004.nim3.md").read_text(encoding="utf-8")
    assert "gamecheck verify --claim 004.nim3.strategy" in page


def test_committed_z3_verdicts_agree_with_the_exhaustive_ones():
    """Where the committed audit has a z3 verdict, it never contradicts the exhaustive one."""
    committed = json.loads((ROOT / "reports" / "results.json").read_text(encoding="utf-8"))
    with_z3 = [r for r in committed if r.get("z3")]
    assert len(with_z3) >= 30
    for r in with_z3:
        z = r["z3"]["verdict"]
        if z == "proved":
            assert r["verdict"] == "holds", r["id"]
        elif z == "refuted":
            assert r["verdict"] == "refuted", r["id"]
    assert any(r["id"] == "core.bouton-z3-8" and r["z3"]["verdict"] == "proved" for r in with_z3)


def test_verify_json_and_bad_document():
    r = CliRunner().invoke(main, ["verify", "--claim", "002.example.row-10", "--json"])
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert data[0]["verdict"] == "refuted" and data[0]["expected"] == "refuted"
    assert isinstance(data[0]["seconds"], float)  # --json keeps the times (results.json leaves them to timings.json)
    r = CliRunner().invoke(main, ["verify", "--document", "999"])
    assert r.exit_code == 2 and "no bundled catalogue file '999'" in r.output


def test_the_definitions_are_marked_and_only_they(audit):
    """Issue 36, point 5: a claim that holds for every game (by the definitions of the labels) is
    marked role = "definition" in the catalogue, and no claim with content is."""
    _, results, records = audit
    found = {r.claim.id for r in results if r.verdict == "holds" and r.definition}
    marked = {r.claim.id for r in results if r.claim.role == "definition"}
    assert found == marked and len(found) >= 10
    # the hand-checked ones: a terminal position is P; Grundy value 0 is P; non-zero g has a move to 0
    assert {"001.icg.no-move-loses", "001.sg.zero-loses", "001.sg.nonzero-to-zero"} <= found
    assert all(rec["definition"] for rec in records if rec["id"] in found)
    assert not any(rec.get("definition") for rec in records if rec["id"] not in found)
