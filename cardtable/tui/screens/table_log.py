"""The table's log of the game in words and its footer of keys.  Split from ``table.py`` by what it
holds: what the person at the keyboard may read (public lines, their own events, the emotes) and
which keys the footer shows for the decision now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import RichLog, Static

from cardtable.engine.state import ALL_SEATS, Event, View
from cardtable.games.present import Presenter

from ..i18n import lang, tr

if TYPE_CHECKING:
    from .table import TableScreen

LOG_BACKLOG = 60


class GameLog(RichLog, can_focus=False):
    """The log of events in words; not focusable (only zones and buttons take focus)."""

    _geometry: tuple | None = None

    def _size_updated(self, size, virtual_size, container_size, layout: bool = True) -> bool:
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

    def on_resize(self) -> None:
        """A new width rewraps the lines: keep the newest in sight, as after a write."""
        if self.auto_scroll:
            self.call_after_refresh(self.scroll_end, animate=False, immediate=True)


class LogMixin:
    """The log and the footer of ``TableScreen``."""

    def _update_log(self: TableScreen) -> None:
        log = self.query_one("#log", GameLog)
        events = self.match.events
        viewer = self.viewer
        p = self.presenter
        lg = lang()
        deck = self.match.hand.deck
        rebuild = self.log_viewer != viewer
        end = len(events)
        if getattr(self, "ended", None) is not None:  # the hand-end moment: not yet the next deal
            starts = [i for i in range(self.log_seen, end) if events[i].kind == "hand_start"]
            end = starts[-1] if starts else end
        newest = self._newest_fleeting(end)
        if newest is not None and newest >= self.log_seen and self.log_fleeting is not None:
            rebuild = True  # a newer fleeting line replaces the older ones: rewrite without them
        if rebuild:
            log.clear()
            self.log_viewer = viewer
            self.log_seen = max(0, len(events) - LOG_BACKLOG)
            if self.log_seen == 0:  # the first hand has no hand_start event: say it was dealt
                first = p.event_text(Event("hand_start", hand_no=1), deck, self.names, viewer, lg)
                if first:
                    log.write(Text(first, style="dim"))
        emotes = self.emotes if rebuild else []
        k = 0
        while k < len(emotes) and emotes[k][0] < self.log_seen:
            k += 1
        for i in range(self.log_seen, end):
            # a rebuilt log (hot-seat hand-over) puts the emotes back where they were made
            while k < len(emotes) and emotes[k][0] == i:
                log.write(Text(emotes[k][1], style="italic"))
                k += 1
            e = events[i]
            if newest is not None and i < newest and p.fleeting(e, self.match.options):
                continue
            if viewer is None:
                if e.to != ALL_SEATS:
                    continue
            elif not e.visible_to(viewer):
                continue
            line = p.line(e, deck, self.names, viewer, lg, self.symbols)
            if line:
                style = "bold" if e.kind in ("hand_end", "match_end", "out", "catch", "uno") else ""
                log.write(Text(line, style=style))
        for _, line in emotes[k:]:
            log.write(Text(line, style="italic"))
        self.log_seen = end
        self.log_fleeting = newest

    def _newest_fleeting(self: TableScreen, end: int) -> int | None:
        """The index of the newest event the presenter calls fleeting, within the log's backlog."""
        p, events, opts = self.presenter, self.match.events, self.match.options
        if type(p).fleeting is Presenter.fleeting:
            return None
        for i in range(end - 1, max(-1, end - LOG_BACKLOG - 1), -1):
            if p.fleeting(events[i], opts):
                return i
        return None

    def _update_keys(self: TableScreen, view: View) -> None:
        """The footer of keys, fitted to the width: the keys of the decision now first (the buttons'
        hotkeys, a call), then Enter, the arrows, Tab, Esc, F1; what does not fit is left out whole."""
        items: list[str] = []
        picks = []
        if getattr(self, "ended", None) is not None:  # the hand-end moment: one key does anything
            line = "  ".join([tr("keys.ended")] + (self.practice_keys() if hasattr(self, "practice_keys") else []))
            self.query_one("#keys", Static).update(Text(line, no_wrap=True, overflow="ellipsis"))
            return
        for b in self.buttons:
            if not b.hotkey or b.command == "call":
                continue
            if b.label.endswith(f"({b.hotkey.upper()})") or b.label.endswith(f"({b.hotkey})") or (
                    b.tone and b.tone not in ("warn", "call")):
                picks.append(b.hotkey.upper())  # a picker (colour, suit, player): one "R/Y/G/B" item
            else:
                items.append(f"{b.hotkey.upper()} {b.label}")
        if picks:
            items.insert(0, "/".join(picks))
        calls = self.presenter.calls(view.legal, view.state.deck) if self.viewer is not None else []
        items += [tr("table.help.call", call=self.presenter.call_label(c, lang())) for c in calls]
        for area in getattr(self, "areas", []):
            items += area.key_help(self)
        items += self.practice_keys() if hasattr(self, "practice_keys") else []  # H hint, Ctrl+Z undo
        items += [tr(f"keys.{k}") for k in ("enter", "cards", "rows", "tab", "esc", "f1")]
        width = self.app.size.width - 2
        shown: list[str] = []
        used = 0
        for item in items:
            need = len(item) + (2 if shown else 0)
            if used + need <= width:
                shown.append(item)
                used += need
        self.query_one("#keys", Static).update(Text("  ".join(shown), no_wrap=True, overflow="ellipsis"))
