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
