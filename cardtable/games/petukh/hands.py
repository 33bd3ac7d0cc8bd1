"""What a Petukh hand is worth to the normal bot: its likely tricks, whether it is kept when the
prikup is offered, whether it opts out.  Apart from ``bot`` so that the hard bot's ``inference``,
which the state calls, reads hands by the same rules without importing the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.mechanics.french_shedding import RA, RK

if TYPE_CHECKING:
    from .state import PetukhState


def estimate(st: PetukhState, hand: list[int]) -> float:
    """Likely tricks of ``hand``: trump honours and length, side aces."""
    suit, rank = st.deck.suit_of, st.deck.rank_of
    est = 0.0
    for c in hand:
        if suit[c] == st.trump:
            est += 1.0 if rank[c] >= RK else 0.6
        elif rank[c] == RA:
            est += 0.7
    return est


KEEP_AT = 1.5
"""The estimated tricks at which a hand is kept when the prikup is offered."""


def keeps(st: PetukhState, hand: list[int], shown: list[str]) -> bool:
    """Keep the hand when the prikup is offered: it has a claim shown, or ``KEEP_AT`` likely tricks
    (``inference`` reads a kept hand by this rule)."""
    return bool(shown) or estimate(st, hand) >= KEEP_AT


def weak(st: PetukhState, hand: list[int]) -> bool:
    """Neither a trump nor an ace: a hand to opt out with, when allowed."""
    suit, rank = st.deck.suit_of, st.deck.rank_of
    return not any(suit[c] == st.trump or rank[c] == RA for c in hand)
