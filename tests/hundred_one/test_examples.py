"""hundred_one.md section 10 worked examples and the edge cases around them, as stacked positions."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.match import Match
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction
from cardtable.games.hundred_one.options import HundredOneOptions
from cardtable.games.hundred_one.spec import SPEC
from cardtable.games.hundred_one.state import COVER, DRAWN, OPEN, PLAY, SUIT
from tests.helpers import play, texts

G = "hundred_one"


def plays(m: Match, seat: int) -> list[str]:
    return [a for a in m.legal_actions(seat) if a.startswith("play")]


# -- worked examples ---------------------------------------------------------------------------------
def test_example1_must_play_the_only_fitting_card():
    m = play(G, 3, {"hands": [["7c", "8c"], ["9c", "Kd", "6s"], ["10c", "Jc"]], "discard": ["9h"], "turn": 1})
    assert m.legal_actions(1) == ["play 9c"]
    with pytest.raises(IllegalAction, match="must play"):
        m.apply(1, "draw")
    m.apply(1, "play 9c")
    assert m.hand.turn == 2


def test_example2_seven_of_spades_draws_four_and_skips():
    m = play(G, 4, {"hands": [["7s", "8c"], ["9c"], ["10c"], ["Jc"]], "discard": ["7h"], "turn": 0},
             [(0, "play 7s")])
    assert len(m.hand.hands[1]) == 1 + 4
    assert m.hand.turn == 2


def test_example3_six_is_covered_by_its_player_drawing_until_a_cover():
    m = play(G, 4, {"hands": [["8c"], ["9c"], ["6d", "6c", "Jh"], ["10c", "Kh"]], "discard": ["9d"],
                    "stock": ["10s", "Qh"], "turn": 2}, [(2, "play 6d")])
    h = m.hand
    assert h.phase == COVER and h.turn == 2
    assert plays(m, 2) == ["play 6c"]  # J♥ does not fit the 6♦
    m.apply(2, "play 6c")
    assert h.phase == COVER and h.turn == 2  # a 6 used as cover must be covered too
    assert m.legal_actions(2) == ["draw"]
    m.apply(2, "draw")  # 10♠: no cover
    assert m.legal_actions(2) == ["draw"] and h.turn == 2
    m.apply(2, "draw")  # Q♥ covers and must be played
    assert m.legal_actions(2) == ["play Qh"]
    m.apply(2, "play Qh")
    assert h.phase == SUIT
    m.apply(2, "suit c")
    assert h.turn == 3 and h.active_suit() == 3
    assert plays(m, 3) == ["play 10c"]
    assert texts(m, 2) == ["10s", "Jh"]


def test_example4_queen_finish_and_lone_queen_scoring():
    m = play(G, 4, {"hands": [["Ac", "9d"], ["Qs"], ["Qh"], ["Qd", "8c"]], "discard": ["7h"], "turn": 1},
             [(1, "play Qs")])
    row = m.sheet.rows[0]
    assert row.extra["raw"] == [11, -40, 20, 11]
    assert row.winners == [1]


def test_example5_exact_101_resets_and_over_101_eliminates():
    m = play(G, 4, {"hands": [["Ac", "9d"], ["Qs"], ["Qh"], ["Qd", "8c"]], "discard": ["7h"], "turn": 1,
                    "scores": [90, 0, 85, 96]}, [(1, "play Qs")])
    assert m.sheet.totals() == [0, -40, 105, 107]
    assert m.eliminated == {2, 3}
    assert not m.over and m.hand_no == 2
    assert m.sheet.rows[0].extra["resets"] == [0]
    # the next round is dealt to the two players left only
    assert m.hand.hands[2] == [] and m.hand.hands[3] == []
    assert sum(len(h) for h in m.hand.hands) == 2 * 4


def test_example6_ace_as_last_card_does_not_end_the_round():
    m = play(G, 3, {"hands": [["Ah"], ["9c", "Kc"], ["Kh", "8h"]], "discard": ["10h"], "stock": ["Kd"], "turn": 0},
             [(0, "play Ah")])
    h = m.hand
    assert not h.over and h.hands[0] == [] and h.turn == 2  # P1 skipped
    m.apply(2, "play Kh")
    assert m.legal_actions(0) == ["draw"]
    m.apply(0, "draw")
    assert h.phase == DRAWN and m.legal_actions(0) == ["play Kd", "pass"]
    m.apply(0, "play Kd")
    row = m.sheet.rows[0]
    assert row.winners == [0] and row.extra["raw"] == [0, 4, 8]


def test_example7_alternative_five_previous_draws_next_skipped():
    m = play(G, 3, {"hands": [["5h", "8c"], ["9c"], ["10c"]], "discard": ["5d"], "turn": 0},
             [(0, "play 5h")], options={"alternative_101": True})
    h = m.hand
    assert len(h.hands[2]) == 1 + 2 and len(h.hands[1]) == 1
    assert h.turn == 2


# -- the deal and the dealer's opening --------------------------------------------------------------
def dealt(n: int, deal_size: int, dealer_cards: list[str], seed: int = 3) -> tuple[list[str], int]:
    """A stacked deck whose dealer gets ``dealer_cards`` (last one dealt last), for ``seed``'s dealer."""
    probe = play(G, n, seed=seed)
    dealer = probe.dealer
    fill = iter(["9c", "9d", "9s", "9h", "10c", "10d", "10s", "10h", "Jc", "Jd", "Js", "Jh", "8c", "8d", "8s", "8h"])
    deck = []
    for r in range(deal_size):
        for k in range(1, n + 1):
            s = (dealer + k) % n
            deck.append(dealer_cards[r] if s == dealer else next(fill))
    return deck, dealer


def test_dealer_opens_with_his_last_dealt_card():
    deck, dealer = dealt(3, 4, ["8c", "8d", "8s", "Kh"])
    m = play(G, 3, deck=deck, seed=3)
    h = m.hand
    assert h.phase == OPEN and m.to_act() == [dealer]
    assert m.legal_actions(dealer) == ["play Kh"]
    m.apply(dealer, "play Kh")
    assert len(h.hands[dealer]) == 3 and h.turn == (dealer + 1) % 3


def test_dealer_opens_with_any_card_option():
    deck, dealer = dealt(3, 4, ["8c", "8d", "8s", "Kh"])
    m = play(G, 3, deck=deck, seed=3, options={"dealer_first_card": "any"})
    assert sorted(m.legal_actions(dealer)) == ["play 8c", "play 8d", "play 8s", "play Kh"]


def test_opening_seven_hits_left_neighbour_and_opening_queen_names_suit():
    deck, dealer = dealt(4, 4, ["8c", "8d", "8s", "7h"])
    m = play(G, 4, deck=deck, seed=3)
    m.apply(dealer, "play 7h")
    left = (dealer + 1) % 4
    assert len(m.hand.hands[left]) == 4 + 2 and m.hand.turn == (dealer + 2) % 4
    deck, dealer = dealt(4, 5, ["Kc", "Kd", "Ks", "Ac", "Qh"])
    m = play(G, 4, deck=deck, seed=3, options={"deal_size": 5})
    m.apply(dealer, "play Qh")
    assert m.hand.phase == SUIT and m.to_act() == [dealer]
    m.apply(dealer, "suit s")
    assert m.hand.turn == (dealer + 1) % 4


def test_opening_five_alternative_hits_right_neighbour_skips_left():
    deck, dealer = dealt(4, 4, ["8c", "8d", "8s", "5c"])
    m = play(G, 4, deck=deck, seed=3, options={"alternative_101": True})
    m.apply(dealer, "play 5c")
    h = m.hand
    assert len(h.hands[(dealer - 1) % 4]) == 4 + 2
    assert h.turn == (dealer + 2) % 4


def test_opening_six_is_covered_by_the_dealer():
    deck, dealer = dealt(3, 4, ["6c", "8d", "8s", "6h"])
    m = play(G, 3, deck=deck, seed=3)
    m.apply(dealer, "play 6h")
    assert m.hand.phase == COVER and m.to_act() == [dealer]
    assert plays(m, dealer) == ["play 6c"]


# -- turn rules ---------------------------------------------------------------------------------------
def test_unplayable_draw_passes_the_turn_and_playable_draw_may_be_kept():
    m = play(G, 2, {"hands": [["8c", "9c"], ["7d"]], "discard": ["Kh"], "stock": ["10s"], "turn": 0},
             [(0, "draw")])
    assert m.hand.turn == 1 and texts(m, 0) == ["10s", "8c", "9c"]
    m = play(G, 2, {"hands": [["8c", "9c"], ["7d"]], "discard": ["Kh"], "stock": ["10h"], "turn": 0},
             [(0, "draw")])
    assert m.legal_actions(0) == ["play 10h", "pass"]
    m.apply(0, "pass")
    assert m.hand.turn == 1 and m.hand.phase == PLAY


def test_seven_with_two_players_same_player_moves_again():
    m = play(G, 2, {"hands": [["7h", "8c"], ["9c"]], "discard": ["10h"], "turn": 0}, [(0, "play 7h")])
    assert m.hand.turn == 0 and len(m.hand.hands[1]) == 3


def test_king_of_spades_draws_five_other_kings_nothing():
    m = play(G, 3, {"hands": [["Ks", "Kh", "8c"], ["9c"], ["10c"]], "discard": ["10s"], "turn": 0},
             [(0, "play Ks")])
    assert len(m.hand.hands[1]) == 6 and m.hand.turn == 2
    m = play(G, 3, {"hands": [["Kh", "8c"], ["9c"], ["10c"]], "discard": ["10h"], "turn": 0}, [(0, "play Kh")])
    assert len(m.hand.hands[1]) == 1 and m.hand.turn == 1


def test_ace_skips_next_player():
    m = play(G, 3, {"hands": [["Ah", "8c"], ["9c"], ["10c"]], "discard": ["10h"], "turn": 0}, [(0, "play Ah")])
    assert m.hand.turn == 2 and len(m.hand.hands[1]) == 1


def test_queen_goes_on_anything_and_next_must_follow_named_suit():
    m = play(G, 2, {"hands": [["Qc", "8c"], ["9d", "Jd", "Qh", "8h"]], "discard": ["10h"], "turn": 0},
             [(0, "play Qc"), (0, "suit d")])
    assert sorted(plays(m, 1)) == ["play 9d", "play Jd", "play Qh"]


def test_six_cannot_be_the_last_card_and_cover_passes_when_nothing_to_draw():
    m = play(G, 2, {"hands": [["6h"], ["9c", "8c"]], "discard": ["10h"], "turn": 0}, [(0, "play 6h")])
    h = m.hand
    assert not h.over and h.phase == COVER and m.legal_actions(0) == ["draw"]
    # empty the stock and the pile under the 6: nothing left to draw
    h.hands[1] += h.stock + h.discard[:-1]
    h.stock, h.discard = [], h.discard[-1:]
    assert m.legal_actions(0) == ["pass"]
    m.apply(0, "pass")
    assert h.turn == 1 and h.phase == PLAY and h.deck.text(h.top) == "6h"


def test_finishing_on_a_six_cover_wins():
    m = play(G, 2, {"hands": [["6h", "8h"], ["9c", "Kc"]], "discard": ["10h"], "turn": 0},
             [(0, "play 6h"), (0, "play 8h")])
    assert m.sheet.rows[0].winners == [0] and m.sheet.rows[0].extra["raw"] == [0, 4]


def test_effect_cards_finish_when_the_option_is_off():
    pos = {"hands": [["7h"], ["9c", "Kc"], ["Ac"]], "discard": ["10h"], "turn": 0}
    m = play(G, 3, pos, [(0, "play 7h")], options={"no_finish_on_effect_cards": False})
    assert m.sheet.rows[0].winners == [0]
    assert m.sheet.rows[0].extra["raw"] == [0, 4, 11]  # the round ended at once: nobody drew


def test_czech_nine_does_not_finish():
    pos = {"hands": [["9h"], ["9c", "Kc"], ["Ac"]], "discard": ["10h"], "turn": 0}
    m = play(G, 3, pos, [(0, "play 9h")])
    assert m.sheet.rows and m.sheet.rows[0].winners == [0]
    m = play(G, 3, pos, [(0, "play 9h")], options={"czech_no_finish_on_nine": True})
    assert not m.sheet.rows and m.hand.hands[0] == [] and m.hand.turn == 1


def test_zero_card_player_scores_zero_when_another_wins():
    m = play(G, 3, {"hands": [["Ah"], ["9c", "Kc"], ["Kh"]], "discard": ["10h"], "turn": 0},
             [(0, "play Ah"), (2, "play Kh")])
    assert m.hand_no == 2
    assert m.sheet.rows[0].winners == [2] and m.sheet.rows[0].extra["raw"] == [0, 4, 0]


# -- scoring, totals and the match -------------------------------------------------------------------
def test_every_queen_option_and_lone_queen_default():
    pos = {"hands": [["8h"], ["Qc", "Qs", "9c"], ["Qh"]], "discard": ["10h"], "turn": 0}
    m = play(G, 3, pos, [(0, "play 8h")])
    assert m.sheet.rows[0].extra["raw"] == [0, 6, 20]
    m = play(G, 3, pos, [(0, "play 8h")], options={"queen_in_hand": "every_queen"})
    assert m.sheet.rows[0].extra["raw"] == [0, 60, 20]


def test_exact_101_kept_when_reset_is_off():
    pos = {"hands": [["8h"], ["Ac"], ["9c"]], "discard": ["10h"], "turn": 0, "scores": [0, 90, 0]}
    m = play(G, 3, pos, [(0, "play 8h")], options={"exact_101_reset": False})
    assert m.sheet.totals() == [0, 101, 0] and not m.eliminated


def test_minus_101_reset_and_czech_below_minus_101():
    pos = {"hands": [["Qs"], ["Ac"], ["9c"]], "discard": ["10h"], "turn": 0, "scores": [-61, 0, 0]}
    m = play(G, 3, pos, [(0, "play Qs")])
    assert m.sheet.totals() == [0, 11, 0]
    m = play(G, 3, pos, [(0, "play Qs")], options={"exact_minus_101_reset": False})
    assert m.sheet.totals() == [-101, 11, 0] and not m.eliminated
    pos["scores"] = [-70, 0, 0]
    m = play(G, 3, pos, [(0, "play Qs")])
    assert m.sheet.totals()[0] == -110 and not m.eliminated
    m = play(G, 3, pos, [(0, "play Qs")], options={"czech_below_minus_101_out": True})
    assert m.eliminated == {0} and not m.over


def test_last_player_left_wins_and_ranking_is_reverse_elimination_order():
    # P2 and P3 were out earlier (P2 first); now P0 goes over 101
    pos = {"hands": [["Ac", "Ad"], ["8h"], [], []], "discard": ["10h"], "turn": 1, "scores": [95, 0, 120, 130],
           "eliminated": [2, 3]}
    m = play(G, 4, pos, [(1, "play 8h")])
    assert m.over and m.ranking == [2, 1, 3, 3]


def test_same_round_eliminations_smaller_total_first():
    m = play(G, 3, {"hands": [["8h"], ["Ac", "Ad"], ["Ac", "10c"]][:2] + [["As", "10s"]], "discard": ["10h"],
                    "turn": 0, "scores": [0, 90, 85]}, [(0, "play 8h")])
    # P1 90+22=112, P2 85+21=106: both out in one round, P2 (smaller) ranks above P1
    assert m.over and m.ranking == [1, 3, 2]


def test_everyone_out_in_one_round_round_winner_wins():
    pos = {"hands": [["Qs"], ["Ac", "Ad"]], "discard": ["10h"], "turn": 0, "scores": [-80, 95]}
    m = play(G, 2, pos, [(0, "play Qs")], options={"czech_below_minus_101_out": True})
    assert m.eliminated == {0, 1} and m.over and m.ranking == [1, 2]


def test_next_dealer_rotates_skipping_the_eliminated_or_is_the_winner():
    pos = {"hands": [["Ac", "9d"], ["Qs"], ["Qh"], ["Qd", "8c"]], "discard": ["7h"], "turn": 1, "dealer": 1,
           "scores": [0, 0, 85, 0]}
    m = play(G, 4, pos, [(1, "play Qs")])
    assert m.eliminated == {2} and m.dealer == 3
    m = play(G, 4, pos, [(1, "play Qs")], options={"next_dealer": "winner"})
    assert m.dealer == 1 and m.hand.turn == 1 and m.hand.phase == OPEN


def test_player_limits_depend_on_the_deck():
    with pytest.raises(ValueError, match="up to 8 with alternative_101"):
        SPEC.check_players(6, HundredOneOptions())
    SPEC.check_players(8, HundredOneOptions(alternative_101=True))
    with pytest.raises(RecordError, match="2-5 players"):
        play(G, 6)
    m = play(G, 8, options={"alternative_101": True, "deal_size": 5})
    assert sum(len(h) for h in m.hand.hands) == 40 and len(m.hand.deck) == 52


def test_reshuffle_keeps_the_top_card():
    m = play(G, 2, {"hands": [["8c", "9c"], ["7d"]], "discard": ["Jh", "10s", "Kh"], "turn": 0})
    h = m.hand
    h.discard = h.stock + h.discard
    h.stock = []
    m.apply(0, "draw")
    assert h.deck.text(h.top) == "Kh" and len(h.discard) == 1 and len(h.stock) > 20


def test_illegal_actions_say_why_and_change_nothing():
    m = play(G, 2, {"hands": [["8c", "9h"], ["7d"]], "discard": ["Kh"], "turn": 0})
    before = m.hand.fingerprint()
    for action, reason in (("play 8c", "does not fit"), ("play As", "do not hold"), ("suit h", "only right after"),
                           ("pass", "only after drawing"), ("fly", "unknown action"), ("play Zz", "no card")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(0, action)
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply(1, "play 7d")
    assert m.hand.fingerprint() == before


def test_position_errors_are_reported():
    with pytest.raises(RecordError, match="needs a 'suit'"):
        play(G, 2, {"hands": [["8c"], ["7d"]], "discard": ["Qh"], "turn": 0})
    with pytest.raises(RecordError, match="hands.0.1: 8c is placed more times"):
        play(G, 2, {"hands": [["8c", "8c"], ["7d"]], "discard": ["Kh"]})


def test_normal_bot_keeps_to_the_notes():
    from cardtable.games.hundred_one.bot import normal_bot

    # finishes on a queen when it can
    m = play(G, 2, {"hands": [["Qh"], ["7d", "8d"]], "discard": ["Kc"], "turn": 0})
    assert normal_bot(m.view(0), random.Random(1)) == "play Qh"
    # sheds the ace before the nine
    m = play(G, 2, {"hands": [["Ac", "9c", "8h"], ["7d", "8d"]], "discard": ["Kc"], "turn": 0})
    assert normal_bot(m.view(0), random.Random(1)) == "play Ac"
    # names the suit it holds most of
    m = play(G, 2, {"hands": [["Qc", "8h", "9h", "Jh", "7s"], ["7d", "8d"]], "discard": ["Kc"], "turn": 0},
             [(0, "play Qc")])
    assert normal_bot(m.view(0), random.Random(1)) == "suit h"
    # a six without a cover waits while the stock is long
    m = play(G, 2, {"hands": [["6c", "9h", "8d"], ["7d", "10d"]], "discard": ["9c"], "turn": 0})
    assert normal_bot(m.view(0), random.Random(1)) == "play 9h"


def test_views_hide_other_hands_and_the_stock():
    m = play(G, 3, seed=11)
    v = m.view(1)
    for s, hand in enumerate(v.state.hands):
        assert (s == 1) == all(c >= 0 for c in hand)
    assert all(c == -1 for c in v.state.stock)
