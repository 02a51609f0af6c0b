#!/usr/bin/env python3
"""Held-out corpus of hostile inputs for gamecheck (issue 12).

    python experiments/hostile/corpus.py            # writes experiments/hostile/corpus.json

Deterministic: the same corpus on every run (a fixed seed, no clock, no environment).
Every entry is one command line with the files it needs::

    {"id": "numbers-017", "class": "numbers",
     "argv": ["solve", "nim", "10000000000"],          # after `python -m gamecheck`
     "files": {"claims.toml": "text"} | {"x.bin": {"b64": "..."}},
     "gen": {"G0": {"open": "(", "inner": "1", "close": ")", "depth": 5000}},   # optional
     "setup": [{"run": [...]}, {"chmod": ["f", 0]}, ...],                      # optional
     "env": {"NAME": "value"},                                                   # optional
     "expect": null | {"verdicts": {claim id: "holds" | "refuted"}, "strict": [ids],
                       "solve": {"outcome": .., "grundy": .., "winning": [[..], ..]}}}

``gen`` keeps big inputs small in the JSON: the runner replaces ``{{G0}}`` in argv and
file texts by ``open * depth + inner + close * depth``.  Setup steps are run in the
entry's temporary folder before the command (see run.py).

The verdict cases ("verdict" class) come with the right answer computed here, by a
brute-force solver that knows nothing of gamecheck: memoised recursion over the options
of Nim, subtraction games (Bash's game included) and Wythoff's game, normal and misère
play; the claims' rule texts are evaluated as plain Python expressions (the rule
language is a subset of Python) with small helper functions written below.
"""

from __future__ import annotations

import base64
import functools
import itertools
import json
import math
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "corpus.json"
SEED = 20240612

ENTRIES: list[dict] = []
_COUNT: dict[str, int] = {}


def add(cls: str, argv, files=None, *, setup=None, expect=None, env=None, gen=None, note: str = "") -> None:
    """Append one entry; its id is ``<class>-<number>``."""
    _COUNT[cls] = _COUNT.get(cls, 0) + 1
    e: dict = {"id": f"{cls}-{_COUNT[cls]:03d}", "class": cls, "argv": [str(a) for a in argv],
               "files": files or {}}
    if gen:
        e["gen"] = gen
    if setup:
        e["setup"] = setup
    if env:
        e["env"] = env
    if note:
        e["note"] = note
    e["expect"] = expect
    ENTRIES.append(e)


# ---------------------------------------------------------------------------------- TOML text

def tval(v) -> str:
    """A Python value as a TOML literal (raw TOML text is passed through as ``Raw``)."""
    if isinstance(v, Raw):
        return v.text
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(tval(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {tval(x)}" for k, x in v.items()) + " }"
    raise TypeError(v)


class Raw:
    def __init__(self, text: str):
        self.text = text


def claim_toml(fields: dict) -> str:
    lines = ["[[claim]]"]
    for k, v in fields.items():
        if v is None:
            continue
        lines.append(f"{k} = {tval(v)}")
    return "\n".join(lines) + "\n"


def claims_toml(*claims: dict) -> str:
    return "\n".join(claim_toml(c) for c in claims)


# ---------------------------------------------------------------------- brute-force solver

def nim_options(pos):
    for i, h in enumerate(pos):
        for t in range(h):
            yield pos[:i] + (t,) + pos[i + 1:]


def subtraction_options(S):
    def opts(pos):
        for i, h in enumerate(pos):
            for s in S:
                if s <= h:
                    yield pos[:i] + (h - s,) + pos[i + 1:]
    return opts


def wythoff_options(pos):
    x, y = pos
    for t in range(x):
        yield (t, y)
    for t in range(y):
        yield (x, t)
    for d in range(1, min(x, y) + 1):
        yield (x - d, y - d)


class Game:
    """A game for the brute force: options, Grundy values, normal and misère outcome."""

    def __init__(self, key, ruleset, params, k, options, env_extra=None):
        self.key, self.ruleset, self.params, self.k = key, ruleset, params, k
        self._options = options
        self.env_extra = env_extra or {}
        self._g: dict = {}
        self._mp: dict = {}

    def options(self, pos):
        return set(self._options(tuple(pos)))

    def grundy(self, pos):
        pos = tuple(pos)
        if pos not in self._g:
            vals = {self.grundy(o) for o in self.options(pos)}
            g = 0
            while g in vals:
                g += 1
            self._g[pos] = g
        return self._g[pos]

    def misere_p(self, pos):
        pos = tuple(pos)
        if pos not in self._mp:
            opts = self.options(pos)
            self._mp[pos] = bool(opts) and all(not self.misere_p(o) for o in opts)
        return self._mp[pos]

    def is_p(self, pos, misere):
        return self.misere_p(pos) if misere else self.grundy(pos) == 0

    def box(self, bound):
        return list(itertools.product(range(bound + 1), repeat=self.k))

    def env(self, pos):
        pos = tuple(pos)
        e = {f"x{i + 1}": v for i, v in enumerate(pos)}
        if self.k == 1:
            e["n"] = pos[0]
        e.update(heaps=pos, k=self.k, **self.env_extra)
        return e


GAMES = {
    "nim2": Game("nim2", "nim", {"heaps": 2}, 2, nim_options),
    "nim3": Game("nim3", "nim", {"heaps": 3}, 3, nim_options),
    "bash3": Game("bash3", "bash", {"m": 3}, 1, subtraction_options(range(1, 4)), {"m": 3}),
    "bash5": Game("bash5", "bash", {"m": 5}, 1, subtraction_options(range(1, 6)), {"m": 5}),
    "sub134": Game("sub134", "subtraction", {"set": [1, 3, 4]}, 1, subtraction_options((1, 3, 4))),
    "sub12x2": Game("sub12x2", "subtraction", {"set": [1, 2], "heaps": 2}, 2, subtraction_options((1, 2))),
    "wythoff": Game("wythoff", "wythoff", {}, 2, wythoff_options),
}
BOUNDS = {"nim2": 7, "nim3": 5, "bash3": 40, "bash5": 40, "sub134": 40, "sub12x2": 8, "wythoff": 12}
#: bit widths for the prover (domain: every part < 2^bits), kept small for the brute force
BITS = {"nim2": 3, "nim3": 2, "bash3": 5, "bash5": 5, "sub134": 5, "sub12x2": 3, "wythoff": 3}


# helpers of the rule language, written from its description in the README

def _xor(*args):
    vals = args[0] if len(args) == 1 and isinstance(args[0], (tuple, list)) else args
    return functools.reduce(lambda a, b: a ^ b, vals, 0)


def _fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def _replace(seq, i, v):
    seq = list(seq)
    seq[i] = v
    return tuple(seq)


def _mex(*its):
    seen = set()
    for it in its:
        seen.update(it)
    g = 0
    while g in seen:
        g += 1
    return g


FUNCS = {"xor": _xor, "popcount": lambda x: bin(x).count("1"), "fib": _fib, "replace": _replace,
         "isqrt": math.isqrt, "mex": _mex, "min": min, "max": max, "abs": abs, "sum": sum, "len": len,
         "range": range, "any": any, "all": all}


def ev(text, env):
    """Evaluate a rule text (a Python expression of the allowed subset) in ``env``."""
    return eval(text, {"__builtins__": {}, **FUNCS, **env})  # noqa: S307 - our own fixed texts


def env_with_lets(game, pos, lets):
    e = game.env(pos)
    for name, text in (lets or {}).items():
        e[name] = ev(text, e)
    return e


def truth_p_rule(game, bound, rule, misere=False, lets=None, strategy=None):
    for p in game.box(bound):
        e = env_with_lets(game, p, lets)
        if bool(ev(rule, e)) != game.is_p(p, misere):
            return False
    if strategy is not None:
        return truth_winning_move(game, bound, strategy, misere, lets)
    return True


def truth_grundy(game, bound, rule, lets=None):
    return all(ev(rule, env_with_lets(game, p, lets)) == game.grundy(p) for p in game.box(bound))


def truth_winning_move(game, bound, move, misere=False, lets=None):
    for p in game.box(bound):
        opts = game.options(p)
        if not opts or game.is_p(p, misere):
            continue
        try:
            t = ev(move, env_with_lets(game, p, lets))
        except Exception:  # the move is undefined here: no move given
            return False
        if not isinstance(t, tuple) or tuple(t) not in opts or not game.is_p(t, misere):
            return False
    return True


def truth_p_positions(game, bound, positions, misere=False):
    return {tuple(p) for p in game.box(bound) if game.is_p(p, misere)} == {tuple(p) for p in positions}


def truth_forall(vars_, rule, lets=None):
    names = list(vars_)
    for combo in itertools.product(*(range(lo, hi + 1) for lo, hi in vars_.values())):
        e = dict(zip(names, combo))
        for name, text in (lets or {}).items():
            e[name] = ev(text, e)
        if not ev(rule, e):
            return False
    return True


def truth_partition(sequences, bound):
    seen: dict[int, int] = {}
    for s in sequences:
        prev = None
        for n in range(1, 2 * bound + 6):
            v = ev(s, {"n": n})
            if v > bound:
                if prev is not None and v <= prev:
                    return False
                prev = v
                continue
            if v < 1 or (prev is not None and v <= prev):
                return False
            prev = v
            seen[v] = seen.get(v, 0) + 1
    return all(seen.get(v, 0) == 1 for v in range(1, bound + 1))


# rule pools: (text, lets); the verdict of each is computed, not assumed
P_RULES = {
    "nim2": ["xor(heaps) == 0", "x1 == x2", "x1 + x2 == 0", "(x1 + x2) % 2 == 0", "xor(heaps) <= 1",
             "x1 & x2 == x1 | x2", "abs(x1 - x2) <= 1"],
    "nim3": ["xor(heaps) == 0", "x1 ^ x2 == x3", "x1 + x2 == x3", "popcount(xor(heaps)) % 2 == 0",
             "xor(heaps) == 0 or max(heaps) == 1"],
    "bash3": ["n % (m + 1) == 0", "n % 4 == 0", "n % m == 0", "n % (m + 1) == 1", "n % 8 == 0",
              "n % 4 == 0 and n != 36"],
    "bash5": ["n % (m + 1) == 0", "n % 6 == 0", "n % 5 == 0"],
    "sub134": ["n % 7 in (0, 2)", "n % 7 == 0", "n % 7 in (0, 2, 4)", "n % 7 in (0, 2) and n < 39"],
    "sub12x2": ["x1 % 3 == x2 % 3", "(x1 + x2) % 3 == 0", "x1 == x2"],
    "wythoff": [("min(x1, x2) == (d + isqrt(5 * d * d)) // 2", {"d": "abs(x1 - x2)"}), "x1 == x2",
                ("min(x1, x2) == (d * 3) // 2", {"d": "abs(x1 - x2)"}),
                ("min(x1, x2) == (d + isqrt(5 * d * d)) // 2 or x1 + x2 == 20", {"d": "abs(x1 - x2)"})],
}
MISERE_P_RULES = {
    "nim2": ["(max(heaps) <= 1 and xor(heaps) == 1) or (max(heaps) > 1 and xor(heaps) == 0)", "xor(heaps) == 0",
             "xor(heaps) == 1"],
    "nim3": ["(max(heaps) <= 1 and xor(heaps) == 1) or (max(heaps) > 1 and xor(heaps) == 0)", "xor(heaps) == 0"],
    "bash3": ["n % (m + 1) == 1", "n % (m + 1) == 0"],
    "sub134": ["n % 7 in (1, 3)", "n % 7 in (0, 2)"],
}
GRUNDY_RULES = {
    "nim2": ["xor(heaps)", "x1 ^ x2", "x1 + x2", "x1 | x2", "max(heaps)"],
    "nim3": ["xor(heaps)", "x1 ^ x2 ^ x3", "(x1 + x2 + x3) % 4"],
    "bash3": ["n % (m + 1)", "n % m", "min(n, m)"],
    "bash5": ["n % (m + 1)", "n % 6 if n < 37 else 0"],
    "sub134": ["(0, 1, 0, 1, 2, 3, 2)[n % 7]", "n % 4", "(0, 1, 0, 1, 2, 3, 2)[n % 7] if n < 30 else 0"],
    "sub12x2": ["(x1 % 3) ^ (x2 % 3)", "(x1 + x2) % 3"],
    "wythoff": ["x1 ^ x2", "abs(x1 - x2)"],
}
_BOUTON = {"S": "xor(heaps)", "i": "min(j if (heaps[j] ^ S) < heaps[j] else k - 1 for j in range(k))"}
MOVE_RULES = {
    "nim2": ["(min(heaps), min(heaps))", "(x2, x2)", "(x1, 0)",
             "(x1 ^ xor(heaps), x2) if x1 > x2 else (x1, x2 ^ xor(heaps))"],
    "nim3": [("replace(heaps, i, heaps[i] ^ S)", _BOUTON),
             ("replace(heaps, i, heaps[i] ^ S)",
              {"S": "xor(heaps)", "i": "0 if x1 >= max(x2, x3) else (1 if x2 >= x3 else 2)"}),
             ("replace(heaps, 0, heaps[0] ^ S)", {"S": "xor(heaps)"})],
    "bash3": ["(n - n % (m + 1),)", "(n - n % m,)", "(n - 1,)"],
    "bash5": ["(n - n % (m + 1),)", "(n - n % (m + 1),) if n < 38 else (n - 1,)"],
    "sub12x2": ["(x1 - (x1 - x2) % 3, x2) if x1 % 3 > x2 % 3 else (x1, x2 - (x2 - x1) % 3)",
                "(x1 - 1, x2) if x1 > 0 else (x1, x2 - 1)"],
}
MISERE_MOVE_RULES = {"bash3": ["(n - (n - 1) % (m + 1),)", "(n - n % (m + 1),)"]}


def split(r):
    return (r, None) if isinstance(r, str) else r


def base_claim(cid, game, kind, **kw):
    c = {"id": cid, "statement": f"planted {kind} claim", "ruleset": game.ruleset}
    if game.params:
        c["params"] = dict(game.params)
    c["kind"] = kind
    c.update(kw)
    return c


# ------------------------------------------------------------------------------ verdict cases

def verdict_cases(rng: random.Random) -> None:
    # (a) rule claims, several per file, checked exhaustively at their bound
    pool = []  # (claim dict, truth)
    for key, rules in P_RULES.items():
        g = GAMES[key]
        for j, r in enumerate(rules):
            text, lets = split(r)
            c = base_claim(f"p.{key}.{j}", g, "p-rule", bound=BOUNDS[key], rule=text, let=lets)
            pool.append((c, truth_p_rule(g, BOUNDS[key], text, lets=lets)))
    for key, rules in MISERE_P_RULES.items():
        g = GAMES[key]
        for j, r in enumerate(rules):
            text, lets = split(r)
            for style in ("play", "spec"):
                c = base_claim(f"mp.{key}.{j}.{style}", g, "p-rule", bound=BOUNDS[key], rule=text, let=lets)
                if style == "play":
                    c["play"] = "misere"
                else:
                    c["ruleset"] = f"misere({g.ruleset})"
                pool.append((c, truth_p_rule(g, BOUNDS[key], text, misere=True, lets=lets)))
    for key, rules in GRUNDY_RULES.items():
        g = GAMES[key]
        for j, r in enumerate(rules):
            text, lets = split(r)
            c = base_claim(f"g.{key}.{j}", g, "grundy", bound=BOUNDS[key], rule=text, let=lets)
            pool.append((c, truth_grundy(g, BOUNDS[key], text, lets=lets)))
    for key, rules in MOVE_RULES.items():
        g = GAMES[key]
        for j, r in enumerate(rules):
            text, lets = split(r)
            c = base_claim(f"w.{key}.{j}", g, "winning-move", bound=BOUNDS[key], move=text, let=lets)
            pool.append((c, truth_winning_move(g, BOUNDS[key], text, lets=lets)))
    for key, rules in MISERE_MOVE_RULES.items():
        g = GAMES[key]
        for j, r in enumerate(rules):
            text, lets = split(r)
            c = base_claim(f"mw.{key}.{j}", g, "winning-move", bound=BOUNDS[key], move=text, let=lets,
                           play="misere")
            pool.append((c, truth_winning_move(g, BOUNDS[key], text, misere=True, lets=lets)))
    # p-rules with a strategy (the strategy is part of the claim)
    for key, (rule, strategy, lets) in {
        "nim2": ("xor(heaps) == 0", "replace(heaps, i, heaps[i] ^ S)", _BOUTON),
        "nim3": ("xor(heaps) == 0", "replace(heaps, i, heaps[i] ^ S)", _BOUTON),
        "nim2.bad": ("xor(heaps) == 0", "replace(heaps, 0, heaps[0] ^ S)", {"S": "xor(heaps)"}),
        "nim3.bad": ("xor(heaps) == 0", "replace(heaps, i, heaps[i] ^ S)",
                     {"S": "xor(heaps)", "i": "0 if x1 >= max(x2, x3) else (1 if x2 >= x3 else 2)"}),
        "bash3": ("n % (m + 1) == 0", "(n - n % (m + 1),)", None),
        "bash3.bad": ("n % (m + 1) == 0", "(n - 1,)", None),
    }.items():
        g = GAMES[key.split(".")[0]]
        c = base_claim(f"ps.{key}", g, "p-rule", bound=BOUNDS[g.key], rule=rule, let=lets, strategy=strategy)
        pool.append((c, truth_p_rule(g, BOUNDS[g.key], rule, lets=lets, strategy=strategy)))
    # p-positions lists
    for key in ("bash3", "sub134", "wythoff"):
        g = GAMES[key]
        b = 15 if key != "wythoff" else 10
        ps = [list(p) for p in g.box(b) if g.is_p(p, False)]
        variants = {"true": ps, "drop": ps[:-1], "add": ps + [[1] * g.k]}
        for name, lst in variants.items():
            c = base_claim(f"pp.{key}.{name}", g, "p-positions", bound=b, positions=lst)
            pool.append((c, truth_p_positions(g, b, lst)))
    # single-position facts
    for key in ("nim2", "nim3", "bash3", "sub134", "sub12x2", "wythoff"):
        g = GAMES[key]
        for j in range(5):
            pos = tuple(rng.randint(0, min(BOUNDS[key], 9)) for _ in range(g.k))
            misere = j % 3 == 2
            true_o = "P" if g.is_p(pos, misere) else "N"
            claimed = true_o if rng.random() < 0.5 else ("N" if true_o == "P" else "P")
            c = base_claim(f"o.{key}.{j}", g, "outcome", position=list(pos), outcome=claimed)
            if misere:
                c["play"] = "misere"
            pool.append((c, claimed == true_o))
            gv = g.grundy(pos)
            val = gv if rng.random() < 0.5 else gv + rng.choice([1, 2]) if gv == 0 else gv ^ 1
            c = base_claim(f"gv.{key}.{j}", g, "grundy-value", position=list(pos), value=val)
            pool.append((c, val == gv))
    rng.shuffle(pool)
    for i in range(0, len(pool), 5):
        group = pool[i:i + 5]
        for c, t in group:
            c["expected"] = "holds" if (t if rng.random() < 0.8 else not t) else "refuted"
        files = {"claims.toml": claims_toml(*(c for c, _ in group))}
        exp = {"verdicts": {c["id"]: ("holds" if t else "refuted") for c, t in group}}
        add("verdict", ["check", "claims.toml", "--json"], files, expect=exp)
    # (b) the chunked (parallel) path: p-rules and Grundy formulas, small chunks, resumable state
    chunkable = [(c, t) for c, t in pool if c["kind"] in ("p-rule", "grundy") and "strategy" not in c]
    for i, (c, t) in enumerate(chunkable[:14]):
        files = {"claims.toml": claims_toml(c)}
        exp = {"verdicts": {c["id"]: "holds" if t else "refuted"}}
        extra = [["--chunk", "7"], ["--chunk", "5", "--state", "st"], ["--chunk", "3", "--state", "st"],
                 ["--workers", "2", "--chunk", "11"]][i % 4] if i < 12 else ["--workers", "2"]
        add("verdict", ["check", "claims.toml", "--json", *extra], files, expect=exp)
    # (c) --bound overrides the claims' bounds: the truth at the new bound
    for key, b in (("bash3", 35), ("sub134", 45), ("wythoff", 20), ("nim2", 9), ("bash5", 37)):
        g = GAMES[key]
        cs, exp = [], {}
        for j, r in enumerate(P_RULES[key]):
            text, lets = split(r)
            cid = f"pb.{key}.{j}"
            cs.append(base_claim(cid, g, "p-rule", bound=3, rule=text, let=lets))
            exp[cid] = "holds" if truth_p_rule(g, b, text, lets=lets) else "refuted"
        add("verdict", ["check", "claims.toml", "--json", "--bound", b], {"claims.toml": claims_toml(*cs)},
            expect={"verdicts": exp})
    # (d) the prover: the domain is every position with parts < 2^bits
    prove_cases = []
    for key in ("nim2", "nim3", "bash3", "sub134", "sub12x2", "wythoff"):
        g = GAMES[key]
        b = 2 ** BITS[key] - 1
        for j, r in enumerate(P_RULES[key]):
            text, lets = split(r)
            prove_cases.append((base_claim(f"zp.{key}.{j}", g, "p-rule", bound=3, rule=text, let=lets),
                                truth_p_rule(g, b, text, lets=lets), BITS[key]))
        for j, r in enumerate(GRUNDY_RULES.get(key, [])):
            text, lets = split(r)
            prove_cases.append((base_claim(f"zg.{key}.{j}", g, "grundy", bound=3, rule=text, let=lets),
                                truth_grundy(g, b, text, lets=lets), BITS[key]))
    for key, rules in MISERE_P_RULES.items():
        g = GAMES[key]
        b = 2 ** BITS[key] - 1
        for j, r in enumerate(rules):
            text, lets = split(r)
            prove_cases.append((base_claim(f"zmp.{key}.{j}", g, "p-rule", bound=3, rule=text, let=lets,
                                           play="misere"), truth_p_rule(g, b, text, True, lets=lets), BITS[key]))
    for key, (rule, strategy, lets) in {
        "nim2": ("xor(heaps) == 0", "replace(heaps, i, heaps[i] ^ S)", _BOUTON),
        "nim2.bad": ("xor(heaps) == 0", "replace(heaps, 0, heaps[0] ^ S)", {"S": "xor(heaps)"}),
        "nim3.bad": ("xor(heaps) == 0", "replace(heaps, i, heaps[i] ^ S)",
                     {"S": "xor(heaps)", "i": "0 if x1 >= max(x2, x3) else (1 if x2 >= x3 else 2)"}),
        "bash3": ("n % (m + 1) == 0", "(n - n % (m + 1),)", None),
        "bash3.bad": ("n % (m + 1) == 0", "(n - n % m,)", None),
        "bash5.bad": ("n % (m + 1) == 0", "(n - 1,)", None),
    }.items():
        g = GAMES[key.split(".")[0]]
        b = 2 ** BITS[g.key] - 1
        prove_cases.append((base_claim(f"zs.{key}", g, "p-rule", bound=3, rule=rule, let=lets, strategy=strategy),
                            truth_p_rule(g, b, rule, lets=lets, strategy=strategy), BITS[g.key]))
    for key, (move, p_rule) in {"bash3": ("(n - n % (m + 1),)", "n % (m + 1) == 0"),
                                "bash3.bad": ("(n - n % m,)", "n % (m + 1) == 0"),
                                "bash5": ("(n - n % (m + 1),)", "n % (m + 1) == 0"),
                                "nim2": ("(min(heaps), min(heaps))", "xor(heaps) == 0"),
                                "nim2.bad": ("(x2, x2)", "xor(heaps) == 0")}.items():
        g = GAMES[key.split(".")[0]]
        b = 2 ** BITS[g.key] - 1
        prove_cases.append((base_claim(f"zw.{key}", g, "winning-move", bound=3, move=move, p_rule=p_rule),
                            truth_winning_move(g, b, move), BITS[g.key]))
    strict_ids = {"zs.nim2.bad", "zs.nim3.bad", "zs.bash3.bad", "zs.bash5.bad"}
    groups: dict = {}
    for c, t, bits in prove_cases:
        c["expected"] = "holds" if t else "refuted"
        key = (c["id"], bits) if c["id"] in strict_ids else (c["id"].split(".")[1], bits)
        groups.setdefault(key, []).append((c, t))
    for (_, bits), members in groups.items():
        for i in range(0, len(members), 3):
            part = members[i:i + 3]
            exp = {"verdicts": {c["id"]: "holds" if t else "refuted" for c, t in part}}
            strict = [c["id"] for c, _ in part if c["id"] in strict_ids]
            if strict:  # issue 12, wrong verdict 2: a wrong strategy must be refuted
                exp["strict"] = strict
            add("verdict", ["prove", "claims.toml", "--json", "--bits", bits, "--timeout", "10"],
                {"claims.toml": claims_toml(*(c for c, _ in part))}, expect=exp)
    # (e) integer statements: forall and partition, with check and prove
    foralls = [
        ({"n": [1, 60]}, "fib(n) < 2**70", 8),          # issue 12, wrong verdict 3
        ({"n": [1, 25]}, "fib(n) < 2**20", 8),
        ({"n": [1, 40]}, "fib(n) < 2**40", 16),
        ({"n": [1, 30]}, "fib(n) < 1000", 8),
        ({"n": [0, 80]}, "fib(n + 2) == fib(n + 1) + fib(n)", 8),
        ({"n": [0, 50]}, "fib(n) % 2 == 0", 8),
        ({"n": [0, 50]}, "n * n >= n", 8),
        ({"n": [1, 10]}, "n * n < 50", 8),
        ({"x": [0, 15], "y": [0, 15]}, "x ^ y == y ^ x", 4),
        ({"x": [0, 15], "y": [0, 15]}, "(x + y) % 3 != 2", 4),
        ({"n": [1, 200]}, "(n + isqrt(5 * n * n)) // 2 + n == (3 * n + isqrt(5 * n * n)) // 2", 16),
        ({"n": [2, 40]}, "fib(n + 1) < 2 * fib(n)", 8),
        ({"n": [1, 40]}, "fib(n + 1) < 2 * fib(n)", 8),
    ]
    for j, (vars_, rule, bits) in enumerate(foralls):
        t = truth_forall(vars_, rule)
        c = {"id": f"fa.{j}", "statement": "integers", "kind": "forall", "vars": vars_, "rule": rule,
             "prove_bits": bits, "expected": "holds" if t else "refuted"}
        exp = {"verdicts": {c["id"]: "holds" if t else "refuted"}}
        files = {"claims.toml": claims_toml(c)}
        add("verdict", ["check", "claims.toml", "--json"], files, expect=exp)
        add("verdict", ["prove", "claims.toml", "--json", "--timeout", "10"], files, expect=exp)
    partitions = [
        (["n - 1", "100 * n"], 100, True),               # issue 12, wrong verdict 1
        (["100 - n", "n + 200"], 100, True),             # issue 12, wrong verdict 1 (not increasing)
        (["(n + isqrt(5 * n * n)) // 2", "(3 * n + isqrt(5 * n * n)) // 2"], 1000, False),
        (["2 * n", "2 * n - 1"], 100, False),
        (["3 * n", "3 * n - 1"], 50, False),
        (["isqrt(2 * n * n)", "2 * n + isqrt(2 * n * n)"], 1000, False),
        (["n", "n + 1000"], 100, False),
        (["2 * n", "2 * n + 1"], 100, False),
        (["n * n", "n"], 50, False),
        (["n"], 30, False),
        (["2 * n - 1", "4 * n", "4 * n - 2"], 200, False),
        (["2 * n - 1", "4 * n", "4 * n - 1"], 200, False),
        (["n - 5"], 40, True),
        (["50 - 2 * n", "2 * n - 1"], 40, True),
    ]
    for j, (seqs, bound, strict) in enumerate(partitions):
        t = truth_partition(seqs, bound)
        c = {"id": f"pa.{j}", "statement": "a partition", "kind": "partition", "sequences": seqs, "bound": bound,
             "expected": "holds" if t else "refuted"}
        exp = {"verdicts": {c["id"]: "holds" if t else "refuted"}}
        if strict:
            exp["strict"] = [c["id"]]
        add("verdict", ["check", "claims.toml", "--json"], {"claims.toml": claims_toml(c)}, expect=exp)
    # (f) solve: the figures shown must be those of the play asked for (issue 12, wrong verdict 4)
    solve_specs = [("nim", [], "nim2"), ("nim", [], "nim3"), ("bash", ["-m", "3"], "bash3"),
                   ("subtraction", ["--set", "1,3,4"], "sub134"), ("wythoff", [], "wythoff")]
    for name, opts, key in solve_specs:
        g = GAMES[key]
        for j in range(2):
            pos = tuple(rng.randint(0, 8) for _ in range(g.k))
            if (name, j) == ("nim", 0) and g.k == 3:
                pos = (1, 1, 2)
            for misere in (False, True):
                wins = sorted(list(o) for o in g.options(pos) if g.is_p(o, misere))
                exp = {"outcome": "P" if g.is_p(pos, misere) else "N", "winning": wins}
                if not misere:
                    exp["grundy"] = g.grundy(pos)
                argv = ["solve", name, *opts, *pos, "--json"] + (["--misere"] if misere else [])
                if misere and j == 1:
                    spec = f"misere({name})" if not opts else None
                    if spec:
                        argv = ["solve", spec, *pos, "--json"]
                add("verdict", argv, expect={"solve": exp})


# ----------------------------------------------------------------------------- hostile inputs

HUGE = str(10 ** 30)
NUMS = [HUGE, "-1", "1.5", "x", "", "1e309", "inf", "nan", "0x10", "1_000", " 3", "\u0663",
        "9223372036854775808", "-9223372036854775809", "0", "+3", "1e3", "-0", "\uff13", "3 4"]


def picks(rng, seq, k):
    seq = list(seq)
    return rng.sample(seq, min(k, len(seq)))


VALID_CLAIM = claims_toml({"id": "ok1", "statement": "Bouton, 2 heaps", "ruleset": "nim", "params": {"heaps": 2},
                           "bound": 6, "kind": "p-rule", "rule": "xor(heaps) == 0",
                           "strategy": "replace(heaps, i, heaps[i] ^ S)", "let": _BOUTON, "prove_bits": 3},
                          {"id": "ok2", "statement": "Bash", "ruleset": "bash", "params": {"m": 3},
                           "bound": 30, "kind": "grundy", "rule": "n % 4"})


def numbers(rng) -> None:
    C = "numbers"
    # absurd-but-integer sizes: must be refused up front (exit 3) or answered, never crash or hang
    for argv in (
        ["solve", "nim", "10000000000"], ["solve", "nim", "1000000", "1000000"], ["solve", "nim", HUGE],
        ["solve", "nim", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16"],
        ["solve", "wythoff", "1000000", "1000000"], ["solve", "wythoff", "5000", "5000"],
        ["solve", "fibonacci-nim", "1000000000"], ["solve", "fibonacci-nim", "100000"],
        ["solve", "staircase", "100000", "1", "1"], ["solve", "staircase", *["30"] * 8],
        ["solve", "new-nim", "0", "1000", "1000", "1000"], ["solve", "coins", *["1"] * 64],
        ["solve", "take-half", HUGE], ["solve", "moore", "-p", "k=3", *["40"] * 6],
        ["solve", "subtraction", "--set", "1..1000000000", "5"], ["solve", "subtraction", "--set", "1,2", HUGE],
        ["solve", "bash", "-m", HUGE, "10"], ["solve", "bash", "-m", "3", "100000000000"],
        ["solve", "sum(nim, nim, nim, nim)", "100000", "100000", "100000", "100000"],
        ["solve", "nim", "-p", "heaps=100000", "1"], ["solve", "nim", "--json", "10000000000"],
        ["graph", "nim", "1000000", "1000000"], ["graph", "nim", "3", "--bound", "1000000000"],
        ["graph", "wythoff", "300", "300", "--format", "dot"], ["graph", "nim", "2", "2", "--bound", HUGE],
        ["label", "nim", "--heaps", "40", "--bound", "1000000"], ["label", "nim", "--heaps", "3", "--bound", "2000"],
        ["label", "wythoff", "--bound", "1000000"], ["label", "nim", "--heaps", "1000000000", "--bound", "1"],
        ["label", "nim", "--heaps", "2", "--bound", HUGE], ["label", "staircase", "-p", "stairs=60", "--bound", "60"],
        ["label", "nim", "--heaps", "40", "--bound", "1000000", "--json"],
        ["label", "new-nim", "--heaps", "12", "--bound", "15"], ["label", "coins", "--heaps", "40", "--bound", "1"],
        ["explore", "octal", "0.77", "--n", "1000000000000", "--no-report"],
        ["explore", "octal", "0.77", "--n", HUGE, "--no-report", "--json"],
        ["explore", "grundy", "--n", "10000000", "--no-report"],
        ["explore", "lasker", "--n", "1000000000", "--no-report"],
        ["explore", "subtraction", "--set", "1..100000", "--n", "10000000", "--no-report"],
        ["explore", "subtraction", "--predicate", "primes", "--n", "100000000", "--no-report"],
        ["explore", "nim", "--heaps", "12", "--no-report"], ["explore", "wythoff", "--bound", "1000000", "--no-report"],
        ["explore", "nim", "--heaps", "3", "--bound", "100000", "--no-report"],
        ["explore", "octal", "0." + "7" * 40, "--no-report", "--n", "200"],
        ["explore", "octal", "0.77", "--n", "100", "--max-candidates", "1000000000", "--no-report"],
        ["explore", "octal", "0.77", "--n", "200", "--prove-bits", "1000000", "--no-report"],
        ["prove", "core.bouton-z3-2", "--bits", "999"], ["prove", "core.bouton-z3-2", "--bits", "100000"],
        ["prove", "core.bouton-z3-2", "--bits", "0"], ["prove", "core.bouton-z3-2", "--bits", "-1"],
        ["prove", "core.bouton-z3-2", "--bits", "1"], ["prove", "core.bouton-z3-2", "--bits", HUGE, "--json"],
        ["prove", "core.bash-z3", "--bits", "4096", "--timeout", "5"],
        ["check", "claims.toml", "--bound", "1000000000"], ["check", "claims.toml", "--bound", "100000"],
        ["check", "claims.toml", "--bound", HUGE, "--json"], ["check", "claims.toml", "--bound", "-1"],
        ["check", "claims.toml", "--chunk", "1", "--bound", "200"],
        ["check", "claims.toml", "--chunk", HUGE], ["check", "claims.toml", "--workers", HUGE],
    ):
        files = {"claims.toml": VALID_CLAIM} if "claims.toml" in argv else {}
        add(C, argv, files)
    # ill-typed number tokens in every numeric slot
    slots = [
        lambda v: ["solve", "nim", v], lambda v: ["solve", "nim", "3", v, "--json"],
        lambda v: ["solve", "bash", "-m", v, "5"], lambda v: ["solve", "subtraction", "--set", f"1,{v}", "4"],
        lambda v: ["solve", "nim", "-p", f"heaps={v}", "1", "2"],
        lambda v: ["graph", "nim", "2", "2", "--bound", v], lambda v: ["graph", "nim", v, "2"],
        lambda v: ["label", "nim", "--heaps", v, "--bound", "3"], lambda v: ["label", "nim", "--bound", v, "--json"],
        lambda v: ["explore", "octal", "0.77", "--n", v, "--no-report"],
        lambda v: ["explore", "nim", "--bound", v, "--no-report"],
        lambda v: ["explore", "nim", "--heaps", v, "--no-report", "--json"],
        lambda v: ["explore", "octal", "0.77", "--n", "60", "--prove-bits", v, "--no-report"],
        lambda v: ["explore", "octal", "0.77", "--n", "60", "--prove-timeout", v, "--no-report"],
        lambda v: ["explore", "octal", "0.77", "--n", "60", "--max-candidates", v, "--no-report"],
        lambda v: ["check", "claims.toml", "--bound", v, "--json"], lambda v: ["check", "claims.toml", "--workers", v],
        lambda v: ["check", "claims.toml", "--chunk", v], lambda v: ["prove", "claims.toml", "--bits", v, "--json"],
        lambda v: ["prove", "claims.toml", "--bits", "3", "--timeout", v],
    ]
    for i, slot in enumerate(slots):
        for v in picks(rng, NUMS, 2 if i % 4 == 0 else 1):
            argv = slot(v)
            add(C, argv, {"claims.toml": VALID_CLAIM} if "claims.toml" in argv else {})
    # the named ones of the brief
    for argv in (["prove", "claims.toml", "--timeout", "-1"], ["prove", "claims.toml", "--timeout", "nan"],
                 ["prove", "claims.toml", "--timeout", "inf", "--bits", "3"], ["prove", "claims.toml", "--timeout", "0"],
                 ["prove", "claims.toml", "--timeout", "1e-300", "--bits", "3", "--json"],
                 ["check", "claims.toml", "--workers", "0"], ["check", "claims.toml", "--workers", "-1"],
                 ["check", "claims.toml", "--chunk", "-5"], ["check", "claims.toml", "--chunk", "0"],
                 ["explore", "octal", "0.77", "--n", "-1", "--no-report"],
                 ["explore", "octal", "0.77", "--n", "0", "--no-report", "--json"],
                 ["explore", "octal", "0.77", "--n", "1", "--no-report"],
                 ["explore", "nim", "--heaps", "0", "--no-report"], ["explore", "nim", "--bound", "0", "--no-report"],
                 ["explore", "octal", "0.77", "--n", "60", "--prove-timeout", "nan", "--no-report"],
                 ["explore", "octal", "0.77", "--n", "60", "--prove-timeout", "inf", "--no-report"],
                 ["label", "nim", "--heaps", "0", "--bound", "3"], ["label", "nim", "--heaps", "-1", "--bound", "3"],
                 ["solve", "nim", "-1"], ["solve", "nim", "--", "-1"], ["solve", "nim", "1.5"], ["solve", "nim", ""]):
        add(C, argv, {"claims.toml": VALID_CLAIM} if "claims.toml" in argv else {})


def options(rng) -> None:
    C = "options"
    sets = ["1,,2", "0", "-3", "1..1000000000", "", ",", "a", "1..", "..5", "5..1", "1,1,1", "1.5", "1e3",
            "1..3..5", "[1,2]", "1;2", " 1 , 2 ", "99999999999999999999", "1..0", "0..3", "-1..3", "1,2,x"]
    for s in picks(rng, sets, 7):
        add(C, ["solve", "subtraction", "--set", s, "7"])
    for s in picks(rng, sets, 3):
        add(C, ["explore", "subtraction", "--set", s, "--n", "100", "--no-report"])
    for s in picks(rng, sets, 2):
        add(C, ["explore", "subtraction", "--all-but", s, "--n", "100", "--no-report", "--json"])
    for s in picks(rng, sets, 3):
        add(C, ["label", "subtraction", "--set", s, "--bound", "10"])
    params = ["heaps=x", "=3", "heaps=1e9", "heaps", "heaps==3", "heaps=", "bogus=3", "heaps=-1", "heaps=0",
              "heaps=1000000000", "m=3", "set=[1,2]", "heaps=[1]", "heaps=3,heaps=4", "heaps=1.5", "heaps=true",
              "heaps=None", "heaps=\u0663", "=", "m=x"]
    for p in picks(rng, params, 6):
        add(C, ["solve", "nim", "-p", p, "1", "2"])
    for p in picks(rng, params, 4):
        add(C, ["label", "nim", "-p", p, "--bound", "3", "--json"])
    for p in picks(rng, params, 3):
        add(C, ["graph", "nim", "-p", p, "2", "2"])
    for argv in (["solve", "nim", "-p", "heaps=3", "-p", "heaps=4", "1", "2", "3"],
                 ["solve", "staircase", "-p", "stairs=0", "1"], ["solve", "staircase", "-p", "stairs=-2", "1"],
                 ["solve", "moore", "-p", "k=0", "1", "2"], ["solve", "moore", "-p", "k=-1", "1", "2"],
                 ["solve", "moore", "-p", "k=x", "1", "2"], ["solve", "coins", "-p", "coins=1000000", "1"],
                 ["solve", "bash", "-p", "m=0", "5"], ["solve", "bash", "-p", "m=-4", "5"], ["solve", "bash", "-m", "0", "5"],
                 ["solve", "bash", "-m", "-1", "5"], ["solve", "bash", "-m", "x", "5"], ["solve", "bash", "-m", "3", "-m", "4", "5"],
                 ["solve", "bash", "-m", "3", "-p", "m=4", "5"], ["solve", "subtraction", "7"],
                 ["solve", "subtraction", "--set", "1,2", "-p", "set=[3]", "7"], ["solve", "nim", "--set", "1,2", "3"],
                 ["solve", "wythoff", "-m", "3", "2", "3"], ["label", "bash", "-m", "-1", "--bound", "5"],
                 ["label", "bash", "-m", "0", "--bound", "5", "--json"], ["explore", "bash", "-m", "0", "--no-report"]):
        add(C, argv)
    # choices and flags
    for argv in (["solve", "nim", "3", "--engine", "bogus"], ["solve", "nim", "3", "--engine", ""],
                 ["solve", "nim", "3", "--engine", "bogus", "--json"], ["graph", "nim", "2", "--format", "bogus"],
                 ["graph", "nim", "2", "--format", ""], ["label", "nim", "--bound", "3", "--engine", "COMPACT"],
                 ["explore", "subtraction", "--predicate", "bogus"], ["explore", "subtraction", "--predicate", "squares",
                                                                         "--set", "1,2", "--no-report"],
                 ["explore", "subtraction", "--set", "1,2", "--all-but", "1", "--no-report"],
                 ["explore", "subtraction", "--no-report"], ["explore", "octal", "--no-report"],
                 ["explore", "octal", "0.8", "--no-report"], ["explore", "octal", "1.23", "--no-report"],
                 ["explore", "octal", "0.", "--no-report"], ["explore", "octal", "0.0", "--no-report"],
                 ["explore", "octal", "x", "--no-report"], ["explore", "octal", "", "--no-report"],
                 ["explore", "octal", "0.f", "--n", "100", "--no-report"], ["explore", "octal", "4.77", "--no-report"],
                 ["explore", "octal", "0.77", "extra", "--no-report"], ["explore", "nim", "0.77", "--no-report"],
                 ["explore", "hexadecimal", "0.ffffffff", "--n", "100", "--no-report"],
                 ["explore", "bogus", "--no-report"], ["explore", "grundy", "7", "--no-report"],
                 ["solve", "nim", "3", "--bogus"], ["solve", "--json"], ["solve", "nim"], ["solve", "nim", "--json"],
                 ["check"], ["check", "--json"], ["prove"], ["label", "nim"], ["graph"], ["explore"],
                 ["bogus"], [], ["--bogus"], ["rulesets", "extra"], ["rulesets", "--bogus"], ["rulesets", "--json"],
                 ["--version"], ["-h"], ["solve", "-h"], ["help"])[::2]:
        add(C, argv)
    # --scheduler and its environment variable
    for s in ("notanaddress", "tcp://", "tcp://host:notaport", "tcp://127.0.0.1:99999",
              "tcp://127.0.0.1:1", "", "tcp://nonexistent.invalid:8786", "tcp://[::1", "tcp://127.0.0.1:0"):
        add(C, ["check", "claims.toml", "--scheduler", s], {"claims.toml": VALID_CLAIM})
    add(C, ["check", "claims.toml", "--scheduler", "notanaddress", "--json"], {"claims.toml": VALID_CLAIM})
    for s in ("notanaddress", "tcp://", "tcp://127.0.0.1:1"):
        add(C, ["check", "claims.toml", "--chunk", "7"], {"claims.toml": VALID_CLAIM},
            env={"DASK_SCHEDULER_ADDRESS": s})
    add(C, ["check", "claims.toml", "--chunk", "7"], {"claims.toml": VALID_CLAIM},
        env={"GAMECHECK_PARALLEL_CHUNK_DELAY": "x"})
    add(C, ["check", "claims.toml", "--resume"], {"claims.toml": VALID_CLAIM})
    add(C, ["check", "claims.toml", "--claim", "nope"], {"claims.toml": VALID_CLAIM})
    add(C, ["check", "claims.toml", "--claim", ""], {"claims.toml": VALID_CLAIM})
    add(C, ["check", "claims.toml", "--workers", "8"], {"claims.toml": VALID_CLAIM})
    add(C, ["prove", "claims.toml", "--claim", "nope", "--json"], {"claims.toml": VALID_CLAIM})
    add(C, ["prove", "claims.toml", "--claim", "ok2", "--bits", "3"], {"claims.toml": VALID_CLAIM})
    add(C, ["prove", "nope.id"])
    add(C, ["prove", ""])
    add(C, ["prove", "/etc/passwd"])
    add(C, ["prove", "core.bouton-z3-2", "--claim", "x"])
    # verify with bad selections (a small claim so a correct run is fast)
    for argv in (["verify", "--document", "999"], ["verify", "--document", ""], ["verify", "--document", "../../etc/passwd"],
                 ["verify", "--document", "/etc/passwd"], ["verify", "--claim", "nope"], ["verify", "--claim", ""],
                 ["verify", "--claim", "nope", "--json"], ["verify", "--claim", "core.bouton-1", "--engine", "bogus"],
                 ["verify", "--claim", "core.bouton-1", "--no-reports", "--reports", "r"],
                 ["verify", "--claim", "core.bouton-1", "--no-reports", "--json"],
                 ["verify", "--claim", "core.bouton-1", "--document", "003", "--no-reports"],
                 ["verify", "--claim", "core.bouton-1", "--reports", "r"],
                 ["verify", "--document", "core.toml", "--claim", "core.bash-3", "--no-reports"])[::2]:
        add(C, argv)
    # environment
    for env, argv in (({"PYTHONIOENCODING": "ascii"}, ["solve", "nim", "--misere", "1", "1", "2"]),
                      ({"PYTHONIOENCODING": "ascii"}, ["rulesets"]),
                      ({"PYTHONIOENCODING": "ascii"}, ["solve", "ニム", "1"]),
                      ({"PYTHONIOENCODING": "ascii"}, ["explore", "wythoff", "--bound", "20", "--no-report",
                                                       "--prove-bits", "0"]),
                      ({"COLUMNS": "0"}, ["rulesets"]), ({"COLUMNS": "x"}, ["solve", "nim", "3", "4"]),
                      ({"COLUMNS": "5"}, ["verify", "--claim", "core.bouton-1", "--no-reports"]),
                      ({"TERM": "dumb", "NO_COLOR": "1"}, ["check", "claims.toml"])):
        add(C, argv, {"claims.toml": VALID_CLAIM} if "claims.toml" in argv else {}, env=env)


def rulesets(rng) -> None:
    C = "ruleset"
    names = ["sum(", "sum()", "sum(nim", "sum(nim,)", "sum(,)", "misere(misere(nim))", "misere()", "misere(bogus)",
             "misere(sum(nim, bash(m=2)))", "ním", "nim\u200b", "NIM", "Nim", "\uff4e\uff49\uff4d", "sum(nim,ニム)",
             "\u202enim", "\U0001f3b2", "nim(heaps=x)", "nim(heaps=)", "nim(=3)", "nim(heaps=3", "bash(m=3,m=4)",
             "bash(m=-1)", "bash(m=1e9)", "bash(m=10000000000000000000000)", "subtraction(set=[])",
             "subtraction(set=[0])", "subtraction(set=[-1,2])", "subtraction(set=[1,,2])", "subtraction(set=1)",
             "subtraction(set=[[1]])", "subtraction(set='1,2')", "subtraction(set=[1..3])", "nim()", "nim)(",
             "(nim)", "nim nim", "nim,bash", "sum(nim, misere(nim))", "misere(nim, nim)", "sum(nim; nim)",
             "bash(m=3)(m=4)", "moore(k=0)", "moore(k=1000)", "staircase(stairs=-1)", "wythoff(heaps=3)",
             "fibonacci-nim(heaps=2)", "coins(coins=0)", "new-nim(heaps=0)", "__import__('os')", "nim\\", "nim'",
             "' or 1", " ", "-", "--", "nim\ttab"]
    for i, name in enumerate(picks(rng, names, 18)):
        pos = ["1", "2"] if i % 3 else ["1"]
        add(C, ["solve", name, *pos])
    add(C, ["solve", "{{G0}}", "1"], gen={"G0": {"open": "a", "inner": "", "close": "", "depth": 100000}})
    add(C, ["solve", "sum({{G0}}nim)", "1"], gen={"G0": {"open": "nim,", "inner": "", "close": "", "depth": 200}})
    for name in picks(rng, names, 6):
        add(C, ["label", name, "--bound", "3", "--json"])
    for name in picks(rng, names, 4):
        add(C, ["graph", name, "1", "1"])
    for name in picks(rng, names, 5):
        add(C, ["explore", name, "--no-report", "--bound", "5", "--n", "50"])
    gen = {"G0": {"open": "sum(", "inner": "nim", "close": ")", "depth": 1000}}
    add(C, ["solve", "{{G0}}", "1"], gen=gen)
    add(C, ["label", "{{G0}}", "--bound", "2"], gen=gen)
    add(C, ["explore", "{{G0}}", "--no-report"], gen=gen)
    add(C, ["solve", "{{G0}}", "1"], gen={"G0": {"open": "misere(", "inner": "nim", "close": ")", "depth": 1000}})
    add(C, ["solve", "{{G0}}", "1"], gen={"G0": {"open": "sum(nim, ", "inner": "nim", "close": ")", "depth": 1000}})
    add(C, ["solve", "{{G0}}", "1"], gen={"G0": {"open": "subtraction(set=[", "inner": "1", "close": "])", "depth": 500}})
    add(C, ["solve", "{{G0}}", "1"], gen={"G0": {"open": "(", "inner": "nim", "close": ")", "depth": 20000}})
    add(C, ["solve", "{{G0}}", "1"], gen={"G0": {"open": "misere(", "inner": "nim", "close": ")", "depth": 30}})
    add(C, ["solve", "{{G0}}", "1"], gen={"G0": {"open": "sum(", "inner": "nim", "close": ")", "depth": 30}})
    # rulesets in claim files
    for name in picks(rng, names, 6):
        add(C, ["check", "claims.toml", "--json"], {"claims.toml": claims_toml(
            {"id": "r", "statement": "s", "ruleset": name, "bound": 3, "kind": "p-rule", "rule": "True"})})
    add(C, ["check", "claims.toml"], {"claims.toml": '[[claim]]\nid = "r"\nstatement = "s"\nruleset = "{{G0}}"\n'
                                                     'bound = 2\nkind = "p-rule"\nrule = "True"\n'}, gen=gen)
    add(C, ["prove", "claims.toml"], {"claims.toml": '[[claim]]\nid = "r"\nstatement = "s"\nruleset = "{{G0}}"\n'
                                                     'bound = 2\nkind = "p-rule"\nrule = "True"\n'}, gen=gen)


# claim templates: a valid claim of every kind; the hostile values replace one field at a time
TEMPLATES = {
    "p-rule": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 5, "rule": "xor(heaps) == 0"},
    "grundy": {"ruleset": "subtraction", "params": {"set": [1, 2]}, "bound": 20, "rule": "n % 3"},
    "winning-move": {"ruleset": "bash", "params": {"m": 3}, "bound": 30, "move": "(n - n % (m + 1),)"},
    "outcome": {"ruleset": "nim", "position": [1, 2, 3], "outcome": "P"},
    "grundy-value": {"ruleset": "nim", "position": [1, 2], "value": 3},
    "move-wins": {"ruleset": "nim", "position": [1, 2, 4], "to": [1, 2, 3]},
    "winning-moves": {"ruleset": "nim", "position": [1, 2, 4], "moves": [[1, 2, 3]]},
    "p-positions": {"ruleset": "bash", "params": {"m": 2}, "bound": 10, "positions": [[0], [3], [6], [9]]},
    "no-move": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 6, "rule": "x1 == x2", "target": "x1 == x2"},
    "some-move": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 6, "rule": "x1 != x2", "target": "x1 == x2"},
    "label-identity": {"ruleset": "nim", "params": {"heaps": 2}, "bound": 6, "rule": "P == (g == 0)"},
    "answer": {"ruleset": "bash", "params": {"m": 3}, "position": [5], "value": 1},
    "reachable-count": {"ruleset": "nim", "position": [2, 2], "value": 9},
    "forall": {"vars": {"n": [1, 50]}, "rule": "n * n >= n"},
    "partition": {"bound": 50, "sequences": ["2 * n", "2 * n - 1"]},
}
HOSTILE_TOML = ["5", "-1", "1.5", '"x"', '""', "true", "[1, -2]", "[]", "{ a = 1 }", "9223372036854775807",
                "-9223372036854775808", "inf", "nan", '"\\u0000"', "1979-05-27", "[[1, 2], [3]]", '"\\n"',
                "[1.5]", '["a"]', "{}", "0", "[0, 9223372036854775807]", '"9" ', "-inf"]


def claim_text(kind_, cid="h", drop=(), **over) -> str:
    fields = {"id": cid, "statement": "s", "kind": kind_}
    fields.update(TEMPLATES[kind_])
    for k, v in over.items():
        fields[k] = v
    for k in drop:
        fields.pop(k, None)
    return claim_toml(fields)


def claims(rng) -> None:
    C = "claim"
    check = ["check", "claims.toml", "--json"]
    prove = ["prove", "claims.toml", "--bits", "3", "--timeout", "5", "--json"]
    # the named ones of the brief and the issue
    named = [
        ("p-rule", {"play": Raw("5")}), ("p-rule", {"bound": Raw('"x"')}),
        ("p-rule", {"bound": Raw("9223372036854775807")}), ("p-rule", {"bound": Raw("-1")}),
        ("p-rule", {"bound": Raw("[1, -2]")}), ("p-rule", {"params": Raw('{ heaps = "3" }')}),
        ("p-rule", {"params": Raw("{ heaps = 1e3 }")}), ("winning-move", {"params": Raw("{ m = -4 }")}),
        ("outcome", {"position": Raw("[1.5]")}), ("forall", {"vars": Raw("{ n = [1, 1000000000000000000] }")}),
        ("partition", {"sequences": Raw("[5]")}), ("p-rule", {"rule": Raw("5")}),
        ("p-rule", {"rule": "x1 ** x1 ** x1"}), ("p-rule", {"rule": "__import__('os')"}),
        ("p-rule", {"id": "a\n"}), ("p-rule", {"prove_bits": Raw("true")}), ("p-rule", {"prove_timeout": Raw('"1"')}),
        ("p-rule", {"expected": "maybe"}), ("p-rule", {"colour": "blue"}), ("p-rule", {"bound": Raw("[5, 5, 5]")}),
        ("p-rule", {"bound": Raw("[5]")}), ("p-rule", {"bound": Raw("1e3")}), ("p-rule", {"bound": Raw("100000")}),
        ("p-rule", {"bound": Raw("[100000, 100000]")}), ("p-rule", {"bound": Raw("[0, 9223372036854775807]")}),
        ("grundy", {"bound": Raw("1000000000000")}), ("forall", {"vars": Raw("{ n = [1, 100000000] }")}),
        ("forall", {"vars": Raw("{ n = [10, 1] }")}), ("forall", {"vars": Raw("{ n = [1] }")}),
        ("forall", {"vars": Raw("{}")}), ("forall", {"vars": Raw('{ "x1 + 1" = [1, 2] }')}),
        ("forall", {"vars": Raw("{ n = [1, 2], m = [1, 2], k = [1, 2], a = [0, 1000], b = [0, 1000], c = [0, 1000] }")}),
        ("forall", {"vars": Raw("{ n = [-5, 5] }"), "rule": "n // 0 == 0"}),
        ("forall", {"vars": Raw("{ n = [1, 5] }"), "rule": "fib(10 ** 9) > 0"}),
        ("forall", {"vars": Raw("{ n = [1, 5] }"), "rule": "zeck_count(10 ** 6) > 0"}),
        ("forall", {"vars": Raw("{ n = [1, 5] }"), "rule": "9 ** 9 ** 9 > 0"}),
        ("forall", {"vars": Raw("{ n = [1, 5] }"), "rule": "1 << (10 ** 12) > 0"}),
        ("forall", {"vars": Raw("{ n = [1, 5] }"), "rule": "sum(range(10 ** 12)) > 0"}),
        ("partition", {"bound": Raw("9223372036854775807")}), ("partition", {"bound": Raw("-1")}),
        ("partition", {"bound": Raw("0")}), ("partition", {"sequences": Raw("[]")}),
        ("partition", {"sequences": ["n ** n"]}), ("partition", {"sequences": ["2 ** n"], "bound": Raw("100000000")}),
        ("partition", {"sequences": ["n // 0"]}), ("partition", {"sequences": ["0"]}),
        ("p-positions", {"positions": Raw("[[0], [-3]]")}), ("p-positions", {"positions": Raw("[0, 3]")}),
        ("outcome", {"position": Raw("[1000000000, 1000000000]")}), ("outcome", {"position": Raw("[]")}),
        ("outcome", {"outcome": "X"}), ("grundy-value", {"value": Raw("-1")}),
        ("reachable-count", {"position": Raw("[100000, 100000]")}), ("move-wins", {"to": Raw("[9, 9, 9]")}),
        ("winning-moves", {"moves": Raw("[[1, 2]]")}), ("answer", {"position": Raw("[1000000000000]")}),
        ("p-rule", {"ruleset": "misere(nim)", "play": "normal"}), ("p-rule", {"play": "MISERE"}),
        ("p-rule", {"play": "misère"}), ("grundy", {"play": "misere"}), ("p-rule", {"let": Raw('{ S = 5 }')}),
        ("p-rule", {"let": Raw('{ S = "S" }')}), ("p-rule", {"let": Raw('{ x1 = "x2" }')}),
        ("p-rule", {"let": Raw('{ heaps = "1" }')}), ("p-rule", {"where": "x1 // 0 == 0"}),
        ("p-rule", {"strategy": "(x1,)"}), ("p-rule", {"strategy": "replace(heaps, 5, 0)"}),
        ("winning-move", {"p_rule": "n % 4 == 0", "move": "(n - n % 4,)", "prove_bits": Raw("200")}),
        ("winning-move", {"move": "n"}), ("winning-move", {"move": "(n, n)"}), ("winning-move", {"move": "(-1,)"}),
        ("p-rule", {"source": Raw("5")}), ("p-rule", {"source": Raw("{ document = 5 }")}),
        ("p-rule", {"section": Raw("[1]")}), ("p-rule", {"notes": Raw("{ a = 1 }")}), ("p-rule", {"group": Raw("5")}),
    ]
    for kind, over in named:
        text = claim_text(kind, **over)
        add(C, check, {"claims.toml": text})
        if kind in ("p-rule", "grundy", "winning-move", "forall") and rng.random() < 0.15:
            add(C, prove, {"claims.toml": text})
    for kind in ("p-rule", "forall", "partition", "outcome"):
        add(C, check, {"claims.toml": claim_text(kind, drop=("kind",))})
    for req in ("id", "statement", "ruleset", "rule"):
        add(C, check, {"claims.toml": claim_text("p-rule", drop=(req,))})
    # one hostile value in each field of each kind
    for kind, tmpl in TEMPLATES.items():
        fields = list(tmpl) + (["play", "kind"] if kind in ("p-rule", "forall") else [])
        for f in picks(rng, fields, max(1, len(fields) // 3)):
            for v in picks(rng, HOSTILE_TOML, 1):
                text = claim_text(kind, **{"id" if f == "id" else f: Raw(v)}) if f != "kind" else \
                    claim_text(kind).replace(f'kind = "{kind}"', f"kind = {v}")
                argv = prove if (kind in ("p-rule", "grundy", "forall") and rng.random() < 0.25) else check
                add(C, argv, {"claims.toml": text})
    # hostile rule expressions
    rules = ["x1 ** x1 ** x1", "9 ** 9 ** 9 == 0", "2 ** 10 ** 12 > 0", "1 << 10 ** 9 > 0", "x1 << -1 == 0",
             "heaps[10] == 0", "heaps[-100] == 0", "x1 // 0 == 0", "x1 % 0 == 0", "sum(range(10 ** 12)) > 0",
             "sum(1 for i in range(10 ** 10)) > 0", "fib(10 ** 9) > 0", "fib(-1) == 0", "zeck_count(10 ** 7) > 0",
             "mex(range(10 ** 9)) > 0", "isqrt(-1) == 0", "bit(x1, -1) == 0", "bit(x1, 10 ** 18) == 0",
             "popcount(-1) == 0", "bitlen(-1) == 0", "zeckendorf(-1) == ()", "is_fib(-5)", "replace(heaps, 5, 1) == heaps",
             "'a' == 'a'", "lambda: 1", "[1, 2] == [1, 2]", "{1} == {1}", "x1.real == 0", "x1 @ x2 == 0", "x1 / x2 == 0",
             "max() == 0", "min(()) == 0", "min(j for j in range(0)) == 0", "sum(sum(1 for a in range(x1)) for b in range(x2)) == 0",
             "not", "x1 if x1 else", "", "   ", "\u210c == 0", "None", "...", "x1 and 5", "heaps", "True + True",
             "abs(-2 ** 63) > 0", "-(2 ** 63) * 2 < 0", "x1 * 10 ** 30 == 0", "(10 ** 30) % (x1 + 1) == 0",
             "(x1, x2) < (x2, x1)", "x1 in heaps", "x1 in 5", "x9 == 0",
             "k == 3", "m == 3", "S == 0", "g1 == 0", "__builtins__", "().__class__", "print(1)", "eval('1')",
             "open('/etc/passwd')", "\x00", "x1 == 1 # comment", "x1 ==\n1", "x1 == 0; x2 == 0",
             "import os", "x1 := 3", "(y := 1) == 1", "[*heaps] == 0", "{**{}} == 0", "f'{x1}' == ''",
             "x1 if True else x2 if True else 0", "any(h > 1 for h in heaps for g in heaps)", "count(heaps, 0) > 0",
             "floor(x1, 0) == 0", "ceil(x1, 0) == 0", "floor(10 ** 30, 3) > 0", "xor() == 0", "xor(1, 2, 3) == 0",
             "xor_basis_removed(heaps) == 0", "zeck_min(0) == 0", "range(-5) == 0", "len(5) == 0"]
    for r in picks(rng, rules, 12):
        add(C, check, {"claims.toml": claim_text("p-rule", rule=r)})
    add(C, check, {"claims.toml": claim_text("p-rule", rule=Raw('"{{G0}}x1"'))},
        gen={"G0": {"open": "x1 == x2 == ", "inner": "", "close": "", "depth": 2000}})
    for r in picks(rng, rules, 6):
        add(C, ["prove", "claims.toml", "--bits", "3", "--timeout", "5", "--json"],
            {"claims.toml": claim_text("p-rule", rule=r)})
    for r in picks(rng, rules, 6):
        add(C, check, {"claims.toml": claim_text("forall", rule=r.replace("x1", "n").replace("x2", "n"))})
    for r in picks(rng, rules, 4):
        add(C, check, {"claims.toml": claim_text("partition", sequences=[r.replace("x1", "n"), "2 * n"])})
    deep = [("(", "1", ")", 5000), ("-", "1", "", 100000), ("not ", "True", "", 100000), ("[", "1", "]", 3000),
            ("abs(", "x1", ")", 5000), ("(x1 if True else ", "0", ")", 3000), ("~", "x1", "", 50000),
            ("x1 + ", "x1", "", 100000)]
    for o, i, c, d in deep:
        gen = {"G0": {"open": o, "inner": i, "close": c, "depth": d}}
        add(C, check, {"claims.toml": claim_text("p-rule", rule=Raw('"{{G0}} == 0"'))}, gen=gen)
    gen = {"G0": {"open": "(", "inner": "1", "close": ")", "depth": 5000}}
    add(C, prove, {"claims.toml": claim_text("p-rule", rule=Raw('"{{G0}} == 0"'))}, gen=gen)
    add(C, check, {"claims.toml": claim_text("forall", rule=Raw('"{{G0}} == 1"'))}, gen=gen)
    add(C, check, {"claims.toml": claim_text("winning-move", move=Raw('"{{G0}}"'))}, gen=gen)
    # file-level TOML structure
    structures = ["[[claim]]\n", "claim = \"x\"\n", "claim = [1, 2]\n", "[claim]\nid = \"x\"\n", "claim = []\n",
                  "[document]\ntitle = 5\n" + claim_text("p-rule"), "[document]\n[[claim]]\n",
                  "document = \"x\"\n" + claim_text("p-rule"), "[[claim]]\n[[claim]]\n", "x = 1\n",
                  claim_text("p-rule") + "\n" + claim_text("p-rule"),
                  claim_text("p-rule", cid="a") + "\n" + claim_text("forall", cid="a"),
                  "[[claim]]\nid = \"x\"\nid = \"y\"\n", "[[claim]\n", "\ufeff" + claim_text("p-rule"),
                  claim_text("p-rule").replace("\n", "\r\n"), claim_text("p-rule").replace("\n", "\r"),
                  "[[claim]]\n" + "a = 1\n" * 3, "[claim.x]\n", "[[claim.x]]\n"]
    for s in picks(rng, structures, 9):
        add(C, check, {"claims.toml": s})
    for s in structures[:3]:
        add(C, ["prove", "claims.toml"], {"claims.toml": s})
    gen = {"G0": {"open": "[", "inner": "1", "close": "]", "depth": 100000}}
    add(C, check, {"claims.toml": "x = {{G0}}\n"}, gen=gen)
    gen = {"G0": {"open": "{ a = ", "inner": "1", "close": " }", "depth": 20000}}
    add(C, check, {"claims.toml": "x = {{G0}}\n"}, gen=gen)
    add(C, check, {"claims.toml": {"gen_text": "repeat-outcome", "count": 3000}}, note="3000 claims")
    add(C, check, {"claims.toml": claim_text("p-rule", statement=Raw('"{{G0}}"'))},
        gen={"G0": {"open": "", "inner": "x" * 10, "close": "", "depth": 1}})
    add(C, check, {"claims.toml": claim_text("p-rule", statement=Raw('"{{G0}}"'))},
        gen={"G0": {"open": "y", "inner": "", "close": "", "depth": 2000000}}, note="a 2 MB statement")


def files(rng) -> None:
    C = "file"
    good = VALID_CLAIM
    cases = [
        ("missing", ["check", "missing.toml"], {}, None),
        ("missing-json", ["check", "missing.toml", "--json"], {}, None),
        ("missing-prove", ["prove", "missing.toml"], {}, None),
        ("dir", ["check", "d"], {}, [{"mkdir": "d"}]),
        ("dir-prove", ["prove", "d.toml", "--json"], {}, [{"mkdir": "d.toml"}]),
        ("dot", ["check", "."], {}, None),
        ("chmod", ["check", "c.toml"], {"c.toml": good}, [{"chmod": ["c.toml", 0]}]),
        ("chmod-prove", ["prove", "c.toml", "--bits", "3"], {"c.toml": good}, [{"chmod": ["c.toml", 0]}]),
        ("proc-mem", ["check", "/proc/self/mem"], {}, None),
        ("proc-mem-prove", ["prove", "/proc/self/mem"], {}, None),
        ("dev-null", ["check", "/dev/null"], {}, None),
        ("dev-zero-json", ["check", "/dev/null", "--json"], {}, None),
        ("symlink-loop", ["check", "loop.toml"], {}, [{"symlink": ["loop.toml", "loop.toml"]}]),
        ("dangling", ["check", "dangling.toml"], {}, [{"symlink": ["nowhere.toml", "dangling.toml"]}]),
        ("dangling-prove", ["prove", "dangling.toml"], {}, [{"symlink": ["nowhere.toml", "dangling.toml"]}]),
        ("latin1", ["check", "c.toml"], {"c.toml": {"b64": base64.b64encode(
            claim_text("p-rule", statement="mis\u00e8re").encode("latin-1")).decode()}}, None),
        ("latin1-prove", ["prove", "c.toml", "--json"], {"c.toml": {"b64": base64.b64encode(
            claim_text("p-rule", statement="mis\u00e8re").encode("latin-1")).decode()}}, None),
        ("utf16", ["check", "c.toml"], {"c.toml": {"b64": base64.b64encode(good.encode("utf-16")).decode()}}, None),
        ("utf16-json", ["check", "c.toml", "--json"], {"c.toml": {"b64": base64.b64encode(good.encode("utf-16")).decode()}}, None),
        ("utf16-prove", ["prove", "c.toml"], {"c.toml": {"b64": base64.b64encode(good.encode("utf-16")).decode()}}, None),
        ("utf32", ["check", "c.toml"], {"c.toml": {"b64": base64.b64encode(good.encode("utf-32")).decode()}}, None),
        ("utf8-bom", ["check", "c.toml"], {"c.toml": {"b64": base64.b64encode(b"\xef\xbb\xbf" + good.encode()).decode()}}, None),
        ("empty", ["check", "c.toml"], {"c.toml": ""}, None),
        ("empty-json", ["check", "c.toml", "--json"], {"c.toml": ""}, None),
        ("empty-prove", ["prove", "c.toml"], {"c.toml": ""}, None),
        ("whitespace", ["check", "c.toml"], {"c.toml": "\n\n   \n"}, None),
        ("comment", ["check", "c.toml"], {"c.toml": "# nothing\n"}, None),
        ("binary", ["check", "c.toml"], {"c.toml": {"b64": base64.b64encode(bytes(rng.randrange(256) for _ in range(4096))).decode()}}, None),
        ("binary-prove", ["prove", "c.toml"], {"c.toml": {"b64": base64.b64encode(bytes(rng.randrange(256) for _ in range(512))).decode()}}, None),
        ("nul", ["check", "c.toml"], {"c.toml": good.replace("Bash", "Ba\x00sh")}, None),
        ("invalid-toml", ["check", "c.toml"], {"c.toml": "[[claim]\nid = \n"}, None),
        ("invalid-toml-json", ["check", "c.toml", "--json"], {"c.toml": "id = = 3\n"}, None),
        ("claim-string", ["check", "c.toml"], {"c.toml": 'claim = "x"\n'}, None),
        ("claim-string-prove", ["prove", "c.toml"], {"c.toml": 'claim = "x"\n'}, None),
        ("json-file", ["check", "c.json"], {"c.json": '{"claim": []}'}, None),
        ("py-file", ["check", "c.py"], {"c.py": "print(1)\n"}, None),
        ("no-ext-id-like", ["prove", "core.bouton-z3-2.toml"], {}, None),
        ("file-named-like-id", ["prove", "core.bouton-1"], {"core.bouton-1": "garbage"}, None),
        ("passwd", ["check", "/etc/passwd"], {}, None),
        ("etc", ["check", "/etc"], {}, None),
        ("dash", ["check", "-"], {}, None),
        ("long-name", ["check", "a" * 300 + ".toml"], {}, None),
        ("newline-name", ["check", "a\nb.toml"], {}, None),
        ("unicode-name", ["check", "\u00e9\u00e8.toml"], {"\u00e9\u00e8.toml": good}, None),
        ("huge-line", ["check", "c.toml"], {"c.toml": {"gen_text": "huge-comment", "count": 20000000}}, None),
    ]
    for _, argv, fs, setup in cases:
        add(C, argv, fs, setup=setup)


def outputs(rng) -> None:
    C = "output"
    for argv, fs, setup in [
        (["graph", "nim", "2", "2", "--out", "/nonexistent/dir/x.json"], {}, None),
        (["graph", "nim", "2", "2", "--out", "/etc/passwd/x.json"], {}, None),
        (["graph", "nim", "2", "2", "--out", "f/x.json"], {"f": "a file"}, None),
        (["graph", "nim", "2", "2", "--out", "."], {}, None),
        (["graph", "nim", "2", "2", "--out", ""], {}, None),
        (["graph", "nim", "2", "2", "--out", "sub/"], {}, None),
        (["graph", "nim", "2", "2", "--out", "d"], {}, [{"mkdir": "d"}]),
        (["graph", "nim", "2", "2", "--format", "dot", "--out", "/proc/self/x.dot"], {}, None),
        (["graph", "nim", "2", "2", "--format", "graphml", "--out", "/dev/full"], {}, None),
        (["graph", "nim", "2", "2", "--out", "ro/x.json"], {}, [{"mkdir": "ro"}, {"chmod": ["ro", 0o555]}]),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", "/nonexistent/dir/x.npz"], {}, None),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", "/etc/passwd/x.npz"], {}, None),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", "f/x.npz", "--json"], {"f": "a file"}, None),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", "d"], {}, [{"mkdir": "d"}]),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", ""], {}, None),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", "x.txt"], {}, None),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", "/dev/full"], {}, None),
        (["verify", "--claim", "core.bouton-1", "--reports", "f"], {"f": "a file"}, None),
        (["verify", "--claim", "core.bouton-1", "--reports", "/etc/passwd/x"], {}, None),
        (["verify", "--claim", "core.bouton-1", "--reports", "/nonexistent/dir", "--json"], {}, None),
        (["verify", "--claim", "core.bouton-1", "--reports", ""], {}, None),
        (["verify", "--claim", "core.bash-3.planted", "--reports", "/etc/passwd/x", "--json"], {}, None),
        (["verify", "--claim", "core.bouton-1", "--reports", "f", "--json"], {"f": "a file"}, None),
        (["label", "nim", "--heaps", "2", "--bound", "3", "--out", "/etc/passwd/x.npz", "--json"], {}, None),
        (["explore", "octal", "0.77", "--n", "60", "--report-dir", "f"], {"f": "a file"}, None),
        (["explore", "octal", "0.77", "--n", "60", "--report-dir", "/etc/passwd/x", "--json"], {}, None),
        (["explore", "octal", "0.77", "--n", "60", "--report-dir", "f/sub"], {"f": "a file"}, None),
        (["explore", "octal", "0.77", "--n", "60", "--report-dir", ""], {}, None),
        (["explore", "octal", "0.77", "--n", "60"], {"reports": "a file"}, None),
        (["explore", "octal", "0.77", "--n", "60", "--report-dir", "/proc/self"], {}, None),
        (["prove", "c.toml", "--bits", "3", "--smt2", "f"], {"c.toml": VALID_CLAIM, "f": "a file"}, None),
        (["prove", "c.toml", "--bits", "3", "--smt2", "/etc/passwd/x", "--json"], {"c.toml": VALID_CLAIM}, None),
        (["prove", "c.toml", "--bits", "3", "--smt2", ""], {"c.toml": VALID_CLAIM}, None),
        (["check", "c.toml", "--state", "f"], {"c.toml": VALID_CLAIM, "f": "a file"}, None),
        (["check", "c.toml", "--state", "/etc/passwd/x", "--json"], {"c.toml": VALID_CLAIM}, None),
        (["check", "c.toml", "--state", ""], {"c.toml": VALID_CLAIM}, None),
    ]:
        add(C, argv, fs, setup=setup)


def states(rng) -> None:
    C = "state"
    good = VALID_CLAIM
    true_c = claims_toml({"id": "c1", "statement": "s", "ruleset": "nim", "params": {"heaps": 2}, "bound": 30,
                          "kind": "p-rule", "rule": "xor(heaps) == 0"})
    false_c = claims_toml({"id": "c1", "statement": "s", "ruleset": "nim", "params": {"heaps": 2}, "bound": 30,
                           "kind": "p-rule", "rule": "xor(heaps) == 0 or x1 + x2 == 41"})
    false_c2 = claims_toml({"id": "c1", "statement": "s", "ruleset": "nim", "params": {"heaps": 2}, "bound": 30,
                            "kind": "p-rule", "rule": "xor(heaps) <= 1"})
    first = {"run": ["check", "t.toml", "--state", "st", "--chunk", "64"]}
    exp_false = {"verdicts": {"c1": "refuted"}}
    exp_true = {"verdicts": {"c1": "holds"}}
    for argv, fs, setup, exp in [
        (["check", "c.toml", "--state", "st", "--resume"], {"c.toml": good}, [{"mkdir": "st"}], None),
        (["check", "c.toml", "--state", "st", "--resume", "--json"], {"c.toml": good}, None, None),
        (["check", "c.toml", "--state", "st", "--resume"], {"c.toml": good, "st/garbage": "xx", "st/ok1-0.json": "{",
                                                             "st/ok2-x.json": "[]"}, None, None),
        (["check", "c.toml", "--state", "st", "--resume", "--json"],
         {"c.toml": good, "st/x.json": {"b64": base64.b64encode(b"\xff\xfe\x00garbage").decode()}}, None, None),
        (["check", "f.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c, "f.toml": false_c}, [first], exp_false),
        (["check", "f.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c, "f.toml": false_c2}, [first], {"verdicts": {"c1": "refuted"}}),
        (["check", "f.toml", "--state", "st", "--resume", "--chunk", "32", "--json"],
         {"t.toml": true_c, "f.toml": false_c}, [first], exp_false),
        (["check", "f.toml", "--state", "st", "--resume", "--chunk", "64", "--bound", "25", "--json"],
         {"t.toml": true_c, "f.toml": false_c2}, [first], {"verdicts": {"c1": "refuted"}}),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first, {"glob_write": ["st/*.json", "{\"format\": 1, \"chunks\": 5}"]}], exp_true),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first, {"glob_write": ["st/*.json", ""]}], exp_true),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first, {"glob_dir": "st/*.json"}], exp_true),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64"],
         {"t.toml": true_c}, [first, {"glob_chmod": ["st/*.json", 0]}], None),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first, {"glob_json_edit": ["st/*.json", "chunks.0.lo", 10 ** 30]}], exp_true),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first, {"glob_json_edit": ["st/*.json", "chunks.0.viol", [1, 2, "x"]]}], None),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first, {"glob_json_edit": ["st/*.json", "chunks.0.gmax", "x"]}], exp_true),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first, {"glob_json_edit": ["st/*.json", "total_chunks", -1]}], exp_true),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64"],
         {"t.toml": true_c}, [first, {"chmod": ["st", 0o555]}], None),
        (["check", "t.toml", "--state", "st", "--chunk", "64", "--json"],
         {"t.toml": true_c}, [first], exp_true),
        (["check", "t.toml", "--state", "st", "--resume", "--chunk", "64", "--workers", "2", "--json"],
         {"t.toml": true_c}, [first], exp_true),
        (["check", "g.toml", "--state", "st", "--resume", "--json"],
         {"g.toml": claims_toml({"id": "c1", "statement": "s", "ruleset": "subtraction", "params": {"set": [1, 2]},
                                 "bound": 3000, "kind": "grundy", "rule": "n % 3 if n != 2999 else 0"}),
          "t.toml": true_c}, [first], {"verdicts": {"c1": "refuted"}}),
    ]:
        add(C, argv, fs, setup=setup, expect=exp)


def main() -> None:
    verdict_cases(random.Random(SEED + 1))
    numbers(random.Random(SEED + 2))
    options(random.Random(SEED + 3))
    rulesets(random.Random(SEED + 4))
    claims(random.Random(SEED + 5))
    files(random.Random(SEED + 6))
    outputs(random.Random(SEED + 7))
    states(random.Random(SEED + 8))
    text = "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in ENTRIES) + "\n]\n"
    OUT.write_text(text, encoding="utf-8")
    by = {}
    for e in ENTRIES:
        by[e["class"]] = by.get(e["class"], 0) + 1
    print(f"{len(ENTRIES)} entries ({', '.join(f'{k} {v}' for k, v in by.items())}), {len(text):,} bytes -> {OUT}")


if __name__ == "__main__":
    main()
