"""The match's score sheet on a key at any moment of the table (``table.sheet``, F2 by default).

What the hand-end screen shows below a finished hand, alone: one row per finished hand, one column
per player, the totals (and a game's own rows: Black Jack's wins, Russian Poker's pot).  Reading it
is a look away from the play, like the rules: the bots wait until it is closed (Esc, Q, or the
sheet's key again), and nothing on it acts.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical, VerticalScroll
from textual.events import Key
from textual.screen import Screen

from cardtable.engine.match import Match
from cardtable.games.present import presenter_for

from ..host import host
from ..i18n import lang, tr
from ..keymap import display
from ..plain import PlainStatic
from .handend import sheet_table


class SheetScreen(Screen[None]):
    """The score sheet so far; Esc closes it."""

    BINDINGS = [
        Binding("escape", "close", show=False),
        Binding("q", "close", show=False),
    ]

    def __init__(self, match: Match, names: list[str]) -> None:
        super().__init__()
        self.match = match
        self.names = names

    def compose(self) -> ComposeResult:
        done = len(self.match.sheet.rows)
        with Vertical(id="sheet-box"):
            yield PlainStatic(tr("sheet.title", game=self.match.spec.name(lang())), classes="title")
            if not done:  # "No deal is finished yet" in the games that count deals
                what = presenter_for(self.match.spec.id).s(lang(), "sheet.row").lower()
                yield PlainStatic(tr("sheet.none", what=what), id="sheet-none")
            with VerticalScroll(id="sheet-scroll"):
                with Center():
                    yield PlainStatic(sheet_table(self.match, self.names), id="sheet")
        yield PlainStatic(f"{'/'.join(self._close_keys())} {tr('sheet.close')}", classes="keys")

    def _sheet_keys(self) -> tuple[str, ...]:
        return host(self.app).keymap.keys("table.sheet")

    def _close_keys(self) -> list[str]:
        return [display(k, lang()) for k in ("escape", *self._sheet_keys())]

    def on_mount(self) -> None:
        self.query_one("#sheet-scroll").focus()

    def on_key(self, event: Key) -> None:
        """The sheet's key (the player's keymap) closes it again, as F1 does the rules."""
        if event.key in self._sheet_keys():
            event.stop()
            self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)
