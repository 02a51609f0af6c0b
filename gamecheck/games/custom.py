"""Games of the user's own: game files and ``[game]`` tables.

A game is stated in TOML, in one of two forms (every other key is an error):

.. code-block:: toml

    [game]                      # a general game: a position is a tuple of integers
    name = "divisor game"
    position = ["n"]            # the names of the integers of a position, in order
    moves = "[(n - d,) for d in range(1, n) if n % d == 0]"

    [game]                      # a heap game: a position is a multiset of heaps; a move acts
    name = "split nim"          # on one heap h and replaces it by the heaps of one tuple
    heap-moves = "[(a, h - a) for a in range(1, h)]"

``moves`` and ``heap-moves`` are option lists of the rule language (:mod:`gamecheck.lang.options`,
parsed, never evaluated as Python) whose value is the list of options: for ``moves``,
positions with as many parts as ``position`` names, none negative; for ``heap-moves``, the
heaps left in place of ``h`` (``()`` removes it; empty heaps are dropped), each smaller
than ``h`` -- a heap game whose heaps could grow might never end, so such a game is written
in the general form, where cycles are allowed and labelled as draws (outcome ``D``).

A general game is an ordinary :class:`~gamecheck.games.base.Ruleset` (labelled by the same
engine as the built-in games; its part names are the ``position`` names, usable in rules); a
heap game is a take-and-break game (:class:`~gamecheck.games.takebreak.TakeAndBreak`):
positions are sorted heap slots, Grundy sequences come from
:mod:`gamecheck.engine.sequences`, and sums are solved by the Sprague–Grundy theorem.

The registry name is ``game``: ``game(file="split.toml")`` (a path relative to the working
directory) or ``game(name="...", position=["n"], moves="...")`` /
``game(heap_moves="...")`` inline, so a game file may also be a component of a sum:
``sum(nim, game(file="split.toml"))``.
"""

from __future__ import annotations

import json
import keyword
import math
import os
import stat
import sys
import time
import tomllib
from abc import abstractmethod
from pathlib import Path
from typing import Any, Sequence

from gamecheck.atomic import READ_SECONDS, read_user_file
from gamecheck.flags import command_words
from gamecheck.domain import available_memory, largest_that_fits, time_limit
from gamecheck.files import reference
from gamecheck.errors import GamecheckError, ResourceLimitError, UsageError
from gamecheck.games.base import Move, Ruleset, check_arity, check_count, printable, show_value
from gamecheck.games.heap import Heaps
from gamecheck.games.takebreak import TakeAndBreak
from gamecheck.lang.expr import FUNCTIONS
from gamecheck.lang.options import parse_options
from gamecheck.position import MAX_PARTS, Position, format_position

__all__ = ["GeneralGame", "HeapMovesGame", "load_game", "game_from_table", "GAME_KEYS",
           "MAX_GAME_FILE_BYTES", "MAX_GAME_FILE_DEPTH", "read_user_file", "READ_SECONDS", "BYTES_PER_HEAP_OPTION"]

#: the keys a ``[game]`` table may have
GAME_KEYS = ("name", "description", "position", "moves", "heap-moves")
#: the largest game file read
MAX_GAME_FILE_BYTES = 1 << 20
#: the deepest nesting of arrays and tables a game file may have
MAX_GAME_FILE_DEPTH = 32
#: bytes one option of one heap takes while kept (a tuple of heaps in a list, with its share of
#: the set of nim-sums the mex rule builds), for the estimate before the options are generated
BYTES_PER_HEAP_OPTION = 120
#: seconds the mex rule spends per option of a heap on top of the heap-moves evaluation
#: (the nim-sum of its heaps' values, a set insertion)
_SECONDS_PER_OPTION = 1e-6
#: below this heap every heap's options are computed without an estimate (cheap whatever the rule)
_GUARD_FROM = 64
#: names a position part may not take (they mean something else in rules)
_RESERVED = frozenset({"heaps", "k", "P", "N", "D", "MP", "g", "terminal", "wins", "rem", "true", "false"})


def _where(origin: str) -> str:
    return f"game file {origin}" if origin.endswith(".toml") or os.sep in origin else f"game {origin}"


def _nesting(value: Any) -> int:
    """How deeply lists and tables nest in a parsed TOML value (iteratively: any depth)."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        v, d = stack.pop()
        deepest = max(deepest, d)
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
    return deepest


def _read_table(path: Path) -> dict[str, Any]:
    """The ``[game]`` table of a TOML file (every problem is one line naming the file, never
    quoting its content)."""
    shown = printable(str(path))
    data = read_user_file(path, f"game file {shown}", MAX_GAME_FILE_BYTES)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"game file {shown}: not UTF-8 text (byte {exc.start})") from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"game file {shown}: not TOML ({printable(str(exc))[:200]})") from None
    except RecursionError:
        raise UsageError(f"game file {shown}: not readable TOML: arrays or tables nested too deeply (a game file "
                         "needs no nesting beyond a list of names)") from None
    except ValueError as exc:  # an integer past Python's limit on digits (int-string conversion)
        why = (f"an integer has more than {sys.get_int_max_str_digits():,} digits" if "digits" in str(exc)
               else "a value cannot be read")
        raise UsageError(f"game file {shown}: not readable TOML: {why}") from None
    except MemoryError:
        raise UsageError(f"game file {shown}: not readable TOML: too large to parse") from None
    if _nesting(doc) > MAX_GAME_FILE_DEPTH:
        raise UsageError(f"game file {shown}: not readable TOML: arrays or tables nested too deeply (more than "
                         f"{MAX_GAME_FILE_DEPTH}; a game file needs no nesting beyond a list of names)")
    table = doc.get("game")
    if not isinstance(table, dict):
        raise UsageError(f"game file {shown}: no [game] table; see docs/howto/game-files.md")
    extra = sorted(k for k in doc if k != "game")
    if extra:
        raise UsageError(f"game file {shown}: unknown table or key '{printable(extra[0])[:40]}'; a game file holds one "
                         "[game] table")
    return table


_CACHE: dict[tuple[str, int, int], Ruleset] = {}


def load_game(path: str | os.PathLike[str], heaps: int | None = None) -> Ruleset:
    """The game of a game file (read once per file version; see the module docstring).

    Args:
        path: the file (``.toml``), relative to the working directory or absolute.
        heaps: the part count (general game: must equal the number of ``position`` names)
            or heap slots (heap game); ``None``: from each position.

    Returns:
        a :class:`GeneralGame` or a :class:`HeapMovesGame`.

    Raises:
        UsageError: one line naming the file, the key and what is wrong.
    """
    if not isinstance(path, (str, os.PathLike)) or not str(path).strip():
        raise UsageError(f"game file {show_value(path)} is not allowed; give the path of a .toml file")
    path = reference(path, "game file")  # inside a claims file: beside it (gamecheck.files)
    p = Path(path)
    try:
        st = p.stat()
        # a regular file is read once per version; a FIFO or a device every time
        key = (str(p.resolve()), st.st_mtime_ns, st.st_size) if stat.S_ISREG(st.st_mode) else None
    except (OSError, RuntimeError, ValueError):  # missing, a symlink loop, a NUL: _read_table says which
        key = None
    game = _CACHE.get(key) if key else None  # type: ignore[arg-type]
    if game is None:
        game = game_from_table(_read_table(p), str(path), file=str(path))
        if key:
            _CACHE[key] = game
    return game if heaps is None else game.with_arity(heaps)


def game_from_table(table: Any, origin: str, file: str | None = None) -> Ruleset:
    """The game of a ``[game]`` table.

    Args:
        table: the table (``name``, ``description``, and ``position`` + ``moves`` or
            ``heap-moves``; ``heap_moves`` is accepted for ``heap-moves``).
        origin: where it comes from, for messages (a file name, or ``claim X``).
        file: the file it was read from (kept in the spec), or ``None`` for an inline table.

    Raises:
        UsageError: one line naming ``origin``, the key and what is wrong.
    """
    where = _where(origin)
    if not isinstance(table, dict):
        raise UsageError(f"{where}: the game is {_described(table)}; give a table with position and moves, or "
                         "heap-moves")
    if "heap-moves" in table and "heap_moves" in table:
        raise UsageError(f"{where}: give heap-moves once (heap_moves is the same key)")
    table = {("heap-moves" if k == "heap_moves" else k): v for k, v in table.items()}
    for k in table:
        if k not in GAME_KEYS:
            raise UsageError(f"{where}: unknown key '{printable(str(k))[:40]}'; allowed: {', '.join(GAME_KEYS)}")
    name = table.get("name", Path(file).stem if file else "game")
    if not isinstance(name, str) or not name.strip() or len(name) > 100:
        raise UsageError(f"{where}: name is {_described(name)}; give a text of 1 to 100 characters")
    desc = table.get("description", "")
    if not isinstance(desc, str):
        raise UsageError(f"{where}: description is {_described(desc)}; give a text")
    general = "moves" in table or "position" in table
    if general and "heap-moves" in table:
        raise UsageError(f"{where}: give either position and moves (a general game) or heap-moves (a heap game), "
                         "not both")
    if general:
        for k in ("position", "moves"):
            if k not in table:
                raise UsageError(f"{where}: a general game needs '{k}' (position = names of the integers of a "
                                 "position, moves = the list of options)")
        return GeneralGame(table["position"], table["moves"], name=name.strip(), description=desc, file=file,
                           origin=origin)
    if "heap-moves" not in table:
        raise UsageError(f"{where}: give position and moves (a general game) or heap-moves (a heap game)")
    return HeapMovesGame(table["heap-moves"], name=name.strip(), description=desc, file=file, origin=origin)


def _described(value: Any) -> str:
    """What a value is, without its content (an error never copies a file's text):
    ``"a text of 120 characters"``, ``"an empty list"``, ``"an integer"``."""
    if isinstance(value, str):
        return "an empty text" if not value.strip() else f"a text of {len(value):,} characters"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, list):
        return "an empty list" if not value else f"a list of {len(value):,} items"
    if isinstance(value, dict):
        return "a table"
    return f"a {type(value).__name__}"


def _expression(value: Any, key: str, names: Sequence[str], where: str):
    if not isinstance(value, str) or not value.strip():
        raise UsageError(f"{where}: {key} is {_described(value)}; give a rule-language expression "
                         "for the list of options, e.g. \"[(n - 1,)]\"")
    try:
        return parse_options(value, allowed_names=names)
    except GamecheckError as exc:
        raise UsageError(f"{where}: {key}: {exc}") from None


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


class _UserGame:
    """What the two forms share: name, description, source and their spec."""

    name = "game"
    _title: str
    description: str
    file: str | None
    origin: str

    @abstractmethod
    def _spec_fields(self) -> list[str]:
        """The ``key=value`` parts of an inline game's spec (each form has its own)."""

    def _slots(self) -> int | None:
        """The heap slot count to keep in the spec (heap games only)."""
        return None

    def spec(self) -> str:
        parts = [f"file={_q(self.file)}"] if self.file else self._spec_fields()
        if self._slots() is not None:
            parts.append(f"heaps={self._slots()}")
        return f"game({', '.join(parts)})"

    def _identity(self) -> tuple[Any, ...]:
        """What makes two games of the user's own the same game: the spec and the rules
        themselves (a game file's spec names only the file, and the file may be edited between
        two loads; caches keyed by the ruleset must not mix the two versions)."""
        return (type(self).__name__, self.spec(), self.moves_source)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _UserGame) and self._identity() == other._identity()

    def __hash__(self) -> int:
        return hash(self._identity())

    @property
    def where(self) -> str:
        return _where(self.origin)


class GeneralGame(_UserGame, Ruleset):
    """A general game of the user's own: positions are tuples of integers named by
    ``position``; ``moves`` lists the options.

    Args:
        position: the part names (1 to 64 identifiers, not keywords, rule-language
            functions or the label names ``P``, ``N``, ``g``, ...).
        moves: rule-language expression over those names giving the list of options.
        name, description: for reports.
        file: the game file (kept in the spec), ``None`` for an inline game.
        origin: where the game comes from, for messages.
        heaps: the part count if given (must equal ``len(position)``).

    Raises:
        UsageError: one line naming the game, the key and what is wrong.
    """

    summary = "a game of your own: game(file=\"my-game.toml\") (see docs/howto/game-files.md)"
    aliases = ("game-file", "user-game")
    param_help = {"file": "a game file (.toml with a [game] table)", "name": "the game's name",
                  "position": "names of the integers of a position", "moves": "the options, a rule-language list",
                  "heap_moves": "a heap game: the heaps left in place of heap h", "description": "free text",
                  "heaps": "the number of parts (general game) or heap slots (heap game)"}

    @classmethod
    def from_params(cls, **params: Any) -> Ruleset:  # type: ignore[override]
        unknown = sorted(str(k) for k in params if k not in cls.param_help)
        if unknown:
            raise UsageError(f"ruleset 'game' has no parameter '{printable(unknown[0])[:40]}'; allowed: "
                             f"{', '.join(sorted(cls.param_help))}")
        heaps = params.pop("heaps", None)
        if "file" in params:
            if len(params) > 1:
                raise UsageError("ruleset 'game': give file=... alone, or the game's keys inline, not both")
            return load_game(params["file"], heaps)
        game = game_from_table(params, "given inline")
        return game if heaps is None else game.with_arity(heaps)

    def __init__(self, position: Any, moves: Any, *, name: str = "game", description: str = "",
                 file: str | None = None, origin: str = "", heaps: int | None = None):
        self.origin = origin or (file or name)
        where = self.where
        if not isinstance(position, list) or not position:
            raise UsageError(f"{where}: position is {_described(position)}; give a list of names, "
                             "e.g. [\"n\"] or [\"x\", \"y\"]")
        if len(position) > MAX_PARTS:
            raise UsageError(f"{where}: position has {len(position)} names; at most {MAX_PARTS} are allowed")
        for v in position:
            if (not isinstance(v, str) or not v.isidentifier() or keyword.iskeyword(v) or v in FUNCTIONS
                    or v in _RESERVED or v.startswith("_")):
                raise UsageError(f"{where}: position name {show_value(v)} is not allowed; give identifiers that are "
                                 "not keywords, rule-language functions or label names (P, N, g, ...)")
        if len(set(position)) != len(position):
            raise UsageError(f"{where}: position names {show_value(position)} repeat a name")
        self.names: tuple[str, ...] = tuple(position)
        self.moves_source: str = moves if isinstance(moves, str) else ""
        self.expr = _expression(moves, "moves", self.names, where)
        self._title = name
        self.description = description
        self.file = file
        k = len(self.names)
        if heaps is not None and check_count("game", "heaps", heaps) != k:
            raise UsageError(f"{where}: a position has {k} part(s) ({', '.join(self.names)}), not {heaps}")
        self.arity = k

    @property
    def title(self) -> str:
        """The game's name."""
        return self._title

    @property
    def params(self) -> dict[str, Any]:
        if self.file:
            return {"file": self.file}
        return {"name": self._title, "position": list(self.names), "moves": self.moves_source}

    def _spec_fields(self) -> list[str]:
        names = "[" + ", ".join(_q(n) for n in self.names) + "]"
        return [f"name={_q(self._title)}", f"position={names}", f"moves={_q(self.moves_source)}"]

    def with_arity(self, k: int) -> "GeneralGame":
        check_arity(self, k)
        if k != self.arity:
            raise UsageError(f"{self.where}: a position has {self.arity} part(s) ({', '.join(self.names)}), got {k}")
        return self

    def part_names(self, k: int | None = None) -> tuple[str, ...]:
        return self.names

    def part_label(self, i: int) -> str:
        return self.names[i] if 0 <= i < len(self.names) else super().part_label(i)

    def options(self, position: Position) -> list[Move]:
        """The options the ``moves`` expression gives at ``position``, in its order,
        without repeats, each as a :class:`Move` described "to (option)".

        Raises:
            UsageError: an option of the wrong length or with a negative part (naming the
                position and the option), or a rule error (naming the position).
        """
        return [Move(f"to {format_position(opt)}", opt) for opt in self.option_positions(position)]

    def option_positions(self, position: Position) -> list[Position]:
        """The options at ``position`` as plain tuples (what :meth:`options` gives, without
        building descriptions); the engine's loop over a whole domain uses this.

        Raises:
            UsageError: as :meth:`options`.
        """
        env = dict(zip(self.names, position))
        try:
            opts = self.expr.evaluate(env)
        except GamecheckError as exc:
            if isinstance(exc, ResourceLimitError):
                raise
            raise UsageError(f"{self.where}: moves at {format_position(position)}: {exc}") from None
        k = self.arity
        for opt in opts:
            if len(opt) != k:
                raise UsageError(f"{self.where}: from {format_position(position)} the moves give the option "
                                 f"{format_position(opt)} of {len(opt)} part(s); a position has {k} "
                                 f"({', '.join(self.names)})")
            if opt and min(opt) < 0:
                raise UsageError(f"{self.where}: from {format_position(position)} the moves give the option "
                                 f"{format_position(opt)} with a negative part; parts are non-negative integers")
        return list(dict.fromkeys(opts))

    def default_bound(self, k: int) -> int:
        return {1: 1000, 2: 60, 3: 20}.get(k, 8)


class HeapMovesGame(_UserGame, TakeAndBreak):
    """A heap game of the user's own: a move acts on one heap ``h`` and replaces it by the
    heaps of one tuple of ``heap-moves`` (a take-and-break game, Winning Ways ch. 4).

    Args:
        heap_moves: rule-language expression over ``h`` giving the list of tuples.
        name, description, file, origin: as for :class:`GeneralGame`.
        heaps: the heap slots of a position (see :class:`~gamecheck.games.takebreak.TakeAndBreak`).

    Raises:
        UsageError: a malformed expression; when a heap's options are computed, a tuple
            with a negative heap or a heap not smaller than ``h`` (naming ``h`` and the tuple).
    """

    summary = GeneralGame.summary
    kind = "heap-moves"
    compiled_sequence = False  # the user's heap-moves: the mex rule in Python, no compiled kernel
    total_never_grows = False  # a move may leave more counters than it takes: (h - 1, h - 1)
    param_help = GeneralGame.param_help

    @classmethod
    def from_params(cls, **params: Any) -> Ruleset:  # type: ignore[override]
        """As :meth:`GeneralGame.from_params` (a file or inline keys)."""
        return GeneralGame.from_params(**params)

    def __init__(self, heap_moves: Any, *, name: str = "game", description: str = "", file: str | None = None,
                 origin: str = "", heaps: int | None = None):
        super().__init__(heaps)
        self.origin = origin or (file or name)
        self.moves_source: str = heap_moves if isinstance(heap_moves, str) else ""
        self.expr = _expression(heap_moves, "heap-moves", ("h",), self.where)
        self._title = name
        self.description = description
        self.file = file
        self._options: dict[int, list[Heaps]] = {}

    @property
    def title(self) -> str:
        """The game's name."""
        return self._title

    @property
    def params(self) -> dict[str, Any]:
        base = {"file": self.file} if self.file else {"name": self._title, "heap_moves": self.moves_source}
        return base if self.arity is None else {**base, "heaps": self.arity}

    def _spec_fields(self) -> list[str]:
        return [f"name={_q(self._title)}", f"heap_moves={_q(self.moves_source)}"]

    def _slots(self) -> int | None:
        return self.arity

    def explore_args(self) -> list[str]:
        return command_words(game_file=self.file) if self.file else ["game", "-p", f"heap_moves={self.moves_source}"]

    def heap_params(self) -> dict[str, Any]:
        return {"file": self.file} if self.file else {"heap_moves": self.moves_source}

    @property
    def max_parts(self) -> int:
        """The most heaps one move has left so far (at least 1)."""
        return max([1] + [len(o) for opts in self._options.values() for o in opts])

    def _timed_options(self, n: int) -> tuple[float, int]:
        """Seconds to evaluate ``heap-moves`` at heap ``n`` (computing and keeping its options,
        ``0.0`` when they are kept already) and their number."""
        if n in self._options:
            return 0.0, len(self._options[n])
        t0 = time.perf_counter()
        count = len(self._heap_options(n))
        return time.perf_counter() - t0, count

    def estimate_heaps(self, n: int) -> tuple[float, int]:
        """The work of the options of every heap ``0 .. n``, estimated before they are generated.

        ``heap-moves`` is evaluated at ``n`` and ``n // 2`` only (one evaluation is held to
        :data:`~gamecheck.lang.expr.MAX_ITERATIONS` loop steps, so this is quick, and a rule
        that cannot be evaluated at ``n`` is refused at once); with the growth exponent ``a``
        of the option counts (else of the times) between the two, heap ``h`` costs about
        ``t(n) (h / n)^a``, so all of them ``t(n) (n + 1) / (a + 1)`` seconds, and likewise
        for the options.

        Args:
            n: the largest heap, ``n >= 0``.

        Returns:
            ``(seconds, options)``: the estimated seconds of evaluation and mex rule, and the
            estimated number of options of all heaps ``0 .. n``.

        Raises:
            UsageError: ``heap-moves`` fails at one of the two heaps (a rule error, more loop
                steps than allowed, a heap not smaller than ``h``).
        """
        seconds, options, _ = self._estimate(n)
        return seconds, options

    def _estimate(self, n: int) -> tuple[float, int, float]:
        """:meth:`estimate_heaps` and the growth exponent it used."""
        if n < _GUARD_FROM:
            return 0.0, 0, 1.0
        t_n, c_n = self._timed_options(n)
        half = n // 2
        t_h, c_h = self._timed_options(half)
        if c_n > 0 and c_h > 0:
            a = math.log(max(c_n, 1) / c_h) / math.log(n / half)
        elif t_n > 0 and t_h > 0:
            a = math.log(t_n / t_h) / math.log(n / half)
        else:
            a = 1.0
        a = min(max(a, 0.0), 8.0)
        share = (n + 1) / (a + 1)
        options = int(c_n * share)
        seconds = max(t_n, 1e-6) * share + options * _SECONDS_PER_OPTION
        return seconds, options, a

    def guard_heaps(self, n: int, what: str = "") -> None:
        """Refuse, before the options of every heap ``0 .. n`` are generated, work that would
        take longer than :func:`~gamecheck.domain.time_limit` (``GAMECHECK_TIME_LIMIT``) or
        keep more options than fit in half the free memory (:meth:`estimate_heaps`).

        Args:
            n: the largest heap.
            what: the subject of the message (default: the game file).

        Raises:
            ResourceLimitError: (exit 3) with the estimate and the largest heap that fits.
            UsageError: ``heap-moves`` cannot be evaluated at ``n`` or ``n // 2``.
        """
        seconds, options, a = self._estimate(n)
        limit, have = time_limit(), available_memory() // 2
        need = options * BYTES_PER_HEAP_OPTION
        if seconds <= limit and need <= have:
            return

        def fits(m: int) -> int:
            # the same power law from heap n down to heap m
            scale = ((m + 1) / (n + 1)) ** (1 + a)
            return 0 if (seconds * scale <= limit and need * scale <= have) else 1

        best = largest_that_fits(fits, n, 0)
        why = (f"about {seconds:,.0f} s of evaluation, more than the {limit:g} s limit (GAMECHECK_TIME_LIMIT sets it)"
               if seconds > limit else
               f"about {need / 2**30:,.1f} GiB, more than the {have / 2**30:,.1f} GiB allowed (half the free memory)")
        raise ResourceLimitError(
            f"{what or self.where}: the options of every heap up to {n:,} number about {options:,} (estimated from "
            f"heaps {n // 2:,} and {n:,}): {why}; the largest heap that fits is about {max(best, 0):,}")

    def _heap_options(self, n: int) -> list[Heaps]:
        got = self._options.get(n)
        if got is not None:
            return got
        if n == 0:
            self._options[0] = []
            return []
        try:
            tuples = self.expr.evaluate({"h": n})
        except GamecheckError as exc:
            if isinstance(exc, ResourceLimitError):
                raise
            raise UsageError(f"{self.where}: heap-moves at h = {n}: {exc}") from None
        out = []
        for t in tuples:
            if any(x < 0 for x in t):
                raise UsageError(f"{self.where}: heap-moves at h = {n} gives {format_position(t)} with a negative "
                                 "heap; heaps are non-negative integers")
            if any(x >= n for x in t):
                raise UsageError(f"{self.where}: heap-moves at h = {n} gives {format_position(t)}: every heap a move "
                                 f"leaves must be smaller than h = {n} (heaps that may grow can loop: write such a "
                                 "game in the general form, position and moves)")
            out.append(tuple(sorted(x for x in t if x)))
        out = list(dict.fromkeys(out))  # (1, 3) and (3, 1) leave the same heaps: one move
        self._options[n] = out
        return out
