"""most.md section 10 worked examples and the edge cases of issue #18, as record positions."""

from __future__ import annotations

import pytest

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.position import PositionError
from cardtable.engine.record import RecordError
from cardtable.engine.state import IllegalAction, determinize
from cardtable.games.most.state import ACT, DECK, TAKE
from tests.helpers import play, texts

G = "most"


def t(m: Match, zone: list[int]) -> list[str]:
    return [DECK.texts[c] for c in zone]


def illegal(m: Match, seat: int, action: str) -> str:
    before = m.hand.fingerprint()
    with pytest.raises(IllegalAction) as e:
        m.hand.apply(seat, action)
    assert m.hand.fingerprint() == before
    return e.value.reason


# -- worked examples ----------------------------------------------------------------------------------
def test_example1_bridge_take_with_the_target_melded_first():
    pos = {"hands": [["6h", "7h", "Kc", "Qd", "3s", "8s"], ["2c", "3c"]],
           "bridge": ["Js", "4d", "5h", "9c", "2d"], "turn": 0}
    m = play(G, 2, pos)
    legal = m.legal_actions(0)
    assert "pick 5h" in legal and "pick Js" not in legal and "pick 9c" not in legal
    assert "target rule" in illegal(m, 0, "pick Js")
    m.apply(0, "pick 5h")
    h = m.hand
    assert texts(m, 0) == sorted(["6h", "7h", "Kc", "Qd", "3s", "8s", "5h", "9c", "2d"])
    assert t(m, h.bridge) == ["Js", "4d"] and h.phase == ACT
    assert m.legal_actions(0) == ["meld 5h 6h 7h"]  # the first action must contain 5♥
    assert "target rule" in illegal(m, 0, "discard Kc")
    m.apply(0, "meld 5h 6h 7h")
    m.apply(0, "discard Kc")
    assert t(m, h.bridge) == ["Js", "4d", "Kc"] and len(h.hands[0]) == 5 and h.turn == 1


def test_example2_table_uniqueness():
    pos = {"hands": [["2s", "3s"], ["Jc", "Kc", "X1", "5d", "6d", "7d"]],
           "melds": [{"owner": 0, "cards": ["Qs", "Qd", "Qc"]}, {"owner": 1, "cards": ["8h", "9h", "10h"]}],
           "bridge": ["4s"], "turn": 1, "phase": "act"}
    m = play(G, 2, pos)
    assert "table uniqueness" in illegal(m, 1, "meld Jc X1=Qc Kc")
    assert "lay X1=Qh on 1" in m.legal_actions(1)
    m.apply(1, "lay X1=Qh on 1")
    h = m.hand
    assert t(m, h.melds[0]) == ["Qs", "X1", "Qd", "Qc"] and h.idents[0] == [DECK.by_text[x][0] for x in
                                                                              ("Qs", "Qh", "Qd", "Qc")]
    assert h.scorer[DECK.by_text["X1"][0]] == 1


def test_a_joker_may_stand_for_a_card_in_the_hand():
    """most.md section 5: a joker's legal identities make the meld valid and respect table
    uniqueness; that its player holds the real card forbids nothing (issue #30: ``lay X1=4h on 2``
    holding 4h was refused).  The real 4h stays in the hand and may later be exchanged for it."""
    pos = {"hands": [["2s", "3s"], ["4h", "X1", "Kd", "9c"]],
           "melds": [{"owner": 0, "cards": ["Qs", "Qd", "Qc"]}, {"owner": 1, "cards": ["5h", "6h", "7h"]}],
           "bridge": ["4s"], "turn": 1, "phase": "act"}
    m = play(G, 2, pos)
    legal = m.legal_actions(1)
    assert "lay 4h on 2" in legal and "lay X1=4h on 2" in legal and "lay X1=4h 4h on 2" not in legal
    m.apply(1, "lay X1=4h on 2")
    h = m.hand
    assert t(m, h.melds[1]) == ["X1", "5h", "6h", "7h"] and DECK.by_text["4h"][0] in h.hands[1]
    assert "swap 4h" in m.legal_actions(1)
    m.apply(1, "swap 4h")
    assert t(m, h.melds[1]) == ["4h", "5h", "6h", "7h"] and DECK.by_text["X1"][0] in h.hands[1]


def test_example3_exchange_without_a_meld_and_its_scores():
    pos = {"hands": [["2s", "3s"], ["9c", "Kd", "4h"]],
           "melds": [{"owner": 0, "cards": ["8c", "X1=9c", "10c"]}], "bridge": ["5s"], "turn": 1, "phase": "act"}
    m = play(G, 2, pos)
    assert "discard 9c" not in m.legal_actions(1)  # table uniqueness: only by exchange
    assert "table uniqueness" in illegal(m, 1, "discard 9c")
    m.apply(1, "swap 9c")
    h = m.hand
    assert t(m, h.melds[0]) == ["8c", "9c", "10c"] and "X1" in texts(m, 1)
    assert h.scorer[DECK.by_text["9c"][0]] == 0 and h.decl[DECK.by_text["X1"][0]] == -1
    assert h.known[DECK.by_text["X1"][0]]  # everyone saw the joker go to his hand
    m.apply(1, "discard Kd")
    end = m.hand.clone()
    end.over = True
    assert end.hand_scores() == [5 + 5 + 10 - (5 + 5), -100 - 5]  # 9♣ scores for A; B holds the joker


def test_example4_keep_one_and_going_out():
    pos = {"hands": [["7d", "2c"], ["3s", "4s"]], "melds": [{"owner": 0, "cards": ["8d", "9d", "10d"]}],
           "bridge": ["Ks"], "stock": ["Jd"], "turn": 0}
    m = play(G, 2, pos, [(0, "draw"), (0, "lay 7d on 1"), (0, "lay Jd on 1")])
    m.apply(0, "discard 2c")
    assert m.hand.over or m.sheet.rows  # he went out: the hand ended
    row = m.sheet.rows[0]
    assert row.points[0] == 5 + 5 + 10 + 5 + 10 and row.extra["went_out"] == 0
    # with only 7♦ J♦ after the draw, laying both is illegal
    pos = {"hands": [["7d"], ["3s", "4s"]], "melds": [{"owner": 0, "cards": ["8d", "9d", "10d"]}],
           "bridge": ["Ks"], "stock": ["Jd"], "turn": 0}
    m = play(G, 2, pos, [(0, "draw")])
    assert "lay 7d Jd on 1" not in m.legal_actions(0)
    assert "keep-one" in illegal(m, 0, "lay 7d Jd on 1")
    m.apply(0, "lay 7d on 1")
    assert m.legal_actions(0) == ["discard Jd"]
    m = play(G, 2, pos, [(0, "draw")], options={"go_out_by_melding": True})
    m.apply(0, "lay 7d Jd on 1")
    assert m.sheet.rows and m.sheet.rows[0].extra["went_out"] == 0


def test_example5_scoring_by_scorer_with_the_joker_penalty():
    pos = {"hands": [["X2", "7c", "Ad"], ["3s"]],
           "melds": [{"owner": 0, "cards": ["Kh", "Ah", "2h", "X1=3h"]},
                     {"owner": 1, "cards": ["7s", "7h", "7d"], "scorers": [0, 1, 1]}],
           "bridge": ["4c"], "turn": 1}
    end = play(G, 2, pos).hand.clone()
    end.over = True
    assert end.hand_scores()[0] == (10 + 15 + 5 + 0 + 5) - (100 + 5 + 15) == -85


def test_example6_match_end_and_the_tie_rule():
    spec = get_game(G)
    m = Match(spec, spec.options_model.parse({}), 3, 1, position={
        "hands": [["2s"], ["3s"], ["4s"]], "bridge": ["5s"], "scores": [470, 480, 300]})
    m.sheet.rows.append(type("R", (), {"points": [45, 20, 60], "winners": []})())
    assert spec.match_ranking(m) == [1, 2, 3]
    m.sheet.rows[-1].points = [30, 20, 60]  # A 500, B 500: a shared lead plays on
    assert spec.match_ranking(m) is None
    m.sheet.rows[-1].points = [0, 0, 0]  # nobody at 500 yet
    assert spec.match_ranking(m) is None


# -- edge cases -------------------------------------------------------------------------------------------
def test_a_run_through_the_ace_only_with_wrap_around():
    pos = {"hands": [["Kh", "Ah", "2h", "9s"], ["3s", "4s"]], "bridge": ["5c"], "turn": 0, "phase": "act"}
    m = play(G, 2, pos)
    assert "meld Kh Ah 2h" in m.legal_actions(0)
    m = play(G, 2, pos, options={"wrap_around": False})
    assert "meld Kh Ah 2h" not in m.legal_actions(0)
    assert "not a valid meld" in illegal(m, 0, "meld Kh Ah 2h")


def test_two_jokers_in_one_meld_and_their_identities():
    pos = {"hands": [["X1", "X2", "7h", "9s"], ["3s", "4s"]], "bridge": ["5c"], "turn": 0, "phase": "act"}
    m = play(G, 2, pos)
    assert "meld X1=5h X2=6h 7h" in m.legal_actions(0)
    m.apply(0, "meld 7h X1=8h X2=9h")
    assert m.hand.hands[0] == [DECK.by_text["9s"][0]]
    assert m.hand.public_info()["jokers"] == {"X1": "8h", "X2": "9h"}


def test_the_newest_bridge_card_is_free_only_with_the_option_and_a_stock():
    pos = {"hands": [["2s", "9d"], ["3c", "4c"]], "bridge": ["Kd", "Qh"], "turn": 0}
    assert "pick Qh" not in play(G, 2, pos).legal_actions(0)
    m = play(G, 2, pos, options={"free_top_bridge_card": True})
    assert "pick Qh" in m.legal_actions(0) and "pick Kd" not in m.legal_actions(0)
    m.apply(0, "pick Qh")
    assert "discard Qh" not in m.legal_actions(0)
    assert "may not be discarded" in illegal(m, 0, "discard Qh")
    m.apply(0, "discard 9d")
    assert t(m, m.hand.bridge) == ["Kd", "9d"]
    # with the stock empty the newest card needs a meld too
    rest = _everything_else(["2s", "9d", "Kd", "Qh"])
    m = play(G, 2, {"hands": [["2s", "9d"], rest], "bridge": ["Kd", "Qh"], "turn": 0},
             options={"free_top_bridge_card": True})
    assert m.legal_actions(0) == ["pass"]


def _everything_else(used: list[str]) -> list[str]:
    return [x for x in DECK.texts if x not in used]


def test_the_empty_stock_ends_the_hand_or_takes_from_the_bridge():
    mine = ["5h", "6h", "2c"]
    rest = _everything_else(mine + ["7h", "Kd"])
    pos = {"hands": [mine, rest], "bridge": ["Kd", "7h"], "turn": 0}
    m = play(G, 2, pos)
    h = m.hand
    assert not h.stock and m.legal_actions(0) == ["pick 7h", "pass"]
    m.apply(0, "pass")
    assert m.sheet.rows and m.sheet.rows[0].note == "the stock ran out"
    m = play(G, 2, pos, options={"empty_stock": "reshuffle_once"})
    assert m.legal_actions(0)[0] == "draw" and "pass" not in m.legal_actions(0)
    m.apply(0, "draw")
    h = m.hand
    assert h.reshuffled and t(m, h.bridge) == ["7h"] and not h.stock and len(h.hands[0]) == 4
    assert "Kd" in texts(m, 0)  # the only other bridge card became the stock and was drawn


def test_layoff_needs_an_own_meld_unless_the_option_is_off():
    pos = {"hands": [["Jd", "2c"], ["3s", "4s"]], "melds": [{"owner": 1, "cards": ["8d", "9d", "10d"]}],
           "bridge": ["Ks"], "turn": 0, "phase": "act"}
    m = play(G, 2, pos)
    assert "lay Jd on 1" not in m.legal_actions(0)
    assert "meld of your own" in illegal(m, 0, "lay Jd on 1")
    m = play(G, 2, pos, options={"layoff_requires_meld": False})
    m.apply(0, "lay Jd on 1")
    assert m.hand.scorer[DECK.by_text["Jd"][0]] == 0  # the points are the layer's


def test_meld_only_refuses_a_layoff_for_the_target():
    pos = {"hands": [["2c", "5s"], ["3s", "4s"]], "melds": [{"owner": 0, "cards": ["8d", "9d", "10d"]}],
           "bridge": ["Jd", "Ks"], "turn": 0}
    assert "pick Jd" in play(G, 2, pos).legal_actions(0)
    assert "pick Jd" not in play(G, 2, pos, options={"bridge_take_use": "meld_only"}).legal_actions(0)


def test_bridge_cards_stay_known_in_the_takers_hand_and_determinize_keeps_them():
    pos = {"hands": [["6h", "7h", "Kc", "Qd"], ["2c", "3c", "4d"]], "bridge": ["Js", "5h", "9c", "2d"], "turn": 0}
    m = play(G, 2, pos, [(0, "pick 5h"), (0, "meld 5h 6h 7h"), (0, "discard Kc")])
    view = m.view(1)
    mine = view.state.hands[0]
    shown = sorted(DECK.texts[c] for c in mine if c != UNKNOWN)
    assert shown == ["2d", "9c"] and mine.count(UNKNOWN) == 1  # Q♦ stays secret
    import random

    rng = random.Random(3)
    for _ in range(20):
        det = determinize(view, rng)
        assert {DECK.by_text["9c"][0], DECK.by_text["2d"][0]} <= set(det.hands[0])


def test_bad_positions_name_their_key():
    with pytest.raises((RecordError, PositionError)) as e:
        play(G, 2, {"hands": [["2s"], ["3s"]], "melds": [{"owner": 0, "cards": ["2h", "4h", "5h"]}]})
    assert "melds.0.cards" in str(e.value)
    with pytest.raises((RecordError, PositionError)) as e:
        play(G, 2, {"hands": [["2s"], ["3s"]], "melds": [{"owner": 0, "cards": ["8c", "X1=9c", "10c"]}],
                    "bridge": ["9c"]})
    assert "bridge" in str(e.value)


def test_phase_after_discard_is_the_next_players_take():
    pos = {"hands": [["2s", "9d"], ["3c", "4c"]], "bridge": ["Kd"], "turn": 0}
    m = play(G, 2, pos, [(0, "draw")])
    d = next(a for a in m.legal_actions(0) if a.startswith("discard"))
    m.apply(0, d)
    assert m.hand.turn == 1 and m.hand.phase == TAKE


def test_the_quick_target_check_agrees_with_the_full_list():
    """The take's legality uses a cheap exact test; the table step lists every use: they agree."""
    import random

    from tests.test_properties import random_options

    spec = get_game(G)
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        opts = random_options(spec, rng)
        m = Match(spec, opts, rng.randint(2, spec.players_for(opts)[1]), seed)
        for _ in range(300):
            if m.over:
                break
            h = m.hand
            if h.phase == TAKE:
                for i in range(len(h.bridge)):
                    assert bool(h.target_uses(h.turn, i)) == bool(h.target_uses(h.turn, i, first=False))
                    checked += 1
            seat = m.to_act()[0]
            legal = m.legal_actions(seat)
            m.apply(seat, rng.choice(legal))
    assert checked > 200


def test_a_position_in_the_table_step_with_a_target_and_known_cards_leaving_the_hand():
    pos = {"hands": [["5h", "6h", "7h", "2c"], ["3s", "4s"]], "bridge": ["Kd"], "turn": 0, "phase": "act",
           "target": "5h"}
    m = play(G, 2, pos)
    assert m.legal_actions(0) == ["meld 5h 6h 7h"]
    assert m.hand.known == {DECK.by_text["5h"][0]: -1}
    assert [DECK.texts[c] for c in m.view(1).state.hands[0] if c >= 0] == ["5h"]
    m.apply(0, "meld 5h 6h 7h")
    assert m.hand.known == {} and m.legal_actions(0) == ["discard 2c"]
    with pytest.raises((RecordError, PositionError)) as e:
        play(G, 2, {**pos, "target": "Kd"})
    assert "target" in str(e.value)
