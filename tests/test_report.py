"""The report generator: index, group pages, results.json, stale files, figures."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from gamecheck.report import figures_for_group, results_for_comparison, write_reports
from gamecheck.claims import claim_from_dict
from gamecheck.report.figures import (
    FIGURE_NAME_RE, plan_figures, plot_grundy_sequence, plot_outcome_map, plot_wythoff_p_positions, record_domain,
)
from gamecheck.report.markdown import MARKER, cell, code, group_filename, md_text
from gamecheck.verify import domain_record

PNG = b"\x89PNG\r\n\x1a\n"


def _box(*bounds):
    """The ``domain`` field of a record checked over a box (:func:`gamecheck.verify.domain_record`)."""
    return {"k": len(bounds), "bounds": list(bounds), "start": None}


def _result(**kw):
    base = {
        "id": "", "document": "", "section": "", "statement": "", "ruleset": "nim", "params": {},
        "kind": "p-rule", "play": "normal", "verdict": "holds", "expected": "holds", "as_expected": True,
        "method": "exhaustive", "bound": "", "positions_checked": 0, "seconds": 0.0, "witness": None, "reason": "",
        "group": "", "document_title": "", "rule": None, "notes": "", "solve_command": None, "z3": None,
    }
    base.update(kw)
    base.setdefault("command", f"gamecheck verify --claim {base['id']}")
    return base


DOCS = [
    {"file": "001_aaaa.txt", "title": "Nim notes", "language": "English",
     "summary": "Bouton's theorem for Nim, with a wrong remark about even totals."},
    {"file": "002_bbbb.txt", "title": "Über Bash", "language": "German",
     "summary": "Bash's game with moves 1..3 and a very large claimed bound."},
]


def _results():
    holds = _result(
        id="001.nim.bouton-2", document="001_aaaa.txt", document_title="Nim notes", section="§1",
        statement="Two-heap Nim: P-position exactly when the heaps are equal (x1 | x2 is irrelevant).",
        ruleset="nim", params={"heaps": 2}, rule="xor(heaps) == 0",
        bound="every position with each heap <= 12 (169 positions)", domain=_box(12, 12), positions_checked=169,
        seconds=0.0123456,
        reason="checked at all 169 positions", group="001.nim", notes="Bouton 1901.",
        z3={"verdict": "holds", "bound": "all heaps", "seconds": 0.5, "method": "z3, strategy-guided",
            "encoding": "bit-vectors", "queries": [{"name": "no move from P to P", "smt2": "001.nim.bouton-2.no-move-from-P-to-P.smt2"}]},
    )
    refuted = _result(
        id="001.nim.even", document="001_aaaa.txt", document_title="Nim notes", section="§2",
        statement="Two Nim heaps form a P-position when their total is even.",
        ruleset="nim", params={"heaps": 2}, rule="(x1 + x2) % 2 == 0", verdict="refuted", expected="refuted",
        bound="every position with each heap <= 12 (169 positions)", domain=_box(12, 12), positions_checked=169,
        seconds=0.25,
        witness={"position": [0, 2], "claimed": "P", "true": "N", "condition": "move from P to P",
                 "reason": "the rule calls both (0, 2) and (0, 0) P-positions, but the move 'take 2 from heap 2' "
                           "leads from the first to the second.",
                 "move": "take 2 from heap 2", "to": [0, 0], "to_claimed": "P", "to_true": "P"},
        group="001.nim", solve_command="gamecheck solve nim 0 2",
    )
    inconclusive = _result(
        id="002.bash.huge", document="002_bbbb.txt", document_title="Über Bash", section="Satz 1",
        statement="Bash's game with moves 1..3: the multiples of 4 are the P-positions, for every heap.",
        ruleset="bash", params={"m": 3}, rule="n % 4 == 0", verdict="inconclusive", expected="holds",
        as_expected=False, bound="every heap size 0..30 (31 positions)", domain=_box(30), seconds=1.5,
        reason="the domain would need 80 GiB; lower the bound", group="002.bash",
    )
    return [holds, refuted, inconclusive]


def _row(text: str, cid: str) -> str:
    rows = [ln for ln in text.splitlines() if ln.startswith(f"| [{cid}](")]
    assert len(rows) == 1, (cid, rows)
    return rows[0]


def test_index_lists_documents_claims_marks_and_counts(tmp_path):
    res = _results()
    paths = write_reports(res, DOCS, tmp_path / "reports", figures=False)
    out = tmp_path / "reports"
    assert out / "index.md" in paths and out / "results.json" in paths
    index = (out / "index.md").read_text(encoding="utf-8")
    assert index.startswith(MARKER)
    for d in DOCS:
        assert d["title"] in index and d["file"] in index and d["summary"] in index and d["language"] in index
    assert index.index("Nim notes") < index.index("Über Bash")
    assert "✅ holds" in _row(index, "001.nim.bouton-2")
    assert "❌ refuted" in _row(index, "001.nim.even")
    inc = _row(index, "002.bash.huge")
    assert "⚠️ inconclusive" in inc and "differs" in inc
    assert "(001.nim.md#001.nim.even)" in _row(index, "001.nim.even")
    # the pipe in the statement does not break the table
    assert "x1 \\| x2" in _row(index, "001.nim.bouton-2")
    # counts per document and overall
    assert "✅ 1 holds · ❌ 1 refuted · ⚠️ 0 inconclusive · 0 differ" in index
    assert "✅ 0 holds · ❌ 0 refuted · ⚠️ 1 inconclusive · 1 differ" in index
    assert "| ✅ holds | 1 |" in index and "| ❌ refuted | 1 |" in index and "| ⚠️ inconclusive | 1 |" in index
    assert "| differ from the reviewed expectation | 1 |" in index
    # what the documents get wrong: every refuted claim with its witness's reason
    wrong = index.split("## What the documents get wrong", 1)[1].split("## How to regenerate", 1)[0]
    assert "001.nim.even" in wrong and "take 2 from heap 2" in wrong
    assert "002.bash.huge" not in wrong and "001.nim.bouton-2" not in wrong
    assert "gamecheck verify" in index.split("## How to regenerate", 1)[1]


def test_group_page_has_witness_replay_and_reproduce(tmp_path):
    write_reports(_results(), DOCS, tmp_path, figures=False)
    page = (tmp_path / "001.nim.md").read_text(encoding="utf-8")
    assert page.startswith(MARKER)
    assert '<a id="001.nim.even"></a>' in page and '<a id="001.nim.bouton-2"></a>' in page
    assert "leads from the first to the second" in page  # the witness reason
    assert "move from P to P" in page
    assert "| 1. the position | `(0, 2)` | **P** | **N** |" in page
    assert "| 2. after the move *take 2 from heap 2* | `(0, 0)` | **P** | **P** |" in page
    assert "replay: `gamecheck solve nim 0 2`" in page
    assert "```bash\ngamecheck verify --claim 001.nim.even\n```" in page
    assert "```python\n(x1 + x2) % 2 == 0\n```" in page
    assert "Bouton 1901." in page  # notes
    assert "z3: holds, all heaps (z3, strategy-guided; bit-vectors)" in page
    link = "[001.nim.bouton-2.no-move-from-P-to-P.smt2](smt2/001.nim.bouton-2.no-move-from-P-to-P.smt2)"
    assert "SMT-LIB: " + link in page  # a working link, not escaped text
    assert "0.012" not in page and "seconds" not in page  # times go to timings.json only: the same pages every run
    bash = (tmp_path / "002.bash.md").read_text(encoding="utf-8")
    assert "the domain would need 80 GiB" in bash and "differs from the reviewed expectation" in bash
    assert "Satz 1" in bash and "Über Bash" in bash
    # no temporary files are left behind
    assert not [p for p in tmp_path.rglob("*") if p.name.startswith(".")]


def _without_seconds(obj):
    if isinstance(obj, dict):
        return {k: _without_seconds(v) for k, v in obj.items() if k != "seconds"}
    if isinstance(obj, list):
        return [_without_seconds(v) for v in obj]
    return obj


def test_results_json_round_trips_without_the_times_and_timings_json_has_them(tmp_path):
    res = _results()
    res[0]["z3"]["queries"][0].update(seconds=0.0421, solvers=[{"solver": "z3", "status": "unsat", "resources": 77,
                                                                "seconds": 0.0309}])
    res[0]["z3"]["validation"] = {"ok": True, "positions": 3, "seconds": 0.2}
    res[0]["z3"]["budget"] = {"z3": 60_000_000, "wall": 600.0}  # a limit set in advance, not a time measured
    before = copy.deepcopy(res)
    paths = write_reports(res, DOCS, tmp_path, figures=False)
    assert res == before  # the input is not modified
    assert paths.index(tmp_path / "timings.json") == paths.index(tmp_path / "results.json") + 1
    text = (tmp_path / "results.json").read_text(encoding="utf-8")
    data = json.loads(text)
    assert data == _without_seconds(res)  # the records less every time measured, the budget's limit kept
    assert list(data[0]) == [k for k in res[0] if k != "seconds"]  # key order kept
    assert "Über Bash" in text and "seconds" not in text  # ensure_ascii=False
    times = json.loads((tmp_path / "timings.json").read_text(encoding="utf-8"))
    assert times == [
        {"id": "001.nim.bouton-2", "seconds": 0.012,
         "z3": {"seconds": 0.5, "queries": [{"name": "no move from P to P", "seconds": 0.042,
                                             "solvers": [{"solver": "z3", "seconds": 0.031}]}],
                "validation": {"seconds": 0.2}}},
        {"id": "001.nim.even", "seconds": 0.25},
        {"id": "002.bash.huge", "seconds": 1.5},
    ]
    assert results_for_comparison(data) == results_for_comparison(res)  # timing is the only difference


def test_output_is_deterministic(tmp_path):
    write_reports(_results(), DOCS, tmp_path / "a", figures=False)
    write_reports(_results(), DOCS, tmp_path / "b", figures=False)
    for name in ("index.md", "001.nim.md", "002.bash.md", "results.json", "timings.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_results_json_is_the_same_whatever_the_times(tmp_path):
    """A second run measures other times: only timings.json changes (issue 36, point 6)."""
    again = _results()
    for r, secs in zip(again, (9.5, 0.001, 123.0)):
        r["seconds"] = secs
    again[0]["z3"]["seconds"] = 77.7
    write_reports(_results(), DOCS, tmp_path / "a", figures=False)
    write_reports(again, DOCS, tmp_path / "b", figures=False)
    names = sorted(p.relative_to(tmp_path / "a").as_posix() for p in (tmp_path / "a").rglob("*") if p.is_file())
    assert "results.json" in names and "html/index.html" in names
    for name in names:
        same = (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
        assert same == (name != "timings.json"), name


def test_stale_pages_are_removed_but_foreign_files_kept(tmp_path):
    res = _results()
    write_reports(res, DOCS, tmp_path, figures=False)
    assert (tmp_path / "002.bash.md").exists()
    (tmp_path / "README.md").write_text("# my notes\n", encoding="utf-8")
    paths = write_reports(res[:2], DOCS, tmp_path, figures=False)
    assert not (tmp_path / "002.bash.md").exists()
    assert (tmp_path / "001.nim.md").exists() and (tmp_path / "README.md").exists()
    assert tmp_path / "002.bash.md" not in paths
    index = (tmp_path / "index.md").read_text(encoding="utf-8")
    assert "002.bash.huge" not in index and "Über Bash" in index  # the document stays, without claims


def test_figures_for_nim_two_heaps_and_one_heap_bash(tmp_path):
    res = _results()
    res[2]["verdict"], res[2]["reason"] = "holds", "checked at all 31 positions"
    paths = write_reports(res, DOCS, tmp_path)
    figs = sorted((tmp_path / "figures").glob("*.png"))
    names = [p.name for p in figs]
    assert any(n.startswith("001.nim--outcomes-") for n in names), names
    assert any(n.startswith("002.bash--grundy-") for n in names), names
    for p in figs:
        assert p.read_bytes().startswith(PNG)
        assert FIGURE_NAME_RE.match(p.name)
        assert p in paths
    nim_page = (tmp_path / "001.nim.md").read_text(encoding="utf-8")
    nim_fig = next(n for n in names if n.startswith("001.nim--"))
    assert f"](figures/{nim_fig})" in nim_page and "*Figure 1." in nim_page
    # a foreign PNG survives, the figure of a removed group does not
    (tmp_path / "figures" / "logo.png").write_bytes(PNG)
    write_reports(res[:2], DOCS, tmp_path)
    left = sorted(p.name for p in (tmp_path / "figures").glob("*.png"))
    assert "logo.png" in left and nim_fig in left
    assert not any(n.startswith("002.bash--") for n in left)


def test_figures_for_group_direct(tmp_path):
    bash = [_result(id="b.1", group="b", ruleset="bash", params={"m": 3}, bound="every heap size 0..200 (201 positions)",
                    domain=_box(200))]
    out = figures_for_group(bash, tmp_path)
    assert len(out) == 1
    name, caption = out[0]
    assert "g(0..80)" in caption  # N = min(bound, 80)
    assert (tmp_path / name).read_bytes().startswith(PNG)
    nim2 = [_result(id="n.1", group="n", ruleset="nim", params={"heaps": 2},
                    bound="every position with each heap <= 7 (64 positions)", domain=_box(7, 7), play="misere")]
    out = figures_for_group(nim2, tmp_path)
    # a domain of 0..7 is drawn at the least map size, 0..30 (MAP_MIN), so the pattern shows
    assert len(out) == 1 and "misère" in out[0][1] and "0..30" in out[0][1]
    assert (tmp_path / out[0][0]).read_bytes().startswith(PNG)
    # plan only: nothing written
    assert figures_for_group(bash) == [(name, caption)]
    # three heaps of Nim: no figure
    assert figures_for_group([_result(id="n.3", group="n", ruleset="nim", params={"heaps": 3})]) == []


def test_unknown_ruleset_is_skipped_quietly(tmp_path, capsys, monkeypatch):
    # nobody asked for the figure, so a report without it says nothing (issue 35); the reason is
    # there for a developer with GAMECHECK_DEBUG set
    res = [_result(id="x.1", group="x", ruleset="no-such-game", params={}, bound="every heap size 0..9 (10 positions)",
                   domain=_box(9))]
    monkeypatch.delenv("GAMECHECK_DEBUG", raising=False)
    assert figures_for_group(res, tmp_path) == []
    assert capsys.readouterr().err == ""
    monkeypatch.setenv("GAMECHECK_DEBUG", "1")
    assert figures_for_group(res, tmp_path) == []
    assert "no-such-game" in capsys.readouterr().err
    monkeypatch.delenv("GAMECHECK_DEBUG")
    write_reports(res, [], tmp_path / "r")  # and the report is still written
    assert (tmp_path / "r" / "x.md").exists()
    index = (tmp_path / "r" / "index.md").read_text(encoding="utf-8")
    assert "x.1" in index  # a claim from an unlisted document still appears


def test_plot_functions_take_plain_data(tmp_path):
    p = plot_grundy_sequence([0, 1, 2, 3, 0, 1, -1], tmp_path / "g.png", misere_p=[1, 5])
    assert p.read_bytes().startswith(PNG)
    p = plot_outcome_map([[0, 1, 1], [1, 0, 1], [1, 1, 2]], tmp_path / "o.png")
    assert p.read_bytes().startswith(PNG)
    p = plot_wythoff_p_positions([(0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (99, 1)], tmp_path / "w.png")
    assert p.read_bytes().startswith(PNG)


def test_helpers():
    assert group_filename("003.wythoff") == "003.wythoff.md"
    assert group_filename("a b/c") == "a-b-c.md"
    assert cell("a|b\nc") == "a\\|b c"
    assert md_text("x_1 * y and `x_1 * y`") == "x\\_1 \\* y and `x_1 * y`"
    assert code("a`b") == "``a`b``"
    # the figures read the domain from the record's fields (verify.domain_record), never from the bound text
    assert record_domain({"domain": _box(20000)}) == (1, 20000)
    assert record_domain({"domain": _box(316, 316)}) == (2, 316)
    assert record_domain({"domain": _box(3, 5)}) == (2, 5)
    assert record_domain({"domain": {"k": 3, "bounds": None, "start": [1, 2, 3]}}) == (3, 3)
    assert record_domain({"domain": {"k": 2, "bounds": None, "start": None}}) == (2, None)
    assert record_domain({"bound": "every heap size 0..9 (10 positions)"}) == (None, None)
    assert record_domain({"domain": None}) == (None, None)
    plans = plan_figures([_result(id="s.1", group="s", ruleset="sum(nim, bash(m=2))",
                                  bound="every position with each heap <= 100 (x)", domain=_box(100, 100))])
    assert [p.kind for p in plans] == ["outcomes"] and plans[0].limit == 40


def _claim(**kw):
    data = {"id": "t.1", "statement": "s", "source": {"document": "d.txt", "section": "s"}}
    data.update(kw)
    return claim_from_dict(data)


def test_domain_record_is_the_domain_checked():
    """verify.domain_record: the structured facts of the domain a claim is checked over."""
    assert domain_record(_claim(ruleset="bash(m=3)", kind="p-rule", rule="n % 4 == 0", bound=20000)) == _box(20000)
    nim2 = _claim(ruleset="nim", params={"heaps": 2}, kind="p-rule", rule="x1 == x2", bound=316)
    assert domain_record(nim2) == _box(316, 316)
    assert domain_record(_claim(ruleset="nim", kind="p-rule", rule="x1 == x2", bound=[3, 5])) == _box(3, 5)
    reach = domain_record(_claim(ruleset="nim", kind="outcome", position=[1, 2, 3], outcome="P"))
    assert reach == {"k": 3, "bounds": None, "start": [1, 2, 3]}
    stairs = domain_record(_claim(ruleset="staircase", params={"stairs": 2}, kind="p-rule", rule="x2 == 0", bound=10))
    assert stairs == {"k": 2, "bounds": None, "start": None}  # not a box: at most 10 coins in all
    forall = _claim(kind="forall", rule="x >= 0", vars={"x": [0, 3]})
    assert domain_record(forall) is None


@pytest.mark.parametrize("group", ["index", "results"])
def test_reserved_group_names_do_not_clobber(tmp_path, group):
    res = [_result(id=f"{group}.1", group=group, document="001_aaaa.txt", statement="s")]
    write_reports(res, DOCS, tmp_path, figures=False)
    index = (tmp_path / "index.md").read_text(encoding="utf-8")
    assert index.startswith(MARKER) and "# gamecheck audit" in index
    link = re.search(r"\]\(([^)#]+)#" + re.escape(f"{group}.1"), index).group(1)
    assert (tmp_path / link).exists() and link != "index.md"
