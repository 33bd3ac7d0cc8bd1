"""Black Jack's lookup tables, built once per deck and rule options: action ids, links, penalty kinds.

Actions are small ints (``engine.actions``) laid out from the card ids, so that the rules and the
bot build legal lists and dispatch moves without any string work:

* ``0 .. N-1``: ``play <card>``, the id of the card itself (N cards in the deck);
* ``N`` ``done``, ``N+1`` ``draw``, ``N+2`` ``pass``, ``N+3 .. N+6`` ``suit s/h/d/c``;
* the same action with the «last cards» call (`` last``) is its id plus ``last = N+7``.

The ``ActionTable`` of a deck is filled in exactly that order, so its texts are the public notation
of these ids.  The per-card facts the rules and the bot ask in their inner loops (which cards a card
may follow, its penalty kind, what it is worth to shed) are tuples indexed by card id.
"""

from __future__ import annotations

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import Deck, french_deck
from cardtable.engine.mechanics.french_shedding import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    NO_SUIT,
    R2,
    RA,
    RJ,
    RK,
    RQ,
    SPADES,
    SUIT_ACTIONS,
    FrenchTables,
    tables_for_deck,
)

from .links import link_table
from .options import BlackJackOptions
from .phases import BLACK_JACKS, KING_HEARTS, LAST, NONE, TWOS


class Tables(FrenchTables):
    """Everything fixed for one deck and one set of options (shared by every state using them):
    the French tables of the deck (suit, rank, joker, play texts) and Black Jack's own."""

    __slots__ = (
        "actions", "n", "done", "draw", "pass_", "suit0", "last", "links", "kind_of", "red_jack",
        "queen", "ace", "suits", "start_rows", "ace_rows", "gain_calm", "gain_threat", "end_normal", "end_other",
    )

    def __init__(self, deck: Deck, king_of_hearts_penalty: bool) -> None:
        super().__init__(deck)
        T = self
        n = self.n = len(deck)
        self.done, self.draw, self.pass_, self.suit0 = n, n + 1, n + 2, n + 3
        self.last = n + 7
        self.suits = tuple(range(n + 3, n + 7))
        base = [*T.play, "done", "draw", "pass", *SUIT_ACTIONS]
        self.actions = ActionTable([*base, *(a + LAST for a in base)])
        assert len(self.actions) == 2 * self.last
        self.links = link_table(T)
        rank, suit = T.rank, T.suit
        kinds = []
        for c in range(n):
            r, s = rank[c], suit[c]
            if r == R2:
                kinds.append(TWOS)
            elif r == RJ and s in (SPADES, CLUBS):
                kinds.append(BLACK_JACKS)
            elif r == RK and s == HEARTS and king_of_hearts_penalty:
                kinds.append(KING_HEARTS)
            else:
                kinds.append(NONE)
        self.kind_of: tuple[int, ...] = tuple(kinds)
        self.red_jack = tuple(rank[c] == RJ and suit[c] in (HEARTS, DIAMONDS) for c in range(n))
        self.queen = tuple(rank[c] == RQ for c in range(n))
        self.ace = tuple(rank[c] == RA for c in range(n))
        # which cards may start a play on top card x (state.legal_on_top): rank[x] or the active
        # suit, any ace, a joker; on an ace the named suit counts, NO_SUIT (-1) being the last row
        self.start_rows = tuple(_starts(T, rank[x], suit[x]) for x in range(n))
        self.ace_rows = tuple(_starts(T, RA, su) for su in (*range(4), NO_SUIT))
        # the normal bot's value of a play (bot._best_move): what shedding each card is worth, and
        # what ending the play on a card adds, with the next player close to going out or not
        self.gain_calm = tuple(10 - _cost(self, c, False) for c in range(n))
        self.gain_threat = tuple(10 - _cost(self, c, True) for c in range(n))
        self.end_normal = (_ends(self, True, False), _ends(self, True, True))
        self.end_other = (_ends(self, False, False), _ends(self, False, True))


def _starts(T: FrenchTables, top_rank: int, active_suit: int) -> tuple[bool, ...]:
    rank, suit, joker = T.rank, T.suit, T.joker
    return tuple(joker[c] or rank[c] == RA or rank[c] == top_rank or suit[c] == active_suit
                 for c in range(len(T.deck)))


def _cost(K: Tables, c: int, threat: bool) -> int:
    """What the bot holds back for shedding ``c``: defence cards are worth keeping."""
    T = K
    if T.joker[c]:
        return 6
    if K.kind_of[c] != NONE:
        return 0 if threat else 4
    if T.rank[c] == RA:
        return 3
    if K.red_jack[c]:
        return 2
    return 0


def _ends(K: Tables, normal: bool, threat: bool) -> tuple[int, ...]:
    """Per card ``x``: what a play ending on ``x`` adds (an uncovered queen in a normal play costs a
    draw; a penalty card or an ace on top is good)."""
    out = []
    for x in range(K.n):
        if K.queen[x] and normal:
            out.append(-25)
        elif K.kind_of[x] != NONE:
            out.append(25 if threat else 8)
        elif K.ace[x]:
            out.append(4)
        else:
            out.append(0)
    return tuple(out)


_TABLES: dict[tuple[bool, bool], Tables] = {}


def tables_for(opts: BlackJackOptions) -> Tables:
    """The shared ``Tables`` of the deck and options of ``opts`` (built once per layout)."""
    key = (opts.jokers, opts.king_of_hearts_penalty)
    t = _TABLES.get(key)
    if t is None:
        deck = tables_for_deck(french_deck(52, jokers=2 if opts.jokers else 0)).deck  # the shared deck
        t = _TABLES.setdefault(key, Tables(deck, opts.king_of_hearts_penalty))
    return t
