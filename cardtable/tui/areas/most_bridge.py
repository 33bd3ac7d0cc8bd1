"""Most's bridge: the open row of discards, with a cursor of its own (most.md sections 3 and 8).

Any card of the bridge may be taken together with every newer one, so the row is a card row the
arrows reach like any pile (Up from the hand): its label says what a take at the card under the
cursor would bring ("9♥: take 4, and meld or lay off 9♥ at once"), cards that may not be taken now
are dimmed, and Enter takes from there (or says which rule forbids it).  A long row folds: the
card row covers older cards to a few columns and draws the one under the cursor whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from cardtable.engine.state import View

from ..cards import CardRow, CardWidget
from ..i18n import lang
from ..plain import PlainStatic
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen

ROW_KEY = "area:bridge"
"""The bridge row's key in ``TableScreen.zone_rows``: registered there, Up/Down reach it."""


class BridgeArea(Area):
    slot = "top"
    DEFAULT_CSS = """
    BridgeArea { height: auto; width: 1fr; padding: 0 1; layout: vertical; }
    BridgeArea > #bridge-label { height: 1; width: 1fr; color: $text-muted; }
    BridgeArea.-row-focus > #bridge-label { color: $accent; text-style: bold; }
    BridgeArea > CardRow { width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield PlainStatic("", id="bridge-label")
        row = CardRow("table", id="bridge-row")
        row.zone_name = "bridge"
        yield row

    @property
    def row(self) -> CardRow:
        return self.query_one("#bridge-row", CardRow)

    def on_mount(self) -> None:
        self.screen.zone_rows[ROW_KEY] = self.row  # type: ignore[attr-defined]
        self.watch(self.row, "cursor", self._cursor_moved, init=False)
        self.watch(self.screen, "focused", self._focus_moved, init=False)
        self.call_after_refresh(self._first_draw)

    def _first_draw(self) -> None:
        """Draw again once mounted: the table's first refresh may come before the row is."""
        screen = self._screen()
        if screen.view is not None:
            self.update_area(screen, screen.view)

    def _screen(self) -> TableScreen:
        return self.screen  # type: ignore[return-value]

    def update_area(self, screen: TableScreen, view: View) -> None:
        p = screen.presenter
        lg = lang()
        deck = view.state.deck
        bridge = list(view.state.bridge)  # type: ignore[attr-defined]
        faces = [p.face(deck, c, lg, screen.symbols) for c in bridge]
        taking = self._taking(screen, view)
        playable = [f"pick {deck.text(c)}" in view.legal for c in bridge] if taking else None
        row = self.row
        row.set_cards(faces, screen.card_size, playable, cursor=None if screen.focused is row else len(faces) - 1)
        self._label(screen, view)

    def _taking(self, screen: TableScreen, view: View) -> bool:
        """The person at the keyboard is to take a card now (the row then dims what may not be taken)."""
        info = view.state.public_info()  # type: ignore[attr-defined]
        return screen.viewer is not None and info["phase"] == "take" and screen.viewer in view.state.to_act()

    def _focus_moved(self, _old: object = None, new: object = None) -> None:
        """Off the row, its cursor rests on the newest card; the take hint shows only on the row.
        (``has_focus`` follows a Focus/Blur message later; the screen's ``focused`` is now.)"""
        row = self.row
        if new is not row and row.faces:
            row.cursor = len(row.faces) - 1
        screen = self._screen()
        if screen.view is not None:
            self._label(screen, screen.view, focused=new is row)

    def _cursor_moved(self, *_: object) -> None:
        screen = self._screen()
        if screen.view is not None:
            self._label(screen, screen.view)

    def _label(self, screen: TableScreen, view: View, focused: bool | None = None) -> None:
        p = screen.presenter
        lg = lang()
        row = self.row
        focused = screen.focused is row if focused is None else focused
        hinting = self._taking(screen, view) and bool(row.faces) and focused
        t = Text(p.s(lg, "bridge.short" if hinting else "bridge.title", n=len(row.faces)), no_wrap=True,
                 overflow="ellipsis")
        card = row.faces[row.cursor].text if hinting else ""
        self._mark_take(row.cursor if f"pick {card}" in view.legal else len(row.faces))
        if hinting:
            hint = p.bridge_hint(view, card, lg)  # type: ignore[attr-defined]
            legal = f"pick {card}" in view.legal
            t.append("  ▸ ")
            t.append(hint, style="bold" if legal else "dim")
            if legal:
                t.append(f"  ({p.s(lg, 'bridge.enter')})", style="dim")
        self.query_one("#bridge-label", Static).update(t)

    def _mark_take(self, start: int) -> None:
        """Mark the cards a take at ``start`` brings (it and every newer one), as the hand marks
        the cards of a meld: the "take 4" of the label, seen on the row."""
        kids = [w for w in self.row.children if isinstance(w, CardWidget)]
        for i, kid in enumerate(kids):
            kid.set_class(i >= start, "-marked")

    def on_card_row_activated(self, message: CardRow.Activated) -> None:
        """Enter on a bridge card: take from there when legal, else say which rule forbids it."""
        if message.row is not self.row:
            return
        message.stop()
        screen = self._screen()
        view = screen.view
        if screen.viewer is None or view is None or not 0 <= message.index < len(self.row.faces):
            return
        card = self.row.faces[message.index].text
        if f"pick {card}" in view.legal:
            screen.act(f"pick {card}")
            screen.query_one("#hand", CardRow).focus()
            return
        screen.say(screen.presenter.pick_refusal(view, card, lang()), error=True)  # type: ignore[attr-defined]


AREA = BridgeArea
