"""The normal bot's dark calls (issue 33: the normal bots called 2◦ in every dark deal): about a fair
share of the tricks, never more (kids_poker.md section 11), answering the standings and the calls
already made, from public facts only."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.games.kids_poker.bot import dark_call
from cardtable.games.kids_poker.state import schedule
from tests.helpers import play

RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
HANDS = [[r + s for r in RANKS] for s in "shdc"]  # four 9-card hands: the whole pack
DARK = next(i for i, d in enumerate(schedule(4)) if d.kind == "dark") + 1  # deal 21 of 25


def call_of(seat: int, scores: list[int], bids: list[int | None] | None = None) -> int:
    pos = {"deal": DARK, "dealer": 0, "hands": HANDS, "scores": scores, "dark": []}
    if bids is not None:
        pos["bids"] = bids
        pos["dark"] = [s for s, b in enumerate(bids) if b is not None]
    m = play("kids_poker", 4, pos)
    assert m.to_act() == [seat]
    return dark_call(m.view(seat), m.hand)


def test_a_quarter_under_the_fair_share_with_even_scores():
    assert call_of(1, [0, 0, 0, 0]) == 2  # 9 cards / 4 players = 2.25: 0.75 x 2.25 rounds to 2


def test_less_when_leading_the_fair_share_when_far_behind():
    assert call_of(1, [0, 100, 0, 0]) == 1
    assert call_of(1, [100, 0, 0, 0]) == 2  # int(2.25): never more than the fair share


def test_no_more_than_the_earlier_calls_leave():
    assert call_of(0, [0, 0, 0, 0], [None, 3, 3, 2]) == 1  # 1 trick left for the dealer


def test_the_calls_of_a_match_are_not_one_number():
    spec = get_game("kids_poker")
    calls = set()
    first = next(i for i, d in enumerate(schedule(3)) if d.kind == "dark") + 1
    for seed in range(6):
        m = Match(spec, spec.options_model.parse({"first_deal": first}), 3, seed)
        rng = random.Random(seed)
        while len(m.sheet.rows) < 3:  # the three dark deals of a 3-player match
            s = m.to_act()[0]
            a = spec.normal_bot(m.view(s), rng)
            if a.endswith(" dark"):
                calls.add(a)
            m.apply(s, a)
    assert len(calls) >= 2, calls


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_never_more_than_the_fair_share(n):
    m = Match(get_game("kids_poker"), get_game("kids_poker").options_model.parse(
        {"first_deal": next(i for i, d in enumerate(schedule(n)) if d.kind == "dark") + 1}), n, 3)
    seat = m.to_act()[0]
    assert 1 <= dark_call(m.view(seat), m.hand) <= max(1, m.hand.deal.cards // n)
