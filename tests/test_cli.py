"""The command line, run in-process with click's CliRunner and once as a real process."""

import json
import subprocess
import sys

import networkx as nx
import pytest
from click.testing import CliRunner

from gamecheck.cli import main

from conftest import brute_grundy, brute_outcomes, nim_options, subtraction_options


def run(*args, env=None):
    return CliRunner().invoke(main, list(args), env=env)


def test_solve_nim_json_lists_exactly_the_three_winning_moves():
    r = run("solve", "nim", "11", "6", "10", "8", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["outcome"] == "N" and data["grundy"] == 15  # 11 ^ 6 ^ 10 ^ 8 = 15
    got = sorted(tuple(m["position"]) for m in data["winning_moves"])
    # hand-checked: 11 ^ 15 = 4, 10 ^ 15 = 5, 8 ^ 15 = 7; 6 ^ 15 = 9 > 6
    assert got == [(4, 6, 10, 8), (11, 6, 5, 8), (11, 6, 10, 7)]
    assert {m["move"] for m in data["winning_moves"]} == {"take 7 from heap 1", "take 5 from heap 3", "take 1 from heap 4"}
    assert data["nim_columns"]["nim_sum_bits"] == "1111"


def test_solve_nim_text_shows_columns():
    r = run("solve", "nim", "11", "6", "10", "8")
    assert r.exit_code == 0
    for needle in ("1011", "0110", "1010", "1000", "nim-sum", "take 7 from heap 1", "(4, 6, 10, 8)"):
        assert needle in r.output


def test_solve_subtraction_matches_brute_force():
    r = run("solve", "subtraction", "--set", "1,3,6", "16", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    opts = subtraction_options((1, 3, 6))
    g = brute_grundy(opts)
    is_p = brute_outcomes(opts)
    assert data["grundy"] == g((16,))
    assert data["outcome"] == ("P" if is_p((16,)) else "N")
    expect = sorted(q for q in opts((16,)) if is_p(q))
    assert sorted(tuple(m["position"]) for m in data["winning_moves"]) == expect


def test_solve_misere():
    r = run("solve", "nim", "--misere", "1", "1", "2", "--json")
    data = json.loads(r.output)
    is_mp = brute_outcomes(nim_options, misere=True)
    assert data["play"] == "misere"
    assert data["outcome"] == ("P" if is_mp((1, 1, 2)) else "N")
    assert sorted(tuple(m["position"]) for m in data["winning_moves"]) == sorted(
        q for q in nim_options((1, 1, 2)) if is_mp(q))


def test_solve_sum_and_bash():
    r = run("solve", "sum(nim, bash(m=2))", "5", "7", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["grundy"] == 5 ^ (7 % 3)
    r = run("solve", "bash", "-m", "3", "8", "--json")
    assert json.loads(r.output)["outcome"] == "P"


@pytest.mark.parametrize("args,needle", [
    (["solve", "nim", "3", "x"], "position value 'x'"),
    (["solve", "nim", "3", "-1"], "'-1'"),
    (["solve", "chess", "3"], "unknown ruleset 'chess'"),
    (["solve", "subtraction", "--set", "0,1", "3"], "'0'"),
    (["solve", "bash", "3"], "needs m"),
    (["graph", "nim", "2", "--format", "png"], "png"),
])
def test_usage_errors_exit_2_with_one_line(args, needle):
    r = run(*args)
    assert r.exit_code == 2, r.output
    assert needle in r.output
    assert "Traceback" not in r.output


def _write(tmp_path, text):
    p = tmp_path / "claims.toml"
    p.write_text(text)
    return str(p)


FALSE_RULE = """
[[claim]]
id = "wrong-bash"
statement = "Bash with moves 1..4: P iff n is a multiple of 4"
source = { document = "test", section = "1" }
ruleset = "bash"
params = { m = 4 }
bound = 100
kind = "p-rule"
rule = "n % 4 == 0"
"""


def test_check_false_rule_exits_1_and_names_smallest_witness(tmp_path):
    r = run("check", _write(tmp_path, FALSE_RULE))
    assert r.exit_code == 1, r.output
    # n = 4: the rule says P; but 4 - 4 = 0 is also called P (taking 4 is legal with m = 4)
    assert "refuted at (4)" in r.output
    r = run("check", _write(tmp_path, FALSE_RULE), "--json")
    data = json.loads(r.output)
    assert data[0]["verdict"] == "refuted" and data[0]["witness"]["position"] == [4]
    assert data[0]["witness"]["move"] == "take 4" and data[0]["witness"]["to"] == [0]


def test_check_expected_refuted_exits_0(tmp_path):
    r = run("check", _write(tmp_path, FALSE_RULE + 'expected = "refuted"\n'))
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("rule", [
    "__import__('os').system('true')",
    "().__class__.__bases__",
    "open('/etc/passwd')",
    "x1 / 2",
])
def test_hostile_rule_rejected_exit_2(tmp_path, rule):
    text = FALSE_RULE.replace('rule = "n % 4 == 0"', f'rule = "{rule}"')
    r = run("check", _write(tmp_path, text))
    assert r.exit_code == 2, r.output
    assert "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) <= 2


def test_check_bad_toml_exit_2(tmp_path):
    r = run("check", _write(tmp_path, "[[claim]\nid="))
    assert r.exit_code == 2 and "not valid TOML" in r.output
    r = run("check", str(tmp_path / "missing.toml"))
    assert r.exit_code == 2 and "cannot read" in r.output


def test_resource_limit_exit_3(tmp_path):
    text = FALSE_RULE.replace("bound = 100", "bound = 100000").replace('kind = "p-rule"\nrule = "n % 4 == 0"',
                                                                      'kind = "winning-move"\nmove = "(n - n % 5,)"')
    r = run("check", _write(tmp_path, text), env={"GAMECHECK_MEMORY_LIMIT": "100000"})
    assert r.exit_code == 3, r.output
    assert "inconclusive" in r.output


@pytest.mark.parametrize("fmt", ["json", "graphml", "dot"])
def test_graph_export(fmt, tmp_path):
    out = tmp_path / f"g.{fmt}"
    r = run("graph", "nim", "3", "3", "--format", fmt, "--out", str(out))
    assert r.exit_code == 0, r.output
    text = out.read_text()
    if fmt == "json":
        data = json.loads(text)
        assert len(data["nodes"]) == 16
        # every (a, b) with a, b <= 3: options a*... total moves = sum over positions of a + b
        assert len(data["edges"]) == sum(a + b for a in range(4) for b in range(4))
        node = next(n for n in data["nodes"] if n["position"] == [2, 2])
        assert node["outcome"] == "P" and node["grundy"] == 0
    elif fmt == "graphml":
        g = nx.parse_graphml(text)
        assert g.number_of_nodes() == 16 and g.nodes["1,2"]["outcome"] == "N"
        assert g.edges["3,3", "3,1"]["move"] == "take 2 from heap 2"
    else:
        assert text.startswith("digraph") and '"3,3" -> "0,3" [label="take 3 from heap 1"]' in text


def test_rulesets_listing():
    r = run("rulesets", "--json")
    names = {x["name"] for x in json.loads(r.output)}
    assert {"nim", "subtraction", "bash", "sum"} <= names


def test_verify_one_claim_and_json():
    r = run("verify", "--claim", "core.bash-3.planted", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data[0]["verdict"] == "refuted" and data[0]["witness"]["position"] == [3]
    r = run("verify", "--claim", "no-such-claim")
    assert r.exit_code == 2 and "no-such-claim" in r.output


def test_console_script_runs_as_a_process():
    r = subprocess.run([sys.executable, "-m", "gamecheck.cli", "solve", "nim", "1", "2", "3", "--json"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["outcome"] == "P"
    r = subprocess.run([sys.executable, "-m", "gamecheck.cli", "solve", "nim", "a"], capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr and r.stderr.count("\n") == 1


def _claims_file(tmp_path):
    f = tmp_path / "c.toml"
    f.write_text(
        '[[claim]]\nid = "t.bouton"\nstatement = "Bouton, 3 heaps"\nruleset = "nim"\nparams = { heaps = 3 }\n'
        'bound = 15\nkind = "p-rule"\nrule = "xor(heaps) == 0"\n\n'
        '[[claim]]\nid = "t.planted"\nstatement = "planted"\nruleset = "nim"\nparams = { heaps = 3 }\n'
        'bound = 15\nkind = "p-rule"\nrule = "xor(heaps) == 0 or x1 + x2 == 9"\nexpected = "refuted"\n',
        encoding="utf-8")
    return f


def test_check_in_chunks_on_two_workers_gives_the_single_process_witness(tmp_path):
    f = _claims_file(tmp_path)
    one = json.loads(run("check", str(f), "--json").output)
    two = run("check", str(f), "--workers", "2", "--chunk", "300", "--state", str(tmp_path / "st"), "--json")
    assert two.exit_code == 0, two.output
    two = json.loads(two.output)
    assert [(r["verdict"], r["witness"]) for r in one] == [(r["verdict"], r["witness"]) for r in two]
    # by hand: below total 9 the rule is Bouton's, so the first failure has 9 counters; the
    # lexicographically first such position with x1 + x2 == 9 is (0, 9, 0), claimed P with the P-option (0, 0, 0)
    assert one[1]["witness"]["position"] == [0, 9, 0]


def test_check_resume_needs_a_state_folder(tmp_path):
    r = run("check", str(_claims_file(tmp_path)), "--resume")
    assert r.exit_code == 2 and "--state" in r.output
