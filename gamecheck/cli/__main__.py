"""Allow ``python -m gamecheck.cli``."""

from gamecheck.cli.main import main

__all__ = []  # type: list[str]

main()
