"""Nim-multiplication for the engine: the nim-product, powers and inverses of nimbers, on Python
integers and on numpy arrays (Conway, *On Numbers and Games*, 1976, ch. 6; Lenstra 1978).

The functions live in :mod:`gamecheck.lang.nimber`, the rule-language layer, because the rule
language's builtins ``nim_mul`` and ``nim_pow`` compute with them and that layer sits below the
engine (``docs/architecture.md``); this module is their name in the engine, for the engine's own
users (product games: the Tartan theorem). See :mod:`gamecheck.lang.nimber` for the algorithms.

* :func:`nim_mul` ``(a, b) -> int`` -- ``a ⊗ b`` of non-negative ints below ``2**4096``;
* :func:`nim_pow` ``(a, n) -> int`` -- ``a ⊗ ... ⊗ a`` (``n`` factors);
* :func:`nim_inv` ``(a) -> int`` -- the inverse of ``a >= 1``;
* :func:`nim_mul_array` ``(a, b) -> np.ndarray`` -- element by element on arrays below ``2^64``
  (uint64; a numba kernel);
* :func:`single_bit_products` ``() -> np.ndarray`` -- the 64 × 64 table ``2^i ⊗ 2^j``.
"""

from __future__ import annotations

from gamecheck.lang.nimber import MAX_NIMBER_BITS, nim_inv, nim_mul, nim_mul_array, nim_pow, single_bit_products

__all__ = ["MAX_NIMBER_BITS", "nim_mul", "nim_pow", "nim_inv", "nim_mul_array", "single_bit_products"]
