"""Finite automata over tracks of natural numbers written in binary, least significant bit first.

A tuple of natural numbers ``(x_0, ..., x_{k-1})`` is read as a word over the alphabet of
``k``-bit letters: letter ``i`` holds bit ``i`` of every number, bit ``j`` of the letter being
bit ``i`` of track ``j`` (the first track is the lowest bit of the letter). A tuple has many
words, one per length at least the bit length of its largest number (the shorter numbers padded
with zeros). Every automaton built here keeps the invariant

    *a word is accepted iff the same word followed by an all-zero letter is accepted*,

so acceptance is a property of the tuple, not of the word chosen for it, and the Boolean
operations on automata are the Boolean operations on sets of tuples.

Presburger arithmetic extended by bitwise operations (``x XOR y = z``) is decidable by such
automata: every formula defines a regular set of tracks, conjunction is a product, negation a
complement of a complete deterministic automaton, and an existential quantifier the projection of
a track followed by the subset construction (Büchi, "Weak second-order arithmetic and finite
automata", Z. Math. Logik Grundlagen Math. 6 (1960); Boudet and Comon, "Diophantine equations,
Presburger arithmetic and finite automata", CAAP 1996, LNCS 1059; Wolper and Boigelot, "On the
construction of automata from linear arithmetic constraints", TACAS 2000, LNCS 1785). The code is
ours.

An automaton is a :class:`DFA`: a complete deterministic automaton with start state 0, its
transitions a numpy table ``delta[state, letter]`` and its accepting states a Boolean array, with
named tracks. The atoms are :func:`linear` (``sum a_i x_i = c``), :func:`xor`, :func:`less`,
:func:`less_equal`, :func:`const`, :func:`true` and :func:`false`; the operations
:func:`conj`, :func:`disj`, :func:`complement`, :func:`exists`, :func:`minimize`,
:func:`rename`, :func:`reorder`; the questions :func:`accepts`, :func:`is_empty`,
:func:`witness` (a shortest accepted word, decoded) and :func:`least` (the least value of one
track among the accepted tuples of a one-track automaton).

Every construction is bounded by :data:`MAX_STATES` states (a :class:`ResourceLimitError`
beyond it) and checks an optional :class:`gamecheck.domain.Deadline` as it goes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

import numpy as np

from gamecheck.errors import ResourceLimitError, UsageError

if TYPE_CHECKING:
    from gamecheck.domain import Deadline

__all__ = [
    "DFA",
    "MAX_STATES",
    "MAX_TRACKS",
    "linear",
    "xor",
    "less",
    "less_equal",
    "const",
    "true",
    "false",
    "conj",
    "disj",
    "complement",
    "exists",
    "minimize",
    "rename",
    "reorder",
    "accepts",
    "is_empty",
    "witness",
    "least",
]

#: the largest number of states any construction may reach (product, subset construction, atom)
MAX_STATES = 200_000
#: the largest number of tracks of an automaton (its alphabet has 2**tracks letters)
MAX_TRACKS = 8
#: members of the subsets expanded together by the subset construction
_BATCH = 1 << 16


@dataclass(frozen=True, eq=False)
class DFA:
    """A complete deterministic automaton over named tracks of LSB-first binary naturals.

    Attributes:
        tracks: the track names; track ``j`` is bit ``j`` of a letter.
        delta: ``int32`` array of shape ``(states, 2**len(tracks))``, the transitions.
        accept: Boolean array of shape ``(states,)``; the start state is 0.
    """

    tracks: tuple[str, ...]
    delta: np.ndarray
    accept: np.ndarray

    @property
    def states(self) -> int:
        """The number of states."""
        return int(self.delta.shape[0])

    def __repr__(self) -> str:
        return f"DFA(tracks={self.tracks}, states={self.states})"


# ---------------------------------------------------------------------------
# helpers


def _tick(deadline: "Deadline | None", what: str) -> None:
    if deadline is not None:
        deadline.check(what)


def _cap(n: int, what: str, cap: int | None) -> None:
    limit = MAX_STATES if cap is None else cap
    if n > limit:
        raise ResourceLimitError(f"{what} exceeds {limit:,} automaton states (gamecheck.engine.automatic.MAX_STATES)")


def _check_tracks(tracks: Sequence[str]) -> tuple[str, ...]:
    out = tuple(str(t) for t in tracks)
    if len(set(out)) != len(out):
        raise UsageError(f"track names {out} repeat a name; give distinct names")
    if len(out) > MAX_TRACKS:
        raise UsageError(f"{len(out)} tracks are more than the {MAX_TRACKS} an automaton may have")
    return out


def _letters(k: int) -> np.ndarray:
    return np.arange(1 << k, dtype=np.int64)


def _bits(letters: np.ndarray, j: int) -> np.ndarray:
    return (letters >> j) & 1


def _unique_inverse(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(uniq, inv)`` of a 1-D int64 array, by sorting (``uniq[inv] == x``, ``uniq`` sorted)."""
    order = np.argsort(x, kind="stable")
    xs = x[order]
    flag = np.empty(xs.size, dtype=bool)
    flag[:1] = True
    flag[1:] = xs[1:] != xs[:-1]
    inv = np.empty(x.size, dtype=np.int64)
    inv[order] = np.cumsum(flag) - 1
    return xs[flag], inv


def _first_seen(x: np.ndarray) -> np.ndarray:
    """The distinct values of a 1-D array in the order of their first occurrence."""
    order = np.argsort(x, kind="stable")
    xs = x[order]
    flag = np.empty(xs.size, dtype=bool)
    flag[:1] = True
    flag[1:] = xs[1:] != xs[:-1]
    return x[np.sort(order[flag])]


def _row_classes(sig: np.ndarray) -> np.ndarray:
    """A class number per row of a 2-D int array: equal rows, equal numbers (``0..classes-1``)."""
    order = np.lexsort(sig.T[::-1])
    rows = sig[order]
    flag = np.empty(rows.shape[0], dtype=bool)
    flag[:1] = True
    flag[1:] = (rows[1:] != rows[:-1]).any(axis=1)
    cls = np.empty(rows.shape[0], dtype=np.int64)
    cls[order] = np.cumsum(flag) - 1
    return cls


def _explore(start: int, step, accept_of, tracks: tuple[str, ...], what: str,
             deadline: "Deadline | None", cap: int | None) -> DFA:
    """Breadth-first construction of a DFA whose states are int64 keys.

    ``step(keys)`` maps a 1-D int64 array of keys to the ``(m, L)`` array of their successor
    keys; ``accept_of(keys)`` gives their acceptance. States are numbered layer by layer.
    """
    L = 1 << len(tracks)
    known_keys = np.array([start], dtype=np.int64)  # sorted
    known_ids = np.array([0], dtype=np.int64)
    rows = [known_keys.copy()]
    frontier = known_keys.copy()
    edges: list[np.ndarray] = []  # per layer: (m, L) successor ids
    count = 1
    while frontier.size:
        _tick(deadline, what)
        succ = np.asarray(step(frontier), dtype=np.int64).reshape(-1)
        uniq, inv = _unique_inverse(succ)
        pos = np.minimum(np.searchsorted(known_keys, uniq), known_keys.size - 1)
        found = known_keys[pos] == uniq
        ids = np.empty(uniq.size, dtype=np.int64)
        ids[found] = known_ids[pos[found]]
        new = uniq[~found]
        ids[~found] = np.arange(count, count + new.size)
        count += new.size
        _cap(count, what, cap)
        edges.append(ids[inv].reshape(frontier.size, L))
        if new.size:
            allk = np.concatenate([known_keys, new])
            alli = np.concatenate([known_ids, np.arange(count - new.size, count)])
            order = np.argsort(allk, kind="stable")
            known_keys, known_ids = allk[order], alli[order]
            rows.append(new)
        frontier = new
    keys = np.concatenate(rows)
    delta = np.concatenate(edges).astype(np.int32)
    return DFA(tracks, delta, np.asarray(accept_of(keys), dtype=bool))


# ---------------------------------------------------------------------------
# atoms


def linear(coeffs: Mapping[str, int], c: int, *, deadline: "Deadline | None" = None) -> DFA:
    """The tuples with ``sum_i coeffs[x_i] * x_i == c`` (integer coefficients, natural ``x_i``).

    States are the carries ``r``: the equation still to hold for the numbers shifted right by
    the bits read; reading bits ``b_i`` from ``r`` needs ``r - sum a_i b_i`` even and leads to
    ``(r - sum a_i b_i) / 2``; ``r = 0`` accepts (Boudet and Comon 1996). ``|r|`` stays below
    ``max(|c|, sum |a_i|) + 1``.

    Args:
        coeffs: track name -> integer coefficient (the tracks in this order).
        c: the integer constant.
        deadline: a :class:`gamecheck.domain.Deadline`, checked per layer.

    Returns:
        a :class:`DFA` over the tracks of ``coeffs`` (not minimized; it is minimal up to the
        dead states).

    Raises:
        UsageError: on no tracks, repeated or too many tracks, or non-integer coefficients.
        ResourceLimitError: beyond :data:`MAX_STATES` states.

    Examples:
        >>> a = linear({"x": 1, "y": 1}, 5)
        >>> accepts(a, {"x": 2, "y": 3}), accepts(a, {"x": 2, "y": 4})
        (True, False)
    """
    tracks = _check_tracks(list(coeffs))
    if not tracks:
        raise UsageError("linear needs at least one track")
    a = []
    for t in tracks:
        v = coeffs[t]
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise UsageError(f"coefficient {v!r} of track {t!r} is not an integer")
        a.append(int(v))
    if isinstance(c, bool) or not isinstance(c, (int, np.integer)):
        raise UsageError(f"constant {c!r} is not an integer")
    letters = _letters(len(tracks))
    sums = np.zeros(letters.size, dtype=np.int64)
    for j, aj in enumerate(a):
        sums += aj * _bits(letters, j)
    bound = max(abs(int(c)), sum(abs(x) for x in a)) + 1
    dead = bound + 7  # a key outside every carry: the dead state

    def step(keys: np.ndarray) -> np.ndarray:
        r = keys[:, None]
        diff = r - sums[None, :]
        return np.where((diff % 2 == 0) & (r != dead), diff // 2, dead)

    return _explore(int(c), step, lambda k: k == 0, tracks, "a linear equation's automaton",
                    deadline, None)


def const(x: str, c: int) -> DFA:
    """The tuples with ``x == c`` (a natural constant).

    Returns:
        a one-track :class:`DFA`.

    Raises:
        UsageError: on a negative constant.

    Examples:
        >>> accepts(const("x", 6), {"x": 6}), accepts(const("x", 6), {"x": 7})
        (True, False)
    """
    if isinstance(c, bool) or not isinstance(c, (int, np.integer)) or c < 0:
        raise UsageError(f"constant {c!r} is not a natural number")
    return linear({x: 1}, int(c))


def xor(x: str, y: str, z: str) -> DFA:
    """The tuples with ``x XOR y == z`` (bitwise exclusive or, the nim-sum).

    Returns:
        a :class:`DFA` over the tracks ``(x, y, z)``: one accepting state and a dead state.

    Raises:
        UsageError: on repeated names.

    Examples:
        >>> accepts(xor("x", "y", "z"), {"x": 5, "y": 3, "z": 6})
        True
    """
    tracks = _check_tracks([x, y, z])
    letters = _letters(3)
    ok = (_bits(letters, 0) ^ _bits(letters, 1)) == _bits(letters, 2)
    delta = np.array([np.where(ok, 0, 1), np.ones(8, dtype=np.int64)], dtype=np.int32)
    return DFA(tracks, delta, np.array([True, False]))


def _compare(x: str, y: str, accept_eq: bool) -> DFA:
    tracks = _check_tracks([x, y])
    # states: 0 equal so far, 1 x < y, 2 x > y; a more significant differing bit decides
    letters = _letters(2)
    bx, by = _bits(letters, 0), _bits(letters, 1)
    delta = np.empty((3, 4), dtype=np.int32)
    for q in range(3):
        delta[q] = np.where(bx < by, 1, np.where(bx > by, 2, q))
    return DFA(tracks, delta, np.array([accept_eq, True, False]))


def less(x: str, y: str) -> DFA:
    """The tuples with ``x < y``.

    Returns:
        a :class:`DFA` over ``(x, y)``.

    Raises:
        UsageError: on ``x == y`` as names.

    Examples:
        >>> accepts(less("x", "y"), {"x": 4, "y": 5}), accepts(less("x", "y"), {"x": 5, "y": 5})
        (True, False)
    """
    return _compare(x, y, False)


def less_equal(x: str, y: str) -> DFA:
    """The tuples with ``x <= y``.

    Returns:
        a :class:`DFA` over ``(x, y)``.

    Raises:
        UsageError: on ``x == y`` as names.

    Examples:
        >>> accepts(less_equal("x", "y"), {"x": 5, "y": 5})
        True
    """
    return _compare(x, y, True)


def true(tracks: Sequence[str] = ()) -> DFA:
    """Every tuple over ``tracks``.

    Returns:
        a one-state accepting :class:`DFA`.

    Raises:
        UsageError: on repeated or too many names.

    Examples:
        >>> is_empty(true(["x"]))
        False
    """
    t = _check_tracks(tracks)
    return DFA(t, np.zeros((1, 1 << len(t)), dtype=np.int32), np.array([True]))


def false(tracks: Sequence[str] = ()) -> DFA:
    """No tuple over ``tracks``.

    Returns:
        a one-state rejecting :class:`DFA`.

    Raises:
        UsageError: on repeated or too many names.

    Examples:
        >>> is_empty(false(["x"]))
        True
    """
    t = _check_tracks(tracks)
    return DFA(t, np.zeros((1, 1 << len(t)), dtype=np.int32), np.array([False]))


# ---------------------------------------------------------------------------
# tracks


def _letter_map(src: Sequence[str], dst: Sequence[str]) -> np.ndarray:
    """For every letter over ``dst``, the letter over ``src`` (a subset of ``dst``) it restricts to."""
    letters = _letters(len(dst))
    out = np.zeros(letters.size, dtype=np.int64)
    for j, name in enumerate(src):
        out |= _bits(letters, dst.index(name)) << j
    return out


def reorder(a: DFA, tracks: Sequence[str]) -> DFA:
    """The same automaton with its tracks in the order ``tracks`` (a permutation of ``a.tracks``,
    or a superset: the new tracks are free, any value accepted).

    Returns:
        a :class:`DFA` over ``tracks``.

    Raises:
        UsageError: when ``tracks`` misses one of ``a.tracks`` or repeats a name.

    Examples:
        >>> b = reorder(less("x", "y"), ["y", "x"])
        >>> b.tracks, accepts(b, {"x": 1, "y": 2})
        (('y', 'x'), True)
    """
    t = _check_tracks(tracks)
    missing = [x for x in a.tracks if x not in t]
    if missing:
        raise UsageError(f"reorder to {t} drops the tracks {tuple(missing)}; use exists to remove a track")
    m = _letter_map(a.tracks, t)
    return DFA(t, np.ascontiguousarray(a.delta[:, m]), a.accept.copy())


def rename(a: DFA, mapping: Mapping[str, str]) -> DFA:
    """The same automaton with tracks renamed (``mapping``: old name -> new name).

    Returns:
        a :class:`DFA`.

    Raises:
        UsageError: when the new names repeat.

    Examples:
        >>> rename(less("x", "y"), {"x": "n"}).tracks
        ('n', 'y')
    """
    t = _check_tracks([mapping.get(x, x) for x in a.tracks])
    return DFA(t, a.delta, a.accept)


# ---------------------------------------------------------------------------
# Boolean operations


def _product(a: DFA, b: DFA, op: str, deadline: "Deadline | None", cap: int | None) -> DFA:
    tracks = _check_tracks(list(a.tracks) + [x for x in b.tracks if x not in a.tracks])
    ma, mb = _letter_map(a.tracks, tracks), _letter_map(b.tracks, tracks)
    da, db = a.delta[:, ma].astype(np.int64), b.delta[:, mb].astype(np.int64)

    nb = b.states

    def step(keys: np.ndarray) -> np.ndarray:
        return da[keys // nb] * nb + db[keys % nb]

    def accept_of(keys: np.ndarray) -> np.ndarray:
        x, y = a.accept[keys // nb], b.accept[keys % nb]
        return x & y if op == "and" else x | y

    return _explore(0, step, accept_of, tracks, f"a product of automata ({op})", deadline, cap)


def conj(a: DFA, b: DFA, *, deadline: "Deadline | None" = None, cap: int | None = None) -> DFA:
    """The conjunction: tuples over the union of the tracks accepted by both (a track of one
    only is free in the other).

    Args:
        a, b: automata; the tracks of the result are ``a.tracks`` then the new ones of ``b``.
        deadline: a :class:`gamecheck.domain.Deadline`, checked per layer.
        cap: the state cap (default :data:`MAX_STATES`).

    Returns:
        the minimized product :class:`DFA`.

    Raises:
        ResourceLimitError: beyond the state cap, or once the deadline has passed.

    Examples:
        >>> c = conj(less("x", "y"), const("y", 3))
        >>> witness(c) is not None, accepts(c, {"x": 3, "y": 3})
        (True, False)
    """
    return _minimize(_product(a, b, "and", deadline, cap), deadline)


def disj(a: DFA, b: DFA, *, deadline: "Deadline | None" = None, cap: int | None = None) -> DFA:
    """The disjunction (see :func:`conj` for the tracks).

    Returns:
        the minimized product :class:`DFA`.

    Raises:
        ResourceLimitError: beyond the state cap, or once the deadline has passed.

    Examples:
        >>> d = disj(const("x", 1), const("x", 4))
        >>> [n for n in range(6) if accepts(d, {"x": n})]
        [1, 4]
    """
    return _minimize(_product(a, b, "or", deadline, cap), deadline)


def complement(a: DFA) -> DFA:
    """The tuples over ``a.tracks`` that ``a`` rejects (the automaton is complete).

    Returns:
        a :class:`DFA` with the accepting states flipped.

    Examples:
        >>> accepts(complement(less("x", "y")), {"x": 3, "y": 3})
        True
    """
    return DFA(a.tracks, a.delta, ~a.accept)


def exists(a: DFA, track: str, *, deadline: "Deadline | None" = None, cap: int | None = None) -> DFA:
    """``exists track: a``, the projection of a track: a nondeterministic automaton over the
    remaining tracks (each letter followed with the removed bit 0 or 1), determinized by the
    subset construction and minimized.

    Padding: the removed number may be longer than the others, so a state of the
    nondeterministic automaton accepts when an accepting state is reachable from it by letters
    whose remaining tracks are all 0 (the standard fix; it keeps the result's language closed
    under trailing zero letters).

    Args:
        a: the automaton.
        track: a name in ``a.tracks``.
        deadline: a :class:`gamecheck.domain.Deadline`, checked every 256 subsets.
        cap: the state cap of the subset construction (default :data:`MAX_STATES`).

    Returns:
        a minimized :class:`DFA` over the other tracks.

    Raises:
        UsageError: when ``track`` is not a track of ``a``.
        ResourceLimitError: when the subset construction passes the state cap, or once the
            deadline has passed.

    Examples:
        >>> e = exists(linear({"x": 1, "y": -2}, 0), "y")   # x is even
        >>> [n for n in range(6) if accepts(e, {"x": n})]
        [0, 2, 4]
    """
    if track not in a.tracks:
        raise UsageError(f"track {track!r} is not one of {a.tracks}")
    i = a.tracks.index(track)
    rest = tuple(x for x in a.tracks if x != track)
    letters = _letters(len(rest))
    low = letters & ((1 << i) - 1)
    high = (letters >> i) << (i + 1)
    l0, l1 = low | high, low | high | (1 << i)
    delta = a.delta.astype(np.int64)
    # acceptance closed under padding: states reaching acceptance through letters 0 / bit i
    acc = a.accept.copy()
    z0, z1 = delta[:, 0], delta[:, 1 << i]
    while True:
        nxt = acc | acc[z0] | acc[z1]
        if (nxt == acc).all():
            break
        acc = nxt
    # the padded acceptance, minimized: the projection depends only on it
    a = minimize(DFA(a.tracks, a.delta, acc), deadline=deadline)
    delta, acc = a.delta.astype(np.int64), a.accept
    d0, d1 = delta[:, l0], delta[:, l1]  # (n, L')
    L = letters.size
    what = f"the subset construction (exists {track})"
    n = a.states
    # subsets of states as sorted int32 arrays; a batch of subsets is expanded at once: the
    # (subset, letter, successor) triples are sorted and cut into the successor subsets
    known: dict[bytes, int] = {np.array([0], dtype=np.int32).tobytes(): 0}
    subsets = [np.array([0], dtype=np.int32)]
    rows: list[np.ndarray] = []
    done = 0
    while done < len(subsets):
        _tick(deadline, what)
        stop, size = done, 0
        while stop < len(subsets) and (stop == done or size + subsets[stop].size <= _BATCH):
            size += subsets[stop].size
            stop += 1
        batch = subsets[done:stop]
        sizes = np.fromiter((x.size for x in batch), dtype=np.int64, count=len(batch))
        owner = np.repeat(np.arange(len(batch), dtype=np.int64), sizes)
        states = np.concatenate(batch).astype(np.int64)
        keys = []
        for c in range(L):
            base = (owner * L + c) * n
            keys.append(base + d0[states, c])
            keys.append(base + d1[states, c])
        flat = np.sort(np.concatenate(keys))
        flat = flat[np.r_[True, flat[1:] != flat[:-1]]]
        group = flat // n
        succ = (flat - group * n).astype(np.int32)
        cuts = np.flatnonzero(group[1:] != group[:-1]) + 1
        ids = np.empty(len(batch) * L, dtype=np.int32)
        for g, seg in enumerate(np.split(succ, cuts)):
            key = seg.tobytes()
            got = known.get(key)
            if got is None:
                got = len(subsets)
                known[key] = got
                subsets.append(seg)
            ids[g] = got
        _cap(len(subsets), what, cap)
        rows.append(ids.reshape(len(batch), L))
        done = stop
    accept = np.array([bool(acc[S].any()) for S in subsets])
    return _minimize(DFA(rest, np.concatenate(rows), accept), deadline)


# ---------------------------------------------------------------------------
# minimization


def _reachable(a: DFA) -> DFA:
    """The states reachable from 0, numbered in breadth-first order (letters in order)."""
    n = a.states
    order = np.full(n, -1, dtype=np.int64)
    order[0] = 0
    seq = [np.array([0], dtype=np.int64)]
    count = 1
    frontier = seq[0]
    while frontier.size:
        cand = _first_seen(a.delta[frontier].reshape(-1).astype(np.int64))
        cand = cand[order[cand] < 0]
        order[cand] = np.arange(count, count + cand.size)
        count += cand.size
        frontier = cand.astype(np.int64)
        seq.append(frontier)
    states = np.concatenate(seq)
    return DFA(a.tracks, order[a.delta[states]].astype(np.int32), a.accept[states])


def minimize(a: DFA, *, deadline: "Deadline | None" = None) -> DFA:
    """The minimal complete DFA of the same language, in a canonical numbering.

    Unreachable states are dropped, then Moore's partition refinement runs, vectorized: each
    round the class of a state becomes the class of the row (its class, the classes of its
    successors), until the number of classes stops growing (Moore, "Gedanken-experiments on
    sequential machines", 1956). The states of the result are numbered in breadth-first order
    from the start state, so two minimal automata of the same language and tracks are equal
    arrays.

    Args:
        a: an automaton.
        deadline: a :class:`gamecheck.domain.Deadline`, checked every round.

    Returns:
        the minimal :class:`DFA`.

    Raises:
        ResourceLimitError: once the deadline has passed.

    Examples:
        >>> minimize(disj(const("x", 1), const("x", 1))).states
        3
    """
    return _minimize(_reachable(a), deadline)


def _minimize(a: DFA, deadline: "Deadline | None") -> DFA:
    """:func:`minimize` of an automaton whose states are all reachable (products and subset
    constructions build only reachable states)."""
    delta = a.delta
    cls = a.accept.astype(np.int64)
    count = int(a.accept.any()) + int((~a.accept).any())
    while True:
        _tick(deadline, "the minimization of an automaton")
        new = _row_classes(np.column_stack([cls, cls[delta]]))
        c = int(new.max()) + 1
        cls = new
        if c == count:
            break
        count = c
    # a representative per class (its first state); the result is renumbered from the start
    order = np.argsort(cls, kind="stable")
    starts = np.flatnonzero(np.r_[True, cls[order][1:] != cls[order][:-1]])
    first = np.zeros(count, dtype=np.int64)
    first[cls[order][starts]] = order[starts]
    delta_q = cls[delta[first]]
    accept_q = a.accept[first]
    # put the class of the start state first, then number breadth-first from it
    perm = np.arange(count)
    perm[[0, cls[0]]] = perm[[cls[0], 0]]
    inv = np.argsort(perm)
    q = DFA(a.tracks, inv[delta_q[perm]].astype(np.int32), accept_q[perm])
    return _reachable(q)


# ---------------------------------------------------------------------------
# questions


def _word(a: DFA, values: Mapping[str, int] | Sequence[int], length: int | None) -> list[int]:
    if isinstance(values, Mapping):
        missing = [t for t in a.tracks if t not in values]
        if missing:
            raise UsageError(f"no value for the tracks {tuple(missing)}")
        vals = [values[t] for t in a.tracks]
    else:
        vals = list(values)
        if len(vals) != len(a.tracks):
            raise UsageError(f"{len(vals)} values for {len(a.tracks)} tracks")
    for v in vals:
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 0:
            raise UsageError(f"value {v!r} is not a natural number")
    width = max([int(v).bit_length() for v in vals] + [0])
    if length is not None:
        if length < width:
            raise UsageError(f"length {length} is shorter than the {width} bits of the values")
        width = length
    return [sum(((int(v) >> i) & 1) << j for j, v in enumerate(vals)) for i in range(width)]


def accepts(a: DFA, values: Mapping[str, int] | Sequence[int], *, length: int | None = None) -> bool:
    """Whether ``a`` accepts the tuple (a word of ``length`` letters, default the bit length of
    the largest value).

    Args:
        a: the automaton.
        values: track name -> natural number, or the numbers in track order.
        length: the word's length (at least the bit length; padding with zero letters).

    Returns:
        ``True`` when the word ends in an accepting state.

    Raises:
        UsageError: on a missing or negative value, or a length too short.

    Examples:
        >>> accepts(less("x", "y"), [1, 2]), accepts(less("x", "y"), [1, 2], length=9)
        (True, True)
    """
    q = 0
    for letter in _word(a, values, length):
        q = int(a.delta[q, letter])
    return bool(a.accept[q])


def witness(a: DFA) -> dict[str, int] | None:
    """A tuple accepted by ``a`` with the shortest word (least bit length of its largest
    number), by breadth-first search; ``None`` when ``a`` accepts nothing.

    Returns:
        track name -> natural number, or ``None``.

    Examples:
        >>> witness(const("x", 5))
        {'x': 5}
        >>> witness(false(["x"])) is None
        True
    """
    n = a.states
    parent = np.full(n, -1, dtype=np.int64)
    via = np.zeros(n, dtype=np.int64)
    parent[0] = 0
    frontier = np.array([0], dtype=np.int64)
    L = a.delta.shape[1]
    hit = 0 if a.accept[0] else -1
    while hit < 0 and frontier.size:
        succ = a.delta[frontier]  # (m, L)
        src = np.repeat(frontier, L)
        let = np.tile(np.arange(L), frontier.size)
        flat = succ.reshape(-1).astype(np.int64)
        order = np.argsort(flat, kind="stable")
        xs = flat[order]
        flag = np.empty(xs.size, dtype=bool)
        flag[:1] = True
        flag[1:] = xs[1:] != xs[:-1]
        first = np.sort(order[flag])
        cand = flat[first]
        new = parent[cand] < 0
        cand, first = cand[new], first[new]
        parent[cand] = src[first]
        via[cand] = let[first]
        parent[0] = 0
        acc = cand[a.accept[cand]]
        if acc.size:
            hit = int(acc[0])
        frontier = cand
    if hit < 0:
        return None
    letters = []
    q = hit
    while q != 0:
        letters.append(int(via[q]))
        q = int(parent[q])
    letters.reverse()
    out = {}
    for j, t in enumerate(a.tracks):
        out[t] = sum(((l >> j) & 1) << i for i, l in enumerate(letters))
    return out


def is_empty(a: DFA) -> bool:
    """Whether ``a`` accepts no tuple (no accepting state is reachable).

    Returns:
        ``True`` for the empty language.

    Examples:
        >>> is_empty(conj(less("x", "y"), less("y", "x")))
        True
    """
    return witness(a) is None


def least(a: DFA, track: str, *, deadline: "Deadline | None" = None) -> int | None:
    """The least value of ``track`` among the tuples ``a`` accepts (``None`` if none).

    Built in the logic itself: the other tracks are projected away, giving ``A(x)``; then
    ``A(x) and not exists y (y < x and A(y))`` has exactly one tuple, read by :func:`witness`.

    Args:
        a: the automaton.
        track: one of ``a.tracks``.
        deadline: a :class:`gamecheck.domain.Deadline`.

    Returns:
        the least value, or ``None``.

    Raises:
        UsageError: when ``track`` is not a track of ``a``.
        ResourceLimitError: beyond the state cap, or once the deadline has passed.

    Examples:
        >>> least(disj(const("x", 9), const("x", 6)), "x")
        6
    """
    if track not in a.tracks:
        raise UsageError(f"track {track!r} is not one of {a.tracks}")
    for t in a.tracks:
        if t != track:
            a = exists(a, t, deadline=deadline)
    if is_empty(a):
        return None
    other = "_y" if track != "_y" else "_z"
    below = exists(conj(rename(a, {track: other}), less(other, track), deadline=deadline), other, deadline=deadline)
    only = conj(a, complement(below), deadline=deadline)
    w = witness(only)
    assert w is not None  # a non-empty set of naturals has a least element
    return w[track]
