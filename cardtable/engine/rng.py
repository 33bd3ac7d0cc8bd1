"""The seeded generator every state keeps: SplitMix64 behind the ``random.Random`` interface.

Why not ``random.Random`` itself: its Mersenne Twister state is 625 words, and copying it
(``getstate``/``setstate``) cost ~15 us, three times the whole clone budget of DESIGN.md.  This
generator's state is one int, so a clone copies it for free, and shuffle/choice/randrange still
come from ``random.Random`` (they draw through ``getrandbits``).  Same seed, same sequence, on
every platform and Python version.
"""

from __future__ import annotations

import random
import sys
from collections.abc import MutableSequence
from typing import Any

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_LOOP_BELOW = 12  # shorter lists: the plain loop is as fast as setting up the lanes
_BIG_ENDIAN = sys.byteorder != "little"  # the lane read-out below assumes little-endian words
_LANE = 16  # bytes per lane: a 64x64-bit product must not spill into the next lane
_LANES: dict[int, tuple[int, int, int, range, range]] = {}


def _lanes(k: int) -> tuple[int, int, int, range, range]:
    """Constants for ``k`` lanes (cached per length): one in each lane, lane i holding
    ``(i + 1) * golden``, the 64-bit mask in each lane, and the loop's index and bound ranges."""
    t = _LANES.get(k)
    if t is None:
        one = (1).to_bytes(_LANE, "little")
        ones = int.from_bytes(one * k, "little")
        steps = int.from_bytes(b"".join(((i + 1) * _GOLDEN).to_bytes(_LANE, "little") for i in range(k)), "little")
        t = _LANES[k] = (ones, steps, ones * _MASK, range(k, 0, -1), range(k + 1, 1, -1))
    return t


def _draws(s: int, k: int) -> tuple[list[int], range, range]:
    """The next ``k`` SplitMix64 outputs from state ``s`` (without advancing it), in order.

    All ``k`` states ``s + (i + 1) * golden`` sit in 128-bit lanes of one int, and each step of
    the mixer is one big-int operation over every lane; the mask after each xor-shift clears the
    bits that the shift brought down from the next lane, before a multiply could carry them up.
    """
    ones, steps, m64, ri, rm = _lanes(k)
    z = (s * ones + steps) & m64
    z = (((z ^ (z >> 30)) & m64) * _MIX1) & m64
    z = (((z ^ (z >> 27)) & m64) * _MIX2) & m64
    z ^= z >> 31
    return memoryview(z.to_bytes(_LANE * k, "little")).cast("Q")[::2].tolist(), ri, rm


_BOUND_BITS: dict[int, list[tuple[int, int]]] = {}
_ONE_BYTE = 256  # a shuffle of at most this many items has every swap index below 256


def _bound_bits(k: int) -> list[tuple[int, int]]:
    """For the ``k`` draws of a shuffle of ``k + 1`` items (lane ``t``'s bound ``k + 1 - t``):
    per bit ``b`` of a bound, the lanes whose bound has it, as 64 one bits each (cached per ``k``)."""
    out = _BOUND_BITS.get(k)
    if out is None:
        on, off = b"\xff" * 8 + b"\x00" * 8, b"\x00" * _LANE
        out = []
        for b in range((k + 1).bit_length()):
            mask = int.from_bytes(b"".join(on if (k + 1 - t) >> b & 1 else off for t in range(k)), "little")
            if mask:
                out.append((b, mask))
        _BOUND_BITS[k] = out
    return out


def _swap_indexes(s: int, k: int) -> bytes:
    """The swap indexes ``(z * m) >> 64`` of a shuffle's ``k`` draws from state ``s`` (draw ``t``
    bounded by ``m = k + 1 - t``), for ``k < 256``: as ``_draws``, and the products taken lane by
    lane too, each bound a sum of its bits (the lanes with bit ``b`` of their bound, shifted by
    ``b``), so that Python reads the indexes off one byte per lane instead of multiplying 64-bit
    ints one by one."""
    ones, steps, m64, _, _ = _lanes(k)
    z = (s * ones + steps) & m64
    z = (((z ^ (z >> 30)) & m64) * _MIX1) & m64
    z = (((z ^ (z >> 27)) & m64) * _MIX2) & m64
    z ^= z >> 31
    p = 0
    for b, mask in _bound_bits(k):
        p += (z & mask) << b  # below 2**73: a lane's product stays in its 128 bits
    return (p >> 64).to_bytes(_LANE * k, "little")[::_LANE]


class TableRng(random.Random):
    """A small, fast, seedable generator whose whole state is the int ``_s``."""

    _s: int

    def __init__(self, seed: int = 0) -> None:  # noqa: D401 - Random's signature
        self._s = 0
        super().__init__(seed)

    def seed(self, a: object = None, version: int = 2) -> None:
        if a is None:
            a = random.SystemRandom().getrandbits(64)
        if not isinstance(a, int):
            a = hash(a)
        self._s = a & _MASK
        self.gauss_next = None

    def _next(self) -> int:
        s = self._s = (self._s + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        return (self._next() >> 11) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k: int) -> int:
        if k <= 64:
            return self._next() >> (64 - k) if k else 0
        out, got = 0, 0
        while got < k:
            out = (out << 64) | self._next()
            got += 64
        return out >> (got - k)

    def _randbelow(self, n: int) -> int:
        """``Random._randbelow_with_getrandbits`` (what ``randrange``, ``choice`` and ``sample``
        draw through), with this generator's step written in: the same draws, without two
        Python calls per draw (a deal's set-aside cards are put back at random places)."""
        k = n.bit_length()
        if k > 64:
            r = self.getrandbits(k)
            while r >= n:
                r = self.getrandbits(k)
            return r
        shift = 64 - k
        s = self._s
        while True:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            r = (z ^ (z >> 31)) >> shift
            if r < n:
                self._s = s
                return r

    def shuffle(self, x: MutableSequence[Any]) -> None:
        """Fisher-Yates with one 64-bit draw per card (multiply-shift, bias below 2**-50).

        The draws of a shuffle are SplitMix64 outputs of the states ``s + k * golden``, which do
        not depend on one another: ``_draws`` computes them all at once with big-int lane
        arithmetic (each a C-level pass), leaving only the swaps to Python.  Same permutation and
        final state as the card-by-card loop (``shuffle_loop``, kept as the reference); ~2x faster
        on a deal.
        """
        n = len(x)
        if n <= _LOOP_BELOW or _BIG_ENDIAN:
            self.shuffle_loop(x)
            return
        if n <= _ONE_BYTE:  # the indexes come as bytes (``_swap_indexes``): a deal ~15% faster
            k = n - 1
            for i, j in zip(range(k, 0, -1), _swap_indexes(self._s, k), strict=True):
                x[i], x[j] = x[j], x[i]
            self._s = (self._s + k * _GOLDEN) & _MASK
            return
        zs, ri, rm = _draws(self._s, n - 1)
        for i, m, z in zip(ri, rm, zs, strict=True):
            j = (z * m) >> 64
            x[i], x[j] = x[j], x[i]
        self._s = (self._s + (n - 1) * _GOLDEN) & _MASK

    def shuffle_loop(self, x: MutableSequence[Any]) -> None:
        """The shuffle card by card: the reference ``shuffle`` must equal (and its small-list path)."""
        s = self._s
        for i in range(len(x) - 1, 0, -1):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            x[i], x[j] = x[j], x[i]
        self._s = s

    def shuffle_tail(self, n: int, k: int) -> list[int]:
        """The last ``k`` items of ``range(n)`` shuffled by ``shuffle``, last first (the order
        ``pop()`` takes them), advancing the generator exactly as that shuffle does.

        Why: a deal that looks only at the top few cards of a full shuffle (Uno 52's draw for the
        first dealer: one card per seat from 240) need not shuffle them all.  Fisher-Yates fixes
        position ``i`` at its step ``n - 1 - i``, so the top ``k`` cards are the first ``k`` steps,
        played on a sparse map of the positions they touched."""
        s0 = self._s
        out: list[int] = []
        moved: dict[int, int] = {}
        get = moved.get
        steps = min(k, n - 1) if n > 1 else 0
        # the draws at once (``_draws``) past a few, as ``shuffle`` takes them
        zs = _draws(s0, steps)[0] if steps >= _LOOP_BELOW and not _BIG_ENDIAN else self._outputs(s0, steps)
        draws = zip(range(n - 1, n - 1 - steps, -1), range(n, n - steps, -1), zs, strict=True)
        for i, m, z in draws:
            j = (z * m) >> 64
            vi = get(i, i)
            out.append(get(j, j))
            moved[j] = vi
        if n and len(out) < k:  # every step played: the first position is the bottom card
            out.append(get(0, 0))
        self._s = (s0 + max(n - 1, 0) * _GOLDEN) & _MASK
        return out

    @staticmethod
    def _outputs(s: int, k: int) -> list[int]:
        """The next ``k`` outputs from state ``s``, one by one (``_draws`` for short runs)."""
        out = []
        for _ in range(k):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            out.append(z ^ (z >> 31))
        return out

    def getstate(self) -> int:  # type: ignore[override]  # the whole state is one int, not Random's tuple
        return self._s

    def setstate(self, state: Any) -> None:
        self._s = int(state)

    def copy(self) -> TableRng:
        r = TableRng()
        r._s = self._s
        return r
