"""Experiments: encodings of Wythoff's P-positions (Wythoff 1907) for bit-blasting solvers
(z3, Bitwuzla), towards a proof at 16 bits and beyond (issue 25, point 7).

The P-positions are (a_k, a_k + k) and their swaps, a_k = floor(k phi), phi = (1 + sqrt 5) / 2.
Useful identities (n >= 1; sqrt 5 irrational, so no floor below is ever at an integer):

* a = floor(d phi)  iff  2a >= d and (2a - d)^2 <= 5 d^2 < (2a - d + 2)^2  (also right at d = 0);
* g(n) = floor(n / phi) = (isqrt(5 n^2) - n) // 2, and floor(n phi) = n + g(n);
* n is a lower Wythoff number a_k iff g(n + 1) > g(n), and then k = g(n) + 1; otherwise n is an
  upper number b_j and its partner a_j is g(n)  (Beatty 1926; Fraenkel 1982 for the Wythoff pairs);
* g(n) = (n * M) >> s with M = round(2^s / phi) for n^2 < 2^(s-2)/3, since ||n phi|| > 1/(3n)
  for every n >= 1 (phi = [1; 1, 1, ...]; Khinchin, Continued Fractions, 1935, Thm 13).

Two parts:

``facts``: single facts that the certificate conditions need, each alone, as raw SMT-LIB
(uniqueness of a side-condition isqrt, monotonicity of multiplication by a constant, the partner
map being an involution) -- they show what SAT finds hard.

``claims``: candidate texts of the claim ``core.wythoff-z3`` (rule, lets, strategy). Their queries
are written by the prover itself (``prove_claim`` with solving switched off, so every condition is
written), optionally with "no move from P to P" split by move type, and each file is run through
each solver in its own subprocess (``solvers.py``) under a wall-clock cap.

    python experiments/wythoff_encodings.py facts --bits 8 12 16
    python experiments/wythoff_encodings.py claims --bits 6 8 10 --cand isqrt partner-isqrt --split

Prints one line per file and solver; files go under ``--out`` (default /tmp/wythoff-enc).

Findings (2-core machine, Nov 2026; z3 4.x via z3-solver 5.4.1, Bitwuzla 0.10.0; wall caps 30-60 s):

* Each certificate of Wythoff's theorem needs a Beatty-type fact, and bit-blasted every such fact
  is hard for SAT from about 12 bits: isqrt(5x^2) as a side-condition variable is unique
  (12 bits: z3 > 30 s, Bitwuzla 14 s; 16 bits: both > 30 s); monotonicity of multiplication by
  the constant round(2^s / phi) (16 bits: z3 > 30 s, Bitwuzla 15 s; 24 bits: both > 30 s); the
  partner map is an involution (12 bits: 7 s / 6 s; 16 bits: both > 60 s); the same through a
  greedy Zeckendorf circuit (z3: 12 bits 1.8 s, 16 bits > 60 s).
* The rule by comparing squares is no faster than the isqrt rule ("no move from P to P" at
  12 bits, split by move type: z3 > 60 s, Bitwuzla 25-50 s per move type).
* A functional partner map (dyadic 1/phi) with three conjuncts (x2 = P(x1), x1 = P(x2),
  min = F(d)) makes the heap moves of "no move from P to P" trivial once the query is split by
  move type (16 bits: Bitwuzla 0.07 s, z3 0.8 s: y2 = x2 is substituted and the two rule terms
  coincide), but not the diagonal move (16 bits: both > 60 s; the compiler's sign extensions
  keep |x1 - x2| and |y1 - y2| apart after substitution) nor the strategy condition (which
  needs the involution above); unsplit, it is slower than the isqrt rule at 8 bits.
* What worked (Nov 2026, ``gamecheck/prover/lemmas.py``): the square roots are not bit-blasted
  at all. ``A(k) = floor(k phi)`` is abstracted in the conditions (a fresh variable per
  application, Ackermann's consistency constraints), and the solvers get five lemmas about one
  index each (A(0) = 0; A(x) < 2x; a = A(k) has index k, b = A(k) + k is no lower number and has
  upper index k; every x is a lower or an upper number; A increasing), checked by exact
  evaluation at all 2^16 values. "No move from P to P" then takes z3 17 M units and Bitwuzla
  0.9 M polls (7 s) at 16 bits, the strategy condition z3 65 M and Bitwuzla 1.7 M (11-15 s); the
  catalogue claim core.wythoff-z3 is proved at 16 bits in the audit.
* Through the prover's own queries the catalogue's isqrt encoding and a 3-isqrt variant
  ("partner-isqrt") cost about the same: 7 bits z3 7.4 s, Bitwuzla 5.5 s in total; 8 bits z3
  27-36 s, Bitwuzla 17-22 s (the strategy condition dominates).
"""

from __future__ import annotations

import argparse
import sys
from decimal import Decimal, getcontext
from pathlib import Path

import z3

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from solvers import solve, write_queries as export  # noqa: E402

getcontext().prec = 120
PHI = (1 + Decimal(5).sqrt()) / 2


def dyadic(s: int) -> int:
    """M = round(2^s / phi)."""
    return int((Decimal(2) ** s / PHI).to_integral_value())


# -- facts -------------------------------------------------------------------------------------------

def _write(path: Path, assertions) -> Path:
    s = z3.Solver()
    s.add(*assertions)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(s.to_smt2())
    return path


def facts(B: int, out: Path) -> dict[str, Path]:
    """Raw SMT-LIB files, each unsat iff its fact holds for B-bit n (m)."""
    files = {}
    W = 2 * B + 4
    x = z3.BitVec("x", B)
    N = z3.ZeroExt(W - B, x) * z3.ZeroExt(W - B, x) * 5
    A = []
    rs = [z3.BitVec(f"r{i}", B + 2) for i in (1, 2)]
    for r in rs:
        R = z3.ZeroExt(W - B - 2, r)
        A += [z3.ULE(R * R, N), z3.ULT(N, R * R + 2 * R + 1)]
    files["isqrt(5x^2) is unique"] = _write(out / f"fact-isqrt-unique-{B}.smt2", A + [rs[0] != rs[1]])
    s = 2 * B + 3
    M = dyadic(s)
    Wm = B + 2 + s
    n, m = z3.BitVecs("n m", B)

    def g(v):
        return z3.Extract(B + 1, 0, z3.LShR(z3.ZeroExt(Wm - v.size(), v) * M, s))

    files["n < m => g(n) <= g(m) (g by a constant multiplication)"] = _write(
        out / f"fact-mono-{B}.smt2", [z3.ULT(n, m), z3.UGT(g(n), g(m))])

    def partner(v):
        G, H = g(v), g(v + 1)
        return z3.If(z3.UGT(H, G), v + G + 1, G)

    nn = z3.ZeroExt(2, n)
    files["partner(partner(n)) = n"] = _write(out / f"fact-involution-{B}.smt2", [partner(partner(nn)) != nn])
    return files


# -- claims -------------------------------------------------------------------------------------------

def _gexp(n: str, s: int) -> str:
    return f"(({n}) * {dyadic(s)}) >> {s}"


#: candidate (rule, lets, strategy) texts; "isqrt" is the catalogue's text before this work
CANDIDATES: dict[str, tuple[str, dict[str, str], str]] = {
    "isqrt": (
        "min(x1, x2) == (abs(x1 - x2) + isqrt(5 * abs(x1 - x2) * abs(x1 - x2))) // 2",
        {"a": "min(x1, x2)", "b": "max(x1, x2)", "d": "abs(x1 - x2)",
         "kA": "max(0 if a == 0 else (a + isqrt(5 * a * a)) // 2 + 1 - a, 0)",
         "isA": "(kA + isqrt(5 * kA * kA)) // 2 == a", "bk": "(kA + isqrt(5 * kA * kA)) // 2 + kA",
         "Ad": "(d + isqrt(5 * d * d)) // 2", "jB": "max(2 * a - (a + isqrt(5 * a * a)) // 2, 0)",
         "aJ": "(jB + isqrt(5 * jB * jB)) // 2", "na": "Ad if isA and b < bk else a",
         "nb": "bk if isA and b > bk else (Ad + d if isA and b < bk else aJ)"},
        "(na, nb) if x1 <= x2 else (nb, na)"),
    # the same rule; the strategy with 3 isqrt instead of 5: g(a) = floor(a / phi) is both the
    # index k - 1 of a lower a and the partner a_j of an upper a
    "partner-isqrt": (
        "a == (d + isqrt(5 * d * d)) // 2",
        {"a": "min(x1, x2)", "b": "max(x1, x2)", "d": "abs(x1 - x2)",
         "ga": "max((isqrt(5 * a * a) - a) // 2, 0)", "kk": "ga + 1",
         "low": "a > 0 and (kk + isqrt(5 * (kk * kk))) // 2 == a", "bk": "a + kk",
         "Ad": "(d + isqrt(5 * d * d)) // 2", "na": "Ad if low and b < bk else a",
         "nb": "bk if low and b > bk else (Ad + d if low and b < bk else ga)"},
        "(na, nb) if x1 <= x2 else (nb, na)"),
    # the rule by comparing squares (no fresh variable in the rule)
    "squares": (
        "2 * a >= d and (2 * a - d) * (2 * a - d) <= 5 * d * d and 5 * d * d < (2 * a - d + 2) * (2 * a - d + 2)",
        {"a": "min(x1, x2)", "b": "max(x1, x2)", "d": "abs(x1 - x2)",
         "ga": "max((isqrt(5 * a * a) - a) // 2, 0)", "kk": "ga + 1",
         "low": "a > 0 and (kk + isqrt(5 * (kk * kk))) // 2 == a", "bk": "a + kk",
         "Ad": "(d + isqrt(5 * d * d)) // 2", "na": "Ad if low and b < bk else a",
         "nb": "bk if low and b > bk else (Ad + d if low and b < bk else ga)"},
        "(na, nb) if x1 <= x2 else (nb, na)"),
    # functional (isqrt-free) partner map by a dyadic 1/phi, exact for n <= 2^16 + 1 (s = 35), three
    # conjuncts so that a heap move between P-positions is refuted by congruence
    "partner-dyadic": (
        "x2 == P1 and x1 == P2 and min(x1, x2) == F",
        {"fa": _gexp("x1", 35), "fb": _gexp("x1 + 1", 35), "P1": "x1 + fa + 1 if fb > fa else fa",
         "fc": _gexp("x2", 35), "fd": _gexp("x2 + 1", 35), "P2": "x2 + fc + 1 if fd > fc else fc",
         "d": "abs(x1 - x2)", "F": "d + (" + _gexp("d", 35) + ")", "m": "min(x1, x2) - F"},
        "(x1, P1) if x1 <= x2 and P1 < x2 else ((P2, x2) if x2 < x1 and P2 < x1 else (x1 - m, x2 - m))"),
}


def claim_text(name: str, cid: str = "exp.wythoff") -> str:
    rule, lets, strategy = CANDIDATES[name]
    let = ", ".join(f'{k} = "{v}"' for k, v in lets.items())
    return (f'[[claim]]\nid = "{cid}"\nstatement = "Wythoff (candidate {name})"\nruleset = "wythoff"\n'
            f'bound = 60\nkind = "p-rule"\nrule = "{rule}"\nlet = {{ {let} }}\nstrategy = "{strategy}"\n')


def split_moves(path: Path) -> list[tuple[str, Path]]:
    """The Wythoff "no move from P to P" file split into one file per move type."""
    A = list(z3.parse_smt2_file(str(path)))
    consts = {}

    def walk(e):
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            consts[str(e)] = e
        for c in e.children():
            walk(c)

    for a in A:
        walk(a)
    x1, x2, y1, y2 = (consts[n] for n in ("x1", "x2", "y1", "y2"))
    idx = [i for i, a in enumerate(A) if z3.is_or(a) and "y1" in str(a) and "x1" in str(a)]
    assert len(idx) == 1, "the move assertion was not found"
    i = idx[0]
    zero = z3.BitVecVal(0, x1.size())
    kinds = {"heap 1": z3.And(y1 >= zero, y1 < x1, y2 == x2), "heap 2": z3.And(y2 >= zero, y2 < x2, y1 == x1),
             "both": z3.And(y1 >= zero, y2 >= zero, y1 < x1, x1 - y1 == x2 - y2)}
    out = []
    for k, m in kinds.items():
        p = path.with_name(path.stem + "." + k.replace(" ", "") + ".smt2")
        _write(p, A[:i] + [m] + A[i + 1:])
        out.append((f"no move from P to P ({k})", p))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["facts", "claims"])
    ap.add_argument("--bits", type=int, nargs="+", default=[8, 12, 16])
    ap.add_argument("--cand", nargs="+", default=list(CANDIDATES))
    ap.add_argument("--solvers", nargs="+", default=["z3", "bitwuzla"])
    ap.add_argument("--split", action="store_true", help="split 'no move from P to P' by move type")
    ap.add_argument("--wall", type=float, default=60.0)
    ap.add_argument("--out", default="/tmp/wythoff-enc")
    args = ap.parse_args()
    out = Path(args.out)
    from gamecheck.claims import parse_claims

    for B in args.bits:
        if args.what == "facts":
            jobs = [(f"{B:2d} bits  {name}", p) for name, p in facts(B, out).items()]
        else:
            jobs = []
            for cand in args.cand:
                files = export(parse_claims(claim_text(cand))[0], B, out / f"{cand}-{B}")
                for name, p in files:
                    if args.split and name == "no move from P to P":
                        jobs += [(f"{B:2d} bits  {cand:15s} {n}", q) for n, q in split_moves(p)]
                    else:
                        jobs.append((f"{B:2d} bits  {cand:15s} {name}", p))
        for label, p in jobs:
            for sv in args.solvers:
                r = solve(sv, p, 0, args.wall)
                print(f"{label:75s} {sv:9s} {r['status']:8s} {r['seconds']:7.2f} s", flush=True)


if __name__ == "__main__":
    main()
