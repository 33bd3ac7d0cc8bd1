"""Shared mechanics of shedding games with French cards (101, Black Jack, later Crazy Eights...).

Kept once here because every such game matches the same way (same rank, or the active suit,
which a wild card may have renamed), names suits with the same action text (``suit h``), deals
the same way (one card at a time clockwise from the dealer's left), and its bots reason about the
same suit counts.  The per-deck ``FrenchTables`` turn card ids into plain list lookups so that
legal-move generation allocates nothing beyond the returned (pre-built, shared) action strings.
(``french.py`` beside this module holds the trump/beating helpers of Durak-like games.)
"""

from __future__ import annotations

import random

from cardtable.engine.cards import SUITS, Deck

SUIT_ACTIONS: tuple[str, ...] = tuple(f"suit {s}" for s in SUITS)
"""The action texts of a suit call, in ``SUITS`` order (index = suit index)."""

NO_SUIT = -1
R2, R3, R4, R5, R6, R7, R8, R9, R10, RJ, RQ, RK, RA = range(13)
"""Rank indices in ``FRENCH_RANKS`` (2 = 0 .. A = 12), as ``Deck.rank_of`` gives them."""
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


class FrenchTables:
    """Per-deck lookup tables shared by every state using that deck (suit, rank, action texts)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.suit: tuple[int, ...] = deck.suit_of
        self.rank: tuple[int, ...] = deck.rank_of
        self.joker: tuple[bool, ...] = tuple(c.kind == "joker" for c in deck.cards)
        self.play: tuple[str, ...] = tuple(f"play {t}" for t in deck.texts)
        self.play_card: dict[str, int] = {f"play {t}": ids[0] for t, ids in deck.by_text.items()}
        """``play X`` -> the card id it names, so that ``apply`` parses no text for a play."""


_TABLES: dict[str, FrenchTables] = {}


def tables_for_deck(deck: Deck) -> FrenchTables:
    """The shared tables of a deck, built once per deck name."""
    t = _TABLES.get(deck.name)
    if t is None:
        t = _TABLES[deck.name] = FrenchTables(deck)
    return t


def matches(t: FrenchTables, card: int, top_rank: int, active_suit: int) -> bool:
    """Whether ``card`` fits by equal rank or by the active suit (wild cards are the game's business)."""
    return t.rank[card] == top_rank or t.suit[card] == active_suit


def adjacent(r1: int, r2: int) -> bool:
    """Neighbouring ranks on the circle A-2-...-K-A (the ace touches both the 2 and the king)."""
    d = (r1 - r2) % 13
    return d == 1 or d == 12


def parse_suit(action_arg: str) -> int:
    """The suit index of a ``suit X`` argument (``s h d c``); -1 when it is not a suit letter."""
    return SUITS.index(action_arg) if len(action_arg) == 1 and action_arg in SUITS else NO_SUIT


def suit_counts(t: FrenchTables, cards: list[int], skip: int = -1) -> list[int]:
    """How many of ``cards`` (ignoring the id ``skip`` and jokers) are of each suit."""
    counts = [0, 0, 0, 0]
    sf = t.suit
    for c in cards:
        if c != skip and c >= 0 and sf[c] >= 0:
            counts[sf[c]] += 1
    return counts


def best_suit(t: FrenchTables, cards: list[int], rng: random.Random, skip: int = -1) -> int:
    """The suit a player holds most of (ties broken at random): what a sensible player names."""
    counts = suit_counts(t, cards, skip)
    top = max(counts)
    return rng.choice([s for s in range(4) if counts[s] == top])


def deal_round_robin(hands: list[list[int]], stock: list[int], seats: list[int], dealer: int,
                     k: int) -> None:
    """Deal ``k`` cards each, one at a time, from the dealer's left clockwise, dealer last.

    ``seats`` are the seats taking part (eliminated players are skipped); ``stock`` pops its top.
    """
    n = len(hands)
    order = sorted(seats, key=lambda s: (s - dealer - 1) % n)
    for _ in range(k):
        for s in order:
            if stock:
                hands[s].append(stock.pop())
