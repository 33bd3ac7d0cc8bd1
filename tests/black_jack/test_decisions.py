"""black_jack.md section 9, decisions 18-20, as records (stacked positions + actions).

18. a queen may be the last card: it does not take the player out, he draws for the cover;
19. with ``mistake_penalty`` an illegal attempt takes the whole play of the turn back;
20. «last cards» may be called with a draw or pick-up even while a call stands.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine.cards import french_deck
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction, determinize
from cardtable.engine.voids import holds
from cardtable.games.black_jack.bot import normal_bot
from cardtable.games.black_jack.state import CALLED, CALLED_NOW, COMBO, DRAWN, NO_CALL, PLAY, QDRAWN
from tests.helpers import play, texts
from tests.test_determinize import same_view_other_truth, view_of

G = "black_jack"
MISTAKES = {"mistake_penalty": True}


def plain(m, seat: int) -> list[str]:
    return [a for a in m.legal_actions(seat) if not a.endswith(" last")]


def top(m) -> str:
    return m.hand.deck.text(m.hand.top)


def kinds(m) -> list[str]:
    return [e.kind for e in m.events]


# -- decision 18: a queen as the last card -----------------------------------------------------------
def test_18_lone_queen_is_offered_and_a_drawn_non_cover_ends_the_turn_with_the_queen_on_top():
    pos = {"hands": [["Qs"], ["9c", "Qh", "4d"]], "discard": ["4s"], "stock": ["8d"], "turn": 0}
    m = play(G, 2, pos)
    assert plain(m, 0) == ["play Qs", "draw"]  # no call is needed: a queen does not go out
    assert "play Qs last" in m.legal_actions(0)  # ... so a call may ride on it (the cover draw ends it)
    m.apply(0, "play Qs")
    h = m.hand
    assert not h.over and h.phase == COMBO and h.hands[0] == [] and "queen_last" in kinds(m)
    assert m.legal_actions(0) == ["draw", "draw last"]
    with pytest.raises(IllegalAction, match="queen must be covered"):
        m.apply(0, "done")
    m.apply(0, "draw")  # 8♦ does not cover: he holds it, the queen stays, the next player plays on it
    assert not m.sheet.rows and h.turn == 1 and top(m) == "Qs" and texts(m, 0) == ["8d"]
    assert [e.data.get("why") for e in m.events if e.kind == "draw"] == ["cover"]
    assert sorted(plain(m, 1)) == ["draw", "play Qh"]


def test_18_a_drawn_cover_may_not_take_him_out_because_the_draw_ended_his_call():
    pos = {"hands": [["Qs"], ["Ks", "9h", "4d"]], "discard": ["4s"], "stock": ["3s"], "turn": 0, "calls": [0]}
    m = play(G, 2, pos, [(0, "play Qs")])
    h = m.hand
    assert not h.over and h.calls[0] == CALLED  # the standing call did not make the queen go out
    m.apply(0, "draw")
    assert h.phase == QDRAWN and h.calls[0] == NO_CALL and plain(m, 0) == ["pass"]
    with pytest.raises(IllegalAction, match="earlier turn"):
        m.apply(0, "play 3s")
    m.apply(0, "pass last")  # a call after the draw stands from the next turn
    assert not h.over and top(m) == "Qs" and texts(m, 0) == ["3s"] and h.calls[0] == CALLED and h.turn == 1
    m.apply(1, "play Ks")  # the next player plays on the queen normally
    assert h.turn == 0 and plain(m, 0) == ["play 3s", "draw"]
    m.apply(0, "play 3s")
    assert m.sheet.rows[0].winners == [0]


def test_18_a_play_that_ends_on_a_queen_and_empties_the_hand_goes_on_to_the_cover():
    pos = {"hands": [["Ks", "Qs"], ["9c", "9h"]], "discard": ["4s"], "stock": ["Ah"], "turn": 0, "calls": [0]}
    m = play(G, 2, pos, [(0, "play Ks")])
    assert plain(m, 0) == ["play Qs", "done"]  # the queen links and may empty the hand
    m.apply(0, "play Qs")
    h = m.hand
    assert not h.over and h.phase == COMBO and h.combo == h.deck.parse_many(["Ks", "Qs"])
    m.apply(0, "draw last")  # the ace covers; the call made with the draw counts from the next turn
    assert h.phase == QDRAWN and h.calls[0] == CALLED_NOW and plain(m, 0) == ["pass"]
    m.apply(0, "pass")
    assert top(m) == "Qs" and h.calls[0] == CALLED and h.turn == 1


def test_18_a_joker_copying_a_queen_may_be_the_last_card_and_needs_its_cover():
    pos = {"hands": [["X1"], ["9c", "9h"]], "discard": ["4h", "Qh"], "stock": ["5h"], "turn": 0}
    m = play(G, 2, pos, options={"jokers": True})
    assert "play X1" in plain(m, 0)
    m.apply(0, "play X1")
    h = m.hand
    assert not h.over and h.phase == COMBO and plain(m, 0) == ["draw"]
    m.apply(0, "draw")
    assert h.phase == QDRAWN and plain(m, 0) == ["pass"]


def test_18_a_cover_draw_holding_one_card_shows_it_is_no_queen_and_nothing_more():
    # one card left without a call: only a queen (which may be the last card) could have followed Q♠;
    # a cover could not (it would go out), so that card may be a cover, and the drawn Q♥ (no cover)
    # is a queen: no void may claim that one of the two cards avoids both sets
    pos = {"hands": [["Qs", "8s"], ["9c", "9h"]], "discard": ["4s"], "stock": ["Qh"], "turn": 0}
    m = play(G, 2, pos, [(0, "play Qs")])
    assert plain(m, 0) == ["draw"]
    m.apply(0, "draw")
    h = m.hand
    (seat, follow, n, sure), = h.voids
    assert (seat, n, sure) == (0, 1, True) and h.turn == 1 and texts(m, 0) == ["8s", "Qh"]
    assert {h.deck.text(c) for c in follow} == {"Qs", "Qh", "Qd", "Qc"}  # Q♠ itself lies on the pile
    assert holds(h.voids, 0, h.hands[0])
    for seed in range(50):
        det = determinize(m.view(1), random.Random(seed))
        assert holds(det.voids, 0, det.hands[0])
    # with an empty hand the drawn card is the whole hand: its miss is a void of one card
    pos = {"hands": [["Qs"], ["9c", "9h"]], "discard": ["4s"], "stock": ["Qh"], "turn": 0}
    m = play(G, 2, pos, [(0, "play Qs"), (0, "draw")])
    (seat, cover, n, sure), = m.hand.voids
    assert (seat, n) == (0, 1) and m.hand.deck.ids("Ks")[0] in cover and m.hand.deck.ids("Qh")[0] not in cover


def test_18_normal_bot_plays_its_lone_queen_then_draws_for_the_cover():
    pos = {"hands": [["Qs"], ["9c", "9h"]], "discard": ["4s"], "stock": ["8d"], "turn": 0}
    m = play(G, 2, pos)
    assert normal_bot(m.view(0), random.Random(3)) == "play Qs"
    m.apply(0, "play Qs")
    assert normal_bot(m.view(0), random.Random(3)) == "draw"


def test_18_normal_bot_prefers_going_out_to_a_play_ending_on_a_queen():
    pos = {"hands": [["Ks", "Qs"], ["9c", "9h"]], "discard": ["4s"], "turn": 0, "calls": [0]}
    m = play(G, 2, pos)
    assert normal_bot(m.view(0), random.Random(1)) == "play Qs"  # Q♠ then K♠ goes out; K♠ Q♠ does not
    m.apply(0, "play Qs")
    assert normal_bot(m.view(0), random.Random(1)) == "play Ks"
    m.apply(0, "play Ks")
    assert m.sheet.rows[0].winners == [0]


# -- decision 19: a mistake takes the whole play back ------------------------------------------------
def test_19_an_illegal_card_in_a_play_takes_every_card_of_the_play_back():
    pos = {"hands": [["5c", "5s", "6s", "9h", "Kd"], ["9c", "9d"]], "discard": ["3d", "5d"], "stock": ["2c"],
           "turn": 0}
    m = play(G, 2, pos, [(0, "play 5c"), (0, "play 5s")], options=MISTAKES)
    h = m.hand
    m.apply(0, "play 9h")  # 9♥ does not link to 5♠
    assert kinds(m)[-4:-2] == ["mistake", "take_back"]
    assert h.turn == 0 and h.phase == PLAY and h.combo == [] and top(m) == "5d"
    assert texts(m, 0) == sorted(["5c", "5s", "6s", "9h", "Kd", "2c"])
    assert [h.deck.text(c) for c in h.discard] == ["3d", "5d"]
    taken = h.deck.parse_many(["5c", "5s"])
    assert all(h.known.get(c) for c in taken)  # everyone saw the cards go back
    assert all(c in m.view(1).state.hands[0] for c in taken)
    m.apply(0, "play 5s")  # his turn starts again
    assert top(m) == "5s"


def test_19_cards_taken_back_are_public_and_determinize_reads_only_the_view():
    pos = {"hands": [["5c", "5s", "6s", "9h", "Kd"], ["9c", "9d", "4h"]], "discard": ["3d", "5d"], "turn": 0}
    m = play(G, 2, pos, [(0, "play 5c"), (0, "play 5s"), (0, "play 9h")], options=MISTAKES)
    h = m.hand
    taken = set(h.deck.parse_many(["5c", "5s"]))
    view = view_of(h, 1)
    assert taken <= set(view.state.hands[0]) and len(view.state.hands[0]) == 6
    rng = random.Random(4)
    for seed in range(30):
        other = same_view_other_truth(h, 1, rng)
        d1 = determinize(view, random.Random(seed))
        d2 = determinize(view_of(other, 1), random.Random(seed))
        assert d1.fingerprint() == d2.fingerprint() and taken <= set(d1.hands[0])
        assert holds(d1.voids, 0, d1.hands[0])


def test_19_the_named_suit_and_the_drawn_card_start_are_restored():
    pos = {"hands": [["4c", "5c", "Kd", "9h"], ["9s", "9d"]], "discard": ["8c", "Ah"], "suit": "c",
           "stock": ["7h"], "turn": 0}
    m = play(G, 2, pos, [(0, "play 4c"), (0, "play 9h")], options=MISTAKES)
    h = m.hand
    assert h.phase == PLAY and h.active_suit() == h.T.suit[h.deck.ids("4c")[0]] and top(m) == "Ah"
    # a play that began with the drawn card goes back to choosing what to do with it
    pos = {"hands": [["4d", "9c"], ["9s", "9d"]], "discard": ["8h"], "stock": ["8c", "Ks"], "turn": 0}
    m = play(G, 2, pos, [(0, "draw"), (0, "play 8c")], options=MISTAKES)
    h = m.hand
    assert h.phase == COMBO and plain(m, 0) == ["play 9c", "done"]
    m.apply(0, "play 4d")
    assert h.phase == DRAWN and h.hands[0][h.drawn_at] == h.deck.ids("8c")[0] and top(m) == "8h"
    assert plain(m, 0) == ["play 8c", "pass"] and texts(m, 0) == ["4d", "8c", "9c", "Ks"]


def test_19_going_out_without_a_call_mid_play_and_a_drawn_cover_that_may_not_go_out():
    pos = {"hands": [["Qh", "5h"], ["9s", "9c"]], "discard": ["8h"], "stock": ["Kc"], "turn": 0}
    m = play(G, 2, pos, [(0, "play Qh")], options=MISTAKES)
    assert plain(m, 0) == ["draw"]  # 5♥ covers but would empty the hand without a call
    m.apply(0, "play 5h")
    h = m.hand
    assert h.phase == PLAY and top(m) == "8h" and texts(m, 0) == ["5h", "Kc", "Qh"] and not m.sheet.rows
    pos = {"hands": [["Qs"], ["9c", "9h"]], "discard": ["4s"], "stock": ["3s", "6d"], "turn": 0}
    m = play(G, 2, pos, [(0, "play Qs"), (0, "draw"), (0, "play 3s")], options=MISTAKES)
    h = m.hand
    assert h.phase == PLAY and top(m) == "4s" and texts(m, 0) == ["3s", "6d", "Qs"]


def test_19_a_reshuffle_during_a_play_keeps_the_play_and_the_card_beneath_it():
    deck = french_deck(52)
    mine, pile = ["Jh", "Qh", "Kd", "8c"], ["5h", "6h", "Jd"]
    rest = [c.text for c in deck.cards if c.text not in mine + pile]
    pos = {"hands": [mine, rest], "discard": pile, "turn": 0}
    acts = [(0, "play Jh"), (0, "play Qh"), (0, "draw")]  # the stock is empty: the draw reshuffles
    m = play(G, 2, pos, acts, options=MISTAKES)
    h = m.hand
    assert h.phase == QDRAWN and [h.deck.text(c) for c in h.discard] == ["Jd", "Jh", "Qh"]
    m.apply(0, "play 8c")
    assert [h.deck.text(c) for c in h.discard] == ["Jd"] and texts(m, 0) == sorted(mine + ["5h", "6h"])
    assert sum(len(x) for x in h.hands) + len(h.discard) + len(h.stock) == 52
    m = play(G, 2, pos, acts)  # without mistake_penalty only the top card stays
    assert [m.hand.deck.text(c) for c in m.hand.discard] == ["Qh"]


# -- decision 20: calling with a draw or pick-up while a call stands ----------------------------------
def test_20_a_pick_up_may_renew_a_standing_call():
    pos = {"hands": [["2h", "4d", "5d"], ["2s", "9d"]], "discard": ["8h"], "turn": 0, "calls": [1]}
    m = play(G, 2, pos, [(0, "play 2h")])
    assert m.legal_actions(1) == ["play 2s", "draw", "draw last"]
    m.apply(1, "draw last")
    assert len(m.hand.hands[1]) == 4 and m.hand.calls[1] == CALLED
    m = play(G, 2, pos, [(0, "play 2h"), (1, "draw")])
    assert m.hand.calls[1] == NO_CALL  # the pick-up ended the old call
    with pytest.raises(RecordError, match="already called"):
        play(G, 2, pos, [(0, "play 2h"), (1, "play 2s last")])


def test_20_the_call_made_with_a_draw_counts_from_the_next_turn():
    pos = {"hands": [["Kd"], ["Kc", "9s"]], "discard": ["8c"], "stock": ["Kh", "3d"], "turn": 0, "calls": [0]}
    m = play(G, 2, pos, [(0, "draw last"), (1, "play Kc")])
    h = m.hand
    assert h.calls[0] == CALLED and h.turn == 0 and texts(m, 0) == ["Kd", "Kh"]
    m.apply(0, "play Kd")
    m.apply(0, "play Kh")
    assert m.sheet.rows[0].winners == [0]
    m = play(G, 2, pos, [(0, "draw"), (1, "play Kc"), (0, "play Kd")])
    assert m.hand.turn == 1 and texts(m, 0) == ["Kh"]  # without the renewed call K♥ may not follow


def test_20_normal_bot_renews_its_call_with_a_draw_but_not_with_a_pick_up():
    pos = {"hands": [["Kd"], ["Kc", "9s"]], "discard": ["8c"], "stock": ["Kh"], "turn": 0, "calls": [0]}
    m = play(G, 2, pos)
    assert normal_bot(m.view(0), random.Random(1)) == "draw last"
    pos = {"hands": [["2h", "4d", "5d"], ["9s", "9d"]], "discard": ["8h"], "turn": 0, "calls": [1]}
    m = play(G, 2, pos, [(0, "play 2h")])
    assert normal_bot(m.view(1), random.Random(1)) == "draw"
