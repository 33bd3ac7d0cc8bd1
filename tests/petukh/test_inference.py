"""What the hard bot's deals read from the prikup offer and the opt-outs (games/petukh/inference.py)."""

from __future__ import annotations

import random

from cardtable.engine.match import Match
from cardtable.engine.state import determinize
from cardtable.games.petukh.bot import keeps, weak
from cardtable.games.petukh.inference import JOINED, KEPT, LEFT, SOLD, decisions, played_by
from cardtable.games.petukh.state import PLAY, PetukhState
from tests.helpers import play

G = "petukh"
DEALS = 200


def state(m: Match) -> PetukhState:
    assert isinstance(m.hand, PetukhState)
    return m.hand


def kept_and_sold(n: int = 3, scores: list[int] | None = None) -> Match:
    """Seat 0 keeps a good hand, seat 1 buys away a poor one; the dealer (the last seat) decides next."""
    hands = [["As", "Ks", "Ah", "9s", "7c"], ["6h", "7h", "8d", "6c", "9d"], ["10h", "Jc", "Qd", "8c", "6d"],
             ["7d", "8h", "9h", "10d", "Jd"]][:n]
    pos = {"dealer": n - 1, "phase": "offer", "turn": 0, "hands": hands, "trump_card": "6s",
           "prikup": ["7s", "8s", "10c", "Qh", "Kd"], "part": [None] * n, "scores": scores or [15] * n}
    return play(G, n, pos, actions=[(0, "decline"), (1, "buy")])


def test_the_decisions_a_seat_reads():
    m = kept_and_sold()
    st = m.view(2).state
    assert isinstance(st, PetukhState)
    assert decisions(st, 2) == [(0, KEPT, -1), (1, SOLD, 0)]
    assert decisions(st, 0) == [(1, SOLD, 0)]  # nobody reads his own hand from his own decisions


def test_opt_outs_and_stays_are_read_where_the_choice_was_free():
    m = kept_and_sold(4)
    m.apply(2, "out")
    m.apply(3, "play")
    st = m.view(0).state
    assert isinstance(st, PetukhState)
    assert decisions(st, 0) == [(1, SOLD, 0), (2, LEFT, 5), (3, JOINED, -1)]
    low = kept_and_sold(4, scores=[15, 15, 15, 3])  # at 3 points he may not opt out: staying says nothing
    low.apply(2, "play")
    low.apply(3, "play")
    st = low.view(0).state
    assert isinstance(st, PetukhState)
    assert decisions(st, 0) == [(1, SOLD, 0), (2, JOINED, -1)]


def test_deals_agree_with_a_kept_and_a_sold_hand():
    """Dealt uniformly, a random hand would be kept about a third of the time; the search's deals
    give the seat that kept a hand he would keep, and the dead pile a hand its seller would sell."""
    m = kept_and_sold()
    view = m.view(2)
    kept = sold = 0
    for i in range(DEALS):
        st = determinize(view, random.Random(i))
        assert isinstance(st, PetukhState)
        kept += keeps(st, st.hands[0], st.claims[0])
        sold += not keeps(st, st.dead[:5], st.claims[1])
    assert kept >= 0.95 * DEALS and sold >= 0.95 * DEALS


def test_uniform_deals_would_not():
    """The same counts over the unseen cards shuffled without the hook: the hook is what moves them."""
    m = kept_and_sold()
    st = m.view(2).state
    assert isinstance(st, PetukhState)
    seen = set(st.hands[2]) | set(st.shown)
    unseen = [c for c in range(len(st.deck)) if c not in seen]
    rng = random.Random(3)
    kept = 0
    for _ in range(DEALS):
        rng.shuffle(unseen)
        kept += keeps(st, unseen[:5], [])
    assert kept < 0.6 * DEALS


def test_deals_read_only_the_view():
    """Two tables alike in all a seat can see, different behind his back, give him the same deals."""
    a = kept_and_sold()
    hands = [["As", "Ks", "Ah", "9s", "7c"], ["6h", "7h", "8d", "6c", "9d"], ["10h", "Jc", "Qd", "8c", "6d"]]
    other = {"dealer": 2, "phase": "offer", "turn": 0, "hands": [["Ac", "Kc", "Ad", "9c", "7d"]] + hands[1:],
             "trump_card": "6s", "prikup": ["7s", "8s", "10c", "Qh", "Kd"], "part": [None] * 3, "scores": [15] * 3}
    b = play(G, 3, other, actions=[(0, "decline"), (1, "buy")])
    for i in range(20):
        da, db = determinize(a.view(2), random.Random(i)), determinize(b.view(2), random.Random(i))
        assert isinstance(da, PetukhState) and isinstance(db, PetukhState)
        assert da.hands == db.hands and da.dead == db.dead and da.stock == db.stock


def test_a_seat_that_stayed_in_holds_a_trump_or_an_ace_in_the_deals():
    m = kept_and_sold(4)
    m.apply(2, "out")
    m.apply(3, "play")
    view = m.view(0)
    for i in range(50):
        st = determinize(view, random.Random(i))
        assert isinstance(st, PetukhState)
        assert not weak(st, st.hands[3])
        assert weak(st, st.dead[5:10])


def test_who_played_each_card_is_read_back_from_the_tricks():
    """Random legal matches of 2 to 4 seats: at every card of the play, ``played_by`` names the
    seat that played each card so far this hand, as the moves did."""
    checked = 0
    for n in (2, 3, 4):
        for seed in range(6):
            m = play(G, n, seed=seed)
            rng = random.Random(seed)
            truth: dict[int, list[int]] = {}
            hand = m.hand
            while not m.over and m.hand_no < 4:
                if m.hand is not hand:
                    hand, truth = m.hand, {}
                st = state(m)
                if st.phase == PLAY and not st.over:
                    assert played_by(st) == truth
                    checked += 1
                seat = m.to_act()[0]
                action = rng.choice(m.legal_actions(seat))
                if st.phase == PLAY and action.startswith("play "):
                    truth.setdefault(seat, []).append(st.deck.by_text[action[5:]][0])
                m.apply(seat, action)
    assert checked > 300


def normal_play_positions(n: int, seeds: range):
    """``(match, view)`` at every decision of random normal-bot matches, before the move is made."""
    from cardtable.games.petukh.bot import normal_bot

    for seed in seeds:
        m = play(G, n, seed=seed)
        rng = random.Random(seed)
        while not m.over and m.hand_no < 4:
            seat = m.to_act()[0]
            view = m.view(seat)
            yield m, view
            m.apply(seat, normal_bot(view, rng))


def test_the_normal_bot_plays_as_the_play_model_says():
    """The model the deals are read by is the normal bot's own play: its true hands never break it."""
    from cardtable.games.petukh.inference import played_sensibly, plays

    checked = 0
    for n in (2, 3):
        for m, _ in normal_play_positions(n, range(10)):
            st = state(m)
            if st.phase != PLAY:
                continue
            by: dict[int, list] = {}
            for move in plays(st):
                by.setdefault(move[0], []).append(move)
            for seat, moves in by.items():
                assert played_sensibly(st, st.hands[seat] + [x[1] for x in moves], moves)
                checked += 1
    assert checked > 500


def test_deals_agree_with_the_plays_seen():
    """The others' hands in the search's deals could have played the cards they played, as the
    normal bot plays (a few deals in a hundred may not, when no redeal found one in time)."""
    from cardtable.games.petukh.inference import played_sensibly, plays

    total = bad = 0
    for n in (2, 3):
        for i, (_, view) in enumerate(normal_play_positions(n, range(10))):
            deal = determinize(view, random.Random(i))
            assert isinstance(deal, PetukhState)
            if deal.phase != PLAY:
                continue
            by: dict[int, list] = {}
            for move in plays(deal):
                if move[0] != view.seat:
                    by.setdefault(move[0], []).append(move)
            for seat, moves in by.items():
                total += 1
                bad += not played_sensibly(deal, deal.hands[seat] + [x[1] for x in moves], moves)
    assert total > 300 and bad <= 0.04 * total
