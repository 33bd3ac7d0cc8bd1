"""Hidden information in Durak: views, determinization, and the normal bot's choices."""

from __future__ import annotations

import random

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.state import View, determinize
from tests.helpers import play

STOCK = ["Ac", "Kc", "Qc", "Jc", "9c", "8s", "9s", "10s", "Js", "7d", "10d", "Qd", "Kd", "Ad", "7c", "6c"]
TAKE = [(0, "attack 8c"), (1, "take"), (0, "throw 8d"), (0, "done"), (2, "pass")]


def take_position(p1: list[str], p2: list[str]):
    return play("durak", 3, {"hands": [["8c", "8d", "Ks"], p1, p2], "trump": "6h", "stock": STOCK,
                             "attacker": 0}, TAKE)


def test_determinize_keeps_picked_up_cards_and_ignores_real_hidden_cards():
    a = take_position(["6s", "7s", "9d"], ["Qs", "Jd", "10c"])
    b = take_position(["6s", "7s", "Jd"], ["Qs", "9d", "10c"])  # other hidden cards, same view for P0
    deck = a.hand.deck
    picked = {deck.ids("8c")[0], deck.ids("8d")[0]}
    va, vb = a.view(0), b.view(0)
    assert [z.cards for z in va.state.zones()] == [z.cards for z in vb.state.zones()]
    assert picked <= set(va.state.hands[1])  # the view shows them in the taker's hand
    for seed in range(20):
        da, db = determinize(va, random.Random(seed)), determinize(vb, random.Random(seed))
        assert [z.cards for z in da.zones()] == [z.cards for z in db.zones()]
        assert picked <= set(da.hands[1])
        assert da.hands[0] == a.hand.hands[0]
        assert da.stock[0] == deck.ids("6h")[0]  # the turned trump stays at the bottom


def test_beaten_cards_are_face_down_but_remembered_by_everyone():
    m = play("durak", 2, {"hands": [["8c", "Ks"], ["9c", "Js"]], "trump": "h", "attacker": 0},
             [(0, "attack 8c"), (1, "beat 8c 9c"), (0, "pass")])
    disc = next(z for z in m.hand.zones() if z.name == "discard")
    assert disc.vis == 2 and len(disc.cards) == 2
    view = m.view(1).state
    assert sorted(view.discard) == sorted(m.hand.discard) and UNKNOWN not in view.discard


def bot_move(pos: dict, actions=(), options=None, seat: int | None = None) -> str:
    from cardtable.games.durak.bot import normal_bot

    m = play("durak", len(pos["hands"]), pos, actions, options=options)
    s = m.to_act()[0] if seat is None else seat
    return normal_bot(m.view(s), random.Random(0))


def test_bot_leads_its_cheapest_plain_card():
    assert bot_move({"hands": [["6h", "9s", "7d", "As"], ["8s", "9d"]], "trump": "h", "attacker": 0}) == "attack 7d"


def test_bot_beats_with_the_cheapest_card():
    pos = {"hands": [["9s", "Kd"], ["10s", "Qs", "6h", "7c"]], "trump": "h", "attacker": 0}
    assert bot_move(pos, [(0, "attack 9s")]) == "beat 9s 10s"


def test_bot_takes_a_cheap_card_rather_than_spend_a_high_trump_early():
    pos = {"hands": [["7s", "Kd"], ["Ah", "6d", "7d", "8c"]], "trump": "h", "attacker": 0}
    assert bot_move(pos, [(0, "attack 7s")]) == "take"
    pos.update(rest="discard")  # no stock: now the trump is spent
    assert bot_move(pos, [(0, "attack 7s")]) == "beat 7s Ah"


def test_bot_transfers_rather_than_spend_a_trump():
    pos = {"hands": [["9s", "Kd"], ["9d", "6h", "7c"], ["6s", "7s", "8s"]], "trump": "h", "attacker": 0}
    assert bot_move(pos, [(0, "attack 9s")], options={"transfer": True}) == "transfer 9d"


def test_bot_dumps_cheap_plain_cards_on_a_taker_but_no_trumps():
    pos = {"hands": [["8c", "8d", "8h", "Qs"], ["6s", "7s", "9d", "6d"]], "trump": "h", "attacker": 0}
    assert bot_move(pos, [(0, "attack 8c"), (1, "take")]) == "throw 8d"
    assert bot_move(pos, [(0, "attack 8c"), (1, "take"), (0, "throw 8d")]) == "done"


def test_endgame_search_finds_the_win_the_heuristics_miss():
    from cardtable.games.durak.bot import heuristic_bot, normal_bot
    from cardtable.games.durak.endgame import solve

    m = play("durak", 2, {"hands": [["7s", "Ah"], ["8s", "6d"]], "trump": "h", "rest": "discard", "attacker": 0})
    view = m.view(0)
    assert heuristic_bot(view, random.Random(0)) == "attack 7s"  # loses to 8s, then 6d: a draw at best
    assert normal_bot(view, random.Random(0)) == "attack Ah"  # P1 must take; then 7s leaves him the durak
    # a bare view (a search's rollout builds those, hand_no 0) gets the heuristics: no search in a search
    bare = View(0, view.state, view.legal)
    assert normal_bot(bare, random.Random(0)) == "attack 7s"
    m.apply(0, "attack Ah")
    m.apply(1, normal_bot(m.view(1), random.Random(0)))
    while not m.over:
        s = m.to_act()[0]
        m.apply(s, normal_bot(m.view(s), random.Random(0)))
    assert m.sheet.rows[0].extra["durak"] == 1
    with_stock = play("durak", 2, {"hands": [["7s", "Ah"], ["8s", "6d"]], "trump": "h", "attacker": 0})
    assert solve(with_stock.view(0), random.Random(0)) is None  # hidden stock: no exact search
