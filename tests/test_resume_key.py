"""--resume trusts nothing it cannot check: the state key (version, claim, options), corrupt
records, scheduler addresses, worker and chunk extremes (issue 12)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import time
from pathlib import Path

import pytest

from gamecheck import __version__
from gamecheck.checker import parallel
from gamecheck import pool
from gamecheck.catalog import catalogue_claims
from gamecheck.checker.serial import check_claim
from gamecheck.claims import parse_claims
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.flags import to_cli
from gamecheck.checker.parallel import check_claim_parallel, check_scheduler_address

CORE = {c.id: c for c in catalogue_claims(["core"])}
#: 21^3 = 9,261 positions: 10 chunks of 1,000
CLAIM = dataclasses.replace(CORE["core.bouton-3"], bound=20)
PLANTED = dataclasses.replace(CORE["core.bouton-3.planted"], bound=20)


@pytest.fixture(autouse=True)
def _no_env(monkeypatch):
    monkeypatch.delenv(parallel.SCHEDULER_ENV, raising=False)
    monkeypatch.delenv(parallel.DELAY_ENV, raising=False)


def one_line(exc: BaseException) -> str:
    msg = str(exc)
    assert msg.isprintable() and len(msg.splitlines()) == 1, repr(msg)
    return msg


def same(a, b) -> None:
    ja, jb = a.to_json(), b.to_json()
    ja.pop("seconds"), jb.pop("seconds")
    assert ja == jb


def state_file(folder: Path) -> Path:
    [p] = folder.glob("*.json")
    return p


def unfinish(path: Path, keep: int = 3) -> dict:
    """Make a finished state file look like an interrupted run (``keep`` chunks recorded)."""
    data = json.loads(path.read_text())
    data["chunks"] = dict(list(data["chunks"].items())[:keep])
    path.write_text(json.dumps(data))
    return data


# -- the key ----------------------------------------------------------------------------------------

def test_the_state_records_every_part_of_its_key(tmp_path):
    check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path)
    p = state_file(tmp_path)
    data = json.loads(p.read_text())
    assert data["version"] == __version__ and data["format"] == parallel.STATE_FORMAT
    assert data["claim"] == CLAIM.id and data["bounds"] == [20, 20, 20] and data["chunk_positions"] == 1000
    parts = {k: data[k] for k in ("format", "version", "claim", "claim_sha256", "bounds", "chunk_positions")}
    key = hashlib.sha256(json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    assert data["key"] == key and p.name == f"{CLAIM.id}-{key[:16]}.json"
    assert len(data["chunks"]) == data["total_chunks"] == 10
    assert not list(tmp_path.glob("*.tmp"))  # written atomically
    # the statement does not change what is checked: same key
    reworded = dataclasses.replace(CLAIM, statement="reworded", notes="n")
    assert parallel._job_key(reworded, *_domain_and_chunk()) == parallel._job_key(CLAIM, *_domain_and_chunk())
    assert parallel._job_key(dataclasses.replace(CLAIM, rule="xor(heaps) != 0"), *_domain_and_chunk()) != key


def _domain_and_chunk():
    from gamecheck.domain import BoxDomain

    return BoxDomain([20, 20, 20]), 1000


@pytest.mark.parametrize("change, needle", [
    (dict(chunk_positions=2000), "recorded by a run with other options (chunk 1000, not 2000)"),
    (dict(claim=dataclasses.replace(CLAIM, rule="xor(heaps) == 0 or x1 > 99")),
     "recorded by a run with another text of the claim (field rule differs)"),
    (dict(claim=dataclasses.replace(CLAIM, bound=19)), "bounds [20, 20, 20], not [19, 19, 19]"),
])
def test_resume_of_an_unfinished_run_with_other_options_is_refused(tmp_path, change, needle):
    check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path)
    unfinish(state_file(tmp_path))
    kwargs = dict(chunk_positions=1000, state_dir=tmp_path, resume=True)
    claim = change.pop("claim", CLAIM)
    kwargs.update(change)
    with pytest.raises(UsageError) as info:
        check_claim_parallel(claim, **kwargs)
    msg = to_cli(one_line(info.value))  # as the command line shows it (the API names state_dir=, resume=)
    assert needle in msg and msg.startswith(f"--state '{tmp_path}': claim '{CLAIM.id}': ")
    assert msg.endswith("start afresh with a new --state folder or without --resume")
    # without --resume the run starts afresh, in its own file
    same(check_claim(claim), check_claim_parallel(claim, **dict(kwargs, resume=False)))


def test_resume_of_a_run_recorded_by_another_version_is_refused(tmp_path):
    check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path)
    p = state_file(tmp_path)
    data = unfinish(p)
    data["version"] = "0.0.1"
    p.rename(p.with_name(f"{CLAIM.id}-0123456789abcdef.json")).write_text(json.dumps(data))
    with pytest.raises(UsageError, match=r"recorded by a run with gamecheck 0\.0\.1, this is "):
        check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path, resume=True)


def test_a_finished_run_with_other_options_does_not_block_a_resume(tmp_path):
    check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path)
    res = check_claim_parallel(CLAIM, chunk_positions=3000, state_dir=tmp_path, resume=True)
    same(check_claim(CLAIM), res)
    assert len(list(tmp_path.glob("*.json"))) == 2


def test_an_interrupted_run_keeps_its_chunks_and_resumes(tmp_path):
    seen = []

    def stop(done, total):
        seen.append(done)
        if done == 4:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        check_claim_parallel(PLANTED, chunk_positions=1000, state_dir=tmp_path, progress=stop)
    data = json.loads(state_file(tmp_path).read_text())
    assert len(data["chunks"]) == 4  # written on the way out, although the interval had not passed
    calls = []
    res = check_claim_parallel(PLANTED, chunk_positions=1000, state_dir=tmp_path, resume=True,
                               progress=lambda d, t: calls.append(d))
    assert calls[0] == 4 and calls[-1] == 10
    same(check_claim(PLANTED), res)


# -- corrupt records are recomputed -------------------------------------------------------------------

@pytest.mark.parametrize("garbage", [b"", b"\x00\xff\xfe garbage", b"[]", b"{", b'{"key": 5, "chunks": []}',
                                     "\u00e9".encode("latin-1")])
def test_a_corrupt_state_file_is_recomputed(tmp_path, garbage):
    check_claim_parallel(PLANTED, chunk_positions=1000, state_dir=tmp_path)
    state_file(tmp_path).write_bytes(garbage)
    calls = []
    res = check_claim_parallel(PLANTED, chunk_positions=1000, state_dir=tmp_path, resume=True,
                               progress=lambda d, t: calls.append(d))
    assert calls[0] == 0  # nothing trusted
    same(check_claim(PLANTED), res)
    assert len(json.loads(state_file(tmp_path).read_text())["chunks"]) == 10


def test_malformed_chunk_records_are_recomputed(tmp_path):
    check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path)
    p = state_file(tmp_path)
    data = json.loads(p.read_text())
    ch = data["chunks"]
    ch["0"]["viol"] = [0, 99_999, "terminal position"]  # a rank outside the chunk
    ch["1"]["viol"] = [3, 1001, "no such condition"]
    ch["2"]["viol"] = [0, 2001, "move from P to P"]  # the potential is not that of the position
    ch["3"]["viol"] = [True, 3001, "move from P to P"]
    ch["4"] = "x"
    ch["5"]["lo"] = 17
    ch["99"] = ch["6"]
    p.write_text(json.dumps(data))
    calls = []
    res = check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path, resume=True,
                               progress=lambda d, t: calls.append(d))
    assert calls[0] == 4  # chunks 6..9 kept, 0..5 recomputed
    same(check_claim(CLAIM), res)
    assert res.verdict == "holds"


# -- options ---------------------------------------------------------------------------------------------

def test_the_state_folder_must_be_a_folder(tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    with pytest.raises(UsageError) as info:
        check_claim_parallel(CLAIM, state_dir=f)
    assert "is a file, not a folder" in one_line(info.value)
    for bad in ("", "a\x00b", 5):
        with pytest.raises(UsageError):
            check_claim_parallel(CLAIM, state_dir=bad)


@pytest.mark.parametrize("address, needle", [
    ("notanaddress", "no HOST:PORT"),
    ("tcp://", "no HOST:PORT"),
    ("tcp://host:99999", "port '99999' is not allowed"),
    ("tcp://host:0", "port '0'"),
    ("http://host:80", "scheme 'http'"),
    ("tcp://a b:1", "host 'a b'"),
    ("tcp://h\nx:1", "host 'h\\x0ax'"),
    (5, "'5' is not a Dask scheduler address"),
])
def test_scheduler_addresses_are_checked_before_connecting(address, needle):
    with pytest.raises(UsageError) as info:
        check_claim_parallel(CLAIM, scheduler=address)
    assert needle in one_line(info.value)
    assert "scheduler=" in str(info.value) and "--scheduler" in to_cli(str(info.value))


def test_the_environment_address_is_checked_and_named(monkeypatch):
    monkeypatch.setenv(parallel.SCHEDULER_ENV, "garbage")
    with pytest.raises(UsageError, match=f"^{parallel.SCHEDULER_ENV} 'garbage' is not a Dask scheduler address"):
        check_claim_parallel(CLAIM)


def test_good_addresses_pass():
    assert check_scheduler_address("tcp://127.0.0.1:8786") == "tcp://127.0.0.1:8786"
    assert check_scheduler_address("10.0.0.5:8786") == "tcp://10.0.0.5:8786"
    assert check_scheduler_address("tls://[::1]:8786") == "tls://[::1]:8786"
    assert check_scheduler_address("inproc://10.0.0.1/123/1") == "inproc://10.0.0.1/123/1"


def test_an_unreachable_scheduler_is_one_line_and_quick(monkeypatch):
    pytest.importorskip("dask.distributed")
    monkeypatch.setattr(pool, "CONNECT_TIMEOUT", 1)
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError) as info:
        check_claim_parallel(CLAIM, scheduler="tcp://127.0.0.1:1")
    assert time.monotonic() - t0 < 15
    assert "cannot reach the Dask scheduler within 1 s" in one_line(info.value)


def test_a_scheduler_without_workers_is_refused_not_waited_for(monkeypatch):
    distributed = pytest.importorskip("dask.distributed")
    monkeypatch.setattr(pool, "CONNECT_TIMEOUT", 1)
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=":0") as cluster:
        with pytest.raises(ResourceLimitError) as info:
            check_claim_parallel(CLAIM, scheduler=cluster.scheduler_address)
    assert "has no workers" in one_line(info.value)


@pytest.mark.parametrize("workers", [0, -1, 2.5, True, "2", 10**6])
def test_worker_counts(workers):
    with pytest.raises(UsageError) as info:
        check_claim_parallel(CLAIM, workers=workers)
    assert "workers=" in one_line(info.value) and "per CPU core" in str(info.value)


def test_chunk_extremes(tmp_path):
    with pytest.raises(UsageError) as info:
        check_claim_parallel(dataclasses.replace(CLAIM, bound=30), chunk_positions=1)
    assert f"more than the {parallel.MAX_CHUNKS:,} allowed; give 3 or more" in one_line(info.value)
    for bad in (0, -5, 1.5, True):
        with pytest.raises(UsageError):
            check_claim_parallel(CLAIM, chunk_positions=bad)
    # a chunk larger than the domain is the whole domain (and the same key as the domain size)
    res = check_claim_parallel(CLAIM, chunk_positions=10**12, state_dir=tmp_path)
    same(check_claim(CLAIM), res)
    assert json.loads(state_file(tmp_path).read_text())["chunk_positions"] == 21**3


def test_a_bad_delay_hook_is_ignored(monkeypatch):
    monkeypatch.setenv(parallel.DELAY_ENV, "not-a-number")
    same(check_claim(CLAIM), check_claim_parallel(CLAIM, chunk_positions=3000))


# -- a chunked "holds" is the claim as stated ---------------------------------------------------------

def test_a_grundy_claim_with_a_wrong_strategy_is_not_said_to_hold():
    c = parse_claims('[[claim]]\nid = "g"\nstatement = "s"\nruleset = "nim"\nparams = { heaps = 2 }\nbound = 6\n'
                     'kind = "grundy"\nrule = "xor(heaps)"\nstrategy = "(0, 0)"\n')[0]
    assert parallel.parallel_support(c) is not None
    ref = check_claim(c)
    assert ref.verdict == "refuted"
    same(ref, check_claim_parallel(c, chunk_positions=10))


def test_state_files_of_other_claims_are_left_alone(tmp_path):
    other = tmp_path / f"{CLAIM.id}-b-0123456789abcdef.json"  # another claim id with the same prefix
    other.write_text(json.dumps({"claim": f"{CLAIM.id}-b", "chunks": {}, "total_chunks": 5}))
    (tmp_path / "notes.txt").write_text("not a state file")
    same(check_claim(CLAIM), check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path, resume=True))
    assert other.exists()
    assert os.listdir(tmp_path).count("notes.txt") == 1


def test_stale_temporary_files_of_a_killed_write_are_removed(tmp_path):
    check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path)
    p = state_file(tmp_path)
    stale = tmp_path / f".{p.name}.abc123.tmp"
    stale.write_text("{half")
    check_claim_parallel(CLAIM, chunk_positions=1000, state_dir=tmp_path, resume=True)
    assert not stale.exists()
