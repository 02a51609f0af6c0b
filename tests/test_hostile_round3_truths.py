"""The planted claims of the round-3 hostile corpus (issue 36, point 1) carry their truth,
computed by the corpus generator's own brute force (``experiments/hostile/corpus3.py``). This
test re-derives that truth for every planted claim on Nim, Bash, subtraction games and Wythoff
with a second, independent brute force (``tests/bruteforce.py``: memoised recursion over each
game's options), so that the slow corpus run (``tests/test_hostile_round3_corpus.py``), which
compares gamecheck's verdicts with the stored truth, does not rest on one brute force only.

Rules are evaluated here with Python's ``eval`` (a test's oracle; gamecheck itself parses rules).
"""

from __future__ import annotations

import json
import math
import tomllib
from pathlib import Path

import pytest

import bruteforce as bf

CORPUS = Path(__file__).resolve().parent.parent / "experiments" / "hostile" / "corpus3.json"


def _game(claim: dict):
    ruleset, params = claim.get("ruleset", ""), claim.get("params", {})
    misere = claim.get("play") == "misere"
    if ruleset.startswith("misere(") and ruleset.endswith(")"):
        ruleset, misere = ruleset[7:-1], True
    k = params.get("heaps", 1)
    if ruleset == "nim":
        return bf.nim(k), misere
    if ruleset == "bash" and set(params) <= {"m", "heaps"}:
        return bf.bash(params["m"], k), misere
    if ruleset == "subtraction" and set(params) <= {"set", "heaps"}:
        return bf.subtraction(params["set"], k), misere
    if ruleset == "wythoff" and not params:
        return bf.wythoff(), misere
    return None, misere


def _evaluator(claim: dict, text: str, k: int):
    """``pos -> value`` of a rule, move or let text as Python reads it (the rule language's
    names: x1..xk, n, heaps, k, m, xor, popcount, isqrt, replace)."""
    lets = list(claim.get("let", {}).items())
    m = claim.get("params", {}).get("m")

    def xor(values):
        out = 0
        for v in values:
            out ^= v
        return out

    def replace(seq, i, v):
        return tuple(seq[:i]) + (v,) + tuple(seq[i + 1:])

    base = {"__builtins__": {}, "min": min, "max": max, "abs": abs, "range": range, "len": len, "xor": xor,
            "popcount": lambda v: bin(v).count("1"), "isqrt": math.isqrt, "replace": replace, "k": k, "m": m}

    def f(pos):
        env = dict(base, heaps=tuple(pos), n=pos[0], **{f"x{i + 1}": v for i, v in enumerate(pos)})
        for name, expr in lets:
            env[name] = eval(expr, env)  # noqa: S307 - the test's oracle
        return eval(text, env)  # noqa: S307

    return f


def _truth(claim: dict) -> bool | None:
    """True (holds) / False (refuted) by brute force over the claim's domain (``bound``; for
    ``prove --bits B`` every part below 2^B); None for a claim this oracle does not read."""
    if "max_heaps" in claim or "where" in claim or "within" in claim:
        return None
    game, misere = _game(claim)
    if game is None:
        return None
    kind, k = claim["kind"], game.arity
    if kind == "outcome":
        return bf.outcome_holds(game, claim["position"], claim["outcome"], misere)
    if kind == "grundy-value" and not misere:
        return bf.grundy_value_holds(game, claim["position"], claim["value"])
    if kind == "move-wins":
        return bf.move_wins_holds(game, claim["position"], claim["to"], misere)
    if kind == "winning-moves":
        return bf.winning_moves_holds(game, claim["position"], [tuple(x) for x in claim["moves"]], misere)
    if kind == "p-positions":
        return not bf.p_positions_failures(game, claim["bound"], claim["positions"], misere)
    if kind == "p-rule":
        rule = _evaluator(claim, claim["rule"], k)
        if bf.p_rule_failures(game, claim["bound"], rule, misere):
            return False
        if "strategy" in claim and not misere:  # a strategy is part of what the claim says
            move = _evaluator(claim, claim["strategy"], k)
            return not bf.strategy_failures(game, claim["bound"], rule, lambda p: tuple(move(p)))
        return "strategy" not in claim or None
    if kind == "grundy" and not misere:
        return not bf.grundy_failures(game, claim["bound"], _evaluator(claim, claim["rule"], k))
    if kind == "winning-move":
        move = _evaluator(claim, claim["move"], k)
        return not bf.winning_move_failures(game, claim["bound"], lambda p: tuple(move(p)), misere)
    return None


def _planted_claims() -> list[dict]:
    out = []
    for entry in json.loads(CORPUS.read_text(encoding="utf-8")):
        if entry["class"] != "planted":
            continue
        truths = entry.get("expect", {}).get("verdicts", {})
        for name, text in entry.get("files", {}).items():
            if not name.endswith(".toml"):
                continue
            try:
                claims = tomllib.loads(text).get("claim", [])
            except tomllib.TOMLDecodeError:
                continue
            argv = entry["argv"]
            if argv[0] == "prove":
                if "--bits" not in argv:
                    continue  # the default width: too wide for this oracle
                bits = int(argv[argv.index("--bits") + 1])
            for c in claims:
                if c.get("id") not in truths or truths[c["id"]] == "inconclusive":
                    continue
                if argv[0] == "prove" and "bound" in c:
                    c = dict(c, bound=2 ** bits - 1)  # the prover's domain: every part below 2^bits
                out.append(dict(c, _truth=truths[c["id"]], _entry=entry["id"]))
    return out


def test_the_planted_truths_agree_with_a_second_brute_force():
    checked, wrong = 0, []
    for c in _planted_claims():
        try:
            truth = _truth(c)
        except (ArithmeticError, IndexError, ValueError, TypeError, NameError):
            truth = None  # a rule Python reads otherwise than the rule language (e.g. the py.* cases)
        if truth is None:
            continue
        checked += 1
        stored = c["_truth"] in ("holds", "proved")
        if truth != stored:
            wrong.append(f"{c['_entry']} {c['id']}: corpus says {c['_truth']}, brute force says "
                         f"{'holds' if truth else 'refuted'}")
    assert not wrong, "\n".join(wrong)
    # most planted claims are on these games: the oracle must really have read them
    assert checked >= 150, checked
