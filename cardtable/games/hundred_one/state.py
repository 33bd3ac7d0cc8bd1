"""The rules of one round of 101 (hundred_one.md sections 3-6) as a fast, cloneable state.

Built on ``SheddingState`` (hands, stock, discard with reshuffle) and the French helpers of the
engine (matching by rank or active suit, suit calls, the deal).  Compound moves are sequential
decisions, as DESIGN.md asks: a queen is played, *then* its player names a suit; a six is
played, *then* the same player covers it (drawing one card per ``draw`` until he can).

Action texts: ``play 7h``, ``draw`` («Взять карту»), ``pass`` («Пас»: keep a drawn card, or
nothing to play and nothing to draw), ``suit h`` (the suit named after a queen).  There are no
calls or catches in 101.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import SUITS, UNKNOWN, french_deck
from cardtable.engine.french_shedding import (
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
    parse_suit,
    tables_for_deck,
)
from cardtable.engine.shedding import SheddingState
from cardtable.engine.state import Event, IllegalAction, Vis, Zone

from .options import HundredOneOptions

# phases
OPEN, PLAY, DRAWN, COVER, SUIT, OVER = range(6)
PHASE_NAMES = ("open", "play", "drawn", "cover", "suit", "over")

# hand points by rank index (2..A): face value, 9 = 0, J 2, Q 3, K 4, A 11
POINTS = (2, 3, 4, 5, 6, 7, 8, 0, 10, 2, 3, 4, 11)
LONE_QUEEN, LONE_QUEEN_SPADES = 20, 40

_TABLES: dict[bool, FrenchTables] = {}
_FITTING: dict[tuple[int, int, int], frozenset[int]] = {}


def tables_for(opts: HundredOneOptions) -> FrenchTables:
    t = _TABLES.get(opts.alternative_101)
    if t is None:
        t = _TABLES[opts.alternative_101] = tables_for_deck(french_deck(52 if opts.alternative_101 else 36))
    return t


class HundredOneState(SheddingState):
    """One round of 101.  ``out`` is the bitmask of eliminated seats (they hold no cards, never act)."""

    __slots__ = ("opts", "T", "turn", "phase", "suit", "dealer", "out", "winner", "last_card", "stop_ranks")

    opts: HundredOneOptions
    T: FrenchTables

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
        T = self.T
        r = T.rank[c]
        return r == RQ or r == T.rank[top] or T.suit[c] == self.active_suit()

    def fitting(self) -> frozenset[int]:
        """Every card of the deck that fits the top now: what a player who draws showed he lacks."""
        top = self.top
        T = self.T
        key = (len(T.deck), T.rank[top], self.active_suit())
        f = _FITTING.get(key)
        if f is None:
            f = _FITTING[key] = frozenset(c for c in range(len(T.deck)) if self.playable(c))
        return f

    def finishes(self, c: int) -> bool:
        """Whether emptying the hand with ``c`` ends the round (a 6 never does: it must be covered)."""
        return not self.stop_ranks[c]

    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    def legal_actions(self, seat: int) -> list[str]:
        if self.over or seat != self.turn:
            return []
        T = self.T
        hand = self.hands[seat]
        phase = self.phase
        if phase == SUIT:
            return list(SUIT_ACTIONS)
        if phase == OPEN:
            if self.opts.dealer_first_card == "last_dealt" and hand:
                return [T.play[hand[-1]]]
            return [T.play[c] for c in hand]
        if phase == DRAWN:
            return [T.play[hand[-1]], "pass"]
        top = self.top
        rank, suit_of = T.rank, T.suit
        tr = rank[top]
        su = self.suit if tr == RQ else suit_of[top]
        acts = [T.play[c] for c in hand if rank[c] == RQ or rank[c] == tr or suit_of[c] == su]
        if not acts:
            acts.append("draw" if self.can_draw() else "pass")
        return acts

    # -- applying --------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        c = self.T.play_card.get(action)
        if c is not None:
            return self._play(seat, c)
        verb, _, arg = action.partition(" ")
        if verb == "play":
            return self._play(seat, self.deck.by_text[arg][0])
        if verb == "suit":
            return self._name_suit(seat, parse_suit(arg))
        if verb == "draw":
            return self._draw(seat)
        if verb == "pass":
            return self._pass(seat)
        raise IllegalAction(f"unknown action {action!r}", action, seat)

    def why_illegal(self, seat: int, action: str) -> str:
        """A player-facing reason why ``action`` is not legal for ``seat`` now."""
        if self.over:
            return "the round is over"
        verb, _, arg = action.partition(" ")
        known_verbs = ("play", "draw", "pass", "suit")
        if verb not in known_verbs:
            return f"unknown action {action!r} (actions: {', '.join(known_verbs)})"
        if seat != self.turn:
            return f"it is not your turn (seat {self.turn} is to act)"
        legal = self.legal_actions(seat)
        phase = self.phase
        if phase == SUIT:
            return "name a suit for your queen first (suit s, h, d or c)"
        if verb == "suit":
            return "you name a suit only right after playing a queen"
        if verb == "play":
            ids = self.deck.by_text.get(arg)
            if ids is None:
                return f"there is no card {arg!r} in this deck"
            hand = self.hands[seat]
            if ids[0] not in hand:
                return f"you do not hold {arg}"
            if phase == OPEN:
                return "the dealer opens with the last card dealt to him"
            if phase == DRAWN:
                return "after drawing, only the drawn card may be played (or pass)"
            what = "cover your 6 with" if phase == COVER else "play"
            top = self.deck.text(self.top)
            return (f"{arg} does not fit: {what} a card of the same rank as {top}, of suit "
                    f"{SUITS[self.active_suit()]}, or a queen")
        if verb == "draw":
            if phase == DRAWN:
                return "you already drew: play the drawn card or pass"
            if any(a.startswith("play") for a in legal):
                return "you hold a card that fits, and must play one"
            return "there is nothing left to draw: pass"
        if verb == "pass":
            if phase == COVER:
                return "your 6 must be covered: play a cover or draw until you find one"
            if phase == OPEN:
                return "the dealer must open the round"
            return "you may pass only after drawing, or when you can neither play nor draw"
        return f"{action!r} is not legal now"

    def _play(self, seat: int, c: int) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(c)
        if self.voids:
            self.note_played(seat, c)
        self.discard.append(c)
        self.suit = NO_SUIT
        ev = [] if self.quiet else [Event("play", seat, card=c)]
        rank = self.T.rank[c]
        if not hand and rank != R6 and self.finishes(c):
            self.winner = seat
            self.last_card = c
            self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("out", seat, card=c))
            return ev
        if rank == RQ:
            self.phase = SUIT
            return ev
        return ev + self._effect(seat, c)

    def _name_suit(self, seat: int, suit: int) -> list[Event]:
        self.suit = suit
        ev = [] if self.quiet else [Event("suit", seat, suit=SUITS[suit])]
        self.phase = PLAY
        self.turn = self.next_seat(seat)
        return ev

    def _effect(self, seat: int, c: int) -> list[Event]:
        """What a played card (not a queen) does to the turn order (hundred_one.md section 5)."""
        T = self.T
        rank, suit = T.rank[c], T.suit[c]
        self.phase = PLAY
        nxt = self.next_seat(seat)
        if rank == R6:
            self.phase = COVER
            self.turn = seat
            return [] if self.quiet else [Event("cover", seat)]
        ev: list[Event] = []
        if rank == R7:
            ev += self.draw_cards(nxt, 4 if suit == SPADES else 2, "seven")
        elif rank == RK and suit == SPADES:
            ev += self.draw_cards(nxt, 5, "king")
        elif rank == R5 and self.opts.alternative_101:
            ev += self.draw_cards(self.prev_seat(seat), 4 if suit == SPADES else 2, "five")
        elif rank != RA:
            self.turn = nxt
            return ev
        if not self.quiet:
            ev.append(Event("skip", nxt))
        self.turn = self.next_seat(nxt)
        return ev

    def _draw(self, seat: int) -> list[Event]:
        hand = self.hands[seat]
        if self.top != UNKNOWN and not self.quiet:  # one may draw only holding nothing that fits: all see it
            self.note_void(seat, self.fitting(), len(hand))
        ev = self.draw_cards(seat, 1, "draw")
        if self.phase == COVER:
            return ev  # keep drawing until a cover comes; it must then be played
        if hand and self.playable(hand[-1]):
            self.phase = DRAWN
        else:
            if self.top != UNKNOWN and not self.quiet:  # the drawn card did not fit either
                self.note_void(seat, self.fitting(), len(hand))
            if not self.quiet:
                ev.append(Event("pass", seat))
            self.turn = self.next_seat(seat)
        return ev

    def _pass(self, seat: int) -> list[Event]:
        if self.phase != DRAWN and self.top != UNKNOWN and not self.quiet:  # nothing fits and nothing to draw
            self.note_void(seat, self.fitting(), len(self.hands[seat]))
        self.phase = PLAY
        self.turn = self.next_seat(seat)
        return [] if self.quiet else [Event("pass", seat)]

    # -- scoring ---------------------------------------------------------------------------------
    def hand_points(self, seat: int) -> int:
        """Points of the cards left in ``seat``'s hand (hundred_one.md section 2)."""
        T = self.T
        hand = self.hands[seat]
        every = self.opts.queen_in_hand == "every_queen"
        if len(hand) == 1 and T.rank[hand[0]] == RQ or every:
            total = 0
            for c in hand:
                if T.rank[c] == RQ:
                    total += LONE_QUEEN_SPADES if T.suit[c] == SPADES else LONE_QUEEN
                else:
                    total += POINTS[T.rank[c]]
            return total
        return sum(POINTS[T.rank[c]] for c in hand)

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

    def public_info(self) -> dict[str, Any]:
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
    """Per card id: emptying the hand with it does not end the round (hundred_one.md section 6)."""
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
    return tuple(out)
