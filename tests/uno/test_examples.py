"""uno.md section 10 worked examples and the edge cases around them, as stacked positions."""

from __future__ import annotations

import pytest

from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction
from tests.helpers import play, texts


def test_example1_plus2_deflects_without_adding():
    m = play("uno", 3, {
        "hands": [["G+2", "R3", "Y4"], ["Y+2", "B5", "B6"], ["R7", "G8", "B9"]],
        "discard": ["G5"], "turn": 0,
    }, [(0, "play G+2"), (1, "play Y+2")])
    h = m.hand
    assert h.pending_n == 2 and h.turn == 2
    assert m.legal_actions(2) == ["draw"]
    m.apply(2, "draw")
    assert len(h.hands[2]) == 5  # drew 2, not 4
    assert h.turn == 0 and h.pending_n == 0


def test_example3_guilty_challenge():
    m = play("uno", 3, {
        "hands": [["R2", "W+4", "B1"], ["G3", "G4"], ["Y5", "Y6"]],
        "discard": ["R5"], "turn": 0,
    }, [(0, "play W+4"), (0, "color B")])
    h = m.hand
    assert h.pending_n == 4 and "challenge" in m.legal_actions(1)
    ev = m.apply(1, "challenge")
    assert texts(m, 0).count("W+4") == 1 and len(h.hands[0]) == 3 + 4
    assert m.hand.deck.text(h.top) == "R5" and h.colour == 0  # red again
    assert h.turn == 1 and h.pending_n == 0
    reveal = [e for e in ev if e.kind == "reveal"][0]
    assert reveal.visible_to(1) and not reveal.visible_to(2) and not reveal.visible_to(0)


def test_innocent_challenge_draws_six_and_is_skipped():
    m = play("uno", 3, {
        "hands": [["W+4", "B1", "G2"], ["G3", "G4"], ["Y5", "Y6"]],
        "discard": ["R5"], "turn": 0,
    }, [(0, "play W+4"), (0, "color B"), (1, "challenge")])
    assert len(m.hand.hands[1]) == 2 + 6
    assert m.hand.turn == 2 and m.hand.colour == 3


def test_example4_reverse_with_two_players_plays_again():
    m = play("uno", 2, {"hands": [["BR", "B3", "G4"], ["Y5", "Y6"]], "discard": ["B5"], "turn": 0},
             [(0, "play BR")])
    assert m.hand.turn == 0


def test_skip_with_two_players_and_with_three():
    m = play("uno", 2, {"hands": [["BS", "B3", "G4"], ["Y5", "Y6"]], "discard": ["B5"], "turn": 0},
             [(0, "play BS")])
    assert m.hand.turn == 0
    m = play("uno", 3, {"hands": [["BS", "B3", "G4"], ["Y5", "Y6"], ["Y1", "Y2"]], "discard": ["B5"],
                        "turn": 0}, [(0, "play BS")])
    assert m.hand.turn == 2


def test_reverse_three_players_turns_direction():
    m = play("uno", 3, {"hands": [["BR", "B3", "G4"], ["Y5", "Y6"], ["Y1", "Y2"]], "discard": ["B5"],
                        "turn": 0}, [(0, "play BR")])
    assert m.hand.turn == 2 and m.hand.direction == -1


def test_example6_winner_takes_scores_others_hands():
    m = play("uno", 3, {
        "hands": [["R9"], ["R7", "GS", "W"], ["Y0", "B3"]], "discard": ["R5"], "turn": 0,
    }, [(0, "play R9")])
    assert m.sheet.rows[0].points == [80, 0, 0]
    assert m.hand_no == 2  # next hand dealt


def test_example7_zero_penalty_own_points():
    m = play("uno", 3, {"hands": [["R9"], ["Y0"], ["R0", "G0"]], "discard": ["R5"], "turn": 0},
             [(0, "play R9")], options={"scoring": "own_points", "zero_penalty": True})
    assert m.sheet.rows[0].points == [0, 50, 0]


def test_example8_catch_missed_uno():
    m = play("uno", 3, {"hands": [["R2", "R3"], ["G1", "G2"], ["B1", "B2"]], "discard": ["R5"], "turn": 0},
             [(0, "play R2")])
    assert set(m.to_act()) == {1, 2}
    assert "catch 0" in m.legal_actions(2)
    m.apply(2, "catch 0")
    assert len(m.hand.hands[0]) == 3
    assert "catch 0" not in m.legal_actions(1)  # first catch only


def test_called_uno_cannot_be_caught_and_window_closes_on_next_play():
    m = play("uno", 3, {"hands": [["R2", "R3"], ["R1", "G2"], ["B1", "B2"]], "discard": ["R5"], "turn": 0},
             [(0, "play R2 uno")])
    assert m.to_act() == [1] and "catch 0" not in m.legal_actions(2)
    m = play("uno", 3, {"hands": [["R2", "R3"], ["R1", "G2", "G3"], ["B1", "B2"]], "discard": ["R5"],
                        "turn": 0}, [(0, "play R2"), (1, "play R1")])
    assert m.to_act() == [2] and m.legal_actions(2)[-1] != "catch 0"


def test_w4_deflected_by_plus2_of_called_colour_only():
    pos = {"hands": [["W+4", "B1", "G2"], ["G+2", "Y+2", "G4"], ["Y5", "Y6"]], "discard": ["R5"], "turn": 0}
    m = play("uno", 3, pos, [(0, "play W+4"), (0, "color G")])
    legal = m.legal_actions(1)
    assert "play G+2" in legal and "play Y+2" not in legal
    m.apply(1, "play G+2")
    h = m.hand
    assert h.pending_n == 2 and h.turn == 2 and "challenge" not in m.legal_actions(2)


def test_w4_refused_without_bluff_when_holding_colour():
    pos = {"hands": [["W+4", "R1", "G2"], ["G3"], ["Y5"]], "discard": ["R5"], "turn": 0}
    m = play("uno", 3, pos, options={"wild4_bluff": False})
    assert "play W+4" not in m.legal_actions(0)
    with pytest.raises(IllegalAction, match="no card of the current colour"):
        m.apply(0, "play W+4")
    m = play("uno", 3, pos)
    assert "play W+4" in m.legal_actions(0)


def test_voluntary_draw_then_play_or_keep():
    # R4 drawn is playable: only it may be played, or kept with pass
    m = play("uno", 2, {"hands": [["R1", "G2"], ["Y5", "Y6"]], "discard": ["R5"], "stock": ["R4"], "turn": 0},
             [(0, "draw")])
    assert m.legal_actions(0) == ["play R4", "pass"]
    m.apply(0, "pass")
    assert m.hand.turn == 1 and len(m.hand.hands[0]) == 3
    # an unplayable drawn card is kept and the turn passes at once
    m = play("uno", 2, {"hands": [["R1", "G2"], ["Y5", "Y6"]], "discard": ["R5"], "stock": ["B9"], "turn": 0},
             [(0, "draw")])
    assert m.hand.turn == 1


def test_last_card_plus2_target_draws_before_scoring():
    m = play("uno", 2, {"hands": [["R+2"], ["Y5", "Y6"]], "discard": ["R5"], "stock": ["G1", "G2"], "turn": 0},
             [(0, "play R+2")])
    assert m.sheet.rows[0].points == [5 + 6 + 1 + 2, 0]


def test_empty_stock_reshuffles_discard_except_top():
    pos = {"hands": [["R1", "G2"], ["Y5", "Y6"]], "discard": ["B1", "B2", "R5"], "turn": 0}
    m = play("uno", 2, pos)
    h = m.hand
    # move the whole stock into a hidden corner of the discard pile to force a reshuffle
    h.discard = h.stock + h.discard
    h.stock = []
    top = h.top
    m.apply(0, "draw")
    assert h.top == top and len(h.discard) == 1 and len(h.stock) > 0


def test_void_hand_after_full_cycle_of_passes():
    pos = {"hands": [["G2"], ["Y6"]], "discard": ["R5"], "turn": 0}
    m = play("uno", 2, pos)
    h = m.hand
    h.hands[0] += h.stock[:50]
    h.hands[1] += h.stock[50:]
    h.hands[0] = [c for c in h.hands[0] if not h.playable(c)]
    h.hands[1] = [c for c in h.hands[1] if not h.playable(c)]
    h.stock = []
    # conservation is broken on purpose in this synthetic corner; only the flow matters here
    assert m.legal_actions(0) == ["pass"]
    m.apply(0, "pass")
    m.apply(1, "pass")
    assert m.hand_no == 2 and m.sheet.rows == []


def test_illegal_action_leaves_state_untouched_and_says_why():
    m = play("uno", 2, {"hands": [["R1", "G2"], ["Y5", "Y6"]], "discard": ["B5"], "turn": 0})
    before = (m.hand.hands[0][:], m.hand.discard[:], m.hand.turn)
    with pytest.raises(IllegalAction, match="does not match"):
        m.apply(0, "play R1")
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply(1, "play Y5")
    with pytest.raises(IllegalAction, match="do not hold"):
        m.apply(0, "play B9")
    with pytest.raises(IllegalAction, match="unknown action"):
        m.apply(0, "fly")
    assert (m.hand.hands[0], m.hand.discard, m.hand.turn) == before


def test_starter_is_a_number_card():
    for seed in range(40):
        m = play("uno", 4, seed=seed)
        assert m.hand.T.kind[m.hand.top] == 0


def test_stacked_deck_deals_from_the_left_of_the_dealer():
    deck = ["R1", "G1", "B1", "Y1"] + [f"{c}{k}" for k in range(2, 8) for c in "RGBY"] + ["W", "R9"]
    m = play("uno", 4, deck=deck, seed=3)
    first = (m.dealer + 1) % 4
    assert m.hand.deck.text(m.hand.hands[first][0]) == "R1"
    assert m.hand.deck.text(m.hand.top) == "R9"  # the W was put back, R9 starts


def test_free_lead_first_player_leads_anything():
    m = play("uno", 2, seed=1, options={"first_card": "free_lead"})
    h = m.hand
    assert h.discard == []
    legal = m.legal_actions(h.turn)
    assert len([a for a in legal if a.startswith("play")]) == len({h.deck.text(c) for c in h.hands[h.turn]})


def test_lazy_scoring_loser_deals_winner_leads():
    m = play("uno", 3, {"hands": [["R9"], ["R7", "GS"], ["W"]], "discard": ["R5"], "turn": 0, "dealer": 2},
             [(0, "play R9")], options={"scoring": "lazy", "rounds_limit": 2})
    assert m.sheet.rows[0].points == [1, 0, 0]
    assert m.sheet.rows[0].extra["loser"] == 2  # W (50) beats 27
    assert m.dealer == 2 and m.hand.turn == 0


def test_lazy_loser_tie_goes_to_more_cards():
    m = play("uno", 3, {"hands": [["R9"], ["R7", "R3"], ["Y9", "Y1"]], "discard": ["R5"], "turn": 0},
             [(0, "play R9")], options={"scoring": "lazy", "rounds_limit": 1})
    assert m.sheet.rows[0].extra["loser"] == 1  # 10 v 10, 2 v 2 cards: first seat after the winner
    assert m.over and m.ranking == [1, 2, 2]


def test_own_points_match_lowest_wins_when_someone_reaches_target():
    m = play("uno", 3, {"hands": [["R9"], ["W", "W", "W+4"], ["Y1"]], "discard": ["R5"], "turn": 0,
                        "scores": [0, 60, 0]},
             [(0, "play R9")], options={"scoring": "own_points", "target_score": 101})
    assert m.over and m.ranking == [1, 3, 2]


def test_review_preset_counts_numbers_only():
    from cardtable.games.uno.options import UnoOptions

    p = UnoOptions.review_preset()
    m = play("uno", 2, {"hands": [["R9"], ["W", "Y7", "GS"]], "discard": ["R5"], "turn": 0},
             [(0, "play R9")], options=p.changed())
    assert m.sheet.rows[0].points == [0, 7]


def test_winner_takes_match_to_target():
    m = play("uno", 2, {"hands": [["R9"], ["W"] * 4 + ["W+4"] * 4 + ["R+2"] * 2], "discard": ["R5"],
                        "turn": 0, "scores": [100, 0]}, [(0, "play R9")])
    assert m.over and m.ranking == [1, 2]
    with pytest.raises(IllegalAction, match="over"):
        m.apply(1, "draw")


def test_record_with_illegal_action_names_index_and_reason():
    with pytest.raises(RecordError, match=r"action 1 \[0, 'play R1'\].*not your turn"):
        play("uno", 2, {"hands": [["R1", "G2"], ["Y5", "Y6"]], "discard": ["R5"], "turn": 0},
             [(0, "play R1"), (0, "play R1")])


def test_bad_positions_are_reported():
    with pytest.raises(RecordError, match="hands.0.1: R0 is placed more times"):
        play("uno", 2, {"hands": [["R0", "R0"], ["Y5"]], "discard": ["R5"]})
    with pytest.raises(RecordError, match="hands.0.0: 'Q7' is not a card"):
        play("uno", 2, {"hands": [["Q7"], ["Y5"]], "discard": ["R5"]})


def test_normal_bot_never_answers_an_illegal_pass():
    """Issue 14: draw_until_playable drew a W+4 the honest bot would not choose, with no pass left."""
    import random

    from cardtable.games.uno.bot import normal_bot

    m = play("uno", 2, {"hands": [["R1"], ["G2", "G3"]], "discard": ["R5"], "stock": ["W+4"], "turn": 0},
             [(0, "draw")], options={"wild4_bluff": True, "draw_until_playable": True})
    legal = m.legal_actions(0)
    assert "pass" not in legal and "play W+4" in legal
    assert normal_bot(m.view(0), random.Random(1)) in legal
