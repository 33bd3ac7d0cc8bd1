"""durak.md section 10 worked examples, each as a position record (trump hearts unless stated)."""

from __future__ import annotations

import pytest

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.state import IllegalAction
from tests.helpers import play, texts


def beats_of(m, seat: int, attack: str) -> set[str]:
    return {a.split()[2] for a in m.legal_actions(seat) if a.startswith(f"beat {attack} ")}


def test_example1_what_beats_what():
    hand1 = ["10s", "Js", "Qs", "Ks", "As", "6h", "8h", "Ah", "8s", "7d", "Ad"]
    m = play("durak", 2, {"hands": [["9s", "7h"], hand1], "trump": "h", "attacker": 0}, [(0, "attack 9s")])
    assert beats_of(m, 1, "9s") == {"10s", "Js", "Qs", "Ks", "As", "6h", "8h", "Ah"}
    m = play("durak", 2, {"hands": [["9s", "7h"], hand1], "trump": "h", "attacker": 0}, [(0, "attack 7h")])
    assert beats_of(m, 1, "7h") == {"8h", "Ah"}
    with pytest.raises(IllegalAction, match="does not beat"):
        m.apply(1, "beat 7h 6h")


def test_example2_lowest_trump_attacks_and_is_shown():
    m = play("durak", 3, {"hands": [["8h", "9s"], ["6h", "7c"], ["10s", "Jd"]], "trump": "Kh"})
    h = m.hand
    assert (h.attacker, h.defender) == (1, 2)
    assert h.deck.text(h.shown) == "6h"
    # everyone else now sees the 6h in P1's hand (the rest of it stays hidden)
    view = m.view(0).state.hands[1]
    assert sorted(view, key=lambda c: c == UNKNOWN) == [h.deck.ids("6h")[0], UNKNOWN]


def test_example3_defender_with_three_cards_limits_the_bout():
    m = play("durak", 2, {
        "hands": [["7s", "7d", "7c", "7h", "Qs"], ["8s", "8d", "8c"]], "trump": "h", "attacker": 0,
    }, [(0, "attack 7s"), (1, "beat 7s 8s"), (0, "throw 7d"), (0, "throw 7c")])
    h = m.hand
    assert h.limit == 3 and h.phase == 1  # the third card closed the batch: P1 defends
    with pytest.raises(IllegalAction):
        m.apply(0, "throw 7h")
    m.apply(1, "beat 7d 8d")
    m.apply(1, "beat 7c 8c")
    # 3 attack cards beaten = L: the bout is beaten at once, no 4th throw-in was offered
    assert len(h.discard) == 6 and not h.att
    assert (h.attacker, h.defender) == (1, 0)
    assert len(h.hands[0]) == 6 and len(h.hands[1]) == 6  # P0 refilled first, then P1


def test_example4_take_throw_in_refill_order_and_next_attacker():
    m = play("durak", 3, {
        "hands": [["8c", "8d", "9h", "Kh", "Jc", "Qd"], ["6s", "7s", "9d"], ["8s", "10c", "Jd", "Qs", "Ks", "As"]],
        "trump": "6h", "stock": ["Ac", "Kc", "Qc", "Jh", "10h"], "rest": "discard", "attacker": 0,
    }, [(0, "attack 8c"), (1, "take"), (0, "throw 8d"), (0, "done")])
    h = m.hand
    assert m.to_act() == [2] and "throw 8s" in m.legal_actions(2)
    assert h.refill_order() == [0, 2, 1]
    ev = m.apply(2, "throw 8s")  # the third card reaches L = 3: the round ends, P1 picks up
    assert texts(m, 1) == sorted(["6s", "7s", "9d", "8c", "8d", "8s"])
    # refill: P0 (4 cards) draws Ac Kc, then P2 (5 cards) draws Qc; P1 holds 6 and draws nothing
    draws = [(e.seat, e.data["n"]) for e in ev if e.kind == "draw"]
    assert draws == [(0, 2), (2, 1)]
    assert {"Ac", "Kc"} <= set(texts(m, 0)) and "Qc" in texts(m, 2)
    assert (h.attacker, h.defender) == (2, 0)  # the taker lost his turn to attack


def test_refill_order_reaches_the_defender_last_and_the_trump_card_is_drawn_last():
    m = play("durak", 3, {
        "hands": [["8c", "9h"], ["9c", "7s"], ["8s", "10c"]],
        "trump": "6h", "stock": ["Ac", "Kc", "Qc", "Jh", "10h", "9s", "6c", "6d", "7d", "8d", "9d", "10d"],
        "rest": "discard", "attacker": 0,
    }, [(0, "attack 8c"), (1, "beat 8c 9c"), (0, "pass"), (2, "pass")])
    h = m.hand
    assert texts(m, 0) == sorted(["9h", "Ac", "Kc", "Qc", "Jh", "10h"])
    assert texts(m, 2) == sorted(["8s", "10c", "9s", "6c", "6d", "7d"])
    assert texts(m, 1) == sorted(["7s", "8d", "9d", "10d", "6h"])
    assert h.deck.text(h.hands[1][-1]) == "6h" and not h.stock
    assert (h.attacker, h.defender) == (1, 2)  # beaten: the defender attacks next
    # everyone saw the turned trump go to P1
    assert h.hands[1][-1] in m.view(0).state.hands[1]
    assert any(e.kind == "trump_drawn" and e.seat == 1 for e in m.events)


def test_example5_last_two_empty_together_is_a_draw():
    m = play("durak", 2, {"hands": [["Ks"], ["As"]], "trump": "h", "rest": "discard", "attacker": 0},
             [(0, "attack Ks"), (1, "beat Ks As")])
    assert m.over and m.sheet.rows[0].points == [1, 1]
    assert m.sheet.rows[0].extra["tie"] and m.sheet.rows[0].winners == []


def example6(rating: str):
    return play("durak", 3, {
        "hands": [["6s"], ["7s", "6d"], ["9d", "Ac"]], "trump": "h", "rest": "discard", "attacker": 0,
    }, [(0, "attack 6s"), (1, "beat 6s 7s"), (2, "pass"), (1, "attack 6d"), (2, "beat 6d 9d")],
        options={"rating_mode": rating} if rating != "non_durak_win" else None)


def test_example6_durak_and_both_ratings():
    m = example6("non_durak_win")
    assert m.sheet.rows[0].points == [2, 2, 0] and m.sheet.rows[0].extra["durak"] == 2
    assert m.sheet.rows[0].extra["out_order"] == [0, 1]
    m = example6("first_out_only")
    assert m.sheet.rows[0].points == [2, 1, 0]


def test_example6_defender_answers_after_the_last_attacker_went_out():
    m = play("durak", 3, {
        "hands": [["6s"], ["7s", "6d"], ["9d", "Ac"]], "trump": "h", "rest": "discard", "attacker": 0,
    }, [(0, "attack 6s"), (1, "beat 6s 7s"), (2, "pass"), (1, "attack 6d")])
    assert not m.over and m.to_act() == [2]  # only P2 holds cards, but he must answer first
    assert set(m.legal_actions(2)) == {"beat 6d 9d", "take"}
    m.apply(2, "take")
    assert m.over and m.sheet.rows[0].points == [2, 2, 0]


def test_example7_transfer_needs_room_in_the_next_hand():
    pos = {"hands": [["9d", "Ks"], ["9c", "Qs"], ["10h"]], "trump": "h", "attacker": 0}
    m = play("durak", 3, pos, [(0, "attack 9d")], options={"transfer": True})
    assert "transfer 9c" not in m.legal_actions(1)
    with pytest.raises(IllegalAction, match="at most 1"):
        m.apply(1, "transfer 9c")
    pos["hands"][2] = ["10h", "Jh"]
    m = play("durak", 3, pos, [(0, "attack 9d"), (1, "transfer 9c")], options={"transfer": True})
    h = m.hand
    assert (h.defender, h.attacker, h.opener) == (2, 1, 0)
    assert h.limit == 2 and m.to_act() == [2]  # two 9s against two cards: the batch closed itself
    assert h.priority_order() == [1, 0]
