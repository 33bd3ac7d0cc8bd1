"""The rules of one round of 101 (hundred_one.md sections 3-6) as a fast, cloneable state.

Built on ``SheddingState`` (hands, stock, discard with reshuffle) and the French helpers of the
engine (matching by rank or active suit, suit calls, the deal).  Compound moves are sequential
decisions, as DESIGN.md asks: a queen is played, *then* its player names a suit; a six is
played, *then* the same player covers it (drawing one card per ``draw`` until he can).

Action texts: ``play 7h``, ``draw`` («Взять карту»), ``pass`` («Пас»: keep a drawn card, or
nothing to play and nothing to draw), ``suit h`` (the suit named after a queen).  There are no
calls or catches in 101.  Inside, actions are ids (``HundredOneTables``: a play's id is its
card id): ``legal_actions`` and ``apply`` are the texts of ``legal_ids`` and ``apply_id``.
"""

from __future__ import annotations

import random

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import SUITS, UNKNOWN, Deck, french_deck
from cardtable.engine.mechanics.french_shedding import (
    NO_SUIT,
    R5,
    R6,
    R7,
    R9,
    RA,
    RK,
    RQ,
    SPADES,
    SUIT_ACTIONS,
    FrenchTables,
)
from cardtable.engine.mechanics.shedding import SheddingState
from cardtable.engine.refusals import Refusal, preamble
from cardtable.engine.state import Event, IllegalAction, PublicInfo, Vis, Zone

from .options import HundredOneOptions
from .refusals import R

# phases
OPEN, PLAY, DRAWN, COVER, SUIT, OVER = range(6)
PHASE_NAMES = ("open", "play", "drawn", "cover", "suit", "over")

# hand points by rank index (2..A): face value, 9 = 0, J 2, Q 3, K 4, A 11
POINTS = (2, 3, 4, 5, 6, 7, 8, 0, 10, 2, 3, 4, 11)
LONE_QUEEN, LONE_QUEEN_SPADES = 20, 40

# what a card does when played (not a queen; ``HundredOneTables.effect``)
PLAIN, SIX, HIT_NEXT, HIT_PREV, SKIP = range(5)

VERBS = ("play", "draw", "pass", "suit")


class HundredOneInfo(PublicInfo):
    """101's public facts (``HundredOneState.public_info``): cards as record texts, seats as indices."""

    turn: int
    dealer: int
    top: str
    """The top card of the pile."""
    suit: str
    """The suit to follow: the one named on a queen on top, else the top card's ("" with none)."""
    named_suit: str
    """The suit named with the queen on top, "" when none was named."""
    counts: list[int]
    stock: int
    out: list[int]
    """The seats out of the match (over 101), who sit this round out."""


class HundredOneTables(FrenchTables):
    """The French tables of one 101 deck layout plus what search needs per card, built once.

    Actions are ids (``engine.actions``) computed without text: ``play X`` is the card id of X,
    then come ``draw``, ``pass`` and the four ``suit X`` (in ``SUITS`` order), so legal lists
    are filtered hands and ``apply_id`` dispatches on one comparison.  ``fit[top][suit]`` is the
    set of cards that fit ``top`` when ``suit`` is the active suit (the last entry, index -1, is
    for a queen whose suit is not named yet); ``effect``/``hits``/``why`` say what a card does
    to the turn (hundred_one.md section 5).  A 101 layout is tied to ``alternative_101`` (52
    cards and the five), so the five's effect is part of the table.
    """

    def __init__(self, deck: Deck, alternative: bool) -> None:
        super().__init__(deck)
        d = len(deck)
        self.draw = d
        self.pass_ = d + 1
        self.suit0 = d + 2
        self.suit_ids: tuple[int, ...] = tuple(range(d + 2, d + 6))
        self.actions = ActionTable([*self.play, "draw", "pass", *SUIT_ACTIONS])
        rank, suit = self.rank, self.suit

        def fits(top: int, su: int) -> frozenset[int]:
            return frozenset(c for c in range(d) if rank[c] == RQ or rank[c] == rank[top] or suit[c] == su)

        self.fit: tuple[tuple[frozenset[int], ...], ...] = tuple(
            tuple(fits(top, su) for su in (0, 1, 2, 3, NO_SUIT)) for top in range(d))
        effect, hits = [], []
        for c in range(d):
            r, s = rank[c], suit[c]
            if r == R6:
                e = (SIX, 0, "")
            elif r == R7:
                e = (HIT_NEXT, 4 if s == SPADES else 2, "seven")
            elif r == RK and s == SPADES:
                e = (HIT_NEXT, 5, "king")
            elif r == R5 and alternative:
                e = (HIT_PREV, 4 if s == SPADES else 2, "five")
            elif r == RA:
                e = (SKIP, 0, "")
            else:
                e = (PLAIN, 0, "")
            effect.append(e)
            hits.append(e[0] in (HIT_NEXT, HIT_PREV, SKIP))
        self.effect: tuple[tuple[int, int, str], ...] = tuple(effect)
        self.hits: tuple[bool, ...] = tuple(hits)
        """Cards that make a neighbour draw or lose a turn (what the normal bot aims)."""
        self.points: tuple[int, ...] = tuple(POINTS[rank[c]] for c in range(d))
        """A card's points left in hand (hundred_one.md section 2)..."""
        self.queen_points: tuple[int, ...] = tuple(
            (LONE_QUEEN_SPADES if suit[c] == SPADES else LONE_QUEEN) if rank[c] == RQ else POINTS[rank[c]]
            for c in range(d))
        """... and when a queen counts 20 (Q♠ 40): alone in hand, or every queen by house rule."""


_TABLES: dict[bool, HundredOneTables] = {}


def tables_for(opts: HundredOneOptions) -> HundredOneTables:
    t = _TABLES.get(opts.alternative_101)
    if t is None:
        alt = opts.alternative_101
        t = _TABLES[alt] = HundredOneTables(french_deck(52 if alt else 36), alt)
    return t


class HundredOneState(SheddingState):
    """One round of 101.  ``out`` is the bitmask of eliminated seats (they hold no cards, never act)."""

    __slots__ = ("T", "turn", "suit", "out", "winner", "last_card", "stop_ranks")

    opts: HundredOneOptions
    T: HundredOneTables

    def __init__(self, opts: HundredOneOptions, n: int, rng: random.Random, dealer: int, out: int = 0) -> None:
        self.opts = opts
        self.T = tables_for(opts)
        self.init_base(self.T.deck, n, rng)
        self.init_piles(n)
        self.turn = dealer
        self.phase = OPEN
        self.suit = NO_SUIT  # the suit named with a queen on top
        self.dealer = dealer
        self.out = out
        self.winner = -1
        self.last_card = -1  # the card the winner went out with
        self.stop_ranks = non_finishing(opts)

    # -- cloning ---------------------------------------------------------------------------------
    def clone(self, rng: random.Random | None = None) -> HundredOneState:
        c = HundredOneState.__new__(HundredOneState)
        c.opts = self.opts
        c.T = self.T
        self.copy_base(c, rng)
        self.copy_piles(c)
        c.turn = self.turn
        c.phase = self.phase
        c.suit = self.suit
        c.dealer = self.dealer
        c.out = self.out
        c.winner = self.winner
        c.last_card = self.last_card
        c.stop_ranks = self.stop_ranks
        return c

    def zones(self) -> list[Zone]:
        zs = [Zone("stock", self.stock, Vis.HIDDEN), Zone("discard", self.discard, Vis.PUBLIC)]
        zs += [Zone(f"hand{s}", h, Vis.OWNER, s) for s, h in enumerate(self.hands)]
        return zs

    # -- queries ---------------------------------------------------------------------------------
    @property
    def top(self) -> int:
        return self.discard[-1] if self.discard else UNKNOWN

    def active_suit(self) -> int:
        """The suit to follow: the named suit on a queen, otherwise the top card's suit."""
        top = self.top
        if top == UNKNOWN:
            return NO_SUIT
        return self.suit if self.T.rank[top] == RQ else self.T.suit[top]

    def next_seat(self, s: int) -> int:
        """The next seat clockwise that is still in the match."""
        n, out = self.n, self.out
        if not out:  # nobody eliminated (most rounds): no loop
            s += 1
            return 0 if s == n else s
        for k in range(1, n + 1):
            t = (s + k) % n
            if not out >> t & 1:
                return t
        return s

    def prev_seat(self, s: int) -> int:
        n, out = self.n, self.out
        for k in range(1, n + 1):
            t = (s - k) % n
            if not out >> t & 1:
                return t
        return s

    def playable(self, c: int) -> bool:
        """Same rank as the top, the active suit, or any queen (hundred_one.md section 4)."""
        top = self.top
        if top == UNKNOWN:
            return True
        return c in self.fitting()

    def fitting(self) -> frozenset[int]:
        """Every card of the deck that fits the top now: what a player who draws showed he lacks.

        (An empty pile reads as its last card, as the rank and suit tables do for UNKNOWN = -1;
        callers ask only with a card on top.)"""
        d = self.discard
        top = d[-1] if d else UNKNOWN
        T = self.T
        return T.fit[top][self.suit if T.rank[top] == RQ else T.suit[top]]

    def finishes(self, c: int) -> bool:
        """Whether emptying the hand with ``c`` ends the round (a 6 never does: it must be covered)."""
        return not self.stop_ranks[c]

    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    # -- actions: ids (``HundredOneTables``), texts only at the edge ------------------------------
    def action_table(self) -> ActionTable:
        return self.T.actions

    def legal_ids(self, seat: int) -> list[int]:
        """The legal actions as ids: a play's id is its card id, so a legal list is a filtered hand."""
        if self.over or seat != self.turn:
            return []
        phase = self.phase
        hand = self.hands[seat]
        T = self.T
        if phase == PLAY or phase == COVER:
            d = self.discard
            top = d[-1] if d else UNKNOWN  # (as ``fitting``, inlined: this runs on every step of a search)
            acts = list(filter(T.fit[top][self.suit if T.rank[top] == RQ else T.suit[top]].__contains__, hand))
            if not acts:
                acts.append(T.draw if self.stock or len(self.discard) > 1 else T.pass_)
            return acts
        if phase == SUIT:
            return list(T.suit_ids)
        if phase == OPEN:
            if self.opts.dealer_first_card == "last_dealt" and hand:
                return [hand[-1]]
            return hand[:]
        if phase == DRAWN:
            return [hand[-1], T.pass_]
        return []

    def legal_actions(self, seat: int) -> list[str]:
        texts = self.T.actions.texts
        return [texts[a] for a in self.legal_ids(seat)]

    # -- applying --------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        aid = self.T.actions.ids.get(action)
        if aid is None:
            raise IllegalAction(R("unknown", action=action), action, seat)
        return self._act(seat, aid)

    def _act(self, seat: int, aid: int) -> list[Event]:
        """Play the legal action ``aid``: the one dispatch of ``apply`` and ``apply_id``."""
        T = self.T
        if aid < T.draw:
            return self._play(seat, aid)
        if aid == T.draw:
            return self._draw(seat)
        if aid == T.pass_:
            return self._pass(seat)
        return self._name_suit(seat, aid - T.suit0)

    apply_id = _act  # type: ignore[assignment]  # returns the events apply_id drops: one call less per search step
    # (and there are none in a quiet state)

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (a code of ``refusals.R``)."""
        first = preamble(self.over, [self.turn], seat, action, VERBS, catalog=R)
        if first is not None:
            return first
        verb, _, arg = action.partition(" ")
        legal = self.legal_actions(seat)
        phase = self.phase
        if phase == SUIT:
            return R("suit_first")
        if verb == "suit":
            return R("suit_not_now")
        if verb == "play":
            ids = self.deck.by_text.get(arg)
            if ids is None:
                return R("no_card", card=arg)
            hand = self.hands[seat]
            if ids[0] not in hand:
                return R("not_holding", card=arg)
            if phase == OPEN:
                return R("open_last_dealt")
            if phase == DRAWN:
                return R("drawn_only")
            top = self.deck.text(self.top)
            return R("no_fit_cover" if phase == COVER else "no_fit", card=arg, cards=[top],
                     suit=SUITS[self.active_suit()])
        if verb == "draw":
            if phase == DRAWN:
                return R("already_drew")
            if any(a.startswith("play") for a in legal):
                return R("must_play")
            return R("nothing_to_draw")
        if verb == "pass":
            if phase == COVER:
                return R("cover_six")
            if phase == OPEN:
                return R("dealer_opens")
            return R("pass_when")
        return R("not_legal", action=action)

    def _play(self, seat: int, c: int) -> list[Event]:
        """Play ``c``, then what it does to the turn order (hundred_one.md section 5)."""
        hand = self.hands[seat]
        hand.remove(c)
        if self.voids:
            self.note_played(seat, c)
        self.discard.append(c)
        self.suit = NO_SUIT
        quiet = self.quiet
        ev = [] if quiet else [Event("play", seat, card=c)]
        T = self.T
        rank = T.rank[c]
        if not hand and rank != R6 and not self.stop_ranks[c]:
            self.winner = seat
            self.last_card = c
            self.over = True
            self.phase = OVER
            if not quiet:
                ev.append(Event("out", seat, card=c))
            return ev
        if rank == RQ:
            self.phase = SUIT
            return ev
        kind, k, why = T.effect[c]
        if kind == SIX:
            self.phase = COVER
            self.turn = seat
            if not quiet:
                ev.append(Event("cover", seat))
            return ev
        self.phase = PLAY
        nxt = self.next_seat(seat)
        if kind == PLAIN:
            self.turn = nxt
            return ev
        if kind != SKIP:
            drawn = self.draw_cards(nxt if kind == HIT_NEXT else self.prev_seat(seat), k, why)
            if not quiet:
                ev += drawn
        if not quiet:
            ev.append(Event("skip", nxt))
        self.turn = self.next_seat(nxt)
        return ev

    def _name_suit(self, seat: int, suit: int) -> list[Event]:
        self.suit = suit
        ev = [] if self.quiet else [Event("suit", seat, suit=SUITS[suit])]
        self.phase = PLAY
        self.turn = self.next_seat(seat)
        return ev

    def _draw(self, seat: int) -> list[Event]:
        hand = self.hands[seat]
        if self.quiet:
            if self.stock:  # a search's usual draw: the top card (101 has no missed call to close)
                hand.append(self.stock.pop())
                ev = []
            else:
                ev = self.draw_cards(seat, 1, "draw")
            loud = False
        else:
            loud = bool(self.discard)
            if loud:  # one may draw only holding nothing that fits: all see it
                self.note_void(seat, self.fitting(), len(hand))
            ev = self.draw_cards(seat, 1, "draw")
        if self.phase == COVER:
            return ev  # keep drawing until a cover comes; it must then be played
        if hand and (not self.discard or hand[-1] in self.fitting()):
            self.phase = DRAWN
        else:
            if loud:  # the drawn card did not fit either
                self.note_void(seat, self.fitting(), len(hand))
            if not self.quiet:
                ev.append(Event("pass", seat))
            self.turn = self.next_seat(seat)
        return ev

    def _pass(self, seat: int) -> list[Event]:
        if self.phase != DRAWN and self.discard and not self.quiet:  # nothing fits and nothing to draw
            self.note_void(seat, self.fitting(), len(self.hands[seat]))
        self.phase = PLAY
        self.turn = self.next_seat(seat)
        return [] if self.quiet else [Event("pass", seat)]

    # -- scoring ---------------------------------------------------------------------------------
    def hand_points(self, seat: int) -> int:
        """Points of the cards left in ``seat``'s hand (hundred_one.md section 2)."""
        T = self.T
        hand = self.hands[seat]
        if len(hand) == 1 and T.rank[hand[0]] == RQ or self.opts.queen_in_hand == "every_queen":
            return sum(map(T.queen_points.__getitem__, hand))
        return sum(map(T.points.__getitem__, hand))

    def round_scores(self) -> list[int]:
        """Each seat's score for the finished round: hand points, the winner 0 or -20/-40."""
        out = [0 if self.out >> s & 1 else self.hand_points(s) for s in range(self.n)]
        w = self.winner
        if w >= 0:
            c = self.last_card
            bonus = 0
            if c >= 0 and self.T.rank[c] == RQ:
                bonus = -LONE_QUEEN_SPADES if self.T.suit[c] == SPADES else -LONE_QUEEN
            out[w] = bonus
        return out

    def public_info(self) -> HundredOneInfo:
        """Public facts for screens and logs (no hidden card)."""
        active = self.active_suit()
        return {
            "phase": PHASE_NAMES[self.phase],
            "turn": self.turn,
            "dealer": self.dealer,
            "top": self.deck.text(self.top),
            "suit": SUITS[active] if active >= 0 else "",
            "named_suit": SUITS[self.suit] if self.suit >= 0 else "",
            "counts": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "out": [s for s in range(self.n) if self.out >> s & 1],
        }


def non_finishing(opts: HundredOneOptions) -> tuple[bool, ...]:
    """Per card id: emptying the hand with it does not end the round (hundred_one.md section 6).
    Cached by the three options it reads (a new round asks for it, and searches make many)."""
    key = (opts.alternative_101, opts.no_finish_on_effect_cards, opts.czech_no_finish_on_nine)
    got = _STOPS.get(key)
    if got is not None:
        return got
    T = tables_for(opts)
    out = []
    for c in range(len(T.deck)):
        r, s = T.rank[c], T.suit[c]
        stop = False
        if opts.no_finish_on_effect_cards:
            stop = r in (RA, R7) or (r == RK and s == SPADES) or (r == R5 and opts.alternative_101)
        if opts.czech_no_finish_on_nine and r == R9:
            stop = True
        out.append(stop)
    got = _STOPS[key] = tuple(out)
    return got


_STOPS: dict[tuple[bool, bool, bool], tuple[bool, ...]] = {}
