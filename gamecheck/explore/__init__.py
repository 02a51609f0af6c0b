"""Conjecture exploration: Grundy sequences, certified periodicity, rule search."""

__all__ = ["discover", "periodicity", "run", "sequences"]
