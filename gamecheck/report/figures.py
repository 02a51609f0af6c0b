"""Figures for the report pages: small PNGs drawn with matplotlib's Agg canvas.

Two layers:

* drawing functions that take plain data (lists and arrays) and write one PNG --
  :func:`plot_wythoff_p_positions`, :func:`plot_grundy_sequence`,
  :func:`plot_outcome_map` -- so they can be tested without gamecheck's solver;
* :func:`figures_for_group`, the dispatcher: from the rulesets of a claim group it
  decides which figures help a reader, computes the labels with gamecheck itself
  (:func:`gamecheck.engine.label.label_domain` over a :class:`gamecheck.domain.BoxDomain`)
  and draws them.

The dispatcher reads the structured fields of the records (``ruleset``, ``params``,
``play``, ``kind`` and ``domain``: the part count ``k`` and the per-part ``bounds`` or the
``start`` position, see :func:`gamecheck.verify.domain_record`); it never parses the
texts of a record (``bound``, ``rule``, reasons).

Which figure for which ruleset:

* Wythoff's game (ruleset ``wythoff`` without extra parameters): the P-positions with
  both heaps <= 60 and the lines y = phi x and y = x / phi;
* a one-heap game: the Grundy sequence g(0..N), N = min(bound, 80), P-positions marked;
* a two-part game (two Nim heaps, a sum of two one-heap games, ...): the outcome map
  over 0..min(bound, 40) squared, P black and N white;
* anything else: no figure.

The figures never change matplotlib's global state: they use
:class:`matplotlib.figure.Figure` with an explicit Agg canvas (no ``pyplot``). Every
PNG is written atomically (a temporary file in the same folder, then ``os.replace``).
A figure that cannot be drawn (unknown ruleset, a domain the engine refuses, matplotlib
missing, ...) is skipped: the reader asked for a report, not for that figure, so the page
simply has none; it never stops the report, and nothing is said about it (``GAMECHECK_DEBUG=1``
shows why on stderr).
"""

from __future__ import annotations

import hashlib
import io
import math
import os
import re
import sys
import textwrap
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from gamecheck.atomic import atomic_write_bytes
from gamecheck.checker.context import truth
from gamecheck.domain import BoxDomain
from gamecheck.engine.label import label_domain
from gamecheck.engine.labels import OUTCOME_D, OUTCOME_N, OUTCOME_P
from gamecheck.errors import UsageError
from gamecheck.games import make_ruleset

__all__ = [
    "DPI", "PHI", "WYTHOFF_LIMIT", "GRUNDY_LIMIT", "MAP_LIMIT", "MAP_MIN", "FIGURE_NAME_RE", "MAX_FIGURES_PER_GROUP",
    "FigurePlan", "plot_wythoff_p_positions", "plot_grundy_sequence", "plot_outcome_map",
    "wythoff_p_positions", "grundy_sequence", "outcome_grid", "record_domain",
    "plan_figures", "figures_for_group", "safe_name", "record_group", "draw_figure", "plot_pairs",
    "preload_in_background",
]

DPI = 110
PHI = (1 + math.sqrt(5)) / 2  # for drawing only
WYTHOFF_LIMIT = 60
GRUNDY_LIMIT = 80
MAP_LIMIT = 40
#: the least side of an outcome map and the least n of a Grundy plot: a claim about one small
#: position (Fibonacci Nim's base case (2, 1)) would otherwise get a 3 x 3 map that shows
#: nothing the table does not; from here the pattern around it is visible
MAP_MIN = 30
MAX_FIGURES_PER_GROUP = 8

#: every figure file this module writes matches this (used to remove stale figures)
FIGURE_NAME_RE = re.compile(r"^[A-Za-z0-9._-]+--(?:wythoff|grundy|outcomes)(?:-[A-Za-z0-9._-]+)?\.png$")



def safe_name(text: str, default: str = "x") -> str:
    """``text`` with every character outside ``[A-Za-z0-9._-]`` replaced by ``-``."""
    out = re.sub(r"[^A-Za-z0-9._-]", "-", str(text))
    return out or default


def _slug(text: str, limit: int = 48) -> str:
    s = re.sub(r"-{2,}", "-", safe_name(text)).strip("-.") or "x"
    if len(s) > limit:
        digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]
        s = s[:limit].rstrip("-.") + "-" + digest
    return s


def _warn(msg: str) -> None:
    """Why a figure was left out, on stderr -- only with ``GAMECHECK_DEBUG`` set: nobody asked for
    the figure, so a report without it needs no notice."""
    if os.environ.get("GAMECHECK_DEBUG"):
        print(f"gamecheck report: {msg}", file=sys.stderr)


# -- drawing (plain data) ---------------------------------------------------------------------

def _import_plotting() -> None:
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: F401
        from matplotlib.figure import Figure  # noqa: F401
    except Exception:  # pragma: no cover - the figure's own import reports it
        pass


def preload_in_background() -> threading.Thread:
    """Start importing the plotting library (matplotlib, about 0.3 s) in a daemon thread and
    return the thread (join it before the process ends).  A figure drawn later waits for the
    import through the import system's per-module locks; matplotlib imports nothing of
    gamecheck's, so no lock cycle can form.  It pays while compiled code that releases the
    interpreter lock runs (the Grundy-sequence kernels): the import then costs no wall time."""
    t = threading.Thread(target=_import_plotting, name="gamecheck-preload-plotting", daemon=True)
    t.start()
    return t


def _new_figure(width: float, height: float):
    # lazy: heavy (matplotlib, ~0.3 s to import; only drawing needs it)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=DPI)
    FigureCanvasAgg(fig)
    return fig


def _save(fig, path: str | Path) -> Path:
    """Write ``fig`` as a PNG to ``path`` atomically."""

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=DPI, metadata={"Software": "gamecheck"})
    return atomic_write_bytes(path, buf.getvalue())


def _title(ax, text: str, width: int) -> None:
    ax.set_title(textwrap.fill(text, width), fontsize=9)


def plot_wythoff_p_positions(points: Iterable[Sequence[int]], path: str | Path, *, limit: int = WYTHOFF_LIMIT,
                             title: str = "Wythoff's game: P-positions") -> Path:
    """Scatter the P-positions ``(x, y)`` with both coordinates <= ``limit`` and draw
    the lines y = phi x and y = x / phi (:func:`plot_pairs` with ``alpha = phi``).

    Returns:
        ``path``.
    """
    return plot_pairs(points, path, limit=limit, title=title, alpha=PHI, alpha_text="φ", labels=("heap 1", "heap 2"))


def plot_pairs(points: Iterable[Sequence[int]], path: str | Path, *, limit: int, title: str,
               alpha: float | None = None, alpha_text: str | None = None,
               labels: tuple[str, str] = ("part 1", "part 2")) -> Path:
    """Scatter two-part P-positions with both parts <= ``limit``; with ``alpha`` also the
    lines ``y = alpha x`` and ``y = x / alpha`` (the Beatty pairs' directions).

    Args:
        points: the P-positions (pairs of ints); points outside the square are dropped.
        path: the PNG to write.
        limit: the largest part drawn.
        alpha: slope of the upper line, or ``None`` for no lines; ``alpha_text`` names it.

    Returns:
        ``path``.
    """
    pts = np.array([(int(p[0]), int(p[1])) for p in points if 0 <= p[0] <= limit and 0 <= p[1] <= limit],
                   dtype=np.int64).reshape(-1, 2)
    fig = _new_figure(5.0, 5.0)
    ax = fig.add_subplot(1, 1, 1)
    if alpha:
        name = alpha_text or f"{alpha:.6f}"
        xs = np.linspace(0, limit, 2)
        upper = "y = φx" if name == "φ" else f"y = αx, α = {name}"
        ax.plot(xs, alpha * xs, color="tab:blue", lw=1, label=upper)
        ax.plot(xs, xs / alpha, color="tab:orange", lw=1, label="y = x/φ" if name == "φ" else "y = x/α")
    ax.scatter(pts[:, 0], pts[:, 1], s=14, color="black", zorder=3, label=f"P-positions ({len(pts)})")
    ax.set_xlim(-0.5, limit + 0.5)
    ax.set_ylim(-0.5, limit + 0.5)
    ax.set_aspect("equal")
    ax.set_xlabel(labels[0])
    ax.set_ylabel(labels[1])
    _title(ax, title, 56)
    ax.grid(True, lw=0.3, alpha=0.5)
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    return _save(fig, path)


def plot_grundy_sequence(values: Sequence[int], path: str | Path, *, title: str = "Grundy sequence",
                         misere_p: Sequence[int] | None = None, xlabel: str = "heap size n") -> Path:
    """Bar plot of the Grundy values ``g(0..N)``, P-positions (g = 0) marked.

    Args:
        values: ``values[n]`` is g(n); a negative value means undefined (a draw).
        path: the PNG to write.
        misere_p: heap sizes that are P-positions in misère play, marked separately.

    Returns:
        ``path``.
    """
    g = np.asarray(list(values), dtype=np.int64)
    n = np.arange(g.size)
    fig = _new_figure(7.0, 3.0)
    ax = fig.add_subplot(1, 1, 1)
    defined = g >= 0
    ax.bar(n[defined], g[defined], width=0.7, color="tab:blue", label="g(n)")
    p = n[g == 0]
    ax.scatter(p, np.zeros(p.size), s=18, color="black", zorder=3, label=f"P-position, g = 0 ({p.size})")
    if (~defined).any():
        d = n[~defined]
        ax.scatter(d, np.zeros(d.size), s=18, marker="D", color="0.55", zorder=3, label="draw (no Grundy value)")
    gmax = int(g.max()) if g.size else 0
    if misere_p is not None:
        mp = np.asarray(list(misere_p), dtype=np.int64)
        off = -0.08 * max(gmax, 1)
        ax.scatter(mp, np.full(mp.size, off), s=20, marker="x", color="tab:red", zorder=3,
                   label=f"misère P-position ({mp.size})")
    ax.set_xlim(-0.8, max(g.size - 1, 1) + 0.8)
    ax.set_ylim(-0.15 * max(gmax, 1), max(gmax, 1) * 1.15 + 0.5)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("Grundy value")
    _title(ax, title, 90)
    from matplotlib.ticker import MaxNLocator  # lazy: heavy (matplotlib)

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.grid(True, axis="y", lw=0.3, alpha=0.5)
    ax.legend(loc="upper left", fontsize=7, ncol=3, frameon=False)
    fig.tight_layout()
    return _save(fig, path)


def plot_outcome_map(grid: Any, path: str | Path, *, title: str = "Outcome map", xlabel: str = "heap 1",
                     ylabel: str = "heap 2") -> Path:
    """Draw an outcome map: ``grid[x1][x2]`` is an outcome code (0 = P, 1 = N, 2 = D);
    P black, N white, D grey, ``x1`` on the horizontal axis.

    Returns:
        ``path``.
    """
    from matplotlib.colors import ListedColormap  # lazy: heavy (matplotlib)
    from matplotlib.patches import Patch

    a = np.asarray(grid, dtype=np.int64)
    if a.ndim != 2:
        raise ValueError(f"an outcome map needs a 2-D grid, got shape {a.shape}")
    fig = _new_figure(4.6, 4.6)
    ax = fig.add_subplot(1, 1, 1)
    cmap = ListedColormap(["black", "white", "0.6"])
    ax.imshow(a.T, cmap=cmap, vmin=0, vmax=2, origin="lower", interpolation="nearest",
              extent=(-0.5, a.shape[0] - 0.5, -0.5, a.shape[1] - 0.5))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    _title(ax, title, 52)
    handles = [Patch(facecolor="black", edgecolor="black", label=f"P ({int((a == OUTCOME_P).sum())})"),
               Patch(facecolor="white", edgecolor="black", label=f"N ({int((a == OUTCOME_N).sum())})")]
    if (a == OUTCOME_D).any():
        handles.append(Patch(facecolor="0.6", edgecolor="black", label=f"draw ({int((a == OUTCOME_D).sum())})"))
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=len(handles), fontsize=8,
              frameon=False)
    fig.tight_layout()
    return _save(fig, path)


# -- computing the data with gamecheck --------------------------------------------------------

def wythoff_p_positions(limit: int = WYTHOFF_LIMIT, ruleset: Any = None) -> list[tuple[int, int]]:
    """The P-positions of Wythoff's game with both heaps <= ``limit``, computed by
    :func:`gamecheck.engine.label.label_domain` (``ruleset`` defaults to ``make_ruleset("wythoff")``)."""

    rs = ruleset if ruleset is not None else make_ruleset("wythoff")
    if rs.arity is None:
        rs = rs.with_arity(2)
    labels = label_domain(rs, BoxDomain([limit, limit]))
    out = labels.outcome.reshape(limit + 1, limit + 1)
    xs, ys = np.nonzero(out == OUTCOME_P)
    return [(int(x), int(y)) for x, y in zip(xs, ys)]


def grundy_sequence(ruleset: Any, n: int) -> tuple[list[int], list[int]]:
    """Grundy values g(0..n) of a one-part ruleset and its misère P-positions."""

    labels = label_domain(ruleset, BoxDomain([n]))
    return [int(v) for v in labels.grundy], [int(i) for i in np.flatnonzero(labels.misere == OUTCOME_P)]


def outcome_grid(ruleset: Any, n: int, misere: bool = False) -> np.ndarray:
    """Outcome codes of a two-part ruleset over 0..n squared, as ``grid[x1, x2]``."""


    try:
        labels = label_domain(ruleset, BoxDomain([n, n]))
    except UsageError:
        # no box is closed under the moves (staircase Nim): label the ruleset's own
        # domain with bound 2n, which holds the square, and read the square off it
        dom = ruleset.domain(2 * n)
        labels = label_domain(ruleset, dom)
        codes = truth(labels, misere)
        grid = np.empty((n + 1, n + 1), dtype=np.int64)
        for a in range(n + 1):
            for b in range(n + 1):
                grid[a, b] = codes[dom.index((a, b))]
        return grid
    codes = truth(labels, misere)
    return np.asarray(codes, dtype=np.int64).reshape(n + 1, n + 1)


# -- the dispatcher ----------------------------------------------------------------------------

def record_domain(r: dict) -> tuple[int | None, int | None]:
    """The part count and the largest part of the domain a result was checked over, read
    from the record's ``domain`` field (:func:`gamecheck.verify.domain_record`).

    Args:
        r: a result record; its ``domain`` is ``{"k", "bounds", "start"}`` or missing.

    Returns:
        ``(parts, bound)``: ``parts`` is ``domain["k"]``; ``bound`` is the largest per-part
        bound of a box domain, else the largest part of the start position of a
        reachable domain. Either is ``None`` when the record does not say.
    """
    d = r.get("domain")
    if not isinstance(d, dict):
        return None, None
    k = d.get("k")
    parts = int(k) if k is not None else None
    for key in ("bounds", "start"):
        vals = d.get(key)
        if vals:
            return parts, max(int(v) for v in vals)
    return parts, None


@dataclass
class FigurePlan:
    """One figure to draw.

    Attributes:
        kind: ``wythoff``, ``grundy`` or ``outcomes``.
        filename: the PNG's file name (inside the figures folder).
        caption: the caption under the figure.
        ruleset: the ruleset instance (arity fixed).
        limit: the largest heap drawn.
        misere: for ``outcomes``: which play; for ``grundy``: also mark misère P-positions.
    """

    kind: str
    filename: str
    caption: str
    ruleset: Any = field(repr=False)
    limit: int
    misere: bool = False
    display: str = ""


def record_group(r: dict, default: str = "claims") -> str:
    """The claim group of a result record: its ``group`` field (which
    :func:`gamecheck.verify.result_record` always fills), else -- for a record built by
    hand -- its ``id`` without the last dotted part (``default`` without an id)."""
    if r.get("group"):
        return str(r["group"])
    cid = str(r.get("id", default))
    return cid.rsplit(".", 1)[0] if "." in cid else cid


def _group_of(results: Sequence[dict]) -> str:
    for r in results:
        if r.get("group"):
            return str(r["group"])
    return record_group(results[0], "group") if results else "group"


def _resolve(r: dict) -> Any:
    """The result's ruleset with its part count fixed: the record's ``ruleset`` and
    ``params``, with the part count ``domain["k"]`` (else the ruleset's default part
    count) when the parameters leave it open; ``None`` when neither says.

    Raises:
        Exception: whatever ``make_ruleset`` raises for an unknown or bad spec.
    """
    rs = make_ruleset(str(r.get("ruleset") or ""), dict(r.get("params") or {}))
    if rs.arity is not None:
        return rs
    parts, _ = record_domain(r)
    if parts is None:
        parts = getattr(rs, "default_arity", None)
    if parts is None:
        return None
    return rs.with_arity(parts)


def _is_wythoff(rs: Any) -> bool:
    name = str(getattr(rs, "name", "")).lower()
    try:
        params = {k: v for k, v in dict(rs.params).items() if k != "heaps"}
    except Exception:
        params = {}
    return name in ("wythoff", "wythoff-game", "wythoffs-game") and not params and rs.arity in (None, 2)


def _display(r: dict) -> str:
    """The ruleset as the claim names it, e.g. ``bash(m=3)`` or ``nim(heaps=2)``."""
    spec = str(r.get("ruleset") or "")
    params = dict(r.get("params") or {})
    if not params:
        return spec
    inner = ", ".join(f"{k}={_value(v)}" for k, v in params.items())
    if "(" not in spec:
        return f"{spec}({inner})"
    return f"{spec} with {inner}"


def _value(v: Any) -> str:
    if isinstance(v, (list, tuple)):
        return "[" + ",".join(str(x) for x in v) + "]"
    return str(v)


def _spec(rs: Any) -> str:
    try:
        return str(rs.spec())
    except Exception:
        return str(getattr(rs, "name", "ruleset"))


def plan_figures(group_results: Sequence[dict]) -> list[FigurePlan]:
    """Decide which figures a claim group gets (nothing is drawn or computed).

    Rulesets are taken in the order the group's results first name them; a ruleset
    that cannot be built is skipped (with ``GAMECHECK_DEBUG`` set, said on stderr). At most
    :data:`MAX_FIGURES_PER_GROUP` figures.
    """
    group = safe_name(_group_of(group_results), "group")
    found: dict[tuple[str, str], dict[str, Any]] = {}
    failed: set[str] = set()
    for r in group_results:
        if r.get("kind") in ("forall", "partition"):
            continue  # statements about integers: no game to draw
        key_spec = f"{r.get('ruleset')!s} {r.get('params')!r}"
        try:
            rs = _resolve(r)
        except Exception as exc:  # unknown ruleset, bad parameters, wrong part count
            if key_spec not in failed:
                failed.add(key_spec)
                _warn(f"no figure for ruleset '{r.get('ruleset')}' in group '{group}': {exc}")
            continue
        if rs is None:
            continue
        if _is_wythoff(rs):
            kind = "wythoff"
        elif rs.arity == 1:
            kind = "grundy"
        elif rs.arity == 2:
            kind = "outcomes"
        else:
            continue
        key = (kind, _spec(rs))
        entry = found.setdefault(key, {"ruleset": rs, "bound": None, "plays": [], "display": _display(r) or key[1]})
        _, b = record_domain(r)
        if b is not None:
            entry["bound"] = b if entry["bound"] is None else max(entry["bound"], b)
        play = "misere" if r.get("play") == "misere" else "normal"
        if play not in entry["plays"]:
            entry["plays"].append(play)
    plans: list[FigurePlan] = []
    for (kind, _), e in found.items():
        rs, bound, spec = e["ruleset"], e["bound"], e["display"]
        slug = _slug(spec)
        if kind == "wythoff":
            plans.append(FigurePlan(
                kind, f"{group}--wythoff-{slug}.png",
                f"Wythoff's game: every P-position with both heaps ≤ {WYTHOFF_LIMIT} (black dots), computed by "
                f"retrograde analysis, drawn with the lines y = φx and y = x/φ, φ = (1+√5)/2.",
                rs, WYTHOFF_LIMIT, False, spec))
        elif kind == "grundy":
            n = GRUNDY_LIMIT if bound is None else max(MAP_MIN, min(bound, GRUNDY_LIMIT))
            misere = "misere" in e["plays"]
            extra = "; crosses mark the P-positions of misère play" if misere else ""
            plans.append(FigurePlan(
                kind, f"{group}--grundy-{slug}.png",
                f"Grundy values g(0..{n}) of `{spec}` with one heap, computed by retrograde analysis; "
                f"dots on the axis mark the P-positions (g = 0){extra}.",
                rs, n, misere, spec))
        else:
            n = MAP_LIMIT if bound is None else max(MAP_MIN, min(bound, MAP_LIMIT))
            for play in ("normal", "misere"):
                if play not in e["plays"]:
                    continue
                mis = play == "misere"
                plans.append(FigurePlan(
                    kind, f"{group}--outcomes-{slug}{'-misere' if mis else ''}.png",
                    f"Outcome of every position of `{spec}` with both parts 0..{n} in "
                    f"{'misère' if mis else 'normal'} play: P-positions (the player to move loses) black, "
                    f"N-positions white, draws (if any) grey; part 1 runs along the horizontal axis.",
                    rs, n, mis, spec))
    if len(plans) > MAX_FIGURES_PER_GROUP:
        plans = plans[:MAX_FIGURES_PER_GROUP]
    return plans


def _part_labels(rs: Any) -> tuple[str, str]:
    try:
        return str(rs.part_label(0)), str(rs.part_label(1))
    except Exception:
        return "part 1", "part 2"


def draw_figure(plan: FigurePlan, fig_dir: str | Path) -> Path:
    """Compute the data of one planned figure with gamecheck and write its PNG."""
    path = Path(fig_dir) / plan.filename
    spec = plan.display or _spec(plan.ruleset)
    if plan.kind == "wythoff":
        return plot_wythoff_p_positions(wythoff_p_positions(plan.limit, plan.ruleset), path, limit=plan.limit,
                                        title=f"{spec}: P-positions, heaps ≤ {plan.limit}")
    if plan.kind == "grundy":
        values, mp = grundy_sequence(plan.ruleset, plan.limit)
        return plot_grundy_sequence(values, path, title=f"{spec}: Grundy values g(0..{plan.limit})",
                                    misere_p=mp if plan.misere else None)
    if plan.kind == "outcomes":
        grid = outcome_grid(plan.ruleset, plan.limit, plan.misere)
        x, y = _part_labels(plan.ruleset)
        return plot_outcome_map(grid, path, xlabel=x, ylabel=y,
                                title=f"{spec}: {'misère' if plan.misere else 'normal'} play outcomes")
    raise ValueError(f"unknown figure kind '{plan.kind}'")


def figures_for_group(group_results: Sequence[dict], fig_dir: str | Path | None = None) -> list[tuple[str, str]]:
    """Decide which figures the group gets and draw them into ``fig_dir``.

    Args:
        group_results: the result dicts of one claim group.
        fig_dir: the figures folder; ``None`` only plans (nothing is computed or written).

    Returns:
        ``(filename, caption)`` of every figure written (every figure planned when
        ``fig_dir`` is ``None``), in a fixed order. A figure that fails is left out
        (with ``GAMECHECK_DEBUG`` set, said on stderr).
    """
    try:
        plans = plan_figures(group_results)
    except Exception as exc:  # never break the report
        _warn(f"no figures for group '{_group_of(group_results)}': {type(exc).__name__}: {exc}")
        return []
    if fig_dir is None:
        return [(p.filename, p.caption) for p in plans]
    out: list[tuple[str, str]] = []
    for p in plans:
        try:
            draw_figure(p, fig_dir)
        except Exception as exc:
            _warn(f"figure {p.filename} skipped: {type(exc).__name__}: {exc}")
            continue
        out.append((p.filename, p.caption))
    return out
