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


def test_each_class_name_is_used_once():
    """Two classes with one name (there were two ``Labels``) make a reader guess which is meant."""
    seen: dict[str, list[str]] = {}
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                seen.setdefault(node.name, []).append(str(path.relative_to(REPO)))
    twice = {k: v for k, v in seen.items() if len(v) > 1}
    assert not twice, f"class names used more than once: {twice}"


HEAVY = ("z3", "numba", "llvmlite", "networkx", "matplotlib", "scipy", "dask", "cvc5", "bitwuzla", "pysat", "sympy")


def _loaded_after(code: str) -> list[str]:
    import json
    import subprocess
    import sys

    probe = (code + "\nimport sys, json\n"
             "print(json.dumps(sorted(m for m in %r if m in sys.modules\n"
             "                 and type(sys.modules[m]).__name__ != '_LazyModule')))" % (HEAVY,))
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, cwd=REPO)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_import_gamecheck_loads_no_heavy_library():
    assert _loaded_after("import gamecheck") == []


def test_light_commands_load_no_heavy_library():
    """``gamecheck solve nim ...`` and ``gamecheck rulesets``: z3, numba, networkx, matplotlib
    and the other heavy libraries are loaded only by the commands that use them."""
    for argv in (["solve", "nim", "11", "6", "10", "8"], ["solve", "nim", "3", "5", "--json"], ["rulesets"]):
        code = ("import io, contextlib, sys\n"
                "from click.testing import CliRunner\n"
                "from gamecheck.cli.main import main\n"
                f"r = CliRunner().invoke(main, {argv!r}, standalone_mode=False)\n"
                "assert r.exit_code == 0, r.output\n")
        assert _loaded_after(code) == [], argv


def test_no_library_message_names_a_command_line_flag():
    """Errors and notes name the Python argument (``bound=``); the command line shows them with
    its flags through ``gamecheck.flags.to_cli``, the one table of both spellings. Exempt: the
    command line itself, that table, and the report writers (``report/``, ``verify.py``), whose
    pages quote the command that reproduces a result."""
    import re

    flag = re.compile(r"(?<![\w-])--[a-z][a-z-]*")
    found = []
    for path in ROOT.rglob("*.py"):
        rel = path.relative_to(ROOT)
        if rel.parts[0] in ("cli", "report") or rel.name in ("flags.py", "verify.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs \
                    and flag.search(node.value):
                found.append(f"{rel}:{node.lineno}: {node.value[:60]!r}")
    assert not found, f"{len(found)} library strings name a flag: {found[:8]}"
