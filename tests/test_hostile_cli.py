"""Hostile command lines and claim files, run in-process (issue 12).

For every command, hypothesis builds argument lists and claim files that mix valid
values with hostile ones (ill-typed and absurd numbers, bad option values, odd ruleset
specs, wrongly typed TOML fields, bad files and output paths) and the CLI must answer
each with

* no traceback and no uncaught exception other than SystemExit, including none folded
  by the CLI's last-resort handler into "internal error (a bug in gamecheck ...)",
  and no MemoryError caught late ("out of memory: the work does not fit");
* an exit status in {0, 1, 2, 3};
* on exit 2 or 3 exactly one non-empty line on stderr (except a completed check/prove
  whose verdict a resource limit left inconclusive: exit 3 with the reason in the results);
* with ``--json`` and exit 2 or 3, stdout is one JSON object with an ``error`` key.

Sizes are kept small so an example takes milliseconds; each invocation runs under a
wall limit (SIGALRM) and an address-space cap a few GiB above the process's current use,
so a regression shows as a failed example, not a stuck or swapping test run.
The held-out corpus (``experiments/hostile/``) runs the same checks on real processes.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
import resource
import signal
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from gamecheck.cli import main

RUNNER = CliRunner()  # click >= 8.2: result.stdout and result.stderr are kept apart
WALL = 8.0  # seconds per invocation
AS_HEADROOM = 3 << 30

SETTINGS = settings(max_examples=100, deadline=None, database=None, derandomize=True,
                    phases=(Phase.explicit, Phase.generate),
                    suppress_health_check=list(HealthCheck))


class Hang(BaseException):
    """An invocation ran past the wall limit (BaseException: click must not catch it)."""


def _vm_bytes() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmSize:"):
            return int(line.split()[1]) * 1024
    return 0


@contextlib.contextmanager
def _limits(seconds: float):
    def on_alarm(signum, frame):
        raise Hang(f"no answer within {seconds} s")

    old_handler = signal.signal(signal.SIGALRM, on_alarm)
    old_as = resource.getrlimit(resource.RLIMIT_AS)
    cap = _vm_bytes() + AS_HEADROOM
    if old_as[0] == resource.RLIM_INFINITY or old_as[0] > cap:
        resource.setrlimit(resource.RLIMIT_AS, (cap, old_as[1]))
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old_handler)
        resource.setrlimit(resource.RLIMIT_AS, old_as)


def invoke(args: list[str], files: dict[str, str | bytes] | None = None, env: dict[str, str] | None = None,
           seconds: float = WALL):
    """Run ``gamecheck ARGS`` in-process in a fresh folder holding ``files``."""
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        for name, content in (files or {}).items():
            p = Path(name)
            p.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                p.write_bytes(content)
            else:
                p.write_text(content, encoding="utf-8")
        hang = ""
        with _limits(seconds):
            try:
                return RUNNER.invoke(main, args, env=env, catch_exceptions=True)
            except Hang as exc:
                hang = str(exc)
        # outside the except block: no chained context (the frame the alarm interrupted may
        # have no line number, which pytest cannot render)
        pytest.fail(f"gamecheck {args!r}: hang ({hang})", pytrace=False)


def _completed_inconclusive(result, args: list[str]) -> bool:
    if "--json" not in args:
        return "inconclusive" in result.stdout
    try:
        rows = json.loads(result.stdout)
    except ValueError:
        return False
    return (isinstance(rows, list) and bool(rows) and all(isinstance(r, dict) and "verdict" in r for r in rows)
            and any(r["verdict"] == "inconclusive" for r in rows))


def _claim_errors(result, args: list[str]) -> int:
    """How many claims a completed check or prove reported as errors (issue 35: one bad claim
    spoils only itself; the run exits 2 at the end with one line on stderr per bad claim, and
    with ``--json`` the results carry each error in its claim's place); 0 for any other run."""
    if "--json" in args:
        try:
            data = json.loads(result.stdout)
        except ValueError:
            return 0
        rows = data.get("results") if isinstance(data, dict) else data
        if not (isinstance(rows, list) and rows and all(isinstance(r, dict) and "verdict" in r for r in rows)):
            return 0
        return sum(r["verdict"] == "error" and isinstance(r.get("error"), str) for r in rows)
    lines = [ln for ln in result.stderr.splitlines() if ln.strip() and not ln.startswith("resource limit:")]
    named = [ln for ln in lines if ln.startswith("error: ") and ("claim '" in ln or "[[claim]] table #" in ln)]
    return len(named) if named and len(named) == len(lines) else 0


def assert_sane(result, args: list[str], files: dict | None = None) -> None:
    """The robustness contract of issue 12 for one invocation."""
    what = f"gamecheck {args!r}" + (f" with {files!r}"[:600] if files else "")
    err = result.stderr
    exc = result.exception
    assert exc is None or isinstance(exc, SystemExit), f"{what}: uncaught {type(exc).__name__}: {exc}"
    assert "Traceback (most recent call last)" not in result.output, f"{what}: traceback\n{result.output[-2000:]}"
    assert "internal error (a bug in gamecheck" not in err, f"{what}: uncaught exception: {err.strip()[:400]}"
    assert "out of memory: the work does not fit" not in err, f"{what}: MemoryError before a size check"
    assert result.exit_code in (0, 1, 2, 3), f"{what}: exit {result.exit_code}; stderr {err[-400:]!r}"
    lines = [ln for ln in err.splitlines() if ln.strip()]
    if result.exit_code == 3 and _completed_inconclusive(result, args):
        # a completed check/verify whose verdict a resource limit left inconclusive: the
        # documented exit 3, the reason in the results and one line on stderr saying so
        assert len(lines) == 1 and lines[0].startswith("resource limit:"), f"{what}: {err[:600]!r}"
        return
    errors = _claim_errors(result, args) if result.exit_code == 2 else 0
    if errors:
        # a completed run in which some claims could not be checked as written: each is one line
        # on stderr naming its claim (and, with --json, an error in its place among the results)
        lines = [ln for ln in lines if not ln.startswith("resource limit:")]  # other claims' limits, said once
        assert len(lines) == errors and all(ln.startswith("error: ") for ln in lines), f"{what}: {err[:600]!r}"
        return
    if result.exit_code in (2, 3):
        assert len(lines) == 1, f"{what}: exit {result.exit_code} with {len(lines)} lines on stderr: {err[:600]!r}"
        if "--json" in args:
            try:
                obj = json.loads(result.stdout)
            except ValueError:
                raise AssertionError(f"{what}: --json error output is not JSON: {result.stdout[:300]!r}") from None
            assert isinstance(obj, dict) and "error" in obj, f"{what}: --json error without 'error': {obj!r}"


# ------------------------------------------------------------------------------------ values

HUGE = str(10 ** 30)
small_int = st.integers(0, 5).map(str)
bad_number = st.sampled_from(["-1", "1.5", "x", "", "1e309", "inf", "nan", "0x10", "\u0663", "+3", " 3", "1_0",
                              "9223372036854775808", HUGE, "-0", "3 4", "\uff13"])
number = st.one_of(small_int, small_int, bad_number)
big_size = st.sampled_from(["10000000000", "1000000", "100000", "2000"])
set_value = st.sampled_from(["1,2", "1,3,4", "1..3", "1,,2", "0", "-3", "1..1000000000", "", ",", "a", "1..",
                             "5..1", "1.5", "1..3..5", "[1,2]", "99999999999999999999", "1,1"])
param = st.sampled_from(["heaps=2", "heaps=x", "=3", "heaps=1e9", "heaps", "heaps=", "bogus=3", "heaps=-1",
                         "heaps=0", "heaps=1000000000", "m=3", "m=-4", "set=[1,2]", "k=0", "stairs=-1", "=", "heaps=1.5"])
engine = st.sampled_from(["auto", "arrays", "networkx", "bogus", ""])
ruleset = st.sampled_from(["nim", "bash", "subtraction", "wythoff", "fibonacci-nim", "staircase", "take-half",
                           "new-nim", "moore", "coins", "misere(nim)", "sum(nim, bash(m=2))", "bash(m=2)",
                           "subtraction(set=[1,2])", "sum(", "sum()", "ním", "misere(misere(nim))", "bogus", "",
                           "nim(heaps=x)", "subtraction(set=[0])", "bash(m=-1)", "moore(k=0)", "nim)(",
                           "sum(nim, misere(nim))", "\U0001f3b2", "__import__('os')",
                           "misere(" * 300 + "nim" + ")" * 300, "sum(" * 300 + "nim" + ")" * 300])
out_path = st.sampled_from(["out.x", "sub/dir/out.x", "/etc/passwd/x", "/proc/nonexistent/x", ".", "", "f/x",
                            "d"])
json_flag = st.lists(st.just("--json"), max_size=1)


def _opt(name: str, values) -> st.SearchStrategy[list[str]]:
    return st.one_of(st.just([]), values.map(lambda v: [name, v]))


def _common_files() -> dict[str, str]:
    return {"f": "a file", "d/keep": ""}


# ---------------------------------------------------------------------- commands, generated

@SETTINGS
@example(rs="nim", pos=["10000000000"], s=[], m=[], p=[], misere=[], e=[], j=["--json"])
@example(rs="nim", pos=["1000000", "1000000"], s=[], m=[], p=[], misere=[], e=[], j=[])
@example(rs="subtraction", pos=["5"], s=["--set", "1..1000000000"], m=[], p=[], misere=[], e=[], j=[])
@given(rs=ruleset, pos=st.lists(number, max_size=4), s=_opt("--set", set_value), m=_opt("-m", number),
       p=_opt("-p", param), misere=st.lists(st.just("--misere"), max_size=1), e=_opt("--engine", engine), j=json_flag)
def _solve_hostile(rs, pos, s, m, p, misere, e, j):
    args = ["solve", rs, *s, *m, *p, *misere, *e, *j, "--", *pos] if pos else ["solve", rs, *s, *m, *p, *misere, *e, *j]
    assert_sane(invoke(args), args)


@SETTINGS
@example(rs="wythoff", pos=["300", "300"], fmt=["--format", "dot"], bound=[], out=[], p=[], labels=[])
@given(rs=ruleset, pos=st.lists(number, min_size=1, max_size=3), fmt=_opt("--format", st.sampled_from(
       ["json", "dot", "graphml", "bogus"])), bound=_opt("--bound", number), out=_opt("--out", out_path),
       p=_opt("-p", param), labels=st.sampled_from([[], ["--no-labels"], ["--misere"]]))
def _graph_hostile(rs, pos, fmt, bound, out, p, labels):
    args = ["graph", rs, *fmt, *bound, *out, *p, *labels, "--", *pos]
    assert_sane(invoke(args, _common_files()), args)


@SETTINGS
@given(rs=ruleset, heaps=_opt("--heaps", number), bound=st.one_of(small_int, bad_number), s=_opt("--set", set_value),
       p=_opt("-p", param), e=_opt("--engine", engine), out=_opt("--out", out_path), j=json_flag)
def _label_hostile(rs, heaps, bound, s, p, e, out, j):
    args = ["label", rs, "--bound", bound, *heaps, *s, *p, *e, *out, *j]
    assert_sane(invoke(args, _common_files()), args)


@settings(SETTINGS, max_examples=50)
@given(rs=st.sampled_from(["octal", "subtraction", "grundy", "lasker", "take-half", "nim", "wythoff", "bash",
                           "misere(nim)", "bogus", "sum("]),
       arg=st.sampled_from([[], ["0.77"], ["0.137"], ["0.8"], ["1.23"], ["0."], ["x"], [""], ["0.f"], ["0.7777777"]]),
       n=_opt("--n", st.one_of(st.integers(0, 60).map(str), bad_number)),
       bound=_opt("--bound", st.one_of(small_int, bad_number)), heaps=_opt("--heaps", st.sampled_from(["1", "2", "0",
                                                                                                       "-1", "x"])),
       s=_opt("--set", set_value), allbut=_opt("--all-but", set_value),
       pb=st.sampled_from([["--prove-bits", "0"], ["--prove-bits", "2"], ["--prove-bits", "-1"], ["--prove-bits", "x"]]),
       pt=_opt("--prove-timeout", st.sampled_from(["1", "0", "-1", "nan", "inf", "x"])),
       mc=_opt("--max-candidates", st.sampled_from(["1", "3", "0", "-1", "x"])),
       rep=st.sampled_from([["--no-report"], ["--report-dir", "r"], ["--report-dir", "f"], ["--report-dir", "/etc/passwd/x"]]),
       check=st.sampled_from([[], ["--no-check"]]), j=json_flag)
def _explore_hostile(rs, arg, n, bound, heaps, s, allbut, pb, pt, mc, rep, check, j):
    if not n and rs in ("octal", "subtraction", "grundy", "lasker", "take-half", "bash"):
        n = ["--n", "40"]
    if not bound and rs in ("nim", "wythoff", "misere(nim)"):
        bound = ["--bound", "4"]
    args = ["explore", rs, *arg, *n, *bound, *heaps, *s, *allbut, *pb, *pt, *mc, *rep, *check, *j]
    assert_sane(invoke(args, _common_files(), seconds=15), args)


# ------------------------------------------------------------------------------ claim files

def toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if v != v:
            return "nan"
        if abs(v) == float("inf"):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{json.dumps(str(k))} = {toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(v)


TEMPLATES = {
    "p-rule": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 4, "rule": "xor(heaps) == 0"},
    "grundy": {"ruleset": "subtraction", "params": {"set": [1, 2]}, "bound": 12, "rule": "n % 3"},
    "winning-move": {"ruleset": "bash", "params": {"m": 3}, "bound": 12, "move": "(n - n % (m + 1),)",
                     "p_rule": "n % (m + 1) == 0"},
    "outcome": {"ruleset": "nim", "position": [1, 2, 3], "outcome": "P"},
    "grundy-value": {"ruleset": "nim", "position": [1, 2], "value": 3},
    "move-wins": {"ruleset": "nim", "position": [1, 2, 4], "to": [1, 2, 3]},
    "winning-moves": {"ruleset": "nim", "position": [1, 2, 4], "moves": [[1, 2, 3]]},
    "p-positions": {"ruleset": "bash", "params": {"m": 2}, "bound": 7, "positions": [[0], [3], [6]]},
    "no-move": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 4, "rule": "x1 == x2", "target": "x1 == x2"},
    "some-move": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 4, "rule": "x1 != x2", "target": "x1 == x2"},
    "label-identity": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 4, "rule": "P == (g == 0)"},
    "answer": {"ruleset": "bash", "params": {"m": 3}, "position": [5], "value": 1},
    "reachable-count": {"ruleset": "nim", "position": [2, 2], "value": 9},
    "forall": {"vars": {"n": [1, 20]}, "rule": "n * n >= n", "prove_bits": 4},
    "partition": {"bound": 20, "sequences": ["2 * n", "2 * n - 1"]},
}
FIELDS = ["id", "statement", "ruleset", "params", "bound", "kind", "rule", "move", "let", "position", "outcome",
          "value", "to", "moves", "positions", "within", "play", "expected", "where", "target", "vars", "sequences",
          "strategy", "p_rule", "prove_bits", "prove_timeout", "source", "section", "group", "notes", "colour"]
RULE_TEXTS = ["xor(heaps) == 0", "x1 ** x1 ** x1", "9 ** 9 ** 9 == 0", "1 << 10 ** 9 > 0", "__import__('os')",
              "heaps[10] == 0", "x1 // 0 == 0", "fib(-1) == 0", "fib(10 ** 9) > 0", "sum(range(10 ** 12)) > 0",
              "zeck_count(10 ** 7) > 0", "isqrt(-1) == 0", "x1 @ x2", "lambda: 1", "not", "", "'a'", "x1.real",
              "min(()) == 0", "(" * 3000 + "1" + ")" * 3000, "not " * 5000 + "True", "-" * 50000 + "1",
              "abs(-2 ** 63) > 0", "x9 == 0", "n % 3", "(n - 1,)", "replace(heaps, 5, 1)", "mex(range(10 ** 9))"]
hostile_value = st.one_of(
    st.sampled_from([5, -1, 1.5, "x", "", True, [1, -2], [], {"a": 1}, 9223372036854775807, -9223372036854775808,
                     float("inf"), float("nan"), "\u0000", "a\n", [[1, 2], [3]], [1.5], ["a"], {}, 0, "misere",
                     "normal", "holds", "maybe", {"heaps": "3"}, {"heaps": 1e3}, {"m": -4}, {"n": [1, 10 ** 18]},
                     {"n": [10, 1]}, [0, 9223372036854775807], [5], {"document": 5}]),
    st.sampled_from(RULE_TEXTS),
    st.integers(-3, 10 ** 6),
    st.text(max_size=8),
    st.lists(st.integers(-2, 6), max_size=3),
)


def _claim_text_for_examples() -> str:
    fields = {"id": "c0", "statement": "s", "kind": "p-rule", **TEMPLATES["p-rule"]}
    return "[[claim]]\n" + "".join(f"{k} = {toml_value(v)}\n" for k, v in fields.items())


@st.composite
def claim_file(draw) -> str:
    n = draw(st.integers(0, 2))
    blocks = []
    for i in range(n):
        kind = draw(st.sampled_from(sorted(TEMPLATES)))
        fields = {"id": f"c{i}", "statement": "s", "kind": kind, **TEMPLATES[kind]}
        for _ in range(draw(st.integers(0, 2))):
            f = draw(st.sampled_from(FIELDS))
            if draw(st.booleans()) and f in fields and f not in ("id", "kind"):
                del fields[f]
            else:
                fields[f] = draw(hostile_value)
        blocks.append("[[claim]]\n" + "".join(f"{k} = {toml_value(v)}\n" for k, v in fields.items()))
    text = "\n".join(blocks)
    return draw(st.sampled_from([text, text, text, text, 'claim = "x"\n', "[[claim]\n", "", "\ufeff" + text]))


@SETTINGS
@given(text=claim_file(), bound=_opt("--bound", st.one_of(small_int, bad_number)),
       chunk=st.sampled_from([[], ["--chunk", "3"], ["--chunk", "0"], ["--chunk", "-5"], ["--chunk", "x"]]),
       state=st.sampled_from([[], ["--state", "st"], ["--state", "st", "--resume"], ["--resume"], ["--state", "f"]]),
       sched=st.sampled_from([[], [], ["--scheduler", "notanaddress"], ["--scheduler", "tcp://"],
                              ["--scheduler", "tcp://host:notaport"], ["--scheduler", ""]]),
       claim=st.sampled_from([[], ["--claim", "c0"], ["--claim", "nope"]]),
       workers=st.sampled_from([[], ["--workers", "1"], ["--workers", "0"], ["--workers", "x"]]), j=json_flag)
@example(text=_claim_text_for_examples(), bound=[], chunk=["--chunk", "3"], state=[], sched=["--scheduler", "notanaddress"],
         claim=[], workers=[], j=["--json"])
@example(text=_claim_text_for_examples(), bound=[], chunk=[], state=[], sched=["--scheduler", "tcp://[::1"],
         claim=[], workers=[], j=[])
@example(text=_claim_text_for_examples(), bound=["--bound", HUGE], chunk=[], state=[], sched=[], claim=[], workers=[],
         j=["--json"])
def _check_hostile(text, bound, chunk, state, sched, claim, workers, j):
    args = ["check", "claims.toml", *bound, *chunk, *state, *sched, *claim, *workers, *j]
    assert_sane(invoke(args, {"claims.toml": text, "f": "a file"}), args, {"claims.toml": text})


@settings(SETTINGS, max_examples=50)
@given(text=claim_file(), bits=st.sampled_from([["--bits", "2"], ["--bits", "3"], ["--bits", "0"], ["--bits", "-1"],
                                                ["--bits", "999"], ["--bits", "x"], ["--bits", "1.5"]]),
       timeout=st.sampled_from([["--timeout", "2"], ["--timeout", "-1"], ["--timeout", "nan"], ["--timeout", "inf"],
                                ["--timeout", "0"], ["--timeout", "x"]]),
       smt=st.sampled_from([[], ["--smt2", "smt"], ["--smt2", "f"], ["--smt2", "/etc/passwd/x"]]),
       claim=st.sampled_from([[], ["--claim", "c0"], ["--claim", "nope"]]), j=json_flag)
def _prove_hostile(text, bits, timeout, smt, claim, j):
    args = ["prove", "claims.toml", *bits, *timeout, *smt, *claim, *j]
    assert_sane(invoke(args, {"claims.toml": text, "f": "a file"}, seconds=20), args, {"claims.toml": text})


@settings(SETTINGS, max_examples=30)
@example(sel=["--claim", "core.bash-3.planted"], rep=["--reports", "/etc/passwd/x"], e=[], j=["--json"])
@given(sel=st.sampled_from([["--claim", "core.bouton-1"], ["--claim", "core.bash-3.planted"], ["--claim", "nope"],
                            ["--claim", ""], ["--document", "999"], ["--document", ""], ["--document", "/etc/passwd"],
                            ["--document", "../x"]]),
       rep=st.sampled_from([["--no-reports"], ["--reports", "r"], ["--reports", "f"], ["--reports", "/etc/passwd/x"]]),
       e=_opt("--engine", engine), j=json_flag)
def _verify_hostile(sel, rep, e, j):
    args = ["verify", *sel, *rep, *e, *j]
    assert_sane(invoke(args, _common_files(), seconds=20), args)


@settings(SETTINGS, max_examples=30)
@given(args=st.lists(st.sampled_from(["rulesets", "--json", "--bogus", "-h", "x", "", "--version", "solve", "\u00e9"]),
                     max_size=3))
def _top_level_hostile(args):
    assert_sane(invoke(args), args)


# The properties run inside plain test functions: hypothesis's pytest plugin then keeps its
# failing-example patches (.hypothesis/patches/) out of the working tree; the falsifying
# example is still shown with the failure.

def test_solve_hostile():
    _solve_hostile()


def test_graph_hostile():
    _graph_hostile()


def test_label_hostile():
    _label_hostile()


def test_explore_hostile():
    _explore_hostile()


def test_check_hostile():
    _check_hostile()


def test_prove_hostile():
    _prove_hostile()


def test_verify_hostile():
    _verify_hostile()


def test_top_level_hostile():
    _top_level_hostile()


# ------------------------------------------------------------------- the named cases

def _claim(**fields) -> str:
    base = {"id": "h", "statement": "s", "kind": "p-rule", **TEMPLATES["p-rule"]}
    base.update(fields)
    return "[[claim]]\n" + "".join(f"{k} = {toml_value(v)}\n" for k, v in base.items())


def test_solve_huge_heap_by_enumeration_is_refused_with_exit_3():
    args = ["solve", "nim", "10000000000", "--method", "enumeration"]
    r = invoke(args, seconds=20)
    assert_sane(r, args)
    assert r.exit_code == 3, (r.exit_code, r.stderr)


def test_solve_huge_heap_by_enumeration_json_error():
    args = ["solve", "nim", "10000000000", "--json", "--method", "enumeration"]
    r = invoke(args, seconds=20)
    assert_sane(r, args)
    assert r.exit_code == 3 and "error" in json.loads(r.stdout)


def test_solve_huge_heap_is_answered_by_the_sprague_grundy_theorem():
    # one non-empty Nim heap: N, and the only winning move takes it all (by hand)
    args = ["solve", "nim", "10000000000", "--json"]
    r = invoke(args, seconds=20)
    assert_sane(r, args)
    data = json.loads(r.stdout)
    assert r.exit_code == 0 and data["outcome"] == "N" and data["method"] == "sprague-grundy"
    assert [m["position"] for m in data["winning_moves"]] == [[0]]


def test_claim_id_with_trailing_newline_is_rejected():
    args = ["check", "c.toml"]
    r = invoke(args, {"c.toml": _claim(id="a\n")})
    assert_sane(r, args)
    assert r.exit_code == 2, (r.exit_code, r.stdout, r.stderr)


def test_utf16_claims_file_is_rejected():
    args = ["check", "c.toml"]
    files = {"c.toml": _claim().encode("utf-16")}
    r = invoke(args, files)
    assert_sane(r, args)
    assert r.exit_code == 2


def test_scheduler_that_is_not_an_address_is_rejected():
    args = ["check", "c.toml", "--scheduler", "notanaddress"]
    r = invoke(args, {"c.toml": _claim()})
    assert_sane(r, args)
    assert r.exit_code == 2


@pytest.mark.parametrize("field", ['play = 5', 'bound = "x"', "bound = -1", "bound = [1, -2]",
                                   'params = { heaps = "3" }', "params = { heaps = 1e3 }", "rule = 5",
                                   'expected = "maybe"', "prove_bits = true", 'prove_timeout = "1"', "colour = 1"])
def test_wrongly_typed_field_is_rejected(field):
    name = field.split(" = ")[0]
    text = "".join(line + "\n" for line in _claim().splitlines() if not line.startswith(name + " ")) + field + "\n"
    args = ["check", "c.toml", "--json"]
    r = invoke(args, {"c.toml": text})
    assert_sane(r, args)
    assert r.exit_code == 2, (field, r.exit_code, r.stderr)


def test_bound_that_fits_i64_is_refused_not_attempted():
    args = ["check", "c.toml"]
    r = invoke(args, {"c.toml": _claim(bound=9223372036854775807)}, seconds=20)
    assert_sane(r, args)
    assert r.exit_code in (2, 3)


@pytest.mark.parametrize("args", [["prove", "c.toml", "--bits", "0"], ["prove", "c.toml", "--bits", "-1"],
                                  ["prove", "c.toml", "--timeout", "-1"], ["prove", "c.toml", "--timeout", "nan"],
                                  ["check", "c.toml", "--workers", "0"], ["check", "c.toml", "--chunk", "-5"],
                                  ["solve", "subtraction", "--set", "1,,2", "5"], ["solve", "nim", "-p", "=3", "1"],
                                  ["solve", "nim", "-p", "heaps=1e9", "1"], ["solve", "bash", "-m", "-1", "5"],
                                  ["label", "nim", "--heaps", "40", "--bound", "1000000"],
                                  ["explore", "octal", "0.77", "--n", "1000000000000", "--no-report"],
                                  ["graph", "nim", "2", "2", "--out", "/etc/passwd/x.json"],
                                  ["label", "nim", "--bound", "2", "--out", "/etc/passwd/x.npz"],
                                  ["check", "missing.toml"], ["check", "d"], ["check", "empty.toml"],
                                  ["check", "latin1.toml"], ["check", "string.toml"],
                                  ["check", "c.toml", "--state", "f", "--resume"]])
def test_named_bad_input_is_one_line(args):
    files = {"c.toml": _claim(prove_bits=3), "d/x": "", "empty.toml": "", "f": "a file",
             "latin1.toml": _claim(statement="mis\u00e8re").encode("latin-1"), "string.toml": 'claim = "x"\n'}
    r = invoke(args, files, seconds=20)
    assert_sane(r, args)
    assert r.exit_code in (2, 3), (r.exit_code, r.stderr)


@pytest.mark.parametrize("depth", [1000])
def test_deeply_nested_ruleset_is_one_line(depth):
    args = ["solve", "sum(" * depth + "nim" + ")" * depth, "1"]
    r = invoke(args)
    assert_sane(r, args)
    assert r.exit_code == 2
