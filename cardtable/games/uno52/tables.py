"""Uno 52's per-card tables: Uno's (``UnoTables``) for the 240-card deck, plus native action ids
for the covers of the open hand and the card facts its rules and bots read in hot loops.

Why: Uno's action ids know only Uno's texts; with the covers (``cover 3 RQs``) as texts, Uno 52's
legal lists and moves were strings built and parsed on every step of a rollout.  Here every cover
gets an id in the same ``ActionTable`` as Uno's texts (``cover_id[c * OPEN_SIZE + slot]``), so a
legal list is a loop over the hand with list lookups and ``apply_id`` a dispatch on a
precomputed (verb, argument), as in Uno itself.  The texts stay the public notation.

Every ranked card's face is unique in this deck (rank x colour x suit), so a cover id names one
card id: ``(V_COVER, (slot, card, called))``.
"""

from __future__ import annotations

from cardtable.engine.cards import FRENCH_RANKS, SUITS, Deck, uno52_deck
from cardtable.engine.mechanics.poker import RANK_UNIT
from cardtable.games.uno.actions import V_TALK
from cardtable.games.uno.tables import BLACK, NUM, PHASE_NAMES, UnoTables

OPEN_SIZE = 5
OVERLAY = len(PHASE_NAMES)
"""Phase 2 (``Uno52State``): the phase after Uno's own ones."""
V_COVER = V_TALK + 1
"""The verb of a cover (after Uno's verbs, ``uno.actions``)."""


class Uno52Tables(UnoTables):
    """``UnoTables`` of the Uno 52 deck with the covers' action ids and per-card poker facts."""

    def __init__(self, deck: Deck) -> None:
        super().__init__(deck)
        cards = deck.cards
        self.rank_ix = [FRENCH_RANKS.index(c.rank) if self.kind[i] == NUM else -1 for i, c in enumerate(cards)]
        """Per card: its rank index 0 (2) .. 12 (A), -1 for action and wild cards."""
        self.suit_ix = [SUITS.index(c.suit) if self.kind[i] == NUM else -1 for i, c in enumerate(cards)]
        """Per card: its suit index (``cards.SUITS``), -1 without a suit."""
        self.rank_unit = [RANK_UNIT[r] if r >= 0 else 0 for r in self.rank_ix]
        """Per card: its rank's unit in a poker hand key (``poker.hand_key``), 0 without a rank."""
        t = self.actions
        first = len(t)
        size = len(cards) * OPEN_SIZE
        self.cover_id = [-1] * size
        """``cover_id[c * OPEN_SIZE + slot]``: the id of ``cover SLOT TEXT`` (-1: c is no ranked card)."""
        self.cover_uno_id = [-1] * size
        """The same with the UNO call (``cover SLOT TEXT uno``)."""
        covers: dict[int, tuple[int, tuple[int, int, bool]]] = {}  # new id -> (verb, argument)
        tid, cover_id, cover_uno = t.id, self.cover_id, self.cover_uno_id
        for c, card in enumerate(cards):
            if self.kind[c] != NUM:
                continue
            for slot in range(OPEN_SIZE):
                bare = f"cover {slot} {card.text}"
                a = cover_id[c * OPEN_SIZE + slot] = tid(bare)
                b = cover_uno[c * OPEN_SIZE + slot] = tid(bare + " uno")
                covers[a] = (V_COVER, (slot, c, False))
                covers[b] = (V_COVER, (slot, c, True))
        # the per-id lists of Uno's tables grow to the new ids; ``cover 3``, the bare text
        # ``ActionTable`` gives a cover's prefix, is never legal (no verb)
        new = range(first, len(t))
        self.act.extend([covers.get(a, (-1, None)) for a in new])
        self.verb.extend([self.act[a][0] for a in new])
        k = len(new)
        self.plain.extend([-1] * k)
        self.call_of.extend([-1] * k)
        self.is_bare.extend([False] * k)
        self.face_cards.extend([()] * k)
        self.seat_arg.extend([-1] * k)
        self.face_kind.extend([-1] * k)
        self.face_colour.extend([BLACK] * k)
        self.num_own.extend([0.0] * k)
        self.num_lazy.extend([0.0] * k)
        self.bare_cover = [v == V_COVER and not arg[2] for v, arg in self.act]
        """Per action id: is it a cover without the UNO call (the bot rates those, ``bot._overlay``)?"""
        self.rank4 = [4 + r if r >= 0 else -1 for r in self.rank_ix]
        """Per card: 4 + its rank index (-1 without a rank), its entry in ``Uno52State._fit``."""
        self.slots_of = [tuple(i for i in range(OPEN_SIZE) if m >> i & 1) for m in range(1 << OPEN_SIZE)]
        """A mask of open slots -> the slots in it, in order."""
        self.covers = [cover_id[c * OPEN_SIZE:(c + 1) * OPEN_SIZE] for c in range(len(cards))]
        """Per card, its covers of the five open slots (``cover_id``'s row); ``covers_uno``: with the call."""
        self.covers_uno = [cover_uno[c * OPEN_SIZE:(c + 1) * OPEN_SIZE] for c in range(len(cards))]


_TABLES: list[Uno52Tables] = []


def tables52() -> Uno52Tables:
    """Uno 52's tables (built once)."""
    if not _TABLES:
        _TABLES.append(Uno52Tables(uno52_deck()))
    return _TABLES[0]
