"""black_jack.md section 10 worked examples and the edge cases around them, as stacked positions."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.match import Match
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction
from cardtable.games.black_jack.state import COMBO, DRAWN, PLAY, QDRAWN, SUIT, is_special_start
from tests.helpers import play, texts

G = "black_jack"


def plays(m: Match, seat: int) -> list[str]:
    return [a for a in m.legal_actions(seat) if a.startswith("play") and not a.endswith(" last")]


def top(m: Match) -> str:
    return m.hand.deck.text(m.hand.top)


# -- worked examples ---------------------------------------------------------------------------------
def test_example1_combination_of_same_rank_and_neighbours():
    m = play(G, 3, {"hands": [["5c", "5s", "6s", "6h", "Kd", "9c"], ["8d"], ["9d"]], "discard": ["5d"], "turn": 0},
             [(0, "play 5c"), (0, "play 5s"), (0, "play 6s")])
    h = m.hand
    assert h.phase == COMBO and "play 6h" in plays(m, 0) and "done" in m.legal_actions(0)
    m.apply(0, "play 6h")  # nothing in hand links to 6♥: the play ends by itself
    assert h.turn == 1 and h.pending == 0 and top(m) == "6h"
    assert texts(m, 0) == ["9c", "Kd"]


def test_example2_twos_make_four_passed_on_as_six_then_picked_up():
    pos = {"hands": [["3h", "2h", "2c", "9d", "10d"], ["2d", "8s"], ["Kc", "7s"]], "discard": ["3c"], "turn": 0}
    acts = [(0, "play 3h"), (0, "play 2h"), (0, "play 2c")]
    m = play(G, 3, pos, acts)
    h = m.hand
    assert h.turn == 1 and h.pending == 4
    assert plays(m, 1) == ["play 2d"] and "draw" in m.legal_actions(1)
    m.apply(1, "play 2d")
    assert h.turn == 2 and h.pending == 6
    assert plays(m, 2) == []
    m.apply(2, "draw")
    assert len(h.hands[2]) == 2 + 6 and h.turn == 0 and h.pending == 0
    assert plays(m, 0) == ["play 9d", "play 10d"]  # on 2♦ with no penalty pending
    m = play(G, 3, pos, acts + [(1, "play 2d")], options={"penalty_growth": "double"})
    assert m.hand.pending == 8


def test_example3_red_jack_cancels_black_jack():
    m = play(G, 3, {"hands": [["Js", "4c"], ["Jh", "9s"], ["8h", "Jd", "As", "4s"]], "discard": ["7s"], "turn": 0},
             [(0, "play Js")])
    h = m.hand
    assert h.pending == 5 and h.turn == 1 and plays(m, 1) == ["play Jh"]
    m.apply(1, "play Jh")
    assert h.pending == 0 and h.turn == 2
    assert sorted(plays(m, 2)) == ["play 8h", "play As", "play Jd"]


def test_example4_queen_must_be_covered_drawing_for_a_cover():
    m = play(G, 3, {"hands": [["Js", "Qs", "Kd", "8c"], ["9d"], ["9h"]], "discard": ["Jh"], "stock": ["3s"],
                    "turn": 0}, [(0, "play Js"), (0, "play Qs")])
    h = m.hand
    assert h.pending == 0 and h.phase == COMBO
    assert [a for a in m.legal_actions(0) if not a.endswith(" last")] == ["draw"]
    with pytest.raises(IllegalAction, match="queen must be covered"):
        m.apply(0, "done")
    m.apply(0, "draw")
    assert h.phase == QDRAWN and plays(m, 0) == ["play 3s"]
    m.apply(0, "play 3s")
    assert top(m) == "3s" and h.turn == 1 and h.pending == 0


def test_uncovered_queen_stays_on_top_and_next_plays_on_it():
    m = play(G, 3, {"hands": [["Qs", "Kd", "8c"], ["9s", "Qh"], ["9h"]], "discard": ["Js"], "stock": ["3d"],
                    "turn": 0}, [(0, "play Qs")])
    assert m.legal_actions(0)[0] == "draw"
    m.apply(0, "draw")  # 3♦ does not cover: the turn ends with Q♠ on top
    h = m.hand
    assert h.turn == 1 and top(m) == "Qs"
    assert sorted(plays(m, 1)) == ["play 9s", "play Qh"]


def test_example5_sevens_reverse_per_card_in_final_run():
    pos = {"hands": [["7c", "7d", "6s", "7s", "Kh"], ["9d"], ["9h"], ["9s"]], "discard": ["6c"], "turn": 0}
    m = play(G, 4, pos, [(0, "play 7c"), (0, "play 7d"), (0, "done")], options={"seven_reverses": True})
    assert m.hand.turn == 1 and m.hand.direction == 1
    m = play(G, 4, pos, [(0, "play 6s"), (0, "play 7s"), (0, "done")], options={"seven_reverses": True})
    assert m.hand.turn == 3 and m.hand.direction == -1
    m = play(G, 4, pos, [(0, "play 6s"), (0, "play 7s"), (0, "done")])
    assert m.hand.turn == 1  # without the option a 7 is ordinary


def test_example6_last_cards_call_needed_on_an_earlier_turn():
    pos = {"hands": [["9c", "4d"], ["10c", "4h"], ["8h"]], "discard": ["8s"], "turn": 2, "calls": [2]}
    m = play(G, 3, pos, [(2, "play 8h")])
    assert m.sheet.rows[0].winners == [2] and m.sheet.rows[0].points == [2, 2, 0]
    pos.pop("calls")
    m = play(G, 3, pos)
    assert plays(m, 2) == [] and m.legal_actions(2) == ["draw", "draw last"]
    with pytest.raises(IllegalAction, match="earlier turn"):
        m.apply(2, "play 8h")


# -- the «last cards» call ----------------------------------------------------------------------------
def test_call_made_this_turn_counts_from_the_next_turn():
    m = play(G, 2, {"hands": [["8h", "8d", "Kd"], ["9c", "9s"]], "discard": ["8s"], "stock": ["3c"], "turn": 0},
             [(0, "play 8h last")])
    h = m.hand
    assert h.phase == COMBO and h.calls[0] == 1
    assert not any(a.endswith(" last") for a in m.legal_actions(0))
    m.apply(0, "play 8d")  # K♦ does not link to 8♦: the play ends, the call now counts
    assert h.turn == 1 and h.calls[0] == 2
    m.apply(1, "draw")  # 3♣ does not fit
    assert plays(m, 0) == ["play Kd"]
    m.apply(0, "play Kd")
    assert m.sheet.rows[0].winners == [0]


def test_a_call_this_turn_does_not_let_you_go_out_this_turn():
    m = play(G, 2, {"hands": [["8h", "8d"], ["9c", "9s"]], "discard": ["8s"], "turn": 0}, [(0, "play 8h last")])
    assert m.hand.turn == 1 and texts(m, 0) == ["8d"]  # 8♦ links but may not empty the hand yet


def test_call_survives_only_until_the_next_draw():
    pos = {"hands": [["4c", "Kd"], ["9c", "9s"]], "discard": ["8s"], "stock": ["5h", "Ks"], "turn": 0}
    m = play(G, 2, pos, [(0, "draw last")])  # the call is made after the draw: it stands
    assert m.hand.calls[0] == 2
    m = play(G, 2, {**pos, "calls": [0]}, [(0, "draw")])  # drawing ends a standing call
    assert m.hand.calls[0] == 0


def test_no_call_variants_while_a_call_stands_but_the_draw_and_none_to_go_out():
    m = play(G, 2, {"hands": [["4c", "Kd"], ["9c", "9s"]], "discard": ["4s"], "turn": 0, "calls": [0]})
    assert [a for a in m.legal_actions(0) if a.endswith(" last")] == ["draw last"]  # decision 20
    with pytest.raises(IllegalAction, match="already called"):
        m.apply(0, "play 4c last")


def test_cannot_go_out_on_a_queen():
    # the lone queen may be played (decision 18) but does not take him out: he draws for a cover
    m = play(G, 2, {"hands": [["Qs"], ["9c", "9s"]], "discard": ["4s"], "stock": ["8d"], "turn": 0, "calls": [0]},
             [(0, "play Qs")])
    assert not m.sheet.rows and m.hand.phase == COMBO and m.hand.winner == -1
    m.apply(0, "draw")
    assert not m.sheet.rows and m.hand.turn == 1 and top(m) == "Qs" and texts(m, 0) == ["8d"]


def test_going_out_stops_the_deal_without_effects():
    m = play(G, 3, {"hands": [["2s"], ["9c", "9s"], ["4h"]], "discard": ["4s"], "turn": 0, "calls": [0]},
             [(0, "play 2s")])
    row = m.sheet.rows[0]
    assert row.winners == [0] and row.points == [0, 2, 1]  # nobody picked up the 2


# -- penalties ----------------------------------------------------------------------------------------
def test_penalty_run_examples():
    def pending(hand: list[str], t: str, opts=None) -> int:
        m = play(G, 2, {"hands": [hand + ["4d"], ["9c"]], "discard": [t], "turn": 0},
                 [(0, f"play {c}") for c in hand], options=opts)
        if m.hand.phase == COMBO:
            m.apply(0, "done")
        return m.hand.pending

    assert pending(["2h", "3h"], "2d") == 0
    assert pending(["3h", "2h", "2s"], "3c") == 4
    assert pending(["Jh", "Js"], "Jd") == 5
    assert pending(["Js", "Jc"], "Jd") == 10
    assert pending(["Js", "Jc"], "Jd", {"penalty_growth": "double"}) == 10
    assert pending(["Js"], "Jd", {"black_jack_penalty": 7}) == 7
    assert pending(["2h", "2s", "2c"], "2d", {"penalty_growth": "double"}) == 8


def test_king_of_hearts_penalty_cannot_be_passed_on_without_jokers():
    m = play(G, 3, {"hands": [["Kh", "4d"], ["Ks", "2h", "9d"], ["9s"]], "discard": ["8h"], "turn": 0},
             [(0, "play Kh")])
    h = m.hand
    assert h.pending == 5 and plays(m, 1) == []
    m.apply(1, "draw")
    assert len(h.hands[1]) == 3 + 5 and h.turn == 2
    m = play(G, 3, {"hands": [["Kh", "4d"], ["Ks", "2h", "9d"], ["9s"]], "discard": ["8h"], "turn": 0},
             [(0, "play Kh")], options={"king_of_hearts_penalty": False})
    assert m.hand.pending == 0 and "play Ks" in plays(m, 1)


def test_kinds_never_mix_and_red_jack_option():
    m = play(G, 2, {"hands": [["2h", "4d"], ["Js", "Jh", "2s"]], "discard": ["8h"], "turn": 0},
             [(0, "play 2h")])
    assert plays(m, 1) == ["play 2s"]
    m = play(G, 2, {"hands": [["Js", "4d"], ["Jh", "2s"]], "discard": ["8s"], "turn": 0},
             [(0, "play Js")], options={"red_jack_cancels": False})
    assert plays(m, 1) == []


def test_joker_copies_the_card_beneath_and_passes_a_penalty_on():
    opts = {"jokers": True}
    m = play(G, 3, {"hands": [["2h", "4d"], ["X1", "9s"], ["9d", "8c"]], "discard": ["8h"], "turn": 0},
             [(0, "play 2h"), (1, "play X1")], options=opts)
    h = m.hand
    assert h.pending == 4 and h.turn == 2  # the joker counted as a 2
    # a joker on an ace names a suit again
    m = play(G, 2, {"hands": [["X2", "4d", "5d"], ["9c"]], "discard": ["Ah"], "suit": "c", "turn": 0},
             [(0, "play X2")], options=opts)
    assert m.hand.phase == SUIT
    m.apply(0, "suit d")
    assert m.hand.active_suit() == 2 and m.hand.turn == 1
    # a joker on a queen must be covered in turn
    m = play(G, 2, {"hands": [["Qs", "X1", "5s", "9d"], ["9c"]], "discard": ["4s"], "turn": 0},
             [(0, "play Qs"), (0, "play X1")], options=opts)
    assert "done" not in m.legal_actions(0) and plays(m, 0) == ["play 5s"]


def test_picking_up_is_always_allowed_and_ends_the_turn():
    m = play(G, 2, {"hands": [["2h", "4d"], ["2s", "9s"]], "discard": ["8h"], "turn": 0},
             [(0, "play 2h"), (1, "draw")])
    h = m.hand
    assert len(h.hands[1]) == 4 and h.turn == 0 and h.pending == 0


# -- turn rules ---------------------------------------------------------------------------------------
def test_voluntary_draw_then_play_the_drawn_card_or_keep_it():
    pos = {"hands": [["4h", "Kd"], ["9c"]], "discard": ["8h"], "stock": ["8c"], "turn": 0}
    m = play(G, 2, pos, [(0, "draw")])  # allowed although 4♥ fits
    assert m.hand.phase == DRAWN and plays(m, 0) == ["play 8c"]
    m.apply(0, "pass")
    assert m.hand.turn == 1 and m.hand.phase == PLAY
    m = play(G, 2, {**pos, "stock": ["5c"]}, [(0, "draw")])
    assert m.hand.turn == 1


def test_ace_is_wild_and_names_a_suit():
    m = play(G, 2, {"hands": [["As", "4d", "9h"], ["9c", "4h"]], "discard": ["8c"], "turn": 0},
             [(0, "play As")])
    assert m.hand.phase == SUIT and m.to_act() == [0]
    m.apply(0, "suit h")
    assert plays(m, 1) == ["play 4h"]


def test_seven_with_two_players_has_no_effect():
    m = play(G, 2, {"hands": [["7c", "4d"], ["9c"]], "discard": ["8c"], "turn": 0},
             [(0, "play 7c")], options={"seven_reverses": True})
    assert m.hand.turn == 1 and m.hand.direction == 1


def test_mistake_penalty_costs_a_card_and_the_turn_goes_on():
    pos = {"hands": [["8h", "4c"], ["9c", "9s"]], "discard": ["8s"], "turn": 0}
    m = play(G, 2, pos, [(0, "play 4c")], options={"mistake_penalty": True})
    h = m.hand
    assert len(h.hands[0]) == 3 and h.turn == 0 and h.phase == PLAY
    pos = {"hands": [["9c", "4d"], ["10c", "4h"], ["8h"]], "discard": ["8s"], "turn": 2}
    m = play(G, 3, pos, [(2, "play 8h")], options={"mistake_penalty": True})
    assert len(m.hand.hands[2]) == 2 and m.hand.turn == 2 and not m.sheet.rows
    with pytest.raises(IllegalAction, match="do not hold"):
        m.apply(2, "play As")


def test_special_start_cards_are_buried_again():
    for seed in range(30):
        m = play(G, 4, seed=seed)
        assert not is_special_start(m.hand, m.hand.top)
        assert sum(len(x) for x in m.hand.hands) == 28 and m.hand.turn == (m.dealer + 1) % 4
    m = play(G, 2, seed=1, deck=["4c"] * 0 + [f"{r}{s}" for r in ("3", "4", "5", "6", "8", "9", "10")
                                              for s in "sh"] + ["2c", "Qd", "Jd"])
    assert top(m) == "Jd"  # the 2♣ and Q♦ went back into the stock; a red jack may start


# -- the match ----------------------------------------------------------------------------------------
def test_match_to_target_wins_ranked_by_wins_then_cards_left():
    pos = {"hands": [["8h"], ["9c", "9s"], ["4h"]], "discard": ["8s"], "turn": 0, "calls": [0],
           "wins": [2, 2, 0], "scores": [10, 5, 0]}
    m = play(G, 3, pos, [(0, "play 8h")])
    assert m.over and m.ranking == [1, 2, 3]
    m = play(G, 3, {**pos, "wins": [0, 2, 0]}, [(0, "play 8h")])
    assert not m.over and m.hand_no == 2 and m.dealer == (m.dealer) % 3


def test_most_cards_deals_next():
    pos = {"hands": [["8h"], ["9c", "9s"], ["4h", "5h"], ["2c"]], "discard": ["8s"], "turn": 0, "calls": [0],
           "dealer": 3}
    m = play(G, 4, pos, [(0, "play 8h")], options={"most_cards_deals": True})
    assert m.dealer == 1  # P1 and P2 hold 2; P1 is nearest clockwise from the winner
    m = play(G, 4, pos, [(0, "play 8h")])
    assert m.dealer == 0
    with pytest.raises(RecordError, match="target_wins"):
        play(G, 4, pos, options={"most_cards_deals": True, "target_wins": 1})


def test_illegal_actions_say_why_and_change_nothing():
    m = play(G, 2, {"hands": [["8h", "4c"], ["9c"]], "discard": ["8s"], "turn": 0})
    before = m.hand.fingerprint()
    for action, reason in (("play 4c", "does not go on"), ("play As", "do not hold"), ("done", "no play"),
                           ("suit h", "ends on an ace"), ("pass", "only after drawing"), ("fly", "unknown action"),
                           ("play 8h uno", "no card")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(0, action)
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply(1, "play 9c")
    assert m.hand.fingerprint() == before


def test_normal_bot_notes():
    from cardtable.games.black_jack.bot import normal_bot

    # passes a penalty on rather than picking up
    m = play(G, 2, {"hands": [["2h", "4d"], ["2s", "9s", "9d"]], "discard": ["8h"], "turn": 0},
             [(0, "play 2h")])
    assert normal_bot(m.view(1), random.Random(1)) == "play 2s last"  # and 9♠ 9♦ form one combination
    # sheds the longest combination and calls when what is left forms one
    m = play(G, 2, {"hands": [["5c", "5s", "6s", "Kd", "Qd"], ["9c"]], "discard": ["5d"], "turn": 0})
    a = normal_bot(m.view(0), random.Random(1))
    assert a.startswith("play 5")


def test_positions_with_jokers_pending_and_their_errors():
    m = play(G, 2, {"hands": [["X1", "4d"], ["2s", "9s"]], "discard": ["2h", "X2"], "jokers": {"X2": "2h"},
                    "pending": 2, "turn": 1}, options={"jokers": True})
    h = m.hand
    assert h.pending == 2 and h.pkind == 1 and plays(m, 1) == ["play 2s"]
    with pytest.raises(RecordError, match="needs a penalty card"):
        play(G, 2, {"hands": [["4d"], ["9s"]], "discard": ["8h"], "pending": 2})
    with pytest.raises(RecordError, match="needs a 'suit'"):
        play(G, 2, {"hands": [["4d"], ["9s"]], "discard": ["Ah"]})


def test_pick_up_with_the_call_keeps_the_call():
    m = play(G, 2, {"hands": [["2h", "4d"], ["9s", "9d"]], "discard": ["8h"], "turn": 0},
             [(0, "play 2h"), (1, "draw last")])
    assert len(m.hand.hands[1]) == 4 and m.hand.calls[1] == 2 and m.hand.turn == 0
