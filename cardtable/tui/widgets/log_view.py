"""The log of the game in words: what the person at the keyboard may read (public lines, their own
events, the laugh and cough lines), newest at the bottom.

The log owns what it has written: up to which event, for whom and in which language, the newest
fleeting line (a house rule that keeps only the last ask in sight) and the emotes.  When the reader
changes (a hot-seat hand-over), the language changes or moves are taken back, it writes itself
again from the events, so no line written for one person stays in sight of the next.
"""

from __future__ import annotations

from rich.text import Text
from textual.events import Resize
from textual.geometry import Size
from textual.reactive import reactive
from textual.widgets import RichLog

from cardtable.engine.state import ALL_SEATS, Event
from cardtable.games.present import Presenter

from .moment import Moment

LOG_BACKLOG = 60
"""Events written back when the log is rewritten (a hand-over, a new language)."""


class GameLog(RichLog, can_focus=False):
    """The log of events in words; not focusable (only zones and buttons take focus)."""

    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(max_lines=200, wrap=True, min_width=20, id=id)
        self._geometry: tuple[Size, Size, Size] | None = None
        self.seen = 0  # events written so far
        self.reader: tuple[int | None, str] | None = None  # whom and in which language it was written for
        self.fleeting: int | None = None  # the newest fleeting line written (Presenter.fleeting)
        self.emotes: list[tuple[int, str]] = []  # (events before it, line): laugh and cough lines

    # -- what the table tells the log -----------------------------------------------------------
    def emote(self, line: str, at: int) -> None:
        """A laugh or a cough (no move): written now, kept for a rewrite."""
        self.emotes.append((at, line))
        self.write(Text(line, style="italic"))

    def taken_back(self, events: int) -> None:
        """Moves were taken back (undo): forget the emotes after them and write the log again."""
        self.emotes = [e for e in self.emotes if e[0] <= events]
        self.reader = None

    def page(self, direction: int) -> None:
        """One page back (-1) or on (1); back at the newest line, new lines follow again."""
        if direction < 0:
            self.scroll_page_up(animate=False)
        else:
            self.scroll_page_down(animate=False)

    def watch_moment(self, m: Moment | None) -> None:
        if m is not None:
            self._write_new(m)

    # -- writing --------------------------------------------------------------------------------
    def _write_new(self, m: Moment) -> None:
        events = m.events
        viewer = m.viewer
        p = m.presenter
        lg = m.lang
        deck = m.log_deck
        rebuild = self.reader != (viewer, lg)
        end = len(events)
        if m.ended is not None:  # the hand-end moment: not yet the next deal
            starts = [i for i in range(self.seen, end) if events[i].kind == "hand_start"]
            end = starts[-1] if starts else end
        newest = self._newest_fleeting(m, end)
        if newest is not None and newest >= self.seen and self.fleeting is not None:
            rebuild = True  # a newer fleeting line replaces the older ones: rewrite without them
        if rebuild:
            self.clear()
            self.reader = (viewer, lg)
            self.seen = max(0, len(events) - LOG_BACKLOG)
            if self.seen == 0:  # the first hand has no hand_start event: say it was dealt
                first = p.event_text(Event("hand_start", hand_no=1), deck, list(m.names), viewer, lg)
                if first:
                    self.write(Text(first, style="dim"))
        emotes = self.emotes if rebuild else []
        k = 0
        while k < len(emotes) and emotes[k][0] < self.seen:
            k += 1
        for i in range(self.seen, end):
            # a rewritten log (hot-seat hand-over) puts the emotes back where they were made
            while k < len(emotes) and emotes[k][0] == i:
                self.write(Text(emotes[k][1], style="italic"))
                k += 1
            e = events[i]
            if newest is not None and i < newest and p.fleeting(e, m.options):
                continue
            if viewer is None:
                if e.to != ALL_SEATS:
                    continue
            elif not e.visible_to(viewer):
                continue
            line = p.line(e, deck, list(m.names), viewer, lg, m.symbols)
            if line:
                style = "bold" if e.kind in ("hand_end", "match_end", "out", "catch", "uno") else ""
                self.write(Text(line, style=style))
        for _, line in emotes[k:]:
            self.write(Text(line, style="italic"))
        self.seen = end
        self.fleeting = newest

    @staticmethod
    def _newest_fleeting(m: Moment, end: int) -> int | None:
        """The index of the newest event the presenter calls fleeting, within the log's backlog."""
        p, events = m.presenter, m.events
        if type(p).fleeting is Presenter.fleeting:
            return None
        for i in range(end - 1, max(-1, end - LOG_BACKLOG - 1), -1):
            if p.fleeting(events[i], m.options):
                return i
        return None

    # -- geometry -------------------------------------------------------------------------------
    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        """Skip the scrollbar update when nothing about the log changed.

        Why: Textual's ScrollView compares the compositor's virtual size with its own, which for a
        RichLog never match, so every layout pass anywhere on the table (the hand's cursor moving
        a card up) refreshed the log's scrollbar and cost a second, identical frame per key.  The
        log's own geometry (its size, its lines, its container) is what the update depends on.
        """
        geometry = (size, self.virtual_size, container_size)
        if geometry == self._geometry:
            return False
        self._geometry = geometry
        return super()._size_updated(size, virtual_size, container_size, layout)

    def on_resize(self, event: Resize) -> None:
        """A new width rewraps the lines: keep the newest in sight, as after a write."""
        if self.auto_scroll:
            self.call_after_refresh(self.scroll_end, animate=False, immediate=True)
