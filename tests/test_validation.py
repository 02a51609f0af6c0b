"""Hostile input to claims, the rule language and rulesets: every problem is a one-line
GamecheckError naming the value (issue 12), never another exception, never a hang."""

from __future__ import annotations

import dataclasses
import itertools
import math
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.lang import expr as E
from gamecheck.claims import MAX_BOUND, Claim, claim_from_dict, load_claims
from gamecheck.errors import GamecheckError, ResourceLimitError, RuleError, UsageError
from gamecheck.games import make_ruleset, parse_param_options, parse_subtraction_set
from gamecheck.games.base import MAX_TRANSLATIONS, Ruleset
from gamecheck.position import MAX_PARTS, format_position

BASE = {
    "id": "x", "statement": "s", "ruleset": "nim", "params": {"heaps": 2}, "bound": 5,
    "kind": "p-rule", "rule": "xor(heaps) == 0",
}


def one_line(exc: BaseException) -> str:
    msg = str(exc)
    assert msg and msg.isprintable() and len(msg.splitlines()) == 1, repr(msg)
    return msg


def usage(fn, *args, **kwargs) -> str:
    with pytest.raises(UsageError) as info:
        fn(*args, **kwargs)
    assert not isinstance(info.value, ResourceLimitError)
    return one_line(info.value)


# -- claims: field types -------------------------------------------------------------------------

@pytest.mark.parametrize("changes, needle", [
    ({"play": 5}, "field 'play' = 5 is not allowed; allowed: \"normal\", \"misere\""),
    ({"play": "MISERE"}, '"MISERE"'),
    ({"bound": "x"}, "field 'bound' = \"x\""),
    ({"bound": True}, "field 'bound' = true"),
    ({"bound": -1}, "field 'bound' = -1"),
    ({"bound": 1.5}, "= 1.5"),
    ({"bound": 2**31}, f"up to {MAX_BOUND:,}"),
    ({"bound": 10**40}, "10000000000000000000000000000000000000000"),
    ({"bound": []}, "field 'bound' = []"),
    ({"bound": [1] * (MAX_PARTS + 1)}, f"1 to {MAX_PARTS}"),
    ({"bound": [1, "2"]}, "field 'bound'"),
    ({"params": 5}, "field 'params' = 5"),
    ({"params": {"heaps": 1.5}}, "params.heaps' = 1.5"),
    ({"params": {"heaps": True}}, "params.heaps' = true"),
    ({"params": {"set": [1, True]}}, "params.set' = [1, true]"),
    ({"params": {"heaps": {"a": 1}}}, "params.heaps"),
    ({"statement": 5}, "field 'statement' is missing or not text (got 5)"),
    ({"statement": "  "}, "field 'statement' is missing"),
    ({"ruleset": ["nim"]}, "field 'ruleset'"),
    ({"source": 5}, "field 'source' = 5"),
    ({"source": {"document": 3}}, "field 'source.document' = 3"),
    ({"source": {"document": "d", "page": 1}}, "unknown key \"page\""),
    ({"section": 7}, "field 'section' = 7"),
    ({"group": 5}, "field 'group' = 5"),
    ({"group": "a\nb"}, "one line"),
    ({"notes": ["x"]}, "field 'notes'"),
    ({"expected": 5}, "expected 5 is not allowed"),
    ({"expected": "maybe"}, "expected \"maybe\""),
    ({"kind": 5}, "kind 5 is not allowed"),
    ({"kind": "prule"}, "kind 'prule' is not allowed"),
    ({"rule": 5}, "field 'rule' must be an expression in quotes; got 5"),
    ({"let": {"1a": "1"}}, "let name \"1a\""),
    ({"let": {"for": "1"}}, "let name \"for\""),
    ({"let": {"sum": "1"}}, "let name 'sum' is not allowed: it is a function"),
    ({"let": {"heaps": "1"}}, "let name 'heaps'"),
    ({"let": {"x2": "1"}}, "let name 'x2'"),
    ({"let": {"a": 5}}, "field 'let'"),
    ({"prove_bits": True}, "prove_bits true is not allowed"),
    ({"prove_bits": 0}, "prove_bits 0"),
    ({"prove_timeout": math.nan}, "prove_timeout NaN"),
    ({"prove_timeout": math.inf}, "prove_timeout Infinity"),
    ({"prove_timeout": True}, "prove_timeout true"),
    ({"position": [1.5]}, "field 'position' = [1.5]"),
    ({"value": "3"}, "field 'value' = \"3\""),
    ({"kind": "outcome", "position": [], "outcome": "P"}, "field 'position' = []"),
    ({"kind": "outcome", "position": [-1], "outcome": "P"}, "field 'position' = [-1]"),
    ({"kind": "outcome", "position": [1], "outcome": 5}, "field 'outcome' = 5"),
    ({"kind": "move-wins", "position": [1], "to": "x"}, "field 'to' = \"x\""),
    ({"kind": "winning-moves", "position": [1], "moves": [[1.5]]}, "field 'moves' = [1.5]"),
    ({"kind": "grundy-value", "position": [1], "value": True}, "field 'value' = true"),
    ({"kind": "forall", "vars": {"n": [True, 5]}}, "vars.n = [true, 5]"),
    ({"kind": "forall", "vars": {"n": [5, 1]}}, "vars.n = [5, 1]"),
    ({"kind": "forall", "vars": {"min": [1, 5]}}, "vars name 'min'"),
    ({"kind": "partition", "sequences": [1, 2], "bound": 10}, "sequences"),
    ({"kind": "partition", "sequences": "n", "bound": 10}, "got \"n\""),
    ({"kind": "grundy", "play": "misere"}, "normal-play"),
    ({"colour": 1}, "unknown field \"colour\""),
])
def test_bad_claim_fields_are_one_line_usage_errors(changes, needle):
    msg = usage(claim_from_dict, dict(BASE, **changes), "f.toml")
    assert needle in msg
    assert msg.startswith("f.toml: ")


@pytest.mark.parametrize("cid", ["a\n", "", "-a", "a b", "a/b", 5, None, "a" * 129, "é"])
def test_claim_id_must_match_the_whole_pattern(cid):
    msg = usage(claim_from_dict, dict(BASE, id=cid))
    assert "claim id" in msg


def test_huge_vars_ranges_are_kept_for_the_checker():
    c = claim_from_dict(dict(id="x", statement="s", kind="forall", vars={"n": [1, 10**30]}, rule="n >= 1"))
    assert c.vars == {"n": [1, 10**30]}


def test_each_kind_is_its_own_record_that_names_the_fields_it_reads():
    from gamecheck.claims import OutcomeClaim, PRuleClaim, WinningMoveClaim

    c = Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=5, rule="xor(heaps) == 0",
              strategy="(x1 ^ xor(heaps), x2)")
    assert type(c) is PRuleClaim and isinstance(c, Claim)
    assert type(Claim(kind="outcome", ruleset="nim", position=[1, 2], outcome="N")) is OutcomeClaim
    # a field the kind does not read is an error, from Python and from a claims file alike
    msg = usage(Claim, kind="outcome", ruleset="nim", position=[1, 2], outcome="N", rule="x1 == x2")
    assert "kind 'outcome' does not read field 'rule'" in msg and "outcome, position" in msg
    msg = usage(claim_from_dict, dict(BASE, where="x1 > 0", kind="grundy-value", position=[1, 2], value=3,
                                      rule=None))
    assert "does not read field" in msg
    # what each kind needs is named
    assert "needs 'outcome'" in usage(Claim(kind="outcome", ruleset="nim", position=[1, 2]).validate)
    assert "needs a 'target'" in usage(Claim(kind="no-move", ruleset="nim", rule="x1 == 0").validate)
    # a p-rule's strategy read as the winning-move claim it implies keeps the scope, drops the rule
    w = c.as_kind("winning-move", move=c.strategy)
    assert type(w) is WinningMoveClaim and w.move == c.strategy and w.rule is None and w.bound == c.bound == 5


def test_a_claim_built_in_python_is_typed_and_can_be_completed():
    c = Claim(id="a", statement="s", document="d", section="", ruleset="nim", kind="p-rule")
    assert c.expected == "holds" and c.params == {} and c.bound is None
    c.rule, c.params, c.bound = "xor(heaps) == 0", {"heaps": 2}, (3, 3)
    assert c.validate() is c and c.bound == [3, 3]
    assert dataclasses.replace(c, play="misere").play == "misere"
    assert "needs a 'rule'" in usage(Claim(id="b", statement="s", document="", section="", ruleset="nim",
                                           kind="p-rule").validate)
    assert "field 'play' = 5" in usage(Claim, id="a", statement="s", document="d", section="", ruleset="nim",
                                       kind="p-rule", play=5)
    assert "field 'bound' = -2" in usage(Claim, id="a", statement="s", document="d", section="", ruleset="nim",
                                         kind="p-rule", bound=-2)
    assert "claim id \"a\\n\"" in usage(Claim, id="a\n", statement="s", document="d", section="", ruleset="nim",
                                        kind="p-rule")
    assert "field 'let'" in usage(Claim, id="a", statement="s", document="", section="", ruleset="nim",
                                  kind="p-rule", let=["x"])
    with pytest.raises(UsageError, match="field 'prove_timeout'|prove_timeout"):
        dataclasses.replace(c, prove_timeout=-1.0)


# -- claims files --------------------------------------------------------------------------------

GOOD = ('[[claim]]\nid = "x"\nstatement = "caf\u00e9"\nruleset = "nim"\nparams = { heaps = 2 }\nbound = 5\n'
        'kind = "p-rule"\nrule = "xor(heaps) == 0"\n')


def write(tmp_path, data: bytes, name: str = "c.toml"):
    p = tmp_path / name
    p.write_bytes(data)
    return p


@pytest.mark.parametrize("data, needle", [
    (b"", "is empty"),
    (b"  \n\t\n", "is empty"),
    (GOOD.encode("utf-16"), "the file is UTF-16; save it as UTF-8"),
    (GOOD.encode("utf-16-le"), "the file is UTF-16; save it as UTF-8"),
    (GOOD.encode("utf-16-be"), "the file is UTF-16; save it as UTF-8"),
    (GOOD.encode("utf-32"), "UTF-32; save it as UTF-8"),
    (GOOD.encode("latin-1"), f"not UTF-8: byte 0xe9 at offset {GOOD.index(chr(0xE9))}"),
    (GOOD.encode() + b"\x00\x01", "NUL byte at offset"),
    (b"[claim]\nid = 1\n", "'claim' is a single table"),
    (b"claim = 5\n", "'claim' = 5"),
    (b"claim = [1, 2]\n", "every [[claim]] must be a table"),
    (b"[[claims]]\nid = 1\n", "no [[claim]] tables found (found: claims)"),
    (b"document = 5\n" + GOOD.encode(), "'document' = 5"),
    (b"[document]\nfile = 5\n" + GOOD.encode(), "[document] file = 5"),
    (b"[[claim]\nid=", "not valid TOML"),
    (b'a = """\nx\ny', "not valid TOML"),
    (b"a = " + b"[" * 30000 + b"]" * 30000 + b"\n", "nested too deeply"),
    (b"a = 1" + b"0" * 5000 + b"\n", "a number is too long"),
    (GOOD.encode() + GOOD.encode(), "claim id 'x' appears twice"),
])
def test_claims_file_problems_are_one_line(tmp_path, data, needle):
    assert needle in usage(load_claims, write(tmp_path, data))


def test_claims_file_problems_of_the_path(tmp_path):
    assert "No such file" in usage(load_claims, tmp_path / "missing.toml")
    assert "it is a folder" in usage(load_claims, tmp_path)
    assert "\\x0a" in usage(load_claims, tmp_path / "a\nb.toml")
    assert "cannot read" in usage(load_claims, "a\x00b.toml")


def test_utf8_with_a_byte_order_mark_is_read(tmp_path):
    [c] = load_claims(write(tmp_path, b"\xef\xbb\xbf" + GOOD.encode()))
    assert c.statement == "caf\u00e9"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=400))
def test_random_bytes_as_a_claims_file_give_a_usage_error(tmp_path, data):
    p = write(tmp_path, data, "random.toml")
    try:
        claims = load_claims(p)
    except UsageError as exc:
        one_line(exc)
    else:  # (practically never: random bytes that happen to be a valid claims file)
        assert all(isinstance(c, Claim) for c in claims)


toml_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=True)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None)
@given(field=st.sampled_from(sorted(["id", "statement", "source", "ruleset", "params", "bound", "kind", "rule", "move",
                                     "let", "position", "outcome", "value", "to", "moves", "positions", "within",
                                     "play", "expected", "notes", "section", "where", "target", "vars", "sequences",
                                     "group", "strategy", "p_rule", "prove_bits", "prove_timeout"])),
       value=toml_values, kind=st.sampled_from(["p-rule", "outcome", "forall", "partition", "winning-moves"]))
def test_any_field_value_gives_a_claim_or_a_usage_error(field, value, kind):
    data = dict(BASE, kind=kind, position=[1, 2], outcome="P", vars={"n": [1, 3]}, sequences=["n"], moves=[])
    data[field] = value
    try:
        c = claim_from_dict(data)
    except UsageError as exc:
        one_line(exc)
    else:
        assert isinstance(c, Claim)


# -- the rule language -----------------------------------------------------------------------------

def rule_error(source: str, env=None, vector: bool = False) -> str:
    env = env if env is not None else {"x1": 3, "x2": 4, "heaps": (3, 4), "k": 2}
    t0 = time.perf_counter()
    with pytest.raises(RuleError) as info:
        e = E.parse(source)
        if vector:
            venv = {k: (np.array([v, v + 1]) if isinstance(v, int) else
                        tuple(np.array([h, h]) for h in v) if isinstance(v, tuple) else v) for k, v in env.items()}
            e.evaluate_array(venv, 2)
        else:
            e.evaluate(env)
    assert time.perf_counter() - t0 < 5
    return one_line(info.value)


@pytest.mark.parametrize("source, needle", [
    ("(" * 5000 + "1" + ")" * 5000, "rule too long"),
    ("(" * 500 + "1" + ")" * 500, "too deeply nested (more than 100 levels of brackets)"),
    ("not " * 10000 + "1", "rule too long"),
    ("not " * 400 + "1", "too deeply nested (more than 100 levels"),
    ("-" * 1500 + "1", "too deeply nested"),
    ("sum(" * 300 + "1" + ")" * 300, "too deeply nested"),
    ("1" + "+1" * 900, "too deeply nested"),
])
def test_deep_nesting_is_refused(source, needle):
    assert needle in rule_error(source)


@pytest.mark.parametrize("vector", [False, True])
@pytest.mark.parametrize("source, needle", [
    ("2 ** 10**9", "exponent larger than 4096"),
    ("x1 ** x1 ** x1 ** x1", "exponent larger than 4096"),
    ("1 << 10**9", f"more than {E.MAX_BITS} bits"),
    ("(1 << 8000) * (1 << 8000)", f"more than {E.MAX_BITS} bits"),
    ("(1 << 8190) + (1 << 8190) + (1 << 8191)", f"more than {E.MAX_BITS} bits"),
    ("-(1 << 8191) - (1 << 8191) - (1 << 8191)", f"more than {E.MAX_BITS} bits"),
    ("sum(1 << 8191 for i in range(8))", f"more than {E.MAX_BITS} bits"),
    ("10**9 * (1,)", "wrong type"),
    ("(1,) * 10**9", "wrong type"),
    ("len(range(10**12))", "too many iterations"),
    ("[i for i in range(10**12)]", "too many iterations"),
    ("heaps + 1", "wrong type of value in 'heaps + 1'"),
    ("len(5)", "len needs a sequence, got 5"),
    ("(1,2) < 3", "wrong type"),
    ("min()", "function 'min' takes at least 1"),
    ("min(h for h in heaps if h > 9)", "min of an empty sequence"),
    ("fib(-1)", "fib needs a non-negative integer, got -1"),
    ("fib(10**9)", f"fib argument larger than {E.MAX_FIB}"),
    ("isqrt(-1)", "isqrt needs a non-negative integer"),
    ("bit(x1, -1)", "bit needs a non-negative bit index"),
    ("zeckendorf(-3)", "zeckendorf needs a non-negative integer"),
    ("zeckendorf(10**40)", "zeckendorf argument larger than 10**30"),
    ("mex(range(10**7))", "too many iterations"),
    ("mex(5)", "mex needs a sequence"),
    ("xor(heaps, 1)", "xor needs integers or one sequence"),
    ("x1 // 0", "division by zero"),
    ("range(10**12)", "range(...) may only be used as an iterable"),
])
def test_absurd_or_ill_typed_rules_are_refused(source, needle, vector):
    assert needle in rule_error(source, vector=vector)


def test_values_stay_printable():
    """Every value a rule can compute has at most MAX_BITS (+ a few) bits, so it can be
    converted to text (Python refuses more than 4,300 digits)."""
    big = E.parse("fib(10000) * (1 << 1000)").evaluate({})
    assert len(str(big)) < 4300
    assert E.parse("(1 << 8190) + (1 << 8190) - 1").evaluate({}).bit_length() == 8191


def test_error_messages_escape_control_characters():
    for text in ("x1\x00", "\ufeffx1", "x\u2028 + 1", "\ud800"):
        msg = rule_error(text)
        assert msg.isprintable() and msg.encode("utf-8")


def test_zeck_count_is_fast_and_exhaustive():
    def brute(n):
        fibs = E._fib_values_upto(n)
        return sum(1 for r in range(len(fibs) + 1) for comb in itertools.combinations(range(len(fibs)), r)
                   if all(b - a > 1 for a, b in zip(comb, comb[1:])) and sum(fibs[i] for i in comb) == n)

    assert [E._f_zeck_count(n) for n in range(200)] == [brute(n) for n in range(200)]
    t0 = time.perf_counter()
    assert E.parse("zeck_count(n)").evaluate({"n": 10**6}) == 1
    assert time.perf_counter() - t0 < 1


def _rule_texts():
    leaf = st.sampled_from(["x1", "x2", "heaps", "k", "0", "1", "-1", "True", "10**30", "4096", "(1, 2)", "()",
                            "range(3)", "range(10**9)"])
    unary = st.sampled_from(["-{}", "~{}", "not {}", "({})", "abs({})", "len({})", "fib({})", "isqrt({})",
                             "popcount({})", "mex({})", "min({})", "sum({})", "xor({})", "bitlen({})",
                             "zeckendorf({})", "[h for h in {}]", "any({})", "({},)"])
    binary = st.sampled_from(["{} + {}", "{} * {}", "{} ** {}", "{} << {}", "{} >> {}", "{} // {}", "{} % {}",
                              "{} < {}", "{} in {}", "{} and {}", "{} if {} else 0", "bit({}, {})",
                              "max({}, {})", "replace(heaps, {}, {})", "{}[{}]", "floor({}, {})"])

    def extend(inner):
        return st.one_of(st.tuples(unary, inner).map(lambda t: t[0].format(t[1])),
                         st.tuples(binary, inner, inner).map(lambda t: t[0].format(t[1], t[2])))

    return st.recursive(leaf, extend, max_leaves=12)


@settings(max_examples=400, deadline=None)
@given(source=_rule_texts())
def test_random_rules_give_a_value_or_a_rule_error(source):
    env = {"x1": 3, "x2": 0, "heaps": (3, 0), "k": 2}
    venv = {"x1": np.array([3, 5]), "x2": np.array([0, 7]), "heaps": (np.array([3, 5]), np.array([0, 7])), "k": 2}
    try:
        e = E.parse(source)
    except RuleError as exc:
        one_line(exc)
        return
    for run in (lambda: e.evaluate(env), lambda: e.evaluate_array(venv, 2)):
        try:
            v = run()
        except RuleError as exc:
            one_line(exc)
        else:
            str(v)  # printable: no integer beyond Python's digit limit


# -- rulesets ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("spec, params, needle", [
    ("nim", {"heaps": "x"}, "heaps='x'"),
    ("nim", {"heaps": 0}, "heaps=0"),
    ("nim", {"heaps": -1}, "heaps=-1"),
    ("nim", {"heaps": 10**6}, f"heaps=1000000 is not allowed; give a positive integer (at most {MAX_PARTS})"),
    ("nim", {"heaps": 1.5}, "heaps=1.5"),
    ("nim", {"heaps": True}, "heaps=True"),
    ("nim", {"heaps": [3]}, "heaps=[3]"),
    ("bash", {"m": -1}, "m=-1"),
    ("bash", {"m": 0}, "m=0"),
    ("bash", {"m": 10**9}, "m=1000000000 is not allowed; give a positive integer (at most 10,000)"),
    ("subtraction", {"set": "1,,2"}, "'1,,2' has an empty element"),
    ("subtraction", {"set": "0"}, "element '0'"),
    ("subtraction", {"set": "-3"}, "element '-3'"),
    ("subtraction", {"set": "1..1000000000"}, "1,000,000,000 elements; at most 10,000"),
    ("subtraction", {"set": "1..10**9"}, "not a range like 1..4"),
    ("subtraction", {"set": "[]"}, "is empty"),
    ("subtraction", {"set": [1.5]}, "element '1.5' is not an integer"),
    ("subtraction", {"set": 2.5}, "subtraction set 2.5"),
    ("subtraction", {"set": [10**30]}, "up to 10**18"),
    ("subtraction", {"set": "1" * 5000}, "is not an integer"),
    ("staircase", {"stairs": "x"}, "stairs='x'"),
    ("coins", {"coins": 65}, "coins=65"),
    ("new-nim", {"heaps": 64}, "heaps=64"),
    ("moore", {"k": 0}, "k=0"),
    ("nim", {"colour": 3}, "no parameter 'colour'"),
    ("nim", {1: 3}, "parameter name 1"),
    ("sum(" * 600 + "nim" + ")" * 600, {}, "nested more than 20"),
    ("nim(" + " " * 5000 + ")", {}, "longer than 5000"),
    ("sum(" * 30 + "nim" + ")" * 30, {}, "nested more than 20 levels"),
    ("sum()", {}, "needs at least one component"),
    ("sum(", {}, "does not parse"),
    ("misere(misere(nim))", {}, "cannot be nested"),
    ("sum(" + ",".join(["nim"] * 65) + ")", {}, "65 parts; at most 64"),
    ("bash(m=1, m=2)", {}, "parameter 'm' is given twice"),
    ("bash(m=-'x')", {}, "is not allowed; use integers"),
    ("nim(heaps=1.5)", {}, "value '1.5'"),
    ("nim\n(", {}, "'nim\\x0a(' does not parse"),
    ("\u202enim", {}, "\\u202enim"),
    (5, {}, "ruleset spec 5"),
])
def test_bad_ruleset_specs_are_one_line_usage_errors(spec, params, needle):
    assert needle in usage(make_ruleset, spec, params)


def test_ruleset_names_are_normalised():
    assert make_ruleset("\uff4e\uff49\uff4d").spec() == "nim"  # full-width letters read as NFKC by ast
    assert make_ruleset(" subtraction(set=' 1 .. 4 ') ").spec() == "subtraction(set=[1,2,3,4])"


@pytest.mark.parametrize("item", ["heaps", "=3", "a b=1"])
def test_bad_param_options(item):
    assert "key=value" in usage(parse_param_options, [item])


def test_long_param_values_stay_text():
    assert parse_param_options(["heaps=" + "1" * 5000])["heaps"] == "1" * 5000


@settings(max_examples=300, deadline=None)
@given(st.recursive(
    st.sampled_from(["nim", "bash(m=2)", "subtraction(set=[1,3])", "wythoff", "misere(nim)", "coins", "staircase",
                     "moore(k=2)", "sum()", "take-half", "x", "nim(heaps=0)", "bash", ""]),
    lambda inner: st.one_of(
        st.lists(inner, min_size=0, max_size=4).map(lambda xs: "sum(" + ", ".join(xs) + ")"),
        inner.map(lambda x: f"misere({x})")),
    max_leaves=10))
def test_random_nested_specs_give_a_ruleset_or_a_usage_error(spec):
    try:
        rs = make_ruleset(spec)
    except UsageError as exc:
        one_line(exc)
    else:
        assert isinstance(rs, Ruleset) and (rs.arity is None or rs.arity <= MAX_PARTS)


@pytest.mark.parametrize("spec, bounds", [
    ("nim(heaps=1)", [MAX_TRANSLATIONS + 1]),
    ("moore(k=2, heaps=2)", [1000, 1000]),
    ("wythoff", [400_000, 400_000]),
    ("sum(nim, nim)", [600_000, 600_000]),
])
def test_too_many_move_vectors_are_a_resource_limit(spec, bounds):
    with pytest.raises(ResourceLimitError) as info:
        make_ruleset(spec).translations(bounds)
    assert f"{MAX_TRANSLATIONS:,} allowed" in one_line(info.value)


@pytest.mark.parametrize("position, needle", [
    ((-1,), "part -1"), ((1, 1.5), "part 1.5"), ((1, True), "part True"), ((), "is empty"),
    ((1,) * (MAX_PARTS + 1), f"at most {MAX_PARTS}"), (5, "is not allowed"), (("3",), "part '3'"),
])
def test_bad_positions(position, needle):
    assert needle in usage(make_ruleset("nim").validate, position)


def test_huge_positions_are_accepted_and_printable():
    rs = make_ruleset("nim")
    assert rs.validate((10**30, 0)) == (10**30, 0)
    assert "bit integer" in format_position((10**5000,))
    assert f"{MAX_PARTS + 1} parts is not allowed; a position has 1 to {MAX_PARTS} parts" in usage(rs.with_arity,
                                                                                                   MAX_PARTS + 1)
    assert "0 parts is not allowed" in usage(rs.with_arity, 0)
    for rs in (make_ruleset("wythoff"), make_ruleset("fibonacci-nim"), make_ruleset("new-nim")):
        usage(rs.validate, (1,) * 70)
    with pytest.raises(UsageError):
        make_ruleset("nim(heaps=2)").translations([1.5, 2])


def test_subtraction_set_parsing_accepts_the_documented_forms():
    assert parse_subtraction_set("1,3,6") == (1, 3, 6)
    assert parse_subtraction_set([6, 1, 3, 3]) == (1, 3, 6)
    assert parse_subtraction_set("{1..4}") == (1, 2, 3, 4)
    assert parse_subtraction_set(5) == (5,)
