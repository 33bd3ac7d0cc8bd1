"""UnoState's moves and card effects: playing a card, choosing a colour, skips, reverses, draw
penalties, Downpour, drawing and passing (uno.md sections 3-5).

A part of ``UnoState`` (``__slots__ = ()``): its methods read and write the state's own fields,
declared with their types on ``fields.UnoFields``.
"""

from __future__ import annotations

from cardtable.engine.cards import UNO_COLOURS
from cardtable.engine.state import Event, IllegalAction

from .fields import UnoFields
from .refusals import R
from .tables import (
    BLACK,
    COLOUR,
    DP1,
    DP2,
    DRAWN,
    FIVE_PICK,
    OVER,
    PENALTY_OF,
    PENDING,
    PLAY,
    REV,
    SKIP,
    SLAP,
    SWAP7,
    WHEEL_CCW,
    WHEEL_CW,
    WILD4,
)


class EffectsMixin(UnoFields):
    """Plays, their effects and penalties, draws and passes; mixed into ``UnoState``."""

    __slots__ = ()

    def _find(self, seat: int, text: str, ids: tuple[int, ...] | None = None) -> int:
        """The card of face ``text`` (ids: its card ids, when known) that ``seat`` holds."""
        hand = self.hands[seat]
        if self.phase == DRAWN and seat == self.turn:
            return hand[-1]
        for c in ids or self.deck.by_text[text]:
            if c in hand:
                return c
        raise IllegalAction(R("not_holding", card=text), text, seat)

    def _play(self, seat: int, text: str, called: bool, ids: tuple[int, ...] | None = None) -> list[Event]:
        hand = self.hands[seat]
        phase, turn = self.phase, self.turn
        if phase == DRAWN and seat == turn:
            c = hand[-1]
        else:
            for c in ids or ():  # _find, inlined
                if c in hand:
                    break
            else:
                c = self._find(seat, text, ids)
        T = self.T
        self.offender = -1  # close_window(), inlined: the hottest path of every rollout
        self.rw_passed = 0
        self.rw_open = False
        was_pending = phase == PENDING
        kind = T.kind[c]
        guilty = kind == WILD4 and self.holds_colour(seat, self.colour)
        hand.remove(c)
        if self.voids:
            self.note_played(seat, c)
        self.discard.append(c)
        self.passes = 0
        self.last_player = seat
        self.turn = seat
        quiet = self.quiet
        ev = [] if quiet else [Event("jump" if seat != turn else "play", seat, card=c)]
        if called:
            if not quiet:
                ev.append(Event("uno", seat))
        elif len(hand) == 1 and not self._no_call(c):
            self.offender = seat
        if kind == WILD4:
            self.w4 = (seat, guilty, self.colour)
            # a W+4 is legal only without the current colour; with bluffs allowed, it only suggests so
            if 0 <= self.colour < 4:
                self.note_void(seat, T.of_colour[self.colour], len(hand), sure=not self.opts.wild4_bluff)
        else:
            self.w4 = None
        opts = self.opts
        if opts.silence == "twos" and T.rank[c] == 2:
            self.silence_owner, self.silence_away = seat, False
            if not quiet:
                ev.append(Event("silence", seat))
        if not hand and (not self.refill or self.refill[seat] == 0):
            if self.last_card < 0:
                self.last_card = c  # the first player out went out with it (h2o bonus)
            if self._finish(seat):
                return ev + self._end_with(seat, c, was_pending)
        col = T.colour[c]
        if col == BLACK:
            if opts.colour_cycle and self.colour != BLACK:
                wheel = WHEEL_CW if self.direction == 1 else WHEEL_CCW
                return ev + self._colour_set(seat, wheel[self.colour], was_pending, called)
            self.phase = COLOUR
            self.chooser = seat
            self.resume = PENDING if was_pending else PLAY
            self.caller = seat if called else -1
            return ev
        self.colour = col
        if quiet:
            return self._effect(seat, c, was_pending, called)
        return ev + self._effect(seat, c, was_pending, called)

    def _colour_set(self, seat: int, colour: int, was_pending: bool, called: bool) -> list[Event]:
        self.colour = colour
        ev = [] if self.quiet else [Event("colour", seat, colour=UNO_COLOURS[colour])]
        if self.opts.silence == "black":
            self.silence_colour = colour
            if not self.quiet:
                ev.append(Event("silence", seat))
        return ev + self._effect(seat, self.discard[-1], was_pending, called)

    def _choose_colour(self, seat: int, colour: int) -> list[Event]:
        called = self.caller == seat
        self.caller = -1
        return self._colour_set(seat, colour, self.resume == PENDING, called)

    def _effect(self, seat: int, c: int, was_pending: bool, called: bool) -> list[Event]:
        """What a played card does once its colour is settled (uno.md sections 4-5)."""
        T = self.T
        kind = T.kind[c]
        self.phase = PLAY
        ev: list[Event] = []
        gone = not self.hands[seat]  # emptied a hand that refills (uno_7_rounds) or left (play_to_last)
        if kind in PENALTY_OF:
            # an answer passes the penalty on; only stacking makes it add up (uno.md 9.1)
            n = PENALTY_OF[kind]
            if was_pending and self.pending_n and self.opts.stacking:
                n += self.pending_n
            self.pending_n = n
            self.pending_kind = PENALTY_OF[kind]
            self.phase = PENDING
            self.turn = self.next_seat(seat)
            if not self.quiet:
                ev.append(Event("pending", self.turn, n=self.pending_n))
        elif kind == REV and was_pending:  # reverse_bounce: the same penalty goes back
            self.direction = -self.direction
            self.phase = PENDING
            self.w4 = None
            self.turn = self.next_seat(seat)
            if not self.quiet:
                ev.append(Event("bounce", seat, n=self.pending_n))
        else:
            self.pending_n = self.pending_kind = 0
            if kind == SKIP:
                self.turn = seat if self.n_active() == 2 and not gone else self.next_seat(seat, 2)
                if not self.quiet:
                    ev.append(Event("skip", self.next_seat(seat)))
            elif kind == REV:
                self.direction = -self.direction
                self.turn = seat if self.n_active() == 2 and not gone else self.next_seat(seat)
                if not self.quiet:
                    ev.append(Event("reverse", seat))
            elif kind in (DP1, DP2):
                for s in self._others_in_order(seat):
                    ev += self.draw_cards(s, 1 if kind == DP1 else 2, "downpour")
                self.turn = self.next_seat(seat)
            else:
                self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
            if self.opts.seven_zero and not gone and T.rank[c] in (0, 7):
                if T.rank[c] == 0:
                    ev += self._rotate_hands()
                else:
                    self.phase = SWAP7
                    self.chooser = seat
                    self.caller = seat if called else -1
                    return ev
            if self.opts.five_swap and not gone and T.rank[c] == 5 and any(
                self.hands[s] for s in range(self.n) if s != seat
            ):
                self.phase = FIVE_PICK
                self.chooser = seat
                self.caller = seat if called else -1
                return ev
        if not self.refill and not called:  # no refill, no slap window: all of _complete
            self.rw_open = True
            return ev
        return ev + self._complete(seat, called)

    def _complete(self, seat: int, called: bool) -> list[Event]:
        """The play is complete: refill (7 rounds), open the reaction windows."""
        ev: list[Event] = []
        if self.refill and not self.hands[seat] and seat not in self.out:
            k = self.refill[seat]
            self.refill[seat] = k - 1
            ev += self.draw_cards(seat, k, "refill")
            if not self.quiet:
                ev.append(Event("refill", seat, n=k))
        self.rw_open = True
        if called and self.opts.uno_center and len(self.hands[seat]) == 1:
            others = [s for s in range(self.n) if s != seat and self.hands[s]]
            if others:
                self.resume = self.phase
                self.phase = SLAP
                self.caller = seat
                self.slap_order = []
                self.slap_wait = sum(1 << s for s in others)
                if not self.quiet:
                    ev.append(Event("slap_window", seat))
        return ev

    def _others_in_order(self, seat: int) -> list[int]:
        """Every other seat still in the rotation, starting with next(seat) (Downpour order)."""
        order, s = [], seat
        for _ in range(self.n - 1):
            s = (s + self.direction) % self.n
            if s not in self.out:
                order.append(s)
        return order

    def _draw_action(self, seat: int) -> list[Event]:
        self.offender = -1  # close_window(), inlined
        self.rw_passed = 0
        self.rw_open = False
        self.passes = 0
        hand = self.hands[seat]
        quiet = self.quiet  # a search state keeps no void books: it needs no ``fitting``
        if not quiet:
            fits = self.fitting()
            self.note_void(seat, fits, len(hand), sure=False)  # drawing suggests that nothing fits
        if self.phase == PENDING:
            n = self.pending_n
            ev = self.draw_cards(seat, n, "penalty")
            self.pending_n = self.pending_kind = 0
            self.w4 = None
            self.phase = PLAY
            self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
            return ev
        if quiet and self.stock:  # a search's usual draw: the top card (the window is closed above)
            hand.append(self.stock.pop())
            ev = []
        else:
            ev = self.draw_cards(seat, 1, "draw")
        if self.opts.draw_until_playable:
            while not self._drawn_playable(seat) and self.can_draw():
                ev += self.draw_cards(seat, 1, "draw")
        if self._drawn_playable(seat):
            self.phase = DRAWN
            if not quiet:
                self.note_void(seat, fits, len(hand) - 1, sure=False)  # the cards drawn before it did not fit
        else:
            if not quiet:
                self.note_void(seat, fits, len(hand), sure=False)  # nor did the card drawn
            self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
        return ev

    def _pass(self, seat: int) -> list[Event]:
        if self.phase == SLAP:
            return self._slap(seat, False)
        if self.phase == FIVE_PICK:
            self.phase = PLAY
            called = self.caller == seat
            self.caller = -1
            return ([] if self.quiet else [Event("pass", seat)]) + self._complete(seat, called)
        if seat != self.turn:  # declining to react in a reaction window
            return self.pass_window(seat)
        self.close_window()
        self.rw_open = False
        ev = [] if self.quiet else [Event("pass", seat)]
        if self.phase == DRAWN:
            self.phase = PLAY
        else:  # could neither play nor draw
            self.passes += 1
            if self.passes >= self.n_active():
                self.void = True
                self.over = True
                self.phase = OVER
                if not self.quiet:
                    ev.append(Event("void"))
                return ev
        self.turn = self.next_seat(seat)
        return ev
