"""The end of a hand as a moment, then the score sheet (the paper table of the seeds), and the match end;
and the sheet alone, on the table's sheet key at any moment.

A hand's end shows, above the sheet: who won (in Durak: who is the durak), the last move (the card
that ended the hand stays in sight), and every hand face up with each card's points and the sum,
so the points in the new row of the sheet can be checked.  Everything is centred; Left/Right move
between the buttons.  Every one of these screens has a line of the keys that work on it: Esc
closes it (the next hand; the lobby after the match), Q opens the table's menu with Quit marked,
and R the review of the hand where the table allows it (``SheetHooks``).

A key typed before such a screen came up was meant for the table (a second Enter, an arrow): it is
dropped, so a burst of keys cannot press a button nobody has seen.  The match end's focus starts on
"To the lobby", the choice that loses nothing; "Play again" is one Left away.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.table import Table
from rich.text import Text
from textual._time import get_time  # the clock of ``Event.time``: a key's time is comparable with it
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical, VerticalScroll
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Button

from cardtable.engine.cards import SUIT_SYMBOLS
from cardtable.engine.match import Match
from cardtable.games.grammar import you_grammar
from cardtable.games.present import Presenter, presenter_for

from ..buttons import MarkedButton
from ..cards import TONE_STYLES
from ..host import host
from ..i18n import lang, tr
from ..keymap import display
from ..plain import PlainStatic
from ..practice.texts import pt
from ..widgets.moment import Moment


@dataclass(frozen=True, slots=True)
class SheetHooks:
    """What the table lets its end screens do with it (they never look for the table themselves)."""

    review: Callable[[], None] | None = None
    """R: open the review of the hand that just ended over this screen; None where the table does
    not offer it (a hot-seat table without everyone's yes, a table of bots)."""
    menu: Callable[[str | None], None] | None = None
    """The table's menu items (rules, settings, save and leave, quit), for Q; None: Q does nothing."""

    @classmethod
    def of(cls, m: Moment | None, review: Callable[[], None], menu: Callable[[str | None], None]) -> SheetHooks:
        """A table's hooks at moment ``m``: its review only where the table offers it (a person at
        the table, and at a hot-seat table everyone's yes: ``review_allowed``)."""
        from ..practice.table import review_allowed

        may = m is not None and bool(m.humans) and review_allowed(m)
        return cls(review=review if may else None, menu=menu)


def sheet_table(match: Match, names: list[str], presenter: Presenter | None = None) -> Table:
    """The score sheet: one row per hand, one column per player, totals at the bottom.

    A seat put out of the match (101) keeps its column, marked ✗ from the hand it went out in, with
    a dash in the rows after it; games that rank by hands won (Black Jack) get a row of wins."""
    p = presenter or presenter_for(match.spec.id)
    if any("columns" in r.extra.get("sheet", {}) for r in match.sheet.rows):
        return paper_sheet(match, names, p)
    t = Table(expand=False)
    t.add_column(p.s(lang(), "sheet.row"), justify="right")
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
        for s, p_ in enumerate(r.points):
            if s in out_at and i - 1 > out_at[s]:
                cells.append(Text("—", style="dim"))
                continue
            style = "bold green" if s in r.winners else ("bold red" if out_at.get(s) == i - 1 else "")
            cells.append(Text(str(p_), style=style))
        t.add_row(str(i), *cells)
    totals = match.sheet.totals()
    t.add_row(Text(tr("handend.total"), style="bold"),
              *[Text(str(x) + (" ✗" if s in out_at else ""), style="bold dim" if s in out_at else "bold")
                for s, x in enumerate(totals)])
    wins = match.spec.hand_wins(match.table)
    if wins is not None:
        t.add_row(Text(tr("handend.wins"), style="bold"), *[Text(str(w), style="bold") for w in wins])
    return t


def paper_sheet(match: Match, names: list[str], p: Presenter) -> Table:
    """The sheet of the bid games, as on paper: several columns per player (bid / taken / total in
    Russian Poker, total / call in Kids' Poker), from each row's ``extra["sheet"]``
    (``engine.bidding.sheet_row``).  A player's columns share one table column, aligned by width, so
    his name heads all of them; a contract made exactly shows its tricks in green, the deal's best
    total in bold green; the totals go under the total column; a pot (Russian Poker's ante) closes it."""
    lg = lang()
    rows = match.sheet.rows
    columns: list[str] = next(r.extra["sheet"]["columns"] for r in rows if "columns" in r.extra.get("sheet", {}))
    heads = [_column_title(p, lg, c) for c in columns]
    widths = [len(h) for h in heads]
    for r in rows:
        for cells in r.extra.get("sheet", {}).get("cells", []):
            for j, c in enumerate(cells[:len(widths)]):
                widths[j] = max(widths[j], len(c))
    total_col = columns.index("total") if "total" in columns else len(columns) - 1
    head = " ".join(h.rjust(w) for h, w in zip(heads, widths, strict=True))
    t = Table(expand=False)
    t.add_column(p.s(lg, "sheet.row"), justify="left")
    for name in names:
        t.add_column(Text(name[:10] + "\n" + head, justify="right"), justify="right")
    shown = rows[-12:]
    for i, r in enumerate(shown, len(rows) - len(shown) + 1):
        sheet = r.extra.get("sheet", {})
        out = []
        for s in range(match.n):
            cells = sheet["cells"][s] if "cells" in sheet else [""] * len(columns)
            if "cells" not in sheet:
                cells[total_col] = str(r.points[s])
            out.append(_sheet_cells(columns, cells, widths, total_col, s in r.winners))
        t.add_row(Text(p.sheet_label(r, lg) or _row_label(sheet.get("label", str(i)), r.extra.get("trump"))), *out)
    totals = match.sheet.totals()
    cell_row = []
    for x in totals:
        cells = [""] * len(columns)
        cells[total_col] = str(x)
        cell_row.append(_sheet_cells(columns, cells, widths, total_col, False, bold=True))
    t.add_row(Text(tr("handend.total"), style="bold"), *cell_row)
    pot = rows[-1].extra.get("pot") if rows else None
    if pot and "sheet.pot" in p.strings.get("en", {}):
        t.add_row(Text(p.s(lg, "sheet.pot"), style="bold"),
                  *[Text(f"{x:+d}", style="bold green" if x > 0 else "bold red") for x in pot])
    return t


def _row_label(label: str, trump: object) -> str:
    """The row's label with its trump letter as the suit symbol (``6: 6 h`` -> ``6: 6 ♥``)."""
    if isinstance(trump, str) and trump in SUIT_SYMBOLS and label.endswith(" " + trump):
        return label[: -len(trump)] + SUIT_SYMBOLS[trump]
    return label


def _column_title(p: Presenter, lg: str, column: str) -> str:
    key = f"sheet.col.{column}"
    return p.s(lg, key) if key in p.strings.get("en", {}) else column


def _sheet_cells(columns: list[str], cells: list[str], widths: list[int], total_col: int, best: bool,
                 bold: bool = False) -> Text:
    """One player's cells of a paper-sheet row, right-aligned in their sub-columns."""
    out = Text()
    made = "bid" in columns and "taken" in columns and cells[columns.index("bid")] != "" and (
        cells[columns.index("bid")] == cells[columns.index("taken")])
    for j, (c, w) in enumerate(zip(cells, widths, strict=False)):
        if j:
            out.append(" ")
        style = ""
        if j == total_col:
            style = "bold green" if best else "bold"
        elif made and columns[j] == "taken":
            style = "green"
        elif bold:
            style = "bold"
        out.append(c.rjust(w), style=style)
    return out


def hand_moment(match: Match, names: list[str], viewer: int | None, last: list[str], symbols: bool = True) -> Text:
    """Who won, the last move, and every hand face up with each card's points and their sum."""
    p = presenter_for(match.spec.id)
    lg = lang()
    out = Text()
    rows = match.sheet.rows
    if rows:
        result = p.hand_result(rows[-1], names, viewer, lg)
        out.append(you_grammar(result, lg, p.s(lg, "you")) + "\n", style="bold")
    if last:
        out.append(f"{p.s(lg, 'end.last')}: ", style="dim")
        out.append(" · ".join(last) + "\n")
    hand = match.prev_hand if match.prev_hand is not None else match.hand
    pieces = p.showdown(hand, rows[-1] if rows else None, names, viewer, lg, symbols)
    if pieces is not None:  # the game's own showdown (Uno 52: poker hands and pots)
        for piece, tone in pieces:
            out.append(piece, style=TONE_STYLES.get(tone, tone))
        return out
    deck = hand.deck
    width = max(len(n) for n in names) + 1
    if rows and "columns" in rows[-1].extra.get("sheet", {}) and not any(p.held(hand, s) for s in range(match.n)):
        return out  # a trick game played its hands out: the sheet row below says it all
    for s, name in enumerate(names):
        cards = p.held(hand, s)
        counted = p.hand_points(hand, s)
        out.append("\n" + name.ljust(width), style="bold")
        if not cards:
            out.append("—", style="dim")
        for k, c in enumerate(cards):
            face = p.face(deck, c, lg, symbols)
            out.append(("  " if k else " ") + face.label, style=TONE_STYLES.get(face.tone, ""))
            if counted is not None and counted[0] is not None:
                out.append(f" ({counted[0][k]})", style="dim")
        if counted is not None and cards:
            out.append(f"  = {counted[1]}", style="bold")
    return out


class _SheetScreen(Screen[str]):
    """Shared keys: Left/Right (and Up/Down) move between the buttons, without wrapping; Esc closes
    (``CLOSE``), Q asks whether to quit (the table's menu), R reviews the hand; keys typed before
    the screen came up are dropped."""

    BINDINGS = [
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("escape", "close", show=False),
        Binding("q", "quit_menu", show=False),
    ]
    CLOSE = "next"
    """What Esc answers: the button the screen's Esc stands for."""

    def __init__(self, hooks: SheetHooks | None = None) -> None:
        super().__init__()
        self.hooks = hooks or SheetHooks()
        self.opened_at = float("inf")  # until the screen is up, every key was meant for the table

    def open_on(self, button_id: str) -> None:
        """The screen is up: its first button has the focus now (not after the next refresh), and
        from this moment on a key is meant for it."""
        self.set_focus(self.query_one(f"#{button_id}", Button))
        self.opened_at = get_time()

    def key_line(self, first: list[str]) -> PlainStatic:
        """The keys that work here, written as the table's footer writes them (the review's key as
        the player's keymap has it)."""
        items = list(first)
        keys = self._review_keys()
        if self.hooks.review is not None and keys:
            items.append(f"{display(keys[0], lang())} {pt('review.key')}")
        if self.hooks.menu is not None:
            items.append(f"{display('q', lang())} {tr('keys.quit')}")
        return PlainStatic("  ".join(items), classes="keys")

    def _review_keys(self) -> tuple[str, ...]:
        return host(self.app).keymap.keys("table.review")

    def on_key(self, event: Key) -> None:
        """Drop what was typed before the screen came up; the review key (the player's keymap)."""
        if event.time < self.opened_at:
            event.stop()
            event.prevent_default()
            return
        if self.hooks.review is not None and event.key in self._review_keys():
            event.stop()
            event.prevent_default()
            self.hooks.review()

    def action_close(self) -> None:
        self.dismiss(self.CLOSE)

    def action_quit_menu(self) -> None:
        """Q asks whether to quit: the table's menu over this screen, its Quit marked."""
        from .menu import MenuScreen

        if self.hooks.menu is not None:
            self.app.push_screen(MenuScreen(first="quit"), self._menu_done)

    def _menu_done(self, item: str | None) -> None:
        if item not in (None, "resume") and self.hooks.menu is not None:
            self.hooks.menu(item)

    def action_move(self, delta: int) -> None:
        buttons = list(self.query(Button))
        focused = self.focused
        if isinstance(focused, Button) and focused in buttons:
            j = buttons.index(focused) + delta
            if 0 <= j < len(buttons):
                buttons[j].focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or "lobby")


class HandEndScreen(_SheetScreen):
    """Shown between hands: the hand's moment, then the sheet; Enter (or Esc) goes on."""

    def __init__(self, match: Match, names: list[str], summary: list[str], viewer: int | None = None,
                 symbols: bool = True, hooks: SheetHooks | None = None) -> None:
        super().__init__(hooks)
        self.match = match
        self.names = names
        self.summary = summary
        self.viewer = viewer
        self.symbols = symbols

    def compose(self) -> ComposeResult:
        n = len(self.match.sheet.rows)
        with Vertical(id="sheet-box"):
            yield PlainStatic(tr("handend.title", n=n), classes="title")
            yield PlainStatic(hand_moment(self.match, self.names, self.viewer, self.summary, self.symbols),
                         id="hand-summary")
            with VerticalScroll(id="sheet-scroll"):
                with Center():
                    yield PlainStatic(sheet_table(self.match, self.names), id="sheet")
            with Horizontal(classes="buttons-row"):
                yield MarkedButton(tr("handend.next"), id="next", variant="primary")
        yield self.key_line([f"Enter/{display('escape', lang())} {tr('keys.next_hand')}"])

    def on_mount(self) -> None:
        self.open_on("next")


class MatchEndScreen(_SheetScreen):
    """The ranking; play again with the same seats and rules, or go back to the lobby (Esc)."""

    CLOSE = "lobby"

    def __init__(self, match: Match, names: list[str], summary: list[str] | None = None,
                 viewer: int | None = None, symbols: bool = True, hooks: SheetHooks | None = None) -> None:
        super().__init__(hooks)
        self.match = match
        self.names = names
        self.summary = summary or []
        self.viewer = viewer
        self.symbols = symbols

    def compose(self) -> ComposeResult:
        m = self.match
        standing = presenter_for(m.spec.id).standings(m, lang())
        ranking = m.ranking or [1] * m.n
        order = sorted(range(m.n), key=lambda s: (ranking[s], s))
        lines = [tr("matchend.place", place=ranking[s], name=self.names[s], points=standing[s]) for s in order]
        with Vertical(id="sheet-box"):
            yield PlainStatic(tr("matchend.title"), classes="title")
            yield PlainStatic(hand_moment(m, self.names, self.viewer, self.summary, self.symbols), id="hand-summary")
            yield PlainStatic("\n".join(lines), id="ranking")
            with VerticalScroll(id="sheet-scroll"):
                with Center():
                    yield PlainStatic(sheet_table(m, self.names), id="sheet")
            with Horizontal(classes="buttons-row"):
                yield MarkedButton(tr("matchend.again"), id="again", variant="primary")
                yield MarkedButton(tr("matchend.lobby"), id="lobby")
        yield self.key_line([f"←→ {tr('keys.choose')}", f"Enter {tr('keys.press')}",
                             f"{display('escape', lang())} {tr('keys.lobby')}"])

    def on_mount(self) -> None:
        self.open_on("lobby")  # the safe choice: an Enter meant for the table plays nothing again
