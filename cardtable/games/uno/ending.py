"""UnoState's hand end and scoring: going out (or leaving, with play_to_last), the last card's
penalty, and what a hand left over is worth (uno.md sections 6-7).

A part of ``UnoState`` (``__slots__ = ()``): its methods read and write the state's own fields,
declared with their types on ``fields.UnoFields``.
"""

from __future__ import annotations

from cardtable.engine.state import Event

from .fields import UnoFields
from .tables import (
    DP1,
    DP2,
    OVER,
    PENALTY_OF,
)


class EndingMixin(UnoFields):
    """Going out, ending the hand and hand values; mixed into ``UnoState``."""

    __slots__ = ()

    def _finish(self, seat: int) -> bool:
        """``seat`` has no cards left for good; True when that ends the hand."""
        self.out.append(seat)
        if not self.opts.play_to_last:
            return True
        return self.n_active() <= 1

    def _end_with(self, seat: int, c: int, was_pending: bool) -> list[Event]:
        """The hand ends with ``seat``'s last card: its draw penalty or downpour still hits first."""
        ev: list[Event] = []
        kind = self.T.kind[c]
        if kind in PENALTY_OF:
            n = PENALTY_OF[kind]
            if was_pending and self.pending_n and self.opts.stacking:
                n += self.pending_n
            ev += self.draw_cards(self.next_seat(seat), n, "penalty")
        elif kind in (DP1, DP2):
            for s in self._others_in_order(seat):
                ev += self.draw_cards(s, 1 if kind == DP1 else 2, "downpour")
        self.pending_n = self.pending_kind = 0
        self.w4 = None
        self.winner = self.out[0] if self.out else seat
        self.phase = OVER
        self.over = True
        self.close_window()
        self.rw_open = False
        if not self.quiet:
            ev.append(Event("out", seat))
        return ev

    def hand_value(self, seat: int) -> int:
        T = self.T
        hand = self.hands[seat]
        if self.opts.zero_penalty and len(hand) == 1 and T.rank[hand[0]] == 0:
            return 50
        if self.opts.score_numbers_only:
            return sum(T.points[c] for c in hand if T.is_number[c])
        return sum(T.points[c] for c in hand)
