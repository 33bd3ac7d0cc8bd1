"""The game protocol every hand of every game implements, with zones, events and views.

The split follows OpenSpiel's Game/State: a ``State`` is the whole truth of one hand and is
cheap to clone; everything a bot or a player's screen gets is a ``View`` built by masking the
state, so a hidden card can never leak through a field nobody thought of: every card a seat may
not see is replaced by ``UNKNOWN`` before anything leaves the engine.  ``determinize`` is the
inverse used by search bots: it deals the unseen cards back at random.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import UNKNOWN, Deck
from .rng import TableRng

if TYPE_CHECKING:
    from .game import GameSpec

ALL_SEATS = -1
"""Bitmask meaning "every seat" in ``known`` maps and event visibility."""


class IllegalAction(Exception):
    """An action that the rules do not allow now; the state was left untouched."""

    def __init__(self, reason: str, action: str = "", seat: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.seat = seat


class Vis(IntEnum):
    """Who may see the cards of a zone."""

    PUBLIC = 0  # everyone (discard pile, table)
    OWNER = 1  # its owner only (a hand)
    HIDDEN = 2  # nobody (the stock)


@dataclass(slots=True)
class Zone:
    """A named place holding cards.  ``cards`` is the state's own list, not a copy."""

    name: str
    cards: list[int]
    vis: Vis
    owner: int | None = None

    def visible_to(self, seat: int, known: dict[int, int]) -> list[int]:
        """The cards of this zone that ``seat`` may identify, in zone order; others are UNKNOWN."""
        if self.vis is Vis.PUBLIC or (self.vis is Vis.OWNER and self.owner == seat):
            return list(self.cards)
        bit = 1 << seat
        return [c if known.get(c, 0) & bit else UNKNOWN for c in self.cards]


class Event:
    """Something that happened.  ``to`` is a seat bitmask; ``ALL_SEATS`` means public."""

    __slots__ = ("kind", "seat", "data", "to")

    def __init__(self, kind: str, seat: int | None = None, to: int = ALL_SEATS, **data: Any) -> None:
        self.kind = kind
        self.seat = seat
        self.data = data
        self.to = to

    def visible_to(self, seat: int) -> bool:
        return bool(self.to & (1 << seat)) if self.to != ALL_SEATS else True

    def __repr__(self) -> str:
        vis = "" if self.to == ALL_SEATS else f" to={self.to:b}"
        return f"Event({self.kind}, seat={self.seat}{vis}, {self.data})"


class State:
    """One hand of one game.  Subclasses add their fields to ``__slots__`` and implement the rest.

    ``known`` maps a card id to the bitmask of seats that know where it is although its zone is
    hidden from them (a card seen picked up, a revealed hand).  ``rng`` is the hand's seeded
    generator: every random event draws from it, so seed + actions replay a game exactly.
    """

    __slots__ = ("rng", "known", "n", "over", "deck")
    spec: ClassVar[GameSpec]
    deck: Deck

    rng: random.Random
    known: dict[int, int]
    n: int
    over: bool

    # -- the protocol ---------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        """Seats that may act now (several in a reaction window); empty once the hand is over."""
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[str]:
        """Canonical text of every legal action of ``seat`` (empty when it may not act)."""
        raise NotImplementedError

    def apply(self, seat: int, action: str) -> list[Event]:
        """Play ``action`` for ``seat``; raise ``IllegalAction`` and change nothing if illegal."""
        raise NotImplementedError

    def zones(self) -> list[Zone]:
        """Every zone; together they hold exactly the deck (card conservation)."""
        raise NotImplementedError

    def clone(self, rng: random.Random | None = None) -> State:
        """A deep copy; ``rng`` replaces the generator (search bots pass their own, saving a copy)."""
        raise NotImplementedError

    def hand_scores(self) -> list[int] | None:
        """Hand-level result used by the match (game specific); None while the hand runs."""
        return None

    # -- shared helpers -------------------------------------------------------------------------
    def copy_rng(self, rng: random.Random | None) -> random.Random:
        if rng is not None:
            return rng
        return self.rng.copy()  # type: ignore[attr-defined]

    def mask_private(self, seat: int) -> None:
        """Hook: blank scalar fields that hold secrets (e.g. a challenge verdict). Called on a clone."""

    def masked(self, seat: int) -> State:
        """A copy in which every card ``seat`` cannot identify is UNKNOWN and the rng is fresh.

        The rng is replaced so that a view cannot predict the next shuffle.
        """
        m = self.clone(TableRng(0))
        known = m.known
        for z in m.zones():
            if z.vis is Vis.PUBLIC or (z.vis is Vis.OWNER and z.owner == seat):
                continue
            z.cards[:] = z.visible_to(seat, known)
        bit = 1 << seat
        m.known = {c: b for c, b in known.items() if b & bit}
        m.mask_private(seat)
        return m

    def fingerprint(self) -> tuple:
        """Every field's value (the rng by its state): equal fingerprints mean equal states."""
        out = []
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name in ("deck", "T", "opts") or not hasattr(self, name):
                    continue
                v = getattr(self, name)
                if name == "rng":
                    v = v.getstate()
                elif isinstance(v, dict):
                    v = tuple(sorted(v.items()))
                out.append((name, _frozen(v)))
        return tuple(out)

    def card_counts(self) -> Counter[int]:
        return Counter(c for z in self.zones() for c in z.cards)


def _frozen(v: Any) -> Any:
    if isinstance(v, list | tuple):
        return tuple(_frozen(x) for x in v)
    if isinstance(v, set | frozenset):
        return tuple(sorted(v))
    return v


@dataclass(slots=True)
class View:
    """What one seat may know: the masked state, its legal actions and the events it saw.

    Bots and screens get nothing else.  ``state`` has every unseen card set to UNKNOWN.
    """

    seat: int
    state: State
    legal: list[str]
    events: list[Event] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    hand_no: int = 0


def determinize(view: View, rng: random.Random) -> State:
    """Deal the cards ``view.seat`` cannot see back into the hidden slots at random.

    Only the view is read, so the result cannot depend on the real hidden cards.  Publicly known
    cards stay where they are, and hand sizes are kept because slots are filled in place.
    Games with extra knowledge to respect (void suits) override ``constrain_deal`` on the spec.
    """
    st = view.state.clone(TableRng(rng.getrandbits(64)))
    deck_size = len(st.deck)
    present = Counter(c for z in st.zones() for c in z.cards if c != UNKNOWN)
    unseen = [c for c in range(deck_size) if not present[c]]
    rng.shuffle(unseen)
    st.spec.constrain_deal(st, view.seat, unseen, rng)
    it = iter(unseen)
    for z in st.zones():
        cards = z.cards
        for i, c in enumerate(cards):
            if c == UNKNOWN:
                cards[i] = next(it)
    return st
