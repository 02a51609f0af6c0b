"""A survey's tables: the rows (games with equal values merged), Markdown, sortable HTML, CSV,
JSON and a page per game; and the comparison with a published table.

Merging: two games are merged into one row when their Grundy values are equal on every heap
both computed. A row whose values are another row's moved up by one or two heaps
(``g(n) = h(n - k)`` for ``n >= k``, to the heap both computed: a game that cannot take a small
heap whole, as tczajka/octal-games' lookup tables note) says so in ``shift_of``; it is not
merged. The row says how far that is known: "for every n" when both sequences are
certified periodic with the same preperiod and period (two sequences periodic from ``e`` with
period ``p`` that agree on heaps ``0..e+p-1`` agree everywhere), else "to n = N".

A published table to compare with (``--compare FILE``) is a CSV file with a header line and the
columns (only ``code`` is required; an empty cell means "not given"):

``code``
    the octal code, ``0.45`` or ``.45`` (``4.12`` with a digit before the point).
``preperiod``, ``period``
    the published (least) preperiod and period; both empty for a game the table calls unsolved.
``values``
    the published values from heap 0: integers separated by spaces, or a string of one character
    per value (``0``-``9``, then ``a``-``z`` or ``A``-``Z`` for 10-35), where a part in parentheses repeats for
    ever (``01(0)``: 0, 1, 0, 0, 0, ...).
``n``
    for an unsolved game, the number of heaps the published figures describe (``131072`` or
    ``2^17``): its ``largest``, ``largest_at`` and rare figures are recomputed from the survey's
    values of heaps ``0..n-1`` when it computed that far (rare heaps by the published mask: heap
    ``i`` is rare when ``g(i) AND mask`` has an even number of ones).
``largest``, ``largest_at``, ``rare_mask``, ``rare_heaps``, ``last_rare``
    further published figures of the whole sequence (the largest value and the heap where it first
    occurs; the rare-value split: ``rare_mask`` in hexadecimal, ``+pos`` for a split that uses the
    heap's parity, the number of rare heaps and the last one), compared when given and when the
    survey has seen what they describe: the game is certified, or computed past ``largest_at``
    (for ``largest``) or ``last_rare`` (for the rare figures).
``source``
    where the row comes from (shown with each disagreement).

Every disagreement is listed with the first heap where the values differ, when there is one in
the computed range.
"""

from __future__ import annotations

import csv
import html
import io
import json
import re
from pathlib import Path
from typing import Any

import numpy as np

from gamecheck.atomic import NpzMember, atomic_write_text, read_npz
from gamecheck.domain import available_memory
from gamecheck.errors import GamecheckError, UsageError

__all__ = ["merge_rows", "write_tables", "read_published", "compare", "parse_values", "TABLE_NAMES"]

#: the files the tables go to, in the report folder
TABLE_NAMES = ("survey.md", "survey.html", "survey.csv", "survey.json")
#: the shifts looked for between rows (a game that cannot take a heap of 1 or 2 whole)
SHIFTS = (1, 2)
#: CSV columns of the survey table
COLUMNS = ("code", "codes", "status", "preperiod", "period", "saltus", "n", "largest", "largest_at", "method",
           "rare_mask", "parity", "rare_heaps", "last_rare_heap", "last_rare_value", "p_positions", "same_as",
           "shift_of", "seconds")


def _values(folder: Path, code: str) -> np.ndarray | None:
    """The stored values of a game (read by the safe ``.npz`` reader; they are the values the
    record reports), or ``None``."""
    path = folder / "values" / f"{code}.npz"
    if not path.exists():
        return None
    try:
        return read_npz(path, {"values": NpzMember("iu", 1), "meta": NpzMember("u", 1)}, what=str(path),
                        budget=available_memory() // 4)["values"]
    except (GamecheckError, OSError):  # a damaged file leaves the game unmerged and uncompared
        return None


def merge_rows(folder: Path, records: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The table's rows, one per class of games with equal values (see the module text), in the
    order of ``records``; each row is the first game's record with ``codes`` (every member),
    ``same_as`` (how far the equality is known) added."""
    rows: list[dict[str, Any]] = []
    members: list[tuple[dict[str, Any], np.ndarray | None]] = []
    for code, rec in records.items():
        vals = _values(folder, code)
        placed = False
        for row, rvals in members:
            if vals is None or rvals is None:
                continue
            m = min(len(vals), len(rvals))
            if m and np.array_equal(vals[:m].astype(np.int64), rvals[:m].astype(np.int64)):
                both = (row["status"] == rec["status"] == "certified" and row["preperiod"] == rec["preperiod"]
                        and row["period"] == rec["period"] and row["saltus"] == rec["saltus"] == 0
                        and m >= rec["preperiod"] + rec["period"])
                row["codes"].append(code)
                how = "for every n (both certified with the same period)" if both else f"to n = {m - 1:,}"
                row["same_as"] = how if row["same_as"] in (None, how) else f"to n = {m - 1:,}"
                placed = True
                break
        if not placed:
            row = dict(rec, codes=[code], same_as=None, shift_of=None)
            rows.append(row)
            members.append((row, vals))
    # games whose values are another row's moved up by k heaps (g(n) = h(n - k) for n >= k):
    # tczajka's lookup tables identify such games; the survey lists them, it does not merge them
    for row, vals in members:
        if vals is None:
            continue
        for other, ovals in members:
            if other is row or ovals is None or row["shift_of"]:
                continue
            for k in SHIFTS:
                m = min(len(vals) - k, len(ovals))
                if m > 64 and np.array_equal(vals[k:k + m].astype(np.int64), ovals[:m].astype(np.int64)):
                    row["shift_of"] = f"{other['code']} moved up by {k} (to n = {m + k - 1:,})"
                    break
    return rows


def _cell(row: dict[str, Any], col: str) -> Any:
    v = row.get(col)
    if col == "codes":
        return " ".join(row["codes"])
    if col == "rare_mask":
        return "" if v is None else (f"{v:x}" + ("+pos" if row.get("parity") else ""))
    if col == "p_positions":
        p = row.get("p_positions")
        return "" if not p else p.get("description") or p.get("rule")
    if col == "status" and row.get("status") != "certified":
        return f"not settled by n = {row['n']:,}"
    return "" if v is None else v


def _markdown(rows: list[dict[str, Any]], title: str, meta: list[str]) -> str:
    head = ["code (same values)", "period", "preperiod", "n", "largest (at)", "rare mask", "rare heaps",
            "last rare (value)", "P-positions", "s"]
    out = [f"# {title}", "", *meta, "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        code = f"[{r['code']}](games/{r['code']}.html)" + (f" ({', '.join(r['codes'][1:])})" if len(r["codes"]) > 1 else "")
        if r.get("shift_of"):
            code += f"; = {r['shift_of'].split(' (')[0]}"
        period = (str(r["period"]) + (f" (saltus {r['saltus']})" if r.get("saltus") else "")
                  if r["status"] == "certified" else f"not settled by n = {r['n']:,}")
        lr = "" if r.get("last_rare_heap") is None else f"{r['last_rare_heap']:,} ({r['last_rare_value']})"
        cells = [code, period, "" if r["preperiod"] is None else f"{r['preperiod']:,}", f"{r['n']:,}",
                 f"{r['largest']} ({r['largest_at']:,})", _cell(r, "rare_mask"),
                 "" if r.get("rare_heaps") is None else f"{r['rare_heaps']:,}", lr,
                 str(_cell(r, "p_positions")).replace("|", "\\|")[:80], f"{r['seconds']:.2f}"]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n"


_SORT_JS = """
for (const th of document.querySelectorAll('th')) {
  th.style.cursor = 'pointer';
  th.addEventListener('click', () => {
    const table = th.closest('table'), i = [...th.parentNode.children].indexOf(th);
    const rows = [...table.tBodies[0].rows], asc = th.dataset.dir !== 'asc';
    const key = r => { const t = r.cells[i].dataset.v ?? r.cells[i].textContent; const x = parseFloat(t);
                       return isNaN(x) ? t : x; };
    rows.sort((a, b) => { const x = key(a), y = key(b);
      return (typeof x === typeof y ? (x < y ? -1 : x > y ? 1 : 0) : (typeof x === 'number' ? -1 : 1)) * (asc ? 1 : -1); });
    th.dataset.dir = asc ? 'asc' : 'desc';
    for (const r of rows) table.tBodies[0].appendChild(r);
  });
}
"""


def _html_page(title: str, body: str) -> str:
    return (f"<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title>"
            "<style>body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse}"
            "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}td.l,th{text-align:left}"
            "th{background:#eee}</style></head><body>\n" + body + "\n</body></html>\n")


def _html(rows: list[dict[str, Any]], title: str, meta: list[str]) -> str:
    cols = [("code", "l"), ("same values", "l"), ("status", "l"), ("preperiod", ""), ("period", ""), ("saltus", ""),
            ("n", ""), ("largest", ""), ("largest at", ""), ("rare mask", "l"), ("rare heaps", ""),
            ("last rare", ""), ("P-positions", "l"), ("seconds", "")]
    h = [f"<h1>{html.escape(title)}</h1>"] + [f"<p>{html.escape(m)}</p>" for m in meta]
    h.append("<p>Click a column's heading to sort by it.</p><table><thead><tr>"
             + "".join(f"<th>{html.escape(c)}</th>" for c, _ in cols) + "</tr></thead><tbody>")
    for r in rows:
        status = "certified" if r["status"] == "certified" else f"not settled by n = {r['n']:,}"
        vals = [(f"<a href=\"games/{html.escape(r['code'])}.html\">{html.escape(r['code'])}</a>", r["code"]),
                (html.escape(" ".join(r["codes"][1:]) + (f"; = {r['shift_of']}" if r.get("shift_of") else "")), ""),
                (html.escape(status), status),
                (_num(r["preperiod"]), r["preperiod"]), (_num(r["period"]), r["period"]), (_num(r["saltus"]), r["saltus"]),
                (_num(r["n"]), r["n"]), (_num(r["largest"]), r["largest"]), (_num(r["largest_at"]), r["largest_at"]),
                (html.escape(str(_cell(r, "rare_mask"))), ""), (_num(r.get("rare_heaps")), r.get("rare_heaps")),
                (_num(r.get("last_rare_heap")), r.get("last_rare_heap")),
                (html.escape(str(_cell(r, "p_positions"))), ""), (f"{r['seconds']:.2f}", r["seconds"])]
        cells = []
        for (text, key), (_, cls) in zip(vals, cols):
            dv = f" data-v=\"{html.escape(str(key))}\"" if key not in ("", None) else " data-v=\"\""
            cells.append(f"<td class=\"{cls}\"{dv}>{text}</td>")
        h.append("<tr>" + "".join(cells) + "</tr>")
    h.append("</tbody></table><script>" + _SORT_JS + "</script>")
    return _html_page(title, "\n".join(h))


def _num(v: Any) -> str:
    return "" if v is None else f"{v:,}" if isinstance(v, int) else html.escape(str(v))


def _game_page(row: dict[str, Any]) -> str:
    r = row
    p = r.get("p_positions") or {}
    lines = [f"<h1>Octal game {html.escape(r['code'])}</h1>",
             f"<p>{html.escape(r['title'])}; codes: {html.escape(', '.join(r['codes']))}"
             + (f" (same values {html.escape(r['same_as'])})" if r.get("same_as") else "")
             + (f"; its values are those of {html.escape(r['shift_of'])}" if r.get("shift_of") else "") + "</p>",
             "<table>"]
    facts = [("status", r["status"] if r["status"] == "certified" else f"not settled by n = {r['n']:,}"),
             ("preperiod", r["preperiod"]), ("period", r["period"]), ("saltus", r["saltus"]),
             ("heaps computed", f"0..{r['n']:,}"), ("largest value (first at)", f"{r['largest']} ({r['largest_at']:,})"),
             ("method", r["method"]), ("rare mask", _cell(r, "rare_mask")), ("rare heaps", r.get("rare_heaps")),
             ("last rare heap (value)", "" if r.get("last_rare_heap") is None else
              f"{r['last_rare_heap']:,} ({r['last_rare_value']})"),
             ("P-positions among 0..n", r["p_count"]),
             ("P-positions' form", (p.get("description") or p.get("rule") or "") +
              (" (proved: " + str(p.get("proof")) + ")" if p.get("proved") else (" (fits every value computed)" if p else ""))),
             ("time", f"{r['seconds']:.2f} s"), ("reproduce", r["command"])]
    for k, v in facts:
        lines.append(f"<tr><th>{html.escape(k)}</th><td class=\"l\">{html.escape('' if v is None else str(v))}</td></tr>")
    lines.append("</table>")
    lines.append(f"<h2>Certificate</h2><p>{html.escape(r['certificate'])}</p>")
    lines.append(f"<h2>g(0..{min(63, r['n'])})</h2><p><code>{' '.join(map(str, r['head']))}</code></p>")
    return _html_page(f"octal game {r['code']}", "\n".join(lines))


def _write(path: Path, text: str) -> None:
    atomic_write_text(path, text)


def write_tables(folder: Path, rows: list[dict[str, Any]], *, title: str, meta: list[str],
                 comparison: dict[str, Any] | None = None) -> list[Path]:
    """Write ``survey.md``, ``survey.html``, ``survey.csv``, ``survey.json`` and
    ``games/<code>.html`` (and ``comparison.md`` with a comparison) into ``folder``, each
    atomically. Returns the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "games").mkdir(exist_ok=True)
    written = []
    md = _markdown(rows, title, meta)
    if comparison is not None:
        md += "\n" + comparison_markdown(comparison)
    for name, text in (("survey.md", md), ("survey.html", _html(rows, title, meta))):
        _write(folder / name, text)
        written.append(folder / name)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMNS)
    for r in rows:
        w.writerow([_cell(r, c) for c in COLUMNS])
    _write(folder / "survey.csv", buf.getvalue())
    doc = {"title": title, "meta": meta, "rows": rows}
    if comparison is not None:
        doc["comparison"] = comparison
    _write(folder / "survey.json", json.dumps(doc, indent=1, sort_keys=True) + "\n")
    written += [folder / "survey.csv", folder / "survey.json"]
    for r in rows:
        for code in r["codes"]:
            path = folder / "games" / f"{code}.html"
            _write(path, _game_page(dict(r, code=code) if code != r["code"] else r))
    written.append(folder / "games")
    if comparison is not None:
        _write(folder / "comparison.md", comparison_markdown(comparison))
        written.append(folder / "comparison.md")
    return written


# -- a published table -----------------------------------------------------------------------------

_CODE = re.compile(r"([04]?)\.([0-7]+)")


def _norm_code(text: str) -> str | None:
    m = _CODE.fullmatch(text.strip())
    if not m:
        return None
    return f"{m.group(1) or '0'}.{m.group(2).rstrip('0') or '0'}"


def parse_values(text: str, n: int) -> list[int] | None:
    """Published values ``g(0..n)`` from a cell (see the module text), or ``None`` when empty.

    Raises:
        ValueError: a cell that is not in one of the two forms.
    """
    text = text.strip()
    if not text:
        return None
    if re.fullmatch(r"\d+([ ,]+\d+)*", text) and (" " in text or "," in text):
        return [int(x) for x in re.split(r"[ ,]+", text)][: n + 1]
    m = re.fullmatch(r"([0-9a-zA-Z]*)(?:\(([0-9a-zA-Z]+)\))?", text)
    if not m:
        raise ValueError(f"values {text[:40]!r} are neither integers separated by spaces nor digits with a "
                         "repeating part in parentheses")
    head = [int(c, 36) for c in m.group(1)]
    rep = [int(c, 36) for c in (m.group(2) or "")]
    out = head[: n + 1]
    while rep and len(out) < n + 1:
        out.extend(rep[: n + 1 - len(out)])
    return out


def read_published(path: str | Path) -> dict[str, dict[str, Any]]:
    """A published table in the CSV format of the module text, by normalised code.

    Raises:
        UsageError: a file that cannot be read, without a ``code`` column, or with a bad row
            (one line naming the row and the problem).
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"compare_with={p}: cannot read it ({getattr(exc, 'strerror', None) or exc})") from None
    reader = csv.DictReader(io.StringIO(text))
    if not reader.fieldnames or "code" not in [f.strip() for f in reader.fieldnames]:
        raise UsageError(f"compare_with={p}: no 'code' column in its header line (see docs/howto/survey.md)")
    out: dict[str, dict[str, Any]] = {}
    for i, row in enumerate(reader, start=2):
        row = {(k or "").strip(): (v or "").strip() for k, v in row.items()}
        code = _norm_code(row.get("code", ""))
        if code is None:
            raise UsageError(f"compare_with={p}: line {i}: {row.get('code', '')[:30]!r} is not an octal code like 0.45 or .45")
        entry: dict[str, Any] = {"code": code, "source": row.get("source") or p.name, "line": i}
        if row.get("n"):
            m = re.fullmatch(r"2\^(\d{1,2})|(\d{1,12})", row["n"])
            if not m:
                raise UsageError(f"compare_with={p}: line {i}: n {row['n'][:20]!r} is not a number of heaps such as "
                                 "131072 or 2^17")
            entry["n"] = 1 << int(m.group(1)) if m.group(1) else int(m.group(2))
        for key in ("preperiod", "period", "largest", "largest_at", "rare_heaps", "last_rare"):
            v = row.get(key, "")
            if v:
                if not v.isdigit():
                    raise UsageError(f"compare_with={p}: line {i}: {key} {v[:20]!r} is not a whole number")
                entry[key] = int(v)
        if row.get("rare_mask"):
            entry["rare_mask"] = row["rare_mask"].lower()
        if row.get("values"):
            try:
                parse_values(row["values"], 10)
            except ValueError as exc:
                raise UsageError(f"compare_with={p}: line {i}: {exc}") from None
            entry["values"] = row["values"]
        out[code] = entry
    return out


def _first_break(vals: np.ndarray, e: int, p: int) -> int | None:
    """The first heap ``n >= e + p`` of the computed values with ``g(n) != g(n - p)``."""
    if p <= 0 or e + p >= len(vals):
        return None
    a = vals[e + p:].astype(np.int64) != vals[e: len(vals) - p].astype(np.int64)
    hits = np.flatnonzero(a)
    return int(e + p + hits[0]) if hits.size else None


def compare(folder: Path, records: dict[str, dict[str, Any]], published: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Compare the survey's records with a published table: every disagreement, with the first
    heap where the values differ when there is one among the heaps computed.

    Returns:
        ``{"compared": int, "agree": int, "disagreements": [...], "not_in_survey": [codes],
        "settled_here": [codes the table leaves unsolved that the survey certifies], "further_here":
        [unsolved games computed further here], "unconfirmed": [{"code", "why"}: nothing against
        the table, but the survey did not reach what it says]}``. ``agree`` counts the rows the
        survey confirms: their values, certified period or figures at ``n`` checked and equal (two
        "unsolved" agree too); a game settled here and unsolved there, and an unconfirmed one,
        are counted in neither ``agree`` nor the disagreements.
    """
    out: dict[str, Any] = {"compared": 0, "agree": 0, "disagreements": [], "not_in_survey": [], "settled_here": [],
                           "further_here": [], "unconfirmed": []}
    for code, pub in published.items():
        rec = records.get(code)
        if rec is None:
            out["not_in_survey"].append(code)
            continue
        out["compared"] += 1
        vals = _values(folder, code)
        issues: list[dict[str, Any]] = []
        unconfirmed = ""  # why a row with nothing against it is not confirmed either
        if "values" in pub and vals is not None:
            theirs = parse_values(pub["values"], len(vals) - 1) or []
            m = min(len(theirs), len(vals))
            diff = np.flatnonzero(np.asarray(theirs[:m], dtype=np.int64) != vals[:m].astype(np.int64))
            if diff.size:
                k = int(diff[0])
                issues.append({"what": "values", "first_heap": k, "published": theirs[k], "computed": int(vals[k])})
        e, p = pub.get("preperiod"), pub.get("period")
        if e is not None and p is not None:
            if rec["status"] == "certified":
                if (rec["preperiod"], rec["period"]) != (e, p) or rec.get("saltus"):
                    brk = None if vals is None else _first_break(vals, e, p)
                    issues.append({"what": "period", "published": f"period {p} from n = {e}",
                                   "computed": f"period {rec['period']} from n = {rec['preperiod']} (certified)",
                                   "first_heap": brk,
                                   "note": (f"the published period fails first at n = {brk:,}" if brk is not None
                                            else "the published period holds on every heap computed (not the least?)")})
            else:
                brk = None if vals is None else _first_break(vals, e, p)
                if brk is not None:
                    issues.append({"what": "period", "published": f"period {p} from n = {e}",
                                   "computed": f"not settled by n = {rec['n']:,}", "first_heap": brk,
                                   "note": f"the published period fails first at n = {brk:,}"})
                elif "values" not in pub:
                    unconfirmed = (f"period {p} from n = {e} holds on every heap computed, but the survey did not "
                                   f"reach its certificate (not settled by n = {rec['n']:,})")
        elif (e is None and p is None and "values" not in pub and rec["status"] == "certified"):
            out["settled_here"].append(code)  # found here, not said there: neither agrees nor disagrees
            continue
        if "n" in pub and e is None and p is None and vals is not None:
            _compare_prefix(code, pub, vals, issues, out)
        # figures of the whole sequence: compared once the survey has seen what they describe
        # (certified, or computed past the heap where the published figure is reached)
        done = rec["status"] == "certified" or "n" in pub  # (an unsolved game's figures: compared above)
        whole = {"largest": rec["status"] == "certified" or rec["n"] >= pub.get("largest_at", 1 << 62),
                 "rare": rec["status"] == "certified" or rec["n"] >= pub.get("last_rare", 1 << 62)}
        if done and "n" in pub:
            whole = {"largest": False, "rare": False}
        for key, mine, seen in (("largest", rec.get("largest"), whole["largest"]),
                                ("rare_heaps", rec.get("rare_heaps"), whole["rare"]),
                                ("last_rare", rec.get("last_rare_heap"), whole["rare"])):
            if key in pub and mine is not None and seen and pub[key] != mine:
                issues.append({"what": key, "published": pub[key], "computed": mine, "first_heap": None})
        if "rare_mask" in pub and rec.get("rare_mask") is not None and whole["rare"]:
            mine = f"{rec['rare_mask']:x}" + ("+pos" if rec.get("parity") else "")
            if pub["rare_mask"].replace("0x", "") != mine:
                issues.append({"what": "rare_mask", "published": pub["rare_mask"], "computed": mine, "first_heap": None})
        if "n" in pub and e is None and p is None and (vals is None or len(vals) < pub["n"]) and not issues:
            unconfirmed = f"the table's figures are at n = {pub['n']:,}, beyond the heaps computed here"
        if issues:
            out["disagreements"].append({"code": code, "source": pub["source"], "issues": issues})
        elif unconfirmed:
            out["unconfirmed"].append({"code": code, "why": unconfirmed})
        else:
            out["agree"] += 1
    return out


def _compare_prefix(code: str, pub: dict[str, Any], vals: np.ndarray, issues: list[dict[str, Any]],
                    out: dict[str, Any]) -> None:
    """An unsolved game's published figures at its ``n`` (heaps ``0..n-1``), recomputed from the
    survey's values when it computed that far: the largest value and where it first occurs and,
    for a mask without the heap's parity, the rare heaps by Flammenkamp's definition (heap ``i``
    is rare when ``g(i) AND mask`` has an even number of ones)."""
    N = pub["n"]
    if len(vals) > N:
        out["further_here"].append({"code": code, "published_n": N, "computed_n": len(vals) - 1})
    if len(vals) < N:
        return
    head = vals[:N].astype(np.int64)
    top, at = int(head.max()), int(np.argmax(head))
    if "largest" in pub and pub["largest"] != top:
        issues.append({"what": f"largest below n = {N:,}", "published": pub["largest"], "computed": top,
                       "first_heap": None})
    if "largest_at" in pub and pub.get("largest") == top and pub["largest_at"] != at:
        issues.append({"what": f"largest first at (below n = {N:,})", "published": pub["largest_at"],
                       "computed": at, "first_heap": None})
    mask = pub.get("rare_mask", "")
    if mask and "pos" not in mask:
        try:
            M = int(mask.replace("0x", ""), 16)
        except ValueError:
            return
        ones = np.zeros(len(head), dtype=np.int64)
        x = head & M
        while x.any():
            ones ^= x & 1
            x >>= 1
        rare = np.flatnonzero(ones == 0)
        for key, mine in (("rare_heaps", int(rare.size)), ("last_rare", int(rare[-1]) if rare.size else None)):
            if key in pub and pub[key] != mine:
                issues.append({"what": f"{key} below n = {N:,} (mask {mask})", "published": pub[key],
                               "computed": mine, "first_heap": None})


def comparison_markdown(cmp: dict[str, Any]) -> str:
    """The comparison as a Markdown section."""
    lines = ["## Compared with the published table", "",
             f"{cmp['compared']} games compared: {cmp['agree']} agree, {len(cmp['disagreements'])} disagree, "
             f"{len(cmp.get('unconfirmed', []))} not reached, "
             f"{len(cmp['settled_here'])} certified here are unsolved in the table."]
    if cmp["settled_here"]:
        lines.append(f"Certified here, unsolved in the table: {', '.join(cmp['settled_here'])}.")
    for u in cmp.get("unconfirmed", []):
        lines.append(f"- {u['code']}: not reached here: {u['why']}.")
    if cmp.get("further_here"):
        lines.append("Computed further here than in the table: " + ", ".join(
            f"{f['code']} (to n = {f['computed_n']:,}; the table {f['published_n']:,})" for f in cmp["further_here"]) + ".")
    if cmp["not_in_survey"]:
        lines.append(f"In the table but not in this survey: {', '.join(cmp['not_in_survey'][:40])}"
                     + (" ..." if len(cmp["not_in_survey"]) > 40 else "") + ".")
    if cmp["disagreements"]:
        lines += ["", "| code | what | published | computed | first heap that differs | source |", "|---|---|---|---|---|---|"]
        for d in cmp["disagreements"]:
            for i in d["issues"]:
                fh = "" if i.get("first_heap") is None else f"{i['first_heap']:,}"
                note = f" ({i['note']})" if i.get("note") else ""
                lines.append(f"| {d['code']} | {i['what']} | {i['published']} | {i['computed']}{note} | {fh} | {d['source']} |")
    return "\n".join(lines) + "\n"
