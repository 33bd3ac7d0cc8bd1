"""Most's deck, card values and phases: read by the rules (``state``) and the refusal texts
(``rules``) alike, so that neither imports the other."""

from __future__ import annotations

from cardtable.engine.cards import Deck, french_deck
from cardtable.engine.mechanics import melds as M

TAKE, ACT, OVER = range(3)
PHASE_NAMES = ("take", "act", "over")
DECK: Deck = french_deck(52, jokers=2)
N_REAL = 52
JOKERS = (52, 53)
RANK_POINTS = (5, 5, 5, 5, 5, 5, 5, 5, 10, 10, 10, 10, 15)
"""Card values by rank 2..A (most.md section 2); a joker on the table is worth 0."""
POINTS = tuple(M.values(RANK_POINTS))


def is_joker(c: int) -> bool:
    return c >= N_REAL
