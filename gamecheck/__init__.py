"""gamecheck: check theorems and explore conjectures about impartial combinatorial games."""

__all__ = ["__version__"]

__version__ = "0.1.0"
