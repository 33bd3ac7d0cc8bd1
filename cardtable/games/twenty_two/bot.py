"""The normal Twenty-Two bot: the heuristics of twenty_two.md section 11, reading only its view.

The goal is to hold a low card for the last trick.  In the exchange it lays away its tens, court
cards and aces (as many as the stock can replace) and keeps the low cards.  Leading, it dumps its
highest rank, as a set of all such cards it may lead.  Following, it heads with its highest cards
whenever they head (they go, the low ones stay), and ducks with its lowest cards only when it must.
"""

from __future__ import annotations

import random

from cardtable.engine.mechanics.trick_sets import HIGHEST_CARD, can_head
from cardtable.engine.state import View

from .state import EXCHANGE, TwentyTwoState

HIGH = 8
"""Rank index of the 10: this and above are exchanged away."""


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, TwentyTwoState)
    table = st.T.actions
    return table.texts[choose(st, view.seat, table.to_ids(view.legal), rng)]


def choose(st: TwentyTwoState, seat: int, legal: list[int], rng: random.Random) -> int:
    """The normal bot's action id among ``legal`` (the ids of ``legal_actions``, in its order); also
    the hard bot's rollout policy (``TwentyTwoSpec.rollout_bot``), so it reads only ``seat``'s hand
    and the public table and runs on ids."""
    if len(legal) == 1:
        return legal[0]
    T = st.T
    rank = T.rank
    hand = st.hands[seat]
    if st.phase == EXCHANGE:
        if legal[0] < T.draw:  # discards are open: lay away the highest card from the 10 up
            high = [c for c in hand if rank[c] >= HIGH]
            if high:
                return T.did[max(high, key=rank.__getitem__)]
        return legal[-1]  # draw, or pass
    tid = T.tid
    if T.single and legal[-1] != T.done:  # one pack: the legal ids are the playable cards, in hand order
        plays = legal
    else:
        ok = set(legal)
        plays = [c for c in hand if tid[c] in ok]
    trick = st.trick
    if not trick:  # lead the highest rank
        return tid[max(plays, key=lambda c: (rank[c], rng.random()))]
    if st.m == 0:  # adding to an open lead: add all of it
        return tid[plays[0]] if plays else T.done
    picked = trick[st.set_start:]
    if st.opts.set_beat_rule == HIGHEST_CARD:  # a heading set can be completed (the highest card held goes in)
        a, b = st.best
        top = max([rank[c] for c in trick[a:b]])
        heading = max([rank[c] for c in hand]) >= top or any(rank[c] >= top for c in picked)
    else:
        heading = can_head([rank[c] for c in picked], [rank[c] for c in hand], st.m, st.best_ranks(),
                           st.opts.set_beat_rule)
    if heading:
        return tid[max(plays, key=rank.__getitem__)]
    return tid[min(plays, key=rank.__getitem__)]
