"""Durak edge cases beyond the worked examples: limits, priority, transfers, the end, options."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.levels import make_bot
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.options import OptionsError
from cardtable.engine.state import IllegalAction
from cardtable.games.durak.state import DEFEND, TAKING, THROW
from tests.helpers import play, texts

SPEC = get_game("durak")

SIX_LIMIT = {
    "hands": [["7s", "7d", "7c", "8s", "8d", "8c", "9s"], ["8h", "Qd", "Qc", "Ks", "Kd", "Kc", "As", "Ad"]],
    "trump": "h", "attacker": 0,
}


def test_six_card_limit_with_a_big_defender_hand():
    acts = [(0, "attack 7s"), (1, "beat 7s 8h"), (0, "throw 7d"), (0, "throw 7c"), (0, "throw 8s"),
            (0, "throw 8d")]
    m = play("durak", 2, SIX_LIMIT, acts)
    h = m.hand
    assert h.limit == 6 and "throw 8c" in m.legal_actions(0)
    m.apply(0, "throw 8c")  # the 6th card: the batch closes by itself
    assert h.phase == DEFEND and m.to_act() == [1]
    for a, d in (("7d", "Qd"), ("7c", "Qc"), ("8s", "Ks"), ("8d", "Kd"), ("8c", "Kc")):
        m.apply(1, f"beat {a} {d}")
    assert not h.att and len(h.discard) == 12  # 6 beaten: no throw-in round at all
    assert (h.attacker, h.defender) == (1, 0)


def test_first_bout_five_limits_the_first_bout_only():
    pos = dict(SIX_LIMIT, first_bout=True)
    m = play("durak", 2, pos, options={"first_bout_five": True})
    assert m.hand.limit == 5
    assert play("durak", 2, pos).hand.limit == 6
    m = Match(SPEC, SPEC.options_model.parse({"first_bout_five": True}), 2, 3)
    assert m.hand.first_bout and m.hand.limit == 5
    d = m.hand.defender
    m.apply(m.to_act()[0], m.legal_actions(m.to_act()[0])[0])
    m.apply(d, "take")
    while m.hand.phase == TAKING:
        s = m.to_act()[0]
        m.apply(s, "pass")
    assert not m.hand.first_bout and m.hand.limit == 6


def test_first_bout_five_also_limits_transfers():
    pos = {"hands": [["9d", "9h", "Ks"], ["9c", "9s", "6d", "7d", "8d", "10d"], ["6s", "7s", "8s", "10s", "Js", "Qs"]],
           "trump": "h", "attacker": 0, "first_bout": True}
    opts = {"transfer": True, "first_bout_five": True}
    m = play("durak", 3, pos, [(0, "attack 9d"), (1, "transfer 9c"), (1, "transfer 9s")], options=opts)
    assert m.hand.limit == 5 and len(m.hand.att) == 3 and m.to_act() == [1]
    assert m.legal_actions(1) == ["done"]


def test_throw_in_priority_restarts_with_the_leader_after_a_beat():
    m = play("durak", 3, {
        "hands": [["8c", "Ks"], ["9c", "Js", "Jd", "10d"], ["8d", "8s", "Qd"]], "trump": "h", "attacker": 0,
    }, [(0, "attack 8c"), (1, "beat 8c 9c")])
    h = m.hand
    assert h.phase == THROW and m.to_act() == [0]
    assert m.legal_actions(0) == ["pass"]  # P0 is asked even with nothing to throw (no leak)
    m.apply(0, "pass")
    assert m.to_act() == [2] and m.legal_actions(2) == ["throw 8s", "throw 8d", "pass"]
    m.apply(2, "throw 8d")
    assert m.legal_actions(2) == ["throw 8s", "done"]
    m.apply(2, "done")
    m.apply(1, "beat 8d 10d")
    assert m.to_act() == [0] and h.passed == 0  # priority is back with the lead attacker
    m.apply(0, "pass")
    m.apply(2, "pass")
    assert len(h.discard) == 4 and (h.attacker, h.defender) == (1, 2)


def test_after_take_one_chance_each_and_defence_ranks_count():
    m = play("durak", 3, {
        "hands": [["8c", "10d", "10s", "Ks"], ["10c", "7s", "7d", "6s", "6d"], ["10h", "8d", "Qd", "As"]],
        "trump": "h", "attacker": 0,
    }, [(0, "attack 8c"), (1, "beat 8c 10c"), (0, "throw 10d"), (0, "done"), (1, "take")])
    h = m.hand
    assert h.phase == TAKING and m.to_act() == [0]
    assert "throw 10s" in m.legal_actions(0)  # 10 is on the table as a defence card
    m.apply(0, "pass")
    assert m.to_act() == [2]
    m.apply(2, "throw 10h")
    m.apply(2, "throw 8d")
    m.apply(2, "done")
    # P0 passed already: no second chance; P1 picks up all 5 cards
    assert texts(m, 1) == sorted(["7s", "7d", "6s", "6d", "8c", "10c", "10d", "10h", "8d"])
    assert (h.attacker, h.defender) == (2, 0)


def test_pass_and_done_are_distinct_and_explained():
    m = play("durak", 2, {"hands": [["8c", "8s", "Ks"], ["9c", "Js", "Jd"]], "trump": "h", "attacker": 0},
             [(0, "attack 8c")])
    with pytest.raises(IllegalAction, match="cannot pass"):
        m.apply(1, "pass")
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply(0, "throw 8s")
    with pytest.raises(IllegalAction, match="transfers are off"):
        m.apply(1, "transfer 8s")
    m.apply(1, "beat 8c 9c")
    with pytest.raises(IllegalAction, match="pass instead"):
        m.apply(0, "done")
    with pytest.raises(IllegalAction, match="rank is not on the table"):
        m.apply(0, "throw Ks")
    with pytest.raises(IllegalAction, match="no card"):
        m.apply(0, "throw 5s")


def test_transfer_chain_three_players_and_refill_order():
    m = play("durak", 3, {
        "hands": [["9d", "Ks", "Kd", "6c"], ["9c", "Qs", "Qd"], ["9s", "10h", "Jh", "7c"]],
        "trump": "h", "attacker": 0,
    }, [(0, "attack 9d"), (1, "transfer 9c"), (1, "done"), (2, "transfer 9s")], options={"transfer": True})
    h = m.hand
    assert (h.opener, h.attacker, h.defender, h.limit) == (0, 2, 0, 3)
    assert m.to_act() == [0] and "transfer 9s" not in m.legal_actions(0)
    assert h.priority_order() == [2, 1] and h.refill_order() == [1, 2, 0]
    m.apply(0, "take")  # 3 cards = L: no throw-in round
    assert len(h.hands[0]) == 6 and (h.attacker, h.defender) == (1, 2)


def test_transfer_back_with_two_players():
    m = play("durak", 2, {"hands": [["9d", "Ks", "Kd"], ["9c", "Qs", "Qd"]], "trump": "h", "attacker": 0},
             [(0, "attack 9d"), (1, "transfer 9c")], options={"transfer": True})
    h = m.hand
    assert (h.attacker, h.defender, h.limit) == (1, 0, 2) and m.to_act() == [0]
    assert set(m.legal_actions(0)) == {"take", "beat 9d Kd"}  # 9c cannot be beaten: no club


def test_six_players_no_stock_trump_is_the_dealers_last_card():
    opts = SPEC.options_model.parse({"players_extended": True})
    m = Match(SPEC, opts, 6, 11)
    h = m.hand
    assert not h.stock and all(len(x) == 6 for x in h.hands)
    assert h.trump_card == h.hands[m.dealer][-1] and h.trump == h.deck.suit_of[h.trump_card]
    for s in range(6):  # everybody sees it in the dealer's hand
        assert h.trump_card in m.view(s).state.hands[m.dealer]
    with pytest.raises(ValueError, match="players_extended"):
        Match(SPEC, SPEC.options_model(), 6, 11)
    with pytest.raises(ValueError, match="players_extended"):
        Match(SPEC, SPEC.options_model(), 5, 11)


def test_five_and_six_players_play_to_the_end_with_bots():
    from cardtable.bots.runner import play_match

    opts = SPEC.options_model.parse({"players_extended": True, "transfer": True})
    for n in (5, 6):
        for seed in range(4):
            m = play_match(Match(SPEC, opts, n, seed), [make_bot(SPEC, "normal"), make_bot(SPEC, "easy")] * 3, seed)
            pts = m.sheet.rows[0].points
            assert m.over and (pts.count(0) == 1 or 0 not in pts)


def test_no_trump_in_any_hand_dealers_left_attacks():
    m = play("durak", 3, {"hands": [["8c", "9s"], ["6c", "7c"], ["10s", "Jd"]], "trump": "h", "dealer": 1})
    assert m.hand.attacker == 2 and m.hand.shown == -1


def test_timeout_makes_the_durak():
    pos = {"hands": [["8c", "9s"], ["6c", "7c"], ["10s", "Jd"]], "trump": "h", "attacker": 0}
    m = play("durak", 3, pos, options={"move_timer_s": 30})
    assert "timeout" not in m.legal_actions(0)
    with pytest.raises(IllegalAction, match="only the seat"):
        m.apply(1, "timeout")
    m.apply(0, "timeout")
    assert m.over and m.sheet.rows[0].points == [0, 2, 2]
    m = play("durak", 3, pos)
    with pytest.raises(IllegalAction, match="no move timer"):
        m.apply(0, "timeout")


def test_options_reject_bad_timer_and_accept_the_bounds():
    with pytest.raises(OptionsError, match="move_timer_s must be 0"):
        SPEC.options_model.parse({"move_timer_s": 5})
    with pytest.raises(OptionsError):
        SPEC.options_model.parse({"move_timer_s": 121})
    for v in (0, 10, 120):
        assert SPEC.options_model.parse({"move_timer_s": v}).move_timer_s == v
    with pytest.raises(OptionsError, match="rating_mode"):
        SPEC.options_model.parse({"rating_mode": "points"})


def test_match_of_several_deals_durak_deals_and_under_durak():
    from cardtable.bots.runner import play_match

    opts = SPEC.options_model.parse({"deals_per_match": 3, "next_deal_first_attack": "under_durak"})
    m = Match(SPEC, opts, 3, 5)
    bots = [make_bot(SPEC, "normal")] * 3
    rng = random.Random(1)
    while m.hand_no == 1:
        s = m.to_act()[0]
        m.apply(s, bots[s](m.view(s), rng))
    durak = m.sheet.rows[0].extra["durak"]
    if durak >= 0:
        assert m.dealer == durak
        assert (m.hand.attacker, m.hand.defender) == ((durak - 1) % 3, durak)
    play_match(m, bots, 2)
    assert len(m.sheet.rows) == 3 and m.ranking is not None
    assert sum(m.sheet.totals()) == sum(sum(r.points) for r in m.sheet.rows)


def test_rating_first_out_only_with_draw_of_the_last_two():
    # P2 went out before this bout; P0 and P1 empty their hands together: a draw for them
    pos = {"hands": [["Ks"], ["As"], []], "trump": "h", "rest": "discard", "attacker": 0, "out": [2]}
    m = play("durak", 3, pos, [(0, "attack Ks"), (1, "beat Ks As")], options={"rating_mode": "first_out_only"})
    assert m.sheet.rows[0].points == [1, 1, 2]
    m = play("durak", 3, pos, [(0, "attack Ks"), (1, "beat Ks As")])
    assert m.sheet.rows[0].points == [1, 1, 2]


def test_seed_and_actions_replay_exactly():
    from cardtable.bots.runner import play_match
    from cardtable.engine.record import GameRecord, SeatRecord, replay

    opts = SPEC.options_model.parse({"transfer": True})
    bots = [make_bot(SPEC, "normal"), make_bot(SPEC, "easy"), make_bot(SPEC, "normal")]
    m = play_match(Match(SPEC, opts, 3, 99), bots, 4)
    rec = GameRecord(game="durak", options=opts.changed(), seats=[SeatRecord() for _ in range(3)], seed=99,
                     actions=m.actions)
    again = replay(rec)
    assert again.sheet.rows[0].points == m.sheet.rows[0].points
    assert again.hand.fingerprint() == m.hand.fingerprint()


def test_rules_text_lists_the_house_rules():
    en, ru = SPEC.rules_text("en"), SPEC.rules_text("ru")
    assert "`transfer`" in en and "Переводной" in ru and "beat 7h Jh" in en


def test_the_log_says_pass_not_beaten_when_the_defender_takes():
    from cardtable.games.present import presenter_for

    m = play("durak", 3, {
        "hands": [["8c", "10d", "10s", "Ks"], ["10c", "7s", "7d", "6s", "6d"], ["10h", "8d", "Qd", "As"]],
        "trump": "h", "attacker": 0,
    }, [(0, "attack 8c"), (1, "take"), (0, "pass")])
    pr = presenter_for("durak")
    deck = m.hand.deck
    names = ["Ann", "Bob", "Cy"]
    passes = [e for e in m.events if e.kind == "pass"]
    assert pr.event_text(passes[-1], deck, names, 2, "ru") == "Ann: «Пас»"
    assert pr.event_text(passes[-1], deck, names, 2, "en") == "Ann: nothing more"
    m2 = play("durak", 2, {"hands": [["8c", "8s", "Ks"], ["9c", "Js", "Jd"]], "trump": "h", "attacker": 0},
              [(0, "attack 8c"), (1, "beat 8c 9c"), (0, "pass")])
    bito = [e for e in m2.events if e.kind == "pass"][-1]
    assert pr.event_text(bito, deck, names, 1, "ru") == "Ann: «Бито»"


@pytest.mark.parametrize("n, pos", [
    # two players: P0 leads his last card, P1 takes: P1 alone holds cards
    (2, {"hands": [["7s"], ["8h", "9d"]], "trump": "h", "rest": "discard", "attacker": 0}),
    # three players, P2 out before this bout: the same, with a seat out skipped
    (3, {"hands": [["7s"], ["8h", "9d"], []], "trump": "h", "rest": "discard", "attacker": 0, "out": [2]}),
])
def test_a_take_that_leaves_one_holder_ends_the_deal_with_the_taker_as_durak(n, pos):
    # durak.md section 6: the deal ends when at most one active player holds cards and nothing is
    # unbeaten; after «Беру» the taker picks the cards up and is the durak.  No bout of the taker
    # against himself opens ("Boris attacks Boris").
    m = play("durak", n, pos, [(0, "attack 7s"), (1, "take")])
    assert m.hand_no == 2 or m.over  # the deal is over
    row = m.sheet.rows[0]
    assert row.points[1] == 0 and row.points[0] == 2
    assert not [e for e in m.events if e.kind == "bout" and e.seat == e.data.get("defender")]
