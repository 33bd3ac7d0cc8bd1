"""TableRng.shuffle (lane arithmetic) against its card-by-card reference, pinned deals, uniformity.

The fast shuffle must give the very permutation and final generator state of the loop it
replaced, or every record and save would deal differently; the pins below were taken from the
loop before the change.
"""

from __future__ import annotations

import hashlib
import itertools
import random
from collections import Counter

import pytest

from cardtable.cli.usage import load_spec
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.rng import TableRng


@pytest.mark.parametrize("n", [0, 1, 2, 3, 11, 12, 13, 14, 32, 36, 52, 54, 104, 107, 108, 116, 240, 300])
def test_shuffle_equals_the_loop(n: int) -> None:
    seeds = random.Random(n)
    for _ in range(60):
        seed = seeds.getrandbits(64)
        fast, slow = TableRng(seed), TableRng(seed)
        a, b = list(range(n)), list(range(n))
        fast.shuffle(a)
        slow.shuffle_loop(b)
        assert a == b
        assert fast.getstate() == slow.getstate()
        assert fast.random() == slow.random()  # the stream goes on identically


def test_shuffle_equals_the_loop_on_any_items_and_states() -> None:
    """Lists of objects (not ids), states near 2**64 (the lane carries), repeated shuffles."""
    edge = [0, 1, (1 << 64) - 1, (1 << 64) - 0x9E3779B97F4A7C15, 0x8000000000000000]
    for seed in edge:
        fast, slow = TableRng(seed), TableRng(seed)
        a = [f"c{i}" for i in range(108)]
        b = list(a)
        for _ in range(5):
            fast.shuffle(a)
            slow.shuffle_loop(b)
            assert a == b
        assert fast.getstate() == slow.getstate()


def test_pinned_shuffle_and_deals() -> None:
    """Values taken with the old card-by-card shuffle: records and saves deal as before."""
    x = list(range(108))
    r = TableRng(42)
    r.shuffle(x)
    assert x[:12] == [59, 31, 40, 11, 32, 101, 48, 39, 56, 46, 93, 38]
    r = TableRng(42)
    r.shuffle(x)
    assert r.getstate() == 2391376802751831281
    # the state's fields sorted by name: the pin holds where a field's slot is declared (issue 31
    # moved opts, dealer and phase into State's own slots); the same values as before that move
    pins = {"uno": "72642117c6352769", "durak": "d780f0529644ecff", "hundred_one": "0916f9a4d376a293",
            "black_jack": "1bfcdde664c420e1"}
    for gid, pin in pins.items():
        load_spec(gid)
        spec = get_game(gid)
        fp = Match(spec, spec.options_model(), 4, 2026).hand.fingerprint()
        assert hashlib.sha256(repr(sorted(fp)).encode()).hexdigest()[:16] == pin, gid


def test_shuffle_is_deterministic_per_seed() -> None:
    def deal(seed: int) -> list[int]:
        x = list(range(108))
        TableRng(seed).shuffle(x)
        return x

    assert deal(7) == deal(7)
    assert deal(7) != deal(8)
    assert sorted(deal(9)) == list(range(108))


def test_shuffle_is_uniform() -> None:
    """Chi-square sanity checks (fixed seeds, so deterministic): all 24 orders of 4 items (the
    loop path), and every item's place in a 16-item list (the lane path)."""
    r = TableRng(2026)
    counts = Counter()
    for _ in range(24_000):
        x = [0, 1, 2, 3]
        r.shuffle(x)
        counts[tuple(x)] += 1
    assert set(counts) == set(itertools.permutations(range(4)))
    chi = sum((v - 1000) ** 2 / 1000 for v in counts.values())
    assert chi < 49.7  # df 23, p = 0.001

    n, rounds = 16, 16_000
    places = [[0] * n for _ in range(n)]
    for _ in range(rounds):
        x = list(range(n))
        r.shuffle(x)
        for place, item in enumerate(x):
            places[item][place] += 1
    want = rounds / n
    for item in range(n):
        chi = sum((v - want) ** 2 / want for v in places[item])
        assert chi < 37.7, item  # df 15, p = 0.001 (16 tests: a false alarm is ~1.6%, but seeds are fixed)
    # and consecutive shuffles are not correlated: item 0's place in one and in the next
    pairs = Counter()
    prev = None
    for _ in range(rounds):
        x = list(range(n))
        r.shuffle(x)
        p = x.index(0) // 4
        if prev is not None:
            pairs[prev, p] += 1
        prev = p
    want = (rounds - 1) / 16
    chi = sum((pairs[a, b] - want) ** 2 / want for a in range(4) for b in range(4))
    assert chi < 37.7


@pytest.mark.parametrize("n", [0, 1, 2, 3, 12, 13, 14, 240])
def test_shuffle_tail_is_the_top_of_the_shuffle(n: int) -> None:
    """``shuffle_tail`` gives the cards a full shuffle would put on top, in pop order, and leaves
    the generator where that shuffle leaves it (Uno 52's draw for the first dealer relies on it)."""
    for k in (0, 1, 3, 11, 12, 13, 32, 300):
        for seed in [*range(20), (1 << 64) - 1]:
            full, tail = TableRng(seed), TableRng(seed)
            cards = list(range(n))
            full.shuffle(cards)
            assert tail.shuffle_tail(n, k) == cards[::-1][:k]
            assert tail.getstate() == full.getstate()


def test_randbelow_draws_as_random_does() -> None:
    """``TableRng._randbelow`` (randrange, choice, sample) is ``Random._randbelow_with_getrandbits``
    with the generator's step inlined: the same numbers and the same state after each draw."""

    class Reference(TableRng):
        _randbelow = random.Random._randbelow_with_getrandbits

    for seed in range(300):
        a, b = TableRng(seed * 977), Reference(seed * 977)
        for n in (1, 2, 3, 5, 64, 239, 240, 2**40 + 3, 2**64, 2**64 + 5, 2**70 - 1):
            assert a.randrange(n) == b.randrange(n)
            assert a.getstate() == b.getstate()
        items = list(range(30))
        assert a.choice(items) == b.choice(items)
        assert a.sample(items, 5) == b.sample(items, 5)
        assert a.getstate() == b.getstate()


@pytest.mark.parametrize("n", [15, 40, 99, 200, 255, 256, 257])
def test_shuffle_by_byte_indexes_equals_the_loop(n: int) -> None:
    """Up to 256 items ``shuffle`` reads its swap indexes as bytes of lane products
    (``rng._swap_indexes``); at the boundary and below it, the same permutations as the loop."""
    seeds = random.Random(n * 7)
    for _ in range(150):
        seed = seeds.getrandbits(64)
        fast, slow = TableRng(seed), TableRng(seed)
        a, b = list(range(n)), list(range(n))
        fast.shuffle(a)
        slow.shuffle_loop(b)
        assert a == b
        assert fast.getstate() == slow.getstate()
