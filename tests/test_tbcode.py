"""CGSuite's general take-and-break codes (issue 38, point 1): parsing, options, Grundy values.

Every value here is checked against an oracle written in this file: a brute-force Grundy
function that enumerates the splits of a heap explicitly (its own partition generator, not
gamecheck's), Grundy's game by its definition, or a published sequence (OEIS A002188 for
Grundy's game; Lasker 1931 for Lasker's Nim). The option lists of CGSuite's own test
(``TBCodeTest.scala``, lib/core of github.com/aaron-siegel/cgsuite, commit e909ab8) are the
hand-checked examples of the notation.
"""

from __future__ import annotations

from functools import lru_cache

import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st

from gamecheck.cli import main

from gamecheck.engine.sequences import grundy_sequence, grundy_sequence_naive
from gamecheck.engine.sparse import sparse_applies
from gamecheck.engine.tbvalues import CodeValues
from gamecheck.errors import UsageError
from gamecheck.games import make_ruleset
from gamecheck.games.takebreak import (
    CodeGame, DawsonsChess, DawsonsKayles, GrundysGame, Guiles, Kayles, LaskersNim, OctalGame, Officers,
    heap_game_from_json, parse_octal,
)
from gamecheck.explore.run import _certify, _say_why
from gamecheck.games.tbcode import parse_code

# -- an independent oracle ------------------------------------------------------------------------


def _all_partitions(m: int, most: int | None = None, low: int = 1):
    """Every partition of ``m`` into parts >= ``low`` (non-decreasing), at most ``most`` parts."""
    if m == 0:
        yield ()
        return
    if most == 0:
        return
    for a in range(low, m + 1):
        for rest in _all_partitions(m - a, None if most is None else most - 1, a):
            yield (a, *rest)


def _meets(parts: tuple[int, ...], mod: str) -> bool:
    if len(parts) < 2 or mod == "":
        return True
    if mod == "!":
        return len(set(parts)) == len(parts)
    if mod == "?":
        return len(set(parts)) > 1
    return len(set(parts)) == 1  # "="


def brute_grundy(rule: dict[int, dict[int, str]], more: dict[int, tuple[int, str]], n_max: int,
                 repeat_from: int | None = None) -> list[int]:
    """Grundy values of heaps ``0..n_max`` of the game whose digit for removing ``k`` counters
    allows leaving ``j`` heaps under modifier ``rule[k][j]`` (and every ``j >= c`` under ``mod``
    when ``more[k] = (c, mod)``): the mex over the nim-sums of every partition listed."""
    g: list[int] = []
    for n in range(n_max + 1):
        seen = set()
        for k in range(0, n + 1):
            counts, extra = rule.get(k, {}), more.get(k)
            m = n - k
            if k == 0 and m == 0:
                continue
            for parts in _all_partitions(m):
                j = len(parts)
                if k == 0 and j < 2:
                    continue
                mod = counts.get(j)
                if mod is None and extra is not None and j >= extra[0]:
                    mod = extra[1]
                if mod is None or not _meets(parts, mod):
                    continue
                x = 0
                for p in parts:
                    x ^= g[p]
                seen.add(x)
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


@lru_cache(maxsize=None)
def grundys_game(n: int) -> int:
    """Grundy's game by its definition: split a heap into two unequal non-empty heaps."""
    seen = {grundys_game(a) ^ grundys_game(n - a) for a in range(1, (n + 1) // 2) if a != n - a}
    v = 0
    while v in seen:
        v += 1
    return v


# OEIS A002188 (Grundy's game), n = 0..40
A002188 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1,
           2, 4, 1, 2, 4, 1]


# -- Grundy's game and the named games -------------------------------------------------------------


def test_grundys_game_is_4_bang_0():
    game = parse_octal("4!.0")
    assert isinstance(game, CodeGame) and game.code == "4!.0" and game.title.endswith("(Grundy's game)")
    values = [int(v) for v in grundy_sequence(game, 400)]
    assert values[:41] == A002188
    assert values == [grundys_game(n) for n in range(401)]
    assert values == [int(v) for v in grundy_sequence(GrundysGame(), 400)]


@pytest.mark.parametrize("named, code", [
    (Kayles, "0.77"), (DawsonsKayles, "0.07"), (DawsonsChess, "0.137"), (Officers, "0.6"), (Guiles, "0.15"),
    (GrundysGame, "4!.0"), (LaskersNim, "4.[3]"), (LaskersNim, "{2}.[{0,1}]"),
])
def test_every_named_take_and_break_game_equals_its_code(named, code):
    game = parse_octal(code)
    n = 150
    assert [int(v) for v in grundy_sequence(game, n)] == [int(v) for v in grundy_sequence(named(), n)]
    for h in range(25):  # the same options, heap by heap
        assert sorted(tuple(sorted(o)) for o in game.heap_options(h)) == \
            sorted(tuple(sorted(o)) for o in named().heap_options(h)), h


def test_lasker_values_known_form():
    # Lasker 1931 (Winning Ways ch. 4): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3
    values = grundy_sequence(parse_octal("4.[3]"), 200)
    for n in range(1, 201):
        want = {1: n, 2: n, 3: n + 1, 0: n - 1}[n % 4]
        assert int(values[n]) == want


def test_nim_is_0_repeat_3():
    assert [int(v) for v in grundy_sequence(parse_octal("0.[3]"), 100)] == list(range(101))


# -- the notation ---------------------------------------------------------------------------------

#: option lists of CGSuite's TBCodeTest.scala (code, heap) -> the heaps left, ';'-separated
CGSUITE_TRAVERSALS = {
    ("0.7", 9): "8;1,7;2,6;3,5;4,4", ("4!.0", 8): "1,7;2,6;3,5",
    ("0.3F!", 9): "8;7;1,6;2,5;3,4;1,2,4",
    ("0.3f?", 11): "10;9;1,8;2,7;3,6;4,5;1,1,7;1,2,6;1,3,5;1,4,4;2,2,5;2,3,4",
    ("0.*?3", 7): "6;1,5;2,4;1,1,4;1,2,3;1,1,1,3;1,1,2,2;1,1,1,1,2;5",
    ("0.*!3", 7): "6;1,5;2,4;1,2,3;5", ("0.[3]", 7): "6;5;4;3;2;1;-", ("0.3[1]", 7): "6;-",
    ("0.7[03]", 7): "6;1,5;2,4;3,3;4;2;-", ("0.*=", 11): "10;5,5;2,2,2,2,2;1,1,1,1,1,1,1,1,1,1",
    ("{2+}=.0", 10): "5,5;2,2,2,2,2;1,1,1,1,1,1,1,1,1,1",
    ("0.{0,1,3+}", 7): "6;1,1,4;1,2,3;2,2,2;1,1,1,3;1,1,2,2;1,1,1,1,2;1,1,1,1,1,1",
    ("0.{1,3+}", 1): "", ("0.{2,3?+}", 7): "1,5;2,4;3,3;1,1,4;1,2,3;1,1,1,3;1,1,2,2;1,1,1,1,2",
}


@pytest.mark.parametrize("code, n", sorted(CGSUITE_TRAVERSALS))
def test_options_match_cgsuites_examples(code, n):
    text = CGSUITE_TRAVERSALS[(code, n)]
    want = sorted(() if t == "-" else tuple(int(x) for x in t.split(",")) for t in text.split(";") if text)
    assert sorted(parse_code(code).iter_options(n)) == want


@pytest.mark.parametrize("text, canonical, plain", [
    ("0.{2,3}", "0.C", (0, 12)), ("0.{0,1,2}", "0.7", (0, 7)), ("0.3!", "0.3", (0, 3)), ("4.0", "4.0", (4,)),
    ("{2}.{0,1}{1,2}", "4.36", (4, 3, 6)), ("0.&12;", "0.C", (0, 12)), ("0.g", "0.G", None),
    ("0.{2+}", "0.{2+}", None), ("0.*", "0.{0+}", None), ("0.[3]", "0.[3]", None), ("0.7[0]", "0.7", (0, 7)),
    ("0.{0!,2!,3!+}", "0.{0,2,3+}!", None), ("0.{2=,3?+}", "0.{2=,3?+}", None), ("0.&40;", "0.{3,5}", None),
])
def test_canonical_text_and_plain_codes(text, canonical, plain):
    code = parse_code(text)
    assert code.text() == canonical and code.plain_digits() == plain
    game = parse_octal(text)
    if plain is None:
        assert isinstance(game, CodeGame) and game.code == canonical
    else:  # a plain code is the plain game, with every engine of today
        assert isinstance(game, OctalGame) and not isinstance(game, CodeGame) and game.digits == plain
    assert parse_code(code.text()) == code  # the canonical text reads back


@pytest.mark.parametrize("text, fragment", [
    ("0.{2,x}", "'x' (character 6)"), ("0.7#", "'#'"), ("0.G$", "'$' (character 4)"), ("4.[3", "not closed"),
    ("0.[]", "empty"), ("0.[3]7", "'7' (character 6)"), ("0.3]", "']' (character 4)"), ("04!.0", "at most one digit"),
    ("{1,2}.0", "zero or one heap"), ("1!.0", "zero or one heap"), ("0.{70}", "at most 63"),
    ("0.{2!}!", "carry their own"), ("0.{2+,3}", "',' (character 6)"), ("0.&;", "'&'"), ("0.&5", "';'"),
    ("4!0", "no point"), ("", "empty"), ("0.[[3]]", "'['"), ("0.{}", "'}'"), ("0.2 7", "' '"),
    ("0.&99999999999999999999999;", "too large"), ("0.{3,2}", "counts of a brace set increase"),
    ("0.{2,2}", "heap count 2 after 2"), ("0.{3!,2+}", "'+' follows the largest"),
])
def test_bad_codes_one_line_naming_the_character(text, fragment):
    with pytest.raises(UsageError) as err:
        parse_octal(text)
    msg = str(err.value)
    assert fragment in msg and "\n" not in msg, msg


def test_specs_claims_and_json_read_general_codes():
    for spec in ("octal:4!.0", 'octal(code="4!.0")', "hex:4!.0", "octal: 4!.0"):
        rs = make_ruleset(spec)
        assert isinstance(rs, CodeGame) and rs.code == "4!.0"
        assert make_ruleset(rs.spec()) == rs
    assert make_ruleset("sum(octal:0.{2,3}, octal:{2+}!.0)").spec() == \
        'sum(octal(code="0.C", heaps=1), octal(code="{2+}!.0", heaps=1))'
    assert make_ruleset("octal:0.[{0+}=]").code == "0.[{0+}=]"
    game = parse_octal("0.{2,3?+}")
    assert heap_game_from_json(game.to_json()) == game


def test_cli_solve_and_explore_read_general_codes():
    r = CliRunner().invoke(main, ["solve", "octal:4!.0", "20", "7"])
    assert r.exit_code == 0 and "P (the player to move loses)" in r.stdout
    r = CliRunner().invoke(main, ["explore", "octal", "4!.0", "--n", "200", "--no-report", "--no-check"])
    assert r.exit_code == 0 and "Grundy's game" in r.stdout and "modifier '!'" in r.stdout
    r = CliRunner().invoke(main, ["explore", "octal", "0.{2,x}", "--no-report"])
    assert r.exit_code == 2
    assert "'x' (character 6)" in r.stderr and len(r.stderr.strip().splitlines()) == 1


# -- the engines where their theorems hold, and where not ------------------------------------------


def test_sparse_space_applies_to_unequal_two_heap_codes_only():
    assert sparse_applies(parse_octal("4!.0")) is not None
    assert sparse_applies(parse_octal("0.7?")) is not None  # two heaps not all equal: unequal
    for code in ("0.4!4!7", "4=.0", "8!.0", "{2+}!.0", "0.[7!]"):
        assert sparse_applies(parse_octal(code)) is None, code
    for code in ("0.7!", "0.4!3!", "4!.1!5?"):
        info: dict = {}
        fast = [int(v) for v in grundy_sequence(parse_octal(code), 300, info=info)]
        assert info["method"] == "sparse-space", code
        cv, direct = CodeValues(parse_code(code)), []  # the dynamic program over parts
        for n in range(301):
            direct.append(cv.mex(direct, n))
        assert fast == direct, code
        assert fast[:31] == brute_grundy(*_rule_of(parse_code(code)), 30), code


def test_guy_smith_is_not_claimed_for_general_codes():
    game = parse_octal("4!.0")
    assert game.periodicity_theorem is None
    per = _say_why(game, _certify(game, grundy_sequence(game, 300)))
    assert not per.certified and "modifier '!'" in per.certificate
    assert "any number of heaps" in parse_octal("{2+}.0").periodicity_reason
    assert "remove any number" in parse_octal("0.[3]").periodicity_reason



def test_guy_smith_certifies_bounded_codes_without_modifiers():
    # 0.2G: take 1 leaving one heap, or take 2 leaving four heaps -- no modifier, no repeat, at most
    # four heaps: the theorem's hypotheses hold (with r = 4), and a period is certified
    game = parse_octal("0.2G")
    assert game.periodicity_theorem == "octal" and game.periodicity_reason is None
    values = grundy_sequence(game, 300)
    assert [int(v) for v in values[:41]] == brute_grundy(*_rule_of(parse_code("0.2G")), 40)
    per = _certify(game, values)
    assert per.certified and (per.period, per.preperiod) == (2, 1) and "r = 4" in per.certificate
    # a bad value is caught by the certificate's own recomputation, not trusted
    bad = values.copy()
    bad[5] = 7
    with pytest.raises(UsageError):
        _certify(game, bad)
    for code in ("4!.0", "{2+}.0", "0.[3]", "0.2G!"):
        assert parse_octal(code).periodicity_theorem is None, code


# -- random small codes against the brute force -----------------------------------------------------


def _rule_of(code):
    """The code as the brute force's tables (``rule``, ``more``), up to the repeat's reach."""
    rule, more = {}, {}
    for k in range(0, 40):
        d = code.digit(k)
        rule[k] = {j: m for j, m in d.counts}
        if d.more is not None:
            more[k] = d.more
    return rule, more


_count = st.integers(0, 5)
_mod = st.sampled_from(["", "!", "?", "="])


@st.composite
def _digit(draw, before=False):
    kind = draw(st.sampled_from(["value", "brace", "more", "own"]))
    mod = draw(_mod)
    if kind == "value":
        v = draw(st.integers(0, 35))
        if before:
            v &= ~3
        return "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v] + (mod if v else "")
    counts = sorted(set(draw(st.lists(_count, min_size=1, max_size=3))))
    if before:
        counts = [c for c in counts if c >= 2] or [2]
    if kind == "more":
        return "{" + ",".join(str(c) for c in counts[:-1]) + ("," if len(counts) > 1 else "") + f"{counts[-1]}+}}" + mod
    if kind == "own":  # a modifier on each count, the last maybe with '+'
        items = [f"{c}{draw(_mod)}" for c in counts]
        return "{" + ",".join(items) + ("+" if draw(st.booleans()) else "") + "}"
    return "{" + ",".join(map(str, counts)) + "}" + mod


@st.composite
def _codes(draw):
    before = draw(_digit(before=True))
    after = "".join(draw(st.lists(_digit(), min_size=0, max_size=3)))
    tail = "[" + "".join(draw(st.lists(_digit(), min_size=1, max_size=2))) + "]" if draw(st.booleans()) else ""
    return f"{before}.{after}{tail}"


@settings(max_examples=60, deadline=None)
@given(text=_codes())
def test_random_codes_against_brute_force(text):
    code = parse_code(text)
    n = 16
    want = brute_grundy(*_rule_of(code), n)
    game = parse_octal(text)
    assert [int(v) for v in grundy_sequence(game, n)] == want, text
    assert grundy_sequence_naive(game, n) == want, text  # the options listed one by one
    cv = CodeValues(code)
    g: list[int] = []
    for m in range(n + 1):
        g.append(cv.mex(g, m))
    assert g == want
    assert parse_code(code.text()) == code


@settings(max_examples=40, deadline=None)
@given(text=_codes(), n=st.integers(0, 14))
def test_option_count_bound_and_has_move(text, n):
    game = parse_octal(text)
    options = game.heap_options(n)
    assert len(options) <= game.heap_option_bound(n)
    assert game.heap_has_move(n) == bool(options)
    for opt in options:
        assert all(p >= 1 for p in opt) and sum(opt) <= n and list(opt) == sorted(opt)


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="0123456789ABFGZaz.{}[],+!?=*&; #-", max_size=14))
def test_any_text_parses_or_fails_in_one_line(text):
    try:
        game = parse_octal(text)
    except UsageError as err:
        assert "\n" not in str(err) and str(err).startswith("octal code")
        return
    assert parse_octal(game.code) == game  # the canonical code reads back to the same game
    assert game.heap_options(6) == parse_octal(game.code).heap_options(6)


def test_most_heaps_exact_for_few_options_and_never_lists_millions():
    code, named = parse_octal("4!.0"), GrundysGame()
    assert [code.most_heaps(n) for n in range(80)] == [named.most_heaps(n) for n in range(80)]
    many = parse_octal("{2+}.0")  # 190,569,291 options at a heap of 100: the bound n, at once
    assert many.most_heaps(100) == 100 and many.most_heaps(8) == 8
    most = [0]  # 8!.0 by brute force: split into three pairwise unequal heaps, the best split each time
    for n in range(1, 25):
        splits = [p for p in _all_partitions(n, 3) if len(p) == 3 and len(set(p)) == 3]
        most.append(max([1] + [sum(most[a] for a in p) for p in splits]))
    assert [parse_octal("8!.0").most_heaps(n) for n in range(25)] == most


def test_a_rebuild_of_the_tables_honours_the_deadline():
    """The tables are rebuilt at twice their capacity by adding every part again (seconds to
    minutes for a long sequence); the deadline is checked inside, the parts added are kept, and
    going on afterwards gives the values a run without a deadline gives (computed here first)."""
    from gamecheck.domain import Deadline
    from gamecheck.errors import ResourceLimitError

    code = parse_code("{2+}.0")
    ref = CodeValues(code)
    want: list[int] = []
    for n in range(300):
        want.append(ref.mex(want, n))
    cv, got = CodeValues(code), []
    for n in range(130):
        got.append(cv.mex(got, n))
    cv.deadline = Deadline(0.0, source="a test")  # already passed: the next rebuild stops at its first check
    with pytest.raises(ResourceLimitError) as info:
        for n in range(130, 300):
            got.append(cv.mex(got, n))
    assert "a test" in str(info.value) and "parts" in str(info.value) and "\n" not in str(info.value)
    cv.deadline = None
    for n in range(len(got), 300):
        got.append(cv.mex(got, n))
    assert got == want


def test_the_engine_hands_its_deadline_to_the_tables():
    from gamecheck.domain import Deadline
    from gamecheck.errors import ResourceLimitError

    game = make_ruleset("octal", {"code": "{2+}.0"}).heap_game()
    with pytest.raises(ResourceLimitError):
        grundy_sequence(game, 20_000, deadline=Deadline(0.0, source="a test"))
