"""Planted claims, true and false, for every claim kind and both play conventions (issue 12).

The right verdict of every claim is computed here by the independent brute-force oracle
(:mod:`tests.bruteforce`, which imports nothing from gamecheck); each rule is written
twice, as the text gamecheck reads and as a Python function the oracle evaluates.

* ``check_claim`` must agree exactly (holds <-> true, refuted <-> false), and a refuting
  witness must be a real counterexample, and the smallest one (least counters, then
  lexicographic), as the README promises.
* ``prove_claim`` (provable kinds) must never say ``proved`` for a claim that is false on
  the prover's domain (every part < 2^bits) nor ``refuted`` for one that is true there;
  ``inconclusive`` is allowed and counted. A refuting witness is replayed through the oracle.
* A hypothesis test draws random small rulesets, rules and bounds and asserts the same.
"""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from dataclasses import dataclass
from math import isqrt
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(__file__))
import bruteforce as bf  # noqa: E402

from gamecheck.checker.serial import check_claim  # noqa: E402
from gamecheck.claims import parse_claims  # noqa: E402
from gamecheck.checker.parallel import check_claim_parallel  # noqa: E402
from gamecheck.prover.prove import prove_claim  # noqa: E402

PROVE_TIMEOUT = 3.0  # a query z3 cannot settle ends inconclusive (allowed); the rest take well under a second
INCONCLUSIVE: Counter = Counter()   # prover inconclusives, by kind/play
INCONCLUSIVE_NAMES: list[str] = []


# -- claims as TOML ------------------------------------------------------------------------------

def _toml_value(v: Any) -> str:
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    return json.dumps(v)


def make_claim(fields: dict[str, Any], cid: str = "planted"):
    lines = ["[[claim]]", f'id = "{cid}"', 'statement = "planted"', 'source = "test_planted"']
    lines += [f"{k} = {_toml_value(v)}" for k, v in fields.items() if v is not None]
    (claim,) = parse_claims("\n".join(lines) + "\n")
    return claim


# -- the planted claims ---------------------------------------------------------------------------

@dataclass
class Planted:
    """One planted claim with its oracle verdicts.

    ``bad``: counterexamples in the checker's domain, smallest first (empty: the claim
    holds); ``minimal``: the checker's witness must be ``bad[0]``; ``witness_ok``: a
    kind-specific replay of the checker's witness (default: its position is in ``bad``);
    ``prove``: for provable kinds, a function bits -> (counterexamples on the prover's
    domain, replay of the prover's witness)."""

    name: str
    fields: dict[str, Any]
    bad: list[Any]
    minimal: bool = True
    witness_ok: Callable[[Any], bool] | None = None
    prove: Callable[[int], tuple[list[Any], Callable[[Any], bool]]] | None = None
    bits: int = 4

    def __post_init__(self):
        kind = self.fields["kind"]
        tag = "misere-" if self.fields.get("play") == "misere" and "misere" not in self.name else ""
        if not self.name.startswith(kind):
            self.name = f"{kind}:{tag}{self.name}"

    @property
    def true(self) -> bool:
        return not self.bad

    @property
    def kind_play(self) -> str:
        misere = self.fields.get("play") == "misere" or self.fields.get("ruleset", "").startswith("misere(")
        return f"{self.fields['kind']}/{'misere' if misere else 'normal'}"


PLANTED: list[Planted] = []


def _play(misere: bool) -> str | None:
    return "misere" if misere else None


def _g(game: bf.Game, spec: str, params: dict[str, Any] | None) -> dict[str, Any]:
    out: dict[str, Any] = {"ruleset": spec}
    if params:
        out["params"] = params
    return out


def _local_rule_wrong(game: bf.Game, x, rule, misere: bool) -> bool:
    """The rule disagrees with the truth at x or at an option of x (a certificate condition
    that fails at x means exactly this)."""
    return any(bool(rule(q)) != game.is_p(q, misere) for q in (tuple(x),) + game.options(tuple(x)))


def add_p_rule(name, game, spec, params, bound, text, fn, misere=False, strategy=None, sfn=None,
               where=None, wfn=None, bits=4):
    play = _play(misere)
    misere = misere or spec.startswith("misere(")  # the ruleset itself may be played misère
    bad = bf.p_rule_failures(game, bound, fn, misere, wfn)
    if not bad and strategy:
        bad = bf.winning_move_failures(game, bound, sfn, misere, wfn)

    def prove(b: int):
        dom = [2**b - 1] * game.arity
        pbad = bf.p_rule_failures(game, dom, fn, misere, wfn)
        if not pbad and strategy:
            pbad = bf.strategy_failures(game, dom, fn, sfn, misere)

        def real(w) -> bool:
            x = tuple(w.position)
            if _local_rule_wrong(game, x, fn, misere):
                return True
            if w.to is not None and bf._safe(fn, tuple(w.to)) is not None and \
                    bool(fn(tuple(w.to))) != game.is_p(tuple(w.to), misere):
                return True
            return bool(strategy) and x in bf.strategy_failures(game, dom, fn, sfn, misere)
        return pbad, real
    fields = dict(_g(game, spec, params), kind="p-rule", bound=bound, rule=text, play=play,
                  strategy=strategy, where=where)
    PLANTED.append(Planted(name, fields, bad, prove=prove, bits=bits))


def add_grundy(name, game, spec, params, bound, text, fn, strategy=None, sfn=None, where=None, wfn=None, bits=4):
    bad = bf.grundy_failures(game, bound, fn, wfn)
    if not bad and strategy:
        bad = bf.grundy_strategy_failures(game, bound, sfn)

    def prove(b: int):
        dom = [2**b - 1] * game.arity
        pbad = bf.grundy_failures(game, dom, fn, wfn)
        if not pbad and strategy:
            pbad = bf.grundy_strategy_failures(game, dom, sfn)

        def real(w) -> bool:
            x = tuple(w.position)
            if any(fn(q) != game.grundy(q) for q in (x,) + game.options(x)):
                return True
            return bool(strategy) and x in bf.grundy_strategy_failures(game, dom, sfn)
        return pbad, real
    fields = dict(_g(game, spec, params), kind="grundy", bound=bound, rule=text, strategy=strategy, where=where)
    PLANTED.append(Planted(name, fields, bad, prove=prove, bits=bits))


def add_winning_move(name, game, spec, params, bound, move, mfn, p_rule, pfn, misere=False, let=None, bits=4,
                     where=None, wfn=None):
    play = _play(misere)
    misere = misere or spec.startswith("misere(")
    bad = bf.winning_move_failures(game, bound, mfn, misere, wfn)

    def prove(b: int):
        dom = [2**b - 1] * game.arity
        pbad = bf.p_rule_failures(game, dom, pfn, misere) or bf.strategy_failures(game, dom, pfn, mfn, misere)

        def real(w) -> bool:
            x = tuple(w.position)
            return _local_rule_wrong(game, x, pfn, misere) or x in bf.winning_move_failures(game, dom, mfn, misere, wfn)
        return pbad, real
    fields = dict(_g(game, spec, params), kind="winning-move", bound=bound, move=move, p_rule=p_rule,
                  play=play, let=let, where=where)
    PLANTED.append(Planted(name, fields, bad, prove=prove, bits=bits))


def add_moves(name, kind, game, spec, params, bound, rule, rfn, target, tfn, strategy=None, sfn=None,
              misere=False, bits=4, where=None, wfn=None):
    def failures(bnd):
        if kind == "no-move":
            return bf.no_move_failures(game, bnd, rfn, tfn, wfn)
        return bf.some_move_failures(game, bnd, rfn, tfn, wfn, strategy=sfn)
    bad = failures(bound)
    prove = None
    if kind == "no-move" or strategy:
        def prove(b: int):
            pbad = failures([2**b - 1] * game.arity)
            return pbad, lambda w: tuple(w.position) in set(pbad)
    fields = dict(_g(game, spec, params), kind=kind, bound=bound, rule=rule, target=target, strategy=strategy,
                  play=_play(misere), where=where)
    minimal = not (kind == "some-move" and strategy and not bf.some_move_failures(game, bound, rfn, tfn, wfn))
    PLANTED.append(Planted(name, fields, bad, minimal=minimal, prove=prove, bits=bits))


def add_position(name, kind, game, spec, params, position, misere=False, **kw):
    pos = tuple(position)
    play = _play(misere)
    misere = misere or spec.startswith("misere(")
    if kind == "outcome":
        ok = bf.outcome_holds(game, pos, kw["outcome"], misere)
    elif kind == "grundy-value":
        ok = bf.grundy_value_holds(game, pos, kw["value"])
    elif kind == "move-wins":
        ok = bf.move_wins_holds(game, pos, kw["to"], misere)
    elif kind == "winning-moves":
        ok = bf.winning_moves_holds(game, pos, kw["moves"], misere)
    elif kind == "answer":
        ok = bf.answer(game, pos, misere) == kw["value"]
    elif kind == "reachable-count":
        ok = bf.reachable_count(game, pos) == kw["value"]
    else:
        raise AssertionError(kind)
    fields = dict(_g(game, spec, params), kind=kind, position=list(pos), play=play, **kw)
    PLANTED.append(Planted(name, fields, [] if ok else [pos]))


def add_rule_kind(name, kind, game, spec, params, bound, text, fn, misere=False, within=None, wfn=None,
                  positions=None):
    play = _play(misere)
    misere = misere or spec.startswith("misere(")
    if kind == "label-identity":
        bad = bf.label_identity_failures(game, bound, fn)
    elif kind == "answer":
        bad = bf.answer_failures(game, bound, fn, misere)
    elif kind == "p-positions":
        bad = bf.p_positions_failures(game, bound, positions, misere, wfn)
    else:
        raise AssertionError(kind)
    fields = dict(_g(game, spec, params), kind=kind, bound=bound, rule=text, play=play, within=within,
                  positions=[list(p) for p in positions] if positions is not None else None)
    PLANTED.append(Planted(name, fields, bad))


def add_forall(name, vars_, text, fn, prove_bits=None, let=None):
    bad = bf.forall_failures(vars_, fn)

    def prove(b: int):
        return bad, lambda w: tuple(w.position) in set(bad)
    fields = dict(kind="forall", vars={k: list(v) for k, v in vars_.items()}, rule=text, prove_bits=prove_bits,
                  let=let)
    PLANTED.append(Planted(name, fields, bad, prove=prove, bits=prove_bits or 8))


def add_partition(name, seqs: list[tuple[str, Callable[[int], int]]], bound: int, n_max: int = 3000):
    defects = bf.partition_defects([f for _, f in seqs], bound, n_max)

    def witness_ok(w) -> bool:
        import re
        if "increas" in (w.condition or "") + str(w.true):  # a monotonicity witness: position is the index n
            m = re.search(r"sequence (\d+)", w.reason)
            return m is not None and any(d["kind"] == "not increasing" and d["hits"] == [(int(m.group(1)), w.position[0])]
                                         for d in defects)
        # else the witness names a defective value and, where it names (sequence, n), that
        # index really gives the value
        v = w.position[0]
        if not any(d["value"] == v and d["kind"] != "not increasing" for d in defects):
            return False
        pairs = re.findall(r"sequence (\d+) '[^']*'(?: gives -?\d+)? at n = (\d+)", w.reason)
        return not pairs or seqs[int(pairs[0][0]) - 1][1](int(pairs[0][1])) == v
    fields = dict(kind="partition", sequences=[t for t, _ in seqs], bound=bound)
    PLANTED.append(Planted(name, fields, defects, minimal=False, witness_ok=witness_ok))


# games (oracle, gamecheck spec, params)
NIM1, NIM2, NIM3 = bf.nim(1), bf.nim(2), bf.nim(3)
SUB134 = bf.subtraction({1, 3, 4})
SUB12x2 = bf.subtraction({1, 2}, 2)
BASH3 = bf.bash(3)
BASH2x2 = bf.bash(2, 2)
WYT = bf.wythoff()
MOORE2 = bf.moore(2, 3)
SUM = bf.disjunctive_sum(bf.nim(1), bf.bash(2))
N1, N2, N3 = ("nim", {"heaps": 1}), ("nim", {"heaps": 2}), ("nim", {"heaps": 3})
S134, S12x2 = ("subtraction", {"set": [1, 3, 4]}), ("subtraction", {"set": [1, 2], "heaps": 2})
B3, B2x2 = ("bash", {"m": 3}), ("bash", {"m": 2, "heaps": 2})
W, M2, SM = ("wythoff", None), ("moore", {"k": 2, "heaps": 3}), ("sum(nim, bash(m=2))", None)


def xor_all(p):
    s = 0
    for h in p:
        s ^= h
    return s


MISERE_NIM = "(all(h <= 1 for h in heaps) and xor(heaps) == 1) or (any(h > 1 for h in heaps) and xor(heaps) == 0)"


def misere_nim(p):
    return (all(h <= 1 for h in p) and xor_all(p) == 1) or (any(h > 1 for h in p) and xor_all(p) == 0)


def wythoff_p(p):
    a, b = min(p), max(p)
    k = b - a
    return a == (k + isqrt(5 * k * k)) // 2


WYTHOFF_RULE = "min(x1, x2) == (abs(x1 - x2) + isqrt(5 * abs(x1 - x2) * abs(x1 - x2))) // 2"
MOORE_RULE = "all((bit(x1, i) + bit(x2, i) + bit(x3, i)) % 3 == 0 for i in range(4))"


def moore_p(p):
    return all(sum((h >> i) & 1 for h in p) % 3 == 0 for i in range(4))


# p-rule, normal play
add_p_rule("nim2-equal", NIM2, *N2, 7, "x1 == x2", lambda p: p[0] == p[1])
add_p_rule("nim3-bouton", NIM3, *N3, 5, "xor(heaps) == 0", lambda p: xor_all(p) == 0)
add_p_rule("sub134-mod7", SUB134, *S134, 30, "n % 7 in (0, 2)", lambda p: p[0] % 7 in (0, 2), bits=5)
add_p_rule("bash3-mult", BASH3, *B3, 30, "n % (m + 1) == 0", lambda p: p[0] % 4 == 0, bits=5)
add_p_rule("wythoff-beatty", WYT, *W, 12, WYTHOFF_RULE, wythoff_p)
add_p_rule("moore2-columns", MOORE2, *M2, 4, MOORE_RULE, moore_p)
add_p_rule("sum-nim-bash", SUM, *SM, [8, 10], "x1 == x2 % 3", lambda p: p[0] == p[1] % 3)
add_p_rule("sub12x2-mod3", SUB12x2, *S12x2, 8, "x1 % 3 == x2 % 3", lambda p: p[0] % 3 == p[1] % 3)
add_p_rule("bash2x2-mod3", BASH2x2, *B2x2, [6, 9], "x1 % 3 == x2 % 3", lambda p: p[0] % 3 == p[1] % 3)
add_p_rule("nim2-where", NIM2, *N2, 6, "x1 == x2", lambda p: p[0] == p[1], where="x1 <= 2", wfn=lambda p: p[0] <= 2)
add_p_rule("nim2-strategy", NIM2, *N2, 6, "x1 == x2", lambda p: p[0] == p[1],
           strategy="(x2, x2) if x1 > x2 else (x1, x1)", sfn=lambda p: (p[1], p[1]) if p[0] > p[1] else (p[0], p[0]))
add_p_rule("nim2-false-sum0", NIM2, *N2, 5, "x1 + x2 == 0", lambda p: p[0] + p[1] == 0)
add_p_rule("nim3-false-sum", NIM3, *N3, 4, "x1 + x2 == x3", lambda p: p[0] + p[1] == p[2])
add_p_rule("nim3-false-bit", NIM3, *N3, 5, "xor(heaps) & 3 == 0", lambda p: xor_all(p) & 3 == 0)
add_p_rule("sub134-false-mod7", SUB134, *S134, 30, "n % 7 == 0", lambda p: p[0] % 7 == 0, bits=5)
add_p_rule("bash3-false-mod3", BASH3, *B3, 30, "n % 3 == 0", lambda p: p[0] % 3 == 0, bits=5)
add_p_rule("bash3-false-late", BASH3, *B3, 30, "n % 4 == 0 and n != 24", lambda p: p[0] % 4 == 0 and p[0] != 24,
           bits=5)
add_p_rule("wythoff-false-diag", WYT, *W, 10, "x1 == x2", lambda p: p[0] == p[1])
add_p_rule("moore2-false-xor", MOORE2, *M2, 4, "xor(heaps) == 0", lambda p: xor_all(p) == 0)
add_p_rule("sum-false-equal", SUM, *SM, [8, 10], "x1 == x2", lambda p: p[0] == p[1])
add_p_rule("nim2-where-false", NIM2, *N2, 6, "x1 + x2 == 0", lambda p: p[0] + p[1] == 0,
           where="x1 <= 2", wfn=lambda p: p[0] <= 2)
# issue 12, point 2: the right rule with the wrong strategy (it moves the wrong heap)
add_p_rule("nim2-wrong-strategy", NIM2, *N2, 6, "x1 == x2", lambda p: p[0] == p[1],
           strategy="(x2, x2) if x1 < x2 else (x1, x1)", sfn=lambda p: (p[1], p[1]) if p[0] < p[1] else (p[0], p[0]))
add_p_rule("nim2-losing-strategy", NIM2, *N2, 6, "x1 == x2", lambda p: p[0] == p[1],
           strategy="(x1 - 1, x2) if x1 > x2 else (x1, x2 - 1)",
           sfn=lambda p: (p[0] - 1, p[1]) if p[0] > p[1] else (p[0], p[1] - 1))
# p-rule, misère play (issue 12: misère Nim)
add_p_rule("misere-nim2", NIM2, *N2, 6, MISERE_NIM, misere_nim, misere=True)
add_p_rule("misere-nim3", NIM3, *N3, 5, MISERE_NIM, misere_nim, misere=True)
add_p_rule("misere-nim3-ruleset", NIM3, "misere(nim)", {"heaps": 3}, 4, MISERE_NIM, misere_nim)
add_p_rule("misere-bash3", BASH3, *B3, 30, "n % 4 == 1", lambda p: p[0] % 4 == 1, misere=True, bits=5)
add_p_rule("misere-nim2-strategy", NIM2, *N2, 5, MISERE_NIM, misere_nim, misere=True,
           strategy="(1 - x2, x2) if x1 > 1 and x2 <= 1 else ((x1, 1 - x1) if x2 > 1 and x1 <= 1 else "
                    "((min(x1, x2), min(x1, x2)) if x1 > 1 else (1, 0)))",
           sfn=lambda p: (1 - p[1], p[1]) if p[0] > 1 and p[1] <= 1 else ((p[0], 1 - p[0]) if p[1] > 1 and p[0] <= 1
                                                                         else ((min(p), min(p)) if p[0] > 1 else (1, 0))))
add_p_rule("misere-nim2-false-normal-rule", NIM2, *N2, 5, "x1 == x2", lambda p: p[0] == p[1], misere=True)
add_p_rule("misere-nim3-false-bouton", NIM3, *N3, 4, "xor(heaps) == 0", lambda p: xor_all(p) == 0, misere=True)
add_p_rule("misere-nim3-ruleset-false", NIM3, "misere(nim)", {"heaps": 3}, 4, "xor(heaps) == 0",
           lambda p: xor_all(p) == 0)
add_p_rule("misere-rule-under-normal-false", NIM3, *N3, 4, MISERE_NIM, misere_nim)
add_p_rule("misere-bash3-false", BASH3, *B3, 30, "n % 4 == 0", lambda p: p[0] % 4 == 0, misere=True, bits=5)
add_p_rule("misere-nim2-false-late", NIM2, *N2, 7, MISERE_NIM + " or (x1 == 6 and x2 == 5)",
           lambda p: misere_nim(p) or p == (6, 5), misere=True)
add_p_rule("misere-nim2-wrong-strategy", NIM2, *N2, 5, MISERE_NIM, misere_nim, misere=True,
           strategy="(min(x1, x2), min(x1, x2))", sfn=lambda p: (min(p), min(p)))

# grundy (normal play only: a Grundy formula is a normal-play claim)
add_grundy("nim1-n", NIM1, *N1, 20, "n", lambda p: p[0], bits=5)
add_grundy("nim3-xor", NIM3, *N3, 5, "xor(heaps)", xor_all)
add_grundy("bash3-mod", BASH3, *B3, 30, "n % (m + 1)", lambda p: p[0] % 4, bits=5)
add_grundy("sub134-table", SUB134, *S134, 30, "(0, 1, 0, 1, 2, 3, 2)[n % 7]",
           lambda p: (0, 1, 0, 1, 2, 3, 2)[p[0] % 7], bits=5)
add_grundy("sub12x2-xor", SUB12x2, *S12x2, 8, "(x1 % 3) ^ (x2 % 3)", lambda p: (p[0] % 3) ^ (p[1] % 3))
add_grundy("sum-g1g2", SUM, *SM, [7, 9], "g1 ^ g2", lambda p: p[0] ^ (p[1] % 3))
add_grundy("sum-formula", SUM, *SM, [7, 9], "x1 ^ (x2 % 3)", lambda p: p[0] ^ (p[1] % 3))
add_grundy("nim2-strategy", NIM2, *N2, 6, "x1 ^ x2", lambda p: p[0] ^ p[1],
           strategy="(v ^ x2, x2) if (v ^ x2) < x1 else (x1, v ^ x1)",
           sfn=lambda p, v: (v ^ p[1], p[1]) if (v ^ p[1]) < p[0] else (p[0], v ^ p[0]))
add_grundy("nim2-false-sum", NIM2, *N2, 5, "x1 + x2", lambda p: p[0] + p[1])
add_grundy("bash3-false-mod3", BASH3, *B3, 30, "n % 3", lambda p: p[0] % 3, bits=5)
add_grundy("sub134-false-mod7", SUB134, *S134, 30, "n % 7", lambda p: p[0] % 7, bits=5)
add_grundy("sub134-false-late", SUB134, *S134, 30, "(0, 1, 0, 1, 2, 3, 2)[n % 7] + (n == 27)",
           lambda p: (0, 1, 0, 1, 2, 3, 2)[p[0] % 7] + (p[0] == 27), bits=5)
add_grundy("sum-false-plus", SUM, *SM, [7, 9], "x1 + x2 % 3", lambda p: p[0] + p[1] % 3)
add_grundy("nim2-wrong-strategy", NIM2, *N2, 6, "x1 ^ x2", lambda p: p[0] ^ p[1],
           strategy="(v ^ x2, x2)", sfn=lambda p, v: (v ^ p[1], p[1]))

# winning-move
add_winning_move("bash3-take-mod", BASH3, *B3, 30, "(n - n % (m + 1),)", lambda p: (p[0] - p[0] % 4,),
                 "n % (m + 1) == 0", lambda p: p[0] % 4 == 0, bits=5)
add_winning_move("nim2-min", NIM2, *N2, 6, "(min(x1, x2), min(x1, x2))", lambda p: (min(p), min(p)),
                 "x1 == x2", lambda p: p[0] == p[1])
add_winning_move("sub134-table", SUB134, *S134, 30, "(n - (0, 1, 0, 1, 4, 3, 4)[n % 7],)",
                 lambda p: (p[0] - (0, 1, 0, 1, 4, 3, 4)[p[0] % 7],), "n % 7 in (0, 2)", lambda p: p[0] % 7 in (0, 2),
                 bits=5)


def nim3_move(p):
    s = xor_all(p)
    i = min(j for j in range(3) if p[j] ^ s < p[j])
    return tuple(h ^ s if j == i else h for j, h in enumerate(p))


add_winning_move("nim3-let", NIM3, *N3, 4, "replace(heaps, i, heaps[i] ^ s)", nim3_move, "xor(heaps) == 0",
                 lambda p: xor_all(p) == 0,
                 let={"s": "xor(heaps)", "i": "min(j for j in range(3) if heaps[j] ^ s < heaps[j])"})
add_winning_move("bash3-false-mod-m", BASH3, *B3, 30, "(n - n % m,)", lambda p: (p[0] - p[0] % 3,),
                 "n % (m + 1) == 0", lambda p: p[0] % 4 == 0, bits=5)
add_winning_move("nim2-false-illegal", NIM2, *N2, 6, "(x1, x1)", lambda p: (p[0], p[0]),
                 "x1 == x2", lambda p: p[0] == p[1])
add_winning_move("sub134-false-entry", SUB134, *S134, 30, "(n - (0, 1, 0, 1, 4, 1, 4)[n % 7],)",
                 lambda p: (p[0] - (0, 1, 0, 1, 4, 1, 4)[p[0] % 7],), "n % 7 in (0, 2)",
                 lambda p: p[0] % 7 in (0, 2), bits=5)
add_winning_move("misere-nim1", NIM1, *N1, 20, "(1,)", lambda p: (1,), "n == 1", lambda p: p[0] == 1,
                 misere=True, bits=5)
MISERE_NIM2_MOVE = ("(1 - x2, x2) if x1 > 1 and x2 <= 1 else ((x1, 1 - x1) if x2 > 1 and x1 <= 1 else "
                    "((min(x1, x2), min(x1, x2)) if x1 > 1 else (1, 0)))")


def misere_nim2_move(p):
    x1, x2 = p
    if x1 > 1 and x2 <= 1:
        return (1 - x2, x2)
    if x2 > 1 and x1 <= 1:
        return (x1, 1 - x1)
    return (min(p), min(p)) if x1 > 1 else (1, 0)


add_winning_move("misere-nim2", NIM2, *N2, 6, MISERE_NIM2_MOVE, misere_nim2_move, MISERE_NIM, misere_nim, misere=True)
add_winning_move("misere-bash3", BASH3, *B3, 30, "(n - (n - 1) % 4,)", lambda p: (p[0] - (p[0] - 1) % 4,),
                 "n % 4 == 1", lambda p: p[0] % 4 == 1, misere=True, bits=5)
add_winning_move("misere-nim2-false-normal-move", NIM2, *N2, 6, "(min(x1, x2), min(x1, x2))",
                 lambda p: (min(p), min(p)), MISERE_NIM, misere_nim, misere=True)
add_winning_move("misere-nim1-false-take-all", NIM1, *N1, 20, "(0,)", lambda p: (0,), "n == 1",
                 lambda p: p[0] == 1, misere=True, bits=5)
add_winning_move("misere-bash3-false-normal", BASH3, *B3, 30, "(n - n % 4,)", lambda p: (p[0] - p[0] % 4,),
                 "n % 4 == 1", lambda p: p[0] % 4 == 1, misere=True, bits=5)

# single-position kinds, both plays
for mis in (False, True):
    tag = "misere-" if mis else ""
    add_position(f"{tag}outcome-nim3-123-P", "outcome", NIM3, *N3, (1, 2, 3), mis, outcome="P")
    add_position(f"{tag}outcome-nim3-123-N", "outcome", NIM3, *N3, (1, 2, 3), mis, outcome="N")
    add_position(f"{tag}outcome-nim3-111-P", "outcome", NIM3, *N3, (1, 1, 1), mis, outcome="P")
    add_position(f"{tag}outcome-nim3-111-N", "outcome", NIM3, *N3, (1, 1, 1), mis, outcome="N")
    add_position(f"{tag}outcome-wythoff-35-P", "outcome", WYT, *W, (3, 5), mis, outcome="P")
    add_position(f"{tag}outcome-wythoff-35-D", "outcome", WYT, *W, (3, 5), mis, outcome="D")
    add_position(f"{tag}outcome-nim2-00-P", "outcome", NIM2, *N2, (0, 0), mis, outcome="P")
    add_position(f"{tag}outcome-nim2-00-N", "outcome", NIM2, *N2, (0, 0), mis, outcome="N")
    add_position(f"{tag}move-wins-nim2-00-00", "move-wins", NIM2, *N2, (0, 0), mis, to=[0, 0])
    add_position(f"{tag}move-wins-nim2-35-33", "move-wins", NIM2, *N2, (3, 5), mis, to=[3, 3])
    add_position(f"{tag}move-wins-nim2-35-34", "move-wins", NIM2, *N2, (3, 5), mis, to=[3, 4])
    add_position(f"{tag}move-wins-nim2-35-45", "move-wins", NIM2, *N2, (3, 5), mis, to=[4, 5])
    add_position(f"{tag}move-wins-nim2-11-10", "move-wins", NIM2, *N2, (1, 1), mis, to=[1, 0])
    add_position(f"{tag}move-wins-nim2-12-10", "move-wins", NIM2, *N2, (1, 2), mis, to=[1, 0])
    add_position(f"{tag}move-wins-nim2-12-11", "move-wins", NIM2, *N2, (1, 2), mis, to=[1, 1])
    add_position(f"{tag}move-wins-bash3-6-5", "move-wins", BASH3, *B3, (6,), mis, to=[5])
    add_position(f"{tag}move-wins-bash3-6-4", "move-wins", BASH3, *B3, (6,), mis, to=[4])
    for moves in ([[1, 2, 3]], [[1, 2, 3], [0, 2, 4]], []):
        add_position(f"{tag}winning-moves-nim3-124-{len(moves)}", "winning-moves", NIM3, *N3, (1, 2, 4), mis,
                     moves=moves)
    for moves in ([[0, 1], [1, 0]], [], [[0, 1]]):
        add_position(f"{tag}winning-moves-nim2-11-{len(moves)}", "winning-moves", NIM2, *N2, (1, 1), mis,
                     moves=moves)
    add_position(f"{tag}winning-moves-nim2-00", "winning-moves", NIM2, *N2, (0, 0), mis, moves=[])
    add_position(f"{tag}winning-moves-bash3-6", "winning-moves", BASH3, *B3, (6,), mis, moves=[[5]])
    add_position(f"{tag}winning-moves-bash3-6b", "winning-moves", BASH3, *B3, (6,), mis, moves=[[4]])
    for pos, v in (((3, 5), 2), ((3, 5), 1), ((2, 2), -1), ((2, 2), 0), ((1, 0), 1), ((1, 0), -1), ((0, 0), -1)):
        add_position(f"{tag}answer-nim2-{pos}-{v}", "answer", NIM2, *N2, pos, mis, value=v)
    for pos, v in (((5,), 4), ((5,), 5), ((1,), -1), ((1,), 1), ((7,), 3)):
        add_position(f"{tag}answer-nim1-{pos}-{v}", "answer", NIM1, *N1, pos, mis, value=v)
    add_position(f"{tag}reachable-nim2-23-12", "reachable-count", NIM2, *N2, (2, 3), mis, value=12)
    add_position(f"{tag}reachable-nim2-23-11", "reachable-count", NIM2, *N2, (2, 3), mis, value=11)
    add_position(f"{tag}reachable-wythoff-22", "reachable-count", WYT, *W, (2, 2), mis, value=9)
    add_position(f"{tag}reachable-sub134-10", "reachable-count", SUB134, *S134, (10,), mis, value=11)
    add_position(f"{tag}reachable-sub134-10b", "reachable-count", SUB134, *S134, (10,), mis, value=10)
    # p-positions
    add_rule_kind(f"{tag}p-positions-nim2-diag", "p-positions", NIM2, *N2, 3, None, None, mis,
                  positions=[(i, i) for i in range(4)])
    add_rule_kind(f"{tag}p-positions-nim2-misere", "p-positions", NIM2, *N2, 2, None, None, mis,
                  positions=[(0, 1), (1, 0), (2, 2)])
    add_rule_kind(f"{tag}p-positions-nim2-missing", "p-positions", NIM2, *N2, 3, None, None, mis,
                  positions=[(0, 0), (1, 1), (3, 3)])
    add_rule_kind(f"{tag}p-positions-wythoff-within", "p-positions", WYT, *W, 10, None, None, mis, within="x1 <= x2",
                  wfn=lambda p: p[0] <= p[1], positions=[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)])
    add_rule_kind(f"{tag}p-positions-wythoff-within-short", "p-positions", WYT, *W, 10, None, None, mis,
                  within="x1 <= x2", wfn=lambda p: p[0] <= p[1], positions=[(0, 0), (1, 2), (3, 5), (4, 7)])
    add_rule_kind(f"{tag}p-positions-bash3", "p-positions", BASH3, *B3, 12, None, None, mis,
                  positions=[(0,), (4,), (8,), (12,)])
    add_rule_kind(f"{tag}p-positions-bash3-misere", "p-positions", BASH3, *B3, 12, None, None, mis,
                  positions=[(1,), (5,), (9,)])
    # answer over the bound
    add_rule_kind(f"{tag}answer-rule-bash3", "answer", BASH3, *B3, 20, "n % 4 if n % 4 else -1",
                  lambda p: p[0] % 4 if p[0] % 4 else -1, mis)
    add_rule_kind(f"{tag}answer-rule-bash3-misere", "answer", BASH3, *B3, 20, "(n - 1) % 4 if (n - 1) % 4 else -1",
                  lambda p: (p[0] - 1) % 4 if (p[0] - 1) % 4 else -1, mis)
    add_rule_kind(f"{tag}answer-rule-nim1-misere", "answer", NIM1, *N1, 15, "n - 1 if n >= 2 else -1",
                  lambda p: p[0] - 1 if p[0] >= 2 else -1, mis)
    add_rule_kind(f"{tag}answer-rule-nim1", "answer", NIM1, *N1, 15, "n if n else -1", lambda p: p[0] or -1, mis)
    add_rule_kind(f"{tag}answer-rule-nim2", "answer", NIM2, *N2, 6, "abs(x1 - x2) if x1 != x2 else -1",
                  lambda p: abs(p[0] - p[1]) if p[0] != p[1] else -1, mis)
    # no-move / some-move do not depend on the play convention: planted under both
    add_moves(f"{tag}no-move-nim2-equal", "no-move", NIM2, *N2, 6, "x1 == x2", lambda p: p[0] == p[1],
              "x1 == x2", lambda p: p[0] == p[1], misere=mis)
    add_moves(f"{tag}no-move-bash3", "no-move", BASH3, *B3, 30, "n % 4 == 0", lambda p: p[0] % 4 == 0,
              "n % 4 == 0", lambda p: p[0] % 4 == 0, misere=mis, bits=5)
    add_moves(f"{tag}no-move-nim1-false-parity", "no-move", NIM1, *N1, 20, "n % 2 == 0", lambda p: p[0] % 2 == 0,
              "n % 2 == 0", lambda p: p[0] % 2 == 0, misere=mis, bits=5)
    add_moves(f"{tag}no-move-wythoff-false", "no-move", WYT, *W, 8, "x1 == x2", lambda p: p[0] == p[1],
              "x1 + x2 == 0", lambda p: p[0] + p[1] == 0, misere=mis)
    add_moves(f"{tag}some-move-nim2", "some-move", NIM2, *N2, 6, "x1 != x2", lambda p: p[0] != p[1],
              "x1 == x2", lambda p: p[0] == p[1], misere=mis)
    add_moves(f"{tag}some-move-nim2-strategy", "some-move", NIM2, *N2, 6, "x1 != x2", lambda p: p[0] != p[1],
              "x1 == x2", lambda p: p[0] == p[1], strategy="(min(x1, x2), min(x1, x2))",
              sfn=lambda p: (min(p), min(p)), misere=mis)
    add_moves(f"{tag}some-move-nim2-wrong-strategy", "some-move", NIM2, *N2, 6, "x1 != x2", lambda p: p[0] != p[1],
              "x1 == x2", lambda p: p[0] == p[1], strategy="(x1, x1)", sfn=lambda p: (p[0], p[0]), misere=mis)
    add_moves(f"{tag}some-move-bash3-strategy", "some-move", BASH3, *B3, 30, "n % 4 != 0", lambda p: p[0] % 4 != 0,
              "n % 4 == 0", lambda p: p[0] % 4 == 0, strategy="(n - n % 4,)", sfn=lambda p: (p[0] - p[0] % 4,),
              misere=mis, bits=5)
    add_moves(f"{tag}some-move-bash3-false", "some-move", BASH3, *B3, 30, "n > 0", lambda p: p[0] > 0,
              "n % 4 == 0", lambda p: p[0] % 4 == 0, misere=mis, bits=5)
    add_moves(f"{tag}some-move-bash3-false-strategy", "some-move", BASH3, *B3, 30, "n > 0", lambda p: p[0] > 0,
              "n % 4 == 0", lambda p: p[0] % 4 == 0, strategy="(n - n % 4,)", sfn=lambda p: (p[0] - p[0] % 4,),
              misere=mis, bits=5)

# grundy-value (normal-play Grundy values): the true value and a wrong one at each position
for pos, game, spec in (((1, 2, 4), NIM3, N3), ((2, 3), WYT, W), ((5, 7), WYT, W), ((10,), SUB134, S134),
                        ((3, 4), SUM, SM), ((4, 4), BASH2x2, B2x2)):
    for v in (game.grundy(pos), game.grundy(pos) + 1, max(game.grundy(pos) - 1, 0) if game.grundy(pos) else 3):
        add_position(f"grundy-value-{spec[0]}-{pos}-{v}", "grundy-value", game, *spec, pos, value=v)

# label-identity (normal-play labels; MP is the misère outcome)
NIM2_LABELS = [
    ("P == (x1 == x2)", lambda p, L: L["P"] == (p[0] == p[1])),
    ("g == x1 ^ x2", lambda p, L: L["g"] == p[0] ^ p[1]),
    ("(rem % 2 == 0) == P", lambda p, L: (L["rem"] % 2 == 0) == L["P"]),
    ("terminal == (x1 + x2 == 0)", lambda p, L: L["terminal"] == (p[0] + p[1] == 0)),
    ("wins == (0 if P else 1)", lambda p, L: L["wins"] == (0 if L["P"] else 1)),
    ("MP == (" + MISERE_NIM + ")", lambda p, L: L["MP"] == misere_nim(p)),
    ("not D", lambda p, L: not L["D"]),
    ("N != P", lambda p, L: L["N"] != L["P"]),
    ("rem == 2 * min(x1, x2) + (1 if N else 0)", lambda p, L: L["rem"] == 2 * min(p) + (1 if L["N"] else 0)),
    ("g == x1 + x2", lambda p, L: L["g"] == p[0] + p[1]),
    ("MP == (x1 == x2)", lambda p, L: L["MP"] == (p[0] == p[1])),
    ("rem == x1 + x2", lambda p, L: L["rem"] == p[0] + p[1]),
    ("wins == 0", lambda p, L: L["wins"] == 0),
]
for i, (text, fn) in enumerate(NIM2_LABELS):
    add_rule_kind(f"label-identity-nim2-{i}", "label-identity", NIM2, *N2, 5, text, fn)
add_rule_kind("label-identity-nim3-wins", "label-identity", NIM3, *N3, 3, "wins <= 1", lambda p, L: L["wins"] <= 1)
add_rule_kind("label-identity-nim3-wins-3", "label-identity", NIM3, *N3, 3, "wins <= 3", lambda p, L: L["wins"] <= 3)
add_rule_kind("label-identity-misere-MP", "label-identity", NIM3, *N3, 3, "MP == (" + MISERE_NIM + ")",
              lambda p, L: L["MP"] == misere_nim(p), misere=True)
add_rule_kind("label-identity-misere-MP-false", "label-identity", NIM3, *N3, 3, "MP == (xor(heaps) == 0)",
              lambda p, L: L["MP"] == (xor_all(p) == 0), misere=True)


# misère quotients: order and P-portion against the brute-force classes of bruteforce.py
def add_quotient(name, spec, heap_options, bound, facts, max_total):
    order, p_count = bf.misere_quotient_size(heap_options, bound, max_total)
    ok = all({"order": order, "p_portion": p_count}[k] == v for k, v in facts.items())
    fields = dict(ruleset=spec, kind="misere-quotient", bound=bound, quotient=facts, play="misere")
    PLANTED.append(Planted(f"misere-quotient:{name}", fields, [] if ok else [()]))


_NIM_HEAP = lambda n: [(m,) for m in range(n)]  # noqa: E731
_KAYLES_HEAP = lambda n: sorted({tuple(sorted((a, n - t - a), reverse=True))  # noqa: E731
                                 for t in (1, 2) if t <= n for a in range(0, n - t + 1)})
add_quotient("nim-3-order", "nim", _NIM_HEAP, 3, {"order": 6, "p_portion": 2}, 12)
add_quotient("nim-3-order-false", "nim", _NIM_HEAP, 3, {"order": 4}, 12)
add_quotient("kayles-6-order", "kayles", _KAYLES_HEAP, 6, {"order": 12, "p_portion": 3}, 24)
add_quotient("kayles-6-p-false", "kayles", _KAYLES_HEAP, 6, {"p_portion": 4}, 24)


# equivalent: two heap games with the same Grundy value at every heap 0..bound, by the oracle's
# own recursion on each game (by the Sprague-Grundy theorem then at every multiset of heaps)
def add_equivalent(name, spec, params, game, other_spec, other_game, bound):
    bad = [(n,) for n in range(bound + 1) if game.grundy((n,)) != other_game.grundy((n,))]
    fields = dict(ruleset=spec, params=params, kind="equivalent", other=other_spec, bound=bound)
    PLANTED.append(Planted(f"equivalent:{name}", fields, bad))


add_equivalent("bash2-sub12", "bash", {"m": 2}, bf.bash(2), "subtraction(set=[1,2])", bf.subtraction((1, 2)), 30)
add_equivalent("sub134-sub14-false", "subtraction", {"set": [1, 3, 4]}, bf.subtraction((1, 3, 4)),
               "subtraction(set=[1,4])", bf.subtraction((1, 4)), 30)
add_equivalent("sub25-sub257-false", "subtraction", {"set": [2, 5]}, bf.subtraction((2, 5)),
               "subtraction(set=[2,5,7])", bf.subtraction((2, 5, 7)), 30)


# more shapes: where, the ruleset's own misère, three-component sums, parameters in rules, G
SUM3 = bf.disjunctive_sum(bf.nim(1), bf.nim(1), bf.bash(2))
S3 = ("sum(nim, nim, bash(m=2))", None)
add_p_rule("sum3-xor", SUM3, *S3, [4, 5, 6], "x1 ^ x2 ^ (x3 % 3) == 0", lambda p: p[0] ^ p[1] ^ (p[2] % 3) == 0)
add_p_rule("sum3-false", SUM3, *S3, [4, 5, 6], "x1 ^ x2 ^ x3 == 0", lambda p: p[0] ^ p[1] ^ p[2] == 0)
add_grundy("sum3-g", SUM3, *S3, [4, 5, 6], "g1 ^ g2 ^ g3", lambda p: p[0] ^ p[1] ^ (p[2] % 3))
add_p_rule("sub134-S", SUB134, *S134, 25, "n % (max(S) + 3) in (0, 2)", lambda p: p[0] % 7 in (0, 2), bits=5)
add_p_rule("bash3-misere-ruleset", BASH3, "misere(bash(m=3))", None, 20, "n % 4 == 1", lambda p: p[0] % 4 == 1, bits=5)
add_p_rule("bash3-misere-ruleset-false", BASH3, "misere(bash(m=3))", None, 20, "n % 4 == 0", lambda p: p[0] % 4 == 0,
           bits=5)
add_grundy("nim2-where", NIM2, *N2, 6, "x1 ^ x2", lambda p: p[0] ^ p[1], where="x1 >= x2", wfn=lambda p: p[0] >= p[1])
add_grundy("nim2-where-false", NIM2, *N2, 6, "x1 - x2", lambda p: p[0] - p[1], where="x1 >= x2",
           wfn=lambda p: p[0] >= p[1])
add_winning_move("nim2-where", NIM2, *N2, 6, "(x2, x2)", lambda p: (p[1], p[1]), "x1 == x2", lambda p: p[0] == p[1],
                 where="x1 > x2", wfn=lambda p: p[0] > p[1])
add_winning_move("nim2-where-false", NIM2, *N2, 6, "(x2, x2)", lambda p: (p[1], p[1]), "x1 == x2",
                 lambda p: p[0] == p[1], where="x1 + 1 >= x2", wfn=lambda p: p[0] + 1 >= p[1])
add_winning_move("misere-nim2-ruleset", NIM2, "misere(nim)", {"heaps": 2}, 5, MISERE_NIM2_MOVE, misere_nim2_move,
                 MISERE_NIM, misere_nim)
add_winning_move("misere-nim2-ruleset-false", NIM2, "misere(nim)", {"heaps": 2}, 5, "(min(x1, x2), min(x1, x2))",
                 lambda p: (min(p), min(p)), MISERE_NIM, misere_nim)
add_moves("some-move-where", "some-move", NIM2, *N2, 6, "x1 != x2", lambda p: p[0] != p[1], "x1 == x2",
          lambda p: p[0] == p[1], strategy="(x2, x2)", sfn=lambda p: (p[1], p[1]), where="x1 > x2",
          wfn=lambda p: p[0] > p[1])
add_moves("some-move-where-false", "some-move", NIM2, *N2, 6, "x1 != x2", lambda p: p[0] != p[1], "x1 == x2",
          lambda p: p[0] == p[1], strategy="(x2, x2)", sfn=lambda p: (p[1], p[1]), where="x1 >= 1",
          wfn=lambda p: p[0] >= 1)
add_moves("no-move-where", "no-move", NIM2, *N2, 6, "x1 == x2 + 1", lambda p: p[0] == p[1] + 1, "x1 == x2",
          lambda p: p[0] == p[1], where="x2 == 0", wfn=lambda p: p[1] == 0)
add_moves("no-move-where-false", "no-move", NIM2, *N2, 6, "x1 == x2 + 1", lambda p: p[0] == p[1] + 1, "x1 == x2",
          lambda p: p[0] == p[1], where="x2 >= 0", wfn=lambda p: p[1] >= 0)
for mis in (False, True):
    add_position(f"{'misere-' if mis else ''}outcome-misere-ruleset-nim2-11", "outcome", NIM2, "misere(nim)",
                 {"heaps": 2}, (1, 1), mis, outcome="N")
    add_position(f"{'misere-' if mis else ''}outcome-misere-ruleset-nim2-11-P", "outcome", NIM2, "misere(nim)",
                 {"heaps": 2}, (1, 1), mis, outcome="P")
    add_position(f"{'misere-' if mis else ''}winning-moves-misere-ruleset-bash3-6", "winning-moves", BASH3,
                 "misere(bash(m=3))", None, (6,), mis, moves=[[5]])
    add_position(f"{'misere-' if mis else ''}answer-misere-ruleset-nim1-5", "answer", NIM1, "misere(nim)", {"heaps": 1},
                 (5,), mis, value=5)
    add_rule_kind(f"{'misere-' if mis else ''}p-positions-wythoff-swapped", "p-positions", WYT, *W, 8, None, None, mis,
                  within="x1 <= x2", wfn=lambda p: p[0] <= p[1], positions=[(0, 0), (1, 2), (3, 5), (5, 3)])
    add_rule_kind(f"{'misere-' if mis else ''}p-positions-wythoff-listed-outside", "p-positions", WYT, *W, 8, None,
                  None, mis, within="x1 <= x2", wfn=lambda p: p[0] <= p[1],
                  positions=[(0, 0), (1, 2), (3, 5), (3, 2)])
    add_rule_kind(f"{'misere-' if mis else ''}answer-rule-misere-ruleset-bash3", "answer", BASH3, "misere(bash(m=3))",
                  None, 20, "n % 4 if n % 4 else -1", lambda p: p[0] % 4 if p[0] % 4 else -1, mis)
PLANTED.append(Planted("label-identity-where-empty", dict(_g(NIM2, *N2), kind="label-identity", bound=4,
                                                         rule="P == (x1 == x2)", where="x1 > 9"),
                       bf.label_identity_failures(NIM2, 4, lambda p, L: L["P"] == (p[0] == p[1]),
                                                  where=lambda p: p[0] > 9)))
add_rule_kind("label-identity-G-bash3", "label-identity", BASH3, *B3, 20, "G[n] == n % 4",
              lambda p, L: BASH3.grundy(p) == p[0] % 4)
add_rule_kind("label-identity-G-sub134-false", "label-identity", SUB134, *S134, 20, "G[n] == n % 3",
              lambda p, L: SUB134.grundy(p) == p[0] % 3)
add_rule_kind("label-identity-G-sub134-prev", "label-identity", SUB134, *S134, 20, "n == 0 or G[n] != G[n - 1]",
              lambda p, L: p[0] == 0 or SUB134.grundy(p) != SUB134.grundy((p[0] - 1,)))
add_rule_kind("label-identity-wins-N", "label-identity", WYT, *W, 6, "(wins >= 1) == N",
              lambda p, L: (L["wins"] >= 1) == L["N"])
add_rule_kind("label-identity-wins-wythoff-false", "label-identity", WYT, *W, 6, "wins <= 2",
              lambda p, L: L["wins"] <= 2)

# a `where` that selects no position: the claim holds vacuously
add_p_rule("nim2-where-empty", NIM2, *N2, 4, "x1 == x2", lambda p: p[0] == p[1], where="x1 > 9", wfn=lambda p: p[0] > 9)
add_grundy("nim2-where-empty", NIM2, *N2, 4, "x1 + x2", lambda p: p[0] + p[1], where="x1 > 9", wfn=lambda p: p[0] > 9)
add_moves("no-move-where-empty", "no-move", NIM2, *N2, 4, "x1 == x2", lambda p: p[0] == p[1], "x1 == x2",
          lambda p: p[0] == p[1], where="x1 > 9", wfn=lambda p: p[0] > 9)
add_moves("some-move-where-empty", "some-move", NIM2, *N2, 4, "x1 == x2", lambda p: p[0] == p[1], "x1 == x2",
          lambda p: p[0] == p[1], where="x1 > 9", wfn=lambda p: p[0] > 9)
add_winning_move("nim2-where-empty", NIM2, *N2, 4, "(x1, x1)", lambda p: (p[0], p[0]), "x1 == x2",
                 lambda p: p[0] == p[1], where="x1 > 9", wfn=lambda p: p[0] > 9)
# misère with `where`: the rule is wrong at the terminal position (an N-position with no move)
add_p_rule("misere-nim2-where-terminal", NIM2, *N2, 4, "x1 == x2", lambda p: p[0] == p[1], misere=True,
           where="x1 <= 2", wfn=lambda p: p[0] <= 2)
add_p_rule("misere-nim2-where", NIM2, *N2, 4, MISERE_NIM, misere_nim, misere=True, where="x1 <= 2",
           wfn=lambda p: p[0] <= 2)
add_p_rule("misere-nim2-where-false", NIM2, *N2, 4, MISERE_NIM + " or (x1 == 2 and x2 == 3)",
           lambda p: misere_nim(p) or p == (2, 3), misere=True, where="x1 <= 2", wfn=lambda p: p[0] <= 2)

# forall
add_forall("forall-square", {"n": (1, 60)}, "n * n >= n", lambda n: n * n >= n)
add_forall("forall-mod7-false", {"n": (1, 60)}, "n % 7 != 3", lambda n: n % 7 != 3)
add_forall("forall-two-vars", {"a": (0, 12), "b": (0, 12)}, "(a + b) % 2 == (a ^ b) % 2",
           lambda a, b: (a + b) % 2 == (a ^ b) % 2)
add_forall("forall-two-vars-false", {"a": (1, 10), "b": (1, 10)}, "a * b != 12", lambda a, b: a * b != 12)
# issue 12, point 3: a true bounded statement whose induction step fails beyond the range
add_forall("forall-fib-bounded", {"n": (1, 60)}, "fib(n) < 2**70", lambda n: bf.fib(n) < 2**70, prove_bits=8)
add_forall("forall-bounded-wider-false", {"n": (1, 60)}, "n < 100", lambda n: n < 100, prove_bits=8)
add_forall("forall-fib-false", {"n": (1, 60)}, "fib(n) < 1000", lambda n: bf.fib(n) < 1000, prove_bits=8)
add_forall("forall-fib-recurrence", {"n": (0, 50)}, "fib(n + 2) == fib(n + 1) + fib(n)",
           lambda n: bf.fib(n + 2) == bf.fib(n + 1) + bf.fib(n), prove_bits=8)
add_forall("forall-fib-parity-false", {"n": (0, 50)}, "fib(n) % 2 == 0", lambda n: bf.fib(n) % 2 == 0)
add_forall("forall-late-false", {"n": (0, 300)}, "n != 250", lambda n: n != 250, prove_bits=9)
add_forall("forall-let", {"n": (0, 40)}, "h * 2 <= n", lambda n: (n // 2) * 2 <= n, let={"h": "n // 2"})

# Python's floor semantics of // and % with negative operands, failures past the evaluated prefix
add_forall("forall-neg-divisor-false", {"n": (0, 300)}, "n % -3 >= 0 or n < 250", lambda n: n % -3 >= 0 or n < 250,
           prove_bits=9)
add_forall("forall-neg-floor-div-false", {"n": (0, 300)}, "n // -2 * -2 <= n or n < 250",
           lambda n: n // -2 * -2 <= n or n < 250)
add_forall("forall-neg-dividend", {"n": (0, 600)}, "(n - 500) // 3 * 3 <= n - 500 and (n - 500) % 3 >= 0",
           lambda n: (n - 500) // 3 * 3 <= n - 500 and (n - 500) % 3 >= 0, prove_bits=10)
add_forall("forall-bv-neg-divisor-false", {"n": (0, 300)}, "(n ^ 5) % -3 >= 0 or n < 250",
           lambda n: (n ^ 5) % -3 >= 0 or n < 250)
add_forall("forall-bv-mask", {"n": (0, 300)}, "(n & 255) != n or n < 256", lambda n: (n & 255) != n or n < 256,
           prove_bits=9)
add_forall("forall-negative-range", {"n": (-20, 20)}, "n * n >= 0 and abs(n) >= n", lambda n: n * n >= 0 and abs(n) >= n)
add_forall("forall-negative-range-false", {"n": (-20, 20)}, "n * n > 0", lambda n: n * n > 0)

# partition (issue 12, point 1)
BEATTY_A = ("(n + isqrt(5 * n * n)) // 2", lambda n: (n + isqrt(5 * n * n)) // 2)
BEATTY_B = ("(3 * n + isqrt(5 * n * n)) // 2", lambda n: (3 * n + isqrt(5 * n * n)) // 2)
add_partition("partition-beatty", [BEATTY_A, BEATTY_B], 100)
add_partition("partition-even-odd", [("2 * n", lambda n: 2 * n), ("2 * n - 1", lambda n: 2 * n - 1)], 50)
add_partition("partition-identity", [("n", lambda n: n)], 30)
add_partition("partition-thirds", [("3 * n", lambda n: 3 * n), ("3 * n - 1", lambda n: 3 * n - 1),
                                   ("3 * n - 2", lambda n: 3 * n - 2)], 60)
add_partition("partition-zero-and-repeat", [("n - 1", lambda n: n - 1), ("100 * n", lambda n: 100 * n)], 100)
add_partition("partition-decreasing", [("100 - n", lambda n: 100 - n), ("n + 200", lambda n: n + 200)], 100)
add_partition("partition-missing-1", [("2 * n", lambda n: 2 * n), ("2 * n + 1", lambda n: 2 * n + 1)], 40)
add_partition("partition-repeat-6", [("2 * n", lambda n: 2 * n), ("3 * n", lambda n: 3 * n)], 30)
add_partition("partition-late-decreasing", [("n", lambda n: n), ("1000 - n", lambda n: 1000 - n)], 100)
add_partition("partition-thirds-missing", [("3 * n", lambda n: 3 * n), ("3 * n - 1", lambda n: 3 * n - 1)], 30)
add_partition("partition-beatty-shifted", [BEATTY_A, ("(3 * n + isqrt(5 * n * n)) // 2 + 1",
                                                      lambda n: (3 * n + isqrt(5 * n * n)) // 2 + 1)], 100)


# -- the tests ------------------------------------------------------------------------------------

def _describe(p: Planted, verdict: str, witness: Any) -> str:
    w = witness.to_json() if witness is not None else None
    return (f"{p.name}: {json.dumps(p.fields)}\n  gamecheck: {verdict}, witness {w}\n"
            f"  oracle: {'true' if p.true else 'false'}; first counterexamples {p.bad[:3]}")


CHECK_CASES = [(p, e) for p in PLANTED for e in ("auto", "networkx", "compact")
               if e == "auto" or p.fields["kind"] not in ("forall", "partition")]


@pytest.mark.parametrize("p, engine", CHECK_CASES, ids=[f"{p.name}-{e}" for p, e in CHECK_CASES])
def test_check_agrees_with_brute_force(p: Planted, engine: str):
    claim = make_claim(p.fields)
    r = check_claim(claim, engine=engine)
    assert r.verdict == _expected(p), _describe(p, r.verdict, r.witness)
    if p.true or p.fields["kind"] == "misere-quotient":  # a quotient fact has no position to witness
        return
    w = r.witness
    assert w is not None, _describe(p, r.verdict, w)
    if p.witness_ok is not None:
        assert p.witness_ok(w), "witness is not a real counterexample: " + _describe(p, r.verdict, w)
        return
    pos = tuple(w.position)
    assert pos in set(map(tuple, p.bad)), "witness is not a real counterexample: " + _describe(p, r.verdict, w)
    if p.minimal:
        assert pos == tuple(p.bad[0]), "witness is not the smallest counterexample: " + _describe(p, r.verdict, w)


CHUNKED = [p for p in PLANTED if p.fields["kind"] in ("p-rule", "grundy")]


def _expected(p: Planted) -> str:
    """The verdict the brute force implies: a claim whose `where` selects no position holds only
    vacuously ("holds (vacuous)", issue 25; tests/test_vacuity.py)."""
    if not p.true:
        return "refuted"
    return "holds (vacuous)" if p.name.endswith("where-empty") else "holds"


@pytest.mark.parametrize("p", CHUNKED, ids=[p.name for p in CHUNKED])
def test_chunked_check_agrees_with_brute_force(p: Planted):
    """The chunked checker (in-process, tiny chunks) gives the same verdict and smallest witness."""
    r = check_claim_parallel(make_claim(p.fields), workers=1, chunk_positions=7)
    assert r.verdict == _expected(p), _describe(p, r.verdict, r.witness)
    if not p.true:
        assert tuple(r.witness.position) == tuple(p.bad[0]), "not the smallest counterexample: " + _describe(
            p, r.verdict, r.witness)


PROVABLE = [p for p in PLANTED if p.prove is not None]


@pytest.mark.parametrize("p", PROVABLE, ids=[p.name for p in PROVABLE])
def test_prove_never_contradicts_brute_force(p: Planted):
    claim = make_claim(p.fields)
    res = prove_claim(claim, bits=p.bits, timeout=PROVE_TIMEOUT)
    pbad, real = p.prove(p.bits)
    msg = (f"{p.name} (bits={p.bits}): {json.dumps(p.fields)}\n  prove: {res.verdict} ({res.reason}); witness "
           f"{res.witness.to_json() if res.witness else None}\n  oracle on the prover's domain: "
           f"{'true' if not pbad else 'false'}; first counterexamples {pbad[:3]}")
    if res.verdict == "inconclusive":
        INCONCLUSIVE[p.kind_play] += 1
        INCONCLUSIVE_NAMES.append(f"{p.name}: {res.reason[:160]}")
    assert not (res.verdict == "proved" and pbad), "proved a false claim: " + msg
    assert not (res.verdict == "refuted" and not pbad), "refuted a true claim: " + msg
    if res.verdict == "refuted":
        assert res.witness is not None and real(res.witness), "the prover's witness does not replay: " + msg


# -- issue 12's named cases, spelled out ------------------------------------------------------------

def _by_name(name: str) -> Planted:
    kind, _, rest = name.partition(":")
    return next(p for p in PLANTED if p.name == name or (p.name == rest and p.fields["kind"] == kind))


def test_issue12_partition_zero_and_repeat():
    p = _by_name("partition:partition-zero-and-repeat")
    assert not p.true
    r = check_claim(make_claim(p.fields))
    assert r.verdict == "refuted"
    # the witness names the integer and the (sequence, n) that produces it
    v = r.witness.position[0]
    d = next(d for d in p.bad if d["value"] == v)
    assert any(f"n = {n}" in r.witness.reason for _, n in d["hits"]), r.witness.reason


def test_issue12_partition_decreasing():
    p = _by_name("partition:partition-decreasing")
    assert not p.true and check_claim(make_claim(p.fields)).verdict == "refuted"


def test_issue12_wrong_strategy_is_refuted_by_the_prover():
    p = _by_name("p-rule:nim2-wrong-strategy")
    assert not p.true and not bf.p_rule_failures(NIM2, 6, lambda q: q[0] == q[1])  # the rule alone is right
    res = prove_claim(make_claim(p.fields), bits=4, timeout=PROVE_TIMEOUT)
    assert res.verdict == "refuted", res.reason
    pbad, real = p.prove(4)
    assert real(res.witness), res.witness


def test_issue12_bounded_fibonacci_is_not_refuted():
    p = _by_name("forall:forall-fib-bounded")
    assert p.true
    res = prove_claim(make_claim(p.fields), bits=8, timeout=PROVE_TIMEOUT)
    assert res.verdict in ("proved", "inconclusive"), res.reason


def test_issue12_misere_nim_both_plays():
    for name, truth in (("misere-nim3", True), ("misere-nim3-false-bouton", False),
                        ("misere-rule-under-normal-false", False), ("nim3-bouton", True),
                        ("misere-nim3-ruleset", True), ("misere-nim3-ruleset-false", False)):
        p = _by_name("p-rule:" + name)
        assert p.true == truth, name
        assert check_claim(make_claim(p.fields)).verdict == ("holds" if truth else "refuted"), name


def test_planted_covers_every_kind_true_and_false():
    from gamecheck.claims import KINDS

    seen = Counter((p.fields["kind"], p.fields.get("play") or "normal", p.true) for p in PLANTED)
    for kind in KINDS:
        plays = (("normal",) if kind in ("grundy", "grundy-value", "forall", "partition", "equivalent") else
                 ("misere",) if kind == "misere-quotient" else ("normal", "misere"))
        for play in plays:
            for truth in (True, False):
                assert seen[(kind, play, truth)] >= 1, (kind, play, truth)


# -- hypothesis: random small rulesets and rules -----------------------------------------------------

PROVE_BITS = 3
SIDE = 2**PROVE_BITS  # the prover's domain: every part in 0..7


def _ruleset():
    nim = st.integers(1, 3).map(lambda k: (bf.nim(k), "nim", {"heaps": k}))
    sub = st.tuples(st.sets(st.integers(1, 5), min_size=1, max_size=3), st.integers(1, 2)).map(
        lambda t: (bf.subtraction(t[0], t[1]), "subtraction", {"set": sorted(t[0]), "heaps": t[1]}))
    bash = st.tuples(st.integers(1, 4), st.integers(1, 2)).map(
        lambda t: (bf.bash(t[0], t[1]), "bash", {"m": t[0], "heaps": t[1]}))
    wyt = st.just((bf.wythoff(), "wythoff", None))
    sums = st.integers(1, 3).map(lambda m: (bf.disjunctive_sum(bf.nim(1), bf.bash(m)), f"sum(nim, bash(m={m}))", None))
    return st.one_of(nim, sub, bash, wyt, sums)


_OPS = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b}


@st.composite
def int_term(draw, k):
    i, j = draw(st.integers(0, k - 1)), draw(st.integers(0, k - 1))
    a = draw(st.integers(2, 4))
    c = draw(st.integers(0, 5))
    xi, xj = f"x{i + 1}", f"x{j + 1}"
    options = [
        (xi, lambda p: p[i]),
        (str(c), lambda p: c),
        (f"{xi} % {a}", lambda p: p[i] % a),
        (f"({xi} ^ {xj})", lambda p: p[i] ^ p[j]),
        (f"({xi} + {xj})", lambda p: p[i] + p[j]),
        (f"({xi} - {xj})", lambda p: p[i] - p[j]),
        (f"{xi} // {a}", lambda p: p[i] // a),
        (f"min({xi}, {xj})", lambda p: min(p[i], p[j])),
        (f"({xi} & {xj})", lambda p: p[i] & p[j]),
    ]
    return draw(st.sampled_from(options))


@st.composite
def bool_rule(draw, k, depth=1):
    if depth == 0 or draw(st.booleans()):
        (t1, f1), (t2, f2) = draw(int_term(k)), draw(int_term(k))
        op = draw(st.sampled_from(sorted(_OPS)))
        return f"{t1} {op} {t2}", lambda p: _OPS[op](f1(p), f2(p))
    (ta, fa), (tb, fb) = draw(bool_rule(k, depth - 1)), draw(bool_rule(k, depth - 1))
    how = draw(st.sampled_from(["and", "or", "not"]))
    if how == "and":
        return f"({ta}) and ({tb})", lambda p: fa(p) and fb(p)
    if how == "or":
        return f"({ta}) or ({tb})", lambda p: fa(p) or fb(p)
    return f"not ({ta})", lambda p: not fa(p)


def _index(k: int) -> tuple[str, Callable[[tuple[int, ...]], int]]:
    """A text and function numbering the positions of the prover's domain 0..SIDE^k - 1."""
    text = " + ".join(f"x{i + 1} * {SIDE ** (k - 1 - i)}" if k - 1 - i else f"x{i + 1}" for i in range(k))
    return text, lambda p: sum(x * SIDE ** (k - 1 - i) for i, x in enumerate(p))


@st.composite
def table_p_rule(draw, game, misere):
    """The exact P-set on the prover's domain (from the oracle), perhaps with one entry
    toggled."""
    text, idx = _index(game.arity)
    members = {idx(p) for p in bf.box([SIDE - 1] * game.arity) if game.is_p(p, misere)}
    if draw(st.booleans()):
        members ^= {draw(st.integers(0, SIDE ** game.arity - 1))}
    listed = tuple(sorted(members))
    if not listed:
        return "False", lambda p: False
    rtext = f"{text} in {listed!r}" if len(listed) > 1 else f"{text} == {listed[0]}"
    return rtext, (lambda p: idx(p) in members)


@st.composite
def table_grundy(draw, game):
    """The exact Grundy values on the prover's domain, per heap (xor) or as one table,
    perhaps with one entry changed."""
    text, idx = _index(game.arity)
    table = [game.grundy(p) for p in sorted(bf.box([SIDE - 1] * game.arity), key=idx)]
    if draw(st.booleans()):
        i = draw(st.integers(0, len(table) - 1))
        table[i] = draw(st.integers(0, 4).filter(lambda v: v != table[i]))
    t = tuple(table)
    return f"{t!r}[{text}]", (lambda p: t[idx(p)])


@st.composite
def table_move(draw, game, misere, bound):
    """A move table on the prover's domain: the smallest winning option at N-positions,
    perhaps with one N-position (inside the checker's box, mostly) given a losing option
    or a non-option."""
    text, idx = _index(game.arity)
    dom = sorted(bf.box([SIDE - 1] * game.arity), key=idx)
    targets = {}
    for p in dom:
        wins = sorted(game.winning_moves(p, misere), key=bf.key)
        targets[p] = wins[0] if wins else p
    n_pos = [p for p in dom if game.winning_moves(p, misere)]
    inside = [p for p in n_pos if max(p) <= bound]
    if n_pos and draw(st.booleans()):
        p = draw(st.sampled_from(inside if inside and draw(st.integers(0, 3)) else n_pos))
        losing = set(game.options(p)) - game.winning_moves(p, misere)
        choices = sorted(losing | {p, tuple(reversed(p))} - {targets[p]} - game.winning_moves(p, misere), key=bf.key)
        if choices:
            targets[p] = draw(st.sampled_from(choices))
    parts = [f"{tuple(targets[p][i] for p in dom)!r}[{text}]" for i in range(game.arity)]
    mtext = f"({parts[0]},)" if game.arity == 1 else "(" + ", ".join(parts) + ")"
    return mtext, (lambda p: targets.get(tuple(p)))


@st.composite
def random_claim(draw):
    """A random claim and its oracle: ``(game, fields, check_bad, prove_bad, replay)``:
    counterexamples on the checker's box, on the prover's domain, and a replay of a
    prover witness."""
    game, spec, params = draw(_ruleset())
    kind = draw(st.sampled_from(["p-rule", "grundy", "winning-move", "p-rule+strategy"]))
    misere = kind != "grundy" and draw(st.booleans())
    k = game.arity
    if kind in ("winning-move", "p-rule+strategy") and k > 2:
        game, spec, params = bf.nim(2), "nim", {"heaps": 2}
        k = 2
    bound: Any = draw(st.integers(0, 6))
    if k > 1 and draw(st.integers(0, 4)) == 0:
        bound = draw(st.lists(st.integers(0, 6), min_size=k, max_size=k))
    box_bound = bound if isinstance(bound, int) else max(bound)
    where = wfn = None
    if kind in ("p-rule", "grundy") and draw(st.integers(0, 5)) == 0:
        where, wfn = draw(bool_rule(k, 0))
    fields: dict[str, Any] = dict(_g(game, spec, params), kind=kind.split("+")[0], bound=bound, play=_play(misere),
                                  where=where)
    dom = [SIDE - 1] * k
    if kind == "p-rule":
        if k == 3 and draw(st.booleans()):
            text, fn = (MISERE_NIM, misere_nim) if draw(st.booleans()) else ("xor(heaps) == 0", lambda p: xor_all(p) == 0)
        elif k <= 2 and draw(st.booleans()):
            text, fn = draw(table_p_rule(game, misere))
        else:
            text, fn = draw(bool_rule(k))
        fields["rule"] = text
        check_bad = bf.p_rule_failures(game, bound, fn, misere, wfn)
        prove_bad = bf.p_rule_failures(game, dom, fn, misere, wfn)

        def replay(x):
            return any(bool(fn(q)) != game.is_p(q, misere) for q in (x,) + game.options(x))
    elif kind == "grundy":
        if k == 3 and draw(st.booleans()):
            text, fn = "xor(heaps)", xor_all
        elif k <= 2 and draw(st.booleans()):
            text, fn = draw(table_grundy(game))
        else:
            text, fn = draw(int_term(k))
            if draw(st.booleans()):
                t2, f2 = draw(int_term(k))
                text, fn = f"({text}) ^ ({t2})", (lambda p, f1=fn, f2=f2: f1(p) ^ f2(p))
        fields["rule"] = text
        check_bad = bf.grundy_failures(game, bound, fn, wfn)
        prove_bad = bf.grundy_failures(game, dom, fn, wfn)

        def replay(x):
            return any(fn(q) != game.grundy(q) for q in (x,) + game.options(x))
    else:
        mtext, mfn = draw(table_move(game, misere, box_bound))
        if kind == "winning-move":
            ptext, pfn = _exact_table_rule(game, misere)
            fields["move"], fields["p_rule"] = mtext, ptext
            check_bad = bf.winning_move_failures(game, bound, mfn, misere)
        else:  # a P-rule (perhaps wrong) with the winning move its proof uses (perhaps wrong)
            ptext, pfn = draw(table_p_rule(game, misere))
            fields["rule"], fields["strategy"] = ptext, mtext
            check_bad = (bf.p_rule_failures(game, bound, pfn, misere)
                         or bf.winning_move_failures(game, bound, mfn, misere))
        prove_bad = bf.p_rule_failures(game, dom, pfn, misere) or bf.strategy_failures(game, dom, pfn, mfn, misere)

        def replay(x):
            return (any(bool(pfn(q)) != game.is_p(q, misere) for q in (x,) + game.options(x))
                    or x in bf.strategy_failures(game, dom, pfn, mfn, misere))
    return game, fields, check_bad, prove_bad, replay


def _exact_table_rule(game, misere):
    text, idx = _index(game.arity)
    members = {idx(p) for p in bf.box([SIDE - 1] * game.arity) if game.is_p(p, misere)}
    listed = tuple(sorted(members))
    return (f"{text} in {listed!r}" if len(listed) > 1 else f"{text} == {listed[0]}"), (lambda p: idx(p) in members)


HYPOTHESIS_STATS: Counter = Counter()


_RANDOM_CLAIMS = dict(deadline=None, database=None,
                      suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])


@settings(max_examples=30, **_RANDOM_CLAIMS)
@given(random_claim())
def test_random_claims_check_and_prove_agree_with_brute_force(drawn):
    _agree_with_brute_force(drawn)


@pytest.mark.slow
@settings(max_examples=300, **_RANDOM_CLAIMS)
@given(random_claim())
def test_random_claims_check_and_prove_agree_with_brute_force_thoroughly(drawn):
    _agree_with_brute_force(drawn)


def _agree_with_brute_force(drawn):
    game, fields, bad, pbad, replay = drawn
    claim = make_claim(fields)
    r = check_claim(claim)
    msg = f"{json.dumps(fields)}\n  check: {r.verdict} {r.witness.to_json() if r.witness else None}\n  oracle: {bad[:3]}"
    # a random claim that holds may hold only vacuously (tests/test_vacuity.py checks when)
    assert (r.verdict if r.verdict != "holds (vacuous)" else "holds") == ("refuted" if bad else "holds"), msg
    if bad:
        assert tuple(r.witness.position) == bad[0], "witness is not the smallest counterexample: " + msg
    kind = fields["kind"] + ("+strategy" if fields.get("strategy") else "")
    HYPOTHESIS_STATS[f"check {kind} {'false' if bad else 'true'}"] += 1
    if fields["kind"] in ("p-rule", "grundy"):
        rp = check_claim_parallel(claim, workers=1, chunk_positions=5)
        assert (rp.verdict, rp.witness.position if rp.witness else None) == (
            r.verdict, r.witness.position if r.witness else None), f"chunked: {rp.verdict} {rp.witness}\n" + msg
    res = prove_claim(claim, bits=PROVE_BITS, timeout=5)
    pmsg = (f"{json.dumps(fields)}\n  prove (bits={PROVE_BITS}): {res.verdict} ({res.reason}) "
            f"{res.witness.to_json() if res.witness else None}\n  oracle on 0..{SIDE - 1}: {pbad[:3]}")
    HYPOTHESIS_STATS[f"prove {kind} {res.verdict}"] += 1
    assert not (res.verdict == "proved" and pbad), "proved a false claim: " + pmsg
    assert not (res.verdict == "refuted" and not pbad), "refuted a true claim: " + pmsg
    if res.verdict == "refuted":
        assert replay(tuple(res.witness.position)), "the prover's witness does not replay: " + pmsg


def test_zz_summary(capsys):
    """Print how many claims were planted per kind and play, and the prover's inconclusives."""
    counts = Counter((p.kind_play, p.true) for p in PLANTED)
    lines = ["planted claims (kind/play: true, false):"]
    for kp in sorted({k for k, _ in counts}):
        lines.append(f"  {kp}: {counts[(kp, True)]} true, {counts[(kp, False)]} false")
    lines.append(f"prover inconclusive: {sum(INCONCLUSIVE.values())} of {len(PROVABLE)} {dict(INCONCLUSIVE)}")
    lines += [f"  {n}" for n in INCONCLUSIVE_NAMES]
    lines.append(f"hypothesis: {dict(HYPOTHESIS_STATS)}")
    with capsys.disabled():
        print("\n" + "\n".join(lines))
