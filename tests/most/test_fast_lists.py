"""Issue 34: Most's fast legal lists (``games/most/legal.py``) and native ids against the general
enumerators they stand in for, and the normal bot's discard rule."""

from __future__ import annotations

import random

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.games.most.bot import choose, normal_bot
from cardtable.games.most.ids import ACTIONS, MOVES, PASS, id_of
from cardtable.games.most.legal import target_use_ids
from cardtable.games.most.state import TAKE, MostState
from tests.helpers import play
from tests.test_properties import random_options

G = "most"


def general_list(st: MostState, seat: int) -> list[str]:
    """The legal actions as the general enumerators list them (the code before the fast lists)."""
    if st.phase == TAKE:
        acts = ["draw"] if st.can_draw() else []
        free_top = st.opts.free_top_bridge_card and bool(st.stock)
        for i, c in enumerate(st.bridge):
            if (free_top and i == len(st.bridge) - 1) or st.target_uses(seat, i):
                acts.append("pick " + st.deck.texts[c])
        if not acts or not st.can_draw():
            acts.append("pass")
        return acts
    return st._table_actions(seat)


def test_fast_lists_equal_the_general_enumerators_under_random_rules():
    spec = get_game(G)
    checked = with_joker = 0
    for seed in range(16):
        rng = random.Random(seed)
        opts = random_options(spec, rng)
        m = Match(spec, opts, rng.randint(2, spec.players_for(opts)[1]), 50 + seed)
        for _ in range(400):
            if m.over:
                break
            st = m.hand
            seat = st.turn
            legal = st.legal_actions(seat)
            assert legal == general_list(st, seat)
            assert [ACTIONS.texts[a] for a in st.legal_ids(seat)] == legal
            if st.phase == TAKE:
                for i in range(len(st.bridge)):
                    want = st.target_uses(seat, i, first=False)
                    assert [ACTIONS.texts[a] for a in target_use_ids(st, seat, i)] == want
            with_joker += any(c >= 52 for c in st.hands[seat])
            checked += 1
            plays = [a for a in legal if not a.startswith(("draw", "pass"))]
            m.apply(seat, rng.choice(plays if plays and rng.random() < 0.8 else legal))
    assert checked > 1000 and with_joker > 50


def test_ids_decode_to_the_moves_their_texts_say():
    assert ACTIONS.texts[PASS] == "pass"
    a = id_of("lay X1=5h 9c on 3")
    verb, card, slots, k = MOVES[a]
    assert ACTIONS.texts[a] == "lay X1=5h 9c on 3" and k == 2 and card == -1
    assert [ACTIONS.texts[id_of("discard " + "X1")]] == ["discard X1"]
    assert id_of("dance") == -1 and id_of("lay 5h on") == -1 and id_of("pick Zz") == -1
    assert len(slots) == 2 and slots[0][0] >= 52


def test_normal_bot_keeps_a_card_that_goes_with_the_bridge():
    """Kc is the costliest dead card, but with Kd in the bridge one more king lets the next player
    take the bridge from Kd and meld: the bot sheds 9s or 4h instead (most.md section 11)."""
    pos = {"hands": [["Kc", "9s", "4h"], ["2c", "3c", "Jd", "8s"]], "bridge": ["Kd"], "turn": 0, "phase": "act"}
    m = play(G, 2, pos)
    for seed in range(20):
        assert normal_bot(m.view(0), random.Random(seed)) != "discard Kc"
    pos["bridge"] = ["7d"]  # nothing in the bridge goes with Kc: the costliest card goes
    m = play(G, 2, pos)
    assert all(normal_bot(m.view(0), random.Random(seed)) == "discard Kc" for seed in range(20))


def test_the_rollout_bot_is_the_normal_bot_on_ids():
    spec = get_game(G)
    assert spec.rollout_bot() is choose
    m = Match(spec, spec.options_model(), 3, 11)
    for step in range(150):
        if m.over:
            break
        seat = m.to_act()[0]
        view = m.view(seat)
        a = normal_bot(view, random.Random(step))
        if len(view.legal) > 1:
            assert ACTIONS.texts[choose(m.hand, seat, m.hand.legal_ids(seat), random.Random(step))] == a
        m.apply(seat, a)


def test_the_early_exit_joker_check_equals_the_legal_list():
    """``bot._joker_melds_after`` stops at the first joker play; the legal list after the swap agrees."""
    from cardtable.games.most.bot import _joker_melds_after
    from cardtable.games.most.ids import DISCARD, PLAYS, SWAP

    spec = get_game(G)
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        opts = random_options(spec, rng)
        m = Match(spec, opts, rng.randint(2, spec.players_for(opts)[1]), 900 + seed)
        for _ in range(300):
            if m.over:
                break
            st = m.hand
            seat = st.turn
            ids = st.legal_ids(seat)
            for a in ids:
                if SWAP <= a < DISCARD:
                    after = st.clone()
                    after.apply_id(seat, a)
                    want = any(MOVES[b][2] and any(c >= 52 for c, _ in MOVES[b][2])
                               for b in after.legal_ids(seat) if b >= PLAYS)
                    assert _joker_melds_after(st, seat, a) == want
                    checked += 1
            plays = [a for a in ids if a >= PLAYS or SWAP <= a < DISCARD]
            m.apply(seat, ACTIONS.texts[rng.choice(plays if plays and rng.random() < 0.9 else ids)])
    assert checked > 20
