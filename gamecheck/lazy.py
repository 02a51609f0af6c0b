"""Heavy third-party modules loaded on first use, and numba kernels compiled on first call.

``import gamecheck`` and the light commands (``gamecheck solve nim 11 6 10 8``, ``gamecheck
rulesets``) must not pay for z3 (about 0.2 s to import) or numba (about 0.6 s): a module that
uses them names them here instead of importing them at its top.

* :func:`lazy_module` returns a module whose code runs at its first attribute access
  (the standard library's :class:`importlib.util.LazyLoader`, as the Python documentation's
  "Implementing lazy imports" recipe describes).
* :class:`Kernels` collects a module's ``@numba.njit`` functions and compiles all of them at
  the first call of any of them, replacing the module's globals by numba's dispatchers, so that
  kernels calling kernels resolve to compiled code.
* :func:`available` says whether a module can be imported, without importing it.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import sys
import threading
from types import ModuleType
from typing import Any, Callable

__all__ = ["lazy_module", "available", "Kernels"]

_LOCK = threading.RLock()


def available(name: str) -> bool:
    """True when the top-level module ``name`` (e.g. ``"numba"``) is installed; nothing is imported."""
    if name in sys.modules:
        return sys.modules[name] is not None
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def lazy_module(name: str) -> ModuleType:
    """The module ``name``, whose code runs at the first access to one of its attributes.

    Args:
        name: an absolute module name, e.g. ``"z3"``.

    Returns:
        the module itself when it is already imported, else a lazily loading module object
        (registered in :data:`sys.modules`, so that a later ``import name`` returns it too).

    Raises:
        ModuleNotFoundError: the module is not installed (raised here, at once, not later).
    """
    with _LOCK:
        if name in sys.modules:
            return sys.modules[name]
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        loader = importlib.util.LazyLoader(spec.loader)
        spec.loader = loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        loader.exec_module(module)
        return module


class Kernels:
    """A module's numba kernels, compiled together on the first call of any of them.

    Use::

        kernel = Kernels(globals())

        @kernel
        def _step(a, b): ...

    ``_step`` is then a plain function until a kernel of the module is first called; at that
    call every kernel of the module becomes ``numba.njit(cache=True)(function)`` in the
    module's namespace (numba resolves a kernel's calls of other kernels through that namespace
    when it compiles), and the call goes on to the compiled code. The original function stays
    available as ``.py_func``, as on numba's own dispatchers.
    """

    def __init__(self, namespace: dict[str, Any]):
        self.namespace = namespace
        self.names: list[str] = []
        self.options: dict[str, dict[str, Any]] = {}
        self.compiled = False

    def __call__(self, f: Callable | None = None, **options: Any) -> Callable:
        """Register ``f`` as a kernel (``@kernel``), or return a decorator that registers one with
        numba options (``@kernel(nogil=True)``, ``@kernel(inline="always")``); ``cache=True`` is
        always given."""
        if f is None:
            return functools.partial(self, **options)
        self.names.append(f.__name__)
        self.options[f.__name__] = options
        kernels = self

        @functools.wraps(f)
        def first_call(*args: Any) -> Any:
            kernels.compile()
            return kernels.namespace[f.__name__](*args)

        first_call.py_func = f  # type: ignore[attr-defined]
        return first_call

    def compile(self) -> None:
        """Replace every kernel by its numba dispatcher (once; numba compiles or loads from its
        cache at each dispatcher's first call)."""
        with _LOCK:
            if self.compiled:
                return
            numba = importlib.import_module("numba")
            for name in self.names:
                self.namespace[name] = numba.njit(cache=True, **self.options[name])(self.namespace[name].py_func)
            self.compiled = True
