"""The normal Twenty-Two bot: the heuristics of twenty_two.md section 11, reading only its view.

The goal is to hold a low card for the last trick.  In the exchange it lays away its tens, court
cards and aces (as many as the stock can replace) and keeps the low cards.  Leading, it dumps its
highest rank, as a set of all such cards it may lead.  Following, it heads with its highest cards
whenever they head (they go, the low ones stay), and ducks with its lowest cards only when it must.
"""

from __future__ import annotations

import random

from cardtable.engine.mechanics.trick_sets import can_head
from cardtable.engine.state import View

from .state import EXCHANGE, TwentyTwoState

HIGH = 8
"""Rank index of the 10: this and above are exchanged away."""


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, TwentyTwoState)
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    seat = view.seat
    rank = st.deck.rank_of
    text = st.deck.text
    hand = st.hands[seat]
    if st.phase == EXCHANGE:
        high = [c for c in hand if rank[c] >= HIGH and f"discard {text(c)}" in legal]
        if high:
            return f"discard {text(max(high, key=lambda c: rank[c]))}"
        return "draw" if "draw" in legal else "pass"
    plays = [c for c in hand if f"play {text(c)}" in legal]
    if not st.trick:  # lead the highest rank
        return f"play {text(max(plays, key=lambda c: (rank[c], rng.random())))}"
    if st.lead_open():
        return f"play {text(plays[0])}" if plays else "done"
    picked = [rank[c] for c in st.trick[st.set_start:]]
    rest = [rank[c] for c in hand]
    if can_head(picked, rest, st.m, st.best_ranks(), st.opts.set_beat_rule):
        return f"play {text(max(plays, key=lambda c: rank[c]))}"
    return f"play {text(min(plays, key=lambda c: rank[c]))}"
