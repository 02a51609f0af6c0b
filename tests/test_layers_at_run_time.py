"""Following a claim through the audit goes down the layers (issue 27).

The import-linter contract (``tests/test_structure.py``) says no module imports one above it.
This test says the same of what runs: ``experiments/layer_trace.py`` records every call from
one gamecheck module into another while a claim is checked, recorded and proved, and no call
may reach a module-level function of a higher layer (a registry a lower layer keeps and the
layers above fill). Methods of objects handed down through an interface the lower layer
declares, and callbacks handed down, are counted apart (see the script's docstring).

Each case plants a failure where a bug would hide: a witness whose truth needs the
Sprague-Grundy theorem (enumeration refused), a proof with a counterexample, a claim over a
sum of games."""

from __future__ import annotations

import pytest

import gamecheck as gc
from experiment_scripts import load
from gamecheck.checker import serial
from gamecheck.errors import ResourceLimitError

lt = load("layer_trace.py", "gamecheck_layer_trace")
TABLE = lt.layers()


def _claim(**kw) -> gc.Claim:
    return gc.Claim(id="t", statement="planted", **kw)


CASES = {
    "p-rule refuted, proved false": _claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=7, rule="x1 == 0",
                                          prove_bits=3),
    "grundy over a sum": _claim(kind="grundy", ruleset="sum(subtraction(set=[1, 2]), nim)", bound=6,
                                rule="(x1 % 3) ^ x2"),
    "misère p-rule": _claim(kind="p-rule", ruleset="nim", params={"heaps": 3}, bound=5, play="misere",
                            rule="xor(heaps) == 0 if max(heaps) > 1 else xor(heaps) == 1"),
    "some-move with a let": _claim(kind="some-move", ruleset="wythoff", bound=8, let={"s": "x1 + x2"},
                                   rule="s > 0", target="s < 3"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_no_call_climbs_to_a_function_a_lower_layer_looks_up(name):
    t = lt.trace(lt.audit_one(CASES[name]), TABLE)
    lookups = [c for c in t["climbs"] if c[3] == "lookup"]
    assert t["edges"], "the trace recorded nothing"
    assert not lookups, lookups


def test_a_witness_solved_by_the_sprague_grundy_theorem_is_reached_going_down(monkeypatch):
    # enumeration from the witness is refused, so its truth comes from the Sprague-Grundy
    # theorem: the checker calls down into the engine for it (it used to be a registry that
    # the explore layer filled)
    def refuse(*args, **kwargs):
        raise ResourceLimitError("planted: too many positions")

    monkeypatch.setattr(serial, "analyse_position", refuse)
    claim = _claim(kind="p-rule", ruleset="subtraction", params={"set": [1, 2, 3], "heaps": 2}, bound=12,
                   rule="x1 == x2 or x1 + x2 == 20")
    t = lt.trace(lt.audit_one(claim), TABLE)
    callees = {(a, b) for a, b, _ in t["edges"]}
    assert ("gamecheck.checker.serial", "gamecheck.engine.sprague") in callees
    assert not [c for c in t["climbs"] if c[3] == "lookup"]


def test_the_tracer_sees_a_climb_when_there_is_one():
    # the oracle of the tests above must be able to fail: a lower layer (lang) calling a
    # module-level function of a higher one (checker) is reported as a lookup climb
    planted = {"hook": serial.check_claim}

    def climb():
        # a call from inside lang into a checker function, as a registry would make it
        exec("hook(claim)", {"__name__": "gamecheck.lang.planted", "hook": planted["hook"],
                             "claim": CASES["p-rule refuted, proved false"]})

    t = lt.trace(climb, TABLE)
    assert ("gamecheck.lang.planted", "gamecheck.checker.serial", "check_claim", "lookup") in t["climbs"]
