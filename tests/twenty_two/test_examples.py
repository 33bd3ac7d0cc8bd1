"""twenty_two.md section 10 worked examples, and the options of section 7, as records."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.levels import make_bot
from cardtable.bots.runner import play_match
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.match import Match
from cardtable.engine.position import PositionError
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction, determinize
from cardtable.engine.voids import holds
from cardtable.games.twenty_two.spec import SPEC
from cardtable.games.twenty_two.state import EXCHANGE, PLAY, TwentyTwoState
from tests.helpers import play

G = "twenty_two"


def plays(m: Match, seat: int) -> list[str]:
    return sorted(a[5:] for a in m.legal_actions(seat) if a.startswith("play "))


def state(m: Match) -> TwentyTwoState:
    assert isinstance(m.hand, TwentyTwoState)
    return m.hand


# -- section 10 ----------------------------------------------------------------------------------------
def test_example1_single_cards():
    pos = {"dealer": 3, "hands": [["8h", "4c", "6c"], ["8s", "9c", "2d"], ["3s", "5s", "7s"], ["Jd", "10d", "4d"]]}
    m = play(G, 4, pos, actions=[(0, "play 8h")])
    assert m.to_act() == [1]
    assert plays(m, 1) == ["2d", "8s", "9c"]  # heads with 8 or 9, or ducks with the lowest
    m.apply(1, "play 8s")
    assert state(m).trick_seats[state(m).win_idx] == 1  # equal heads: the later 8 is best
    assert plays(m, 2) == ["3s"]  # 5 or 7 neither heads nor is the lowest
    with pytest.raises(IllegalAction, match="lowest"):
        m.apply(2, "play 5s")
    m.apply(2, "play 3s")
    m.apply(3, "play Jd")
    assert state(m).last_winner == 3 and m.to_act() == [3] and not state(m).trick


def test_example2_pairs_and_each_card():
    pos = {"dealer": 3, "hands": [["7h", "7s", "Qc", "2h"], ["2c", "4c", "9c", "Kc"], ["3d", "4d", "5d", "6d"],
                                  ["Ah", "5h", "8s", "10c"]]}
    m = play(G, 4, pos, actions=[(0, "play 7h")])
    assert "done" in m.legal_actions(0) and plays(m, 0) == ["7s"]
    m.apply(0, "play 7s")  # no third 7: the lead closes itself
    assert state(m).m == 2 and m.to_act() == [1]
    m.apply(1, "play 2c")
    assert plays(m, 1) == ["4c", "9c", "Kc"]  # 2,4 ducks; 2,9 and 2,K head by the top card
    m.apply(1, "play Kc")
    assert plays(m, 2) == ["3d", "4d"]  # nothing of C's reaches the K: his two lowest
    m.apply(2, "play 3d")
    m.apply(2, "play 4d")
    m.apply(3, "play Ah")
    m.apply(3, "play 5h")
    assert state(m).last_winner == 3 and m.to_act() == [3]
    # card by card: 2,K is illegal (2 < 7 and 2,K are not B's two lowest)
    e = play(G, 4, pos, options={"set_beat_rule": "each_card"}, actions=[(0, "play 7h"), (0, "play 7s"),
                                                                         (1, "play 2c")])
    assert plays(e, 1) == ["4c"]
    with pytest.raises(IllegalAction):
        e.apply(1, "play Kc")


def test_example3_the_leader_keeps_a_card():
    pos = {"dealer": 1, "hands": [["9h", "9s", "9d"], ["2c", "3c", "4c"]]}
    m = play(G, 2, pos, actions=[(0, "play 9h")])
    assert plays(m, 0) == ["9d", "9s"] and "done" in m.legal_actions(0)
    m.apply(0, "play 9s")
    assert state(m).m == 2 and m.to_act() == [1]  # a third 9 is never offered
    one = play(G, 2, pos, actions=[(0, "play 9h"), (0, "done")])
    assert state(one).m == 1 and one.to_act() == [1]
    single = play(G, 2, pos, options={"multi_card_leads": False}, actions=[(0, "play 9h")])
    assert state(single).m == 1


def test_example4_the_last_trick():
    pos = {"dealer": 2, "hands": [["Qh"], ["Qs"], ["4c"]], "scores": [3, 0, 5]}
    m = play(G, 3, pos, actions=[(0, "play Qh"), (1, "play Qs"), (2, "play 4c")])
    row = m.sheet.rows[-1]
    assert row.points == [0, 10, 0] and row.extra["losers"] == [1]
    assert m.sheet.totals() == [3, 10, 5]
    h = state(m)
    assert h.dealer == 1 and h.size == 10 and all(len(h.hands[s]) == 10 for s in range(3))
    assert h.piles[1] == [h.deck.by_text["Qs"][0]]  # the losing card stays out of the pack
    assert h.deck.by_text["Qs"][0] not in h.stock


def test_last_trick_ties_all_score():
    pos = {"dealer": 2, "hands": [["Qh"], ["Qs"], ["4c"]]}
    m = play(G, 3, pos, options={"last_trick_ties": "all_score"},
             actions=[(0, "play Qh"), (1, "play Qs"), (2, "play 4c")])
    assert m.sheet.rows[-1].points == [10, 10, 0]
    assert state(m).dealer == 1  # the last of the losers deals


def test_example5_the_short_pack():
    # the loser's ace joins two cards in other piles: 3 out of a 52-card pack, 49 // 6 = 8 each, 1 stock
    hands = [["2h"], ["3h"], ["4h"], ["5h"], ["6h"], ["Ah"]]
    pos = {"dealer": 5, "hands": hands, "piles": [["2c"], ["3c"], [], [], [], []]}
    m = play(G, 6, pos, actions=[(s, f"play {hands[s][0]}") for s in range(6)])
    h = state(m)
    assert m.sheet.rows[-1].points[5] == 11
    assert h.size == 8 and len(h.stock) == 1 and all(len(x) == 8 for x in h.hands)
    assert h.phase == EXCHANGE  # one card to change, for the first player only


def test_example6_elimination_and_the_dealer_who_deals_out():
    pos = {"dealer": 2, "hands": [["2h"], ["3h"], ["5h"], ["7h"]], "piles": [[], [], [], ["8c", "7d"]],
           "scores": [0, 0, 0, 15]}
    m = play(G, 4, pos, actions=[(3, "play 7h"), (0, "play 2h"), (1, "play 3h"), (2, "play 5h")])
    row = m.sheet.rows[-1]
    assert row.points == [0, 0, 0, 7] and row.extra["eliminated"] == [3]
    assert 3 in m.eliminated and not m.over
    h = state(m)
    assert h.dealer == 3 and h.seats == [0, 1, 2] and h.size == 7
    assert h.hands[3] == [] and all(len(h.hands[s]) == 7 for s in range(3))
    assert h.piles[3] == [] and len(h.stock) == 52 - 21  # D's pile went back into the pack
    assert h.phase == EXCHANGE and m.to_act() == [0]  # the player on D's left exchanges first and leads
    assert h.public_info()["dealer_out"]
    m.apply(0, "pass")
    m.apply(1, "pass")
    m.apply(2, "pass")
    assert h.phase == PLAY and m.to_act() == [0]
    # the next hand is dealt by its loser among the three: D is gone for good
    play_match(m, [make_bot(SPEC, "normal")] * 4, 1, max_hands=2)
    if not m.over:
        assert 3 not in state(m).seats and state(m).dealer != 3


def test_eliminated_cards_may_stay_out():
    pos = {"dealer": 2, "hands": [["2h"], ["3h"], ["5h"], ["7h"]], "piles": [[], [], [], ["8c", "7d"]],
           "scores": [0, 0, 0, 15]}
    m = play(G, 4, pos, options={"eliminated_cards_return": False},
             actions=[(3, "play 7h"), (0, "play 2h"), (1, "play 3h"), (2, "play 5h")])
    h = state(m)
    assert len(h.piles[3]) == 3 and len(h.stock) == 49 - 21


def test_example7_exchange_with_a_short_stock():
    # 11 cards each after an ace; 5 cards in piles; pack 47 -> stock 3; dealer D
    ranks = "2 3 4 5 6 7 8 9 10 J Q K A".split()
    deck = [r + s for s in "shdc" for r in ranks]
    piles = [["2s", "3s"], ["4s"], ["5s", "6s"], []]
    used = {c for p in piles for c in p}
    free = [c for c in deck if c not in used]
    hands = [free[i * 11:(i + 1) * 11] for i in range(4)]
    stock = free[44:47]
    pos = {"dealer": 3, "phase": "exchange", "hands": hands, "piles": piles, "stock": stock}
    m = play(G, 4, pos)
    h = state(m)
    assert h.phase == EXCHANGE and m.to_act() == [0] and len(h.stock) == 3
    m.apply(0, f"discard {hands[0][0]}")
    m.apply(0, f"discard {hands[0][1]}")
    m.apply(0, "draw")
    assert h.exchanged[0] == 2 and sorted(h.hands[0]) == sorted(h.deck.parse_many(hands[0][2:] + stock[:2]))
    m.apply(1, f"discard {hands[1][0]}")
    assert m.legal_actions(1) == ["draw"]  # only one card left to draw: B changes one
    with pytest.raises(IllegalAction, match="stock holds only 1"):
        m.apply(1, f"discard {hands[1][1]}")
    m.apply(1, "draw")
    assert h.phase == PLAY and m.to_act() == [0]  # the stock is empty: C and D cannot exchange
    assert h.public_info()["exchanged"] == [2, 1, None, None]


# -- options and edges ----------------------------------------------------------------------------------
def test_must_head_if_able_forbids_a_duck_that_could_head():
    pos = {"dealer": 1, "hands": [["8h", "4c", "6c"], ["9s", "2d", "3d"]]}
    free = play(G, 2, pos, actions=[(0, "play 8h")])
    assert plays(free, 1) == ["2d", "9s"]
    strict = play(G, 2, pos, options={"must_head_if_able": True}, actions=[(0, "play 8h")])
    assert plays(strict, 1) == ["9s"]


def test_a_duck_shows_a_void_and_must_head_shows_more():
    pos = {"dealer": 1, "hands": [["Kh", "4c", "6c"], ["9s", "3d", "Qd"]]}
    m = play(G, 2, pos, actions=[(0, "play Kh"), (1, "play 3d")])
    h = state(m)
    (seat, cards, n, sure), = h.voids
    assert seat == 1 and n == 2 and sure
    assert cards == frozenset(h.deck.by_text[t][0] for t in ("2s", "2h", "2d", "2c"))  # nothing below the 3
    pos = {"dealer": 1, "hands": [["Kh", "4c", "6c"], ["9s", "3d", "Qd"]]}
    m = play(G, 2, pos, options={"must_head_if_able": True}, actions=[(0, "play Kh"), (1, "play 3d")])
    h = state(m)
    (_, cards, _, _), = h.voids
    assert h.deck.by_text["2c"][0] in cards and h.deck.by_text["As"][0] in cards  # below the 3, K and up
    assert holds(h.voids, 1, h.hands[1])
    for seed in range(20):  # a search never deals seat 1 a card the duck ruled out
        d = determinize(m.view(0), random.Random(seed))
        assert holds(d.voids, 1, d.hands[1])


def test_exchanged_cards_stay_hidden_from_the_others():
    pos = {"dealer": 1, "phase": "exchange", "hands": [["Ah", "Kh", "2c"], ["3c", "4c", "5c"]],
           "stock": ["9d", "8d", "7d"]}
    m = play(G, 2, pos, actions=[(0, "discard Ah"), (0, "discard Kh")])
    other, mine = m.view(1), m.view(0)
    ids = m.hand.deck.by_text
    secret = {ids["Ah"][0], ids["Kh"][0], ids["9d"][0], ids["8d"][0]}
    for z in other.state.zones():
        assert not secret & set(z.cards), f"zone {z.name} shows an exchanged card to seat 1"
    assert other.state.discards[0] == [UNKNOWN, UNKNOWN]
    assert mine.state.discards[0] == [ids["Ah"][0], ids["Kh"][0]]
    for e in other.events:
        assert not ({e.data.get("card")} | set(e.data.get("cards", []))) & secret
    m.apply(0, "draw")
    other = m.view(1)
    assert other.state.public_info()["exchanged"] == [2, None]
    for z in other.state.zones():
        assert not secret & set(z.cards)
    assert all(not (set(e.data.get("cards", [])) & secret) for e in other.events)
    assert sorted(m.view(0).state.hands[0]) == sorted([ids["2c"][0], ids["9d"][0], ids["8d"][0]])


def test_first_dealer_is_the_highest_draw():
    for seed in range(10):
        m = Match(SPEC, SPEC.options_model(), 4, seed)
        rounds = state(m).first_draw
        rank = state(m).deck.rank_of
        last = rounds[-1]
        top = max(rank[c] for _, c in last)
        assert [s for s, c in last if rank[c] == top] == [m.dealer]
        for r in rounds[:-1]:  # a tie sends only the tied players to draw again
            top = max(rank[c] for _, c in r)
            assert len([s for s, c in r if rank[c] == top]) > 1


def test_two_packs_seat_eight():
    with pytest.raises(ValueError, match="up to 8 with decks=2"):
        Match(SPEC, SPEC.options_model(), 7, 1)
    opts = SPEC.options_model.parse({"decks": "2"})
    m = Match(SPEC, opts, 8, 1)
    assert len(m.hand.deck) == 104 and all(len(h) == 7 for h in state(m).hands)
    play_match(m, [make_bot(SPEC, "normal")] * 8, 1, max_hands=2)
    assert m.over and sorted(m.ranking)[0] == 1 and len(m.sheet.rows) == 2


def test_a_whole_match_ranks_in_reverse_order_of_elimination():
    m = Match(SPEC, SPEC.options_model(), 4, 3)
    play_match(m, [make_bot(SPEC, "normal")] * 4, 3)
    assert m.over
    order = m.out_order
    places = m.ranking
    survivor = [s for s in range(4) if s not in m.eliminated]
    assert len(survivor) == 1 and places[survivor[0]] == 1
    for i, group in enumerate(reversed(order)):
        assert all(places[s] == 2 + i for s in group)
    tot = m.sheet.totals()
    assert all(tot[s] >= 22 for s in m.eliminated) and tot[survivor[0]] < 22


def test_bad_positions_name_the_key():
    with pytest.raises((PositionError, RecordError), match="hands"):
        play(G, 2, {"hands": [["2h", "3h"], ["4h"]]})
    with pytest.raises((PositionError, RecordError), match="trick.0"):
        play(G, 2, {"hands": [["2h"], ["4h", "5h"]], "trick": [["9h", "8s"]], "dealer": 1})
    with pytest.raises((PositionError, RecordError), match="eliminated"):
        play(G, 2, {"hands": [["2h"], []], "eliminated": [1]})


def test_the_last_trick_stays_public_after_its_losing_card_went_to_the_pile():
    """The losing card leaves ``played`` for the scoring pile; the table still reads the whole last
    trick (``public_info`` raised on the mismatch at every hand end before)."""
    m = play(G, 2, {"dealer": 0, "hands": [["5h"], ["Kh"]]}, actions=[(1, "play Kh"), (0, "play 5h")])
    st = m.prev_hand
    assert isinstance(st, TwentyTwoState) and st.over
    info = st.public_info()
    assert info["last_trick"] == [[1, "Kh"], [0, "5h"]]
    assert info["piles"][1] == ["Kh"]
    assert st.clone().public_info()["last_trick"] == info["last_trick"]
