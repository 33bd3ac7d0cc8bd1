"""The game protocol every hand of every game implements, with zones, events and views.

The split follows OpenSpiel's Game/State: a ``State`` is the whole truth of one hand and is
cheap to clone; everything a bot or a player's screen gets is a ``View`` built by masking the
state, so a hidden card can never leak through a field nobody thought of: every card a seat may
not see is replaced by ``UNKNOWN`` before anything leaves the engine.  ``determinize`` is the
inverse used by search bots: it deals the unseen cards back at random.
"""

from __future__ import annotations

import hashlib
import random
from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, ClassVar, TypedDict

from .actions import TEXT_ACTIONS, ActionId, Actions
from .cards import UNKNOWN, Deck
from .options import GameOptions
from .refusals import Refusal
from .rng import TableRng
from .voids import Void, add_void, honour_voids, played_void

ALL_SEATS = -1
"""Bitmask meaning "every seat" in ``known`` maps and event visibility."""


class IllegalAction(Exception):
    """An action that the rules do not allow now; the state was left untouched.

    ``refusal`` says why as a code with arguments (``engine.refusals``), worded by whoever shows
    it; ``reason`` is its English wording, as records and the command line print it."""

    def __init__(self, refusal: Refusal, action: str = "", seat: int | None = None) -> None:
        super().__init__(refusal.text())
        self.refusal = refusal
        self.action = action
        self.seat = seat

    @property
    def reason(self) -> str:
        return self.refusal.text()


class PublicInfo(TypedDict):
    """The public facts of a hand every game gives (``State.public_info``); each game's own
    ``TypedDict`` adds its keys (``games/<id>/state.py``)."""

    phase: str
    """What the hand waits for, by name (``bid``, ``play``, ``attack``, ...)."""


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


class State(ABC):
    """One hand of one game.  Subclasses add their fields to ``__slots__`` and implement the rest.

    ``known`` maps a card id to the bitmask of seats that know where it is although its zone is
    hidden from them (a card seen picked up, a revealed hand).  ``voids`` is public knowledge of
    what a hand does *not* hold (``engine.voids``: a 101 player who draws showed he had no card
    that fits).  ``rng`` is the hand's seeded generator: every random event draws from it, so
    seed + actions replay a game exactly.
    """

    __slots__ = ("rng", "known", "n", "over", "deck", "voids", "quiet", "opts", "dealer", "phase")
    deck: Deck

    config_slots: ClassVar[frozenset[str]] = frozenset({"rng", "deck", "quiet", "opts", "T"})
    """Slots that follow from the house rules alone (the deck, the options, lookup tables built from
    them, a game's ``T``) or are the hand's own machinery (its generator): a remote seat's view is every other slot
    of the masked hand (``net/wire.py``), and the joiner's engine builds these itself.  A game that
    keeps such a slot of its own adds it here."""

    rng: random.Random
    known: dict[int, int]
    n: int
    over: bool
    voids: tuple[Void, ...]
    quiet: bool
    """A search state (determinized deals and their rollouts): ``apply`` changes the rules state
    only.  It keeps no void books (only determinize reads them) and builds no events: it returns
    an empty list, because nobody reads a rollout's events, and an Event with its data dict costs
    ~0.4 us while the guard costs ~0.02 us (a helper method taking ``**data`` would still cost
    ~0.17 us for the call and its dict).  So every place that builds events, in the games and in
    the shared engine modules, is written ``ev = [] if self.quiet else [Event(...)]`` or under
    ``if not self.quiet:``, and nothing in the rules may read an event back.  A real hand (the
    one a Match drives: records, logs, screens) is loud and reports exactly what it always did."""

    # Every game's state sets these in its ``__init__``: callers rely on them.
    opts: GameOptions
    """The house rules of this hand's match (the game's options model)."""
    dealer: int
    """The seat that dealt this hand."""
    phase: int
    """What the hand is waiting for, as the game numbers it (``public_info()["phase"]`` names it)."""

    # -- the protocol ---------------------------------------------------------------------------
    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats that may act now (several in a reaction window); empty once the hand is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[str]:
        """Canonical text of every legal action of ``seat`` (empty when it may not act)."""

    @abstractmethod
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        """Play ``action`` for ``seat``; raise ``IllegalAction`` and change nothing if illegal
        (``check=False``: the caller vouches that it is legal, as searches do).
        Returns what happened, or nothing at all in a ``quiet`` state."""

    def is_mistake(self, seat: int, action: str) -> bool:
        """True when a house rule makes this not-legal action a penalised mistake instead of an
        error (Uno's ``mistake_penalty``): ``apply`` then charges it rather than raising."""
        return False

    def is_social(self, action: str) -> bool:
        """True for table talk that ``apply`` accepts from any seat at any time (Uno's silence)."""
        return False

    @abstractmethod
    def zones(self) -> list[Zone]:
        """Every zone; together they hold exactly the deck (card conservation)."""

    def deal_zones(self) -> tuple[list[Zone], list[list[int]]]:
        """What ``determinize`` reads: the zones that may hide a card, in ``zones()`` order, and
        the card lists of all the other zones (public ones that never hide a card).  By default
        every zone is of the first kind.  Why: Uno 52's twenty open stacks are always public, and
        a ``Zone`` each per deal was a third of a deal's cost; such a game gives their lists."""
        return self.zones(), []

    @abstractmethod
    def clone(self, rng: random.Random | None = None) -> State:
        """A deep copy; ``rng`` replaces the generator (search bots pass their own, saving a copy)."""

    # -- actions as ids (engine.actions): what search and rollouts use ---------------------------
    def action_table(self) -> Actions:
        """The table of this state's action ids.  The default: texts are the ids
        (``TEXT_ACTIONS``); a game with native ids returns the table its ids come from."""
        return TEXT_ACTIONS

    def legal_ids(self, seat: int) -> list[ActionId]:
        """``legal_actions`` as ids, in the same order.  A game with native ids overrides this
        and builds the list without texts; by default the texts are the ids."""
        return self.legal_actions(seat)

    def apply_id(self, seat: int, aid: ActionId) -> None:
        """Play the legal action ``aid`` unchecked, for a search (its events, if any, are
        dropped: search states are quiet).  By default ``aid`` is the text."""
        self.apply(seat, aid, check=False)

    def is_social_id(self, aid: ActionId) -> bool:
        """``is_social`` by id."""
        table = self.action_table()
        return table.social[aid] and self.is_social(table.texts[aid])

    @abstractmethod
    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (only asked once it is known not to be)."""

    @abstractmethod
    def public_info(self) -> PublicInfo:
        """What everyone at the table knows of the hand besides the cards in sight, for screens,
        logs and ``cardtable replay`` (a per-game ``PublicInfo``; never a hidden card)."""

    def constrain_deal(self, seat: int, unseen: list[int], rng: random.Random) -> None:  # noqa: B027 (optional hook)
        """Hook for ``determinize``: reorder ``unseen`` (the cards about to be dealt into the
        hidden slots, in deal order) so that what ``seat`` knows publicly holds (an asker holds a
        card of the family he asked for).  Called after the voids are honoured.  Default: none."""

    def hand_scores(self) -> list[int] | None:
        """Hand-level result used by the match (game specific); None while the hand runs."""
        return None

    # -- shared helpers -------------------------------------------------------------------------
    def init_base(self, deck: Deck, n: int, rng: random.Random) -> None:
        """Set the fields every state has (called first from each game's ``__init__``)."""
        self.deck = deck
        self.n = n
        self.rng = rng
        self.known = {}
        self.over = False
        self.voids = ()
        self.quiet = False

    def copy_base(self, c: State, rng: random.Random | None) -> None:
        """Copy the fields every state has into the clone ``c`` (called from each game's ``clone``)."""
        c.deck = self.deck
        c.n = self.n
        c.rng = self.copy_rng(rng)
        c.known = dict(self.known) if self.known else {}
        c.over = self.over
        c.voids = self.voids  # immutable: changes build a new tuple
        c.quiet = self.quiet

    def copy_rng(self, rng: random.Random | None) -> random.Random:
        if rng is not None:
            return rng
        own = self.rng
        if isinstance(own, TableRng):
            return own.copy()
        copy = random.Random()
        copy.setstate(own.getstate())
        return copy

    def mask_private(self, seat: int) -> None:  # noqa: B027 (an optional hook)
        """Hook: blank scalar fields that hold secrets (e.g. a challenge verdict). Called on a clone;
        ``seat`` may be ``n``, the spectator, whose view keeps no seat's secret."""

    def masked(self, seat: int) -> State:
        """A copy in which every card ``seat`` cannot identify is UNKNOWN and the rng is fresh.

        ``seat`` may also be ``n`` (any index past the last seat): the spectator, who owns no zone
        and knows a hidden card only when every seat knows it; ``mask_private`` then blanks every
        seat's secrets.  So every game has its spectator's view without a line of its own.

        The rng is replaced so that a view cannot predict the next shuffle.  Same result as
        masking each zone with ``Zone.visible_to``, written for speed (every bot decision and
        every screen refresh builds a view): a zone with no card the seat knows is blanked with
        one list operation instead of a lookup per card.
        """
        m = self.clone(TableRng(0))
        known = m.known
        bit = 1 << seat
        if seat >= self.n:  # the spectator: what every seat knows (``ALL_SEATS`` included)
            everyone = (1 << self.n) - 1
            mine = {c: b for c, b in known.items() if b & everyone == everyone} if known else {}
        else:
            mine = {c: b for c, b in known.items() if b & bit} if known else {}
        for z in m.zones():
            vis = z.vis
            if vis is Vis.PUBLIC or (vis is Vis.OWNER and z.owner == seat):
                continue
            cards = z.cards
            if mine and not mine.keys().isdisjoint(cards):
                cards[:] = [c if c in mine else UNKNOWN for c in cards]
            else:
                cards[:] = [UNKNOWN] * len(cards)
        m.known = mine
        m.mask_private(seat)
        return m

    def fingerprint(self) -> tuple:
        """Every field's value (the rng by its state): equal fingerprints mean equal states."""
        out = []
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name in ("deck", "T", "opts", "quiet") or not hasattr(self, name):
                    continue
                v = getattr(self, name)
                if name == "rng":
                    v = v.getstate()
                elif isinstance(v, dict):
                    v = tuple(sorted(v.items()))
                out.append((name, _frozen(v)))
        return tuple(sorted(out, key=lambda kv: kv[0]))  # by name: the same wherever a slot is declared

    def note_void(self, seat: int, cards: frozenset[int], n: int, sure: bool = True) -> None:
        """Everyone saw that the ``n`` cards ``seat`` holds now include none of ``cards`` (or, not
        ``sure``, that his move suggests so)."""
        if self.quiet:
            return
        self.voids = add_void(self.voids, seat, cards, n, sure)

    def forget_voids(self, seat: int | None = None) -> None:
        """Forget what was known of ``seat``'s hand (every hand's, when hands changed owners in
        Uno's 7-0, or a suggested void proved false)."""
        self.voids = () if seat is None else tuple(v for v in self.voids if v[0] != seat)

    def note_played(self, seat: int, card: int) -> None:
        """``seat`` gave up ``card`` from its hand: its voids cover one card fewer (maybe)."""
        if self.voids:
            self.voids = played_void(self.voids, seat, card)

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


def determinize(view: View, rng: random.Random, soft: bool = False, quiet: bool = False) -> State:
    """Deal the cards ``view.seat`` cannot see back into the hidden slots at random.

    Only the view is read, so the result cannot depend on the real hidden cards.  Publicly known
    cards stay where they are, and hand sizes are kept because slots are filled in place.
    Public knowledge of what a hand lacks (``State.voids``, a 101 player who drew showed he had
    no card that fits) is honoured by ``voids.honour_voids``, and with ``soft`` also what moves
    only suggest (an Uno player who drew); games with other knowledge to respect
    override ``State.constrain_deal`` (called after the voids, on the ordered cards).
    With ``quiet`` the deal is for a search: it is
    returned in quiet mode (``State.quiet``), keeping no void books in its playouts.

    ISMCTS calls this once per iteration, so it is written for speed: the unseen cards are the
    deck minus the cards in sight (one C-level set difference), and they are put in uniformly
    random order by sorting them on 30-bit keys drawn with SHAKE-128 from one 64-bit seed of
    ``rng`` (a sort in C instead of a Fisher-Yates loop of ~90 Python-level draws, which was
    two thirds of the cost; a tie, kept in id order, has odds ~4e-6 per call for 100 unseen
    cards).  Zones that are wholly hidden are filled with one slice assignment.
    """
    seed = rng.getrandbits(64)
    st = view.state.clone(TableRng(seed ^ _STATE_SALT))
    deck_size = len(st.deck)
    zones, shown = st.deal_zones()
    unseen = list(_all_cards(deck_size).difference(*[z.cards for z in zones], *shown))
    raw = bytearray(hashlib.shake_128(seed.to_bytes(8, "little")).digest(4 * deck_size))
    raw[3::4] = raw[3::4].translate(_LOW6)  # 30-bit keys: one-digit ints, the fast compare in sort
    keys = memoryview(raw).cast("I").tolist()
    unseen.sort(key=keys.__getitem__)
    if st.voids:
        honour_voids(st.voids, view.seat, zones, unseen, soft)
    if type(st).constrain_deal is not State.constrain_deal:  # after the voids: it may rely on them
        st.constrain_deal(view.seat, unseen, rng)
        zones = st.deal_zones()[0]  # the hook may have rebuilt a zone's list
    k = 0
    for z in zones:
        cards = z.cards
        if UNKNOWN not in cards:
            continue
        hidden = cards.count(UNKNOWN)
        if hidden == len(cards):
            cards[:] = unseen[k:k + hidden]
            k += hidden
        else:
            for i, c in enumerate(cards):
                if c == UNKNOWN:
                    cards[i] = unseen[k]
                    k += 1
    if k > len(unseen):
        raise ValueError(f"determinize: {len(unseen)} unseen cards for {k} hidden slots (card conservation)")
    if quiet:  # a search deal: the voids did their work above; its playouts keep no books
        st.voids = ()
        st.quiet = True
    return st


_STATE_SALT = 0x5DEECE66D
_LOW6 = bytes(b & 63 for b in range(256))
_ALL: dict[int, frozenset[int]] = {}


def _all_cards(deck_size: int) -> frozenset[int]:
    """Every card id of a deck of this size (cached: determinize needs it per call)."""
    s = _ALL.get(deck_size)
    if s is None:
        s = _ALL[deck_size] = frozenset(range(deck_size))
    return s
