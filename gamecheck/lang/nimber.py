"""Nim-multiplication: the field of nimbers (Conway 1976), on Python integers and on numpy arrays.

The non-negative integers with the nim-sum ``a ⊕ b`` (bitwise xor) as addition and the
nim-product ``a ⊗ b`` as multiplication form a field of characteristic 2, and for every ``k``
the nimbers below a Fermat 2-power ``F = 2^(2^k)`` form a subfield, GF(2^(2^k)) (Conway, *On
Numbers and Games*, 1976, ch. 6; Lenstra, "Nim multiplication", Séminaire de Théorie des Nombres
de Bordeaux, 1978). The nim-product is defined by the mex rule

    a ⊗ b = mex { (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b },

and computed here from the two rules of Fermat 2-powers (Conway 1976, ch. 6, theorem 49):
``F ⊗ x = F * x`` for ``x < F`` and ``F ⊗ F = 3F/2``.  Writing ``a = a1*F + a0`` and
``b = b1*F + b0`` with ``a0, a1, b0, b1 < F``, bilinearity gives

    a ⊗ b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1) * F  ⊕  (a0⊗b0 ⊕ (a1⊗b1) ⊗ (F/2)),

three products of half the size (Karatsuba's trick: ``a1⊗b0 ⊕ a0⊗b1 = (a1⊕a0)⊗(b1⊕b0) ⊕
a1⊗b1 ⊕ a0⊗b0``) and one by the half-size Fermat 2-power ``F/2``.  The inverse uses the same
tower: ``x^2 + x + F/2`` is the minimal polynomial of ``F`` over GF(F), so the conjugate of
``a1*F + a0`` is ``a1*F + (a1 ⊕ a0)`` and the norm ``a1⊗a1⊗(F/2) ⊕ a1⊗a0 ⊕ a0⊗a0`` lies in
GF(F): ``a⁻¹ = conjugate ⊗ norm⁻¹``, one inversion of half the size.

The nim-product is bilinear over GF(2): ``a ⊗ b`` is the xor of ``2^i ⊗ 2^j`` over the set bits
``i`` of ``a`` and ``j`` of ``b``.  :func:`single_bit_products` is the 64 × 64 table of those
products below ``2^64``; :func:`nim_mul_array` (a numba kernel) and the prover's bit-level
encoding of the rule-language builtin ``nim_mul`` (:mod:`gamecheck.lang.builtins`) are read off it.

This module sits in the rule-language layer because the builtins ``nim_mul`` and ``nim_pow``
need it; :mod:`gamecheck.engine.nimber` offers the same functions to the engine.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from gamecheck.args import shown
from gamecheck.errors import UsageError
from gamecheck.lazy import Kernels
from gamecheck.lang.syntax import MAX_EXPONENT

__all__ = [
    "MAX_NIMBER_BITS", "POW_WIDE_BITS", "nim_mul", "nim_pow", "nim_inv", "nim_mul_array", "single_bit_products",
    "field_bits", "mul_unchecked", "pow_unchecked", "pow_refusal",
]

#: arguments of :func:`nim_mul`, :func:`nim_pow` and :func:`nim_inv` are below ``2**MAX_NIMBER_BITS``
#: (the field GF(2^4096), so every result is below it too), as the rule language's other
#: big-integer guards
MAX_NIMBER_BITS = 4096
_LIMIT = 1 << MAX_NIMBER_BITS
#: a base of :func:`nim_pow` of more bits than this takes exponents up to
#: :data:`~gamecheck.lang.syntax.MAX_EXPONENT` only (a product of two 4096-bit nimbers takes about
#: 20 ms in Python, and an exponent of ``b`` bits costs up to ``2b`` products); below it every
#: exponent below ``2**MAX_NIMBER_BITS`` is allowed (at most about 1 s)
POW_WIDE_BITS = 512

kernel = Kernels(globals())


# ----------------------------------------------------------------------------
# exact arithmetic on Python integers (no argument checks)


@functools.cache
def _byte_table() -> tuple[int, ...]:
    """The nim-products of all pairs below 256 (the field GF(2^8)), ``table[a << 8 | b]``, built
    from the 8 × 8 products of single bits by bilinearity (xor over the set bits)."""
    bit = [[_mul_recursive(1 << i, 1 << j) for j in range(8)] for i in range(8)]
    row_of_bit = []
    for i in range(8):
        row = [0] * 256
        for b in range(1, 256):
            low = b & -b
            row[b] = row[b ^ low] ^ bit[i][low.bit_length() - 1]
        row_of_bit.append(row)
    table = [0] * 65536
    for a in range(1, 256):
        low = a & -a
        rest = (a ^ low) << 8
        single = row_of_bit[low.bit_length() - 1]
        base = a << 8
        for b in range(256):
            table[base | b] = table[rest | b] ^ single[b]
    return tuple(table)


def _split_width(m: int) -> int:
    """The half width ``h = 2^k`` (bits) of the smallest field GF(2^(2h)) holding ``m >= 2``."""
    return 1 << ((m.bit_length() - 1).bit_length() - 1)


def _mul_recursive(a: int, b: int) -> int:
    """``a ⊗ b`` by the Fermat 2-power recursion down to single bits (used to build the tables)."""
    if a < 2 or b < 2:
        return a * b
    h = _split_width(max(a, b))
    mask = (1 << h) - 1
    a1, a0, b1, b0 = a >> h, a & mask, b >> h, b & mask
    c = _mul_recursive(a1, b1)
    hi = c ^ _mul_recursive(a1, b0) ^ _mul_recursive(a0, b1)
    lo = _mul_recursive(a0, b0) ^ _mul_recursive(c, 1 << (h - 1))
    return (hi << h) | lo


def mul_unchecked(a: int, b: int) -> int:
    """``a ⊗ b`` for non-negative Python ints, unchecked (the callers check the arguments).

    The Fermat 2-power recursion with Karatsuba's three half-size products, down to the table of
    GF(2^8); a zero half or a factor 0 or 1 is taken as it is.
    """
    if a < 256 and b < 256:
        return _byte_table()[(a << 8) | b]
    if a < 2 or b < 2:
        return a * b
    h = _split_width(a if a > b else b)
    mask = (1 << h) - 1
    a1, a0, b1, b0 = a >> h, a & mask, b >> h, b & mask
    if a1 == 0:  # a < F: F ⊗ x = F * x, so a ⊗ (b1 F + b0) = (a ⊗ b1) F ⊕ a ⊗ b0
        return (mul_unchecked(a0, b1) << h) | mul_unchecked(a0, b0)
    if b1 == 0:
        return (mul_unchecked(a1, b0) << h) | mul_unchecked(a0, b0)
    c = mul_unchecked(a1, b1)
    low = mul_unchecked(a0, b0)
    hi = mul_unchecked(a1 ^ a0, b1 ^ b0) ^ low  # = c ⊕ a1⊗b0 ⊕ a0⊗b1
    lo = low ^ mul_unchecked(c, 1 << (h - 1))   # F ⊗ F = F ⊕ F/2
    return (hi << h) | lo


def field_bits(m: int) -> int:
    """The number of bits ``2^k`` of the smallest field GF(2^(2^k)) of nimbers holding every
    nimber up to ``m >= 0`` (1 for 0 and 1, then 2, 4, 8, ...)."""
    if m < 2:
        return 1
    return 1 << (m.bit_length() - 1).bit_length()


def _reduced_exponent(n: int, bits: int) -> int:
    """An exponent ``n' <= n`` with ``x^n' = x^n`` for every ``x`` of GF(2^bits): ``0`` for
    ``n = 0``, else ``((n - 1) mod (2^bits - 1)) + 1`` (the multiplicative group has order
    ``2^bits - 1``, and ``0^n = 0`` for every ``n >= 1``)."""
    if n == 0:
        return 0
    return (n - 1) % ((1 << bits) - 1) + 1


def pow_refusal(a: int, n: int) -> str | None:
    """Why ``nim_pow(a, n)`` is refused for non-negative ``a, n`` below ``2**MAX_NIMBER_BITS``
    (the end of a message), or None: a base of more than :data:`POW_WIDE_BITS` bits with an
    exponent above :data:`~gamecheck.lang.syntax.MAX_EXPONENT` (the work guard)."""
    if a.bit_length() > POW_WIDE_BITS and n > MAX_EXPONENT:
        return (f"exponent {shown(n)} too large for a base of {a.bit_length()} bits (a base of more than "
                f"{POW_WIDE_BITS} bits takes exponents up to {MAX_EXPONENT})")
    return None


def pow_unchecked(a: int, n: int) -> int:
    """``a ⊗ a ⊗ ... ⊗ a`` (``n`` factors; ``1`` for ``n = 0``), unchecked: square and multiply
    after reducing ``n`` modulo the order of the multiplicative group of ``a``'s field."""
    n = _reduced_exponent(n, field_bits(a))
    result, base = 1, a
    while n:
        if n & 1:
            result = mul_unchecked(result, base)
        n >>= 1
        if n:
            base = mul_unchecked(base, base)
    return result


def _inv_unchecked(a: int) -> int:
    """``a⁻¹`` for ``a >= 1``: conjugate over the half-size field times the norm's inverse."""
    if a < 256:
        table = _byte_table()
        return next(x for x in range(1, 256) if table[(a << 8) | x] == 1)
    h = _split_width(a)
    a1, a0 = a >> h, a & ((1 << h) - 1)
    if a1 == 0:
        return _inv_unchecked(a0)
    # norm(a) = a ⊗ conj(a), conj(a1 F + a0) = a1 F + (a1 ⊕ a0), in GF(F)
    norm = mul_unchecked(mul_unchecked(a1, a1), 1 << (h - 1)) ^ mul_unchecked(a1, a0) ^ mul_unchecked(a0, a0)
    inv_norm = _inv_unchecked(norm)
    return (mul_unchecked(a1, inv_norm) << h) | mul_unchecked(a1 ^ a0, inv_norm)


# ----------------------------------------------------------------------------
# the public functions on Python integers


def _nimber(where: str, name: str, value: Any, what: str = "a non-negative integer") -> int:
    """``value`` as a Python int, or a one-line :class:`UsageError` naming it."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise UsageError(f"{where}: {name} must be {what} below 2**{MAX_NIMBER_BITS}, got {shown(value)} "
                         f"({type(value).__name__})")
    v = int(value)
    if v < 0 or v >= _LIMIT:
        raise UsageError(f"{where}: {name} must be {what} below 2**{MAX_NIMBER_BITS}, got {shown(v)}")
    return v


def nim_mul(a: int, b: int) -> int:
    """The nim-product ``a ⊗ b`` of two nimbers.

    Parameters
    ----------
    a : int
        A non-negative integer below ``2**4096`` (a Python or numpy integer, not a bool).
    b : int
        The same.

    Returns
    -------
    int
        ``a ⊗ b``; below ``2^(2^k)`` when both arguments are (the nimbers below a Fermat 2-power
        form a field), so always below ``2**4096``.

    Raises
    ------
    UsageError
        An argument is negative, not an integer, a bool, or ``2**4096`` or more.

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.nim_mul(2, 2), gc.nim_mul(2, 3), gc.nim_mul(4, 4), gc.nim_mul(16, 3)
    (3, 1, 6, 48)

    References
    ----------
    J. H. Conway, *On Numbers and Games* (1976), ch. 6; H. W. Lenstra, "Nim multiplication",
    Séminaire de Théorie des Nombres de Bordeaux (1978).
    """
    return mul_unchecked(_nimber("nim_mul", "a", a), _nimber("nim_mul", "b", b))


def nim_pow(a: int, n: int) -> int:
    """The nim-power ``a ⊗ a ⊗ ... ⊗ a`` with ``n`` factors (an ordinary exponent).

    Computed by repeated squaring after reducing ``n >= 1`` modulo ``2^(2^k) - 1``, the order of
    the multiplicative group of the smallest field GF(2^(2^k)) holding ``a``.

    Parameters
    ----------
    a : int
        A non-negative integer below ``2**4096``.
    n : int
        The exponent, a non-negative integer below ``2**4096``; at most 4096 when ``a`` has more
        than 512 bits (:data:`POW_WIDE_BITS`, the work guard). ``nim_pow(a, 0) == 1``, also for
        ``a = 0``.

    Returns
    -------
    int
        The power, in the same field GF(2^(2^k)) as ``a``.

    Raises
    ------
    UsageError
        ``a`` or ``n`` is negative, not an integer, a bool, or ``2**4096`` or more; or ``n > 4096``
        with a base of more than 512 bits.

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.nim_pow(2, 3), gc.nim_pow(5, 0), gc.nim_pow(0, 0)  # 2 is a cube root of 1 in GF(4)
    (1, 1, 1)
    >>> gc.nim_pow(7, 2 ** 16 - 2) == gc.nim_inv(7)           # Lagrange in GF(2^16)
    True

    References
    ----------
    J. H. Conway, *On Numbers and Games* (1976), ch. 6: the nimbers below ``2^(2^k)`` form a field.
    """
    base = _nimber("nim_pow", "a", a)
    exponent = _nimber("nim_pow", "n", n, "a non-negative integer exponent")
    refusal = pow_refusal(base, exponent)
    if refusal:
        raise UsageError(f"nim_pow: {refusal}")
    return pow_unchecked(base, exponent)


def nim_inv(a: int) -> int:
    """The inverse of the nimber ``a``: the ``x`` with ``a ⊗ x == 1``.

    Computed down the tower of fields: the conjugate of ``a1 * F + a0`` over GF(F) times the
    inverse of its norm, which lies in GF(F).

    Parameters
    ----------
    a : int
        A positive integer below ``2**4096``.

    Returns
    -------
    int
        ``a⁻¹``, in the smallest field GF(2^(2^k)) holding ``a`` (the inverse is unique among all
        nimbers, so it is the same in every field holding ``a``).

    Raises
    ------
    UsageError
        ``a`` is 0 (no inverse), negative, not an integer, a bool, or ``2**4096`` or more.

    Examples
    --------
    >>> import gamecheck as gc
    >>> gc.nim_inv(2), gc.nim_inv(4), gc.nim_mul(4, gc.nim_inv(4))
    (3, 15, 1)

    References
    ----------
    J. H. Conway, *On Numbers and Games* (1976), ch. 6; H. W. Lenstra, "Nim multiplication" (1978).
    """
    v = _nimber("nim_inv", "a", a, "a positive integer")
    if v == 0:
        raise UsageError("nim_inv: a must be a positive integer below 2**4096, got 0 (0 has no inverse)")
    return _inv_unchecked(v)


# ----------------------------------------------------------------------------
# below 2^64: the table of single bits and the numba kernel


@functools.cache
def single_bit_products() -> np.ndarray:
    """The 64 × 64 table ``T[i, j] = 2^i ⊗ 2^j`` (uint64, read-only): every entry is below
    ``2^64``, since the nimbers below ``2^64`` form the field GF(2^64); symmetric, and
    ``a ⊗ b`` is the xor of ``T[i, j]`` over the set bits ``i`` of ``a`` and ``j`` of ``b``."""
    t = np.array([[mul_unchecked(1 << i, 1 << j) for j in range(64)] for i in range(64)], dtype=np.uint64)
    t.setflags(write=False)
    return t


@functools.cache
def _row_tables() -> np.ndarray:
    """``R[i, q, y] = 2^i ⊗ (y * 2^(8q))`` for ``i < 64``, ``q < 8``, ``y < 256`` (uint64, 1 MiB):
    the product of a single bit by one byte of the other factor, by bilinearity from
    :func:`single_bit_products`."""
    t = single_bit_products()
    ys = np.arange(256, dtype=np.uint64)
    bits = ((ys[:, None] >> np.arange(8, dtype=np.uint64)) & np.uint64(1)).astype(bool)  # (256, 8)
    r = np.zeros((64, 8, 256), dtype=np.uint64)
    for q in range(8):
        cols = t[:, 8 * q:8 * q + 8]  # (64, 8): 2^i ⊗ 2^(8q + j)
        for j in range(8):
            r[:, q, :] ^= np.where(bits[None, :, j], cols[:, j:j + 1], np.uint64(0))
    r.setflags(write=False)
    return r


@kernel
def _mul_kernel(a, b, rows, out):
    """``out[t] = a[t] ⊗ b[t]`` (uint64 arrays of one length): for every set bit ``i`` of
    ``a[t]``, the xor of ``rows[i, q, byte q of b[t]]`` over the 8 bytes."""
    one = np.uint64(1)
    eight = np.uint64(8)
    mask = np.uint64(255)
    idx = np.empty(8, dtype=np.int64)
    for t in range(a.shape[0]):
        x = a[t]
        y = b[t]
        if x > y:  # walk the bits of the smaller factor
            x, y = y, x
        for q in range(8):
            idx[q] = np.int64(y & mask)
            y = y >> eight
        r = np.uint64(0)
        i = 0
        while x != np.uint64(0):
            if x & one:
                for q in range(8):
                    r ^= rows[i, q, idx[q]]
            x = x >> one
            i += 1
        out[t] = r


def _as_uint64(where: str, name: str, x: Any) -> np.ndarray:
    """An integer array (or scalar) as uint64, or a one-line :class:`UsageError` naming it."""
    arr = np.asarray(x)
    if arr.dtype == np.bool_ or not np.issubdtype(arr.dtype, np.integer):
        raise UsageError(f"{where}: {name} must be an array of non-negative integers below 2**64, "
                         f"got an array of dtype {arr.dtype}")
    if np.issubdtype(arr.dtype, np.signedinteger) and arr.size and int(arr.min()) < 0:
        raise UsageError(f"{where}: {name} must be an array of non-negative integers below 2**64, "
                         f"got {int(arr.min())} among its values")
    return arr.astype(np.uint64, copy=False)


def nim_mul_array(a: Any, b: Any) -> np.ndarray:
    """The nim-products ``a[t] ⊗ b[t]`` of two arrays of nimbers below ``2^64``, element by element.

    A numba kernel (compiled at its first call): for every set bit ``i`` of the smaller factor,
    the xor of the products of ``2^i`` with each byte of the other, read from a table built from
    :func:`single_bit_products` (bilinearity over GF(2)).

    Parameters
    ----------
    a : array_like
        Non-negative integers of an integer dtype (uint64 holds every nimber below ``2^64``; a
        signed dtype must hold no negative value); a scalar is broadcast.
    b : array_like
        The same; ``a`` and ``b`` broadcast against each other (numpy's rules).

    Returns
    -------
    numpy.ndarray
        uint64, of the broadcast shape; every product is below ``2^64`` (the nimbers below
        ``2^64`` form the field GF(2^64)) and equals :func:`nim_mul` of the two elements.

    Raises
    ------
    UsageError
        A bool or non-integer dtype, a negative value, or shapes that do not broadcast.

    Examples
    --------
    >>> import numpy as np
    >>> nim_mul_array(np.arange(4), 2).tolist()
    [0, 2, 3, 1]

    References
    ----------
    J. H. Conway, *On Numbers and Games* (1976), ch. 6.
    """
    x = _as_uint64("nim_mul_array", "a", a)
    y = _as_uint64("nim_mul_array", "b", b)
    try:
        x, y = np.broadcast_arrays(x, y)
    except ValueError:
        raise UsageError(f"nim_mul_array: the shapes of a {x.shape} and b {y.shape} do not broadcast") from None
    shape = x.shape
    fx = np.ascontiguousarray(x).reshape(-1)
    fy = np.ascontiguousarray(y).reshape(-1)
    out = np.empty(fx.shape[0], dtype=np.uint64)
    if out.size:
        _mul_kernel(fx, fy, _row_tables(), out)
    return out.reshape(shape)
