"""Claims that hold by the definition of the labels, or for every game (issue 36, point 5).

"A terminal position is P" (normal play), "a position of Grundy value 0 is a P-position", "from a
position of non-zero Grundy value some move reaches value 0": such a statement holds for every
game, by the definitions of the outcome classes and of the Grundy value (mex). Checked on one game
it is no evidence about that game, and an audit that counts it among the theorems it confirmed
says more than it found.

:func:`generality` finds them in two steps:

1. **by their text**: every rule text of the claim (``rule``, ``where``, ``target``, ``move``,
   ``strategy``, ``p_rule`` and the ``let`` helpers they use) names only labels (``P``, ``N``,
   ``D``, ``MP``, ``g``, ``terminal``, ``wins``, ``rem``): nothing of the position or of the game's
   parameters. A claim that names a heap, a part or a parameter speaks of this game;
2. **by checking it on other games**: the claim, unchanged but for its ruleset, is checked on a
   fixed family of games of different shapes (:data:`FAMILY`: Nim of one and two heaps, Wythoff's
   game, subtraction games with several sets, in the claim's play). It holds for every game only
   if it holds on every one of them; one failure shows it says something of its own game (and
   the game where it fails is named).

A claim with ``role = "definition"`` (:data:`gamecheck.claims.ROLES`) is one the catalogue marks
so; :func:`gamecheck.checker.serial.check_claim` runs :func:`generality` on every claim that holds
and whose text names labels only, records the finding in ``definition``, and says when the mark
and the finding disagree (a new claim that holds for every game but is not marked; a claim marked
so that fails on some game).
"""

from __future__ import annotations

import contextvars
from dataclasses import dataclass
from typing import Any, Callable

from gamecheck.claims import Claim
from gamecheck.errors import GamecheckError
from gamecheck.lang.env import LABEL_NAMES, names_used

__all__ = ["FAMILY", "Generality", "generality", "label_only"]

#: the games a label-only claim is also checked on: (ruleset, parameters, bound), small enough
#: to take milliseconds each, and of different shapes (one part, two parts, moves of several sizes)
FAMILY: tuple[tuple[str, dict[str, Any], int], ...] = (
    ("nim", {"heaps": 1}, 12),
    ("nim", {"heaps": 2}, 7),
    ("wythoff", {}, 7),
    ("subtraction", {"set": [1, 2]}, 20),
    ("subtraction", {"set": [2, 5]}, 30),
    ("subtraction", {"set": [1, 3, 4]}, 30),
    ("subtraction", {"set": [3], "heaps": 2}, 8),
)
#: names a label-only rule may use besides the labels
_CONSTANTS = frozenset({"True", "False"})
#: set while a family member is checked (its check must not look for generality again)
_INSIDE: contextvars.ContextVar[bool] = contextvars.ContextVar("gamecheck_generality", default=False)


@dataclass(frozen=True)
class Generality:
    """What :func:`generality` found for one claim.

    Attributes:
        every_game: it holds on every game of :data:`FAMILY` (in the claim's play).
        games: the games it was checked on, as ruleset specs.
        counter: where it fails: the game and the position (``""`` when ``every_game``).
    """

    every_game: bool
    games: tuple[str, ...]
    counter: str = ""

    def sentence(self) -> str:
        """One sentence for the claim's record and page."""
        if self.every_game:
            return (f"it holds for every game tried -- its own and {len(self.games)} others ("
                    + ", ".join(self.games) + "): it follows from the definitions of the labels, and says "
                    "nothing of this game in particular")
        return f"it says something of its game: on {self.counter}"


def _texts(claim: Claim) -> list[str]:
    out = [getattr(claim, k, None) for k in ("rule", "where", "target", "move", "strategy", "p_rule")]
    out += list((getattr(claim, "let", None) or {}).values())
    return [t for t in out if isinstance(t, str) and t.strip()]


def label_only(claim: Claim) -> bool:
    """Whether every rule text of ``claim`` names labels only (step 1 of the module text): a
    rule kind whose texts name no part of the position and no parameter of the game."""
    if not type(claim).over_labels:
        return False
    texts = _texts(claim)
    if not texts:
        return False
    try:
        used = names_used(texts) - set((getattr(claim, "let", None) or {}))
    except GamecheckError:
        return False
    return used <= set(LABEL_NAMES) | _CONSTANTS


def generality(claim: Claim, check: Callable[[Claim], Any]) -> Generality | None:
    """Whether ``claim`` holds for every game (see the module text).

    Args:
        claim: a claim that holds on its own game.
        check: the checker (:func:`gamecheck.checker.serial.check_claim`), called on each game of
            :data:`FAMILY` with the claim moved there.

    Returns:
        ``None`` when the claim's text speaks of its game (step 1), or when called from inside
        another generality check; else the :class:`Generality` found.
    """
    if _INSIDE.get() or not label_only(claim):
        return None
    token = _INSIDE.set(True)
    games: list[str] = []
    try:
        for name, params, bound in FAMILY:
            try:
                moved = claim.as_kind(claim.kind, ruleset=name, params=dict(params), bound=bound, max_heaps=None,
                                      max_size=None, game=None)
            except (GamecheckError, TypeError):
                continue
            try:
                r = check(moved)
            except GamecheckError:
                continue  # the claim cannot be moved to this game (a kind it has no check for there)
            spec = f"{name}({', '.join(f'{k}={v}' for k, v in params.items())})" if params else name
            games.append(spec)
            if r.verdict == "refuted":
                w = r.witness
                where = f" at {w.position}" if w is not None and w.position is not None else ""
                return Generality(False, tuple(games), f"{spec}{where} it fails")
    finally:
        _INSIDE.reset(token)
    if len(games) < 3:
        return None  # too few games took it to say anything
    return Generality(True, tuple(games))
