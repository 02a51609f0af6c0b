"""The light commands load only what they use (issue 36, point 7).

``gamecheck solve nim 11 6 10 8`` used to import the claims, the audit, the checker, the
prover and the report writers (``gamecheck.api`` imports them all at its top): 0.65 s of its
0.72 s. The games half of the API now lives in :mod:`gamecheck.gameapi`, which imports none of
them (an import-linter contract in ``pyproject.toml`` says so of its imports; this test says so
of what a run loads).

Each command runs as the real program (``python -m gamecheck ...``, through ``runpy``) in a
fresh interpreter; an ``atexit`` hook -- which the command line's own exit runs -- writes the
``gamecheck`` modules then in ``sys.modules``. The set must be inside the command's allowed
set, and none of the claim-side packages may be among them. The last test runs a command that
does use the claims, so the probe is seen to find them when they are loaded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

#: run ``gamecheck`` with the given arguments as ``python -m gamecheck`` does, and write the
#: gamecheck modules loaded at exit to the file named by GAMECHECK_MODULES_OUT
PROBE = r"""
import atexit, json, os, runpy, sys

def _dump():
    with open(os.environ["GAMECHECK_MODULES_OUT"], "w", encoding="utf-8") as fh:
        json.dump(sorted(m for m in sys.modules if m == "gamecheck" or m.startswith("gamecheck.")), fh)

atexit.register(_dump)
sys.argv = ["gamecheck", *sys.argv[1:]]
runpy.run_module("gamecheck", run_name="__main__", alter_sys=True)
"""

#: the packages and modules of the claims side: no light command may load any of them
FORBIDDEN = (
    "gamecheck.api", "gamecheck.audit", "gamecheck.batch", "gamecheck.catalog", "gamecheck.checker",
    "gamecheck.claims", "gamecheck.document", "gamecheck.explore", "gamecheck.prover", "gamecheck.report",
    "gamecheck.verify",
)

#: the command line itself (`gamecheck --help` loads exactly these)
CLI = {
    "gamecheck", "gamecheck.errors", "gamecheck.atomic", "gamecheck.flags", "gamecheck.cli", "gamecheck.cli.main",
    "gamecheck.cli.render", "gamecheck.cli.recheck", "gamecheck.cli.survey", "gamecheck.cli.signals",
}
#: the rulesets: every module of gamecheck.games and gamecheck.lang (the rule language the
#: rulesets' moves are written in) and what they stand on
RULESETS = CLI | {"gamecheck.args", "gamecheck.position", "gamecheck.domain", "gamecheck.files", "gamecheck.lazy"}
RULESETS_PACKAGES = ("gamecheck.games", "gamecheck.lang")
#: solving and labelling: the games half of the API and the engine besides
SOLVE = RULESETS | {"gamecheck.gameapi", "gamecheck.notebook"}
SOLVE_PACKAGES = RULESETS_PACKAGES + ("gamecheck.engine",)


def _in(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def loaded_modules(argv: list[str], tmp_path: Path) -> list[str]:
    """The gamecheck modules in ``sys.modules`` when ``gamecheck ARGV`` exits (status 0)."""
    out = tmp_path / "modules.json"
    env = {**os.environ, "GAMECHECK_MODULES_OUT": str(out)}
    # run from the repository, so that `python -c` loads this checkout's gamecheck
    r = subprocess.run([sys.executable, "-c", PROBE, *argv], cwd=REPO, env=env, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, f"gamecheck {' '.join(argv)}: exit {r.returncode}: {r.stderr[-2000:]}"
    return json.loads(out.read_text(encoding="utf-8"))


CASES = {
    "--help": (["--help"], CLI, ()),
    "--version": (["--version"], CLI, ()),
    "solve --help": (["solve", "--help"], CLI, ()),
    "rulesets": (["rulesets"], RULESETS, RULESETS_PACKAGES),
    "rulesets --json": (["rulesets", "--json"], RULESETS, RULESETS_PACKAGES),
    "solve": (["solve", "nim", "11", "6", "10", "8"], SOLVE, SOLVE_PACKAGES),
    "solve --json": (["solve", "nim", "11", "6", "10", "8", "--json"], SOLVE, SOLVE_PACKAGES),
    "solve by Sprague-Grundy": (["solve", "nim", "100", "200", "300"], SOLVE, SOLVE_PACKAGES),
    "solve --misere": (["solve", "nim", "3", "5", "6", "--misere"], SOLVE, SOLVE_PACKAGES),
    "label": (["label", "nim", "--heaps", "2", "--bound", "5"], SOLVE, SOLVE_PACKAGES),
    "label --json": (["label", "nim", "--heaps", "2", "--bound", "5", "--json"], SOLVE, SOLVE_PACKAGES),
}


@pytest.mark.parametrize("name", list(CASES))
def test_a_light_command_loads_only_what_it_uses(name, tmp_path):
    argv, allowed, packages = CASES[name]
    loaded = loaded_modules(argv, tmp_path)
    assert "gamecheck.cli.main" in loaded  # the probe ran the command line
    forbidden = [m for m in loaded if _in(m, FORBIDDEN)]
    assert not forbidden, f"gamecheck {' '.join(argv)} loads the claims side: {forbidden}"
    extra = [m for m in loaded if m not in allowed and not _in(m, packages)]
    assert not extra, f"gamecheck {' '.join(argv)} loads modules it does not use: {extra}"


def test_solve_and_label_load_the_games_api_and_not_the_whole_api(tmp_path):
    loaded = loaded_modules(["solve", "nim", "1", "2"], tmp_path)
    assert "gamecheck.gameapi" in loaded and "gamecheck.api" not in loaded


def test_the_probe_sees_the_claims_side_when_a_command_loads_it(tmp_path):
    # the oracle of the tests above must be able to fail: `check` uses the claims, the checker
    # and the audit, and the probe finds them
    claims = tmp_path / "bash.toml"
    claims.write_text('[[claim]]\nid = "bash.4"\nkind = "p-rule"\nstatement = "Bash, m = 3: P at the multiples of 4."\n'
                      'ruleset = "bash"\nparams = {m = 3}\nbound = 20\nrule = "n % 4 == 0"\n', encoding="utf-8")
    loaded = loaded_modules(["check", str(claims)], tmp_path)
    for m in ("gamecheck.api", "gamecheck.claims", "gamecheck.audit", "gamecheck.checker"):
        assert m in loaded, m
