"""gamecheck: check theorems and explore conjectures about impartial combinatorial games."""

__version__ = "0.1.0"
