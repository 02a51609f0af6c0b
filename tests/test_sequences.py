"""Tests of gamecheck.engine.sequences: the numba Grundy-sequence engine against the
pure-Python oracle, the project's exhaustive labels, published values and formulas."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamecheck.flags import to_cli
from gamecheck.domain import BoxDomain
from gamecheck.errors import ResourceLimitError, UsageError
from gamecheck.engine.label import label_domain
from gamecheck.engine.sequences import (
    SequenceTooLarge,
    grundy_sequence,
    grundy_sequence_naive,
    grundy_sequence_until,
    options_values,
    warm_up,
)
from gamecheck.games import AllBut, GrundysGame, HeapRules, LaskersNim, OctalGame, PredicateSubtraction, SubtractionGame, TakeHalf
from gamecheck.games.subtraction import predicate_takes
from gamecheck.games.takebreak import NAMED_OCTAL, heap_game, heap_game_from_json, is_heap_game, parse_octal

# Published prefixes, typed in independently of the code (Winning Ways ch. 4; OEIS).
KAYLES_0_47 = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8,
               6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7]  # A002186
DAWSON_0_52 = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7,
               4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2]  # 0.07, A002187
GRUNDY_0_56 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
               1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5]  # A002188

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(scope="module", autouse=True)
def _compiled():
    warm_up()


def same(game: HeapRules, n: int) -> None:
    fast = grundy_sequence(game, n)
    assert fast.dtype == np.int64 and fast.shape == (n + 1,)
    assert fast.tolist() == grundy_sequence_naive(game, n), game.title


# ---------------------------------------------------------------------------
# Published values and formulas


def test_kayles_published_prefix_and_period():
    g = grundy_sequence(parse_octal("0.77"), 1200)
    assert g[:48].tolist() == KAYLES_0_47
    assert grundy_sequence_naive(parse_octal("kayles"), 47) == KAYLES_0_47
    # Winning Ways: period 12 after the last exceptional value at n = 70
    assert all(g[n] == g[n + 12] for n in range(71, 1200 - 12))
    assert g[70] != g[82]


def test_dawsons_kayles_and_chess():
    d = grundy_sequence(parse_octal("0.07"), 1000)
    assert d[:53].tolist() == DAWSON_0_52
    assert grundy_sequence_naive(parse_octal("dawsons-kayles"), 52) == DAWSON_0_52
    c = grundy_sequence(parse_octal("dawsons-chess"), 999)
    assert c.tolist() == d[1:].tolist()  # g_0.137(n) = g_0.07(n + 1)
    assert all(d[n] == d[n + 34] for n in range(53, 1000 - 34))  # period 34
    assert d[52] != d[86]


def test_grundys_game_published_prefix():
    assert grundy_sequence(GrundysGame(), 56).tolist() == GRUNDY_0_56
    assert grundy_sequence_naive(GrundysGame(), 56) == GRUNDY_0_56


def test_laskers_nim_formula():
    g = grundy_sequence(LaskersNim(), 600)
    expect = [0] + [n if n % 4 in (1, 2) else n + 1 if n % 4 == 3 else n - 1 for n in range(1, 601)]
    assert g.tolist() == expect


def test_simple_formulas():
    assert grundy_sequence(AllBut(()), 300).tolist() == list(range(301))  # all-but(empty) = Nim
    assert grundy_sequence(SubtractionGame((1, 2)), 300).tolist() == [n % 3 for n in range(301)]
    h = grundy_sequence(TakeHalf(), 400)
    assert all(h[2 * m + 1] == m + 1 for m in range(200))
    assert all(h[2 * m] == h[m - 1] for m in range(1, 201))
    assert grundy_sequence(parse_octal("4.0"), 50).tolist() == [0] + [(n + 1) % 2 for n in range(1, 51)]


def test_small_heaps():
    assert grundy_sequence(parse_octal("0.77"), 0).tolist() == [0]
    assert grundy_sequence(GrundysGame(), 1).tolist() == [0, 0]
    assert grundy_sequence(OctalGame.from_digits((0,)), 5).tolist() == [0] * 6  # no moves at all


# ---------------------------------------------------------------------------
# The engine against the oracle


octal_digits = st.integers(0, 7)
hex_digits = st.integers(0, 15)


@st.composite
def octal_games(draw):
    hexa = draw(st.booleans())
    d0 = draw(st.sampled_from([0, 0, 4, 8, 12] if hexa else [0, 0, 4]))
    rest = draw(st.lists(hex_digits if hexa else octal_digits, min_size=1, max_size=3))
    return OctalGame.from_digits([d0] + rest)


@FAST
@given(octal_games())
def test_octal_matches_oracle(game):
    same(game, 45 if game.max_parts == 3 else 90)


@FAST
@given(st.sets(st.integers(1, 9), min_size=1))
def test_subtraction_matches_oracle(s):
    same(SubtractionGame(tuple(s)), 120)


@FAST
@given(st.sets(st.integers(1, 9)))
def test_all_but_matches_oracle(s):
    same(AllBut(tuple(s)), 90)


@pytest.mark.parametrize("game", [GrundysGame(), LaskersNim(), TakeHalf(), PredicateSubtraction("squares"),
                                  PredicateSubtraction("primes"), PredicateSubtraction("fibonacci")],
                         ids=lambda g: g.kind + ":" + g.title)
def test_other_rulesets_match_oracle(game):
    same(game, 250)


@pytest.mark.parametrize("code", ["0.8", "0.4F", "0.F7", "C.1", "0.C"])
def test_hexadecimal_values_beyond_one_word(code):
    """Values above 63 make the engine widen its bitsets; the oracle still agrees."""
    game = parse_octal(code)
    same(game, 220)


def test_wide_two_part_values():
    """An octal game whose values pass 64 (bitsets of several words without three parts)."""
    game = parse_octal("0.564")
    g = grundy_sequence(game, 400)
    assert g.max() >= 64
    assert g.tolist() == grundy_sequence_naive(game, 400)


# ---------------------------------------------------------------------------
# The project's own exhaustive labels


@pytest.mark.parametrize("s", [(1, 2), (1, 3, 4), (2, 3, 7), (2, 5, 6), (4,)])
def test_subtraction_matches_project_labels(s):
    n = 300
    labels = label_domain(SubtractionGame(set=list(s), heaps=1), BoxDomain([n]))
    assert grundy_sequence(SubtractionGame(s), n).tolist() == labels.grundy.tolist()


def test_take_half_matches_project_labels():
    n = 300
    labels = label_domain(TakeHalf(heaps=1), BoxDomain([n]))
    assert grundy_sequence(TakeHalf(), n).tolist() == labels.grundy.tolist()


# ---------------------------------------------------------------------------
# Parsing


@pytest.mark.parametrize("text, code, digits", [
    ("0.77", "0.77", (0, 7, 7)), (".77", "0.77", (0, 7, 7)), ("0.137", "0.137", (0, 1, 3, 7)),
    ("0.4F", "0.4F", (0, 4, 15)), ("0.4f", "0.4F", (0, 4, 15)), ("4.0", "4.0", (4,)), ("0.8", "0.8", (0, 8)),
    ("0.770", "0.77", (0, 7, 7)), (" 0·07 ", "0.07", (0, 0, 7)), ("Kayles", "0.77", (0, 7, 7)),
    ("dawsons_kayles", "0.07", (0, 0, 7)), ("Dawson's chess", "0.137", (0, 1, 3, 7)), ("C.1", "C.1", (12, 1)),
])
def test_parse_octal_accepts(text, code, digits):
    game = parse_octal(text)
    assert (game.code, game.digits, game.last_nonzero) == (code, digits, len(digits) - 1)


@pytest.mark.parametrize("text, fragment", [
    ("0.#", "'#' is not an octal or hexadecimal digit"), ("0.7#", "'#'"), ("", "empty"), ("   ", "empty"),
    ("0.G$", "'$' (character 4)"), ("0.7x%", "'%'"),
    ("1.0", "before the point"), ("2.7", "before the point"), ("7.7", "before the point"),
    ("077", "no point"), ("04.7", "at most one digit"), ("0.-7", "'-'"), ("nonsense", "no point"),
])
def test_parse_octal_rejects(text, fragment):
    with pytest.raises(UsageError) as err:
        parse_octal(text)
    msg = str(err.value)
    assert fragment in msg and "\n" not in msg


def test_octal_attributes():
    k = parse_octal("0.77")
    assert k.title == "octal game 0.77 (Kayles)" and k.kind == "octal" and k.max_parts == 2
    assert k.explore_args() == ["octal", "0.77"]
    h = parse_octal("0.F7")
    assert h.title == "hexadecimal game 0.F7" and h.max_parts == 3 and h.last_nonzero == 2
    assert parse_octal("0.33").max_parts == 1
    assert set(NAMED_OCTAL) >= {"kayles", "dawsons-kayles", "dawsons-chess"}
    for name, code in NAMED_OCTAL.items():
        assert parse_octal(name) == parse_octal(code)


def test_options_lists():
    assert sorted(parse_octal("0.77").heap_options(3)) == sorted([(2,), (1, 1), (1,)])  # no (): 3 pins cannot all go
    assert parse_octal("0.8").heap_options(4) == [(1, 1, 1)]
    assert GrundysGame().heap_options(6) == [(1, 5), (2, 4)]
    assert LaskersNim().heap_options(2) == [(), (1,), (1, 1)]
    assert TakeHalf().heap_options(5) == [(4,), (3,), (2,)]  # take 1, 2, 3 (ceil(5/2) = 3)
    assert AllBut((1, 2)).heap_options(4) == [(1,), ()]
    assert options_values(SubtractionGame((1, 2)), [0, 1, 2], 3) == {1, 2}
    assert predicate_takes("primes", 20).tolist() == [2, 3, 5, 7, 11, 13, 17, 19]
    assert predicate_takes("squares", 20).tolist() == [1, 4, 9, 16]
    assert predicate_takes("fibonacci", 20).tolist() == [1, 2, 3, 5, 8, 13]


# ---------------------------------------------------------------------------
# The factory, names, JSON


def rebuild(spec: list[str]) -> HeapRules:
    """Read ``game.explore_args()`` back the way the CLI would (positional ruleset and arg, options)."""
    ruleset, rest = spec[0], spec[1:]
    kw, arg, i = {}, None, 0
    names = {"--set": "subtraction_set", "--all-but": "all_but", "--predicate": "predicate"}
    while i < len(rest):
        if rest[i] in names:
            kw[names[rest[i]]] = rest[i + 1]
            i += 2
        else:
            arg = rest[i]
            i += 1
    return heap_game(ruleset, arg, **kw)


GAMES = [parse_octal("0.77"), parse_octal("0.F7"), parse_octal("4.0"), SubtractionGame((2, 3, 7)),
         AllBut((1, 2)), AllBut(()), PredicateSubtraction("squares"), PredicateSubtraction("primes"),
         PredicateSubtraction("fibonacci"), GrundysGame(), LaskersNim(), TakeHalf()]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.title)
def test_spec_and_json_round_trip(game):
    assert rebuild(game.explore_args()) == game
    data = game.to_json()
    assert data["kind"] == game.kind and data["name"] == game.title and data["spec"] == game.explore_args()
    assert heap_game_from_json(data) == game
    assert game.kind in ("subtraction", "all-but", "predicate", "octal", "grundy", "lasker", "take-half")


def test_names():
    assert SubtractionGame((7, 2, 3)).title == "subtraction game S(2,3,7)"
    assert AllBut((2, 1)).title == "all-but subtraction game (not 1,2)"
    assert PredicateSubtraction("square").title == "subtraction of squares"
    assert GrundysGame().title == "Grundy's game" and LaskersNim().title == "Lasker's Nim"
    assert TakeHalf().title == "take 1..ceil(s/2)"


def test_heap_game_factory():
    assert heap_game("octal", "0.77") == heap_game("kayles") == heap_game("KAYLES") == parse_octal("0.77")
    assert heap_game("subtraction", subtraction_set="2,3,7") == heap_game("subtraction", "2,3,7") \
        == SubtractionGame((2, 3, 7))
    assert heap_game("subtraction", "1..3") == SubtractionGame((1, 2, 3))
    assert heap_game("all-but", "1,2") == heap_game("subtraction", all_but="1,2") == AllBut((1, 2))
    assert heap_game("all-but", "none") == AllBut(())
    assert heap_game("subtraction", predicate="squares") == heap_game("subtract-squares") \
        == PredicateSubtraction("squares")
    assert heap_game("grundy") == GrundysGame() and heap_game("Lasker") == LaskersNim()
    assert heap_game("take-half") == heap_game("half") == TakeHalf()
    for name in ("octal", "Kayles", "subtraction", "set-nim", "all-but", "grundy", "lasker", "take_half",
                 "dawsons-chess", "hex"):
        assert is_heap_game(name), name
    for name in ("nim", "wythoff", "fibonacci", "bash", "", "octa"):
        assert not is_heap_game(name), name


@pytest.mark.parametrize("args, kwargs, fragment", [
    (("nim",), {}, "unknown heap game 'nim'"),
    (("octal",), {}, "needs an octal code"),
    (("octal", "0.G#"), {}, "'#'"),
    (("subtraction",), {}, "needs a subtraction set"),
    (("subtraction", "0,1"), {}, "not allowed"),
    (("subtraction", "a,b"), {}, "not an integer"),
    (("subtraction",), {"subtraction_set": "1,2", "all_but": "3"}, "only one of"),
    (("subtraction", "1,2"), {"subtraction_set": "1,3"}, "conflicting"),
    (("subtraction",), {"predicate": "cubes"}, "predicate 'cubes' is unknown"),
    (("all-but",), {}, "needs the excluded takes"),
    (("all-but", "1,-2"), {}, "not allowed"),
    (("grundy", "5"), {}, "takes no parameter"),
    (("lasker",), {"subtraction_set": "1"}, "takes no --set"),
    (("kayles", "0.77"), {}, "takes no parameter"),
])
def test_heap_game_errors(args, kwargs, fragment):
    with pytest.raises(UsageError) as err:
        heap_game(*args, **kwargs)
    msg = str(err.value)  # the API names its arguments (subtraction_set=); the CLI shows its flags (to_cli)
    assert fragment in to_cli(msg) and "\n" not in msg


# ---------------------------------------------------------------------------
# Errors, progress, time-limited runs


@pytest.mark.parametrize("n", [-1, -100, 2.5, "7", True, None])
def test_bad_n(n):
    with pytest.raises(UsageError):
        grundy_sequence(parse_octal("0.77"), n)
    with pytest.raises(UsageError):
        grundy_sequence_naive(parse_octal("0.77"), n)


def test_memory_guard(monkeypatch):
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", str(2 * 10**6))
    with pytest.raises(SequenceTooLarge) as err:
        grundy_sequence(LaskersNim(), 10**6)
    assert isinstance(err.value, UsageError) and isinstance(err.value, ResourceLimitError)
    assert err.value.exit_code == 3
    msg = str(err.value)
    assert "n=1000000" in msg and "largest n" in msg and "\n" not in msg
    grundy_sequence(LaskersNim(), 1000)  # small enough
    with pytest.raises(SequenceTooLarge):
        grundy_sequence(parse_octal("0.77"), 10**15)


def test_not_a_heap_game():
    with pytest.raises(UsageError):
        grundy_sequence("kayles", 10)  # type: ignore[arg-type]


def test_progress_reports_until_done():
    seen = []
    g = grundy_sequence(parse_octal("0.77"), 5000, progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 5001 and len(seen) > 5
    assert g.tolist() == grundy_sequence(parse_octal("0.77"), 5000).tolist()


@pytest.mark.parametrize("game", [parse_octal("0.77"), parse_octal("0.F7"), parse_octal("0.8"), GrundysGame(),
                                  SubtractionGame((2, 3, 7)), PredicateSubtraction("primes"), LaskersNim()],
                         ids=lambda g: g.title)
def test_until_is_a_correct_prefix_and_resumes(game):
    first = grundy_sequence_until(game, 0.2, max_n=3000)
    assert 1 <= len(first) <= 3001
    more = grundy_sequence_until(game, 0.2, start=first[: len(first) // 2 + 1], max_n=4000)
    assert len(more) >= len(first) // 2 + 1
    ref = grundy_sequence(game, max(len(first), len(more)) - 1)
    assert first.tolist() == ref[: len(first)].tolist()
    assert more.tolist() == ref[: len(more)].tolist()


def test_until_zero_seconds_and_errors():
    g = grundy_sequence_until(parse_octal("0.77"), 0)
    assert g.tolist() == [0]
    with pytest.raises(UsageError):
        grundy_sequence_until(parse_octal("0.77"), -1)
    with pytest.raises(UsageError):
        grundy_sequence_until(parse_octal("0.77"), 1, start=np.array([[0]]))
