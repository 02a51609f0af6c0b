"""Results are frozen records built once, carrying the domain that was checked (issue 27,
point 3): ``results.json`` records are written from them without parsing a ruleset spec,
building a domain or running a memory guard again."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

import gamecheck as gc
import gamecheck.checker.context as context
import gamecheck.domain as domain_module
import gamecheck.engine.label as label_module
import gamecheck.games as games
import gamecheck.verify as verify
from gamecheck.audit import Checked, CheckResult, Draft, ProofResult
from gamecheck.checker.parallel import check_claim_parallel
from gamecheck.checker.serial import check_claim


def _nim_box(k: int, b: int, rule: str = "xor(heaps) == 0", **kw) -> gc.Claim:
    return gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": k}, bound=b, rule=rule, **kw)


def _refuses_assignment(record, **fields) -> None:
    for name, value in fields.items():
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, name, value)


def test_check_results_are_frozen():
    r = gc.check(_nim_box(2, 6, rule="x1 == x2 + 1"))
    assert isinstance(r, CheckResult) and r.verdict is gc.Verdict.REFUTED
    _refuses_assignment(r, verdict="holds", reason="patched", witness=None, seconds=0.0, checked=None)
    assert r.verdict is gc.Verdict.REFUTED and r.witness is not None
    # a change makes a new record; the old one is as it was
    patched = dataclasses.replace(r, reason="patched")
    assert patched.reason == "patched" and r.reason != "patched" and patched.checked == r.checked


def test_check_claim_results_are_frozen_for_every_path():
    claims = [
        _nim_box(2, 5),  # holds
        gc.Claim(kind="label-identity", ruleset="nim", params={"heaps": 1}, bound=5, rule="x1 == x1"),  # vacuous
        gc.Claim(kind="outcome", ruleset="nim", params={"heaps": 3}, position=[1, 2, 3], outcome="P"),
        gc.Claim(kind="forall", rule="n * n >= n", vars={"n": [0, 50]}),
    ]
    for c in claims:
        r = check_claim(c)
        _refuses_assignment(r, verdict="refuted", reason="", witness=None)


def test_a_verdict_given_as_text_is_a_verdict():
    c = _nim_box(1, 3)
    assert CheckResult(c, "holds").verdict is gc.Verdict.HOLDS
    d = Draft(CheckResult, c, "inconclusive")
    d.verdict = "refuted"
    assert d.verdict is gc.Verdict.REFUTED and d.freeze().verdict is gc.Verdict.REFUTED
    with pytest.raises(AttributeError):
        d.verdcit = "holds"  # a draft has the record's fields and no others


def test_proof_results_are_frozen():
    p = gc.prove(_nim_box(2, 5), bits=3)
    assert isinstance(p, ProofResult) and p.verdict is gc.Verdict.PROVED
    _refuses_assignment(p, verdict="refuted", reason="", witness=None, queries=[], domain="")
    assert p.verdict is gc.Verdict.PROVED and p.queries


@pytest.mark.parametrize("k,b", [(1, 9), (2, 6), (3, 4)])
def test_a_result_carries_the_nim_box_it_checked(k, b):
    r = gc.check(_nim_box(k, b))
    ch = r.checked
    assert isinstance(ch, Checked)
    independent = sum(1 for _ in itertools.product(range(b + 1), repeat=k))
    assert ch.positions == independent == (b + 1) ** k == r.positions_checked
    assert (ch.k, ch.bounds, ch.start) == (k, (b,) * k, None)
    assert ch.ruleset == f"nim(heaps={k})" and ch.misere is False and ch.text == r.bound
    # the same facts as computed afresh from the claim
    assert ch.to_json() == verify.domain_record(r.claim) == {"k": k, "bounds": [b] * k, "start": None}


def test_a_position_claim_and_a_statement_about_integers():
    r = gc.check(gc.Claim(kind="outcome", ruleset="nim", params={"heaps": 3}, position=[1, 2, 3], outcome="P"))
    assert r.checked is not None and r.checked.start == (1, 2, 3) and r.checked.k == 3 and r.checked.bounds is None
    assert gc.check(gc.Claim(kind="forall", rule="n * n >= n", vars={"n": [0, 50]})).checked is None


def test_the_chunked_check_carries_the_same_domain():
    c = _nim_box(2, 30, rule="x1 == x2 + 1")
    serial, chunked = check_claim(c), check_claim_parallel(c, workers=1, chunk_positions=100)
    assert chunked.checked == serial.checked and chunked.to_json() == {**serial.to_json(), "seconds": chunked.to_json()["seconds"]}
    _refuses_assignment(chunked, verdict="holds")


def _boom(*args, **kwargs):
    raise AssertionError("result_record parsed a ruleset, built a domain or ran a guard again")


def test_result_record_rebuilds_nothing(monkeypatch):
    claims = [
        _nim_box(2, 8, rule="x1 == x2 + 1"),  # refuted: a solve command
        _nim_box(2, 8, rule="x1 == x2", play="misere"),  # misère play of a normal ruleset: --misere
        gc.Claim(kind="outcome", ruleset="nim", params={"heaps": 3}, position=[1, 2, 2], outcome="P"),
        gc.Claim(kind="forall", rule="n * n >= n", vars={"n": [0, 50]}),
    ]
    results = [check_claim(c) for c in claims]
    before = [verify.result_record(r.claim, r) for r in results]
    for module, name in [(games, "make_ruleset"), (context, "make_ruleset"), (context, "claim_ruleset"),
                         (context, "claim_domain"), (context, "checked_record"), (context, "guard_work"),
                         (verify, "claim_ruleset"), (verify, "checked_record"), (verify, "_ruleset_or_none"),
                         (verify, "domain_record"), (label_module, "guard_work"), (domain_module, "box_domain")]:
        monkeypatch.setattr(module, name, _boom)
    after = [verify.result_record(r.claim, r) for r in results]
    assert after == before
    assert after[0]["domain"] == {"k": 2, "bounds": [8, 8], "start": None}
    assert after[0]["solve_command"] == "gamecheck solve 'nim(heaps=2)' " + " ".join(
        str(v) for v in results[0].witness.position)
    assert after[2]["domain"] == {"k": 3, "bounds": None, "start": [1, 2, 2]}
    assert after[3]["domain"] is None and after[3]["solve_command"] is None
