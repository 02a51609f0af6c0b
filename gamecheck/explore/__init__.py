"""Conjecture exploration: Grundy sequences, certified periodicity, rule search."""
