"""The joiner's copy of a hosted match: a ``Match`` that holds one seat's view and nothing more.

Why a ``Match``: the table screen, the hand-end sheet and the log draw a match (its hand, sheet,
events, counts); a mirror lets them draw a hosted one unchanged.  It never plays: its hand is the
masked hand of the latest ``Update``, its events the seat's own, its legal moves the host's list,
and ``apply`` refuses (a move goes to the host, whose update brings the result).  Its first deal,
made with seed 0 by the joiner's engine, only gives the hand's class, deck and house rules into
which the host's data is written (``wire.decode_state``); it is never shown.
"""

from __future__ import annotations

from cardtable.engine.game import GameSpec
from cardtable.engine.match import Match
from cardtable.engine.options import GameOptions
from cardtable.engine.refusals import Catalog
from cardtable.engine.state import Event, IllegalAction

from . import wire
from .messages import Update

MIRROR_REFUSALS = Catalog("mirror", {
    "at_host": ("moves are made at the host's table", "ходы делаются за столом хозяина"),
})


class MirrorMatch(Match):
    """One seat's view of a match played at another machine (``take`` brings it up to date)."""

    def __init__(self, spec: GameSpec, options: GameOptions, n: int, seat: int) -> None:
        super().__init__(spec, options, n, 0)
        self.template = self.hand.clone()
        self.seat = seat
        self.legal: list[str] = []
        self.events = []

    def legal_actions(self, seat: int) -> list[str]:
        return list(self.legal) if seat == self.seat and self.ranking is None else []

    def apply(self, seat: int, action: str) -> list[Event]:
        raise IllegalAction(MIRROR_REFUSALS("at_host"), action, seat)

    def take(self, up: Update) -> list[Event]:
        """Adopt the host's update; returns the events it brought.  A malformed one raises
        ``wire.WireError`` and changes nothing."""
        hand = wire.decode_state(self.template, up.state)
        ended = wire.decode_state(self.template, up.ended) if up.ended is not None else None
        fresh = [wire.decode_event(e) for e in up.events]
        rows = [wire.decode_row(r) for r in up.rows]
        if not 0 <= up.dealer < self.n or any(not 0 <= s < self.n for s in up.eliminated):
            raise wire.WireError("a seat out of range")
        self.hand = hand
        if ended is not None:
            self.prev_hand = ended
        if up.events_from == 0:
            self.events = fresh
        else:
            self.events.extend(fresh)
        table = self.table
        table.sheet.rows = rows
        table.sheet.start = up.start
        table.dealer = up.dealer
        table.hand_no = up.hand_no
        table.eliminated = set(up.eliminated)
        table.out_order = [list(x) for x in up.out_order]
        self.ranking = up.ranking
        self.capped = up.capped
        self.hand_actions = up.hand_actions
        # only the counts are known here: the match's moves, and how many were this seat's
        self.actions = [(-1, "")] * max(0, up.actions - up.mine) + [(self.seat, "")] * min(up.mine, up.actions)
        self.legal = list(up.legal)
        return fresh
