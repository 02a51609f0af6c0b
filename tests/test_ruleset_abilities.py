"""Rulesets declare their names and abilities in one registry and behave through methods
(issue 27, point 2): outside ``gamecheck/games/`` no code asks for a concrete ruleset class
or switches on a game's kind string, and the abilities answer what the mathematics says."""

from __future__ import annotations

import ast
import collections
from pathlib import Path

import pytest

import gamecheck
from gamecheck.errors import UsageError
from gamecheck.games import (
    REGISTRY, CoinTurning, DawsonsKayles, GrundysGame, Kayles, LaskersNim, Nim, StaircaseNim, SubtractionGame,
    lookup, make_ruleset,
)
from gamecheck.games.graphgame import GraphGame
from gamecheck.games.heap import as_heap_game
from gamecheck.games.registry import EXPLORE_NAMES, explore_lookup
from gamecheck.games.takebreak import NAMED_OCTAL, heap_game, heap_game_names, is_heap_game, parse_octal

ROOT = Path(gamecheck.__file__).resolve().parent

#: the objects whose ``.kind`` is not a game's (claims, discovered candidates, figure plans,
#: inspect parameters, numpy dtypes)
_NOT_GAMES = {"c", "self.claim", "res", "cand", "candidate", "plan", "p", "checked"}


def _measure() -> tuple[collections.Counter, collections.Counter, collections.Counter, collections.Counter]:
    """The counts of issue 27 outside ``games/``: ``isinstance`` against a class defined in
    ``games/`` (other than Ruleset, Move, Translation), ``X.kind ==/in`` comparisons,
    ``getattr(x, "<declared attribute>")`` calls; and the ``.kind`` comparisons whose subject
    may be a game (not a claim, candidate, plan, parameter or dtype)."""
    concrete = set()
    for p in (ROOT / "games").rglob("*.py"):
        for n in ast.walk(ast.parse(p.read_text())):
            if isinstance(n, ast.ClassDef):
                concrete.add(n.name)
    concrete -= {"Ruleset", "Move", "Translation"}
    cnt: collections.Counter = collections.Counter()
    kinds: collections.Counter = collections.Counter()
    game_kinds: collections.Counter = collections.Counter()
    ga: collections.Counter = collections.Counter()
    for p in ROOT.rglob("*.py"):
        if "games" in p.parts:
            continue
        rel = str(p.relative_to(ROOT))
        for n in ast.walk(ast.parse(p.read_text())):
            if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "isinstance" and len(n.args) == 2:
                a = n.args[1]
                names = [e.id if isinstance(e, ast.Name) else getattr(e, "attr", "")
                         for e in (a.elts if isinstance(a, ast.Tuple) else [a])]
                if any(x in concrete for x in names):
                    cnt[rel] += 1
            if isinstance(n, ast.Compare) and isinstance(n.left, ast.Attribute) and n.left.attr == "kind":
                v = ast.unparse(n.left.value)
                if not ("claim" in v or v in ("c", "self.claim", "res")):
                    kinds[rel] += 1
                    if not (v.endswith("dtype") or v in _NOT_GAMES):
                        game_kinds[rel] += 1
            if (isinstance(n, ast.Call) and getattr(n.func, "id", None) == "getattr" and len(n.args) >= 2
                    and isinstance(n.args[1], ast.Constant)
                    and n.args[1].value in ("misere", "arity", "names", "kind", "inner", "components", "take", "parts")):
                ga[rel] += 1
    return cnt, kinds, game_kinds, ga


def test_no_type_switches_outside_games():
    """Before issue 27: 82 isinstance checks against game classes outside games/, 49 kind
    comparisons, 12 getattr calls for declared attributes; now none.

    The .kind comparisons left are none of a game: numpy ``dtype.kind`` (periodicity, savefile,
    sequences, atomic, engine/labels, lang/expr, cli/main), a discovered candidate's kind
    (discover, run), a figure plan's (report/figures), an inspect parameter's (args).
    ``prover/validate.py`` keeps ``type(ruleset) is Nim``-style tests on purpose: it is the
    independent oracle that validates the SMT encodings, matched on exact classes.
    """
    cnt, kinds, game_kinds, ga = _measure()
    assert sum(cnt.values()) == 0, cnt
    assert sum(ga.values()) == 0, ga
    assert sum(game_kinds.values()) == 0, game_kinds


# -- abilities against independent facts ------------------------------------------------------------

def _mex_sequence(game, n: int) -> list[int]:
    """Grundy values of heaps 0..n-1 by the mex rule over ``heap_options`` (Sprague 1935)."""
    g: list[int] = []
    for h in range(n):
        seen = set()
        for left in game.heap_options(h):
            v = 0
            for x in left:
                v ^= g[x]
            seen.add(v)
        m = 0
        while m in seen:
            m += 1
        g.append(m)
    return g


def test_nim_is_a_heap_game_without_splits():
    nim = Nim()
    assert nim.is_heap_game and nim.nim_heaps and not nim.splits_heaps
    assert not nim.is_sum and not nim.loopy and nim.components == ()
    assert nim.heap_options(3) == [(), (1,), (2,)]
    # Bouton (1901): a Nim heap of n has Grundy value n, as the mex rule confirms
    assert [nim.heap_grundy(n) for n in range(20)] == _mex_sequence(nim, 20) == list(range(20))
    assert nim.heap_game() is None and as_heap_game(nim) is None
    assert nim.periodicity_theorem is None and nim.has_smt_encoding
    assert nim.unwrapped is nim and nim.explore_bound(2, 7) == 7


def test_kayles_splits_heaps_and_has_a_periodicity_theorem():
    k = make_ruleset("kayles")
    assert isinstance(k, Kayles)
    assert k.is_heap_game and k.splits_heaps and not k.nim_heaps and k.play_ends
    assert k.periodicity_theorem == "octal" and k.periodicity_args() == {"kind": "octal", "digits": (0, 7, 7)}
    assert k.heap_game() is k and as_heap_game(k) is k and k.heap_grundy(5) is None
    # OEIS A002186: the Grundy values of Kayles
    assert _mex_sequence(k, 12) == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    # 0.77: take 1 or 2 pins, leaving nothing, one row or two
    assert k.move_reach() == (2, 2) and k.octal_digits() == (0, 7, 7)
    assert k.sparse_moves() == ([1, 2], [1, 2], [1, 2], False)
    assert k.options_grow_with_heap and k.compiled_sequence and not k.checks_candidates
    assert not k.has_smt_encoding


def test_grundys_game_and_laskers_nim():
    g = GrundysGame()
    # whether Grundy's game is ultimately periodic is open (Winning Ways ch. 4): no theorem
    assert g.splits_heaps and g.periodicity_theorem is None and g.periodicity_args() == {"kind": "grundy"}
    assert g.sparse_moves() == ([], [], [0], True)  # split into two unequal heaps, take nothing
    assert _mex_sequence(g, 10) == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]  # OEIS A002188
    lasker = LaskersNim()
    assert lasker.splits_heaps and lasker.sparse_moves() is None and lasker.move_reach() is None
    # Lasker (1931): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3
    closed = [0] + [n if n % 4 in (1, 2) else n + 1 if n % 4 == 3 else n - 1 for n in range(1, 40)]
    assert _mex_sequence(lasker, 40) == closed


def test_subtraction_game_abilities():
    s = SubtractionGame({1, 2})
    assert s.is_heap_game and not s.splits_heaps and not s.play_ends
    assert s.periodicity_theorem == "subtraction"
    assert s.periodicity_args() == {"kind": "subtraction", "subtraction_set": (1, 2)}
    assert s.move_reach() == (2, 1) and tuple(s.kernel_takes(100)) == (1, 2) and s.octal_digits() is None
    assert _mex_sequence(s, 30) == [n % 3 for n in range(30)]  # S(1,2): g(n) = n mod 3
    one = s.checker_ruleset()
    assert one is not None and one.arity == 1 and s.checks_candidates
    assert make_ruleset("bash(m=3)").periodicity_theorem == "subtraction"
    assert not make_ruleset("all-but(set=[1])").checks_candidates


def test_sums_declare_their_components():
    rs = make_ruleset("sum(nim, kayles)")
    assert rs.is_sum and not rs.is_heap_game and len(rs.components) == 2
    assert rs.components[0] == Nim(heaps=1) and isinstance(rs.components[1], Kayles)
    assert rs.slices == (slice(0, 1), slice(1, 2))
    assert not rs.has_smt_encoding  # Kayles has no symbolic move relation
    assert make_ruleset("sum(nim, bash(m=2))").has_smt_encoding


def test_misere_wrapper_unwraps():
    rs = make_ruleset("misere(kayles)")
    assert rs.misere and rs.unwrapped == make_ruleset("kayles") and rs.unwrapped.splits_heaps
    assert make_ruleset("misere(nim)").has_smt_encoding and not rs.has_smt_encoding


def test_graph_tokens_are_loopy():
    g = GraphGame(["a", "b", "c"], [("a", "b"), ("b", "a"), ("b", "c")])
    assert g.loopy and not g.is_heap_game and list(g.vertex_names()) == ["a", "b", "c"]
    assert g.explore_bound(1, 4) == 2  # a part is a vertex number: at most the last one
    assert Nim().vertex_names() is None and not Nim().loopy


def test_explore_bounds_and_layouts():
    assert StaircaseNim(stairs=3).explore_bound(3, 4) == 20
    assert StaircaseNim(stairs=3).compact_layout == "staircase" and Nim().compact_layout == "box"
    assert CoinTurning(coins=3).explore_bound(3, 4) == 1


# -- one registry of names ----------------------------------------------------------------------------

def test_aliases_resolve_to_the_same_ruleset():
    assert lookup("dawson") is lookup("dawsons-kayles") is lookup("Dawson_Kayles") is DawsonsKayles
    assert make_ruleset("grundys") == make_ruleset("grundy-game") == make_ruleset("grundy")
    assert make_ruleset("laskers-nim") == make_ruleset("lasker")
    for name, cls in REGISTRY.items():
        assert lookup(name) is cls
        for alias in cls.aliases:
            # (the named octal games inherit OctalGame's aliases -- hex, octal-game, ... --
            # so those resolve to the last one registered; reported, left as it was)
            assert alias in lookup(alias).aliases, alias
    with pytest.raises(UsageError, match="unknown ruleset"):
        lookup("no-such-game")


def test_explore_words_come_from_the_classes():
    # every word the five tables of games/takebreak.py accepted before issue 27
    old = {"octal", "hex", "hexadecimal", "octal-game", "take-and-break", "subtraction", "subtract",
           "subtraction-game", "set-nim", "all-but", "allbut", "all-but-subtraction", "predicate",
           "subtract-squares", "subtract-primes", "subtract-fibonacci", "squares", "primes", "grundy",
           "grundys-game", "grundy-game", "grundys", "lasker", "laskers-nim", "lasker-nim", "take-half", "half",
           "ceil-half", "kayles", "dawsons-kayles", "dawsons-chess", "officers", "guiles", "dawson", "dawsons",
           "dawson-kayles", "dawson-chess"}
    assert set(heap_game_names()) == old == set(EXPLORE_NAMES)
    assert all(is_heap_game(w) for w in old) and not is_heap_game("bash") and not is_heap_game("nim")
    assert explore_lookup("Dawson's Kayles") is DawsonsKayles
    assert heap_game("Dawson's Kayles") == parse_octal("0.07") == heap_game("octal", "0.07")
    assert heap_game("grundys") == GrundysGame() and heap_game("squares").predicate == "squares"
    assert NAMED_OCTAL == {"kayles": "0.77", "dawsons-kayles": "0.07", "dawsons-chess": "0.137", "officers": "0.6",
                           "guiles": "0.15"}
    assert parse_octal("dawson").code == "0.07"


def test_the_code_games_aliases_name_the_code_game_not_a_named_game():
    # the named octal games (Kayles, Guiles, Officers, ...) once inherited the aliases of the
    # code game, so 'hex(code=...)' resolved to the last of them (Guiles) and was refused
    from gamecheck.games import make_ruleset

    for word in ("hex", "hexadecimal", "octal-game", "take-and-break"):
        assert make_ruleset(f'{word}(code="0.7")', {}).spec() == 'octal(code="0.7")', word
    for word in ("kayles", "guiles", "officers"):
        assert make_ruleset(word, {}).spec() == word


def test_heap_component_is_the_one_heap_game_of_a_sum_of_heaps():
    from gamecheck.games import make_ruleset

    assert make_ruleset("nim(heaps=3)", {}).heap_component().spec() == "nim(heaps=1)"
    assert make_ruleset("bash(m=3, heaps=2)", {}).heap_component().subtraction_set == (1, 2, 3)
    for spec in ("nim(heaps=1)", "misere(nim(heaps=3))", "kayles", "wythoff", "all-but(set=[1], heaps=2)"):
        assert make_ruleset(spec, {}).heap_component() is None, spec
