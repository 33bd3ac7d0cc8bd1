"""Trump and beating helpers for French-suited games with a trump suit (Durak and its relatives).

Kept in the engine so that every game that "beats" or "covers" a card (Durak, its transfer
variant, trick games with trumps) answers the question the same way.  Cards are deck ids; the
suit and rank tables come from ``Deck.suit_of`` / ``Deck.rank_of``.
"""

from __future__ import annotations

from .cards import Deck

TRUMP_BONUS = 13
"""Added to a trump's rank by ``strength``: every trump ranks above every plain card."""


def beats(deck: Deck, d: int, a: int, trump: int) -> bool:
    """Whether card ``d`` beats card ``a``: a higher card of ``a``'s suit, or any trump on a non-trump."""
    sd, sa = deck.suit_of[d], deck.suit_of[a]
    if sd == sa:
        return deck.rank_of[d] > deck.rank_of[a]
    return sd == trump


def beaters_table(deck: Deck, trump: int) -> tuple[frozenset[int], ...]:
    """For each card ``a``, the set of cards that beat it under ``trump`` (build once per trump suit)."""
    n = len(deck)
    return tuple(frozenset(d for d in range(n) if d != a and beats(deck, d, a, trump)) for a in range(n))


def strength(deck: Deck, c: int, trump: int) -> int:
    """An ordering key for cheapness: rank order within plain cards, every trump above them all."""
    return deck.rank_of[c] + (TRUMP_BONUS if deck.suit_of[c] == trump else 0)


def lowest_trump(deck: Deck, hands: list[list[int]], trump: int) -> tuple[int, int] | None:
    """``(seat, card)`` of the lowest trump in any hand, or None when nobody holds a trump."""
    best: tuple[int, int] | None = None
    for seat, hand in enumerate(hands):
        for c in hand:
            if deck.suit_of[c] == trump and (best is None or deck.rank_of[c] < deck.rank_of[best[1]]):
                best = (seat, c)
    return best
