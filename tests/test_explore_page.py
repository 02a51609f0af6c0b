"""The exploration page renders its Markdown (issue 16: no literal ``\\*\\*holds\\*\\*``)."""

from __future__ import annotations

import gamecheck as gc
from gamecheck.report.explore import render_exploration


def test_verdicts_are_bold_not_escaped():
    # the subtraction game {1, 2, 3}: g(n) = n % 4 (Bash's game), found and checked
    e = gc.explore.explore("subtraction", subtraction_set="1,2,3", n=200, prove_bits=None)
    page = render_exploration(e, None)
    row = next(line for line in page.splitlines() if "`n % 4`" in line)
    assert "**holds**" in row
    assert "\\*" not in page
