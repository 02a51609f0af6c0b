"""Allow ``python -m gamecheck``."""

from gamecheck.cli import main

main()
