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
``misere-quotient`` ``quotient``: facts about the misère quotient (Plambeck and Siegel
                   2008) of the sums of heaps up to ``bound`` (every heap size when no
                   ``bound`` is given: the period must then be certified), any of
                   ``order``, ``p_portion`` (a count, or the list of element names),
                   ``tame``, ``presentation``, ``period``, ``preperiod`` and
                   ``elements`` (a table heap = element name, or the list from heap 0)
=================  =========================================================================

Each kind is its own record: ``Claim(kind="p-rule", ...)`` builds a :class:`PRuleClaim`, and
so on for every row above (:data:`KIND_CLASSES` maps a kind to its class). A kind's class
says which fields it ``requires`` and which it ``reads``; a field the kind does not read is
an error, from TOML and in Python alike, so a misplaced ``target`` or ``bound`` never passes
silently. :meth:`Claim.as_kind` gives the same claim as another kind.

For the z3 prover (:mod:`gamecheck.prover.prove`): ``strategy`` (the winning move a proof
uses, as an option-valued expression; for a Grundy formula it may use ``v``, the value
to reach), ``p_rule`` (the P-positions a ``winning-move`` claim relies on) and
``prove_bits`` (the bit width ``gamecheck verify``, ``gamecheck prove`` and
:func:`gamecheck.prove` prove at), ``prove_budget`` (a factor on the solvers' default
deterministic resource limits, default 1) and ``prove_timeout`` (the wall-clock safety net
per solver call in seconds, default 600: reaching it makes the verdict inconclusive, so it
depends on the machine; use ``prove_budget`` to make a proof give up sooner). A ``p-rule``
proof may go through lemmas (:mod:`gamecheck.prover.lemmas`): ``prove_functions`` (texts
``NAME(ARGS) = BODY``), ``prove_lemmas`` (truth values over those functions, each a text or a
table ``{lemma = TEXT, for = [CONDITION, ...]}``) and ``prove_increasing`` (names of functions
of one argument that are strictly increasing).

Optional everywhere: ``play`` (``"normal"``, default, or ``"misere"``), ``let``
(named helper expressions, evaluated in order before the rule), ``where`` (the
claim speaks only of positions where this rule is true), ``group`` (the report page
the claim belongs to), ``notes``.

A game of the user's own in place of ``ruleset``: ``game = "my-game.toml"`` (a game file,
relative to the claims file) or an inline ``[claim.game]`` table with the same keys
(:mod:`gamecheck.games.custom`); the claim's ``ruleset`` becomes that game's spec.

Validation: every field's type and value is checked when a claim is built (from TOML
or in Python, see :meth:`Claim.validate`); every problem is one line naming the file,
the claim, the field, its value and what is allowed. Limits: an id of at most 128
characters matching ``[A-Za-z0-9][A-Za-z0-9._-]*`` as a whole; bounds up to
:data:`MAX_BOUND` (2**31 - 1) and positions of 1 to :data:`MAX_PARTS` (64) parts;
``prove_bits`` 1..256, ``prove_budget`` in (0, 1000] and ``prove_timeout`` in (0, 3600] (finite,
not true/false);
``let`` and ``vars`` names are identifiers that are not keywords, rule-language
functions or variables the checker supplies. :func:`load_claims` turns every file
problem (missing, a folder, unreadable, over 16 MiB, empty, UTF-16/UTF-32, binary,
not UTF-8 -- with the byte offset --, not TOML, no ``[[claim]]`` array of tables) into
one line too.
"""

from __future__ import annotations

import datetime
import html
import inspect
import json
import keyword
import math
import numbers
import os
import re
import tomllib
from dataclasses import MISSING, InitVar, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Callable, ClassVar

from gamecheck.atomic import read_user_file
from gamecheck.errors import ClaimError, GamecheckError, RuleError, UsageError, printable
from gamecheck.files import current_scope, file_scope
from gamecheck.games import game_from_table, load_game, make_ruleset
from gamecheck.lang.env import LABEL_NAMES, names_used
from gamecheck.lang.expr import FUNCTIONS
from gamecheck.lang.functions import check_lemmas_syntax

__all__ = [
    "KINDS", "RULE_KINDS", "INTEGER_KINDS", "POSITION_KINDS", "VERDICTS", "PLAYS", "READINGS", "ROLES", "MAX_BOUND",
    "MAX_PARTS", "MAX_SOURCE_PASSAGES",
    "MAX_ID_LENGTH", "MAX_PROVE_BITS", "MAX_PROVE_TIMEOUT", "MAX_FILE_BYTES", "Claim", "Source", "claim_from_dict",
    "HookTable", "register_kind",
    "decode_claims_bytes", "load_claims", "load_claims_file", "parse_claims", "parse_claims_file", "default_id", "COMMON_FIELDS", "KIND_CLASSES",
    "PRuleClaim", "GrundyClaim", "WinningMoveClaim", "PPositionsClaim", "NoMoveClaim", "SomeMoveClaim",
    "LabelIdentityClaim", "AnswerClaim", "ReachableCountClaim", "OutcomeClaim", "GrundyValueClaim",
    "MoveWinsClaim", "WinningMovesClaim", "ForallClaim", "PartitionClaim", "MisereQuotientClaim", "EquivalentClaim",
    "QUOTIENT_FACTS",
]

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
    "misere-quotient",
    "equivalent",
)
RULE_KINDS = ("p-rule", "grundy", "winning-move", "p-positions", "no-move", "some-move", "label-identity", "answer")
#: kinds about integers only: no ruleset involved
INTEGER_KINDS = ("forall", "partition")
POSITION_KINDS = ("outcome", "grundy-value", "move-wins", "winning-moves")
VERDICTS = ("holds", "refuted", "inconclusive")
PLAYS = ("normal", "misere")
#: how a claim reads its source: the words as written, a correction of them (beside the
#: literal claim, named by ``reading_of``), or one of several readings of ambiguous words
READINGS = ("literal", "corrected", "ambiguous")
#: what a claim is: a statement of its document, an answer option of a quiz (true or not,
#: as the quiz intends), a false rule planted to show that errors are caught, a claim that
#: exists because of how the text was encoded (not the document's error), or a core theorem
ROLES = ("statement", "quiz-option", "planted", "artefact", "core", "definition")
#: the most passages a claim may cite
MAX_SOURCE_PASSAGES = 32

#: the largest bound of a claim (per part, or the largest value of a ``partition``): larger
#: domains never fit in memory, and the checker's arrays index positions with 64-bit integers
MAX_BOUND = 2**31 - 1
#: the most parts a position (or a list of per-part bounds) may have
MAX_PARTS = 64
#: the longest claim id
MAX_ID_LENGTH = 128
#: the widest ``prove_bits``
MAX_PROVE_BITS = 256
#: the longest ``prove_timeout`` (seconds)
MAX_PROVE_TIMEOUT = 3600
#: the largest ``prove_budget`` (a factor on the default solver budget)
MAX_PROVE_BUDGET = 1000
#: the largest claims file read (bytes)
MAX_FILE_BYTES = 16 * 2**20

_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_FIELDS = {
    "id", "statement", "source", "ruleset", "params", "bound", "kind", "rule", "move", "let",
    "position", "outcome", "value", "to", "moves", "positions", "within", "play", "expected",
    "notes", "section", "where", "target", "vars", "sequences", "group", "strategy", "p_rule", "prove_bits", "prove_timeout", "prove_budget",
    "prove_functions", "prove_lemmas", "prove_increasing",
    "game", "source_lines", "translation", "reading", "reading_of", "reading_note", "role", "quotient",
    "max_heaps", "max_size", "other",
}
#: the fields holding rule-language expressions
_EXPR_FIELDS = ("rule", "move", "within", "where", "target", "strategy", "p_rule")
#: the labels a rule may read (as gamecheck.checker.serial.LABEL_NAMES) and the value a Grundy strategy aims at
_RESERVED_VARIABLES = frozenset(("heaps", "k", "n", "v") + LABEL_NAMES)
_PART_NAME = re.compile(r"(?:[xgG]|heaps)[0-9]+")


@dataclass(frozen=True)
class Source:
    """Where a claim comes from in its document and how it reads it: the source bookkeeping of
    a claim, kept in :attr:`Claim.source_record`.

    In a claims file (and as keywords of :class:`Claim`) these are the claim's fields
    ``source_lines``, ``translation``, ``reading``, ``reading_of``, ``reading_note`` and
    ``role`` (:attr:`KEYS` maps each to its attribute here); a claim reads them back under
    those names too (``claim.translation``).

    Attributes
    ----------
    lines : list of list of int or None
        Where the passage is: ``[first, last]`` pairs (1-based, inclusive lines of the
        document's file); ``source_lines`` in TOML.
    translation : str
        What the passage says, in English and in the catalogue's own words.
    reading : str
        One of :data:`READINGS` (default ``literal``).
    reading_of : str
        For a ``corrected`` (or second ``ambiguous``) reading, the id of the claim holding the
        other reading of the same words.
    reading_note : str
        Why this reading (what was corrected, or where the words are ambiguous).
    role : str
        One of :data:`ROLES` (default ``statement``).

    Examples
    --------
    >>> import gamecheck as gc
    >>> c = gc.Claim(kind="outcome", ruleset="nim", position=[1, 1], outcome="P", translation="equal heaps lose")
    >>> c.source_record
    Source(lines=None, translation='equal heaps lose', reading='literal', reading_of='', reading_note='', role='statement')
    >>> c.translation
    'equal heaps lose'
    """

    lines: list[list[int]] | None = None
    translation: str = ""
    reading: str = "literal"
    reading_of: str = ""
    reading_note: str = ""
    role: str = "statement"

    #: the claim's field (TOML key) of each attribute
    KEYS: ClassVar[dict[str, str]] = {"source_lines": "lines", "translation": "translation", "reading": "reading",
                                      "reading_of": "reading_of", "reading_note": "reading_note", "role": "role"}

    def to_json(self) -> dict[str, Any]:
        """The record as the claim's JSON fields: ``source_lines`` when set, ``translation``,
        ``reading_of`` and ``reading_note`` when not empty, ``reading`` and ``role`` always.

        Examples
        --------
        >>> Source(translation="equal heaps lose").to_json()
        {'translation': 'equal heaps lose', 'reading': 'literal', 'role': 'statement'}
        """
        out: dict[str, Any] = {}
        if self.lines is not None:
            out["source_lines"] = [list(p) for p in self.lines]
        for name in ("translation", "reading_of", "reading_note"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        out["reading"] = self.reading
        out["role"] = self.role
        return out


#: the default of each bookkeeping field, by its claim (TOML) name
_SOURCE_DEFAULTS = {key: getattr(Source(), attr) for key, attr in Source.KEYS.items()}


@dataclass
class Claim:
    """One checkable claim.

    Every field is validated on construction (``__post_init__``), whether the claim comes from a
    TOML file or is built in Python, so a claim that exists is well typed: a wrong field raises
    :class:`~gamecheck.errors.ClaimError` (a :class:`~gamecheck.errors.UsageError`) naming it.
    ``Claim(kind=...)`` builds the record class of that kind (``PRuleClaim``, ``OutcomeClaim``,
    ...), which reads only its kind's fields; a claim built in Python needs no id (it is named
    after its kind and ruleset) and no document, section or statement.

    Attributes
    ----------
    id : str
        Unique identifier (letters, digits, ``.``, ``_``, ``-``; at most 128 characters).
    statement : str
        The claim in words.
    document : str
        The source document (file name or reference).
    section : str
        The section of the source.
    ruleset : str
        The ruleset spec string (see :func:`gamecheck.games.make_ruleset`).
    params : dict
        Extra ruleset parameters (integers, text or lists of integers).
    kind : str
        One of :data:`KINDS`.
    expected : str
        The reviewed expected verdict (``holds`` or ``refuted``).
    bound : int or list of int
        Per-part bound of the box domain (int or list), for rule kinds.
    rule : str
        The rule expression (``p-rule``, ``grundy``, ...).
    move : str
        The move expression (``winning-move``): evaluates to the option reached.
    let : dict
        Named helper expressions, in order.
    position, outcome, value, to, moves, positions, within
        Kind-specific fields.
    play : str
        ``normal`` or ``misere``.
    notes : str
        Free text for the report.
    source_record : Source
        The source bookkeeping (:class:`Source`). It is given, and read back, by the names of the
        claims file: ``source_lines``, ``translation``, ``reading``, ``reading_of``,
        ``reading_note`` and ``role`` (keywords of ``Claim(...)`` and properties of the claim).
    source_lines : list of list of int
        Where the passage is, as ``[first, last]`` (1-based, inclusive lines of the document's
        file) or a list of such pairs when the claim rests on several passages; normalised to a
        list of pairs.
    translation : str
        What the passage says, in English and in the catalogue's own words.
    reading : str
        One of :data:`READINGS` (default ``literal``).
    reading_of : str
        For a ``corrected`` (or second ``ambiguous``) reading, the id of the claim holding the
        other reading of the same words.
    reading_note : str
        Why this reading (what was corrected, or where the words are ambiguous).
    role : str
        One of :data:`ROLES` (default ``statement``).
    quotient : dict
        (``misere-quotient``) the facts claimed about the misère quotient.
    max_heaps, max_size : int
        (rule kinds on heap games) the most non-empty heaps of a position, and the largest heap;
        with them ``bound`` is the most counters in all (see :class:`gamecheck.domain.MultisetDomain`).
    other : str
        (``equivalent``) the ruleset spec of the game compared with ``ruleset``.

    Raises
    ------
    ClaimError
        An unknown field, a field given twice, a field of the wrong type or value, or a field the
        kind does not read.

    Examples
    --------
    >>> import gamecheck as gc
    >>> c = gc.Claim(kind="p-rule", ruleset="nim", params={"heaps": 2}, bound=50, rule="xor(heaps) == 0")
    >>> c
    Claim(p-rule.nim: 'p-rule', ruleset='nim', params={'heaps': 2}, bound=50, rule='xor(heaps) == 0')
    >>> type(c).__name__, c.id, c.expected
    ('PRuleClaim', 'p-rule.nim', 'holds')
    >>> gc.Claim(kind="outcome", ruleset="nim", position=[1, 1], outcome="P", bound=3)
    Traceback (most recent call last):
        ...
    gamecheck.errors.ClaimError: claim 'outcome.nim': kind 'outcome' does not read field 'bound'; its own fields are: outcome, position
    """

    id: str = ""
    statement: str = ""
    document: str = ""
    section: str = ""
    ruleset: str = ""
    kind: str = ""
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
    prove_budget: float | None = None
    prove_functions: list[str] | None = None
    prove_lemmas: list[str] | None = None
    prove_increasing: list[str] | None = None
    game: str | dict[str, Any] | None = None
    # the source bookkeeping is given by these names (as in TOML) and kept in ``source_record``
    source_lines: InitVar[list[list[int]] | None] = None
    translation: InitVar[str] = ""
    reading: InitVar[str] = "literal"
    reading_of: InitVar[str] = ""
    reading_note: InitVar[str] = ""
    role: InitVar[str] = "statement"
    quotient: dict[str, Any] | None = None
    max_heaps: int | None = None
    max_size: int | None = None
    other: str | None = None
    source_record: Source = field(default_factory=lambda: Source())

    #: the fields this kind needs (checked by :meth:`validate`)
    requires: ClassVar[tuple[str, ...]] = ()
    # What the checker and the prover need to know about a kind, declared by its class (see
    # "Adding a claim kind" in docs/guide/claims.md); what they do with it is registered in
    # their hook tables (:class:`HookTable`), keyed by the class.
    #: whether the claim speaks of a game (``False``: a statement about integers, no ruleset)
    uses_ruleset: ClassVar[bool] = True
    #: whether the claim speaks of sums of any number of heaps (its ruleset is built without
    #: a heap count: ``misere-quotient``)
    any_heap_count: ClassVar[bool] = False
    #: its rule texts are conditions over a position and its labels, the same for every game whose
    #: position they do not name (:mod:`gamecheck.checker.definitions` may move it to other games)
    over_labels: ClassVar[bool] = False
    #: the local conditions the claim is equivalent to at every position of a box domain, so
    #: that it can be checked chunk by chunk: ``"p"`` (a P-position rule), ``"grundy"`` (a
    #: Grundy formula) or ``None``
    local_conditions: ClassVar[str | None] = None
    #: whether the checker binds the claim's ``let`` helpers in its evaluation context
    binds_lets: ClassVar[bool] = True
    #: the names a ``strategy`` may use beyond the claim's own (``v``, the Grundy value to reach)
    strategy_names: ClassVar[tuple[str, ...]] = ()
    #: whether ``rule`` is a value (a Grundy formula, a count) rather than a condition: there
    #: ``and``/``or`` over numbers is refused (:func:`gamecheck.lang.syntax.check_value_rule`)
    rule_is_value: ClassVar[bool] = False
    #: the fields holding the texts the prover compiles to SMT (and the encoding is validated
    #: on), in order; ``()`` for a kind the prover does not encode
    smt_texts: ClassVar[tuple[str, ...]] = ()
    #: the kind-specific fields this kind reads, required or optional (the fields of
    #: :data:`COMMON_FIELDS` are read by every kind); giving any other field is an error
    reads: ClassVar[frozenset[str]] = frozenset()

    def __new__(cls, *args: Any, **kwargs: Any) -> "Claim":
        # a field name that does not exist, or more positional values than fields, is a
        # one-line ClaimError naming it (not Python's TypeError from __init__)
        names = list(_INIT_NAMES)
        if len(args) > len(names):
            raise ClaimError(f"Claim(): {len(args)} positional values given; a claim has {len(names)} fields "
                             "(give them by name: Claim(kind=..., ruleset=..., ...))")
        for k in kwargs:
            if k not in names:
                raise ClaimError(f"Claim(): unknown field {_show(k)}; a claim's fields are {', '.join(names)}")
        for k in names[:len(args)]:
            if k in kwargs:
                raise ClaimError(f"Claim(): field '{k}' given twice (by position and by name)")
        # Claim(kind=...) builds the record of that kind (PRuleClaim, OutcomeClaim, ...)
        kind = kwargs.get("kind", args[5] if len(args) > 5 else "")
        sub = KIND_CLASSES.get(kind) if isinstance(kind, str) else None
        return object.__new__(sub if sub is not None and issubclass(sub, cls) else cls)

    def __post_init__(self, source_lines: Any, translation: Any, reading: Any, reading_of: Any, reading_note: Any,
                      role: Any) -> None:
        # the bookkeeping given by its TOML names (Claim(translation=...)) goes into the record
        given = dict(source_lines=source_lines, translation=translation, reading=reading, reading_of=reading_of,
                     reading_note=reading_note, role=role)
        changes = {Source.KEYS[k]: v for k, v in given.items() if v != _SOURCE_DEFAULTS[k]}
        if not isinstance(self.source_record, Source):
            raise ClaimError(f"claim '{self.id}': source_record {_show(self.source_record)} is not allowed; "
                             "give a gamecheck.claims.Source")
        if changes:
            self.source_record = replace(self.source_record, **changes)
        # a game of the user's own (a game file or a [game] table) stands for its ruleset spec
        if self.game is not None and not self.ruleset:
            self.ruleset = _game_spec(self.game, self.origin, self.id)
        # a claim built in Python needs no id: it is named after its kind and ruleset
        if self.id == "" and isinstance(self.kind, str) and isinstance(self.ruleset, str):
            self.id = default_id(self.kind, self.ruleset)
        # every field given must be well typed and read by the kind; whether the kind has all
        # it needs is left to validate(), so a claim may be built first and completed field by field
        _validate(self, complete=False)

    def __repr__(self) -> str:
        what = self.rule or self.move or (" | ".join(self.sequences) if self.sequences else None)
        parts = [f"{self.kind!r}", f"ruleset={self.ruleset!r}"]
        if self.params:
            parts.append(f"params={self.params!r}")
        if self.bound is not None:
            parts.append(f"bound={self.bound!r}")
        if self.position is not None:
            parts.append(f"position={self.position!r}")
        if what:
            parts.append(f"rule={what if len(what) <= 60 else what[:59] + '…'!r}")
        return f"Claim({self.id}: {', '.join(parts)})"

    def _repr_html_(self) -> str:
        rows = [("id", self.id), ("kind", self.kind), ("ruleset", self.ruleset), ("params", self.params),
                ("bound", self.bound), ("play", self.play)]
        rows += [(n, getattr(self, n)) for n in ("rule", "move", "where", "target", "strategy", "position")
                 if getattr(self, n) is not None]
        if self.statement:
            rows.append(("statement", self.statement))
        cells = "".join(f"<tr><th style='text-align:left'>{html.escape(str(k))}</th>"
                        f"<td style='text-align:left'>{html.escape(str(v))}</td></tr>" for k, v in rows)
        return f"<table>{cells}</table>"

    def validate(self) -> "Claim":
        """Check every field's type and value, and that the kind has the fields it reads
        (a ``p-rule`` its ``rule``, an ``outcome`` claim its ``position`` and ``outcome``...).

        :func:`claim_from_dict` (every claims file) calls it; a claim built in Python is
        type-checked on construction and should be validated before it is checked.
        Values are normalised in place (tuples become lists, numpy integers Python ints).

        Returns
        -------
        Claim
            The claim itself.

        Raises
        ------
        ClaimError
            A one-line message naming the file, the claim, the field, its value and what is allowed.

        Examples
        --------
        >>> import gamecheck as gc
        >>> gc.Claim(kind="outcome", ruleset="nim", position=(1, 1), outcome="P").validate().position
        [1, 1]
        >>> gc.Claim(kind="outcome", ruleset="nim", position=[1, 1]).validate()
        Traceback (most recent call last):
            ...
        gamecheck.errors.ClaimError: claim 'outcome.nim': kind 'outcome' needs 'outcome' (P, N or D)
        """
        _validate(self, complete=True)
        return self

    @property
    def misere(self) -> bool:
        return self.play == "misere"

    def _check(self, chk: "_Checker") -> None:
        """The kind's own completeness check beyond :attr:`requires` (none by default)."""

    def as_kind(self, kind: str, **changes: Any) -> "Claim":
        """A copy of this claim as a claim of another ``kind``, with ``changes``; the fields the
        new kind does not read are left out (e.g. a ``p-rule`` claim's ``strategy`` read as the
        ``winning-move`` claim it implies: ``as_kind("winning-move", move=strategy)``).

        Parameters
        ----------
        kind : str
            The new kind.
        **changes
            Fields to set in the copy.

        Returns
        -------
        Claim
            The new claim (of the new kind's record class).

        Raises
        ------
        ClaimError
            When a change is not well formed for the new kind.

        Examples
        --------
        >>> import gamecheck as gc
        >>> c = gc.Claim(kind="p-rule", ruleset="bash", params={"m": 3}, bound=30, rule="n % 4 == 0",
        ...              strategy="(n - n % 4,)")
        >>> w = c.as_kind("winning-move", move=c.strategy, p_rule=c.rule)
        >>> w.kind, w.move, gc.check(w).verdict
        ('winning-move', '(n - n % 4,)', <Verdict.HOLDS: 'holds'>)
        """
        cls = KIND_CLASSES[kind]
        keep = COMMON_FIELDS | cls.reads
        values = {f.name: getattr(self, f.name) for f in fields(Claim) if f.name in keep}
        values.update(changes, kind=kind)
        return Claim(**values)

    def rule_text(self) -> str | None:
        """The claim's rule as the reports show it (its render hook): ``rule`` or ``move`` by
        default; a kind whose rule lies in other fields overrides it.

        Examples
        --------
        >>> import gamecheck as gc
        >>> gc.Claim(kind="partition", bound=10, sequences=["2 * n", "2 * n - 1"]).rule_text()
        '2 * n | 2 * n - 1'
        """
        return self.rule or self.move

    def to_json(self) -> dict[str, Any]:
        """The claim's fields as a JSON-ready dict.

        Returns
        -------
        dict
            ``id``, ``statement``, ``document``, ``section``, ``ruleset``, ``params``, ``kind``,
            ``play``, ``expected``, the kind's own fields that are set, ``let``, ``vars``,
            ``source_lines``, ``translation``, ``reading_of``, ``reading_note`` when set, ``reading``
            and ``role``.

        Examples
        --------
        >>> import gamecheck as gc
        >>> gc.Claim(kind="outcome", ruleset="nim", position=[1, 1], outcome="P").to_json()["outcome"]
        'P'
        """
        out: dict[str, Any] = {
            "id": self.id, "statement": self.statement, "document": self.document,
            "section": self.section, "ruleset": self.ruleset, "params": self.params,
            "kind": self.kind, "play": self.play, "expected": self.expected,
        }
        for name in ("bound", "max_heaps", "max_size", "other", "rule", "move", "position", "outcome", "value", "to",
                     "moves", "positions", "within", "where", "target", "sequences"):
            v = getattr(self, name)
            if v is not None:
                out[name] = v
        if self.let:
            out["let"] = dict(self.let)
        if self.vars:
            out["vars"] = dict(self.vars)
        out.update(self.source_record.to_json())
        return out


def _source_property(key: str, attr: str) -> property:
    """``Claim.<key>``: the bookkeeping field read from (and written to) ``source_record``."""
    def get(self: Claim) -> Any:
        return getattr(self.source_record, attr)

    def put(self: Claim, value: Any) -> None:
        self.source_record = replace(self.source_record, **{attr: value})
    return property(get, put, doc=f"``{key}`` of the claim's :class:`Source` record ({attr}).")


for _key, _attr in Source.KEYS.items():
    setattr(Claim, _key, _source_property(_key, _attr))
#: the names ``Claim(...)`` takes, in order (the fields and the bookkeeping given by name)
_INIT_NAMES = tuple(inspect.signature(Claim.__init__).parameters)[1:]


#: the fields every kind reads
COMMON_FIELDS = frozenset(("id", "statement", "document", "section", "ruleset", "kind", "expected", "params", "play",
                           "notes", "origin", "group", "game", "source_lines", "translation", "reading", "reading_of",
                           "reading_note", "role", "source_record"))
#: the fields every rule kind reads besides its own: the domain bound, the scope, helpers, the prover's settings
_RULE_FIELDS = frozenset(("bound", "where", "let", "prove_bits", "prove_timeout", "prove_budget", "max_heaps",
                          "max_size"))
#: the fields of a proof through lemmas (:mod:`gamecheck.prover.lemmas`; p-rule claims)
_LEMMA_FIELDS = frozenset(("prove_functions", "prove_lemmas", "prove_increasing"))


class PRuleClaim(Claim):
    """``p-rule``: a position is a P-position exactly when ``rule`` is true (within ``bound``,
    where ``where`` holds); ``strategy`` optionally names the winning move a proof uses."""

    over_labels = True

    requires = ("rule",)
    reads = _RULE_FIELDS | _LEMMA_FIELDS | {"rule", "strategy"}
    local_conditions = "p"
    smt_texts = ("rule", "strategy")


class GrundyClaim(Claim):
    """``grundy``: the Grundy value of every position is ``rule``'s value (normal play only)."""

    over_labels = True

    requires = ("rule",)
    reads = _RULE_FIELDS | {"rule", "strategy"}
    local_conditions = "grundy"
    strategy_names = ("v",)
    rule_is_value = True
    smt_texts = ("rule", "strategy")

    def _check(self, chk: "_Checker") -> None:
        if self.misere:
            raise chk.fail("a Grundy formula is a normal-play claim; remove play = \"misere\" (or the misere(...) ruleset)")


class WinningMoveClaim(Claim):
    """``winning-move``: from every N-position, ``move`` gives a winning option; ``p_rule``
    optionally gives the P-positions a proof relies on."""

    over_labels = True

    requires = ("move",)
    reads = _RULE_FIELDS | {"move", "p_rule"}
    binds_lets = False
    smt_texts = ("p_rule", "move")


class PPositionsClaim(Claim):
    """``p-positions``: within ``bound`` (and where ``within`` holds) the P-positions are
    exactly ``positions``."""

    requires = ("positions",)
    reads = _RULE_FIELDS | {"positions", "within"}


class NoMoveClaim(Claim):
    """``no-move``: no move leads from a position where ``rule`` holds to one where
    ``target`` holds."""

    over_labels = True

    requires = ("rule", "target")
    reads = _RULE_FIELDS | {"rule", "target"}
    smt_texts = ("rule", "where", "target")


class SomeMoveClaim(Claim):
    """``some-move``: from every position where ``rule`` holds some move leads to a position
    where ``target`` holds; ``strategy`` optionally names that move."""

    over_labels = True

    requires = ("rule", "target")
    reads = _RULE_FIELDS | {"rule", "target", "strategy"}
    smt_texts = ("rule", "where", "strategy", "target")


class LabelIdentityClaim(Claim):
    """``label-identity``: ``rule`` over a position and its labels holds everywhere. Its labels
    are those of both plays at once (``P``, ``N``, ``D`` of normal play, ``MP`` of misère play),
    whatever the claim's play: a misère-play claim (``play = "misere"`` or a ``misere(...)``
    ruleset) whose texts read ``P``, ``N`` or ``D`` is refused rather than read as if ``P`` meant
    misère P."""

    over_labels = True

    requires = ("rule",)
    reads = _RULE_FIELDS | {"rule"}

    def _check(self, chk: "_Checker") -> None:
        misere = self.play == "misere" or (isinstance(self.ruleset, str) and self.ruleset.strip().startswith("misere("))
        if not misere:
            return
        try:
            normal = sorted(names_used([self.rule, self.where]) & {"P", "N", "D"})
        except GamecheckError:
            return  # the rule's own check names the error
        if normal:
            raise chk.fail(f"kind 'label-identity' reads {', '.join(normal)} as normal-play outcomes, whatever the "
                           "play; in misère play write the condition with MP (misère P), e.g. 'not terminal or not MP'")


class AnswerClaim(Claim):
    """``answer``: the least number of counters a winning move removes equals ``value`` at
    ``position``, or ``rule`` at every position of the bound."""

    reads = _RULE_FIELDS | {"rule", "position", "value"}
    rule_is_value = True

    def _check(self, chk: "_Checker") -> None:
        if not ((self.position is not None and self.value is not None) or self.rule is not None):
            raise chk.fail("kind 'answer' needs 'position' and 'value', or a 'rule' checked over the bound")


class ReachableCountClaim(Claim):
    """``reachable-count``: exactly ``value`` positions are reachable from ``position``."""

    requires = ("position", "value")
    reads = frozenset(("position", "value"))


class OutcomeClaim(Claim):
    """``outcome``: ``position`` has outcome ``outcome`` (P, N or D)."""

    requires = ("position", "outcome")
    reads = frozenset(("position", "outcome"))


class GrundyValueClaim(Claim):
    """``grundy-value``: ``position`` has Grundy value ``value`` (a non-negative integer)."""

    requires = ("position", "value")
    reads = frozenset(("position", "value"))

    def _check(self, chk: "_Checker") -> None:
        if self.value < 0:  # type: ignore[operator]
            raise chk.fail(f"value {_show(self.value)} is not allowed; give a non-negative integer")


class MoveWinsClaim(Claim):
    """``move-wins``: the move from ``position`` to ``to`` wins."""

    requires = ("position", "to")
    reads = frozenset(("position", "to"))


class WinningMovesClaim(Claim):
    """``winning-moves``: the winning options of ``position`` are exactly ``moves``."""

    requires = ("position", "moves")
    reads = frozenset(("position", "moves"))


class ForallClaim(Claim):
    """``forall``: the true/false ``rule`` over integers holds for every combination of
    ``vars`` (name = [low, high]); no ruleset."""

    requires = ("rule", "vars")
    reads = frozenset(("rule", "vars", "let", "prove_bits", "prove_timeout", "prove_budget"))
    uses_ruleset = False
    smt_texts = ("rule",)


class PartitionClaim(Claim):
    """``partition``: the ``sequences`` (expressions in ``n``) are strictly increasing for
    n >= 1 and together take every integer 1..``bound`` exactly once."""

    requires = ("bound", "sequences")
    reads = frozenset(("bound", "sequences"))
    uses_ruleset = False

    def rule_text(self) -> str | None:
        """The sequences, joined by `` | ``."""
        return " | ".join(self.sequences or [])

    def _check(self, chk: "_Checker") -> None:
        if not isinstance(self.bound, int):
            raise chk.fail("kind 'partition' needs an integer 'bound' (the largest value checked)")


#: the facts a ``misere-quotient`` claim may state, and the JSON types they take
QUOTIENT_FACTS = {"order": "a whole number", "p_portion": "a whole number or a list of element names",
                  "tame": "true or false", "presentation": "text such as \"<a, b | a^2 = 1, b^3 = b>\"",
                  "period": "a whole number", "preperiod": "a whole number",
                  "elements": "a table heap = name, or a list of names from heap 0"}


class MisereQuotientClaim(Claim):
    """``misere-quotient``: facts about the misère quotient of the sums of heaps of a heap game
    up to ``bound`` (the whole game when ``bound`` is absent): see :data:`QUOTIENT_FACTS`."""

    requires = ("quotient",)
    reads = frozenset(("quotient", "bound"))
    any_heap_count = True

    def _check(self, chk: "_Checker") -> None:
        q = self.quotient
        if not isinstance(q, dict) or not q:
            raise chk.bad("quotient", q, "give a table of one or more facts: " + ", ".join(QUOTIENT_FACTS))
        for key, value in q.items():
            if key not in QUOTIENT_FACTS:
                raise chk.fail(f"quotient fact {_show(key)} is not allowed; allowed: {', '.join(QUOTIENT_FACTS)}")
            ok = {"order": _whole, "period": _whole, "preperiod": _whole, "tame": lambda v: isinstance(v, bool),
                  "presentation": lambda v: isinstance(v, str) and v.strip() != "",
                  "p_portion": lambda v: _whole(v) or _names(v),
                  "elements": lambda v: _names(v) or (isinstance(v, dict) and v != {} and all(
                      str(k).isdigit() and isinstance(x, str) for k, x in v.items()))}[key](value)
            if not ok:
                raise chk.bad(f"quotient.{key}", value, f"give {QUOTIENT_FACTS[key]}")
        if self.bound is not None and not _whole(self.bound):
            raise chk.fail("kind 'misere-quotient' takes a whole-number 'bound' (the largest heap), or none")


class EquivalentClaim(Claim):
    """``equivalent``: the games ``ruleset`` and ``other`` have the same Grundy value at every
    position (normal play). For two heap games, the same Grundy value at every single heap
    (by the Sprague-Grundy theorem, then at every multiset of heaps): heaps ``0..bound``, or
    every heap size when ``bound`` is absent (decided where both sequences are certified
    periodic); for other games, every position of the box ``bound`` of both."""

    requires = ("other",)
    reads = frozenset(("other", "bound"))
    any_heap_count = True  # two heap games are compared heap by heap, whatever heap count is given

    def _check(self, chk: "_Checker") -> None:
        if self.play != "normal":
            raise chk.fail("kind 'equivalent' compares normal-play Grundy values; misère play has no Grundy value "
                           "(compare misère quotients with kind 'misere-quotient')")


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _names(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) and x for x in v)


#: each kind and the class of its record
KIND_CLASSES: dict[str, type[Claim]] = {
    "p-rule": PRuleClaim, "grundy": GrundyClaim, "winning-move": WinningMoveClaim, "p-positions": PPositionsClaim,
    "no-move": NoMoveClaim, "some-move": SomeMoveClaim, "label-identity": LabelIdentityClaim, "answer": AnswerClaim,
    "reachable-count": ReachableCountClaim, "outcome": OutcomeClaim, "grundy-value": GrundyValueClaim,
    "move-wins": MoveWinsClaim, "winning-moves": WinningMovesClaim, "forall": ForallClaim, "partition": PartitionClaim,
    "misere-quotient": MisereQuotientClaim, "equivalent": EquivalentClaim,
}


def _kind_names() -> tuple[str, ...]:
    """Every kind a claim may have: :data:`KINDS`, then the kinds registered later."""
    return KINDS + tuple(k for k in KIND_CLASSES if k not in KINDS)


def register_kind(kind: str) -> Callable[[type[Claim]], type[Claim]]:
    """Register a new claim kind: ``@register_kind("my-kind")`` on its :class:`Claim` subclass
    makes ``Claim(kind="my-kind", ...)`` and ``kind = "my-kind"`` in a claims file build it.

    The class says which fields it ``requires`` and ``reads`` (fields of :class:`Claim`) and
    declares its traits (:attr:`Claim.uses_ruleset`, ...); the checker, the prover and the
    vacuity checks find what to do with it in their hook tables (:class:`HookTable`), where the kind's
    module registers its functions (see "Adding a claim kind" in docs/guide/claims.md).

    Raises
    ------
    UsageError
        When the kind is already registered to another class.
    """
    def add(cls: type[Claim]) -> type[Claim]:
        if KIND_CLASSES.get(kind, cls) is not cls:
            raise UsageError(f"claim kind '{kind}' is already registered (to {KIND_CLASSES[kind].__name__})")
        KIND_CLASSES[kind] = cls
        return cls
    return add


_Hook = Callable[..., Any]


class HookTable:
    """What one layer does with each claim kind: a table of hooks keyed by the kind's class.

    The checker (:data:`gamecheck.checker.serial.CHECKS`), the prover
    (:data:`gamecheck.prover.prove.PROVES`) and the vacuity checks
    (:data:`gamecheck.checker.vacuity.VACUITY`) each own one; a kind's hooks are registered
    next to their code with :meth:`register` (or, for a hook a kind does not have, the reason
    with :meth:`refuse`), so adding a kind touches the module that defines it. A hook is found
    through the class's bases (:meth:`find`), so a subclass of a kind inherits its hooks.

    Examples
    --------
    >>> from gamecheck.claims import HookTable, OutcomeClaim, Claim
    >>> t = HookTable("greeting")
    >>> @t.register(OutcomeClaim)
    ... def hello(claim):
    ...     return f"hello {claim.position}"
    >>> t.find(Claim(kind="outcome", ruleset="nim", position=[1], outcome="N")).__name__
    'hello'
    >>> t.find(Claim(kind="grundy-value", ruleset="nim", position=[1], value=1)) is None
    True
    """

    def __init__(self, purpose: str) -> None:
        self.purpose = purpose
        self._hooks: dict[type[Claim], _Hook] = {}
        self._refused: dict[type[Claim], str] = {}

    def register(self, *classes: type[Claim]) -> Callable[[_Hook], _Hook]:
        """A decorator registering a hook for each of ``classes`` (kinds' classes)."""
        def add(hook: _Hook) -> _Hook:
            for cls in classes:
                self.add(cls, hook)
            return hook
        return add

    def add(self, cls: type[Claim], hook: _Hook) -> None:
        """Register ``hook`` for the kind of class ``cls`` (replacing any earlier one)."""
        if not (isinstance(cls, type) and issubclass(cls, Claim)):
            raise UsageError(f"{self.purpose} hook: {cls!r} is not a claim class")
        self._refused.pop(cls, None)
        self._hooks[cls] = hook

    def remove(self, cls: type[Claim]) -> None:
        """Forget the hook (or the reason) of the kind of class ``cls``."""
        self._hooks.pop(cls, None)
        self._refused.pop(cls, None)

    def refuse(self, cls: type[Claim], reason: str) -> None:
        """Record that the kind of class ``cls`` has no hook here, and why."""
        self._hooks.pop(cls, None)
        self._refused[cls] = reason

    def _classes(self, claim: Claim | type[Claim]) -> tuple[type, ...]:
        return (claim if isinstance(claim, type) else type(claim)).__mro__

    def find(self, claim: Claim | type[Claim]) -> _Hook | None:
        """The hook of a claim (or of a claim class): its class's, else its nearest base's;
        ``None`` when there is none (or it was refused)."""
        for cls in self._classes(claim):
            if cls in self._refused:
                return None
            if cls in self._hooks:
                return self._hooks[cls]
        return None

    def reason(self, claim: Claim | type[Claim]) -> str | None:
        """Why a claim's kind has no hook here (:meth:`refuse`), or ``None``."""
        for cls in self._classes(claim):
            if cls in self._hooks:
                return None
            if cls in self._refused:
                return self._refused[cls]
        return None

    def covers(self, claim: Claim | type[Claim]) -> bool:
        """Whether the kind has a hook here or a recorded reason for having none."""
        return self.find(claim) is not None or self.reason(claim) is not None

    def kinds(self) -> tuple[str, ...]:
        """The kinds with a hook, in the order of registration (the built-in kinds by name;
        a class not in :data:`KIND_CLASSES` is left out)."""
        names = {cls: kind for kind, cls in KIND_CLASSES.items()}
        return tuple(names[cls] for cls in self._hooks if cls in names)


# -- messages -----------------------------------------------------------------------------------

def _show(value: Any, limit: int = 60) -> str:
    """A value as the user wrote it (TOML/JSON style: ``"text"``, ``true``, ``[1, 2]``),
    shortened and on one line."""
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        v = int(value)
        text = str(v) if v.bit_length() < 200 else f"<{v.bit_length()}-bit integer>"
    elif isinstance(value, (datetime.date, datetime.time)):
        text = value.isoformat()  # a TOML date or time
    else:
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError, RecursionError):
            try:
                text = repr(value)
            except Exception:  # noqa: BLE001 - a value whose repr fails is still named by its type
                text = f"<{type(value).__name__}>"
    text = printable(text)
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return text


def _err(origin: str, cid: Any, msg: str) -> ClaimError:
    """A claim that is not well formed (a :class:`~gamecheck.errors.ClaimError`, exit status 2),
    with the file and the claim id in front of the message."""
    where = f"{printable(origin)}: " if origin else ""
    who = f"claim '{printable(cid)}': " if isinstance(cid, str) and cid else ""
    return ClaimError(f"{where}{who}{msg}")


def _is_int(v: Any) -> bool:
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


class _Checker:
    """Field checks of one claim: each returns the normalised value or raises a UsageError."""

    def __init__(self, origin: str, cid: Any):
        self.origin, self.cid = origin, cid

    def fail(self, msg: str) -> ClaimError:
        return _err(self.origin, self.cid, msg)

    def bad(self, name: str, value: Any, allowed: str) -> ClaimError:
        return self.fail(f"field '{name}' = {_show(value)} is not allowed; {allowed}")

    def text(self, name: str, value: Any, *, required: bool = False, one_line: bool = False) -> str:
        if not isinstance(value, str):
            raise self.bad(name, value, "give text in quotes")
        if required and not value.strip():
            raise self.fail(f"field '{name}' is missing or not text")
        if one_line and ("\n" in value or "\r" in value):
            raise self.bad(name, value, "give one line of text")
        return value

    def optional_expr(self, name: str, value: Any) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str):
            raise self.fail(f"field '{name}' must be an expression in quotes; got {_show(value)}")
        return value

    def choice(self, name: str, value: Any, allowed: tuple[str, ...]) -> str:
        if not isinstance(value, str) or value not in allowed:
            words = ", ".join(f'"{a}"' for a in allowed)
            raise self.bad(name, value, f"allowed: {words}")
        return value

    def source_lines(self, value: Any) -> list[list[int]]:
        allowed = ("give [first, last] (1-based lines of the document, first <= last) or a list of such pairs, "
                   f"at most {MAX_SOURCE_PASSAGES}")
        pairs = value
        if isinstance(value, (list, tuple)) and len(value) == 2 and all(_is_int(v) for v in value):
            pairs = [value]
        if not isinstance(pairs, (list, tuple)) or not 1 <= len(pairs) <= MAX_SOURCE_PASSAGES:
            raise self.bad("source_lines", value, allowed)
        out = []
        for pair in pairs:
            if (not isinstance(pair, (list, tuple)) or len(pair) != 2 or not all(_is_int(v) for v in pair)
                    or not 1 <= int(pair[0]) <= int(pair[1])):
                raise self.bad("source_lines", value, allowed)
            out.append([int(pair[0]), int(pair[1])])
        return out

    def integer(self, name: str, value: Any, *, low: int | None = None, high: int | None = None) -> int:
        if not _is_int(value):
            raise self.bad(name, value, _int_words(low, high))
        v = int(value)
        if (low is not None and v < low) or (high is not None and v > high):
            raise self.bad(name, value, _int_words(low, high))
        return v

    def position(self, name: str, value: Any) -> list[int]:
        allowed = f"give a list of 1 to {MAX_PARTS} non-negative integers, e.g. [3, 4, 5]"
        if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= MAX_PARTS:
            raise self.bad(name, value, allowed)
        if not all(_is_int(v) and v >= 0 for v in value):
            raise self.bad(name, value, allowed)
        return [int(v) for v in value]

    def positions(self, name: str, value: Any) -> list[list[int]]:
        if not isinstance(value, (list, tuple)):
            raise self.bad(name, value, "give a list of positions, e.g. [[1, 2], [3, 3]] (may be empty)")
        return [self.position(name, p) for p in value]

    def bound(self, name: str, value: Any) -> int | list[int] | None:
        if value is None:
            return None
        one = f"a non-negative integer up to {MAX_BOUND:,}"
        if isinstance(value, (list, tuple)):
            if not 1 <= len(value) <= MAX_PARTS or not all(_is_int(v) and 0 <= v <= MAX_BOUND for v in value):
                raise self.bad(name, value, f"give {one}, or a list of 1 to {MAX_PARTS} such per-part bounds")
            return [int(v) for v in value]
        if not _is_int(value) or not 0 <= value <= MAX_BOUND:
            raise self.bad(name, value, f"give {one}, or a list of per-part bounds")
        return int(value)

    def params(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.bad("params", value, "give a table, e.g. params = { heaps = 3 }")
        out: dict[str, Any] = {}
        for key, v in value.items():
            if not isinstance(key, str) or not key:
                raise self.bad("params", value, "parameter names are text")
            if _is_int(v):
                out[key] = int(v)
            elif isinstance(v, str):
                out[key] = v
            elif isinstance(v, (list, tuple)) and all(_is_int(e) for e in v):
                out[key] = [int(e) for e in v]
            else:
                raise self.bad(f"params.{printable(key)}", v,
                               "give an integer, text or a list of integers (no true/false, decimals or tables)")
        return out

    def name(self, what: str, name: Any, reserved: Callable[[str], str | None]) -> str:
        if not isinstance(name, str) or not name.isidentifier() or keyword.iskeyword(name):
            raise self.fail(f"{what} name {_show(name)} is not allowed; give a name of letters, digits and '_' "
                            "that does not start with a digit")
        why = reserved(name)
        if why:
            raise self.fail(f"{what} name '{name}' is not allowed: it is {why}; choose another name")
        return name

    def lets(self, value: Any, reserved: Callable[[str], str | None]) -> dict[str, str]:
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            raise self.fail("field 'let' must be a table of name = \"expression\"")
        return {self.name("let", k, reserved): v for k, v in value.items()}

    def variables(self, value: Any) -> dict[str, list[int]]:
        if not isinstance(value, dict) or not value:
            raise self.fail("kind 'forall' needs 'vars', e.g. vars = { n = [1, 100] }")
        out: dict[str, list[int]] = {}
        for name, rng in value.items():
            self.name("vars", name, _function_or_reserved)
            if (not isinstance(rng, (list, tuple)) or len(rng) != 2 or not all(_is_int(v) for v in rng)
                    or rng[0] > rng[1]):
                raise self.fail(f"vars.{name} = {_show(rng)} is not allowed; give [low, high], two integers with low <= high")
            out[name] = [int(rng[0]), int(rng[1])]
        return out

    def sequences(self, value: Any) -> list[str]:
        if (not isinstance(value, (list, tuple)) or not value or len(value) > MAX_PARTS
                or not all(isinstance(x, str) for x in value)):
            raise self.fail(f"kind 'partition' needs 'sequences', a list of 1 to {MAX_PARTS} expressions in n "
                            f"in quotes; got {_show(value)}")
        return list(value)

    def prove_bits(self, value: Any) -> int | None:
        if value is None:
            return None
        if not _is_int(value) or not 1 <= value <= MAX_PROVE_BITS:
            raise self.fail(f"prove_bits {_show(value)} is not allowed; give an integer from 1 to {MAX_PROVE_BITS}")
        return int(value)

    def prove_timeout(self, value: Any) -> float | int | None:
        if value is None:
            return None
        ok = (isinstance(value, (numbers.Integral, float)) and not isinstance(value, bool)
              and math.isfinite(value) and 0 < value <= MAX_PROVE_TIMEOUT)
        if not ok:
            raise self.fail(f"prove_timeout {_show(value)} is not allowed; give seconds in (0, {MAX_PROVE_TIMEOUT}]")
        return value if isinstance(value, float) else int(value)

    def prove_budget(self, value: Any) -> float | int | None:
        if value is None:
            return None
        ok = (isinstance(value, (numbers.Integral, float)) and not isinstance(value, bool)
              and math.isfinite(value) and 0 < value <= MAX_PROVE_BUDGET)
        if not ok:
            raise self.fail(f"prove_budget {_show(value)} is not allowed; give a factor in (0, {MAX_PROVE_BUDGET}] "
                            "on the default solver budget")
        return value if isinstance(value, float) else int(value)


def _check_lemma_fields(c: "Claim", chk: Any) -> None:
    """``prove_functions``, ``prove_lemmas`` and ``prove_increasing``: lists of strings (lemmas
    also tables) read by the rule language with a rule's limits
    (:func:`gamecheck.lang.functions.check_lemmas_syntax`), lemmas and increasing names only
    with functions; a function may not be named like a let or a variable the claim reads.
    Every refusal is one line naming the field and the entry."""
    for name in ("prove_functions", "prove_lemmas", "prove_increasing"):
        v = getattr(c, name)
        if v is None:
            continue
        if not isinstance(v, (list, tuple)) or not v:
            raise chk.bad(name, v, "give a non-empty list of strings" + (
                " (or tables {lemma = TEXT, for = [CONDITION, ...]})" if name == "prove_lemmas" else ""))
        for i, t in enumerate(v):
            if not ((isinstance(t, str) and t.strip()) or (name == "prove_lemmas" and isinstance(t, dict))):
                raise chk.fail(f"field '{name}'[{i}] = {_show(t)} is not allowed; give non-empty text" + (
                    " or a table {lemma = TEXT, for = [CONDITION, ...]}" if name == "prove_lemmas" else ""))
        setattr(c, name, [t.strip() if isinstance(t, str) else dict(t) for t in v])
    if (c.prove_lemmas or c.prove_increasing) and not c.prove_functions:
        raise chk.fail("prove_lemmas and prove_increasing need prove_functions (the functions they speak of)")
    if not c.prove_functions:
        return
    try:
        check_lemmas_syntax(c.prove_functions, c.prove_lemmas or [], c.prove_increasing or [], c.let or {},
                            _let_reserved(c))
    except RuleError as exc:
        raise chk.fail(str(exc)) from None


def _int_words(low: int | None, high: int | None) -> str:
    if low == 0 and high is None:
        return "give a non-negative integer"
    if low is None and high is None:
        return "give an integer"
    if high is None:
        return f"give an integer >= {low}"
    return f"give an integer from {low} to {high}"


def _function_or_reserved(name: str) -> str | None:
    if name in FUNCTIONS:
        return "a function of the rule language"
    return None


def _let_reserved(claim: Claim) -> Callable[[str], str | None]:
    """What a ``let`` name may not be: a function, a variable the checker supplies (the
    parts, ``heaps``, ``k``, ``n``, the labels, the ruleset's parameters), or a ``vars`` name."""
    ruleset_names: set[str] | None = None

    def names_of_ruleset() -> set[str]:
        nonlocal ruleset_names
        if ruleset_names is None:
            ruleset_names = set()
            if type(claim).uses_ruleset:
                try:
                    rs = make_ruleset(claim.ruleset, claim.params)
                    ruleset_names |= set(rs.variables(rs.arity))
                    k = rs.arity if rs.arity is not None else rs.default_arity
                    if k is not None:
                        ruleset_names |= set(rs.variable_names(k)) | set(rs.part_names(k))
                except GamecheckError:
                    pass  # the checker reports a bad ruleset
        return ruleset_names

    def reserved(name: str) -> str | None:
        why = _function_or_reserved(name)
        if why:
            return why
        if not type(claim).uses_ruleset:
            return "a variable of 'vars'" if name in claim.vars else None
        if name in _RESERVED_VARIABLES or _PART_NAME.fullmatch(name):
            return "a variable the checker supplies"
        if name in names_of_ruleset():
            return f"a variable of ruleset {claim.ruleset}"
        return None

    return reserved


def default_id(kind: str, ruleset: str) -> str:
    """The id of a claim built without one: its kind and ruleset spec, e.g. ``p-rule.nim`` or
    ``p-rule.sum-nim-bash-m-2`` (characters an id may not hold become ``-``)."""
    text = re.sub(r"[^A-Za-z0-9._-]+", "-", f"{kind}.{ruleset}" if ruleset else kind).strip("-.")
    return (text or "claim")[:MAX_ID_LENGTH]


def _validate(c: Claim, complete: bool) -> None:
    """The checks of :meth:`Claim.validate` (``complete``) and of construction (types only)."""
    origin = c.origin if isinstance(c.origin, str) else ""
    chk = _Checker(origin, c.id)
    if not isinstance(c.origin, str):
        raise chk.bad("origin", c.origin, "give text")
    if c.game is not None and not isinstance(c.game, (str, dict)):
        raise chk.bad("game", c.game, "give the path of a game file (text) or a [game] table (a dict)")
    if not isinstance(c.id, str) or not _ID.fullmatch(c.id) or len(c.id) > MAX_ID_LENGTH:
        raise _err(origin, "", f"claim id {_show(c.id)} is not allowed; use letters, digits, '.', '_' and '-' "
                               f"(starting with a letter or digit, at most {MAX_ID_LENGTH} characters)")
    if not isinstance(c.kind, str) or c.kind not in KIND_CLASSES:
        raise chk.fail(f"kind {_show(c.kind) if not isinstance(c.kind, str) else repr(printable(c.kind))} "
                       f"is not allowed; allowed: {', '.join(_kind_names())}")
    if type(c) is not KIND_CLASSES[c.kind]:
        raise chk.fail(f"a {type(c).__name__} cannot hold a claim of kind '{c.kind}'; build it with Claim(kind=...)")
    _check_reads(c, chk)
    # a claims file must give a statement (claim_from_dict); a claim built in Python need not
    c.statement = chk.text("statement", c.statement)
    c.document = chk.text("document", c.document)
    c.section = chk.text("section", c.section)
    c.ruleset = chk.text("ruleset", c.ruleset, required=complete and type(c).uses_ruleset)
    if not isinstance(c.expected, str) or c.expected not in VERDICTS:
        raise chk.fail(f"expected {_show(c.expected)} is not allowed; allowed: {', '.join(VERDICTS)}")
    c.play = chk.choice("play", c.play, PLAYS)
    if c.kind == "misere-quotient":  # a misère quotient is a fact of misère play
        c.play = "misere"
    c.params = chk.params(c.params)
    c.bound = chk.bound("bound", c.bound)
    for name in ("max_heaps", "max_size"):
        if getattr(c, name) is not None:
            setattr(c, name, chk.integer(name, getattr(c, name), low=1, high=MAX_BOUND))
    if (c.max_heaps is not None or c.max_size is not None) and isinstance(c.bound, list):
        raise chk.fail("max_heaps and max_size limit a multiset of heaps; give 'bound' as one integer (the most "
                       "counters in all), not per-part bounds")
    if c.other is not None:
        c.other = chk.text("other", c.other, required=True, one_line=True)
    for name in _EXPR_FIELDS:
        setattr(c, name, chk.optional_expr(name, getattr(c, name)))
    if c.position is not None:
        c.position = chk.position("position", c.position)
    if c.to is not None:
        c.to = chk.position("to", c.to)
    if c.moves is not None:
        c.moves = chk.positions("moves", c.moves)
    if c.positions is not None:
        c.positions = chk.positions("positions", c.positions)
    if c.outcome is not None:
        c.outcome = chk.choice("outcome", c.outcome, ("P", "N", "D"))
    if c.value is not None:
        c.value = chk.integer("value", c.value)
    c.notes = chk.text("notes", c.notes)
    c.group = chk.text("group", c.group, one_line=True)
    src = c.source_record
    lines = chk.source_lines(src.lines) if src.lines is not None else None
    translation = chk.text("translation", src.translation)
    reading = chk.choice("reading", src.reading, READINGS)
    reading_of = chk.text("reading_of", src.reading_of, one_line=True)
    if reading_of and not _ID.fullmatch(reading_of):
        raise chk.bad("reading_of", reading_of, "give the id of the claim with the other reading")
    if complete and reading == "corrected" and not reading_of:
        raise chk.fail("a 'corrected' reading needs 'reading_of': the id of the claim that reads the words literally")
    reading_note = chk.text("reading_note", src.reading_note)
    c.source_record = Source(lines=lines, translation=translation, reading=reading, reading_of=reading_of,
                             reading_note=reading_note, role=chk.choice("role", src.role, ROLES))
    c.prove_bits = chk.prove_bits(c.prove_bits)
    c.prove_timeout = chk.prove_timeout(c.prove_timeout)
    c.prove_budget = chk.prove_budget(c.prove_budget)
    if (complete and c.kind == "forall") or c.vars:
        c.vars = chk.variables(c.vars)
    if c.sequences is not None or (complete and c.kind == "partition"):
        c.sequences = chk.sequences(c.sequences)
    c.let = chk.lets(c.let, _let_reserved(c))
    _check_lemma_fields(c, chk)
    if complete:
        _check_kind(c, chk)


#: how a missing required field is named in an error ("kind 'p-rule' needs a 'rule' expression")
_NEEDS = {
    "rule": "a 'rule' expression",
    "target": "a 'target' expression (the condition on the option)",
    "move": "a 'move' expression giving the option reached, e.g. \"(n - n % (m + 1),)\"",
    "position": "a 'position'",
    "to": "'to', a list of non-negative integers (the option moved to)",
    "moves": "'moves', a list of positions (may be empty)",
    "positions": "'positions', a list of positions",
    "value": "'value'",
    "outcome": "'outcome' (P, N or D)",
    "bound": "an integer 'bound' (the largest value checked)",
    "sequences": "'sequences', a list of expressions in n",
    "vars": "'vars', a table of name = [low, high]",
    "quotient": "'quotient', a table of facts such as {order = 6, p_portion = 2}",
}


def _check_kind(c: Claim, chk: _Checker) -> None:
    """What the claim's kind needs: every field of its ``requires``, then its own check."""
    missing = [name for name in type(c).requires if getattr(c, name) is None]
    if missing:
        raise chk.fail(f"kind '{c.kind}' needs " + " and ".join(_NEEDS[m] for m in missing))
    c._check(chk)


def _check_reads(c: Claim, chk: _Checker) -> None:
    """Every field given (not at its default) is one the claim's kind reads."""
    allowed = COMMON_FIELDS | type(c).reads
    for f in fields(Claim):
        if f.name in allowed:
            continue
        default = f.default_factory() if f.default_factory is not MISSING else f.default  # type: ignore[misc]
        if getattr(c, f.name) != default:
            own = ", ".join(sorted(type(c).reads)) or "none"
            raise chk.fail(f"kind '{c.kind}' does not read field '{f.name}'; its own fields are: {own}")


# -- TOML ----------------------------------------------------------------------------------------

def claim_from_dict(data: dict[str, Any], origin: str = "") -> Claim:
    """Build and validate a claim from a TOML table.

    Every field is type-checked; a field the claim's kind does not read is an error (its
    record class, e.g. :class:`OutcomeClaim`, lists the fields it reads).

    Raises:
        UsageError: naming the file, the claim and the field that is wrong.
    """
    if not isinstance(data, dict):
        raise _err(origin, "", f"a claim must be a table of fields, got {_show(data)}; write [[claim]] tables")
    cid = data.get("id", "")
    if not isinstance(cid, str) or not _ID.fullmatch(cid) or len(cid) > MAX_ID_LENGTH:
        raise _err(origin, "", f"claim id {_show(cid)} is not allowed; use letters, digits, '.', '_' and '-' "
                               f"(starting with a letter or digit, at most {MAX_ID_LENGTH} characters)")
    chk = _Checker(origin, cid)
    unknown = sorted(k for k in data if k not in _FIELDS)
    if unknown:
        raise chk.fail(f"unknown field {_show(unknown[0])}; allowed: {', '.join(sorted(_FIELDS))}")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in KIND_CLASSES:
        shown = repr(printable(kind)) if isinstance(kind, str) else _show(kind)
        raise chk.fail(f"kind {shown} is not allowed; allowed: {', '.join(_kind_names())}")
    if "game" in data:
        if "ruleset" in data:
            raise chk.fail("give either 'ruleset' or 'game' (a game file or a [claim.game] table), not both")
        data = {**data, "ruleset": _game_spec(data["game"], origin, cid)}
    elif isinstance(data.get("ruleset"), str) and _NAMES_FILE.search(data["ruleset"]):
        # the files the spec names are read now: relative to the claims file and inside its
        # folder (gamecheck.files); the spec keeps their paths from the working folder
        data = {**data, "ruleset": _file_spec(data["ruleset"], origin, cid)}
    for req in ("statement", "ruleset") if KIND_CLASSES[kind].uses_ruleset else ("statement",):
        if not isinstance(data.get(req), str) or not data[req].strip():
            raise chk.fail(f"field '{req}' is missing or not text" + (
                f" (got {_show(data[req])})" if req in data and not isinstance(data[req], str) else ""))
    top_section = chk.text("section", data["section"]) if "section" in data else None
    source = data.get("source", {})
    if isinstance(source, str):
        document, section = source, ""
    elif isinstance(source, dict):
        extra = sorted(k for k in source if k not in ("document", "section"))
        if extra:
            raise chk.fail(f"field 'source' has an unknown key {_show(extra[0])}; allowed: document, section")
        document = chk.text("source.document", source.get("document", ""))
        section = chk.text("source.section", source.get("section", ""))
    else:
        raise chk.fail(f"field 'source' = {_show(source)} is not allowed; give text or a table with document and section")
    if top_section is not None:
        section = top_section
    play = data.get("play", "normal")
    if isinstance(play, str):
        play = play.replace("è", "e")
    play = chk.choice("play", play, PLAYS)
    expected = data.get("expected", "holds")
    if not isinstance(expected, str) or expected not in VERDICTS:
        raise chk.fail(f"expected {_show(expected)} is not allowed; allowed: {', '.join(VERDICTS)}")
    # every field given is type-checked, also those this kind does not read
    for name in ("position", "to"):
        if name in data:
            chk.position(name, data[name])
    for name in ("moves", "positions"):
        if name in data:
            chk.positions(name, data[name])
    if "value" in data:
        chk.integer("value", data["value"])
    if "outcome" in data:
        chk.choice("outcome", data["outcome"], ("P", "N", "D"))
    if "vars" in data:
        chk.variables(data["vars"])
    if "sequences" in data:
        chk.sequences(data["sequences"])
    values: dict[str, Any] = dict(
        id=cid, statement=data["statement"].strip(), document=document, section=section,
        ruleset=data.get("ruleset", "integers"), kind=kind, expected=expected, play=play, origin=origin,
    )
    # the other fields as given: the claim's kind says which it reads (any other is an error)
    for name, value in data.items():
        if name not in values and name not in ("source", "section"):
            values[name] = value
    return Claim(**values).validate()


#: a ruleset spec that names a file (``graph(file=...)``, ``game(file=...)``)
_NAMES_FILE = re.compile(r"\bfile\s*=")


def _file_spec(spec: str, origin: str, cid: str) -> str:
    """The canonical spec of a ruleset spec that names files, read under the active file scope
    (so the files' paths become relative to the working directory, and a file outside the
    claims file's folder is refused).

    Raises:
        ClaimError: naming the claim and what is wrong.
    """
    where = f"{printable(origin)}: claim '{cid}'" if origin else f"claim '{cid}'"
    try:
        return make_ruleset(spec).spec()
    except UsageError as exc:
        raise ClaimError(f"{where}: ruleset: {exc}") from None


def _game_spec(game: Any, origin: str, cid: str) -> str:
    """The ruleset spec of a claim's ``game``: a game file (a path relative to the claims
    file -- inside its folder, :mod:`gamecheck.files` -- or, for a claim built in Python
    without an ``origin``, to the working directory) or an inline table.

    Raises:
        ClaimError: naming the claim and what is wrong with the game.
    """
    where = f"{printable(origin)}: claim '{cid}'" if origin else f"claim '{cid}'"
    try:
        if isinstance(game, str):
            # a claim built in Python with an origin reads its game beside that file (its own path)
            scoped = current_scope() is None and origin and Path(origin).suffix == ".toml"
            with file_scope(origin if scoped else None, allow_outside=True):
                return load_game(game).spec()
        if isinstance(game, dict):
            return game_from_table(game, f"{where} [claim.game]").spec()
    except UsageError as exc:
        raise ClaimError(f"{where}: {exc}") from None
    raise ClaimError(f"{where}: game {_show(game)} is not allowed; give the path of a game file or a "
                     "[claim.game] table")


def _utf16_or_32(raw: bytes) -> str | None:
    """The encoding a byte string looks like when it is UTF-16 or UTF-32 (by its byte-order
    mark or its pattern of NUL bytes), else ``None``."""
    if raw.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return "UTF-32"
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "UTF-16"
    head = raw[:4096]
    if len(head) >= 4:
        even, odd = head[0::2], head[1::2]
        if odd.count(0) >= 0.4 * len(odd) and even.count(0) < 0.1 * len(even):
            return "UTF-16"
        if even.count(0) >= 0.4 * len(even) and odd.count(0) < 0.1 * len(odd):
            return "UTF-16"
    return None


def decode_claims_bytes(raw: bytes, origin: str) -> str:
    """The text of a claims file, or a one-line UsageError saying why it is not UTF-8 text.

    Raises:
        UsageError: for an empty file, UTF-16/UTF-32 text, binary data or bytes that are
            not UTF-8 (with the byte offset).
    """
    where = printable(origin)
    enc = _utf16_or_32(raw)
    if enc:
        raise UsageError(f"claims file '{where}': the file is {enc}; save it as UTF-8")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte-order mark (some editors write one)
    nul = raw.find(b"\x00")
    if nul >= 0:
        raise UsageError(f"claims file '{where}': binary data (a NUL byte at offset {nul}); "
                         "a claims file is UTF-8 text with [[claim]] tables")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = raw[exc.start:exc.start + 1].hex()
        raise UsageError(f"claims file '{where}': not UTF-8: byte 0x{bad} at offset {exc.start} cannot be decoded; "
                         "save the file as UTF-8") from None
    if not text.strip():
        raise UsageError(f"claims file '{where}' is empty; it needs [[claim]] tables (see docs/guide/claims.md)")
    return text


def load_claims(path: str | Path, allow_outside_files: bool = False) -> list[Claim]:
    """Read every ``[[claim]]`` of a TOML file.

    The files a claim names (``game = "x.toml"``, ``graph(file=...)`` in a ruleset spec) are
    read relative to the claims file's folder and must be inside it (:mod:`gamecheck.files`).
    The public entry point is :func:`gamecheck.load_claims`, which checks its arguments first.

    Parameters
    ----------
    path : str or pathlib.Path
        The claims file.
    allow_outside_files : bool, default False
        Allow the claims to name files outside the claims file's folder
        (``--allow-outside-files``).

    Returns
    -------
    list of Claim
        The claims in file order.

    Raises
    ------
    UsageError
        When the file is missing, a folder, unreadable, larger than 16 MiB, empty, not UTF-8 text
        (UTF-16, binary data: the message says which), not TOML, holds no claims, repeats an id
        or has an invalid claim -- always one line.

    Examples
    --------
    >>> from gamecheck.claims import load_claims
    >>> load_claims("no-such-file.toml")
    Traceback (most recent call last):
        ...
    gamecheck.errors.UsageError: cannot read claims file 'no-such-file.toml': No such file or directory
    """
    return load_claims_file(path, allow_outside_files)[0]


def load_claims_file(path: str | Path, allow_outside_files: bool = False,
                     errors: list[tuple[int, str, str, list[list[int]] | None]] | None = None,
                     ) -> tuple[list[Claim], dict[str, Any]]:
    """Read a claims file: its claims (as :func:`load_claims`) and its ``[document]`` table
    (``{}`` when it has none; :mod:`gamecheck.document` checks it).

    With ``errors`` (a list), a ``[[claim]]`` table that is not a well-formed claim is appended
    to it and the others load (see :func:`parse_claims_file`).

    Raises:
        UsageError: as :func:`load_claims`; a file with a ``[document]`` table may hold no claim.
    """
    shown = printable(str(path))
    try:
        p = Path(path)
    except TypeError:
        raise UsageError(f"claims file {_show(path)} is not allowed; give a path") from None
    try:
        if p.is_dir():
            raise UsageError(f"cannot read claims file '{shown}': it is a folder; give a .toml file")
        if not os.path.lexists(p):
            raise FileNotFoundError(2, "No such file or directory")
        if p.is_file() and p.stat().st_size > MAX_FILE_BYTES:
            raise UsageError(f"claims file '{shown}' is larger than {MAX_FILE_BYTES // 2**20} MiB; split it")
        # a FIFO or a device is read without blocking and must end within seconds (never hangs)
        raw = read_user_file(p, f"claims file '{shown}'", MAX_FILE_BYTES)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise UsageError(f"cannot read claims file '{shown}': {printable(str(reason))}") from None
    except ValueError as exc:  # e.g. a NUL character in the path
        raise UsageError(f"cannot read claims file '{shown}': {printable(str(exc))}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise UsageError(f"claims file '{shown}' is larger than {MAX_FILE_BYTES // 2**20} MiB; split it")
    with file_scope(str(path), allow_outside=allow_outside_files):
        return parse_claims_file(decode_claims_bytes(raw, str(path)), origin=str(path), errors=errors)


def _toml_error(origin: str, exc: Exception) -> UsageError:
    msg = " ".join(str(exc).split())
    if isinstance(exc, RecursionError):
        msg = "arrays or tables nested too deeply"
    elif not isinstance(exc, tomllib.TOMLDecodeError):
        msg = "a number is too long (integers may have at most 4,300 digits)" if "digits" in msg else msg
    return UsageError(f"{printable(origin)}: not valid TOML: {printable(msg)}")


def parse_claims(text: str, origin: str = "<text>") -> list[Claim]:
    """Parse claims from TOML text (see :func:`load_claims`).

    Raises:
        UsageError: one line, for text that is not TOML, a ``claim`` that is not an array
            of tables, a ``[document]`` that is not a table, or an invalid claim.
    """
    return parse_claims_file(text, origin)[0]


#: the header of a claim's table, where a file that is not TOML as a whole is cut into its claims
_CLAIM_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*claim[ \t]*\]\][ \t]*(#.*)?$")
#: where a TOML error says it is
_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)")
#: the id of a claim's table, read from its text (when the table is not TOML)
_TABLE_ID = re.compile(r"""^[ \t]*id[ \t]*=[ \t]*["']([^"'\n]*)["']""", re.M)


def _table_id(item: Any) -> str:
    """The id a ``[[claim]]`` table gives, when it is one a claim may have; else ``""``."""
    cid = item.get("id") if isinstance(item, dict) else None
    return cid if isinstance(cid, str) and _ID.fullmatch(cid) and len(cid) <= MAX_ID_LENGTH else ""


def _table_lines(item: Any) -> list[list[int]] | None:
    """The ``source_lines`` of a ``[[claim]]`` table, when they are well formed; else ``None``."""
    if not isinstance(item, dict) or item.get("source_lines") is None:
        return None
    try:
        return _Checker("", "").source_lines(item["source_lines"])
    except UsageError:
        return None


def _claim_segments(text: str, origin: str,
                    errors: list[tuple[int, str, str, list[list[int]] | None]]) -> dict[str, Any] | None:
    """A claims file that is not TOML as a whole, read claim by claim: the text is cut before
    each ``[[claim]]`` header, and each part is read on its own. When the part before the first
    claim reads and some claims do not, those go to ``errors`` (with the line of the file where
    TOML stopped) and the data of the others is returned; otherwise ``None`` (the file's own
    error stands)."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if _CLAIM_HEADER.match(line)]
    if not starts:
        return None
    parts = [(0, "".join(lines[:starts[0]]))] + [
        (a, "".join(lines[a:b])) for a, b in zip(starts, starts[1:] + [len(lines)])]
    try:
        data = tomllib.loads(parts[0][1])
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return None
    items: list[Any] = []
    failed: list[tuple[int, str, str, list[list[int]] | None]] = []
    for number, (first, part) in enumerate(parts[1:], start=1):
        try:
            got = tomllib.loads(part)
        except (tomllib.TOMLDecodeError, RecursionError, ValueError) as exc:
            msg = str(_toml_error(origin, exc))
            msg = _TOML_AT.sub(lambda m: f"(at line {int(m.group(1)) + first}, column {m.group(2)})", msg)
            m = _TABLE_ID.search(part)
            cid = m.group(1) if m and _ID.fullmatch(m.group(1)) and len(m.group(1)) <= MAX_ID_LENGTH else ""
            who = f"claim '{cid}'" if cid else f"the [[claim]] table #{number}"
            msg = msg.replace(f"{printable(origin)}: ", f"{printable(origin)}: {who} (line {first + 1}): ", 1)
            failed.append((number, cid, msg, None))
            items.append(None)
            continue
        claims = got.pop("claim", None)
        if not isinstance(claims, list) or len(claims) != 1 or any(k in data for k in got):
            return None  # the cut does not fall between claims: the file's own error stands
        data.update(got)
        items.append(claims[0])
    if not failed:
        return None  # every part reads alone, so the error lies between them
    errors.extend(failed)
    data["claim"] = items
    return data


def parse_claims_file(text: str, origin: str = "<text>",
                      errors: list[tuple[int, str, str, list[list[int]] | None]] | None = None,
                      ) -> tuple[list[Claim], dict[str, Any]]:
    """Parse a claims file's TOML text: its claims and its ``[document]`` table (``{}`` when it
    has none). A file with a ``[document]`` table may hold no claim yet (an audit just begun
    with ``gamecheck init``); without one, it must hold at least one.

    Args:
        text: the file's text.
        origin: the file, for messages.
        errors: without it (``None``), the first claim that is not well formed raises. With a
            list, one bad claim spoils only itself: every ``[[claim]]`` table that is not a
            well-formed claim (a field of the wrong type or value, an unknown field or kind, a
            missing field, an id used before, a table that is not TOML while the rest of the file
            is) is appended as ``(index, id, message, source_lines)`` -- its 1-based place among
            the file's ``[[claim]]`` tables, its id (``""`` when it gives none that a claim may
            have), the one-line message (naming the file and the claim, by its id or its place),
            and its ``source_lines`` when they are well formed (else ``None``) -- and the other
            claims load. What is wrong with the file as a whole still raises.

    Raises:
        UsageError: as :func:`parse_claims`.
    """
    if not isinstance(text, str):
        raise UsageError(f"{printable(origin)}: claims must be TOML text, got {_show(text)}")
    known = len(errors) if errors is not None else 0
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError) as exc:
        cut = _claim_segments(text, origin, errors) if errors is not None else None
        if cut is None:
            raise _toml_error(origin, exc) from None
        data = cut
    where = printable(origin)
    items = data.get("claim")
    if isinstance(items, dict):
        raise UsageError(f"{where}: 'claim' is a single table; write each claim as [[claim]] (an array of tables)")
    if items is None and isinstance(data.get("document"), dict):
        items = []  # an audit just begun: the text is named, no claim is written yet
    elif items is None or (isinstance(items, list) and not items):
        others = sorted(k for k in data if k != "document")
        found = f" (found: {', '.join(printable(k) for k in others[:5])})" if others else ""
        raise UsageError(f"{where}: no [[claim]] tables found{found}; see docs/guide/claims.md for the format")
    if not isinstance(items, list):
        raise UsageError(f"{where}: 'claim' = {_show(items)} is not allowed; write [[claim]] tables")
    doc = data.get("document", {})
    if not isinstance(doc, dict):
        raise UsageError(f"{where}: 'document' = {_show(doc)} is not allowed; give a [document] table "
                         "(file, title, language, summary)")
    doc_file = doc.get("file")
    if doc_file is not None and not isinstance(doc_file, str):
        raise UsageError(f"{where}: [document] file = {_show(doc_file)} is not allowed; give text")
    claims = []
    seen: set[str] = set()
    refused = {e[0] for e in errors[known:]} if errors is not None else set()  # tables that are not TOML
    for index, item in enumerate(items, start=1):
        if index in refused:
            continue
        try:
            if not isinstance(item, dict):
                raise UsageError(f"{where}: every [[claim]] must be a table, got {_show(item)}")
            if "source" not in item and doc_file:
                item = dict(item, source={"document": doc_file})  # the claim's own 'section' is read as usual
            c = claim_from_dict(item, origin)
            if c.id in seen:
                raise UsageError(f"{where}: claim id '{c.id}' appears twice (again in the [[claim]] table #{index})")
        except UsageError as exc:
            if errors is None:
                raise
            cid, msg = _table_id(item), str(exc)
            if not cid:  # name the claim by its place in the file
                head = f"{where}: " if msg.startswith(f"{where}: ") else ""
                msg = f"{head}the [[claim]] table #{index} (it has no usable id): {msg[len(head):]}"
            errors.append((index, cid, msg, _table_lines(item)))
            continue
        seen.add(c.id)
        claims.append(c)
    return claims, doc
