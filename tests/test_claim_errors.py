"""One bad claim spoils only itself (issue 35, point 4).

Every claim of a file is validated before any is checked; a malformed claim is an error against
its id and field (the text table, ``--json``, the reports), the other claims are checked and
reported as usual, and the run exits 2 at the end. The expected values are written here from the
claims themselves (which claim is bad, which field), and each good claim's verdict is compared
with what ``gc.check`` gives for it alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.cli import main

GOOD = '''
[[claim]]
id = "bash-good"
statement = "Bash, m = 3: the P-positions are the multiples of 4."
ruleset = "bash"
params = { m = 3 }
bound = 30
kind = "p-rule"
rule = "n % 4 == 0"
'''

WRONG = '''
[[claim]]
id = "bash-wrong"
statement = "Bash, m = 3: the P-positions are the multiples of 3."
ruleset = "bash"
params = { m = 3 }
bound = 30
kind = "p-rule"
rule = "n % 3 == 0"
expected = "refuted"
'''

BAD_RULE = '''
[[claim]]
id = "nim-bad-rule"
statement = "Nim: P iff the nim-sum is 0 (a rule cut short)."
ruleset = "nim"
params = { heaps = 2 }
bound = 5
kind = "p-rule"
rule = "xor(heaps) =="
'''


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def write(tmp_path: Path, *tables: str, name: str = "claims.toml") -> Path:
    p = tmp_path / name
    p.write_text("".join(tables), encoding="utf-8")
    return p


def alone(text: str) -> gc.Result:
    """The verdict ``gc.check`` gives a claim of ``text`` by itself."""
    claim, = gc.load_claims(write(Path(__import__("tempfile").mkdtemp()), text))
    return gc.check(claim)


def error_lines(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if ln.strip()]


# -- the command line -------------------------------------------------------------------------------

def test_a_bad_rule_in_the_last_claim_spoils_only_itself(tmp_path):
    path = write(tmp_path, GOOD, WRONG, BAD_RULE)
    r = run("check", str(path), "--json")
    assert r.exit_code == 2, r.output
    rows = json.loads(r.stdout)
    assert [row["id"] for row in rows] == ["bash-good", "bash-wrong", "nim-bad-rule"]
    # the good claims are checked, with the verdicts they get alone
    assert rows[0]["verdict"] == alone(GOOD).verdict == "holds"
    assert rows[1]["verdict"] == alone(WRONG).verdict == "refuted"
    assert rows[1]["witness"]["position"] == [3]  # Bash m = 3: 3 is no P-position
    bad = rows[2]
    assert (bad["verdict"], bad["field"], bad["as_expected"]) == ("error", "rule", False)
    assert "claim 'nim-bad-rule'" in bad["error"] and "claims.toml" in bad["error"]
    # one line on stderr, naming the claim and the field
    line, = error_lines(r.stderr)
    assert line.startswith("error: ") and "claim 'nim-bad-rule'" in line and "field 'rule'" in line


def test_the_text_table_shows_the_error_and_the_others(tmp_path):
    path = write(tmp_path, BAD_RULE, GOOD)
    r = run("check", str(path))
    assert r.exit_code == 2
    table = r.stdout
    row = next(ln for ln in table.splitlines() if "nim-bad-rule" in ln)
    assert "error" in row and "field 'rule'" in row
    assert "bash-good" in table and "holds" in table
    assert "1 could not be checked as written (error)" in table
    assert "Traceback" not in r.output


def test_the_same_file_without_the_bad_claim_exits_as_before(tmp_path):
    r = run("check", str(write(tmp_path, GOOD, WRONG)))
    assert r.exit_code == 0 and r.stderr == ""


def test_reports_show_the_error_and_the_checked_claims(tmp_path):
    path = write(tmp_path, GOOD, BAD_RULE)
    out = tmp_path / "report"
    r = run("check", str(path), "--report", str(out))
    assert r.exit_code == 2, r.output
    records = {rec["id"]: rec for rec in json.loads((out / "results.json").read_text(encoding="utf-8"))}
    assert records["bash-good"]["verdict"] == "holds"
    assert (records["nim-bad-rule"]["verdict"], records["nim-bad-rule"]["field"]) == ("error", "rule")
    index = (out / "index.md").read_text(encoding="utf-8")
    assert "## Claims that could not be checked" in index and "nim-bad-rule" in index
    page = (out / "nim-bad-rule.md").read_text(encoding="utf-8")
    assert "⛔ error" in page and "field `rule`" in page and "syntax error" in page
    html = (out / "html" / "index.html").read_text(encoding="utf-8")
    assert 'data-verdict="error"' in html and '<option value="error">' in html


def test_prove_proves_the_others_and_exits_2(tmp_path):
    nim = GOOD.replace("bash-good", "nim-xor").replace('ruleset = "bash"', 'ruleset = "nim"').replace(
        "params = { m = 3 }", "params = { heaps = 2 }").replace('rule = "n % 4 == 0"', 'rule = "xor(heaps) == 0"')
    r = run("prove", str(write(tmp_path, nim, BAD_RULE)), "--bits", "4", "--json")
    assert r.exit_code == 2, r.output
    rows = json.loads(r.stdout)
    assert [(row["id"], row["verdict"]) for row in rows] == [("nim-xor", "proved"), ("nim-bad-rule", "error")]
    assert rows[1]["field"] == "rule"
    line, = error_lines(r.stderr)
    assert "claim 'nim-bad-rule'" in line


def test_a_bad_table_does_not_stop_the_loader(tmp_path):
    wrong_type = GOOD.replace("bash-good", "wrong-type").replace("bound = 30", 'bound = "thirty"')
    no_id = GOOD.replace('id = "bash-good"\n', "")
    repeated = GOOD
    not_toml = '\n[[claim]]\nid = "not-toml"\nstatement = "cut short\nruleset = "nim"\n'
    path = write(tmp_path, GOOD, wrong_type, no_id, repeated, not_toml)
    read = gc.read_claims(path)
    assert [c.id for c in read.claims] == ["bash-good"]
    got = [(e.id, e.index, e.field, e.stage) for e in read.errors]
    assert got == [("wrong-type", 2, "bound", "load"), ("#3", 3, "id", "load"), ("bash-good#4", 4, "id", "load"),
                   ("not-toml", 5, "", "load")]
    # each message names the claim: by its id, or its place in the file
    assert "claim 'wrong-type'" in read.errors[0].message
    assert "[[claim]] table #3" in read.errors[1].message
    assert "appears twice" in read.errors[2].message and "#4" in read.errors[2].message
    assert "claim 'not-toml'" in read.errors[3].message and "not valid TOML" in read.errors[3].message
    # the TOML error's line is the file's: the unterminated string is on the file's line of 'statement'
    line = next(i for i, t in enumerate(path.read_text().splitlines(), 1) if t.startswith('statement = "cut short'))
    assert f"at line {line}," in read.errors[3].message
    r = run("check", str(path), "--json")
    assert r.exit_code == 2
    rows = json.loads(r.stdout)
    assert [row["verdict"] for row in rows] == ["holds", "error", "error", "error", "error"]
    assert len(error_lines(r.stderr)) == 4
    # gc.load_claims still refuses such a file at its first problem (here: it is not TOML as a
    # whole), and without the table that is not TOML, at its first bad claim
    with pytest.raises(gc.UsageError, match="not valid TOML"):
        gc.load_claims(path)
    with pytest.raises(gc.ClaimError, match="wrong-type"):
        gc.load_claims(write(tmp_path, GOOD, wrong_type, no_id, name="other.toml"))


def test_broken_toml_outside_the_claims_still_stops_the_run(tmp_path):
    r = run("check", str(write(tmp_path, "[document\nfile = 1\n", GOOD)))
    assert r.exit_code == 2 and "not valid TOML" in r.stderr
    assert len(error_lines(r.stderr)) == 1 and r.stdout == ""


@pytest.mark.parametrize("change,field", [
    (('ruleset = "bash"', 'ruleset = "bahs"'), "ruleset"),
    (("params = { m = 3 }", "params = { m = 3, heapz = 2 }"), "params"),
    (('rule = "n % 4 == 0"', 'rule = "n % q == 0"'), "rule"),
    (('rule = "n % 4 == 0"', 'rule = "n % 4 == 0"\nwhere = "n >"'), "where"),
    (('rule = "n % 4 == 0"', 'rule = "n % 4 == 0"\nlet = { s = "n +" }'), "let.s"),
])
def test_the_preflight_names_the_field(tmp_path, change, field):
    bad = GOOD.replace("bash-good", "bad").replace(*change)
    read = gc.read_claims(write(tmp_path, WRONG, bad))
    results = gc.check_claims(read)
    assert results[0].verdict == "refuted"  # the good claim is checked
    err = results[1]
    assert isinstance(err, gc.ErrorResult)
    assert (err.id, err.field, err.stage) == ("bad", field, "preflight")
    assert "claim 'bad'" in err.message and "\n" not in err.message
    assert gc.exit_status(results) == 2


def test_a_position_the_ruleset_refuses(tmp_path):
    claim = gc.Claim(id="three-heaps", kind="outcome", ruleset="nim", params={"heaps": 2}, position=[1, 2, 3],
                     outcome="N")
    err, = gc.check_claims([claim])
    assert (err.verdict, err.field) == ("error", "position")


def test_a_usage_error_while_checking_is_the_claims_error():
    # the listed position lies outside the bound: found only when the domain is built
    outside = gc.Claim(id="outside", kind="p-positions", ruleset="nim", params={"heaps": 2}, bound=3,
                       positions=[[0, 0], [5, 5]])
    good = gc.Claim(id="good", kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=6, rule="x1 == x2")
    results = gc.check_claims([outside, good])
    assert (results[0].verdict, results[0].stage) == ("error", "check")
    assert "claim 'outside'" in results[0].message and "outside" in results[0].message
    assert results[1].verdict == gc.check(good).verdict == "holds"
    # the Python API on one bad claim still raises its one-line error
    with pytest.raises(gc.UsageError, match="lies outside"):
        gc.check(outside)


def test_the_api_still_raises_on_one_bad_claim():
    bad = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=5, rule="xor(heaps) ==")
    with pytest.raises(gc.RuleError) as info:
        gc.check(bad)
    assert "\n" not in str(info.value)
    with pytest.raises(gc.UsageError):
        gc.prove(bad, bits=4)


def test_a_resource_limit_stays_inconclusive_and_an_error_wins_the_exit_status(tmp_path):
    huge = GOOD.replace("bash-good", "huge").replace('ruleset = "bash"', 'ruleset = "nim"').replace(
        "params = { m = 3 }", "params = { heaps = 4 }").replace("bound = 30", "bound = 100000").replace(
        'rule = "n % 4 == 0"', 'rule = "xor(heaps) == 0"')
    r = run("check", str(write(tmp_path, huge)), "--json")
    assert r.exit_code == 3  # as before: the limit makes it inconclusive
    r = run("check", str(write(tmp_path, huge, BAD_RULE)), "--json")
    assert r.exit_code == 2
    rows = json.loads(r.stdout)
    assert rows[0]["verdict"] == "inconclusive" and rows[1]["verdict"] == "error"


def test_selecting_a_bad_claim_by_id(tmp_path):
    path = write(tmp_path, GOOD, BAD_RULE)
    r = run("check", str(path), "--claim", "bash-good")
    assert r.exit_code == 0, r.output
    r = run("check", str(path), "--claim", "nim-bad-rule")
    assert r.exit_code == 2 and r.stdout == "" and "claim 'nim-bad-rule'" in r.stderr
    r = run("check", str(path), "--claim", "nope")
    assert r.exit_code == 2 and "is not in" in r.stderr


def test_a_bad_claim_on_the_annotated_text(tmp_path):
    doc = tmp_path / "t.md"
    doc.write_text("# Take-away\n\nBash with m = 3: multiples of 4.\nNim: the nim-sum is 0.\n", encoding="utf-8")
    path = gc.init_audit(doc)
    with path.open("a", encoding="utf-8") as fh:
        fh.write(GOOD.replace('rule = "n % 4 == 0"', 'rule = "n % 4 == 0"\nsource_lines = [[3, 3]]'))
        fh.write(BAD_RULE.replace('rule = "xor(heaps) =="', 'rule = "xor(heaps) =="\nsource_lines = [[4, 4]]'))
    out = tmp_path / "audit"
    r = run("check", str(path), "--report", str(out), "--json")
    assert r.exit_code == 2, r.output
    data = json.loads(r.stdout)
    assert data["coverage"]["verdicts"]["error"] == 1 and data["coverage"]["verdicts"]["holds"] == 1
    page = (out / "html" / "document.html").read_text(encoding="utf-8")
    assert '<div class="line" id="L4" data-verdict="error"' in page
    assert '<div class="line" id="L3" data-verdict="holds"' in page
