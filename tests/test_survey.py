"""The survey of octal games (gamecheck.survey; `gamecheck survey`): which games, their records
against a brute-force mex recursion written here, the tables, the comparison with a published
table, resuming after a kill, a lost worker, and a real Dask scheduler and worker."""

from __future__ import annotations

import csv
import json
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from functools import lru_cache
from pathlib import Path

import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.cli import main
from gamecheck.errors import UsageError
from gamecheck.surveys.codes import survey_codes
from gamecheck.surveys.tables import parse_values


# -- an independent oracle: the mex recursion over every move of an octal code ---------------------

@lru_cache(maxsize=None)
def brute(code: str, n: int) -> tuple[int, ...]:
    """g(0..n) of the octal code: digit d_k, bit 1 = take k leaving nothing, bit 2 = leaving one
    heap, bit 4 = leaving two non-empty heaps (Winning Ways ch. 4)."""
    before, after = code.split(".")
    digits = [int(before)] + [int(c) for c in after]
    g: list[int] = []
    for m in range(n + 1):
        seen = set()
        for k, d in enumerate(digits):
            if k == 0:  # 4 before the point: split without taking
                if d & 4:
                    seen.update(g[a] ^ g[m - a] for a in range(1, m // 2 + 1))
                continue
            r = m - k
            if r < 0:
                break
            if d & 1 and r == 0:
                seen.add(0)
            if d & 2 and r >= 1:
                seen.add(g[r])
            if d & 4 and r >= 2:
                seen.update(g[a] ^ g[r - a] for a in range(1, r // 2 + 1))
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return tuple(g)


def least_period(g: tuple[int, ...]) -> tuple[int, int] | None:
    """The least period p, then the least preperiod e, such that g repeats from e with period p
    for at least three periods within the data (smallest e + p first)."""
    best = None
    N = len(g)
    for p in range(1, N // 3):
        e = N - p
        while e > 0 and g[e - 1] == g[e - 1 + p]:
            e -= 1
        if N - e >= 3 * p and (best is None or (e + p, p) < (best[0] + best[1], best[1])):
            best = (e, p)
    return best


def _rows_without_time(rows):
    return [{k: v for k, v in r.items() if k != "seconds"} for r in rows]


# -- which games --------------------------------------------------------------------------------------

def test_the_codes_of_a_survey():
    assert [c.code for c in survey_codes(1)] == [f"0.{d}" for d in range(1, 8)]
    assert len(survey_codes(2)) == 63 and len(survey_codes(3)) == 511 == 8 ** 3 - 1
    by = {c.code: c for c in survey_codes(3)}
    assert by["0.1"].aliases == ("0.1", "0.10", "0.100") and by["0.77"].aliases == ("0.77", "0.770")
    assert [c.code for c in survey_codes(1, "4")] == ["4.0"] + [f"4.{d}" for d in range(1, 8)]
    for bad in (0, 7, "2", True):
        with pytest.raises(UsageError):
            survey_codes(bad)
    with pytest.raises(UsageError):
        survey_codes(1, "8")


# -- a whole survey against the brute force -------------------------------------------------------------

@pytest.fixture(scope="module")
def one_digit(tmp_path_factory):
    folder = tmp_path_factory.mktemp("survey1")
    return folder, gc.survey(digits=1, n=3000, report=folder, workers=1)


def test_every_record_agrees_with_the_brute_force(one_digit):
    folder, run = one_digit
    assert run.computed == 7 and not run.errors and run.where == "this process"
    for code, rec in run.records.items():
        g = brute(code, 700)
        assert tuple(rec["head"]) == g[:64], code
        values = gc.explore.load_sequence(folder / "values" / f"{code}.npz", gc.explore.resolve_heap_game("octal", code))
        assert tuple(int(v) for v in values[:701]) == g, code
        assert rec["largest"] == int(values.max()) and values[rec["largest_at"]] == rec["largest"]
        assert rec["p_count"] == int((values == 0).sum())
        if rec["status"] == "certified":
            assert (rec["preperiod"], rec["period"]) == least_period(g), code
        else:
            assert code == "0.6" and rec["n"] == 3000 and rec["preperiod"] is None
            assert "not settled" in rec["status"]
    # 0.4 (Winning Ways): preperiod 54, period 34 -- also tczajka/octal-games, TrivialGames.md
    assert (run.records["0.4"]["preperiod"], run.records["0.4"]["period"]) == (54, 34)


def test_the_tables(one_digit):
    folder, run = one_digit
    for name in ("survey.md", "survey.html", "survey.csv", "survey.json", "survey.sqlite"):
        assert (folder / name).stat().st_size > 0, name
    rows = list(csv.DictReader((folder / "survey.csv").open()))
    # 0.3, 0.5 and 0.7 have equal values (brute force): one row
    assert brute("0.3", 300) == brute("0.5", 300) == brute("0.7", 300)
    assert [r["code"] for r in rows] == ["0.1", "0.2", "0.3", "0.4", "0.6"]
    assert rows[2]["codes"] == "0.3 0.5 0.7" and rows[2]["same_as"].startswith("for every n")
    assert rows[3]["period"] == "34" and rows[3]["preperiod"] == "54"
    assert rows[4]["status"] == "not settled by n = 3,000"
    doc = json.loads((folder / "survey.json").read_text())
    assert len(doc["rows"]) == 5
    html = (folder / "survey.html").read_text()
    assert "<script>" in html and "sort" in html and 'href="games/0.4.html"' in html
    page = (folder / "games" / "0.4.html").read_text()
    assert "Guy" in page and "gamecheck explore octal 0.4 --n" in page
    # the store: one finished row per game
    db = sqlite3.connect(folder / "survey.sqlite")
    assert db.execute("SELECT count(*) FROM games WHERE status='finished'").fetchone()[0] == 7


def test_a_second_run_takes_the_store(one_digit, tmp_path):
    folder, run = one_digit
    again = gc.survey(digits=1, n=3000, report=folder, workers=1)
    assert again.reused == 7 and again.computed == 0
    assert _rows_without_time(again.rows) == _rows_without_time(run.rows)
    # a larger n continues the game that was not settled from its stored values
    more = gc.survey(digits=1, n=4000, report=folder, workers=1)
    assert more.reused == 6 and more.resumed == 1 and more.records["0.6"]["n"] == 4000
    assert tuple(more.records["0.6"]["head"]) == brute("0.6", 63)


def test_equal_sequences_are_merged(tmp_path):
    # e.g. 0.2, 0.05, 0.21, 0.24 and 0.25 have equal values (checked here by brute force)
    assert len({brute(c, 400) for c in ("0.2", "0.05", "0.21", "0.24", "0.25")}) == 1
    run = gc.survey(digits=2, n=2000, report=tmp_path, workers=1)
    by = {r["code"]: r for r in run.rows}
    merged = [r for r in run.rows if len(r["codes"]) > 1]
    assert merged, "no merged row"
    for r in merged:
        first = brute(r["codes"][0], 300)
        assert all(brute(c, 300) == first for c in r["codes"])
        assert r["same_as"]
    assert all(brute(a["code"], 300) != brute(b["code"], 300) for a in run.rows for b in run.rows
               if a is not b and a["status"] == b["status"] == "certified"
               and (a["preperiod"], a["period"]) == (b["preperiod"], b["period"]))
    assert len(by) == len(run.rows)
    classes: dict = {}
    for c in survey_codes(2):
        classes.setdefault(brute(c.code, 600), []).append(c.code)
    assert sorted(r["codes"] for r in run.rows) == sorted(classes.values())


# -- comparison with a published table -----------------------------------------------------------------

def test_values_notation():
    assert parse_values("01(0)", 5) == [0, 1, 0, 0, 0, 0]
    assert parse_values("0 1 12 3", 10) == [0, 1, 12, 3]
    assert parse_values("0(a1)", 4) == [0, 10, 1, 10, 1]
    assert parse_values("", 3) is None
    with pytest.raises(ValueError):
        parse_values("0[1]", 3)


def test_compare_lists_each_disagreement_with_its_first_heap(one_digit, tmp_path):
    folder, run = one_digit
    g4, g7 = brute("0.4", 500), brute("0.7", 500)
    table = tmp_path / "published.csv"
    table.write_text(
        "code,preperiod,period,values,source\n"
        ".4,54,34,,right\n"                      # agrees
        ".1,2,1,01(0),right too\n"               # agrees (values and period)
        ".7,0,4,,wrong period\n"                  # our certified period is 2 from 0
        f".5,,,{''.join(str(v) for v in g4[:60])},another game's values\n"
        ".6,,,,unsolved\n"                        # not settled here either
        ".3,,,,unsolved there\n"                  # certified here
        ".36,,,,not in the survey\n")
    cmp = gc.survey(digits=1, n=3000, report=folder, workers=1, compare_with=table).comparison
    assert cmp["compared"] == 6 and cmp["agree"] == 3  # .4, .1, .6
    bad = {d["code"]: d["issues"] for d in cmp["disagreements"]}
    assert set(bad) == {"0.7", "0.5"}
    # .7 with period 4 from 0: holds on 0.7's values (period 2) -- not the least, no heap differs
    assert bad["0.7"][0]["what"] == "period" and bad["0.7"][0]["first_heap"] is None
    g5 = brute("0.5", 500)
    first = next(i for i in range(60) if g4[i] != g5[i])
    assert bad["0.5"][0] == {"what": "values", "first_heap": first, "published": g4[first], "computed": g5[first]}
    assert cmp["settled_here"] == ["0.3"] and cmp["not_in_survey"] == ["0.36"]
    text = (folder / "comparison.md").read_text()
    assert f"| 0.5 | values | {g4[first]} | {g5[first]} | {first} |" in text
    assert g7[:4] == (0, 1, 0, 1)


def test_a_bad_published_table_is_one_line(tmp_path):
    for text, what in (("name,period\n.4,3\n", "no 'code' column"), ("code,period\n.9,3\n", "line 2"),
                       ("code,period\n.4,x\n", "not a whole number"), ("code,values\n.4,0[1]\n", "line 2")):
        p = tmp_path / "t.csv"
        p.write_text(text)
        r = CliRunner().invoke(main, ["survey", "octal", "--digits", "1", "--n", "100", "--report",
                                      str(tmp_path / "out"), "--compare", str(p), "--workers", "1"])
        assert r.exit_code == 2 and what in r.stderr and "Traceback" not in r.stderr, (text, r.stderr)


# -- the command line ---------------------------------------------------------------------------------------

def test_cli_survey_and_json(tmp_path):
    r = CliRunner().invoke(main, ["survey", "octal", "--digits", "1", "--n", "2^10", "--report", str(tmp_path),
                                  "--workers", "1", "--json"])
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["summary"]["games"] == 7 and doc["summary"]["certified"] == 4  # rows: 0.3 = 0.5 = 0.7
    assert [row["code"] for row in doc["rows"]] == ["0.1", "0.2", "0.3", "0.4", "0.6"]


@pytest.mark.parametrize("args, what", [
    (["--digits", "0"], "--digits"),
    (["--digits", "1", "--n", "abc"], "--n abc is not allowed"),
    (["--digits", "1", "--n", "0"], "--n 0 is not allowed"),
    (["--digits", "1", "--time", "-1"], "--time -1"),
    (["--digits", "1", "--scheduler", "tcp://h:0"], "port '0' is not allowed"),
])
def test_cli_usage_errors(tmp_path, args, what):
    r = CliRunner().invoke(main, ["survey", "octal", *args, "--report", str(tmp_path / "o")])
    assert r.exit_code == 2 and what in r.stderr and "Traceback" not in r.stderr, r.stderr


# -- restarts, lost workers and Dask ---------------------------------------------------------------------------

_RUN = """
import sys
import gamecheck as gc
if __name__ == "__main__":
    gc.survey(digits=int(sys.argv[2]), n=int(sys.argv[3]), report=sys.argv[1], workers=int(sys.argv[4]),
              slice_seconds=float(sys.argv[5]))
"""


def _survey_process(tmp_path: Path, folder: Path, *args: str, env: dict | None = None) -> subprocess.Popen:
    script = tmp_path / "run_survey.py"
    script.write_text(_RUN)
    return subprocess.Popen([sys.executable, str(script), str(folder), *args], env=env or dict(os.environ),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_a_killed_run_resumes_and_gives_the_same_table(tmp_path):
    # 0.6 (Officers) to 2^17 in slices of 0.2 s: kill the run once a checkpoint of it is stored
    folder = tmp_path / "killed"
    proc = _survey_process(tmp_path, folder, "1", str(1 << 17), "1", "0.2")
    db_path = folder / "survey.sqlite"
    t0 = time.monotonic()
    seen = None
    while time.monotonic() - t0 < 120 and proc.poll() is None:
        if db_path.exists():
            try:
                seen = sqlite3.connect(db_path, timeout=1).execute(
                    "SELECT done FROM games WHERE code='0.6' AND status='running'").fetchone()
            except sqlite3.Error:
                seen = None
            if seen:
                break
        time.sleep(0.05)
    assert seen, "no checkpoint of 0.6 was stored"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    resumed = gc.survey(digits=1, n=1 << 17, report=folder, workers=1, slice_seconds=0.2)
    assert resumed.resumed >= 1 and resumed.records["0.6"]["n"] == 1 << 17
    fresh = gc.survey(digits=1, n=1 << 17, report=tmp_path / "fresh", workers=1)
    assert _rows_without_time(resumed.rows) == _rows_without_time(fresh.rows)


def test_a_worker_that_dies_loses_only_its_slice(tmp_path, monkeypatch):
    marker = tmp_path / "died"
    monkeypatch.setenv("GAMECHECK_SURVEY_DIE_ONCE", f"0.4:{marker}")
    run = gc.survey(digits=1, n=3000, report=tmp_path / "a", workers=2)
    assert marker.exists(), "the hook did not fire"
    assert run.lost_slices >= 1 and "BrokenProcessPool" in run.lost_why  # the worker really died
    assert not run.errors and len(run.records) == 7
    monkeypatch.delenv("GAMECHECK_SURVEY_DIE_ONCE")
    clean = gc.survey(digits=1, n=3000, report=tmp_path / "b", workers=1)
    assert _rows_without_time(run.rows) == _rows_without_time(clean.rows)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_real_dask_scheduler_and_worker_give_the_same_table(tmp_path):
    pytest.importorskip("dask.distributed")
    dask = shutil.which("dask") or str(Path(sys.executable).with_name("dask"))
    if not Path(dask).exists():
        pytest.skip("the dask command is not installed (pip install 'gamecheck[dask]')")
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    env = dict(os.environ, MALLOC_MMAP_THRESHOLD_="16777216")
    sched = subprocess.Popen([dask, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--dashboard-address", ":0"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    worker = None
    try:
        worker = subprocess.Popen([dask, "worker", address, "--nworkers", "2", "--nthreads", "1",
                                   "--dashboard-address", ":0"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        run = None
        t0 = time.monotonic()
        while run is None:
            try:
                run = gc.survey(digits=1, n=3000, report=tmp_path / "dask", scheduler=address)
            except gc.ResourceLimitError:
                if time.monotonic() - t0 > 60:
                    raise
                time.sleep(1)
        assert run.where.startswith("Dask scheduler") and not run.errors
        local = gc.survey(digits=1, n=3000, report=tmp_path / "local", workers=2)
        assert _rows_without_time(run.rows) == _rows_without_time(local.rows)
    finally:
        for p in (worker, sched):
            if p is not None:
                p.terminate()
                try:
                    p.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    p.kill()


def test_a_changed_values_file_is_not_used(tmp_path):
    # stop 0.6 after one short slice, then damage its stored values: the resumed run does not use them
    folder = tmp_path / "s"
    first = gc.survey(digits=1, n=1 << 16, report=folder, workers=1, slice_seconds=0.05, seconds=0.05)
    assert first.records["0.6"]["stopped"] == "time"
    from gamecheck.explore.savefile import save_sequence
    from gamecheck.surveys.store import SurveyStore

    store = SurveyStore(folder)
    game = gc.explore.resolve_heap_game("octal", "0.6")
    assert store.load_values("0.6", game) is not None  # the hash matches: used
    values = store.load_values("0.6", game).copy()
    values[5] ^= 1
    save_sequence(store.values_path("0.6"), game, values)  # same length, one value changed, hash not updated
    assert store.load_values("0.6", game) is None
    store.close()
    same = gc.survey(digits=1, n=1 << 16, report=folder, workers=1, seconds=0.05)  # the same budget: taken as it is
    assert same.reused == 7 and same.records["0.6"] == first.records["0.6"]
    again = gc.survey(digits=1, n=1 << 16, report=folder, workers=1)  # no budget: 0.6 goes on, from heap 0
    assert again.resumed == 0 and again.records["0.6"]["n"] == 1 << 16
    assert tuple(again.records["0.6"]["head"]) == brute("0.6", 63)


def test_shifted_sequences_are_named(tmp_path):
    # 0.6 cannot take a heap of one whole: its values are 0.37's moved up by one heap (brute force here)
    g6, g37 = brute("0.6", 400), brute("0.37", 399)
    assert g6[1:] == g37
    run = gc.survey(digits=2, n=2000, report=tmp_path, workers=1)
    row = next(r for r in run.rows if r["code"] == "0.6")
    assert row["shift_of"].startswith("0.37 moved up by 1")
    for r in run.rows:  # every named shift holds on the brute force
        if r["shift_of"]:
            other, k = r["shift_of"].split(" moved up by ")[0], int(r["shift_of"].split(" moved up by ")[1][0])
            a, b = brute(r["code"], 300), brute(other, 300)
            assert a[k:] == b[: len(a) - k], r["code"]


def test_an_unsolved_games_figures_are_recomputed_below_its_n(tmp_path):
    # a made-up table row for 0.6 at n = 2^10: the largest value and the rare heaps by mask 0x1ee,
    # computed here by brute force; a wrong count is a disagreement
    g = brute("0.6", (1 << 10) - 1)
    top = max(g)
    rare = [i for i, v in enumerate(g) if bin(v & 0x1EE).count("1") % 2 == 0]
    table = tmp_path / "t.csv"
    table.write_text("code,n,largest,largest_at,rare_mask,rare_heaps,last_rare\n"
                     f".6,2^10,{top},{g.index(top)},1ee,{len(rare)},{rare[-1]}\n"
                     f".37,1024,{top},{g.index(top)},1ee,{len(rare) + 1},{rare[-1]}\n")
    cmp = gc.survey(digits=2, n=3000, report=tmp_path / "s", workers=1, compare_with=table).comparison
    bad = {d["code"]: d["issues"] for d in cmp["disagreements"]}
    assert "0.6" not in bad  # agrees
    # 0.37's values are 0.6's moved down by one: its own figures differ from 0.6's
    g37 = brute("0.37", 1023)
    rare37 = [i for i, v in enumerate(g37) if bin(v & 0x1EE).count("1") % 2 == 0]
    want = {"rare_heaps below n = 1,024 (mask 1ee)": len(rare37)}
    got = {i["what"]: i["computed"] for i in bad["0.37"]}
    assert got["rare_heaps below n = 1,024 (mask 1ee)"] == want["rare_heaps below n = 1,024 (mask 1ee)"]
    assert {f["code"] for f in cmp["further_here"]} == {"0.6", "0.37"}


def test_a_game_handed_to_the_direct_method_stays_with_it(tmp_path):
    # Kayles (0.77) is handed from the sparse-space method to the direct one at 2^15; its slices
    # after that start with the direct method, and the values stay the brute force's
    from gamecheck.surveys.task import run_slice

    job = {"code": "0.77", "n_max": 40_000, "target": 40_000, "values": None, "slice_seconds": 60,
           "seconds_left": None, "seconds_used": 0.0}
    first = run_slice(dict(job, n_max=34_000, target=34_000))
    assert first["direct"] and first["sparse_until"] == 1 << 15
    again = run_slice(dict(job, values=first["values"], direct=True, sparse_until=first["sparse_until"]))
    assert again["direct"] and again["record"]["method"] == "direct"
    assert tuple(int(v) for v in again["values"][:400]) == brute("0.77", 399)
