"""UnoState's card transfers between hands: seven-zero swaps and rotations, five-swap trades
(house rules, uno.md section 9).

A part of ``UnoState`` (``__slots__ = ()``): its methods read and write the state's own fields,
declared with their types on ``fields.UnoFields``.
"""

from __future__ import annotations

from cardtable.engine.state import Event

from .fields import UnoFields
from .tables import (
    FIVE_GIVE,
    PLAY,
)


class TransfersMixin(UnoFields):
    """Hand swaps, rotations and 5-trades; mixed into ``UnoState``."""

    __slots__ = ()

    # -- seven-zero and five-swap ----------------------------------------------------------------------
    def _learn(self, cards: list[int], seats_mask: int) -> None:
        for c in cards:
            self.known[c] = self.known.get(c, 0) | seats_mask

    def _swap7(self, seat: int, other: int) -> list[Event]:
        mine, theirs = self.hands[seat], self.hands[other]
        self._learn(mine, 1 << seat)  # each remembers the hand it gave away
        self._learn(theirs, 1 << other)
        self.hands[seat], self.hands[other] = theirs, mine
        self.forget_voids()
        self._fix_offender_after_transfer()
        called = self.caller == seat
        self.caller = -1
        self.phase = PLAY
        return ([] if self.quiet else [Event("swap", seat, target=other)]) + self._complete(seat, called)

    def _rotate_hands(self) -> list[Event]:
        seats = [s for s in range(self.n) if self.hands[s] or s not in self.out]
        if self.direction == -1:
            seats = seats[::-1]
        old = {s: self.hands[s] for s in seats}
        for i, s in enumerate(seats):
            self._learn(old[s], 1 << s)
            self.hands[seats[(i + 1) % len(seats)]] = old[s]
        self.forget_voids()
        self._fix_offender_after_transfer()
        return [] if self.quiet else [Event("rotate", None, direction=self.direction)]

    def _fix_offender_after_transfer(self) -> None:
        # reaching one card by a transfer owes no call; a holder of more cards is not catchable
        if self.offender >= 0 and len(self.hands[self.offender]) != 1:
            self.close_window()

    def _trade(self, seat: int, other: int) -> list[Event]:
        self.five = (seat, other)
        self.gifts = [-1, -1]
        self.phase = FIVE_GIVE
        return [] if self.quiet else [Event("trade", seat, target=other)]

    def _give(self, seat: int, text: str) -> list[Event]:
        i = self.five.index(seat)
        c = next(c for c in self.deck.by_text[text] if c in self.hands[seat])
        self.gifts[i] = c
        if -1 in self.gifts:
            return [] if self.quiet else [Event("gave", seat)]
        a, b = self.five
        ca, cb = self.gifts
        # a determinized state does not know the other seat's secret choice: guess one of its cards
        if ca not in self.hands[a]:
            ca = self.rng.choice(self.hands[a])
        if cb not in self.hands[b]:
            cb = self.rng.choice(self.hands[b])
        self.hands[a].remove(ca)
        self.hands[b].remove(cb)
        if self.voids:
            self.note_played(a, ca)
            self.note_played(b, cb)
        self.hands[a].append(cb)
        self.hands[b].append(ca)
        self._learn([ca], 1 << a)
        self._learn([cb], 1 << b)
        self.five = (-1, -1)
        self.gifts = [-1, -1]
        self.phase = PLAY
        called = self.caller == a
        self.caller = -1
        ev = [] if self.quiet else [Event("gave", seat), Event("traded", a, target=b),
                                    Event("got", a, to=1 << a, card=cb), Event("got", b, to=1 << b, card=ca)]
        return ev + self._complete(a, called)
