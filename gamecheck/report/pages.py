"""What the report writers share: the Jinja2 set-up of the page templates, the tidying of a
rendered Markdown page, the rule that makes page names unique and the test that a file is one
of gamecheck's pages (its first line is a marker).

:mod:`gamecheck.report.markdown` (the audit's Markdown pages), :mod:`gamecheck.report.html`
(its HTML site) and :mod:`gamecheck.report.proofs` (the proof pages) render the templates of
``gamecheck/report/templates`` with the same settings and name their pages the same way.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Container

import jinja2

__all__ = ["template_environment", "html_environment", "tidy_markdown", "unique_stem", "starts_with_marker"]


def template_environment(autoescape: bool) -> jinja2.Environment:
    """A new Jinja2 environment over the report templates: strict about undefined names,
    block tags trimmed, the trailing newline kept; HTML escaping on when ``autoescape``.
    Markdown writers add their own escaping filters to it."""
    return jinja2.Environment(
        loader=jinja2.PackageLoader("gamecheck.report", "templates"),
        autoescape=autoescape,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


_HTML_ENV: jinja2.Environment | None = None


def html_environment() -> jinja2.Environment:
    """The environment of the HTML pages (:func:`template_environment` with escaping on),
    made once and shared."""
    global _HTML_ENV
    if _HTML_ENV is None:
        _HTML_ENV = template_environment(autoescape=True)
    return _HTML_ENV


def tidy_markdown(text: str) -> str:
    """A rendered Markdown page tidied: no white space at the end of a line, at most one
    blank line in a row, no blank lines at either end, one final newline."""
    text = re.sub(r"[ \t]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip("\n") + "\n"


def unique_stem(base: str, used: set[str], reserved: Container[str], tag: str, ext: str = "") -> str:
    """A page's name stem unique case-insensitively (as some file systems compare names).

    Args:
        base: the name asked for (already made safe).
        used: the names taken so far, lower case, with ``ext``; the name returned is added.
        reserved: names (lower case, with ``ext``) a page may never have: ``base`` gets
            ``-tag`` appended when it is one (``index`` becomes ``index-group``).
        tag: what the page is, for that suffix.
        ext: the file name's ending the names are compared with (``".html"``), or ``""``.

    Returns:
        ``base`` (or ``base-tag``), or where that is taken, the first free ``base-2``,
        ``base-3``, ... (without ``ext``).
    """
    if f"{base}{ext}".lower() in reserved:
        base += f"-{tag}"
    name, n = base, 2
    while f"{name}{ext}".lower() in used:
        name, n = f"{base}-{n}", n + 1
    used.add(f"{name}{ext}".lower())
    return name


def starts_with_marker(path: Path, marker: str) -> bool:
    """Whether the file's first line is ``marker`` (a page gamecheck wrote and may replace or
    delete); False for a file that cannot be read or is not UTF-8."""
    try:
        if not path.is_file():  # a FIFO or a device named like a page is not ours (and would block)
            return False
        with path.open("r", encoding="utf-8") as fh:
            return fh.readline().rstrip("\n") == marker
    except (OSError, UnicodeDecodeError):
        return False
