import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from gamecheck.domain import BoxDomain, PositionsDomain, reachable_domain
from gamecheck.errors import UsageError
from gamecheck.engine.graph import build_csr
from gamecheck.engine.label import label_domain
from gamecheck.games import Bash, DisjunctiveSum, Nim, SubtractionGame, make_ruleset

from conftest import nim_options, subtraction_options


def test_nim_options_with_descriptions():
    moves = Nim().options((2, 1))
    assert [(m.description, m.position) for m in moves] == [
        ("take 1 from heap 1", (1, 1)),
        ("take 2 from heap 1", (0, 1)),
        ("take 1 from heap 2", (2, 0)),
    ]


def test_subtraction_and_bash():
    assert [m.position for m in SubtractionGame(set="1,3,6").options((5,))] == [(4,), (2,)]
    assert [m.position for m in Bash(m=3).options((10,))] == [(9,), (8,), (7,)]
    assert Bash(m=3).subtraction_set == (1, 2, 3)
    assert SubtractionGame(set="1..4").subtraction_set == (1, 2, 3, 4)


def test_registry_aliases_and_specs():
    assert isinstance(make_ruleset("nim-game"), Nim)
    assert isinstance(make_ruleset("bash-game", {"m": 2}), Bash)
    r = make_ruleset("sum(nim, subtraction(set=[1,3,6]))")
    assert isinstance(r, DisjunctiveSum) and r.arity == 2
    assert make_ruleset(r.spec()) == r
    assert make_ruleset("subtraction", {"set": "1,3,6"}).spec() == "subtraction(set=[1,3,6])"


@pytest.mark.parametrize("spec,params,needle", [
    ("chess", {}, "unknown ruleset 'chess'"),
    ("nim", {"colour": 3}, "no parameter 'colour'"),
    ("subtraction", {"set": "0,2"}, "'0'"),
    ("subtraction", {"set": "a"}, "'a'"),
    ("bash", {"m": 0}, "m=0"),
    ("__import__('os')", {}, "unknown ruleset '__import__'"),
    ("nim.__class__", {}, "not allowed"),
    ("nim(heaps=-1)", {}, "heaps=-1"),
])
def test_bad_rulesets_are_usage_errors(spec, params, needle):
    with pytest.raises(UsageError) as e:
        make_ruleset(spec, params)
    assert needle in str(e.value)
    assert "\n" not in str(e.value)


def test_sum_options_are_moves_in_one_component():
    r = make_ruleset("sum(nim, bash(m=2))")
    got = sorted(m.position for m in r.options((2, 3)))
    assert got == sorted([(1, 3), (0, 3), (2, 2), (2, 1)])


def test_domain_not_closed_is_refused():
    dom = PositionsDomain([(3,), (2,)])
    with pytest.raises(UsageError, match="not closed under moves: from \\(2\\) the move 'take 1 from heap 1' reaches \\(1\\)"):
        build_csr(Nim(heaps=1), dom)


def test_box_domain_ranking_is_lexicographic():
    d = BoxDomain([2, 3])
    pos = [d.position(i) for i in range(d.size)]
    assert pos == sorted(itertools.product(range(3), range(4)))
    assert all(d.index(p) == i for i, p in enumerate(pos))
    assert d.index((3, 0)) is None


def _edge_set(offsets, targets):
    return {(i, int(t)) for i in range(len(offsets) - 1) for t in targets[offsets[i]:offsets[i + 1]]}


rulesets = st.one_of(
    st.integers(1, 3).map(lambda k: Nim(heaps=k)),
    st.tuples(st.sets(st.integers(1, 6), min_size=1, max_size=3), st.integers(1, 2)).map(
        lambda t: SubtractionGame(set=sorted(t[0]), heaps=t[1])),
    st.tuples(st.sets(st.integers(1, 5), min_size=1, max_size=3), st.integers(1, 3)).map(
        lambda t: DisjunctiveSum([SubtractionGame(set=sorted(t[0])), Bash(m=t[1])])),
)


@settings(max_examples=40, deadline=None)
@given(rulesets, st.integers(0, 6))
def test_array_and_networkx_engines_agree(rs, b):
    dom = BoxDomain([b] * rs.arity)
    a = build_csr(rs, dom, "arrays")
    n = build_csr(rs, dom, "networkx")
    assert _edge_set(*a) == _edge_set(*n)
    # and both equal the options listed one by one
    expect = {(i, dom.index(m.position)) for i, p in enumerate(dom.positions()) for m in rs.options(p)}
    assert _edge_set(*a) == expect
    la, ln = label_domain(rs, dom, "arrays"), label_domain(rs, dom, "networkx")
    for f in ("outcome", "misere", "grundy", "remoteness", "misere_remoteness"):
        assert np.array_equal(getattr(la, f), getattr(ln, f))


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=3))
def test_nim_labels_match_brute_force(pos):
    from conftest import brute_grundy, brute_outcomes
    pos = tuple(pos)
    dom = reachable_domain(Nim(heaps=len(pos)), [pos])
    lab = label_domain(Nim(heaps=len(pos)), dom)
    is_p, is_mp, g = brute_outcomes(nim_options), brute_outcomes(nim_options, misere=True), brute_grundy(nim_options)
    for i, p in enumerate(dom.positions()):
        assert lab.outcome_letter(i) == ("P" if is_p(p) else "N")
        assert lab.outcome_letter(i, misere=True) == ("P" if is_mp(p) else "N")
        assert lab.grundy[i] == g(p)
