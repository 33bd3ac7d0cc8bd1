"""Petukh, issue #30: the prikup nobody buys is discarded unseen (petukh.md section 3), the rebuy is
the player's choice (section 6), and the sheet, the ranking and the statistics count the points
left as the table does (sections 1 and 6)."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.levels import make_bot
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.record import RecordError, SeatRecord, replay
from cardtable.games.petukh.bot import rebuy_sensible
from cardtable.games.petukh.spec import SPEC
from cardtable.games.petukh.state import REBUY, PetukhState
from cardtable.practice.stats import Stats, Tally
from tests.helpers import play, record

G = "petukh"


def state(m) -> PetukhState:
    assert isinstance(m.hand, PetukhState)
    return m.hand


def offer_position() -> dict:
    hands = [["6h", "7h", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"], ["6c", "7c", "8c", "9c", "10c"],
             ["Jh", "Qh", "Kh", "Ah", "Jc"]]
    return {"dealer": 3, "phase": "offer", "turn": 0, "hands": hands, "trump_card": "6s",
            "prikup": ["7s", "8s", "9s", "10s", "Js"], "part": [None] * 4, "scores": [15, 15, 8, 15]}


PLAYED = ["7h", "8h", "9h", "10h", "7c", "8c", "9c", "10c", "7d", "8d", "9d", "10d", "Jc", "Qc", "Kc", "Ac"]
LAST_TRICK = [(1, "play As"), (2, "play 6c"), (3, "play 6d"), (0, "play 6h")]


def last_trick(scores: list[int], chips: list[int] | None = None, bank: int = 40) -> dict:
    """The last trick of a hand: seat 2 has taken nothing (+5), seat 1 takes this trick."""
    pos = {"dealer": 3, "trump_card": "7s", "hands": [["6h"], ["As"], ["6c"], ["6d"]], "taken": [3, 1, 0, 0],
           "leader": 1, "scores": scores, "played": PLAYED}
    if chips is not None:
        pos |= {"chips": chips, "bank": bank}
    return pos


BANK = {"bank": True}


# -- section 3: everybody declines -----------------------------------------------------------------------
def test_a_prikup_nobody_buys_is_discarded_unseen_for_the_rest_of_the_hand():
    m = play(G, 4, offer_position(), actions=[(s, "decline") for s in range(4)])
    h = state(m)
    assert h.public_info()["prikup"] == 0 and h.prikup == []
    prikup = {h.deck.by_text[t][0] for t in ("7s", "8s", "9s", "10s", "Js")}
    assert prikup <= set(h.dead)  # face down with the laid-down cards, never in anybody's hand
    for seat in range(4):
        view = m.view(seat).state
        assert all(c == UNKNOWN for z in view.zones() if z.name in ("dead", "prikup") for c in z.cards)
    for seat in (0, 1, 2, 3):  # and so it stays while the hand is played
        m.apply(seat, "done")
    assert state(m).public_info()["prikup"] == 0


# -- section 6: the rebuy is a choice -------------------------------------------------------------------
def test_a_player_put_out_may_buy_back_in_or_leave():
    pos = last_trick([15, 15, 21, 15], [90, 90, 90, 90])
    m = play(G, 4, pos, options=BANK, actions=LAST_TRICK)
    h = state(m)
    assert h.phase == REBUY and not m.sheet.rows and m.to_act() == [2]
    assert m.legal_actions(2) == ["rebuy", "leave"] and h.public_info()["after"][2] == 26
    rebuy = play(G, 4, pos, options=BANK, actions=LAST_TRICK + [(2, "rebuy")])
    assert rebuy.sheet.rows[0].extra["rebuys"] == [2] and rebuy.sheet.totals()[2] == 15
    assert rebuy.memo.chips[2] == 80 and rebuy.memo.bank == 50 and 2 not in rebuy.eliminated
    leave = play(G, 4, pos, options=BANK, actions=LAST_TRICK + [(2, "leave")])
    assert leave.sheet.rows[0].extra["eliminated"] == [2] and leave.sheet.rows[0].extra["rebuys"] == []
    assert 2 in leave.eliminated and leave.sheet.totals()[2] == 26 and leave.memo.chips[2] == 90
    assert leave.memo.bank == 40 and leave.hand.seats == [0, 1, 3]  # the next deal goes on without him
    with pytest.raises(RecordError, match="not your turn"):
        play(G, 4, pos, options=BANK, actions=LAST_TRICK + [(0, "rebuy")])
    with pytest.raises(RecordError, match="buy back in"):
        play(G, 4, pos, options=BANK, actions=[(1, "rebuy")])


def test_no_rebuy_is_offered_without_the_chips_the_rule_or_a_next_hand():
    pos = last_trick([15, 15, 21, 15], [90, 90, 5, 90])  # five chips for a stake of ten
    m = play(G, 4, pos, options=BANK, actions=LAST_TRICK)
    assert m.sheet.rows and 2 in m.eliminated
    m = play(G, 4, last_trick([15, 15, 21, 15], [90] * 4), options=BANK | {"rebuy": False}, actions=LAST_TRICK)
    assert m.sheet.rows and 2 in m.eliminated
    # seat 1 writes down to 0 in this hand: the match ends, so there is no next hand to come back in
    ends = play(G, 4, last_trick([15, 1, 21, 15], [90] * 4), options=BANK, actions=LAST_TRICK)
    assert ends.over and 2 in ends.eliminated and ends.ranking[2] == 4 and ends.memo.chips[2] == 90


def test_two_players_put_out_choose_in_deal_order():
    pos = last_trick([15, 15, 21, 15], [90] * 4)
    pos["taken"] = [4, 0, 0, 0]  # seat 1 takes this last trick: one trick, no +5
    pos["scores"] = [15, 15, 21, 21]
    m = play(G, 4, pos, options=BANK, actions=LAST_TRICK)
    assert m.to_act() == [2]  # the dealer (3) chooses last
    m.apply(2, "leave")
    assert m.to_act() == [3] and not m.sheet.rows
    m.apply(3, "rebuy")
    row = m.sheet.rows[0].extra
    assert row["eliminated"] == [2] and row["rebuys"] == [3]


def test_records_of_format_1_replay_with_the_automatic_rebuy():
    """Saves written before the rebuy was a choice hold no ``rebuy`` action: they replay as played."""
    rec = record(G, 4, last_trick([15, 15, 21, 15], [90] * 4), LAST_TRICK, options=BANK)
    old = replay(rec.model_copy(update={"format": 1}))
    assert old.sheet.rows[0].extra["rebuys"] == [2] and old.options.rebuy_auto
    assert old.sheet.totals()[2] == 15 and old.memo.chips[2] == 80
    now = replay(rec)  # format 2: the same actions stop at the choice
    assert now.to_act() == [2] and not now.sheet.rows
    auto = replay(record(G, 4, last_trick([15, 15, 21, 15], [90] * 4), LAST_TRICK, options=BANK | {"rebuy_auto": True}))
    assert auto.sheet.rows[0].extra["rebuys"] == [2]


def test_the_bots_buy_back_in_while_the_race_is_open():
    far = play(G, 4, last_trick([15, 15, 21, 15], [90] * 4), options=BANK, actions=LAST_TRICK)
    near = play(G, 4, last_trick([15, 4, 21, 15], [90] * 4), options=BANK, actions=LAST_TRICK)
    assert state(near).points_after()[1] == 2 and state(near).phase == REBUY  # two tricks: 4 -> 2
    assert rebuy_sensible(state(far), 2) and not rebuy_sensible(state(near), 2)
    for level in ("normal", "hard"):
        bot = make_bot(SPEC, level, time_s=None, max_iters=30) if level == "hard" else make_bot(SPEC, level)
        assert bot(far.view(2), random.Random(1)) == "rebuy"
        assert bot(near.view(2), random.Random(1)) == "leave"


def test_the_table_shows_the_rebuy_as_buttons():
    from cardtable.games.petukh.present import PRESENTER as P

    m = play(G, 4, last_trick([15, 15, 21, 15], [90] * 4), options=BANK, actions=LAST_TRICK)
    view = m.view(2)
    deck = view.state.deck
    buttons = P.button_actions(view.legal, deck, [])
    assert [b.verb for b in buttons] == ["rebuy", "leave"]
    assert [P.button_label(b, view, ["A", "B", "C", "D"], "en") for b in buttons] == [
        "Buy back in: 10 chips, back to 15", "Leave the match"]
    assert [P.hotkey(b) for b in buttons] == ["b", "x"]
    assert "26 points" in P.status(view, ["A", "B", "C", "D"], 2, "en")
    assert "C is out at 26 points" in P.status(m.view(0), ["A", "B", "C", "D"], 0, "en")
    m.apply(2, "rebuy")
    assert P.hand_result(m.sheet.rows[0], ["A", "B", "C", "D"], None, "en").endswith("C buys back in")


# -- the points left, everywhere ---------------------------------------------------------------------------
def rams_finish() -> dict:
    """Anna 16, Boris 22, Vera at 7 declares Rams (no bank): Vera -8 wins the match."""
    return {"dealer": 0, "phase": "declare", "turn": 2, "trump_card": "6s",
            "hands": [["6h", "7h", "8h", "9h", "10h"], ["6c", "7c", "8c", "9c", "10c"],
                      ["7s", "8s", "9s", "10s", "Js"]],
            "scores": [16, 22, 7], "claims": [[], [], []]}


def test_the_sheet_the_ranking_and_the_statistics_show_the_points_left():
    from cardtable.games.petukh.present import PRESENTER as P

    m = play(G, 3, rams_finish(), actions=[(2, "rams")])
    assert m.over and m.sheet.rows[0].points == [0, 0, -15]
    assert m.sheet.totals() == [16, 22, -8] and m.ranking == [2, 3, 1]
    assert P.standings(m, "en") == ["16", "22", "-8"]
    seats = [SeatRecord(name="Anna", kind="human"), SeatRecord(name="Boris"), SeatRecord(name="Vera")]
    Tally(G, seats).events(m, m.events)
    row = Stats().rows[f"{G}/normal"]
    assert row.average_score == 16.0 and row.matches == 1 and row.matches_won == 0


def test_a_new_match_starts_the_sheet_at_the_start_score():
    from cardtable.engine.match import Match

    m = Match(SPEC, SPEC.options_model.parse({"start_score": 20}), 3, 5)
    assert m.sheet.totals() == [20, 20, 20] and state(m).scores == [20, 20, 20]
    assert m.view(0).scores == [20, 20, 20]
