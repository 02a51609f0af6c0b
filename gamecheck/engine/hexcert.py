"""Arithmetic periodicity of hexadecimal take-and-break games, decided by finite automata.

**Theorem (gamecheck's own).** Let ``digits`` be a hexadecimal code (``digits[0] = 0``, digits
``0..15``: bit 1 of ``digits[t]`` removes a heap of exactly ``t``, bit 2 removes ``t`` and leaves
one heap, bit 4 two heaps, bit 8 three heaps), and let ``F`` be the claimed sequence:
``F(j) = g(j)`` for ``j < e + p`` and ``F(j) = F(j - p) + s`` for ``j >= e + p``. Let
``Opt_F(n)`` be the set of option values of a heap of ``n`` computed with ``F`` in place of
``g``: for each ``t`` with ``d = digits[t]``, ``0`` when ``d & 1`` and ``n = t``; ``F(n - t)``
when ``d & 2`` and ``n - t >= 1``; ``F(a) XOR F(b)`` when ``d & 4``, ``a + b = n - t``,
``a, b >= 1``; ``F(a) XOR F(b) XOR F(c)`` when ``d & 8``, ``a + b + c = n - t``, all ``>= 1``.
If

    (Phi)  for every ``n >= e``: ``mex Opt_F(n) = F(n)``,

then ``g(n) = F(n)`` for every ``n``.

*Proof.* Strong induction on ``n``. For ``n < e`` (indeed ``n < e + p``) ``F(n) = g(n)`` by
definition. For ``n >= e`` assume ``g(m) = F(m)`` for every ``m < n``. Every option of a heap
of ``n`` consists of heaps smaller than ``n`` (a move removes ``t >= 1`` counters: the digit
before the point is 0), so its value, a nim-sum of ``g`` of its heaps (Sprague–Grundy), equals
the same nim-sum of ``F``: ``Opt_g(n) = Opt_F(n)``. Hence ``g(n) = mex Opt_g(n) = mex Opt_F(n)
= F(n)`` by (Phi). ∎

Conversely, if (Phi) fails, its least counterexample ``n`` is exactly the first heap where ``g``
departs from ``F``: below ``n`` the same induction gives ``g = F``, so ``Opt_g(n) = Opt_F(n)``
and ``g(n) = mex Opt_F(n) != F(n)``.

**Decision procedure.** (Phi) is a sentence of Presburger arithmetic extended by the bitwise
XOR, and the graph of ``F`` is definable in it (``j = e + r + p q``, ``v = s q + F(e + r)`` for
``0 <= r < p``, and a finite table below ``e``). Such sentences are decided by finite automata
reading the numbers in binary, least significant bit first (Büchi 1960; Boudet and Comon 1996;
Wolper and Boigelot 2000), with :mod:`gamecheck.engine.automatic`. The automata are built
compositionally, never with more than four tracks:

* the heaps ``j >= 1`` are cut into *atoms* (:func:`_atoms`): one per heap below ``e`` (or one
  table atom for a long preperiod) and one per residue ``r``, where ``j = base + p q`` and
  ``F(j) = value + s q`` are linear in the quotient ``q``;
* ``S2(m, u)``: ``exists a, b >= 1: a + b = m and u = F(a) XOR F(b)``, the union over pairs of
  atoms of :func:`_convolve` (inside a pair only the quotients are guessed, never a residue: a
  residue guessed bit by bit made the subset construction blow up);
* ``S3(m, w)``: ``exists m', c >= 1: m' + c = m and exists u: S2(m', u) and w = u XOR F(c)``,
  the union over rows of pairs and a third atom;
* ``Opt(n, w)``: the union over the digits of the pieces shifted by ``t``;
* ``Bad_r(q)``, per residue of ``n = e + r + p q`` with ``u = s q + F(e + r)``:
  ``Opt(n, u) or exists v < u: not Opt(n, v)``.

(Phi) holds iff every ``Bad_r`` is empty; otherwise the least ``e + r + p q`` over the least
elements of the ``Bad_r`` is the first departure. The first heaps ``e <= n < e + 2 p + 16`` are
checked directly before any automaton is built.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

from gamecheck.errors import UsageError
from gamecheck.engine import automatic as au

if TYPE_CHECKING:
    from gamecheck.domain import Deadline

__all__ = ["HexCertificate", "hex_arithmetic_bad", "not_applied_reason"]


@dataclass
class HexCertificate:
    """The outcome of the automaton check of (Phi) for one ``(e, p, s)``.

    Attributes:
        holds: ``True`` when ``Bad`` is empty (the theorem applies: ``g = F`` everywhere).
        first_departure: the least element of ``Bad`` (``None`` when it holds): the first heap
            where ``g`` departs from ``F``.
        sizes: the number of states of each named automaton (``Fr``, ``S2``, ``S3``, ``Opt``,
            ``Bad``, where built).
        seconds: the wall time of the construction and the emptiness check.
    """

    holds: bool
    first_departure: int | None
    sizes: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def not_applied_reason(digits: Sequence[int]) -> str | None:
    """Why the automaton certificate does not apply to this code, or ``None`` when it does.

    Args:
        digits: the code digits (``digits[0]`` before the point).

    Returns:
        a one-line reason (a digit before the point other than 0, a digit above 15), or ``None``.

    Examples:
        >>> not_applied_reason((0, 3, 15)) is None
        True
        >>> not_applied_reason((4, 8))
        'not applied: the digit before the point is 4 (only 0 is supported)'
    """
    if not digits:
        return "not applied: the code has no moves"
    if digits[0] != 0:
        return f"not applied: the digit before the point is {digits[0]} (only 0 is supported)"
    big = [d for d in digits if not 0 <= d <= 15]
    if big:
        return f"not applied: the digit {big[0]} is not a hexadecimal digit (general codes are not supported)"
    return None


#: an atom of the claimed sequence on the heaps ``>= 1``: ``(kind, base, value)``: ``"entry"``, the
#: heap ``base`` with the value ``value``; ``"periodic"``, the heaps ``base + p q`` with the values
#: ``value + s q`` (``q >= 0``); ``"table"``, the heaps and values of the pairs in ``base``
Atom = tuple[str, Any, int]

#: a preperiod with at most this many heaps ``1 <= j < e`` gives one atom per heap; a longer one
#: is a single table atom (the number of pieces of ``S3`` grows as the cube of the atoms)
TABLE_ENTRIES = 6
#: ``S2_i`` (a row of pairs of atoms) is convolved as one automaton when it has at most this many
#: times the states of its largest piece
ROW_FACTOR = 2


def _atoms(F: Sequence[int], e: int, p: int, s: int) -> list[Atom]:
    """The heaps ``j >= 1`` cut into atoms: the table ``1 <= j < e`` (an atom per heap, or one
    atom when there are more than :data:`TABLE_ENTRIES`) and one periodic atom per residue ``r``
    (``j = e + r + p q``; for ``e + r = 0`` the heaps ``p + p q``, values ``F(0) + s + s q``).
    Every heap ``j >= 1`` is in exactly one atom."""
    if e - 1 > TABLE_ENTRIES:
        out: list[Atom] = [("table", tuple((j0, int(F[j0])) for j0 in range(1, e)), 0)]
    else:
        out = [("entry", j0, int(F[j0])) for j0 in range(1, e)]
    for r in range(p):
        out.append(("periodic", e + r, int(F[e + r])) if e + r >= 1 else ("periodic", p, int(F[0]) + s))
    return out


def _atom_graph(atom: Atom, p: int, s: int, j: str, v: str, deadline: "Deadline | None") -> au.DFA:
    """``v = F(j)`` and ``j`` in the atom, over the tracks ``(j, v)``."""
    kind, base, val = atom
    kw = {"deadline": deadline}
    if kind == "entry":
        return au.conj(au.const(j, base), au.const(v, val), **kw)
    if kind == "table":
        return _union([au.conj(au.const(j, a), au.const(v, b), **kw) for a, b in base], [j, v], deadline)
    piece = au.conj(au.linear({j: 1, "q": -p}, base), au.linear({v: 1, "q": -s}, val), **kw)
    return au.reorder(au.exists(piece, "q", **kw), [j, v])


def _union(parts: list[au.DFA], tracks: list[str], deadline: "Deadline | None") -> au.DFA:
    """The disjunction of automata over the same tracks, as a balanced tree of products."""
    parts = [au.reorder(x, tracks) for x in parts] or [au.false(tracks)]
    while len(parts) > 1:
        nxt = [au.disj(parts[i], parts[i + 1], deadline=deadline) for i in range(0, len(parts) - 1, 2)]
        if len(parts) % 2:
            nxt.append(parts[-1])
        parts = nxt
    return au.reorder(parts[0], tracks)


def _graph(F: Sequence[int], e: int, p: int, s: int, deadline: "Deadline | None") -> au.DFA:
    """``Fr(j, v)``: ``v = F(j)``, the union of ``F(0)`` and the atoms."""
    parts = [au.conj(au.const("j", 0), au.const("v", int(F[0])))]
    parts += [_atom_graph(a, p, s, "j", "v", deadline) for a in _atoms(F, e, p, s)]
    return _union(parts, ["j", "v"], deadline)


def _convolve(R: au.DFA, atom: Atom, p: int, s: int, deadline: "Deadline | None") -> au.DFA:
    """``C(m, w)``: ``exists c in the atom, k: m = k + c and exists u: R(k, u) and w = u XOR F(c)``,
    for ``R`` over the tracks ``(k, u)``.

    In a periodic atom ``c = base + p q`` and ``F(c) = value + s q``: ``k`` and ``u`` are then
    determined bit by bit by ``(q, m, w)`` (a subtraction and an exclusive or), and only ``q`` is
    a genuine existential -- no residue is guessed while the bits are read.
    """
    kw = {"deadline": deadline}
    kind, base, val = atom
    periodic = kind == "periodic"
    if kind == "table":  # c and F(c) from the table: k = m - c, then w = u XOR F(c)
        b = au.exists(au.conj(au.linear({"m": 1, "k": -1, "c": -1}, 0), _atom_graph(atom, p, s, "c", "x", deadline),
                              **kw), "c", **kw)
        rk = au.exists(au.conj(b, R, **kw), "k", **kw)
        piece = au.exists(au.exists(au.conj(rk, au.xor("u", "x", "w"), **kw), "u", **kw), "x", **kw)
        return au.reorder(piece, ["m", "w"])
    if periodic:
        split = au.linear({"m": 1, "k": -1, "q": -p}, base)
        xval = au.linear({"x": 1, "q": -s}, val)
    else:
        split = au.linear({"m": 1, "k": -1}, base)
        xval = au.const("x", val)
    xw = au.exists(au.conj(xval, au.xor("u", "x", "w"), **kw), "x", **kw)  # w = u XOR F(c)
    rk = au.exists(au.conj(split, R, **kw), "k", **kw)
    piece = au.exists(au.conj(rk, xw, **kw), "u", **kw)
    if periodic:
        piece = au.exists(piece, "q", **kw)
    return au.reorder(piece, ["m", "w"])


def _shift_set(ts: Sequence[int], m: str, n: str) -> au.DFA:
    """``n = m + t`` for some ``t`` in ``ts``."""
    out = au.false([m, n])
    for t in ts:
        out = au.disj(out, au.reorder(au.linear({n: 1, m: -1}, t), [m, n]))
    return out


def _direct_counterexample(F: Sequence[int], digits: Sequence[int], e: int, p: int, s: int, upto: int,
                           deadline: "Deadline | None") -> int | None:
    """The least ``n`` in ``[e, upto]`` with ``mex Opt_F(n) != F(n)``, by evaluating the options
    one by one (the claimed ``F`` continued to ``upto``), or ``None``."""
    G = list(F[: e + p])
    while len(G) <= upto:
        G.append(G[len(G) - p] + s)
    # pair[m]: the nim-sums F(a) XOR F(b), a + b = m, a, b >= 1
    pair: list[set[int]] = [set() for _ in range(upto + 1)]
    for m in range(2, upto + 1):
        pair[m] = {G[a] ^ G[m - a] for a in range(1, m // 2 + 1)}
    for n in range(e, upto + 1):
        if deadline is not None and n & 63 == 0:
            deadline.check("the direct check of the first heaps")
        opts: set[int] = set()
        for t, d in enumerate(digits):
            if t == 0 or t > n:
                continue
            m = n - t
            if d & 1 and m == 0:
                opts.add(0)
            if d & 2 and m >= 1:
                opts.add(G[m])
            if d & 4:
                opts |= pair[m]
            if d & 8:
                for c in range(1, m - 1):
                    opts.update(x ^ G[c] for x in pair[m - c])
        v = 0
        while v in opts:
            v += 1
        if v != G[n]:
            return n
    return None


def hex_arithmetic_bad(F: Sequence[int], digits: Sequence[int], e: int, p: int, s: int, *,
                       deadline: "Deadline | None" = None, direct: int | None = None) -> HexCertificate:
    """Decide (Phi) of the module's theorem for the claimed sequence ``F`` by automata.

    The caller is responsible for ``F(0..e + p - 1)`` being the Grundy values (recomputed by the
    mex rule): the theorem then gives ``g = F`` when ``Bad`` is empty. This function only
    builds the automata and checks emptiness; it never answers "holds" unless the emptiness
    check finished.

    ``Bad`` is built per residue: for ``n = e + r + p q`` (``0 <= r < p``) the value claimed is
    ``u = s q + F(e + r)``, and ``Bad_r(q)`` says ``Opt(n, u) or exists v < u: not Opt(n, v)``;
    ``Bad`` is empty iff every ``Bad_r`` is, and its least element is the least
    ``e + r + p * min Bad_r``.

    Before any automaton is built the heaps ``e <= n < e + direct`` are checked directly (their
    options evaluated one by one with ``F``; ``direct`` defaults to ``2 p + 16``): a claim read off
    too few values usually fails there, and the least counterexample found so is the least of
    ``Bad``; the automata then decide the heaps beyond.

    Args:
        F: at least ``e + p`` values ``F(0..e + p - 1)``.
        digits: a hexadecimal code with ``digits[0] = 0`` (see :func:`not_applied_reason`).
        e: the preperiod (``>= 0``).
        p: the period (``>= 1``).
        s: the saltus (``>= 0``).
        deadline: a :class:`gamecheck.domain.Deadline`, checked throughout the constructions.
        direct: how many heaps from ``e`` on are checked directly first (0: none, the automata
            decide every heap).

    Returns:
        a :class:`HexCertificate`: whether ``Bad`` is empty, its least element otherwise, the
        automaton sizes (the largest ``Bad_r`` as ``Bad``) and the time.

    Raises:
        UsageError: on a code the procedure does not apply to, too few values or bad ``e, p, s``.
        ResourceLimitError: when an automaton passes :data:`gamecheck.engine.automatic.MAX_STATES`
            states, or once the deadline has passed.

    Examples:
        >>> c = hex_arithmetic_bad([0, 0, 0, 0], (0, 8), 1, 3, 1)   # 0.8: g(n) = (n - 1) // 3
        >>> c.holds, c.first_departure
        (True, None)
    """
    reason = not_applied_reason(tuple(digits))
    if reason is not None:
        raise UsageError(reason)
    for name, x, lo in (("e", e, 0), ("p", p, 1), ("s", s, 0)):
        if isinstance(x, bool) or not isinstance(x, int) or x < lo:
            raise UsageError(f"{name}={x!r} is not allowed; give an integer >= {lo}")
    if len(F) < e + p:
        raise UsageError(f"{len(F)} values given; the claim needs F(0..{e + p - 1})")
    F = [int(v) for v in F[: e + p]]
    if any(v < 0 for v in F):
        raise UsageError("the values must be natural numbers")
    began = time.perf_counter()
    sizes: dict[str, int] = {}
    kw = {"deadline": deadline}
    direct = 2 * p + 16 if direct is None else int(direct)
    if direct > 0:
        n = _direct_counterexample(F, digits, e, p, s, e + direct - 1, deadline)
        if n is not None:
            return HexCertificate(False, n, sizes, time.perf_counter() - began)
    fr = _graph(F, e, p, s, deadline)
    sizes["Fr"] = fr.states
    bits: dict[int, list[int]] = {1: [], 2: [], 4: [], 8: []}
    for t, d in enumerate(digits):
        for b in bits:
            if d & b:
                bits[b].append(t)
    atoms = _atoms(F, e, p, s)
    graphs = [_atom_graph(a, p, s, "k", "u", deadline) for a in atoms]  # each over (k, u)
    one = _union(graphs, ["k", "u"], deadline)  # R1(k, u): u = F(k), k >= 1
    s2 = s3 = None
    if bits[4] or bits[8]:
        # S2 pieces, one per pair of atoms i <= j (a in atom i, b in atom j: the nim-sums are
        # symmetric); S3 pieces one per triple i <= j <= k
        pairs = {(i, j): _convolve(graphs[i], atoms[j], p, s, deadline)
                 for i in range(len(atoms)) for j in range(i, len(atoms))}
        s2 = _union(list(pairs.values()), ["m", "w"], deadline)
        sizes["S2"] = s2.states
        if bits[8]:
            # S2_i: the nim-sums of a heap in atom i and one in an atom j >= i; every triple of
            # atoms i <= j <= k is in S2_i convolved with atom k >= i
            # (when the union S2_i is much larger than its pieces, the pieces are convolved one by
            # one instead: (i, j) with atom k >= j)
            triples = []
            for i in range(len(atoms)):
                row = [pairs[i, j] for j in range(i, len(atoms))]
                union = _union(row, ["m", "w"], deadline)
                if union.states <= ROW_FACTOR * max(x.states for x in row):
                    todo = [(union, i)]
                else:
                    todo = [(pairs[i, j], j) for j in range(i, len(atoms))]
                triples += [_convolve(au.rename(r, {"m": "k", "w": "u"}), atoms[k], p, s, deadline)
                            for r, lo in todo for k in range(lo, len(atoms))]
            s3 = _union(triples, ["m", "w"], deadline)
            sizes["S3"] = s3.states
            sizes["S3 pieces"] = len(triples)
    opt = au.false(["n", "w"])
    for t in bits[1]:
        opt = au.disj(opt, au.conj(au.const("n", t), au.const("w", 0)), **kw)
    pieces = []
    if bits[2]:
        pieces.append((bits[2], au.rename(one, {"k": "m", "u": "w"})))  # one heap n - t >= 1
    if bits[4]:
        pieces.append((bits[4], s2))
    if bits[8]:
        pieces.append((bits[8], s3))
    for ts, rel in pieces:
        shifted = au.exists(au.conj(rel, _shift_set(ts, "m", "n"), **kw), "m", **kw)
        opt = au.disj(opt, au.reorder(shifted, ["n", "w"]), **kw)
    opt = au.reorder(opt, ["n", "w"])
    sizes["Opt"] = opt.states
    # per residue r: n = e + r + p q, u = s q + F(e + r);
    # Bad_r(q): Opt(n, u) or exists v < u: not Opt(n, v)
    missing = au.exists(au.conj(au.rename(au.complement(opt), {"w": "v"}), au.less("v", "u"), **kw), "v", **kw)
    wrong = au.reorder(au.disj(au.rename(opt, {"w": "u"}), missing, **kw), ["n", "u"])
    first: int | None = None
    largest = 0
    for r in range(p):
        at = au.conj(au.linear({"n": 1, "q": -p}, e + r), au.linear({"u": 1, "q": -s}, F[e + r]), **kw)
        bad_r = au.exists(au.exists(au.conj(at, wrong, **kw), "n", **kw), "u", **kw)
        largest = max(largest, bad_r.states)
        if not au.is_empty(bad_r):
            q = au.least(bad_r, "q", deadline=deadline)
            n = e + r + p * int(q)  # type: ignore[arg-type]
            first = n if first is None else min(first, n)
    sizes["Bad"] = largest
    return HexCertificate(first is None, first, sizes, time.perf_counter() - began)
