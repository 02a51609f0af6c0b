"""Trust, round 3 (issue 36, point 1): the classes of hostile input found on the newest surfaces
-- a FIFO where a text, a claims file, a certificate or a query belongs; a heading of thousands
of spaces; cited and explained ranges reaching 10^12; the annotated view of a million-line text;
misère play at heaps of a million and in a wild game; a misère-quotient claim of any bound; an
output path under a symbolic-link loop; a certificate whose header claims two billion variables.
Each must end promptly with an answer or a one-line refusal, never a hang, a traceback or a
blow-up."""

from __future__ import annotations

import json
import lzma
import os
import subprocess
import sys
from pathlib import Path

import pytest

import gamecheck as gc
from gamecheck.document import SourceText, check_document, document_table, title_of
from gamecheck.engine.quotient import misere_quotient
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.games import make_ruleset
from gamecheck.report import textview

ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str, cwd: Path, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamecheck", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=timeout, env={**os.environ, **(env or {})}, stdin=subprocess.DEVNULL)


def one_line(r: subprocess.CompletedProcess, code: int, *names: str) -> str:
    err = r.stderr.strip()
    assert r.returncode == code, (r.returncode, r.stdout[-500:], err)
    assert "Traceback" not in err and "internal error" not in err, err
    assert err.count("\n") == 0, err
    for n in names:
        assert n in err, (n, err)
    return err


NIM_CLAIM = """
[[claim]]
id = "nim.two"
statement = "two equal heaps are P"
ruleset = "nim"
params = { heaps = 2 }
kind = "p-rule"
bound = 5
rule = "x1 == x2"
"""


# -- a FIFO where a file belongs: refused at once (no writer), never a blocked open() ----------------

def test_a_fifo_as_claims_file_document_or_certificate_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    one_line(cli("check", "pipe.toml", cwd=tmp_path, timeout=60), 2, "pipe.toml", "FIFO")
    one_line(cli("init", "pipe.toml", "--out", "x.toml", cwd=tmp_path, timeout=60), 2, "pipe.toml", "FIFO")
    assert not (tmp_path / "x.toml").exists()
    (tmp_path / "c.toml").write_text(NIM_CLAIM, encoding="utf-8")
    one_line(cli("check", "c.toml", "--document", "pipe.toml", cwd=tmp_path, timeout=60), 2, "pipe.toml", "FIFO")
    # a reports folder whose certificate and query are FIFOs: each fails, named, and the run ends
    rep = tmp_path / "rep"
    (rep / "certificates").mkdir(parents=True)
    (rep / "smt2").mkdir()
    os.mkfifo(rep / "certificates" / "a.drat.xz")
    os.mkfifo(rep / "smt2" / "a.smt2")
    r = cli("recheck", "rep", "--json", "--certificates-only", cwd=tmp_path, timeout=60)
    assert r.returncode == 1, r.stderr
    d = json.loads(r.stdout)
    assert d["failed"] == 1 and "FIFO" in d["results"][0]["message"]


# -- a heading of thousands of spaces: linear time ------------------------------------------------

@pytest.mark.parametrize("shape", ["spaces", "tabs"])
def test_a_heading_full_of_spaces_is_read_in_linear_time(tmp_path, shape):
    line = "# a" + " " * 200_000 + "b" if shape == "spaces" else "## " + " \t" * 100_000 + "x" + "#" * 1000
    doc = tmp_path / "d.md"
    doc.write_text(line + "\n\nNim is a game.\n", encoding="utf-8")
    r = cli("init", "d.md", "--out", "d.claims.toml", cwd=tmp_path, timeout=60)  # quadratic: hours
    assert r.returncode == 0, r.stderr
    # an ATX heading's text: the hashes and the white space around it dropped, truncated to 120 characters
    assert title_of([line]) == line.lstrip("#").strip().rstrip("#").strip()[:120]


def test_front_matter_title_with_spaces_is_read_in_linear_time():
    from gamecheck.document import front_matter
    lines = ["---", "title: a" + " " * 300_000 + "b", "---"]
    skip, title = front_matter(lines)
    assert skip == 3 and title.startswith("a") and title.endswith("b")


# -- ranges reaching 10^12 are cut at the text's end, never walked ------------------------------

def test_cited_and_explained_ranges_of_a_trillion_lines_are_not_walked():
    src = SourceText("t.txt", "t.txt", "0" * 64, ("# Nim", "", "P iff the nim-sum is 0", "end"))
    c = gc.Claim(kind="forall", rule="n >= 0", vars={"n": [0, 3]}, source_lines=[[3, 10**12]])
    table = document_table({"unclaimed": [{"lines": [1, 10**12], "why": "title"}], "unread": [[2, 10**12]]})
    d = check_document(table, [c], src)  # a walk would take hours and 100 GB
    assert sorted(d.line_claims) == [3, 4] and sorted(d.explained_why) == [1, 2, 3, 4]
    assert any("3-1000000000000" in e for e in d.errors) and any("1-1000000000000" in e for e in d.errors)


# -- the annotated view of a long text is bounded ---------------------------------------------------

def test_the_annotated_view_of_a_long_text_shows_the_worst_lines_and_counts_the_rest(monkeypatch):
    n = 5000
    lines = tuple(f"line {i}" for i in range(1, n + 1))
    src = SourceText("t.txt", "t.txt", "0" * 64, lines)
    good = gc.Claim(id="good", kind="forall", rule="n >= 0", vars={"n": [0, 3]}, source_lines=[[10, 12]])
    bad = gc.Claim(id="bad", kind="forall", rule="n >= 1", vars={"n": [0, 3]}, source_lines=[[4000, 4000]])
    d = check_document(document_table({"unclaimed": [{"lines": [100, 199], "why": "prose"}]}), [good, bad], src)
    records = {"good": {"verdict": "holds"}, "bad": {"verdict": "refuted"}}
    monkeypatch.setattr(textview, "VIEW_LINES", 50)
    page = textview.render_text_view(d, records, {})
    shown = [int(x) for x in __import__("re").findall(r'class="line" id="L(\d+)"', page)]
    # hand-counted: the refuted line, the three lines that hold, then the first 46 unread lines
    unread = [i for i in range(1, n + 1) if i not in (10, 11, 12, 4000) and not 100 <= i <= 199]
    assert shown == sorted([4000, 10, 11, 12] + unread[:46])
    gaps = __import__("re").findall(r'class="gap" data-first="(\d+)" data-last="(\d+)"', page)
    covered = sum(int(b) - int(a) + 1 for a, b in gaps)
    assert covered + len(shown) == n
    assert f"The text has {n:,} lines; this page shows 50 of them" in page
    assert "100 explained" in page  # the folded explained lines are counted by class
    long = "x" * (textview.VIEW_LINE_CHARS + 10)
    d2 = check_document(document_table({}), [], SourceText("t.txt", "t.txt", "0" * 64, (long,)))
    assert "10 more characters not shown" in textview.render_text_view(d2, {}, {})


# -- misère play: a certified quotient answers heaps of a million; a wild game is refused ---------

def test_misere_solve_of_heaps_of_a_million_uses_the_certified_period(tmp_path):
    r = cli("solve", 'misere(octal(code="0.77"))', "1000000", "999999", "--json", cwd=tmp_path, timeout=120)
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    # independently: misère Kayles' quotient computed heap by heap (no period) up to 100 heaps, at the
    # heaps the period (12 from heap 71, Plambeck and Siegel 2008) maps 10^6 and 10^6 - 1 to
    q = misere_quotient(make_ruleset("kayles", {}), 100)
    red = [71 + (h - 71) % 12 for h in (1000000, 999999)]
    assert got["outcome"] == q.outcome(tuple(red))


def test_a_wild_misere_quotient_is_refused_before_it_fills_the_memory(monkeypatch):
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", "100000")  # 100 kB: a table of 46 elements is the most
    with pytest.raises(ResourceLimitError) as exc:
        misere_quotient(make_ruleset("octal", {"code": "0.07"}), 40, seconds=60)
    assert "out of reach" in str(exc.value) and "\n" not in str(exc.value)


def test_misere_quotient_claims_of_any_bound(tmp_path):
    (tmp_path / "q.toml").write_text("""
[[claim]]
id = "kayles.huge"
statement = "misère Kayles has a quotient of order 40"
ruleset = "kayles"
kind = "misere-quotient"
bound = 1000000000
quotient = { order = 40, p_portion = 9 }

[[claim]]
id = "wild.huge"
statement = "a wild game"
ruleset = "octal"
params = { code = "0.07" }
kind = "misere-quotient"
bound = 1000000000
quotient = { order = 40 }
expected = "inconclusive"

[[claim]]
id = "negative"
statement = "a negative bound"
ruleset = "kayles"
kind = "misere-quotient"
bound = -3
quotient = { order = 40 }
""", encoding="utf-8")
    r = cli("check", "q.toml", "--json", "--time-limit", "3", cwd=tmp_path, timeout=120)
    assert r.returncode == 2, r.stderr  # the negative bound is an error of the claims file
    assert "negative" in r.stderr and "'bound' = -3 is not allowed" in r.stderr
    res = {x["id"]: x for x in json.loads(r.stdout)}  # a list of records (no [document] table)
    assert res["kayles.huge"]["verdict"] == "holds" and "1,000,000,000" in res["kayles.huge"]["bound"]
    assert res["wild.huge"]["verdict"] == "inconclusive" and "certified period" in res["wild.huge"]["reason"]
    one_line(cli("check", "q.toml", "--time-limit", "0", cwd=tmp_path), 2, "--time-limit")


# -- output under a symbolic-link loop: one line, nothing checked first ---------------------------

def test_outputs_under_a_symlink_loop_are_refused_up_front(tmp_path):
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    (tmp_path / "n.md").write_text("# Nim\n\nTwo equal heaps are P.\n", encoding="utf-8")
    (tmp_path / "c.toml").write_text(NIM_CLAIM, encoding="utf-8")
    one_line(cli("init", "n.md", "--out", "a/x.toml", cwd=tmp_path), 2, "a/x.toml", "symlink loop")
    r = cli("check", "c.toml", "--report", "a/r", cwd=tmp_path)
    one_line(r, 2, "--report a/r", "cannot be resolved")
    assert "nim.two" not in r.stdout  # refused before any claim was checked
    with pytest.raises(UsageError, match="symlink loop"):
        gc.init_audit(tmp_path / "n.md", out=tmp_path / "a" / "x.toml")


# -- a certificate whose header claims two billion variables -----------------------------------

def _forged_certificate(tmp_path: Path) -> Path:
    certs = sorted((ROOT / "reports" / "certificates").glob("*.drat.xz"))
    if not certs:
        pytest.skip("no committed certificate")
    src = certs[0]
    stem = src.name[:-len(".drat.xz")]
    rep = tmp_path / "rep"
    (rep / "certificates").mkdir(parents=True)
    (rep / "smt2").mkdir()
    (rep / "smt2" / f"{stem}.smt2").write_bytes((ROOT / "reports" / "smt2" / f"{stem}.smt2").read_bytes())
    data = lzma.decompress(src.read_bytes())
    end = data.index(b"\n\n")
    head = dict(line.split(" ", 1) for line in data[:end].decode().split("\n"))
    body = data[end + 2:]
    cnf, proof = body[:int(head["cnf-bytes"])], body[int(head["cnf-bytes"]):]
    lines = cnf.split(b"\n")
    i = next(k for k, ln in enumerate(lines) if ln.startswith(b"p cnf"))
    parts = lines[i].split()
    parts[2] = b"2000000000"
    lines[i] = b" ".join(parts)
    cnf = b"\n".join(lines)
    head["variables"], head["cnf-bytes"] = "2000000000", str(len(cnf))
    text = "\n".join(f"{k} {v}" for k, v in head.items()).encode() + b"\n\n" + cnf + proof
    (rep / "certificates" / src.name).write_bytes(lzma.compress(text, format=lzma.FORMAT_XZ))
    return rep


def test_a_certificate_declaring_two_billion_variables_fails_without_allocating(tmp_path):
    rep = _forged_certificate(tmp_path)
    r = cli("recheck", str(rep), "--certificates-only", cwd=tmp_path, env={"GAMECHECK_MEMORY_LIMIT": str(512 << 20)})
    assert r.returncode == 1, r.stderr
    assert "2,000,000,000 variables" in r.stdout and "out of memory" not in r.stdout + r.stderr


# -- found by the round-3 corpus (experiments/hostile/corpus3.json) -----------------------------

def test_names_from_the_user_reach_the_terminal_with_control_characters_escaped(tmp_path):
    """heading-062, outpath-019: a title or an output name holding ESC sequences was echoed raw
    (``wrote o.toml: d.md, "Title \\x1b[31m..."``), so a text could restyle or clear the terminal."""
    (tmp_path / "d.md").write_text("# Title \x1b[31mred\x1b[0m \x9b2J\n\nTwo equal heaps are a P-position.\n",
                                   encoding="utf-8")
    r = cli("init", "d.md", "--out", "o\x1b[2J.toml", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    for ch in ("\x1b", "\x9b", "\x07"):
        assert ch not in r.stdout + r.stderr
    assert "\\x1b[31m" in r.stdout and "\\x9b" in r.stdout  # shown, as an escape
    assert (tmp_path / "o\x1b[2J.toml").is_file()  # the file itself has the name asked for


def test_a_state_folder_name_the_file_system_cannot_hold_is_a_usage_error(tmp_path):
    """outpath-119: ``check --state`` with a 300-byte name ended in an internal error (ENAMETOOLONG)."""
    (tmp_path / "c.toml").write_text(NIM_CLAIM, encoding="utf-8")
    one_line(cli("check", "c.toml", "--chunk", "5", "--state", "n" * 300, cwd=tmp_path), 2, "--state", "255")
    claims = gc.read_claims(tmp_path / "c.toml")
    with pytest.raises(UsageError, match="at most 255 bytes"):
        gc.check_claims(claims, state_dir=tmp_path / ("n" * 300), chunk_positions=5)
    one_line(cli("check", "c.toml", "--report", "r" * 256, cwd=tmp_path), 2, "--report")
    assert not any(p.name.startswith("nnn") or p.name.startswith("rrr") for p in tmp_path.iterdir())


def test_a_figure_caption_holding_markup_is_escaped_in_the_alt_text():
    """emit-039: a game named ``<script>alert(1)</script>`` put the tag raw into a group page's
    image alt text (Markdown passes raw HTML through)."""
    from gamecheck.report.markdown import render_group

    page = render_group("g", [], [("f.png", 'Grundy values of `game(name="<script>alert(1)</script>")`')])
    alt = next(line for line in page.splitlines() if line.startswith("!["))
    import re

    assert not re.search(r"(?<!\\)</?script>", alt), alt  # only as escaped text: \<script>
    assert "\\<script>" in alt


def test_and_or_over_numbers_where_the_value_is_used_is_refused_never_misread():
    """planted py.* and w.bash3.1: the rule language's ``and``/``or`` give True or False, Python's
    return an operand. ``(n or 7) == 1`` read as logic holds for every n > 0 ... and was "proved";
    read as the Python it is written in, it is false at n = 0. Such a rule is now refused, while a
    condition whose truth alone is read keeps working and agrees with Python (checked by eval)."""
    from gamecheck.claims import Claim
    from gamecheck.errors import RuleError

    def claim(**kw):
        return Claim(id="x", statement="s", ruleset="bash", params={"m": 3}, bound=30, **kw)

    for kw in (dict(kind="p-rule", rule="(n % 4 or 1) == 1"), dict(kind="grundy", rule="n % 4 or 1"),
               dict(kind="winning-move", move="(n - (n % 4 or 1),)"),
               dict(kind="p-rule", rule="x == 0", let={"x": "n % 4 and 5"})):
        with pytest.raises(RuleError, match="on a number where its value is used"):
            gc.check(claim(**kw))
    forall = Claim(id="py", statement="s", kind="forall", vars={"n": [0, 20]}, rule="(n or 7) == 1")
    assert gc.check_claims([forall])[0].verdict == "error"
    # conditions: Python's truthiness of the result is exactly the connective's
    for rule in ("n % 4 == 0", "not (n % 4 and n % 2)", "(1 if n % 4 or n == 0 else 0) == 0"):
        truth = all(bool(eval(rule, {"n": n})) == (n % 4 == 0) for n in range(31))  # noqa: S307 - the oracle
        assert gc.check(claim(kind="p-rule", rule=rule)).verdict == ("holds" if truth else "refuted"), rule
