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
        # Grundy's game to 10^7 is real work (20-30 s on a 2-core machine, estimated within a few
        # seconds of that): under the runner's 30 s wall it is asked to refuse past 15 s
        env = {"GAMECHECK_TIME_LIMIT": "15"} if argv[:2] == ["explore", "grundy"] else None
        add(C, argv, files, env=env)
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


# ====================================================================================================
# Issue 24: the new surfaces -- game files, graphs, saved sequences, report pages, the Python API,
# files outside the claims file's folder, and planted claims on games with draws.
# ====================================================================================================

#: seconds within which a file whose sizes are refused from its headers must be refused (no
#: reading of the data; other entries have the runner's wall limit)
PROMPT_HEADER = 8
#: the token planted in files outside a claims file's folder: it must never reach any output
TOKEN = "SECRET-TOKEN-1234"
#: a token planted in malformed lines of files the user names: error messages must not copy it
ECHO = "RAW-LINE-CONTENT-5678"
#: exit statuses of an input that must be refused
REFUSE = [2]
REFUSE_OR_LIMIT = [2, 3]


def game_file(moves: str | None = None, position=("n",), *, heap_moves: str | None = None, name: str | None = None,
              extra: str = "") -> str:
    """The text of a ``[game]`` file (a general game, or a heap game with ``heap_moves``)."""
    lines = ["[game]"]
    if name is not None:
        lines.append(f"name = {tval(name)}")
    if heap_moves is not None:
        lines.append(f"heap-moves = {tval(heap_moves)}")
    else:
        lines.append(f"position = {tval(list(position))}")
        lines.append(f"moves = {tval(moves)}")
    return "\n".join(lines) + "\n" + extra


def b64(data: bytes) -> dict:
    return {"b64": base64.b64encode(data).decode()}


def big_int(digits: int) -> dict:
    """A ``gen`` spec that expands to an integer of ``digits`` digits (1 followed by zeros)."""
    return {"open": "", "inner": "1", "close": "0", "depth": digits - 1}


# ------------------------------------------------------------------------------------ game files

#: games that never end: every position is a draw (play goes on for ever), no position has a
#: Grundy value, and infinitely many positions are reachable
UNBOUNDED = {
    "up": (("n",), "[(n + 1,)]", [0]),
    "up2": (("n",), "[(n + 1,), (n + 2,)]", [0]),
    "updown": (("n",), "[(n + 1,), (n - 1,)] if n > 0 else [(1,)]", [3]),
    "double": (("n",), "[(2 * n + 1,)]", [1]),
    "square": (("n",), "[(n * n + 2,)]", [2]),
    "xy": (("x", "y"), "[(x + 1, y), (x, y + 1)]", [0, 0]),
    "swap": (("x", "y"), "[(y + 1, x)]", [1, 2]),
}


def gamefiles(rng: random.Random) -> None:
    C = "gamefile"
    # (a) games that never end, through every command.  A refusal (exit 2/3) or a correct answer
    # is right; a hang, a crash or a wrong verdict is not.  The truth for claims: every position
    # is a draw, none has a Grundy value, the reachable set is infinite; `False` is the exact
    # P-rule (there are no P-positions).
    cmds = ["solve", "solve-json", "solve-misere", "solve-enum", "graph", "label", "explore", "check-file",
            "check-inline", "check-count", "check-grundy", "check-prule", "sum", "prove"]
    for gi, (key, (names, moves, start)) in enumerate(UNBOUNDED.items()):
        text = game_file(moves, names, name=f"never ends: {key}")
        k = len(names)
        s = [str(v) for v in start]
        # every game gets about half the commands, every command at least three games
        mine = [c for ci, c in enumerate(cmds) if (ci + gi) % 4 == 0 or c in ("solve", "check-inline")]
        for c in mine:
            note = f"a game that never ends ({c.split('-')[0]})"
            fs = {"u.toml": text}
            if c == "solve":
                add(C, ["solve", "--game", "u.toml", *s], fs, expect={"exit": REFUSE_OR_LIMIT}, note=note)
            elif c == "solve-json":
                add(C, ["solve", "--game", "u.toml", *s, "--json"], fs, expect={"exit": REFUSE_OR_LIMIT}, note=note)
            elif c == "solve-misere":
                add(C, ["solve", "--game", "u.toml", *s, "--misere"], fs, expect={"exit": REFUSE_OR_LIMIT}, note=note)
            elif c == "solve-enum":
                add(C, ["solve", "--game", "u.toml", *s, "--method", "enumeration"], fs,
                    expect={"exit": REFUSE_OR_LIMIT}, note=note)
            elif c == "graph":
                add(C, ["graph", "--game", "u.toml", *s], fs, expect={"exit": REFUSE_OR_LIMIT}, note=note)
            elif c == "label":
                add(C, ["label", "--game", "u.toml", "--bound", "5"], fs, expect={"exit": REFUSE_OR_LIMIT}, note=note)
            elif c == "explore":
                add(C, ["explore", "--game", "u.toml", "--bound", "5", "--no-report"], fs,
                    expect={"exit": REFUSE_OR_LIMIT}, note=note)
            elif c == "check-file":
                cl = claims_toml({"id": "u.d", "statement": "a draw", "game": "u.toml", "kind": "outcome",
                                  "position": start, "outcome": "D"},
                                 {"id": "u.p", "statement": "not P", "game": "u.toml", "kind": "outcome",
                                  "position": start, "outcome": "P"})
                add(C, ["check", "claims.toml", "--json"], {**fs, "claims.toml": cl},
                    expect={"verdicts": {"u.d": "holds", "u.p": "refuted"}}, note=note)
            elif c == "check-inline":
                cl = claims_toml({"id": "u.n", "statement": "inline", "game": {"position": list(names), "moves": moves},
                                  "kind": "outcome", "position": start, "outcome": "N"})
                add(C, ["check", "claims.toml", "--json"], {"claims.toml": cl}, expect={"verdicts": {"u.n": "refuted"}},
                    note=note)
            elif c == "check-count":
                cl = claims_toml({"id": "u.c", "statement": "count", "game": {"position": list(names), "moves": moves},
                                  "kind": "reachable-count", "position": start, "value": 1000})
                add(C, ["check", "claims.toml", "--json"], {"claims.toml": cl}, expect={"verdicts": {"u.c": "refuted"}},
                    note=note)
            elif c == "check-grundy":
                cl = claims_toml({"id": "u.g", "statement": "value", "game": "u.toml", "kind": "grundy-value",
                                  "position": start, "value": 0})
                add(C, ["check", "claims.toml", "--json"], {**fs, "claims.toml": cl},
                    expect={"verdicts": {"u.g": "refuted"}}, note=note)
            elif c == "check-prule":
                cl = claims_toml({"id": "u.r", "statement": "no P", "game": "u.toml", "kind": "p-rule", "bound": 5,
                                  "rule": "False"})
                add(C, ["check", "claims.toml", "--json"], {**fs, "claims.toml": cl},
                    expect={"verdicts": {"u.r": "holds"}}, note=note)
            elif c == "sum" and k == 1:
                add(C, ["solve", 'sum(nim, game(file="u.toml"))', "1", *s], fs, expect={"exit": REFUSE_OR_LIMIT},
                    note=note)
            elif c == "prove":
                cl = claims_toml({"id": "u.z", "statement": "no P", "game": "u.toml", "kind": "p-rule", "bound": 3,
                                  "rule": "False"})
                add(C, ["prove", "claims.toml", "--bits", "3", "--timeout", "5", "--json"], {**fs, "claims.toml": cl},
                    expect={"verdicts": {"u.z": "holds"}}, note=note)
    # (b) heap games with about h^3 work per heap (a triple comprehension), at large heaps
    cube = game_file(heap_moves="[(a, b) for a in range(h) for b in range(h) for c in range(h) if a + b + c == h - 1]",
                     name="cubic split")
    for argv in (["solve", "--game", "cube.toml", "1000"], ["solve", "--game", "cube.toml", "200", "150", "--json"],
                 ["explore", "--game", "cube.toml", "--n", "300", "--no-report"],
                 ["explore", "--game", "cube.toml", "--misere", "--n", "200", "--no-report"],
                 ["label", "--game", "cube.toml", "--heaps", "2", "--bound", "200"],
                 ["solve", 'sum(nim, game(file="cube.toml"))', "5", "400"], ["graph", "--game", "cube.toml", "150"]):
        add(C, argv, {"cube.toml": cube}, note="a heap game with h^3 work per heap")
    add(C, ["check", "claims.toml", "--json"],
        {"cube.toml": cube, "claims.toml": claims_toml({"id": "cube", "statement": "s", "game": "cube.toml",
                                                        "kind": "grundy-value", "position": [400], "value": 1})},
        note="a heap game with h^3 work per heap")
    # (c) an integer of 5,001 digits: in the moves, as a TOML value, as a heap, in a claim's game
    gen = {"G0": big_int(5001)}
    for text, argv in (
            (game_file("[(n - 1,)] if n < {{G0}} else []"), ["solve", "--game", "g.toml", "3"]),
            (game_file("[(n - 1,)] if n > 0 else []", extra="seed = {{G0}}\n"), ["solve", "--game", "g.toml", "3"]),
            (game_file(heap_moves="[(h - {{G0}},)]"), ["solve", "--game", "g.toml", "3"]),
            (game_file("[(n - 1,)] if n > 0 else []"), ["solve", "--game", "g.toml", "{{G0}}"]),
            (game_file("[(n - 1,)] if n > 0 else []", name="{{G0}}"), ["label", "--game", "g.toml", "--bound", "3"])):
        add(C, argv, {"g.toml": text}, gen=gen, expect={"exit": REFUSE}, note="an integer of 5,001 digits")
    add(C, ["check", "claims.toml"], {"claims.toml": '[[claim]]\nid = "big"\nstatement = "s"\nkind = "outcome"\n'
                                                     'position = [3]\noutcome = "N"\n[claim.game]\nposition = ["n"]\n'
                                                     'moves = "[(n - 1,)] if n > 0 else []"\nlimit = {{G0}}\n'},
        gen=gen, expect={"exit": REFUSE}, note="an integer of 5,001 digits")
    add(C, ["check", "claims.toml", "--json"],
        {"claims.toml": '[[claim]]\nid = "big"\nstatement = "s"\nkind = "outcome"\nposition = [{{G0}}]\noutcome = "N"\n'
                        '[claim.game]\nposition = ["n"]\nmoves = "[(n - 1,)] if n > 0 else []"\n'},
        gen=gen, expect={"exit": REFUSE}, note="an integer of 5,001 digits")
    # (d) deeply nested TOML and rule text in game files
    base = game_file("[(n - 1,)] if n > 0 else []")
    for o, i, c, d in (("[", "1", "]", 10000), ("[", "1", "]", 100000), ("{ a = ", "1", " }", 20000),
                       ("[{ a = ", "1", " }]", 5000)):
        add(C, ["solve", "--game", "g.toml", "3"], {"g.toml": base + "x = {{G0}}\n"},
            gen={"G0": {"open": o, "inner": i, "close": c, "depth": d}}, expect={"exit": REFUSE},
            note="deeply nested TOML in a game file")
    add(C, ["solve", "--game", "g.toml", "3"], {"g.toml": "[game{{G0}}]\nposition = [\"n\"]\nmoves = \"[]\"\n"},
        gen={"G0": {"open": ".a", "inner": "", "close": "", "depth": 10000}}, expect={"exit": REFUSE},
        note="deeply nested TOML in a game file")
    add(C, ["solve", "--game", "g.toml", "3"], {"g.toml": game_file("{{G0}}")},
        gen={"G0": {"open": "(", "inner": "[(n - 1,)]", "close": ")", "depth": 5000}}, expect={"exit": REFUSE},
        note="deeply nested moves")
    add(C, ["check", "claims.toml"], {"claims.toml": '[[claim]]\nid = "deep"\nstatement = "s"\nkind = "outcome"\n'
                                                     'position = [3]\noutcome = "N"\n[claim.game]\nposition = ["n"]\n'
                                                     'moves = "[(n - 1,)] if n > 0 else []"\nx = {{G0}}\n'},
        gen={"G0": {"open": "[", "inner": "1", "close": "]", "depth": 50000}}, expect={"exit": REFUSE},
        note="deeply nested TOML in a game file")
    # (e) files that are not game files: devices, a FIFO, folders, links, encodings, sizes
    good = game_file("[(n - 1,)] if n > 0 else []", name="count down")
    latin = game_file("[(n - 1,)] if n > 0 else []", name="mis\u00e8re").encode("latin-1")
    special = [
        (["solve", "--game", "/dev/zero", "3"], {}, None),
        (["label", "--game", "/dev/zero", "--bound", "3"], {}, None),
        (["explore", "--game", "/dev/zero", "--n", "10", "--no-report"], {}, None),
        (["solve", 'sum(nim, game(file="/dev/zero"))', "1", "2"], {}, None),
        (["check", "claims.toml"], {"claims.toml": claims_toml({"id": "z", "statement": "s", "game": "/dev/zero",
                                                                "kind": "outcome", "position": [1], "outcome": "N"})},
         None),
        (["solve", "--game", "fifo.toml", "3"], {}, [{"mkfifo": "fifo.toml"}]),
        (["check", "claims.toml", "--json"], {"claims.toml": claims_toml({"id": "f", "statement": "s",
                                                                          "game": "fifo.toml", "kind": "outcome",
                                                                          "position": [1], "outcome": "N"})},
         [{"mkfifo": "fifo.toml"}]),
        (["solve", "--game", "/dev/null", "3"], {}, None),
        (["solve", "--game", "d.toml", "3"], {}, [{"mkdir": "d.toml"}]),
        (["solve", "--game", "loop.toml", "3"], {}, [{"symlink": ["loop.toml", "loop.toml"]}]),
        (["solve", "--game", "g.toml", "3"], {"g.toml": b64(latin)}, None),
        (["solve", "--game", "g.toml", "3"], {"g.toml": b64(good.encode("utf-16"))}, None),
        (["solve", "--game", "g.toml", "3"], {"g.toml": b64(bytes(rng.randrange(256) for _ in range(2048)))}, None),
        (["solve", "--game", "g.toml", "3"], {"g.toml": good.replace("count", "co\x00unt")}, None),
        (["solve", "--game", "g.toml", "3"], {"g.toml": ""}, None),
        (["solve", "--game", "g.toml", "3"], {"g.toml": {"gen_text": "huge-game", "count": 1_200_000}}, None),
        (["solve", "--game", "", "3"], {}, None),
    ]
    for argv, fs, setup in special:
        add(C, argv, fs, setup=setup, expect={"exit": REFUSE}, note="not a game file")
    # a game file just under 1 MiB is read (and counts down: 3 is an N-position)
    add(C, ["solve", "--game", "g.toml", "3", "--json"], {"g.toml": {"gen_text": "huge-game", "count": 1_000_000}},
        expect={"solve": {"outcome": "N", "winning": [[2]]}, "exit": [0]}, note="a game file under 1 MiB")
    # (f) bad keys and values: one line naming the file and the key (exit 2)
    bad_tables = [
        game_file("[(n - 1,)]", extra="colour = \"red\"\n"), 'position = ["n"]\nmoves = "[]"\n', "game = 5\n",
        good + "[other]\nx = 1\n", "[[game]]\nposition = [\"n\"]\nmoves = \"[]\"\n",
        '[game]\nposition = "n"\nmoves = "[]"\n', '[game]\nposition = []\nmoves = "[]"\n',
        '[game]\nposition = ["heaps"]\nmoves = "[]"\n', '[game]\nposition = ["n", "n"]\nmoves = "[]"\n',
        '[game]\nposition = ["__import__"]\nmoves = "[]"\n', '[game]\nposition = ["x y"]\nmoves = "[]"\n',
        '[game]\nposition = [1]\nmoves = "[]"\n', '[game]\nposition = ["P"]\nmoves = "[]"\n',
        '[game]\nposition = ["xor"]\nmoves = "[]"\n', '[game]\nposition = ["if"]\nmoves = "[]"\n',
        "[game]\nposition = [" + ", ".join(f'"v{i}"' for i in range(65)) + ']\nmoves = "[]"\n',
        '[game]\nposition = ["n"]\nmoves = 5\n', '[game]\nposition = ["n"]\nmoves = ""\n',
        '[game]\nposition = ["n"]\nmoves = "n + 1"\n', '[game]\nposition = ["n"]\nmoves = "[(n - 1,)"\n',
        '[game]\nposition = ["n"]\nmoves = "__import__(\'os\')"\n', '[game]\nposition = ["n"]\n',
        '[game]\nmoves = "[(n - 1,)]"\n', '[game]\nposition = ["n"]\nmoves = "[]"\nheap-moves = "[()]"\n',
        '[game]\nheap-moves = 5\n', '[game]\nheap-moves = "[(h,)]"\n', '[game]\nheap-moves = "[(h + 1,)]"\n',
        '[game]\nheap-moves = "[(h - 2,)]"\n', '[game]\nheap-moves = "[h - 1]"\n',
        '[game]\nheap-moves = "[(h - 1,)]"\nheap_moves = "[()]"\n', '[game]\nname = 5\nheap-moves = "[()]"\n',
        '[game]\nname = ""\nheap-moves = "[()]"\n', '[game]\nname = "' + "x" * 101 + '"\nheap-moves = "[()]"\n',
        '[game]\ndescription = [1]\nheap-moves = "[()]"\n', "[game]\n",
        '[game]\nposition = ["n"]\nmoves = "[(d,) for d in range(10 ** 9)]"\n',
    ]
    for j, text in enumerate(picks(rng, bad_tables, 16)):
        via = j % 4
        if via == 3 and text.startswith("[game]\n") and "[[" not in text:
            # the same table inline in a claims file
            body = text[len("[game]\n"):]
            cl = ('[[claim]]\nid = "b"\nstatement = "s"\nkind = "outcome"\nposition = [3]\noutcome = "N"\n'
                  "[claim.game]\n" + body)
            add(C, ["check", "claims.toml", "--json"], {"claims.toml": cl}, expect={"exit": REFUSE_OR_LIMIT},
                note="a bad [claim.game] table")
        elif via == 2:
            add(C, ["label", "--game", "g.toml", "--bound", "3"], {"g.toml": text}, expect={"exit": REFUSE_OR_LIMIT},
                note="a bad game file")
        else:
            add(C, ["solve", "--game", "g.toml", "3"] + (["--json"] if via == 1 else []), {"g.toml": text},
                expect={"exit": REFUSE_OR_LIMIT}, note="a bad game file")
    # (g) options of the wrong length or with a negative part: one line naming position and option
    for names, moves, pos in ((("n",), "[(n - 1, 0)]", [3]), (("n",), "[()]", [3]), (("n",), "[(n - 1,)]", [3]),
                              (("n",), "[(n - 5,)] if n > 0 else []", [3]), (("x", "y"), "[(x - 1,)]", [2, 2]),
                              (("x", "y"), "[(x, y, 0)]", [2, 2]), (("x", "y"), "[(x - 1, y - 1)]", [1, 2])):
        text = game_file(moves, names)
        add(C, ["solve", "--game", "g.toml", *map(str, pos)], {"g.toml": text}, expect={"exit": REFUSE},
            note="an option of the wrong length or with a negative part")
        if len(names) == 1:
            continue
        cl = claims_toml({"id": "w", "statement": "s", "game": {"position": list(names), "moves": moves},
                          "kind": "p-rule", "bound": 3, "rule": "False"})
        add(C, ["check", "claims.toml", "--json"], {"claims.toml": cl}, expect={"exit": REFUSE},
            note="an option of the wrong length or with a negative part")
    # (h) game files inside sums and specs
    for spec in ('sum(nim, game(file="missing.toml"))', 'sum(nim, game(file=""))', 'game(file="g.toml", bogus=1)',
                 'game(file="g.toml", moves="[]")', 'sum(game(file="g.toml"), game(file="/dev/null"))'):
        add(C, ["solve", spec, "1", "2"], {"g.toml": good}, expect={"exit": REFUSE}, note="a bad game file in a spec")


# ---------------------------------------------------------------------------------------- graphs

def digraph_outcomes(names: list[str], edges: list[tuple[str, str]], tokens: list[str], misere: bool = False):
    """Outcome and winning moves of tokens on a small directed graph, by retrograde analysis of
    every position of the tokens (independent of gamecheck).  Vertices are numbered as the
    README says: by integer value when every name is a non-negative integer, else by first
    appearance."""
    order = sorted(names, key=int) if all(v.isdigit() and v.isascii() for v in names) else list(names)
    num = {v: i for i, v in enumerate(order)}
    succ = {i: sorted({num[b] for a, b in edges if num[a] == i}) for i in range(len(order))}
    k = len(tokens)
    nodes = list(itertools.product(range(len(order)), repeat=k))
    opts = {p: sorted({p[:i] + (v,) + p[i + 1:] for i in range(k) for v in succ[p[i]]}) for p in nodes}
    out = retrograde(nodes, opts, misere)
    start = tuple(num[t] for t in tokens)
    wins = sorted(list(o) for o in opts[start] if out[o] == "P")
    return out[start], wins


def retrograde(nodes, opts: dict, misere: bool = False) -> dict:
    """P, N or D for every position of a finite game given by its options (cycles allowed):
    a position is N if some option is P, P if every option is N (a terminal position is P in
    normal play, N in misère play), and D (a draw) otherwise."""
    out: dict = {}
    left = {p: len(opts[p]) for p in nodes}
    preds: dict = {p: [] for p in nodes}
    for p in nodes:
        for q in opts[p]:
            preds[q].append(p)
    queue = []
    for p in nodes:
        if not opts[p]:
            out[p] = "N" if misere else "P"
            queue.append(p)
    while queue:
        q = queue.pop()
        for p in preds[q]:
            if p in out:
                continue
            if out[q] == "P":
                out[p] = "N"
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    out[p] = "P"
                    queue.append(p)
    return {p: out.get(p, "D") for p in nodes}


def edge_list(edges, lone=()) -> str:
    return "".join(f"{v}\n" for v in lone) + "".join(f"{a} {b}\n" for a, b in edges)


def node_link(names, edges, *, directed=True, multigraph=False, keys=False) -> str:
    links = []
    for j, (a, b) in enumerate(edges):
        link = {"source": a, "target": b}
        if keys:
            link["key"] = j
        links.append(link)
    return json.dumps({"directed": directed, "multigraph": multigraph, "graph": {},
                       "nodes": [{"id": v} for v in names], "links": links}, ensure_ascii=False)


def graphml(names, edges, *, directed=True, edge_ids=False) -> str:
    from xml.sax.saxutils import quoteattr
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<graphml xmlns="http://graphml.graphdrawing.org/xmlns">',
           f'<graph id="G" edgedefault="{"directed" if directed else "undirected"}">']
    out += [f"<node id={quoteattr(v)}/>" for v in names]
    for j, (a, b) in enumerate(edges):
        eid = f' id="e{j}"' if edge_ids else ""
        out.append(f"<edge{eid} source={quoteattr(a)} target={quoteattr(b)}/>")
    out += ["</graph>", "</graphml>"]
    return "\n".join(out) + "\n"


#: the README's graph with a cycle (a -> b -> c -> a, leaving it at c loses)
LOOPY_NAMES = ["a", "b", "c", "d", "e", "f"]
LOOPY_EDGES = [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e"), ("f", "a"), ("f", "e")]
BIG_TOP = 1414            # the Nim-heap graph on 0..1414: 999,691 edges, plus a 2-cycle 1415 <-> 1416


def solve_expect(names, edges, tokens, misere=False, winning=True) -> dict:
    o, w = digraph_outcomes(names, edges, tokens, misere)
    e = {"outcome": o}
    if winning:
        e["winning"] = w
    return e


def graphs(rng: random.Random) -> None:
    C = "graph"
    # (a) multi-edges: repeats are the same option (the answer is that of the simple graph)
    multi = LOOPY_EDGES + [("c", "d"), ("f", "e"), ("a", "b")]
    for fname, text in (("m.json", node_link(LOOPY_NAMES, multi, multigraph=True, keys=True)),
                        ("m2.json", node_link(LOOPY_NAMES, multi)),
                        ("m3.json", node_link(LOOPY_NAMES, multi, multigraph=True)),
                        ("m.graphml", graphml(LOOPY_NAMES, multi)),
                        ("m2.graphml", graphml(LOOPY_NAMES, multi, edge_ids=True)),
                        ("m.txt", edge_list(multi))):
        for tokens in ((["f"], ["c", "d"]) if fname == "m.json" else (["c", "d"],)):
            add(C, ["solve", "--graph", fname, *tokens, "--json"], {fname: text},
                expect={"solve": solve_expect(LOOPY_NAMES, LOOPY_EDGES, tokens), "exit": [0]},
                note="a graph with multi-edges")
    add(C, ["solve", "--graph", "m.json", "a", "--misere", "--json"],
        {"m.json": node_link(LOOPY_NAMES, multi, multigraph=True, keys=True)},
        expect={"solve": solve_expect(LOOPY_NAMES, LOOPY_EDGES, ["a"], misere=True), "exit": [0]},
        note="a graph with multi-edges")
    # (b) about 10^6 edges (the graph of a Nim heap of 1414, and a 2-cycle): one, two and three
    # tokens, misère play, enumeration; a correct answer or a refusal up front (exit 3)
    big = {"big.txt": {"gen_text": "nim-graph-edges", "count": BIG_TOP}}
    for tokens, misere, extra, exp in (
            (["1000"], False, [], {"outcome": "N", "winning": [[0]]}),
            (["1000", "1000"], False, [], {"outcome": "P", "winning": []}),
            (["1000", "999"], False, [], {"outcome": "N", "winning": [[999, 999]]}),
            (["1000", "1000", "1415"], False, [], {"outcome": "D", "winning": []}),
            (["1000"], True, [], {"outcome": "N", "winning": [[1]]}),
            (["1000", "1000"], True, [], {"outcome": "P", "winning": []}),
            (["1000", "1000"], False, ["--method", "enumeration"], {"outcome": "P", "winning": []}),
            (["1415", "3"], False, ["--method", "sprague-grundy"], {"outcome": "D", "winning": []})):
        argv = ["solve", "--graph", "big.txt", *tokens, "--json", *extra] + (["--misere"] if misere else [])
        add(C, argv, big, expect={"solve": exp}, note="a graph of 10^6 edges")
    add(C, ["solve", 'sum(nim, graph(file="big.txt"))', "3", "1000", "--json"], big,
        expect={"solve": {"outcome": "N"}}, note="a graph of 10^6 edges in a sum")
    add(C, ["solve", 'sum(nim, graph(file="big.txt"))', "1000", "1000", "--json"], big,
        expect={"solve": {"outcome": "P"}}, note="a graph of 10^6 edges in a sum")
    add(C, ["solve", "--graph", "big.json", "1000", "1000", "--json"],
        {"big.json": {"gen_text": "nim-graph-json", "count": BIG_TOP}},
        expect={"solve": {"outcome": "P", "winning": []}}, note="a graph of 10^6 edges (JSON)")
    add(C, ["solve", "--graph", "big.graphml", "1000", "--json"],
        {"big.graphml": {"gen_text": "nim-graph-graphml", "count": BIG_TOP}},
        expect={"solve": {"outcome": "N", "winning": [[0]]}}, note="a graph of 10^6 edges (GraphML)")
    add(C, ["label", 'graph(file="big.txt")', "--heaps", "2", "--bound", "1416"], big,
        note="a graph of 10^6 edges labelled")
    add(C, ["graph", 'graph(file="big.txt")', "1000"], big, note="a graph of 10^6 edges exported")
    add(C, ["check", "claims.toml", "--json"],
        {**big, "claims.toml": claims_toml({"id": "bigp", "statement": "s", "ruleset": 'graph(file="big.txt")',
                                            "params": {"heaps": 2}, "kind": "outcome", "position": [1000, 1000],
                                            "outcome": "P"})},
        expect={"verdicts": {"bigp": "holds"}}, note="a graph of 10^6 edges in a claim")
    # (c) vertex names that are markup, escapes, control characters, very long or unusual
    names = ["[/x]", "[bold]", "[link=http://x]y[/link]", "<script>alert(1)</script>", "\x1b[31mred",
             "a\x07bell", "\u202eabc", "\U0001f3b2", "x" * 100000, "back\\slash", "-h"]
    for j, name in enumerate(names):
        if j % 2 and len(name) < 20 and not name.startswith(("[", "<", "\x1b")):
            continue
        text = edge_list([(name, "end")])
        control = any(ord(ch) < 32 or ord(ch) == 127 for ch in name)
        exp: dict = {"exit": [0]}
        if control:
            exp["no_control"] = True
        elif name.startswith("[") or name.startswith("<"):
            exp["shows"] = [name]
        argv = ["solve", "--graph", "g.txt", "--", name] if name.startswith("-") else ["solve", "--graph", "g.txt", name]
        add(C, argv, {"g.txt": text}, expect=exp, note="a vertex name that is markup or control text")
        if j % 3 == 0:
            add(C, argv + ["--json"], {"g.txt": text},
                expect={"exit": [0], "solve": {"outcome": "N", "winning": [[1]]}},
                note="a vertex name that is markup or control text")
    for name in ("a b", "a\nb", "", "x" * 100000, "[/x]"):
        text = node_link([name, "end"], [(name, "end")])
        exp = {"solve": {"outcome": "N", "winning": [[1]]}}
        if name in ("a b", "#", "[/x]") or len(name) > 100:
            exp["exit"] = [0]  # a name the file format allows (others may be refused, in one line)
        add(C, ["solve", "--graph", "g.json", name, "--json"], {"g.json": text}, expect=exp,
            note="an unusual vertex name in JSON")
    add(C, ["check", "claims.toml", "--json"],
        {"g.txt": edge_list([("[/x]", "[bold]"), ("[bold]", "<b>")]),
         "claims.toml": claims_toml({"id": "names", "statement": "s", "ruleset": 'graph(file="g.txt")',
                                     "params": {"heaps": 1}, "kind": "p-rule", "bound": 2, "rule": "n == 1"})},
        expect={"verdicts": {"names": "refuted"}}, note="markup vertex names in a claim's witness")
    # (d) self-loops, undirected graphs
    for edges, tokens in (([("a", "a")], ["a"]), ([("a", "a"), ("a", "b")], ["a"]),
                          ([("a", "a"), ("b", "c")], ["a", "b"]), ([("a", "b"), ("b", "b"), ("b", "c")], ["a"])):
        nm = list(dict.fromkeys(v for e in edges for v in e))
        for fname, text in (("s.txt", edge_list(edges)), ("s.json", node_link(nm, edges)),
                            ("s.graphml", graphml(nm, edges))):
            if (fname != "s.txt") != (len(edges) == 2):
                continue
            add(C, ["solve", "--graph", fname, *tokens, "--json"], {fname: text},
                expect={"exit": [0], "solve": solve_expect(nm, edges, tokens)}, note="a graph with self-loops")
    add(C, ["solve", "--graph", "u.graphml", "a"], {"u.graphml": graphml(LOOPY_NAMES, LOOPY_EDGES, directed=False)},
        note="an undirected graph")
    add(C, ["solve", "--graph", "u.json", "a", "--json"], {"u.json": node_link(LOOPY_NAMES, LOOPY_EDGES, directed=False)},
        note="an undirected graph")
    # (e) malformed XML, an entity-expansion bomb, an external entity, deeply nested JSON
    lol = ('<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n'
           + "".join(f'<!ENTITY lol{i} "{("&lol" + str(i - 1) + ";" if i > 1 else "&lol;") * 10}">\n'
                     for i in range(1, 10))
           + ']>\n<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><graph edgedefault="directed">'
           '<node id="&lol9;"/></graph></graphml>\n')
    xxe = ('<?xml version="1.0"?>\n<!DOCTYPE g [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
           '<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><graph edgedefault="directed">'
           '<node id="&x;"/><node id="b"/><edge source="b" target="b"/></graph></graphml>\n')
    good_xml = graphml(LOOPY_NAMES, LOOPY_EDGES)
    xml_cases = [good_xml[: len(good_xml) // 2], "<graphml><graph>", "not xml at all", xxe,
                 good_xml.replace('<node id="a"/>', "<node/>"), good_xml.replace("<graphml", "<other", 1),
                 good_xml.replace("</graph>", '<graph id="H"/></graph>'),
                 good_xml.replace('<node id="b"/>', '<node id="b"><graph id="inner" edgedefault="directed"/></node>'),
                 good_xml.replace("</graph>", '<hyperedge><endpoint node="a"/><endpoint node="b"/></hyperedge></graph>'),
                 good_xml.replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0" encoding="UTF-7"?>')]
    for j, text in enumerate(xml_cases[:8]):
        exp: dict = {"exit": REFUSE} if j < 5 else {}
        if text is xxe:
            exp["no_echo"] = ["root:x:0:0"]
        add(C, ["solve", "--graph", "g.graphml", "a"], {"g.graphml": text}, expect=exp or None,
            note="malformed GraphML")
    add(C, ["solve", "--graph", "g.graphml", "a"], {"g.graphml": lol}, expect={"exit": REFUSE},
        note="an XML entity-expansion bomb")
    for o, i, c, d in (("[", "1", "]", 100000), ('{"a": ', "1", "}", 100000), ('{"nodes": [', "1", "]}", 1)):
        add(C, ["solve", "--graph", "g.json", "a"], {"g.json": "{{G0}}"}, gen={"G0": {"open": o, "inner": i,
                                                                                    "close": c, "depth": d}},
            expect={"exit": REFUSE}, note="deeply nested JSON")
    json_cases = ['{"directed": true, "nodes": [{"id": 1}, {"id": "1"}], "links": []}',
                  '{"directed": true, "nodes": [{"id": null}], "links": []}',
                  '{"directed": true, "nodes": [{"id": {"a": 1}}], "links": []}',
                  '{"directed": true, "nodes": [{"id": [1, 2]}], "links": []}',
                  '{"directed": true, "nodes": [{"id": "a"}]}', '{"directed": true, "nodes": 5, "links": []}',
                  '{"directed": true, "nodes": [{"id": "a"}], "links": 5}', "[1, 2, 3]", "{}", "null", '"a"',
                  '{"directed": true, "nodes": [{"id": "a"}], "links": [{"source": "a"}]}',
                  '{"directed": true, "nodes": [{"id": NaN}], "links": []}',
                  '{"directed": true, "nodes": [{"id": "a"}], "links": [], "edges": [{"source": "a", "target": "a"}]}']
    for text in picks(rng, json_cases, 8):
        add(C, ["solve", "--graph", "g.json", "a"], {"g.json": text}, note="odd node-link JSON")
    add(C, ["solve", "--graph", "g.json", "a"],
        {"g.json": '{"directed": true, "nodes": [{"id": {{G0}}}], "links": []}'}, gen={"G0": big_int(5001)},
        expect={"exit": REFUSE}, note="an integer of 5,001 digits in JSON")
    # (f) files that are not graph files
    for argv, setup in ((["solve", "--graph", "/dev/zero", "a"], None),
                        (["solve", 'sum(nim, graph(file="/dev/zero"))', "1", "a"], None),
                        (["solve", "--graph", "/dev/zero", "a", "--json"], None),
                        (["solve", "--graph", "fifo.txt", "a"], [{"mkfifo": "fifo.txt"}]),
                        (["solve", "--graph", "/dev/null", "a"], None), (["solve", "--graph", "d", "a"], [{"mkdir": "d"}]),
                        (["solve", "--graph", "loop.txt", "a"], [{"symlink": ["loop.txt", "loop.txt"]}]),
                        (["solve", "--graph", "", "a"], None), (["solve", "--graph", "/proc/self/mem", "a"], None)):
        add(C, argv, setup=setup, expect={"exit": REFUSE}, note="not a graph file")
    add(C, ["check", "claims.toml", "--json"],
        {"claims.toml": claims_toml({"id": "z", "statement": "s", "ruleset": 'graph(file="/dev/zero")',
                                     "params": {"heaps": 1}, "kind": "outcome", "position": [0], "outcome": "P"})},
        expect={"exit": REFUSE}, note="not a graph file")
    add(C, ["solve", "--graph", "many.txt", "v0"], {"many.txt": {"gen_text": "many-vertices", "count": 2_000_001}},
        expect={"exit": REFUSE_OR_LIMIT}, note="more vertices than allowed")
    add(C, ["solve", "--graph", "g.txt", "a"], {"g.txt": {"gen_text": "huge-comment", "count": 70_000_000}},
        expect={"exit": REFUSE}, note="a graph file above 64 MiB")
    for text in ("", "\ufeffa b\n", "a b # c d e\n", b64(b"a b\n\xff\xfe c\n")):
        add(C, ["solve", "--graph", "g.txt", "a"], {"g.txt": text}, note="an odd edge list")
    # (g) a line of three words: refused, and the line's words are not copied into the message
    add(C, ["solve", "--graph", "g.txt", "a"], {"g.txt": f"a b\nb {ECHO} c\n"},
        expect={"exit": REFUSE, "no_echo": [ECHO]}, note="raw file content in an error")
    add(C, ["solve", "--graph", "g.txt", "a", "--json"], {"g.txt": f"a b\n{ECHO} x y z\n"},
        expect={"exit": REFUSE, "no_echo": [ECHO]}, note="raw file content in an error")
    # (h) explore, label and graph of a graph(...) ruleset; unknown vertices on the command line
    loopy = {"g.txt": edge_list(LOOPY_EDGES), "g4.txt": edge_list([("0", "1"), ("1", "2"), ("2", "0"), ("2", "3")])}
    for argv, exp in ((["explore", 'graph(file="g.txt")', "--no-report"], None),
                      (["explore", 'graph(file="g.txt")', "--heaps", "2", "--no-report", "--json"], None),
                      (["label", 'graph(file="g4.txt")', "--heaps", "2", "--bound", "3"], {"exit": [0]}),
                      (["label", 'graph(file="g.txt")', "--heaps", "2", "--bound", "5"], {"exit": [0]}),
                      (["label", 'graph(file="g.txt")', "--heaps", "2", "--bound", "3"], None),
                      (["label", 'graph(file="g.txt")', "--heaps", "1", "--bound", "5", "--json"], {"exit": [0]}),
                      (["label", 'graph(file="g.txt")', "--heaps", "2", "--bound", "9"], {"exit": REFUSE}),
                      (["graph", 'graph(file="g4.txt")', "0"], {"exit": [0]}),
                      (["graph", 'graph(file="g4.txt")', "0", "3", "--format", "dot"], {"exit": [0]}),
                      (["solve", "--graph", "g.txt", "zz"], {"exit": REFUSE}),
                      (["solve", "--graph", "g.txt", "a", "zz", "--json"], {"exit": REFUSE}),
                      (["solve", "--graph", "g.txt"], {"exit": REFUSE}),
                      (["solve", "--graph", "g.txt", *["a"] * 65], {"exit": REFUSE}),
                      (["solve", "--graph", "g.txt", "a", "--method", "sprague-grundy", "--json"], None),
                      (["solve", 'graph(file="g.txt")', "a", "b"], None),
                      (["solve", 'graph(file="g.txt", heaps=3)', "0", "1"], {"exit": REFUSE})):
        add(C, argv, loopy, expect=exp, note="a graph(...) ruleset through explore, label, graph and solve")


# ------------------------------------------------------------------------------ --save and --load

#: writes good.npz (Kayles, g(0..500)) and k137.npz (Dawson's chess, g(0..500)) with gamecheck itself
SAVE_GOOD = {"run": ["explore", "octal", "0.77", "--n", "500", "--save", "good.npz", "--no-report", "--no-check",
                     "--prove-bits", "0"]}
SAVE_OTHER = {"run": ["explore", "octal", "0.137", "--n", "500", "--save", "k137.npz", "--no-report", "--no-check",
                      "--prove-bits", "0"]}
LOAD = ["explore", "octal", "0.77", "--n", "500", "--no-report", "--no-check", "--prove-bits", "0", "--load"]


def saveload(rng: random.Random) -> None:
    C = "saveload"

    def py(code: str) -> dict:
        return {"py": code}

    # (a) values that are not the game's: refused (exit 2), whatever the metadata says
    tamper = {
        "all zeros": "v, m = load_values('good.npz'); save_like('bad.npz', np.zeros_like(v), m)",
        "one value changed": "v, m = load_values('good.npz'); v[250] += 1; save_like('bad.npz', v, m)",
        "the last value changed": "v, m = load_values('good.npz'); v[-1] ^= 1; save_like('bad.npz', v, m)",
        "g(0) changed": "v, m = load_values('good.npz'); v[0] = 1; save_like('bad.npz', v, m)",
        "shifted by one": "v, m = load_values('good.npz'); save_like('bad.npz', v[1:], {**m, 'n': m['n'] - 1})",
        "another game's values, this game's metadata":
            "v, m = load_values('good.npz'); w, _ = load_values('k137.npz'); save_like('bad.npz', w, m)",
        "n in the metadata not the length": "v, m = load_values('good.npz'); save_like('bad.npz', v, {**m, 'n': 10000})",
        "a value above every mex": "v, m = load_values('good.npz'); v[300] = 60000; save_like('bad.npz', v, m)",
        "values swapped": "v, m = load_values('good.npz'); v[[10, 11]] = v[[11, 10]]; save_like('bad.npz', v, m)",
    }
    for what, code in tamper.items():
        setup = [SAVE_GOOD] + ([SAVE_OTHER] if "k137" in code else []) + [py(code)]
        add(C, LOAD + ["bad.npz"], setup=setup, expect={"exit": REFUSE}, note=f"--load of tampered values ({what})")
        if what == "all zeros":
            add(C, LOAD + ["bad.npz", "--json"], setup=setup, expect={"exit": REFUSE},
                note=f"--load of tampered values ({what})")
    # the untampered file, and a shorter prefix of it, are accepted
    add(C, LOAD + ["good.npz", "--json"], setup=[SAVE_GOOD], expect={"exit": [0]}, note="--load of a good file")
    add(C, LOAD + ["short.npz"], setup=[SAVE_GOOD, py("v, m = load_values('good.npz'); "
                                                      "save_like('short.npz', v[:101], {**m, 'n': 100})")],
        expect={"exit": [0]}, note="--load of a good prefix")
    add(C, ["explore", "octal", "0.77", "--n", "900", "--no-report", "--no-check", "--prove-bits", "0", "--load",
            "good.npz", "--save", "good.npz"], setup=[SAVE_GOOD], expect={"exit": [0]},
        note="--load and --save of the same file")
    # (b) sizes: a decompression bomb, a header that claims 10^12 values
    meta_member = ("v, m = load_values('good.npz'); "
                   "meta = npy_bytes(np.frombuffer(json.dumps(m).encode(), dtype=np.uint8)); ")
    # the sizes are in the zip's directory and the .npy header: a refusal needs no inflating, so
    # it comes within PROMPT_HEADER seconds (inflating 2 GiB takes longer)
    add(C, LOAD + ["bomb.npz"], setup=[SAVE_GOOD, py(meta_member + "write_bomb('bomb.npz', meta, 2 << 30)")],
        expect={"exit": REFUSE_OR_LIMIT, "prompt": PROMPT_HEADER}, note="--load of a decompression bomb")
    add(C, LOAD + ["bomb.npz", "--json"],
        setup=[SAVE_GOOD, py(meta_member + "write_bomb('bomb.npz', meta, 7 << 29, dtype='<u4')")],
        expect={"exit": REFUSE_OR_LIMIT, "prompt": PROMPT_HEADER}, note="--load of a decompression bomb")
    add(C, LOAD + ["huge.npz"], setup=[SAVE_GOOD, py(
        meta_member + "write_zip('huge.npz', {'values.npy': npy_header((10 ** 12,), '<u2') + bytes(64), "
                      "'meta.npy': meta})")], expect={"exit": REFUSE_OR_LIMIT}, note="--load of a header of 10^12 values")
    add(C, LOAD + ["huge.npz"], setup=[SAVE_GOOD, py(
        meta_member + "write_zip('huge.npz', {'values.npy': npy_header((10 ** 6, 10 ** 6), '<u2') + bytes(64), "
                      "'meta.npy': meta})")], expect={"exit": REFUSE_OR_LIMIT}, note="--load of a header of 10^12 values")
    add(C, LOAD + ["huge.npz"], setup=[SAVE_GOOD, py(
        "v, m = load_values('good.npz'); "
        "write_zip('huge.npz', {'values.npy': npy_bytes(v), 'meta.npy': npy_header((10 ** 12,), '|u1') + bytes(64)})")],
        expect={"exit": REFUSE_OR_LIMIT}, note="--load of a header of 10^12 values")
    # (c) broken zips
    for what, code in {
        "truncated to half": "b = open('good.npz', 'rb').read(); open('bad.npz', 'wb').write(b[: len(b) // 2])",
        "the last 10 bytes cut": "b = open('good.npz', 'rb').read(); open('bad.npz', 'wb').write(b[:-10])",
        "compressed bytes flipped": "b = bytearray(open('good.npz', 'rb').read()); "
                                    "[b.__setitem__(i, b[i] ^ 0xFF) for i in range(60, 120)]; open('bad.npz', 'wb').write(b)",
        "a wrong CRC": "write_zip('bad.npz', members('good.npz'), compress=False); "
                       "z = bytearray(open('bad.npz', 'rb').read()); i = z.find(b'\\x93NUMPY'); z[i + 200] ^= 1; "
                       "open('bad.npz', 'wb').write(z)",
        "an empty file": "open('bad.npz', 'wb').close()",
        "text": "open('bad.npz', 'w').write('values = [0, 1, 2]\\n')",
        "a .npy file": "v, m = load_values('good.npz'); np.save('bad.npz', v); os.rename('bad.npz.npy', 'bad.npz') "
                       "if os.path.exists('bad.npz.npy') else None",
        "an empty zip": "write_zip('bad.npz', {})",
        "10,000 members": "write_zip('bad.npz', {f'm{i}.npy': b'' for i in range(10000)})",
        "a zip of a zip": "write_zip('bad.npz', {'values.npy': open('good.npz', 'rb').read(), "
                          "'meta.npy': open('good.npz', 'rb').read()})",
    }.items():
        add(C, LOAD + ["bad.npz"], setup=[SAVE_GOOD, py(code)], expect={"exit": REFUSE},
            note=f"--load of a broken file ({what})")
    # (d) oddly shaped members
    shapes = {
        "metadata a JSON list": "v, m = load_values('good.npz'); save_like('bad.npz', v, [1, 2, 3])",
        "metadata a JSON string": "v, m = load_values('good.npz'); save_like('bad.npz', v, 'x')",
        "metadata a JSON number": "v, m = load_values('good.npz'); save_like('bad.npz', v, 5)",
        "metadata null": "v, m = load_values('good.npz'); save_like('bad.npz', v, None)",
        "metadata not JSON": "v, m = load_values('good.npz'); write_zip('bad.npz', {'values.npy': npy_bytes(v), "
                             "'meta.npy': npy_bytes(np.frombuffer(b'\\xff\\xfe{not json', dtype=np.uint8))})",
        "metadata a float array": "v, m = load_values('good.npz'); write_zip('bad.npz', {'values.npy': npy_bytes(v), "
                                  "'meta.npy': npy_bytes(np.arange(5.0))})",
        "metadata 2-D": "v, m = load_values('good.npz'); b = np.frombuffer(json.dumps(m).encode(), dtype=np.uint8); "
                        "write_zip('bad.npz', {'values.npy': npy_bytes(v), 'meta.npy': npy_bytes(b.reshape(1, -1))})",
        "the game a list": "v, m = load_values('good.npz'); save_like('bad.npz', v, {**m, 'game': [1]})",
        "the format changed": "v, m = load_values('good.npz'); save_like('bad.npz', v, {**m, 'format': 'x'})",
        "no metadata": "v, m = load_values('good.npz'); write_zip('bad.npz', {'values.npy': npy_bytes(v)})",
        "no values": "it = members('good.npz'); write_zip('bad.npz', {'meta.npy': it['meta.npy']})",
        "object values (a pickle)": "write_zip('bad.npz', {'values.npy': npy_bytes(np.array([0, 1, 2, None], "
                                    "dtype=object), allow_pickle=True), 'meta.npy': members('good.npz')['meta.npy']})",
        "object metadata (a pickle)": "v, m = load_values('good.npz'); write_zip('bad.npz', {'values.npy': npy_bytes(v), "
                                      "'meta.npy': npy_bytes(np.array([m], dtype=object), allow_pickle=True)})",
        "float values": "v, m = load_values('good.npz'); save_like('bad.npz', v.astype(float) + 0.5, m)",
        "negative values": "v, m = load_values('good.npz'); w = v.astype(np.int64); w[5] = -3; save_like('bad.npz', w, m)",
        "2-D values": "v, m = load_values('good.npz'); save_like('bad.npz', np.stack([v, v]), m)",
        "values above 2^63": "v, m = load_values('good.npz'); w = v.astype(np.uint64); w[7] = 2 ** 63 + 5; "
                             "save_like('bad.npz', w, m)",
        "boolean values": "v, m = load_values('good.npz'); save_like('bad.npz', v.astype(bool), m)",
        "complex values": "v, m = load_values('good.npz'); save_like('bad.npz', v.astype(complex), m)",
        "string values": "v, m = load_values('good.npz'); save_like('bad.npz', v.astype(str), m)",
        "no values at all": "v, m = load_values('good.npz'); save_like('bad.npz', v[:0], {**m, 'n': -1})",
    }
    named = ("metadata a JSON list", "no metadata", "no values", "object values (a pickle)",
             "object metadata (a pickle)", "float values", "negative values", "2-D values")
    others = picks(rng, [k for k in shapes if k not in named], 7)
    for what, code in [(k, shapes[k]) for k in shapes if k in named or k in others]:
        add(C, LOAD + ["bad.npz"], setup=[SAVE_GOOD, py(code)], expect={"exit": REFUSE},
            note=f"--load of an oddly shaped file ({what})")
    add(C, LOAD + ["big-endian.npz"], setup=[SAVE_GOOD, py("v, m = load_values('good.npz'); "
                                                           "save_like('big-endian.npz', v.astype('>u2'), m)")],
        note="--load of big-endian values")
    # (e) the wrong game, and files that are not files
    add(C, LOAD + ["k137.npz"], setup=[SAVE_OTHER], expect={"exit": REFUSE}, note="--load of another game's values")
    add(C, LOAD + ["labels.npz"], setup=[{"run": ["label", "nim", "--heaps", "2", "--bound", "5", "--out",
                                                  "labels.npz"]}],
        expect={"exit": REFUSE}, note="--load of a labels file")
    for target, setup in (("/dev/zero", None), ("fifo.npz", [{"mkfifo": "fifo.npz"}]), ("d.npz", [{"mkdir": "d.npz"}]),
                          ("loop.npz", [{"symlink": ["loop.npz", "loop.npz"]}]), ("", None)):
        add(C, LOAD + [target], setup=setup, expect={"exit": REFUSE}, note="--load of something not a file")
    add(C, ["explore", "octal", "0.77", "--load", "good.npz", "--no-report", "--no-check", "--prove-bits", "0",
            "--max-n", "4000", "--time", "20"], setup=[SAVE_GOOD, py("v, m = load_values('good.npz'); "
                                                                     "save_like('good.npz', np.zeros_like(v), m)")],
        expect={"exit": REFUSE}, note="--load of tampered values (all zeros), growing")
    # (f) --save and label --out to places that are not files (nothing beside a device)
    SAVE = ["explore", "octal", "0.77", "--n", "200", "--no-report", "--no-check", "--prove-bits", "0", "--save"]
    OUT = ["label", "nim", "--heaps", "2", "--bound", "5", "--out"]
    for base, what in ((SAVE, "--save"), (OUT, "label --out")):
        for target, setup, exp in (
                ("", None, {"exit": REFUSE}),
                ("loop/x.npz", [{"symlink": ["loop", "loop"]}], {"exit": REFUSE}),
                ("/dev/full", None, {"exit": REFUSE, "absent": ["/dev/full.npz"]}),
                ("/dev/null", None, {"absent": ["/dev/null.npz"]}),
                ("/dev/stdout", None, {"absent": ["/dev/stdout.npz"]}),
                ("d.npz", [{"mkdir": "d.npz"}], {"exit": REFUSE}),
                ("f/x.npz", [], {"exit": REFUSE}),
                ("/proc/self/x.npz", None, {"exit": REFUSE}),
                ("a" * 300 + ".npz", None, {"exit": REFUSE}),
                ("d", [{"mkdir": "d"}], None)):
            fs = {"f": "a file\n"} if target.startswith("f/") else {}
            add(C, base + [target], fs, setup=setup, expect=exp, note=f"{what} to {target[:20] or 'nothing'}")


# ---------------------------------------------------------------------------------- report pages

#: markup planted in the texts a report shows (each must come out escaped, as text)
PAYLOADS = {
    "script": "<script>alert(1)</script>",
    "textarea": "</textarea><script>alert(1)</script>",
    "cdata": "]]><script>alert(1)</script><![CDATA[",
    "js-link": "[x](javascript:alert(1))",
    "template": "{{ 1234*5 }} {{ 7*7 }}",
    "jinja-block": "{% raw %}{% endraw %}{% for x in range(3) %}x{% endfor %}",
    "backticks": "`code` ``` fenced ``` `",
    "pipes": "a | b || c |",
    "newlines": "first line\n# INJECTED-HEADING\n\n| INJECTED-ROW | x |\n|---|---|\n| y | z |\nlast",
    "img": "<img src=x onerror=alert(1)>",
    "attr": "\"><img src=x onerror=alert(1)><a href='javascript:alert(1)'>",
    "iframe": "<iframe src=\"javascript:alert(1)\"></iframe>",
    "comment": "<!-- x --> -->",
    "entity": "&lt;script&gt; &amp; &#60;b&#62;",
}
#: where a claims file's report runs: deep enough that a page written two folders up still lands
#: inside the entry's folder (and is seen)
RW = "a/b/w"


def report_claims(*, doc: dict | None = None, claim: dict | None = None, extra_claims=()) -> str:
    """A small claims file (Bouton for two heaps, and a planted false rule) with an optional
    ``[document]`` table; ``claim`` overrides fields of the first claim."""
    text = ""
    if doc is not None:
        text += "[document]\n" + "".join(f"{k} = {tval(v)}\n" for k, v in doc.items()) + "\n"
    first = {"id": "bouton", "statement": "Bouton for two heaps", "ruleset": "nim", "params": {"heaps": 2}, "bound": 5,
             "kind": "p-rule", "rule": "xor(heaps) == 0"}
    if doc is None:
        first["source"] = {"document": "notes", "section": "1"}
    else:
        first["section"] = "1"
    first.update(claim or {})
    second = {"id": "planted", "statement": "a planted false rule", "ruleset": "nim", "params": {"heaps": 2},
              "bound": 5, "kind": "p-rule", "rule": "x1 == 0", "expected": "refuted"}
    if doc is None:
        second["source"] = {"document": "notes", "section": "2"}
    else:
        second["section"] = "2"
    return claims_toml(first, second, *extra_claims)


def report_entry(text: str, note: str, *, target: str = "R", exit_=None, absent=(), files=None, setup=None) -> None:
    exp: dict = {"only_new": [f"{RW}/{target}/"], "report": f"{RW}/{target}", "injection": True}
    if exit_:
        exp["exit"] = exit_
    if absent:
        exp["absent"] = list(absent)
    fs = {f"{RW}/c.toml": text}
    fs.update(files or {})
    add("report", ["check", "c.toml", "--report", target], fs, setup=setup, expect=exp, note=note)
    ENTRIES[-1]["cwd"] = RW


def reports(rng: random.Random) -> None:
    # (a) markup in the texts of a claim and of the document: escaped in HTML and in Markdown
    for key, p in PAYLOADS.items():
        report_entry(report_claims(claim={"statement": f"Bouton {p}"}), "markup in a statement", exit_=[0])
    for key in ("script", "js-link", "template", "newlines"):
        p = PAYLOADS[key]
        report_entry(report_claims(doc={"file": "notes.txt", "title": f"Title {p}"}), "markup in a document title",
                     exit_=[0])
    for key in ("script", "js-link", "newlines"):
        p = PAYLOADS[key]
        report_entry(report_claims(doc={"file": "notes.txt", "title": "t", "summary": f"Summary {p}"}),
                     "markup in a document summary", exit_=[0])
    for key in ("newlines", "pipes", "iframe"):
        p = PAYLOADS[key]
        report_entry(report_claims(doc={"file": "notes.txt", "title": "t"}, claim={"section": f"S {p}"}),
                     "markup in a section", exit_=[0])
    for key in ("script", "newlines", "template"):
        p = PAYLOADS[key]
        report_entry(report_claims(claim={"notes": f"Notes {p}"}), "markup in notes", exit_=[0])
    for key in ("newlines", "attr"):
        p = PAYLOADS[key]
        report_entry(report_claims(claim={"source": {"document": f"doc {p}", "section": f"sec {p}"}}),
                     "markup in a source document name", exit_=[0])
    report_entry(report_claims(claim={"translation": PAYLOADS["script"], "source_lines": [1, 2]},
                               doc={"file": "notes.txt", "title": "t"}), "markup in a translation")
    report_entry(report_claims(claim={"rule": "xor(heaps) == 0 or x1 == 99", "statement": PAYLOADS["newlines"]}),
                 "markup in a statement", exit_=[0])
    # (b) claim ids and groups that name the report's own pages
    for cid in ("index", "results", "html", "index.html", "gamecheck.css", "x" * 128):
        report_entry(report_claims(claim={"id": cid}), "a claim id that names a report page", exit_=[0])
    for group in ("index", "html/index", "../x", "/etc/passwd", "../../../x"):
        report_entry(report_claims(claim={"group": group}), "a group that names a report page",
                     absent=["/etc/passwd.md", "/etc/passwd.html"] if group.startswith("/") else ())
    # (c) a [document] file that names a report page or a place outside the folder
    for fname in ("index.txt", "index.html", "../x.txt", "/etc/passwd", "html/index", "results.json",
                  "../../../x.txt", "html/../../../x.txt", "", "x" * 300 + ".txt"):
        absent = ["/etc/passwd.html", "/etc/passwd.md"] if fname.startswith("/") else []
        report_entry(report_claims(doc={"file": fname, "title": "T"}), "a document file that names a page",
                     absent=absent)
    # (d) the folder: empty, a file, a device, read-only, inside /proc, a page that is a folder
    for target, files, setup, exit_, absent in (
            ("", None, None, REFUSE, ()),
            ("f", {f"{RW}/f": "a file\n"}, None, REFUSE, ()),
            ("/dev/null", None, None, REFUSE, ("/dev/null.md", "/dev/null/index.md")),
            ("/proc/self/x", None, None, REFUSE, ()),
            ("ro", None, [{"mkdir": f"{RW}/ro"}, {"chmod": [f"{RW}/ro", 0o555]}], None, ()),
            ("R", {f"{RW}/R/html": "a file where the html folder goes\n"}, None, REFUSE, ()),
            ("R", {f"{RW}/R/index.md/x": "a folder where a page goes\n"}, None, REFUSE, ()),
            ("R", {f"{RW}/R/notes.md": "a page of mine, not gamecheck's\n"}, None, [0], ())):
        text = report_claims()
        report_entry(text, f"--report to {target or 'nothing'}", target=target or "R", exit_=exit_, absent=absent,
                     files=files, setup=setup)
        if target == "":
            ENTRIES[-1]["argv"][-1] = ""
        if target == "" or target.startswith("/"):
            ENTRIES[-1]["expect"].pop("report")
            ENTRIES[-1]["expect"]["only_new"] = [f"{RW}/R/"]
        if files and f"{RW}/R/notes.md" in files:
            ENTRIES[-1]["expect"]["present"] = [f"{RW}/R/notes.md"]


# ------------------------------------------------------------------------------------ Python API

API_FILES = {
    "g.txt": edge_list(LOOPY_EDGES),
    "ok.toml": game_file("[(n - 1,)] if n > 0 else []", name="count down"),
    "up.toml": game_file("[(n + 1,)]", name="never ends"),
    "up2.toml": game_file("[(n + 1,), (n + 2,)]", name="never ends, branching"),
    "cube.toml": game_file(heap_moves="[(a, b) for a in range(h) for b in range(h) for c in range(h) "
                                      "if a + b + c == h - 1]"),
    "claims.toml": claims_toml({"id": "c1", "statement": "s", "ruleset": "nim", "params": {"heaps": 2}, "bound": 5,
                                "kind": "p-rule", "rule": "xor(heaps) == 0"}),
}
S_CLAIM = 'c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=5, rule="xor(heaps) == 0")'
S_RESULT = S_CLAIM + "; r0 = gc.check(c)"
S_GRAPH = 'G = gc.load_graph("g.txt")'
S_NIM = 'g = gc.game("nim", heaps=2)'


def api(call: str, *, setup: str = "", mode: str = "raises", error: str | None = None, names=(), check: str = "",
        files: dict | None = None, gen: dict | None = None, note: str = "", absent=()) -> None:
    """An entry that calls the Python API in a fresh process (see run.py): ``mode`` "raises"
    (a gc.GamecheckError, of class ``error``, whose message contains every text of ``names``),
    "returns" (``check`` true of the value r) or "either"."""
    exp: dict = {"api": mode}
    if error:
        exp["error"] = error
    if names:
        exp["names"] = list(names)
    if absent:
        exp["absent"] = list(absent)
    add("api", [], {**API_FILES, **(files or {})}, gen=gen, expect=exp, note=note or call.split("(")[0])
    ENTRIES[-1]["python"] = {"setup": setup, "call": call, "check": check}


def api_cases(rng: random.Random) -> None:
    U = "UsageError"
    # (a) positions given to solve: wrong types and unknown vertices
    for call, names in (("G.solve(None)", ["position"]), ("G.solve(5.5)", ["position"]), ("G.solve([])", ["position"]),
                        ('G.solve("nosuch")', ["nosuch"]), ('G.solve({"a": 1})', ["position"]),
                        ('G.solve("a", method="bogus")', ["method"])):
        api(call, setup=S_GRAPH, error=U, names=names, note="Game.solve of a graph with a bad position")
    for call, names in (("g.solve((1, -2))", ["position"]), ("g.solve((True, 2))", ["position"]),
                        ("g.solve(range(10 ** 12))", [])):
        api(call, setup=S_NIM, error=U if names else None, names=names, note="Game.solve with a bad position")
    # (b) claims built in Python
    for call, names in (('gc.Claim(kind="p-rule", ruleset="nim", rule="1", bogus_field=1)', ["bogus_field"]),
                        ('gc.Claim(kind="outcome", game=5, position=[1], outcome="P")', ["game"]),
                        ('gc.Claim(kind="p-rule", ruleset="nim", params=5, rule="True")', ["params"]),
                        ('gc.Claim(kind="p-rule", ruleset="nim", rule="True", bound=float("nan"))', ["bound"]),
                        ('gc.Claim(kind="outcome", ruleset="nim", position=[1], outcome="P", play=True)', ["play"]),
                        ('gc.Claim(kind="outcome", game={"position": ["n"], "moves": 5}, position=[1], outcome="P")',
                         ["moves"])):
        api(call, error=U, names=names, note="gc.Claim with a bad field")
    # (c) explore
    for call, names in (('gc.explore.sequence("octal", "0.77", bogus=1)', ["bogus"]),
                        ("gc.explore.octal(5)", ["code"]), ("gc.explore.explore(None)", ["ruleset"]),
                        ('gc.explore.explore("octal", "0.77", n=50, engine="bogus")', ["engine"]),
                        ('gc.explore.explore("octal", "0.77", n=50, max_candidates=0)', ["max_candidates"]),
                        ('gc.explore.explore("octal", "0.77", n=50, prove_timeout=float("nan"))', ["prove_timeout"]),
                        ('gc.explore.explore("octal", "0.77", n=50, prove_bits=-1)', ["prove_bits"]),
                        ('gc.explore.explore("octal", "0.77", n="x")', ["n"]),
                        ('gc.explore.explore("octal", "0.77", seconds=float("nan"))', ["seconds"]),
                        ('gc.explore.explore("octal", "0.77", n=50, start=[0, 0, 0])', ["start"]),
                        ('gc.explore.genus_table("nim", n=5, terms=0)', ["terms"])):
        api(call, error=U, names=names, note="gc.explore with a bad argument")
    api('gc.explore.genus_table("nim", n=10 ** 9)', error="ResourceLimitError", note="gc.explore too large")
    api('gc.explore.octal("0.77", n=2 ** 40)', error="ResourceLimitError", note="gc.explore too large")
    # (d) write_check_reports with arguments of the wrong type
    for call, names in (('gc.write_check_reports(5, [], "out")', ["claims"]),
                        ('gc.write_check_reports([], 5, "out")', ["results"]),
                        ("gc.write_check_reports([c], [r0], 5)", ["out_dir"]),
                        ('gc.write_check_reports([c], [c], "out")', ["results"]),
                        ('gc.write_check_reports([c], [r0], "out", source=5)', ["source"]),
                        ('gc.write_check_reports([c], [r0], "")', ["out_dir"]),
                        ('gc.write_check_reports([c], [r0], "ok.toml")', ["out_dir|ok.toml"])):
        api(call, setup=S_RESULT, error=U, names=names, note="gc.write_check_reports with a bad argument")
    # (e) files: a huge integer, deep nesting, devices, the wrong types
    api('gc.load_game("big.toml")', files={"big.toml": game_file("[(n - 1,)] if n < {{G0}} else []")},
        gen={"G0": big_int(5001)}, note="gc.load_game of a huge integer")
    api('gc.load_game("big.toml")', files={"big.toml": game_file("[]", extra="x = {{G0}}\n")},
        gen={"G0": big_int(5001)}, note="gc.load_game of a huge integer")
    api('gc.load_game("deep.toml")', files={"deep.toml": game_file("[]", extra="x = {{G0}}\n")},
        gen={"G0": {"open": "[", "inner": "1", "close": "]", "depth": 100000}}, note="gc.load_game of deep nesting")
    api('gc.load_game("deep.toml")', files={"deep.toml": game_file("{{G0}}")},
        gen={"G0": {"open": "(", "inner": "[]", "close": ")", "depth": 20000}}, note="gc.load_game of deep nesting")
    for call, names in (("gc.load_game(5)", ["path"]), ('gc.load_game("/dev/zero")', []),
                        ('gc.load_game("a\\x00b.toml")', []), ('gc.load_game("ok.toml", misere="no")', ["misere"]),
                        ('gc.load_graph("/dev/zero")', []), ('gc.load_graph("g.txt", misere=2)', ["misere"]),
                        ("gc.load_claims(5)", ["path"]), ('gc.load_claims("/dev/zero")', [])):
        api(call, error=U if names else None, names=names, note="a file API with a bad path or argument")
    # (f) games that never end or cost h^3 per heap, through the API
    api('gc.load_game("up.toml").solve(0)', mode="either", check='r.outcome == "D"',
        note="a game that never ends (api)")
    api('gc.load_game("up2.toml").solve(3)', mode="either", check='r.outcome == "D"',
        note="a game that never ends (api)")
    api('gc.label(gc.load_game("up.toml"), bound=5)', note="a game that never ends (api)")
    api('gc.load_game("cube.toml").solve(1000)', mode="either", check="True", note="a heap game with h^3 work per heap")
    api('gc.explore.explore("x", game_file="cube.toml", n=400)', mode="either", check="True",
        note="a heap game with h^3 work per heap")
    # (g) games and labels
    for call, setup, error, names in (
            ("gc.game(5)", "", U, ["spec"]), ('gc.game("nim", heaps=0)', "", U, ["heaps"]),
            ('gc.game("nim", heaps=True)', "", U, ["heaps"]), ('gc.game("nim", misere=object())', "", U, ["misere"]),
            ('gc.game("nim", bogus=1)', "", U, ["bogus"]),
            ("gc.label(g, bound=10 ** 9)", S_NIM, "ResourceLimitError", []),
            ("gc.label(g, bound=2.5)", S_NIM, U, ["bound"]), ("gc.label(g, bound=[3])", S_NIM, U, ["bound"]),
            ('gc.label(g, 3, engine="bogus")', S_NIM, U, ["engine"]), ("gc.label(g, 3).save(5)", S_NIM, U, ["path"])):
        api(call, setup=setup, error=error, names=names, note="gc.game / gc.label with a bad argument")
    api('gc.label(g, 3).save("/dev/full")', setup=S_NIM, absent=["/dev/full.npz"], note="Labels.save to a device")
    # (h) check and prove
    for call, error, names in (("gc.check(c, workers=0)", U, ["workers"]), ("gc.check(c, workers=-1)", U, ["workers"]),
                               ("gc.check(c, workers=1.5)", U, ["workers"]), ("gc.check(c, bound=-1)", U, ["bound"]),
                               ('gc.check(c, bound="x")', U, ["bound"]), ('gc.check(c, engine="bogus")', U, ["engine"]),
                               ("gc.check(c, chunk_positions=0)", U, ["chunk_positions"]),
                               ("gc.prove(c, bits=0)", U, ["bits"]), ("gc.prove(c, bits=10 ** 6)", None, ["bits"]),
                               ("gc.prove(c, timeout=-1)", U, ["timeout"]),
                               ('gc.prove(c, timeout=float("nan"))', U, ["timeout"]),
                               ("gc.prove(c, smt2_dir=5)", U, ["smt2_dir"])):
        api(call, setup=S_CLAIM, error=error, names=names, note="gc.check / gc.prove with a bad argument")
    api('gc.prove(c, bits=3, smt2_dir="missing/deeper")', setup=S_CLAIM, mode="either",
        check='r.verdict == "proved"', names=["smt2_dir"], note="gc.prove to a missing folder")
    api('gc.prove(c, bits=3, timeout=float("inf"))', setup=S_CLAIM, mode="either", check='r.verdict == "proved"',
        names=["timeout"], note="gc.prove with no time limit")
    api("gc.check(c, bound=10 ** 12)", setup=S_CLAIM, mode="either", check='r.verdict == "inconclusive"',
        note="gc.check too large")
    # (i) an unknown keyword to every public function: a UsageError naming it
    for call, setup in (('gc.load_game("ok.toml", bogus=1)', ""), ('gc.load_graph("g.txt", bogus=1)', ""),
                        ("gc.label(g, 3, bogus=1)", S_NIM), ('gc.load_claims("claims.toml", bogus=1)', ""),
                        ("gc.check(c, bogus=1)", S_CLAIM), ("gc.prove(c, bogus=1)", S_CLAIM),
                        ('gc.write_check_reports([c], [r0], "out", bogus=1)', S_RESULT),
                        ('gc.explore.octal("0.77", bogus=1)', ""), ('gc.explore.explore("octal", "0.77", bogus=1)', ""),
                        ('gc.explore.genus_table("nim", bogus=1)', ""), ("g.solve((1, 2), bogus=1)", S_NIM),
                        ('G.solve("a", bogus=1)', S_GRAPH), ("gc.rulesets(bogus=1)", ""),
                        ("g.options((1, 2), bogus=1)", S_NIM), ("gc.label(g, 3).counts(bogus=1)", S_NIM),
                        ('gc.Claim(kind="outcome", ruleset="nim", position=[1], outcome="P", bogus=1)', "")):
        api(call, setup=setup, error=U, names=["bogus"], note="an unknown keyword")


# ------------------------------------------------------------------ files outside the claims' folder

#: the files beside sub/ (outside the folder of sub/claims.toml): each carries TOKEN as content
#: a report or a witness would show (vertex names, a game's name)
OUTSIDE_FILES = {
    "secret.txt": f"{TOKEN} b\nb c\nc {TOKEN}\nc d\n",
    "secret.json": node_link([TOKEN, "b"], [(TOKEN, "b")]),
    "secret.graphml": graphml([TOKEN, "b"], [(TOKEN, "b")]),
    "secret.toml": game_file("[(n - 1,)] if n > 0 else []", name=f"{TOKEN} game"),
    "g.toml": game_file(heap_moves="[(a,) for a in range(h)]", name=f"{TOKEN} heap game"),
    "sub/own.toml": game_file("[(n - 1,)] if n > 0 else []", name="my own game"),
    "sub/own.txt": "a b\nb c\n",
}


def outside_claim(cid: str, ref: dict, kind: str = "outcome", **kw) -> dict:
    c = {"id": cid, "statement": "a claim about a file", **ref, "kind": kind}
    c.update(kw)
    return c


def outside(rng: random.Random) -> None:
    C = "outside"
    # claims whose game or graph file is outside the claims file's folder, and what each claim's
    # truth is when the user allows it (--allow-outside-files)
    refs = [
        ("game-parent", {"game": "../secret.toml"}, {"position": [3], "outcome": "N"}, None),
        ("graph-parent", {"ruleset": 'graph(file="../secret.txt")', "params": {"heaps": 1}},
         {"position": [0], "outcome": "N"}, None),
        ("json-parent", {"ruleset": 'graph(file="../secret.json")', "params": {"heaps": 1}},
         {"position": [0], "outcome": "N"}, None),
        ("graphml-parent", {"ruleset": 'graph(file="../secret.graphml")', "params": {"heaps": 1}},
         {"position": [0], "outcome": "N"}, None),
        ("sum-parent", {"ruleset": 'sum(nim, game(file="../g.toml"))'}, {"position": [1, 2], "outcome": "N"}, None),
        ("misere-parent", {"ruleset": 'misere(graph(file="../secret.txt"))', "params": {"heaps": 1}},
         {"position": [3], "outcome": "N"}, None),
        ("game-absolute", {"game": "{{TMP}}/secret.toml"}, {"position": [3], "outcome": "N"}, None),
        ("graph-absolute", {"ruleset": 'graph(file="{{TMP}}/secret.txt")', "params": {"heaps": 1}},
         {"position": [0], "outcome": "N"}, None),
        ("game-link", {"game": "link.toml"}, {"position": [3], "outcome": "N"},
         [{"symlink": ["../secret.toml", "sub/link.toml"]}]),
        ("graph-link", {"ruleset": 'graph(file="link.txt")', "params": {"heaps": 1}},
         {"position": [0], "outcome": "N"}, [{"symlink": ["../secret.txt", "sub/link.txt"]}]),
        ("dir-link", {"game": "up/secret.toml"}, {"position": [3], "outcome": "N"}, [{"symlink": ["..", "sub/up"]}]),
        ("dotdot-inside", {"game": "x/../../secret.toml"}, {"position": [3], "outcome": "N"}, [{"mkdir": "sub/x"}]),
        ("p-rule-graph", {"ruleset": 'graph(file="../secret.txt")', "params": {"heaps": 1}},
         {"kind": "p-rule", "bound": 3, "rule": "n == 2"}, None),
        ("p-rule-game", {"game": "../secret.toml"}, {"kind": "p-rule", "bound": 9, "rule": "n % 2 == 1"}, None),
    ]
    truth = {"game-parent": "holds", "graph-parent": "holds", "json-parent": "holds", "graphml-parent": "holds",
             "sum-parent": "holds", "misere-parent": "holds", "game-absolute": "holds", "graph-absolute": "holds",
             "game-link": "holds", "graph-link": "holds", "dir-link": "holds", "dotdot-inside": "holds",
             "p-rule-graph": "refuted", "p-rule-game": "refuted"}
    for j, (cid, ref, fields, setup) in enumerate(refs):
        kw = dict(fields)
        kind = kw.pop("kind", "outcome")
        text = claims_toml(outside_claim(cid, ref, kind, **kw))
        fs = {**OUTSIDE_FILES, "sub/claims.toml": text}
        refused = {"exit": REFUSE, "secret": TOKEN}
        # every reference through check --json; check (text), check --report and prove in turn;
        # and allowed with --allow-outside-files (check, and prove for some)
        variants = [(["check", "claims.toml", "--json"], refused),
                    [(["check", "claims.toml"], refused), (["check", "claims.toml", "--report", "R"], refused),
                     (["prove", "claims.toml", "--bits", "3", "--timeout", "5"], refused)][j % 3]]
        if j % 3 != 2:
            variants.append((["check", "claims.toml", "--allow-outside-files", "--json"],
                             {"exit": [0, 1], "verdicts": {cid: truth[cid]}}))
        if j % 5 == 1:
            variants.append((["prove", "claims.toml", "--bits", "3", "--timeout", "5", "--allow-outside-files",
                              "--json"], {"exit": [0, 1]}))
        for argv, exp in variants:
            add(C, argv, fs, setup=setup, expect=exp, note="a claims file naming a file outside its folder"
                if "--allow-outside-files" not in argv else "--allow-outside-files")
            ENTRIES[-1]["cwd"] = "sub"
    # the claims file named from elsewhere: still its own folder's rule
    text = claims_toml(outside_claim("from-above", {"game": "../secret.toml"}, position=[3], outcome="N"))
    add(C, ["check", "sub/claims.toml", "--json"], {**OUTSIDE_FILES, "sub/claims.toml": text},
        expect={"exit": REFUSE, "secret": TOKEN}, note="a claims file naming a file outside its folder")
    # inside the folder: checked as usual
    inside = claims_toml(outside_claim("own-game", {"game": "own.toml"}, position=[3], outcome="N"),
                         outside_claim("own-graph", {"ruleset": 'graph(file="own.txt")', "params": {"heaps": 1}},
                                       position=[1], outcome="N"))
    add(C, ["check", "claims.toml", "--json"], {**OUTSIDE_FILES, "sub/claims.toml": inside},
        expect={"exit": [0], "verdicts": {"own-game": "holds", "own-graph": "holds"}}, note="files inside the folder")
    ENTRIES[-1]["cwd"] = "sub"
    add(C, ["check", "sub/claims.toml", "--json"], {**OUTSIDE_FILES, "sub/claims.toml": inside},
        expect={"exit": [0], "verdicts": {"own-game": "holds", "own-graph": "holds"}}, note="files inside the folder")
    # /etc/passwd named by a claims file: refused, and none of it in the output
    for ref in ({"game": "/etc/passwd"}, {"game": "../../../../../../../../etc/passwd"},
                {"ruleset": 'graph(file="/etc/passwd")', "params": {"heaps": 1}}):
        text = claims_toml(outside_claim("etc", ref, position=[0], outcome="N"))
        add(C, ["check", "claims.toml", "--json"], {"sub/claims.toml": text},
            expect={"exit": REFUSE, "no_echo": ["root:x:0"]}, note="a claims file naming /etc/passwd")
        ENTRIES[-1]["cwd"] = "sub"
    # paths given on the command line are the user's own: allowed anywhere
    for argv, exp in ((["solve", "--graph", "../secret.txt", TOKEN, "--json"], {"exit": [0], "solve": {"outcome": "N"}}),
                      (["solve", "--game", "../secret.toml", "3"], {"exit": [0]}),
                      (["label", 'graph(file="../secret.txt")', "--heaps", "1", "--bound", "3"], {"exit": [0]}),
                      (["solve", 'sum(nim, game(file="../g.toml"))', "1", "2"], {"exit": [0]}),
                      (["label", "--game", "../secret.toml", "--bound", "5"], {"exit": [0]}),
                      (["solve", "--graph", "{{TMP}}/secret.json", TOKEN], {"exit": [0]}),
                      (["graph", "--game", "../secret.toml", "3"], {"exit": [0]})):
        add(C, argv, OUTSIDE_FILES, expect=exp, note="a path on the command line (the user's own)")
        ENTRIES[-1]["cwd"] = "sub"
    # a claims file given on the command line may sit anywhere; its references are inside its folder
    other = claims_toml(outside_claim("other", {"game": "secret.toml"}, position=[3], outcome="N"))
    add(C, ["check", "../claims.toml", "--json"], {**OUTSIDE_FILES, "claims.toml": other},
        expect={"exit": [0], "verdicts": {"other": "holds"}}, note="a claims file elsewhere, its own files beside it")
    ENTRIES[-1]["cwd"] = "sub"
    # error messages never copy raw file content (the user's own files as much as others')
    bad = {"sub/bad.txt": f"a b\nb {TOKEN} c\n", "sub/bad.json": '{"directed": true, "nodes": [{"id": "' + TOKEN +
           '"}], "links": [{"source": "' + TOKEN + '"}]}',
           "sub/bad.graphml": f"<graphml><graph><node id=\"{TOKEN}\"/><oops></graph>",
           "sub/bad.toml": f"[game]\nposition = [\"n\"]\nmoves = \"[(n - 1,)]\"\n{TOKEN} = 1\n"}
    for argv in (["solve", "--graph", "bad.txt", "a"], ["solve", "--graph", "bad.json", "a", "--json"],
                 ["solve", "--graph", "bad.graphml", "a"]):
        add(C, argv, bad, expect={"exit": REFUSE, "no_echo": [TOKEN]}, note="raw file content in an error")
        ENTRIES[-1]["cwd"] = "sub"
    text = claims_toml(outside_claim("badg", {"ruleset": 'graph(file="bad.txt")', "params": {"heaps": 1}},
                                     position=[0], outcome="N"))
    add(C, ["check", "claims.toml", "--report", "R"], {**bad, "sub/claims.toml": text},
        expect={"exit": REFUSE, "secret": TOKEN}, note="raw file content in an error")
    ENTRIES[-1]["cwd"] = "sub"


# ------------------------------------------------------------------------- planted claims with draws

class Loopy:
    """A finite game with cycles for the brute force: its positions (a box, closed under moves),
    options, outcomes (P, N, D) in normal and misère play, and Grundy values where play from a
    position cannot reach a cycle.  Knows nothing of gamecheck: the options come from the moves
    text evaluated as a Python expression (the rule language is a Python subset) or from the
    edges of a graph."""

    def __init__(self, key: str, names: tuple[str, ...], bound: int, options: dict, ref: dict, files: dict,
                 one_part_counters: bool = False):
        self.key, self.names, self.bound, self.opts, self.ref, self.files = key, names, bound, options, ref, files
        self.k = len(names)
        self.box = sorted(options)
        self.width = bound + 1
        self.out = retrograde(self.box, options, False)
        self.mis = retrograde(self.box, options, True)
        self.counters = one_part_counters
        # positions from which no cycle can be reached, peeled in an order where options come first
        acyc: list = []
        done: set = set()
        changed = True
        while changed:
            changed = False
            for p in self.box:
                if p not in done and all(q in done for q in options[p]):
                    done.add(p)
                    acyc.append(p)
                    changed = True
        self.acyclic = done
        self.grundy: dict = {}
        for p in acyc:
            self.grundy[p] = _mex([self.grundy[q] for q in options[p]])
        for p in self.box:
            for q in options[p]:
                assert q in options, f"{key}: the box is not closed: {p} -> {q}"

    # -- texts of the rule language ----------------------------------------------------------------
    def index_text(self) -> str:
        if self.k == 1:
            return self.names[0]
        return f"{self.names[0]} * {self.width} + {self.names[1]}"

    def index(self, p) -> int:
        return p[0] if self.k == 1 else p[0] * self.width + p[1]

    def member(self, S) -> str:
        """A rule true exactly at the positions of S (within the box)."""
        S = set(S)
        if not S:
            return "False"
        if S == set(self.box):
            return "True"
        items = ", ".join(str(self.index(p)) for p in sorted(S, key=self.index))
        return f"{self.index_text()} in ({items},)"

    def table(self, values: dict, default: int = 0) -> str:
        """An expression whose value at position p is values[p]."""
        size = self.width ** self.k
        seq = [default] * size
        for p, v in values.items():
            seq[self.index(p)] = v
        return f"({', '.join(map(str, seq))},)[{self.index_text()}]"

    def move_table(self, moves: dict) -> str:
        size = self.width ** self.k
        parts = []
        for i in range(self.k):
            seq = [0] * size
            for p, t in moves.items():
                seq[self.index(p)] = t[i]
            parts.append(f"({', '.join(map(str, seq))},)[{self.index_text()}]")
        return "(" + ", ".join(parts) + ("," if self.k == 1 else "") + ")"

    def env(self, p) -> dict:
        e = dict(zip(self.names, p))
        opts = self.opts[p]
        e.update(P=self.out[p] == "P", N=self.out[p] == "N", D=self.out[p] == "D", MP=self.mis[p] == "P",
                 terminal=not opts, wins=sum(self.out[q] == "P" for q in opts))
        return e

    def holds_everywhere(self, rule: str, where: str | None = None) -> bool:
        for p in self.box:
            e = self.env(p)
            if where is not None and not ev(where, e):
                continue
            if not ev(rule, e):
                return False
        return True

    def reachable(self, p) -> int:
        seen = {p}
        stack = [p]
        while stack:
            for q in self.opts[stack.pop()]:
                if q not in seen:
                    seen.add(q)
                    stack.append(q)
        return len(seen)

    # -- traps: solutions of the local conditions that are not the labels --------------------------
    def kernel_trap(self, limit: int = 50000):
        """A set of positions that satisfies the P-rule certificate conditions (no move from the
        set into it, a move into it from everywhere else) but is not the P-positions: the true
        P-positions plus a kernel of the draws, or None."""
        D = [p for p in self.box if self.out[p] == "D"]
        if not D:
            return None
        Dset = set(D)
        chosen: set = set()
        steps = [0]

        def ok_final():
            return all(p in chosen or any(q in chosen for q in self.opts[p]) for p in D)

        def go(i):
            steps[0] += 1
            if steps[0] > limit:
                return False
            if i == len(D):
                return ok_final()
            p = D[i]
            if p not in self.opts[p] and not any(q in chosen for q in self.opts[p]) and \
                    not any(p in self.opts[c] for c in chosen):
                chosen.add(p)
                if go(i + 1):
                    return True
                chosen.discard(p)
            return go(i + 1)

        if go(0) and chosen <= Dset:
            return {p for p in self.box if self.out[p] == "P"} | chosen
        return None

    def mex_trap(self, limit: int = 20000):
        """Values for every position that satisfy the mex condition at each position (as Grundy
        values of a game without cycles would) although some position is a draw, or None."""
        if not any(self.out[p] == "D" for p in self.box):
            return None
        free = [p for p in self.box if p not in self.acyclic]
        val = dict(self.grundy)
        steps = [0]
        top = max(len(self.opts[p]) for p in self.box) + 1
        preds: dict = {p: [] for p in self.box}
        for p in self.box:
            for q in self.opts[p]:
                preds[q].append(p)

        def consistent(p):
            if p not in val or any(q not in val for q in self.opts[p]):
                return True
            return val[p] == _mex([val[q] for q in self.opts[p]])

        def go(i):
            steps[0] += 1
            if steps[0] > limit:
                return False
            if i == len(free):
                return all(consistent(p) for p in self.box)
            p = free[i]
            for v in range(top):
                val[p] = v
                if consistent(p) and all(consistent(q) for q in preds[p]):
                    if go(i + 1):
                        return True
            del val[p]
            return False

        return dict(val) if go(0) else None


def _eval_moves(moves: str, names, p) -> list:
    opts = ev(moves, dict(zip(names, p)))
    return sorted(set(tuple(o) for o in opts))


def general_loopy(key: str, names: tuple[str, ...], moves: str, bound: int, inline: bool) -> Loopy:
    box = list(itertools.product(range(bound + 1), repeat=len(names)))
    opts = {p: _eval_moves(moves, names, p) for p in box}
    table = {"position": list(names), "moves": moves}
    if inline:
        ref, files = {"game": table}, {}
    else:
        ref, files = {"game": f"{key}.toml"}, {f"{key}.toml": game_file(moves, names, name=key)}
    return Loopy(key, names, bound, opts, ref, files, one_part_counters=len(names) == 1)


def graph_loopy(key: str, vnames: list[str], edges, tokens: int, fmt: str = "txt") -> Loopy:
    order = sorted(vnames, key=int) if all(v.isdigit() for v in vnames) else list(vnames)
    num = {v: i for i, v in enumerate(order)}
    succ = {i: sorted({num[b] for a, b in edges if num[a] == i}) for i in range(len(order))}
    box = list(itertools.product(range(len(order)), repeat=tokens))
    opts = {p: sorted({p[:i] + (v,) + p[i + 1:] for i in range(tokens) for v in succ[p[i]]}) for p in box}
    fname = f"{key}.{fmt}"
    text = {"txt": lambda: edge_list(edges, lone=vnames), "json": lambda: node_link(vnames, edges),
            "graphml": lambda: graphml(vnames, edges)}[fmt]()
    names = ("n",) if tokens == 1 else tuple(f"x{i + 1}" for i in range(tokens))
    ref = {"ruleset": f'graph(file="{fname}")', "params": {"heaps": tokens}}
    return Loopy(f"{key}t{tokens}", names, len(order) - 1, opts, ref, {fname: text})


def random_edges(rng: random.Random, v: int, loops: bool = False) -> list[tuple[str, str]]:
    edges = []
    for a in range(v):
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            b = rng.randrange(v)
            if b != a or loops:
                edges.append((str(a), str(b)))
    return sorted(set(edges), key=lambda e: (int(e[0]), int(e[1])))


def random_moves_text(rng: random.Random, v: int) -> str:
    codes = sorted({int(a) * v + int(b) for a, b in random_edges(rng, v)})
    return f"[(m,) for m in range({v}) if n * {v} + m in ({', '.join(map(str, codes))},)]"


def loopy_games(rng: random.Random) -> list[Loopy]:
    games = [
        general_loopy("counter", ("n",), "[(n - 1,), (n + 1,)] if 1 <= n <= 4 else ([(2,)] if n == 5 else "
                                         "([(5,), (0,)] if n == 7 else ([(5,)] if n == 6 else [])))", 7, True),
        general_loopy("tail", ("n",), "[((n + 1) % 8,)] if n >= 4 else ([(n - 1,)] if n > 0 else [])", 7, False),
        general_loopy("updown", ("n",), "([(n + 1,)] if n < 15 else []) + ([(n - 2,)] if n >= 2 else [])", 15, True),
        general_loopy("jumps", ("n",), "([(n - 1,)] if n >= 1 else []) + ([(n - 2,)] if n >= 2 else []) + "
                                       "([(n + 3,)] if n % 5 == 1 and n + 3 <= 15 else [])", 15, False),
        general_loopy("selfloop", ("n",), "([(n - 1,)] if n > 0 else []) + ([(n,)] if n == 3 or n == 6 else [])", 7,
                      True),
        general_loopy("rand12", ("n",), random_moves_text(rng, 12), 11, False),
        general_loopy("rand10", ("n",), random_moves_text(rng, 10), 9, True),
        general_loopy("rand16", ("n",), random_moves_text(rng, 16), 15, False),
        general_loopy("swap", ("x", "y"), "([(x - 1, y)] if x > 0 else []) + ([(y, x)] if x != y else [])", 3, True),
        general_loopy("rotate", ("x", "y"), "[((x + 1) % 4, y)] + ([(x, y - 1)] if y > 0 else [])", 3, False),
        general_loopy("ladder", ("x", "y"), "([(x - 1, y)] if x > 0 else []) + "
                                            "([(x, (y + 1) % 3)] if x % 2 == 1 else [])", 4, True),
    ]
    readme = (LOOPY_NAMES, LOOPY_EDGES)
    g7 = ([str(i) for i in range(7)], random_edges(rng, 7))
    g9 = ([str(i) for i in range(9)], random_edges(rng, 9, loops=True))
    g6 = ([str(i) for i in range(6)], random_edges(rng, 6))
    g8 = ([str(i) for i in range(8)], random_edges(rng, 8))
    for key, (vn, ed), fmt, tokens in (("readme", readme, "txt", (1, 2)), ("g7", g7, "txt", (1, 2)),
                                       ("g9", g9, "txt", (1, 2)), ("g6", g6, "json", (1, 2)),
                                       ("g8", g8, "graphml", (1,))):
        for t in tokens:
            games.append(graph_loopy(key, vn, ed, t, fmt))
    return games


def loopy_claims(G: Loopy, rng: random.Random) -> list[tuple[dict, bool, str]]:
    """Planted claims of every kind over G, each with its truth: (claim, truth, play)."""
    out: list[tuple[dict, bool, str]] = []
    box = G.box
    P = {p for p in box if G.out[p] == "P"}
    D = {p for p in box if G.out[p] == "D"}
    N = {p for p in box if G.out[p] == "N"}
    MP = {p for p in box if G.mis[p] == "P"}
    first = G.names[0]
    n = [0]

    def claim(kind: str, truth: bool, misere: bool = False, **fields) -> None:
        n[0] += 1
        c = {"id": f"{G.key}.{kind}.{n[0]}", "statement": f"planted {kind} claim on a game with draws", **G.ref,
             "kind": kind}
        if misere:
            c["play"] = "misere"
        c.update(fields)
        c["expected"] = "holds" if truth else "refuted"
        out.append((c, truth, "misere" if misere else "normal"))

    def pick(S, k=1):
        S = sorted(S, key=G.index)
        return rng.sample(S, min(k, len(S)))

    B = G.bound
    # p-rule: the P-positions exactly where the rule is true (a false rule may be N or D)
    claim("p-rule", True, bound=B, rule=G.member(P))
    claim("p-rule", True, bound=B, rule=G.member(P), where=f"{first} >= 0")
    if D:
        claim("p-rule", False, bound=B, rule=G.member(P | set(pick(D))))
        claim("p-rule", False, bound=B, rule=G.member(P | D))
    if P:
        claim("p-rule", False, bound=B, rule=G.member(P - set(pick(P))))
    trap = G.kernel_trap()
    if trap is not None and trap != P:
        claim("p-rule", False, bound=B, rule=G.member(trap))
    half = [p for p in box if p[0] >= (B + 1) // 2]
    where = f"{first} >= {(B + 1) // 2}"
    claim("p-rule", True, bound=B, rule=G.member(P & set(half)), where=where)
    if D & set(half):
        claim("p-rule", False, bound=B, rule=G.member((P | D) & set(half)), where=where)
    claim("p-rule", True, True, bound=B, rule=G.member(MP))
    if set(box) - MP:
        claim("p-rule", False, True, bound=B, rule=G.member(MP | set(pick(set(box) - MP))))
    # grundy: only positions that cannot reach a cycle have a value; a draw never has one
    if D:
        claim("grundy", False, bound=B, rule=G.table(G.grundy))
        mex = G.mex_trap()
        if mex is not None:
            claim("grundy", False, bound=B, rule=G.table(mex))
    elif set(box) <= G.acyclic:
        claim("grundy", True, bound=B, rule=G.table(G.grundy))
    if G.acyclic and set(box) - G.acyclic:
        claim("grundy", True, bound=B, rule=G.table(G.grundy), where=G.member(G.acyclic))
        wrong = dict(G.grundy)
        p = pick(G.acyclic)[0]
        wrong[p] += 1
        claim("grundy", False, bound=B, rule=G.table(wrong), where=G.member(G.acyclic))
    # winning-move: from every N-position the move given wins (elsewhere it is not read)
    for misere, lab in ((False, G.out), (True, G.mis)):
        Ns = [p for p in box if lab[p] == "N" and G.opts[p]]
        moves = {}
        for p in box:
            wins = [q for q in G.opts[p] if lab[q] == "P"]
            moves[p] = wins[0] if (lab[p] == "N" and wins) else (G.opts[p][0] if G.opts[p] else p)
        fields = {"bound": B}
        if misere:
            fields["where"] = G.member([p for p in box if G.opts[p]])
        if Ns:
            claim("winning-move", True, misere, move=G.move_table(moves), **fields)
            bad = [p for p in Ns if any(lab[q] != "P" for q in G.opts[p])]
            if bad:
                p = pick(bad)[0]
                broken = dict(moves)
                broken[p] = next(q for q in G.opts[p] if lab[q] != "P")
                claim("winning-move", False, misere, move=G.move_table(broken), **fields)
    # outcome, normal and misère, at draws too
    for p in pick(D, 1) + pick(P, 1) + pick(N, 1):
        claim("outcome", True, position=list(p), outcome=G.out[p])
        other = rng.choice([o for o in "PND" if o != G.out[p]])
        claim("outcome", False, position=list(p), outcome=other)
    for p in pick(box, 1):
        claim("outcome", True, True, position=list(p), outcome=G.mis[p])
    # grundy-value: a value where no cycle is reachable; none at a draw
    for p in pick(G.acyclic, 1):
        claim("grundy-value", True, position=list(p), value=G.grundy[p])
        claim("grundy-value", False, position=list(p), value=G.grundy[p] + 1)
    for p in pick(D, 1):
        claim("grundy-value", False, position=list(p), value=0)
    # move-wins and winning-moves
    for misere, lab in ((False, G.out), (True, G.mis)):
        for p in pick([p for p in box if G.opts[p]], 2):
            q = rng.choice(G.opts[p])
            claim("move-wins", lab[q] == "P", misere, position=list(p), to=list(q))
        for p in pick([p for p in box if G.opts[p]], 1):
            wins = [list(q) for q in G.opts[p] if lab[q] == "P"]
            claim("winning-moves", True, misere, position=list(p), moves=wins)
            losing = [list(q) for q in G.opts[p] if lab[q] != "P"]
            if losing:
                claim("winning-moves", False, misere, position=list(p), moves=wins + losing[:1])
    # p-positions within the bound
    claim("p-positions", True, bound=B, positions=[list(p) for p in sorted(P, key=G.index)])
    if D:
        claim("p-positions", False, bound=B, positions=[list(p) for p in sorted(P | set(pick(D)), key=G.index)])
    claim("p-positions", True, True, bound=B, positions=[list(p) for p in sorted(MP, key=G.index)])
    # no-move and some-move: structure only
    edges = [(p, q) for p in box for q in G.opts[p]]
    for p, q in rng.sample(edges, min(1, len(edges))):
        rule, target = G.member([p]), G.member([q])
        claim("no-move", False, bound=B, rule=rule, target=target)
        claim("some-move", True, bound=B, rule=rule, target=target)
    non = [(p, q) for p in box for q in box if q not in G.opts[p]]
    for p, q in rng.sample(non, min(1, len(non))):
        rule, target = G.member([p]), G.member([q])
        claim("no-move", True, bound=B, rule=rule, target=target)
        claim("some-move", False, bound=B, rule=rule, target=target)
    # label-identity over the outcome labels (P, N, D, MP, terminal, wins)
    for rule in picks(rng, ("P or N or D", "D == (not P and not N)", "N == (wins > 0)", "P == (wins == 0)", "P or N",
                            "not terminal or P", "not terminal or not MP", "not D or wins == 0", "MP or not P",
                            "D or not MP"), 5):
        claim("label-identity", G.holds_everywhere(rule), bound=B, rule=rule)
    # answer (one-part general games): the least a winning move removes, -1 at a P-position
    if G.counters:
        for p in pick(P, 1):
            claim("answer", True, position=list(p), value=-1)
        good = [p for p in N if all(q[0] < p[0] for q in G.opts[p] if G.out[q] == "P")]
        for p in pick(good, 1):
            v = min(p[0] - q[0] for q in G.opts[p] if G.out[q] == "P")
            claim("answer", True, position=list(p), value=v)
            claim("answer", False, position=list(p), value=v + 1)
    # reachable-count (the positions of several tokens on a graph might be counted as multisets:
    # left out)
    for p in (pick(box, 1) if G.k == 1 or "game" in G.ref else []):
        r = G.reachable(p)
        claim("reachable-count", True, position=list(p), value=r)
        claim("reachable-count", False, position=list(p), value=r + 1)
    return out


def loopy(rng: random.Random) -> None:
    C = "loopy"
    for G in loopy_games(rng):
        claims_ = loopy_claims(G, rng)
        rng.shuffle(claims_)
        for i in range(0, len(claims_), 16):
            part = claims_[i:i + 16]
            files = {**G.files, "claims.toml": claims_toml(*(c for c, _, _ in part))}
            exp = {"verdicts": {c["id"]: "holds" if t else "refuted" for c, t, _ in part}}
            add(C, ["check", "claims.toml", "--json"], files, expect=exp, note=f"planted claims on {G.key}")
        # the chunked path (local conditions on chunks of the box) must use the labels too
        rules = [(c, t) for c, t, _ in claims_ if c["kind"] in ("p-rule", "grundy")][:10]
        extra = [["--chunk", "3", "--workers", "2"], ["--chunk", "5", "--state", "st"]][len(ENTRIES) % 2]
        files = {**G.files, "claims.toml": claims_toml(*(c for c, _ in rules))}
        add(C, ["check", "claims.toml", "--json", *extra], files,
            expect={"verdicts": {c["id"]: "holds" if t else "refuted" for c, t in rules}},
            note=f"planted claims on {G.key} (chunked)")
        # the prover must not prove what the labels refute (it may stay inconclusive)
        prov = [(c, t) for c, t, _ in claims_ if c["kind"] in ("p-rule", "grundy")][:6]
        if G.key in ("counter", "tail", "updown", "selfloop", "rand16", "swap") and prov:
            bits = (G.bound + 1).bit_length() - 1
            files = {**G.files, "claims.toml": claims_toml(*(c for c, _ in prov))}
            exp = {"verdicts": {c["id"]: "holds" if t else "refuted" for c, t in prov}}
            add(C, ["prove", "claims.toml", "--json", "--bits", bits, "--timeout", "5"], files, expect=exp,
                note=f"planted claims on {G.key} (prover)")


def main() -> None:
    verdict_cases(random.Random(SEED + 1))
    numbers(random.Random(SEED + 2))
    options(random.Random(SEED + 3))
    rulesets(random.Random(SEED + 4))
    claims(random.Random(SEED + 5))
    files(random.Random(SEED + 6))
    outputs(random.Random(SEED + 7))
    states(random.Random(SEED + 8))
    # issue 24
    gamefiles(random.Random(SEED + 9))
    graphs(random.Random(SEED + 10))
    saveload(random.Random(SEED + 11))
    reports(random.Random(SEED + 12))
    api_cases(random.Random(SEED + 13))
    outside(random.Random(SEED + 14))
    loopy(random.Random(SEED + 15))
    text = "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in ENTRIES) + "\n]\n"
    OUT.write_text(text, encoding="utf-8")
    by = {}
    for e in ENTRIES:
        by[e["class"]] = by.get(e["class"], 0) + 1
    print(f"{len(ENTRIES)} entries ({', '.join(f'{k} {v}' for k, v in by.items())}), {len(text):,} bytes -> {OUT}")


if __name__ == "__main__":
    main()
