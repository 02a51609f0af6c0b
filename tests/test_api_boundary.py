"""The Python API validates its arguments eagerly and lets only GamecheckError out (issue 24).

Every public function and method checks its arguments before any work, in the style of
hypothesis' ``InvalidArgument``: a wrong type, an unknown keyword, NaN, a zero or negative
count or an unknown engine name is a ``gc.UsageError`` whose one-line message names the Python
argument. No other exception type leaves a public function: a property test feeds every
argument of the public functions hostile values and accepts only a result or a
``gc.GamecheckError`` subclass.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamecheck as gc
from gamecheck.args import public

GRAPH = "a b\nb c\nc a\nc d\n"


@pytest.fixture()
def graph_file(tmp_path: Path) -> Path:
    p = tmp_path / "g.txt"
    p.write_text(GRAPH)
    return p


def claim() -> gc.Claim:
    return gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=4, rule="xor(heaps) == 0")


def one_line_usage(call, *names: str, cls: type = gc.UsageError) -> str:
    """Run ``call``: it must raise ``cls`` with a one-line message naming every one of ``names``."""
    with pytest.raises(gc.GamecheckError) as info:
        call()
    assert isinstance(info.value, cls), f"{type(info.value).__name__}: {info.value}"
    msg = str(info.value)
    assert "\n" not in msg
    for name in names:
        assert name in msg, f"{name!r} not named in: {msg}"
    return msg


# -- the list, one by one -------------------------------------------------------------------

def test_graph_solve_rejects_non_positions(graph_file):
    G = gc.load_graph(graph_file)
    for bad in (None, 5.5, [], [None], ["a", 1.5], {"a": 1}, True):
        one_line_usage(lambda: G.solve(bad), "position")
    # real input still solves: d is terminal (P), so c (-> d) is N, b (-> c only) is P, a (-> b) is N
    assert [G.solve(v).outcome for v in "abcd"] == ["N", "P", "N", "P"]


def test_claim_refuses_unknown_fields_and_bad_game():
    one_line_usage(lambda: gc.Claim(kind="p-rule", ruleset="nim", rule="1", bogus_field=1), "bogus_field",
                   cls=gc.ClaimError)
    one_line_usage(lambda: gc.Claim(kind="p-rule", ruleset="nim", rule="1", game=5), "game", cls=gc.ClaimError)
    one_line_usage(lambda: gc.Claim(kind="p-rule", rule="1", game=5), "game", cls=gc.ClaimError)
    one_line_usage(lambda: gc.Claim(*range(60)), "positional", cls=gc.ClaimError)


def test_explore_arguments_are_named():
    one_line_usage(lambda: gc.explore.sequence("octal", "0.77", bogus=1), "bogus")
    one_line_usage(lambda: gc.explore.explore(None), "ruleset")
    one_line_usage(lambda: gc.explore.explore("octal", "0.77", n=50, engine="bogus"), "engine")
    one_line_usage(lambda: gc.explore.explore("octal", "0.77", n=50, max_candidates=0), "max_candidates")
    one_line_usage(lambda: gc.explore.explore("octal", "0.77", n=50, prove_timeout=float("nan")), "prove_timeout")
    one_line_usage(lambda: gc.explore.explore("octal", "0.77", n=-1), "n")
    one_line_usage(lambda: gc.explore.explore("octal", "0.77", n=50, check="yes"), "check")
    one_line_usage(lambda: gc.explore.octal("0.77", n=2.5), "n")
    one_line_usage(lambda: gc.explore.octal(77), "code")
    one_line_usage(lambda: gc.explore.genus_table("nim", n=-3), "n")
    one_line_usage(lambda: gc.explore.genus_table("nim", terms=0), "terms")


def test_write_check_reports_checks_its_arguments(tmp_path):
    c = claim()
    r = gc.check(c)
    one_line_usage(lambda: gc.write_check_reports(5, 6, 7), "claims")
    one_line_usage(lambda: gc.write_check_reports([c], [5], tmp_path), "results[0]")
    one_line_usage(lambda: gc.write_check_reports([c], [r], ""), "out_dir")
    one_line_usage(lambda: gc.write_check_reports([c], [r, r], tmp_path), "results")
    other = gc.check(gc.Claim(id="other", kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=3, rule="x1 == x2"))
    one_line_usage(lambda: gc.write_check_reports([c], [other], tmp_path), "results[0]")
    assert not list(tmp_path.iterdir())  # nothing written by a refused call
    written = gc.write_check_reports([c], [r], tmp_path / "out")
    assert (tmp_path / "out" / "html" / "index.html") in written


def test_prove_creates_its_smt2_folder_or_says_why(tmp_path):
    c = claim()
    out = tmp_path / "missing" / "deeper"
    assert gc.prove(c, bits=3, smt2_dir=out).verdict == "proved"
    assert any(out.glob("*.smt2"))
    (tmp_path / "afile").write_text("x")
    one_line_usage(lambda: gc.prove(c, bits=3, smt2_dir=tmp_path / "afile"), "smt2_dir")
    one_line_usage(lambda: gc.prove(c, bits=0), "bits")
    one_line_usage(lambda: gc.prove(c, timeout=float("inf")), "timeout")
    one_line_usage(lambda: gc.prove(c, timeout=-1), "timeout")


def test_nonsense_that_used_to_be_accepted():
    c = claim()
    one_line_usage(lambda: gc.game("nim", misere=object()), "misere")
    one_line_usage(lambda: gc.game("nim", misere=1), "misere")
    for workers in (0, -1, 1.5, True, "2"):
        one_line_usage(lambda: gc.check(c, workers=workers), "workers")
    one_line_usage(lambda: gc.check(c, engine="bogus"), "engine")
    one_line_usage(lambda: gc.check(c, bound=-1), "bound")
    one_line_usage(lambda: gc.check(c, chunk_positions=0), "chunk_positions")
    one_line_usage(lambda: gc.check(c, resume=True), "state_dir")
    one_line_usage(lambda: gc.load_claims(5), "path")
    one_line_usage(lambda: gc.game(5), "spec")
    assert gc.game("nim", misere=np.bool_(True)).misere is True  # numpy's bool is a bool


def test_unknown_keywords_name_the_keyword():
    g = gc.game("nim")
    one_line_usage(lambda: g.solve((1, 2), bogus=1), "bogus", "position")
    one_line_usage(lambda: gc.check(claim(), bogus=1), "bogus")
    one_line_usage(lambda: gc.label(gc.game("nim", heaps=2), 3, bogus=1), "bogus")
    one_line_usage(lambda: gc.prove(claim(), bogus=1), "bogus")
    one_line_usage(lambda: gc.load_game(), "path")
    one_line_usage(lambda: g.solve(), "position")


def test_huge_inputs_are_refused_before_allocating():
    # range(10**12) has a length: refused from it, never materialised
    one_line_usage(lambda: gc.game("nim").solve(range(10**12)), "position", "64")
    one_line_usage(lambda: gc.game("nim").solve(iter(range(10**12))), "position", "64")
    one_line_usage(lambda: gc.label(gc.game("nim", heaps=2), bound=10**9), "bound", cls=gc.ResourceLimitError)


def test_memory_and_bugs_become_gamecheck_errors():
    @public
    def runs_out() -> None:
        raise MemoryError

    @public
    def has_a_bug() -> None:
        return {}["missing"]

    @public
    def too_deep() -> None:
        raise RecursionError

    with pytest.raises(gc.ResourceLimitError, match="out of memory"):
        runs_out()
    with pytest.raises(gc.InternalError, match="a bug in gamecheck") as info:
        has_a_bug()
    assert isinstance(info.value.__cause__, KeyError)
    with pytest.raises(gc.UsageError, match="nested too deeply"):
        too_deep()

    @public
    def interrupted() -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        interrupted()


# -- property: hostile values for every argument ------------------------------------------------------

#: a sequence of 10^12 items (never to be materialised)
BIG = range(10**12)


def small(v):
    """``v``, except that an integer large enough to ask for real work becomes 5."""
    return 5 if v is BIG or (isinstance(v, int) and not isinstance(v, bool) and v > 200) else v


HOSTILE = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12), st.binary(max_size=6),
    st.lists(st.integers(min_value=-3, max_value=10**13), max_size=4), st.just(object()),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.just(np.array([1, 2])), st.just(float("nan")), st.just(BIG), st.sampled_from(["auto", "compact", "nim", "0.77"]),
)


def _calls(graph_file: Path):
    g = gc.game("nim", heaps=2)
    c = claim()
    G = gc.load_graph(graph_file)
    yield "game", lambda v: gc.game(v), lambda v: gc.game("nim", misere=v), lambda v: gc.game("nim", heaps=v)
    yield "solve", lambda v: g.solve(v), lambda v: g.solve((1, 2), v), lambda v: g.solve((1, 2), method=v)
    yield "graph solve", lambda v: G.solve(v), lambda v: G.solve("a", v)
    yield "options", lambda v: g.options(v), lambda v: G.options(v)
    yield "graph", lambda v: g.graph(v), lambda v: g.graph((1, 1), v)
    yield "label", lambda v: gc.label(v, 2), lambda v: gc.label(g, v), lambda v: gc.label(g, 2, heaps=v), \
        lambda v: gc.label(g, 2, engine=v)
    yield "check", lambda v: gc.check(v), lambda v: gc.check(c, engine=v), lambda v: gc.check(c, bound=v), \
        lambda v: gc.check(c, workers=v), lambda v: gc.check(c, chunk_positions=v)
    yield "prove", lambda v: gc.prove(c, bits=v, timeout=2.0), lambda v: gc.prove(c, bits=2, timeout=v)
    yield "claim", lambda v: gc.Claim(kind=v, ruleset="nim", rule="1"), \
        lambda v: gc.Claim(kind="p-rule", ruleset=v, rule="1", bound=2), \
        lambda v: gc.Claim(kind="p-rule", ruleset="nim", rule=v, bound=2), \
        lambda v: gc.Claim(kind="p-rule", ruleset="nim", rule="1", bound=v), \
        lambda v: gc.Claim(kind="outcome", ruleset="nim", position=v, outcome="P")
    yield "explore", lambda v: gc.explore.octal(v, n=20), lambda v: gc.explore.octal("0.77", n=small(v)), \
        lambda v: gc.explore.genus_table("nim", n=small(v)), lambda v: gc.explore.sequence(v, "0.77", n=20)
    yield "load", lambda v: gc.load_claims(v), lambda v: gc.load_game(v), lambda v: gc.load_graph(v)


def _only_gamecheck_errors(graph_file, value, which, monkeypatch):
    # a hostile bound can ask for work that fits a large machine's memory (half of 24 GB) and
    # then outgrows its estimate beside the test runner; the property is about the exceptions,
    # so the memory any call may plan for is capped at 2 GiB (a resource error is a fine answer)
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", str(2 * 2**30))
    calls = [f for _, *fs in _calls(graph_file) for f in fs]
    call = calls[which % len(calls)]
    try:
        call(value)
    except gc.GamecheckError as exc:
        assert "\n" not in str(exc)
        assert not isinstance(exc, gc.InternalError), str(exc)
    except Exception as exc:  # noqa: BLE001 - the property under test
        pytest.fail(f"{type(exc).__name__} escaped the API: {exc}")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=HOSTILE, which=st.integers(min_value=0, max_value=10**6))
def test_no_other_exception_type_leaves_the_api(graph_file, value, which, monkeypatch):
    _only_gamecheck_errors(graph_file, value, which, monkeypatch)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=HOSTILE, which=st.integers(min_value=0, max_value=10**6))
def test_no_other_exception_type_leaves_the_api_thoroughly(graph_file, value, which, monkeypatch):
    _only_gamecheck_errors(graph_file, value, which, monkeypatch)


def test_nan_never_passes_as_a_number():
    c = claim()
    for call in (lambda: gc.prove(c, timeout=math.nan),
                 lambda: gc.explore.explore("octal", "0.77", n=20, seconds=math.nan),
                 lambda: gc.explore.explore("octal", "0.77", n=20, prove_timeout=math.nan)):
        one_line_usage(call, "nan")
