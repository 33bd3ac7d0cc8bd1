"""kids_poker.md section 10 worked examples, the options of section 7, and the unlooked hand."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.ismcts import make_hard_bot
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.match import Match
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction, View, determinize
from cardtable.games.kids_poker.spec import SPEC
from cardtable.games.kids_poker.state import BID, DECK, PLAY, schedule
from tests.helpers import play

G = "kids_poker"
ALL = list(DECK.texts)


def rest(*used: str) -> list[str]:
    return [t for t in ALL if t not in used]


# -- worked examples ---------------------------------------------------------------------------------
def test_example1_schedule_for_four_players():
    sched = schedule(4)
    assert len(sched) == 25
    assert [d.cards for d in sched[:20]] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert [(d.kind, d.cards) for d in sched[20:]] == [("dark", 9)] * 4 + [("golden", 9)]
    assert all(d.trump == "d" for d in sched)
    assert [len(schedule(n)) for n in (2, 3, 4, 5)] == [39, 29, 25, 23]


def last_trick(bids, taken, dark=(), deal=5, winner_last=3, options=None):
    """Four players, the last trick of deal ``deal``: A leads 6♣, the card of seat ``winner_last`` wins."""
    hands = [["6c"], ["7c"], ["8c"], ["9c"]]
    hands[winner_last] = ["Ac"]
    cards = [h[0] for h in hands]
    sched = schedule(4)
    n_cards = sched[deal - 1].cards
    played = rest(*cards)[:4 * (n_cards - 1)]
    pos = {"hands": hands, "dealer": 3, "deal": deal, "bids": bids, "taken": taken, "dark": list(dark),
           "played": played, "leader": 0}
    acts = [(s, f"play {cards[s]}") for s in range(4)]
    return play(G, 4, pos, acts, options=options)


def test_example2_ordinary_scoring():
    m = last_trick([3, 2, 3, 0], [3, 4, 0, 0], deal=8)  # D wins the last trick: D pass with 1
    assert m.sheet.rows[0].extra["taken"] == [3, 4, 0, 1]
    assert m.sheet.rows[0].points == [30, 4, -30, 1]
    m = last_trick([0, 0, 3, 0], [0, 0, 1, 1], deal=3, winner_last=2)
    assert m.sheet.rows[0].points == [5, 5, -10, 1]
    m = last_trick([0, 1, 1, 0], [0, 1, 0, 1], deal=3, winner_last=3)
    assert m.sheet.rows[0].points[3] == 2  # pass, t=2 -> +2


def test_example3_dark_and_golden():
    m = last_trick([2, 3, 0, 0], [2, 1, 0, 0], dark=[0, 1], deal=4, winner_last=1)
    assert m.sheet.rows[0].points[:2] == [40, -20]  # dark 2 made: +40; dark 3 with 2: -20
    m = last_trick([3, 0, 0, 5], [3, 0, 0, 5], dark=[0], deal=25)  # the golden deal, 9 cards
    assert m.hand is not None and m.over
    assert m.sheet.rows[0].points[0] == 120  # dark 3 made in the golden deal: 30 x 2 x 2
    assert m.sheet.rows[0].points[3] == 6 * 2  # bid 5, took 6: +6, golden x2
    assert m.sheet.rows[0].extra["sheet"]["label"] == "golden"


def test_example4_poker_while_holding_the_led_suit():
    # a three-card deal, B holds 8♣ Q♣ 7♠ at the first trick
    pos = {"hands": [["10c", "6d", "6s"], ["8c", "Qc", "7s"], ["Jh", "Qh", "Kh"], ["Ah", "9h", "10h"]],
           "dealer": 3, "deal": 3, "bids": [1, 1, 0, 0]}
    m = play(G, 4, pos, [(0, "play 10c")])
    assert m.legal_actions(1) == ["play 8c", "play Qc", "play 7s"]  # 7♠ HIGH, not plain
    with pytest.raises(IllegalAction):
        m.apply(1, "play 7s plain")
    m.apply(1, "play 7s")
    m.apply(2, "play Jh")
    m.apply(3, "play 9h")
    assert m.hand.taken == [0, 1, 0, 0]


def test_example5_trump_call():
    pos = {"hands": [["7s", "6c"], ["10d", "Ad"], ["Ks", "Jc"]], "dealer": 2, "deal": 2, "bids": [1, 1, 0]}
    m = play(G, 3, pos)
    assert m.legal_actions(0) == ["play 6c", "play 7s", "play 7s trumps", "play 7s plain"]
    m.apply(0, "play 7s trumps")
    assert m.legal_actions(1) == ["play Ad"]
    m.apply(1, "play Ad")
    assert m.legal_actions(2) == ["play Ks", "play Jc"]  # no diamond: any card
    m.apply(2, "play Jc")
    assert m.hand.taken == [1, 0, 0] and m.hand.turn == 0
    rng = random.Random(2)
    diamonds = {c for c in range(36) if DECK.suit_of[c] == 2}
    for _ in range(20):
        assert not diamonds & set(determinize(m.view(0), rng).hands[2])  # C showed no diamond


def test_example6_mixed_dark_and_open_bids():
    hands = [["6c", "7c", "8c", "9c", "10c"], ["6h", "7h", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"],
             ["6s", "8s", "9s", "10s", "Js"]]
    m = play(G, 4, {"hands": hands, "dealer": 3, "deal": 5})
    assert m.hand.phase == BID and m.legal_actions(0)[:2] == ["look", "bid 1 dark"]
    assert "pass dark" not in m.legal_actions(0)
    m.apply(0, "look")
    assert m.legal_actions(0) == ["pass"] + [f"bid {k}" for k in range(1, 6)]
    m.apply(0, "bid 2")
    m.apply(1, "bid 1 dark")
    m.apply(2, "look")
    m.apply(2, "pass")
    assert m.view(3).state.hands[3] == [UNKNOWN] * 5  # D has not looked
    m.apply(3, "bid 3 dark")
    assert m.hand.phase == PLAY and m.view(3).state.hands[3] == m.hand.hands[3]
    assert m.hand.public_info()["calls"] == ["2", "1◦", "–", "3◦"]
    m = last_trick([2, 1, 0, 3], [2, 1, 0, 1], dark=[1, 3], deal=5)
    row = m.sheet.rows[0]
    assert row.points == [20, 20, 5, -20]
    assert [c[0] for c in row.extra["sheet"]["cells"]] == ["2", "1◦", "–", "3◦"]
    assert [c[1] for c in row.extra["sheet"]["cells"]] == ["2", "1", "0", "2"]  # the tricks won (issue 33)


# -- the poker's finer points, options -----------------------------------------------------------------
def test_the_poker_as_only_spade_is_excused_from_following():
    pos = {"hands": [["As", "6c"], ["7s", "9d"], ["Ks", "Qs"]], "dealer": 2, "deal": 2, "bids": [1, 1, 0]}
    m = play(G, 3, pos, [(0, "play As")])
    assert m.legal_actions(1) == ["play 9d", "play 7s", "play 7s plain"]
    m.apply(1, "play 9d")
    spades = {c for c in range(36) if DECK.suit_of[c] == 0}
    left = spades - {DECK.by_text["7s"][0]}
    assert m.hand.voids[-1][1] == frozenset(left)  # he may still hold the poker


def test_a_poker_led_high_is_followed_as_a_spade_and_wins():
    pos = {"hands": [["7s", "6c"], ["As", "Ad"], ["Kd", "Jc"]], "dealer": 2, "deal": 2, "bids": [1, 1, 0]}
    m = play(G, 3, pos, [(0, "play 7s")])
    assert m.legal_actions(1) == ["play As"]
    m.apply(1, "play As")
    assert m.legal_actions(2) == ["play Kd"]
    m.apply(2, "play Kd")
    assert m.hand.taken == [1, 0, 0]


def test_a_plain_poker_lead_loses_to_a_higher_spade():
    pos = {"hands": [["7s", "6c"], ["As", "Ad"], ["Kd", "Jc"]], "dealer": 2, "deal": 2, "bids": [1, 1, 0]}
    m = play(G, 3, pos, [(0, "play 7s plain"), (1, "play As"), (2, "play Kd")])
    assert m.hand.taken == [0, 0, 1]  # the K♦ trumps


def test_without_the_poker_rule_the_seven_is_ordinary():
    pos = {"hands": [["7s", "6c"], ["As", "Ad"], ["Kd", "Jc"]], "dealer": 2, "deal": 2, "bids": [1, 1, 0]}
    m = play(G, 3, pos, options={"poker_card": False})
    assert m.legal_actions(0) == ["play 7s", "play 6c"]
    m.apply(0, "play 7s")
    m.apply(1, "play As")
    m.apply(2, "play Kd")
    assert m.hand.taken == [0, 0, 1]


def test_dark_deals_no_look_no_pass_unless_allowed():
    m = play(G, 2, {"hands": [rest()[:18], rest()[18:36]], "dealer": 1, "deal": 37})
    assert m.hand.deal.kind == "dark"
    assert m.legal_actions(0) == [f"bid {k} dark" for k in range(1, 19)]
    m = play(G, 2, {"hands": [rest()[:18], rest()[18:36]], "dealer": 1, "deal": 37},
             options={"dark_pass_allowed": True})
    assert m.legal_actions(0)[0] == "pass dark"
    m.apply(0, "pass dark")
    m.apply(1, "bid 3 dark")
    assert m.hand.looked == 3


def test_hook_rule_and_failed_pass_option():
    pos = {"hands": [["6c", "7c"], ["6d", "7d"], ["6h", "7h"]], "dealer": 2, "deal": 2, "bids": [1, 0, None]}
    m = play(G, 3, pos, options={"hook_rule": True})
    assert m.legal_actions(2) == ["look", "bid 2 dark"]  # a dark 1 would make 2 as well
    m.apply(2, "look")
    assert m.legal_actions(2) == ["pass", "bid 2"]
    m = last_trick([0, 0, 0, 0], [0, 0, 0, 1], deal=2, options={"failed_pass_scoring": "minus_10_per_trick"})
    assert m.sheet.rows[0].points == [5, 5, 5, -20]
    m = last_trick([0, 0, 0, 2], [4, 3, 0, 1], dark=[3], deal=25, options={"golden_multiplier": 3})
    assert m.sheet.rows[0].points == [12, 9, 15, 120]  # x3 golden; D's dark 2 made: 20 x 2 x 3


def test_position_errors():
    with pytest.raises(RecordError, match="position.looked"):
        play(G, 2, {"hands": [rest()[:18], rest()[18:36]], "dealer": 1, "deal": 37, "looked": [0]})
    with pytest.raises(RecordError, match="hands.0"):
        play(G, 2, {"hands": [["6c"], ["7c"]], "deal": 2})


# -- the unlooked hand never leaks ------------------------------------------------------------------------
def test_an_unlooked_hand_is_hidden_from_its_owner_his_bot_and_his_determinizations():
    m = Match(SPEC, SPEC.options_model(first_deal=9), 4, 6)  # a 9-card deal
    seat = m.to_act()[0]
    real = list(m.hand.hands[seat])
    view = m.view(seat)
    assert view.state.hands[seat] == [UNKNOWN] * 9
    assert all(c not in real for z in view.state.zones() for c in z.cards)
    rng = random.Random(4)
    dealt = [determinize(view, rng).hands[seat] for _ in range(30)]
    assert len({tuple(sorted(h)) for h in dealt}) > 20  # dealt at random, like every unseen card
    # a hand is read by nobody else either
    for other in range(4):
        assert m.view(other).state.hands[seat] == [UNKNOWN] * 9
    # the bots decide the same whatever the real hand: swap it with another unseen hand
    other_seat = (seat + 1) % 4
    twin = m.hand.clone()
    twin.hands[seat], twin.hands[other_seat] = twin.hands[other_seat], twin.hands[seat]
    v1 = View(seat, m.hand.masked(seat), m.hand.legal_actions(seat), scores=[0, 0, 0, 0])
    v2 = View(seat, twin.masked(seat), twin.legal_actions(seat), scores=[0, 0, 0, 0])
    assert v1.state.fingerprint() == v2.state.fingerprint()
    hard = make_hard_bot(SPEC, time_s=None, max_iters=20)
    assert hard(v1, random.Random(1)) == hard(v2, random.Random(1))
    assert SPEC.normal_bot(v1, random.Random(1)) == SPEC.normal_bot(v2, random.Random(1))
    m.apply(seat, "look")
    assert m.view(seat).state.hands[seat] == real
    assert m.view(other_seat).state.hands[seat] == [UNKNOWN] * 9


def test_the_normal_bot_bids_dark_when_far_behind():
    m = Match(SPEC, SPEC.options_model(first_deal=9), 4, 6)
    seat = m.to_act()[0]
    view = m.view(seat)
    assert SPEC.normal_bot(view, random.Random(1)) == "look"
    view.scores = [100 if s != seat else 0 for s in range(4)]
    assert SPEC.normal_bot(view, random.Random(1)) == "bid 2 dark"  # 9 cards / 4 players
