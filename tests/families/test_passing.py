"""engine.passing: simultaneous secret passing and signal races, independent of any game."""

from __future__ import annotations

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.mechanics.passing import (
    LEFT,
    RIGHT,
    forget_hand,
    neighbour,
    race_losers,
    ring_transfer,
    selection_zones,
)
from cardtable.engine.state import Vis, Zone


def test_ring_transfer_moves_every_choice_at_once():
    hands = [[1, 2], [3, 4], [5, 6]]
    sel = [[10], [11], [12]]
    known: dict[int, int] = {11: 0b100}
    moves = ring_transfer(hands, sel, LEFT, known)
    assert moves == [(0, 1, 10), (1, 2, 11), (2, 0, 12)]
    assert hands == [[1, 2, 12], [3, 4, 10], [5, 6, 11]] and sel == [[], [], []]
    assert known == {10: 0b001, 11: 0b010, 12: 0b100}  # only the giver remembers where it went
    hands, sel = [[1], [2], [3]], [[10], [11], [12]]
    ring_transfer(hands, sel, RIGHT)
    assert hands == [[1, 11], [2, 12], [3, 10]]
    assert neighbour(0, 4, RIGHT) == 3 and neighbour(3, 4, LEFT) == 0


def test_a_choice_zone_is_its_owners_alone_and_choosing_forgets_the_hand():
    zones = selection_zones([[7], []])
    assert zones[0] == Zone("sel0", [7], Vis.OWNER, 0)
    assert zones[0].visible_to(1, {}) == [UNKNOWN] and zones[0].visible_to(0, {}) == [7]
    known = {7: 0b10, 8: 0b10, 9: 0b11}
    forget_hand(known, [7, 8])
    assert known == {9: 0b11}


def test_race_losers():
    assert race_losers(4, [2], 0) is None
    assert race_losers(4, [2, 0, 3], 0) == [1]  # the last one left
    assert race_losers(4, [2, 0], 0b1010) == [1, 3]  # both let the window run out
    assert race_losers(4, [2], 0b0010) is None  # seats 0 and 3 may still copy
    assert race_losers(3, [0, 1, 2], 0) == []
