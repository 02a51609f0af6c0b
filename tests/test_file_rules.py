"""File references follow one rule, and reports never write where they should not (issue 24).

* A path given on the command line or in Python is the user's own: it may be anywhere.
* A path inside a claims file (``game = ...``, ``graph(file=...)`` / ``game(file=...)`` in its
  ruleset spec) is relative to the claims file and must resolve inside its folder, unless
  ``--allow-outside-files`` (``allow_outside_files=True``) is given; the refusal is one line
  that never shows the content of the file it refused.
* A document page never takes the name of the site's index, and ``--report ''`` is refused.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from gamecheck.flags import to_cli
import gamecheck as gc
from gamecheck.cli import main

TOKEN = "SECRET-TOKEN-7f3a"


@pytest.fixture()
def tree(tmp_path: Path) -> Path:
    """``tmp_path`` with a secret graph and game file beside ``sub/``, and good ones inside it."""
    (tmp_path / "secret.txt").write_text(f"{TOKEN} b\nb c\n")
    (tmp_path / "secret.toml").write_text(f'[game]\nname = "{TOKEN}"\nposition = ["n"]\nmoves = "[(n - 1,)] if n else []"\n')
    sub = tmp_path / "sub"
    (sub / "inner").mkdir(parents=True)
    (sub / "g.txt").write_text("a b\nb c\n")
    (sub / "inner" / "g.txt").write_text("a b\n")
    (sub / "walk.toml").write_text('[game]\nname = "walk"\nposition = ["n"]\nmoves = "[(n - 1,)] if n else []"\n')
    (sub / "link.txt").symlink_to(tmp_path / "secret.txt")
    return tmp_path


def claims_file(folder: Path, **fields: str) -> Path:
    """A claims file with one outcome claim at the start position (0) of a one-token game."""
    fields = {"position": "[0]", **fields}
    lines = ['[[claim]]', 'id = "c"', 'statement = "the start is a P-position"', 'kind = "outcome"', 'outcome = "P"']
    lines += [f"{k} = {v}" for k, v in fields.items()]
    p = folder / "claims.toml"
    p.write_text("\n".join(lines) + "\n")
    return p


OUTSIDE = {
    "graph up": {"ruleset": "'graph(file=\"../secret.txt\")'", "params": "{ heaps = 1 }"},
    "graph symlink": {"ruleset": "'graph(file=\"link.txt\")'", "params": "{ heaps = 1 }"},
    "game up": {"game": '"../secret.toml"'},
    "game in a sum": {"ruleset": "'sum(nim, game(file=\"../secret.toml\"))'", "position": "[0, 0]"},
}


@pytest.mark.parametrize("case", sorted(OUTSIDE))
def test_a_claims_file_cannot_name_files_outside_its_folder(tree, case):
    f = claims_file(tree / "sub", **OUTSIDE[case])
    with pytest.raises(gc.UsageError) as info:
        gc.load_claims(f)
    msg = str(info.value)
    # the Python API names its argument; the command line shows its flag (gamecheck.flags, issue 27)
    assert "outside" in msg and "allow_outside_files=True" in msg and "\n" not in msg
    assert "--allow-outside-files" in to_cli(msg)
    assert TOKEN not in msg
    r = CliRunner().invoke(main, ["check", str(f), "--json"])
    assert r.exit_code == 2 and TOKEN not in r.output
    # a claim naming a file outside is that claim's error, in its place (issue 35), in the flags' terms
    row, = json.loads(r.stdout)
    assert (row["id"], row["verdict"]) == ("c", "error") and "--allow-outside-files" in row["error"]
    # the user may allow it: then it is read and checked like any other file
    claims = gc.load_claims(f, allow_outside_files=True)
    assert gc.check(claims[0]).verdict in ("holds", "refuted")
    r = CliRunner().invoke(main, ["check", str(f), "--allow-outside-files", "--json"])
    assert r.exit_code in (0, 1), r.output


def test_absolute_paths_in_a_claims_file_are_outside_too(tree):
    f = claims_file(tree / "sub", ruleset=f"'graph(file=\"{tree / 'secret.txt'}\")'", params="{ heaps = 1 }")
    with pytest.raises(gc.UsageError, match="outside"):
        gc.load_claims(f)


def test_files_inside_the_folder_are_read_relative_to_the_claims_file(tree, monkeypatch):
    monkeypatch.chdir(tree)  # the working folder is not the claims file's
    f = claims_file(tree / "sub", ruleset="'graph(file=\"inner/g.txt\")'", params="{ heaps = 1 }")
    (c,) = gc.load_claims(f)
    # a -> b and b is terminal: a is N (so the claim "P" is refuted), computed by hand
    r = gc.check(c)
    assert r.verdict == "refuted" and r.witness.true == "N"
    f = claims_file(tree / "sub", game='"walk.toml"')
    (c,) = gc.load_claims(f)
    assert gc.check(c).verdict == "holds"  # (0) has no move: P


def test_the_users_own_paths_may_be_anywhere(tree, monkeypatch):
    monkeypatch.chdir(tree / "sub")
    r = CliRunner().invoke(main, ["solve", "--graph", "../secret.txt", TOKEN, "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["outcome"] == "P"  # TOKEN -> b -> c: b is N, so TOKEN is P
    assert gc.load_game("../secret.toml").solve(3).outcome == "N"  # n -> n - 1: odd n is N
    c = gc.Claim(kind="outcome", ruleset='graph(file="../secret.txt")', params={"heaps": 1}, position=[0],
                 outcome="P")
    assert gc.check(c).verdict == "holds"


def test_a_document_page_never_replaces_the_site_index(tmp_path):
    f = tmp_path / "claims.toml"
    f.write_text('[document]\nfile = "index.txt"\ntitle = "my notes"\n\n'
                 '[[claim]]\nid = "bouton"\nstatement = "Nim: P iff the nim-sum is 0"\nruleset = "nim"\n'
                 'params = { heaps = 2 }\nbound = 5\nkind = "p-rule"\nrule = "xor(heaps) == 0"\n')
    out = tmp_path / "r"
    r = CliRunner().invoke(main, ["check", str(f), "--report", str(out)])
    assert r.exit_code == 0, r.output
    index = (out / "html" / "index.html").read_text()
    page = (out / "html" / "index-document.html").read_text()
    assert "index-document.html" in index  # the index links the document's page
    assert "bouton" in page and index != page
    assert sorted(p.name for p in (out / "html").iterdir()) == ["filter.js", "gamecheck.css", "index-document.html",
                                                                 "index.html"]


def test_document_pages_are_unique():
    from gamecheck.report.html import document_page_names

    buckets = [{"file": "a.txt"}, {"file": "a.md"}, {"file": "INDEX.txt"}, {"file": "../x.txt"},
               {"file": "gamecheck.css"}, {"title": "t"}]
    names = document_page_names(buckets)
    assert names == ["a.html", "a-2.html", "INDEX-document.html", "..-x.html", "gamecheck.css.html", "t.html"]
    assert all("/" not in n for n in names)


def test_an_empty_report_folder_is_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    f = tmp_path / "claims.toml"
    f.write_text('[[claim]]\nid = "a"\nstatement = "x"\nruleset = "nim"\nparams = { heaps = 1 }\nbound = 3\n'
                 'kind = "p-rule"\nrule = "n == 0"\n')
    r = CliRunner().invoke(main, ["check", str(f), "--report", ""])
    assert r.exit_code == 2 and "--report ''" in r.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["claims.toml"]  # nothing written here
    with pytest.raises(gc.UsageError, match="out_dir"):
        gc.write_check_reports(gc.load_claims(f), [gc.check(c) for c in gc.load_claims(f)], "")


@pytest.mark.skipif(os.geteuid() == 0 and sys.platform != "linux", reason="needs Linux")
def test_report_to_a_device_is_refused(tmp_path):
    f = tmp_path / "claims.toml"
    f.write_text('[[claim]]\nid = "a"\nstatement = "x"\nruleset = "nim"\nparams = { heaps = 1 }\nbound = 3\n'
                 'kind = "p-rule"\nrule = "n == 0"\n')
    r = subprocess.run([sys.executable, "-m", "gamecheck", "check", str(f), "--report", "/dev/null"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("cwd, name", [(".", "sub/claims.toml"), ("sub/inner", "../claims.toml"), ("sub", "claims.toml")])
def test_relative_claims_paths_read_their_files_once(tree, monkeypatch, cwd, name):
    """A claims file named by a relative path, from any working folder: its files are joined to
    its folder once (not twice), and a file beside it is inside."""
    monkeypatch.chdir(tree / cwd)
    for fields in ({"game": '"walk.toml"'}, {"ruleset": "'sum(nim, game(file=\"walk.toml\"))'", "position": "[0, 0]"},
                   {"ruleset": "'graph(file=\"inner/g.txt\")'", "params": "{ heaps = 1 }"}):
        claims_file(tree / "sub", **fields)
        (c,) = gc.load_claims(name)
        assert gc.check(c).verdict in ("holds", "refuted")
        r = CliRunner().invoke(main, ["check", name, "--json"])
        assert r.exit_code in (0, 1), r.output


BOUTON = ('[[claim]]\nid = "bouton"\nstatement = "Bouton for two heaps"\nruleset = "nim"\nparams = { heaps = 2 }\n'
          'bound = 5\nkind = "p-rule"\nrule = "xor(heaps) == 0"\n')


@pytest.mark.parametrize("blocker", ["html", "index.md", "figures"])
def test_something_in_the_way_of_the_report_is_one_line(tmp_path, blocker):
    f = tmp_path / "c.toml"
    f.write_text(BOUTON)
    out = tmp_path / "R"
    out.mkdir()
    target = out / blocker
    target.mkdir() if blocker.endswith(".md") else target.write_text("mine")
    r = CliRunner().invoke(main, ["check", str(f), "--report", str(out)])
    if blocker == "figures":  # a p-rule on two heaps draws an outcome map into figures/
        assert r.exit_code == 2 and "in the way" in r.output
    else:
        assert r.exit_code == 2 and "in the way" in r.output and blocker in r.output
    assert target.exists() and sorted(p.name for p in out.iterdir()) == [blocker]  # nothing else written


def test_a_newline_in_a_one_line_field_starts_no_heading_or_table(tmp_path):
    injected = "first\\n# INJECTED-HEADING\\n\\n| INJECTED | x |\\n|---|---|\\n| y | z |\\nlast"
    f = tmp_path / "c.toml"
    f.write_text(f'[document]\nfile = "d.txt"\ntitle = "{injected}"\n\n' + BOUTON
                 + f'section = "{injected}"\nnotes = "{injected}"\n')
    out = tmp_path / "R"
    assert CliRunner().invoke(main, ["check", str(f), "--report", str(out)]).exit_code == 0
    for page in out.glob("*.md"):
        for line in page.read_text().splitlines():
            assert not line.startswith("# INJECTED"), (page.name, line)
            assert not line.lstrip().startswith("| INJECTED"), (page.name, line)
            assert line.strip() != "| y | z |", (page.name, line)  # the planted table's body row
