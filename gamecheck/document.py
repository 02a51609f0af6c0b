"""A claims file checked against the text it audits: its hash, its lines and how much of it
has been read.

A claims file may open with a ``[document]`` table that names the text its claims were written
against (issue 28)::

    [document]
    file = "notes.md"            # the text's file name
    document = "notes.md"        # where it is, relative to the claims file (optional)
    title = "Notes on Nim"
    sha256 = "9f2c..."           # of the text's bytes, when the claims were written
    lines = 42                   # its line count
    line_hashes = "3a1f09c2 ..." # one short hash per line (the diff below needs them)
    unread = [[1, 5], [9, 40]]   # the lines not read yet (gamecheck init lists them all)

    [[document.unclaimed]]       # lines read that hold nothing checkable, and why
    lines = [1, 1]
    why = "the title"

Every line of the text is then one of:

* **cited**: inside some claim's ``source_lines``;
* **explained**: inside a ``[[document.unclaimed]]`` range (read, nothing checkable);
* **unread**: a non-blank line that is neither (blank lines need no reading).

:func:`check_document` compares the text given now with the table: the hash, and when it
differs, a line diff (:mod:`difflib`, over the per-line hashes, so the claims file keeps no
sentence of the text) that says which cited lines moved and which changed or vanished; every
``source_lines`` range must lie inside the text. :func:`init_text` writes the claims file a new
audit starts from (``gamecheck init DOC``): every non-blank line unread, one commented example
of each claim kind, and no claim, so it checks cleanly at 0% read.

The text is read as UTF-8 (a byte-order mark is dropped); its lines are split at ``\\n`` (a
``\\r`` before it is dropped), and a final newline does not start a line.
"""

from __future__ import annotations

import difflib
import hashlib
import os
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from gamecheck.args import shown
from gamecheck.atomic import read_user_file
from gamecheck.claims import Claim
from gamecheck.errors import UsageError
from gamecheck.flags import command_words

__all__ = [
    "SourceText", "Coverage", "DocumentCheck", "read_source", "line_hash", "title_of", "front_matter", "line_ranges",
    "document_table", "check_document", "init_text", "KIND_EXAMPLES", "MAX_DOCUMENT_BYTES",
]

#: the largest text a claims file may audit (bytes)
MAX_DOCUMENT_BYTES = 32 * 2**20
#: hex digits kept of each line's SHA-256 in ``line_hashes``
LINE_HASH_DIGITS = 8
#: the keys a ``[document]`` table may have
DOCUMENT_KEYS = ("file", "document", "title", "language", "summary", "sha256", "lines", "line_hashes", "unread",
                 "unclaimed")


@dataclass(frozen=True)
class SourceText:
    """A text document, read once.

    Attributes
    ----------
    path : str
        The path it was read from (as given).
    name : str
        Its file name.
    sha256 : str
        The SHA-256 of its bytes (hex).
    lines : tuple of str
        Its lines, without line ends (1-based line ``i`` is ``lines[i - 1]``).
    """

    path: str
    name: str
    sha256: str
    lines: tuple[str, ...]

    @property
    def line_hashes(self) -> tuple[str, ...]:
        """One :func:`line_hash` per line."""
        return tuple(line_hash(t) for t in self.lines)

    def non_blank(self) -> list[int]:
        """The 1-based numbers of the lines with something other than white space."""
        return [i + 1 for i, t in enumerate(self.lines) if t.strip()]


def line_hash(line: str) -> str:
    """The short hash of one line (the first :data:`LINE_HASH_DIGITS` hex digits of the
    SHA-256 of its UTF-8 bytes, trailing white space dropped).

    Examples
    --------
    >>> line_hash("Nim"), line_hash("Nim  ") == line_hash("Nim")
    ('e69a02cd', True)
    """
    return hashlib.sha256(line.rstrip().encode("utf-8")).hexdigest()[:LINE_HASH_DIGITS]


def read_source(path: str | os.PathLike[str], what: str | None = None) -> SourceText:
    """Read a text document (UTF-8, with or without a byte-order mark).

    Parameters
    ----------
    path : str or path-like
        The file.
    what : str, optional
        How messages name it (default ``"the document 'PATH'"``).

    Returns
    -------
    SourceText

    Raises
    ------
    UsageError
        One line: a missing or unreadable file, a folder, a file over
        :data:`MAX_DOCUMENT_BYTES`, binary data (a NUL byte), UTF-16/32 or bytes that are not UTF-8.

    Examples
    --------
    >>> read_source("no-such-document.txt")
    Traceback (most recent call last):
        ...
    gamecheck.errors.UsageError: the document 'no-such-document.txt': no such file
    """
    what = what or f"the document {shown(str(path))}"
    try:
        p = Path(path)
        if p.is_dir():
            raise UsageError(f"{what} is a folder; give a text file")
        if not os.path.lexists(p):
            raise FileNotFoundError(path)
        if p.is_file() and p.stat().st_size > MAX_DOCUMENT_BYTES:
            raise UsageError(f"{what} is larger than {MAX_DOCUMENT_BYTES // 2**20} MiB; split it")
        # a FIFO or a device is read without blocking and must end within seconds (never hangs)
        raw = read_user_file(p, what, MAX_DOCUMENT_BYTES)
    except FileNotFoundError:
        raise UsageError(f"{what}: no such file") from None
    except OSError as exc:
        raise UsageError(f"{what}: cannot be read ({exc.strerror or type(exc).__name__})") from None
    except (TypeError, ValueError):
        raise UsageError(f"{what}: not a valid file name") from None
    if len(raw) > MAX_DOCUMENT_BYTES:
        raise UsageError(f"{what} is larger than {MAX_DOCUMENT_BYTES // 2**20} MiB; split it")
    digest = hashlib.sha256(raw).hexdigest()
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise UsageError(f"{what} is UTF-16 or UTF-32 text; save it as UTF-8")
    body = raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw
    nul = body.find(b"\x00")
    if nul >= 0:
        raise UsageError(f"{what}: binary data (a NUL byte at offset {nul}); give a UTF-8 text file")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{what}: not UTF-8 (byte 0x{body[exc.start:exc.start + 1].hex()} at offset "
                         f"{exc.start}); save it as UTF-8") from None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return SourceText(str(path), Path(path).name, digest, tuple(t[:-1] if t.endswith("\r") else t for t in lines))


#: a line of YAML front matter that gives the title (``title: Nim`` or ``title: "Nim"``)
#: (matched against the stripped line, so no lazy group is followed by white space to backtrack over)
_FRONT_TITLE = re.compile(r"""^title\s*:\s*(?:"(.*)"|'(.*)'|(.*))$""")


def front_matter(lines: Sequence[str]) -> tuple[int, str]:
    """The YAML front matter a text may open with (a ``---`` line first, then the block up to
    the next ``---`` or ``...`` line, as Jekyll, Hugo and Pandoc write it): how many lines it takes
    (0 when there is none) and the ``title:`` it gives (``""`` when none).

    Examples
    --------
    >>> front_matter(["---", "title: 'Sprague-Grundy'", "layout: post", "---", "# Sums of games"])
    (4, 'Sprague-Grundy')
    >>> front_matter(["# Nim", "---"])
    (0, '')
    """
    if not lines or lines[0].strip() != "---":
        return 0, ""
    for i in range(1, len(lines)):
        if lines[i].strip() in ("---", "..."):
            title = ""
            for t in lines[1:i]:
                m = _FRONT_TITLE.match(t.strip())
                if m:
                    title = next((g for g in m.groups() if g is not None), "").strip()
                    break
            return i + 1, title
    return 0, ""  # no closing line: not front matter


def title_of(lines: Sequence[str]) -> str:
    """A document's title: its first heading (a Markdown ``#`` line, a line underlined with
    ``===`` or ``---``, or an HTML ``<h1>``..``<h6>``), else the ``title:`` of its YAML front
    matter, else its first non-blank line; at most 120 characters. The front matter
    (:func:`front_matter`) is never read as text: its closing ``---`` does not make the line
    above it a heading.

    Examples
    --------
    >>> title_of(["", "intro", "# Nim and its sums", "text"])
    'Nim and its sums'
    >>> title_of(["Wythoff's game", "==============", "x"])
    "Wythoff's game"
    >>> title_of(["", "  just text  "])
    'just text'
    >>> title_of(["---", "title: Notes", "layout: post", "---", "", "# Bouton's theorem"])
    "Bouton's theorem"
    >>> title_of(["---", "title: Notes", "---", "Text without headings."])
    'Notes'
    """
    skip, front_title = front_matter(lines)
    lines = list(lines[skip:])
    for i, t in enumerate(lines):
        s = t.strip()
        heading = _atx_heading(s)
        if heading:
            return heading[:120]
        m = re.match(r"<h[1-6][^>]*>(.*?)</h[1-6]>", s, re.I)
        if m and m.group(1).strip():
            return re.sub(r"<[^>]+>", "", m.group(1)).strip()[:120]
        if s and i + 1 < len(lines) and re.fullmatch(r"(=+|-+)", lines[i + 1].strip() or "x") and len(lines[i + 1].strip()) >= 3:
            return s[:120]
    if front_title:
        return front_title[:120]
    return next((t.strip()[:120] for t in lines if t.strip()), "")


def _atx_heading(s: str) -> str:
    """The text of a Markdown ATX heading line (``## Nim ##``), ``""`` when ``s`` is not one.
    String operations, not a regular expression: a heading with thousands of spaces inside is
    read in linear time.

    Examples
    --------
    >>> _atx_heading("## Nim and sums ##"), _atx_heading("#hashtag"), _atx_heading("####### seven")
    ('Nim and sums', '', '')
    """
    hashes = len(s) - len(s.lstrip("#"))
    rest = s[hashes:]
    if not 1 <= hashes <= 6 or not rest[:1].isspace():
        return ""
    return rest.strip().rstrip("#").strip()


def line_ranges(numbers: Iterable[int]) -> list[list[int]]:
    """Line numbers as ``[first, last]`` ranges of consecutive numbers.

    Examples
    --------
    >>> line_ranges([1, 2, 3, 5, 7, 8])
    [[1, 3], [5, 5], [7, 8]]
    """
    out: list[list[int]] = []
    for n in sorted(set(numbers)):
        if out and n == out[-1][1] + 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return out


def _range_list(value: Any, where: str) -> list[tuple[int, int]]:
    ok = isinstance(value, list) and all(
        isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in r)
        and 1 <= r[0] <= r[1] for r in value)
    if not ok:
        raise UsageError(f"{where} = {shown(value)} is not allowed; give a list of [first, last] line ranges "
                         "(1-based, first <= last), e.g. [[1, 5], [9, 12]]")
    return [(int(a), int(b)) for a, b in value]


def document_table(table: dict[str, Any] | None, origin: str = "<claims>") -> dict[str, Any]:
    """Check a claims file's ``[document]`` table and return it with its ranges as tuples.

    Parameters
    ----------
    table : dict or None
        The table as TOML read it (``None`` or ``{}``: the file has none).
    origin : str
        The claims file, for messages.

    Returns
    -------
    dict
        The table; ``unread`` a list of ``(first, last)``; ``unclaimed`` a list of dicts with
        ``lines`` a ``(first, last)`` and ``why``.

    Raises
    ------
    UsageError
        An unknown key, or a value of the wrong type (one line naming the key and what is allowed).
    """
    where = f"{shown(origin)}: [document]"
    t = dict(table or {})
    for k in t:
        if k not in DOCUMENT_KEYS:
            raise UsageError(f"{where} has an unknown key {shown(k)}; allowed: {', '.join(DOCUMENT_KEYS)}")
    for k in ("file", "document", "title", "language", "summary", "line_hashes"):
        if k in t and not isinstance(t[k], str):
            raise UsageError(f"{where} {k} = {shown(t[k])} is not allowed; give text")
    if "sha256" in t and not (isinstance(t["sha256"], str) and re.fullmatch(r"[0-9a-f]{64}", t["sha256"])):
        raise UsageError(f"{where} sha256 = {shown(t['sha256'])} is not allowed; give 64 lower-case hex digits")
    if "lines" in t and not (isinstance(t["lines"], int) and not isinstance(t["lines"], bool) and t["lines"] >= 0):
        raise UsageError(f"{where} lines = {shown(t['lines'])} is not allowed; give the line count (an integer >= 0)")
    if "line_hashes" in t:
        hashes = t["line_hashes"].split()
        if not all(re.fullmatch(r"[0-9a-f]{%d}" % LINE_HASH_DIGITS, h) for h in hashes):
            raise UsageError(f"{where} line_hashes is not allowed; give one {LINE_HASH_DIGITS}-digit hex hash per "
                             "line, separated by spaces (gamecheck init writes them)")
        if "lines" in t and len(hashes) != t["lines"]:
            raise UsageError(f"{where} line_hashes has {len(hashes)} hashes for lines = {t['lines']}; give one per line")
    t["unread"] = _range_list(t.get("unread", []), f"{where} unread")
    unclaimed = t.get("unclaimed", [])
    if not isinstance(unclaimed, list) or not all(isinstance(u, dict) for u in unclaimed):
        raise UsageError(f"{where} unclaimed is not allowed; write [[document.unclaimed]] tables with lines and why")
    out = []
    for u in unclaimed:
        extra = sorted(k for k in u if k not in ("lines", "why"))
        if extra:
            raise UsageError(f"{where} [[document.unclaimed]] has an unknown key {shown(extra[0])}; allowed: lines, why")
        (a, b), = _range_list([u.get("lines")], f"{where} [[document.unclaimed]] lines")
        why = u.get("why")
        if not isinstance(why, str) or not why.strip():
            raise UsageError(f"{where} [[document.unclaimed]] lines = [{a}, {b}]: say why the lines hold nothing "
                             "checkable (why = \"...\")")
        out.append({"lines": (a, b), "why": why})
    t["unclaimed"] = out
    return t


@dataclass(frozen=True)
class Coverage:
    """How much of a text the claims account for.

    Attributes
    ----------
    lines : int
        Non-blank lines of the text (the ones that need reading).
    cited : int
        Non-blank lines inside some claim's ``source_lines``.
    explained : int
        Non-blank lines not cited but inside a ``[[document.unclaimed]]`` range.
    unread : int
        Non-blank lines neither cited nor explained.
    unread_ranges : list of [first, last]
        Where the unread lines are.
    """

    lines: int
    cited: int
    explained: int
    unread: int
    unread_ranges: list[list[int]] = field(default_factory=list)

    def percent(self, count: int) -> float:
        """``count`` as a percentage of :attr:`lines`, to one decimal (100.0 for a text with
        no non-blank line)."""
        return 100.0 if self.lines == 0 else round(100.0 * count / self.lines, 1)

    @property
    def read(self) -> int:
        """Lines read: cited or explained."""
        return self.cited + self.explained

    def to_json(self) -> dict[str, Any]:
        """``lines``, ``cited``, ``explained``, ``unread`` (counts), ``percent`` (of each) and
        ``unread_ranges``."""
        return {"lines": self.lines, "cited": self.cited, "explained": self.explained, "unread": self.unread,
                "percent": {"cited": self.percent(self.cited), "explained": self.percent(self.explained),
                            "unread": self.percent(self.unread), "read": self.percent(self.read)},
                "unread_ranges": [list(r) for r in self.unread_ranges]}


@dataclass(frozen=True)
class DocumentCheck:
    """A claims file checked against its text (:func:`check_document`).

    Attributes
    ----------
    file : str
        The text's file name.
    path : str
        Where it was read.
    title : str
        The table's title, else the text's first heading.
    status : str
        ``"same"`` (the SHA-256 matches the table's), ``"changed"`` (it does not) or
        ``"unrecorded"`` (the table has no ``sha256``).
    sha256 : str
        The text's SHA-256 now.
    recorded_sha256 : str or None
        The table's.
    moved : list of dict
        Cited ranges whose lines are unchanged but now elsewhere: ``{"claim", "was", "now"}``.
    changed : list of dict
        Cited ranges with a line changed or gone: ``{"claim", "was", "lines"}`` (the old numbers
        of the lines that changed).
    errors : list of str
        What makes the claims file wrong for this text: a ``source_lines`` range beyond its end.
    coverage : Coverage
        Counted on the text given. When it changed, each cited or explained line counts where the
        diff puts it now, and a line that changed or is new counts as unread (it needs reading).
    line_claims : dict
        Line number -> the ids of the claims that cite it.
    explained_why : dict
        Line number -> why it holds nothing checkable.
    stale_unread : list of [first, last]
        Lines the table lists as unread that are cited or explained (the list is out of date).
    source : SourceText
        The text itself (for the annotated view; never written to ``results.json``).
    """

    file: str
    path: str
    title: str
    status: str
    sha256: str
    recorded_sha256: str | None
    moved: list[dict[str, Any]]
    changed: list[dict[str, Any]]
    errors: list[str]
    coverage: Coverage
    line_claims: dict[int, list[str]]
    explained_why: dict[int, str]
    stale_unread: list[list[int]]
    source: SourceText = field(repr=False, compare=False, default=None)  # type: ignore[assignment]

    @property
    def ok(self) -> bool:
        """No errors, and the text is the one the claims were written against (or no hash was
        recorded)."""
        return not self.errors and self.status != "changed"

    def summary(self) -> str:
        """One line: the coverage and what is wrong."""
        c = self.coverage
        text = (f"{self.file}: {c.lines:,} lines to read: {c.cited:,} cited ({c.percent(c.cited)}%), "
                f"{c.explained:,} explained ({c.percent(c.explained)}%), {c.unread:,} unread ({c.percent(c.unread)}%)")
        if self.status == "changed":
            text += (f"; the text changed since the claims were written ({len(self.moved)} cited range(s) moved, "
                     f"{len(self.changed)} changed)")
        if self.errors:
            text += f"; {len(self.errors)} error(s): {self.errors[0]}"
        return text

    def to_json(self) -> dict[str, Any]:
        """The record under ``document`` in ``check --document --json`` (``coverage`` beside it)."""
        return {"file": self.file, "title": self.title, "status": self.status, "sha256": self.sha256,
                "recorded_sha256": self.recorded_sha256, "moved": self.moved, "changed": self.changed,
                "errors": self.errors, "stale_unread": self.stale_unread}


def _line_map(old: Sequence[str], new: Sequence[str]) -> dict[int, int]:
    """Old line number -> new line number, for the lines a diff keeps unchanged."""
    out: dict[int, int] = {}
    sm = difflib.SequenceMatcher(a=list(old), b=list(new), autojunk=False)
    for a, b, n in sm.get_matching_blocks():
        for i in range(n):
            out[a + i + 1] = b + i + 1
    return out


def check_document(table: dict[str, Any], claims: Sequence[Claim], source: SourceText) -> DocumentCheck:
    """Check claims against the text they cite.

    Parameters
    ----------
    table : dict
        The claims file's ``[document]`` table, checked by :func:`document_table`.
    claims : sequence of Claim
        The file's claims (their ``source_lines``).
    source : SourceText
        The text (:func:`read_source`).

    Returns
    -------
    DocumentCheck
        The hash status, the cited ranges that moved or changed (a line diff over the recorded
        ``line_hashes`` when the hash differs), the ranges beyond the text's end, and the
        coverage.

    Examples
    --------
    >>> import gamecheck as gc
    >>> src = SourceText("t.txt", "t.txt", "0" * 64, ("# Nim", "", "P iff xor is 0", "end"))
    >>> c = gc.Claim(kind="forall", rule="n >= 0", vars={"n": [0, 3]}, source_lines=[[3, 3]])
    >>> d = check_document(document_table({"unclaimed": [{"lines": [1, 1], "why": "title"}]}), [c], src)
    >>> d.coverage.lines, d.coverage.cited, d.coverage.explained, d.coverage.unread, d.status
    (3, 1, 1, 1, 'unrecorded')
    """
    n = len(source.lines)
    recorded = table.get("sha256")
    status = "unrecorded" if recorded is None else ("same" if recorded == source.sha256 else "changed")
    moved: list[dict[str, Any]] = []
    changed: list[dict[str, Any]] = []
    errors: list[str] = []
    # the line numbers the claims were written against, and where each of those lines is now
    written = n
    mapping: dict[int, int] | None = None  # None: the same numbering
    if status == "changed" and table.get("line_hashes"):
        old = table["line_hashes"].split()
        written = len(old)
        mapping = _line_map(old, source.line_hashes)
    elif status == "changed":
        errors.append(f"{source.name} changed since the claims were written, and the [document] table has no "
                      "line_hashes to say which cited lines moved (gamecheck init writes them)")

    def now(i: int) -> int | None:
        if mapping is None:
            return i if i <= n else None
        return mapping.get(i)

    line_claims: dict[int, list[str]] = {}
    for c in claims:
        for a, b in c.source_lines or []:
            if b > written:
                errors.append(f"claim '{c.id}' cites lines {a}-{b}, but {source.name} had {written} lines")
            if mapping is not None and b <= written:
                at = [now(i) for i in range(a, b + 1)]
                gone = [i for i, j in zip(range(a, b + 1), at) if j is None]
                if gone:
                    changed.append({"claim": c.id, "was": [a, b], "lines": gone})
                elif at[0] != a or at[-1] != b:
                    moved.append({"claim": c.id, "was": [a, b], "now": [at[0], at[-1]]})
            for i in _within(a, b, written):
                j = now(i)
                if j is not None:
                    line_claims.setdefault(j, []).append(c.id)
    explained_why: dict[int, str] = {}
    for u in table.get("unclaimed", []):
        a, b = u["lines"]
        if b > written:
            errors.append(f"[[document.unclaimed]] lines {a}-{b} go past the end of {source.name} ({written} lines)")
        for i in _within(a, b, written):
            j = now(i)
            if j is not None:
                explained_why.setdefault(j, u["why"])
    for a, b in table.get("unread", []):
        if b > written:
            errors.append(f"[document] unread lines {a}-{b} go past the end of {source.name} ({written} lines)")
    if status != "changed" and "lines" in table and table["lines"] != n:
        errors.append(f"[document] lines = {table['lines']}, but {source.name} has {n} lines")
    todo = source.non_blank()
    cited = sum(1 for i in todo if i in line_claims)
    explained = sum(1 for i in todo if i not in line_claims and i in explained_why)
    unread = [i for i in todo if i not in line_claims and i not in explained_why]
    listed = {j for a, b in table.get("unread", []) for i in _within(a, b, written) if (j := now(i)) is not None}
    stale = line_ranges(i for i in listed if i in line_claims or i in explained_why)
    return DocumentCheck(
        file=table.get("file") or source.name, path=source.path, title=table.get("title") or title_of(source.lines),
        status=status, sha256=source.sha256, recorded_sha256=recorded, moved=moved, changed=changed, errors=errors,
        coverage=Coverage(len(todo), cited, explained, len(unread), line_ranges(unread)),
        line_claims=line_claims, explained_why=explained_why, stale_unread=stale, source=source)


def _within(a: int, b: int, last: int) -> range:
    """The line numbers of the range ``a..b`` that a text of ``last`` lines has: a range that
    reaches 10^12 is cut at the text's end (its overrun is reported apart), never walked."""
    return range(max(a, 1), min(b, last) + 1)


# -- gamecheck init -----------------------------------------------------------------------------

#: one example of each claim kind, as TOML lines (commented out by :func:`init_text`)
KIND_EXAMPLES: dict[str, str] = {
    "p-rule": '''id = "nim.bouton"
statement = "A Nim position is a P-position exactly when the nim-sum of its heaps is 0."
source_lines = [[3, 4]]
ruleset = "nim"
params = { heaps = 3 }
bound = 15
kind = "p-rule"
rule = "xor(heaps) == 0"''',
    "grundy": '''id = "subtraction.grundy"
statement = "In the subtraction game {1, 2, 3} the Grundy value of n is n mod 4."
ruleset = "subtraction"
params = { set = [1, 2, 3] }
bound = 100
kind = "grundy"
rule = "n % 4"''',
    "winning-move": '''id = "bash.move"
statement = "In Bash with m = 3, taking n mod 4 counters wins from every N-position."
ruleset = "bash"
params = { m = 3 }
bound = 100
kind = "winning-move"
move = "(n - n % 4,)"''',
    "p-positions": '''id = "wythoff.first"
statement = "The first P-positions of Wythoff's game are (0,0), (1,2), (2,1), (3,5), (5,3)."
ruleset = "wythoff"
bound = 5
kind = "p-positions"
positions = [[0, 0], [1, 2], [2, 1], [3, 5], [5, 3]]''',
    "no-move": '''id = "nim.p-to-p"
statement = "No move leads from a position of nim-sum 0 to another."
ruleset = "nim"
params = { heaps = 2 }
bound = 12
kind = "no-move"
rule = "xor(heaps) == 0"
target = "xor(heaps) == 0"''',
    "some-move": '''id = "nim.n-to-p"
statement = "From every position of non-zero nim-sum some move reaches nim-sum 0."
ruleset = "nim"
params = { heaps = 2 }
bound = 12
kind = "some-move"
rule = "xor(heaps) != 0"
target = "xor(heaps) == 0"''',
    "label-identity": '''id = "nim.grundy-is-xor"
statement = "The Grundy value of a Nim position is the nim-sum of its heaps."
ruleset = "nim"
params = { heaps = 2 }
bound = 12
kind = "label-identity"
rule = "g == xor(heaps)"''',
    "answer": '''id = "bash.answer"
statement = "In Bash with m = 3 at 10 counters the winning move takes 2."
ruleset = "bash"
params = { m = 3 }
kind = "answer"
position = [10]
value = 2''',
    "reachable-count": '''id = "nim.reachable"
statement = "From heaps (2, 3) there are 12 reachable positions."
ruleset = "nim"
params = { heaps = 2 }
kind = "reachable-count"
position = [2, 3]
value = 12''',
    "outcome": '''id = "nim.example"
statement = "The Nim position (1, 2, 3) is lost for the player to move."
ruleset = "nim"
kind = "outcome"
position = [1, 2, 3]
outcome = "P"''',
    "grundy-value": '''id = "kayles.value"
statement = "A row of 4 pins in Kayles has Grundy value 1."
ruleset = "kayles"
kind = "grundy-value"
position = [4]
value = 1''',
    "move-wins": '''id = "nim.move"
statement = "From (1, 2, 4) the move to (1, 2, 3) wins."
ruleset = "nim"
kind = "move-wins"
position = [1, 2, 4]
to = [1, 2, 3]''',
    "winning-moves": '''id = "nim.moves"
statement = "From (1, 2, 4) the only winning move is to (1, 2, 3)."
ruleset = "nim"
kind = "winning-moves"
position = [1, 2, 4]
moves = [[1, 2, 3]]''',
    "forall": '''id = "xor.self"
statement = "A number XOR itself is 0."
kind = "forall"
vars = { n = [0, 1000] }
rule = "n ^ n == 0"''',
    "partition": '''id = "beatty.golden"
statement = "floor(n*phi) and floor(n*phi^2) together take every positive integer once (Beatty)."
kind = "partition"
sequences = ["(n + isqrt(5 * n * n)) // 2", "(3 * n + isqrt(5 * n * n)) // 2"]
bound = 1000''',
    "misere-quotient": '''id = "kayles.quotient"
statement = "The misere quotient of Kayles has order 40 and a P-portion of 9 elements."
ruleset = "kayles"
kind = "misere-quotient"
quotient = { order = 40, p_portion = 9 }''',
    "equivalent": '''id = "dawsons-chess.octal"
statement = "Dawson's chess is the octal game 0.137: the same Grundy value at every heap up to 500."
ruleset = "dawsons-chess"
kind = "equivalent"
other = "octal(code=\\"0.137\\")"
bound = 500''',
}


def _toml_string(text: str) -> str:
    """A TOML basic string (escapes per the TOML 1.0 specification)."""
    out = []
    for ch in text:
        o = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif o < 0x20 or o == 0x7F:
            out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def init_text(source: SourceText, document_path: str | None = None) -> str:
    """The claims file a new audit of ``source`` starts from (``gamecheck init``).

    Parameters
    ----------
    source : SourceText
        The text (:func:`read_source`).
    document_path : str, optional
        The text's path relative to the claims file (written as ``document``, so that
        ``gamecheck check FILE`` finds it without ``--document``).

    Returns
    -------
    str
        TOML: a ``[document]`` table (file name, title from the first heading, SHA-256, line
        count, per-line hashes, every non-blank line unread), one commented example of each
        claim kind, and no claim.

    Examples
    --------
    >>> src = SourceText("n.md", "n.md", "0" * 64, ("# Nim", "", "text"))
    >>> t = init_text(src)
    >>> 'title = "Nim"' in t, "unread = [[1, 1], [3, 3]]" in t, t.count("# kind = ") == len(KIND_EXAMPLES)
    (True, True, True)
    """
    hashes = source.line_hashes
    rows = [" ".join(hashes[i:i + 8]) for i in range(0, len(hashes), 8)]
    hash_text = '"""\n' + " \\\n".join(rows) + '"""' if rows else '""'
    unread = ", ".join(f"[{a}, {b}]" for a, b in line_ranges(source.non_blank()))
    head = [
        f"# Claims about {source.name}, written by `gamecheck init`.",
        "#",
        "# Read the text, and for each checkable statement add a [[claim]] (examples of every kind",
        "# are below, commented out) with the lines it rests on in source_lines. Lines that hold",
        "# nothing checkable go in [[document.unclaimed]] tables with the reason. As you go, take",
        "# what you have read out of `unread`. Check with:",
        "#",
        "#     gamecheck check THIS_FILE " + " ".join(shlex.quote(w) for w in command_words(
            document=document_path or source.name, report="audit")),
        "#",
        "# The text is identified by its SHA-256 and one short hash per line, so that a changed",
        "# text is found and the cited lines that moved are named.",
        "",
        "[document]",
        f"file = {_toml_string(source.name)}",
    ]
    if document_path:
        head.append(f"document = {_toml_string(document_path)}")
    head += [
        f"title = {_toml_string(title_of(source.lines))}",
        f"sha256 = {_toml_string(source.sha256)}",
        f"lines = {len(source.lines)}",
        f"line_hashes = {hash_text}",
        f"unread = [{unread}]",
        "",
        "# [[document.unclaimed]]",
        "# lines = [1, 1]",
        '# why = "the title"',
        "",
        "# One example of each claim kind (docs/guide/claims.md says what each field means).",
    ]
    for kind, body in KIND_EXAMPLES.items():
        head += ["", f"# -- {kind}", "# [[claim]]"] + [f"# {line}" for line in body.split("\n")]
    return "\n".join(head) + "\n"
