"""What both modes of Mini Family share: phases, the deck tables and family arithmetic.

A card id is ``family * 4 + member`` (``engine.cards.families_deck``), so ``c >> 2`` is its family.
Kept apart from ``state.py`` so the rules of each mode (``ask.py``, ``kukareku.py``) import it at
module level (a function-level import costs a microsecond per call in a playout).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.cards import FAMILIES, FAMILY_RANKS, UNKNOWN, Deck, families_deck, families_playing_deck

if TYPE_CHECKING:
    from .state import FamiliesState

ASK_SEAT, ASK_CARD, SELECT, REACT, OVER = range(5)
PHASE_NAMES = ("ask", "want", "select", "react", "over")
NFAM = len(FAMILIES)
DECKS: dict[str, Deck] = {"families": families_deck(), "playing_cards": families_playing_deck()}
FAMILY_LABELS = {"families": tuple(FAMILIES), "playing_cards": FAMILY_RANKS}
"""How a family is named in positions and logs under each ``deck_style``."""


def family_of(card: int) -> int:
    return card >> 2


def family_cards(f: int) -> list[int]:
    return [4 * f + m for m in range(4)]


def complete_families(cards: list[int]) -> list[int]:
    """Families of which ``cards`` hold all four members, in table order (UNKNOWN ignored)."""
    if len(cards) < 4:
        return []
    fams = [c >> 2 for c in cards if c >= 0]
    return sorted({f for f in fams if fams.count(f) == 4})


def mark_known_all(st: FamiliesState, cards: list[int]) -> None:
    """Everybody saw these cards (handed over on «yes», a lucky draw shown, a signalled family)."""
    everyone = (1 << st.n) - 1
    for c in cards:
        if c != UNKNOWN:
            st.known[c] = everyone
