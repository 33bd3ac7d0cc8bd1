"""Hand end (the score sheet, as the paper table of the seeds) and match end (ranking, play again)."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Static

from cardtable.engine.match import Match

from ..i18n import tr


def sheet_table(match: Match, names: list[str]) -> Table:
    """The score sheet: one row per hand, one column per player, totals at the bottom.

    A seat put out of the match (101) keeps its column, marked ✗ from the hand it went out in, with
    a dash in the rows after it; games that rank by hands won (Black Jack) get a row of wins."""
    t = Table(expand=False)
    t.add_column(tr("handend.hand"), justify="right")
    out_at: dict[int, int] = {}
    rows = match.sheet.rows
    for i, r in enumerate(rows):
        for s in r.extra.get("eliminated", []):
            out_at.setdefault(int(s), i)
    for s in match.eliminated:
        out_at.setdefault(s, len(rows) - 1)
    for s, name in enumerate(names):
        t.add_column(name[:10] + (" ✗" if s in out_at else ""), justify="right")
    shown = rows[-12:]
    for i, r in enumerate(shown, len(rows) - len(shown) + 1):
        cells = []
        for s, p in enumerate(r.points):
            if s in out_at and i - 1 > out_at[s]:
                cells.append(Text("—", style="dim"))
                continue
            style = "bold green" if s in r.winners else ("bold red" if out_at.get(s) == i - 1 else "")
            cells.append(Text(str(p), style=style))
        t.add_row(str(i), *cells)
    totals = match.sheet.totals()
    t.add_row(Text(tr("handend.total"), style="bold"),
              *[Text(str(x) + (" ✗" if s in out_at else ""), style="bold dim" if s in out_at else "bold")
                for s, x in enumerate(totals)])
    wins = getattr(match.spec, "wins", None)
    if callable(wins):
        t.add_row(Text(tr("handend.wins"), style="bold"), *[Text(str(w), style="bold") for w in wins(match)])
    return t


class HandEndScreen(Screen[str]):
    """Shown between hands; Enter goes on."""

    def __init__(self, match: Match, names: list[str], summary: str) -> None:
        super().__init__()
        self.match = match
        self.names = names
        self.summary = summary

    def compose(self) -> ComposeResult:
        n = len(self.match.sheet.rows)
        with Vertical(id="sheet-box"):
            yield Static(tr("handend.title", n=n), classes="title")
            yield Static(self.summary, id="hand-summary", markup=False)
            with VerticalScroll(id="sheet-scroll"):
                yield Static(sheet_table(self.match, self.names), id="sheet")
            with Horizontal(classes="buttons-row"):
                yield Button(tr("handend.next"), id="next", variant="primary", compact=True)

    def on_mount(self) -> None:
        self.query_one("#next").focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss("next")


class MatchEndScreen(Screen[str]):
    """The ranking; play again with the same seats and rules, or go back to the lobby."""

    def __init__(self, match: Match, names: list[str]) -> None:
        super().__init__()
        self.match = match
        self.names = names

    def compose(self) -> ComposeResult:
        m = self.match
        totals = m.sheet.totals()
        ranking = m.ranking or [1] * m.n
        order = sorted(range(m.n), key=lambda s: (ranking[s], s))
        lines = [tr("matchend.place", place=ranking[s], name=self.names[s], points=totals[s]) for s in order]
        with Vertical(id="sheet-box"):
            yield Static(tr("matchend.title"), classes="title")
            yield Static("\n".join(lines), id="ranking", markup=False)
            with VerticalScroll(id="sheet-scroll"):
                yield Static(sheet_table(m, self.names), id="sheet")
            with Horizontal(classes="buttons-row"):
                yield Button(tr("matchend.again"), id="again", variant="primary", compact=True)
                yield Button(tr("matchend.lobby"), id="lobby", compact=True)

    def on_mount(self) -> None:
        self.query_one("#again").focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or "lobby")
