"""The command-line interface: parse arguments, call the public API, render.

``gamecheck`` (the console script) and ``python -m gamecheck`` run :func:`main`.
"""

from gamecheck.cli.main import main

__all__ = ["main"]
