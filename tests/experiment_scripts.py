"""Load a script of ``experiments/`` as a module, for the tests that use its functions."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

EXPERIMENTS = Path(__file__).resolve().parent.parent / "experiments"


def load(relative: str, name: str) -> ModuleType:
    """The script ``experiments/<relative>`` imported as the module ``name``."""
    spec = importlib.util.spec_from_file_location(name, EXPERIMENTS / relative)
    assert spec is not None and spec.loader is not None, relative
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod
