"""The report generator of ``gamecheck verify``: Markdown pages, ``results.json``
and figures in a ``reports/`` folder.

Public API:

* :func:`write_reports` -- write ``index.md``, one page per claim group,
  ``results.json`` (no times: the same bytes on every run), ``timings.json`` (the times,
  not committed) and ``figures/*.png`` (atomically; stale files of earlier runs that this
  module wrote are removed);
* :func:`results_for_comparison` -- the results without timing fields, to compare
  a committed ``results.json`` with freshly computed results;
* :func:`figures_for_group` -- which figures a claim group gets, drawn with
  gamecheck's own labels (see :mod:`gamecheck.report.figures`);
* :func:`write_proof_pages` -- the proof page of every claim z3 proved (``write_reports``
  writes them too), and :func:`write_prove_report` -- the same pages for
  ``gamecheck prove FILE --report DIR`` (see :mod:`gamecheck.report.proofs`).
"""

from gamecheck.report.figures import figures_for_group
from gamecheck.report.markdown import group_filename, results_for_comparison, results_json, timings_json, write_reports
from gamecheck.report.proofs import write_proof_pages, write_prove_report

__all__ = ["write_reports", "results_for_comparison", "results_json", "timings_json", "figures_for_group",
           "group_filename", "write_proof_pages", "write_prove_report"]
