"""The checker against independent brute force (memoised recursion in conftest)."""

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from gamecheck.catalog import catalogue_claims
from gamecheck.checker.serial import check_claim
from gamecheck.claims import parse_claims
from gamecheck.errors import RuleError, UsageError

from conftest import (brute_grundy, brute_outcomes, nim_options, smallest_key,
                      subtraction_options)

CORE = {c.id: c for c in catalogue_claims(["core"])}


def claim(**fields):
    fields.setdefault("id", "t")
    fields.setdefault("statement", "test claim")
    lines = ["[[claim]]"]
    for k, v in fields.items():
        if isinstance(v, str):
            lines.append(f"{k} = {v!r}" if "'" not in v else f'{k} = "{v}"')
        elif isinstance(v, dict):
            inner = ", ".join(f"{a} = {b!r}".replace("'", '"') for a, b in v.items())
            lines.append(f"{k} = {{ {inner} }}")
        else:
            lines.append(f"{k} = {v!r}".replace("'", '"'))
    return parse_claims("\n".join(lines))[0]


def smallest_mismatch(positions, claimed_p, is_p):
    bad = [p for p in positions if claimed_p(p) != is_p(p)]
    return min(bad, key=smallest_key) if bad else None


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_bouton_holds(k):
    r = check_claim(CORE[f"core.bouton-{k}"])
    assert r.verdict == "holds", r.witness
    if k >= 2:
        assert r.positions_checked >= 10**5


# independently computed smallest witnesses of the planted rules (brute force over a small box:
# every option of a position has fewer counters, so the box below the witness is enough)
PLANTED_P = {
    "core.bouton-1.planted": (1, lambda p: p[0] % 7 == 0, 12),
    "core.bouton-2.planted": (2, lambda p: (p[0] + p[1]) % 2 == 0, 8),
    "core.bouton-3.planted": (3, lambda p: (p[0] ^ p[1] ^ p[2]) >> 1 == 0, 6),
    "core.bouton-4.planted": (4, lambda p: (p[0] ^ p[1] ^ p[2] ^ p[3]) == 0 and max(p) < 16, 17),
    "core.bouton-5.planted": (5, lambda p: bin(p[0] ^ p[1] ^ p[2] ^ p[3] ^ p[4]).count("1") % 2 == 0, 4),
}


@pytest.mark.parametrize("cid", sorted(PLANTED_P))
def test_planted_nim_rules_refuted_with_smallest_witness(cid):
    k, rule, box = PLANTED_P[cid]
    is_p = brute_outcomes(nim_options)
    if cid == "core.bouton-4.planted":
        # the only failures involve a heap of 16 or 17: the brute force is restricted to
        # positions whose total is at most 32 (every smaller total is fine: checked below)
        positions = [p for p in itertools.product(range(box + 1), repeat=k) if sum(p) <= 32]
        is_p = lambda p: (p[0] ^ p[1] ^ p[2] ^ p[3]) == 0  # noqa: E731  Bouton (proved) for speed
    else:
        positions = list(itertools.product(range(box + 1), repeat=k))
    expect = smallest_mismatch(positions, rule, is_p)
    r = check_claim(CORE[cid])
    assert r.verdict == "refuted"
    assert tuple(r.witness.position) == expect
    assert r.witness.claimed == ("P" if rule(expect) else "N")
    assert r.witness.true == ("P" if is_p(expect) else "N")
    # the explanation names a concrete move or the absence of one
    assert r.witness.move is not None or "none of its" in r.witness.reason or "terminal" in r.witness.reason


def test_planted_witness_details():
    r = check_claim(CORE["core.bouton-2.planted"])
    # (0, 2): the rule calls it P, but taking 2 from heap 2 reaches (0, 0), also called P
    assert r.witness.position == [0, 2]
    assert r.witness.move == "take 2 from heap 2" and r.witness.to == [0, 0]
    r = check_claim(CORE["core.bouton-4.planted"])
    assert r.witness.position == [0, 0, 16, 16]
    assert r.witness.condition == "no move to P"


def test_misere_nim():
    assert check_claim(CORE["core.misere-nim-3"]).verdict == "holds"
    r = check_claim(CORE["core.misere-nim-3.planted"])
    assert r.verdict == "refuted" and r.witness.position == [0, 0, 0]
    assert r.witness.true == "N" and r.witness.condition == "terminal position"


def test_bash_rules():
    assert check_claim(CORE["core.bash-3"]).verdict == "holds"
    assert check_claim(CORE["core.bash-5"]).verdict == "holds"
    assert check_claim(CORE["core.bash-10"]).verdict == "holds"
    r = check_claim(CORE["core.bash-3.planted"])
    # n = 3: the rule says P (3 % 3 == 0) but taking 3 reaches 0, also called P
    assert r.witness.position == [3] and r.witness.to == [0] and r.witness.true == "N"


def test_winning_move_rules():
    assert check_claim(CORE["core.bash-7.strategy"]).verdict == "holds"
    r = check_claim(CORE["core.bash-7.strategy.planted"])
    # smallest N-position where n - n % 7 is not a multiple of 8: n = 7 (n % 7 == 0: the rule stays put)
    assert r.verdict == "refuted" and r.witness.position == [7]
    assert r.witness.condition == "illegal move"
    assert check_claim(CORE["core.bouton-strategy-3"]).verdict == "holds"
    r = check_claim(CORE["core.bouton-strategy-3.planted"])
    assert r.verdict == "refuted"
    # brute force: smallest N-position where "reduce the largest heap to heap ^ S" is not a winning move
    is_p = brute_outcomes(nim_options)
    def bad(p):
        if is_p(p):
            return False
        s = p[0] ^ p[1] ^ p[2]
        i = 0 if p[0] >= max(p[1], p[2]) else (1 if p[1] >= p[2] else 2)
        t = p[:i] + (p[i] ^ s,) + p[i + 1:]
        return not (t[i] < p[i] and is_p(t))
    expect = min((p for p in itertools.product(range(8), repeat=3) if bad(p)), key=smallest_key)
    assert tuple(r.witness.position) == expect


def test_grundy_formulas_and_sprague_grundy():
    for cid in ("core.nim-grundy-3", "core.sg-sum-2", "core.sg-sum-3", "core.sg-nim-bash"):
        assert check_claim(CORE[cid]).verdict == "holds", cid
    r = check_claim(CORE["core.sg-sum-2.planted"])
    # g1(1) = 1 in {1,2}, g2(1) = 1 in {1,3,4}: the rule says 2, the truth is 1 ^ 1 = 0
    assert r.witness.position == [1, 1] and r.witness.claimed == 2 and r.witness.true == 0
    r = check_claim(CORE["core.nim-grundy-3.planted"])
    assert r.witness.position == [0, 1, 1] and r.witness.true == 0
    r = check_claim(CORE["core.sg-sum-3.planted"])
    opts = subtraction_options
    g = [brute_grundy(opts((1, 2))), brute_grundy(opts((2, 3))), brute_grundy(opts((1, 4)))]
    def sum_opts(p):
        out = []
        for c, S in enumerate(((1, 2), (2, 3), (1, 4))):
            for s in S:
                if s <= p[c]:
                    out.append(p[:c] + (p[c] - s,) + p[c + 1:])
        return out
    gs = brute_grundy(sum_opts)
    expect = min((p for p in itertools.product(range(9), repeat=3)
                  if max(g[i]((p[i],)) for i in range(3)) != gs(p)), key=smallest_key)
    assert tuple(r.witness.position) == expect


def test_position_facts():
    for cid in ("core.nim-11-6-10-8.outcome", "core.nim-11-6-10-8.grundy", "core.nim-11-6-10-8.moves"):
        assert check_claim(CORE[cid]).verdict == "holds"
    r = check_claim(CORE["core.nim-11-6-10-8.move-6"])
    assert r.verdict == "refuted" and r.witness.to_true == "N"
    r = check_claim(CORE["core.nim-1-2-3.outcome.planted"])
    assert r.verdict == "refuted" and r.witness.true == "P"


def test_listed_p_positions():
    assert check_claim(CORE["core.subtraction-134.list"]).verdict == "holds"
    r = check_claim(CORE["core.subtraction-134.list.planted"])
    assert r.witness.position == [16] and r.witness.true == "P"
    assert check_claim(CORE["core.subtraction-134.rule"]).verdict == "holds"


def test_every_core_claim_as_expected():
    bad = [(c.id, r.verdict) for c in CORE.values() if not (r := check_claim(c)).as_expected]
    assert bad == []


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(1, 7), min_size=1, max_size=3), st.integers(2, 9), st.sets(st.integers(0, 8), max_size=4))
def test_residue_rules_against_brute_force(S, p, residues):
    """A random rule "n % p in R" for a random subtraction game: verdict and witness match brute force."""
    residues = sorted(r for r in residues if r < p)
    rule = f"n % {p} in ({', '.join(map(str, residues))}{',' if len(residues) == 1 else ''})" if residues else "n < 0"
    c = claim(ruleset="subtraction", params={"set": sorted(S), "heaps": 1}, bound=60, kind="p-rule", rule=rule)
    r = check_claim(c)
    is_p = brute_outcomes(subtraction_options(sorted(S)))
    claimed = (lambda q: q[0] % p in residues) if residues else (lambda q: False)
    expect = smallest_mismatch([(n,) for n in range(61)], claimed, is_p)
    if expect is None:
        assert r.verdict == "holds"
    else:
        assert r.verdict == "refuted" and tuple(r.witness.position) == expect


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 3), st.integers(0, 3), st.sampled_from(["xor(heaps)", "sum(heaps) % 4", "max(heaps)", "x1 ^ (k - 1)"]))
def test_grundy_rules_against_brute_force(k, b, rule):
    c = claim(ruleset="nim", params={"heaps": k}, bound=b + 1, kind="grundy", rule=rule)
    r = check_claim(c)
    g = brute_grundy(nim_options)
    from gamecheck.lang.expr import parse
    e = parse(rule)
    def claimed(p):
        return e.evaluate({"heaps": p, "k": k, **{f"x{i + 1}": v for i, v in enumerate(p)}})
    bad = [p for p in itertools.product(range(b + 2), repeat=k) if claimed(p) != g(p)]
    if not bad:
        assert r.verdict == "holds"
    else:
        assert r.verdict == "refuted" and tuple(r.witness.position) == min(bad, key=smallest_key)


def test_bad_claims_are_usage_errors():
    with pytest.raises(UsageError, match="kind 'prule' is not allowed"):
        claim(ruleset="nim", kind="prule", rule="1")
    with pytest.raises(RuleError, match="__import__"):
        check_claim(claim(ruleset="nim", params={"heaps": 2}, bound=3, kind="p-rule",
                          rule="__import__('os').system('true')"))
    with pytest.raises(RuleError, match="unknown name 'y'"):
        check_claim(claim(ruleset="nim", params={"heaps": 2}, bound=3, kind="p-rule", rule="y == 0"))
    with pytest.raises(RuleError, match="true/false"):
        check_claim(claim(ruleset="nim", params={"heaps": 2}, bound=3, kind="p-rule", rule="x1 ^ x2"))
    with pytest.raises(UsageError, match="max_heaps and max_size limit the heaps of a heap game"):
        check_claim(claim(ruleset="wythoff", bound=3, max_heaps=2, kind="p-rule", rule="x1 == x2"))
    with pytest.raises(UsageError, match="needs a heap count"):
        check_claim(claim(ruleset="moore", params={"k": 2}, bound=3, kind="p-rule", rule="x1 == 0"))


def test_memory_guard_gives_inconclusive(monkeypatch):
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", str(10**6))
    r = check_claim(CORE["core.bouton-strategy-3"])
    assert r.verdict == "inconclusive" and r.resource_limited and "GiB" in r.reason
