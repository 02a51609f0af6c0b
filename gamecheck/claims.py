"""Claims as data: the claim model and its TOML format.

A claims file holds ``[[claim]]`` tables (and optionally a ``[document]`` table
describing the source). Every claim has an ``id``, a ``statement`` in words, a
``source`` (document and section), a ``ruleset`` spec with ``params``, a ``kind``
and an ``expected`` verdict; the other fields depend on the kind:

=================  =========================================================================
kind               fields
=================  =========================================================================
``p-rule``         ``rule``: a P-position holds exactly when the rule is true; ``bound``
``grundy``         ``rule``: the Grundy value is the rule's value; ``bound``
``winning-move``   ``move``: from every N-position the rule's position is a winning option
``outcome``        ``position`` and ``outcome`` (``"P"``, ``"N"`` or ``"D"``)
``grundy-value``   ``position`` and ``value``
``move-wins``      ``position`` and ``to``: the move to ``to`` wins
``winning-moves``  ``position`` and ``moves``: exactly these options win
``p-positions``    ``positions``: within ``bound`` (and the optional ``within`` rule) the
                   P-positions are exactly these
``no-move``        ``rule`` and ``target``: no move leads from a position where ``rule`` is
                   true to one where ``target`` is true
``some-move``      ``rule`` and ``target``: from every position where ``rule`` is true some
                   move leads to a position where ``target`` is true
``label-identity`` ``rule`` over the position and its labels (``P``, ``N``, ``D``, ``MP``
                   misère P, ``g`` Grundy value, ``terminal``, ``wins`` number of winning
                   moves, ``rem`` remoteness) holds at every position
``answer``         the least number of counters a winning move removes (-1 at a
                   P-position) equals ``value`` at ``position``, or ``rule`` everywhere
``reachable-count`` ``position`` and ``value``: that many positions are reachable from it
``forall``         ``vars`` (name = [low, high]) and a true/false ``rule`` over integers: it
                   holds for every combination (no ruleset)
``partition``      ``sequences`` (expressions in ``n``): for n >= 1 they are strictly
                   increasing and together take every integer 1..``bound`` exactly once
=================  =========================================================================

For the z3 prover (:mod:`gamecheck.prove`): ``strategy`` (the winning move a proof
uses, as an option-valued expression; for a Grundy formula it may use ``v``, the value
to reach), ``p_rule`` (the P-positions a ``winning-move`` claim relies on) and
``prove_bits`` (the bit width ``gamecheck verify`` proves at) and ``prove_timeout``
(seconds per solver query in ``gamecheck verify``, default 60: a short one sends a
quantified query that z3 cannot settle to cvc5 sooner).

Optional everywhere: ``play`` (``"normal"``, default, or ``"misere"``), ``let``
(named helper expressions, evaluated in order before the rule), ``where`` (the
claim speaks only of positions where this rule is true), ``group`` (the report page
the claim belongs to), ``notes``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamecheck.errors import UsageError

KINDS = (
    "p-rule",
    "grundy",
    "winning-move",
    "outcome",
    "grundy-value",
    "move-wins",
    "winning-moves",
    "p-positions",
    "no-move",
    "some-move",
    "label-identity",
    "answer",
    "reachable-count",
    "forall",
    "partition",
)
RULE_KINDS = ("p-rule", "grundy", "winning-move", "p-positions", "no-move", "some-move", "label-identity", "answer")
#: kinds about integers only: no ruleset involved
INTEGER_KINDS = ("forall", "partition")
POSITION_KINDS = ("outcome", "grundy-value", "move-wins", "winning-moves")
VERDICTS = ("holds", "refuted", "inconclusive")
PLAYS = ("normal", "misere")

_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_FIELDS = {
    "id", "statement", "source", "ruleset", "params", "bound", "kind", "rule", "move", "let",
    "position", "outcome", "value", "to", "moves", "positions", "within", "play", "expected",
    "notes", "section", "where", "target", "vars", "sequences", "group", "strategy", "p_rule", "prove_bits", "prove_timeout",
}


@dataclass
class Claim:
    """One checkable claim.

    Attributes:
        id: unique identifier (letters, digits, ``.``, ``_``, ``-``).
        statement: the claim in words.
        document: the source document (file name or reference).
        section: the section of the source.
        ruleset: the ruleset spec string (see :func:`gamecheck.rulesets.make_ruleset`).
        params: extra ruleset parameters.
        kind: one of :data:`KINDS`.
        expected: the reviewed expected verdict (``holds`` or ``refuted``).
        bound: per-part bound of the box domain (int or list), for rule kinds.
        rule: the rule expression (``p-rule``, ``grundy``).
        move: the move expression (``winning-move``): evaluates to the option reached.
        let: named helper expressions, in order.
        position, outcome, value, to, moves, positions, within: kind-specific fields.
        play: ``normal`` or ``misere``.
        notes: free text for the report.
    """

    id: str
    statement: str
    document: str
    section: str
    ruleset: str
    kind: str
    expected: str = "holds"
    params: dict[str, Any] = field(default_factory=dict)
    bound: int | list[int] | None = None
    rule: str | None = None
    move: str | None = None
    let: dict[str, str] = field(default_factory=dict)
    position: list[int] | None = None
    outcome: str | None = None
    value: int | None = None
    to: list[int] | None = None
    moves: list[list[int]] | None = None
    positions: list[list[int]] | None = None
    within: str | None = None
    play: str = "normal"
    notes: str = ""
    origin: str = ""
    where: str | None = None
    target: str | None = None
    vars: dict[str, list[int]] = field(default_factory=dict)
    sequences: list[str] | None = None
    group: str = ""
    strategy: str | None = None
    p_rule: str | None = None
    prove_bits: int | None = None
    prove_timeout: float | None = None

    @property
    def misere(self) -> bool:
        return self.play == "misere"

    def to_json(self) -> dict[str, Any]:
        """The claim's fields as a JSON-ready dict."""
        out: dict[str, Any] = {
            "id": self.id, "statement": self.statement, "document": self.document,
            "section": self.section, "ruleset": self.ruleset, "params": self.params,
            "kind": self.kind, "play": self.play, "expected": self.expected,
        }
        for name in ("bound", "rule", "move", "position", "outcome", "value", "to", "moves", "positions", "within",
                     "where", "target", "sequences"):
            v = getattr(self, name)
            if v is not None:
                out[name] = v
        if self.let:
            out["let"] = dict(self.let)
        if self.vars:
            out["vars"] = dict(self.vars)
        return out


def _err(origin: str, cid: str, msg: str) -> UsageError:
    where = f"{origin}: " if origin else ""
    who = f"claim '{cid}': " if cid else ""
    return UsageError(f"{where}{who}{msg}")


def _int_list(value: Any, origin: str, cid: str, name: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value):
        raise _err(origin, cid, f"field '{name}' = {value!r} is not allowed; give a list of non-negative integers")
    return list(value)


def claim_from_dict(data: dict[str, Any], origin: str = "") -> Claim:
    """Build and validate a claim from a TOML table.

    Raises:
        UsageError: naming the file, the claim and the field that is wrong.
    """
    cid = data.get("id", "")
    if not isinstance(cid, str) or not _ID.match(cid):
        raise _err(origin, "", f"claim id {cid!r} is not allowed; use letters, digits, '.', '_' and '-'")
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise _err(origin, cid, f"unknown field '{unknown[0]}'; allowed: {', '.join(sorted(_FIELDS))}")
    kind = data.get("kind")
    if kind not in KINDS:
        raise _err(origin, cid, f"kind {kind!r} is not allowed; allowed: {', '.join(KINDS)}")
    for req in ("statement", "ruleset") if kind not in INTEGER_KINDS else ("statement",):
        if not isinstance(data.get(req), str) or not data[req].strip():
            raise _err(origin, cid, f"field '{req}' is missing or not text")
    source = data.get("source", {})
    if isinstance(source, str):
        document, section = source, ""
    elif isinstance(source, dict):
        document, section = str(source.get("document", "")), str(source.get("section", ""))
    else:
        raise _err(origin, cid, "field 'source' must be text or a table with document and section")
    if isinstance(data.get("section"), str):
        section = data["section"]
    expected = data.get("expected", "holds")
    if expected not in VERDICTS:
        raise _err(origin, cid, f"expected '{expected}' is not allowed; allowed: {', '.join(VERDICTS)}")
    play = data.get("play", "normal").replace("è", "e")
    if play not in PLAYS:
        raise _err(origin, cid, f"play '{play}' is not allowed; allowed: normal, misere")
    params = data.get("params", {})
    if not isinstance(params, dict):
        raise _err(origin, cid, "field 'params' must be a table")
    let = data.get("let", {})
    if not isinstance(let, dict) or not all(isinstance(v, str) for v in let.values()):
        raise _err(origin, cid, "field 'let' must be a table of name = \"expression\"")
    bound = data.get("bound")
    if bound is not None:
        if isinstance(bound, list):
            bound = _int_list(bound, origin, cid, "bound")
        elif not isinstance(bound, int) or isinstance(bound, bool) or bound < 0:
            raise _err(origin, cid, f"bound {bound!r} is not allowed; give a non-negative integer or a list")
    claim = Claim(
        id=cid, statement=data["statement"].strip(), document=document, section=section,
        ruleset=data.get("ruleset", "integers"), kind=kind, expected=expected, params=params, bound=bound,
        rule=data.get("rule"), move=data.get("move"), let=dict(let), play=play,
        within=data.get("within"), notes=str(data.get("notes", "")), origin=origin,
        where=data.get("where"), target=data.get("target"), group=str(data.get("group", "")),
        strategy=data.get("strategy"), p_rule=data.get("p_rule"), prove_bits=data.get("prove_bits"),
        prove_timeout=data.get("prove_timeout"),
    )
    if claim.prove_timeout is not None and (isinstance(claim.prove_timeout, bool) or not isinstance(
            claim.prove_timeout, (int, float)) or not 0 < claim.prove_timeout <= 3600):
        raise _err(origin, cid, f"prove_timeout {claim.prove_timeout!r} is not allowed; give seconds in (0, 3600]")
    if claim.prove_bits is not None and (not isinstance(claim.prove_bits, int) or not 1 <= claim.prove_bits <= 256):
        raise _err(origin, cid, f"prove_bits {claim.prove_bits!r} is not allowed; give an integer from 1 to 256")
    for name in ("rule", "move", "within", "where", "target", "strategy", "p_rule"):
        v = getattr(claim, name)
        if v is not None and not isinstance(v, str):
            raise _err(origin, cid, f"field '{name}' must be an expression in quotes")
    if kind in ("p-rule", "grundy", "no-move", "some-move", "label-identity", "forall") and not isinstance(claim.rule, str):
        raise _err(origin, cid, f"kind '{kind}' needs a 'rule' expression")
    if kind in ("no-move", "some-move") and not isinstance(claim.target, str):
        raise _err(origin, cid, f"kind '{kind}' needs a 'target' expression (the condition on the option)")
    if kind == "forall":
        vs = data.get("vars")
        if not isinstance(vs, dict) or not vs:
            raise _err(origin, cid, "kind 'forall' needs 'vars', e.g. vars = { n = [1, 100] }")
        for name, rng in vs.items():
            if (not isinstance(rng, list) or len(rng) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in rng)
                    or rng[0] > rng[1]):
                raise _err(origin, cid, f"vars.{name} = {rng!r} is not allowed; give [low, high] with low <= high")
        claim.vars = {k: list(v) for k, v in vs.items()}
    if kind == "partition":
        seqs = data.get("sequences")
        if not isinstance(seqs, list) or len(seqs) < 1 or not all(isinstance(x, str) for x in seqs):
            raise _err(origin, cid, "kind 'partition' needs 'sequences', a list of expressions in n")
        if not isinstance(bound, int):
            raise _err(origin, cid, "kind 'partition' needs an integer 'bound' (the largest value checked)")
        claim.sequences = list(seqs)
    if kind in ("answer", "reachable-count"):
        if "position" in data:
            claim.position = _int_list(data["position"], origin, cid, "position")
        v = data.get("value")
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise _err(origin, cid, f"value {v!r} is not allowed; give an integer")
        claim.value = v
        if kind == "reachable-count" and (claim.position is None or v is None):
            raise _err(origin, cid, "kind 'reachable-count' needs 'position' and 'value'")
        if kind == "answer" and not ((claim.position is not None and v is not None) or isinstance(claim.rule, str)):
            raise _err(origin, cid, "kind 'answer' needs 'position' and 'value', or a 'rule' checked over the bound")
    if kind == "winning-move" and not isinstance(claim.move, str):
        raise _err(origin, cid, "kind 'winning-move' needs a 'move' expression giving the option reached, e.g. \"(n - n % (m + 1),)\"")
    if kind == "grundy" and claim.misere:
        raise _err(origin, cid, "a Grundy formula is a normal-play claim; remove play = \"misere\"")
    if kind in POSITION_KINDS:
        if "position" not in data:
            raise _err(origin, cid, f"kind '{kind}' needs a 'position'")
        claim.position = _int_list(data["position"], origin, cid, "position")
    if kind == "outcome":
        if data.get("outcome") not in ("P", "N", "D"):
            raise _err(origin, cid, f"outcome {data.get('outcome')!r} is not allowed; allowed: P, N, D")
        claim.outcome = data["outcome"]
    if kind == "grundy-value":
        v = data.get("value")
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise _err(origin, cid, f"value {v!r} is not allowed; give a non-negative integer")
        claim.value = v
    if kind == "move-wins":
        claim.to = _int_list(data.get("to"), origin, cid, "to")
    if kind == "winning-moves":
        mv = data.get("moves")
        if not isinstance(mv, list):
            raise _err(origin, cid, "kind 'winning-moves' needs 'moves', a list of positions (may be empty)")
        claim.moves = [_int_list(m, origin, cid, "moves") for m in mv]
    if kind == "p-positions":
        ps = data.get("positions")
        if not isinstance(ps, list):
            raise _err(origin, cid, "kind 'p-positions' needs 'positions', a list of positions")
        claim.positions = [_int_list(p, origin, cid, "positions") for p in ps]
    return claim


def load_claims(path: str | Path) -> list[Claim]:
    """Read every ``[[claim]]`` of a TOML file.

    Returns:
        the claims in file order.

    Raises:
        UsageError: when the file is missing, is not TOML, holds no claims, repeats an
            id or has an invalid claim.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read claims file '{path}': {exc.strerror or exc}") from None
    return parse_claims(text, origin=str(path))


def parse_claims(text: str, origin: str = "<text>") -> list[Claim]:
    """Parse claims from TOML text (see :func:`load_claims`)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{origin}: not valid TOML: {exc}") from None
    items = data.get("claim")
    if not isinstance(items, list) or not items:
        raise UsageError(f"{origin}: no [[claim]] tables found; see the README for the format")
    doc = data.get("document", {})
    claims = []
    seen: set[str] = set()
    for item in items:
        if not isinstance(item, dict):
            raise UsageError(f"{origin}: every [[claim]] must be a table")
        if isinstance(doc, dict) and "source" not in item and doc.get("file"):
            item = dict(item, source={"document": doc["file"], "section": item.get("section", "")})
        c = claim_from_dict(item, origin)
        if c.id in seen:
            raise UsageError(f"{origin}: claim id '{c.id}' appears twice")
        seen.add(c.id)
        claims.append(c)
    return claims
