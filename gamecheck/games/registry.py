"""The one ruleset registry: every ruleset's name, aliases and the words of ``gamecheck explore``.

A ruleset class declares its own names (class attributes, as python-chess's variants do):
``name`` (the registry key), ``aliases`` (other names a spec string may use) and
``explore_names`` (the words ``gamecheck explore`` accepts for its one-heap game, e.g.
``kayles``, ``octal``, ``squares``). :func:`register` files a class under all of them, so
no table of names lives beside the classes. :mod:`gamecheck.games` registers every built-in
ruleset when it is imported and re-exports :data:`REGISTRY`, :func:`register` and
:func:`lookup`; the heap-game words are read by :func:`gamecheck.games.takebreak.heap_game`
through :func:`explore_lookup`.
"""

from __future__ import annotations

from gamecheck.errors import UsageError
from gamecheck.games.base import Ruleset, printable, show_value

__all__ = ["REGISTRY", "EXPLORE_NAMES", "register", "lookup", "explore_lookup", "explore_words", "norm_name",
           "norm_explore_word"]

#: registry name -> ruleset class
REGISTRY: dict[str, type[Ruleset]] = {}
#: alias -> registry name
_ALIASES: dict[str, str] = {}
#: a word of ``gamecheck explore`` (normalised by :func:`norm_explore_word`) -> the heap-game class
EXPLORE_NAMES: dict[str, type[Ruleset]] = {}


def register(cls: type[Ruleset], *, explore_only: bool = False) -> type[Ruleset]:
    """Add a ruleset class to the registry under its ``name`` and ``aliases``, and its
    ``explore_names`` to the words of ``gamecheck explore``.

    Args:
        cls: the ruleset class.
        explore_only: file only its ``explore_names`` (a family named by a parameter, such as
            the predicate subtraction games, that is not a ruleset name of its own).

    Returns:
        ``cls`` (so that it can decorate a class).
    """
    if not explore_only:
        REGISTRY[cls.name] = cls
        for alias in cls.aliases:
            _ALIASES[alias] = cls.name
    for word in cls.explore_names:
        EXPLORE_NAMES[word] = cls
    return cls


def norm_name(name: str) -> str:
    """A ruleset name as the registry files it: stripped, lower case, ``_`` read as ``-``."""
    return name.strip().lower().replace("_", "-")


def norm_explore_word(name: str) -> str:
    """A word of ``gamecheck explore`` as :data:`EXPLORE_NAMES` files it: like
    :func:`norm_name`, apostrophes dropped and spaces read as ``-`` (``Dawson's Kayles``)."""
    return str(name).strip().lower().replace("_", "-").replace("'", "").replace(" ", "-")


def lookup(name: str) -> type[Ruleset]:
    """Find a ruleset class by name or alias (case-insensitive, ``_`` = ``-``).

    Raises:
        UsageError: naming the unknown ruleset and listing the known ones.
    """
    if not isinstance(name, str):
        raise UsageError(f"ruleset name {show_value(name)} is not allowed; give a name such as nim")
    key = norm_name(name)
    key = _ALIASES.get(key, key)
    if key not in REGISTRY:
        known = ", ".join(sorted(REGISTRY))
        shown = printable(name)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        raise UsageError(f"unknown ruleset '{shown}'; known rulesets: {known} (see `gamecheck rulesets`)")
    return REGISTRY[key]


def explore_lookup(word: str) -> type[Ruleset] | None:
    """The heap-game class a word of ``gamecheck explore`` names (:func:`norm_explore_word`),
    or ``None``."""
    return EXPLORE_NAMES.get(norm_explore_word(word)) if isinstance(word, str) else None


def explore_words() -> list[str]:
    """Every word of ``gamecheck explore`` that names a heap game, sorted."""
    return sorted(EXPLORE_NAMES)
