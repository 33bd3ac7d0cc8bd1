"""Uno's play and card effect for a quiet Uno 52 state (a search's deal and its rollouts).

Why: Uno 52 runs Uno's pile with every house rule off but the three it shares (``uno_rules``:
stacking, the W+4 bluff, the UNO penalty), yet Uno's ``_play`` and ``_effect`` test every
house rule on every play (the seven-zero call, silence, refills, play to last, the colour wheel,
seven-zero and five-swap steps, the slap window) and build events.  A play and its effect are
a third of a hard-bot rollout step, so a quiet state takes these versions: the same rules with
those tests dropped (each is false under ``uno_rules``, asserted there) and no events (a quiet
state returns none).  A loud state (a real round: records, logs, screens) takes Uno's own code.
``tests/test_fast_paths`` and ``tests/uno52/test_quiet`` hold the two equal, field by field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.state import Event
from cardtable.games.uno.state import (
    BLACK,
    COLOUR,
    DRAW2,
    DRAWN,
    NUM,
    PENDING,
    PLAY,
    REV,
    SKIP,
    WILD4,
    UnoState,
)

from .tables import OVERLAY, Uno52Tables


class QuietPile(UnoState):
    """``UnoState`` with ``_play_quiet``, ``_effect_quiet`` and ``_draw_quiet``: its play, effect and draw under
    ``uno_rules`` in a quiet state; mixed into ``Uno52State``, which calls them.  It holds the
    two fields of Uno 52's phase 2 that the play reads, ``ov`` and ``fit_cache``."""

    __slots__ = ("ov", "fit_cache")

    ov: tuple[int, int, bool, bool] | None
    """In ``OVERLAY``: (seat, the pile card whose effect waits, was_pending, called)."""
    fit_cache: list[list[int] | None]
    """Per seat, what its open cards accept (``Uno52State._fit``), worked out on first use after
    its last cover: a cache of ``open``, not a fact of the round (``fingerprint`` leaves it out)."""
    T: Uno52Tables

    if TYPE_CHECKING:
        def _fit(self, seat: int) -> list[int]: ...

    def _play_quiet(self, seat: int, text: str, called: bool, ids: tuple[int, ...]) -> list[Event]:
        """Uno's ``_play`` (the card of face ``text`` whose ids are ``ids``) without the house
        rules and events: the window closes, the card goes to the pile, a W+4 records whether it
        was a bluff, a last card without its call opens a catch; then the round ends, the colour
        is asked for (a wild), phase 2 opens or the card takes effect (Uno 52's ``_effect``,
        its calls inlined: every play of a rollout ends here)."""
        hand = self.hands[seat]
        phase = self.phase
        if phase == DRAWN and seat == self.turn:
            c = hand[-1]
        else:
            for c in ids:
                if c in hand:
                    break
            else:
                c = self._find(seat, text, ids)  # not held: raises
        self.offender = -1  # close_window(), inlined
        self.rw_passed = 0
        self.rw_open = False
        kind = self.T.kind[c]
        # a W+4 is a bluff when its player held the colour (before it leaves the hand, as in Uno);
        # the void it suggests is a book a quiet state does not keep
        self.w4 = (seat, self.holds_colour(seat, self.colour), self.colour) if kind == WILD4 else None
        hand.remove(c)
        if self.voids:
            self.note_played(seat, c)
        self.discard.append(c)
        self.passes = 0
        self.last_player = seat
        self.turn = seat
        if not hand:  # out: no refills and no play to the last under ``uno_rules``
            if self.last_card < 0:
                self.last_card = c
            self.out.append(seat)
            return self._end_with(seat, c, phase == PENDING)
        if not called and len(hand) == 1:  # no seven-zero: every card owes the call
            self.offender = seat
        tcolour = self.T.colour
        col = tcolour[c]
        if col == BLACK:  # no colour wheel: the player calls the colour
            self.phase = COLOUR
            self.chooser = seat
            self.resume = PENDING if phase == PENDING else PLAY
            self.caller = seat if called else -1
            return []
        self.colour = col
        was_pending = phase == PENDING
        if len(hand) >= 2 and self.ov is None:  # Uno 52's ``_effect``: phase 2 first, when a card
            fit = self.fit_cache[seat] or self._fit(seat)  # held covers an open one (``_may_cover``)
            rank4 = self.T.rank4
            for x in hand:
                r = rank4[x]
                if r >= 0 and fit[tcolour[x]] | fit[r]:
                    self.ov = (seat, c, was_pending, called)
                    self.phase = OVERLAY  # the player's turn still (``turn`` is his)
                    return []
        if kind == NUM:  # ``_effect_quiet``'s usual case, inlined: a ranked card passes the turn
            self.phase = PLAY
            self.pending_n = self.pending_kind = 0
            self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
            self.rw_open = True
            return []
        return self._effect_quiet(seat, c, was_pending, called)

    def _effect_quiet(self, seat: int, c: int, was_pending: bool, called: bool) -> list[Event]:
        """Uno's ``_effect`` without the house rules and events: +2 and W+4 (the deck's only
        penalties) pass the penalty on, adding up only with stacking; Skip and Reverse (with two
        players the same player goes again); then the window of the completed play opens (no
        refill, no slap window, no seven-zero or five-swap step under ``uno_rules``)."""
        kind = self.T.kind[c]
        self.phase = PLAY
        if kind == DRAW2 or kind == WILD4:
            n = 2 if kind == DRAW2 else 4
            self.pending_kind = n
            if was_pending and self.pending_n and self.opts.stacking:
                n += self.pending_n
            self.pending_n = n
            self.phase = PENDING
            self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
        elif kind == REV and was_pending:  # reverse_bounce, as Uno has it (no Reverse answers here)
            self.direction = -self.direction
            self.phase = PENDING
            self.w4 = None
            self.turn = self.next_seat(seat)
        else:
            self.pending_n = self.pending_kind = 0
            if kind == SKIP:
                self.turn = seat if self.n_active() == 2 and self.hands[seat] else self.next_seat(seat, 2)
            elif kind == REV:
                self.direction = -self.direction
                self.turn = seat if self.n_active() == 2 and self.hands[seat] else self.next_seat(seat)
            else:
                self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
        self.rw_open = True
        return []

    def _draw_quiet(self, seat: int) -> list[Event]:
        """Uno's ``_draw_action`` without the house rules and events: a pending penalty is drawn
        and the turn passes; else one card (no drawing until one fits), and the turn goes on with
        it when it fits (``_drawn_playable``, inlined) or passes."""
        self.offender = -1  # close_window(), inlined
        self.rw_passed = 0
        self.rw_open = False
        self.passes = 0
        if self.phase == PENDING:
            self.draw_cards(seat, self.pending_n, "penalty")
            self.pending_n = self.pending_kind = 0
            self.w4 = None
            self.phase = PLAY
            self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
            return []
        hand = self.hands[seat]
        if self.stock:
            hand.append(self.stock.pop())
        else:
            self.draw_cards(seat, 1, "draw")
        c = hand[-1]
        T = self.T
        col = T.colour[c]
        discard = self.discard
        if ((col == BLACK or not discard or col == self.colour or T.key[c] == T.key[discard[-1]])
                and (T.kind[c] != WILD4 or self._w4_allowed(seat))):
            self.phase = DRAWN
        else:
            self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
        return []
