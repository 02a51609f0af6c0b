"""The compiled dynamic program over parts of the general take-and-break codes
(gamecheck.engine.tbvalues): its values against independent oracles.

The oracles are this suite's own: the brute-force partition enumeration of ``test_tbcode``
(its partition generator, its reading of the modifiers, its digit tables), Grundy's game by its
definition and OEIS A002188, Kayles' published values and period (Winning Ways ch. 4), Lasker's
Nim's formula (Lasker 1931), and codes whose every option value below ``n`` is reached and none
above (take any number, split the rest into any heaps: a nim-sum is at most the sum of its
parts, so the options of ``n`` have exactly the values ``0..n-1`` and ``g(n) = n``).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gamecheck.domain import Deadline
from gamecheck.engine.sequences import grundy_sequence
from gamecheck.engine.tbvalues import CodeValues, warm_up
from gamecheck.errors import ResourceLimitError
from gamecheck.games.tbcode import parse_code
from gamecheck.games.takebreak import parse_octal

from test_sequences import KAYLES_0_47
from test_tbcode import A002188, _all_partitions, _codes, _meets, _rule_of, grundys_game


@pytest.fixture(scope="module", autouse=True)
def _compiled():
    warm_up()  # compiled (or loaded) before any test times itself


@lru_cache(maxsize=None)
def _partitions(m: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The partitions of ``m`` (``test_tbcode``'s generator), each with its number of parts."""
    return tuple((p, len(p)) for p in _all_partitions(m))


def brute_options(text: str, n_max: int) -> tuple[list[int], list[set[int]]]:
    """Grundy values and option-value sets of heaps ``0..n_max``, every partition listed (the
    reading of ``test_tbcode.brute_grundy``, with the partitions cached across codes)."""
    rule, more = _rule_of(parse_code(text))
    g: list[int] = []
    sets: list[set[int]] = []
    for n in range(n_max + 1):
        seen: set[int] = set()
        for k in range(0, n + 1):
            counts, extra = rule.get(k, {}), more.get(k)
            m = n - k
            if k == 0 and m == 0:
                continue
            for parts, j in _partitions(m):
                if k == 0 and j < 2:
                    continue
                mod = counts.get(j)
                if mod is None and extra is not None and j >= extra[0]:
                    mod = extra[1]
                if mod is None or not _meets(parts, mod):
                    continue
                x = 0
                for p in parts:
                    x ^= g[p]
                seen.add(x)
        v = 0
        while v in seen:
            v += 1
        g.append(v)
        sets.append(seen)
    return g, sets


def by_mex(text: str, n: int, deadline=None) -> list[int]:
    """``g(0..n)`` heap by heap through :meth:`CodeValues.mex` on a Python list."""
    cv, g = CodeValues(parse_code(text)), []
    cv.deadline = deadline
    for m in range(n + 1):
        g.append(cv.mex(g, m))
    return g


def by_fill(text: str, n: int, cv: CodeValues | None = None) -> list[int]:
    """``g(0..n)`` through :meth:`CodeValues.fill` (the engine's path), in uneven chunks."""
    cv = cv or CodeValues(parse_code(text))
    g = np.zeros(n + 1, dtype=np.int64)
    a = 0
    for b in (1, 2, 7, 64, 65, 66, 200, n + 1):
        b = min(b, n + 1)
        if b > a:
            cv.fill(g, a, b)
            a = b
    return g.tolist()


# -- random codes against the brute force ----------------------------------------------------------


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_codes())
def test_random_codes_against_the_partitions(text):
    n = 30
    want, sets = brute_options(text, n)
    cv, g = CodeValues(parse_code(text)), []
    for m in range(n + 1):
        assert cv.option_values(g, m) == sets[m], (text, m)
        mask = cv.option_mask(g, m)
        assert mask == sum(1 << v for v in sets[m])
        g.append(cv.mex(g, m))
    assert g == want, text
    assert by_fill(text, n) == want, text


@pytest.mark.parametrize("text", ["{2+}?.0", "0.{2,3?+}", "{2+}!.0", "0.*=", "4!.1!5?", "0.[{2=,3?+}]", "8?.3",
                                  "0.{0,1,3+}", "{2,3}.[{0!,4?}]", "0.2G!"])
def test_chosen_codes_against_the_partitions_to_36(text):
    want, sets = brute_options(text, 36)
    assert by_mex(text, 36) == want
    assert by_fill(text, 36) == want


# -- named games at a few hundred heaps ------------------------------------------------------------


def test_4_bang_0_is_grundys_game():
    values = by_fill("4!.0", 500)
    assert values[:41] == A002188
    assert values == [grundys_game(n) for n in range(501)]
    assert by_mex("4!.0", 300) == values[:301]


def test_0_77_is_kayles():
    values = by_fill("0.77", 600)
    assert values[:48] == KAYLES_0_47
    assert all(values[n] == values[n + 12] for n in range(71, 600 - 12))  # Winning Ways: period 12 from 71
    assert values[70] != values[82]


def test_lasker_formula_across_widenings_and_rebuilds():
    # Lasker 1931: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3; values past 64, 128, ...
    cv = CodeValues(parse_code("4.[3]"))
    values = by_fill("4.[3]", 700, cv)
    want = [0] + [{1: n, 2: n, 3: n + 1, 0: n - 1}[n % 4] for n in range(1, 701)]
    assert values == want
    assert cv.words >= 16 and cv.cap >= 700  # widened from one word, rebuilt from capacity 64


@pytest.mark.parametrize("text", ["0.[7]", "0.[7!]", "0.[7?]", "0.[{0+}]", "0.[{0+}!]", "0.[{0+}?]", "0.[{0,1,3}]"])
def test_every_value_below_n_is_an_option(text):
    """Take any number of counters and split the rest into heaps: the options of ``n`` have every
    value ``0..n-1`` (one heap) and none above (a nim-sum is at most the sum of its parts), so
    ``g(n) = n``: every bit of a widened row is checked, in every word the XOR permutes."""
    n = 1100
    cv = CodeValues(parse_code(text))
    assert by_fill(text, n, cv) == list(range(n + 1))
    assert cv.width > 2 * (n - 1) and cv.words >= 32
    g = list(range(n + 1))
    for m in (63, 64, 65, 127, 128, 129, 700, 1023, 1024, 1025, 1100):
        assert cv.option_mask(g, m) == (1 << m) - 1, (text, m)


def test_values_past_64_by_mex_and_fill_agree():
    # {2+}.0: values grow like n (past 64 words' worth of bits by n = 300); two paths, same values
    a = by_mex("{2+}.0", 300)
    assert a == by_fill("{2+}.0", 300)
    assert max(a) > 256
    assert a[:37] == brute_options("{2+}.0", 36)[0]


def test_fill_refuses_what_it_cannot_write():
    cv = CodeValues(parse_code("{2+}.0"))
    with pytest.raises(ValueError, match="not in an array"):
        cv.fill(np.zeros(10, dtype=np.int64), 0, 11)
    with pytest.raises(TypeError):
        cv.fill(np.zeros(10, dtype=np.int32), 0, 5)


def test_add_part_by_hand_and_its_order():
    code = parse_code("{2+}.0")
    cv, g = CodeValues(code), []
    g.append(cv.mex(g, 0))
    cv.ensure(g, 1)
    with pytest.raises(ValueError, match="in order"):
        cv.add_part(2, 0)
    for n in range(1, 60):  # parts added by hand, the heaps read after each
        g.append(cv.mex(g, n))
        if n + 1 < 60:
            cv.add_part(n, g[n])
    assert g == by_mex("{2+}.0", 59)


def test_the_estimate_covers_the_tables():
    for text in ("{2+}.0", "{2+}?.0", "0.3G", "4!.0"):
        cv = CodeValues(parse_code(text))
        n = 1500
        by_fill(text, n, cv)
        held = sum(t.nbytes for t in cv.tables.values()) + cv._ext.nbytes
        assert held <= cv.estimate_bytes(n), text
    # values growing like n ({2+}.0): the estimate is the layout, not a loose bound
    cv = CodeValues(parse_code("{2+}.0"))
    by_fill("{2+}.0", 1500, cv)
    held = sum(t.nbytes for t in cv.tables.values()) + cv._ext.nbytes
    assert held <= cv.estimate_bytes(1500) <= 4 * held


# -- the deadline -----------------------------------------------------------------------------------


def test_a_deadline_stops_a_fill_and_the_run_goes_on():
    text = "{2+}.0"
    want = by_mex(text, 400)
    cv = CodeValues(parse_code(text))
    g = np.zeros(401, dtype=np.int64)
    cv.fill(g, 0, 100)
    cv.deadline = Deadline(0.0, source="a test")
    with pytest.raises(ResourceLimitError) as info:
        cv.fill(g, 100, 401)
    assert "a test" in str(info.value) and "parts" in str(info.value) and "\n" not in str(info.value)
    assert g[:100].tolist() == want[:100]
    cv.deadline = None  # the parts added are kept; the heaps from 100 are computed again
    cv.fill(g, 100, 401)
    assert g.tolist() == want


def test_a_time_limit_stops_a_long_fill_soon():
    import time

    cv = CodeValues(parse_code("{2+}?.0"))
    g = np.zeros(40_001, dtype=np.int64)
    cv.deadline = Deadline(0.5, source="a test")
    t0 = time.monotonic()
    with pytest.raises(ResourceLimitError):
        cv.fill(g, 0, 40_001)
    assert time.monotonic() - t0 < 5.0


def test_the_engine_runs_the_compiled_tables():
    # a general code the sparse-space engine does not take: grundy_sequence goes through fill
    for text in ("{2+}?.0", "0.[{2=,3?+}]", "8!.0"):
        assert [int(v) for v in grundy_sequence(parse_octal(text), 250)] == by_mex(text, 250), text
