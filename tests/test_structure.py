"""The package's shape (issue 13): every module declares its public names in ``__all__``,
and every name listed exists."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import gamecheck

MODULES = ["gamecheck"] + sorted(m.name for m in pkgutil.walk_packages(gamecheck.__path__, "gamecheck.")
                 if not m.name.endswith(".__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_module_declares_all(name):
    mod = importlib.import_module(name)
    names = getattr(mod, "__all__", None)
    assert isinstance(names, (list, tuple)), f"{name} has no __all__"
    for n in names:
        assert hasattr(mod, n) or importlib.util.find_spec(f"{name}.{n}") is not None, f"{name}.__all__ lists {n!r}"


# -- layers, cycles and local imports ------------------------------------------------------------

import ast  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(gamecheck.__file__).resolve().parent
REPO = ROOT.parent


def test_layer_contracts_hold():
    """The contracts in pyproject.toml ([tool.importlinter]): imports point down the layers."""
    importlinter_cli = pytest.importorskip("importlinter.cli")
    import os

    here = os.getcwd()
    os.chdir(REPO)
    try:
        code = importlinter_cli.lint_imports(config_filename=str(REPO / "pyproject.toml"), no_cache=True)
    finally:
        os.chdir(here)
    assert code == 0, "lint-imports reports a broken contract (run `lint-imports` to see which import)"


def test_no_import_cycles():
    grimp = pytest.importorskip("grimp")
    import networkx as nx

    graph = grimp.build_graph("gamecheck", exclude_type_checking_imports=True)
    g = nx.DiGraph()
    for m in graph.modules:
        for imported in graph.find_modules_directly_imported_by(m):
            # a package's own __init__ importing its submodules is not a cycle of ideas
            if not imported.startswith(m + "."):
                g.add_edge(m, imported)
    cycles = list(nx.simple_cycles(g))
    assert not cycles, f"import cycles: {cycles[:3]}"


def _local_imports(path: Path) -> list[str]:
    """Imports of gamecheck modules inside functions, except those marked ``# lazy:``."""
    src = path.read_text(encoding="utf-8")
    lines = src.splitlines()
    tree = ast.parse(src)
    out = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] if node.level == 0 else ["gamecheck"]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            if any(n == "gamecheck" or n.startswith("gamecheck.") for n in names):
                if "# lazy:" not in lines[node.lineno - 1]:
                    out.append(f"{path.relative_to(REPO)}:{node.lineno}")
    return out


def test_no_function_local_imports_of_gamecheck_modules():
    """Imports of gamecheck's own modules sit at the top of each module; a function-local one
    is allowed only for a documented lazy load of a heavy part (marked ``# lazy: heavy (...)``)."""
    found = sorted(set(x for p in ROOT.rglob("*.py") for x in _local_imports(p)))
    assert not found, f"{len(found)} function-local imports: {found[:10]}"


def test_every_exception_is_defined_in_errors():
    """One exception tree: every exception class of the package lives in gamecheck.errors."""
    import inspect

    stray = []
    for name in MODULES:
        mod = importlib.import_module(name)
        for obj in vars(mod).values():
            if inspect.isclass(obj) and issubclass(obj, BaseException) and obj.__module__.startswith("gamecheck") \
                    and obj.__module__ != "gamecheck.errors":
                stray.append(f"{obj.__module__}.{obj.__name__}")
    assert not stray, f"exceptions outside gamecheck/errors.py: {sorted(set(stray))}"
