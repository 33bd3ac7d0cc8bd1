"""The draw for the first dealer reads only the top of its shuffle (``TableRng.shuffle_tail``):
the same dealer, draws and generator state as drawing from the whole shuffled deck."""

from __future__ import annotations

from cardtable.engine.rng import TableRng
from cardtable.games.uno52.spec import _draw_for_dealer, first_dealer
from cardtable.games.uno52.tables import tables52


def test_first_dealer_equals_the_draw_from_a_whole_shuffle() -> None:
    size = len(tables52().deck)
    ties = 0
    for seed in range(1500):
        seats = [0, 1, 2, 3][: 2 + seed % 3]
        fast, full = TableRng(seed), TableRng(seed)
        cards = list(range(size))
        full.shuffle(cards)
        want = _draw_for_dealer(cards, seats)
        assert first_dealer(fast, seats) == want
        assert fast.getstate() == full.getstate()
        ties += want is not None and len(want[1]) > 1
    assert ties > 100  # ties were drawn again, some of them more than once


def test_a_draw_past_the_top_shuffles_the_whole_deck(monkeypatch) -> None:
    from cardtable.games.uno52 import spec

    monkeypatch.setattr(spec, "FIRST_DRAW_TOP", 2)  # four seats need four cards: the fallback runs
    size = len(tables52().deck)
    for seed in range(50):
        fast, full = TableRng(seed), TableRng(seed)
        cards = list(range(size))
        full.shuffle(cards)
        assert first_dealer(fast, [0, 1, 2, 3]) == _draw_for_dealer(cards, [0, 1, 2, 3])
        assert fast.getstate() == full.getstate()
