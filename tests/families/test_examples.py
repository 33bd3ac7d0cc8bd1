"""families.md section 10 worked examples and the edge cases around them, as stacked positions."""

from __future__ import annotations

import pytest

from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction
from cardtable.games.families.state import ASK_SEAT, REACT, SELECT
from tests.helpers import play, texts

G = "families"
KUK = {"mode": "kukareku"}


def laid(m, seat: int) -> list[str]:
    return m.hand.public_info()["laid"][seat]


# -- ask mode ---------------------------------------------------------------------------------------
EX1 = {"hands": [["Tp", "Tm", "Gd", "Rp", "Rs"], ["Td", "Ts", "Gs", "Wp", "Ws"], ["Gp", "Gm", "Rm", "Kp", "Km"]],
       "stock": ["Kd"], "turn": 0}


def test_example1_success_chain_lays_the_family_and_asks_again():
    m = play(G, 3, EX1, [(0, "ask 1"), (0, "want Td")])
    assert m.hand.phase == ASK_SEAT and m.hand.turn == 0  # a «yes»: ask again
    m.apply(0, "ask 1")
    m.apply(0, "want Ts")
    assert laid(m, 0) == ["T"]
    assert texts(m, 0) == ["Gd", "Rp", "Rs"]
    assert m.hand.turn == 0 and m.hand.phase == ASK_SEAT
    assert m.hand.public_info()["families"] == [1, 0, 0]


def test_example2_failure_draws_the_stock_top_and_the_next_seat_asks():
    m = play(G, 3, EX1, [(0, "ask 2"), (0, "want Gs")])
    assert "Kd" in texts(m, 0)
    assert m.hand.turn == 1  # A's left, not the asked seat C
    opp = m.view(2).state
    assert opp.deck.by_text["Kd"][0] not in opp.hands[0]  # the draw is private


def test_fail_turn_to_asked_and_a_lucky_draw():
    m = play(G, 3, EX1, [(0, "ask 2"), (0, "want Gs")], options={"fail_turn_to": "asked"})
    assert m.hand.turn == 2
    lucky = {**EX1, "stock": ["Rd"]}
    m = play(G, 3, lucky, [(0, "ask 2"), (0, "want Rd")], options={"lucky_draw_continues": True})
    assert m.hand.turn == 0 and "Rd" in texts(m, 0)
    rd = m.hand.deck.by_text["Rd"][0]
    assert rd in m.view(1).state.hands[0]  # shown to everybody
    m = play(G, 3, lucky, [(0, "ask 2"), (0, "want Rd")])
    assert m.hand.turn == 1 and rd not in m.view(1).state.hands[0]


def test_example3_illegal_asks_are_refused_and_change_nothing():
    m = play(G, 3, EX1, [(0, "ask 2")])
    before = m.hand.fingerprint()
    for bad in ("want Kp", "want Rp", "want Xx"):
        with pytest.raises(IllegalAction):
            m.apply(0, bad)
    assert m.hand.fingerprint() == before
    assert "want Kp" not in m.legal_actions(0) and "want Rp" not in m.legal_actions(0)
    assert "want Rm" in m.legal_actions(0)
    empty = play(G, 3, {"hands": [["Tp", "Tm"], ["Td", "Ts"], []], "laid": [["S", "R", "G", "B", "K", "W"], [], []],
                        "turn": 0}, options={"fail_draw": False})
    assert empty.legal_actions(0) == ["ask 1"]
    with pytest.raises(IllegalAction, match="no cards"):
        empty.apply(0, "ask 2")
    with pytest.raises(IllegalAction, match="not your turn"):
        empty.apply(1, "ask 0")


def test_answers_are_public_and_a_no_is_a_void():
    m = play(G, 3, EX1, [(0, "ask 1"), (0, "want Td")])
    td = m.hand.deck.by_text["Td"][0]
    for seat in (1, 2):
        assert td in m.view(seat).state.hands[0]  # handed over in sight of everyone
    m = play(G, 3, EX1, [(0, "ask 2"), (0, "want Gs")])
    gs = m.hand.deck.by_text["Gs"][0]
    assert any(v[0] == 2 and gs in v[1] for v in m.hand.voids)
    assert m.hand.public_info()["asks"] == [[0, 2, "Gs", False]]
    assert play(G, 3, EX1, [(0, "ask 2"), (0, "want Gs")], options={"ask_log": "none"}).hand.public_info()["asks"] == []


def test_example6_end_most_families_wins_ties_share():
    pos = {"hands": [[], [], ["Wp", "Wm", "Wd"], ["Ws"]], "laid": [["T", "S", "R"], ["G", "B"], ["K"], []],
           "stock": [], "turn": 2}
    m = play(G, 4, pos, [(2, "ask 3"), (2, "want Ws")])
    assert m.over
    assert m.ranking == [1, 2, 2, 4]
    assert m.sheet.rows[-1].points == [3, 2, 2, 0]


def test_first_family_ends_the_game():
    m = play(G, 3, EX1, [(0, "ask 1"), (0, "want Td"), (0, "ask 1"), (0, "want Ts")],
             options={"ask_end": "first_family"})
    assert m.over and m.ranking == [1, 2, 2]


def test_empty_hand_draws_and_an_empty_stock_puts_a_seat_out():
    m = play(G, 3, {"hands": [["Tp", "Tm", "Td"], ["Ts"], ["Gp"]], "stock": ["Gm"], "turn": 0},
             [(0, "ask 1"), (0, "want Ts")])
    assert laid(m, 0) == ["T"]
    assert m.hand.hands[0] == [m.hand.deck.by_text["Gm"][0]]  # empty hand: drew the stock top
    m = play(G, 3, {"hands": [["Tp", "Tm", "Td"], ["Ts", "Gs"], ["Gp", "Gm", "Gd"]], "turn": 0,
                    "laid": [["S"], ["R"], ["B", "K", "W"]]},
             [(0, "ask 1"), (0, "want Ts")], options={"fail_draw": False})
    assert m.hand.public_info()["out"] == [0] and m.hand.turn == 1


def test_without_a_stock_an_emptied_hand_is_out_at_once():
    """families.md section 4, step 1, with ``fail_draw=false``: B gives his last card and is out
    then and there; with three players the game ends before his turn would have come."""
    pos = {"hands": [["Tp", "Tm", "Td", "Gs"], ["Ts"], ["Gp", "Gm", "Gd"]], "turn": 0,
           "laid": [["S"], ["R"], ["B", "K", "W"]]}
    m = play(G, 3, pos, [(0, "ask 1"), (0, "want Ts")], options={"fail_draw": False})
    info = m.hand.public_info()
    assert info["out"] == [1] and m.hand.turn == 0 and laid(m, 0) == ["S", "T"]
    assert [e.kind for e in m.events if e.kind == "out"] == ["out"]
    m.apply(0, "ask 2")
    m.apply(0, "want Gp")
    assert m.hand.public_info()["out"] == [1]


def test_a_position_cannot_hold_a_whole_family_in_hand():
    with pytest.raises(RecordError, match="hands.0"):
        play(G, 3, {"hands": [["Tp", "Tm", "Td", "Ts"], ["Gp"], ["Gm"]]})
    with pytest.raises(RecordError, match="laid.0.0"):
        play(G, 3, {"hands": [["Tp"], ["Gp"], ["Gm"]], "laid": [["T"], [], []]})
    with pytest.raises(RecordError, match="position.target"):
        play(G, 3, {"hands": [["Tp"], ["Gp"], ["Gm"]], "turn": 0, "target": 0})


def test_deal_lays_complete_families_and_first_family_at_the_deal_decides_the_hand():
    deck = ["Tp", "Gp", "Tm", "Gm", "Td", "Gd", "Ts", "Rs", "Rp", "Rm"]  # seat 1 deals to 0... see dealer
    m = play(G, 2, options={"ask_end": "first_family", "hand_size": 5}, deck=deck, seed=3)
    # whoever got the four toads laid them at the deal and won before anybody asked
    assert m.over and m.actions == [] and min(m.ranking) == 1
    assert sorted(m.sheet.rows[0].points) == [0, 1]


# -- Kukareku ---------------------------------------------------------------------------------------
EX4 = {"hands": [["Tp", "Tm", "Gd", "Wp"], ["Td", "Ts", "Gp", "Wm"], ["Gm", "Gs", "Wd", "Ws"]], "dealer": 2}


def test_example4_a_passing_round_moves_all_choices_at_once_to_the_left():
    m = play(G, 3, EX4, [(0, "give Wp"), (1, "give Gp")], options=KUK)
    assert m.hand.phase == SELECT and m.to_act() == [2]
    m.apply(2, "give Ws")
    assert texts(m, 0) == sorted(["Tp", "Tm", "Gd", "Ws"])
    assert texts(m, 1) == sorted(["Td", "Ts", "Wm", "Wp"])
    assert texts(m, 2) == sorted(["Gm", "Gs", "Wd", "Gp"])
    assert m.to_act() == [0, 1, 2] and m.hand.rounds == 1
    right = play(G, 3, EX4, [(0, "give Wp"), (1, "give Gp"), (2, "give Ws")],
                 options={**KUK, "pass_direction": "right"})
    assert "Gp" in texts(right, 0) and "Ws" in texts(right, 1) and "Wp" in texts(right, 2)


def test_a_pending_choice_is_in_no_other_view_until_all_have_chosen():
    m = play(G, 3, EX4, [(0, "give Wp")], options=KUK)
    wp = m.hand.deck.by_text["Wp"][0]
    for seat in (1, 2):
        v = m.view(seat)
        assert wp not in [c for z in v.state.zones() for c in z.cards]
        assert all("card" not in e.data or e.data["card"] != wp for e in v.events)
        assert v.state.public_info()["selected"] == [True, False, False]
    assert wp in m.view(0).state.sel[0]
    # the giver remembers where his card went; once the receiver chooses, nobody else knows where it is
    m.apply(1, "give Gp")
    m.apply(2, "give Ws")
    assert wp in m.view(0).state.hands[1] and wp not in m.view(2).state.hands[1]
    m.apply(1, "give Wp")
    v0 = m.view(0).state
    assert wp not in v0.hands[1] and wp not in v0.sel[1]


EX5 = {"hands": [["Tp", "Tm", "Td", "Rs"], ["Ts", "Rp", "Rm", "Kp"], ["Gp", "Gm", "Gd", "Gs"],
                 ["Rd", "Km", "Kd", "Ks"]],
       "families": ["T", "R", "G", "K"], "dealer": 3}


def test_example5_first_signal_wins_and_the_last_to_copy_shouts():
    m = play(G, 4, EX5, [(0, "give Rs")], options=KUK)
    assert "signal" not in m.legal_actions(0)  # no family: a press is ignored by the table
    with pytest.raises(IllegalAction, match="whole family"):
        m.apply(1, "signal")
    m.apply(2, "signal")
    h = m.hand
    assert h.phase == REACT and h.winners == [2]
    assert not any(h.sel) and "Rs" in texts(m, 0)  # the pending choice went back, no transfer
    assert sorted(m.to_act()) == [0, 1, 3]
    m.apply(0, "signal")
    m.apply(3, "signal")
    assert m.over
    assert m.hand.losers == [1] and m.sheet.rows[0].points == [0, 1, 0, 0]
    assert m.ranking == [2, 4, 1, 2]


def test_a_seat_that_has_chosen_may_still_signal_its_family():
    m = play(G, 4, EX5, [(2, "give Gs")], options=KUK)
    assert m.legal_actions(2) == ["signal"]
    m.apply(2, "signal")
    assert m.hand.winners == [2] and len(m.hand.hands[2]) == 4


def test_a_timed_out_reaction_window_makes_every_late_seat_lose():
    m = play(G, 4, EX5, [(2, "signal"), (0, "pass"), (1, "signal"), (3, "pass")], options=KUK)
    assert m.over and m.hand.losers == [0, 3]
    with pytest.raises(RecordError):
        play(G, 4, EX5, [(2, "signal"), (2, "signal")], options=KUK)


def test_without_the_signal_the_first_complete_family_wins_and_nobody_loses():
    pos = {"hands": [["Tp", "Tm", "Td", "Gp"], ["Gm", "Gd", "Gs", "Wp"], ["Ts", "Wm", "Wd", "Ws"]], "dealer": 2}
    nosig = {**KUK, "kukareku_signal": False}
    m = play(G, 3, pos, [(0, "give Gp"), (1, "give Wp"), (2, "give Wd")], options=nosig)
    assert m.over and m.hand.winners == [1] and m.hand.losers == []
    assert m.ranking == [2, 1, 2]
    m = play(G, 3, pos, [(0, "give Gp"), (1, "give Wp"), (2, "give Ts")], options=nosig)
    assert m.hand.winners == [0, 1, 2] and m.ranking == [1, 1, 1]
    with pytest.raises(RecordError, match="signal"):
        play(G, 3, pos, [(0, "signal")], options={**KUK, "kukareku_signal": False})


def test_a_match_to_the_limit_the_loser_deals_next():
    m = play(G, 4, EX5, [(2, "signal"), (0, "signal"), (3, "signal")], options={**KUK, "kukareku_limit": 2})
    assert not m.over and m.hand_no == 2 and m.dealer == 1
    assert m.sheet.totals() == [0, 1, 0, 0]
    m2 = play(G, 4, {**EX5, "scores": [0, 1, 0, 0], "wins": [1, 0, 0, 0]},
              [(2, "signal"), (0, "signal"), (3, "signal")], options={**KUK, "kukareku_limit": 2})
    assert m2.over and m2.ranking == [1, 4, 1, 3]


def test_the_kukareku_ranking_prints_what_it_ranks_by():
    """families.md section 6: the seat at the marks limit loses, the others rank by hands won; the
    ranking's line beside each name gives the wins first, then the marks (not the marks alone)."""
    from cardtable.games.families.present import PRESENTER as P

    m = play(G, 4, {**EX5, "scores": [0, 1, 0, 0], "wins": [1, 0, 0, 0]},
             [(2, "signal"), (0, "signal"), (3, "signal")], options={**KUK, "kukareku_limit": 2})
    assert m.ranking == [1, 4, 1, 3] and m.sheet.totals() == [0, 2, 0, 0]
    assert P.standings(m, "en") == ["1 won · 🐓 0", "0 won · 🐓 2", "1 won · 🐓 0", "0 won · 🐓 0"]
    assert P.standings(m, "ru")[1] == "побед: 0 · 🐓 2"
    ask = play(G, 4, {"hands": [[], [], ["Wp", "Wm", "Wd"], ["Ws"]], "laid": [["T", "S", "R"], ["G", "B"], ["K"], []],
                      "stock": [], "turn": 2}, [(2, "ask 3"), (2, "want Ws")])
    assert P.standings(ask, "en") == ["3", "2", "2", "0"]  # the ask game ranks by families laid


def test_kukareku_positions_are_checked():
    with pytest.raises(RecordError, match="hands.0"):
        play(G, 3, {**EX4, "hands": [["Tp", "Tm", "Gd"], EX4["hands"][1], EX4["hands"][2]]}, options=KUK)
    with pytest.raises(RecordError, match="signals.0"):
        play(G, 3, {**EX4, "signals": [0]}, options=KUK)
    with pytest.raises(RecordError, match="stock"):
        play(G, 3, {**EX4, "stock": []}, options=KUK)
    with pytest.raises(RecordError, match="players"):
        play(G, 2, {"hands": [["Tp"], ["Td"]]}, options=KUK)


def test_playing_cards_style_uses_ranks_as_families():
    m = play(G, 3, {"hands": [["Js", "Jh", "Qd", "Kc"], ["Jd", "Jc", "Qs", "Kh"], ["Qh", "Qc", "Ks", "Kd"]],
                    "dealer": 2}, options={**KUK, "deck_style": "playing_cards"})
    assert m.hand.public_info()["families_in_play"] == ["J", "Q", "K"]
    m.apply(0, "give Kc")
    m.apply(1, "give Kh")
    m.apply(2, "give Qh")
    assert texts(m, 1) == sorted(["Jd", "Jc", "Qs", "Kc"])


def test_kukareku_positions_in_the_middle_of_a_round_and_of_a_race():
    m = play(G, 3, {**EX4, "selections": ["Wp", None, None], "hands": [["Tp", "Tm", "Gd"], *EX4["hands"][1:]]},
             [(1, "give Gp"), (2, "give Ws")], options=KUK)
    assert texts(m, 1) == sorted(["Td", "Ts", "Wm", "Wp"])
    with pytest.raises(RecordError, match="selections"):
        play(G, 3, {**EX4, "selections": ["Wp", "Gp", "Ws"],
                    "hands": [["Tp", "Tm", "Gd"], ["Td", "Ts", "Wm"], ["Gm", "Gs", "Wd"]]}, options=KUK)
    race = {**EX5, "signals": [2, 0]}
    m = play(G, 4, race, [(3, "signal")], options=KUK)
    assert m.over and m.hand.losers == [1]
    with pytest.raises(RecordError, match="timed_out"):
        play(G, 4, {**race, "timed_out": [1, 3]}, options=KUK)


def test_families_laid_together_at_the_deal_share_the_first_family_win():
    # dealt alternately: one seat gets the toads, the other the royals
    deck = ["Tp", "Rp", "Tm", "Rm", "Td", "Rd", "Ts", "Rs"]
    m = play(G, 2, options={"ask_end": "first_family"}, deck=deck, seed=3)
    assert m.over and m.actions == [] and m.sheet.rows[0].points == [1, 1]
    assert m.ranking == [1, 1] and sorted(m.sheet.rows[0].winners) == [0, 1]



def test_the_example_records_replay():
    from pathlib import Path

    from cardtable.engine.record import load_record, replay

    assets = Path(__file__).resolve().parents[2] / "assets" / "records"
    chain = replay(load_record(assets / "families_ask_chain.json"))
    assert laid(chain, 0) == ["T"] and chain.hand.turn == 1 and "Kd" in texts(chain, 0)
    race = replay(load_record(assets / "families_kukareku_race.json"))
    assert race.over and race.hand.losers == [1] and race.ranking == [2, 4, 1, 2]
