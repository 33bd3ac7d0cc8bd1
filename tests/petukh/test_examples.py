"""petukh.md section 10 worked examples, and the options of section 7, as records."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.levels import make_bot
from cardtable.bots.runner import play_match
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.match import Match
from cardtable.engine.record import RecordError, replay
from cardtable.engine.state import IllegalAction, determinize
from cardtable.engine.voids import holds
from cardtable.games.petukh.spec import SPEC
from cardtable.games.petukh.state import DECKS, DECLARE, OFFER, PART, PetukhState
from tests.helpers import play, record

G = "petukh"
DECK = DECKS[36]


def ids(*texts: str) -> list[int]:
    return [DECK.by_text[t][0] for t in texts]


def state(m: Match) -> PetukhState:
    assert isinstance(m.hand, PetukhState)
    return m.hand


def points(m: Match) -> list[int]:
    """The points left, as the table counts them down: the sheet's totals (it starts at 15)."""
    return m.sheet.totals()


# -- section 10 ----------------------------------------------------------------------------------------
def test_example1_deal_order():
    top = list(DECK.texts[:21])
    m = replay(record(G, 3, deck=top, seed=4))
    h = state(m)
    d = m.dealer
    a, b = (d + 1) % 3, (d + 2) % 3
    cards = ids(*top)
    assert h.prikup == cards[0:20:4]
    assert h.hands[a] == cards[1:20:4] and h.hands[b] == cards[2:20:4] and h.hands[d] == cards[3:20:4]
    assert h.shown == [cards[20]] and h.trump == DECK.suit_of[cards[20]] and len(h.stock) == 36 - 21


def offer_position():
    hands = [["6h", "7h", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"], ["6c", "7c", "8c", "9c", "10c"],
             ["Jh", "Qh", "Kh", "Ah", "Jc"]]
    return {"dealer": 3, "phase": "offer", "turn": 0, "hands": hands, "trump_card": "6s",
            "prikup": ["7s", "8s", "9s", "10s", "Js"], "part": [None] * 4, "scores": [15, 15, 8, 15]}


def test_example2_prikup_flow():
    m = play(G, 4, offer_position(), actions=[(0, "decline"), (1, "buy")])
    h = state(m)
    assert h.phase == PART and m.to_act() == [2]
    assert sorted(h.hands[1]) == sorted(ids("7s", "8s", "9s", "10s", "Js"))
    assert m.legal_actions(2) == ["play", "out"]
    m.apply(2, "out")
    m.apply(3, "play")
    assert h.participants() == [0, 1, 3] and h.phase == DECLARE
    assert h.leader == 1  # the buyer leads


def test_example3_must_overtake():
    pos = {"dealer": 3, "trump_card": "7s", "hands": [["9h", "Ac", "Ad"], ["7h", "Jh", "Kc"], ["6s", "Qs", "7c"],
                                                       ["10s", "8d", "9c"]],
           "taken": [1, 1, 0, 0], "played": ["6h", "8h", "6d", "6c", "10h", "Qh", "7d", "8c"], "leader": 0}
    m = play(G, 4, pos, actions=[(0, "play 9h")])
    assert m.legal_actions(1) == ["play Jh"]  # a higher heart
    m.apply(1, "play Jh")
    assert sorted(m.legal_actions(2)) == ["play 6s", "play Qs"]  # void: either trump
    m.apply(2, "play 6s")
    assert m.legal_actions(3) == ["play 10s"]  # must overtrump the 6♠
    with pytest.raises(IllegalAction, match="trump"):
        m.apply(3, "play 8d")
    m.apply(3, "play 10s")
    assert state(m).last_winner == 3


def test_example4_scoring():
    pos = {"dealer": 3, "trump_card": "7s", "hands": [["6h"], ["As"], ["6c"], ["6d"]], "taken": [3, 1, 0, 0],
           "claims": [[], ["rj"], [], ["bq"]], "leader": 1,
           "played": ["7h", "8h", "9h", "10h", "7c", "8c", "9c", "10c", "7d", "8d", "9d", "10d", "Jc", "Qc", "Kc",
                      "Ac"]}
    m = play(G, 4, pos, actions=[(1, "play As"), (2, "play 6c"), (3, "play 6d"), (0, "play 6h")])
    assert points(m) == [12, 8, 20, 15]


def test_example5_opt_out_streak():
    pos = offer_position() | {"scores": [15] * 4, "streak": [0, 0, 2, 1]}
    m = play_match(play(G, 4, pos, actions=[(0, "decline"), (1, "buy"), (2, "out"), (3, "out")]),
                   [make_bot(SPEC, "normal")] * 4, 1, max_hands=1)
    row = m.sheet.rows[0]
    assert row.points[2] == 5 and row.extra["streak"][2] == 0  # the third in a row: +5, counter reset
    assert row.extra["streak"][3] == 2 and row.points[3] == 0
    again = play_match(play(G, 4, pos, actions=[(0, "decline"), (1, "buy"), (2, "play"), (3, "out")]),
                       [make_bot(SPEC, "normal")] * 4, 1, max_hands=1)
    assert again.memo.streak[2] == 0


def test_example6_rams_without_a_bank():
    pos = {"dealer": 3, "phase": "declare", "turn": 1, "trump_card": "6s",
           "hands": [["6h", "7h", "8h", "9h", "10h"], ["7s", "8s", "9s", "10s", "Js"], ["6c", "7c", "8c", "9c", "10c"],
                     ["Jh", "Qh", "Kh", "Ah", "Jc"]],
           "scores": [15, 12, 15, 15], "claims": [[], [], [], []]}
    m = play(G, 4, pos)
    assert "rams" in m.legal_actions(1)
    m.apply(1, "rams")
    assert points(m)[1] == -3 and m.over and m.ranking[1] == 1
    assert all(state(m).known.get(c, 0) == 15 for c in ids("7s", "8s", "9s", "10s", "Js"))


# -- options, views and edges -----------------------------------------------------------------------------
def test_claims_reveal_exactly_the_shown_cards_and_the_prikup_and_opted_out_hands_stay_hidden():
    pos = offer_position()
    pos["hands"][3] = ["Jh", "Jd", "Kh", "Ah", "Jc"]
    pos["hands"][1] = ["6d", "7d", "8d", "9d", "Qh"]
    m = play(G, 4, pos, actions=[(0, "decline"), (1, "buy"), (2, "out")])
    m.apply(3, "play")
    assert m.to_act() == [0]  # declarations from the dealer's left
    m.apply(0, "done")
    m.apply(1, "done")
    m.apply(3, "claim rj")
    v = m.view(0)
    vh = v.state.hands[3]
    assert sorted(c for c in vh if c != UNKNOWN) == sorted(ids("Jh", "Jd"))  # exactly the pair
    hidden = set(ids("6c", "7c", "8c", "9c", "10c")) | set(ids("6d", "7d", "8d", "9d", "Qh"))  # out + bought-out
    for z in v.state.zones():
        assert not hidden & set(z.cards), f"{z.name} shows a laid-down card"
    assert all(c == UNKNOWN for c in v.state.hands[1])  # the prikup now in the buyer's hand
    assert v.state.public_info()["claims"][3] == ["rj"]


def test_the_prikup_is_never_seen_before_buying():
    m = play(G, 4, offer_position())
    for s in range(4):
        v = m.view(s)
        prikup = next(z for z in v.state.zones() if z.name == "prikup")
        assert prikup.cards == [UNKNOWN] * 5


def test_low_scores_must_play_and_nobody_after_declines_may_opt_out():
    pos = offer_position() | {"scores": [15, 15, 3, 15]}
    m = play(G, 4, pos, actions=[(0, "decline"), (1, "buy")])
    assert m.legal_actions(2) == ["play"]
    with pytest.raises(IllegalAction, match="must play"):
        m.apply(2, "out")
    declines = play(G, 4, offer_position(), actions=[(s, "decline") for s in range(4)])
    h = state(declines)
    assert h.phase == DECLARE and h.leader == 3 and h.participants() == [0, 1, 2, 3]  # the dealer leads


def test_voids_from_not_following_beating_or_trumping():
    pos = {"dealer": 3, "trump_card": "7s", "hands": [["9h", "Ac", "Ad"], ["7h", "Jh", "Kc"], ["6s", "Qs", "7c"],
                                                       ["10s", "8d", "9c"]],
           "taken": [1, 1, 0, 0], "played": ["6h", "8h", "6d", "6c", "10h", "Qh", "7d", "8c"], "leader": 0}
    m = play(G, 4, pos, actions=[(0, "play 9h"), (1, "play Jh"), (2, "play 6s")])
    h = state(m)
    (seat, cards, n, sure), = h.voids
    assert seat == 2 and sure and n == 2
    assert set(ids("Ah", "Kh")) <= cards and ids("Qs")[0] not in cards  # no heart; Q♠ under no duty to beat
    for s in range(20):
        d = determinize(m.view(3), random.Random(s))
        assert holds(d.voids, 2, d.hands[2])


def test_croupier_penalize_and_false_claims_annul_the_hand():
    pos = {"dealer": 3, "trump_card": "7s", "hands": [["9h", "Ac", "Ad"], ["7h", "Jh", "Kc"], ["6s", "Qs", "7c"],
                                                       ["10s", "8d", "9c"]],
           "taken": [1, 1, 0, 0], "played": ["6h", "8h", "6d", "6c", "10h", "Qh", "7d", "8c"], "leader": 0}
    m = play(G, 4, pos, options={"croupier_mode": "penalize"}, actions=[(0, "play 9h"), (1, "play Kc")])
    assert m.sheet.rows[0].points == [0, 5, 0, 0] and m.sheet.rows[0].extra["annulled"]
    with pytest.raises(RecordError, match="beat"):
        play(G, 4, pos, actions=[(0, "play 9h"), (1, "play Kc")])
    f = play(G, 4, offer_position(), options={"allow_false_claims": True}, actions=[(0, "claim rq")])
    assert f.sheet.rows[0].points == [5, 0, 0, 0]
    with pytest.raises(RecordError, match="do not hold both"):
        play(G, 4, offer_position(), actions=[(0, "claim rq")])


def test_the_bank_rams_takes_it_and_rebuys_come_back_at_the_start():
    pos = {"dealer": 3, "phase": "declare", "turn": 1, "trump_card": "6s",
           "hands": [["6h", "7h", "8h", "9h", "10h"], ["7s", "8s", "9s", "10s", "Js"], ["6c", "7c", "8c", "9c", "10c"],
                     ["Jh", "Qh", "Kh", "Ah", "Jc"]],
           "scores": [15, 12, 15, 15], "claims": [[], [], [], []], "chips": [90, 90, 90, 90], "bank": 40}
    m = play(G, 4, pos, options={"bank": True}, actions=[(1, "rams")])
    assert points(m)[1] == 12 and m.memo.chips[1] == 130 and m.memo.bank == 0
    pos = {"dealer": 3, "trump_card": "7s", "hands": [["6h"], ["As"], ["6c"], ["6d"]], "taken": [3, 1, 0, 0],
           "leader": 1, "scores": [15, 15, 21, 15], "chips": [90, 90, 90, 90], "bank": 40,
           "played": ["7h", "8h", "9h", "10h", "7c", "8c", "9c", "10c", "7d", "8d", "9d", "10d", "Jc", "Qc", "Kc",
                      "Ac"]}
    m = play(G, 4, pos, options={"bank": True}, actions=[(1, "play As"), (2, "play 6c"), (3, "play 6d"),
                                                         (0, "play 6h"), (2, "rebuy")])
    assert m.sheet.rows[0].extra["rebuys"] == [2] and points(m)[2] == 15 and m.memo.chips[2] == 80
    assert m.memo.bank == 50 and 2 not in m.eliminated
    no = play(G, 4, pos, actions=[(1, "play As"), (2, "play 6c"), (3, "play 6d"), (0, "play 6h")])
    assert 2 in no.eliminated and points(no)[2] == 26


def test_a_lone_player_takes_all_five():
    pos = offer_position() | {"scores": [15, 15, 15, 15]}
    m = play(G, 4, pos, actions=[(0, "buy"), (1, "out"), (2, "out"), (3, "out"), (0, "done")])
    assert m.sheet.rows[0].points[0] == -5 and m.sheet.rows[0].extra["taken"][0] == 5
    off = play(G, 4, pos, options={"sole_player_takes_all": False},
               actions=[(0, "buy"), (1, "out"), (2, "out"), (3, "out"), (0, "done")])
    assert off.sheet.rows[0].points == [0, 0, 0, 0]


def test_advanced_claim_limits():
    from cardtable.games.petukh.spec import counted_claims

    opts = SPEC.options_model.parse({"advanced_claim_limits": "on"})
    assert counted_claims(opts, 2, 15) == 2 and counted_claims(opts, 2, 11) == 1 and counted_claims(opts, 2, 6) == 0
    assert counted_claims(SPEC.options_model(), 2, 6) == 2


def test_manual_cut_and_whole_matches_end():
    opts = SPEC.options_model.parse({"manual_cut": "on"})
    m = Match(SPEC, opts, 3, 2)
    h = state(m)
    assert h.to_act() == [h.cutter] and h.cutter == (m.dealer - 1) % 3
    m.apply(h.cutter, "cut 10")
    assert state(m).phase == OFFER
    for n in (2, 3, 5):
        m = Match(SPEC, SPEC.options_model(), n, n)
        play_match(m, [make_bot(SPEC, "normal")] * n, n, max_hands=500)
        assert m.over and min(m.ranking) == 1
        live = m.active_seats()
        assert len(live) == 1 or min(points(m)[s] for s in live) <= 0


def test_the_hard_bots_value_of_a_hand_is_what_it_does_to_the_match():
    """A hand that puts a player out loses him the match (0), the survivor of two wins it (1);
    a hand that ends nothing is worth more the nearer it brings a player to 0."""
    from cardtable.bots.values import race_value
    from cardtable.engine.match import Match
    from cardtable.engine.sheet import HandResult
    from cardtable.games.petukh.spec import SPEC

    m = Match(SPEC, SPEC.options_model.parse({"elimination_score": 20}), 2, 1)
    t = m.table
    t.sheet.start = [19, 12]
    t.sheet.rows = [HandResult([5, -1], [1])]
    t.eliminated.add(0)
    assert race_value(SPEC.race(t, t.sheet.rows[0])) == [0.0, 1.0]
    t.eliminated.clear()
    t.sheet.rows = [HandResult([-2, -1], [0])]  # 17 and 11: nobody out, nobody at 0
    low, high = race_value(SPEC.race(t, t.sheet.rows[0]))
    assert 0.2 < low < high < 0.8
