"""Random Black Jack deals with ``mistake_penalty`` where players also make mistakes (decision 19).

The shared property tests pick only legal actions, so they never take a play back.  Here a player
now and then tries a held card that may not be played: the whole play of the turn must go back
(the top card, named suit, pending penalty and phase as when the play began, every card of the
hand then still held), the cards stay conserved, the views leak nothing, the voids stay true of
the real hands, and the record replays to the identical state.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.record import GameRecord, SeatRecord, replay
from cardtable.games.black_jack.state import COMBO, DRAWN, PLAY, QDRAWN
from tests.test_properties import check_conservation, check_views, pick, random_options

G = "black_jack"


def _mistake(m: Match, seat: int, rng: random.Random) -> str | None:
    h = m.hand
    legal = set(m.legal_actions(seat))
    cands = [f"play {h.deck.text(c)}" for c in h.hands[seat]]
    bad = [a for a in cands if a not in legal and h.is_mistake(seat, a)]
    return rng.choice(bad) if bad else None


@settings(max_examples=25)
@given(seed=st.integers(0, 2**31))
def test_mistakes_take_the_whole_play_back(seed):
    spec = get_game(G)
    rng = random.Random(seed)
    options = spec.options_model.parse({**random_options(spec, rng).changed(), "mistake_penalty": True})
    n = rng.randint(2, 4)
    m = Match(spec, options, n, seed)
    start = None  # (top, suit, pending, phase, hand) when the current play began
    taken = 0
    for _ in range(300):
        if m.over or m.hand_no > 1:
            break
        h = m.hand
        seat = m.to_act()[0]
        if h.phase in (PLAY, DRAWN):
            start = (h.top, h.suit, h.pending, h.phase, set(h.hands[seat]))
        bad = _mistake(m, seat, rng) if rng.random() < 0.2 else None
        if bad is not None:
            in_play = h.phase in (COMBO, QDRAWN) and bool(h.combo)
            m.apply(seat, bad)
            if in_play:
                taken += 1
                top, suit, pending, phase, hand = start
                assert (h.top, h.suit, h.pending, h.phase) == (top, suit, pending, phase)
                assert hand <= set(h.hands[seat]) and h.combo == [] and h.turn == seat
        else:
            m.apply(seat, pick(m.legal_actions(seat), rng))
        check_conservation(m)
        if rng.random() < 0.3:
            check_views(m, rng.randrange(n), rng)
    rec = GameRecord(game=G, options=options.changed(), seats=[SeatRecord() for _ in range(n)], seed=seed,
                     actions=m.actions)
    assert replay(rec).hand.fingerprint() == m.hand.fingerprint()


def test_the_walks_do_take_plays_back():
    """The property above is not vacuous: seeded walks reach mistakes in the middle of a play."""
    spec = get_game(G)
    seen = 0
    for seed in range(40):
        rng = random.Random(seed)
        m = Match(spec, spec.options_model.parse({"mistake_penalty": True}), 3, seed)
        for _ in range(200):
            if m.over:
                break
            seat = m.to_act()[0]
            h = m.hand
            bad = _mistake(m, seat, rng) if h.phase in (COMBO, QDRAWN) and h.combo else None
            if bad is not None and rng.random() < 0.5:
                m.apply(seat, bad)
                seen += any(e.kind == "take_back" for e in m.events[-4:])
            else:
                m.apply(seat, pick(m.legal_actions(seat), rng))
    assert seen >= 10
