"""The seeded generator every state keeps: SplitMix64 behind the ``random.Random`` interface.

Why not ``random.Random`` itself: its Mersenne Twister state is 625 words, and copying it
(``getstate``/``setstate``) cost ~15 us, three times the whole clone budget of DESIGN.md.  This
generator's state is one int, so a clone copies it for free, and shuffle/choice/randrange still
come from ``random.Random`` (they draw through ``getrandbits``).  Same seed, same sequence, on
every platform and Python version.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class TableRng(random.Random):
    """A small, fast, seedable generator whose whole state is the int ``_s``."""

    _s: int

    def __init__(self, seed: int = 0) -> None:  # noqa: D401 - Random's signature
        self._s = 0
        super().__init__(seed)

    def seed(self, a=None, version: int = 2) -> None:  # type: ignore[override]
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

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        """Fisher-Yates with one 64-bit draw per card (multiply-shift, bias below 2**-50)."""
        s = self._s
        for i in range(len(x) - 1, 0, -1):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            x[i], x[j] = x[j], x[i]
        self._s = s

    def getstate(self):  # type: ignore[override]
        return self._s

    def setstate(self, state) -> None:  # type: ignore[override]
        self._s = int(state)

    def copy(self) -> TableRng:
        r = TableRng.__new__(TableRng)
        r._s = self._s
        r.gauss_next = None
        return r
