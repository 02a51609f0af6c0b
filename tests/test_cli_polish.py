"""The small defects a new user met (issue 35, point 7): the title of a text with YAML front
matter, ``[game]`` eaten by Rich markup, the count of files ``--report`` wrote, "(and 1 more)",
Python calls named on the command line, text wrapped at 80 columns in a pipe, and a notice about
a figure nobody asked for."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.cli import main
from gamecheck.document import title_of
from gamecheck.errors import counted
from gamecheck.flags import to_cli

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, **kw):
    return CliRunner().invoke(main, list(args), **kw)


def cli(*args: str, cwd: Path | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """The program itself, its stdout and stderr pipes (not terminals)."""
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True, timeout=300,
                          cwd=cwd, env={**os.environ, **(env or {})})


def files_under(folder: Path) -> int:
    return sum(1 for p in folder.rglob("*") if p.is_file())


# -- init: the title, not the front matter ------------------------------------------------------------

FRONT = ["---", "title: Lecture 7", "layout: post", "date: 2024-03-01", "---", ""]


@pytest.mark.parametrize("lines,title", [
    (FRONT + ["# The Sprague-Grundy theorem", "", "Every impartial game is a nim-heap."], "The Sprague-Grundy theorem"),
    (FRONT + ["Sums of games", "=============", "text"], "Sums of games"),
    (FRONT + ["Every impartial game is a nim-heap."], "Lecture 7"),  # no heading: the front matter's title
    (["---", "layout: post", "---", "First words."], "First words."),  # front matter without a title
    (["---", "title: 'Quoted'", "---", "x"], "Quoted"),
    (["Bash", "---", "x"], "Bash"),  # a --- under a line is still a heading
])
def test_the_title_skips_front_matter(lines, title):
    assert title_of(lines) == title


def test_init_writes_the_heading_as_the_title(tmp_path):
    doc = tmp_path / "lecture.md"
    doc.write_text("\n".join(FRONT + ["# The Sprague-Grundy theorem", "", "Text."]) + "\n", encoding="utf-8")
    r = cli("init", str(doc), "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["title"] == "The Sprague-Grundy theorem"
    table = __import__("tomllib").loads((tmp_path / "lecture.claims.toml").read_text(encoding="utf-8"))["document"]
    assert table["title"] == "The Sprague-Grundy theorem"


# -- rulesets: [game] is text, not markup ----------------------------------------------------------------

def test_rulesets_keeps_bracketed_words():
    summary = next(it for it in gc.rulesets() if it["name"] == "game")["params"]
    assert any("[game]" in str(v) for v in summary.values())  # the words the table must show
    r = cli("rulesets")
    assert r.returncode == 0
    assert "[game] table" in r.stdout


# -- piped output is not wrapped ---------------------------------------------------------------------------

def test_piped_text_is_not_wrapped(tmp_path):
    claims = tmp_path / "c.toml"
    claims.write_text('[[claim]]\nid = "bash-3-wrong"\nstatement = "s"\nruleset = "bash"\nparams = { m = 3 }\n'
                      'bound = 30\nkind = "p-rule"\nrule = "n % 3 == 0"\n', encoding="utf-8")
    r = cli("check", str(claims))
    assert r.returncode == 1
    reason = gc.check(gc.load_claims(claims)[0]).witness.reason
    assert len(reason) > 80
    # the whole witness reason on the line that names the claim
    assert any(ln.startswith("bash-3-wrong refuted at (3):") and ln.endswith(reason) for ln in r.stdout.splitlines())
    # a table row is one line too: the ruleset "game" and its whole description on it
    rows = cli("rulesets").stdout.splitlines()
    game_row = next(ln for ln in rows if re.match(r"│ game\s", ln))
    summary = next(it for it in gc.rulesets() if it["name"] == "game")["summary"]
    assert summary in game_row


# -- --report says how many files it wrote, truly --------------------------------------------------------

def _count_said(stderr: str) -> int:
    m = re.search(r"wrote (\d+) files? to ", stderr)
    assert m, stderr
    return int(m.group(1))


def test_check_report_counts_the_files_written(tmp_path):
    claims = ROOT / "examples" / "take-away-notes.claims.toml"
    out = tmp_path / "audit"
    r = cli("check", str(claims), "--report", str(out))
    assert r.returncode == 0, r.stderr[-500:]
    assert _count_said(r.stderr) == files_under(out)  # a new folder: every file in it was written
    assert (out / "html" / "document.html").is_file()
    # a second run rewrites them all (atomically: new files), and says so again
    r = cli("check", str(claims), "--report", str(out))
    assert _count_said(r.stderr) == files_under(out)


def test_prove_report_counts_the_smt_files_and_certificates_too(tmp_path):
    claims = tmp_path / "c.toml"
    claims.write_text('[[claim]]\nid = "nim2"\nstatement = "s"\nruleset = "nim"\nparams = { heaps = 2 }\n'
                      'kind = "p-rule"\nrule = "xor(heaps) == 0"\n', encoding="utf-8")
    out = tmp_path / "proofs"
    r = run("prove", str(claims), "--bits", "3", "--report", str(out))
    assert r.exit_code == 0, r.output
    assert any((out / "smt2").iterdir()) and any((out / "certificates").iterdir())
    assert _count_said(r.stderr) == files_under(out)


def test_verify_report_counts_the_files_written(tmp_path):
    out = tmp_path / "r"
    r = run("verify", "--claim", "core.bouton-1", "--reports", str(out))
    assert r.exit_code == 0, r.output
    assert _count_said(r.stderr) == files_under(out)


# -- "1 more claim", not "(and 1 more)" ----------------------------------------------------------------------

def test_counted_names_the_noun():
    assert (counted(1, "more claim"), counted(3, "more claim"), counted(2, "claim")) == (
        "1 more claim", "3 more claims", "2 claims")


def test_the_resource_note_says_how_many_more_claims(tmp_path):
    big = ('[[claim]]\nid = "{}"\nstatement = "s"\nruleset = "nim"\nparams = {{ heaps = 4 }}\nbound = 100000\n'
           'kind = "p-rule"\nrule = "xor(heaps) == 0"\n')
    claims = tmp_path / "c.toml"
    claims.write_text(big.format("a") + big.format("b"), encoding="utf-8")
    r = run("check", str(claims))
    assert r.exit_code == 3
    line, = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert line.startswith("resource limit: 2 claims left inconclusive (a and 1 more claim): ")
    assert "(and 1 more)" not in r.output and "claim(s)" not in r.output


def test_no_message_counts_without_a_noun():
    """No message of the package says "... and 3 more" or "(and 1 more)" without saying more what."""
    bare = re.compile(r"""\}\s*more\s*(?:["')]|\)")""")
    found = [f"{p.relative_to(ROOT)}:{i}" for p in (ROOT / "gamecheck").rglob("*.py")
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if bare.search(line)]
    assert not found, found


# -- the command line never names a Python call ----------------------------------------------------------

def test_to_cli_leaves_out_the_python_call():
    assert to_cli("gc.explore.explore(): emit_claims= writes claims") == "--emit-claims writes claims"
    assert to_cli("gc.check(): bound=-1 is not allowed") == "--bound -1 is not allowed"
    assert to_cli("emit_claims: cannot write 'x.toml'") == "--emit-claims: cannot write 'x.toml'"


def test_an_api_message_reaches_the_command_line_in_its_terms(monkeypatch):
    def refuse(*args, **kwargs):
        raise gc.UsageError("gc.explore.explore(): emit_claims= writes claims that the checker repeats")
    monkeypatch.setattr(gc.explore, "explore", refuse)
    for extra in ([], ["--json"]):
        r = run("explore", "nim", "--bound", "3", *extra)
        assert r.exit_code == 2
        assert "gc." not in r.output and "explore()" not in r.output
        assert "--emit-claims writes claims" in r.stderr


def test_a_python_argument_at_the_start_of_a_message_is_a_flag(tmp_path):
    r = cli("explore", "nim", "--bound", "3", "--emit-claims", str(tmp_path / "no" / "such" / "x.toml"))
    assert r.returncode == 2
    assert r.stderr.startswith("error: --emit-claims: ") and "emit_claims" not in r.stderr


# -- no notice about a figure nobody asked for -----------------------------------------------------------

def test_no_notice_about_a_figure(tmp_path):
    (tmp_path / "g.txt").write_text("a b\nb c\n", encoding="utf-8")
    claims = tmp_path / "c.toml"
    claims.write_text("[[claim]]\nid = \"walk\"\nstatement = \"s\"\nruleset = 'graph(file=\"g.txt\")'\n"
                      'position = [2]\noutcome = "P"\nkind = "outcome"\n', encoding="utf-8")
    r = cli("check", str(claims), "--report", str(tmp_path / "r"), env={"GAMECHECK_DEBUG": ""})
    assert r.returncode == 0, r.stderr
    said = r.stderr.replace(str(tmp_path), "DIR")
    assert "figure" not in said and "gamecheck report:" not in said
    assert said.startswith("wrote ") and len(said.strip().splitlines()) == 1


def test_a_file_name_with_brackets_is_shown_as_written(tmp_path):
    out = tmp_path / "[bold]g.json"
    r = run("graph", "nim", "1", "1", "--out", str(out))
    assert r.exit_code == 0, r.output
    assert out.is_file() and f"wrote {out}:" in r.stderr
