"""The documentation site (issue 27, point 5): it builds with warnings as errors, its API
reference lists every public name, its tutorial notebook runs, and every public docstring is
complete (numpydoc sections) with Examples that pass as doctests.

Needs the documentation's packages, which the ``test`` extra installs
(``pip install -e '.[test]'``); without them the affected tests are skipped with that advice.
"""

from __future__ import annotations

import doctest
import importlib.util
import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

import gamecheck as gc

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
NOTEBOOK = DOCS / "tutorial" / "notebook.ipynb"
INSTALL = "install the documentation's packages with pip install -e '.[test]' (or '.[docs]')"

#: gc.explore's docstrings live in modules another change was editing; their numpydoc versions
#: wait to be pasted in (issue 27). Until then a docstring there without any numpydoc section is an
#: expected failure; once it has sections it is held to the same rules as the others.
PENDING_MODULES = ("gamecheck.explore.api", "gamecheck.explore.savefile")


def _public() -> dict[str, object]:
    """Every public name: ``gamecheck.__all__`` (but the version string and the ``explore``
    module itself) and ``gamecheck.explore.__all__``, by its documented name."""
    out: dict[str, object] = {}
    for name in gc.__all__:
        if name not in ("__version__", "explore"):
            out[f"gamecheck.{name}"] = getattr(gc, name)
    for name in gc.explore.__all__:
        out[f"gamecheck.explore.{name}"] = getattr(gc.explore, name)
    return out


PUBLIC = _public()


def _needs(*modules: str) -> None:
    for m in modules:
        if importlib.util.find_spec(m) is None:
            pytest.skip(f"{m} is not installed: {INSTALL}")


# -- the site ---------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    _needs("sphinx", "myst_parser", "myst_nb")
    out = tmp_path_factory.mktemp("html")
    cmd = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", str(DOCS), str(out)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"sphinx-build failed (warnings are errors):\n{proc.stderr[-6000:]}"
    return out


def test_the_site_builds_with_warnings_as_errors(site):
    for page in ("index", "tutorial/notebook", "reference/api", "architecture", "explanation/periodicity",
                 "howto/json", "guide/claims", "audit-findings"):
        assert (site / f"{page}.html").is_file(), page


def test_the_api_reference_lists_every_public_name(site):
    html = (site / "reference" / "api.html").read_text(encoding="utf-8")
    ids = set(re.findall(r'id="([^"]+)"', html))
    missing = [name for name in PUBLIC if name not in ids]
    assert not missing, f"not in the API reference: {missing}"
    assert "gamecheck.__version__" in ids and "module-gamecheck.explore" in ids


def test_every_page_is_in_a_table_of_contents(site):
    pages = {p.relative_to(DOCS).with_suffix("").as_posix() for p in DOCS.rglob("*")
             if p.suffix in (".md", ".ipynb") and "_build" not in p.parts}
    built = {p.relative_to(site).with_suffix("").as_posix() for p in site.rglob("*.html")}
    assert pages <= built


# -- the notebook -----------------------------------------------------------------------------------

def _outputs(cell) -> list[str]:
    out = []
    for o in cell.get("outputs", []):
        if o.get("output_type") == "stream":
            out.append(o.get("text", ""))
        elif "data" in o:
            out.append(o["data"].get("text/plain", ""))
        elif o.get("output_type") == "error":
            out.append(f"{o.get('ename')}: {o.get('evalue')}")
    return out


def test_the_tutorial_notebook_runs_and_shows_what_it_computes():
    _needs("nbformat", "nbclient")
    if importlib.util.find_spec("ipykernel") is None:
        pytest.skip(f"ipykernel is not installed, so the notebook cannot run: {INSTALL}")
    import nbformat
    from nbclient import NotebookClient

    stored = nbformat.read(NOTEBOOK, as_version=4)
    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOK.parent)}})
    client.execute()
    code = [c for c in nb.cells if c.cell_type == "code"]
    errors = [o for c in code for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, errors
    # the page shows the stored outputs (the build does not execute it): they must be today's
    for old, new in zip((c for c in stored.cells if c.cell_type == "code"), code):
        assert _outputs(old) == _outputs(new), (f"stale output stored for:\n{new.source}\n"
                                                "(run the notebook again and save it)")


# -- the docstrings ---------------------------------------------------------------------------------

SECTION = re.compile(r"^\s*(Parameters|Returns|Yields|Raises|Examples|Attributes|References|Notes|See Also)"
                     r"\s*\n\s*-{3,}\s*$", re.M)


def _sections(doc: str) -> set[str]:
    return set(SECTION.findall(doc))


def _pending(obj: object) -> bool:
    return getattr(inspect.getmodule(obj), "__name__", "") in PENDING_MODULES


def _public_methods(cls: type) -> list[tuple[str, object]]:
    """The methods behind the public API's boundary (``@public``: they check their arguments)."""
    return [(n, f) for n, f in vars(cls).items() if not n.startswith("_") and callable(f) and hasattr(f, "__wrapped__")]


def _has_parameters(fn: object) -> bool:
    params = [p for p in inspect.signature(fn).parameters if p not in ("self", "cls")]
    return bool(params)


def _missing(name: str, obj: object) -> list[str]:
    """What the numpydoc docstring of a public name lacks."""
    problems = []
    doc = inspect.getdoc(obj) or ""
    if not doc:
        return [f"{name}: no docstring"]
    have = _sections(doc)
    if inspect.isclass(obj):
        if "Examples" not in have:
            problems.append(f"{name}: no Examples section")
        if not have & {"Attributes", "Parameters"}:
            problems.append(f"{name}: no Attributes (or Parameters) section")
        for mname, meth in _public_methods(obj):
            problems += _missing(f"{name}.{mname}", meth)
        return problems
    needed = ["Returns", "Raises", "Examples"] + (["Parameters"] if _has_parameters(obj) else [])
    return [f"{name}: no {s} section" for s in needed if s not in have]


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_public_docstrings_are_complete(name):
    obj = PUBLIC[name]
    problems = _missing(name, obj)
    if problems and _pending(obj) and not _sections(inspect.getdoc(obj) or ""):  # still the old Google style
        pytest.xfail(f"numpydoc docstring pending for {name} (issue 27): {problems[0]}")
    assert not problems, "\n".join(problems)


@pytest.fixture(scope="module")
def warm() -> None:
    """Load the compiled kernels once, so that each docstring's Examples are timed on their own."""
    gc.explore.octal("0.77", n=200)
    gc.label(gc.game("nim", heaps=2), bound=3)
    gc.misere_quotient("nim", max_heap=3)


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_public_docstring_examples_pass(name, warm, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    obj = PUBLIC[name]
    module = inspect.getmodule(obj)
    tests = doctest.DocTestFinder(recurse=True).find(obj, name, module=module)
    tests = [t for t in tests if t.examples]
    if not tests:
        if _pending(obj):
            pytest.xfail(f"numpydoc docstring with Examples pending for {name} (issue 27)")
        pytest.fail(f"{name} has no Examples")
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    for t in tests:
        result = runner.run(t, out=report.append)  # (speed is a benchmark's business, not a test's)
        assert result.failed == 0, "".join(report)
