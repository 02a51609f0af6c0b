"""The chunked / parallel / resumable checker gives exactly the results of check_claim."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from gamecheck.checker import parallel
from gamecheck.catalog import catalogue_claims
from gamecheck.checker.context import RuleContext, claim_domain, claim_ruleset
from gamecheck.checker.serial import check_claim
from gamecheck.claims import parse_claims
from gamecheck.errors import RuleError, UsageError
from gamecheck.lang.env import position_env
from gamecheck.checker.parallel import check_claim_parallel, parallel_support

CLAIMS = {c.id: c for c in catalogue_claims()}

# box-domain claims, holding and refuted: Nim (normal and misère), Bash, subtraction
# games, sums with component Grundy values, Grundy formulas, Wythoff
SAME = [
    "core.bouton-2", "core.bouton-2.planted", "core.bouton-3", "core.bouton-3.planted",
    "core.bouton-4.planted", "core.bouton-5.planted", "core.misere-nim-3", "core.misere-nim-3.planted",
    "core.bash-3", "core.bash-3.planted", "core.bash-10", "core.subtraction-134.rule",
    "core.subtraction-134-z3.planted", "core.nim-grundy-3", "core.nim-grundy-3.planted",
    "core.sg-sum-2", "core.sg-sum-2.planted", "core.sg-sum-2.p", "core.sg-sum-3.planted",
    "core.sg-nim-bash", "core.moore-2", "003.ex8.rule.literal",
]


@pytest.fixture(autouse=True)
def _no_env_scheduler(monkeypatch):
    monkeypatch.delenv(parallel.SCHEDULER_ENV, raising=False)
    monkeypatch.delenv(parallel.DELAY_ENV, raising=False)


def _json(res):
    out = res.to_json()
    out.pop("seconds")
    return out


def assert_same(a, b):
    """Same verdict, witness (position, condition, move, reason...), count, bound text."""
    assert _json(a) == _json(b)
    assert a.resource_limited == b.resource_limited
    if a.witness is not None:
        assert (b.witness.position, b.witness.condition, b.witness.move) == (
            a.witness.position, a.witness.condition, a.witness.move)


def claim(text: str):
    return parse_claims(text)[0]


@pytest.mark.parametrize("cid", SAME)
def test_in_process_small_chunks_equal_check_claim(cid):
    c = CLAIMS[cid]
    assert parallel_support(c) is None
    expected = check_claim(c)
    assert expected.verdict == c.expected
    assert_same(expected, check_claim_parallel(c, chunk_positions=777))


def test_default_chunks_and_progress():
    c = CLAIMS["core.bouton-3"]
    calls = []
    res = check_claim_parallel(c, progress=lambda done, total: calls.append((done, total)))
    assert_same(check_claim(c), res)
    total = calls[0][1]
    assert calls[0] == (0, total) and calls[-1] == (total, total)
    assert [d for d, _ in calls] == list(range(total + 1))


def test_bound_override_and_per_part_bounds():
    c = CLAIMS["core.bouton-3.planted"]
    for bound in (9, [5, 7, 3]):
        assert_same(check_claim(c, bound=bound), check_claim_parallel(c, bound=bound, chunk_positions=50))


def test_witness_far_from_origin_with_pruned_chunks():
    # the first violation has potential 32: chunks beyond it are only scanned
    c = CLAIMS["core.bouton-4.planted"]
    res = check_claim_parallel(c, chunk_positions=1000)
    assert res.witness.position == [0, 0, 16, 16]
    assert_same(check_claim(c), res)


def test_one_chunk_and_one_position_chunks():
    c = CLAIMS["core.sg-sum-3.planted"]
    assert_same(check_claim(c), check_claim_parallel(c, chunk_positions=10**9))
    c = claim('[[claim]]\nid = "t"\nstatement = "s"\nruleset = "nim"\nparams = { heaps = 2 }\nbound = 6\n'
              'kind = "p-rule"\nrule = "x1 == x2 and x1 != 5"\nexpected = "refuted"\n')
    assert_same(check_claim(c), check_claim_parallel(c, chunk_positions=1))


@pytest.mark.parametrize("ruleset, bound, rule", [
    ("misere(nim)", 12, "(max(heaps) <= 1 and xor(heaps) == 1) or (max(heaps) > 1 and xor(heaps) == 0)"),
    ("misere(nim)", 12, "xor(heaps) == 0"),
    ("misere(subtraction(set=[1, 2]))", 9, "x1 % 3 == x2 % 3"),
    ("wythoff", 60, "min(x1, x2) == (abs(x1 - x2) + isqrt(5 * abs(x1 - x2) ** 2)) // 2 and x1 != 30"),
])
def test_misere_wrappers_and_wythoff(ruleset, bound, rule):
    c = claim(f'[[claim]]\nid = "t"\nstatement = "s"\nruleset = "{ruleset}"\nparams = {{ heaps = 2 }}\n'
              f'bound = {bound}\nkind = "p-rule"\nrule = "{rule}"\n') if ruleset != "wythoff" else \
        claim(f'[[claim]]\nid = "t"\nstatement = "s"\nruleset = "wythoff"\nbound = {bound}\n'
              f'kind = "p-rule"\nrule = "{rule}"\n')
    assert parallel_support(c) is None
    assert_same(check_claim(c), check_claim_parallel(c, chunk_positions=97))


def test_let_helpers_and_heap_grundy_names():
    c = claim('[[claim]]\nid = "t"\nstatement = "s"\nruleset = "subtraction"\n'
              'params = { set = [1, 3, 4], heaps = 2 }\nbound = 30\nkind = "grundy"\n'
              'let = { a = "g1", b = "g2 + 0", unused = "x1 // 0" }\nrule = "a ^ b"\n')
    assert_same(check_claim(c), check_claim_parallel(c, chunk_positions=100))
    c = claim('[[claim]]\nid = "t"\nstatement = "s"\nruleset = "subtraction"\n'
              'params = { set = [1, 3, 4], heaps = 2 }\nbound = 30\nkind = "grundy"\n'
              'rule = "g1 | g2"\nexpected = "refuted"\n')
    assert_same(check_claim(c), check_claim_parallel(c, chunk_positions=100))


def test_rule_env_matches_rule_context():
    for cid in ("core.bash-3", "core.bouton-3", "core.sg-sum-2", "core.moore-2", "003.ex5.formula"):
        c = CLAIMS[cid]
        rs = claim_ruleset(c)
        dom = claim_domain(c, rs, 3)
        ctx = RuleContext(c, rs, dom, "auto", set())
        env = position_env(rs, dom.columns())  # the environment every chunk is evaluated in
        assert set(env) == set(ctx.env), cid
        for name, v in env.items():
            w = ctx.env[name]
            if isinstance(v, tuple):
                assert len(v) == len(w) and all(np.array_equal(a, b) for a, b in zip(v, w))
            elif isinstance(v, np.ndarray):
                assert np.array_equal(v, w)
            else:
                assert v == w


def test_grundy_mask_limit_gives_the_same_inconclusive():
    c = claim('[[claim]]\nid = "t"\nstatement = "s"\nruleset = "bash"\nparams = { m = 3 }\nbound = 300\n'
              'kind = "grundy"\nrule = "n * 1000000000000"\n')
    a, b = check_claim(c), check_claim_parallel(c, chunk_positions=64)
    assert a.verdict == "inconclusive" and a.resource_limited
    assert_same(a, b)


def test_rule_error_is_the_error_of_check_claim():
    c = claim('[[claim]]\nid = "t"\nstatement = "s"\nruleset = "nim"\nparams = { heaps = 2 }\nbound = 20\n'
              'kind = "p-rule"\nrule = "x1 // (x1 - 17) == 0"\n')
    # undefined at x1 = 17 (a division by zero): a finding against the claim there, the same
    # whether the domain is checked at once or in chunks (issue 35)
    r1, r2 = check_claim(c), check_claim_parallel(c, chunk_positions=25)
    assert (r1.verdict, r1.witness.position, r1.witness.condition) == ("refuted", [17, 0], "undefined reading")
    assert (r2.verdict, r2.witness.to_json(), r2.reason) == (r1.verdict, r1.witness.to_json(), r1.reason)
    c = claim('[[claim]]\nid = "t"\nstatement = "s"\nruleset = "nim"\nparams = { heaps = 2 }\nbound = 20\n'
              'kind = "p-rule"\nrule = "x1 + x2"\n')
    with pytest.raises(RuleError):
        check_claim_parallel(c)


def test_unsupported_claims_fall_back():
    for cid, why in [("core.bouton-strategy-3", "kind"), ("core.bouton-z3-2", "strategy"),
                     ("core.nim-11-6-10-8.outcome", "kind"), ("core.subtraction-134.list", "kind")]:
        c = CLAIMS[cid]
        assert why in parallel_support(c)
        assert_same(check_claim(c), check_claim_parallel(c, workers=3, scheduler="tcp://127.0.0.1:1"))
    labels = claim('[[claim]]\nid = "t"\nstatement = "s"\nruleset = "nim"\nparams = { heaps = 2 }\nbound = 8\n'
                   'kind = "p-rule"\nrule = "P == (x1 == x2)"\nexpected = "refuted"\n')
    assert "labels" in parallel_support(labels)
    assert_same(check_claim(labels), check_claim_parallel(labels))


def test_bad_arguments():
    c = CLAIMS["core.bash-3"]
    with pytest.raises(UsageError):
        check_claim_parallel(c, workers=0)
    with pytest.raises(UsageError):
        check_claim_parallel(c, chunk_positions=0)


def test_missing_dask_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    with pytest.raises(UsageError, match=r"gamecheck\[dask\]"):
        check_claim_parallel(CLAIMS["core.bash-3"], scheduler="tcp://127.0.0.1:8786")


@pytest.mark.parametrize("cid", ["core.bouton-3", "core.bouton-3.planted", "core.sg-sum-2.planted"])
def test_two_processes(cid):
    c = CLAIMS[cid]
    assert_same(check_claim(c), check_claim_parallel(c, workers=2, chunk_positions=5000))


def test_local_dask_cluster():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=":0") as cluster:
        for cid in ("core.bouton-3", "core.bouton-4.planted", "core.nim-grundy-3.planted"):
            c = CLAIMS[cid]
            res = check_claim_parallel(c, scheduler=cluster.scheduler_address, chunk_positions=4000)
            assert_same(check_claim(c), res)


def test_dask_address_from_environment(monkeypatch):
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=":0") as cluster:
        monkeypatch.setenv(parallel.SCHEDULER_ENV, cluster.scheduler_address)
        c = CLAIMS["core.bash-3.planted"]
        assert_same(check_claim(c), check_claim_parallel(c))


# -- resume -----------------------------------------------------------------------------

def test_state_file_records_every_chunk_and_resume_skips_them(tmp_path):
    import dataclasses

    c = dataclasses.replace(CLAIMS["core.bouton-3"], bound=46)  # 47^3 = 103,823 positions: 11 chunks of 10,000
    calls = []
    first = check_claim_parallel(c, chunk_positions=10_000, state_dir=tmp_path)
    [path] = tmp_path.glob("*.json")
    data = json.loads(path.read_text())
    assert len(data["chunks"]) == data["total_chunks"] == 11
    again = check_claim_parallel(c, chunk_positions=10_000, state_dir=tmp_path, resume=True,
                                 progress=lambda d, t: calls.append(d))
    assert calls == [11]
    assert_same(first, again)
    # another chunk size is another run (another key, another file)
    check_claim_parallel(c, chunk_positions=20_000, state_dir=tmp_path, resume=True)
    assert len(list(tmp_path.glob("*.json"))) == 2


def test_resume_ignores_a_record_of_another_claim(tmp_path):
    c = CLAIMS["core.bouton-3.planted"]
    check_claim_parallel(c, chunk_positions=5000, state_dir=tmp_path)
    [path] = tmp_path.glob("*.json")
    data = json.loads(path.read_text())
    data["key"] = "0" * 64
    for rec in data["chunks"].values():
        rec["viol"] = None
    path.write_text(json.dumps(data))
    assert_same(check_claim(c), check_claim_parallel(c, chunk_positions=5000, state_dir=tmp_path, resume=True))


_RUN = """
import sys
from gamecheck.catalog import catalogue_claims
from gamecheck.checker.parallel import check_claim_parallel
c = {{x.id: x for x in catalogue_claims(["core"])}}[{cid!r}]
check_claim_parallel(c, chunk_positions={chunk}, state_dir={state!r})
print("finished")
"""


@pytest.mark.parametrize("cid", ["core.bouton-3", "core.bouton-4.planted"])
def test_killed_run_resumes_to_the_same_result(tmp_path, cid):
    c = CLAIMS[cid]
    chunk = 2000
    env = dict(os.environ)
    env[parallel.DELAY_ENV] = "0.1"  # the test hook: each chunk takes at least 0.1 s
    env.pop(parallel.SCHEDULER_ENV, None)
    proc = subprocess.Popen([sys.executable, "-c", _RUN.format(cid=cid, chunk=chunk, state=str(tmp_path))],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    recorded = 0
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:
            files = list(tmp_path.glob("*.json"))
            if files:
                recorded = len(json.loads(files[0].read_text())["chunks"])
                if recorded >= 4:
                    break
            time.sleep(0.05)
    finally:
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate()
    assert b"finished" not in out, err.decode()
    [path] = tmp_path.glob("*.json")
    data = json.loads(path.read_text())
    total, recorded = data["total_chunks"], len(data["chunks"])
    assert 4 <= recorded < total
    seen = []
    res = check_claim_parallel(c, chunk_positions=chunk, state_dir=tmp_path, resume=True,
                               progress=lambda d, t: seen.append((d, t)))
    assert seen[0] == (recorded, total) and seen[-1] == (total, total)
    assert_same(check_claim(c), res)
    assert len(json.loads(Path(path).read_text())["chunks"]) == total
