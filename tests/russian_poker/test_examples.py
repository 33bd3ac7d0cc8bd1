"""russian_poker.md section 10 worked examples, and the options of section 7, as records."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.levels import make_bot
from cardtable.bots.runner import play_match
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.match import Match
from cardtable.engine.mechanics.bidding import SEALED
from cardtable.engine.position import PositionError, parse_position
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction, determinize
from cardtable.games.russian_poker.position import RussianPokerPosition
from cardtable.games.russian_poker.spec import SPEC
from cardtable.games.russian_poker.state import BID, CUT, DECK, PLAY, SEVEN, schedule
from tests.helpers import play

G = "russian_poker"
ALL = list(DECK.texts)


def rest(*used: list[str]) -> list[str]:
    taken = {t for group in used for t in group}
    return [t for t in ALL if t not in taken]


def bots(m: Match, seed: int = 1) -> Match:
    return play_match(m, [make_bot(SPEC, "normal")] * m.n, seed)


# -- worked examples ---------------------------------------------------------------------------------
def test_example1_schedule_for_four_players():
    sched = schedule(4)
    assert len(sched) == 18
    assert [d.cards for d in sched[:14]] == [1, 2, 3, 4, 5, 6, 6, 6, 6, 5, 4, 3, 2, 1]
    assert [(d.kind, d.cards) for d in sched[14:]] == [("no_trump", 6), ("blind", 6), ("minimum", 6), ("maximum", 6)]
    assert [d.bidding for d in sched[14:]] == ["open", "sealed", "none", "none"]
    assert len(schedule(2)) == 16 and len(schedule(6)) == 20
    m = bots(Match(SPEC, SPEC.options_model(), 4, 5))
    rows = m.sheet.rows
    assert len(rows) == 18 and m.over
    assert [r.extra["cards"] for r in rows] == [d.cards for d in sched]
    assert rows[14].extra["trump"] == "-"  # the no-trump deal


def test_example2_the_last_bidder_may_not_make_the_sum():
    pos = {"hands": [["6c", "7c", "8c"], ["6d", "7d", "8d"], ["6h", "7h", "8h"], ["6s", "7s", "8s"]],
           "dealer": 3, "deal": 3, "trump_card": "Ah", "bids": [1, 0, 1, None]}
    m = play(G, 4, pos)
    assert m.hand.phase == BID and m.to_act() == [3]
    assert m.legal_actions(3) == ["bid 0", "bid 2", "bid 3"]
    with pytest.raises(IllegalAction, match="add up to 3"):
        m.apply(3, "bid 1")
    m.apply(3, "bid 2")
    assert m.hand.phase == PLAY and m.to_act() == [0]


def test_the_hook_lifts_when_earlier_bids_exceed_the_tricks():
    pos = {"hands": [["6c", "7c"], ["6d", "7d"], ["6h", "7h"]], "dealer": 2, "deal": 2, "trump_card": "Ah",
           "bids": [2, 1, None]}
    assert play(G, 3, pos).legal_actions(2) == ["bid 0", "bid 1", "bid 2"]


def last_trick_position(deal: int, taken: list[int], bids) -> dict:
    """Four players, the last trick of a six-card deal: A leads 7♣, D wins with A♣; trump ♥."""
    hands = [["7c"], ["8c"], ["9c"], ["Ac"]]
    played = rest(*hands, ["6h"])[:20]
    return {"hands": hands, "dealer": 3, "deal": deal, "trump_card": "6h", "bids": bids, "taken": taken,
            "played": played, "leader": 0}


def test_example3_scoring():
    m = play(G, 4, last_trick_position(6, [4, 1, 0, 0], [2, 3, 0, 0]),
             [(0, "play 7c"), (1, "play 8c"), (2, "play 9c"), (3, "play Ac")])
    row = m.sheet.rows[0]
    assert row.extra["taken"] == [4, 1, 0, 1]
    assert row.points == [4, -20, 5, 1]  # b=2,t=4 +4; b=3,t=1 -20; b=0,t=0 +5; b=0,t=1 +1
    assert row.extra["sheet"]["cells"][1] == ["3", "1", "-20"]
    m = play(G, 4, last_trick_position(6, [2, 0, 0, 3], [2, 1, 0, 2]),
             [(0, "play 7c"), (1, "play 8c"), (2, "play 9c"), (3, "play Ac")])
    assert m.sheet.rows[0].points == [20, -10, 5, 4]  # b=2,t=2 +20; b=1,t=0 -10; D b=2,t=4 +4


def test_overtricks_bid_plus_overtricks():
    m = play(G, 4, last_trick_position(6, [4, 1, 0, 0], [2, 3, 0, 0]),
             [(0, "play 7c"), (1, "play 8c"), (2, "play 9c"), (3, "play Ac")],
             options={"overtrick_scoring": "bid_plus_overtricks"})
    assert m.sheet.rows[0].points == [22, -20, 5, 1]  # a 0 bid with 1 trick still scores 1


BIG_POS = {"hands": [["7s", "6c", "6d"], ["9h", "Kh", "Ac"], ["As", "Qd", "8c"]], "dealer": 2, "deal": 3,
           "trump_card": "10h", "bids": [1, 1, 0]}


def test_example4_seven_of_spades_by_the_biggest():
    m = play(G, 3, BIG_POS)
    assert "play 7s big" in m.legal_actions(0) and "play 7s" in m.legal_actions(0)
    m.apply(0, "play 7s big")
    assert m.legal_actions(1) == ["play Kh"]
    m.apply(1, "play Kh")
    assert m.legal_actions(2) == ["play As"]
    with pytest.raises(IllegalAction, match="strongest"):
        m.apply(2, "play Qd")
    m.apply(2, "play As")
    assert m.hand.taken == [1, 0, 0] and m.hand.turn == 0


def test_by_the_biggest_shows_what_is_not_held_to_determinize():
    m = play(G, 3, BIG_POS, [(0, "play 7s big"), (1, "play Kh"), (2, "play As")])
    hearts = {c for c in range(36) if DECK.suit_of[c] == 1}
    ah = DECK.by_text["Ah"][0]
    rng = random.Random(3)
    for _ in range(40):
        det = determinize(m.view(0), rng)
        assert not hearts & set(det.hands[2])  # C answered with a spade: no trump at all
        assert ah not in det.hands[1]  # B answered with K♥: no higher trump


def test_a_plain_seven_of_spades_lead_is_a_spade():
    m = play(G, 3, BIG_POS, [(0, "play 7s")])
    assert m.legal_actions(1) == ["play 9h", "play Kh"]  # void in spades: must trump
    m.apply(1, "play 9h")
    assert m.legal_actions(2) == ["play As"]
    m.apply(2, "play As")
    assert m.hand.taken == [0, 1, 0]


DEF_POS = {"hands": [["Kh"], ["Qh"], ["Jh"], ["8c", "7s"]], "dealer": 3, "deal": 2, "trump_card": "9d",
           "bids": [1, 0, 0, 0], "trick": ["10c", "Jc", "6d"]}


def test_example5_seven_of_spades_defense():
    m = play(G, 4, DEF_POS)
    assert m.legal_actions(3) == ["play 8c"]
    with pytest.raises(IllegalAction):
        m.apply(3, "play 7s")
    m = play(G, 4, DEF_POS, options={"seven_spades_defense": True})
    assert m.legal_actions(3) == ["play 8c", "play 7s high"]
    m.apply(3, "play 7s high")
    assert m.hand.taken == [0, 0, 0, 1] and m.hand.turn == 3  # it beats even the trump 6♦
    assert not m.hand.voids  # a 7♠ played as the highest card proves nothing


def test_a_seven_of_spades_high_cannot_be_beaten_later():
    pos = dict(DEF_POS, trick=["10c"], hands=[["Kh"], ["8c", "7s"], ["Ad", "Jc"], ["Qc", "Ac"]])
    m = play(G, 4, pos, [(1, "play 7s high"), (2, "play Jc")], options={"seven_spades_defense": True})
    m.apply(3, "play Ac")
    assert m.hand.taken == [0, 1, 0, 0]


def test_example6_minimum_and_maximum_deals():
    # two players: deal 15 is the minimum deal, 16 the maximum deal
    hands = [["7c"], ["8c"]]
    pos = {"hands": hands, "dealer": 1, "deal": 15, "trump_card": "6h", "taken": [2, 3], "leader": 0,
           "played": rest(["7c", "8c", "6h"])[:10]}
    m = play(G, 2, pos)
    assert m.hand.phase == PLAY  # nobody bids
    m.apply(0, "play 7c")
    m.apply(1, "play 8c")
    assert m.sheet.rows[0].points == [-20, -40]  # A took 2 tricks: -20
    assert m.hand.deal.kind == "maximum" and m.hand.phase == PLAY
    pos = dict(pos, deal=16, taken=[2, 3], hands=[["Ac"], ["8c"]], played=rest(["Ac", "8c", "6h"])[:10])
    m = play(G, 2, pos, [(0, "play Ac"), (1, "play 8c")])
    assert m.sheet.rows[0].points == [30, 30]
    assert m.over and m.ranking == [1, 1]
    with pytest.raises(RecordError):
        play(G, 2, dict(pos, bids=[1, 1]))


# -- options -----------------------------------------------------------------------------------------
def test_deck_cut_with_the_seven_of_spades_zeroes_the_cutters_total():
    m = Match(SPEC, SPEC.options_model(deck_cut=True), 3, 11)
    assert m.hand.phase == CUT and m.to_act() == [(m.dealer - 1) % 3]
    assert len(m.legal_actions(m.to_act()[0])) == 35
    rngs = [random.Random(s) for s in range(3)]
    while m.hand_no == 1 or m.hand.phase != CUT:
        s = m.to_act()[0]
        m.apply(s, SPEC.normal_bot(m.view(s), rngs[s]))
    before = m.sheet.totals()
    cutter = m.to_act()[0]
    assert before[cutter] != 0
    k = len(m.hand.stock) - m.hand.stock.index(SEVEN)
    m.apply(cutter, f"cut {k}")
    assert m.hand.cut_zero and m.hand.cut_card == SEVEN
    assert m.hand.stock[0] == SEVEN or SEVEN in m.hand.hands[m.dealer]  # at the bottom of the pack
    while m.hand_no == 2:
        s = m.to_act()[0]
        m.apply(s, SPEC.normal_bot(m.view(s), rngs[s]))
    row = m.sheet.rows[1]
    raw = SPEC.deal_points(m.options, m.prev_hand)
    assert m.sheet.totals()[cutter] == raw[cutter]
    assert row.points[cutter] == raw[cutter] - before[cutter] and "7♠" in row.note


def test_the_cut_card_is_shown_to_everybody():
    m = Match(SPEC, SPEC.options_model(deck_cut=True), 4, 2)
    cutter = m.to_act()[0]
    m.apply(cutter, "cut 10")
    card = m.hand.cut_card
    for seat in range(4):
        v = m.view(seat).state
        assert any(card in z.cards for z in v.zones())


def test_ante_pot_goes_to_the_winner_and_ties_split():
    m = Match(SPEC, SPEC.options_model(ante=5), 3, 1)
    m.table.dealer = 2
    assert SPEC.pot_shares(m, [10, 10, 5], 5) == [3, 2, -5]  # 15 chips, 7 each, the odd one to seat 0
    assert SPEC.pot_shares(m, [1, 10, 5], 5) == [-5, 10, -5]
    m = bots(Match(SPEC, SPEC.options_model(ante=4), 4, 8))
    assert sum(m.sheet.rows[-1].extra["pot"]) == 0
    assert "pot" not in m.sheet.rows[-2].extra


def test_six_players_the_dealers_last_card_shows_trump():
    m = Match(SPEC, SPEC.options_model(first_deal=6), 6, 4)
    h = m.hand
    assert not h.stock and not h.shown
    card = h.hands[h.dealer][-1]
    assert h.trump_card == card and h.trump == DECK.suit_of[card]
    other = (h.dealer + 1) % 6
    assert card in m.view(other).state.hands[h.dealer]  # seen by all, still in his hand
    m = Match(SPEC, SPEC.options_model(first_deal=6, trump_when_no_stock="no_trump"), 6, 4)
    assert m.hand.trump == -1 and m.hand.trump_card == -1


def test_blind_deal_bids_are_sealed_until_the_deal_ends():
    m = Match(SPEC, SPEC.options_model(first_deal=14), 2, 3)  # two players: deal 14 is the blind deal
    h = m.hand
    assert h.deal.kind == "blind"
    first = m.to_act()[0]
    m.apply(first, "bid 6")
    other = 1 - first
    v = m.view(other)
    assert v.state.bids[first] == SEALED and v.state.public_info()["bids"][first] == "?"
    assert v.state.bid_sum == -1
    assert all(e.data.get("bid") is None for e in v.events)
    assert m.view(first).state.bids[first] == 6
    assert m.legal_actions(other) == [f"bid {b}" for b in range(7)]  # no hook in the blind deal
    rng = random.Random(1)
    guessed = {determinize(v, rng).bids[first] for _ in range(30)}
    assert SEALED not in guessed and guessed != {6}  # guessed fairly, never read
    m.apply(other, "bid 0")
    while m.hand_no == 1:
        s = m.to_act()[0]
        m.apply(s, m.legal_actions(s)[0])
    assert m.sheet.rows[0].extra["bids"][first] == 6  # shown once the deal is over


def test_blind_round_hook_option():
    m = Match(SPEC, SPEC.options_model(first_deal=14, blind_round_hook=True), 2, 3)
    first = m.to_act()[0]
    m.apply(first, "bid 2")
    other = 1 - first
    assert "bid 4" not in m.legal_actions(other)
    assert m.view(other).legal == m.legal_actions(other)


# -- positions ---------------------------------------------------------------------------------------
def test_position_errors_name_the_key():
    with pytest.raises(RecordError, match="hands.1"):
        play(G, 2, {"hands": [["6c"], ["6c"]], "deal": 1, "trump_card": "Ah"})
    with pytest.raises(RecordError, match="position.deal"):
        play(G, 2, {"hands": [["6c"], ["7c"]], "deal": 40, "trump_card": "Ah"})
    with pytest.raises(RecordError, match="trump_card"):
        play(G, 2, {"hands": [["6c"], ["7c"]], "deal": 1})
    assert play(G, 2, {"hands": [["6c"], ["7c"]], "deal": 1, "trump": "none"}).hand.trump == -1
    with pytest.raises(RecordError, match="position.bids"):
        play(G, 3, {"hands": [["6c"], ["7c"], ["8c"]], "deal": 1, "trump_card": "Ah", "dealer": 2,
                    "bids": [None, 1, None]})
    with pytest.raises(PositionError):
        parse_position(RussianPokerPosition, {"hands": [], "surprise": 1})


def test_views_hide_other_hands_and_the_stock():
    m = Match(SPEC, SPEC.options_model(), 4, 9)
    for seat in range(4):
        st = m.view(seat).state
        for s in range(4):
            assert (UNKNOWN in st.hands[s]) == (s != seat)
        assert set(st.stock) == {UNKNOWN}


def test_replay_json_shows_bids_tricks_and_the_sheet(capsys, tmp_path):
    import json

    from cardtable.cli.main import main
    from tests.helpers import record

    rec = record(G, 4, last_trick_position(6, [4, 1, 0, 0], [2, 3, 0, 0]),
                 [(0, "play 7c"), (1, "play 8c"), (2, "play 9c"), (3, "play Ac")])
    p = tmp_path / "rp.json"
    p.write_text(rec.model_dump_json())
    assert main(["replay", str(p), "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["sheet_rows"][0]["columns"] == ["bid", "taken", "total"]
    assert d["sheet_rows"][0]["cells"][0] == ["2", "4", "4"]
    assert d["public"]["phase"] == "bid" and d["public"]["bids"] == [None] * 4 and d["public"]["deal"] == 7
