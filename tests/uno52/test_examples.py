"""The worked examples of uno52.md section 10, and the turn rules around them, as record positions."""

from __future__ import annotations

import pytest

from cardtable.engine.state import IllegalAction
from cardtable.games.uno52.state import OVERLAY

from .helpers import DULL, cp, match, position, stacks


def test_example_1_overlay_targets() -> None:
    # open card 7♥ blue: 7♠ red (rank) and K♥ blue (colour) may cover it, K♥ green and a blue Skip may not
    opn = [[["B7h"], ["Y2c"], ["Y3c"], ["Y4c"], ["Y6c"]], DULL[1]]
    m = match(position(2, [["R5c", "R7s", "BKh", "GKh", "BS"], ["R2d", "R3d"]], ["R9d"], open=opn, turn=0))
    m.apply(0, "play R5c")
    st = m.hand
    assert st.phase == OVERLAY and st.turn == 0
    covers = sorted(a for a in m.legal_actions(0) if a.startswith("cover"))
    assert covers == ["cover 0 BKh", "cover 0 R7s"]
    assert "pass" in m.legal_actions(0)
    for bad in ("cover 0 GKh", "cover 0 BS", "play R7s"):
        with pytest.raises(IllegalAction):
            m.apply(0, bad)
    m.apply(0, "cover 0 R7s")
    assert [st.deck.text(c) for c in m.hand.open[0][0]] == ["B7h", "R7s"]  # the 7♥ stays under, dead
    assert m.hand.turn == 1 and len(m.hand.hands[0]) == 3


def test_example_2_ranking_at_the_showdown() -> None:
    # seat 0 goes out with 9999 9 of a kind against seat 1's royal flush; 5-high straight flush is last
    opn = [stacks("R9s B9c G9d Y9h B9s"), stacks("RAs BKs GQs YJs R10s"), stacks("R5d B4d G3d Y2d RAd")]
    m = match(position(3, [["R8c"], ["R2c", "R3c"], ["Y3s", "Y4s"]], ["R5c"], open=opn, turn=0,
                       chips=[90, 90, 90], sbp=4, bbp=8, cp=18))
    m.apply(0, "play R8c")
    row = m.sheet.rows[-1]
    assert row.extra["best"] == [0]
    assert row.extra["poker"][0].startswith("five of a kind")
    assert m.sheet.totals() == [90 + 30, 90, 90]


def test_example_3_out_with_the_sole_best_hand_takes_24() -> None:
    # 3 players: SBP 4, BBP 8, CP 6 carried + 6 new = 12; B goes out holding the sole best hand
    opn = [DULL[0], stacks("RKs BKc GKd Y5h R5s"), DULL[2]]
    m = match(position(3, [["R2s", "R3s"], ["R8c"], ["Y3s", "Y4s"]], ["R5c"], open=opn, turn=1,
                       chips=[94, 88, 98], sbp=4, bbp=8, cp=12))
    m.apply(1, "play R8c")
    assert m.sheet.rows[-1].points == [0, 24, 0]
    assert cp(m) == 0
    assert m.sheet.totals() == [94, 112, 98]


def test_example_4_tie_for_best_keeps_the_cp() -> None:
    # A goes out, A and C tie with equal straights: A gets the BBP 8, A and C 2 each, the CP 12 stays
    opn = [stacks("R9s B8c G7d Y6h R5s"), DULL[1], stacks("B9h G8h Y7c R6c B5d")]
    m = match(position(3, [["R8c"], ["R2s", "R3s"], ["Y3s", "Y4s"]], ["R5c"], open=opn, turn=0,
                       chips=[98, 94, 88], sbp=4, bbp=8, cp=12))
    m.apply(0, "play R8c")
    row = m.sheet.rows[-1]
    assert row.extra["best"] == [0, 2]
    assert row.points == [10, 0, 2]
    assert cp(m) == 12
    assert sum(m.sheet.totals()) + cp(m) == 98 + 94 + 88 + 24


def test_example_5_three_way_split_remainder_to_the_cp() -> None:
    opn = [stacks("RAs RKc G9d Y7h R5s"), stacks("BAd BKs Y9c G7c B5d"), stacks("GAh GKd B9h R7c Y5c")]
    m = match(position(3, [["R8c"], ["R2s", "R3s"], ["Y3s", "Y4s"]], ["R5c"], open=opn, turn=0,
                       chips=[90, 90, 90], sbp=4, bbp=8, cp=12))
    m.apply(0, "play R8c")
    row = m.sheet.rows[-1]
    assert row.extra["best"] == [0, 1, 2]
    assert row.points == [8 + 1, 1, 1]
    assert cp(m) == 13


def test_example_6_going_out_onto_the_open_hand() -> None:
    opn = [[["G9d"], ["Y2c"], ["Y3c"], ["Y4c"], ["Y6c"]], DULL[1]]
    m = match(position(2, [["R9c"], ["R2s", "R3s"]], ["YKs"], open=opn, turn=0, chips=[92, 94], sbp=4, bbp=8, cp=4))
    assert m.legal_actions(0) == ["cover 0 R9c", "draw"]
    m.apply(0, "cover 0 R9c")
    row = m.sheet.rows[-1]
    assert row.winners == [0] and row.extra["out"] == 0
    assert m.prev_hand is not None
    assert [m.prev_hand.deck.text(c) for c in m.prev_hand.open[0][0]] == ["G9d", "R9c"]


def test_no_phase_two_with_one_card_left_and_the_uno_call() -> None:
    m = match(position(2, [["R5c", "R6c"], ["G2s", "G3s", "Y7d"]], ["R9d"], turn=0))
    assert "play R5c uno" in m.legal_actions(0)
    m.apply(0, "play R5c")  # no call
    assert m.hand.phase != OVERLAY and m.hand.turn == 1
    assert "catch 0" in m.legal_actions(1)
    m.apply(1, "catch 0")
    assert len(m.hand.hands[0]) == 1 + 2


def test_the_cover_that_leaves_one_card_needs_the_call() -> None:
    opn = [[["R7h"], ["Y2c"], ["Y3c"], ["Y4c"], ["Y6c"]], DULL[1]]
    m = match(position(2, [["R5c", "R7s", "BAs"], ["G2s", "G3s", "Y7d"]], ["R9d"], open=opn, turn=0))
    m.apply(0, "play R5c")
    assert "cover 0 R7s uno" in m.legal_actions(0)
    m.apply(0, "cover 0 R7s")
    assert m.hand.offender == 0 and m.hand.turn == 1
    m.apply(1, "catch 0")
    assert len(m.hand.hands[0]) == 3


def test_an_action_card_that_empties_a_hand_has_no_effect() -> None:
    m = match(position(2, [["R+2"], ["G2s", "G3s"]], ["R9d"], turn=0))
    m.apply(0, "play R+2")
    assert m.prev_hand.over and len(m.prev_hand.hands[1]) == 2


def test_two_players_skip_and_reverse_give_a_new_turn() -> None:
    for card in ("RS", "RR"):
        m = match(position(2, [[card, "R3s", "Y3c"], ["G2s", "G3s"]], ["R9d"], turn=0))
        m.apply(0, f"play {card}")
        if m.hand.phase == OVERLAY:
            m.apply(0, "pass")
        assert m.hand.turn == 0


def test_draw_two_without_stacking_cannot_be_answered() -> None:
    m = match(position(3, [["R+2", "B5s", "B6s"], ["G+2", "R+2", "G3s"], ["B2s", "B3s"]], ["R9d"], turn=0))
    m.apply(0, "play R+2")
    if m.hand.phase == OVERLAY:
        m.apply(0, "pass")
    assert m.legal_actions(1) == ["draw"]
    m.apply(1, "draw")
    assert len(m.hand.hands[1]) == 5 and m.hand.turn == 2


def test_stacking_same_kind_only_and_the_answer_allows_phase_two() -> None:
    opn = [DULL[0], [["G3h"], ["Y2d"], ["Y6s"], ["G8c"], ["YJd"]], DULL[2]]
    m = match(position(3, [["R+2", "B5s", "B6s"], ["G+2", "W+4", "G3s", "B7c"], ["B2s", "B3s"]], ["R9d"],
                       open=opn, turn=0), stacking=True)
    m.apply(0, "play R+2")
    if m.hand.phase == OVERLAY:
        m.apply(0, "pass")
    legal = m.legal_actions(1)
    assert "play G+2" in legal and "play W+4" not in legal  # no mixing
    m.apply(1, "play G+2")
    assert m.hand.phase == OVERLAY  # the answer was phase 1: phase 2 may follow
    m.apply(1, "cover 0 G3s")
    assert m.hand.pending_n == 4 and m.hand.turn == 2
    m.apply(2, "draw")
    assert len(m.hand.hands[2]) == 6


def _w4_position(guilty: bool) -> dict:
    hand0 = ["W+4", "R3s", "Y4s"] if guilty else ["W+4", "Y3s", "Y4s"]
    return position(2, [hand0, ["G2s", "G3s"]], ["R9d"], turn=0)


def test_challenge_guilty_draws_six_and_the_w4_stays() -> None:
    m = match(_w4_position(True))
    m.apply(0, "play W+4")
    m.apply(0, "color G")
    if m.hand.phase == OVERLAY:
        m.apply(0, "pass")
    assert "challenge" in m.legal_actions(1)
    m.apply(1, "challenge")
    st = m.hand
    assert len(st.hands[0]) == 2 + 6
    assert st.deck.text(st.discard[-1]) == "W+4" and st.colour == "RYGB".index("G")
    assert st.turn == 1 and st.phase == 0 and len(st.hands[1]) == 2


def test_challenge_innocent_costs_the_challenger_six_and_the_turn() -> None:
    m = match(_w4_position(False))
    m.apply(0, "play W+4")
    m.apply(0, "color G")
    if m.hand.phase == OVERLAY:
        m.apply(0, "pass")
    m.apply(1, "challenge")
    st = m.hand
    assert len(st.hands[1]) == 2 + 6 and st.turn == 0


def test_bluff_off_refuses_the_illegal_w4() -> None:
    m = match(_w4_position(True), wild4_bluff=False)
    assert "play W+4" not in m.legal_actions(0)
    with pytest.raises(IllegalAction, match="current colour"):
        m.apply(0, "play W+4")


def test_the_documented_record_replays() -> None:
    from pathlib import Path

    from cardtable.engine.record import load_record, replay

    path = Path(__file__).resolve().parents[2] / "assets" / "records" / "uno52_showdown.json"
    m = replay(load_record(str(path)))
    assert m.sheet.rows[0].points == [0, 24, 0]
    assert m.sheet.totals() == [94, 112, 98]


def test_the_challenge_reveal_goes_to_the_challenger_only() -> None:
    pos = position(3, [["W+4", "R3s", "B4s"], ["G2s", "G3s"], ["B5s", "B6s"]], ["R9d"], turn=0)
    m = match(pos)
    m.apply(0, "play W+4")
    m.apply(0, "color G")
    if m.hand.phase == OVERLAY:
        m.apply(0, "pass")
    m.apply(1, "challenge")
    reveal = [e for e in m.events if e.kind == "reveal"]
    assert reveal and reveal[0].visible_to(1) and not reveal[0].visible_to(2)
    assert not any(e.kind == "reveal" for e in m.view(2).events)


def test_stacked_w4_challenge_costs_the_total_plus_two() -> None:
    # seat 0 plays W+4, seat 1 answers with a bluffing W+4 (holds green), seat 2 challenges the last one
    pos = position(3, [["W+4", "B3s", "B4s"], ["W+4", "G5s", "B9s"], ["B5s", "B6s"]], ["R9d"], turn=0)
    m = match(pos, stacking=True)
    m.apply(0, "play W+4")
    m.apply(0, "color G")
    if m.hand.phase == OVERLAY:
        m.apply(0, "pass")
    assert "challenge" in m.legal_actions(1) and "play W+4" in m.legal_actions(1)
    m.apply(1, "play W+4")
    m.apply(1, "color B")
    if m.hand.phase == OVERLAY:
        m.apply(1, "pass")
    assert m.hand.pending_n == 8
    m.apply(2, "challenge")
    assert len(m.hand.hands[1]) == 2 + 10  # guilty: 8 + 2


def test_uno_penalty_option() -> None:
    m = match(position(2, [["R5c", "R6c"], ["G2s", "G3s", "Y7d"]], ["R9d"], turn=0), uno_penalty=4)
    m.apply(0, "play R5c")
    m.apply(1, "catch 0")
    assert len(m.hand.hands[0]) == 1 + 4


def test_the_round_result_says_how_every_pot_went() -> None:
    """The showdown screen explains each pot from the row's extra: who took the CP and how much, the
    SBP share and its remainder, and the CP before and after."""
    opn = [DULL[0], stacks("RKs BKc GKd Y5h R5s"), DULL[2]]
    m = match(position(3, [["R2s", "R3s"], ["R8c"], ["Y3s", "Y4s"]], ["R5c"], open=opn, turn=1,
                       chips=[94, 88, 98], sbp=4, bbp=8, cp=12))
    m.apply(1, "play R8c")
    x = m.sheet.rows[-1].extra
    assert (x["cp_to"], x["cp_taken"], x["cp_before"], x["cp"]) == (1, 12, 12, 0)
    assert (x["sbp_share"], x["sbp_rest"]) == (4, 0)
    opn = [stacks("RAs RKc G9d Y7h R5s"), stacks("BAd BKs Y9c G7c B5d"), stacks("GAh GKd B9h R7c Y5c")]
    m = match(position(3, [["R8c"], ["R2s", "R3s"], ["Y3s", "Y4s"]], ["R5c"], open=opn, turn=0,
                       chips=[90, 90, 90], sbp=4, bbp=8, cp=12))
    m.apply(0, "play R8c")
    x = m.sheet.rows[-1].extra
    assert (x["cp_to"], x["cp_taken"], x["cp_before"], x["cp"]) == (-1, 0, 12, 13)
    assert (x["sbp_share"], x["sbp_rest"]) == (1, 1)
