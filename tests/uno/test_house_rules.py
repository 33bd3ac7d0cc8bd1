"""Every Uno house rule of uno.md section 7, from the spec's examples and one edge case each."""

from __future__ import annotations

import pytest

from cardtable.engine.options import OptionsError
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction
from cardtable.games.uno.options import UnoOptions
from tests.helpers import play, texts


def top(m) -> str:
    return m.hand.deck.text(m.hand.top)


# -- stacking -----------------------------------------------------------------------------------
def test_example2_stacking_five_seats():
    hands = [["R+2", "R1", "R2"], ["G+2", "G1", "G2"], ["B+2", "B1", "B2"], ["Y+2", "Y1", "Y2"], ["R3", "G3"]]
    m = play("uno", 5, {"hands": hands, "discard": ["R5"], "turn": 0},
             [(0, "play R+2"), (1, "play G+2"), (2, "play B+2"), (3, "play Y+2")], options={"stacking": True})
    assert m.hand.pending_n == 8 and m.legal_actions(4) == ["draw"]
    m.apply(4, "draw")
    assert len(m.hand.hands[4]) == 10 and m.hand.turn == 0


def test_stacking_w4_on_w4_and_plus2_of_called_colour_adds():
    hands = [["W+4", "R1", "R2"], ["W+4", "G1", "G2"], ["B+2", "B1", "B2"], ["Y3", "Y4"]]
    m = play("uno", 4, {"hands": hands, "discard": ["Y5"], "turn": 0},
             [(0, "play W+4"), (0, "color G"), (1, "play W+4"), (1, "color B"), (2, "play B+2")],
             options={"stacking": True})
    assert m.hand.pending_n == 10 and m.hand.pending_kind == 2 and m.hand.turn == 3


def test_stacking_challenge_guilty_draws_n_innocent_draws_n_plus_2():
    hands = [["W+4", "R1", "R2"], ["W+4", "G1", "G2"], ["B3", "B4"]]
    # seat 1 holds green (current colour when it played): guilty, draws the whole N = 8
    m = play("uno", 3, {"hands": hands, "discard": ["G5"], "turn": 0},
             [(0, "play W+4"), (0, "color G"), (1, "play W+4"), (1, "color B"), (2, "challenge")],
             options={"stacking": True})
    assert len(m.hand.hands[1]) == 3 + 8 and m.hand.turn == 2 and top(m) == "W+4" and m.hand.colour == 2
    # seat 0's W+4 on red with no red... innocent: the challenger draws N + 2
    hands = [["W+4", "G1", "G2"], ["Y3", "Y4"], ["B3", "B4"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0},
             [(0, "play W+4"), (0, "color G"), (1, "challenge")], options={"stacking": True})
    assert len(m.hand.hands[1]) == 2 + 6


def test_without_stacking_w4_cannot_answer_w4():
    hands = [["W+4", "R1", "R2"], ["W+4", "G1"], ["B3", "B4"]]
    m = play("uno", 3, {"hands": hands, "discard": ["Y5"], "turn": 0}, [(0, "play W+4"), (0, "color G")])
    assert "play W+4" not in m.legal_actions(1)


# -- colour_cycle -------------------------------------------------------------------------------
def test_example5_colour_cycle_both_directions():
    m = play("uno", 3, {"hands": [["W", "R1"], ["G1", "G2"], ["B3", "B4"]], "discard": ["Y5"], "turn": 0},
             [(0, "play W")], options={"colour_cycle": True})
    assert m.hand.colour == 0 and m.hand.turn == 1  # Y -> R clockwise, no colour to choose
    m = play("uno", 3, {"hands": [["W+4", "R1"], ["G1", "G2"], ["B3", "B4"]], "discard": ["B5"], "turn": 0,
                        "direction": -1}, [(0, "play W+4")], options={"colour_cycle": True})
    assert m.hand.colour == 0 and m.hand.pending_n == 4 and m.hand.turn == 2  # B -> R counter-clockwise


# -- draw_until_playable ------------------------------------------------------------------------
def test_draw_until_playable_then_must_play():
    m = play("uno", 2, {"hands": [["G1", "G2"], ["Y5"]], "discard": ["R5"], "stock": ["B1", "Y2", "R9"],
                        "turn": 0}, [(0, "draw")], options={"draw_until_playable": True})
    assert len(m.hand.hands[0]) == 5 and m.legal_actions(0) == ["play R9"]


# -- mistake_penalty ----------------------------------------------------------------------------
def test_mistakes_cost_two_cards_and_the_turn_goes_on():
    pos = {"hands": [["G1", "R2", "R3"], ["Y5", "Y6"], ["B1", "B2"]], "discard": ["R5"], "turn": 0}
    m = play("uno", 3, pos, [(0, "play G1")], options={"mistake_penalty": True})
    assert len(m.hand.hands[0]) == 5 and m.hand.turn == 0 and top(m) == "R5"
    m = play("uno", 3, pos, [(2, "catch 1")], options={"mistake_penalty": True})  # false catch
    assert len(m.hand.hands[2]) == 4
    m = play("uno", 3, pos, [(0, "play R2 uno")], options={"mistake_penalty": True})  # false UNO call
    assert top(m) == "R2" and len(m.hand.hands[0]) == 2 + 2
    m = play("uno", 3, pos, [(1, "play Y5")], options={"mistake_penalty": True})  # false jump-in
    assert len(m.hand.hands[1]) == 4 and m.hand.turn == 0
    with pytest.raises(RecordError, match="does not match"):
        play("uno", 3, pos, [(0, "play G1")])


# -- jump_in and double_play --------------------------------------------------------------------
def test_jump_in_skips_seats_and_play_continues_from_the_jumper():
    hands = [["R7", "R1"], ["G1", "G2"], ["B1", "B2"], ["R7", "Y2", "Y3"]]
    m = play("uno", 4, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R7")],
             options={"jump_in": True})
    assert 3 in m.to_act() and "play R7" in m.legal_actions(3)
    m.apply(3, "play R7")
    assert m.hand.turn == 0 and m.hand.last_player == 3  # seats 1 and 2 lost their turns


def test_jump_in_never_on_starter_or_w4():
    m = play("uno", 3, {"hands": [["R1", "R2"], ["R5", "G2"], ["B1", "B2"]], "discard": ["R5"], "turn": 0},
             options={"jump_in": True})
    assert m.to_act() == [0]  # the starter opens no jump-in
    hands = [["W+4", "G1"], ["W+4", "G2"], ["B1", "B2"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play W+4"), (0, "color G")],
             options={"jump_in": True})
    assert "play W+4" not in m.legal_actions(1) and m.to_act()[0] == 1


def test_jump_in_on_pending_plus2_moves_it_to_next_of_jumper():
    hands = [["R+2", "R1"], ["G1", "G2"], ["R+2", "B2", "B3"], ["Y1", "Y2"]]
    m = play("uno", 4, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R+2"), (2, "play R+2")],
             options={"jump_in": True, "stacking": True})
    assert m.hand.pending_n == 4 and m.hand.turn == 3


def test_w_on_w_jump_and_twin_play():
    hands = [["W", "R1", "R2"], ["G1", "G2"], ["W", "B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play W"), (0, "color G"),
             (2, "play W"), (2, "color Y")], options={"jump_in": True})
    assert m.hand.colour == 1 and m.hand.turn == 0
    hands = [["RS", "RS", "R1"], ["G1", "G2"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play RS")],
             options={"double_play": True})
    assert 0 in m.to_act() and "play RS" in m.legal_actions(0)
    m.apply(0, "play RS")  # the twin's effect applies from seat 0 again: seat 1 is skipped again
    assert m.hand.turn == 2 and m.hand.last_player == 0 and texts(m, 0) == ["R1"]


def test_twin_chance_is_lost_when_the_next_player_acts():
    hands = [["R1", "R1", "R2"], ["R3", "G2", "G3"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R1"), (1, "play R3")],
             options={"double_play": True})
    assert 0 not in m.to_act()


# -- seven_zero ---------------------------------------------------------------------------------
def test_seven_swaps_hands_with_chosen_seat_and_owes_no_call():
    hands = [["R7", "R1"], ["G1", "G2", "G3"], ["B2", "B3", "B4", "B5"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R7")],
              options={"seven_zero": True})
    assert m.legal_actions(0) == ["swap 1", "swap 2"] and m.hand.offender == -1
    m.apply(0, "swap 2")
    assert texts(m, 0) == ["B2", "B3", "B4", "B5"] and texts(m, 2) == ["R1"] and m.hand.turn == 1
    assert m.hand.offender == -1  # one card by a transfer owes no call


def test_zero_passes_hands_in_the_direction_of_play():
    hands = [["R0", "R1", "R2"], ["G1"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R0")],
             options={"seven_zero": True})
    assert texts(m, 1) == ["R1", "R2"] and texts(m, 2) == ["G1"] and texts(m, 0) == ["B2", "B3"]


def test_seven_as_last_card_ends_the_round_without_swap():
    m = play("uno", 2, {"hands": [["R7"], ["G1", "G2"]], "discard": ["R5"], "turn": 0}, [(0, "play R7")],
             options={"seven_zero": True})
    assert m.sheet.rows[0].winners == [0]


# -- five_swap ----------------------------------------------------------------------------------
def test_five_trade_is_secret_until_both_chose():
    hands = [["R5", "R1", "W"], ["G1", "G2"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R4"], "turn": 0}, [(0, "play R5"), (0, "trade 2")],
             options={"five_swap": True})
    assert sorted(m.to_act()) == [0, 2]
    m.apply(0, "give W")
    assert m.view(2).state.gifts[0] != m.hand.gifts[0]  # seat 2 cannot see what it will get
    m.apply(2, "give B3")
    assert texts(m, 0) == ["B3", "R1"] and texts(m, 2) == ["B2", "W"] and m.hand.turn == 1


def test_five_trade_may_be_declined_and_an_owed_call_still_stands():
    hands = [["R5", "R1"], ["G1", "G2"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R4"], "turn": 0}, [(0, "play R5"), (0, "pass")],
             options={"five_swap": True})
    assert m.hand.offender == 0 and "catch 0" in m.legal_actions(1)


# -- silence ------------------------------------------------------------------------------------
def test_silent_twos_talk_costs_two_and_ends_when_owner_is_next_to_act():
    hands = [["R2", "R1", "R3"], ["G1", "R4", "R6"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R2")],
             options={"silence": "twos"})
    assert m.hand.silent()
    m.apply(2, "talk")  # off-turn chat during the silence
    assert len(m.hand.hands[2]) == 4 and not m.hand.silent()
    m = play("uno", 2, {"hands": hands[:2], "discard": ["R5"], "turn": 0}, [(0, "play R2"), (1, "play R4")],
             options={"silence": "twos"})
    assert not m.hand.silent()  # its player is the seat to act again


def test_black_silence_lasts_while_called_colour_stays():
    hands = [["W", "R1", "R3"], ["G1", "R4", "B6"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play W"), (0, "color G")],
             options={"silence": "black"})
    assert m.hand.silent()
    m.apply(1, "play G1")
    assert m.hand.silent()
    m.apply(2, "draw")
    assert "talk" in m.legal_actions(m.to_act()[0])


# -- uno_center ---------------------------------------------------------------------------------
def test_uno_center_last_slapper_and_non_slappers_draw():
    hands = [["R1", "R2"], ["G1", "G2"], ["B2", "B3"], ["Y2", "Y3"]]
    m = play("uno", 4, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R1 uno")],
             options={"uno_center": True})
    assert sorted(m.to_act()) == [1, 2, 3]
    m.apply(2, "slap")
    m.apply(1, "slap")
    m.apply(3, "pass")  # never slapped (timeout)
    sizes = [len(h) for h in m.hand.hands]
    assert sizes == [1, 4, 2, 4] and m.hand.turn == 1 and m.to_act()[0] == 1


def test_uno_center_single_opponent_draws_only_on_timeout():
    hands = [["R1", "R2"], ["G1", "G2"]]
    m = play("uno", 2, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R1 uno"), (1, "slap")],
             options={"uno_center": True})
    assert len(m.hand.hands[1]) == 2
    m = play("uno", 2, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R1 uno"), (1, "pass")],
             options={"uno_center": True})
    assert len(m.hand.hands[1]) == 4


# -- plus_ten, reverse_bounce -------------------------------------------------------------------
def test_plus_ten_and_stacking_on_it():
    hands = [["+10", "R1"], ["+10", "G1"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0},
             [(0, "play +10"), (0, "color G"), (1, "play +10"), (1, "color B")],
             options={"plus_ten": True, "stacking": True})
    assert m.hand.pending_n == 20 and m.hand.turn == 2
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play +10"), (0, "color G")],
             options={"plus_ten": True})
    assert m.legal_actions(1) == ["draw", "catch 0"]  # no answer to +10 without stacking; seat 0 forgot UNO


def test_reverse_bounce_sends_penalty_back_and_stacks_on():
    hands = [["R+2", "R1", "R3"], ["RR", "G1"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R+2"), (1, "play RR")],
             options={"reverse_bounce": True})
    assert m.hand.pending_n == 2 and m.hand.turn == 0 and m.hand.direction == -1
    hands = [["W+4", "R1", "R3"], ["GR", "G1"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0},
             [(0, "play W+4"), (0, "color G"), (1, "play GR")], options={"reverse_bounce": True})
    assert m.hand.pending_n == 4 and m.hand.turn == 0 and "challenge" not in m.legal_actions(0)


# -- play_to_last, uno_7_rounds -----------------------------------------------------------------
@pytest.mark.parametrize("scoring,expected", [
    ("winner_takes", [5, 0, 0]), ("own_points", [0, 0, 5]), ("lazy", [1, 0, 0])])
def test_play_to_last_each_scoring(scoring, expected):
    hands = [["R9"], ["R1", "R2"], ["R4", "G5"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R9")],
             options={"play_to_last": True, "scoring": scoring})
    assert m.hand_no == 1 and m.hand.out == [0] and m.hand.turn == 1  # the round goes on
    m.apply(1, "play R1 uno")
    m.apply(2, "play R4 uno")
    m.apply(1, "play R2")
    row = m.sheet.rows[0]
    assert row.points == expected and row.extra["order"] == [0, 1, 2]


def test_uno_7_rounds_refills_without_call_then_goes_out():
    m = play("uno", 2, {"hands": [["R9"], ["R1", "G2"]], "discard": ["R5"], "turn": 0}, [(0, "play R9")],
             options={"uno_7_rounds": True})
    assert len(m.hand.hands[0]) == 6 and m.hand.refill[0] == 5 and m.hand_no == 1
    assert m.hand.offender == -1
    m = play("uno", 2, {"hands": [["R9"], ["R1", "G2"]], "discard": ["R5"], "turn": 0, "refill": [0, 3]},
             [(0, "play R9")], options={"uno_7_rounds": True})
    assert m.sheet.rows[0].winners == [0]  # emptying after the last refill goes out


# -- h2o ----------------------------------------------------------------------------------------
def test_downpour_everyone_else_draws_nobody_skipped():
    hands = [["D+2", "R1"], ["G1", "G2"], ["B2", "B3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play D+2"), (0, "color B")],
             options={"h2o_deck": True})
    assert [len(h) for h in m.hand.hands] == [1, 4, 4] and m.hand.turn == 1
    assert "play D+2" not in m.legal_actions(1)


def test_h2o_bonus_going_out_with_downpour():
    m = play("uno", 2, {"hands": [["D+1"], ["G1", "G2"]], "discard": ["R5"], "stock": ["Y1"], "turn": 0},
             [(0, "play D+1")], options={"h2o_deck": True, "h2o_bonus": True, "scoring": "own_points"})
    assert m.sheet.rows[0].points == [-20, 3 + 1]  # the downpour draw comes before scoring


# -- option conflicts ---------------------------------------------------------------------------
@pytest.mark.parametrize("opts,msg", [
    ({"h2o_bonus": True}, "h2o_bonus needs"),
    ({"scoring": "lazy", "target_score": 100}, "no target"),
    ({"rounds_limit": 3}, "lazy scoring only"),
    ({"stacking": "maybe"}, "stacking"),
])
def test_conflicting_options_are_rejected(opts, msg):
    with pytest.raises(OptionsError, match=msg):
        UnoOptions.parse(opts)


def test_every_option_is_built():
    everything = UnoOptions.parse({
        "draw_until_playable": True, "mistake_penalty": True, "jump_in": True, "double_play": True,
        "seven_zero": True, "five_swap": True, "stacking": True, "silence": "twos", "uno_center": True,
        "colour_cycle": True, "plus_ten": True, "reverse_bounce": True, "play_to_last": True,
        "uno_7_rounds": True, "zero_penalty": True, "h2o_deck": True, "h2o_bonus": True,
        "scoring": "own_points",
    })
    assert everything.stacking


def test_illegal_jump_without_option():
    hands = [["R7", "R1", "R2"], ["G1", "G2"], ["R7", "Y2", "Y3"]]
    m = play("uno", 3, {"hands": hands, "discard": ["R5"], "turn": 0}, [(0, "play R7")])
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply(2, "play R7")
