"""What each Black Jack action does (black_jack.md sections 4-5), and the card facts the rules ask.

``BlackJackMoves`` is the base of ``BlackJackState``: it declares the deal's fields (the slots,
typed; ``BlackJackState.__init__`` sets them) and holds the moves and the questions about cards
that both the moves and the legal lists (``state``) ask.  Kept apart so that ``state`` holds the
legal lists and the dispatch of actions, each module at a readable size.
"""

from __future__ import annotations

from cardtable.engine.cards import SUITS, UNKNOWN
from cardtable.engine.mechanics.french_shedding import NO_SUIT, R7, RA, RQ
from cardtable.engine.mechanics.shedding import SheddingState
from cardtable.engine.state import Event

from .options import BlackJackOptions
from .phases import (
    BLACK_JACKS,
    CALLED,
    CALLED_NOW,
    CANCEL,
    COMBO,
    DRAWN,
    KIND_NAMES,
    NO_CALL,
    NONE,
    NORMAL,
    OVER,
    PASS_ON,
    PLAY,
    QDRAWN,
    SUIT,
    TWOS,
)
from .tables import Tables

_FRESH = (PLAY, NO_SUIT)
"""``undo`` between plays: the phase and named suit a mistake would restore."""
_FOLLOWERS: dict[tuple, frozenset[int]] = {}
_COVERS: dict[tuple, frozenset[int]] = {}


class BlackJackMoves(SheddingState):
    """The fields, moves and card facts of a Black Jack deal (what the fields hold: ``BlackJackState``)."""

    __slots__ = (
        "T", "turn", "direction", "winner", "suit", "pending", "pkind",
        "mode", "combo", "copy", "calls", "drawn_at", "kind_of", "undo",
    )

    opts: BlackJackOptions
    T: Tables
    turn: int
    direction: int
    phase: int
    dealer: int
    winner: int
    suit: int
    pending: int
    pkind: int
    mode: int
    combo: list[int]
    copy: dict[int, int]
    calls: list[int]
    drawn_at: int
    kind_of: tuple[int, ...]
    undo: tuple[int, int]

    # -- card facts ------------------------------------------------------------------------------
    @property
    def top(self) -> int:
        return self.discard[-1] if self.discard else UNKNOWN

    def eff(self, c: int) -> int:
        """The card ``c`` counts as: a joker on the pile is a copy of the card beneath it."""
        return self.copy.get(c, c)

    def base(self, kind: int) -> int:
        if kind == TWOS:
            return 2
        if kind == BLACK_JACKS:
            return int(self.opts.black_jack_penalty)
        return 5

    def is_red_jack(self, c: int) -> bool:
        return self.T.red_jack[c]

    def active_suit(self) -> int:
        x = self.eff(self.top)
        if x == UNKNOWN:
            return NO_SUIT
        return self.suit if self.T.rank[x] == RA else self.T.suit[x]

    def next_seat(self, s: int) -> int:
        return (s + self.direction) % self.n

    def legal_on_top(self, c: int) -> bool:
        """A card may start a play: the active suit, the top's rank, any ace, or a joker."""
        T = self.T
        top = self.discard[-1] if self.discard else UNKNOWN
        x = self.copy.get(top, top) if self.copy else top
        if x != UNKNOWN:  # from the table of the top card (or of the suit named on an ace)
            return (T.ace_rows[self.suit] if T.ace[x] else T.start_rows[x])[c]
        return T.joker[c] or T.rank[c] == RA or T.rank[c] == T.rank[x] or T.suit[c] == self.active_suit()

    def links(self, c: int, x: int) -> bool:
        """Card ``c`` may follow ``x`` (already resolved) in a play (``_links``, from its table)."""
        return self.T.links[x][c]

    def _may_follow(self, c: int, x: int) -> bool:
        """``c`` may continue the current play, whose top resolves to ``x`` (mode restrictions)."""
        mode = self.mode
        if mode == PASS_ON:
            return self.T.joker[c] or self.kind_of[c] == self.pkind
        if mode == CANCEL:
            return self.T.red_jack[c]
        return self.T.links[x][c]

    def _may_start(self, c: int) -> bool:
        if self.pending:
            if self.T.joker[c] or self.kind_of[c] == self.pkind:
                return True
            return self.pkind == BLACK_JACKS and self.opts.red_jack_cancels and self.T.red_jack[c]
        return self.legal_on_top(c)

    def _may_be_last(self, seat: int, c: int, x: int) -> bool:
        """Whether ``c`` (on ``x``) may be played as the last card of the hand.  Going out needs a
        call from an earlier turn; a queen (or a joker copying one) is always allowed, because it
        does not take the player out: the play goes on until it is covered (decision 18)."""
        T = self.T
        return self.calls[seat] == CALLED or T.rank[x if T.joker[c] else c] == RQ

    def _queen_last(self, c: int) -> bool:
        """``c``, played now as the last card, would be a queen (itself, or a joker copying the top)."""
        T = self.T
        return T.rank[self.eff(self.top) if T.joker[c] else c] == RQ

    def _continuation_ids(self, seat: int, x: int) -> list[int]:
        """The cards of ``seat``'s hand that may continue the play in progress, whose top counts
        as ``x`` (their play ids), in hand order: what ``legal_ids`` offers in a combination, and
        whether a play goes on."""
        hand = self.hands[seat]
        mode = self.mode
        if mode == NORMAL:
            row = self.T.links[x]
            out = [c for c in hand if row[c]]
        else:
            f = self._may_follow
            out = [c for c in hand if f(c, x)]
        if len(hand) == 1 and out:
            return [c for c in out if self._may_be_last(seat, c, x)]
        return out

    # -- the moves -------------------------------------------------------------------------------
    def _play(self, seat: int, c: int) -> list[Event]:
        hand = self.hands[seat]
        T = self.T
        joker = T.joker[c]
        top = self.discard[-1] if self.discard else UNKNOWN
        beneath = self.copy.get(top, top) if self.copy else top
        phase = self.phase
        if phase == PLAY or phase == DRAWN:  # a new play starts
            self.undo = (phase, self.suit)
            self.combo = []
            if self.pending:
                self.mode = PASS_ON if joker or self.kind_of[c] == self.pkind else CANCEL
            else:
                self.mode = NORMAL
        hand.remove(c)
        if self.voids:
            self.note_played(seat, c)
        self.discard.append(c)
        self.combo.append(c)
        self.suit = NO_SUIT
        if joker:
            self.copy[c] = beneath
        ev = [] if self.quiet else [Event("play", seat, card=c)]
        self.phase = COMBO
        self.drawn_at = -1
        x = beneath if joker else c  # what the card counts as
        if not hand:
            if T.queen[x]:  # not out: the queen must be covered (decision 18)
                if not self.quiet:
                    ev.append(Event("queen_last", seat, card=c))
                return ev
            # the deal stops at once: nothing of this play takes effect
            self.winner = seat
            self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("out", seat, card=c))
            return ev
        # the play goes on while a card may continue it (_continuation_ids is not empty), and
        # on a queen in a normal play, which must be covered
        if self.mode == NORMAL:
            if T.queen[x]:
                return ev
            if len(hand) > 1:
                row = T.links[x]
                for h in hand:
                    if row[h]:
                        return ev
            elif self._continuation_ids(seat, x):
                return ev
        elif self._continuation_ids(seat, x):
            return ev
        if ev:
            ev += self._finish_play(seat)
            return ev
        return self._finish_play(seat)

    def _finish_play(self, seat: int) -> list[Event]:
        """The play is over: its final run sets the penalty, reversals and the suit call."""
        T = self.T
        combo = self.combo
        eff = self.eff
        x = combo[-1] if combo else self.top
        if self.copy:
            x = self.copy.get(x, x)
        ev: list[Event] = []
        kind = self.kind_of[x]
        if self.mode == CANCEL:
            if not self.quiet:
                ev.append(Event("cancel", seat, n=self.pending))
            self.pending, self.pkind = 0, NONE
        elif kind != NONE:
            m = 0
            for c in reversed(combo):
                if self.kind_of[eff(c)] != kind:
                    break
                m += 1
            base = self.base(kind)
            double = self.opts.penalty_growth == "double"
            if self.mode == PASS_ON:
                p = self.pending * 2**m if double else self.pending + m * base
            else:
                p = base * 2 ** (m - 1) if double else m * base
            self.pending, self.pkind = p, kind
        else:
            self.pending, self.pkind = 0, NONE
        if T.rank[x] == R7 and self.opts.seven_reverses and self.n > 2:
            r = 0
            for c in reversed(combo):
                if T.rank[eff(c)] != R7:
                    break
                r += 1
            if r % 2:
                self.direction = -self.direction
            if not self.quiet:
                ev.append(Event("reverse", seat, n=r))
        if T.ace[x]:
            self.phase = SUIT
            return ev
        if ev:
            ev += self._end_turn(seat)
            return ev
        return self._end_turn(seat)

    def _end_turn(self, seat: int) -> list[Event]:
        if self.calls[seat] == CALLED_NOW:
            self.calls[seat] = CALLED
        self.combo = []
        self.undo = _FRESH
        self.mode = NORMAL
        self.phase = PLAY
        self.drawn_at = -1
        self.turn = (seat + self.direction) % self.n
        if self.pending:
            return [] if self.quiet else [Event("pending", self.turn, n=self.pending, penalty=KIND_NAMES[self.pkind])]
        return []

    def _name_suit(self, seat: int, suit: int) -> list[Event]:
        self.suit = suit
        return ([] if self.quiet else [Event("suit", seat, suit=SUITS[suit])]) + self._end_turn(seat)

    def _draw_voiding(self, seat: int, k: int, why: str) -> list[Event]:
        """Draw through the shared pile mechanics; drawing ends a standing «last cards» call."""
        if self.calls[seat] != NO_CALL:
            self.calls[seat] = NO_CALL
        return self.draw_cards(seat, k, why)

    def _draw(self, seat: int) -> list[Event]:
        phase = self.phase
        if phase == PLAY and self.pending:  # pick the penalty up: the turn ends at once
            n = self.pending
            ev = self._draw_voiding(seat, n, "penalty")
            self.pending, self.pkind = 0, NONE
            return ev + self._end_turn(seat)
        hand = self.hands[seat]
        held = len(hand)
        follow: frozenset[int] = frozenset()
        if phase == COMBO and not self.quiet:  # one draws for a cover only holding nothing that may follow the queen
            follow = self._followers(seat)
            self.note_void(seat, follow, held)
        ev = self._draw_voiding(seat, 1, "cover" if phase == COMBO else "draw")
        got = hand[held:]  # the card drawn (none when stock and pile ran dry); a quiet draw has no event
        if phase == COMBO:  # drawing for a cover of the queen on top
            if got and self._covers(got[0]):
                self.phase = QDRAWN
                self.drawn_at = len(hand) - 1
                return ev
            if got and not self.quiet:  # the drawn card did not cover either (the turn ends, all see it)
                cover = self._cover_set()
                # A void counts cards of the whole hand, and the cards of an older void are taken
                # to avoid every later set (engine.voids): so this one is noted only when the cards
                # held before avoid the covers too, i.e. every cover could have followed.  A last
                # card without a standing call may be a cover that could not be played (it would
                # go out); the drawn card's miss is then left unrecorded rather than overstated.
                if not (cover - follow).difference(self.discard):
                    self.note_void(seat, cover, held + 1)
            return ev + self._finish_play(seat)
        if got and self.legal_on_top(got[0]) and (len(hand) > 1 or self._may_be_last(seat, got[0], self.eff(self.top))):
            self.phase = DRAWN
            self.drawn_at = len(hand) - 1
            return ev
        return ev + self._end_turn(seat)

    def _followers(self, seat: int) -> frozenset[int]:
        """Every card of the deck ``seat`` could add to the play now: what he showed he lacks when
        he draws for a cover instead (black_jack.md section 5: a queen must be covered)."""
        one = len(self.hands[seat]) == 1
        x = self.eff(self.top)
        key = (len(self.deck), self.mode, self.T.suit[x], self.T.rank[x], one and self.calls[seat] == CALLED, one)
        f = _FOLLOWERS.get(key)
        if f is None:
            f = _FOLLOWERS[key] = frozenset(
                c for c in range(len(self.deck))
                if self._may_follow(c, x) and (not one or self._may_be_last(seat, c, x)))
        return f

    def _cover_set(self) -> frozenset[int]:
        """Every card that covers the queen on top (its suit or an ace, no joker)."""
        x = self.eff(self.top)
        key = (len(self.deck), self.T.suit[x])
        f = _COVERS.get(key)
        if f is None:
            f = _COVERS[key] = frozenset(c for c in range(len(self.deck)) if self._covers(c))
        return f

    def _covers(self, c: int) -> bool:
        x = self.eff(self.top)
        T = self.T
        return not T.joker[c] and (T.suit[c] == T.suit[x] or T.rank[c] == RA)

    def _pass(self, seat: int) -> list[Event]:
        ev = [] if self.quiet else [Event("pass", seat)]
        if self.phase in (QDRAWN, COMBO):  # the queen stays uncovered on top
            return ev + self._finish_play(seat)
        return ev + self._end_turn(seat)

