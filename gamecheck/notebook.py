"""How gamecheck's records show themselves in a notebook: the two-column HTML table of their
``_repr_html_`` (a game, a solution, labels, a result, a Grundy sequence).

It sits at the bottom of the layers, so that the games half of the API
(:mod:`gamecheck.gameapi`) shows its records without loading the claims and the audit.
"""

from __future__ import annotations

import html
from typing import Any, Iterable

__all__ = ["html_table"]


def html_table(rows: Iterable[tuple[str, Any]]) -> str:
    """A two-column HTML table (``<th>`` name, ``<td>`` value, both escaped) for the
    ``_repr_html_`` of records shown in notebooks."""
    cells = "".join(f"<tr><th style='text-align:left'>{html.escape(str(k))}</th>"
                    f"<td style='text-align:left'>{html.escape(str(v))}</td></tr>" for k, v in rows)
    return f"<table>{cells}</table>"
