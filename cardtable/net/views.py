"""What the host sends one remote seat: its view of the match as an ``Update`` (no transport here).

Everything comes from ``Match.view``'s rules: the hand masked for the seat, its legal moves, the
events it may see.  The one addition is the showdown of a hand that just ended (``showdown``):
the hands are laid open, as the hand-end sheet at the host's table shows them, but the stock and
anything else face down stays UNKNOWN.
"""

from __future__ import annotations

import time

from cardtable.engine.match import Match
from cardtable.engine.state import Event, State, Vis

from . import wire
from .messages import LOG_KEEP, Timing, Update

END_KINDS = frozenset({"hand_end", "hand_void", "match_end"})


def showdown(hand: State, seat: int) -> State:
    """``hand`` as ``seat`` sees it once it ended: masked, with every hand (owner zone) laid open."""
    shown = hand.masked(seat)
    for z_shown, z_true in zip(shown.zones(), hand.zones(), strict=True):
        if z_true.vis is Vis.OWNER:
            z_shown.cards[:] = z_true.cards
    return shown


class SeatFeed:
    """One remote seat's stream of updates: which of the match's events it has been sent."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.sent_upto = 0  # index into ``match.events`` up to which the seat's events were sent
        self.sent_count = 0  # how many events the joiner holds
        self.ended_sent = -1  # the hand number whose showdown it was sent

    def restart(self) -> None:
        """A fresh connection: the joiner holds nothing yet."""
        self.sent_upto = self.sent_count = 0
        self.ended_sent = -1

    def update(self, match: Match, *, gen: int, legal: bool, window: float | None, ready_wait: int | None,
               paused: bool, timing: Timing, remote: list[int]) -> Update:
        """The seat's view now, with the events it has not been sent yet."""
        seat = self.seat
        events = match.events
        if self.sent_upto > len(events):  # the match was taken back (an undo): send the log again
            self.restart()
        fresh = [e for e in events[self.sent_upto:] if e.visible_to(seat)]
        start = self.sent_count
        if start == 0 and len(fresh) > LOG_KEEP:
            fresh = fresh[-LOG_KEEP:]
        self.sent_upto = len(events)
        self.sent_count = start + len(fresh)
        ended = None
        just_ended = any(e.kind in END_KINDS for e in fresh)
        prev = match.prev_hand if match.prev_hand is not None else (match.hand if match.over else None)
        if prev is not None and (just_ended or paused) and self.ended_sent != match.hand_no:
            ended = wire.encode_state(showdown(prev, seat))
            self.ended_sent = match.hand_no
        sheet = match.sheet
        return Update(
            gen=gen, hand_no=match.hand_no, dealer=match.dealer, state=wire.encode_state(match.hand.masked(seat)),
            legal=match.legal_actions(seat) if legal else [], events_from=start,
            events=[wire.encode_event(e) for e in fresh], rows=[wire.encode_row(r) for r in sheet.rows],
            start=list(sheet.start) if sheet.start else None, eliminated=sorted(match.eliminated),
            out_order=[list(x) for x in match.out_order], ranking=match.ranking, capped=match.capped[:80],
            actions=len(match.actions), mine=sum(1 for s, _ in match.actions if s == seat),
            hand_actions=match.hand_actions, ended=ended,
            window=None if window is None else max(0.0, float(window - time.monotonic())),
            ready_wait=ready_wait, paused=paused, timing=timing,
            remote=list(remote))


def step_events(update: Update) -> list[Event]:
    """The events an update brings, as the engine's ``Event`` objects (for the joiner)."""
    return [wire.decode_event(e) for e in update.events]
