"""The candidate rules of an exploration, written out as a claims file.

:func:`claims_toml` turns the candidates of an :class:`~gamecheck.explore.run.Exploration`
into ``[[claim]]`` tables that ``gamecheck check`` and ``gamecheck prove`` read unchanged
(:func:`gamecheck.claims.parse_claims`); :func:`emit_claims` writes them to a file,
atomically. Each claim states one candidate (a P-rule, a Grundy formula, a label identity)
about the ruleset exactly as the exploration built it (``ruleset_spec``), at the bound its
exhaustive check ran at, with the checker's verdict as ``expected`` and the prover's bit
width as ``prove_bits`` when the prover proved it; ``notes`` give the family, the certified
period of the sequence (Grundy formulas of one-heap games), the Beatty constants (Wythoff-like
games) and the prover's verdict.

The candidates of a heap game's sequence (octal and hexadecimal codes, Grundy's game, Lasker's
Nim, heap games of game files) are written as claims about one heap (``max_heaps = 1``): about
every heap size ``n`` (no ``bound``) where the sequence's period is certified and the checker
proves the claim so, else about the heaps explored.

The TOML is written by a small writer of this module (text, integers, booleans, lists and
inline tables), so that any text -- quotes, backslashes, newlines, control characters,
non-ASCII letters -- reads back as it was (a lone surrogate, which UTF-8 cannot hold, is
written as U+FFFD).
"""

from __future__ import annotations

import copy
import math
import os
import re
from typing import Any

from gamecheck import args as _args
from gamecheck.atomic import atomic_write_text, check_target
from gamecheck.checker.context import claim_domain, claim_ruleset
from gamecheck.checker.serial import check_claim
from gamecheck.claims import Claim, claim_from_dict, load_claims, parse_claims
from gamecheck.errors import GamecheckError, UsageError, printable
from gamecheck.explore.discover import _default_check_bound, candidate_claim
from gamecheck.explore.run import Exploration
from gamecheck.games import make_ruleset

__all__ = ["EMITTED_KINDS", "claims_toml", "emit_claims", "emitted_claims", "toml_value"]

#: the candidate kinds written as claims (the kinds ``check`` takes with a ``rule``)
EMITTED_KINDS = ("p-rule", "grundy", "label-identity")
#: the verdicts written as ``expected`` (any other leaves the default and says why in ``notes``)
_EXPECTABLE = ("holds", "refuted")
#: the longest game name written into a claim id
_MAX_NAME = 40


# -- a small TOML writer -------------------------------------------------------------------------

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _toml_string(text: str) -> str:
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04X}")
        elif 0xD800 <= code <= 0xDFFF:  # a lone surrogate: not a Unicode scalar value
            out.append("\\uFFFD")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _toml_key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _toml_string(key)


def toml_value(value: Any) -> str:
    """One value in TOML syntax: text (a basic string, escaped), an integer, a boolean, a
    finite float, a list or a dict (an inline table).

    Parameters
    ----------
    value : str, int, bool, float, list, tuple or dict
        The value (dict keys are text).

    Returns
    -------
    str
        The TOML text of the value, on one line.

    Raises
    ------
    UsageError
        A value of another type, or a float that is not finite.

    Examples
    --------
    >>> from gamecheck.explore.emit import toml_value
    >>> print(toml_value('say "hi"\\n'))
    "say \\"hi\\"\\n"
    >>> print(toml_value({"set": [1, 2, 3], "heaps": 1, "two words": True}))
    { set = [1, 2, 3], heaps = 1, "two words" = true }
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(int(value))
    if isinstance(value, float):
        if not math.isfinite(value):
            raise UsageError(f"the value {value!r} cannot be written to a claims file; give a finite number")
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        return "{ " + ", ".join(f"{_toml_key(str(k))} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise UsageError(f"a value of type {type(value).__name__} cannot be written to a claims file; "
                     "give text, integers, lists or tables")


def _comment(text: str) -> str:
    """``text`` as TOML comment lines (every character printable: no line break can escape)."""
    return "\n".join(("# " + printable(line)).rstrip() for line in (text.splitlines() or [""]))


# -- the claims ----------------------------------------------------------------------------------

def _verdict(v: Any) -> str | None:
    """A verdict (a :class:`gamecheck.audit.Verdict` or text) as plain text."""
    if v is None:
        return None
    return str(getattr(v, "value", v))


def _game_name(spec: str) -> str:
    """The game's part of a claim id: ``"misere-nim"`` for ``misere(nim(heaps=2))``."""
    words, rest = [], spec
    while (m := re.match(r"\s*([A-Za-z][A-Za-z0-9_-]*)\s*\(", rest)) is not None:  # misere(nim(...)): the heads
        words.append(m.group(1))
        rest = rest[m.end():]
    words = words or [spec]
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", "-".join(words)).strip("-_") or "game"
    return name[:_MAX_NAME].strip("-_") or "game"


def _portable_spec(spec: str) -> str:
    """The spec with a game file's rules written inline (``game(name=..., moves=...)``), so that
    the claims file does not depend on where the game file lies: a claims file reads the files
    its specs name relative to its own folder."""
    if not re.search(r"\bfile\s*=", spec):
        return spec
    rs = make_ruleset(spec)
    if not getattr(rs, "file", None):
        return spec
    inline = copy.copy(rs)
    inline.file = None
    text = inline.spec()
    return text if make_ruleset(text).spec() == text else spec


def _check_bound(cand: Any, spec: str) -> tuple[Any, str | None]:
    """The bound the candidate's exhaustive check ran at (recomputed as
    :func:`gamecheck.explore.discover.evaluate_candidates` chose it, and compared with the
    domain the check result names), and a note when it could not be confirmed."""
    probe = candidate_claim(cand, make_ruleset(spec), "explore.probe")
    rs = claim_ruleset(probe)
    data_bound = cand.details.get("data_bound", rs.default_bound(rs.arity or 1))
    bound = _default_check_bound(probe, data_bound)
    if isinstance(bound, list):
        bound = [int(b) for b in bound]
        # one number when every part has the same bound and the spec fixes the number of parts
        if len(set(bound)) == 1 and make_ruleset(spec).arity == len(bound):
            bound = bound[0]
    else:
        bound = int(bound)
    said = (cand.check or {}).get("bound")
    if said is None:
        return bound, None
    probe = candidate_claim(cand, make_ruleset(spec), "explore.probe", bound=bound)
    try:
        text = claim_domain(probe, claim_ruleset(probe)).describe(claim_ruleset(probe))
    except GamecheckError:
        text = None
    if text != said:
        return bound, f"the check's domain ({said}) could not be matched to a bound; the default check bound is given"
    return bound, None


def _notes(exploration: Exploration, cand: Any, expected_note: str | None) -> str:
    d = cand.details or {}
    lines = [f"Found by gamecheck explore ({exploration.subject}) in the family '{cand.family}'."]
    if cand.kind == "grundy" and isinstance(d.get("period"), int):
        saltus = f" and saltus {d['saltus']}" if d.get("saltus") else ""
        lines.append(f"The formula has period {d['period']}{saltus} from n = {d.get('preperiod', 0)}.")
    per = exploration.periodicity
    if per is not None and cand.kind in ("grundy", "p-rule") and exploration.values is not None:
        if per.certified:
            lines.append(f"The Grundy sequence is {per.status()}. Certificate: {per.certificate}")
        else:
            lines.append(f"The Grundy sequence's period is not certified: {per.status()}. {per.certificate}")
    if cand.family == "beatty":
        alpha, beta = d.get("alpha"), d.get("beta")
        if alpha is not None:
            extra = f" (minimal polynomial {d['minimal_polynomial']})" if d.get("minimal_polynomial") else ""
            pair = f" and beta = {beta}" if beta is not None else ""
            lines.append(f"Beatty constants alpha = {alpha}{pair}{extra}: the P-positions are the pairs "
                         "(floor(k*alpha), floor(k*beta)).")
    chk = cand.check or {}
    if chk:
        lines.append(f"explore's check: {_verdict(chk.get('verdict'))} on {chk.get('bound')}.")
    if expected_note:
        lines.append(expected_note)
    pv = cand.prove or {}
    if pv:
        bits = f" at {pv['bits']} bits" if pv.get("bits") is not None else ""
        method = f" by {pv['method']}" if pv.get("method") else ""
        lines.append(f"explore's proof{bits}: {_verdict(pv.get('verdict'))}{method}"
                     + (f" ({pv['reason']})" if pv.get("reason") else "") + ".")
    else:
        lines.append("explore did not run the prover on it (prove_bits=None).")
    return "\n".join(lines)


def _sequence_tables(exploration: Exploration, spec: str) -> list[dict[str, Any]]:
    """The tables of a heap game's sequence candidates (an octal or hexadecimal code, Grundy's
    game, Lasker's Nim, a heap game of a game file): claims about one heap (``max_heaps = 1``).
    Where the sequence's period is certified (normal play) a claim speaks of every heap size (no
    ``bound``) and is written so only when the checker proves it so; otherwise it speaks of the
    heaps explored (``bound`` = the largest), where explore's check ran. ``expected`` is the
    checker's verdict on the claim as written."""
    game = _game_name(spec)
    per = exploration.periodicity
    last = (len(exploration.values) - 1) if exploration.values is not None else None
    certified = per is not None and per.certified and exploration.play == "normal" and not exploration.interrupted
    out = []
    for i, cand in enumerate(exploration.candidates, 1):
        if cand.kind not in EMITTED_KINDS:
            continue
        table: dict[str, Any] = {
            "id": f"explore.{game}.{re.sub(r'[^A-Za-z0-9_-]+', '-', cand.family)}.{i}",
            "statement": cand.description or cand.rule,
            "source": {"document": "gamecheck explore", "section": f"discovered ({cand.family})"},
            "ruleset": spec, "kind": cand.kind, "max_heaps": 1, "rule": cand.rule,
        }
        if cand.where:
            table["where"] = cand.where
        if exploration.play == "misere":
            table["play"] = "misere"
        note = None
        why_bounded = "the sequence's period is not certified, or the play is misère, so no theorem decides every n"
        if certified:
            got = check_claim(claim_from_dict(dict(table, expected="holds"), "gamecheck explore"))
            if got.verdict == "proved":
                table["expected"] = "holds"
                note = ("A claim about every heap size n (no bound): check proves it by the periodicity theorem "
                        "and a finite recomputation.")
            elif got.verdict == "refuted":
                table["expected"] = "refuted"
                note = f"As a claim about every heap size n, check refutes it: {got.reason or 'see the witness'}."
            else:
                why_bounded = f"as a claim about every n it is {got.verdict.value}: {got.reason}"
        if "expected" not in table:
            if last is None:
                raise UsageError(f"{printable(exploration.subject)}: no values were computed, so its candidate rules "
                                 "cannot be written as claims")
            table["bound"] = last
            verdict = _verdict((cand.check or {}).get("verdict"))
            if verdict in _EXPECTABLE:
                table["expected"] = verdict
            else:
                note = f"expected is left at its default: explore's check was {verdict}."
            if note is None:
                note = f"A claim about the heaps 0..{last:,} explored ({why_bounded})."
        table["notes"] = _notes(exploration, cand, note)
        out.append(table)
    return out


def _tables(exploration: Exploration) -> list[dict[str, Any]]:
    """The ``[[claim]]`` tables of an exploration's candidates, in order."""
    if not isinstance(exploration, Exploration):
        raise UsageError(f"exploration={printable(repr(exploration))[:60]} is not allowed; give the result of "
                         "gamecheck.explore.explore() (Python) or the words of gamecheck explore")
    spec = exploration.ruleset_spec
    if spec is None:
        if exploration.heap_spec is not None:  # a heap game's sequence
            return _sequence_tables(exploration, _portable_spec(exploration.heap_spec))
        raise UsageError(f"{printable(exploration.subject)}: its candidate rules were tested on the computed sequence "
                         "only (no ruleset the checker rebuilds), so they cannot be written as claims")
    spec = _portable_spec(spec)
    game = _game_name(spec)
    out = []
    for i, cand in enumerate(exploration.candidates, 1):
        if cand.kind not in EMITTED_KINDS:
            continue
        bound, bound_note = _check_bound(cand, spec)
        verdict = _verdict((cand.check or {}).get("verdict"))
        table: dict[str, Any] = {
            "id": f"explore.{game}.{re.sub(r'[^A-Za-z0-9_-]+', '-', cand.family)}.{i}",
            "statement": cand.description or cand.rule,
            "source": {"document": "gamecheck explore", "section": f"discovered ({cand.family})"},
            "ruleset": spec, "kind": cand.kind, "bound": bound, "rule": cand.rule,
        }
        if cand.where:
            table["where"] = cand.where
        if exploration.play == "misere":
            table["play"] = "misere"
        note = None
        if bound_note is not None:
            note = f"expected is left at its default: {bound_note}."
        elif verdict in _EXPECTABLE:
            table["expected"] = verdict
        elif verdict is None:
            note = "expected is left at its default: explore did not check this rule (check=False)."
        else:
            note = f"expected is left at its default: explore's check was {verdict}."
        if (cand.prove or {}).get("verdict") == "proved" and cand.prove.get("bits") is not None:
            table["prove_bits"] = int(cand.prove["bits"])
        table["notes"] = _notes(exploration, cand, note)
        out.append(table)
    return out


def emitted_claims(exploration: Exploration) -> list[Claim]:
    """The claims :func:`claims_toml` writes, as :class:`~gamecheck.claims.Claim` objects.

    Parameters
    ----------
    exploration : gamecheck.explore.run.Exploration
        The result of :func:`gamecheck.explore.explore`.

    Returns
    -------
    list of Claim
        One claim per candidate of a kind in :data:`EMITTED_KINDS`, in the candidates' order.

    Raises
    ------
    UsageError
        An exploration without a ruleset the checker rebuilds (an octal code, Grundy's game).

    Examples
    --------
    >>> import gamecheck as gc
    >>> from gamecheck.explore.emit import emitted_claims
    >>> e = gc.explore.explore("nim", heaps=2, bound=6, prove_bits=None)
    >>> [(c.id, c.rule, c.bound, c.expected) for c in emitted_claims(e)][0]
    ('explore.nim.linear.1', 'x1 == x2', 12, 'holds')
    """
    return [claim_from_dict(t, "gamecheck explore") for t in _tables(exploration)]


def claims_toml(exploration: Exploration) -> str:
    """The candidate rules of an exploration as the text of a claims file.

    Parameters
    ----------
    exploration : gamecheck.explore.run.Exploration
        The result of :func:`gamecheck.explore.explore`.

    Returns
    -------
    str
        TOML: a header comment naming the command that reproduces the exploration, then one
        ``[[claim]]`` table per candidate (``id``, ``statement``, ``source``, ``ruleset``,
        ``kind``, ``bound``, ``rule``, ``where``, ``play``, ``expected``, ``prove_bits``,
        ``notes``), which :func:`gamecheck.load_claims` reads back unchanged.

    Raises
    ------
    UsageError
        An exploration without a ruleset the checker rebuilds, or without a candidate rule to
        write.

    Examples
    --------
    >>> import gamecheck as gc
    >>> from gamecheck.claims import parse_claims
    >>> from gamecheck.explore.emit import claims_toml
    >>> text = claims_toml(gc.explore.explore("nim", heaps=2, bound=6, prove_bits=None))
    >>> print(text.splitlines()[0])
    # Claims found by: gamecheck explore nim --heaps 2 --bound 6
    >>> [c.rule for c in parse_claims(text)]
    ['x1 == x2', 'x1 ^ x2', 'x1 ^ x2 == 0', '(x1 - x2) % 7 == 0']
    """
    tables = _tables(exploration)
    if not tables:
        raise UsageError(f"{printable(exploration.subject)}: explore found no candidate rule to write as a claim")
    head = [
        _comment(f"Claims found by: {exploration.command}"),
        _comment(f"{len(tables)} candidate rule(s) of {exploration.subject} ({exploration.domain}), written by "
                 "gamecheck.explore.emit; read them with gamecheck check FILE and gamecheck prove FILE."),
        _comment("'expected' is the verdict of explore's own check; 'prove_bits' is set where explore's prover "
                 "proved the rule."),
    ]
    parts = ["\n".join(head), ""]
    order = ("id", "statement", "source", "ruleset", "kind", "bound", "max_heaps", "rule", "where", "play", "expected",
             "prove_bits", "notes")
    for t in tables:
        parts.append("[[claim]]")
        parts.extend(f"{k} = {toml_value(t[k])}" for k in order if k in t)
        parts.append("")
    text = "\n".join(parts)
    # the file must read back as these claims (a writer bug is an internal error, never a bad file)
    parse_claims(text, origin="the emitted claims")
    return text


def emit_claims(exploration: Exploration, path: str | os.PathLike[str]) -> list[Claim]:
    """Write the candidate rules of an exploration to a claims file that ``gamecheck check``
    and ``gamecheck prove`` accept unchanged.

    Parameters
    ----------
    exploration : gamecheck.explore.run.Exploration
        The result of :func:`gamecheck.explore.explore`.
    path : str or os.PathLike
        The ``.toml`` file to write (atomically: a temporary file beside it, renamed over it).
        Its folder must exist.

    Returns
    -------
    list of Claim
        The claims written, as :func:`gamecheck.load_claims` reads them back.

    Raises
    ------
    UsageError
        A path that cannot be written (a folder, a device, a missing folder), an exploration
        without a ruleset the checker rebuilds or without a candidate rule.
    ResourceLimitError
        The disk is full.

    Examples
    --------
    >>> import gamecheck as gc
    >>> from gamecheck.explore.emit import emit_claims
    >>> e = gc.explore.explore("subtraction", "1,2,3", n=40, prove_bits=None)
    >>> claims = emit_claims(e, "s123.toml")       # doctest: +SKIP
    >>> [(c.kind, c.rule, c.expected) for c in claims]       # doctest: +SKIP
    [('grundy', 'n % 4', 'holds'), ('p-rule', 'n % 4 == 0', 'holds')]
    """
    target = check_target(_args.path("path", path, where="emit_claims(): "), make_parents=False)
    text = claims_toml(exploration)
    written = atomic_write_text(target, text, make_parents=False)
    return load_claims(written)
