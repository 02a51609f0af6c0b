"""The bundled claim catalogue: one TOML file per source document.

Each ``NNN_<hash>.toml`` restates the checkable claims of the source document
``NNN_<hash>.txt`` (the documents themselves are not shipped). ``core.toml`` holds
the classical theorems the pipeline is tested on (Bouton 1901,
Bash's game, the Sprague-Grundy theorem), each with a planted false rule beside it
that must come out refuted.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any, Iterable

from gamecheck.claims import Claim, parse_claims
from gamecheck.errors import UsageError
from gamecheck.errors import printable

__all__ = ["catalogue_files", "catalogue_documents", "load_catalogue_file", "catalogue_claims"]


def catalogue_files() -> list[str]:
    """Names of the bundled catalogue files, sorted."""
    return sorted(p.name for p in resources.files(__package__).iterdir() if p.name.endswith(".toml"))


def _match(name: str) -> str:
    files = catalogue_files()
    if not isinstance(name, str):
        raise UsageError(f"bundled catalogue file {name!r:.60} is not allowed; give a file name, stem or number")
    stem = name.rsplit("/", 1)[-1]
    for suffix in (".toml", ".txt"):
        if stem.endswith(suffix):
            stem = stem[: -len(suffix)]
    match = [f for f in files if f[: -len(".toml")] == stem or f.split("_")[0] == stem]
    if not match:
        shown = printable(name)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        raise UsageError(f"no bundled catalogue file '{shown}'; bundled: {', '.join(files)}")
    return match[0]


def catalogue_documents(documents: Iterable[str] = ()) -> list[dict[str, Any]]:
    """The ``[document]`` table of each bundled file (``file``, ``title``, ``language``,
    ``summary``), in file order, for the report index."""
    out = []
    for name in [_match(d) for d in documents] or catalogue_files():
        data = tomllib.loads(resources.files(__package__).joinpath(name).read_text(encoding="utf-8"))
        table = data.get("document", {})
        doc = dict(table) if isinstance(table, dict) else {}
        doc.setdefault("file", name)
        doc.setdefault("title", name)
        doc.setdefault("language", "")
        doc.setdefault("summary", "")
        out.append(doc)
    return out


def load_catalogue_file(name: str) -> list[Claim]:
    """The claims of one bundled file (``name`` with or without ``.toml``).

    Raises:
        UsageError: naming the file and listing the bundled ones.
    """
    fname = _match(name)
    text = resources.files(__package__).joinpath(fname).read_text(encoding="utf-8")
    return parse_claims(text, origin=fname)


def catalogue_claims(documents: Iterable[str] = ()) -> list[Claim]:
    """Every claim of the bundled catalogue, or of the named files only.

    Raises:
        UsageError: on an unknown file or a repeated claim id across files.
    """
    names = list(documents) or catalogue_files()
    claims: list[Claim] = []
    seen: dict[str, str] = {}
    for name in names:
        for c in load_catalogue_file(name):
            if c.id in seen:
                raise UsageError(f"claim id '{c.id}' appears in both {seen[c.id]} and {c.origin}")
            seen[c.id] = c.origin
            claims.append(c)
    return claims
