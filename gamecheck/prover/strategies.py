"""Strategy search: a winning move for a P-rule that names none (issue 37, point 2).

A P-rule ``R`` is proved by three conditions (terminal positions are in ``R``, no move leads
from ``R`` to ``R``, every other position has a move into ``R``). The third one is quantified
("there is an option in ``R``") unless a *strategy* -- a rule text giving that option -- is known;
with one it is quantifier-free ("the strategy's move is legal and lands in ``R``"), which the
solvers settle in a fraction of a second where the quantified query may run to their limits.

This module proposes strategies from a small grammar, in a fixed order, and keeps the first that
wins on the labelled bounded domain (the checker's own verdict on the claim with that strategy,
at a small bound). The prover then proves the one found with both solvers; a candidate that
fails there is dropped and the quantified query is tried as before, so a found strategy can only
make a proof faster, never change what is proved. The grammar:

* **Bouton's move** (Bouton, Ann. Math. 1901-02): make the nim-sum zero by reducing the first
  heap whose bits the nim-sum's leading bit marks -- for games of two or more heaps;
* **the mirror move**: equal heaps, for two heaps (the Tweedledum-Tweedledee strategy);
* **Moore's move for at most k + 1 heaps** (Moore, Ann. Math. 1910), for Moore's Nim_k: with
  n <= k + 1 heaps a binary column's digit sum is at most n, so Moore's condition (every column's
  sum divisible by k + 1) leaves only the equal heaps as P-positions when n = k + 1 and only the
  empty position when n <= k; the move lowers every heap to the smallest (at most k = n - 1 heaps
  change), resp. empties every heap (n <= k heaps change). With more heaps Moore's constructive
  step scans the columns with a state the rule language cannot carry, and is not proposed;
* **the next multiple below**: ``(n - n % q,)`` for the modulus the rule names
  (``n % q == 0``, ``n % (m + 1) == 0``) and for q = 2..16, for one heap;
* **the rule's own residue**: ``(n - (n - r) % q,)`` for a rule ``n % q == r``;
* **the winning takes by residue**: for one heap, the least winning take at each heap of the
  labelled domain, when it depends only on ``n % q`` for some q <= 24 (read off the labels, the
  moves "the labelled domain shows as winning"), as a table ``(t0, ..., t(q-1))[n % q]``.

A candidate is only ever a hypothesis: the solvers decide.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from gamecheck.checker.serial import check_claim
from gamecheck.claims import Claim
from gamecheck.errors import GamecheckError
from gamecheck.games.base import Ruleset
from gamecheck.games.moore import MooreNim

__all__ = ["StrategyCandidate", "candidates", "find_strategy", "SCREEN_POSITIONS", "TABLE_MODULI"]

#: the most positions of the bounded domain a candidate is screened on (per claim)
SCREEN_POSITIONS = 4_096
#: the moduli tried for a table of winning takes by residue (one heap)
TABLE_MODULI = range(1, 25)
#: the heaps labelled to read a table of winning takes off
_TABLE_HEAPS = 160


@dataclass(frozen=True)
class StrategyCandidate:
    """A strategy the search proposes.

    Attributes:
        name: what it is, in words (``"Bouton's move (to nim-sum 0)"``), for the proof page.
        text: the strategy, a rule text giving the option to move to (a tuple of parts).
        lets: ``let`` helpers the text reads, beyond the claim's own.
    """

    name: str
    text: str
    lets: tuple[tuple[str, str], ...] = ()

    def applied_to(self, claim: Claim) -> Claim:
        """``claim`` with this strategy (and its helpers) as its own."""
        return dataclasses.replace(claim, strategy=self.text, let={**claim.let, **dict(self.lets)})


_MOD_RULE = re.compile(r"^\s*n\s*%\s*(\d+|\(\s*m\s*\+\s*1\s*\))\s*==\s*(\d+)\s*$")


def _parts(claim: Claim, ruleset: Ruleset) -> int:
    """The number of parts of the claim's positions: the ruleset's own, else its ``heaps``."""
    return int(ruleset.arity or (claim.params or {}).get("heaps", 1))


def candidates(claim: Claim, ruleset: Ruleset) -> list[StrategyCandidate]:
    """The strategies to try for ``claim`` (a P-rule without one), in the grammar's order (see
    the module docstring), without duplicates.

    Args:
        claim: a ``p-rule`` claim.
        ruleset: its ruleset (its number of parts decides which moves apply).

    Returns:
        a list of :class:`StrategyCandidate`.
    """
    k = _parts(claim, ruleset)
    out: list[StrategyCandidate] = []
    if k >= 2:
        out.append(StrategyCandidate("Bouton's move (to nim-sum 0)", "replace(heaps, bouton_i, heaps[bouton_i] ^ bouton_s)",
                             (("bouton_s", "xor(heaps)"),
                              ("bouton_i", "min(j if (heaps[j] ^ bouton_s) < heaps[j] else k - 1 for j in range(k))"))))
    if k == 2:
        out.append(StrategyCandidate("the mirror move (to equal heaps)", "(min(x1, x2), min(x1, x2))"))
    out.extend(_moore_moves(ruleset, k))
    if k == 1:
        m = _MOD_RULE.match(claim.rule or "")
        if m:
            q, r = m.group(1).replace(" ", ""), int(m.group(2))
            q = "(m + 1)" if q.startswith("(") else q
            out.append(StrategyCandidate(f"to the rule's residue (n % {q} == {r})",
                                 f"(n - n % {q},)" if r == 0 else f"(n - (n - {r}) % {q},)"))
        table = _table_of_takes(claim, ruleset)
        if table is not None:
            q, takes = table
            out.append(StrategyCandidate(f"the winning takes by residue mod {q} (read off the labelled heaps 0..{_TABLE_HEAPS})",
                                 f"(n - {tuple(takes)}[n % {q}],)" if q > 1 else f"(n - {takes[0]},)"))
        for q in range(2, 17):
            out.append(StrategyCandidate(f"to the next multiple of {q} below", f"(n - n % {q},)"))
    first: dict[str, StrategyCandidate] = {}
    for c in out:
        first.setdefault(c.text, c)  # the first of each text, in order
    return list(first.values())


def _moore_moves(ruleset: Ruleset, parts: int) -> list[StrategyCandidate]:
    """Moore's move for Moore's Nim_k with ``parts`` <= k + 1 heaps (see the module docstring):
    empty every heap (parts <= k), or lower every heap to the smallest (parts = k + 1); none for
    another ruleset or more heaps."""
    if type(ruleset) is not MooreNim or parts > ruleset.k + 1:
        return []
    if parts <= ruleset.k:
        zeros = "(" + ", ".join(["0"] * parts) + ("," if parts == 1 else "") + ")"
        return [StrategyCandidate(f"Moore's move for at most k heaps (empty all {parts}: one move may touch k = "
                                  f"{ruleset.k} heaps)", zeros)]
    return [StrategyCandidate(f"Moore's move for k + 1 heaps (every heap to the smallest: at most k = {ruleset.k} "
                              "change)", "(" + ", ".join(["moore_m"] * parts) + ")", (("moore_m", "min(heaps)"),))]


def _table_of_takes(claim: Claim, ruleset: Ruleset) -> tuple[int, list[int]] | None:
    """``(q, takes)``: the least winning take at each N-position of heaps 0.._TABLE_HEAPS (by the
    claim's play), when it depends only on ``n % q`` for the least such q in TABLE_MODULI;
    ``None`` otherwise (or when the ruleset's options cannot be listed)."""
    misere = claim.misere
    is_p: list[bool] = []
    least: dict[int, int] = {}
    try:
        for n in range(_TABLE_HEAPS + 1):
            opts = [mv.position for mv in ruleset.options((n,))]
            if any(len(p) != 1 or p[0] >= n for p in opts):
                return None  # not a one-heap game that only shrinks: no table
            wins = [n - p[0] for p in opts if is_p[p[0]]]
            is_p.append((not opts and not misere) or (bool(opts) and not wins))
            if wins:
                least[n] = min(wins)
    except (GamecheckError, TypeError, ValueError):
        return None
    if not least:
        return None
    for q in TABLE_MODULI:
        by: dict[int, int] = {}
        if all(by.setdefault(n % q, t) == t for n, t in least.items()):
            return q, [by.get(r, 1) for r in range(q)]
    return None


def _screen_bound(k: int, bits: int) -> int:
    """The per-part bound of the screen: at most SCREEN_POSITIONS positions, within the width."""
    per = 1
    while (per + 2) ** k <= SCREEN_POSITIONS:
        per += 1
    return min(per, 2**bits - 1)


def find_strategy(claim: Claim, ruleset: Ruleset, bits: int) -> list[StrategyCandidate]:
    """The candidates that win on the labelled bounded domain: each is checked by the checker
    (:func:`gamecheck.checker.serial.check_claim`: the P-rule and the strategy together, every
    position of a box of at most :data:`SCREEN_POSITIONS`) and kept when the verdict is
    ``holds``. The prover proves them in this order and stops at the first proved.

    Args:
        claim: a ``p-rule`` claim without a strategy.
        ruleset: its ruleset.
        bits: the proof's bit width (the screen stays within it).

    Returns:
        the surviving :class:`StrategyCandidate` list, possibly empty.
    """
    bound = _screen_bound(_parts(claim, ruleset), bits)
    out: list[StrategyCandidate] = []
    for cand in candidates(claim, ruleset):
        trial = dataclasses.replace(cand.applied_to(claim), bound=bound)
        try:
            verdict: Any = check_claim(trial, bound=bound).verdict
        except GamecheckError:
            continue
        if verdict == "holds":
            out.append(cand)
    return out
