"""The normal Petukh bot: the heuristics of petukh.md section 11, reading only its view.

It shows every claim it really holds (they only help), declares Rams whenever it can, buys the
prikup with a hand worth under ~1.5 tricks and no claim, opts out (when allowed) with neither a
trump nor an ace unless the streak would cost the penalty, and in play wins every trick it can as
cheaply as it can, leading its best trump honours first.  Put out with a rebuy on offer, it buys
back in while the race is still open (``rebuy_sensible``).
"""

from __future__ import annotations

import random

from cardtable.engine.state import View

from .hands import keeps, weak
from .state import CUT, DECLARE, OFFER, PART, REBUY, PetukhState

REBUY_MIN_LEAD = 5
"""Points the best other player must still have to write off for a rebuy to be worth its stake."""


def rebuy_sensible(st: PetukhState, seat: int) -> bool:
    """Buy back in when the others still have a way to go: the stake buys a return at the start
    score, which can still win the bank if nobody is near 0; against a leader a hand or two from
    0 (a player at 3 or less may not even opt out) the stake only feeds the winner's bank."""
    after = st.points_after()
    others = [after[s] for s in st.seats if s != seat and after[s] < st.opts.elimination_score]
    return bool(others) and min(others) >= REBUY_MIN_LEAD


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, PetukhState)
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    seat = view.seat
    if st.phase == CUT:
        return rng.choice(legal)
    if st.phase == REBUY:
        return "rebuy" if rebuy_sensible(st, seat) else "leave"
    real = [f"claim {k}" for k in st.held_pairs(seat)] if st.opts.claims else []
    if st.phase in (OFFER, DECLARE):
        if "rams" in legal:
            return "rams"
        for a in real:
            if a in legal:
                return a
        if st.phase == DECLARE:
            return "done"
        return "decline" if keeps(st, st.hands[seat], st.claims[seat]) else "buy"
    if st.phase == PART:
        if weak(st, st.hands[seat]) and "out" in legal and st.streak[seat] + 1 < st.opts.optout_penalty_streak:
            return "out"
        return "play"
    return choose_card(st, legal, rng)


def choose_card(st: PetukhState, legal: list[str], rng: random.Random) -> str:
    deck = st.deck
    rank, suit = deck.rank_of, deck.suit_of
    cards = [deck.by_text[a[5:]][0] for a in legal]
    strength = lambda c: rank[c] + (20 if suit[c] == st.trump else 0)  # noqa: E731
    if not st.trick:
        return f"play {deck.text(max(cards, key=lambda c: (strength(c), rng.random())))}"
    best = st.trick[st.win_idx]
    led = suit[st.trick[0]]
    winners = [c for c in cards if st.rules.beats(c, best, led, st.trump)]
    pick = min(winners, key=strength) if winners else min(cards, key=strength)
    return f"play {deck.text(pick)}"
