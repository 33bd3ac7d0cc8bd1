"""Shared mechanics of shedding games (Uno, Uno 52, 101, Black Jack): piles and the catch window.

Kept once here so that every shedding game draws, reshuffles and catches a missed call the same
way:
- ``stock`` and ``discard`` are lists whose last element is the top card;
- drawing from an empty stock shuffles the discard pile except its top card into a new stock,
  and if cards are still short, the rest of the draw is cancelled;
- a play that leaves one card without its call ("UNO!", "last card") makes its player the
  *offender*: every other seat may ``catch N`` until the next play, draw or accept closes the
  window, or ``pass`` to stay out of it.  Only the first catch counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.cards import build_stock
from cardtable.engine.state import Event, State

if TYPE_CHECKING:
    from cardtable.engine.position import PilesPosition


class SheddingState(State):
    """Base of shedding-game hands: hands, stock, discard, and the missed-call window."""

    __slots__ = ("hands", "stock", "discard", "offender", "rw_passed")

    hands: list[list[int]]
    stock: list[int]
    discard: list[int]
    offender: int  # seat catchable for a missed call, or -1
    rw_passed: int  # bitmask of seats that passed in the open window

    def init_piles(self, n: int) -> None:
        self.hands = [[] for _ in range(n)]
        self.stock = []
        self.discard = []
        self.offender = -1
        self.rw_passed = 0

    def copy_piles(self, c: SheddingState) -> None:
        """Copy the shared fields into the clone ``c`` (called from a game's ``clone``)."""
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.discard = self.discard[:]
        c.offender = self.offender
        c.rw_passed = self.rw_passed

    def place_piles(self, position: PilesPosition) -> None:
        """Lay out a validated record position's ``hands``, ``discard`` (bottom..top) and ``stock``
        (top first; every card not placed is shuffled in below it)."""
        hands, self.discard, top = position.place(self.deck)
        for s, h in enumerate(hands):
            self.hands[s] = h
        placed = {c for h in hands for c in h} | set(self.discard)
        self.stock = build_stock(self.rng, len(self.deck), top, exclude=placed)

    # -- the catch window ------------------------------------------------------------------------
    def may_catch(self, seat: int) -> bool:
        return self.offender >= 0 and seat != self.offender and not self.rw_passed >> seat & 1

    def catchers(self, main: int) -> list[int]:
        """``main`` first, then every seat that may still catch (the to_act of an open window)."""
        if self.offender < 0:
            return [main]
        return [main] + [s for s in range(self.n) if s != main and self.may_catch(s)]

    def close_window(self) -> None:
        self.offender = -1
        self.rw_passed = 0

    def pass_window(self, seat: int) -> list[Event]:
        self.rw_passed |= 1 << seat
        return []

    def catch(self, seat: int, target: int, penalty: int, why: str = "uno") -> list[Event]:
        self.close_window()
        return ([] if self.quiet else [Event("catch", seat, target=target)]) + self.draw_cards(target, penalty, why)

    # -- piles -----------------------------------------------------------------------------------
    def refill_stock(self) -> list[Event]:
        """Shuffle the discard pile except its top card under the (empty) stock."""
        if len(self.discard) <= 1:
            return []
        top = self.discard.pop()
        new = self.discard
        self.rng.shuffle(new)
        self.stock = new + self.stock
        self.discard = [top]
        if self.known:  # a card known to be in a hand is no longer anywhere known once shuffled
            for c in new:
                self.known.pop(c, None)
        self.on_reshuffle()
        return [] if self.quiet else [Event("reshuffle", n=len(new))]

    def on_reshuffle(self) -> None:
        """Hook: forget what the reshuffled cards carried (called colours, covered sixes...)."""

    def can_draw(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1

    def draw_cards(self, seat: int, k: int, why: str) -> list[Event]:
        """Move up to ``k`` cards from the stock to ``seat``'s hand, reshuffling when it runs out.

        Emits a public ``draw`` event (how many) and a private ``drew`` event (which cards).
        Drawing clears the seat's own missed call: its hand is no longer down to one card.
        """
        ev: list[Event] = []
        got: list[int] = []
        hand = self.hands[seat]
        stock = self.stock
        for _ in range(k):
            if not stock:
                ev += self.refill_stock()
                stock = self.stock
                if not stock:
                    break
            c = stock.pop()
            hand.append(c)
            got.append(c)
        if seat == self.offender:
            self.close_window()
        if not self.quiet:
            ev.append(Event("draw", seat, n=len(got), why=why))
            ev.append(Event("drew", seat, to=1 << seat, cards=got))
        return ev
