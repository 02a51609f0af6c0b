"""One slice of one game's work: the function a survey's workers run.

A game of a survey is computed in *slices* of at most ``slice_seconds`` (a minute by default):
:func:`run_slice` continues the Grundy sequence from the values the last slice returned, towards
targets that double (2,000, 4,000, ...) up to ``n_max``, and after each target is reached asks
the periodicity theorem whether the period is certified (Guy and Smith 1956 for octal games:
:func:`gamecheck.engine.periodicity.certify_octal`). It returns what it computed -- the values,
the next target, the seconds used -- and the driver (:mod:`gamecheck.surveys.run`) writes that to
the store before it sends the next slice. So a worker that dies, or a run that is stopped, loses
at most one slice of one game, and the next run continues from the stored values.

When the game is finished (certified, ``n_max`` reached, or its time budget used up) the slice
also builds the game's record (:func:`game_record`): the period and preperiod or "not settled",
the largest value and where it first occurs, the sparse-space class split and its rare heaps, the
P-positions' form where one of explore's candidate rules fits all the values, and the time.

Everything here is a plain function of its arguments (no global state), so a slice gives the
same values and record on a local process and on a Dask worker.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import numpy as np

from gamecheck.engine.periodicity import Periodicity, certify
from gamecheck.engine.sparse import class_split, threads_for
from gamecheck.engine.sequences import SequenceRun
from gamecheck.explore.discover import discover_sequence
from gamecheck.explore.run import MAX_FIT_VALUES, judge_on_sequence
from gamecheck.flags import command_words
from gamecheck.games.takebreak import heap_game

__all__ = ["run_slice", "game_record", "FIRST_N", "SLICE_SECONDS"]

#: the first target of every game (then doubled, or the heap the certificate asks for)
FIRST_N = 2000
#: the longest slice of one game's work between two checkpoints (seconds)
SLICE_SECONDS = 60.0
#: test hook: ``CODE:PATH`` in the driver's environment makes the worker that takes a slice of game
#: ``CODE`` die (``os._exit``) once, when the file ``PATH`` does not exist yet (it is created
#: first), to test lost workers; the driver hands it to the slices (``job["die_once"]``), since a
#: worker started from a fork server does not see the driver's environment as it is now
DIE_ENV = "GAMECHECK_SURVEY_DIE_ONCE"


def _maybe_die(code: str, hook: str) -> None:
    who, _, marker = hook.partition(":")
    if who == code and marker and not Path(marker).exists():
        Path(marker).write_text("died\n")
        os._exit(3)


def run_slice(job: dict[str, Any]) -> dict[str, Any]:
    """Continue one game's Grundy sequence for at most one slice.

    Args:
        job: ``{"code": "0.77", "n_max": int, "target": int, "values": np.ndarray | None,
            "slice_seconds": float, "seconds_left": float | None, "seconds_used": float,
            "direct": bool, "sparse_until": int | None}`` --
            ``values`` the sequence so far (``g(0..len-1)``, trusted: the driver verified it when
            it read it from the store), ``target`` the heap being computed towards,
            ``seconds_left`` what remains of the game's time budget (``None``: no budget),
            ``direct`` whether an earlier slice had handed over to the direct method (then this
            one starts with it), at heap ``sparse_until``.

    Returns:
        ``{"code", "values", "target", "seconds_used", "finished": bool, "stopped": str,
        "record": dict | None, "direct": bool, "sparse_until": int | None}`` -- ``stopped`` is ``"certified"``, ``"n-max"``, ``"time"`` or
        ``""`` (the slice ended; continue), ``record`` the game's record when finished.

    Raises:
        UsageError: a code gamecheck does not read as an octal game.
    """
    code = job["code"]
    _maybe_die(code, job.get("die_once") or "")
    n_max = int(job["n_max"])
    game = heap_game("octal", code)
    t0 = time.perf_counter()
    slice_end = t0 + float(job.get("slice_seconds") or SLICE_SECONDS)
    left = job.get("seconds_left")
    game_end = None if left is None else t0 + max(0.0, float(left))
    end = slice_end if game_end is None else min(slice_end, game_end)
    prefix = job.get("values")
    # a game the sparse-space method handed over to the direct one goes on with the direct one
    direct = bool(job.get("direct"))
    # one thread per game: a survey's games already share the CPUs between its workers
    with threads_for(1):
        run = SequenceRun(game, prefix=None if prefix is None or not len(prefix) else prefix, direct=direct)
    target = min(n_max, max(int(job.get("target") or FIRST_N), run.done - 1))
    used = float(job.get("seconds_used") or 0.0)
    stopped = ""
    per: Periodicity | None = None
    while True:
        reached = run.extend(target, deadline=end)
        values = run.values_view()
        if not reached:
            if game_end is not None and time.perf_counter() >= game_end:
                stopped = "time"
            break
        per = certify(values, **game.periodicity_args())
        if per.certified:
            stopped = "certified"
            break
        if len(values) - 1 >= n_max:
            stopped = "n-max"
            break
        target = min(n_max, per.needed_to if (per.needed_to or 0) > target else 2 * target)
        if time.perf_counter() >= end:
            if game_end is not None and time.perf_counter() >= game_end:
                stopped = "time"
            break
    used += time.perf_counter() - t0
    values = run.values
    method = run.method()
    if direct:  # the direct method from the start of this slice: say when the sparse one handed over
        method = {"method": "direct", "sparse_until": job.get("sparse_until")}
    out: dict[str, Any] = {"code": code, "values": values, "target": target, "seconds_used": used,
                           "finished": bool(stopped), "stopped": stopped, "record": None,
                           "direct": method.get("method") == "direct",
                           "sparse_until": method.get("sparse_until")}
    if stopped:
        if per is None or len(values) - 1 != per.observed_to:
            per = certify(values, **game.periodicity_args())
        out["record"] = game_record(code, game, values, per, method, stopped, used, n_max)
    return out


def _p_form(values: np.ndarray, per: Periodicity, game: Any) -> dict[str, Any] | None:
    """The simplest of explore's candidate P-position rules that fits every value (tested on all
    of them), with whether it is proved for every heap (by the certified period and z3)."""
    fit = values if len(values) <= MAX_FIT_VALUES else values[:MAX_FIT_VALUES]
    try:
        cands = discover_sequence([int(v) for v in fit], periodicity=per, max_candidates=10)
    except Exception:  # noqa: BLE001 - a fitting failure leaves the form unknown, never the survey broken
        return None
    for cand in cands:
        if cand.kind != "p-rule":
            continue
        judge_on_sequence(cand, values, per)
        if (cand.check or {}).get("verdict") == "holds":
            prove = cand.prove or {}
            return {"rule": cand.rule, "description": cand.description, "family": cand.family,
                    "proved": prove.get("verdict") == "proved", "proof": prove.get("bound") or prove.get("reason")}
    return None


def game_record(code: str, game: Any, values: np.ndarray, per: Periodicity, method: dict[str, Any],
                stopped: str, seconds: float, n_max: int) -> dict[str, Any]:
    """The survey's record of one game (a JSON object; see the module text and
    ``docs/howto/survey.md`` for the fields)."""
    n = len(values) - 1
    vals = np.asarray(values)
    top = int(vals.max()) if vals.size else 0
    rec: dict[str, Any] = {
        "code": code, "title": game.title, "n": n, "n_max": n_max,
        "status": "certified" if per.certified else "not settled",
        "stopped": stopped,
        "preperiod": per.preperiod if per.certified else None,
        "period": per.period if per.certified else None,
        "saltus": per.saltus if per.certified else None,
        "observed": None if per.certified or per.period is None else
        {"preperiod": per.preperiod, "period": per.period, "saltus": per.saltus},
        "certificate": per.certificate,
        "largest": top, "largest_at": int(np.argmax(vals)) if vals.size else 0,
        "p_count": int(np.count_nonzero(vals == 0)),
        "method": method.get("method", "direct"),
        "rare_mask": method.get("mask"), "parity": method.get("parity"),
        "rare_heaps": method.get("rare_heaps"), "last_rare_heap": method.get("last_rare_heap"),
        "seconds": round(float(seconds), 3),
        "head": [int(v) for v in vals[:64]],
        "command": " ".join(["gamecheck", "explore", "octal", code, *command_words(n=n)]),
    }
    # the split with the fewest rare heaps among the values, as published tables give it,
    # whichever method computed them (the direct method keeps no split of its own)
    split = class_split(game, vals)
    if split is not None:
        rec.update({"rare_mask": split["mask"], "parity": split["parity"], "rare_heaps": split["rare_heaps"],
                    "last_rare_heap": split["last_rare_heap"]})
    rec["last_rare_value"] = (int(vals[rec["last_rare_heap"]]) if rec["last_rare_heap"] is not None else None)
    rec["p_positions"] = _p_form(vals, per, game)
    return rec
