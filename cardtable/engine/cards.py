"""Cards as small ints indexing a deck table, and builders for every deck the specs use.

A card in a game state is an ``int`` (its index in the deck), because ints are cheap to copy,
compare and hash: a state clone is then a handful of list copies.  Everything a game needs to
know about a card (text, suit, rank, colour, kind, points) lives once in the deck's tables.
Two physically different cards may share a text (the two red sevens of Uno): they are
interchangeable, so actions name the text and the state picks any card with that face.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

UNKNOWN = -1
"""A card slot whose identity the viewer cannot see (used in masked views)."""

SUITS = "shdc"
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
RU_RANKS = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}
"""Russian names of the face cards and the ace (валет, дама, король, туз); the rest read alike."""
FRENCH_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True, slots=True)
class Card:
    """The static description of one card of a deck."""

    text: str
    suit: str = ""  # s h d c, "" when the card has no suit
    rank: str = ""  # "2".."10" J Q K A for French cards, "0".."9" for Uno numbers, "" otherwise
    colour: str = ""  # R Y G B for Uno cards, "" for black cards and French cards
    kind: str = ""  # game-specific kind: "number", "skip", "wild", "joker", ...
    points: int = 0


@dataclass(slots=True)
class Deck:
    """An immutable table of cards; a card id is an index into ``cards``."""

    name: str
    cards: tuple[Card, ...]
    texts: tuple[str, ...] = field(init=False)
    by_text: dict[str, tuple[int, ...]] = field(init=False)
    suit_of: tuple[int, ...] = field(init=False)  # index in SUITS, -1 without a suit
    rank_of: tuple[int, ...] = field(init=False)  # index in FRENCH_RANKS (2=0 .. A=12), -1 otherwise

    def __post_init__(self) -> None:
        self.texts = tuple(c.text for c in self.cards)
        self.suit_of = tuple(SUITS.index(c.suit) if c.suit in SUITS and c.suit else -1 for c in self.cards)
        self.rank_of = tuple(
            FRENCH_RANKS.index(c.rank) if c.rank in FRENCH_RANKS and c.kind == "rank" else -1 for c in self.cards
        )
        index: dict[str, list[int]] = {}
        for i, c in enumerate(self.cards):
            index.setdefault(c.text, []).append(i)
        self.by_text = {k: tuple(v) for k, v in index.items()}

    def __len__(self) -> int:
        return len(self.cards)

    def text(self, card: int) -> str:
        return "??" if card == UNKNOWN else self.texts[card]

    def ids(self, text: str) -> tuple[int, ...]:
        """All card ids with this text; raises ``KeyError`` with a readable message."""
        try:
            return self.by_text[text]
        except KeyError:
            raise KeyError(f"no card {text!r} in the {self.name} deck") from None

    def parse_many(self, texts: list[str]) -> list[int]:
        """Map card texts to distinct card ids (the n-th mention of a text takes its n-th copy)."""
        used: dict[str, int] = {}
        out = []
        for t in texts:
            ids = self.ids(t)
            k = used.get(t, 0)
            if k >= len(ids):
                raise ValueError(f"card {t!r} appears more often than the {self.name} deck holds it")
            used[t] = k + 1
            out.append(ids[k])
        return out


def french_deck(size: int = 52, jokers: int = 0, copies: int = 1) -> Deck:
    """French cards: 36 (6..A), 32 (7..A) or 52 (2..A), with optional jokers ``X1`` ``X2``.

    Text form: rank then suit letter, ``10h Qs As 6d``; jokers ``X1`` and ``X2``.
    """
    first = {52: 0, 36: 4, 32: 5}[size]
    cards = [
        Card(text=f"{r}{s}", suit=s, rank=r, kind="rank")
        for _ in range(copies)
        for s in SUITS
        for r in FRENCH_RANKS[first:]
    ]
    cards += [Card(text=f"X{j + 1}", kind="joker") for _ in range(copies) for j in range(jokers)]
    name = f"french{size}" + (f"+{jokers}j" if jokers else "") + (f"x{copies}" if copies > 1 else "")
    return Deck(name, tuple(cards))


UNO_COLOURS = "RYGB"
UNO_ACTION_POINTS = 20
UNO_WILD_POINTS = 50


def uno_deck(plus_ten: bool = False, h2o: bool = False) -> Deck:
    """The Uno deck: 108 cards, +4 ``+10`` wilds with ``plus_ten``, +8 Downpour cards with ``h2o``.

    Text form: colour letter then rank or symbol: ``R7 G+2 BS YR`` (S = Skip, R = Reverse);
    black cards ``W W+4 +10 D+1 D+2``.
    """
    cards: list[Card] = []
    for col in UNO_COLOURS:
        cards.append(Card(text=f"{col}0", colour=col, rank="0", kind="number", points=0))
        for n in range(1, 10):
            cards += [Card(text=f"{col}{n}", colour=col, rank=str(n), kind="number", points=n)] * 2
        for sym, kind in (("S", "skip"), ("R", "reverse"), ("+2", "draw2")):
            cards += [Card(text=f"{col}{sym}", colour=col, kind=kind, points=UNO_ACTION_POINTS)] * 2
    cards += [Card(text="W", kind="wild", points=UNO_WILD_POINTS)] * 4
    cards += [Card(text="W+4", kind="wild4", points=UNO_WILD_POINTS)] * 4
    if plus_ten:
        cards += [Card(text="+10", kind="plus10", points=UNO_WILD_POINTS)] * 4
    if h2o:
        cards += [Card(text="D+1", kind="downpour1", points=UNO_ACTION_POINTS)] * 4
        cards += [Card(text="D+2", kind="downpour2", points=UNO_ACTION_POINTS)] * 4
    return Deck("uno" + ("+10" if plus_ten else "") + ("+h2o" if h2o else ""), tuple(cards))


def uno52_deck() -> Deck:
    """The 240-card deck of Uno 52: every rank 2..A in 4 colours x 4 suits, 24 action cards, 8 wilds.

    Text form: colour, rank, suit: ``RQs B10h``; actions ``R+2 GS YR``; wilds ``W W+4``.
    """
    cards = [
        Card(text=f"{col}{r}{s}", colour=col, rank=r, suit=s, kind="rank")
        for r in FRENCH_RANKS
        for col in UNO_COLOURS
        for s in SUITS
    ]
    for col in UNO_COLOURS:
        for sym, kind in (("+2", "draw2"), ("S", "skip"), ("R", "reverse")):
            cards += [Card(text=f"{col}{sym}", colour=col, kind=kind)] * 2
    cards += [Card(text="W", kind="wild")] * 4 + [Card(text="W+4", kind="wild4")] * 4
    return Deck("uno52", tuple(cards))


FAMILIES = "TSRGBKW"
"""Family letters of families.md section 2, in table order: Toads, Sorcerers, Royals, Ghosts,
Troubadours (Bards), Knights, Wizards."""
MEMBERS = "pmds"
"""Member letters in display order: papa, mama, daughter, son."""
FAMILY_RANKS = ("J", "Q", "K", "A", "10", "9", "8")
"""``deck_style=playing_cards``: the rank standing for each family, in table order."""


def families_deck() -> Deck:
    """The 28-card Mini Family deck: 7 families x papa, mama, daughter, son; text ``Tp Bs``.

    Card id = family * 4 + member (both in table order), the same in ``families_playing_deck``, so
    a game's rules never look at the text.  Neither a suit nor a French rank is set: the member
    letters ``d`` and ``s`` are not diamonds and spades, and the family letters not court cards.
    """
    cards = [Card(text=f"{f}{m}", rank=f, kind="member") for f in FAMILIES for m in MEMBERS]
    return Deck("families", tuple(cards))


def families_playing_deck() -> Deck:
    """The Mini Family deck drawn with a normal pack (families.md section 2, ``deck_style``): a rank
    is a family (J Q K A 10 9 8), a suit a member (papa ♠, mama ♥, daughter ♦, son ♣); text ``Js 10c``.
    Same card ids as ``families_deck``."""
    cards = [Card(text=f"{r}{s}", suit=s, rank=r, kind="rank") for r in FAMILY_RANKS for s in SUITS]
    return Deck("families-french", tuple(cards))


def build_stock(rng: random.Random, deck_size: int, top: list[int] | None = None,
                exclude: set[int] | None = None) -> list[int]:
    """A shuffled stock as a list whose *last* element is the top card (``pop()`` draws).

    ``top`` cards (a stacked deck, first = top) sit above the shuffled rest.
    """
    top = top or []
    skip = set(top) | (exclude or set())
    rest = [c for c in range(deck_size) if c not in skip] if skip else list(range(deck_size))
    rng.shuffle(rest)
    return rest + top[::-1] if top else rest
