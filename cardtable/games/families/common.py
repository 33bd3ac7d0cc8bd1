"""What both modes of Mini Family share: phases, the deck tables and family arithmetic.

A card id is ``family * 4 + member`` (``engine.cards.families_deck``), so ``c >> 2`` is its family.
Kept apart from ``state.py`` so the rules of each mode (``ask.py``, ``kukareku.py``) import it at
module level (a function-level import costs a microsecond per call in a playout).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import FAMILIES, FAMILY_RANKS, UNKNOWN, Deck, families_deck, families_playing_deck

if TYPE_CHECKING:
    from .state import FamiliesState

ASK_SEAT, ASK_CARD, SELECT, REACT, OVER = range(5)
PHASE_NAMES = ("ask", "want", "select", "react", "over")
NFAM = len(FAMILIES)
DECKS: dict[str, Deck] = {"families": families_deck(), "playing_cards": families_playing_deck()}
FAMILY_LABELS = {"families": tuple(FAMILIES), "playing_cards": FAMILY_RANKS}
"""How a family is named in positions and logs under each ``deck_style``."""

# -- lookup tables for the rules and the bots (issue 34: no text, no set in a playout step) ----------
NCARDS = 4 * NFAM
WEIGHT: tuple[int, ...] = tuple(1 << 3 * (c >> 2) for c in range(NCARDS)) + (0,)
"""A card's weight in a hand's family count: three bits per family (``sum`` of a hand's weights
holds each family's count in its field); the extra 0 at the end is what ``UNKNOWN`` (-1) reads."""
SHIFT: tuple[int, ...] = tuple(3 * (c >> 2) for c in range(NCARDS))
"""Where a card's family field starts in such a sum."""
FULL = sum(4 << 3 * f for f in range(NFAM))
"""The count-4 bit of every family's field: ``sum(weights) & FULL`` is non-zero exactly when the
hand holds a whole family (a field never passes 4)."""
FAMILY_BIT: tuple[int, ...] = tuple(1 << (c >> 2) for c in range(NCARDS)) + (0,)
FAMILY_CARDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for f in range(NFAM) if mask >> f & 1 for c in range(4 * f, 4 * f + 4)) for mask in range(1 << NFAM))
"""The cards of the families of a family bitmask, in table order (family, then member)."""
CARD_BIT: tuple[int, ...] = tuple(1 << c for c in range(NCARDS)) + (0,)
"""A card's bit in a hand's card bitmask (``UNKNOWN``, -1, reads the 0 at the end)."""

# Action ids (``engine.actions``), computed from seats and card ids: ``ask T`` is T, ``want X`` is
# ``WANT`` + X, ``give X`` is ``GIVE`` + X, then ``signal`` and ``pass``.  One table per deck style
# (its card texts differ); both decks hold the same 28 ids.
MAX_SEATS = 7
WANT = MAX_SEATS
GIVE = WANT + NCARDS
SIGNAL = GIVE + NCARDS
PASS = SIGNAL + 1


def _table(deck: Deck) -> ActionTable:
    return ActionTable([*(f"ask {s}" for s in range(MAX_SEATS)), *(f"want {t}" for t in deck.texts),
                        *(f"give {t}" for t in deck.texts), "signal", "pass"])


WANTS: tuple[tuple[tuple[int, tuple[tuple[int, ...], ...]], ...], ...] = tuple(
    tuple((4 * f, tuple(tuple(WANT + 4 * f + m for m in range(4) if not held >> m & 1) for held in range(16)))
          for f in range(NFAM) if mask >> f & 1) for mask in range(1 << NFAM))
"""Per family bitmask, per family in it: where its members sit in a hand's card bitmask, and per
4-bit set of members held the ``want`` ids of the others (the legal asks, in table order)."""

ACTIONS: dict[str, ActionTable] = {style: _table(deck) for style, deck in DECKS.items()}


def has_family(hand: list[int]) -> bool:
    """Whether ``hand`` holds all four members of some family (UNKNOWN ignored), in one C-level sum."""
    return len(hand) >= 4 and bool(sum(map(WEIGHT.__getitem__, hand)) & FULL)


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
