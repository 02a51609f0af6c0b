"""Shared test helpers: independent brute-force references (plain memoised recursion)."""

from __future__ import annotations

import os
import sys
from functools import lru_cache

sys.setrecursionlimit(20000)
# pytest-xdist's workers export COLUMNS=80 and LINES=24; Rich honours them even on a pipe, so the
# tests that read the program's piped output unwrapped would see 80 columns. The tests run as a
# user's pipe does, with no terminal size in the environment.
for _name in ("COLUMNS", "LINES"):
    os.environ.pop(_name, None)


def brute_outcomes(options, misere: bool = False):
    """Return ``is_p(position)`` computed by memoised recursion from an ``options``
    function (position -> list of positions). Independent of gamecheck.engine.labels."""

    @lru_cache(maxsize=None)
    def is_p(pos):
        opts = options(pos)
        if not opts:
            return not misere
        return all(not is_p(q) for q in opts)

    return is_p


def brute_grundy(options):
    @lru_cache(maxsize=None)
    def g(pos):
        vals = {g(q) for q in options(pos)}
        m = 0
        while m in vals:
            m += 1
        return m

    return g


def nim_options(pos):
    out = []
    for i, x in enumerate(pos):
        for y in range(x):
            out.append(pos[:i] + (y,) + pos[i + 1:])
    return out


def subtraction_options(S):
    def opts(pos):
        out = []
        for i, x in enumerate(pos):
            for s in S:
                if s <= x:
                    out.append(pos[:i] + (x - s,) + pos[i + 1:])
        return out
    return opts


def smallest_key(pos):
    """The witness order gamecheck documents: total counters, then lexicographic."""
    return (sum(pos), pos)
