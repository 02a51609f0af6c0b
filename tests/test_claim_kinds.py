"""Claim kinds as classes with registered hooks (issue 27, point 2).

(a) no module outside ``gamecheck/claims.py`` switches on ``claim.kind``; (b) every kind of the
catalogue has its check, prove (or an explicit reason it is not proved) and render hooks; (c) a
kind defined here, with its hooks registered from here, is checked end to end without touching
any other module; (d) the source bookkeeping (:class:`gamecheck.claims.Source`) round-trips
through TOML unchanged.
"""

from __future__ import annotations

import ast
import collections
import dataclasses
import json
import pathlib
from typing import Any

import pytest

from gamecheck.audit import CheckResult, Witness
from gamecheck.catalog import catalogue_claims
from gamecheck.checker.serial import CHECKS, check_claim
from gamecheck.checker.vacuity import VACUITY
from gamecheck.claims import KIND_CLASSES, Claim, HookTable, Source, parse_claims, register_kind
from gamecheck.errors import UsageError
from gamecheck.games.base import Ruleset
from gamecheck.position import format_position
from gamecheck.prover.prove import PROVES, prove_claim

ROOT = pathlib.Path(__file__).resolve().parent.parent / "gamecheck"


def kind_switches() -> collections.Counter:
    """Comparisons ``claim.kind == ...`` / ``claim.kind in ...`` outside claims.py, by file."""
    found: collections.Counter = collections.Counter()
    for p in ROOT.rglob("*.py"):
        if p.name == "claims.py":
            continue
        for n in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(n, ast.Compare) and isinstance(n.left, ast.Attribute) and n.left.attr == "kind":
                v = ast.unparse(n.left.value)
                if "claim" in v or v in ("c", "self.claim"):
                    found[str(p.relative_to(ROOT))] += 1
    return found


def test_no_kind_switches_outside_claims():
    # (a) what a kind does lives in its class (traits) and in the hook tables (CHECKS, PROVES,
    # VACUITY), keyed by the class: no layer compares claim.kind with a kind's name
    assert kind_switches() == collections.Counter()


@pytest.fixture(scope="module")
def catalogue_kinds() -> dict[str, type[Claim]]:
    return {c.kind: type(c) for c in catalogue_claims()}


def test_every_catalogue_kind_has_its_hooks(catalogue_kinds):
    # (b) check; prove or an explicit reason; render
    assert set(catalogue_kinds) == set(KIND_CLASSES)
    for kind, cls in catalogue_kinds.items():
        assert CHECKS.find(cls) is not None, f"{kind}: no check hook"
        assert PROVES.find(cls) is not None or PROVES.reason(cls), f"{kind}: neither a prove hook nor a reason"
        assert PROVES.covers(cls)
        assert "rule_text" in dir(cls) and callable(cls.rule_text), f"{kind}: no render hook"
    for c in catalogue_claims():
        text = c.rule_text()
        assert text is None or isinstance(text, str)
        if c.kind == "partition":
            assert text == " | ".join(c.sequences or [])


def test_hook_table_lookup():
    t = HookTable("test")
    base, sub = KIND_CLASSES["outcome"], type("SubOutcome", (KIND_CLASSES["outcome"],), {})
    t.add(base, len)
    assert t.find(sub) is len and t.find(base) is len and t.reason(sub) is None
    t.refuse(sub, "not this one")
    assert t.find(sub) is None and t.reason(sub) == "not this one" and t.covers(sub)
    assert t.find(KIND_CLASSES["grundy"]) is None and not t.covers(KIND_CLASSES["grundy"])
    with pytest.raises(UsageError):
        t.add(int, len)  # type: ignore[arg-type]


# -- (c) a kind added by one module: this one --------------------------------------------------------

class OptionCountClaim(Claim):
    """``option-count``: ``position`` has exactly ``value`` options (a toy kind)."""

    requires = ("position", "value")
    reads = frozenset(("position", "value"))


def _check_option_count(claim: Claim, ruleset: Ruleset, engine: str, bound: Any, res: CheckResult) -> None:
    """The toy kind's check hook: count the options."""
    pos = ruleset.validate(ruleset.canonical(tuple(claim.position or ())))
    n = len(ruleset.options(pos))
    res.positions_checked = 1
    res.bound = f"the position {format_position(pos)}"
    if n == claim.value:
        res.verdict = "holds"
    else:
        res.verdict = "refuted"
        res.witness = Witness(list(pos), claim.value, n, "option count",
                              f"{format_position(pos)} has {n} options, not {claim.value}.")


@pytest.fixture
def option_count():
    """The toy kind registered (claims.register_kind, CHECKS) for one test, then removed."""
    register_kind("option-count")(OptionCountClaim)
    CHECKS.add(OptionCountClaim, _check_option_count)
    try:
        yield OptionCountClaim
    finally:
        del KIND_CLASSES["option-count"]
        CHECKS.remove(OptionCountClaim)


def test_toy_kind_checked_end_to_end(option_count):
    c = Claim(kind="option-count", ruleset="nim", position=[3, 4], value=7)
    assert type(c) is option_count and c.id == "option-count.nim"
    res = check_claim(c)
    assert res.verdict == "holds" and res.positions_checked == 1 and res.reason == "checked at all 1 positions"
    bad = check_claim(Claim(kind="option-count", ruleset="nim", position=[3, 4], value=6))
    assert bad.verdict == "refuted" and bad.witness.reason == "(3, 4) has 7 options, not 6."
    # from a claims file too, with the fields it reads (and only those)
    text = ('[[claim]]\nid = "t.count"\nstatement = "Seven moves."\nsource = "toy"\nruleset = "nim"\n'
            'kind = "option-count"\nposition = [3, 4]\nvalue = 7\n')
    (fc,) = parse_claims(text)
    assert type(fc) is option_count and check_claim(fc).verdict == "holds"
    with pytest.raises(UsageError, match="does not read field 'bound'"):
        parse_claims(text + "bound = 3\n")
    # the prover has no hook: the kind is checked exhaustively only; no vacuity hook: never vacuous
    assert PROVES.find(c) is None and VACUITY.find(c) is None
    assert prove_claim(c, bits=4).reason == "kind 'option-count' is checked exhaustively only"


def test_toy_kind_unregistered_is_refused():
    assert "option-count" not in KIND_CLASSES
    with pytest.raises(UsageError, match="kind 'option-count' is not allowed"):
        parse_claims('[[claim]]\nid = "x"\nstatement = "s"\nruleset = "nim"\nkind = "option-count"\n')


# -- (d) the source bookkeeping round-trips through TOML ------------------------------------------------

def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(str(k))} = {_toml(v)}" for k, v in value.items()) + "}"
    raise TypeError(value)


def claim_toml(c: Claim) -> str:
    """A claims file of one claim: every field set, the bookkeeping by its TOML names."""
    lines = ["[[claim]]", f"source = {_toml({'document': c.document, 'section': c.section})}"]
    for f in dataclasses.fields(Claim):
        if f.name in ("document", "section", "origin", "game", "source_record"):
            continue
        default = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
        value = getattr(c, f.name)
        if value != default:
            lines.append(f"{f.name} = {_toml(value)}")
    lines += [f"{k} = {_toml(v)}" for k, v in c.source_record.to_json().items()]
    return "\n".join(lines) + "\n"


def test_source_round_trips_through_toml():
    claims = [c for c in catalogue_claims() if c.game is None and "file=" not in c.ruleset]
    with_source = [c for c in claims if c.source_lines and c.translation]
    assert with_source and any(c.reading != "literal" for c in with_source)
    for c in claims:
        assert isinstance(c.source_record, Source)
        (back,) = parse_claims(claim_toml(c), origin="<round-trip>")
        assert back.source_record == c.source_record, c.id
        assert back.to_json() == c.to_json(), c.id
    c = with_source[0]
    assert (c.source_lines, c.translation, c.reading, c.role) == (
        c.source_record.lines, c.source_record.translation, c.source_record.reading, c.source_record.role)
    # the bookkeeping is one field of the record, not six
    names = {f.name for f in dataclasses.fields(Claim)}
    assert "source_record" in names and not names & set(Source.KEYS)
    # given by its TOML names in Python too, and replaced as a whole
    made = Claim(kind="outcome", ruleset="nim", position=[1, 1], outcome="P", source_lines=[3, 4],
                 translation="equal heaps lose", reading="corrected", reading_of="x.y", role="planted")
    assert made.source_record == Source(lines=[[3, 4]], translation="equal heaps lose", reading="corrected",
                                        reading_of="x.y", role="planted")
    assert dataclasses.replace(made, outcome="N").source_record == made.source_record
